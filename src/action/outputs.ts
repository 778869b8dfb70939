/**
 * Every output of the action, set in one place (action.yml declares exactly these; a test keeps
 * the two lists equal). Only defined values are written, so each command sets the outputs that
 * mean something for it. No secret ever reaches an output: values are counts, paths, URLs,
 * verdicts and names from the repository.
 */
import * as core from '@actions/core'
import { redact } from '../redact/index.js'

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

/** Issue 17: step outputs are redacted like every other sink. */
function setOutput(name: string, value: string): void {
  core.setOutput(name, redact(value))
}

export function setOutputs(o: ActionOutputs): void {
  if (o.skills !== undefined) setOutput('skills', o.skills)
  if (o.evals !== undefined) setOutput('evals', o.evals)
  if (o.errors !== undefined) setOutput('errors', o.errors)
  if (o.warnings !== undefined) setOutput('warnings', o.warnings)
  if (o.run !== undefined) setOutput('run', o.run)
  if (o.matrix !== undefined) setOutput('matrix', o.matrix)
  if (o.mode !== undefined) setOutput('mode', o.mode)
  if (o.artifactPrefix !== undefined) setOutput('artifact-prefix', o.artifactPrefix)
  if (o.cacheDir !== undefined) setOutput('cache-dir', o.cacheDir)
  if (o.planFile !== undefined) setOutput('plan-file', o.planFile)
  if (o.resultsDir !== undefined) setOutput('results-dir', o.resultsDir)
  if (o.verdict !== undefined) setOutput('verdict', o.verdict)
  if (o.passRate !== undefined) setOutput('pass-rate', o.passRate)
  if (o.summaryPath !== undefined) setOutput('summary-path', o.summaryPath)
  if (o.viewerPath !== undefined) setOutput('viewer-path', o.viewerPath)
  if (o.viewerDir !== undefined) setOutput('viewer-dir', o.viewerDir)
  if (o.artifactUrl !== undefined) setOutput('artifact-url', o.artifactUrl)
  if (o.commentUrl !== undefined) setOutput('comment-url', o.commentUrl)
  if (o.benchmarkFile !== undefined) setOutput('benchmark-file', o.benchmarkFile)
  if (o.regression !== undefined) setOutput('regression', o.regression)
  if (o.crossModelPath !== undefined) setOutput('cross-model-path', o.crossModelPath)
  if (o.trackingIssueUrl !== undefined) setOutput('tracking-issue-url', o.trackingIssueUrl)
}
