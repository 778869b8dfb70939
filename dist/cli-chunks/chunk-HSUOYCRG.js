#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  planRuns
} from "./chunk-FBRAF6ZA.js";
import {
  LOCK_FILE,
  RunSetupError,
  holdingResultsFolder,
  runTasks
} from "./chunk-HIJ55NCI.js";
import {
  parseSkillMd
} from "./chunk-OPXKIWTS.js";
import {
  RunThreads,
  WorkspacePool,
  autoThreads,
  runWorkersAvailable
} from "./chunk-EHEIZFNS.js";
import {
  emptyRecord,
  executorFor,
  folderSnapshots,
  solveRun
} from "./chunk-EQDA75R4.js";
import {
  AdaptiveLimiter,
  ResponseCache,
  evalFolder,
  runFolder,
  totalTokens,
  writeRunArtifacts
} from "./chunk-MQ6PJNZ3.js";
import {
  ResultsStore
} from "./chunk-6SYOK5KR.js";
import {
  Budget
} from "./chunk-LUDV5MAU.js";
import {
  RUNS_FILE,
  runDefinitionHash
} from "./chunk-VSOYP2NU.js";
import {
  git,
  gitBytes
} from "./chunk-JKFZ3SFG.js";
import {
  addCost,
  createGateway,
  idleTimeoutWithin
} from "./chunk-MLCUIUG6.js";
import {
  isObject
} from "./chunk-Q6IQ37PO.js";

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
    const runs = specs.reduce((n, s) => n + (previous.get(s.runId)?.status === "completed" ? 0 : 1), 0);
    const transport = await parts.transport({ outDir, cache, signal: runSignal, runs });
    open = transport;
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
    open = void 0;
    await transport.close?.();
    await store.close();
    await cache?.close();
    progress.elapsedMs = Date.now() - started;
    const records = specs.map((s) => latest.get(s.runId)).filter((r) => r !== void 0);
    const outcome = { outDir, records, progress, gateway: transport.stats(), budgetStoppedBy: ran.budgetStoppedBy, cancelled: ran.cancelled };
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
          whenBusy: opts.threads === "auto"
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
