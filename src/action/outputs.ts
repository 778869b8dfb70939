/**
 * Every output of the action, set in one place (action.yml declares exactly these; a test keeps
 * the two lists equal). Only defined values are written, so each command sets the outputs that
 * mean something for it. No secret ever reaches an output: values are counts, paths, URLs,
 * verdicts and names from the repository.
 */
import * as core from '@actions/core'

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

export function setOutputs(o: ActionOutputs): void {
  if (o.skills !== undefined) core.setOutput('skills', o.skills)
  if (o.evals !== undefined) core.setOutput('evals', o.evals)
  if (o.errors !== undefined) core.setOutput('errors', o.errors)
  if (o.warnings !== undefined) core.setOutput('warnings', o.warnings)
  if (o.run !== undefined) core.setOutput('run', o.run)
  if (o.matrix !== undefined) core.setOutput('matrix', o.matrix)
  if (o.mode !== undefined) core.setOutput('mode', o.mode)
  if (o.artifactPrefix !== undefined) core.setOutput('artifact-prefix', o.artifactPrefix)
  if (o.cacheDir !== undefined) core.setOutput('cache-dir', o.cacheDir)
  if (o.planFile !== undefined) core.setOutput('plan-file', o.planFile)
  if (o.resultsDir !== undefined) core.setOutput('results-dir', o.resultsDir)
  if (o.verdict !== undefined) core.setOutput('verdict', o.verdict)
  if (o.passRate !== undefined) core.setOutput('pass-rate', o.passRate)
  if (o.summaryPath !== undefined) core.setOutput('summary-path', o.summaryPath)
  if (o.viewerPath !== undefined) core.setOutput('viewer-path', o.viewerPath)
  if (o.viewerDir !== undefined) core.setOutput('viewer-dir', o.viewerDir)
  if (o.artifactUrl !== undefined) core.setOutput('artifact-url', o.artifactUrl)
  if (o.commentUrl !== undefined) core.setOutput('comment-url', o.commentUrl)
  if (o.benchmarkFile !== undefined) core.setOutput('benchmark-file', o.benchmarkFile)
  if (o.regression !== undefined) core.setOutput('regression', o.regression)
  if (o.crossModelPath !== undefined) core.setOutput('cross-model-path', o.crossModelPath)
  if (o.trackingIssueUrl !== undefined) core.setOutput('tracking-issue-url', o.trackingIssueUrl)
}
