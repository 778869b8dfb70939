import { describe, test, expect } from '@jest/globals'
import { decideEval, stageOneTrials, adaptiveRunRange, ADAPTIVE_MAX_TRIALS, ADAPTIVE_START } from '../../src/plan/adaptive.js'
import { compareHeadBase, stratifiedPermutationTest } from '../../src/aggregate/stats.js'

const S = { start: ADAPTIVE_START, maxTrials: ADAPTIVE_MAX_TRIALS }

describe('decideEval: the stage-1 rule on pooled outcomes', () => {
  test('every configuration passed (or failed): settled at stage 1', () => {
    const pass = decideEval({ with_skill: [true], without_skill: [true], old_skill: [true] }, S)
    expect(pass).toMatchObject({ settled: true, trials: 1 })
    expect(pass.reason).toMatch(/all 3 graded runs of 3 passed/)
    expect(decideEval({ with_skill: [false], without_skill: [false] }, S)).toMatchObject({ settled: true, trials: 1 })
  })
  test('the configurations disagree: run to max-trials, and say why', () => {
    const d = decideEval({ with_skill: [true], without_skill: [false] }, S)
    expect(d).toMatchObject({ settled: false, trials: 5 })
    expect(d.reason).toBe('the first trial disagreed (1 of 2 graded runs passed across with_skill, without_skill): run to 5')
  })
  test('the rule looks only at the pooled outcomes: swapping the labels gives the same decision', () => {
    const a = decideEval({ with_skill: [true], old_skill: [false] }, S)
    const b = decideEval({ with_skill: [false], old_skill: [true] }, S)
    expect(a.trials).toBe(b.trials)
    expect(a.settled).toBe(b.settled)
  })
  test('a configuration without a pass/fail grade is not settled; ungraded runs of others are ignored', () => {
    expect(decideEval({ with_skill: [null], without_skill: [true] }, S)).toMatchObject({ settled: false, trials: 5 })
    expect(decideEval({ with_skill: [null, true], without_skill: [true, true] }, { start: 2, maxTrials: 5 })).toMatchObject({ settled: true, trials: 2 })
  })
  test('one configuration alone starts at 2 trials; start ≥ max-trials runs max-trials', () => {
    expect(stageOneTrials(S, 1)).toBe(2)
    expect(stageOneTrials(S, 2)).toBe(1)
    expect(decideEval({ with_skill: [true, true] }, S)).toMatchObject({ settled: true, trials: 2 })
    expect(decideEval({ with_skill: [true, false] }, S)).toMatchObject({ settled: false, trials: 5 })
    expect(decideEval({ with_skill: [true], without_skill: [false] }, { start: 3, maxTrials: 3 })).toMatchObject({ settled: true, trials: 3 })
  })
  test('run range: minimum, expected and maximum', () => {
    // 2 evals with 2 configurations, 1 with 1 configuration.
    expect(adaptiveRunRange([2, 2, 1], S, 0.5)).toEqual({ min: 2 + 2 + 2, expected: Math.round(0.5 * 6 + 0.5 * 25), max: 10 + 10 + 5 })
  })
})

describe('comparePaired with stages: each stage is its own stratum of the trial-level test', () => {
  test('the trial-level p is that of the split strata', () => {
    const head = [false, false, false, false, false]
    const base = [true, true, true, true, true]
    const staged = compareHeadBase([{ id: 'a', head, base, stage1: { head: 1, base: 1 } }], { alpha: 0.05, minDrop: 0.05 })
    const split = stratifiedPermutationTest([
      { headPasses: 0, headTrials: 1, basePasses: 1, baseTrials: 1 },
      { headPasses: 0, headTrials: 4, basePasses: 4, baseTrials: 4 },
    ])
    expect(staged.pStratified).toBeCloseTo(split.pLess, 12)
    const whole = compareHeadBase([{ id: 'a', head, base }], { alpha: 0.05, minDrop: 0.05 })
    expect(whole.pStratified).not.toBeCloseTo(split.pLess, 6)
  })
  test('an eval that stopped at stage 1 (stage1 covers every trial) is one stratum', () => {
    const pairs = [{ id: 'a', head: [false], base: [true], stage1: { head: 1, base: 1 } }, { id: 'b', head: [false, false, true], base: [true, true, true] }]
    const plain = compareHeadBase(pairs.map(({ id, head, base }) => ({ id, head, base })), {})
    expect(compareHeadBase(pairs, {}).pValue).toBe(plain.pValue)
  })
})

describe('adaptiveSavings and the saved line', () => {
  test('against every eval run to max-trials in each configuration it ran', async () => {
    const { adaptiveSavings, runsSavedText } = await import('../../src/plan/adaptive.js')
    const rec = (evalId: number, configuration: string, stage: 1 | 2) => ({ skill: 's', evalId, configuration, adaptive: { stage, start: 1, maxTrials: 5 } })
    // Eval 1 settled (2 runs); eval 2 ran to 5 in both configurations (10 runs).
    const records = [rec(1, 'with_skill', 1), rec(1, 'without_skill', 1), ...[1, 2, 3, 4, 5].flatMap(() => [rec(2, 'with_skill', 2), rec(2, 'without_skill', 2)])]
    const s = adaptiveSavings(records)
    expect(s).toEqual({ run: 12, max: 20 })
    expect(runsSavedText(s!)).toBe('Adaptive trials: 8 of 20 runs saved (40%): 12 run, the rest settled early.')
    expect(adaptiveSavings([{ skill: 's', evalId: 1, configuration: 'with_skill' }])).toBeNull()
  })
})
