/**
 * The cross-model table (src/gate/cross-model.ts), for what the gate part's complete Stryker run
 * left untested (issue 23): the order of its skill rows and the anomalies of exactly two models.
 */
import { describe, expect, test } from '@jest/globals'
import { crossModelTable } from '../../src/gate/cross-model.js'
import type { Summary } from '../../src/gate/index.js'

interface Counts { name: string; passed: number; graded: number; tier: number }
function summaryOf(skills: Counts[]): Summary {
  return {
    generated_at: '2026-11-30T04:17:00.000Z',
    verdict: 'go',
    settings: { alpha: 0.05, min_drop: 0.05 },
    totals: { cost_usd: 1 },
    skills: skills.map((s) => ({
      name: s.name, tier: s.tier, verdict: 'go', cost_usd: 0.25,
      configurations: { with_skill: { runs: s.graded, graded: s.graded, passed: s.passed, pass_rate: s.graded ? s.passed / s.graded : null } },
    })),
  } as unknown as Summary
}

describe('the rows of the cross-model table', () => {
  const skill = (name: string, tier: number): Counts => ({ name, tier, passed: 1, graded: 2 })
  test.each([
    [['alpha', 'beta', 'gamma', 'delta']],
    [['delta', 'gamma', 'beta', 'alpha']],
    [['gamma', 'alpha', 'delta', 'beta']],
  ])('skills of the same tier are listed by name, tiers first, whatever order the summaries list them (%j)', (names) => {
    const tiers: Record<string, number> = { alpha: 1, beta: 1, gamma: 1, delta: 2 }
    const t = crossModelTable([
      { model: 'a', summary: summaryOf(names.map((n) => skill(n, tiers[n]!))) },
      { model: 'b', summary: summaryOf([...names].reverse().map((n) => skill(n, tiers[n]!))) },
    ])
    expect(t.skills.map((s) => s.name)).toEqual(['alpha', 'beta', 'gamma', 'delta'])
  })
})

describe('anomalies', () => {
  test('with exactly two models, each far from the other is flagged: one low, one high', () => {
    const t = crossModelTable([
      { model: 'a', summary: summaryOf([{ name: 's', tier: 1, passed: 20, graded: 20 }]) },
      { model: 'b', summary: summaryOf([{ name: 's', tier: 1, passed: 0, graded: 20 }]) },
    ])
    expect(t.anomalies.map((x) => [x.model, x.direction, x.rate, x.others_rate])).toEqual([['a', 'high', 1, 0], ['b', 'low', 0, 1]])
  })
  test('a model alone has no others to differ from: no anomaly', () => {
    expect(crossModelTable([{ model: 'a', summary: summaryOf([{ name: 's', tier: 1, passed: 0, graded: 20 }]) }]).anomalies).toEqual([])
  })
})

describe('a skill run only without the skill', () => {
  test('has no cell on that model and adds nothing to the model’s totals (its baseline runs are left out)', () => {
    const a = summaryOf([{ name: 's', tier: 1, passed: 3, graded: 4 }, { name: 'u', tier: 1, passed: 1, graded: 1 }])
    const onlyWithout = { ...a.skills[1]!, configurations: { without_skill: a.skills[1]!.configurations.with_skill } } as unknown as Summary['skills'][number]
    const t = crossModelTable([{ model: 'a', summary: { ...a, skills: [a.skills[0]!, onlyWithout] } }])
    expect(t.skills.map((s) => [s.name, s.cells['a']])).toEqual([['s', expect.objectContaining({ graded: 4, passed: 3 })], ['u', null]])
    expect(t.totals[0]).toMatchObject({ model: 'a', graded: 4, passed: 3, pass_rate: 0.75 })
  })
})
