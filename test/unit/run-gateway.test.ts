import { describe, test, expect } from '@jest/globals'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import type Anthropic from '@anthropic-ai/sdk'
import { APIError, APIConnectionError } from '@anthropic-ai/sdk'
import { AdaptiveLimiter } from '../../src/run/limiter.js'
import {
  createGateway,
  failureInfo,
  InvalidResponseError,
  retryAfterFromHeaders,
  toRunError,
  type GatewayEvent,
  type SendContext,
} from '../../src/run/gateway.js'
import { ResponseCache, cacheKey, canonicalJson, canonicalJsonReference } from '../../src/run/response-cache.js'
import { Budget } from '../../src/run/budget.js'
import type { RunId } from '../../src/types.js'

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
const ctx = (over: Partial<SendContext> = {}): SendContext => ({ spec: spec(), turn: 1, ...over })
const params: Anthropic.MessageCreateParamsNonStreaming = {
  model: 'claude-haiku-5-5',
  max_tokens: 100,
  messages: [{ role: 'user', content: 'hi' }],
}

function okMessage(text = 'ok'): Anthropic.Message {
  return {
    id: 'msg_1',
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
  return APIError.generate(
    status,
    { type: 'error', error: { type, message: `boom ${status}` }, request_id: headers['request-id'] },
    undefined,
    new Headers(headers),
  )
}

type Step = Error | Anthropic.Message
/** A stand-in for the SDK client: plays `steps` in order (last one repeats), records options. */
function fakeClient(steps: Step[]) {
  const calls: { params: unknown; opts: Record<string, unknown>; at: number }[] = []
  const client = {
    messages: {
      create(p: unknown, opts: Record<string, unknown>) {
        calls.push({ params: p, opts, at: performance.now() })
        const step = steps[Math.min(calls.length - 1, steps.length - 1)]!
        return {
          withResponse: async () => {
            if (step instanceof Error) throw step
            return { data: step, request_id: `req_ok_${calls.length}`, response: undefined }
          },
        }
      },
    },
  }
  return { client: client as unknown as Anthropic, calls }
}

const tick = () => new Promise((r) => setImmediate(r))

// ─── AdaptiveLimiter ──────────────────────────────────────────────────────────────────

describe('AdaptiveLimiter', () => {
  test('starts at max, queues beyond it, serves FIFO', async () => {
    const lim = new AdaptiveLimiter({ max: 2 })
    expect(lim.limit).toBe(2)
    const r1 = await lim.acquire()
    const r2 = await lim.acquire()
    const order: number[] = []
    const p3 = lim.acquire().then((r) => (order.push(3), r))
    const p4 = lim.acquire().then((r) => (order.push(4), r))
    await tick()
    expect(order).toEqual([])
    expect(lim.waiting).toBe(2)
    r1()
    r1() // idempotent
    const r3 = await p3
    expect(lim.inFlight).toBe(2)
    r2()
    const r4 = await p4
    expect(order).toEqual([3, 4])
    r3()
    r4()
    expect(lim.inFlight).toBe(0)
  })

  test('halves on 429 (floor, min 1), once per cool-down window', () => {
    let now = 0
    const lim = new AdaptiveLimiter({ max: 16, cooldownMs: 1000, now: () => now })
    expect(lim.onRateLimited()).toBe(true)
    expect(lim.limit).toBe(8)
    // a burst of 429s inside the window counts once
    for (let i = 0; i < 10; i++) expect(lim.onRateLimited()).toBe(false)
    expect(lim.limit).toBe(8)
    now = 1000
    lim.onRateLimited()
    expect(lim.limit).toBe(4)
    for (const expected of [2, 1, 1]) {
      now += 1000
      lim.onRateLimited()
      expect(lim.limit).toBe(expected)
    }
    const st = lim.stats()
    expect(st.shrinks).toBe(4)
    expect(st.rateLimited).toBe(15)
    expect(st.minLimitSeen).toBe(1)
  })

  test('odd limits floor: 5 → 2', () => {
    const lim = new AdaptiveLimiter({ max: 5, cooldownMs: 0 })
    lim.onRateLimited()
    expect(lim.limit).toBe(2)
  })

  test('recovers +1 after N consecutive successes, never above max; a 429 resets the streak', () => {
    let now = 0
    const lim = new AdaptiveLimiter({ max: 8, recoverAfter: 3, cooldownMs: 10, now: () => now })
    lim.onRateLimited()
    expect(lim.limit).toBe(4)
    lim.onSuccess()
    lim.onSuccess()
    lim.onRateLimited() // inside cool-down: no shrink, but the streak resets
    expect(lim.limit).toBe(4)
    lim.onSuccess()
    lim.onSuccess()
    expect(lim.limit).toBe(4)
    lim.onSuccess()
    expect(lim.limit).toBe(5)
    for (let i = 0; i < 100; i++) lim.onSuccess()
    expect(lim.limit).toBe(8)
  })

  test('529 / 5xx never shrink', () => {
    const lim = new AdaptiveLimiter({ max: 4, cooldownMs: 0 })
    for (let i = 0; i < 10; i++) lim.onOverloaded()
    expect(lim.limit).toBe(4)
    expect(lim.stats().overloaded).toBe(10)
  })

  test('a shrink below in-flight blocks new grants until enough releases; growth wakes waiters', async () => {
    const lim = new AdaptiveLimiter({ max: 4, recoverAfter: 1, cooldownMs: 0 })
    const rs = await Promise.all([lim.acquire(), lim.acquire(), lim.acquire(), lim.acquire()])
    lim.onRateLimited() // 4 → 2
    let got = false
    const p = lim.acquire().then((r) => ((got = true), r))
    rs[0]!()
    rs[1]!()
    await tick()
    expect(got).toBe(false) // in flight 2, limit 2
    lim.onSuccess() // 2 → 3: a slot opens
    const r = await p
    expect(got).toBe(true)
    expect(lim.inFlight).toBe(3)
    r()
    rs[2]!()
    rs[3]!()
  })

  test('abort while waiting rejects and takes no slot; priority lane goes first', async () => {
    const lim = new AdaptiveLimiter({ max: 1 })
    const r1 = await lim.acquire()
    const ac = new AbortController()
    const aborted = lim.acquire(ac.signal)
    const order: string[] = []
    const normal = lim.acquire().then((r) => (order.push('normal'), r))
    const prio = lim.acquire(undefined, { priority: true }).then((r) => (order.push('prio'), r))
    ac.abort(new Error('cancelled'))
    await expect(aborted).rejects.toThrow('cancelled')
    expect(lim.waiting).toBe(2)
    r1()
    ;(await prio)()
    ;(await normal)()
    expect(order).toEqual(['prio', 'normal'])
    expect(lim.inFlight).toBe(0)
    await expect(lim.acquire(ac.signal)).rejects.toThrow('cancelled')
  })

  test('100k queued acquire/release cycles all complete and leave nothing in flight (speed is measured by npm run bench)', async () => {
    const lim = new AdaptiveLimiter({ max: 4 })
    let done = 0
    const ps: Promise<void>[] = []
    for (let i = 0; i < 100_000; i++)
      ps.push(
        lim.acquire().then((r) => {
          done++
          r()
        })
      )
    await Promise.all(ps)
    expect(done).toBe(100_000)
    expect(lim.inFlight).toBe(0)
    expect(lim.waiting).toBe(0)
  })
})

// ─── Gateway ──────────────────────────────────────────────────────────────────────────

describe('gateway retry policy', () => {
  test('429 with retry-after-ms: waits that long, shrinks the limiter, succeeds with retries=1', async () => {
    const { client, calls } = fakeClient([apiError(429, { 'retry-after-ms': '80', 'request-id': 'req_a' }, 'rate_limit_error'), okMessage()])
    const limiter = new AdaptiveLimiter({ max: 8 })
    const events: GatewayEvent[] = []
    const gw = createGateway({ client, limiter, onEvent: (e) => events.push(e) })
    const res = await gw.send(params, ctx())
    expect(res.retries).toBe(1)
    expect(res.cached).toBe(false)
    expect(res.requestId).toBe('req_ok_2')
    expect(calls).toHaveLength(2)
    expect(calls[1]!.at - calls[0]!.at).toBeGreaterThanOrEqual(75)
    expect(calls[1]!.at - calls[0]!.at).toBeLessThan(400)
    expect(limiter.limit).toBe(4)
    // SDK retries are off and our timeout is passed
    expect(calls[0]!.opts.maxRetries).toBe(0)
    expect(calls[0]!.opts.timeout).toBe(600_000)
    const retry = events.find((e) => e.type === 'retry')
    expect(retry).toMatchObject({ reason: 'rate_limited', status: 429, waitSource: 'retry-after-ms', waitMs: 80, requestId: 'req_a' })
    expect(events.some((e) => e.type === 'limit')).toBe(true)
    expect(gw.stats()).toMatchObject({ apiCalls: 2, retries: 1, rateLimited: 1, limit: 4 })
  })

  test('retry-after in seconds is honoured', async () => {
    const { client, calls } = fakeClient([apiError(429, { 'retry-after': '0.1' }, 'rate_limit_error'), okMessage()])
    const gw = createGateway({ client, limiter: new AdaptiveLimiter({ max: 2 }) })
    await gw.send(params, ctx())
    expect(calls[1]!.at - calls[0]!.at).toBeGreaterThanOrEqual(95)
  })

  test('retryAfterFromHeaders: ms wins, seconds, HTTP date, junk', () => {
    const now = Date.parse('2026-11-24T12:00:00Z')
    expect(retryAfterFromHeaders(new Headers({ 'retry-after-ms': '12.5', 'retry-after': '9' }))).toEqual({ ms: 12.5, source: 'retry-after-ms' })
    expect(retryAfterFromHeaders(new Headers({ 'retry-after': '2' }))).toEqual({ ms: 2000, source: 'retry-after' })
    expect(retryAfterFromHeaders(new Headers({ 'retry-after': 'Tue, 24 Nov 2026 12:00:03 GMT' }), now)).toEqual({ ms: 3000, source: 'retry-after' })
    expect(retryAfterFromHeaders(new Headers({ 'retry-after': 'soon' }))).toBeUndefined()
    expect(retryAfterFromHeaders(new Headers({ 'retry-after-ms': '0' }))).toBeUndefined()
    expect(retryAfterFromHeaders(new Headers({}))).toBeUndefined()
  })

  test('waits are capped by maxRetryWaitMs', async () => {
    const { client, calls } = fakeClient([apiError(429, { 'retry-after': '3600' }, 'rate_limit_error'), okMessage()])
    const gw = createGateway({ client, limiter: new AdaptiveLimiter({ max: 2 }), maxRetryWaitMs: 30 })
    const t0 = performance.now()
    await gw.send(params, ctx())
    expect(performance.now() - t0).toBeLessThan(1000)
    expect(calls).toHaveLength(2)
  })

  test('529 is retried without shrinking the limit', async () => {
    const e529 = () => apiError(529, { 'retry-after-ms': '5' }, 'overloaded_error')
    const { client, calls } = fakeClient([e529(), e529(), okMessage()])
    const limiter = new AdaptiveLimiter({ max: 4 })
    const gw = createGateway({ client, limiter })
    const res = await gw.send(params, ctx())
    expect(res.retries).toBe(2)
    expect(calls).toHaveLength(3)
    expect(limiter.limit).toBe(4)
    expect(gw.stats()).toMatchObject({ overloaded: 2, rateLimited: 0 })
  })

  test('bounded: after maxRetries the last error propagates with status and request id', async () => {
    const { client, calls } = fakeClient([apiError(503, { 'retry-after-ms': '1', 'request-id': 'req_last' })])
    const gw = createGateway({ client, limiter: new AdaptiveLimiter({ max: 2 }), maxRetries: 2 })
    const err = await gw.send(params, ctx()).then(
      () => undefined,
      (e: unknown) => e,
    )
    expect(err).toBeInstanceOf(APIError)
    expect((err as APIError).status).toBe(503)
    expect((err as APIError).requestID).toBe('req_last')
    expect(calls).toHaveLength(3)
    expect(failureInfo(err)).toEqual({ apiCalls: 3, retries: 2 })
    expect(toRunError(err)).toEqual({ message: 'boom 503', status: 503, type: 'api_error', requestId: 'req_last' })
    expect(gw.stats()).toMatchObject({ apiCalls: 3, retries: 2, errors: 1 })
  })

  test('default maxRetries is 4 (5 attempts) with exponential backoff when no retry-after', async () => {
    const { client, calls } = fakeClient([apiError(500)])
    const gw = createGateway({ client, limiter: new AdaptiveLimiter({ max: 2 }), backoff: { initialMs: 4, maxMs: 16 }, random: () => 0 })
    const events: GatewayEvent[] = []
    const gw2 = createGateway({ client, limiter: new AdaptiveLimiter({ max: 2 }), backoff: { initialMs: 4, maxMs: 16 }, random: () => 0, onEvent: (e) => events.push(e) })
    await expect(gw.send(params, ctx())).rejects.toMatchObject({ status: 500 })
    expect(calls).toHaveLength(5)
    await expect(gw2.send(params, ctx())).rejects.toMatchObject({ status: 500 })
    const waits = events.flatMap((e) => (e.type === 'retry' ? [e.waitMs] : []))
    expect(waits).toEqual([4, 8, 16, 16])
  })

  test('non-retryable 400 is not retried', async () => {
    const { client, calls } = fakeClient([apiError(400, { 'request-id': 'req_bad' }, 'invalid_request_error'), okMessage()])
    const limiter = new AdaptiveLimiter({ max: 2 })
    const gw = createGateway({ client, limiter })
    await expect(gw.send(params, ctx())).rejects.toMatchObject({ status: 400, requestID: 'req_bad' })
    expect(calls).toHaveLength(1)
    expect(limiter.inFlight).toBe(0)
  })

  test('x-should-retry: false overrides a retryable status', async () => {
    const { client, calls } = fakeClient([apiError(503, { 'x-should-retry': 'false' }), okMessage()])
    const gw = createGateway({ client, limiter: new AdaptiveLimiter({ max: 2 }) })
    await expect(gw.send(params, ctx())).rejects.toMatchObject({ status: 503 })
    expect(calls).toHaveLength(1)
  })

  test('connection errors are retried with backoff and do not shrink', async () => {
    const { client, calls } = fakeClient([new APIConnectionError({ message: 'Connection error.' }), okMessage()])
    const limiter = new AdaptiveLimiter({ max: 2 })
    const gw = createGateway({ client, limiter, backoff: { initialMs: 1 } })
    const res = await gw.send(params, ctx())
    expect(res.retries).toBe(1)
    expect(calls).toHaveLength(2)
    expect(limiter.limit).toBe(2)
    expect(toRunError(new APIConnectionError({}))).toEqual({ message: 'Connection error.', type: 'connection_error' })
  })

  test('the abort signal cuts a retry wait short', async () => {
    const { client, calls } = fakeClient([apiError(429, { 'retry-after': '30' }, 'rate_limit_error'), okMessage()])
    const gw = createGateway({ client, limiter: new AdaptiveLimiter({ max: 2 }) })
    const ac = new AbortController()
    const t0 = performance.now()
    setTimeout(() => ac.abort(new Error('run timeout')), 30)
    await expect(gw.send(params, ctx({ signal: ac.signal }))).rejects.toThrow('run timeout')
    expect(performance.now() - t0).toBeLessThan(1000)
    expect(calls).toHaveLength(1)
  })

  test('the slot is held only during the request', async () => {
    const limiter = new AdaptiveLimiter({ max: 1 })
    const { client } = fakeClient([apiError(429, { 'retry-after-ms': '50' }, 'rate_limit_error'), okMessage()])
    const gw = createGateway({ client, limiter })
    const p = gw.send(params, ctx())
    await new Promise((r) => setTimeout(r, 20))
    expect(limiter.inFlight).toBe(0) // waiting out the 429 without a slot
    await p
    expect(limiter.inFlight).toBe(0)
  })
})

describe('gateway: a response whose body is not valid JSON', () => {
  /** A client whose `withResponse()` fails as the SDK does on a bad body; `asResponse()` gives the Response. */
  function badBodyClient(steps: ('bad' | 'text' | Anthropic.Message)[], withAsResponse = true) {
    let n = 0
    const client = {
      messages: {
        create() {
          const step = steps[Math.min(n, steps.length - 1)]!
          n++
          const response = new Response(null, { status: 200, headers: { 'request-id': `req_${n}`, 'content-type': step === 'text' ? 'text/plain' : 'application/json' } })
          return {
            withResponse: async () => {
              if (step === 'bad') throw new SyntaxError('Unterminated string in JSON at position 285')
              if (step === 'text') return { data: 'not a message', request_id: `req_${n}`, response }
              return { data: step, request_id: `req_${n}`, response }
            },
            ...(withAsResponse ? { asResponse: async () => response } : {}),
          }
        },
      },
    }
    return { client: client as unknown as Anthropic, calls: () => n }
  }

  test('a SyntaxError from parsing is retried with backoff (limit untouched), then succeeds', async () => {
    const { client, calls } = badBodyClient(['bad', 'bad', okMessage()])
    const limiter = new AdaptiveLimiter({ max: 4 })
    const events: GatewayEvent[] = []
    const gw = createGateway({ client, limiter, backoff: { initialMs: 1 }, onEvent: (e) => events.push(e) })
    const res = await gw.send(params, ctx())
    expect(res).toMatchObject({ retries: 2, requestId: 'req_3', cached: false })
    expect(calls()).toBe(3)
    expect(limiter.limit).toBe(4)
    expect(events.filter((e) => e.type === 'retry')).toEqual([
      expect.objectContaining({ reason: 'invalid_response', status: 200, requestId: 'req_1', waitSource: 'backoff' }),
      expect.objectContaining({ reason: 'invalid_response', status: 200, requestId: 'req_2', waitSource: 'backoff' }),
    ])
    expect(gw.stats()).toMatchObject({ apiCalls: 3, retries: 2, overloaded: 0, rateLimited: 0, errors: 0 })
  })

  test('bounded: still bad after maxRetries → InvalidResponseError recorded as invalid_response, parser message kept', async () => {
    const { client, calls } = badBodyClient(['bad'])
    const gw = createGateway({ client, limiter: new AdaptiveLimiter({ max: 2 }), maxRetries: 2, backoff: { initialMs: 1 } })
    const err = await gw.send(params, ctx()).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(InvalidResponseError)
    expect((err as Error).cause).toBeInstanceOf(SyntaxError)
    expect(calls()).toBe(3)
    expect(failureInfo(err)).toEqual({ apiCalls: 3, retries: 2 })
    expect(toRunError(err)).toEqual({
      type: 'invalid_response',
      status: 200,
      requestId: 'req_3',
      message: 'The API returned a response that is not valid JSON (Unterminated string in JSON at position 285)',
    })
  })

  test('without a reachable Response the error is still typed (no status, no request id)', async () => {
    const { client } = badBodyClient(['bad'], false)
    const gw = createGateway({ client, limiter: new AdaptiveLimiter({ max: 2 }), maxRetries: 0 })
    const err = await gw.send(params, ctx()).catch((e: unknown) => e)
    expect(toRunError(err)).toEqual({
      type: 'invalid_response',
      message: 'The API returned a response that is not valid JSON (Unterminated string in JSON at position 285)',
    })
  })

  test('a body the SDK returns as text (not a message object) is an invalid response too', async () => {
    const { client } = badBodyClient(['text', okMessage()])
    const gw = createGateway({ client, limiter: new AdaptiveLimiter({ max: 2 }), backoff: { initialMs: 1 } })
    expect(await gw.send(params, ctx())).toMatchObject({ retries: 1, requestId: 'req_2' })
    const err = await createGateway({ client: badBodyClient(['text']).client, limiter: new AdaptiveLimiter({ max: 2 }), maxRetries: 0 })
      .send(params, ctx())
      .catch((e: unknown) => e)
    expect(toRunError(err)).toEqual({
      type: 'invalid_response',
      status: 200,
      requestId: 'req_1',
      message: 'The API returned a response that is not valid JSON (expected a message object, got a string with content-type text/plain)',
    })
  })

  test('an abort during the backoff after a bad body stops the retries', async () => {
    const { client, calls } = badBodyClient(['bad'])
    const ac = new AbortController()
    const gw = createGateway({ client, limiter: new AdaptiveLimiter({ max: 2 }), backoff: { initialMs: 5_000 } })
    const p = gw.send(params, ctx({ signal: ac.signal })).catch((e: unknown) => e)
    await new Promise((r) => setTimeout(r, 20))
    ac.abort()
    const err = await p
    expect(calls()).toBe(1)
    expect(toRunError(err).type).toBe('aborted')
  })
})

describe('gateway + response cache', () => {
  test('read-write records, a second gateway replays with zero calls; trials are separate keys', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'gw-cache-'))
    try {
      const cache = new ResponseCache({ dir, mode: 'read-write' })
      const a = fakeClient([okMessage('first')])
      const gw = createGateway({ client: a.client, limiter: new AdaptiveLimiter({ max: 2 }), cache })
      const r1 = await gw.send(params, ctx())
      expect(r1.cached).toBe(false)
      const b = fakeClient([apiError(500)])
      const gw2 = createGateway({ client: b.client, limiter: new AdaptiveLimiter({ max: 2 }), cache: new ResponseCache({ dir, mode: 'read-only' }), maxRetries: 0 })
      const r2 = await gw2.send(params, ctx())
      expect(b.calls).toHaveLength(0)
      expect(r2.cached).toBe(true)
      expect(r2.message).toEqual(r1.message)
      expect(r2.requestId).toBe(r1.requestId)
      expect(gw2.stats().cacheHits).toBe(1)
      // trial 2 is a different sample → miss → API call (fails here)
      await expect(gw2.send(params, ctx({ spec: spec(2) }))).rejects.toMatchObject({ status: 500 })
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  test('cache key: canonical (key order irrelevant), changes with params and trial', () => {
    const p2 = { messages: [{ content: 'hi', role: 'user' as const }], max_tokens: 100, model: 'claude-haiku-5-5' }
    expect(cacheKey(params, 1)).toBe(cacheKey(p2, 1))
    expect(cacheKey(params, 1)).not.toBe(cacheKey(params, 2))
    expect(cacheKey(params, 1)).not.toBe(cacheKey({ ...params, max_tokens: 101 }, 1))
    expect(cacheKey(params, 1)).toMatch(/^[0-9a-f]{64}$/)
    expect(canonicalJson({ b: 1, a: { d: undefined, c: [2, { z: 1, y: 2 }] } })).toBe('{"a":{"c":[2,{"y":2,"z":1}]},"b":1}')
  })

  test('canonicalJson writes the same bytes as JSON.stringify of the sorted copy (cache keys stay valid)', () => {
    // The quirks of the sorted copy: index-like keys come first in numeric order, `__proto__` is
    // never a member, toJSON is honoured, undefined/functions/symbols are dropped in objects and
    // are null in arrays, holes are null, non-finite numbers are null.
    const quirky = JSON.parse('{"__proto__":{"x":1},"b":2,"10":1,"9":2,"01":3,"4294967295":4,"4294967294":5,"a":[1,null]}') as unknown
    const fixed: unknown[] = [
      quirky,
      { d: new Date(0), f: () => 1, s: Symbol('s'), u: undefined, n: NaN, i: -Infinity, z: -0, arr: [undefined, () => 1, Symbol('t'), , 3] },
      { t: { toJSON: () => ({ y: 1, x: [2] }) }, v: { toJSON: () => undefined }, w: new Number(3), m: new Map([[1, 2]]) },
      'plain "string" \u2028', 42, null, true, [],
      { '': 1, ' ': 2, 'é': 3, 'É': 4, '\ud83d\ude00': 5, 'a\nb': 6 }
    ]
    // Random request-shaped values, seeded.
    let seed = 7
    const rnd = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2147483648) % n)
    const keysPool = ['model', 'messages', 'role', 'content', 'type', 'text', '0', '1', '12', '2', 'tool_use', 'input', 'Z', 'a', '__proto__', 'toJSON2']
    const gen = (depth: number): unknown => {
      const k = rnd(depth > 3 ? 4 : 7)
      if (k === 0) return rnd(1000) - 500 + (rnd(2) ? 0.5 : 0)
      if (k === 1) return ['x', 'ü', '"q"', '\\', ''][rnd(5)]
      if (k === 2) return [null, true, false, undefined][rnd(4)]
      if (k === 3) return rnd(2) ? 'tail' : null
      if (k === 4) return Array.from({ length: rnd(4) }, () => gen(depth + 1))
      const o: Record<string, unknown> = {}
      for (let j = rnd(6); j > 0; j--) o[keysPool[rnd(keysPool.length)]!] = gen(depth + 1)
      return o
    }
    for (let i = 0; i < 300; i++) fixed.push(gen(0))
    for (const v of fixed) expect(canonicalJson(v)).toBe(canonicalJsonReference(v))
  })
})

describe('Budget', () => {
  test('max-runs stops new work', () => {
    const b = new Budget({ maxRuns: 2 })
    expect(b.tryStart()).toBe(true)
    expect(b.tryStart()).toBe(true)
    expect(b.tryStart()).toBe(false)
    expect(b.snapshot()).toMatchObject({ started: 2, refused: 1, stoppedBy: 'max-runs' })
  })

  test('max-cost stops once spent >= cap; unknown cost counts as 0 but is flagged', () => {
    const b = new Budget({ maxCostUsd: 0.05 })
    expect(b.tryStart()).toBe(true)
    b.record(null)
    expect(b.tryStart()).toBe(true)
    b.record(0.03)
    expect(b.tryStart()).toBe(true)
    b.record(0.02)
    expect(b.exhausted).toBe(true)
    expect(b.tryStart()).toBe(false)
    expect(b.snapshot()).toMatchObject({ spentUsd: 0.05, unknownCostRuns: 1, stoppedBy: 'max-cost', recorded: 3 })
  })

  test('no caps → never stops; invalid caps throw', () => {
    const b = new Budget({ maxCostUsd: null, maxRuns: null })
    for (let i = 0; i < 1000; i++) expect(b.tryStart()).toBe(true)
    expect(() => new Budget({ maxRuns: 1.5 })).toThrow(RangeError)
    expect(() => new Budget({ maxCostUsd: -1 })).toThrow(RangeError)
  })
})
