/**
 * `command: evaluate` for one shard: the runs of the plan's skills that fall into shard `i/n`
 * (grouped per eval, src/plan/shards.ts), with old_skill pairing against the plan's base commit,
 * graded right away (the shard has the API key; the merge job does not), plus the pipeline
 * scenarios in shard 1 when the plan asks for them. Same core calls as `skill-evals run`.
 */
import type { ModelClient } from '../ports/model-client.js'
import { realModelClients } from '../ports/model-client.js'
import { mkdir } from 'node:fs/promises'
import type { Repo, RunRecord } from '../types.js'
import type { ExecutorChoice } from '../run/executor-choice.js'
import { BaseRefUnreadableError } from '../run/base-skill.js'
import { runEvals, runLimitsOf, type RunOptions, type RunOutcome } from '../run/index.js'
import { gradeRuns, outcomeGrader, createJudgeGateway, type GradeOutcome } from '../grade/index.js'
import { runRepoPipelines, type RepoPipelinesOutcome } from '../pipeline/index.js'
import { planRuns } from '../plan/runs.js'
import { runsSavedText } from '../plan/adaptive.js'
import { shardBudget, shardRuns, type Shard } from '../plan/shards.js'
import { addCost } from '../run/cost.js'
import { Budget } from '../run/budget.js'
import type { Logger } from '../github/client.js'
import type { PlanFile } from '../plan/plan.js'

export interface ShardOutcome {
  outDir: string
  shard: Shard
  /** Eval groups (skill/eval id) in this shard. */
  evals: number
  records: RunRecord[]
  costUsd: number | null
  budgetStoppedBy: string | null
  grades?: GradeOutcome
  pipelines?: RepoPipelinesOutcome
  /** old_skill pairing was dropped because the base commit could not be read. */
  baseNote?: string
}

/** Who runs the evals (src/run/executor-choice.ts). */
export type ShardExecutor = ExecutorChoice

/** The action's client: always the real source of the model-client port (the action has no --simulate). */
export function anthropicClient(apiKey: string, env: NodeJS.ProcessEnv): ModelClient {
  return realModelClients(apiKey, env).client()
}

/** Which evals (per skill) belong to `shard`. */
export function shardEvals(repo: Repo, plan: Pick<PlanFile, 'skills' | 'trials' | 'model'>, shard: Shard): Map<string, string[]> {
  const specs = planRuns({ evals: repo.evals, skills: plan.skills, trials: 1, model: plan.model })
  const mine = shardRuns(specs, shard)
  const bySkill = new Map<string, string[]>()
  for (const s of mine) {
    const ids = bySkill.get(s.skill) ?? []
    if (!ids.includes(String(s.evalId))) ids.push(String(s.evalId))
    bySkill.set(s.skill, ids)
  }
  return new Map([...bySkill].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
}

export async function evaluateShard(repo: Repo, plan: PlanFile, shard: Shard, client: ModelClient, outDir: string, log: Logger, exec: ShardExecutor = { executor: 'api' }): Promise<ShardOutcome> {
  const c = repo.config
  const work = shardEvals(repo, plan, shard)
  await mkdir(outDir, { recursive: true })
  // The budget is split evenly across the shards (plan/shards.ts); each skill's call gets what is left.
  const budget = shardBudget(plan.maxCostUsd, shard)
  let spent: number | null = 0
  let budgetStoppedBy: string | null = null
  let baseNote: string | undefined
  let baseRef = plan.baseRef
  const records: RunRecord[] = []
  let first = true
  // Adaptive trials (issue 35): the shard owns whole evals, so it decides their trials itself,
  // grading each run as it finishes (the judge gateway is made on the first judge call).
  let judge: ReturnType<typeof createJudgeGateway> | undefined
  const adaptive = plan.adaptive
    ? {
        start: plan.adaptive.start,
        maxTrials: plan.adaptive.maxTrials,
        outcomeOf: outcomeGrader(repo, outDir, (...args) => (judge ??= createJudgeGateway({ client, root: repo.root, concurrency: c.concurrency, cache: c.cache, cacheDir: c.cacheDir })).send(...args), { judgeModel: c.judgeModel, judges: c.judges }),
      }
    : undefined
  for (const [skill, evalIds] of work) {
    const opts: RunOptions = {
      outDir,
      skills: [skill],
      evalIds,
      trials: plan.trials,
      concurrency: c.concurrency,
      model: plan.model,
      resume: !first, // the first call clears a previous attempt's folder; later ones add to it
      skillLoading: c.skillLoading,
      bash: c.bash,
      ...runLimitsOf(c),
      cache: c.cache,
      cacheDir: c.cacheDir,
      maxCostUsd: budget === null ? null : Math.max(0, budget - (spent ?? 0)),
      maxRuns: c.maxRuns,
      ...(baseRef ? { baseRef } : {}),
      executor: exec.executor,
      ...(exec.skillExecutors ? { skillExecutors: exec.skillExecutors } : {}),
      ...(exec.claudeCode ? { claudeCode: exec.claudeCode } : {}),
      ...(adaptive ? { adaptive } : {}),
    }
    let outcome: RunOutcome
    try {
      outcome = await runEvals(repo, opts, client)
    } catch (e) {
      // Only an unreadable base commit (a typed error from run/base-skill.ts) drops the pairing.
      if (!baseRef || !(e instanceof BaseRefUnreadableError)) throw e
      baseNote = `The base commit ${baseRef.slice(0, 12)} could not be read (${e.message}); the base versions of changed skills were not run (check out with fetch-depth: 0).`
      log.warning(baseNote)
      baseRef = undefined
      delete opts.baseRef
      outcome = await runEvals(repo, opts, client)
    }
    first = false
    records.push(...outcome.records)
    if (outcome.progress.maxTotal !== undefined) log.info(`${skill}: ${runsSavedText({ run: outcome.progress.total, max: outcome.progress.maxTotal })}`)
    spent = addCost(spent, outcome.progress.costUsd)
    budgetStoppedBy ??= outcome.budgetStoppedBy
    const p = outcome.progress
    log.info(`${skill}: ${p.done}/${p.total} runs, ${p.completed} completed, ${p.errors} errors, ${p.skipped} skipped.`)
  }

  await judge?.close()
  const result: ShardOutcome = { outDir, shard, evals: [...work.values()].reduce((a, l) => a + l.length, 0), records, costUsd: spent, budgetStoppedBy, ...(baseNote ? { baseNote } : {}) }

  if (records.length > 0) {
    const gateway = createJudgeGateway({ client, root: repo.root, concurrency: c.concurrency, cache: c.cache, cacheDir: c.cacheDir })
    try {
      result.grades = await gradeRuns(repo, outDir, gateway.send, { judgeModel: c.judgeModel, judges: c.judges, concurrency: Math.max(4, c.concurrency * 2) })
    } finally {
      await gateway.close()
    }
    log.info(`Graded ${result.grades.runs.length} runs.`)
  }

  if (plan.pipeline && shard.index === 1) {
    // The scenarios spend what the evals of this shard left of its budget (each is one run toward
    // max-runs, like each skill's call above), and run each step by its skill's executor.
    const pipelineBudget = budget === null && c.maxRuns === null ? undefined : new Budget({ maxCostUsd: budget === null ? null : Math.max(0, budget - (spent ?? 0)), maxRuns: c.maxRuns })
    result.pipelines = await runRepoPipelines(repo, client, {
      outDir,
      model: plan.model,
      ...(pipelineBudget ? { budget: pipelineBudget } : {}),
      executor: exec.executor,
      ...(exec.skillExecutors ? { skillExecutors: exec.skillExecutors } : {}),
      ...(exec.claudeCode ? { claudeCode: exec.claudeCode } : {})
    })
    log.info(`Pipeline scenarios: ${result.pipelines.results.length}.`)
  }
  return result
}
