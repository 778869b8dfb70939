/**
 * The loopback key proxy for Claude Code runs (issue 17).
 *
 * The Claude Code CLI never holds the real credential: it gets a random placeholder key and
 * `ANTHROPIC_BASE_URL=http://127.0.0.1:<port>`, a server inside the harness that
 *   - accepts only requests that carry the placeholder (as `x-api-key` or `Authorization: Bearer`),
 *   - replaces it with the real key (or auth token) and forwards the request, unchanged
 *     otherwise, to the real base URL,
 *   - streams the answer back as it arrives (SSE included), and
 *   - counts what went through (requests, per path, status codes, and the usage reported in the
 *     answers), so a run's calls are known to the harness even though the CLI makes them.
 *
 * A process that reads the CLI's environment finds only the placeholder, which is useless
 * outside this proxy's lifetime and host.
 */
import { randomBytes } from 'node:crypto'
import http from 'node:http'
import https from 'node:https'
import type { AddressInfo } from 'node:net'

export interface KeyProxyOptions {
  /** Where requests really go, e.g. https://api.anthropic.com (a path prefix is kept). */
  upstream: string
  /** The real `x-api-key`. */
  apiKey?: string
  /** The real bearer token (instead of a key). */
  authToken?: string
}

export interface KeyProxyUsage {
  input_tokens: number
  output_tokens: number
  cache_read_input_tokens: number
  cache_creation_input_tokens: number
}

export interface KeyProxyStats {
  /** Requests forwarded upstream. */
  requests: number
  /** Requests refused (no or wrong placeholder). */
  refused: number
  /** Forwarded requests per path (query left off). */
  byPath: Record<string, number>
  /** Responses per HTTP status. */
  byStatus: Record<string, number>
  /** Usage summed over the Messages API answers seen (JSON and SSE). */
  usage: KeyProxyUsage
  /** Transport failures talking to the upstream. */
  upstreamErrors: number
}

export interface KeyProxy {
  /** The base URL to give the CLI. */
  url: string
  /** The placeholder credential to give the CLI. */
  placeholder: string
  stats: KeyProxyStats
  close(): Promise<void>
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer', 'host'])

function addUsage(total: KeyProxyUsage, u: unknown): void {
  if (!u || typeof u !== 'object') return
  const o = u as Record<string, unknown>
  for (const k of ['input_tokens', 'output_tokens', 'cache_read_input_tokens', 'cache_creation_input_tokens'] as const) {
    if (typeof o[k] === 'number') total[k] += o[k] as number
  }
}

/**
 * Usage from a Messages API answer: a JSON body, or an SSE stream (`message_start` carries the
 * input side, `message_delta` the final output count).
 */
export function usageFromBody(text: string, contentType: string): KeyProxyUsage {
  const total: KeyProxyUsage = { input_tokens: 0, output_tokens: 0, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 }
  if (contentType.includes('text/event-stream')) {
    let start: Record<string, unknown> | undefined
    let outputTokens: number | undefined
    for (const line of text.split('\n')) {
      if (!line.startsWith('data:')) continue
      try {
        const ev = JSON.parse(line.slice(5).trim()) as Record<string, unknown>
        if (ev['type'] === 'message_start') start = ((ev['message'] as Record<string, unknown> | undefined)?.['usage'] as Record<string, unknown>) ?? undefined
        if (ev['type'] === 'message_delta') {
          const u = ev['usage'] as Record<string, unknown> | undefined
          if (typeof u?.['output_tokens'] === 'number') outputTokens = u['output_tokens'] as number
        }
      } catch {
        // not JSON
      }
    }
    addUsage(total, { ...(start ?? {}), ...(outputTokens !== undefined ? { output_tokens: outputTokens } : {}) })
  } else if (contentType.includes('json')) {
    try {
      addUsage(total, (JSON.parse(text) as Record<string, unknown>)['usage'])
    } catch {
      // not JSON
    }
  }
  return total
}

/** Starts the proxy on 127.0.0.1 (a free port). */
export async function startKeyProxy(opts: KeyProxyOptions): Promise<KeyProxy> {
  if (!opts.apiKey && !opts.authToken) throw new Error('key proxy: no credential to inject')
  const placeholder = `sk-ant-placeholder-${randomBytes(16).toString('hex')}`
  const upstream = new URL(opts.upstream)
  const prefix = upstream.pathname.replace(/\/+$/, '')
  const agent = upstream.protocol === 'https:' ? new https.Agent({ keepAlive: true }) : new http.Agent({ keepAlive: true })
  const stats: KeyProxyStats = {
    requests: 0,
    refused: 0,
    byPath: {},
    byStatus: {},
    usage: { input_tokens: 0, output_tokens: 0, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 },
    upstreamErrors: 0
  }

  const server = http.createServer((req, res) => {
    const key = req.headers['x-api-key']
    const bearer = /^Bearer\s+(.+)$/i.exec(String(req.headers['authorization'] ?? ''))?.[1]
    if (key !== placeholder && bearer !== placeholder) {
      stats.refused++
      res.writeHead(401, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ type: 'error', error: { type: 'authentication_error', message: 'skill-evals key proxy: unknown credential' } }))
      req.resume()
      return
    }
    const headers: http.OutgoingHttpHeaders = {}
    for (const [k, v] of Object.entries(req.headers)) {
      if (v === undefined || HOP_BY_HOP.has(k) || k === 'x-api-key' || k === 'authorization') continue
      headers[k] = v
    }
    if (opts.apiKey) headers['x-api-key'] = opts.apiKey
    else headers['authorization'] = `Bearer ${opts.authToken}`
    const pathOnly = (req.url ?? '/').split('?')[0] ?? '/'
    stats.requests++
    stats.byPath[pathOnly] = (stats.byPath[pathOnly] ?? 0) + 1
    const client = upstream.protocol === 'https:' ? https : http
    const up = client.request(
      {
        protocol: upstream.protocol,
        hostname: upstream.hostname,
        port: upstream.port || undefined,
        method: req.method,
        path: prefix + (req.url ?? '/'),
        headers,
        agent
      },
      (upRes) => {
        const status = upRes.statusCode ?? 502
        stats.byStatus[String(status)] = (stats.byStatus[String(status)] ?? 0) + 1
        const out: http.OutgoingHttpHeaders = {}
        for (const [k, v] of Object.entries(upRes.headers)) if (v !== undefined && !HOP_BY_HOP.has(k)) out[k] = v
        res.writeHead(status, out)
        const isMessages = pathOnly.endsWith('/v1/messages')
        const chunks: Buffer[] = []
        let size = 0
        upRes.on('data', (c: Buffer) => {
          if (isMessages && size < 8 * 1024 * 1024) {
            chunks.push(c)
            size += c.length
          }
          res.write(c)
        })
        upRes.on('end', () => {
          res.end()
          if (isMessages && status < 300) {
            const u = usageFromBody(Buffer.concat(chunks).toString('utf8'), String(upRes.headers['content-type'] ?? ''))
            for (const k of Object.keys(u) as (keyof KeyProxyUsage)[]) stats.usage[k] += u[k]
          }
        })
        upRes.on('error', () => res.destroy())
      }
    )
    up.on('error', (err) => {
      stats.upstreamErrors++
      if (!res.headersSent) {
        res.writeHead(502, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ type: 'error', error: { type: 'api_error', message: `skill-evals key proxy: upstream failed: ${err.message}` } }))
      } else res.destroy()
    })
    req.on('aborted', () => up.destroy())
    req.pipe(up)
  })
  server.keepAliveTimeout = 5_000
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    placeholder,
    stats,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
        agent.destroy()
      })
  }
}
