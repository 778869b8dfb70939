#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  mdEscape
} from "./chunk-TLNA6HCR.js";
import {
  loadRepo
} from "./chunk-AH4LYRT5.js";
import {
  git
} from "./chunk-7CRN7OVM.js";
import {
  writeFileAtomic
} from "./chunk-J6HVATKR.js";
import {
  tierOf
} from "./chunk-UNV4RUT5.js";

// src/aggregate/load.ts
import { readFileSync } from "node:fs";
import { readdir as readdir2, stat } from "node:fs/promises";
import { join as join2, resolve } from "node:path";

// src/aggregate/history.ts
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
var isObj = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
var num = (v) => typeof v === "number" && Number.isFinite(v) ? v : null;
function parseHistoryFile(file, json) {
  if (!isObj(json)) return void 0;
  if (Array.isArray(json["skills"]) && (json["schema_version"] === 1 || typeof json["generated_at"] === "string")) {
    const skills = [];
    for (const s of json["skills"]) {
      if (!isObj(s) || typeof s["name"] !== "string") continue;
      const conf = isObj(s["configurations"]) ? s["configurations"] : {};
      const ws = isObj(conf["with_skill"]) ? conf["with_skill"] : {};
      const evals = [];
      for (const e of Array.isArray(s["eval_results"]) ? s["eval_results"] : []) {
        if (!isObj(e) || typeof e["id"] !== "string" && typeof e["id"] !== "number") continue;
        const c = isObj(e["configurations"]) && isObj(e["configurations"]["with_skill"]) ? e["configurations"]["with_skill"] : void 0;
        if (!c) continue;
        evals.push({ id: String(e["id"]), passed: num(c["passed"]) ?? 0, graded: num(c["graded"]) ?? 0 });
      }
      skills.push({
        name: s["name"],
        passRate: num(ws["pass_rate"]),
        metric: "runs",
        passed: num(ws["passed"]),
        graded: num(ws["graded"]),
        evals: evals.length > 0 ? evals : null,
        ...typeof s["model"] === "string" && s["model"] !== "" ? { model: s["model"] } : {}
      });
    }
    return { file, timestamp: typeof json["generated_at"] === "string" ? json["generated_at"] : "", kind: "summary", skills };
  }
  const meta = json["metadata"];
  if (isObj(meta) && typeof meta["skill_name"] === "string" && (Array.isArray(json["runs"]) || isObj(json["run_summary"]))) {
    const per = /* @__PURE__ */ new Map();
    for (const r of Array.isArray(json["runs"]) ? json["runs"] : []) {
      if (!isObj(r) || r["configuration"] !== "with_skill" || !isObj(r["result"])) continue;
      const total = num(r["result"]["total"]) ?? 0;
      if (total <= 0) continue;
      const id = String(r["eval_id"]);
      const e = per.get(id) ?? { id, passed: 0, graded: 0 };
      e.graded++;
      if (num(r["result"]["passed"]) === total) e.passed++;
      per.set(id, e);
    }
    const evals = [...per.values()];
    const model = typeof meta["executor_model"] === "string" && meta["executor_model"] !== "" ? { model: meta["executor_model"] } : {};
    let skill;
    if (evals.length > 0) {
      const passed = evals.reduce((a, e) => a + e.passed, 0);
      const graded = evals.reduce((a, e) => a + e.graded, 0);
      skill = { name: meta["skill_name"], passRate: passed / graded, metric: "runs", passed, graded, evals, ...model };
    } else {
      const rs = isObj(json["run_summary"]) ? json["run_summary"] : {};
      const ws = isObj(rs["with_skill"]) && isObj(rs["with_skill"]["pass_rate"]) ? rs["with_skill"]["pass_rate"] : {};
      skill = { name: meta["skill_name"], passRate: num(ws["mean"]), metric: "assertions", passed: null, graded: null, evals: null, ...model };
    }
    return { file, timestamp: typeof meta["timestamp"] === "string" ? meta["timestamp"] : "", kind: "benchmark", skills: [skill] };
  }
  return void 0;
}
function sortHistory(entries) {
  const t = (e) => {
    const v = Date.parse(e.timestamp);
    return Number.isFinite(v) ? v : -Infinity;
  };
  return [...entries].sort((a, b) => t(a) - t(b) || (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
}
async function readHistory(dirs2) {
  const entries = [];
  const skipped = [];
  for (const dir of dirs2) {
    let names;
    try {
      names = (await readdir(dir)).filter((n) => n.endsWith(".json")).sort();
    } catch {
      continue;
    }
    for (const name of names) {
      const file = join(dir, name);
      try {
        const text = await readFile(file, "utf8");
        if (text.length > 20 * 1024 * 1024) throw new Error("too large");
        const e = parseHistoryFile(file, JSON.parse(text));
        if (e) entries.push(e);
        else skipped.push(file);
      } catch {
        skipped.push(file);
      }
    }
  }
  return { entries: sortHistory(entries), skipped };
}
function latestBaseline(skill, history, model) {
  for (let i = history.length - 1; i >= 0; i--) {
    const s = history[i].skills.find((x) => x.name === skill);
    if (!s || s.passRate === null) continue;
    if (model && s.model && s.model !== model) continue;
    return { entry: history[i], skill: s };
  }
  return void 0;
}
function gradeSignature(evals) {
  return [...evals].sort((a, b) => a.id < b.id ? -1 : a.id > b.id ? 1 : 0).map((e) => `${e.id}:${e.passed}/${e.graded}`).join(" ");
}
function saturation(skill, current, history, window = 3) {
  const sig = gradeSignature(current);
  const sources = [];
  for (let i = history.length - 1; i >= 0 && sources.length < window - 1; i--) {
    const s = history[i].skills.find((x) => x.name === skill);
    if (!s) continue;
    if (!s.evals || gradeSignature(s.evals) !== sig) break;
    sources.push(history[i].file);
  }
  const records = sources.length + 1;
  const saturated = current.length > 0 && records >= window;
  const allPass = current.length > 0 && current.every((e) => e.graded > 0 && e.passed === e.graded);
  return {
    saturated,
    window,
    records,
    all_pass: allPass,
    sources,
    message: saturated ? `The last ${window} recorded runs of '${skill}' gave identical grades${allPass ? " (all passing)" : ""}: the evals no longer tell versions apart; tighten them or add harder ones.` : `${records} of the last ${window} recorded runs of '${skill}' gave identical grades.`
  };
}

// src/aggregate/benchmark.ts
function pyRound(x, digits) {
  if (!Number.isFinite(x)) return x;
  const a = Math.abs(x);
  let s = a.toFixed(digits);
  const long = a.toFixed(Math.min(100, digits + 30));
  const tail = long.slice(long.indexOf(".") + 1 + digits);
  if (/^50*$/.test(tail) && Number(s.replace(".", "").slice(-1)) % 2 === 1) {
    s = (Number(s) - 10 ** -digits).toFixed(digits);
  }
  const v = Number(s);
  return x < 0 || Object.is(x, -0) ? -v : v;
}
function signedFixed(x, digits) {
  const r = pyRound(x, digits);
  const text = Math.abs(r).toFixed(digits);
  const negative = r < 0 || r === 0 && (Object.is(r, -0) || x < 0);
  return (negative ? "-" : "+") + text;
}
function metricStats(values) {
  if (values.length === 0) return { mean: 0, stddev: 0, min: 0, max: 0 };
  const n = values.length;
  const mean = values.reduce((a, b) => a + b, 0) / n;
  const variance = n > 1 ? values.reduce((a, b) => a + (b - mean) ** 2, 0) / (n - 1) : 0;
  return {
    mean: pyRound(mean, 4),
    stddev: pyRound(Math.sqrt(variance), 4),
    min: pyRound(Math.min(...values), 4),
    max: pyRound(Math.max(...values), 4)
  };
}
var CONFIG_ORDER = ["with_skill", "without_skill", "old_skill"];
function buildBenchmark(input) {
  const graded = input.runs.filter((r) => r.status === "graded");
  const evalOrder = [];
  for (const r of input.runs) if (!evalOrder.some((id) => String(id) === String(r.evalId))) evalOrder.push(r.evalId);
  const sorted = [...graded].sort(
    (a, b) => evalOrder.findIndex((id) => String(id) === String(a.evalId)) - evalOrder.findIndex((id) => String(id) === String(b.evalId)) || CONFIG_ORDER.indexOf(a.configuration) - CONFIG_ORDER.indexOf(b.configuration) || a.trial - b.trial
  );
  const runs = sorted.map((r) => ({
    eval_id: r.evalId,
    eval_name: r.evalName,
    configuration: r.configuration,
    run_number: r.trial,
    result: {
      pass_rate: r.total > 0 ? pyRound(r.passed / r.total, 4) : 0,
      passed: r.passed,
      failed: r.failed,
      total: r.total,
      time_seconds: pyRound(r.timeSeconds, 1),
      tokens: r.tokens,
      tool_calls: r.toolCalls,
      errors: r.errors
    },
    expectations: r.expectations.map((e) => ({ text: e.text, passed: e.passed, evidence: e.evidence })),
    notes: r.notes
  }));
  const present = CONFIG_ORDER.filter((c) => input.runs.some((r) => r.configuration === c));
  const runSummary = {};
  const summaries = {};
  for (const c of present) {
    const rs = runs.filter((r) => r.configuration === c);
    summaries[c] = {
      pass_rate: metricStats(rs.map((r) => r.result.pass_rate)),
      time_seconds: metricStats(rs.map((r) => r.result.time_seconds)),
      tokens: metricStats(rs.map((r) => r.result.tokens))
    };
    runSummary[c] = summaries[c];
  }
  const primary = summaries.with_skill;
  const baseline = summaries.without_skill;
  const mean = (s, k) => s?.[k].mean ?? 0;
  runSummary.delta = {
    pass_rate: signedFixed(mean(primary, "pass_rate") - mean(baseline, "pass_rate"), 2),
    time_seconds: signedFixed(mean(primary, "time_seconds") - mean(baseline, "time_seconds"), 1),
    tokens: signedFixed(mean(primary, "tokens") - mean(baseline, "tokens"), 0)
  };
  const notes = [];
  for (const status of ["error", "skipped", "inconclusive"]) {
    const list = input.runs.filter((r) => r.status === status);
    if (list.length === 0) continue;
    const what = {
      error: "ended in an API or harness error and are not graded",
      skipped: "were skipped (budget) and are not graded",
      inconclusive: "never used the skill and are inconclusive, not counted against it"
    }[status];
    notes.push(`${list.length} run${list.length === 1 ? "" : "s"} ${what}: ${list.map((r) => `eval ${r.evalId} ${r.configuration} run-${r.trial}`).join(", ")}`);
  }
  return {
    metadata: {
      skill_name: input.skill,
      skill_path: input.skillPath,
      executor_model: input.model,
      analyzer_model: input.judgeModel,
      timestamp: input.timestamp,
      evals_run: evalOrder,
      runs_per_configuration: input.trials
    },
    runs,
    run_summary: runSummary,
    notes
  };
}
function titleCase(config) {
  return config.split("_").map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(" ");
}
function benchmarkMarkdown(b, escape) {
  const configs = CONFIG_ORDER.filter((c) => c in b.run_summary);
  const s = (c) => b.run_summary[c];
  const delta = b.run_summary.delta;
  const lines = [
    `# Skill Benchmark: ${escape(b.metadata.skill_name)}`,
    "",
    `**Model**: ${escape(b.metadata.executor_model)}`,
    `**Date**: ${b.metadata.timestamp}`,
    `**Evals**: ${b.metadata.evals_run.map((id) => escape(String(id))).join(", ")} (${b.metadata.runs_per_configuration} runs each per configuration)`,
    "",
    "## Summary",
    "",
    `| Metric | ${configs.map(titleCase).join(" | ")} | Delta |`,
    `|--------|${configs.map(() => "---").join("|")}|-------|`,
    `| Pass Rate | ${configs.map((c) => `${(s(c).pass_rate.mean * 100).toFixed(0)}% ± ${(s(c).pass_rate.stddev * 100).toFixed(0)}%`).join(" | ")} | ${delta.pass_rate} |`,
    `| Time | ${configs.map((c) => `${s(c).time_seconds.mean.toFixed(1)}s ± ${s(c).time_seconds.stddev.toFixed(1)}s`).join(" | ")} | ${delta.time_seconds}s |`,
    `| Tokens | ${configs.map((c) => `${s(c).tokens.mean.toFixed(0)} ± ${s(c).tokens.stddev.toFixed(0)}`).join(" | ")} | ${delta.tokens} |`
  ];
  if (b.notes.length > 0) {
    lines.push("", "## Notes", "");
    for (const n of b.notes) lines.push(`- ${escape(n)}`);
  }
  return lines.join("\n") + "\n";
}

// src/aggregate/definitions.ts
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
function recordedHash(meta) {
  if (!meta || typeof meta !== "object") return void 0;
  const m = meta;
  if (typeof m["definition_hash"] === "string" && m["definition_hash"]) return m["definition_hash"];
  if (typeof m["prompt"] !== "string") return void 0;
  const files = Array.isArray(m["files"]) ? m["files"].filter((f) => typeof f === "string") : [];
  const assertions = Array.isArray(m["assertions"]) ? m["assertions"].map((a) => typeof a === "string" ? a : a && typeof a === "object" && typeof a.text === "string" ? a.text : "").filter(Boolean) : [];
  return definitionHash({ prompt: m["prompt"], files, assertions });
}
function evalInfosFromRepo(evals) {
  return evals.map((e) => ({
    skill: e.skill,
    id: String(e.id),
    critical: e.critical === true,
    definitionHash: definitionHash({ prompt: e.prompt, files: e.files, assertions: e.assertions.map((a) => ({ text: a.text, ...a.check ? { check: a.check } : {} })) }),
    assertions: e.assertions.map((a) => ({ text: a.text, ...a.type ? { type: a.type } : {}, ...a.check ? { check_kind: String(a.check.kind) } : {} }))
  }));
}
function evalInfosFromSuite(json, owner) {
  if (!json || typeof json !== "object" || !Array.isArray(json.evals)) return [];
  const doc = json;
  const named = typeof doc.skill_name === "string" ? doc.skill_name : void 0;
  const out = [];
  for (const raw of doc.evals) {
    if (!raw || typeof raw !== "object") continue;
    const e = raw;
    if (typeof e["id"] !== "number" && typeof e["id"] !== "string" || typeof e["prompt"] !== "string") continue;
    const skill = owner ? named ?? owner : typeof e["skill"] === "string" ? e["skill"] : named;
    if (!skill) continue;
    const list = Array.isArray(e["assertions"]) ? e["assertions"] : Array.isArray(e["expectations"]) ? e["expectations"] : [];
    const assertions = [];
    for (const a of list) {
      if (typeof a === "string") assertions.push({ text: a });
      else if (a && typeof a === "object" && typeof a.text === "string") {
        const o = a;
        assertions.push({ text: o.text, ...o.check !== void 0 ? { check: o.check } : {}, ...typeof o.type === "string" ? { type: o.type } : {} });
      }
    }
    const files = Array.isArray(e["files"]) ? e["files"].filter((f) => typeof f === "string") : [];
    out.push({
      skill,
      id: String(e["id"]),
      critical: e["critical"] === true,
      definitionHash: definitionHash({ prompt: e["prompt"], files, assertions }),
      assertions: assertions.map((a) => ({
        text: a.text,
        ...a.type ? { type: a.type } : {},
        ...a.check && typeof a.check === "object" && typeof a.check.kind === "string" ? { check_kind: a.check.kind } : {}
      }))
    });
  }
  return out;
}
async function evalInfosAtRef(root, ref) {
  if (ref.startsWith("-")) throw new Error(`invalid git ref '${ref}'`);
  const git2 = (args) => git(args, { cwd: root });
  const stdout = await git2(["ls-tree", "-r", "--name-only", ref]);
  const files = stdout.split("\n").filter((f) => f === "evals/evals.json" || f.endsWith("/evals/evals.json"));
  const out = [];
  for (const f of files) {
    let json;
    try {
      json = JSON.parse(await git2(["show", `${ref}:${f}`]));
    } catch {
      continue;
    }
    const owner = f === "evals/evals.json" ? void 0 : f.slice(0, -"/evals/evals.json".length).split("/").pop();
    out.push(...evalInfosFromSuite(json, owner));
  }
  return out;
}

// src/aggregate/load.ts
var ReportDataError = class extends Error {
};
var isObj2 = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
var num2 = (v) => typeof v === "number" && Number.isFinite(v) ? v : void 0;
var CONFIGS = ["with_skill", "without_skill", "old_skill"];
var GRADES = ["pass", "fail", "error", "inconclusive", "skipped"];
async function readJson(file) {
  try {
    const v = JSON.parse(readFileSync(file, "utf8"));
    return isObj2(v) ? v : void 0;
  } catch {
    return void 0;
  }
}
async function dirs(dir) {
  try {
    return (await readdir2(dir, { withFileTypes: true })).filter((d) => d.isDirectory()).map((d) => d.name).sort();
  } catch {
    return [];
  }
}
async function loadResults(outDir) {
  const runs = [];
  const ungraded = [];
  for (const skill of await dirs(outDir)) {
    for (const iter of await dirs(join2(outDir, skill))) {
      const im = /^iteration-(\d+)$/.exec(iter);
      if (!im) continue;
      for (const evalDir of await dirs(join2(outDir, skill, iter))) {
        const evalMeta = await readJson(join2(outDir, skill, iter, evalDir, "eval_metadata.json"));
        for (const config of await dirs(join2(outDir, skill, iter, evalDir))) {
          if (!CONFIGS.includes(config)) continue;
          for (const runName of await dirs(join2(outDir, skill, iter, evalDir, config))) {
            const rm = /^run-(\d+)$/.exec(runName);
            if (!rm) continue;
            const runDir = join2(outDir, skill, iter, evalDir, config, runName);
            const r = await loadRun(runDir, { skill, iteration: Number(im[1]), evalDir, configuration: config, trial: Number(rm[1]) }, evalMeta);
            if (r === "ungraded") ungraded.push(`${skill}/${iter}/${evalDir}/${config}/${runName}`);
            else if (r) runs.push(r);
          }
        }
      }
    }
  }
  return { runs, ungraded };
}
async function loadRun(runDir, at, evalMeta) {
  const record = await readJson(join2(runDir, "run.json"));
  const grading = await readJson(join2(runDir, "grading.json"));
  const meta = await readJson(join2(runDir, "eval_metadata.json")) ?? evalMeta;
  const timing = await readJson(join2(runDir, "timing.json"));
  if (!record && !grading) return void 0;
  const gRun = grading && isObj2(grading["run"]) ? grading["run"] : {};
  const summary = grading && isObj2(grading["summary"]) ? grading["summary"] : {};
  const metrics = grading && isObj2(grading["execution_metrics"]) ? grading["execution_metrics"] : {};
  const gTiming = grading && isObj2(grading["timing"]) ? grading["timing"] : {};
  let grade;
  if (grading) {
    const st = gRun["status"];
    if (typeof st === "string" && GRADES.includes(st)) grade = st;
    else {
      const total2 = num2(summary["total"]) ?? 0;
      grade = total2 > 0 ? num2(summary["passed"]) === total2 ? "pass" : "fail" : "error";
    }
  } else if (record?.status === "error") grade = "error";
  else if (record?.status === "skipped") grade = "skipped";
  else return "ungraded";
  const usage = record?.usage;
  const tokens = usage ? (usage.input_tokens ?? 0) + (usage.output_tokens ?? 0) + (usage.cache_read_input_tokens ?? 0) + (usage.cache_creation_input_tokens ?? 0) : num2(timing?.["total_tokens"]) ?? 0;
  const expectations = (grading && Array.isArray(grading["expectations"]) ? grading["expectations"] : []).filter(isObj2).map((e) => {
    const out = { text: String(e["text"] ?? ""), passed: e["passed"] === true, evidence: String(e["evidence"] ?? "") };
    if (e["status"] === "pass" || e["status"] === "fail" || e["status"] === "error") out.status = e["status"];
    if (typeof e["check_kind"] === "string") out.check_kind = e["check_kind"];
    if (e["source"] === "check" || e["source"] === "judge" || e["source"] === "none") out.source = e["source"];
    return out;
  });
  const notes = [];
  if (typeof gRun["reason"] === "string") notes.push(gRun["reason"]);
  else if (grade === "error" && record?.error?.message) notes.push(`the run failed: ${record.error.message}`);
  const uns = grading && isObj2(grading["user_notes_summary"]) ? grading["user_notes_summary"] : void 0;
  for (const k of ["uncertainties", "needs_review", "workarounds"]) {
    const v = uns?.[k];
    if (Array.isArray(v)) {
      for (const x of v) if (typeof x === "string") notes.push(x);
    }
  }
  const total = num2(summary["total"]) ?? expectations.length;
  const passed = num2(summary["passed"]) ?? expectations.filter((e) => e.passed).length;
  const toolCallList = Array.isArray(record?.toolCalls) ? record.toolCalls : void 0;
  const apiError = record?.status === "error" || gRun["run_status"] === "error";
  const judge = grading && isObj2(grading["judge"]) ? grading["judge"] : void 0;
  const evalId = record?.evalId ?? meta?.["eval_id"] ?? /^eval-([^-]+)/.exec(at.evalDir)?.[1] ?? at.evalDir;
  const hash = recordedHash(meta);
  return {
    skill: at.skill,
    evalId,
    evalName: typeof meta?.["eval_name"] === "string" ? meta["eval_name"] : at.evalDir,
    configuration: at.configuration,
    trial: at.trial,
    iteration: at.iteration,
    model: record?.model ?? (typeof gRun["model"] === "string" ? gRun["model"] : ""),
    status: grade === "pass" || grade === "fail" ? "graded" : grade,
    grade,
    passed,
    failed: num2(summary["failed"]) ?? total - passed,
    total,
    timeSeconds: num2(gTiming["executor_duration_seconds"]) ?? num2(timing?.["executor_duration_seconds"]) ?? num2(timing?.["total_duration_seconds"]) ?? (record?.durationMs ?? 0) / 1e3,
    tokens,
    toolCalls: num2(metrics["total_tool_calls"]) ?? toolCallList?.length ?? 0,
    errors: num2(metrics["errors_encountered"]) ?? 0,
    toolErrors: toolCallList ? toolCallList.filter((c) => c?.isError).length : Math.max(0, (num2(metrics["errors_encountered"]) ?? 0) - (apiError ? 1 : 0)),
    apiError,
    expectations,
    notes,
    costUsd: typeof record?.costUsd === "number" ? record.costUsd : null,
    judgeCostUsd: judge && typeof judge["cost_usd"] === "number" ? judge["cost_usd"] : null,
    ...hash ? { definitionHash: hash } : {}
  };
}
async function loadAggregateInput(o) {
  const out = resolve(o.out);
  const st = await stat(out).catch(() => void 0);
  if (!st?.isDirectory()) throw new ReportDataError(`Results folder '${o.out}' does not exist.`);
  const warnings = [];
  const { runs, ungraded } = await loadResults(out);
  if (ungraded.length) warnings.push(`${ungraded.length} completed run(s) are not graded yet (run 'skill-evals grade'); they are left out.`);
  if (!runs.some((r) => r.grade === "pass" || r.grade === "fail")) {
    throw new ReportDataError(
      runs.length || ungraded.length ? `No graded runs in '${o.out}': run 'skill-evals grade --out ${o.out}' first.` : `No runs in '${o.out}': run 'skill-evals run --out ${o.out}' first.`
    );
  }
  let baseRuns;
  if (o.base) {
    const b = resolve(o.base);
    if (!(await stat(b).catch(() => void 0))?.isDirectory()) throw new ReportDataError(`Base results folder '${o.base}' does not exist.`);
    baseRuns = (await loadResults(b)).runs;
    if (!baseRuns.some((r) => r.grade === "pass" || r.grade === "fail")) throw new ReportDataError(`No graded runs in the base results folder '${o.base}'.`);
  }
  const root = resolve(o.root ?? ".");
  const repo = await loadRepo(root).catch(() => void 0);
  const haveRepo = repo !== void 0 && repo.skills.length > 0;
  if (!haveRepo) warnings.push(`No skills found under '${o.root ?? "."}': tiers, critical evals and coverage come from the defaults only.`);
  const config = repo?.config ?? (await import("./config-IGLVQOYS.js")).defaultConfig();
  let baseEvals;
  if (o.baseRef && haveRepo) {
    try {
      baseEvals = await evalInfosAtRef(root, o.baseRef);
    } catch (e) {
      warnings.push(`Could not read the eval suites at '${o.baseRef}' (${e instanceof Error ? e.message.split("\n")[0] : String(e)}); changed evals are not listed.`);
    }
  }
  const historyDirs = [join2(root, "evals", "benchmarks"), ...(o.history ?? []).map((h) => resolve(h))];
  const { entries, skipped } = await readHistory(historyDirs);
  if (skipped.length) warnings.push(`${skipped.length} history file(s) were not understood and skipped.`);
  const skillNames = /* @__PURE__ */ new Set([...runs.map((r) => r.skill), ...repo?.skills.map((s) => s.name) ?? []]);
  const bySkill = new Map(repo?.skills.map((s) => [s.name, s]) ?? []);
  const input = {
    generatedAt: (o.now ?? /* @__PURE__ */ new Date()).toISOString(),
    runs,
    ...baseRuns ? { baseRuns, baseLabel: `base results ${o.base}` } : {},
    skills: [...skillNames].map((name) => {
      const s = bySkill.get(name);
      return { name, tier: tierOf(s ?? name, config), ...s ? { path: s.relDir } : {} };
    }),
    ...haveRepo ? { evals: evalInfosFromRepo(repo.evals), findings: repo.findings } : {},
    ...baseEvals ? { baseEvals } : {},
    history: entries,
    config,
    ...o.seed !== void 0 ? { seed: o.seed } : {},
    sources: { results: out, ...o.base ? { base: resolve(o.base) } : {}, history: entries.map((e) => e.file) }
  };
  return { input, warnings, ungraded };
}
async function writeReport(outDir, summary, benches) {
  const files = [];
  for (const b of benches) {
    const dir = join2(outDir, b.skill, `iteration-${b.iteration}`);
    await writeFileAtomic(join2(dir, "benchmark.json"), JSON.stringify(b.benchmark, null, 2) + "\n");
    await writeFileAtomic(join2(dir, "benchmark.md"), benchmarkMarkdown(b.benchmark, mdEscape));
    files.push(join2(dir, "benchmark.json"), join2(dir, "benchmark.md"));
  }
  await writeFileAtomic(join2(outDir, "summary.json"), JSON.stringify(summary, null, 2) + "\n");
  files.push(join2(outDir, "summary.json"));
  return files;
}

export {
  buildBenchmark,
  parseHistoryFile,
  readHistory,
  latestBaseline,
  saturation,
  ReportDataError,
  loadResults,
  loadAggregateInput,
  writeReport
};
