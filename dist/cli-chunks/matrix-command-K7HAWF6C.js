#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  evalKey,
  parseShard,
  shardRuns
} from "./chunk-IFSMTUME.js";
import {
  loadAggregateInput,
  writeReport
} from "./chunk-BHRKBYTB.js";
import {
  crossModelTable,
  githubPublisher,
  needsAttention,
  renderCrossModelMarkdown,
  trackingIssueBody
} from "./chunk-SO2KL4SK.js";
import {
  aggregate,
  benchmarks
} from "./chunk-YZU6TXNU.js";
import "./chunk-FLDMWVQP.js";
import "./chunk-ZUG2OYHV.js";
import {
  mdEscape
} from "./chunk-DITMTTB5.js";
import "./chunk-DT4VOJDH.js";
import "./chunk-CCHOH6YB.js";
import "./chunk-2KEUBKUZ.js";
import {
  batchPoll,
  modelClients,
  runBatchEvals
} from "./chunk-XKWK57KJ.js";
import {
  runEvals,
  runLimitsOf
} from "./chunk-HJ3EPBSL.js";
import {
  planRuns
} from "./chunk-XVTJADNU.js";
import "./chunk-RLABU7YA.js";
import {
  countFindings,
  loadRepo
} from "./chunk-TYLURLLW.js";
import "./chunk-KXW3OA23.js";
import "./chunk-T4XZ4NNE.js";
import {
  createJudgeGateway,
  gradeRuns
} from "./chunk-BZTFFJRP.js";
import "./chunk-OXRSYXDF.js";
import "./chunk-7NR52X2Z.js";
import "./chunk-XLATBSGA.js";
import "./chunk-M7XWCHZS.js";
import "./chunk-UYQTJ7KB.js";
import "./chunk-OLO4343K.js";
import "./chunk-UFG4ZXKB.js";
import "./chunk-XOYDF6WB.js";
import "./chunk-YLTUZIQT.js";
import "./chunk-WB7HTGDC.js";
import "./chunk-2JIBWGNL.js";
import "./chunk-VWPNA2ZE.js";
import "./chunk-4XCGNZWD.js";
import {
  ResultsStore,
  writeFileAtomic
} from "./chunk-Q3A3SG3D.js";
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
import "./chunk-LUDV5MAU.js";
import {
  parseHistoryFile
} from "./chunk-6L67D3H4.js";
import "./chunk-XB3YVN6R.js";
import "./chunk-NUNZPVBM.js";
import {
  redact
} from "./chunk-CY6ICJBK.js";
import {
  RUNS_FILE,
  encodeRecord,
  openResultsLog,
  readJsonDetailed
} from "./chunk-WWKFZUJB.js";
import "./chunk-FFXZ2FSU.js";
import "./chunk-OMQOPVYZ.js";
import "./chunk-IOC4MAL3.js";
import "./chunk-3BIITHQA.js";

// src/cli/matrix-command.ts
import { stat } from "node:fs/promises";
import { join as join2, resolve } from "node:path";

// src/gate/matrix.ts
import { appendFile, cp, mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { basename, join } from "node:path";

// src/aggregate/model-lifecycle.ts
var SDK_DEPRECATED_MODELS = {
  "claude-mythos-preview": "June 30th, 2026",
  "claude-opus-4-5": "January 22nd, 2027",
  "claude-opus-4-5-20251101": "January 22nd, 2027",
  "claude-sonnet-4-5": "November 30th, 2026",
  "claude-sonnet-4-5-20250929": "November 30th, 2026"
};
var EOL_WARNING_DAYS = 60;
var MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];
function parseSdkDate(text) {
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(text.trim());
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  const m = /^([A-Za-z]+)\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$/.exec(text.trim());
  if (!m) return null;
  const month = MONTHS.indexOf(m[1].toLowerCase());
  const day = Number(m[2]);
  if (month < 0 || day < 1 || day > 31) return null;
  return `${m[3]}-${String(month + 1).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}
function modelLifecycle(model, o) {
  const warnDays = o.warnDays ?? EOL_WARNING_DAYS;
  const table = o.table ?? SDK_DEPRECATED_MODELS;
  let status = "unknown";
  let eol = null;
  let source = "none";
  if (o.live) {
    status = o.live.lifecycle;
    eol = o.live.retires_at ? parseSdkDate(o.live.retires_at) : null;
    source = "models-api";
  }
  const undated = model.replace(/-\d{8}$/, "");
  const tableText = table[model] ?? table[undated];
  if (tableText !== void 0) {
    if (source === "none") {
      status = "deprecated";
      source = "sdk-table";
    }
    eol ??= parseSdkDate(tableText);
  }
  const days = eol ? Math.floor((Date.parse(`${eol}T00:00:00Z`) - o.now.getTime()) / 864e5) : null;
  if (source === "sdk-table" && (days ?? 0) < 0) {
    status = "retired";
  }
  const near = days !== null && days <= warnDays;
  let message;
  if (status === "retired") message = `retired${eol ? ` (end of life ${eol})` : ""}: runs on it fail; replace it in evals/config.yaml.`;
  else if (status === "deprecated") message = `deprecated${eol ? `, end of life ${eol} (${days} days left)` : ""}: plan the move to a newer model.`;
  else if (status === "active") message = eol ? `active, retirement scheduled for ${eol} (${days} days left).` : "active.";
  else message = "no lifecycle data (not in the SDK deprecation table; Models API not consulted).";
  return { model, status, end_of_life: eol, days_left: days, near_end_of_life: near, source, message };
}
async function fetchLiveModelInfo(client, model) {
  try {
    const m = await client.models.retrieve(model, {}, { maxRetries: 1, timeout: 15e3 });
    if (!m || typeof m.lifecycle !== "string") return null;
    return { id: m.id, lifecycle: m.lifecycle, retires_at: m.retires_at ?? null, deprecated_at: m.deprecated_at ?? null };
  } catch {
    return null;
  }
}

// src/gate/matrix.ts
function modelSlug(model) {
  return model.replace(/[^A-Za-z0-9._-]+/g, "_") || "_";
}
async function mergeResultDirs(sources, dest) {
  await mkdir(dest, { recursive: true });
  for (const src of sources) {
    for (const e of await readdir(src, { withFileTypes: true }).catch(() => [])) {
      const from = join(src, e.name);
      if (e.isDirectory()) await cp(from, join(dest, e.name), { recursive: true, force: false, errorOnExist: false });
      else if (e.name === RUNS_FILE) {
        const have = new Set((await openResultsLog(dest).readAll()).records.map(encodeRecord));
        const add = (await openResultsLog(src).readAll()).records.filter((r) => !have.has(encodeRecord(r)));
        if (add.length) {
          const store = new ResultsStore(dest);
          await Promise.all(add.map((r) => store.append(r)));
          await store.close();
        }
      } else if (e.name.endsWith(".jsonl")) {
        const have = new Set((await readFile(join(dest, e.name), "utf8").catch(() => "")).split("\n"));
        const add = (await readFile(from, "utf8")).split("\n").filter((l) => l.trim() && !have.has(l));
        if (add.length) await appendFile(join(dest, e.name), redact(add.join("\n") + "\n"));
      }
    }
  }
}
var MODEL_ENTRY = /^(\d{4}-\d{2}-\d{2})-(.+)\.json$/;
async function previousModelEntry(dir, model, date) {
  const names = (await readdir(dir).catch(() => [])).filter((n) => {
    const m = MODEL_ENTRY.exec(n);
    return m !== null && m[2] === modelSlug(model) && m[1] < date;
  });
  for (const name of names.sort().reverse()) {
    const r = await readJsonDetailed(join(dir, name));
    const e = r.state === "ok" ? parseHistoryFile(join(dir, name), r.value) : void 0;
    if (e) return e;
  }
  return void 0;
}
async function writeModelBenchmarks(dir, date, perModel) {
  const files = [];
  for (const { model, summary } of perModel) {
    const file = join(dir, `${date}-${modelSlug(model)}.json`);
    await writeFileAtomic(file, JSON.stringify(summary, null, 2) + "\n");
    files.push(file);
  }
  return files;
}
async function aggregateModel(root, modelDir, model, allModels, now) {
  const loaded = await loadAggregateInput({ out: modelDir, root, now });
  const others = new Set(allModels.filter((m) => m !== model).map(modelSlug));
  loaded.input.history = loaded.input.history?.filter((h) => {
    const m = MODEL_ENTRY.exec(basename(h.file));
    return !m || !others.has(m[2]);
  });
  const summary = aggregate(loaded.input);
  await writeReport(modelDir, summary, benchmarks(loaded.input));
  return summary;
}
async function modelsLifecycle(models, o) {
  const out = [];
  for (const m of models) {
    const live = o.client ? await fetchLiveModelInfo(o.client, m) : null;
    out.push(modelLifecycle(m, { now: o.now, warnDays: o.warnDays, live }));
  }
  return out;
}
async function buildCrossModel(o) {
  const inputs = [];
  for (const s of o.summaries) {
    const previous = await previousModelEntry(o.benchmarksDir, s.model, o.date);
    inputs.push({ model: s.model, summary: s.summary, ...previous ? { previous } : {} });
  }
  const table = crossModelTable(inputs, { lifecycle: o.lifecycle, generatedAt: o.generatedAt });
  const markdown = renderCrossModelMarkdown(table, { escape: mdEscape });
  await mkdir(o.out, { recursive: true });
  const files = [join(o.out, "cross-model.json"), join(o.out, "cross-model.md")];
  await writeFileAtomic(files[0], JSON.stringify(table, null, 2) + "\n");
  await writeFile(files[1], redact(markdown));
  return { table, markdown, files };
}

// src/github/repo.ts
function repoFromEnv(env = process.env, full) {
  const s = full ?? env["GITHUB_REPOSITORY"] ?? "";
  const m = /^([\w.-]+)\/([\w.-]+)$/.exec(s);
  return m ? { owner: m[1], repo: m[2] } : void 0;
}

// src/cli/matrix-command.ts
var MATRIX_HELP = `Usage: skill-evals matrix [options]

The weekly cross-model run: the full suite once per model into <out>/<model>/ (run, grade,
aggregate), then the cross-model table <out>/cross-model.json and cross-model.md: skill × model
pass rates with 95% Wilson intervals, the range, and anomalies (a model more than 2 standard
errors off the others).

  --root DIR            skills repository (default .)
  --out DIR             matrix folder (default .skill-evals/matrix)
  --models A,B          models (default: config 'models')
  --runner R            api | batch (default: config 'runner', api). batch = Message Batches, 50% off,
                        resumable with --resume
  --shard I/N           run only this shard of the evals (per model); combine with --no-table
  --skill NAME          only this skill (repeatable)
  --trials N            trials per configuration (default: config)
  --concurrency N       API calls in flight per model (api runner; default: config)
  --resume              continue <out>/<model>/ without redoing finished runs (or submitted batches)
  --cache MODE          read-write | read-only | off (default: config)
  --cache-dir DIR       response cache folder, relative to the working directory (default: config
                        cache-dir, relative to the repository root: .skill-evals/cache)
  --max-cost-usd X      per model: stop starting runs once this much was spent
  --simulate            local simulated model and judge (no key; the batch runner too)
  --no-table            run (and grade, aggregate) only; no cross-model table
  --merge-only          run nothing: merge --from folders into <out>, re-aggregate <out>/<model>/, build the table
  --from DIR            (with --merge-only, repeatable) a job's --out folder holding <model>/ subfolders
  --write-benchmarks    write per-model entries <root>/evals/benchmarks/<date>-<model>.json
  --benchmarks-dir DIR  where per-model entries are read (last week, for regressions) and written
                        (relative to the working directory; default <root>/evals/benchmarks)
  --date YYYY-MM-DD     date of the entries (default today, UTC)
  --tracking-issue      open/update the tracking issue (default: config tracking-issue.enabled);
                        needs GITHUB_TOKEN and GITHUB_REPOSITORY

Exit codes: 0 done (regressions are reported, not failed), 2 could not run.
`;
function shardRepo(repo, shard, skills) {
  if (shard.total === 1) return repo;
  const specs = planRuns({ evals: repo.evals, ...skills?.length ? { skills } : {}, trials: 1, model: "any" });
  const keep = new Set(shardRuns(specs, shard).map(evalKey));
  return { ...repo, evals: repo.evals.filter((e) => keep.has(evalKey({ skill: e.skill, evalId: e.id }))) };
}
function clientFor(simulate, runner, io) {
  return modelClients(simulate, io.env).client(runner === "batch" ? "batch" : "messages");
}
async function matrixCommand(argv, io, signal) {
  const { values } = parse(argv, {
    root: { type: "string", default: "." },
    out: { type: "string", default: ".skill-evals/matrix" },
    models: { type: "string" },
    runner: { type: "string" },
    shard: { type: "string" },
    skill: { type: "string", multiple: true },
    trials: { type: "string" },
    concurrency: { type: "string" },
    resume: { type: "boolean", default: false },
    cache: { type: "string" },
    "cache-dir": { type: "string" },
    "max-cost-usd": { type: "string" },
    simulate: { type: "boolean", default: false },
    "no-table": { type: "boolean", default: false },
    "merge-only": { type: "boolean", default: false },
    from: { type: "string", multiple: true },
    "write-benchmarks": { type: "boolean", default: false },
    "benchmarks-dir": { type: "string" },
    date: { type: "string" },
    "tracking-issue": { type: "boolean" },
    help: { type: "boolean", short: "h" }
  }, "repo");
  if (values.help) {
    io.stdout(MATRIX_HELP);
    return { code: 0 };
  }
  const root = resolve(io.cwd, values.root ?? ".");
  const out = resolve(io.cwd, values.out ?? ".skill-evals/matrix");
  const repo = await loadRepo(root);
  const c = repo.config;
  const models = (values.models ? values.models.split(/[,\n]/) : c.models).map((m) => m.trim()).filter(Boolean);
  if (models.length === 0) throw new UsageError("--models: no model given");
  if (new Set(models.map(modelSlug)).size !== models.length) throw new UsageError("--models: two models map to the same folder name");
  const runner = oneOf(values.runner, ["api", "batch"], "--runner", c.runner ?? "api");
  const shard = (() => {
    try {
      return parseShard(values.shard);
    } catch (e) {
      throw new UsageError(e.message);
    }
  })();
  const simulate = values.simulate ?? false;
  const now = /* @__PURE__ */ new Date();
  const date = values.date ?? now.toISOString().slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new UsageError(`--date must be YYYY-MM-DD (got '${date}')`);
  const benchDir = cliPath(io, values["benchmarks-dir"]) ?? resolve(root, join2("evals", "benchmarks"));
  const modelDir = (m) => join2(out, modelSlug(m));
  const mergeOnly = values["merge-only"] ?? false;
  if (!mergeOnly) {
    const { errors } = countFindings(repo.findings);
    if (errors > 0) {
      io.stderr(`skill-evals matrix: validation found ${errors} error(s); run 'skill-evals validate' and fix them first.
`);
      return { code: 1 };
    }
  }
  if (!simulate && !mergeOnly && !io.env.ANTHROPIC_API_KEY) {
    io.stderr("skill-evals matrix: ANTHROPIC_API_KEY is not set. Set it, or pass --simulate to use the local simulated model.\n");
    return { code: 2 };
  }
  if (simulate) io.stdout("Using the local SIMULATED model and judge: no API calls are made and the outputs are canned.\n");
  const outcomes = {};
  const summaries = [];
  if (mergeOnly) {
    for (const m of models) {
      const sources = [];
      for (const f of values.from ?? []) {
        const d = join2(resolve(io.cwd, f), modelSlug(m));
        if ((await stat(d).catch(() => void 0))?.isDirectory()) sources.push(d);
      }
      if (sources.length) await mergeResultDirs(sources, modelDir(m));
      if (!(await stat(modelDir(m)).catch(() => void 0))?.isDirectory()) {
        io.stderr(`skill-evals matrix: no results for ${m} in ${modelDir(m)}; left out of the table.
`);
        continue;
      }
      summaries.push({ model: m, summary: await aggregateModel(root, modelDir(m), m, models, now) });
    }
  } else {
    const selected = shardRepo(repo, shard, values.skill);
    const client = clientFor(simulate, runner, io);
    const runModel = async (model) => {
      const opts = {
        outDir: modelDir(model),
        ...values.skill?.length ? { skills: values.skill } : {},
        trials: positiveInt(values.trials, "--trials") ?? c.trials,
        concurrency: positiveInt(values.concurrency, "--concurrency") ?? c.concurrency,
        model,
        resume: values.resume ?? false,
        skillLoading: c.skillLoading,
        bash: c.bash,
        ...runLimitsOf(c),
        cache: oneOf(values.cache, ["read-write", "read-only", "off"], "--cache", c.cache),
        cacheDir: cliPath(io, values["cache-dir"]) ?? c.cacheDir,
        maxCostUsd: values["max-cost-usd"] !== void 0 ? Number(values["max-cost-usd"]) : c.maxCostUsd,
        maxRuns: c.maxRuns
      };
      if (opts.maxCostUsd !== null && !(opts.maxCostUsd >= 0)) throw new UsageError(`--max-cost-usd must be a number >= 0`);
      if (selected.evals.length === 0) {
        io.stdout(`${model}: shard ${shard.index}/${shard.total} holds no evals.
`);
        return;
      }
      const poll = runner === "batch" ? batchPoll(io.env, modelClients(simulate, io.env)) : void 0;
      const outcome = runner === "batch" ? await runBatchEvals(selected, { ...opts, ...poll ? { poll } : {} }, client, {}, signal) : await runEvals(selected, opts, client, {}, signal);
      outcomes[model] = outcome;
      const p = outcome.progress;
      io.stdout(
        `${model} (${runner}): ${p.done}/${p.total} runs, ${p.completed} completed, ${p.errors} errors, cost ${formatCost(p.costUsd)}` + ("batch" in outcome ? `, ${outcome.batch.submittedBatches} batches (+${outcome.batch.resumedBatches} resumed)` : "") + "\n"
      );
      if (outcome.cancelled) return;
      const gateway = createJudgeGateway({ client: clientFor(simulate, "api", io), root: repo.root, concurrency: opts.concurrency, cache: opts.cache, cacheDir: opts.cacheDir });
      try {
        await gradeRuns(selected, opts.outDir, gateway.send, { judgeModel: c.judgeModel, judges: c.judges, concurrency: Math.max(4, opts.concurrency * 2), ...signal ? { signal } : {} });
      } finally {
        await gateway.close();
      }
      summaries.push({ model, summary: await aggregateModel(root, opts.outDir, model, models, now) });
    };
    if (runner === "batch") await Promise.all(models.map(runModel));
    else for (const m of models) await runModel(m);
    if (signal?.aborted || Object.values(outcomes).some((o) => o.cancelled)) {
      io.stderr(`Cancelled: continue with --resume${runner === "batch" ? " (submitted batches are polled again, not resubmitted)" : ""}.
`);
      return { code: 2, outcomes };
    }
    summaries.sort((a, b) => models.indexOf(a.model) - models.indexOf(b.model));
  }
  if (values["no-table"]) return { code: 0, summaries, outcomes };
  const warnDays = c.trackingIssue?.eolWarningDays;
  const liveClient = !simulate && io.env.ANTHROPIC_API_KEY ? clientFor(false, "api", io) : void 0;
  const lifecycle = await modelsLifecycle(models, { now, ...warnDays !== void 0 ? { warnDays } : {}, ...liveClient ? { client: liveClient } : {} });
  const built = await buildCrossModel({ out, summaries, benchmarksDir: benchDir, date, lifecycle, generatedAt: now.toISOString() });
  const { table, markdown: md } = built;
  const files = [...built.files];
  if (values["write-benchmarks"]) files.push(...await writeModelBenchmarks(benchDir, date, summaries));
  io.stdout("\n" + md);
  const target = repoFromEnv(io.env);
  const gh = githubPublisher({
    token: io.env.GITHUB_TOKEN ?? "",
    ...target ? { repository: target } : {},
    env: io.env,
    log: { info: (m) => io.stdout(m + "\n"), warning: (m) => io.stderr(`warning: ${m}
`) }
  });
  await gh.writeSummary(md).catch(() => {
  });
  let issue;
  if (values["tracking-issue"] ?? c.trackingIssue?.enabled ?? false) {
    if (!gh.hasToken || !target) {
      io.stderr("skill-evals matrix: tracking issue skipped: GITHUB_TOKEN and GITHUB_REPOSITORY are needed.\n");
    } else {
      const runUrl = io.env.GITHUB_RUN_ID ? `${io.env.GITHUB_SERVER_URL ?? "https://github.com"}/${target.owner}/${target.repo}/actions/runs/${io.env.GITHUB_RUN_ID}` : void 0;
      issue = await gh.upsertTrackingIssue({
        body: trackingIssueBody(table, { date, ...runUrl ? { runUrl } : {} }),
        attention: needsAttention(table),
        ...c.trackingIssue?.label ? { label: c.trackingIssue.label } : {}
      });
      io.stdout(`Tracking issue: ${issue.action}${issue.number ? ` #${issue.number}` : ""}
`);
    }
  }
  return { code: 0, table, summaries, outcomes, files, ...issue ? { issue } : {} };
}
export {
  MATRIX_HELP,
  aggregateModel,
  matrixCommand,
  mergeResultDirs,
  modelSlug,
  previousModelEntry,
  shardRepo,
  writeModelBenchmarks
};
