/**
 * Transport faults (issue 17, point 5) with the REAL @anthropic-ai/sdk against the loopback fake
 * Messages API: a 200 whose body is cut mid-stream (the connection is destroyed after half the
 * announced content-length), a body that stalls (headers and half the body, then nothing), a
 * request that never gets an answer, and a reset connection are all retried with backoff like a
 * 5xx; when the retries run out they are recorded as `invalid_response` / `timeout` with the
 * request id of the response that failed.
 */
import { describe, expect, test } from '@jest/globals'
import Anthropic from '@anthropic-ai/sdk'
import { AdaptiveLimiter } from '../../src/run/limiter.js'
import { createGateway, failureInfo, idleTimeoutFetch, toRunError, type GatewayEvent, type SendContext } from '../../src/run/gateway.js'
import { isBufferedResponse, nodeFetch } from '../../src/ports/node-fetch.js'
import { startFakeAnthropic, textReply, type Fault } from '../fakes/anthropic-server.js'
import type { RunId } from '../../src/types.js'

const spec: RunId = {
  runId: 's/eval-1-x/with_skill/run-1',
  skill: 's',
  evalId: 1,
  evalDir: 'eval-1-x',
  configuration: 'with_skill',
  trial: 1,
  model: 'claude-haiku-5-5'
} as RunId
const ctx: SendContext = { spec, turn: 1 }
const params: Anthropic.MessageCreateParamsNonStreaming = { model: 'claude-haiku-5-5', max_tokens: 64, messages: [{ role: 'user', content: 'hello' }] }

async function on(faults: Fault[] | (() => Fault), o: { maxRetries?: number; idleTimeoutMs?: number } = {}) {
  const fake = await startFakeAnthropic({ faults, script: [textReply('fine')] })
  const events: GatewayEvent[] = []
  const gw = createGateway({
    client: new Anthropic({ apiKey: 'sk-ant-test-transport', baseURL: fake.url, maxRetries: 0 }),
    limiter: new AdaptiveLimiter({ max: 2 }),
    maxRetries: o.maxRetries ?? 3,
    idleTimeoutMs: o.idleTimeoutMs ?? 300,
    backoff: { initialMs: 5 },
    onEvent: (e) => events.push(e)
  })
  return { fake, gw, events }
}

describe('transport faults are retried like a 5xx (issue 17, point 5)', () => {
  test.each([
    ['cut', 'invalid_response'],
    ['stall', 'timeout'],
    ['hang', 'timeout'],
    ['reset', 'connection']
  ] as const)('one %s, then OK → success after one retry (reason %s)', async (fault, reason) => {
    const { fake, gw, events } = await on([fault])
    try {
      const t0 = Date.now()
      const res = await gw.send(params, ctx)
      expect(res.retries).toBe(1)
      expect(res.message.content[0]).toMatchObject({ type: 'text', text: 'fine' })
      expect(fake.messageRequests[0]!.response).toMatchObject({ fault })
      const retry = events.find((e) => e.type === 'retry')
      expect(retry).toMatchObject({ reason, waitSource: 'backoff' })
      if (fault === 'cut' || fault === 'stall') {
        // The response had headers: its request id is carried by the retry event.
        expect(retry).toMatchObject({ status: 200, requestId: fake.messageRequests[0]!.response!.requestId })
      }
      // An idle connection costs the idle timeout (300 ms here), not the 600 s request timeout.
      expect(Date.now() - t0).toBeLessThan(5_000)
    } finally {
      await fake.close()
    }
  })

  test('always cut → maxRetries + 1 attempts, then invalid_response with status and request id', async () => {
    const { fake, gw } = await on(() => 'cut', { maxRetries: 2 })
    try {
      const err = await gw.send(params, ctx).catch((e: unknown) => e)
      expect(fake.messageRequests).toHaveLength(3)
      expect(failureInfo(err)).toEqual({ apiCalls: 3, retries: 2 })
      const re = toRunError(err)
      expect(re).toMatchObject({ type: 'invalid_response', status: 200, requestId: fake.messageRequests[2]!.response!.requestId })
      expect(re.message).toMatch(/cut off/)
      expect(re.message).not.toBe('terminated')
    } finally {
      await fake.close()
    }
  })

  test('always stalled mid-body → maxRetries + 1 attempts, then timeout with status and request id', async () => {
    const { fake, gw } = await on(() => 'stall', { maxRetries: 1, idleTimeoutMs: 200 })
    try {
      const t0 = Date.now()
      const err = await gw.send(params, ctx).catch((e: unknown) => e)
      expect(Date.now() - t0).toBeLessThan(5_000)
      expect(fake.messageRequests).toHaveLength(2)
      const re = toRunError(err)
      expect(re).toMatchObject({ type: 'timeout', status: 200, requestId: fake.messageRequests[1]!.response!.requestId })
      expect(re.message).toMatch(/no bytes from the API for 0.2 s/)
    } finally {
      await fake.close()
    }
  })

  test('a hang before the headers → timeout after the idle timeout, not the request timeout', async () => {
    const { fake, gw } = await on(() => 'hang', { maxRetries: 1, idleTimeoutMs: 200 })
    try {
      const t0 = Date.now()
      const err = await gw.send(params, ctx).catch((e: unknown) => e)
      expect(Date.now() - t0).toBeLessThan(5_000)
      expect(fake.messageRequests).toHaveLength(2)
      expect(toRunError(err).type).toBe('timeout')
    } finally {
      await fake.close()
    }
  })

  test('a slow but steady body is not cut by the idle timeout', async () => {
    // A normal (slowish) answer is untouched by the idle timeout.
    const fake = await startFakeAnthropic({ latencyMs: 150, script: [textReply('slow')] })
    try {
      const gw = createGateway({
        client: new Anthropic({ apiKey: 'k', baseURL: fake.url, maxRetries: 0 }),
        limiter: new AdaptiveLimiter({ max: 1 }),
        maxRetries: 0,
        idleTimeoutMs: 1_000
      })
      const res = await gw.send(params, ctx)
      expect(res.message.content[0]).toMatchObject({ text: 'slow' })
    } finally {
      await fake.close()
    }
  })
})

describe('the idle timeout over the node:http fetch (a body read whole before it resolves)', () => {
  test('its response is passed on as is; a streamed one gets the idle watch around its body', async () => {
    const fake = await startFakeAnthropic({ script: [textReply('one'), textReply('two')] })
    try {
      const init = { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': 'k', 'anthropic-version': '2023-06-01' }, body: JSON.stringify(params) }
      const url = `${fake.url}/v1/messages`
      const seen: Response[] = []
      const tap = (base: typeof fetch) => async (input: string | URL | Request, i?: RequestInit) => {
        const r = await base(input, i)
        seen.push(r)
        return r
      }
      const buffered = await idleTimeoutFetch(tap(nodeFetch), 1_000)(url, init)
      expect(isBufferedResponse(seen[0]!)).toBe(true)
      expect(buffered).toBe(seen[0])
      expect(((await buffered.json()) as Anthropic.Message).content[0]).toMatchObject({ text: 'one' })
      const streamed = await idleTimeoutFetch(tap(fetch), 1_000)(url, init)
      expect(isBufferedResponse(seen[1]!)).toBe(false)
      expect(streamed).not.toBe(seen[1])
      expect(((await streamed.json()) as Anthropic.Message).content[0]).toMatchObject({ text: 'two' })
    } finally {
      await fake.close()
    }
  })

  test('a body stalled mid-way still ends in a timeout through the gateway', async () => {
    const fake = await startFakeAnthropic({ faults: () => 'stall', script: [textReply('fine')] })
    try {
      const gw = createGateway({
        client: new Anthropic({ apiKey: 'k', baseURL: fake.url, maxRetries: 0, fetch: nodeFetch }),
        limiter: new AdaptiveLimiter({ max: 1 }),
        maxRetries: 0,
        idleTimeoutMs: 200,
        backoff: { initialMs: 5 }
      })
      const t0 = Date.now()
      const err = await gw.send(params, ctx).catch((e: unknown) => e)
      expect(Date.now() - t0).toBeLessThan(5_000)
      expect(toRunError(err).type).toBe('timeout')
    } finally {
      await fake.close()
    }
  })
})
