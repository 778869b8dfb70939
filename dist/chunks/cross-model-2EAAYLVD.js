import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  defaultBranchRun
} from "./chunk-KK7DCAY2.js";
import {
  PLAN_FILE,
  RUNS_FILE,
  ReportDataError,
  ResultsStore,
  SUMMARY_FILE,
  aggregate,
  anthropicClient,
  artifactPrefix,
  benchmarks,
  commitBenchmarkFile,
  crossModelTable,
  encodeRecord,
  loadAggregateInput,
  loadRepo,
  log,
  mdEscape,
  needsAttention,
  openResultsLog,
  parseHistoryFile,
  publisherFor,
  readJsonDetailed,
  readJsonObject,
  readPlan,
  renderCrossModelMarkdown,
  repoPathOf,
  resetOutDir,
  summaryOutline,
  trackingIssueBody,
  uploadReport,
  viewerDirOf,
  writeFileAtomic,
  writeReport,
  writeSummary,
  writeViewer
} from "./chunk-C2PO5IRX.js";
import "./chunk-URU3AJQD.js";
import "./chunk-YHUD5ISL.js";
import "./chunk-DM3JL3HT.js";
import "./chunk-NNLEXGAC.js";
import "./chunk-HV5VKXQN.js";
import {
  redact
} from "./chunk-SQE3V3SJ.js";
import {
  displayPath
} from "./chunk-S2EX5QQH.js";
import {
  info,
  warning
} from "./chunk-EX5HDNY5.js";
import "./chunk-3Y4PVOPA.js";

// src/action/steps/cross-model.ts
import { readFile as readFile2 } from "node:fs/promises";
import { join as join3 } from "node:path";

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

// src/action/cross-model.ts
import { readdir as readdir2, stat } from "node:fs/promises";
import { basename as basename2, join as join2, resolve, sep } from "node:path";
async function isDir(p) {
  return (await stat(p).catch(() => void 0))?.isDirectory() ?? false;
}
async function isFile(p) {
  return (await stat(p).catch(() => void 0))?.isFile() ?? false;
}
async function modelResultFolders(dirs) {
  const folders = [];
  const ignored = [];
  for (const d of dirs) {
    const dir = resolve(d);
    if (!await isDir(dir)) {
      ignored.push(`${d}: not a folder`);
      continue;
    }
    if (await isFile(join2(dir, RUNS_FILE))) {
      if (!folders.includes(dir)) folders.push(dir);
      continue;
    }
    const subs = (await readdir2(dir, { withFileTypes: true })).filter((e) => e.isDirectory()).map((e) => e.name).sort();
    let found = 0;
    for (const name of subs) {
      const sub = join2(dir, name);
      if (await isFile(join2(sub, RUNS_FILE))) {
        found++;
        if (!folders.includes(sub)) folders.push(sub);
      } else {
        ignored.push(`${join2(d, name)}: no ${RUNS_FILE} (nothing was evaluated for it)`);
      }
    }
    if (found === 0 && subs.length === 0) ignored.push(`${d}: no ${RUNS_FILE} and no subfolders`);
  }
  return { folders, ignored };
}
async function modelOfResults(dir) {
  for (const r of (await openResultsLog(dir).readAll()).records) if (r.model) return r.model;
  const plan = await readPlan(join2(dir, PLAN_FILE)).catch(() => void 0);
  if (plan?.model) return plan.model;
  const summary = summaryOutline(await readJsonObject(join2(dir, SUMMARY_FILE)));
  return summary?.model || summary?.skills.find((s) => s.model)?.model || void 0;
}
async function runCrossModel(repo, resultsDirs, outDir, o) {
  if (resultsDirs.length === 0) throw new Error("Input 'results-dirs' is required for cross-model (one merged results folder per model, or a folder of them).");
  const { folders, ignored } = await modelResultFolders(resultsDirs);
  const notes = ignored.map((i) => `Left out ${i}.`);
  if (folders.length === 0) throw new Error(`No model results in results-dirs (${resultsDirs.join(", ")}): no folder holds ${RUNS_FILE}.`);
  const out = resolve(outDir);
  for (const f of folders) {
    if (f === out || f.startsWith(out + sep) || out.startsWith(f + sep)) throw new Error(`out-dir '${outDir}' and the results folder '${f}' must not contain each other.`);
  }
  const byModel = /* @__PURE__ */ new Map();
  for (const f of folders) {
    const model = await modelOfResults(f) ?? basename2(f);
    byModel.set(model, [...byModel.get(model) ?? [], f]);
  }
  const configured = repo.config.models.filter((m) => byModel.has(m));
  const models = [...configured, ...[...byModel.keys()].filter((m) => !configured.includes(m))];
  if (new Set(models.map(modelSlug)).size !== models.length) throw new Error(`Two models map to the same folder name: ${models.join(", ")}.`);
  await resetOutDir(out);
  const summaries = [];
  const summaryFiles = [];
  for (const model of models) {
    const dir = join2(out, modelSlug(model));
    await mergeResultDirs(byModel.get(model), dir);
    try {
      summaries.push({ model, summary: await aggregateModel(repo.root, dir, model, models, o.now) });
      summaryFiles.push(join2(dir, SUMMARY_FILE));
    } catch (e) {
      if (!(e instanceof ReportDataError)) throw e;
      notes.push(`Left out ${model}: ${e.message}`);
    }
    o.log.info(`${model}: ${byModel.get(model).length} results folder(s) → ${dir}.`);
  }
  if (summaries.length === 0) throw new Error(`No model results could be aggregated: ${notes.join(" ")}`);
  const lifecycle = await modelsLifecycle(
    summaries.map((s) => s.model),
    { now: o.now, ...repo.config.trackingIssue?.eolWarningDays !== void 0 ? { warnDays: repo.config.trackingIssue.eolWarningDays } : {}, ...o.client ? { client: o.client } : {} }
  );
  const built = await buildCrossModel({ out, summaries, benchmarksDir: o.benchmarksDir, date: o.date, lifecycle, generatedAt: o.now.toISOString() });
  const viewerDir = viewerDirOf(out);
  const viewer = await writeViewer(out, { file: join2(viewerDir, "index.html"), title: `Cross-model report: ${summaries.map((s) => s.model).join(", ")}`, now: o.now });
  for (const w of viewer.warnings.slice(0, 5)) o.log.info(`viewer: ${w}`);
  return { out, table: built.table, markdown: built.markdown, files: built.files, summaries, summaryFiles, viewerFile: viewer.path, viewerDir, notes };
}

// src/action/steps/cross-model.ts
async function crossModelStep(s, ctx, setOutputs) {
  const gh = publisherFor(ctx, s.githubToken);
  const repo = await loadRepo(s.root);
  const now = /* @__PURE__ */ new Date();
  const date = now.toISOString().slice(0, 10);
  const benchmarksDir = join3(repo.root, "evals", "benchmarks");
  const client = s.anthropicApiKey ? anthropicClient(s.anthropicApiKey, ctx.env) : void 0;
  const r = await runCrossModel(repo, s.resultsDirs, s.outDir || ".skill-evals/cross-model", { now, date, benchmarksDir, log, ...client ? { client } : {} });
  for (const n of r.notes) warning(n);
  info(`Cross-model table: ${r.table.models.length} model(s) × ${r.table.skills.length} skill(s), ${r.table.anomalies.length} anomal${r.table.anomalies.length === 1 ? "y" : "ies"}, ${r.table.regressions.length} regression(s).`);
  const prefix = artifactPrefix(s.key);
  const uploads = await uploadReport(
    gh,
    {
      prefix,
      resultsDir: r.out,
      files: [...r.files, ...r.summaryFiles],
      resultsName: `${prefix}-cross-model`,
      viewerFile: r.viewerFile,
      viewerName: `${prefix}-cross-model-viewer.html`,
      retentionDays: s.retentionDays
    }
  );
  const benchmarkFiles = [];
  if (s.commitBenchmark) {
    const written = await writeModelBenchmarks(benchmarksDir, date, r.summaries);
    benchmarkFiles.push(...written);
    const branch = defaultBranchRun(ctx);
    const entries = [];
    for (const f of written) {
      const repoPath = repoPathOf(ctx, f);
      if (repoPath) entries.push({ path: repoPath, content: await readFile2(f, "utf8") });
    }
    if (!branch) info("commit-benchmark: the per-model entries are committed only on the default branch; written, not committed.");
    else if (entries.length === 0) warning("commit-benchmark: the benchmark entries are outside the workspace; not committed.");
    else {
      const [first, ...more] = entries;
      await commitBenchmarkFile(gh, { branch, repoPath: first.path, content: first.content, more, message: `chore(evals): weekly cross-model benchmarks ${date}` }, log);
    }
  }
  let issue;
  if (s.trackingIssue) {
    if (!gh.hasToken || !gh.repository) {
      warning("tracking-issue: github-token and GITHUB_REPOSITORY are needed; no tracking issue.");
    } else {
      const server = (ctx.env["GITHUB_SERVER_URL"] || "https://github.com").replace(/\/+$/, "");
      const runUrl = ctx.runId ? `${server}/${ctx.owner}/${ctx.repo}/actions/runs/${ctx.runId}` : void 0;
      const label = repo.config.trackingIssue?.label;
      issue = await gh.upsertTrackingIssue({
        body: trackingIssueBody(r.table, { date, ...runUrl ? { runUrl } : {} }),
        attention: needsAttention(r.table),
        ...label ? { label } : {}
      });
      info(`Tracking issue: ${issue.action}${issue.number ? ` #${issue.number}` : ""}${issue.url ? ` (${issue.url})` : ""}.`);
    }
  }
  const links = [];
  if (uploads.viewer?.url) links.push(`[Cross-model viewer](${uploads.viewer.url})`);
  if (uploads.results?.url) links.push(`[Table artifact](${uploads.results.url})`);
  if (issue?.url && issue.action !== "none") links.push(`[Tracking issue](${issue.url})`);
  const tail = [...r.notes.length ? ["", ...r.notes.map((n) => `- ${mdEscape(n)}`)] : [], ...links.length ? ["", links.join(" · ")] : []];
  await writeSummary(gh, r.markdown + (tail.length ? tail.join("\n") + "\n" : ""));
  setOutputs({
    skills: r.table.skills.map((x) => x.name).join(","),
    crossModelPath: displayPath(ctx, r.files[0]),
    viewerPath: displayPath(ctx, r.viewerFile),
    viewerDir: displayPath(ctx, r.viewerDir),
    artifactUrl: uploads.results?.url ?? "",
    trackingIssueUrl: issue?.url ?? "",
    benchmarkFile: benchmarkFiles.map((f) => displayPath(ctx, f)).join("\n")
  });
}
export {
  crossModelStep
};
