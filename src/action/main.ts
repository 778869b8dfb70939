/**
 * The GitHub Action front door: reads inputs and the event, calls the same core functions as the
 * CLI, publishes (annotations, job summary, PR comment, artifacts, outputs) and fails the step
 * when the verdict says so. Thin by design; one function per `command`:
 *
 * - validate  (default) check every SKILL.md, suite and config; annotations + summary.
 * - plan      decide mode and skills from the event, size the shard matrix, write plan.json.
 * - evaluate  with `plan-file` + `shard`: run and grade one shard. Without them: the whole
 *             pipeline in one step (plan, run, grade, report, viewer, artifacts, comment).
 * - merge     combine the shards' results, aggregate, gate, summary, viewer.
 * - comment   post or update the sticky PR comment from a merged results folder.
 * - benchmark write (and optionally commit) evals/benchmarks/<date>-<sha>.json.
 * - cross-model  the weekly run's last step: per-model merged results → the cross-model table
 *             (summary, viewer, artifacts), optionally the tracking issue and per-model entries
 *             evals/benchmarks/<date>-<model>.json.
 */
import * as core from '@actions/core'
import { initSecrets, onSecretPattern, redact, redactProcessOutput, registerSecret } from '../redact/index.js'
import { noSandboxNoticeGiven, setNoSandboxListener } from '../sandbox/index.js'
import { readFile } from 'node:fs/promises'
import { isAbsolute, join, resolve } from 'node:path'
import { loadRepo, countFindings } from '../discover/index.js'
import { annotateFindings } from '../report/annotations.js'
import { annotateEvalFailures } from '../report/eval-annotations.js'
import { formatFindingsText } from '../report/findings.js'
import { mdCode, mdEscape } from '../text/markdown.js'
import { branchOfRef } from '../plan/mode.js'
import { parseShard, formatShard } from '../plan/shards.js'
import { formatCost } from '../run/cost.js'
import { createGitHubClient, type Logger } from '../github/client.js'
import { needsAttention } from '../gate/cross-model.js'
import { writeModelBenchmarks } from '../gate/matrix.js'
import { trackingIssueBody, upsertTrackingIssue, type TrackingIssueResult } from '../github/tracking-issue.js'
import type { Repo } from '../types.js'
import { readInputs, type ActionInputs } from './inputs.js'
import { readContext, displayPath, type ActionContext } from './context.js'
import { artifactPrefix, makePlan, planSummary, readPlan, writePlan, type PlanFile } from '../plan/plan.js'
import { changedFilesFinder } from './changed-files.js'
import { anthropicClient, evaluateShard, type ShardExecutor } from './evaluate.js'
import { ClaudeCodeNotFoundError, resolveClaudeCode } from '../run/claude-code/binary.js'
import { claudeCodeSkills } from '../run/index.js'
import { mergeShards, resetOutDir } from './merge.js'
import { buildReport, passRateOf, readReport, type ReportResult } from './report.js'
import { commentBody, jobSummaryBody, type Links } from './render.js'
import { commitBenchmarkFile, postComment, repoPathOf, uploadReport, writeBenchmarkFile } from './publish.js'
import { runCrossModel } from './cross-model.js'
import { setOutputs } from './outputs.js'
import { actOnRegression, readRegression, regressionOutput, runPrRegressionGate, writeRegression } from './regression.js'

const log: Logger = { info: (m) => core.info(m), warning: (m) => core.warning(m) }

export async function run(): Promise<void> {
  try {
    // Issue 17: every secret this process knows is registered before anything is printed or
    // written; each of its forms is masked in the log too, and stdout/stderr are redacted.
    onSecretPattern((p) => core.setSecret(p))
    redactProcessOutput()
    setNoSandboxListener((n) => core.warning(n))
    initSecrets(process.env)
    const inputs = readInputs()
    registerSecret(inputs.anthropicApiKey)
    registerSecret(inputs.githubToken)
    const ctx = await readContext()
    switch (inputs.command) {
      case 'validate':
        return await validate(inputs, ctx)
      case 'plan':
        return await plan(inputs, ctx)
      case 'evaluate':
        return inputs.planFile || inputs.shard ? await evaluateOneShard(inputs, ctx) : await evaluateDirect(inputs, ctx)
      case 'merge':
        return await merge(inputs, ctx)
      case 'comment':
        return await comment(inputs, ctx)
      case 'benchmark':
        return await benchmark(inputs, ctx)
      case 'cross-model':
        return await crossModel(inputs, ctx)
    }
  } catch (err) {
    core.setFailed(`skill-evals could not run: ${err instanceof Error ? err.message : String(err)}`)
  }
}

// ─── helpers ──────────────────────────────────────────────────────────────────────────

let sandboxNoticeInSummary = false

async function writeSummary(text: string): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) return
  // Issue 17: when checks, Bash or Claude Code ran without a sandbox, the summary says so once.
  const notice = noSandboxNoticeGiven()
  if (notice && !sandboxNoticeInSummary) {
    sandboxNoticeInSummary = true
    text = `${text.replace(/\n*$/, '\n')}\n> **Note:** ${notice}\n`
  }
  await core.summary.addRaw(redact(text), true).write()
}

/** Loads the repo; validation errors are annotated and fail the step (undefined is returned). */
async function loadValidRepo(inputs: ActionInputs, ctx: ActionContext): Promise<Repo | undefined> {
  const repo = await loadRepo(inputs.root)
  const { errors } = countFindings(repo.findings)
  if (errors > 0) {
    core.info(formatFindingsText(repo))
    annotateFindings(repo.findings, core, repo.root, ctx.workspace)
    await writeSummary(validationSummary(repo))
    core.setFailed(`skill-evals: ${errors} error${errors === 1 ? '' : 's'} in skills or eval suites; nothing was evaluated.`)
    return undefined
  }
  return repo
}

const isFailing = (verdict: string) => verdict === 'no_go' || verdict === 'rollback'

function failOnVerdict(inputs: ActionInputs, verdict: string): void {
  if (!isFailing(verdict)) return
  if (inputs.failOnVerdict) core.setFailed(`skill-evals: verdict ${verdict} (see the job summary and the PR comment).`)
  else core.warning(`skill-evals: verdict ${verdict}; the step passes because fail-on-verdict is false.`)
}

function reportOutputs(ctx: ActionContext, r: ReportResult) {
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

function prNumberOf(ctx: ActionContext, plan?: PlanFile): number | undefined {
  if (plan?.prNumber !== undefined) return plan.prNumber
  const pr = ctx.payload['pull_request'] as { number?: unknown } | undefined
  return typeof pr?.number === 'number' ? pr.number : undefined
}

// ─── validate ─────────────────────────────────────────────────────────────────────────

async function validate(inputs: ActionInputs, ctx: ActionContext): Promise<void> {
  const repo = await loadRepo(inputs.root)
  const { errors, warnings } = countFindings(repo.findings)
  core.info(formatFindingsText(repo))
  annotateFindings(repo.findings, core, repo.root, ctx.workspace)
  setOutputs({ skills: String(repo.skills.length), evals: String(repo.evals.length), errors: String(errors), warnings: String(warnings) })
  await writeSummary(validationSummary(repo))
  if (errors > 0) core.setFailed(`skill-evals: ${errors} error${errors === 1 ? '' : 's'} in skills or eval suites.`)
  else if (inputs.failOnWarnings && warnings > 0) core.setFailed(`skill-evals: ${warnings} warning(s) and fail-on-warnings is set.`)
}

export function validationSummary(repo: Repo): string {
  const { errors, warnings } = countFindings(repo.findings)
  const head = errors === 0 ? '✅' : '❌'
  const lines = [
    `## ${head} skill-evals: validation`,
    '',
    `${repo.skills.length} skills, ${repo.evals.length} evals: **${errors} errors**, ${warnings} warnings.`,
    ''
  ]
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

// ─── plan ─────────────────────────────────────────────────────────────────────────────

function planInputs(inputs: ActionInputs, hasApiKey: boolean, shards: number) {
  return {
    mode: inputs.mode,
    trials: inputs.trials,
    models: inputs.models,
    shards,
    maxCostUsd: inputs.maxCostUsd,
    pipeline: inputs.pipeline,
    fullEvalLabel: inputs.fullEvalLabel,
    key: inputs.key,
    hasApiKey,
  }
}

async function plan(inputs: ActionInputs, ctx: ActionContext): Promise<void> {
  const repo = await loadValidRepo(inputs, ctx)
  if (!repo) return
  const hasKey = inputs.apiKeyPresent ?? inputs.anthropicApiKey !== ''
  const p = await makePlan(repo, ctx, planInputs(inputs, hasKey, inputs.shards), changedFilesFinder(ctx, inputs.githubToken, log))
  const file = await writePlan(resolve(inputs.outDir || '.skill-evals/plan'), p)
  core.info(`Plan: ${p.mode} mode, ${p.skills.length} skill(s), ${p.runs} run(s), ${p.shards} shard(s); run=${p.run}${p.skip ? ` (${p.skip.reason})` : ''}.`)
  if (p.extraModels.length > 0) core.warning(`Only ${p.model} runs in this call; ${p.extraModels.join(', ')} need their own call (a matrix over models with \`key\`).`)
  setOutputs({
    run: String(p.run),
    matrix: JSON.stringify(p.matrix),
    mode: p.mode,
    skills: p.skills.join(','),
    artifactPrefix: p.artifactPrefix,
    cacheDir: p.cacheDir,
    planFile: displayPath(ctx, file),
  })
  await writeSummary(planSummary(p))
}

// ─── evaluate ─────────────────────────────────────────────────────────────────────────

/**
 * The executor for `evaluate`: input `executor`, else the config's (default api). With
 * claude-code the CLI is found (input `claude-code-path`, relative to the workspace; else config
 * `claude-code-path`, relative to the repository; else node_modules, then PATH) and its version
 * checked (config `claude-code-version`, and the oldest supported one) BEFORE any run starts:
 * a missing or too-old CLI fails the step with a message saying how to provide it. The CLI is
 * also resolved when the executor is api but config `skill-executors` maps one of `skills` (the
 * plan's selection; all skills with evals when absent) to claude-code.
 */
export async function actionExecutor(
  inputs: Pick<ActionInputs, 'executor' | 'claudeCodePath' | 'anthropicApiKey'>,
  repo: Repo,
  ctx: Pick<ActionContext, 'env' | 'workspace'>,
  skills?: readonly string[],
): Promise<ShardExecutor> {
  const c = repo.config
  const executor = inputs.executor ?? c.executor ?? 'api'
  // Config `skill-executors` (issue 14): the CLI is needed when ANY selected skill uses it.
  const skillExecutors = { ...(c.skillExecutors ?? {}) }
  const base: ShardExecutor = { executor, ...(Object.keys(skillExecutors).length > 0 ? { skillExecutors } : {}) }
  const needed = claudeCodeSkills(repo, { executor, skillExecutors, ...(skills ? { skills: [...skills] } : {}) })
  if (needed.length === 0) return base
  if (executor !== 'claude-code') core.info(`skill-executors: ${needed.join(', ')} run through Claude Code.`)
  const given = inputs.claudeCodePath ? resolve(ctx.workspace, inputs.claudeCodePath) : c.claudeCodePath ? (isAbsolute(c.claudeCodePath) ? c.claudeCodePath : resolve(repo.root, c.claudeCodePath)) : undefined
  try {
    const binary = await resolveClaudeCode({
      ...(given ? { path: given } : {}),
      ...(c.claudeCodeVersion ? { version: c.claudeCodeVersion } : {}),
      searchFrom: [repo.root, ctx.workspace],
      ...(ctx.env['PATH'] !== undefined ? { envPath: ctx.env['PATH'] } : {}),
    })
    core.info(`Executor: Claude Code ${binary.version} (${binary.path}, from ${binary.source}).`)
    return {
      ...base,
      claudeCode: {
        binary,
        apiKey: inputs.anthropicApiKey,
        baseUrl: ctx.env['ANTHROPIC_BASE_URL'] || undefined,
        sourceEnv: ctx.env,
        passEnv: ['HTTPS_PROXY', 'HTTP_PROXY', 'NO_PROXY', 'NODE_EXTRA_CA_CERTS', 'SSL_CERT_FILE'],
      },
    }
  } catch (err) {
    if (!(err instanceof ClaudeCodeNotFoundError)) throw err
    throw new Error(
      `executor claude-code: ${err.message} The action does not bundle the Claude Code CLI: in the reusable workflow set the ` +
        `\`claude-code-version\` input (the exact version it installs); with the action alone, install the CLI in an earlier step ` +
        `or point the \`claude-code-path\` input at it.`,
    )
  }
}

async function evaluateOneShard(inputs: ActionInputs, ctx: ActionContext): Promise<void> {
  if (!inputs.planFile) throw new Error("Input 'plan-file' is required with 'shard' (the plan job's plan.json).")
  const p = await readPlan(inputs.planFile)
  const shard = parseShard(inputs.shard)
  setOutputs({ mode: p.mode, skills: p.skills.join(',') })
  if (!p.run) {
    core.info(`Nothing to run: ${p.skip?.reason ?? 'the plan says so'}.`)
    setOutputs({ resultsDir: '' })
    return
  }
  if (!inputs.anthropicApiKey) throw new Error("Input 'anthropic-api-key' is empty; the evaluation needs it.")
  const repo = await loadValidRepo(inputs, ctx)
  if (!repo) return
  const exec = await actionExecutor(inputs, repo, ctx, p.skills)
  const out = await resetOutDir(inputs.outDir || '.skill-evals/shard')
  const client = anthropicClient(inputs.anthropicApiKey, ctx.env)
  const o = await evaluateShard(repo, p, shard, client, out, log, exec)
  // The regression gate runs once, in shard 1 (the merge job has no key); merge enforces it.
  const gate = shard.index === 1 ? await runPrRegressionGate(repo.root, p, ctx, client, log) : undefined
  if (gate) await writeRegression(out, gate)
  const errors = o.records.filter((r) => r.status === 'error').length
  const line = `Shard ${formatShard(shard)}: ${o.evals} evals, ${o.records.length} runs (${errors} errors), cost ${formatCost(o.costUsd)}${o.budgetStoppedBy ? `; budget stop: ${o.budgetStoppedBy}` : ''}.`
  core.info(line)
  await writeSummary(`## skill-evals: evaluate ${formatShard(shard)}\n\n${mdEscape(line)}\n${o.baseNote ? `\n${mdEscape(o.baseNote)}\n` : ''}${gate && gate.bumps.length > 0 ? `\n${gate.markdown}` : ''}`)
  setOutputs({ resultsDir: displayPath(ctx, out) })
}

async function evaluateDirect(inputs: ActionInputs, ctx: ActionContext): Promise<void> {
  const repo = await loadValidRepo(inputs, ctx)
  if (!repo) return
  const p = await makePlan(repo, ctx, planInputs(inputs, inputs.anthropicApiKey !== '', 1), changedFilesFinder(ctx, inputs.githubToken, log))
  const out = resolve(inputs.outDir || '.skill-evals/results')
  core.info(`${p.modeReason} ${p.skip ? p.skip.reason : `Evaluating: ${p.skills.join(', ')}.`}`)
  if (p.extraModels.length > 0) core.warning(`Only ${p.model} runs in this call; ${p.extraModels.join(', ')} need their own call (a matrix over models with \`key\`).`)

  if (!p.run) {
    await resetOutDir(out)
    await writePlan(out, p)
    const view = { plan: p, failures: [], pipelines: '', notes: [] }
    await writeSummary(jobSummaryBody(view, {}))
    const posted = await postComment(ctx, { prNumber: p.prNumber, token: inputs.githubToken, key: inputs.key, body: (m) => commentBody(view, m, {}), onlyUpdate: p.skip?.kind === 'nothing' }, log)
    setOutputs({ verdict: 'skipped', mode: p.mode, skills: '', passRate: '', resultsDir: displayPath(ctx, out), commentUrl: posted?.url ?? '' })
    return
  }

  const exec = await actionExecutor(inputs, repo, ctx, p.skills)
  await resetOutDir(out)
  const client = anthropicClient(inputs.anthropicApiKey, ctx.env)
  const o = await evaluateShard(repo, p, { index: 1, total: 1 }, client, out, log, exec)
  // The regression gate on `version:` bumps (src/action/regression.ts); its section joins the report.
  const gate = await runPrRegressionGate(repo.root, p, ctx, client, log)
  if (gate) await writeRegression(out, gate)
  const notes: string[] = []
  if (o.baseNote) notes.push(o.baseNote)
  if (o.budgetStoppedBy) notes.push(`The budget stopped new runs (${o.budgetStoppedBy}); the rest are recorded as skipped.`)
  const r = await buildReport(repo, out, { ...p, notes }, log)
  annotateEvalFailures(r.failures, core, repo.root, ctx.workspace)
  const uploads = await uploadReport(ctx, { prefix: p.artifactPrefix, resultsDir: out, ...(r.viewerFile ? { viewerFile: r.viewerFile } : {}), retentionDays: inputs.retentionDays }, log)
  const links: Links = { ...(uploads.viewer?.url ? { viewerUrl: uploads.viewer.url } : {}), ...(uploads.results?.url ? { artifactUrl: uploads.results.url } : {}) }
  await writeSummary(jobSummaryBody(r, links))
  const posted = await postComment(ctx, { prNumber: p.prNumber, token: inputs.githubToken, key: inputs.key, body: (m) => commentBody(r, m, links) }, log)

  let benchmarkFile = ''
  const defaultBranch = (ctx.payload['repository'] as { default_branch?: unknown } | undefined)?.default_branch
  const branch = branchOfRef(ctx.ref)
  if (inputs.commitBenchmark && r.summaryFile && ctx.eventName === 'push' && branch && branch === defaultBranch && ctx.sha) {
    const b = await writeBenchmarkFile(ctx, repo.root, r.summaryFile, ctx.sha)
    benchmarkFile = displayPath(ctx, b.file)
    await commitBenchmarkFile(ctx, { token: inputs.githubToken, branch, repoPath: b.repoPath, content: b.content }, log)
  } else if (inputs.commitBenchmark) {
    core.info('commit-benchmark: only on a push to the default branch with a report; not this time.')
  }

  setOutputs({ ...reportOutputs(ctx, r), artifactUrl: uploads.results?.url ?? '', commentUrl: posted?.url ?? '', benchmarkFile, regression: regressionOutput(gate) })
  actOnRegression(gate, inputs.failOnVerdict, core)
  if (r.error) {
    core.setFailed(`skill-evals: no verdict: ${r.error}`)
    return
  }
  failOnVerdict(inputs, r.summary!.verdict)
}

// ─── merge ────────────────────────────────────────────────────────────────────────────

async function merge(inputs: ActionInputs, ctx: ActionContext): Promise<void> {
  if (!inputs.planFile) throw new Error("Input 'plan-file' is required for merge.")
  const p = await readPlan(inputs.planFile)
  const out = resolve(inputs.outDir || '.skill-evals/results')
  if (!p.run) {
    await resetOutDir(out)
    await writePlan(out, p)
    await writeSummary(jobSummaryBody({ plan: p, failures: [], pipelines: '', notes: [] }, {}))
    setOutputs({ verdict: 'skipped', mode: p.mode, skills: '', passRate: '', resultsDir: displayPath(ctx, out), viewerDir: '' })
    return
  }
  const merged = await mergeShards(inputs.shardsDir || '.skill-evals-shards', out)
  core.info(`Merged ${merged.shards.length} shard folder(s) with ${merged.runs} run record(s) into ${displayPath(ctx, out)}.`)
  const notes: string[] = []
  const result = inputs.shardsResult.trim()
  if (result && result !== 'success' && result !== 'skipped') {
    notes.push(`At least one evaluation shard ended with '${result}': this report covers the ${merged.shards.length} of ${p.shards} shard(s) that uploaded results.`)
  } else if (merged.shards.length < p.shards) {
    notes.push(`Only ${merged.shards.length} of ${p.shards} shard(s) uploaded results; the report is incomplete.`)
  }
  const repo = await loadRepo(inputs.root)
  // The regression gate's outcome, from shard 1 (which has the key; see src/action/regression.ts).
  const gate = await readRegression(out)
  const r = await buildReport(repo, out, { ...p, notes }, log)
  annotateEvalFailures(r.failures, core, repo.root, ctx.workspace)
  await writeSummary(jobSummaryBody(r, {}))
  setOutputs({ ...reportOutputs(ctx, r), regression: regressionOutput(gate) })
  actOnRegression(gate, inputs.failOnVerdict, core)
  if (r.error) {
    core.setFailed(`skill-evals: no verdict: ${r.error}`)
    return
  }
  failOnVerdict(inputs, r.summary!.verdict)
}

// ─── comment ──────────────────────────────────────────────────────────────────────────

async function comment(inputs: ActionInputs, ctx: ActionContext): Promise<void> {
  if (!inputs.resultsDir) throw new Error("Input 'results-dir' is required for comment (the merge step's results-dir).")
  const prNumber = prNumberOf(ctx)
  if (prNumber === undefined) {
    core.info('Not a pull request: no PR comment.')
    setOutputs({ commentUrl: '' })
    return
  }
  const repo = await loadRepo(inputs.root)
  const r = await readReport(repo, inputs.resultsDir)
  const links: Links = { ...(inputs.viewerUrl ? { viewerUrl: inputs.viewerUrl } : {}), ...(inputs.artifactUrl ? { artifactUrl: inputs.artifactUrl } : {}) }
  const posted = await postComment(
    ctx,
    { prNumber: r.plan.prNumber ?? prNumber, token: inputs.githubToken, key: inputs.key || r.plan.key, body: (m) => commentBody(r, m, links), onlyUpdate: r.plan.skip?.kind === 'nothing' },
    log,
  )
  setOutputs({ commentUrl: posted?.url ?? '', verdict: r.plan.run ? (r.summary?.verdict ?? '') : 'skipped', mode: r.plan.mode })
}

// ─── benchmark ────────────────────────────────────────────────────────────────────────

async function benchmark(inputs: ActionInputs, ctx: ActionContext): Promise<void> {
  if (!inputs.resultsDir) throw new Error("Input 'results-dir' is required for benchmark.")
  const summaryFile = resolve(inputs.resultsDir, 'summary.json')
  const sha = ctx.sha ?? ''
  if (!/^[0-9a-f]{40,64}$/i.test(sha)) {
    core.warning('GITHUB_SHA is not a commit SHA; no benchmark file.')
    setOutputs({ benchmarkFile: '' })
    return
  }
  let b
  try {
    b = await writeBenchmarkFile(ctx, inputs.root, summaryFile, sha)
  } catch (e) {
    core.warning(`No benchmark file: ${e instanceof Error ? e.message : String(e)}`)
    setOutputs({ benchmarkFile: '' })
    return
  }
  core.info(`Benchmark written: ${b.repoPath}.`)
  setOutputs({ benchmarkFile: displayPath(ctx, b.file) })
  if (inputs.commitBenchmark) {
    const branch = branchOfRef(ctx.ref)
    if (!branch) core.warning('commit-benchmark: GITHUB_REF is not a branch; not committed.')
    else await commitBenchmarkFile(ctx, { token: inputs.githubToken, branch, repoPath: b.repoPath, content: b.content }, log)
  }
}

// ─── cross-model ──────────────────────────────────────────────────────────────────────

/** Scheduled runs always run on the default branch; other events say so through the payload. */
function onDefaultBranch(ctx: ActionContext): string | undefined {
  const branch = branchOfRef(ctx.ref)
  if (!branch) return undefined
  const defaultBranch = (ctx.payload['repository'] as { default_branch?: unknown } | undefined)?.default_branch
  if (typeof defaultBranch === 'string' && defaultBranch) return branch === defaultBranch ? branch : undefined
  return ctx.eventName === 'schedule' ? branch : undefined
}

async function crossModel(inputs: ActionInputs, ctx: ActionContext): Promise<void> {
  const repo = await loadRepo(inputs.root)
  const now = new Date()
  const date = now.toISOString().slice(0, 10)
  const benchmarksDir = join(repo.root, 'evals', 'benchmarks')
  const client = inputs.anthropicApiKey ? anthropicClient(inputs.anthropicApiKey, ctx.env) : undefined
  const r = await runCrossModel(repo, inputs.resultsDirs, inputs.outDir || '.skill-evals/cross-model', { now, date, benchmarksDir, log, ...(client ? { client } : {}) })
  for (const n of r.notes) core.warning(n)
  core.info(`Cross-model table: ${r.table.models.length} model(s) × ${r.table.skills.length} skill(s), ${r.table.anomalies.length} anomal${r.table.anomalies.length === 1 ? 'y' : 'ies'}, ${r.table.regressions.length} regression(s).`)

  const prefix = artifactPrefix(inputs.key)
  const uploads = await uploadReport(
    ctx,
    {
      prefix,
      resultsDir: r.out,
      files: [...r.files, ...r.summaryFiles],
      resultsName: `${prefix}-cross-model`,
      viewerFile: r.viewerFile,
      viewerName: `${prefix}-cross-model-viewer.html`,
      retentionDays: inputs.retentionDays,
    },
    log,
  )

  // Per-model benchmark entries: written, and committed through the Git Data API on the default branch.
  const benchmarkFiles: string[] = []
  if (inputs.commitBenchmark) {
    const written = await writeModelBenchmarks(benchmarksDir, date, r.summaries)
    benchmarkFiles.push(...written)
    const branch = onDefaultBranch(ctx)
    const entries = []
    for (const f of written) {
      const repoPath = repoPathOf(ctx, f)
      if (repoPath) entries.push({ path: repoPath, content: await readFile(f, 'utf8') })
    }
    if (!branch) core.info('commit-benchmark: the per-model entries are committed only on the default branch; written, not committed.')
    else if (entries.length === 0) core.warning('commit-benchmark: the benchmark entries are outside the workspace; not committed.')
    else {
      await commitBenchmarkFile(
        ctx,
        { token: inputs.githubToken, branch, repoPath: entries[0]!.path, content: entries[0]!.content, more: entries.slice(1), message: `chore(evals): weekly cross-model benchmarks ${date}` },
        log,
      )
    }
  }

  let issue: TrackingIssueResult | undefined
  if (inputs.trackingIssue) {
    if (!inputs.githubToken || !ctx.owner || !ctx.repo) {
      core.warning('tracking-issue: github-token and GITHUB_REPOSITORY are needed; no tracking issue.')
    } else {
      const octokit = createGitHubClient(inputs.githubToken, { env: ctx.env, log })
      const server = (ctx.env['GITHUB_SERVER_URL'] || 'https://github.com').replace(/\/+$/, '')
      const runUrl = ctx.runId ? `${server}/${ctx.owner}/${ctx.repo}/actions/runs/${ctx.runId}` : undefined
      const label = repo.config.trackingIssue?.label
      issue = await upsertTrackingIssue(octokit, {
        owner: ctx.owner,
        repo: ctx.repo,
        body: trackingIssueBody(r.table, { date, ...(runUrl ? { runUrl } : {}) }),
        attention: needsAttention(r.table),
        ...(label ? { label } : {}),
        log,
      })
      core.info(`Tracking issue: ${issue.action}${issue.number ? ` #${issue.number}` : ''}${issue.url ? ` (${issue.url})` : ''}.`)
    }
  }

  const links: string[] = []
  if (uploads.viewer?.url) links.push(`[Cross-model viewer](${uploads.viewer.url})`)
  if (uploads.results?.url) links.push(`[Table artifact](${uploads.results.url})`)
  if (issue?.url && issue.action !== 'none') links.push(`[Tracking issue](${issue.url})`)
  const tail = [
    ...(r.notes.length ? ['', ...r.notes.map((n) => `- ${mdEscape(n)}`)] : []),
    ...(links.length ? ['', links.join(' · ')] : []),
  ]
  await writeSummary(r.markdown + (tail.length ? tail.join('\n') + '\n' : ''))

  setOutputs({
    skills: r.table.skills.map((s) => s.name).join(','),
    crossModelPath: displayPath(ctx, r.files[0]),
    viewerPath: displayPath(ctx, r.viewerFile),
    viewerDir: displayPath(ctx, r.viewerDir),
    artifactUrl: uploads.results?.url ?? '',
    trackingIssueUrl: issue?.url ?? '',
    benchmarkFile: benchmarkFiles.map((f) => displayPath(ctx, f)).join('\n'),
  })
}
