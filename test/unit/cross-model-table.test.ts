import { describe, expect, test } from '@jest/globals'
import { crossModelTable, renderCrossModelMarkdown, needsAttention, twoProportionZ, CROSS_MODEL_KIND } from '../../src/gate/cross-model.js'
import { wilson } from '../../src/aggregate/stats.js'
import { parseHistoryFile } from '../../src/aggregate/history.js'
import { modelLifecycle } from '../../src/aggregate/model-lifecycle.js'
import { mdEscape } from '../../src/text/markdown.js'
import type { Summary } from '../../src/gate/index.js'

interface SkillCounts {
  name: string
  passed: number
  graded: number
  tier?: 1 | 2 | 3
  baseline?: number | null
  runs?: number
}

/** A summary.json with just what the table reads (per skill with_skill counts). */
function summaryOf(skills: SkillCounts[], at = '2026-11-30T04:17:00.000Z'): Summary {
  return {
    $schema: 'x',
    schema_version: 1,
    generated_at: at,
    verdict: 'go',
    settings: { alpha: 0.05, min_drop: 0.05 },
    totals: { cost_usd: 1.5, graded: 0, passed: 0 },
    skills: skills.map((s) => ({
      name: s.name,
      tier: s.tier ?? 2,
      verdict: 'go',
      cost_usd: 0.5,
      pass_rate: { with_skill: s.graded ? s.passed / s.graded : null },
      configurations: {
        with_skill: { runs: s.runs ?? s.graded, graded: s.graded, passed: s.passed, pass_rate: s.graded ? s.passed / s.graded : null },
        ...(s.baseline !== undefined ? { without_skill: { pass_rate: s.baseline } } : {}),
      },
      eval_results: [],
    })),
  } as unknown as Summary
}

describe('crossModelTable', () => {
  test('cells: pass rate, Wilson 95% interval, standard error, baseline; range across models', () => {
    const t = crossModelTable([
      { model: 'claude-a', summary: summaryOf([{ name: 'plan', passed: 9, graded: 12, baseline: 0.25 }]) },
      { model: 'claude-b', summary: summaryOf([{ name: 'plan', passed: 6, graded: 12 }]) },
    ])
    expect(t.kind).toBe(CROSS_MODEL_KIND)
    expect(t.schema_version).toBe(1)
    expect(t.models).toEqual(['claude-a', 'claude-b'])
    const a = t.skills[0]!.cells['claude-a']!
    const w = wilson(9, 12)
    expect(a).toMatchObject({ graded: 12, passed: 9, pass_rate: 0.75, baseline_pass_rate: 0.25, verdict: 'go', anomaly: null, vs_previous: null })
    expect(a.ci!.low).toBeCloseTo(w.low, 4)
    expect(a.ci!.high).toBeCloseTo(w.high, 4)
    expect(a.se).toBeCloseTo(Math.sqrt((0.75 * 0.25) / 12), 4)
    expect(t.skills[0]!.range).toEqual({ min: 0.5, max: 0.75, spread: 0.25, min_model: 'claude-b', max_model: 'claude-a' })
    expect(t.totals.map((x) => [x.model, x.passed, x.graded, x.pass_rate])).toEqual([
      ['claude-a', 9, 12, 0.75],
      ['claude-b', 6, 12, 0.5],
    ])
    expect(t.anomalies).toEqual([]) // 75% vs 50% on 12 runs each: z ≈ 1.3
  })

  test('anomaly: a model more than 2 standard errors off the pooled others, flagged low/high', () => {
    const four = (c: number) => [
      { model: 'm1', summary: summaryOf([{ name: 's', passed: 18, graded: 20 }]) },
      { model: 'm2', summary: summaryOf([{ name: 's', passed: 17, graded: 20 }]) },
      { model: 'm3', summary: summaryOf([{ name: 's', passed: 18, graded: 20 }]) },
      { model: 'm4', summary: summaryOf([{ name: 's', passed: c, graded: 20 }]) },
    ]
    const t = crossModelTable(four(6))
    expect(t.anomalies).toHaveLength(1)
    expect(t.anomalies[0]).toMatchObject({ skill: 's', model: 'm4', direction: 'low', rate: 0.3 })
    expect(t.anomalies[0]!.z).toBeCloseTo(twoProportionZ(6, 20, 53, 60), 4)
    expect(t.anomalies[0]!.z).toBeLessThan(-2)
    expect(t.skills[0]!.cells['m4']!.anomaly).toMatchObject({ direction: 'low', others_graded: 60 })
    expect(t.skills[0]!.cells['m1']!.anomaly).toBeNull()
    // A model well ABOVE the rest is flagged high.
    const high = crossModelTable([
      { model: 'x', summary: summaryOf([{ name: 's', passed: 20, graded: 20 }]) },
      { model: 'y', summary: summaryOf([{ name: 's', passed: 8, graded: 20 }]) },
      { model: 'z', summary: summaryOf([{ name: 's', passed: 9, graded: 20 }]) },
    ])
    expect(high.anomalies.find((a) => a.model === 'x')).toMatchObject({ direction: 'high' })
    // A higher threshold silences it.
    expect(crossModelTable(four(6), { anomalySe: 6 }).anomalies).toEqual([])
  })

  test('z is 0 when every run agrees, and needs two models with graded runs', () => {
    expect(twoProportionZ(10, 10, 30, 30)).toBe(0)
    expect(twoProportionZ(0, 10, 0, 30)).toBe(0)
    expect(twoProportionZ(5, 0, 3, 10)).toBe(0)
    const all = crossModelTable([
      { model: 'a', summary: summaryOf([{ name: 's', passed: 10, graded: 10 }]) },
      { model: 'b', summary: summaryOf([{ name: 's', passed: 10, graded: 10 }]) },
    ])
    expect(all.anomalies).toEqual([])
    expect(all.skills[0]!.range!.spread).toBe(0)
    const one = crossModelTable([{ model: 'a', summary: summaryOf([{ name: 's', passed: 0, graded: 10 }]) }])
    expect(one.anomalies).toEqual([])
  })

  test('a skill missing on one model: null cell, range and anomalies over the others; skills ordered by tier then name', () => {
    const t = crossModelTable([
      { model: 'a', summary: summaryOf([{ name: 'zeta', passed: 3, graded: 4, tier: 1 }, { name: 'alpha', passed: 1, graded: 4, tier: 3 }]) },
      { model: 'b', summary: summaryOf([{ name: 'alpha', passed: 2, graded: 4, tier: 3 }, { name: 'beta', passed: 0, graded: 0, runs: 4, tier: 3 }]) },
    ])
    expect(t.skills.map((s) => s.name)).toEqual(['zeta', 'alpha', 'beta'])
    expect(t.skills[0]!.cells['b']).toBeNull()
    expect(t.skills[0]!.range).toMatchObject({ min: 0.75, max: 0.75, min_model: 'a' })
    const beta = t.skills[2]!
    expect(beta.cells['b']).toMatchObject({ graded: 0, pass_rate: null, ci: null, se: null })
    expect(beta.range).toBeNull()
  })

  test("regressions against the same model's previous benchmark entry (one-sided Fisher, α and min-drop)", () => {
    const lastWeek = summaryOf([{ name: 'plan', passed: 19, graded: 20 }, { name: 'adr', passed: 10, graded: 20 }], '2026-11-23T04:17:00.000Z')
    const previous = parseHistoryFile('/repo/evals/benchmarks/2026-11-23-claude-a.json', JSON.parse(JSON.stringify(lastWeek)))!
    expect(previous).toBeDefined()
    const t = crossModelTable([
      { model: 'claude-a', summary: summaryOf([{ name: 'plan', passed: 8, graded: 20 }, { name: 'adr', passed: 11, graded: 20 }]), previous },
      { model: 'claude-b', summary: summaryOf([{ name: 'plan', passed: 18, graded: 20 }]) },
    ])
    expect(t.regressions).toHaveLength(1)
    expect(t.regressions[0]).toMatchObject({ skill: 'plan', model: 'claude-a', head_rate: 0.4, base_rate: 0.95 })
    expect(t.regressions[0]!.p_value).toBeLessThan(0.05)
    expect(t.regressions[0]!.source).toContain('2026-11-23-claude-a.json')
    expect(t.skills.find((s) => s.name === 'adr')!.cells['claude-a']!.vs_previous!.verdict).not.toBe('regression')
    expect(t.skills.find((s) => s.name === 'plan')!.cells['claude-b']!.vs_previous).toBeNull() // no entry for b
    expect(needsAttention(t)).toBe(true)
  })

  test('needsAttention: regressions, or a deprecated / near-end-of-life model', () => {
    const base = [{ model: 'claude-sonnet-4-5', summary: summaryOf([{ name: 's', passed: 5, graded: 10 }]) }]
    expect(needsAttention(crossModelTable(base))).toBe(false)
    const active = modelLifecycle('claude-sonnet-5-5', { now: new Date('2026-11-01T00:00:00Z') })
    expect(needsAttention(crossModelTable(base, { lifecycle: [active] }))).toBe(false)
    const dep = modelLifecycle('claude-sonnet-4-5', { now: new Date('2026-06-01T00:00:00Z') })
    expect(needsAttention(crossModelTable(base, { lifecycle: [dep] }))).toBe(true)
  })

  test('Markdown: one row per skill, escaped names, ⚠ on anomalies, sections for anomalies, regressions and lifecycle', () => {
    const evil = 'pl|an <img src=x onerror=alert(1)> @team'
    const t = crossModelTable(
      [
        { model: 'm1', summary: summaryOf([{ name: evil, passed: 18, graded: 20 }]) },
        { model: 'm2', summary: summaryOf([{ name: evil, passed: 17, graded: 20 }]) },
        { model: 'm3', summary: summaryOf([{ name: evil, passed: 18, graded: 20 }]) },
        { model: 'm|4', summary: summaryOf([{ name: evil, passed: 6, graded: 20 }]) },
      ],
      { lifecycle: [modelLifecycle('claude-sonnet-4-5', { now: new Date('2026-11-10T00:00:00Z') })] },
    )
    const md = renderCrossModelMarkdown(t, { escape: mdEscape })
    expect(md).toContain('## Cross-model pass rates')
    expect(md).toContain('| Skill | m1 | m2 | m3 | m\\|4 | Range |')
    expect(md).not.toContain('<img')
    expect(md).not.toMatch(/@team/)
    const row = md.split('\n').find((l) => l.includes('onerror'))!
    expect(row.split(/(?<!\\)\|/).length).toBe(8) // 6 cells + the two outer pipes
    expect(row).toContain('30% [')
    expect(row).toContain('(6/20) ⚠ low')
    expect(row).toContain('60 pts (30%–90%)')
    expect(md).toContain('### Anomalies')
    expect(md).toContain('### Model lifecycle')
    expect(md).toContain('end of life 2026-11-30')
    expect(md).toContain('| **All skills** |')
    expect(renderCrossModelMarkdown(crossModelTable([]), { escape: mdEscape })).toContain('No model results to compare.')
  })
})
