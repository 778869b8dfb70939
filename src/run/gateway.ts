/**
 * Gateway: the single door through which every Messages API call goes.
 *
 * send(params, ctx):
 *   1. Response cache lookup (before taking a concurrency slot). A hit makes no API call
 *      and returns `cached: true`.
 *   2. Take a slot from the AdaptiveLimiter, call
 *      `client.messages.create(params, { maxRetries: 0, timeout, signal }).withResponse()`
 *      (the SDK's own retries are OFF so every 429 is seen here), release the slot.
 *   3. On failure, classify:
 *        429                          → limiter.onRateLimited() (may halve), retry
 *        408 / 409 / 5xx / 529        → retry, limit untouched
 *        connection error / timeout   → retry, limit untouched
 *        200 whose body is not JSON   → retry, limit untouched (a transport failure: malformed
 *          or truncated body; the SDK's SyntaxError becomes an `InvalidResponseError`)
 *        body cut mid-stream          → retry, limit untouched (undici's `terminated` becomes an
 *          `InvalidResponseError` with the response's status and request id)
 *        no bytes for `idleTimeoutMs` → retry, limit untouched (before the headers: the SDK's
 *          timeout error; mid-body: a `ResponseTimeoutError`, type `timeout`, with the request id)
 *        other 4xx                    → no retry
 *        abort (ctx.signal)           → no retry
 *      `x-should-retry: true|false` from the server overrides the status rule, as in the SDK.
 *      The wait is `retry-after-ms` (float ms), else `retry-after` (seconds or HTTP date),
 *      else exponential backoff with jitter; every wait is capped (`maxRetryWaitMs`) and
 *      cut short by the abort signal. The slot is released while waiting; the retry then
 *      queues in the limiter's priority lane so it is not starved behind new work.
 *   4. After `maxRetries` retries the last error is rethrown unchanged (an Anthropic
 *      `APIError` keeps its `status`, `requestID`, `apiMessage`; an unreadable 200 body is an
 *      `InvalidResponseError` with `type: 'invalid_response'`, `status` and `requestID`);
 *      `toRunError(err)` turns it into the RunError to record, `failureInfo(err)` tells how
 *      many calls/retries it cost.
 *   5. On success in `read-write` cache mode the response is recorded.
 */
import type Anthropic from '@anthropic-ai/sdk'
import type { ModelClient } from '../ports/model-client.js'
import type { RunError, RunId } from '../types.js'
import type { AdaptiveLimiter } from './limiter.js'
import type { ResponseCache } from './response-cache.js'

// ─── Contract with the executor ───────────────────────────────────────────────────────

export interface SendContext {
  spec: RunId
  turn: number
  signal?: AbortSignal
  /** Extra request headers (`anthropic-beta`, `user-agent` of Claude Code calls relayed by its key proxy). */
  headers?: Record<string, string>
  /** What the response cache keys on instead of `params` (Claude Code calls with per-run paths normalised). */
  cacheKeyParams?: Anthropic.MessageCreateParamsNonStreaming
}

export interface SendResult {
  message: Anthropic.Message
  requestId?: string
  cached: boolean
  retries: number
}

export type SendFn = (
  params: Anthropic.MessageCreateParamsNonStreaming,
  ctx: SendContext,
) => Promise<SendResult>

// ─── Options, events, stats ───────────────────────────────────────────────────────────

export type RetryReason =
  | 'rate_limited'
  | 'overloaded'
  | 'server_error'
  | 'request_timeout'
  | 'conflict'
  | 'timeout'
  | 'connection'
  | 'should_retry'
  | 'invalid_response'

export type GatewayEvent =
  | { type: 'cache_hit'; runId: string; turn: number; key: string }
  | { type: 'request'; runId: string; turn: number; attempt: number }
  | {
      type: 'retry'
      runId: string
      turn: number
      /** 1-based number of the retry about to happen. */
      attempt: number
      reason: RetryReason
      status?: number
      requestId?: string
      waitMs: number
      /** Where the wait came from. */
      waitSource: 'retry-after-ms' | 'retry-after' | 'backoff'
    }
  | { type: 'limit'; limit: number; previous: number; reason: 'rate_limited' }
  | { type: 'cache_write_failed'; runId: string; turn: number; error: string }

export interface GatewayOptions {
  client: ModelClient
  limiter: AdaptiveLimiter
  cache?: ResponseCache
  /** Retries after the first attempt. Default 4 (5 attempts). */
  maxRetries?: number
  /** Per-attempt HTTP timeout until the response headers (the SDK's `timeout`). Default 600 000 ms. */
  requestTimeoutMs?: number
  /**
   * Idle timeout: an attempt that receives no bytes (no headers, or no further body bytes) for
   * this long is aborted and retried like a connection failure. Default 90 000 ms; 0 turns it off.
   */
  idleTimeoutMs?: number
  /** Cap on any single wait between attempts. Default 60 000 ms. */
  maxRetryWaitMs?: number
  /** Exponential backoff when the server gives no retry-after: initial × 2^n, capped. */
  backoff?: { initialMs?: number; maxMs?: number }
  /** Random source for jitter, injectable for tests. */
  random?: () => number
  onEvent?: (e: GatewayEvent) => void
}

export interface GatewayStats {
  /** HTTP requests actually sent (attempts). */
  apiCalls: number
  retries: number
  /** 429 responses seen. */
  rateLimited: number
  /** 529 / 5xx responses seen. */
  overloaded: number
  cacheHits: number
  cacheWrites: number
  /** Cache entries refused (issue 33 row C: MAC missing or wrong, or a tool_use response of another job). */
  cacheRejected?: number
  /** send() calls that finally failed. */
  errors: number
  /** Current limiter limit. */
  limit: number
}

export interface Gateway {
  send: SendFn
  stats(): GatewayStats
}

/** Attempts/retries spent on a send() that finally threw. */
export interface FailureInfo {
  apiCalls: number
  retries: number
}

const failures = new WeakMap<object, FailureInfo>()

/** How many API calls / retries a failed send() made before throwing `err`. */
export function failureInfo(err: unknown): FailureInfo | undefined {
  // A WeakMap answers undefined for a key that is not an object.
  return failures.get(err as object)
}

// ─── Error helpers ────────────────────────────────────────────────────────────────────

/**
 * A response arrived (usually 200) but its body is not a JSON message: malformed, or cut short.
 * The SDK surfaces this as a bare `SyntaxError` from `response.json()`; the gateway wraps it so
 * it is retried like a transport failure and recorded with a type, the status and request id.
 */
export class InvalidResponseError extends Error {
  override readonly name = 'InvalidResponseError'
  readonly type = 'invalid_response'
  readonly status: number | undefined
  readonly requestID: string | null

  constructor(detail: string, opts: { status?: number; requestID?: string | null; cause?: unknown } = {}) {
    super(`The API returned a response that is not valid JSON (${detail})`, opts.cause === undefined ? undefined : { cause: opts.cause })
    this.status = opts.status
    this.requestID = opts.requestID ?? null
  }
}

/**
 * No bytes arrived for the idle timeout, after the response headers (the body stalled): retried,
 * and recorded as `timeout` with the status and request id of the response that stalled.
 */
export class ResponseTimeoutError extends Error {
  override readonly name = 'ResponseTimeoutError'
  readonly type = 'timeout'
  readonly status: number | undefined
  readonly requestID: string | null

  constructor(detail: string, opts: { status?: number; requestID?: string | null; cause?: unknown } = {}) {
    super(`The API stopped sending the response (${detail})`, opts.cause === undefined ? undefined : { cause: opts.cause })
    this.status = opts.status
    this.requestID = opts.requestID ?? null
  }
}

/** Set on a response whose body is already read whole (src/ports/node-fetch.ts, same key). */
const BUFFERED_RESPONSE = Symbol.for('skill-evals.node-fetch.buffered-response')
const isBufferedResponse = (res: Response): boolean => (res as unknown as Record<symbol, unknown>)[BUFFERED_RESPONSE] === true

/** The reason an idle attempt is aborted with. Its message says "timed out" so the SDK reports a timeout. */
export class IdleTimeoutError extends Error {
  override readonly name = 'IdleTimeoutError'
  constructor(readonly idleMs: number) {
    super(`request timed out: no bytes from the API for ${idleMs / 1000} s`)
  }
}

type FetchFn = (input: string | URL | Request, init?: RequestInit) => Promise<Response>

/**
 * Wraps `fetch` so an attempt that receives no bytes for `idleMs` — before the headers or
 * between two chunks of the body — is aborted with an `IdleTimeoutError`. The caller's signal
 * still aborts it at once. The returned Response streams the same body.
 */
export function idleTimeoutFetch(base: FetchFn, idleMs: number): FetchFn {
  return async (input, init) => {
    const ctrl = new AbortController()
    const outer = init?.signal ?? undefined
    const onOuter = (): void => ctrl.abort(outer!.reason)
    if (outer?.aborted) ctrl.abort(outer.reason)
    else {
      // Stryker disable next-line ObjectLiteral,BooleanLiteral: equivalent (a signal fires 'abort' once, and done() removes the listener)
      outer?.addEventListener('abort', onOuter, { once: true })
    }
    // Made when the timer fires, not per request: an Error captures a stack trace when created.
    let idle: IdleTimeoutError | undefined
    const isIdle = (reason: unknown): boolean => idle !== undefined && reason === idle
    let timer: ReturnType<typeof setTimeout> | undefined
    const arm = (): void => {
      clearTimeout(timer)
      timer = setTimeout(() => ctrl.abort((idle = new IdleTimeoutError(idleMs))), idleMs)
    }
    const done = (): void => {
      clearTimeout(timer)
      outer?.removeEventListener('abort', onOuter)
    }
    arm()
    let res: Response
    try {
      res = await base(input, { ...init, signal: ctrl.signal })
    } catch (err) {
      done()
      throw isIdle(ctrl.signal.reason) ? idle : err
    }
    // No body, or one already read whole into memory (our node:http fetch): nothing left that
    // can go idle, so the response is passed on without a second stream around its body.
    if (isBufferedResponse(res) || !res.body) {
      done()
      return res
    }
    arm()
    const reader = res.body.getReader()
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        try {
          const chunk = await reader.read()
          if (chunk.done) {
            done()
            controller.close()
            return
          }
          arm()
          controller.enqueue(chunk.value)
        } catch (err) {
          done()
          controller.error(isIdle(ctrl.signal.reason) ? idle : err)
        }
      },
      cancel(reason) {
        done()
        return reader.cancel(reason)
      },
    })
    return new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers })
  }
}

/** The client with its fetch wrapped by `idleTimeoutFetch` (unchanged when it cannot be cloned). */
function withIdleTimeout(client: ModelClient, idleMs: number): ModelClient {
  const c = client as unknown as { withOptions?: (o: { fetch: FetchFn }) => ModelClient; fetch?: FetchFn }
  if (!(idleMs > 0) || typeof c.withOptions !== 'function') return client
  const base = typeof c.fetch === 'function' ? c.fetch : (globalThis.fetch as FetchFn)
  return c.withOptions({ fetch: idleTimeoutFetch(base, idleMs) })
}

/** The SDK's `Response` for a request whose body failed to parse (already received: no I/O). */
async function responseOf(promise: unknown): Promise<Response | undefined> {
  let r: Response | undefined
  try {
    // Throws when there is no APIPromise (the request failed before one was made) or no asResponse.
    r = (await (promise as { asResponse: () => Promise<unknown> }).asResponse()) as Response | undefined
  } catch {
    return undefined
  }
  return typeof r?.headers?.get === 'function' ? r : undefined
}

/**
 * The error a failed attempt stands for: a `SyntaxError` thrown while the SDK parsed the body of
 * a response it received becomes an `InvalidResponseError` (with that response's status and
 * request id); anything else is returned as is.
 */
async function normalizeAttemptError(err: unknown, promise: unknown): Promise<unknown> {
  // By name, not instanceof: the SyntaxError comes from the fetch implementation's realm.
  const e = asErr(err)
  if (typeof e.status === 'number' || err instanceof InvalidResponseError || err instanceof ResponseTimeoutError) return err
  if (e.name === 'SyntaxError') {
    const res = await responseOf(promise)
    return new InvalidResponseError(e.message || 'unparsable body', {
      ...(res ? { status: res.status, requestID: res.headers.get('request-id') } : {}),
      cause: err,
    })
  }
  // The SDK's own errors (connection failure before a response, timeouts, aborts) stay as they are.
  if (/^API|^AbortError$/.test(String(e.name))) return err
  // Anything else thrown after the headers arrived is a failure while reading the body: the
  // connection was cut mid-body (undici: TypeError 'terminated') or it stalled past the idle timeout.
  const res = await responseOf(promise)
  if (!res) return err
  const at = { status: res.status, requestID: res.headers.get('request-id'), cause: err }
  if (e.name === 'IdleTimeoutError') return new ResponseTimeoutError(String(e.message), at)
  const cause = (err as { cause?: { message?: unknown } }).cause
  const detail = [e.message, typeof cause?.message === 'string' ? cause.message : ''].filter(Boolean).join(': ')
  return new InvalidResponseError(`the body was cut off: ${detail || 'connection closed'}`, at)
}

/** A parsed body that is not a message object (e.g. a 200 that is not JSON at all is returned as text). */
function notAMessage(data: unknown, response: unknown): InvalidResponseError | undefined {
  if (data && typeof data === 'object' && !Array.isArray(data)) return undefined
  const res = response && typeof response === 'object' && 'headers' in response ? (response as Response) : undefined
  const contentType = res?.headers?.get?.('content-type')
  const got = data === undefined || data === null ? 'an empty body' : Array.isArray(data) ? 'an array' : `a ${typeof data}`
  return new InvalidResponseError(`expected a message object, got ${got}${contentType ? ` with content-type ${contentType}` : ''}`, {
    ...(res?.status !== undefined ? { status: res.status } : {}),
    requestID: res?.headers?.get?.('request-id') ?? null,
  })
}

interface ApiErrorLike {
  name?: string
  message?: string
  status?: number
  headers?: Headers
  requestID?: string | null
  apiMessage?: string | null
  type?: string | null
}

function asErr(err: unknown): ApiErrorLike {
  // A primitive reads as having none of the fields.
  return (err ?? {}) as ApiErrorLike
}

export function isAbortError(err: unknown): boolean {
  const name = asErr(err).name
  return name === 'APIUserAbortError' || name === 'AbortError'
}

const SECRET_PATTERN = /(sk-ant-[A-Za-z0-9_-]+|Bearer\s+[A-Za-z0-9._~+/=-]+)/g

/**
 * The RunError to record for a failed run: the API's own message, status, type, request id;
 * never headers, and anything shaped like a credential is redacted.
 */
export function toRunError(err: unknown): RunError {
  const e = asErr(err)
  const body = (err as { error?: { error?: { type?: unknown } } } | undefined)?.error
  const message =
    e.apiMessage || (typeof e.message === 'string' && e.message) || (err === undefined ? 'unknown error' : String(err))
  const out: RunError = { message: message.replace(SECRET_PATTERN, '[redacted]') }
  if (typeof e.status === 'number') out.status = e.status
  if (e.type) out.type = e.type
  else if (typeof body?.error?.type === 'string') out.type = body.error.type
  else if (e.name === 'APIConnectionTimeoutError') out.type = 'timeout'
  else if (e.name === 'APIConnectionError') out.type = 'connection_error'
  else if (isAbortError(err)) out.type = 'aborted'
  if (e.requestID) out.requestId = e.requestID
  return out
}

/**
 * Delay requested by the server: `retry-after-ms` (float ms), else `retry-after` (float
 * seconds or an HTTP date). Undefined when absent or not a positive number (the SDK rule).
 */
export function retryAfterFromHeaders(
  headers: Headers | undefined,
  nowMs: number = Date.now(),
): { ms: number; source: 'retry-after-ms' | 'retry-after' } | undefined {
  if (!headers || typeof headers.get !== 'function') return undefined
  // parseFloat(String(null)) is NaN: a missing header is no number.
  const v = Number.parseFloat(String(headers.get('retry-after-ms')))
  if (Number.isFinite(v) && v > 0) return { ms: v, source: 'retry-after-ms' }
  const raHeader = headers.get('retry-after')
  if (raHeader) {
    // Number() and Date.parse() both ignore surrounding spaces.
    const seconds = Number(raHeader)
    const ms = Number.isNaN(seconds) ? Date.parse(raHeader) - nowMs : seconds * 1000
    if (Number.isFinite(ms) && ms > 0) return { ms, source: 'retry-after' }
  }
  return undefined
}

/** How a failed attempt is retried. */
interface Retry {
  reason: RetryReason
  rateLimited: boolean
  overloaded: boolean
}

/** The retry a failed attempt gets, or undefined when it is not retried. */
function classify(err: unknown, signal: AbortSignal | undefined): Retry | undefined {
  if (signal?.aborted || isAbortError(err)) return undefined
  const e = asErr(err)
  if (err instanceof InvalidResponseError) return { reason: 'invalid_response', rateLimited: false, overloaded: false }
  if (err instanceof ResponseTimeoutError || e.name === 'IdleTimeoutError' || e.name === 'APIConnectionTimeoutError') {
    return { reason: 'timeout', rateLimited: false, overloaded: false }
  }
  if (e.name === 'APIConnectionError') return { reason: 'connection', rateLimited: false, overloaded: false }
  const status = e.status
  if (typeof status !== 'number') return undefined
  const rateLimited = status === 429
  const overloaded = status >= 500
  const shouldRetry = e.headers?.get('x-should-retry')
  if (shouldRetry === 'false') return undefined
  if (rateLimited) return { reason: 'rate_limited', rateLimited, overloaded }
  if (status === 529) return { reason: 'overloaded', rateLimited, overloaded }
  if (status >= 500) return { reason: 'server_error', rateLimited, overloaded }
  if (status === 408) return { reason: 'request_timeout', rateLimited, overloaded }
  if (status === 409) return { reason: 'conflict', rateLimited, overloaded }
  if (shouldRetry === 'true') return { reason: 'should_retry', rateLimited, overloaded }
  return undefined
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    // An aborted AbortSignal always has a reason (an AbortError DOMException unless one was given).
    if (signal?.aborted) {
      reject(signal.reason)
      return
    }
    const onAbort = () => {
      clearTimeout(timer)
      reject(signal!.reason)
    }
    const timer = setTimeout(() => {
      // Stryker disable next-line all: equivalent (only frees the listener: a later abort would find the promise settled)
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    // Stryker disable next-line ObjectLiteral,BooleanLiteral: equivalent (a signal fires 'abort' once)
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}

// ─── The gateway ──────────────────────────────────────────────────────────────────────

/** Default idle timeout of one attempt (config `request-idle-timeout-seconds`). */
export const DEFAULT_IDLE_TIMEOUT_MS = 90_000

/**
 * The idle timeout a run with a run timeout of `runTimeoutSeconds` uses: the configured one (or the
 * default), but never more than a third of the run timeout, so a stalled request is aborted and
 * retried (at least twice) before the run's own timeout ends the run as an error — whatever the
 * config says (`run-timeout-seconds: 60` with the default 90 s idle timeout: 20 s).
 */
export function idleTimeoutWithin(runTimeoutSeconds: number, idleTimeoutMs: number = DEFAULT_IDLE_TIMEOUT_MS): number {
  if (!(runTimeoutSeconds > 0)) return idleTimeoutMs
  return Math.min(idleTimeoutMs, Math.max(1, Math.floor((runTimeoutSeconds * 1000) / 3)))
}

export function createGateway(opts: GatewayOptions): Gateway {
  const { limiter, cache, onEvent } = opts
  const client = withIdleTimeout(opts.client, opts.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS)
  const maxRetries = Math.max(0, Math.floor(opts.maxRetries ?? 4))
  const timeout = opts.requestTimeoutMs ?? 600_000
  const maxWait = opts.maxRetryWaitMs ?? 60_000
  const initialMs = opts.backoff?.initialMs ?? 500
  const maxBackoffMs = opts.backoff?.maxMs ?? 8_000
  const random = opts.random ?? Math.random
  // Per-attempt SDK options. The SDK copies them (it never mutates the caller's object), so
  // the signal-less common case shares one object instead of building one per attempt.
  const baseRequestOptions = { maxRetries: 0, timeout }

  const s = { apiCalls: 0, retries: 0, rateLimited: 0, overloaded: 0, cacheHits: 0, cacheWrites: 0, cacheRejected: 0, errors: 0 }
  // No listener: no wrapper, so `emit?.(…)` does not even build the event.
  const emit = onEvent
    ? (e: GatewayEvent) => {
        try {
          onEvent(e)
        } catch {
          /* a listener must not break a run */
        }
      }
    : undefined

  function backoffMs(retryIndex: number): number {
    const base = Math.min(maxBackoffMs, initialMs * 2 ** retryIndex)
    return base * (1 - 0.25 * random())
  }

  const send: SendFn = async (params, ctx) => {
    const { spec, turn, signal } = ctx
    // Both cache modes that write also read (ResponseCache: canWrite implies canRead).
    const key = cache !== undefined && cache.canRead ? cache.keyFor(ctx.cacheKeyParams ?? params, spec.trial) : undefined

    if (key) {
      const found = await cache!.lookup(key)
      if (found.rejected) s.cacheRejected++
      const hit = found.entry
      if (hit) {
        s.cacheHits++
        emit?.({ type: 'cache_hit', runId: spec.runId, turn, key })
        return { message: hit.message, ...(hit.requestId ? { requestId: hit.requestId } : {}), cached: true, retries: 0 }
      }
    }

    let retries = 0
    let calls = 0
    for (;;) {
      const release = await limiter.acquire(signal, { priority: retries > 0 })
      let message: Anthropic.Message
      let requestId: string | null | undefined
      let pending: unknown
      try {
        calls++
        s.apiCalls++
        emit?.({ type: 'request', runId: spec.runId, turn, attempt: retries })
        const options = signal ? { maxRetries: 0, timeout, signal } : baseRequestOptions
        const request = client.messages.create(params, ctx.headers ? { ...options, headers: ctx.headers } : options)
        pending = request // kept to reach the Response when the body fails to parse
        const res = await request.withResponse()
        const invalid = notAMessage(res.data, res.response)
        if (invalid) throw invalid
        message = res.data as Anthropic.Message
        requestId = res.request_id
      } catch (caught) {
        release()
        const err = await normalizeAttemptError(caught, pending)
        const c = classify(err, signal)
        if (c?.rateLimited) {
          s.rateLimited++
          const previous = limiter.limit
          if (limiter.onRateLimited()) {
            emit?.({ type: 'limit', limit: limiter.limit, previous, reason: 'rate_limited' })
          }
        } else if (c?.overloaded) {
          s.overloaded++
          limiter.onOverloaded()
        }
        if (!c || retries >= maxRetries) {
          s.errors++
          if (err && typeof err === 'object') failures.set(err, { apiCalls: calls, retries })
          throw err
        }
        const e = asErr(err)
        const ra = retryAfterFromHeaders(e.headers)
        const waitMs = Math.min(maxWait, ra ? ra.ms : backoffMs(retries))
        retries++
        s.retries++
        emit?.({
          type: 'retry',
          runId: spec.runId,
          turn,
          attempt: retries,
          reason: c.reason,
          ...(typeof e.status === 'number' ? { status: e.status } : {}),
          ...(e.requestID ? { requestId: e.requestID } : {}),
          waitMs,
          waitSource: ra ? ra.source : 'backoff',
        })
        try {
          await sleep(waitMs, signal)
        } catch (abortErr) {
          s.errors++
          if (abortErr && typeof abortErr === 'object') failures.set(abortErr, { apiCalls: calls, retries })
          throw abortErr
        }
        continue
      }
      release()
      limiter.onSuccess()

      if (key && cache!.canWrite) {
        try {
          await cache!.put(key, { model: params.model, trial: spec.trial, requestId, message })
          s.cacheWrites++
        } catch (err) {
          emit?.({ type: 'cache_write_failed', runId: spec.runId, turn, error: String(err) })
        }
      }
      return { message, ...(requestId ? { requestId } : {}), cached: false, retries }
    }
  }

  return {
    send,
    stats: () => ({ ...s, limit: limiter.limit }),
  }
}
