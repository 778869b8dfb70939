/**
 * Pipeline scenario definitions (`evals/pipeline/<id>.json`) as discovery loads them: skills run in
 * sequence on one disposable local git repository. The result shapes are in src/pipeline/types.ts.
 */
import type { Assertion, SourcePosition } from '../types.js'

export type CostClass = 'low' | 'high'

/** Where scenarios live, relative to the repo root. */
export const PIPELINE_DIR = 'evals/pipeline'

/** A file of the temporary repository before step 1. */
export type SeedFile =
  /** A repo-relative path of the user's repo, copied to the same relative path. */
  | { kind: 'copy'; path: string; resolved: string }
  /** Inline content written at `path`. */
  | { kind: 'inline'; path: string; content: string }

export interface PipelineStep {
  /** 1-based position in the file (the run order; names the `step-<n>` folder). */
  n: number
  /** The `step` number as written, if any. */
  step?: number
  skill: string
  prompt: string
  verify: Assertion[]
  source: SourcePosition
}

export interface PipelineScenario {
  id: string
  description: string
  costClass: CostClass
  /** Repo-relative path of the scenario file. */
  file: string
  repoStrategy: 'local-tmp-init'
  seed: { claudeMd?: string; files: SeedFile[] }
  steps: PipelineStep[]
  finalAssertions: Assertion[]
}
