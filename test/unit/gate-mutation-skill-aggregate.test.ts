/**
 * One skill's part of summary.json as the aggregate stage (src/gate/index.ts, `aggregateSkill`)
 * builds it, for what its complete Stryker run left untested (issue 23): each eval's outcome,
 * trials, name and definition hash, the seed of the Monte-Carlo tests, the base side (old_skill
 * runs of the same job, a base results folder, a benchmark record), which evals are paired and
 * which got worse, the critical regression, the flags, the inputs of the data, release and
 * coverage gates, the matching confidence and the flaky evals.
 */
import { describe, test, expect } from '@jest/globals'
import { aggregate } from '../../src/gate/index.js'
import { upliftOverBaseline } from '../../src/aggregate/stats.js'
import type { HistoryEntry, HistorySkill } from '../../src/aggregate/history.js'
import type { AggregateInput, AggregateRun, EvalInfo } from '../../src/aggregate/types.js'
import type { Configuration, Finding } from '../../src/types.js'

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
const skillOf = (runs: AggregateRun[], extra: Partial<AggregateInput> = {}, config: object = {}) => aggregate(input(runs, extra, config)).skills[0]!
const noHash = (r: AggregateRun): AggregateRun => {
  const { definitionHash: _, ...rest } = r
  return rest
}

describe("each eval's result", () => {
  test('an eval whose undecided trial errored or was skipped ends in error; one whose undecided trial was inconclusive ends inconclusive', () => {
    const runs = [
      run('plan', 1, 'with_skill', 1, true), run('plan', 1, 'with_skill', 2, false), run('plan', 1, 'with_skill', 3, false, { grade: 'error' }),
      run('plan', 2, 'with_skill', 1, true), run('plan', 2, 'with_skill', 2, false), run('plan', 2, 'with_skill', 3, false, { grade: 'skipped' }),
      run('plan', 3, 'with_skill', 1, true), run('plan', 3, 'with_skill', 2, false), run('plan', 3, 'with_skill', 3, false, { grade: 'inconclusive' }),
    ]
    const k = skillOf(runs)
    expect(k.eval_results.map((e) => [e.id, e.configurations.with_skill!.outcome])).toEqual([['1', 'error'], ['2', 'error'], ['3', 'inconclusive']])
    expect(k.eval_results[0]!.configurations.with_skill).toEqual({ trials: 3, graded: 2, passed: 1, outcome: 'error', runs: ['pass', 'fail', 'error'] })
  })

  test("an eval's trials are listed in trial order whatever order their runs come in", () => {
    const runs = [run('plan', 1, 'with_skill', 3, false, { grade: 'error' }), run('plan', 1, 'with_skill', 1, true), run('plan', 1, 'with_skill', 2, false)]
    expect(skillOf(runs).eval_results[0]!.configurations.with_skill!.runs).toEqual(['pass', 'fail', 'error'])
  })

  test('evals are listed by id (numbers numerically) whatever order their runs come in', () => {
    const runs = [...grid('plan', [10], 'with_skill', 1, () => true), ...grid('plan', [2], 'with_skill', 1, () => true), ...grid('plan', [1], 'with_skill', 1, () => false)]
    const k = skillOf(runs)
    expect(k.eval_results.map((e) => e.id)).toEqual(['1', '2', '10'])
    expect(k.evals).toBe(3)
  })

  test('each eval carries the name of its own runs', () => {
    const runs = [...grid('plan', [1, 2], 'with_skill', 1, () => true), run('plan', 3, 'with_skill', 1, true, { evalName: 'writes the plan' })]
    expect(skillOf(runs).eval_results.map((e) => e.name)).toEqual(['e1', 'e2', 'writes the plan'])
  })
})

describe('the definition hash shown per eval', () => {
  test("the hash its runs recorded, else the repository's, else none", () => {
    const runs = [
      run('plan', 1, 'with_skill', 1, true, { definitionHash: 'recorded1' }),
      noHash(run('plan', 2, 'with_skill', 1, true)),
      noHash(run('plan', 3, 'with_skill', 1, true)),
    ]
    const evals = [info('plan', '1', 'repo1'), info('plan', '2', 'repo2')]
    expect(skillOf(runs, { evals }).eval_results.map((e) => e.definition_hash)).toEqual(['recorded1', 'repo2', null])
    expect(skillOf(runs).eval_results.map((e) => e.definition_hash)).toEqual(['recorded1', null, null])
  })

  test('the hash of the first run that recorded one: a later trial without a hash or with another hash does not replace it', () => {
    const runs = [
      run('plan', 1, 'with_skill', 1, true, { definitionHash: 'a' }),
      noHash(run('plan', 1, 'with_skill', 2, false, { grade: 'error', apiError: true })),
      run('plan', 2, 'with_skill', 1, true, { definitionHash: 'b' }),
      run('plan', 2, 'with_skill', 2, true, { definitionHash: 'c' }),
    ]
    const evals = [info('plan', '1', 'repo1'), info('plan', '2', 'repo2')]
    expect(skillOf(runs, { evals }).eval_results.map((e) => e.definition_hash)).toEqual(['a', 'b'])
  })
})

describe('the seed of the run decides the Monte-Carlo p-values', () => {
  // Trial counts whose least common multiple passes 1e6: the sign-flip test draws 20,000 seeded samples.
  const trials = [16, 9, 5, 7, 11, 13, 17]
  const outcomes = (f: (t: number) => boolean) => Object.fromEntries(trials.map((n, i) => [String(i + 1), Array.from({ length: n }, (_, t) => f(t))]))
  const head = (t: number) => t % 3 !== 0
  const base = (t: number) => t % 2 === 0
  const runsOf = (c: Configuration, f: (t: number) => boolean) =>
    trials.flatMap((n, i) => Array.from({ length: n }, (_, t) => run('plan', i + 1, c, t + 1, f(t))))

  test('the uplift over the baseline uses the given seed', () => {
    const runs = [...runsOf('with_skill', head), ...runsOf('without_skill', base)]
    for (const seed of [1, 2]) {
      const direct = upliftOverBaseline(outcomes(head), outcomes(base), { seed })
      const uplift = skillOf(runs, { seed }).uplift!
      expect(uplift.method).toMatch(/^Monte-Carlo sign-flip/)
      expect(uplift.p_sign_flip).toBe(direct.pSignFlip)
    }
    expect(upliftOverBaseline(outcomes(head), outcomes(base), { seed: 1 }).pSignFlip).not.toBe(upliftOverBaseline(outcomes(head), outcomes(base), {}).pSignFlip)
  })

  test('head vs base uses the given seed: two seeds, two Monte-Carlo p-values', () => {
    const runs = [...runsOf('with_skill', head), ...runsOf('old_skill', base)]
    const a = skillOf(runs, { seed: 1 }).head_vs_base!
    const b = skillOf(runs, { seed: 2 }).head_vs_base!
    const none = skillOf(runs).head_vs_base!
    expect(a.method).toMatch(/^Monte-Carlo sign-flip/)
    expect(a.p_sign_flip).not.toBe(b.p_sign_flip)
    expect(a.p_sign_flip).not.toBe(none.p_sign_flip)
    expect(skillOf(runs, { seed: 1 }).head_vs_base!.p_sign_flip).toBe(a.p_sign_flip)
  })
})

describe('head vs base: the base side and the pairing', () => {
  test("a base results folder's with-skill runs are the base; its runs without the skill are not", () => {
    const head = grid('plan', [1, 2, 3, 4, 5], 'with_skill', 1, () => true)
    const baseRuns = [...grid('plan', [1, 2, 3, 4, 5], 'with_skill', 1, () => true), ...grid('plan', [1, 2, 3, 4, 5], 'without_skill', 1, () => false)]
    const hvb = skillOf(head, { baseRuns }).head_vs_base!
    expect(hvb).toMatchObject({ source: 'base_results', base_rate: 1, delta: 0, n_evals: 5, worsened: [] })
  })

  test('the base label: "old_skill runs" for the same job, the given label or "base results" for a base folder', () => {
    const head = grid('plan', [1, 2, 3, 4, 5], 'with_skill', 1, () => true)
    const base = grid('plan', [1, 2, 3, 4, 5], 'with_skill', 1, () => true)
    expect(skillOf([...head, ...grid('plan', [1, 2, 3, 4, 5], 'old_skill', 1, () => true)]).head_vs_base!.base_label).toBe('old_skill runs')
    expect(skillOf(head, { baseRuns: base }).head_vs_base!.base_label).toBe('base results')
    expect(skillOf(head, { baseRuns: base, baseLabel: 'main@1a2b3c' }).head_vs_base!.base_label).toBe('main@1a2b3c')
  })

  test('head and base runs of an eval whose definition hash is recorded on one side only are paired', () => {
    const head = grid('plan', [1, 2, 3, 4, 5], 'with_skill', 1, () => true)
    const older = grid('plan', [1, 2, 3, 4, 5], 'with_skill', 1, () => true).map(noHash)
    const k = skillOf(head, { baseRuns: older })
    expect(k.eval_changes.changed).toEqual([])
    expect(k.head_vs_base).toMatchObject({ n_evals: 5, excluded: [] })
    const k2 = skillOf(head.map(noHash), { baseRuns: grid('plan', [1, 2, 3, 4, 5], 'with_skill', 1, () => true) })
    expect(k2.eval_changes.changed).toEqual([])
    expect(k2.head_vs_base!.n_evals).toBe(5)
  })

  test('the evals that got worse are listed by id whatever order their runs come in', () => {
    const head = [...grid('plan', [10], 'with_skill', 1, () => false), ...grid('plan', [2], 'with_skill', 1, () => false), ...grid('plan', [1, 3, 4], 'with_skill', 1, () => true)]
    const old = grid('plan', [10, 2, 1, 3, 4], 'old_skill', 1, () => true)
    expect(skillOf([...head, ...old]).head_vs_base!.worsened).toEqual(['2', '10'])
  })

  test('an eval that passes 1 of 2 trials against 1 of 1 on the base got worse', () => {
    const head = [run('plan', 1, 'with_skill', 1, true), run('plan', 1, 'with_skill', 2, false), ...grid('plan', [2, 3], 'with_skill', 1, () => true)]
    const old = grid('plan', [1, 2, 3], 'old_skill', 1, () => true)
    expect(skillOf([...head, ...old]).head_vs_base!.worsened).toEqual(['1'])
  })

  test('critical evals that regress make a critical regression even when the skill as a whole does not regress', () => {
    // 1–5 critical, pass → fail; 6–10 fail → pass: no change overall, 5 of 5 critical evals worse (p = 1/32).
    const ws = grid('plan', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 'with_skill', 1, (id) => Number(id) > 5)
    const old = grid('plan', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 'old_skill', 1, (id) => Number(id) <= 5)
    const hvb = skillOf([...ws, ...old], {}, { critical: ['plan/1', 'plan/2', 'plan/3', 'plan/4', 'plan/5'] }).head_vs_base!
    expect(hvb.verdict).not.toBe('regression')
    expect(hvb.critical!.verdict).toBe('regression')
    expect(hvb.critical_regression).toBe(true)
  })

  test('a critical eval that got worse is no critical regression when neither the skill nor its critical evals regress', () => {
    const ws = grid('plan', [1, 2, 3, 4, 5, 6], 'with_skill', 1, (id) => id !== 1)
    const old = grid('plan', [1, 2, 3, 4, 5, 6], 'old_skill', 1, () => true)
    const hvb = skillOf([...ws, ...old], {}, { critical: ['plan/1'] }).head_vs_base!
    expect(hvb.worsened).toEqual(['1'])
    expect(hvb.verdict).not.toBe('regression')
    expect(hvb.critical!.verdict).not.toBe('regression')
    expect(hvb.critical_regression).toBe(false)
  })
})

describe('head vs a benchmark record', () => {
  const rec = (p: Partial<HistorySkill> = {}): HistorySkill => ({ name: 'plan', passRate: 0.9, metric: 'runs', passed: 9, graded: 10, evals: null, ...p })
  const entry = (file: string, skill: HistorySkill): HistoryEntry => ({ file, timestamp: '2026-01-01T00:00:00.000Z', kind: 'benchmark', skills: [skill] })

  test("the head's graded runs and passes against the record, named by its file; unpaired, nothing worsened, no critical part", () => {
    const runs = [...grid('plan', [1, 2, 3], 'with_skill', 1, () => true), run('plan', 4, 'with_skill', 1, false), run('plan', 5, 'with_skill', 1, false, { grade: 'error' })]
    const hvb = skillOf(runs, { history: [entry('evals/benchmarks/2026-01-01.json', rec())] }).head_vs_base!
    expect(hvb).toMatchObject({
      source: 'benchmark', paired: false, base_label: 'evals/benchmarks/2026-01-01.json', worsened: [], critical: null, critical_regression: false,
      head_rate: 0.75, base_rate: 0.9,
    })
    expect(hvb.reason).toMatch(/^head 75% \(3\/4 runs\) vs benchmark 2026-01-01\.json 90% \(9\/10\) \(−15 pts\), unpaired; /)
    const win = skillOf(runs, { history: [entry('evals\\benchmarks\\2026-01-02.json', rec())] }).head_vs_base!
    expect(win.reason).toMatch(/^head 75% \(3\/4 runs\) vs benchmark 2026-01-02\.json 90%/)
  })

  test('a run of several models compares with the newest record of any model', () => {
    const runs = [...grid('plan', [1, 2], 'with_skill', 1, () => true, { model: 'model-a' }), ...grid('plan', [3], 'with_skill', 1, () => true, { model: 'model-b' })]
    const history = [entry('older.json', rec({ model: 'model-a' })), entry('newer.json', rec({ model: 'model-b' }))]
    expect(skillOf(runs, { history }).head_vs_base!.base_label).toBe('newer.json')
    // one model: that model's newest record
    expect(skillOf(runs.slice(0, 2), { history }).head_vs_base!.base_label).toBe('older.json')
  })
})

describe('flags and gate inputs', () => {
  test('a critical eval run only without the skill is a missing critical eval', () => {
    const runs = [...grid('plan', [1, 2, 3], 'with_skill', 1, () => true), run('plan', 4, 'without_skill', 1, true)]
    const k = skillOf(runs, {}, { critical: ['plan/4'] })
    expect(k.eval_changes.flags).toContain('missing critical evals: 4')
    expect(k.gates.find((g) => g.id === 'anti-gaming')).toMatchObject({ evals: ['4'] })
  })

  test('"too few evals" for a paired comparison of fewer than 5 graded evals, not for 5', () => {
    const five = skillOf([...grid('plan', [1, 2, 3, 4, 5], 'with_skill', 1, () => true), ...grid('plan', [1, 2, 3, 4, 5], 'old_skill', 1, () => true)])
    expect(five.eval_changes.flags.filter((f) => f.startsWith('too few evals'))).toEqual([])
    const four = skillOf([...grid('plan', [1, 2, 3, 4], 'with_skill', 1, () => true), ...grid('plan', [1, 2, 3, 4], 'old_skill', 1, () => true)])
    expect(four.eval_changes.flags.filter((f) => f.startsWith('too few evals'))).toHaveLength(1)
  })

  test('the data gate of a skill without graded runs counts its errored, inconclusive and skipped runs', () => {
    const runs = [
      run('plan', 1, 'with_skill', 1, false, { grade: 'error' }), run('plan', 2, 'with_skill', 1, false, { grade: 'error' }),
      run('plan', 3, 'with_skill', 1, false, { grade: 'inconclusive' }),
      run('plan', 4, 'with_skill', 1, false, { grade: 'skipped' }), run('plan', 5, 'with_skill', 1, false, { grade: 'skipped' }), run('plan', 6, 'with_skill', 1, false, { grade: 'skipped' }),
    ]
    expect(skillOf(runs).gates.find((g) => g.id === 'data')).toEqual({
      id: 'data', skill: 'plan', status: 'warn', message: "'plan' has no graded runs with the skill (2 error, 1 inconclusive, 3 skipped): nothing to judge it by.",
    })
  })

  test("the release gate's overall pass rate is the skill's pass rate with the skill", () => {
    const runs = grid('plan', [1, 2, 3, 4], 'with_skill', 1, (id) => id !== 4)
    expect(skillOf(runs).gates.find((g) => g.id === 'release.overall')).toMatchObject({ actual: 0.75, status: 'fail', message: "Overall pass rate of 'plan' is 75% (low risk: at least 90%)" })
  })

  test('findings about the skill that are not coverage findings give it no coverage gate', () => {
    const findings: Finding[] = [{ severity: 'error', file: 'x', rule: 'skill.name', message: "skill 'plan' is misnamed" }]
    expect(skillOf(grid('plan', [1, 2, 3], 'with_skill', 1, () => true), { findings }).gates.filter((g) => g.id === 'coverage')).toEqual([])
  })

  test('matching confidence counts the changed and the removed evals together', () => {
    const ws = grid('plan', [1, 2, 3, 4, 5, 6], 'with_skill', 1, () => true)
    const old = grid('plan', [1, 2, 3, 4, 5, 6], 'old_skill', 1, () => true).map((r) => (r.evalId === 1 || r.evalId === 2 ? { ...r, definitionHash: 'before' } : r))
    const evals = [1, 2, 3, 4, 5, 6].map((i) => info('plan', String(i), `h${i}`))
    const baseEvals = [...evals, info('plan', '7', 'h7')]
    const k = skillOf([...ws, ...old], { evals, baseEvals })
    expect(k.eval_changes).toMatchObject({ changed: ['1', '2'], removed: ['7'] })
    expect(k.confidence_detail.reasons).toContain('matching: 67% of the evals paired, 3 changed or removed (confidence medium)')
  })

  test('without a base, only the runs with the skill count for the undecided share', () => {
    const runs = [...grid('plan', [1, 2, 3], 'with_skill', 1, () => true), run('plan', 4, 'with_skill', 1, false, { grade: 'inconclusive' })]
    expect(skillOf(runs).confidence_detail.reasons[1]).toBe('runs with a pass/fail grade: 3 of 4 (1 errored, inconclusive or skipped) (confidence medium)')
  })

  test('an eval is flaky when its trials with the skill both pass and fail; all-pass, all-fail and undecided evals are not', () => {
    const runs = [
      ...grid('plan', [1], 'with_skill', 2, () => true),
      ...grid('plan', [2], 'with_skill', 2, (_, t) => t === 1),
      ...grid('plan', [3], 'with_skill', 2, () => false),
      run('plan', 4, 'with_skill', 1, false, { grade: 'error' }),
      ...grid('plan', [5], 'without_skill', 2, (_, t) => t === 2),
      ...grid('plan', [6], 'with_skill', 3, (_, t) => t !== 2),
    ]
    expect(skillOf(runs).flags.flaky).toEqual(['2', '6'])
  })
})
