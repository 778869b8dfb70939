/**
 * benchmark.json / benchmark.md per skill, in the format Anthropic's skill-creator tools read
 * (aggregate_benchmark.py's output; its viewer's hard requirements: `configuration`,
 * `result.pass_rate`, `run_summary.<config>.<metric>.{mean,stddev,min,max}`, `delta` as signed
 * strings). Stats use the sample standard deviation and round to 4 places like the original;
 * signed deltas are formatted the way Python's `f"{x:+.2f}"` does (round half to even on exact
 * binary ties), so a file we write and one skill-creator writes agree digit for digit.
 */
import type { Configuration } from '../types.js'
import type { GradedExpectation } from '../log/index.js'
import type { AggregateRun } from './types.js'
import { HEADLINE_RATE_NOTE, percent, pointsBetween, wholePercent } from '../text/rates.js'

/** Whole points with a sign, as the report writes an uplift: `+88 pts`, `-5 pts`, `±0 pts`. */
const signedPoints = (n: number): string => (n === 0 ? '±0 pts' : `${n > 0 ? '+' : ''}${n} pts`)

export interface MetricStats {
  mean: number
  stddev: number
  min: number
  max: number
}

export interface ConfigSummary {
  pass_rate: MetricStats
  time_seconds: MetricStats
  tokens: MetricStats
}

export interface BenchmarkJson {
  metadata: {
    skill_name: string
    skill_path: string
    executor_model: string
    analyzer_model: string
    timestamp: string
    evals_run: Array<number | string>
    runs_per_configuration: number
    /** Our addition: the runs were made by the local simulated model (tokens and cost simulated). skill-creator's tools ignore it. */
    simulated?: true
  }
  runs: Array<{
    eval_id: number | string
    eval_name: string
    configuration: Configuration
    run_number: number
    result: {
      pass_rate: number
      passed: number
      failed: number
      total: number
      time_seconds: number
      tokens: number
      tool_calls: number
      errors: number
    }
    expectations: Pick<GradedExpectation, 'text' | 'passed' | 'evidence'>[]
    notes: string[]
  }>
  run_summary: Record<string, ConfigSummary | Record<string, string>>
  notes: string[]
}

/**
 * Python's round(x, n): rounds the EXACT decimal value of the double (as `toFixed` does, per
 * spec), with ties to even instead of toFixed's ties away from zero. `x * 10ⁿ` is not used: it
 * adds its own rounding error (0.12345 · 10⁴ = 1234.4999…, although 0.12345 is stored as
 * 0.1234500000000000041… and Python gives 0.1235).
 */
export function pyRound(x: number, digits: number): number {
  // Stryker disable next-line ConditionalExpression: toFixed gives 'NaN' / 'Infinity', which read back as the same value
  if (!Number.isFinite(x)) return x
  const a = Math.abs(x)
  let s = a.toFixed(digits)
  // Stryker disable next-line MethodExpression: a double has at most 17 significant digits, so 30 digits past the rounding digit already show any non-tie; 100 is toFixed's limit
  const long = a.toFixed(Math.min(100, digits + 30))
  const tail = long.slice(long.indexOf('.') + 1 + digits)
  if (/^50*$/.test(tail) && Number(s.slice(-1)) % 2 === 1) {
    s = (Number(s) - 10 ** -digits).toFixed(digits) // toFixed rounded the tie up to an odd digit
  }
  const v = Number(s)
  return x < 0 || Object.is(x, -0) ? -v : v
}

/** Python's `f"{x:+.{digits}f}"`. */
export function signedFixed(x: number, digits: number): string {
  const r = pyRound(x, digits)
  const text = Math.abs(r).toFixed(digits)
  const negative = r < 0 || Object.is(r, -0) // pyRound keeps the sign of a negative x that rounds to 0
  return (negative ? '-' : '+') + text
}

export function metricStats(values: number[]): MetricStats {
  if (values.length === 0) return { mean: 0, stddev: 0, min: 0, max: 0 }
  const n = values.length
  const mean = values.reduce((a, b) => a + b, 0) / n
  const variance = n > 1 ? values.reduce((a, b) => a + (b - mean) ** 2, 0) / (n - 1) : 0
  return {
    mean: pyRound(mean, 4),
    stddev: pyRound(Math.sqrt(variance), 4),
    min: pyRound(Math.min(...values), 4),
    max: pyRound(Math.max(...values), 4)
  }
}

const CONFIG_ORDER: Configuration[] = ['with_skill', 'without_skill', 'old_skill']

export interface BenchmarkInput {
  skill: string
  skillPath: string
  model: string
  judgeModel: string
  timestamp: string
  trials: number
  /** The runs (the benchmark reads these fields of each). */
  runs: (Pick<
    AggregateRun,
    'skill' | 'evalId' | 'evalName' | 'configuration' | 'trial' | 'status' | 'passed' | 'failed' | 'total' | 'timeSeconds' | 'tokens' | 'toolCalls' | 'errors' | 'expectations' | 'notes' | 'costUsd'
  > & Pick<AggregateRun, 'simulated'>)[]
}

export function buildBenchmark(input: BenchmarkInput): BenchmarkJson {
  const graded = input.runs.filter((r) => r.status === 'graded')
  // Per eval, with_skill before its baselines (the viewer colours configurations by first appearance).
  const evalOrder: Array<number | string> = []
  for (const r of input.runs) if (!evalOrder.some((id) => String(id) === String(r.evalId))) evalOrder.push(r.evalId)
  const sorted = [...graded].sort(
    (a, b) =>
      evalOrder.findIndex((id) => String(id) === String(a.evalId)) -
        evalOrder.findIndex((id) => String(id) === String(b.evalId)) ||
      CONFIG_ORDER.indexOf(a.configuration) - CONFIG_ORDER.indexOf(b.configuration) ||
      a.trial - b.trial
  )
  const runs = sorted.map((r) => ({
    eval_id: r.evalId,
    eval_name: r.evalName,
    configuration: r.configuration,
    run_number: r.trial,
    result: {
      pass_rate: r.total > 0 ? pyRound(r.passed / r.total, 4) : 0,
      passed: r.passed,
      failed: r.failed,
      total: r.total,
      time_seconds: pyRound(r.timeSeconds, 1),
      tokens: r.tokens,
      tool_calls: r.toolCalls,
      errors: r.errors
    },
    expectations: r.expectations.map((e) => ({ text: e.text, passed: e.passed, evidence: e.evidence })),
    notes: r.notes
  }))

  const present = CONFIG_ORDER.filter((c) => input.runs.some((r) => r.configuration === c))
  const runSummary: BenchmarkJson['run_summary'] = {}
  const summaries: Partial<Record<Configuration, ConfigSummary>> = {}
  for (const c of present) {
    const rs = runs.filter((r) => r.configuration === c)
    summaries[c] = {
      pass_rate: metricStats(rs.map((r) => r.result.pass_rate)),
      time_seconds: metricStats(rs.map((r) => r.result.time_seconds)),
      tokens: metricStats(rs.map((r) => r.result.tokens))
    }
    runSummary[c] = summaries[c]!
  }
  const primary = summaries.with_skill
  const baseline = summaries.without_skill
  const mean = (s: ConfigSummary | undefined, k: keyof ConfigSummary) => s?.[k].mean ?? 0
  runSummary.delta = {
    pass_rate: signedFixed(mean(primary, 'pass_rate') - mean(baseline, 'pass_rate'), 2),
    time_seconds: signedFixed(mean(primary, 'time_seconds') - mean(baseline, 'time_seconds'), 1),
    tokens: signedFixed(mean(primary, 'tokens') - mean(baseline, 'tokens'), 0)
  }

  const notes: string[] = []
  for (const status of ['error', 'skipped', 'inconclusive'] as const) {
    const list = input.runs.filter((r) => r.status === status)
    if (list.length === 0) continue
    const what = {
      error: 'ended in an API or harness error and are not graded',
      skipped: 'were skipped (budget) and are not graded',
      inconclusive: 'never used the skill and are inconclusive, not counted against it'
    }[status]
    notes.push(`${list.length} run${list.length === 1 ? '' : 's'} ${what}: ${list.map((r) => `eval ${r.evalId} ${r.configuration} run-${r.trial}`).join(', ')}`)
  }

  return {
    metadata: {
      skill_name: input.skill,
      skill_path: input.skillPath,
      executor_model: input.model,
      analyzer_model: input.judgeModel,
      timestamp: input.timestamp,
      evals_run: evalOrder,
      runs_per_configuration: input.trials,
      ...(input.runs.some((r) => r.simulated) ? { simulated: true as const } : {})
    },
    runs,
    run_summary: runSummary,
    notes
  }
}

function titleCase(config: string): string {
  return config
    .split('_')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ')
}

/** benchmark.md, in the layout aggregate_benchmark.py writes. */
export function benchmarkMarkdown(b: BenchmarkJson, escape: (s: string) => string): string {
  const configs = CONFIG_ORDER.filter((c) => c in b.run_summary)
  const s = (c: string) => b.run_summary[c] as ConfigSummary
  const delta = b.run_summary.delta as Record<string, string>
  // The two rates under the names and the rounding of every other view (src/text/rates.ts): runs
  // fully passed (the report's pass rate) and assertions passed (skill-creator's pass_rate).
  const runsPassed = (c: string) => {
    const rs = b.runs.filter((r) => r.configuration === c)
    const passed = rs.filter((r) => r.result.total > 0 && r.result.passed === r.result.total).length
    return { rate: rs.length > 0 ? passed / rs.length : null, passed, graded: rs.length }
  }
  const first = configs[0]
  const second = configs[1]
  const points = (a: number | null | undefined, z: number | null | undefined) => (typeof a === 'number' && typeof z === 'number' ? signedPoints(pointsBetween(a, z)) : '–')
  const lines = [
    `# Skill Benchmark: ${escape(b.metadata.skill_name)}`,
    '',
    `**Model**: ${escape(b.metadata.executor_model)}`,
    ...(b.metadata.simulated ? ['**Simulated**: yes, the local simulated model made these runs (no API call): tokens and outcomes are canned, not real model work.'] : []),
    `**Date**: ${b.metadata.timestamp}`,
    `**Evals**: ${b.metadata.evals_run.map((id) => escape(String(id))).join(', ')} (${b.metadata.runs_per_configuration} runs each per configuration)`,
    '',
    '## Summary',
    '',
    `| Metric | ${configs.map(titleCase).join(' | ')} | Delta |`,
    `|--------|${configs.map(() => '---').join('|')}|-------|`,
    `| Runs fully passed | ${configs.map((c) => { const r = runsPassed(c); return `${percent(r.rate)} (${r.passed}/${r.graded})` }).join(' | ')} | ${first && second ? points(runsPassed(first).rate, runsPassed(second).rate) : '–'} |`,
    `| Assertions passed | ${configs.map((c) => `${percent(s(c).pass_rate.mean)} ± ${wholePercent(s(c).pass_rate.stddev)} pts`).join(' | ')} | ${first && second ? points(s(first).pass_rate.mean, s(second).pass_rate.mean) : '–'} |`,
    `| Time | ${configs.map((c) => `${s(c).time_seconds.mean.toFixed(1)}s ± ${s(c).time_seconds.stddev.toFixed(1)}s`).join(' | ')} | ${delta.time_seconds}s |`,
    `| Tokens | ${configs.map((c) => `${s(c).tokens.mean.toFixed(0)} ± ${s(c).tokens.stddev.toFixed(0)}`).join(' | ')} | ${delta.tokens} |`
  ]
  lines.push('', `${HEADLINE_RATE_NOTE} Assertions passed: the mean share of assertions passed per run (\`pass_rate\` in benchmark.json), ± its standard deviation.`)
  if (b.notes.length > 0) {
    lines.push('', '## Notes', '')
    for (const n of b.notes) lines.push(`- ${escape(n)}`)
  }
  return lines.join('\n') + '\n'
}
