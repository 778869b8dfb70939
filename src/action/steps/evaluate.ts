/** `evaluate/`: run and grade one shard `i/n` of the plan (and the regression gate in shard 1). */
import * as core from '@actions/core'
import { mdEscape } from '../../text/markdown.js'
import { readPlan } from '../../plan/plan.js'
import { parseShard, formatShard } from '../../plan/shards.js'
import { formatCost } from '../../run/cost.js'
import { displayPath, type ActionContext } from '../context.js'
import type { EvaluateSettings } from '../inputs.js'
import type { ActionOutputs } from '../outputs.js'
import { loadValidRepo, publisherFor, runShard, writeSummary } from './kit.js'

export async function evaluateStep(s: EvaluateSettings, ctx: ActionContext, setOutputs: (o: ActionOutputs) => void): Promise<void> {
  if (!s.planFile) throw new Error("Input 'plan-file' is required with 'shard' (the plan job's plan.json).")
  const p = await readPlan(s.planFile)
  const shard = parseShard(s.shard)
  setOutputs({ mode: p.mode, skills: p.skills.join(',') })
  if (!p.run) {
    core.info(`Nothing to run: ${(p.skip?.reason ?? 'the plan says so').replace(/\.$/, '')}.`)
    setOutputs({ resultsDir: '' })
    return
  }
  if (!s.anthropicApiKey) throw new Error("Input 'anthropic-api-key' is empty; the evaluation needs it.")
  const gh = publisherFor(ctx)
  const repo = await loadValidRepo(s.root, ctx, gh)
  if (!repo) return
  // The regression gate runs once, in shard 1 (the merge job has no key); merge enforces it.
  const { out, outcome: o, gate } = await runShard(repo, p, shard, s, ctx, s.outDir || '.skill-evals/shard')
  const errors = o.records.filter((r) => r.status === 'error').length
  const line = `Shard ${formatShard(shard)}: ${o.evals} evals, ${o.records.length} runs (${errors} errors), cost ${formatCost(o.costUsd)}${o.budgetStoppedBy ? `; budget stop: ${o.budgetStoppedBy}` : ''}.`
  core.info(line)
  await writeSummary(gh, `## skill-evals: evaluate ${formatShard(shard)}\n\n${mdEscape(line)}\n${o.baseNote ? `\n${mdEscape(o.baseNote)}\n` : ''}${gate && gate.bumps.length > 0 ? `\n${gate.markdown}` : ''}`)
  setOutputs({ resultsDir: displayPath(ctx, out) })
}
