#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  decideEval,
  planRuns,
  stageOneTrials
} from "./chunk-XVTJADNU.js";
import {
  LOCK_FILE,
  RunSetupError,
  holdingResultsFolder,
  runTasks
} from "./chunk-RLABU7YA.js";
import {
  git,
  gitBytes
} from "./chunk-T4XZ4NNE.js";
import {
  runWorkerEntry
} from "./chunk-XOYDF6WB.js";
import {
  WorkspacePool,
  createModelClientFrom,
  createSideGateway
} from "./chunk-YLTUZIQT.js";
import {
  emptyRecord,
  executorFor,
  folderSnapshots,
  solveRun
} from "./chunk-WB7HTGDC.js";
import {
  installedSkillName,
  parseSkillMd
} from "./chunk-VWPNA2ZE.js";
import {
  AdaptiveLimiter,
  evalFolder,
  openResponseCache,
  runFolder,
  totalTokens,
  writeRunArtifacts
} from "./chunk-4XCGNZWD.js";
import {
  ResultsStore
} from "./chunk-Q3A3SG3D.js";
import {
  addCost,
  createGateway,
  idleTimeoutWithin
} from "./chunk-OJPRHZNX.js";
import {
  giveNoSandboxNotice,
  workerThreads
} from "./chunk-FAUTHJTF.js";
import {
  Budget
} from "./chunk-LUDV5MAU.js";
import {
  skillFolderName
} from "./chunk-NUNZPVBM.js";
import {
  secretValues
} from "./chunk-CY6ICJBK.js";
import {
  RUNS_FILE,
  runDefinitionHash
} from "./chunk-WWKFZUJB.js";
import {
  isObject
} from "./chunk-FFXZ2FSU.js";

// src/run/index.ts
import { join as join2, resolve } from "node:path";
import { readdir, rm as rm2 } from "node:fs/promises";

// src/run/base-skill.ts
import { mkdtemp, mkdir, writeFile, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
async function git2(root, args, encoding = "utf8") {
  const o = { cwd: root, env: { PATH: process.env.PATH ?? "/usr/bin:/bin" } };
  return encoding === "buffer" ? gitBytes(args, o) : git(args, o);
}
async function prefixOf(root) {
  return String(await git2(root, ["rev-parse", "--show-prefix"])).trim();
}
var BaseRefUnreadableError = class extends Error {
  constructor(ref) {
    super(`Cannot read base ref '${ref}' (is it fetched? use fetch-depth: 0 or fetch the base branch).`);
    this.ref = ref;
    this.name = "BaseRefUnreadableError";
  }
  ref;
};
async function loadBaseSkill(root, ref, skill) {
  if (!/^[\w./@^~{}-]+$/.test(ref) || ref.startsWith("-")) throw new Error(`Invalid base ref '${ref}'.`);
  const prefix = await prefixOf(root);
  const treePath = `${prefix}${skill.relDir}`;
  let listing;
  try {
    listing = String(await git2(root, ["ls-tree", "-r", "--full-tree", "--name-only", "-z", ref, "--", treePath]));
  } catch {
    throw new BaseRefUnreadableError(ref);
  }
  const files = listing.split("\0").filter(Boolean);
  if (!files.some((f) => f === `${treePath}/SKILL.md`)) return void 0;
  const dir = await mkdtemp(join(tmpdir(), `skill-evals-base-${skillFolderName(skill.name)}-`));
  const dispose = () => rm(dir, { recursive: true, force: true });
  try {
    let identical = true;
    for (const f of files) {
      const rel = f.slice(treePath.length + 1);
      const content = await git2(root, ["show", `${ref}:${f}`], "buffer");
      const dest = join(dir, rel);
      await mkdir(dirname(dest), { recursive: true });
      await writeFile(dest, content);
      if (identical) {
        const head = await readFile(join(skill.dir, rel)).catch(() => void 0);
        if (!head || !head.equals(content)) identical = false;
      }
    }
    if (identical) {
      const headFiles = String(await git2(root, ["ls-files", "-z", "--", skill.relDir])).split("\0").filter(Boolean);
      if (headFiles.length !== files.length) identical = false;
    }
    if (identical) {
      await dispose();
      return void 0;
    }
    const parsed = parseSkillMd(await readFile(join(dir, "SKILL.md")), `${skill.relDir}/SKILL.md@${ref}`);
    if (!parsed.frontmatter) {
      await dispose();
      return void 0;
    }
    return { name: installedSkillName(skill), description: parsed.frontmatter.description, body: parsed.body, dir, dispose };
  } catch (err) {
    await dispose();
    throw err;
  }
}

// src/run/threads.ts
import { availableParallelism } from "node:os";

// src/run/thread-load.ts
import { performance } from "node:perf_hooks";
var BUSY_UTILIZATION = 0.8;
var BUSY_WINDOW_MS = 200;
var BUSY_WINDOWS = 2;
var threadLoadSource = {
  eventLoop: () => {
    const elu = performance.eventLoopUtilization();
    return { activeMs: elu.active, idleMs: elu.idle };
  },
  cpuMs: () => {
    const cpu = process.cpuUsage();
    return (cpu.user + cpu.system) / 1e3;
  },
  nowMs: () => performance.now()
};
var LoadWindow = class {
  constructor(source = threadLoadSource) {
    this.source = source;
    this.loop = source.eventLoop();
    this.cpu = source.cpuMs();
    this.at = source.nowMs();
  }
  source;
  loop;
  cpu;
  at;
  /** The window since the last call (or since construction); starts the next one. */
  next() {
    const loop = this.source.eventLoop();
    const cpu = this.source.cpuMs();
    const at = this.source.nowMs();
    const active = loop.activeMs - this.loop.activeMs;
    const idle = loop.idleMs - this.loop.idleMs;
    const utilization = active + idle > 0 ? active / (active + idle) : 0;
    const cpuCores = at > this.at ? (cpu - this.cpu) / (at - this.at) : 0;
    this.loop = loop;
    this.cpu = cpu;
    this.at = at;
    return { utilization, cpuCores };
  }
  static isBusy(w) {
    return w.utilization >= BUSY_UTILIZATION && w.cpuCores >= BUSY_UTILIZATION;
  }
};

// src/run/threads.ts
var ZERO_STATS = { apiCalls: 0, retries: 0, rateLimited: 0, overloaded: 0, cacheHits: 0, cacheWrites: 0, cacheRejected: 0, errors: 0, limit: 0 };
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
      cache: this.o.cache && this.o.cache.mode !== "off" ? { dir: this.o.cache.dir, mode: this.o.cache.mode, mac: this.o.cache.mac } : void 0,
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
    const worker = new (workerThreads()).Worker(entry.url, { workerData: init });
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
    const load = new LoadWindow(this.o.loadSource);
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
    return new Promise((resolve2, reject) => {
      side.pending.set(id, { resolve: resolve2, reject });
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
      out.cacheRejected = (out.cacheRejected ?? 0) + (s.cacheRejected ?? 0);
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

// src/run/index.ts
function runLimitsOf(c) {
  return {
    maxTurns: c.maxTurns,
    maxTokens: c.maxTokens,
    runTimeoutSeconds: c.runTimeoutSeconds,
    ...c.outputsMaxMb !== void 0 ? { outputsMaxBytes: Math.round(c.outputsMaxMb * 1024 * 1024) } : {},
    requestIdleTimeoutMs: c.requestIdleTimeoutSeconds * 1e3
  };
}
function runThreadsFor(repo, opts, runs) {
  const asked = opts.threads === "auto" ? autoThreads(runs) : Math.floor(opts.threads ?? 1);
  if (!(asked >= 2) || opts.clientRecipe === void 0 || claudeCodeSkills(repo, opts).length > 0 || !runWorkersAvailable()) return 1;
  return asked;
}
function claudeCodeSkills(repo, opts) {
  const selected = new Set(opts.skills?.length ? opts.skills : repo.evals.map((e) => e.skill));
  return [...selected].filter((s) => executorFor(s, opts) === "claude-code").sort();
}
async function prepareOutDir(outDir, resume, markers) {
  if (resume) return;
  const entries = (await readdir(outDir).catch(() => [])).filter((e) => e !== LOCK_FILE);
  if (entries.length === 0) return;
  if (!markers.some((m) => entries.includes(m))) {
    throw new RunSetupError(
      `Output folder '${outDir}' is not empty and holds no ${RUNS_FILE}; choose an empty folder with --out.`
    );
  }
  for (const e of entries) await rm2(join2(outDir, e), { recursive: true, force: true });
}
async function orchestrateRuns(repo, opts, events, signal, parts) {
  const outDir = resolve(opts.outDir);
  const skillsByName = new Map(repo.skills.map((s) => [s.name, s]));
  const evalsByKey = new Map(repo.evals.map((e) => [`${e.skill}\0${String(e.id)}`, e]));
  for (const name of opts.skills ?? []) {
    if (!skillsByName.has(name)) throw new RunSetupError(`No skill named '${name}' (known: ${[...skillsByName.keys()].join(", ") || "none"}).`);
  }
  parts.validate?.();
  return holdingResultsFolder(outDir, opts.resume ? "run --resume" : "run", async () => {
    await prepareOutDir(outDir, opts.resume, parts.outDirMarkers);
    return orchestrateLocked(repo, opts, events, signal, parts, outDir, skillsByName, evalsByKey);
  });
}
async function orchestrateLocked(repo, opts, events, signal, parts, outDir, skillsByName, evalsByKey) {
  const baseSkills = /* @__PURE__ */ new Map();
  const pool = new WorkspacePool();
  const selected = new Set(opts.skills?.length ? opts.skills : repo.evals.map((e) => e.skill));
  const started = Date.now();
  const runSignal = parts.runSignal ? parts.runSignal(signal) : signal;
  let open;
  try {
    if (opts.baseRef) {
      for (const name of selected) {
        const skill = skillsByName.get(name);
        if (!skill) continue;
        const base = await loadBaseSkill(repo.root, opts.baseRef, skill);
        if (base) baseSkills.set(name, base);
      }
    }
    const adaptive = opts.adaptive;
    const allSpecs = planRuns({
      evals: repo.evals.filter((e) => skillsByName.has(e.skill)),
      skills: opts.skills,
      evalIds: opts.evalIds,
      trials: adaptive ? adaptive.maxTrials : opts.trials,
      model: opts.model,
      skillsWithBase: new Set(baseSkills.keys()),
      iteration: opts.iteration
    });
    const evalKey = (s) => `${s.skill}\0${String(s.evalId)}`;
    const specsByEval = /* @__PURE__ */ new Map();
    for (const s of allSpecs) {
      const list = specsByEval.get(evalKey(s));
      if (list) list.push(s);
      else specsByEval.set(evalKey(s), [s]);
    }
    const configsOf = (key) => new Set(specsByEval.get(key).map((s) => s.configuration)).size;
    const stageOne = (s) => adaptive ? stageOneTrials(adaptive, configsOf(evalKey(s))) : Infinity;
    const specs = adaptive ? allSpecs.filter((s) => s.trial <= stageOne(s)) : allSpecs;
    const stageTwoReason = /* @__PURE__ */ new Map();
    const store = new ResultsStore(outDir);
    const previous = opts.resume ? await store.load() : /* @__PURE__ */ new Map();
    const cache = openResponseCache(repo.root, opts.cacheDir, opts.cache);
    const runs = specs.reduce((n, s) => n + (previous.get(s.runId)?.status === "completed" ? 0 : 1), 0);
    const transport = await parts.transport({ outDir, cache, signal: runSignal, runs });
    open = transport;
    const budget = opts.budget ?? new Budget({ maxCostUsd: opts.maxCostUsd, maxRuns: opts.maxRuns });
    const progress = {
      total: specs.length,
      ...adaptive ? { maxTotal: allSpecs.length } : {},
      done: 0,
      completed: 0,
      errors: 0,
      skipped: 0,
      resumed: 0,
      inFlight: 0,
      retries: 0,
      tokens: 0,
      costUsd: 0,
      elapsedMs: 0
    };
    const latest = /* @__PURE__ */ new Map();
    const retain = opts.retainRecords !== false;
    const account = (r) => {
      progress.done++;
      if (r.status === "completed") progress.completed++;
      else if (r.status === "error") progress.errors++;
      else progress.skipped++;
      progress.retries += r.retries;
      progress.tokens += totalTokens(r);
      progress.costUsd = addCost(progress.costUsd, r.costUsd);
      progress.elapsedMs = Date.now() - started;
      if (retain) latest.set(r.runId, r);
    };
    const snapshotOf = folderSnapshots();
    const evalMetaWritten = /* @__PURE__ */ new Set();
    const evalOf = (spec) => evalsByKey.get(`${spec.skill}\0${String(spec.evalId)}`);
    const hashes = /* @__PURE__ */ new Map();
    const definitionHashOf = (spec) => {
      const e = evalOf(spec);
      let h = hashes.get(e);
      if (h === void 0) hashes.set(e, h = runDefinitionHash(e));
      return h;
    };
    const firstStage = /* @__PURE__ */ new Map();
    const followUp = async (spec, { record }) => {
      if (!adaptive || spec.trial > stageOne(spec)) return [];
      const key = evalKey(spec);
      let byConfig = firstStage.get(key);
      if (!byConfig) firstStage.set(key, byConfig = /* @__PURE__ */ new Map());
      const outcome2 = await adaptive.outcomeOf(record);
      const list = byConfig.get(spec.configuration) ?? [];
      list[spec.trial - 1] = outcome2;
      byConfig.set(spec.configuration, list);
      const mine = specsByEval.get(key);
      const first = mine.filter((s) => s.trial <= stageOne(s));
      const seen = [...byConfig.values()].reduce((n, l) => n + l.filter((o) => o !== void 0).length, 0);
      if (seen < first.length) return [];
      const decision = decideEval(Object.fromEntries(byConfig), adaptive);
      if (decision.settled || budget.stoppedBy) return [];
      const rest = mine.filter((s) => s.trial > stageOne(s) && s.trial <= decision.trials);
      for (const s of rest) stageTwoReason.set(s.runId, decision.reason);
      progress.total += rest.length;
      return rest;
    };
    const stamp = (spec, record) => {
      if (!adaptive) return;
      const stage = spec.trial <= stageOne(spec) ? 1 : 2;
      const reason = stageTwoReason.get(spec.runId);
      record.adaptive = { stage, start: stageOne(spec), maxTrials: adaptive.maxTrials, ...reason ? { reason } : {} };
    };
    const ran = await runTasks({
      items: specs,
      key: (spec) => spec.runId,
      concurrency: transport.maxActive,
      signal: runSignal,
      budget,
      previous: (spec) => {
        const prev = previous.get(spec.runId);
        return prev && prev.status === "completed" ? { record: prev, transcript: "" } : void 0;
      },
      onResumed: (_, r) => {
        progress.resumed++;
        account(r.record);
      },
      start: () => {
        events.onProgress?.(progress);
        transport.start?.();
      },
      // A run redone on resume (error/skipped/killed before) starts from an empty folder, so
      // outputs/ holds only what this attempt wrote. A fresh run starts in an empty outDir
      // (prepareOutDir), where no run folder exists yet.
      ...opts.resume ? { prepare: (spec) => rm2(runFolder(outDir, spec), { recursive: true, force: true }) } : {},
      solve: async (spec) => {
        const e = evalOf(spec);
        progress.inFlight++;
        try {
          const skill = skillsByName.get(spec.skill);
          const base = baseSkills.get(spec.skill);
          if (transport.solve) return await transport.solve({ spec, e, skill, base });
          return await solveRun(spec, e, skill, base, opts, { send: transport.send, outDir, mode: parts.execute, snapshotOf, pool, ...runSignal ? { cancel: runSignal } : {} });
        } catch (err) {
          const failed = emptyRecord(spec, "error", (/* @__PURE__ */ new Date()).toISOString());
          failed.error = { message: `Harness error: ${err instanceof Error ? err.message : String(err)}`, type: "harness" };
          return { record: failed, transcript: `## Eval Prompt

${e.prompt}

## Harness error

${failed.error.message}
` };
        } finally {
          progress.inFlight--;
        }
      },
      notRun: (spec, message) => {
        const record = emptyRecord(spec, "skipped", (/* @__PURE__ */ new Date()).toISOString());
        record.error = { message, type: "budget" };
        return { record, transcript: `## Eval Prompt

${evalOf(spec).prompt}

## Skipped

${message}
` };
      },
      spent: (r) => r.record.cached ? 0 : r.record.costUsd,
      // a replayed run spent nothing
      retainResults: false,
      // the records are kept (or not) in `latest`
      ...adaptive ? { followUp } : {},
      record: async (spec, { record, transcript }) => {
        stamp(spec, record);
        const evalDir = evalFolder(outDir, record);
        const writeEvalMeta = !evalMetaWritten.has(evalDir);
        evalMetaWritten.add(evalDir);
        record.definitionHash ??= definitionHashOf(spec);
        if (opts.simulated) record.simulated = true;
        await writeRunArtifacts(outDir, evalOf(spec), record, transcript, { evalMetadata: writeEvalMeta });
        await store.append(record);
        account(record);
        events.onRunFinished?.(record, progress);
        events.onProgress?.(progress);
      },
      ...transport.enter ? { enter: transport.enter } : {},
      ...transport.leave ? { leave: transport.leave } : {}
    });
    open = void 0;
    await transport.close?.();
    await store.close();
    await cache?.close();
    progress.elapsedMs = Date.now() - started;
    const records = allSpecs.map((s) => latest.get(s.runId)).filter((r) => r !== void 0);
    const outcome = { outDir, records, progress, gateway: transport.stats(), budgetStoppedBy: ran.budgetStoppedBy, cancelled: ran.cancelled, ...opts.simulated ? { simulated: true } : {} };
    if (transport.threads) outcome.threads = transport.threads();
    return { outcome, transport };
  } finally {
    if (open) await open.abandon?.();
    await pool.close();
    for (const b of baseSkills.values()) await b.dispose();
  }
}
var SOLVER_FIELDS_SENT = {
  skillLoading: true,
  bash: true,
  maxTurns: true,
  maxTokens: true,
  runTimeoutSeconds: true,
  executor: true,
  skillExecutors: true,
  claudeCodeViaGateway: true,
  outputsMaxBytes: true,
  // The claude-code executor keeps the one-thread path (runThreadsFor), so its settings stay here.
  claudeCode: false
};
function solverOptionsOf(opts) {
  const o = {};
  for (const key of Object.keys(SOLVER_FIELDS_SENT)) {
    const value = opts[key];
    if (SOLVER_FIELDS_SENT[key] && value !== void 0) o[key] = isObject(value) ? { ...value } : value;
  }
  return o;
}
async function runEvals(repo, opts, client, events = {}, signal) {
  const { outcome } = await orchestrateRuns(repo, opts, events, signal, {
    outDirMarkers: [RUNS_FILE],
    execute: { runTimeout: true },
    transport: async ({ cache, outDir, signal: runSignal, runs }) => {
      const n = runThreadsFor(repo, opts, runs);
      if (n >= 2) {
        const mainSolves = opts.threadsMainSolves !== false;
        const threads = new RunThreads({
          workers: mainSolves ? n - 1 : n,
          mainSolves,
          concurrency: opts.concurrency,
          client: opts.clientRecipe,
          mainClient: client,
          gateway: {
            maxRetries: opts.maxRetries,
            requestTimeoutMs: opts.requestTimeoutMs,
            idleTimeoutMs: idleTimeoutWithin(opts.runTimeoutSeconds, opts.requestIdleTimeoutMs),
            ...opts.backoffInitialMs !== void 0 ? { backoffInitialMs: opts.backoffInitialMs } : {}
          },
          cache,
          solver: solverOptionsOf(opts),
          outDir,
          mode: { runTimeout: true },
          signal: runSignal,
          // auto: the workers start only once the main thread is busy (see RunThreadsOptions.whenBusy).
          whenBusy: opts.threads === "auto",
          ...opts.threadsLoadSource ? { loadSource: opts.threadsLoadSource } : {}
        });
        const unused = () => Promise.reject(new Error("the runs are solved on worker threads"));
        return {
          send: unused,
          maxActive: opts.concurrency,
          solve: (job) => threads.solve(job),
          threads: () => threads.info(),
          close: () => threads.close(),
          abandon: () => threads.close(1e3),
          stats: () => threads.stats()
        };
      }
      const gateway = createGateway({
        client,
        limiter: new AdaptiveLimiter({ max: opts.concurrency }),
        cache,
        maxRetries: opts.maxRetries,
        requestTimeoutMs: opts.requestTimeoutMs,
        idleTimeoutMs: idleTimeoutWithin(opts.runTimeoutSeconds, opts.requestIdleTimeoutMs),
        backoff: opts.backoffInitialMs !== void 0 ? { initialMs: opts.backoffInitialMs } : void 0
      });
      return { send: gateway.send, maxActive: opts.concurrency, stats: () => gateway.stats() };
    }
  });
  return outcome;
}

export {
  runLimitsOf,
  runThreadsFor,
  claudeCodeSkills,
  orchestrateRuns,
  runEvals
};
