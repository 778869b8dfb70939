/**
 * What a pipeline run is given and gives back: its options, the listeners it tells as it goes,
 * its outcome, and the error it throws before anything runs.
 */
import type { SkillLoading } from '../types.js'
import type { SolverOptions } from '../run/solver.js'
import type { Budget } from '../run/budget.js'
import type { MaterialCaps } from '../grade/material.js'
import type { PipelineResult, PipelineScenario, PipelinesIndex, StepResult } from './types.js'

/** Bad input found before any scenario runs (an unknown scenario id, a scenario file with errors). */
export class PipelineSetupError extends Error {}

export interface PipelineRunOptions {
  /** Results folder: writes `<outDir>/pipelines/…` and `<outDir>/pipelines.json`. */
  outDir: string
  model: string
  judgeModel: string
  /** Judge votes per text assertion (majority). Default 1. */
  judges?: number
  judgeMaxTokens?: number
  skillLoading: SkillLoading
  bash: boolean
  maxTurns: number
  maxTokens: number
  /** Timeout of ONE step, in seconds. */
  runTimeoutSeconds: number
  checkTimeoutMs?: number
  caps?: MaterialCaps
  /** Parent folder of the temporary repositories (default: the OS temp dir). */
  tempDir?: string
  /** Only these scenario ids (unknown ids → PipelineSetupError). */
  ids?: string[]
  signal?: AbortSignal
  /** Recorded in pipelines.json. */
  simulated?: boolean
  /** Stops new scenarios once spent (the one runner's budget); a refused scenario is an error, its steps skipped. */
  budget?: Budget
  /** Keep the scenarios whose result.json in `outDir` is a finished run (pass or fail, not cancelled, same model). */
  resume?: boolean
  /** Who runs each step (default `api`; per skill with `skillExecutors`); `claude-code` needs `claudeCode`. */
  executor?: SolverOptions['executor']
  skillExecutors?: SolverOptions['skillExecutors']
  claudeCode?: SolverOptions['claudeCode']
  claudeCodeViaGateway?: boolean
}

export interface PipelineEvents {
  /** The temporary repository was created (path of the repository folder). */
  onScenarioStart?(scenario: PipelineScenario, repoDir: string): void
  onStepFinished?(scenario: PipelineScenario, step: StepResult): void
  onScenarioFinished?(result: PipelineResult): void
}

export interface PipelinesOutcome {
  outDir: string
  results: PipelineResult[]
  indexFile: string
  index: PipelinesIndex
  cancelled: boolean
}

/** Tell a listener; a listener that throws must not break a pipeline. */
export function notify(fn: () => void): void {
  try {
    fn()
  } catch {
    /* a listener must not break a pipeline */
  }
}
