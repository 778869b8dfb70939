/**
 * The claude-code executor end to end: the REAL Claude Code CLI (the pinned devDependency
 * @anthropic-ai/claude-code) against the loopback fake Messages API, speaking SSE and the JSON
 * fallback. Each run costs about 1 CPU-second. Skipped, with the reason printed, only when the
 * binary is genuinely absent (e.g. `npm ci --omit=optional` or an unsupported platform).
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals'
import Anthropic from '@anthropic-ai/sdk'
import { mkdir, mkdtemp, readFile, readdir, realpath, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path, { join } from 'node:path'
import { fileURLToPath } from 'node:url'

import { loadRepo } from '../../src/discover/index.js'
import { claudeCodeSkills, runEvals, type RunOptions, type RunOutcome } from '../../src/run/index.js'
import { createWorkspace } from '../../src/run/workspace.js'
import { createGateway } from '../../src/run/gateway.js'
import { AdaptiveLimiter } from '../../src/run/limiter.js'
import { loadPipelines } from '../../src/discover/pipelines.js'
import { runPipelines } from '../../src/pipeline/runner.js'
import { runGradeStatus } from '../../src/grade/grading-json.js'
import {
  ClaudeCodeNotFoundError,
  TESTED_CLAUDE_CODE_VERSION,
  executeClaudeCodeRun,
  resolveClaudeCode,
  type ClaudeCodeBinary,
  type ClaudeCodeSettings
} from '../../src/run/claude-code/index.js'
import type { RunRecord } from '../../src/types.js'
import { claudeCodeAgent, startFakeAnthropic, type FakeAnthropic, type FakeAnthropicOptions } from '../fakes/anthropic-server.js'
import { makeRepo } from '../helpers/temp-repo.js'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const KEY = 'sk-ant-test-CC-SENTINEL-5b1f'
const MODEL = 'claude-sonnet-5-5'

let binary: ClaudeCodeBinary | undefined
let skipReason = ''
try {
  binary = await resolveClaudeCode({ searchFrom: [ROOT], envPath: '' })
} catch (err) {
  if (!(err instanceof ClaudeCodeNotFoundError)) throw err
  skipReason = err.message
  process.stderr.write(`\n[claude-code tests] SKIPPED: the Claude Code binary is absent: ${err.message}\n\n`)
}
const it = binary ? test : test.skip

const cleanups: (() => Promise<unknown>)[] = []
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!()
})

async function tempDir(prefix: string): Promise<string> {
  const d = await realpath(await mkdtemp(join(os.tmpdir(), prefix)))
  cleanups.push(() => rm(d, { recursive: true, force: true }))
  return d
}

async function fake(opts: FakeAnthropicOptions): Promise<FakeAnthropic> {
  const f = await startFakeAnthropic(opts)
  cleanups.push(() => f.close())
  return f
}

function settings(f: FakeAnthropic, scratchDir: string, over: Partial<ClaudeCodeSettings> = {}): ClaudeCodeSettings {
  return { binary, apiKey: KEY, baseUrl: f.url, maxRetries: 0, scratchDir, ...over }
}

const skillMd = (name: string, marker: string, extra = ''): string =>
  `---\nname: ${name}\ndescription: Writes short briefs. Use when the user asks for a brief.\n${extra}---\n\n# ${name}\n\nStart every brief with BRIEF. Marker: ${marker}.\n`

test('the Claude Code binary is present (or the reason it is not)', () => {
  if (!binary) {
    console.warn(`claude-code integration tests skipped: ${skipReason}`)
    return
  }
  expect(binary.version).toBe(TESTED_CLAUDE_CODE_VERSION)
})

// ─── 1: with-skill + baseline through runEvals ────────────────────────────────────────

describe('runEvals with executor claude-code', () => {
  let outcome: RunOutcome
  let f: FakeAnthropic
  let outDir: string
  let scratch: string
  const local: (() => Promise<unknown>)[] = []

  beforeAll(async () => {
    if (!binary) return
    const r = await makeRepo({
      'skills/brief-cc/SKILL.md': skillMd('brief-cc', 'CC-BODY-7'),
      'skills/brief-cc/evals/evals.json': JSON.stringify({
        skill_name: 'brief-cc',
        evals: [{ id: 1, prompt: 'Write a short brief into result.md.', expected_output: 'result.md', files: [], expectations: [{ text: 'result.md exists', check: { kind: 'file_exists', path: 'result.md' } }] }]
      })
    })
    local.push(r.dispose)
    const repo = await loadRepo(r.root)
    f = await startFakeAnthropic({ handler: claudeCodeAgent({ skill: 'brief-cc', write: { path: 'result.md', content: 'BRIEF\nall good\n' }, bodyMarker: 'CC-BODY-7', finalText: 'Wrote result.md.' }) })
    local.push(() => f.close())
    const base = await realpath(await mkdtemp(join(os.tmpdir(), 'cc-run-')))
    local.push(() => rm(base, { recursive: true, force: true }))
    outDir = join(base, 'out')
    scratch = join(base, 'scratch')
    const opts: RunOptions = {
      outDir,
      trials: 1,
      concurrency: 2,
      model: MODEL,
      resume: false,
      skillLoading: 'discover',
      bash: false,
      maxTurns: 8,
      maxTokens: 1024,
      runTimeoutSeconds: 60,
      cache: 'off',
      cacheDir: join(base, 'cache'),
      maxCostUsd: null,
      maxRuns: null,
      executor: 'claude-code',
      claudeCode: { binary, apiKey: KEY, baseUrl: f.url, maxRetries: 0, scratchDir: scratch }
    }
    // A secret in the parent's environment must not reach the CLI.
    process.env.GITHUB_TOKEN_CC_TEST = 'ghp_SHOULD_NOT_LEAK'
    try {
      // Issue 17: the CLI's calls go through the run's gateway (its loopback key proxy relays them).
      outcome = await runEvals(repo, opts, new Anthropic({ apiKey: KEY, baseURL: f.url, maxRetries: 0 }))
    } finally {
      delete process.env.GITHUB_TOKEN_CC_TEST
    }
  }, 60_000)
  afterAll(async () => {
    while (local.length) await local.pop()!()
  })

  const rec = (c: string): RunRecord => outcome.records.find((r) => r.configuration === c)!

  it('with_skill: the Skill call launched the skill, the file was written, cost and usage come from the CLI', async () => {
    const r = rec('with_skill')
    expect(r.status).toBe('completed')
    expect(r.skillUsed).toBe(true)
    expect(r.skillUseReason).toBeUndefined()
    expect(r.toolCalls.map((c) => [c.name, c.output.split('\n')[0], c.isError])).toEqual([
      ['Skill', 'Launching skill: brief-cc', false],
      ['Write', expect.stringContaining('File created successfully'), false]
    ])
    expect(r.filesWritten).toEqual(['result.md'])
    expect(await readFile(join(outDir, r.runId, 'outputs', 'result.md'), 'utf8')).toBe('BRIEF\nall good\n')
    expect(r.response).toBe('Wrote result.md. skill-body-seen: yes') // the SKILL.md body reached the model
    expect(r.turns).toBe(3)
    expect(r.costUsd).toEqual(expect.any(Number))
    expect(r.costUsd!).toBeGreaterThan(0)
    expect(r.usage.input_tokens + r.usage.cache_read_input_tokens + r.usage.cache_creation_input_tokens).toBeGreaterThan(1000)
    expect(r.claudeCode).toMatchObject({ version: TESTED_CLAUDE_CODE_VERSION, costBasis: ['list'] })
    const transcript = await readFile(join(outDir, r.runId, 'transcript.md'), 'utf8')
    expect(transcript.startsWith('## Eval Prompt\n\nWrite a short brief into result.md.')).toBe(true)
    expect(transcript).toContain('### Tool call: Skill')
    expect(transcript).toContain('## Final Response')
  })

  it('without_skill: no skill listed, the agent just writes', async () => {
    const r = rec('without_skill')
    expect(r.status).toBe('completed')
    expect(r.skillUsed).toBe(true) // always true for the baseline
    expect(r.toolCalls.map((c) => c.name)).toEqual(['Write'])
    expect(r.filesWritten).toEqual(['result.md'])
    expect(r.response).toBe('Wrote result.md. skill-body-seen: no')
  })

  it('isolation: only the skill under test is listed; only /v1/messages with x-api-key; no secrets; scratch removed', async () => {
    const reqs = f.requests
    expect(reqs.every((q) => q.method === 'POST' && q.path === '/v1/messages')).toBe(true) // no telemetry, no /api/hello
    // Issue 17: the CLI's calls reach the API through the run's gateway (the SDK sends the real key
    // as a bearer token); the CLI itself only ever held a placeholder.
    expect(reqs.every((q) => (q.headers['x-api-key'] ?? q.headers['authorization']?.replace(/^Bearer /, '')) === KEY)).toBe(true)
    expect(reqs.every((q) => /^claude-cli\/2\.1\.332 /.test(q.headers['user-agent'] ?? ''))).toBe(true)
    const all = reqs.map((q) => q.rawBody).join('\n')
    expect(all).not.toContain('ghp_SHOULD_NOT_LEAK')
    // The with_skill session lists brief-cc and nothing bundled; the baseline lists nothing of ours.
    const withSkill = reqs.filter((q) => q.rawBody.includes('- brief-cc:'))
    expect(withSkill.length).toBe(3)
    const listing = JSON.stringify(withSkill[0]!.body.messages.filter((m: { role: string }) => m.role === 'system'))
    for (const bundled of ['claude-api', 'dataviz', 'code-review', 'plugin-authoring']) expect(listing).not.toContain(`- ${bundled}:`)
    expect(reqs.filter((q) => !q.rawBody.includes('- brief-cc:')).length).toBe(2)
    expect(await readdir(scratch)).toEqual([]) // per-run config/tmp/home folders are gone
    const runs = (await readFile(join(outDir, 'runs.jsonl'), 'utf8')).trim().split('\n')
    expect(runs).toHaveLength(2)
  })
})

// ─── 1b: per-skill executor (config `skill-executors`) ────────────────────────────────

describe('runEvals with skill-executors: one skill on claude-code, the other on the API', () => {
  let outcome: RunOutcome
  let f: FakeAnthropic
  let ccSkills: string[]
  const local: (() => Promise<unknown>)[] = []
  const evalsOf = (name: string): string =>
    JSON.stringify({
      skill_name: name,
      evals: [{ id: 1, prompt: `Write a short brief into ${name}.md.`, expected_output: 'a brief', files: [], expectations: [{ text: 'exists', check: { kind: 'file_exists', path: `${name}.md` } }] }]
    })

  beforeAll(async () => {
    if (!binary) return
    const r = await makeRepo({
      'evals/config.yaml': 'executor: api\nskill-executors:\n  brief-mix: claude-code\n',
      'skills/brief-mix/SKILL.md': skillMd('brief-mix', 'MIX-BODY'),
      'skills/brief-mix/evals/evals.json': evalsOf('brief-mix'),
      'skills/plain-api/SKILL.md': skillMd('plain-api', 'API-BODY'),
      'skills/plain-api/evals/evals.json': evalsOf('plain-api')
    })
    local.push(r.dispose)
    const repo = await loadRepo(r.root)
    expect(repo.config.skillExecutors).toEqual({ 'brief-mix': 'claude-code' })
    f = await startFakeAnthropic({ handler: claudeCodeAgent({ skill: 'brief-mix', write: { path: 'brief-mix.md', content: 'BRIEF\n' }, bodyMarker: 'MIX-BODY', finalText: 'Wrote it.' }) })
    local.push(() => f.close())
    const base = await realpath(await mkdtemp(join(os.tmpdir(), 'cc-mix-')))
    local.push(() => rm(base, { recursive: true, force: true }))
    const opts: RunOptions = {
      outDir: join(base, 'out'),
      trials: 1,
      concurrency: 2,
      model: MODEL,
      resume: false,
      skillLoading: 'preload',
      bash: false,
      maxTurns: 8,
      maxTokens: 1024,
      runTimeoutSeconds: 60,
      cache: 'off',
      cacheDir: join(base, 'cache'),
      maxCostUsd: null,
      maxRuns: null,
      executor: repo.config.executor,
      skillExecutors: repo.config.skillExecutors,
      claudeCode: { binary, apiKey: KEY, baseUrl: f.url, maxRetries: 0, scratchDir: join(base, 'scratch') }
    }
    ccSkills = claudeCodeSkills(repo, opts)
    outcome = await runEvals(repo, opts, new Anthropic({ apiKey: KEY, baseURL: f.url, maxRetries: 0 }))
  }, 60_000)
  afterAll(async () => {
    while (local.length) await local.pop()!()
  })

  it('the CLI is needed exactly for the mapped skill', () => {
    expect(ccSkills).toEqual(['brief-mix'])
  })

  it("the mapped skill's records carry claudeCode facts; the other skill's do not", () => {
    const mix = outcome.records.filter((r) => r.skill === 'brief-mix')
    const api = outcome.records.filter((r) => r.skill === 'plain-api')
    expect(mix.map((r) => r.configuration).sort()).toEqual(['with_skill', 'without_skill'])
    expect(api.map((r) => r.configuration).sort()).toEqual(['with_skill', 'without_skill'])
    for (const r of mix) {
      expect(r.status).toBe('completed')
      expect(r.claudeCode).toMatchObject({ version: TESTED_CLAUDE_CODE_VERSION })
    }
    expect(mix.find((r) => r.configuration === 'with_skill')!.toolCalls.map((c) => c.name)).toEqual(['Skill', 'Write'])
    for (const r of api) {
      expect(r.status).toBe('completed')
      expect(r.claudeCode).toBeUndefined()
      expect(r.toolCalls.map((c) => c.name)).not.toContain('Skill')
    }
    // The API skill's calls came from the SDK, not from the CLI.
    const cli = f.messageRequests.filter((q) => /^claude-cli\//.test(q.headers['user-agent'] ?? ''))
    const sdk = f.messageRequests.filter((q) => !/^claude-cli\//.test(q.headers['user-agent'] ?? ''))
    expect(cli.length).toBeGreaterThan(0)
    expect(sdk.length).toBeGreaterThan(0)
    expect(cli.every((q) => !q.rawBody.includes('API-BODY') && !q.rawBody.includes('into plain-api.md'))).toBe(true)
    expect(sdk.every((q) => !q.rawBody.includes('into brief-mix.md'))).toBe(true)
  })
})

// ─── 2: a skill that fails to load → skillUsed false → inconclusive ───────────────────

it('a skill that fails to load is not counted as used (inconclusive), with the reason', async () => {
  const dir = await tempDir('cc-skill-')
  await mkdir(join(dir, 'broken'), { recursive: true })
  // disable-model-invocation: the model may not load it through the Skill tool.
  await writeFile(join(dir, 'broken', 'SKILL.md'), skillMd('broken', 'NEVER-SEEN', 'disable-model-invocation: true\n'))
  const f = await fake({ handler: claudeCodeAgent({ skill: 'broken', forceSkill: true, write: { path: 'out.md', content: 'x' }, bodyMarker: 'NEVER-SEEN' }) })
  const ws = await createWorkspace({ files: [], skill: { name: 'broken', dir: join(dir, 'broken') } })
  cleanups.push(() => ws.dispose())
  const r = await executeClaudeCodeRun(
    { spec: { model: MODEL }, prompt: 'Write a brief into out.md.', workspaceDir: ws.dir, skill: { name: 'broken' }, bash: false, maxTurns: 8, timeoutMs: 30_000 },
    settings(f, await tempDir('cc-scratch-'))
  )
  expect(r.error).toBeUndefined()
  expect(r.claudeCode.subtype).toBe('success') // the CLI says success…
  expect(r.toolCalls[0]).toMatchObject({ name: 'Skill', isError: true })
  expect(r.skillUsed).toBe(false) // …but the skill never loaded
  expect(r.skillUseReason).toMatch(/^Skill 'broken' did not load: /)
  expect(r.response).toContain('skill-body-seen: no')
  const grade = runGradeStatus({ status: 'completed', configuration: 'with_skill', skillUsed: r.skillUsed }, [{ text: 't', passed: true, evidence: '', status: 'pass' } as never])
  expect(grade.status).toBe('inconclusive')
}, 40_000)

// ─── 3: JSON fallback + unknown cost basis ────────────────────────────────────────────

it('JSON instead of SSE: Claude Code falls back to stream:false; an unknown model makes the cost unknown', async () => {
  const dir = await tempDir('cc-skill-')
  await mkdir(join(dir, 'brief-json'), { recursive: true })
  await writeFile(join(dir, 'brief-json', 'SKILL.md'), skillMd('brief-json', 'JSON-BODY', 'allowed-tools: Read Write\n'))
  const f = await fake({ handler: claudeCodeAgent({ skill: 'brief-json', write: { path: 'sub/out.md', content: 'BRIEF' }, bodyMarker: 'JSON-BODY', transport: 'json' }) })
  const ws = await createWorkspace({ files: [], skill: { name: 'brief-json', dir: join(dir, 'brief-json') } })
  cleanups.push(() => ws.dispose())
  const r = await executeClaudeCodeRun(
    { spec: { model: 'fake-model-x' }, prompt: 'Write a brief into sub/out.md.', workspaceDir: ws.dir, skill: { name: 'brief-json' }, bash: false, maxTurns: 8, timeoutMs: 30_000 },
    settings(f, await tempDir('cc-scratch-'))
  )
  expect(r.error).toBeUndefined()
  // allowed-tools skills are silently denied in -p unless Skill is pre-approved (claude-code#77363).
  expect(r.skillUsed).toBe(true)
  expect(r.filesWritten).toEqual(['sub/out.md'])
  expect(r.response).toContain('skill-body-seen: yes')
  const streams = f.messageRequests.map((q) => q.body.stream)
  expect(streams).toContain(true)
  expect(streams).toContain(false) // the non-streaming retry of each turn
  expect(f.messageRequests[0]!.body.model).toBe('fake-model-x')
  expect(r.claudeCode.costBasis).toEqual(['unknown'])
  expect(r.costUsd).toBeNull() // never a made-up price
}, 40_000)

// ─── 4: API error, bounded retries ────────────────────────────────────────────────────

it('an API error ends the run with the status, after exactly the allowed retries', async () => {
  const f = await fake({ faults: () => ({ status: 500, message: 'forced by fake' }) })
  const ws = await createWorkspace({ files: [] })
  cleanups.push(() => ws.dispose())
  const t0 = Date.now()
  const r = await executeClaudeCodeRun(
    { spec: { model: MODEL }, prompt: 'Hello.', workspaceDir: ws.dir, bash: false, maxTurns: 4, timeoutMs: 30_000 },
    settings(f, await tempDir('cc-scratch-'), { maxRetries: 1 })
  )
  expect(Date.now() - t0).toBeLessThan(15_000)
  expect(f.messageRequests).toHaveLength(2) // 1 attempt + 1 retry, not Claude Code's default 10
  expect(r.error).toMatchObject({ type: 'api_error', status: 500 })
  expect(r.error!.message).toContain('500')
  expect(r.retries).toBe(1)
  expect(r.apiCalls).toBe(2)
  expect(r.claudeCode).toMatchObject({ isError: true, terminalReason: 'api_error', exitCode: 1 })
  expect(r.costUsd).toBe(0) // no model call succeeded
  expect(r.transcript.startsWith('## Eval Prompt\n\nHello.')).toBe(true)
}, 40_000)

// ─── 5: wall-clock timeout ────────────────────────────────────────────────────────────

it('a run that hangs is killed at the wall-clock timeout', async () => {
  const f = await fake({ faults: () => 'hang' })
  const ws = await createWorkspace({ files: [] })
  cleanups.push(() => ws.dispose())
  const scratch = await tempDir('cc-scratch-')
  const t0 = Date.now()
  const r = await executeClaudeCodeRun(
    // Long enough for the CLI to start and reach the fake on a loaded machine (a busy 2-core box
    // took more than 2.5 s), so the request that hangs is really in flight when the clock stops it.
    { spec: { model: MODEL }, prompt: 'Hello.', workspaceDir: ws.dir, bash: false, maxTurns: 4, timeoutMs: 7_000 },
    settings(f, scratch)
  )
  const took = Date.now() - t0
  expect(took).toBeGreaterThanOrEqual(6_900)
  expect(took).toBeLessThan(20_000)
  expect(r.error).toMatchObject({ type: 'timeout' })
  expect(r.stopReason).toBe('aborted')
  expect(f.messageRequests.length).toBeGreaterThanOrEqual(1)
  expect(r.claudeCode.signal ?? r.claudeCode.exitCode).not.toBe(0)
  expect(await readdir(scratch)).toEqual([])
}, 40_000)

// ─── 6: finding the CLI; `skill-evals run --executor claude-code` ─────────────────────

describe('finding the CLI', () => {
  async function fakeClaude(version: string): Promise<string> {
    const dir = await tempDir('cc-bin-')
    const file = join(dir, 'claude')
    await writeFile(file, `#!/bin/sh\necho "${version} (Claude Code)"\n`, { mode: 0o755 })
    return file
  }

  test('missing, too old, or not the pinned version: a clear error', async () => {
    await expect(resolveClaudeCode({ path: '/nonexistent/claude' })).rejects.toThrow(/not found or not executable at '\/nonexistent\/claude'.*npm i -g @anthropic-ai\/claude-code@/)
    await expect(resolveClaudeCode({ searchFrom: [await tempDir('cc-empty-')], envPath: '' })).rejects.toThrow(/not found beside skill-evals \(node_modules\) or on PATH/)
    await expect(resolveClaudeCode({ path: await fakeClaude('2.0.1') })).rejects.toThrow(/Claude Code 2\.0\.1 .* older than the oldest supported version 2\.1\.197/)
    await expect(resolveClaudeCode({ path: await fakeClaude('2.1.400'), version: '2.1.332' })).rejects.toThrow(/not the pinned version 2\.1\.332 \(claude-code-version\)/)
    await expect(resolveClaudeCode({ path: await fakeClaude('2.1.400') })).resolves.toMatchObject({ version: '2.1.400', source: 'path' })
  })

  test('skill-evals run --executor claude-code with a missing CLI stops before any run (exit 2)', async () => {
    const { runCli } = await import('../../src/cli/main.js')
    const r = await makeRepo({
      'skills/brief-cc/SKILL.md': skillMd('brief-cc', 'X'),
      'skills/brief-cc/evals/evals.json': JSON.stringify({ skill_name: 'brief-cc', evals: [{ id: 1, prompt: 'p', files: [], expectations: [{ text: 'a', check: { kind: 'file_exists', path: 'a.md' } }, { text: 'b', check: { kind: 'file_exists', path: 'b.md' } }] }] })
    })
    cleanups.push(r.dispose)
    let out = ''
    let err = ''
    const code = await runCli(
      ['run', '--root', r.root, '--out', join(r.root, 'out'), '--executor', 'claude-code', '--claude-code-path', '/nonexistent/claude', '--no-grade'],
      { stdout: (t) => void (out += t), stderr: (t) => void (err += t), env: { ANTHROPIC_API_KEY: KEY, PATH: process.env.PATH }, cwd: r.root, isTTY: false }
    )
    expect([code, err]).toEqual([2, expect.stringContaining('skill-evals run: Claude Code CLI not found')])
    expect(err).toMatch(/Claude Code CLI not found or not executable at '\/nonexistent\/claude'/)
    expect(out).not.toMatch(/Results in/)
  })

  test('skill-executors: a selected skill mapped to claude-code needs the CLI before any run; --skill of an API skill does not; batch refuses it', async () => {
    const { runCli } = await import('../../src/cli/main.js')
    const evals = (name: string) => JSON.stringify({ skill_name: name, evals: [{ id: 1, prompt: 'p', files: [], expectations: [{ text: 'a', check: { kind: 'file_exists', path: 'a.md' } }, { text: 'b', check: { kind: 'file_exists', path: 'b.md' } }] }] })
    const r = await makeRepo({
      'evals/config.yaml': 'skill-executors:\n  brief-cc: claude-code\nclaude-code-path: /nonexistent/claude\n',
      'skills/brief-cc/SKILL.md': skillMd('brief-cc', 'X'),
      'skills/brief-cc/evals/evals.json': evals('brief-cc'),
      'skills/plain/SKILL.md': skillMd('plain', 'Y'),
      'skills/plain/evals/evals.json': evals('plain')
    })
    cleanups.push(r.dispose)
    const cli = async (args: string[]) => {
      let out = ''
      let err = ''
      const code = await runCli(['run', '--root', r.root, '--out', join(r.root, 'out'), '--no-grade', ...args], {
        stdout: (t) => void (out += t),
        stderr: (t) => void (err += t),
        env: { ANTHROPIC_API_KEY: KEY, ANTHROPIC_BASE_URL: 'http://127.0.0.1:9', PATH: process.env.PATH },
        cwd: r.root,
        isTTY: false
      })
      return { code, out, err }
    }
    // The config's claude-code-path is ignored (issue 33); the flag is the trusted way to name it.
    const all = await cli(['--claude-code-path', '/nonexistent/claude'])
    expect([all.code, all.err]).toEqual([2, expect.stringContaining("skill-evals run: Claude Code CLI not found or not executable at '/nonexistent/claude'")])
    expect(all.out).not.toMatch(/Results in/)
    const sim = await cli(['--simulate', '--skill', 'brief-cc'])
    expect([sim.code, sim.err]).toEqual([2, expect.stringMatching(/--simulate cannot run skills that skill-executors maps to claude-code \(brief-cc\)/)])
    // Only the API skill selected: the CLI is not looked for.
    const plain = await cli(['--simulate', '--skill', 'plain'])
    expect(plain.err).not.toMatch(/Claude Code/)
    expect(plain.code).toBe(0)
    // The batch runner refuses a claude-code skill (checked by the orchestrator, before any run).
    const { runBatchEvals } = await import('../../src/run/batch/runner.js')
    const repo = await loadRepo(r.root)
    const opts = { outDir: join(r.root, 'out-batch'), trials: 1, concurrency: 1, model: MODEL, resume: false, skillLoading: 'preload' as const, bash: false, maxTurns: 2, maxTokens: 64, runTimeoutSeconds: 5, cache: 'off' as const, cacheDir: join(r.root, 'c'), maxCostUsd: null, maxRuns: null, skillExecutors: repo.config.skillExecutors }
    await expect(runBatchEvals(repo, opts, new Anthropic({ apiKey: 'x', baseURL: 'http://127.0.0.1:9', maxRetries: 0 }))).rejects.toThrow(/runner 'batch' needs the Messages-API executor, but skill-executors maps 'brief-cc' to claude-code/)
  }, 40_000)
})

// ─── 7: the trigger-eval hook ─────────────────────────────────────────────────────────

it('trigger hook: a candidate description reaches the listing; the process is stopped at the Skill call', async () => {
  const { runClaudeCodeTriggerQuery } = await import('../../src/triggers/claude-code.js')
  const dir = await tempDir('cc-trig-')
  await mkdir(join(dir, 'brief-t'), { recursive: true })
  await writeFile(join(dir, 'brief-t', 'SKILL.md'), skillMd('brief-t', 'T'))
  // Later turns are slow (as a real model is), so stopping at the Skill call saves them.
  const f = await fake({ handler: claudeCodeAgent({ skill: 'brief-t', write: { path: 'x.md', content: 'x' } }), latencyMs: (q) => (q.rawBody.includes('tool_result') ? 10_000 : 0) })
  const t0 = Date.now()
  const spec = { runId: 'triggers/brief-t/q1/run-1', skill: 'brief-t', evalId: 'trigger-1', evalDir: 'query-1', configuration: 'with_skill' as const, trial: 1, model: MODEL }
  const out = await runClaudeCodeTriggerQuery(
    {
      skill: { name: 'brief-t', description: 'old', body: '', dir: join(dir, 'brief-t') },
      otherSkills: [],
      description: 'CANDIDATE-DESC: use for status briefs',
      model: MODEL,
      runTimeoutMs: 30_000,
      claudeCode: settings(f, await tempDir('cc-scratch-'))
    },
    'Write a status brief.',
    spec
  )
  expect(out).toMatchObject({ triggered: true, stoppedBy: 'triggered', toolCalls: [{ name: 'Skill', input: { skill: 'brief-t' } }] })
  expect(f.messageRequests[0]!.rawBody).toContain('- brief-t: CANDIDATE-DESC: use for status briefs')
  expect(Date.now() - t0).toBeLessThan(9_000) // did not wait for the second turn
  expect(f.messageRequests.filter((q) => q.response?.status === 200)).toHaveLength(1)
}, 40_000)

// ─── 8: run's summary counts Claude Code's requests (issue 22) ────────────────────────

it("run --executor claude-code: the summary line counts the CLI's requests, not 0", async () => {
  const { runCli } = await import('../../src/cli/main.js')
  const r = await makeRepo({
    'skills/brief-sum/SKILL.md': skillMd('brief-sum', 'SUM-BODY'),
    'skills/brief-sum/evals/evals.json': JSON.stringify({
      skill_name: 'brief-sum',
      evals: [{ id: 1, prompt: 'Write a short brief into brief-sum.md.', files: [], expectations: [{ text: 'a', check: { kind: 'file_exists', path: 'brief-sum.md' } }, { text: 'b', check: { kind: 'file_exists', path: 'brief-sum.md' } }] }]
    })
  })
  cleanups.push(r.dispose)
  const f = await startFakeAnthropic({ handler: claudeCodeAgent({ skill: 'brief-sum', write: { path: 'brief-sum.md', content: 'BRIEF\n' }, bodyMarker: 'SUM-BODY', finalText: 'Wrote it.' }) })
  cleanups.push(() => f.close())
  let out = ''
  let err = ''
  const code = await runCli(['run', '--root', r.root, '--out', join(r.root, 'out'), '--no-grade', '--executor', 'claude-code', '--trials', '1', '--cache', 'off', '--model', MODEL], {
    stdout: (t) => void (out += t),
    stderr: (t) => void (err += t),
    env: { ANTHROPIC_API_KEY: KEY, ANTHROPIC_BASE_URL: f.url, PATH: process.env.PATH },
    cwd: r.root,
    isTTY: false
  })
  expect({ code, err }).toEqual({ code: 0, err: '' })
  const m = /(\d+) API calls \(by Claude Code\)/.exec(out)
  expect(m).not.toBeNull()
  const counted = Number(m![1])
  const records = (await readFile(join(r.root, 'out', 'runs.jsonl'), 'utf8')).trim().split('\n').map((l) => JSON.parse(l) as RunRecord)
  expect(counted).toBe(records.reduce((a, x) => a + x.apiCalls, 0))
  expect(counted).toBeGreaterThan(0)
  // every request the CLI made reached the fake, and is counted
  expect(counted).toBe(f.messageRequests.length)
}, 60_000)

// ─── The one runner (issue 20): a pipeline step run by Claude Code ─────────────────────

describe('pipelines with executor claude-code (the one solver dispatch, run/solver.ts runAgent)', () => {
  it('the step runs as a Claude Code session on the scenario repository through the gateway; its file is committed and verified', async () => {
    const r = await makeRepo({
      'skills/brief-cc/SKILL.md': skillMd('brief-cc', 'CC-PIPE-3'),
      'evals/pipeline/brief-chain.json': JSON.stringify({
        id: 'brief-chain',
        description: 'One Claude Code step that writes a brief.',
        cost_class: 'low',
        setup: { repo_strategy: 'local-tmp-init', seed: { claude_md: '# Notes\n', files: [{ path: 'README.md', content: '# repo\n' }] } },
        steps: [{ step: 1, skill: 'brief-cc', prompt: 'Write a short brief into brief.md.', verify: [{ text: 'brief.md exists', check: { kind: 'file_exists', path: 'brief.md' } }] }],
        final_assertions: [{ text: 'The brief starts with BRIEF', check: { kind: 'contains', in: 'brief.md', value: 'BRIEF' } }]
      })
    })
    cleanups.push(r.dispose)
    const repo = await loadRepo(r.root)
    const { scenarios, findings } = await loadPipelines(r.root, repo.skills)
    expect(findings).toEqual([])
    const f = await fake({ handler: claudeCodeAgent({ skill: 'brief-cc', write: { path: 'brief.md', content: 'BRIEF\nshort\n' }, bodyMarker: 'CC-PIPE-3', finalText: 'Wrote brief.md.' }) })
    const base = await tempDir('cc-pipe-')
    const gateway = createGateway({ client: new Anthropic({ apiKey: KEY, baseURL: f.url, maxRetries: 0 }), limiter: new AdaptiveLimiter({ max: 2 }), maxRetries: 0 })
    const outcome = await runPipelines(scenarios, repo.skills, gateway.send, {
      outDir: join(base, 'out'),
      model: MODEL,
      judgeModel: 'claude-haiku-5-5',
      skillLoading: 'discover',
      bash: false,
      maxTurns: 8,
      maxTokens: 1024,
      runTimeoutSeconds: 60,
      tempDir: join(base, 'tmp'),
      executor: 'claude-code',
      claudeCode: { binary, apiKey: KEY, baseUrl: f.url, maxRetries: 0, scratchDir: join(base, 'scratch') }
    })
    const result = outcome.results[0]!
    expect(result.status).toBe('pass')
    const step = result.steps[0]!
    expect(step).toMatchObject({ status: 'pass', skillUsed: true, filesChanged: ['brief.md'], response: 'Wrote brief.md. skill-body-seen: yes' })
    expect(step.costUsd).toBeGreaterThan(0)
    expect(f.messageRequests.length).toBeGreaterThan(0)
    expect(f.messageRequests.every((q) => /^claude-cli\//.test(q.headers['user-agent'] ?? ''))).toBe(true)
    expect(gateway.stats().apiCalls).toBe(f.messageRequests.length) // through the gateway
    expect(await readdir(join(base, 'tmp'))).toEqual([])
  }, 60_000)
})
