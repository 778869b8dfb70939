/**
 * `skill-evals matrix`: the weekly cross-model run. For each model: run the suite (all skills,
 * or one shard of it) into `<out>/<model>/` with the API or the batch runner, grade, aggregate
 * (summary.json per model); then the cross-model table `<out>/cross-model.json` + `.md`,
 * optionally per-model benchmark entries `evals/benchmarks/<date>-<model>.json` and the
 * tracking issue.
 *
 * In CI the reusable workflow spreads models × shards over matrix jobs (`--models M --shard i/n
 * --no-table` per job) and one merge job (`--merge-only --from <artifacts>…`) merges the shard
 * folders per model, re-aggregates and builds the table.
 */
import type { ModelClient } from '../ports/model-client.js'
import { modelClients, batchPoll } from './model-clients.js'
import { stat } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { loadRepo, countFindings } from '../discover/index.js'
import { runEvals, runLimitsOf, type RunOptions, type RunOutcome } from '../run/index.js'
import { runBatchEvals } from '../run/batch/index.js'
import { formatCost } from '../run/cost.js'
import { gradeRuns, createJudgeGateway } from '../grade/index.js'
import type { Summary } from '../gate/index.js'
import { needsAttention, type CrossModelTable } from '../gate/cross-model.js'
import { aggregateModel, buildCrossModel, mergeResultDirs, modelSlug, modelsLifecycle, writeModelBenchmarks } from '../gate/matrix.js'
import { planRuns } from '../plan/runs.js'
import { evalKey, parseShard, shardRuns, type Shard } from '../plan/shards.js'
import { repoFromEnv } from '../github/repo.js'
import type { TrackingIssueResult } from '../github/port.js'
import { githubPublisher } from '../github/publisher.js'
import { trackingIssueBody } from '../github/tracking-issue.js'
import type { CacheMode, Repo, RunnerKind, SkillLoading } from '../types.js'
import { parse, oneOf, positiveInt, UsageError } from './args.js'
import { cliPath } from './paths.js'
import type { CliIo } from './main.js'

// Shared with the action's `command: cross-model`; re-exported for existing importers.
export { aggregateModel, mergeResultDirs, modelSlug, previousModelEntry, writeModelBenchmarks } from '../gate/matrix.js'

export const MATRIX_HELP = `Usage: skill-evals matrix [options]

The weekly cross-model run: the full suite once per model into <out>/<model>/ (run, grade,
aggregate), then the cross-model table <out>/cross-model.json and cross-model.md: skill × model
pass rates with 95% Wilson intervals, the range, and anomalies (a model more than 2 standard
errors off the others).

  --root DIR            skills repository (default .)
  --out DIR             matrix folder (default .skill-evals/matrix)
  --models A,B          models (default: config 'models')
  --runner R            api | batch (default: config 'runner', api). batch = Message Batches, 50% off,
                        resumable with --resume
  --shard I/N           run only this shard of the evals (per model); combine with --no-table
  --skill NAME          only this skill (repeatable)
  --trials N            trials per configuration (default: config)
  --concurrency N       API calls in flight per model (api runner; default: config)
  --resume              continue <out>/<model>/ without redoing finished runs (or submitted batches)
  --cache MODE          read-write | read-only | off (default: config)
  --cache-dir DIR       response cache folder, relative to the working directory (default: config
                        cache-dir, relative to the repository root: .skill-evals/cache)
  --max-cost-usd X      per model: stop starting runs once this much was spent
  --simulate            local simulated model and judge (no key; the batch runner too)
  --no-table            run (and grade, aggregate) only; no cross-model table
  --merge-only          run nothing: merge --from folders into <out>, re-aggregate <out>/<model>/, build the table
  --from DIR            (with --merge-only, repeatable) a job's --out folder holding <model>/ subfolders
  --write-benchmarks    write per-model entries <root>/evals/benchmarks/<date>-<model>.json
  --benchmarks-dir DIR  where per-model entries are read (last week, for regressions) and written
                        (relative to the working directory; default <root>/evals/benchmarks)
  --date YYYY-MM-DD     date of the entries (default today, UTC)
  --tracking-issue      open/update the tracking issue (default: config tracking-issue.enabled);
                        needs GITHUB_TOKEN and GITHUB_REPOSITORY

Exit codes: 0 done (regressions are reported, not failed), 2 could not run.
`

export interface MatrixPaths {
  out: string
  /** `<out>/<model-dir>` */
  modelDir(model: string): string
}

/** The repository restricted to the evals of one shard (same grouping as the action: per eval). */
export function shardRepo(repo: Repo, shard: Shard, skills?: string[]): Repo {
  if (shard.total === 1) return repo
  const specs = planRuns({ evals: repo.evals, ...(skills?.length ? { skills } : {}), trials: 1, model: 'any' })
  const keep = new Set(shardRuns(specs, shard).map(evalKey))
  return { ...repo, evals: repo.evals.filter((e) => keep.has(evalKey({ skill: e.skill, evalId: e.id }))) }
}

export interface MatrixResult {
  code: number
  table?: CrossModelTable
  summaries?: { model: string; summary: Summary }[]
  outcomes?: Record<string, RunOutcome>
  issue?: TrackingIssueResult
  files?: string[]
}

function clientFor(simulate: boolean, runner: RunnerKind, io: CliIo): ModelClient {
  return modelClients(simulate, io.env).client(runner === 'batch' ? 'batch' : 'messages')
}

export async function matrixCommand(argv: string[], io: CliIo, signal?: AbortSignal): Promise<MatrixResult> {
  const { values } = parse(argv, {
    root: { type: 'string', default: '.' },
    out: { type: 'string', default: '.skill-evals/matrix' },
    models: { type: 'string' },
    runner: { type: 'string' },
    shard: { type: 'string' },
    skill: { type: 'string', multiple: true },
    trials: { type: 'string' },
    concurrency: { type: 'string' },
    resume: { type: 'boolean', default: false },
    cache: { type: 'string' },
    'cache-dir': { type: 'string' },
    'max-cost-usd': { type: 'string' },
    simulate: { type: 'boolean', default: false },
    'no-table': { type: 'boolean', default: false },
    'merge-only': { type: 'boolean', default: false },
    from: { type: 'string', multiple: true },
    'write-benchmarks': { type: 'boolean', default: false },
    'benchmarks-dir': { type: 'string' },
    date: { type: 'string' },
    'tracking-issue': { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  }, 'repo')
  if (values.help) {
    io.stdout(MATRIX_HELP)
    return { code: 0 }
  }
  const root = resolve(io.cwd, values.root ?? '.')
  const out = resolve(io.cwd, values.out ?? '.skill-evals/matrix')
  const repo = await loadRepo(root)
  const c = repo.config
  const models = (values.models ? values.models.split(/[,\n]/) : c.models).map((m) => m.trim()).filter(Boolean)
  if (models.length === 0) throw new UsageError('--models: no model given')
  if (new Set(models.map(modelSlug)).size !== models.length) throw new UsageError('--models: two models map to the same folder name')
  const runner = oneOf<RunnerKind>(values.runner, ['api', 'batch'], '--runner', c.runner ?? 'api')
  const shard = (() => {
    try {
      return parseShard(values.shard)
    } catch (e) {
      throw new UsageError((e as Error).message)
    }
  })()
  const simulate = values.simulate ?? false
  const now = new Date()
  const date = values.date ?? now.toISOString().slice(0, 10)
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new UsageError(`--date must be YYYY-MM-DD (got '${date}')`)
  const benchDir = cliPath(io, values['benchmarks-dir']) ?? resolve(root, join('evals', 'benchmarks'))
  const modelDir = (m: string) => join(out, modelSlug(m))
  const mergeOnly = values['merge-only'] ?? false

  if (!mergeOnly) {
    const { errors } = countFindings(repo.findings)
    if (errors > 0) {
      io.stderr(`skill-evals matrix: validation found ${errors} error(s); run 'skill-evals validate' and fix them first.\n`)
      return { code: 1 }
    }
  }
  if (!simulate && !mergeOnly && !io.env.ANTHROPIC_API_KEY) {
    io.stderr('skill-evals matrix: ANTHROPIC_API_KEY is not set. Set it, or pass --simulate to use the local simulated model.\n')
    return { code: 2 }
  }
  if (simulate) io.stdout('Using the local SIMULATED model and judge: no API calls are made and the outputs are canned.\n')

  const outcomes: Record<string, RunOutcome> = {}
  const summaries: { model: string; summary: Summary }[] = []
  if (mergeOnly) {
    for (const m of models) {
      const sources: string[] = []
      for (const f of values.from ?? []) {
        const d = join(resolve(io.cwd, f), modelSlug(m))
        if ((await stat(d).catch(() => undefined))?.isDirectory()) sources.push(d)
      }
      if (sources.length) await mergeResultDirs(sources, modelDir(m))
      if (!(await stat(modelDir(m)).catch(() => undefined))?.isDirectory()) {
        io.stderr(`skill-evals matrix: no results for ${m} in ${modelDir(m)}; left out of the table.\n`)
        continue
      }
      summaries.push({ model: m, summary: await aggregateModel(root, modelDir(m), m, models, now) })
    }
  } else {
    const selected = shardRepo(repo, shard, values.skill)
    const client = clientFor(simulate, runner, io)
    const runModel = async (model: string): Promise<void> => {
      const opts: RunOptions = {
        outDir: modelDir(model),
        ...(values.skill?.length ? { skills: values.skill } : {}),
        trials: positiveInt(values.trials, '--trials') ?? c.trials,
        concurrency: positiveInt(values.concurrency, '--concurrency') ?? c.concurrency,
        model,
        resume: values.resume ?? false,
        skillLoading: c.skillLoading as SkillLoading,
        bash: c.bash,
        ...runLimitsOf(c),
        cache: oneOf<CacheMode>(values.cache, ['read-write', 'read-only', 'off'], '--cache', c.cache),
        cacheDir: cliPath(io, values['cache-dir']) ?? c.cacheDir,
        maxCostUsd: values['max-cost-usd'] !== undefined ? Number(values['max-cost-usd']) : c.maxCostUsd,
        maxRuns: c.maxRuns,
      }
      if (opts.maxCostUsd !== null && !(opts.maxCostUsd >= 0)) throw new UsageError(`--max-cost-usd must be a number >= 0`)
      if (selected.evals.length === 0) {
        io.stdout(`${model}: shard ${shard.index}/${shard.total} holds no evals.\n`)
        return
      }
      const poll = runner === 'batch' ? batchPoll(io.env, modelClients(simulate, io.env)) : undefined
      const outcome = runner === 'batch'
        ? await runBatchEvals(selected, { ...opts, ...(poll ? { poll } : {}) }, client, {}, signal)
        : await runEvals(selected, opts, client, {}, signal)
      outcomes[model] = outcome
      const p = outcome.progress
      io.stdout(
        `${model} (${runner}): ${p.done}/${p.total} runs, ${p.completed} completed, ${p.errors} errors, cost ${formatCost(p.costUsd)}` +
          ('batch' in outcome ? `, ${(outcome as { batch: { submittedBatches: number; resumedBatches: number } }).batch.submittedBatches} batches (+${(outcome as { batch: { resumedBatches: number } }).batch.resumedBatches} resumed)` : '') +
          '\n',
      )
      if (outcome.cancelled) return
      const gateway = createJudgeGateway({ client: clientFor(simulate, 'api', io), root: repo.root, concurrency: opts.concurrency, cache: opts.cache, cacheDir: opts.cacheDir })
      try {
        await gradeRuns(selected, opts.outDir, gateway.send, { judgeModel: c.judgeModel, judges: c.judges, concurrency: Math.max(4, opts.concurrency * 2), ...(signal ? { signal } : {}) })
      } finally {
        await gateway.close()
      }
      summaries.push({ model, summary: await aggregateModel(root, opts.outDir, model, models, now) })
    }
    // Batches wait for hours, not for a rate limit: run the models side by side. API runs one model at a time.
    if (runner === 'batch') await Promise.all(models.map(runModel))
    else for (const m of models) await runModel(m)
    if (signal?.aborted || Object.values(outcomes).some((o) => o.cancelled)) {
      io.stderr(`Cancelled: continue with --resume${runner === 'batch' ? ' (submitted batches are polled again, not resubmitted)' : ''}.\n`)
      return { code: 2, outcomes }
    }
    summaries.sort((a, b) => models.indexOf(a.model) - models.indexOf(b.model))
  }

  if (values['no-table']) return { code: 0, summaries, outcomes }

  // Lifecycle of the configured models: the SDK's deprecation table, and the Models API when reachable.
  const warnDays = c.trackingIssue?.eolWarningDays
  const liveClient = !simulate && io.env.ANTHROPIC_API_KEY ? clientFor(false, 'api', io) : undefined
  const lifecycle = await modelsLifecycle(models, { now, ...(warnDays !== undefined ? { warnDays } : {}), ...(liveClient ? { client: liveClient } : {}) })
  const built = await buildCrossModel({ out, summaries, benchmarksDir: benchDir, date, lifecycle, generatedAt: now.toISOString() })
  const { table, markdown: md } = built
  const files: string[] = [...built.files]
  if (values['write-benchmarks']) files.push(...(await writeModelBenchmarks(benchDir, date, summaries)))
  io.stdout('\n' + md)
  // The GitHub publisher port (src/github/port.ts): the job summary and the tracking issue, redacted there.
  const target = repoFromEnv(io.env)
  const gh = githubPublisher({
    token: io.env.GITHUB_TOKEN ?? '',
    ...(target ? { repository: target } : {}),
    env: io.env,
    log: { info: (m) => io.stdout(m + '\n'), warning: (m) => io.stderr(`warning: ${m}\n`) },
  })
  await gh.writeSummary(md).catch(() => {})

  let issue: TrackingIssueResult | undefined
  if (values['tracking-issue'] ?? c.trackingIssue?.enabled ?? false) {
    if (!gh.hasToken || !target) {
      io.stderr('skill-evals matrix: tracking issue skipped: GITHUB_TOKEN and GITHUB_REPOSITORY are needed.\n')
    } else {
      const runUrl = io.env.GITHUB_RUN_ID ? `${io.env.GITHUB_SERVER_URL ?? 'https://github.com'}/${target.owner}/${target.repo}/actions/runs/${io.env.GITHUB_RUN_ID}` : undefined
      issue = await gh.upsertTrackingIssue({
        body: trackingIssueBody(table, { date, ...(runUrl ? { runUrl } : {}) }),
        attention: needsAttention(table),
        ...(c.trackingIssue?.label ? { label: c.trackingIssue.label } : {}),
      })
      io.stdout(`Tracking issue: ${issue.action}${issue.number ? ` #${issue.number}` : ''}\n`)
    }
  }
  return { code: 0, table, summaries, outcomes, files, ...(issue ? { issue } : {}) }
}
