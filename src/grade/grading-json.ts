/**
 * `grading.json`: one per run, next to `outputs/`, in skill-creator's format
 * (`references/schemas.md`, `agents/grader.md`) so its viewer and `aggregate_benchmark.py` read it:
 *
 *   {
 *     "expectations": [{"text", "passed": boolean, "evidence", …extra}],
 *     "summary": {"passed", "failed", "total", "pass_rate"},        // pass_rate 0..1, 2 decimals
 *     "execution_metrics": {…outputs/metrics.json…},
 *     "timing": {"executor_duration_seconds", "grader_duration_seconds", "total_duration_seconds"},
 *     …extra top-level fields: "run", "judge", "grader"
 *   }
 *
 * The required fields are exactly skill-creator's. Our richer information rides in extra fields
 * (which its tools ignore):
 * - `expectations[].status`: `pass | fail | error`. An `error` (a check that could not run, a
 *   judge reply that was refused / malformed / off-schema, an API failure, a run that errored) is
 *   written as `passed: false` with evidence starting `ERROR:`, so nothing reads it as a pass.
 * - `expectations[].source`: `check` (deterministic, `check_kind` names it), `judge` (LLM judge,
 *   with every vote in `votes`, `agreement` like "2/3" and `disagreement`), or `none` (not graded
 *   because the run itself errored or was skipped).
 * - `run`: which run this is and its grade `status`: `pass` (every assertion passed), `fail` (one
 *   failed), `error` (the run errored, or an assertion errored and none failed), `inconclusive`
 *   (a with_skill / old_skill run that never used the skill: never counted against the skill),
 *   `skipped` (the run was never made: budget).
 * - `judge`: the judge's own usage and cost, kept apart from the run's tokens.
 * `summary.failed` counts `fail` and `error` expectations (so passed + failed = total, as
 * skill-creator's tools expect); `run.assertion_errors` tells how many of them were errors.
 */
import type { RunRecord } from '../types.js'
import type { AssertionStatus, JudgeUsage, JudgeVote } from './judge.js'

// The types of grading.json live in the results log's module (src/log/grade.ts), which reads them.
import type { AssertionSource, GradedVote, GradedExpectation, GradingSummary, GradingTiming, GradingJudgeInfo, GradingJson, RunGradeStatus } from '../log/grade.js'
export type {
  RunGradeStatus,
  AssertionSource,
  GradedVote,
  GradedExpectation,
  GradingSummary,
  GradingTiming,
  GradingRunInfo,
  GradingJudgeInfo,
  GradingJson,
} from '../log/grade.js'

export const round2 = (x: number): number => Math.round(x * 100) / 100
export const round1 = (x: number): number => Math.round(x * 10) / 10

export function toGradedVotes(votes: JudgeVote[]): GradedVote[] {
  return votes.map((v) => ({
    vote: v.vote,
    passed: v.status === 'error' ? null : v.status === 'pass',
    status: v.status,
    evidence: v.evidence,
    cached: v.cached
  }))
}

/** One expectation entry: `passed` is true only for status `pass`; errors carry an `ERROR:` evidence. */
export function expectationEntry(
  text: string,
  status: AssertionStatus,
  evidence: string,
  source: AssertionSource,
  extra: Omit<Partial<GradedExpectation>, 'text' | 'passed' | 'evidence' | 'status' | 'source'> = {}
): GradedExpectation {
  let ev = evidence.trim()
  if (status === 'error' && !ev.startsWith('ERROR:')) ev = `ERROR: ${ev || 'could not be graded'}`
  if (status !== 'error') ev = ev.replace(/^ERROR:\s*/, '') // only errors may say ERROR
  return { text, passed: status === 'pass', evidence: ev, status, source, ...extra }
}

export function summarise(expectations: GradedExpectation[]): GradingSummary {
  const total = expectations.length
  const passed = expectations.filter((e) => e.passed).length
  return { passed, failed: total - passed, total, pass_rate: total > 0 ? round2(passed / total) : 0 }
}

/**
 * The run's grade status from its record and its graded expectations (see the module comment).
 * `ungraded` is set when the assertions were not graded (run error / skipped / no assertions).
 */
export function runGradeStatus(
  record: Pick<RunRecord, 'status' | 'configuration' | 'skillUsed' | 'error'>,
  expectations: GradedExpectation[]
): { status: RunGradeStatus; reason?: string } {
  if (record.status === 'skipped') return { status: 'skipped', reason: record.error?.message ?? 'the run was not made' }
  if (record.status === 'error') return { status: 'error', reason: `the run failed: ${record.error?.message ?? 'unknown error'}` }
  if (expectations.length === 0) return { status: 'error', reason: 'the eval has no assertions to grade' }
  if (record.configuration !== 'without_skill' && !record.skillUsed) {
    return { status: 'inconclusive', reason: 'the agent did not use the skill, so this run says nothing about it' }
  }
  if (expectations.some((e) => e.status === 'fail')) return { status: 'fail' }
  if (expectations.some((e) => e.status === 'error')) {
    return { status: 'error', reason: `${expectations.filter((e) => e.status === 'error').length} assertion(s) could not be graded` }
  }
  return { status: 'pass' }
}

export function gradingTiming(executorSeconds: number, graderMs: number): GradingTiming {
  const exec = round1(executorSeconds)
  const grader = round1(graderMs / 1000)
  return { executor_duration_seconds: exec, grader_duration_seconds: grader, total_duration_seconds: round1(exec + grader) }
}

export function judgeInfo(model: string, judges: number, promptHash: string, u: JudgeUsage): GradingJudgeInfo {
  return {
    model,
    judges,
    prompt_hash: promptHash,
    calls: u.calls,
    cached_calls: u.cachedCalls,
    api_calls: u.apiCalls,
    retries: u.retries,
    usage: { ...u.usage },
    cost_usd: u.costUsd,
    spent_usd: u.spentUsd
  }
}

/** Key order as skill-creator writes it; the required fields first. */
export function formatGradingJson(g: GradingJson): string {
  const ordered: GradingJson = {
    expectations: g.expectations,
    summary: g.summary,
    execution_metrics: g.execution_metrics,
    timing: g.timing,
    run: g.run,
    judge: g.judge,
    grader: g.grader
  }
  return JSON.stringify(ordered, null, 2) + '\n'
}
