/**
 * The aggregate stage (src/gate/index.ts) piece by piece: eval id order, per-configuration
 * statistics, the unpaired comparison with a benchmark record (every verdict and the words of its
 * reason), the flags a reviewer reads, the repo-level verdict, confidence and totals, and
 * benchmark.json grouping (issue 23: mutation testing of the gate part).
 */
import { describe, test, expect } from '@jest/globals'
import { aggregate, benchmarks, compareIds, compareWithBenchmark, configurationStats, fisherOneSided } from '../../src/gate/index.js'
import type { HistorySkill } from '../../src/aggregate/history.js'
import type { AggregateInput, AggregateRun, EvalInfo } from '../../src/aggregate/types.js'
import type { Configuration } from '../../src/types.js'

const TIERS = { 1: { threshold: 0.8, minEvals: 3, maxEvals: 4 }, 2: { threshold: 0.8, minEvals: 2, maxEvals: 3 }, 3: { threshold: 0.8, minEvals: 2, maxEvals: 2 } }
function run(skill: string, evalId: number | string, configuration: Configuration, trial: number, pass: boolean, p: Partial<AggregateRun> = {}): AggregateRun {
  return {
    skill, evalId, evalName: `e${evalId}`, configuration, trial, iteration: 1, model: 'm', status: 'graded', grade: pass ? 'pass' : 'fail',
    passed: pass ? 2 : 1, failed: pass ? 0 : 1, total: 2, timeSeconds: 10, tokens: 100, toolCalls: 1, errors: 0, toolErrors: 0, apiError: false,
    expectations: [{ text: 'a', passed: true, evidence: '' }, { text: 'b', passed: pass, evidence: '', status: pass ? 'pass' : 'fail', check_kind: 'contains' }],
    notes: [], costUsd: 0.01, definitionHash: `h${evalId}`, ...p,
  }
}
const grid = (skill: string, ids: (number | string)[], c: Configuration, trials: number, f: (id: number | string, t: number) => boolean, p: Partial<AggregateRun> = {}) =>
  ids.flatMap((id) => Array.from({ length: trials }, (_, i) => run(skill, id, c, i + 1, f(id, i + 1), p)))
const input = (runs: AggregateRun[], extra: Partial<AggregateInput> = {}, config: object = {}): AggregateInput => ({
  generatedAt: '2026-02-01T00:00:00.000Z', runs, config: { tierSettings: TIERS, riskLevel: 'low', tiers: { plan: 1, spec: 2, zeta: 1 }, ...config }, ...extra,
})
const info = (skill: string, id: string, hash: string, critical = false): EvalInfo => ({ skill, id, critical, definitionHash: hash, assertions: [] })

describe('eval ids in a stable order', () => {
  test('numbers numerically (negatives too), before names; names in code-point order; equal is 0', () => {
    expect(['10', 'b', '2', '-1', 'a', '1', 'B'].sort(compareIds)).toEqual(['-1', '1', '2', '10', 'B', 'a', 'b'])
    expect(compareIds('7', '7')).toBe(0)
    expect(compareIds('x', 'x')).toBe(0)
    expect(compareIds('2', '10')).toBeLessThan(0)
    expect(compareIds('1', 'a')).toBe(-1)
    expect(compareIds('a', '1')).toBe(1)
    expect(compareIds('1a', '1b')).toBe(-1) // not a number: compared as text
    expect(compareIds('b', 'a')).toBe(1)
  })
})

describe('per-configuration statistics', () => {
  test('counts, rates, means, cost and tool reliability; skipped runs do not count for reliability', () => {
    const runs = [
      run('p', 1, 'with_skill', 1, true, { timeSeconds: 4, tokens: 10, costUsd: 0.25 }),
      run('p', 1, 'with_skill', 2, false, { timeSeconds: 8, tokens: 30, costUsd: 0.5, toolErrors: 1, passed: 0, total: 0 }),
      run('p', 2, 'with_skill', 1, false, { grade: 'error', apiError: true, costUsd: null }),
      run('p', 2, 'with_skill', 2, false, { grade: 'skipped', toolErrors: 3 }),
      run('p', 3, 'with_skill', 1, false, { grade: 'inconclusive' }),
    ]
    expect(configurationStats(runs)).toEqual({
      runs: 5, graded: 2, passed: 1, failed: 1, inconclusive: 1, errors: 1, skipped: 1,
      pass_rate: 0.5, pass_rate_ci: configurationStats(runs).pass_rate_ci, assertion_pass_rate: 0.5,
      mean_time_seconds: 6, mean_tokens: 20, cost_usd: 0.77, cost_complete: false, tool_reliability: 0.5,
    })
    expect(configurationStats(runs).pass_rate_ci).toMatchObject({ level: 0.95 })
  })
  test('nothing graded: rates and means null, reliability over the runs considered; all costs known', () => {
    const runs = [run('p', 1, 'with_skill', 1, false, { grade: 'error' }), run('p', 1, 'with_skill', 2, false, { grade: 'inconclusive' })]
    expect(configurationStats(runs)).toMatchObject({
      graded: 0, pass_rate: null, pass_rate_ci: null, assertion_pass_rate: null, mean_time_seconds: null, mean_tokens: null, cost_usd: 0.02, cost_complete: true, tool_reliability: 1,
    })
    expect(configurationStats([run('p', 1, 'with_skill', 1, false, { grade: 'skipped', costUsd: null })])).toMatchObject({ tool_reliability: null, cost_usd: null, cost_complete: false })
  })
})

describe('the unpaired comparison with a benchmark record', () => {
  const o = { alpha: 0.05, minDrop: 0.05, label: 'bench x' }
  const rec = (passRate: number | null, passed: number | null, graded: number | null, metric: HistorySkill['metric'] = 'runs'): HistorySkill => ({ name: 's', passRate, metric, passed, graded, evals: null })
  test('Fisher exact one-sided p-values (hypergeometric sums)', () => {
    const a = fisherOneSided(1, 4, 4, 4) // P(X ≤ 1) with 5 passes in 8 runs: 4/56
    expect(a.pLess).toBeCloseTo(4 / 56, 12)
    expect(a.pGreater).toBeCloseTo(1, 12)
    const b = fisherOneSided(3, 4, 1, 4) // 4 passes in 8: P(X ≥ 3) = 17/70
    expect(b.pGreater).toBeCloseTo(17 / 70, 12)
    expect(b.pLess).toBeCloseTo(69 / 70, 12)
    expect(fisherOneSided(2, 4, 2, 4).pLess).toBeCloseTo(53 / 70, 12)
  })
  test('no graded runs: inconclusive, nothing computed', () => {
    expect(compareWithBenchmark(0, 0, rec(0.8, 8, 10), o)).toEqual({
      verdict: 'inconclusive', head_rate: 0, base_rate: 0.8, delta: 0, p_value: 1, ci_low: -1, ci_high: 1, ci_level: 0.9, method: 'none',
      reason: 'no graded runs with the skill to compare with bench x', n_evals: 0, excluded: [],
    })
    expect(compareWithBenchmark(0, 0, rec(null, null, null), { ...o, alpha: 0.1 })).toMatchObject({ base_rate: 0, ci_level: 0.8 })
  })
  test('a significant drop ≥ min-drop against run counts: regression, with the reason in words', () => {
    const c = compareWithBenchmark(2, 10, rec(0.9, 18, 20), o)
    expect(c).toMatchObject({
      verdict: 'regression', head_rate: 0.2, base_rate: 0.9, delta: -0.7, ci_low: -0.8472, ci_high: -0.3945, ci_level: 0.9, n_evals: 0, excluded: [],
      method: 'one-sided Fisher exact test on run counts, unpaired, α = 0.05',
      reason: 'head 20% (2/10 runs) vs bench x 90% (18/20) (−70 pts), unpaired; one-sided p < 0.001 < 0.05 and the drop is ≥ 5 pts: regression',
    })
    expect(c.p_value).toBeCloseTo(fisherOneSided(2, 10, 18, 20).pLess, 12)
  })
  test('a significant gain: improvement', () => {
    const c = compareWithBenchmark(20, 20, rec(0.5, 10, 20), o)
    expect(c).toMatchObject({ verdict: 'improvement', delta: 0.5, ci_low: 0.2903, ci_high: 0.6726 })
    expect(c.reason).toBe('head 100% (20/20 runs) vs bench x 50% (10/20) (+50 pts), unpaired; one-sided p < 0.001 < 0.05 and the gain is ≥ 5 pts: improvement')
    expect(c.p_value).toBeCloseTo(fisherOneSided(20, 20, 10, 20).pGreater, 12)
  })
  test('a tight interval inside ±min-drop: no meaningful change; a wide one: inconclusive', () => {
    const same = compareWithBenchmark(500, 1000, rec(0.5, 500, 1000), o)
    expect(same).toMatchObject({ verdict: 'no_change', ci_low: -0.0367, ci_high: 0.0367 })
    expect(same.reason).toBe('head 50% (500/1000 runs) vs bench x 50% (500/1000) (±0 pts), unpaired; 90% CI [−4, +4] pts lies within ±5 pts: no meaningful change')
    const f = fisherOneSided(500, 1000, 500, 1000)
    expect(same.p_value).toBeCloseTo(Math.min(f.pLess, f.pGreater), 12)
    const wide = compareWithBenchmark(19, 20, rec(0.95, 95, 100), o)
    expect(wide.reason).toBe('head 95% (19/20 runs) vs bench x 95% (95/100) (±0 pts), unpaired; one-sided p = 0.67: the data cannot tell (90% CI [−15, +6] pts)')
    expect(wide.verdict).toBe('inconclusive')
    // a larger min-drop turns the same data into no change
    expect(compareWithBenchmark(19, 20, rec(0.95, 95, 100), { ...o, minDrop: 0.2 }).verdict).toBe('no_change')
  })
  test('a significant drop smaller than min-drop is not a regression', () => {
    const c = compareWithBenchmark(2, 10, rec(0.9, 18, 20), { ...o, minDrop: 0.75 })
    expect(c.verdict).toBe('inconclusive')
    expect(compareWithBenchmark(2, 10, rec(0.9, 18, 20), { ...o, minDrop: 0.7 }).verdict).toBe('regression') // exactly the min-drop counts
    expect(compareWithBenchmark(20, 20, rec(0.5, 10, 20), { ...o, minDrop: 0.5 }).verdict).toBe('improvement')
    expect(compareWithBenchmark(20, 20, rec(0.5, 10, 20), { ...o, minDrop: 0.51 }).verdict).toBe('inconclusive')
  })
  test('only a rate recorded: exact binomial test against it; an assertion-level mean says so', () => {
    const drop = compareWithBenchmark(5, 10, rec(1, null, null), o)
    expect(drop).toMatchObject({
      verdict: 'regression', p_value: 0, ci_low: -0.7307, ci_high: -0.2693,
      method: 'one-sided exact binomial test against the recorded rate, unpaired, α = 0.05',
      reason: 'head 50% (5/10 runs) vs bench x 100% (−50 pts), unpaired; one-sided p < 0.001 < 0.05 and the drop is ≥ 5 pts: regression',
    })
    const top = compareWithBenchmark(10, 10, rec(1, null, null, 'assertions'), o)
    expect(top).toMatchObject({ verdict: 'inconclusive', p_value: 1, ci_low: -0.2129, ci_high: 0 })
    expect(top.reason).toBe('head 100% (10/10 runs) vs bench x 100% (assertion-level mean) (±0 pts), unpaired; one-sided p = 1.0: the data cannot tell (90% CI [−21, ±0] pts)')
    const gain = compareWithBenchmark(3, 10, rec(0, null, null), o)
    expect(gain).toMatchObject({ verdict: 'improvement', p_value: 0, ci_low: 0.1269, ci_high: 0.5583 })
    expect(compareWithBenchmark(0, 10, rec(0, null, null), o)).toMatchObject({ verdict: 'inconclusive', p_value: 1, ci_low: 0, ci_high: 0.2129 })
    // counts of 0 graded runs are no counts: the rate is used
    const zero = compareWithBenchmark(9, 10, rec(0.9, 0, 0), o)
    expect(zero.method).toMatch(/binomial/)
    expect(zero.p_value).toBeCloseTo(0.6513215599, 8)
    expect(zero.reason).toBe('head 90% (9/10 runs) vs bench x 90% (±0 pts), unpaired; one-sided p = 0.65: the data cannot tell (90% CI [−25, +8] pts)')
  })
  test('a rate strictly between 0 and 1 sums the binomial tails', () => {
    // Bin(4, 0.5): P(X ≤ 1) = 5/16
    const c = compareWithBenchmark(1, 4, rec(0.5, null, null), o)
    expect(c.p_value).toBeCloseTo(5 / 16, 12)
    // P(X ≥ 3) = 5/16
    expect(compareWithBenchmark(3, 4, rec(0.5, null, null), o).p_value).toBeCloseTo(5 / 16, 12)
  })
})

describe('flags, gates and confidence of a skill', () => {
  test('flags in order: changed, removed, added, unpaired, missing critical, incomplete traces, too few evals', () => {
    const head = [...grid('plan', [1, 2, 3, 5], 'with_skill', 1, () => true), run('plan', 3, 'with_skill', 2, false, { grade: 'error' }), run('plan', 2, 'with_skill', 2, true, { apiError: true })]
    const base = grid('plan', [1, 2, 3, 4], 'with_skill', 1, () => true).map((r) => (r.evalId === 2 ? { ...r, definitionHash: 'old' } : r))
    const evals = [info('plan', '1', 'h1'), info('plan', '2', 'h2'), info('plan', '3', 'h3'), info('plan', '5', 'h5'), info('plan', '6', 'h6', true)]
    const baseEvals = [info('plan', '1', 'h1'), info('plan', '2', 'h2'), info('plan', '3', 'hX'), info('plan', '4', 'h4', true), info('plan', '7', 'h7')]
    const k = aggregate(input([...head], { baseRuns: base, evals, baseEvals })).skills[0]!
    expect(k.eval_changes).toMatchObject({ changed: ['2', '3'], added: ['5', '6'], removed: ['4', '7'], removed_critical: ['4'], unpaired: ['4', '5'], not_run: ['6'] })
    expect(k.eval_changes.flags).toEqual([
      'changed expectations: 2 evals changed against the base (2, 3)',
      '2 evals removed since the base (4, 7)',
      '2 evals added since the base (5, 6)',
      'different eval sets: 2 evals run on one side only (4, 5)',
      'missing critical evals: 6, 4',
      'incomplete traces: 2 runs with the skill ended in an error',
      'too few evals: 4 (a paired test needs at least 5 evals changing the same way to reach p < 0.05)',
    ])
    const ag = k.gates.find((g) => g.id === 'anti-gaming')!
    expect(ag.evals).toEqual(['2', '3', '4', '7', '5', '6'])
  })
  test('singular flags', () => {
    const head = [...grid('plan', [1, 2, 3, 4, 5, 6], 'with_skill', 1, () => true), run('plan', 6, 'with_skill', 2, false, { grade: 'error' })]
    const base = grid('plan', [1, 2, 3, 4, 5, 7], 'with_skill', 1, () => true).map((r) => (r.evalId === 2 ? { ...r, definitionHash: 'old' } : r))
    const evals = [1, 2, 3, 4, 5, 6].map((i) => info('plan', String(i), `h${i}`))
    const baseEvals = [1, 2, 3, 4, 5, 7].map((i) => info('plan', String(i), `h${i}`))
    const k = aggregate(input(head, { baseRuns: base, evals, baseEvals })).skills[0]!
    expect(k.eval_changes.flags).toEqual([
      'changed expectations: 1 eval changed against the base (2)',
      '1 eval removed since the base (7)',
      '1 eval added since the base (6)',
      'different eval sets: 2 evals run on one side only (6, 7)',
      'incomplete traces: 1 run with the skill ended in an error',
    ])
  })
  test('a critical eval in the repo that has runs on no side is "critical but not run"; no base needed', () => {
    const runs = grid('plan', [1, 2, 3], 'with_skill', 1, () => true)
    const k = aggregate(input(runs, { evals: [info('plan', '1', 'h1'), info('plan', '2', 'h2'), info('plan', '3', 'h3'), info('plan', '9', 'h9', true)] })).skills[0]!
    expect(k.eval_changes.not_run).toEqual(['9'])
    expect(k.gates.find((g) => g.id === 'anti-gaming')).toMatchObject({ status: 'warn', evals: ['9'] })
    expect(k.eval_changes.flags).toEqual(['missing critical evals: 9'])
    // without the repo's evals (no base either) the gate has nothing to compare
    expect(aggregate(input(runs)).skills[0]!.gates.find((g) => g.id === 'anti-gaming')!.status).toBe('skip')
  })
  test('release inputs: the critical pass rate over graded critical runs, tool problems over runs not skipped', () => {
    const runs = [
      ...grid('plan', [1, 2, 3, 4, 5], 'with_skill', 2, (id, t) => !(id === 1 && t === 2)),
      run('plan', 1, 'with_skill', 3, false, { grade: 'skipped', toolErrors: 2 }),
      run('plan', 2, 'with_skill', 3, true, { toolErrors: 1 }),
      run('plan', 3, 'with_skill', 3, false, { grade: 'error', apiError: true }),
    ]
    const k = aggregate(input(runs, {}, { critical: ['plan/1', 'plan/2'], riskLevel: 'medium' })).skills[0]!
    const crit = k.gates.find((g) => g.id === 'release.critical')!
    expect(crit).toMatchObject({ actual: 0.8, message: "Critical pass rate of 'plan' is 80% on 2 critical evals (medium risk: 100%)" })
    const tool = k.gates.find((g) => g.id === 'release.tool-reliability')!
    expect(tool.message).toBe("Tool reliability of 'plan' is 83%: 2 of 12 runs had a tool or API error (medium risk: at least 95%)")
    expect(k.gates.find((g) => g.id === 'data')!.message).toBe("'plan' has 11 graded runs with the skill.")
  })
  test('coverage findings of this skill give it a coverage gate; other skills’ findings do not', () => {
    const runs = grid('plan', [1, 2, 3], 'with_skill', 1, () => true)
    const findings = [
      { severity: 'warning' as const, file: 'x', rule: 'coverage.few-evals', message: "Tier 1 skill 'plan' has only 3 evals" },
      { severity: 'error' as const, file: 'x', rule: 'skill.name', message: "skill 'plan' is misnamed" },
      { severity: 'error' as const, file: 'x', rule: 'coverage.no-evals', message: "Skill 'other' has no eval entries" },
    ]
    const s = aggregate(input(runs, { findings }))
    expect(s.skills[0]!.gates.filter((g) => g.id === 'coverage')).toEqual([{ id: 'coverage', skill: 'plan', status: 'warn', message: "Tier 1 skill 'plan' has only 3 evals" }])
    expect(s.gates.filter((g) => g.id === 'coverage' && g.skill === undefined)).toEqual([{ id: 'coverage', status: 'fail', message: "Skill 'other' has no eval entries" }])
    expect(s.verdict).toBe('no_go')
    expect(s.skills[0]!.verdict).toBe('conditional_go')
    expect(aggregate(input(runs)).gates.some((g) => g.id === 'coverage')).toBe(false)
  })
  test('confidence of a skill: its graded evals and runs, the undecided share over both sides', () => {
    const runs = [
      ...grid('plan', [1, 2, 3, 4, 5], 'with_skill', 3, () => true),
      ...grid('plan', [1, 2, 3, 4, 5], 'old_skill', 3, () => true),
      run('plan', 6, 'with_skill', 1, false, { grade: 'error' }),
      run('plan', 6, 'old_skill', 1, true),
      run('plan', 7, 'old_skill', 1, false, { grade: 'skipped' }),
    ]
    const k = aggregate(input(runs)).skills[0]!
    expect(k.confidence_detail.reasons.slice(0, 2)).toEqual([
      'suite size: 5 evals, 15 graded runs with the skill (confidence high)',
      'runs with a pass/fail grade: 31 of 33 (2 errored, inconclusive or skipped) (confidence high)',
    ])
    expect(k.confidence_detail.matching).toBe('medium') // 5 of 6 evals paired
    expect(k.confidence_detail.reasons[2]).toBe('matching: 83% of the evals paired, 0 changed or removed (confidence medium)')
  })
})

describe('the repo: skills order, verdict, confidence, totals, settings', () => {
  test('skills by tier then name; the repo verdict is the worst; totals count the latest iteration only', () => {
    const runs = [
      ...grid('spec', [1, 2, 3], 'with_skill', 1, () => false),
      ...grid('zeta', [1, 2, 3, 4, 5], 'with_skill', 1, () => true),
      ...grid('plan', [1, 2, 3, 4, 5], 'with_skill', 1, () => true),
      ...grid('plan', [1, 2], 'with_skill', 1, () => false).map((r) => ({ ...r, iteration: 0 })),
      run('plan', 1, 'without_skill', 1, false, { grade: 'skipped' }),
      run('plan', 2, 'without_skill', 1, false, { grade: 'inconclusive' }),
      run('plan', 3, 'without_skill', 1, false, { grade: 'error' }),
    ]
    const s = aggregate(input(runs, {}, { gates: { release: 'off' } }))
    expect(s.skills.map((k) => k.name)).toEqual(['plan', 'zeta', 'spec'])
    expect(s.verdict).toBe('conditional_go')
    expect(s.totals).toEqual({ skills: 3, evals: 13, runs: 16, graded: 13, passed: 10, failed: 3, inconclusive: 1, errors: 1, skipped: 1, cost_usd: 0.16 })
    expect(s.reasons).toEqual(["Tier 2 skill 'spec' pass rate is 0% (threshold: 80%)"])
  })
  test('no runs at all: a data warning, low confidence, no costs', () => {
    const s = aggregate(input([]))
    expect(s.gates).toEqual([{ id: 'data', status: 'warn', message: 'No graded runs: nothing to aggregate.' }])
    expect(s.verdict).toBe('conditional_go')
    expect(s.confidence_detail.matching).toBe('low')
    expect(s.confidence).toBe('low')
    expect(s.totals.cost_usd).toBeNull()
    expect(s.sources).toEqual({ results: null, base: null, history: [] })
  })
  test('repo confidence: totals for size and undecided share (old_skill runs only from the same job), the weakest matching, never above the least certain skill', () => {
    const runs = [
      ...grid('plan', [1, 2, 3, 4, 5, 6], 'with_skill', 3, () => true),
      ...grid('plan', [1, 2, 3, 4, 5, 6], 'old_skill', 3, () => true),
      run('plan', 6, 'old_skill', 4, false, { grade: 'error' }),
      ...grid('zeta', [1, 2], 'with_skill', 1, () => true),
      run('zeta', 3, 'with_skill', 1, false, { grade: 'inconclusive' }),
    ]
    const s = aggregate(input(runs))
    expect(s.confidence_detail.reasons).toEqual([
      'suite size: 8 evals, 20 graded runs with the skill (confidence high)',
      'runs with a pass/fail grade: 38 of 40 (2 errored, inconclusive or skipped) (confidence high)',
      'matching: the weakest of the skills (confidence medium)',
      "skills: the lowest of the skills' own confidences (zeta: confidence low)",
    ])
    // Issue 34: the repo checks alone say medium, but zeta (2 evals) is low: the repo is never more certain than its least certain skill.
    expect(s.skills.map((k) => [k.name, k.confidence])).toEqual([['plan', 'high'], ['zeta', 'low']])
    expect(s.confidence_detail).toMatchObject({ suite_size: 'high', matching: 'medium', inconclusive_share: 0.05, level: 'low' })
    expect(s.confidence).toBe('low')
    // the same job's comparison alone is high
    const one = aggregate(input(grid('plan', [1, 2, 3, 4, 5, 6], 'with_skill', 3, () => true).concat(grid('plan', [1, 2, 3, 4, 5, 6], 'old_skill', 3, () => true))))
    expect(one.confidence_detail).toMatchObject({ matching: 'high', level: 'high' })
    // many undecided runs lower the repo level
    const shaky = aggregate(input([...grid('plan', [1, 2, 3, 4, 5, 6], 'with_skill', 3, () => true), ...grid('plan', [7, 8], 'with_skill', 2, () => false, { grade: 'error' })].concat(grid('plan', [1, 2, 3, 4, 5, 6], 'old_skill', 3, () => true))))
    expect(shaky.confidence_detail.inconclusive_share).toBe(0.1)
    expect(shaky.confidence).toBe('high')
    const shakier = aggregate(input([...grid('plan', [1, 2, 3, 4, 5, 6], 'with_skill', 3, () => true), ...grid('plan', [7, 8, 9], 'with_skill', 3, () => false, { grade: 'error' })].concat(grid('plan', [1, 2, 3, 4, 5, 6], 'old_skill', 3, () => true))))
    expect(shakier.confidence).toBe('medium')
    const shakiest = aggregate(input([...grid('plan', [1, 2, 3, 4, 5, 6], 'with_skill', 3, () => true), ...grid('plan', [7, 8, 9, 10, 11], 'with_skill', 3, () => false, { grade: 'error' })].concat(grid('plan', [1, 2, 3, 4, 5, 6], 'old_skill', 3, () => true))))
    expect(shakiest.confidence).toBe('low')
  })
  test('settings as written into summary.json; sources given', () => {
    const s = aggregate(input(grid('plan', [1], 'with_skill', 1, () => true), { sources: { results: '/r', base: '/b', history: ['h.json'] } }, { riskLevel: 'high', minDrop: 0.1 }))
    expect(s.settings).toEqual({
      alpha: 0.05, min_drop: 0.1, tier_thresholds: { '1': 0.8, '2': 0.8, '3': 0.8 },
      release_thresholds: { overall: 0.98, critical: 1, tool_reliability: 0.98 }, human_review_recommended: true,
    })
    expect(s.risk_level).toBe('high')
    expect(s.sources).toEqual({ results: '/r', base: '/b', history: ['h.json'] })
    expect(s.generated_at).toBe('2026-02-01T00:00:00.000Z')
  })
  test('a skill: model, path and tier from the repo, cost with the judge, the latest iteration', () => {
    const runs = [
      ...grid('plan', [1, 2], 'with_skill', 1, () => true, { iteration: 2, judgeCostUsd: 0.1 }),
      ...grid('plan', [1, 2], 'with_skill', 1, () => false, { iteration: 1 }),
      run('plan', 3, 'with_skill', 1, true, { iteration: 2, model: 'other', costUsd: null }),
    ]
    const s = aggregate(input(runs, { skills: [{ name: 'plan', tier: 3, path: 'skills/plan' }] }))
    const k = s.skills[0]!
    expect(k).toMatchObject({ tier: 3, path: 'skills/plan', iteration: 2, evals: 3, model: 'm, other', cost_usd: 0.22 })
    expect(aggregate(input(grid('plan', [1], 'with_skill', 1, () => true))).skills[0]).toMatchObject({ model: 'm', path: null, tier: 1, cost_usd: 0.01 })
    const noCost = aggregate(input(grid('plan', [1], 'with_skill', 1, () => true, { costUsd: null })))
    expect(noCost.skills[0]!.cost_usd).toBeNull()
    expect(noCost.totals.cost_usd).toBeNull()
    const judgeOnly = aggregate(input(grid('plan', [1], 'with_skill', 1, () => true, { costUsd: null, judgeCostUsd: 0.5 })))
    expect(judgeOnly.skills[0]!.cost_usd).toBe(0.5)
    const noWs = aggregate(input(grid('plan', [1], 'without_skill', 1, () => true)))
    expect(noWs.skills[0]!.model).toBeNull()
  })
})

describe('benchmark.json per skill and iteration', () => {
  test('grouped, the most common model, the most trials, sorted by skill then iteration', () => {
    const runs = [
      ...grid('b', [2, 1], 'with_skill', 2, () => true, { model: 'x' }),
      run('b', 1, 'with_skill', 3, true, { model: 'y' }),
      ...grid('a', [1], 'with_skill', 1, () => true, { iteration: 2 }),
      ...grid('a', [1], 'with_skill', 1, () => true, { iteration: 1 }),
    ]
    const out = benchmarks({ runs, generatedAt: '2026-02-01T00:00:00.000Z', config: { tierSettings: TIERS, riskLevel: 'low', judgeModel: 'j' }, skills: [{ name: 'b', tier: 1, path: 'skills/b' }] })
    expect(out.map((b) => [b.skill, b.iteration])).toEqual([['a', 1], ['a', 2], ['b', 1]])
    const b = out[2]!.benchmark
    expect(b.metadata).toMatchObject({ skill_name: 'b', skill_path: 'skills/b', executor_model: 'x', analyzer_model: 'j', timestamp: '2026-02-01T00:00:00.000Z', runs_per_configuration: 3 })
    expect(b.runs.map((r) => r.eval_id)).toEqual([1, 1, 1, 2, 2])
    expect(out[0]!.benchmark.metadata).toMatchObject({ skill_path: '', analyzer_model: 'j' })
    const noJudge = benchmarks({ runs: runs.slice(-1), generatedAt: '', config: { tierSettings: TIERS, riskLevel: 'low' } })
    expect(noJudge[0]!.benchmark.metadata).toMatchObject({ skill_name: 'a', analyzer_model: '', skill_path: '', runs_per_configuration: 1 })
    expect(benchmarks({ runs: [], generatedAt: '', config: { tierSettings: TIERS, riskLevel: 'low' } })).toEqual([])
  })
})
