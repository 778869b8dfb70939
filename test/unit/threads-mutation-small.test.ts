/**
 * Issue 36 (mutation part `threads`): the small modules beside the run engine, stated exactly.
 * - thread-load.ts: the constants of `whenBusy`, and what the default load source reads;
 * - task-log.ts: the last line of a key wins, torn and foreign lines are skipped, a newer version
 *   refuses, appends are serialised, redacted and make their folder;
 * - gateway-factory.ts and worker-messages.ts (`createSideGateway`): the retry count, the request
 *   and idle timeouts, the back-off base, the limiter's size and the cache reach the gateway
 *   (against the loopback fake Messages API);
 * - worker-entry.ts: the registered script wins; from source it is run-worker-source.mjs.
 */
import { afterEach, describe, expect, test } from '@jest/globals'
import Anthropic from '@anthropic-ai/sdk'
import { mkdir, mkdtemp, readdir, readFile, realpath, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { pathToFileURL } from 'node:url'
import { BUSY_UTILIZATION, BUSY_WINDOW_MS, BUSY_WINDOWS, LoadWindow, threadLoadSource } from '../../src/run/thread-load.js'
import { TASK_LOG_VERSION, TaskLog } from '../../src/run/task-log.js'
import { createGatewayFor } from '../../src/run/gateway-factory.js'
import { createSideGateway } from '../../src/run/worker-messages.js'
import { runWorkerEntry, setRunWorkerEntry } from '../../src/run/worker-entry.js'
import { runWorkersAvailable } from '../../src/run/threads.js'
import { AdaptiveLimiter } from '../../src/run/limiter.js'
import { registerSecret } from '../../src/redact/index.js'
import type { Gateway, GatewayEvent } from '../../src/run/gateway.js'
import type { RunId } from '../../src/types.js'
import { startFakeAnthropic, textReply, type Fault } from '../fakes/anthropic-server.js'

const cleanups: (() => Promise<unknown>)[] = []
afterEach(async () => {
  setRunWorkerEntry(undefined)
  while (cleanups.length) await cleanups.pop()!()
})

async function tempDir(): Promise<string> {
  const d = await realpath(await mkdtemp(join(os.tmpdir(), 'threads-mut-small-')))
  cleanups.push(() => rm(d, { recursive: true, force: true }))
  return d
}

describe('thread-load', () => {
  test('the constants of whenBusy', () => {
    expect(BUSY_UTILIZATION).toBe(0.8)
    expect(BUSY_WINDOW_MS).toBe(200)
    expect(BUSY_WINDOWS).toBe(2)
  })

  test('the default source reads this thread: the event loop, user + system CPU in ms, performance.now()', () => {
    const cpuBefore = process.cpuUsage()
    const loopBefore = performance.eventLoopUtilization()
    const nowBefore = performance.now()
    const loop = threadLoadSource.eventLoop()
    const cpu = threadLoadSource.cpuMs()
    const now = threadLoadSource.nowMs()
    const loopAfter = performance.eventLoopUtilization()
    const cpuAfter = process.cpuUsage()
    const nowAfter = performance.now()
    expect(cpuBefore.system).toBeGreaterThan(0)
    expect(cpu).toBeGreaterThanOrEqual((cpuBefore.user + cpuBefore.system) / 1000)
    expect(cpu).toBeLessThanOrEqual((cpuAfter.user + cpuAfter.system) / 1000)
    expect(now).toBeGreaterThanOrEqual(nowBefore)
    expect(now).toBeLessThanOrEqual(nowAfter)
    expect(loop.activeMs).toBeGreaterThanOrEqual(loopBefore.active)
    expect(loop.activeMs).toBeLessThanOrEqual(loopAfter.active)
    expect(loop.idleMs).toBeGreaterThanOrEqual(loopBefore.idle)
    expect(loop.idleMs).toBeLessThanOrEqual(loopAfter.idle)
  })

  test('a window whose clock went back reads 0 cores; its event-loop share is still measured', () => {
    let now = 1000
    let active = 0
    let cpu = 0
    const w = new LoadWindow({ eventLoop: () => ({ activeMs: active, idleMs: 0 }), cpuMs: () => cpu, nowMs: () => now })
    now = 900
    active = 10
    cpu = 50
    expect(w.next()).toEqual({ utilization: 1, cpuCores: 0 })
    // The next window starts where that one ended (now = 900, cpu = 50).
    now = 1000
    cpu = 130
    active = 20
    expect(w.next()).toEqual({ utilization: 1, cpuCores: 0.8 })
  })
})

describe('task log', () => {
  test('version 1; an absent file is an empty log', async () => {
    expect(TASK_LOG_VERSION).toBe(1)
    const dir = await tempDir()
    expect((await new TaskLog(join(dir, 'none.jsonl')).load()).size).toBe(0)
  })

  test('the last line of a key wins; blank, torn, non-object and incomplete lines are skipped', async () => {
    const dir = await tempDir()
    const file = join(dir, 'log.jsonl')
    const lines = [
      JSON.stringify({ version: 1, key: 'a', result: { n: 1 } }),
      '',
      '   ',
      JSON.stringify({ version: 1, key: 'b', result: 0 }),
      'null',
      '42',
      '"text"',
      JSON.stringify({ version: 1, key: 7, result: 'numeric key' }),
      JSON.stringify({ version: 1, key: 'c' }),
      JSON.stringify({ version: 1, key: 'd', result: null }),
      JSON.stringify({ version: '9', key: 'e', result: 'string version is not a number' }),
      JSON.stringify({ key: 'f', result: false }),
      JSON.stringify({ version: 1, key: 'a', result: { n: 2 } }),
      '{"version":1,"key":"g","res'
    ]
    await writeFile(file, lines.join('\n'))
    const got = await new TaskLog<unknown>(file).load()
    expect([...got.entries()]).toEqual([
      ['a', { n: 2 }],
      ['b', 0],
      ['d', null],
      ['e', 'string version is not a number'],
      ['f', false]
    ])
  })

  test('a line of a newer version refuses the log, naming the file and both versions; version 1 is read', async () => {
    const dir = await tempDir()
    const file = join(dir, 'log.jsonl')
    await writeFile(file, JSON.stringify({ version: 1, key: 'a', result: 1 }) + '\n' + JSON.stringify({ version: 2, key: 'b', result: 2 }) + '\n')
    await expect(new TaskLog(file).load()).rejects.toThrow(
      `${file}: written by a newer skill-evals (task log version 2; this one reads up to version 1).`
    )
    await writeFile(file, JSON.stringify({ version: 1, key: 'a', result: 1 }) + '\n')
    expect([...(await new TaskLog(file).load())]).toEqual([['a', 1]])
  })

  test('a log that cannot be read (a folder) is an error, not an empty log', async () => {
    const dir = await tempDir()
    await mkdir(join(dir, 'folder.jsonl'))
    await expect(new TaskLog(join(dir, 'folder.jsonl')).load()).rejects.toMatchObject({ code: 'EISDIR' })
  })

  test('append: one line each, in call order, in a folder it makes, redacted; load reads them back', async () => {
    const dir = await tempDir()
    const file = join(dir, 'deep', 'er', 'log.jsonl')
    const log = new TaskLog<{ v: string }>(file)
    expect(log.file).toBe(file)
    const secret = 'tasklog-secret-7f3a9c1e55d2'
    registerSecret(secret)
    const all = Promise.all([log.append('k1', { v: 'one' }), log.append('k2', { v: `has ${secret}` }), log.append('k1', { v: 'three' })])
    await all
    const text = await readFile(file, 'utf8')
    const lines = text.split('\n')
    expect(lines).toHaveLength(4)
    expect(lines[3]).toBe('')
    expect(JSON.parse(lines[0]!)).toEqual({ version: 1, key: 'k1', result: { v: 'one' } })
    expect(JSON.parse(lines[2]!)).toEqual({ version: 1, key: 'k1', result: { v: 'three' } })
    expect(text).not.toContain(secret)
    expect(JSON.parse(lines[1]!).key).toBe('k2')
    const loaded = await log.load()
    expect(loaded.get('k1')).toEqual({ v: 'three' })
    expect(loaded.get('k2')!.v).not.toContain(secret)
  })
})

describe('worker entry', () => {
  test('from source: run-worker-source.mjs beside worker-entry.ts; a registered script wins; undefined clears it', () => {
    const dflt = runWorkerEntry()
    expect(dflt).toBeDefined()
    expect(dflt!.url.href).toBe(new URL('../../src/run/run-worker-source.mjs', import.meta.url).href)
    expect(runWorkersAvailable()).toBe(true)
    const mine = pathToFileURL('/somewhere/cli-worker.js')
    setRunWorkerEntry(mine)
    expect(runWorkerEntry()).toEqual({ url: mine })
    setRunWorkerEntry(undefined)
    expect(runWorkerEntry()!.url.href).toBe(dflt!.url.href)
  })
})

// ─── The gateways built from shared settings ──────────────────────────────────────────

const SPEC: RunId = { runId: 's/iteration-1/eval-1/with_skill/run-1', skill: 's', evalId: 1, evalDir: 'eval-1', configuration: 'with_skill', trial: 1, model: 'claude-sonnet-5-5' }
const params = (text: string): Anthropic.MessageCreateParamsNonStreaming => ({ model: SPEC.model, max_tokens: 16, messages: [{ role: 'user', content: text }] })

async function fakeWith(faults: Fault[]) {
  const fake = await startFakeAnthropic({ handler: () => textReply('hello'), faults })
  cleanups.push(() => fake.close())
  return { fake, client: new Anthropic({ apiKey: 'sk-ant-test-threads', baseURL: fake.url, maxRetries: 0 }) }
}

type Build = (o: { client: Anthropic; concurrency: number; maxRetries?: number; requestTimeoutMs?: number; idleTimeoutMs?: number; backoffInitialMs?: number; events?: GatewayEvent[] }) => Promise<Gateway & { close?: () => Promise<void> }>

const builders: [string, Build][] = [
  [
    'createGatewayFor',
    async (o) => {
      const dir = await tempDir()
      return createGatewayFor({ client: o.client, root: dir, concurrency: o.concurrency, cache: 'off', cacheDir: 'cache', maxRetries: o.maxRetries, requestTimeoutMs: o.requestTimeoutMs, idleTimeoutMs: o.idleTimeoutMs, backoffInitialMs: o.backoffInitialMs })
    }
  ],
  [
    'createSideGateway',
    async (o) =>
      createSideGateway(
        { maxRetries: o.maxRetries, requestTimeoutMs: o.requestTimeoutMs, idleTimeoutMs: o.idleTimeoutMs, backoffInitialMs: o.backoffInitialMs },
        { client: o.client, limiter: new AdaptiveLimiter({ max: o.concurrency }), cache: undefined, onEvent: (e) => o.events?.push(e) }
      )
  ]
]

describe.each(builders)('%s', (_name, build) => {
  test('the limiter has the concurrency; maxRetries bounds the attempts', async () => {
    const { fake, client } = await fakeWith([{ status: 500 }, { status: 500 }, { status: 500 }])
    const g = await build({ client, concurrency: 3, maxRetries: 1, backoffInitialMs: 1 })
    expect(g.stats().limit).toBe(3)
    await expect(g.send(params('a'), { spec: SPEC, turn: 1 })).rejects.toBeDefined()
    expect(fake.messageRequests).toHaveLength(2)
    const ok = await (await build({ client, concurrency: 1, maxRetries: 1, backoffInitialMs: 1 })).send(params('b'), { spec: SPEC, turn: 1 })
    expect(ok.retries).toBe(1) // the third fault, then the answer
    expect(fake.messageRequests).toHaveLength(4)
    await g.close?.()
  })

  test('the back-off base: five retries at 1 ms take far less than the default 500 ms base would (≥ 11.6 s)', async () => {
    const { client } = await fakeWith(Array.from({ length: 5 }, () => ({ status: 500 })))
    const g = await build({ client, concurrency: 2, maxRetries: 5, backoffInitialMs: 1 })
    const t0 = Date.now()
    const r = await g.send(params('c'), { spec: SPEC, turn: 1 })
    expect(r.retries).toBe(5)
    expect(Date.now() - t0).toBeLessThan(6000)
    await g.close?.()
  }, 20_000)

  test('the idle timeout: a body that stalls is abandoned after idleTimeoutMs and retried', async () => {
    const { client } = await fakeWith(['stall'])
    const g = await build({ client, concurrency: 2, maxRetries: 1, idleTimeoutMs: 150, backoffInitialMs: 1 })
    const r = await g.send(params('d'), { spec: SPEC, turn: 1 })
    expect(r.retries).toBe(1)
    expect(r.message.content).toEqual([expect.objectContaining({ type: 'text', text: 'hello' })])
    await g.close?.()
  }, 8_000)

  test('the request timeout: an attempt that never answers is abandoned after requestTimeoutMs and retried', async () => {
    const { client } = await fakeWith(['hang'])
    const g = await build({ client, concurrency: 2, maxRetries: 1, requestTimeoutMs: 200, backoffInitialMs: 1 })
    const r = await g.send(params('e'), { spec: SPEC, turn: 1 })
    expect(r.retries).toBe(1)
    await g.close?.()
  }, 8_000)
})

test('createSideGateway hands its events to onEvent', async () => {
  const { client } = await fakeWith([])
  const events: GatewayEvent[] = []
  const g = await builders[1]![1]({ client, concurrency: 1, events })
  await g.send(params('f'), { spec: SPEC, turn: 1 })
  expect(events.map((e) => e.type)).toContain('request')
})

test('createGatewayFor: the response cache in <root>/<cacheDir>; close() flushes it for the next gateway', async () => {
  const { fake, client } = await fakeWith([])
  const root = await tempDir()
  const g1 = createGatewayFor({ client, root, concurrency: 2, cache: 'read-write', cacheDir: 'the-cache' })
  await g1.send(params('same'), { spec: SPEC, turn: 1 })
  expect(g1.stats().cacheWrites).toBe(1)
  await g1.close()
  expect(fake.messageRequests).toHaveLength(1)
  const g2 = createGatewayFor({ client, root, concurrency: 2, cache: 'read-write', cacheDir: 'the-cache' })
  const r = await g2.send(params('same'), { spec: SPEC, turn: 1 })
  expect(r.cached).toBe(true)
  expect((await readdir(join(root, 'the-cache'))).length).toBeGreaterThan(0)
  expect(g2.stats()).toMatchObject({ cacheHits: 1, apiCalls: 0 })
  await g2.close()
  expect(fake.messageRequests).toHaveLength(1)
  // cache off: nothing kept, close() still resolves.
  const g3 = createGatewayFor({ client, root, concurrency: 2, cache: 'off', cacheDir: 'the-cache' })
  await g3.send(params('same'), { spec: SPEC, turn: 1 })
  await expect(g3.close()).resolves.toBeUndefined()
  expect(fake.messageRequests).toHaveLength(2)
})
