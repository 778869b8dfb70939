/**
 * Issue 36: the Claude Code key proxy (src/run/claude-code/key-proxy.ts) on its own, in-process,
 * against a fake upstream on 127.0.0.1 that records what reaches it. Each test states one rule
 * of the narrow door (issue 33 row G): who gets in, what is forwarded and how, what is refused
 * and counted, and how an answer from the gateway is given back.
 */
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type Anthropic from '@anthropic-ai/sdk'
import { KEY_PROXY_PATHS, messageToSse, startKeyProxy, usageFromBody, type KeyProxy, type KeyProxyOptions } from '../../src/run/claude-code/key-proxy.js'
import { costOf } from '../../src/run/cost.js'
import type { SendFn } from '../../src/run/gateway.js'

const KEY = 'sk-ant-REAL-KEY-0123456789'
const MODEL = 'claude-sonnet-4-5'

interface Seen {
  method: string
  url: string
  headers: http.IncomingHttpHeaders
  body: Buffer
}

interface Fake {
  url: string
  seen: Seen[]
  /** How the next answers are given. */
  answer: (req: Seen, res: http.ServerResponse) => void
  close(): Promise<void>
}

const jsonAnswer = (status: number, body: unknown, extra: http.OutgoingHttpHeaders = {}) => (_: Seen, res: http.ServerResponse) => {
  res.writeHead(status, { 'content-type': 'application/json', ...extra })
  res.end(JSON.stringify(body))
}

async function startFake(): Promise<Fake> {
  const fake: Fake = {
    url: '',
    seen: [],
    answer: jsonAnswer(200, { id: 'msg_1', type: 'message', model: MODEL, usage: { input_tokens: 10, output_tokens: 5 } }),
    close: async () => {},
  }
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const s: Seen = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) }
      fake.seen.push(s)
      fake.answer(s, res)
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()))
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  fake.close = () =>
    new Promise<void>((r) => {
      server.close(() => r())
      server.closeAllConnections()
    })
  return fake
}

interface Reply {
  status: number
  headers: http.IncomingHttpHeaders
  text: string
  json: () => { type?: string; error?: { type: string; message: string } } & Record<string, unknown>
}

function call(proxy: KeyProxy, o: { method?: string; path?: string; headers?: Record<string, string>; body?: string | Buffer; credential?: string | null; bearer?: boolean }): Promise<Reply> {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'anthropic-version': '2023-06-01', ...(o.headers ?? {}) }
  const cred = o.credential === undefined ? proxy.placeholder : o.credential
  if (cred !== null) {
    if (o.bearer) headers['authorization'] = `Bearer ${cred}`
    else headers['x-api-key'] = cred
  }
  const body = o.body ?? JSON.stringify({ model: MODEL, max_tokens: 10, messages: [{ role: 'user', content: 'hi' }] })
  const target = new URL(proxy.url)
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        ...(proxy.socketPath ? { socketPath: proxy.socketPath } : { hostname: target.hostname, port: target.port }),
        method: o.method ?? 'POST',
        path: o.path ?? '/v1/messages',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8')
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json: () => JSON.parse(text) })
        })
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

let fake: Fake
const proxies: KeyProxy[] = []
async function proxy(o: Partial<KeyProxyOptions> = {}): Promise<KeyProxy> {
  const p = await startKeyProxy({ upstream: fake.url, apiKey: KEY, ...o })
  proxies.push(p)
  return p
}
beforeEach(async () => {
  fake = await startFake()
})
afterEach(async () => {
  for (const p of proxies.splice(0)) await p.close()
  await fake.close()
})

describe('starting', () => {
  test('a proxy with no credential and no gateway refuses to start', async () => {
    await expect(startKeyProxy({ upstream: fake.url })).rejects.toThrow('key proxy: no credential to inject')
    await expect(startKeyProxy({ upstream: fake.url, apiKey: '' })).rejects.toThrow('no credential')
  })

  test('it listens on loopback with a fresh random placeholder each time', async () => {
    const a = await proxy()
    const b = await proxy({ apiKey: undefined, authToken: 'tok-0123456789' })
    const c = await proxy({ apiKey: undefined, send: (async () => ({})) as unknown as SendFn })
    expect(a.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(a.placeholder).toMatch(/^sk-ant-placeholder-[0-9a-f]{32}$/)
    expect(new Set([a.placeholder, b.placeholder, c.placeholder]).size).toBe(3)
    expect(a.socketPath).toBeUndefined()
  })

  test('on a Unix socket it answers at http://localhost through that socket', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'kp-'))
    try {
      const p = await proxy({ socketPath: path.join(dir, 'kp.sock') })
      expect(p.url).toBe('http://localhost')
      expect(p.socketPath).toBe(path.join(dir, 'kp.sock'))
      expect((await call(p, {})).status).toBe(200)
      expect(fake.seen).toHaveLength(1)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('who gets in', () => {
  test('without the placeholder: 401, counted as refused, nothing reaches the upstream', async () => {
    const p = await proxy()
    for (const credential of [null, KEY, `${p.placeholder}x`, '']) {
      const r = await call(p, { credential })
      expect(r.status).toBe(401)
      expect(r.json()).toEqual({ type: 'error', error: { type: 'authentication_error', message: 'skill-evals key proxy: unknown credential' } })
    }
    expect(p.stats.refused).toBe(4)
    expect(p.stats.requests).toBe(0)
    expect(fake.seen).toHaveLength(0)
  })

  test('the placeholder as x-api-key or as a Bearer token (any case) gets in', async () => {
    const p = await proxy()
    expect((await call(p, {})).status).toBe(200)
    expect((await call(p, { bearer: true })).status).toBe(200)
    expect((await call(p, { credential: null, headers: { authorization: `bearer   ${p.placeholder}` } })).status).toBe(200)
    expect(p.stats.refused).toBe(0)
    expect(fake.seen).toHaveLength(3)
  })
})

describe('what is forwarded, and how', () => {
  test('the real key replaces the placeholder; the placeholder and hop-by-hop headers are not passed on; the rest is', async () => {
    const p = await proxy()
    await call(p, { bearer: true, headers: { 'anthropic-beta': 'b1', 'x-custom': 'c', connection: 'keep-alive', 'keep-alive': 'timeout=5', te: 'trailers', 'proxy-connection': 'x', upgrade: 'h2c' } })
    const h = fake.seen[0]!.headers
    expect(h['x-api-key']).toBe(KEY)
    expect(h['authorization']).toBeUndefined()
    expect(h['anthropic-beta']).toBe('b1')
    expect(h['x-custom']).toBe('c')
    expect(h['anthropic-version']).toBe('2023-06-01')
    for (const k of ['keep-alive', 'te', 'proxy-connection', 'upgrade']) expect(h[k]).toBeUndefined()
    expect(h['host']).toBe(new URL(fake.url).host)
    expect(JSON.stringify(h)).not.toContain(p.placeholder)
  })

  test('with an auth token: Authorization: Bearer <token> and no x-api-key', async () => {
    const p = await proxy({ apiKey: undefined, authToken: 'real-auth-token-123' })
    await call(p, {})
    const h = fake.seen[0]!.headers
    expect(h['authorization']).toBe('Bearer real-auth-token-123')
    expect(h['x-api-key']).toBeUndefined()
  })

  test('the body is forwarded byte for byte with its length; the upstream path prefix is kept; ?beta=true passes', async () => {
    fake.close()
    fake = await startFake()
    const p = await proxy({ upstream: `${fake.url}/base/path//` })
    const body = JSON.stringify({ model: MODEL, max_tokens: 3, messages: [{ role: 'user', content: 'é ✓' }] })
    await call(p, { path: '/v1/messages?beta=true', body })
    expect(fake.seen[0]!.method).toBe('POST')
    expect(fake.seen[0]!.url).toBe('/base/path/v1/messages?beta=true')
    expect(fake.seen[0]!.body.toString('utf8')).toBe(body)
    expect(fake.seen[0]!.headers['content-length']).toBe(String(Buffer.byteLength(body)))
    expect(p.stats.byPath).toEqual({ '/v1/messages': 1 })
  })

  test('both allowed paths are forwarded and counted by path; the upstream status and headers come back', async () => {
    fake.answer = jsonAnswer(200, { input_tokens: 42 }, { 'request-id': 'req_9', 'keep-alive': 'timeout=9' })
    const p = await proxy()
    expect(KEY_PROXY_PATHS).toEqual(['/v1/messages', '/v1/messages/count_tokens'])
    const r = await call(p, { path: '/v1/messages/count_tokens' })
    expect(r.status).toBe(200)
    expect(r.headers['request-id']).toBe('req_9')
    expect(r.headers['keep-alive']).toBeUndefined()
    expect(r.json()).toEqual({ input_tokens: 42 })
    fake.answer = jsonAnswer(429, { type: 'error', error: { type: 'rate_limit_error', message: 'slow down' } })
    expect((await call(p, {})).status).toBe(429)
    expect(p.stats.requests).toBe(2)
    expect(p.stats.byPath).toEqual({ '/v1/messages/count_tokens': 1, '/v1/messages': 1 })
    expect(p.stats.byStatus).toEqual({ '200': 1, '429': 1 })
  })

  test('usage and cost are counted from successful Messages answers only (not count_tokens, not errors)', async () => {
    const p = await proxy()
    fake.answer = jsonAnswer(200, { id: 'm', model: MODEL, usage: { input_tokens: 100, output_tokens: 20, cache_read_input_tokens: 7, cache_creation_input_tokens: 3 } })
    await call(p, {})
    fake.answer = jsonAnswer(200, { usage: { input_tokens: 1000, output_tokens: 1000 } })
    await call(p, { path: '/v1/messages/count_tokens' })
    fake.answer = jsonAnswer(400, { usage: { input_tokens: 1000, output_tokens: 1000 } })
    await call(p, {})
    expect(p.stats.usage).toEqual({ input_tokens: 100, output_tokens: 20, cache_read_input_tokens: 7, cache_creation_input_tokens: 3 })
    const cost = costOf(MODEL, { input_tokens: 100, output_tokens: 20, cache_read_input_tokens: 7, cache_creation_input_tokens: 3 })
    expect(cost).not.toBeNull()
    expect(p.stats.costUsd).toBeCloseTo(cost!, 12)
  })

  test('a model without a price makes the forwarded cost unknown (null)', async () => {
    const p = await proxy()
    await call(p, { body: JSON.stringify({ model: 'no-such-model-x', messages: [] }) })
    expect(p.stats.costUsd).toBeNull()
  })

  test('an upstream that cannot be reached: 502 in the API error shape, counted', async () => {
    const p = await proxy({ upstream: 'http://127.0.0.1:1' })
    const r = await call(p, {})
    expect(r.status).toBe(502)
    expect(r.json().error?.type).toBe('api_error')
    expect(r.json().error?.message).toMatch(/^skill-evals key proxy: upstream failed: /)
    expect(p.stats.upstreamErrors).toBe(1)
  })
})

describe('what is refused', () => {
  const forbidden: [string, string][] = [
    ['GET', '/v1/messages'],
    ['DELETE', '/v1/files/file_1'],
    ['POST', '/v1/models'],
    ['POST', '/v1/messages/'],
    ['POST', '//v1/messages'],
    ['POST', '/v1/messages/batches'],
    ['POST', '/v1/messages/../messages'],
    ['POST', '/v1/%6Dessages'],
    ['POST', '/v1/messages?beta=false'],
    ['POST', '/v1/messages?beta=true&x=1'],
    ['POST', '/v1/messages/count_tokens/'],
    ['PUT', '/v1/messages/count_tokens'],
  ]
  test.each(forbidden)('%s %s: 403 permission_error, never forwarded', async (method, p) => {
    const px = await proxy()
    const r = await call(px, { method, path: p })
    expect(r.status).toBe(403)
    expect(r.headers['x-should-retry']).toBe('false')
    expect(r.headers['content-type']).toBe('application/json')
    expect(r.json()).toEqual({
      type: 'error',
      error: { type: 'permission_error', message: `skill-evals key proxy: only POST /v1/messages and POST /v1/messages/count_tokens are forwarded, not ${method} ${p}` },
    })
    expect(px.stats.forbidden).toBe(1)
    expect(px.stats.requests).toBe(0)
    expect(px.stats.byStatus).toEqual({ '403': 1 })
    expect(fake.seen).toHaveLength(0)
  })

  test('the refusal quotes at most 200 characters of the address', async () => {
    // (the method is cut at 16 characters too, but Node's HTTP parser knows no longer method)
    const px = await proxy()
    const long = `/v1/${'a'.repeat(400)}`
    const r = await call(px, { method: 'UNSUBSCRIBE', path: long })
    expect(r.json().error?.message).toBe(`skill-evals key proxy: only POST /v1/messages and POST /v1/messages/count_tokens are forwarded, not UNSUBSCRIBE ${long.slice(0, 200)}`)
  })

  test('a model that is not the run\'s: 403 naming it and the allowed ones; no model at all: (none)', async () => {
    const px = await proxy({ models: [MODEL, 'claude-haiku-4-5'] })
    const r = await call(px, { body: JSON.stringify({ model: 'claude-opus-4-1', messages: [] }) })
    expect(r.status).toBe(403)
    expect(r.json().error).toEqual({ type: 'permission_error', message: `skill-evals key proxy: model "claude-opus-4-1" is not one of this run's (${MODEL}, claude-haiku-4-5)` })
    const none = await call(px, { body: JSON.stringify({ messages: [] }) })
    expect(none.json().error?.message).toContain('model (none) is not one of')
    const num = await call(px, { body: JSON.stringify({ model: 7 }) })
    expect(num.json().error?.message).toContain('model 7 is not one of')
    const long = await call(px, { body: JSON.stringify({ model: 'm'.repeat(300) }) })
    expect(long.json().error?.message).toContain(`model "${'m'.repeat(99)} is not one of`)
    expect(px.stats.forbidden).toBe(4)
    expect(fake.seen).toHaveLength(0)
    // an allowed one passes
    expect((await call(px, { body: JSON.stringify({ model: 'claude-haiku-4-5' }) })).status).toBe(200)
    expect(px.stats.requests).toBe(1)
  })

  test('without a model list any model is forwarded', async () => {
    const px = await proxy()
    expect((await call(px, { body: JSON.stringify({ model: 'anything-at-all' }) })).status).toBe(200)
  })

  test('a body that is not a JSON object: 400 invalid_request_error, not forwarded and not counted as a request', async () => {
    const px = await proxy()
    for (const body of ['not json', '[1,2]', 'null', '"text"', '']) {
      const r = await call(px, { body })
      expect(r.status).toBe(400)
      expect(r.json().error).toEqual({ type: 'invalid_request_error', message: 'skill-evals key proxy: the request body is not a JSON object' })
    }
    expect(px.stats.byStatus).toEqual({ '400': 5 })
    expect(px.stats.requests).toBe(0)
    expect(fake.seen).toHaveLength(0)
  })

  test('the request body cap: exactly 64 MiB is forwarded; one byte more is refused 413', async () => {
    const px = await proxy()
    const LIMIT = 64 * 1024 * 1024
    const shell = JSON.stringify({ model: MODEL, pad: '' })
    const at = Buffer.from(JSON.stringify({ model: MODEL, pad: 'x'.repeat(LIMIT - shell.length) }))
    expect(at.length).toBe(LIMIT)
    fake.answer = (_, res) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end('{}')
    }
    const ok = await call(px, { body: at })
    expect(ok.status).toBe(200)
    expect(fake.seen[0]!.body.length).toBe(LIMIT)
    fake.seen.length = 0
    const over = Buffer.from(JSON.stringify({ model: MODEL, pad: 'x'.repeat(LIMIT - shell.length + 1) }))
    const r = await call(px, { body: over })
    expect(r.status).toBe(413)
    expect(r.json().error).toEqual({ type: 'request_too_large', message: `skill-evals key proxy: the request body is larger than ${LIMIT} bytes` })
    expect(fake.seen).toHaveLength(0)
  }, 60_000)
})

describe('through the gateway', () => {
  const spec = { skill: 's', evalId: 'e', configuration: 'with_skill', trial: 1, model: MODEL } as never
  const message = (over: Partial<Anthropic.Message> = {}): Anthropic.Message =>
    ({
      id: 'msg_g',
      type: 'message',
      role: 'assistant',
      model: MODEL,
      content: [{ type: 'text', text: 'hello', citations: null }],
      stop_reason: 'end_turn',
      stop_sequence: null,
      usage: { input_tokens: 11, output_tokens: 4, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 },
      ...over,
    }) as Anthropic.Message

  test('Messages calls go through send (not the upstream), with turn numbers, relayed headers and the stream flag removed', async () => {
    const calls: { params: Record<string, unknown>; ctx: Record<string, unknown> }[] = []
    const send: SendFn = async (params, ctx) => {
      calls.push({ params: JSON.parse(JSON.stringify(params)), ctx: ctx as unknown as Record<string, unknown> })
      return { message: message(), requestId: 'req_gw', cached: false, retries: 2 }
    }
    const px = await proxy({ send, spec })
    const r = await call(px, { headers: { 'anthropic-beta': 'x,y', 'user-agent': 'claude-cli/1', 'x-app': 'cli', 'x-other': 'no' } })
    expect(r.status).toBe(200)
    expect(r.headers['content-type']).toBe('application/json')
    expect(r.headers['request-id']).toBe('req_gw')
    expect(r.json()).toEqual(message())
    await call(px, { body: JSON.stringify({ model: MODEL, stream: true, messages: [] }) })
    expect(fake.seen).toHaveLength(0)
    expect(calls.map((c) => c.ctx['turn'])).toEqual([0, 1])
    expect(calls[0]!.ctx['spec']).toBe(spec)
    expect(calls[0]!.ctx['headers']).toEqual({ 'anthropic-beta': 'x,y', 'user-agent': 'claude-cli/1', 'x-app': 'cli' })
    expect(calls[0]!.ctx['cacheKeyParams']).toBeUndefined()
    expect(calls[1]!.params['stream']).toBeUndefined()
    expect(px.stats.gateway).toEqual({ calls: 2, cached: 0, retries: 4, errors: 0, costUsd: 2 * costOf(MODEL, message().usage)! })
    expect(px.stats.usage.input_tokens).toBe(22)
    expect(px.stats.byStatus).toEqual({ '200': 2 })
    expect(px.stats.requests).toBe(2)
  })

  test('a call without relayed headers passes no headers; a signal is passed on', async () => {
    const ctxs: Record<string, unknown>[] = []
    const ac = new AbortController()
    const send: SendFn = async (_p, ctx) => {
      ctxs.push(ctx as unknown as Record<string, unknown>)
      return { message: message(), cached: false, retries: 0 }
    }
    const px = await proxy({ send, spec, signal: ac.signal })
    const r = await call(px, {})
    expect(r.headers['request-id']).toBeUndefined()
    expect('headers' in ctxs[0]!).toBe(false)
    expect(ctxs[0]!['signal']).toBe(ac.signal)
  })

  test('a streaming request gets a synthesized event stream of the same message', async () => {
    const send: SendFn = async () => ({ message: message(), cached: false, retries: 0 })
    const px = await proxy({ send, spec })
    const r = await call(px, { body: JSON.stringify({ model: MODEL, stream: true, messages: [] }) })
    expect(r.headers['content-type']).toBe('text/event-stream')
    expect(r.headers['cache-control']).toBe('no-cache')
    expect(r.text).toBe(messageToSse(message()))
  })

  test('the cache key has the workspace path normalised and no metadata; a cached answer gets this run\'s workspace back', async () => {
    const ws = '/tmp/runs/skill-evals-ws-AbC123'
    const other = '/tmp/runs/skill-evals-ws-ZZZ999'
    const seen: Record<string, unknown>[] = []
    const send: SendFn = async (_p, ctx) => {
      seen.push(ctx.cacheKeyParams as unknown as Record<string, unknown>)
      return { message: message({ content: [{ type: 'text', text: `wrote ${other}/out.md and ${other}/b`, citations: null }] }), cached: true, retries: 0 }
    }
    const px = await proxy({ send, spec, workspaceDir: ws })
    const r = await call(px, { body: JSON.stringify({ model: MODEL, metadata: { user_id: 'u' }, system: `cwd ${ws}/x`, messages: [] }) })
    expect(seen[0]).toEqual({ model: MODEL, system: 'cwd <workspace>/x', messages: [] })
    expect((r.json()['content'] as { text: string }[])[0]!.text).toBe(`wrote ${ws}/out.md and ${ws}/b`)
    expect(px.stats.gateway.cached).toBe(1)
    expect(px.stats.gateway.costUsd).toBe(0)
  })

  test('a workspace not named like the harness\'s is not rewritten in cached answers', async () => {
    const ws = '/tmp/runs/my-own-folder'
    const text = 'see /tmp/runs/skill-evals-ws-ZZZ999/out.md'
    const send: SendFn = async () => ({ message: message({ content: [{ type: 'text', text, citations: null }] }), cached: true, retries: 0 })
    const px = await proxy({ send, spec, workspaceDir: ws })
    const r = await call(px, {})
    expect((r.json()['content'] as { text: string }[])[0]!.text).toBe(text)
  })

  test('an uncached answer is given back as it is, even with a foreign workspace path in it', async () => {
    const ws = '/tmp/runs/skill-evals-ws-AbC123'
    const text = 'see /tmp/runs/skill-evals-ws-ZZZ999/out.md'
    const send: SendFn = async () => ({ message: message({ content: [{ type: 'text', text, citations: null }] }), cached: false, retries: 0 })
    const px = await proxy({ send, spec, workspaceDir: ws })
    const r = await call(px, {})
    expect((r.json()['content'] as { text: string }[])[0]!.text).toBe(text)
  })

  test('gateway errors: the status when it is an HTTP error, else 502; the API error type when known; never retried by the CLI', async () => {
    const errors: unknown[] = [
      Object.assign(new Error('overloaded'), { status: 529, error: { error: { type: 'overloaded_error' } } }),
      Object.assign(new Error('weird'), { status: 200, type: 'custom_type' }),
      'a string thrown',
      null,
    ]
    let i = 0
    const send: SendFn = async () => {
      throw errors[i++]
    }
    const px = await proxy({ send, spec })
    const a = await call(px, {})
    expect(a.status).toBe(529)
    expect(a.headers['x-should-retry']).toBe('false')
    expect(a.json()).toEqual({ type: 'error', error: { type: 'overloaded_error', message: 'overloaded' } })
    const b = await call(px, {})
    expect(b.status).toBe(502)
    expect(b.json().error).toEqual({ type: 'custom_type', message: 'weird' })
    const c = await call(px, {})
    expect(c.status).toBe(502)
    expect(c.json().error).toEqual({ type: 'api_error', message: 'a string thrown' })
    const d = await call(px, {})
    expect(d.json().error).toEqual({ type: 'api_error', message: 'null' })
    expect(px.stats.gateway.errors).toBe(4)
    expect(px.stats.byStatus).toEqual({ '529': 1, '502': 3 })
  })

  test('count_tokens, and Messages without a run spec, are forwarded as bytes even with a gateway', async () => {
    let sent = 0
    const send: SendFn = async () => {
      sent++
      return { message: message(), cached: false, retries: 0 }
    }
    const withSpec = await proxy({ send, spec })
    await call(withSpec, { path: '/v1/messages/count_tokens' })
    const noSpec = await proxy({ send })
    await call(noSpec, {})
    expect(sent).toBe(0)
    expect(fake.seen.map((s) => s.url)).toEqual(['/v1/messages/count_tokens', '/v1/messages'])
  })
})

describe('usageFromBody', () => {
  test('a JSON answer: its usage fields, numbers only', () => {
    expect(usageFromBody(JSON.stringify({ usage: { input_tokens: 3, output_tokens: 4, cache_read_input_tokens: 5, cache_creation_input_tokens: 6, other: 9 } }), 'application/json; charset=utf-8')).toEqual({
      input_tokens: 3,
      output_tokens: 4,
      cache_read_input_tokens: 5,
      cache_creation_input_tokens: 6,
    })
    expect(usageFromBody(JSON.stringify({ usage: { input_tokens: '3', output_tokens: null } }), 'application/json')).toEqual({ input_tokens: 0, output_tokens: 0, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 })
    expect(usageFromBody('not json', 'application/json').input_tokens).toBe(0)
    expect(usageFromBody(JSON.stringify({ usage: 5 }), 'application/json').input_tokens).toBe(0)
  })

  test('an event stream: the input side from message_start, the final output count from the last message_delta', () => {
    const sse = [
      'event: message_start',
      `data: ${JSON.stringify({ type: 'message_start', message: { usage: { input_tokens: 50, output_tokens: 1, cache_read_input_tokens: 8 } } })}`,
      'data: not json',
      `data:${JSON.stringify({ type: 'message_delta', usage: { output_tokens: 12 } })}`,
      `data: ${JSON.stringify({ type: 'message_delta', usage: { output_tokens: 30 } })}`,
      `data: ${JSON.stringify({ type: 'message_delta', usage: {} })}`,
      `  data: ${JSON.stringify({ type: 'message_delta', usage: { output_tokens: 999 } })}`,
    ].join('\n')
    expect(usageFromBody(sse, 'text/event-stream')).toEqual({ input_tokens: 50, output_tokens: 30, cache_read_input_tokens: 8, cache_creation_input_tokens: 0 })
    // no message_start: only the output count
    expect(usageFromBody(`data: ${JSON.stringify({ type: 'message_delta', usage: { output_tokens: 2 } })}`, 'text/event-stream')).toEqual({ input_tokens: 0, output_tokens: 2, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 })
    // no message_delta: message_start's own output count stands
    expect(usageFromBody(`data: ${JSON.stringify({ type: 'message_start', message: { usage: { output_tokens: 1 } } })}`, 'text/event-stream').output_tokens).toBe(1)
    // a message_start without usage
    expect(usageFromBody(`data: ${JSON.stringify({ type: 'message_start', message: {} })}`, 'text/event-stream').input_tokens).toBe(0)
  })

  test('any other content type counts nothing', () => {
    expect(usageFromBody(JSON.stringify({ usage: { input_tokens: 3 } }), 'text/plain')).toEqual({ input_tokens: 0, output_tokens: 0, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 })
  })
})

describe('messageToSse', () => {
  const parse = (sse: string): { event: string; data: Record<string, unknown> }[] =>
    sse
      .split('\n\n')
      .filter(Boolean)
      .map((chunk) => {
        const [ev, data] = chunk.split('\n')
        return { event: ev!.replace(/^event: /, ''), data: JSON.parse(data!.replace(/^data: /, '')) }
      })

  test('text, thinking (with and without signature), tool use and other blocks, in the API\'s event order', () => {
    const m = {
      id: 'msg_x',
      type: 'message',
      role: 'assistant',
      model: MODEL,
      content: [
        { type: 'thinking', thinking: 'hmm', signature: 'sig' },
        { type: 'thinking', thinking: 'unsigned' },
        { type: 'text', text: 'answer', citations: null },
        { type: 'tool_use', id: 'tu_1', name: 'Bash', input: { command: 'ls' } },
        { type: 'server_tool_use', id: 'tu_2', name: 'web_search', input: null },
        { type: 'redacted_thinking', data: 'opaque' },
      ],
      stop_reason: 'tool_use',
      stop_sequence: null,
      usage: { input_tokens: 5, output_tokens: 9 },
    } as unknown as Anthropic.Message
    const events = parse(messageToSse(m))
    expect(events.map((e) => e.event)).toEqual([
      'message_start',
      'content_block_start', 'content_block_delta', 'content_block_delta', 'content_block_stop',
      'content_block_start', 'content_block_delta', 'content_block_stop',
      'content_block_start', 'content_block_delta', 'content_block_stop',
      'content_block_start', 'content_block_delta', 'content_block_stop',
      'content_block_start', 'content_block_delta', 'content_block_stop',
      'content_block_start', 'content_block_stop',
      'message_delta',
      'message_stop',
    ])
    for (const e of events) expect(e.data['type']).toBe(e.event)
    expect(events[0]!.data['message']).toEqual({ ...m, content: [], stop_reason: null, stop_sequence: null })
    expect(events[1]!.data).toEqual({ type: 'content_block_start', index: 0, content_block: { type: 'thinking', thinking: '', signature: '' } })
    expect(events[2]!.data).toEqual({ type: 'content_block_delta', index: 0, delta: { type: 'thinking_delta', thinking: 'hmm' } })
    expect(events[3]!.data).toEqual({ type: 'content_block_delta', index: 0, delta: { type: 'signature_delta', signature: 'sig' } })
    expect(events[4]!.data).toEqual({ type: 'content_block_stop', index: 0 })
    expect(events[6]!.data).toEqual({ type: 'content_block_delta', index: 1, delta: { type: 'thinking_delta', thinking: 'unsigned' } })
    expect(events[8]!.data).toEqual({ type: 'content_block_start', index: 2, content_block: { type: 'text', text: '', citations: null } })
    expect(events[9]!.data).toEqual({ type: 'content_block_delta', index: 2, delta: { type: 'text_delta', text: 'answer' } })
    expect(events[11]!.data).toEqual({ type: 'content_block_start', index: 3, content_block: { type: 'tool_use', id: 'tu_1', name: 'Bash', input: {} } })
    expect(events[12]!.data).toEqual({ type: 'content_block_delta', index: 3, delta: { type: 'input_json_delta', partial_json: '{"command":"ls"}' } })
    expect(events[15]!.data).toEqual({ type: 'content_block_delta', index: 4, delta: { type: 'input_json_delta', partial_json: '{}' } })
    expect(events[17]!.data).toEqual({ type: 'content_block_start', index: 5, content_block: { type: 'redacted_thinking', data: 'opaque' } })
    expect(events[19]!.data).toEqual({ type: 'message_delta', delta: { stop_reason: 'tool_use', stop_sequence: null }, usage: { output_tokens: 9 } })
    expect(events[20]!.data).toEqual({ type: 'message_stop' })
    expect(messageToSse(m).endsWith('\n\n')).toBe(true)
  })

  test('a message without stop fields or usage: nulls and zero', () => {
    const m = { id: 'x', type: 'message', role: 'assistant', model: MODEL, content: [] } as unknown as Anthropic.Message
    const events = parse(messageToSse(m))
    expect(events.map((e) => e.event)).toEqual(['message_start', 'message_delta', 'message_stop'])
    expect(events[1]!.data).toEqual({ type: 'message_delta', delta: { stop_reason: null, stop_sequence: null }, usage: { output_tokens: 0 } })
  })
})
