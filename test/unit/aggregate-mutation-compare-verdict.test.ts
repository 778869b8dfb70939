/**
 * The head-vs-base comparison behind the regression verdict (src/aggregate/stats.ts,
 * `comparePaired` / `compareHeadBase` / `upliftOverBaseline`): the verdict rules at their edges,
 * the direction and p-value the verdict reads, which test decided, the adjusted interval and the
 * minimum detectable effect (issue 23, survivors of the aggregate part's mutation run).
 */
import { describe, expect, test } from '@jest/globals'
import { compareHeadBase, comparePaired, minDetectableEffect, normalQuantile, signFlipTest, stratifiedPermutationTest, upliftOverBaseline } from '../../src/aggregate/stats.js'

/** k passes out of n trials. */
const runs = (k: number, n: number): boolean[] => Array.from({ length: n }, (_, i) => i < k)
/** One eval: head k of n trials passed, base k' of n'. */
const ev = (id: string, hk: number, hn: number, bk: number, bn: number) => ({ id, head: runs(hk, hn), base: runs(bk, bn) })
/** n evals of one trial per side; the first `flipped` of them go from pass (base) to fail (head), or the reverse. */
const oneTrial = (n: number, flipped: number, dir: 'toFail' | 'toPass') =>
  Array.from({ length: n }, (_, i) => (i < flipped ? (dir === 'toFail' ? ev(`e${i}`, 0, 1, 1, 1) : ev(`e${i}`, 1, 1, 0, 1)) : ev(`e${i}`, 1, 1, 1, 1)))
/** 8 evals × 3 trials, the first 6 broken outright (3/3 → 0/3), or mended outright (0/3 → 3/3). */
const brokenSix = Array.from({ length: 8 }, (_, i) => ev(`e${i}`, i < 6 ? 0 : 3, 3, 3, 3))
const mendedSix = Array.from({ length: 8 }, (_, i) => ev(`e${i}`, 3, 3, i < 6 ? 0 : 3, 3))

describe('nothing to compare', () => {
  test('no paired eval: p = 1 everywhere, the widest interval, no method, nothing flipped, the largest detectable change', () => {
    expect(compareHeadBase([{ id: 'a', head: [true], base: [] }])).toEqual({
      verdict: 'inconclusive', headRate: 0, baseRate: 0, delta: 0,
      pValue: 1, pRegression: 1, pImprovement: 1, pTwoSided: 1,
      stratified: null, pAdjusted: { regression: 1, improvement: 1, twoSided: 1 }, combination: 'single', decidedBy: 'sign-flip',
      pSignFlip: 1, pStratified: null,
      flippedOutright: { toFail: [], toPass: [] },
      ciLow: -1, ciHigh: 1, ciLevel: 0.9, method: 'none', discordant: { b: 0, c: 0 },
      nEvals: 0, trials: { min: 0, max: 0 }, excluded: ['a'], mde: 1,
      reason: 'no eval has runs on both head and base: nothing to compare (1 eval unpaired)',
    })
  })

  test('comparePaired without labels calls the sides "head" and "base"; upliftOverBaseline "with skill" and "without skill"', () => {
    expect(comparePaired(oneTrial(4, 1, 'toFail')).reason.startsWith('head 75% vs base 100% (−25 pts) on 4 evals × 1 trial; ')).toBe(true)
    expect(upliftOverBaseline({ a: [true], b: [false] }, { a: [false], b: [false] }).reason.startsWith('with skill 50% vs without skill 0% (+50 pts) on 2 evals × 1 trial; ')).toBe(true)
  })
})

describe('the verdict rules at their edges', () => {
  // 10 evals × 1 trial, 5 flip: one-sided exact McNemar p = 1/32, two-sided 1/16; delta = ±0.5.
  test('p < α is the rule: a p equal to α is not significant, neither for a drop, a gain, nor a sub-minimum change', () => {
    expect(compareHeadBase(oneTrial(10, 5, 'toFail')).verdict).toBe('regression')
    const drop = compareHeadBase(oneTrial(10, 5, 'toFail'), { alpha: 1 / 32 })
    expect(drop.pValue).toBe(1 / 32)
    expect(drop.verdict).toBe('inconclusive')
    expect(drop.reason).toContain('; one-sided p = 0.031 ≥ 0.03125: the data cannot tell')
    const gain = compareHeadBase(oneTrial(10, 5, 'toPass'), { alpha: 1 / 32 })
    expect(gain.verdict).toBe('inconclusive')
    expect(gain.reason).toContain('; one-sided p = 0.031 ≥ 0.03125: the data cannot tell')
    // A minimum larger than the drop: at p = α still "cannot tell", not "significant but small".
    const small = compareHeadBase(oneTrial(10, 5, 'toFail'), { alpha: 1 / 32, minDrop: 0.6 })
    expect(small.reason).toContain('; one-sided p = 0.031 ≥ 0.03125: the data cannot tell')
  })

  test('a drop or gain of exactly the minimum counts', () => {
    expect(compareHeadBase(oneTrial(10, 5, 'toFail'), { minDrop: 0.5 }).verdict).toBe('regression')
    expect(compareHeadBase(oneTrial(10, 5, 'toPass'), { minDrop: 0.5 }).verdict).toBe('improvement')
  })

  test('a significant gain smaller than the minimum is not an improvement: "the gain is smaller than the minimum"', () => {
    const r = compareHeadBase(oneTrial(10, 5, 'toPass'), { minDrop: 0.6 })
    expect(r.verdict).toBe('inconclusive')
    expect(r.reason).toBe(
      'head 100% vs base 50% (+50 pts) on 10 evals × 1 trial; one-sided p = 0.031 < 0.05, but the gain is smaller than the 60-pt minimum ' +
        'and the 90% CI [+15, +69] pts is too wide to rule a 60-pt change out — 5 evals went from fail to pass (ids e0, e1, e2, e3, e4)',
    )
    const drop = compareHeadBase(oneTrial(10, 5, 'toFail'), { minDrop: 0.6 })
    expect(drop.reason).toContain('one-sided p = 0.031 < 0.05, but the drop is smaller than the 60-pt minimum and the 90% CI [−69, −15] pts is too wide')
  })

  test('one-sided: 5 of 10 evals mended is an improvement (p = 1/32); two-sided it is not (p = 1/16)', () => {
    const one = compareHeadBase(oneTrial(10, 5, 'toPass'))
    expect(one.verdict).toBe('improvement')
    expect(one.pValue).toBe(1 / 32)
    const two = compareHeadBase(oneTrial(10, 5, 'toPass'), { alternative: 'two-sided' })
    expect(two.verdict).toBe('inconclusive')
    expect(two.pValue).toBe(1 / 16)
  })

  test('no_change needs the whole interval inside ±minimum: an interval that reaches the minimum on either side is inconclusive', () => {
    // 40 evals × 1 trial, 2 flip: 90% CI [−11.4, +1.9] pts (drop) or its mirror (gain).
    const drop = compareHeadBase(oneTrial(40, 2, 'toFail'))
    const gain = compareHeadBase(oneTrial(40, 2, 'toPass'))
    expect(compareHeadBase(oneTrial(40, 2, 'toFail'), { minDrop: -drop.ciLow + 1e-9 }).verdict).toBe('no_change')
    expect(compareHeadBase(oneTrial(40, 2, 'toFail'), { minDrop: -drop.ciLow }).verdict).toBe('inconclusive')
    expect(compareHeadBase(oneTrial(40, 2, 'toPass'), { minDrop: gain.ciHigh + 1e-9 }).verdict).toBe('no_change')
    expect(compareHeadBase(oneTrial(40, 2, 'toPass'), { minDrop: gain.ciHigh }).verdict).toBe('inconclusive')
    // A gain whose interval reaches past +minimum: inconclusive even though its lower end is inside.
    const wide = compareHeadBase(oneTrial(10, 2, 'toPass'), { minDrop: 0.2 })
    expect(wide.ciLow).toBeGreaterThan(-0.2)
    expect(wide.ciHigh).toBeGreaterThan(0.2)
    expect(wide.verdict).toBe('inconclusive')
  })
})

describe('the p-value the verdict reads, and its direction', () => {
  test('a gain reads the "head better" p of both tests', () => {
    const r = compareHeadBase(mendedSix)
    expect(r.verdict).toBe('improvement')
    // Sign-flip: 6 evals all +1 → ½⁶; stratified: each 0/3 → 3/3 stratum 1/C(6,3) = 1/20.
    expect(r.pSignFlip).toBe(1 / 64)
    expect(r.pStratified).toBeCloseTo(20 ** -6, 20)
    expect(r.pValue).toBeCloseTo(2 * 20 ** -6, 20)
    expect(r.pValue).toBe(r.pAdjusted.improvement)
  })

  test('a two-sided comparison reads the two-sided p of both tests, doubled for the two tests', () => {
    const r = compareHeadBase(brokenSix, { alternative: 'two-sided' })
    expect(r.pSignFlip).toBe(2 / 64)
    expect(r.pStratified).toBeCloseTo(2 * 20 ** -6, 20)
    expect(r.pAdjusted.twoSided).toBeCloseTo(4 * 20 ** -6, 20)
    expect(r.pValue).toBe(r.pAdjusted.twoSided)
    expect(r.verdict).toBe('regression')
  })

  test('a mean drop reads the "head worse" p even when the trial-level test leans the other way', () => {
    // One eval of 1 trial broken; one eval of 20 trials from 4/20 to 16/20: the mean drops 20 pts,
    // the trials alone would say "better".
    const r = compareHeadBase([ev('a', 0, 1, 1, 1), ev('b', 16, 20, 4, 20)])
    expect(r.delta).toBeCloseTo(-0.2, 12)
    expect(r.pAdjusted.improvement).toBeLessThan(0.001)
    expect(r.pValue).toBe(r.pAdjusted.regression)
    expect(r.pValue).toBe(1)
    expect(r.reason).toContain('; one-sided p = 1 ≥ 0.05: the data cannot tell')
    const mirror = compareHeadBase([ev('a', 1, 1, 0, 1), ev('b', 4, 20, 16, 20)])
    expect(mirror.delta).toBeCloseTo(0.2, 12)
    expect(mirror.pValue).toBe(mirror.pAdjusted.improvement)
    expect(mirror.pValue).toBe(1)
  })

  test('no mean change: the verdict reads the direction with the smaller p', () => {
    // 2 evals, opposite half-point changes; the 20-trial eval decides the direction.
    const better = compareHeadBase([ev('a', 0, 2, 1, 2), ev('b', 15, 20, 5, 20)])
    expect(better.delta).toBe(0)
    expect(better.pValue).toBe(better.pAdjusted.improvement)
    expect(better.pStratified).toBe(better.stratified!.pGreater)
    expect(better.pValue).toBeLessThan(0.01)
    expect(better.reason).toContain('but the gain is smaller than the 5-pt minimum')
    const worse = compareHeadBase([ev('a', 1, 2, 0, 2), ev('b', 5, 20, 15, 20)])
    expect(worse.delta).toBe(0)
    expect(worse.pValue).toBe(worse.pAdjusted.regression)
    expect(worse.pStratified).toBe(worse.stratified!.pLess)
    expect(worse.pValue).toBeLessThan(0.01)
  })
})

describe('which test decided (decidedBy)', () => {
  test('a few evals broken in every trial: the trial-level test decides', () => {
    expect(compareHeadBase(brokenSix).decidedBy).toBe('stratified')
    // Both p-values tiny (2⁻²⁰ and 20⁻²⁰) are still told apart.
    const all = compareHeadBase(Array.from({ length: 20 }, (_, i) => ev(`e${i}`, 0, 3, 3, 3)))
    expect(all.decidedBy).toBe('stratified')
    expect(all.pSignFlip).toBe(2 ** -20)
  })

  test('a drop spread thinly over many evals: the eval-level test decides', () => {
    // 12 of 20 evals lose one of three trials (2⁻¹² for the eval-level test); the 8 unchanged evals
    // that pass 2 of 3 trials on both sides add noise to the trial-level test only.
    const r = compareHeadBase(Array.from({ length: 20 }, (_, i) => (i < 12 ? ev(`e${i}`, 2, 3, 3, 3) : ev(`e${i}`, 2, 3, 2, 3))))
    expect(r.pSignFlip).toBe(2 ** -12)
    expect(r.pStratified).toBeGreaterThan(2 ** -12)
    expect(r.decidedBy).toBe('sign-flip')
  })

  test('equal p-values of the two tests: both decided', () => {
    // 12 evals from 3/3 to 2/3: both tests give exactly 2⁻¹².
    const r = compareHeadBase(Array.from({ length: 12 }, (_, i) => ev(`e${i}`, 2, 3, 3, 3)))
    expect(r.pSignFlip).toBe(2 ** -12)
    expect(r.pStratified).toBe(2 ** -12)
    expect(r.decidedBy).toBe('both')
  })

  test('one trial per side: one test (McNemar) decides, even when the eval-level one fell back to Monte-Carlo', () => {
    expect(compareHeadBase(oneTrial(10, 6, 'toFail')).decidedBy).toBe('both')
    const mc = compareHeadBase(oneTrial(10, 6, 'toFail'), { maxExactWork: 0, monteCarloSamples: 2000 })
    expect(mc.pSignFlip).not.toBe(mc.pStratified)
    expect(mc.pValue).toBe(1 / 64)
    expect(mc.decidedBy).toBe('both')
  })

  test('without the trial-level test the eval-level test decides alone', () => {
    const r = compareHeadBase(brokenSix, { trialTest: false })
    expect(r).toMatchObject({ decidedBy: 'sign-flip', stratified: null, pStratified: null, combination: 'single', pValue: 1 / 64 })
  })
})

describe('the trial-level statistic', () => {
  test('trialStatistic "passes" is used when asked for (default "evidence")', () => {
    const suite = [ev('a', 0, 3, 3, 3), ev('b', 1, 4, 3, 4), ev('c', 2, 5, 4, 5), ev('d', 0, 2, 1, 2), ev('e', 3, 3, 3, 3), ev('f', 1, 3, 2, 3)]
    const counts = suite.map((e) => ({ headPasses: e.head.filter(Boolean).length, headTrials: e.head.length, basePasses: e.base.filter(Boolean).length, baseTrials: e.base.length }))
    const pick = ({ pLess, pGreater, pTwoSided }: { pLess: number; pGreater: number; pTwoSided: number }) => ({ pLess, pGreater, pTwoSided })
    const passes = pick(stratifiedPermutationTest(counts, { statistic: 'passes' }))
    const evidence = pick(stratifiedPermutationTest(counts))
    expect(passes).not.toEqual(evidence)
    expect(compareHeadBase(suite, { trialStatistic: 'passes' }).stratified).toEqual(passes)
    expect(compareHeadBase(suite).stratified).toEqual(evidence)
  })

  test('strata of thousands of trials (tails far below the smallest double) still give a tiny p', () => {
    // 600 trials a side: the extreme tail of each stratum is below 1e-323.
    const c = { headPasses: 270, headTrials: 600, basePasses: 330, baseTrials: 600 }
    const r = stratifiedPermutationTest([c, c, c, c])
    expect(r.pLess).toBeGreaterThan(0)
    expect(r.pLess).toBeLessThan(1e-9)
    expect(r.pGreater).toBeGreaterThan(0.99)
  })
})

describe('method and trial counts', () => {
  test('one trial: the exact McNemar test on the discordant evals, with the alternative and α', () => {
    const suite = [...oneTrial(9, 6, 'toFail'), ev('x', 1, 1, 0, 1)]
    const r = compareHeadBase(suite)
    expect(r.discordant).toEqual({ b: 6, c: 1 })
    expect(r.method).toBe('exact McNemar (binomial on 7 discordant evals), one-sided, α = 0.05')
    expect(compareHeadBase(suite, { alternative: 'two-sided', alpha: 0.1 }).method).toBe('exact McNemar (binomial on 7 discordant evals), two-sided, α = 0.1')
  })

  test('trial counts whose common multiple passes a million: the eval-level test runs by Monte-Carlo on the pass rates', () => {
    const suite = [ev('a', 1000, 1000, 1001, 1001), ev('b', 300, 1000, 700, 1001), ev('x', 10, 1000, 900, 1001)]
    const r = compareHeadBase(suite)
    expect(r.method.startsWith('Monte-Carlo sign-flip permutation test (20000 draws, seeded) + exact stratified')).toBe(true)
    const d = [1 - 1, 300 / 1000 - 700 / 1001, 10 / 1000 - 900 / 1001]
    const sf = signFlipTest(d, { maxExactWork: 0 })
    expect(r.pRegression).toBe(sf.pLess)
    expect(r.pImprovement).toBe(sf.pGreater)
  })

  test('a common multiple of exactly a million (64 and 15,625 trials) keeps the eval-level test exact', () => {
    const r = compareHeadBase([ev('a', 10, 64, 15000, 15625)])
    expect(r.method.startsWith('exact sign-flip permutation test on per-eval pass-rate differences + ')).toBe(true)
    expect(r.pRegression).toBe(0.5)
  })
})

describe('the interval and the minimum detectable effect', () => {
  test('the detectable change uses each eval\'s pooled pass rate under the null (8 evals × 3 trials, 6 broken)', () => {
    // Pooled rate ½ in the 6 broken evals: ½·½·(⅓ + ⅓) = ⅙ each; 0 in the 2 unchanged ones; plus 1
    // for the pseudo-evals: variance sum 2 over W = 10, so σ_d = √0.2.
    const r = compareHeadBase(brokenSix)
    expect(r.mde).toBeCloseTo(((normalQuantile(0.95) + normalQuantile(0.8)) * Math.sqrt(0.2)) / Math.sqrt(8), 12)
    // Agresti–Min-style: d̃ = −6/10, SE = √(1 + 6 − 36/10)/10.
    const se = Math.sqrt(1 + 6 - 3.6) / 10
    expect(r.ciLow).toBeCloseTo(-0.6 - normalQuantile(0.95) * se, 12)
    expect(r.ciHigh).toBeCloseTo(-0.6 + normalQuantile(0.95) * se, 12)
  })

  test('fewer evals than the eval-level test needs to reach α: nothing below 100 pts is detectable', () => {
    // One-sided α = 0.05 needs at least 5 evals (½⁵ < 0.05).
    expect(minDetectableEffect({ nEvals: 3, trials: 2 })).toBe(1)
    // With exactly 5 evals the floor is one flip per trial of each eval, ½ here, below the normal approximation.
    const approx = ((normalQuantile(0.95) + normalQuantile(0.8)) * Math.sqrt(0.25)) / Math.sqrt(5)
    expect(minDetectableEffect({ nEvals: 5, trials: 2 })).toBeCloseTo(approx, 12)
    expect(minDetectableEffect({ nEvals: 5, trials: 4 })).toBeCloseTo(((normalQuantile(0.95) + normalQuantile(0.8)) * Math.sqrt(0.125)) / Math.sqrt(5), 12)
  })
})
