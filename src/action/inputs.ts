/**
 * The settings of each step of the action, read and validated in one place. Each step has its own
 * typed settings object and reads only its own inputs; every folder action's action.yml declares
 * exactly those (test/unit/action-steps.test.ts records what each reader reads and compares).
 *
 * Inputs are plain strings from the runner (`INPUT_<NAME>`); booleans accept true/false in any
 * case and fall back to their default when empty, so a missing default (unit runs, GHES quirks)
 * is not an error. The two secrets are masked the moment they are read and removed from the
 * environment, so nothing this process starts inherits them. Nothing read here reaches a shell.
 */
import * as core from '@actions/core'
import type { ExecutorKind } from '../types.js'
import { registerSecret } from '../redact/index.js'

/** `pr` is the repository's root action: the whole pull-request evaluation in one step. */
export const STEPS = ['pr', 'validate', 'plan', 'evaluate', 'merge', 'comment', 'benchmark', 'cross-model'] as const
export type Step = (typeof STEPS)[number]

/** Reads one input by its action.yml name ('' when not given). */
export type InputSource = (name: string) => string

export class InputError extends Error {}

export interface ValidateSettings { root: string; failOnWarnings: boolean; allowEmpty: boolean }
/** Planning settings: the fields of plan/plan.ts `PlanInputs` (hasApiKey comes from `apiKeyPresent` or the key). */
export interface PlanningSettings {
  root: string
  mode: string
  /** 0 = the config's `trials`. */
  trials: number
  /** `trials: adaptive` (issue 35). */
  adaptive?: boolean
  models: string[]
  maxCostUsd: number | undefined
  pipeline: boolean
  fullEvalLabel: string
  key: string
  githubToken: string
  outDir: string
}
export interface PlanSettings extends PlanningSettings {
  shards: number
  /** From the workflow's presence check; undefined when not given (then the key input decides). */
  apiKeyPresent: boolean | undefined
  anthropicApiKey: string
}
export interface ExecutorSettings {
  /** undefined = the config's `executor` (default api). */
  executor: ExecutorKind | undefined
  /** '' = the config's `claude-code-path`, then node_modules / PATH. */
  claudeCodePath: string
}
export interface EvaluateSettings extends ExecutorSettings { root: string; planFile: string; shard: string; anthropicApiKey: string; outDir: string }
export interface MergeSettings { root: string; planFile: string; shardsDir: string; shardsResult: string; outDir: string; failOnVerdict: boolean }
export interface CommentSettings { root: string; resultsDir: string; key: string; viewerUrl: string; artifactUrl: string; githubToken: string }
export interface BenchmarkSettings { root: string; resultsDir: string; commitBenchmark: boolean; githubToken: string }
export interface CrossModelSettings {
  root: string
  /** One merged results folder per model, or folders holding one such subfolder per model. */
  resultsDirs: string[]
  outDir: string
  key: string
  anthropicApiKey: string
  githubToken: string
  trackingIssue: boolean
  commitBenchmark: boolean
  /** 0 = the repository's default. */
  retentionDays: number
}
export interface PrSettings extends PlanningSettings, ExecutorSettings {
  anthropicApiKey: string
  failOnVerdict: boolean
  commitBenchmark: boolean
  retentionDays: number
}

export interface StepSettings {
  pr: PrSettings
  validate: ValidateSettings
  plan: PlanSettings
  evaluate: EvaluateSettings
  merge: MergeSettings
  comment: CommentSettings
  benchmark: BenchmarkSettings
  'cross-model': CrossModelSettings
}

function bool(name: string, value: string, fallback: boolean): boolean {
  const v = value.trim().toLowerCase()
  if (v === '') return fallback
  if (v === 'true') return true
  if (v === 'false') return false
  throw new InputError(`Input '${name}' must be true or false (got '${value.slice(0, 20)}').`)
}

function nonNegative(name: string, value: string, fallback: number, integer = true): number {
  const v = value.trim()
  if (v === '') return fallback
  const n = Number(v)
  if (!Number.isFinite(n) || n < 0 || (integer && !Number.isInteger(n))) {
    throw new InputError(`Input '${name}' must be ${integer ? 'a whole number' : 'a number'} >= 0 (got '${v.slice(0, 20)}').`)
  }
  return n
}

/** `a, b` or one per line → ['a', 'b']. */
export function splitList(value: string): string[] {
  return value
    .split(/[,\n]/)
    .map((s) => s.trim())
    .filter(Boolean)
}

/** A secret input: masked before anything could print it, and gone from the environment. */
function secret(get: InputSource, name: string): string {
  const value = get(name)
  if (value) core.setSecret(value)
  registerSecret(value)
  delete process.env[`INPUT_${name.toUpperCase()}`]
  return value
}

function executorSettings(get: InputSource): ExecutorSettings {
  const raw = get('executor').trim().toLowerCase()
  if (raw !== '' && raw !== 'api' && raw !== 'claude-code') throw new InputError(`Input 'executor' must be api or claude-code (got '${raw.slice(0, 20)}').`)
  return { executor: raw === '' ? undefined : (raw as ExecutorKind), claudeCodePath: get('claude-code-path').trim() }
}

function planning(get: InputSource): PlanningSettings {
  const maxCost = get('max-cost-usd')
  return {
    root: get('root') || '.',
    mode: get('mode') || 'auto',
    trials: get('trials').trim() === 'adaptive' ? 0 : nonNegative('trials', get('trials'), 0),
    ...(get('trials').trim() === 'adaptive' ? { adaptive: true } : {}),
    models: splitList(get('models')),
    maxCostUsd: maxCost.trim() === '' ? undefined : nonNegative('max-cost-usd', maxCost, 0, false),
    pipeline: bool('pipeline', get('pipeline'), false),
    fullEvalLabel: get('full-eval-label'),
    key: get('key'),
    githubToken: secret(get, 'github-token'),
    outDir: get('out-dir'),
  }
}

const readers: { [S in Step]: (get: InputSource) => StepSettings[S] } = {
  validate: (get) => ({ root: get('root') || '.', failOnWarnings: bool('fail-on-warnings', get('fail-on-warnings'), false), allowEmpty: bool('allow-empty', get('allow-empty'), false) }),
  plan: (get) => {
    const present = get('api-key-present')
    return {
      ...planning(get),
      anthropicApiKey: secret(get, 'anthropic-api-key'),
      shards: Math.min(64, Math.max(1, nonNegative('shards', get('shards'), 1))),
      apiKeyPresent: present.trim() === '' ? undefined : bool('api-key-present', present, false),
    }
  },
  evaluate: (get) => ({
    anthropicApiKey: secret(get, 'anthropic-api-key'),
    root: get('root') || '.',
    planFile: get('plan-file'),
    shard: get('shard'),
    outDir: get('out-dir'),
    ...executorSettings(get),
  }),
  merge: (get) => ({
    root: get('root') || '.',
    planFile: get('plan-file'),
    shardsDir: get('shards-dir'),
    shardsResult: get('shards-result'),
    outDir: get('out-dir'),
    failOnVerdict: bool('fail-on-verdict', get('fail-on-verdict'), true),
  }),
  comment: (get) => ({
    githubToken: secret(get, 'github-token'),
    root: get('root') || '.',
    resultsDir: get('results-dir'),
    key: get('key'),
    viewerUrl: get('viewer-url'),
    artifactUrl: get('artifact-url'),
  }),
  benchmark: (get) => ({
    githubToken: secret(get, 'github-token'),
    root: get('root') || '.',
    resultsDir: get('results-dir'),
    commitBenchmark: bool('commit-benchmark', get('commit-benchmark'), false),
  }),
  'cross-model': (get) => ({
    anthropicApiKey: secret(get, 'anthropic-api-key'),
    githubToken: secret(get, 'github-token'),
    root: get('root') || '.',
    // One folder per line (folder names may hold commas).
    resultsDirs: get('results-dirs')
      .split('\n')
      .map((s) => s.trim())
      .filter(Boolean),
    outDir: get('out-dir'),
    key: get('key'),
    trackingIssue: bool('tracking-issue', get('tracking-issue'), false),
    commitBenchmark: bool('commit-benchmark', get('commit-benchmark'), false),
    retentionDays: nonNegative('retention-days', get('retention-days'), 0),
  }),
  pr: (get) => ({
    anthropicApiKey: secret(get, 'anthropic-api-key'),
    ...planning(get),
    ...executorSettings(get),
    failOnVerdict: bool('fail-on-verdict', get('fail-on-verdict'), true),
    commitBenchmark: bool('commit-benchmark', get('commit-benchmark'), false),
    retentionDays: nonNegative('retention-days', get('retention-days'), 0),
  }),
}

/** The settings of `step`, from `get` (the runner's inputs by default). */
export function readSettings<S extends Step>(step: S, get: InputSource = (n) => core.getInput(n)): StepSettings[S] {
  return readers[step](get)
}

/**
 * The root action's deprecated `command` input (kept for one release): the step it names, or
 * undefined when it is empty. `evaluate` meant the whole pipeline unless `plan-file` or `shard`
 * was given, which meant one shard.
 */
export function deprecatedCommand(get: InputSource = (n) => core.getInput(n)): Step | undefined {
  const raw = get('command').trim().toLowerCase()
  if (raw === '') return undefined
  if (raw === 'evaluate') return get('plan-file') || get('shard') ? 'evaluate' : 'pr'
  if (raw === 'pr' || !(STEPS as readonly string[]).includes(raw)) {
    throw new InputError(`Input 'command' must be one of ${STEPS.filter((s) => s !== 'pr').join(', ')} (got '${raw.slice(0, 20)}').`)
  }
  return raw as Step
}

/** The secret inputs a step did not read are still masked and removed (a deprecated `command` call may pass them). */
export function scrubSecretInputs(): void {
  for (const name of ['anthropic-api-key', 'github-token']) secret((n) => process.env[`INPUT_${n.toUpperCase()}`]?.trim() ?? '', name)
}
