/**
 * The cross-model table (src/gate/cross-model.ts) beyond its main cases: the options and their
 * defaults, the z statistic, the anomaly and range details, the comparison with last week, and
 * every part of the Markdown (issue 23: mutation testing of the gate part).
 */
import { describe, expect, test } from '@jest/globals'
import { crossModelTable, needsAttention, renderCrossModelMarkdown, twoProportionZ, ANOMALY_SE, CROSS_MODEL_VERSION, type CrossModelTable } from '../../src/gate/cross-model.js'
import { compareWithBenchmark, type Summary } from '../../src/gate/index.js'
import type { HistoryEntry } from '../../src/aggregate/history.js'
import type { ModelLifecycle } from '../../src/aggregate/model-lifecycle.js'
import { mdEscape } from '../../src/text/markdown.js'

interface Counts { name: string; passed: number; graded: number; tier?: number; runs?: number }
function summaryOf(skills: Counts[], o: { at?: string; alpha?: number; minDrop?: number; cost?: number | null; verdict?: string } = {}): Summary {
  return {
    generated_at: o.at ?? '2026-11-30T04:17:00.000Z',
    verdict: o.verdict ?? 'go',
    settings: { alpha: o.alpha ?? 0.05, min_drop: o.minDrop ?? 0.05 },
    totals: { cost_usd: o.cost === undefined ? 1.5 : o.cost },
    skills: skills.map((s) => ({
      name: s.name, tier: s.tier ?? 2, verdict: 'no_go', cost_usd: 0.25,
      configurations: { with_skill: { runs: s.runs ?? s.graded, graded: s.graded, passed: s.passed, pass_rate: s.graded ? s.passed / s.graded : null } },
    })),
  } as unknown as Summary
}
const prevEntry = (file: string, skills: { name: string; passRate: number | null; passed: number | null; graded: number | null }[]): HistoryEntry => ({
  file, timestamp: '2026-11-23T00:00:00Z', kind: 'summary', skills: skills.map((s) => ({ ...s, metric: 'runs' as const, evals: null })),
})
const life = (model: string, status: ModelLifecycle['status'], near = false): ModelLifecycle => ({
  model, status, end_of_life: null, days_left: null, near_end_of_life: near, source: 'none', message: `${model} is ${status}`,
})

describe('two-proportion z', () => {
  test('the pooled statistic, its sign, and 0 when it cannot be computed', () => {
    // 9/10 vs 3/10: pooled 0.6, v = 0.24 · 0.2 = 0.048
    expect(twoProportionZ(9, 10, 3, 10)).toBeCloseTo(0.6 / Math.sqrt(0.048), 12)
    expect(twoProportionZ(3, 10, 9, 10)).toBeCloseTo(-0.6 / Math.sqrt(0.048), 12)
    expect(twoProportionZ(0, 0, 3, 10)).toBe(0)
    expect(twoProportionZ(3, 10, 0, 0)).toBe(0)
    expect(twoProportionZ(10, 10, 5, 5)).toBe(0)
    expect(twoProportionZ(0, 10, 0, 5)).toBe(0)
    expect(twoProportionZ(1, 1, 0, 1)).toBeCloseTo(1.4142135623730951, 12)
  })
})

describe('the table', () => {
  test('defaults: threshold 2, α and min-drop from the first summary, the newest generated_at, no lifecycle', () => {
    const t = crossModelTable([
      { model: 'a', summary: summaryOf([{ name: 's', passed: 1, graded: 2 }], { at: '2026-11-01T00:00:00.000Z', alpha: 0.1, minDrop: 0.2 }) },
      { model: 'b', summary: summaryOf([{ name: 's', passed: 1, graded: 2 }], { at: '2026-11-30T00:00:00.000Z', alpha: 0.01 }) },
      { model: 'c', summary: summaryOf([{ name: 's', passed: 1, graded: 2 }], { at: '2026-11-15T00:00:00.000Z' }) },
    ])
    expect(ANOMALY_SE).toBe(2)
    expect(t).toMatchObject({ schema_version: CROSS_MODEL_VERSION, anomaly_threshold_se: 2, alpha: 0.1, min_drop: 0.2, generated_at: '2026-11-30T00:00:00.000Z', lifecycle: [] })
    const o = crossModelTable([{ model: 'a', summary: summaryOf([{ name: 's', passed: 1, graded: 2 }]) }], { alpha: 0.2, minDrop: 0.3, generatedAt: 'G', anomalySe: 3, lifecycle: [life('a', 'active')] })
    expect(o).toMatchObject({ alpha: 0.2, min_drop: 0.3, generated_at: 'G', anomaly_threshold_se: 3, lifecycle: [life('a', 'active')] })
    const empty = crossModelTable([])
    expect(empty).toMatchObject({ alpha: 0.05, min_drop: 0.05, generated_at: '', models: [], skills: [], totals: [] })
  })
  test('a model listed twice is one column (the first summary counts)', () => {
    const t = crossModelTable([
      { model: 'a', summary: summaryOf([{ name: 's', passed: 1, graded: 2 }]) },
      { model: 'a', summary: summaryOf([{ name: 's', passed: 2, graded: 2 }]) },
    ])
    expect(t.models).toEqual(['a'])
    expect(t.skills[0]!.cells['a']!.passed).toBe(2)
  })
  test('skills by tier, then name; the first tier seen wins', () => {
    const t = crossModelTable([
      { model: 'a', summary: summaryOf([{ name: 'b', passed: 1, graded: 1, tier: 1 }, { name: 'a', passed: 1, graded: 1, tier: 2 }, { name: 'c', passed: 1, graded: 1, tier: 1 }]) },
      { model: 'b', summary: summaryOf([{ name: 'a', passed: 1, graded: 1, tier: 1 }]) },
    ])
    expect(t.skills.map((s) => [s.name, s.tier])).toEqual([['b', 1], ['c', 1], ['a', 2]])
  })
  test('anomaly details: z, the other models pooled, both directions, strictly beyond the threshold', () => {
    const five = (low: number, high: number) => ['a', 'b', 'c', 'd', 'e'].map((m) => ({ model: m, summary: summaryOf([{ name: 's', passed: m === 'c' ? low : high, graded: 10 }]) }))
    const t = crossModelTable(five(1, 9))
    const z = twoProportionZ(1, 10, 36, 40)
    expect(t.skills[0]!.cells['c']!.anomaly).toEqual({ direction: 'low', z: Math.round(z * 1e4) / 1e4, others_rate: 0.9, others_graded: 40 })
    expect(t.anomalies).toEqual([{ skill: 's', model: 'c', direction: 'low', z: Math.round(z * 1e4) / 1e4, rate: 0.1, others_rate: 0.9 }])
    expect(t.skills[0]!.cells['a']!.anomaly).toBeNull()
    const high = crossModelTable(five(9, 1))
    expect(high.anomalies.map((x) => [x.model, x.direction])).toEqual([['c', 'high']])
    // |z| exactly at the threshold is not an anomaly
    expect(crossModelTable(five(1, 9), { anomalySe: Math.abs(z) }).anomalies).toEqual([])
    expect(crossModelTable(five(1, 9), { anomalySe: Math.abs(z) - 1e-9 }).anomalies).toHaveLength(1)
    // models without graded runs are left out of the pool
    const withEmpty = crossModelTable([
      { model: 'a', summary: summaryOf([{ name: 's', passed: 19, graded: 20 }]) },
      { model: 'e', summary: summaryOf([{ name: 's', passed: 0, graded: 0, runs: 3 }]) },
      { model: 'b', summary: summaryOf([{ name: 's', passed: 19, graded: 20 }]) },
      { model: 'c', summary: summaryOf([{ name: 's', passed: 1, graded: 10 }]) },
    ])
    expect(withEmpty.skills[0]!.cells['e']!.anomaly).toBeNull()
    expect(withEmpty.skills[0]!.cells['c']!.anomaly).toMatchObject({ others_graded: 40, others_rate: 0.95 })
  })
  test('range: the first model holding the min and the max; a spread of 0 on equal rates', () => {
    const t = crossModelTable([
      { model: 'a', summary: summaryOf([{ name: 's', passed: 1, graded: 2 }]) },
      { model: 'b', summary: summaryOf([{ name: 's', passed: 1, graded: 4 }]) },
      { model: 'c', summary: summaryOf([{ name: 's', passed: 3, graded: 4 }]) },
      { model: 'd', summary: summaryOf([{ name: 's', passed: 1, graded: 4 }]) },
      { model: 'e', summary: summaryOf([{ name: 's', passed: 3, graded: 4 }]) },
    ])
    expect(t.skills[0]!.range).toEqual({ min: 0.25, max: 0.75, spread: 0.5, min_model: 'b', max_model: 'c' })
    const flat = crossModelTable([{ model: 'a', summary: summaryOf([{ name: 's', passed: 1, graded: 3 }]) }, { model: 'b', summary: summaryOf([{ name: 's', passed: 1, graded: 3 }]) }])
    expect(flat.skills[0]!.range).toEqual({ min: 0.3333, max: 0.3333, spread: 0, min_model: 'a', max_model: 'a' })
  })
  test('cells: rounded rate, standard error and interval; cost and verdict from the skill', () => {
    const t = crossModelTable([{ model: 'a', summary: summaryOf([{ name: 's', passed: 1, graded: 3, runs: 5 }]) }])
    const c = t.skills[0]!.cells['a']!
    expect(c).toMatchObject({ runs: 5, graded: 3, passed: 1, pass_rate: 0.3333, se: Math.round(Math.sqrt((1 / 3) * (2 / 3) / 3) * 1e4) / 1e4, cost_usd: 0.25, verdict: 'no_go', baseline_pass_rate: null })
    expect(c.ci).toMatchObject({ level: 0.95 })
    expect(c.ci!.low).toBeGreaterThan(0)
    expect(c.ci!.high).toBeLessThan(1)
  })
  test("last week: compared at the table's α and min-drop, labelled with the file and model; no rate or no graded runs → no comparison", () => {
    const previous = prevEntry('/x/evals/benchmarks/2026-11-23-a.json', [
      { name: 's', passRate: 0.95, passed: 19, graded: 20 },
      { name: 'norate', passRate: null, passed: null, graded: null },
      { name: 'empty', passRate: 0.9, passed: 9, graded: 10 },
    ])
    const t = crossModelTable([{ model: 'a', previous, summary: summaryOf([{ name: 's', passed: 8, graded: 20 }, { name: 'norate', passed: 1, graded: 2 }, { name: 'empty', passed: 0, graded: 0, runs: 2 }]) }], { minDrop: 0.1 })
    const want = compareWithBenchmark(8, 20, previous.skills[0]!, { alpha: 0.05, minDrop: 0.1, label: '2026-11-23-a.json (a)' })
    expect(t.skills.find((s) => s.name === 's')!.cells['a']!.vs_previous).toEqual({
      verdict: want.verdict, head_rate: want.head_rate, base_rate: want.base_rate, delta: want.delta, p_value: want.p_value, reason: want.reason, source: '2026-11-23-a.json (a)',
    })
    expect(want.verdict).toBe('regression')
    expect(t.regressions).toEqual([{ skill: 's', model: 'a', head_rate: 0.4, base_rate: 0.95, delta: -0.55, p_value: want.p_value, reason: want.reason, source: '2026-11-23-a.json (a)' }])
    expect(t.skills.find((s) => s.name === 'norate')!.cells['a']!.vs_previous).toBeNull()
    expect(t.skills.find((s) => s.name === 'empty')!.cells['a']!.vs_previous).toBeNull()
    // a Windows path is cut at the backslash
    const win = crossModelTable([{ model: 'a', previous: { ...previous, file: 'C:\\b\\2026-11-23-a.json' }, summary: summaryOf([{ name: 's', passed: 8, graded: 20 }]) }])
    expect(win.regressions[0]!.source).toBe('2026-11-23-a.json (a)')
  })
  test('totals per model: with-skill runs of every skill; null rate without graded runs', () => {
    const t = crossModelTable([
      { model: 'a', summary: summaryOf([{ name: 's', passed: 1, graded: 2 }, { name: 't', passed: 3, graded: 4 }], { verdict: 'no_go', cost: 2.5, at: 'A' }) },
      { model: 'b', summary: summaryOf([{ name: 's', passed: 0, graded: 0 }], { cost: null, at: 'B' }) },
    ])
    expect(t.totals[0]).toMatchObject({ model: 'a', verdict: 'no_go', graded: 6, passed: 4, pass_rate: 0.6667, cost_usd: 2.5, generated_at: 'A' })
    expect(t.totals[0]!.ci).toMatchObject({ level: 0.95 })
    expect(t.totals[1]).toMatchObject({ model: 'b', graded: 0, passed: 0, pass_rate: null, ci: null, cost_usd: null })
  })
})

describe('needsAttention', () => {
  const t = (lifecycle: ModelLifecycle[], regressions: CrossModelTable['regressions'] = []) => ({ ...crossModelTable([]), lifecycle, regressions })
  test('active and unknown models need nothing; deprecated, retired or near end of life do; so does a regression', () => {
    expect(needsAttention(t([]))).toBe(false)
    expect(needsAttention(t([life('a', 'active'), life('b', 'unknown')]))).toBe(false)
    expect(needsAttention(t([life('a', 'deprecated')]))).toBe(true)
    expect(needsAttention(t([life('a', 'retired')]))).toBe(true)
    expect(needsAttention(t([life('a', 'active', true)]))).toBe(true)
    expect(needsAttention(t([], [{ skill: 's', model: 'm', head_rate: 0, base_rate: 1, delta: -1, p_value: 0, reason: 'r', source: 's' }]))).toBe(true)
  })
})

describe('the Markdown', () => {
  const md = (tab: CrossModelTable, o: { headingLevel?: number; title?: string } = {}) => renderCrossModelMarkdown(tab, { escape: mdEscape, ...o })
  test('title and heading level; the intro names the threshold; header and separator rows', () => {
    const tab = crossModelTable([{ model: 'a', summary: summaryOf([{ name: 's', passed: 1, graded: 2 }]) }, { model: 'b', summary: summaryOf([{ name: 's', passed: 1, graded: 2 }]) }], { anomalySe: 2.5 })
    const L = md(tab, { headingLevel: 3, title: 'Weekly' }).split('\n')
    expect(L[0]).toBe('### Weekly')
    expect(L[1]).toBe('')
    expect(L[2]).toBe(
      'With-skill pass rate per skill and model: share of graded runs that passed every assertion, 95% Wilson interval in brackets, passed/graded runs in parentheses. ' +
        '⚠ marks a model more than 2.5 standard errors off the other models (two-proportion z test against their pooled runs).',
    )
    expect(L[3]).toBe('')
    expect(L[4]).toBe('| Skill | a | b | Range |')
    expect(L[5]).toBe('|---|---|---|---|')
    expect(md(crossModelTable([]), { headingLevel: 1 })).toBe('# Cross-model pass rates\n\nNo model results to compare.\n')
  })
  test('cells: missing, no graded runs, rate with interval and counts, ⚠ high, ▼ regressed; range text', () => {
    const previous = prevEntry('2026-11-23-c.json', [{ name: 's', passRate: 1, passed: 200, graded: 200 }])
    const tab = crossModelTable([
      { model: 'a', summary: summaryOf([{ name: 's', passed: 1, graded: 10 }, { name: 'u', passed: 1, graded: 2 }]) },
      { model: 'b', summary: summaryOf([{ name: 's', passed: 1, graded: 10 }, { name: 'only-a', passed: 0, graded: 0, runs: 3 }]) },
      { model: 'c', summary: summaryOf([{ name: 's', passed: 9, graded: 10 }]), previous },
    ], { anomalySe: 3 })
    const rows = md(tab).split('\n')
    const row = (name: string) => rows.find((l) => l.startsWith(`| ${name} |`))!
    const cells = tab.skills.find((s) => s.name === 's')!.cells
    const pct = (x: number) => `${Math.round(x * 100)}%`
    const iv = (m: string) => `[${pct(cells[m]!.ci!.low)}–${pct(cells[m]!.ci!.high)}]`
    expect(row('s')).toBe(`| s | 10% ${iv('a')} (1/10) | 10% ${iv('b')} (1/10) | 90% ${iv('c')} (9/10) ⚠ high ▼ regressed | 80 pts (10%–90%) |`)
    expect(row('only-a')).toBe('| only-a | – | no graded runs (3) | – | – |')
    expect(row('u')).toBe(`| u | 50% [${pct(tab.skills.find((s) => s.name === 'u')!.cells['a']!.ci!.low)}–${pct(tab.skills.find((s) => s.name === 'u')!.cells['a']!.ci!.high)}] (1/2) | – | – | 0 pts |`)
    expect(rows.find((l) => l.startsWith('| **All skills** |'))).toBe('| **All skills** | **17%** (2/12), $1.50 | **10%** (1/10), $1.50 | **90%** (9/10), $1.50 | |')
  })
  test('sections: anomalies with z to two decimals, regressions with the reason, lifecycle of flagged models only', () => {
    const base: CrossModelTable = { ...crossModelTable([{ model: 'a', summary: summaryOf([{ name: 's', passed: 1, graded: 2 }], { cost: null }) }]) }
    const tab: CrossModelTable = {
      ...base,
      totals: [{ ...base.totals[0]!, pass_rate: null }],
      anomalies: [{ skill: 's_1', model: 'a', direction: 'low', z: -3.14159, rate: 0.1, others_rate: 0.905 }],
      regressions: [{ skill: 's_2', model: 'a', head_rate: 0.4, base_rate: 0.9, delta: -0.5, p_value: 0.01, reason: 'fell *a lot*', source: 'x' }],
      lifecycle: [life('a', 'active'), life('b', 'unknown'), life('c', 'deprecated'), life('d', 'retired'), life('e', 'active', true)],
    }
    const text = md(tab)
    expect(text).toContain('| **All skills** | – | |')
    expect(text).toContain('\n### Anomalies\n\n- s\\_1 on a: 10% vs 91% on the other models (z = -3.14, low).\n\n')
    expect(text).toContain('\n### Regressions against last week\n\n- s\\_2 on a: fell \\*a lot\\*.\n\n')
    expect(text).toContain('\n### Model lifecycle\n\n- c: c is deprecated\n- d: d is retired\n- e: e is active\n')
    expect(text.endsWith('- e: e is active\n')).toBe(true)
    const quiet = md({ ...tab, anomalies: [], regressions: [], lifecycle: [life('a', 'active')] })
    expect(quiet).not.toMatch(/Anomalies|Regressions|Model lifecycle/)
    expect(quiet.endsWith('| **All skills** | – | |\n')).toBe(true)
    const cost = md({ ...tab, totals: [{ ...base.totals[0]!, pass_rate: 0.5, cost_usd: null }] })
    expect(cost).toContain('| **All skills** | **50%** (1/2), unknown | |')
  })
})
