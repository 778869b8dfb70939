#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);

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
  const read = n(usage.cache_read_input_tokens);
  const creation = n(usage.cache_creation_input_tokens);
  const w1h = n(usage.cache_creation?.ephemeral_1h_input_tokens);
  let w5m = usage.cache_creation ? n(usage.cache_creation.ephemeral_5m_input_tokens) : creation;
  if (w5m + w1h < creation) w5m = creation - w1h;
  let p = entry;
  const lc = entry.long_context;
  if (lc && input + read + w5m + w1h > lc.above_prompt_tokens) p = lc;
  let total = 0;
  const parts = [
    [input, p.input],
    [output, p.output],
    [read, p.cache_read],
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
  return new Promise((resolve, reject) => {
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
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}
var DEFAULT_IDLE_TIMEOUT_MS = 9e4;
function idleTimeoutWithin(runTimeoutSeconds, idleTimeoutMs = DEFAULT_IDLE_TIMEOUT_MS) {
  if (!(runTimeoutSeconds > 0)) return idleTimeoutMs;
  return Math.min(idleTimeoutMs, Math.max(1, Math.floor(runTimeoutSeconds * 1e3 / 3)));
}
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
  const s = { apiCalls: 0, retries: 0, rateLimited: 0, overloaded: 0, cacheHits: 0, cacheWrites: 0, cacheRejected: 0, errors: 0 };
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
      const found = await cache.lookup(key);
      if (found.rejected) s.cacheRejected++;
      const hit = found.entry;
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

export {
  costOf,
  addCost,
  formatCost,
  failureInfo,
  toRunError,
  idleTimeoutWithin,
  createGateway
};
