#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  claudeCodeSettings,
  trustedSkillExecutors
} from "./chunk-GI3ZYIYX.js";
import {
  adaptiveCostText,
  typicalRunPrice
} from "./chunk-72XBK7IY.js";
import "./chunk-OXTRQ624.js";
import {
  batchPoll,
  modelClients,
  runBatchEvals
} from "./chunk-XKWK57KJ.js";
import {
  claudeCodeSkills,
  runEvals,
  runLimitsOf
} from "./chunk-HJ3EPBSL.js";
import {
  ADAPTIVE_MAX_TRIALS,
  ADAPTIVE_START,
  adaptiveRunRange,
  runsSavedText
} from "./chunk-XVTJADNU.js";
import {
  OutDirLockedError,
  lockOutDir
} from "./chunk-RLABU7YA.js";
import {
  gradeAndReport,
  runGrader
} from "./chunk-7REBYDHG.js";
import {
  countFindings,
  loadRepo
} from "./chunk-TYLURLLW.js";
import {
  loadPipelines
} from "./chunk-KXW3OA23.js";
import "./chunk-T4XZ4NNE.js";
import "./chunk-BZTFFJRP.js";
import "./chunk-OXRSYXDF.js";
import "./chunk-7NR52X2Z.js";
import "./chunk-XLATBSGA.js";
import "./chunk-M7XWCHZS.js";
import "./chunk-UYQTJ7KB.js";
import "./chunk-OLO4343K.js";
import "./chunk-UFG4ZXKB.js";
import "./chunk-XOYDF6WB.js";
import "./chunk-YLTUZIQT.js";
import {
  executorFor
} from "./chunk-WB7HTGDC.js";
import "./chunk-2JIBWGNL.js";
import "./chunk-VWPNA2ZE.js";
import "./chunk-4XCGNZWD.js";
import "./chunk-Q3A3SG3D.js";
import {
  formatCost
} from "./chunk-OJPRHZNX.js";
import "./chunk-YT2GUATG.js";
import "./chunk-GUAVVKPA.js";
import "./chunk-DQGGB3WH.js";
import "./chunk-FAUTHJTF.js";
import {
  cliPath
} from "./chunk-EJB7F6KW.js";
import {
  UsageError,
  oneOf,
  parse,
  positiveInt
} from "./chunk-EAYXTWPE.js";
import {
  Budget
} from "./chunk-LUDV5MAU.js";
import "./chunk-XB3YVN6R.js";
import "./chunk-NUNZPVBM.js";
import "./chunk-CY6ICJBK.js";
import "./chunk-WWKFZUJB.js";
import "./chunk-FFXZ2FSU.js";
import "./chunk-OMQOPVYZ.js";
import "./chunk-IOC4MAL3.js";
import "./chunk-3BIITHQA.js";

// src/cli/run-command.ts
var RUN_HELP = `Usage: skill-evals run [options]

Runs every eval prompt with the skill (with_skill), without it (without_skill) and, with
--base-ref, against the base branch's version of each changed skill (old_skill), N trials each.

  --root DIR            skills repository (default .)
  --skill NAME          only this skill (repeatable)
  --eval ID             only this eval id (repeatable)
  --trials N|adaptive   trials per configuration (default: config, 3). adaptive: 1 per
                        configuration, up to --max-trials only for evals whose first runs
                        disagree; each run is graded as it finishes (docs/verdict.md)
  --max-trials N        the cap of --trials adaptive (default: config max-trials, 5)
  --concurrency N       API calls in flight (default: config, 4; shrinks on 429)
  --out DIR             results folder (default .skill-evals/results)
  --base-ref REF        git ref of the base branch; adds old_skill runs for changed skills
  --resume              continue a previous run in --out without redoing finished runs
  --model ID            model to run (default: the first of config 'models')
  --skill-loading M     preload | discover (default: config, preload)
  --bash                enable the Bash tool (empty environment, timeout)
  --cache MODE          read-write | read-only | off (default: config, read-write)
  --cache-dir DIR       response cache folder, relative to the working directory (default: config
                        cache-dir, relative to the repository root: .skill-evals/cache)
  --max-cost-usd X      stop starting runs once this much was spent; the rest are 'skipped'
  --max-runs N          start at most N runs; the rest are 'skipped'
  --simulate            use the local simulated model instead of the Anthropic API (no key needed)
  --executor E          api | claude-code: who runs each eval (default: config, api). claude-code
                        runs the real 'claude' CLI per run, isolated (docs/claude-code.md)
  --claude-code-path P  the Claude Code executable (default: skill-evals' own node_modules, then PATH)
  --runner R            api | batch (default: config, api). batch sends each round of turns as one
                        Message Batch (50% off, slow; resumable with --resume)
  --models A,B          several models: runs the suite once per model into <out>/<model>/ and writes
                        the cross-model table (same as 'skill-evals matrix')
  --threads N|auto      threads that solve the runs of the API executor (default auto: one per
                        core, at most 4, and 1 below 64 runs; 1 solves them on the main thread).
                        With N >= 2, the main thread and N - 1 worker threads run the agent
                        loops; the main thread also plans the runs and records them
  --no-grade            do not grade the runs afterwards (grade later with 'skill-evals grade')
  --pipeline            after the evals, also run the pipeline scenarios of evals/pipeline/ into
                        <out>/pipelines/ (as 'skill-evals pipeline'): each step by its skill's
                        executor (--executor, config skill-executors; with --simulate the simulated
                        model and no response cache), within what the evals left of --max-cost-usd
                        and --max-runs (a scenario is one run), and --resume keeps the scenarios
                        that finished; one model only

Needs ANTHROPIC_API_KEY unless --simulate is given. ANTHROPIC_BASE_URL is honoured.

Exit codes:
  0  every planned run completed (grading and gates are 'skill-evals report''s job)
  1  at least one run ended in 'error' (API failure, timeout, harness error), some completed
  2  no run completed (all errored or were skipped, or nothing was planned), or the run could
     not start (bad options, validation errors, no API key, the --out folder is locked by
     another run), or it was cancelled (SIGINT/SIGTERM; continue with --resume)
`;
function runExitCode(o) {
  if (o.progress.completed === 0) return 2;
  return o.progress.errors > 0 ? 1 : 0;
}
function number(value, flag) {
  if (value === void 0) return void 0;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0) throw new UsageError(`${flag} must be a number >= 0 (got '${value}')`);
  return n;
}
function threadsOption(value, env) {
  const v = (value ?? env.SKILL_EVALS_THREADS ?? "auto").trim();
  if (v === "auto") return "auto";
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1) throw new UsageError(`--threads must be a whole number >= 1 or 'auto' (got '${v}')`);
  return n;
}
async function runCommand(argv, io, signal) {
  const { values } = parse(argv, {
    root: { type: "string", default: "." },
    skill: { type: "string", multiple: true },
    eval: { type: "string", multiple: true },
    trials: { type: "string" },
    "max-trials": { type: "string" },
    concurrency: { type: "string" },
    out: { type: "string", default: ".skill-evals/results" },
    "base-ref": { type: "string" },
    resume: { type: "boolean", default: false },
    model: { type: "string" },
    "skill-loading": { type: "string" },
    bash: { type: "boolean" },
    cache: { type: "string" },
    "cache-dir": { type: "string" },
    "max-cost-usd": { type: "string" },
    "max-runs": { type: "string" },
    simulate: { type: "boolean", default: false },
    executor: { type: "string" },
    "claude-code-path": { type: "string" },
    "no-grade": { type: "boolean", default: false },
    runner: { type: "string" },
    models: { type: "string" },
    pipeline: { type: "boolean", default: false },
    threads: { type: "string" },
    help: { type: "boolean", short: "h" }
  }, "repo");
  if (values.help) {
    io.stdout(RUN_HELP);
    return { code: 0 };
  }
  const manyModels = (values.models ?? "").split(",").map((m) => m.trim()).filter(Boolean);
  if (manyModels.length > 1) {
    if (values.pipeline) throw new UsageError("--pipeline runs with one model; run the pipeline scenarios separately (skill-evals pipeline --model …) or drop --models.");
    const pass = (flag, v) => v === void 0 || v === false ? [] : v === true ? [flag] : Array.isArray(v) ? v.flatMap((x) => [flag, x]) : [flag, v];
    const { matrixCommand } = await import("./matrix-command-K7HAWF6C.js");
    const m = await matrixCommand(
      [
        ...pass("--root", values.root),
        ...pass("--out", values.out),
        "--models",
        manyModels.join(","),
        ...pass("--runner", values.runner),
        ...pass("--skill", values.skill),
        ...pass("--trials", values.trials),
        ...pass("--concurrency", values.concurrency),
        ...pass("--resume", values.resume),
        ...pass("--cache", values.cache),
        ...pass("--cache-dir", values["cache-dir"]),
        ...pass("--max-cost-usd", values["max-cost-usd"]),
        ...pass("--simulate", values.simulate)
      ],
      io,
      signal
    );
    return { code: m.code };
  }
  if (manyModels.length === 1) values.model ??= manyModels[0];
  const repo = await loadRepo(cliPath(io, values.root) ?? io.cwd);
  const { errors } = countFindings(repo.findings);
  if (errors > 0) {
    for (const f of repo.findings.filter((x) => x.severity === "error").slice(0, 20)) {
      io.stderr(`${f.file}${f.line !== void 0 ? `:${f.line}${f.column !== void 0 ? `:${f.column}` : ""}` : ""}: error: ${f.message} [${f.rule}]
`);
    }
    io.stderr(`skill-evals run: validation found ${errors} error(s); run 'skill-evals validate' and fix them first.
`);
    return { code: 1, repo };
  }
  const c = repo.config;
  const opts = {
    outDir: cliPath(io, values.out ?? ".skill-evals/results"),
    skills: values.skill,
    evalIds: values.eval,
    trials: values.trials === "adaptive" ? c.trials : positiveInt(values.trials, "--trials") ?? c.trials,
    concurrency: positiveInt(values.concurrency, "--concurrency") ?? c.concurrency,
    model: values.model ?? c.models[0] ?? "claude-sonnet-5-5",
    baseRef: values["base-ref"],
    resume: values.resume ?? false,
    skillLoading: oneOf(values["skill-loading"], ["preload", "discover"], "--skill-loading", c.skillLoading),
    bash: values.bash ?? c.bash,
    ...runLimitsOf(c),
    cache: oneOf(values.cache, ["read-write", "read-only", "off"], "--cache", c.cache),
    cacheDir: cliPath(io, values["cache-dir"]) ?? c.cacheDir,
    maxCostUsd: number(values["max-cost-usd"], "--max-cost-usd") ?? c.maxCostUsd,
    maxRuns: positiveInt(values["max-runs"], "--max-runs") ?? c.maxRuns,
    // The records go to runs.jsonl as each run finishes; nothing here needs them all in memory.
    retainRecords: false,
    ...values.simulate ? { simulated: true } : {}
  };
  const adaptiveAsked = values.trials === "adaptive" || values.trials === void 0 && c.adaptiveTrials === true;
  const maxTrials = positiveInt(values["max-trials"], "--max-trials") ?? c.maxTrials ?? ADAPTIVE_MAX_TRIALS;
  if (values["max-trials"] !== void 0 && !adaptiveAsked) throw new UsageError("--max-trials only applies to --trials adaptive.");
  if (adaptiveAsked && values["no-grade"]) throw new UsageError("--trials adaptive grades each run as it finishes; it cannot be combined with --no-grade.");
  const simulate = values.simulate ?? false;
  const apiKey = io.env.ANTHROPIC_API_KEY;
  if (!simulate && !apiKey) {
    io.stderr("skill-evals run: ANTHROPIC_API_KEY is not set. Set it, or pass --simulate to use the local simulated model.\n");
    return { code: 2, repo };
  }
  opts.executor = oneOf(values.executor, ["api", "claude-code"], "--executor", c.executor ?? "api");
  const trustedMap = trustedSkillExecutors(values.executor === "api" ? "api" : void 0, c.skillExecutors);
  if (trustedMap.dropped.length > 0) io.stdout(`--executor api: skill-executors entries for ${trustedMap.dropped.join(", ")} are ignored; no Claude Code CLI is started.
`);
  opts.skillExecutors = trustedMap.kept;
  const ccSkills = claudeCodeSkills(repo, opts);
  let pipelineCcSkills = [];
  if (values.pipeline && !simulate) {
    const { scenarios } = await loadPipelines(repo.root, repo.skills);
    pipelineCcSkills = [...new Set(scenarios.flatMap((s) => s.steps.map((step) => step.skill)))].filter((s) => executorFor(s, opts) === "claude-code").sort();
  }
  if (ccSkills.length > 0 || pipelineCcSkills.length > 0) {
    if (simulate) {
      throw new UsageError(
        opts.executor === "claude-code" ? "--simulate cannot be combined with --executor claude-code (the CLI needs a real or fake API)." : `--simulate cannot run skills that skill-executors maps to claude-code (${ccSkills.join(", ")}); the CLI needs a real or fake API. Select other skills with --skill.`
      );
    }
    const settings = await claudeCodeSettings("run", io, repo, values["claude-code-path"], apiKey);
    if (typeof settings === "number") return { code: settings, repo };
    opts.claudeCode = settings;
  }
  if (values.pipeline && (opts.maxCostUsd !== null || opts.maxRuns !== null)) opts.budget = new Budget({ maxCostUsd: opts.maxCostUsd, maxRuns: opts.maxRuns });
  const runner = oneOf(values.runner, ["api", "batch"], "--runner", c.runner ?? "api");
  const clients = modelClients(simulate, io.env);
  const client = clients.client(runner === "batch" ? "batch" : "messages");
  opts.threads = threadsOption(values.threads, io.env);
  if (clients.recipe && runner === "api") opts.clientRecipe = clients.recipe;
  if (io.env.SKILL_EVALS_THREADS_MAIN_SOLVES === "0") opts.threadsMainSolves = false;
  if (simulate) {
    io.stdout("Using the local SIMULATED model: no API calls are made and the outputs are canned, not real model work.\n");
  }
  let releaseLock;
  try {
    releaseLock = await lockOutDir(opts.outDir, opts.resume ? "run --resume" : "run");
  } catch (err) {
    if (!(err instanceof OutDirLockedError)) throw err;
    io.stderr(`skill-evals run: ${err.message}
`);
    return { code: 2, repo };
  }
  try {
    return await runLocked();
  } finally {
    await releaseLock();
  }
  async function runLocked() {
    const progress = new ProgressPrinter(io);
    const claudeCodeRequests = { n: 0 };
    const runEvents = {
      onRunFinished: (r, p) => {
        if (r.claudeCode) claudeCodeRequests.n += r.apiCalls ?? 0;
        progress.finished(r, p);
      },
      onProgress: (p) => progress.update(p)
    };
    const poll = batchPoll(io.env, clients);
    let outcome;
    const grader = adaptiveAsked ? runGrader(repo, opts.outDir, async () => client, { judgeModel: c.judgeModel, judges: c.judges, concurrency: opts.concurrency, cache: opts.cache, cacheDir: opts.cacheDir, simulate }) : void 0;
    if (grader) {
      opts.adaptive = { start: ADAPTIVE_START, maxTrials, outcomeOf: grader.outcomeOf };
      const price = simulate ? null : await typicalRunPrice({ root: repo.root, outDir: opts.outDir, model: opts.model });
      io.stdout(adaptivePlanLine(repo, opts, maxTrials, price) + "\n");
    }
    try {
      outcome = runner === "batch" ? await runBatchEvals(repo, { ...opts, ...poll ? { poll } : {} }, client, runEvents, signal) : await runEvals(repo, opts, client, runEvents, signal);
    } finally {
      progress.end();
      await grader?.close();
    }
    io.stdout(summaryLine(outcome, claudeCodeRequests.n, opts.claudeCodeViaGateway !== false) + "\n");
    const saved = runsSavedLine(outcome.progress);
    if (saved) io.stdout(saved + "\n");
    if (outcome.cancelled) {
      io.stderr(`Cancelled: ${outcome.progress.total - outcome.progress.done} run(s) not recorded; continue with --resume.
`);
      return { code: 2, repo, outcome };
    }
    let grades;
    if (!values["no-grade"] && outcome.progress.done > 0) {
      io.stdout("\n");
      grades = await gradeAndReport(
        repo,
        outcome.outDir,
        async () => client,
        { judgeModel: c.judgeModel, judges: c.judges, concurrency: opts.concurrency, cache: opts.cache, cacheDir: opts.cacheDir, ...opts.skills?.length ? { skills: opts.skills } : {}, simulate },
        io,
        signal
      );
      if (grades.cancelled) return { code: 2, repo, outcome, grades };
    }
    const runsCode = runExitCode(outcome);
    if (runsCode !== 0) {
      io.stderr(
        runsCode === 2 ? `skill-evals run: no run completed (${outcome.progress.errors} error, ${outcome.progress.skipped} skipped of ${outcome.progress.total}); exit 2.
` : `skill-evals run: ${outcome.progress.errors} of ${outcome.progress.total} run(s) ended in error; exit 1.
`
      );
    }
    if (!values.pipeline) return { code: runsCode, repo, outcome, ...grades ? { grades } : {} };
    const { runRepoPipelines, PipelineSetupError } = await import("./pipeline-L6CC5SN7.js");
    const { formatPipelineReport } = await import("./pipeline-command-2GW4RPXF.js");
    const pipelineClient = runner === "batch" ? clients.client("messages") : client;
    io.stdout("\nPipeline scenarios:\n");
    let pipelines;
    try {
      pipelines = await runRepoPipelines(
        repo,
        pipelineClient,
        {
          outDir: outcome.outDir,
          model: opts.model,
          concurrency: opts.concurrency,
          skillLoading: opts.skillLoading,
          bash: opts.bash,
          cacheDir: opts.cacheDir,
          // Simulated replies must never land in the response cache that real runs read.
          ...simulate ? { simulated: true, cache: "off" } : { cache: opts.cache },
          ...opts.budget ? { budget: opts.budget } : {},
          ...opts.resume ? { resume: true } : {},
          // The executor chosen for each step's skill (as for the evals); simulated steps stay on the API loop.
          ...simulate ? {} : {
            executor: opts.executor,
            ...opts.skillExecutors ? { skillExecutors: opts.skillExecutors } : {},
            ...opts.claudeCode ? { claudeCode: opts.claudeCode } : {},
            ...opts.claudeCodeViaGateway !== void 0 ? { claudeCodeViaGateway: opts.claudeCodeViaGateway } : {}
          },
          ...signal ? { signal } : {}
        },
        {
          onStepFinished: (sc, step) => io.stdout(`[${sc.id}] step ${step.n}/${sc.steps.length} ${step.skill}: ${step.status}${step.reason ? ` (${step.reason.replace(/[\r\n]+/g, " ")})` : ""}
`)
        }
      );
    } catch (err) {
      if (!(err instanceof PipelineSetupError)) throw err;
      io.stderr(`skill-evals run: ${err.message}
`);
      return { code: 2, repo, outcome, ...grades ? { grades } : {} };
    }
    if (pipelines.results.length === 0) io.stdout(`No pipeline scenarios in ${repo.root}/evals/pipeline/.
`);
    else io.stdout("\n" + formatPipelineReport(pipelines));
    return { code: pipelines.cancelled ? 2 : runsCode, repo, outcome, ...grades ? { grades } : {}, pipelines };
  }
}
function adaptivePlanLine(repo, opts, maxTrials, price = null) {
  const skills = opts.skills?.length ? new Set(opts.skills) : void 0;
  const ids = opts.evalIds?.length ? new Set(opts.evalIds) : void 0;
  const evals = repo.evals.filter((e) => (!skills || skills.has(e.skill)) && (!ids || ids.has(String(e.id))));
  const configs = evals.map(() => 2 + (opts.baseRef ? 1 : 0));
  const r = adaptiveRunRange(configs, { start: ADAPTIVE_START, maxTrials });
  const cost = opts.simulated ? "Cost: none (the simulated model makes no API call)." : `Cost: ${adaptiveCostText(r, price, opts.maxCostUsd)}.`;
  return `Adaptive trials: ${r.min} runs to start (1 per eval and configuration), about ${r.expected} expected, at most ${r.max} (every eval to ${maxTrials} trials; a fixed ${opts.trials} trials would be ${configs.reduce((a, c) => a + c * opts.trials, 0)}). ${cost}`;
}
function runsSavedLine(p) {
  if (p.maxTotal === void 0 || p.maxTotal === 0) return null;
  return runsSavedText({ run: p.total, max: p.maxTotal });
}
function summaryLine(o, claudeCodeRequests = 0, claudeCodeInGateway = true) {
  const p = o.progress;
  const g = o.gateway;
  const requests = claudeCodeInGateway ? Math.max(g.apiCalls, claudeCodeRequests) : g.apiCalls + claudeCodeRequests;
  const apiExecutor = requests - claudeCodeRequests;
  const sim = o.simulated === true;
  const calls = (n) => sim ? `${n} simulated calls (no API call made)` : `${n} API calls`;
  const parts = [
    `${p.done}/${p.total} runs`,
    `${p.completed} completed`,
    `${p.errors} errors`,
    `${p.skipped} skipped${o.budgetStoppedBy ? ` (budget: ${o.budgetStoppedBy})` : ""}`,
    p.resumed ? `${p.resumed} resumed` : "",
    claudeCodeRequests > 0 && apiExecutor > 0 ? `${requests} API calls (${apiExecutor} by the API executor, ${claudeCodeRequests} by Claude Code)` : claudeCodeRequests > 0 ? `${requests} API calls (by Claude Code)` : calls(requests),
    `${g.cacheHits} cache hits`,
    // Issue 33 row C: entries refused (MAC missing or wrong, or another job's tool call).
    g.cacheRejected ? `${g.cacheRejected} cache entr${g.cacheRejected === 1 ? "y" : "ies"} rejected` : "",
    `${g.retries} retries`,
    sim ? `${p.tokens} simulated tokens` : `${p.tokens} tokens`,
    sim ? `simulated cost ${formatCost(p.costUsd)} (nothing spent)` : `cost ${formatCost(p.costUsd)}`,
    `${(p.elapsedMs / 1e3).toFixed(1)} s`,
    // Issue 21: where the runs were solved, when worker threads were used.
    o.threads && o.threads.workers > 0 ? `${o.threads.workers} worker thread${o.threads.workers === 1 ? "" : "s"} (${o.threads.byWorkers} runs on ${o.threads.workers === 1 ? "it" : "them"}, ${o.threads.byMain} on the main thread)` : ""
  ].filter(Boolean);
  return `Results in ${o.outDir}: ${parts.join(", ")}`;
}
var ProgressPrinter = class {
  constructor(io) {
    this.io = io;
  }
  io;
  lastDraw = 0;
  pending = [];
  timer;
  flush() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = void 0;
    if (this.pending.length === 0) return;
    const text = this.pending.join("");
    this.pending = [];
    this.io.stdout(text);
  }
  update(p) {
    if (!this.io.isTTY) return;
    const now = Date.now();
    if (now - this.lastDraw < 100 && p.done < p.total) return;
    this.lastDraw = now;
    this.io.stdout(`\r\x1B[2K${progressText(p)}`);
  }
  finished(r, p) {
    if (this.io.isTTY) return;
    const note = r.status === "completed" ? "" : ` (${r.error?.message ?? r.status})`;
    this.pending.push(`[${p.done}/${p.total}] ${r.status.padEnd(9)} ${r.runId}${note.replace(/[\r\n]+/g, " ")}
`);
    if (this.pending.length >= 256) this.flush();
    else this.timer ??= setTimeout(() => this.flush(), 200);
  }
  end() {
    this.flush();
    if (this.io.isTTY) this.io.stdout("\n");
  }
};
function progressText(p) {
  const rate = p.done - p.resumed > 0 ? p.elapsedMs / (p.done - p.resumed) : 0;
  const eta = rate > 0 ? Math.round((p.total - p.done) * rate / 1e3) : void 0;
  return `${p.done}/${p.total} runs · ${p.errors} errors · ${p.retries} retries · ${p.tokens} tokens · ${formatCost(p.costUsd)}` + (eta !== void 0 ? ` · ETA ${eta}s` : "");
}
export {
  RUN_HELP,
  adaptivePlanLine,
  progressText,
  runCommand,
  runExitCode,
  runsSavedLine,
  summaryLine,
  threadsOption
};
