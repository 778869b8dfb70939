/**
 * The gateway with the REAL @anthropic-ai/sdk client against a loopback fake Messages API.
 * (A minimal node:http fake lives in this file; the unreadable-body tests use the shared fake's
 * `'malformed'` / `'truncated'` faults.)
 */
import { describe, test, expect, beforeEach, afterEach } from '@jest/globals'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import Anthropic, { APIConnectionTimeoutError, APIError } from '@anthropic-ai/sdk'
import { AdaptiveLimiter } from '../../src/run/limiter.js'
import { createGateway, failureInfo, idleTimeoutWithin, DEFAULT_IDLE_TIMEOUT_MS, InvalidResponseError, toRunError, type GatewayEvent, type SendContext } from '../../src/run/gateway.js'
import { startFakeAnthropic, textReply, type Fault } from '../fakes/anthropic-server.js'
import { ResponseCache } from '../../src/run/response-cache.js'
import type { RunId } from '../../src/types.js'

// ─── minimal fake ─────────────────────────────────────────────────────────────────────

interface FakeReply {
  status?: number
  headers?: Record<string, string>
  body?: unknown
  delayMs?: number
}
interface Recorded {
  headers: IncomingHttpHeaders
  body: Anthropic.MessageCreateParamsNonStreaming
}
type Handler = (req: Recorded, index: number) => FakeReply

interface Fake {
  url: string
  requests: Recorded[]
  maxConcurrent: number
  setHandler(h: Handler): void
  close(): Promise<void>
}

let reqSeq = 0
function errorBody(status: number, message: string) {
  const type =
    status === 429 ? 'rate_limit_error'
    : status === 529 ? 'overloaded_error'
    : status === 400 ? 'invalid_request_error'
    : 'api_error'
  return { type: 'error', error: { type, message }, request_id: `req_err_${++reqSeq}` }
}
function okBody(req: Recorded) {
  const last = req.body.messages[req.body.messages.length - 1]
  const text = typeof last?.content === 'string' ? last.content : 'blocks'
  return {
    id: `msg_${++reqSeq}`,
    type: 'message',
    role: 'assistant',
    model: req.body.model,
    content: [{ type: 'text', text: `echo: ${text}` }],
    stop_reason: 'end_turn',
    stop_sequence: null,
    usage: { input_tokens: 10, output_tokens: 5, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 },
  }
}
const ok: Handler = () => ({ status: 200 })

async function startFake(initial: Handler = ok): Promise<Fake> {
  let handler = initial
  const requests: Recorded[] = []
  let inFlight = 0
  const fake = { maxConcurrent: 0 } as Fake
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      inFlight++
      fake.maxConcurrent = Math.max(fake.maxConcurrent, inFlight)
      const rec: Recorded = { headers: req.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) }
      const index = requests.push(rec) - 1
      const reply = handler(rec, index)
      const status = reply.status ?? 200
      const body = reply.body ?? (status === 200 ? okBody(rec) : errorBody(status, `fake ${status}`))
      const requestId = (body as { request_id?: string }).request_id ?? `req_ok_${index}`
      const send = () => {
        inFlight--
        if (res.destroyed) return
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': requestId, ...reply.headers })
        res.end(JSON.stringify(body))
      }
      if (reply.delayMs) setTimeout(send, reply.delayMs)
      else send()
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const { port } = server.address() as AddressInfo
  fake.url = `http://127.0.0.1:${port}`
  fake.requests = requests
  fake.setHandler = (h) => {
    handler = h
  }
  fake.close = () =>
    new Promise<void>((r) => {
      server.closeAllConnections()
      server.close(() => r())
    })
  return fake
}

// ─── fixtures ─────────────────────────────────────────────────────────────────────────

const API_KEY = 'sk-ant-test-SECRET-123'
const spec = (trial = 1, evalId = 1): RunId => ({
  runId: `s/eval-${evalId}-x/with_skill/run-${trial}`,
  skill: 's',
  evalId,
  evalDir: `eval-${evalId}-x`,
  configuration: 'with_skill',
  trial,
  model: 'claude-haiku-5-5',
})
const ctx = (trial = 1, evalId = 1): SendContext => ({ spec: spec(trial, evalId), turn: 1 })
const params = (prompt = 'hello'): Anthropic.MessageCreateParamsNonStreaming => ({
  model: 'claude-haiku-5-5',
  max_tokens: 64,
  system: 'You are a test.',
  messages: [{ role: 'user', content: prompt }],
})

let fake: Fake
let dir: string
let client: Anthropic
beforeEach(async () => {
  fake = await startFake()
  dir = await mkdtemp(path.join(tmpdir(), 'gw-int-'))
  client = new Anthropic({ apiKey: API_KEY, baseURL: fake.url })
})
afterEach(async () => {
  await fake.close()
  await rm(dir, { recursive: true, force: true })
})

async function listFiles(root: string): Promise<string[]> {
  try {
    const out: string[] = []
    for (const e of await readdir(root, { withFileTypes: true, recursive: true })) {
      if (e.isFile()) out.push(path.join(e.parentPath, e.name))
    }
    return out
  } catch {
    return []
  }
}

// ─── tests ────────────────────────────────────────────────────────────────────────────

describe('gateway against a loopback fake (real SDK)', () => {
  test('429 with retry-after-ms then 200 → success, retries=1, limiter shrank; SDK retries off', async () => {
    fake.setHandler((_r, i) => (i === 0 ? { status: 429, headers: { 'retry-after-ms': '40', 'retry-after': '30' } } : { status: 200 }))
    const limiter = new AdaptiveLimiter({ max: 4 })
    const gw = createGateway({ client, limiter })
    const t0 = performance.now()
    const res = await gw.send(params(), ctx())
    const elapsed = performance.now() - t0
    expect(res.retries).toBe(1)
    expect(res.cached).toBe(false)
    expect(res.requestId).toBe('req_ok_1')
    expect(res.message.content[0]).toMatchObject({ type: 'text', text: 'echo: hello' })
    expect(limiter.limit).toBe(2)
    expect(elapsed).toBeGreaterThanOrEqual(35)
    expect(elapsed).toBeLessThan(5000) // retry-after-ms (40 ms) wins over retry-after (30 s)
    expect(fake.requests).toHaveLength(2)
    // both attempts are first attempts for the SDK: it did not retry, we did
    expect(fake.requests.map((r) => r.headers['x-stainless-retry-count'])).toEqual(['0', '0'])
    expect(gw.stats()).toMatchObject({ apiCalls: 2, retries: 1, rateLimited: 1, limit: 2 })
  })

  test('529 ×2 then 200 → success, no shrink', async () => {
    fake.setHandler((_r, i) => (i < 2 ? { status: 529, headers: { 'retry-after-ms': '10' } } : { status: 200 }))
    const limiter = new AdaptiveLimiter({ max: 4 })
    const gw = createGateway({ client, limiter })
    const res = await gw.send(params(), ctx())
    expect(res.retries).toBe(2)
    expect(limiter.limit).toBe(4)
    expect(fake.requests).toHaveLength(3)
    expect(gw.stats()).toMatchObject({ overloaded: 2, rateLimited: 0 })
  })

  test('still failing after the bounded retries → the API error with its message and request id', async () => {
    fake.setHandler(() => ({ status: 529, headers: { 'retry-after-ms': '5' } }))
    const gw = createGateway({ client, limiter: new AdaptiveLimiter({ max: 2 }), maxRetries: 2 })
    const err = await gw.send(params(), ctx()).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(APIError)
    expect(fake.requests).toHaveLength(3)
    const re = toRunError(err)
    expect(re).toMatchObject({ message: 'fake 529', status: 529, type: 'overloaded_error' })
    expect(re.requestId).toMatch(/^req_err_/)
    expect(failureInfo(err)).toEqual({ apiCalls: 3, retries: 2 })
  })

  test('400 is not retried', async () => {
    fake.setHandler(() => ({ status: 400 }))
    const gw = createGateway({ client, limiter: new AdaptiveLimiter({ max: 2 }) })
    await expect(gw.send(params(), ctx())).rejects.toMatchObject({ status: 400, type: 'invalid_request_error' })
    expect(fake.requests).toHaveLength(1)
  })

  test('per-attempt timeout is retried, then surfaces as a timeout error', async () => {
    fake.setHandler(() => ({ status: 200, delayMs: 300 }))
    const gw = createGateway({ client, limiter: new AdaptiveLimiter({ max: 2 }), requestTimeoutMs: 50, maxRetries: 1, backoff: { initialMs: 5 } })
    const err = await gw.send(params(), ctx()).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(APIConnectionTimeoutError)
    expect(failureInfo(err)).toEqual({ apiCalls: 2, retries: 1 })
    expect(toRunError(err).type).toBe('timeout')
  })

  test('concurrency never exceeds the limiter', async () => {
    fake.setHandler(() => ({ status: 200, delayMs: 30 }))
    const gw = createGateway({ client, limiter: new AdaptiveLimiter({ max: 3 }) })
    await Promise.all(Array.from({ length: 12 }, (_, i) => gw.send(params(`p${i}`), ctx())))
    expect(fake.requests).toHaveLength(12)
    expect(fake.maxConcurrent).toBe(3)
  })
})

describe('a 200 whose body is not valid JSON (shared fake: malformed / truncated)', () => {
  const gatewayOn = async (faults: Fault[] | (() => Fault | undefined), maxRetries = 3) => {
    const shared = await startFakeAnthropic({ faults, script: [textReply('fine')] })
    const events: GatewayEvent[] = []
    const gw = createGateway({
      client: new Anthropic({ apiKey: API_KEY, baseURL: shared.url, maxRetries: 5 }),
      limiter: new AdaptiveLimiter({ max: 2 }),
      maxRetries,
      backoff: { initialMs: 2 },
      onEvent: (e) => events.push(e),
    })
    return { shared, gw, events }
  }

  test('malformed, then OK → success with retries=1, the retry is typed invalid_response', async () => {
    const { shared, gw, events } = await gatewayOn(['malformed'])
    try {
      const res = await gw.send(params(), ctx())
      expect(res.retries).toBe(1)
      expect(res.message.content[0]).toMatchObject({ type: 'text', text: 'fine' })
      const reqs = shared.messageRequests
      expect(reqs).toHaveLength(2)
      expect(reqs[0]!.response).toMatchObject({ status: 200, fault: 'malformed' })
      expect(res.requestId).toBe(reqs[1]!.response!.requestId)
      // our retry, not the SDK's (its own retries are off even though the client allows 5)
      expect(reqs.map((r) => r.headers['x-stainless-retry-count'])).toEqual(['0', '0'])
      const retry = events.find((e) => e.type === 'retry')
      expect(retry).toMatchObject({ reason: 'invalid_response', status: 200, requestId: reqs[0]!.response!.requestId, waitSource: 'backoff' })
      expect(gw.stats()).toMatchObject({ apiCalls: 2, retries: 1, errors: 0, overloaded: 0, rateLimited: 0 })
    } finally {
      await shared.close()
    }
  })

  test('always truncated → maxRetries + 1 attempts, then a typed invalid_response error with status and request id', async () => {
    const maxRetries = 2
    const { shared, gw } = await gatewayOn(() => 'truncated', maxRetries)
    try {
      const err = await gw.send(params(), ctx()).catch((e: unknown) => e)
      expect(err).toBeInstanceOf(InvalidResponseError)
      const reqs = shared.messageRequests
      expect(reqs).toHaveLength(maxRetries + 1)
      expect(failureInfo(err)).toEqual({ apiCalls: maxRetries + 1, retries: maxRetries })
      const re = toRunError(err)
      expect(re).toEqual({
        type: 'invalid_response',
        status: 200,
        requestId: reqs[maxRetries]!.response!.requestId,
        message: expect.stringMatching(/^The API returned a response that is not valid JSON \(.+\)$/),
      })
      expect(re.requestId).toMatch(/^req_/)
      expect(gw.stats()).toMatchObject({ apiCalls: maxRetries + 1, retries: maxRetries, errors: 1 })
    } finally {
      await shared.close()
    }
  })

  test('a 200 that is not JSON at all (text/html) is retried the same way', async () => {
    fake.setHandler((_r, i) => (i === 0 ? { status: 200, headers: { 'content-type': 'text/html' }, body: '<html>oops</html>' } : { status: 200 }))
    const gw = createGateway({ client, limiter: new AdaptiveLimiter({ max: 2 }), backoff: { initialMs: 2 } })
    const res = await gw.send(params(), ctx())
    expect(res.retries).toBe(1)
    expect(res.message.content[0]).toMatchObject({ type: 'text', text: 'echo: hello' })

    fake.setHandler(() => ({ status: 200, headers: { 'content-type': 'text/html' }, body: '<html>oops</html>' }))
    const err = await createGateway({ client, limiter: new AdaptiveLimiter({ max: 2 }), maxRetries: 0 }).send(params(), ctx()).catch((e: unknown) => e)
    expect(toRunError(err)).toMatchObject({
      type: 'invalid_response',
      status: 200,
      requestId: expect.stringMatching(/^req_ok_/),
      message: expect.stringContaining('content-type text/html'),
    })
  })
})

describe('response cache with the real SDK', () => {
  const work = [
    { p: params('a'), c: ctx(1, 1) },
    { p: params('a'), c: ctx(2, 1) },
    { p: params('b'), c: ctx(1, 2) },
    { p: params('b'), c: ctx(2, 2) },
  ]

  test('read-write then replay against a server that fails everything → identical results, zero requests', async () => {
    const gw = createGateway({ client, limiter: new AdaptiveLimiter({ max: 4 }), cache: new ResponseCache({ dir, mode: 'read-write' }) })
    const first = await Promise.all(work.map((w) => gw.send(w.p, w.c)))
    expect(fake.requests).toHaveLength(4) // trials are independent samples: 4 distinct keys
    expect(new Set(first.map((r) => r.message.id)).size).toBe(4)
    expect(gw.stats().cacheWrites).toBe(4)
    // one append-only pack for this cache instance, one JSON line per entry
    const files = await listFiles(dir)
    expect(files).toHaveLength(1)
    expect(path.basename(files[0]!)).toMatch(/^pack-.*\.jsonl$/)
    expect(path.dirname(files[0]!)).toBe(path.resolve(dir))

    // stored content holds no secrets and no headers
    for (const f of files) {
      const text = await readFile(f, 'utf8')
      expect(text.trimEnd().split('\n')).toHaveLength(4)
      expect(text).not.toContain(API_KEY)
      expect(text.toLowerCase()).not.toContain('authorization')
      expect(text).not.toContain('x-stainless')
    }

    const before = fake.requests.length
    fake.setHandler(() => ({ status: 500 }))
    const gw2 = createGateway({
      client: new Anthropic({ apiKey: API_KEY, baseURL: fake.url }),
      limiter: new AdaptiveLimiter({ max: 4 }),
      cache: new ResponseCache({ dir, mode: 'read-write' }),
      maxRetries: 0,
    })
    const second = await Promise.all(work.map((w) => gw2.send(w.p, w.c)))
    expect(fake.requests.length - before).toBe(0)
    expect(second.map((r) => r.cached)).toEqual([true, true, true, true])
    expect(second.map((r) => ({ message: r.message, requestId: r.requestId }))).toEqual(
      first.map((r) => ({ message: JSON.parse(JSON.stringify(r.message)), requestId: r.requestId })),
    )
    expect(gw2.stats()).toMatchObject({ apiCalls: 0, cacheHits: 4 })
  })

  test('read-only reads but never writes', async () => {
    const gw = createGateway({ client, limiter: new AdaptiveLimiter({ max: 2 }), cache: new ResponseCache({ dir, mode: 'read-only' }) })
    const r = await gw.send(params(), ctx())
    expect(r.cached).toBe(false)
    expect(await listFiles(dir)).toEqual([])
    await gw.send(params(), ctx())
    expect(fake.requests).toHaveLength(2)
    expect(gw.stats().cacheWrites).toBe(0)
  })

  test('off neither reads nor writes', async () => {
    const rw = createGateway({ client, limiter: new AdaptiveLimiter({ max: 2 }), cache: new ResponseCache({ dir, mode: 'read-write' }) })
    await rw.send(params(), ctx())
    const filesBefore = await listFiles(dir)
    expect(filesBefore).toHaveLength(1)
    const off = createGateway({ client, limiter: new AdaptiveLimiter({ max: 2 }), cache: new ResponseCache({ dir, mode: 'off' }) })
    const r = await off.send(params('other'), ctx())
    const r2 = await off.send(params(), ctx())
    expect(r.cached).toBe(false)
    expect(r2.cached).toBe(false)
    expect(fake.requests).toHaveLength(3)
    expect(await listFiles(dir)).toEqual(filesBefore)
    expect(off.stats()).toMatchObject({ cacheHits: 0, cacheWrites: 0 })
  })

  test('a failed response is never cached', async () => {
    fake.setHandler(() => ({ status: 400 }))
    const gw = createGateway({ client, limiter: new AdaptiveLimiter({ max: 2 }), cache: new ResponseCache({ dir, mode: 'read-write' }) })
    await expect(gw.send(params(), ctx())).rejects.toMatchObject({ status: 400 })
    expect(await listFiles(dir)).toEqual([])
  })
})

describe('idleTimeoutWithin (issue 36)', () => {
  test('at most a third of the run timeout; a shorter configured idle timeout is kept; no run timeout keeps it', () => {
    expect(idleTimeoutWithin(60)).toBe(20_000)
    expect(idleTimeoutWithin(60, 90_000)).toBe(20_000)
    expect(idleTimeoutWithin(60, 10_000)).toBe(10_000)
    expect(idleTimeoutWithin(600)).toBe(DEFAULT_IDLE_TIMEOUT_MS)
    expect(idleTimeoutWithin(270, 90_000)).toBe(90_000) // exactly a third
    expect(idleTimeoutWithin(269.997, 90_000)).toBe(89_999)
    expect(idleTimeoutWithin(0.001, 5)).toBe(1)
    expect(idleTimeoutWithin(0, 5_000)).toBe(5_000)
    expect(idleTimeoutWithin(Number.NaN, 5_000)).toBe(5_000)
  })
})
