/**
 * The regression decision (pure). With the baseline's per-eval scores b_i and the new ones h_i
 * (0..100), the suite scores B and H (weighted means) and the tolerance T (points):
 *
 *   no baseline                       → PASS, baseline seeded with the new score
 *   B − H ≤ T                         → PASS, new score written as the version's baseline
 *   B − H > T and no per-eval pairs   → REGRESSION (the tolerance alone decides, as in the seed)
 *   B − H > T and per-eval pairs      → the paired test of the verdict stage decides
 *                                       (`compareHeadBase`, one-sided, α, minDrop = T/100):
 *                                         'regression'  → REGRESSION
 *                                         anything else → INCONCLUSIVE (pass + warning,
 *                                                          baseline NOT updated, so an
 *                                                          unconfirmed drop cannot ratchet it down)
 *   REGRESSION with --force           → OVERRIDDEN (exit 0, says so, new score recorded)
 *
 * The paired test gets each eval's score as 100 pseudo-trials with round(score) passes, so the
 * per-eval "rate" is score/100 and the exact sign-flip test runs on the integer point
 * differences h_i − b_i. Its power is limited by the number of evals: with α = 0.05 one-sided,
 * at least 5 paired evals are needed, all of them worse, before it can say 'regression' (2⁻⁵ <
 * 0.05). A smaller suite can only ever be INCONCLUSIVE on a drop: see docs/regression.md.
 *
 * `regressed_ids`: the paired evals whose own score dropped by more than T, sorted.
 */
import { compareHeadBase, type Comparison } from '../aggregate/stats.js'
import type { SelectedBaseline } from './baseline-store.js'
import { round2 } from './golden-judge.js'

export type RegressionVerdict = 'PASS' | 'REGRESSION' | 'INCONCLUSIVE' | 'OVERRIDDEN' | 'NO_SUITE' | 'MISSING_SUITE' | 'DRY_RUN' | 'ERROR'

export const EXIT = { PASS: 0, REGRESSION: 1, ERROR: 2 } as const

export interface Decision {
  verdict: RegressionVerdict
  exitCode: 0 | 1 | 2
  seeded: boolean
  /** Write the new score as the new version's baseline. */
  updateBaseline: boolean
  /** H − B (negative = worse), null when seeded. */
  delta: number | null
  regressedIds: string[]
  comparison?: Comparison
  /** One line: why. */
  reason: string
}

/** A 0..100 score as 100 pass/fail pseudo-trials (round(score) passes). */
export function scoreAsOutcomes(score: number): boolean[] {
  const k = Math.max(0, Math.min(100, Math.round(score)))
  return Array.from({ length: 100 }, (_, i) => i < k)
}

export function decide(args: {
  baseline: SelectedBaseline | undefined
  score: number
  evals: Record<string, number>
  tolerance: number
  alpha?: number
  force?: boolean
}): Decision {
  const { baseline, score, evals, tolerance } = args
  if (!baseline) {
    return { verdict: 'PASS', exitCode: 0, seeded: true, updateBaseline: true, delta: null, regressedIds: [], reason: 'no baseline yet: seeded with the new score' }
  }
  const delta = round2(score - baseline.entry.score)
  const base = baseline.entry.evals ?? {}
  const ids = Object.keys(evals).filter((id) => typeof base[id] === 'number').sort()
  const regressedIds = ids.filter((id) => base[id]! - evals[id]! > tolerance)
  if (-delta <= tolerance) {
    return { verdict: 'PASS', exitCode: 0, seeded: false, updateBaseline: true, delta, regressedIds, reason: `drop of ${fmt(Math.max(0, -delta))} pts is within the ${fmt(tolerance)}-pt tolerance` }
  }
  let comparison: Comparison | undefined
  let confirmed = true
  let reason = `the score dropped ${fmt(-delta)} pts, more than the ${fmt(tolerance)}-pt tolerance`
  if (ids.length > 0) {
    comparison = compareHeadBase(
      ids.map((id) => ({ id, head: scoreAsOutcomes(evals[id]!), base: scoreAsOutcomes(base[id]!) })),
      // Pseudo-trials are not independent runs: the eval-level test alone decides.
      { alpha: args.alpha ?? 0.05, minDrop: tolerance / 100, trialTest: false }
    )
    confirmed = comparison.verdict === 'regression'
    const p = comparison.pRegression
    reason += confirmed
      ? `, confirmed by the paired test (one-sided p = ${p.toPrecision(2)} on ${ids.length} evals)`
      : `, but the paired test does not confirm it (one-sided p = ${p.toPrecision(2)} on ${ids.length} evals, ${comparison.discordant.b} worse, ${comparison.discordant.c} better; verdict ${comparison.verdict})`
  } else reason += ' (no per-eval baseline scores: the tolerance alone decides)'
  if (!confirmed) return { verdict: 'INCONCLUSIVE', exitCode: 0, seeded: false, updateBaseline: false, delta, regressedIds, reason, ...(comparison ? { comparison } : {}) }
  if (args.force) {
    return { verdict: 'OVERRIDDEN', exitCode: 0, seeded: false, updateBaseline: true, delta, regressedIds, reason: `${reason}; overridden with --force`, ...(comparison ? { comparison } : {}) }
  }
  return { verdict: 'REGRESSION', exitCode: 1, seeded: false, updateBaseline: false, delta, regressedIds, reason, ...(comparison ? { comparison } : {}) }
}

/** A score for display: at most 2 decimals, no trailing zeros. */
export function fmt(x: number): string {
  return String(round2(x))
}
