import { describe, test, expect } from '@jest/globals'
import { aggregate, compareWithBenchmark, fisherOneSided } from '../../src/gate/index.js'
import { parseHistoryFile, saturation, sortHistory, type HistoryEntry } from '../../src/aggregate/history.js'
import { wilson } from '../../src/aggregate/stats.js'
import { definitionHash, evalInfosFromSuite, recordedHash } from '../../src/aggregate/definitions.js'
import type { AggregateInput, AggregateRun, EvalInfo } from '../../src/aggregate/types.js'
import type { Configuration } from '../../src/types.js'

const TIERS = { 1: { threshold: 0.8, minEvals: 3, maxEvals: 4 }, 2: { threshold: 0.8, minEvals: 2, maxEvals: 3 }, 3: { threshold: 0.8, minEvals: 2, maxEvals: 2 } }

function mkRun(skill: string, evalId: number | string, configuration: Configuration, trial: number, pass: boolean, p: Partial<AggregateRun> = {}): AggregateRun {
  return {
    skill, evalId, evalName: `e${evalId}`, configuration, trial, iteration: 1, model: 'm', status: 'graded', grade: pass ? 'pass' : 'fail',
    passed: pass ? 2 : 1, failed: pass ? 0 : 1, total: 2, timeSeconds: 10, tokens: 100, toolCalls: 1, errors: 0, toolErrors: 0,
    apiError: false, expectations: [{ text: 'a', passed: true, evidence: '' }, { text: 'b', passed: pass, evidence: '', status: pass ? 'pass' : 'fail', check_kind: 'contains' }],
    notes: [], costUsd: 0.01, definitionHash: `h${evalId}`, ...p,
  }
}

/** n evals × trials runs of one configuration; `passes(id, trial)` decides. */
function grid(skill: string, ids: number[], config: Configuration, trials: number, passes: (id: number, t: number) => boolean): AggregateRun[] {
  return ids.flatMap((id) => Array.from({ length: trials }, (_, i) => mkRun(skill, id, config, i + 1, passes(id, i + 1))))
}

function input(runs: AggregateRun[], extra: Partial<AggregateInput> = {}): AggregateInput {
  return { generatedAt: '2026-02-01T00:00:00.000Z', runs, config: { tierSettings: TIERS, riskLevel: 'low', tiers: { plan: 1 } }, ...extra }
}

describe('summary.json: per-configuration statistics', () => {
  const runs = [
    ...grid('plan', [1, 2, 3, 4], 'with_skill', 3, (id, t) => !(id === 4 && t === 3)),
    ...grid('plan', [1, 2, 3, 4], 'without_skill', 3, (id) => id === 1),
    mkRun('plan', 4, 'with_skill', 4, false, { grade: 'error', status: 'error', apiError: true, costUsd: null }),
    mkRun('plan', 4, 'with_skill', 5, false, { grade: 'inconclusive', status: 'inconclusive' }),
  ]
  const s = aggregate(input(runs))
  const k = s.skills[0]!
  const ws = k.configurations.with_skill!

  test('pass rate over graded runs with a 95% Wilson interval; errors and inconclusive apart', () => {
    expect(ws).toMatchObject({ runs: 14, graded: 12, passed: 11, failed: 1, errors: 1, inconclusive: 1, skipped: 0 })
    expect(ws.pass_rate).toBe(0.9167)
    const w = wilson(11, 12)
    expect(ws.pass_rate_ci).toEqual({ low: Math.round(w.low * 1e4) / 1e4, high: Math.round(w.high * 1e4) / 1e4, level: 0.95 })
    expect(ws.pass_rate_ci!.high).toBeCloseTo(0.9851, 4)
    expect(ws.pass_rate_ci!.low).toBeCloseTo(0.6461, 4) // Wilson 11/12 at z = 1.96
    expect(k.configurations.without_skill!.pass_rate_ci!.low).toBeCloseTo(wilson(3, 12).low, 4)
    expect(k.pass_rate).toEqual({ with_skill: 0.9167, without_skill: 0.25 })
    expect(ws.assertion_pass_rate).toBe(0.9583)
    expect(ws.mean_time_seconds).toBe(10)
    expect(ws.mean_tokens).toBe(100)
    expect(ws.cost_complete).toBe(false)
    expect(ws.cost_usd).toBe(0.13)
    expect(ws.tool_reliability).toBe(0.9286) // 13 of 14 runs without tool/API errors
  })

  test('uplift over the baseline, per-eval results, flaky evals, tier and totals', () => {
    expect(k.tier).toBe(1)
    expect(k.uplift!.delta).toBeCloseTo(0.9167 - 0.25, 3)
    expect(k.eval_results.map((e) => e.id)).toEqual(['1', '2', '3', '4'])
    expect(k.eval_results[3]!.configurations.with_skill).toMatchObject({ trials: 5, graded: 3, passed: 2, outcome: 'error', runs: ['pass', 'pass', 'fail', 'error', 'inconclusive'] })
    expect(k.flags.flaky).toEqual(['4'])
    expect(s.totals).toMatchObject({ skills: 1, evals: 4, runs: 26, graded: 24, errors: 1, inconclusive: 1 })
    expect(s.$schema).toMatch(/summary\.schema\.json$/)
    expect(s.schema_version).toBe(1)
    expect(k.head_vs_base).toBeNull()
  })
})

describe('head vs base', () => {
  const ids = [1, 2, 3, 4, 5, 6, 7, 8]
  test('same job (old_skill runs): paired regression when significant and ≥ min-drop', () => {
    const runs = [...grid('plan', ids, 'with_skill', 1, (id) => id > 6), ...grid('plan', ids, 'old_skill', 1, () => true)]
    const k = aggregate(input(runs)).skills[0]!
    expect(k.head_vs_base).toMatchObject({ source: 'same_job', paired: true, verdict: 'regression', n_evals: 8 })
    expect(k.head_vs_base!.delta).toBe(-0.75)
    expect(k.head_vs_base!.worsened).toEqual(['1', '2', '3', '4', '5', '6'])
    expect(k.gates.find((g) => g.id === 'regression')!.status).toBe('fail')
    expect(k.verdict).toBe('no_go')
  })

  test('a significant drop smaller than min-drop is inconclusive, with the reason', () => {
    const runs = [...grid('plan', ids, 'with_skill', 1, (id) => id > 6), ...grid('plan', ids, 'old_skill', 1, () => true)]
    const k = aggregate(input(runs, { config: { tierSettings: TIERS, riskLevel: 'low', minDrop: 0.8 } })).skills[0]!
    expect(k.head_vs_base!.verdict).toBe('inconclusive')
    expect(k.head_vs_base!.reason).toMatch(/smaller than the 80-pt minimum/)
    const g = k.gates.find((x) => x.id === 'regression')!
    expect(g.status).toBe('warn')
    expect(g.message).toMatch(/^Possible regression of 'plan'/)
  })

  test('base results folder: pairs only evals whose recorded definition hash matches; changed ones are listed', () => {
    const head = grid('plan', ids, 'with_skill', 1, () => true)
    const base = grid('plan', ids, 'with_skill', 1, () => true).map((r) => (r.evalId === 3 ? { ...r, definitionHash: 'other' } : r))
    const k = aggregate(input(head, { baseRuns: base, baseLabel: 'base results /b' })).skills[0]!
    expect(k.head_vs_base).toMatchObject({ source: 'base_results', n_evals: 7, base_label: 'base results /b' })
    expect(k.eval_changes.changed).toEqual(['3'])
    expect(k.eval_changes.flags[0]).toMatch(/changed expectations: 1 eval changed against the base \(3\)/)
    expect(k.gates.find((g) => g.id === 'anti-gaming')!.status).toBe('warn')
    expect(k.confidence_detail.matching).toBe('medium')
  })

  test('without paired runs: the latest benchmark summary, unpaired, confidence low', () => {
    const head = grid('plan', [1, 2, 3, 4, 5], 'with_skill', 3, (id) => id > 3) // 6/15
    const history: HistoryEntry[] = [
      { file: 'evals/benchmarks/old.json', timestamp: '2025-01-01T00:00:00Z', kind: 'summary', skills: [{ name: 'plan', passRate: 0.5, metric: 'runs', passed: 5, graded: 10, evals: null }] },
      { file: 'evals/benchmarks/new.json', timestamp: '2025-06-01T00:00:00Z', kind: 'summary', skills: [{ name: 'plan', passRate: 1, metric: 'runs', passed: 15, graded: 15, evals: null }] },
    ]
    const k = aggregate(input(head, { history })).skills[0]!
    expect(k.head_vs_base).toMatchObject({ source: 'benchmark', paired: false, verdict: 'regression', base_label: 'evals/benchmarks/new.json', base_rate: 1 })
    expect(k.head_vs_base!.reason).toMatch(/unpaired/)
    expect(k.confidence_detail.matching).toBe('low')
    expect(k.confidence).toBe('low')
  })

  test('Fisher exact and the unpaired comparison', () => {
    expect(fisherOneSided(0, 3, 3, 3).pLess).toBeCloseTo(0.05, 10) // 1 / C(6,3)
    expect(fisherOneSided(3, 3, 3, 3).pLess).toBe(1)
    const c = compareWithBenchmark(14, 15, { name: 'x', passRate: 0.95, metric: 'runs', passed: 190, graded: 200, evals: null }, { alpha: 0.05, minDrop: 0.05, label: 'b' })
    expect(c.verdict).toBe('inconclusive')
    const rateOnly = compareWithBenchmark(2, 10, { name: 'x', passRate: 0.9, metric: 'assertions', passed: null, graded: null, evals: null }, { alpha: 0.05, minDrop: 0.05, label: 'b' })
    expect(rateOnly.verdict).toBe('regression')
    expect(rateOnly.method).toMatch(/binomial/)
  })
})

describe('changed / added / removed evals against the base ref (anti-gaming)', () => {
  const info = (id: string, hash: string, critical = false): EvalInfo => ({ skill: 'plan', id, critical, definitionHash: hash, assertions: [] })
  test('listed, with removed critical evals and evals not run', () => {
    const runs = grid('plan', [1, 2, 4], 'with_skill', 1, () => true)
    const k = aggregate(input(runs, {
      evals: [info('1', 'a'), info('2', 'b2'), info('4', 'd'), info('5', 'e')],
      baseEvals: [info('1', 'a'), info('2', 'b'), info('3', 'c', true)],
    })).skills[0]!
    expect(k.eval_changes).toMatchObject({ changed: ['2'], added: ['4', '5'], removed: ['3'], removed_critical: ['3'], not_run: ['5'] })
    expect(k.eval_changes.flags.join('\n')).toMatch(/missing critical evals: 3/)
    const g = k.gates.find((x) => x.id === 'anti-gaming')!
    expect(g.status).toBe('warn')
    expect(g.message).toBe("Evals of 'plan' changed since the base: 2; removed: 3 (critical: 3)")
    expect(k.verdict).toBe('conditional_go')
  })

  test('definition hashes: stable, check-sensitive, and what a run records', () => {
    const a = definitionHash({ prompt: 'p', files: ['f'], assertions: ['x', { text: 'y', check: { kind: 'contains', value: 'v' } }] })
    expect(a).toMatch(/^[0-9a-f]{16}$/)
    expect(definitionHash({ prompt: 'p', files: ['f'], assertions: ['x', { text: 'y', check: { value: 'v', kind: 'contains' } }] })).toBe(a)
    expect(definitionHash({ prompt: 'p', files: ['f'], assertions: ['x', { text: 'y', check: { kind: 'contains', value: 'w' } }] })).not.toBe(a)
    const plain = definitionHash({ prompt: 'p', files: [], assertions: ['x', 'y'] })
    expect(recordedHash({ prompt: 'p', files: [], assertions: ['x', 'y'] })).toBe(plain)
    expect(recordedHash({ definition_hash: 'abc', prompt: 'p' })).toBe('abc')
    const [repoLevel] = evalInfosFromSuite({ evals: [{ id: 1, skill: 'plan', prompt: 'p', assertions: ['x', { text: 'y' }], critical: true }] }, undefined)
    expect(repoLevel).toMatchObject({ skill: 'plan', id: '1', critical: true, definitionHash: plain })
    expect(evalInfosFromSuite({ skill_name: 'adr', evals: [{ id: 2, prompt: 'q' }] }, 'adr-folder')[0]!.skill).toBe('adr')
  })
})

describe('saturation and history', () => {
  const evals = [{ id: '1', passed: 3, graded: 3 }, { id: '2', passed: 3, graded: 3 }]
  const entry = (file: string, ts: string, e: typeof evals | null): HistoryEntry => ({
    file, timestamp: ts, kind: 'summary', skills: [{ name: 'plan', passRate: 1, metric: 'runs', passed: 6, graded: 6, evals: e }],
  })
  test('flagged when the last 3 recorded runs (current included) gave identical grades', () => {
    const h = [entry('a', '2025-01-01', [{ id: '1', passed: 2, graded: 3 }, { id: '2', passed: 3, graded: 3 }]), entry('b', '2025-02-01', evals), entry('c', '2025-03-01', evals)]
    const s = saturation('plan', evals, h)
    expect(s).toMatchObject({ saturated: true, records: 3, all_pass: true, sources: ['c', 'b'] })
    expect(s.message).toMatch(/identical grades \(all passing\)/)
    expect(saturation('plan', evals, h.slice(0, 2)).saturated).toBe(false)
    expect(saturation('plan', [{ id: '1', passed: 1, graded: 3 }, { id: '2', passed: 3, graded: 3 }], h).saturated).toBe(false)
    const k = aggregate(input(grid('plan', [1, 2], 'with_skill', 3, () => true), { history: h })).skills[0]!
    expect(k.flags.saturated).toBe(true)
    expect(k.saturation.saturated).toBe(true)
  })

  test('history files: our summary and skill-creator benchmark.json, ordered by timestamp', () => {
    const sum = parseHistoryFile('s.json', {
      schema_version: 1, generated_at: '2025-05-01T00:00:00Z',
      skills: [{ name: 'plan', configurations: { with_skill: { pass_rate: 0.5, passed: 1, graded: 2 } }, eval_results: [{ id: '1', configurations: { with_skill: { passed: 1, graded: 2 } } }] }],
    })!
    expect(sum.skills[0]).toEqual({ name: 'plan', passRate: 0.5, metric: 'runs', passed: 1, graded: 2, evals: [{ id: '1', passed: 1, graded: 2 }] })
    const bench = parseHistoryFile('b.json', {
      metadata: { skill_name: 'plan', timestamp: '2025-01-01T00:00:00Z' },
      runs: [
        { eval_id: 1, configuration: 'with_skill', result: { passed: 2, total: 2 } },
        { eval_id: 1, configuration: 'with_skill', result: { passed: 1, total: 2 } },
        { eval_id: 1, configuration: 'without_skill', result: { passed: 2, total: 2 } },
      ],
      run_summary: {},
    })!
    expect(bench.skills[0]).toMatchObject({ passRate: 0.5, passed: 1, graded: 2, evals: [{ id: '1', passed: 1, graded: 2 }] })
    const meanOnly = parseHistoryFile('m.json', { metadata: { skill_name: 'plan', timestamp: 'x' }, runs: [], run_summary: { with_skill: { pass_rate: { mean: 0.7 } } } })!
    expect(meanOnly.skills[0]).toMatchObject({ passRate: 0.7, metric: 'assertions', evals: null })
    expect(parseHistoryFile('x.json', { foo: 1 })).toBeUndefined()
    expect(sortHistory([sum, bench, meanOnly]).map((e) => e.file)).toEqual(['m.json', 'b.json', 's.json'])
  })
})

describe('schemas/summary.schema.json', () => {
  test('every summary produced here validates against the published schema', async () => {
    const { Ajv } = await import('ajv')
    const schema = JSON.parse(await import('node:fs/promises').then((f) => f.readFile(new URL('../../schemas/summary.schema.json', import.meta.url), 'utf8')))
    const validate = new Ajv({ allErrors: true, allowUnionTypes: true }).compile(schema)
    const ids = [1, 2, 3, 4, 5, 6]
    const runs = [
      ...grid('plan', ids, 'with_skill', 2, (id) => id > 6),
      ...grid('plan', ids, 'old_skill', 2, () => true),
      ...grid('plan', ids, 'without_skill', 2, () => false),
      mkRun('adr', 1, 'with_skill', 1, false, { grade: 'error', apiError: true }),
    ]
    const s = aggregate(input(runs, { evals: [{ skill: 'plan', id: '1', critical: true, definitionHash: 'h1', assertions: [] }], findings: [] }))
    const ok = validate(JSON.parse(JSON.stringify(s)))
    expect(validate.errors ?? []).toEqual([])
    expect(ok).toBe(true)
    expect(s.verdict).toBe('rollback')
  })
})
