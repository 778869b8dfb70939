/**
 * Statistics for the aggregate stage: descriptive summaries, binomial intervals, pass@k,
 * flakiness, and the paired head-vs-base regression decision.
 *
 * Everything here is a pure function of its arguments (randomness only through an explicit
 * seed), written without a statistics library.
 *
 * Why statistics at all: LLM runs are noisy. A fixed "drop of 5 points fails" rule on 10
 * evals × 1 trial fires on roughly a third of runs of an UNCHANGED skill. So a regression is
 * called only when a paired test supports it AND the drop is at least `minDrop`; when the data
 * cannot tell, the verdict is 'inconclusive' with a plain-English reason.
 *
 * The paired test (see `comparePaired`) is two exact tests of the same null hypothesis, H0:
 * head and base are the same skill, so within one eval the head and base trials are exchangeable.
 * 1. Eval level, exact sign-flip test (`signFlipTest`):
 *      d_i = passRate_head(i) − passRate_base(i)            per eval i (same id, same job)
 *      T   = Σ d_i
 *    Every d_i is symmetric about 0 under H0, so the sign-flip distribution S = Σ ε_i·|d_i|,
 *    ε_i ∈ {−1, +1} equiprobable, is the exact null distribution of T given the |d_i|. It is
 *    computed exactly by dynamic programming over integer-scaled d_i (Monte-Carlo with a seeded
 *    RNG only when the integer range would be huge). It catches a drop spread over many evals,
 *    but sees only the sign and size of each eval's change: k broken evals can never give a p
 *    below 2⁻ᵏ, whatever the trials show.
 * 2. Trial level, exact stratified permutation test (`stratifiedPermutationTest`): each eval a
 *    stratum, head passes hypergeometric given the eval's total passes, the per-eval "evidence"
 *    scores −ln P(head passes ≤ observed) added up; the null distribution is the exact
 *    convolution of the per-eval ones. It sees that 3/3 → 0/3 happens by chance 1 time in 20.
 * Combined by min-p with a Bonferroni factor of 2: p = min(1, 2 · min(p₁, p₂)), so the
 * false-regression rate stays ≤ α. With 1 trial per side the two tests are the same test, the
 * exact McNemar test (binomial on discordant evals), and no factor is applied.
 */

// ─── Descriptive statistics ──────────────────────────────────────────────────────────────

/** Arithmetic mean: x̄ = Σx / n. Empty input → 0 (as skill-creator's aggregate_benchmark). */
export function mean(xs: readonly number[]): number {
  if (xs.length === 0) return 0
  let s = 0
  for (const x of xs) s += x
  return s / xs.length
}

// ─── Normal quantile ─────────────────────────────────────────────────────────────────────

/**
 * Inverse standard-normal CDF Φ⁻¹(p) (Acklam's rational approximation, |rel. error| < 1.2e-9):
 * central region uses a rational function in q = p − 0.5, tails one in q = sqrt(−2 ln p).
 */
export function normalQuantile(p: number): number {
  // Stryker disable next-line EqualityOperator: p = 1 through the formula is −normalQuantile(0) = +∞, the same answer
  if (!(p > 0 && p < 1)) {
    if (p === 0) return -Infinity
    if (p === 1) return Infinity
    throw new RangeError(`normalQuantile: p must be in [0, 1], got ${p}`)
  }
  const a = [-3.969683028665376e1, 2.209460984245205e2, -2.759285104469687e2, 1.38357751867269e2, -3.066479806614716e1, 2.506628277459239]
  const b = [-5.447609879822406e1, 1.615858368580409e2, -1.556989798598866e2, 6.680131188771972e1, -1.328068155288572e1]
  const c = [-7.784894002430293e-3, -3.223964580411365e-1, -2.400758277161838, -2.549732539343734, 4.374664141464968, 2.938163982698783]
  const d = [7.784695709041462e-3, 3.224671290700398e-1, 2.445134137142996, 3.754408661907416]
  const pLow = 0.02425
  // Stryker disable next-line EqualityOperator: at exactly pLow the tail and central pieces agree to the approximation's accuracy
  if (p < pLow) {
    const q = Math.sqrt(-2 * Math.log(p))
    return (((((c[0]! * q + c[1]!) * q + c[2]!) * q + c[3]!) * q + c[4]!) * q + c[5]!) / ((((d[0]! * q + d[1]!) * q + d[2]!) * q + d[3]!) * q + 1)
  }
  // Stryker disable next-line EqualityOperator: at exactly 1 − pLow the mirrored tail and the central piece agree to the approximation's accuracy
  if (p > 1 - pLow) return -normalQuantile(1 - p)
  const q = p - 0.5
  const r = q * q
  return ((((((a[0]! * r + a[1]!) * r + a[2]!) * r + a[3]!) * r + a[4]!) * r + a[5]!) * q) / (((((b[0]! * r + b[1]!) * r + b[2]!) * r + b[3]!) * r + b[4]!) * r + 1)
}

// ─── Binomial interval ───────────────────────────────────────────────────────────────────

export interface Interval {
  low: number
  high: number
  center: number
}

/**
 * Wilson score interval for a binomial proportion p̂ = successes / n:
 *   center = (p̂ + z²/(2n)) / (1 + z²/n)
 *   half   = z / (1 + z²/n) · sqrt( p̂(1 − p̂)/n + z²/(4n²) )
 *   [low, high] = [center − half, center + half]
 * z = 1.959964 gives a 95% interval. n = 0 → { low: 0, high: 1, center: 0.5 } (no information).
 */
export function wilson(successes: number, n: number, z = 1.959964): Interval {
  // Stryker disable next-line ConditionalExpression: a negative n fails `successes > n` (successes ≥ 0) and a NaN n fails the finiteness test, so `!(n >= 0)` decides nothing alone
  if (!(n >= 0) || !(successes >= 0) || successes > n || !Number.isFinite(n)) {
    throw new RangeError(`wilson: need 0 <= successes <= n, got ${successes}/${n}`)
  }
  if (n === 0) return { low: 0, high: 1, center: 0.5 }
  const p = successes / n
  const z2 = z * z
  const denom = 1 + z2 / n
  const center = (p + z2 / (2 * n)) / denom
  const half = (z / denom) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))
  return {
    low: successes === 0 ? 0 : Math.max(0, center - half),
    high: successes === n ? 1 : Math.min(1, center + half),
    center,
  }
}

// ─── pass@k, consistency ─────────────────────────────────────────────────────────────────

/**
 * Unbiased pass@k estimator (Chen et al. 2021, "Evaluating LLMs trained on code"):
 *   pass@k = 1 − C(n − c, k) / C(n, k)
 * for n samples of which c passed, k ≤ n. Computed in the numerically stable product form
 *   C(n − c, k) / C(n, k) = Π_{i = n−c+1}^{n} (1 − k / i)
 * which never forms a large binomial coefficient. If n − c < k every k-subset contains a pass → 1.
 */
export function passAtK(n: number, c: number, k: number): number {
  // Stryker disable next-line ConditionalExpression: n = 0 with 1 <= k fails `k > n` as well
  if (![n, c, k].every(Number.isInteger) || n < 1 || c < 0 || c > n || k < 1 || k > n) {
    throw new RangeError(`passAtK: need integers n >= 1, 0 <= c <= n, 1 <= k <= n; got n=${n}, c=${c}, k=${k}`)
  }
  // Stryker disable next-line ConditionalExpression,ArithmeticOperator: a shortcut; when n − c < k the product below has the factor 1 − k/k = 0 and gives 1 too
  if (n - c < k) return 1
  let prod = 1
  for (let i = n - c + 1; i <= n; i++) prod *= 1 - k / i
  return 1 - prod
}

/**
 * Consistency of one case's trials: true when every trial agrees (all pass or all fail),
 * i.e. |{o_j}| ≤ 1. An empty or single-trial list is trivially consistent.
 */
export function consistency(outcomes: readonly boolean[]): boolean {
  return outcomes.every((o) => o === outcomes[0])
}

/** Flaky = the trials of one case disagree: at least one pass AND at least one fail. */
export function isFlaky(outcomes: readonly boolean[]): boolean {
  return !consistency(outcomes)
}

// ─── Seeded randomness ───────────────────────────────────────────────────────────────────

/**
 * mulberry32: a small, fast 32-bit PRNG; returns a function yielding uniforms in [0, 1).
 *   t += 0x6D2B79F5; r = (t ^ t>>>15)·(t|1); r ^= r + (r ^ r>>>7)·(r|61); u = (r ^ r>>>14) / 2³²
 * Same seed → same sequence, so simulations and Monte-Carlo p-values are reproducible.
 */
export function seededRandom(seed: number): () => number {
  let t = seed >>> 0
  return () => {
    t = (t + 0x6d2b79f5) >>> 0
    let r = Math.imul(t ^ (t >>> 15), t | 1)
    r ^= r + Math.imul(r ^ (r >>> 7), r | 61)
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296
  }
}

// ─── Paired sign-flip test ───────────────────────────────────────────────────────────────

export interface SignFlipResult {
  /** P(S ≤ T): small when the first side is worse (regression direction). */
  pLess: number
  /** P(S ≥ T): small when the first side is better (improvement direction). */
  pGreater: number
  /** P(|S| ≥ |T|). */
  pTwoSided: number
  exact: boolean
  samples?: number
}

function gcd(a: number, b: number): number {
  while (b) [a, b] = [b, a % b]
  return a
}

/**
 * Sign-flip (paired permutation) test of H0 "differences symmetric about 0":
 *   T = Σ x_i,   S = Σ ε_i·|x_i|, ε_i ∈ {±1} equiprobable,
 *   pLess = P(S ≤ T), pGreater = P(S ≥ T), pTwoSided = P(|S| ≥ |T|).
 * `x` must be integers (callers scale rational differences); the distribution of S is then
 * built exactly by DP: f_{i}(s) = ½ f_{i−1}(s − |x_i|) + ½ f_{i−1}(s + |x_i|), in O(m · Σ|x|).
 * When m · Σ|x| > maxExactWork, Monte-Carlo with `samples` seeded draws is used instead,
 * with the valid permutation p-value (1 + #{S* as extreme}) / (1 + samples).
 */
export function signFlipTest(
  x: readonly number[],
  opts: { seed?: number; maxExactWork?: number; samples?: number } = {},
): SignFlipResult {
  const xs = x.filter((v) => v !== 0).map(Math.abs)
  const t = x.reduce((s, v) => s + v, 0)
  // Stryker disable next-line ConditionalExpression: a shortcut; with no differences the DP below gives the same p = 1, exact
  if (xs.length === 0) return { pLess: 1, pGreater: 1, pTwoSided: 1, exact: true }
  const range = xs.reduce((s, v) => s + v, 0)
  const maxWork = opts.maxExactWork ?? 2e7
  if (xs.length * range <= maxWork && xs.every(Number.isInteger)) {
    let f = new Float64Array(2 * range + 1)
    let g = new Float64Array(2 * range + 1)
    f[range] = 1
    let reach = 0 // current support is [range − reach, range + reach]
    for (const v of xs) {
      // Stryker disable next-line ArithmeticOperator: the top cells past the old support (reach grew by v ≥ 1) are 0 already
      g.fill(0, range - reach - v, range + reach + v + 1)
      for (let s = range - reach; s <= range + reach; s++) {
        const p = f[s]!
        // Stryker disable next-line ConditionalExpression: skipping a zero cell only saves work (it adds 0)
        if (p === 0) continue
        g[s - v] = g[s - v]! + 0.5 * p
        g[s + v] = g[s + v]! + 0.5 * p
      }
      ;[f, g] = [g, f]
      reach += v
    }
    let pLess = 0
    let pGreater = 0
    let pTwo = 0
    const at = Math.abs(t)
    for (let i = 0; i < f.length; i++) {
      const p = f[i]!
      // Stryker disable next-line ConditionalExpression: skipping a zero cell only saves work (it adds 0)
      if (p === 0) continue
      const s = i - range
      if (s <= t) pLess += p
      if (s >= t) pGreater += p
      if (Math.abs(s) >= at) pTwo += p
    }
    return { pLess: Math.min(1, pLess), pGreater: Math.min(1, pGreater), pTwoSided: Math.min(1, pTwo), exact: true }
  }
  const rng = seededRandom(opts.seed ?? 0x5eed)
  const samples = opts.samples ?? 20000
  // Stryker disable next-line ArithmeticOperator,MethodExpression: the tolerance only absorbs rounding noise of non-integer sums (about 1e-16 of the range); any small positive value counts the same ties
  const eps = 1e-9 * Math.max(1, range)
  let le = 0
  let ge = 0
  let two = 0
  for (let r = 0; r < samples; r++) {
    let s = 0
    // Stryker disable next-line EqualityOperator: rng() < 0.5 and <= 0.5 differ only when a draw is exactly ½
    for (const v of xs) s += rng() < 0.5 ? -v : v
    // Stryker disable next-line EqualityOperator: with the tolerance eps > 0, ≤ and < differ only at exactly t + eps
    if (s <= t + eps) le++
    // Stryker disable next-line EqualityOperator: with the tolerance eps > 0, ≥ and > differ only at exactly t − eps
    if (s >= t - eps) ge++
    // Stryker disable next-line EqualityOperator: with the tolerance eps > 0, ≥ and > differ only at exactly |t| − eps
    if (Math.abs(s) >= Math.abs(t) - eps) two++
  }
  return {
    pLess: (1 + le) / (1 + samples),
    pGreater: (1 + ge) / (1 + samples),
    pTwoSided: (1 + two) / (1 + samples),
    exact: false,
    samples,
  }
}

// ─── Exact stratified permutation test on trials ─────────────────────────────────────────

/** One eval's trial counts on the two sides (a stratum of the stratified test). */
export interface TrialCounts {
  /** Trials that passed on the first side (head). */
  headPasses: number
  headTrials: number
  /** Trials that passed on the second side (base). */
  basePasses: number
  baseTrials: number
}

export interface StratifiedResult {
  /** Small when the first side (head) did worse than chance allows (regression direction). */
  pLess: number
  /** Small when the first side did better (improvement direction). */
  pGreater: number
  /** min(1, 2 · min(pLess, pGreater)) (doubled one-sided p). */
  pTwoSided: number
  statistic: 'evidence' | 'passes'
  /** Strata whose outcomes could move under the null (some but not all of its trials passed). */
  informative: number
  /** Observed head passes, and their expectation under the null, summed over the strata. */
  observed: number
  expected: number
  exact: true
}

/** ln n! for n = 0..N, by cumulative sums of ln k (exact enough: each term is one rounding). */
const logFactCache: number[] = [0]
function logFactorial(n: number): number {
  for (let k = logFactCache.length; k <= n; k++) logFactCache.push(logFactCache[k - 1]! + Math.log(k))
  return logFactCache[n]!
}
const logChoose = (n: number, k: number): number => logFactorial(n) - logFactorial(k) - logFactorial(n - k)

/** Score units per natural-log unit of the evidence statistic (see `stratifiedPermutationTest`). */
const EVIDENCE_SCALE = 8

/**
 * Exact null distribution of Σ_i score_i(X_i) for independent strata, X_i with pmf `pmf_i` on
 * 0..len−1 and non-negative integer scores: f_i(s) = Σ_x pmf_i(x) · f_{i−1}(s − score_i(x)).
 * Returns P(S ≥ observed), the tail divided by the total mass (1 up to rounding).
 * Scores are non-negative, so a partial sum that has reached `observed` stays there: all such
 * sums share one absorbing cell, and the work is O(observed · Σ len) however wide the range.
 */
function upperTailOfScoreSum(strata: readonly { pmf: Float64Array; score: Int32Array; at: number }[]): number {
  let observed = 0
  for (const s of strata) observed += s.score[s.at]!
  // Stryker disable next-line ConditionalExpression: a shortcut; with observed = 0 every sum is in the one absorbing cell and the DP gives 1
  if (observed === 0) return 1
  let f = new Float64Array(observed + 1)
  let g = new Float64Array(observed + 1)
  f[0] = 1
  let reach = 0 // highest reachable cell so far (≤ observed)
  for (const s of strata) {
    let top = 0
    // Stryker disable next-line EqualityOperator: reading one past the end gives undefined (never > top), and ≥ finds the same maximum
    for (let j = 0; j < s.score.length; j++) if (s.score[j]! > top) top = s.score[j]!
    const next = Math.min(observed, reach + top)
    g.fill(0, 0, next + 1)
    for (let a = 0; a <= reach; a++) {
      const fa = f[a]!
      // Stryker disable next-line ConditionalExpression: skipping a zero cell only saves work (it adds 0)
      if (fa === 0) continue
      // Stryker disable next-line ConditionalExpression,BlockStatement: a shortcut; spread over the pmf (which sums to 1) the absorbed mass lands in the same cell
      if (a === observed) {
        g[observed] = g[observed]! + fa
        continue
      }
      // Stryker disable next-line EqualityOperator: one step past the end reads undefined, so the cell index is NaN and a typed array ignores the write
      for (let j = 0; j < s.pmf.length; j++) {
        const c = Math.min(observed, a + s.score[j]!)
        g[c] = g[c]! + fa * s.pmf[j]!
      }
    }
    ;[f, g] = [g, f]
    reach = next
  }
  let total = 0
  for (let v = 0; v <= reach; v++) total += f[v]!
  // Stryker disable next-line ArithmeticOperator: total is 1 up to rounding (the pmfs are normalised), so dividing and multiplying by it agree
  return Math.min(1, f[observed]! / total)
}

/**
 * Exact stratified permutation test on the trials of paired evals (each eval a stratum).
 *
 * Null model. Under H0 ("head and base are the same skill") the n_i head and m_i base trials of
 * eval i are exchangeable, so given that eval's total passes K_i = h_i + b_i, its head passes
 * follow the hypergeometric distribution
 *   P(H_i = x) = C(n_i, x) · C(m_i, K_i − x) / C(n_i + m_i, K_i),   max(0, K_i − m_i) ≤ x ≤ min(n_i, K_i),
 * independently across evals. Strata where every trial passed or every trial failed cannot move
 * and are skipped. Each pmf is formed from log-factorials and normalised (no large binomial
 * coefficient is formed). Any statistic that is a sum of per-eval integer scores then has an
 * exact null distribution: the convolution of the per-eval ones (dynamic programming).
 *
 * Statistics (`statistic`):
 * - 'evidence' (default; the one the verdict uses): how surprising each eval's split is, added up.
 *   For the regression direction eval i scores
 *     e_i = round(8 · −ln P(H_i ≤ h_i))            (0 when head passed as often as it could)
 *   and pLess = P(Σ e_i ≥ observed Σ e_i); pGreater likewise with P(H_i ≥ h_i). This is Fisher's
 *   way of combining per-eval p-values, but with the exact permutation distribution instead of
 *   the χ² approximation (the scores are rounded to 1/8 of a log unit so the sum is an integer;
 *   the rounded sum IS the statistic, so the test stays exact). An eval that went 3/3 → 0/3
 *   scores ln 20 ≈ 3.0 log units, a flaky eval that split as usual scores near 0, so a few evals
 *   broken outright stand out even among many flaky ones.
 * - 'passes': the total head passes T = Σ h_i (given the margins, Σ(h_i − b_i) = 2T − ΣK_i),
 *   pLess = P(T ≤ t_obs), pGreater = P(T ≥ t_obs): a stratified (Cochran–Mantel–Haenszel-type)
 *   exact test. It weighs every trial the same, which suits a drop spread over many evals but
 *   lets flaky evals drown out a few broken ones (see docs/verdict.md for the numbers).
 *
 * At 1 trial per side only discordant evals move (K_i = 1, P(H_i = 0) = ½); both statistics are
 * then increasing functions of b (the evals that went pass → fail), and either test IS the exact
 * McNemar test. Work: O(Σ_i W_i · s_i), W_i = score range so far, s_i = support of eval i; the
 * evidence scale is lowered for very large strata so the range stays ≤ 20,000 (still exact).
 */
export function stratifiedPermutationTest(
  strata: readonly TrialCounts[],
  opts: { statistic?: 'evidence' | 'passes' } = {},
): StratifiedResult {
  const statistic = opts.statistic ?? 'evidence'
  const moving: { lo: number; pmf: Float64Array; h: number; key: string }[] = []
  // Evals with the same trial counts and total passes share one pmf (and scores, below).
  const pmfs = new Map<string, Float64Array>()
  let observed = 0
  let expected = 0
  for (const s of strata) {
    const { headPasses: h, headTrials: n, basePasses: b, baseTrials: m } = s
    // (A negative trial count fails h > n or b > m, as passes are never negative.)
    if (![h, n, b, m].every(Number.isInteger) || h < 0 || b < 0 || h > n || b > m) {
      throw new RangeError(`stratifiedPermutationTest: bad counts ${h}/${n} vs ${b}/${m}`)
    }
    observed += h
    const K = h + b
    if (n + m > 0) expected += (K * n) / (n + m)
    const lo = Math.max(0, K - m)
    const hi = Math.min(n, K)
    if (hi <= lo) continue
    const key = `${n},${m},${K}`
    const known = pmfs.get(key)
    // Stryker disable next-line ConditionalExpression,BlockStatement: a cache; the pmf built again is the same
    if (known) {
      moving.push({ lo, pmf: known, h, key })
      continue
    }
    const logW: number[] = []
    let top = -Infinity
    for (let x = lo; x <= hi; x++) {
      const l = logChoose(n, x) + logChoose(m, K - x)
      logW.push(l)
      // Stryker disable next-line EqualityOperator: ≥ finds the same maximum
      if (l > top) top = l
    }
    const pmf = new Float64Array(hi - lo + 1)
    let sum = 0
    for (let j = 0; j < pmf.length; j++) {
      pmf[j] = Math.exp(logW[j]! - top)
      sum += pmf[j]!
    }
    // Stryker disable next-line EqualityOperator: one step past the end writes nothing (a typed array ignores it)
    for (let j = 0; j < pmf.length; j++) pmf[j] = pmf[j]! / sum
    pmfs.set(key, pmf)
    moving.push({ lo, pmf, h, key })
  }
  const base = { statistic, informative: moving.length, observed, expected, exact: true as const }
  // Stryker disable next-line ConditionalExpression: a shortcut; with no moving stratum both tails below are 1 as well
  if (moving.length === 0) return { pLess: 1, pGreater: 1, pTwoSided: 1, ...base }

  let pLess: number
  let pGreater: number
  if (statistic === 'passes') {
    // Scores x (upper direction) and (len − 1 − x) (lower direction) on the shifted supports.
    const ramps = new Map<string, { up: Int32Array; down: Int32Array }>()
    // Stryker disable next-line ArithmeticOperator: adding one constant to every score of a stratum moves the sum and the observed value alike
    for (const [key, pmf] of pmfs) ramps.set(key, { up: Int32Array.from(pmf, (_, j) => j), down: Int32Array.from(pmf, (_, j) => pmf.length - 1 - j) })
    const up = moving.map((s) => ({ pmf: s.pmf, score: ramps.get(s.key)!.up, at: s.h - s.lo }))
    const down = moving.map((s) => ({ pmf: s.pmf, score: ramps.get(s.key)!.down, at: s.h - s.lo }))
    pGreater = upperTailOfScoreSum(up)
    pLess = upperTailOfScoreSum(down)
  } else {
    // Tail probabilities per distinct pmf, each summed from its small end: P(H ≤ x) and P(H ≥ x).
    const tails = new Map<string, { le: Float64Array; ge: Float64Array }>()
    for (const [key, pmf] of pmfs) {
      const len = pmf.length
      const le = new Float64Array(len)
      const ge = new Float64Array(len)
      let acc = 0
      // Stryker disable next-line EqualityOperator: one step past the end writes nothing (a typed array ignores it)
      for (let j = 0; j < len; j++) le[j] = Math.min(1, (acc += pmf[j]!))
      acc = 0
      // Stryker disable next-line EqualityOperator: ge[0] = P(H ≥ lowest) = 1 scores 0, and so does the unset 0 (−ln 0 = ∞ becomes 0 in an Int32Array)
      for (let j = len - 1; j >= 0; j--) ge[j] = Math.min(1, (acc += pmf[j]!))
      tails.set(key, { le, ge })
    }
    // Scale: 8 units per log unit unless the total range would exceed 20,000 units.
    let rawRange = 0
    for (const s of moving) {
      const t = tails.get(s.key)!
      // A tail that underflows to 0 (a stratum of hundreds of trials) counts as the smallest double, not as an
      // infinite range: an infinite range made the scale 1e-3 and rounded every score to 0 (p = 1).
      rawRange += Math.max(-Math.log(Math.max(Number.MIN_VALUE, t.le[0]!)), -Math.log(Math.max(Number.MIN_VALUE, t.ge[t.ge.length - 1]!)))
    }
    const scale = rawRange * EVIDENCE_SCALE <= 20_000 ? EVIDENCE_SCALE : Math.max(1e-3, 20_000 / rawRange)
    // A tail that underflows to 0 scores as the smallest double (the strongest evidence), not as
    // −ln 0 = ∞, which an Int32Array stores as 0 (no evidence): an eval of hundreds of trials that
    // flipped in every trial made the trial-level p 1.
    const score = (p: number): number => Math.max(0, Math.round(-Math.log(Math.max(Number.MIN_VALUE, p)) * scale))
    const scores = new Map<string, { le: Int32Array; ge: Int32Array }>()
    for (const [key, t] of tails) scores.set(key, { le: Int32Array.from(t.le, score), ge: Int32Array.from(t.ge, score) })
    pLess = upperTailOfScoreSum(moving.map((s) => ({ pmf: s.pmf, score: scores.get(s.key)!.le, at: s.h - s.lo })))
    pGreater = upperTailOfScoreSum(moving.map((s) => ({ pmf: s.pmf, score: scores.get(s.key)!.ge, at: s.h - s.lo })))
  }
  return { pLess, pGreater, pTwoSided: Math.min(1, 2 * Math.min(pLess, pGreater)), ...base }
}

// ─── The regression decision ─────────────────────────────────────────────────────────────

export type Verdict = 'regression' | 'improvement' | 'no_change' | 'inconclusive'

/** Per-eval outcomes of the two sides being compared (head vs base, or skill vs no skill). */
export interface PairedCase {
  id: string
  head: readonly boolean[]
  base: readonly boolean[]
  /**
   * Adaptive trials (src/aggregate/adaptive.ts): the first `stage1.head` head outcomes and the
   * first `stage1.base` base outcomes were the eval's first stage, after which the decision to run
   * more trials was taken on the pooled outcomes. The trial-level test then treats the two stages
   * as separate strata (within a stage the trials are exchangeable under the null whatever the
   * stopping rule, see docs/verdict.md); absent (or covering every trial): one stratum.
   */
  stage1?: { head: number; base: number }
}

export interface CompareOptions {
  /** Significance level (default 0.05). */
  alpha?: number
  /** Minimum change, as a rate (default 0.05 = 5 points), for regression/improvement/no_change. */
  minDrop?: number
  /** Seed for the Monte-Carlo fallback of the sign-flip test (default 0x5eed). */
  seed?: number
  /**
   * 'one-sided' (default): regression is tested with the one-sided p for "head worse" and
   * improvement with the one-sided p for "head better", each at α; the equivalence
   * ('no_change') interval is the matching (1 − 2α) CI, as in TOST. The gate asks a directional
   * question, and the false-REGRESSION rate is ≤ α.
   * 'two-sided': both use the two-sided p at α (≤ α/2 per direction) and a (1 − α) CI.
   */
  alternative?: 'one-sided' | 'two-sided'
  /** Names used in the reason text (default 'head' / 'base'). */
  labels?: { head: string; base: string }
  /** Work bound (m · Σ|x|) for the exact sign-flip DP before falling back to Monte-Carlo. */
  maxExactWork?: number
  /** Monte-Carlo draws for the fallback (default 20000). */
  monteCarloSamples?: number
  /**
   * Also run the exact stratified permutation test on the trials (default true) and combine it
   * with the eval-level sign-flip test: the verdict uses the smaller p of the two, doubled
   * (Bonferroni for two tests). Turn off when the "trials" are not independent runs, e.g. a
   * 0..100 score expanded into 100 pseudo-trials (src/regression/verdict.ts).
   */
  trialTest?: boolean
  /** Statistic of the trial-level test (default 'evidence'; see `stratifiedPermutationTest`). */
  trialStatistic?: 'evidence' | 'passes'
}

/** One-sided and two-sided p-values of one test. */
export interface PValues {
  pLess: number
  pGreater: number
  pTwoSided: number
}

export interface Comparison {
  verdict: Verdict
  /** Mean over evals of the per-eval head pass rate (each eval weighs the same). */
  headRate: number
  /** Mean over evals of the per-eval base pass rate. */
  baseRate: number
  /** headRate − baseRate (negative = head worse). */
  delta: number
  /**
   * The p-value the verdict used: one-sided in the direction of `delta` (or two-sided, per
   * options), taken from `pAdjusted` (both tests combined).
   */
  pValue: number
  /** One-sided p for "head worse than base" of the eval-level sign-flip test (unadjusted). */
  pRegression: number
  /** One-sided p for "head better than base" of the eval-level sign-flip test (unadjusted). */
  pImprovement: number
  /** Two-sided p of the eval-level sign-flip test (unadjusted). */
  pTwoSided: number
  /**
   * The trial-level exact stratified permutation test (`stratifiedPermutationTest`), unadjusted;
   * null when it was not run (`trialTest: false`, or no eval to compare).
   */
  stratified: PValues | null
  /**
   * The p-values the verdict compares with α: with both tests, min(1, 2 · min(p_sign-flip,
   * p_stratified)) per direction (Bonferroni for two tests); with one test (1 trial per side,
   * where the two tests are the same exact McNemar test, or `trialTest: false`) that test's p.
   */
  pAdjusted: { regression: number; improvement: number; twoSided: number }
  /** How the two tests were combined: 'single' (one test decides) or 'min-p-bonferroni-2'. */
  combination: 'single' | 'min-p-bonferroni-2'
  /**
   * Which test gave `pValue`: 'sign-flip' (eval level), 'stratified' (trial level), or 'both'
   * (equal p: 1 trial per side, where they are the same test, or a tie).
   */
  decidedBy: 'sign-flip' | 'stratified' | 'both'
  /** The sign-flip test's p in the direction `pValue` was taken (unadjusted). */
  pSignFlip: number
  /** The stratified test's p in that direction (unadjusted); null when not run. */
  pStratified: number | null
  /**
   * Evals that flipped in every trial: `toFail` = every base trial passed and every head trial
   * failed; `toPass` the reverse. In input order.
   */
  flippedOutright: { toFail: string[]; toPass: string[] }
  /** Confidence interval for the per-eval mean difference (Agresti–Min-style adjusted Wald). */
  ciLow: number
  ciHigh: number
  /** Confidence level of [ciLow, ciHigh] (0.90 for one-sided α = 0.05, else 1 − α). */
  ciLevel: number
  method: string
  reason: string
  /** Evals where head's rate is below base's (b) / above base's (c). With 1 trial: McNemar b, c. */
  discordant: { b: number; c: number }
  /** Evals used (present on both sides with ≥ 1 trial each). */
  nEvals: number
  /** Trials per side per eval, min and max over the evals used. */
  trials: { min: number; max: number }
  /** Ids that could not be paired (missing or empty on one side). */
  excluded: string[]
  /** Rough minimum change this suite detects with 80% power (see `minDetectableEffect`). */
  mde: number
}

/**
 * Rough minimum detectable effect (as a rate) of the paired test:
 *   mde ≈ max( (z_{1−α'} + z_{power}) · σ_d / √m ,  k_min / (trials · m) )
 * where α' = α (one-sided) or α/2 (two-sided), σ_d is the SD of a per-eval difference
 * (default √(0.5 / trials): every eval a 50/50 coin, the worst case), and k_min is the fewest
 * evals that must change, all in the same direction, for the exact sign-flip test to reach
 * p < α at all: the smallest k with ½ᵏ < α' (5 for one-sided 0.05, 6 for two-sided).
 */
export function minDetectableEffect(args: {
  nEvals: number
  trials?: number
  sdPerEval?: number
  alpha?: number
  power?: number
  alternative?: 'one-sided' | 'two-sided'
}): number {
  const m = args.nEvals
  // Stryker disable next-line EqualityOperator: with one eval the floor below is 1 already (k_min ≥ 2 for any α' ≤ ½)
  if (!(m >= 1)) return 1
  const trials = Math.max(1, args.trials ?? 1)
  const alpha = args.alpha ?? 0.05
  const a = (args.alternative ?? 'one-sided') === 'one-sided' ? alpha : alpha / 2
  const sd = args.sdPerEval ?? Math.sqrt(0.5 / trials)
  const approx = ((normalQuantile(1 - a) + normalQuantile(args.power ?? 0.8)) * sd) / Math.sqrt(m)
  const kMin = Math.ceil(Math.log(1 / a) / Math.LN2 + 1e-12)
  const floor = kMin > m ? 1 : kMin / (trials * m)
  return Math.min(1, Math.max(approx, floor))
}

const pts = (x: number): string => {
  const v = Math.round(x * 100)
  return v > 0 ? `+${v}` : v < 0 ? `−${-v}` : '±0'
}
const pct = (x: number): string => `${Math.round(x * 100)}%`
/** p with 2 significant digits ("= 0.031"), more if rounding would make it read as α itself. */
const fmtP = (p: number, alpha: number): string => {
  if (p < 0.001) return '< 0.001'
  // Stryker disable next-line EqualityOperator: at p = 0.995 exactly (the double just below 0.995) it reads "= 1" or "= 0.99": no evidence either way
  if (p >= 0.995) return '= 1'
  const s = p.toPrecision(2)
  return `= ${Number(s) === alpha && p !== alpha ? p.toPrecision(4) : s}`
}
const fmtTrials = (t: { min: number; max: number }): string =>
  t.min === t.max ? `${t.min} trial${t.min === 1 ? '' : 's'}` : `${t.min}–${t.max} trials`

/**
 * Paired comparison of two sides per eval, and the verdict.
 *
 *   Per eval i (trials may differ): h_i = passes/trials on the head side, b_i likewise on base,
 *   d_i = h_i − b_i;  headRate = mean(h_i), baseRate = mean(b_i), delta = mean(d_i).
 *   Test: exact sign-flip test on d_i (see `signFlipTest`; d_i scaled by L = lcm of trial counts
 *         to integers) and the exact stratified permutation test on the trials (see
 *         `stratifiedPermutationTest`), combined: p = min(1, 2 · min(p_sign-flip, p_stratified))
 *         per direction (Bonferroni for two tests; `pAdjusted`). With 1 trial per side both are
 *         the exact McNemar test and its p is used as is. `trialTest: false`: sign-flip alone.
 *   CI:   Agresti–Min adjusted Wald for a paired difference, generalised to rates: add
 *         pseudo-evals with d = +1 (weight ½), d = −1 (weight ½), d = 0 (weight 1); then
 *         d̃ = Σw·d / W, SE = sqrt(Σw·d² − (Σw·d)²/W) / W, CI = d̃ ± z·SE (clamped to [−1, 1]).
 *         With 1 trial per side this is exactly Agresti & Min (2005); the pseudo-evals keep the
 *         interval honest when no eval changed (a 5-eval suite with no flips is NOT "no change").
 *   Verdict (p = the combined p):
 *     regression   ⇔ p(head worse) < α  AND delta ≤ −minDrop
 *     improvement  ⇔ p(head better) < α AND delta ≥ +minDrop
 *     no_change    ⇔ −minDrop < ciLow and ciHigh < +minDrop   (equivalence, TOST-style)
 *     inconclusive   otherwise (reason says why)
 */
export function comparePaired(pairs: readonly PairedCase[], opts: CompareOptions = {}): Comparison {
  const alpha = opts.alpha ?? 0.05
  const minDrop = opts.minDrop ?? 0.05
  const alternative = opts.alternative ?? 'one-sided'
  const labels = opts.labels ?? { head: 'head', base: 'base' }
  const H = labels.head
  const B = labels.base

  const used = pairs.filter((p) => p.head.length > 0 && p.base.length > 0)
  const excluded = pairs.filter((p) => !(p.head.length > 0 && p.base.length > 0)).map((p) => p.id)
  const m = used.length
  const ciLevel = alternative === 'one-sided' ? 1 - 2 * alpha : 1 - alpha
  const z = normalQuantile(1 - (1 - ciLevel) / 2)

  if (m === 0) {
    return {
      verdict: 'inconclusive', headRate: 0, baseRate: 0, delta: 0,
      pValue: 1, pRegression: 1, pImprovement: 1, pTwoSided: 1,
      stratified: null, pAdjusted: { regression: 1, improvement: 1, twoSided: 1 }, combination: 'single', decidedBy: 'sign-flip',
      pSignFlip: 1, pStratified: null,
      flippedOutright: { toFail: [], toPass: [] },
      ciLow: -1, ciHigh: 1, ciLevel, method: 'none', discordant: { b: 0, c: 0 },
      nEvals: 0, trials: { min: 0, max: 0 }, excluded, mde: 1,
      reason: `no eval has runs on both ${H} and ${B}: nothing to compare` +
        (excluded.length ? ` (${excluded.length} eval${excluded.length === 1 ? '' : 's'} unpaired)` : ''),
    }
  }

  const hRates: number[] = []
  const bRates: number[] = []
  const d: number[] = []
  let L = 1
  let tMin = Infinity
  let tMax = 0
  const passes = (xs: readonly boolean[]): number => {
    let k = 0
    for (const o of xs) if (o) k++
    return k
  }
  const counts: TrialCounts[] = used.map((p) => ({
    headPasses: passes(p.head), headTrials: p.head.length, basePasses: passes(p.base), baseTrials: p.base.length,
  }))
  for (const { headPasses: hp, headTrials: nh, basePasses: bp, baseTrials: nb } of counts) {
    hRates.push(hp / nh)
    bRates.push(bp / nb)
    d.push(hp / nh - bp / nb)
    for (const n of [nh, nb]) {
      // Stryker disable next-line ConditionalExpression,EqualityOperator: L only grows; past 1e6 the differences go to the Monte-Carlo path (`integral` below) whatever L becomes, so the bound only keeps L finite (at exactly 1e6 a later count that does not divide it makes the scaled differences non-integers, Monte-Carlo as well)
      if (L <= 1e6) L = (L / gcd(L, n)) * n
      tMin = Math.min(tMin, n)
      tMax = Math.max(tMax, n)
    }
  }
  const headRate = mean(hRates)
  const baseRate = mean(bRates)
  const delta = mean(d)
  const discordant = { b: d.filter((x) => x < 0).length, c: d.filter((x) => x > 0).length }

  // Sign-flip test on integer-scaled differences x_i = d_i · L (exact integers when L ≤ 1e6).
  const integral = L <= 1e6
  const x = counts.map((c) => {
    if (!integral) return c.headPasses / c.headTrials - c.basePasses / c.baseTrials
    return c.headPasses * (L / c.headTrials) - c.basePasses * (L / c.baseTrials)
  })
  const sf = signFlipTest(x, {
    seed: opts.seed,
    maxExactWork: integral ? opts.maxExactWork : 0,
    samples: opts.monteCarloSamples,
  })
  const pRegression = sf.pLess
  const pImprovement = sf.pGreater
  const pTwoSided = sf.pTwoSided
  const oneTrial = tMax === 1

  // Trial-level exact stratified permutation test, combined with the sign-flip test by min-p
  // with a Bonferroni factor of 2. At 1 trial per side both are the exact McNemar test: no factor.
  // Adaptive trials: an eval's two stages are two strata (see PairedCase.stage1).
  const st = opts.trialTest === false ? null : stratifiedPermutationTest(stageStrata(used, counts), { statistic: opts.trialStatistic })
  const stratified: PValues | null = st ? { pLess: st.pLess, pGreater: st.pGreater, pTwoSided: st.pTwoSided } : null
  let combination: Comparison['combination'] = 'single'
  let pAdjusted: Comparison['pAdjusted']
  if (!stratified) pAdjusted = { regression: pRegression, improvement: pImprovement, twoSided: pTwoSided }
  else if (oneTrial) {
    // Same test; the DP of the sign-flip test is used unless it fell back to Monte-Carlo.
    const src = sf.exact ? sf : stratified
    pAdjusted = { regression: src.pLess, improvement: src.pGreater, twoSided: src.pTwoSided }
  } else {
    combination = 'min-p-bonferroni-2'
    pAdjusted = {
      regression: Math.min(1, 2 * Math.min(pRegression, stratified.pLess)),
      improvement: Math.min(1, 2 * Math.min(pImprovement, stratified.pGreater)),
      twoSided: Math.min(1, 2 * Math.min(pTwoSided, stratified.pTwoSided)),
    }
  }

  const flippedOutright = { toFail: [] as string[], toPass: [] as string[] }
  used.forEach((p, i) => {
    const c = counts[i]!
    if (c.basePasses === c.baseTrials && c.headPasses === 0) flippedOutright.toFail.push(p.id)
    if (c.basePasses === 0 && c.headPasses === c.headTrials) flippedOutright.toPass.push(p.id)
  })

  const signFlipName = sf.exact
    ? oneTrial
      ? `exact McNemar (binomial on ${discordant.b + discordant.c} discordant evals)`
      : 'exact sign-flip permutation test on per-eval pass-rate differences'
    : `Monte-Carlo sign-flip permutation test (${sf.samples} draws, seeded)`
  const method = (combination === 'min-p-bonferroni-2'
    ? `${signFlipName} + exact stratified permutation test on trials (min-p, Bonferroni ×2)`
    : signFlipName) + `, ${alternative}, α = ${alpha}`

  // Agresti–Min-style adjusted CI (see doc comment).
  const W = m + 2
  let sw = 0
  let sw2 = 1 // pseudo-evals: ½·(+1)² + ½·(−1)² + 1·0² = 1
  for (const v of d) {
    sw += v
    sw2 += v * v
  }
  const center = sw / W
  const se = Math.sqrt(Math.max(0, sw2 - (sw * sw) / W)) / W
  const ciLow = Math.max(-1, center - z * se)
  const ciHigh = Math.min(1, center + z * se)

  // Rough detectable change, using the null variance of d_i with each eval's pooled rate,
  // plus the same pseudo-evals so an all-agreeing suite is not reported as infinitely precise.
  let varSum = 1
  for (const { headPasses, headTrials: nh, basePasses, baseTrials: nb } of counts) {
    const pooled = (headPasses + basePasses) / (nh + nb)
    varSum += pooled * (1 - pooled) * (1 / nh + 1 / nb)
  }
  const mde = minDetectableEffect({
    nEvals: m, trials: tMin, sdPerEval: Math.sqrt(varSum / W), alpha, alternative,
  })

  const pReg = alternative === 'one-sided' ? pAdjusted.regression : pAdjusted.twoSided
  const pImp = alternative === 'one-sided' ? pAdjusted.improvement : pAdjusted.twoSided
  // The direction the verdict looks at: the sign of delta (on a tie, the smaller one-sided p); null = two-sided.
  const side: 'less' | 'greater' | null =
    alternative === 'two-sided' ? null : delta < 0 ? 'less' : delta > 0 ? 'greater' : pAdjusted.regression <= pAdjusted.improvement ? 'less' : 'greater'
  const pValue = side === 'less' ? pAdjusted.regression : side === 'greater' ? pAdjusted.improvement : pAdjusted.twoSided
  const pick = (x: PValues): number => (side === 'less' ? x.pLess : side === 'greater' ? x.pGreater : x.pTwoSided)
  const pSf = pick(sf)
  const pSt = stratified ? pick(stratified) : null
  const decidedBy: Comparison['decidedBy'] =
    pSt === null
      ? 'sign-flip'
      : combination === 'single' ||
          // Stryker disable next-line EqualityOperator,MethodExpression: a tolerance for rounding: p-values that agree differ by rounding only, far below 1e-12 of either, those that differ by far more
          Math.abs(pSf - pSt) <= 1e-12 * Math.max(pSf, pSt)
        ? 'both'
        : // Stryker disable next-line EqualityOperator: equal p-values were 'both' just above
          pSt < pSf
          ? 'stratified'
          : 'sign-flip'
  const eps = 1e-12
  const pLabel = alternative === 'one-sided' ? 'one-sided p' : 'p'
  const summary = `${H} ${pct(headRate)} vs ${B} ${pct(baseRate)} (${pts(delta)} pts) on ${m} eval${m === 1 ? '' : 's'} × ${fmtTrials({ min: tMin, max: tMax })}`
  const flips = `${discordant.b} eval${discordant.b === 1 ? '' : 's'} worse, ${discordant.c} better`
  const ciText = `${Math.round(ciLevel * 100)}% CI [${pts(ciLow)}, ${pts(ciHigh)}] pts`
  const minPts = Math.round(minDrop * 100)
  const exclText = excluded.length ? `; ${excluded.length} unpaired eval${excluded.length === 1 ? '' : 's'} left out` : ''

  // What was seen, in words (appended to the reason of a regression, improvement or inconclusive).
  const idList = (ids: readonly string[]): string =>
    ids.length <= 10 ? ids.join(', ') : `${ids.slice(0, 10).join(', ')} and ${ids.length - 10} more`
  const outright = (ids: readonly string[], from: string, to: string): string =>
    ids.length === 0
      ? ''
      : `${ids.length === 1 ? '1 eval' : `${ids.length} evals`} went from ${from} to ${to}${oneTrial ? '' : ' in every trial'} ` +
        `(id${ids.length === 1 ? '' : 's'} ${idList(ids)})`
  const seenParts: string[] = []
  if (delta <= 0) {
    const s = outright(flippedOutright.toFail, oneTrial ? 'pass' : 'passing', oneTrial ? 'fail' : 'failing')
    if (s) seenParts.push(s)
  }
  if (delta >= 0) {
    const s = outright(flippedOutright.toPass, oneTrial ? 'fail' : 'failing', oneTrial ? 'pass' : 'passing')
    if (s) seenParts.push(s)
  }
  if (!oneTrial) {
    const hp = counts.reduce((a, c) => a + c.headPasses, 0)
    const ht = counts.reduce((a, c) => a + c.headTrials, 0)
    const bp = counts.reduce((a, c) => a + c.basePasses, 0)
    const bt = counts.reduce((a, c) => a + c.baseTrials, 0)
    seenParts.push(`${H} passed ${hp} of ${ht} trials, ${B} ${bp} of ${bt}`)
  }
  // The min-p combination is chosen only when the trial-level test ran (pSt is not null).
  if (combination === 'min-p-bonferroni-2') {
    const which = decidedBy === 'stratified' ? 'the trial-level test' : decidedBy === 'sign-flip' ? 'the eval-level test' : 'both tests'
    // fmtP writes a p ≥ 0.001 as "= …".
    const bare = (p: number): string => (p < 0.001 ? p.toExponential(1) : fmtP(p, alpha).slice(2))
    seenParts.push(`p = 2 × min(trial-level ${bare(pSt!)}, eval-level ${bare(pSf)})${pValue < alpha ? `: found by ${which}` : ''}`)
  }
  // Only where the trials are real runs (with `trialTest: false` they may be pseudo-trials).
  const seen = stratified && seenParts.length ? ` — ${seenParts.join('; ')}` : ''

  let verdict: Verdict
  let why: string
  if (
    pReg < alpha &&
    // Stryker disable next-line EqualityOperator: < and ≤ differ only at delta = −minDrop + 1e-12 exactly, which a mean of pass-rate differences does not hit (the 1e-12 absorbs rounding)
    delta <= -minDrop + eps
  ) {
    verdict = 'regression'
    why = `${pLabel} ${fmtP(pReg, alpha)} < ${alpha} and the drop is ≥ ${minPts} pts (${flips}): regression`
  } else if (
    pImp < alpha &&
    // Stryker disable next-line EqualityOperator: > and ≥ differ only at delta = minDrop − 1e-12 exactly (as above)
    delta >= minDrop - eps
  ) {
    verdict = 'improvement'
    why = `${pLabel} ${fmtP(pImp, alpha)} < ${alpha} and the gain is ≥ ${minPts} pts (${flips}): improvement`
  } else if (ciLow > -minDrop && ciHigh < minDrop) {
    verdict = 'no_change'
    why = `${ciText} lies within ±${minPts} pts: no meaningful change`
  } else if (pValue < alpha) {
    verdict = 'inconclusive'
    why = `${pLabel} ${fmtP(pValue, alpha)} < ${alpha}, but the ${delta < 0 ? 'drop' : 'gain'} is smaller than the ${minPts}-pt minimum ` +
      `and the ${ciText} is too wide to rule a ${minPts}-pt change out`
  } else {
    verdict = 'inconclusive'
    why = `${pLabel} ${fmtP(pValue, alpha)} ≥ ${alpha}: the data cannot tell (${ciText}; ` +
      `this suite reliably detects only changes of about ${Math.round(mde * 100)} pts or more)`
  }

  return {
    verdict, headRate, baseRate, delta, pValue, pRegression, pImprovement, pTwoSided,
    stratified, pAdjusted, combination, decidedBy, pSignFlip: pSf, pStratified: pSt, flippedOutright,
    ciLow, ciHigh, ciLevel, method, reason: `${summary}; ${why}${verdict === 'no_change' ? '' : seen}${exclText}`, discordant,
    nEvals: m, trials: { min: tMin, max: tMax }, excluded, mde,
  }
}

/** The strata of the trial-level test: one per eval, or two (first stage, the rest) under adaptive trials. */
function stageStrata(used: readonly PairedCase[], counts: readonly TrialCounts[]): readonly TrialCounts[] {
  if (!used.some((p) => p.stage1 && (p.stage1.head < p.head.length || p.stage1.base < p.base.length))) return counts
  const out: TrialCounts[] = []
  const passes = (xs: readonly boolean[], from: number, to: number): number => {
    let k = 0
    for (let i = from; i < to; i++) if (xs[i]) k++
    return k
  }
  used.forEach((p, i) => {
    const s = p.stage1
    if (!s || (s.head >= p.head.length && s.base >= p.base.length)) {
      out.push(counts[i]!)
      return
    }
    const h1 = Math.max(0, Math.min(s.head, p.head.length))
    const b1 = Math.max(0, Math.min(s.base, p.base.length))
    out.push({ headPasses: passes(p.head, 0, h1), headTrials: h1, basePasses: passes(p.base, 0, b1), baseTrials: b1 })
    out.push({
      headPasses: passes(p.head, h1, p.head.length), headTrials: p.head.length - h1,
      basePasses: passes(p.base, b1, p.base.length), baseTrials: p.base.length - b1,
    })
  })
  return out
}

/**
 * Did the PR regress the skill? Head (PR) vs base (base branch) on the same evals, run in the
 * same job, paired by eval id. See `comparePaired` for the test, the CI and the verdict rules.
 */
export function compareHeadBase(
  pairs: readonly PairedCase[],
  opts: Omit<CompareOptions, 'labels'> = {},
): Comparison {
  return comparePaired(pairs, { ...opts, labels: { head: 'head', base: 'base' } })
}

/** Per-eval trial outcomes of one configuration: `[{ id, outcomes }]` or `{ [id]: outcomes }`. */
export type CaseOutcomes = readonly { id: string; outcomes: readonly boolean[] }[] | Readonly<Record<string, readonly boolean[]>>

function toMap(x: CaseOutcomes): Map<string, readonly boolean[]> {
  if (Array.isArray(x)) return new Map((x as readonly { id: string; outcomes: readonly boolean[] }[]).map((e) => [e.id, e.outcomes]))
  return new Map(Object.entries(x as Readonly<Record<string, readonly boolean[]>>))
}

/**
 * Does the skill help? With-skill vs without-skill (baseline) outcomes, paired by eval id,
 * through the same machinery as `compareHeadBase` ('improvement' = the skill gives uplift,
 * 'regression' = the skill makes things worse, `minDrop` is the minimum uplift that counts).
 * Ids present on only one side are listed in `excluded`.
 */
export function upliftOverBaseline(
  withSkill: CaseOutcomes,
  withoutSkill: CaseOutcomes,
  opts: Omit<CompareOptions, 'labels'> & {
    /**
     * Adaptive trials: the first `stage1` outcomes of each side were stage 1 (see
     * `PairedCase.stage1`); or per eval id, the stage-1 counts of each side (undefined: one stratum).
     */
    stage1?: number | ((id: string) => { head: number; base: number } | undefined)
  } = {},
): Comparison {
  const w = toMap(withSkill)
  const wo = toMap(withoutSkill)
  const ids = [...new Set([...w.keys(), ...wo.keys()])]
  const { stage1, ...rest } = opts
  const pairs = ids.map((id) => {
    const st = typeof stage1 === 'function' ? stage1(id) : stage1 !== undefined ? { head: stage1, base: stage1 } : undefined
    return { id, head: w.get(id) ?? [], base: wo.get(id) ?? [], ...(st ? { stage1: st } : {}) }
  })
  return comparePaired(pairs, { ...rest, labels: { head: 'with skill', base: 'without skill' } })
}
