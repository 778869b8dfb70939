/**
 * What the gate's aggregate stage (src/gate/index.ts) shows that its first Stryker run found
 * untested (issue 23): the order of eval ids a reviewer reads, the two tests' p-values and the
 * evals flipped outright as written into summary.json, and which benchmark records count as
 * run counts.
 */
import { describe, test, expect } from '@jest/globals'
import { aggregate, compareIds, compareWithBenchmark } from '../../src/gate/index.js'
import { upliftOverBaseline } from '../../src/aggregate/stats.js'
import { defaultConfig } from '../../src/discover/config.js'
import type { HistorySkill } from '../../src/aggregate/history.js'
import type { AggregateRun } from '../../src/aggregate/types.js'
import type { Configuration } from '../../src/types.js'

function run(evalId: number, configuration: Configuration, trial: number, pass: boolean): AggregateRun {
  return {
    skill: 'plan', evalId, evalName: `e${evalId}`, configuration, trial, iteration: 1, model: 'm', status: 'graded', grade: pass ? 'pass' : 'fail',
    passed: pass ? 1 : 0, failed: pass ? 0 : 1, total: 1, timeSeconds: 1, tokens: 1, toolCalls: 0, errors: 0, toolErrors: 0, apiError: false,
    expectations: [{ text: 'a', passed: pass, evidence: '' }], notes: [], costUsd: 0, definitionHash: `h${evalId}`,
  }
}

describe('eval ids in a stable order: whole numbers only are numbers', () => {
  test('multi-digit numbers compare as numbers', () => {
    expect(compareIds('10', '9')).toBeGreaterThan(0)
    expect(compareIds('9', '10')).toBeLessThan(0)
    expect(compareIds('-12', '3')).toBeLessThan(0)
  })

  test('a name that starts or ends with digits is a name: compared as text (here with names starting with "#", before digits as text)', () => {
    expect(compareIds('x10', 'x9')).toBe(-1)
    expect(compareIds('10a', '#b')).toBe(1)
    expect(compareIds('x10', '#')).toBe(1)
    expect(compareIds('#', 'x10')).toBe(-1)
  })

  test('numbers come before names even when the name sorts before digits as text', () => {
    expect(compareIds('2', '-x')).toBe(-1)
    expect(compareIds('10', '#a')).toBe(-1)
    expect(compareIds('#a', '10')).toBe(1)
    expect(['#setup', '10', '2'].sort(compareIds)).toEqual(['2', '10', '#setup'])
  })
})

describe('summary.json: a comparison carries both tests and the evals flipped outright', () => {
  test("the uplift's p-values of the eval-level and trial-level tests, which decided, how combined, and the evals flipped", () => {
    const ids = [1, 2, 3, 4, 5, 6]
    const ws = ids.flatMap((id) => [1, 2, 3].map((t) => run(id, 'with_skill', t, id <= 5)))
    const wo = ids.flatMap((id) => [1, 2, 3].map((t) => run(id, 'without_skill', t, id === 6)))
    const uplift = aggregate({ generatedAt: '2026-02-01T00:00:00.000Z', runs: [...ws, ...wo], config: defaultConfig(), seed: 1 }).skills[0]!.uplift!
    const outcomes = (f: (id: number) => boolean) => Object.fromEntries(ids.map((id) => [String(id), [f(id), f(id), f(id)]]))
    const direct = upliftOverBaseline(outcomes((id) => id <= 5), outcomes((id) => id === 6), { alpha: 0.05, minDrop: 0.05, seed: 1 })
    expect(uplift).toMatchObject({
      p_sign_flip: direct.pSignFlip,
      p_stratified: direct.pStratified,
      decided_by: direct.decidedBy,
      combination: 'min-p-bonferroni-2',
      flipped_outright: { to_fail: ['6'], to_pass: ['1', '2', '3', '4', '5'] },
    })
    expect(typeof uplift.p_sign_flip).toBe('number')
    expect(typeof uplift.p_stratified).toBe('number')
  })
})

describe('a benchmark record counts as run counts only with both counts', () => {
  const o = { alpha: 0.05, minDrop: 0.05, label: 'bench x' }
  const rec = (passRate: number | null, passed: number | null, graded: number | null): HistorySkill => ({ name: 's', passRate, metric: 'runs', passed, graded, evals: null })
  test('a graded count without a passed count, or the other way round: the binomial test against the rate', () => {
    for (const r of [rec(0.5, null, 10), rec(0.5, 5, null)]) {
      const c = compareWithBenchmark(1, 4, r, o)
      expect(c.method).toBe('one-sided exact binomial test against the recorded rate, unpaired, α = 0.05')
      expect(c.p_value).toBeCloseTo(5 / 16, 12)
      expect(c.reason).toMatch(/^head 25% \(1\/4 runs\) vs bench x 50% \(−25 pts\), unpaired; /)
    }
  })
})
