/**
 * Every input of the action, read in one place (action.yml declares exactly these; a test keeps
 * the two lists equal). The two secrets are masked with `core.setSecret` the moment they are
 * read, before anything else can log them.
 *
 * Inputs are plain strings from the runner (`INPUT_<NAME>`); booleans accept true/false in any
 * case and fall back to their default when empty, so a missing default (unit runs, GHES quirks)
 * is not an error. Nothing read here is ever passed to a shell.
 */
import * as core from '@actions/core'
import type { ExecutorKind } from '../types.js'
import type { PlanInputs } from '../plan/plan.js'

export const COMMANDS = ['validate', 'evaluate', 'plan', 'merge', 'comment', 'benchmark', 'cross-model'] as const
export type Command = (typeof COMMANDS)[number]

/** The planning settings (mode, trials, models, shards, max-cost-usd, pipeline, full-eval-label, key) are `PlanInputs`' fields. */
export interface ActionInputs extends Omit<PlanInputs, 'hasApiKey'> {
  command: Command
  root: string
  failOnWarnings: boolean
  /** From the workflow's presence check; undefined when not given (then the key input decides). */
  apiKeyPresent: boolean | undefined
  outDir: string
  githubToken: string
  planFile: string
  shard: string
  anthropicApiKey: string
  shardsDir: string
  shardsResult: string
  failOnVerdict: boolean
  resultsDir: string
  viewerUrl: string
  artifactUrl: string
  commitBenchmark: boolean
  /** `cross-model`: one merged results folder per model, or folders holding one such subfolder per model. */
  resultsDirs: string[]
  /** `cross-model`: open / update the tracking issue when something needs attention. */
  trackingIssue: boolean
  /** 0 = the repository's default. */
  retentionDays: number
  /** `evaluate`: who runs each eval; undefined = the config's `executor` (default api). */
  executor: ExecutorKind | undefined
  /** `evaluate` with the claude-code executor: the CLI; '' = the config's `claude-code-path`, then node_modules / PATH. */
  claudeCodePath: string
}

export class InputError extends Error {}

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

export function readInputs(): ActionInputs {
  // Secrets first: masked before anything could print them.
  const anthropicApiKey = core.getInput('anthropic-api-key')
  const githubToken = core.getInput('github-token')
  if (anthropicApiKey) core.setSecret(anthropicApiKey)
  if (githubToken) core.setSecret(githubToken)
  // Nothing this process starts (git, checks, pipeline scenarios) inherits them.
  delete process.env['INPUT_ANTHROPIC-API-KEY']
  delete process.env['INPUT_GITHUB-TOKEN']

  const commandRaw = (core.getInput('command') || 'validate').trim().toLowerCase()
  if (!(COMMANDS as readonly string[]).includes(commandRaw)) {
    throw new InputError(`Input 'command' must be one of ${COMMANDS.join(', ')} (got '${commandRaw.slice(0, 20)}').`)
  }
  const present = core.getInput('api-key-present')
  const executorRaw = core.getInput('executor').trim().toLowerCase()
  if (executorRaw !== '' && executorRaw !== 'api' && executorRaw !== 'claude-code') {
    throw new InputError(`Input 'executor' must be api or claude-code (got '${executorRaw.slice(0, 20)}').`)
  }
  const maxCost = core.getInput('max-cost-usd')
  return {
    command: commandRaw as Command,
    root: core.getInput('root') || '.',
    failOnWarnings: bool('fail-on-warnings', core.getInput('fail-on-warnings'), false),
    mode: core.getInput('mode') || 'auto',
    trials: nonNegative('trials', core.getInput('trials'), 0),
    models: splitList(core.getInput('models')),
    shards: Math.min(64, Math.max(1, nonNegative('shards', core.getInput('shards'), 1))),
    maxCostUsd: maxCost.trim() === '' ? undefined : nonNegative('max-cost-usd', maxCost, 0, false),
    pipeline: bool('pipeline', core.getInput('pipeline'), false),
    fullEvalLabel: core.getInput('full-eval-label'),
    key: core.getInput('key'),
    apiKeyPresent: present.trim() === '' ? undefined : bool('api-key-present', present, false),
    outDir: core.getInput('out-dir'),
    githubToken,
    planFile: core.getInput('plan-file'),
    shard: core.getInput('shard'),
    anthropicApiKey,
    shardsDir: core.getInput('shards-dir'),
    shardsResult: core.getInput('shards-result'),
    failOnVerdict: bool('fail-on-verdict', core.getInput('fail-on-verdict'), true),
    resultsDir: core.getInput('results-dir'),
    viewerUrl: core.getInput('viewer-url'),
    artifactUrl: core.getInput('artifact-url'),
    commitBenchmark: bool('commit-benchmark', core.getInput('commit-benchmark'), false),
    // One folder per line (folder names may hold commas).
    resultsDirs: core
      .getInput('results-dirs')
      .split('\n')
      .map((s) => s.trim())
      .filter(Boolean),
    trackingIssue: bool('tracking-issue', core.getInput('tracking-issue'), false),
    retentionDays: nonNegative('retention-days', core.getInput('retention-days'), 0),
    executor: executorRaw === '' ? undefined : (executorRaw as ExecutorKind),
    claudeCodePath: core.getInput('claude-code-path').trim(),
  }
}
