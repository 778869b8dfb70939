#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  GRADING_FILE,
  SUMMARY_FILE,
  benchmarkOutline,
  crossModelOutline,
  decodeEvalMetadata,
  decodeGrade,
  gradeCounts,
  listRunFolders,
  openResultsLog,
  readDecoded,
  readJsonDetailed,
  summaryOutline
} from "./chunk-VSOYP2NU.js";
import {
  cutUtf8
} from "./chunk-OMQOPVYZ.js";
import {
  arr,
  isObject,
  leavesFolder,
  num,
  str
} from "./chunk-Q6IQ37PO.js";
import {
  redact,
  redactDeep
} from "./chunk-MKAER5SC.js";

// src/report/viewer/index.ts
import { mkdir as mkdir2, writeFile as writeFile2 } from "node:fs/promises";
import { dirname, join as join4, resolve as resolve4 } from "node:path";

// src/report/viewer/collect.ts
import { createHash } from "node:crypto";
import { closeSync, openSync, readdirSync, readFileSync, readSync, statSync } from "node:fs";
import { join as join2, resolve as resolve2 } from "node:path";

// src/report/viewer/model.ts
var VIEWER_MODEL_VERSION = 1;

// src/report/viewer/util.ts
async function readJson(file, warnings, rel) {
  const r = await readJsonDetailed(file);
  if (r.state === "invalid") warnings.push(`${rel}: not valid JSON, ignored`);
  return r.state === "ok" ? r.value : void 0;
}
async function readDecodedFile(file, decode, warnings, rel) {
  const r = await readDecoded(file, decode);
  if (r.state === "bad") {
    warnings.push(`${rel}: ${r.error.reason === "json" ? "not valid JSON" : r.error.detail}, ignored`);
    return void 0;
  }
  return r.state === "ok" ? r.value : void 0;
}
function capText(text, maxBytes) {
  const bytes = Buffer.byteLength(text, "utf8");
  if (bytes <= maxBytes) return { text };
  return { text: cutUtf8(text, maxBytes), note: `truncated: showing the first ${formatBytes(maxBytes)} of ${formatBytes(bytes)}` };
}
function formatBytes(n) {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${Math.round(n / 1024 * 10) / 10} KB`;
  return `${Math.round(n / 1024 / 1024 * 10) / 10} MB`;
}
function viewerExpectation(e, maxBytes = Infinity) {
  const x = { text: capText(e.text, maxBytes).text, passed: e.passed, evidence: capText(e.evidence, maxBytes).text };
  if (e.status) x.status = e.status;
  if (e.source) x.source = e.source;
  return x;
}
function normalizeExpectation(e, maxBytes = Infinity) {
  if (!isObject(e)) return null;
  const status = e.status === "pass" || e.status === "fail" || e.status === "error" ? e.status : void 0;
  const passed = typeof e.passed === "boolean" ? e.passed : status === "pass";
  const x = { text: capText(str(e.text), maxBytes).text, passed, evidence: capText(str(e.evidence), maxBytes).text };
  if (status) x.status = status;
  if (typeof e.source === "string") x.source = e.source;
  return x;
}
function tokensOf(usage) {
  if (!isObject(usage)) return null;
  const parts = ["input_tokens", "output_tokens", "cache_read_input_tokens", "cache_creation_input_tokens"].map((k) => num(usage[k]) ?? 0);
  return parts.reduce((a, b) => a + b, 0);
}

// src/report/viewer/extras.ts
import { readFile, readdir, stat } from "node:fs/promises";
import { join, posix, relative, resolve, sep } from "node:path";
var SHORT = 2048;
var MAX_SCENARIOS = 500;
var MAX_STEPS = 200;
var MAX_ASSERTIONS = 200;
var MAX_FILES_PER_STEP = 500;
var RAW_BYTES = 64 * 1024;
var has = (o, k) => Object.prototype.hasOwnProperty.call(o, k);
function pick(o, keys) {
  for (const k of keys) if (has(o, k) && o[k] !== void 0 && o[k] !== null) return o[k];
  return void 0;
}
var short = (v, fallback = "") => capText(str(v, fallback), SHORT).text;
var orNull = (v, max) => typeof v === "string" && v !== "" ? capText(v, max).text : null;
function insideRoot(root, rel) {
  if (!rel || rel.includes("\0")) return null;
  const r = relative(root, resolve(root, rel));
  if (!r || leavesFolder(r)) return null;
  return r.split(sep).join("/");
}
async function isFile(path) {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}
function assertions(v, caps) {
  return arr(v).slice(0, MAX_ASSERTIONS).map((e) => normalizeExpectation(e, caps.maxToolBytes)).filter((e) => e !== null);
}
function stepView(s, index, scenarioDir, caps) {
  const diff = capText(str(s.diff), caps.maxFileBytes);
  const fileStatus = isObject(s.fileStatus) ? s.fileStatus : {};
  const paths = [];
  for (const p of [...arr(s.filesChanged), ...Object.keys(fileStatus)]) {
    const name = short(p);
    if (name && !paths.includes(name)) paths.push(name);
  }
  const files = paths.slice(0, MAX_FILES_PER_STEP).map((path) => ({ path, change: has(fileStatus, path) ? short(fileStatus[path]) : "" }));
  const diffRel = isObject(s.files) && typeof s.files.diff === "string" && s.files.diff ? short(posix.join(scenarioDir, s.files.diff)) : null;
  const error = isObject(s.error) ? short(s.error.message, "error") : typeof s.error === "string" && s.error ? short(s.error) : null;
  return {
    n: num(s.n) ?? index + 1,
    skill: short(s.skill, "?"),
    prompt: capText(str(s.prompt), caps.maxToolBytes).text,
    status: short(s.status, "unknown"),
    reason: orNull(s.reason, caps.maxToolBytes),
    error,
    verify: assertions(s.verify, caps),
    diff: diff.text,
    diffTruncated: s.diffTruncated === true || diff.note !== void 0,
    diffChars: num(s.diffChars),
    diffFile: diffRel,
    files,
    response: capText(str(s.response), caps.maxToolBytes).text,
    skillUsed: typeof s.skillUsed === "boolean" ? s.skillUsed : null,
    durationMs: num(s.durationMs),
    tokens: tokensOf(s.usage),
    costUsd: num(s.costUsd)
  };
}
function scenarioView(entry, raw, fallbackId, scenarioDir, caps) {
  const e = entry ?? {};
  const r = raw ?? {};
  const sum = isObject(r.summary) ? r.summary : {};
  const steps = arr(r.steps).slice(0, MAX_STEPS).map((s, i) => isObject(s) ? stepView(s, i, scenarioDir, caps) : null).filter((s) => s !== null);
  steps.sort((a, b) => a.n - b.n);
  const pickNum = (a, b) => num(a) ?? num(b);
  return {
    id: short(pick(r, ["id"]) ?? pick(e, ["id"]), fallbackId),
    description: capText(str(pick(r, ["description"]) ?? pick(e, ["description"])), caps.maxToolBytes).text,
    costClass: short(pick(r, ["costClass"]) ?? pick(e, ["cost_class"])),
    status: short(pick(r, ["status"]) ?? pick(e, ["status"]), "unknown"),
    reason: orNull(r.reason, caps.maxToolBytes),
    cancelled: r.cancelled === true || e.cancelled === true,
    stepsTotal: pickNum(sum.stepsTotal, e.steps_total) ?? (raw ? steps.length : null),
    stepsPassed: pickNum(sum.stepsPassed, e.steps_passed) ?? (raw ? steps.filter((s) => s.status === "pass").length : null),
    finalTotal: pickNum(sum.finalTotal, e.final_total),
    finalPassed: pickNum(sum.finalPassed, e.final_passed),
    costUsd: has(r, "costUsd") ? num(r.costUsd) : num(e.cost_usd),
    durationMs: pickNum(r.durationMs, e.duration_ms),
    loaded: raw !== null,
    steps,
    final: assertions(r.final, caps)
  };
}
async function collectPipelines(root, warnings, caps) {
  const indexRaw = await readJson(join(root, "pipelines.json"), warnings, "pipelines.json");
  let index = null;
  if (isObject(indexRaw) && Array.isArray(indexRaw.scenarios)) index = indexRaw;
  else if (indexRaw !== void 0) warnings.push('pipelines.json: not a pipelines index (no "scenarios" list), ignored');
  const sources = [];
  const seen = /* @__PURE__ */ new Set();
  for (const e of arr(index?.scenarios).slice(0, MAX_SCENARIOS)) {
    if (!isObject(e)) continue;
    const id = str(e.id);
    let rel = typeof e.result === "string" ? insideRoot(root, e.result) : null;
    if (typeof e.result === "string" && rel === null) warnings.push(`pipelines.json: result path of scenario ${JSON.stringify(short(id))} is outside the results folder, ignored`);
    if (rel === null && id && !/[/\\]/.test(id)) rel = insideRoot(root, `pipelines/${id}/result.json`);
    if (rel) seen.add(rel);
    sources.push({ entry: e, rel, id });
  }
  let extra = [];
  try {
    extra = (await readdir(join(root, "pipelines"), { withFileTypes: true })).filter((d) => d.isDirectory()).map((d) => d.name).sort();
  } catch {
    extra = [];
  }
  for (const name of extra) {
    if (sources.length >= MAX_SCENARIOS) break;
    const rel = `pipelines/${name}/result.json`;
    if (seen.has(rel) || !await isFile(join(root, "pipelines", name, "result.json"))) continue;
    sources.push({ entry: null, rel, id: name });
  }
  if (!index && sources.length === 0) return void 0;
  const scenarios = [];
  for (const src of sources) {
    let raw = null;
    if (src.rel) {
      const parsed = await readJson(join(root, ...src.rel.split("/")), warnings, src.rel);
      if (isObject(parsed)) raw = parsed;
      else if (parsed === void 0 && !await isFile(join(root, ...src.rel.split("/")))) warnings.push(`${src.rel}: missing, showing the pipelines.json entry only`);
      else if (parsed !== void 0) warnings.push(`${src.rel}: not a pipeline result, ignored`);
    }
    const dir = src.rel ? posix.dirname(src.rel) : "";
    scenarios.push(scenarioView(src.entry, raw, src.id || "?", dir, caps));
  }
  const t = isObject(index?.totals) ? index.totals : {};
  const count = (s) => scenarios.filter((x) => x.status === s).length;
  const costs = scenarios.map((s) => s.costUsd);
  return {
    model: short(index?.model),
    judgeModel: short(index?.judge_model),
    simulated: index?.simulated === true,
    generatedAt: short(index?.generated_at),
    scenarios,
    totals: {
      scenarios: num(t.scenarios) ?? scenarios.length,
      passed: num(t.passed) ?? count("pass"),
      failed: num(t.failed) ?? count("fail"),
      errors: num(t.errors) ?? count("error"),
      costUsd: has(t, "cost_usd") ? num(t.cost_usd) : costs.length > 0 && costs.every((c) => c !== null) ? costs.reduce((a, b) => a + b, 0) : null
    }
  };
}
var CROSS_MODEL_UNKNOWN = "cross-model data in an unknown format";
var EMPTY_CROSS_MODEL = { format: "unknown", models: [], skills: [], totals: [], anomalyThresholdSe: null, generatedAt: "", regressions: [], notes: [] };
function normalizeCrossModel(raw) {
  const table = crossModelOutline(raw, { name: SHORT, note: SHORT * 2 });
  if (table) return { format: "table", ...table };
  let text = "";
  try {
    text = JSON.stringify(raw, null, 2) ?? "";
  } catch {
    text = "";
  }
  return { ...EMPTY_CROSS_MODEL, note: CROSS_MODEL_UNKNOWN, raw: capText(text, RAW_BYTES).text };
}
async function collectCrossModel(root, warnings) {
  const file = join(root, "cross-model.json");
  let text;
  try {
    text = await readFile(file, "utf8");
  } catch {
    return void 0;
  }
  let raw;
  try {
    raw = JSON.parse(text);
  } catch {
    warnings.push("cross-model.json: not valid JSON, ignored");
    return { ...EMPTY_CROSS_MODEL, note: CROSS_MODEL_UNKNOWN, raw: capText(text, RAW_BYTES).text };
  }
  const view = normalizeCrossModel(raw);
  if (view.format === "unknown") warnings.push(`cross-model.json: ${CROSS_MODEL_UNKNOWN}`);
  return view;
}

// src/report/viewer/collect.ts
var DEFAULT_MAX_FILE_BYTES = 256 * 1024;
var DEFAULT_MAX_TOTAL_BYTES = 12 * 1024 * 1024;
var CONFIG_ORDER = ["with_skill", "without_skill", "old_skill"];
var IMAGE_TYPES = {
  png: { mime: "image/png", magic: (b) => b.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10])) },
  jpg: { mime: "image/jpeg", magic: (b) => b[0] === 255 && b[1] === 216 && b[2] === 255 },
  jpeg: { mime: "image/jpeg", magic: (b) => b[0] === 255 && b[1] === 216 && b[2] === 255 },
  gif: { mime: "image/gif", magic: (b) => b.subarray(0, 4).toString("latin1") === "GIF8" },
  webp: { mime: "image/webp", magic: (b) => b.subarray(0, 4).toString("latin1") === "RIFF" && b.subarray(8, 12).toString("latin1") === "WEBP" }
};
var numericAware = (a, b) => {
  const na = Number(a);
  const nb = Number(b);
  if (a !== "" && b !== "" && Number.isFinite(na) && Number.isFinite(nb) && na !== nb) return na - nb;
  return a < b ? -1 : a > b ? 1 : 0;
};
var iterationNumber = (it) => Number(/(\d+)$/.exec(it)?.[1] ?? 0);
function listFiles(root, rel = "") {
  let entries;
  try {
    entries = readdirSync(join2(root, rel), { withFileTypes: true });
  } catch {
    return [];
  }
  const out = [];
  for (const e of entries.sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0)) {
    const p = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory()) out.push(...listFiles(root, p));
    else if (e.isFile()) out.push(p);
  }
  return out;
}
function readHead(file, bytes) {
  const fd = openSync(file, "r");
  try {
    const buf = Buffer.alloc(bytes);
    const bytesRead = readSync(fd, buf, 0, bytes, 0);
    return buf.subarray(0, bytesRead);
  } finally {
    closeSync(fd);
  }
}
function readOutputFile(path, name, maxFileBytes, budget) {
  let size;
  try {
    size = statSync(path).size;
  } catch {
    return { name, kind: "omitted", size: 0, note: "could not be read" };
  }
  if (budget.left <= 0) return { name, kind: "omitted", size, note: "not embedded: the report reached its total size cap" };
  const ext = /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase() ?? "";
  try {
    const image = IMAGE_TYPES[ext];
    if (image) {
      if (size > maxFileBytes) return { name, kind: "omitted", size, note: `image not embedded: ${formatBytes(size)} is over the ${formatBytes(maxFileBytes)} cap` };
      const data = readFileSync(path);
      if (image.magic(data)) {
        budget.left -= Math.ceil(data.length * 4 / 3);
        return { name, kind: "image", size, dataUri: `data:${image.mime};base64,${data.toString("base64")}` };
      }
      return { name, kind: "binary", size, note: `binary file (not a valid .${ext} image), not embedded` };
    }
    const head = readHead(path, Math.min(size, maxFileBytes));
    if (head.subarray(0, 8192).includes(0)) return { name, kind: "binary", size, note: "binary file, not embedded" };
    let text = head.toString("utf8");
    let note;
    if (size > maxFileBytes) {
      if (text.endsWith("�")) text = text.slice(0, -1);
      note = `truncated: showing the first ${formatBytes(maxFileBytes)} of ${formatBytes(size)}`;
    }
    budget.left -= head.length;
    if (ext === "json" && !note) {
      try {
        return { name, kind: "json", size, content: JSON.stringify(JSON.parse(text), null, 2) };
      } catch {
        return { name, kind: "text", size, content: text, note: "not valid JSON, shown as text" };
      }
    }
    return note ? { name, kind: "text", size, content: text, note } : { name, kind: "text", size, content: text };
  } catch {
    return { name, kind: "omitted", size, note: "could not be read" };
  }
}
function normalizeGrading(grade) {
  if (!grade) return null;
  const expectations = grade.expectations.map((e) => viewerExpectation(e));
  return { expectations, ...gradeCounts(grade) };
}
function statsOf(values) {
  if (values.length === 0) return null;
  const n = values.length;
  const mean = values.reduce((a, b) => a + b, 0) / n;
  const variance = n > 1 ? values.reduce((a, b) => a + (b - mean) ** 2, 0) / (n - 1) : 0;
  const r = (x) => Math.round(x * 1e4) / 1e4;
  return { mean: r(mean), stddev: r(Math.sqrt(variance)), min: r(Math.min(...values)), max: r(Math.max(...values)) };
}
var signed = (x, digits) => (x < 0 ? "-" : "+") + Math.abs(x).toFixed(digits);
function orderConfigs(configs) {
  const set = [...new Set(configs)];
  return set.sort((a, b) => {
    const ia = CONFIG_ORDER.indexOf(a);
    const ib = CONFIG_ORDER.indexOf(b);
    return (ia < 0 ? 99 : ia) - (ib < 0 ? 99 : ib) || (a < b ? -1 : a > b ? 1 : 0);
  });
}
function costByConfig(runs) {
  const out = {};
  for (const c of new Set(runs.map((r) => r.configuration))) {
    const costs = runs.filter((r) => r.configuration === c && r.status !== "skipped").map((r) => r.costUsd);
    out[c] = costs.length > 0 && costs.every((x) => x !== null) ? costs.reduce((a, b) => a + b, 0) : null;
  }
  return out;
}
function benchmarkFromJson(b, runs) {
  const benchRuns = b.runs.map((r) => ({
    evalId: r.evalId,
    evalName: r.evalName,
    configuration: r.configuration,
    run: r.runNumber ?? 0,
    passRate: r.passRate,
    passed: r.passed ?? 0,
    total: r.total ?? 0,
    timeSeconds: r.timeSeconds,
    tokens: r.tokens,
    errors: r.errors ?? 0,
    expectations: r.expectations
  }));
  const configs = orderConfigs([...b.summary.map((s) => s.configuration), ...benchRuns.map((r) => r.configuration)]);
  const cost = costByConfig(runs);
  const summary = {};
  for (const c of configs) {
    const s = b.summary.find((x) => x.configuration === c);
    summary[c] = {
      passRate: s?.passRate ?? null,
      timeSeconds: s?.timeSeconds ?? null,
      tokens: s?.tokens ?? null,
      costUsd: cost[c] ?? null,
      runs: benchRuns.filter((r) => r.configuration === c).length
    };
  }
  return { source: "benchmark.json", configurations: configs, summary, delta: b.delta, runs: benchRuns, notes: b.notes };
}
function benchmarkFromRuns(runs, evals) {
  const configs = orderConfigs(runs.map((r) => r.configuration));
  const benchRuns = runs.filter((r) => r.status === "completed").map((r) => ({
    evalId: r.evalId,
    evalName: evals.get(r.evalKey)?.evalName ?? "",
    configuration: r.configuration,
    run: r.trial,
    passRate: r.grading?.passRate ?? null,
    passed: r.grading?.passed ?? 0,
    total: r.grading?.total ?? 0,
    timeSeconds: r.durationMs === null ? null : Math.round(r.durationMs / 100) / 10,
    tokens: r.tokens,
    errors: r.toolCalls.filter((c) => c.isError).length,
    expectations: (r.grading?.expectations ?? []).map((e) => ({ text: e.text, passed: e.passed, evidence: e.evidence }))
  }));
  const cost = costByConfig(runs);
  const summary = {};
  for (const c of configs) {
    const rs = benchRuns.filter((r) => r.configuration === c);
    const vals = (f) => rs.map(f).filter((x) => x !== null);
    summary[c] = {
      passRate: statsOf(vals((r) => r.passRate)),
      timeSeconds: statsOf(vals((r) => r.timeSeconds)),
      tokens: statsOf(vals((r) => r.tokens)),
      costUsd: cost[c] ?? null,
      runs: rs.length
    };
  }
  const a = summary.with_skill;
  const b = summary.without_skill;
  const delta = (k, digits) => a?.[k] && b?.[k] ? signed(a[k].mean - b[k].mean, digits) : null;
  const notes = [];
  const notCompleted = runs.filter((r) => r.status !== "completed");
  if (notCompleted.length > 0) notes.push(`${notCompleted.length} run(s) did not complete (error or skipped) and are not counted.`);
  if (benchRuns.length > 0 && benchRuns.every((r) => r.passRate === null)) notes.push("No run is graded yet: pass rates are unknown.");
  return {
    source: "computed",
    configurations: configs,
    summary,
    delta: { passRate: delta("passRate", 2), timeSeconds: delta("timeSeconds", 1), tokens: delta("tokens", 0) },
    runs: benchRuns,
    notes
  };
}
function normalizeSummary(o) {
  const skills = /* @__PURE__ */ new Map();
  if (!o) return { summary: null, skills };
  for (const s of o.skills) {
    skills.set(s.name, { verdict: s.verdict, tier: s.tier, passRate: s.passRate, costUsd: s.costUsd, flaky: s.flaky, saturated: s.saturated });
  }
  return { summary: { verdict: o.verdict, confidence: o.confidence, reasons: o.reasons }, skills };
}
function stringifyInput(v) {
  if (typeof v === "string") return v;
  try {
    return JSON.stringify(v, null, 2) ?? "";
  } catch {
    return String(v);
  }
}
function feedbackRunId(evalDir, config, runDir) {
  return `${evalDir}/${config}/${runDir}`.replace(/[/\\]/g, "-");
}
function locationOf(runId) {
  const parts = runId.split("/");
  if (parts.length !== 5 || parts.some((p) => p === "" || p === "." || p === "..")) return null;
  const [skill, iteration, evalDir, config, runDir] = parts;
  return { skill, iteration, evalDir, config, runDir };
}
var VIEWER_RUN_FOLDERS = { iteration: /^iteration-/, evalDir: /^eval-/, configuration: () => true, run: /^run-/ };
async function loadRunsJsonl(outDir) {
  return await openResultsLog(outDir).load();
}
async function collectViewerData(outDir, opts = {}) {
  const root = resolve2(outDir);
  const maxFileBytes = opts.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES;
  const maxToolBytes = opts.maxToolBytes ?? Math.min(maxFileBytes, 32 * 1024);
  const maxFilesPerRun = opts.maxFilesPerRun ?? 200;
  const budget = { left: opts.maxTotalBytes ?? DEFAULT_MAX_TOTAL_BYTES };
  const warnings = [];
  const records = await loadRunsJsonl(root);
  const locations = /* @__PURE__ */ new Map();
  for (const f of await listRunFolders(root, VIEWER_RUN_FOLDERS)) {
    locations.set(f.runId, { skill: f.skill, iteration: f.iteration, evalDir: f.evalDir, config: f.configuration, runDir: f.run });
  }
  for (const runId of records.keys()) {
    const loc = locationOf(runId);
    if (loc && !locations.has(runId)) locations.set(runId, loc);
  }
  const evals = /* @__PURE__ */ new Map();
  const runs = [];
  const fingerprint = [];
  for (const [key, loc] of locations) {
    const runPath = join2(root, loc.skill, loc.iteration, loc.evalDir, loc.config, loc.runDir);
    const evalPath = join2(root, loc.skill, loc.iteration, loc.evalDir);
    let rec = records.get(key);
    if (!rec) {
      const fromFile = await readJson(join2(runPath, "run.json"), warnings, `${key}/run.json`);
      rec = isObject(fromFile) ? fromFile : {};
    }
    const evalKey = `${loc.skill}/${loc.iteration}/${loc.evalDir}`;
    if (!evals.has(evalKey)) {
      const m = await readDecodedFile(join2(evalPath, "eval_metadata.json"), decodeEvalMetadata, warnings, `${evalKey}/eval_metadata.json`) ?? await readDecodedFile(join2(runPath, "eval_metadata.json"), decodeEvalMetadata, warnings, `${key}/eval_metadata.json`) ?? {};
      const idFromDir = /^eval-([^-]+)/.exec(loc.evalDir)?.[1] ?? loc.evalDir;
      evals.set(evalKey, {
        key: evalKey,
        skill: loc.skill,
        iteration: loc.iteration,
        evalId: str(m.eval_id, str(rec.evalId, idFromDir)),
        evalName: m.eval_name ?? (loc.evalDir.replace(/^eval-[^-]+-?/, "") || loc.evalDir),
        evalDir: loc.evalDir,
        prompt: capText(m.prompt ?? "", maxFileBytes).text,
        expectedOutput: capText(m.expected_output ?? "", maxFileBytes).text,
        inputFiles: m.files ?? [],
        assertions: m.assertions ?? []
      });
    }
    const names = listFiles(join2(runPath, "outputs")).filter((n) => n !== "metrics.json");
    const files = [];
    for (const name of names.slice(0, maxFilesPerRun)) files.push(readOutputFile(join2(runPath, "outputs", ...name.split("/")), name, maxFileBytes, budget));
    if (names.length > maxFilesPerRun) warnings.push(`${key}: ${names.length - maxFilesPerRun} more output files not listed`);
    const grade = await readDecodedFile(join2(runPath, GRADING_FILE), decodeGrade, warnings, `${key}/${GRADING_FILE}`) ?? await readDecodedFile(join2(runPath, "..", GRADING_FILE), decodeGrade, warnings, `${loc.skill}/${loc.iteration}/${loc.evalDir}/${loc.config}/${GRADING_FILE}`);
    const response = capText(str(rec.response), maxToolBytes);
    const toolCalls = arr(rec.toolCalls).filter(isObject).map((c) => ({
      turn: num(c.turn) ?? 0,
      name: str(c.name, "?"),
      input: withNote(capText(stringifyInput(c.input), maxToolBytes)),
      output: withNote(capText(str(c.output), maxToolBytes)),
      isError: c.isError === true
    }));
    const error = isObject(rec.error) ? str(rec.error.message, "error") : typeof rec.error === "string" ? rec.error : null;
    const trial = num(rec.trial) ?? Number(/(\d+)$/.exec(loc.runDir)?.[1] ?? 0);
    const run = {
      key,
      runId: feedbackRunId(loc.evalDir, loc.config, loc.runDir),
      skill: loc.skill,
      iteration: loc.iteration,
      evalKey,
      evalId: evals.get(evalKey).evalId,
      configuration: loc.config,
      trial,
      status: str(rec.status, Object.keys(rec).length === 0 ? "unknown" : "completed"),
      error,
      skillUsed: typeof rec.skillUsed === "boolean" ? rec.skillUsed : null,
      model: str(rec.model),
      response: response.text,
      toolCalls,
      files,
      grading: normalizeGrading(grade),
      durationMs: num(rec.durationMs),
      tokens: tokensOf(rec.usage),
      costUsd: num(rec.costUsd)
    };
    if (response.note) run.responseNote = response.note;
    runs.push(run);
    fingerprint.push(`${key}|${str(rec.startedAt)}|${str(rec.finishedAt)}`);
  }
  if (budget.left <= 0) warnings.push("The report reached its total size cap: some output files are listed but not embedded.");
  const configRank = (c) => {
    const i = CONFIG_ORDER.indexOf(c);
    return i < 0 ? 99 : i;
  };
  runs.sort(
    (a, b) => (a.skill < b.skill ? -1 : a.skill > b.skill ? 1 : 0) || iterationNumber(a.iteration) - iterationNumber(b.iteration) || numericAware(a.evalId, b.evalId) || (a.evalKey < b.evalKey ? -1 : a.evalKey > b.evalKey ? 1 : 0) || a.trial - b.trial || configRank(a.configuration) - configRank(b.configuration) || (a.configuration < b.configuration ? -1 : a.configuration > b.configuration ? 1 : 0)
  );
  const { summary, skills: verdicts } = normalizeSummary(summaryOutline(await readJson(join2(root, SUMMARY_FILE), warnings, SUMMARY_FILE)));
  const skills = [];
  const skillIterations = /* @__PURE__ */ new Map();
  for (const r of runs) {
    if (!skillIterations.has(r.skill)) skillIterations.set(r.skill, /* @__PURE__ */ new Set());
    skillIterations.get(r.skill).add(r.iteration);
  }
  for (const [name, its] of skillIterations) {
    for (const iteration of [...its].sort((a, b) => iterationNumber(a) - iterationNumber(b))) {
      const iterRuns = runs.filter((r) => r.skill === name && r.iteration === iteration);
      const bench = benchmarkOutline(await readJson(join2(root, name, iteration, "benchmark.json"), warnings, `${name}/${iteration}/benchmark.json`));
      skills.push({
        name,
        iteration,
        benchmark: bench ? benchmarkFromJson(bench, iterRuns) : benchmarkFromRuns(iterRuns, evals),
        verdict: verdicts.get(name) ?? null
      });
    }
  }
  const pipelines = await collectPipelines(root, warnings, { maxFileBytes, maxToolBytes });
  const crossModel = await collectCrossModel(root, warnings);
  const skillNames = [...skillIterations.keys()];
  const model = {
    version: VIEWER_MODEL_VERSION,
    title: opts.title ?? (skillNames.length > 0 ? `Eval review: ${skillNames.join(", ")}` : "Eval review"),
    generatedAt: (opts.now ?? /* @__PURE__ */ new Date()).toISOString(),
    reportKey: createHash("sha256").update(fingerprint.sort().join("\n")).digest("hex").slice(0, 16),
    maxFileBytes,
    summary,
    skills,
    evals: [...evals.values()].filter((e) => runs.some((r) => r.evalKey === e.key)),
    runs,
    warnings
  };
  if (pipelines) model.pipelines = pipelines;
  if (crossModel) model.crossModel = crossModel;
  return model;
}
function withNote(c) {
  return c.note ? `${c.text}
… [${c.note}]` : c.text;
}

// src/report/viewer/render.ts
import { createHash as createHash2 } from "node:crypto";

// src/report/viewer/browser-bundle.generated.ts
var CLIENT_JS = `"use strict";
(() => {
  // src/report/viewer/browser/dom.ts
  function el(tag, cls, text) {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== void 0 && text !== null) e.textContent = String(text);
    return e;
  }
  function add(parent, ...children) {
    for (let i = 0; i < children.length; i++) {
      const c = children[i];
      if (c === null || c === void 0 || c === false) continue;
      parent.appendChild(typeof c === "string" ? document.createTextNode(c) : c);
    }
    return parent;
  }
  function clear(node) {
    while (node.firstChild) node.removeChild(node.firstChild);
  }
  function badge(text, kind) {
    return el("span", "badge " + (kind || ""), text);
  }
  function section(title, extra) {
    const s = el("section", "sec");
    const h = add(el("h4", "sec-title"), title);
    if (extra) add(h, " ", extra);
    return add(s, h);
  }
  function pre(text, cls) {
    return el("pre", "code" + (cls ? " " + cls : ""), text);
  }
  function table(headers) {
    const t = el("table", "tbl");
    const tr = el("tr");
    headers.forEach(function(h) {
      add(tr, el("th", null, h));
    });
    add(t, add(el("thead"), tr));
    const tb = el("tbody");
    add(t, tb);
    return { table: t, body: tb };
  }
  function row(tb, cells, cls) {
    const tr = el("tr", cls || null);
    cells.forEach(function(c) {
      add(tr, c instanceof Node ? add(el("td"), c) : el("td", null, c));
    });
    add(tb, tr);
    return tr;
  }

  // src/report/viewer/browser/format.ts
  var CONFIG_ORDER = ["with_skill", "without_skill", "old_skill"];
  var CONFIG_LABEL = { with_skill: "With skill", without_skill: "Without skill (baseline)", old_skill: "Old skill (base branch)" };
  function configLabel(c) {
    return CONFIG_LABEL[c] || c;
  }
  function configShort(c) {
    return c === "with_skill" ? "with skill" : c === "without_skill" ? "without skill" : c === "old_skill" ? "old skill" : c;
  }
  function configRank(c) {
    const i = CONFIG_ORDER.indexOf(c);
    return i < 0 ? 99 : i;
  }
  function pct(x) {
    return x === null || x === void 0 || !isFinite(x) ? "–" : Math.floor(x * 100 + 1e-9) + "%";
  }
  function fmtNum(x, digits) {
    return x === null || x === void 0 ? "–" : Number(x).toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });
  }
  function fmtBytes(n) {
    return n < 1024 ? n + " B" : n < 1048576 ? (n / 1024).toFixed(1) + " KB" : (n / 1048576).toFixed(1) + " MB";
  }
  function fmtCost(x) {
    return x === null || x === void 0 ? "–" : "$" + (x < 0.01 ? x.toFixed(4) : x.toFixed(2));
  }
  function configBadge(c) {
    return badge(configLabel(c), "cfg cfg-" + (CONFIG_ORDER.indexOf(c) >= 0 ? c : "other"));
  }
  function rateKind(r) {
    return r === null || r === void 0 ? "neutral" : r >= 0.8 ? "good" : r >= 0.5 ? "neutral" : "bad";
  }
  function verdictKind(v) {
    return v === "go" ? "good" : v === "conditional_go" ? "warn" : v === "no_go" || v === "rollback" ? "bad" : "neutral";
  }
  function verdictText(v) {
    return String(v).replace(/_/g, " ").toUpperCase();
  }
  function stat(s, f) {
    return s ? f(s.mean) + " ± " + f(s.stddev) : "–";
  }
  function statusKind(s) {
    return s === "pass" ? "good" : s === "fail" ? "bad" : s === "error" ? "warn" : "neutral";
  }
  function fmtMs(ms) {
    return ms === null || ms === void 0 ? "–" : ms < 1e3 ? ms + " ms" : (ms / 1e3).toFixed(1) + " s";
  }
  function frac(a, b) {
    return (a === null || a === void 0 ? "?" : a) + "/" + (b === null || b === void 0 ? "?" : b);
  }

  // src/report/viewer/browser/grades.ts
  function gradeItem(x) {
    const err = x.status === "error";
    const li = el("li", "grade " + (err ? "err" : x.passed ? "pass" : "fail"));
    add(li, el("span", "mark", err ? "!" : x.passed ? "✓" : "✗"));
    const body = add(el("div", "grade-body"), el("div", "grade-text", x.text));
    if (x.evidence) add(body, el("div", "evidence", x.evidence));
    if (x.source) add(body, el("div", "muted small", x.source === "check" ? "checked by a program" : x.source === "judge" ? "judged by a model" : x.source));
    return add(li, body);
  }

  // src/report/viewer/browser/outputs.ts
  function initOutputs(data2, runs2, evalsByKey2) {
    const STORE_KEY = "skill-evals-viewer:feedback:" + data2.reportKey;
    let feedback = {};
    try {
      feedback = JSON.parse(localStorage.getItem(STORE_KEY) || "{}") || {};
    } catch (e) {
      feedback = {};
    }
    let storageOk = true;
    let saveTimer = null;
    function saveNow() {
      if (saveTimer) {
        clearTimeout(saveTimer);
        saveTimer = null;
      }
      try {
        localStorage.setItem(STORE_KEY, JSON.stringify(feedback));
        storageOk = true;
      } catch (e) {
        storageOk = false;
      }
      document.querySelectorAll(".fb-status").forEach(function(s) {
        s.textContent = storageOk ? "Saved in this browser" : "Could not save locally: submit before closing";
      });
    }
    function saveSoon() {
      if (saveTimer) clearTimeout(saveTimer);
      document.querySelectorAll(".fb-status").forEach(function(s) {
        s.textContent = "Saving…";
      });
      saveTimer = setTimeout(saveNow, 300);
    }
    window.addEventListener("beforeunload", function() {
      if (saveTimer) saveNow();
    });
    window.addEventListener("pagehide", function() {
      if (saveTimer) saveNow();
    });
    const pages = [];
    const pageByKey = {};
    runs2.forEach(function(r) {
      const k = r.evalKey + "#" + r.trial;
      if (!(k in pageByKey)) {
        pageByKey[k] = pages.length;
        pages.push({ evalKey: r.evalKey, trial: r.trial, runs: [] });
      }
      pages[pageByKey[k]].runs.push(r);
    });
    pages.forEach(function(p) {
      p.runs.sort(function(a, b) {
        return configRank(a.configuration) - configRank(b.configuration);
      });
    });
    let current = 0;
    const m = /^#(\\d+)$/.exec(location.hash);
    if (m) current = Math.min(Math.max(0, Number(m[1]) - 1), Math.max(0, pages.length - 1));
    const pageEl = document.getElementById("page");
    const posEl = document.getElementById("position");
    const jumpEl = document.getElementById("jump");
    const prevBtn = document.getElementById("prev");
    const nextBtn = document.getElementById("next");
    function pageTitle(p) {
      const e = evalsByKey2[p.evalKey] || {};
      return (e.skill || "") + " · eval " + (e.evalId || "?") + (e.evalName ? " " + e.evalName : "") + " · trial " + p.trial;
    }
    pages.forEach(function(p, i) {
      add(jumpEl, el("option", null, i + 1 + ". " + pageTitle(p))).lastChild.value = String(i);
    });
    function renderFile(f) {
      const box = el("div", "file");
      const head = add(el("div", "file-head"), el("span", "file-name", f.name), el("span", "muted", fmtBytes(f.size || 0)));
      add(box, head);
      if (f.note) add(box, el("div", "note", f.note));
      if (f.kind === "image" && typeof f.dataUri === "string" && /^data:image\\/(png|jpeg|gif|webp);base64,/.test(f.dataUri)) {
        const img = el("img", "file-img");
        img.alt = f.name;
        img.src = f.dataUri;
        add(box, img);
      } else if ((f.kind === "text" || f.kind === "json") && typeof f.content === "string") {
        add(box, pre(f.content, f.kind === "json" ? "json" : ""));
      }
      return box;
    }
    function renderGrades(r) {
      const s = section("Grades");
      const g = r.grading;
      if (!g) {
        add(s, el("p", "muted", r.status === "completed" ? "Not graded." : "Not graded (run " + r.status + ")."));
        return s;
      }
      add(s.firstChild, " ", badge(pct(g.passRate) + " of assertions passed", rateKind(g.passRate)));
      add(s, el("p", "muted small", g.passed + " passed, " + g.failed + " failed of " + g.total));
      const ul = el("ul", "grades");
      g.expectations.forEach(function(x) {
        add(ul, gradeItem(x));
      });
      return add(s, ul);
    }
    function renderColumn(r) {
      const col = el("article", "col col-" + (CONFIG_ORDER.indexOf(r.configuration) >= 0 ? r.configuration : "other"));
      col.setAttribute("data-config", r.configuration);
      const head = add(el("header", "col-head"), configBadge(r.configuration), " ", badge("run " + r.trial, "plain"));
      if (r.status !== "completed") add(head, " ", badge(r.status, "bad"));
      if (r.skillUsed === false && r.configuration !== "without_skill") add(head, " ", badge("skill not used", "warn"));
      const meta2 = [];
      if (r.durationMs !== null) meta2.push((r.durationMs / 1e3).toFixed(1) + " s");
      if (r.tokens !== null) meta2.push(fmtNum(r.tokens, 0) + " tokens");
      if (r.costUsd !== null) meta2.push(fmtCost(r.costUsd));
      meta2.push(r.toolCalls.length + " tool call" + (r.toolCalls.length === 1 ? "" : "s"));
      add(col, head, el("div", "meta", meta2.join(" · ")));
      if (r.error) add(col, el("div", "alert", "Error: " + r.error));
      const resp = section("Response");
      add(resp, r.response ? pre(r.response, "response") : el("p", "muted", "(no final text)"));
      if (r.responseNote) add(resp, el("div", "note", r.responseNote));
      add(col, resp);
      const files = section("Files", el("span", "muted", "(" + r.files.length + ")"));
      if (r.files.length === 0) add(files, el("p", "muted", "No files created or changed."));
      r.files.forEach(function(f) {
        add(files, renderFile(f));
      });
      add(col, files);
      const tools = el("details", "sec tools");
      add(tools, el("summary", "sec-title", "Tool calls (" + r.toolCalls.length + ")"));
      const ol = el("ol", "calls");
      r.toolCalls.forEach(function(c) {
        const li = el("li", "call" + (c.isError ? " call-err" : ""));
        const h = add(el("div", "call-head"), el("span", "call-name", c.name), el("span", "muted", " turn " + c.turn));
        if (c.isError) add(h, " ", badge("error", "bad"));
        add(li, h, el("div", "label", "input"), pre(c.input), el("div", "label", "output"), pre(c.output));
        add(ol, li);
      });
      if (r.toolCalls.length === 0) add(tools, el("p", "muted", "No tool calls."));
      add(col, add(tools, ol));
      add(col, renderGrades(r));
      const fb = section("Your feedback");
      const ta = el("textarea", "feedback");
      ta.rows = 4;
      ta.placeholder = "What is wrong or could be better in this output? Leave empty if it is fine.";
      ta.setAttribute("aria-label", "Feedback on " + configShort(r.configuration) + " run " + r.trial);
      ta.setAttribute("data-run", r.runId);
      ta.value = feedback[r.key] || "";
      ta.addEventListener("input", function() {
        feedback[r.key] = ta.value;
        saveSoon();
      });
      ta.addEventListener("blur", function() {
        if (saveTimer) saveNow();
      });
      add(fb, ta, el("div", "fb-status muted small", feedback[r.key] ? "Saved in this browser" : ""));
      return add(col, fb);
    }
    function renderPage() {
      clear(pageEl);
      if (pages.length === 0) {
        add(pageEl, el("div", "empty", "No runs found in this report."));
        posEl.textContent = "0 of 0";
        prevBtn.disabled = nextBtn.disabled = true;
        return;
      }
      const p = pages[current];
      const e = evalsByKey2[p.evalKey] || {};
      posEl.textContent = current + 1 + " of " + pages.length;
      jumpEl.value = String(current);
      prevBtn.disabled = current === 0;
      nextBtn.disabled = current === pages.length - 1;
      const intro = el("div", "card intro");
      add(intro, add(el("div", "crumbs"), badge(e.skill || "?", "plain"), " ", el("span", "muted", e.iteration || ""), " ", el("span", "muted", "· trial " + p.trial)));
      add(intro, el("h2", "eval-title", "Eval " + (e.evalId || "?") + (e.evalName ? ": " + e.evalName : "")));
      add(intro, el("h4", "sec-title", "Prompt"), pre(e.prompt || "(no prompt found)", "prompt"));
      if (e.inputFiles && e.inputFiles.length) add(intro, el("div", "muted small", "Input files: " + e.inputFiles.join(", ")));
      if (e.expectedOutput) {
        const d = add(el("details", "more"), el("summary", null, "Expected output"), pre(e.expectedOutput));
        add(intro, d);
      }
      if (e.assertions && e.assertions.length) {
        const ad = add(el("details", "more"), el("summary", null, "Assertions (" + e.assertions.length + ")"));
        const ul = el("ul", "plain-list");
        e.assertions.forEach(function(a) {
          add(ul, el("li", null, a));
        });
        add(intro, add(ad, ul));
      }
      const grid = el("div", "cols cols-" + Math.min(p.runs.length, 3));
      p.runs.forEach(function(r) {
        add(grid, renderColumn(r));
      });
      add(pageEl, intro, grid);
    }
    function go(i) {
      if (i < 0 || i >= pages.length || i === current) return;
      if (saveTimer) saveNow();
      current = i;
      try {
        history.replaceState(null, "", "#" + (current + 1));
      } catch (e) {
      }
      renderPage();
      window.scrollTo(0, 0);
    }
    prevBtn.addEventListener("click", function() {
      go(current - 1);
    });
    nextBtn.addEventListener("click", function() {
      go(current + 1);
    });
    jumpEl.addEventListener("change", function() {
      go(Number(jumpEl.value));
    });
    document.addEventListener("keydown", function(ev) {
      if (ev.defaultPrevented || ev.altKey || ev.ctrlKey || ev.metaKey || ev.shiftKey) return;
      const t = ev.target;
      const tag = t && t.tagName;
      if (tag === "TEXTAREA" || tag === "INPUT" || tag === "SELECT" || t && t.isContentEditable) return;
      if (document.getElementById("tab-outputs").getAttribute("aria-selected") !== "true") return;
      if (ev.key === "ArrowLeft") {
        ev.preventDefault();
        go(current - 1);
      } else if (ev.key === "ArrowRight") {
        ev.preventDefault();
        go(current + 1);
      }
    });
    document.getElementById("submit").addEventListener("click", function() {
      if (saveTimer) saveNow();
      const ts = (/* @__PURE__ */ new Date()).toISOString();
      const out = {
        reviews: runs2.map(function(r) {
          return { run_id: r.runId, feedback: feedback[r.key] || "", timestamp: ts, skill: r.skill, iteration: r.iteration };
        }),
        status: "complete"
      };
      const blob = new Blob([JSON.stringify(out, null, 2) + "\\n"], { type: "application/json" });
      const url = URL.createObjectURL(blob);
      const a = document.createElement("a");
      a.href = url;
      a.download = "feedback.json";
      document.body.appendChild(a);
      a.click();
      document.body.removeChild(a);
      setTimeout(function() {
        URL.revokeObjectURL(url);
      }, 1e4);
      const n = out.reviews.filter(function(x) {
        return x.feedback.trim() !== "";
      }).length;
      document.getElementById("submit-status").textContent = "Downloaded feedback.json (" + out.reviews.length + " runs, " + n + " with feedback). Import it with: skill-evals feedback import feedback.json";
    });
    return { pageCount: pages.length, renderPage };
  }

  // src/report/viewer/browser/benchmark.ts
  function deltaCell(v, goodWhenPositive) {
    if (v === null || v === void 0) return el("span", "muted", "–");
    const n = parseFloat(v);
    const cls = n === 0 || isNaN(n) || goodWhenPositive === null ? "" : n > 0 === goodWhenPositive ? "pos" : "neg";
    return el("span", "delta " + cls, v);
  }
  function renderBenchmark(data2) {
    const root = document.getElementById("bench");
    clear(root);
    if (data2.summary && (data2.summary.verdict || data2.summary.reasons.length)) {
      const v = el("div", "card verdict verdict-" + verdictKind(data2.summary.verdict));
      add(v, add(
        el("div", "verdict-head"),
        el("span", "muted", "Verdict"),
        " ",
        badge(data2.summary.verdict ? verdictText(data2.summary.verdict) : "NONE", verdictKind(data2.summary.verdict)),
        data2.summary.confidence ? el("span", "muted", " confidence: " + data2.summary.confidence) : null
      ));
      if (data2.summary.reasons.length) {
        const ul = el("ul", "plain-list");
        data2.summary.reasons.forEach(function(r) {
          add(ul, el("li", null, r));
        });
        add(v, ul);
      }
      add(root, v);
    }
    if (!data2.skills.length) add(root, el("div", "empty", "No benchmark data in this report."));
    data2.skills.forEach(function(s) {
      add(root, renderSkillBench(s));
    });
  }
  function renderSkillBench(s) {
    const card = el("section", "card skill-bench");
    const h = add(el("h2", "skill-title"), s.name, " ", el("span", "muted", s.iteration));
    const vd = s.verdict;
    if (vd && vd.verdict) add(h, " ", badge(verdictText(vd.verdict), verdictKind(vd.verdict)));
    if (vd && vd.tier) add(h, " ", badge("tier " + vd.tier, "plain"));
    if (vd && vd.passRate && vd.passRate.with_skill !== null && vd.passRate.with_skill !== void 0) add(h, " ", badge("runs fully passed: " + pct(vd.passRate.with_skill), rateKind(vd.passRate.with_skill)));
    add(card, h);
    if (vd) {
      const flags = el("div", "flags");
      if (vd.flaky.length) add(flags, badge("flaky", "warn"), " ", el("span", null, "evals " + vd.flaky.join(", ")), " ");
      if (vd.saturated === true) add(flags, badge("saturated", "warn"), " ", el("span", "muted", "the baseline passes too: these evals no longer tell the skill apart"));
      if (vd.saturated === false && !vd.flaky.length) add(flags, el("span", "muted", "No flaky or saturated evals flagged."));
      add(card, flags);
    }
    const b = s.benchmark;
    if (!b) return add(card, el("p", "muted", "No benchmark."));
    add(card, el("div", "muted small", b.source === "benchmark.json" ? "From benchmark.json" : "Computed from the runs (no benchmark.json)"));
    const configs = b.configurations;
    const t = table(["Metric"].concat(configs.map(configLabel), ["Delta"]));
    t.table.classList.add("summary");
    function sumRow(label, get, delta, good) {
      row(t.body, [label].concat(configs.map(function(c) {
        return get(b.summary[c] || {});
      }), [deltaCell(delta, good)]));
    }
    sumRow("Assertions passed (mean per run)", function(x) {
      return stat(x.passRate, function(v) {
        return pct(v);
      });
    }, b.delta.passRate, true);
    sumRow("Time (s)", function(x) {
      return stat(x.timeSeconds, function(v) {
        return v.toFixed(1);
      });
    }, b.delta.timeSeconds, false);
    sumRow("Tokens", function(x) {
      return stat(x.tokens, function(v) {
        return fmtNum(v, 0);
      });
    }, b.delta.tokens, false);
    sumRow("Cost (total)", function(x) {
      return fmtCost(x.costUsd);
    }, null, null);
    sumRow("Graded runs", function(x) {
      return String(x.runs);
    }, null, null);
    add(card, el("h3", null, "Summary"), t.table);
    add(card, el("h3", null, "Per-eval breakdown"));
    const evalIds = [];
    b.runs.forEach(function(r) {
      if (evalIds.indexOf(r.evalId) < 0) evalIds.push(r.evalId);
    });
    evalIds.sort(function(a, c) {
      const x = Number(a), y = Number(c);
      return isNaN(x) || isNaN(y) ? a < c ? -1 : a > c ? 1 : 0 : x - y;
    });
    const flaky = vd ? vd.flaky : [];
    evalIds.forEach(function(id) {
      const rs = b.runs.filter(function(r) {
        return r.evalId === id;
      });
      const name = rs[0] && rs[0].evalName;
      const eh = add(el("h4", "eval-head"), "Eval " + id + (name ? ": " + name : ""));
      if (flaky.indexOf(String(id)) >= 0) add(eh, " ", badge("flaky", "warn"));
      const tt = table(["Config", "Run", "Assertions passed", "Time (s)", "Tokens", "Errors"]);
      const cfgs = configs.filter(function(c) {
        return rs.some(function(r) {
          return r.configuration === c;
        });
      });
      cfgs.forEach(function(c) {
        const cr = rs.filter(function(r) {
          return r.configuration === c;
        }).sort(function(x, y) {
          return x.run - y.run;
        });
        cr.forEach(function(r) {
          row(tt.body, [
            badge(configShort(c), "cfg cfg-" + (CONFIG_ORDER.indexOf(c) >= 0 ? c : "other")),
            String(r.run),
            r.passRate === null ? "–" : pct(r.passRate) + " (" + r.passed + "/" + r.total + ")",
            r.timeSeconds === null ? "–" : r.timeSeconds.toFixed(1),
            fmtNum(r.tokens, 0),
            String(r.errors)
          ]);
        });
        const avg = function(f) {
          const v = cr.map(f).filter(function(x) {
            return x !== null;
          });
          return v.length ? v.reduce(function(a, c2) {
            return a + c2;
          }, 0) / v.length : null;
        };
        row(tt.body, [configShort(c) + " avg", "", pct(avg(function(r) {
          return r.passRate;
        })), fmtNum(avg(function(r) {
          return r.timeSeconds;
        }), 1), fmtNum(avg(function(r) {
          return r.tokens;
        }), 0), ""], "avg");
      });
      add(card, eh, tt.table);
    });
    if (!evalIds.length) add(card, el("p", "muted", "No graded runs."));
    add(card, el("h3", null, "Assertions across configurations and trials"));
    const mt = table(["Assertion"].concat(configs.map(configLabel)));
    mt.table.classList.add("matrix");
    let any = false;
    evalIds.forEach(function(id) {
      const rs = b.runs.filter(function(r) {
        return r.evalId === id;
      });
      const texts = [];
      rs.forEach(function(r) {
        r.expectations.forEach(function(x) {
          if (texts.indexOf(x.text) < 0) texts.push(x.text);
        });
      });
      if (!texts.length) return;
      any = true;
      const gr = row(mt.body, ["Eval " + id + (rs[0].evalName ? ": " + rs[0].evalName : "")].concat(configs.map(function() {
        return "";
      })), "group");
      gr.firstChild.colSpan = configs.length + 1;
      while (gr.childNodes.length > 1) gr.removeChild(gr.lastChild);
      texts.forEach(function(text) {
        const cells = [el("span", null, text)];
        let varies = false;
        configs.forEach(function(c) {
          const cell = el("span", "marks");
          const results = [];
          rs.filter(function(r) {
            return r.configuration === c;
          }).sort(function(x, y) {
            return x.run - y.run;
          }).forEach(function(r) {
            const x = r.expectations.filter(function(e2) {
              return e2.text === text;
            })[0];
            if (!x) return;
            results.push(x.passed);
            const mk = el("span", "mk " + (x.passed ? "pass" : "fail"), x.passed ? "✓" : "✗");
            mk.title = "Run " + r.run + ": " + (x.evidence || "");
            add(cell, mk);
          });
          if (results.indexOf(true) >= 0 && results.indexOf(false) >= 0 && c === "with_skill") varies = true;
          cells.push(results.length ? cell : el("span", "muted", "–"));
        });
        if (varies) add(cells[0], " ", badge("varies", "warn"));
        row(mt.body, cells);
      });
    });
    add(card, any ? mt.table : el("p", "muted", "No graded assertions yet."));
    if (b.notes.length) {
      add(card, el("h3", null, "Notes"));
      const nl = el("ul", "plain-list");
      b.notes.forEach(function(n) {
        add(nl, el("li", null, n));
      });
      add(card, nl);
    }
    return card;
  }

  // src/report/viewer/browser/pipelines.ts
  var plCurrent = 0;
  var STEP_STATUSES = ["pass", "fail", "error", "skipped"];
  var DIFF_MAX_LINES = 6e3;
  function passedOf(list) {
    return list.filter(function(x) {
      return x.passed;
    }).length;
  }
  function assertionList(list, emptyText) {
    if (!list || !list.length) return el("p", "muted", emptyText);
    const ul = el("ul", "grades");
    list.forEach(function(x) {
      add(ul, gradeItem(x));
    });
    return ul;
  }
  function renderDiff(text) {
    const outer = el("pre", "code diff");
    const box = add(outer, el("div", "dlines")).lastChild;
    const lines = String(text).split("\\n");
    if (lines.length && lines[lines.length - 1] === "") lines.pop();
    let header = true;
    let oldLeft = 0;
    let newLeft = 0;
    lines.slice(0, DIFF_MAX_LINES).forEach(function(line) {
      let cls = "ctx";
      const c = line.charAt(0);
      const h = /^@@ -\\d+(?:,(\\d+))? \\+\\d+(?:,(\\d+))? @@/.exec(line);
      if (c === "\\\\" && line.charAt(1) === " ") cls = "note";
      else if (line.indexOf("diff --git ") === 0 || header && !h) {
        header = true;
        cls = "meta";
      } else if (h) {
        header = false;
        oldLeft = h[1] === void 0 ? 1 : Number(h[1]);
        newLeft = h[2] === void 0 ? 1 : Number(h[2]);
        cls = "hunk";
      } else if (c === "+") {
        cls = "add";
        newLeft--;
      } else if (c === "-") {
        cls = "del";
        oldLeft--;
      } else {
        oldLeft--;
        newLeft--;
      }
      add(box, el("span", "dl dl-" + cls, line));
      if (!header && cls !== "hunk" && oldLeft <= 0 && newLeft <= 0) header = true;
    });
    if (lines.length > DIFF_MAX_LINES) add(box, el("span", "dl dl-note", "… " + (lines.length - DIFF_MAX_LINES) + " more lines not shown"));
    return outer;
  }
  function renderStep(s) {
    const li = el("li", "step st-" + (STEP_STATUSES.indexOf(s.status) >= 0 ? s.status : "other"));
    li.setAttribute("data-step", String(s.n));
    const head = add(el("div", "step-head"), el("span", "step-n", "Step " + s.n), " ", badge(s.skill, "plain"), " ", badge(s.status, statusKind(s.status)));
    if (s.skillUsed === false) add(head, " ", badge("skill not used", "warn"));
    const meta2 = [];
    if (s.status !== "skipped") {
      if (s.durationMs !== null) meta2.push(fmtMs(s.durationMs));
      if (s.tokens !== null) meta2.push(fmtNum(s.tokens, 0) + " tokens");
      if (s.costUsd !== null) meta2.push(fmtCost(s.costUsd));
    }
    add(li, head);
    if (meta2.length) add(li, el("div", "meta", meta2.join(" · ")));
    if (s.reason) add(li, el("div", s.status === "skipped" ? "note" : "alert", s.reason));
    if (s.error && s.error !== s.reason) add(li, el("div", "alert", "Error: " + s.error));
    add(li, add(section("Prompt"), pre(s.prompt || "(no prompt)", "prompt")));
    const v = section("Verify");
    if (s.verify.length) add(v.firstChild, " ", badge(passedOf(s.verify) + "/" + s.verify.length, passedOf(s.verify) === s.verify.length ? "good" : "bad"));
    add(li, add(v, assertionList(s.verify, "No checks for this step.")));
    const fs = section("Files changed", el("span", "muted", "(" + s.files.length + ")"));
    if (!s.files.length) add(fs, el("p", "muted", "No files changed."));
    else {
      const ul = el("ul", "files-changed");
      s.files.forEach(function(f) {
        const known = ["added", "modified", "deleted", "renamed", "copied", "type-changed", "other"].indexOf(f.change) >= 0;
        add(ul, add(el("li"), el("span", "fc fc-" + (known ? f.change : "unknown"), f.change || "changed"), el("span", "file-name", f.path)));
      });
      add(fs, ul);
    }
    add(li, fs);
    const d = section("Diff");
    if (!s.diff) add(d, el("p", "muted", s.files.length ? "No diff recorded." : "No changes."));
    else add(d, renderDiff(s.diff));
    if (s.diffTruncated) {
      add(d, el("div", "note", "Diff truncated" + (s.diffChars !== null ? " (full diff: " + fmtNum(s.diffChars, 0) + " characters)" : "") + (s.diffFile ? "; the full diff is in " + s.diffFile : "")));
    }
    add(li, d);
    if (s.response) add(li, add(el("details", "more"), el("summary", null, "Response"), pre(s.response, "response")));
    return li;
  }
  function renderScenario(sc) {
    const card = el("section", "card scenario");
    card.setAttribute("data-scenario", sc.id);
    const head = add(el("div", "pl-head"), el("h2", "pl-title", sc.id), badge(sc.status, statusKind(sc.status)));
    if (sc.costClass) add(head, badge("cost class: " + sc.costClass, "plain"));
    if (sc.cancelled) add(head, badge("cancelled", "warn"));
    add(card, head);
    if (sc.description) add(card, el("p", null, sc.description));
    const meta2 = ["steps passed " + frac(sc.stepsPassed, sc.stepsTotal), "final " + frac(sc.finalPassed, sc.finalTotal)];
    if (sc.costUsd !== null) meta2.push("agent cost " + fmtCost(sc.costUsd));
    if (sc.durationMs !== null) meta2.push(fmtMs(sc.durationMs));
    add(card, el("div", "meta", meta2.join(" · ")));
    if (sc.reason) add(card, el("div", "alert", sc.reason));
    if (!sc.loaded) add(card, el("div", "note", "result.json could not be read: only the index entry is shown."));
    add(card, el("h3", null, "Steps, in order (" + sc.steps.length + ")"));
    if (!sc.steps.length) add(card, el("p", "muted", "No steps recorded."));
    const ol = el("ol", "steps");
    sc.steps.forEach(function(s) {
      add(ol, renderStep(s));
    });
    add(card, ol);
    const fh = add(el("h3", "final-head"), "Final assertions");
    if (sc.final.length) add(fh, " ", badge(passedOf(sc.final) + "/" + sc.final.length, passedOf(sc.final) === sc.final.length ? "good" : "bad"));
    const fin = add(el("div", "final"), fh, assertionList(sc.final, sc.loaded ? "No final assertions." : "Not available."));
    return add(card, fin);
  }
  function renderPipelines(PL2) {
    const root = document.getElementById(\`pipelines\`);
    clear(root);
    const top = el("section", "card pl-summary");
    add(top, add(el("h2", "skill-title"), "Pipelines"));
    const info = [];
    if (PL2.model) info.push("model " + PL2.model);
    if (PL2.judgeModel) info.push("judge " + PL2.judgeModel);
    if (PL2.generatedAt) info.push("generated " + String(PL2.generatedAt).replace("T", " ").slice(0, 16) + " UTC");
    if (info.length) add(top, el("div", "meta", info.join(" · ")));
    if (PL2.simulated) add(top, el("div", "note", "Simulated model: the outputs are canned, not real model work."));
    const t = PL2.totals;
    add(top, el("p", "small", t.scenarios + " scenario" + (t.scenarios === 1 ? "" : "s") + ": " + t.passed + " pass, " + t.failed + " fail, " + t.errors + " error" + (t.costUsd !== null ? " · agent cost " + fmtCost(t.costUsd) : "")));
    if (!PL2.scenarios.length) {
      add(top, el("p", "muted", "No pipeline scenarios in this report."));
      add(root, top);
      return;
    }
    const lt = table(["Scenario", "Status", "Steps passed", "Final", "Cost class", "Cost", "Duration"]);
    lt.table.classList.add("pl-list");
    PL2.scenarios.forEach(function(sc, i) {
      const b = el("button", "link", sc.id);
      b.type = "button";
      b.title = sc.description || sc.id;
      b.addEventListener("click", function() {
        showScenario(PL2, i);
      });
      const tr = row(lt.body, [b, badge(sc.status, statusKind(sc.status)), frac(sc.stepsPassed, sc.stepsTotal), frac(sc.finalPassed, sc.finalTotal), sc.costClass || "–", fmtCost(sc.costUsd), fmtMs(sc.durationMs)]);
      tr.setAttribute("data-index", String(i));
    });
    add(top, lt.table);
    add(root, top, el("div", null));
    root.lastChild.id = "scenario";
    showScenario(PL2, plCurrent);
  }
  function showScenario(PL2, i) {
    plCurrent = i;
    const holder = document.getElementById("scenario");
    clear(holder);
    add(holder, renderScenario(PL2.scenarios[i]));
    document.querySelectorAll(".pl-list tbody tr").forEach(function(tr) {
      tr.className = tr.getAttribute("data-index") === String(i) ? "sel" : "";
    });
  }

  // src/report/viewer/browser/cross-model.ts
  function renderModels(x) {
    const root = document.getElementById("models");
    clear(root);
    const card = el("section", "card");
    add(root, card);
    add(card, el("h2", "skill-title", "Cross-model comparison"));
    if (!x || x.format !== "table" || !Array.isArray(x.models) || !Array.isArray(x.skills)) {
      add(card, el("div", "note xm-unknown", x && x.note || "cross-model data in an unknown format"));
      if (x && x.raw) add(card, add(el("details", "more"), el("summary", null, "The file as read"), pre(x.raw)));
      return;
    }
    const info = "Pass rate of each skill per model, with its interval; highlighted cells are anomalies" + (typeof x.anomalyThresholdSe === "number" ? " (more than " + x.anomalyThresholdSe + " standard errors off the other models)" : "") + ".";
    add(card, el("p", "muted small", info));
    if (x.generatedAt) add(card, el("div", "meta", "generated " + String(x.generatedAt).replace("T", " ").slice(0, 16) + " UTC"));
    function xmCell(c) {
      if (!c) return el("span", "muted", "–");
      const span = add(el("span", "xm-cell"), el("span", "rate", pct(c.passRate)));
      if (c.low !== null || c.high !== null) add(span, " ", el("span", "ci", "[" + pct(c.low) + "–" + pct(c.high) + "]"));
      if (c.anomaly) add(span, " ", badge("anomaly" + (c.direction ? ": " + c.direction : ""), "warn"));
      if (c.regressed) add(span, " ", badge("regressed", "bad"));
      if (c.passed !== null && c.n !== null) add(span, el("span", "n", c.passed + "/" + c.n));
      else if (c.n !== null) add(span, el("span", "n", "n = " + c.n));
      return span;
    }
    const t = table(["Skill"].concat(x.models, ["Range", "Anomalies"]));
    t.table.classList.add("xm");
    x.skills.forEach(function(s) {
      const name = el("span", "file-name", s.skill);
      const cells = [s.tier ? add(el("span"), name, " ", badge("tier " + s.tier, "plain")) : name];
      x.models.forEach(function(m, i) {
        cells.push(xmCell(s.cells[i]));
      });
      cells.push(s.range === null ? "–" : Math.round(s.range * 100) + " pts");
      cells.push(s.anomalies.length ? s.anomalies.join(", ") : "–");
      const tr = row(t.body, cells);
      x.models.forEach(function(m, i) {
        const td = tr.children[i + 1];
        td.className = "cell";
        const c = s.cells[i];
        if (c && c.anomaly) {
          td.classList.add("anom");
          td.title = s.skill + " on " + m + ": anomaly" + (c.direction ? " (" + c.direction + ")" : "");
        }
      });
    });
    if (x.totals && x.totals.length) {
      const tot = row(t.body, ["All skills"].concat(x.models.map(function(m, i) {
        return xmCell(x.totals[i]);
      }), ["", ""]), "avg");
      for (let ti = 1; ti <= x.models.length; ti++) tot.children[ti].className = "cell";
    }
    add(card, t.table);
    if (!x.skills.length) add(card, el("p", "muted", "No skills."));
    if (x.regressions && x.regressions.length) {
      const rl = el("ul", "plain-list xm-regressions");
      x.regressions.forEach(function(r) {
        add(rl, el("li", null, r.skill + " on " + r.model + (r.reason ? ": " + r.reason : "")));
      });
      add(card, el("h3", null, "Regressions against the previous run"), rl);
    }
    if (x.notes && x.notes.length) {
      const nl = el("ul", "plain-list");
      x.notes.forEach(function(n) {
        add(nl, el("li", null, n));
      });
      add(card, el("h3", null, "Notes"), nl);
    }
  }

  // src/report/viewer/browser/main.ts
  var data = JSON.parse(document.getElementById("viewer-data").textContent || "{}");
  var runs = data.runs || [];
  var evalsByKey = {};
  (data.evals || []).forEach(function(e) {
    evalsByKey[e.key] = e;
  });
  var outputs = initOutputs(data, runs, evalsByKey);
  var PL = data.pipelines || null;
  document.getElementById("title").textContent = data.title || "Eval review";
  document.title = data.title || "Eval review";
  var meta = runs.length + " runs · " + outputs.pageCount + " pages · generated " + String(data.generatedAt || "").replace("T", " ").slice(0, 16) + " UTC";
  document.getElementById("meta").textContent = meta;
  if (data.summary && data.summary.verdict) {
    const vb = document.getElementById("verdict");
    add(vb, badge(verdictText(data.summary.verdict), verdictKind(data.summary.verdict)));
  }
  if (data.warnings && data.warnings.length) {
    const w = document.getElementById("warnings");
    w.hidden = false;
    add(w, el("summary", null, data.warnings.length + " loading warning" + (data.warnings.length === 1 ? "" : "s")));
    const wl = el("ul", "plain-list");
    data.warnings.slice(0, 200).forEach(function(x) {
      add(wl, el("li", null, x));
    });
    add(w, wl);
  }
  var TABS = ["outputs", "benchmark"];
  if (PL && document.getElementById("tab-pipelines")) TABS.push(\`pipelines\`);
  if (data.crossModel && document.getElementById("tab-models")) TABS.push("models");
  var RENDER = {
    benchmark: function() {
      renderBenchmark(data);
    },
    pipelines: function() {
      renderPipelines(PL);
    },
    models: function() {
      renderModels(data.crossModel);
    }
  };
  var rendered = {};
  function showTab(name) {
    TABS.forEach(function(t) {
      const on = t === name;
      document.getElementById("tab-" + t).setAttribute("aria-selected", on ? "true" : "false");
      document.getElementById("panel-" + t).hidden = !on;
    });
    if (RENDER[name] && !rendered[name]) {
      rendered[name] = true;
      RENDER[name]();
    }
  }
  TABS.forEach(function(t) {
    document.getElementById("tab-" + t).addEventListener("click", function() {
      showTab(t);
    });
  });
  if (PL) document.getElementById("meta").textContent = meta + " · " + PL.scenarios.length + " pipeline scenario" + (PL.scenarios.length === 1 ? "" : "s");
  outputs.renderPage();
  if (!runs.length && TABS.length > 2) showTab(TABS[2]);
  document.documentElement.setAttribute("data-ready", "1");
  try {
    performance.mark("viewer-ready");
  } catch (e) {
  }
})();
`;

// src/report/viewer/render.ts
function embedJson(value) {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}
function scriptHash(script) {
  return "sha256-" + createHash2("sha256").update(script, "utf8").digest("base64");
}
function contentSecurityPolicy(script) {
  return [
    "default-src 'none'",
    "img-src data:",
    "style-src 'unsafe-inline'",
    `script-src '${scriptHash(script)}'`,
    "base-uri 'none'",
    "form-action 'none'"
  ].join("; ");
}
var CSS = `
:root{--bg:#f6f7f9;--card:#fff;--ink:#1b1f24;--muted:#636c76;--line:#d8dee4;--soft:#eef1f4;--accent:#0b63ce;
--good:#1a7f37;--good-bg:#dafbe1;--bad:#cf222e;--bad-bg:#ffebe9;--warn:#9a6700;--warn-bg:#fff8c5;--with:#0b63ce;--base:#6e7781;--old:#8250df;
--mono:ui-monospace,SFMono-Regular,"SF Mono",Menlo,Consolas,"Liberation Mono",monospace}
*{box-sizing:border-box}
html,body{margin:0;padding:0}
body{font:14px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans",sans-serif;color:var(--ink);background:var(--bg)}
header.top{position:sticky;top:0;z-index:5;background:#fff;border-bottom:1px solid var(--line);padding:10px 24px;display:flex;align-items:center;gap:16px;flex-wrap:wrap}
header.top h1{font-size:16px;margin:0;font-weight:600}
.tabs{display:flex;gap:4px}
.tabs button{border:1px solid transparent;background:none;padding:6px 12px;border-radius:6px;font:inherit;color:var(--muted);cursor:pointer}
.tabs button[aria-selected=true]{background:var(--soft);color:var(--ink);border-color:var(--line);font-weight:600}
.spacer{flex:1}
main{max-width:1500px;margin:0 auto;padding:16px 24px 48px}
.pager{display:flex;align-items:center;gap:8px;flex-wrap:wrap;margin-bottom:12px}
.pager select{max-width:420px;font:inherit;padding:5px 6px;border:1px solid var(--line);border-radius:6px;background:#fff}
button.btn{font:inherit;padding:6px 12px;border:1px solid var(--line);border-radius:6px;background:#fff;cursor:pointer}
button.btn:hover:not(:disabled){background:var(--soft)}
button.btn:disabled{opacity:.45;cursor:default}
button.primary{background:var(--accent);border-color:var(--accent);color:#fff;font-weight:600}
button.primary:hover:not(:disabled){background:#0a56b3}
#position{color:var(--muted);min-width:70px;text-align:center}
#submit-status{color:var(--good);font-size:13px}
.card{background:var(--card);border:1px solid var(--line);border-radius:10px;padding:16px 18px;margin-bottom:14px}
.crumbs{margin-bottom:2px}
.eval-title{font-size:18px;margin:2px 0 10px}
.sec-title{font-size:12px;text-transform:uppercase;letter-spacing:.04em;color:var(--muted);margin:14px 0 6px;font-weight:600}
.intro .sec-title{margin-top:4px}
pre.code{font:12.5px/1.45 var(--mono);background:#f6f8fa;border:1px solid var(--soft);border-radius:6px;padding:10px 12px;margin:0;white-space:pre-wrap;word-break:break-word;overflow:auto;max-height:480px}
pre.prompt{background:#fbfcfd;font-size:13px;max-height:none}
pre.response{background:#fff;border-color:var(--line)}
details.more{margin-top:8px}
details summary{cursor:pointer;color:var(--muted)}
.cols{display:grid;gap:14px;align-items:start}
.cols-1{grid-template-columns:minmax(0,1fr)}
.cols-2{grid-template-columns:repeat(2,minmax(0,1fr))}
.cols-3{grid-template-columns:repeat(3,minmax(0,1fr))}
@media (max-width:1000px){.cols-2,.cols-3{grid-template-columns:minmax(0,1fr)}}
.col{background:var(--card);border:1px solid var(--line);border-top:3px solid var(--base);border-radius:10px;padding:12px 16px 16px}
.col-with_skill{border-top-color:var(--with)}
.col-old_skill{border-top-color:var(--old)}
.col-head{display:flex;align-items:center;gap:6px;flex-wrap:wrap}
.meta{color:var(--muted);font-size:12.5px;margin-top:4px}
.badge{display:inline-block;padding:1px 8px;border-radius:999px;font-size:12px;font-weight:600;line-height:18px;border:1px solid transparent;vertical-align:middle}
.badge.good{background:var(--good-bg);color:var(--good)}
.badge.bad{background:var(--bad-bg);color:var(--bad)}
.badge.warn{background:var(--warn-bg);color:var(--warn)}
.badge.neutral,.badge.plain{background:var(--soft);color:var(--ink)}
.badge.cfg{color:#fff}
.badge.cfg-with_skill{background:var(--with)}
.badge.cfg-without_skill,.badge.cfg-other{background:var(--base)}
.badge.cfg-old_skill{background:var(--old)}
.alert{background:var(--bad-bg);color:var(--bad);border-radius:6px;padding:8px 10px;margin-top:8px;white-space:pre-wrap;word-break:break-word}
.note{color:var(--warn);background:var(--warn-bg);border-radius:4px;padding:2px 8px;font-size:12px;margin:4px 0;display:inline-block}
.muted{color:var(--muted)}
.small{font-size:12.5px}
.file{margin:8px 0 12px}
.file-head{display:flex;justify-content:space-between;gap:8px;font-size:13px;margin-bottom:4px}
.file-name{font-family:var(--mono);font-weight:600;word-break:break-all}
.file-img{max-width:100%;border:1px solid var(--line);border-radius:6px;background:#fff}
.calls{padding-left:22px;margin:6px 0}
.call{margin-bottom:10px}
.call-name{font-family:var(--mono);font-weight:600}
.call-err .call-name{color:var(--bad)}
.label{font-size:11px;color:var(--muted);text-transform:uppercase;margin:4px 0 2px}
ul.grades{list-style:none;padding:0;margin:6px 0}
.grade{display:flex;gap:8px;padding:6px 0;border-top:1px solid var(--soft)}
.grade:first-child{border-top:0}
.mark{flex:none;width:20px;height:20px;border-radius:50%;text-align:center;line-height:20px;font-weight:700;font-size:12px}
.grade.pass .mark{background:var(--good-bg);color:var(--good)}
.grade.fail .mark{background:var(--bad-bg);color:var(--bad)}
.grade.err .mark{background:var(--warn-bg);color:var(--warn)}
.grade-text{font-weight:500;word-break:break-word}
.evidence{color:var(--muted);font-size:12.5px;white-space:pre-wrap;word-break:break-word}
textarea.feedback{width:100%;font:inherit;padding:8px 10px;border:1px solid var(--line);border-radius:6px;resize:vertical;min-height:70px}
textarea.feedback:focus{outline:2px solid #b6d4fe;border-color:var(--accent)}
.fb-status{min-height:18px;margin-top:2px}
.empty{padding:48px;text-align:center;color:var(--muted)}
table.tbl{border-collapse:collapse;width:100%;margin:6px 0 14px;font-size:13px}
.tbl th,.tbl td{border-bottom:1px solid var(--soft);padding:6px 10px;text-align:left;vertical-align:top}
.tbl th{background:#f6f8fa;font-weight:600;color:var(--muted);font-size:12px;text-transform:uppercase;letter-spacing:.03em}
.tbl tr.avg td{background:#fafbfc;font-weight:600}
.tbl tr.group td{background:var(--soft);font-weight:600}
.summary td:not(:first-child){font-variant-numeric:tabular-nums}
.delta.pos{color:var(--good);font-weight:600}
.delta.neg{color:var(--bad);font-weight:600}
.marks{display:inline-flex;gap:3px}
.mk{display:inline-block;width:20px;text-align:center;border-radius:4px;font-weight:700;cursor:help}
.mk.pass{background:var(--good-bg);color:var(--good)}
.mk.fail{background:var(--bad-bg);color:var(--bad)}
.skill-title{font-size:18px;margin:0 0 6px}
.flags{margin:4px 0 8px}
h3{font-size:14px;margin:18px 0 4px}
.eval-head{font-size:13px;margin:12px 0 2px}
.verdict-head{font-size:15px}
.verdict-good{border-left:4px solid var(--good)}
.verdict-bad{border-left:4px solid var(--bad)}
.verdict-warn{border-left:4px solid var(--warn)}
ul.plain-list{margin:6px 0;padding-left:20px}
#warnings{margin:0 0 12px;color:var(--warn)}
.kbd{font-size:12px;color:var(--muted)}
`;
var PIPELINE_CSS = `
.pl-list td{vertical-align:middle}
.pl-list tr.sel td{background:#eef5ff}
button.link{border:0;background:none;padding:0;font:inherit;font-family:var(--mono);font-weight:600;color:var(--accent);cursor:pointer;text-align:left;word-break:break-all}
button.link:hover{text-decoration:underline}
.pl-head{display:flex;align-items:center;gap:8px;flex-wrap:wrap}
.pl-title{font-size:18px;margin:0;font-family:var(--mono);word-break:break-all}
ol.steps{list-style:none;padding:0;margin:0;counter-reset:none}
.step{background:var(--card);border:1px solid var(--line);border-left:4px solid var(--base);border-radius:10px;padding:12px 16px 14px;margin-bottom:12px}
.step.st-pass{border-left-color:var(--good)}
.step.st-fail{border-left-color:var(--bad)}
.step.st-error{border-left-color:var(--warn)}
.step.st-skipped{border-left-color:var(--line);opacity:.85}
.step-head{display:flex;align-items:center;gap:6px;flex-wrap:wrap}
.step-n{font-weight:700;font-size:15px}
ul.files-changed{list-style:none;padding:0;margin:4px 0}
ul.files-changed li{display:flex;gap:8px;align-items:center;padding:2px 0}
.fc{display:inline-block;min-width:68px;text-align:center;border-radius:4px;font-size:11px;font-weight:700;text-transform:uppercase;padding:0 4px}
.fc-added{background:var(--good-bg);color:var(--good)}
.fc-deleted{background:var(--bad-bg);color:var(--bad)}
.fc-modified,.fc-renamed,.fc-copied,.fc-other,.fc-type-changed,.fc-unknown{background:var(--soft);color:var(--ink)}
pre.diff{padding:6px 0;white-space:pre;word-break:normal;overflow:auto;max-height:640px;background:#fff;border-color:var(--line)}
pre.diff .dlines{display:inline-block;min-width:100%}
pre.diff .dl{display:block;padding:0 12px;min-height:1.45em}
pre.diff .dl-add{background:#e6ffec;color:#116329}
pre.diff .dl-del{background:#ffebe9;color:#82071e}
pre.diff .dl-hunk{background:#ddf4ff;color:#0550ae}
pre.diff .dl-meta{color:var(--muted);font-weight:600;background:#f6f8fa}
pre.diff .dl-note{color:var(--muted);font-style:italic}
`;
var CROSS_MODEL_CSS = `
table.xm th{text-transform:none;letter-spacing:0;font-family:var(--mono)}
table.xm th:first-child,table.xm th:nth-last-child(-n+2){font-family:inherit;text-transform:uppercase;letter-spacing:.03em}
table.xm td.cell{font-variant-numeric:tabular-nums;white-space:nowrap}
table.xm td.anom{background:var(--warn-bg);box-shadow:inset 0 0 0 2px #d4a72c}
table.xm .rate{font-weight:600}
table.xm .ci{color:var(--muted);font-size:12px}
table.xm .n{color:var(--muted);font-size:11.5px;display:block}
`;
function renderViewer(model) {
  if (/<\/script/i.test(CLIENT_JS)) throw new Error("viewer client script must not contain </script");
  const csp = contentSecurityPolicy(CLIENT_JS);
  const pipelines = model.pipelines !== void 0;
  const crossModel = model.crossModel !== void 0;
  const css = CSS + (pipelines ? PIPELINE_CSS : "") + (crossModel ? CROSS_MODEL_CSS : "");
  const extraTabs = (pipelines ? '<button type="button" id="tab-pipelines" role="tab" aria-selected="false">Pipelines</button>\n' : "") + (crossModel ? '<button type="button" id="tab-models" role="tab" aria-selected="false">Cross-model</button>\n' : "");
  const extraPanels = (pipelines ? '<section id="panel-pipelines" role="tabpanel" hidden>\n<div id="pipelines"></div>\n</section>\n' : "") + (crossModel ? '<section id="panel-models" role="tabpanel" hidden>\n<div id="models"></div>\n</section>\n' : "");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${csp}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>Eval review</title>
<style>${css}</style>
</head>
<body>
<header class="top">
<h1 id="title">Eval review</h1>
<nav class="tabs" role="tablist">
<button type="button" id="tab-outputs" role="tab" aria-selected="true">Outputs</button>
<button type="button" id="tab-benchmark" role="tab" aria-selected="false">Benchmark</button>
${extraTabs}</nav>
<span id="verdict"></span>
<span class="spacer"></span>
<span id="meta" class="muted small"></span>
</header>
<main>
<details id="warnings" hidden></details>
<section id="panel-outputs" role="tabpanel">
<div class="pager">
<button type="button" class="btn" id="prev" title="Previous (←)">← Previous</button>
<span id="position"></span>
<button type="button" class="btn" id="next" title="Next (→)">Next →</button>
<select id="jump" aria-label="Jump to"></select>
<span class="kbd">← / → keys navigate</span>
<span class="spacer"></span>
<span id="submit-status" role="status"></span>
<button type="button" class="btn primary" id="submit">Submit all reviews</button>
</div>
<div id="page"></div>
</section>
<section id="panel-benchmark" role="tabpanel" hidden>
<div id="bench"></div>
</section>
${extraPanels}</main>
<script type="application/json" id="viewer-data">${embedJson(model)}</script>
<script>${CLIENT_JS}</script>
</body>
</html>
`;
}

// src/report/viewer/feedback.ts
import { readFile as readFile2, writeFile, mkdir } from "node:fs/promises";
import { join as join3, resolve as resolve3 } from "node:path";
var FeedbackError = class extends Error {
};
var ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
function validateFeedback(value) {
  const problems = [];
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw new FeedbackError('feedback file must hold a JSON object with "reviews" and "status"');
  const v = value;
  if (v.status !== "complete" && v.status !== "in_progress") problems.push(`"status" must be "complete" or "in_progress" (got ${JSON.stringify(v.status) ?? "nothing"})`);
  if (!Array.isArray(v.reviews)) {
    problems.push('"reviews" must be an array');
  } else if (v.reviews.length === 0) {
    problems.push('"reviews" is empty');
  }
  const reviews = [];
  const seen = /* @__PURE__ */ new Set();
  for (const [i, r] of (Array.isArray(v.reviews) ? v.reviews : []).entries()) {
    const at = `reviews[${i}]`;
    if (typeof r !== "object" || r === null || Array.isArray(r)) {
      problems.push(`${at} must be an object`);
      continue;
    }
    const o = r;
    if (typeof o.run_id !== "string" || o.run_id.trim() === "") problems.push(`${at}.run_id must be a non-empty string`);
    if (typeof o.feedback !== "string") problems.push(`${at}.feedback must be a string (empty = no complaint)`);
    if (typeof o.timestamp !== "string" || !ISO.test(o.timestamp) || Number.isNaN(Date.parse(o.timestamp))) problems.push(`${at}.timestamp must be an ISO 8601 date-time`);
    if (o.skill !== void 0 && typeof o.skill !== "string") problems.push(`${at}.skill must be a string`);
    if (o.iteration !== void 0 && typeof o.iteration !== "string") problems.push(`${at}.iteration must be a string`);
    if (typeof o.run_id === "string" && typeof o.feedback === "string" && typeof o.timestamp === "string") {
      const key = `${typeof o.skill === "string" ? o.skill : ""}\0${typeof o.iteration === "string" ? o.iteration : ""}\0${o.run_id}`;
      if (seen.has(key)) problems.push(`${at}.run_id '${o.run_id}' appears twice`);
      seen.add(key);
      const review = { run_id: o.run_id, feedback: o.feedback, timestamp: o.timestamp };
      if (typeof o.skill === "string") review.skill = o.skill;
      if (typeof o.iteration === "string") review.iteration = o.iteration;
      reviews.push(review);
    }
    if (problems.length >= 10) break;
  }
  if (problems.length > 0) throw new FeedbackError(problems.slice(0, 10).join("; "));
  return { reviews, status: v.status };
}
async function importFeedback(file, root) {
  let text;
  try {
    text = await readFile2(file, "utf8");
  } catch (err) {
    throw new FeedbackError(`cannot read '${file}': ${err.code ?? err.message}`);
  }
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch (err) {
    throw new FeedbackError(`'${file}' is not valid JSON: ${err.message}`);
  }
  let fb;
  try {
    fb = validateFeedback(parsed);
  } catch (err) {
    if (err instanceof FeedbackError) throw new FeedbackError(`'${file}' is not a viewer feedback file: ${err.message}`);
    throw err;
  }
  const latest = fb.reviews.map((r) => r.timestamp).sort((a, b) => Date.parse(a) - Date.parse(b)).pop();
  const stamp = new Date(Date.parse(latest)).toISOString().replace(/:/g, "-").replace(/\./g, "-");
  const dir = join3(resolve3(root), "evals", "feedback");
  await mkdir(dir, { recursive: true });
  const body = JSON.stringify(fb, null, 2) + "\n";
  for (let n = 0; ; n++) {
    const path = join3(dir, n === 0 ? `${stamp}.json` : `${stamp}-${n}.json`);
    const existing = await readFile2(path, "utf8").catch(() => void 0);
    if (existing === body) return { path, reviews: fb.reviews.length, withFeedback: fb.reviews.filter((r) => r.feedback.trim() !== "").length };
    if (existing !== void 0) continue;
    try {
      await writeFile(path, body, { flag: "wx" });
    } catch (err) {
      if (err.code === "EEXIST") continue;
      throw err;
    }
    return { path, reviews: fb.reviews.length, withFeedback: fb.reviews.filter((r) => r.feedback.trim() !== "").length };
  }
}

// src/report/viewer/index.ts
var VIEWER_FILE = "viewer.html";
async function writeViewer(outDir, opts = {}) {
  const model = await collectViewerData(outDir, opts);
  const html = redact(renderViewer(redactDeep(model)));
  const path = resolve4(opts.file ?? join4(outDir, VIEWER_FILE));
  await mkdir2(dirname(path), { recursive: true });
  await writeFile2(path, html);
  return { path, bytes: Buffer.byteLength(html), runs: model.runs.length, warnings: model.warnings };
}

export {
  DEFAULT_MAX_FILE_BYTES,
  DEFAULT_MAX_TOTAL_BYTES,
  feedbackRunId,
  collectViewerData,
  embedJson,
  scriptHash,
  contentSecurityPolicy,
  renderViewer,
  FeedbackError,
  validateFeedback,
  importFeedback,
  VIEWER_FILE,
  writeViewer
};
