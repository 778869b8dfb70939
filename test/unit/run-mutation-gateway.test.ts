/**
 * The gateway (src/run/gateway.ts) edge by edge: how each failure is classified and retried,
 * the waits (server-given, back-off with jitter, caps), what a failed send records, the error
 * types for unreadable or stalled bodies, the idle-timeout fetch wrapper, the response cache
 * path, and the options passed to the SDK. The SDK is played by a small scripted client (as in
 * run-gateway.test.ts) or, where the HTTP layer matters, the real SDK against the loopback fake.
 * Back-off is kept short through the gateway's own options; no timers are mocked.
 */
import { describe, expect, test, jest } from '@jest/globals'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import Anthropic, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from '@anthropic-ai/sdk'
import { AdaptiveLimiter } from '../../src/run/limiter.js'
import {
  createGateway,
  DEFAULT_IDLE_TIMEOUT_MS,
  failureInfo,
  IdleTimeoutError,
  idleTimeoutFetch,
  InvalidResponseError,
  isAbortError,
  ResponseTimeoutError,
  retryAfterFromHeaders,
  toRunError,
  type GatewayEvent,
  type SendContext,
} from '../../src/run/gateway.js'
import { ResponseCache } from '../../src/run/response-cache.js'
import type { RunId } from '../../src/types.js'
import { startFakeAnthropic, textReply } from '../fakes/anthropic-server.js'

// Every test here takes well under a second; a mutant that makes one hang fails it fast.
jest.setTimeout(5000)

// ─── helpers ──────────────────────────────────────────────────────────────────────────

const spec = (trial = 1): RunId => ({
  runId: `s/eval-1-x/with_skill/run-${trial}`,
  skill: 's',
  evalId: 1,
  evalDir: 'eval-1-x',
  configuration: 'with_skill',
  trial,
  model: 'claude-haiku-5-5',
})
const ctx = (over: Partial<SendContext> = {}): SendContext => ({ spec: spec(), turn: 3, ...over })
const params = (text = 'hi'): Anthropic.MessageCreateParamsNonStreaming => ({
  model: 'claude-haiku-5-5',
  max_tokens: 100,
  messages: [{ role: 'user', content: text }],
})

function message(text = 'ok'): Anthropic.Message {
  return {
    id: `msg_${text}`,
    type: 'message',
    role: 'assistant',
    model: 'claude-haiku-5-5',
    content: [{ type: 'text', text, citations: null }],
    stop_reason: 'end_turn',
    stop_sequence: null,
    usage: { input_tokens: 3, output_tokens: 1, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 },
  } as unknown as Anthropic.Message
}

function apiError(status: number, headers: Record<string, string> = {}, type = 'api_error'): APIError {
  return APIError.generate(status, { type: 'error', error: { type, message: `boom ${status}` }, request_id: headers['request-id'] }, undefined, new Headers(headers))
}

/** One attempt's outcome: an error to throw (optionally with a Response the SDK could still give), or a body. */
type Step =
  | Error
  | Anthropic.Message
  | { throws: unknown; response?: Response | 'throws' | 'not-a-response' | 'headers-without-get' }
  | { throwsAtCreate: unknown }
  | { data: unknown; requestId?: string | null; response?: unknown }

/** A stand-in for the SDK client: plays `steps` in order (the last one repeats) and records each call. */
function scripted(steps: Step[]) {
  const calls: { params: unknown; opts: Record<string, unknown> }[] = []
  const client = {
    messages: {
      create(p: unknown, opts: Record<string, unknown>) {
        calls.push({ params: p, opts })
        const n = calls.length
        const step = steps[Math.min(n - 1, steps.length - 1)]!
        if (!(step instanceof Error) && 'throwsAtCreate' in step) throw step.throwsAtCreate
        const out: Record<string, unknown> = {
          withResponse: async () => {
            if (step instanceof Error) throw step
            if ('throws' in step) throw step.throws
            if ('data' in step) return { data: step.data, request_id: step.requestId === undefined ? `req_ok_${n}` : step.requestId, response: step.response }
            return { data: step, request_id: `req_ok_${n}`, response: undefined }
          },
        }
        if (!(step instanceof Error) && 'throws' in step && step.response !== undefined) {
          const r = step.response
          out.asResponse = async () => {
            if (r === 'throws') throw new Error('no response')
            if (r === 'not-a-response') return { status: 200 }
            if (r === 'headers-without-get') return { status: 200, headers: {} }
            return r
          }
        }
        return out
      },
    },
  }
  return { client: client as unknown as Anthropic, calls }
}

const limiter = (max = 2) => new AdaptiveLimiter({ max })
const fail = <T>(p: Promise<T>) => p.then(
  () => {
    throw new Error('expected the send to fail')
  },
  (e: unknown) => e,
)
const retryEvents = (events: GatewayEvent[]) => events.filter((e): e is Extract<GatewayEvent, { type: 'retry' }> => e.type === 'retry')

async function withTempDir<T>(fn: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), 'gw-mut-'))
  try {
    return await fn(dir)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

// ─── classification ──────────────────────────────────────────────────────────────────

describe('which failures are retried, and why', () => {
  test.each([
    [429, 'rate_limited', { rateLimited: 1, overloaded: 0 }],
    [529, 'overloaded', { rateLimited: 0, overloaded: 1 }],
    [500, 'server_error', { rateLimited: 0, overloaded: 1 }],
    [503, 'server_error', { rateLimited: 0, overloaded: 1 }],
    [408, 'request_timeout', { rateLimited: 0, overloaded: 0 }],
    [409, 'conflict', { rateLimited: 0, overloaded: 0 }],
  ] as const)('a %s is retried as %s', async (status, reason, counted) => {
    const { client, calls } = scripted([apiError(status, { 'retry-after-ms': '1', 'request-id': 'req_x' }), message()])
    const events: GatewayEvent[] = []
    const gw = createGateway({ client, limiter: new AdaptiveLimiter({ max: 4 }), onEvent: (e) => events.push(e) })
    const res = await gw.send(params(), ctx())
    expect(res).toMatchObject({ retries: 1, cached: false, requestId: 'req_ok_2' })
    expect(calls).toHaveLength(2)
    expect(retryEvents(events)).toEqual([
      { type: 'retry', runId: spec().runId, turn: 3, attempt: 1, reason, status, requestId: 'req_x', waitMs: 1, waitSource: 'retry-after-ms' },
    ])
    expect(gw.stats()).toEqual({ apiCalls: 2, retries: 1, cacheHits: 0, cacheWrites: 0, cacheRejected: 0, errors: 0, limit: status === 429 ? 2 : 4, ...counted })
  })

  test.each([400, 401, 403, 404, 413, 422, 499])('a %s fails at once: no retry, not counted as overload', async (status) => {
    const { client, calls } = scripted([apiError(status), message()])
    const gw = createGateway({ client, limiter: limiter() })
    const err = await fail(gw.send(params(), ctx()))
    expect(err).toMatchObject({ status })
    expect(calls).toHaveLength(1)
    expect(failureInfo(err)).toEqual({ apiCalls: 1, retries: 0 })
    expect(gw.stats()).toMatchObject({ apiCalls: 1, retries: 0, errors: 1, overloaded: 0, rateLimited: 0 })
  })

  test('x-should-retry: true makes a 400 retried (reason should_retry)', async () => {
    const { client, calls } = scripted([apiError(400, { 'x-should-retry': 'true', 'retry-after-ms': '1' }), message()])
    const events: GatewayEvent[] = []
    const gw = createGateway({ client, limiter: limiter(), onEvent: (e) => events.push(e) })
    expect((await gw.send(params(), ctx())).retries).toBe(1)
    expect(calls).toHaveLength(2)
    expect(retryEvents(events)[0]).toMatchObject({ reason: 'should_retry', status: 400 })
  })

  test('x-should-retry: false stops a 429 and a 529 (and the 429 still counts)', async () => {
    for (const status of [429, 529]) {
      const { client, calls } = scripted([apiError(status, { 'x-should-retry': 'false' }), message()])
      const gw = createGateway({ client, limiter: limiter() })
      await expect(gw.send(params(), ctx())).rejects.toMatchObject({ status })
      expect(calls).toHaveLength(1)
    }
  })

  test('an error with no status and no known name (a bug, not the network) is not retried', async () => {
    const { client, calls } = scripted([new TypeError('x is not a function'), message()])
    const gw = createGateway({ client, limiter: limiter() })
    const err = await fail(gw.send(params(), ctx()))
    expect(err).toBeInstanceOf(TypeError)
    expect(calls).toHaveLength(1)
  })

  test('a connection timeout and a connection error are retried as timeout / connection, limit untouched', async () => {
    for (const [err, reason] of [
      [new APIConnectionTimeoutError(), 'timeout'],
      [new APIConnectionError({ message: 'Connection error.' }), 'connection'],
    ] as const) {
      const { client } = scripted([err, message()])
      const events: GatewayEvent[] = []
      const lim = new AdaptiveLimiter({ max: 4 })
      const gw = createGateway({ client, limiter: lim, backoff: { initialMs: 1 }, onEvent: (e) => events.push(e) })
      expect((await gw.send(params(), ctx())).retries).toBe(1)
      const [retry] = retryEvents(events)
      expect(retry).toMatchObject({ reason, waitSource: 'backoff' })
      expect(retry).not.toHaveProperty('status')
      expect(retry).not.toHaveProperty('requestId')
      expect(lim.limit).toBe(4)
      expect(gw.stats()).toMatchObject({ overloaded: 0, rateLimited: 0 })
    }
  })

  test('an idle timeout before the headers (IdleTimeoutError) is retried as timeout', async () => {
    const { client } = scripted([new IdleTimeoutError(50), message()])
    const events: GatewayEvent[] = []
    const gw = createGateway({ client, limiter: limiter(), backoff: { initialMs: 1 }, onEvent: (e) => events.push(e) })
    expect((await gw.send(params(), ctx())).retries).toBe(1)
    expect(retryEvents(events)[0]).toMatchObject({ reason: 'timeout' })
  })

  test('an abort is never retried, whatever the error says', async () => {
    for (const err of [new APIUserAbortError(), Object.assign(new Error('stop'), { name: 'AbortError' })]) {
      const { client, calls } = scripted([err, message()])
      const gw = createGateway({ client, limiter: limiter() })
      expect(await fail(gw.send(params(), ctx()))).toBe(err)
      expect(calls).toHaveLength(1)
    }
    // the run's signal aborted: even a 529 is not retried
    const ac = new AbortController()
    const { client, calls } = scripted([apiError(529), message()])
    const gw = createGateway({
      client: {
        messages: {
          create: (p: Anthropic.MessageCreateParamsNonStreaming, o: Record<string, unknown>) => {
            ac.abort()
            return (client as unknown as { messages: { create: (p: unknown, o: unknown) => unknown } }).messages.create(p, o)
          },
        },
      } as unknown as Anthropic,
      limiter: limiter(),
    })
    await expect(gw.send(params(), ctx({ signal: ac.signal }))).rejects.toMatchObject({ status: 529 })
    expect(calls).toHaveLength(1)
  })

  test('isAbortError knows both abort names and nothing else', () => {
    expect(isAbortError(new APIUserAbortError())).toBe(true)
    expect(isAbortError(Object.assign(new Error('x'), { name: 'AbortError' }))).toBe(true)
    expect(isAbortError(new Error('AbortError'))).toBe(false)
    expect(isAbortError(undefined)).toBe(false)
    expect(isAbortError('AbortError')).toBe(false)
  })
})

// ─── waits ────────────────────────────────────────────────────────────────────────────

describe('how long the gateway waits before a retry', () => {
  /** The first retry's event, then the send is aborted (so long waits are only announced). */
  async function firstRetry(step: Error, opts: Parameters<typeof createGateway>[0] extends infer O ? Partial<O> : never = {}) {
    const { client } = scripted([step, message()])
    const events: GatewayEvent[] = []
    const ac = new AbortController()
    const gw = createGateway({
      client,
      limiter: limiter(),
      ...opts,
      onEvent: (e) => {
        events.push(e)
        if (e.type === 'retry') queueMicrotask(() => ac.abort(new Error('enough')))
      },
    })
    const err = await fail(gw.send(params(), ctx({ signal: ac.signal })))
    return { retry: retryEvents(events)[0]!, err, gw }
  }

  test('default back-off starts at 500 ms, and a wait is never longer than 8 s by default', async () => {
    expect((await firstRetry(apiError(500), { random: () => 0 })).retry).toMatchObject({ waitMs: 500, waitSource: 'backoff' })
    expect((await firstRetry(apiError(500), { random: () => 0, backoff: { initialMs: 20_000 } })).retry.waitMs).toBe(8_000)
  })

  test('jitter takes up to a quarter off the back-off', async () => {
    expect((await firstRetry(apiError(500), { random: () => 1, backoff: { initialMs: 400 } })).retry.waitMs).toBe(300)
    expect((await firstRetry(apiError(500), { random: () => 0.5, backoff: { initialMs: 400 } })).retry.waitMs).toBe(350)
  })

  test('the jitter uses Math.random by default: a wait between 75% and 100% of the back-off', async () => {
    for (let i = 0; i < 5; i++) {
      const w = (await firstRetry(apiError(500), { backoff: { initialMs: 1000 } })).retry.waitMs
      expect(w).toBeGreaterThan(750)
      expect(w).toBeLessThanOrEqual(1000)
    }
  })

  test('a server wait longer than the cap is cut to 60 s by default, or to maxRetryWaitMs', async () => {
    expect((await firstRetry(apiError(429, { 'retry-after': '3600' }))).retry).toMatchObject({ waitMs: 60_000, waitSource: 'retry-after' })
    expect((await firstRetry(apiError(429, { 'retry-after': '3600' }), { maxRetryWaitMs: 1234 })).retry.waitMs).toBe(1234)
    expect((await firstRetry(apiError(500), { maxRetryWaitMs: 7, random: () => 0 })).retry.waitMs).toBe(7)
  })

  test('an abort during the wait fails the send with the abort reason and records what it cost', async () => {
    const { err, gw } = await firstRetry(apiError(503, { 'retry-after': '30' }))
    expect((err as Error).message).toBe('enough')
    expect(failureInfo(err)).toEqual({ apiCalls: 1, retries: 1 })
    expect(gw.stats()).toMatchObject({ errors: 1, retries: 1, apiCalls: 1 })
  })

  test('an abort with a plain string reason during the wait fails the send with that reason', async () => {
    const ac = new AbortController()
    const { client } = scripted([apiError(503, { 'retry-after': '30' }), message()])
    const gw = createGateway({ client, limiter: limiter(), onEvent: (e) => e.type === 'retry' && setTimeout(() => ac.abort('stop'), 5) })
    expect(await fail(gw.send(params(), ctx({ signal: ac.signal })))).toBe('stop')
    expect(gw.stats().errors).toBe(1)
  })

  test('without a listener, a 429 that halves the limit and a cache that cannot be written still work', async () => {
    const { client } = scripted([apiError(429, { 'retry-after-ms': '1' }), message()])
    const lim = new AdaptiveLimiter({ max: 4 })
    expect((await createGateway({ client, limiter: lim }).send(params(), ctx())).retries).toBe(1)
    expect(lim.limit).toBe(2)
    await withTempDir(async (dir) => {
      const file = path.join(dir, 'not-a-dir')
      await writeFile(file, 'x')
      const s2 = scripted([message('fresh')])
      const res = await createGateway({ client: s2.client, limiter: limiter(), cache: new ResponseCache({ dir: file, mode: 'read-write' }) }).send(params(), ctx())
      expect(res.message).toEqual(message('fresh'))
    })
  })

  test('a read-only cache miss is answered by the API and not counted as written', async () => {
    await withTempDir(async (dir) => {
      const { client, calls } = scripted([message('live')])
      const gw = createGateway({ client, limiter: limiter(), cache: new ResponseCache({ dir, mode: 'read-only' }) })
      expect((await gw.send(params(), ctx())).cached).toBe(false)
      expect(calls).toHaveLength(1)
      expect(gw.stats()).toMatchObject({ cacheWrites: 0, cacheHits: 0 })
    })
  })

  test('an abort before the wait starts also stops the send', async () => {
    const ac = new AbortController()
    const { client, calls } = scripted([apiError(503, { 'retry-after': '30' }), message()])
    const gw = createGateway({ client, limiter: limiter(), onEvent: (e) => e.type === 'retry' && ac.abort(new Error('now')) })
    await expect(gw.send(params(), ctx({ signal: ac.signal }))).rejects.toThrow('now')
    expect(calls).toHaveLength(1)
  })

  test('back-off doubles per retry from initialMs up to maxMs', async () => {
    const { client } = scripted([apiError(500)])
    const events: GatewayEvent[] = []
    const gw = createGateway({ client, limiter: limiter(), maxRetries: 5, backoff: { initialMs: 2, maxMs: 20 }, random: () => 0, onEvent: (e) => events.push(e) })
    await fail(gw.send(params(), ctx()))
    expect(retryEvents(events).map((e) => [e.attempt, e.waitMs])).toEqual([[1, 2], [2, 4], [3, 8], [4, 16], [5, 20]])
  })

  test('retry-after-ms wins over retry-after; retry-after (seconds) over back-off', async () => {
    const { client, calls } = scripted([apiError(503, { 'retry-after-ms': '3', 'retry-after': '50' }), apiError(503, { 'retry-after': '0.004' }), message()])
    const events: GatewayEvent[] = []
    const gw = createGateway({ client, limiter: limiter(), onEvent: (e) => events.push(e) })
    await gw.send(params(), ctx())
    expect(calls).toHaveLength(3)
    expect(retryEvents(events).map((e) => [e.waitMs, e.waitSource])).toEqual([[3, 'retry-after-ms'], [4, 'retry-after']])
  })
})

describe('retryAfterFromHeaders', () => {
  test('retry-after-ms 0 is no wait of its own: retry-after decides', () => {
    expect(retryAfterFromHeaders(new Headers({ 'retry-after-ms': '0', 'retry-after': '1' }))).toEqual({ ms: 1000, source: 'retry-after' })
  })

  test('junk or non-positive retry-after-ms falls through to retry-after', () => {
    expect(retryAfterFromHeaders(new Headers({ 'retry-after-ms': 'soon', 'retry-after': '2' }))).toEqual({ ms: 2000, source: 'retry-after' })
    expect(retryAfterFromHeaders(new Headers({ 'retry-after-ms': '-5', 'retry-after': '1' }))).toEqual({ ms: 1000, source: 'retry-after' })
    expect(retryAfterFromHeaders(new Headers({ 'retry-after-ms': 'Infinity' }))).toBeUndefined()
    expect(retryAfterFromHeaders(new Headers({ 'retry-after-ms': '0.5' }))).toEqual({ ms: 0.5, source: 'retry-after-ms' })
  })

  test('retry-after: spaces are ignored, zero / negative / past dates / Infinity mean no wait', () => {
    expect(retryAfterFromHeaders(new Headers({ 'retry-after': ' 3 ' }))).toEqual({ ms: 3000, source: 'retry-after' })
    expect(retryAfterFromHeaders(new Headers({ 'retry-after': '0' }))).toBeUndefined()
    expect(retryAfterFromHeaders(new Headers({ 'retry-after': '-1' }))).toBeUndefined()
    expect(retryAfterFromHeaders(new Headers({ 'retry-after': 'Infinity' }))).toBeUndefined()
    const now = Date.parse('2026-11-24T12:00:00Z')
    expect(retryAfterFromHeaders(new Headers({ 'retry-after': 'Tue, 24 Nov 2026 11:59:00 GMT' }), now)).toBeUndefined()
  })

  test('an HTTP date is measured from the current time by default', () => {
    const at = new Date(Date.now() + 10_000).toUTCString()
    const got = retryAfterFromHeaders(new Headers({ 'retry-after': at }))!
    expect(got.source).toBe('retry-after')
    expect(got.ms).toBeGreaterThan(8_000)
    expect(got.ms).toBeLessThanOrEqual(10_000)
  })

  test('no headers, or something that is not a Headers, is no wait', () => {
    expect(retryAfterFromHeaders(undefined)).toBeUndefined()
    expect(retryAfterFromHeaders({} as Headers)).toBeUndefined()
  })
})

// ─── attempts, retries and what a failure records ──────────────────────────────────────

describe('bounded retries', () => {
  test('maxRetries is a whole number of retries; a negative value means none', async () => {
    for (const [maxRetries, attempts] of [[2.7, 3], [-3, 1], [0, 1]] as const) {
      const { client, calls } = scripted([apiError(503, { 'retry-after-ms': '1' })])
      const gw = createGateway({ client, limiter: limiter(), maxRetries })
      const err = await fail(gw.send(params(), ctx()))
      expect(calls).toHaveLength(attempts)
      expect(failureInfo(err)).toEqual({ apiCalls: attempts, retries: attempts - 1 })
    }
  })

  test('each send counts its own attempts, the stats count all of them', async () => {
    const { client } = scripted([apiError(503, { 'retry-after-ms': '1' }), apiError(503, { 'retry-after-ms': '1' }), message(), apiError(400)])
    const gw = createGateway({ client, limiter: limiter() })
    expect((await gw.send(params(), ctx())).retries).toBe(2)
    const err = await fail(gw.send(params(), ctx()))
    expect(failureInfo(err)).toEqual({ apiCalls: 1, retries: 0 })
    expect(gw.stats()).toMatchObject({ apiCalls: 4, retries: 2, errors: 1 })
  })

  test('failureInfo of something that is not a failed send is undefined', () => {
    expect(failureInfo(new Error('x'))).toBeUndefined()
    expect(failureInfo(undefined)).toBeUndefined()
    expect(failureInfo('x')).toBeUndefined()
  })

  test('a thrown non-object (a string) fails the send as is, with nothing recorded for it', async () => {
    const { client } = scripted([{ throws: 'plain string' }])
    const gw = createGateway({ client, limiter: limiter() })
    expect(await fail(gw.send(params(), ctx()))).toBe('plain string')
    expect(gw.stats().errors).toBe(1)
  })

  test('a retry waits in the priority lane: it goes before work queued meanwhile', async () => {
    const lim = new AdaptiveLimiter({ max: 1 })
    const order: string[] = []
    let n = 0
    const client = {
      messages: {
        create(p: Anthropic.MessageCreateParamsNonStreaming) {
          const text = p.messages[0]!.content as string
          order.push(text)
          n++
          const first = n === 1
          return {
            withResponse: async () => {
              if (first) throw apiError(503, { 'retry-after-ms': '30' })
              return { data: message(text), request_id: 'r', response: undefined }
            },
          }
        },
      },
    } as unknown as Anthropic
    const gw = createGateway({ client, limiter: lim })
    const a = gw.send(params('a'), ctx())
    await new Promise((r) => setTimeout(r, 5))
    // b takes the free slot during a's wait and holds it for a while; c queues behind it
    const hold = await lim.acquire()
    const c = gw.send(params('c'), ctx())
    await new Promise((r) => setTimeout(r, 60)) // a's retry is now queued too
    hold()
    await Promise.all([a, c])
    expect(order).toEqual(['a', 'a', 'c'])
  })

  test('the limiter recovers after successes through the gateway, and a 429 that does not halve emits no limit event', async () => {
    const lim = new AdaptiveLimiter({ max: 4, recoverAfter: 1, cooldownMs: 60_000 })
    const { client } = scripted([apiError(429, { 'retry-after-ms': '1' }), apiError(429, { 'retry-after-ms': '1' }), message()])
    const events: GatewayEvent[] = []
    const gw = createGateway({ client, limiter: lim, onEvent: (e) => events.push(e) })
    await gw.send(params(), ctx())
    expect(events.filter((e) => e.type === 'limit')).toEqual([{ type: 'limit', limit: 2, previous: 4, reason: 'rate_limited' }])
    expect(lim.limit).toBe(3) // halved once, then one success with recoverAfter 1
    expect(gw.stats()).toMatchObject({ rateLimited: 2, limit: 3 })
  })

  test('a listener that throws never breaks a send', async () => {
    const { client } = scripted([apiError(503, { 'retry-after-ms': '1' }), message()])
    let seen = 0
    const gw = createGateway({
      client,
      limiter: limiter(),
      onEvent: () => {
        seen++
        throw new Error('listener bug')
      },
    })
    expect((await gw.send(params(), ctx())).retries).toBe(1)
    expect(seen).toBe(3) // request, retry, request
  })

  test('each attempt is announced with its number', async () => {
    const { client } = scripted([apiError(503, { 'retry-after-ms': '1' }), message()])
    const events: GatewayEvent[] = []
    const gw = createGateway({ client, limiter: limiter(), onEvent: (e) => events.push(e) })
    await gw.send(params(), ctx())
    expect(events.filter((e) => e.type === 'request')).toEqual([
      { type: 'request', runId: spec().runId, turn: 3, attempt: 0 },
      { type: 'request', runId: spec().runId, turn: 3, attempt: 1 },
    ])
  })
})

// ─── options passed to the SDK ───────────────────────────────────────────────────────

describe('what each attempt asks of the SDK', () => {
  test('SDK retries off, the request timeout, the run signal and extra headers', async () => {
    const { client, calls } = scripted([message()])
    const gw = createGateway({ client, limiter: limiter(), requestTimeoutMs: 1234 })
    const ac = new AbortController()
    await gw.send(params(), ctx({ signal: ac.signal, headers: { 'anthropic-beta': 'x-1' } }))
    await gw.send(params(), ctx())
    expect(calls[0]!.opts).toEqual({ maxRetries: 0, timeout: 1234, signal: ac.signal, headers: { 'anthropic-beta': 'x-1' } })
    expect(calls[1]!.opts).toEqual({ maxRetries: 0, timeout: 1234 })
    expect(calls[0]!.params).toEqual(params())
  })

  test('a send without a request id in the answer has none in its result', async () => {
    const { client } = scripted([{ data: message(), requestId: null }])
    const res = await createGateway({ client, limiter: limiter() }).send(params(), ctx())
    expect(res).toEqual({ message: message(), cached: false, retries: 0 })
    expect('requestId' in res).toBe(false)
  })
})

// ─── unreadable bodies ────────────────────────────────────────────────────────────────

describe('a response whose body cannot be read', () => {
  const res = (status = 200, requestId: string | null = 'req_body') =>
    new Response(null, { status, headers: requestId ? { 'request-id': requestId } : {} })

  async function lastError(step: Step) {
    const { client } = scripted([step])
    const gw = createGateway({ client, limiter: limiter(), maxRetries: 0 })
    return fail(gw.send(params(), ctx()))
  }

  test('a SyntaxError without a message still says why', async () => {
    const err = await lastError({ throws: new SyntaxError(''), response: res() })
    expect(err).toBeInstanceOf(InvalidResponseError)
    expect(toRunError(err)).toEqual({ type: 'invalid_response', status: 200, requestId: 'req_body', message: 'The API returned a response that is not valid JSON (unparsable body)' })
  })

  test('a SyntaxError whose Response cannot be had (asResponse fails, or gives no headers) is typed without status', async () => {
    for (const response of ['throws', 'not-a-response', 'headers-without-get'] as const) {
      const err = await lastError({ throws: new SyntaxError('Unexpected token'), response })
      expect(toRunError(err)).toEqual({ type: 'invalid_response', message: 'The API returned a response that is not valid JSON (Unexpected token)' })
    }
  })

  test('a body cut mid-stream (undici: TypeError terminated) becomes invalid_response with the cause, status and request id', async () => {
    const cut = new TypeError('terminated', { cause: new Error('other side closed') })
    const err = await lastError({ throws: cut, response: res(200, 'req_cut') })
    expect(err).toBeInstanceOf(InvalidResponseError)
    expect((err as Error).cause).toBe(cut)
    expect(toRunError(err)).toEqual({
      type: 'invalid_response',
      status: 200,
      requestId: 'req_cut',
      message: 'The API returned a response that is not valid JSON (the body was cut off: terminated: other side closed)',
    })
  })

  test('a cut without any message says the connection closed; one without a cause message keeps its own', async () => {
    const bare = Object.assign(new Error(''), { name: 'TypeError' })
    expect(toRunError(await lastError({ throws: bare, response: res() })).message).toBe('The API returned a response that is not valid JSON (the body was cut off: connection closed)')
    const noCause = new TypeError('terminated', { cause: { message: 42 } })
    expect(toRunError(await lastError({ throws: noCause, response: res() })).message).toBe('The API returned a response that is not valid JSON (the body was cut off: terminated)')
  })

  test('a body that went idle (IdleTimeoutError after the headers) becomes a timeout with status and request id', async () => {
    const idle = new IdleTimeoutError(1500)
    const err = await lastError({ throws: idle, response: res(200, 'req_idle') })
    expect(err).toBeInstanceOf(ResponseTimeoutError)
    expect((err as Error).cause).toBe(idle)
    expect(toRunError(err)).toEqual({ type: 'timeout', status: 200, requestId: 'req_idle', message: 'The API stopped sending the response (request timed out: no bytes from the API for 1.5 s)' })
  })

  test('an error without a response stays as it was (not retried when it is not a known transport error)', async () => {
    const e = new TypeError('terminated')
    expect(await lastError({ throws: e, response: 'throws' })).toBe(e)
    expect(await lastError({ throws: e })).toBe(e)
  })

  test('the SDK\'s own errors and aborts are never rewrapped, even with a response at hand', async () => {
    for (const e of [new APIConnectionError({ message: 'Connection error.' }), Object.assign(new Error('x'), { name: 'AbortError' })]) {
      const { client } = scripted([{ throws: e, response: res() }, message()])
      const events: GatewayEvent[] = []
      const gw = createGateway({ client, limiter: limiter(), backoff: { initialMs: 1 }, maxRetries: 0, onEvent: (ev) => events.push(ev) })
      expect(await fail(gw.send(params(), ctx()))).toBe(e)
    }
  })

  test('an error named like an API error in the middle of its name is a body failure', async () => {
    const e = Object.assign(new Error('boom'), { name: 'NotAPIError' })
    expect(await lastError({ throws: e, response: res() })).toBeInstanceOf(InvalidResponseError)
    const e2 = Object.assign(new Error('boom'), { name: 'AbortErrorLike' })
    expect(await lastError({ throws: e2, response: res() })).toBeInstanceOf(InvalidResponseError)
    const e3 = Object.assign(new Error('boom'), { name: 'MyAbortError' })
    expect(await lastError({ throws: e3, response: res() })).toBeInstanceOf(InvalidResponseError)
  })

  test('already typed errors pass unchanged', async () => {
    const inv = new InvalidResponseError('x')
    const rto = new ResponseTimeoutError('y')
    expect(await lastError({ throws: inv, response: res() })).toBe(inv)
    expect(await lastError({ throws: rto, response: res() })).toBe(rto)
  })

  test.each([
    [null, 'an empty body'],
    [undefined, 'an empty body'],
    [[1, 2], 'an array'],
    [42, 'a number'],
    ['', 'a string'],
  ])('a parsed body %p is not a message: "%s"', async (data, got) => {
    const err = await lastError({ data, response: new Response(null, { status: 200, headers: { 'request-id': 'req_p' } }) })
    expect(toRunError(err)).toEqual({ type: 'invalid_response', status: 200, requestId: 'req_p', message: `The API returned a response that is not valid JSON (expected a message object, got ${got})` })
  })

  test('a non-message body without a usable response carries no status or request id', async () => {
    for (const response of [undefined, null, 'a string', { status: 201 }, { status: 201, headers: undefined }]) {
      const err = await lastError({ data: 'text', response })
      const re = toRunError(err)
      expect(re.type).toBe('invalid_response')
      expect(re.requestId).toBeUndefined()
      expect(re.message).toBe('The API returned a response that is not valid JSON (expected a message object, got a string)')
    }
    expect((await lastError({ data: 'text', response: { status: 201 } }) as InvalidResponseError).status).toBeUndefined()
    const typed = await lastError({ data: 'text', response: new Response(null, { status: 200, headers: { 'content-type': 'text/plain' } }) })
    expect(toRunError(typed).message).toBe('The API returned a response that is not valid JSON (expected a message object, got a string with content-type text/plain)')
    const err = await lastError({ data: 'text', response: { status: 201, headers: {} } })
    expect((err as InvalidResponseError).status).toBe(201)
    expect((err as InvalidResponseError).requestID).toBeNull()
  })
})

describe('more failures and how they are told apart', () => {
  test('a request that throws before it is even sent fails with that error', async () => {
    const boom = new Error('bad request shape')
    const { client, calls } = scripted([{ throwsAtCreate: boom }])
    const gw = createGateway({ client, limiter: limiter() })
    expect(await fail(gw.send(params(), ctx()))).toBe(boom)
    expect(calls).toHaveLength(1)
  })

  test('an error with an HTTP status is judged by that status, never as a broken body', async () => {
    const e = Object.assign(new Error('upstream'), { status: 503 })
    const { client } = scripted([{ throws: e, response: new Response(null, { status: 200, headers: { 'request-id': 'r' } }) }, message()])
    const events: GatewayEvent[] = []
    const gw = createGateway({ client, limiter: limiter(), backoff: { initialMs: 1 }, onEvent: (ev) => events.push(ev) })
    expect((await gw.send(params(), ctx())).retries).toBe(1)
    expect(retryEvents(events)[0]).toMatchObject({ reason: 'server_error', status: 503 })
  })

  test('an unreadable body and a stalled one are retried without touching the rate-limit or overload counts', async () => {
    for (const [step, reason] of [
      [{ throws: new SyntaxError('Unexpected end of JSON input'), response: new Response(null, { status: 200 }) }, 'invalid_response'],
      [{ throws: new IdleTimeoutError(10), response: new Response(null, { status: 200 }) }, 'timeout'],
      [new IdleTimeoutError(10), 'timeout'],
      [new APIConnectionTimeoutError(), 'timeout'],
    ] as const) {
      const lim = new AdaptiveLimiter({ max: 4, cooldownMs: 0 })
      const { client } = scripted([step as Step, message()])
      const events: GatewayEvent[] = []
      const gw = createGateway({ client, limiter: lim, backoff: { initialMs: 1 }, onEvent: (ev) => events.push(ev) })
      expect((await gw.send(params(), ctx())).retries).toBe(1)
      expect(retryEvents(events).map((ev) => ev.reason)).toEqual([reason])
      expect(gw.stats()).toMatchObject({ rateLimited: 0, overloaded: 0, limit: 4 })
      expect(lim.stats()).toMatchObject({ rateLimited: 0, overloaded: 0 })
    }
  })

  test('a caller abort stays the caller\'s even when the idle time runs out before the request gives up', async () => {
    const base = (_i: string | URL | Request, init?: RequestInit) =>
      new Promise<Response>((_, reject) => {
        // a slow transport: it notices the abort only after 80 ms
        init!.signal!.addEventListener('abort', () => setTimeout(() => reject(new Error('gave up after abort')), 80))
      })
    const ac = new AbortController()
    const p = idleTimeoutFetch(base, 20)('http://x/', { signal: ac.signal }).then(() => undefined, (e: unknown) => e)
    ac.abort('caller')
    const err = await p
    expect(err).toBeInstanceOf(Error)
    expect((err as Error).message).toBe('gave up after abort')
  })
})


describe('the error types', () => {
  test('InvalidResponseError and ResponseTimeoutError: name, type, message, status, request id, cause', () => {
    const a = new InvalidResponseError('bad')
    expect([a.name, a.type, a.message, a.status, a.requestID, 'cause' in a]).toEqual(['InvalidResponseError', 'invalid_response', 'The API returned a response that is not valid JSON (bad)', undefined, null, false])
    const b = new InvalidResponseError('bad', { status: 200, requestID: 'req_1', cause: 'c' })
    expect([b.status, b.requestID, b.cause]).toEqual([200, 'req_1', 'c'])
    const c = new ResponseTimeoutError('slow')
    expect([c.name, c.type, c.message, c.status, c.requestID, 'cause' in c]).toEqual(['ResponseTimeoutError', 'timeout', 'The API stopped sending the response (slow)', undefined, null, false])
    const d = new ResponseTimeoutError('slow', { status: 200, requestID: 'req_2', cause: 'c' })
    expect([d.status, d.requestID, d.cause]).toEqual([200, 'req_2', 'c'])
    const i = new IdleTimeoutError(250)
    expect([i.name, i.idleMs, i.message]).toEqual(['IdleTimeoutError', 250, 'request timed out: no bytes from the API for 0.25 s'])
    expect(DEFAULT_IDLE_TIMEOUT_MS).toBe(90_000)
  })
})

describe('toRunError', () => {
  test('the API message wins over the error message; the type comes from the error, else the body', () => {
    expect(toRunError({ apiMessage: 'api says', message: 'sdk says', type: 'overloaded_error', status: 529, requestID: 'req_9' })).toEqual({ message: 'api says', type: 'overloaded_error', status: 529, requestId: 'req_9' })
    expect(toRunError({ message: 'm', error: { error: { type: 'rate_limit_error' } } })).toEqual({ message: 'm', type: 'rate_limit_error' })
    expect(toRunError({ message: 'm', error: { error: { type: 7 } } })).toEqual({ message: 'm' })
  })

  test('timeouts, connection errors and aborts get their type', () => {
    expect(toRunError(new APIConnectionTimeoutError())).toMatchObject({ type: 'timeout' })
    expect(toRunError(new APIUserAbortError())).toMatchObject({ type: 'aborted' })
    expect(toRunError(Object.assign(new Error('x'), { name: 'AbortError' }))).toEqual({ message: 'x', type: 'aborted' })
    expect(toRunError(new Error('plain'))).toEqual({ message: 'plain' })
  })

  test('something that is not an Error is described, undefined as unknown', () => {
    expect(toRunError(undefined)).toEqual({ message: 'unknown error' })
    expect(toRunError('kaput')).toEqual({ message: 'kaput' })
    expect(toRunError(null)).toEqual({ message: 'null' })
    expect(toRunError({ message: '' })).toEqual({ message: '[object Object]' })
  })

  test('credentials in a message are redacted, all of them', () => {
    expect(toRunError(new Error('key sk-ant-api03-AbC_d-9 and Bearer abc.DEF~+/= and sk-ant-x2')).message).toBe('key [redacted] and [redacted] and [redacted]')
  })

  test('a message that is not a string is not used; a body without an inner error has no type', () => {
    expect(toRunError({ message: 42 })).toEqual({ message: '[object Object]' })
    expect(toRunError({ message: 'm', error: {} })).toEqual({ message: 'm' })
    expect(toRunError(new APIConnectionError({ message: 'Connection error.' }))).toEqual({ message: 'Connection error.', type: 'connection_error' })
  })

  test('a status that is not a number and an empty request id are left out', () => {
    expect(toRunError({ message: 'm', status: '500', requestID: '' })).toEqual({ message: 'm' })
  })
})

// ─── the response cache through the gateway ────────────────────────────────────────────

describe('the gateway and the response cache', () => {
  test('a hit makes no call and no slot; it is announced with its key; without a stored request id it has none', async () => {
    await withTempDir(async (dir) => {
      const rw = new ResponseCache({ dir, mode: 'read-write' })
      const key = rw.keyFor(params(), 1)
      await rw.put(key, { model: 'claude-haiku-5-5', trial: 1, message: message('stored') })
      await rw.close()
      const { client, calls } = scripted([apiError(500)])
      const events: GatewayEvent[] = []
      const lim = new AdaptiveLimiter({ max: 1 })
      const hold = await lim.acquire() // every slot busy: a hit must not need one
      const gw = createGateway({ client, limiter: lim, cache: new ResponseCache({ dir, mode: 'read-only' }), onEvent: (e) => events.push(e) })
      const res = await gw.send(params(), ctx())
      hold()
      expect(res).toEqual({ message: message('stored'), cached: true, retries: 0 })
      expect('requestId' in res).toBe(false)
      expect(calls).toHaveLength(0)
      expect(events).toEqual([{ type: 'cache_hit', runId: spec().runId, turn: 3, key }])
      expect(gw.stats()).toMatchObject({ cacheHits: 1, apiCalls: 0 })
    })
  })

  test('the cache keys on cacheKeyParams when given (Claude Code calls with per-run paths normalised)', async () => {
    await withTempDir(async (dir) => {
      const { client, calls } = scripted([message('first'), message('second')])
      const gw = createGateway({ client, limiter: limiter(), cache: new ResponseCache({ dir, mode: 'read-write' }) })
      const shared = params('normalised')
      const r1 = await gw.send(params('/tmp/run-1/x'), ctx({ cacheKeyParams: shared }))
      const r2 = await gw.send(params('/tmp/run-2/x'), ctx({ cacheKeyParams: shared }))
      expect(calls).toHaveLength(1)
      expect(calls[0]!.params).toEqual(params('/tmp/run-1/x')) // the API still gets the real request
      expect([r1.cached, r2.cached]).toEqual([false, true])
      expect(r2.message).toEqual(message('first'))
      expect(r2.requestId).toBe('req_ok_1')
      expect(gw.stats()).toMatchObject({ cacheWrites: 1, cacheHits: 1 })
    })
  })

  test('a read-write cache records the answer with model, trial and request id', async () => {
    await withTempDir(async (dir) => {
      const { client } = scripted([message('fresh')])
      const cache = new ResponseCache({ dir, mode: 'read-write' })
      const gw = createGateway({ client, limiter: limiter(), cache })
      await gw.send(params(), ctx({ spec: spec(2) }))
      await cache.close()
      const again = await new ResponseCache({ dir, mode: 'read-only' }).get(cache.keyFor(params(), 2))
      expect(again).toMatchObject({ model: 'claude-haiku-5-5', trial: 2, requestId: 'req_ok_1', message: message('fresh') })
      expect(gw.stats().cacheWrites).toBe(1)
    })
  })

  test('a cache that cannot be written does not fail the run: the failure is announced', async () => {
    await withTempDir(async (dir) => {
      const file = path.join(dir, 'not-a-dir')
      await writeFile(file, 'x')
      const { client } = scripted([message('fresh')])
      const events: GatewayEvent[] = []
      const gw = createGateway({ client, limiter: limiter(), cache: new ResponseCache({ dir: file, mode: 'read-write' }), onEvent: (e) => events.push(e) })
      const res = await gw.send(params(), ctx())
      expect(res).toMatchObject({ cached: false, message: message('fresh') })
      const failed = events.find((e) => e.type === 'cache_write_failed')
      expect(failed).toMatchObject({ type: 'cache_write_failed', runId: spec().runId, turn: 3 })
      expect((failed as { error: string }).error).toMatch(/^Error: /)
      expect(gw.stats().cacheWrites).toBe(0)
    })
  })

  test('a cache that is off is neither read nor written', async () => {
    await withTempDir(async (dir) => {
      const rw = new ResponseCache({ dir, mode: 'read-write' })
      await rw.put(rw.keyFor(params(), 1), { model: 'claude-haiku-5-5', trial: 1, message: message('stored') })
      await rw.close()
      const { client, calls } = scripted([message('live')])
      const gw = createGateway({ client, limiter: limiter(), cache: new ResponseCache({ dir, mode: 'off' }) })
      expect((await gw.send(params(), ctx())).message).toEqual(message('live'))
      expect(calls).toHaveLength(1)
      expect(gw.stats()).toMatchObject({ cacheHits: 0, cacheWrites: 0 })
    })
  })
})

// ─── the idle-timeout fetch wrapper ──────────────────────────────────────────────────

describe('idleTimeoutFetch', () => {
  /** A base fetch whose body is fed by the test. */
  function streamingBase() {
    let ctl!: ReadableStreamDefaultController<Uint8Array>
    let cancelled: unknown = 'not cancelled'
    const seen: { signal?: AbortSignal | null }[] = []
    const base = async (_input: string | URL | Request, init?: RequestInit) => {
      seen.push({ signal: init?.signal })
      const body = new ReadableStream<Uint8Array>({
        start: (c) => {
          ctl = c
          // as fetch does: an aborted request errors its body
          init?.signal?.addEventListener('abort', () => c.error(new DOMException('This operation was aborted', 'AbortError')))
        },
        cancel: (r) => {
          cancelled = r
        },
      })
      return new Response(body, { status: 201, statusText: 'Created', headers: { 'request-id': 'req_s', 'x-a': 'b' } })
    }
    return { base, seen, push: (s: string) => ctl.enqueue(new TextEncoder().encode(s)), end: () => ctl.close(), fail: (e: unknown) => ctl.error(e), cancelled: () => cancelled }
  }
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

  test('the body streams through unchanged, with the status and headers; steady chunks are never cut', async () => {
    const s = streamingBase()
    const res = await idleTimeoutFetch(s.base, 80)('http://x/')
    expect([res.status, res.statusText, res.headers.get('request-id'), res.headers.get('x-a')]).toEqual([201, 'Created', 'req_s', 'b'])
    const text = res.text()
    for (const part of ['a', 'b', 'c', 'd']) {
      await sleep(40) // each gap under the idle limit, the whole body well over it
      s.push(part)
    }
    s.end()
    expect(await text).toBe('abcd')
    expect(s.seen[0]!.signal!.aborted).toBe(false)
  })

  test('a body that stops sending fails with an IdleTimeoutError', async () => {
    const s = streamingBase()
    const res = await idleTimeoutFetch(s.base, 40)('http://x/')
    s.push('{"par')
    const err = await res.text().then(() => undefined, (e: unknown) => e)
    expect(err).toBeInstanceOf(IdleTimeoutError)
    expect((err as IdleTimeoutError).idleMs).toBe(40)
    expect(s.seen[0]!.signal!.reason).toBe(err)
  })

  test('an error of the body itself is passed on as is', async () => {
    const s = streamingBase()
    const res = await idleTimeoutFetch(s.base, 1000)('http://x/')
    const boom = new Error('socket hang up')
    s.fail(boom)
    await expect(res.text()).rejects.toBe(boom)
  })

  test('cancelling the body cancels the underlying one, with the reason', async () => {
    const s = streamingBase()
    const res = await idleTimeoutFetch(s.base, 1000)('http://x/')
    await res.body!.cancel('not needed')
    expect(s.cancelled()).toBe('not needed')
    await sleep(20)
    expect(s.seen[0]!.signal!.aborted).toBe(false)
  })

  test('no headers within the idle time: the attempt is aborted with an IdleTimeoutError', async () => {
    let signal: AbortSignal | undefined
    const base = (_i: string | URL | Request, init?: RequestInit) =>
      new Promise<Response>((_, reject) => {
        signal = init!.signal!
        signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
      })
    const err = await idleTimeoutFetch(base, 30)('http://x/').then(() => undefined, (e: unknown) => e)
    expect(err).toBeInstanceOf(IdleTimeoutError)
    expect(signal!.reason).toBe(err)
  })

  test('a failure before the headers that is not the idle timeout is passed on as is', async () => {
    const boom = new Error('ECONNREFUSED')
    await expect(idleTimeoutFetch(async () => Promise.reject(boom), 1000)('http://x/')).rejects.toBe(boom)
  })

  test('the caller\'s signal aborts at once, with its reason, also when already aborted', async () => {
    const s = streamingBase()
    const ac = new AbortController()
    await idleTimeoutFetch(s.base, 1000)('http://x/', { signal: ac.signal })
    ac.abort('caller gave up')
    expect(s.seen[0]!.signal!.reason).toBe('caller gave up')
    const pre = new AbortController()
    pre.abort('before')
    await idleTimeoutFetch(s.base, 1000)('http://x/', { signal: pre.signal })
    expect(s.seen[1]!.signal!.aborted).toBe(true)
    expect(s.seen[1]!.signal!.reason).toBe('before')
  })

  test('once the body is read, the caller\'s later abort and the idle timer touch nothing', async () => {
    const s = streamingBase()
    const ac = new AbortController()
    const res = await idleTimeoutFetch(s.base, 30)('http://x/', { signal: ac.signal })
    s.push('done')
    s.end()
    expect(await res.text()).toBe('done')
    ac.abort('late')
    await sleep(60)
    expect(s.seen[0]!.signal!.aborted).toBe(false)
  })

  test('a response without a body, or one already read whole, is returned as it is, with no timer left', async () => {
    const empty = new Response(null, { status: 204 })
    const ac = new AbortController()
    let sig: AbortSignal | undefined
    const got = await idleTimeoutFetch(async (_i, init) => ((sig = init!.signal!), empty), 20)('http://x/', { signal: ac.signal })
    expect(got).toBe(empty)
    await sleep(50)
    ac.abort('late')
    expect(sig!.aborted).toBe(false)
    const whole = new Response('{}', { status: 200 })
    ;(whole as unknown as Record<symbol, unknown>)[Symbol.for('skill-evals.node-fetch.buffered-response')] = true
    expect(await idleTimeoutFetch(async () => whole, 20)('http://x/')).toBe(whole)
    const marked = new Response('{}', { status: 200 })
    ;(marked as unknown as Record<symbol, unknown>)[Symbol.for('skill-evals.node-fetch.buffered-response')] = 'yes'
    expect(await idleTimeoutFetch(async () => marked, 20)('http://x/')).not.toBe(marked)
  })
})

// ─── the idle timeout with the real SDK ───────────────────────────────────────────────

describe('the idle timeout on a real client', () => {
  const send = (gwOpts: Partial<Parameters<typeof createGateway>[0]>, client: Anthropic) =>
    createGateway({ client, limiter: limiter(), maxRetries: 0, ...gwOpts }).send(params(), ctx())

  test('idleTimeoutMs 0 turns it off: a slow answer is not cut', async () => {
    const fake = await startFakeAnthropic({ latencyMs: 60, script: [textReply('slow')] })
    try {
      const res = await send({ idleTimeoutMs: 0 }, new Anthropic({ apiKey: 'k', baseURL: fake.url, maxRetries: 0 }))
      expect(res.message.content[0]).toMatchObject({ text: 'slow' })
    } finally {
      await fake.close()
    }
  })

  test('a short idle timeout cuts a slow answer, through the client\'s own fetch', async () => {
    const fake = await startFakeAnthropic({ latencyMs: 400, script: [textReply('slow')] })
    try {
      let viaOwnFetch = 0
      const own = (input: string | URL | Request, init?: RequestInit) => {
        viaOwnFetch++
        return fetch(input, init)
      }
      const err = await fail(send({ idleTimeoutMs: 40 }, new Anthropic({ apiKey: 'k', baseURL: fake.url, maxRetries: 0, fetch: own })))
      expect(toRunError(err).type).toBe('timeout')
      expect(viaOwnFetch).toBe(1)
    } finally {
      await fake.close()
    }
  })

  test('by default (90 s) a normal answer comes through the wrapped fetch', async () => {
    const fake = await startFakeAnthropic({ script: [textReply('fine')] })
    try {
      let viaOwnFetch = 0
      const own = (input: string | URL | Request, init?: RequestInit) => {
        viaOwnFetch++
        return fetch(input, init)
      }
      const res = await send({}, new Anthropic({ apiKey: 'k', baseURL: fake.url, maxRetries: 0, fetch: own }))
      expect(res.message.content[0]).toMatchObject({ text: 'fine' })
      expect(viaOwnFetch).toBe(1)
    } finally {
      await fake.close()
    }
  })

  test('a client that cannot be cloned is used as it is', async () => {
    const { client, calls } = scripted([message()])
    await send({ idleTimeoutMs: 10 }, client)
    expect(calls).toHaveLength(1)
  })

  test('a clonable client without its own fetch gets the global fetch, wrapped', async () => {
    const fake = await startFakeAnthropic({ latencyMs: 300, script: [textReply('slow')] })
    try {
      const real = new Anthropic({ apiKey: 'k', baseURL: fake.url, maxRetries: 0 })
      let wrapped: unknown
      const bare = {
        withOptions: (o: { fetch: typeof fetch }) => {
          wrapped = o.fetch
          return real.withOptions({ fetch: o.fetch })
        },
      } as unknown as Anthropic
      const err = await fail(send({ idleTimeoutMs: 40 }, bare))
      expect(typeof wrapped).toBe('function')
      expect(toRunError(err).type).toBe('timeout')
    } finally {
      await fake.close()
    }
  })
})
