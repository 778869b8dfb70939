/**
 * The action's `executor: claude-code` end to end (issue 14, item 4): the BUILT dist/index.js
 * runs `command: evaluate` (single step) with `claude-code-path` pointing at the pinned dev
 * binary (node_modules/.bin/claude, the devDependency @anthropic-ai/claude-code), which talks to
 * the loopback fake Messages API (`claudeCodeAgent()`; the judge still goes through the API).
 * A bad `claude-code-path` fails the step before any run, naming the inputs to fix.
 *
 * Skipped, with the reason printed, only when the binary is genuinely absent.
 */
import { afterEach, describe, expect, jest, test } from '@jest/globals'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { claudeCodeAgent, startFakeAnthropic, textReply, type FakeAnthropic, type FakeHandler } from '../fakes/anthropic-server.js'
import { startFakeGitHub } from '../fakes/github-server.js'
import { startFakeArtifactService } from '../fakes/artifact-server.js'
import { SENTINEL_KEY } from '../helpers/run-engine-fixtures.js'
import { PROJECT_ROOT } from '../helpers/run-node.js'
import { SENTINEL_TOKEN, makeExamplesRepo, prPayload, runAction, type ActionRun, type GitRepo } from '../helpers/action-e2e.js'
import { ClaudeCodeNotFoundError, resolveClaudeCode, type ClaudeCodeBinary } from '../../src/run/claude-code/binary.js'

const DEV_BINARY = join(PROJECT_ROOT, 'node_modules', '.bin', 'claude')

let binary: ClaudeCodeBinary | undefined
let skipReason = ''
try {
  binary = await resolveClaudeCode({ path: DEV_BINARY })
} catch (err) {
  if (!(err instanceof ClaudeCodeNotFoundError)) throw err
  skipReason = err.message
  process.stderr.write(`\n[action claude-code e2e] SKIPPED: the Claude Code binary is absent: ${err.message}\n\n`)
}
const withBinary = binary ? test : test.skip

const cleanups: (() => Promise<unknown>)[] = []
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!()
})

jest.setTimeout(120_000)

const SKILL_EDIT = (old: string) => old.replace(/\n*$/, '\n\nKeep entries short and user-facing.\n')

/** Claude Code's requests get the scripted CLI agent; the judge (structured output) says passed. */
function handler(): FakeHandler {
  const agent = claudeCodeAgent({ finalText: 'Done. The next version is 3.2.2.' })
  return (req, ctx) => (req.body?.output_config ? textReply(JSON.stringify({ evidence: 'The material shows it.', passed: true })) : agent(req, ctx))
}

interface World {
  repo: GitRepo
  anthropic: FakeAnthropic
  env: Record<string, string>
}

async function world(): Promise<World> {
  const repo = await makeExamplesRepo({ 'skills/changelog/SKILL.md': SKILL_EDIT })
  cleanups.push(repo.dispose)
  const anthropic = await startFakeAnthropic({ handler: handler(), apiKey: SENTINEL_KEY })
  cleanups.push(() => anthropic.close())
  const github = await startFakeGitHub({ pulls: [{ number: 7, files: [{ filename: 'skills/changelog/SKILL.md', status: 'modified' }] }] })
  cleanups.push(() => github.close())
  const artifacts = await startFakeArtifactService()
  cleanups.push(() => artifacts.close())
  const env = { GITHUB_API_URL: github.url, ANTHROPIC_BASE_URL: anthropic.url, GITHUB_SHA: repo.head, GITHUB_REF: 'refs/pull/7/merge', ...artifacts.env() }
  return { repo, anthropic, env }
}

function evaluate(w: World, extra: Record<string, string>): Promise<ActionRun> {
  return runAction(
    {
      root: '.',
      mode: 'auto',
      trials: '1',
      'anthropic-api-key': SENTINEL_KEY,
      'github-token': SENTINEL_TOKEN,
      // The scripted CLI agent writes no files, so the deterministic checks fail: the verdict is
      // whatever it is; this test is about the executor, not the skills.
      'fail-on-verdict': 'false',
      ...extra,
    },
    { cwd: w.repo.root, eventName: 'pull_request', payload: prPayload(w.repo), env: w.env, cleanups },
  )
}

function log(r: ActionRun): string {
  return (r.stdout + r.stderr)
    .split('\n')
    .filter((l) => !l.startsWith('::debug::'))
    .slice(-40)
    .join('\n')
}

describe('the action with executor claude-code (dist/index.js, the real CLI, fakes)', () => {
  test('the dev binary is present (or the reason it is not)', () => {
    if (!binary) console.warn(`action claude-code e2e skipped: ${skipReason}`)
    else expect(binary.version).toMatch(/^\d+\.\d+\.\d+/)
  })

  withBinary('direct evaluate: every run goes through the Claude Code CLI, completes, and a verdict is set', async () => {
    const w = await world()
    const r = await evaluate(w, { executor: 'claude-code', 'claude-code-path': DEV_BINARY })
    expect({ code: r.code, log: r.code === 0 ? '' : log(r) }).toEqual({ code: 0, log: '' })
    expect(r.stdout).toContain(`Executor: Claude Code ${binary!.version}`)
    expect(r.outputs.verdict).toMatch(/^(go|conditional_go|no_go|rollback)$/)
    expect(r.outputs.skills).toBe('adr,changelog')
    const runs = (await readFile(join(w.repo.root, '.skill-evals/results/runs.jsonl'), 'utf8'))
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { status: string; claudeCode?: { version: string | null } })
    expect(runs.length).toBeGreaterThan(0)
    expect(runs.map((x) => x.status)).toEqual(runs.map(() => 'completed'))
    // Every record carries what the CLI reported (the API executor leaves this out).
    expect(runs.map((x) => x.claudeCode?.version)).toEqual(runs.map(() => binary!.version))
    // The CLI, not the built-in loop, talked to the fake API (Claude Code's own user agent).
    expect(w.anthropic.requests.some((q) => /claude-cli|claude-code/i.test(String(q.headers?.['user-agent'] ?? '')))).toBe(true)
  })

  test('a bad claude-code-path fails the step before any run, naming claude-code-path and claude-code-version', async () => {
    const w = await world()
    const bad = join(w.repo.root, 'no-such-claude')
    const r = await evaluate(w, { executor: 'claude-code', 'claude-code-path': bad })
    expect(r.code).toBe(1)
    const error = r.stdout.split('\n').find((l) => l.startsWith('::error::')) ?? ''
    expect(error).toContain('executor claude-code')
    expect(error).toContain(bad)
    expect(error).toContain('claude-code-path')
    expect(error).toContain('claude-code-version')
    // No run started: no agent call reached the fake API.
    expect(w.anthropic.requests).toHaveLength(0)
  })

  test('an unknown executor is an input error', async () => {
    const w = await world()
    const r = await evaluate(w, { executor: 'shell' })
    expect(r.code).toBe(1)
    expect(r.stdout).toContain("Input 'executor' must be api or claude-code")
    expect(w.anthropic.requests).toHaveLength(0)
  })
})
