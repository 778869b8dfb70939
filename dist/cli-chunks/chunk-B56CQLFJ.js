#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  writeFileAtomic,
  writeRunFile
} from "./chunk-WDCZQCMP.js";

// src/run/prices.json
var prices_default = {
  as_of: "2026-11-24",
  source: 'Anthropic list prices (platform.claude.com "Pricing", "Models overview" and per-model pages) as collected in /work/shared/reference/anthropic.md §3.1 and §4; model ids from @anthropic-ai/sdk 1.14.0 Model union. USD per million tokens. Batch API: 50% off input and output.',
  unit: "USD per 1M tokens",
  batch_discount: 0.5,
  notes: [
    "cache_write_5m / cache_write_1h / cache_read are per-token prices for prompt-cache writes (5-minute and 1-hour TTL) and reads.",
    "A null price means 'not published'; a cost that needs it is reported as unknown, never $0.",
    "claude-sonnet-5-5 cache_read: the Pricing table says 0.20; third-party trackers report a cut to 0.10 on 2026-10-07. 0.20 (the higher, official figure) is kept so budgets err on the safe side.",
    "claude-fable-5-2: 8/40 seen on a single localized page only; cache prices not published.",
    "claude-haiku-5-5: a request whose total prompt (input + cache write + cache read) exceeds 100K tokens is billed entirely at the long_context tier.",
    "claude-mythos-5-2 and claude-mythos-preview have no published price and are deliberately absent (cost unknown)."
  ],
  models: {
    "claude-fable-5-2": { input: 8, output: 40, cache_write_5m: null, cache_write_1h: null, cache_read: null },
    "claude-fable-5-1": { input: 10, output: 50, cache_write_5m: 12.5, cache_write_1h: 20, cache_read: 0.25 },
    "claude-mythos-5-1": { input: 10, output: 50, cache_write_5m: 12.5, cache_write_1h: 20, cache_read: 0.25 },
    "claude-fable-5": { input: 10, output: 50, cache_write_5m: 12.5, cache_write_1h: 20, cache_read: 1 },
    "claude-mythos-5": { input: 10, output: 50, cache_write_5m: 12.5, cache_write_1h: 20, cache_read: 1 },
    "claude-opus-5-5": { input: 4, output: 20, cache_write_5m: 5, cache_write_1h: 8, cache_read: 0.2 },
    "claude-opus-5": { input: 5, output: 25, cache_write_5m: 6.25, cache_write_1h: 10, cache_read: 0.5 },
    "claude-opus-4-8": { input: 5, output: 25, cache_write_5m: 6.25, cache_write_1h: 10, cache_read: 0.5 },
    "claude-opus-4-7": { input: 5, output: 25, cache_write_5m: 6.25, cache_write_1h: 10, cache_read: 0.5 },
    "claude-opus-4-6": { input: 5, output: 25, cache_write_5m: 6.25, cache_write_1h: 10, cache_read: 0.5 },
    "claude-opus-4-5": { input: 5, output: 25, cache_write_5m: 6.25, cache_write_1h: 10, cache_read: 0.5 },
    "claude-opus-4-1": { input: 15, output: 75, cache_write_5m: 18.75, cache_write_1h: 30, cache_read: 1.5 },
    "claude-opus-4-0": { input: 15, output: 75, cache_write_5m: 18.75, cache_write_1h: 30, cache_read: 1.5 },
    "claude-sonnet-5-5": { input: 2, output: 10, cache_write_5m: 2.5, cache_write_1h: 4, cache_read: 0.2 },
    "claude-sonnet-5": { input: 2, output: 10, cache_write_5m: 2.5, cache_write_1h: 4, cache_read: 0.2 },
    "claude-sonnet-4-6": { input: 3, output: 15, cache_write_5m: 3.75, cache_write_1h: 6, cache_read: 0.3 },
    "claude-sonnet-4-5": { input: 3, output: 15, cache_write_5m: 3.75, cache_write_1h: 6, cache_read: 0.3 },
    "claude-sonnet-4-0": { input: 3, output: 15, cache_write_5m: 3.75, cache_write_1h: 6, cache_read: 0.3 },
    "claude-haiku-5-5": {
      input: 0.1,
      output: 0.5,
      cache_write_5m: 0.125,
      cache_write_1h: 0.2,
      cache_read: 0.01,
      long_context: { above_prompt_tokens: 1e5, input: 0.5, output: 2.5, cache_write_5m: 0.625, cache_write_1h: 1, cache_read: 0.05 }
    },
    "claude-haiku-4-5": { input: 1, output: 5, cache_write_5m: 1.25, cache_write_1h: 2, cache_read: 0.1 },
    "claude-3-5-haiku": { input: 0.8, output: 4, cache_write_5m: 1, cache_write_1h: 1.6, cache_read: 0.08 }
  },
  aliases: {
    "claude-haiku-4-5-20251001": "claude-haiku-4-5",
    "claude-opus-4-5-20251101": "claude-opus-4-5",
    "claude-sonnet-4-5-20250929": "claude-sonnet-4-5",
    "claude-opus-4-1-20250805": "claude-opus-4-1",
    "claude-opus-4-20250514": "claude-opus-4-0",
    "claude-opus-4": "claude-opus-4-0",
    "claude-sonnet-4-20250514": "claude-sonnet-4-0",
    "claude-sonnet-4": "claude-sonnet-4-0",
    "claude-3-5-haiku-20241022": "claude-3-5-haiku",
    "claude-3-5-haiku-latest": "claude-3-5-haiku"
  }
};

// src/run/cost.ts
var table = prices_default;
var PRICES_AS_OF = table.as_of;
var PRICES_SOURCE = table.source;
var BATCH_DISCOUNT = table.batch_discount;
function resolveModel(model) {
  if (Object.hasOwn(table.models, model)) return model;
  if (Object.hasOwn(table.aliases, model)) return table.aliases[model];
  const undated = model.replace(/-\d{8}$/, "");
  if (undated !== model) {
    if (Object.hasOwn(table.models, undated)) return undated;
    if (Object.hasOwn(table.aliases, undated)) return table.aliases[undated];
  }
  return null;
}
function priceFor(model) {
  const id = resolveModel(model);
  return id ? table.models[id] : null;
}
var n = (x) => typeof x === "number" && Number.isFinite(x) ? x : 0;
function costOf(model, usage, opts = {}) {
  const entry = priceFor(model);
  if (!entry) return null;
  const input = n(usage.input_tokens);
  const output = n(usage.output_tokens);
  const read2 = n(usage.cache_read_input_tokens);
  const creation = n(usage.cache_creation_input_tokens);
  const w1h = n(usage.cache_creation?.ephemeral_1h_input_tokens);
  let w5m = usage.cache_creation ? n(usage.cache_creation.ephemeral_5m_input_tokens) : creation;
  if (w5m + w1h < creation) w5m = creation - w1h;
  let p = entry;
  const lc = entry.long_context;
  if (lc && input + read2 + w5m + w1h > lc.above_prompt_tokens) p = lc;
  let total = 0;
  const parts = [
    [input, p.input],
    [output, p.output],
    [read2, p.cache_read],
    [w5m, p.cache_write_5m],
    [w1h, p.cache_write_1h]
  ];
  for (const [tokens, price] of parts) {
    if (tokens === 0) continue;
    if (price === null || price === void 0) return null;
    total += tokens * price;
  }
  let usd = total / 1e6;
  if (opts.batch || usage.service_tier === "batch") usd *= BATCH_DISCOUNT;
  return usd;
}
function addCost(a, b) {
  return a === null || b === null ? null : a + b;
}
function formatCost(x) {
  if (x === null || x === void 0 || !Number.isFinite(x)) return "unknown";
  if (x !== 0 && Math.abs(x) < 1e-4) return `$${x.toFixed(6)}`;
  return `$${x.toFixed(4)}`;
}

// src/run/gateway.ts
var failures = /* @__PURE__ */ new WeakMap();
function failureInfo(err) {
  return failures.get(err);
}
var InvalidResponseError = class extends Error {
  name = "InvalidResponseError";
  type = "invalid_response";
  status;
  requestID;
  constructor(detail, opts = {}) {
    super(`The API returned a response that is not valid JSON (${detail})`, opts.cause === void 0 ? void 0 : { cause: opts.cause });
    this.status = opts.status;
    this.requestID = opts.requestID ?? null;
  }
};
var ResponseTimeoutError = class extends Error {
  name = "ResponseTimeoutError";
  type = "timeout";
  status;
  requestID;
  constructor(detail, opts = {}) {
    super(`The API stopped sending the response (${detail})`, opts.cause === void 0 ? void 0 : { cause: opts.cause });
    this.status = opts.status;
    this.requestID = opts.requestID ?? null;
  }
};
var BUFFERED_RESPONSE = /* @__PURE__ */ Symbol.for("skill-evals.node-fetch.buffered-response");
var isBufferedResponse = (res) => res[BUFFERED_RESPONSE] === true;
var IdleTimeoutError = class extends Error {
  constructor(idleMs) {
    super(`request timed out: no bytes from the API for ${idleMs / 1e3} s`);
    this.idleMs = idleMs;
  }
  idleMs;
  name = "IdleTimeoutError";
};
function idleTimeoutFetch(base, idleMs) {
  return async (input, init) => {
    const ctrl = new AbortController();
    const outer = init?.signal ?? void 0;
    const onOuter = () => ctrl.abort(outer.reason);
    if (outer?.aborted) ctrl.abort(outer.reason);
    else {
      outer?.addEventListener("abort", onOuter, { once: true });
    }
    let idle;
    const isIdle = (reason) => idle !== void 0 && reason === idle;
    let timer;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => ctrl.abort(idle = new IdleTimeoutError(idleMs)), idleMs);
    };
    const done = () => {
      clearTimeout(timer);
      outer?.removeEventListener("abort", onOuter);
    };
    arm();
    let res;
    try {
      res = await base(input, { ...init, signal: ctrl.signal });
    } catch (err) {
      done();
      throw isIdle(ctrl.signal.reason) ? idle : err;
    }
    if (isBufferedResponse(res) || !res.body) {
      done();
      return res;
    }
    arm();
    const reader = res.body.getReader();
    const body = new ReadableStream({
      async pull(controller) {
        try {
          const chunk = await reader.read();
          if (chunk.done) {
            done();
            controller.close();
            return;
          }
          arm();
          controller.enqueue(chunk.value);
        } catch (err) {
          done();
          controller.error(isIdle(ctrl.signal.reason) ? idle : err);
        }
      },
      cancel(reason) {
        done();
        return reader.cancel(reason);
      }
    });
    return new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers });
  };
}
function withIdleTimeout(client, idleMs) {
  const c = client;
  if (!(idleMs > 0) || typeof c.withOptions !== "function") return client;
  const base = typeof c.fetch === "function" ? c.fetch : globalThis.fetch;
  return c.withOptions({ fetch: idleTimeoutFetch(base, idleMs) });
}
async function responseOf(promise) {
  let r;
  try {
    r = await promise.asResponse();
  } catch {
    return void 0;
  }
  return typeof r?.headers?.get === "function" ? r : void 0;
}
async function normalizeAttemptError(err, promise) {
  const e = asErr(err);
  if (typeof e.status === "number" || err instanceof InvalidResponseError || err instanceof ResponseTimeoutError) return err;
  if (e.name === "SyntaxError") {
    const res2 = await responseOf(promise);
    return new InvalidResponseError(e.message || "unparsable body", {
      ...res2 ? { status: res2.status, requestID: res2.headers.get("request-id") } : {},
      cause: err
    });
  }
  if (/^API|^AbortError$/.test(String(e.name))) return err;
  const res = await responseOf(promise);
  if (!res) return err;
  const at = { status: res.status, requestID: res.headers.get("request-id"), cause: err };
  if (e.name === "IdleTimeoutError") return new ResponseTimeoutError(String(e.message), at);
  const cause = err.cause;
  const detail = [e.message, typeof cause?.message === "string" ? cause.message : ""].filter(Boolean).join(": ");
  return new InvalidResponseError(`the body was cut off: ${detail || "connection closed"}`, at);
}
function notAMessage(data, response) {
  if (data && typeof data === "object" && !Array.isArray(data)) return void 0;
  const res = response && typeof response === "object" && "headers" in response ? response : void 0;
  const contentType = res?.headers?.get?.("content-type");
  const got = data === void 0 || data === null ? "an empty body" : Array.isArray(data) ? "an array" : `a ${typeof data}`;
  return new InvalidResponseError(`expected a message object, got ${got}${contentType ? ` with content-type ${contentType}` : ""}`, {
    ...res?.status !== void 0 ? { status: res.status } : {},
    requestID: res?.headers?.get?.("request-id") ?? null
  });
}
function asErr(err) {
  return err ?? {};
}
function isAbortError(err) {
  const name = asErr(err).name;
  return name === "APIUserAbortError" || name === "AbortError";
}
var SECRET_PATTERN = /(sk-ant-[A-Za-z0-9_-]+|Bearer\s+[A-Za-z0-9._~+/=-]+)/g;
function toRunError(err) {
  const e = asErr(err);
  const body = err?.error;
  const message = e.apiMessage || typeof e.message === "string" && e.message || (err === void 0 ? "unknown error" : String(err));
  const out = { message: message.replace(SECRET_PATTERN, "[redacted]") };
  if (typeof e.status === "number") out.status = e.status;
  if (e.type) out.type = e.type;
  else if (typeof body?.error?.type === "string") out.type = body.error.type;
  else if (e.name === "APIConnectionTimeoutError") out.type = "timeout";
  else if (e.name === "APIConnectionError") out.type = "connection_error";
  else if (isAbortError(err)) out.type = "aborted";
  if (e.requestID) out.requestId = e.requestID;
  return out;
}
function retryAfterFromHeaders(headers, nowMs = Date.now()) {
  if (!headers || typeof headers.get !== "function") return void 0;
  const v = Number.parseFloat(String(headers.get("retry-after-ms")));
  if (Number.isFinite(v) && v > 0) return { ms: v, source: "retry-after-ms" };
  const raHeader = headers.get("retry-after");
  if (raHeader) {
    const seconds = Number(raHeader);
    const ms = Number.isNaN(seconds) ? Date.parse(raHeader) - nowMs : seconds * 1e3;
    if (Number.isFinite(ms) && ms > 0) return { ms, source: "retry-after" };
  }
  return void 0;
}
function classify(err, signal) {
  if (signal?.aborted || isAbortError(err)) return void 0;
  const e = asErr(err);
  if (err instanceof InvalidResponseError) return { reason: "invalid_response", rateLimited: false, overloaded: false };
  if (err instanceof ResponseTimeoutError || e.name === "IdleTimeoutError" || e.name === "APIConnectionTimeoutError") {
    return { reason: "timeout", rateLimited: false, overloaded: false };
  }
  if (e.name === "APIConnectionError") return { reason: "connection", rateLimited: false, overloaded: false };
  const status = e.status;
  if (typeof status !== "number") return void 0;
  const rateLimited = status === 429;
  const overloaded = status >= 500;
  const shouldRetry = e.headers?.get("x-should-retry");
  if (shouldRetry === "false") return void 0;
  if (rateLimited) return { reason: "rate_limited", rateLimited, overloaded };
  if (status === 529) return { reason: "overloaded", rateLimited, overloaded };
  if (status >= 500) return { reason: "server_error", rateLimited, overloaded };
  if (status === 408) return { reason: "request_timeout", rateLimited, overloaded };
  if (status === 409) return { reason: "conflict", rateLimited, overloaded };
  if (shouldRetry === "true") return { reason: "should_retry", rateLimited, overloaded };
  return void 0;
}
function sleep(ms, signal) {
  return new Promise((resolve2, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve2();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}
var DEFAULT_IDLE_TIMEOUT_MS = 9e4;
function createGateway(opts) {
  const { limiter, cache, onEvent } = opts;
  const client = withIdleTimeout(opts.client, opts.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS);
  const maxRetries = Math.max(0, Math.floor(opts.maxRetries ?? 4));
  const timeout = opts.requestTimeoutMs ?? 6e5;
  const maxWait = opts.maxRetryWaitMs ?? 6e4;
  const initialMs = opts.backoff?.initialMs ?? 500;
  const maxBackoffMs = opts.backoff?.maxMs ?? 8e3;
  const random = opts.random ?? Math.random;
  const baseRequestOptions = { maxRetries: 0, timeout };
  const s = { apiCalls: 0, retries: 0, rateLimited: 0, overloaded: 0, cacheHits: 0, cacheWrites: 0, errors: 0 };
  const emit = onEvent ? (e) => {
    try {
      onEvent(e);
    } catch {
    }
  } : void 0;
  function backoffMs(retryIndex) {
    const base = Math.min(maxBackoffMs, initialMs * 2 ** retryIndex);
    return base * (1 - 0.25 * random());
  }
  const send = async (params, ctx) => {
    const { spec, turn, signal } = ctx;
    const key = cache !== void 0 && cache.canRead ? cache.keyFor(ctx.cacheKeyParams ?? params, spec.trial) : void 0;
    if (key) {
      const hit = await cache.get(key);
      if (hit) {
        s.cacheHits++;
        emit?.({ type: "cache_hit", runId: spec.runId, turn, key });
        return { message: hit.message, ...hit.requestId ? { requestId: hit.requestId } : {}, cached: true, retries: 0 };
      }
    }
    let retries = 0;
    let calls = 0;
    for (; ; ) {
      const release = await limiter.acquire(signal, { priority: retries > 0 });
      let message;
      let requestId;
      let pending;
      try {
        calls++;
        s.apiCalls++;
        emit?.({ type: "request", runId: spec.runId, turn, attempt: retries });
        const options = signal ? { maxRetries: 0, timeout, signal } : baseRequestOptions;
        const request = client.messages.create(params, ctx.headers ? { ...options, headers: ctx.headers } : options);
        pending = request;
        const res = await request.withResponse();
        const invalid = notAMessage(res.data, res.response);
        if (invalid) throw invalid;
        message = res.data;
        requestId = res.request_id;
      } catch (caught) {
        release();
        const err = await normalizeAttemptError(caught, pending);
        const c = classify(err, signal);
        if (c?.rateLimited) {
          s.rateLimited++;
          const previous = limiter.limit;
          if (limiter.onRateLimited()) {
            emit?.({ type: "limit", limit: limiter.limit, previous, reason: "rate_limited" });
          }
        } else if (c?.overloaded) {
          s.overloaded++;
          limiter.onOverloaded();
        }
        if (!c || retries >= maxRetries) {
          s.errors++;
          if (err && typeof err === "object") failures.set(err, { apiCalls: calls, retries });
          throw err;
        }
        const e = asErr(err);
        const ra = retryAfterFromHeaders(e.headers);
        const waitMs = Math.min(maxWait, ra ? ra.ms : backoffMs(retries));
        retries++;
        s.retries++;
        emit?.({
          type: "retry",
          runId: spec.runId,
          turn,
          attempt: retries,
          reason: c.reason,
          ...typeof e.status === "number" ? { status: e.status } : {},
          ...e.requestID ? { requestId: e.requestID } : {},
          waitMs,
          waitSource: ra ? ra.source : "backoff"
        });
        try {
          await sleep(waitMs, signal);
        } catch (abortErr) {
          s.errors++;
          if (abortErr && typeof abortErr === "object") failures.set(abortErr, { apiCalls: calls, retries });
          throw abortErr;
        }
        continue;
      }
      release();
      limiter.onSuccess();
      if (key && cache.canWrite) {
        try {
          await cache.put(key, { model: params.model, trial: spec.trial, requestId, message });
          s.cacheWrites++;
        } catch (err) {
          emit?.({ type: "cache_write_failed", runId: spec.runId, turn, error: String(err) });
        }
      }
      return { message, ...requestId ? { requestId } : {}, cached: false, retries };
    }
  };
  return {
    send,
    stats: () => ({ ...s, limit: limiter.limit })
  };
}

// src/run/limiter.ts
var Fifo = class {
  items = [];
  head = 0;
  push(item) {
    this.items.push(item);
  }
  shift() {
    if (this.head >= this.items.length) return void 0;
    const item = this.items[this.head];
    this.items[this.head] = void 0;
    this.head++;
    if (this.head >= 1024 && this.head * 2 >= this.items.length) {
      this.items = this.items.slice(this.head);
      this.head = 0;
    }
    return item;
  }
};
var AdaptiveLimiter = class {
  max;
  min;
  recoverAfter;
  cooldownMs;
  now;
  _limit;
  _inFlight = 0;
  /** Live (not aborted) waiters across both lanes. */
  _waiting = 0;
  normal = new Fifo();
  priority = new Fifo();
  successStreak = 0;
  lastShrinkAt = Number.NEGATIVE_INFINITY;
  _shrinks = 0;
  _rateLimited = 0;
  _overloaded = 0;
  _minLimitSeen;
  constructor(opts = {}) {
    const max = Math.floor(opts.max ?? 4);
    if (!(max >= 1)) throw new RangeError(`limiter max must be >= 1, got ${opts.max}`);
    this.max = max;
    this.min = Math.max(1, Math.min(max, Math.floor(opts.min ?? 1)));
    this.recoverAfter = Math.max(1, Math.floor(opts.recoverAfter ?? 16));
    this.cooldownMs = Math.max(0, opts.cooldownMs ?? 2e3);
    this.now = opts.now ?? (() => performance.now());
    this._limit = max;
    this._minLimitSeen = max;
  }
  /** Current concurrency limit. */
  get limit() {
    return this._limit;
  }
  get inFlight() {
    return this._inFlight;
  }
  get waiting() {
    return this._waiting;
  }
  /**
   * Wait for a slot. Resolves with an idempotent `release()`; rejects with the signal's
   * reason if `signal` aborts first (the waiter then takes no slot).
   */
  acquire(signal, opts = {}) {
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (this._inFlight < this._limit && this._waiting === 0) {
      this._inFlight++;
      return Promise.resolve(this.makeRelease());
    }
    return new Promise((resolve2, reject) => {
      const waiter = { resolve: resolve2, reject, signal, done: false };
      if (signal) {
        waiter.onAbort = () => {
          waiter.done = true;
          this._waiting--;
          reject(signal.reason);
        };
        signal.addEventListener("abort", waiter.onAbort, { once: true });
      }
      this._waiting++;
      (opts.priority ? this.priority : this.normal).push(waiter);
    });
  }
  /** A request finished successfully. */
  onSuccess() {
    if (this._limit >= this.max) return;
    this.successStreak++;
    if (this.successStreak >= this.recoverAfter) {
      this.successStreak = 0;
      this._limit++;
      this.pump();
    }
  }
  /** A request got a 429. Returns true if this call halved the limit. */
  onRateLimited() {
    this._rateLimited++;
    this.successStreak = 0;
    const t = this.now();
    if (t - this.lastShrinkAt < this.cooldownMs) return false;
    this.lastShrinkAt = t;
    const next = Math.max(this.min, Math.floor(this._limit / 2));
    if (next === this._limit) return false;
    this._limit = next;
    this._shrinks++;
    this._minLimitSeen = Math.min(this._minLimitSeen, next);
    return true;
  }
  /** A request got a 529 or another 5xx: counted, the limit is left alone. */
  onOverloaded() {
    this._overloaded++;
  }
  stats() {
    return {
      limit: this._limit,
      max: this.max,
      inFlight: this._inFlight,
      waiting: this._waiting,
      shrinks: this._shrinks,
      rateLimited: this._rateLimited,
      overloaded: this._overloaded,
      minLimitSeen: this._minLimitSeen
    };
  }
  makeRelease() {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this._inFlight--;
      this.pump();
    };
  }
  pump() {
    while (this._inFlight < this._limit) {
      const w = this.priority.shift() ?? this.normal.shift();
      if (!w) break;
      if (w.done) continue;
      this._waiting--;
      if (w.onAbort) {
        w.signal.removeEventListener("abort", w.onAbort);
      }
      this._inFlight++;
      w.resolve(this.makeRelease());
    }
  }
};

// src/run/response-cache.ts
import { createHash, randomBytes } from "node:crypto";
import * as fs from "node:fs";
import { promises as fsp } from "node:fs";
import * as path from "node:path";
var CACHE_FORMAT_VERSION = 1;
function canonicalJson(value) {
  return canonical(value);
}
var isIndexKey = (k) => /^(?:0|[1-9][0-9]*)$/.test(k) && Number(k) < 4294967295;
function canonical(value) {
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  if (typeof value.toJSON === "function") return canonical(value.toJSON());
  if (Array.isArray(value)) {
    let out2 = "[";
    for (let i = 0; i < value.length; i++) out2 += (i > 0 ? "," : "") + (canonical(value[i]) ?? "null");
    return out2 + "]";
  }
  const keys = Object.keys(value).sort();
  const index = keys.filter(isIndexKey);
  const ordered = index.length === 0 ? keys : [...index.sort((a, b) => Number(a) - Number(b)), ...keys.filter((k) => !isIndexKey(k))];
  let out = "{";
  let first = true;
  for (const k of ordered) {
    if (k === "__proto__") continue;
    const v = value[k];
    if (v === void 0 || typeof v === "function" || typeof v === "symbol") continue;
    const enc = canonical(v);
    if (enc === void 0) continue;
    out += (first ? "" : ",") + JSON.stringify(k) + ":" + enc;
    first = false;
  }
  return out + "}";
}
function cacheKey(params, trial) {
  return createHash("sha256").update(canonicalJson({ model: params.model, params, trial })).digest("hex");
}
var PACK_PREFIX = "pack-";
var PACK_SUFFIX = ".jsonl";
function isPackName(name) {
  return name.startsWith(PACK_PREFIX) && name.endsWith(PACK_SUFFIX);
}
function newPackName(now = /* @__PURE__ */ new Date()) {
  const ts = now.toISOString().replace(/[-:]/g, "");
  return `${PACK_PREFIX}${ts}-${process.pid}-${randomBytes(4).toString("hex")}${PACK_SUFFIX}`;
}
function fdOpen(file, flags) {
  return new Promise((resolve2, reject) => fs.open(file, flags, 420, (err, fd) => err ? reject(err) : resolve2(fd)));
}
function fdClose(fd) {
  return new Promise((resolve2) => fs.close(fd, () => resolve2()));
}
function fdRead(fd, buf, off, len, pos) {
  return new Promise((resolve2, reject) => fs.read(fd, buf, off, len, pos, (err, n2) => err ? reject(err) : resolve2(n2)));
}
async function readFully(fd, buf, pos) {
  let got = 0;
  while (got < buf.length) {
    const n2 = fs.readSync(fd, buf, got, buf.length - got, pos + got);
    if (n2 === 0) break;
    got += n2;
  }
  return got;
}
async function writeFully(fd, buf) {
  let done = 0;
  while (done < buf.length) done += fs.writeSync(fd, buf, done, buf.length - done, null);
}
var SCAN_CHUNK = 1 << 20;
var MAX_OPEN_READERS = 64;
var NEWLINE = 10;
var LINE_PREFIX = Buffer.from(`{"v":${CACHE_FORMAT_VERSION},"key":"`, "latin1");
var HEX64 = /^[0-9a-f]{64}$/;
var ResponseCache = class {
  dir;
  mode;
  _stats = { hits: 0, misses: 0, writes: 0, corrupt: 0, skippedLines: 0, packs: 0 };
  index = /* @__PURE__ */ new Map();
  packs = [];
  openReaders = /* @__PURE__ */ new Set();
  // pack indices with an open read fd, oldest first
  scanned;
  writer;
  ownPackName;
  /** every pack this instance created (indexed as written, so the scan skips them) */
  ownPacks = /* @__PURE__ */ new Set();
  pending = [];
  flushing;
  constructor(opts) {
    this.dir = path.resolve(opts.dir);
    this.mode = opts.mode;
  }
  get canRead() {
    return this.mode !== "off";
  }
  get canWrite() {
    return this.mode === "read-write";
  }
  /** This instance's pack file, once its first entry has been written. */
  get packPath() {
    return this.ownPackName === void 0 ? void 0 : path.join(this.dir, this.ownPackName);
  }
  keyFor(params, trial) {
    return cacheKey(params, trial);
  }
  /** The stored entry, or undefined on a miss (or when the mode does not read). */
  async get(key) {
    if (!this.canRead) return void 0;
    await (this.scanned ??= this.scan());
    const ref = this.index.get(key);
    if (!ref) {
      this._stats.misses++;
      return void 0;
    }
    const pack = this.packs[ref.pack];
    pack.users++;
    if (this.openReaders.delete(ref.pack)) this.openReaders.add(ref.pack);
    try {
      const fd = await (pack.fd ??= this.openReader(ref.pack));
      const buf = Buffer.allocUnsafe(ref.length);
      if (await readFully(fd, buf, ref.offset) !== ref.length) throw new Error("short read");
      const entry = JSON.parse(buf.toString("utf8"));
      if (entry?.v !== CACHE_FORMAT_VERSION || entry.key !== key || !entry.message) throw new Error("bad entry");
      this._stats.hits++;
      return entry;
    } catch {
      if (this.index.get(key) === ref) this.index.delete(key);
      this._stats.corrupt++;
      this._stats.misses++;
      return void 0;
    } finally {
      pack.users--;
      this.evictReaders();
    }
  }
  /** Record a response. A no-op unless the mode is `read-write`. Resolves once the line is written. */
  put(key, data) {
    if (!this.canWrite) return Promise.resolve(false);
    const entry = {
      v: CACHE_FORMAT_VERSION,
      key,
      model: data.model,
      trial: data.trial,
      ...data.requestId ? { requestId: data.requestId } : {},
      message: data.message
    };
    const line = Buffer.from(JSON.stringify(entry) + "\n", "utf8");
    return new Promise((resolve2, reject) => {
      this.pending.push({ key, line, resolve: resolve2, reject });
      this.flushing ??= this.flush();
    });
  }
  /** Wait for pending writes, then close every open file. The instance stays usable (a later put starts a new pack). */
  async close() {
    while (this.flushing) await this.flushing;
    const w = this.writer;
    this.writer = void 0;
    if (w) await w.then((x) => this.retireWriter(x)).catch(() => void 0);
    for (const i of [...this.openReaders]) await this.closeReader(i);
  }
  stats() {
    return { ...this._stats };
  }
  // ─── writing ──────────────────────────────────────────────────────────────────────
  /** Group commit: one write call for everything queued while the previous write was in flight. */
  async flush() {
    try {
      while (this.pending.length > 0) {
        const batch = this.pending;
        this.pending = [];
        let w;
        try {
          w = await (this.writer ??= this.openWriter());
          const buf = batch.length === 1 ? batch[0].line : Buffer.concat(batch.map((p) => p.line));
          await writeFully(w.fd, buf);
        } catch (err) {
          this.writer = void 0;
          if (w) this.retireWriter(w);
          for (const p of batch) p.reject(err);
          continue;
        }
        for (const p of batch) {
          this.index.set(p.key, { pack: w.pack, offset: w.size, length: p.line.length - 1 });
          w.size += p.line.length;
          this._stats.writes++;
          p.resolve(true);
        }
      }
    } finally {
      this.flushing = void 0;
    }
  }
  /** Stop appending to `w`'s pack; its entries stay readable (through a fresh read-only fd). */
  retireWriter(w) {
    if (this.packs[w.pack].fd) this.packs[w.pack].fd = void 0;
    this.ownPackName = void 0;
    return fdClose(w.fd);
  }
  async openWriter() {
    await fsp.mkdir(this.dir, { recursive: true });
    const name = newPackName();
    const file = path.join(this.dir, name);
    this.ownPacks.add(name);
    const fd = await fdOpen(file, "ax+");
    this.ownPackName = name;
    const pack = this.packs.push({ file, fd: Promise.resolve(fd), users: 0 }) - 1;
    this._stats.packs++;
    return { pack, fd, size: 0 };
  }
  // ─── reading ──────────────────────────────────────────────────────────────────────
  async scan() {
    let names;
    try {
      names = (await fsp.readdir(this.dir)).filter(isPackName).sort();
    } catch {
      return;
    }
    for (const name of names) {
      if (this.ownPacks.has(name)) continue;
      const file = path.join(this.dir, name);
      const pack = this.packs.push({ file, users: 0 }) - 1;
      try {
        await this.scanPack(pack, file);
        this._stats.packs++;
      } catch {
      }
    }
  }
  async scanPack(pack, file) {
    const fd = await fdOpen(file, "r");
    try {
      const chunk = Buffer.allocUnsafe(SCAN_CHUNK);
      let carry;
      let carryAt = 0;
      let pos = 0;
      for (; ; ) {
        const n2 = await fdRead(fd, chunk, 0, SCAN_CHUNK, pos);
        if (n2 === 0) break;
        const data = carry ? Buffer.concat([carry, chunk.subarray(0, n2)]) : chunk.subarray(0, n2);
        const base = carry ? carryAt : pos;
        pos += n2;
        let start = 0;
        for (let nl = data.indexOf(NEWLINE, carry ? carry.length : 0); nl >= 0; nl = data.indexOf(NEWLINE, start)) {
          this.indexLine(pack, data, start, nl, base + start);
          start = nl + 1;
        }
        carry = start < data.length ? Buffer.from(data.subarray(start)) : void 0;
        carryAt = base + start;
      }
      if (carry && carry.length > 0) this._stats.skippedLines++;
    } finally {
      await fdClose(fd);
    }
  }
  indexLine(pack, data, start, end, offset) {
    const length = end - start;
    if (length === 0) return;
    let key;
    const p = LINE_PREFIX.length;
    if (length > p + 65 && data.compare(LINE_PREFIX, 0, p, start, start + p) === 0 && data[start + p + 64] === 34) {
      const k = data.toString("latin1", start + p, start + p + 64);
      if (HEX64.test(k)) key = k;
    }
    if (key === void 0) {
      try {
        const e = JSON.parse(data.toString("utf8", start, end));
        if (e?.v === CACHE_FORMAT_VERSION && typeof e.key === "string" && e.message) key = e.key;
      } catch {
      }
    }
    if (key === void 0) {
      this._stats.skippedLines++;
      return;
    }
    if (!this.index.has(key)) this.index.set(key, { pack, offset, length });
  }
  async openReader(pack) {
    try {
      const fd = await fdOpen(this.packs[pack].file, "r");
      this.openReaders.add(pack);
      return fd;
    } catch (err) {
      this.packs[pack].fd = void 0;
      throw err;
    }
  }
  evictReaders() {
    if (this.openReaders.size <= MAX_OPEN_READERS) return;
    for (const i of this.openReaders) {
      if (this.openReaders.size <= MAX_OPEN_READERS) break;
      if (this.packs[i].users === 0) void this.closeReader(i);
    }
  }
  async closeReader(pack) {
    const p = this.packs[pack];
    const fd = p.fd;
    p.fd = void 0;
    this.openReaders.delete(pack);
    if (fd) await fd.then(fdClose, () => void 0);
  }
};

// src/run/artifacts.ts
import { join as join2 } from "node:path";
import { mkdirSync } from "node:fs";
function totalTokens(r) {
  const u = r.usage;
  return u.input_tokens + u.output_tokens + u.cache_read_input_tokens + u.cache_creation_input_tokens;
}
function evalMetadata(e, evalDir) {
  return {
    eval_id: e.id,
    eval_name: evalDir.replace(/^eval-[^-]+-?/, "") || evalDir,
    prompt: e.prompt,
    expected_output: e.expectedOutput ?? "",
    files: e.files,
    assertions: e.assertions.map((a) => a.text)
  };
}
function timingJson(r) {
  const seconds = r.durationMs / 1e3;
  return {
    total_tokens: totalTokens(r),
    duration_ms: r.durationMs,
    total_duration_seconds: Math.round(seconds * 10) / 10,
    executor_start: r.startedAt,
    executor_end: r.finishedAt,
    executor_duration_seconds: Math.round(seconds * 10) / 10
  };
}
function metricsJson(r, transcriptChars) {
  const counts = {};
  for (const c of r.toolCalls) counts[c.name] = (counts[c.name] ?? 0) + 1;
  return {
    tool_calls: counts,
    total_tool_calls: r.toolCalls.length,
    total_steps: r.turns,
    files_created: r.filesWritten,
    errors_encountered: r.toolCalls.filter((c) => c.isError).length + (r.error ? 1 : 0),
    output_chars: r.response.length,
    transcript_chars: transcriptChars
  };
}
var json = (v) => JSON.stringify(v, null, 2) + "\n";
function evalFolder(outDir, r) {
  return join2(outDir, ...r.runId.split("/").slice(0, 3));
}
function runFolder(outDir, r) {
  return join2(outDir, ...r.runId.split("/"));
}
async function writeRunArtifacts(outDir, e, r, transcript, opts = {}) {
  const runDir = runFolder(outDir, r);
  ensureFolder(join2(runDir, "outputs"));
  writeRunFile(join2(runDir, "timing.json"), json(timingJson(r)));
  writeRunFile(join2(runDir, "transcript.md"), transcript);
  if (opts.evalMetadata !== false) await writeFileAtomic(join2(evalFolder(outDir, r), "eval_metadata.json"), json(evalMetadata(e, r.evalDir)), { mkdir: false });
}
function ensureFolder(dir) {
  try {
    mkdirSync(dir);
  } catch (err) {
    const code = err.code;
    if (code === "ENOENT") mkdirSync(dir, { recursive: true });
    else if (code !== "EEXIST") throw err;
  }
}

export {
  costOf,
  addCost,
  formatCost,
  failureInfo,
  toRunError,
  createGateway,
  AdaptiveLimiter,
  canonicalJson,
  ResponseCache,
  totalTokens,
  timingJson,
  metricsJson,
  evalFolder,
  runFolder,
  writeRunArtifacts
};
