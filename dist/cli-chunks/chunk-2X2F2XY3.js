#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  parseHistoryFile,
  sortHistory
} from "./chunk-6L67D3H4.js";
import {
  comparisonPoints
} from "./chunk-XB3YVN6R.js";
import {
  leavesFolder,
  skillFolderName,
  skillNameOfFolder
} from "./chunk-NUNZPVBM.js";
import {
  redact,
  redactDeep
} from "./chunk-CY6ICJBK.js";
import {
  GRADING_FILE,
  SUMMARY_FILE,
  benchmarkOutline,
  crossModelOutline,
  decodeEvalMetadata,
  decodeGrade,
  decodeSummary,
  gradeCounts,
  listRunFolders,
  openResultsLog,
  readDecoded,
  readJsonDetailed,
  summaryOutline
} from "./chunk-WWKFZUJB.js";
import {
  arr,
  isObject,
  num,
  str
} from "./chunk-FFXZ2FSU.js";
import {
  cutUtf8
} from "./chunk-OMQOPVYZ.js";

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
  const t2 = isObject(index?.totals) ? index.totals : {};
  const count = (s) => scenarios.filter((x) => x.status === s).length;
  const costs = scenarios.map((s) => s.costUsd);
  return {
    model: short(index?.model),
    judgeModel: short(index?.judge_model),
    simulated: index?.simulated === true,
    generatedAt: short(index?.generated_at),
    scenarios,
    totals: {
      scenarios: num(t2.scenarios) ?? scenarios.length,
      passed: num(t2.passed) ?? count("pass"),
      failed: num(t2.failed) ?? count("fail"),
      errors: num(t2.errors) ?? count("error"),
      costUsd: has(t2, "cost_usd") ? num(t2.cost_usd) : costs.length > 0 && costs.every((c) => c !== null) ? costs.reduce((a, b) => a + b, 0) : null
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

// src/report/history-series.ts
var MAX_HISTORY_POINTS = 30;
function passRateSeries(summary, history, maxPoints = MAX_HISTORY_POINTS) {
  const out = /* @__PURE__ */ new Map();
  const ordered = sortHistory([...history]);
  for (const s of summary.skills) {
    const points = [];
    for (const e of ordered) {
      const h = e.skills.find((x) => x.name === s.name);
      if (!h || h.metric !== "runs" || h.passRate === null || !Number.isFinite(h.passRate)) continue;
      if (s.model && h.model && h.model !== s.model) continue;
      points.push({ timestamp: e.timestamp, rate: h.passRate, passed: h.passed, graded: h.graded, current: false });
    }
    if (points.length === 0) continue;
    const w = s.configurations.with_skill;
    if (w && w.pass_rate !== null) points.push({ timestamp: summary.generated_at, rate: w.pass_rate, passed: w.passed, graded: w.graded, current: true });
    out.set(s.name, points.slice(-maxPoints));
  }
  return out;
}
async function readHistoryFiles(files) {
  const entries = [];
  const skipped = [];
  for (const file of files) {
    const r = await readJsonDetailed(file, 20 * 1024 * 1024);
    const e = r.state === "ok" ? parseHistoryFile(file, r.value) : void 0;
    if (e) entries.push(e);
    else skipped.push(file);
  }
  return { entries: sortHistory(entries), skipped };
}

// src/report/viewer/overview.ts
var SHORT2 = 2048;
var LONG = 16 * 1024;
var t = (s, max = SHORT2) => capText(s, max).text;
var MAX_GATES = 2e3;
var MAX_CLUSTERS = 200;
var MAX_EVALS = 2e3;
function rate(c) {
  return {
    rate: c.pass_rate,
    low: c.pass_rate_ci?.low ?? null,
    high: c.pass_rate_ci?.high ?? null,
    passed: c.passed,
    graded: c.graded,
    errors: c.errors,
    inconclusive: c.inconclusive
  };
}
function comparison(c) {
  return {
    points: comparisonPoints(c),
    low: Number.isFinite(c.ci_low) ? c.ci_low : null,
    high: Number.isFinite(c.ci_high) ? c.ci_high : null,
    verdict: c.verdict,
    pValue: Number.isFinite(c.p_value) ? c.p_value : null,
    reason: t(c.reason, LONG)
  };
}
function overviewFromSummary(s, history, simulated) {
  const series = passRateSeries(s, history);
  const hist = {};
  for (const [name, points] of series) hist[name] = points;
  return {
    source: "full",
    verdict: s.verdict,
    confidence: s.confidence,
    reasons: s.reasons.slice(0, 200).map((r) => t(r, LONG)),
    riskLevel: String(s.risk_level),
    generatedAt: s.generated_at,
    simulated,
    totals: {
      runs: s.totals.runs,
      graded: s.totals.graded,
      passed: s.totals.passed,
      failed: s.totals.failed,
      errors: s.totals.errors,
      inconclusive: s.totals.inconclusive,
      costUsd: s.totals.cost_usd
    },
    gates: s.gates.slice(0, MAX_GATES).map((g) => ({
      status: g.status,
      id: g.id,
      skill: g.skill === void 0 ? null : t(g.skill),
      message: t(g.message, LONG),
      actual: g.actual ?? null,
      threshold: g.threshold ?? null
    })),
    skills: s.skills.map((k) => {
      const rates = {};
      for (const c of ["with_skill", "without_skill", "old_skill"]) {
        const st = k.configurations[c];
        if (st) rates[c] = rate(st);
      }
      return {
        name: t(k.name),
        tier: String(k.tier),
        verdict: k.verdict,
        confidence: k.confidence,
        model: k.model === null ? null : t(k.model),
        rates,
        uplift: k.uplift ? comparison(k.uplift) : null,
        headVsBase: k.head_vs_base ? { ...comparison(k.head_vs_base), source: k.head_vs_base.source, paired: k.head_vs_base.paired } : null,
        costUsd: k.cost_usd,
        meanTokens: k.configurations.with_skill?.mean_tokens ?? null,
        evals: k.eval_results.slice(0, MAX_EVALS).map((e) => {
          const runs = {};
          for (const [c, v] of Object.entries(e.configurations)) if (v) runs[c] = [...v.runs];
          return { id: t(e.id), name: t(e.name), critical: e.critical, runs };
        })
      };
    }),
    clusters: s.clusters.slice(0, MAX_CLUSTERS).map((c) => ({
      skill: t(c.skill),
      name: t(c.name),
      severity: c.severity,
      failures: c.failures,
      evals: c.evals.slice(0, 100).map((e) => t(e)),
      critical: c.critical,
      suggestion: t(c.suggestion, LONG)
    })),
    history: hist,
    historyRecords: history.length
  };
}
async function collectOverview(raw, warnings, simulated) {
  if (raw === void 0) return void 0;
  const sim = simulated || typeof raw === "object" && raw !== null && raw.simulated === true;
  let summary;
  try {
    summary = decodeSummary(raw, SUMMARY_FILE);
  } catch {
    const o = summaryOutline(raw);
    if (!o) return void 0;
    return {
      source: "partial",
      verdict: o.verdict,
      confidence: o.confidence,
      reasons: o.reasons.slice(0, 200).map((r) => t(r, LONG)),
      riskLevel: null,
      generatedAt: o.generatedAt ?? "",
      simulated: sim,
      totals: null,
      gates: [],
      skills: [],
      clusters: [],
      history: {},
      historyRecords: 0
    };
  }
  const files = Array.isArray(summary.sources?.history) ? summary.sources.history.filter((f) => typeof f === "string") : [];
  const { entries, skipped } = await readHistoryFiles(files);
  if (skipped.length) warnings.push(`${skipped.length} benchmark history file(s) named in ${SUMMARY_FILE} could not be read; the history chart leaves them out`);
  return overviewFromSummary(summary, entries, sim);
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
var OVER_BUDGET = "not embedded: the report reached its total size cap";
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
  if (budget.left <= 0) return { name, kind: "omitted", size, note: OVER_BUDGET };
  const ext = /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase() ?? "";
  try {
    const image = Object.hasOwn(IMAGE_TYPES, ext) ? IMAGE_TYPES[ext] : void 0;
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
        skill: skillNameOfFolder(loc.skill),
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
      skill: skillNameOfFolder(loc.skill),
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
    if (isSimulatedRecord(rec)) run.simulated = true;
    runs.push(run);
    fingerprint.push(`${key}|${str(rec.startedAt)}|${str(rec.finishedAt)}`);
  }
  if (runs.some((r) => r.files.some((f) => f.note === OVER_BUDGET))) warnings.push("The report reached its total size cap: some output files are listed but not embedded.");
  const configRank = (c) => {
    const i = CONFIG_ORDER.indexOf(c);
    return i < 0 ? 99 : i;
  };
  runs.sort(
    (a, b) => (a.skill < b.skill ? -1 : a.skill > b.skill ? 1 : 0) || iterationNumber(a.iteration) - iterationNumber(b.iteration) || numericAware(a.evalId, b.evalId) || (a.evalKey < b.evalKey ? -1 : a.evalKey > b.evalKey ? 1 : 0) || a.trial - b.trial || configRank(a.configuration) - configRank(b.configuration) || (a.configuration < b.configuration ? -1 : a.configuration > b.configuration ? 1 : 0)
  );
  const summaryRaw = await readJson(join2(root, SUMMARY_FILE), warnings, SUMMARY_FILE);
  const { summary, skills: verdicts } = normalizeSummary(summaryOutline(summaryRaw));
  const skills = [];
  const skillIterations = /* @__PURE__ */ new Map();
  for (const r of runs) {
    if (!skillIterations.has(r.skill)) skillIterations.set(r.skill, /* @__PURE__ */ new Set());
    skillIterations.get(r.skill).add(r.iteration);
  }
  for (const [name, its] of skillIterations) {
    for (const iteration of [...its].sort((a, b) => iterationNumber(a) - iterationNumber(b))) {
      const iterRuns = runs.filter((r) => r.skill === name && r.iteration === iteration);
      const folder = skillFolderName(name);
      const bench = benchmarkOutline(await readJson(join2(root, folder, iteration, "benchmark.json"), warnings, `${folder}/${iteration}/benchmark.json`));
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
  const simulated = runs.some((r) => r.simulated === true);
  const overview = await collectOverview(summaryRaw, warnings, simulated);
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
  if (overview) model.overview = overview;
  if (simulated || overview?.simulated) model.simulated = true;
  return model;
}
function isSimulatedRecord(rec) {
  return rec.simulated === true || typeof rec.response === "string" && rec.response.startsWith("(simulated model)");
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
    const h2 = add(el("h4", "sec-title"), title);
    if (extra) add(h2, " ", extra);
    return add(s, h2);
  }
  function pre(text, cls) {
    return el("pre", "code" + (cls ? " " + cls : ""), text);
  }
  function table(headers) {
    const t = el("table", "tbl");
    const tr = el("tr");
    headers.forEach(function(h2) {
      add(tr, el("th", null, h2));
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
  var VERDICT_WORD = { go: "GO", conditional_go: "CONDITIONAL GO", no_go: "NO-GO", rollback: "ROLLBACK" };
  function verdictText(v) {
    return VERDICT_WORD[v] || String(v).replace(/_/g, " ").toUpperCase();
  }
  function simulatedSuffix(simulated) {
    return simulated ? " (simulated)" : "";
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
  function sourceText(x) {
    if (x.source === "check") return "checked by a program";
    if (x.source === "judge") return /^\\(simulated judge\\b/.test(x.evidence || "") ? "judged by the simulated judge (no model call)" : "judged by a model";
    return x.source || "";
  }
  function gradeItem(x) {
    const err = x.status === "error";
    const li = el("li", "grade " + (err ? "err" : x.passed ? "pass" : "fail"));
    add(li, el("span", "mark", err ? "!" : x.passed ? "✓" : "✗"));
    const body = add(el("div", "grade-body"), el("div", "grade-text", x.text));
    if (x.evidence) add(body, el("div", "evidence", x.evidence));
    if (x.source) add(body, el("div", "muted small", sourceText(x)));
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
      if (r.tokens !== null) meta2.push(fmtNum(r.tokens, 0) + " tokens" + simulatedSuffix(r.simulated));
      if (r.costUsd !== null) meta2.push(fmtCost(r.costUsd) + simulatedSuffix(r.simulated));
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
        const h2 = add(el("div", "call-head"), el("span", "call-name", c.name), el("span", "muted", " turn " + c.turn));
        if (c.isError) add(h2, " ", badge("error", "bad"));
        add(li, h2, el("div", "label", "input"), pre(c.input), el("div", "label", "output"), pre(c.output));
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
  var SIM = false;
  function renderBenchmark(data2) {
    SIM = data2.simulated === true;
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
    const h2 = add(el("h2", "skill-title"), s.name, " ", el("span", "muted", s.iteration));
    const vd = s.verdict;
    if (vd && vd.verdict) add(h2, " ", badge(verdictText(vd.verdict), verdictKind(vd.verdict)));
    if (vd && vd.tier) add(h2, " ", badge("tier " + vd.tier, "plain"));
    if (vd && vd.passRate && vd.passRate.with_skill !== null && vd.passRate.with_skill !== void 0) add(h2, " ", badge("runs fully passed: " + pct(vd.passRate.with_skill), "plain"));
    add(card, h2);
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
    sumRow("Tokens" + simulatedSuffix(SIM), function(x) {
      return stat(x.tokens, function(v) {
        return fmtNum(v, 0);
      });
    }, b.delta.tokens, false);
    sumRow("Cost (total)" + simulatedSuffix(SIM), function(x) {
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
      const tt = table(["Config", "Run", "Assertions passed", "Time (s)", "Tokens" + simulatedSuffix(SIM), "Errors"]);
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
      const h2 = /^@@ -\\d+(?:,(\\d+))? \\+\\d+(?:,(\\d+))? @@/.exec(line);
      if (c === "\\\\" && line.charAt(1) === " ") cls = "note";
      else if (line.indexOf("diff --git ") === 0 || header && !h2) {
        header = true;
        cls = "meta";
      } else if (h2) {
        header = false;
        oldLeft = h2[1] === void 0 ? 1 : Number(h2[1]);
        newLeft = h2[2] === void 0 ? 1 : Number(h2[2]);
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
      if (s.tokens !== null) meta2.push(fmtNum(s.tokens, 0) + " tokens" + simulatedSuffix(SIM2));
      if (s.costUsd !== null) meta2.push(fmtCost(s.costUsd) + simulatedSuffix(SIM2));
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
    if (sc.costUsd !== null) meta2.push("agent cost " + fmtCost(sc.costUsd) + simulatedSuffix(SIM2));
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
  var SIM2 = false;
  function renderPipelines(PL2) {
    SIM2 = PL2.simulated === true;
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
    add(top, el("p", "small", t.scenarios + " scenario" + (t.scenarios === 1 ? "" : "s") + ": " + t.passed + " pass, " + t.failed + " fail, " + t.errors + " error" + (t.costUsd !== null ? " · agent cost " + fmtCost(t.costUsd) + simulatedSuffix(SIM2) : "")));
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
      const tr = row(lt.body, [b, badge(sc.status, statusKind(sc.status)), frac(sc.stepsPassed, sc.stepsTotal), frac(sc.finalPassed, sc.finalTotal), sc.costClass || "–", sc.costUsd === null ? "–" : fmtCost(sc.costUsd) + simulatedSuffix(SIM2), fmtMs(sc.durationMs)]);
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

  // src/report/viewer/browser/charts.ts
  var SVG_ATTRS = /* @__PURE__ */ new Set([
    "class",
    "x",
    "y",
    "x1",
    "x2",
    "y1",
    "y2",
    "cx",
    "cy",
    "r",
    "width",
    "height",
    "rx",
    "viewBox",
    "role",
    "aria-label",
    "text-anchor",
    "dominant-baseline",
    "points",
    "focusable",
    "data-status",
    "data-rate",
    "data-config"
  ]);
  var SVG_TAGS = /* @__PURE__ */ new Set(["svg", "g", "rect", "line", "text", "title", "circle", "polyline", "desc"]);
  function h(tag, attrs = {}, ...children) {
    return { tag, attrs, children: children.filter((c) => c !== null && c !== void 0 && c !== false) };
  }
  function pctText(x) {
    return x === null || x === void 0 || !isFinite(x) ? "–" : Math.floor(x * 100 + 1e-9) + "%";
  }
  function scaleRate(rate, x0, width) {
    const r = !isFinite(rate) ? 0 : Math.min(1, Math.max(0, rate));
    return round1(x0 + r * width);
  }
  var round1 = (x) => Math.round(x * 10) / 10;
  function fit(text, max) {
    const chars = Array.from(String(text));
    return chars.length <= max ? chars.join("") : chars.slice(0, Math.max(1, max - 1)).join("") + "…";
  }
  function frame(title, width, height, cls, ...children) {
    return h("svg", { class: "chart " + cls, role: "img", "aria-label": title, width, height, viewBox: \`0 0 \${width} \${height}\`, focusable: "false" }, h("title", {}, title), ...children);
  }
  var LABEL_W = 150;
  var PLOT_W = 360;
  var VALUE_W = 150;
  var BAR_H = 13;
  var BAR_GAP = 3;
  var GROUP_GAP = 14;
  var AXIS_H = 22;
  function rateBars(groups, title) {
    if (groups.length === 0) return null;
    const x0 = LABEL_W;
    const width = LABEL_W + PLOT_W + VALUE_W;
    let y = 6;
    const marks = [];
    for (const g of groups) {
      const gh = Math.max(1, g.bars.length) * (BAR_H + BAR_GAP) - BAR_GAP;
      marks.push(h("text", { class: "lbl", x: x0 - 8, y: round1(y + gh / 2), "text-anchor": "end", "dominant-baseline": "middle" }, h("title", {}, g.label), fit(g.label, 22)));
      for (const b of g.bars) {
        const cy = y + BAR_H / 2;
        const tip = \`\${g.label}, \${b.label}: \${b.rate === null ? "no graded runs" : pctText(b.rate)}\` + (b.low !== null && b.high !== null ? \` (95% interval \${pctText(b.low)}–\${pctText(b.high)})\` : "") + (b.detail ? \`, \${b.detail}\` : "");
        const bar = h("g", { class: "mark", "data-config": b.config, "data-rate": b.rate === null ? "" : String(b.rate) }, h("title", {}, tip));
        if (b.rate !== null) {
          bar.children.push(h("rect", { class: "bar bar-" + b.config, x: x0, y: round1(y), width: round1(scaleRate(b.rate, x0, PLOT_W) - x0), height: BAR_H, rx: 2 }));
        }
        let end = b.rate === null ? x0 : scaleRate(b.rate, x0, PLOT_W);
        if (b.low !== null && b.high !== null) {
          const lx = scaleRate(b.low, x0, PLOT_W);
          const hx = scaleRate(b.high, x0, PLOT_W);
          bar.children.push(
            h("line", { class: "whisker", x1: lx, x2: hx, y1: round1(cy), y2: round1(cy) }),
            h("line", { class: "whisker", x1: lx, x2: lx, y1: round1(cy - 4), y2: round1(cy + 4) }),
            h("line", { class: "whisker", x1: hx, x2: hx, y1: round1(cy - 4), y2: round1(cy + 4) })
          );
          end = Math.max(end, hx);
        }
        bar.children.push(h("text", { class: "val", x: round1(end + 6), y: round1(cy), "dominant-baseline": "middle" }, (b.rate === null ? "no graded runs" : pctText(b.rate)) + " " + fit(b.label, 18)));
        marks.push(bar);
        y += BAR_H + BAR_GAP;
      }
      y += GROUP_GAP - BAR_GAP;
    }
    const plotBottom = y - GROUP_GAP + 6;
    const axis = h("g", { class: "axis" });
    for (const v of [0, 0.25, 0.5, 0.75, 1]) {
      const x = scaleRate(v, x0, PLOT_W);
      axis.children.push(h("line", { class: "grid", x1: x, x2: x, y1: 0, y2: round1(plotBottom) }), h("text", { x, y: round1(plotBottom + 14), "text-anchor": "middle" }, pctText(v)));
    }
    return frame(title, width, Math.ceil(plotBottom + AXIS_H), "bars", axis, h("g", {}, ...marks));
  }
  var CELL = 16;
  var CELL_GAP = 2;
  var KNOWN_STATUS = ["pass", "fail", "error", "inconclusive", "skipped"];
  var GLYPH = { pass: "✓", fail: "✗", error: "!", inconclusive: "?", skipped: "–" };
  function trialGrid(rows, configs, title) {
    if (rows.length === 0 || configs.length === 0) return null;
    const trials = configs.map((c) => Math.max(1, ...rows.map((r) => (r.runs[c.key] || []).length)));
    const labelW = 170;
    const headH = 34;
    const groupGap = 14;
    const xs = [];
    let x = labelW;
    configs.forEach((c, i) => {
      xs.push(x);
      x += trials[i] * (CELL + CELL_GAP) - CELL_GAP + groupGap;
    });
    const width = Math.max(x - groupGap + 8, labelW + 120);
    const height = headH + rows.length * (CELL + CELL_GAP) + 4;
    const head = h("g", { class: "axis" });
    configs.forEach((c, i) => {
      head.children.push(h("text", { x: xs[i], y: 12 }, fit(c.label, Math.max(4, Math.floor(trials[i] * (CELL + CELL_GAP) / 6.5)))));
      for (let t = 0; t < trials[i]; t++) head.children.push(h("text", { class: "tn", x: round1(xs[i] + t * (CELL + CELL_GAP) + CELL / 2), y: 28, "text-anchor": "middle" }, String(t + 1)));
    });
    const body = h("g", {});
    rows.forEach((r, ri) => {
      const y = headH + ri * (CELL + CELL_GAP);
      body.children.push(h("text", { class: "lbl", x: labelW - 8, y: round1(y + CELL / 2), "text-anchor": "end", "dominant-baseline": "middle" }, h("title", {}, r.label + (r.critical ? " (critical)" : "")), (r.critical ? "★ " : "") + fit(r.label, 24)));
      configs.forEach((c, i) => {
        const runs2 = r.runs[c.key] || [];
        runs2.forEach((st, t) => {
          const status = KNOWN_STATUS.indexOf(st) >= 0 ? st : "unknown";
          const cx = xs[i] + t * (CELL + CELL_GAP);
          body.children.push(h(
            "g",
            { class: "cell st-" + status, "data-status": status },
            h("title", {}, \`\${r.label} · \${c.label} · trial \${t + 1}: \${st}\`),
            h("rect", { x: cx, y, width: CELL, height: CELL, rx: 3 }),
            h("text", { x: round1(cx + CELL / 2), y: round1(y + CELL / 2 + 0.5), "text-anchor": "middle", "dominant-baseline": "middle" }, GLYPH[status] || "?")
          ));
        });
      });
    });
    return frame(title, Math.ceil(width), Math.ceil(height), "grid", head, body);
  }
  function historyChart(points, title) {
    if (points.length === 0) return null;
    const width = 300;
    const height = 110;
    const left = 36;
    const right = 12;
    const top = 8;
    const plotH = 74;
    const plotW = width - left - right;
    const xAt = (i) => round1(left + (points.length === 1 ? plotW / 2 : i * plotW / (points.length - 1)));
    const yAt = (r) => round1(top + (1 - Math.min(1, Math.max(0, isFinite(r) ? r : 0))) * plotH);
    const axis = h("g", { class: "axis" });
    for (const v of [0, 0.5, 1]) {
      axis.children.push(h("line", { class: "grid", x1: left, x2: width - right, y1: yAt(v), y2: yAt(v) }), h("text", { x: left - 4, y: yAt(v), "text-anchor": "end", "dominant-baseline": "middle" }, pctText(v)));
    }
    const day = (ts) => ts ? String(ts).slice(0, 10) : "undated";
    axis.children.push(
      h("text", { x: left, y: height - 6 }, day(points[0].timestamp)),
      h("text", { x: width - right, y: height - 6, "text-anchor": "end" }, points[points.length - 1].current ? "this report" : day(points[points.length - 1].timestamp))
    );
    const line = points.length > 1 ? h("polyline", { class: "hist-line", points: points.map((p, i) => \`\${xAt(i)},\${yAt(p.rate)}\`).join(" ") }) : null;
    const dots = h("g", {}, ...points.map((p, i) => h(
      "circle",
      { class: p.current ? "hist-pt hist-now" : "hist-pt", cx: xAt(i), cy: yAt(p.rate), r: p.current ? 4 : 3, "data-rate": String(p.rate) },
      h("title", {}, \`\${p.current ? "this report" : day(p.timestamp)}: \${pctText(p.rate)}\`)
    )));
    return frame(title, width, height, "history", axis, line, dots);
  }
  function heatClass(rate) {
    if (rate === null || !isFinite(rate)) return "hn";
    return "h" + Math.min(4, Math.floor(Math.min(1, Math.max(0, rate)) * 5 + 1e-9));
  }
  function heatMap(models, rows, title) {
    if (models.length === 0 || rows.length === 0) return null;
    const labelW = 150;
    const cw = 92;
    const ch = 26;
    const headH = 24;
    const width = labelW + models.length * cw + 6;
    const height = headH + rows.length * ch + 4;
    const head = h("g", { class: "axis" }, ...models.map((m, i) => h("text", { x: round1(labelW + i * cw + cw / 2), y: 14, "text-anchor": "middle" }, h("title", {}, m), fit(m, 13))));
    const body = h("g", {});
    rows.forEach((r, ri) => {
      const y = headH + ri * ch;
      body.children.push(h("text", { class: "lbl", x: labelW - 8, y: round1(y + ch / 2), "text-anchor": "end", "dominant-baseline": "middle" }, h("title", {}, r.label), fit(r.label, 22)));
      models.forEach((m, i) => {
        const c = r.cells[i] || null;
        const x = labelW + i * cw;
        const cls = "hcell " + heatClass(c ? c.rate : null) + (c && c.anomaly ? " anom" : "");
        const tip = \`\${r.label} on \${m}: \` + (c && c.rate !== null ? pctText(c.rate) + (c.low !== null && c.high !== null ? \` (95% interval \${pctText(c.low)}–\${pctText(c.high)})\` : "") + (c.anomaly ? ", anomaly" : "") : "no data");
        body.children.push(h(
          "g",
          { class: cls, "data-rate": c && c.rate !== null ? String(c.rate) : "" },
          h("title", {}, tip),
          h("rect", { x: x + 1, y: y + 1, width: cw - 2, height: ch - 2, rx: 3 }),
          h("text", { x: round1(x + cw / 2), y: round1(y + ch / 2 + 0.5), "text-anchor": "middle", "dominant-baseline": "middle" }, c && c.rate !== null ? pctText(c.rate) + (c.anomaly ? " !" : "") : "–")
        ));
      });
    });
    return frame(title, width, height, "heat", head, body);
  }

  // src/report/viewer/browser/svg-dom.ts
  var NS = "http://www.w3.org/2000/svg";
  function svgDom(n) {
    if (!SVG_TAGS.has(n.tag)) throw new Error("unexpected SVG element " + n.tag);
    const e = document.createElementNS(NS, n.tag);
    Object.keys(n.attrs).forEach(function(k) {
      if (!SVG_ATTRS.has(k)) throw new Error("unexpected SVG attribute " + k);
      e.setAttribute(k, String(n.attrs[k]));
    });
    n.children.forEach(function(c) {
      e.appendChild(typeof c === "string" ? document.createTextNode(c) : svgDom(c));
    });
    return e;
  }

  // src/report/viewer/browser/overview.ts
  var CONFIGS = ["with_skill", "without_skill", "old_skill"];
  var SHORT_LABEL = { with_skill: "with skill", without_skill: "without skill", old_skill: "base (old skill)" };
  var GRID_LABEL = { with_skill: "with", without_skill: "without", old_skill: "base" };
  var GATE_WORD = { pass: "pass", warn: "WARN", fail: "FAIL", skip: "skip" };
  var GATE_KIND = { pass: "good", warn: "warn", fail: "bad", skip: "neutral" };
  var GATE_RANK = { fail: 0, warn: 1, pass: 2, skip: 3 };
  function pts(n) {
    return n === 0 ? "±0" : n > 0 ? "+" + n : String(n);
  }
  function rateCi(r) {
    if (!r || r.rate === null) return "–";
    return pct(r.rate) + (r.low !== null && r.high !== null ? " [" + pct(r.low) + "–" + pct(r.high) + "]" : "");
  }
  function figure(svg, caption, alt, cls) {
    const f = el("figure", "fig " + cls);
    if (svg) add(f, add(el("div", "fig-scroll"), svgDom(svg)));
    add(f, el("figcaption", "muted small", caption));
    if (alt) add(f, add(el("details", "alt"), el("summary", null, "The numbers as a table"), alt));
    return f;
  }
  function verdictCard(o) {
    const kind = verdictKind(o.verdict);
    const card = el("section", "card verdict ov-verdict verdict-" + kind);
    const head = add(
      el("div", "ov-head"),
      el("span", "muted", "Verdict"),
      " ",
      badge(o.verdict ? verdictText(o.verdict) : "NONE", "big " + kind)
    );
    if (o.confidence) add(head, " ", el("span", "muted", "confidence: " + o.confidence));
    if (o.riskLevel) add(head, " ", el("span", "muted", "· risk level " + o.riskLevel));
    add(card, head);
    if (o.simulated) add(card, el("div", "note sim-note", "Simulated: the local simulated model and judge made these runs; no API call was made, and the costs and tokens shown are simulated."));
    if (o.reasons.length) {
      const ul = el("ul", "plain-list reasons");
      o.reasons.forEach(function(r) {
        add(ul, el("li", null, r));
      });
      add(card, ul);
    }
    if (o.totals) {
      const t = o.totals;
      add(card, el("div", "meta ov-totals", t.runs + " runs: " + t.graded + " graded (" + t.passed + " passed, " + t.failed + " failed), " + t.inconclusive + " inconclusive, " + t.errors + " errors" + (t.costUsd !== null ? " · cost " + fmtCost(t.costUsd) + simulatedSuffix(o.simulated) : "")));
    }
    if (o.source === "partial") add(card, el("p", "muted small", "summary.json is incomplete (an older version?): only the verdict and its reasons are shown."));
    return card;
  }
  function gatesCard(o) {
    const card = add(el("section", "card ov-gates"), el("h2", "skill-title", "Gates"));
    const shown = o.gates.filter(function(g) {
      return g.id === "data" ? g.status === "warn" : g.status !== "skip";
    }).sort(function(a, b) {
      return (GATE_RANK[a.status] ?? 9) - (GATE_RANK[b.status] ?? 9);
    });
    if (!shown.length) {
      add(card, el("p", "muted", "No gate applied."));
      return card;
    }
    const t = table(["Status", "Gate", "Skill", "Why"]);
    t.table.classList.add("gates");
    shown.forEach(function(g) {
      const tr = row(t.body, [badge(GATE_WORD[g.status] || g.status, GATE_KIND[g.status] || "neutral"), el("span", "file-name", g.id), g.skill === null ? el("span", "muted", "(repository)") : g.skill, g.message]);
      tr.className = "gate gate-" + g.status;
    });
    add(card, t.table);
    const skipped = o.gates.length - shown.length;
    if (skipped > 0) add(card, el("p", "muted small", skipped + " gate check" + (skipped === 1 ? "" : "s") + " skipped or without findings are not listed."));
    return card;
  }
  function skillsCard(o) {
    const card = add(
      el("section", "card ov-skills"),
      el("h2", "skill-title", "Skills"),
      el("p", "muted small", "Pass rate = runs fully passed: the share of graded runs whose every assertion passed, in whole percent rounded down, with its 95% interval. Uplift = with skill minus without, in points.")
    );
    const t = table(["Skill", "Tier", "With skill (95% CI)", "Without skill (95% CI)", "Base (95% CI)", "Uplift", "vs base", "Cost", "Verdict"]);
    t.table.classList.add("ov-rates");
    o.skills.forEach(function(k) {
      const up = k.uplift ? el("span", "delta " + (k.uplift.points > 0 ? "pos" : k.uplift.points < 0 ? "neg" : ""), pts(k.uplift.points) + " pts") : el("span", "muted", "–");
      const hb = k.headVsBase ? el(
        "span",
        "delta " + (k.headVsBase.verdict === "regression" ? "neg" : k.headVsBase.verdict === "improvement" ? "pos" : ""),
        pts(k.headVsBase.points) + " pts (" + k.headVsBase.verdict.replace(/_/g, " ") + (k.headVsBase.paired ? "" : ", unpaired") + ")"
      ) : el("span", "muted", "–");
      const tr = row(t.body, [
        el("span", "file-name", k.name),
        k.tier || "–",
        rateCi(k.rates.with_skill),
        rateCi(k.rates.without_skill),
        rateCi(k.rates.old_skill),
        up,
        hb,
        k.costUsd === null ? "–" : fmtCost(k.costUsd) + simulatedSuffix(o.simulated),
        k.verdict ? add(el("span"), badge(verdictText(k.verdict), verdictKind(k.verdict)), k.confidence ? el("span", "muted small", " " + k.confidence) : null) : "–"
      ]);
      tr.setAttribute("data-skill", k.name);
      if (k.uplift) tr.children[5].title = "uplift " + k.uplift.verdict.replace(/_/g, " ") + (k.uplift.low !== null && k.uplift.high !== null ? ", 95% interval " + pts(Math.round(k.uplift.low * 100)) + " to " + pts(Math.round(k.uplift.high * 100)) + " pts" : "") + (k.uplift.reason ? ": " + k.uplift.reason : "");
    });
    add(card, t.table);
    const groups = o.skills.map(function(k) {
      return {
        label: k.name,
        bars: CONFIGS.filter(function(c) {
          return k.rates[c] !== void 0;
        }).map(function(c) {
          const r = k.rates[c];
          return { config: c, label: SHORT_LABEL[c] || c, rate: r.rate, low: r.low, high: r.high, detail: r.passed + "/" + r.graded + " graded runs passed" };
        })
      };
    });
    const bars = rateBars(groups, "Pass rate per skill with skill, without skill and on the base, with 95% intervals");
    if (bars) add(card, figure(bars, "Bars: pass rate (runs fully passed); whiskers: 95% interval. Blue: with skill · grey: without skill · purple: base (old skill). The table above has the same numbers.", null, "fig-bars"));
    return card;
  }
  function gridCard(o) {
    const card = add(
      el("section", "card ov-grid"),
      el("h2", "skill-title", "Evals × trials"),
      el("p", "muted small", "One cell per run: ✓ pass, ✗ fail, ! error, ? inconclusive, – skipped. ★ marks a critical eval.")
    );
    o.skills.forEach(function(k) {
      const configs = CONFIGS.filter(function(c) {
        return k.evals.some(function(e) {
          return (e.runs[c] || []).length > 0;
        });
      }).map(function(c) {
        return { key: c, label: GRID_LABEL[c] || c };
      });
      const rows = k.evals.map(function(e) {
        return { label: "Eval " + e.id + (e.name ? ": " + e.name : ""), critical: e.critical, runs: e.runs };
      });
      const svg = trialGrid(rows, configs, "Runs of " + k.name + " per eval and trial: pass, fail or error");
      const alt = table(["Eval"].concat(configs.map(function(c) {
        return configLabel(c.key);
      })));
      k.evals.forEach(function(e) {
        row(alt.body, [(e.critical ? "★ " : "") + e.id + (e.name ? ": " + e.name : "")].concat(configs.map(function(c) {
          return (e.runs[c.key] || []).join(", ") || "–";
        })));
      });
      const wrap = add(el("div", "ov-grid-skill"), el("h3", null, k.name));
      wrap.setAttribute("data-skill", k.name);
      add(wrap, svg ? figure(svg, k.evals.length + " eval" + (k.evals.length === 1 ? "" : "s") + " of " + k.name, alt.table, "fig-grid") : el("p", "muted", "No eval results."));
      add(card, wrap);
    });
    return card;
  }
  function historyCard(o) {
    const card = add(el("section", "card ov-history"), el("h2", "skill-title", "Pass-rate history"));
    const names = Object.keys(o.history);
    if (!names.length) {
      add(card, el("p", "muted no-history", "No history yet: this chart appears once earlier results are committed as benchmark records (evals/benchmarks/*.json, or report --history)."));
      return card;
    }
    add(card, el("p", "muted small", "With-skill pass rate (runs fully passed) in the committed benchmark records, oldest first; the last point is this report."));
    const wrap = el("div", "hist-grid");
    names.forEach(function(name) {
      const points = o.history[name];
      const svg = historyChart(points, "Pass-rate history of " + name + ": " + points.map(function(p) {
        return pct(p.rate);
      }).join(", "));
      const alt = table(["When", "Pass rate", "Passed / graded"]);
      points.forEach(function(p) {
        row(alt.body, [p.current ? "this report" : (p.timestamp || "undated").slice(0, 16).replace("T", " "), pct(p.rate), p.passed !== null && p.graded !== null ? p.passed + "/" + p.graded : "–"]);
      });
      const box = add(el("div", "hist-skill"), el("h3", null, name));
      box.setAttribute("data-skill", name);
      add(wrap, add(box, figure(svg, points.length + " point" + (points.length === 1 ? "" : "s"), alt.table, "fig-history")));
    });
    return add(card, wrap);
  }
  function heatFigure(x) {
    if (!x || x.format !== "table" || !x.models.length || !x.skills.length) return null;
    const svg = heatMap(x.models, x.skills.map(function(s) {
      return { label: s.skill, cells: s.cells.map(function(c) {
        return c ? { rate: c.passRate, low: c.low, high: c.high, anomaly: c.anomaly } : null;
      }) };
    }), "Pass rate of each skill per model");
    return figure(svg, 'Cells: pass rate per skill and model (red low, green high); "!" and an outline mark an anomaly. The Cross-model tab has the table.', null, "fig-heat");
  }
  function clustersCard(o) {
    const card = add(el("section", "card ov-clusters"), el("h2", "skill-title", "Failure clusters"));
    if (!o.clusters.length) {
      add(card, el("p", "muted", "No failure clusters."));
      return card;
    }
    const ul = el("ul", "plain-list clusters");
    o.clusters.forEach(function(c) {
      const li = add(
        el("li", "cluster"),
        badge(c.severity, c.severity === "high" ? "bad" : c.severity === "medium" ? "warn" : "neutral"),
        " ",
        el("strong", null, c.skill + ": " + c.name),
        " ",
        el("span", "muted", "(" + c.failures + " failure" + (c.failures === 1 ? "" : "s") + "; evals " + c.evals.join(", ") + ")")
      );
      if (c.critical) add(li, " ", badge("critical", "bad"));
      add(li, el("div", "small", "fix: " + c.suggestion));
      add(ul, li);
    });
    return add(card, ul);
  }
  function renderOverview(data2) {
    const root = document.getElementById("overview");
    clear(root);
    const o = data2.overview;
    if (!o) {
      add(root, el("div", "empty", "No summary.json in this report: run \`skill-evals report\` for the verdict."));
      return;
    }
    add(root, verdictCard(o));
    if (o.source === "full") {
      add(root, gatesCard(o), skillsCard(o));
      add(root, historyCard(o));
      const heat = heatFigure(data2.crossModel);
      if (heat) add(root, add(el("section", "card ov-heat"), el("h2", "skill-title", "Across models"), heat));
      add(root, clustersCard(o), gridCard(o));
    }
    if (data2.skills.length) add(root, el("p", "muted small", "Per-eval detail: the Outputs tab (each run side by side) and the Benchmark tab (per-eval tables)."));
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
    const heat = heatFigure(x);
    if (heat) add(card, heat);
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
  if (data.simulated) add(document.getElementById("verdict"), " ", badge("simulated", "warn sim"));
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
  var OV = !!data.overview && !!document.getElementById("tab-overview");
  var TABS = OV ? ["overview", "outputs", "benchmark"] : ["outputs", "benchmark"];
  var FIRST_EXTRA = TABS.length;
  if (PL && document.getElementById("tab-pipelines")) TABS.push(\`pipelines\`);
  if (data.crossModel && document.getElementById("tab-models")) TABS.push("models");
  var RENDER = {
    overview: function() {
      renderOverview(data);
    },
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
  if (!runs.length && TABS.length > FIRST_EXTRA) showTab(TABS[FIRST_EXTRA]);
  else if (OV && !/^#\\d+$/.test(location.hash)) showTab("overview");
  else if (OV) showTab("outputs");
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
@media (prefers-color-scheme:dark){
pre.diff{background:var(--card);color:var(--ink)}
pre.diff .dl-meta{background:#0d1117}
.pl-list tr.sel td{background:#1c2a3d}
pre.diff .dl-add{background:#12361f;color:#aff5b4}
pre.diff .dl-del{background:#42181b;color:#ffdcd7}
pre.diff .dl-hunk{background:#0c2d6b;color:#a5d6ff}
}
`;
var DARK_CSS = `
:root{color-scheme:light dark}
@media (prefers-color-scheme:dark){
:root{--bg:#0d1117;--card:#161b22;--ink:#e6edf3;--muted:#9198a1;--line:#30363d;--soft:#21262d;--accent:#4493f8;
--good:#3fb950;--good-bg:#12361f;--bad:#f85149;--bad-bg:#42181b;--warn:#d29922;--warn-bg:#3a2d0b;--with:#4493f8;--base:#8b949e;--old:#a371f7}
header.top,button.btn,.pager select,pre.response{background:var(--card);color:var(--ink)}
pre.code,.tbl th{background:#0d1117}
pre.prompt,.tbl tr.avg td{background:#11161d}
.badge.cfg{color:#0d1117}
textarea.feedback{background:var(--card);color:var(--ink)}
}
`;
var OVERVIEW_CSS = `
.ov-head{display:flex;align-items:center;gap:8px;flex-wrap:wrap;font-size:15px}
.badge.big{font-size:18px;line-height:28px;padding:2px 14px;border-radius:8px;letter-spacing:.02em}
.badge.good.big{background:var(--good);color:#fff}
.badge.bad.big{background:var(--bad);color:#fff}
.badge.warn.big{background:var(--warn);color:#fff}
.sim-note{display:block;margin-top:8px}
.ov-totals{margin-top:6px}
table.gates td:nth-child(4){word-break:break-word}
table.ov-rates td{font-variant-numeric:tabular-nums;white-space:nowrap}
table.ov-rates td:first-child{white-space:normal}
figure.fig{margin:10px 0 4px}
.fig-scroll{overflow-x:auto}
figure.fig figcaption{margin-top:4px}
details.alt{margin-top:4px}
details.alt .tbl{width:auto}
svg.chart{display:block;max-width:none;font:12px system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}
svg.chart text{fill:var(--ink)}
svg.chart .axis text,svg.chart .tn{fill:var(--muted);font-size:11px}
svg.chart .grid{stroke:var(--line);stroke-width:1}
svg.chart .bar-with_skill{fill:var(--with)}
svg.chart .bar-without_skill{fill:var(--base)}
svg.chart .bar-old_skill{fill:var(--old)}
svg.chart .whisker{stroke:var(--ink);stroke-width:1.5}
svg.chart .val{font-size:11.5px}
svg.chart .cell rect{stroke:none}
svg.chart .cell text{font-size:11px;font-weight:700;fill:#fff}
svg.chart .st-pass rect{fill:var(--good)}
svg.chart .st-fail rect{fill:var(--bad)}
svg.chart .st-error rect{fill:var(--warn)}
svg.chart .st-inconclusive rect,svg.chart .st-unknown rect{fill:var(--base)}
svg.chart .st-skipped rect{fill:var(--soft);stroke:var(--line)}
svg.chart .st-skipped text{fill:var(--muted)}
svg.chart .hist-line{fill:none;stroke:var(--with);stroke-width:2}
svg.chart .hist-pt{fill:var(--card);stroke:var(--with);stroke-width:2}
svg.chart .hist-now{fill:var(--with)}
.hist-grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(320px,1fr));gap:8px 18px}
.hist-skill h3,.ov-grid-skill h3{margin:8px 0 0;font-family:var(--mono)}
svg.chart .hcell text{font-weight:600;font-variant-numeric:tabular-nums}
svg.chart .h0 rect{fill:#cf222e}svg.chart .h0 text{fill:#fff}
svg.chart .h1 rect{fill:#e16f24}svg.chart .h1 text{fill:#fff}
svg.chart .h2 rect{fill:#d4a72c}svg.chart .h2 text{fill:#1b1f24}
svg.chart .h3 rect{fill:#8cc265}svg.chart .h3 text{fill:#1b1f24}
svg.chart .h4 rect{fill:#1a7f37}svg.chart .h4 text{fill:#fff}
svg.chart .hn rect{fill:var(--soft)}svg.chart .hn text{fill:var(--muted)}
svg.chart .anom rect{stroke:var(--ink);stroke-width:2.5;stroke-dasharray:4 2}
ul.clusters li{margin-bottom:8px}
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
  const overview = model.overview !== void 0;
  const css = CSS + DARK_CSS + (pipelines ? PIPELINE_CSS : "") + (crossModel ? CROSS_MODEL_CSS : "") + (overview || crossModel ? OVERVIEW_CSS : "");
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
${overview ? '<button type="button" id="tab-overview" role="tab" aria-selected="true">Overview</button>\n' : ""}<button type="button" id="tab-outputs" role="tab" aria-selected="${overview ? "false" : "true"}">Outputs</button>
<button type="button" id="tab-benchmark" role="tab" aria-selected="false">Benchmark</button>
${extraTabs}</nav>
<span id="verdict"></span>
<span class="spacer"></span>
<span id="meta" class="muted small"></span>
</header>
<main>
<details id="warnings" hidden></details>
${overview ? '<section id="panel-overview" role="tabpanel">\n<div id="overview"></div>\n</section>\n' : ""}<section id="panel-outputs" role="tabpanel"${overview ? " hidden" : ""}>
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
