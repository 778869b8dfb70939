/**
 * `runner: batch`: the eval engine on the Message Batches API, for non-interactive runs
 * (scheduled / full). Same plan, workspaces, executor, artifacts, runs.jsonl and resume rules
 * as `runEvals` (src/run/index.ts); only the transport differs: every API call goes through a
 * BatchScheduler (rounds of batches, see scheduler.ts) instead of the gateway, and costs are
 * priced at the batch rate (`costOf(…, { batch: true })`, 50% off), per response.
 *
 * Resume across job restarts: with `resume: true` the finished runs in runs.jsonl are kept (as
 * in `runEvals`) and `<out>/batches.jsonl` tells which requests were already submitted: their
 * batches are polled again (same batch id, never resubmitted) and their stored results are
 * replayed, so an interrupted weekly run pays for each request once.
 *
 * Differences from the API runner: no per-run timeout while waiting for a batch (a batch may
 * take up to 24 h; `batchTimeoutSeconds` bounds the whole run instead); `concurrency` is not
 * used (every planned run is active at once, up to `maxActiveRuns`); the cost budget can only
 * stop runs that have not started yet, and all of them start in the first round.
 */
import { join, resolve } from 'node:path'
import { readdir, rm } from 'node:fs/promises'
import type Anthropic from '@anthropic-ai/sdk'
import type { Configuration, EvalCase, Repo, RunRecord, RunSpec, Skill } from '../../types.js'
import { planRuns } from '../../plan/runs.js'
import { executeRun, type ExecuteResult } from '../executor.js'
import { createWorkspace, collectOutputs } from '../workspace.js'
import { ResponseCache } from '../response-cache.js'
import { ResultsStore, RUNS_FILE } from '../results-store.js'
import { Budget } from '../budget.js'
import { costOf, addCost } from '../cost.js'
import { loadBaseSkill, type BaseSkill } from '../base-skill.js'
import { writeRunArtifacts, runFolder, totalTokens } from '../artifacts.js'
import { RunSetupError, workspaceFiles, type RunEvents, type RunOptions, type RunOutcome, type RunProgress } from '../index.js'
import type { SendFn } from '../gateway.js'
import { BatchJournal, BATCHES_FILE } from './journal.js'
import { BatchScheduler, type BatchEvent, type BatchStats, type PollOptions } from './scheduler.js'

export interface BatchRunOptions extends RunOptions {
  poll?: PollOptions
  maxRequestsPerBatch?: number
  /** Attempts per request (transient errors / expiry), default 3. */
  maxAttempts?: number
  /** Runs active at once (default 10 000). */
  maxActiveRuns?: number
  /** Bound on the whole batch run (default: none). */
  batchTimeoutSeconds?: number
  onBatchEvent?: (e: BatchEvent) => void
}

/**
 * Poll timing for the CLI: simulated batches end at once (poll fast); `SKILL_EVALS_BATCH_POLL_MS`
 * sets a fixed interval (tests, or a user who wants to poll less often than the default backoff).
 */
export function pollFromEnv(env: NodeJS.ProcessEnv, simulate: boolean): PollOptions | undefined {
  const ms = Number(env['SKILL_EVALS_BATCH_POLL_MS'])
  if (Number.isFinite(ms) && ms > 0) return { initialMs: ms, maxMs: ms, factor: 1 }
  return simulate ? { initialMs: 1, maxMs: 20, factor: 2 } : undefined
}

export interface BatchRunOutcome extends RunOutcome {
  batch: BatchStats
  journal: string
}

/** A fresh run clears a previous result folder of ours (runs.jsonl or batches.jsonl in it). */
async function prepareOutDir(outDir: string, resume: boolean): Promise<void> {
  if (resume) return
  const entries = await readdir(outDir).catch(() => undefined)
  if (!entries || entries.length === 0) return
  if (!entries.includes(RUNS_FILE) && !entries.includes(BATCHES_FILE)) {
    throw new RunSetupError(`Output folder '${outDir}' is not empty and holds no ${RUNS_FILE}; choose an empty folder with --out.`)
  }
  await rm(outDir, { recursive: true, force: true })
}

function emptyRecord(spec: RunSpec, status: RunRecord['status'], now: string): RunRecord {
  return {
    ...spec,
    status,
    skillUsed: spec.configuration === 'without_skill',
    response: '',
    toolCalls: [],
    filesWritten: [],
    usage: { input_tokens: 0, output_tokens: 0, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 },
    costUsd: 0,
    durationMs: 0,
    turns: 0,
    stopReason: null,
    apiCalls: 0,
    retries: 0,
    cached: false,
    startedAt: now,
    finishedAt: now,
  }
}

export async function runBatchEvals(
  repo: Repo,
  opts: BatchRunOptions,
  client: Anthropic,
  events: RunEvents = {},
  signal?: AbortSignal,
): Promise<BatchRunOutcome> {
  const outDir = resolve(opts.outDir)
  const skillsByName = new Map(repo.skills.map((s) => [s.name, s]))
  const evalsByKey = new Map(repo.evals.map((e) => [`${e.skill}\u0000${String(e.id)}`, e]))
  for (const name of opts.skills ?? []) {
    if (!skillsByName.has(name)) throw new RunSetupError(`No skill named '${name}' (known: ${[...skillsByName.keys()].join(', ') || 'none'}).`)
  }
  if ((opts as { executor?: string }).executor === 'claude-code') {
    throw new RunSetupError("runner 'batch' needs the Messages-API executor; the claude-code executor cannot run through the Message Batches API.")
  }
  await prepareOutDir(outDir, opts.resume)

  const baseSkills = new Map<string, BaseSkill>()
  const selected = new Set(opts.skills?.length ? opts.skills : repo.evals.map((e) => e.skill))
  const started = Date.now()
  const runSignal = opts.batchTimeoutSeconds
    ? signal
      ? AbortSignal.any([signal, AbortSignal.timeout(opts.batchTimeoutSeconds * 1000)])
      : AbortSignal.timeout(opts.batchTimeoutSeconds * 1000)
    : signal
  try {
    if (opts.baseRef) {
      for (const name of selected) {
        const skill = skillsByName.get(name)
        if (!skill) continue
        const base = await loadBaseSkill(repo.root, opts.baseRef, skill)
        if (base) baseSkills.set(name, base)
      }
    }
    const specs = planRuns({
      evals: repo.evals.filter((e) => skillsByName.has(e.skill)),
      skills: opts.skills,
      evalIds: opts.evalIds,
      trials: opts.trials,
      model: opts.model,
      skillsWithBase: new Set(baseSkills.keys()),
      iteration: opts.iteration,
    })

    const store = new ResultsStore(outDir)
    const previous = opts.resume ? await store.load() : new Map<string, RunRecord>()
    const journal = new BatchJournal(outDir)
    if (opts.resume) await journal.load()
    const cache = opts.cache === 'off' ? undefined : new ResponseCache({ dir: resolve(repo.root, opts.cacheDir), mode: opts.cache })
    const scheduler = new BatchScheduler({
      client,
      journal,
      model: opts.model,
      ...(cache ? { cache } : {}),
      ...(opts.poll ? { poll: opts.poll } : {}),
      ...(opts.maxRequestsPerBatch ? { maxRequestsPerBatch: opts.maxRequestsPerBatch } : {}),
      ...(opts.maxAttempts ? { maxAttempts: opts.maxAttempts } : {}),
      ...(runSignal ? { signal: runSignal } : {}),
      ...(opts.onBatchEvent ? { onEvent: opts.onBatchEvent } : {}),
    })
    const budget = new Budget({ maxCostUsd: opts.maxCostUsd, maxRuns: opts.maxRuns })

    const progress: RunProgress = {
      total: specs.length, done: 0, completed: 0, errors: 0, skipped: 0, resumed: 0, inFlight: 0, retries: 0, tokens: 0, costUsd: 0, elapsedMs: 0,
    }
    const latest = new Map<string, RunRecord>()
    const account = (r: RunRecord): void => {
      progress.done++
      if (r.status === 'completed') progress.completed++
      else if (r.status === 'error') progress.errors++
      else progress.skipped++
      progress.retries += r.retries
      progress.tokens += totalTokens(r)
      progress.costUsd = addCost(progress.costUsd, r.costUsd)
      progress.elapsedMs = Date.now() - started
      latest.set(r.runId, r)
    }
    const queue: RunSpec[] = []
    for (const spec of specs) {
      const prev = previous.get(spec.runId)
      if (prev && prev.status === 'completed') {
        progress.resumed++
        account(prev)
      } else queue.push(spec)
    }
    events.onProgress?.(progress)
    scheduler.resumePending()

    let cancelled = false
    const runOne = async (spec: RunSpec): Promise<void> => {
      const e = evalsByKey.get(`${spec.skill}\u0000${String(spec.evalId)}`)!
      let record: RunRecord
      let transcript = ''
      await rm(runFolder(outDir, spec), { recursive: true, force: true })
      if (!budget.tryStart()) {
        record = emptyRecord(spec, 'skipped', new Date().toISOString())
        record.error = { message: `Not run: the budget stopped new work (${budget.stoppedBy}).`, type: 'budget' }
        transcript = `## Eval Prompt\n\n${e.prompt}\n\n## Skipped\n\n${record.error.message}\n`
      } else {
        progress.inFlight++
        let result: { record: RunRecord; transcript: string }
        try {
          result = await executeBatchRun(spec, e, skillsByName.get(spec.skill)!, baseSkills.get(spec.skill), opts, scheduler.send, outDir, runSignal)
        } catch (err) {
          const failed = emptyRecord(spec, 'error', new Date().toISOString())
          failed.error = { message: `Harness error: ${err instanceof Error ? err.message : String(err)}`, type: 'harness' }
          result = { record: failed, transcript: `## Eval Prompt\n\n${e.prompt}\n\n## Harness error\n\n${failed.error.message}\n` }
        } finally {
          progress.inFlight--
        }
        if (runSignal?.aborted) {
          cancelled = true
          return // not recorded: resume redoes it (from the journal)
        }
        record = result.record
        transcript = result.transcript
        budget.record(record.cached ? 0 : record.costUsd)
      }
      await writeRunArtifacts(outDir, e, record, transcript)
      await store.append(record)
      account(record)
      events.onRunFinished?.(record, progress)
      events.onProgress?.(progress)
    }

    let next = 0
    const width = Math.max(1, Math.min(opts.maxActiveRuns ?? 10_000, queue.length))
    const workers = Array.from({ length: width }, async () => {
      while (next < queue.length && !runSignal?.aborted) {
        const spec = queue[next++]!
        scheduler.enter()
        try {
          await runOne(spec)
        } finally {
          scheduler.leave()
        }
      }
    })
    await Promise.all(workers)
    await scheduler.close()
    await store.close()
    await cache?.close()
    if (runSignal?.aborted) cancelled = true
    progress.elapsedMs = Date.now() - started

    const records = specs.map((s) => latest.get(s.runId)).filter((r): r is RunRecord => r !== undefined)
    const st = scheduler.stats
    return {
      outDir,
      records,
      progress,
      gateway: {
        apiCalls: st.submittedRequests,
        retries: st.retried,
        rateLimited: 0,
        overloaded: 0,
        cacheHits: st.cacheHits,
        cacheWrites: 0,
        errors: st.errored,
        limit: 0,
      },
      budgetStoppedBy: budget.stoppedBy,
      cancelled,
      batch: { ...st },
      journal: journal.file,
    }
  } finally {
    for (const b of baseSkills.values()) await b.dispose()
  }
}

/** One run through the scheduler; the record's cost is the sum of each response at the batch rate. */
async function executeBatchRun(
  spec: RunSpec,
  e: EvalCase,
  skill: Skill,
  base: BaseSkill | undefined,
  opts: BatchRunOptions,
  send: SendFn,
  outDir: string,
  cancel?: AbortSignal,
): Promise<{ record: RunRecord; transcript: string }> {
  const startedAt = new Date()
  const t0 = performance.now()
  const skillFor: Record<Configuration, { name: string; description: string; body: string; dir: string } | undefined> = {
    with_skill: { name: skill.name, description: skill.frontmatter.description, body: skill.body, dir: skill.dir },
    old_skill: base ? { name: base.name, description: base.description, body: base.body, dir: base.dir } : undefined,
    without_skill: undefined,
  }
  const useSkill = skillFor[spec.configuration]
  let cost: number | null = 0
  const pricedSend: SendFn = async (params, ctx) => {
    const r = await send(params, ctx)
    cost = addCost(cost, costOf(spec.model, r.message.usage ?? {}, { batch: true }))
    return r
  }
  let result: ExecuteResult
  const ws = await createWorkspace({
    files: workspaceFiles(e),
    skill: useSkill ? { name: useSkill.name, dir: useSkill.dir } : undefined,
  })
  try {
    result = await executeRun(
      {
        spec,
        prompt: e.prompt,
        workspaceDir: ws.dir,
        skill: useSkill ? { name: useSkill.name, description: useSkill.description, body: useSkill.body } : undefined,
        skillLoading: e.skillLoading ?? opts.skillLoading,
        bash: e.bash ?? opts.bash,
        maxTurns: opts.maxTurns,
        maxTokens: opts.maxTokens,
        ...(cancel ? { signal: cancel } : {}),
      },
      pricedSend,
    )
    await collectOutputs(ws.dir, join(runFolder(outDir, spec), 'outputs'), result.filesWritten)
  } finally {
    await ws.dispose()
  }
  const record: RunRecord = {
    ...spec,
    status: result.error ? 'error' : 'completed',
    skillUsed: result.skillUsed,
    response: result.response,
    toolCalls: result.toolCalls,
    filesWritten: result.filesWritten,
    usage: result.usage,
    costUsd: cost,
    durationMs: Math.round(performance.now() - t0),
    turns: result.turns,
    stopReason: result.stopReason,
    apiCalls: result.apiCalls,
    retries: result.retries,
    cached: result.cached,
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
  }
  if (result.error) record.error = result.error
  return { record, transcript: `${result.transcript}\n_Run through the Message Batches API (batch pricing, 50% off)._\n` }
}

