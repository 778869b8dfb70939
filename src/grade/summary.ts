/**
 * Per eval × configuration summary across trials, written to `<out>/grades.json`:
 *
 *   {
 *     "version": 1,
 *     "generated_at": "<ISO time>",
 *     "judge": {model, judges, prompt_hash, calls, cached_calls, api_calls, retries, usage,
 *               cost_usd, spent_usd},                 // summed over every run graded
 *     "totals": {"runs", "pass", "fail", "error", "inconclusive", "skipped"},
 *     "evals": [ {
 *       "skill", "iteration", "evalId", "evalDir", "configuration",
 *       "trials",            // runs found for this eval × configuration
 *       "graded",            // n: runs with a pass/fail grade (error / skipped / inconclusive excluded)
 *       "passed",            // c: runs whose every assertion passed
 *       "failed", "errors" (error + skipped runs), "inconclusive",
 *       "pass_at_1",         // c / n; null when n = 0
 *       "pass_at_k", "k",    // unbiased estimator 1 − C(n−c, k)/C(n, k), k = min(requested k or trials, n)
 *       "consistent",        // every graded trial agrees (all pass or all fail)
 *       "flaky",             // graded trials disagree (some pass, some fail)
 *       "outcome",           // pass | fail | inconclusive | error (below)
 *       "mean_pass_rate",    // mean assertion pass rate over graded runs; null when n = 0
 *       "flaky_assertions",  // assertion texts that passed in one graded trial and failed in another
 *       "runs": [{"run_id", "trial", "status", "passed", "total", "pass_rate"}]
 *     } ]
 *   }
 *
 * Outcome: a majority of the trials, where runs without a pass/fail grade are unknowns that are
 * never counted as failures. With T trials, c passes and u unknowns: `pass` when c > T/2; `fail`
 * when c + u ≤ T/2 (even if every unknown had passed there would be no majority); otherwise the
 * unknowns decide, and the outcome is `error` if any of them is an error/skipped run, else
 * `inconclusive` (the skill was not used).
 */
import { consistency, isFlaky, passAtK } from '../aggregate/stats.js'
import type { Configuration } from '../types.js'
import type { GradingJson, GradingJudgeInfo, RunGradeStatus } from './grading-json.js'

export type EvalOutcome = 'pass' | 'fail' | 'inconclusive' | 'error'

export interface RunPassRate {
  run_id: string
  trial: number
  status: RunGradeStatus
  passed: number
  total: number
  pass_rate: number
}

export interface EvalGradeSummary {
  skill: string
  iteration: number
  evalId: number | string
  evalDir: string
  configuration: Configuration
  trials: number
  graded: number
  passed: number
  failed: number
  errors: number
  inconclusive: number
  pass_at_1: number | null
  pass_at_k: number | null
  k: number
  consistent: boolean
  flaky: boolean
  outcome: EvalOutcome
  mean_pass_rate: number | null
  flaky_assertions: string[]
  runs: RunPassRate[]
}

export interface GradesFile {
  version: 1
  generated_at: string
  judge: GradingJudgeInfo
  totals: Record<RunGradeStatus, number> & { runs: number }
  evals: EvalGradeSummary[]
}

const CONFIG_ORDER: Record<Configuration, number> = { with_skill: 0, old_skill: 1, without_skill: 2 }

const round4 = (x: number): number => Math.round(x * 10_000) / 10_000

export function evalOutcome(trials: number, passed: number, unknown: number, anyError: boolean): EvalOutcome {
  if (trials === 0) return 'error'
  if (passed > trials / 2) return 'pass'
  if (passed + unknown <= trials / 2) return 'fail'
  return anyError ? 'error' : 'inconclusive'
}

/** Summarise one eval × configuration from its runs' gradings. `k` defaults to the number of trials. */
export function summariseEval(gradings: GradingJson[], opts: { k?: number } = {}): EvalGradeSummary {
  const first = gradings[0]!
  const sorted = [...gradings].sort((a, b) => a.run.trial - b.run.trial)
  const runs: RunPassRate[] = sorted.map((g) => ({
    run_id: g.run.run_id,
    trial: g.run.trial,
    status: g.run.status,
    passed: g.summary.passed,
    total: g.summary.total,
    pass_rate: g.summary.pass_rate
  }))
  const decided = sorted.filter((g) => g.run.status === 'pass' || g.run.status === 'fail')
  const outcomes = decided.map((g) => g.run.status === 'pass')
  const T = sorted.length
  const n = decided.length
  const c = outcomes.filter(Boolean).length
  const errors = sorted.filter((g) => g.run.status === 'error' || g.run.status === 'skipped').length
  const inconclusive = sorted.filter((g) => g.run.status === 'inconclusive').length
  const k = n === 0 ? 0 : Math.max(1, Math.min(opts.k ?? T, n))

  // Assertions whose grade flips between graded trials.
  const flakyAssertions: string[] = []
  const width = Math.max(0, ...decided.map((g) => g.expectations.length))
  // Stryker disable next-line EqualityOperator: one index past the longest list finds no status, so `<=` adds nothing.
  for (let i = 0; i < width; i++) {
    const statuses = new Set(decided.map((g) => g.expectations[i]?.status).filter((s) => s === 'pass' || s === 'fail'))
    if (statuses.size > 1) flakyAssertions.push(decided.find((g) => g.expectations[i])!.expectations[i]!.text)
  }

  const iteration = Number(/\/iteration-(\d+)\//.exec(first.run.run_id)?.[1] ?? 1)
  const evalDir = first.run.run_id.split('/')[2] ?? ''
  return {
    skill: first.run.skill,
    iteration,
    evalId: first.run.eval_id,
    evalDir,
    configuration: first.run.configuration,
    trials: T,
    graded: n,
    passed: c,
    failed: n - c,
    errors,
    inconclusive,
    pass_at_1: n > 0 ? round4(passAtK(n, c, 1)) : null,
    pass_at_k: n > 0 ? round4(passAtK(n, c, k)) : null,
    k,
    consistent: consistency(outcomes),
    flaky: isFlaky(outcomes),
    outcome: evalOutcome(T, c, T - n, errors > 0),
    mean_pass_rate: n > 0 ? round4(decided.reduce((s, g) => s + (g.summary.total ? g.summary.passed / g.summary.total : 0), 0) / n) : null,
    flaky_assertions: flakyAssertions,
    runs
  }
}

/** Group run gradings by skill × iteration × eval × configuration and summarise each group. */
export function summariseAll(gradings: GradingJson[], opts: { k?: number } = {}): EvalGradeSummary[] {
  const groups = new Map<string, GradingJson[]>()
  for (const g of gradings) {
    const parts = g.run.run_id.split('/')
    const key = JSON.stringify(parts.slice(0, 4)) // skill, iteration-N, eval-dir, configuration
    const list = groups.get(key)
    if (list) list.push(g)
    else groups.set(key, [g])
  }
  const out = [...groups.values()].map((list) => summariseEval(list, opts))
  const order = new Map<string, number>()
  gradings.forEach((g, i) => {
    const key = `${g.run.skill}\u0000${g.run.run_id.split('/').slice(1, 3).join('/')}`
    if (!order.has(key)) order.set(key, i)
  })
  const pos = (s: EvalGradeSummary) => order.get(`${s.skill}\u0000iteration-${s.iteration}/${s.evalDir}`) ?? 0
  return out.sort((a, b) => pos(a) - pos(b) || CONFIG_ORDER[a.configuration] - CONFIG_ORDER[b.configuration])
}

export function totalsOf(gradings: GradingJson[]): GradesFile['totals'] {
  const t = { runs: gradings.length, pass: 0, fail: 0, error: 0, inconclusive: 0, skipped: 0 }
  for (const g of gradings) t[g.run.status]++
  return t
}
