/**
 * The reason text a reviewer reads under a head-vs-base verdict (src/aggregate/stats.ts,
 * `comparePaired`): the summary, the flips, the evals that changed in every trial, the trial
 * totals, "p = 2 × min(…): found by …", the unpaired evals left out, and how p-values are written
 * (issue 23, survivors of the aggregate part's mutation run).
 */
import { describe, expect, test } from '@jest/globals'
import { compareHeadBase } from '../../src/aggregate/stats.js'

const runs = (k: number, n: number): boolean[] => Array.from({ length: n }, (_, i) => i < k)
/** One eval: head k of n trials passed, base k' of n'. */
const ev = (id: string, hk: number, hn: number, bk: number, bn: number) => ({ id, head: runs(hk, hn), base: runs(bk, bn) })
/** n evals of one trial per side; the first `flipped` go from pass to fail (or fail to pass); the rest pass on both. */
const oneTrial = (n: number, flipped: number, dir: 'toFail' | 'toPass') =>
  Array.from({ length: n }, (_, i) => (i < flipped ? (dir === 'toFail' ? ev(`e${i}`, 0, 1, 1, 1) : ev(`e${i}`, 1, 1, 0, 1)) : ev(`e${i}`, 1, 1, 1, 1)))
const brokenSix = Array.from({ length: 8 }, (_, i) => ev(`e${i}`, i < 6 ? 0 : 3, 3, 3, 3))
const mendedSix = Array.from({ length: 8 }, (_, i) => ev(`e${i}`, 3, 3, i < 6 ? 0 : 3, 3))
/** 12 of 20 evals lose (or gain) one of three trials; the other 8 pass 2 of 3 on both sides. */
const spread = (dir: 'worse' | 'better') =>
  Array.from({ length: 20 }, (_, i) => (i >= 12 ? ev(`e${i}`, 2, 3, 2, 3) : dir === 'worse' ? ev(`e${i}`, 2, 3, 3, 3) : ev(`e${i}`, 3, 3, 2, 3)))

describe('what the reason says was seen', () => {
  test('a few evals broken in every trial: the summary, the flips, the evals, the trial totals, and "found by the trial-level test"', () => {
    expect(compareHeadBase(brokenSix).reason).toBe(
      'head 25% vs base 100% (−75 pts) on 8 evals × 3 trials; one-sided p < 0.001 < 0.05 and the drop is ≥ 5 pts (6 evals worse, 0 better): regression' +
        ' — 6 evals went from passing to failing in every trial (ids e0, e1, e2, e3, e4, e5); head passed 6 of 24 trials, base 24 of 24;' +
        ' p = 2 × min(trial-level 1.6e-8, eval-level 0.016): found by the trial-level test',
    )
  })

  test('a few evals mended in every trial: "went from failing to passing in every trial"', () => {
    expect(compareHeadBase(mendedSix).reason).toBe(
      'head 100% vs base 25% (+75 pts) on 8 evals × 3 trials; one-sided p < 0.001 < 0.05 and the gain is ≥ 5 pts (0 evals worse, 6 better): improvement' +
        ' — 6 evals went from failing to passing in every trial (ids e0, e1, e2, e3, e4, e5); head passed 24 of 24 trials, base 6 of 24;' +
        ' p = 2 × min(trial-level 1.6e-8, eval-level 0.016): found by the trial-level test',
    )
  })

  test('a drop found only by the eval-level test says "found by the eval-level test", and lists no empty part', () => {
    expect(compareHeadBase(spread('worse')).reason).toBe(
      'head 67% vs base 87% (−20 pts) on 20 evals × 3 trials; one-sided p < 0.001 < 0.05 and the drop is ≥ 5 pts (12 evals worse, 0 better): regression' +
        ' — head passed 40 of 60 trials, base 52 of 60; p = 2 × min(trial-level 0.11, eval-level 2.4e-4): found by the eval-level test',
    )
    expect(compareHeadBase(spread('better')).reason).toContain(': improvement — head passed 52 of 60 trials, base 40 of 60; p = 2 × min(')
  })

  test('equal p-values of both tests: "found by both tests"', () => {
    const r = compareHeadBase(Array.from({ length: 12 }, (_, i) => ev(`e${i}`, 2, 3, 3, 3)))
    expect(r.reason.endsWith('; p = 2 × min(trial-level 2.4e-4, eval-level 2.4e-4): found by both tests')).toBe(true)
  })

  test('a p equal to α finds nothing: the two p-values are listed without "found by"', () => {
    const p = compareHeadBase(brokenSix).pValue
    const r = compareHeadBase(brokenSix, { alpha: p })
    expect(r.verdict).toBe('inconclusive')
    expect(r.reason.endsWith('; p = 2 × min(trial-level 1.6e-8, eval-level 0.016)')).toBe(true)
  })

  test('a drop lists only the evals that went to failing; a gain only those that went to passing; no change both', () => {
    // One eval broken outright among many mended ones (a gain), and the reverse.
    const gain = compareHeadBase([ev('x', 0, 3, 3, 3), ...Array.from({ length: 6 }, (_, i) => ev(`e${i}`, 3, 3, 0, 3))])
    expect(gain.flippedOutright).toEqual({ toFail: ['x'], toPass: ['e0', 'e1', 'e2', 'e3', 'e4', 'e5'] })
    expect(gain.reason).toContain(' — 6 evals went from failing to passing in every trial (ids e0, e1, e2, e3, e4, e5); head passed 18 of 21 trials')
    expect(gain.reason).not.toContain('went from passing to failing')
    const drop = compareHeadBase([ev('x', 3, 3, 0, 3), ...Array.from({ length: 6 }, (_, i) => ev(`e${i}`, 0, 3, 3, 3))])
    expect(drop.reason).toContain(' — 6 evals went from passing to failing in every trial (ids e0, e1, e2, e3, e4, e5); head passed 3 of 21 trials')
    expect(drop.reason).not.toContain('went from failing to passing')
    // No mean change: one eval broken in 20 trials, one mended in its single trial.
    const none = compareHeadBase([ev('a', 0, 20, 20, 20), ev('b', 1, 1, 0, 1)])
    expect(none.delta).toBe(0)
    expect(none.reason).toContain(' — 1 eval went from passing to failing in every trial (id a); 1 eval went from failing to passing in every trial (id b); head passed 1 of 21 trials, base 20 of 21;')
  })

  test('an eval that only partly changed is not "changed in every trial"', () => {
    const r = compareHeadBase([ev('a', 1, 3, 0, 3), ev('b', 2, 3, 3, 3), ev('c', 0, 3, 3, 3), ev('d', 0, 3, 1, 3), ev('e', 3, 3, 0, 3)])
    expect(r.flippedOutright).toEqual({ toFail: ['c'], toPass: ['e'] })
  })

  test('one trial: "went from fail to pass", no trial totals', () => {
    expect(compareHeadBase(oneTrial(10, 6, 'toPass')).reason).toBe(
      'head 100% vs base 40% (+60 pts) on 10 evals × 1 trial; one-sided p = 0.016 < 0.05 and the gain is ≥ 5 pts (0 evals worse, 6 better): improvement' +
        ' — 6 evals went from fail to pass (ids e0, e1, e2, e3, e4, e5)',
    )
  })

  test('the reason lists exactly ten ids in full, then at eleven "and 1 more"', () => {
    expect(compareHeadBase(oneTrial(12, 10, 'toFail')).reason).toContain('10 evals went from pass to fail (ids e0, e1, e2, e3, e4, e5, e6, e7, e8, e9)')
    expect(compareHeadBase(oneTrial(12, 11, 'toFail')).reason).toContain('11 evals went from pass to fail (ids e0, e1, e2, e3, e4, e5, e6, e7, e8, e9 and 1 more)')
  })

  test('one eval worse: "1 eval worse"', () => {
    // 1 worse, 8 better: McNemar p = 9/256.
    const r = compareHeadBase([ev('a', 0, 1, 1, 1), ...oneTrial(8, 8, 'toPass')])
    expect(r.reason).toContain('(1 eval worse, 8 better): improvement')
  })

  test('without the trial-level test (pseudo-trials) the reason says nothing about trials or evals that changed', () => {
    expect(compareHeadBase(brokenSix, { trialTest: false }).reason).toBe(
      'head 25% vs base 100% (−75 pts) on 8 evals × 3 trials; one-sided p = 0.016 < 0.05 and the drop is ≥ 5 pts (6 evals worse, 0 better): regression',
    )
  })

  test('no meaningful change says only that, with ±0 for no change', () => {
    const r = compareHeadBase(Array.from({ length: 100 }, (_, i) => ev(`e${i}`, 2, 3, 2, 3)))
    expect(r.verdict).toBe('no_change')
    expect(r.reason).toBe('head 67% vs base 67% (±0 pts) on 100 evals × 3 trials; 90% CI [−2, +2] pts lies within ±5 pts: no meaningful change')
  })

  test('unequal trial counts read as a range', () => {
    expect(compareHeadBase([ev('a', 0, 2, 2, 2), ev('b', 3, 5, 4, 5)]).reason.startsWith('head 30% vs base 90% (−60 pts) on 2 evals × 2–5 trials; ')).toBe(true)
  })
})

describe('how p-values are written', () => {
  test('a p of exactly 0.001 is written "0.0010", not "< 0.001"', () => {
    // Monte-Carlo with 999 draws, none as extreme as 20 of 20 evals broken: p = 1/1000.
    const alone = compareHeadBase(oneTrial(20, 20, 'toFail'), { trialTest: false, maxExactWork: 0, monteCarloSamples: 999 })
    expect(alone.pValue).toBe(0.001)
    expect(alone.reason).toContain('; one-sided p = 0.0010 < 0.05 and the drop')
    const both = compareHeadBase(Array.from({ length: 20 }, (_, i) => ev(`e${i}`, 0, 3, 3, 3)), { maxExactWork: 0, monteCarloSamples: 999 })
    expect(both.pSignFlip).toBe(0.001)
    expect(both.reason).toContain('p = 2 × min(trial-level 9.5e-27, eval-level 0.0010): found by the trial-level test')
  })

  test('a p equal to a two-digit α is written as is', () => {
    // 2 of 10 evals broken, 1 trial: p = ¼ exactly.
    expect(compareHeadBase(oneTrial(10, 2, 'toFail'), { alpha: 0.25 }).reason).toContain('; one-sided p = 0.25 ≥ 0.25: the data cannot tell')
  })

  test('the method names the alternative and α after both tests', () => {
    expect(compareHeadBase(brokenSix, { alternative: 'two-sided', alpha: 0.1 }).method).toBe(
      'exact sign-flip permutation test on per-eval pass-rate differences + exact stratified permutation test on trials (min-p, Bonferroni ×2), two-sided, α = 0.1',
    )
  })
})
