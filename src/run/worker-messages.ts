/**
 * What the main thread and a run worker (run-worker.ts) say to each other: the worker's start
 * settings (`RunWorkerInit`), the messages each way (`ToWorker`, `FromWorker`), and the recipe of
 * a side's gateway that both build from the same settings (`createSideGateway`). Eval, skill and
 * base-skill data are sent once per worker, then named by key.
 */
import type { EvalCase, RunId, Skill } from '../types.js'
import type { ModelClientRecipe } from '../ports/model-client.js'
import { createGateway, type Gateway, type GatewayStats } from './gateway.js'
import type { CacheMac } from './response-cache.js'
import type { CacheMode } from '../types.js'
import type { Executed, ExecuteMode, SolverOptions } from './solver.js'
import type { BaseSkill } from './base-skill.js'

/** The settings of every side's gateway (the run options they come from). */
export interface SideGatewayOptions {
  maxRetries?: number
  requestTimeoutMs?: number
  idleTimeoutMs?: number
  backoffInitialMs?: number
}

type GatewayOptions = Parameters<typeof createGateway>[0]

/** One side's gateway (the main thread's or a worker's), from the settings every side shares. */
export function createSideGateway(o: SideGatewayOptions, parts: Pick<GatewayOptions, 'client' | 'limiter' | 'cache' | 'onEvent'>): Gateway {
  return createGateway({
    ...parts,
    maxRetries: o.maxRetries,
    requestTimeoutMs: o.requestTimeoutMs,
    ...(o.idleTimeoutMs !== undefined ? { idleTimeoutMs: o.idleTimeoutMs } : {}),
    backoff: o.backoffInitialMs !== undefined ? { initialMs: o.backoffInitialMs } : undefined
  })
}

/** What a worker is started with (structured-cloned into it). */
export interface RunWorkerInit {
  client: ModelClientRecipe
  gateway: SideGatewayOptions
  /** The worker's limiter share. */
  limit: number
  /** The main thread's cache folder, mode and MAC key (the same job: the worker's entries are this job's). */
  cache: { dir: string; mode: CacheMode; mac: CacheMac } | undefined
  solver: SolverOptions
  outDir: string
  mode: Pick<ExecuteMode, 'runTimeout' | 'transcriptNote'>
  secrets: string[]
}

/** A base skill's data (its temp folder stays owned by the main thread). */
export type BaseSkillData = Pick<BaseSkill, 'name' | 'description' | 'body' | 'dir'>

/** Main → worker. Eval, skill and base data are sent once per worker, then named by key. */
export type ToWorker =
  | {
      t: 'solve'
      id: number
      spec: RunId
      evalKey: string
      eval?: EvalCase
      skill?: Skill
      base?: BaseSkillData | null
    }
  | { t: 'cancel'; reason: { name?: string; message: string } | string | undefined }
  | { t: 'limit' }
  | { t: 'close' }

/** Worker → main. */
export type FromWorker =
  | { t: 'done'; id: number; result: Executed; stats: GatewayStats }
  | { t: 'failed'; id: number; message: string; stats: GatewayStats }
  | { t: 'limit' }
  | { t: 'notice'; text: string }
  | { t: 'closed'; stats: GatewayStats }
  /** Loaded and listening (sent once, before anything else). */
  | { t: 'ready' }
