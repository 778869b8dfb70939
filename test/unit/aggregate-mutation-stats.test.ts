/**
 * The statistics behind the verdict (src/aggregate/stats.ts): input checks, edge values and the
 * reproducibility promises that the main test file (aggregate-stats.test.ts) does not pin.
 */
import { describe, expect, test } from '@jest/globals'
import { compareHeadBase, minDetectableEffect, normalQuantile, passAtK, seededRandom, signFlipTest, stratifiedPermutationTest, wilson } from '../../src/aggregate/stats.js'

const T = true
const F = false
const suite = (n: number, head: (i: number) => boolean[], base: (i: number) => boolean[]) =>
  Array.from({ length: n }, (_, i) => ({ id: `e${i}`, head: head(i), base: base(i) }))

describe('normalQuantile edges', () => {
  test('0 and 1 are the infinite quantiles; anything else outside (0, 1) is refused', () => {
    expect(normalQuantile(0)).toBe(-Infinity)
    expect(normalQuantile(1)).toBe(Infinity)
    expect(() => normalQuantile(1.5)).toThrow('normalQuantile: p must be in [0, 1], got 1.5')
    expect(() => normalQuantile(-0.1)).toThrow(RangeError)
    expect(() => normalQuantile(Number.NaN)).toThrow(RangeError)
  })

  test('the upper tail mirrors the lower one', () => {
    expect(normalQuantile(0.999)).toBeCloseTo(3.090232, 5)
    expect(normalQuantile(0.99)).toBeCloseTo(2.326348, 5)
    expect(normalQuantile(0.01)).toBeCloseTo(-2.326348, 5)
    expect(normalQuantile(0.8)).toBeCloseTo(0.841621, 5)
  })
})

describe('input checks', () => {
  test('wilson refuses a missing or infinite n and a negative or NaN count', () => {
    expect(() => wilson(1, Number.NaN)).toThrow('wilson: need 0 <= successes <= n, got 1/NaN')
    expect(() => wilson(1, Infinity)).toThrow(RangeError)
    expect(() => wilson(Number.NaN, 3)).toThrow(RangeError)
    expect(() => wilson(0, -1)).toThrow(RangeError)
    expect(wilson(3, 3).high).toBe(1)
    // 0 of 3: exactly 0, not the rounding residue of center − half (5.6e-17).
    expect(wilson(0, 3).low).toBe(0)
    expect(wilson(1, 3).low).toBeGreaterThan(0)
  })

  test('passAtK refuses fractions and negative counts', () => {
    expect(() => passAtK(3.5, 1, 1)).toThrow('passAtK: need integers n >= 1, 0 <= c <= n, 1 <= k <= n; got n=3.5, c=1, k=1')
    expect(() => passAtK(3, 1.5, 1)).toThrow(RangeError)
    expect(() => passAtK(3, 1, 1.5)).toThrow(RangeError)
    expect(() => passAtK(3, -1, 1)).toThrow(RangeError)
    expect(passAtK(1, 1, 1)).toBe(1)
    expect(passAtK(3, 0, 1)).toBe(0)
  })
})

describe('seededRandom is mulberry32', () => {
  /** The published mulberry32 (Tommy Ettinger), written as it is usually given. */
  function mulberry32(a: number): () => number {
    return () => {
      let t = (a += 0x6d2b79f5)
      t = Math.imul(t ^ (t >>> 15), t | 1)
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296
    }
  }

  test('the same sequence as the reference for several seeds (Monte-Carlo p-values stay reproducible across versions)', () => {
    for (const seed of [0, 1, 7, 0x5eed, 123456789]) {
      const ours = seededRandom(seed)
      const ref = mulberry32(seed)
      for (let i = 0; i < 50; i++) expect(ours()).toBe(ref())
    }
  })
})

describe('signFlipTest, Monte-Carlo path', () => {
  test('ties with the observed sum count on both sides', () => {
    // Three equal drops: S = 3 only when every sign is +, so P(S ≥ 3) = 1/8, P(S ≤ 3) = 1, P(|S| ≥ 3) = 1/4.
    const r = signFlipTest([1, 1, 1], { maxExactWork: 0, seed: 5, samples: 4000 })
    expect(r.exact).toBe(false)
    expect(r.samples).toBe(4000)
    expect(r.pLess).toBe(1)
    expect(r.pGreater).toBeGreaterThan(0.1)
    expect(r.pGreater).toBeLessThan(0.15)
    expect(r.pTwoSided).toBeGreaterThan(0.22)
    expect(r.pTwoSided).toBeLessThan(0.28)
    const neg = signFlipTest([-1, -1, -1], { maxExactWork: 0, seed: 5, samples: 4000 })
    expect(neg.pGreater).toBe(1)
    expect(neg.pLess).toBeCloseTo(r.pGreater, 1)
  })

  test('non-integer differences take the Monte-Carlo path with the default 20,000 draws', () => {
    const r = signFlipTest([0.5, 0.25, -0.125])
    expect(r.exact).toBe(false)
    expect(r.samples).toBe(20000)
    // Exact: S ≥ 0.625 for signs (+,+,−) and (+,+,+): 2 of 8.
    expect(Math.abs(r.pGreater - 0.25)).toBeLessThan(0.01)
  })

  test('the exact DP is used up to the work bound, inclusive', () => {
    // m · Σ|x| = 3 · 6 = 18.
    expect(signFlipTest([1, 2, 3], { maxExactWork: 18 }).exact).toBe(true)
    expect(signFlipTest([1, 2, 3], { maxExactWork: 17 }).exact).toBe(false)
  })
})

describe('minDetectableEffect edges', () => {
  test('no evals: nothing is detectable; trials below 1 count as 1', () => {
    expect(minDetectableEffect({ nEvals: 0 })).toBe(1)
    expect(minDetectableEffect({ nEvals: Number.NaN })).toBe(1)
    expect(minDetectableEffect({ nEvals: 40, trials: 0 })).toBe(minDetectableEffect({ nEvals: 40, trials: 1 }))
  })

  test('the normal approximation with its inputs: (z₀.₉₅ + z_power) · sd / √m', () => {
    const z95 = 1.6448536269514722
    // (The floor, 5 / 100 evals here, is below each of these.)
    expect(minDetectableEffect({ nEvals: 100, sdPerEval: 0.5 })).toBeCloseTo(((z95 + 0.8416212335729143) * 0.5) / 10, 6)
    expect(minDetectableEffect({ nEvals: 100, sdPerEval: 0.5, power: 0.5 })).toBeCloseTo((z95 * 0.5) / 10, 6)
    expect(minDetectableEffect({ nEvals: 100, sdPerEval: 0.5, alpha: 0.1, power: 0.5 })).toBeCloseTo((1.2815515655446004 * 0.5) / 10, 6)
    expect(minDetectableEffect({ nEvals: 100, sdPerEval: 0.5, alternative: 'two-sided', power: 0.5 })).toBeCloseTo((1.959963984540054 * 0.5) / 10, 6)
    // Default sd: √(0.5 / trials).
    expect(minDetectableEffect({ nEvals: 100, trials: 2, power: 0.5 })).toBeCloseTo((z95 * 0.5) / 10, 6)
  })

  test('the floor: the fewest evals that must all flip for p < α (5 one-sided at 0.05), over trials × evals', () => {
    expect(minDetectableEffect({ nEvals: 5, sdPerEval: 0 })).toBe(1)
    expect(minDetectableEffect({ nEvals: 4, sdPerEval: 0 })).toBe(1)
    expect(minDetectableEffect({ nEvals: 50, sdPerEval: 0, trials: 2 })).toBeCloseTo(5 / 100, 12)
    expect(minDetectableEffect({ nEvals: 50, sdPerEval: 0, alternative: 'two-sided' })).toBeCloseTo(6 / 50, 12)
    // α = 1/32 exactly: ½⁵ is not below it, 6 evals are needed.
    expect(minDetectableEffect({ nEvals: 60, sdPerEval: 0, alpha: 1 / 32 })).toBeCloseTo(6 / 60, 12)
  })
})

describe('the reason text of a comparison', () => {
  test('one eval: singular words; a flip list longer than ten is cut', () => {
    const one = compareHeadBase([{ id: 'a', head: [F], base: [T] }])
    expect(one.reason).toBe('head 0% vs base 100% (−100 pts) on 1 eval × 1 trial; one-sided p = 0.50 ≥ 0.05: the data cannot tell (90% CI [−100, +37] pts; this suite reliably detects only changes of about 100 pts or more) — 1 eval went from pass to fail (id a)')
    const many = compareHeadBase(suite(12, () => [F], () => [T]))
    expect(many.reason).toContain('12 evals went from pass to fail (ids e0, e1, e2, e3, e4, e5, e6, e7, e8, e9 and 2 more)')
    expect(many.reason).toContain('(12 evals worse, 0 better)')
  })

  test('unpaired evals are counted in the reason, with or without anything to compare', () => {
    expect(compareHeadBase([{ id: 'a', head: [T], base: [] }, { id: 'b', head: [], base: [T] }]).reason).toBe('no eval has runs on both head and base: nothing to compare (2 evals unpaired)')
    expect(compareHeadBase([{ id: 'a', head: [T], base: [] }]).reason).toBe('no eval has runs on both head and base: nothing to compare (1 eval unpaired)')
    expect(compareHeadBase([]).reason).toBe('no eval has runs on both head and base: nothing to compare')
    const r = compareHeadBase([...suite(6, () => [T], () => [T]), { id: 'x', head: [], base: [T] }, { id: 'y', head: [T], base: [] }])
    expect(r.reason.endsWith('; 2 unpaired evals left out')).toBe(true)
  })

  test('a p that rounds to α is shown with more digits; two-sided says "p"', () => {
    // 1 trial, two-sided: 6 of 10 flip → p = 2/64 = 0.03125; 5 of 10 → 1/16.
    const two = compareHeadBase(suite(10, (i) => [i >= 5], () => [T]), { alternative: 'two-sided' })
    expect(two.reason).toContain('; p = 0.063 ≥ 0.05: the data cannot tell (95% CI')
    const r = compareHeadBase(suite(10, (i) => [i >= 5], () => [T]), { alpha: 0.031 })
    // one-sided p = 1/32 = 0.03125 reads "0.031" at 2 digits, which is α itself: 4 digits.
    expect(r.reason).toContain('one-sided p = 0.03125 ≥ 0.031')
  })
})

describe('signFlipTest: what a reader of the p-values relies on (issue 23, survivors)', () => {
  const x = [-3, -2, -3, 1, -1, -2, 0, -3, 2, -1, -3, -2]
  test('evals that did not change (difference 0) change nothing: not the work bound, not the Monte-Carlo draws', () => {
    expect(signFlipTest([1, 2, 3, 0, 0], { maxExactWork: 18 }).exact).toBe(true)
    expect(signFlipTest([1, 0, 1, 0, 1], { maxExactWork: 0, seed: 9, samples: 500 })).toEqual(signFlipTest([1, 1, 1], { maxExactWork: 0, seed: 9, samples: 500 }))
  })

  test('no differences at all: p = 1 from the exact test', () => {
    expect(signFlipTest([0, 0])).toEqual({ pLess: 1, pGreater: 1, pTwoSided: 1, exact: true })
  })

  test('one non-integer difference among integers takes the Monte-Carlo path', () => {
    expect(signFlipTest([1, 0.5, 2], { samples: 200 }).exact).toBe(false)
  })

  test('the seed is used: the default seed is 0x5eed, another seed gives other draws', () => {
    const opts = { maxExactWork: 0, samples: 2000 }
    expect(signFlipTest(x, opts)).toEqual(signFlipTest(x, { ...opts, seed: 0x5eed }))
    expect(signFlipTest(x, { ...opts, seed: 1 })).not.toEqual(signFlipTest(x, { ...opts, seed: 2 }))
  })

  test('a seeded Monte-Carlo p-value is the same in every version (the draws add −|x| below ½, +|x| above)', () => {
    // Reference: the same draws done here by hand from mulberry32 (seededRandom).
    const rng = seededRandom(11)
    const xs = x.filter((v) => v !== 0).map(Math.abs)
    const t = x.reduce((a, v) => a + v, 0)
    let le = 0
    let ge = 0
    for (let r = 0; r < 3000; r++) {
      let s = 0
      for (const v of xs) s += rng() < 0.5 ? -v : v
      if (s <= t) le++
      if (s >= t) ge++
    }
    const mc = signFlipTest(x, { maxExactWork: 0, seed: 11, samples: 3000 })
    expect(mc.pLess).toBe((1 + le) / 3001)
    expect(mc.pGreater).toBe((1 + ge) / 3001)
  })
})

describe('stratifiedPermutationTest: its inputs and what it reports (issue 23, survivors)', () => {
  const c = (headPasses: number, headTrials: number, basePasses: number, baseTrials: number) => ({ headPasses, headTrials, basePasses, baseTrials })
  test('each impossible count is refused, naming the counts', () => {
    for (const bad of [c(1.5, 3, 0, 3), c(0, 3, 0, 2.5), c(0, -1, 0, 3), c(0, 3, 0, -1), c(-1, 3, 0, 3), c(0, 3, -1, 3), c(0, 3, 4, 3), c(4, 3, 0, 3)]) {
      expect(() => stratifiedPermutationTest([bad])).toThrow(
        new RangeError(`stratifiedPermutationTest: bad counts ${bad.headPasses}/${bad.headTrials} vs ${bad.basePasses}/${bad.baseTrials}`),
      )
    }
  })

  test('a side with no trials is allowed; a stratum with no trials at all adds nothing to the expected passes', () => {
    const r = stratifiedPermutationTest([c(0, 0, 2, 3), c(0, 0, 0, 0), c(1, 2, 0, 2)])
    expect(r).toMatchObject({ statistic: 'evidence', informative: 1, observed: 1, expected: 0.5 })
    expect(Number.isFinite(r.expected)).toBe(true)
    expect(stratifiedPermutationTest([c(1, 2, 0, 0)]).informative).toBe(0)
  })

  test('the default statistic is reported as "evidence"; the two-sided p is the smaller one-sided p doubled', () => {
    const r = stratifiedPermutationTest([c(0, 3, 3, 3)])
    expect(r.statistic).toBe('evidence')
    expect(r.pLess).toBeCloseTo(1 / 20, 12)
    expect(r.pTwoSided).toBeCloseTo(2 / 20, 12)
  })

  test('very large strata stay finite (the pmf is formed relative to its largest term)', () => {
    for (const statistic of ['evidence', 'passes'] as const) {
      const r = stratifiedPermutationTest([c(900, 2000, 1100, 2000)], { statistic })
      expect(Number.isFinite(r.pLess)).toBe(true)
      expect(r.pLess).toBeGreaterThan(0)
      expect(r.pLess).toBeLessThan(1e-9)
      expect(r.pGreater).toBeGreaterThan(0.99)
    }
  })
})
