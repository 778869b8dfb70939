/**
 * Issue 36: the key proxy (src/run/claude-code/key-proxy.ts) and its upstream connection, in-process,
 * against fakes on 127.0.0.1: the connection is kept alive (over plain HTTP and over TLS), the answer's
 * usage is read from at most the first 8 MiB and from successful (2xx) answers only, and every way the
 * upstream or the client can go away ends the other side instead of leaving it waiting.
 */
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import http from 'node:http'
import https from 'node:https'
import net from 'node:net'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { startKeyProxy, type KeyProxy, type KeyProxyOptions } from '../../src/run/claude-code/key-proxy.js'

const KEY = 'sk-ant-REAL-KEY-upstream-0123'
const MODEL = 'claude-sonnet-4-5'
const BODY = JSON.stringify({ model: MODEL, max_tokens: 10, messages: [{ role: 'user', content: 'hi' }] })

interface Seen {
  url: string
  headers: http.IncomingHttpHeaders
  /** The client port of the connection the request came on (the same port: the same connection). */
  port: number
  body: string
  req: http.IncomingMessage
}

interface Fake {
  url: string
  seen: Seen[]
  answer: (s: Seen, res: http.ServerResponse) => void
  close(): Promise<void>
}

const json = (status: number, body: unknown) => (_: Seen, res: http.ServerResponse) => {
  res.writeHead(status, { 'content-type': 'application/json' })
  res.end(JSON.stringify(body))
}

function fakeOn(server: http.Server | https.Server, scheme: string): Promise<Fake> {
  const fake: Fake = { url: '', seen: [], answer: json(200, { usage: { input_tokens: 1 } }), close: async () => {} }
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const s: Seen = { url: req.url ?? '', headers: req.headers, port: req.socket.remotePort ?? 0, body: Buffer.concat(chunks).toString('utf8'), req }
      fake.seen.push(s)
      fake.answer(s, res)
    })
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      fake.url = `${scheme}://127.0.0.1:${(server.address() as AddressInfo).port}`
      fake.close = () =>
        new Promise<void>((r) => {
          server.close(() => r())
          server.closeAllConnections()
        })
      resolve(fake)
    }),
  )
}

interface Reply {
  status: number
  headers: http.IncomingHttpHeaders
  text: string
}

/** One request to the proxy; `onBytes` sees the body bytes received so far as they arrive. No answer in `ms`: an error. */
function call(proxy: KeyProxy, o: { path?: string; onBytes?: (n: number) => void; ms?: number } = {}): Promise<Reply> {
  const target = new URL(proxy.url)
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      req.destroy()
      reject(new Error('no answer from the proxy in time'))
    }, o.ms ?? 5000)
    const req = http.request(
      {
        hostname: target.hostname,
        port: target.port,
        method: 'POST',
        path: o.path ?? '/v1/messages',
        headers: { 'content-type': 'application/json', 'x-api-key': proxy.placeholder, 'content-length': String(Buffer.byteLength(BODY)) },
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = []
        let n = 0
        res.on('data', (c: Buffer) => {
          chunks.push(c)
          n += c.length
          o.onBytes?.(n)
        })
        res.on('end', () => {
          clearTimeout(timer)
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') })
        })
      },
    )
    req.on('error', (e) => {
      clearTimeout(timer)
      reject(e)
    })
    req.end(BODY)
  })
}

/** How a request to the proxy ended: its whole answer, the answer cut off, or nothing within `ms`. */
function outcome(proxy: KeyProxy, ms = 3000): Promise<'complete' | 'cut' | 'reset' | 'hang'> {
  const target = new URL(proxy.url)
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      req.destroy()
      resolve('hang')
    }, ms)
    const done = (r: 'complete' | 'cut' | 'reset') => {
      clearTimeout(timer)
      resolve(r)
    }
    const req = http.request(
      {
        hostname: target.hostname,
        port: target.port,
        method: 'POST',
        path: '/v1/messages',
        headers: { 'content-type': 'application/json', 'x-api-key': proxy.placeholder, 'content-length': String(Buffer.byteLength(BODY)) },
        agent: false,
      },
      (res) => {
        res.on('data', () => {})
        res.on('error', () => {})
        res.on('close', () => done(res.complete ? 'complete' : 'cut'))
      },
    )
    req.on('error', () => done('reset'))
    req.end(BODY)
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
  fake = await fakeOn(http.createServer(), 'http')
})
afterEach(async () => {
  for (const p of proxies.splice(0)) await p.close()
  await fake.close()
})

const waitFor = async (cond: () => boolean, ms = 3000): Promise<boolean> => {
  const until = Date.now() + ms
  while (!cond()) {
    if (Date.now() > until) return false
    await new Promise((r) => setTimeout(r, 10))
  }
  return true
}

describe('the upstream connection is kept alive', () => {
  test('over HTTP: the upstream is asked to keep the connection, and the next call reuses it', async () => {
    const p = await proxy()
    expect((await call(p)).status).toBe(200)
    expect((await call(p, { path: '/v1/messages/count_tokens' })).status).toBe(200)
    expect(fake.seen).toHaveLength(2)
    expect(fake.seen.map((s) => s.headers['connection'])).toEqual(['keep-alive', 'keep-alive'])
    expect(fake.seen[1]!.port).toBe(fake.seen[0]!.port)
  })

  // A TLS upstream: the test's own certificate authority is added to the proxy's agent (the only
  // seam: the proxy trusts the system's roots), the rest is the proxy's own https path.
  const haveOpenssl = (() => {
    try {
      execFileSync('openssl', ['version'], { stdio: 'ignore' })
      return true
    } catch {
      return false
    }
  })()
  ;(haveOpenssl ? test : test.skip)('over HTTPS: the request goes over TLS, with the real key, kept alive and reused', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'kp-tls-'))
    const RealAgent = https.Agent
    try {
      execFileSync(
        'openssl',
        ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')],
        { stdio: 'ignore' },
      )
      const cert = readFileSync(path.join(dir, 'cert.pem'))
      const key = readFileSync(path.join(dir, 'key.pem'))
      const tls = await fakeOn(https.createServer({ cert, key }), 'https')
      try {
        ;(https as { Agent: typeof https.Agent }).Agent = class extends RealAgent {
          constructor(o?: https.AgentOptions) {
            super({ ...o, ca: cert })
          }
        }
        let p: KeyProxy
        try {
          p = await startKeyProxy({ upstream: `${tls.url}/base`, apiKey: KEY })
        } finally {
          ;(https as { Agent: typeof https.Agent }).Agent = RealAgent
        }
        try {
          const a = await call(p)
          expect(a.status).toBe(200)
          expect(a.text).toBe(JSON.stringify({ usage: { input_tokens: 1 } }))
          expect((await call(p)).status).toBe(200)
          expect(tls.seen.map((s) => s.url)).toEqual(['/base/v1/messages', '/base/v1/messages'])
          expect(tls.seen[0]!.headers['x-api-key']).toBe(KEY)
          expect(tls.seen[0]!.body).toBe(BODY)
          expect(tls.seen.map((s) => s.headers['connection'])).toEqual(['keep-alive', 'keep-alive'])
          expect(tls.seen[1]!.port).toBe(tls.seen[0]!.port)
          expect(p.stats.usage.input_tokens).toBe(2)
        } finally {
          await p.close()
        }
      } finally {
        await tls.close()
      }
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  test('an https upstream is spoken to in TLS (a ClientHello), not in plain HTTP', async () => {
    const first: Buffer[] = []
    const raw = net.createServer((s) => {
      s.once('data', (d: Buffer) => {
        first.push(d)
        s.destroy()
      })
    })
    await new Promise<void>((r) => raw.listen(0, '127.0.0.1', () => r()))
    try {
      const p = await proxy({ upstream: `https://127.0.0.1:${(raw.address() as AddressInfo).port}` })
      const r = await call(p)
      expect(r.status).toBe(502)
      expect(first).toHaveLength(1)
      expect(first[0]![0]).toBe(0x16) // a TLS handshake record
      expect(first[0]!.toString('latin1')).not.toContain('POST')
      expect(p.stats.upstreamErrors).toBe(1)
    } finally {
      await new Promise<void>((r) => raw.close(() => r()))
    }
  })
})

describe('usage is counted from successful answers only', () => {
  test('299 is counted; 300 is not', async () => {
    const p = await proxy()
    fake.answer = json(299, { usage: { input_tokens: 5, output_tokens: 2 } })
    expect((await call(p)).status).toBe(299)
    fake.answer = json(300, { usage: { input_tokens: 1000, output_tokens: 1000 } })
    expect((await call(p)).status).toBe(300)
    expect(p.stats.usage).toEqual({ input_tokens: 5, output_tokens: 2, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 })
    expect(p.stats.byStatus).toEqual({ '299': 1, '300': 1 })
  })

  test('a successful answer without a content type counts nothing', async () => {
    const p = await proxy()
    fake.answer = (_, res) => {
      res.writeHead(200)
      res.end(JSON.stringify({ usage: { input_tokens: 9 } }))
    }
    expect((await call(p)).status).toBe(200)
    expect(p.stats.usage.input_tokens).toBe(0)
    expect(p.stats.costUsd).toBe(0)
  })
})

describe('the answer read for usage: its first 8 MiB', () => {
  const LIMIT = 8 * 1024 * 1024
  const start = `event: message_start\ndata: ${JSON.stringify({ type: 'message_start', message: { usage: { input_tokens: 7, output_tokens: 1 } } })}\n\n`
  const tail = `event: message_delta\ndata: ${JSON.stringify({ type: 'message_delta', usage: { output_tokens: 30 } })}\n\n`
  /** A stream of `before` bytes (message_start and padding), then, once the client has all of them, the final message_delta. */
  async function outputTokensAfter(before: number): Promise<{ output: number; input: number; whole: boolean }> {
    const head = start + ':' + 'x'.repeat(before - start.length - 2) + '\n'
    expect(Buffer.byteLength(head)).toBe(before)
    let release: () => void = () => {}
    const gate = new Promise<void>((r) => (release = r))
    fake.answer = (_, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' })
      res.write(head)
      void gate.then(() => res.end(tail))
    }
    const p = await proxy()
    const r = await call(p, { onBytes: (n) => n >= before && release() })
    return { output: p.stats.usage.output_tokens, input: p.stats.usage.input_tokens, whole: r.text === head + tail }
  }

  test('one byte below 8 MiB read before it: the event after it is still read', async () => {
    expect(await outputTokensAfter(LIMIT - 1)).toEqual({ output: 30, input: 7, whole: true })
  })

  test('exactly 8 MiB read before it: the event after it is not read (the client still gets it all)', async () => {
    expect(await outputTokensAfter(LIMIT)).toEqual({ output: 1, input: 7, whole: true })
  })

  test('one byte above 8 MiB read before it: the event after it is not read', async () => {
    expect(await outputTokensAfter(LIMIT + 1)).toEqual({ output: 1, input: 7, whole: true })
  })
})

describe('when one side goes away', () => {
  test('an upstream that cannot be reached: 502, JSON, the API error shape in full', async () => {
    const closed = http.createServer()
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', () => r()))
    const port = (closed.address() as AddressInfo).port
    await new Promise<void>((r) => closed.close(() => r()))
    const p = await proxy({ upstream: `http://127.0.0.1:${port}` })
    const r = await call(p)
    expect(r.status).toBe(502)
    expect(r.headers['content-type']).toBe('application/json')
    const body = JSON.parse(r.text) as { type: string; error: { type: string; message: string } }
    expect(body).toEqual({ type: 'error', error: { type: 'api_error', message: expect.stringMatching(/^skill-evals key proxy: upstream failed: .*ECONNREFUSED/) } })
    expect(p.stats.upstreamErrors).toBe(1)
  })

  test('an upstream that drops the connection in the middle of its answer: the client\'s answer is cut off too, not left open', async () => {
    fake.answer = (_, res) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.write('{"partial":')
      setTimeout(() => res.socket?.destroy(), 50)
    }
    const p = await proxy()
    expect(await outcome(p)).toBe('cut')
  })

  test('an upstream whose answer turns malformed after its headers: the client\'s answer is cut off, counted as an upstream error', async () => {
    const raw = net.createServer((s) => {
      s.once('data', () => {
        s.write('HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ntransfer-encoding: chunked\r\n\r\n5\r\nhello\r\n')
        setTimeout(() => s.write('ZZZ-not-a-chunk-size\r\n\r\n'), 50)
      })
      s.on('error', () => {})
    })
    await new Promise<void>((r) => raw.listen(0, '127.0.0.1', () => r()))
    try {
      const p = await proxy({ upstream: `http://127.0.0.1:${(raw.address() as AddressInfo).port}` })
      expect(await outcome(p)).toBe('cut')
      expect(p.stats.upstreamErrors).toBe(1)
      expect(p.stats.byStatus).toEqual({ '200': 1 })
    } finally {
      raw.close()
    }
  })

  test('an upstream that answers before reading the whole request still gets all of it, on a connection kept for the next call', async () => {
    const up = http.createServer()
    const got: { port: number; bytes: number; ended: boolean; aborted: boolean }[] = []
    let readFirst: () => void = () => {}
    up.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
      const rec = { port: req.socket.remotePort ?? 0, bytes: 0, ended: false, aborted: false }
      got.push(rec)
      req.on('end', () => (rec.ended = true))
      req.on('aborted', () => (rec.aborted = true))
      const read = () => req.on('data', (c: Buffer) => (rec.bytes += c.length))
      if (got.length === 1) {
        // the body is left unread (it backs up into the proxy) while the answer goes out
        req.read(0)
        readFirst = read
      } else read()
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end('{}')
    })
    await new Promise<void>((r) => up.listen(0, '127.0.0.1', () => r()))
    try {
      const p = await proxy({ upstream: `http://127.0.0.1:${(up.address() as AddressInfo).port}` })
      const big = JSON.stringify({ model: MODEL, pad: 'x'.repeat(16 * 1024 * 1024) })
      const target = new URL(p.url)
      const status = await new Promise<number>((resolve, reject) => {
        const req = http.request(
          { hostname: target.hostname, port: target.port, method: 'POST', path: '/v1/messages', headers: { 'content-type': 'application/json', 'x-api-key': p.placeholder, 'content-length': String(big.length) }, agent: false },
          (res) => {
            res.resume()
            res.on('end', () => resolve(res.statusCode ?? 0))
          },
        )
        req.on('error', reject)
        req.end(big)
      })
      expect(status).toBe(200)
      await new Promise((r) => setTimeout(r, 50))
      expect(got[0]).toMatchObject({ ended: false, aborted: false })
      readFirst()
      expect(await waitFor(() => got[0]!.ended || got[0]!.aborted)).toBe(true)
      expect(got[0]).toMatchObject({ bytes: big.length, ended: true, aborted: false })
      expect((await call(p)).status).toBe(200)
      expect(got).toHaveLength(2)
      expect(got[1]!.port).toBe(got[0]!.port)
    } finally {
      await new Promise<void>((r) => {
        up.close(() => r())
        up.closeAllConnections()
      })
    }
  }, 20_000)

  test('a client that goes away before the answer: the upstream request is abandoned (its connection closed)', async () => {
    let upstreamClosed = false
    fake.answer = (s) => {
      s.req.socket.on('close', () => (upstreamClosed = true))
      // never answers
    }
    const p = await proxy()
    const target = new URL(p.url)
    const req = http.request({
      hostname: target.hostname,
      port: target.port,
      method: 'POST',
      path: '/v1/messages',
      headers: { 'content-type': 'application/json', 'x-api-key': p.placeholder, 'content-length': String(Buffer.byteLength(BODY)) },
      agent: false,
    })
    req.on('error', () => {})
    req.end(BODY)
    expect(await waitFor(() => fake.seen.length === 1)).toBe(true)
    req.destroy()
    expect(await waitFor(() => upstreamClosed)).toBe(true)
  })
})
