/**
 * The verdict, its reasons and the confidence (src/gate/verdict.ts), and the gate settings
 * (src/gate/settings.ts): the exact words a reader sees, and every boundary of the levels
 * (issue 23: mutation testing of the gate part).
 */
import { describe, test, expect } from '@jest/globals'
import { confidenceOf, decideVerdict, minLevel, verdictReasons, worstVerdict, VERDICT_ORDER, type ConfidenceInput } from '../../src/gate/verdict.js'
import { DEFAULT_ALPHA, DEFAULT_MIN_DROP, RISK_TABLE, isCriticalEval, resolveGateSettings } from '../../src/gate/settings.js'
import type { GateResult } from '../../src/aggregate/types.js'

const g = (status: GateResult['status'], message: string, rollback?: boolean): GateResult => ({ id: 'regression', status, message, ...(rollback !== undefined ? { rollback } : {}) })

describe('verdict', () => {
  test('the order of verdicts, worst last', () => {
    expect(VERDICT_ORDER).toEqual(['go', 'conditional_go', 'no_go', 'rollback'])
  })
  test('a warning with rollback set is not a rollback; a fail with rollback false is no_go', () => {
    expect(decideVerdict([g('warn', 'w', true)])).toBe('conditional_go')
    expect(decideVerdict([g('fail', 'f', false)])).toBe('no_go')
    expect(decideVerdict([g('skip', 's', true), g('pass', 'p')])).toBe('go')
    expect(decideVerdict([])).toBe('go')
  })
  test('worstVerdict: go when empty, order-free, and a better verdict after a worse one does not win', () => {
    expect(worstVerdict([])).toBe('go')
    expect(worstVerdict(['no_go', 'go'])).toBe('no_go')
    expect(worstVerdict(['conditional_go', 'no_go', 'conditional_go'])).toBe('no_go')
    expect(worstVerdict(['go', 'rollback', 'no_go'])).toBe('rollback')
  })
})

describe('verdict reasons: the messages of the gates that decided it', () => {
  const gates = [g('pass', 'P'), g('warn', 'W1'), g('fail', 'F1', false), g('fail', 'R1', true), g('skip', 'S'), g('warn', 'W2'), g('fail', 'F2')]
  test('go: one sentence', () => {
    expect(verdictReasons('go', gates)).toEqual(['Every gate passed.'])
  })
  test('rollback: the rollback fails first, then the other fails; no warnings', () => {
    expect(verdictReasons('rollback', gates)).toEqual(['R1', 'F1', 'F2'])
  })
  test('no_go: the fails in gate order', () => {
    expect(verdictReasons('no_go', gates)).toEqual(['F1', 'R1', 'F2'])
  })
  test('conditional_go: the warnings', () => {
    expect(verdictReasons('conditional_go', gates)).toEqual(['W1', 'W2'])
  })
})

describe('minLevel', () => {
  test('the lowest level; high when given nothing', () => {
    expect(minLevel()).toBe('high')
    expect(minLevel('high', 'medium')).toBe('medium')
    expect(minLevel('medium', 'low', 'high')).toBe('low')
    expect(minLevel('low', 'medium')).toBe('low')
    expect(minLevel('high', 'high')).toBe('high')
  })
})

describe('confidence', () => {
  const base: ConfidenceInput = { evals: 5, gradedRuns: 15, runs: 30, undecidedRuns: 0, base: { source: 'same_job', pairedShare: 1, changedOrRemoved: 0 } }
  test('everything high: the exact reasons', () => {
    const c = confidenceOf({ ...base, flags: ['a flag'] })
    expect(c).toEqual({
      level: 'high', suite_size: 'high', matching: 'high', inconclusive_share: 0,
      reasons: [
        'suite size: 5 evals, 15 graded runs with the skill (confidence high)',
        'runs with a pass/fail grade: 30 of 30 (confidence high)',
        'matching: paired by eval with base runs from the same job (confidence high)',
        'flag: a flag',
      ],
    })
  })
  test('suite size: each boundary', () => {
    expect(confidenceOf({ ...base, evals: 4 }).suite_size).toBe('medium')
    expect(confidenceOf({ ...base, gradedRuns: 14 }).suite_size).toBe('medium')
    expect(confidenceOf({ ...base, evals: 3, gradedRuns: 6 }).suite_size).toBe('medium')
    expect(confidenceOf({ ...base, evals: 2, gradedRuns: 6 }).suite_size).toBe('low')
    expect(confidenceOf({ ...base, evals: 3, gradedRuns: 5 }).suite_size).toBe('low')
    expect(confidenceOf({ ...base, evals: 6, gradedRuns: 5 }).suite_size).toBe('low')
    const one = confidenceOf({ ...base, evals: 1, gradedRuns: 1 })
    expect(one.reasons[0]).toBe('suite size: 1 eval, 1 graded run with the skill (confidence low)')
    expect(one.level).toBe('low')
  })
  test('inconclusive share: ≤ 10% high, ≤ 25% medium, else low; no runs counts as all undecided', () => {
    expect(confidenceOf({ ...base, runs: 10, undecidedRuns: 1 })).toMatchObject({ inconclusive_share: 0.1, level: 'high' })
    const m = confidenceOf({ ...base, runs: 100, undecidedRuns: 11 })
    expect(m).toMatchObject({ inconclusive_share: 0.11, level: 'medium' })
    expect(m.reasons[1]).toBe('runs with a pass/fail grade: 89 of 100 (11 errored, inconclusive or skipped) (confidence medium)')
    expect(confidenceOf({ ...base, runs: 4, undecidedRuns: 1 })).toMatchObject({ inconclusive_share: 0.25, level: 'medium' })
    expect(confidenceOf({ ...base, runs: 100, undecidedRuns: 26 })).toMatchObject({ inconclusive_share: 0.26, level: 'low' })
    const none = confidenceOf({ ...base, runs: 0, undecidedRuns: 0 })
    expect(none).toMatchObject({ inconclusive_share: 1, level: 'low' })
    expect(none.reasons[1]).toBe('runs with a pass/fail grade: 0 of 0 (confidence low)')
    expect(confidenceOf({ ...base, runs: 3, undecidedRuns: 1 }).inconclusive_share).toBe(0.3333)
  })
  test('matching: no base, benchmark, poorly paired, same job with changes, another job', () => {
    const m = (b: ConfidenceInput['base']) => confidenceOf({ ...base, base: b })
    expect(m(null)).toMatchObject({ matching: 'medium', level: 'medium' })
    expect(m(null).reasons[2]).toBe('matching: no base results to compare with (confidence medium)')
    expect(m({ source: 'benchmark', pairedShare: 1, changedOrRemoved: 0 })).toMatchObject({ matching: 'low', level: 'low' })
    expect(m({ source: 'benchmark', pairedShare: 1, changedOrRemoved: 0 }).reasons[2]).toBe('matching: compared with a benchmark summary, not with paired runs (confidence low)')
    const poor = m({ source: 'same_job', pairedShare: 0.49, changedOrRemoved: 0 })
    expect(poor).toMatchObject({ matching: 'low' })
    expect(poor.reasons[2]).toBe('matching: only 49% of the evals are paired (confidence low)')
    expect(m({ source: 'same_job', pairedShare: 0.5, changedOrRemoved: 0 }).matching).toBe('medium')
    expect(m({ source: 'same_job', pairedShare: 0.9, changedOrRemoved: 0 }).matching).toBe('high')
    const some = m({ source: 'same_job', pairedShare: 0.89, changedOrRemoved: 0 })
    expect(some).toMatchObject({ matching: 'medium' })
    expect(some.reasons[2]).toBe('matching: 89% of the evals paired, 0 changed or removed (confidence medium)')
    expect(m({ source: 'same_job', pairedShare: 1, changedOrRemoved: 1 }).reasons[2]).toBe('matching: 100% of the evals paired, 1 changed or removed (confidence medium)')
    const other = m({ source: 'base_results', pairedShare: 1, changedOrRemoved: 0 })
    expect(other).toMatchObject({ matching: 'medium' })
    expect(other.reasons[2]).toBe('matching: paired with base runs from another job (confidence medium)')
  })
  test('the level is the lowest of the three', () => {
    expect(confidenceOf({ ...base, evals: 3, gradedRuns: 6 }).level).toBe('medium')
    expect(confidenceOf({ ...base, runs: 10, undecidedRuns: 5 }).level).toBe('low')
    expect(confidenceOf({ ...base, flags: undefined }).reasons).toHaveLength(3)
  })
})

describe('gate settings', () => {
  const tierSettings = { 1: { threshold: 0.9, minEvals: 3, maxEvals: 4 }, 2: { threshold: 0.7, minEvals: 2, maxEvals: 3 }, 3: { threshold: 0.5, minEvals: 2, maxEvals: 2 } }
  test('defaults at medium risk', () => {
    expect(resolveGateSettings({ tierSettings, riskLevel: 'medium' })).toEqual({
      riskLevel: 'medium',
      tierThreshold: { 1: 'fail', 2: 'warn', 3: 'warn' },
      tierThresholds: { 1: 0.9, 2: 0.7, 3: 0.5 },
      release: 'fail',
      releaseThresholds: { overall: 0.95, critical: 1, toolReliability: 0.95, humanReview: false },
      criticalEvals: 'fail', coverage: 'fail', regression: 'fail', antiGaming: 'warn',
      alpha: 0.05, minDrop: 0.05, critical: [],
    })
    expect([DEFAULT_ALPHA, DEFAULT_MIN_DROP]).toEqual([0.05, 0.05])
  })
  test('an unknown risk level falls back to medium; each known level takes its row', () => {
    expect(resolveGateSettings({ tierSettings, riskLevel: 'extreme' as 'low' }).riskLevel).toBe('medium')
    for (const risk of ['low', 'medium', 'high', 'critical'] as const) {
      const s = resolveGateSettings({ tierSettings, riskLevel: risk })
      expect(s.riskLevel).toBe(risk)
      expect(s.releaseThresholds).toEqual({ ...RISK_TABLE[risk] })
    }
  })
  test('every override is taken, and a release-threshold override keeps the row for the rest', () => {
    const s = resolveGateSettings({
      tierSettings, riskLevel: 'high', minDrop: 0.1, critical: ['plan', 'review/3'],
      gates: {
        tierThreshold: { 1: 'warn', 2: 'fail', 3: 'off' }, release: 'warn', criticalEvals: 'warn', coverage: 'warn', regression: 'warn', antiGaming: 'fail', alpha: 0.1,
        releaseThresholds: { critical: 0.9 },
      },
    })
    expect(s).toMatchObject({
      tierThreshold: { 1: 'warn', 2: 'fail', 3: 'off' }, release: 'warn', criticalEvals: 'warn', coverage: 'warn', regression: 'warn', antiGaming: 'fail',
      alpha: 0.1, minDrop: 0.1, critical: ['plan', 'review/3'],
      releaseThresholds: { overall: 0.98, critical: 0.9, toolReliability: 0.98, humanReview: true },
    })
    const t = resolveGateSettings({ tierSettings, riskLevel: 'low', gates: { releaseThresholds: { overall: 0.5, toolReliability: 0.7 } } })
    expect(t.releaseThresholds).toEqual({ overall: 0.5, critical: 0.95, toolReliability: 0.7, humanReview: false })
  })
  test('the critical list is a copy: changing the config afterwards changes nothing', () => {
    const config = { tierSettings, riskLevel: 'low' as const, critical: ['plan'] }
    const s = resolveGateSettings(config)
    config.critical.push('other')
    expect(s.critical).toEqual(['plan'])
  })
  test('isCriticalEval: marked, the whole skill listed, or skill/id listed (numbers too)', () => {
    const s = { critical: ['plan', 'review/3'] }
    expect(isCriticalEval('docs', '1', true, s)).toBe(true)
    expect(isCriticalEval('plan', '7', undefined, s)).toBe(true)
    expect(isCriticalEval('review', 3, false, s)).toBe(true)
    expect(isCriticalEval('review', '4', undefined, s)).toBe(false)
    expect(isCriticalEval('review', '3', undefined, { critical: [] })).toBe(false)
    expect(isCriticalEval('planner', '1', undefined, s)).toBe(false)
  })
})
