/**
 * The words a person reads for the verdict and for simulated numbers, in every medium (terminal,
 * Markdown report, PR comment, job summary, benchmark.md): one spelling each. Machine fields keep
 * their values (`no_go` in summary.json, `"simulated": true`).
 */

/** The release verdict as people read it: one spelling everywhere (`no_go` → `NO-GO`). */
export const VERDICT_LABEL = { go: 'GO', conditional_go: 'CONDITIONAL GO', no_go: 'NO-GO', rollback: 'ROLLBACK' } as const

/** A verdict value (as summary.json writes it) as people read it; an unknown value as it is. */
export function verdictLabel(v: string): string {
  return (VERDICT_LABEL as Record<string, string>)[v] ?? v
}

/** Said wherever the numbers of simulated runs are shown (summary.json `simulated: true`). */
export const SIMULATED_NOTE =
  'Simulated: the local simulated model made these runs and the judge calls; no API call was made, so the costs, tokens and calls are simulated and nothing was spent.'
