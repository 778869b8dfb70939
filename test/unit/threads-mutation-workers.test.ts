/**
 * Issue 36 (mutation part `threads`): `RunThreads` on the main thread, with worker scripts of the
 * test's own (data: URLs, real worker threads) that echo what they were sent: the start settings,
 * which side a run goes to, eval/skill/base data sent once per worker, done/failed/limit/notice/
 * closed messages, a worker that dies, cancel reasons, the summed stats and their limit, close.
 */
import { afterEach, describe, expect, test } from '@jest/globals'
import { mkdtemp, realpath, rm } from 'node:fs/promises'
import os from 'node:os'
import { join } from 'node:path'
import { loadRepo } from '../../src/discover/index.js'
import { RunThreads, type RunThreadsOptions, type SolveJob } from '../../src/run/threads.js'
import { planRuns } from '../../src/plan/runs.js'
import { modelClientRecipe } from '../../src/ports/model-client.js'
import { noSandboxNoticeGiven } from '../../src/sandbox/index.js'
import { registerSecret } from '../../src/redact/index.js'
import type { Repo, RunId } from '../../src/types.js'
import { makeRepo } from '../helpers/temp-repo.js'
import { MODEL, SENTINEL_KEY, repoFiles } from '../helpers/run-engine-fixtures.js'

const cleanups: (() => Promise<unknown>)[] = []
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!()
})

/** A worker that answers each run by its id's prefix (hold:, fail:, crash:, exit:, notice:, limit:, stray:). */
const WORKER = `
import { parentPort, workerData, threadId } from 'node:worker_threads'
const stubborn = STUBBORN
const log = []
const held = []
let solves = 0
const stats = () => ({ apiCalls: solves, retries: 1, rateLimited: 2, overloaded: 3, cacheHits: 4, cacheWrites: 5, cacheRejected: 6, errors: 7, limit: workerData.limit })
const answer = (m) => parentPort.postMessage({ t: 'done', id: m.id, result: { record: { runId: m.spec.runId }, transcript: JSON.stringify({ msg: m, init: workerData, log, threadId }) }, stats: stats() })
parentPort.postMessage({ t: 'ready' })
parentPort.on('message', (m) => {
  if (m.t !== 'solve') log.push(m)
  if (m.t === 'close') {
    if (stubborn) return
    for (const h of held.splice(0)) answer(h)
    parentPort.postMessage({ t: 'closed', stats: { ...stats(), apiCalls: 100 + solves } })
    parentPort.close()
    return
  }
  if (m.t !== 'solve') return
  solves++
  const id = m.spec.runId
  if (id.startsWith('hold:')) return void held.push(m)
  if (id.startsWith('fail:')) return void parentPort.postMessage({ t: 'failed', id: m.id, message: 'no luck for ' + id, stats: stats() })
  if (id.startsWith('crash:')) throw new Error('kaboom on ' + id)
  if (id.startsWith('exit:')) process.exit(5)
  if (id.startsWith('notice:')) parentPort.postMessage({ t: 'notice', text: 'no sandbox here' })
  if (id.startsWith('limit:')) parentPort.postMessage({ t: 'limit' })
  if (id.startsWith('stray:')) parentPort.postMessage({ t: 'done', id: 999999, result: null, stats: { ...stats(), cacheRejected: undefined } })
  answer(m)
})
`
const entry = (stubborn = false) => ({ url: new URL('data:text/javascript,' + encodeURIComponent(WORKER.replace('STUBBORN', String(stubborn)))) })

let repo: Repo
let outDir: string
async function setup(): Promise<void> {
  const r = await makeRepo(repoFiles({ skill: 'brief', ids: [1, 2] }))
  cleanups.push(r.dispose)
  repo = await loadRepo(r.root)
  outDir = await realpath(await mkdtemp(join(os.tmpdir(), 'threads-mut-workers-')))
  cleanups.push(() => rm(outDir, { recursive: true, force: true }))
}

function threadsWith(over: Partial<RunThreadsOptions> = {}): RunThreads {
  const t = new RunThreads({
    workers: 2, mainSolves: false, concurrency: 8,
    client: modelClientRecipe(SENTINEL_KEY, { ANTHROPIC_BASE_URL: 'http://127.0.0.1:9' }),
    gateway: { maxRetries: 2, backoffInitialMs: 1 },
    cache: undefined,
    solver: { skillLoading: 'preload', bash: false, maxTurns: 3, maxTokens: 99, runTimeoutSeconds: 30 },
    outDir, mode: { runTimeout: true }, signal: undefined, entry: entry(), ...over
  })
  cleanups.push(() => t.close(200))
  return t
}

function job(runId: string, evalId = 1, configuration: RunId['configuration'] = 'with_skill'): SolveJob {
  const spec = planRuns({ evals: repo.evals, trials: 1, model: MODEL, skillsWithBase: new Set(['brief']) }).find((s) => s.evalId === evalId && s.configuration === configuration)!
  return { spec: { ...spec, runId }, e: repo.evals.find((e) => e.id === evalId)!, skill: repo.skills[0]!, base: undefined }
}

const seen = async (p: Promise<{ transcript: string }>) => JSON.parse((await p).transcript) as { msg: any; init: any; log: any[]; threadId: number }

describe('RunThreads with scripted workers', () => {
  test('the start settings: the limiter share, the solver, the gateway, the mode, no cache, the secrets', async () => {
    await setup()
    registerSecret('worker-secret-55aa77bb99cc')
    const t = threadsWith({ workers: 2.7, mainSolves: true, concurrency: 10, mode: { runTimeout: false, transcriptNote: 'NOTE' } })
    await t.whenLoaded()
    expect(t.info()).toEqual({ workers: 2, byWorkers: 0, byMain: 0 })
    const { init } = await seen(t.solve(job('plain:1')))
    expect(init).toEqual({
      client: expect.any(Object), gateway: { maxRetries: 2, backoffInitialMs: 1 }, limit: 3, cache: undefined, // ⌈10 / 3.7⌉
      solver: { skillLoading: 'preload', bash: false, maxTurns: 3, maxTokens: 99, runTimeoutSeconds: 30 }, outDir,
      mode: { runTimeout: false, transcriptNote: 'NOTE' }, secrets: expect.arrayContaining(['worker-secret-55aa77bb99cc'])
    })
    const t2 = threadsWith({ workers: 0, mode: { runTimeout: true } })
    await t2.whenLoaded()
    expect(t2.info().workers).toBe(1)
    const s2 = await seen(t2.solve(job('plain:2')))
    expect(s2.init.mode).toEqual({ runTimeout: true })
    expect(s2.init.limit).toBe(8)
  })

  test('runs go to the worker with the fewest in flight (the first on a tie); data is sent once per worker; base only for old_skill', async () => {
    await setup()
    const t = threadsWith()
    await t.whenLoaded()
    const a = t.solve(job('hold:a'))
    const b = t.solve(job('hold:b'))
    const c = t.solve(job('plain:c', 2))
    const d = t.solve(job('plain:d', 1, 'old_skill'))
    const e = t.solve(job('plain:e', 1, 'old_skill'))
    const [sc, sd, se] = [await seen(c), await seen(d), await seen(e)]
    await t.close()
    const [sa, sb] = [await seen(a), await seen(b)]
    expect(sa.threadId).toBeLessThan(sb.threadId) // both idle: the first worker started
    expect(sc.threadId).toBe(sa.threadId) // a tie (1 and 1): the first worker
    expect(sa.msg).toMatchObject({ t: 'solve', id: 1, evalKey: 'brief\u00001' })
    expect(sa.msg.eval.id).toBe(1)
    expect(sa.msg.skill.name).toBe('brief')
    expect('base' in sa.msg).toBe(false)
    expect(sb.msg.eval.id).toBe(1) // another worker: sent again
    expect(sb.msg.skill.name).toBe('brief')
    expect(sc.msg.id).toBe(3)
    expect(sc.msg.eval.id).toBe(2)
    expect('skill' in sc.msg).toBe(false) // known to that worker
    const [first, second] = sd.threadId === sa.threadId ? [sd, se] : [se, sd]
    void second
    expect(first.msg.base).toBeNull()
    expect('eval' in first.msg).toBe(false)
    const sameWorker = [sd, se].filter((s) => s.threadId === sd.threadId)
    if (sameWorker.length === 2) expect('base' in se.msg).toBe(false)
    expect(t.info()).toEqual({ workers: 2, byWorkers: 5, byMain: 0 })
  })

  test('a base skill is sent as plain data', async () => {
    await setup()
    const t = threadsWith({ workers: 1 })
    await t.whenLoaded()
    const j = job('plain:b', 1, 'old_skill')
    j.base = { name: 'brief', description: 'old', body: 'old body', dir: '/tmp/base', dispose: async () => undefined }
    const s = await seen(t.solve(j))
    expect(s.msg.base).toEqual({ name: 'brief', description: 'old', body: 'old body', dir: '/tmp/base' })
  })

  test('failed, stray answers, notices, a 429 told to the others; the stats summed and the limit of the live sides', async () => {
    await setup()
    const t = threadsWith({ concurrency: 9, workers: 2, mainSolves: true }) // share 3 each, the main thread too
    expect(t.stats()).toEqual({ apiCalls: 0, retries: 0, rateLimited: 0, overloaded: 0, cacheHits: 0, cacheWrites: 0, cacheRejected: 0, errors: 0, limit: 9 })
    await t.whenLoaded()
    await expect(t.solve(job('fail:x'))).rejects.toThrow(new Error('no luck for fail:x'))
    await seen(t.solve(job('stray:y')))
    await seen(t.solve(job('notice:z')))
    expect(noSandboxNoticeGiven()).toBe('no sandbox here')
    const first = await seen(t.solve(job('limit:w')))
    const s = t.stats()
    expect(s).toMatchObject({ apiCalls: 4, retries: 1, rateLimited: 2, overloaded: 3, cacheHits: 4, cacheWrites: 5, cacheRejected: 6, errors: 7 }) // one worker's, plus zeros
    // main halved 3 → 1 on the worker's 429: 3 + 3 + 1.
    expect(s.limit).toBe(7)
    expect(first.log).toEqual([])
    expect(t.info().byWorkers).toBe(3)
  })

  test('a 429 on one worker is told to the others, not back to it', async () => {
    await setup()
    const t = threadsWith({ workers: 2 })
    await t.whenLoaded()
    const one = await seen(t.solve(job('limit:1')))
    const held = t.solve(job('hold:2'))
    const two = await seen(t.solve(job('plain:3')))
    await t.close()
    const heldSeen = await seen(held)
    expect(heldSeen.threadId).toBe(one.threadId)
    expect(two.threadId).not.toBe(one.threadId)
    expect(two.log).toEqual([{ t: 'limit' }])
    expect(heldSeen.log).toEqual([{ t: 'close' }]) // answered at close; never told of its own 429
  })

  test('a worker that throws or exits: its runs fail with the reason; it takes no more; its limit no longer counts', async () => {
    await setup()
    const t = threadsWith({ concurrency: 8, workers: 2 })
    await t.whenLoaded()
    expect(t.stats().limit).toBe(8)
    await expect(t.solve(job('crash:1'))).rejects.toThrow(/^the worker thread failed: kaboom on crash:1$/)
    expect(t.stats().limit).toBe(4)
    await expect(t.solve(job('exit:2'))).rejects.toThrow(new Error('the worker thread exited (code 5)'))
    // Both lost: the main thread is the only side left, with the whole concurrency.
    expect(t.stats().limit).toBe(8)
  })

  test('cancel: the reason is cloned (an error\'s name and message, a string, else nothing); a signal aborted before the start is sent at the start', async () => {
    await setup()
    const reasons: unknown[] = [new TypeError('stop now'), 'why', { message: 42 }, { name: 'X', message: 'm' }, 17]
    const got: unknown[] = []
    for (const reason of reasons) {
      const ctl = new AbortController()
      const t = threadsWith({ workers: 1, signal: ctl.signal })
      await t.whenLoaded()
      ctl.abort(reason)
      got.push((await seen(t.solve(job('plain:c')))).log)
      await t.close()
    }
    expect(got).toEqual([
      [{ t: 'cancel', reason: { name: 'TypeError', message: 'stop now' } }],
      [{ t: 'cancel', reason: 'why' }],
      [{ t: 'cancel', reason: { message: '42' } }],
      [{ t: 'cancel', reason: { name: 'X', message: 'm' } }],
      [{ t: 'cancel' }]
    ])
    const ctl = new AbortController()
    ctl.abort('early')
    const t = threadsWith({ workers: 1, signal: ctl.signal })
    await t.whenLoaded()
    expect((await seen(t.solve(job('plain:d')))).log).toEqual([{ t: 'cancel', reason: 'early' }])
  })

  test('close: the closed stats are kept and the workers still count; close twice is once; a worker that ignores close is terminated', async () => {
    await setup()
    const t = threadsWith({ concurrency: 9, workers: 2, mainSolves: true })
    await t.whenLoaded()
    await seen(t.solve(job('plain:1')))
    await t.close()
    await t.close()
    const s = t.stats()
    expect(s.apiCalls).toBe(201) // 101 + 100 from the closed messages
    expect(s.limit).toBe(9) // 3 + 3 + 3: workers that were asked to close are not lost
    const stubborn = threadsWith({ workers: 1, entry: entry(true) })
    await stubborn.whenLoaded()
    await stubborn.close(50)
    expect(stubborn.info().workers).toBe(1)
  })
})
