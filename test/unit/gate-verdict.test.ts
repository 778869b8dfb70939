import { describe, test, expect } from '@jest/globals'
import { aggregate } from '../../src/gate/index.js'
import { antiGamingGate, coverageGate, criticalEvalsGate, releaseGates, tierThresholdGate } from '../../src/gate/gates.js'
import { RISK_TABLE, resolveGateSettings } from '../../src/gate/settings.js'
import { confidenceOf, decideVerdict, worstVerdict } from '../../src/gate/verdict.js'
import { failureClusters } from '../../src/gate/clusters.js'
import { renderSummaryMarkdown } from '../../src/gate/markdown.js'
import { loadConfig } from '../../src/discover/config.js'
import type { AggregateInput, AggregateRun, EvalResult, GateResult } from '../../src/aggregate/types.js'
import type { Configuration, Finding } from '../../src/types.js'
import { makeRepo } from '../helpers/temp-repo.js'

const TIERS = { 1: { threshold: 0.8, minEvals: 3, maxEvals: 4 }, 2: { threshold: 0.8, minEvals: 2, maxEvals: 3 }, 3: { threshold: 0.8, minEvals: 2, maxEvals: 2 } }
const S = (extra: object = {}) => resolveGateSettings({ tierSettings: TIERS, riskLevel: 'medium', ...extra })

function mkRun(skill: string, evalId: number, configuration: Configuration, trial: number, pass: boolean, p: Partial<AggregateRun> = {}): AggregateRun {
  return {
    skill, evalId, evalName: `e${evalId}`, configuration, trial, iteration: 1, model: 'm', status: 'graded', grade: pass ? 'pass' : 'fail',
    passed: pass ? 1 : 0, failed: pass ? 0 : 1, total: 1, timeSeconds: 1, tokens: 10, toolCalls: 0, errors: 0, toolErrors: 0, apiError: false,
    expectations: [{ text: 'out.md exists', passed: pass, evidence: '', status: pass ? 'pass' : 'fail', check_kind: 'file_exists' }],
    notes: [], costUsd: 0, definitionHash: `h${evalId}`, ...p,
  }
}
const grid = (skill: string, ids: number[], c: Configuration, trials: number, f: (id: number, t: number) => boolean) =>
  ids.flatMap((id) => Array.from({ length: trials }, (_, i) => mkRun(skill, id, c, i + 1, f(id, i + 1))))
const input = (runs: AggregateRun[], extra: Partial<AggregateInput> = {}, config: object = {}): AggregateInput => ({
  generatedAt: '2026-02-01T00:00:00.000Z', runs, config: { tierSettings: TIERS, riskLevel: 'low', tiers: { plan: 1, spec: 2 }, ...config }, ...extra,
})

describe('tier threshold gate (SPEC-0017)', () => {
  test("Tier 1 fails with SPEC-0017's exact message", () => {
    const g = tierThresholdGate('plan', 1, 0.7, S())
    expect(g.status).toBe('fail')
    expect(g.message).toBe("Tier 1 skill 'plan' pass rate is 70% (threshold: 80%)")
  })
  test('Tier 2 and 3 only warn; rounding never shows a failing rate as the threshold', () => {
    expect(tierThresholdGate('spec', 2, 0.5, S()).status).toBe('warn')
    expect(tierThresholdGate('adr', 3, 0.5, S()).status).toBe('warn')
    expect(tierThresholdGate('plan', 1, 0.7999, S()).message).toBe("Tier 1 skill 'plan' pass rate is 79% (threshold: 80%)")
    expect(tierThresholdGate('plan', 1, 0.8, S()).status).toBe('pass')
  })
  test('configurable per tier and threshold', () => {
    const s = S({ gates: { tierThreshold: { 2: 'fail', 1: 'off' } }, tierSettings: { ...TIERS, 2: { ...TIERS[2], threshold: 0.6 } } })
    expect(tierThresholdGate('spec', 2, 0.5, s)).toMatchObject({ status: 'fail', message: "Tier 2 skill 'spec' pass rate is 50% (threshold: 60%)" })
    expect(tierThresholdGate('plan', 1, 0.1, s).status).toBe('skip')
  })
})

describe('release gates by risk level', () => {
  const r = { skill: 'plan', passRate: 0.96, criticalPassRate: 1, criticalEvals: 2, toolReliability: 0.96, runsWithToolProblems: 1, runs: 25 }
  test('the table of seeds.md §5.4, critical = high or stricter', () => {
    expect(RISK_TABLE.low).toMatchObject({ overall: 0.9, critical: 0.95, toolReliability: null })
    expect(RISK_TABLE.medium).toMatchObject({ overall: 0.95, critical: 1, toolReliability: 0.95 })
    expect(RISK_TABLE.high).toMatchObject({ overall: 0.98, critical: 1, toolReliability: 0.98, humanReview: true })
    for (const k of ['overall', 'critical', 'toolReliability'] as const) expect(RISK_TABLE.critical[k]!).toBeGreaterThanOrEqual(RISK_TABLE.high[k]!)
  })
  test('medium passes 96% / 100% / 96%; high fails overall and tool reliability; low has no tool gate', () => {
    expect(releaseGates(r, S()).map((g) => g.status)).toEqual(['pass', 'pass', 'pass'])
    const high = releaseGates(r, S({ riskLevel: 'high' }))
    expect(high.map((g) => g.status)).toEqual(['fail', 'pass', 'fail'])
    expect(high[0]!.message).toBe("Overall pass rate of 'plan' is 96% (high risk: at least 98%)")
    expect(high[2]!.message).toBe("Tool reliability of 'plan' is 96%: 1 of 25 runs had a tool or API error (high risk: at least 98%)")
    expect(releaseGates(r, S({ riskLevel: 'low' }))[2]!.status).toBe('skip')
  })
  test('critical pass rate below 100% fails at medium; overrides and warn mode apply', () => {
    const g = releaseGates({ ...r, criticalPassRate: 0.9 }, S())[1]!
    expect(g).toMatchObject({ status: 'fail', message: "Critical pass rate of 'plan' is 90% on 2 critical evals (medium risk: 100%)" })
    expect(releaseGates({ ...r, passRate: 0.9 }, S({ gates: { releaseThresholds: { overall: 0.85 } } }))[0]!.status).toBe('pass')
    expect(releaseGates({ ...r, passRate: 0.5 }, S({ gates: { release: 'warn' } }))[0]!.status).toBe('warn')
  })
})

describe('critical evals, coverage and anti-gaming gates', () => {
  const ev = (id: string, critical: boolean, outcome: 'pass' | 'fail' | 'error', passed: number): EvalResult => ({
    id, name: id, critical, definition_hash: null, configurations: { with_skill: { trials: 3, graded: 3, passed, outcome, runs: [] } },
  })
  test('a failing critical eval fails; an undecided one warns; config `critical:` marks evals', () => {
    expect(criticalEvalsGate('plan', [ev('1', true, 'fail', 1), ev('2', false, 'fail', 0)], S())).toMatchObject({
      status: 'fail', evals: ['1'], message: "Critical eval of 'plan' fails with the skill: 1 (1 of 3 trials passed)",
    })
    expect(criticalEvalsGate('plan', [ev('1', true, 'error', 0)], S()).status).toBe('warn')
    expect(criticalEvalsGate('plan', [ev('1', false, 'fail', 0)], S()).status).toBe('skip')
    const runs = grid('plan', [1, 2, 3], 'with_skill', 3, (id) => id !== 3)
    const k = aggregate(input(runs, {}, { critical: ['plan/3'] })).skills[0]!
    expect(k.critical_evals).toBe(1)
    expect(k.gates.find((g) => g.id === 'critical-evals')!.status).toBe('fail')
    expect(k.gates.find((g) => g.id === 'release.critical')!.message).toBe("Critical pass rate of 'plan' is 0% on 1 critical eval (low risk: at least 95%)")
  })
  test('coverage: errors fail (SPEC-0017 message), warnings warn, attributed to the skill they name', () => {
    const f = (severity: Finding['severity'], message: string, rule = 'coverage.no-evals'): Finding => ({ severity, file: 'x', rule, message })
    const err = f('error', "Skill 'docs' has no eval entries in evals/evals.json. Add at least 2 test prompts.")
    const warn = f('warning', "Tier 1 skill 'plan' has only 2 evals (minimum recommended: 3)", 'coverage.few-evals')
    expect(coverageGate(undefined, [err], S())).toMatchObject({ status: 'fail', message: err.message })
    expect(coverageGate('plan', [warn], S()).status).toBe('warn')
    expect(coverageGate(undefined, [f('error', 'x', 'skill.name.pattern')], S()).status).toBe('pass')
    const s = aggregate(input(grid('plan', [1, 2], 'with_skill', 1, () => true), { findings: [err, warn] }))
    expect(s.skills[0]!.gates.find((g) => g.id === 'coverage')!.status).toBe('warn')
    expect(s.gates.find((g) => g.id === 'coverage' && !g.skill)!.status).toBe('fail')
    expect(s.verdict).toBe('no_go')
  })
  test('anti-gaming: changed/removed warn, added only listed, off switch', () => {
    const c = { changed: [], added: ['9'], removed: [], removed_critical: [], unpaired: [], not_run: [], flags: [] }
    expect(antiGamingGate('plan', c, [], S()).status).toBe('pass')
    expect(antiGamingGate('plan', { ...c, removed: ['2'] }, [], S()).status).toBe('warn')
    expect(antiGamingGate('plan', { ...c, removed: ['2'] }, [], S({ gates: { antiGaming: 'fail' } })).status).toBe('fail')
    expect(antiGamingGate('plan', { ...c, changed: ['2'] }, [], S({ gates: { antiGaming: 'off' } })).status).toBe('skip')
  })
})

describe('verdict rule order', () => {
  const g = (status: GateResult['status'], rollback = false): GateResult => ({ id: 'regression', status, message: status, ...(rollback ? { rollback } : {}) })
  test('rollback > no_go > conditional_go > go', () => {
    expect(decideVerdict([g('pass'), g('skip')])).toBe('go')
    expect(decideVerdict([g('pass'), g('warn')])).toBe('conditional_go')
    expect(decideVerdict([g('warn'), g('fail')])).toBe('no_go')
    expect(decideVerdict([g('fail'), g('fail', true), g('warn')])).toBe('rollback')
    expect(worstVerdict(['go', 'conditional_go', 'go'])).toBe('conditional_go')
    expect(worstVerdict(['rollback', 'no_go'])).toBe('rollback')
  })

  const ids = [1, 2, 3, 4, 5, 6, 7, 8]
  test('go: every gate passes', () => {
    const s = aggregate(input([...grid('plan', ids, 'with_skill', 1, () => true), ...grid('plan', ids, 'old_skill', 1, () => true)]))
    expect(s.verdict).toBe('go')
    expect(s.reasons).toEqual(['Every gate passed.'])
  })
  test('conditional_go: a Tier 2 skill below its threshold only warns', () => {
    const s = aggregate(input(grid('spec', [1, 2, 3, 4], 'with_skill', 1, (id) => id === 1), {}, { riskLevel: 'low', gates: { release: 'off' } }))
    expect(s.verdict).toBe('conditional_go')
    expect(s.reasons).toContain("Tier 2 skill 'spec' pass rate is 25% (threshold: 80%)")
  })
  test('no_go: a Tier 1 skill below the threshold', () => {
    const s = aggregate(input(grid('plan', [1, 2, 3, 4, 5], 'with_skill', 1, (id) => id < 4)))
    expect(s.verdict).toBe('no_go')
    expect(s.reasons[0]).toBe("Tier 1 skill 'plan' pass rate is 60% (threshold: 80%)")
  })
  test('rollback: a significant regression that hits a critical eval', () => {
    const runs = [...grid('plan', ids, 'with_skill', 1, (id) => id > 6), ...grid('plan', ids, 'old_skill', 1, () => true)]
    const s = aggregate(input(runs, { evals: ids.map((i) => ({ skill: 'plan', id: String(i), critical: i === 2, definitionHash: `h${i}`, assertions: [] })) }))
    expect(s.skills[0]!.head_vs_base!.critical_regression).toBe(true)
    expect(s.verdict).toBe('rollback')
    expect(s.reasons[0]).toMatch(/^Critical regression of 'plan' against the base version \(same job\)/)
    // the same regression without critical evals is no_go
    expect(aggregate(input(runs)).verdict).toBe('no_go')
  })
  test('regression gate off: a regression neither fails nor rolls back', () => {
    const runs = [...grid('plan', ids, 'with_skill', 1, (id) => id > 6), ...grid('plan', ids, 'old_skill', 1, () => true)]
    const s = aggregate(input(runs, {}, { gates: { regression: 'off', tierThreshold: { 1: 'off' }, release: 'off' } }))
    expect(s.verdict).toBe('go')
  })
})

describe('confidence', () => {
  test('high: big suite, few undecided runs, paired in the same job', () => {
    const c = confidenceOf({ evals: 6, gradedRuns: 18, runs: 36, undecidedRuns: 1, base: { source: 'same_job', pairedShare: 1, changedOrRemoved: 0 } })
    expect(c).toMatchObject({ level: 'high', suite_size: 'high', matching: 'high' })
  })
  test('medium: no base, or another job, or a mid-size suite', () => {
    expect(confidenceOf({ evals: 6, gradedRuns: 18, runs: 18, undecidedRuns: 0, base: null }).level).toBe('medium')
    expect(confidenceOf({ evals: 6, gradedRuns: 18, runs: 18, undecidedRuns: 0, base: { source: 'base_results', pairedShare: 1, changedOrRemoved: 0 } }).level).toBe('medium')
    expect(confidenceOf({ evals: 3, gradedRuns: 9, runs: 18, undecidedRuns: 0, base: { source: 'same_job', pairedShare: 1, changedOrRemoved: 0 } }).suite_size).toBe('medium')
  })
  test('low: tiny suite, many inconclusive runs, unpaired benchmark or poor matching', () => {
    expect(confidenceOf({ evals: 2, gradedRuns: 6, runs: 6, undecidedRuns: 0, base: null }).level).toBe('low')
    const inc = confidenceOf({ evals: 6, gradedRuns: 18, runs: 24, undecidedRuns: 7, base: null })
    expect(inc).toMatchObject({ level: 'low', inconclusive_share: 0.2917 })
    expect(confidenceOf({ evals: 6, gradedRuns: 18, runs: 18, undecidedRuns: 0, base: { source: 'benchmark', pairedShare: 0, changedOrRemoved: 0 } }).matching).toBe('low')
    expect(confidenceOf({ evals: 6, gradedRuns: 18, runs: 18, undecidedRuns: 0, base: { source: 'same_job', pairedShare: 0.4, changedOrRemoved: 0 } }).matching).toBe('low')
  })
})

describe('failure clusters', () => {
  test('grouped by check kind, assertion type and likely cause; severity from critical / flaky', () => {
    const runs = [
      mkRun('plan', 1, 'with_skill', 1, false),
      mkRun('plan', 1, 'with_skill', 2, false),
      mkRun('plan', 2, 'with_skill', 1, false, { expectations: [{ text: 'JSON is valid', passed: false, evidence: '', status: 'fail', check_kind: 'json-schema' }, { text: 'Explains why', passed: false, evidence: '', status: 'fail', source: 'judge' }] }),
      mkRun('plan', 3, 'with_skill', 1, false, { grade: 'error', apiError: true, expectations: [], notes: ['the run failed: 529 overloaded'] }),
      mkRun('plan', 3, 'with_skill', 2, false, { grade: 'inconclusive', expectations: [] }),
      mkRun('plan', 4, 'with_skill', 1, false, { toolErrors: 2, expectations: [{ text: 'Says done', passed: false, evidence: '', status: 'fail' }] }),
      mkRun('plan', 4, 'with_skill', 2, false, { expectations: [{ text: 'Check crashed', passed: false, evidence: 'ERROR: x', status: 'error', check_kind: 'script' }] }),
      mkRun('plan', 1, 'without_skill', 1, false),
    ]
    const evals = new Map([['2', { skill: 'plan', id: '2', critical: false, definitionHash: 'h', assertions: [{ text: 'JSON is valid', type: 'format' }, { text: 'Explains why', type: 'content' }] }]])
    const results: EvalResult[] = ['1', '2', '3', '4'].map((id) => ({ id, name: id, critical: id === '1', definition_hash: null, configurations: { with_skill: { trials: 2, graded: 2, passed: 0, outcome: 'fail', runs: [] } } }))
    const cs = failureClusters('plan', runs, evals, results)
    const by = Object.fromEntries(cs.map((c) => [c.key, c]))
    expect(by['file_exists|-|missing_output']).toMatchObject({ failures: 2, evals: ['1'], severity: 'high', critical: true, examples: ['out.md exists'] })
    expect(by['json_schema|format|format_noncompliance']).toMatchObject({ failures: 1, evals: ['2'], severity: 'medium' })
    expect(by['judge|content|instruction_following_drift']).toMatchObject({ failures: 1 })
    expect(by['-|-|run_error']).toMatchObject({ failures: 1, examples: ['the run failed: 529 overloaded'] })
    expect(by['-|-|skill_not_used']).toBeDefined()
    expect(by['judge|-|tool_call_failure']).toBeDefined()
    expect(by['script|-|grading_error']).toBeDefined()
    expect(cs[0]!.severity).toBe('high')
    expect(cs.reduce((a, c) => a + c.failures, 0)).toBe(8) // the without_skill failure is not counted
    const flaky = failureClusters('plan', [mkRun('plan', 1, 'with_skill', 1, false)], new Map(), [{ ...results[0]!, critical: false, configurations: { with_skill: { trials: 3, graded: 3, passed: 2, outcome: 'pass', runs: [] } } }])
    expect(flaky[0]!.severity).toBe('low')
  })
})

describe('Markdown of the verdict escapes every untrusted string', () => {
  test('skill names, eval texts and messages cannot inject HTML, links or mentions', () => {
    const evil = 'x<img src=x onerror=alert(1)>[link](http://e.vil) @org/team'
    const runs = grid('plan', [1, 2, 3], 'with_skill', 1, () => false).map((r) => ({ ...r, skill: evil, expectations: [{ text: `${evil} | col`, passed: false, evidence: '', status: 'fail' as const }] }))
    const full = renderSummaryMarkdown(aggregate(input(runs)))
    expect(full).toContain('`x<img src=x onerror=alert(1)>[link](http://e.vil) @org/team`') // code spans show it verbatim and inert
    const md = full.replace(/`[^`\n]*`/g, '')
    expect(md).not.toMatch(/<img/)
    expect(md).not.toMatch(/(?<!\\)\]\(http/) // brackets escaped: no live link
    expect(md).not.toMatch(/@org/)
    expect(md).toContain('NO-GO')
    for (const line of md.split('\n').filter((l) => l.startsWith('| ') && l.includes('col'))) expect(line.split(/(?<!\\)\|/).length).toBe(11)
  })
})

describe('config keys: critical, min-drop, gates', () => {
  test('read from evals/config.yaml into Config and resolved with defaults', async () => {
    const repo = await makeRepo({
      'evals/config.yaml': [
        'risk-level: high',
        'critical: [plan, review/3]',
        'min-drop: 0.1',
        'gates:',
        '  tier-threshold: {2: fail}',
        '  release: warn',
        '  release-thresholds: {overall: 0.9, tool-reliability: 0.5}',
        '  critical-evals: warn',
        '  regression: fail',
        '  anti-gaming: off',
        '  alpha: 0.1',
        '',
      ].join('\n'),
    })
    try {
      const { config, findings } = await loadConfig(repo.root)
      expect(findings).toEqual([])
      expect(config.critical).toEqual(['plan', 'review/3'])
      expect(config.minDrop).toBe(0.1)
      const s = resolveGateSettings(config)
      expect(s).toMatchObject({
        riskLevel: 'high', minDrop: 0.1, alpha: 0.1, release: 'warn', criticalEvals: 'warn', regression: 'fail', antiGaming: 'off',
        tierThreshold: { 1: 'fail', 2: 'fail', 3: 'warn' },
        releaseThresholds: { overall: 0.9, critical: 1, toolReliability: 0.5, humanReview: true },
      })
      const bad = await makeRepo({ 'evals/config.yaml': 'gates:\n  release: maybe\n  nope: 1\nmin-drop: 2\n' })
      try {
        const r = await loadConfig(bad.root)
        expect(r.findings.length).toBeGreaterThanOrEqual(3)
        expect(resolveGateSettings(r.config)).toMatchObject({ release: 'fail', minDrop: 0.05 })
      } finally {
        await bad.dispose()
      }
    } finally {
      await repo.dispose()
    }
  })
})
