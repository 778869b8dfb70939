/**
 * What the steps share: the log, the real GitHub publisher (`publisherFor`; the port is
 * src/github/port.ts), the job summary (with the no-sandbox note once), loading a valid
 * repository, the report outputs, the effect of the verdict and of the regression gate on the
 * step, the pieces the pull-request step has in common with the sharded steps (one shard's
 * evaluation with the regression gate; the report of a results folder) and a report's
 * publication through the port (`publishReport`).
 */
import * as core from '@actions/core'
import { resolve } from 'node:path'
import type { ModelClient } from '../../ports/model-client.js'
import { noSandboxNoticeGiven } from '../../sandbox/index.js'
import { loadRepo, countFindings } from '../../discover/index.js'
import { annotateFindings } from '../../report/annotations.js'
import { annotateEvalFailures } from '../../report/eval-annotations.js'
import { checkedSkills, formatFindingsText, nothingCheckedLine, validationOk } from '../../report/findings.js'
import { mdCode, mdEscape } from '../../text/markdown.js'
import type { Logger } from '../../github/client.js'
import type { GitHubPublisher } from '../../github/port.js'
import { githubPublisher } from '../../github/publisher.js'
import { fetchCommit } from '../../github/pr-files.js'
import type { PlanFile } from '../../plan/plan.js'
import type { Shard } from '../../plan/shards.js'
import { chooseExecutor } from '../../run/executor-choice.js'
import type { Repo } from '../../types.js'
import { displayPath, repoOptions, type ActionContext } from '../context.js'
import { anthropicClient, evaluateShard, type ShardOutcome } from '../evaluate.js'
import { resetOutDir } from '../merge.js'
import { buildReport, passRateOf, type ReportResult } from '../report.js'
import { postComment, uploadReport, type Uploads } from '../../github/publish.js'
import type { UpsertResult } from '../../github/port.js'
import { commentBody, jobSummaryBody, type Links } from '../render.js'
import { actOnRegression, runPrRegressionGate, writeRegression, type ActionRegression } from '../regression.js'
import type { ExecutorSettings } from '../inputs.js'

export const log: Logger = { info: (m) => core.info(m), warning: (m) => core.warning(m) }

/** The real GitHub publisher for this step (src/github/publisher.ts); `token` '' makes no API calls. */
export function publisherFor(ctx: ActionContext, token = ''): GitHubPublisher {
  return githubPublisher({ token, ...(ctx.owner && ctx.repo ? { repository: { owner: ctx.owner, repo: ctx.repo } } : {}), env: ctx.env, log })
}

let sandboxNoticeInSummary = false

export async function writeSummary(gh: GitHubPublisher, text: string): Promise<void> {
  // Issue 17: when checks, Bash or Claude Code ran without a sandbox, the summary says so once.
  const notice = sandboxNoticeInSummary ? undefined : noSandboxNoticeGiven()
  if (notice) text = `${text.replace(/\n*$/, '\n')}\n> **Note:** ${notice}\n`
  if ((await gh.writeSummary(text)) && notice) sandboxNoticeInSummary = true
}

export function validationSummary(repo: Repo, opts: { allowEmpty?: boolean } = {}): string {
  const { errors, warnings } = countFindings(repo.findings)
  const checked = checkedSkills(repo)
  const head = validationOk(repo, opts) ? '✅' : '❌'
  const lines = [`## ${head} skill-evals: validation`, '', `${checked} skills, ${repo.evals.length} evals: **${errors} errors**, ${warnings} warnings.`, '']
  if (checked === 0) lines.push(mdEscape(nothingCheckedLine(repo, opts)), '')
  if (repo.findings.length > 0) {
    lines.push('| Level | Where | Finding |', '|---|---|---|')
    for (const f of repo.findings.slice(0, 200)) {
      const where = f.line ? `${f.file}:${f.line}` : f.file
      lines.push(`| ${f.severity} | ${mdCode(where)} | ${mdEscape(f.message)} |`)
    }
    if (repo.findings.length > 200) lines.push('', `…and ${repo.findings.length - 200} more.`)
  }
  return lines.join('\n') + '\n'
}

/**
 * Loads the repository for this event: on a pull request with the gate policy of its base commit
 * (issue 33 row I), which is fetched first when the checkout does not have it.
 */
export async function loadEventRepo(root: string, ctx: ActionContext): Promise<Repo> {
  const o = repoOptions(ctx)
  if (o.policyRef) await fetchCommit(resolve(root), o.policyRef, log)
  return loadRepo(root, o)
}

/** Loads the repo; validation errors are annotated and fail the step (undefined is returned). */
export async function loadValidRepo(root: string, ctx: ActionContext, gh: GitHubPublisher): Promise<Repo | undefined> {
  const repo = await loadEventRepo(root, ctx)
  const { errors } = countFindings(repo.findings)
  if (errors > 0) {
    core.info(formatFindingsText(repo))
    annotateFindings(repo.findings, gh.annotations, repo.root, ctx.workspace)
    await writeSummary(gh, validationSummary(repo))
    core.setFailed(`skill-evals: ${errors} error${errors === 1 ? '' : 's'} in skills or eval suites; nothing was evaluated.`)
    return undefined
  }
  return repo
}

/** Fails the step (or warns, with fail-on-verdict false) on a failing verdict or a report without one. */
export function failOnVerdict(r: ReportResult, failOnVerdictSetting: boolean): void {
  if (r.error) return core.setFailed(`skill-evals: no verdict: ${r.error}`)
  const verdict = r.summary!.verdict
  if (verdict !== 'no_go' && verdict !== 'rollback') return
  if (failOnVerdictSetting) core.setFailed(`skill-evals: verdict ${verdict} (see the job summary and the PR comment).`)
  else core.warning(`skill-evals: verdict ${verdict}; the step passes because fail-on-verdict is false.`)
}

/**
 * The regression gate's effect on the step (`actOnRegression`), through @actions/core. The three
 * functions are passed, not `core` itself: an object holding every export kept the OIDC client
 * (and undici) in the step's start-up bundle.
 */
export function failOnRegression(gate: ActionRegression | undefined, failOnVerdictSetting: boolean): void {
  actOnRegression(gate, failOnVerdictSetting, { setFailed: core.setFailed, warning: core.warning, info: core.info })
}

export function reportOutputs(ctx: ActionContext, r: ReportResult) {
  return {
    verdict: r.summary?.verdict ?? '',
    mode: r.plan.mode,
    skills: r.plan.skills.join(','),
    passRate: passRateOf(r.summary),
    summaryPath: r.summaryFile ? displayPath(ctx, r.summaryFile) : '',
    viewerPath: r.viewerFile ? displayPath(ctx, r.viewerFile) : '',
    viewerDir: r.viewerDir ? displayPath(ctx, r.viewerDir) : '',
    resultsDir: displayPath(ctx, r.resultsDir),
  }
}

export function warnExtraModels(p: PlanFile): void {
  if (p.extraModels.length > 0) core.warning(`Only ${p.model} runs in this call; ${p.extraModels.join(', ')} need their own call (a matrix over models with \`key\`).`)
}

export interface ShardRun {
  /** The results folder, emptied before the runs. */
  out: string
  outcome: ShardOutcome
  gate: ActionRegression | undefined
  client: ModelClient
}

/**
 * One shard of the plan, evaluated into `outDir` (emptied first, after the executor is known), and (in shard 1, which has the key) the regression
 * gate on `version:` bumps, written beside the results for the merge step.
 */
export async function runShard(repo: Repo, p: PlanFile, shard: Shard, s: ExecutorSettings & { anthropicApiKey: string }, ctx: ActionContext, outDir: string): Promise<ShardRun> {
  const howToProvide =
    'The action does not bundle the Claude Code CLI: in the reusable workflow set the `claude-code-version` input (the exact version it installs); ' +
    'with the action alone, install the CLI in an earlier step or point the `claude-code-path` input at it.'
  const exec = await chooseExecutor(repo, { ...s, apiKey: s.anthropicApiKey, skills: p.skills, workspace: ctx.workspace, env: ctx.env, howToProvide, info: log.info })
  const out = await resetOutDir(outDir)
  const client = anthropicClient(s.anthropicApiKey, ctx.env)
  const outcome = await evaluateShard(repo, p, shard, client, out, log, exec)
  const gate = shard.index === 1 ? await runPrRegressionGate(repo.root, p, ctx, client, log) : undefined
  if (gate) await writeRegression(out, gate)
  return { out, outcome, gate, client }
}

/** The report of a results folder (aggregate, gates, verdict, viewer). */
export async function reportOf(repo: Repo, out: string, p: PlanFile, notes: string[]): Promise<ReportResult> {
  return buildReport(repo, resolve(out), { ...p, notes }, log)
}

/** The report's failing evals as annotations on their suite files. */
export function annotateReport(gh: GitHubPublisher, ctx: Pick<ActionContext, 'workspace'>, r: ReportResult, repoRoot: string): void {
  annotateEvalFailures(r.failures, gh.annotations, repoRoot, ctx.workspace)
}

export interface Published {
  uploads: Uploads
  links: Links
  posted: UpsertResult | undefined
}

/**
 * A report's publication through the GitHub publisher port: the failing evals as annotations, the
 * results folder and the viewer as artifacts, the job summary (with their links), the sticky PR
 * comment (once, on a pull request).
 */
export async function publishReport(
  gh: GitHubPublisher,
  ctx: Pick<ActionContext, 'workflow' | 'job' | 'workspace'>,
  r: ReportResult,
  o: { repoRoot: string; prNumber: number | undefined; key: string; artifactPrefix: string; retentionDays: number },
  logger: Logger = log,
): Promise<Published> {
  annotateReport(gh, ctx, r, o.repoRoot)
  const uploads = await uploadReport(gh, { prefix: o.artifactPrefix, resultsDir: r.resultsDir, ...(r.viewerFile ? { viewerFile: r.viewerFile } : {}), retentionDays: o.retentionDays })
  const links: Links = { ...(uploads.viewer?.url ? { viewerUrl: uploads.viewer.url } : {}), ...(uploads.results?.url ? { artifactUrl: uploads.results.url } : {}) }
  await writeSummary(gh, jobSummaryBody(r, links))
  const posted = await postComment(gh, ctx, { prNumber: o.prNumber, key: o.key, body: (m) => commentBody(r, m, links) }, logger)
  return { uploads, links, posted }
}
