/**
 * benchmark.json / benchmark.md (src/aggregate/benchmark.ts): the digits skill-creator's viewer
 * shows (Python rounding), the order of runs, the notes, and the markdown layout.
 */
import { describe, expect, test } from '@jest/globals'
import { benchmarkMarkdown, buildBenchmark, metricStats, pyRound, signedFixed, type BenchmarkInput } from '../../src/aggregate/benchmark.js'
import { HEADLINE_RATE_NOTE } from '../../src/text/rates.js'

type Run = BenchmarkInput['runs'][number]
const run = (p: Partial<Run> & Pick<Run, 'evalId' | 'configuration' | 'trial'>): Run => ({
  skill: 's', evalName: `eval ${String(p.evalId)}`, status: 'graded', passed: 1, failed: 0, total: 1, timeSeconds: 1, tokens: 10,
  toolCalls: 0, errors: 0, expectations: [], notes: [], costUsd: 0, ...p,
})
const input = (runs: Run[]): BenchmarkInput => ({ skill: 'pdf', skillPath: 'skills/pdf', model: 'm', judgeModel: 'j', timestamp: '2026-01-01T00:00:00Z', trials: 2, runs })

describe("Python's round() and f'{x:+.Nf}'", () => {
  test('ties go to the even digit, both signs; values just off a tie round normally', () => {
    expect(pyRound(0.5, 0)).toBe(0)
    expect(pyRound(1.5, 0)).toBe(2)
    expect(pyRound(2.5, 0)).toBe(2)
    expect(pyRound(-2.5, 0)).toBe(-2)
    expect(pyRound(-1.25, 1)).toBe(-1.2)
    expect(pyRound(2.675, 2)).toBe(2.67) // stored just below the tie
    expect(pyRound(0.0001, 4)).toBe(0.0001)
    expect(pyRound(3.14159, 3)).toBe(3.142)
    expect(pyRound(-3.14159, 3)).toBe(-3.142)
  })

  test('a negative value that rounds to zero keeps its sign, as Python does', () => {
    expect(Object.is(pyRound(-0.4, 0), -0)).toBe(true)
    expect(Object.is(pyRound(-0, 2), -0)).toBe(true)
    expect(Object.is(pyRound(0.4, 0), 0)).toBe(true)
    expect(signedFixed(-0.001, 2)).toBe('-0.00')
    expect(signedFixed(0.001, 2)).toBe('+0.00')
    expect(signedFixed(-1.5, 0)).toBe('-2')
    expect(signedFixed(1.25, 1)).toBe('+1.2')
  })

  test('non-finite values and huge values pass through', () => {
    expect(pyRound(Number.NaN, 2)).toBeNaN()
    expect(pyRound(Infinity, 2)).toBe(Infinity)
    expect(pyRound(-Infinity, 2)).toBe(-Infinity)
    expect(pyRound(1e21, 2)).toBe(1e21)
  })

  test('metricStats: sample stddev of two values, rounded to 4 places', () => {
    expect(metricStats([1, 2])).toEqual({ mean: 1.5, stddev: 0.7071, min: 1, max: 2 })
    expect(metricStats([0.33333, 0.66667, 1])).toEqual({ mean: 0.6667, stddev: 0.3333, min: 0.3333, max: 1 })
  })
})

describe('buildBenchmark', () => {
  test('runs: per eval in first-seen order (ids compared as text), with_skill, without_skill, old_skill, then by trial', () => {
    const b = buildBenchmark(input([
      run({ evalId: 'b', configuration: 'old_skill', trial: 1 }),
      run({ evalId: 2, configuration: 'without_skill', trial: 2 }),
      run({ evalId: 'b', configuration: 'with_skill', trial: 2 }),
      run({ evalId: '2', configuration: 'with_skill', trial: 1 }),
      run({ evalId: 2, configuration: 'without_skill', trial: 1 }),
      run({ evalId: 'b', configuration: 'with_skill', trial: 1 }),
      run({ evalId: 'b', configuration: 'without_skill', trial: 1 }),
    ]))
    expect(b.metadata.evals_run).toEqual(['b', 2])
    expect(b.runs.map((r) => `${r.eval_id}/${r.configuration}/${r.run_number}`)).toEqual([
      'b/with_skill/1', 'b/with_skill/2', 'b/without_skill/1', 'b/old_skill/1', '2/with_skill/1', '2/without_skill/1', '2/without_skill/2',
    ])
    expect(Object.keys(b.run_summary)).toEqual(['with_skill', 'without_skill', 'old_skill', 'delta'])
  })

  test('a run with no assertions has pass rate 0; time to 1 decimal; only text, passed and evidence of each expectation', () => {
    const b = buildBenchmark(input([
      run({ evalId: 1, configuration: 'with_skill', trial: 1, passed: 0, failed: 0, total: 0, timeSeconds: 12.345, expectations: [{ text: 't', passed: true, evidence: 'e', status: 'pass', check_kind: 'contains' } as never] }),
    ]))
    expect(b.runs[0]!.result).toMatchObject({ pass_rate: 0, time_seconds: 12.3 })
    expect(b.runs[0]!.expectations).toEqual([{ text: 't', passed: true, evidence: 'e' }])
  })

  test('the delta is with_skill minus without_skill; old_skill does not enter it', () => {
    const b = buildBenchmark(input([
      run({ evalId: 1, configuration: 'with_skill', trial: 1, passed: 3, total: 4, timeSeconds: 10, tokens: 100 }),
      run({ evalId: 1, configuration: 'without_skill', trial: 1, passed: 1, total: 4, timeSeconds: 4, tokens: 40 }),
      run({ evalId: 1, configuration: 'old_skill', trial: 1, passed: 0, total: 4, timeSeconds: 99, tokens: 999 }),
    ]))
    expect(b.run_summary.delta).toEqual({ pass_rate: '+0.50', time_seconds: '+6.0', tokens: '+60' })
    const noSkill = buildBenchmark(input([run({ evalId: 1, configuration: 'without_skill', trial: 1, passed: 1, total: 4, timeSeconds: 4, tokens: 40 })]))
    expect(noSkill.run_summary.delta).toEqual({ pass_rate: '-0.25', time_seconds: '-4.0', tokens: '-40' })
  })

  test('runs that are not graded are left out of the statistics and listed in notes, by kind', () => {
    const b = buildBenchmark(input([
      run({ evalId: 1, configuration: 'with_skill', trial: 1, passed: 1, total: 1 }),
      run({ evalId: 1, configuration: 'with_skill', trial: 2, status: 'skipped', passed: 0, total: 1 }),
      run({ evalId: 1, configuration: 'with_skill', trial: 3, status: 'skipped', passed: 0, total: 1 }),
      run({ evalId: 2, configuration: 'without_skill', trial: 1, status: 'inconclusive', passed: 0, total: 1 }),
    ]))
    expect(b.runs).toHaveLength(1)
    expect(b.run_summary.with_skill).toMatchObject({ pass_rate: { mean: 1, stddev: 0, min: 1, max: 1 } })
    // A configuration with runs but none graded still has its (empty) summary.
    expect(b.run_summary.without_skill).toEqual({ pass_rate: { mean: 0, stddev: 0, min: 0, max: 0 }, time_seconds: { mean: 0, stddev: 0, min: 0, max: 0 }, tokens: { mean: 0, stddev: 0, min: 0, max: 0 } })
    expect(b.metadata.evals_run).toEqual([1, 2])
    expect(b.notes).toEqual([
      '2 runs were skipped (budget) and are not graded: eval 1 with_skill run-2, eval 1 with_skill run-3',
      '1 run never used the skill and are inconclusive, not counted against it: eval 2 without_skill run-1',
    ])
  })
})

describe('benchmarkMarkdown', () => {
  test('the whole file: title, model, date, evals, the summary table; no notes section without notes', () => {
    const b = buildBenchmark(input([
      run({ evalId: 1, configuration: 'with_skill', trial: 1, passed: 1, total: 2, timeSeconds: 3, tokens: 30 }),
      run({ evalId: 1, configuration: 'with_skill', trial: 2, passed: 2, total: 2, timeSeconds: 5, tokens: 50 }),
      run({ evalId: 1, configuration: 'old_skill', trial: 1, passed: 0, total: 2, timeSeconds: 2, tokens: 20 }),
    ]))
    expect(benchmarkMarkdown(b, (s) => `[${s}]`)).toBe([
      '# Skill Benchmark: [pdf]',
      '',
      '**Model**: [m]',
      '**Date**: 2026-01-01T00:00:00Z',
      '**Evals**: [1] (2 runs each per configuration)',
      '',
      '## Summary',
      '',
      '| Metric | With Skill | Old Skill | Delta |',
      '|--------|---|---|-------|',
      // The two rates named and rounded as everywhere else (src/text/rates.ts): run-level first.
      '| Runs fully passed | 50% (1/2) | 0% (0/1) | +50 pts |',
      '| Assertions passed | 75% ± 35 pts | 0% ± 0 pts | +75 pts |',
      '| Time | 4.0s ± 1.4s | 2.0s ± 0.0s | +4.0s |',
      '| Tokens | 40 ± 14 | 20 ± 0 | +40 |',
      '',
      `${HEADLINE_RATE_NOTE} Assertions passed: the mean share of assertions passed per run (\`pass_rate\` in benchmark.json), ± its standard deviation.`,
      '',
    ].join('\n'))
    expect(b.metadata.simulated).toBeUndefined()
  })

  test('rates are rounded down like every other view; simulated runs are labelled in both files', () => {
    // 2 of 3 runs fully passed (66.7% → 66%, never 67%); assertions 5/6 (83.3% → 83%).
    const b = buildBenchmark(input([
      run({ evalId: 1, configuration: 'with_skill', trial: 1, passed: 2, total: 2, simulated: true }),
      run({ evalId: 1, configuration: 'with_skill', trial: 2, passed: 2, total: 2, simulated: true }),
      run({ evalId: 1, configuration: 'with_skill', trial: 3, passed: 1, total: 2, simulated: true }),
    ]))
    expect(b.metadata.simulated).toBe(true)
    const md = benchmarkMarkdown(b, (s) => s)
    expect(md).toContain('| Runs fully passed | 66% (2/3) | – |')
    expect(md).toContain('| Assertions passed | 83% ± 28 pts | – |')
    expect(md).toContain('**Simulated**: yes, the local simulated model made these runs (no API call)')
  })

  test('notes are listed, each escaped', () => {
    const b = buildBenchmark(input([run({ evalId: 1, configuration: 'with_skill', trial: 1 }), run({ evalId: 1, configuration: 'with_skill', trial: 2, status: 'error' })]))
    expect(benchmarkMarkdown(b, (s) => s.toUpperCase()).endsWith(' ± its standard deviation.\n\n## Notes\n\n- 1 RUN ENDED IN AN API OR HARNESS ERROR AND ARE NOT GRADED: EVAL 1 WITH_SKILL RUN-2\n')).toBe(true)
  })
})
