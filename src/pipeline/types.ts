/**
 * Pipeline scenarios (`evals/pipeline/<id>.json`): skills run in sequence on one disposable
 * local git repository. These are the loaded scenario and the result shapes written to
 * `<out>/pipelines/<id>/result.json` and `<out>/pipelines.json`.
 */
import type { RunError, Usage } from '../types.js'
import type { CostClass } from '../discover/pipeline-types.js'
import type { GradedExpectation } from '../grade/grading-json.js'

export { PIPELINE_DIR, type CostClass, type PipelineScenario, type PipelineStep, type SeedFile } from '../discover/pipeline-types.js'

// ─── Results ──────────────────────────────────────────────────────────────────────────

export type PipelineStatus = 'pass' | 'fail' | 'error'
export type StepStatus = 'pass' | 'fail' | 'error' | 'skipped'
export type FileChange = 'added' | 'modified' | 'deleted' | 'renamed' | 'copied' | 'type-changed' | 'other'

/** One graded assertion (grading.json's expectation entry: text, passed, evidence, status, source, …). */
export type GradedAssertion = GradedExpectation

export interface JudgeSpend {
  calls: number
  usage: Usage
  /** null when the judge model's price is unknown. */
  costUsd: number | null
}

export interface StepResult {
  /** 1-based run order. */
  n: number
  skill: string
  prompt: string
  status: StepStatus
  /** Why the status is error / skipped. */
  reason?: string
  verify: GradedAssertion[]
  /** `git diff` of this step (previous commit → this step's commit), truncated; full text in step-<n>/diff.patch. */
  diff: string
  diffTruncated: boolean
  /** Size of the full diff in characters. */
  diffChars: number
  /** Repo-relative paths changed by this step, sorted. */
  filesChanged: string[]
  /** How each changed file changed. */
  fileStatus: Record<string, FileChange>
  /** Commit of the temporary repo after this step (null when the step did not get that far). */
  commit: string | null
  /** The step's final assistant text (truncated). */
  response: string
  skillUsed: boolean
  turns: number
  toolCalls: number
  stopReason: string | null
  usage: Usage
  /** Cost of the agent's API calls; null when the model's price is unknown. */
  costUsd: number | null
  /** Judge calls made to grade this step's `verify`. */
  judge: JudgeSpend
  durationMs: number
  error?: RunError
  /** Files of this step, relative to the scenario folder. */
  files: { transcript: string; grading: string; diff: string }
}

export interface PipelineResult {
  version: 1
  id: string
  description: string
  costClass: CostClass
  /** Repo-relative path of the scenario file. */
  file: string
  status: PipelineStatus
  reason?: string
  cancelled: boolean
  model: string
  judgeModel: string
  startedAt: string
  finishedAt: string
  durationMs: number
  /** Commit of the seeded repository (before step 1). */
  seedCommit: string | null
  steps: StepResult[]
  final: GradedAssertion[]
  summary: {
    stepsTotal: number
    stepsPassed: number
    finalTotal: number
    finalPassed: number
  }
  /** The agent's usage over every step. */
  usage: Usage
  /** The agent's cost over every step (null when unknown). */
  costUsd: number | null
  /** Judge usage over every step's verify and the final assertions. */
  judge: JudgeSpend
}

/** `<out>/pipelines.json`. `scenarios` marks it as pipeline output (as in the reference report job). */
export interface PipelinesIndex {
  version: 1
  generated_at: string
  model: string
  judge_model: string
  simulated?: boolean
  scenarios: PipelineIndexEntry[]
  totals: { scenarios: number; passed: number; failed: number; errors: number; cost_usd: number | null }
}

export interface PipelineIndexEntry {
  id: string
  description: string
  cost_class: CostClass
  status: PipelineStatus
  cancelled: boolean
  steps_total: number
  steps_passed: number
  final_total: number
  final_passed: number
  cost_usd: number | null
  duration_ms: number
  /** Relative to the out folder. */
  result: string
}
