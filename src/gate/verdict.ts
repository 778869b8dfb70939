/**
 * One release verdict from the gates, in this order (the first rule that matches wins):
 *
 *   1. rollback        a significant regression on critical evals (the regression gate failed
 *                      with `rollback`: the critical-only paired test is a regression, or the
 *                      whole suite regressed significantly and a critical eval is among the
 *                      evals that got worse)
 *   2. no_go           any gate failed (Tier 1 threshold, release gates, critical evals,
 *                      coverage errors, a significant regression, …)
 *   3. conditional_go  only warnings remain (Tier 2/3 threshold, possible = inconclusive
 *                      regressions, changed/removed evals, undecided critical evals, …)
 *   4. go              otherwise
 *
 * The repo verdict is the worst of the skills' verdicts and the repo-level gates.
 *
 * Confidence: the lowest of three levels (seeds.md §5.4: suite size, match quality, trace
 * completeness):
 *   suite size          high: ≥ 5 evals and ≥ 15 graded runs; medium: ≥ 3 evals and ≥ 6 runs; else low
 *   inconclusive share  (error + inconclusive + skipped runs) / all runs, with the skill and on
 *                       the base side: ≤ 10% high, ≤ 25% medium, else low
 *   matching            high: paired base runs from the same job, ≥ 90% of evals paired, no
 *                       changed/removed evals; medium: paired from another job (--base), or some
 *                       evals unpaired/changed, or no base at all; low: base is only a benchmark
 *                       summary (unpaired), or fewer than half the evals paired
 */
import type { BaseSource, Confidence, ConfidenceLevel, GateResult, ReleaseVerdict } from '../aggregate/types.js'

export const VERDICT_ORDER: readonly ReleaseVerdict[] = ['go', 'conditional_go', 'no_go', 'rollback']

export function decideVerdict(gates: readonly GateResult[]): ReleaseVerdict {
  if (gates.some((g) => g.status === 'fail' && g.rollback)) return 'rollback'
  if (gates.some((g) => g.status === 'fail')) return 'no_go'
  if (gates.some((g) => g.status === 'warn')) return 'conditional_go'
  return 'go'
}

export function worstVerdict(vs: readonly ReleaseVerdict[]): ReleaseVerdict {
  return VERDICT_ORDER[Math.max(0, ...vs.map((v) => VERDICT_ORDER.indexOf(v)))]!
}

/** The gate messages that decided the verdict (the fails for rollback/no_go, the warnings for conditional_go). */
export function verdictReasons(verdict: ReleaseVerdict, gates: readonly GateResult[]): string[] {
  if (verdict === 'go') return ['Every gate passed.']
  if (verdict === 'rollback') {
    const r = gates.filter((g) => g.status === 'fail' && g.rollback)
    return [...r, ...gates.filter((g) => g.status === 'fail' && !g.rollback)].map((g) => g.message)
  }
  if (verdict === 'no_go') return gates.filter((g) => g.status === 'fail').map((g) => g.message)
  return gates.filter((g) => g.status === 'warn').map((g) => g.message)
}

const LEVELS: readonly ConfidenceLevel[] = ['low', 'medium', 'high']
const minLevel = (...ls: ConfidenceLevel[]): ConfidenceLevel => LEVELS[Math.min(LEVELS.length - 1, ...ls.map((l) => LEVELS.indexOf(l)))]!

export interface ConfidenceInput {
  /** Evals with at least one graded with-skill run. */
  evals: number
  /** Graded with-skill runs. */
  gradedRuns: number
  /** Runs considered (with skill + base side) and how many of them had no pass/fail grade. */
  runs: number
  undecidedRuns: number
  /** null: no base comparison. */
  base: { source: BaseSource; pairedShare: number; changedOrRemoved: number } | null
  /** Anti-gaming flags, listed among the reasons. */
  flags?: string[]
}

export function confidenceOf(c: ConfidenceInput): Confidence {
  const reasons: string[] = []
  const size: ConfidenceLevel = c.evals >= 5 && c.gradedRuns >= 15 ? 'high' : c.evals >= 3 && c.gradedRuns >= 6 ? 'medium' : 'low'
  reasons.push(`suite size: ${c.evals} eval${c.evals === 1 ? '' : 's'}, ${c.gradedRuns} graded run${c.gradedRuns === 1 ? '' : 's'} with the skill (confidence ${size})`)
  const share = c.runs > 0 ? c.undecidedRuns / c.runs : 1
  const inc: ConfidenceLevel = share <= 0.1 ? 'high' : share <= 0.25 ? 'medium' : 'low'
  reasons.push(`runs with a pass/fail grade: ${c.runs - c.undecidedRuns} of ${c.runs}${c.undecidedRuns > 0 ? ` (${c.undecidedRuns} errored, inconclusive or skipped)` : ''} (confidence ${inc})`)
  let matching: ConfidenceLevel
  if (!c.base) {
    matching = 'medium'
    reasons.push('matching: no base results to compare with (confidence medium)')
  } else if (c.base.source === 'benchmark') {
    matching = 'low'
    reasons.push('matching: compared with a benchmark summary, not with paired runs (confidence low)')
  } else if (c.base.pairedShare < 0.5) {
    matching = 'low'
    reasons.push(`matching: only ${Math.round(c.base.pairedShare * 100)}% of the evals are paired (confidence low)`)
  } else if (c.base.source === 'same_job' && c.base.pairedShare >= 0.9 && c.base.changedOrRemoved === 0) {
    matching = 'high'
    reasons.push('matching: paired by eval with base runs from the same job (confidence high)')
  } else {
    matching = 'medium'
    reasons.push(
      c.base.source === 'base_results'
        ? 'matching: paired with base runs from another job (confidence medium)'
        : `matching: ${Math.round(c.base.pairedShare * 100)}% of the evals paired, ${c.base.changedOrRemoved} changed or removed (confidence medium)`,
    )
  }
  for (const f of c.flags ?? []) reasons.push(`flag: ${f}`)
  return { level: minLevel(size, inc, matching), reasons, suite_size: size, inconclusive_share: Math.round(share * 10000) / 10000, matching }
}

export { minLevel }
