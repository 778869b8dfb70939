import { describe, test, expect } from '@jest/globals'
import path from 'node:path'
import {
  compareHeadBase,
  consistency,
  isFlaky,
  mean,
  minDetectableEffect,
  normalQuantile,
  passAtK,
  seededRandom,
  signFlipTest,
  stratifiedPermutationTest,
  upliftOverBaseline,
  wilson,
} from '../../src/aggregate/stats.js'
import { mcnemarExact } from '../helpers/mcnemar.js'

const T = true
const F = false
/**
 * Running inside a Stryker sandbox (npm run test:mutation): the code is instrumented (several
 * times slower) and a test runs once per mutant it covers, so the two heaviest tests do less there.
 */
const UNDER_MUTATION = process.cwd().split(path.sep).includes('.stryker-tmp')
/** n evals; `head(i)` / `base(i)` give eval i's trial outcomes. */
const suite = (n: number, head: (i: number) => boolean[], base: (i: number) => boolean[]) =>
  Array.from({ length: n }, (_, i) => ({ id: `e${i}`, head: head(i), base: base(i) }))

describe('descriptive statistics (skill-creator aggregate_benchmark semantics)', () => {
  test('mean', () => {
    expect(mean([2, 4, 4, 4, 5, 5, 7, 9])).toBe(5)
    expect(mean([])).toBe(0)
  })

  test('normalQuantile', () => {
    expect(normalQuantile(0.975)).toBeCloseTo(1.959964, 6)
    expect(normalQuantile(0.95)).toBeCloseTo(1.644854, 6)
    expect(normalQuantile(0.5)).toBeCloseTo(0, 12)
    expect(normalQuantile(0.001)).toBeCloseTo(-3.090232, 5)
  })
})

describe('wilson', () => {
  test('golden values (95%)', () => {
    const w = wilson(8, 10)
    expect(w.low).toBeCloseTo(0.4902, 4)
    expect(w.high).toBeCloseTo(0.9433, 4)
    expect(w.center).toBeCloseTo(0.7167, 4)
    const half = wilson(5, 10)
    expect(half.low).toBeCloseTo(0.2366, 4)
    expect(half.high).toBeCloseTo(0.7634, 4)
    expect(half.center).toBe(0.5)
  })

  test('edges: 0 and n successes, n = 0', () => {
    expect(wilson(0, 10)).toMatchObject({ low: 0 })
    expect(wilson(0, 10).high).toBeCloseTo(0.2775, 4)
    expect(wilson(10, 10)).toMatchObject({ high: 1 })
    expect(wilson(10, 10).low).toBeCloseTo(0.7225, 4)
    expect(wilson(0, 0)).toEqual({ low: 0, high: 1, center: 0.5 })
  })

  test('custom z and invalid input', () => {
    const narrow = wilson(8, 10, 1)
    expect(narrow.low).toBeGreaterThan(wilson(8, 10).low)
    expect(() => wilson(11, 10)).toThrow(RangeError)
    expect(() => wilson(-1, 10)).toThrow(RangeError)
  })
})

describe('pass@k', () => {
  test('golden values', () => {
    expect(passAtK(10, 3, 1)).toBeCloseTo(0.3, 12)
    expect(passAtK(10, 3, 2)).toBeCloseTo(1 - 21 / 45, 12) // 1 − C(7,2)/C(10,2)
    expect(passAtK(5, 2, 3)).toBeCloseTo(1 - 1 / 10, 12) // 1 − C(3,3)/C(5,3)
  })

  test('k = n, c = 0, n − c < k', () => {
    expect(passAtK(3, 1, 3)).toBe(1)
    expect(passAtK(3, 0, 3)).toBe(0)
    expect(passAtK(10, 0, 1)).toBe(0)
    expect(passAtK(10, 10, 1)).toBe(1)
    expect(passAtK(10, 8, 3)).toBe(1)
  })

  test('numerically stable for large n (product form)', () => {
    // 1 − C(199,100)/C(200,100) = 1 − 100/200; the binomials themselves are ~1e59.
    expect(passAtK(200, 1, 100)).toBeCloseTo(0.5, 12)
    const v = passAtK(10_000, 3, 50)
    expect(v).toBeGreaterThan(0)
    expect(v).toBeLessThan(1)
    expect(Number.isFinite(v)).toBe(true)
  })

  test('rejects invalid input', () => {
    expect(() => passAtK(3, 4, 1)).toThrow(RangeError)
    expect(() => passAtK(3, 1, 4)).toThrow(RangeError)
    expect(() => passAtK(0, 0, 1)).toThrow(RangeError)
    expect(() => passAtK(3, 1, 0)).toThrow(RangeError)
  })
})

describe('consistency and flakiness', () => {
  test('per case', () => {
    expect(consistency([T, T, T])).toBe(true)
    expect(consistency([F, F])).toBe(true)
    expect(consistency([T, F, T])).toBe(false)
    expect(consistency([])).toBe(true)
    expect(isFlaky([T, F])).toBe(true)
    expect(isFlaky([T])).toBe(false)
  })
})

describe('mcnemarExact (the test oracle in test/helpers/mcnemar.ts)', () => {
  test('golden values', () => {
    expect(mcnemarExact(0, 6)).toBeCloseTo(0.03125, 12) // 2 · (1/2)^6
    expect(mcnemarExact(6, 0)).toBeCloseTo(0.03125, 12)
    expect(mcnemarExact(2, 8)).toBeCloseTo((2 * (1 + 10 + 45)) / 1024, 12)
    expect(mcnemarExact(3, 3)).toBe(1)
    expect(mcnemarExact(0, 0)).toBe(1)
    expect(mcnemarExact(0, 1)).toBe(1)
  })

  test('one-sided', () => {
    expect(mcnemarExact(6, 0, 'less')).toBeCloseTo(1 / 64, 12)
    expect(mcnemarExact(6, 0, 'greater')).toBe(1)
    expect(mcnemarExact(0, 6, 'greater')).toBeCloseTo(1 / 64, 12)
    expect(mcnemarExact(5, 3, 'less')).toBeCloseTo((1 + 8 + 28 + 56) / 256, 12) // P(X ≥ 5 | n = 8)
  })

  test('large n does not underflow', () => {
    expect(mcnemarExact(1000, 1000)).toBe(1)
    const p = mcnemarExact(900, 1100)
    expect(p).toBeGreaterThan(0)
    expect(p).toBeLessThan(1e-5)
  })
})

describe('seededRandom', () => {
  test('reproducible, in [0, 1), roughly uniform', () => {
    const a = seededRandom(7)
    const b = seededRandom(7)
    const xs = Array.from({ length: 10_000 }, () => a())
    expect(xs.slice(0, 5)).toEqual(Array.from({ length: 5 }, () => b()))
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true)
    expect(mean(xs)).toBeCloseTo(0.5, 1)
    expect(seededRandom(8)()).not.toBe(seededRandom(7)())
  })
})

describe('signFlipTest', () => {
  /** Brute force over all 2^m sign patterns. */
  const brute = (x: number[]) => {
    const t = x.reduce((s, v) => s + v, 0)
    let le = 0, ge = 0, two = 0
    const m = x.length
    for (let mask = 0; mask < 1 << m; mask++) {
      let s = 0
      for (let i = 0; i < m; i++) s += (mask >> i) & 1 ? Math.abs(x[i]!) : -Math.abs(x[i]!)
      if (s <= t) le++
      if (s >= t) ge++
      if (Math.abs(s) >= Math.abs(t)) two++
    }
    const n = 1 << m
    return { pLess: le / n, pGreater: ge / n, pTwoSided: two / n }
  }

  test('exact DP matches brute-force enumeration', () => {
    const rng = seededRandom(3)
    for (let r = 0; r < 30; r++) {
      const x = Array.from({ length: 1 + Math.floor(rng() * 10) }, () => Math.floor(rng() * 7) - 3)
      const got = signFlipTest(x)
      const want = brute(x)
      expect(got.exact).toBe(true)
      expect(got.pLess).toBeCloseTo(want.pLess, 12)
      expect(got.pGreater).toBeCloseTo(want.pGreater, 12)
      expect(got.pTwoSided).toBeCloseTo(want.pTwoSided, 12)
    }
  })

  test('with ±1 differences it is exact McNemar', () => {
    for (const [b, c] of [[0, 6], [2, 8], [5, 1], [4, 4], [0, 1], [12, 3]] as const) {
      const x = [...Array<number>(b).fill(-1), ...Array<number>(c).fill(1), 0, 0]
      const r = signFlipTest(x)
      expect(r.pTwoSided).toBeCloseTo(mcnemarExact(b, c), 12)
      expect(r.pLess).toBeCloseTo(mcnemarExact(b, c, 'less'), 12)
      expect(r.pGreater).toBeCloseTo(mcnemarExact(b, c, 'greater'), 12)
    }
  })

  test('Monte-Carlo fallback agrees with the exact value and is reproducible', () => {
    const x = [-3, -2, -3, 1, -1, -2, 0, -3, 2, -1, -3, -2]
    const exact = signFlipTest(x)
    const mc = signFlipTest(x, { maxExactWork: 0, seed: 11, samples: 20_000 })
    expect(mc.exact).toBe(false)
    expect(Math.abs(mc.pLess - exact.pLess)).toBeLessThan(0.01)
    expect(Math.abs(mc.pTwoSided - exact.pTwoSided)).toBeLessThan(0.01)
    expect(signFlipTest(x, { maxExactWork: 0, seed: 11, samples: 20_000 })).toEqual(mc)
  })

  test('all zeros → p = 1', () => {
    expect(signFlipTest([0, 0, 0])).toMatchObject({ pLess: 1, pGreater: 1, pTwoSided: 1 })
    expect(signFlipTest([])).toMatchObject({ pTwoSided: 1 })
  })
})

describe('stratifiedPermutationTest (exact, trials within each eval exchangeable)', () => {
  /**
   * Brute force: every way to deal each eval's N pooled outcomes into n head and m base trials,
   * with both statistics computed per deal from exact counts (no DP).
   */
  const brute = (strata: { hp: number; n: number; bp: number; m: number }[]) => {
    // Head passes per equally likely deal of one stratum: choose n of the N positions as head.
    const perStratum = strata.map(({ hp, n, bp, m }) => {
      const pool = [...Array<boolean>(hp + bp).fill(true), ...Array<boolean>(n + m - hp - bp).fill(false)]
      const out: number[] = []
      for (let mask = 0; mask < 1 << pool.length; mask++) {
        let bits = 0
        let passes = 0
        for (let i = 0; i < pool.length; i++) if ((mask >> i) & 1) { bits++; if (pool[i]) passes++ }
        if (bits === n) out.push(passes)
      }
      return out
    })
    // Evidence scores per stratum and head-pass value: round(8 · −ln P(H ≤ x)) and round(8 · −ln P(H ≥ x)).
    const ev = perStratum.map((vals) => {
      const sc = (x: number, dir: 'le' | 'ge') => {
        const p = vals.filter((v) => (dir === 'le' ? v <= x : v >= x)).length / vals.length
        return Math.max(0, Math.round(-Math.log(p) * 8))
      }
      return { le: (x: number) => sc(x, 'le'), ge: (x: number) => sc(x, 'ge') }
    })
    const t = strata.reduce((a, s) => a + s.hp, 0)
    const eLeObs = strata.reduce((a, s, i) => a + ev[i]!.le(s.hp), 0)
    const eGeObs = strata.reduce((a, s, i) => a + ev[i]!.ge(s.hp), 0)
    let le = 0, ge = 0, eLe = 0, eGe = 0, total = 0
    const walk = (i: number, sum: number, sLe: number, sGe: number) => {
      if (i === perStratum.length) {
        total++
        if (sum <= t) le++
        if (sum >= t) ge++
        if (sLe >= eLeObs) eLe++
        if (sGe >= eGeObs) eGe++
        return
      }
      for (const v of perStratum[i]!) walk(i + 1, sum + v, sLe + ev[i]!.le(v), sGe + ev[i]!.ge(v))
    }
    walk(0, 0, 0, 0)
    return { passes: { pLess: le / total, pGreater: ge / total }, evidence: { pLess: eLe / total, pGreater: eGe / total } }
  }

  test('exact DP matches brute-force enumeration of all deals', () => {
    const rng = seededRandom(19)
    for (let r = 0; r < 40; r++) {
      const strata = Array.from({ length: 1 + Math.floor(rng() * 4) }, () => {
        const n = 1 + Math.floor(rng() * 3)
        const m = 1 + Math.floor(rng() * 3)
        return { hp: Math.floor(rng() * (n + 1)), n, bp: Math.floor(rng() * (m + 1)), m }
      })
      const counts = strata.map((s) => ({ headPasses: s.hp, headTrials: s.n, basePasses: s.bp, baseTrials: s.m }))
      const want = brute(strata)
      for (const statistic of ['passes', 'evidence'] as const) {
        const got = stratifiedPermutationTest(counts, { statistic })
        expect(got.statistic).toBe(statistic)
        expect(got.pLess).toBeCloseTo(want[statistic].pLess, 12)
        expect(got.pGreater).toBeCloseTo(want[statistic].pGreater, 12)
      }
    }
  })

  test('one eval 3/3 → 0/3 gives p = 1/C(6,3) = 1/20; four such evals give (1/20)^4', () => {
    const broken = { headPasses: 0, headTrials: 3, basePasses: 3, baseTrials: 3 }
    for (const statistic of ['passes', 'evidence'] as const) {
      expect(stratifiedPermutationTest([broken], { statistic }).pLess).toBeCloseTo(1 / 20, 14)
      const four = stratifiedPermutationTest([broken, broken, broken, broken, { headPasses: 3, headTrials: 3, basePasses: 3, baseTrials: 3 }], { statistic })
      expect(four.pLess / (1 / 20) ** 4).toBeCloseTo(1, 10)
      expect(four.pGreater).toBe(1)
      expect(four.informative).toBe(4)
      expect(four.observed).toBe(3)
      expect(four.expected).toBeCloseTo(9, 12)
    }
  })

  test('at one trial per side it IS the exact McNemar test (2,000 random suites)', () => {
    const rng = seededRandom(1919)
    // Under mutation testing every surviving mutant of the comparison re-runs this test: 200 suites there.
    for (let r = 0; r < (UNDER_MUTATION ? 200 : 2000); r++) {
      const m = 1 + Math.floor(rng() * 80)
      const ph = rng()
      const pb = rng()
      const strata = Array.from({ length: m }, () => {
        const h = rng() < ph ? 1 : 0
        const b = rng() < pb ? 1 : 0
        return { headPasses: h, headTrials: 1, basePasses: b, baseTrials: 1 }
      })
      const bCount = strata.filter((s) => s.basePasses === 1 && s.headPasses === 0).length
      const cCount = strata.filter((s) => s.basePasses === 0 && s.headPasses === 1).length
      const less = mcnemarExact(bCount, cCount, 'less')
      const greater = mcnemarExact(bCount, cCount, 'greater')
      for (const statistic of ['passes', 'evidence'] as const) {
        const st = stratifiedPermutationTest(strata, { statistic })
        expect(Math.abs(st.pLess - less)).toBeLessThanOrEqual(1e-12 * less + 1e-15)
        expect(Math.abs(st.pGreater - greater)).toBeLessThanOrEqual(1e-12 * greater + 1e-15)
      }
      // And the whole comparison: one test, no Bonferroni factor, same p as McNemar.
      const pairs = strata.map((s, i) => ({ id: `e${i}`, head: [s.headPasses === 1], base: [s.basePasses === 1] }))
      const c = compareHeadBase(pairs)
      expect(c.combination).toBe('single')
      expect(c.decidedBy).toBe('both')
      expect(c.pAdjusted.regression).toBeCloseTo(less, 12)
      expect(c.stratified!.pLess).toBeCloseTo(less, 12)
    }
  })

  test('large suites stay exact and fast (200 evals × 10 trials in under 2 s of CPU)', () => {
    const rng = seededRandom(5)
    const strata = Array.from({ length: UNDER_MUTATION ? 50 : 200 }, () => {
      const p = rng()
      let h = 0, b = 0
      for (let j = 0; j < 10; j++) { if (rng() < p) h++; if (rng() < p) b++ }
      return { headPasses: h, headTrials: 10, basePasses: b, baseTrials: 10 }
    })
    for (const statistic of ['passes', 'evidence'] as const) {
      // CPU time, not wall time: the machine may be busy with other work. About 0.2–0.3 s on a quiet
      // machine; a loaded one measured 0.58 s, so the bound leaves room (what it guards against, a
      // blow-up in the number of strata, is far slower). Under
      // mutation testing (a Stryker sandbox) the code carries coverage counters and runs several
      // times slower.
      const t0 = process.cpuUsage().user
      const r = stratifiedPermutationTest(strata, { statistic })
      expect((process.cpuUsage().user - t0) / 1000).toBeLessThan(UNDER_MUTATION ? 10_000 : 2000)
      expect(r.pLess).toBeGreaterThan(0.01) // an unchanged suite
      expect(r.pGreater).toBeGreaterThan(0.01)
    }
    // The passes statistic's two tails overlap at the observed value.
    const p = stratifiedPermutationTest(strata, { statistic: 'passes' })
    expect(p.pLess + p.pGreater).toBeGreaterThanOrEqual(1 - 1e-9)
  })

  test('rejects impossible counts', () => {
    expect(() => stratifiedPermutationTest([{ headPasses: 4, headTrials: 3, basePasses: 0, baseTrials: 3 }])).toThrow(RangeError)
    expect(stratifiedPermutationTest([])).toMatchObject({ pLess: 1, pGreater: 1, informative: 0 })
  })
})

describe('compareHeadBase: a few evals broken outright (issue 19)', () => {
  // 20 evals × 3 trials: 12 always pass, 4 flaky (2/3 both sides), 4 broken: 3/3 on base, 0/3 on head.
  const ids = Array.from({ length: 24 }, (_, i) => String(i + 1)).slice(4) // ids 5..24
  const pairs = ids.map((id, i) => {
    if (i >= 16) return { id, head: [F, F, F], base: [T, T, T] }
    if (i >= 12) return { id, head: [T, F, T], base: [T, T, F] }
    return { id, head: [T, T, T], base: [T, T, T] }
  })

  test('is a regression, found by the trial-level test, and the reason says what was seen', () => {
    const r = compareHeadBase(pairs)
    expect(r.verdict).toBe('regression')
    // The eval-level test sees only 4 signs: it can never go below 1/16.
    expect(r.pRegression).toBeCloseTo(1 / 16, 12)
    // Exact null by hand: a broken eval (3 passes in 6) deals 0..3 head passes with weights
    // 1, 9, 9, 1 (of 20), so P(H ≤ x) = .05, .5, .95, 1 and its evidence scores are
    // round(8 · −ln P) = 24, 6, 0, 0; a flaky one (4 passes in 6) deals 1..3 with 3, 9, 3 (of 15):
    // P(H ≤ x) = .2, .8, 1, scores 13, 2, 0. Observed: 4 · 24 + 4 · 2 = 104.
    const gen = (terms: [number, number][]) => new Map(terms)
    const mul = (a: Map<number, number>, b: Map<number, number>) => {
      const out = new Map<number, number>()
      for (const [sa, wa] of a) for (const [sb, wb] of b) out.set(sa + sb, (out.get(sa + sb) ?? 0) + wa * wb)
      return out
    }
    let poly = gen([[0, 1]])
    for (let k = 0; k < 4; k++) poly = mul(mul(poly, gen([[24, 1], [6, 9], [0, 10]])), gen([[13, 3], [2, 9], [0, 3]]))
    let tail = 0
    for (const [score, w] of poly) if (score >= 104) tail += w
    const want = tail / (20 ** 4 * 15 ** 4)
    expect(r.stratified!.pLess).toBeCloseTo(want, 14)
    expect(want).toBeLessThan(1e-4)
    expect(r.combination).toBe('min-p-bonferroni-2')
    expect(r.pValue).toBeCloseTo(2 * want, 14)
    expect(r.decidedBy).toBe('stratified')
    expect(r.pSignFlip).toBeCloseTo(1 / 16, 12)
    expect(r.pStratified).toBeCloseTo(want, 14)
    expect(r.flippedOutright).toEqual({ toFail: ['21', '22', '23', '24'], toPass: [] })
    expect(r.method).toMatch(/exact sign-flip .* \+ exact stratified permutation test on trials \(min-p, Bonferroni ×2\)/)
    expect(r.reason).toContain('4 evals went from passing to failing in every trial (ids 21, 22, 23, 24)')
    expect(r.reason).toContain('head passed 44 of 60 trials, base 56 of 60')
    expect(r.reason).toMatch(/; p = 2 × min\(trial-level \d\.\de-\d, eval-level 0\.063\): found by the trial-level test$/)
    expect(r.reason).toMatch(/^head 73% vs base 93% \(−20 pts\) on 20 evals × 3 trials; one-sided p < 0\.001 < 0\.05 and the drop is ≥ 5 pts \(4 evals worse, 0 better\): regression — /)
  })

  test('the same inputs always give the same verdict (and object)', () => {
    expect(compareHeadBase(pairs)).toEqual(compareHeadBase(pairs))
    expect(compareHeadBase(pairs, { seed: 99 })).toEqual(compareHeadBase(pairs))
  })

  test('a drop spread thinly over many evals is still found by the eval-level test', () => {
    // 20 evals, 12 lose one trial of three, none gain: small per-eval drops, all in one direction.
    const spread = suite(20, (i) => (i < 12 ? [T, T, F] : [T, F, T]), (i) => (i < 12 ? [T, T, T] : [T, F, T]))
    const r = compareHeadBase(spread)
    expect(r.verdict).toBe('regression')
    expect(r.pRegression).toBeCloseTo(2 ** -12, 12)
    expect(r.flippedOutright.toFail).toEqual([])
    expect(r.reason).not.toContain('in every trial')
  })

  test('one trial: "went from pass to fail", McNemar alone decides', () => {
    const r = compareHeadBase(suite(10, (i) => [i < 5], () => [T]))
    expect(r.verdict).toBe('regression')
    expect(r.combination).toBe('single')
    expect(r.pValue).toBeCloseTo(1 / 32, 12)
    expect(r.reason).toContain('5 evals went from pass to fail (ids e5, e6, e7, e8, e9)')
  })

  test('an improvement names the evals that went from failing to passing', () => {
    const r = compareHeadBase(pairs.map((p) => ({ id: p.id, head: p.base, base: p.head })))
    expect(r.verdict).toBe('improvement')
    expect(r.reason).toContain('4 evals went from failing to passing in every trial (ids 21, 22, 23, 24)')
  })

  test("trialTest: false leaves the eval-level test alone (scores as pseudo-trials)", () => {
    const r = compareHeadBase(pairs, { trialTest: false })
    expect(r.stratified).toBeNull()
    expect(r.combination).toBe('single')
    expect(r.pValue).toBeCloseTo(1 / 16, 12)
    expect(r.verdict).toBe('inconclusive')
    expect(r.reason).not.toContain(' — ') // no trial counts: the trials may be pseudo-trials
  })
})

describe('compareHeadBase: the regression decision', () => {
  test('clear regression, 1 trial: exact McNemar (6 of 10 evals flip to fail)', () => {
    const r = compareHeadBase(suite(10, (i) => [i >= 6], () => [T]))
    expect(r.verdict).toBe('regression')
    expect(r.delta).toBeCloseTo(-0.6, 12)
    expect(r.headRate).toBeCloseTo(0.4, 12)
    expect(r.baseRate).toBe(1)
    expect(r.discordant).toEqual({ b: 6, c: 0 })
    expect(r.pRegression).toBeCloseTo(1 / 64, 12)
    expect(r.pTwoSided).toBeCloseTo(mcnemarExact(6, 0), 12)
    expect(r.pValue).toBeCloseTo(1 / 64, 12)
    expect(r.method).toMatch(/exact McNemar/)
    expect(r.ciHigh).toBeLessThan(0)
    expect(r.reason).toMatch(/^head 40% vs base 100% \(−60 pts\) on 10 evals × 1 trial; one-sided p = 0\.016 < 0\.05/)
    expect(r.reason).toMatch(/regression/)
  })

  test('clear regression, 3 trials: sign-flip test on per-eval rates', () => {
    // 20 evals: base passes 3/3 everywhere; head passes only 1/3 on half of them.
    const r = compareHeadBase(suite(20, (i) => (i < 10 ? [T, F, F] : [T, T, T]), () => [T, T, T]))
    expect(r.verdict).toBe('regression')
    expect(r.delta).toBeCloseTo(-1 / 3, 12)
    expect(r.pRegression).toBeCloseTo(2 ** -10, 12)
    expect(r.method).toMatch(/exact sign-flip/)
    expect(r.trials).toEqual({ min: 3, max: 3 })
    expect(r.reason).toContain('on 20 evals × 3 trials')
  })

  test('tiny drop → inconclusive, with the reason', () => {
    // One trial of one eval fails: −1.7 pts.
    const r = compareHeadBase(suite(20, (i) => (i === 0 ? [T, T, F] : [T, T, T]), () => [T, T, T]))
    expect(r.verdict).toBe('inconclusive')
    expect(r.pValue).toBeGreaterThanOrEqual(0.05)
    // Both tests give 0.50; the verdict uses the smaller one doubled (Bonferroni for two tests) = 1.
    expect(r.reason).toMatch(/−2 pts\) on 20 evals × 3 trials; one-sided p = 1 ≥ 0\.05: the data cannot tell/)
    expect(r.reason).toMatch(/head passed 59 of 60 trials, base 60 of 60; p = 2 × min\(trial-level 0\.50, eval-level 0\.50\)$/)
    expect(r.pSignFlip).toBeCloseTo(0.5, 12)
    expect(r.pStratified).toBeCloseTo(0.5, 12)
  })

  test('a noisy 10-point drop on 10 evals × 3 trials → inconclusive', () => {
    const r = compareHeadBase(
      suite(10, (i) => (i < 3 ? [T, F, T] : i < 5 ? [T, T, F] : [T, T, T]), (i) => (i < 2 ? [T, T, F] : [T, T, T])),
    )
    expect(r.verdict).toBe('inconclusive')
    expect(r.delta).toBeCloseTo(-0.1, 12)
    expect(r.reason).toContain('the data cannot tell')
    expect(r.reason).toMatch(/reliably detects only changes of about \d+ pts/)
  })

  test('a significant but sub-minimum drop is inconclusive, not a regression', () => {
    // 200 evals × 1 trial, 8 flip to fail, none the other way: p = 1/256 but only −4 pts.
    const r = compareHeadBase(suite(200, (i) => [i >= 8], () => [T]))
    expect(r.pValue).toBeLessThan(0.05)
    expect(r.delta).toBeCloseTo(-0.04, 12)
    expect(r.verdict).toBe('inconclusive')
    expect(r.reason).toContain('smaller than the 5-pt minimum')
    // With a lower minimum it is a regression.
    expect(compareHeadBase(suite(200, (i) => [i >= 8], () => [T]), { minDrop: 0.03 }).verdict).toBe('regression')
  })

  test('identical results: inconclusive on a small suite, no_change on a large one', () => {
    const small = compareHeadBase(suite(5, () => [T], () => [T]))
    expect(small.verdict).toBe('inconclusive')
    expect(small.delta).toBe(0)
    expect(small.pValue).toBe(1)

    const mid = compareHeadBase(suite(20, (i) => [i % 2 === 0, T, T], (i) => [i % 2 === 0, T, T]))
    expect(mid.verdict).toBe('inconclusive')

    const large = compareHeadBase(suite(50, (i) => [i % 3 === 0], (i) => [i % 3 === 0]))
    expect(large.verdict).toBe('no_change')
    expect(large.ciLow).toBeGreaterThan(-0.05)
    expect(large.ciHigh).toBeLessThan(0.05)
    expect(large.reason).toContain('no meaningful change')
  })

  test('improvement is symmetric to regression', () => {
    const r = compareHeadBase(suite(10, () => [T], (i) => [i >= 6]))
    expect(r.verdict).toBe('improvement')
    expect(r.delta).toBeCloseTo(0.6, 12)
    expect(r.pImprovement).toBeCloseTo(1 / 64, 12)
    expect(r.discordant).toEqual({ b: 0, c: 6 })
    expect(r.reason).toContain('improvement')
  })

  test('mixed flips cancel out', () => {
    const r = compareHeadBase(suite(10, (i) => [i !== 0 && i !== 1], (i) => [i !== 2 && i !== 3]))
    expect(r.delta).toBe(0)
    expect(r.discordant).toEqual({ b: 2, c: 2 })
    expect(r.verdict).toBe('inconclusive')
  })

  test("alternative 'two-sided' is stricter", () => {
    // 5 of 10 flip to fail: one-sided p = 1/32 < 0.05, two-sided p = 1/16.
    const pairs = suite(10, (i) => [i >= 5], () => [T])
    expect(compareHeadBase(pairs).verdict).toBe('regression')
    const two = compareHeadBase(pairs, { alternative: 'two-sided' })
    expect(two.verdict).toBe('inconclusive')
    expect(two.pValue).toBeCloseTo(1 / 16, 12)
    expect(two.ciLevel).toBeCloseTo(0.95, 12)
  })

  test('unequal trial counts and unpaired evals', () => {
    const pairs = [
      ...suite(12, (i) => (i < 8 ? [F, F, T] : [T, T, T]), () => [T, T]),
      { id: 'only-head', head: [T], base: [] },
    ]
    const r = compareHeadBase(pairs)
    expect(r.nEvals).toBe(12)
    expect(r.excluded).toEqual(['only-head'])
    expect(r.trials).toEqual({ min: 2, max: 3 })
    expect(r.method).toMatch(/exact sign-flip/)
    expect(r.verdict).toBe('regression')
    expect(r.reason).toContain('2–3 trials')
    expect(r.reason).toContain('1 unpaired eval left out')
  })

  test('nothing to compare', () => {
    const r = compareHeadBase([{ id: 'a', head: [], base: [T] }])
    expect(r.verdict).toBe('inconclusive')
    expect(r.nEvals).toBe(0)
    expect(r.reason).toContain('nothing to compare')
    expect(compareHeadBase([]).verdict).toBe('inconclusive')
  })

  test('deterministic for a given seed, also on the Monte-Carlo path', () => {
    const pairs = suite(30, (i) => [i % 4 !== 0, T, i % 5 !== 0], (i) => [T, i % 7 !== 0, T])
    const a = compareHeadBase(pairs, { seed: 1, maxExactWork: 0 })
    expect(a.method).toMatch(/Monte-Carlo/)
    expect(compareHeadBase(pairs, { seed: 1, maxExactWork: 0 })).toEqual(a)
    expect(Math.abs(a.pRegression - compareHeadBase(pairs).pRegression)).toBeLessThan(0.01)
  })
})

describe('upliftOverBaseline', () => {
  test('a skill that helps is an improvement over no skill', () => {
    const withSkill = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`e${i}`, [T, T, i % 3 !== 0]]))
    const without = Array.from({ length: 12 }, (_, i) => ({ id: `e${i}`, outcomes: [i < 3, F, F] }))
    const r = upliftOverBaseline(withSkill, without)
    expect(r.verdict).toBe('improvement')
    expect(r.delta).toBeGreaterThan(0.5)
    expect(r.reason).toMatch(/^with skill \d+% vs without skill \d+%/)
  })

  test('ids on one side only are excluded', () => {
    const r = upliftOverBaseline({ a: [T], b: [T] }, { b: [F], c: [F] })
    expect(r.nEvals).toBe(1)
    expect(r.excluded.sort()).toEqual(['a', 'c'])
    expect(r.verdict).toBe('inconclusive')
  })
})

describe('minDetectableEffect', () => {
  test('shrinks with more evals and trials; small suites cannot detect small drops', () => {
    const at = (nEvals: number, trials: number) => minDetectableEffect({ nEvals, trials })
    expect(at(5, 1)).toBe(1) // needs all 5 evals to flip for p = 1/32 < 0.05
    expect(at(10, 1)).toBeGreaterThanOrEqual(0.5)
    expect(at(50, 1)).toBeLessThan(at(20, 1))
    expect(at(20, 3)).toBeLessThan(at(20, 1))
    expect(at(20, 3)).toBeGreaterThan(0.1)
    expect(minDetectableEffect({ nEvals: 20, trials: 3, alternative: 'two-sided' })).toBeGreaterThan(at(20, 3))
  })
})
