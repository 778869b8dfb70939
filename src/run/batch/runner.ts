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
import type { ModelClient } from '../../ports/model-client.js'
import type { Repo } from '../../types.js'
import { costOf } from '../cost.js'
import { RUNS_FILE } from '../results-store.js'
import { claudeCodeSkills, orchestrateRuns, RunSetupError, type RunEvents, type RunOptions, type RunOutcome } from '../index.js'
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
 * Poll timing for the CLI: `SKILL_EVALS_BATCH_POLL_MS` sets a fixed interval (tests, or a user who
 * wants to poll less often than the default backoff); else `fallback` (the front door's: fast polls
 * for the demo's simulated batches, which end at once), else the scheduler's default backoff.
 */
export function pollFromEnv(env: NodeJS.ProcessEnv, fallback?: PollOptions): PollOptions | undefined {
  const ms = Number(env['SKILL_EVALS_BATCH_POLL_MS'])
  if (Number.isFinite(ms) && ms > 0) return { initialMs: ms, maxMs: ms, factor: 1 }
  return fallback
}

export interface BatchRunOutcome extends RunOutcome {
  batch: BatchStats
  journal: string
}

/**
 * `runEvals`' orchestration (src/run/index.ts) with the batch scheduler as the transport: a fresh
 * run also clears a folder that holds only batches.jsonl, the journal is kept on resume, every
 * planned run is active at once and each response is priced at the batch rate.
 */
export async function runBatchEvals(
  repo: Repo,
  opts: BatchRunOptions,
  client: ModelClient,
  events: RunEvents = {},
  signal?: AbortSignal,
): Promise<BatchRunOutcome> {
  const { outcome, transport } = await orchestrateRuns(repo, opts, events, signal, {
    outDirMarkers: [RUNS_FILE, BATCHES_FILE],
    validate: () => {
      if ((opts as { executor?: string }).executor === 'claude-code') {
        throw new RunSetupError("runner 'batch' needs the Messages-API executor; the claude-code executor cannot run through the Message Batches API.")
      }
      const cc = claudeCodeSkills(repo, opts)
      if (cc.length > 0) {
        throw new RunSetupError(
          `runner 'batch' needs the Messages-API executor, but skill-executors maps ${cc.map((s) => `'${s}'`).join(', ')} to claude-code, which cannot run through the Message Batches API. Run ${cc.length === 1 ? 'that skill' : 'those skills'} with runner api, or select other skills.`,
        )
      }
    },
    runSignal: (caller) =>
      opts.batchTimeoutSeconds
        ? caller
          ? AbortSignal.any([caller, AbortSignal.timeout(opts.batchTimeoutSeconds * 1000)])
          : AbortSignal.timeout(opts.batchTimeoutSeconds * 1000)
        : caller,
    execute: {
      runTimeout: false,
      priceResponse: (model, usage) => costOf(model, usage, { batch: true }),
      transcriptNote: '\n_Run through the Message Batches API (batch pricing, 50% off)._\n',
    },
    transport: async ({ outDir, cache, signal: runSignal }) => {
      const journal = new BatchJournal(outDir)
      if (opts.resume) await journal.load()
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
      const st = scheduler.stats
      return {
        journal,
        scheduler,
        send: scheduler.send,
        maxActive: opts.maxActiveRuns ?? 10_000,
        start: () => scheduler.resumePending(),
        enter: () => scheduler.enter(),
        leave: () => scheduler.leave(),
        close: () => scheduler.close(),
        stats: () => ({
          apiCalls: st.submittedRequests,
          retries: st.retried,
          rateLimited: 0,
          overloaded: 0,
          cacheHits: st.cacheHits,
          cacheWrites: 0,
          errors: st.errored,
          limit: 0,
        }),
      }
    },
  })
  return { ...outcome, batch: { ...transport.scheduler.stats }, journal: transport.journal.file }
}
