#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  loadResults
} from "./chunk-BHRKBYTB.js";
import "./chunk-ZUG2OYHV.js";
import {
  mdCode,
  mdEscape
} from "./chunk-DITMTTB5.js";
import "./chunk-TYLURLLW.js";
import "./chunk-KXW3OA23.js";
import "./chunk-T4XZ4NNE.js";
import {
  signFlipTest
} from "./chunk-UYQTJ7KB.js";
import "./chunk-OLO4343K.js";
import "./chunk-UFG4ZXKB.js";
import "./chunk-VWPNA2ZE.js";
import {
  writeFileAtomic
} from "./chunk-Q3A3SG3D.js";
import "./chunk-YT2GUATG.js";
import "./chunk-GUAVVKPA.js";
import "./chunk-DQGGB3WH.js";
import "./chunk-FAUTHJTF.js";
import {
  UsageError,
  oneOf,
  parse
} from "./chunk-EAYXTWPE.js";
import "./chunk-LUDV5MAU.js";
import "./chunk-6L67D3H4.js";
import "./chunk-XB3YVN6R.js";
import "./chunk-NUNZPVBM.js";
import "./chunk-CY6ICJBK.js";
import {
  ResultsLogError,
  SUMMARY_FILE,
  readSummaryFile,
  summaryOutline
} from "./chunk-WWKFZUJB.js";
import "./chunk-FFXZ2FSU.js";
import "./chunk-OMQOPVYZ.js";
import "./chunk-3BIITHQA.js";

// src/cli/compare-command.ts
import path2 from "node:path";

// src/compare/index.ts
import { stat } from "node:fs/promises";
import path from "node:path";

// src/compare/stats.ts
function logGamma(x) {
  const g = 7;
  const c = [
    0.9999999999998099,
    676.5203681218851,
    -1259.1392167224028,
    771.3234287776531,
    -176.6150291621406,
    12.507343278686905,
    -0.13857109526572012,
    9984369578019572e-21,
    15056327351493116e-23
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.abs(Math.sin(Math.PI * x))) - logGamma(1 - x);
  x -= 1;
  let a = c[0];
  const t = x + g + 0.5;
  for (let i = 1; i < g + 2; i++) a += c[i] / (x + i);
  return 0.5 * Math.log(2 * Math.PI) + (x + 0.5) * Math.log(t) - t + Math.log(a);
}
function erfc(x) {
  const z = Math.abs(x);
  const t = 1 / (1 + 0.5 * z);
  const r = t * Math.exp(
    -z * z - 1.26551223 + t * (1.00002368 + t * (0.37409196 + t * (0.09678418 + t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277))))))))
  );
  return x >= 0 ? r : 2 - r;
}
function normalCdf(x) {
  return 0.5 * erfc(-x / Math.SQRT2);
}
function noncentralTCdf(t, nu, delta, steps = 4e3) {
  if (!(nu > 0)) throw new RangeError(`noncentralTCdf: nu must be > 0, got ${nu}`);
  const logNorm = (nu / 2 - 1) * Math.LN2 + logGamma(nu / 2);
  const center = Math.sqrt(Math.max(nu - 1, 0));
  const lo = Math.max(0, center - 12);
  const hi = center + 12;
  const n = steps % 2 === 0 ? steps : steps + 1;
  const h = (hi - lo) / n;
  const sq = Math.sqrt(nu);
  const f = (u) => {
    if (u <= 0) return nu === 1 ? Math.exp(-logNorm) * normalCdf(-delta) : 0;
    const dens = Math.exp((nu - 1) * Math.log(u) - u * u / 2 - logNorm);
    return dens * normalCdf(t * u / sq - delta);
  };
  let s = f(lo) + f(hi);
  for (let i = 1; i < n; i++) s += (i % 2 === 1 ? 4 : 2) * f(lo + i * h);
  return Math.min(1, Math.max(0, s * h / 3));
}
function noncentralTInvDelta(t, nu, p) {
  let lo = t - 5;
  let hi = t + 5;
  for (let i = 0; i < 60 && noncentralTCdf(t, nu, lo) < p; i++) lo -= hi - lo;
  for (let i = 0; i < 60 && noncentralTCdf(t, nu, hi) > p; i++) hi += hi - lo;
  for (let i = 0; i < 80 && hi - lo > 1e-9; i++) {
    const mid = (lo + hi) / 2;
    if (noncentralTCdf(t, nu, mid) > p) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}
function pairedEffect(diffs, level = 0.95) {
  const n = diffs.length;
  const meanDiff = n > 0 ? diffs.reduce((a2, b) => a2 + b, 0) / n : 0;
  let ss = 0;
  for (const d of diffs) ss += (d - meanDiff) ** 2;
  const sdDiff = n > 1 ? Math.sqrt(ss / (n - 1)) : 0;
  if (n < 2 || sdDiff <= 1e-12 * Math.max(1, Math.abs(meanDiff))) return { n, meanDiff, sdDiff: n > 1 ? sdDiff : 0, dz: null, ci: null };
  const dz = meanDiff / sdDiff;
  const t = dz * Math.sqrt(n);
  const a = (1 - level) / 2;
  const low = noncentralTInvDelta(t, n - 1, 1 - a) / Math.sqrt(n);
  const high = noncentralTInvDelta(t, n - 1, a) / Math.sqrt(n);
  return { n, meanDiff, sdDiff, dz, ci: { low, high, level, method: "noncentral t inversion (Steiger & Fouladi)" } };
}
function effectLabel(d) {
  if (d === null) return null;
  const a = Math.abs(d);
  return a < 0.2 ? "negligible" : a < 0.5 ? "small" : a < 0.8 ? "medium" : "large";
}

// src/compare/index.ts
var gcd = (a, b) => {
  a = Math.abs(a);
  b = Math.abs(b);
  while (b) [a, b] = [b, a % b];
  return a;
};
var lcm = (a, b) => a / gcd(a, b) * b;
var key = (skill, id) => `${skill}\0${id}`;
function sideFromRuns(label, runs, opts = {}) {
  const config = opts.configuration ?? "with_skill";
  const metric = opts.metric ?? "runs";
  const mine = runs.filter((r) => r.configuration === config && (!opts.model || r.model === opts.model));
  const latest = /* @__PURE__ */ new Map();
  for (const r of mine) latest.set(r.skill, Math.max(latest.get(r.skill) ?? 0, r.iteration));
  const groups = /* @__PURE__ */ new Map();
  for (const r of mine) {
    if (r.iteration !== latest.get(r.skill)) continue;
    const k = key(r.skill, String(r.evalId));
    groups.set(k, [...groups.get(k) ?? [], r]);
  }
  const cases = /* @__PURE__ */ new Map();
  const ungraded = [];
  for (const [k, rs] of groups) {
    const skill = rs[0].skill;
    const evalId = String(rs[0].evalId);
    const graded = rs.filter((r) => r.grade === "pass" || r.grade === "fail");
    const usable = metric === "assertions" ? graded.filter((r) => r.total > 0) : graded;
    if (usable.length === 0) {
      ungraded.push({ skill, evalId });
      continue;
    }
    let num;
    let den;
    if (metric === "runs") {
      num = usable.filter((r) => r.grade === "pass").length;
      den = usable.length;
    } else {
      const L = usable.reduce((a, r) => lcm(a, r.total), 1);
      num = usable.reduce((a, r) => a + r.passed * (L / r.total), 0);
      den = L * usable.length;
    }
    cases.set(k, { skill, evalId, runs: usable.length, num, den, score: num / den });
  }
  const models = [...new Set(mine.map((r) => r.model).filter(Boolean))].sort();
  return { label, cases, ungraded, models, source: "results" };
}
function sideFromSummary(label, json, opts = {}) {
  const config = opts.configuration ?? "with_skill";
  const cases = /* @__PURE__ */ new Map();
  const ungraded = [];
  const models = /* @__PURE__ */ new Set();
  for (const s of summaryOutline(json)?.skills ?? []) {
    if (opts.model && s.model !== opts.model) continue;
    if (s.model !== null) models.add(s.model);
    for (const e of s.evalResults) {
      const c = e.configurations[config];
      if (!c) continue;
      const graded = c.graded ?? 0;
      const passed = c.passed ?? 0;
      if (graded <= 0) ungraded.push({ skill: s.name, evalId: e.id });
      else cases.set(key(s.name, e.id), { skill: s.name, evalId: e.id, runs: graded, num: passed, den: graded, score: passed / graded });
    }
  }
  return { label, cases, ungraded, models: [...models].sort(), source: "summary" };
}
var CompareDataError = class extends Error {
};
async function loadSide(p, opts = {}) {
  const abs = path.resolve(p);
  const info = await stat(abs).catch(() => void 0);
  if (!info) throw new CompareDataError(`'${p}' does not exist.`);
  let summaryFile;
  if (info.isDirectory()) {
    const { runs } = await loadResults(abs);
    if (runs.length > 0) return sideFromRuns(p, runs, opts);
    summaryFile = path.join(abs, SUMMARY_FILE);
  } else summaryFile = abs;
  let json;
  try {
    json = await readSummaryFile(summaryFile);
  } catch (err) {
    if (err instanceof ResultsLogError) throw new CompareDataError(`'${p}' holds no graded runs and no valid summary.json: ${err.message}`);
    throw new CompareDataError(`'${p}' holds no graded runs and no readable summary.json.`);
  }
  if (json === void 0) throw new CompareDataError(`'${p}' holds no graded runs and no readable summary.json.`);
  if ((opts.metric ?? "runs") !== "runs") throw new CompareDataError(`'${p}' is a summary.json: only --metric runs can be compared from it.`);
  return sideFromSummary(p, json, opts);
}
var round = (x, d = 6) => Math.round(x * 10 ** d) / 10 ** d;
var cmpCase = (a, b) => {
  if (a.skill !== b.skill) return a.skill < b.skill ? -1 : 1;
  const na = /^-?\d+$/.test(a.evalId);
  const nb = /^-?\d+$/.test(b.evalId);
  if (na && nb) return Number(a.evalId) - Number(b.evalId);
  if (na !== nb) return na ? -1 : 1;
  return a.evalId < b.evalId ? -1 : a.evalId > b.evalId ? 1 : 0;
};
function compareSides(A, B, opts = {}) {
  const alpha = opts.alpha ?? 0.05;
  const metric = opts.metric ?? "runs";
  const matched = [];
  const onlyA = [];
  const onlyB = [];
  const ungradedA = new Set(A.ungraded.map((u) => key(u.skill, u.evalId)));
  const ungradedB = new Set(B.ungraded.map((u) => key(u.skill, u.evalId)));
  for (const [k, a] of A.cases) {
    const b = B.cases.get(k);
    if (b) matched.push({ a, b });
    else if (!ungradedB.has(k)) onlyA.push(a);
  }
  for (const [k, b] of B.cases) if (!A.cases.has(k) && !ungradedA.has(k)) onlyB.push(b);
  matched.sort((x, y) => cmpCase(x.a, y.a));
  const pairs = matched.map(({ a, b }) => ({
    skill: a.skill,
    eval_id: a.evalId,
    a: round(a.score),
    b: round(b.score),
    diff: round(b.score - a.score),
    a_runs: a.runs,
    b_runs: b.runs
  }));
  const diffs = matched.map(({ a, b }) => b.score - a.score);
  let D = 1;
  let exactScale = true;
  for (const { a, b } of matched) {
    D = lcm(D, lcm(a.den, b.den));
    if (D > 1e7) {
      exactScale = false;
      break;
    }
  }
  const notes = [];
  const ints = exactScale ? matched.map(({ a, b }) => Math.round(b.num * (D / b.den) - a.num * (D / a.den))) : diffs.map((d) => Math.round(d * 1e6));
  if (!exactScale) notes.push("The scores have too many distinct denominators to scale exactly; the differences were rounded to 1e-6 for the test.");
  const sf = signFlipTest(ints, { seed: opts.seed ?? 24301 });
  const nonzero = ints.filter((x) => x !== 0).length;
  const minP = nonzero > 0 ? Math.min(1, 2 / 2 ** nonzero) : 1;
  const eff = pairedEffect(diffs, opts.level ?? 0.95);
  const n = matched.length;
  const meanA = n ? matched.reduce((s, m) => s + m.a.score, 0) / n : null;
  const meanB = n ? matched.reduce((s, m) => s + m.b.score, 0) / n : null;
  const significant = n > 0 && sf.pTwoSided < alpha;
  const winner = significant ? eff.meanDiff > 0 ? "B" : eff.meanDiff < 0 ? "A" : null : null;
  if (n === 0) notes.push("No case is present, with graded runs, on both sides: nothing to compare.");
  if (n > 0 && minP >= alpha) {
    notes.push(`Only ${nonzero} case(s) differ: the exact test cannot reach p < ${alpha} with so few (the smallest possible two-sided p is ${round(minP, 4)}); add evals or trials.`);
  }
  if (n >= 2 && eff.dz === null && nonzero > 0) notes.push("Every case moved by the same amount (s_d = 0): d_z is infinite and has no interval; see the mean difference and the test.");
  const pctTxt = (x) => `${round(x * 100, 1)} points`;
  const verdict = n === 0 ? "nothing to compare" : significant ? `${winner === "B" ? "B is better than A" : "B is worse than A"} (mean difference ${pctTxt(eff.meanDiff)}, p = ${round(sf.pTwoSided, 4)} < ${alpha})` : `no significant difference (mean difference ${pctTxt(eff.meanDiff)}, p = ${round(sf.pTwoSided, 4)} ≥ ${alpha})`;
  const side = (s, mean) => ({ label: s.label, cases: s.cases.size, mean: mean === null ? null : round(mean), models: s.models, source: s.source });
  const ref = (c) => ({ skill: c.skill, eval_id: c.evalId });
  return {
    schema_version: 1,
    metric,
    configuration: opts.configuration ?? "with_skill",
    a: side(A, meanA),
    b: side(B, meanB),
    n,
    mean_a: meanA === null ? null : round(meanA),
    mean_b: meanB === null ? null : round(meanB),
    mean_diff: n ? round(eff.meanDiff) : null,
    sd_diff: n ? round(eff.sdDiff) : null,
    d_z: eff.dz === null ? null : round(eff.dz),
    d_z_ci: eff.ci ? { ...eff.ci, low: round(eff.ci.low), high: round(eff.ci.high) } : null,
    effect: effectLabel(eff.dz),
    test: {
      method: sf.exact ? "exact paired sign-flip (permutation) test on the differences, two-sided" : `paired sign-flip (permutation) test, Monte-Carlo with ${sf.samples} seeded draws, two-sided`,
      statistic: round(diffs.reduce((s, d) => s + d, 0)),
      p_two_sided: sf.pTwoSided,
      p_b_better: sf.pGreater,
      p_b_worse: sf.pLess,
      exact: sf.exact,
      ...sf.samples !== void 0 ? { samples: sf.samples } : {},
      nonzero,
      min_attainable_p: minP
    },
    alpha,
    significant,
    winner,
    verdict,
    improved: diffs.filter((d) => d > 1e-12).length,
    worsened: diffs.filter((d) => d < -1e-12).length,
    tied: diffs.filter((d) => Math.abs(d) <= 1e-12).length,
    pairs,
    unmatched: {
      only_a: onlyA.sort(cmpCase).map(ref),
      only_b: onlyB.sort(cmpCase).map(ref),
      ungraded_a: [...A.ungraded].sort(cmpCase).map(ref),
      ungraded_b: [...B.ungraded].sort(cmpCase).map(ref)
    },
    notes
  };
}
async function compareResults(a, b, opts = {}) {
  const sideOpts = { ...opts.metric ? { metric: opts.metric } : {}, ...opts.configuration ? { configuration: opts.configuration } : {} };
  const A = await loadSide(a, { ...sideOpts, ...opts.modelA ? { model: opts.modelA } : {} });
  const B = await loadSide(b, { ...sideOpts, ...opts.modelB ? { model: opts.modelB } : {} });
  return compareSides(A, B, opts);
}
var fmt = (x, d = 3) => x === null ? "—" : String(round(x, d));
var pct = (x) => x === null ? "—" : `${round(x * 100, 1)}%`;
var signed = (x) => x > 0 ? `+${round(x * 100, 1)}` : `${round(x * 100, 1)}`;
function compareMarkdown(r) {
  const out = [
    `# Compare: A = ${mdCode(r.a.label)} vs B = ${mdCode(r.b.label)}`,
    "",
    `**${mdEscape(r.verdict)}**`,
    "",
    `| | A | B |`,
    `|---|---|---|`,
    `| Cases with graded runs | ${r.a.cases} | ${r.b.cases} |`,
    `| Mean score over the ${r.n} matched cases | ${pct(r.mean_a)} | ${pct(r.mean_b)} |`,
    `| Models | ${r.a.models.map(mdCode).join(", ") || "—"} | ${r.b.models.map(mdCode).join(", ") || "—"} |`,
    "",
    `- Score per case: ${r.metric === "runs" ? "share of graded runs that passed every assertion" : "mean share of assertions passed per graded run"} (${mdCode(r.configuration)} runs).`,
    `- Paired differences B − A over ${r.n} matched case(s): mean ${r.mean_diff === null ? "—" : signed(r.mean_diff)} points, SD ${fmt(r.sd_diff)}; ${r.improved} improved, ${r.worsened} worsened, ${r.tied} unchanged.`,
    `- Effect size: Cohen's d_z = ${fmt(r.d_z)}${r.d_z_ci ? ` (${Math.round(r.d_z_ci.level * 100)}% CI ${fmt(r.d_z_ci.low)} to ${fmt(r.d_z_ci.high)}, ${r.d_z_ci.method})` : ""}${r.effect ? `, ${r.effect}` : ""}.`,
    `- Test: ${r.test.method}; p = ${fmt(r.test.p_two_sided, 4)} (one-sided: B better ${fmt(r.test.p_b_better, 4)}, B worse ${fmt(r.test.p_b_worse, 4)}); α = ${r.alpha}.`
  ];
  for (const n of r.notes) out.push(`- Note: ${mdEscape(n)}`);
  if (r.pairs.length > 0) {
    out.push("", "## Per case", "", "| Skill | Eval | A | B | B − A | Runs A/B |", "|---|---|---|---|---|---|");
    for (const p of r.pairs) out.push(`| ${mdCode(p.skill)} | ${mdCode(p.eval_id)} | ${pct(p.a)} | ${pct(p.b)} | ${signed(p.diff)} | ${p.a_runs}/${p.b_runs} |`);
  }
  const u = r.unmatched;
  const list = (xs) => xs.map((x) => `${mdCode(x.skill)} ${mdCode(x.eval_id)}`).join(", ");
  if (u.only_a.length + u.only_b.length + u.ungraded_a.length + u.ungraded_b.length > 0) {
    out.push("", "## Unmatched cases (left out)", "");
    if (u.only_a.length) out.push(`- Only in A: ${list(u.only_a)}`);
    if (u.only_b.length) out.push(`- Only in B: ${list(u.only_b)}`);
    if (u.ungraded_a.length) out.push(`- No graded run in A: ${list(u.ungraded_a)}`);
    if (u.ungraded_b.length) out.push(`- No graded run in B: ${list(u.ungraded_b)}`);
  }
  return out.join("\n") + "\n";
}

// src/cli/compare-command.ts
var COMPARE_HELP = `Usage: skill-evals compare A B [--format md|json] [options]

Compares two result sets case by case (skill + eval id): two graded results folders (or
summary.json files), e.g. two versions of a skill or two models. Differences are B − A.

  --format FMT        md (default) or json
  --metric M          runs (default: share of graded runs passing every assertion) or
                      assertions (mean share of assertions passed)
  --configuration C   with_skill (default), without_skill or old_skill
  --model-a M         only A's runs of model M (two models in one folder)
  --model-b M         only B's runs of model M
  --alpha X           significance level of the two-sided test (default 0.05)
  --seed N            seed of the Monte-Carlo fallback of the test (default fixed)
  --out FILE          also write the report to FILE
`;
async function compareCommand(argv, io) {
  const { values, positionals } = parse(argv, {
    format: { type: "string" },
    metric: { type: "string" },
    configuration: { type: "string" },
    "model-a": { type: "string" },
    "model-b": { type: "string" },
    alpha: { type: "string" },
    seed: { type: "string" },
    out: { type: "string" },
    help: { type: "boolean", short: "h" }
  }, "own");
  if (values.help) {
    io.stdout(COMPARE_HELP);
    return 0;
  }
  if (positionals.length !== 2) throw new UsageError(`needs exactly two result sets, A and B (got ${positionals.length})`);
  const format = oneOf(values.format, ["md", "json"], "--format", "md");
  const metric = oneOf(values.metric, ["runs", "assertions"], "--metric", "runs");
  const configuration = oneOf(values.configuration, ["with_skill", "without_skill", "old_skill"], "--configuration", "with_skill");
  const alpha = values.alpha === void 0 ? 0.05 : Number(values.alpha);
  if (!(alpha > 0 && alpha < 1)) throw new UsageError(`--alpha must be between 0 and 1 (got '${values.alpha}')`);
  const seed = values.seed === void 0 ? void 0 : Number(values.seed);
  if (seed !== void 0 && !Number.isInteger(seed)) throw new UsageError(`--seed must be an integer (got '${values.seed}')`);
  let result;
  try {
    result = await compareResults(path2.resolve(io.cwd, positionals[0]), path2.resolve(io.cwd, positionals[1]), {
      metric,
      configuration,
      alpha,
      ...seed !== void 0 ? { seed } : {},
      ...values["model-a"] ? { modelA: values["model-a"] } : {},
      ...values["model-b"] ? { modelB: values["model-b"] } : {}
    });
  } catch (err) {
    if (err instanceof CompareDataError) {
      io.stderr(`skill-evals compare: ${err.message}
`);
      return 2;
    }
    throw err;
  }
  result.a.label = positionals[0];
  result.b.label = positionals[1];
  const text = format === "json" ? JSON.stringify(result, null, 2) + "\n" : compareMarkdown(result);
  io.stdout(text);
  if (values.out) await writeFileAtomic(path2.resolve(io.cwd, values.out), text);
  return 0;
}
export {
  COMPARE_HELP,
  compareCommand
};
