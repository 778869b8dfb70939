/**
 * The runs of the API executor solved on worker threads (issue 21).
 *
 * At a short API latency one `run` process is bound by one core: the main thread builds each
 * request, speaks HTTP, hashes cache keys, makes workspaces, runs the tools and collects outputs.
 * Here only the SOLVE step of a run (`solveRun`: the agent loop in its workspace, outputs/
 * collection, record and transcript) goes to a worker; everything else stays on the main thread
 * in `orchestrateRuns` (planning, resume, budget, cancel, the folder lock, progress, and the
 * commit point: the run's files, then its runs.jsonl line).
 *
 * - Sides: the workers, plus the main thread when `mainSolves`. Each run goes to the loaded side
 *   with the fewest runs in flight (workers first on a tie). Since `runTasks` keeps at most
 *   `concurrency` runs in flight in total and each new run goes to the emptiest side, no worker
 *   ever holds more than ⌈concurrency / sides⌉. The workers are started once the main thread's
 *   first API call is under way; until a worker has loaded (~0.15 s of CPU: it reads the bundle)
 *   and after every worker failed, the main thread solves the runs itself: the first API call is
 *   not later than without threads, and a small job does not wait for the workers.
 * - Each side has its own gateway: an SDK client built from the same recipe as the CLI's (key,
 *   base URL, node:http fetch with its own keep-alive agent; the main thread uses the CLI's own
 *   client), its own AIMD limiter, its own workspace pool and folder snapshots. A worker's limiter
 *   has a share of ⌈concurrency / sides⌉ (so it never binds while nothing is rate limited); the
 *   main thread's has the whole concurrency unless it solves beside the workers (then a share).
 *   A side whose limiter halves on a 429 tells the others, which halve theirs too (each with its
 *   own cooldown): the workers' total limit halves as one limiter's would.
 * - Response cache: every side has its own `ResponseCache` on the same folder. The cache's format
 *   is made for that (each instance appends only to its own `pack-…` file, created with O_EXCL;
 *   readers index every pack), so the files are those of several processes sharing a folder.
 *   An entry written by one side during the job is not seen by another side's reader, which had
 *   indexed the folder at its first lookup: two runs of the same job asking the same request
 *   (which needs the same eval, configuration and trial) both call the API.
 * - Secrets: every worker registers the main thread's registered secret values before it reads
 *   its first message; the no-sandbox notice of a worker is given on the main thread.
 * - Stats: each worker sends its gateway's counters with every finished run; `stats()` sums them.
 * - Cancel: the job's signal is forwarded; the workers abort their runs in flight.
 * - A worker that dies fails its runs in flight (the orchestrator records them as harness
 *   errors) and takes no more; when none is left, the main thread solves the rest.
 *
 * The messages between the threads are ./worker-messages.ts; the busy test of `whenBusy` is
 * ./thread-load.ts; the worker's script is ./run-worker.ts.
 */
import { workerThreads } from '../lazy-builtins.js'
import { availableParallelism } from 'node:os'
import type { EvalCase, RunId, Skill } from '../types.js'
import type { ModelClient, ModelClientRecipe } from '../ports/model-client.js'
import { createModelClientFrom } from '../ports/model-client.js'
import { secretValues } from '../redact/index.js'
import { giveNoSandboxNotice } from '../sandbox/index.js'
import type { Gateway, GatewayStats } from './gateway.js'
import { AdaptiveLimiter } from './limiter.js'
import type { ResponseCache } from './response-cache.js'
import { WorkspacePool } from './workspace-pool.js'
import { folderSnapshots, solveRun, type Executed, type ExecuteMode, type SolverOptions } from './solver.js'
import type { BaseSkill } from './base-skill.js'
import { runWorkerEntry, type RunWorkerEntry } from './worker-entry.js'
import { createSideGateway, type FromWorker, type RunWorkerInit, type SideGatewayOptions, type ToWorker } from './worker-messages.js'
import { BUSY_WINDOW_MS, BUSY_WINDOWS, LoadWindow, type LoadSource } from './thread-load.js'

/** Who solved the runs of a job. */
export interface RunThreadsInfo {
  /** Worker threads started. */
  workers: number
  /** Runs the workers finished (a run a failed worker lost is not counted). */
  byWorkers: number
  /** Runs the main thread solved (while the workers loaded, beside them, or after they failed). */
  byMain: number
}

/** One run to solve. */
export interface SolveJob {
  spec: RunId
  e: EvalCase
  skill: Skill
  base: BaseSkill | undefined
}

export interface RunThreadsOptions {
  /** Worker threads to start (at least 1). */
  workers: number
  /** The main thread solves runs too. */
  mainSolves: boolean
  concurrency: number
  client: ModelClientRecipe
  /** The main thread's client (default: one built from `client`). */
  mainClient?: ModelClient
  gateway: SideGatewayOptions
  /** The main thread's response cache (the orchestrator's; closed by it). */
  cache: ResponseCache | undefined
  solver: SolverOptions
  outDir: string
  mode: ExecuteMode
  signal: AbortSignal | undefined
  /** The worker script (default: this process's, `worker-entry.ts`). */
  entry?: RunWorkerEntry
  /**
   * Start the workers only once the main thread is busy (`threads: 'auto'`): its event loop was
   * active, and the process used the CPU, for at least `BUSY_UTILIZATION` of `BUSY_WINDOWS`
   * windows of `BUSY_WINDOW_MS` in a row (`LoadWindow`). Where the API's latency
   * bounds the job (the main thread mostly waits) no worker starts, and the job costs what it
   * costs on one thread; where the harness's own CPU bounds it, the workers start within a
   * window. Until then the main thread's limiter has the whole concurrency. Default false: the
   * workers start with the first API call.
   */
  whenBusy?: boolean
  /** With `whenBusy`: where the main thread's load is read (default: this thread's event loop and CPU time). */
  loadSource?: LoadSource
}

const ZERO_STATS: GatewayStats = { apiCalls: 0, retries: 0, rateLimited: 0, overloaded: 0, cacheHits: 0, cacheWrites: 0, cacheRejected: 0, errors: 0, limit: 0 }

interface Pending {
  resolve: (r: Executed) => void
  reject: (err: unknown) => void
}

interface WorkerSide {
  worker: import('node:worker_threads').Worker
  alive: boolean
  /** Loaded (its first message): until then the main thread solves the runs it would get. */
  ready: boolean
  /** Failed or exited before `close` asked it to. */
  lost: boolean
  inFlight: number
  /** Eval, skill and base keys this worker has been sent. */
  known: Set<string>
  pending: Map<number, Pending>
  stats: GatewayStats
  /** Settles once the worker has exited. */
  exited: Promise<void>
  /** Settles once the worker has loaded, or has exited without. */
  loaded: Promise<void>
  onLoaded: () => void
}

interface MainSide {
  gateway: Gateway
  limiter: AdaptiveLimiter
  pool: WorkspacePool
  snapshotOf: ReturnType<typeof folderSnapshots>
  inFlight: number
}

/** `threads: 'auto'` uses at most this many threads. */
export const AUTO_THREADS_MAX = 4
/** `threads: 'auto'` starts no worker for fewer runs than this (a worker costs ~0.15 s of CPU to load). */
export const AUTO_THREADS_MIN_RUNS = 64

/**
 * What `threads: 'auto'` means: one thread per core (`os.availableParallelism()`), at most
 * `AUTO_THREADS_MAX`, and 1 for a job of fewer than `AUTO_THREADS_MIN_RUNS` runs.
 */
export function autoThreads(runs: number, cores: number = availableParallelism()): number {
  if (runs < AUTO_THREADS_MIN_RUNS) return 1
  return Math.max(1, Math.min(AUTO_THREADS_MAX, Math.floor(cores)))
}

/** Whether this process can start run workers (it has a worker script). */
export function runWorkersAvailable(): boolean {
  return runWorkerEntry() !== undefined
}

function cloneReason(reason: unknown): { name?: string; message: string } | string | undefined {
  if (reason instanceof Error || (reason && typeof reason === 'object' && 'message' in reason)) {
    const r = reason as { name?: unknown; message?: unknown }
    return { ...(typeof r.name === 'string' ? { name: r.name } : {}), message: String(r.message) }
  }
  return typeof reason === 'string' ? reason : undefined
}

/** The limiter share of one side. */
export function sideShare(concurrency: number, sides: number): number {
  return Math.max(1, Math.ceil(concurrency / Math.max(1, sides)))
}

export class RunThreads {
  private readonly o: RunThreadsOptions
  private readonly workers: WorkerSide[] = []
  private main: MainSide | undefined
  private readonly share: number
  private readonly entry: RunWorkerEntry
  private started = false
  private startTimer: ReturnType<typeof setTimeout> | undefined
  private loadTimer: ReturnType<typeof setInterval> | undefined
  private seq = 0
  private byWorkers = 0
  private byMain = 0
  private closing = false
  private readonly onAbort = (): void => this.broadcast({ t: 'cancel', reason: cloneReason(this.o.signal?.reason) })

  constructor(o: RunThreadsOptions) {
    this.o = o
    const entry = o.entry ?? runWorkerEntry()
    if (!entry) throw new Error('no run worker script in this process')
    this.entry = entry
    this.share = sideShare(o.concurrency, o.workers + (o.mainSolves ? 1 : 0))
    this.main = this.makeMain()
    if (o.signal?.aborted) this.onAbort()
    else o.signal?.addEventListener('abort', this.onAbort, { once: true })
  }

  /**
   * Starts the workers, once: when the main thread's first API call (or cache hit) is under way,
   * so loading them does not compete with the way to the first call, or 100 ms after the first
   * run at the latest.
   */
  private startWorkers(): void {
    if (this.started || this.closing) return
    this.started = true
    clearTimeout(this.startTimer)
    clearInterval(this.loadTimer)
    const init: RunWorkerInit = {
      client: this.o.client,
      gateway: this.o.gateway,
      limit: this.share,
      cache: this.o.cache && this.o.cache.mode !== 'off' ? { dir: this.o.cache.dir, mode: this.o.cache.mode, mac: this.o.cache.mac } : undefined,
      solver: this.o.solver,
      outDir: this.o.outDir,
      mode: { runTimeout: this.o.mode.runTimeout, ...(this.o.mode.transcriptNote !== undefined ? { transcriptNote: this.o.mode.transcriptNote } : {}) },
      secrets: secretValues()
    }
    try {
      for (let i = 0; i < Math.max(1, Math.floor(this.o.workers)); i++) this.workers.push(this.startWorker(this.entry, init))
    } catch {
      // A thread that cannot be started (resources): the workers that did start, and the main thread, solve the runs.
    }
    if (this.o.signal?.aborted) this.onAbort()
  }

  private startWorker(entry: RunWorkerEntry, init: RunWorkerInit): WorkerSide {
    const worker = new (workerThreads().Worker)(entry.url, { workerData: init })
    let exited!: () => void
    let onLoaded!: () => void
    const side: WorkerSide = {
      worker,
      alive: true,
      ready: false,
      lost: false,
      inFlight: 0,
      known: new Set(),
      pending: new Map(),
      stats: { ...ZERO_STATS, limit: this.share },
      exited: new Promise<void>((r) => (exited = r)),
      loaded: new Promise<void>((r) => (onLoaded = r)),
      onLoaded: () => onLoaded()
    }
    worker.on('message', (m: FromWorker) => this.onMessage(side, m))
    // By shape, not instanceof: the error may come from another realm.
    worker.on('error', (err: unknown) => this.lose(side, `the worker thread failed: ${typeof (err as Error)?.message === 'string' ? (err as Error).message : String(err)}`))
    worker.on('exit', (code) => {
      this.lose(side, `the worker thread exited (code ${code})`)
      side.onLoaded()
      exited()
    })
    return side
  }

  private makeMain(): MainSide {
    // The whole concurrency where the main thread may hold every run in flight: when it only solves
    // while the workers load (or after they failed), or, with `whenBusy`, alone for the whole job.
    const limiter = new AdaptiveLimiter({ max: this.o.mainSolves && !this.o.whenBusy ? this.share : this.o.concurrency })
    const gateway = createSideGateway(this.o.gateway, {
      client: this.o.mainClient ?? createModelClientFrom(this.o.client),
      limiter,
      cache: this.o.cache,
      onEvent: (e) => {
        if (e.type === 'limit') this.broadcast({ t: 'limit' })
        else if (!this.started && !this.o.whenBusy && (e.type === 'request' || e.type === 'cache_hit')) this.startWorkers()
      }
    })
    return { gateway, limiter, pool: new WorkspacePool(), snapshotOf: folderSnapshots(), inFlight: 0 }
  }

  private onMessage(side: WorkerSide, m: FromWorker): void {
    switch (m.t) {
      case 'ready':
        side.ready = true
        side.onLoaded()
        return
      case 'done':
      case 'failed': {
        side.stats = m.stats
        const p = side.pending.get(m.id)
        if (!p) return
        side.pending.delete(m.id)
        if (m.t === 'done') {
          this.byWorkers++
          p.resolve(m.result)
        }
        else p.reject(new Error(m.message))
        return
      }
      case 'limit':
        // One side halved on a 429: the others halve too (the main thread's limiter included).
        this.broadcast({ t: 'limit' }, side)
        this.main?.limiter.onRateLimited()
        return
      case 'notice':
        giveNoSandboxNotice(m.text)
        return
      case 'closed':
        side.stats = m.stats
        return
    }
  }

  /** A worker that failed or exited: its runs in flight fail, it takes no more. */
  private lose(side: WorkerSide, why: string): void {
    if (side.alive && !this.closing) side.lost = true
    side.alive = false
    const pending = [...side.pending.values()]
    side.pending.clear()
    for (const p of pending) p.reject(new Error(why))
  }

  private broadcast(m: ToWorker, except?: WorkerSide): void {
    for (const w of this.workers) if (w !== except && w.alive) w.worker.postMessage(m)
  }

  /**
   * Solves one run on the side with the fewest runs in flight: a loaded worker, or the main
   * thread when it solves too. While no worker has loaded yet (its first ~0.2 s) or none is left,
   * the main thread solves the run itself, so the first API call is not later than without workers.
   */
  solve(job: SolveJob): Promise<Executed> {
    if (!this.started) {
      if (this.o.whenBusy) this.watchLoad()
      else this.startTimer ??= setTimeout(() => this.startWorkers(), 100)
    }
    let best: WorkerSide | undefined
    for (const w of this.workers) if (w.alive && w.ready && (!best || w.inFlight < best.inFlight)) best = w
    if (!best || (this.o.mainSolves && this.mainInFlight() < best.inFlight)) return this.solveOnMain(job)
    return this.solveOnWorker(best, job)
  }

  /** `whenBusy`: looks at the main thread's load every window (`LoadWindow`); starts the workers when it is busy. */
  private watchLoad(): void {
    if (this.loadTimer !== undefined || this.started || this.closing) return
    const load = new LoadWindow(this.o.loadSource)
    // Two busy windows in a row: the job's first moments (code loaded and compiled on first use,
    // every run's workspace made at once) are busy on any job.
    let busy = 0
    this.loadTimer = setInterval(() => {
      busy = LoadWindow.isBusy(load.next()) ? busy + 1 : 0
      if (busy >= BUSY_WINDOWS) this.startWorkers()
    }, BUSY_WINDOW_MS)
    this.loadTimer.unref()
  }

  private mainInFlight(): number {
    return this.main?.inFlight ?? 0
  }

  private async solveOnMain(job: SolveJob): Promise<Executed> {
    const main = (this.main ??= this.makeMain())
    main.inFlight++
    this.byMain++
    try {
      return await solveRun(job.spec, job.e, job.skill, job.base, this.o.solver, {
        send: main.gateway.send,
        outDir: this.o.outDir,
        mode: this.o.mode,
        snapshotOf: main.snapshotOf,
        pool: main.pool,
        ...(this.o.signal ? { cancel: this.o.signal } : {})
      })
    } finally {
      main.inFlight--
    }
  }

  private solveOnWorker(side: WorkerSide, job: SolveJob): Promise<Executed> {
    const { spec, e, skill, base } = job
    const id = ++this.seq
    const evalKey = `${e.skill}\u0000${String(e.id)}`
    const msg: ToWorker = { t: 'solve', id, spec, evalKey }
    if (!side.known.has(`e\u0000${evalKey}`)) msg.eval = e
    if (!side.known.has(`s\u0000${skill.name}`)) msg.skill = skill
    if (spec.configuration === 'old_skill' && !side.known.has(`b\u0000${skill.name}`)) {
      msg.base = base ? { name: base.name, description: base.description, body: base.body, dir: base.dir } : null
    }
    side.inFlight++
    return new Promise<Executed>((resolve, reject) => {
      side.pending.set(id, { resolve, reject })
      try {
        side.worker.postMessage(msg)
      } catch (err) {
        side.pending.delete(id)
        reject(err)
        return
      }
      // Known once sent: the worker keeps what it was sent.
      if (msg.eval) side.known.add(`e\u0000${evalKey}`)
      if (msg.skill) side.known.add(`s\u0000${skill.name}`)
      if (msg.base !== undefined) side.known.add(`b\u0000${skill.name}`)
    }).finally(() => side.inFlight--)
  }

  /** Settles once every worker has loaded (or exited). */
  async whenLoaded(): Promise<void> {
    this.startWorkers()
    await Promise.all(this.workers.map((w) => w.loaded))
  }

  info(): RunThreadsInfo {
    return { workers: this.workers.length, byWorkers: this.byWorkers, byMain: this.byMain }
  }

  /** The gateway counters of every side, summed; `limit` is the sum of the limits of the sides not lost, at most `concurrency`. */
  stats(): GatewayStats {
    const out = { ...ZERO_STATS }
    const parts = this.workers.map((w) => ({ s: w.stats, live: !w.lost }))
    // The main thread's limit counts when it is a side (mainSolves) or the only one left.
    if (this.main) parts.push({ s: this.main.gateway.stats(), live: this.o.mainSolves || (this.started && this.workers.every((w) => w.lost)) })
    // Workers not started yet count with their share.
    if (!this.started) out.limit += this.share * Math.max(1, Math.floor(this.o.workers))
    for (const { s, live } of parts) {
      out.apiCalls += s.apiCalls
      out.retries += s.retries
      out.rateLimited += s.rateLimited
      out.overloaded += s.overloaded
      out.cacheHits += s.cacheHits
      out.cacheWrites += s.cacheWrites
      out.cacheRejected = (out.cacheRejected ?? 0) + (s.cacheRejected ?? 0)
      out.errors += s.errors
      if (live) out.limit += s.limit
    }
    out.limit = Math.min(this.o.concurrency, out.limit)
    return out
  }

  /**
   * Ends the workers: each closes its response cache and workspace pool, then exits; one that
   * does not within `graceMs` is terminated. Called once, after the last run (or on the way out).
   */
  async close(graceMs = 10_000): Promise<void> {
    if (this.closing) return
    this.closing = true
    clearTimeout(this.startTimer)
    clearInterval(this.loadTimer)
    this.o.signal?.removeEventListener('abort', this.onAbort)
    await Promise.all(
      this.workers.map(async (w) => {
        if (w.alive) {
          // The worker closes its cache and workspaces, then exits by itself (its port closed).
          w.worker.postMessage({ t: 'close' } satisfies ToWorker)
          let timer: ReturnType<typeof setTimeout> | undefined
          const exitedInTime = await Promise.race([w.exited.then(() => true), new Promise<boolean>((r) => (timer = setTimeout(() => r(false), graceMs)))])
          clearTimeout(timer)
          if (exitedInTime) return
        }
        w.alive = false
        await w.worker.terminate()
        await w.exited
      })
    )
    await this.main?.pool.close()
  }
}
