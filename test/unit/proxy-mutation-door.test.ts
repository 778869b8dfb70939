/**
 * Issue 36: the key proxy's door at its edges: the 401 answer's headers, what counts as a Bearer
 * placeholder (the scheme first, nothing before it), where it listens (127.0.0.1 only: not the rest
 * of 127/8, not ::1) and that a socket it cannot listen on fails the start; and how usage is read
 * from an event stream (only `data:` lines, only message_delta's output count).
 */
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals'
import { mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { startKeyProxy, usageFromBody, type KeyProxy, type KeyProxyOptions } from '../../src/run/claude-code/key-proxy.js'

const KEY = 'sk-ant-REAL-KEY-door-0123'
const MODEL = 'claude-sonnet-4-5'
const BODY = JSON.stringify({ model: MODEL, max_tokens: 5, messages: [] })

let upstream: http.Server
let upstreamUrl: string
let hits: number
beforeEach(async () => {
  hits = 0
  upstream = http.createServer((req, res) => {
    req.resume()
    req.on('end', () => {
      hits++
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end('{}')
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
async function proxy(o: Partial<KeyProxyOptions> = {}): Promise<KeyProxy> {
  const p = await startKeyProxy({ upstream: upstreamUrl, apiKey: KEY, ...o })
  proxies.push(p)
  return p
}

function call(p: KeyProxy, headers: Record<string, string>): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  const target = new URL(p.url)
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        hostname: target.hostname,
        port: target.port,
        method: 'POST',
        path: '/v1/messages',
        headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(BODY)), ...headers },
        agent: false,
        timeout: 5000,
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }))
      },
    )
    req.on('timeout', () => req.destroy(new Error('no answer in time')))
    req.on('error', reject)
    req.end(BODY)
  })
}

describe('the 401 answer', () => {
  test('is JSON (content-type application/json) in the API error shape', async () => {
    const p = await proxy()
    const r = await call(p, {})
    expect(r.status).toBe(401)
    expect(r.headers['content-type']).toBe('application/json')
    expect(JSON.parse(r.text)).toEqual({ type: 'error', error: { type: 'authentication_error', message: 'skill-evals key proxy: unknown credential' } })
  })
})

describe('a Bearer placeholder', () => {
  test('the Authorization value must begin with the Bearer scheme: anything before it is refused', async () => {
    const p = await proxy()
    for (const value of [`Token Bearer ${p.placeholder}`, `xBearer ${p.placeholder}`, `Basic Bearer ${p.placeholder}`]) {
      expect((await call(p, { authorization: value })).status).toBe(401)
    }
    expect((await call(p, { authorization: `Bearer ${p.placeholder}` })).status).toBe(200)
    expect(p.stats.refused).toBe(3)
    expect(hits).toBe(1)
  })

  test('the token is the rest of the value: the placeholder with anything after it is refused', async () => {
    const p = await proxy()
    expect((await call(p, { authorization: `Bearer ${p.placeholder} extra` })).status).toBe(401)
    expect((await call(p, { authorization: `Bearer ${p.placeholder}x` })).status).toBe(401)
    expect(hits).toBe(0)
  })
})

/** Whether a TCP connection to host:port is accepted within 2 s. */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.connect({ host, port })
    const timer = setTimeout(() => {
      s.destroy()
      resolve(false)
    }, 2000)
    s.on('connect', () => {
      clearTimeout(timer)
      s.destroy()
      resolve(true)
    })
    s.on('error', () => {
      clearTimeout(timer)
      resolve(false)
    })
  })
}

describe('where it listens', () => {
  test('on 127.0.0.1 only: the same port on 127.0.0.2 and on ::1 is not the proxy', async () => {
    const p = await proxy()
    const port = Number(new URL(p.url).port)
    expect(await accepts('127.0.0.1', port)).toBe(true)
    expect(await accepts('127.0.0.2', port)).toBe(false)
    expect(await accepts('::1', port)).toBe(false)
  })

  test('a Unix socket it cannot listen on: the start fails (no proxy, no hanging promise)', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'kp-door-'))
    try {
      await expect(startKeyProxy({ upstream: upstreamUrl, apiKey: KEY, socketPath: path.join(dir, 'no-such-dir', 'kp.sock') })).rejects.toThrow(/ENOENT|EACCES/)
      // a socket path already in use
      const first = await proxy({ socketPath: path.join(dir, 'kp.sock') })
      expect(first.socketPath).toBe(path.join(dir, 'kp.sock'))
      await expect(startKeyProxy({ upstream: upstreamUrl, apiKey: KEY, socketPath: path.join(dir, 'kp.sock') })).rejects.toThrow(/EADDRINUSE/)
    } finally {
      for (const p of proxies.splice(0)) await p.close()
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('usage from an event stream', () => {
  const zero = { input_tokens: 0, output_tokens: 0, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 }
  const delta = (n: number) => JSON.stringify({ type: 'message_delta', usage: { output_tokens: n } })

  test('only `data:` lines are read (field names are case-sensitive; comments and other fields are not data)', () => {
    const sse = [`data: ${delta(5)}`, `DATA:${delta(900)}`, `:abcd${delta(901)}`, `xxxxx${delta(902)}`, `Data: ${delta(903)}`].join('\n')
    expect(usageFromBody(sse, 'text/event-stream')).toEqual({ ...zero, output_tokens: 5 })
    // with no data line at all, nothing
    expect(usageFromBody(`DATA:${delta(900)}\n:abcd${delta(901)}`, 'text/event-stream')).toEqual(zero)
  })

  test('the output count comes from message_delta only, not from a usage on another event', () => {
    const sse = [
      `data: ${JSON.stringify({ type: 'message_start', message: { usage: { input_tokens: 4, output_tokens: 1 } } })}`,
      `data: ${delta(12)}`,
      `data: ${JSON.stringify({ type: 'message_stop', usage: { output_tokens: 999 } })}`,
      `data: ${JSON.stringify({ type: 'ping', usage: { output_tokens: 998 } })}`,
    ].join('\n')
    expect(usageFromBody(sse, 'text/event-stream')).toEqual({ ...zero, input_tokens: 4, output_tokens: 12 })
    // another event's usage alone leaves message_start's count
    const noDelta = [`data: ${JSON.stringify({ type: 'message_start', message: { usage: { output_tokens: 1 } } })}`, `data: ${JSON.stringify({ type: 'content_block_delta', usage: { output_tokens: 50 } })}`].join('\n')
    expect(usageFromBody(noDelta, 'text/event-stream').output_tokens).toBe(1)
  })

  test('a JSON answer whose usage is null or absent counts nothing (and does not throw)', () => {
    expect(usageFromBody(JSON.stringify({ usage: null }), 'application/json')).toEqual(zero)
    expect(usageFromBody(JSON.stringify({ id: 'x' }), 'application/json')).toEqual(zero)
  })
})
