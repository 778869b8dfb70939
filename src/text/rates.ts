/**
 * How a pass rate is shown to a person, in every medium (terminal, PR comment, job summary,
 * viewer): one rounding rule and one name per kind of rate.
 *
 * Rounding: whole percent, rounded DOWN (`pctFloor`, the rule SPEC-0017's gate messages use), so a
 * rate just below a threshold never prints as equal to it, and the same rate reads the same
 * everywhere. The viewer's inline script carries a copy of this rule (it cannot import); a test
 * checks that the two agree.
 *
 * Kinds:
 * - runs fully passed: the share of graded runs whose every assertion passed (`pass_rate` in
 *   summary.json; the headline rate, the one the gates compare with the thresholds);
 * - assertions passed: the mean share of assertions passed per run (`pass_rate` in
 *   skill-creator's benchmark.json);
 * - pass@k: the chance that at least one of k trials passes.
 */
/** A rate (0..1) in whole percent, rounded DOWN: the one rounding rule for rates shown to people. */
export function wholePercent(rate: number): number {
  return Math.floor(rate * 100 + 1e-9)
}

/** Whole percent, rounded DOWN so a rate below a whole-percent threshold never prints as equal to it. */
export function pctFloor(rate: number): string {
  return `${wholePercent(rate)}%`
}

/** A rate (0..1) as a whole percent, rounded down; '–' when unknown. */
export function percent(rate: number | null | undefined): string {
  return rate === null || rate === undefined || !Number.isFinite(rate) ? '–' : pctFloor(rate)
}

/**
 * The difference of two rates in whole percentage points, taken between the two rates as they are
 * shown (each rounded down), so "88% vs 33%" always reads "+55", never "+56".
 */
export function pointsBetween(head: number, base: number): number {
  return wholePercent(head) - wholePercent(base)
}

/** A comparison's difference in whole points: between its two rates as shown, else its delta rounded. */
export function comparisonPoints(c: { delta: number; head_rate?: number | null; base_rate?: number | null }): number {
  return typeof c.head_rate === 'number' && typeof c.base_rate === 'number' ? pointsBetween(c.head_rate, c.base_rate) : Math.round(c.delta * 100)
}

/** One sentence saying what the headline rate is, for footers. */
export const HEADLINE_RATE_NOTE =
  'Pass rates are runs fully passed: the share of graded runs whose every assertion passed, in whole percent rounded down.'
