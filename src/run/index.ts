/**
 * run: the eval engine. Plans every eval × configuration × trial, runs each as an agent in a
 * disposable workspace through the gateway (cache → limiter → API with retries), and writes each
 * finished run at once (per-run files in skill-creator's layout + one line in runs.jsonl), so a
 * crash or cancel loses at most the runs in flight and `resume` redoes nothing that finished.
 */
import { basename, join, resolve } from 'node:path'
import { readdir, rm } from 'node:fs/promises'
import type Anthropic from '@anthropic-ai/sdk'
import type { CacheMode, Configuration, EvalCase, ExecutorKind, Repo, RunRecord, RunSpec, Skill, SkillLoading } from '../types.js'
import { planRuns } from '../plan/runs.js'
import { executeRun, type ExecuteResult } from './executor.js'
import { createWorkspace, collectOutputs, type WorkspaceFile } from './workspace.js'
import { createGateway, type GatewayStats } from './gateway.js'
import { AdaptiveLimiter } from './limiter.js'
import { ResponseCache } from './response-cache.js'
import { ResultsStore, RUNS_FILE } from './results-store.js'
import { Budget } from './budget.js'
import { costOf, addCost } from './cost.js'
import { loadBaseSkill, type BaseSkill } from './base-skill.js'
import { writeRunArtifacts, runFolder, totalTokens } from './artifacts.js'
// ── claude-code executor (issue 14) ──
import { executeClaudeCodeRun, type ClaudeCodeResult, type ClaudeCodeSettings } from './claude-code/executor.js'

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
  /** Backoff base when the server sends no retry-after (tests make it small). */
  backoffInitialMs?: number
  /** Who runs each eval (default `api`). `claude-code` spawns the `claude` CLI per run. */
  executor?: ExecutorKind
  /** Settings of the claude-code executor (binary, credentials, retries). */
  claudeCode?: ClaudeCodeSettings
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
  /** Every planned run's latest record (including ones finished before a resume). */
  records: RunRecord[]
  progress: RunProgress
  gateway: GatewayStats
  budgetStoppedBy: string | null
  /** Set when the run was cancelled: the in-flight runs were not recorded. */
  cancelled: boolean
}

export class RunSetupError extends Error {}

/** Makes `outDir` ready: resume keeps it; a fresh run clears a previous result folder of ours. */
async function prepareOutDir(outDir: string, resume: boolean): Promise<void> {
  if (resume) return
  const entries = await readdir(outDir).catch(() => undefined)
  if (!entries || entries.length === 0) return
  if (!entries.includes(RUNS_FILE)) {
    throw new RunSetupError(
      `Output folder '${outDir}' is not empty and holds no ${RUNS_FILE}; choose an empty folder with --out.`
    )
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
    finishedAt: now
  }
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

export async function runEvals(
  repo: Repo,
  opts: RunOptions,
  client: Anthropic,
  events: RunEvents = {},
  signal?: AbortSignal
): Promise<RunOutcome> {
  const outDir = resolve(opts.outDir)
  const skillsByName = new Map(repo.skills.map((s) => [s.name, s]))
  const evalsByKey = new Map(repo.evals.map((e) => [`${e.skill}\u0000${String(e.id)}`, e]))
  for (const name of opts.skills ?? []) {
    if (!skillsByName.has(name)) throw new RunSetupError(`No skill named '${name}' (known: ${[...skillsByName.keys()].join(', ') || 'none'}).`)
  }
  await prepareOutDir(outDir, opts.resume)

  // Base-branch versions of the selected skills that the PR changed.
  const baseSkills = new Map<string, BaseSkill>()
  const selected = new Set(opts.skills?.length ? opts.skills : repo.evals.map((e) => e.skill))
  const started = Date.now()
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
    const limiter = new AdaptiveLimiter({ max: opts.concurrency })
    const cache = opts.cache === 'off' ? undefined : new ResponseCache({ dir: resolve(repo.root, opts.cacheDir), mode: opts.cache })
    const gateway = createGateway({
      client,
      limiter,
      cache,
      maxRetries: opts.maxRetries,
      requestTimeoutMs: opts.requestTimeoutMs,
      backoff: opts.backoffInitialMs !== undefined ? { initialMs: opts.backoffInitialMs } : undefined
    })
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
    const account = (r: RunRecord) => {
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

    let cancelled = false
    const runOne = async (spec: RunSpec): Promise<void> => {
      const e = evalsByKey.get(`${spec.skill}\u0000${String(spec.evalId)}`)!
      let record: RunRecord
      let transcript = ''
      // A run redone on resume (error/skipped/killed before) starts from an empty folder, so
      // outputs/ holds only what this attempt wrote.
      await rm(runFolder(outDir, spec), { recursive: true, force: true })
      if (!budget.tryStart()) {
        record = emptyRecord(spec, 'skipped', new Date().toISOString())
        record.error = { message: `Not run: the budget stopped new work (${budget.stoppedBy}).`, type: 'budget' }
        transcript = `## Eval Prompt\n\n${e.prompt}\n\n## Skipped\n\n${record.error.message}\n`
      } else {
        progress.inFlight++
        let result: Executed
        try {
          result = await executeOne(spec, e, skillsByName.get(spec.skill)!, baseSkills.get(spec.skill), opts, gateway.send, outDir, signal)
        } catch (err) {
          // A harness failure (workspace, copying files) is this run's error, not the whole job's.
          const failed = emptyRecord(spec, 'error', new Date().toISOString())
          failed.error = { message: `Harness error: ${err instanceof Error ? err.message : String(err)}`, type: 'harness' }
          result = { record: failed, transcript: `## Eval Prompt\n\n${e.prompt}\n\n## Harness error\n\n${failed.error.message}\n` }
        } finally {
          progress.inFlight--
        }
        if (signal?.aborted) {
          cancelled = true
          return // not recorded: resume redoes it
        }
        record = result.record
        transcript = result.transcript
        budget.record(record.cached ? 0 : record.costUsd) // a replayed run spent nothing
      }
      await writeRunArtifacts(outDir, e, record, transcript)
      await store.append(record)
      account(record)
      events.onRunFinished?.(record, progress)
      events.onProgress?.(progress)
    }

    let next = 0
    const workers = Array.from({ length: Math.max(1, Math.min(opts.concurrency, queue.length)) }, async () => {
      while (next < queue.length && !signal?.aborted) {
        const spec = queue[next++]!
        await runOne(spec)
      }
    })
    await Promise.all(workers)
    await store.close()
    await cache?.close()
    if (signal?.aborted) cancelled = true
    progress.elapsedMs = Date.now() - started

    const records = specs.map((s) => latest.get(s.runId)).filter((r): r is RunRecord => r !== undefined)
    return { outDir, records, progress, gateway: gateway.stats(), budgetStoppedBy: budget.stoppedBy, cancelled }
  } finally {
    for (const b of baseSkills.values()) await b.dispose()
  }
}

interface Executed {
  record: RunRecord
  transcript: string
}

async function executeOne(
  spec: RunSpec,
  e: EvalCase,
  skill: Skill,
  base: BaseSkill | undefined,
  opts: RunOptions,
  send: Parameters<typeof executeRun>[1],
  outDir: string,
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
  const timeout = AbortSignal.timeout(opts.runTimeoutSeconds * 1000)
  const runSignal = cancel ? AbortSignal.any([cancel, timeout]) : timeout

  let result: ExecuteResult | ClaudeCodeResult
  const ws = await createWorkspace({
    files: workspaceFiles(e),
    skill: useSkill ? { name: useSkill.name, dir: useSkill.dir } : undefined
  })
  try {
    // ── executor dispatch (issue 14): the claude-code executor or the Messages-API loop ──
    if (opts.executor === 'claude-code') {
      result = await executeClaudeCodeRun(
        {
          spec,
          prompt: e.prompt,
          workspaceDir: ws.dir,
          skill: useSkill ? { name: useSkill.name } : undefined,
          bash: e.bash ?? opts.bash,
          maxTurns: opts.maxTurns,
          signal: runSignal
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
          bash: e.bash ?? opts.bash,
          maxTurns: opts.maxTurns,
          maxTokens: opts.maxTokens,
          signal: runSignal
        },
        send
      )
    }
    // ── end executor dispatch ──
    await collectOutputs(ws.dir, join(runFolder(outDir, spec), 'outputs'), result.filesWritten)
  } finally {
    await ws.dispose()
  }

  const timedOut = timeout.aborted && !cancel?.aborted
  const record: RunRecord = {
    ...spec,
    status: result.error ? 'error' : 'completed',
    skillUsed: result.skillUsed,
    response: result.response,
    toolCalls: result.toolCalls,
    filesWritten: result.filesWritten,
    usage: result.usage,
    costUsd: costOf(spec.model, result.usage),
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
  return { record, transcript: result.transcript }
}
