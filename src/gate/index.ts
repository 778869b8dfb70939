/**
 * aggregate: graded runs → one `Summary` (schemas/summary.schema.json) with per-skill pass
 * rates (95% Wilson intervals), uplift over the baseline, head-vs-base regression, gates,
 * verdict, confidence, failure clusters, anti-gaming flags and saturation.
 *
 * `aggregate(input)` is pure (no I/O, no clock; `generatedAt` and the seed are inputs), so the
 * CLI, the action and the PR comment share it. `src/aggregate/load.ts` is the thin loader that reads
 * a results folder, the repository and the history into an `AggregateInput`.
 *
 * Pass rate = share of GRADED runs (pass/fail grades) in which every assertion passed; error,
 * skipped and inconclusive runs are counted apart, never as failures. skill-creator's
 * assertion-level mean is kept as `assertion_pass_rate` (and in benchmark.json).
 *
 * Head vs base, per skill, first available:
 *   same_job      old_skill runs in the same results folder (the base branch's skill, same job,
 *                 same eval definitions), paired per eval id;
 *   base_results  the with_skill runs of a base results folder (`report --base DIR`), paired per
 *                 eval id when the recorded eval definition hashes agree (changed → excluded, listed);
 *   benchmark     the newest history record (evals/benchmarks/*.json): unpaired, one-sided Fisher
 *                 exact test on run counts (binomial against the rate when only a rate is known);
 *                 confidence 'low'.
 * Regression only when the test is significant (α, default 0.05) AND the drop ≥ min-drop.
 */
import type { Configuration, Finding, Tier } from '../types.js'
import { tierOf } from '../discover/config.js'
import { evalOutcome } from '../grade/summary.js'
import { buildBenchmark, type BenchmarkJson } from '../aggregate/benchmark.js'
import { compareHeadBase, upliftOverBaseline, wilson, normalQuantile, type Comparison, type Verdict } from '../aggregate/stats.js'
import { latestBaseline, saturation, type HistoryEntry, type HistorySkill } from '../aggregate/history.js'
import { isCriticalEval, resolveGateSettings, type ResolvedGateSettings } from './settings.js'
import {
  antiGamingGate, coverageGate, criticalEvalsGate, dataGate, findingSkill, regressionGate, releaseGates, tierThresholdGate,
} from './gates.js'
import { confidenceOf, decideVerdict, minLevel, verdictReasons, worstVerdict } from './verdict.js'
import { failureClusters } from './clusters.js'
import {
  SUMMARY_SCHEMA_ID,
  type AggregateInput, type AggregateRun, type ComparisonSummary, type ConfigurationStats, type EvalChanges, type EvalInfo,
  type EvalResult, type GateResult, type HeadVsBase, type RunGradeStatus, type SkillSummary, type Summary,
} from '../aggregate/types.js'

export type * from '../aggregate/types.js'
export { SUMMARY_SCHEMA_ID } from '../aggregate/types.js'
export { resolveGateSettings, RISK_TABLE, isCriticalEval } from './settings.js'
export { decideVerdict, worstVerdict, confidenceOf } from './verdict.js'
export { buildBenchmark, benchmarkMarkdown } from '../aggregate/benchmark.js'
export type { BenchmarkJson } from '../aggregate/benchmark.js'

const CONFIG_ORDER: Configuration[] = ['with_skill', 'without_skill', 'old_skill']
const round4 = (x: number) => Math.round(x * 10000) / 10000

/** Eval ids in a stable order: numbers numerically, then strings. */
export function compareIds(a: string, b: string): number {
  const na = /^-?\d+$/.test(a)
  const nb = /^-?\d+$/.test(b)
  if (na && nb) return Number(a) - Number(b)
  if (na !== nb) return na ? -1 : 1
  return a < b ? -1 : a > b ? 1 : 0
}

const isGraded = (r: AggregateRun) => r.grade === 'pass' || r.grade === 'fail'

function sum(xs: number[]): number {
  return xs.reduce((a, b) => a + b, 0)
}

/** Per-configuration stats of one skill. */
/**
 * Adaptive trials (issue 35): the mean of the per-eval pass rates, so that an eval run to the cap
 * weighs the same as one settled after its first trial (with equal trials per eval it is the share
 * of graded runs that passed).
 */
function perEvalPassRate(graded: readonly AggregateRun[]): number {
  const byEval = new Map<string, { n: number; k: number }>()
  for (const r of graded) {
    const key = `${r.skill}\u0000${String(r.evalId)}`
    const e = byEval.get(key) ?? { n: 0, k: 0 }
    e.n++
    if (r.grade === 'pass') e.k++
    byEval.set(key, e)
  }
  let s = 0
  for (const e of byEval.values()) s += e.k / e.n
  return s / byEval.size
}

export function configurationStats(runs: readonly AggregateRun[]): ConfigurationStats {
  const graded = runs.filter(isGraded)
  const passed = graded.filter((r) => r.grade === 'pass').length
  const count = (g: RunGradeStatus) => runs.filter((r) => r.grade === g).length
  const ci = graded.length > 0 ? wilson(passed, graded.length) : null
  const costs = runs.map((r) => r.costUsd).filter((c): c is number => typeof c === 'number')
  const considered = runs.filter((r) => r.grade !== 'skipped')
  const reliable = considered.filter((r) => r.toolErrors === 0 && !r.apiError).length
  const mean = (xs: number[]) => (xs.length ? round4(sum(xs) / xs.length) : null)
  return {
    runs: runs.length,
    graded: graded.length,
    passed,
    failed: graded.length - passed,
    inconclusive: count('inconclusive'),
    errors: count('error'),
    skipped: count('skipped'),
    pass_rate: graded.length ? round4(runs.some((r) => r.stage !== undefined) ? perEvalPassRate(graded) : passed / graded.length) : null,
    pass_rate_ci: ci ? { low: round4(ci.low), high: round4(ci.high), level: 0.95 } : null,
    assertion_pass_rate: mean(graded.map((r) => (r.total > 0 ? r.passed / r.total : 0))),
    mean_time_seconds: mean(graded.map((r) => r.timeSeconds)),
    mean_tokens: mean(graded.map((r) => r.tokens)),
    cost_usd: costs.length ? round4(sum(costs)) : null,
    cost_complete: runs.every((r) => typeof r.costUsd === 'number'),
    tool_reliability: considered.length ? round4(reliable / considered.length) : null,
  }
}

function toComparison(c: Comparison): ComparisonSummary {
  return {
    verdict: c.verdict, head_rate: round4(c.headRate), base_rate: round4(c.baseRate), delta: round4(c.delta),
    p_value: c.pValue, ci_low: round4(c.ciLow), ci_high: round4(c.ciHigh), ci_level: c.ciLevel, method: c.method,
    reason: c.reason, n_evals: c.nEvals, excluded: c.excluded,
    ...pSplit(c),
  }
}

/** The two tests' p-values in the direction of `p_value` (unadjusted), and which one decided. */
function pSplit(c: Comparison): Pick<ComparisonSummary, 'p_sign_flip' | 'p_stratified' | 'decided_by' | 'combination' | 'flipped_outright'> {
  return {
    p_sign_flip: c.pSignFlip, p_stratified: c.pStratified, decided_by: c.decidedBy, combination: c.combination,
    flipped_outright: { to_fail: c.flippedOutright.toFail, to_pass: c.flippedOutright.toPass },
  }
}

// ─── Unpaired comparison with a benchmark record ────────────────────────────────────────

function logChoose(n: number, k: number): number {
  let s = 0
  for (let i = 1; i <= k; i++) s += Math.log((n - k + i) / i)
  return s
}

/** One-sided Fisher exact p-values for head a/n1 vs base b/n2: pLess = P(A ≤ a), pGreater = P(A ≥ a). */
export function fisherOneSided(a: number, n1: number, b: number, n2: number): { pLess: number; pGreater: number } {
  const K = a + b
  const N = n1 + n2
  const lo = Math.max(0, K - n2)
  const hi = Math.min(K, n1)
  const logDen = logChoose(N, K)
  let pLess = 0
  let pGreater = 0
  for (let x = lo; x <= hi; x++) {
    const p = Math.exp(logChoose(n1, x) + logChoose(n2, K - x) - logDen)
    if (x <= a) pLess += p
    if (x >= a) pGreater += p
  }
  return { pLess: Math.min(1, pLess), pGreater: Math.min(1, pGreater) }
}

/** Binomial P(X ≤ c) and P(X ≥ c) for X ~ Bin(n, p). */
function binomTails(c: number, n: number, p: number): { pLess: number; pGreater: number } {
  if (p <= 0) return { pLess: 1, pGreater: c === 0 ? 1 : 0 }
  if (p >= 1) return { pLess: c === n ? 1 : 0, pGreater: 1 }
  let pLess = 0
  let pGreater = 0
  for (let x = 0; x <= n; x++) {
    const pr = Math.exp(logChoose(n, x) + x * Math.log(p) + (n - x) * Math.log(1 - p))
    if (x <= c) pLess += pr
    if (x >= c) pGreater += pr
  }
  return { pLess: Math.min(1, pLess), pGreater: Math.min(1, pGreater) }
}

const pts = (x: number) => {
  const v = Math.round(x * 100)
  // Stryker disable next-line EqualityOperator: v = 0 is taken by the first test, so v > 0 and v >= 0 agree
  return v === 0 ? '±0' : v > 0 ? `+${v}` : `−${-v}`
}

/**
 * Head (c of n graded runs) vs a benchmark record (base passed/graded, or only a rate): unpaired.
 * Newcombe's hybrid score interval (from two Wilson intervals) at the 90% level for the no_change
 * (equivalence) rule, one-sided tests at α for regression / improvement.
 */
export function compareWithBenchmark(
  c: number, n: number, base: HistorySkill, opts: { alpha: number; minDrop: number; label: string },
): ComparisonSummary {
  const { alpha, minDrop } = opts
  const baseRate = base.passRate ?? 0
  if (n === 0) {
    return {
      verdict: 'inconclusive', head_rate: 0, base_rate: round4(baseRate), delta: 0, p_value: 1, ci_low: -1, ci_high: 1,
      ci_level: 1 - 2 * alpha, method: 'none', reason: `no graded runs with the skill to compare with ${opts.label}`, n_evals: 0, excluded: [],
    }
  }
  const headRate = c / n
  const delta = headRate - baseRate
  // Run counts when the record has them (a passed count and a positive graded count), else the rate.
  const counts = base.passed !== null && (base.graded ?? 0) > 0
  const t = counts ? fisherOneSided(c, n, base.passed!, base.graded!) : binomTails(c, n, baseRate)
  const z = normalQuantile(1 - alpha)
  const w1 = wilson(c, n, z)
  let low: number
  let high: number
  if (counts) {
    const w2 = wilson(base.passed!, base.graded!, z)
    const p2 = base.passed! / base.graded!
    low = delta - Math.sqrt((headRate - w1.low) ** 2 + (w2.high - p2) ** 2)
    high = delta + Math.sqrt((w1.high - headRate) ** 2 + (p2 - w2.low) ** 2)
  } else {
    low = w1.low - baseRate
    high = w1.high - baseRate
  }
  const method = (counts ? 'one-sided Fisher exact test on run counts' : 'one-sided exact binomial test against the recorded rate') +
    `, unpaired, α = ${alpha}`
  const pReg = t.pLess
  const pImp = t.pGreater
  const pValue = delta < 0 ? pReg : delta > 0 ? pImp : Math.min(pReg, pImp)
  const minPts = Math.round(minDrop * 100)
  const head = `head ${Math.round(headRate * 100)}% (${c}/${n} runs) vs ${opts.label} ${Math.round(baseRate * 100)}%` +
    (counts ? ` (${base.passed}/${base.graded})` : base.metric === 'assertions' ? ' (assertion-level mean)' : '') + ` (${pts(delta)} pts), unpaired`
  // Stryker disable next-line EqualityOperator: < and <= differ only at a p-value of exactly 0.001 ("< 0.001" or "= 0.0010"), which these sums of exp() terms do not hit
  const p = pValue < 0.001 ? '< 0.001' : `= ${pValue.toPrecision(2)}`
  let verdict: Verdict
  let why: string
  if (
    pReg < alpha &&
    // Stryker disable next-line EqualityOperator: with the 1e-12 tolerance, ≤ and < differ only at exactly −minDrop + 1e-12
    delta <= -minDrop + 1e-12
  ) {
    verdict = 'regression'
    why = `one-sided p ${p} < ${alpha} and the drop is ≥ ${minPts} pts: regression`
  } else if (
    pImp < alpha &&
    // Stryker disable next-line EqualityOperator: with the 1e-12 tolerance, ≥ and > differ only at exactly minDrop − 1e-12
    delta >= minDrop - 1e-12
  ) {
    verdict = 'improvement'
    why = `one-sided p ${p} < ${alpha} and the gain is ≥ ${minPts} pts: improvement`
  } else if (low > -minDrop && high < minDrop) {
    verdict = 'no_change'
    why = `90% CI [${pts(low)}, ${pts(high)}] pts lies within ±${minPts} pts: no meaningful change`
  } else {
    verdict = 'inconclusive'
    why = `one-sided p ${p}: the data cannot tell (90% CI [${pts(low)}, ${pts(high)}] pts)`
  }
  return {
    verdict, head_rate: round4(headRate), base_rate: round4(baseRate), delta: round4(delta), p_value: pValue,
    ci_low: round4(Math.max(-1, low)), ci_high: round4(Math.min(1, high)), ci_level: 1 - 2 * alpha, method,
    reason: `${head}; ${why}`, n_evals: 0, excluded: [],
  }
}

// ─── Per skill ───────────────────────────────────────────────────────────────────────────

interface SkillContext {
  settings: ResolvedGateSettings
  tier: Tier
  path: string | null
  evals: Map<string, EvalInfo> | undefined
  baseEvals: Map<string, EvalInfo> | undefined
  /** The skill's runs in the base results folder, if any. */
  baseRuns: AggregateRun[] | undefined
  baseLabel: string
  findings: Finding[] | undefined
  history: HistoryEntry[]
  seed: number | undefined
}

function latestIteration(runs: readonly AggregateRun[]): AggregateRun[] {
  const it = Math.max(...runs.map((r) => r.iteration))
  return runs.filter((r) => r.iteration === it)
}

/**
 * Adaptive trials (issue 35): per eval id, how many of its graded outcomes (as `outcomesOf` lists
 * them, by trial) came from stage 1; empty when no run carries a stage (fixed trials).
 */
function stageOneCounts(runs: readonly AggregateRun[]): Map<string, number> {
  const m = new Map<string, number>()
  if (!runs.some((r) => r.stage !== undefined)) return m
  for (const r of runs) {
    if (!isGraded(r)) continue
    const id = String(r.evalId)
    m.set(id, (m.get(id) ?? 0) + (r.stage === 2 ? 0 : 1))
  }
  return m
}
const stagesOf = (head: Map<string, number>, base: Map<string, number>) => (id: string): { head: number; base: number } | undefined =>
  head.has(id) || base.has(id) ? { head: head.get(id) ?? 0, base: base.get(id) ?? 0 } : undefined

function outcomesOf(runs: readonly AggregateRun[]): Map<string, boolean[]> {
  const m = new Map<string, boolean[]>()
  for (const r of [...runs].sort((a, b) => a.trial - b.trial)) {
    if (!isGraded(r)) continue
    const id = String(r.evalId)
    const list = m.get(id) ?? []
    list.push(r.grade === 'pass')
    m.set(id, list)
  }
  return m
}

function hashesOf(runs: readonly AggregateRun[]): Map<string, string> {
  const m = new Map<string, string>()
  for (const r of runs) if (r.definitionHash && !m.has(String(r.evalId))) m.set(String(r.evalId), r.definitionHash)
  return m
}

function aggregateSkill(name: string, allRuns: AggregateRun[], ctx: SkillContext): SkillSummary {
  const s = ctx.settings
  const runs = latestIteration(allRuns)
  const iteration = runs[0]!.iteration
  const ids = [...new Set(runs.map((r) => String(r.evalId)))].sort(compareIds)
  const critical = (id: string) => isCriticalEval(name, id, ctx.evals?.get(id)?.critical, s)
  const byConfig = new Map<Configuration, AggregateRun[]>()
  for (const c of CONFIG_ORDER) {
    const list = runs.filter((r) => r.configuration === c)
    if (list.length) byConfig.set(c, list)
  }
  const ws = byConfig.get('with_skill') ?? []

  const configurations: SkillSummary['configurations'] = {}
  const passRate: SkillSummary['pass_rate'] = {}
  for (const [c, list] of byConfig) {
    configurations[c] = configurationStats(list)
    passRate[c] = configurations[c]!.pass_rate
  }

  // ── Per eval ──
  const recordedHash = hashesOf(ws)
  const evalResults: EvalResult[] = ids.map((id) => {
    const confs: EvalResult['configurations'] = {}
    for (const [c, list] of byConfig) {
      const mine = list.filter((r) => String(r.evalId) === id).sort((a, b) => a.trial - b.trial)
      if (!mine.length) continue
      const graded = mine.filter(isGraded)
      const passed = graded.filter((r) => r.grade === 'pass').length
      const anyError = mine.some((r) => r.grade === 'error' || r.grade === 'skipped')
      confs[c] = { trials: mine.length, graded: graded.length, passed, outcome: evalOutcome(mine.length, passed, mine.length - graded.length, anyError), runs: mine.map((r) => r.grade) }
    }
    const any = runs.find((r) => String(r.evalId) === id)!
    return {
      id, name: any.evalName, critical: critical(id),
      definition_hash: recordedHash.get(id) ?? ctx.evals?.get(id)?.definitionHash ?? null,
      configurations: confs,
    }
  })

  // ── Uplift over the baseline ──
  const wsOut = outcomesOf(ws)
  const woRuns = byConfig.get('without_skill')
  const uplift = woRuns && ws.length
    ? toComparison(upliftOverBaseline(Object.fromEntries(wsOut), Object.fromEntries(outcomesOf(woRuns)), {
        alpha: s.alpha, minDrop: s.minDrop, seed: ctx.seed, stage1: stagesOf(stageOneCounts(ws), stageOneCounts(woRuns)),
      }))
    : null

  // ── Head vs base ──
  const changes: EvalChanges = { changed: [], added: [], removed: [], removed_critical: [], unpaired: [], not_run: [], flags: [] }
  let headVsBase: HeadVsBase | null = null
  let pairedShare = 0
  let baseSideRuns: AggregateRun[] = []
  const old = byConfig.get('old_skill')
  const baseWs = ctx.baseRuns ? latestIteration(ctx.baseRuns).filter((r) => r.configuration === 'with_skill') : []
  if ((old && old.length) || baseWs.length) {
    const source = old && old.length ? 'same_job' : 'base_results'
    baseSideRuns = old && old.length ? old : baseWs
    const baseOut = outcomesOf(baseSideRuns)
    const baseHash = hashesOf(baseSideRuns)
    const union = [...new Set([...wsOut.keys(), ...baseOut.keys()])].sort(compareIds)
    const pairs: { id: string; head: boolean[]; base: boolean[]; stage1?: { head: number; base: number } }[] = []
    const stageOf = stagesOf(stageOneCounts(ws), stageOneCounts(baseSideRuns))
    for (const id of union) {
      const h = wsOut.get(id)
      const b = baseOut.get(id)
      if (!h || !b) {
        changes.unpaired.push(id)
        continue
      }
      const hh = recordedHash.get(id)
      const bh = baseHash.get(id)
      if (hh && bh && hh !== bh) {
        changes.changed.push(id)
        continue
      }
      const st = stageOf(id)
      pairs.push({ id, head: h, base: b, ...(st ? { stage1: st } : {}) })
    }
    pairedShare = union.length ? pairs.length / union.length : 0
    const opts = { alpha: s.alpha, minDrop: s.minDrop, seed: ctx.seed }
    const cmp = toComparison(compareHeadBase(pairs, opts))
    const critPairs = pairs.filter((p) => critical(p.id))
    const crit = critPairs.length ? toComparison(compareHeadBase(critPairs, opts)) : null
    const rate = (xs: boolean[]) => xs.filter(Boolean).length / xs.length
    const worsened = pairs.filter((p) => rate(p.head) < rate(p.base)).map((p) => p.id)
    headVsBase = {
      ...cmp, source, paired: true, base_label: source === 'same_job' ? 'old_skill runs' : ctx.baseLabel, worsened, critical: crit,
      critical_regression: crit?.verdict === 'regression' || (cmp.verdict === 'regression' && worsened.some(critical)),
    }
  } else {
    const runModels = [...new Set(ws.map((r) => r.model))]
    // Only a record of the same model is this run's baseline (per-model weekly entries).
    const rec = latestBaseline(name, ctx.history, runModels.length === 1 ? runModels[0] : null)
    if (rec) {
      const g = ws.filter(isGraded)
      const cmp = compareWithBenchmark(g.filter((r) => r.grade === 'pass').length, g.length, rec.skill, {
        alpha: s.alpha, minDrop: s.minDrop, label: `benchmark ${rec.entry.file.split(/[\\/]/).pop()}`,
      })
      headVsBase = { ...cmp, source: 'benchmark', paired: false, base_label: rec.entry.file, worsened: [], critical: null, critical_regression: false }
    }
  }

  // ── Changed / added / removed against the base ref ──
  if (ctx.baseEvals && ctx.evals) {
    for (const [id, e] of ctx.evals) {
      const b = ctx.baseEvals.get(id)
      if (!b) changes.added.push(id)
      else if (b.definitionHash !== e.definitionHash && !changes.changed.includes(id)) changes.changed.push(id)
    }
    for (const [id, b] of ctx.baseEvals) {
      if (ctx.evals.has(id)) continue
      changes.removed.push(id)
      if (isCriticalEval(name, id, b.critical, s)) changes.removed_critical.push(id)
    }
  }
  if (ctx.evals) for (const id of ctx.evals.keys()) if (!ids.includes(id)) changes.not_run.push(id)
  for (const k of ['changed', 'added', 'removed', 'unpaired', 'not_run'] as const) changes[k].sort(compareIds)
  const criticalNotRun = [
    ...changes.not_run.filter(critical),
    ...evalResults.filter((e) => e.critical && !e.configurations.with_skill).map((e) => e.id),
  ]
  const plural = (n: number, w: string) => `${n} ${w}${n === 1 ? '' : 's'}`
  if (changes.changed.length) changes.flags.push(`changed expectations: ${plural(changes.changed.length, 'eval')} changed against the base (${changes.changed.join(', ')})`)
  if (changes.removed.length) changes.flags.push(`${plural(changes.removed.length, 'eval')} removed since the base (${changes.removed.join(', ')})`)
  if (changes.added.length) changes.flags.push(`${plural(changes.added.length, 'eval')} added since the base (${changes.added.join(', ')})`)
  if (changes.unpaired.length) changes.flags.push(`different eval sets: ${plural(changes.unpaired.length, 'eval')} run on one side only (${changes.unpaired.join(', ')})`)
  if (criticalNotRun.length || changes.removed_critical.length) {
    changes.flags.push(`missing critical evals: ${[...new Set([...criticalNotRun, ...changes.removed_critical])].join(', ')}`)
  }
  const incomplete = ws.filter((r) => r.apiError || r.grade === 'error').length
  if (incomplete) changes.flags.push(`incomplete traces: ${plural(incomplete, 'run')} with the skill ended in an error`)
  const gradedEvals = evalResults.filter((e) => (e.configurations.with_skill?.graded ?? 0) > 0).length
  if (headVsBase?.paired && gradedEvals < 5) {
    changes.flags.push(`too few evals: ${gradedEvals} (a paired test needs at least 5 evals changing the same way to reach p < 0.05)`)
  }

  // ── Gates ──
  const wsStats = configurations.with_skill
  const critRuns = ws.filter((r) => critical(String(r.evalId)))
  const critGraded = critRuns.filter(isGraded)
  const considered = ws.filter((r) => r.grade !== 'skipped')
  const gates: GateResult[] = [
    dataGate(name, wsStats?.graded ?? 0, wsStats?.errors ?? 0, wsStats?.inconclusive ?? 0, wsStats?.skipped ?? 0),
    tierThresholdGate(name, ctx.tier, wsStats?.pass_rate ?? null, s),
    ...releaseGates(
      {
        skill: name,
        passRate: wsStats?.pass_rate ?? null,
        criticalPassRate: critGraded.length ? critGraded.filter((r) => r.grade === 'pass').length / critGraded.length : null,
        criticalEvals: evalResults.filter((e) => e.critical).length,
        toolReliability: wsStats?.tool_reliability ?? null,
        runsWithToolProblems: considered.filter((r) => r.toolErrors > 0 || r.apiError).length,
        runs: considered.length,
      },
      s,
    ),
    criticalEvalsGate(name, evalResults, s),
    regressionGate(name, headVsBase, s),
    antiGamingGate(name, changes, [...new Set(criticalNotRun)], s, headVsBase !== null || ctx.baseEvals !== undefined),
  ]
  const mine = ctx.findings?.filter((f) => f.rule.startsWith('coverage.') && findingSkill(f) === name)
  if (mine && mine.length) gates.push(coverageGate(name, mine, s))

  // ── Clusters, saturation, confidence, verdict ──
  const clusters = failureClusters(name, ws, ctx.evals ?? new Map(), evalResults)
  const current = evalResults
    .filter((e) => e.configurations.with_skill)
    .map((e) => ({ id: e.id, passed: e.configurations.with_skill!.passed, graded: e.configurations.with_skill!.graded }))
  const sat = saturation(name, current, ctx.history)
  const sideRuns = [...ws, ...baseSideRuns]
  const confidence = confidenceOf({
    evals: gradedEvals,
    gradedRuns: wsStats?.graded ?? 0,
    runs: sideRuns.length,
    undecidedRuns: sideRuns.filter((r) => !isGraded(r)).length,
    base: headVsBase ? { source: headVsBase.source, pairedShare: headVsBase.paired ? pairedShare : 0, changedOrRemoved: changes.changed.length + changes.removed.length } : null,
    flags: changes.flags,
  })
  const verdict = decideVerdict(gates)
  const flaky = evalResults.filter((e) => {
    const o = new Set(wsOut.get(e.id))
    return o.has(true) && o.has(false)
  }).map((e) => e.id)
  const models = [...new Set(ws.map((r) => r.model))]

  return {
    name, tier: ctx.tier, path: ctx.path, iteration, model: models.length ? models.join(', ') : null,
    evals: ids.length, critical_evals: evalResults.filter((e) => e.critical).length,
    verdict, confidence: confidence.level, confidence_detail: confidence,
    pass_rate: passRate, cost_usd: costOf(runs), flags: { flaky, saturated: sat.saturated },
    configurations, uplift, head_vs_base: headVsBase, eval_changes: changes, saturation: sat, gates, clusters, eval_results: evalResults,
  }
}

function costOf(runs: readonly AggregateRun[]): number | null {
  const known = runs.map((r) => r.costUsd).filter((c): c is number => typeof c === 'number')
  const judge = runs.map((r) => r.judgeCostUsd).filter((c): c is number => typeof c === 'number')
  return known.length || judge.length ? round4(sum(known) + sum(judge)) : null
}

// ─── The whole repo ──────────────────────────────────────────────────────────────────────

function bySkill<T extends { skill: string }>(xs: readonly T[]): Map<string, T[]> {
  const m = new Map<string, T[]>()
  for (const x of xs) {
    const l = m.get(x.skill) ?? []
    l.push(x)
    m.set(x.skill, l)
  }
  return m
}

/** Graded runs (+ repo, base, history) → Summary. Pure. */
export function aggregate(input: AggregateInput): Summary {
  const settings = resolveGateSettings(input.config)
  const runsBySkill = bySkill(input.runs)
  const baseBySkill = input.baseRuns ? bySkill(input.baseRuns) : undefined
  const evalsBySkill = input.evals ? bySkill(input.evals) : undefined
  const baseEvalsBySkill = input.baseEvals ? bySkill(input.baseEvals) : undefined
  const info = new Map(input.skills?.map((s) => [s.name, s]))
  const toMap = (xs: EvalInfo[] | undefined) => new Map((xs ?? []).map((e) => [e.id, e]))

  const skills: SkillSummary[] = []
  for (const [name, runs] of runsBySkill) {
    const si = info.get(name)
    skills.push(
      aggregateSkill(name, runs, {
        settings,
        tier: si?.tier ?? tierOf(name, { tiers: input.config.tiers ?? {} } as Parameters<typeof tierOf>[1]),
        path: si?.path ?? null,
        evals: evalsBySkill ? toMap(evalsBySkill.get(name)) : undefined,
        baseEvals: baseEvalsBySkill ? toMap(baseEvalsBySkill.get(name)) : undefined,
        baseRuns: baseBySkill?.get(name),
        baseLabel: input.baseLabel ?? 'base results',
        findings: input.findings,
        history: input.history ?? [],
        seed: input.seed,
      }),
    )
  }
  // Stryker disable next-line EqualityOperator: the skills' names are unique (runs are grouped by name), so < and <= agree
  skills.sort((a, b) => a.tier - b.tier || (a.name < b.name ? -1 : 1))

  // Repo-level gates: coverage findings about skills that are not in the results (or about no skill);
  // coverageGate keeps the findings of the coverage rules.
  const repoGates: GateResult[] = []
  if (input.findings) {
    const names = new Set<string | undefined>(skills.map((s) => s.name))
    const rest = input.findings.filter((f) => !names.has(findingSkill(f)))
    repoGates.push(coverageGate(undefined, rest, settings))
  }
  if (skills.length === 0) {
    repoGates.push({ id: 'data', status: 'warn', message: 'No graded runs: nothing to aggregate.' })
  }
  const gates = [...skills.flatMap((s) => s.gates), ...repoGates]
  const verdict = worstVerdict([...skills.map((s) => s.verdict), decideVerdict(repoGates)])

  // Repo confidence: totals for size and inconclusive share, the weakest skill's matching.
  const allWs = skills.map((s) => s.configurations.with_skill)
  const gradedEvals = sum(skills.map((s) => s.eval_results.filter((e) => (e.configurations.with_skill?.graded ?? 0) > 0).length))
  const gradedRuns = sum(allWs.map((c) => c?.graded ?? 0))
  // Runs with the skill and the base side's runs when they are the same job's old_skill runs: a skill
  // with old_skill runs always compares with them (source 'same_job'), base results folders are not counted.
  const sides = skills.flatMap((s) => [s.configurations.with_skill, s.configurations.old_skill])
  const runsConsidered = sum(sides.map((c) => c?.runs ?? 0))
  const undecided = sum(sides.map((c) => (c ? c.runs - c.graded : 0)))
  const overall = confidenceOf({ evals: gradedEvals, gradedRuns, runs: runsConsidered, undecidedRuns: undecided, base: null })
  const matching = skills.length ? minLevel(...skills.map((s) => s.confidence_detail.matching)) : 'low'
  overall.matching = matching
  overall.reasons = overall.reasons.filter((r) => !r.startsWith('matching')).concat(`matching: the weakest of the skills (confidence ${matching})`)
  overall.level = minLevel(overall.suite_size, overall.inconclusive_share <= 0.1 ? 'high' : overall.inconclusive_share <= 0.25 ? 'medium' : 'low', matching)
  // The repository's confidence is never above its least certain skill's (as its verdict is the
  // worst skill's): a 'medium' overall beside skills rated 'low' would overstate what is known.
  if (skills.length) {
    const weakest = minLevel(...skills.map((s) => s.confidence))
    const which = skills.filter((s) => s.confidence === weakest).map((s) => s.name)
    const shown = which.slice(0, 5).join(', ') + (which.length > 5 ? ` and ${which.length - 5} more` : '')
    overall.reasons.push(
      which.length === skills.length
        ? `skills: every skill's own confidence is ${weakest}`
        : `skills: the lowest of the skills' own confidences (${shown}: confidence ${weakest})`
    )
    overall.level = minLevel(overall.level, weakest)
  }

  const t = settings.releaseThresholds
  const all = input.runs.filter((r) => skills.some((s) => s.name === r.skill && s.iteration === r.iteration))
  const costs = skills.map((s) => s.cost_usd).filter((c): c is number => c !== null)
  return {
    $schema: SUMMARY_SCHEMA_ID,
    schema_version: 1,
    generated_at: input.generatedAt,
    ...(all.some((r) => r.simulated) ? { simulated: true as const } : {}),
    verdict,
    confidence: overall.level,
    confidence_detail: overall,
    reasons: verdictReasons(verdict, gates),
    risk_level: settings.riskLevel,
    settings: {
      alpha: settings.alpha,
      min_drop: settings.minDrop,
      tier_thresholds: { '1': settings.tierThresholds[1], '2': settings.tierThresholds[2], '3': settings.tierThresholds[3] },
      release_thresholds: { overall: t.overall, critical: t.critical, tool_reliability: t.toolReliability },
      human_review_recommended: t.humanReview,
    },
    totals: {
      skills: skills.length,
      evals: sum(skills.map((s) => s.evals)),
      runs: all.length,
      graded: all.filter(isGraded).length,
      passed: all.filter((r) => r.grade === 'pass').length,
      failed: all.filter((r) => r.grade === 'fail').length,
      inconclusive: all.filter((r) => r.grade === 'inconclusive').length,
      errors: all.filter((r) => r.grade === 'error').length,
      skipped: all.filter((r) => r.grade === 'skipped').length,
      cost_usd: costs.length ? round4(sum(costs)) : null,
    },
    skills,
    gates,
    clusters: skills.flatMap((s) => s.clusters),
    sources: { results: input.sources?.results ?? null, base: input.sources?.base ?? null, history: input.sources?.history ?? [] },
  }
}

/** benchmark.json per skill × iteration (skill-creator format), from the same runs. Pure. */
export function benchmarks(input: Pick<AggregateInput, 'runs' | 'skills' | 'generatedAt' | 'config'>): { skill: string; iteration: number; benchmark: BenchmarkJson }[] {
  const info = new Map(input.skills?.map((s) => [s.name, s]))
  const groups = new Map<string, AggregateRun[]>()
  for (const r of input.runs) {
    const k = `${r.skill}\u0000${r.iteration}`
    const l = groups.get(k) ?? []
    l.push(r)
    groups.set(k, l)
  }
  const out: { skill: string; iteration: number; benchmark: BenchmarkJson }[] = []
  for (const runs of groups.values()) {
    const { skill, iteration } = runs[0]!
    const models = new Map<string, number>()
    for (const r of runs) models.set(r.model, (models.get(r.model) ?? 0) + 1)
    const model = [...models.entries()].sort((a, b) => b[1] - a[1])[0]![0] // runs of a group: never empty
    const sorted = [...runs].sort((a, b) => compareIds(String(a.evalId), String(b.evalId)))
    out.push({
      skill,
      iteration,
      benchmark: buildBenchmark({
        skill,
        skillPath: info.get(skill)?.path ?? '',
        model,
        judgeModel: input.config.judgeModel ?? '',
        timestamp: input.generatedAt,
        trials: Math.max(...runs.map((r) => r.trial)),
        runs: sorted,
      }),
    })
  }
  return out.sort((a, b) => (a.skill < b.skill ? -1 : a.skill > b.skill ? 1 : a.iteration - b.iteration))
}
