#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  claudeCodeSkills,
  orchestrateRuns
} from "./chunk-GSZMPWFY.js";
import {
  RunSetupError
} from "./chunk-HIJ55NCI.js";
import {
  realModelClients,
  simulatedModelClients
} from "./chunk-Q5JEAGGU.js";
import {
  canonicalJson
} from "./chunk-SKLALEBJ.js";
import {
  RUNS_FILE
} from "./chunk-BXRIFU2Q.js";
import {
  costOf
} from "./chunk-Y2LV3JV5.js";
import {
  compileSafeRegex
} from "./chunk-YCIGMNHQ.js";
import {
  redact
} from "./chunk-MKAER5SC.js";

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
  constructor(message2, type, status, requestId) {
    super(message2);
    this.name = "BatchRequestError";
    this.type = type;
    this.status = status;
    this.requestID = requestId || void 0;
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
  const r = signal.reason;
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
    const cacheKey = cache?.canRead ? cache.keyFor(params, ctx.spec.trial) : void 0;
    if (cacheKey) {
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
          if (cacheKey && cache.canWrite && !r.cached) {
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
      } else if (known && !this.opts.journal.batches.get(known.batch_id).ended) {
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
    const reqOpts = { maxRetries: this.o.apiRetries, signal };
    let wait = firstWaitMs;
    let next = Math.max(1, this.o.poll.initialMs);
    for (; ; ) {
      if (wait > 0) await sleep(wait, signal);
      if (signal.aborted) throw abortError(signal);
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
      const w = this.dispatched.get(l.custom_id);
      if (!w) continue;
      this.dispatched.delete(l.custom_id);
      this.settleWaiter(w, l.result, false);
    }
    const info = await client.messages.batches.retrieve(batchId, {}, reqOpts).catch(() => void 0);
    const counts = info ? { ...info.request_counts } : {};
    await journal.append({ v: 1, type: "ended", batch_id: batchId, at: (/* @__PURE__ */ new Date()).toISOString(), ...info ? { request_counts: info.request_counts } : {} });
    this.emit({ type: "ended", batchId, counts });
    for (const id of journal.batches.get(batchId).customIds) {
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
    const ids = this.opts.journal.batches.get(batchId).customIds;
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
    if (signal.aborted) return resolve();
    const t = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(t);
      resolve();
    };
    signal.addEventListener("abort", onAbort, { once: true });
  });
}

// src/run/batch/runner.ts
function pollFromEnv(env, fallback) {
  const ms = Number(env["SKILL_EVALS_BATCH_POLL_MS"]);
  if (Number.isFinite(ms) && ms > 0) return { initialMs: ms, maxMs: ms, factor: 1 };
  return fallback;
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

// src/demo/simulated-model.ts
import { createHash as createHash2 } from "node:crypto";
var tokens = (s) => Math.max(1, Math.ceil(s.length / 4));
function hashOf(s) {
  return createHash2("sha256").update(s).digest("hex");
}
function jsonResponse(status, body, requestId) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", "request-id": requestId }
  });
}
function errorResponse(status, type, message2, requestId) {
  return jsonResponse(status, { type: "error", error: { type, message: message2 }, request_id: requestId }, requestId);
}
function systemText(system) {
  if (typeof system === "string") return system;
  if (Array.isArray(system)) return system.map((b) => typeof b?.text === "string" ? b.text : "").join("\n\n");
  return "";
}
function blocksOf(content) {
  if (typeof content === "string") return [{ type: "text", text: content }];
  return Array.isArray(content) ? content : [];
}
function textOfBlocks(content) {
  return blocksOf(content).map((b) => b?.type === "text" ? b.text : b?.type === "tool_result" ? textOfBlocks(b.content) : "").join("\n");
}
var STOP_WORDS = new Set(
  "a an and are as at be by can do does for from has have how i in into is it its me my of on or our please should so that the their them then there these this to use using we what when which will with would you your write create make file files document".split(
    " "
  )
);
function keyWords(text, max) {
  const out = [];
  for (const w of text.toLowerCase().match(/[a-z][a-z0-9-]{2,}/g) ?? []) {
    if (STOP_WORDS.has(w) || out.includes(w)) continue;
    out.push(w);
    if (out.length >= max) break;
  }
  return out;
}
function headingsOf(markdown) {
  const out = [];
  let inFence = false;
  for (const line of markdown.split("\n")) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    if (inFence) continue;
    const m = /^(#{1,3})\s+(.+?)\s*#*\s*$/.exec(line);
    if (m && !out.some((h) => h.text === m[2])) out.push({ level: m[1].length, text: m[2] });
  }
  return out;
}
function listedSkills(system) {
  const block = /<available_skills>([\s\S]*?)<\/available_skills>/.exec(system)?.[1];
  if (!block) return [];
  const out = [];
  for (const m of block.matchAll(/<skill>\s*<name>([\s\S]*?)<\/name>\s*<description>([\s\S]*?)<\/description>\s*<\/skill>/g)) {
    out.push({ name: m[1].trim(), description: m[2].trim() });
  }
  return out;
}
function preloadedSkill(system) {
  const m = /<skill name="([^"]+)">\s*(?:<description>[\s\S]*?<\/description>)?([\s\S]*?)<\/skill>/.exec(system);
  return m ? { name: m[1], body: m[2].trim() } : null;
}
function pick(h, offset, options) {
  return options[parseInt(h.slice(offset, offset + 4), 16) % options.length];
}
var FOOTER = "_Generated by the skill-evals simulated model (deterministic, no API call was made)._";
var FOOTER_COMMENT = "<!-- generated by the skill-evals simulated model (deterministic, no API call was made) -->";
var SIMULATED_TODAY = "2026-01-15";
var stripLineNumbers = (s) => s.replace(/^ *\d+\t/gm, "");
var safePath = (p) => p.length > 0 && !p.startsWith("/") && !p.split("/").includes("..");
var sentenceCase = (s) => s ? s[0].toUpperCase() + s.slice(1) : s;
var kebab = (s) => s.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "").split("-").filter((w) => w && !["a", "an", "the", "our", "my", "we", "of"].includes(w)).slice(0, 8).join("-");
var joinList = (xs, and = "and") => xs.length <= 1 ? xs.join("") : `${xs.slice(0, -1).join(", ")} ${and} ${xs[xs.length - 1]}`;
function resultOf(c, name, key) {
  for (const u of c.uses) if (u.name === name && key(u.input ?? {})) return c.results.get(u.id);
  return void 0;
}
var readResult = (c, file) => {
  const r = resultOf(c, "Read", (i) => String(i.file_path ?? "").replace(/^\.\//, "") === file);
  return r && !r.isError ? stripLineNumbers(r.text) : null;
};
var attempted = (c, name, key) => c.uses.some((u) => u.name === name && String(u.input?.file_path ?? u.input?.pattern ?? "").replace(/^\.\//, "") === key);
var FILE_RE = /(?:^|[\s`'"(])((?:[\w.-]+\/)*[\w.-]*\w\.(?:md|markdown|txt|json|ya?ml|csv|html|py|js|ts|sh|sql|toml|xml))(?=$|[\s`'".,;:!?)])/gi;
var WRITE_VERBS = /* @__PURE__ */ new Set(["write", "create", "save", "produce", "generate", "output", "draft", "put", "store"]);
var EDIT_VERBS = /* @__PURE__ */ new Set(["update", "edit", "modify", "extend", "amend", "append", "change", "revise"]);
function promptFiles(prompt) {
  const out = [];
  for (const m of prompt.matchAll(FILE_RE)) {
    const p = m[1].replace(/^\.\//, "");
    if (!safePath(p) || out.some((f) => f.path === p)) continue;
    const before = prompt.slice(0, m.index).toLowerCase().match(/[a-z]+/g)?.slice(-3) ?? [];
    const last = before[before.length - 1];
    const role = last === "into" || last === "as" || before.some((w) => WRITE_VERBS.has(w)) ? "output" : before.some((w) => EDIT_VERBS.has(w)) ? "edit" : "input";
    out.push({ path: p, role });
  }
  return out;
}
function sentencesOf(body) {
  const units = [];
  let inFence = false;
  for (const raw of body.split("\n")) {
    if (/^\s*(```|~~~)/.test(raw)) {
      inFence = !inFence;
      continue;
    }
    if (inFence) continue;
    const line = raw.trim();
    if (!line || /^#/.test(line)) {
      units.push("");
      continue;
    }
    const starts = /^(\d+[.)]|[-*+])\s+/.test(line);
    if (starts || units.length === 0 || units[units.length - 1] === "") units.push(line.replace(/^(\d+[.)]|[-*+])\s+/, ""));
    else units[units.length - 1] += ` ${line}`;
  }
  return units.filter(Boolean).flatMap((u) => u.split(/(?<=\.)\s+(?=[A-Z`*])/));
}
function skillInfo(name, rawBody) {
  const body = rawBody.replace(/^---\n[\s\S]*?\n---\n/, "");
  const info = {
    name,
    body,
    resources: [],
    reads: [],
    outputs: [],
    listDirs: [],
    headings: [],
    fields: [],
    categories: [],
    dropWords: [],
    rules: [],
    settings: /* @__PURE__ */ new Map(),
    sentences: sentencesOf(body)
  };
  const add = (xs, x) => void (xs.includes(x) ? void 0 : xs.push(x));
  for (const s of info.sentences) {
    const ticks = [...s.matchAll(/`([^`]+)`/g)].map((m) => m[1].trim());
    for (const t of ticks) {
      if (t.startsWith("#")) {
        if (!info.headings.some((x) => x.text === t)) info.headings.push({ text: t, sentence: s });
        continue;
      }
      const kv = /^([a-z_]+):\s*(\S.*)$/.exec(t);
      if (kv) info.settings.set(kv[1], kv[2]);
      if (/\s/.test(t) || !safePath(t)) continue;
      if (/^(references|scripts|assets|templates|examples)\//.test(t)) add(info.resources, t);
      else if (t.endsWith("/")) {
        if (/\b(list|find|look|scan|check)\b/i.test(s)) add(info.listDirs, t);
      } else if (/\.[a-z]{1,8}$/i.test(t)) {
        if (/\b(write|create|generate|save|produce)\b/i.test(s)) add(info.outputs, t);
        else if (/\b(read|open|check|look|find)\b/i.test(s)) add(info.reads, t);
      }
    }
    const cats = ticks.filter((t) => /^[A-Z][a-z]+$/.test(t));
    if (cats.length >= 3 && info.categories.length === 0) info.categories = cats;
    const drop = /\bdrop\s+[\w\s]*?\(([^)]*)\)/i.exec(s);
    if (drop) {
      for (const part of drop[1].split(/,|\bor\b|\band\b/)) {
        for (const w of part.split(/\b(?:without|with|that|which)\b/)[0].toLowerCase().match(/[a-z]{2,}/g) ?? []) add(info.dropWords, stem(w));
      }
    }
    if (/^(do not|don't|never)\b/i.test(s)) info.rules.push(s);
  }
  for (const m of body.matchAll(/\*\*([^*\n]+)\*\*(?:\s*\(([^)]*)\))?/g)) {
    if (!info.fields.some((f) => f.name === m[1])) info.fields.push({ name: m[1], hint: m[2] ?? "" });
  }
  return info;
}
function stem(word) {
  let w = word.toLowerCase();
  for (const suf of ["ations", "ation", "ings", "ing", "ies", "ied", "al", "ed", "es", "e", "s"]) {
    if (w.length - suf.length >= 3 && w.endsWith(suf)) {
      w = w.slice(0, -suf.length);
      break;
    }
  }
  if (/([b-df-hj-np-tv-z])\1$/.test(w)) w = w.slice(0, -1);
  return w;
}
function itemsOfDocument(text) {
  const out = [];
  for (const m of text.matchAll(/^\s*(?:[-*+]|\d+[.)])\s*\**([A-Z][A-Z0-9]*-\d+)\**\s*[:.)–—-]\s*(.+?)\s*$/gm)) {
    if (!out.some((i) => i.id === m[1])) out.push({ id: m[1], text: m[2] });
  }
  return out;
}
function itemsOfPrompt(prompt) {
  const out = [];
  for (const seg of prompt.split(/(?=#\d+\s)/)) {
    const m = /^#(\d+)\s+([\s\S]+)$/.exec(seg);
    if (!m) continue;
    const text = m[2].split(/(?<=[a-z0-9])\.\s|\n/)[0].replace(/[\s,;.]+$/, "").replace(/\s+and$/, "").trim();
    if (text) out.push({ id: `#${m[1]}`, text });
  }
  return out;
}
function scopeOf(prompt, items) {
  const range = /\b([A-Z][A-Z0-9]*)-(\d+)\s*(?:to|through|until|-|–|\.\.)\s*(?:\1-)?(\d+)\b/.exec(prompt);
  if (range) {
    const [lo, hi] = [Number(range[2]), Number(range[3])].sort((a, b) => a - b);
    const inRange = items.filter((i) => i.id.startsWith(`${range[1]}-`) && Number(i.id.split("-")[1]) >= lo && Number(i.id.split("-")[1]) <= hi);
    if (inRange.length > 0) return new Set(inRange.map((i) => i.id));
  }
  const named = items.filter((i) => new RegExp(`\\b${i.id}\\b`).test(prompt));
  return named.length > 0 && named.length < items.length ? new Set(named.map((i) => i.id)) : null;
}
function peopleIn(prompt) {
  const out = [];
  for (const m of prompt.matchAll(/\b[A-Z][a-z]{1,14}\b/g)) {
    const before = prompt.slice(0, m.index).trimEnd();
    if (before === "" || /[.!?:]$/.test(before)) continue;
    if (!out.includes(m[0])) out.push(m[0]);
  }
  return out;
}
function optionsIn(prompt) {
  const word = "[A-Za-z][\\w.+'-]*";
  const from = new RegExp(`\\bfrom\\s+(${word}(?:\\s+${word}){0,2}?)\\s+to\\s+(${word}(?:\\s+${word}){0,2}?)(?=\\s+(?:for|because|since|in|on|so)\\b|[;,.]|$)`).exec(prompt);
  const over = new RegExp(`\\b(${word})\\s+(?:over|instead of|rather than)\\s+(${word})`).exec(prompt);
  const vs = new RegExp(`\\b(${word})\\s+(?:vs\\.?|versus)\\s+(${word})`).exec(prompt);
  const m = from ?? over ?? vs;
  if (!m) return null;
  const options = from ? [m[1], m[2]] : [m[1], m[2]];
  const chosen = from ? m[2] : m[1];
  const rest = prompt.slice((m.index ?? 0) + m[0].length);
  const purpose = /\bfor\s+(?:our|the|a|an|my|your)?\s*([^;,.()]+)/i.exec(rest)?.[1]?.trim() ?? "";
  return { options, chosen, purpose };
}
function titleOf(prompt) {
  const first = prompt.trim().split(/(?<=[.!?])\s|\n/)[0] ?? "Task";
  const t = first.replace(/[#*`]/g, "").trim();
  return t.length > 80 ? `${t.slice(0, 77)}…` : t || "Task";
}
function answerWhich(prompt, items) {
  const q = /\bwhich\s+(\w+)\s+(?:is|are)\s+(?:the\s+)?(\w+)/i.exec(prompt);
  if (!q || items.length === 0) return null;
  const weight = (t) => (t.match(/\b(never|every|once|only|after|before|limit\w*|expire\w*|within|per|all|must|\d+)\b/gi) ?? []).length;
  const best = [...items].sort((a, b) => weight(b.text) - weight(a.text))[0];
  return `The ${q[2].toLowerCase()} ${q[1].toLowerCase()} is ${best.id} (${best.text.replace(/\.$/, "")}), because it has the most conditions to get right and to test, and a mistake there is visible to users.`;
}
function flawOf(c, groups) {
  const kinds = groups.filter((g) => g.length > 0);
  if (kinds.length === 0 || parseInt(c.seed.slice(0, 4), 16) % 3 !== 0) return null;
  return pick(c.seed, 8, pick(c.seed, 4, kinds));
}
function fillPath(pattern, c, title, number) {
  return pattern.replace(/N{2,}|#{2,}/g, (m) => String(number).padStart(m.length, "0")).replace(/YYYY-MM-DD/g, SIMULATED_TODAY).replace(/<[^>]+>/g, () => kebab(title) || "untitled");
}
function nextNumber(c, dirs) {
  let max = 0;
  for (const d of dirs) {
    const r = resultOf(c, "Glob", (i) => String(i.pattern ?? "") === `${d}*`);
    for (const m of r?.text.matchAll(/(\d{2,})/g) ?? []) max = Math.max(max, Number(m[1]));
  }
  return max + 1;
}
function resourceTexts(c, skill) {
  return skill.resources.flatMap((r) => {
    const t = readResult(c, `.claude/skills/${skill.name}/${r}`);
    return t ? [{ path: r, text: t }] : [];
  });
}
function headingsOutsideFences(markdown, minLevel = 1) {
  return headingsOf(markdown).filter((h) => h.level >= minLevel).map((h) => h.text);
}
function fillTemplate(c, skill, template, number) {
  const decision = optionsIn(c.prompt);
  const purpose = decision?.purpose || keyWords(c.prompt, 4).join(" ");
  const options = decision?.options ?? [sentenceCase(keyWords(c.prompt, 3).join(" ") || "the proposal"), "Keep the current approach"];
  const chosen = decision?.chosen ?? options[0];
  const others = options.filter((o) => o !== chosen);
  const title = decision ? `${sentenceCase(chosen)} over ${others.join(", ")}${purpose ? ` for ${purpose}` : ""}` : sentenceCase(keyWords(c.prompt, 6).join(" "));
  const people = peopleIn(c.prompt);
  const fm = /^---\n([\s\S]*?)\n---\n/.exec(template);
  const fmKeys = fm ? [...fm[1].matchAll(/^([\w-]+):/gm)].map((m) => m[1]) : [];
  const flaw = flawOf(c, [fmKeys.map((k) => `fm:${k}`)]);
  const lines = [];
  if (fm) {
    lines.push("---");
    for (const line of fm[1].split("\n")) {
      const m = /^([\w-]+):\s*(.*)$/.exec(line);
      if (!m) continue;
      const [, key, value] = m;
      if (flaw === `fm:${key}`) continue;
      let v = value;
      if (skill.settings.has(key)) v = skill.settings.get(key);
      else if (/date/i.test(key)) v = SIMULATED_TODAY;
      else if (/^\[\s*\]$/.test(value.trim()) && people.length > 0) v = `[${people.join(", ")}]`;
      lines.push(`${key}: ${v}`);
    }
    lines.push("---");
  }
  const pro = (o) => o === chosen ? `${o} fits ${purpose || "the need"} best` : decision?.options[0] === o && decision.chosen !== o ? `${o} is what we know today and needs no migration` : `${o} is a proven alternative`;
  const con = (o) => o === chosen ? `adopting ${o} needs migration work and new operational know-how` : `${o} fits ${purpose || "the need"} less well`;
  const fill = (line, option) => line.replace(/N{3,}/g, String(number).padStart(4, "0")).replace(/YYYY-MM-DD/g, SIMULATED_TODAY).replace(/<([^>]+)>/g, (_m, inner) => {
    const p = inner.toLowerCase();
    const n = /option\s*(\d+)/.exec(p);
    if (n) return options[Number(n[1]) - 1] ?? options[options.length - 1];
    if (/^option$/.test(p)) return chosen;
    if (/title/.test(p)) return title;
    if (/justification|because|reason/.test(p)) return `it fits ${purpose || "the need"} better than ${joinList(others)}`;
    if (/argument|positive|negative|consequence/.test(p)) return /bad|negative/i.test(line) || /negative/.test(p) ? con(option ?? chosen) : pro(option ?? chosen);
    if (/driver|force|concern/.test(p)) return `${sentenceCase(purpose || "the use case")} must stay reliable and simple to operate`;
    if (/sentence|situation|context|problem|question/.test(p))
      return `${c.prompt.trim().split(/(?<=[.!?;])\s/)[0].replace(/;$/, ".")} The question is which option serves ${purpose || "this need"} better: ${joinList(options, "or")}.`;
    return keyWords(c.prompt, 5).join(" ");
  });
  const body = fm ? template.slice(fm[0].length) : template;
  const bodyLines = body.split("\n");
  for (let i = 0; i < bodyLines.length; i++) {
    const line = bodyLines[i];
    const head = /^(#{1,6})\s+.*<option\s*1>/i.exec(line);
    if (head) {
      let j = i + 1;
      while (j < bodyLines.length && !(/^(#{1,6})\s/.exec(bodyLines[j]) && bodyLines[j].match(/^#+/)[0].length <= head[1].length)) j++;
      const block = bodyLines.slice(i, j);
      options.forEach((o, k) => {
        for (const b of block) lines.push(fill(b.replace(/option\s*1/gi, `option ${k + 1}`), o));
        if (k < options.length - 1 && block[block.length - 1].trim() !== "") lines.push("");
      });
      i = j - 1;
      continue;
    }
    const listed2 = /^(\s*[-*]\s+)<option\s*\d+>\s*$/i.exec(line);
    if (listed2) {
      if (!/<option\s*1>/i.test(line)) continue;
      for (const o of options) lines.push(`${listed2[1]}${o}`);
      continue;
    }
    lines.push(fill(line, null));
  }
  while (lines.length > 0 && lines[lines.length - 1].trim() === "") lines.pop();
  lines.push("", "---", FOOTER, "");
  const notes = [`Decision: ${chosen}${others.length ? ` over ${joinList(others)}` : ""}${purpose ? ` for ${purpose}` : ""}${skill.settings.get("status") && flaw !== "fm:status" ? ` (status: ${skill.settings.get("status")})` : ""}.`];
  if (people.length > 0 && fmKeys.some((k) => /decider|owner|author/.test(k)) && flaw !== "fm:deciders") notes.push(`Deciders: ${joinList(people)}.`);
  return { content: lines.join("\n"), title, notes, flaw };
}
function itemDocument(c, skill, items, deferred, inputTitle, pattern, fields) {
  const fixed = skill.headings.filter((x) => x !== pattern && /^#{2,}\s/.test(x.text) && !/<[^>]+>|\bN\b/.test(x.text));
  const flaw = flawOf(c, [items.length >= 3 ? ["item"] : [], fields.map((f) => `field:${f.name}`), fixed.map((f) => `section:${f.text}`)]);
  if (flaw === "item") {
    const lost = items[1 + parseInt(c.seed.slice(12, 16), 16) % (items.length - 1)];
    items = items.filter((i) => i !== lost);
  }
  const usedFields = fields.filter((f) => flaw !== `field:${f.name}`);
  const lines = [];
  const h1 = skill.headings.find((x) => /^#\s/.test(x.text));
  const feature = inputTitle || sentenceCase(keyWords(c.prompt, 3).join(" "));
  lines.push(h1 ? h1.text.replace(/<[^>]+>/g, feature) : `# ${feature}`, "");
  const sources = promptFiles(c.prompt).filter((f) => f.role !== "output").map((f) => `\`${f.path}\``);
  if (sources.length > 0) lines.push(`Source: ${sources.join(", ")}.`, "");
  if (skill.sentences.some((s) => /^list\b/i.test(s) && /bullet/i.test(s))) {
    lines.push("## Requirements", "");
    for (const it of items) lines.push(`- ${it.id}: ${it.text}`);
    lines.push("");
  }
  const noun = /^#+\s+(\w+)/.exec(pattern.text)?.[1] ?? "Item";
  items.forEach((it, k) => {
    const title = it.text.replace(/\.$/, "").replace(/^(a|an|the)\s+/i, "");
    const short = title.length > 60 ? `${title.slice(0, 57).replace(/\s+\S*$/, "")}…` : title;
    lines.push(pattern.text.replace(/\bN\b/, String(k + 1)).replace(/<[^>]+>/g, sentenceCase(short)), "");
    for (const f of usedFields) {
      const hint = f.hint.toLowerCase();
      const choices = [...f.hint.matchAll(/`([^`]+)`/g)].map((m) => m[1]).filter((x) => x !== "none");
      let value;
      if (/\bids?\b|identifier|requirement/.test(hint)) value = it.id;
      else if (/number|depend/.test(hint) || /depend/i.test(f.name)) value = k === 0 ? "none" : `${noun} ${k}`;
      else if (choices.length >= 2) {
        const words3 = it.text.split(/\s+/).length;
        value = choices[Math.min(choices.length - 1, words3 < 9 ? 0 : words3 < 13 ? 1 : 2)];
      } else value = `a test shows that ${title.charAt(0).toLowerCase()}${title.slice(1)}`;
      lines.push(`- **${f.name}**: ${value}`);
    }
    lines.push("");
  });
  for (const f of fixed) {
    if (flaw === `section:${f.text}`) continue;
    lines.push(f.text, "");
    const map = /mapping each (\w+) to (?:its |their )?(\w+)/i.exec(f.sentence);
    if (/\btable\b/i.test(f.sentence)) {
      lines.push(`| ${sentenceCase(map?.[1] ?? "Item")} | ${sentenceCase(map?.[2] ?? noun + "s")} |`, "|---|---|");
      items.forEach((it, k) => lines.push(`| ${it.id} | ${noun} ${k + 1} |`));
      for (const d of deferred) lines.push(`| ${d.id} | deferred |`);
    } else for (const it of items) lines.push(`- ${it.id}`);
    lines.push("");
  }
  if (deferred.length > 0) {
    lines.push("## Deferred", "");
    for (const d of deferred) lines.push(`- ${d.id}: ${d.text} (out of scope for this request)`);
    lines.push("");
  }
  lines.push("---", FOOTER, "");
  const notes = [
    `${items.length} ${noun.toLowerCase()}s${usedFields.length ? `, each with ${joinList(usedFields.map((f) => f.name))}` : ""}; covered: ${items.map((i) => i.id).join(", ")}.`
  ];
  if (deferred.length > 0) notes.push(`Deferred (not planned in this pass): ${deferred.map((d) => d.id).join(", ")}.`);
  return { content: lines.join("\n"), notes };
}
function categorisedSection(c, skill, heading, items, current) {
  const flaw = flawOf(c, [items.length >= 2 ? ["item"] : [], items.some((i) => isDropped(skill, i)) ? ["keep-dropped"] : []]);
  if (flaw === "item") {
    const lost = items[parseInt(c.seed.slice(12, 16), 16) % items.length];
    items = items.filter((i) => i !== lost);
  }
  const groups = /* @__PURE__ */ new Map();
  const dropped = [];
  const fallback = skill.categories.find((k) => /^chang/i.test(k)) ?? skill.categories[0];
  for (const it of items) {
    if (isDropped(skill, it) && flaw !== "keep-dropped") {
      dropped.push(it);
      continue;
    }
    const verb = stem(it.text.split(/\s+/)[0] ?? "");
    const cat = skill.categories.find((k) => stem(k) === verb) ?? fallback;
    groups.set(cat, [...groups.get(cat) ?? [], it]);
  }
  const withRef = /parenthes|pr number|issue number/i.test(skill.body);
  const lines = [heading, ""];
  for (const cat of skill.categories) {
    const g = groups.get(cat);
    if (!g) continue;
    lines.push(`### ${cat}`, "");
    for (const it of g) lines.push(`- ${sentenceCase(it.text)}${withRef ? ` (${it.id})` : ""}`);
    lines.push("");
  }
  lines.push(FOOTER_COMMENT, "");
  const n = items.length - dropped.length;
  const cats = [...groups.keys()];
  const notes = [
    `${n === 2 ? "Both changes are" : `${n} change${n === 1 ? " is" : "s are"}`} listed under ${joinList(cats)}, one bullet per change.`
  ];
  if (dropped.length > 0) notes.push(`Dropped as chores: ${dropped.map((d) => `${d.id} ${d.text}`).join("; ")}.`);
  if (/semantic versioning|semver/i.test(skill.body) && current) {
    const [ma, mi, pa] = current.split(".").map(Number);
    const breaking = cats.some((k) => /^remov/i.test(k)) || items.some((i) => /breaking/i.test(i.text));
    const feature = cats.some((k) => /^add/i.test(k));
    const level = breaking ? "major" : feature ? "minor" : "patch";
    const next = level === "major" ? `${ma + 1}.0.0` : level === "minor" ? `${ma}.${mi + 1}.0` : `${ma}.${mi}.${pa + 1}`;
    const rule = compileSafeRegex(`([\\w\\s]+?)\\s*(?:→|->)\\s*${level}`, "i").exec(skill.body)?.groups[0]?.trim();
    notes.push(`Suggested next version: ${next}, a ${level} bump from ${current}${rule ? ` (rule applied: ${rule} → ${level})` : ""}.`);
  }
  return { section: lines.join("\n"), notes };
}
function isDropped(skill, it) {
  const words3 = (it.text.toLowerCase().match(/[a-z]{2,}/g) ?? []).slice(0, 2).map(stem);
  return words3.some((w) => skill.dropWords.includes(w));
}
function sectionDocument(c, skill) {
  const words3 = keyWords(c.prompt, 12);
  const lines = [`# ${titleOf(c.prompt)}`, ""];
  const heads = headingsOutsideFences(skill.body).slice(0, 8);
  const sections = heads.length > 0 ? heads : ["Overview", "Details", "Next steps"];
  lines.push(`Prepared following the \`${skill.name}\` skill.`, "");
  sections.forEach((head, i) => {
    const at = i * 3 % Math.max(1, words3.length);
    const slice = words3.slice(at, at + 3);
    lines.push(`## ${head}`, "");
    lines.push(slice.length > 0 ? `This section covers ${slice.map((w) => `**${w}**`).join(", ")} as asked in the request.` : "This section addresses the request.", "");
  });
  lines.push("---", FOOTER, "");
  return lines.join("\n");
}
function insertion(file, existing, section) {
  if (existing === null) return { tool: "Write", input: { file_path: file, content: section } };
  const lines = existing.split("\n");
  const anchor = lines.find((l) => /^##\s/.test(l) && lines.filter((x) => x === l).length === 1);
  if (anchor) return { tool: "Edit", input: { file_path: file, old_string: anchor, new_string: `${section}
${anchor}` } };
  return { tool: "Write", input: { file_path: file, content: `${existing.trimEnd()}

${section}` } };
}
function produceWithSkill(c, skill) {
  const files = promptFiles(c.prompt);
  const inputs = files.filter((f) => f.role !== "output").map((f) => ({ path: f.path, text: readResult(c, f.path) }));
  const docItems = inputs.flatMap((f) => f.text ? itemsOfDocument(f.text) : []);
  const promptItems = itemsOfPrompt(c.prompt);
  const inputTitle = inputs.map((f) => /^#\s+(?:[\w ]+:\s*)?(.+)$/m.exec(f.text ?? "")?.[1]?.trim()).find(Boolean)?.replace(/^./, (x) => x.toUpperCase()) ?? "";
  const promptOut = files.find((f) => f.role === "output")?.path;
  const resources = resourceTexts(c, skill);
  const docTemplate = resources.find((r) => /^---\n/.test(r.text) || headingsOutsideFences(r.text).length >= 3);
  const fields = [...skill.fields];
  for (const r of resources) {
    for (const m of r.text.matchAll(/\*\*([^*\n]+)\*\*\s*:/g)) if (!fields.some((f) => f.name === m[1])) fields.push({ name: m[1], hint: "" });
  }
  const templateHeads = new Set(docTemplate ? headingsOutsideFences(docTemplate.text).map((x) => x.toLowerCase()) : []);
  const itemFields = fields.filter((f) => !templateHeads.has(f.name.toLowerCase()));
  const pattern = skill.headings.find((x) => /^#{2,}\s/.test(x.text) && /<[^>]+>|\bN\b/.test(x.text));
  const fixedHeading = skill.headings.find((x) => /^#{2,}\s/.test(x.text) && !/<[^>]+>|\bN\b/.test(x.text));
  const number = nextNumber(c, skill.listDirs);
  if (docTemplate && (skill.outputs.length > 0 || promptOut)) {
    const t = fillTemplate(c, skill, docTemplate.text, number);
    const file2 = promptOut ?? fillPath(skill.outputs[0], c, t.title, number);
    return { tool: "Write", input: { file_path: file2, content: t.content }, notes: [`Used the template \`${docTemplate.path}\`.`, ...t.notes] };
  }
  if (pattern && docItems.length > 0) {
    const scope = scopeOf(c.prompt, docItems);
    const items = scope ? docItems.filter((i) => scope.has(i.id)) : docItems;
    const deferred = scope ? docItems.filter((i) => !scope.has(i.id)) : [];
    const d = itemDocument(c, skill, items, deferred, inputTitle, pattern, itemFields);
    const file2 = promptOut ?? (skill.outputs[0] ? fillPath(skill.outputs[0], c, inputTitle || titleOf(c.prompt), number) : "output.md");
    const notes = [...d.notes];
    const answer = answerWhich(c.prompt, items);
    if (answer) notes.push(answer);
    return { tool: "Write", input: { file_path: file2, content: d.content }, notes };
  }
  if (fixedHeading && skill.categories.length > 0 && promptItems.length > 0) {
    const target = promptOut ?? files.find((f) => f.role === "edit")?.path ?? skill.reads[0] ?? files[0]?.path ?? "CHANGES.md";
    const existing = readResult(c, target);
    const current = /\bv?(\d+\.\d+\.\d+)\b/.exec(c.prompt)?.[1] ?? /^##\s*\[?v?(\d+\.\d+\.\d+)/m.exec(existing ?? "")?.[1] ?? null;
    const s = categorisedSection(c, skill, fixedHeading.text, promptItems, current);
    return { ...insertion(target, existing, s.section), notes: s.notes };
  }
  const file = promptOut ?? (skill.outputs[0] ? fillPath(skill.outputs[0], c, titleOf(c.prompt), number) : "output.md");
  return { tool: "Write", input: { file_path: file, content: sectionDocument(c, skill) }, notes: [] };
}
var DOCUMENT_VERBS = /^(?:please\s+)?(plan|write|draft|create|record|document|prepare|summari[sz]e|outline|break|we need|need|produce|design|propose)\b/i;
function produceWithout(c) {
  const files = promptFiles(c.prompt);
  const items = [...files.flatMap((f) => itemsOfDocument(readResult(c, f.path) ?? "")), ...itemsOfPrompt(c.prompt)];
  const words3 = keyWords(c.prompt, 12);
  const notesBody = () => {
    const lines = [];
    if (items.length > 0) {
      lines.push("## Notes", "");
      for (const it of items) lines.push(`- ${it.text}${it.id.startsWith("#") ? ` (${it.id})` : ""}`);
      lines.push("");
    } else lines.push(words3.length > 0 ? `Notes on ${words3.slice(0, 6).join(", ")}.` : "Notes on the request.", "");
    lines.push("## Next steps", "", "- Review these notes with the team.", "");
    return lines;
  };
  const out = files.find((f) => f.role === "output");
  const edit = files.find((f) => f.role === "edit");
  if (edit) {
    const existing = readResult(c, edit.path);
    const section = ["## Next release", "", ...items.map((it) => `- ${it.text}${it.id.startsWith("#") ? ` (${it.id})` : ""}`), "", FOOTER_COMMENT, ""].join("\n");
    return { tool: "Write", input: { file_path: edit.path, content: existing ? `${existing.trimEnd()}

${section}` : section }, notes: [] };
  }
  if (!out && !DOCUMENT_VERBS.test(c.prompt.trim())) return null;
  const file = out?.path ?? `${kebab(words3.slice(0, 3).join(" ")) || "notes"}.md`;
  const content = [`# ${titleOf(c.prompt)}`, "", ...notesBody(), "---", FOOTER, ""].join("\n");
  return { tool: "Write", input: { file_path: file, content }, notes: [] };
}
function genericAnswer(c) {
  const out = [];
  const files = promptFiles(c.prompt);
  const items = files.flatMap((f) => itemsOfDocument(readResult(c, f.path) ?? ""));
  const which = /\bwhich\s+(\w+)\s+(?:is|are)\s+(?:the\s+)?(\w+)/i.exec(c.prompt);
  if (which && items.length > 0) out.push(`Hard to say which ${which[1].toLowerCase()} is ${which[2].toLowerCase()} without more context; ${items[0].id} is a reasonable first guess.`);
  if (/\bversion\b/i.test(c.prompt) && /\?/.test(c.prompt)) out.push("The next version depends on your release policy; a new version number after the listed changes should do.");
  if (/\bdefer/i.test(c.prompt)) out.push("Anything not listed above can wait for a later iteration.");
  return out;
}
function respond(c) {
  let counter = c.uses.length;
  const toolId = () => `toolu_sim_${c.h.slice(0, 12)}_v${c.variant}_${++counter}`;
  const text = (t) => ({ type: "text", text: t, citations: null });
  const call = (name, input) => ({ type: "tool_use", id: toolId(), name, input });
  const preloaded = preloadedSkill(c.system);
  const listed2 = listedSkills(c.system);
  let skillBody = preloaded?.body ?? null;
  let skillName = preloaded?.name ?? null;
  for (const u of c.uses) {
    const r = c.results.get(u.id);
    if (!r || r.isError) continue;
    if (u.name === "Skill") {
      skillBody = r.text.replace(/^Launching skill:.*\n(?:Base directory.*\n)?\n?/, "");
      skillName = String(u.input?.skill);
    } else if (u.name === "Read" && /\.claude\/skills\/[^/]+\/SKILL\.md$/.test(String(u.input?.file_path ?? ""))) {
      skillBody = stripLineNumbers(r.text);
      skillName = String(u.input?.file_path).split("/").slice(-2)[0];
    }
  }
  const triedSkill = c.uses.some((u) => u.name === "Skill" || u.name === "Read" && String(u.input?.file_path ?? "").endsWith("SKILL.md"));
  if (!skillBody && listed2.length > 0 && !triedSkill && (c.toolNames.has("Skill") || c.toolNames.has("Read"))) {
    const words3 = new Set(keyWords(c.prompt, 50));
    const scored = listed2.map((s, i) => ({ s, i, score: keyWords(s.description, 100).filter((w) => words3.has(w)).length }));
    scored.sort((a, b) => b.score - a.score || a.i - b.i);
    const chosen = scored[0].s;
    const intro = pick(c.h, 0, [`The ${chosen.name} skill looks relevant; loading it first.`, `I'll start by loading the ${chosen.name} skill.`]);
    return {
      content: [
        text(intro),
        c.toolNames.has("Skill") ? call("Skill", { skill: chosen.name }) : call("Read", { file_path: `.claude/skills/${chosen.name}/SKILL.md` })
      ],
      stop: "tool_use"
    };
  }
  const skill = skillBody !== null && skillName ? skillInfo(skillName, skillBody) : null;
  const produced = c.uses.find((u) => u.name === "Write" || u.name === "Edit");
  if (!produced) {
    const calls = [];
    const canRead = c.toolNames.has("Read");
    for (const f of promptFiles(c.prompt)) if (f.role !== "output" && canRead && !attempted(c, "Read", f.path)) calls.push(call("Read", { file_path: f.path }));
    if (skill) {
      for (const r of skill.reads) {
        const p = r.replace(/^\.\//, "");
        if (canRead && !attempted(c, "Read", p) && !calls.some((x) => x.input.file_path === p)) calls.push(call("Read", { file_path: p }));
      }
      for (const r of skill.resources) {
        const p = `.claude/skills/${skill.name}/${r}`;
        if (canRead && !attempted(c, "Read", p)) calls.push(call("Read", { file_path: p }));
      }
      for (const d of skill.listDirs) if (c.toolNames.has("Glob") && !attempted(c, "Glob", `${d}*`)) calls.push(call("Glob", { pattern: `${d}*` }));
    }
    if (calls.length > 0) {
      const what = calls.map((x) => x.input.file_path ?? x.input.pattern).join(", ");
      const intro = skill ? pick(c.h, 4, [`Following the ${skill.name} skill, I'll first look at ${what}.`, `First, the inputs: ${what}.`]) : pick(c.h, 4, [`Let me look at ${what} first.`, `Reading ${what}.`]);
      return { content: [text(intro), ...calls], stop: "tool_use" };
    }
  }
  const production = skill ? produceWithSkill(c, skill) : produceWithout(c);
  if (!produced && production && c.toolNames.has(production.tool)) {
    const file = production.input.file_path;
    const intro = pick(c.h, 8, production.tool === "Edit" ? [`Updating ${file}.`, `Editing ${file} now.`] : [`Writing ${file}.`, `Creating ${file} now.`]);
    return { content: [text(intro), call(production.tool, production.input)], stop: "tool_use" };
  }
  const result = produced ? c.results.get(produced.id) : void 0;
  const parts = [];
  if (!produced) {
    const words3 = keyWords(c.prompt, 8);
    parts.push(
      production ? `(simulated model) No ${production.tool} tool was available, so here is a short answer: ${words3.join(", ") || "done"}.` : `(simulated model) Answering directly${words3.length ? ` (${words3.slice(0, 4).join(", ")})` : ""}; no files were needed.`
    );
  } else if (result?.isError) {
    parts.push(`(simulated model) Could not ${produced.name === "Edit" ? "update" : "write"} ${String(produced.input?.file_path)}: ${result.text.slice(0, 200)}`);
  } else {
    const verb = produced.name === "Edit" ? "Updated" : "Wrote";
    parts.push(`(simulated model) ${verb} ${String(produced.input?.file_path)}${skill ? ` following the ${skill.name} skill` : ""}.`);
  }
  if (production) parts.push(...production.notes);
  if (skill) {
    for (const rule of skill.rules) {
      parts.push(`As the skill says: "${rule}"${/implement|code/i.test(rule) ? " No code was written; this is a plan only." : ""}`);
    }
  } else parts.push(...genericAnswer(c));
  return { content: [text(parts.join(" "))], stop: "end_turn" };
}
function judge(body) {
  const messages = Array.isArray(body.messages) ? body.messages : [];
  const last = messages.length > 0 ? textOfBlocks(messages[messages.length - 1].content) : "";
  const expectation = /<expectation>([\s\S]*?)<\/expectation>/.exec(last)?.[1]?.trim() ?? last;
  const material = agentMaterial(last, expectation).toLowerCase();
  const stems = new Set((material.match(/[a-z][a-z0-9-]{2,}/g) ?? []).map(stem));
  const has = (w) => material.includes(w) || stems.has(stem(w));
  const words3 = keyWords(expectation, 30).filter((w) => !JUDGE_META_WORDS.has(w));
  const found = words3.filter(has);
  const missing = words3.filter((w) => !has(w));
  const passed = words3.length > 0 && found.length / words3.length >= 0.6;
  const evidence = `(simulated judge, no model call) ${found.length} of ${words3.length} content words of the expectation appear in what the agent produced` + (found.length > 0 ? `; found: ${found.slice(0, 8).join(", ")}` : "") + (missing.length > 0 ? `; missing: ${missing.slice(0, 8).join(", ")}` : "") + `. Verdict: ${passed ? "PASS" : "FAIL"} (pass needs at least 60%).`;
  return { content: [{ type: "text", text: JSON.stringify({ evidence, passed }), citations: null }], stop: "end_turn" };
}
var JUDGE_META_WORDS = new Set(
  "reply replies response answer agent names named mentions mentioned explains explained says states describes lists listed contains includes was were been not are".split(" ")
);
function agentMaterial(last, expectation) {
  const inner = /<untrusted_material>([\s\S]*)<\/untrusted_material>/.exec(last)?.[1];
  if (inner === void 0) return last.replace(expectation, "");
  const response = /<agent_response>([\s\S]*?)<\/agent_response>/.exec(inner)?.[1] ?? "";
  const files = [...inner.matchAll(/<workspace_file\b[^>]*>([\s\S]*?)<\/workspace_file>/g)].map((m) => m[1]);
  const transcript = /<transcript>([\s\S]*?)<\/transcript>/.exec(inner)?.[1];
  if (transcript === void 0) return inner;
  const turns = transcript.split(/^(?=## )/m).filter((s) => /^## Turn \d+: Assistant/.test(s) || /^## Final Response/.test(s));
  return [response, ...files, ...turns].join("\n");
}
var noCacheControl = (k, v) => k === "cache_control" ? void 0 : v;
function conversationOf(body, starts) {
  const messages = Array.isArray(body.messages) ? body.messages : [];
  const root = hashOf(JSON.stringify({ model: body.model, system: body.system, tools: body.tools, first: messages[0] }, noCacheControl));
  let variant = 0;
  if (messages.length === 1) {
    variant = starts.get(root) ?? 0;
    starts.set(root, variant + 1);
  } else {
    for (const m of messages) {
      if (m?.role !== "assistant") continue;
      const id = blocksOf(m.content).find((b) => b?.type === "tool_use")?.id;
      const v = /^toolu_sim_[0-9a-f]+_v(\d+)_/.exec(String(id ?? ""))?.[1];
      if (v !== void 0) variant = Number(v);
      break;
    }
  }
  const uses = [];
  const results = /* @__PURE__ */ new Map();
  for (const m of messages) {
    for (const b of blocksOf(m.content)) {
      if (m.role === "assistant" && b?.type === "tool_use") uses.push({ id: b.id, name: b.name, input: b.input });
      if (m.role === "user" && b?.type === "tool_result") results.set(b.tool_use_id, { text: textOfBlocks(b.content), isError: b.is_error === true });
    }
  }
  return {
    prompt: messages.length > 0 ? textOfBlocks(messages[0].content) : "",
    system: systemText(body.system),
    toolNames: new Set((Array.isArray(body.tools) ? body.tools : []).map((t) => t?.name)),
    uses,
    results,
    h: hashOf(`${JSON.stringify({ model: body.model, system: body.system, tools: body.tools, messages }, noCacheControl)}#${variant}`),
    variant,
    seed: hashOf(`${root}#${variant}`)
  };
}
function cachePrefixes(body) {
  const seq = [];
  const marks = [];
  const push = (x) => {
    seq.push(x);
    if (x && typeof x === "object" && x.cache_control) marks.push(seq.length);
  };
  for (const t of body.tools ?? []) push(t);
  if (typeof body.system === "string") seq.push(body.system);
  else for (const b of body.system ?? []) push(b);
  for (const m of body.messages ?? []) for (const b of blocksOf(m.content)) push({ role: m.role, ...b });
  const strip = (x) => JSON.stringify(x, (k, v) => k === "cache_control" ? void 0 : v);
  return marks.map((n) => {
    const text = seq.slice(0, n).map(strip).join("\n");
    return { hash: hashOf(`${body.model}
${text}`), tokens: tokens(text) };
  });
}
function createSimulatedFetch() {
  const cache = /* @__PURE__ */ new Set();
  const starts = /* @__PURE__ */ new Map();
  let n = 0;
  return async (input, init) => {
    const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url);
    const method = (init?.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();
    let raw = "";
    if (typeof init?.body === "string") raw = init.body;
    else if (init?.body instanceof Uint8Array) raw = new TextDecoder().decode(init.body);
    else if (input instanceof Request) raw = await input.text();
    const requestId = `req_sim_${hashOf(raw).slice(0, 16)}_${++n}`;
    if (method !== "POST" || url.pathname.replace(/\/+$/, "") !== "/v1/messages") {
      return errorResponse(404, "not_found_error", `simulated model: only POST /v1/messages is supported (got ${method} ${url.pathname})`, requestId);
    }
    let body;
    try {
      body = JSON.parse(raw);
    } catch {
      return errorResponse(400, "invalid_request_error", "simulated model: request body is not JSON", requestId);
    }
    for (const k of ["temperature", "top_p", "top_k"]) {
      if (k in body) return errorResponse(400, "invalid_request_error", `${k}: Extra inputs are not permitted`, requestId);
    }
    if (body.stream === true) return errorResponse(400, "invalid_request_error", "simulated model: streaming is not supported", requestId);
    if (!Array.isArray(body.messages) || body.messages.length === 0) return errorResponse(400, "invalid_request_error", "messages: Field required", requestId);
    const { content, stop } = body.output_config?.format?.type === "json_schema" ? judge(body) : respond(conversationOf(body, starts));
    const h = hashOf(JSON.stringify({ model: body.model, system: body.system, tools: body.tools, messages: body.messages, content }, noCacheControl));
    const total = tokens(JSON.stringify({ system: body.system, tools: body.tools, messages: body.messages }));
    const prefixes = cachePrefixes(body);
    const hit = [...prefixes].reverse().find((p) => cache.has(p.hash));
    const cacheRead = hit?.tokens ?? 0;
    const last = prefixes[prefixes.length - 1];
    const cacheWrite = last && last.tokens > cacheRead ? last.tokens - cacheRead : 0;
    for (const p of prefixes) cache.add(p.hash);
    const message2 = {
      id: `msg_sim_${h.slice(0, 24)}`,
      type: "message",
      role: "assistant",
      model: body.model,
      content,
      stop_reason: stop,
      stop_sequence: null,
      stop_details: null,
      container: null,
      diagnostics: null,
      usage: {
        input_tokens: Math.max(1, total - cacheRead - cacheWrite),
        output_tokens: tokens(JSON.stringify(content)),
        cache_creation_input_tokens: cacheWrite,
        cache_read_input_tokens: cacheRead,
        cache_creation: { ephemeral_5m_input_tokens: cacheWrite, ephemeral_1h_input_tokens: 0 },
        inference_geo: null,
        output_tokens_details: null,
        server_tool_use: null,
        service_tier: "standard",
        speed: null
      }
    };
    return jsonResponse(200, message2, requestId);
  };
}
var simulatedFetch = createSimulatedFetch();

// src/demo/simulated-batch.ts
function json(status, body) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", "request-id": "req_sim_batch" } });
}
function createSimulatedBatchFetch(inner) {
  const batches = /* @__PURE__ */ new Map();
  let n = 0;
  const view = (b, origin) => ({
    id: b.id,
    type: "message_batch",
    processing_status: "ended",
    request_counts: {
      processing: 0,
      succeeded: b.results.filter((r) => r.result.type === "succeeded").length,
      errored: b.results.filter((r) => r.result.type === "errored").length,
      canceled: 0,
      expired: 0
    },
    created_at: b.created,
    expires_at: new Date(Date.parse(b.created) + 864e5).toISOString(),
    ended_at: b.created,
    cancel_initiated_at: null,
    archived_at: null,
    results_url: `${origin}/v1/messages/batches/${b.id}/results`
  });
  return async (input, init) => {
    const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url);
    const path2 = url.pathname.replace(/\/+$/, "");
    if (!path2.startsWith("/v1/messages/batches")) return inner(input, init);
    const method = (init?.method ?? "GET").toUpperCase();
    if (path2 === "/v1/messages/batches" && method === "POST") {
      const raw = typeof init?.body === "string" ? init.body : init?.body instanceof Uint8Array ? new TextDecoder().decode(init.body) : "";
      const body = JSON.parse(raw);
      const b2 = { id: `msgbatch_sim_${String(++n).padStart(6, "0")}`, created: (/* @__PURE__ */ new Date()).toISOString(), results: [] };
      for (const r of body.requests) {
        const res = await inner(`${url.origin}/v1/messages`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(r.params) });
        const data = await res.json();
        if (res.ok) {
          const usage = data["usage"];
          if (usage) usage["service_tier"] = "batch";
          b2.results.push({ custom_id: r.custom_id, result: { type: "succeeded", message: data } });
        } else b2.results.push({ custom_id: r.custom_id, result: { type: "errored", error: data } });
      }
      batches.set(b2.id, b2);
      return json(200, { ...view(b2, url.origin), processing_status: "in_progress", results_url: null, ended_at: null });
    }
    const m = /^\/v1\/messages\/batches\/([^/]+)(\/results)?$/.exec(path2);
    const b = m ? batches.get(m[1]) : void 0;
    if (!m || !b) return json(404, { type: "error", error: { type: "not_found_error", message: `simulated batch not found: ${path2}` } });
    if (m[2]) {
      const text = [...b.results].reverse().map((r) => JSON.stringify(r)).join("\n") + "\n";
      return new Response(text, { status: 200, headers: { "content-type": "application/binary" } });
    }
    return json(200, view(b, url.origin));
  };
}

// src/demo/simulated-triggers.ts
import { createHash as createHash3 } from "node:crypto";
var STOP = new Set(
  "a an and are as at be by can could do does for from has have how i in into is it its me my of on or our please should so that the their them then there these this to use using we what when which will with would you your want need help just some get any all also about like make write create file files document user asks ask skill".split(
    " "
  )
);
function words(text) {
  const out = [];
  for (const w of text.toLowerCase().match(/[a-z][a-z0-9-]{2,}/g) ?? []) {
    if (!STOP.has(w) && !out.includes(w)) out.push(w);
  }
  return out;
}
function systemText2(system) {
  if (typeof system === "string") return system;
  if (Array.isArray(system)) return system.map((b) => typeof b?.text === "string" ? b.text : "").join("\n\n");
  return "";
}
function userText(content) {
  if (typeof content === "string") return content;
  return Array.isArray(content) ? content.map((b) => b?.type === "text" ? String(b.text) : "").join("\n") : "";
}
function listed(system) {
  const block = /<available_skills>([\s\S]*?)<\/available_skills>/.exec(system)?.[1];
  if (!block) return [];
  return [...block.matchAll(/<name>([\s\S]*?)<\/name>\s*<description>([\s\S]*?)<\/description>/g)].map((m) => ({
    name: m[1].trim(),
    description: m[2].replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&").trim()
  }));
}
function message(body, content, stop) {
  const h = createHash3("sha256").update(JSON.stringify({ m: body.messages, s: body.system })).digest("hex");
  const text = JSON.stringify(content);
  return new Response(
    JSON.stringify({
      id: `msg_sim_${h.slice(0, 24)}`,
      type: "message",
      role: "assistant",
      model: body.model,
      content,
      stop_reason: stop,
      stop_sequence: null,
      usage: { input_tokens: Math.ceil(JSON.stringify(body).length / 4), output_tokens: Math.ceil(text.length / 4), cache_creation_input_tokens: 0, cache_read_input_tokens: 0 }
    }),
    { status: 200, headers: { "content-type": "application/json", "request-id": `req_sim_${h.slice(0, 16)}` } }
  );
}
function simulatedImprovement(prompt) {
  const current = /<current_description>\s*"([\s\S]*?)"\s*<\/current_description>/.exec(prompt)?.[1] ?? "";
  const block = (title) => new RegExp(`${title}[^\\n]*\\n([\\s\\S]*?)(?:\\n\\n|<\\/scores_summary>)`).exec(prompt)?.[1]?.replace(/\(triggered \d+\/\d+ times\)/g, "") ?? "";
  const missed = words(block("FAILED TO TRIGGER"));
  const wrong = new Set(words(block("FALSE TRIGGERS")).filter((w) => !missed.includes(w)));
  let base = current.replace(/\s*Also use it when the request mentions[^.]*\.\s*$/, "");
  if (wrong.size > 0) base = base.replace(/[A-Za-z][A-Za-z0-9-]*/g, (w) => wrong.has(w.toLowerCase()) ? "" : w).replace(/ {2,}/g, " ").replace(/ ([.,])/g, "$1").trim();
  const have = new Set(words(base));
  const extra = missed.filter((w) => !have.has(w)).slice(0, 12);
  let out = extra.length > 0 ? `${base} Also use it when the request mentions ${extra.join(", ")}.` : base;
  if ([...out].length > 1024) out = [...out].slice(0, 1e3).join("") + "…";
  return out;
}
function createSimulatedTriggerFetch(opts = {}) {
  const fallback = createSimulatedFetch();
  const minOverlap = opts.minOverlap ?? 2;
  return async (input, init) => {
    const raw = typeof init?.body === "string" ? init.body : void 0;
    let body;
    try {
      body = raw ? JSON.parse(raw) : void 0;
    } catch {
      body = void 0;
    }
    const messages = Array.isArray(body?.messages) ? body.messages : [];
    const format = body?.output_config?.format;
    if (format?.type === "json_schema" && format.schema?.properties?.description) {
      const description = simulatedImprovement(userText(messages[messages.length - 1]?.content));
      return message(body, [{ type: "text", text: JSON.stringify({ description }), citations: null }], "end_turn");
    }
    const system = systemText2(body?.system);
    if (body && messages.length === 1 && system.includes("<available_skills>")) {
      const q = new Set(words(userText(messages[0].content)));
      const scored = listed(system).map((s, i) => ({ s, i, n: words(`${s.name} ${s.description}`).filter((w) => q.has(w)).length })).sort((a, b) => b.n - a.n || a.i - b.i);
      const best = scored[0];
      if (best && best.n >= minOverlap) {
        return message(
          body,
          [
            { type: "text", text: `(simulated model) The ${best.s.name} skill looks relevant; loading it.`, citations: null },
            { type: "tool_use", id: `toolu_sim_${best.i}_${best.n}`, name: "Skill", input: { skill: best.s.name } }
          ],
          "tool_use"
        );
      }
      return message(body, [{ type: "text", text: "(simulated model) No listed skill matches; answering directly.", citations: null }], "end_turn");
    }
    return fallback(input, init);
  };
}

// src/demo/simulated-regression.ts
var STOP2 = new Set(
  "the and for with that this from must should have has are was were not but any all its into when then than what which who whom will would shall can could may might does did done been being also only each per via a an of to in on or by as at be is it no yes output contain contains containing include includes including".split(" ")
);
function words2(text) {
  const out = /* @__PURE__ */ new Set();
  for (const w of text.toLowerCase().match(/[a-z][a-z0-9-]{2,}/g) ?? []) if (!STOP2.has(w)) out.add(w);
  return [...out];
}
function share(expected, material) {
  const ws = words2(expected);
  const m = material.toLowerCase();
  const found = ws.filter((w) => m.includes(w) || w.length > 5 && m.includes(w.slice(0, 5)));
  const missing = ws.filter((w) => !found.includes(w));
  return { pct: ws.length === 0 ? 100 : Math.round(100 * found.length / ws.length), found, missing };
}
var tag = (text, name) => new RegExp(`<${name}>\\n?([\\s\\S]*?)\\n?</${name}>`).exec(text)?.[1] ?? "";
function simulatedGoldenReply(body) {
  const messages = Array.isArray(body?.messages) ? body.messages : [];
  const last = messages.length ? messages[messages.length - 1].content : "";
  const text = typeof last === "string" ? last : Array.isArray(last) ? last.map((b) => typeof b?.text === "string" ? b.text : "").join("") : "";
  const inner = tag(text, "untrusted_material");
  const material = inner.replace(/\(empty: the skill gave no final response\)/, "").replace(/<\/?(agent_response|workspace_file)[^>]*>/g, "").trim();
  const cov = share(tag(text, "expected_output_summary"), material);
  const fmt = share(tag(text, "expected_format"), material);
  const clarity = material ? 90 : 0;
  const evidence = `(simulated golden judge, no model call) coverage ${cov.pct}%: found ${cov.found.slice(0, 8).join(", ") || "nothing"}` + (cov.missing.length ? `; missing ${cov.missing.slice(0, 8).join(", ")}` : "") + `. format ${fmt.pct}%. clarity ${clarity}.`;
  return JSON.stringify({ evidence, coverage: cov.pct, format: fmt.pct, clarity });
}
function isGoldenJudge(body) {
  const f = body?.output_config?.format;
  return f?.type === "json_schema" && f?.schema?.properties?.coverage !== void 0;
}
function createRegressionSimulatedFetch() {
  const inner = createSimulatedFetch();
  let n = 0;
  return async (input, init) => {
    const raw = typeof init?.body === "string" ? init.body : void 0;
    let body;
    try {
      body = raw ? JSON.parse(raw) : void 0;
    } catch {
      body = void 0;
    }
    if (!isGoldenJudge(body)) return inner(input, init);
    const text = simulatedGoldenReply(body);
    const message2 = {
      id: `msg_sim_golden_${++n}`,
      type: "message",
      role: "assistant",
      model: body.model,
      content: [{ type: "text", text, citations: null }],
      stop_reason: "end_turn",
      stop_sequence: null,
      usage: { input_tokens: Math.ceil(raw.length / 4), output_tokens: Math.ceil(text.length / 4), cache_creation_input_tokens: 0, cache_read_input_tokens: 0 }
    };
    return new Response(JSON.stringify(message2), { status: 200, headers: { "content-type": "application/json", "request-id": `req_sim_golden_${n}` } });
  };
}

// src/demo/clients.ts
var SIMULATED_BATCH_POLL = { initialMs: 1, maxMs: 20, factor: 2 };
function messagesFetch(model) {
  switch (model) {
    // one shared instance: its prompt-cache counters carry over between the clients of one process
    case "agent":
      return simulatedFetch;
    case "triggers":
      return createSimulatedTriggerFetch();
    case "regression":
      return createRegressionSimulatedFetch();
  }
}
function demoModelClients(model = "agent") {
  return simulatedModelClients((use) => use === "batch" ? createSimulatedBatchFetch(messagesFetch(model)) : messagesFetch(model));
}

// src/cli/model-clients.ts
function modelClients(simulate, env, model = "agent") {
  return simulate ? demoModelClients(model) : realModelClients(env.ANTHROPIC_API_KEY, env);
}
function batchPoll(env, clients) {
  return pollFromEnv(env, clients.simulated ? { ...SIMULATED_BATCH_POLL } : void 0);
}

export {
  runBatchEvals,
  modelClients,
  batchPoll
};
