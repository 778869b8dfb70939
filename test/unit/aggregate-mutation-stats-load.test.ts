/**
 * The statistics module loaded on first use, as the report viewer loads it (a dynamic import):
 * what it sets up when it loads (the ln n! table behind the exact trial-level test, the helpers
 * that write rates and trial counts into the reason) must be right from the first comparison.
 * This file imports src/aggregate/stats.ts only inside its test, so that set-up runs within it
 * (issue 23: Stryker credited those lines only to the one test that loads the module lazily).
 */
import { expect, test } from '@jest/globals'

test('the first comparison after loading the module: exact trial-level p and the reason\'s rates and trial counts', async () => {
  const { compareHeadBase, stratifiedPermutationTest } = await import('../../src/aggregate/stats.js')
  // One eval 3/3 → 0/3: p = 1/C(6,3) = 1/20 (ln 6! − 2 ln 3! from the table).
  expect(stratifiedPermutationTest([{ headPasses: 0, headTrials: 3, basePasses: 3, baseTrials: 3 }]).pLess).toBeCloseTo(1 / 20, 12)
  const runs = (k: number, n: number): boolean[] => Array.from({ length: n }, (_, i) => i < k)
  const r = compareHeadBase([{ id: 'a', head: runs(0, 3), base: runs(3, 3) }, { id: 'b', head: runs(1, 2), base: runs(2, 2) }])
  expect(r.reason.startsWith('head 25% vs base 100% (−75 pts) on 2 evals × 2–3 trials; ')).toBe(true)
})
