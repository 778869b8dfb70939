#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  RunSetupError,
  claudeCodeSkills,
  orchestrateRuns
} from "./chunk-GRQI6XRA.js";
import {
  canonicalJson,
  costOf
} from "./chunk-AAZXKL4A.js";
import {
  RUNS_FILE
} from "./chunk-J6HVATKR.js";
import {
  redact
} from "./chunk-DDN4XOX4.js";

// src/run/batch/journal.ts
import { createHash } from "node:crypto";
import { promises as fsp } from "node:fs";
import * as path from "node:path";
var BATCHES_FILE = "batches.jsonl";
var JOURNAL_VERSION = 1;
function requestKey(runId, turn, params) {
  return createHash("sha256").update(canonicalJson({ runId, turn, params })).digest("hex").slice(0, 48);
}
function customIdOf(key, attempt) {
  return `k${key}-${attempt}`;
}
function parseCustomId(id) {
  const m = /^k([0-9a-f]{48})-(\d+)$/.exec(id);
  return m ? { key: m[1], attempt: Number(m[2]) } : void 0;
}
var BatchJournal = class {
  file;
  /** key → latest state. */
  keys = /* @__PURE__ */ new Map();
  /** batch id → custom ids; every batch ever submitted (this journal). */
  batches = /* @__PURE__ */ new Map();
  chain = Promise.resolve();
  _badLines = 0;
  /** The file on disk ends in a torn line: terminate it before the next append. */
  torn = false;
  constructor(outDir) {
    this.file = path.join(outDir, BATCHES_FILE);
  }
  get badLines() {
    return this._badLines;
  }
  /** Batches submitted but not ended. */
  pendingBatchIds() {
    return [...this.batches].filter(([, b]) => !b.ended).map(([id]) => id);
  }
  /** Highest round number recorded (0 when none). */
  lastRound() {
    let r = 0;
    for (const b of this.batches.values()) r = Math.max(r, b.round);
    return r;
  }
  /** Read the journal from disk (missing file = empty). */
  async load() {
    let text;
    try {
      text = await fsp.readFile(this.file, "utf8");
    } catch (err) {
      if (err.code === "ENOENT") return;
      throw err;
    }
    this.torn = text.length > 0 && !text.endsWith("\n");
    for (const raw of text.split("\n")) {
      if (!raw.trim()) continue;
      let line;
      try {
        line = JSON.parse(raw);
      } catch {
        this._badLines++;
        continue;
      }
      if (!line || line.v !== JOURNAL_VERSION) {
        this._badLines++;
        continue;
      }
      this.apply(line);
    }
  }
  apply(line) {
    if (line.type === "submitted") {
      this.batches.set(line.batch_id, { round: line.round, customIds: line.requests.map((r) => r.custom_id), ended: false });
      for (const r of line.requests) {
        const attempt = parseCustomId(r.custom_id)?.attempt ?? 0;
        const prev = this.keys.get(r.key);
        if (!prev || attempt >= prev.attempt) this.keys.set(r.key, { key: r.key, attempt, custom_id: r.custom_id, batch_id: line.batch_id });
      }
    } else if (line.type === "result") {
      const s = this.keys.get(line.key);
      if (s && s.custom_id === line.custom_id) s.result = line.result;
    } else if (line.type === "ended") {
      const b = this.batches.get(line.batch_id);
      if (b) b.ended = true;
    }
  }
  /** Append lines (one write, in order) and apply them to the in-memory state. */
  append(...lines) {
    for (const l of lines) this.apply(l);
    const text = lines.map((l) => JSON.stringify(l) + "\n").join("");
    const next = this.chain.then(async () => {
      await fsp.mkdir(path.dirname(this.file), { recursive: true });
      const lead = this.torn ? "\n" : "";
      this.torn = false;
      await fsp.appendFile(this.file, lead + redact(text), "utf8");
    });
    this.chain = next.catch(() => {
    });
    return next;
  }
  async flush() {
    await this.chain;
  }
};

// src/run/batch/scheduler.ts
var MAX_REQUESTS_PER_BATCH = 1e4;
var MAX_BYTES_PER_BATCH = 200 * 1024 * 1024;
var BatchRequestError = class extends Error {
  type;
  status;
  requestID;
  constructor(message, type, status, requestId) {
    super(message);
    this.name = "BatchRequestError";
    this.type = type;
    if (status !== void 0) this.status = status;
    if (requestId) this.requestID = requestId;
  }
};
var STATUS_OF = {
  invalid_request_error: 400,
  authentication_error: 401,
  billing_error: 402,
  permission_error: 403,
  not_found_error: 404,
  request_too_large: 413,
  rate_limit_error: 429,
  api_error: 500,
  timeout_error: 504,
  overloaded_error: 529
};
var TRANSIENT = /* @__PURE__ */ new Set(["api_error", "overloaded_error", "rate_limit_error", "timeout_error", "expired"]);
function abortError(signal) {
  const r = signal?.reason;
  const e = new Error(`run aborted${r instanceof Error ? `: ${r.message}` : typeof r === "string" ? `: ${r}` : ""}`);
  e.name = "AbortError";
  return e;
}
var BatchScheduler = class {
  constructor(opts) {
    this.opts = opts;
    this.round = opts.journal.lastRound();
    this.o = {
      maxRequestsPerBatch: Math.max(1, Math.min(MAX_REQUESTS_PER_BATCH, opts.maxRequestsPerBatch ?? MAX_REQUESTS_PER_BATCH)),
      maxBytesPerBatch: opts.maxBytesPerBatch ?? MAX_BYTES_PER_BATCH,
      maxAttempts: Math.max(1, opts.maxAttempts ?? 3),
      apiRetries: opts.apiRetries ?? 4,
      poll: { initialMs: opts.poll?.initialMs ?? 5e3, maxMs: opts.poll?.maxMs ?? 6e4, factor: opts.poll?.factor ?? 1.5 }
    };
    this.pollSignal = opts.signal ? AbortSignal.any([opts.signal, this.stopper.signal]) : this.stopper.signal;
    opts.signal?.addEventListener("abort", () => this.abortAll(), { once: true });
  }
  opts;
  stats = {
    submittedBatches: 0,
    submittedRequests: 0,
    resumedBatches: 0,
    replayedResults: 0,
    polls: 0,
    results: 0,
    errored: 0,
    retried: 0,
    cacheHits: 0,
    rounds: 0
  };
  active = 0;
  queue = [];
  /** custom_id → waiter, for requests in a submitted batch. */
  dispatched = /* @__PURE__ */ new Map();
  pollers = /* @__PURE__ */ new Map();
  flushScheduled = false;
  /** Stops the pollers on close() (a resumed batch nobody waits for any more). */
  stopper = new AbortController();
  pollSignal;
  flushing = false;
  round;
  o;
  /** Poll again every batch the journal holds as submitted but not ended (call once, at start). */
  resumePending() {
    for (const id of this.opts.journal.pendingBatchIds()) {
      this.stats.resumedBatches++;
      this.emit({ type: "resumed", batchId: id });
      this.startPoller(id, 0);
    }
  }
  /** A run starts (before its workspace is made). */
  enter() {
    this.active++;
  }
  /** A run ended (its last `send` has settled). */
  leave() {
    this.active--;
    this.scheduleFlush();
  }
  /**
   * After every run ended: stop the pollers still running (a resumed batch whose requests no run
   * asked for again, e.g. because a tool output changed) and flush the journal. Such a batch
   * stays in the journal as not ended.
   */
  async close() {
    this.stopper.abort();
    await Promise.allSettled([...this.pollers.values()]);
    await this.opts.journal.flush();
  }
  send = async (params, ctx) => {
    const { signal } = this.opts;
    if (signal?.aborted || ctx.signal?.aborted) throw abortError(signal?.aborted ? signal : ctx.signal);
    const cache = this.opts.cache;
    const cacheKey = cache && (cache.canRead || cache.canWrite) ? cache.keyFor(params, ctx.spec.trial) : void 0;
    if (cache?.canRead && cacheKey) {
      const hit = await cache.get(cacheKey);
      if (hit) {
        this.stats.cacheHits++;
        return { message: hit.message, ...hit.requestId ? { requestId: hit.requestId } : {}, cached: true, retries: 0 };
      }
    }
    const key = requestKey(ctx.spec.runId, ctx.turn, params);
    const known = this.opts.journal.keys.get(key);
    return await new Promise((resolve, reject) => {
      const w = {
        key,
        attempt: known?.attempt ?? 0,
        params,
        runId: ctx.spec.runId,
        turn: ctx.turn,
        trial: ctx.spec.trial,
        resolve: (r) => {
          if (cache?.canWrite && cacheKey && !r.cached) {
            void cache.put(cacheKey, { model: params.model, trial: ctx.spec.trial, ...r.requestId ? { requestId: r.requestId } : {}, message: r.message }).catch(() => {
            });
          }
          resolve(r);
        },
        reject
      };
      if (known?.result) {
        this.stats.replayedResults++;
        this.emit({ type: "replayed", runId: w.runId, turn: w.turn });
        this.settleWaiter(w, known.result, true);
      } else if (known && this.pollers.has(known.batch_id)) {
        this.dispatched.set(known.custom_id, w);
      } else if (known && this.opts.journal.batches.get(known.batch_id)?.ended === false) {
        this.dispatched.set(known.custom_id, w);
        this.startPoller(known.batch_id, 0);
      } else {
        if (known) w.attempt = known.attempt + 1;
        this.queue.push(w);
        this.scheduleFlush();
      }
    });
  };
  // ─── Rounds ─────────────────────────────────────────────────────────────────────────
  scheduleFlush() {
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    setImmediate(() => {
      this.flushScheduled = false;
      void this.maybeFlush();
    });
  }
  async maybeFlush() {
    if (this.flushing || this.queue.length === 0) return;
    if (this.opts.signal?.aborted) return this.abortAll();
    if (this.queue.length + this.dispatched.size < this.active) return;
    this.flushing = true;
    try {
      const waiters = this.queue.splice(0, this.queue.length);
      this.round++;
      this.stats.rounds++;
      for (const chunk of this.chunks(waiters)) await this.submit(chunk, this.round);
    } finally {
      this.flushing = false;
    }
    if (this.queue.length) this.scheduleFlush();
  }
  chunks(ws) {
    const out = [];
    let cur = [];
    let bytes = 0;
    for (const w of ws) {
      const size = Buffer.byteLength(JSON.stringify(w.params)) + 100;
      if (cur.length > 0 && (cur.length >= this.o.maxRequestsPerBatch || bytes + size > this.o.maxBytesPerBatch)) {
        out.push(cur);
        cur = [];
        bytes = 0;
      }
      cur.push(w);
      bytes += size;
    }
    if (cur.length) out.push(cur);
    return out;
  }
  async submit(ws, round) {
    const { client, journal, signal } = this.opts;
    const requests = ws.map((w) => ({ custom_id: customIdOf(w.key, w.attempt), params: w.params }));
    let batch;
    try {
      batch = await client.messages.batches.create({ requests }, { maxRetries: this.o.apiRetries });
    } catch (err) {
      for (const w of ws) w.reject(signal?.aborted ? abortError(signal) : err);
      return;
    }
    const lines = ws.map((w) => ({ custom_id: customIdOf(w.key, w.attempt), key: w.key, run_id: w.runId, turn: w.turn }));
    await journal.append({ v: 1, type: "submitted", batch_id: batch.id, at: (/* @__PURE__ */ new Date()).toISOString(), round, model: this.opts.model, requests: lines });
    this.stats.submittedBatches++;
    this.stats.submittedRequests += ws.length;
    this.emit({ type: "submitted", batchId: batch.id, round, requests: ws.length });
    if (signal?.aborted) {
      for (const w of ws) w.reject(abortError(signal));
      return;
    }
    for (const w of ws) this.dispatched.set(customIdOf(w.key, w.attempt), w);
    this.startPoller(batch.id, this.o.poll.initialMs);
  }
  // ─── Polling ────────────────────────────────────────────────────────────────────────
  startPoller(batchId, firstWaitMs) {
    if (this.pollers.has(batchId)) return;
    const p = this.poll(batchId, firstWaitMs).catch((err) => this.failBatch(batchId, err)).finally(() => {
      this.pollers.delete(batchId);
      this.scheduleFlush();
    });
    this.pollers.set(batchId, p);
  }
  async poll(batchId, firstWaitMs) {
    const { client, journal } = this.opts;
    const signal = this.pollSignal;
    const reqOpts = { maxRetries: this.o.apiRetries, ...signal ? { signal } : {} };
    let wait = firstWaitMs;
    let next = Math.max(1, this.o.poll.initialMs);
    for (; ; ) {
      if (wait > 0) await sleep(wait, signal);
      if (signal?.aborted) throw abortError(signal);
      const b = await client.messages.batches.retrieve(batchId, {}, reqOpts);
      this.stats.polls++;
      if (b.processing_status === "ended") break;
      wait = next;
      next = Math.min(this.o.poll.maxMs, next * this.o.poll.factor);
      this.emit({ type: "polled", batchId, status: b.processing_status, waitMs: wait });
    }
    const decoder = await client.messages.batches.results(batchId, {}, reqOpts);
    const lines = [];
    const seen = /* @__PURE__ */ new Set();
    for await (const line of decoder) {
      this.stats.results++;
      const parsed = parseCustomId(line.custom_id);
      if (!parsed) continue;
      seen.add(line.custom_id);
      lines.push({ v: 1, type: "result", batch_id: batchId, custom_id: line.custom_id, key: parsed.key, result: line.result });
    }
    await journal.append(...lines);
    for (const l of lines) {
      if (l.type !== "result") continue;
      const w = this.dispatched.get(l.custom_id);
      if (!w) continue;
      this.dispatched.delete(l.custom_id);
      this.settleWaiter(w, l.result, false);
    }
    const info = await client.messages.batches.retrieve(batchId, {}, reqOpts).catch(() => void 0);
    const counts = info ? { ...info.request_counts } : {};
    await journal.append({ v: 1, type: "ended", batch_id: batchId, at: (/* @__PURE__ */ new Date()).toISOString(), ...info ? { request_counts: info.request_counts } : {} });
    this.emit({ type: "ended", batchId, counts });
    for (const id of journal.batches.get(batchId)?.customIds ?? []) {
      const w = this.dispatched.get(id);
      if (!w || seen.has(id)) continue;
      this.dispatched.delete(id);
      this.retryOrFail(w, "missing from the batch results", new BatchRequestError(`Batch ${batchId} ended without a result for ${id}.`, "batch_missing_result"));
    }
  }
  settleWaiter(w, result, replayed) {
    if (result.type === "succeeded") {
      w.resolve({ message: result.message, cached: false, retries: w.attempt });
      return;
    }
    if (!replayed) this.stats.errored++;
    if (result.type === "errored") {
      const body = result.error;
      const type = body?.error?.type ?? "api_error";
      const err = new BatchRequestError(body?.error?.message ?? `batch request errored (${type})`, type, STATUS_OF[type], body?.request_id ?? void 0);
      if (TRANSIENT.has(type)) this.retryOrFail(w, type, err);
      else w.reject(err);
    } else if (result.type === "expired") {
      this.retryOrFail(w, "expired", new BatchRequestError("The batch request expired before it was processed (24 h).", "batch_expired"));
    } else {
      w.reject(new BatchRequestError("The batch request was canceled.", "batch_canceled"));
    }
  }
  retryOrFail(w, reason, err) {
    if (w.attempt + 1 >= this.o.maxAttempts || this.opts.signal?.aborted) {
      w.reject(err);
      return;
    }
    w.attempt++;
    this.stats.retried++;
    this.emit({ type: "retry", runId: w.runId, turn: w.turn, attempt: w.attempt, reason });
    this.queue.push(w);
    this.scheduleFlush();
  }
  failBatch(batchId, err) {
    const ids = this.opts.journal.batches.get(batchId)?.customIds ?? [];
    for (const id of ids) {
      const w = this.dispatched.get(id);
      if (!w) continue;
      this.dispatched.delete(id);
      w.reject(this.opts.signal?.aborted ? abortError(this.opts.signal) : err);
    }
  }
  abortAll() {
    const e = abortError(this.opts.signal);
    for (const w of this.queue.splice(0, this.queue.length)) w.reject(e);
    for (const [id, w] of this.dispatched) {
      this.dispatched.delete(id);
      w.reject(e);
    }
  }
  emit(e) {
    try {
      this.opts.onEvent?.(e);
    } catch {
    }
  }
};
function sleep(ms, signal) {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const t = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(t);
      resolve();
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

// src/run/batch/runner.ts
function pollFromEnv(env, simulate) {
  const ms = Number(env["SKILL_EVALS_BATCH_POLL_MS"]);
  if (Number.isFinite(ms) && ms > 0) return { initialMs: ms, maxMs: ms, factor: 1 };
  return simulate ? { initialMs: 1, maxMs: 20, factor: 2 } : void 0;
}
async function runBatchEvals(repo, opts, client, events = {}, signal) {
  const { outcome, transport } = await orchestrateRuns(repo, opts, events, signal, {
    outDirMarkers: [RUNS_FILE, BATCHES_FILE],
    validate: () => {
      if (opts.executor === "claude-code") {
        throw new RunSetupError("runner 'batch' needs the Messages-API executor; the claude-code executor cannot run through the Message Batches API.");
      }
      const cc = claudeCodeSkills(repo, opts);
      if (cc.length > 0) {
        throw new RunSetupError(
          `runner 'batch' needs the Messages-API executor, but skill-executors maps ${cc.map((s) => `'${s}'`).join(", ")} to claude-code, which cannot run through the Message Batches API. Run ${cc.length === 1 ? "that skill" : "those skills"} with runner api, or select other skills.`
        );
      }
    },
    runSignal: (caller) => opts.batchTimeoutSeconds ? caller ? AbortSignal.any([caller, AbortSignal.timeout(opts.batchTimeoutSeconds * 1e3)]) : AbortSignal.timeout(opts.batchTimeoutSeconds * 1e3) : caller,
    execute: {
      runTimeout: false,
      priceResponse: (model, usage) => costOf(model, usage, { batch: true }),
      transcriptNote: "\n_Run through the Message Batches API (batch pricing, 50% off)._\n"
    },
    transport: async ({ outDir, cache, signal: runSignal }) => {
      const journal = new BatchJournal(outDir);
      if (opts.resume) await journal.load();
      const scheduler = new BatchScheduler({
        client,
        journal,
        model: opts.model,
        ...cache ? { cache } : {},
        ...opts.poll ? { poll: opts.poll } : {},
        ...opts.maxRequestsPerBatch ? { maxRequestsPerBatch: opts.maxRequestsPerBatch } : {},
        ...opts.maxAttempts ? { maxAttempts: opts.maxAttempts } : {},
        ...runSignal ? { signal: runSignal } : {},
        ...opts.onBatchEvent ? { onEvent: opts.onBatchEvent } : {}
      });
      const st = scheduler.stats;
      return {
        journal,
        scheduler,
        send: scheduler.send,
        maxActive: opts.maxActiveRuns ?? 1e4,
        start: () => scheduler.resumePending(),
        enter: () => scheduler.enter(),
        leave: () => scheduler.leave(),
        close: () => scheduler.close(),
        stats: () => ({
          apiCalls: st.submittedRequests,
          retries: st.retried,
          rateLimited: 0,
          overloaded: 0,
          cacheHits: st.cacheHits,
          cacheWrites: 0,
          errors: st.errored,
          limit: 0
        })
      };
    }
  });
  return { ...outcome, batch: { ...transport.scheduler.stats }, journal: transport.journal.file };
}

export {
  BATCHES_FILE,
  requestKey,
  customIdOf,
  parseCustomId,
  BatchJournal,
  MAX_REQUESTS_PER_BATCH,
  BatchRequestError,
  BatchScheduler,
  pollFromEnv,
  runBatchEvals
};
