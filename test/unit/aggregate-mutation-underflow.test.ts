/**
 * The trial-level test on evals of hundreds of trials (issue 23, found by the aggregate part's
 * mutation testing): a tail probability that underflows to 0 is the strongest evidence, not none.
 */
import { describe, test, expect } from '@jest/globals'
import { compareHeadBase, stratifiedPermutationTest } from '../../src/aggregate/stats.js'

describe('evals of hundreds of trials that flipped in every trial', () => {
  test('5 evals × 600 trials, every trial broken on the head: a regression, found by the trial-level test', () => {
    const pairs = Array.from({ length: 5 }, (_, i) => ({ id: String(i + 1), head: Array<boolean>(600).fill(false), base: Array<boolean>(600).fill(true) }))
    const c = compareHeadBase(pairs, { seed: 1 })
    expect(c.verdict).toBe('regression')
    expect(c.stratified!.pLess).toBeLessThan(1e-6)
    expect(c.decidedBy).toBe('stratified')
  })

  test('one eval of 600 trials, all broken: the trial-level p is tiny, not 1', () => {
    const r = stratifiedPermutationTest([{ headPasses: 0, headTrials: 600, basePasses: 600, baseTrials: 600 }])
    expect(r.pLess).toBeLessThan(1e-6)
    expect(r.pGreater).toBe(1)
  })
})
