/** `merge/`: combine the shards' results, aggregate, gate; summary, viewer, verdict. */
import { resolve } from 'node:path'
import { readPlan, writePlan } from '../../plan/plan.js'
import { adaptiveSavings, runsSavedText } from '../../plan/adaptive.js'
import { latestByRun, openResultsLog } from '../../log/index.js'
import { displayPath, type ActionContext } from '../context.js'
import type { MergeSettings } from '../inputs.js'
import { mergeShards, resetOutDir } from '../merge.js'
import type { ActionOutputs } from '../outputs.js'
import { readRegression, regressionOutput } from '../regression.js'
import { jobSummaryBody } from '../render.js'
import { annotateReport, failOnRegression, failOnVerdict, loadEventRepo, log, publisherFor, reportOf, reportOutputs, writeSummary } from './kit.js'

export async function mergeStep(s: MergeSettings, ctx: ActionContext, setOutputs: (o: ActionOutputs) => void): Promise<void> {
  if (!s.planFile) throw new Error("Input 'plan-file' is required for merge.")
  const gh = publisherFor(ctx)
  const p = await readPlan(s.planFile)
  const out = resolve(s.outDir || '.skill-evals/results')
  if (!p.run) {
    await resetOutDir(out)
    await writePlan(out, p)
    await writeSummary(gh, jobSummaryBody({ plan: p, failures: [], pipelines: '', notes: [] }, {}))
    setOutputs({ verdict: 'skipped', mode: p.mode, skills: '', passRate: '', resultsDir: displayPath(ctx, out), viewerDir: '' })
    return
  }
  const merged = await mergeShards(s.shardsDir || '.skill-evals-shards', out)
  log.info(`Merged ${merged.shards.length} shard folder(s) with ${merged.runs} run record(s) into ${displayPath(ctx, out)}.`)
  const notes: string[] = []
  const result = s.shardsResult.trim()
  if (result && result !== 'success' && result !== 'skipped') {
    notes.push(`At least one evaluation shard ended with '${result}': this report covers the ${merged.shards.length} of ${p.shards} shard(s) that uploaded results.`)
  } else if (merged.shards.length < p.shards) {
    notes.push(`Only ${merged.shards.length} of ${p.shards} shard(s) uploaded results; the report is incomplete.`)
  }
  // Adaptive trials (issue 35): what the shards saved, for the job summary and the PR comment.
  if (p.adaptive) {
    const saved = adaptiveSavings(latestByRun((await openResultsLog(out).readAll()).records).values())
    if (saved) notes.push(runsSavedText(saved))
  }
  // On a pull request the gate policy is the base commit's (issue 33 row I).
  const repo = await loadEventRepo(s.root, ctx)
  // The regression gate's outcome, from shard 1 (which has the key; see src/action/regression.ts).
  const gate = await readRegression(out)
  const r = await reportOf(repo, out, p, notes)
  annotateReport(gh, ctx, r, repo.root)
  await writeSummary(gh, jobSummaryBody(r, {}))
  setOutputs({ ...reportOutputs(ctx, r), regression: regressionOutput(gate) })
  failOnRegression(gate, s.failOnVerdict)
  failOnVerdict(r, s.failOnVerdict)
}
