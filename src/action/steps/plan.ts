/** `plan/`: decide mode and skills from the event, size the shard matrix, write plan.json. */
import * as core from '@actions/core'
import { resolve } from 'node:path'
import { makePlan, planSummary, writePlan, type PlanInputs } from '../../plan/plan.js'
import { changedFilesFinder } from '../changed-files.js'
import { displayPath, type ActionContext } from '../context.js'
import type { PlanningSettings, PlanSettings } from '../inputs.js'
import type { ActionOutputs } from '../outputs.js'
import { loadValidRepo, log, publisherFor, warnExtraModels, writeSummary } from './kit.js'

export function planInputs(s: PlanningSettings, hasApiKey: boolean, shards: number): PlanInputs {
  const { mode, trials, models, maxCostUsd, pipeline, fullEvalLabel, key } = s
  return { mode, trials, models, shards, maxCostUsd, pipeline, fullEvalLabel, key, hasApiKey, ...(s.adaptive ? { adaptive: true } : {}) }
}

export async function planStep(s: PlanSettings, ctx: ActionContext, setOutputs: (o: ActionOutputs) => void): Promise<void> {
  const gh = publisherFor(ctx, s.githubToken)
  const repo = await loadValidRepo(s.root, ctx, gh)
  if (!repo) return
  const hasKey = s.apiKeyPresent ?? s.anthropicApiKey !== ''
  const p = await makePlan(repo, ctx, planInputs(s, hasKey, s.shards), changedFilesFinder(gh, log))
  const file = await writePlan(resolve(s.outDir || '.skill-evals/plan'), p)
  core.info(`Plan: ${p.mode} mode, ${p.skills.length} skill(s), ${p.runs} run(s), ${p.shards} shard(s); run=${p.run}${p.skip ? ` (${p.skip.reason})` : ''}.`)
  warnExtraModels(p)
  setOutputs({
    run: String(p.run),
    matrix: JSON.stringify(p.matrix),
    mode: p.mode,
    skills: p.skills.join(','),
    artifactPrefix: p.artifactPrefix,
    cacheDir: p.cacheDir,
    planFile: displayPath(ctx, file),
  })
  await writeSummary(gh, planSummary(p))
}
