/**
 * The root action (`uses: owner/skill-evals@v1`): the whole pull-request evaluation in one step.
 * The same parts as the sharded steps, in one process: validate → plan (one shard) → evaluate
 * (shard 1/1, with the regression gate) → report (aggregate, gates, verdict, viewer) → artifacts,
 * job summary, sticky PR comment → on a push to the default branch, optionally the benchmark commit.
 */
import * as core from '@actions/core'
import { resolve } from 'node:path'
import { pushBenchmarkBranch } from '../../github/benchmark-rules.js'
import { makePlan, writePlan } from '../../plan/plan.js'
import { changedFilesFinder } from '../changed-files.js'
import { displayPath, type ActionContext } from '../context.js'
import type { PrSettings } from '../inputs.js'
import { resetOutDir } from '../merge.js'
import type { ActionOutputs } from '../outputs.js'
import { commitBenchmarkFile, postComment, writeBenchmarkFile } from '../../github/publish.js'
import { regressionOutput } from '../regression.js'
import { commentBody, jobSummaryBody } from '../render.js'
import { planInputs } from './plan.js'
import { adaptiveSavings, runsSavedText } from '../../plan/adaptive.js'
import { failOnRegression, failOnVerdict, loadValidRepo, log, publishReport, publisherFor, reportOf, reportOutputs, runShard, warnExtraModels, writeSummary } from './kit.js'

export async function prStep(s: PrSettings, ctx: ActionContext, setOutputs: (o: ActionOutputs) => void): Promise<void> {
  const gh = publisherFor(ctx, s.githubToken)
  const repo = await loadValidRepo(s.root, ctx, gh)
  if (!repo) return
  const p = await makePlan(repo, ctx, planInputs(s, s.anthropicApiKey !== '', 1), changedFilesFinder(gh, log))
  const outDir = resolve(s.outDir || '.skill-evals/results')
  core.info(`${p.modeReason} ${p.skip ? p.skip.reason : `Evaluating: ${p.skills.join(', ')}.`}`)
  warnExtraModels(p)

  if (!p.run) {
    await resetOutDir(outDir)
    await writePlan(outDir, p)
    const view = { plan: p, failures: [], pipelines: '', notes: [] }
    await writeSummary(gh, jobSummaryBody(view, {}))
    const posted = await postComment(gh, ctx, { prNumber: p.prNumber, key: s.key, body: (m) => commentBody(view, m, {}), onlyUpdate: p.skip?.kind === 'nothing' }, log)
    setOutputs({ verdict: 'skipped', mode: p.mode, skills: '', passRate: '', resultsDir: displayPath(ctx, outDir), commentUrl: posted?.url ?? '' })
    return
  }

  // The regression gate on `version:` bumps (src/action/regression.ts); its section joins the report.
  const { out, outcome: o, gate } = await runShard(repo, p, { index: 1, total: 1 }, s, ctx, outDir)
  const notes: string[] = []
  if (o.baseNote) notes.push(o.baseNote)
  if (o.budgetStoppedBy) notes.push(`The budget stopped new runs (${o.budgetStoppedBy}); the rest are recorded as skipped.`)
  // Adaptive trials (issue 35): what was saved, for the job summary and the PR comment.
  const saved = p.adaptive ? adaptiveSavings(o.records) : null
  if (saved) notes.push(runsSavedText(saved))
  const r = await reportOf(repo, out, p, notes)
  const { uploads, posted } = await publishReport(gh, ctx, r, { repoRoot: repo.root, prNumber: p.prNumber, key: s.key, artifactPrefix: p.artifactPrefix, retentionDays: s.retentionDays })

  let benchmarkFile = ''
  const branch = pushBenchmarkBranch(ctx)
  if (s.commitBenchmark && r.summaryFile && branch && ctx.sha) {
    const b = await writeBenchmarkFile(ctx, repo.root, r.summaryFile, ctx.sha)
    benchmarkFile = displayPath(ctx, b.file)
    await commitBenchmarkFile(gh, { branch, repoPath: b.repoPath, content: b.content }, log)
  } else if (s.commitBenchmark) {
    core.info('commit-benchmark: only on a push to the default branch with a report; not this time.')
  }

  setOutputs({ ...reportOutputs(ctx, r), artifactUrl: uploads.results?.url ?? '', commentUrl: posted?.url ?? '', benchmarkFile, regression: regressionOutput(gate) })
  failOnRegression(gate, s.failOnVerdict)
  failOnVerdict(r, s.failOnVerdict)
}
