/**
 * Issue 36 (mutation part `threads`): the run worker's script (src/run/run-worker.ts) on the main
 * thread. `node:worker_threads` is replaced so that the module finds a real `MessageChannel` port
 * as its `parentPort` and the test's `RunWorkerInit` as its `workerData`; each test loads a fresh
 * instance of the module (`jest.resetModules()`), then speaks the protocol of worker-messages.ts
 * from the other end of the channel, as threads.ts would, against the loopback fake Messages API.
 */
import { afterEach, describe, expect, jest, test } from '@jest/globals'
import * as realWorkerThreads from 'node:worker_threads'
import { MessageChannel, type MessagePort } from 'node:worker_threads'
import { mkdtemp, readdir, readFile, realpath, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import { join } from 'node:path'
import type { FromWorker, RunWorkerInit, ToWorker } from '../../src/run/worker-messages.js'
import type { EvalCase, Repo, RunId, Skill } from '../../src/types.js'
import { loadRepo } from '../../src/discover/index.js'
import { planRuns } from '../../src/plan/runs.js'
import { modelClientRecipe } from '../../src/ports/model-client.js'
import { runFolder } from '../../src/run/artifacts.js'
import { makeRepo } from '../helpers/temp-repo.js'
import { MODEL, SENTINEL_KEY, markerOf, promptOf, PROMPTS, repoFiles, systemText } from '../helpers/run-engine-fixtures.js'
import { startFakeAnthropic, textReply, toolUseReply, type FakeAnthropic, type FakeAnthropicOptions } from '../fakes/anthropic-server.js'

/** What the next fresh instance of run-worker.ts finds in `node:worker_threads`. */
let current: { parentPort: MessagePort | null; workerData: unknown } = { parentPort: null, workerData: undefined }
jest.unstable_mockModule('node:worker_threads', () => ({
  ...realWorkerThreads,
  default: { ...realWorkerThreads, parentPort: current.parentPort, workerData: current.workerData },
  parentPort: current.parentPort,
  workerData: current.workerData
}))

const cleanups: (() => Promise<unknown> | unknown)[] = []
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!()
})

async function tempDir(prefix = 'threads-mut-rw-'): Promise<string> {
  const d = await realpath(await mkdtemp(join(os.tmpdir(), prefix)))
  cleanups.push(() => rm(d, { recursive: true, force: true }))
  return d
}

/** The main thread's end of a worker: what it was sent, in order, and a way to wait for more. */
interface Main {
  received: FromWorker[]
  send(m: ToWorker | { t: string }): void
  /** The `n`-th message (0-based) once it has come. */
  nth(n: number): Promise<FromWorker>
  /** Settles when the worker closed its port (rejects after 15 s without). */
  portClosed(): Promise<void>
  redact: typeof import('../../src/redact/index.js')
  sandbox: typeof import('../../src/sandbox/index.js')
}

/** Loads a fresh run-worker.ts with `init` as its workerData; resolves once it said `ready`. */
async function startWorker(init: unknown): Promise<Main> {
  const { port1, port2 } = new MessageChannel()
  const received: FromWorker[] = []
  let wake: () => void = () => undefined
  let closed!: () => void
  const portClosed = new Promise<void>((r) => (closed = r))
  port1.on('message', (m: FromWorker) => {
    received.push(m)
    wake()
  })
  port1.on('close', () => closed())
  cleanups.push(() => {
    port1.close()
    port2.close()
  })
  current = { parentPort: port2, workerData: init }
  jest.resetModules()
  // The same module instances as the worker's (one registry until the next reset).
  const redact = await import('../../src/redact/index.js')
  const sandbox = await import('../../src/sandbox/index.js')
  await import('../../src/run/run-worker.js')
  const main: Main = {
    received,
    send: (m) => port1.postMessage(m),
    nth: async (n) => {
      const deadline = Date.now() + 15_000
      while (received.length <= n) {
        if (Date.now() > deadline) throw new Error(`message #${n} never came; got ${JSON.stringify(received.map((r) => r.t))}`)
        await new Promise<void>((r) => {
          const t = setTimeout(r, 50)
          wake = () => {
            clearTimeout(t)
            r()
          }
        })
      }
      return received[n]!
    },
    portClosed: () =>
      new Promise<void>((resolve, reject) => {
        const t = setTimeout(() => reject(new Error('the worker never closed its port')), 15_000)
        void portClosed.then(() => {
          clearTimeout(t)
          resolve()
        })
      }),
    redact,
    sandbox
  }
  expect(await main.nth(0)).toEqual({ t: 'ready' })
  return main
}

let repo: Repo
let fake: FakeAnthropic
let outDir: string

async function setup(fakeOpts: FakeAnthropicOptions): Promise<void> {
  const r = await makeRepo(repoFiles({ skill: 'brief', ids: [1, 2], other: 'other' }))
  cleanups.push(r.dispose)
  repo = await loadRepo(r.root)
  fake = await startFakeAnthropic(fakeOpts)
  cleanups.push(() => fake.close())
  outDir = await tempDir()
}

function init(over: Partial<RunWorkerInit> = {}): RunWorkerInit {
  return {
    client: modelClientRecipe(SENTINEL_KEY, { ANTHROPIC_BASE_URL: fake.url }),
    gateway: { maxRetries: 2, backoffInitialMs: 1 },
    limit: 6,
    cache: undefined,
    solver: { skillLoading: 'preload', bash: false, maxTurns: 4, maxTokens: 256, runTimeoutSeconds: 30 },
    outDir,
    mode: { runTimeout: true },
    secrets: [],
    ...over
  }
}

const evalOf = (skill: string, id: number): EvalCase => repo.evals.find((e) => e.skill === skill && e.id === id)!
const skillOf = (name: string): Skill => repo.skills.find((s) => s.name === name)!
const keyOf = (e: EvalCase): string => `${e.skill}\u0000${String(e.id)}`

function specOf(skill: string, evalId: number, configuration: RunId['configuration'], trial = 1): RunId {
  const all = planRuns({ evals: repo.evals, trials: 3, model: MODEL, skillsWithBase: new Set(['brief', 'other']) })
  return all.find((s) => s.skill === skill && s.evalId === evalId && s.configuration === configuration && s.trial === trial)!
}

type CancelReason = Extract<ToWorker, { t: 'cancel' }>['reason']

const doneOf = (m: FromWorker) => {
  if (m.t !== 'done') throw new Error(`expected done, got ${JSON.stringify(m)}`)
  return m
}

/** The scripted agent: turn 1 writes result.md (naming the eval and the skill marker it saw), turn 2 ends. */
const agent: FakeAnthropicOptions['handler'] = (req) => {
  const turns = (req.body?.messages ?? []).filter((m: { role: string }) => m.role === 'assistant').length
  const evalId = Object.entries(PROMPTS).find(([, p]) => p === promptOf(req))?.[0] ?? '?'
  if (turns === 0) return toolUseReply('Write', { file_path: 'result.md', content: `eval ${evalId}; marker ${markerOf(req)}; ${SECRET}\n` })
  return textReply(`Done with eval ${evalId}.`)
}
const SECRET = 'rw-secret-5f3a9c1e77d2b4'

const STATS0 = { apiCalls: 0, retries: 0, rateLimited: 0, overloaded: 0, cacheHits: 0, cacheWrites: 0, cacheRejected: 0, errors: 0 }

describe('run-worker.ts on the main thread', () => {
  test('without a parent port it refuses to load', async () => {
    current = { parentPort: null, workerData: { secrets: [] } }
    jest.resetModules()
    await expect(import('../../src/run/run-worker.js')).rejects.toThrow(/^run-worker\.ts is a worker thread script$/)
  })

  test('ready first (and alone); the secrets registered before any run; the no-sandbox notice forwarded', async () => {
    await setup({ handler: agent })
    const m = await startWorker(init({ secrets: [SECRET, 'another-secret-9911'] }))
    expect(m.redact.secretValues()).toEqual(expect.arrayContaining([SECRET, 'another-secret-9911']))
    expect(m.redact.redact(`a ${SECRET} b`)).toBe('a *** b')
    m.sandbox.giveNoSandboxNotice('no sandbox on this host (test)')
    expect(await m.nth(1)).toEqual({ t: 'notice', text: 'no sandbox on this host (test)' })
    expect(m.received).toHaveLength(2)
  })

  test('a run is solved with the init: client, limiter share, outDir, mode; done with its result and stats; eval and skill are kept', async () => {
    await setup({ handler: agent })
    const m = await startWorker(init({ limit: 3, mode: { runTimeout: true, transcriptNote: '\nNOTE-77' }, secrets: [SECRET] }))
    const e1 = evalOf('brief', 1)
    const spec1 = specOf('brief', 1, 'with_skill')
    m.send({ t: 'solve', id: 7, spec: spec1, evalKey: keyOf(e1), eval: e1, skill: skillOf('brief') })
    const d1 = doneOf(await m.nth(1))
    expect(d1.id).toBe(7)
    expect(d1.stats).toEqual({ ...STATS0, apiCalls: 2, limit: 3 })
    expect(d1.result.record).toMatchObject({ runId: spec1.runId, status: 'completed', apiCalls: 2, turns: 2, filesWritten: ['result.md'], response: 'Done with eval 1.' })
    expect(d1.result.transcript.endsWith('Done with eval 1.\n\nNOTE-77')).toBe(true)
    // The client of the recipe: its key, its base URL.
    expect(fake.messageRequests).toHaveLength(2)
    expect(fake.messageRequests[0]!.headers['authorization']).toBe(`Bearer ${SENTINEL_KEY}`)
    expect(markerOf(fake.messageRequests[0]!)).toBe('MARKER-V1')
    // outputs/ in the init's outDir, redacted with the init's secrets.
    expect(await readFile(join(runFolder(outDir, spec1), 'outputs', 'result.md'), 'utf8')).toBe('eval 1; marker MARKER-V1; ***\n')

    // A later run of the same eval and skill names them by key only.
    const spec2 = specOf('brief', 1, 'with_skill', 2)
    m.send({ t: 'solve', id: 8, spec: spec2, evalKey: keyOf(e1) })
    const d2 = doneOf(await m.nth(2))
    expect(d2).toMatchObject({ t: 'done', id: 8, stats: { ...STATS0, apiCalls: 4, limit: 3 } })
    expect(d2.result.record).toMatchObject({ runId: spec2.runId, status: 'completed', response: 'Done with eval 1.' })
    expect(promptOf(fake.messageRequests[2]!)).toBe(PROMPTS[1])
    expect(markerOf(fake.messageRequests[2]!)).toBe('MARKER-V1')
    expect(await readFile(join(runFolder(outDir, spec2), 'outputs', 'result.md'), 'utf8')).toBe('eval 1; marker MARKER-V1; ***\n')
    expect(m.received.map((r) => r.t)).toEqual(['ready', 'done', 'done'])
  })

  test('a run whose eval or skill was never sent fails with that message; what a failed run brought is kept', async () => {
    await setup({ handler: agent })
    const m = await startWorker(init())
    const e2 = evalOf('brief', 2)
    const spec = specOf('brief', 2, 'with_skill')
    // Neither sent.
    m.send({ t: 'solve', id: 1, spec, evalKey: keyOf(e2) })
    expect(await m.nth(1)).toEqual({ t: 'failed', id: 1, message: `run ${spec.runId}: its eval or skill was not sent to this worker`, stats: { ...STATS0, limit: 6 } })
    // The eval sent, not the skill.
    m.send({ t: 'solve', id: 2, spec, evalKey: keyOf(e2), eval: e2 })
    expect(await m.nth(2)).toEqual({ t: 'failed', id: 2, message: `run ${spec.runId}: its eval or skill was not sent to this worker`, stats: { ...STATS0, limit: 6 } })
    // The skill sent, not the eval: the eval of run 2 was kept.
    m.send({ t: 'solve', id: 3, spec, evalKey: keyOf(e2), skill: skillOf('brief') })
    const d3 = doneOf(await m.nth(3))
    expect(d3.result.record).toMatchObject({ runId: spec.runId, status: 'completed', response: 'Done with eval 2.' })
    // Another skill's eval: the eval sent, its skill not (a skill is kept by name).
    const e3 = evalOf('other', 3)
    const spec3 = specOf('other', 3, 'with_skill')
    m.send({ t: 'solve', id: 4, spec: spec3, evalKey: keyOf(e3), eval: e3 })
    expect(await m.nth(4)).toMatchObject({ t: 'failed', id: 4, message: `run ${spec3.runId}: its eval or skill was not sent to this worker` })
    expect(fake.messageRequests).toHaveLength(2)
  })

  test('a thrown value that is not an Error is sent as its string', async () => {
    await setup({ handler: agent })
    let throwNow = false
    const solver = {
      skillLoading: 'preload', bash: false, maxTurns: 4, maxTokens: 256, runTimeoutSeconds: 30,
      get executor(): undefined {
        if (throwNow) throw 'a plain string, thrown'
        return undefined
      }
    }
    const m = await startWorker(init({ solver: solver as RunWorkerInit['solver'] }))
    const e1 = evalOf('brief', 1)
    throwNow = true
    m.send({ t: 'solve', id: 5, spec: specOf('brief', 1, 'with_skill'), evalKey: keyOf(e1), eval: e1, skill: skillOf('brief') })
    expect(await m.nth(1)).toEqual({ t: 'failed', id: 5, message: 'a plain string, thrown', stats: { ...STATS0, limit: 6 } })
  })

  test('old_skill: the base sent once is kept for its skill; a null base means none; the base skill is what the run loads', async () => {
    await setup({ handler: agent })
    const baseDir = await tempDir('threads-mut-rw-base-')
    await writeFile(join(baseDir, 'SKILL.md'), '---\nname: brief\ndescription: The old brief.\n---\n\nBody marker: OLD-BASE.\n')
    const m = await startWorker(init())
    const e1 = evalOf('brief', 1)
    const base = { name: 'brief', description: 'The old brief.', body: 'Body marker: OLD-BASE.\n', dir: baseDir }
    const s1 = specOf('brief', 1, 'old_skill', 1)
    m.send({ t: 'solve', id: 1, spec: s1, evalKey: keyOf(e1), eval: e1, skill: skillOf('brief'), base })
    const d1 = doneOf(await m.nth(1))
    expect(d1.result.record).toMatchObject({ runId: s1.runId, configuration: 'old_skill', status: 'completed' })
    expect(markerOf(fake.messageRequests[0]!)).toBe('OLD-BASE')
    expect(systemText(fake.messageRequests[0]!)).toContain('<skill name="brief">\n<description>The old brief.</description>')
    // Not sent again: the kept one.
    const s2 = specOf('brief', 1, 'old_skill', 2)
    m.send({ t: 'solve', id: 2, spec: s2, evalKey: keyOf(e1) })
    doneOf(await m.nth(2))
    expect(markerOf(fake.messageRequests[2]!)).toBe('OLD-BASE')
    expect(await readFile(join(runFolder(outDir, s2), 'outputs', 'result.md'), 'utf8')).toBe(`eval 1; marker OLD-BASE; ${SECRET}\n`)
    // with_skill of the same skill is not touched by its base.
    const s3 = specOf('brief', 1, 'with_skill', 1)
    m.send({ t: 'solve', id: 3, spec: s3, evalKey: keyOf(e1) })
    doneOf(await m.nth(3))
    expect(markerOf(fake.messageRequests[4]!)).toBe('MARKER-V1')
    // Another skill without a base (null): its old_skill runs load no skill, now and later.
    const e3 = evalOf('other', 3)
    const s4 = specOf('other', 3, 'old_skill', 1)
    m.send({ t: 'solve', id: 4, spec: s4, evalKey: keyOf(e3), eval: e3, skill: skillOf('other'), base: null })
    const d4 = doneOf(await m.nth(4))
    expect(d4.result.record).toMatchObject({ runId: s4.runId, status: 'completed' })
    expect(markerOf(fake.messageRequests[6]!)).toBe('none')
    expect(systemText(fake.messageRequests[6]!)).not.toContain('<skill')
    const s5 = specOf('other', 3, 'old_skill', 2)
    m.send({ t: 'solve', id: 5, spec: s5, evalKey: keyOf(e3) })
    doneOf(await m.nth(5))
    expect(markerOf(fake.messageRequests[8]!)).toBe('none')
    // The base of brief is still there.
    const s6 = specOf('brief', 1, 'old_skill', 3)
    m.send({ t: 'solve', id: 6, spec: s6, evalKey: keyOf(e1) })
    doneOf(await m.nth(6))
    expect(markerOf(fake.messageRequests[10]!)).toBe('OLD-BASE')
    expect(fake.messageRequests).toHaveLength(12)
  })

  test.each([
    // The signal's own AbortError: a DOMException, from Node's realm under Jest (not an Error of the
    // module's realm, so the executor shows no detail); in a real worker, "This operation was aborted".
    ['no reason: the default AbortError', undefined, /^run aborted(: This operation was aborted)?$/],
    ['a string reason', 'the job was cancelled', 'run aborted: the job was cancelled'],
    ['an Error-like reason with a name', { name: 'BudgetExceeded', message: 'the budget is spent' }, 'run aborted: the budget is spent'],
    ['an Error-like reason without a name', { message: 'stopped by the user' }, 'run aborted: stopped by the user']
  ] as const)('cancel with %s aborts the runs with that reason (and nothing else)', async (_name, reason, message) => {
    await setup({ handler: agent })
    const m = await startWorker(init())
    const e1 = evalOf('brief', 1)
    const spec = specOf('brief', 1, 'with_skill')
    m.send({ t: 'cancel', reason: reason as CancelReason })
    m.send({ t: 'solve', id: 1, spec, evalKey: keyOf(e1), eval: e1, skill: skillOf('brief') })
    const d = doneOf(await m.nth(1))
    expect(d.result.record).toMatchObject({ runId: spec.runId, status: 'error', error: { message: typeof message === 'string' ? message : expect.stringMatching(message), type: 'aborted' }, apiCalls: 0 })
    // The limiter is not touched (cancel does not fall through to limit), the worker is not closed.
    expect(d.stats).toEqual({ ...STATS0, limit: 6 })
    expect(fake.messageRequests).toHaveLength(0)
    m.send({ t: 'close' })
    expect(await m.nth(2)).toEqual({ t: 'closed', stats: { ...STATS0, limit: 6 } })
  })

  test('limit from the main thread halves the limiter (once); the worker goes on solving', async () => {
    await setup({ handler: agent })
    const m = await startWorker(init({ limit: 6 }))
    m.send({ t: 'limit' })
    const e1 = evalOf('brief', 1)
    m.send({ t: 'solve', id: 1, spec: specOf('brief', 1, 'with_skill'), evalKey: keyOf(e1), eval: e1, skill: skillOf('brief') })
    const d = doneOf(await m.nth(1))
    expect(d.result.record.status).toBe('completed')
    expect(d.stats).toEqual({ ...STATS0, apiCalls: 2, limit: 3 })
    expect(m.received.map((r) => r.t)).toEqual(['ready', 'done'])
  })

  test('a 429 from the API: the worker tells the main thread (limit), once, and nothing for the other gateway events', async () => {
    await setup({ handler: agent, faults: [{ status: 429, retryAfterMs: 1 }] })
    const m = await startWorker(init({ limit: 6 }))
    const e1 = evalOf('brief', 1)
    m.send({ t: 'solve', id: 1, spec: specOf('brief', 1, 'with_skill'), evalKey: keyOf(e1), eval: e1, skill: skillOf('brief') })
    expect(await m.nth(1)).toEqual({ t: 'limit' })
    const d = doneOf(await m.nth(2))
    expect(d.result.record).toMatchObject({ status: 'completed', apiCalls: 3, retries: 1 })
    expect(d.stats).toEqual({ ...STATS0, apiCalls: 3, retries: 1, rateLimited: 1, limit: 3 })
    expect(m.received.map((r) => r.t)).toEqual(['ready', 'limit', 'done'])
  })

  test('close without a cache: closed with the stats, then the port is closed; an unknown message is ignored', async () => {
    await setup({ handler: agent })
    const m = await startWorker(init({ limit: 2 }))
    const e1 = evalOf('brief', 1)
    m.send({ t: 'solve', id: 1, spec: specOf('brief', 1, 'with_skill'), evalKey: keyOf(e1), eval: e1, skill: skillOf('brief') })
    doneOf(await m.nth(1))
    m.send({ t: 'what-is-this' })
    m.send({ t: 'close' })
    expect(await m.nth(2)).toEqual({ t: 'closed', stats: { ...STATS0, apiCalls: 2, limit: 2 } })
    await m.portClosed()
    expect(m.received).toHaveLength(3)
  })

  test('the response cache of the init: written by one worker, flushed by close, read by the next', async () => {
    await setup({ handler: agent })
    const cacheDir = await tempDir('threads-mut-rw-cache-')
    const cache: RunWorkerInit['cache'] = { dir: cacheDir, mode: 'read-write', mac: { key: 'ab'.repeat(32), scope: 'job', job: 'job-rw-1', foreignToolUse: false } }
    const e1 = evalOf('brief', 1)
    const spec = specOf('brief', 1, 'with_skill')
    const first = await startWorker(init({ cache }))
    first.send({ t: 'solve', id: 1, spec, evalKey: keyOf(e1), eval: e1, skill: skillOf('brief') })
    expect(doneOf(await first.nth(1)).stats).toEqual({ ...STATS0, apiCalls: 2, cacheWrites: 2, limit: 6 })
    first.send({ t: 'close' })
    expect(await first.nth(2)).toEqual({ t: 'closed', stats: { ...STATS0, apiCalls: 2, cacheWrites: 2, limit: 6 } })
    await first.portClosed()
    expect((await readdir(cacheDir)).length).toBeGreaterThan(0)

    const second = await startWorker(init({ cache }))
    second.send({ t: 'solve', id: 1, spec, evalKey: keyOf(e1), eval: e1, skill: skillOf('brief') })
    const d = doneOf(await second.nth(1))
    expect(d.result.record).toMatchObject({ status: 'completed', response: 'Done with eval 1.' })
    expect(d.stats).toEqual({ ...STATS0, cacheHits: 2, limit: 6 })
    expect(fake.messageRequests).toHaveLength(2)
  })
})
