#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);

// src/aggregate/stats.ts
function mean(xs) {
  if (xs.length === 0) return 0;
  let s = 0;
  for (const x of xs) s += x;
  return s / xs.length;
}
function normalQuantile(p) {
  if (!(p > 0 && p < 1)) {
    if (p === 0) return -Infinity;
    if (p === 1) return Infinity;
    throw new RangeError(`normalQuantile: p must be in [0, 1], got ${p}`);
  }
  const a = [-39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716, 2.506628277459239];
  const b = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
  const c = [-0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968, 2.938163982698783];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const pLow = 0.02425;
  if (p < pLow) {
    const q2 = Math.sqrt(-2 * Math.log(p));
    return (((((c[0] * q2 + c[1]) * q2 + c[2]) * q2 + c[3]) * q2 + c[4]) * q2 + c[5]) / ((((d[0] * q2 + d[1]) * q2 + d[2]) * q2 + d[3]) * q2 + 1);
  }
  if (p > 1 - pLow) return -normalQuantile(1 - p);
  const q = p - 0.5;
  const r = q * q;
  return (((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q / (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1);
}
function wilson(successes, n, z = 1.959964) {
  if (!(n >= 0) || !(successes >= 0) || successes > n || !Number.isFinite(n)) {
    throw new RangeError(`wilson: need 0 <= successes <= n, got ${successes}/${n}`);
  }
  if (n === 0) return { low: 0, high: 1, center: 0.5 };
  const p = successes / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const center = (p + z2 / (2 * n)) / denom;
  const half = z / denom * Math.sqrt(p * (1 - p) / n + z2 / (4 * n * n));
  return {
    low: successes === 0 ? 0 : Math.max(0, center - half),
    high: successes === n ? 1 : Math.min(1, center + half),
    center
  };
}
function passAtK(n, c, k) {
  if (![n, c, k].every(Number.isInteger) || n < 1 || c < 0 || c > n || k < 1 || k > n) {
    throw new RangeError(`passAtK: need integers n >= 1, 0 <= c <= n, 1 <= k <= n; got n=${n}, c=${c}, k=${k}`);
  }
  if (n - c < k) return 1;
  let prod = 1;
  for (let i = n - c + 1; i <= n; i++) prod *= 1 - k / i;
  return 1 - prod;
}
function consistency(outcomes) {
  return outcomes.every((o) => o === outcomes[0]);
}
function isFlaky(outcomes) {
  return !consistency(outcomes);
}
function seededRandom(seed) {
  let t = seed >>> 0;
  return () => {
    t = t + 1831565813 >>> 0;
    let r = Math.imul(t ^ t >>> 15, t | 1);
    r ^= r + Math.imul(r ^ r >>> 7, r | 61);
    return ((r ^ r >>> 14) >>> 0) / 4294967296;
  };
}
function gcd(a, b) {
  while (b) [a, b] = [b, a % b];
  return a;
}
function signFlipTest(x, opts = {}) {
  const xs = x.filter((v) => v !== 0).map(Math.abs);
  const t = x.reduce((s, v) => s + v, 0);
  if (xs.length === 0) return { pLess: 1, pGreater: 1, pTwoSided: 1, exact: true };
  const range = xs.reduce((s, v) => s + v, 0);
  const maxWork = opts.maxExactWork ?? 2e7;
  if (xs.length * range <= maxWork && xs.every(Number.isInteger)) {
    let f = new Float64Array(2 * range + 1);
    let g = new Float64Array(2 * range + 1);
    f[range] = 1;
    let reach = 0;
    for (const v of xs) {
      g.fill(0, range - reach - v, range + reach + v + 1);
      for (let s = range - reach; s <= range + reach; s++) {
        const p = f[s];
        if (p === 0) continue;
        g[s - v] = g[s - v] + 0.5 * p;
        g[s + v] = g[s + v] + 0.5 * p;
      }
      ;
      [f, g] = [g, f];
      reach += v;
    }
    let pLess = 0;
    let pGreater = 0;
    let pTwo = 0;
    const at = Math.abs(t);
    for (let i = 0; i < f.length; i++) {
      const p = f[i];
      if (p === 0) continue;
      const s = i - range;
      if (s <= t) pLess += p;
      if (s >= t) pGreater += p;
      if (Math.abs(s) >= at) pTwo += p;
    }
    return { pLess: Math.min(1, pLess), pGreater: Math.min(1, pGreater), pTwoSided: Math.min(1, pTwo), exact: true };
  }
  const rng = seededRandom(opts.seed ?? 24301);
  const samples = opts.samples ?? 2e4;
  const eps = 1e-9 * Math.max(1, range);
  let le = 0;
  let ge = 0;
  let two = 0;
  for (let r = 0; r < samples; r++) {
    let s = 0;
    for (const v of xs) s += rng() < 0.5 ? -v : v;
    if (s <= t + eps) le++;
    if (s >= t - eps) ge++;
    if (Math.abs(s) >= Math.abs(t) - eps) two++;
  }
  return {
    pLess: (1 + le) / (1 + samples),
    pGreater: (1 + ge) / (1 + samples),
    pTwoSided: (1 + two) / (1 + samples),
    exact: false,
    samples
  };
}
var logFactCache = [0];
function logFactorial(n) {
  for (let k = logFactCache.length; k <= n; k++) logFactCache.push(logFactCache[k - 1] + Math.log(k));
  return logFactCache[n];
}
var logChoose = (n, k) => logFactorial(n) - logFactorial(k) - logFactorial(n - k);
var EVIDENCE_SCALE = 8;
function upperTailOfScoreSum(strata) {
  let observed = 0;
  for (const s of strata) observed += s.score[s.at];
  if (observed === 0) return 1;
  let f = new Float64Array(observed + 1);
  let g = new Float64Array(observed + 1);
  f[0] = 1;
  let reach = 0;
  for (const s of strata) {
    let top = 0;
    for (let j = 0; j < s.score.length; j++) if (s.score[j] > top) top = s.score[j];
    const next = Math.min(observed, reach + top);
    g.fill(0, 0, next + 1);
    for (let a = 0; a <= reach; a++) {
      const fa = f[a];
      if (fa === 0) continue;
      if (a === observed) {
        g[observed] = g[observed] + fa;
        continue;
      }
      for (let j = 0; j < s.pmf.length; j++) {
        const c = Math.min(observed, a + s.score[j]);
        g[c] = g[c] + fa * s.pmf[j];
      }
    }
    ;
    [f, g] = [g, f];
    reach = next;
  }
  let total = 0;
  for (let v = 0; v <= reach; v++) total += f[v];
  return Math.min(1, f[observed] / total);
}
function stratifiedPermutationTest(strata, opts = {}) {
  const statistic = opts.statistic ?? "evidence";
  const moving = [];
  const pmfs = /* @__PURE__ */ new Map();
  let observed = 0;
  let expected = 0;
  for (const s of strata) {
    const { headPasses: h, headTrials: n, basePasses: b, baseTrials: m } = s;
    if (![h, n, b, m].every(Number.isInteger) || h < 0 || b < 0 || h > n || b > m) {
      throw new RangeError(`stratifiedPermutationTest: bad counts ${h}/${n} vs ${b}/${m}`);
    }
    observed += h;
    const K = h + b;
    if (n + m > 0) expected += K * n / (n + m);
    const lo = Math.max(0, K - m);
    const hi = Math.min(n, K);
    if (hi <= lo) continue;
    const key = `${n},${m},${K}`;
    const known = pmfs.get(key);
    if (known) {
      moving.push({ lo, pmf: known, h, key });
      continue;
    }
    const logW = [];
    let top = -Infinity;
    for (let x = lo; x <= hi; x++) {
      const l = logChoose(n, x) + logChoose(m, K - x);
      logW.push(l);
      if (l > top) top = l;
    }
    const pmf = new Float64Array(hi - lo + 1);
    let sum = 0;
    for (let j = 0; j < pmf.length; j++) {
      pmf[j] = Math.exp(logW[j] - top);
      sum += pmf[j];
    }
    for (let j = 0; j < pmf.length; j++) pmf[j] = pmf[j] / sum;
    pmfs.set(key, pmf);
    moving.push({ lo, pmf, h, key });
  }
  const base = { statistic, informative: moving.length, observed, expected, exact: true };
  if (moving.length === 0) return { pLess: 1, pGreater: 1, pTwoSided: 1, ...base };
  let pLess;
  let pGreater;
  if (statistic === "passes") {
    const ramps = /* @__PURE__ */ new Map();
    for (const [key, pmf] of pmfs) ramps.set(key, { up: Int32Array.from(pmf, (_, j) => j), down: Int32Array.from(pmf, (_, j) => pmf.length - 1 - j) });
    const up = moving.map((s) => ({ pmf: s.pmf, score: ramps.get(s.key).up, at: s.h - s.lo }));
    const down = moving.map((s) => ({ pmf: s.pmf, score: ramps.get(s.key).down, at: s.h - s.lo }));
    pGreater = upperTailOfScoreSum(up);
    pLess = upperTailOfScoreSum(down);
  } else {
    const tails = /* @__PURE__ */ new Map();
    for (const [key, pmf] of pmfs) {
      const len = pmf.length;
      const le = new Float64Array(len);
      const ge = new Float64Array(len);
      let acc = 0;
      for (let j = 0; j < len; j++) le[j] = Math.min(1, acc += pmf[j]);
      acc = 0;
      for (let j = len - 1; j >= 0; j--) ge[j] = Math.min(1, acc += pmf[j]);
      tails.set(key, { le, ge });
    }
    let rawRange = 0;
    for (const s of moving) {
      const t = tails.get(s.key);
      rawRange += Math.max(-Math.log(Math.max(Number.MIN_VALUE, t.le[0])), -Math.log(Math.max(Number.MIN_VALUE, t.ge[t.ge.length - 1])));
    }
    const scale = rawRange * EVIDENCE_SCALE <= 2e4 ? EVIDENCE_SCALE : Math.max(1e-3, 2e4 / rawRange);
    const score = (p) => Math.max(0, Math.round(-Math.log(Math.max(Number.MIN_VALUE, p)) * scale));
    const scores = /* @__PURE__ */ new Map();
    for (const [key, t] of tails) scores.set(key, { le: Int32Array.from(t.le, score), ge: Int32Array.from(t.ge, score) });
    pLess = upperTailOfScoreSum(moving.map((s) => ({ pmf: s.pmf, score: scores.get(s.key).le, at: s.h - s.lo })));
    pGreater = upperTailOfScoreSum(moving.map((s) => ({ pmf: s.pmf, score: scores.get(s.key).ge, at: s.h - s.lo })));
  }
  return { pLess, pGreater, pTwoSided: Math.min(1, 2 * Math.min(pLess, pGreater)), ...base };
}
function minDetectableEffect(args) {
  const m = args.nEvals;
  if (!(m >= 1)) return 1;
  const trials = Math.max(1, args.trials ?? 1);
  const alpha = args.alpha ?? 0.05;
  const a = (args.alternative ?? "one-sided") === "one-sided" ? alpha : alpha / 2;
  const sd = args.sdPerEval ?? Math.sqrt(0.5 / trials);
  const approx = (normalQuantile(1 - a) + normalQuantile(args.power ?? 0.8)) * sd / Math.sqrt(m);
  const kMin = Math.ceil(Math.log(1 / a) / Math.LN2 + 1e-12);
  const floor = kMin > m ? 1 : kMin / (trials * m);
  return Math.min(1, Math.max(approx, floor));
}
var pts = (x) => {
  const v = Math.round(x * 100);
  return v > 0 ? `+${v}` : v < 0 ? `−${-v}` : "±0";
};
var pct = (x) => `${Math.round(x * 100)}%`;
var fmtP = (p, alpha) => {
  if (p < 1e-3) return "< 0.001";
  if (p >= 0.995) return "= 1";
  const s = p.toPrecision(2);
  return `= ${Number(s) === alpha && p !== alpha ? p.toPrecision(4) : s}`;
};
var fmtTrials = (t) => t.min === t.max ? `${t.min} trial${t.min === 1 ? "" : "s"}` : `${t.min}–${t.max} trials`;
function comparePaired(pairs, opts = {}) {
  const alpha = opts.alpha ?? 0.05;
  const minDrop = opts.minDrop ?? 0.05;
  const alternative = opts.alternative ?? "one-sided";
  const labels = opts.labels ?? { head: "head", base: "base" };
  const H = labels.head;
  const B = labels.base;
  const used = pairs.filter((p) => p.head.length > 0 && p.base.length > 0);
  const excluded = pairs.filter((p) => !(p.head.length > 0 && p.base.length > 0)).map((p) => p.id);
  const m = used.length;
  const ciLevel = alternative === "one-sided" ? 1 - 2 * alpha : 1 - alpha;
  const z = normalQuantile(1 - (1 - ciLevel) / 2);
  if (m === 0) {
    return {
      verdict: "inconclusive",
      headRate: 0,
      baseRate: 0,
      delta: 0,
      pValue: 1,
      pRegression: 1,
      pImprovement: 1,
      pTwoSided: 1,
      stratified: null,
      pAdjusted: { regression: 1, improvement: 1, twoSided: 1 },
      combination: "single",
      decidedBy: "sign-flip",
      pSignFlip: 1,
      pStratified: null,
      flippedOutright: { toFail: [], toPass: [] },
      ciLow: -1,
      ciHigh: 1,
      ciLevel,
      method: "none",
      discordant: { b: 0, c: 0 },
      nEvals: 0,
      trials: { min: 0, max: 0 },
      excluded,
      mde: 1,
      reason: `no eval has runs on both ${H} and ${B}: nothing to compare` + (excluded.length ? ` (${excluded.length} eval${excluded.length === 1 ? "" : "s"} unpaired)` : "")
    };
  }
  const hRates = [];
  const bRates = [];
  const d = [];
  let L = 1;
  let tMin = Infinity;
  let tMax = 0;
  const passes = (xs) => {
    let k = 0;
    for (const o of xs) if (o) k++;
    return k;
  };
  const counts = used.map((p) => ({
    headPasses: passes(p.head),
    headTrials: p.head.length,
    basePasses: passes(p.base),
    baseTrials: p.base.length
  }));
  for (const { headPasses: hp, headTrials: nh, basePasses: bp, baseTrials: nb } of counts) {
    hRates.push(hp / nh);
    bRates.push(bp / nb);
    d.push(hp / nh - bp / nb);
    for (const n of [nh, nb]) {
      if (L <= 1e6) L = L / gcd(L, n) * n;
      tMin = Math.min(tMin, n);
      tMax = Math.max(tMax, n);
    }
  }
  const headRate = mean(hRates);
  const baseRate = mean(bRates);
  const delta = mean(d);
  const discordant = { b: d.filter((x2) => x2 < 0).length, c: d.filter((x2) => x2 > 0).length };
  const integral = L <= 1e6;
  const x = counts.map((c) => {
    if (!integral) return c.headPasses / c.headTrials - c.basePasses / c.baseTrials;
    return c.headPasses * (L / c.headTrials) - c.basePasses * (L / c.baseTrials);
  });
  const sf = signFlipTest(x, {
    seed: opts.seed,
    maxExactWork: integral ? opts.maxExactWork : 0,
    samples: opts.monteCarloSamples
  });
  const pRegression = sf.pLess;
  const pImprovement = sf.pGreater;
  const pTwoSided = sf.pTwoSided;
  const oneTrial = tMax === 1;
  const st = opts.trialTest === false ? null : stratifiedPermutationTest(stageStrata(used, counts), { statistic: opts.trialStatistic });
  const stratified = st ? { pLess: st.pLess, pGreater: st.pGreater, pTwoSided: st.pTwoSided } : null;
  let combination = "single";
  let pAdjusted;
  if (!stratified) pAdjusted = { regression: pRegression, improvement: pImprovement, twoSided: pTwoSided };
  else if (oneTrial) {
    const src = sf.exact ? sf : stratified;
    pAdjusted = { regression: src.pLess, improvement: src.pGreater, twoSided: src.pTwoSided };
  } else {
    combination = "min-p-bonferroni-2";
    pAdjusted = {
      regression: Math.min(1, 2 * Math.min(pRegression, stratified.pLess)),
      improvement: Math.min(1, 2 * Math.min(pImprovement, stratified.pGreater)),
      twoSided: Math.min(1, 2 * Math.min(pTwoSided, stratified.pTwoSided))
    };
  }
  const flippedOutright = { toFail: [], toPass: [] };
  used.forEach((p, i) => {
    const c = counts[i];
    if (c.basePasses === c.baseTrials && c.headPasses === 0) flippedOutright.toFail.push(p.id);
    if (c.basePasses === 0 && c.headPasses === c.headTrials) flippedOutright.toPass.push(p.id);
  });
  const signFlipName = sf.exact ? oneTrial ? `exact McNemar (binomial on ${discordant.b + discordant.c} discordant evals)` : "exact sign-flip permutation test on per-eval pass-rate differences" : `Monte-Carlo sign-flip permutation test (${sf.samples} draws, seeded)`;
  const method = (combination === "min-p-bonferroni-2" ? `${signFlipName} + exact stratified permutation test on trials (min-p, Bonferroni ×2)` : signFlipName) + `, ${alternative}, α = ${alpha}`;
  const W = m + 2;
  let sw = 0;
  let sw2 = 1;
  for (const v of d) {
    sw += v;
    sw2 += v * v;
  }
  const center = sw / W;
  const se = Math.sqrt(Math.max(0, sw2 - sw * sw / W)) / W;
  const ciLow = Math.max(-1, center - z * se);
  const ciHigh = Math.min(1, center + z * se);
  let varSum = 1;
  for (const { headPasses, headTrials: nh, basePasses, baseTrials: nb } of counts) {
    const pooled = (headPasses + basePasses) / (nh + nb);
    varSum += pooled * (1 - pooled) * (1 / nh + 1 / nb);
  }
  const mde = minDetectableEffect({
    nEvals: m,
    trials: tMin,
    sdPerEval: Math.sqrt(varSum / W),
    alpha,
    alternative
  });
  const pReg = alternative === "one-sided" ? pAdjusted.regression : pAdjusted.twoSided;
  const pImp = alternative === "one-sided" ? pAdjusted.improvement : pAdjusted.twoSided;
  const side = alternative === "two-sided" ? null : delta < 0 ? "less" : delta > 0 ? "greater" : pAdjusted.regression <= pAdjusted.improvement ? "less" : "greater";
  const pValue = side === "less" ? pAdjusted.regression : side === "greater" ? pAdjusted.improvement : pAdjusted.twoSided;
  const pick = (x2) => side === "less" ? x2.pLess : side === "greater" ? x2.pGreater : x2.pTwoSided;
  const pSf = pick(sf);
  const pSt = stratified ? pick(stratified) : null;
  const decidedBy = pSt === null ? "sign-flip" : combination === "single" || // Stryker disable next-line EqualityOperator,MethodExpression: a tolerance for rounding: p-values that agree differ by rounding only, far below 1e-12 of either, those that differ by far more
  Math.abs(pSf - pSt) <= 1e-12 * Math.max(pSf, pSt) ? "both" : (
    // Stryker disable next-line EqualityOperator: equal p-values were 'both' just above
    pSt < pSf ? "stratified" : "sign-flip"
  );
  const eps = 1e-12;
  const pLabel = alternative === "one-sided" ? "one-sided p" : "p";
  const summary = `${H} ${pct(headRate)} vs ${B} ${pct(baseRate)} (${pts(delta)} pts) on ${m} eval${m === 1 ? "" : "s"} × ${fmtTrials({ min: tMin, max: tMax })}`;
  const flips = `${discordant.b} eval${discordant.b === 1 ? "" : "s"} worse, ${discordant.c} better`;
  const ciText = `${Math.round(ciLevel * 100)}% CI [${pts(ciLow)}, ${pts(ciHigh)}] pts`;
  const minPts = Math.round(minDrop * 100);
  const exclText = excluded.length ? `; ${excluded.length} unpaired eval${excluded.length === 1 ? "" : "s"} left out` : "";
  const idList = (ids) => ids.length <= 10 ? ids.join(", ") : `${ids.slice(0, 10).join(", ")} and ${ids.length - 10} more`;
  const outright = (ids, from, to) => ids.length === 0 ? "" : `${ids.length === 1 ? "1 eval" : `${ids.length} evals`} went from ${from} to ${to}${oneTrial ? "" : " in every trial"} (id${ids.length === 1 ? "" : "s"} ${idList(ids)})`;
  const seenParts = [];
  if (delta <= 0) {
    const s = outright(flippedOutright.toFail, oneTrial ? "pass" : "passing", oneTrial ? "fail" : "failing");
    if (s) seenParts.push(s);
  }
  if (delta >= 0) {
    const s = outright(flippedOutright.toPass, oneTrial ? "fail" : "failing", oneTrial ? "pass" : "passing");
    if (s) seenParts.push(s);
  }
  if (!oneTrial) {
    const hp = counts.reduce((a, c) => a + c.headPasses, 0);
    const ht = counts.reduce((a, c) => a + c.headTrials, 0);
    const bp = counts.reduce((a, c) => a + c.basePasses, 0);
    const bt = counts.reduce((a, c) => a + c.baseTrials, 0);
    seenParts.push(`${H} passed ${hp} of ${ht} trials, ${B} ${bp} of ${bt}`);
  }
  if (combination === "min-p-bonferroni-2") {
    const which = decidedBy === "stratified" ? "the trial-level test" : decidedBy === "sign-flip" ? "the eval-level test" : "both tests";
    const bare = (p) => p < 1e-3 ? p.toExponential(1) : fmtP(p, alpha).slice(2);
    seenParts.push(`p = 2 × min(trial-level ${bare(pSt)}, eval-level ${bare(pSf)})${pValue < alpha ? `: found by ${which}` : ""}`);
  }
  const seen = stratified && seenParts.length ? ` — ${seenParts.join("; ")}` : "";
  let verdict;
  let why;
  if (pReg < alpha && // Stryker disable next-line EqualityOperator: < and ≤ differ only at delta = −minDrop + 1e-12 exactly, which a mean of pass-rate differences does not hit (the 1e-12 absorbs rounding)
  delta <= -minDrop + eps) {
    verdict = "regression";
    why = `${pLabel} ${fmtP(pReg, alpha)} < ${alpha} and the drop is ≥ ${minPts} pts (${flips}): regression`;
  } else if (pImp < alpha && // Stryker disable next-line EqualityOperator: > and ≥ differ only at delta = minDrop − 1e-12 exactly (as above)
  delta >= minDrop - eps) {
    verdict = "improvement";
    why = `${pLabel} ${fmtP(pImp, alpha)} < ${alpha} and the gain is ≥ ${minPts} pts (${flips}): improvement`;
  } else if (ciLow > -minDrop && ciHigh < minDrop) {
    verdict = "no_change";
    why = `${ciText} lies within ±${minPts} pts: no meaningful change`;
  } else if (pValue < alpha) {
    verdict = "inconclusive";
    why = `${pLabel} ${fmtP(pValue, alpha)} < ${alpha}, but the ${delta < 0 ? "drop" : "gain"} is smaller than the ${minPts}-pt minimum and the ${ciText} is too wide to rule a ${minPts}-pt change out`;
  } else {
    verdict = "inconclusive";
    why = `${pLabel} ${fmtP(pValue, alpha)} ≥ ${alpha}: the data cannot tell (${ciText}; this suite reliably detects only changes of about ${Math.round(mde * 100)} pts or more)`;
  }
  return {
    verdict,
    headRate,
    baseRate,
    delta,
    pValue,
    pRegression,
    pImprovement,
    pTwoSided,
    stratified,
    pAdjusted,
    combination,
    decidedBy,
    pSignFlip: pSf,
    pStratified: pSt,
    flippedOutright,
    ciLow,
    ciHigh,
    ciLevel,
    method,
    reason: `${summary}; ${why}${verdict === "no_change" ? "" : seen}${exclText}`,
    discordant,
    nEvals: m,
    trials: { min: tMin, max: tMax },
    excluded,
    mde
  };
}
function stageStrata(used, counts) {
  if (!used.some((p) => p.stage1 && (p.stage1.head < p.head.length || p.stage1.base < p.base.length))) return counts;
  const out = [];
  const passes = (xs, from, to) => {
    let k = 0;
    for (let i = from; i < to; i++) if (xs[i]) k++;
    return k;
  };
  used.forEach((p, i) => {
    const s = p.stage1;
    if (!s || s.head >= p.head.length && s.base >= p.base.length) {
      out.push(counts[i]);
      return;
    }
    const h1 = Math.max(0, Math.min(s.head, p.head.length));
    const b1 = Math.max(0, Math.min(s.base, p.base.length));
    out.push({ headPasses: passes(p.head, 0, h1), headTrials: h1, basePasses: passes(p.base, 0, b1), baseTrials: b1 });
    out.push({
      headPasses: passes(p.head, h1, p.head.length),
      headTrials: p.head.length - h1,
      basePasses: passes(p.base, b1, p.base.length),
      baseTrials: p.base.length - b1
    });
  });
  return out;
}
function compareHeadBase(pairs, opts = {}) {
  return comparePaired(pairs, { ...opts, labels: { head: "head", base: "base" } });
}
function toMap(x) {
  if (Array.isArray(x)) return new Map(x.map((e) => [e.id, e.outcomes]));
  return new Map(Object.entries(x));
}
function upliftOverBaseline(withSkill, withoutSkill, opts = {}) {
  const w = toMap(withSkill);
  const wo = toMap(withoutSkill);
  const ids = [.../* @__PURE__ */ new Set([...w.keys(), ...wo.keys()])];
  const { stage1, ...rest } = opts;
  const pairs = ids.map((id) => {
    const st = typeof stage1 === "function" ? stage1(id) : stage1 !== void 0 ? { head: stage1, base: stage1 } : void 0;
    return { id, head: w.get(id) ?? [], base: wo.get(id) ?? [], ...st ? { stage1: st } : {} };
  });
  return comparePaired(pairs, { ...rest, labels: { head: "with skill", base: "without skill" } });
}

export {
  normalQuantile,
  wilson,
  passAtK,
  consistency,
  isFlaky,
  signFlipTest,
  compareHeadBase,
  upliftOverBaseline
};
