/**
 * `compare A B`: two result sets (two versions of a skill, or two models), compared per case.
 *
 * A "case" is one eval of one skill (matched by skill name + eval id). Its score on each side is,
 * over the graded runs of the chosen configuration (default with_skill) in the skill's latest
 * iteration:
 *   metric 'runs'        passed runs / graded runs (a run passes when every assertion passed;
 *                        error, inconclusive and skipped runs are not graded), the pass rate of
 *                        summary.json;
 *   metric 'assertions'  mean over graded runs of passed assertions / assertions.
 * Paired differences d_i = B − A. Reported: mean difference, Cohen's d_z = d̄ / s_d with a
 * confidence interval by noncentral t inversion (stats.ts), and the exact paired sign-flip
 * (permutation) test of src/aggregate/stats.ts on the differences (Monte-Carlo with a seeded RNG
 * only when the exact distribution is too large). "Significant" means p < alpha (a p-value,
 * never an effect size). Cases found on one side only, or without graded runs on a side, are
 * listed as unmatched and left out.
 *
 * A side is a results folder (run folders with grading.json), or, when it holds none, a
 * summary.json (that file or `<dir>/summary.json`: per-eval passed/graded, metric 'runs' only).
 */
import { stat } from 'node:fs/promises'
import path from 'node:path'
import type { Configuration } from '../types.js'
import { loadResults } from '../aggregate/load.js'
import type { AggregateRun } from '../aggregate/types.js'
import { signFlipTest } from '../aggregate/stats.js'
import { mdCode, mdEscape } from '../text/markdown.js'
import { effectLabel, pairedEffect } from './stats.js'
import { readSummaryFile, ResultsLogError, SUMMARY_FILE, summaryOutline } from '../log/index.js'

export type CompareMetric = 'runs' | 'assertions'

export interface CaseScore {
  skill: string
  evalId: string
  /** Graded runs. */
  runs: number
  /** score = num / den exactly (integers), for the exact test. */
  num: number
  den: number
  score: number
}

export interface CompareSide {
  label: string
  /** Key `skill\0evalId` → score (only cases with graded runs). */
  cases: Map<string, CaseScore>
  /** Cases present but with no graded run. */
  ungraded: { skill: string; evalId: string }[]
  models: string[]
  source: 'results' | 'summary'
}

export interface SideOptions {
  configuration?: Configuration
  metric?: CompareMetric
  /** Only runs of this model. */
  model?: string
}

const gcd = (a: number, b: number): number => {
  a = Math.abs(a)
  b = Math.abs(b)
  while (b) [a, b] = [b, a % b]
  return a
}
const lcm = (a: number, b: number): number => (a / gcd(a, b)) * b
const key = (skill: string, id: string) => `${skill}\u0000${id}`

/** Case scores from graded runs (pure). */
export function sideFromRuns(label: string, runs: readonly AggregateRun[], opts: SideOptions = {}): CompareSide {
  const config = opts.configuration ?? 'with_skill'
  const metric = opts.metric ?? 'runs'
  const mine = runs.filter((r) => r.configuration === config && (!opts.model || r.model === opts.model))
  const latest = new Map<string, number>()
  for (const r of mine) latest.set(r.skill, Math.max(latest.get(r.skill) ?? 0, r.iteration))
  const groups = new Map<string, AggregateRun[]>()
  for (const r of mine) {
    if (r.iteration !== latest.get(r.skill)) continue
    const k = key(r.skill, String(r.evalId))
    groups.set(k, [...(groups.get(k) ?? []), r])
  }
  const cases = new Map<string, CaseScore>()
  const ungraded: CompareSide['ungraded'] = []
  for (const [k, rs] of groups) {
    const skill = rs[0]!.skill
    const evalId = String(rs[0]!.evalId)
    const graded = rs.filter((r) => r.grade === 'pass' || r.grade === 'fail')
    const usable = metric === 'assertions' ? graded.filter((r) => r.total > 0) : graded
    if (usable.length === 0) {
      ungraded.push({ skill, evalId })
      continue
    }
    let num: number
    let den: number
    if (metric === 'runs') {
      num = usable.filter((r) => r.grade === 'pass').length
      den = usable.length
    } else {
      const L = usable.reduce((a, r) => lcm(a, r.total), 1)
      num = usable.reduce((a, r) => a + r.passed * (L / r.total), 0)
      den = L * usable.length
    }
    cases.set(k, { skill, evalId, runs: usable.length, num, den, score: num / den })
  }
  const models = [...new Set(mine.map((r) => r.model).filter(Boolean))].sort()
  return { label, cases, ungraded, models, source: 'results' }
}


/** Case scores from a summary.json (per-eval passed/graded of the configuration; metric 'runs'), read through the log's outline. */
export function sideFromSummary(label: string, json: unknown, opts: SideOptions = {}): CompareSide {
  const config = opts.configuration ?? 'with_skill'
  const cases = new Map<string, CaseScore>()
  const ungraded: CompareSide['ungraded'] = []
  const models = new Set<string>()
  for (const s of summaryOutline(json)?.skills ?? []) {
    if (opts.model && s.model !== opts.model) continue
    if (s.model !== null) models.add(s.model)
    for (const e of s.evalResults) {
      const c = e.configurations[config]
      if (!c) continue
      const graded = c.graded ?? 0
      const passed = c.passed ?? 0
      if (graded <= 0) ungraded.push({ skill: s.name, evalId: e.id })
      else cases.set(key(s.name, e.id), { skill: s.name, evalId: e.id, runs: graded, num: passed, den: graded, score: passed / graded })
    }
  }
  return { label, cases, ungraded, models: [...models].sort(), source: 'summary' }
}

export class CompareDataError extends Error {}

/** Load one side from a results folder, a folder holding summary.json, or a summary.json file. */
export async function loadSide(p: string, opts: SideOptions = {}): Promise<CompareSide> {
  const abs = path.resolve(p)
  const info = await stat(abs).catch(() => undefined)
  if (!info) throw new CompareDataError(`'${p}' does not exist.`)
  let summaryFile: string | undefined
  if (info.isDirectory()) {
    const { runs } = await loadResults(abs)
    if (runs.length > 0) return sideFromRuns(p, runs, opts)
    summaryFile = path.join(abs, SUMMARY_FILE)
  } else summaryFile = abs
  let json: unknown
  try {
    json = await readSummaryFile(summaryFile) // schema-checked (src/log/)
  } catch (err) {
    if (err instanceof ResultsLogError) throw new CompareDataError(`'${p}' holds no graded runs and no valid summary.json: ${err.message}`)
    throw new CompareDataError(`'${p}' holds no graded runs and no readable summary.json.`)
  }
  if (json === undefined) throw new CompareDataError(`'${p}' holds no graded runs and no readable summary.json.`)
  if ((opts.metric ?? 'runs') !== 'runs') throw new CompareDataError(`'${p}' is a summary.json: only --metric runs can be compared from it.`)
  return sideFromSummary(p, json, opts)
}

// ─── The comparison ──────────────────────────────────────────────────────────────────────

export interface PairedCaseDiff {
  skill: string
  eval_id: string
  a: number
  b: number
  diff: number
  a_runs: number
  b_runs: number
}

export interface CompareResult {
  schema_version: 1
  metric: CompareMetric
  configuration: Configuration
  a: { label: string; cases: number; mean: number | null; models: string[]; source: string }
  b: { label: string; cases: number; mean: number | null; models: string[]; source: string }
  n: number
  mean_a: number | null
  mean_b: number | null
  mean_diff: number | null
  sd_diff: number | null
  d_z: number | null
  d_z_ci: { low: number; high: number; level: number; method: string } | null
  effect: 'negligible' | 'small' | 'medium' | 'large' | null
  test: {
    method: string
    /** Σ d_i (the test statistic, in score units). */
    statistic: number
    p_two_sided: number
    /** One-sided: B better than A. */
    p_b_better: number
    /** One-sided: B worse than A. */
    p_b_worse: number
    exact: boolean
    samples?: number
    /** Differences that are not 0 (only they carry information). */
    nonzero: number
    /** The smallest two-sided p the exact test can give with this many nonzero differences. */
    min_attainable_p: number
  }
  alpha: number
  significant: boolean
  winner: 'A' | 'B' | null
  verdict: string
  improved: number
  worsened: number
  tied: number
  pairs: PairedCaseDiff[]
  unmatched: {
    only_a: { skill: string; eval_id: string }[]
    only_b: { skill: string; eval_id: string }[]
    ungraded_a: { skill: string; eval_id: string }[]
    ungraded_b: { skill: string; eval_id: string }[]
  }
  notes: string[]
}

export interface CompareOptions {
  metric?: CompareMetric
  configuration?: Configuration
  alpha?: number
  /** Confidence level of the d_z interval. Default 0.95. */
  level?: number
  /** Seed of the Monte-Carlo fallback of the sign-flip test. */
  seed?: number
}

const round = (x: number, d = 6) => Math.round(x * 10 ** d) / 10 ** d
const cmpCase = (a: { skill: string; evalId: string }, b: { skill: string; evalId: string }) => {
  if (a.skill !== b.skill) return a.skill < b.skill ? -1 : 1
  const na = /^-?\d+$/.test(a.evalId)
  const nb = /^-?\d+$/.test(b.evalId)
  if (na && nb) return Number(a.evalId) - Number(b.evalId)
  if (na !== nb) return na ? -1 : 1
  return a.evalId < b.evalId ? -1 : a.evalId > b.evalId ? 1 : 0
}

/** Compare two loaded sides (pure). */
export function compareSides(A: CompareSide, B: CompareSide, opts: CompareOptions = {}): CompareResult {
  const alpha = opts.alpha ?? 0.05
  const metric = opts.metric ?? 'runs'
  const matched: { a: CaseScore; b: CaseScore }[] = []
  const onlyA: CaseScore[] = []
  const onlyB: CaseScore[] = []
  const ungradedA = new Set(A.ungraded.map((u) => key(u.skill, u.evalId)))
  const ungradedB = new Set(B.ungraded.map((u) => key(u.skill, u.evalId)))
  for (const [k, a] of A.cases) {
    const b = B.cases.get(k)
    if (b) matched.push({ a, b })
    else if (!ungradedB.has(k)) onlyA.push(a)
  }
  for (const [k, b] of B.cases) if (!A.cases.has(k) && !ungradedA.has(k)) onlyB.push(b)
  matched.sort((x, y) => cmpCase(x.a, y.a))
  const pairs: PairedCaseDiff[] = matched.map(({ a, b }) => ({
    skill: a.skill, eval_id: a.evalId, a: round(a.score), b: round(b.score), diff: round(b.score - a.score), a_runs: a.runs, b_runs: b.runs,
  }))
  const diffs = matched.map(({ a, b }) => b.score - a.score)

  // Integer-scaled differences for the exact test: D = lcm of every denominator.
  let D = 1
  let exactScale = true
  for (const { a, b } of matched) {
    D = lcm(D, lcm(a.den, b.den))
    if (D > 1e7) {
      exactScale = false
      break
    }
  }
  const notes: string[] = []
  const ints = exactScale
    ? matched.map(({ a, b }) => Math.round(b.num * (D / b.den) - a.num * (D / a.den)))
    : diffs.map((d) => Math.round(d * 1e6))
  if (!exactScale) notes.push('The scores have too many distinct denominators to scale exactly; the differences were rounded to 1e-6 for the test.')
  const sf = signFlipTest(ints, { seed: opts.seed ?? 0x5eed })
  const nonzero = ints.filter((x) => x !== 0).length
  const minP = nonzero > 0 ? Math.min(1, 2 / 2 ** nonzero) : 1

  const eff = pairedEffect(diffs, opts.level ?? 0.95)
  const n = matched.length
  const meanA = n ? matched.reduce((s, m) => s + m.a.score, 0) / n : null
  const meanB = n ? matched.reduce((s, m) => s + m.b.score, 0) / n : null
  const significant = n > 0 && sf.pTwoSided < alpha
  const winner = significant ? (eff.meanDiff > 0 ? 'B' : eff.meanDiff < 0 ? 'A' : null) : null
  if (n === 0) notes.push('No case is present, with graded runs, on both sides: nothing to compare.')
  if (n > 0 && minP >= alpha) {
    notes.push(`Only ${nonzero} case(s) differ: the exact test cannot reach p < ${alpha} with so few (the smallest possible two-sided p is ${round(minP, 4)}); add evals or trials.`)
  }
  if (n >= 2 && eff.dz === null && nonzero > 0) notes.push('Every case moved by the same amount (s_d = 0): d_z is infinite and has no interval; see the mean difference and the test.')
  const pctTxt = (x: number) => `${round(x * 100, 1)} points`
  const verdict =
    n === 0
      ? 'nothing to compare'
      : significant
        ? `${winner === 'B' ? 'B is better than A' : 'B is worse than A'} (mean difference ${pctTxt(eff.meanDiff)}, p = ${round(sf.pTwoSided, 4)} < ${alpha})`
        : `no significant difference (mean difference ${pctTxt(eff.meanDiff)}, p = ${round(sf.pTwoSided, 4)} ≥ ${alpha})`

  const side = (s: CompareSide, mean: number | null) => ({ label: s.label, cases: s.cases.size, mean: mean === null ? null : round(mean), models: s.models, source: s.source })
  const ref = (c: { skill: string; evalId: string }) => ({ skill: c.skill, eval_id: c.evalId })
  return {
    schema_version: 1,
    metric,
    configuration: opts.configuration ?? 'with_skill',
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
      method: sf.exact
        ? 'exact paired sign-flip (permutation) test on the differences, two-sided'
        : `paired sign-flip (permutation) test, Monte-Carlo with ${sf.samples} seeded draws, two-sided`,
      statistic: round(diffs.reduce((s, d) => s + d, 0)),
      p_two_sided: sf.pTwoSided,
      p_b_better: sf.pGreater,
      p_b_worse: sf.pLess,
      exact: sf.exact,
      ...(sf.samples !== undefined ? { samples: sf.samples } : {}),
      nonzero,
      min_attainable_p: minP,
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
      ungraded_b: [...B.ungraded].sort(cmpCase).map(ref),
    },
    notes,
  }
}

export async function compareResults(a: string, b: string, opts: CompareOptions & { modelA?: string; modelB?: string } = {}): Promise<CompareResult> {
  const sideOpts = { ...(opts.metric ? { metric: opts.metric } : {}), ...(opts.configuration ? { configuration: opts.configuration } : {}) }
  const A = await loadSide(a, { ...sideOpts, ...(opts.modelA ? { model: opts.modelA } : {}) })
  const B = await loadSide(b, { ...sideOpts, ...(opts.modelB ? { model: opts.modelB } : {}) })
  return compareSides(A, B, opts)
}

// ─── Reports ─────────────────────────────────────────────────────────────────────────────

const fmt = (x: number | null, d = 3) => (x === null ? '—' : String(round(x, d)))
const pct = (x: number | null) => (x === null ? '—' : `${round(x * 100, 1)}%`)
const signed = (x: number) => (x > 0 ? `+${round(x * 100, 1)}` : `${round(x * 100, 1)}`)

export function compareMarkdown(r: CompareResult): string {
  const out: string[] = [
    `# Compare: A = ${mdCode(r.a.label)} vs B = ${mdCode(r.b.label)}`,
    '',
    `**${mdEscape(r.verdict)}**`,
    '',
    `| | A | B |`,
    `|---|---|---|`,
    `| Cases with graded runs | ${r.a.cases} | ${r.b.cases} |`,
    `| Mean score over the ${r.n} matched cases | ${pct(r.mean_a)} | ${pct(r.mean_b)} |`,
    `| Models | ${r.a.models.map(mdCode).join(', ') || '—'} | ${r.b.models.map(mdCode).join(', ') || '—'} |`,
    '',
    `- Score per case: ${r.metric === 'runs' ? 'share of graded runs that passed every assertion' : 'mean share of assertions passed per graded run'} (${mdCode(r.configuration)} runs).`,
    `- Paired differences B − A over ${r.n} matched case(s): mean ${r.mean_diff === null ? '—' : signed(r.mean_diff)} points, SD ${fmt(r.sd_diff)}; ${r.improved} improved, ${r.worsened} worsened, ${r.tied} unchanged.`,
    `- Effect size: Cohen's d_z = ${fmt(r.d_z)}${r.d_z_ci ? ` (${Math.round(r.d_z_ci.level * 100)}% CI ${fmt(r.d_z_ci.low)} to ${fmt(r.d_z_ci.high)}, ${r.d_z_ci.method})` : ''}${r.effect ? `, ${r.effect}` : ''}.`,
    `- Test: ${r.test.method}; p = ${fmt(r.test.p_two_sided, 4)} (one-sided: B better ${fmt(r.test.p_b_better, 4)}, B worse ${fmt(r.test.p_b_worse, 4)}); α = ${r.alpha}.`,
  ]
  for (const n of r.notes) out.push(`- Note: ${mdEscape(n)}`)
  if (r.pairs.length > 0) {
    out.push('', '## Per case', '', '| Skill | Eval | A | B | B − A | Runs A/B |', '|---|---|---|---|---|---|')
    for (const p of r.pairs) out.push(`| ${mdCode(p.skill)} | ${mdCode(p.eval_id)} | ${pct(p.a)} | ${pct(p.b)} | ${signed(p.diff)} | ${p.a_runs}/${p.b_runs} |`)
  }
  const u = r.unmatched
  const list = (xs: { skill: string; eval_id: string }[]) => xs.map((x) => `${mdCode(x.skill)} ${mdCode(x.eval_id)}`).join(', ')
  if (u.only_a.length + u.only_b.length + u.ungraded_a.length + u.ungraded_b.length > 0) {
    out.push('', '## Unmatched cases (left out)', '')
    if (u.only_a.length) out.push(`- Only in A: ${list(u.only_a)}`)
    if (u.only_b.length) out.push(`- Only in B: ${list(u.only_b)}`)
    if (u.ungraded_a.length) out.push(`- No graded run in A: ${list(u.ungraded_a)}`)
    if (u.ungraded_b.length) out.push(`- No graded run in B: ${list(u.ungraded_b)}`)
  }
  return out.join('\n') + '\n'
}
