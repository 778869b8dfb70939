/**
 * Pipeline tests: skills in sequence on a disposable local git repository (issue 9).
 *
 * Entry points:
 * - `runRepoPipelines(repo, client, opts)`: everything from a loaded repo (used by
 *   `skill-evals pipeline`, and by `run --pipeline` / action input `pipeline: true`);
 * - `runPipelines(scenarios, skills, send, opts)` / `runPipelineScenario(...)`: the core, with
 *   any `send` (tests drive it with the loopback fake API);
 * - `loadPipelines(root, skills)` (src/discover/pipelines.ts): scenarios + findings;
 * - `pipelineTable(results)`, `pipelineTableMarkdown(results)`: PR-comment rows;
 * - `shouldRunPipelines({requested, mode, branch, releaseBranches})`: when they run.
 */
import type { ModelClient } from '../ports/model-client.js'
import type { CacheMode, Finding, Repo, SkillLoading } from '../types.js'
import type { SolverOptions } from '../run/solver.js'
import { loadPipelines } from '../discover/pipelines.js'
import type { Budget } from '../run/budget.js'
import { createJudgeGateway } from '../grade/index.js'
import { runPipelines } from './runner.js'
import { PipelineSetupError, type PipelineEvents, type PipelinesOutcome } from './options.js'

export * from './types.js'
export { runPipelines } from './runner.js'
export { runPipelineScenario, scenarioStatus } from './scenario.js'
export { stepPrompt } from './step.js'
export { buildIndex, indexEntry, PIPELINES_DIR, PIPELINES_INDEX, DIFF_CHARS_IN_RESULT } from './results.js'
export { PipelineSetupError, type PipelineRunOptions, type PipelineEvents, type PipelinesOutcome } from './options.js'
export { pipelineTable, pipelineTableMarkdown, shouldRunPipelines, PIPELINE_TABLE_HEADER, type PipelineTableInput, type PipelineTrigger } from './table.js'
export { loadPipelines } from '../discover/pipelines.js'

export interface RepoPipelineOptions {
  /** Results folder (pipelines/ and pipelines.json go inside). */
  outDir: string
  /** Only these scenario ids. */
  ids?: string[]
  /** Defaults: config (first of `models`, `judge-model`, `judges`, `skill-loading`, `bash`, …). */
  model?: string
  judgeModel?: string
  judges?: number
  skillLoading?: SkillLoading
  bash?: boolean
  concurrency?: number
  cache?: CacheMode
  cacheDir?: string
  /** Recorded in pipelines.json (the client is the caller's: pass a simulated one for --simulate). */
  simulated?: boolean
  tempDir?: string
  signal?: AbortSignal
  /** The one runner's budget and resume (see `runPipelines`). */
  budget?: Budget
  resume?: boolean
  /** Who runs each step (default `api`; per skill with `skillExecutors`); `claude-code` needs `claudeCode`. */
  executor?: SolverOptions['executor']
  skillExecutors?: SolverOptions['skillExecutors']
  claudeCode?: SolverOptions['claudeCode']
  claudeCodeViaGateway?: boolean
}

export interface RepoPipelinesOutcome extends PipelinesOutcome {
  /** Findings of the pipeline files (also part of `loadRepo`'s findings). */
  findings: Finding[]
}

/**
 * Load the repo's scenarios and run them (one gateway for the agent and the judge: the
 * configured response cache and limits). Throws `PipelineSetupError` when a scenario file has
 * errors (fix them with `skill-evals validate`) or an unknown id is asked for. With no scenarios
 * it writes an empty pipelines.json and returns no results.
 */
export async function runRepoPipelines(
  repo: Repo,
  client: ModelClient,
  opts: RepoPipelineOptions,
  events: PipelineEvents = {}
): Promise<RepoPipelinesOutcome> {
  const { scenarios, findings } = await loadPipelines(repo.root, repo.skills)
  const errors = findings.filter((f) => f.severity === 'error')
  if (errors.length > 0) {
    const first = errors[0]!
    throw new PipelineSetupError(
      `${errors.length} error(s) in pipeline scenarios (first: ${first.file}${first.line ? `:${first.line}` : ''}: ${first.message}); run 'skill-evals validate'.`
    )
  }
  const c = repo.config
  const gateway = createJudgeGateway({
    client,
    root: repo.root,
    concurrency: opts.concurrency ?? c.concurrency,
    cache: opts.cache ?? c.cache,
    cacheDir: opts.cacheDir ?? c.cacheDir
  })
  try {
    const outcome = await runPipelines(
      scenarios,
      repo.skills,
      gateway.send,
      {
        outDir: opts.outDir,
        model: opts.model ?? c.models[0] ?? 'claude-sonnet-5-5',
        judgeModel: opts.judgeModel ?? c.judgeModel,
        judges: opts.judges ?? c.judges,
        skillLoading: opts.skillLoading ?? c.skillLoading,
        bash: opts.bash ?? c.bash,
        maxTurns: c.maxTurns,
        maxTokens: c.maxTokens,
        runTimeoutSeconds: c.runTimeoutSeconds,
        ...(opts.ids?.length ? { ids: opts.ids } : {}),
        ...(opts.tempDir ? { tempDir: opts.tempDir } : {}),
        ...(opts.signal ? { signal: opts.signal } : {}),
        ...(opts.simulated ? { simulated: true } : {}),
        ...(opts.budget ? { budget: opts.budget } : {}),
        ...(opts.resume ? { resume: true } : {}),
        ...(opts.executor ? { executor: opts.executor } : {}),
        ...(opts.skillExecutors ? { skillExecutors: opts.skillExecutors } : {}),
        ...(opts.claudeCode ? { claudeCode: opts.claudeCode } : {}),
        ...(opts.claudeCodeViaGateway !== undefined ? { claudeCodeViaGateway: opts.claudeCodeViaGateway } : {})
      },
      events
    )
    return { ...outcome, findings }
  } finally {
    await gateway.close()
  }
}
