/**
 * A run worker (issue 21, `threads.ts`): solves the runs the main thread sends it with
 * `solveRun`, through its own gateway (an SDK client from the main thread's recipe, its own
 * limiter share, its own response-cache instance on the same folder), workspace pool and folder
 * snapshots, and sends back each run's record and transcript. It writes only what `solveRun`
 * writes (the run's outputs/ and outputs-skipped.json); the run's other files and its runs.jsonl
 * line stay the main thread's.
 */
import { parentPort, workerData } from 'node:worker_threads'
import type { EvalCase, Skill } from '../types.js'
import { createModelClientFrom } from '../ports/model-client.js'
import { registerSecret } from '../redact/index.js'
import { setNoSandboxListener } from '../sandbox/index.js'
import { AdaptiveLimiter } from './limiter.js'
import { ResponseCache } from './response-cache.js'
import { WorkspacePool } from './workspace-pool.js'
import { folderSnapshots, solveRun } from './solver.js'
import type { BaseSkill } from './base-skill.js'
import { createSideGateway, type BaseSkillData, type FromWorker, type RunWorkerInit, type ToWorker } from './worker-messages.js'

const port = parentPort
if (!port) throw new Error('run-worker.ts is a worker thread script')
const init = workerData as RunWorkerInit

// The same secrets as the main thread, before any run (outputs are redacted as they are collected).
for (const s of init.secrets) registerSecret(s)
const post = (m: FromWorker): void => port.postMessage(m)
setNoSandboxListener((text) => post({ t: 'notice', text }))

const limiter = new AdaptiveLimiter({ max: init.limit })
const cache = init.cache ? new ResponseCache(init.cache) : undefined
const gateway = createSideGateway(init.gateway, {
  client: createModelClientFrom(init.client),
  limiter,
  cache,
  onEvent: (e) => {
    if (e.type === 'limit') post({ t: 'limit' })
  }
})
const pool = new WorkspacePool()
const snapshotOf = folderSnapshots()
const cancel = new AbortController()
const evals = new Map<string, EvalCase>()
const skills = new Map<string, Skill>()
const bases = new Map<string, BaseSkillData | null>()

function baseOf(name: string): BaseSkill | undefined {
  const b = bases.get(name)
  // The temp folder is the main thread's: disposing it is not this thread's business.
  return b ? { ...b, dispose: async () => undefined } : undefined
}

async function solve(m: Extract<ToWorker, { t: 'solve' }>): Promise<void> {
  if (m.eval) evals.set(m.evalKey, m.eval)
  if (m.skill) skills.set(m.skill.name, m.skill)
  if (m.base !== undefined) bases.set(m.spec.skill, m.base)
  try {
    const e = evals.get(m.evalKey)
    const skill = skills.get(m.spec.skill)
    if (!e || !skill) throw new Error(`run ${m.spec.runId}: its eval or skill was not sent to this worker`)
    const result = await solveRun(m.spec, e, skill, baseOf(m.spec.skill), init.solver, {
      send: gateway.send,
      outDir: init.outDir,
      mode: init.mode,
      snapshotOf,
      pool,
      cancel: cancel.signal
    })
    post({ t: 'done', id: m.id, result, stats: gateway.stats() })
  } catch (err) {
    post({ t: 'failed', id: m.id, message: err instanceof Error ? err.message : String(err), stats: gateway.stats() })
  }
}

function abortReason(r: Extract<ToWorker, { t: 'cancel' }>['reason']): unknown {
  if (r === undefined || typeof r === 'string') return r
  const err = new Error(r.message)
  if (r.name) err.name = r.name
  return err
}

port.on('message', (m: ToWorker) => {
  switch (m.t) {
    case 'solve':
      void solve(m)
      return
    case 'cancel': {
      const reason = abortReason(m.reason)
      if (reason === undefined) cancel.abort()
      else cancel.abort(reason)
      return
    }
    case 'limit':
      limiter.onRateLimited()
      return
    case 'close':
      void (async () => {
        await pool.close().catch(() => undefined)
        await cache?.close().catch(() => undefined)
        post({ t: 'closed', stats: gateway.stats() })
        port.close()
      })()
      return
  }
})

post({ t: 'ready' })
