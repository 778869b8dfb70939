#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  benchmarkOutline,
  readJsonDetailed,
  summaryOutline
} from "./chunk-VSOYP2NU.js";

// src/aggregate/benchmark.ts
function pyRound(x, digits) {
  if (!Number.isFinite(x)) return x;
  const a = Math.abs(x);
  let s = a.toFixed(digits);
  const long = a.toFixed(Math.min(100, digits + 30));
  const tail = long.slice(long.indexOf(".") + 1 + digits);
  if (/^50*$/.test(tail) && Number(s.slice(-1)) % 2 === 1) {
    s = (Number(s) - 10 ** -digits).toFixed(digits);
  }
  const v = Number(s);
  return x < 0 || Object.is(x, -0) ? -v : v;
}
function signedFixed(x, digits) {
  const r = pyRound(x, digits);
  const text = Math.abs(r).toFixed(digits);
  const negative = r < 0 || Object.is(r, -0);
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

// src/aggregate/history.ts
import { readdir } from "node:fs/promises";
import { join } from "node:path";
function parseHistoryFile(file, json) {
  const sum = summaryOutline(json);
  if (!sum) return void 0;
  if (sum.hasSkillList && (sum.schemaVersion === 1 || sum.generatedAt !== null)) {
    const skills = sum.skills.map((s) => {
      const ws = s.configurations["with_skill"];
      const evals = s.evalResults.flatMap((e) => {
        const c = e.configurations["with_skill"];
        return c ? [{ id: e.id, passed: c.passed ?? 0, graded: c.graded ?? 0 }] : [];
      });
      return {
        name: s.name,
        passRate: ws?.passRate ?? null,
        metric: "runs",
        passed: ws?.passed ?? null,
        graded: ws?.graded ?? null,
        evals: evals.length > 0 ? evals : null,
        ...s.model ? { model: s.model } : {}
      };
    });
    return { file, timestamp: sum.generatedAt ?? "", kind: "summary", skills };
  }
  const bench = benchmarkOutline(json);
  if (bench?.skillName != null && (bench.hasRuns || bench.hasRunSummary)) {
    const per = /* @__PURE__ */ new Map();
    for (const r of bench.runs) {
      if (r.configuration !== "with_skill" || !r.hasResult) continue;
      const total = r.total ?? 0;
      if (total <= 0) continue;
      const e = per.get(r.evalId) ?? { id: r.evalId, passed: 0, graded: 0 };
      e.graded++;
      if (r.passed === total) e.passed++;
      per.set(r.evalId, e);
    }
    const evals = [...per.values()];
    const model = bench.executorModel ? { model: bench.executorModel } : {};
    let skill;
    if (evals.length > 0) {
      const passed = evals.reduce((a, e) => a + e.passed, 0);
      const graded = evals.reduce((a, e) => a + e.graded, 0);
      skill = { name: bench.skillName, passRate: passed / graded, metric: "runs", passed, graded, evals, ...model };
    } else {
      const ws = bench.summary.find((x) => x.configuration === "with_skill");
      skill = { name: bench.skillName, passRate: ws?.passRate?.mean ?? null, metric: "assertions", passed: null, graded: null, evals: null, ...model };
    }
    return { file, timestamp: bench.timestamp ?? "", kind: "benchmark", skills: [skill] };
  }
  return void 0;
}
function sortHistory(entries) {
  const t = (e) => {
    const v = Date.parse(e.timestamp);
    return Number.isFinite(v) ? v : -Infinity;
  };
  return [...entries].sort((a, b) => t(a) - t(b) || compareText(a.file, b.file));
}
function compareText(x, y) {
  if (x < y) return -1;
  return x > y ? 1 : 0;
}
async function readHistory(dirs) {
  const entries = [];
  const skipped = [];
  for (const dir of dirs) {
    let names;
    try {
      names = (await readdir(dir)).filter((n) => n.endsWith(".json")).sort();
    } catch {
      continue;
    }
    for (const name of names) {
      const file = join(dir, name);
      const r = await readJsonDetailed(file, 20 * 1024 * 1024);
      const e = r.state === "ok" ? parseHistoryFile(file, r.value) : void 0;
      if (e) entries.push(e);
      else skipped.push(file);
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
  return [...evals].sort((a, b) => compareText(a.id, b.id)).map((e) => `${e.id}:${e.passed}/${e.graded}`).join(" ");
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

export {
  buildBenchmark,
  benchmarkMarkdown,
  parseHistoryFile,
  readHistory,
  latestBaseline,
  saturation
};
