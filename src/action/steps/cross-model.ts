/**
 * `cross-model/`: the weekly run's last step. Per-model merged results → the cross-model table
 * (summary, viewer, artifacts), optionally the tracking issue and the per-model entries
 * evals/benchmarks/<date>-<model>.json, committed on the default branch.
 */
import * as core from '@actions/core'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { loadRepo } from '../../discover/index.js'
import { needsAttention } from '../../gate/cross-model.js'
import { writeModelBenchmarks } from '../../gate/matrix.js'
import { defaultBranchRun } from '../../github/benchmark-rules.js'
import type { TrackingIssueResult } from '../../github/port.js'
import { commitBenchmarkFile, repoPathOf, uploadReport } from '../../github/publish.js'
import { trackingIssueBody } from '../../github/tracking-issue.js'
import { artifactPrefix } from '../../plan/plan.js'
import { mdEscape } from '../../text/markdown.js'
import { displayPath, type ActionContext } from '../context.js'
import { runCrossModel } from '../cross-model.js'
import { anthropicClient } from '../evaluate.js'
import type { CrossModelSettings } from '../inputs.js'
import type { ActionOutputs } from '../outputs.js'
import { log, publisherFor, writeSummary } from './kit.js'

export async function crossModelStep(s: CrossModelSettings, ctx: ActionContext, setOutputs: (o: ActionOutputs) => void): Promise<void> {
  const gh = publisherFor(ctx, s.githubToken)
  const repo = await loadRepo(s.root)
  const now = new Date()
  const date = now.toISOString().slice(0, 10)
  const benchmarksDir = join(repo.root, 'evals', 'benchmarks')
  const client = s.anthropicApiKey ? anthropicClient(s.anthropicApiKey, ctx.env) : undefined
  const r = await runCrossModel(repo, s.resultsDirs, s.outDir || '.skill-evals/cross-model', { now, date, benchmarksDir, log, ...(client ? { client } : {}) })
  for (const n of r.notes) core.warning(n)
  core.info(`Cross-model table: ${r.table.models.length} model(s) × ${r.table.skills.length} skill(s), ${r.table.anomalies.length} anomal${r.table.anomalies.length === 1 ? 'y' : 'ies'}, ${r.table.regressions.length} regression(s).`)

  const prefix = artifactPrefix(s.key)
  const uploads = await uploadReport(
    gh,
    {
      prefix,
      resultsDir: r.out,
      files: [...r.files, ...r.summaryFiles],
      resultsName: `${prefix}-cross-model`,
      viewerFile: r.viewerFile,
      viewerName: `${prefix}-cross-model-viewer.html`,
      retentionDays: s.retentionDays,
    },
  )

  // Per-model benchmark entries: written, and committed through the Git Data API on the default branch.
  const benchmarkFiles: string[] = []
  if (s.commitBenchmark) {
    const written = await writeModelBenchmarks(benchmarksDir, date, r.summaries)
    benchmarkFiles.push(...written)
    const branch = defaultBranchRun(ctx)
    const entries = []
    for (const f of written) {
      const repoPath = repoPathOf(ctx, f)
      if (repoPath) entries.push({ path: repoPath, content: await readFile(f, 'utf8') })
    }
    if (!branch) core.info('commit-benchmark: the per-model entries are committed only on the default branch; written, not committed.')
    else if (entries.length === 0) core.warning('commit-benchmark: the benchmark entries are outside the workspace; not committed.')
    else {
      const [first, ...more] = entries
      await commitBenchmarkFile(gh, { branch, repoPath: first!.path, content: first!.content, more, message: `chore(evals): weekly cross-model benchmarks ${date}` }, log)
    }
  }

  let issue: TrackingIssueResult | undefined
  if (s.trackingIssue) {
    if (!gh.hasToken || !gh.repository) {
      core.warning('tracking-issue: github-token and GITHUB_REPOSITORY are needed; no tracking issue.')
    } else {
      const server = (ctx.env['GITHUB_SERVER_URL'] || 'https://github.com').replace(/\/+$/, '')
      const runUrl = ctx.runId ? `${server}/${ctx.owner}/${ctx.repo}/actions/runs/${ctx.runId}` : undefined
      const label = repo.config.trackingIssue?.label
      issue = await gh.upsertTrackingIssue({
        body: trackingIssueBody(r.table, { date, ...(runUrl ? { runUrl } : {}) }),
        attention: needsAttention(r.table),
        ...(label ? { label } : {}),
      })
      core.info(`Tracking issue: ${issue.action}${issue.number ? ` #${issue.number}` : ''}${issue.url ? ` (${issue.url})` : ''}.`)
    }
  }

  const links: string[] = []
  if (uploads.viewer?.url) links.push(`[Cross-model viewer](${uploads.viewer.url})`)
  if (uploads.results?.url) links.push(`[Table artifact](${uploads.results.url})`)
  if (issue?.url && issue.action !== 'none') links.push(`[Tracking issue](${issue.url})`)
  const tail = [...(r.notes.length ? ['', ...r.notes.map((n) => `- ${mdEscape(n)}`)] : []), ...(links.length ? ['', links.join(' · ')] : [])]
  await writeSummary(gh, r.markdown + (tail.length ? tail.join('\n') + '\n' : ''))

  setOutputs({
    skills: r.table.skills.map((x) => x.name).join(','),
    crossModelPath: displayPath(ctx, r.files[0]),
    viewerPath: displayPath(ctx, r.viewerFile),
    viewerDir: displayPath(ctx, r.viewerDir),
    artifactUrl: uploads.results?.url ?? '',
    trackingIssueUrl: issue?.url ?? '',
    benchmarkFile: benchmarkFiles.map((f) => displayPath(ctx, f)).join('\n'),
  })
}
