/**
 * run: the eval engine. Plans every eval × configuration × trial, runs each as an agent in a
 * disposable workspace through the gateway (cache → limiter → API with retries), and writes each
 * finished run at once (per-run files in skill-creator's layout + one line in runs.jsonl), so a
 * crash or cancel loses at most the runs in flight and `resume` redoes nothing that finished.
 */
import { join, resolve } from 'node:path'
import { readdir, rm } from 'node:fs/promises'
import type { ModelClient } from '../ports/model-client.js'
import type { CacheMode, Config, EvalCase, Repo, RunId, RunRecord, Skill } from '../types.js'
import { isObject } from '../text/object.js'
import { planRuns } from '../plan/runs.js'
import { decideEval, stageOneTrials, type AdaptiveSettings, type TrialOutcome } from '../plan/adaptive.js'
import { WorkspacePool } from './workspace-pool.js'
import { createGateway, idleTimeoutWithin, type GatewayStats, type SendFn } from './gateway.js'
import { AdaptiveLimiter } from './limiter.js'
import { openResponseCache, type ResponseCache } from './response-cache.js'
import { ResultsStore, RUNS_FILE } from './results-store.js'
import { Budget } from './budget.js'
import { addCost } from './cost.js'
import { loadBaseSkill, type BaseSkill } from './base-skill.js'
import { writeRunArtifacts, evalFolder, runFolder, totalTokens } from './artifacts.js'
import { LOCK_FILE } from './out-lock.js'
import { holdingResultsFolder, RunSetupError, runTasks } from './runner.js'
import { emptyRecord, executorFor, folderSnapshots, solveRun, type ExecuteMode, type Executed, type SolverOptions } from './solver.js'
import type { ModelClientRecipe } from '../ports/model-client.js'
import { autoThreads, RunThreads, runWorkersAvailable, type RunThreadsInfo, type SolveJob } from './threads.js'
import type { LoadSource } from './thread-load.js'
// The module itself, not log/index.js: a second path into log/index.js from here broke Jest's ESM
// loader when the CLI imports discover, run and grade at once (src/cli/main.ts isSetupError).
import { runDefinitionHash } from '../log/definition-hash.js'

export { executorFor, finishedRecord, workspaceFiles, OUTPUTS_SKIPPED_FILE, type ExecuteMode } from './solver.js'

/** The limits every run takes from the config (evals/config.yaml): one mapping for every front door. */
export function runLimitsOf(
  c: Pick<Config, 'maxTurns' | 'maxTokens' | 'runTimeoutSeconds' | 'outputsMaxMb' | 'requestIdleTimeoutSeconds'>
): Pick<RunOptions, 'maxTurns' | 'maxTokens' | 'runTimeoutSeconds' | 'outputsMaxBytes' | 'requestIdleTimeoutMs'> {
  return {
    maxTurns: c.maxTurns,
    maxTokens: c.maxTokens,
    runTimeoutSeconds: c.runTimeoutSeconds,
    ...(c.outputsMaxMb !== undefined ? { outputsMaxBytes: Math.round(c.outputsMaxMb * 1024 * 1024) } : {}),
    requestIdleTimeoutMs: c.requestIdleTimeoutSeconds * 1000
  }
}

/** Adaptive trials (issue 35): the settings and how a finished run is graded as it arrives. */
export interface AdaptiveRunOptions extends AdaptiveSettings {
  /** A finished run's pass/fail outcome (null: no pass/fail grade), e.g. by grading it at once. */
  outcomeOf(record: RunRecord): Promise<TrialOutcome>
}

export interface RunOptions extends SolverOptions {
  outDir: string
  /** The client is the local simulated model (`--simulate`): each record says so (`simulated: true`). */
  simulated?: boolean
  skills?: string[]
  evalIds?: string[]
  /** Trials per eval and configuration; with `adaptive`, ignored (the adaptive settings decide). */
  trials: number
  /** Adaptive trials (src/plan/adaptive.ts): start small, run to `maxTrials` only where the first trials disagree. */
  adaptive?: AdaptiveRunOptions
  concurrency: number
  model: string
  baseRef?: string
  resume: boolean
  cache: CacheMode
  cacheDir: string
  maxCostUsd: number | null
  maxRuns: number | null
  /**
   * The budget to count the runs in, when it is shared with work after the evals (`run --pipeline`
   * hands the same one to the pipeline scenarios); default a new one from `maxCostUsd`/`maxRuns`.
   */
  budget?: Budget
  iteration?: number
  /** Retries per API call after the first attempt. */
  maxRetries?: number
  /** Per-attempt HTTP timeout. */
  requestTimeoutMs?: number
  /** An attempt with no bytes for this long is aborted and retried (config `request-idle-timeout-seconds`; default 90 s). */
  requestIdleTimeoutMs?: number
  /** Backoff base when the server sends no retry-after (tests make it small). */
  backoffInitialMs?: number
  /**
   * Keep every run's record in memory for `RunOutcome.records` (default true). The CLI passes
   * false: the records are streamed to runs.jsonl and the per-run files, memory stays flat in
   * the number of runs, and `records` comes back empty.
   */
  retainRecords?: boolean
  /**
   * Threads that solve the runs (issue 21; default 1: the main thread solves them, as always;
   * `auto`: `autoThreads` in threads.ts — one per core, at most 4, and 1 for a small job).
   * With N ≥ 2, `runEvals` solves the runs on the main thread and N − 1 worker threads
   * (`threads.ts`; see `threadsMainSolves`) — only when `clientRecipe` says how to build the client in a worker,
   * this process has a worker script, and no selected skill uses the claude-code executor;
   * otherwise the main thread solves them as with 1.
   */
  threads?: number | 'auto'
  /**
   * With `threads` ≥ 2: the main thread solves runs too, beside `threads − 1` workers (default
   * true); false starts `threads` workers and the main thread only orchestrates (and solves while
   * they load).
   */
  threadsMainSolves?: boolean
  /** With `threads: 'auto'`: where the main thread's load is read (default: this thread's event loop and CPU time; see thread-load.ts). */
  threadsLoadSource?: LoadSource
  /** How the client handed to `runEvals` was built (the CLI's real client), for the worker threads. */
  clientRecipe?: ModelClientRecipe
}

/**
 * The threads that solve `runs` runs of `runEvals` (see `RunOptions.threads`): 1 (the main
 * thread, as always) unless the client can be rebuilt in a worker (`clientRecipe`), this process
 * has a worker script, and no selected skill uses the claude-code executor.
 */
export function runThreadsFor(repo: Pick<Repo, 'evals'>, opts: RunOptions, runs: number): number {
  const asked = opts.threads === 'auto' ? autoThreads(runs) : Math.floor(opts.threads ?? 1)
  if (!(asked >= 2) || opts.clientRecipe === undefined || claudeCodeSkills(repo, opts).length > 0 || !runWorkersAvailable()) return 1
  return asked
}

export interface RunProgress {
  /** Runs planned so far (adaptive trials: grows as evals need more trials). */
  total: number
  /** Adaptive trials: the most runs the plan can take (every eval to max-trials). */
  maxTotal?: number
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
  /** Set when worker threads solved the runs (`RunOptions.threads`): how many, and who solved how many runs. */
  threads?: RunThreadsInfo
  /** The runs were made by the local simulated model: their calls, tokens and cost are simulated. */
  simulated?: boolean
}

export { RunSetupError }

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
  /** Called instead of `close` when the job stops on an error (free what would keep the process alive). */
  abandon?(): Promise<void>
  /** Solves one run (default: `solveRun` on this thread through `send`). */
  solve?(job: SolveJob): Promise<Executed>
  /** Who solved the runs, when worker threads did. */
  threads?(): RunThreadsInfo
  stats(): GatewayStats
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
  transport(ctx: { outDir: string; cache: ResponseCache | undefined; signal: AbortSignal | undefined; runs: number }): Promise<T>
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
  return holdingResultsFolder(outDir, opts.resume ? 'run --resume' : 'run', async () => {
    await prepareOutDir(outDir, opts.resume, parts.outDirMarkers)
    return orchestrateLocked(repo, opts, events, signal, parts, outDir, skillsByName, evalsByKey)
  })
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
  let open: T | undefined
  try {
    if (opts.baseRef) {
      for (const name of selected) {
        const skill = skillsByName.get(name)
        if (!skill) continue
        const base = await loadBaseSkill(repo.root, opts.baseRef, skill)
        if (base) baseSkills.set(name, base)
      }
    }

    const adaptive = opts.adaptive
    const allSpecs = planRuns({
      evals: repo.evals.filter((e) => skillsByName.has(e.skill)),
      skills: opts.skills,
      evalIds: opts.evalIds,
      trials: adaptive ? adaptive.maxTrials : opts.trials,
      model: opts.model,
      skillsWithBase: new Set(baseSkills.keys()),
      iteration: opts.iteration
    })
    // Adaptive trials: the plan starts with each eval's stage 1; `followUp` adds the rest of an
    // eval's trials once its stage-1 runs are in and disagree.
    const evalKey = (s: RunId) => `${s.skill}\u0000${String(s.evalId)}`
    const specsByEval = new Map<string, RunId[]>()
    for (const s of allSpecs) {
      const list = specsByEval.get(evalKey(s))
      if (list) list.push(s)
      else specsByEval.set(evalKey(s), [s])
    }
    const configsOf = (key: string) => new Set(specsByEval.get(key)!.map((s) => s.configuration)).size
    const stageOne = (s: RunId) => (adaptive ? stageOneTrials(adaptive, configsOf(evalKey(s))) : Infinity)
    const specs = adaptive ? allSpecs.filter((s) => s.trial <= stageOne(s)) : allSpecs
    const stageTwoReason = new Map<string, string>()

    const store = new ResultsStore(outDir)
    const previous = opts.resume ? await store.load() : new Map<string, RunRecord>()
    const cache = openResponseCache(repo.root, opts.cacheDir, opts.cache)
    // The runs left to solve (a resume keeps the completed ones).
    const runs = specs.reduce((n, s) => n + (previous.get(s.runId)?.status === 'completed' ? 0 : 1), 0)
    const transport = await parts.transport({ outDir, cache, signal: runSignal, runs })
    open = transport
    const budget = opts.budget ?? new Budget({ maxCostUsd: opts.maxCostUsd, maxRuns: opts.maxRuns })

    const progress: RunProgress = {
      total: specs.length,
      ...(adaptive ? { maxTotal: allSpecs.length } : {}),
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

    // Each skill folder is listed (and its small files read) once, not per run.
    const snapshotOf = folderSnapshots()
    // Eval folders whose shared eval_metadata.json this process has written (same bytes for every run).
    const evalMetaWritten = new Set<string>()
    const evalOf = (spec: RunId): EvalCase => evalsByKey.get(`${spec.skill}\u0000${String(spec.evalId)}`)!
    // The hash of the eval definition each run answered, on its log line (one per eval, not per run).
    const hashes = new Map<EvalCase, string>()
    const definitionHashOf = (spec: RunId): string => {
      const e = evalOf(spec)
      let h = hashes.get(e)
      if (h === undefined) hashes.set(e, (h = runDefinitionHash(e)))
      return h
    }

    // Adaptive trials: each eval's stage-1 outcomes as they arrive, per configuration.
    const firstStage = new Map<string, Map<string, TrialOutcome[]>>()
    const followUp = async (spec: RunId, { record }: Executed): Promise<RunId[]> => {
      if (!adaptive || spec.trial > stageOne(spec)) return []
      const key = evalKey(spec)
      let byConfig = firstStage.get(key)
      if (!byConfig) firstStage.set(key, (byConfig = new Map()))
      const outcome = await adaptive.outcomeOf(record)
      const list = byConfig.get(spec.configuration) ?? []
      list[spec.trial - 1] = outcome
      byConfig.set(spec.configuration, list)
      const mine = specsByEval.get(key)!
      const first = mine.filter((s) => s.trial <= stageOne(s))
      const seen = [...byConfig.values()].reduce((n, l) => n + l.filter((o) => o !== undefined).length, 0)
      if (seen < first.length) return []
      // Every stage-1 run of the eval is in: settle it, or run the rest (unless the budget stopped).
      const decision = decideEval(Object.fromEntries(byConfig), adaptive)
      if (decision.settled || budget.stoppedBy) return []
      const rest = mine.filter((s) => s.trial > stageOne(s) && s.trial <= decision.trials)
      for (const s of rest) stageTwoReason.set(s.runId, decision.reason)
      progress.total += rest.length
      return rest
    }
    const stamp = (spec: RunId, record: RunRecord) => {
      if (!adaptive) return
      const stage = spec.trial <= stageOne(spec) ? 1 : 2
      const reason = stageTwoReason.get(spec.runId)
      record.adaptive = { stage, start: stageOne(spec), maxTrials: adaptive.maxTrials, ...(reason ? { reason } : {}) }
    }

    // The eval task on the one runner (runner.ts): the dataset is the planned runs, the solver the
    // executor chosen for the skill (executeOne), the scorers run later (grade/).
    const ran = await runTasks<RunId, Executed>({
      items: specs,
      key: (spec) => spec.runId,
      concurrency: transport.maxActive,
      signal: runSignal,
      budget,
      previous: (spec) => {
        const prev = previous.get(spec.runId)
        return prev && prev.status === 'completed' ? { record: prev, transcript: '' } : undefined
      },
      onResumed: (_, r) => {
        progress.resumed++
        account(r.record)
      },
      start: () => {
        events.onProgress?.(progress)
        transport.start?.()
      },
      // A run redone on resume (error/skipped/killed before) starts from an empty folder, so
      // outputs/ holds only what this attempt wrote. A fresh run starts in an empty outDir
      // (prepareOutDir), where no run folder exists yet.
      ...(opts.resume ? { prepare: (spec: RunId) => rm(runFolder(outDir, spec), { recursive: true, force: true }) } : {}),
      solve: async (spec) => {
        const e = evalOf(spec)
        progress.inFlight++
        try {
          const skill = skillsByName.get(spec.skill)!
          const base = baseSkills.get(spec.skill)
          if (transport.solve) return await transport.solve({ spec, e, skill, base })
          return await solveRun(spec, e, skill, base, opts, { send: transport.send, outDir, mode: parts.execute, snapshotOf, pool, ...(runSignal ? { cancel: runSignal } : {}) })
        } catch (err) {
          // A harness failure (workspace, copying files) is this run's error, not the whole job's.
          const failed = emptyRecord(spec, 'error', new Date().toISOString())
          failed.error = { message: `Harness error: ${err instanceof Error ? err.message : String(err)}`, type: 'harness' }
          return { record: failed, transcript: `## Eval Prompt\n\n${e.prompt}\n\n## Harness error\n\n${failed.error.message}\n` }
        } finally {
          progress.inFlight--
        }
      },
      notRun: (spec, message) => {
        const record = emptyRecord(spec, 'skipped', new Date().toISOString())
        record.error = { message, type: 'budget' }
        return { record, transcript: `## Eval Prompt\n\n${evalOf(spec).prompt}\n\n## Skipped\n\n${message}\n` }
      },
      spent: (r) => (r.record.cached ? 0 : r.record.costUsd), // a replayed run spent nothing
      retainResults: false, // the records are kept (or not) in `latest`
      ...(adaptive ? { followUp } : {}),
      record: async (spec, { record, transcript }) => {
        stamp(spec, record)
        const evalDir = evalFolder(outDir, record)
        const writeEvalMeta = !evalMetaWritten.has(evalDir)
        evalMetaWritten.add(evalDir) // before the await: the eval's other runs finishing meanwhile skip it
        record.definitionHash ??= definitionHashOf(spec)
        if (opts.simulated) record.simulated = true
        await writeRunArtifacts(outDir, evalOf(spec), record, transcript, { evalMetadata: writeEvalMeta })
        await store.append(record)
        account(record)
        events.onRunFinished?.(record, progress)
        events.onProgress?.(progress)
      },
      ...(transport.enter ? { enter: transport.enter } : {}),
      ...(transport.leave ? { leave: transport.leave } : {})
    })
    open = undefined
    await transport.close?.()
    await store.close()
    await cache?.close()
    progress.elapsedMs = Date.now() - started

    const records = allSpecs.map((s) => latest.get(s.runId)).filter((r): r is RunRecord => r !== undefined)
    const outcome: RunOutcome = { outDir, records, progress, gateway: transport.stats(), budgetStoppedBy: ran.budgetStoppedBy, cancelled: ran.cancelled, ...(opts.simulated ? { simulated: true } : {}) }
    if (transport.threads) outcome.threads = transport.threads()
    return { outcome, transport }
  } finally {
    if (open) await open.abandon?.()
    await pool.close()
    for (const b of baseSkills.values()) await b.dispose()
  }
}

/**
 * Every field of SolverOptions, and whether it is sent to the worker threads. The type lists each
 * key of SolverOptions exactly once, so a field added there fails to compile until it is listed
 * here: nothing a solver reads can be left behind silently.
 */
const SOLVER_FIELDS_SENT: { readonly [K in keyof Required<SolverOptions>]: boolean } = {
  skillLoading: true,
  bash: true,
  maxTurns: true,
  maxTokens: true,
  runTimeoutSeconds: true,
  executor: true,
  skillExecutors: true,
  claudeCodeViaGateway: true,
  outputsMaxBytes: true,
  // The claude-code executor keeps the one-thread path (runThreadsFor), so its settings stay here.
  claudeCode: false
}

/** The solver's settings out of the run's options, as plain data that a worker thread can receive. */
function solverOptionsOf(opts: RunOptions): SolverOptions {
  const o: Partial<Record<keyof SolverOptions, unknown>> = {}
  for (const key of Object.keys(SOLVER_FIELDS_SENT) as (keyof SolverOptions)[]) {
    const value = opts[key]
    if (SOLVER_FIELDS_SENT[key] && value !== undefined) o[key] = isObject(value) ? { ...value } : value
  }
  return o as SolverOptions
}

export async function runEvals(
  repo: Repo,
  opts: RunOptions,
  client: ModelClient,
  events: RunEvents = {},
  signal?: AbortSignal
): Promise<RunOutcome> {
  const { outcome } = await orchestrateRuns(repo, opts, events, signal, {
    outDirMarkers: [RUNS_FILE],
    execute: { runTimeout: true },
    transport: async ({ cache, outDir, signal: runSignal, runs }) => {
      const n = runThreadsFor(repo, opts, runs)
      if (n >= 2) {
        const mainSolves = opts.threadsMainSolves !== false
        const threads = new RunThreads({
          workers: mainSolves ? n - 1 : n,
          mainSolves,
          concurrency: opts.concurrency,
          client: opts.clientRecipe!,
          mainClient: client,
          gateway: {
            maxRetries: opts.maxRetries,
            requestTimeoutMs: opts.requestTimeoutMs,
            idleTimeoutMs: idleTimeoutWithin(opts.runTimeoutSeconds, opts.requestIdleTimeoutMs),
            ...(opts.backoffInitialMs !== undefined ? { backoffInitialMs: opts.backoffInitialMs } : {})
          },
          cache,
          solver: solverOptionsOf(opts),
          outDir,
          mode: { runTimeout: true },
          signal: runSignal,
          // auto: the workers start only once the main thread is busy (see RunThreadsOptions.whenBusy).
          whenBusy: opts.threads === 'auto',
          ...(opts.threadsLoadSource ? { loadSource: opts.threadsLoadSource } : {})
        })
        const unused: SendFn = () => Promise.reject(new Error('the runs are solved on worker threads'))
        return {
          send: unused,
          maxActive: opts.concurrency,
          solve: (job) => threads.solve(job),
          threads: () => threads.info(),
          close: () => threads.close(),
          abandon: () => threads.close(1000),
          stats: () => threads.stats()
        }
      }
      const gateway = createGateway({
        client,
        limiter: new AdaptiveLimiter({ max: opts.concurrency }),
        cache,
        maxRetries: opts.maxRetries,
        requestTimeoutMs: opts.requestTimeoutMs,
        idleTimeoutMs: idleTimeoutWithin(opts.runTimeoutSeconds, opts.requestIdleTimeoutMs),
        backoff: opts.backoffInitialMs !== undefined ? { initialMs: opts.backoffInitialMs } : undefined
      })
      return { send: gateway.send, maxActive: opts.concurrency, stats: () => gateway.stats() }
    }
  })
  return outcome
}
