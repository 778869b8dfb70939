#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  DEFAULT_OUTPUTS_MAX_BYTES,
  collectOutputs,
  createWorkspace,
  executeClaudeCodeRun,
  skippedOutputsNote,
  snapshotFolder
} from "./chunk-5Y7UDBWW.js";
import {
  executeRun
} from "./chunk-ZG25OSGS.js";
import {
  git,
  gitBytes
} from "./chunk-7CRN7OVM.js";
import {
  evalFolder,
  runFolder,
  totalTokens,
  writeRunArtifacts
} from "./chunk-X7NZUZVV.js";
import {
  AdaptiveLimiter,
  ResponseCache,
  addCost,
  costOf,
  createGateway
} from "./chunk-AAZXKL4A.js";
import {
  RUNS_FILE,
  ResultsStore,
  writeFileAtomic
} from "./chunk-J6HVATKR.js";
import {
  parseSkillMd
} from "./chunk-UUGZYN7K.js";

// src/run/index.ts
import { basename, join as join3, resolve as resolve2 } from "node:path";
import { readdir, rm as rm3 } from "node:fs/promises";

// src/plan/runs.ts
function evalDirName(e) {
  const slug = e.prompt.toLowerCase().normalize("NFKD").replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "").split("-").filter(Boolean).slice(0, 6).join("-").slice(0, 40).replace(/-+$/, "");
  const id = String(e.id).replace(/[^A-Za-z0-9_.]+/g, "_");
  return slug ? `eval-${id}-${slug}` : `eval-${id}`;
}
function runIdOf(skill, iteration, evalDir, configuration, trial) {
  return `${skill}/iteration-${iteration}/${evalDir}/${configuration}/run-${trial}`;
}
function planRuns(opts) {
  const iteration = opts.iteration ?? 1;
  const skills = opts.skills && opts.skills.length > 0 ? new Set(opts.skills) : void 0;
  const ids = opts.evalIds && opts.evalIds.length > 0 ? new Set(opts.evalIds) : void 0;
  const specs = [];
  for (const e of opts.evals) {
    if (skills && !skills.has(e.skill)) continue;
    if (ids && !ids.has(String(e.id))) continue;
    const configurations = ["with_skill"];
    if (opts.baseline !== false) configurations.push("without_skill");
    if (opts.skillsWithBase?.has(e.skill)) configurations.push("old_skill");
    const evalDir = evalDirName(e);
    for (let trial = 1; trial <= opts.trials; trial++) {
      for (const configuration of configurations) {
        specs.push({
          runId: runIdOf(e.skill, iteration, evalDir, configuration, trial),
          skill: e.skill,
          evalId: e.id,
          evalDir,
          configuration,
          trial,
          model: opts.model
        });
      }
    }
  }
  return specs;
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
        fs.unlinkSync(path.join(ws.dir, rel));
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

// src/run/budget.ts
var Budget = class {
  maxCostUsd;
  maxRuns;
  _started = 0;
  _recorded = 0;
  _spent = 0;
  _unknown = 0;
  _refused = 0;
  constructor(opts = {}) {
    this.maxCostUsd = opts.maxCostUsd ?? null;
    this.maxRuns = opts.maxRuns ?? null;
    if (this.maxCostUsd !== null && !(this.maxCostUsd >= 0)) {
      throw new RangeError(`max-cost-usd must be a number >= 0, got ${opts.maxCostUsd}`);
    }
    if (this.maxRuns !== null && !(Number.isInteger(this.maxRuns) && this.maxRuns >= 0)) {
      throw new RangeError(`max-runs must be an integer >= 0, got ${opts.maxRuns}`);
    }
  }
  /** Why new work is stopped, or null. */
  get stoppedBy() {
    if (this.maxRuns !== null && this._started >= this.maxRuns) return "max-runs";
    if (this.maxCostUsd !== null && this._spent >= this.maxCostUsd) return "max-cost";
    return null;
  }
  get exhausted() {
    return this.stoppedBy !== null;
  }
  get started() {
    return this._started;
  }
  get spentUsd() {
    return this._spent;
  }
  get unknownCostRuns() {
    return this._unknown;
  }
  /** Reserve a run. False (and nothing reserved) once the budget is exhausted. */
  tryStart() {
    if (this.exhausted) {
      this._refused++;
      return false;
    }
    this._started++;
    return true;
  }
  /** Record the cost of a finished run (null = unknown, counted as $0 and flagged). */
  record(costUsd) {
    this._recorded++;
    if (costUsd === null || !Number.isFinite(costUsd)) this._unknown++;
    else this._spent += costUsd;
  }
  snapshot() {
    return {
      maxCostUsd: this.maxCostUsd,
      maxRuns: this.maxRuns,
      started: this._started,
      recorded: this._recorded,
      spentUsd: this._spent,
      unknownCostRuns: this._unknown,
      refused: this._refused,
      stoppedBy: this.stoppedBy
    };
  }
};

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
async function loadBaseSkill(root, ref, skill) {
  if (!/^[\w./@^~{}-]+$/.test(ref) || ref.startsWith("-")) throw new Error(`Invalid base ref '${ref}'.`);
  const prefix = await prefixOf(root);
  const treePath = `${prefix}${skill.relDir}`;
  let listing;
  try {
    listing = String(await git2(root, ["ls-tree", "-r", "--full-tree", "--name-only", "-z", ref, "--", treePath]));
  } catch {
    throw new Error(`Cannot read base ref '${ref}' (is it fetched? use fetch-depth: 0 or fetch the base branch).`);
  }
  const files = listing.split("\0").filter(Boolean);
  if (!files.some((f) => f === `${treePath}/SKILL.md`)) return void 0;
  const dir = await mkdtemp(join(tmpdir(), `skill-evals-base-${skill.name}-`));
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
    return { name: skill.name, description: parsed.frontmatter.description, body: parsed.body, dir, dispose };
  } catch (err) {
    await dispose();
    throw err;
  }
}

// src/run/out-lock.ts
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { link, mkdir as mkdir2, open, readFile as readFile2, rename, rm as rm2, writeFile as writeFile2 } from "node:fs/promises";
import { hostname } from "node:os";
import { join as join2, resolve } from "node:path";
var LOCK_FILE = ".skill-evals.lock";
var OutDirLockedError = class extends Error {
  constructor(message, dir, holder) {
    super(message);
    this.dir = dir;
    this.holder = holder;
  }
  dir;
  holder;
  name = "OutDirLockedError";
};
var held = /* @__PURE__ */ new Map();
var exitHookInstalled = false;
function installExitHook() {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on("exit", () => {
    for (const h of held.values()) removeIfOursSync(h.file, h.token);
    held.clear();
  });
}
function removeIfOursSync(file, token) {
  try {
    if (!existsSync(file)) return;
    const info = parseLock(readFileSync(file, "utf8"));
    if (info?.token === token) rmSync(file, { force: true });
  } catch {
  }
}
function parseLock(text) {
  try {
    const v = JSON.parse(text);
    if (typeof v.pid === "number" && typeof v.host === "string" && typeof v.token === "string") {
      return { pid: v.pid, host: v.host, startedAt: String(v.startedAt ?? "?"), command: String(v.command ?? "?"), token: v.token };
    }
  } catch {
  }
  return void 0;
}
async function readLock(file) {
  try {
    return parseLock(await readFile2(file, "utf8"));
  } catch (err) {
    if (err.code === "ENOENT") return null;
    return void 0;
  }
}
function pidAlive(pid) {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === "EPERM";
  }
}
function isStale(info, dir) {
  if (info.host !== hostname()) return false;
  if (info.pid === process.pid) return held.get(dir)?.token !== info.token;
  return !pidAlive(info.pid);
}
async function createExclusive(file, text, token) {
  const tmp = `${file}.${process.pid}.${token}.tmp`;
  await writeFile2(tmp, text);
  try {
    await link(tmp, file);
  } catch (err) {
    const code = err.code;
    if (code !== "EPERM" && code !== "ENOTSUP" && code !== "ENOSYS" && code !== "EOPNOTSUPP") throw err;
    const fh = await open(file, "wx");
    try {
      await fh.writeFile(text);
    } finally {
      await fh.close();
    }
  } finally {
    await rm2(tmp, { force: true });
  }
}
async function takeOver(file, stale, token) {
  const aside = `${file}.stale.${token}`;
  try {
    await rename(file, aside);
  } catch {
    return;
  }
  const moved = await readLock(aside);
  if (moved && moved.token !== stale.token) {
    await link(aside, file).catch(() => {
    });
  }
  await rm2(aside, { force: true });
}
function describe(info) {
  return `skill-evals ${info.command} (pid ${info.pid} on ${info.host}, started ${info.startedAt})`;
}
async function lockOutDir(outDir, command) {
  const dir = resolve(outDir);
  const file = join2(dir, LOCK_FILE);
  const mine = held.get(dir);
  if (mine) {
    mine.count++;
    return releaser(dir, mine);
  }
  await mkdir2(dir, { recursive: true });
  const token = randomBytes(8).toString("hex");
  const info = { pid: process.pid, host: hostname(), startedAt: (/* @__PURE__ */ new Date()).toISOString(), command, token };
  const text = JSON.stringify(info) + "\n";
  for (let attempt = 0; ; attempt++) {
    try {
      await createExclusive(file, text, token);
      break;
    } catch (err) {
      if (err.code !== "EEXIST") throw err;
    }
    let holder = await readLock(file);
    for (let i = 0; holder === void 0 && i < 5; i++) {
      await new Promise((r) => setTimeout(r, 20));
      holder = await readLock(file);
    }
    if (holder === null && attempt < 5) continue;
    if (holder && isStale(holder, dir) && attempt < 5) {
      await takeOver(file, holder, token);
      continue;
    }
    const who = holder ? `another ${describe(holder)}` : `another process (unreadable lock file)`;
    const hint = holder && holder.host !== hostname() ? `If that process is gone, delete ${file}.` : `Wait for it to finish, or choose another folder with --out.`;
    throw new OutDirLockedError(`Results folder '${dir}' is in use by ${who}; only one run may write to it at a time. ${hint}`, dir, holder ?? void 0);
  }
  const h = { count: 1, file, token };
  held.set(dir, h);
  installExitHook();
  return releaser(dir, h);
}
function releaser(dir, h) {
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    if (--h.count > 0) return;
    held.delete(dir);
    const now = await readLock(h.file);
    if (now && now.token === h.token) await rm2(h.file, { force: true });
  };
}

// src/run/index.ts
var OUTPUTS_SKIPPED_FILE = "outputs-skipped.json";
var RunSetupError = class extends Error {
};
function executorFor(skill, opts) {
  const own = opts.skillExecutors && Object.prototype.hasOwnProperty.call(opts.skillExecutors, skill) ? opts.skillExecutors[skill] : void 0;
  return own ?? opts.executor ?? "api";
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
  for (const e of entries) await rm3(join3(outDir, e), { recursive: true, force: true });
}
function emptyRecord(spec, status, now) {
  return {
    ...spec,
    status,
    skillUsed: spec.configuration === "without_skill",
    response: "",
    toolCalls: [],
    filesWritten: [],
    usage: { input_tokens: 0, output_tokens: 0, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 },
    costUsd: 0,
    durationMs: 0,
    turns: 0,
    stopReason: null,
    apiCalls: 0,
    retries: 0,
    cached: false,
    startedAt: now,
    finishedAt: now
  };
}
function finishedRecord(spec, result, costUsd, startedAt, t0) {
  const record = {
    ...spec,
    status: result.error ? "error" : "completed",
    skillUsed: result.skillUsed,
    response: result.response,
    toolCalls: result.toolCalls,
    filesWritten: result.filesWritten,
    usage: result.usage,
    costUsd,
    durationMs: Math.round(performance.now() - t0),
    turns: result.turns,
    stopReason: result.stopReason,
    apiCalls: result.apiCalls,
    retries: result.retries,
    cached: result.cached,
    startedAt: startedAt.toISOString(),
    finishedAt: (/* @__PURE__ */ new Date()).toISOString()
  };
  if (result.error) record.error = result.error;
  return record;
}
function workspaceFiles(e) {
  const used = /* @__PURE__ */ new Set();
  return e.resolvedFiles.map((src, i) => {
    let dest = basename(src);
    if (used.has(dest)) dest = e.files[i] ?? `${i}-${dest}`;
    used.add(dest);
    return { src, dest };
  });
}
async function orchestrateRuns(repo, opts, events, signal, parts) {
  const outDir = resolve2(opts.outDir);
  const skillsByName = new Map(repo.skills.map((s) => [s.name, s]));
  const evalsByKey = new Map(repo.evals.map((e) => [`${e.skill}\0${String(e.id)}`, e]));
  for (const name of opts.skills ?? []) {
    if (!skillsByName.has(name)) throw new RunSetupError(`No skill named '${name}' (known: ${[...skillsByName.keys()].join(", ") || "none"}).`);
  }
  parts.validate?.();
  let releaseLock;
  try {
    releaseLock = await lockOutDir(outDir, opts.resume ? "run --resume" : "run");
  } catch (err) {
    if (err instanceof OutDirLockedError) throw new RunSetupError(err.message);
    throw err;
  }
  try {
    await prepareOutDir(outDir, opts.resume, parts.outDirMarkers);
    return await orchestrateLocked(repo, opts, events, signal, parts, outDir, skillsByName, evalsByKey);
  } finally {
    await releaseLock();
  }
}
async function orchestrateLocked(repo, opts, events, signal, parts, outDir, skillsByName, evalsByKey) {
  const baseSkills = /* @__PURE__ */ new Map();
  const pool = new WorkspacePool();
  const selected = new Set(opts.skills?.length ? opts.skills : repo.evals.map((e) => e.skill));
  const started = Date.now();
  const runSignal = parts.runSignal ? parts.runSignal(signal) : signal;
  try {
    if (opts.baseRef) {
      for (const name of selected) {
        const skill = skillsByName.get(name);
        if (!skill) continue;
        const base = await loadBaseSkill(repo.root, opts.baseRef, skill);
        if (base) baseSkills.set(name, base);
      }
    }
    const specs = planRuns({
      evals: repo.evals.filter((e) => skillsByName.has(e.skill)),
      skills: opts.skills,
      evalIds: opts.evalIds,
      trials: opts.trials,
      model: opts.model,
      skillsWithBase: new Set(baseSkills.keys()),
      iteration: opts.iteration
    });
    const store = new ResultsStore(outDir);
    const previous = opts.resume ? await store.load() : /* @__PURE__ */ new Map();
    const cache = opts.cache === "off" ? void 0 : new ResponseCache({ dir: resolve2(repo.root, opts.cacheDir), mode: opts.cache });
    const transport = await parts.transport({ outDir, cache, signal: runSignal });
    const budget = new Budget({ maxCostUsd: opts.maxCostUsd, maxRuns: opts.maxRuns });
    const progress = {
      total: specs.length,
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
    const queue = [];
    for (const spec of specs) {
      const prev = previous.get(spec.runId);
      if (prev && prev.status === "completed") {
        progress.resumed++;
        account(prev);
      } else queue.push(spec);
    }
    events.onProgress?.(progress);
    transport.start?.();
    const snapshots = /* @__PURE__ */ new Map();
    const snapshotOf = (dir) => {
      let p = snapshots.get(dir);
      if (!p) {
        p = snapshotFolder(dir);
        snapshots.set(dir, p);
        p.catch(() => snapshots.delete(dir));
      }
      return p;
    };
    const evalMetaWritten = /* @__PURE__ */ new Set();
    let cancelled = false;
    const runOne = async (spec) => {
      const e = evalsByKey.get(`${spec.skill}\0${String(spec.evalId)}`);
      let record;
      let transcript = "";
      if (opts.resume) await rm3(runFolder(outDir, spec), { recursive: true, force: true });
      if (!budget.tryStart()) {
        record = emptyRecord(spec, "skipped", (/* @__PURE__ */ new Date()).toISOString());
        record.error = { message: `Not run: the budget stopped new work (${budget.stoppedBy}).`, type: "budget" };
        transcript = `## Eval Prompt

${e.prompt}

## Skipped

${record.error.message}
`;
      } else {
        progress.inFlight++;
        let result;
        try {
          result = await executeOne(spec, e, skillsByName.get(spec.skill), baseSkills.get(spec.skill), opts, transport.send, outDir, parts.execute, snapshotOf, pool, runSignal);
        } catch (err) {
          const failed = emptyRecord(spec, "error", (/* @__PURE__ */ new Date()).toISOString());
          failed.error = { message: `Harness error: ${err instanceof Error ? err.message : String(err)}`, type: "harness" };
          result = { record: failed, transcript: `## Eval Prompt

${e.prompt}

## Harness error

${failed.error.message}
` };
        } finally {
          progress.inFlight--;
        }
        if (runSignal?.aborted) {
          cancelled = true;
          return;
        }
        record = result.record;
        transcript = result.transcript;
        budget.record(record.cached ? 0 : record.costUsd);
      }
      const evalDir = evalFolder(outDir, record);
      await writeRunArtifacts(outDir, e, record, transcript, { evalMetadata: !evalMetaWritten.has(evalDir) });
      evalMetaWritten.add(evalDir);
      await store.append(record);
      account(record);
      events.onRunFinished?.(record, progress);
      events.onProgress?.(progress);
    };
    let next = 0;
    const workers = Array.from({ length: Math.max(1, Math.min(transport.maxActive, queue.length)) }, async () => {
      while (next < queue.length && !runSignal?.aborted) {
        const spec = queue[next++];
        transport.enter?.();
        try {
          await runOne(spec);
        } finally {
          transport.leave?.();
        }
      }
    });
    await Promise.all(workers);
    await pool.close();
    await transport.close?.();
    await store.close();
    await cache?.close();
    if (runSignal?.aborted) cancelled = true;
    progress.elapsedMs = Date.now() - started;
    const records = specs.map((s) => latest.get(s.runId)).filter((r) => r !== void 0);
    const outcome = { outDir, records, progress, gateway: transport.stats(), budgetStoppedBy: budget.stoppedBy, cancelled };
    return { outcome, transport };
  } finally {
    await pool.close();
    for (const b of baseSkills.values()) await b.dispose();
  }
}
async function runEvals(repo, opts, client, events = {}, signal) {
  const { outcome } = await orchestrateRuns(repo, opts, events, signal, {
    outDirMarkers: [RUNS_FILE],
    execute: { runTimeout: true },
    transport: async ({ cache }) => {
      const gateway = createGateway({
        client,
        limiter: new AdaptiveLimiter({ max: opts.concurrency }),
        cache,
        maxRetries: opts.maxRetries,
        requestTimeoutMs: opts.requestTimeoutMs,
        ...opts.requestIdleTimeoutMs !== void 0 ? { idleTimeoutMs: opts.requestIdleTimeoutMs } : {},
        backoff: opts.backoffInitialMs !== void 0 ? { initialMs: opts.backoffInitialMs } : void 0
      });
      return { send: gateway.send, maxActive: opts.concurrency, stats: () => gateway.stats() };
    }
  });
  return outcome;
}
async function executeOne(spec, e, skill, base, opts, send, outDir, mode, snapshotOf, pool, cancel) {
  const startedAt = /* @__PURE__ */ new Date();
  const t0 = performance.now();
  const skillFor = {
    with_skill: { name: skill.name, description: skill.frontmatter.description, body: skill.body, dir: skill.dir },
    old_skill: base ? { name: base.name, description: base.description, body: base.body, dir: base.dir } : void 0,
    without_skill: void 0
  };
  const useSkill = skillFor[spec.configuration];
  const timeout = mode.runTimeout ? AbortSignal.timeout(opts.runTimeoutSeconds * 1e3) : void 0;
  const runSignal = timeout ? cancel ? AbortSignal.any([cancel, timeout]) : timeout : cancel;
  const price = mode.priceResponse;
  let cost = 0;
  const runSend = price ? async (params, ctx) => {
    const r = await send(params, ctx);
    cost = addCost(cost, price(spec.model, r.message.usage ?? {}));
    return r;
  } : send;
  let result;
  let written;
  let clean = false;
  const claudeCode = executorFor(spec.skill, opts) === "claude-code";
  const bash = e.bash ?? opts.bash;
  const files = workspaceFiles(e);
  const skipped = [];
  let outputsNote = "";
  const kind = claudeCode || bash || files.length > 0 ? void 0 : useSkill ? `skill\0${useSkill.dir}\0${useSkill.name}` : "bare";
  const ws = await pool.acquire(
    kind,
    async () => createWorkspace({
      files,
      skill: useSkill ? { name: useSkill.name, dir: useSkill.dir, snapshot: await snapshotOf(useSkill.dir) } : void 0,
      // Only a run that can look for a project root (Claude Code, or Bash) needs the workspace to be one.
      git: claudeCode || bash
    })
  );
  try {
    if (claudeCode) {
      result = await executeClaudeCodeRun(
        {
          spec,
          prompt: e.prompt,
          workspaceDir: ws.dir,
          skill: useSkill ? { name: useSkill.name } : void 0,
          bash: e.bash ?? opts.bash,
          maxTurns: opts.maxTurns,
          ...runSignal ? { signal: runSignal } : {},
          // Issue 17: the CLI's calls go through this run's gateway (via its loopback key proxy).
          ...opts.claudeCodeViaGateway !== false ? { send: runSend } : {}
        },
        opts.claudeCode ?? {}
      );
    } else {
      result = await executeRun(
        {
          spec,
          prompt: e.prompt,
          workspaceDir: ws.dir,
          skill: useSkill ? { name: useSkill.name, description: useSkill.description, body: useSkill.body } : void 0,
          skillLoading: e.skillLoading ?? opts.skillLoading,
          bash: e.bash ?? opts.bash,
          maxTurns: opts.maxTurns,
          maxTokens: opts.maxTokens,
          ...runSignal ? { signal: runSignal } : {}
        },
        runSend
      );
    }
    if (result.filesWritten.length > 0) {
      const maxBytes = opts.outputsMaxBytes ?? DEFAULT_OUTPUTS_MAX_BYTES;
      await collectOutputs(ws.dir, join3(runFolder(outDir, spec), "outputs"), result.filesWritten, { maxBytes, skipped });
      if (skipped.length > 0) {
        outputsNote = skippedOutputsNote(skipped, maxBytes);
        await writeFileAtomic(join3(runFolder(outDir, spec), OUTPUTS_SKIPPED_FILE), JSON.stringify({ max_bytes: maxBytes, skipped }, null, 2) + "\n");
      }
    }
    written = result.filesWritten;
    clean = !result.error && !runSignal?.aborted && result.toolCalls.every((c) => !c.isError);
  } finally {
    await pool.release(kind, ws, written ?? [], clean && written !== void 0);
  }
  const timedOut = timeout !== void 0 && timeout.aborted && !cancel?.aborted;
  const record = finishedRecord(spec, result, price ? cost : costOf(spec.model, result.usage), startedAt, t0);
  if ("claudeCode" in result) {
    record.costUsd = result.costUsd;
    if (result.skillUseReason) record.skillUseReason = result.skillUseReason;
    const cc = result.claudeCode;
    record.claudeCode = { version: cc.version, sessionId: cc.sessionId, numTurns: cc.numTurns, durationApiMs: cc.durationApiMs, costBasis: cc.costBasis };
  }
  if (timedOut) {
    record.status = "error";
    record.error = { message: `Run timed out after ${opts.runTimeoutSeconds} s.`, type: "timeout" };
  }
  const transcript = result.transcript + outputsNote;
  return { record, transcript: mode.transcriptNote ? `${transcript}${mode.transcriptNote}` : transcript };
}

export {
  evalDirName,
  runIdOf,
  planRuns,
  OutDirLockedError,
  lockOutDir,
  OUTPUTS_SKIPPED_FILE,
  RunSetupError,
  executorFor,
  claudeCodeSkills,
  finishedRecord,
  workspaceFiles,
  orchestrateRuns,
  runEvals
};
