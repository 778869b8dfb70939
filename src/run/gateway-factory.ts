/**
 * A gateway configured like the run engine's own (same cache folder and mode, same AIMD limiter
 * settings, same retry policy), for the commands that send requests outside `runEvals`: grading
 * and the trigger evals.
 */
import type { ModelClient } from '../ports/model-client.js'
import type { CacheMode } from '../types.js'
import { createGateway, type Gateway } from './gateway.js'
import { AdaptiveLimiter } from './limiter.js'
import { openResponseCache } from './response-cache.js'

export interface GatewayForOptions {
  client: ModelClient
  /** Repo root: `cacheDir` is relative to it. */
  root: string
  concurrency: number
  cache: CacheMode
  cacheDir: string
  maxRetries?: number
  requestTimeoutMs?: number
  /** Idle timeout of one attempt (default 90 s, see createGateway). */
  idleTimeoutMs?: number
  backoffInitialMs?: number
}

/** Call `close()` when done to flush the response cache. */
export function createGatewayFor(opts: GatewayForOptions): Gateway & { close(): Promise<void> } {
  const cache = openResponseCache(opts.root, opts.cacheDir, opts.cache)
  const gateway = createGateway({
    client: opts.client,
    limiter: new AdaptiveLimiter({ max: opts.concurrency }),
    cache,
    maxRetries: opts.maxRetries,
    requestTimeoutMs: opts.requestTimeoutMs,
    ...(opts.idleTimeoutMs !== undefined ? { idleTimeoutMs: opts.idleTimeoutMs } : {}),
    backoff: opts.backoffInitialMs !== undefined ? { initialMs: opts.backoffInitialMs } : undefined
  })
  return { ...gateway, close: async () => void (await cache?.close()) }
}
