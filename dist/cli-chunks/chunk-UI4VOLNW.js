#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  folderSnapshots,
  solveRun
} from "./chunk-AAKPLSH5.js";
import {
  AdaptiveLimiter,
  createGateway
} from "./chunk-A2LUKYEC.js";
import {
  runWorkerEntry
} from "./chunk-XOYDF6WB.js";
import {
  giveNoSandboxNotice
} from "./chunk-SIE5EXHI.js";
import {
  secretValues
} from "./chunk-MKAER5SC.js";
import {
  Anthropic
} from "./chunk-6KZ7IX34.js";

// src/ports/node-fetch.ts
import http from "node:http";
import https from "node:https";
var agents = {
  "http:": new http.Agent({ keepAlive: true, scheduling: "lifo" }),
  "https:": new https.Agent({ keepAlive: true, scheduling: "lifo" })
};
var BUFFERED_RESPONSE = /* @__PURE__ */ Symbol.for("skill-evals.node-fetch.buffered-response");
var BufferedResponse = class _BufferedResponse {
  constructor(bytesRead, status, statusText, headers, url) {
    this.bytesRead = bytesRead;
    this.status = status;
    this.statusText = statusText;
    this.headers = headers;
    this.url = url;
  }
  bytesRead;
  status;
  statusText;
  headers;
  url;
  type = "basic";
  redirected = false;
  used = false;
  stream;
  get ok() {
    return this.status >= 200 && this.status <= 299;
  }
  get bodyUsed() {
    return this.used;
  }
  get body() {
    if (this.bytesRead === null) return null;
    if (this.stream === void 0) {
      const bytes = this.bytesRead;
      this.stream = new ReadableStream(
        {
          pull: (controller) => {
            this.used = true;
            controller.enqueue(new Uint8Array(bytes));
            controller.close();
          }
        },
        { highWaterMark: 0 }
      );
    }
    return this.stream;
  }
  /** The body's bytes, once: a second read (or a read after the stream was taken) is a TypeError, as in fetch. */
  take() {
    if (this.bytesRead === null) return Buffer.alloc(0);
    if (this.used || this.stream?.locked) throw new TypeError("Body is unusable: Body has already been read");
    this.used = true;
    return this.bytesRead;
  }
  async text() {
    const text = this.take().toString("utf8");
    return text.startsWith("\uFEFF") ? text.slice(1) : text;
  }
  async json() {
    return JSON.parse(await this.text());
  }
  async bytes() {
    return new Uint8Array(this.take());
  }
  async arrayBuffer() {
    return (await this.bytes()).buffer;
  }
  async blob() {
    return new Blob([await this.bytes()], { type: this.headers.get("content-type") ?? "" });
  }
  clone() {
    if (this.used || this.stream?.locked) throw new TypeError("Response.clone: Body has already been consumed.");
    return new _BufferedResponse(this.bytesRead, this.status, this.statusText, new Headers(this.headers), this.url);
  }
};
Object.defineProperty(BufferedResponse.prototype, BUFFERED_RESPONSE, { value: true });
function headerRecord(h) {
  const out = {};
  if (!h) return out;
  if (typeof h.forEach === "function" && typeof h.get === "function") h.forEach((v, k) => out[k.toLowerCase()] = v);
  else if (Array.isArray(h) || typeof h[Symbol.iterator] === "function") for (const [k, v] of h) out[k.toLowerCase()] = v;
  else for (const [k, v] of Object.entries(h)) if (v !== void 0) out[k.toLowerCase()] = String(v);
  return out;
}
function abortError(signal) {
  return signal.reason instanceof Error && signal.reason.name === "AbortError" ? signal.reason : new DOMException("This operation was aborted", "AbortError");
}
var nodeFetch = (input, init = {}) => {
  const href = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
  const url = new URL(href);
  const body = init.body;
  const plainBody = body === void 0 || body === null || typeof body === "string" || body instanceof Uint8Array;
  if (!(url.protocol in agents) || !plainBody || input instanceof Request) return fetch(input, init);
  const signal = init.signal ?? void 0;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError(signal));
    const headers = headerRecord(init.headers);
    const payload = body === void 0 || body === null ? void 0 : typeof body === "string" ? Buffer.from(body, "utf8") : body;
    if (payload) headers["content-length"] = String(payload.byteLength);
    const mod = url.protocol === "https:" ? https : http;
    const req = mod.request(url, { method: init.method ?? "GET", headers, agent: agents[url.protocol] }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("error", reject);
      res.on("end", () => {
        signal?.removeEventListener("abort", onAbort);
        const h = new Headers();
        for (let i = 0; i < res.rawHeaders.length; i += 2) h.append(res.rawHeaders[i], res.rawHeaders[i + 1]);
        const status = res.statusCode ?? 0;
        const nullBody = status === 204 || status === 304 || init.method === "HEAD";
        resolve(new BufferedResponse(nullBody ? null : Buffer.concat(chunks), status, res.statusMessage ?? "", h, href));
      });
    });
    const onAbort = () => req.destroy(abortError(signal));
    signal?.addEventListener("abort", onAbort, { once: true });
    req.on("error", (err) => {
      signal?.removeEventListener("abort", onAbort);
      reject(signal?.aborted ? abortError(signal) : err);
    });
    req.end(payload);
  });
};

// src/ports/model-client.ts
function modelClientRecipe(apiKey, env = {}) {
  const picked = {};
  if (env["ANTHROPIC_BASE_URL"] !== void 0) picked.ANTHROPIC_BASE_URL = env["ANTHROPIC_BASE_URL"];
  if (env["ANTHROPIC_OPEN_TELEMETRY"] !== void 0) picked.ANTHROPIC_OPEN_TELEMETRY = env["ANTHROPIC_OPEN_TELEMETRY"];
  return { apiKey, env: picked };
}
function createModelClientFrom(recipe) {
  return createModelClient(recipe.apiKey, recipe.env);
}
var SIMULATED_BASE_URL = "http://simulated.invalid";
function createModelClient(apiKey, env = {}) {
  const otel = env["ANTHROPIC_OPEN_TELEMETRY"] === void 0 ? { openTelemetry: false } : {};
  return new Anthropic({ apiKey, baseURL: env["ANTHROPIC_BASE_URL"] || void 0, maxRetries: 0, fetch: nodeFetch, ...otel });
}
function createSimulatedModelClient(fetch2) {
  return new Anthropic({ apiKey: "simulated", baseURL: SIMULATED_BASE_URL, fetch: fetch2, maxRetries: 0 });
}
function realModelClients(apiKey, env = {}) {
  return { simulated: false, client: () => createModelClient(apiKey, env), recipe: modelClientRecipe(apiKey, env) };
}
function simulatedModelClients(fetchFor) {
  return { simulated: true, client: (use = "messages") => createSimulatedModelClient(fetchFor(use)) };
}

// src/run/workspace-pool.ts
import * as fs from "node:fs";
import path from "node:path";
var MAX_IDLE_PER_KIND = 32;
var WorkspacePool = class {
  idle = /* @__PURE__ */ new Map();
  tops = /* @__PURE__ */ new WeakMap();
  closed = false;
  /** A clean workspace of this kind, or a new one from `make` (`kind` undefined: never pooled). */
  async acquire(kind, make) {
    const reused = kind === void 0 ? void 0 : this.idle.get(kind)?.pop();
    if (reused) {
      this.tops.set(reused.ws, reused.top);
      return reused.ws;
    }
    const ws = await make();
    if (kind !== void 0) this.tops.set(ws, fs.readdirSync(ws.dir).sort());
    return ws;
  }
  /**
   * Hand a workspace back after its run. `clean`: the run can only have changed `written`.
   * Reused when every written file is at the top level and, once they are unlinked, the top level
   * is what the workspace was made with; disposed otherwise.
   */
  async release(kind, ws, written, clean) {
    const top = this.tops.get(ws);
    this.tops.delete(ws);
    const list = kind === void 0 ? void 0 : this.idle.get(kind) ?? [];
    const topLevel = written.every((rel) => rel !== "" && rel !== "." && rel !== ".." && !rel.includes("/") && !rel.includes(path.sep));
    if (!list || !top || !clean || this.closed || !topLevel || list.length >= MAX_IDLE_PER_KIND) return ws.dispose(written);
    try {
      for (const rel of new Set(written)) {
        if (top.includes(rel)) throw new Error("the run replaced a file the workspace was made with");
        try {
          fs.unlinkSync(path.join(ws.dir, rel));
        } catch (err) {
          if (err.code !== "ENOENT") throw err;
        }
      }
      const now = fs.readdirSync(ws.dir).sort();
      if (now.length !== top.length || now.some((n, i) => n !== top[i])) throw new Error("the workspace holds more than it was made with");
    } catch {
      return ws.dispose();
    }
    list.push({ ws, top });
    this.idle.set(kind, list);
  }
  /** Dispose every idle workspace; later releases dispose theirs. */
  async close() {
    this.closed = true;
    const all = [...this.idle.values()].flat();
    this.idle.clear();
    await Promise.all(all.map((i) => i.ws.dispose()));
  }
};

// src/run/threads.ts
import { Worker } from "node:worker_threads";
import { availableParallelism } from "node:os";
import { performance } from "node:perf_hooks";
function createSideGateway(o, parts) {
  return createGateway({
    ...parts,
    maxRetries: o.maxRetries,
    requestTimeoutMs: o.requestTimeoutMs,
    ...o.idleTimeoutMs !== void 0 ? { idleTimeoutMs: o.idleTimeoutMs } : {},
    backoff: o.backoffInitialMs !== void 0 ? { initialMs: o.backoffInitialMs } : void 0
  });
}
var BUSY_UTILIZATION = 0.6;
var BUSY_WINDOW_MS = 200;
var BUSY_WINDOWS = 2;
var LoadWindow = class {
  elu = performance.eventLoopUtilization();
  cpu = process.cpuUsage();
  at = performance.now();
  /** The window since the last call (or since construction); starts the next one. */
  next() {
    const elu = performance.eventLoopUtilization();
    const cpu = process.cpuUsage();
    const at = performance.now();
    const utilization = performance.eventLoopUtilization(elu, this.elu).utilization;
    const cpuMs = (cpu.user - this.cpu.user + cpu.system - this.cpu.system) / 1e3;
    const cpuCores = at > this.at ? cpuMs / (at - this.at) : 0;
    this.elu = elu;
    this.cpu = cpu;
    this.at = at;
    return { utilization, cpuCores };
  }
  static isBusy(w) {
    return w.utilization >= BUSY_UTILIZATION && w.cpuCores >= BUSY_UTILIZATION;
  }
};
var ZERO_STATS = { apiCalls: 0, retries: 0, rateLimited: 0, overloaded: 0, cacheHits: 0, cacheWrites: 0, errors: 0, limit: 0 };
var AUTO_THREADS_MAX = 4;
var AUTO_THREADS_MIN_RUNS = 64;
function autoThreads(runs, cores = availableParallelism()) {
  if (runs < AUTO_THREADS_MIN_RUNS) return 1;
  return Math.max(1, Math.min(AUTO_THREADS_MAX, Math.floor(cores)));
}
function runWorkersAvailable() {
  return runWorkerEntry() !== void 0;
}
function cloneReason(reason) {
  if (reason instanceof Error || reason && typeof reason === "object" && "message" in reason) {
    const r = reason;
    return { ...typeof r.name === "string" ? { name: r.name } : {}, message: String(r.message) };
  }
  return typeof reason === "string" ? reason : void 0;
}
function sideShare(concurrency, sides) {
  return Math.max(1, Math.ceil(concurrency / Math.max(1, sides)));
}
var RunThreads = class {
  o;
  workers = [];
  main;
  share;
  entry;
  started = false;
  startTimer;
  loadTimer;
  seq = 0;
  byWorkers = 0;
  byMain = 0;
  closing = false;
  onAbort = () => this.broadcast({ t: "cancel", reason: cloneReason(this.o.signal?.reason) });
  constructor(o) {
    this.o = o;
    const entry = o.entry ?? runWorkerEntry();
    if (!entry) throw new Error("no run worker script in this process");
    this.entry = entry;
    this.share = sideShare(o.concurrency, o.workers + (o.mainSolves ? 1 : 0));
    this.main = this.makeMain();
    if (o.signal?.aborted) this.onAbort();
    else o.signal?.addEventListener("abort", this.onAbort, { once: true });
  }
  /**
   * Starts the workers, once: when the main thread's first API call (or cache hit) is under way,
   * so loading them does not compete with the way to the first call, or 100 ms after the first
   * run at the latest.
   */
  startWorkers() {
    if (this.started || this.closing) return;
    this.started = true;
    clearTimeout(this.startTimer);
    clearInterval(this.loadTimer);
    const init = {
      client: this.o.client,
      gateway: this.o.gateway,
      limit: this.share,
      cache: this.o.cache && this.o.cache.mode !== "off" ? { dir: this.o.cache.dir, mode: this.o.cache.mode } : void 0,
      solver: this.o.solver,
      outDir: this.o.outDir,
      mode: { runTimeout: this.o.mode.runTimeout, ...this.o.mode.transcriptNote !== void 0 ? { transcriptNote: this.o.mode.transcriptNote } : {} },
      secrets: secretValues()
    };
    try {
      for (let i = 0; i < Math.max(1, Math.floor(this.o.workers)); i++) this.workers.push(this.startWorker(this.entry, init));
    } catch {
    }
    if (this.o.signal?.aborted) this.onAbort();
  }
  startWorker(entry, init) {
    const worker = new Worker(entry.url, { workerData: init });
    let exited;
    let onLoaded;
    const side = {
      worker,
      alive: true,
      ready: false,
      lost: false,
      inFlight: 0,
      known: /* @__PURE__ */ new Set(),
      pending: /* @__PURE__ */ new Map(),
      stats: { ...ZERO_STATS, limit: this.share },
      exited: new Promise((r) => exited = r),
      loaded: new Promise((r) => onLoaded = r),
      onLoaded: () => onLoaded()
    };
    worker.on("message", (m) => this.onMessage(side, m));
    worker.on("error", (err) => this.lose(side, `the worker thread failed: ${typeof err?.message === "string" ? err.message : String(err)}`));
    worker.on("exit", (code) => {
      this.lose(side, `the worker thread exited (code ${code})`);
      side.onLoaded();
      exited();
    });
    return side;
  }
  makeMain() {
    const limiter = new AdaptiveLimiter({ max: this.o.mainSolves && !this.o.whenBusy ? this.share : this.o.concurrency });
    const gateway = createSideGateway(this.o.gateway, {
      client: this.o.mainClient ?? createModelClientFrom(this.o.client),
      limiter,
      cache: this.o.cache,
      onEvent: (e) => {
        if (e.type === "limit") this.broadcast({ t: "limit" });
        else if (!this.started && !this.o.whenBusy && (e.type === "request" || e.type === "cache_hit")) this.startWorkers();
      }
    });
    return { gateway, limiter, pool: new WorkspacePool(), snapshotOf: folderSnapshots(), inFlight: 0 };
  }
  onMessage(side, m) {
    switch (m.t) {
      case "ready":
        side.ready = true;
        side.onLoaded();
        return;
      case "done":
      case "failed": {
        side.stats = m.stats;
        const p = side.pending.get(m.id);
        if (!p) return;
        side.pending.delete(m.id);
        if (m.t === "done") {
          this.byWorkers++;
          p.resolve(m.result);
        } else p.reject(new Error(m.message));
        return;
      }
      case "limit":
        this.broadcast({ t: "limit" }, side);
        this.main?.limiter.onRateLimited();
        return;
      case "notice":
        giveNoSandboxNotice(m.text);
        return;
      case "closed":
        side.stats = m.stats;
        return;
    }
  }
  /** A worker that failed or exited: its runs in flight fail, it takes no more. */
  lose(side, why) {
    if (side.alive && !this.closing) side.lost = true;
    side.alive = false;
    const pending = [...side.pending.values()];
    side.pending.clear();
    for (const p of pending) p.reject(new Error(why));
  }
  broadcast(m, except) {
    for (const w of this.workers) if (w !== except && w.alive) w.worker.postMessage(m);
  }
  /**
   * Solves one run on the side with the fewest runs in flight: a loaded worker, or the main
   * thread when it solves too. While no worker has loaded yet (its first ~0.2 s) or none is left,
   * the main thread solves the run itself, so the first API call is not later than without workers.
   */
  solve(job) {
    if (!this.started) {
      if (this.o.whenBusy) this.watchLoad();
      else this.startTimer ??= setTimeout(() => this.startWorkers(), 100);
    }
    let best;
    for (const w of this.workers) if (w.alive && w.ready && (!best || w.inFlight < best.inFlight)) best = w;
    if (!best || this.o.mainSolves && this.mainInFlight() < best.inFlight) return this.solveOnMain(job);
    return this.solveOnWorker(best, job);
  }
  /** `whenBusy`: looks at the main thread's load every window (`LoadWindow`); starts the workers when it is busy. */
  watchLoad() {
    if (this.loadTimer !== void 0 || this.started || this.closing) return;
    const load = new LoadWindow();
    let busy = 0;
    this.loadTimer = setInterval(() => {
      busy = LoadWindow.isBusy(load.next()) ? busy + 1 : 0;
      if (busy >= BUSY_WINDOWS) this.startWorkers();
    }, BUSY_WINDOW_MS);
    this.loadTimer.unref();
  }
  mainInFlight() {
    return this.main?.inFlight ?? 0;
  }
  async solveOnMain(job) {
    const main = this.main ??= this.makeMain();
    main.inFlight++;
    this.byMain++;
    try {
      return await solveRun(job.spec, job.e, job.skill, job.base, this.o.solver, {
        send: main.gateway.send,
        outDir: this.o.outDir,
        mode: this.o.mode,
        snapshotOf: main.snapshotOf,
        pool: main.pool,
        ...this.o.signal ? { cancel: this.o.signal } : {}
      });
    } finally {
      main.inFlight--;
    }
  }
  solveOnWorker(side, job) {
    const { spec, e, skill, base } = job;
    const id = ++this.seq;
    const evalKey = `${e.skill}\0${String(e.id)}`;
    const msg = { t: "solve", id, spec, evalKey };
    if (!side.known.has(`e\0${evalKey}`)) msg.eval = e;
    if (!side.known.has(`s\0${skill.name}`)) msg.skill = skill;
    if (spec.configuration === "old_skill" && !side.known.has(`b\0${skill.name}`)) {
      msg.base = base ? { name: base.name, description: base.description, body: base.body, dir: base.dir } : null;
    }
    side.inFlight++;
    return new Promise((resolve, reject) => {
      side.pending.set(id, { resolve, reject });
      try {
        side.worker.postMessage(msg);
      } catch (err) {
        side.pending.delete(id);
        reject(err);
        return;
      }
      if (msg.eval) side.known.add(`e\0${evalKey}`);
      if (msg.skill) side.known.add(`s\0${skill.name}`);
      if (msg.base !== void 0) side.known.add(`b\0${skill.name}`);
    }).finally(() => side.inFlight--);
  }
  /** Settles once every worker has loaded (or exited). */
  async whenLoaded() {
    this.startWorkers();
    await Promise.all(this.workers.map((w) => w.loaded));
  }
  info() {
    return { workers: this.workers.length, byWorkers: this.byWorkers, byMain: this.byMain };
  }
  /** The gateway counters of every side, summed; `limit` is the sum of the limits of the sides not lost, at most `concurrency`. */
  stats() {
    const out = { ...ZERO_STATS };
    const parts = this.workers.map((w) => ({ s: w.stats, live: !w.lost }));
    if (this.main) parts.push({ s: this.main.gateway.stats(), live: this.o.mainSolves || this.started && this.workers.every((w) => w.lost) });
    if (!this.started) out.limit += this.share * Math.max(1, Math.floor(this.o.workers));
    for (const { s, live } of parts) {
      out.apiCalls += s.apiCalls;
      out.retries += s.retries;
      out.rateLimited += s.rateLimited;
      out.overloaded += s.overloaded;
      out.cacheHits += s.cacheHits;
      out.cacheWrites += s.cacheWrites;
      out.errors += s.errors;
      if (live) out.limit += s.limit;
    }
    out.limit = Math.min(this.o.concurrency, out.limit);
    return out;
  }
  /**
   * Ends the workers: each closes its response cache and workspace pool, then exits; one that
   * does not within `graceMs` is terminated. Called once, after the last run (or on the way out).
   */
  async close(graceMs = 1e4) {
    if (this.closing) return;
    this.closing = true;
    clearTimeout(this.startTimer);
    clearInterval(this.loadTimer);
    this.o.signal?.removeEventListener("abort", this.onAbort);
    await Promise.all(
      this.workers.map(async (w) => {
        if (w.alive) {
          w.worker.postMessage({ t: "close" });
          let timer;
          const exitedInTime = await Promise.race([w.exited.then(() => true), new Promise((r) => timer = setTimeout(() => r(false), graceMs))]);
          clearTimeout(timer);
          if (exitedInTime) return;
        }
        w.alive = false;
        await w.worker.terminate();
        await w.exited;
      })
    );
    await this.main?.pool.close();
  }
};

export {
  createModelClientFrom,
  realModelClients,
  simulatedModelClients,
  WorkspacePool,
  createSideGateway,
  autoThreads,
  runWorkersAvailable,
  RunThreads
};
