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
 * With `send` (the run engine's gateway), `POST /v1/messages` is not forwarded as bytes but sent
 * through the gateway — response cache, adaptive limiter, retry policy — as a non-streaming
 * call; a streaming request gets the answer back as a synthesized SSE stream (message_start,
 * one content block start/delta/stop per block, message_delta, message_stop). Its
 * `anthropic-beta`, `user-agent` and `x-app` headers travel with it. Every other request is forwarded as above.
 *
 * A process that reads the CLI's environment finds only the placeholder, which is useless
 * outside this proxy's lifetime and host.
 *
 * Issue 33 (row G): a narrow door. The sandboxed Bash can reach the proxy too, so it forwards
 * only what a run needs: exactly `POST /v1/messages` and `POST /v1/messages/count_tokens` (the
 * path compared as a string: no trailing slash, `//`, `..`, encoding or absolute-form tricks; no
 * query but Claude Code's own `?beta=true`), with a JSON body whose `model` is one of the run's
 * (`models`). Everything else is answered 403 with an Anthropic-shaped error
 * (`permission_error`) and never reaches the upstream. Every forwarded call is counted: Messages
 * calls through the gateway (cost and budget), or, without it, their usage and cost from the
 * answer (`stats.costUsd`); count_tokens calls in `stats.byPath`.
 */
import { randomBytes } from 'node:crypto'
import http from 'node:http'
import https from 'node:https'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import type Anthropic from '@anthropic-ai/sdk'
import type { RunId } from '../../types.js'
import type { SendFn } from '../gateway.js'
import { addCost, costOf } from '../cost.js'

export interface KeyProxyOptions {
  /** Where requests really go, e.g. https://api.anthropic.com (a path prefix is kept). */
  upstream: string
  /** The real `x-api-key`. */
  apiKey?: string
  /** The real bearer token (instead of a key). */
  authToken?: string
  /** Send Messages API calls through this gateway instead of forwarding them. */
  send?: SendFn
  /** The run the calls belong to (cache key trial, events), with `send`. */
  spec?: RunId
  /** Aborts calls in flight through `send`. */
  signal?: AbortSignal
  /**
   * The run's workspace, with `send`: the CLI names it in every request (and in tool inputs), so
   * the response cache keys on the request with this path (and the per-session `metadata`)
   * normalised, and a replayed answer gets the other run's workspace path mapped to this one.
   */
  workspaceDir?: string
  /** The models the run may call (the request body's `model`); others get 403. Default: any. */
  models?: string[]
  /** Listen on this Unix socket instead of a loopback TCP port (the sandbox reaches it through a forwarder). */
  socketPath?: string
}

/** The only requests the proxy forwards (method, exact path). */
export const KEY_PROXY_PATHS: readonly string[] = ['/v1/messages', '/v1/messages/count_tokens']
/** The only query strings it accepts on them ('' = none; Claude Code sends `?beta=true`). */
const KEY_PROXY_QUERIES = new Set(['', '?beta=true'])
/** Largest request body read (a Messages request with images and a long context fits). */
const MAX_REQUEST_BYTES = 64 * 1024 * 1024

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
  /** Requests with the placeholder refused 403: another method, path or query, or a model not the run's. */
  forbidden: number
  /** Cost of the Messages answers forwarded as bytes (without the gateway; null when a model has no price). */
  costUsd: number | null
  /** Forwarded requests per path (query left off). */
  byPath: Record<string, number>
  /** Responses per HTTP status. */
  byStatus: Record<string, number>
  /** Usage summed over the Messages API answers seen (JSON and SSE). */
  usage: KeyProxyUsage
  /** Transport failures talking to the upstream. */
  upstreamErrors: number
  /** Messages calls sent through the gateway (`send`), and how they went. */
  gateway: {
    calls: number
    cached: number
    retries: number
    errors: number
    /** Cost of the calls that were not cache hits (null when a model has no price). */
    costUsd: number | null
  }
}

export interface KeyProxy {
  /** The base URL to give the CLI (with `socketPath`: http://localhost, reached through the socket). */
  url: string
  /** The Unix socket it listens on (with `socketPath`). */
  socketPath?: string
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
  if (!opts.apiKey && !opts.authToken && !opts.send) throw new Error('key proxy: no credential to inject')
  const placeholder = `sk-ant-placeholder-${randomBytes(16).toString('hex')}`
  const upstream = new URL(opts.upstream)
  const prefix = upstream.pathname.replace(/\/+$/, '')
  const agent = upstream.protocol === 'https:' ? new https.Agent({ keepAlive: true }) : new http.Agent({ keepAlive: true })
  const stats: KeyProxyStats = {
    requests: 0,
    refused: 0,
    forbidden: 0,
    costUsd: 0,
    byPath: {},
    byStatus: {},
    usage: { input_tokens: 0, output_tokens: 0, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 },
    upstreamErrors: 0,
    gateway: { calls: 0, cached: 0, retries: 0, errors: 0, costUsd: 0 }
  }
  let turn = 0
  // Workspaces are `<parent>/skill-evals-ws-XXXXXX`: any such path in a replayed answer is this run's.
  const foreignWorkspace =
    opts.workspaceDir && path.basename(opts.workspaceDir).startsWith('skill-evals-ws-')
      ? new RegExp(`${path.dirname(opts.workspaceDir).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/skill-evals-ws-[A-Za-z0-9]{6}`, 'g')
      : undefined

  /** An answer of the proxy's own, in the API's error shape. */
  const refuse = (res: http.ServerResponse, status: number, type: string, message: string): void => {
    stats.byStatus[String(status)] = (stats.byStatus[String(status)] ?? 0) + 1
    res.writeHead(status, { 'content-type': 'application/json', 'x-should-retry': 'false' })
    res.end(JSON.stringify({ type: 'error', error: { type, message: `skill-evals key proxy: ${message}` } }))
  }

  /** One Messages call through the gateway, answered as JSON or as a synthesized SSE stream. */
  const viaGateway = async (req: http.IncomingMessage, res: http.ServerResponse, params: Record<string, unknown>): Promise<void> => {
    const stream = params['stream'] === true
    delete params['stream']
    const ws = opts.workspaceDir
    let cacheKeyParams: Record<string, unknown> | undefined
    if (ws) {
      cacheKeyParams = JSON.parse(JSON.stringify(params).split(ws).join('<workspace>')) as Record<string, unknown>
      delete cacheKeyParams['metadata']
    }
    // The CLI's own identifying and feature headers travel with the call.
    const relayed: Record<string, string> = {}
    for (const h of ['anthropic-beta', 'user-agent', 'x-app']) {
      const v = req.headers[h]
      if (v !== undefined) relayed[h] = Array.isArray(v) ? v.join(',') : v
    }
    stats.gateway.calls++
    try {
      const r = await opts.send!(params as unknown as Anthropic.MessageCreateParamsNonStreaming, {
        spec: opts.spec!,
        turn: turn++,
        ...(opts.signal ? { signal: opts.signal } : {}),
        ...(Object.keys(relayed).length ? { headers: relayed } : {}),
        ...(cacheKeyParams ? { cacheKeyParams: cacheKeyParams as unknown as Anthropic.MessageCreateParamsNonStreaming } : {})
      })
      let message = r.message
      if (r.cached && ws && foreignWorkspace) message = JSON.parse(JSON.stringify(message).replace(foreignWorkspace, ws)) as Anthropic.Message
      stats.gateway.retries += r.retries
      if (r.cached) stats.gateway.cached++
      else stats.gateway.costUsd = addCost(stats.gateway.costUsd, costOf(r.message.model, r.message.usage ?? {}))
      addUsage(stats.usage, r.message.usage)
      stats.byStatus['200'] = (stats.byStatus['200'] ?? 0) + 1
      const headers: http.OutgoingHttpHeaders = r.requestId ? { 'request-id': r.requestId } : {}
      if (stream) {
        res.writeHead(200, { ...headers, 'content-type': 'text/event-stream', 'cache-control': 'no-cache' })
        res.end(messageToSse(message))
      } else {
        res.writeHead(200, { ...headers, 'content-type': 'application/json' })
        res.end(JSON.stringify(message))
      }
    } catch (err) {
      stats.gateway.errors++
      const e = (err ?? {}) as { status?: unknown; message?: unknown; type?: unknown; error?: { error?: { type?: unknown } } }
      const status = typeof e.status === 'number' && e.status >= 400 ? e.status : 502
      const type = typeof e.error?.error?.type === 'string' ? e.error.error.type : typeof e.type === 'string' ? e.type : 'api_error'
      stats.byStatus[String(status)] = (stats.byStatus[String(status)] ?? 0) + 1
      // The gateway has already retried: the CLI must not retry on top of it.
      res.writeHead(status, { 'content-type': 'application/json', 'x-should-retry': 'false' })
      res.end(JSON.stringify({ type: 'error', error: { type, message: typeof e.message === 'string' ? e.message : String(err) } }))
    }
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
    else if (opts.authToken) headers['authorization'] = `Bearer ${opts.authToken}`
    // Issue 33 (row G): exact method, path and query; nothing is normalised.
    const url = req.url ?? ''
    const q = url.indexOf('?')
    const pathOnly = q < 0 ? url : url.slice(0, q)
    const query = q < 0 ? '' : url.slice(q)
    if (req.method !== 'POST' || !KEY_PROXY_PATHS.includes(pathOnly) || !KEY_PROXY_QUERIES.has(query)) {
      stats.forbidden++
      refuse(res, 403, 'permission_error', `only POST ${KEY_PROXY_PATHS.join(' and POST ')} are forwarded, not ${String(req.method).slice(0, 16)} ${url.slice(0, 200)}`)
      req.resume()
      return
    }
    const body: Buffer[] = []
    let size = 0
    let tooLarge = false
    req.on('data', (c: Buffer) => {
      size += c.length
      if (size > MAX_REQUEST_BYTES) tooLarge = true
      else body.push(c)
    })
    req.on('error', () => res.destroy())
    req.on('end', () => {
      if (tooLarge) return refuse(res, 413, 'request_too_large', `the request body is larger than ${MAX_REQUEST_BYTES} bytes`)
      const raw = Buffer.concat(body)
      let params: Record<string, unknown>
      try {
        params = JSON.parse(raw.toString('utf8')) as Record<string, unknown>
        if (!params || typeof params !== 'object' || Array.isArray(params)) throw new Error('not an object')
      } catch {
        return refuse(res, 400, 'invalid_request_error', 'the request body is not a JSON object')
      }
      const model = params['model']
      if (opts.models && (typeof model !== 'string' || !opts.models.includes(model))) {
        stats.forbidden++
        return refuse(res, 403, 'permission_error', `model ${(JSON.stringify(model) ?? "(none)").slice(0, 100)} is not one of this run's (${opts.models.join(', ')})`)
      }
      stats.requests++
      stats.byPath[pathOnly] = (stats.byPath[pathOnly] ?? 0) + 1
      if (opts.send && opts.spec && pathOnly === '/v1/messages') {
        viaGateway(req, res, params).catch(() => res.destroy())
        return
      }
      forward(req, res, headers, pathOnly, query, raw, typeof model === 'string' ? model : '')
    })
  })

  /** Forwards one allowed request as bytes, streaming the answer back; counts a Messages answer's usage and cost. */
  const forward = (req: http.IncomingMessage, res: http.ServerResponse, headers: http.OutgoingHttpHeaders, pathOnly: string, query: string, raw: Buffer, model: string): void => {
    headers['content-length'] = String(raw.length)
    const client = upstream.protocol === 'https:' ? https : http
    const up = client.request(
      {
        protocol: upstream.protocol,
        hostname: upstream.hostname,
        port: upstream.port || undefined,
        method: 'POST',
        path: prefix + pathOnly + query,
        headers,
        agent
      },
      (upRes) => {
        const status = upRes.statusCode ?? 502
        stats.byStatus[String(status)] = (stats.byStatus[String(status)] ?? 0) + 1
        const out: http.OutgoingHttpHeaders = {}
        for (const [k, v] of Object.entries(upRes.headers)) if (v !== undefined && !HOP_BY_HOP.has(k)) out[k] = v
        res.writeHead(status, out)
        const isMessages = pathOnly === '/v1/messages'
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
            stats.costUsd = addCost(stats.costUsd, costOf(model, u))
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
    res.on('close', () => {
      if (!res.writableFinished) up.destroy()
    })
    up.end(raw)
  }
  server.keepAliveTimeout = 5_000
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    if (opts.socketPath) server.listen(opts.socketPath, () => resolve())
    else server.listen(0, '127.0.0.1', () => resolve())
  })
  return {
    url: opts.socketPath ? 'http://localhost' : `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    ...(opts.socketPath ? { socketPath: opts.socketPath } : {}),
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

// ─── SSE synthesis ────────────────────────────────────────────────────────────────────

function sseEvent(type: string, data: Record<string, unknown>): string {
  return `event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`
}

/**
 * A complete Messages API answer as the event stream the API would have sent for it: what the
 * SDK's stream accumulator (and so Claude Code) rebuilds into the same message.
 */
export function messageToSse(message: Anthropic.Message): string {
  const m = message as unknown as Record<string, unknown> & { content: Record<string, unknown>[]; usage?: Record<string, unknown> }
  let out = sseEvent('message_start', { message: { ...m, content: [], stop_reason: null, stop_sequence: null } })
  m.content.forEach((block, index) => {
    const type = block['type']
    if (type === 'text') {
      const { text, ...rest } = block
      out += sseEvent('content_block_start', { index, content_block: { ...rest, text: '' } })
      out += sseEvent('content_block_delta', { index, delta: { type: 'text_delta', text } })
    } else if (type === 'thinking') {
      const { thinking, signature, ...rest } = block
      out += sseEvent('content_block_start', { index, content_block: { ...rest, thinking: '', signature: '' } })
      out += sseEvent('content_block_delta', { index, delta: { type: 'thinking_delta', thinking } })
      if (typeof signature === 'string') out += sseEvent('content_block_delta', { index, delta: { type: 'signature_delta', signature } })
    } else if ('input' in block) {
      const { input, ...rest } = block
      out += sseEvent('content_block_start', { index, content_block: { ...rest, input: {} } })
      out += sseEvent('content_block_delta', { index, delta: { type: 'input_json_delta', partial_json: JSON.stringify(input ?? {}) } })
    } else {
      out += sseEvent('content_block_start', { index, content_block: block })
    }
    out += sseEvent('content_block_stop', { index })
  })
  out += sseEvent('message_delta', { delta: { stop_reason: m['stop_reason'] ?? null, stop_sequence: m['stop_sequence'] ?? null }, usage: { output_tokens: m.usage?.['output_tokens'] ?? 0 } })
  out += sseEvent('message_stop', {})
  return out
}
