/**
 * BatchScheduler: a `SendFn` for the unchanged executor that turns the turn-by-turn tool loops
 * of many runs into rounds of Message Batches.
 *
 * Every run is an ordinary `executeRun(req, scheduler.send)`. A `send` does not call the API: it
 * parks the request. When EVERY active run is parked (none is setting up its workspace or running
 * tools), the parked requests are submitted as one batch (a "round"): each round therefore holds
 * the NEXT request of every unfinished run. When a batch ends, its results (JSONL, any order) are
 * matched by `custom_id` and each run's `send` resolves; the executor applies the tool calls
 * locally and parks the following request, which goes into the next round. Runs whose results
 * come from different batches (a resumed batch and a new one) simply pipeline.
 *
 * Resume (see journal.ts): a request whose key already has a succeeded result in the journal is
 * answered from it without any API call; one that belongs to a submitted-but-not-ended batch
 * waits for that batch (polled again); only the rest is submitted.
 *
 * Polling: `batches.retrieve` with exponential backoff (initial → ×factor → max) until
 * `processing_status: ended`, then `batches.results`. Errored results of a transient type
 * (overloaded, api_error, rate_limit, timeout) and expired ones are retried in a later round
 * (new attempt, new custom_id) up to `maxAttempts`; the rest fail the run with the API's error.
 */
import type Anthropic from '@anthropic-ai/sdk'
import type { ModelClient } from '../../ports/model-client.js'
import type { SendFn, SendResult } from '../gateway.js'
import type { ResponseCache } from '../response-cache.js'
import { BatchJournal, customIdOf, parseCustomId, requestKey, type JournalLine, type JournalRequest } from './journal.js'

/** Documented bound (the sources disagree between 10,000 and 100,000; 10k is safe). */
export const MAX_REQUESTS_PER_BATCH = 10_000
/** 256 MB per batch; keep a margin. */
export const MAX_BYTES_PER_BATCH = 200 * 1024 * 1024

export interface PollOptions {
  /** First wait before polling a new batch (default 5 000 ms). */
  initialMs?: number
  /** Cap on one wait (default 60 000 ms). */
  maxMs?: number
  /** Growth per poll (default 1.5). */
  factor?: number
}

export type BatchEvent =
  | { type: 'submitted'; batchId: string; round: number; requests: number }
  | { type: 'resumed'; batchId: string }
  | { type: 'polled'; batchId: string; status: string; waitMs: number }
  | { type: 'ended'; batchId: string; counts: Record<string, number> }
  | { type: 'replayed'; runId: string; turn: number }
  | { type: 'retry'; runId: string; turn: number; attempt: number; reason: string }

export interface BatchStats {
  /** Batches created by this process. */
  submittedBatches: number
  /** Requests in them. */
  submittedRequests: number
  /** Batches from an earlier process that were polled again. */
  resumedBatches: number
  /** Answers taken from the journal without any API call. */
  replayedResults: number
  polls: number
  /** Result lines read. */
  results: number
  errored: number
  retried: number
  cacheHits: number
  rounds: number
}

export interface BatchSchedulerOptions {
  client: ModelClient
  journal: BatchJournal
  model: string
  cache?: ResponseCache
  poll?: PollOptions
  maxRequestsPerBatch?: number
  maxBytesPerBatch?: number
  /** Attempts per request including the first (default 3). */
  maxAttempts?: number
  /** SDK retries for the batch API calls themselves (default 4). */
  apiRetries?: number
  signal?: AbortSignal
  onEvent?: (e: BatchEvent) => void
}

/** Error of a request that came back errored / canceled / expired (shaped for `toRunError`). */
export class BatchRequestError extends Error {
  readonly type: string
  readonly status: number | undefined
  readonly requestID: string | undefined
  constructor(message: string, type: string, status?: number, requestId?: string) {
    super(message)
    this.name = 'BatchRequestError'
    this.type = type
    this.status = status
    this.requestID = requestId || undefined
  }
}

const STATUS_OF: Record<string, number> = {
  invalid_request_error: 400,
  authentication_error: 401,
  billing_error: 402,
  permission_error: 403,
  not_found_error: 404,
  request_too_large: 413,
  rate_limit_error: 429,
  api_error: 500,
  timeout_error: 504,
  overloaded_error: 529,
}
const TRANSIENT = new Set(['api_error', 'overloaded_error', 'rate_limit_error', 'timeout_error', 'expired'])

interface Waiter {
  key: string
  attempt: number
  params: Anthropic.MessageCreateParamsNonStreaming
  runId: string
  turn: number
  trial: number
  resolve: (r: SendResult) => void
  reject: (e: unknown) => void
}

function abortError(signal: AbortSignal): Error {
  const r = signal.reason
  const e = new Error(`run aborted${r instanceof Error ? `: ${r.message}` : typeof r === 'string' ? `: ${r}` : ''}`)
  e.name = 'AbortError'
  return e
}

export class BatchScheduler {
  readonly stats: BatchStats = {
    submittedBatches: 0, submittedRequests: 0, resumedBatches: 0, replayedResults: 0, polls: 0, results: 0, errored: 0, retried: 0, cacheHits: 0, rounds: 0,
  }
  private active = 0
  private readonly queue: Waiter[] = []
  /** custom_id → waiter, for requests in a submitted batch. */
  private readonly dispatched = new Map<string, Waiter>()
  private readonly pollers = new Map<string, Promise<void>>()
  private flushScheduled = false
  /** Stops the pollers on close() (a resumed batch nobody waits for any more). */
  private readonly stopper = new AbortController()
  private readonly pollSignal: AbortSignal
  private flushing = false
  private round: number
  private readonly o: Required<Pick<BatchSchedulerOptions, 'maxRequestsPerBatch' | 'maxBytesPerBatch' | 'maxAttempts' | 'apiRetries'>> & { poll: Required<PollOptions> }

  constructor(private readonly opts: BatchSchedulerOptions) {
    this.round = opts.journal.lastRound()
    this.o = {
      maxRequestsPerBatch: Math.max(1, Math.min(MAX_REQUESTS_PER_BATCH, opts.maxRequestsPerBatch ?? MAX_REQUESTS_PER_BATCH)),
      maxBytesPerBatch: opts.maxBytesPerBatch ?? MAX_BYTES_PER_BATCH,
      maxAttempts: Math.max(1, opts.maxAttempts ?? 3),
      apiRetries: opts.apiRetries ?? 4,
      poll: { initialMs: opts.poll?.initialMs ?? 5_000, maxMs: opts.poll?.maxMs ?? 60_000, factor: opts.poll?.factor ?? 1.5 },
    }
    this.pollSignal = opts.signal ? AbortSignal.any([opts.signal, this.stopper.signal]) : this.stopper.signal
    // Stryker disable next-line ObjectLiteral,BooleanLiteral: equivalent (a signal fires 'abort' once)
    opts.signal?.addEventListener('abort', () => this.abortAll(), { once: true })
  }

  /** Poll again every batch the journal holds as submitted but not ended (call once, at start). */
  resumePending(): void {
    for (const id of this.opts.journal.pendingBatchIds()) {
      this.stats.resumedBatches++
      this.emit({ type: 'resumed', batchId: id })
      this.startPoller(id, 0)
    }
  }

  /** A run starts (before its workspace is made). */
  enter(): void {
    this.active++
  }

  /** A run ended (its last `send` has settled). */
  leave(): void {
    this.active--
    this.scheduleFlush()
  }

  /**
   * After every run ended: stop the pollers still running (a resumed batch whose requests no run
   * asked for again, e.g. because a tool output changed) and flush the journal. Such a batch
   * stays in the journal as not ended.
   */
  async close(): Promise<void> {
    this.stopper.abort()
    await Promise.allSettled([...this.pollers.values()])
    await this.opts.journal.flush()
  }

  readonly send: SendFn = async (params, ctx) => {
    const { signal } = this.opts
    if (signal?.aborted || ctx.signal?.aborted) throw abortError(signal?.aborted ? signal : ctx.signal!)
    const cache = this.opts.cache
    // Both cache modes that write also read (ResponseCache: canWrite implies canRead).
    const cacheKey = cache?.canRead ? cache.keyFor(params, ctx.spec.trial) : undefined
    if (cacheKey) {
      const hit = await cache!.get(cacheKey)
      if (hit) {
        this.stats.cacheHits++
        return { message: hit.message, ...(hit.requestId ? { requestId: hit.requestId } : {}), cached: true, retries: 0 }
      }
    }
    const key = requestKey(ctx.spec.runId, ctx.turn, params)
    const known = this.opts.journal.keys.get(key)
    return await new Promise<SendResult>((resolve, reject) => {
      const w: Waiter = {
        key, attempt: known?.attempt ?? 0, params, runId: ctx.spec.runId, turn: ctx.turn, trial: ctx.spec.trial,
        resolve: (r) => {
          if (cacheKey && cache!.canWrite && !r.cached) {
            void cache!.put(cacheKey, { model: params.model, trial: ctx.spec.trial, ...(r.requestId ? { requestId: r.requestId } : {}), message: r.message }).catch(() => {})
          }
          resolve(r)
        },
        reject,
      }
      if (known?.result) {
        this.stats.replayedResults++
        this.emit({ type: 'replayed', runId: w.runId, turn: w.turn })
        this.settleWaiter(w, known.result, true)
      } else if (known && !this.opts.journal.batches.get(known.batch_id)!.ended) {
        // Its batch has not ended: wait for it (polled already, or from now on).
        this.dispatched.set(known.custom_id, w)
        this.startPoller(known.batch_id, 0)
      } else {
        // Never submitted, or its batch ended without a result line for it: submit (again).
        if (known) w.attempt = known.attempt + 1
        this.queue.push(w)
        this.scheduleFlush()
      }
    })
  }

  // ─── Rounds ─────────────────────────────────────────────────────────────────────────

  private scheduleFlush(): void {
    if (this.flushScheduled) return
    this.flushScheduled = true
    setImmediate(() => {
      this.flushScheduled = false
      void this.maybeFlush()
    })
  }

  private async maybeFlush(): Promise<void> {
    if (this.flushing || this.queue.length === 0) return
    if (this.opts.signal?.aborted) return this.abortAll()
    // Every active run is parked (queued or waiting on a submitted batch): submit a round.
    if (this.queue.length + this.dispatched.size < this.active) return
    this.flushing = true
    try {
      const waiters = this.queue.splice(0, this.queue.length)
      this.round++
      this.stats.rounds++
      for (const chunk of this.chunks(waiters)) await this.submit(chunk, this.round)
    } finally {
      this.flushing = false
    }
    if (this.queue.length) this.scheduleFlush()
  }

  private chunks(ws: Waiter[]): Waiter[][] {
    const out: Waiter[][] = []
    let cur: Waiter[] = []
    let bytes = 0
    for (const w of ws) {
      const size = Buffer.byteLength(JSON.stringify(w.params)) + 100
      if (cur.length > 0 && (cur.length >= this.o.maxRequestsPerBatch || bytes + size > this.o.maxBytesPerBatch)) {
        out.push(cur)
        cur = []
        bytes = 0
      }
      cur.push(w)
      bytes += size
    }
    if (cur.length) out.push(cur)
    return out
  }

  private async submit(ws: Waiter[], round: number): Promise<void> {
    const { client, journal, signal } = this.opts
    const requests = ws.map((w) => ({ custom_id: customIdOf(w.key, w.attempt), params: w.params }))
    let batch: Anthropic.Messages.MessageBatch
    try {
      // No abort signal here on purpose: a batch that was created must reach the journal, or a
      // restart would submit (and pay for) the same requests again.
      batch = await client.messages.batches.create({ requests }, { maxRetries: this.o.apiRetries })
    } catch (err) {
      for (const w of ws) w.reject(signal?.aborted ? abortError(signal) : err)
      return
    }
    const lines: JournalRequest[] = ws.map((w) => ({ custom_id: customIdOf(w.key, w.attempt), key: w.key, run_id: w.runId, turn: w.turn }))
    await journal.append({ v: 1, type: 'submitted', batch_id: batch.id, at: new Date().toISOString(), round, model: this.opts.model, requests: lines })
    this.stats.submittedBatches++
    this.stats.submittedRequests += ws.length
    this.emit({ type: 'submitted', batchId: batch.id, round, requests: ws.length })
    // Aborted meanwhile: the poller stops before its first poll and fails these requests as aborted.
    for (const w of ws) this.dispatched.set(customIdOf(w.key, w.attempt), w)
    this.startPoller(batch.id, this.o.poll.initialMs)
  }

  // ─── Polling ────────────────────────────────────────────────────────────────────────

  private startPoller(batchId: string, firstWaitMs: number): void {
    if (this.pollers.has(batchId)) return
    const p = this.poll(batchId, firstWaitMs)
      .catch((err: unknown) => this.failBatch(batchId, err))
      .finally(() => {
        this.pollers.delete(batchId)
        this.scheduleFlush()
      })
    this.pollers.set(batchId, p)
  }

  private async poll(batchId: string, firstWaitMs: number): Promise<void> {
    const { client, journal } = this.opts
    const signal = this.pollSignal
    const reqOpts = { maxRetries: this.o.apiRetries, signal }
    let wait = firstWaitMs
    let next = Math.max(1, this.o.poll.initialMs)
    for (;;) {
      if (wait > 0) await sleep(wait, signal)
      if (signal.aborted) throw abortError(signal)
      const b = await client.messages.batches.retrieve(batchId, {}, reqOpts)
      this.stats.polls++
      if (b.processing_status === 'ended') break
      wait = next
      next = Math.min(this.o.poll.maxMs, next * this.o.poll.factor)
      this.emit({ type: 'polled', batchId, status: b.processing_status, waitMs: wait })
    }
    const decoder = await client.messages.batches.results(batchId, {}, reqOpts)
    const lines: Extract<JournalLine, { type: 'result' }>[] = []
    const seen = new Set<string>()
    for await (const line of decoder) {
      this.stats.results++
      const parsed = parseCustomId(line.custom_id)
      if (!parsed) continue // not ours
      seen.add(line.custom_id)
      lines.push({ v: 1, type: 'result', batch_id: batchId, custom_id: line.custom_id, key: parsed.key, result: line.result })
    }
    await journal.append(...lines)
    // Deliver every result of the batch at once (synchronously), so no run continues while
    // others of the same batch still look "parked": the next round then holds all of them.
    for (const l of lines) {
      const w = this.dispatched.get(l.custom_id)
      if (!w) continue
      this.dispatched.delete(l.custom_id)
      this.settleWaiter(w, l.result, false)
    }
    const info = await client.messages.batches.retrieve(batchId, {}, reqOpts).catch(() => undefined)
    const counts = info ? { ...info.request_counts } : {}
    await journal.append({ v: 1, type: 'ended', batch_id: batchId, at: new Date().toISOString(), ...(info ? { request_counts: info.request_counts } : {}) })
    this.emit({ type: 'ended', batchId, counts: counts as Record<string, number> })
    // Requests of this batch that got no result line: submit again.
    for (const id of journal.batches.get(batchId)!.customIds) {
      const w = this.dispatched.get(id)
      if (!w || seen.has(id)) continue
      this.dispatched.delete(id)
      this.retryOrFail(w, 'missing from the batch results', new BatchRequestError(`Batch ${batchId} ended without a result for ${id}.`, 'batch_missing_result'))
    }
  }

  private settleWaiter(w: Waiter, result: Anthropic.Messages.MessageBatchResult, replayed: boolean): void {
    if (result.type === 'succeeded') {
      w.resolve({ message: result.message, cached: false, retries: w.attempt })
      return
    }
    // An errored/expired/canceled answer (fresh, or replayed from the journal): retry or fail.
    if (!replayed) this.stats.errored++
    if (result.type === 'errored') {
      const body = result.error as { error?: { type?: string; message?: string }; request_id?: string | null }
      const type = body?.error?.type ?? 'api_error'
      const err = new BatchRequestError(body?.error?.message ?? `batch request errored (${type})`, type, STATUS_OF[type], body?.request_id ?? undefined)
      if (TRANSIENT.has(type)) this.retryOrFail(w, type, err)
      else w.reject(err)
    } else if (result.type === 'expired') {
      this.retryOrFail(w, 'expired', new BatchRequestError('The batch request expired before it was processed (24 h).', 'batch_expired'))
    } else {
      w.reject(new BatchRequestError('The batch request was canceled.', 'batch_canceled'))
    }
  }

  private retryOrFail(w: Waiter, reason: string, err: Error): void {
    if (w.attempt + 1 >= this.o.maxAttempts || this.opts.signal?.aborted) {
      w.reject(err)
      return
    }
    w.attempt++
    this.stats.retried++
    this.emit({ type: 'retry', runId: w.runId, turn: w.turn, attempt: w.attempt, reason })
    this.queue.push(w)
    this.scheduleFlush()
  }

  private failBatch(batchId: string, err: unknown): void {
    const ids = this.opts.journal.batches.get(batchId)!.customIds
    for (const id of ids) {
      const w = this.dispatched.get(id)
      if (!w) continue
      this.dispatched.delete(id)
      w.reject(this.opts.signal?.aborted ? abortError(this.opts.signal) : err)
    }
  }

  private abortAll(): void {
    const e = abortError(this.opts.signal!)
    for (const w of this.queue.splice(0, this.queue.length)) w.reject(e)
    for (const [id, w] of this.dispatched) {
      this.dispatched.delete(id)
      w.reject(e)
    }
  }

  private emit(e: BatchEvent): void {
    try {
      // Stryker disable next-line OptionalChaining: equivalent (calling a missing listener throws inside this try)
      this.opts.onEvent?.(e)
    } catch {
      /* a listener must not break the runs */
    }
  }
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve()
    const t = setTimeout(() => {
      // Stryker disable next-line StringLiteral: equivalent (only frees the listener; a later abort would resolve a settled promise)
      signal.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    const onAbort = (): void => {
      clearTimeout(t)
      resolve()
    }
    // Stryker disable next-line ObjectLiteral,BooleanLiteral: equivalent (a signal fires 'abort' once)
    signal.addEventListener('abort', onAbort, { once: true })
  })
}
