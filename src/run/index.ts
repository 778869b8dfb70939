/**
 * run: the eval engine. Plans every eval × configuration × trial, runs each as an agent in a
 * disposable workspace through the gateway (cache → limiter → API with retries), and writes each
 * finished run at once (per-run files in skill-creator's layout + one line in runs.jsonl), so a
 * crash or cancel loses at most the runs in flight and `resume` redoes nothing that finished.
 */
import { basename, join, resolve } from 'node:path'
import { readdir, rm } from 'node:fs/promises'
import type Anthropic from '@anthropic-ai/sdk'
import type { CacheMode, Configuration, EvalCase, ExecutorKind, Repo, RunRecord, RunId, Skill, SkillLoading } from '../types.js'
import { planRuns } from '../plan/runs.js'
import { executeRun, type ExecuteResult } from './executor.js'
import { createWorkspace, collectOutputs, skippedOutputsNote, snapshotFolder, DEFAULT_OUTPUTS_MAX_BYTES, type FolderSnapshot, type SkippedOutput, type WorkspaceFile } from './workspace.js'
import { WorkspacePool } from './workspace-pool.js'
import { createGateway, type GatewayStats, type SendFn } from './gateway.js'
import { AdaptiveLimiter } from './limiter.js'
import { ResponseCache } from './response-cache.js'
import { ResultsStore, RUNS_FILE, writeFileAtomic } from './results-store.js'
import { Budget } from './budget.js'
import { costOf, addCost, type CostUsage } from './cost.js'
import { loadBaseSkill, type BaseSkill } from './base-skill.js'
import { writeRunArtifacts, evalFolder, runFolder, totalTokens } from './artifacts.js'
import { lockOutDir, LOCK_FILE, OutDirLockedError } from './out-lock.js'
// ── claude-code executor (issue 14) ──
import { executeClaudeCodeRun, type ClaudeCodeResult, type ClaudeCodeSettings } from './claude-code/executor.js'

/** Lists the files of a run not copied into outputs/ (issue 17), beside outputs/. */
export const OUTPUTS_SKIPPED_FILE = 'outputs-skipped.json'

export interface RunOptions {
  outDir: string
  skills?: string[]
  evalIds?: string[]
  trials: number
  concurrency: number
  model: string
  baseRef?: string
  resume: boolean
  skillLoading: SkillLoading
  bash: boolean
  maxTurns: number
  maxTokens: number
  runTimeoutSeconds: number
  cache: CacheMode
  cacheDir: string
  maxCostUsd: number | null
  maxRuns: number | null
  iteration?: number
  /** Retries per API call after the first attempt. */
  maxRetries?: number
  /** Per-attempt HTTP timeout. */
  requestTimeoutMs?: number
  /** An attempt with no bytes for this long is aborted and retried (config `request-idle-timeout-seconds`; default 90 s). */
  requestIdleTimeoutMs?: number
  /** Backoff base when the server sends no retry-after (tests make it small). */
  backoffInitialMs?: number
  /** Who runs each eval (default `api`). `claude-code` spawns the `claude` CLI per run. */
  executor?: ExecutorKind
  /** Per-skill executors (config `skill-executors`): skill name → executor, overriding `executor`. */
  skillExecutors?: Record<string, ExecutorKind>
  /** Settings of the claude-code executor (binary, credentials, retries). */
  claudeCode?: ClaudeCodeSettings
  /** Send the Claude Code CLI's Messages calls through the gateway (default true; issue 17). */
  claudeCodeViaGateway?: boolean
  /** Cap on the bytes copied into one run's outputs/ (config `outputs-max-mb`; default 20 MB). */
  outputsMaxBytes?: number
  /**
   * Keep every run's record in memory for `RunOutcome.records` (default true). The CLI passes
   * false: the records are streamed to runs.jsonl and the per-run files, memory stays flat in
   * the number of runs, and `records` comes back empty.
   */
  retainRecords?: boolean
}

export interface RunProgress {
  total: number
  done: number
  completed: number
  errors: number
  skipped: number
  resumed: number
  inFlight: number
  retries: number
  tokens: number
  costUsd: number | null
  elapsedMs: number
}

export interface RunEvents {
  onRunFinished?(record: RunRecord, progress: RunProgress): void
  onProgress?(progress: RunProgress): void
}

export interface RunOutcome {
  outDir: string
  /**
   * Every planned run's latest record (including ones finished before a resume); empty when the
   * options said `retainRecords: false` (read runs.jsonl instead).
   */
  records: RunRecord[]
  progress: RunProgress
  gateway: GatewayStats
  budgetStoppedBy: string | null
  /** Set when the run was cancelled: the in-flight runs were not recorded. */
  cancelled: boolean
}

export class RunSetupError extends Error {}

/** The executor of a skill's runs: `skill-executors` for the skill, else `executor`, else api. */
export function executorFor(skill: string, opts: Pick<RunOptions, 'executor' | 'skillExecutors'>): ExecutorKind {
  const own = opts.skillExecutors && Object.prototype.hasOwnProperty.call(opts.skillExecutors, skill) ? opts.skillExecutors[skill] : undefined
  return own ?? opts.executor ?? 'api'
}

/**
 * The selected skills (`skills`, else every skill with evals) whose runs use the claude-code
 * executor, sorted. Non-empty means the CLI must be resolved before any run starts.
 */
export function claudeCodeSkills(repo: Pick<Repo, 'evals'>, opts: Pick<RunOptions, 'skills' | 'executor' | 'skillExecutors'>): string[] {
  const selected = new Set(opts.skills?.length ? opts.skills : repo.evals.map((e) => e.skill))
  return [...selected].filter((s) => executorFor(s, opts) === 'claude-code').sort()
}

/**
 * Makes `outDir` ready: resume keeps it; a fresh run clears a previous result folder of ours
 * (one that holds any of `markers`).
 */
async function prepareOutDir(outDir: string, resume: boolean, markers: readonly string[]): Promise<void> {
  if (resume) return
  // Our own lock file (held by this process) is not content.
  const entries = (await readdir(outDir).catch(() => [] as string[])).filter((e) => e !== LOCK_FILE)
  if (entries.length === 0) return
  if (!markers.some((m) => entries.includes(m))) {
    throw new RunSetupError(
      `Output folder '${outDir}' is not empty and holds no ${RUNS_FILE}; choose an empty folder with --out.`
    )
  }
  for (const e of entries) await rm(join(outDir, e), { recursive: true, force: true })
}

function emptyRecord(spec: RunId, status: RunRecord['status'], now: string): RunRecord {
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
    finishedAt: now
  }
}

/**
 * The record of a run the executor finished: its status follows the result's error; `t0` is the
 * `performance.now()` and `startedAt` the time at which the run started (duration and
 * `finishedAt` are taken now).
 */
export function finishedRecord(spec: RunId, result: ExecuteResult, costUsd: number | null, startedAt: Date, t0: number): RunRecord {
  const record: RunRecord = {
    ...spec,
    status: result.error ? 'error' : 'completed',
    skillUsed: result.skillUsed,
    response: result.response,
    toolCalls: result.toolCalls,
    filesWritten: result.filesWritten,
    usage: result.usage,
    costUsd,
    durationMs: Math.round(performance.now() - t0),
    turns: result.turns,
    stopReason: result.stopReason,
    apiCalls: result.apiCalls,
    retries: result.retries,
    cached: result.cached,
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString()
  }
  if (result.error) record.error = result.error
  return record
}

/** Where an eval's input files go in the workspace: at the root under their own name. */
export function workspaceFiles(e: EvalCase): WorkspaceFile[] {
  const used = new Set<string>()
  return e.resolvedFiles.map((src, i) => {
    let dest = basename(src)
    if (used.has(dest)) dest = e.files[i] ?? `${i}-${dest}` // a name clash keeps the listed path
    used.add(dest)
    return { src, dest }
  })
}

// ─── The shared orchestration (runEvals and the batch runner) ─────────────────────────

/** How a run's API requests are sent: the gateway (`runEvals`) or the batch scheduler. */
export interface RunTransport {
  send: SendFn
  /** Runs active at once (at least 1, at most the queue's length). */
  maxActive: number
  /** Called once the queue is known, before the first run starts. */
  start?(): void
  /** Called before and after each run. */
  enter?(): void
  leave?(): void
  /** Called after the last run, before the results store and the response cache are closed. */
  close?(): Promise<void>
  stats(): GatewayStats
}

/** How one run is executed. */
export interface ExecuteMode {
  /** Abort each run after `runTimeoutSeconds` (the API runner; batches bound the whole run instead). */
  runTimeout: boolean
  /**
   * Price each response on its own and sum them per run (the batch rate); without it the run's
   * total usage is priced at list price.
   */
  priceResponse?(model: string, usage: CostUsage): number | null
  /** Appended to each run's transcript. */
  transcriptNote?: string
}

/** What a runner adds to the shared orchestration. */
export interface RunnerParts<T extends RunTransport> {
  /** Files whose presence marks an output folder as a previous result of ours (a fresh run clears it). */
  outDirMarkers: readonly string[]
  /** Checks of the options, after the skill names and before the output folder is touched. */
  validate?(): void
  /** The signal that cancels the runs, made when the clock starts (default: the caller's). */
  runSignal?(signal: AbortSignal | undefined): AbortSignal | undefined
  /** The transport, made once the previous results are loaded. */
  transport(ctx: { outDir: string; cache: ResponseCache | undefined; signal: AbortSignal | undefined }): Promise<T>
  execute: ExecuteMode
}

/**
 * Plans, resumes, budgets and runs every eval × configuration × trial through `parts`' transport,
 * writing each finished run's artifacts and runs.jsonl line at once. `runEvals` and
 * `runBatchEvals` are this with their own transport.
 */
export async function orchestrateRuns<T extends RunTransport>(
  repo: Repo,
  opts: RunOptions,
  events: RunEvents,
  signal: AbortSignal | undefined,
  parts: RunnerParts<T>
): Promise<{ outcome: RunOutcome; transport: T }> {
  const outDir = resolve(opts.outDir)
  const skillsByName = new Map(repo.skills.map((s) => [s.name, s]))
  const evalsByKey = new Map(repo.evals.map((e) => [`${e.skill}\u0000${String(e.id)}`, e]))
  for (const name of opts.skills ?? []) {
    if (!skillsByName.has(name)) throw new RunSetupError(`No skill named '${name}' (known: ${[...skillsByName.keys()].join(', ') || 'none'}).`)
  }
  parts.validate?.()
  // One writer per results folder: a second run or --resume on it refuses here, before touching it.
  let releaseLock: () => Promise<void>
  try {
    releaseLock = await lockOutDir(outDir, opts.resume ? 'run --resume' : 'run')
  } catch (err) {
    if (err instanceof OutDirLockedError) throw new RunSetupError(err.message)
    throw err
  }
  try {
    await prepareOutDir(outDir, opts.resume, parts.outDirMarkers)
    return await orchestrateLocked(repo, opts, events, signal, parts, outDir, skillsByName, evalsByKey)
  } finally {
    await releaseLock()
  }
}

async function orchestrateLocked<T extends RunTransport>(
  repo: Repo,
  opts: RunOptions,
  events: RunEvents,
  signal: AbortSignal | undefined,
  parts: RunnerParts<T>,
  outDir: string,
  skillsByName: Map<string, Skill>,
  evalsByKey: Map<string, EvalCase>
): Promise<{ outcome: RunOutcome; transport: T }> {

  // Base-branch versions of the selected skills that the PR changed.
  const baseSkills = new Map<string, BaseSkill>()
  // Clean workspaces handed from one run to the next of the same kind (see workspace-pool.ts).
  const pool = new WorkspacePool()
  const selected = new Set(opts.skills?.length ? opts.skills : repo.evals.map((e) => e.skill))
  const started = Date.now()
  const runSignal = parts.runSignal ? parts.runSignal(signal) : signal
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
      iteration: opts.iteration
    })

    const store = new ResultsStore(outDir)
    const previous = opts.resume ? await store.load() : new Map<string, RunRecord>()
    const cache = opts.cache === 'off' ? undefined : new ResponseCache({ dir: resolve(repo.root, opts.cacheDir), mode: opts.cache })
    const transport = await parts.transport({ outDir, cache, signal: runSignal })
    const budget = new Budget({ maxCostUsd: opts.maxCostUsd, maxRuns: opts.maxRuns })

    const progress: RunProgress = {
      total: specs.length,
      done: 0,
      completed: 0,
      errors: 0,
      skipped: 0,
      resumed: 0,
      inFlight: 0,
      retries: 0,
      tokens: 0,
      costUsd: 0,
      elapsedMs: 0
    }
    const latest = new Map<string, RunRecord>()
    const retain = opts.retainRecords !== false
    const account = (r: RunRecord) => {
      progress.done++
      if (r.status === 'completed') progress.completed++
      else if (r.status === 'error') progress.errors++
      else progress.skipped++
      progress.retries += r.retries
      progress.tokens += totalTokens(r)
      progress.costUsd = addCost(progress.costUsd, r.costUsd)
      progress.elapsedMs = Date.now() - started
      if (retain) latest.set(r.runId, r)
    }

    const queue: RunId[] = []
    for (const spec of specs) {
      const prev = previous.get(spec.runId)
      if (prev && prev.status === 'completed') {
        progress.resumed++
        account(prev)
      } else queue.push(spec)
    }
    events.onProgress?.(progress)
    transport.start?.()

    // Each skill folder is listed (and its small files read) once, not per run.
    const snapshots = new Map<string, Promise<FolderSnapshot>>()
    const snapshotOf = (dir: string): Promise<FolderSnapshot> => {
      let p = snapshots.get(dir)
      if (!p) {
        p = snapshotFolder(dir)
        snapshots.set(dir, p)
        p.catch(() => snapshots.delete(dir)) // a failure is that run's harness error; the next run retries
      }
      return p
    }
    // Eval folders whose shared eval_metadata.json this process has written (same bytes for every run).
    const evalMetaWritten = new Set<string>()

    let cancelled = false
    const runOne = async (spec: RunId): Promise<void> => {
      const e = evalsByKey.get(`${spec.skill}\u0000${String(spec.evalId)}`)!
      let record: RunRecord
      let transcript = ''
      // A run redone on resume (error/skipped/killed before) starts from an empty folder, so
      // outputs/ holds only what this attempt wrote. A fresh run starts in an empty outDir
      // (prepareOutDir), where no run folder exists yet.
      if (opts.resume) await rm(runFolder(outDir, spec), { recursive: true, force: true })
      if (!budget.tryStart()) {
        record = emptyRecord(spec, 'skipped', new Date().toISOString())
        record.error = { message: `Not run: the budget stopped new work (${budget.stoppedBy}).`, type: 'budget' }
        transcript = `## Eval Prompt\n\n${e.prompt}\n\n## Skipped\n\n${record.error.message}\n`
      } else {
        progress.inFlight++
        let result: Executed
        try {
          result = await executeOne(spec, e, skillsByName.get(spec.skill)!, baseSkills.get(spec.skill), opts, transport.send, outDir, parts.execute, snapshotOf, pool, runSignal)
        } catch (err) {
          // A harness failure (workspace, copying files) is this run's error, not the whole job's.
          const failed = emptyRecord(spec, 'error', new Date().toISOString())
          failed.error = { message: `Harness error: ${err instanceof Error ? err.message : String(err)}`, type: 'harness' }
          result = { record: failed, transcript: `## Eval Prompt\n\n${e.prompt}\n\n## Harness error\n\n${failed.error.message}\n` }
        } finally {
          progress.inFlight--
        }
        if (runSignal?.aborted) {
          cancelled = true
          return // not recorded: resume redoes it
        }
        record = result.record
        transcript = result.transcript
        budget.record(record.cached ? 0 : record.costUsd) // a replayed run spent nothing
      }
      const evalDir = evalFolder(outDir, record)
      await writeRunArtifacts(outDir, e, record, transcript, { evalMetadata: !evalMetaWritten.has(evalDir) })
      evalMetaWritten.add(evalDir)
      await store.append(record)
      account(record)
      events.onRunFinished?.(record, progress)
      events.onProgress?.(progress)
    }

    let next = 0
    const workers = Array.from({ length: Math.max(1, Math.min(transport.maxActive, queue.length)) }, async () => {
      while (next < queue.length && !runSignal?.aborted) {
        const spec = queue[next++]!
        transport.enter?.()
        try {
          await runOne(spec)
        } finally {
          transport.leave?.()
        }
      }
    })
    await Promise.all(workers)
    await transport.close?.()
    await store.close()
    await cache?.close()
    if (runSignal?.aborted) cancelled = true
    progress.elapsedMs = Date.now() - started

    const records = specs.map((s) => latest.get(s.runId)).filter((r): r is RunRecord => r !== undefined)
    const outcome: RunOutcome = { outDir, records, progress, gateway: transport.stats(), budgetStoppedBy: budget.stoppedBy, cancelled }
    return { outcome, transport }
  } finally {
    await pool.close()
    for (const b of baseSkills.values()) await b.dispose()
  }
}

export async function runEvals(
  repo: Repo,
  opts: RunOptions,
  client: Anthropic,
  events: RunEvents = {},
  signal?: AbortSignal
): Promise<RunOutcome> {
  const { outcome } = await orchestrateRuns(repo, opts, events, signal, {
    outDirMarkers: [RUNS_FILE],
    execute: { runTimeout: true },
    transport: async ({ cache }) => {
      const gateway = createGateway({
        client,
        limiter: new AdaptiveLimiter({ max: opts.concurrency }),
        cache,
        maxRetries: opts.maxRetries,
        requestTimeoutMs: opts.requestTimeoutMs,
        ...(opts.requestIdleTimeoutMs !== undefined ? { idleTimeoutMs: opts.requestIdleTimeoutMs } : {}),
        backoff: opts.backoffInitialMs !== undefined ? { initialMs: opts.backoffInitialMs } : undefined
      })
      return { send: gateway.send, maxActive: opts.concurrency, stats: () => gateway.stats() }
    }
  })
  return outcome
}

interface Executed {
  record: RunRecord
  transcript: string
}

async function executeOne(
  spec: RunId,
  e: EvalCase,
  skill: Skill,
  base: BaseSkill | undefined,
  opts: RunOptions,
  send: SendFn,
  outDir: string,
  mode: ExecuteMode,
  snapshotOf: (dir: string) => Promise<FolderSnapshot>,
  pool: WorkspacePool,
  cancel?: AbortSignal
): Promise<Executed> {
  const startedAt = new Date()
  const t0 = performance.now()
  const skillFor: Record<Configuration, { name: string; description: string; body: string; dir: string } | undefined> = {
    with_skill: { name: skill.name, description: skill.frontmatter.description, body: skill.body, dir: skill.dir },
    old_skill: base ? { name: base.name, description: base.description, body: base.body, dir: base.dir } : undefined,
    without_skill: undefined
  }
  const useSkill = skillFor[spec.configuration]
  const timeout = mode.runTimeout ? AbortSignal.timeout(opts.runTimeoutSeconds * 1000) : undefined
  const runSignal = timeout ? (cancel ? AbortSignal.any([cancel, timeout]) : timeout) : cancel
  // Per-response pricing (batch rate): the sum over this run's responses.
  const price = mode.priceResponse
  let cost: number | null = 0
  const runSend: SendFn = price
    ? async (params, ctx) => {
        const r = await send(params, ctx)
        cost = addCost(cost, price(spec.model, r.message.usage ?? {}))
        return r
      }
    : send

  let result: ExecuteResult | ClaudeCodeResult
  let written: string[] | undefined
  let clean = false
  const claudeCode = executorFor(spec.skill, opts) === 'claude-code'
  const bash = e.bash ?? opts.bash
  const files = workspaceFiles(e)
  // Only the API executor without Bash and without input files can change nothing but the files it lists.
  const skipped: SkippedOutput[] = []
  let outputsNote = ''
  const kind = claudeCode || bash || files.length > 0 ? undefined : useSkill ? `skill\u0000${useSkill.dir}\u0000${useSkill.name}` : 'bare'
  const ws = await pool.acquire(kind, async () =>
    createWorkspace({
      files,
      skill: useSkill ? { name: useSkill.name, dir: useSkill.dir, snapshot: await snapshotOf(useSkill.dir) } : undefined,
      // Only a run that can look for a project root (Claude Code, or Bash) needs the workspace to be one.
      git: claudeCode || bash
    })
  )
  try {
    // ── executor dispatch (issue 14): the claude-code executor or the Messages-API loop ──
    if (claudeCode) {
      result = await executeClaudeCodeRun(
        {
          spec,
          prompt: e.prompt,
          workspaceDir: ws.dir,
          skill: useSkill ? { name: useSkill.name } : undefined,
          bash,
          maxTurns: opts.maxTurns,
          ...(runSignal ? { signal: runSignal } : {}),
          // Issue 17: the CLI's calls go through this run's gateway (via its loopback key proxy).
          ...(opts.claudeCodeViaGateway !== false ? { send: runSend } : {})
        },
        opts.claudeCode ?? {}
      )
    } else {
      result = await executeRun(
        {
          spec,
          prompt: e.prompt,
          workspaceDir: ws.dir,
          skill: useSkill ? { name: useSkill.name, description: useSkill.description, body: useSkill.body } : undefined,
          skillLoading: e.skillLoading ?? opts.skillLoading,
          bash,
          maxTurns: opts.maxTurns,
          maxTokens: opts.maxTokens,
          ...(runSignal ? { signal: runSignal } : {})
        },
        runSend
      )
    }
    // ── end executor dispatch ──
    // outputs/ itself is made with the run's other files (writeRunArtifacts).
    if (result.filesWritten.length > 0) {
      // Issue 17: a size cap per run, hard links and non-regular files refused; the rest listed.
      const maxBytes = opts.outputsMaxBytes ?? DEFAULT_OUTPUTS_MAX_BYTES
      await collectOutputs(ws.dir, join(runFolder(outDir, spec), 'outputs'), result.filesWritten, { maxBytes, skipped })
      if (skipped.length > 0) {
        outputsNote = skippedOutputsNote(skipped, maxBytes)
        await writeFileAtomic(join(runFolder(outDir, spec), OUTPUTS_SKIPPED_FILE), JSON.stringify({ max_bytes: maxBytes, skipped }, null, 2) + '\n')
      }
    }
    written = result.filesWritten
    clean = !result.error && !runSignal?.aborted && result.toolCalls.every((c) => !c.isError)
  } finally {
    await pool.release(kind, ws, written ?? [], clean && written !== undefined)
  }

  const timedOut = timeout !== undefined && timeout.aborted && !cancel?.aborted
  const record = finishedRecord(spec, result, price ? cost : costOf(spec.model, result.usage), startedAt, t0)
  // ── claude-code executor (issue 14): the CLI's own cost, skill-use reason and run facts ──
  if ('claudeCode' in result) {
    record.costUsd = result.costUsd
    if (result.skillUseReason) record.skillUseReason = result.skillUseReason
    const cc = result.claudeCode
    record.claudeCode = { version: cc.version, sessionId: cc.sessionId, numTurns: cc.numTurns, durationApiMs: cc.durationApiMs, costBasis: cc.costBasis }
  }
  if (timedOut) {
    record.status = 'error'
    record.error = { message: `Run timed out after ${opts.runTimeoutSeconds} s.`, type: 'timeout' }
  }
  const transcript = result.transcript + outputsNote
  return { record, transcript: mode.transcriptNote ? `${transcript}${mode.transcriptNote}` : transcript }
}
