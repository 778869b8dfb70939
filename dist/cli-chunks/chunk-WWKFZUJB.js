#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  arr,
  isObject,
  num,
  str
} from "./chunk-FFXZ2FSU.js";
import {
  cutUtf8
} from "./chunk-OMQOPVYZ.js";

// src/log/index.ts
import { promises as fsp } from "node:fs";
import * as path from "node:path";

// src/log/validators.ts
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
var loaded;
function side() {
  if (loaded) return loaded;
  const here = dirname(fileURLToPath(import.meta.url));
  const dist = /[\\/](?:cli-)?chunks$/.test(here) ? dirname(here) : here;
  return loaded = createRequire(import.meta.url)(join(dist, "side", "log-validators.cjs"));
}
function compileLogValidator(which) {
  return side().compileLogValidator(which);
}

// src/log/validate.ts
var compiled = /* @__PURE__ */ new Map();
function validatorOf(which) {
  let v = compiled.get(which);
  if (!v) compiled.set(which, v = compileLogValidator(which));
  return v;
}
var recordValidator = () => validatorOf("record");
function describeSchemaError(errors) {
  const e = errors?.[0];
  if (!e) return "does not match the schema";
  const where = e.instancePath || "(top level)";
  const extra = e.keyword === "enum" ? ` (${e.params.allowedValues?.map((v) => JSON.stringify(v)).join(", ")})` : "";
  return `at ${where}: ${e.message ?? "invalid"}${extra}`;
}

// src/log/error.ts
var ResultsLogError = class extends Error {
  constructor(file, line, detail, reason = /newer skill-evals/.test(detail) ? "newer" : /^not valid JSON/.test(detail) ? "json" : "schema") {
    super(`${line === void 0 ? file : `${file}:${line}`}: ${detail}`);
    this.file = file;
    this.line = line;
    this.detail = detail;
    this.reason = reason;
    this.name = "ResultsLogError";
  }
  file;
  line;
  detail;
  reason;
};

// src/log/folder.ts
import { readFileSync, statSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { join as join2 } from "node:path";

// src/log/files.ts
var GRADER_VERSION = "0.1.0";
var SUMMARY_VERSION = 1;
var WHAT = {
  record: "a run record",
  summary: "a summary",
  grading: "a grading.json",
  timing: "a timing.json",
  eval_metadata: "an eval_metadata.json"
};
var SCHEMA_FILE = {
  record: "schemas/results-log.schema.json",
  summary: "schemas/summary.schema.json",
  grading: "schemas/grading.schema.json",
  timing: "schemas/timing.schema.json",
  eval_metadata: "schemas/eval-metadata.schema.json"
};
function check(which, value, file) {
  const validate = validatorOf(which);
  if (!validate(value)) throw new ResultsLogError(file, void 0, `not ${WHAT[which]} (${SCHEMA_FILE[which]}) ${describeSchemaError(validate.errors)}`);
}
var newer = (file, what, found, known) => new ResultsLogError(file, void 0, `written by a newer skill-evals (${what} ${found}; this one reads up to ${what} ${known}). Upgrade skill-evals to read it.`);
function compareVersions(a, b) {
  const pa = a.split(/[.+-]/).map((x) => Number.parseInt(x, 10));
  const pb = b.split(/[.+-]/).map((x) => Number.parseInt(x, 10));
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const x = Number.isFinite(pa[i]) ? pa[i] : 0;
    const y = Number.isFinite(pb[i]) ? pb[i] : 0;
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}
function decodeGrade(value, file) {
  const grader = value?.grader;
  if (grader && grader.name === "skill-evals" && typeof grader.version === "string" && compareVersions(grader.version, GRADER_VERSION) > 0) {
    throw newer(file, "grader version", grader.version, GRADER_VERSION);
  }
  check("grading", value, file);
  const g = value;
  const expectations = (g.expectations ?? []).map((e) => typeof e.evidence === "string" ? e : { ...e, evidence: "" });
  return { ...g, expectations };
}
function decodeTiming(value, file) {
  check("timing", value, file);
  return value;
}
function decodeEvalMetadata(value, file) {
  check("eval_metadata", value, file);
  const raw = value;
  const m = { ...raw };
  if (Array.isArray(raw["files"])) m.files = raw["files"].filter((f) => typeof f === "string");
  if (Array.isArray(raw["assertions"])) {
    m.assertions = raw["assertions"].map(
      (a) => typeof a === "string" ? a : a && typeof a === "object" && typeof a.text === "string" ? a.text : ""
    );
  }
  return m;
}
function decodeSummary(value, file) {
  const v = value?.schema_version;
  if (typeof v === "number" && Number.isInteger(v) && v > SUMMARY_VERSION) throw newer(file, "summary schema_version", v, SUMMARY_VERSION);
  check("summary", value, file);
  return value;
}
var expectationStatus = (e) => e.status ?? (e.passed ? "pass" : "fail");
function gradeCounts(g) {
  const s = g.summary ?? {};
  const passed = s.passed ?? g.expectations.filter((e) => e.passed).length;
  const total = s.total ?? g.expectations.length;
  return { passed, failed: s.failed ?? total - passed, total, passRate: s.pass_rate ?? (total > 0 ? passed / total : null) };
}
function gradeStatus(g) {
  if (g.run?.status) return g.run.status;
  const total = g.summary?.total ?? 0;
  return total > 0 ? g.summary?.passed === total ? "pass" : "fail" : "error";
}
function runSeconds(g, t) {
  return g?.timing?.executor_duration_seconds ?? t?.executor_duration_seconds ?? t?.total_duration_seconds;
}
function gradeNotes(g) {
  const u = g.user_notes_summary;
  if (!u) return [];
  return [u.uncertainties, u.needs_review, u.workarounds].flatMap((v) => Array.isArray(v) ? v.filter((x) => typeof x === "string") : []);
}
function mergeGradesFiles(parts) {
  const merged = { ...parts[0], evals: parts.flatMap((g) => Array.isArray(g["evals"]) ? g["evals"] : []) };
  const totals = {};
  for (const g of parts) {
    const t = g["totals"];
    if (isObject(t)) {
      for (const [k, v] of Object.entries(t)) if (typeof v === "number") totals[k] = (totals[k] ?? 0) + v;
    }
  }
  if (Object.keys(totals).length > 0) merged["totals"] = totals;
  return merged;
}

// src/log/folder.ts
async function subfolders(dir) {
  try {
    return (await readdir(dir, { withFileTypes: true })).filter((d) => d.isDirectory()).map((d) => d.name).sort();
  } catch {
    return [];
  }
}
async function listRunFolders(outDir, filter) {
  const out = [];
  for (const skill of await subfolders(outDir)) {
    for (const iteration of (await subfolders(join2(outDir, skill))).filter((n) => filter.iteration.test(n))) {
      for (const evalDir of (await subfolders(join2(outDir, skill, iteration))).filter((n) => filter.evalDir.test(n))) {
        for (const configuration of (await subfolders(join2(outDir, skill, iteration, evalDir))).filter(filter.configuration)) {
          for (const run of (await subfolders(join2(outDir, skill, iteration, evalDir, configuration))).filter((n) => filter.run.test(n))) {
            out.push({ runId: `${skill}/${iteration}/${evalDir}/${configuration}/${run}`, skill, iteration, evalDir, configuration, run });
          }
        }
      }
    }
  }
  return out;
}
async function readJsonDetailed(file, maxBytes) {
  let text2;
  try {
    if (maxBytes !== void 0) {
      const info = statSync(file);
      if (!info.isFile() || info.size > maxBytes) return { state: "missing" };
    }
    text2 = readFileSync(file, "utf8");
  } catch {
    return { state: "missing" };
  }
  try {
    return { state: "ok", value: JSON.parse(text2) };
  } catch (err) {
    return { state: "invalid", error: err.message };
  }
}
async function readJsonObject(file) {
  const r = await readJsonDetailed(file);
  return r.state === "ok" && isObject(r.value) ? r.value : void 0;
}
async function readDecoded(file, decode, maxBytes) {
  const r = await readJsonDetailed(file, maxBytes);
  if (r.state === "missing") return r;
  if (r.state === "invalid") return { state: "bad", error: new ResultsLogError(file, void 0, `not valid JSON (${r.error})`, "json") };
  try {
    return { state: "ok", value: decode(r.value, file) };
  } catch (err) {
    if (err instanceof ResultsLogError) return { state: "bad", error: err };
    throw err;
  }
}
function valueOrThrow(d) {
  if (d.state === "bad") throw d.error;
  return d.state === "ok" ? d.value : void 0;
}
async function readRunFiles(runDir, opts = {}) {
  const [record, grade, meta, timing] = await Promise.all([
    opts.record === false ? void 0 : readJsonObject(join2(runDir, "run.json")),
    readDecoded(join2(runDir, "grading.json"), decodeGrade),
    readDecoded(join2(runDir, "eval_metadata.json"), decodeEvalMetadata),
    readDecoded(join2(runDir, "timing.json"), decodeTiming)
  ]);
  const problems = [grade, meta, timing].flatMap((d) => d.state === "bad" ? [d.error] : []);
  return {
    ...record ? { record } : {},
    ...grade.state === "ok" ? { grade: grade.value } : {},
    ...meta.state === "ok" ? { meta: meta.value } : {},
    ...timing.state === "ok" ? { timing: timing.value } : {},
    problems
  };
}

// src/log/names.ts
var RUNS_FILE = "runs.jsonl";
var GRADING_FILE = "grading.json";
var SUMMARY_FILE = "summary.json";

// src/log/definition-hash.ts
import { createHash } from "node:crypto";
function canonical(v) {
  if (Array.isArray(v)) return v.map(canonical);
  if (v && typeof v === "object") {
    const o = v;
    return Object.fromEntries(Object.keys(o).sort().map((k) => [k, canonical(o[k])]));
  }
  return v;
}
function definitionHash(d) {
  const body = {
    prompt: d.prompt,
    files: [...d.files],
    assertions: d.assertions.map((a) => typeof a === "string" ? { text: a, check: null } : { text: a.text, check: a.check ?? null })
  };
  return createHash("sha256").update(JSON.stringify(canonical(body))).digest("hex").slice(0, 16);
}
function runDefinitionHash(e) {
  return definitionHash({ prompt: e.prompt, files: e.files, assertions: e.assertions.map((a) => a.text).filter(Boolean) });
}

// src/log/outline.ts
var obj = (v) => isObject(v) ? v : {};
var text = (v) => typeof v === "string" ? v : null;
var label = (v) => v === void 0 || v === null ? null : str(v);
function counts(v) {
  const c = obj(v);
  return { passRate: num(c["pass_rate"]), passed: num(c["passed"]), graded: num(c["graded"]) };
}
function configurations(v) {
  const out = /* @__PURE__ */ Object.create(null);
  for (const [k, c] of Object.entries(obj(v))) if (isObject(c)) out[k] = counts(c);
  return out;
}
function summaryOutline(value) {
  if (!isObject(value)) return void 0;
  const skills = [];
  for (const s of arr(value["skills"])) {
    if (!isObject(s) || typeof s["name"] !== "string") continue;
    const flags = obj(s["flags"]);
    const passRate = {};
    for (const [k, v] of Object.entries(obj(s["pass_rate"]))) passRate[k] = num(v);
    skills.push({
      name: s["name"],
      verdict: text(s["verdict"]),
      tier: label(s["tier"]),
      passRate,
      costUsd: num(s["cost_usd"]),
      flaky: arr(flags["flaky"]).map((x) => str(x)).filter((x) => x !== ""),
      saturated: typeof flags["saturated"] === "boolean" ? flags["saturated"] : null,
      model: text(s["model"]),
      configurations: configurations(s["configurations"]),
      evalResults: arr(s["eval_results"]).flatMap(
        (e) => isObject(e) && (typeof e["id"] === "string" || typeof e["id"] === "number") ? [{ id: String(e["id"]), configurations: configurations(e["configurations"]) }] : []
      )
    });
  }
  return {
    schemaVersion: num(value["schema_version"]),
    generatedAt: text(value["generated_at"]),
    verdict: text(value["verdict"]),
    confidence: label(value["confidence"]),
    reasons: arr(value["reasons"]).filter((x) => typeof x === "string"),
    model: text(value["model"]),
    hasSkillList: Array.isArray(value["skills"]),
    skills
  };
}
function stats(v) {
  if (!isObject(v)) return null;
  const mean = num(v["mean"]);
  if (mean === null) return null;
  return { mean, stddev: num(v["stddev"]) ?? 0, min: num(v["min"]) ?? mean, max: num(v["max"]) ?? mean };
}
var deltaText = (v) => typeof v === "string" || typeof v === "number" ? str(v) : null;
function benchmarkOutline(value) {
  if (!isObject(value)) return void 0;
  const meta = value["metadata"];
  const rs = obj(value["run_summary"]);
  const runs = [];
  for (const r of arr(value["runs"])) {
    if (!isObject(r)) continue;
    const res = obj(r["result"]);
    runs.push({
      evalId: str(r["eval_id"]),
      evalName: str(r["eval_name"]),
      configuration: str(r["configuration"], "unknown"),
      runNumber: num(r["run_number"]),
      hasResult: isObject(r["result"]),
      passRate: num(res["pass_rate"]),
      passed: num(res["passed"]),
      total: num(res["total"]),
      timeSeconds: num(res["time_seconds"]),
      tokens: num(res["tokens"]),
      errors: num(res["errors"]),
      expectations: arr(r["expectations"]).filter(isObject).map((e) => ({ text: str(e["text"]), passed: e["passed"] === true, evidence: str(e["evidence"]) }))
    });
  }
  const d = obj(rs["delta"]);
  return {
    skillName: isObject(meta) && typeof meta["skill_name"] === "string" ? meta["skill_name"] : null,
    executorModel: isObject(meta) ? text(meta["executor_model"]) : null,
    timestamp: isObject(meta) ? text(meta["timestamp"]) : null,
    hasRuns: Array.isArray(value["runs"]),
    runs,
    hasRunSummary: isObject(value["run_summary"]),
    summary: Object.keys(rs).filter((k) => k !== "delta" && isObject(rs[k])).map((k) => {
      const s = obj(rs[k]);
      return { configuration: k, passRate: stats(s["pass_rate"]), timeSeconds: stats(s["time_seconds"]), tokens: stats(s["tokens"]) };
    }),
    delta: { passRate: deltaText(d["pass_rate"]), timeSeconds: deltaText(d["time_seconds"]), tokens: deltaText(d["tokens"]) },
    notes: arr(value["notes"]).filter((n) => typeof n === "string")
  };
}
function rate(v) {
  if (typeof v !== "number" || !Number.isFinite(v) || v < 0) return void 0;
  return v > 1 ? v <= 100 ? v / 100 : void 0 : v;
}
function skillRateOf(s) {
  const conf = isObject(s["configurations"]) ? s["configurations"] : void 0;
  const ws = conf && isObject(conf["with_skill"]) ? conf["with_skill"] : void 0;
  if (ws && rate(ws["pass_rate"]) !== void 0) return rate(ws["pass_rate"]);
  const pr = s["pass_rate"];
  if (isObject(pr)) return rate(pr["with_skill"]);
  return rate(pr);
}
function modelRatesOutline(json) {
  if (!isObject(json)) return [];
  const ts = typeof json["generated_at"] === "string" ? json["generated_at"] : typeof json["timestamp"] === "string" ? json["timestamp"] : "";
  const out = [];
  const fromSkills = (skills, model) => {
    if (Array.isArray(skills)) {
      for (const s of skills) {
        if (!isObject(s) || typeof s["name"] !== "string") continue;
        if (isObject(s["cells"])) {
          for (const [m2, cell] of Object.entries(s["cells"])) {
            const r2 = isObject(cell) ? rate(cell["pass_rate"]) : void 0;
            if (r2 !== void 0) out.push({ skill: s["name"], model: m2, passRate: r2, timestamp: ts });
          }
          continue;
        }
        const m = typeof s["model"] === "string" && s["model"] ? s["model"] : model;
        const r = skillRateOf(s);
        if (m && r !== void 0) out.push({ skill: s["name"], model: m, passRate: r, timestamp: ts });
      }
    } else if (isObject(skills) && model) {
      for (const [name, v] of Object.entries(skills)) {
        const r = isObject(v) ? skillRateOf(v) : rate(v);
        if (r !== void 0) out.push({ skill: name, model, passRate: r, timestamp: ts });
      }
    }
  };
  const models = json["models"];
  if (isObject(models)) {
    for (const [model, v] of Object.entries(models)) if (isObject(v)) fromSkills(v["skills"], model);
  } else if (Array.isArray(models) && models.some(isObject)) {
    for (const v of models) if (isObject(v) && typeof v["model"] === "string") fromSkills(v["skills"], v["model"]);
  } else {
    fromSkills(json["skills"], typeof json["model"] === "string" && json["model"] ? json["model"] : void 0);
  }
  return out;
}

// src/log/cross-model.ts
var MAX_MODELS = 100;
var MAX_SKILLS = 2e3;
var cut = (text2, maxBytes) => Buffer.byteLength(text2, "utf8") <= maxBytes ? text2 : cutUtf8(text2, maxBytes);
var has = (o, k) => Object.prototype.hasOwnProperty.call(o, k);
function pick(o, keys) {
  for (const k of keys) if (has(o, k) && o[k] !== void 0 && o[k] !== null) return o[k];
  return void 0;
}
function rate2(v) {
  const x = num(v);
  if (x === null) return null;
  const y = x > 1 && x <= 100 ? x / 100 : x;
  return y >= 0 && y <= 1 ? y : null;
}
function bound(v, keys, intervalIndex) {
  const direct = rate2(pick(v, keys));
  if (direct !== null) return direct;
  const iv = pick(v, ["interval", "ci", "ci95", "wilson", "confidence_interval"]);
  if (Array.isArray(iv)) return rate2(iv[intervalIndex]);
  if (isObject(iv)) return rate2(pick(iv, keys));
  return null;
}
function cellOf(v, short) {
  if (typeof v === "number") {
    const r = rate2(v);
    return r === null ? null : { passRate: r, low: null, high: null, n: null, passed: null, anomaly: false, direction: null, regressed: false };
  }
  if (!isObject(v)) return null;
  const anomaly = pick(v, ["anomaly", "anomalous", "is_anomaly"]);
  const c = {
    passRate: rate2(pick(v, ["pass_rate", "passRate", "rate", "mean"])),
    low: bound(v, ["low", "lo", "lower", "ci_low", "min"], 0),
    high: bound(v, ["high", "hi", "upper", "ci_high", "max"], 1),
    n: num(pick(v, ["graded", "n", "trials", "runs", "total"])),
    passed: num(pick(v, ["passed", "passes"])),
    // `true`, or an object describing it ({direction, z, …})
    anomaly: anomaly === true || isObject(anomaly),
    direction: isObject(anomaly) && typeof anomaly.direction === "string" ? short(anomaly.direction) : null,
    regressed: false
  };
  return c.passRate === null && c.low === null && c.high === null && c.n === null ? null : c;
}
function modelName(v, short) {
  return isObject(v) ? short(pick(v, ["model", "name", "id"])) : short(v);
}
function rangeOf(v) {
  if (typeof v === "number") return rate2(v);
  if (Array.isArray(v) && v.length === 2) {
    const a = rate2(v[0]);
    const b = rate2(v[1]);
    return a !== null && b !== null ? Math.abs(b - a) : null;
  }
  if (isObject(v)) {
    const spread = rate2(pick(v, ["spread", "width", "range", "delta"]));
    if (spread !== null) return spread;
    const a = rate2(pick(v, ["min", "low"]));
    const b = rate2(pick(v, ["max", "high"]));
    return a !== null && b !== null ? Math.abs(b - a) : null;
  }
  return null;
}
function crossModelOutline(raw, caps) {
  const short = (v, fallback = "") => cut(str(v, fallback), caps.name);
  if (!isObject(raw)) return void 0;
  let skillsRaw = [];
  if (Array.isArray(raw.skills)) {
    skillsRaw = raw.skills.filter(isObject).map((s) => [short(pick(s, ["skill", "name", "id"])), s]);
  } else if (isObject(raw.skills)) {
    skillsRaw = Object.entries(raw.skills).filter((e) => isObject(e[1])).map(([k, s]) => [short(k), s]);
  }
  skillsRaw = skillsRaw.slice(0, MAX_SKILLS);
  const models = [];
  const addModel = (m) => {
    if (m && !models.includes(m) && models.length < MAX_MODELS) models.push(m);
  };
  for (const m of arr(raw.models)) addModel(modelName(m, short));
  const listed = (v) => arr(v).filter(isObject).map((a) => ({ skill: short(pick(a, ["skill", "name"])), model: modelName(a, short), direction: typeof a.direction === "string" ? short(a.direction) : null, reason: cut(str(a.reason), caps.name) })).filter((a) => a.skill && a.model);
  const topAnomalies = listed(raw.anomalies);
  const regressions = listed(raw.regressions).slice(0, 500);
  const rows = [];
  for (const [skill, s] of skillsRaw) {
    const cellsRaw = pick(s, ["cells", "models", "by_model", "results"]);
    const cells = /* @__PURE__ */ new Map();
    const entries = Array.isArray(cellsRaw) ? cellsRaw.filter(isObject).map((c) => [modelName(c, short), c]) : isObject(cellsRaw) ? Object.entries(cellsRaw).map(([k, v]) => [short(k), v]) : [];
    for (const [model, v] of entries) {
      const c = cellOf(v, short);
      if (!model || !c) continue;
      addModel(model);
      if (models.includes(model)) cells.set(model, c);
    }
    const anomalies = [];
    for (const a of arr(s.anomalies)) {
      const m = modelName(a, short);
      if (m && !anomalies.includes(m)) anomalies.push(m);
    }
    for (const a of topAnomalies) {
      if (a.skill !== skill) continue;
      if (!anomalies.includes(a.model)) anomalies.push(a.model);
      const c = cells.get(a.model);
      if (c && a.direction && !c.direction) c.direction = a.direction;
    }
    for (const [m, c] of cells) if (c.anomaly && !anomalies.includes(m)) anomalies.push(m);
    for (const m of anomalies) {
      const c = cells.get(m);
      if (c) c.anomaly = true;
    }
    for (const r of regressions) {
      const c = r.skill === skill ? cells.get(r.model) : void 0;
      if (c) c.regressed = true;
    }
    const tier = pick(s, ["tier"]);
    rows.push({ skill: skill || "?", tier: tier === void 0 ? null : short(tier), cells, range: pick(s, ["range", "spread"]), anomalies });
  }
  if (!rows.some((r) => r.cells.size > 0)) return void 0;
  const skills = rows.map((r) => {
    const rates = [...r.cells.values()].map((c) => c.passRate).filter((x) => x !== null);
    const computed = rates.length >= 2 ? Math.max(...rates) - Math.min(...rates) : null;
    return {
      skill: r.skill,
      tier: r.tier,
      cells: models.map((m) => r.cells.get(m) ?? null),
      range: rangeOf(r.range) ?? computed,
      anomalies: r.anomalies
    };
  });
  const totalsByModel = /* @__PURE__ */ new Map();
  const totalsRaw = raw.totals;
  const totalEntries = Array.isArray(totalsRaw) ? totalsRaw.filter(isObject).map((t) => [modelName(t, short), t]) : isObject(totalsRaw) ? Object.entries(totalsRaw).map(([k, v]) => [short(k), v]) : [];
  for (const [m, v] of totalEntries) {
    const c = cellOf(v, short);
    if (m && c && models.includes(m)) totalsByModel.set(m, { ...c, anomaly: false, direction: null });
  }
  const lifecycle = arr(raw.lifecycle).filter(isObject).filter((l) => typeof l.status === "string" && l.status !== "active" && l.status !== "unknown" || l.near_end_of_life === true).map((l) => `${modelName(l, short)}: ${str(l.message, str(l.status))}`);
  const notes = [...typeof raw.note === "string" ? [raw.note] : [], ...arr(raw.notes).filter((n) => typeof n === "string"), ...lifecycle].slice(0, 50).map((n) => cut(n, caps.note));
  return {
    models,
    skills,
    totals: totalsByModel.size > 0 ? models.map((m) => totalsByModel.get(m) ?? null) : [],
    anomalyThresholdSe: num(pick(raw, ["anomaly_threshold_se", "anomaly_threshold"])),
    generatedAt: short(raw.generated_at),
    regressions: regressions.map((r) => ({ skill: r.skill, model: r.model, reason: r.reason })),
    notes
  };
}

// src/log/index.ts
var LOG_VERSION = 1;
var RESPONSE_FILE = "response.md";
function harnessOutputs(filesWritten) {
  return filesWritten?.includes(RESPONSE_FILE) ? [] : [RESPONSE_FILE];
}
function encodeRecord(record) {
  return JSON.stringify({ version: LOG_VERSION, ...record });
}
function decodeRecord(value, file, lineNo) {
  const version = value.version ?? 1;
  if (typeof version === "number" && Number.isInteger(version) && version > LOG_VERSION) {
    throw new ResultsLogError(
      file,
      lineNo,
      `written by a newer skill-evals (results log version ${version}; this one reads up to version ${LOG_VERSION}). Upgrade skill-evals to read it.`
    );
  }
  const validate = recordValidator();
  if (!validate(value)) {
    throw new ResultsLogError(file, lineNo, `not a run record (schemas/results-log.schema.json) ${describeSchemaError(validate.errors)}`);
  }
  if ("version" in value) {
    const { version: _v, ...rest } = value;
    return rest;
  }
  return value;
}
function decodeLog(text2, file = RUNS_FILE) {
  const records = [];
  let badLines = 0;
  let start = 0;
  let lineNo = 0;
  while (start < text2.length) {
    let end = text2.indexOf("\n", start);
    if (end === -1) end = text2.length;
    const line = text2.slice(start, end).trim();
    start = end + 1;
    lineNo++;
    if (!line) continue;
    let value;
    try {
      value = JSON.parse(line);
    } catch {
      badLines++;
      continue;
    }
    if (!isObject(value)) {
      badLines++;
      continue;
    }
    records.push(decodeRecord(value, file, lineNo));
  }
  return { records, badLines };
}
function latestByRun(records) {
  const map = /* @__PURE__ */ new Map();
  for (const r of records) map.set(r.runId, r);
  return map;
}
async function readOptional(file) {
  try {
    return await fsp.readFile(file, "utf8");
  } catch (err) {
    if (err.code === "ENOENT") return void 0;
    throw err;
  }
}
function openResultsLog(outDir) {
  const file = path.join(outDir, RUNS_FILE);
  return {
    dir: outDir,
    file,
    async readAll() {
      const text2 = await readOptional(file);
      return text2 === void 0 ? { records: [], badLines: 0 } : decodeLog(text2, file);
    },
    async load() {
      return latestByRun((await this.readAll()).records);
    },
    async readGrade(runId) {
      return readGradeFile(path.join(outDir, ...runId.split("/"), GRADING_FILE));
    },
    async readSummary() {
      return readSummaryFile(path.join(outDir, SUMMARY_FILE));
    }
  };
}
async function readGradeFile(file) {
  return valueOrThrow(await readDecoded(file, decodeGrade));
}
async function readSummaryFile(file) {
  return valueOrThrow(await readDecoded(file, (v, f) => decodeSummary(v, f)));
}

export {
  ResultsLogError,
  GRADER_VERSION,
  SUMMARY_VERSION,
  compareVersions,
  decodeGrade,
  decodeTiming,
  decodeEvalMetadata,
  decodeSummary,
  expectationStatus,
  gradeCounts,
  gradeStatus,
  runSeconds,
  gradeNotes,
  mergeGradesFiles,
  subfolders,
  listRunFolders,
  readJsonDetailed,
  readJsonObject,
  readDecoded,
  valueOrThrow,
  readRunFiles,
  RUNS_FILE,
  GRADING_FILE,
  SUMMARY_FILE,
  definitionHash,
  runDefinitionHash,
  summaryOutline,
  benchmarkOutline,
  modelRatesOutline,
  crossModelOutline,
  LOG_VERSION,
  RESPONSE_FILE,
  harnessOutputs,
  encodeRecord,
  decodeLog,
  latestByRun,
  openResultsLog,
  readGradeFile,
  readSummaryFile
};
