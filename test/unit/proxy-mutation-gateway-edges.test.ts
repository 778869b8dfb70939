/**
 * Issue 36: the key proxy's Messages calls through the run engine's gateway (`send`), at their
 * edges: an answer without usage, error statuses at 400, the error answer's headers, an error the
 * proxy cannot even answer with, workspace paths with regex characters in them, and the stop
 * sequence in a synthesized event stream. Also: a gateway-only proxy (no key, no token) forwards
 * count_tokens with no credential of its own invention.
 */
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type Anthropic from '@anthropic-ai/sdk'
import { messageToSse, startKeyProxy, type KeyProxy, type KeyProxyOptions } from '../../src/run/claude-code/key-proxy.js'
import type { SendFn } from '../../src/run/gateway.js'

const KEY = 'sk-ant-REAL-KEY-gateway-0123'
const MODEL = 'claude-sonnet-4-5'
const spec = { skill: 's', evalId: 'e', configuration: 'with_skill', trial: 1, model: MODEL } as never

const message = (over: Record<string, unknown> = {}): Anthropic.Message =>
  ({
    id: 'msg_e',
    type: 'message',
    role: 'assistant',
    model: MODEL,
    content: [{ type: 'text', text: 'hello', citations: null }],
    stop_reason: 'end_turn',
    stop_sequence: null,
    usage: { input_tokens: 3, output_tokens: 2, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 },
    ...over,
  }) as unknown as Anthropic.Message

interface Seen {
  url: string
  headers: http.IncomingHttpHeaders
}
let upstream: http.Server
let upstreamUrl: string
let seen: Seen[]
beforeEach(async () => {
  seen = []
  upstream = http.createServer((req, res) => {
    req.resume()
    req.on('end', () => {
      seen.push({ url: req.url ?? '', headers: req.headers })
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end('{"input_tokens":4}')
    })
  })
  await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', () => r()))
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`
})
const proxies: KeyProxy[] = []
afterEach(async () => {
  for (const p of proxies.splice(0)) await p.close()
  await new Promise<void>((r) => {
    upstream.close(() => r())
    upstream.closeAllConnections()
  })
})
async function proxy(o: Partial<KeyProxyOptions>): Promise<KeyProxy> {
  const p = await startKeyProxy({ upstream: upstreamUrl, ...o })
  proxies.push(p)
  return p
}

type Outcome = { kind: 'answer'; status: number; headers: http.IncomingHttpHeaders; text: string } | { kind: 'reset' } | { kind: 'hang' }

/** One request to the proxy, and how it ended within `ms`. */
function call(p: KeyProxy, o: { path?: string; body?: string; ms?: number } = {}): Promise<Outcome> {
  const body = o.body ?? JSON.stringify({ model: MODEL, max_tokens: 5, messages: [{ role: 'user', content: 'hi' }] })
  const target = new URL(p.url)
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      req.destroy()
      resolve({ kind: 'hang' })
    }, o.ms ?? 3000)
    const req = http.request(
      {
        hostname: target.hostname,
        port: target.port,
        method: 'POST',
        path: o.path ?? '/v1/messages',
        headers: { 'content-type': 'application/json', 'x-api-key': p.placeholder, 'content-length': String(Buffer.byteLength(body)) },
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => {
          clearTimeout(timer)
          resolve({ kind: 'answer', status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') })
        })
      },
    )
    req.on('error', () => {
      clearTimeout(timer)
      resolve({ kind: 'reset' })
    })
    req.end(body)
  })
}

const answer = (o: Outcome) => {
  if (o.kind !== 'answer') throw new Error(`expected an answer, got ${o.kind}`)
  return o
}

describe('an answer from the gateway without usage', () => {
  test.each([
    ['null', null],
    ['absent', undefined],
  ])('usage %s: still 200 with the message, nothing added to the usage', async (_, usage) => {
    const send: SendFn = async () => ({ message: message({ usage }), cached: false, retries: 0 })
    const p = await proxy({ send, spec })
    const r = answer(await call(p))
    expect(r.status).toBe(200)
    expect(JSON.parse(r.text)).toEqual(JSON.parse(JSON.stringify(message({ usage }))))
    expect(p.stats.usage).toEqual({ input_tokens: 0, output_tokens: 0, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 })
    expect(p.stats.gateway.errors).toBe(0)
    expect(p.stats.byStatus).toEqual({ '200': 1 })
  })
})

describe('gateway errors', () => {
  test('status 400 is passed on as 400 (the lowest HTTP error), with a JSON body and no retry', async () => {
    const send: SendFn = async () => {
      throw Object.assign(new Error('bad request'), { status: 400, error: { error: { type: 'invalid_request_error' } } })
    }
    const p = await proxy({ send, spec })
    const r = answer(await call(p))
    expect(r.status).toBe(400)
    expect(r.headers['content-type']).toBe('application/json')
    expect(r.headers['x-should-retry']).toBe('false')
    expect(JSON.parse(r.text)).toEqual({ type: 'error', error: { type: 'invalid_request_error', message: 'bad request' } })
    expect(p.stats.byStatus).toEqual({ '400': 1 })
  })

  test('status 399 is not an HTTP error: 502', async () => {
    const send: SendFn = async () => {
      throw Object.assign(new Error('odd'), { status: 399 })
    }
    const p = await proxy({ send, spec })
    const r = answer(await call(p))
    expect(r.status).toBe(502)
    expect(r.headers['content-type']).toBe('application/json')
    expect(JSON.parse(r.text)).toEqual({ type: 'error', error: { type: 'api_error', message: 'odd' } })
  })

  test('an error status the proxy cannot answer with (not an HTTP status): the connection is closed, not left waiting', async () => {
    const send: SendFn = async () => {
      throw Object.assign(new Error('strange'), { status: 1000 })
    }
    const p = await proxy({ send, spec })
    expect(await call(p)).toEqual({ kind: 'reset' })
    expect(p.stats.gateway.errors).toBe(1)
    // the proxy still answers the next call
    const ok: SendFn = async () => ({ message: message(), cached: false, retries: 0 })
    const q = await proxy({ send: ok, spec })
    expect(answer(await call(q)).status).toBe(200)
  })
})

describe('workspace paths with regex characters', () => {
  test('a cached answer naming another run\'s workspace under the same (literal) parent gets this run\'s; a look-alike parent does not', async () => {
    const parent = '/tmp/r.n+s(1)[x]$'
    const ws = `${parent}/skill-evals-ws-AbC123`
    const other = `${parent}/skill-evals-ws-ZZZ999`
    const lookAlike = '/tmp/rXn+s(1)[x]$/skill-evals-ws-QQQ111'
    const send: SendFn = async () => ({
      message: message({ content: [{ type: 'text', text: `a ${other}/out.md b ${lookAlike}/c`, citations: null }] }),
      cached: true,
      retries: 0,
    })
    const p = await proxy({ send, spec, workspaceDir: ws })
    const r = answer(await call(p))
    expect((JSON.parse(r.text) as { content: { text: string }[] }).content[0]!.text).toBe(`a ${ws}/out.md b ${lookAlike}/c`)
  })
})

describe('the synthesized event stream', () => {
  test('carries the stop sequence in message_delta', () => {
    const sse = messageToSse(message({ stop_reason: 'stop_sequence', stop_sequence: '###' }))
    const delta = sse
      .split('\n')
      .filter((l) => l.startsWith('data: '))
      .map((l) => JSON.parse(l.slice(6)) as Record<string, unknown>)
      .find((e) => e['type'] === 'message_delta')
    expect(delta).toEqual({ type: 'message_delta', delta: { stop_reason: 'stop_sequence', stop_sequence: '###' }, usage: { output_tokens: 2 } })
  })

  test('a streaming request through the gateway gets it', async () => {
    const send: SendFn = async () => ({ message: message({ stop_reason: 'stop_sequence', stop_sequence: 'END' }), cached: false, retries: 0 })
    const p = await proxy({ send, spec })
    const r = answer(await call(p, { body: JSON.stringify({ model: MODEL, stream: true, messages: [] }) }))
    expect(r.text).toContain('"stop_sequence":"END"},"usage"')
  })
})

describe('a gateway-only proxy (no key, no token)', () => {
  test('forwards count_tokens with neither x-api-key nor an Authorization of its own', async () => {
    const send: SendFn = async () => ({ message: message(), cached: false, retries: 0 })
    const p = await proxy({ send, spec })
    const r = answer(await call(p, { path: '/v1/messages/count_tokens' }))
    expect(r.status).toBe(200)
    expect(seen).toHaveLength(1)
    expect(seen[0]!.headers['authorization']).toBeUndefined()
    expect(seen[0]!.headers['x-api-key']).toBeUndefined()
    expect(JSON.stringify(seen[0]!.headers)).not.toContain(p.placeholder)
  })

  test('with a key, the key (and no Authorization) goes upstream', async () => {
    const p = await proxy({ apiKey: KEY })
    answer(await call(p, { path: '/v1/messages/count_tokens' }))
    expect(seen[0]!.headers['x-api-key']).toBe(KEY)
    expect(seen[0]!.headers['authorization']).toBeUndefined()
  })
})
