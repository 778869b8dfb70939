/**
 * Issue 33 row I: a pull request edits `evals/config.yaml` to loosen the gates (tier threshold 80%
 * → 50%, release gate off, risk level low, regression tolerance 50, another baseline store) and
 * the same runs — half of them passing — went from NO-GO to GO; the comment never said so.
 *
 * Closed: on a pull request the gate policy is the base commit's (src/discover/base-policy.ts).
 * The same recorded runs go through the built action's `merge` and `comment` steps (started as the
 * runner starts them, against the loopback GitHub fake) and the built CLI's `report --base-ref`:
 * still NO-GO, and the comment and the job summary carry one line saying what changes at merge.
 * The control: a push of the same commit (not a pull request) uses the commit's own config, GO.
 * Each process runs as root and as an unprivileged user (test/helpers/as-user.ts).
 */
import { describe, test, expect, afterAll } from '@jest/globals'
import { spawn } from 'node:child_process'
import { mkdir, mkdtemp, readFile, realpath, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { harnessUsers, ensureTraversable, type HarnessUser } from '../helpers/as-user.js'
import { git } from '../helpers/run-engine-fixtures.js'
import { PROJECT_ROOT } from '../helpers/run-node.js'
import { OWNER, REPO, SENTINEL_TOKEN, prPayload, withoutMaskCommands } from '../helpers/action-e2e.js'
import { skillMd } from '../helpers/temp-repo.js'
import { startFakeGitHub } from '../fakes/github-server.js'

const temps: string[] = []
afterAll(async () => {
  for (const t of temps) await rm(t, { recursive: true, force: true })
})

const KEY = 'sk-ant-SENTINELkey000000000000000000000000000'
const BASE_CONFIG = 'tiers:\n  1: [notes]\nthresholds:\n  1: 0.8\nregression:\n  tolerance: 5\n'
const PR_CONFIG =
  'tiers:\n  1: [notes]\nthresholds:\n  1: 0.5\nrisk-level: low\ngates:\n  release: off\n  tier-threshold: warn\nregression:\n  tolerance: 50\n  baseline-dir: evals/forged\n'
const LINE = /Policy changes at merge \(not applied to this PR\): risk level medium → low, tier-1 threshold 80% → 50%, tier-1 gate fail → warn, release gate fail → off, regression tolerance 5 points → 50 points, baseline store evals\/baselines → evals\/forged\./

const suite = {
  skill_name: 'notes',
  evals: [1, 2, 3, 4].map((id) => ({
    id,
    prompt: `Write note ${id} to note.md.`,
    expected_output: `note.md says note ${id}`,
    expectations: [
      { text: 'note.md exists', check: { kind: 'file_exists', path: 'note.md' } },
      { text: `note.md says note ${id}`, check: { kind: 'regex', in: 'note.md', pattern: `note ${id}` } },
    ],
  })),
}

/**
 * The skills repository: base commit with the strict config, the PR's head commit loosening it.
 * `root` has both; `work` is the checkout actions/checkout makes by default: the head alone
 * (`--depth=1`), with `root` as its origin, so the base commit has to be fetched.
 */
async function makeRepo(user: HarnessUser): Promise<{ root: string; work: string; base: string; head: string }> {
  const top = await realpath(await mkdtemp(join(tmpdir(), 'skill-evals-row-i-')))
  temps.push(top)
  const root = join(top, 'origin')
  await mkdir(join(root, 'skills', 'notes', 'evals'), { recursive: true })
  await mkdir(join(root, 'evals'))
  await writeFile(join(root, 'skills', 'notes', 'SKILL.md'), skillMd('notes'))
  await writeFile(join(root, 'skills', 'notes', 'evals', 'evals.json'), JSON.stringify(suite, null, 2))
  await writeFile(join(root, 'evals', 'config.yaml'), BASE_CONFIG)
  git(root, 'init', '-q', '-b', 'main')
  git(root, 'add', '-A')
  git(root, 'commit', '-q', '-m', 'base')
  const base = git(root, 'rev-parse', 'HEAD').trim()
  git(root, 'checkout', '-q', '-b', 'feature')
  await writeFile(join(root, 'evals', 'config.yaml'), PR_CONFIG)
  git(root, 'commit', '-q', '-am', 'loosen the gates')
  const head = git(root, 'rev-parse', 'HEAD').trim()
  await writeShard(join(root, '.skill-evals-shards', 'shard-1'))
  const work = join(top, 'work')
  git(top, 'clone', '-q', '--depth=1', '--branch', 'feature', `file://${root}`, work)
  await writeShard(join(work, '.skill-evals-shards', 'shard-1'))
  // The shallow checkout: the base commit is not there until a step fetches it.
  expect(git(work, 'rev-list', '--all').trim().split('\n')).toEqual([head])
  user.handOver(top)
  return { root, work, base, head }
}

/** One shard's recorded results: 4 evals × 2 trials with the skill (half pass), 2 without (all fail). */
async function writeShard(out: string): Promise<void> {
  const lines: string[] = []
  for (const id of [1, 2, 3, 4]) {
    const evalDir = `eval-${id}-note`
    const meta = { eval_id: id, eval_name: 'note', prompt: `Write note ${id}.`, expected_output: `note ${id}`, files: [], assertions: [`says note ${id}`] }
    await mkdir(join(out, 'notes', 'iteration-1', evalDir), { recursive: true })
    await writeFile(join(out, 'notes', 'iteration-1', evalDir, 'eval_metadata.json'), JSON.stringify(meta))
    for (const configuration of ['with_skill', 'without_skill']) {
      for (const trial of [1, 2]) {
        const ok = configuration === 'with_skill' && trial === 1
        const runId = `notes/iteration-1/${evalDir}/${configuration}/run-${trial}`
        const dir = join(out, runId)
        await mkdir(join(dir, 'outputs'), { recursive: true })
        const record = {
          version: 1, runId, skill: 'notes', evalId: id, evalDir, configuration, trial, model: 'claude-sonnet-5-5', status: 'completed', skillUsed: configuration === 'with_skill',
          response: 'done', toolCalls: [], filesWritten: [], usage: { input_tokens: 100, output_tokens: 20, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 },
          costUsd: 0.001, durationMs: 2000, turns: 1, stopReason: 'end_turn', apiCalls: 1, retries: 0, cached: false, startedAt: '2026-01-01T00:00:00Z', finishedAt: '2026-01-01T00:00:02Z',
        }
        lines.push(JSON.stringify(record))
        const grading = {
          expectations: [{ text: `says note ${id}`, passed: ok, evidence: ok ? 'yes' : 'no', status: ok ? 'pass' : 'fail', source: 'judge' }],
          summary: { passed: ok ? 1 : 0, failed: ok ? 0 : 1, total: 1, pass_rate: ok ? 1 : 0 },
          execution_metrics: { total_tool_calls: 0, errors_encountered: 0 },
          timing: { executor_duration_seconds: 2, grader_duration_seconds: 0.1, total_duration_seconds: 2.1 },
          run: { run_id: runId, skill: 'notes', eval_id: id, configuration, trial, model: 'claude-sonnet-5-5', run_status: 'completed', skill_used: true, status: ok ? 'pass' : 'fail', assertion_errors: 0 },
        }
        await writeFile(join(dir, 'grading.json'), JSON.stringify(grading))
      }
    }
  }
  await writeFile(join(out, 'runs.jsonl'), lines.join('\n') + '\n')
}

function planFile(r: { base: string; head: string }, eventName: string): Record<string, unknown> {
  const pr = eventName === 'pull_request'
  return {
    version: 1, createdAt: '2026-01-01T00:00:00Z', run: true, mode: 'full', modeReason: 'Full mode: test.', selectionReasons: [], eventName,
    ...(pr ? { baseRef: r.base, baseBranch: 'main', prNumber: 7 } : {}), headSha: r.head, isFork: false, skills: ['notes'], removed: [],
    model: 'claude-sonnet-5-5', extraModels: [], trials: 2, maxCostUsd: null, pipeline: false, runs: 16, shards: 1,
    matrix: { include: [{ shard: '1/1', index: 1 }] }, key: '', artifactPrefix: 'skill-evals', cacheDir: '.skill-evals/cache', fullEvalLabel: 'full-eval',
  }
}

interface Run {
  code: number | null
  stdout: string
  stderr: string
  outputs: Record<string, string>
  summary: string
}

function start(user: HarnessUser, args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const [cmd, argv] = user.wrap(process.execPath, args)
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, argv, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()))
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
    const timer = setTimeout(() => child.kill('SIGKILL'), 45_000)
    child.on('error', reject)
    child.on('close', (code) => {
      clearTimeout(timer)
      resolve({ code, stdout, stderr })
    })
  })
}

/** A folder action's step, started as the runner starts it (INPUT_*, GITHUB_EVENT_PATH, GITHUB_OUTPUT, GITHUB_STEP_SUMMARY). */
async function runStep(user: HarnessUser, step: string, inputs: Record<string, string>, o: { cwd: string; eventName: string; payload: Record<string, unknown>; env?: Record<string, string> }): Promise<Run> {
  const dir = await realpath(await mkdtemp(join(tmpdir(), 'skill-evals-row-i-runner-')))
  temps.push(dir)
  const files = { output: join(dir, 'output'), summary: join(dir, 'summary'), event: join(dir, 'event.json') }
  await writeFile(files.output, '')
  await writeFile(files.summary, '')
  await writeFile(files.event, JSON.stringify(o.payload))
  await mkdir(join(dir, 'tmp'))
  user.handOver(dir)
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH, HOME: dir, TMPDIR: join(dir, 'tmp'), GIT_CONFIG_NOSYSTEM: '1', NO_PROXY: '127.0.0.1,localhost',
    GITHUB_ACTIONS: 'true', GITHUB_WORKSPACE: o.cwd, GITHUB_OUTPUT: files.output, GITHUB_STEP_SUMMARY: files.summary, GITHUB_EVENT_PATH: files.event,
    GITHUB_EVENT_NAME: o.eventName, GITHUB_REPOSITORY: `${OWNER}/${REPO}`, GITHUB_WORKFLOW: 'skill-evals', GITHUB_JOB: 'evals', GITHUB_RUN_ID: '4242',
    GITHUB_SERVER_URL: 'https://github.com', ANTHROPIC_API_KEY: KEY, ACTIONS_RUNTIME_TOKEN: 'SENTINEL-runtime-token', ...o.env,
  }
  for (const [k, v] of Object.entries(inputs)) env[`INPUT_${k.toUpperCase()}`] = v
  const r = await start(user, [join(PROJECT_ROOT, 'dist', `${step}.js`)], o.cwd, env)
  const outputs: Record<string, string> = {}
  for (const m of (await readFile(files.output, 'utf8')).matchAll(/^(\S+)<<(\S+)\n([\s\S]*?)\n\2$/gm)) outputs[m[1]!] = m[3]!
  return { ...r, outputs, summary: await readFile(files.summary, 'utf8') }
}

ensureTraversable(PROJECT_ROOT)

describe('row I: a pull request cannot loosen the gate it is judged by', () => {
  for (const user of harnessUsers()) {
    test(`the action's merge and comment steps: the base's policy, NO-GO, one line about the change (${user.name})`, async () => {
      const r = await makeRepo(user)
      const github = await startFakeGitHub({ pulls: [{ number: 7, files: [{ filename: 'evals/config.yaml', status: 'modified' }] }] })
      try {
        await writeFile(join(r.work, 'pr-plan.json'), JSON.stringify(planFile(r, 'pull_request')))
        await writeFile(join(r.work, 'push-plan.json'), JSON.stringify(planFile(r, 'push')))
        user.handOver(join(r.work, '..'))
        const payload = prPayload(r)
        const env = { GITHUB_API_URL: github.url, GITHUB_SHA: r.head, GITHUB_REF: 'refs/pull/7/merge' }
        const mergeInputs = (plan: string, out: string) => ({ root: '.', 'plan-file': plan, 'shards-dir': '.skill-evals-shards', 'shards-result': 'success', 'out-dir': out, 'fail-on-verdict': 'false' })

        const merge = await runStep(user, 'merge', mergeInputs('pr-plan.json', '.skill-evals-results'), { cwd: r.work, eventName: 'pull_request', payload, env })
        expect(merge.stderr).toBe('')
        expect(merge.code).toBe(0)
        expect(merge.outputs).toMatchObject({ verdict: 'no_go', 'pass-rate': '0.5000' })
        expect(merge.summary).toMatch(LINE)
        expect(merge.summary.match(/Policy changes at merge/g)).toHaveLength(1)
        expect(merge.summary).not.toContain('Gate policy: the defaults') // the base was fetched and read

        const comment = await runStep(user, 'comment', { root: '.', 'results-dir': '.skill-evals-results', key: '', 'viewer-url': '', 'artifact-url': '', 'github-token': SENTINEL_TOKEN }, { cwd: r.work, eventName: 'pull_request', payload, env })
        expect(comment.code).toBe(0)
        expect(comment.outputs['verdict']).toBe('no_go')
        const body = github.comments.get(7)?.[0]?.body ?? ''
        expect(body).toMatch(/❌ \*\*No[ -]go\*\*/i)
        expect(body).toMatch(LINE)
        expect(body.match(/Policy changes at merge/g)).toHaveLength(1)
        for (const text of [withoutMaskCommands(merge.stdout), merge.summary, body]) expect(text).not.toContain('SENTINEL')

        // The control: the same runs on a push of the same commit are judged by its own config.
        const push = await runStep(user, 'merge', mergeInputs('push-plan.json', '.skill-evals-push'), {
          cwd: r.work, eventName: 'push', payload: { ref: 'refs/heads/feature', before: r.base, after: r.head, repository: { full_name: `${OWNER}/${REPO}`, default_branch: 'main' } }, env: { ...env, GITHUB_REF: 'refs/heads/feature' },
        })
        expect(push.code).toBe(0)
        expect(push.outputs['verdict']).toMatch(/^(go|conditional_go)$/)
        expect(push.summary).not.toContain('Policy changes at merge')
      } finally {
        await github.close()
      }
    }, 60_000)

    test(`the CLI: report --base-ref applies the base's policy (${user.name})`, async () => {
      const r = await makeRepo(user)
      const shard = join(r.root, '.skill-evals-shards', 'shard-1')
      const env = { PATH: process.env.PATH, HOME: r.root, GIT_CONFIG_NOSYSTEM: '1', ANTHROPIC_API_KEY: KEY }
      const cli = join(PROJECT_ROOT, 'dist', 'cli.js')
      const pr = await start(user, [cli, 'report', '--out', shard, '--root', r.root, '--base-ref', r.base, '--format', 'md', '--no-write'], r.root, env)
      expect(pr.stderr).toBe('')
      expect(pr.code).toBe(1)
      expect(pr.stdout).toMatch(/NO-GO/)
      // (Markdown: escaped where needed, one line of its own)
      expect(pr.stdout.replace(/\\(.)/g, '$1')).toMatch(LINE)
      const text = await start(user, [cli, 'report', '--out', shard, '--root', r.root, '--base-ref', r.base, '--no-write'], r.root, env)
      expect(text.code).toBe(1)
      expect(text.stdout).toMatch(LINE)
      // Without a base (a push, a local run) the work tree's config decides: the loosened gate says GO.
      const own = await start(user, [cli, 'report', '--out', shard, '--root', r.root, '--no-write'], r.root, env)
      expect(own.code).toBe(0)
      expect(own.stdout).not.toContain('Policy changes at merge')
    }, 60_000)
  }
})
