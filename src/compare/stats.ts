/**
 * Effect size of paired differences, done properly (the ADR-056 comparator used an unpaired
 * pooled-SD Cohen's d and called it "significant" when |d| > 0.05, a p-value threshold compared
 * with an effect size).
 *
 *   d_i  = score_B(i) − score_A(i)                 per matched case i, n cases
 *   d̄    = Σ d_i / n,   s_d = sqrt(Σ (d_i − d̄)² / (n − 1))
 *   d_z  = d̄ / s_d                                  Cohen's d for paired data ("d_z")
 *   t    = d_z · √n  ~  noncentral t(ν = n − 1, δ = d_z,true · √n)
 *
 * Confidence interval of d_z: invert the noncentral t CDF in δ (Steiger & Fouladi 1997):
 *   δ_L: F(t; ν, δ_L) = 1 − α/2,  δ_U: F(t; ν, δ_U) = α/2,  CI = [δ_L, δ_U] / √n.
 * F is computed by integrating over the chi distribution of the denominator:
 *   F(t; ν, δ) = ∫₀^∞ Φ(t·u/√ν − δ) · f_χν(u) du,  f_χν(u) = u^{ν−1} e^{−u²/2} / (2^{ν/2−1} Γ(ν/2))
 * with Simpson's rule, and inverted by bisection (F is decreasing in δ).
 *
 * Pure functions, no dependencies.
 */

/** ln Γ(x) for x > 0 (Lanczos, g = 7, n = 9; ~15 significant digits). */
export function logGamma(x: number): number {
  const g = 7
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905,
    -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ]
  if (x < 0.5) return Math.log(Math.PI / Math.abs(Math.sin(Math.PI * x))) - logGamma(1 - x)
  x -= 1
  let a = c[0]!
  const t = x + g + 0.5
  for (let i = 1; i < g + 2; i++) a += c[i]! / (x + i)
  return 0.5 * Math.log(2 * Math.PI) + (x + 0.5) * Math.log(t) - t + Math.log(a)
}

/** erfc(x) with fractional error < 1.2e-7 everywhere (Numerical Recipes' Chebyshev fit). */
function erfc(x: number): number {
  const z = Math.abs(x)
  const t = 1 / (1 + 0.5 * z)
  const r =
    t *
    Math.exp(
      -z * z -
        1.26551223 +
        t * (1.00002368 + t * (0.37409196 + t * (0.09678418 + t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    )
  return x >= 0 ? r : 2 - r
}

/** Standard normal CDF Φ(x). */
export function normalCdf(x: number): number {
  return 0.5 * erfc(-x / Math.SQRT2)
}

/** CDF of the noncentral t distribution, P(T ≤ t) with ν degrees of freedom and noncentrality δ. */
export function noncentralTCdf(t: number, nu: number, delta: number, steps = 4000): number {
  if (!(nu > 0)) throw new RangeError(`noncentralTCdf: nu must be > 0, got ${nu}`)
  const logNorm = (nu / 2 - 1) * Math.LN2 + logGamma(nu / 2)
  const center = Math.sqrt(Math.max(nu - 1, 0))
  const lo = Math.max(0, center - 12)
  const hi = center + 12
  const n = steps % 2 === 0 ? steps : steps + 1
  const h = (hi - lo) / n
  const sq = Math.sqrt(nu)
  const f = (u: number): number => {
    if (u <= 0) return nu === 1 ? Math.exp(-logNorm) * normalCdf(-delta) : 0
    const dens = Math.exp((nu - 1) * Math.log(u) - (u * u) / 2 - logNorm)
    return dens * normalCdf((t * u) / sq - delta)
  }
  let s = f(lo) + f(hi)
  for (let i = 1; i < n; i++) s += (i % 2 === 1 ? 4 : 2) * f(lo + i * h)
  return Math.min(1, Math.max(0, (s * h) / 3))
}

/** δ such that noncentralTCdf(t, nu, δ) = p (bisection; F decreases in δ). */
function noncentralTInvDelta(t: number, nu: number, p: number): number {
  let lo = t - 5
  let hi = t + 5
  for (let i = 0; i < 60 && noncentralTCdf(t, nu, lo) < p; i++) lo -= (hi - lo)
  for (let i = 0; i < 60 && noncentralTCdf(t, nu, hi) > p; i++) hi += (hi - lo)
  for (let i = 0; i < 80 && hi - lo > 1e-9; i++) {
    const mid = (lo + hi) / 2
    if (noncentralTCdf(t, nu, mid) > p) lo = mid
    else hi = mid
  }
  return (lo + hi) / 2
}

export interface PairedEffect {
  n: number
  meanDiff: number
  /** Sample SD of the differences (n − 1); 0 when n < 2. */
  sdDiff: number
  /** Cohen's d_z; null when n < 2 or every difference is the same (s_d = 0: d_z is ±∞ or undefined). */
  dz: number | null
  /** Confidence interval of d_z (noncentral t inversion); null with dz. */
  ci: { low: number; high: number; level: number; method: string } | null
}

export function pairedEffect(diffs: readonly number[], level = 0.95): PairedEffect {
  const n = diffs.length
  const meanDiff = n > 0 ? diffs.reduce((a, b) => a + b, 0) / n : 0
  let ss = 0
  for (const d of diffs) ss += (d - meanDiff) ** 2
  const sdDiff = n > 1 ? Math.sqrt(ss / (n - 1)) : 0
  // A spread below rounding noise is no spread.
  if (n < 2 || sdDiff <= 1e-12 * Math.max(1, Math.abs(meanDiff))) return { n, meanDiff, sdDiff: n > 1 ? sdDiff : 0, dz: null, ci: null }
  const dz = meanDiff / sdDiff
  const t = dz * Math.sqrt(n)
  const a = (1 - level) / 2
  const low = noncentralTInvDelta(t, n - 1, 1 - a) / Math.sqrt(n)
  const high = noncentralTInvDelta(t, n - 1, a) / Math.sqrt(n)
  return { n, meanDiff, sdDiff, dz, ci: { low, high, level, method: 'noncentral t inversion (Steiger & Fouladi)' } }
}

/** Cohen's conventional labels for |d|. */
export function effectLabel(d: number | null): 'negligible' | 'small' | 'medium' | 'large' | null {
  if (d === null) return null
  const a = Math.abs(d)
  return a < 0.2 ? 'negligible' : a < 0.5 ? 'small' : a < 0.8 ? 'medium' : 'large'
}
