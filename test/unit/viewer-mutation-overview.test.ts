/**
 * The viewer's Overview (src/report/viewer/overview.ts) field by field: every key of the view
 * built from a schema-valid summary.json (rates, intervals, comparisons, gates, evals, clusters,
 * history), its text caps and list caps at exactly their limits, the partial view of an older
 * summary, and what `collectOverview` does with a missing, null or foreign file and with history
 * files that cannot be read (issue 34; mutation testing of the viewer part).
 */
import { describe, test, expect, beforeAll, afterAll } from '@jest/globals'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { collectOverview, overviewFromSummary } from '../../src/report/viewer/overview.js'
import { collectViewerData } from '../../src/report/viewer/collect.js'
import { decodeSummary } from '../../src/log/index.js'
import type { HistoryEntry } from '../../src/aggregate/history.js'
import type { EvalResult, FailureCluster, GateResult, Summary } from '../../src/aggregate/types.js'
import { headVsBase, skill, stats, summary } from '../helpers/summary-fixtures.js'
import { writeShardResults } from '../helpers/shard-results.js'

const SHORT = 2048
const LONG = 16 * 1024

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'viewer-mutation-overview-'))
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

function evalResult(id: string, over: Partial<EvalResult> = {}): EvalResult {
  return {
    id,
    name: `name ${id}`,
    critical: false,
    definition_hash: null,
    configurations: {
      with_skill: { trials: 2, graded: 2, passed: 1, outcome: 'fail', runs: ['pass', 'fail'] },
      without_skill: { trials: 2, graded: 1, passed: 0, outcome: 'fail', runs: ['error', 'fail'] }
    },
    ...over
  }
}

function cluster(name: string, over: Partial<FailureCluster> = {}): FailureCluster {
  return {
    key: `regex|content|${name}`,
    name,
    skill: 'alpha',
    check_kind: 'regex',
    assertion_type: 'content',
    cause: 'missing',
    severity: 'high',
    failures: 3,
    evals: ['1', '2'],
    critical: true,
    examples: ['e.g.'],
    suggestion: `fix ${name}`,
    ...over
  }
}

const gate = (i: number, over: Partial<GateResult> = {}): GateResult => ({ id: 'tier-threshold', status: 'pass', message: `gate ${i}`, skill: 'alpha', actual: 0.9, threshold: 0.8, ...over })

/** As JSON holds it: the uplift's non-finite numbers (which JSON cannot carry) made finite. */
function jsonSummary(): Summary {
  const s = richSummary()
  s.skills[0]!.uplift = { ...s.skills[0]!.uplift!, p_value: 0.03, ci_low: 0.1, ci_high: 0.6 }
  return s
}

/** Two skills that between them reach every branch of the per-skill view. */
function richSummary(): Summary {
  const alpha = skill('alpha', {
    tier: 1,
    model: null,
    verdict: 'no_go',
    confidence: 'low',
    cost_usd: 1.25,
    configurations: {
      with_skill: stats(7, 10, { inconclusive: 1, errors: 2, mean_tokens: 4321, pass_rate_ci: { low: 0.4, high: 0.9, level: 0.95 } }),
      without_skill: stats(3, 10, { pass_rate_ci: null }),
      old_skill: stats(5, 8, { pass_rate_ci: { low: 0.3, high: 0.85, level: 0.95 } })
    },
    uplift: {
      verdict: 'improvement',
      head_rate: 0.7,
      base_rate: 0.3,
      delta: 0.4,
      p_value: Number.NaN,
      ci_low: Number.NaN,
      ci_high: Number.POSITIVE_INFINITY,
      ci_level: 0.95,
      method: 'sign-flip',
      reason: 'with beats without',
      n_evals: 2,
      excluded: []
    },
    head_vs_base: headVsBase(0.7, 0.625, { source: 'benchmark', paired: false, reason: 'head vs base', p_value: 0.2, ci_low: -0.1, ci_high: 0.25 }),
    eval_results: [evalResult('1', { critical: true }), evalResult('2', { name: 'second', configurations: { with_skill: { trials: 1, graded: 1, passed: 1, outcome: 'pass', runs: ['pass'] } } })]
  })
  const beta = skill('beta', {
    tier: 2,
    model: 'claude-x',
    verdict: 'go',
    confidence: 'high',
    cost_usd: null,
    configurations: { without_skill: stats(2, 4, { mean_tokens: 99 }) },
    uplift: null,
    head_vs_base: null,
    eval_results: []
  })
  return summary([alpha, beta], {
    verdict: 'no_go',
    confidence: 'low',
    reasons: ['first reason', 'second reason'],
    risk_level: 'high',
    generated_at: '2026-12-01T00:00:00Z',
    totals: { skills: 2, evals: 3, runs: 31, graded: 29, passed: 17, failed: 11, inconclusive: 1, errors: 2, skipped: 0, cost_usd: 3.75 },
    gates: [
      { id: 'release.overall', status: 'fail', message: 'overall below 95%', actual: 0.6, threshold: 0.95 },
      { id: 'tier-threshold', status: 'warn', skill: 'alpha', message: 'alpha below', actual: 0, threshold: null },
      { id: 'regression', status: 'skip', skill: 'beta', message: 'no base' }
    ],
    clusters: [cluster('missing total', { severity: 'medium', failures: 4, evals: ['1'], critical: false, suggestion: 'say the total' })]
  })
}

describe('overviewFromSummary: every field of a schema-valid summary', () => {
  test('the fixture is a schema-valid summary.json (what collectOverview decodes)', () => {
    expect(() => decodeSummary(JSON.parse(JSON.stringify(jsonSummary())), 'summary.json')).not.toThrow()
  })

  test('top level: source, verdict, confidence, reasons, risk, time, simulated, totals', () => {
    const o = overviewFromSummary(richSummary(), [], true)
    expect(o.source).toBe('full')
    expect(o.verdict).toBe('no_go')
    expect(o.confidence).toBe('low')
    expect(o.reasons).toEqual(['first reason', 'second reason'])
    expect(o.riskLevel).toBe('high')
    expect(o.generatedAt).toBe('2026-12-01T00:00:00Z')
    expect(o.simulated).toBe(true)
    expect(overviewFromSummary(richSummary(), [], false).simulated).toBe(false)
    expect(o.totals).toEqual({ runs: 31, graded: 29, passed: 17, failed: 11, errors: 2, inconclusive: 1, costUsd: 3.75 })
    expect(o.history).toEqual({})
    expect(o.historyRecords).toBe(0)
  })

  test('gates: status, id, skill (null for repo gates), message, actual and threshold (null when absent)', () => {
    expect(overviewFromSummary(richSummary(), [], false).gates).toEqual([
      { status: 'fail', id: 'release.overall', skill: null, message: 'overall below 95%', actual: 0.6, threshold: 0.95 },
      { status: 'warn', id: 'tier-threshold', skill: 'alpha', message: 'alpha below', actual: 0, threshold: null },
      { status: 'skip', id: 'regression', skill: 'beta', message: 'no base', actual: null, threshold: null }
    ])
  })

  test('a skill with all three configurations: rates with intervals (null without one), comparisons, evals', () => {
    const a = overviewFromSummary(richSummary(), [], false).skills[0]!
    expect(a).toEqual({
      name: 'alpha',
      tier: '1',
      verdict: 'no_go',
      confidence: 'low',
      model: null,
      rates: {
        with_skill: { rate: 0.7, low: 0.4, high: 0.9, passed: 7, graded: 10, errors: 2, inconclusive: 1 },
        without_skill: { rate: 0.3, low: null, high: null, passed: 3, graded: 10, errors: 0, inconclusive: 0 },
        old_skill: { rate: 0.625, low: 0.3, high: 0.85, passed: 5, graded: 8, errors: 0, inconclusive: 0 }
      },
      // non-finite interval ends and p-value are shown as unknown
      uplift: { points: 40, low: null, high: null, verdict: 'improvement', pValue: null, reason: 'with beats without' },
      headVsBase: { points: 8, low: -0.1, high: 0.25, verdict: 'improvement', pValue: 0.2, reason: 'head vs base', source: 'benchmark', paired: false },
      costUsd: 1.25,
      meanTokens: 4321,
      evals: [
        { id: '1', name: 'name 1', critical: true, runs: { with_skill: ['pass', 'fail'], without_skill: ['error', 'fail'] } },
        { id: '2', name: 'second', critical: false, runs: { with_skill: ['pass'] } }
      ]
    })
    expect(Object.keys(a.rates)).toEqual(['with_skill', 'without_skill', 'old_skill'])
  })

  test('a skill without with_skill, uplift or base: only its rates, null comparisons, no mean tokens', () => {
    const b = overviewFromSummary(richSummary(), [], false).skills[1]!
    expect(b).toEqual({
      name: 'beta',
      tier: '2',
      verdict: 'go',
      confidence: 'high',
      model: 'claude-x',
      rates: { without_skill: { rate: 0.5, low: 0.3, high: 0.6, passed: 2, graded: 4, errors: 0, inconclusive: 0 } },
      uplift: null,
      headVsBase: null,
      costUsd: null,
      meanTokens: null,
      evals: []
    })
  })

  test('an eval row copies its grades (a later change to the summary does not reach the view)', () => {
    const s = richSummary()
    const o = overviewFromSummary(s, [], false)
    s.skills[0]!.eval_results[0]!.configurations.with_skill!.runs.push('skipped')
    expect(o.skills[0]!.evals[0]!.runs.with_skill).toEqual(['pass', 'fail'])
    // a configuration listed without its entry is left out
    const t = richSummary()
    t.skills[0]!.eval_results[0]!.configurations = { with_skill: undefined, old_skill: { trials: 1, graded: 1, passed: 1, outcome: 'pass', runs: ['pass'] } }
    expect(overviewFromSummary(t, [], false).skills[0]!.evals[0]!.runs).toEqual({ old_skill: ['pass'] })
  })

  test('clusters: every field', () => {
    expect(overviewFromSummary(richSummary(), [], false).clusters).toEqual([
      { skill: 'alpha', name: 'missing total', severity: 'medium', failures: 4, evals: ['1'], critical: false, suggestion: 'say the total' }
    ])
  })

  test('finite comparison ends are kept, 0 included', () => {
    const s = richSummary()
    s.skills[0]!.uplift = { ...s.skills[0]!.uplift!, ci_low: 0, ci_high: 0.5, p_value: 0 }
    expect(overviewFromSummary(s, [], false).skills[0]!.uplift).toMatchObject({ low: 0, high: 0.5, pValue: 0 })
  })
})

describe('overviewFromSummary: caps at exactly their limits', () => {
  const x = (n: number) => 'x'.repeat(n)

  test(`reasons: at most 200, each cut to ${LONG} bytes`, () => {
    const at = overviewFromSummary(summary([], { reasons: Array.from({ length: 200 }, (_, i) => `r${i}`) }), [], false)
    expect(at.reasons).toHaveLength(200)
    const over = overviewFromSummary(summary([], { reasons: Array.from({ length: 201 }, (_, i) => `r${i}`) }), [], false)
    expect(over.reasons).toHaveLength(200)
    expect(over.reasons[199]).toBe('r199')
    const long = overviewFromSummary(summary([], { reasons: [x(LONG - 1), x(LONG), x(LONG + 1)] }), [], false)
    expect(long.reasons.map((r) => r.length)).toEqual([LONG - 1, LONG, LONG])
  })

  test('gates: at most 2000; skill cut to 2048 bytes, message to 16 KiB', () => {
    const gates = (n: number) => Array.from({ length: n }, (_, i) => gate(i))
    expect(overviewFromSummary(summary([], { gates: gates(1999) }), [], false).gates).toHaveLength(1999)
    expect(overviewFromSummary(summary([], { gates: gates(2000) }), [], false).gates).toHaveLength(2000)
    const over = overviewFromSummary(summary([], { gates: gates(2001) }), [], false).gates
    expect(over).toHaveLength(2000)
    expect(over[1999]!.message).toBe('gate 1999')
    const cut = overviewFromSummary(
      summary([], { gates: [gate(0, { skill: x(SHORT), message: x(LONG) }), gate(1, { skill: x(SHORT + 1), message: x(LONG + 1) })] }),
      [],
      false
    ).gates
    expect(cut.map((g) => [g.skill!.length, g.message.length])).toEqual([
      [SHORT, LONG],
      [SHORT, LONG]
    ])
  })

  test('skill name and model cut to 2048 bytes; comparison reasons to 16 KiB', () => {
    const s = summary([
      skill(x(SHORT + 1), { model: x(SHORT + 1), head_vs_base: headVsBase(0.5, 0.5, { reason: x(LONG + 1) }) }),
      skill(x(SHORT), { model: x(SHORT) })
    ])
    s.skills[0]!.uplift!.reason = x(LONG + 1)
    s.skills[1]!.uplift!.reason = x(LONG)
    const [a, b] = overviewFromSummary(s, [], false).skills
    expect([a!.name.length, a!.model!.length, a!.uplift!.reason.length, a!.headVsBase!.reason.length]).toEqual([SHORT, SHORT, LONG, LONG])
    expect([b!.name.length, b!.model!.length, b!.uplift!.reason.length]).toEqual([SHORT, SHORT, LONG])
  })

  test('evals per skill: at most 2000; id and name cut to 2048 bytes', () => {
    const evals = (n: number) => Array.from({ length: n }, (_, i) => evalResult(String(i)))
    const view = (n: number) => overviewFromSummary(summary([skill('a', { eval_results: evals(n) })]), [], false).skills[0]!.evals
    expect(view(1999)).toHaveLength(1999)
    expect(view(2000)).toHaveLength(2000)
    expect(view(2001)).toHaveLength(2000)
    const cut = overviewFromSummary(
      summary([skill('a', { eval_results: [evalResult(x(SHORT + 1), { name: x(SHORT + 1) }), evalResult(x(SHORT), { name: x(SHORT) })] })]),
      [],
      false
    ).skills[0]!.evals
    expect(cut.map((e) => [e.id.length, e.name.length])).toEqual([
      [SHORT, SHORT],
      [SHORT, SHORT]
    ])
  })

  test('clusters: at most 200, each with at most 100 evals; texts cut', () => {
    const clusters = (n: number) => Array.from({ length: n }, (_, i) => cluster(`c${i}`))
    expect(overviewFromSummary(summary([], { clusters: clusters(199) }), [], false).clusters).toHaveLength(199)
    expect(overviewFromSummary(summary([], { clusters: clusters(200) }), [], false).clusters).toHaveLength(200)
    const over = overviewFromSummary(summary([], { clusters: clusters(201) }), [], false).clusters
    expect(over).toHaveLength(200)
    expect(over[199]!.name).toBe('c199')
    const evals = (n: number) => Array.from({ length: n }, (_, i) => String(i))
    const c = overviewFromSummary(
      summary([], {
        clusters: [
          cluster('a', { evals: evals(100) }),
          cluster('b', { evals: evals(101) }),
          cluster(x(SHORT + 1), { skill: x(SHORT + 1), suggestion: x(LONG + 1), evals: [x(SHORT + 1)] }),
          cluster(x(SHORT), { skill: x(SHORT), suggestion: x(LONG), evals: [x(SHORT)] })
        ]
      }),
      [],
      false
    ).clusters
    expect(c.map((k) => k.evals.length)).toEqual([100, 100, 1, 1])
    expect(c[1]!.evals[99]).toBe('99')
    expect(c.slice(2).map((k) => [k.name.length, k.skill.length, k.suggestion.length, k.evals[0]!.length])).toEqual([
      [SHORT, SHORT, LONG, SHORT],
      [SHORT, SHORT, LONG, SHORT]
    ])
  })
})

describe('overviewFromSummary: history', () => {
  const entry = (timestamp: string, rate: number | null, name = 'alpha'): HistoryEntry => ({
    file: `${timestamp}.json`,
    timestamp,
    kind: 'summary',
    skills: [{ name, passRate: rate, metric: 'runs', passed: rate === null ? null : Math.round(rate * 10), graded: 10, evals: null }]
  })

  test('per skill with earlier records: the points oldest first, this report last; the record count', () => {
    const s = summary([skill('alpha', { model: null }), skill('beta', { model: null })], { generated_at: '2026-12-01T00:00:00Z' })
    const history = [entry('2026-11-02T00:00:00Z', 0.5), entry('2026-10-01T00:00:00Z', 0.2), entry('2026-10-15T00:00:00Z', 0.3, 'other')]
    const o = overviewFromSummary(s, history, false)
    expect(o.historyRecords).toBe(3)
    expect(Object.keys(o.history)).toEqual(['alpha'])
    expect(o.history.alpha).toEqual([
      { timestamp: '2026-10-01T00:00:00Z', rate: 0.2, passed: 2, graded: 10, current: false },
      { timestamp: '2026-11-02T00:00:00Z', rate: 0.5, passed: 5, graded: 10, current: false },
      { timestamp: '2026-12-01T00:00:00Z', rate: 0.9, passed: 9, graded: 10, current: true }
    ])
  })
})

describe('collectOverview', () => {
  const history = (timestamp: string, rate: number) => ({
    schema_version: 1,
    generated_at: timestamp,
    verdict: 'no_go',
    skills: [{ name: 'alpha', pass_rate: { with_skill: rate }, configurations: { with_skill: { pass_rate: rate, passed: rate * 10, graded: 10 } } }]
  })
  const plain = (s: Summary): unknown => JSON.parse(JSON.stringify(s))

  test('no summary.json → no overview; null, a number, a string or a list → none either, without a warning', async () => {
    const warnings: string[] = []
    expect(await collectOverview(undefined, warnings, true)).toBeUndefined()
    expect(await collectOverview(null, warnings, false)).toBeUndefined()
    expect(await collectOverview(7, warnings, false)).toBeUndefined()
    expect(await collectOverview('summary', warnings, true)).toBeUndefined()
    expect(await collectOverview([], warnings, false)).toBeUndefined()
    expect(warnings).toEqual([])
  })

  test('an older summary: the partial view, every field', async () => {
    const warnings: string[] = []
    const o = await collectOverview({ verdict: 'no_go', confidence: 'low', reasons: ['r1', 2, 'r2'], generated_at: '2026-01-02T00:00:00Z' }, warnings, false)
    expect(o).toEqual({
      source: 'partial',
      verdict: 'no_go',
      confidence: 'low',
      reasons: ['r1', 'r2'],
      riskLevel: null,
      generatedAt: '2026-01-02T00:00:00Z',
      simulated: false,
      totals: null,
      gates: [],
      skills: [],
      clusters: [],
      history: {},
      historyRecords: 0
    })
    expect(warnings).toEqual([])
  })

  test('partial: no time → empty; reasons at most 200, each cut to 16 KiB', async () => {
    const reasons = [...Array.from({ length: 200 }, (_, i) => `r${i}`), 'r200']
    const o = (await collectOverview({ verdict: 'go', reasons }, [], false))!
    expect(o.generatedAt).toBe('')
    expect(o.verdict).toBe('go')
    expect(o.confidence).toBeNull()
    expect(o.reasons).toHaveLength(200)
    expect(o.reasons[199]).toBe('r199')
    const long = (await collectOverview({ reasons: ['y'.repeat(LONG + 1), 'z'.repeat(LONG)] }, [], false))!
    expect(long.reasons.map((r) => r.length)).toEqual([LONG, LONG])
    expect(long.verdict).toBeNull()
  })

  test('simulated: from the runs, or from the file\'s own `simulated: true` (not a look-alike)', async () => {
    expect((await collectOverview({ verdict: 'go' }, [], true))!.simulated).toBe(true)
    expect((await collectOverview({ verdict: 'go', simulated: true }, [], false))!.simulated).toBe(true)
    expect((await collectOverview({ verdict: 'go', simulated: 'true' }, [], false))!.simulated).toBe(false)
    expect((await collectOverview({ verdict: 'go', simulated: 1 }, [], false))!.simulated).toBe(false)
    const full = plain(summary([skill('alpha')]))
    expect((await collectOverview(full, [], false))!.simulated).toBe(false)
    expect((await collectOverview(full, [], true))!.simulated).toBe(true)
    expect((await collectOverview({ ...(full as object), simulated: true }, [], false))!).toMatchObject({ source: 'full', simulated: true })
  })

  test('a schema-valid summary → the full view; no history named → no history, no warning', async () => {
    const s = jsonSummary()
    const warnings: string[] = []
    const o = await collectOverview(plain({ ...s, sources: {} } as Summary), warnings, false)
    expect(o).toEqual(overviewFromSummary(s, [], false))
    expect(o!.skills[0]!.uplift).toMatchObject({ low: 0.1, high: 0.6, pValue: 0.03 })
    expect(warnings).toEqual([])
  })

  test('history files named in the summary are read; those that cannot be read are counted in one warning', async () => {
    const good1 = join(dir, 'h1.json')
    const good2 = join(dir, 'h2.json')
    const broken = join(dir, 'broken.json')
    const foreign = join(dir, 'foreign.json')
    await writeFile(good1, JSON.stringify(history('2026-10-01T00:00:00Z', 0.3)))
    await writeFile(good2, JSON.stringify(history('2026-09-01T00:00:00Z', 0.1)))
    await writeFile(broken, '{not json')
    await writeFile(foreign, JSON.stringify([1, 2]))
    const s = summary([skill('alpha', { model: null })], { generated_at: '2026-12-01T00:00:00Z' })
    const ok: string[] = []
    const o = (await collectOverview(plain({ ...s, sources: { results: null, base: null, history: [good1, good2] } }), ok, false))!
    expect(ok).toEqual([])
    expect(o.historyRecords).toBe(2)
    expect(o.history.alpha!.map((p) => [p.timestamp, p.rate, p.current])).toEqual([
      ['2026-09-01T00:00:00Z', 0.1, false],
      ['2026-10-01T00:00:00Z', 0.3, false],
      ['2026-12-01T00:00:00Z', 0.9, true]
    ])
    const warnings: string[] = []
    const p = (await collectOverview(plain({ ...s, sources: { results: null, base: null, history: [good1, broken, join(dir, 'missing.json'), foreign] } }), warnings, false))!
    expect(warnings).toEqual(['3 benchmark history file(s) named in summary.json could not be read; the history chart leaves them out'])
    expect(p.historyRecords).toBe(1)
    expect(p.history.alpha!.map((x) => x.rate)).toEqual([0.3, 0.9])
  })
})

describe('the Overview in the viewer model', () => {
  test('summary.json that is JSON null: no overview, no summary, no warning', async () => {
    const out = join(dir, 'null-summary')
    await writeShardResults(out, 'notes', [{ id: 1, with: ['pass'] }])
    await writeFile(join(out, 'summary.json'), 'null')
    const m = await collectViewerData(out)
    expect('overview' in m).toBe(false)
    expect(m.summary).toBeNull()
    expect(m.warnings).toEqual([])
  })

  test('a summary.json that says simulated (the runs do not) marks the model simulated', async () => {
    const out = join(dir, 'sim-summary')
    await writeShardResults(out, 'notes', [{ id: 1, with: ['pass'] }])
    await writeFile(join(out, 'summary.json'), JSON.stringify({ verdict: 'go', reasons: [], simulated: true }))
    const m = await collectViewerData(out)
    expect(m.runs.some((r) => r.simulated)).toBe(false)
    expect(m.overview).toMatchObject({ source: 'partial', verdict: 'go', simulated: true })
    expect(m.simulated).toBe(true)
  })

  test('neither the runs nor summary.json say simulated: no `simulated` key at all', async () => {
    const out = join(dir, 'real-summary')
    await writeShardResults(out, 'notes', [{ id: 1, with: ['pass'] }])
    await writeFile(join(out, 'summary.json'), JSON.stringify({ verdict: 'go', reasons: [] }))
    const m = await collectViewerData(out)
    expect(m.overview!.simulated).toBe(false)
    expect('simulated' in m).toBe(false)
  })
})
