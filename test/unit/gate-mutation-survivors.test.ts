/**
 * The mutants of the gate part that outlived the first round of tests (issue 23), each pinned by
 * what a reader or a consumer of summary.json would see change.
 */
import { describe, test, expect } from '@jest/globals'
import { coverageGate, regressionGate, tierThresholdGate } from '../../src/gate/gates.js'
import { resolveGateSettings } from '../../src/gate/settings.js'
import { verdictReasons } from '../../src/gate/verdict.js'
import { failureClusters } from '../../src/gate/clusters.js'
import { aggregate } from '../../src/gate/index.js'
import { renderSummaryMarkdown } from '../../src/gate/markdown.js'
import { HEADLINE_RATE_NOTE } from '../../src/text/rates.js'
import type { AggregateExpectation, AggregateRun, EvalInfo, EvalResult, GateResult, HeadVsBase } from '../../src/aggregate/types.js'
import type { Configuration } from '../../src/types.js'

const TIERS = { 1: { threshold: 0.8, minEvals: 3, maxEvals: 4 }, 2: { threshold: 0.8, minEvals: 2, maxEvals: 3 }, 3: { threshold: 0.8, minEvals: 2, maxEvals: 2 } }
const S = () => resolveGateSettings({ tierSettings: TIERS, riskLevel: 'medium' })

describe('gates', () => {
  test('a rate within 1e-12 below the threshold is at the threshold (floating-point noise is not a failure)', () => {
    expect(tierThresholdGate('a', 1, 0.8 - 1e-12, S()).status).toBe('pass')
    expect(tierThresholdGate('a', 1, 0.8 - 2e-12, S()).status).toBe('fail')
  })
  test('no change or an improvement with a (not significant) drop in points passes; only an inconclusive drop warns', () => {
    const hb = (verdict: HeadVsBase['verdict'], delta: number): HeadVsBase => ({
      verdict, head_rate: 0.8, base_rate: 0.81, delta, p_value: 0.9, ci_low: -0.02, ci_high: 0.02, ci_level: 0.9, method: 'm', reason: 'r',
      n_evals: 20, excluded: [], source: 'same_job', paired: true, base_label: null, worsened: ['1'], critical: null, critical_regression: false,
    })
    expect(regressionGate('plan', hb('no_change', -0.01), S())).toMatchObject({ status: 'pass', message: "No meaningful change for 'plan' against the base version (same job): r" })
    expect(regressionGate('plan', hb('improvement', -0.01), S()).status).toBe('pass')
    expect(regressionGate('plan', hb('inconclusive', -0.01), S()).status).toBe('warn')
  })
  test('the repo-level coverage gate has no skill key at all (not even undefined)', () => {
    expect(coverageGate(undefined, [], S())).toStrictEqual({ id: 'coverage', status: 'pass', message: 'Coverage rules are met.' })
    expect(Object.keys(coverageGate(undefined, [], S()))).toEqual(['id', 'status', 'message'])
  })
})

describe('verdict reasons', () => {
  test('rollback lists only failed gates: a warning flagged rollback is not among them', () => {
    const gates: GateResult[] = [
      { id: 'regression', status: 'warn', message: 'W', rollback: true },
      { id: 'regression', status: 'fail', message: 'R', rollback: true },
      { id: 'tier-threshold', status: 'fail', message: 'F' },
    ]
    expect(verdictReasons('rollback', gates)).toEqual(['R', 'F'])
  })
})

describe('failure clusters', () => {
  const fail = (text: string, check_kind?: string): AggregateExpectation => ({ text, passed: false, evidence: '', status: 'fail', ...(check_kind ? { check_kind } : {}) })
  const pass = (text: string): AggregateExpectation => ({ text, passed: true, evidence: '', status: 'pass' })
  const run = (evalId: number, expectations: AggregateExpectation[]): AggregateRun => ({
    skill: 'plan', evalId, evalName: `e${evalId}`, configuration: 'with_skill', trial: 1, iteration: 1, model: 'm', status: 'graded', grade: 'fail',
    passed: 0, failed: 1, total: expectations.length, timeSeconds: 1, tokens: 1, toolCalls: 0, errors: 0, toolErrors: 0, apiError: false,
    expectations, notes: [], costUsd: 0, definitionHash: 'h',
  })
  const result = (id: string, critical = false, outcome: 'pass' | 'fail' = 'fail'): EvalResult => ({
    id, name: id, critical, definition_hash: null, configurations: { with_skill: { trials: 1, graded: 1, passed: 0, outcome, runs: [] } },
  })
  test('two assertions with the same text: the failed one is found by its position', () => {
    const info: EvalInfo = { skill: 'plan', id: '1', critical: false, definitionHash: 'h', assertions: [{ text: 'X', type: 'first', check_kind: 'regex' }, { text: 'X', type: 'second', check_kind: 'contains' }] }
    const [c] = failureClusters('plan', [run(1, [pass('X'), fail('X')])], new Map([['1', info]]), [result('1')])
    expect(c!.key).toBe('contains|second|missing_content')
  })
  test('an assertion out of place is found by its text, not by another text', () => {
    const info: EvalInfo = { skill: 'plan', id: '1', critical: false, definitionHash: 'h', assertions: [{ text: 'X', type: 'format', check_kind: 'regex' }, { text: 'A', type: 'content', check_kind: 'contains' }] }
    const cs = failureClusters('plan', [run(1, [fail('A')])], new Map([['1', info]]), [result('1')])
    expect(cs.map((c) => c.key)).toEqual(['contains|content|missing_content'])
  })
  test('a cluster over a critical and a plain eval is high severity', () => {
    const [c] = failureClusters('plan', [run(1, [fail('A', 'regex')]), run(2, [fail('B', 'regex')])], new Map(), [result('1', false), result('2', true)])
    expect(c).toMatchObject({ severity: 'high', critical: true, evals: ['1', '2'] })
  })
  test('an eval result without with-skill runs is not a passing eval (and does not break the clustering)', () => {
    const noWs: EvalResult = { id: '1', name: '1', critical: false, definition_hash: null, configurations: {} }
    expect(failureClusters('plan', [run(1, [fail('A', 'regex')])], new Map(), [noWs])[0]).toMatchObject({ severity: 'medium', critical: false })
  })
  test('clusters tied on severity and failures are ordered by key', () => {
    const kinds = ['script', 'regex', 'not_contains', 'file_exists', 'file_absent', 'contains']
    const cs = failureClusters('plan', kinds.map((k, i) => run(i + 1, [fail('A', k)])), new Map(), kinds.map((_, i) => result(String(i + 1))))
    expect(cs.map((c) => c.key)).toEqual([
      'contains|-|missing_content', 'file_absent|-|unexpected_output', 'file_exists|-|missing_output', 'not_contains|-|forbidden_content', 'regex|-|format_noncompliance', 'script|-|script_check_failed',
    ])
  })
  test('the cluster as written into summary.json: every field, in order', () => {
    const [c] = failureClusters('plan', [run(1, [fail('A', 'regex')])], new Map(), [result('1')])
    expect(Object.keys(c!)).toEqual(['key', 'name', 'skill', 'check_kind', 'assertion_type', 'cause', 'severity', 'failures', 'evals', 'critical', 'examples', 'suggestion'])
  })
})

describe('the Markdown report layout', () => {
  const mk = (skill: string, evalId: number, configuration: Configuration, pass: boolean): AggregateRun => ({
    skill, evalId, evalName: `e${evalId}`, configuration, trial: 1, iteration: 1, model: 'm', status: 'graded', grade: pass ? 'pass' : 'fail',
    passed: pass ? 1 : 0, failed: pass ? 0 : 1, total: 1, timeSeconds: 1, tokens: 1, toolCalls: 0, errors: 0, toolErrors: 0, apiError: false,
    expectations: [{ text: 'out.md exists', passed: pass, evidence: '', status: pass ? 'pass' : 'fail', check_kind: 'file_exists' }], notes: [], costUsd: 0, definitionHash: `h${evalId}`,
  })
  test('each section: a blank line, its heading, a blank line; the table header rows; the rate note last after a blank line', () => {
    const ids = [1, 2, 3, 4, 5, 6]
    const runs = ids.flatMap((id) => [mk('plan', id, 'with_skill', id > 2), mk('plan', id, 'old_skill', true)])
    const s = aggregate({ generatedAt: '2026-02-01T00:00:00.000Z', runs, config: { tierSettings: TIERS, riskLevel: 'low', tiers: { plan: 1 } } })
    const k = s.skills[0]!
    const md = renderSummaryMarkdown({ ...s, reasons: [], skills: [{ ...k, eval_changes: { ...k.eval_changes, flags: ['f'] }, saturation: { ...k.saturation, saturated: true, message: 'sat' } }] })
    const L = md.split('\n')
    expect(L.slice(0, 4)).toEqual([L[0], '', L[2], ''])
    expect(L[0]).toMatch(/^## /)
    const at = (h: string) => L.indexOf(h)
    for (const h of ['### Skills', '### Gates', '### Head vs base', '### Eval changes and anti-gaming flags', '### Failure clusters', '### Saturation']) {
      expect([h, L[at(h) - 1], L[at(h) + 1]]).toEqual([h, '', ''])
    }
    expect(L[at('### Skills') + 2]).toBe('| Skill | Tier | With skill: runs fully passed (95% CI) | Without skill: runs fully passed | Uplift | vs base | Mean time | Mean tokens | Cost | Inconclusive | Errors | Verdict |')
    expect(L[at('### Skills') + 3]).toBe('|---|---|---|---|---|---|---|---|---|---|---|---|')
    expect(L[at('### Gates') + 2]).toBe('| Status | Gate | Skill | Detail |')
    expect(L[at('### Gates') + 3]).toBe('|---|---|---|---|')
    expect(L[at('### Failure clusters') + 3]).toBe('|---|---|---|---|---|---|---|---|---|')
    expect(L.slice(-3)).toEqual(['', HEADLINE_RATE_NOTE, ''])
    expect(L.at(-4)).toMatch(/^Confidence /)
  })
})

describe('failure clusters: tie order whatever the order of the failures', () => {
  test('ties are ordered by key, from a scrambled order of first failures', () => {
    const fail = (text: string, check_kind: string): AggregateExpectation => ({ text, passed: false, evidence: '', status: 'fail', check_kind })
    const kinds = ['regex', 'contains', 'script', 'file_absent', 'not_contains', 'file_exists']
    const runs: AggregateRun[] = kinds.map((k, i) => ({
      skill: 'plan', evalId: i + 1, evalName: 'e', configuration: 'with_skill', trial: 1, iteration: 1, model: 'm', status: 'graded', grade: 'fail',
      passed: 0, failed: 1, total: 1, timeSeconds: 1, tokens: 1, toolCalls: 0, errors: 0, toolErrors: 0, apiError: false, expectations: [fail('A', k)], notes: [], costUsd: 0, definitionHash: 'h',
    }))
    const results: EvalResult[] = kinds.map((_, i) => ({ id: String(i + 1), name: 'e', critical: false, definition_hash: null, configurations: { with_skill: { trials: 1, graded: 1, passed: 0, outcome: 'fail', runs: [] } } }))
    expect(failureClusters('plan', runs, new Map(), results).map((c) => c.check_kind)).toEqual(['contains', 'file_absent', 'file_exists', 'not_contains', 'regex', 'script'])
  })
})
