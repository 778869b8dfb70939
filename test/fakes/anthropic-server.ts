/**
 * A loopback fake of the Anthropic Messages API for tests, speaking the real wire protocol so
 * the real `@anthropic-ai/sdk` can talk to it (pass `baseURL: fake.url`, or set
 * `ANTHROPIC_BASE_URL`).
 *
 * What it emulates (see docs reference §2):
 * - auth: `x-api-key` or `Authorization: Bearer` (missing → 401 `authentication_error`;
 *   `apiKey` option → only that key is accepted);
 * - `anthropic-version` required (400 otherwise), `2023-06-01` and `2026-10-21` accepted;
 * - API version 2026-10-21 rules: `temperature` / `top_p` / `top_k` → 400 `invalid_request_error`;
 * - basic request validation (model, max_tokens, messages; every `tool_use` answered by a
 *   `tool_result` in the next user message);
 * - `request-id: req_…` and `content-type: application/json` on every response; error bodies
 *   `{"type":"error","error":{"type","message"},"request_id"}`;
 * - `stream: true` → an SSE stream of the same message;
 * - `POST /v1/messages/count_tokens` → `{input_tokens}`;
 * - prompt caching: `cache_control` breakpoints are remembered, so a later request sharing the
 *   prefix reports `cache_read_input_tokens` (the first one reports `cache_creation_input_tokens`);
 * - deterministic token counts (characters / 4).
 *
 * Usage:
 * ```ts
 * const fake = await startFakeAnthropic({
 *   script: [
 *     toolUseReply('Write', { file_path: 'a.md', content: 'hi' }),
 *     textReply('Done.'),
 *   ],
 *   faults: [{ status: 529, retryAfterMs: 5 }],   // the first request fails, then the script runs
 *   latencyMs: 10,
 * })
 * const client = new Anthropic({ apiKey: 'test', baseURL: fake.url, maxRetries: 0 })
 * …
 * expect(fake.requests[0].headers['authorization']).toBe('Bearer test')
 * await fake.close()
 * ```
 *
 * A reply is either a message (`FakeMessage`: content blocks + stop_reason, the rest filled in)
 * or `{ fault }`. `faults` are consumed first, one per `/v1/messages` request; then the
 * `script` queue (or the `handler`) answers. An exhausted script answers 500 with a message
 * saying so, which makes a test fail loudly.
 */
import { createHash } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

// ─── Types ────────────────────────────────────────────────────────────────────────────

/** A content block as the API returns it (loosely typed on purpose: tests build odd ones). */
export type FakeBlock = { type: string; [key: string]: unknown }

export interface FakeUsage {
  input_tokens: number
  output_tokens: number
  cache_creation_input_tokens: number
  cache_read_input_tokens: number
}

/** A scripted message. Missing fields are filled in (id, model echoed from the request, usage). */
export interface FakeMessage {
  content: FakeBlock[]
  /** Default: `tool_use` when the content has a tool_use block, else `end_turn`. */
  stop_reason?: string
  id?: string
  model?: string
  /** Merged over the computed usage. */
  usage?: Partial<FakeUsage>
  /** Extra response headers. */
  headers?: Record<string, string>
  /**
   * `json`: answer with a plain JSON message even when the request asked for `stream: true`
   * (Claude Code then retries the same request with `stream: false`). Default: SSE for streams.
   */
  transport?: 'sse' | 'json'
}

/** An HTTP error with the API's JSON error body. */
export interface StatusFault {
  status: number
  /** Error type in the body; default by status (429 → rate_limit_error, 529 → overloaded_error, …). */
  type?: string
  message?: string
  /** `retry-after-ms` header (float milliseconds). */
  retryAfterMs?: number
  /** `retry-after` header (seconds, or an HTTP date string). */
  retryAfter?: number | string
  /** `x-should-retry` header. */
  shouldRetry?: boolean
  headers?: Record<string, string>
}

/**
 * - `StatusFault`: an error response;
 * - `'hang'`: never answer (the client times out; `close()` ends it);
 * - `'reset'`: destroy the socket without a response (connection error);
 * - `'malformed'`: 200 with a body that is not JSON;
 * - `'truncated'`: 200 with a valid message's JSON cut in half;
 * - `'cut'`: 200 announcing the full body's `content-length`, half of it sent, then the
 *   connection is destroyed (the client sees the body end mid-stream: undici's `terminated`);
 * - `'stall'`: 200 with the headers and half the body, then nothing more, ever (an idle
 *   connection mid-body; `close()` ends it).
 */
export type Fault = StatusFault | 'hang' | 'reset' | 'malformed' | 'truncated' | 'cut' | 'stall'

export type Reply = FakeMessage | { fault: Fault }

export interface RecordedRequest {
  /** 0-based, over all requests the fake received. */
  index: number
  method: string
  /** Path without the query string, e.g. `/v1/messages`. */
  path: string
  /** Lower-cased header names. */
  headers: Record<string, string>
  /** Parsed JSON body (undefined when absent or not JSON). */
  body: any
  rawBody: string
  receivedAt: number
  /** Filled in when the fake answers. */
  response?: { status: number; requestId: string; fault?: string }
  /** With `pathPrefixes`: the part of the path before `/v1/…` (e.g. `/run/abc`), else ''. */
  prefix?: string
  /** The query string (e.g. `?beta=true` from Claude Code), '' when absent. */
  query?: string
}

export interface HandlerContext {
  /** 0-based index among `/v1/messages` requests (faults included). */
  messageIndex: number
  /** All requests so far, this one included. */
  requests: RecordedRequest[]
}

export type FakeHandler = (req: RecordedRequest, ctx: HandlerContext) => Reply | Promise<Reply>

export interface FakeAnthropicOptions {
  /** Replies for successive `/v1/messages` requests (after faults). */
  script?: Reply[]
  /** Alternatively, compute the reply from the request. Used when `script` is absent or exhausted. */
  handler?: FakeHandler
  /** Delay before every response, in ms (or per request). */
  latencyMs?: number | ((req: RecordedRequest) => number)
  /** Faults for the first requests: an array (one per request, in order) or a function (undefined → no fault). */
  faults?: Fault[] | ((req: RecordedRequest, ctx: HandlerContext) => Fault | undefined)
  /** Accept only this key (from either header). Default: any non-empty key. */
  apiKey?: string
  /** Simulate prompt caching from `cache_control` breakpoints (default true). */
  promptCache?: boolean
  /** Minimum prefix (tokens) for a breakpoint to be cached (default 0). */
  minCacheTokens?: number
  /**
   * Accept a path prefix before `/v1/…` (`ANTHROPIC_BASE_URL=http://127.0.0.1:P/run/abc` →
   * `POST /run/abc/v1/messages`, as Claude Code keeps it): the prefix goes to
   * `RecordedRequest.prefix` and `path` is the rest, so parallel runs can be told apart. Default false.
   */
  pathPrefixes?: boolean
  /** Message Batches emulation (see `FakeBatchOptions`). */
  batch?: FakeBatchOptions
  /** `GET /v1/models/{id}` answers (Models API lifecycle data); unknown ids → 404. */
  models?: Record<string, { lifecycle: 'active' | 'deprecated' | 'retired'; retires_at?: string | null; deprecated_at?: string | null; display_name?: string }>
}

/**
 * Message Batches: `POST /v1/messages/batches`, `GET /v1/messages/batches[/{id}]`,
 * `GET /v1/messages/batches/{id}/results` (JSONL), `POST …/{id}/cancel`, `DELETE …/{id}`.
 * Every request of a batch is answered at creation time, in order, by the same `script` /
 * `handler` as `/v1/messages` (faults from `itemFault` or a `{ fault }` reply become `errored`
 * results); the batch reports `in_progress` until it was retrieved `pollsUntilEnded` times.
 */
export interface FakeBatchOptions {
  /** `GET /v1/messages/batches/{id}` calls answered `in_progress` before the batch is `ended` (default 1). */
  pollsUntilEnded?: number
  /** Order of the results file: `reverse` (default, to prove matching by custom_id), `request` or `shuffle`. */
  resultsOrder?: 'reverse' | 'request' | 'shuffle'
  /** Per-item outcome override: an error result, `expired` or `canceled`. */
  itemFault?: (params: any, customId: string, index: number) => StatusFault | 'expired' | 'canceled' | undefined
}

export interface FakeBatch {
  id: string
  customIds: string[]
  /** The per-request results (computed at creation). */
  results: { custom_id: string; result: Record<string, unknown> }[]
  status: 'in_progress' | 'canceling' | 'ended'
  retrieves: number
  createdAt: string
  endedAt: string | null
  cancelInitiatedAt: string | null
  deleted: boolean
}

export interface FakeAnthropic {
  /** Base URL for the SDK (`http://127.0.0.1:<port>`). */
  url: string
  port: number
  requests: RecordedRequest[]
  /** Only the `/v1/messages` requests. */
  readonly messageRequests: RecordedRequest[]
  /** Append replies to the script. */
  enqueue(...replies: Reply[]): void
  /** Append faults. */
  enqueueFaults(...faults: Fault[]): void
  /** Replace the handler (used once the script is empty). */
  setHandler(handler: FakeHandler | undefined): void
  /** `/v1/messages` requests being handled right now, and the most seen at once (concurrency tests). */
  readonly inFlight: number
  readonly maxInFlight: number
  /** Forget remembered cache prefixes. */
  resetCache(): void
  /** Message Batches created so far, by id. */
  readonly batches: Map<string, FakeBatch>
  /** Only the `/v1/messages/batches…` requests. */
  readonly batchRequests: RecordedRequest[]
  /** End a batch now (its next retrieve says `ended`). */
  endBatch(id: string): void
  close(): Promise<void>
}

// ─── Reply builders ───────────────────────────────────────────────────────────────────

let toolIdCounter = 0

export function textBlock(text: string): FakeBlock {
  return { type: 'text', text, citations: null }
}

export function thinkingBlock(thinking: string): FakeBlock {
  return { type: 'thinking', thinking, signature: `sig_${createHash('sha256').update(thinking).digest('hex').slice(0, 16)}` }
}

export function toolUseBlock(name: string, input: Record<string, unknown>, id?: string): FakeBlock {
  return { type: 'tool_use', id: id ?? `toolu_fake${String(++toolIdCounter).padStart(4, '0')}`, name, input, caller: { type: 'direct' } }
}

/** A message ending the turn with text. */
export function textReply(text: string, extra: Partial<FakeMessage> = {}): FakeMessage {
  return { content: [textBlock(text)], stop_reason: 'end_turn', ...extra }
}

/** A message asking for one tool call (optionally preceded by text). */
export function toolUseReply(name: string, input: Record<string, unknown>, opts: { id?: string; text?: string } & Partial<FakeMessage> = {}): FakeMessage {
  const { id, text, ...extra } = opts
  return { content: [...(text ? [textBlock(text)] : []), toolUseBlock(name, input, id)], stop_reason: 'tool_use', ...extra }
}

export function faultReply(fault: Fault): Reply {
  return { fault }
}

// ─── Helpers ──────────────────────────────────────────────────────────────────────────

const ERROR_TYPES: Record<number, string> = {
  400: 'invalid_request_error',
  401: 'authentication_error',
  402: 'billing_error',
  403: 'permission_error',
  404: 'not_found_error',
  408: 'timeout_error',
  409: 'conflict_error',
  413: 'request_too_large',
  429: 'rate_limit_error',
  500: 'api_error',
  503: 'api_error',
  504: 'timeout_error',
  529: 'overloaded_error'
}

export function errorTypeFor(status: number): string {
  return ERROR_TYPES[status] ?? (status >= 500 ? 'api_error' : 'invalid_request_error')
}

const tokens = (s: string): number => Math.ceil(s.length / 4)

function isFault(r: Reply): r is { fault: Fault } {
  return typeof r === 'object' && r !== null && 'fault' in r
}


/** The cacheable prefixes of a request: one (hash, tokens) per `cache_control` breakpoint, in order. */
function cachePrefixes(body: any): { hash: string; tokens: number }[] {
  const seq: unknown[] = []
  const marks: number[] = []
  const push = (x: unknown): void => {
    seq.push(x)
    if (x && typeof x === 'object' && (x as { cache_control?: unknown }).cache_control) marks.push(seq.length)
  }
  for (const t of body.tools ?? []) push(t)
  if (typeof body.system === 'string') seq.push(body.system)
  else for (const b of body.system ?? []) push(b)
  for (const m of body.messages ?? []) {
    if (typeof m.content === 'string') seq.push({ role: m.role, text: m.content })
    else for (const b of m.content ?? []) push({ role: m.role, ...b })
  }
  if (body.cache_control) marks.push(seq.length) // automatic caching: breakpoint at the end
  const strip = (x: unknown): string => JSON.stringify(x, (k, v) => (k === 'cache_control' ? undefined : v))
  return marks.map((n) => {
    const text = seq.slice(0, n).map(strip).join('\n')
    return { hash: createHash('sha256').update(`${body.model}\n${text}`).digest('hex'), tokens: tokens(text) }
  })
}

function validateMessages(body: any): string | null {
  if (typeof body.model !== 'string' || body.model === '') return 'model: Field required'
  if (typeof body.max_tokens !== 'number' || !Number.isInteger(body.max_tokens) || body.max_tokens < 1) return 'max_tokens: Field required'
  if (!Array.isArray(body.messages) || body.messages.length === 0) return 'messages: at least one message is required'
  const msgs = body.messages as any[]
  for (let i = 0; i < msgs.length; i++) {
    const m = msgs[i]
    if (!m || !['user', 'assistant', 'system'].includes(m.role)) return `messages.${i}.role: Input should be 'user' or 'assistant'`
    if (typeof m.content !== 'string' && !Array.isArray(m.content)) return `messages.${i}.content: Field required`
    if (Array.isArray(m.content) && m.content.length === 0 && i !== msgs.length - 1) return `messages.${i}: all messages must have non-empty content`
    const uses = Array.isArray(m.content) ? m.content.filter((b: any) => b?.type === 'tool_use').map((b: any) => b.id) : []
    if (m.role === 'assistant' && uses.length > 0 && i + 1 < msgs.length) {
      const next = msgs[i + 1]
      const answered = new Set(Array.isArray(next?.content) ? next.content.filter((b: any) => b?.type === 'tool_result').map((b: any) => b.tool_use_id) : [])
      for (const id of uses) {
        if (!answered.has(id)) {
          return `messages.${i + 1}: \`tool_use\` ids were found without \`tool_result\` blocks immediately after: ${id}. Each \`tool_use\` block must have a corresponding \`tool_result\` block in the next message.`
        }
      }
    }
    if (m.role === 'user' && Array.isArray(m.content)) {
      const prev = msgs[i - 1]
      const known = new Set(prev?.role === 'assistant' && Array.isArray(prev.content) ? prev.content.filter((b: any) => b?.type === 'tool_use').map((b: any) => b.id) : [])
      for (const b of m.content) {
        if (b?.type === 'tool_result' && !known.has(b.tool_use_id)) {
          return `messages.${i}.content: unexpected \`tool_use_id\` found in \`tool_result\` blocks: ${b.tool_use_id}. Each \`tool_result\` block must have a corresponding \`tool_use\` block in the previous message.`
        }
      }
    }
  }
  return null
}

// ─── Server ───────────────────────────────────────────────────────────────────────────

export async function startFakeAnthropic(opts: FakeAnthropicOptions = {}): Promise<FakeAnthropic> {
  const script: Reply[] = [...(opts.script ?? [])]
  const faultQueue: Fault[] = Array.isArray(opts.faults) ? [...opts.faults] : []
  const faultFn = typeof opts.faults === 'function' ? opts.faults : undefined
  const requests: RecordedRequest[] = []
  const sockets = new Set<Socket>()
  const cache = new Set<string>()
  let messageIndex = 0
  let requestCounter = 0
  let handler = opts.handler
  let inFlight = 0
  let maxInFlight = 0
  let isClosed = false
  /** Pending latency timers, cut short by close() so no timer outlives the fake. */
  const sleeps = new Map<NodeJS.Timeout, () => void>()
  const sleep = (ms: number): Promise<void> =>
    new Promise((resolve) => {
      const t = setTimeout(() => {
        sleeps.delete(t)
        resolve()
      }, ms)
      sleeps.set(t, resolve)
    })

  const nextRequestId = (): string => `req_fake${String(++requestCounter).padStart(8, '0')}`

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const counted = opts.pathPrefixes ? (req.url ?? '').includes('/v1/messages') : (req.url ?? '').startsWith('/v1/messages')
      if (counted) maxInFlight = Math.max(maxInFlight, ++inFlight)
      let done = false
      const release = (): void => {
        if (counted && !done) {
          done = true
          inFlight--
        }
      }
      res.on('close', release)
      void handle(req, res, Buffer.concat(chunks).toString('utf8')).catch((err) => {
        if (!res.headersSent) sendJson(res, 500, errorBody(500, `fake server crashed: ${(err as Error).message}`, nextRequestId()))
      })
    })
  })
  server.on('connection', (s) => {
    sockets.add(s)
    s.on('close', () => sockets.delete(s))
  })

  function errorBody(status: number, message: string, requestId: string, type?: string): { status: number; requestId: string; body: unknown } {
    return { status, requestId, body: { type: 'error', error: { type: type ?? errorTypeFor(status), message }, request_id: requestId } }
  }

  function sendJson(res: http.ServerResponse, status: number, payload: { requestId: string; body: unknown }, headers: Record<string, string> = {}): void {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': payload.requestId, 'anthropic-organization-id': 'org_fake', ...headers })
    res.end(JSON.stringify(payload.body))
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse, raw: string): Promise<void> {
    const headers: Record<string, string> = {}
    for (const [k, v] of Object.entries(req.headers)) if (v !== undefined) headers[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : v
    let body: any
    try {
      body = raw ? JSON.parse(raw) : undefined
    } catch {
      body = undefined
    }
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    let pathname = url.pathname
    let prefix = ''
    if (opts.pathPrefixes) {
      const at = pathname.indexOf('/v1/')
      if (at > 0) {
        prefix = pathname.slice(0, at)
        pathname = pathname.slice(at)
      }
    }
    const rec: RecordedRequest = { index: requests.length, method: req.method ?? 'GET', path: pathname, headers, body, rawBody: raw, receivedAt: Date.now(), prefix, query: url.search }
    requests.push(rec)
    res0.set(rec, res)
    const requestId = nextRequestId()
    const reply = (status: number, payload: unknown, extra: Record<string, string> = {}, fault?: string): void => {
      rec.response = { status, requestId, ...(fault ? { fault } : {}) }
      sendJson(res, status, { requestId, body: payload }, extra)
    }
    const fail = (status: number, message: string, type?: string, extra: Record<string, string> = {}, fault?: string): void => {
      const e = errorBody(status, message, requestId, type)
      rec.response = { status, requestId, ...(fault ? { fault } : {}) }
      sendJson(res, status, e, extra)
    }

    const latency = typeof opts.latencyMs === 'function' ? opts.latencyMs(rec) : opts.latencyMs ?? 0
    if (latency > 0) await sleep(latency)
    if (isClosed || res.destroyed) return

    // Auth.
    const xKey = headers['x-api-key']
    const bearer = /^Bearer\s+(.+)$/i.exec(headers['authorization'] ?? '')?.[1]
    const key = xKey || bearer // the API prefers x-api-key when both are present
    if (!key) return fail(401, 'x-api-key or Authorization: Bearer header is required', 'authentication_error')
    if (opts.apiKey !== undefined && key !== opts.apiKey) return fail(401, 'invalid x-api-key', 'authentication_error')

    // Version.
    const version = headers['anthropic-version']
    if (!version) return fail(400, 'anthropic-version: header is required')
    if (version !== '2023-06-01' && version !== '2026-10-21') return fail(400, `anthropic-version: unsupported version ${version}`)

    if (rec.path === '/v1/messages/batches' || rec.path.startsWith('/v1/messages/batches/')) return handleBatches(rec, body, reply, fail)
    if (rec.path.startsWith('/v1/models/') && rec.method === 'GET') {
      const id = decodeURIComponent(rec.path.slice('/v1/models/'.length))
      const m = opts.models?.[id]
      if (!m) return fail(404, `model: ${id}`, 'not_found_error')
      return reply(200, {
        type: 'model', id, display_name: m.display_name ?? id, created_at: '2025-01-01T00:00:00Z', capabilities: null,
        lifecycle: m.lifecycle, retires_at: m.retires_at ?? null, deprecated_at: m.deprecated_at ?? null, line: null, max_input_tokens: null, max_tokens: null,
      })
    }

    const isMessages = rec.path === '/v1/messages'
    const isCount = rec.path === '/v1/messages/count_tokens'
    if (!isMessages && !isCount) return fail(404, `Not found: ${rec.method} ${rec.path}`)
    if (rec.method !== 'POST') return fail(405 as number, `Method ${rec.method} not allowed`, 'invalid_request_error')
    if (body === undefined || typeof body !== 'object' || body === null) return fail(400, 'Request body is not valid JSON')

    if (version === '2026-10-21') {
      for (const k of ['temperature', 'top_p', 'top_k']) {
        if (k in body) return fail(400, `${k}: Extra inputs are not permitted`)
      }
    }
    if (isCount) {
      if (!Array.isArray(body.messages)) return fail(400, 'messages: Field required')
      return reply(200, { input_tokens: tokens(JSON.stringify({ system: body.system, tools: body.tools, messages: body.messages })) })
    }
    const invalid = validateMessages(body)
    if (invalid) return fail(400, invalid)

    const hctx: HandlerContext = { messageIndex: messageIndex++, requests }

    // Faults first.
    const fault = faultQueue.length > 0 ? faultQueue.shift() : faultFn?.(rec, hctx)
    let answer: Reply | undefined
    if (fault !== undefined) answer = { fault }
    else if (script.length > 0) answer = script.shift()
    else if (handler) answer = await handler(rec, hctx)
    if (answer === undefined) return fail(500, `fake-anthropic: script exhausted at /v1/messages request #${hctx.messageIndex}`, 'api_error')

    if (isFault(answer)) {
      const f = answer.fault
      if (f === 'hang') {
        rec.response = { status: 0, requestId, fault: 'hang' }
        return // never answer; close() destroys the socket
      }
      if (f === 'reset') {
        rec.response = { status: 0, requestId, fault: 'reset' }
        req.socket.destroy()
        return
      }
      if (f === 'malformed') {
        rec.response = { status: 200, requestId, fault: 'malformed' }
        res.writeHead(200, { 'content-type': 'application/json', 'request-id': requestId })
        res.end('{"id": "msg_fake", "type": "message", oops this is not json')
        return
      }
      if (f === 'truncated') {
        const full = JSON.stringify(buildMessage(body, { content: [textBlock('truncated')] }))
        rec.response = { status: 200, requestId, fault: 'truncated' }
        res.writeHead(200, { 'content-type': 'application/json', 'request-id': requestId })
        res.end(full.slice(0, Math.floor(full.length / 2)))
        return
      }
      if (f === 'cut' || f === 'stall') {
        const full = Buffer.from(JSON.stringify(buildMessage(body, { content: [textBlock(f)] })))
        rec.response = { status: 200, requestId, fault: f }
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(full.length), 'request-id': requestId })
        res.write(full.subarray(0, Math.floor(full.length / 2)), () => {
          if (f === 'cut') setTimeout(() => req.socket.destroy(), 5) // after the bytes left
        })
        return // 'stall': never another byte; close() destroys the socket
      }
      const extra: Record<string, string> = { ...(f.headers ?? {}) }
      if (f.retryAfterMs !== undefined) extra['retry-after-ms'] = String(f.retryAfterMs)
      if (f.retryAfter !== undefined) extra['retry-after'] = String(f.retryAfter)
      if (f.shouldRetry !== undefined) extra['x-should-retry'] = String(f.shouldRetry)
      return fail(f.status, f.message ?? `fake ${f.status} ${errorTypeFor(f.status)}`, f.type, extra, `status ${f.status}`)
    }

    const message = buildMessage(body, answer)
    if (body.stream === true && answer.transport !== 'json') {
      rec.response = { status: 200, requestId }
      return streamMessage(res, requestId, message, answer.headers)
    }
    reply(200, message, answer.headers)
  }

  // ─── Message Batches ──────────────────────────────────────────────────────────────

  const batches = new Map<string, FakeBatch>()
  let batchCounter = 0
  const batchOpts = opts.batch ?? {}

  function batchJson(b: FakeBatch): Record<string, unknown> {
    const counts = { processing: 0, succeeded: 0, errored: 0, canceled: 0, expired: 0 }
    for (const r of b.results) {
      if (b.status !== 'ended') counts.processing++
      else counts[r.result['type'] as 'succeeded' | 'errored' | 'canceled' | 'expired']++
    }
    const created = Date.parse(b.createdAt)
    return {
      id: b.id,
      type: 'message_batch',
      processing_status: b.status,
      request_counts: counts,
      created_at: b.createdAt,
      expires_at: new Date(created + 24 * 3600 * 1000).toISOString(),
      ended_at: b.endedAt,
      cancel_initiated_at: b.cancelInitiatedAt,
      archived_at: null,
      results_url: b.status === 'ended' ? `http://127.0.0.1:${port}/v1/messages/batches/${b.id}/results` : null,
    }
  }

  function endNow(b: FakeBatch): void {
    if (b.status === 'ended') return
    if (b.status === 'canceling') for (const r of b.results) r.result = { type: 'canceled' }
    b.status = 'ended'
    b.endedAt = new Date().toISOString()
  }

  async function answerItem(params: any, customId: string, index: number): Promise<Record<string, unknown>> {
    const itemFault = batchOpts.itemFault?.(params, customId, index)
    if (itemFault === 'expired' || itemFault === 'canceled') return { type: itemFault }
    const errored = (status: number, message: string, type?: string): Record<string, unknown> => ({
      type: 'errored',
      error: { type: 'error', error: { type: type ?? errorTypeFor(status), message }, request_id: nextRequestId() },
    })
    if (itemFault) return errored(itemFault.status, itemFault.message ?? `fake ${itemFault.status}`, itemFault.type)
    if (!params || typeof params !== 'object') return errored(400, 'params: Field required')
    if ('stream' in params && params.stream) return errored(400, 'stream: batch requests cannot stream')
    for (const k of ['temperature', 'top_p', 'top_k']) if (k in params) return errored(400, `${k}: Extra inputs are not permitted`)
    const invalid = validateMessages(params)
    if (invalid) return errored(400, invalid)
    const itemRec: RecordedRequest = {
      index: -1, method: 'POST', path: '/v1/messages', headers: {}, body: params, rawBody: JSON.stringify(params), receivedAt: Date.now(),
    }
    const hctx: HandlerContext = { messageIndex: messageIndex++, requests }
    let answer: Reply | undefined
    if (script.length > 0) answer = script.shift()
    else if (handler) answer = await handler(itemRec, hctx)
    if (answer === undefined) return errored(500, `fake-anthropic: script exhausted at batch item ${customId}`, 'api_error')
    if (isFault(answer)) {
      const f = answer.fault
      if (typeof f === 'string') return errored(500, `fake ${f}`, 'api_error')
      return errored(f.status, f.message ?? `fake ${f.status}`, f.type)
    }
    const message = buildMessage(params, answer)
    ;(message['usage'] as Record<string, unknown>)['service_tier'] = 'batch'
    return { type: 'succeeded', message }
  }

  async function handleBatches(
    rec: RecordedRequest,
    body: any,
    reply: (status: number, payload: unknown, extra?: Record<string, string>) => void,
    fail: (status: number, message: string, type?: string) => void,
  ): Promise<void> {
    const rest = rec.path.slice('/v1/messages/batches'.length) // '', '/{id}', '/{id}/results', '/{id}/cancel'
    if (rest === '' && rec.method === 'POST') {
      const reqs = body?.requests
      if (!Array.isArray(reqs) || reqs.length === 0) return fail(400, 'requests: at least one request is required')
      if (reqs.length > 100_000) return fail(400, 'requests: too many requests')
      const ids = new Set<string>()
      for (const [i, r] of reqs.entries()) {
        const id = r?.custom_id
        if (typeof id !== 'string' || !/^[a-zA-Z0-9_-]{1,64}$/.test(id)) return fail(400, `requests.${i}.custom_id: String should match pattern '^[a-zA-Z0-9_-]{1,64}$'`)
        if (ids.has(id)) return fail(400, `requests.${i}.custom_id: duplicate custom_id '${id}'`)
        ids.add(id)
      }
      const id = `msgbatch_fake${String(++batchCounter).padStart(6, '0')}`
      const results: FakeBatch['results'] = []
      for (const [i, r] of reqs.entries()) results.push({ custom_id: r.custom_id, result: await answerItem(r.params, r.custom_id, i) })
      const b: FakeBatch = {
        id, customIds: [...ids], results, status: 'in_progress', retrieves: 0, createdAt: new Date().toISOString(), endedAt: null, cancelInitiatedAt: null, deleted: false,
      }
      batches.set(id, b)
      if ((batchOpts.pollsUntilEnded ?? 1) <= 0) endNow(b)
      return reply(200, batchJson(b))
    }
    if (rest === '' && rec.method === 'GET') {
      const list = [...batches.values()].filter((b) => !b.deleted).reverse().map(batchJson)
      return reply(200, { data: list, has_more: false, first_id: list[0]?.['id'] ?? null, last_id: list[list.length - 1]?.['id'] ?? null })
    }
    const m = /^\/([^/]+)(\/results|\/cancel)?$/.exec(rest)
    const b = m ? batches.get(m[1]!) : undefined
    if (!m || !b || b.deleted) return fail(404, `message batch not found: ${m?.[1] ?? rest}`, 'not_found_error')
    const sub = m[2] ?? ''
    if (sub === '' && rec.method === 'GET') {
      b.retrieves++
      if (b.status !== 'ended' && b.retrieves > (batchOpts.pollsUntilEnded ?? 1)) endNow(b)
      return reply(200, batchJson(b))
    }
    if (sub === '' && rec.method === 'DELETE') {
      if (b.status !== 'ended') return fail(400, 'batch is still processing; cancel it first')
      b.deleted = true
      return reply(200, { id: b.id, type: 'message_batch_deleted' })
    }
    if (sub === '/cancel' && rec.method === 'POST') {
      if (b.status === 'in_progress') {
        b.status = 'canceling'
        b.cancelInitiatedAt = new Date().toISOString()
      }
      return reply(200, batchJson(b))
    }
    if (sub === '/results' && rec.method === 'GET') {
      if (b.status !== 'ended') return fail(400, `batch ${b.id} has not ended yet`)
      let lines = b.results.slice()
      const order = batchOpts.resultsOrder ?? 'reverse'
      if (order === 'reverse') lines.reverse()
      else if (order === 'shuffle') lines = lines.map((l, i) => ({ l, k: createHash('sha256').update(`${b.id}:${i}`).digest('hex') })).sort((x, y) => (x.k < y.k ? -1 : 1)).map((x) => x.l)
      const text = lines.map((l) => JSON.stringify(l)).join('\n') + '\n'
      rec.response = { status: 200, requestId: 'req_results' }
      res0.get(rec)?.writeHead(200, { 'content-type': 'application/binary', 'request-id': nextRequestId() })
      res0.get(rec)?.end(text)
      return
    }
    return fail(405 as number, `Method ${rec.method} not allowed`, 'invalid_request_error')
  }
  /** The raw response of a request (the JSONL results are not JSON). */
  const res0 = new WeakMap<RecordedRequest, http.ServerResponse>()

  function buildMessage(body: any, m: FakeMessage): Record<string, unknown> {
    const content = m.content
    const stop = m.stop_reason ?? (content.some((b) => b.type === 'tool_use') ? 'tool_use' : 'end_turn')
    const total = tokens(JSON.stringify({ system: body.system, tools: body.tools, messages: body.messages }))
    let cacheRead = 0
    let cacheWrite = 0
    if (opts.promptCache !== false) {
      const prefixes = cachePrefixes(body).filter((p) => p.tokens >= (opts.minCacheTokens ?? 0))
      const hit = [...prefixes].reverse().find((p) => cache.has(p.hash))
      cacheRead = hit?.tokens ?? 0
      const last = prefixes[prefixes.length - 1]
      if (last && last.tokens > cacheRead) cacheWrite = last.tokens - cacheRead
      for (const p of prefixes) cache.add(p.hash)
    }
    const usage: FakeUsage = {
      input_tokens: Math.max(1, total - cacheRead - cacheWrite),
      output_tokens: Math.max(1, tokens(JSON.stringify(content))),
      cache_creation_input_tokens: cacheWrite,
      cache_read_input_tokens: cacheRead,
      ...(m.usage ?? {})
    }
    return {
      id: m.id ?? `msg_fake${createHash('sha256').update(JSON.stringify([body.messages?.length, content])).digest('hex').slice(0, 20)}`,
      type: 'message',
      role: 'assistant',
      model: m.model ?? body.model,
      content,
      stop_reason: stop,
      stop_sequence: null,
      stop_details: null,
      container: null,
      diagnostics: null,
      usage: {
        ...usage,
        cache_creation: { ephemeral_5m_input_tokens: usage.cache_creation_input_tokens, ephemeral_1h_input_tokens: 0 },
        inference_geo: null,
        output_tokens_details: null,
        server_tool_use: null,
        service_tier: 'standard',
        speed: null
      }
    }
  }

  function streamMessage(res: http.ServerResponse, requestId: string, message: Record<string, any>, headers: Record<string, string> = {}): void {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', 'request-id': requestId, ...headers })
    const ev = (name: string, data: unknown): void => {
      res.write(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`)
    }
    const { content, usage, stop_reason, ...rest } = message
    ev('message_start', { type: 'message_start', message: { ...rest, content: [], stop_reason: null, usage: { ...usage, output_tokens: 1 } } })
    ev('ping', { type: 'ping' })
    ;(content as FakeBlock[]).forEach((b, index) => {
      if (b.type === 'text') {
        ev('content_block_start', { type: 'content_block_start', index, content_block: { type: 'text', text: '', citations: null } })
        ev('content_block_delta', { type: 'content_block_delta', index, delta: { type: 'text_delta', text: b.text } })
      } else if (b.type === 'thinking') {
        ev('content_block_start', { type: 'content_block_start', index, content_block: { type: 'thinking', thinking: '', signature: '' } })
        ev('content_block_delta', { type: 'content_block_delta', index, delta: { type: 'thinking_delta', thinking: b.thinking } })
        ev('content_block_delta', { type: 'content_block_delta', index, delta: { type: 'signature_delta', signature: b.signature } })
      } else if (b.type === 'tool_use') {
        ev('content_block_start', { type: 'content_block_start', index, content_block: { ...b, input: {} } })
        ev('content_block_delta', { type: 'content_block_delta', index, delta: { type: 'input_json_delta', partial_json: JSON.stringify(b.input) } })
      } else {
        ev('content_block_start', { type: 'content_block_start', index, content_block: b })
      }
      ev('content_block_stop', { type: 'content_block_stop', index })
    })
    ev('message_delta', { type: 'message_delta', delta: { stop_reason, stop_sequence: null, stop_details: null }, usage })
    ev('message_stop', { type: 'message_stop' })
    res.end()
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const port = (server.address() as AddressInfo).port
  let closed: Promise<void> | null = null

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    get messageRequests() {
      return requests.filter((r) => r.path === '/v1/messages')
    },
    enqueue(...replies: Reply[]) {
      script.push(...replies)
    },
    enqueueFaults(...faults: Fault[]) {
      faultQueue.push(...faults)
    },
    setHandler(h: FakeHandler | undefined) {
      handler = h
    },
    get inFlight() {
      return inFlight
    },
    get maxInFlight() {
      return maxInFlight
    },
    resetCache() {
      cache.clear()
    },
    batches,
    get batchRequests() {
      return requests.filter((r) => r.path.startsWith('/v1/messages/batches'))
    },
    endBatch(id: string) {
      const b = batches.get(id)
      if (b) endNow(b)
    },
    close() {
      closed ??= new Promise<void>((resolve) => {
        isClosed = true
        for (const [t, wake] of sleeps) {
          clearTimeout(t)
          wake()
        }
        sleeps.clear()
        for (const s of sockets) s.destroy()
        server.close(() => resolve())
      })
      return closed
    }
  }
}

// ─── Claude Code agent (for the claude-code executor tests) ────────────────────────────

export interface ClaudeCodeAgentOptions {
  /** Call `Skill` with this name first, when the request offers a `Skill` tool and lists the skill. */
  skill?: string
  /** Call `Skill` even when the skill is not listed. */
  forceSkill?: boolean
  /** Then write this file (workspace-relative path) with `Write`. */
  write?: { path: string; content: string }
  /** Final text (the skill-body marker, if seen, is appended). */
  finalText?: string
  /** Text searched for in the conversation to report that the skill body reached the model. */
  bodyMarker?: string
  /** Answer every reply as JSON even for `stream: true` (Claude Code's non-streaming fallback). */
  transport?: 'sse' | 'json'
}

function conversationText(body: any): string {
  return JSON.stringify(body?.messages ?? [])
}

function toolUsesIn(body: any): { name: string; id: string }[] {
  const out: { name: string; id: string }[] = []
  for (const m of body?.messages ?? []) {
    if (m?.role !== 'assistant' || !Array.isArray(m.content)) continue
    for (const b of m.content) if (b?.type === 'tool_use') out.push({ name: String(b.name), id: String(b.id) })
  }
  return out
}

/**
 * A deterministic agent that decides each reply from the request (never from a call counter,
 * so Claude Code's retries and fallbacks cannot knock it out of order): `Skill` when offered and
 * not called yet, then `Write`, then a final text saying whether the skill body was seen.
 */
export function claudeCodeAgent(o: ClaudeCodeAgentOptions = {}): FakeHandler {
  return (req) => {
    const body = req.body
    const tools: string[] = (body?.tools ?? []).map((t: any) => String(t?.name))
    const used = toolUsesIn(body).map((u) => u.name)
    const extra: Partial<FakeMessage> = o.transport ? { transport: o.transport } : {}
    // Call the skill only when Claude Code lists it (the `- <name>: <description>` lines of the
    // skill listing), or always with `forceSkill` (to provoke a failed load).
    const listed = o.skill !== undefined && conversationText(body).includes(`- ${o.skill}:`)
    if (o.skill && tools.includes('Skill') && !used.includes('Skill') && (listed || o.forceSkill)) return toolUseReply('Skill', { skill: o.skill }, extra)
    if (o.write && tools.includes('Write') && !used.includes('Write')) return toolUseReply('Write', { file_path: o.write.path, content: o.write.content }, extra)
    const seen = o.bodyMarker !== undefined && conversationText(body).includes(o.bodyMarker)
    return textReply(`${o.finalText ?? 'Done.'}${o.bodyMarker !== undefined ? ` skill-body-seen: ${seen ? 'yes' : 'no'}` : ''}`, extra)
  }
}
