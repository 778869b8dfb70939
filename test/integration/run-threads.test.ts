/**
 * Issue 21, in process: `runEvals` with worker threads from source (src/run/run-worker.ts through
 * tsx's loader), and what a worker that dies does to the job: its runs in flight are harness
 * errors, the job goes on (the main thread solves the rest) and ends.
 */
import { afterEach, expect, test } from '@jest/globals'
import { mkdtemp, readdir, realpath, rm } from 'node:fs/promises'
import os from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { loadRepo } from '../../src/discover/index.js'
import { runEvals, type RunOptions } from '../../src/run/index.js'
import { autoThreads, RunThreads, sideShare } from '../../src/run/threads.js'
import { planRuns } from '../../src/plan/runs.js'
import { setRunWorkerEntry } from '../../src/run/worker-entry.js'
import { createModelClient, modelClientRecipe } from '../../src/ports/model-client.js'
import { startFakeAnthropic, toolUseReply, textReply, type FakeHandler } from '../fakes/anthropic-server.js'
import { makeRepo } from '../helpers/temp-repo.js'
import { PROJECT_ROOT } from '../helpers/run-node.js'
import { MODEL, SENTINEL_KEY, assistantTurns, readRunsJsonl, repoFiles } from '../helpers/run-engine-fixtures.js'

const cleanups: (() => Promise<unknown>)[] = []
afterEach(async () => {
  setRunWorkerEntry(undefined)
  while (cleanups.length) await cleanups.pop()!()
})

const handler: FakeHandler = (req) => (assistantTurns(req) === 0 ? toolUseReply('Write', { file_path: 'result.md', content: 'ok\n' }) : textReply('done'))

async function setup(latencyMs: number, trials: number) {
  const r = await makeRepo(repoFiles({ skill: 'brief-threads' }))
  cleanups.push(r.dispose)
  const repo = await loadRepo(r.root)
  const fake = await startFakeAnthropic({ handler, latencyMs })
  cleanups.push(() => fake.close())
  const base = await realpath(await mkdtemp(join(os.tmpdir(), 'run-threads-')))
  cleanups.push(() => rm(base, { recursive: true, force: true }))
  const env = { ANTHROPIC_BASE_URL: fake.url }
  const opts: RunOptions = {
    outDir: join(base, 'out'), trials, concurrency: 4, model: MODEL, resume: false, skillLoading: 'preload', bash: false, maxTurns: 6,
    maxTokens: 256, runTimeoutSeconds: 30, cache: 'off', cacheDir: join(base, 'cache'), maxCostUsd: null, maxRuns: null,
    threads: 2, threadsMainSolves: false, clientRecipe: modelClientRecipe(SENTINEL_KEY, env)
  }
  return { repo, fake, opts, client: createModelClient(SENTINEL_KEY, env) }
}

test.each(['throw', 'exit'])('a worker that dies (%s): its runs are harness errors, the main thread solves the rest, the job ends', async (mode) => {
  setRunWorkerEntry(pathToFileURL(join(PROJECT_ROOT, `test/fixtures/run-workers/${mode === 'throw' ? 'crashing' : 'exiting'}-worker.mjs`)))
  const { repo, fake, opts, client } = await setup(100, 4)
  const outcome = await runEvals(repo, opts, client)
  const lines = await readRunsJsonl(opts.outDir)
  expect(lines).toHaveLength(16)
  const failed = lines.filter((r) => r.status === 'error')
  expect(failed.length).toBeGreaterThanOrEqual(1) // the run that killed each worker, and any queued behind it
  const why = mode === 'throw' ? /^Harness error: the worker thread failed: crashed on / : /^Harness error: the worker thread exited \(code 3\)$/
  for (const r of failed) {
    expect(r.error?.type).toBe('harness')
    expect(r.error?.message).toMatch(why)
  }
  expect(lines.filter((r) => r.status === 'completed')).toHaveLength(16 - failed.length)
  expect(outcome.threads).toEqual({ workers: 2, byWorkers: 0, byMain: 16 - failed.length })
  expect(outcome.gateway.apiCalls).toBe(fake.messageRequests.length)
  expect(outcome.gateway.limit).toBe(4) // the main thread's (the whole concurrency: it only orchestrated), the only side left
})

test.each([true, false])('from source: the runs are solved on tsx-loaded workers, their stats merged into one (main thread solves: %s)', async (mainSolves) => {
  // Long enough (32 runs × 2 calls × 250 ms / 4 ≈ 4 s) for the workers to load (tsx compiles the sources) and take runs.
  const { repo, fake, opts, client } = await setup(250, 8)
  opts.threadsMainSolves = mainSolves
  const outcome = await runEvals(repo, opts, client)
  expect(outcome.progress.completed).toBe(32)
  expect(outcome.threads?.workers).toBe(mainSolves ? 1 : 2)
  expect(outcome.threads!.byWorkers + outcome.threads!.byMain).toBe(32)
  expect(outcome.threads!.byWorkers).toBeGreaterThan(0)
  expect(outcome.gateway.apiCalls).toBe(64)
  expect(fake.messageRequests.length).toBe(64)
  expect(outcome.gateway.limit).toBe(4) // two shares of ⌈4/2⌉: two workers, or the main thread and one worker
  const lines = await readRunsJsonl(opts.outDir)
  expect(lines.every((r) => r.status === 'completed' && r.apiCalls === 2)).toBe(true)
  expect((await readdir(opts.outDir)).sort()).toEqual(['brief-threads', 'runs.jsonl'])
}, 30_000)

test('the limiter shares and what auto means', () => {
  expect([sideShare(16, 2), sideShare(16, 3), sideShare(15, 2), sideShare(3, 4), sideShare(1, 2)]).toEqual([8, 6, 8, 1, 1])
  expect(autoThreads(600, 2)).toBe(2)
  expect(autoThreads(600, 1)).toBe(1)
  expect(autoThreads(600, 16)).toBe(4)
  expect(autoThreads(63, 8)).toBe(1) // a small job
  expect(autoThreads(64, 8)).toBe(4)
})

test('a 429 on one worker halves the other worker\'s limit too; the stats of both are summed', async () => {
  const { repo, fake, opts } = await setup(30, 1)
  const specs = planRuns({ evals: repo.evals, trials: 2, model: MODEL })
  expect(specs).toHaveLength(8)
  const threads = new RunThreads({
    workers: 2,
    mainSolves: false,
    concurrency: 8,
    client: opts.clientRecipe!,
    gateway: { backoffInitialMs: 1 },
    cache: undefined,
    solver: { skillLoading: 'preload', bash: false, maxTurns: 6, maxTokens: 256, runTimeoutSeconds: 30 },
    outDir: opts.outDir,
    mode: { runTimeout: true },
    signal: undefined
  })
  try {
    await threads.whenLoaded()
    expect(threads.stats().limit).toBe(8) // two shares of 4
    fake.enqueueFaults({ status: 429, retryAfterMs: 5 })
    const skill = repo.skills[0]!
    const done = await Promise.all(
      specs.map((spec) => threads.solve({ spec, e: repo.evals.find((e) => e.skill === spec.skill && e.id === spec.evalId)!, skill, base: undefined }))
    )
    expect(done.every((d) => d.record.status === 'completed')).toBe(true)
    expect(done.reduce((n, d) => n + d.record.retries, 0)).toBe(1)
  } finally {
    await threads.close()
  }
  expect(threads.info()).toEqual({ workers: 2, byWorkers: 8, byMain: 0 })
  const s = threads.stats()
  expect([s.apiCalls, s.retries, s.rateLimited, s.errors]).toEqual([17, 1, 1, 0])
  // The worker that got the 429 halved (4 → 2) and told the other, which halved too: 2 + 2, not 2 + 4.
  // (Neither saw the 16 successes in a row that would grow its limit again.)
  expect(s.limit).toBe(4)
})

test('auto: where the API latency bounds the job the main thread mostly waits, and no worker is started', async () => {
  // 64 runs (auto's smallest job) × 2 calls × 300 ms / 4 at a time ≈ 10 s, the main thread idle most of it.
  const { repo, fake, opts, client } = await setup(300, 16)
  opts.threads = 'auto'
  opts.threadsMainSolves = true
  const outcome = await runEvals(repo, opts, client)
  expect(outcome.progress.completed).toBe(64)
  expect(outcome.threads).toEqual({ workers: 0, byWorkers: 0, byMain: 64 })
  // Alone, the main thread had the whole concurrency, not its share of two sides.
  expect(outcome.gateway.limit).toBe(4)
  expect(fake.messageRequests.length).toBe(128)
}, 30_000)

test('auto: a busy main thread starts the workers', async () => {
  const { repo, opts, client } = await setup(20, 16)
  opts.threads = 'auto'
  opts.threadsMainSolves = true
  // The main thread reads as busy (its event loop active and a core's CPU used, every window):
  // a stated load, so the test does not depend on how much CPU a spinning thread gets on a
  // shared machine (thread-load's own tests state how the real load is read).
  const at = () => performance.now()
  opts.threadsLoadSource = { eventLoop: () => ({ activeMs: at(), idleMs: 0 }), cpuMs: at, nowMs: at }
  const outcome = await runEvals(repo, opts, client)
  expect(outcome.progress.completed).toBe(64)
  expect(outcome.threads?.workers).toBe(1)
  expect(outcome.threads!.byWorkers + outcome.threads!.byMain).toBe(64)
}, 60_000)
