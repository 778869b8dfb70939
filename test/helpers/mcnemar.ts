/**
 * Exact McNemar test, kept as a test oracle only (issue 36: no product code calls it). The paired
 * tests of src/aggregate/stats.ts must reduce to it: the sign-flip test on ±1 differences and the
 * stratified permutation test at one trial per side.
 *
 * On the discordant pairs of a paired 2×2 table, b = pass → fail (base passed, head failed),
 * c = fail → pass. Under H0, given n = b + c, b ~ Binomial(n, ½).
 *   two-sided: p = min(1, 2 · P(X ≥ max(b, c)))
 *   'less' (head worse): p = P(X ≥ b);  'greater' (head better): p = P(X ≥ c).
 * Summed in log space so large n does not underflow.
 */
export function mcnemarExact(b: number, c: number, alternative: 'two-sided' | 'less' | 'greater' = 'two-sided'): number {
  if (![b, c].every(Number.isInteger) || b < 0 || c < 0) {
    throw new RangeError(`mcnemarExact: b and c must be non-negative integers, got ${b}, ${c}`)
  }
  const n = b + c
  if (n === 0) return 1
  if (alternative === 'less') return binomUpperTailHalf(n, b)
  if (alternative === 'greater') return binomUpperTailHalf(n, c)
  return Math.min(1, 2 * binomUpperTailHalf(n, Math.max(b, c)))
}

/** P(X ≥ k) for X ~ Binomial(n, ½): log pmf(j+1) = log pmf(j) + ln((n−j)/(j+1)), summing the smaller side. */
function binomUpperTailHalf(n: number, k: number): number {
  if (k <= 0) return 1
  const upTo = n - k
  let logPmf = -n * Math.LN2
  const logs: number[] = [logPmf]
  for (let j = 0; j < upTo; j++) {
    logPmf += Math.log((n - j) / (j + 1))
    logs.push(logPmf)
  }
  const top = Math.max(...logs)
  let s = 0
  for (const l of logs) s += Math.exp(l - top)
  return Math.min(1, Math.exp(top) * s)
}
