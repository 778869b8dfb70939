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

describe('the verdict against a benchmark record at its edges (issue 23, survivors)', () => {
  const o = { alpha: 0.05, minDrop: 0.05, label: 'bench x' }
  const rec = (passRate: number | null, passed: number | null, graded: number | null): HistorySkill => ({ name: 's', passRate, metric: 'runs', passed, graded, evals: null })
  const binom = (c: number, n: number, p: number) => {
    let le = 0
    let ge = 0
    for (let x = 0; x <= n; x++) {
      let choose = 1
      for (let i = 1; i <= x; i++) choose = (choose * (n - x + i)) / i
      const pr = choose * p ** x * (1 - p) ** (n - x)
      if (x <= c) le += pr
      if (x >= c) ge += pr
    }
    return { le, ge }
  }

  test('the p-value shown is the one-sided p in the direction of the change, even when the other side is smaller', () => {
    // 1/5 against 21%: a small drop; P(X ≤ 1) = 0.717 while P(X ≥ 1) = 0.692.
    const drop = compareWithBenchmark(1, 5, rec(0.21, null, null), o)
    expect(drop.p_value).toBeCloseTo(binom(1, 5, 0.21).le, 10)
    expect(drop.reason).toContain('one-sided p = 0.72')
    // 4/5 against 79%: a small gain; P(X ≥ 4) = 0.717 while P(X ≤ 4) = 0.692.
    const gain = compareWithBenchmark(4, 5, rec(0.79, null, null), o)
    expect(gain.p_value).toBeCloseTo(binom(4, 5, 0.79).ge, 10)
    // No change at all (1/5 against 20%): the smaller of the two.
    const same = compareWithBenchmark(1, 5, rec(0.2, null, null), o)
    expect(same.p_value).toBeCloseTo(Math.min(binom(1, 5, 0.2).le, binom(1, 5, 0.2).ge), 10)
    expect(same.p_value).toBeCloseTo(binom(1, 5, 0.2).ge, 10)
  })

  test('a large drop or gain that is not significant is inconclusive, not a regression or improvement', () => {
    expect(compareWithBenchmark(0, 2, rec(1, 2, 2), o)).toMatchObject({ verdict: 'inconclusive', delta: -1 })
    expect(compareWithBenchmark(2, 2, rec(0, 0, 2), o)).toMatchObject({ verdict: 'inconclusive', delta: 1 })
  })

  test('a p-value equal to α is not significant', () => {
    const half = { ...o, alpha: 0.5 }
    const drop = compareWithBenchmark(0, 1, rec(0.5, null, null), half)
    expect(drop.p_value).toBe(0.5)
    expect(drop.verdict).toBe('inconclusive')
    const gain = compareWithBenchmark(1, 1, rec(0.5, null, null), half)
    expect(gain.p_value).toBe(0.5)
    expect(gain.verdict).toBe('inconclusive')
  })

  test('an interval that reaches exactly ±min-drop is not "no change"', () => {
    // 0/40 against 5%: the interval starts at exactly −5 pts; not significant (0.95⁴⁰ = 0.13).
    const low = compareWithBenchmark(0, 40, rec(0.05, null, null), o)
    expect(low.ci_low).toBe(-0.05)
    expect(low.verdict).toBe('inconclusive')
    // 4/4 against 50% with a 50-pt minimum: the interval ends at exactly +50 pts; p = 0.0625.
    const high = compareWithBenchmark(4, 4, rec(0.5, null, null), { ...o, minDrop: 0.5 })
    expect(high.ci_high).toBe(0.5)
    expect(high.verdict).toBe('inconclusive')
  })
})

describe('the evals flipped outright, in the uplift, in the order of their first trial', () => {
  test('named evals are listed in the order their first trials came in, whatever order the later trials came in', () => {
    const r = (id: string, c: Configuration, trial: number, pass: boolean) => ({ ...run(0, c, trial, pass), evalId: id, evalName: id })
    const runs = [
      r('b', 'with_skill', 2, false), r('a', 'with_skill', 1, false), r('b', 'with_skill', 1, false), r('a', 'with_skill', 2, false),
      r('a', 'without_skill', 1, true), r('a', 'without_skill', 2, true), r('b', 'without_skill', 1, true), r('b', 'without_skill', 2, true),
    ]
    const uplift = aggregate({ generatedAt: '2026-02-01T00:00:00.000Z', runs, config: defaultConfig(), seed: 1 }).skills[0]!.uplift!
    expect(uplift.flipped_outright).toEqual({ to_fail: ['a', 'b'], to_pass: [] })
  })
})
