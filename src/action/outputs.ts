/**
 * Every output of the action's steps, set in one place. Each step declares the outputs it sets
 * (`STEP_OUTPUTS`, equal to its action.yml; test/unit/action-steps.test.ts keeps them equal) and
 * setting any other one is a bug that throws. Only defined values are written. No secret ever
 * reaches an output: values are counts, paths, URLs, verdicts and names from the repository.
 */
import * as core from '@actions/core'
import { redact } from '../redact/index.js'
import type { Step } from './inputs.js'

export interface ActionOutputs {
  skills?: string
  evals?: string
  errors?: string
  warnings?: string
  run?: string
  matrix?: string
  mode?: string
  artifactPrefix?: string
  cacheDir?: string
  planFile?: string
  resultsDir?: string
  verdict?: string
  passRate?: string
  summaryPath?: string
  viewerPath?: string
  viewerDir?: string
  artifactUrl?: string
  commentUrl?: string
  benchmarkFile?: string
  regression?: string
  crossModelPath?: string
  trackingIssueUrl?: string
}
type OutputKey = keyof ActionOutputs

/** The action.yml name of each output. */
export const OUTPUT_NAMES: Record<OutputKey, string> = {
  skills: 'skills',
  evals: 'evals',
  errors: 'errors',
  warnings: 'warnings',
  run: 'run',
  matrix: 'matrix',
  mode: 'mode',
  artifactPrefix: 'artifact-prefix',
  cacheDir: 'cache-dir',
  planFile: 'plan-file',
  resultsDir: 'results-dir',
  verdict: 'verdict',
  passRate: 'pass-rate',
  summaryPath: 'summary-path',
  viewerPath: 'viewer-path',
  viewerDir: 'viewer-dir',
  artifactUrl: 'artifact-url',
  commentUrl: 'comment-url',
  benchmarkFile: 'benchmark-file',
  regression: 'regression',
  crossModelPath: 'cross-model-path',
  trackingIssueUrl: 'tracking-issue-url',
}

const REPORT: OutputKey[] = ['verdict', 'mode', 'skills', 'passRate', 'summaryPath', 'viewerPath', 'viewerDir', 'resultsDir', 'regression']

export const STEP_OUTPUTS: Record<Step, readonly OutputKey[]> = {
  pr: [...REPORT, 'artifactUrl', 'commentUrl', 'benchmarkFile'],
  validate: ['skills', 'evals', 'errors', 'warnings'],
  plan: ['run', 'matrix', 'mode', 'skills', 'artifactPrefix', 'cacheDir', 'planFile'],
  evaluate: ['mode', 'skills', 'resultsDir'],
  merge: REPORT,
  comment: ['commentUrl', 'verdict', 'mode'],
  benchmark: ['benchmarkFile'],
  'cross-model': ['skills', 'crossModelPath', 'viewerPath', 'viewerDir', 'artifactUrl', 'trackingIssueUrl', 'benchmarkFile'],
}

/** The output setter of `step`: redacted like every other sink (issue 17); only the step's own outputs. */
export function outputsOf(step: Step): (o: ActionOutputs) => void {
  const allowed = new Set(STEP_OUTPUTS[step])
  return (o) => {
    for (const [k, v] of Object.entries(o) as Array<[OutputKey, string | undefined]>) {
      if (v === undefined) continue
      if (!allowed.has(k)) throw new Error(`The ${step} step has no output '${OUTPUT_NAMES[k]}'.`)
      core.setOutput(OUTPUT_NAMES[k], redact(v))
    }
  }
}
