#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  buildBenchmark
} from "./chunk-ZUG2OYHV.js";
import {
  evalOutcome
} from "./chunk-M7XWCHZS.js";
import {
  compareHeadBase,
  normalQuantile,
  upliftOverBaseline,
  wilson
} from "./chunk-UYQTJ7KB.js";
import {
  tierOf
} from "./chunk-UFG4ZXKB.js";
import {
  latestBaseline,
  saturation
} from "./chunk-6L67D3H4.js";
import {
  pctFloor
} from "./chunk-XB3YVN6R.js";
import {
  expectationStatus
} from "./chunk-WWKFZUJB.js";

// src/gate/settings.ts
var RISK_TABLE = Object.freeze({
  low: { overall: 0.9, critical: 0.95, toolReliability: null, humanReview: false },
  medium: { overall: 0.95, critical: 1, toolReliability: 0.95, humanReview: false },
  high: { overall: 0.98, critical: 1, toolReliability: 0.98, humanReview: true },
  critical: { overall: 0.99, critical: 1, toolReliability: 0.99, humanReview: true }
});
var DEFAULT_MIN_DROP = 0.05;
var DEFAULT_ALPHA = 0.05;
function resolveGateSettings(config) {
  const g = config.gates ?? {};
  const risk = config.riskLevel in RISK_TABLE ? config.riskLevel : "medium";
  const table = RISK_TABLE[risk];
  const o = g.releaseThresholds ?? {};
  return {
    riskLevel: risk,
    tierThreshold: { 1: g.tierThreshold?.[1] ?? "fail", 2: g.tierThreshold?.[2] ?? "warn", 3: g.tierThreshold?.[3] ?? "warn" },
    tierThresholds: {
      1: config.tierSettings[1]?.threshold ?? 0.8,
      2: config.tierSettings[2]?.threshold ?? 0.8,
      3: config.tierSettings[3]?.threshold ?? 0.8
    },
    release: g.release ?? "fail",
    releaseThresholds: {
      overall: o.overall ?? table.overall,
      critical: o.critical ?? table.critical,
      toolReliability: o.toolReliability ?? table.toolReliability,
      humanReview: table.humanReview
    },
    criticalEvals: g.criticalEvals ?? "fail",
    coverage: g.coverage ?? "fail",
    regression: g.regression ?? "fail",
    antiGaming: g.antiGaming ?? "warn",
    alpha: g.alpha ?? DEFAULT_ALPHA,
    minDrop: config.minDrop ?? DEFAULT_MIN_DROP,
    critical: [...config.critical ?? []]
  };
}
function isCriticalEval(skill, id, marked, settings) {
  if (marked) return true;
  return settings.critical.some((c) => c === skill || c === `${skill}/${String(id)}`);
}

// src/gate/gates.ts
var statusOf = (mode) => mode;
function pctThreshold(rate) {
  return `${Number((rate * 100).toFixed(1))}%`;
}
var below = (rate, threshold) => rate < threshold - 1e-12;
function tierThresholdGate(skill, tier, passRate, s) {
  const mode = s.tierThreshold[tier];
  const threshold = s.tierThresholds[tier];
  const base = { id: "tier-threshold", skill, threshold, actual: passRate };
  if (mode === "off") return { ...base, status: "skip", message: `Tier ${tier} threshold gate is off.` };
  if (passRate === null) {
    return { ...base, status: "skip", message: `Tier ${tier} skill '${skill}' has no graded runs; its pass rate is unknown.` };
  }
  const message = `Tier ${tier} skill '${skill}' pass rate is ${pctFloor(passRate)} (threshold: ${pctThreshold(threshold)})`;
  return { ...base, status: below(passRate, threshold) ? statusOf(mode) : "pass", message };
}
function releaseGates(r, s) {
  const t = s.releaseThresholds;
  const risk = s.riskLevel;
  const out = [];
  const skip = (id, message) => ({ id, skill: r.skill, status: "skip", message });
  if (s.release === "off") return [skip("release.overall", "Release gates are off.")];
  if (r.passRate === null) out.push(skip("release.overall", `Overall pass rate of '${r.skill}' is unknown (no graded runs).`));
  else {
    out.push({
      id: "release.overall",
      skill: r.skill,
      actual: r.passRate,
      threshold: t.overall,
      status: below(r.passRate, t.overall) ? statusOf(s.release) : "pass",
      message: `Overall pass rate of '${r.skill}' is ${pctFloor(r.passRate)} (${risk} risk: at least ${pctThreshold(t.overall)})`
    });
  }
  if (r.criticalEvals === 0) out.push(skip("release.critical", `'${r.skill}' has no critical evals.`));
  else if (r.criticalPassRate === null) out.push(skip("release.critical", `Critical pass rate of '${r.skill}' is unknown (no graded runs of critical evals).`));
  else {
    out.push({
      id: "release.critical",
      skill: r.skill,
      actual: r.criticalPassRate,
      threshold: t.critical,
      status: below(r.criticalPassRate, t.critical) ? statusOf(s.release) : "pass",
      message: `Critical pass rate of '${r.skill}' is ${pctFloor(r.criticalPassRate)} on ${r.criticalEvals} critical eval${r.criticalEvals === 1 ? "" : "s"} (${risk} risk: ${t.critical >= 1 ? "100%" : `at least ${pctThreshold(t.critical)}`})`
    });
  }
  if (t.toolReliability === null) out.push(skip("release.tool-reliability", `No tool-reliability gate at ${risk} risk.`));
  else if (r.toolReliability === null) out.push(skip("release.tool-reliability", `Tool reliability of '${r.skill}' is unknown (no runs).`));
  else {
    out.push({
      id: "release.tool-reliability",
      skill: r.skill,
      actual: r.toolReliability,
      threshold: t.toolReliability,
      status: below(r.toolReliability, t.toolReliability) ? statusOf(s.release) : "pass",
      message: `Tool reliability of '${r.skill}' is ${pctFloor(r.toolReliability)}: ${r.runsWithToolProblems} of ${r.runs} runs had a tool or API error (${risk} risk: at least ${pctThreshold(t.toolReliability)})`
    });
  }
  return out;
}
function criticalEvalsGate(skill, evals, s) {
  const critical = evals.filter((e) => e.critical);
  const base = { id: "critical-evals", skill };
  if (s.criticalEvals === "off") return { ...base, status: "skip", message: "Critical-evals gate is off." };
  if (critical.length === 0) return { ...base, status: "skip", message: `'${skill}' has no critical evals.` };
  const failing = critical.filter((e) => e.configurations.with_skill?.outcome === "fail");
  const unknown = critical.filter((e) => {
    const o = e.configurations.with_skill?.outcome;
    return o === void 0 || o === "error" || o === "inconclusive";
  });
  const desc = (e) => {
    const c = e.configurations.with_skill;
    return c ? `${e.id} (${c.passed} of ${c.trials} trials passed)` : `${e.id} (not run)`;
  };
  if (failing.length > 0) {
    return {
      ...base,
      status: statusOf(s.criticalEvals),
      evals: failing.map((e) => e.id),
      message: `Critical eval${failing.length === 1 ? "" : "s"} of '${skill}' fail${failing.length === 1 ? "s" : ""} with the skill: ${failing.map(desc).join(", ")}`
    };
  }
  if (unknown.length > 0) {
    return {
      ...base,
      status: "warn",
      evals: unknown.map((e) => e.id),
      message: `Critical eval${unknown.length === 1 ? "" : "s"} of '${skill}' could not be decided (errors or the skill was not used): ${unknown.map(desc).join(", ")}`
    };
  }
  return { ...base, status: "pass", message: `All ${critical.length} critical eval${critical.length === 1 ? "" : "s"} of '${skill}' pass.` };
}
function regressionGate(skill, hb, s) {
  const base = { id: "regression", skill };
  if (s.regression === "off") return { ...base, status: "skip", message: "Regression gate is off." };
  if (!hb) return { ...base, status: "skip", message: `No base results for '${skill}': regression not checked.` };
  const from = hb.source === "same_job" ? "the base version (same job)" : hb.source === "base_results" ? "the base results" : "the latest benchmark";
  if (hb.critical_regression) {
    return {
      ...base,
      status: statusOf(s.regression),
      rollback: s.regression === "fail",
      actual: hb.delta,
      evals: hb.worsened,
      message: `Critical regression of '${skill}' against ${from}: ${hb.critical && hb.critical.verdict === "regression" ? hb.critical.reason : hb.reason}`
    };
  }
  if (hb.verdict === "regression") {
    return { ...base, status: statusOf(s.regression), actual: hb.delta, evals: hb.worsened, message: `Regression of '${skill}' against ${from}: ${hb.reason}` };
  }
  if (hb.verdict === "inconclusive" && hb.delta < 0) {
    return { ...base, status: "warn", actual: hb.delta, evals: hb.worsened, message: `Possible regression of '${skill}' against ${from} (inconclusive): ${hb.reason}` };
  }
  const word = hb.verdict === "improvement" ? "Improvement" : hb.verdict === "no_change" ? "No meaningful change" : "No regression shown";
  return { ...base, status: "pass", actual: hb.delta, message: `${word} for '${skill}' against ${from}: ${hb.reason}` };
}
function antiGamingGate(skill, c, criticalNotRun, s, hasBase = true) {
  const base = { id: "anti-gaming", skill };
  if (s.antiGaming === "off") return { ...base, status: "skip", message: "Anti-gaming gate is off." };
  if (!hasBase && criticalNotRun.length === 0) return { ...base, status: "skip", message: `No base to compare the eval set of '${skill}' with.` };
  const parts = [];
  const list = (xs) => xs.join(", ");
  if (c.changed.length) parts.push(`changed since the base: ${list(c.changed)}`);
  if (c.removed.length) parts.push(`removed: ${list(c.removed)}${c.removed_critical.length ? ` (critical: ${list(c.removed_critical)})` : ""}`);
  if (c.unpaired.length) parts.push(`run on one side only: ${list(c.unpaired)}`);
  if (criticalNotRun.length) parts.push(`critical but not run: ${list(criticalNotRun)}`);
  const evals = [.../* @__PURE__ */ new Set([...c.changed, ...c.removed, ...c.unpaired, ...criticalNotRun])];
  if (parts.length === 0) {
    return { ...base, status: "pass", message: `Eval set of '${skill}' matches the base${c.added.length ? ` (added: ${list(c.added)})` : ""}.` };
  }
  return { ...base, status: statusOf(s.antiGaming), evals, message: `Evals of '${skill}' ${parts.join("; ")}` };
}
function dataGate(skill, graded, errors, inconclusive, skipped) {
  if (graded > 0) return { id: "data", skill, status: "pass", message: `'${skill}' has ${graded} graded run${graded === 1 ? "" : "s"} with the skill.` };
  return {
    id: "data",
    skill,
    status: "warn",
    message: `'${skill}' has no graded runs with the skill (${errors} error, ${inconclusive} inconclusive, ${skipped} skipped): nothing to judge it by.`
  };
}
function findingSkill(f) {
  return /\bskill '([^']+)'/i.exec(f.message)?.[1];
}
function coverageGate(skill, findings, s) {
  const base = skill === void 0 ? { id: "coverage" } : { id: "coverage", skill };
  const cov = findings.filter((f) => f.rule.startsWith("coverage."));
  if (s.coverage === "off") return { ...base, status: "skip", message: "Coverage gate is off." };
  const errors = cov.filter((f) => f.severity === "error");
  const warnings = cov.filter((f) => f.severity === "warning");
  if (errors.length) return { ...base, status: statusOf(s.coverage), message: errors.map((f) => f.message).join(" ") };
  if (warnings.length) return { ...base, status: "warn", message: warnings.map((f) => f.message).join(" ") };
  return { ...base, status: "pass", message: skill === void 0 ? "Coverage rules are met." : `Coverage rules are met for '${skill}'.` };
}

// src/gate/verdict.ts
var VERDICT_ORDER = ["go", "conditional_go", "no_go", "rollback"];
function decideVerdict(gates) {
  if (gates.some((g) => g.status === "fail" && g.rollback)) return "rollback";
  if (gates.some((g) => g.status === "fail")) return "no_go";
  if (gates.some((g) => g.status === "warn")) return "conditional_go";
  return "go";
}
function worstVerdict(vs) {
  return VERDICT_ORDER[Math.max(0, ...vs.map((v) => VERDICT_ORDER.indexOf(v)))];
}
function verdictReasons(verdict, gates) {
  if (verdict === "go") return ["Every gate passed."];
  if (verdict === "rollback") {
    const r = gates.filter((g) => g.status === "fail" && g.rollback);
    return [...r, ...gates.filter((g) => g.status === "fail" && !g.rollback)].map((g) => g.message);
  }
  if (verdict === "no_go") return gates.filter((g) => g.status === "fail").map((g) => g.message);
  return gates.filter((g) => g.status === "warn").map((g) => g.message);
}
var LEVELS = ["low", "medium", "high"];
var minLevel = (...ls) => LEVELS[Math.min(LEVELS.length - 1, ...ls.map((l) => LEVELS.indexOf(l)))];
function confidenceOf(c) {
  const reasons = [];
  const size = c.evals >= 5 && c.gradedRuns >= 15 ? "high" : c.evals >= 3 && c.gradedRuns >= 6 ? "medium" : "low";
  reasons.push(`suite size: ${c.evals} eval${c.evals === 1 ? "" : "s"}, ${c.gradedRuns} graded run${c.gradedRuns === 1 ? "" : "s"} with the skill (confidence ${size})`);
  const share = c.runs > 0 ? c.undecidedRuns / c.runs : 1;
  const inc = share <= 0.1 ? "high" : share <= 0.25 ? "medium" : "low";
  reasons.push(`runs with a pass/fail grade: ${c.runs - c.undecidedRuns} of ${c.runs}${c.undecidedRuns > 0 ? ` (${c.undecidedRuns} errored, inconclusive or skipped)` : ""} (confidence ${inc})`);
  let matching;
  if (!c.base) {
    matching = "medium";
    reasons.push("matching: no base results to compare with (confidence medium)");
  } else if (c.base.source === "benchmark") {
    matching = "low";
    reasons.push("matching: compared with a benchmark summary, not with paired runs (confidence low)");
  } else if (c.base.pairedShare < 0.5) {
    matching = "low";
    reasons.push(`matching: only ${Math.round(c.base.pairedShare * 100)}% of the evals are paired (confidence low)`);
  } else if (c.base.source === "same_job" && c.base.pairedShare >= 0.9 && c.base.changedOrRemoved === 0) {
    matching = "high";
    reasons.push("matching: paired by eval with base runs from the same job (confidence high)");
  } else {
    matching = "medium";
    reasons.push(
      c.base.source === "base_results" ? "matching: paired with base runs from another job (confidence medium)" : `matching: ${Math.round(c.base.pairedShare * 100)}% of the evals paired, ${c.base.changedOrRemoved} changed or removed (confidence medium)`
    );
  }
  for (const f of c.flags ?? []) reasons.push(`flag: ${f}`);
  return { level: minLevel(size, inc, matching), reasons, suite_size: size, inconclusive_share: Math.round(share * 1e4) / 1e4, matching };
}

// src/gate/clusters.ts
var NAMES = {
  run_error: { name: "Run errors", suggestion: "Look at the API or harness error in the run's line of runs.jsonl (or the viewer); rerun with --resume once it is fixed." },
  skill_not_used: { name: "Skill not used", suggestion: "Make the skill's description say when to use it, or preload it for this eval." },
  grading_error: { name: "Grading errors", suggestion: "Fix the check (see its ERROR evidence) or rerun the judge; these are not failures of the skill." },
  tool_call_failure: { name: "Tool call failures", suggestion: "Check which tools the skill tells the agent to use and how; see the run's transcript.md." },
  missing_output: { name: "Missing output files", suggestion: "Make the skill name the file it must write, and where." },
  unexpected_output: { name: "Unexpected output files", suggestion: "Tell the agent which files it must not create." },
  format_noncompliance: { name: "Format non-compliance", suggestion: "Give the exact output format in the skill (a template or schema) and an example." },
  missing_content: { name: "Missing content", suggestion: "Make the skill require the missing content explicitly." },
  forbidden_content: { name: "Forbidden content", suggestion: "Tell the agent what it must not write." },
  script_check_failed: { name: "Script check failures", suggestion: "Read the script's output in the evidence." },
  instruction_following_drift: { name: "Instruction-following drift", suggestion: "Compare the judged evidence with the skill's instructions; make the instruction explicit or add an example." }
};
function causeOf(kind, status, run) {
  if (status === "error") return "grading_error";
  switch (kind) {
    case "tool_called":
    case "tool_not_called":
      return "tool_call_failure";
    case "file_exists":
      return "missing_output";
    case "file_absent":
      return "unexpected_output";
    case "json_schema":
    case "json_path":
    case "frontmatter":
    case "regex":
      return "format_noncompliance";
    case "not_contains":
      return "forbidden_content";
    case "script":
      return "script_check_failed";
    case void 0:
      return run.toolErrors > 0 ? "tool_call_failure" : "instruction_following_drift";
    default:
      return run.toolErrors > 0 ? "tool_call_failure" : "missing_content";
  }
}
var normKind = (k) => k ? k.replace(/-/g, "_") : void 0;
function failureClusters(skill, runs, evals, results) {
  const clusters = /* @__PURE__ */ new Map();
  const byId = new Map(results.map((r) => [r.id, r]));
  const add = (kind, type, cause, evalId, example) => {
    const key = `${kind}|${type}|${cause}`;
    let c = clusters.get(key);
    if (!c) {
      const n = NAMES[cause];
      c = { key, name: n.name, skill, check_kind: kind, assertion_type: type, cause, failures: 0, suggestion: n.suggestion, _evals: /* @__PURE__ */ new Set(), _examples: /* @__PURE__ */ new Set() };
      clusters.set(key, c);
    }
    c.failures++;
    c._evals.add(evalId);
    if (c._examples.size < 3 && example) c._examples.add(example);
  };
  for (const run of runs) {
    if (run.configuration !== "with_skill") continue;
    const id = String(run.evalId);
    if (run.grade === "skipped") continue;
    if (run.apiError || run.grade === "error" && run.expectations.every((e) => e.source === "none")) {
      add("-", "-", "run_error", id, run.notes[0] ?? "");
      continue;
    }
    if (run.grade === "inconclusive") {
      add("-", "-", "skill_not_used", id, `eval ${id} run-${run.trial}`);
      continue;
    }
    const info = evals.get(id);
    run.expectations.forEach((e, i) => {
      const status = expectationStatus(e);
      if (status === "pass") return;
      const a = info?.assertions[i]?.text === e.text ? info.assertions[i] : info?.assertions.find((x) => x.text === e.text);
      const kind = normKind(e.check_kind ?? a?.check_kind);
      add(kind ?? "judge", a?.type ?? "-", causeOf(kind, status, run), id, e.text);
    });
  }
  const out = [];
  for (const c of clusters.values()) {
    const ids = [...c._evals];
    const critical = ids.some((id) => byId.get(id)?.critical);
    const flakyOnly = ids.every((id) => byId.get(id)?.configurations.with_skill?.outcome === "pass");
    out.push({
      key: c.key,
      name: c.name,
      skill: c.skill,
      check_kind: c.check_kind,
      assertion_type: c.assertion_type,
      cause: c.cause,
      severity: critical ? "high" : flakyOnly ? "low" : "medium",
      failures: c.failures,
      evals: ids,
      critical,
      examples: [...c._examples],
      suggestion: c.suggestion
    });
  }
  const sev = { high: 0, medium: 1, low: 2 };
  return out.sort((a, b) => sev[a.severity] - sev[b.severity] || b.failures - a.failures || (a.key < b.key ? -1 : 1));
}

// src/aggregate/types.ts
var SUMMARY_SCHEMA_ID = "https://github.com/skill-evals/skill-evals/schemas/summary.schema.json";

// src/gate/index.ts
var CONFIG_ORDER = ["with_skill", "without_skill", "old_skill"];
var round4 = (x) => Math.round(x * 1e4) / 1e4;
function compareIds(a, b) {
  const na = /^-?\d+$/.test(a);
  const nb = /^-?\d+$/.test(b);
  if (na && nb) return Number(a) - Number(b);
  if (na !== nb) return na ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}
var isGraded = (r) => r.grade === "pass" || r.grade === "fail";
function sum(xs) {
  return xs.reduce((a, b) => a + b, 0);
}
function perEvalPassRate(graded) {
  const byEval = /* @__PURE__ */ new Map();
  for (const r of graded) {
    const key = `${r.skill}\0${String(r.evalId)}`;
    const e = byEval.get(key) ?? { n: 0, k: 0 };
    e.n++;
    if (r.grade === "pass") e.k++;
    byEval.set(key, e);
  }
  let s = 0;
  for (const e of byEval.values()) s += e.k / e.n;
  return s / byEval.size;
}
function configurationStats(runs) {
  const graded = runs.filter(isGraded);
  const passed = graded.filter((r) => r.grade === "pass").length;
  const count = (g) => runs.filter((r) => r.grade === g).length;
  const ci = graded.length > 0 ? wilson(passed, graded.length) : null;
  const costs = runs.map((r) => r.costUsd).filter((c) => typeof c === "number");
  const considered = runs.filter((r) => r.grade !== "skipped");
  const reliable = considered.filter((r) => r.toolErrors === 0 && !r.apiError).length;
  const mean = (xs) => xs.length ? round4(sum(xs) / xs.length) : null;
  return {
    runs: runs.length,
    graded: graded.length,
    passed,
    failed: graded.length - passed,
    inconclusive: count("inconclusive"),
    errors: count("error"),
    skipped: count("skipped"),
    pass_rate: graded.length ? round4(runs.some((r) => r.stage !== void 0) ? perEvalPassRate(graded) : passed / graded.length) : null,
    pass_rate_ci: ci ? { low: round4(ci.low), high: round4(ci.high), level: 0.95 } : null,
    assertion_pass_rate: mean(graded.map((r) => r.total > 0 ? r.passed / r.total : 0)),
    mean_time_seconds: mean(graded.map((r) => r.timeSeconds)),
    mean_tokens: mean(graded.map((r) => r.tokens)),
    cost_usd: costs.length ? round4(sum(costs)) : null,
    cost_complete: runs.every((r) => typeof r.costUsd === "number"),
    tool_reliability: considered.length ? round4(reliable / considered.length) : null
  };
}
function toComparison(c) {
  return {
    verdict: c.verdict,
    head_rate: round4(c.headRate),
    base_rate: round4(c.baseRate),
    delta: round4(c.delta),
    p_value: c.pValue,
    ci_low: round4(c.ciLow),
    ci_high: round4(c.ciHigh),
    ci_level: c.ciLevel,
    method: c.method,
    reason: c.reason,
    n_evals: c.nEvals,
    excluded: c.excluded,
    ...pSplit(c)
  };
}
function pSplit(c) {
  return {
    p_sign_flip: c.pSignFlip,
    p_stratified: c.pStratified,
    decided_by: c.decidedBy,
    combination: c.combination,
    flipped_outright: { to_fail: c.flippedOutright.toFail, to_pass: c.flippedOutright.toPass }
  };
}
function logChoose(n, k) {
  let s = 0;
  for (let i = 1; i <= k; i++) s += Math.log((n - k + i) / i);
  return s;
}
function fisherOneSided(a, n1, b, n2) {
  const K = a + b;
  const N = n1 + n2;
  const lo = Math.max(0, K - n2);
  const hi = Math.min(K, n1);
  const logDen = logChoose(N, K);
  let pLess = 0;
  let pGreater = 0;
  for (let x = lo; x <= hi; x++) {
    const p = Math.exp(logChoose(n1, x) + logChoose(n2, K - x) - logDen);
    if (x <= a) pLess += p;
    if (x >= a) pGreater += p;
  }
  return { pLess: Math.min(1, pLess), pGreater: Math.min(1, pGreater) };
}
function binomTails(c, n, p) {
  if (p <= 0) return { pLess: 1, pGreater: c === 0 ? 1 : 0 };
  if (p >= 1) return { pLess: c === n ? 1 : 0, pGreater: 1 };
  let pLess = 0;
  let pGreater = 0;
  for (let x = 0; x <= n; x++) {
    const pr = Math.exp(logChoose(n, x) + x * Math.log(p) + (n - x) * Math.log(1 - p));
    if (x <= c) pLess += pr;
    if (x >= c) pGreater += pr;
  }
  return { pLess: Math.min(1, pLess), pGreater: Math.min(1, pGreater) };
}
var pts = (x) => {
  const v = Math.round(x * 100);
  return v === 0 ? "±0" : v > 0 ? `+${v}` : `−${-v}`;
};
function compareWithBenchmark(c, n, base, opts) {
  const { alpha, minDrop } = opts;
  const baseRate = base.passRate ?? 0;
  if (n === 0) {
    return {
      verdict: "inconclusive",
      head_rate: 0,
      base_rate: round4(baseRate),
      delta: 0,
      p_value: 1,
      ci_low: -1,
      ci_high: 1,
      ci_level: 1 - 2 * alpha,
      method: "none",
      reason: `no graded runs with the skill to compare with ${opts.label}`,
      n_evals: 0,
      excluded: []
    };
  }
  const headRate = c / n;
  const delta = headRate - baseRate;
  const counts = base.passed !== null && (base.graded ?? 0) > 0;
  const t = counts ? fisherOneSided(c, n, base.passed, base.graded) : binomTails(c, n, baseRate);
  const z = normalQuantile(1 - alpha);
  const w1 = wilson(c, n, z);
  let low;
  let high;
  if (counts) {
    const w2 = wilson(base.passed, base.graded, z);
    const p2 = base.passed / base.graded;
    low = delta - Math.sqrt((headRate - w1.low) ** 2 + (w2.high - p2) ** 2);
    high = delta + Math.sqrt((w1.high - headRate) ** 2 + (p2 - w2.low) ** 2);
  } else {
    low = w1.low - baseRate;
    high = w1.high - baseRate;
  }
  const method = (counts ? "one-sided Fisher exact test on run counts" : "one-sided exact binomial test against the recorded rate") + `, unpaired, α = ${alpha}`;
  const pReg = t.pLess;
  const pImp = t.pGreater;
  const pValue = delta < 0 ? pReg : delta > 0 ? pImp : Math.min(pReg, pImp);
  const minPts = Math.round(minDrop * 100);
  const head = `head ${Math.round(headRate * 100)}% (${c}/${n} runs) vs ${opts.label} ${Math.round(baseRate * 100)}%` + (counts ? ` (${base.passed}/${base.graded})` : base.metric === "assertions" ? " (assertion-level mean)" : "") + ` (${pts(delta)} pts), unpaired`;
  const p = pValue < 1e-3 ? "< 0.001" : `= ${pValue.toPrecision(2)}`;
  let verdict;
  let why;
  if (pReg < alpha && // Stryker disable next-line EqualityOperator: with the 1e-12 tolerance, ≤ and < differ only at exactly −minDrop + 1e-12
  delta <= -minDrop + 1e-12) {
    verdict = "regression";
    why = `one-sided p ${p} < ${alpha} and the drop is ≥ ${minPts} pts: regression`;
  } else if (pImp < alpha && // Stryker disable next-line EqualityOperator: with the 1e-12 tolerance, ≥ and > differ only at exactly minDrop − 1e-12
  delta >= minDrop - 1e-12) {
    verdict = "improvement";
    why = `one-sided p ${p} < ${alpha} and the gain is ≥ ${minPts} pts: improvement`;
  } else if (low > -minDrop && high < minDrop) {
    verdict = "no_change";
    why = `90% CI [${pts(low)}, ${pts(high)}] pts lies within ±${minPts} pts: no meaningful change`;
  } else {
    verdict = "inconclusive";
    why = `one-sided p ${p}: the data cannot tell (90% CI [${pts(low)}, ${pts(high)}] pts)`;
  }
  return {
    verdict,
    head_rate: round4(headRate),
    base_rate: round4(baseRate),
    delta: round4(delta),
    p_value: pValue,
    ci_low: round4(Math.max(-1, low)),
    ci_high: round4(Math.min(1, high)),
    ci_level: 1 - 2 * alpha,
    method,
    reason: `${head}; ${why}`,
    n_evals: 0,
    excluded: []
  };
}
function latestIteration(runs) {
  const it = Math.max(...runs.map((r) => r.iteration));
  return runs.filter((r) => r.iteration === it);
}
function stageOneCounts(runs) {
  const m = /* @__PURE__ */ new Map();
  if (!runs.some((r) => r.stage !== void 0)) return m;
  for (const r of runs) {
    if (!isGraded(r)) continue;
    const id = String(r.evalId);
    m.set(id, (m.get(id) ?? 0) + (r.stage === 2 ? 0 : 1));
  }
  return m;
}
var stagesOf = (head, base) => (id) => head.has(id) || base.has(id) ? { head: head.get(id) ?? 0, base: base.get(id) ?? 0 } : void 0;
function outcomesOf(runs) {
  const m = /* @__PURE__ */ new Map();
  for (const r of [...runs].sort((a, b) => a.trial - b.trial)) {
    if (!isGraded(r)) continue;
    const id = String(r.evalId);
    const list = m.get(id) ?? [];
    list.push(r.grade === "pass");
    m.set(id, list);
  }
  return m;
}
function hashesOf(runs) {
  const m = /* @__PURE__ */ new Map();
  for (const r of runs) if (r.definitionHash && !m.has(String(r.evalId))) m.set(String(r.evalId), r.definitionHash);
  return m;
}
function aggregateSkill(name, allRuns, ctx) {
  const s = ctx.settings;
  const runs = latestIteration(allRuns);
  const iteration = runs[0].iteration;
  const ids = [...new Set(runs.map((r) => String(r.evalId)))].sort(compareIds);
  const critical = (id) => isCriticalEval(name, id, ctx.evals?.get(id)?.critical, s);
  const byConfig = /* @__PURE__ */ new Map();
  for (const c of CONFIG_ORDER) {
    const list = runs.filter((r) => r.configuration === c);
    if (list.length) byConfig.set(c, list);
  }
  const ws = byConfig.get("with_skill") ?? [];
  const configurations = {};
  const passRate = {};
  for (const [c, list] of byConfig) {
    configurations[c] = configurationStats(list);
    passRate[c] = configurations[c].pass_rate;
  }
  const recordedHash = hashesOf(ws);
  const evalResults = ids.map((id) => {
    const confs = {};
    for (const [c, list] of byConfig) {
      const mine2 = list.filter((r) => String(r.evalId) === id).sort((a, b) => a.trial - b.trial);
      if (!mine2.length) continue;
      const graded = mine2.filter(isGraded);
      const passed = graded.filter((r) => r.grade === "pass").length;
      const anyError = mine2.some((r) => r.grade === "error" || r.grade === "skipped");
      confs[c] = { trials: mine2.length, graded: graded.length, passed, outcome: evalOutcome(mine2.length, passed, mine2.length - graded.length, anyError), runs: mine2.map((r) => r.grade) };
    }
    const any = runs.find((r) => String(r.evalId) === id);
    return {
      id,
      name: any.evalName,
      critical: critical(id),
      definition_hash: recordedHash.get(id) ?? ctx.evals?.get(id)?.definitionHash ?? null,
      configurations: confs
    };
  });
  const wsOut = outcomesOf(ws);
  const woRuns = byConfig.get("without_skill");
  const uplift = woRuns && ws.length ? toComparison(upliftOverBaseline(Object.fromEntries(wsOut), Object.fromEntries(outcomesOf(woRuns)), {
    alpha: s.alpha,
    minDrop: s.minDrop,
    seed: ctx.seed,
    stage1: stagesOf(stageOneCounts(ws), stageOneCounts(woRuns))
  })) : null;
  const changes = { changed: [], added: [], removed: [], removed_critical: [], unpaired: [], not_run: [], flags: [] };
  let headVsBase = null;
  let pairedShare = 0;
  let baseSideRuns = [];
  const old = byConfig.get("old_skill");
  const baseWs = ctx.baseRuns ? latestIteration(ctx.baseRuns).filter((r) => r.configuration === "with_skill") : [];
  if (old && old.length || baseWs.length) {
    const source = old && old.length ? "same_job" : "base_results";
    baseSideRuns = old && old.length ? old : baseWs;
    const baseOut = outcomesOf(baseSideRuns);
    const baseHash = hashesOf(baseSideRuns);
    const union = [.../* @__PURE__ */ new Set([...wsOut.keys(), ...baseOut.keys()])].sort(compareIds);
    const pairs = [];
    const stageOf = stagesOf(stageOneCounts(ws), stageOneCounts(baseSideRuns));
    for (const id of union) {
      const h = wsOut.get(id);
      const b = baseOut.get(id);
      if (!h || !b) {
        changes.unpaired.push(id);
        continue;
      }
      const hh = recordedHash.get(id);
      const bh = baseHash.get(id);
      if (hh && bh && hh !== bh) {
        changes.changed.push(id);
        continue;
      }
      const st = stageOf(id);
      pairs.push({ id, head: h, base: b, ...st ? { stage1: st } : {} });
    }
    pairedShare = union.length ? pairs.length / union.length : 0;
    const opts = { alpha: s.alpha, minDrop: s.minDrop, seed: ctx.seed };
    const cmp = toComparison(compareHeadBase(pairs, opts));
    const critPairs = pairs.filter((p) => critical(p.id));
    const crit = critPairs.length ? toComparison(compareHeadBase(critPairs, opts)) : null;
    const rate = (xs) => xs.filter(Boolean).length / xs.length;
    const worsened = pairs.filter((p) => rate(p.head) < rate(p.base)).map((p) => p.id);
    headVsBase = {
      ...cmp,
      source,
      paired: true,
      base_label: source === "same_job" ? "old_skill runs" : ctx.baseLabel,
      worsened,
      critical: crit,
      critical_regression: crit?.verdict === "regression" || cmp.verdict === "regression" && worsened.some(critical)
    };
  } else {
    const runModels = [...new Set(ws.map((r) => r.model))];
    const rec = latestBaseline(name, ctx.history, runModels.length === 1 ? runModels[0] : null);
    if (rec) {
      const g = ws.filter(isGraded);
      const cmp = compareWithBenchmark(g.filter((r) => r.grade === "pass").length, g.length, rec.skill, {
        alpha: s.alpha,
        minDrop: s.minDrop,
        label: `benchmark ${rec.entry.file.split(/[\\/]/).pop()}`
      });
      headVsBase = { ...cmp, source: "benchmark", paired: false, base_label: rec.entry.file, worsened: [], critical: null, critical_regression: false };
    }
  }
  if (ctx.baseEvals && ctx.evals) {
    for (const [id, e] of ctx.evals) {
      const b = ctx.baseEvals.get(id);
      if (!b) changes.added.push(id);
      else if (b.definitionHash !== e.definitionHash && !changes.changed.includes(id)) changes.changed.push(id);
    }
    for (const [id, b] of ctx.baseEvals) {
      if (ctx.evals.has(id)) continue;
      changes.removed.push(id);
      if (isCriticalEval(name, id, b.critical, s)) changes.removed_critical.push(id);
    }
  }
  if (ctx.evals) {
    for (const id of ctx.evals.keys()) if (!ids.includes(id)) changes.not_run.push(id);
  }
  for (const k of ["changed", "added", "removed", "unpaired", "not_run"]) changes[k].sort(compareIds);
  const criticalNotRun = [
    ...changes.not_run.filter(critical),
    ...evalResults.filter((e) => e.critical && !e.configurations.with_skill).map((e) => e.id)
  ];
  const plural = (n, w) => `${n} ${w}${n === 1 ? "" : "s"}`;
  if (changes.changed.length) changes.flags.push(`changed expectations: ${plural(changes.changed.length, "eval")} changed against the base (${changes.changed.join(", ")})`);
  if (changes.removed.length) changes.flags.push(`${plural(changes.removed.length, "eval")} removed since the base (${changes.removed.join(", ")})`);
  if (changes.added.length) changes.flags.push(`${plural(changes.added.length, "eval")} added since the base (${changes.added.join(", ")})`);
  if (changes.unpaired.length) changes.flags.push(`different eval sets: ${plural(changes.unpaired.length, "eval")} run on one side only (${changes.unpaired.join(", ")})`);
  if (criticalNotRun.length || changes.removed_critical.length) {
    changes.flags.push(`missing critical evals: ${[.../* @__PURE__ */ new Set([...criticalNotRun, ...changes.removed_critical])].join(", ")}`);
  }
  const incomplete = ws.filter((r) => r.apiError || r.grade === "error").length;
  if (incomplete) changes.flags.push(`incomplete traces: ${plural(incomplete, "run")} with the skill ended in an error`);
  const gradedEvals = evalResults.filter((e) => (e.configurations.with_skill?.graded ?? 0) > 0).length;
  if (headVsBase?.paired && gradedEvals < 5) {
    changes.flags.push(`too few evals: ${gradedEvals} (a paired test needs at least 5 evals changing the same way to reach p < 0.05)`);
  }
  const wsStats = configurations.with_skill;
  const critRuns = ws.filter((r) => critical(String(r.evalId)));
  const critGraded = critRuns.filter(isGraded);
  const considered = ws.filter((r) => r.grade !== "skipped");
  const gates = [
    dataGate(name, wsStats?.graded ?? 0, wsStats?.errors ?? 0, wsStats?.inconclusive ?? 0, wsStats?.skipped ?? 0),
    tierThresholdGate(name, ctx.tier, wsStats?.pass_rate ?? null, s),
    ...releaseGates(
      {
        skill: name,
        passRate: wsStats?.pass_rate ?? null,
        criticalPassRate: critGraded.length ? critGraded.filter((r) => r.grade === "pass").length / critGraded.length : null,
        criticalEvals: evalResults.filter((e) => e.critical).length,
        toolReliability: wsStats?.tool_reliability ?? null,
        runsWithToolProblems: considered.filter((r) => r.toolErrors > 0 || r.apiError).length,
        runs: considered.length
      },
      s
    ),
    criticalEvalsGate(name, evalResults, s),
    regressionGate(name, headVsBase, s),
    antiGamingGate(name, changes, [...new Set(criticalNotRun)], s, headVsBase !== null || ctx.baseEvals !== void 0)
  ];
  const mine = ctx.findings?.filter((f) => f.rule.startsWith("coverage.") && findingSkill(f) === name);
  if (mine && mine.length) gates.push(coverageGate(name, mine, s));
  const clusters = failureClusters(name, ws, ctx.evals ?? /* @__PURE__ */ new Map(), evalResults);
  const current = evalResults.filter((e) => e.configurations.with_skill).map((e) => ({ id: e.id, passed: e.configurations.with_skill.passed, graded: e.configurations.with_skill.graded }));
  const sat = saturation(name, current, ctx.history);
  const sideRuns = [...ws, ...baseSideRuns];
  const confidence = confidenceOf({
    evals: gradedEvals,
    gradedRuns: wsStats?.graded ?? 0,
    runs: sideRuns.length,
    undecidedRuns: sideRuns.filter((r) => !isGraded(r)).length,
    base: headVsBase ? { source: headVsBase.source, pairedShare: headVsBase.paired ? pairedShare : 0, changedOrRemoved: changes.changed.length + changes.removed.length } : null,
    flags: changes.flags
  });
  const verdict = decideVerdict(gates);
  const flaky = evalResults.filter((e) => {
    const o = new Set(wsOut.get(e.id));
    return o.has(true) && o.has(false);
  }).map((e) => e.id);
  const models = [...new Set(ws.map((r) => r.model))];
  return {
    name,
    tier: ctx.tier,
    path: ctx.path,
    iteration,
    model: models.length ? models.join(", ") : null,
    evals: ids.length,
    critical_evals: evalResults.filter((e) => e.critical).length,
    verdict,
    confidence: confidence.level,
    confidence_detail: confidence,
    pass_rate: passRate,
    cost_usd: costOf(runs),
    flags: { flaky, saturated: sat.saturated },
    configurations,
    uplift,
    head_vs_base: headVsBase,
    eval_changes: changes,
    saturation: sat,
    gates,
    clusters,
    eval_results: evalResults
  };
}
function costOf(runs) {
  const known = runs.map((r) => r.costUsd).filter((c) => typeof c === "number");
  const judge = runs.map((r) => r.judgeCostUsd).filter((c) => typeof c === "number");
  return known.length || judge.length ? round4(sum(known) + sum(judge)) : null;
}
function bySkill(xs) {
  const m = /* @__PURE__ */ new Map();
  for (const x of xs) {
    const l = m.get(x.skill) ?? [];
    l.push(x);
    m.set(x.skill, l);
  }
  return m;
}
function aggregate(input) {
  const settings = resolveGateSettings(input.config);
  const runsBySkill = bySkill(input.runs);
  const baseBySkill = input.baseRuns ? bySkill(input.baseRuns) : void 0;
  const evalsBySkill = input.evals ? bySkill(input.evals) : void 0;
  const baseEvalsBySkill = input.baseEvals ? bySkill(input.baseEvals) : void 0;
  const info = new Map(input.skills?.map((s) => [s.name, s]));
  const toMap = (xs) => new Map((xs ?? []).map((e) => [e.id, e]));
  const skills = [];
  for (const [name, runs] of runsBySkill) {
    const si = info.get(name);
    skills.push(
      aggregateSkill(name, runs, {
        settings,
        tier: si?.tier ?? tierOf(name, { tiers: input.config.tiers ?? {} }),
        path: si?.path ?? null,
        evals: evalsBySkill ? toMap(evalsBySkill.get(name)) : void 0,
        baseEvals: baseEvalsBySkill ? toMap(baseEvalsBySkill.get(name)) : void 0,
        baseRuns: baseBySkill?.get(name),
        baseLabel: input.baseLabel ?? "base results",
        findings: input.findings,
        history: input.history ?? [],
        seed: input.seed
      })
    );
  }
  skills.sort((a, b) => a.tier - b.tier || (a.name < b.name ? -1 : 1));
  const repoGates = [];
  if (input.findings) {
    const names = new Set(skills.map((s) => s.name));
    const rest = input.findings.filter((f) => !names.has(findingSkill(f)));
    repoGates.push(coverageGate(void 0, rest, settings));
  }
  if (skills.length === 0) {
    repoGates.push({ id: "data", status: "warn", message: "No graded runs: nothing to aggregate." });
  }
  const gates = [...skills.flatMap((s) => s.gates), ...repoGates];
  const verdict = worstVerdict([...skills.map((s) => s.verdict), decideVerdict(repoGates)]);
  const allWs = skills.map((s) => s.configurations.with_skill);
  const gradedEvals = sum(skills.map((s) => s.eval_results.filter((e) => (e.configurations.with_skill?.graded ?? 0) > 0).length));
  const gradedRuns = sum(allWs.map((c) => c?.graded ?? 0));
  const sides = skills.flatMap((s) => [s.configurations.with_skill, s.configurations.old_skill]);
  const runsConsidered = sum(sides.map((c) => c?.runs ?? 0));
  const undecided = sum(sides.map((c) => c ? c.runs - c.graded : 0));
  const overall = confidenceOf({ evals: gradedEvals, gradedRuns, runs: runsConsidered, undecidedRuns: undecided, base: null });
  const matching = skills.length ? minLevel(...skills.map((s) => s.confidence_detail.matching)) : "low";
  overall.matching = matching;
  overall.reasons = overall.reasons.filter((r) => !r.startsWith("matching")).concat(`matching: the weakest of the skills (confidence ${matching})`);
  overall.level = minLevel(overall.suite_size, overall.inconclusive_share <= 0.1 ? "high" : overall.inconclusive_share <= 0.25 ? "medium" : "low", matching);
  if (skills.length) {
    const weakest = minLevel(...skills.map((s) => s.confidence));
    const which = skills.filter((s) => s.confidence === weakest).map((s) => s.name);
    const shown = which.slice(0, 5).join(", ") + (which.length > 5 ? ` and ${which.length - 5} more` : "");
    overall.reasons.push(
      which.length === skills.length ? `skills: every skill's own confidence is ${weakest}` : `skills: the lowest of the skills' own confidences (${shown}: confidence ${weakest})`
    );
    overall.level = minLevel(overall.level, weakest);
  }
  const t = settings.releaseThresholds;
  const all = input.runs.filter((r) => skills.some((s) => s.name === r.skill && s.iteration === r.iteration));
  const costs = skills.map((s) => s.cost_usd).filter((c) => c !== null);
  return {
    $schema: SUMMARY_SCHEMA_ID,
    schema_version: 1,
    generated_at: input.generatedAt,
    ...all.some((r) => r.simulated) ? { simulated: true } : {},
    verdict,
    confidence: overall.level,
    confidence_detail: overall,
    reasons: verdictReasons(verdict, gates),
    risk_level: settings.riskLevel,
    settings: {
      alpha: settings.alpha,
      min_drop: settings.minDrop,
      tier_thresholds: { "1": settings.tierThresholds[1], "2": settings.tierThresholds[2], "3": settings.tierThresholds[3] },
      release_thresholds: { overall: t.overall, critical: t.critical, tool_reliability: t.toolReliability },
      human_review_recommended: t.humanReview
    },
    totals: {
      skills: skills.length,
      evals: sum(skills.map((s) => s.evals)),
      runs: all.length,
      graded: all.filter(isGraded).length,
      passed: all.filter((r) => r.grade === "pass").length,
      failed: all.filter((r) => r.grade === "fail").length,
      inconclusive: all.filter((r) => r.grade === "inconclusive").length,
      errors: all.filter((r) => r.grade === "error").length,
      skipped: all.filter((r) => r.grade === "skipped").length,
      cost_usd: costs.length ? round4(sum(costs)) : null
    },
    skills,
    gates,
    clusters: skills.flatMap((s) => s.clusters),
    sources: { results: input.sources?.results ?? null, base: input.sources?.base ?? null, history: input.sources?.history ?? [] }
  };
}
function benchmarks(input) {
  const info = new Map(input.skills?.map((s) => [s.name, s]));
  const groups = /* @__PURE__ */ new Map();
  for (const r of input.runs) {
    const k = `${r.skill}\0${r.iteration}`;
    const l = groups.get(k) ?? [];
    l.push(r);
    groups.set(k, l);
  }
  const out = [];
  for (const runs of groups.values()) {
    const { skill, iteration } = runs[0];
    const models = /* @__PURE__ */ new Map();
    for (const r of runs) models.set(r.model, (models.get(r.model) ?? 0) + 1);
    const model = [...models.entries()].sort((a, b) => b[1] - a[1])[0][0];
    const sorted = [...runs].sort((a, b) => compareIds(String(a.evalId), String(b.evalId)));
    out.push({
      skill,
      iteration,
      benchmark: buildBenchmark({
        skill,
        skillPath: info.get(skill)?.path ?? "",
        model,
        judgeModel: input.config.judgeModel ?? "",
        timestamp: input.generatedAt,
        trials: Math.max(...runs.map((r) => r.trial)),
        runs: sorted
      })
    });
  }
  return out.sort((a, b) => a.skill < b.skill ? -1 : a.skill > b.skill ? 1 : a.iteration - b.iteration);
}

export {
  resolveGateSettings,
  compareWithBenchmark,
  aggregate,
  benchmarks
};
