import { describe, test, expect } from '@jest/globals'
import { benchmarkMarkdown, buildBenchmark, pyRound, signedFixed, metricStats } from '../../src/aggregate/benchmark.js'
import { benchmarks } from '../../src/gate/index.js'
import type { AggregateRun } from '../../src/aggregate/types.js'
import { mdEscape } from '../../src/text/markdown.js'

function mkRun(p: Partial<AggregateRun> & Pick<AggregateRun, 'evalId' | 'configuration' | 'trial'>): AggregateRun {
  const passed = p.passed ?? 0
  const total = p.total ?? 4
  return {
    skill: 'pdf', evalName: `eval ${String(p.evalId)}`, iteration: 1, model: 'claude-sonnet-5-5', status: 'graded',
    grade: passed === total ? 'pass' : 'fail', passed, failed: total - passed, total, timeSeconds: 10, tokens: 1000,
    toolCalls: 3, errors: 0, toolErrors: 0, apiError: false, expectations: [], notes: [], costUsd: 0.01, ...p,
  }
}

// Values checked against a Python re-implementation of aggregate_benchmark.py's statistics
// (sample stddev, round(x, 4), f"{x:+.2f}").
const runs: AggregateRun[] = [
  // baseline listed first on purpose: with_skill must still come first in runs and run_summary
  mkRun({ evalId: 0, configuration: 'without_skill', trial: 1, passed: 1, timeSeconds: 5, tokens: 500 }),
  mkRun({ evalId: 0, configuration: 'without_skill', trial: 2, passed: 0, timeSeconds: 6, tokens: 600 }),
  mkRun({ evalId: 0, configuration: 'without_skill', trial: 3, passed: 1, timeSeconds: 7, tokens: 700 }),
  mkRun({ evalId: 0, configuration: 'with_skill', trial: 3, passed: 2, timeSeconds: 15, tokens: 1400 }),
  mkRun({ evalId: 0, configuration: 'with_skill', trial: 1, passed: 4, timeSeconds: 10, tokens: 1000 }),
  mkRun({ evalId: 0, configuration: 'with_skill', trial: 2, passed: 3, timeSeconds: 12.5, tokens: 1200 }),
  mkRun({ evalId: 1, configuration: 'with_skill', trial: 1, passed: 3, total: 3, timeSeconds: 20, tokens: 2000 }),
  mkRun({ evalId: 1, configuration: 'with_skill', trial: 2, passed: 2, total: 3, timeSeconds: 22, tokens: 2100 }),
  mkRun({ evalId: 1, configuration: 'with_skill', trial: 3, passed: 3, total: 3, timeSeconds: 21, tokens: 2200 }),
  mkRun({ evalId: 1, configuration: 'without_skill', trial: 1, passed: 1, total: 3, timeSeconds: 8, tokens: 800 }),
  mkRun({ evalId: 1, configuration: 'without_skill', trial: 2, passed: 1, total: 3, timeSeconds: 9, tokens: 900 }),
  mkRun({ evalId: 1, configuration: 'without_skill', trial: 3, status: 'error', grade: 'error', passed: 0, total: 3, apiError: true, timeSeconds: 0, tokens: 0 }),
]

describe('benchmark.json (skill-creator format)', () => {
  const [b] = benchmarks({ runs, generatedAt: '2026-01-15T10:30:00Z', config: { tierSettings: {} as never, riskLevel: 'medium', judgeModel: 'claude-haiku-5-5' }, skills: [{ name: 'pdf', tier: 1, path: 'skills/pdf' }] })
  const bench = b!.benchmark

  test('golden run_summary: sample stddev, rounded to 4, signed delta strings', () => {
    expect(b!.skill).toBe('pdf')
    expect(b!.iteration).toBe(1)
    expect(bench.run_summary).toEqual({
      with_skill: {
        pass_rate: { mean: 0.8195, stddev: 0.2135, min: 0.5, max: 1 },
        time_seconds: { mean: 16.75, stddev: 4.9573, min: 10, max: 22 },
        tokens: { mean: 1650, stddev: 512.8353, min: 1000, max: 2200 },
      },
      without_skill: {
        pass_rate: { mean: 0.2333, stddev: 0.1369, min: 0, max: 0.3333 },
        time_seconds: { mean: 7, stddev: 1.5811, min: 5, max: 9 },
        tokens: { mean: 700, stddev: 158.1139, min: 500, max: 900 },
      },
      delta: { pass_rate: '+0.59', time_seconds: '+9.8', tokens: '+950' },
    })
    expect(Object.keys(bench.run_summary)).toEqual(['with_skill', 'without_skill', 'delta'])
  })

  test('golden metadata, runs order (per eval: with_skill first, then trials) and notes', () => {
    expect(bench.metadata).toEqual({
      skill_name: 'pdf', skill_path: 'skills/pdf', executor_model: 'claude-sonnet-5-5', analyzer_model: 'claude-haiku-5-5',
      timestamp: '2026-01-15T10:30:00Z', evals_run: [0, 1], runs_per_configuration: 3,
    })
    expect(bench.runs.map((r) => `${r.eval_id}/${r.configuration}/${r.run_number}`)).toEqual([
      '0/with_skill/1', '0/with_skill/2', '0/with_skill/3', '0/without_skill/1', '0/without_skill/2', '0/without_skill/3',
      '1/with_skill/1', '1/with_skill/2', '1/with_skill/3', '1/without_skill/1', '1/without_skill/2',
    ])
    expect(bench.runs[1]).toEqual({
      eval_id: 0, eval_name: 'eval 0', configuration: 'with_skill', run_number: 2,
      result: { pass_rate: 0.75, passed: 3, failed: 1, total: 4, time_seconds: 12.5, tokens: 1200, tool_calls: 3, errors: 0 },
      expectations: [], notes: [],
    })
    expect(bench.runs[7]!.result.pass_rate).toBe(0.6667)
    expect(bench.notes).toEqual(['1 run ended in an API or harness error and are not graded: eval 1 without_skill run-3'])
  })

  test('benchmark.md: the layout of aggregate_benchmark.py, untrusted names escaped', () => {
    const md = benchmarkMarkdown({ ...bench, metadata: { ...bench.metadata, skill_name: 'pdf <b>@team</b>' } }, mdEscape)
    expect(md).toContain('# Skill Benchmark: pdf &lt;b&gt;@\u200bteam&lt;/b&gt;\n')
    expect(md).toContain('**Evals**: 0, 1 (3 runs each per configuration)')
    expect(md).toContain('| Metric | With Skill | Without Skill | Delta |')
    // Both rates, named and rounded down as in every other view (82% by skill-creator's rounding is 81.67%).
    expect(md).toContain('| Runs fully passed | 50% (3/6) | 0% (0/5) | +50 pts |')
    expect(md).toContain('| Assertions passed | 81% ± 21 pts | 23% ± 13 pts | +58 pts |')
    expect(md).toContain('| Time | 16.8s ± 5.0s | 7.0s ± 1.6s | +9.8s |')
    expect(md).toContain('| Tokens | 1650 ± 513 | 700 ± 158 | +950 |')
    expect(md).toContain('## Notes')
  })

  test("Python's rounding: half to even on exact binary ties, signed strings", () => {
    expect(signedFixed(0.125, 2)).toBe('+0.12')
    expect(signedFixed(-0.125, 2)).toBe('-0.12')
    expect(signedFixed(0.375, 2)).toBe('+0.38')
    expect(signedFixed(2.5, 0)).toBe('+2')
    expect(signedFixed(-0, 2)).toBe('-0.00')
    expect(signedFixed(0, 2)).toBe('+0.00')
    expect(pyRound(0.12345, 4)).toBe(0.1235)
    expect(metricStats([0.5])).toEqual({ mean: 0.5, stddev: 0, min: 0.5, max: 0.5 })
    expect(metricStats([])).toEqual({ mean: 0, stddev: 0, min: 0, max: 0 })
  })

  test('one configuration only: the delta counts the missing baseline as 0', () => {
    const only = buildBenchmark({ skill: 's', skillPath: '', model: 'm', judgeModel: 'j', timestamp: 't', trials: 1, runs: [mkRun({ evalId: 1, configuration: 'with_skill', trial: 1, passed: 2, total: 4 })] })
    expect(Object.keys(only.run_summary)).toEqual(['with_skill', 'delta'])
    expect(only.run_summary.delta).toEqual({ pass_rate: '+0.50', time_seconds: '+10.0', tokens: '+1000' })
  })
})
