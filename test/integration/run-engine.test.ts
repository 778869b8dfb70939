/**
 * The run engine end to end: `runEvals` with the REAL @anthropic-ai/sdk client (maxRetries 0)
 * against the loopback fake Messages API, on throwaway skills repos.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals'
import Anthropic from '@anthropic-ai/sdk'
import { mkdir, mkdtemp, readFile, readdir, realpath, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import { join } from 'node:path'

import { loadRepo } from '../../src/discover/index.js'
import { planRuns } from '../../src/plan/runs.js'
import { runEvals, type RunOptions, type RunOutcome } from '../../src/run/index.js'
import type { Repo, RunRecord } from '../../src/types.js'
import { startFakeAnthropic, type FakeAnthropic, type FakeAnthropicOptions, type RecordedRequest } from '../fakes/anthropic-server.js'
import { makeRepo } from '../helpers/temp-repo.js'
import { openResultsLog } from '../../src/log/index.js'
import { recordedHash } from '../../src/aggregate/definitions.js'

/** A run's record as the results log holds it (its last line in runs.jsonl). */
const loggedRecord = async (outDir: string, runId: string) => (await openResultsLog(outDir).load()).get(runId)
import {
  MODEL,
  PROMPTS,
  SENTINEL_KEY,
  agentHandler,
  assistantTurns,
  briefSkillMd,
  exists,
  git,
  markerOf,
  promptOf,
  readRunsJsonl,
  repoFiles,
  systemText,
  walk
} from '../helpers/run-engine-fixtures.js'

const cleanups: (() => Promise<unknown>)[] = []
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!()
})

async function tempDir(prefix: string): Promise<string> {
  const d = await realpath(await mkdtemp(join(os.tmpdir(), prefix)))
  cleanups.push(() => rm(d, { recursive: true, force: true }))
  return d
}

async function fakeApi(opts: FakeAnthropicOptions): Promise<{ fake: FakeAnthropic; client: Anthropic }> {
  const fake = await startFakeAnthropic(opts)
  cleanups.push(() => fake.close())
  return { fake, client: new Anthropic({ apiKey: SENTINEL_KEY, baseURL: fake.url, maxRetries: 0 }) }
}

async function repoOf(files: Record<string, string>): Promise<Repo> {
  const r = await makeRepo(files)
  cleanups.push(r.dispose)
  const repo = await loadRepo(r.root)
  expect(repo.findings.filter((f) => f.severity === 'error')).toEqual([])
  return repo
}

function options(outDir: string, over: Partial<RunOptions> = {}): RunOptions {
  return {
    outDir,
    trials: 1,
    concurrency: 2,
    model: MODEL,
    resume: false,
    skillLoading: 'preload',
    bash: false,
    maxTurns: 6,
    maxTokens: 1024,
    runTimeoutSeconds: 30,
    cache: 'off',
    cacheDir: join(outDir, '..', 'cache-unused'),
    maxCostUsd: null,
    maxRuns: null,
    maxRetries: 2,
    backoffInitialMs: 5,
    ...over
  }
}

const byId = (records: RunRecord[]) => new Map(records.map((r) => [r.runId, r]))
const key = (r: RunRecord) => `${String(r.evalId)}/${r.configuration}/${r.trial}`

/** The workspace path the agent saw (from its Bash `pwd`). */
function workspaceOf(r: RunRecord): string {
  const call = r.toolCalls.find((c) => c.name === 'Bash')
  expect(call).toBeDefined()
  return call!.output.trim()
}

async function expectWorkspacesGone(records: RunRecord[]): Promise<void> {
  const tmp = await realpath(os.tmpdir())
  const seen = new Set<string>()
  for (const r of records) {
    const ws = workspaceOf(r)
    expect(ws.startsWith(join(tmp, 'skill-evals-ws-'))).toBe(true)
    expect(await exists(ws)).toBe(false)
    seen.add(ws)
  }
  expect(seen.size).toBe(records.length) // one disposable workspace per run
}

// ─── 1 + 2: layout, workspaces, request shape ─────────────────────────────────────────

describe('a full run: layout, workspaces and requests', () => {
  let outcome: RunOutcome
  let outDir: string
  let fake: FakeAnthropic
  let repo: Repo
  const local: (() => Promise<unknown>)[] = []

  beforeAll(async () => {
    const r = await makeRepo(repoFiles({ skill: 'brief-layout', marker: 'LAYOUT-BODY' }))
    local.push(r.dispose)
    repo = await loadRepo(r.root)
    fake = await startFakeAnthropic({ handler: agentHandler() })
    local.push(() => fake.close())
    const client = new Anthropic({ apiKey: SENTINEL_KEY, baseURL: fake.url, maxRetries: 0 })
    const base = await realpath(await mkdtemp(join(os.tmpdir(), 'run-engine-out-')))
    local.push(() => rm(base, { recursive: true, force: true }))
    outDir = join(base, 'out')
    outcome = await runEvals(repo, options(outDir, { trials: 2, concurrency: 3, bash: true }), client)
  })
  afterAll(async () => {
    while (local.length) await local.pop()!()
  })

  test('every eval runs with_skill and without_skill, N trials, all completed', () => {
    expect(outcome.records.map(key).sort()).toEqual(
      ['1/with_skill/1', '1/with_skill/2', '1/without_skill/1', '1/without_skill/2', '2/with_skill/1', '2/with_skill/2', '2/without_skill/1', '2/without_skill/2'].sort()
    )
    expect(outcome.records.map((r) => r.status)).toEqual(Array(8).fill('completed'))
    expect(outcome.progress).toMatchObject({ total: 8, done: 8, completed: 8, errors: 0, skipped: 0 })
    expect(outcome.cancelled).toBe(false)
    // pwd, Write, final text: 3 requests per run
    expect(fake.messageRequests).toHaveLength(24)
    expect(outcome.records.every((r) => r.turns === 3 && r.apiCalls === 3)).toBe(true)
  })

  test('runs.jsonl has exactly one line per planned run', async () => {
    const lines = await readRunsJsonl(outDir)
    const planned = planRuns({ evals: repo.evals, trials: 2, model: MODEL }).map((s) => s.runId)
    expect(lines).toHaveLength(8)
    expect(lines.map((l) => l.runId).sort()).toEqual([...planned].sort())
  })

  test('the skill-creator layout exists for every run, with the written file under outputs/', async () => {
    const evalDirs = (await readdir(join(outDir, 'brief-layout', 'iteration-1'))).sort()
    expect(evalDirs).toEqual(['eval-1-summarise-input-md-into-result-md', 'eval-2-draft-the-release-brief-for-version'])
    const meta = JSON.parse(await readFile(join(outDir, 'brief-layout', 'iteration-1', evalDirs[0]!, 'eval_metadata.json'), 'utf8'))
    expect(meta).toMatchObject({ eval_id: 1, prompt: PROMPTS[1], files: ['evals/files/input.md'], assertions: ['result.md exists', 'The brief is short'] })

    for (const r of outcome.records) {
      const dir = join(outDir, r.runId)
      expect(r.runId).toBe(`brief-layout/iteration-1/${r.evalDir}/${r.configuration}/run-${r.trial}`)
      for (const f of ['timing.json', 'transcript.md', 'outputs']) {
        expect(await exists(join(dir, f))).toBe(true)
      }
      // The record is written once, as the run's line in runs.jsonl (issue 21: each file written
      // once); the executor metrics are in grading.json, the eval's metadata in the eval folder.
      for (const f of ['run.json', 'tool-calls.json', 'eval_metadata.json', 'outputs/metrics.json']) expect(await exists(join(dir, f))).toBe(false)
      const marker = r.configuration === 'with_skill' ? 'LAYOUT-BODY' : 'none'
      expect(await readFile(join(dir, 'outputs', 'result.md'), 'utf8')).toBe(`eval ${String(r.evalId)}; marker ${marker}\n`)
      expect(r.filesWritten).toEqual(['result.md'])
      // The final answer too, so that skill-creator's viewer has an output for every run.
      expect(await readFile(join(dir, 'outputs', 'response.md'), 'utf8')).toBe(r.response)
      expect(r.response).not.toBe('')

      const runJson = (await loggedRecord(outDir, r.runId))!
      expect(runJson.runId).toBe(r.runId)
      expect(runJson.status).toBe('completed')
      // The hash of the definition it answered, as the eval folder's eval_metadata.json gives it.
      const evalMeta = JSON.parse(await readFile(join(outDir, 'brief-layout', 'iteration-1', r.evalDir, 'eval_metadata.json'), 'utf8'))
      expect(runJson.definitionHash).toMatch(/^[0-9a-f]{16}$/)
      expect(runJson.definitionHash).toBe(recordedHash(evalMeta))
      const timing = JSON.parse(await readFile(join(dir, 'timing.json'), 'utf8'))
      const u = runJson.usage
      expect(timing.total_tokens).toBe(u.input_tokens + u.output_tokens + u.cache_read_input_tokens + u.cache_creation_input_tokens)
      expect(timing.total_tokens).toBeGreaterThan(0)
      expect(timing.duration_ms).toBe(runJson.durationMs)
      expect(timing.total_duration_seconds).toBe(Math.round(runJson.durationMs / 100) / 10)
      expect(runJson.toolCalls.map((c) => c.name)).toEqual(['Bash', 'Write'])
      expect(await readFile(join(dir, 'transcript.md'), 'utf8')).toContain(r.response)
    }
  })

  test('every run had its own disposable workspace, removed afterwards', async () => {
    await expectWorkspacesGone(outcome.records)
  })

  test('with_skill carries the SKILL.md body with cache_control; without_skill does not; no temperature', () => {
    const reqs = fake.messageRequests
    const withSkill = reqs.filter((q) => systemText(q).includes('<skill name="brief-layout">'))
    const without = reqs.filter((q) => !systemText(q).includes('<skill name="brief-layout">'))
    expect(withSkill).toHaveLength(12)
    expect(without).toHaveLength(12)
    for (const q of withSkill) {
      const system = q.body.system as { type: string; text: string; cache_control?: unknown }[]
      const skillBlock = system.find((b) => b.text.includes('Body marker: LAYOUT-BODY.'))
      expect(skillBlock).toBeDefined()
      expect(skillBlock!.text).toContain('Always start the file with the line BRIEF.')
      expect(skillBlock!.cache_control).toEqual({ type: 'ephemeral' })
    }
    for (const q of without) {
      expect(JSON.stringify(q.body.system)).not.toContain('LAYOUT-BODY')
      expect(JSON.stringify(q.body.system)).not.toContain('Always start the file')
    }
    for (const q of reqs) {
      expect('temperature' in q.body).toBe(false)
      expect('top_p' in q.body).toBe(false)
      expect('top_k' in q.body).toBe(false)
      expect(q.body.model).toBe(MODEL)
      expect(q.headers['x-api-key'] ?? q.headers['authorization']?.replace(/^Bearer /, '')).toBe(SENTINEL_KEY)
    }
  })

  test('the API key appears in no result file', async () => {
    for (const f of await walk(outDir)) expect(await readFile(f, 'utf8')).not.toContain(SENTINEL_KEY)
  })
})

// ─── 3: --base-ref ────────────────────────────────────────────────────────────────────

describe('base ref: old_skill runs', () => {
  async function gitRepo(subdir: string): Promise<{ top: string; root: string }> {
    const top = await tempDir('run-engine-git-')
    const root = subdir ? join(top, subdir) : top
    for (const [p, content] of Object.entries(repoFiles({ skill: 'brief-changed', marker: 'OLD-BODY', other: 'brief-same' }))) {
      await mkdir(join(root, p, '..'), { recursive: true })
      await writeFile(join(root, p), content)
    }
    git(top, 'init', '-q')
    git(top, 'add', '-A')
    git(top, 'commit', '-q', '-m', 'base')
    // The PR: change the SKILL.md body, uncommitted.
    await writeFile(join(root, 'skills/brief-changed/SKILL.md'), briefSkillMd('brief-changed', 'NEW-BODY'))
    return { top, root }
  }

  async function baseTemps(): Promise<string[]> {
    return (await readdir(os.tmpdir())).filter((n) => n.startsWith('skill-evals-base-brief-changed-'))
  }

  for (const subdir of ['', 'proj']) {
    test(`the changed skill gets old_skill runs with the OLD body; the unchanged one none${subdir ? ' (root in a subfolder of the git repo)' : ''}`, async () => {
      const { root } = await gitRepo(subdir)
      const repo = await loadRepo(root)
      const { fake, client } = await fakeApi({ handler: agentHandler() })
      const outDir = join(await tempDir('run-engine-out-'), 'out')
      const before = await baseTemps()
      const outcome = await runEvals(repo, options(outDir, { baseRef: 'HEAD', concurrency: 3 }), client)

      expect(outcome.records.map((r) => `${r.skill}/${key(r)}`).sort()).toEqual(
        [
          'brief-changed/1/old_skill/1',
          'brief-changed/1/with_skill/1',
          'brief-changed/1/without_skill/1',
          'brief-changed/2/old_skill/1',
          'brief-changed/2/with_skill/1',
          'brief-changed/2/without_skill/1',
          'brief-same/3/with_skill/1',
          'brief-same/3/without_skill/1'
        ].sort()
      )
      expect(outcome.records.every((r) => r.status === 'completed')).toBe(true)
      const expected = { old_skill: 'OLD-BODY', with_skill: 'NEW-BODY', without_skill: 'none' } as const
      for (const r of outcome.records.filter((x) => x.skill === 'brief-changed')) {
        const out = await readFile(join(outDir, r.runId, 'outputs', 'result.md'), 'utf8')
        expect(out).toBe(`eval ${String(r.evalId)}; marker ${expected[r.configuration]}\n`)
      }
      // The old body went to the API only in old_skill requests (2 evals × 2 turns).
      const old = fake.messageRequests.filter((q) => systemText(q).includes('Body marker: OLD-BODY.'))
      expect(old).toHaveLength(4)
      for (const q of old) expect(systemText(q)).toContain('<skill name="brief-changed">')
      expect(fake.messageRequests.filter((q) => systemText(q).includes('Body marker: NEW-BODY.'))).toHaveLength(4)
      // The base version's temp folder is gone.
      expect((await baseTemps()).filter((n) => !before.includes(n))).toEqual([])
    })
  }
})

// ─── 4 + 5: errors and retries ────────────────────────────────────────────────────────

describe('API errors are recorded per run', () => {
  const isEval2 = (q: RecordedRequest) => promptOf(q) === PROMPTS[2]

  test('a 400 on one eval: those runs are errors with the message and request id; the others complete', async () => {
    const message = 'messages.0: the brief prompt is not acceptable (fake 400)'
    // eval 2 fails on its second request (after Bash pwd), so each failing run had a workspace.
    const { fake, client } = await fakeApi({
      handler: agentHandler(),
      faults: (q) => (isEval2(q) && assistantTurns(q) === 1 ? { status: 400, message } : undefined)
    })
    const repo = await repoOf(repoFiles({ skill: 'brief-err400' }))
    const outDir = join(await tempDir('run-engine-out-'), 'out')
    const outcome = await runEvals(repo, options(outDir, { bash: true }), client)

    const failed = outcome.records.filter((r) => r.evalId === 2)
    const ok = outcome.records.filter((r) => r.evalId === 1)
    expect(failed.map((r) => r.status)).toEqual(['error', 'error'])
    expect(ok.map((r) => r.status)).toEqual(['completed', 'completed'])
    const faulted = fake.messageRequests.filter((q) => q.response?.status === 400)
    expect(faulted).toHaveLength(2) // 400 is not retried
    const ids = new Set(faulted.map((q) => q.response!.requestId))
    for (const r of failed) {
      expect(r.error).toMatchObject({ message, status: 400, type: 'invalid_request_error' })
      expect(r.error!.requestId).toMatch(/^req_fake\d+$/)
      expect(ids.has(r.error!.requestId!)).toBe(true)
      expect(r.retries).toBe(0)
      const onDisk = (await loggedRecord(outDir, r.runId))!
      expect(onDisk.status).toBe('error')
      expect(onDisk.error?.requestId).toBe(r.error!.requestId)
      expect(await readFile(join(outDir, r.runId, 'transcript.md'), 'utf8')).toContain(message)
    }
    expect(new Set(failed.map((r) => r.error!.requestId)).size).toBe(2)
    expect(outcome.progress).toMatchObject({ completed: 2, errors: 2, skipped: 0 })
    expect((await readRunsJsonl(outDir)).map((r) => r.status).sort()).toEqual(['completed', 'completed', 'error', 'error'])
    await expectWorkspacesGone(outcome.records)
  })

  test('a 500 that outlasts the retries: error after maxRetries + 1 attempts, retries recorded', async () => {
    const { fake, client } = await fakeApi({
      handler: agentHandler(),
      faults: (q) => (isEval2(q) ? { status: 500, message: 'fake internal trouble', retryAfterMs: 5 } : undefined)
    })
    const repo = await repoOf(repoFiles({ skill: 'brief-err500' }))
    const outDir = join(await tempDir('run-engine-out-'), 'out')
    const outcome = await runEvals(repo, options(outDir, { maxRetries: 2 }), client)

    const failed = outcome.records.filter((r) => r.evalId === 2)
    expect(failed).toHaveLength(2)
    for (const r of failed) {
      expect(r.status).toBe('error')
      expect(r.error).toMatchObject({ message: 'fake internal trouble', status: 500, type: 'api_error' })
      expect(r.error!.requestId).toMatch(/^req_fake\d+$/)
      expect(r.retries).toBe(2)
      expect(r.apiCalls).toBe(3)
    }
    expect(fake.messageRequests.filter(isEval2)).toHaveLength(6)
    expect(outcome.records.filter((r) => r.evalId === 1).map((r) => r.status)).toEqual(['completed', 'completed'])
    expect(outcome.gateway.retries).toBe(4)
  })

  test('a 429 with retry-after-ms then success: the run completes with the retry recorded', async () => {
    const { fake, client } = await fakeApi({
      handler: agentHandler(),
      faults: [{ status: 429, retryAfterMs: 20 }]
    })
    const repo = await repoOf(repoFiles({ skill: 'brief-429', ids: [1] }))
    const outDir = join(await tempDir('run-engine-out-'), 'out')
    const outcome = await runEvals(repo, options(outDir, { concurrency: 1 }), client)

    expect(outcome.records.map((r) => r.status)).toEqual(['completed', 'completed'])
    const first = outcome.records.find((r) => r.configuration === 'with_skill')!
    expect(first.retries).toBe(1)
    expect(first.apiCalls).toBe(3) // HTTP requests: 2 turns + the retried 429
    expect(outcome.records.find((r) => r.configuration === 'without_skill')!.retries).toBe(0)
    expect(outcome.progress.retries).toBe(1)
    expect(outcome.gateway).toMatchObject({ retries: 1, rateLimited: 1 })
    const [a, b] = fake.messageRequests
    expect(a!.response?.status).toBe(429)
    expect(b!.response?.status).toBe(200)
    expect(b!.receivedAt - a!.receivedAt).toBeGreaterThanOrEqual(15) // waited for retry-after-ms
    const onDisk = (await loggedRecord(outDir, first.runId))!
    expect(onDisk.retries).toBe(1)
  })
})

// ─── 6: budget ────────────────────────────────────────────────────────────────────────

describe('budget', () => {
  test('maxRuns 3 of 8: 3 started, 5 skipped with a reason', async () => {
    const { fake, client } = await fakeApi({ handler: agentHandler() })
    const repo = await repoOf(repoFiles({ skill: 'brief-maxruns' }))
    const outDir = join(await tempDir('run-engine-out-'), 'out')
    const outcome = await runEvals(repo, options(outDir, { trials: 2, maxRuns: 3 }), client)

    expect(outcome.records).toHaveLength(8)
    const completed = outcome.records.filter((r) => r.status === 'completed')
    const skipped = outcome.records.filter((r) => r.status === 'skipped')
    expect(completed).toHaveLength(3)
    expect(skipped).toHaveLength(5)
    for (const r of skipped) {
      expect(r.error).toEqual({ message: 'Not run: the budget stopped new work (max-runs).', type: 'budget' })
      expect(r.apiCalls).toBe(0)
      expect((await loggedRecord(outDir, r.runId))?.status).toBe('skipped')
    }
    expect(outcome.budgetStoppedBy).toBe('max-runs')
    expect(fake.messageRequests).toHaveLength(3 * 2) // Write + final text per started run
    expect(await readRunsJsonl(outDir)).toHaveLength(8)
  })

  test('a tiny maxCostUsd: the first run spends it, every later run is skipped', async () => {
    const { fake, client } = await fakeApi({ handler: agentHandler() })
    const repo = await repoOf(repoFiles({ skill: 'brief-maxcost' }))
    const outDir = join(await tempDir('run-engine-out-'), 'out')
    const outcome = await runEvals(repo, options(outDir, { trials: 2, concurrency: 1, maxCostUsd: 1e-9 }), client)

    expect(outcome.records.map((r) => r.status)).toEqual(['completed', ...Array(7).fill('skipped')])
    expect(outcome.records[0]!.costUsd).toBeGreaterThan(1e-9)
    for (const r of outcome.records.slice(1)) expect(r.error?.message).toContain('max-cost')
    expect(outcome.budgetStoppedBy).toBe('max-cost')
    expect(fake.messageRequests).toHaveLength(2)
  })
})

// ─── 7: response cache replay ─────────────────────────────────────────────────────────

describe('response cache', () => {
  test('a second read-write pass makes no API request and replays every run identically', async () => {
    const { fake, client } = await fakeApi({ handler: agentHandler() })
    const repo = await repoOf(repoFiles({ skill: 'brief-cache' }))
    const base = await tempDir('run-engine-out-')
    const cacheDir = join(base, 'cache')
    const pass = (out: string) => runEvals(repo, options(join(base, out), { trials: 2, cache: 'read-write', cacheDir }), client)

    const first = await pass('out1')
    const requestsAfterFirst = fake.messageRequests.length
    expect(requestsAfterFirst).toBe(16) // 8 runs × (Write + text)
    expect(first.records.every((r) => r.status === 'completed' && !r.cached)).toBe(true)

    const second = await pass('out2')
    expect(fake.requests.length).toBe(requestsAfterFirst) // ZERO new requests
    expect(second.gateway).toMatchObject({ apiCalls: 0, cacheHits: 16 })
    expect(second.records.every((r) => r.status === 'completed' && r.cached)).toBe(true)

    const a = byId(first.records)
    const b = byId(second.records)
    expect([...b.keys()].sort()).toEqual([...a.keys()].sort())
    for (const [runId, r1] of a) {
      const r2 = b.get(runId)!
      expect(r2.response).toBe(r1.response)
      expect(r2.toolCalls).toEqual(r1.toolCalls)
      expect(r2.filesWritten).toEqual(r1.filesWritten)
      expect(r2.usage).toEqual(r1.usage)
      expect(await readFile(join(base, 'out2', runId, 'outputs', 'result.md'), 'utf8')).toBe(
        await readFile(join(base, 'out1', runId, 'outputs', 'result.md'), 'utf8')
      )
    }
    // Trials are independent samples: the two trials of a configuration got different responses.
    const t1 = first.records.find((r) => r.evalId === 1 && r.configuration === 'with_skill' && r.trial === 1)!
    const t2 = first.records.find((r) => r.evalId === 1 && r.configuration === 'with_skill' && r.trial === 2)!
    expect(t1.response).not.toBe(t2.response)
  })
})

// ─── Resume (engine level) ────────────────────────────────────────────────────────────

describe('resume', () => {
  test('an errored run is redone on resume with a clean run folder; completed runs are not redone', async () => {
    let passNo = 1
    const { fake, client } = await fakeApi({
      handler: agentHandler({ writeName: () => `attempt-${passNo}.md` }),
      // Pass 1: eval 2 / with_skill fails after it wrote its file.
      faults: (q) =>
        passNo === 1 && promptOf(q) === PROMPTS[2] && markerOf(q) !== 'none' && assistantTurns(q) === 1
          ? { status: 400, message: 'bad turn' }
          : undefined
    })
    const repo = await repoOf(repoFiles({ skill: 'brief-resume' }))
    const outDir = join(await tempDir('run-engine-out-'), 'out')
    const first = await runEvals(repo, options(outDir), client)
    const failed = first.records.filter((r) => r.status === 'error')
    expect(failed.map(key)).toEqual(['2/with_skill/1'])
    expect(failed[0]!.filesWritten).toEqual(['attempt-1.md'])
    const runDir = join(outDir, failed[0]!.runId)
    expect(await exists(join(runDir, 'outputs', 'attempt-1.md'))).toBe(true)

    passNo = 2
    const before = fake.messageRequests.length
    const second = await runEvals(repo, options(outDir, { resume: true }), client)
    expect(fake.messageRequests.length - before).toBe(2) // only the errored run, 2 turns
    expect(second.progress).toMatchObject({ total: 4, resumed: 3, completed: 4, errors: 0 })
    expect(second.records.every((r) => r.status === 'completed')).toBe(true)
    // The redone run's files and its final answer (outputs/response.md); nothing of the first attempt.
    expect((await readdir(join(runDir, 'outputs'))).sort()).toEqual(['attempt-2.md', 'response.md'])
    const lines = await readRunsJsonl(outDir)
    expect(lines).toHaveLength(5)
    expect(lines.filter((l) => l.runId === failed[0]!.runId).map((l) => l.status)).toEqual(['error', 'completed'])
  })
})

// ─── 9: per-run timeout ───────────────────────────────────────────────────────────────

describe('per-run timeout', () => {
  test('a hanging API ends the run as error/timeout after runTimeoutSeconds; the workspace is removed', async () => {
    const { client } = await fakeApi({
      handler: agentHandler(),
      faults: (q) => (assistantTurns(q) === 1 ? 'hang' : undefined) // hang after Bash pwd
    })
    const repo = await repoOf(repoFiles({ skill: 'brief-timeout', ids: [1] }))
    const outDir = join(await tempDir('run-engine-out-'), 'out')
    const t0 = Date.now()
    const outcome = await runEvals(repo, options(outDir, { bash: true, runTimeoutSeconds: 1 }), client)
    const elapsed = Date.now() - t0

    expect(outcome.records).toHaveLength(2)
    for (const r of outcome.records) {
      expect(r.status).toBe('error')
      expect(r.error).toEqual({ message: 'Run timed out after 1 s.', type: 'timeout' })
      expect(r.durationMs).toBeGreaterThanOrEqual(900)
      expect(r.durationMs).toBeLessThan(5000)
    }
    expect(elapsed).toBeLessThan(5000)
    expect(outcome.cancelled).toBe(false)
    expect((await readRunsJsonl(outDir)).map((r) => r.error?.type)).toEqual(['timeout', 'timeout'])
    await expectWorkspacesGone(outcome.records)
  })
})

// ─── 10: the idle timeout stays below the run timeout (issue 36) ─────────────────────

describe('idle timeout within the run timeout', () => {
  test('a stalled request is aborted and retried before a short run timeout ends the run, whatever the configured idle timeout', async () => {
    let stalled = 0
    const { fake, client } = await fakeApi({
      handler: agentHandler(),
      // The first request of every run stalls mid-body; the retry is answered.
      faults: (q) => (assistantTurns(q) === 0 && stalled++ < 2 ? 'stall' : undefined)
    })
    const repo = await repoOf(repoFiles({ skill: 'brief-idle', ids: [1] }))
    const outDir = join(await tempDir('run-engine-out-'), 'out')
    // run timeout 3 s with the default 90 s idle timeout configured: runs use 1 s.
    const outcome = await runEvals(repo, options(outDir, { runTimeoutSeconds: 3, requestIdleTimeoutMs: 90_000, backoffInitialMs: 10 }), client)
    expect(outcome.records).toHaveLength(2)
    for (const r of outcome.records) expect([r.status, r.error]).toEqual(['completed', undefined])
    expect(stalled).toBeGreaterThanOrEqual(2)
    expect(fake.messageRequests.length).toBeGreaterThan(2)
  })
})
