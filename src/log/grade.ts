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
  /** skill-evals' grader always writes it; skill-creator's grader does not (then it follows `passed`). */
  status?: AssertionStatus
  /** skill-evals' grader always writes it. */
  source?: AssertionSource
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

/** skill-creator's `user_notes_summary` (its grader copies the executor's notes). */
export interface UserNotesSummary {
  uncertainties?: string[]
  needs_review?: string[]
  workarounds?: string[]
}

/**
 * A run's grade: its grading.json as `decodeGrade` (src/log/files.ts) reads it. Only
 * `expectations` is always there; skill-creator's own grader writes `summary` and may leave out
 * the rest, and only skill-evals' grader writes `run`, `judge` and `grader`. Every part that is
 * present has been checked against schemas/grading.schema.json. Derived numbers with
 * skill-creator's fallbacks: `gradeCounts`, `gradeStatus`.
 */
export interface RunGrade {
  expectations: GradedExpectation[]
  summary?: Partial<GradingSummary>
  execution_metrics?: Record<string, unknown>
  timing?: Partial<GradingTiming>
  user_notes_summary?: UserNotesSummary
  run?: Partial<GradingRunInfo>
  judge?: Partial<GradingJudgeInfo>
  grader?: { name: string; version: string; graded_at?: string }
}

/**
 * A `RunGrade` as skill-evals' grader writes it (src/grade/grading-json.ts): every part present
 * (and each expectation with its status and source: `expectationEntry`).
 */
export type GradingJson = Omit<RunGrade, 'summary' | 'timing' | 'run' | 'judge' | 'grader' | 'user_notes_summary'> & {
  summary: GradingSummary
  execution_metrics: Record<string, unknown>
  timing: GradingTiming
  run: GradingRunInfo
  judge: GradingJudgeInfo
  grader: { name: 'skill-evals'; version: string; graded_at: string }
}
