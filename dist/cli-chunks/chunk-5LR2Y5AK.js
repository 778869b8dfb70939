#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  LOCK_FILE,
  RunSetupError,
  emptyRecord,
  executorFor,
  folderSnapshots,
  holdingResultsFolder,
  runTasks,
  solveRun
} from "./chunk-MUDMAMZ2.js";
import {
  planRuns
} from "./chunk-FBRAF6ZA.js";
import {
  AdaptiveLimiter,
  ResponseCache,
  addCost,
  createGateway,
  evalFolder,
  runFolder,
  totalTokens,
  writeRunArtifacts
} from "./chunk-BMYGYU3O.js";
import {
  ResultsStore
} from "./chunk-R4RDDVBC.js";
import {
  git,
  gitBytes
} from "./chunk-7CRN7OVM.js";
import {
  parseSkillMd
} from "./chunk-IEJHEXUF.js";
import {
  Budget
} from "./chunk-LUDV5MAU.js";
import {
  RUNS_FILE,
  runDefinitionHash
} from "./chunk-XAUOOW63.js";

// src/run/index.ts
import { join as join2, resolve } from "node:path";
import { readdir, rm as rm2 } from "node:fs/promises";

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
    const cache = opts.cache === "off" ? void 0 : new ResponseCache({ dir: resolve(repo.root, opts.cacheDir), mode: opts.cache });
    const transport = await parts.transport({ outDir, cache, signal: runSignal });
    const budget = opts.budget ?? new Budget({ maxCostUsd: opts.maxCostUsd, maxRuns: opts.maxRuns });
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
          return await solveRun(spec, e, skillsByName.get(spec.skill), baseSkills.get(spec.skill), opts, { send: transport.send, outDir, mode: parts.execute, snapshotOf, pool, ...runSignal ? { cancel: runSignal } : {} });
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
      record: async (spec, { record, transcript }) => {
        const evalDir = evalFolder(outDir, record);
        const writeEvalMeta = !evalMetaWritten.has(evalDir);
        evalMetaWritten.add(evalDir);
        record.definitionHash ??= definitionHashOf(spec);
        await writeRunArtifacts(outDir, evalOf(spec), record, transcript, { evalMetadata: writeEvalMeta });
        await store.append(record);
        account(record);
        events.onRunFinished?.(record, progress);
        events.onProgress?.(progress);
      },
      ...transport.enter ? { enter: transport.enter } : {},
      ...transport.leave ? { leave: transport.leave } : {}
    });
    await transport.close?.();
    await store.close();
    await cache?.close();
    progress.elapsedMs = Date.now() - started;
    const records = specs.map((s) => latest.get(s.runId)).filter((r) => r !== void 0);
    const outcome = { outDir, records, progress, gateway: transport.stats(), budgetStoppedBy: ran.budgetStoppedBy, cancelled: ran.cancelled };
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

export {
  WorkspacePool,
  runLimitsOf,
  claudeCodeSkills,
  orchestrateRuns,
  runEvals
};
