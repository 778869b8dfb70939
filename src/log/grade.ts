/**
 * A run's grade: the content of its `grading.json` (skill-creator's format plus our extra fields;
 * the field-by-field description is in src/grade/grading-json.ts, which writes it). Declared here,
 * in the results log's module, because every view reads grades through src/log/.
 */
import type { Configuration, RunRecord, Usage } from '../types.js'

/** One assertion's outcome (an `error` is neither a pass nor a fail). */
export type AssertionStatus = 'pass' | 'fail' | 'error'

export type RunGradeStatus = 'pass' | 'fail' | 'error' | 'inconclusive' | 'skipped'
export type AssertionSource = 'check' | 'judge' | 'none'

export interface GradedVote {
  vote: number
  /** null for an error vote. */
  passed: boolean | null
  status: AssertionStatus
  evidence: string
  cached: boolean
}

export interface GradedExpectation {
  text: string
  passed: boolean
  evidence: string
  status: AssertionStatus
  source: AssertionSource
  check_kind?: string
  votes?: GradedVote[]
  agreement?: string
  disagreement?: boolean
}

export interface GradingSummary {
  passed: number
  failed: number
  total: number
  pass_rate: number
}

export interface GradingTiming {
  executor_duration_seconds: number
  grader_duration_seconds: number
  total_duration_seconds: number
}

export interface GradingRunInfo {
  run_id: string
  skill: string
  eval_id: number | string
  configuration: Configuration
  trial: number
  model: string
  /** The run's own status in run.json. */
  run_status: RunRecord['status']
  skill_used: boolean
  status: RunGradeStatus
  /** Why the status is error / inconclusive / skipped. */
  reason?: string
  assertion_errors: number
}

export interface GradingJudgeInfo {
  model: string
  judges: number
  prompt_hash: string
  calls: number
  cached_calls: number
  api_calls: number
  retries: number
  usage: Usage
  cost_usd: number | null
  spent_usd: number | null
}

export interface GradingJson {
  expectations: GradedExpectation[]
  summary: GradingSummary
  execution_metrics: Record<string, unknown>
  timing: GradingTiming
  run: GradingRunInfo
  judge: GradingJudgeInfo
  grader: { name: 'skill-evals'; version: string; graded_at: string }
}

/** A run's grade: its grading.json. */
export type RunGrade = GradingJson
