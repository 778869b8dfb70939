/**
 * The gates one by one (src/gate/gates.ts): the status AND the exact message of every branch, as a
 * reader of the PR comment sees them (issue 23: mutation testing of the gate part).
 */
import { describe, test, expect } from '@jest/globals'
import {
  antiGamingGate, coverageGate, criticalEvalsGate, dataGate, findingSkill, pctThreshold, regressionGate, releaseGates, tierThresholdGate,
  type ReleaseInput,
} from '../../src/gate/gates.js'
import { resolveGateSettings } from '../../src/gate/settings.js'
import type { EvalChanges, EvalResult, HeadVsBase } from '../../src/aggregate/types.js'
import type { Finding } from '../../src/types.js'

const TIERS = { 1: { threshold: 0.8, minEvals: 3, maxEvals: 4 }, 2: { threshold: 0.7, minEvals: 2, maxEvals: 3 }, 3: { threshold: 0.6, minEvals: 2, maxEvals: 2 } }
const S = (extra: object = {}) => resolveGateSettings({ tierSettings: TIERS, riskLevel: 'medium', ...extra })

describe('pctThreshold: a threshold as a percent with at most one decimal', () => {
  test('whole, one decimal, and rounded to one decimal', () => {
    expect(pctThreshold(0.8)).toBe('80%')
    expect(pctThreshold(0.975)).toBe('97.5%')
    expect(pctThreshold(0.9999)).toBe('100%')
    expect(pctThreshold(0.12345)).toBe('12.3%')
    expect(pctThreshold(1)).toBe('100%')
  })
})

describe('tier threshold gate', () => {
  test('off: skip, saying which tier is off, with the threshold and rate still reported', () => {
    const g = tierThresholdGate('plan', 2, 0.1, S({ gates: { tierThreshold: { 2: 'off' } } }))
    expect(g).toEqual({ id: 'tier-threshold', skill: 'plan', threshold: 0.7, actual: 0.1, status: 'skip', message: 'Tier 2 threshold gate is off.' })
  })
  test('no graded runs: skip, the pass rate is unknown', () => {
    const g = tierThresholdGate('plan', 1, null, S())
    expect(g).toEqual({
      id: 'tier-threshold', skill: 'plan', threshold: 0.8, actual: null, status: 'skip',
      message: "Tier 1 skill 'plan' has no graded runs; its pass rate is unknown.",
    })
  })
  test('each tier uses its own threshold and mode; exactly at the threshold passes, just below does not', () => {
    expect(tierThresholdGate('a', 3, 0.6, S())).toMatchObject({ status: 'pass', threshold: 0.6, message: "Tier 3 skill 'a' pass rate is 60% (threshold: 60%)" })
    expect(tierThresholdGate('a', 3, 0.59, S())).toMatchObject({ status: 'warn', message: "Tier 3 skill 'a' pass rate is 59% (threshold: 60%)" })
    expect(tierThresholdGate('a', 2, 0.69, S())).toMatchObject({ status: 'warn', threshold: 0.7 })
    expect(tierThresholdGate('a', 1, 0.79, S())).toMatchObject({ status: 'fail', threshold: 0.8 })
    // a rate a floating-point hair below the threshold is not below it
    expect(tierThresholdGate('a', 2, 0.7 - 1e-14, S()).status).toBe('pass')
    expect(tierThresholdGate('a', 1, 0.8 - 1e-6, S()).status).toBe('fail')
  })
  test('defaults: Tier 1 fails, Tiers 2 and 3 warn, threshold 80% when the config gives none', () => {
    const s = resolveGateSettings({ tierSettings: {} as typeof TIERS, riskLevel: 'medium' })
    expect(s.tierThresholds).toEqual({ 1: 0.8, 2: 0.8, 3: 0.8 })
    expect(s.tierThreshold).toEqual({ 1: 'fail', 2: 'warn', 3: 'warn' })
    expect(tierThresholdGate('a', 2, 0.75, s).status).toBe('warn')
  })
})

describe('release gates', () => {
  const r: ReleaseInput = { skill: 'plan', passRate: 0.96, criticalPassRate: 1, criticalEvals: 1, toolReliability: 0.96, runsWithToolProblems: 1, runs: 25 }
  test('off: one skip that says so', () => {
    expect(releaseGates(r, S({ gates: { release: 'off' } }))).toEqual([{ id: 'release.overall', skill: 'plan', status: 'skip', message: 'Release gates are off.' }])
  })
  test('unknown rates skip with their own messages', () => {
    const gs = releaseGates({ ...r, passRate: null, criticalPassRate: null, toolReliability: null }, S())
    expect(gs).toEqual([
      { id: 'release.overall', skill: 'plan', status: 'skip', message: "Overall pass rate of 'plan' is unknown (no graded runs)." },
      { id: 'release.critical', skill: 'plan', status: 'skip', message: "Critical pass rate of 'plan' is unknown (no graded runs of critical evals)." },
      { id: 'release.tool-reliability', skill: 'plan', status: 'skip', message: "Tool reliability of 'plan' is unknown (no runs)." },
    ])
  })
  test('no critical evals: skip; low risk has no tool gate: skip', () => {
    const gs = releaseGates({ ...r, criticalEvals: 0 }, S({ riskLevel: 'low' }))
    expect(gs[1]).toEqual({ id: 'release.critical', skill: 'plan', status: 'skip', message: "'plan' has no critical evals." })
    expect(gs[2]).toEqual({ id: 'release.tool-reliability', skill: 'plan', status: 'skip', message: 'No tool-reliability gate at low risk.' })
  })
  test('passing gates carry the rate, threshold and exact message', () => {
    const gs = releaseGates(r, S())
    expect(gs).toEqual([
      { id: 'release.overall', skill: 'plan', actual: 0.96, threshold: 0.95, status: 'pass', message: "Overall pass rate of 'plan' is 96% (medium risk: at least 95%)" },
      { id: 'release.critical', skill: 'plan', actual: 1, threshold: 1, status: 'pass', message: "Critical pass rate of 'plan' is 100% on 1 critical eval (medium risk: 100%)" },
      {
        id: 'release.tool-reliability', skill: 'plan', actual: 0.96, threshold: 0.95, status: 'pass',
        message: "Tool reliability of 'plan' is 96%: 1 of 25 runs had a tool or API error (medium risk: at least 95%)",
      },
    ])
  })
  test('at exactly each threshold the gate passes; just below it takes the release mode', () => {
    const at = releaseGates({ ...r, passRate: 0.95, criticalPassRate: 1, toolReliability: 0.95 }, S())
    expect(at.map((g) => g.status)).toEqual(['pass', 'pass', 'pass'])
    const below = releaseGates({ ...r, passRate: 0.949, criticalPassRate: 0.99, toolReliability: 0.949 }, S({ gates: { release: 'warn' } }))
    expect(below.map((g) => g.status)).toEqual(['warn', 'warn', 'warn'])
  })
  test('the critical threshold below 100% reads "at least"', () => {
    const g = releaseGates({ ...r, criticalPassRate: 0.9, criticalEvals: 3 }, S({ riskLevel: 'low' }))[1]!
    expect(g).toMatchObject({ status: 'fail', threshold: 0.95, message: "Critical pass rate of 'plan' is 90% on 3 critical evals (low risk: at least 95%)" })
  })
})

describe('critical-evals gate', () => {
  const ev = (id: string, critical: boolean, outcome?: 'pass' | 'fail' | 'error' | 'inconclusive', passed = 0, trials = 3): EvalResult => ({
    id, name: id, critical, definition_hash: null,
    configurations: outcome ? { with_skill: { trials, graded: trials, passed, outcome, runs: [] } } : {},
  })
  test('off: skip with its message, even with a failing critical eval', () => {
    expect(criticalEvalsGate('plan', [ev('1', true, 'fail')], S({ gates: { criticalEvals: 'off' } }))).toEqual({
      id: 'critical-evals', skill: 'plan', status: 'skip', message: 'Critical-evals gate is off.',
    })
  })
  test('no critical evals: skip', () => {
    expect(criticalEvalsGate('plan', [ev('1', false, 'fail')], S())).toEqual({ id: 'critical-evals', skill: 'plan', status: 'skip', message: "'plan' has no critical evals." })
  })
  test('two failing critical evals: plural message listing each with its trials; warn mode applies', () => {
    const evals = [ev('1', true, 'fail', 1), ev('2', true, 'pass', 3), ev('3', true, 'fail', 0, 2)]
    expect(criticalEvalsGate('plan', evals, S())).toEqual({
      id: 'critical-evals', skill: 'plan', status: 'fail', evals: ['1', '3'],
      message: "Critical evals of 'plan' fail with the skill: 1 (1 of 3 trials passed), 3 (0 of 2 trials passed)",
    })
    expect(criticalEvalsGate('plan', evals, S({ gates: { criticalEvals: 'warn' } })).status).toBe('warn')
  })
  test('a failure wins over an undecided eval', () => {
    expect(criticalEvalsGate('plan', [ev('1', true, 'error'), ev('2', true, 'fail')], S())).toMatchObject({ status: 'fail', evals: ['2'] })
  })
  test('undecided: error, inconclusive, or not run at all; plural message, "not run" for a missing configuration', () => {
    const g = criticalEvalsGate('plan', [ev('1', true, 'error', 0), ev('2', true, 'inconclusive', 1), ev('4', true), ev('5', true, 'pass', 3)], S())
    expect(g).toEqual({
      id: 'critical-evals', skill: 'plan', status: 'warn', evals: ['1', '2', '4'],
      message: "Critical evals of 'plan' could not be decided (errors or the skill was not used): 1 (0 of 3 trials passed), 2 (1 of 3 trials passed), 4 (not run)",
    })
    // undecided warns even when the gate's mode is fail (it is not a failure)
    expect(criticalEvalsGate('plan', [ev('2', true, 'inconclusive')], S({ gates: { criticalEvals: 'fail' } })).status).toBe('warn')
  })
  test('all pass: singular and plural', () => {
    expect(criticalEvalsGate('plan', [ev('1', true, 'pass', 3)], S())).toEqual({ id: 'critical-evals', skill: 'plan', status: 'pass', message: "All 1 critical eval of 'plan' pass." })
    expect(criticalEvalsGate('plan', [ev('1', true, 'pass', 3), ev('2', true, 'pass', 2), ev('3', false, 'fail')], S()).message).toBe("All 2 critical evals of 'plan' pass.")
  })
})

describe('regression gate', () => {
  const hb = (p: Partial<HeadVsBase>): HeadVsBase => ({
    verdict: 'no_change', head_rate: 0.8, base_rate: 0.8, delta: 0, p_value: 1, ci_low: -0.1, ci_high: 0.1, ci_level: 0.9, method: 'm', reason: 'why',
    n_evals: 8, excluded: [], source: 'same_job', paired: true, base_label: 'old_skill runs', worsened: [], critical: null, critical_regression: false, ...p,
  })
  test('off and no base: skip with their messages', () => {
    expect(regressionGate('plan', hb({ verdict: 'regression' }), S({ gates: { regression: 'off' } }))).toEqual({ id: 'regression', skill: 'plan', status: 'skip', message: 'Regression gate is off.' })
    expect(regressionGate('plan', null, S())).toEqual({ id: 'regression', skill: 'plan', status: 'skip', message: "No base results for 'plan': regression not checked." })
  })
  test('critical regression: fail with rollback, the critical comparison’s reason, against the named source', () => {
    const crit = { ...hb({}), verdict: 'regression' as const, reason: 'critical reason' }
    const g = regressionGate('plan', hb({ verdict: 'regression', delta: -0.3, worsened: ['2'], critical_regression: true, critical: crit, reason: 'all reason' }), S())
    expect(g).toEqual({
      id: 'regression', skill: 'plan', status: 'fail', rollback: true, actual: -0.3, evals: ['2'],
      message: "Critical regression of 'plan' against the base version (same job): critical reason",
    })
  })
  test('critical regression from the whole suite (the critical-only test is not a regression): the suite’s reason', () => {
    const crit = { ...hb({}), verdict: 'inconclusive' as const, reason: 'critical reason' }
    const g = regressionGate('plan', hb({ verdict: 'regression', source: 'base_results', critical_regression: true, critical: crit, reason: 'all reason' }), S())
    expect(g.message).toBe("Critical regression of 'plan' against the base results: all reason")
    const g2 = regressionGate('plan', hb({ verdict: 'regression', source: 'benchmark', critical_regression: true, critical: null, reason: 'all reason' }), S())
    expect(g2.message).toBe("Critical regression of 'plan' against the latest benchmark: all reason")
  })
  test('critical regression in warn mode: warns, and never rolls back', () => {
    const g = regressionGate('plan', hb({ verdict: 'regression', critical_regression: true }), S({ gates: { regression: 'warn' } }))
    expect(g).toMatchObject({ status: 'warn', rollback: false })
  })
  test('a regression (not critical): the mode, the delta and the worsened evals, no rollback', () => {
    const g = regressionGate('plan', hb({ verdict: 'regression', delta: -0.25, worsened: ['1', '3'], source: 'benchmark', reason: 'r' }), S())
    expect(g).toEqual({ id: 'regression', skill: 'plan', status: 'fail', actual: -0.25, evals: ['1', '3'], message: "Regression of 'plan' against the latest benchmark: r" })
  })
  test('inconclusive with a drop warns; without a drop (or a rise) it passes', () => {
    expect(regressionGate('plan', hb({ verdict: 'inconclusive', delta: -0.1, worsened: ['4'], reason: 'r' }), S())).toEqual({
      id: 'regression', skill: 'plan', status: 'warn', actual: -0.1, evals: ['4'], message: "Possible regression of 'plan' against the base version (same job) (inconclusive): r",
    })
    expect(regressionGate('plan', hb({ verdict: 'inconclusive', delta: 0, reason: 'r' }), S())).toEqual({
      id: 'regression', skill: 'plan', status: 'pass', actual: 0, message: "No regression shown for 'plan' against the base version (same job): r",
    })
  })
  test('improvement and no change pass with their words', () => {
    expect(regressionGate('plan', hb({ verdict: 'improvement', delta: 0.2, reason: 'r' }), S()).message).toBe("Improvement for 'plan' against the base version (same job): r")
    expect(regressionGate('plan', hb({ verdict: 'no_change', reason: 'r', source: 'base_results' }), S()).message).toBe("No meaningful change for 'plan' against the base results: r")
  })
})

describe('anti-gaming gate', () => {
  const none: EvalChanges = { changed: [], added: [], removed: [], removed_critical: [], unpaired: [], not_run: [], flags: [] }
  test('off: skip', () => {
    expect(antiGamingGate('plan', { ...none, changed: ['1'] }, [], S({ gates: { antiGaming: 'off' } }))).toEqual({ id: 'anti-gaming', skill: 'plan', status: 'skip', message: 'Anti-gaming gate is off.' })
  })
  test('no base: skip, unless a critical eval was not run (that needs no base)', () => {
    expect(antiGamingGate('plan', none, [], S(), false)).toEqual({ id: 'anti-gaming', skill: 'plan', status: 'skip', message: "No base to compare the eval set of 'plan' with." })
    expect(antiGamingGate('plan', none, ['7'], S(), false)).toEqual({
      id: 'anti-gaming', skill: 'plan', status: 'warn', evals: ['7'], message: "Evals of 'plan' critical but not run: 7",
    })
  })
  test('matches the base: pass, listing added evals when there are some', () => {
    expect(antiGamingGate('plan', none, [], S())).toEqual({ id: 'anti-gaming', skill: 'plan', status: 'pass', message: "Eval set of 'plan' matches the base." })
    expect(antiGamingGate('plan', { ...none, added: ['8', '9'] }, [], S()).message).toBe("Eval set of 'plan' matches the base (added: 8, 9).")
  })
  test('every kind of change in one message, the evals listed once each', () => {
    const c: EvalChanges = { ...none, changed: ['1', '2'], removed: ['3', '4'], removed_critical: ['4'], unpaired: ['2', '5'], added: ['9'] }
    expect(antiGamingGate('plan', c, ['6'], S())).toEqual({
      id: 'anti-gaming', skill: 'plan', status: 'warn', evals: ['1', '2', '3', '4', '5', '6'],
      message: "Evals of 'plan' changed since the base: 1, 2; removed: 3, 4 (critical: 4); run on one side only: 2, 5; critical but not run: 6",
    })
    expect(antiGamingGate('plan', { ...none, removed: ['3'] }, [], S()).message).toBe("Evals of 'plan' removed: 3")
    expect(antiGamingGate('plan', { ...none, unpaired: ['3'] }, [], S({ gates: { antiGaming: 'fail' } }))).toMatchObject({ status: 'fail', message: "Evals of 'plan' run on one side only: 3" })
  })
})

describe('data gate', () => {
  test('graded runs pass, singular and plural', () => {
    expect(dataGate('plan', 1, 0, 0, 0)).toEqual({ id: 'data', skill: 'plan', status: 'pass', message: "'plan' has 1 graded run with the skill." })
    expect(dataGate('plan', 4, 2, 0, 0).message).toBe("'plan' has 4 graded runs with the skill.")
  })
  test('none graded: warn with the counts of what happened instead', () => {
    expect(dataGate('plan', 0, 2, 3, 1)).toEqual({
      id: 'data', skill: 'plan', status: 'warn',
      message: "'plan' has no graded runs with the skill (2 error, 3 inconclusive, 1 skipped): nothing to judge it by.",
    })
  })
})

describe('coverage gate and the skill a finding names', () => {
  const f = (severity: Finding['severity'], message: string, rule = 'coverage.few-evals'): Finding => ({ severity, file: 'x', rule, message })
  test('findingSkill reads `skill \'<name>\'`, any case, as a whole word', () => {
    expect(findingSkill(f('error', "Tier 1 skill 'plan' has only 2 evals"))).toBe('plan')
    expect(findingSkill(f('error', "Skill 'docs' has no eval entries"))).toBe('docs')
    expect(findingSkill(f('error', "subskill 'docs' is odd"))).toBeUndefined()
    expect(findingSkill(f('error', 'no skill named here'))).toBeUndefined()
    expect(findingSkill(f('error', "skill '' empty"))).toBeUndefined()
  })
  test('off: skip; repo level has no skill key', () => {
    expect(coverageGate(undefined, [f('error', 'e')], S({ gates: { coverage: 'off' } }))).toEqual({ id: 'coverage', status: 'skip', message: 'Coverage gate is off.' })
    expect(coverageGate('plan', [f('error', 'e')], S({ gates: { coverage: 'off' } }))).toEqual({ id: 'coverage', skill: 'plan', status: 'skip', message: 'Coverage gate is off.' })
  })
  test('errors: every error message joined, in the gate mode; warnings alone warn, joined', () => {
    const fs = [f('error', 'E1.'), f('warning', 'W1.'), f('error', 'E2.'), f('error', 'not coverage', 'skill.name')]
    expect(coverageGate('plan', fs, S())).toEqual({ id: 'coverage', skill: 'plan', status: 'fail', message: 'E1. E2.' })
    expect(coverageGate('plan', fs, S({ gates: { coverage: 'warn' } })).status).toBe('warn')
    expect(coverageGate('plan', [f('warning', 'W1.'), f('warning', 'W2.'), f('info' as Finding['severity'], 'I.')], S())).toEqual({
      id: 'coverage', skill: 'plan', status: 'warn', message: 'W1. W2.',
    })
  })
  test('nothing to report: pass, worded for the repo or the skill', () => {
    expect(coverageGate(undefined, [], S())).toEqual({ id: 'coverage', status: 'pass', message: 'Coverage rules are met.' })
    expect(coverageGate('plan', [f('info' as Finding['severity'], 'I.')], S())).toEqual({ id: 'coverage', skill: 'plan', status: 'pass', message: "Coverage rules are met for 'plan'." })
  })
})
