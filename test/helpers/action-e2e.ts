/**
 * End-to-end harness for the action: a temp git repository made from `examples/` (a base commit
 * and a head commit), real-shaped event payloads, the loopback fakes (Anthropic, GitHub REST,
 * artifact service) and `runAction`, which starts the BUILT dist/index.js exactly as the runner
 * does: INPUT_* variables, GITHUB_EVENT_PATH, GITHUB_OUTPUT, GITHUB_STEP_SUMMARY.
 */
import { cp, mkdtemp, readFile, realpath, rm, writeFile, mkdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { textReply, toolUseReply, type FakeHandler, type RecordedRequest } from '../fakes/anthropic-server.js'
import { PROJECT_ROOT, runNode } from './run-node.js'
import { git } from './run-engine-fixtures.js'
import { parse as parseYaml } from 'yaml'
import type { HarnessUser } from './as-user.js'

export const SENTINEL_TOKEN = 'ghs_SENTINELtoken0000000000000000000000'
export const OWNER = 'octo'
export const REPO = 'skills'

// ─── The repository ───────────────────────────────────────────────────────────────────

export interface GitRepo {
  root: string
  base: string
  head: string
  dispose(): Promise<void>
}

async function applyEdits(root: string, change: Record<string, (old: string) => string>): Promise<void> {
  for (const [path, edit] of Object.entries(change)) {
    const file = join(root, path)
    const old = await readFile(file, 'utf8').catch(() => '')
    await mkdir(dirname(file), { recursive: true })
    await writeFile(file, edit(old))
  }
}

/**
 * `examples/` (without its workflows folder) committed on `main` as the base; `change` edits files
 * on top and the result is the head commit. `baseChange` edits files before the base commit.
 */
export async function makeExamplesRepo(change: Record<string, (old: string) => string>, baseChange: Record<string, (old: string) => string> = {}): Promise<GitRepo> {
  const root = await realpath(await mkdtemp(join(tmpdir(), 'skill-evals-action-e2e-')))
  await cp(join(PROJECT_ROOT, 'examples'), root, { recursive: true, filter: (src) => !src.includes(`${join('examples', 'workflows')}`) })
  await writeFile(join(root, 'README.md'), '# Skills\n')
  await applyEdits(root, baseChange)
  git(root, 'init', '-q', '-b', 'main')
  git(root, 'add', '-A')
  git(root, 'commit', '-q', '-m', 'base')
  const base = git(root, 'rev-parse', 'HEAD').trim()
  git(root, 'checkout', '-q', '-b', 'feature')
  await applyEdits(root, change)
  git(root, 'add', '-A')
  git(root, 'commit', '-q', '-m', 'head')
  const head = git(root, 'rev-parse', 'HEAD').trim()
  return { root, base, head, dispose: () => rm(root, { recursive: true, force: true }) }
}

// ─── Event payloads ───────────────────────────────────────────────────────────────────

export interface PrEventOptions {
  number?: number
  action?: string
  baseRef?: string
  labels?: string[]
  fork?: boolean
  changedFiles?: number
}

export function prPayload(repo: Pick<GitRepo, 'base' | 'head'>, o: PrEventOptions = {}): Record<string, unknown> {
  const full = `${OWNER}/${REPO}`
  const number = o.number ?? 7
  return {
    action: o.action ?? 'synchronize',
    number,
    ...(o.action === 'labeled' && o.labels?.[0] ? { label: { name: o.labels[0] } } : {}),
    pull_request: {
      number,
      title: 'Improve skills $(echo pwned) `id`',
      body: 'Body with ${{ secrets.X }} and "; rm -rf / #',
      changed_files: o.changedFiles ?? 1,
      labels: (o.labels ?? []).map((name) => ({ name })),
      base: { ref: o.baseRef ?? 'main', sha: repo.base, repo: { full_name: full } },
      head: { ref: 'feature', sha: repo.head, repo: { full_name: o.fork ? `someone-else/${REPO}` : full, fork: Boolean(o.fork) } },
    },
    repository: { full_name: full, default_branch: 'main' },
  }
}

// ─── The fake agent ───────────────────────────────────────────────────────────────────

function systemText(req: RecordedRequest): string {
  const s = req.body?.system
  if (typeof s === 'string') return s
  return Array.isArray(s) ? s.map((b: { text?: string }) => b.text ?? '').join('\n') : ''
}

function promptOf(req: RecordedRequest): string {
  const first = req.body?.messages?.[0]
  return typeof first?.content === 'string' ? first.content : ''
}

const turns = (req: RecordedRequest): number => (req.body?.messages ?? []).filter((m: { role: string }) => m.role === 'assistant').length

/** What a competent agent writes for each example eval (enough for every deterministic check). */
function goodFile(prompt: string): { file_path: string; content: string } {
  if (/changelog|next version/i.test(prompt)) {
    return { file_path: 'CHANGELOG.md', content: '# Changelog\n\n## [Unreleased]\n\n### Added\n- CSV export (#41)\n\n### Fixed\n- Crash when the config file is empty (#42)\n\n### Removed\n- The deprecated --legacy flag (#44)\n' }
  }
  if (/ADR|decision/i.test(prompt)) {
    return { file_path: 'docs/adrs/ADR-0001-decision.md', content: '---\nstatus: proposed\ndeciders: [Ana, Raj]\n---\n\n# Decision\n\nPostgreSQL vs MongoDB; webhooks over polling. Chosen: PostgreSQL, webhooks.\n' }
  }
  return { file_path: 'tasks.md', content: '# Tasks\n\n1. Reset flow. Covers REQ-1, REQ-2, REQ-3, REQ-4, REQ-5.\n   **Size**: S\n   Done when: tested.\n\n## Coverage\n\nREQ-1 REQ-2 REQ-3 REQ-4 REQ-5\n' }
}

/**
 * The scripted agent for the example evals, plus the judge. `good`: with a skill loaded it writes
 * the expected file and ends with a reply naming 3.2.2; without a skill (the baseline) it does
 * nothing. `useless`: it never does anything, so every deterministic check fails. The judge
 * always says "passed" (the checks decide).
 */
export function examplesAgent(quality: 'good' | 'useless'): FakeHandler {
  return (req) => {
    if (req.body?.output_config) return textReply(JSON.stringify({ evidence: 'The material shows it.', passed: true }))
    const withSkill = systemText(req).includes('<skill name=')
    if (quality === 'useless' || !withSkill) return textReply('I would rather not.')
    if (turns(req) === 0) return toolUseReply('Write', goodFile(promptOf(req)))
    return textReply('Done. For the fixes-only release the next version is 3.2.2; removing --legacy needs a major bump.')
  }
}

// ─── Running the action ───────────────────────────────────────────────────────────────

export interface ActionRun {
  code: number | null
  stdout: string
  stderr: string
  outputs: Record<string, string>
  summary: string
  /** Files the runner gave the step (event, output, summary). */
  runnerDir: string
}

export interface RunActionOptions {
  cwd: string
  eventName: string
  payload: Record<string, unknown>
  env?: Record<string, string>
  /** Folder for runner files; one is made (and cleaned up by `cleanups`) when absent. */
  cleanups: (() => Promise<unknown>)[]
  /**
   * Which action runs: a folder action's step (`plan` → plan/action.yml, dist/plan.js), or the
   * root action (the whole pull-request evaluation, dist/index.js) when absent.
   */
  step?: string
  /** Start the action as this user (issue 33; the runner folder is handed over to it). */
  user?: HarnessUser
}

/** The inputs an action declares (the runner passes only what `with:` gives; an undeclared one is a mistake here). */
async function declaredInputs(step: string | undefined): Promise<Set<string>> {
  const file = join(PROJECT_ROOT, step ? `${step}/action.yml` : 'action.yml')
  const action = parseYaml(await readFile(file, 'utf8')) as { inputs?: Record<string, unknown> }
  return new Set(Object.keys(action.inputs ?? {}))
}

export async function runAction(inputs: Record<string, string>, o: RunActionOptions): Promise<ActionRun> {
  const dir = await realpath(await mkdtemp(join(tmpdir(), 'skill-evals-runner-')))
  o.cleanups.push(() => rm(dir, { recursive: true, force: true }))
  const output = join(dir, 'output')
  const summary = join(dir, 'summary')
  const event = join(dir, 'event.json')
  await writeFile(output, '')
  await writeFile(summary, '')
  await writeFile(event, JSON.stringify(o.payload))
  await mkdir(join(dir, 'tmp'))
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: dir,
    TMPDIR: join(dir, 'tmp'),
    GIT_CONFIG_NOSYSTEM: '1',
    NO_PROXY: '127.0.0.1,localhost',
    GITHUB_ACTIONS: 'true',
    GITHUB_WORKSPACE: o.cwd,
    GITHUB_OUTPUT: output,
    GITHUB_STEP_SUMMARY: summary,
    GITHUB_EVENT_PATH: event,
    GITHUB_EVENT_NAME: o.eventName,
    GITHUB_REPOSITORY: `${OWNER}/${REPO}`,
    GITHUB_WORKFLOW: 'skill-evals',
    GITHUB_JOB: 'evals',
    GITHUB_RUN_ID: '4242',
    GITHUB_SERVER_URL: 'https://github.com',
    ...o.env,
  }
  const declared = await declaredInputs(o.step)
  for (const [k, v] of Object.entries(inputs)) {
    if (!declared.has(k)) throw new Error(`The ${o.step ?? 'root'} action declares no input '${k}'.`)
    env[`INPUT_${k.toUpperCase()}`] = v
  }
  // SKILL_EVALS_ACTION_ENTRY: a bundle built elsewhere (when another process rebuilds dist/ meanwhile);
  // its folder holds every step's entry and the shared chunks.
  const dist = process.env.SKILL_EVALS_ACTION_ENTRY ? relative(PROJECT_ROOT, dirname(process.env.SKILL_EVALS_ACTION_ENTRY)) : 'dist'
  const entry = `${dist}/${o.step ?? 'index'}.js`
  if (o.user) o.user.handOver(dir)
  const result = await runNode(entry, [], { env, cwd: o.cwd, timeoutMs: 45_000, ...(o.user ? { wrap: o.user.wrap } : {}) })
  const outputs: Record<string, string> = {}
  const raw = await readFile(output, 'utf8')
  for (const m of raw.matchAll(/^(\S+)<<(\S+)\n([\s\S]*?)\n\2$/gm)) outputs[m[1]!] = m[3]!
  return { ...result, outputs, summary: await readFile(summary, 'utf8'), runnerDir: dir }
}

/** stdout without the `::add-mask::` commands (the only place a secret may appear: the runner masks it). */
export function withoutMaskCommands(text: string): string {
  return text
    .split('\n')
    .filter((l) => !l.startsWith('::add-mask::'))
    .join('\n')
}
