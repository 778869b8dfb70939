/**
 * The eval solver: one planned run (eval × configuration × trial) in a disposable workspace, by
 * the executor chosen for its skill — the Messages-API loop (`executor.ts`), Claude Code
 * (`claude-code/`), or either through the batch transport (`batch/`, which hands its own `send`).
 * The eval task (`run/index.ts`) and the golden and regression cases (`regression/runner.ts`)
 * solve their items with it; what `send` is (the gateway: cache → limiter → API, or the batch
 * scheduler) is the caller's.
 */
import { basename, join } from 'node:path'
import type { Configuration, EvalCase, ExecutorKind, RunRecord, RunId, Skill, SkillLoading } from '../types.js'
import { executeRun, type ExecuteResult } from './executor.js'
import { createWorkspace, type WorkspaceFile } from './workspace.js'
import { snapshotFolder, type FolderSnapshot } from './folder-snapshot.js'
import { collectOutputs, skippedOutputsNote, DEFAULT_OUTPUTS_MAX_BYTES, type SkippedOutput } from './outputs.js'
import type { WorkspacePool } from './workspace-pool.js'
import type { SendFn } from './gateway.js'
import { writeFileAtomic } from './results-store.js'
import { costOf, addCost, type CostUsage } from './cost.js'
import type { BaseSkill } from './base-skill.js'
import { runFolder } from './artifacts.js'
import { installedSkillName } from '../discover/skills.js'
// ── claude-code executor (issue 14): its module (the CLI's stream parser, the key proxy over
// node:https) is loaded by the first run that uses it, not at every command's start-up ──
import type { ClaudeCodeResult, ClaudeCodeSettings } from './claude-code/executor.js'

/** Lists the files of a run not copied into outputs/ (issue 17), beside outputs/. */
export const OUTPUTS_SKIPPED_FILE = 'outputs-skipped.json'

/** The settings a run's solver reads (a subset of `RunOptions`). */
export interface SolverOptions {
  skillLoading: SkillLoading
  bash: boolean
  maxTurns: number
  maxTokens: number
  runTimeoutSeconds: number
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
}

/** What the task running the solver shares between its runs. */
export interface SolveContext {
  send: SendFn
  /** The results folder: the run's outputs/ go to its run folder. */
  outDir: string
  mode: ExecuteMode
  snapshotOf: (dir: string) => Promise<FolderSnapshot>
  pool: WorkspacePool
  cancel?: AbortSignal
}

/** Lists each skill folder (and reads its small files) once per task, not per run. */
export function folderSnapshots(): (dir: string) => Promise<FolderSnapshot> {
  const snapshots = new Map<string, Promise<FolderSnapshot>>()
  return (dir) => {
    let p = snapshots.get(dir)
    if (!p) {
      p = snapshotFolder(dir)
      snapshots.set(dir, p)
      p.catch(() => snapshots.delete(dir)) // a failure is that run's harness error; the next run retries
    }
    return p
  }
}

/** The executor of a skill's runs: `skill-executors` for the skill, else `executor`, else api. */
export function executorFor(skill: string, opts: Pick<SolverOptions, 'executor' | 'skillExecutors'>): ExecutorKind {
  const own = opts.skillExecutors && Object.prototype.hasOwnProperty.call(opts.skillExecutors, skill) ? opts.skillExecutors[skill] : undefined
  return own ?? opts.executor ?? 'api'
}

export function emptyRecord(spec: RunId, status: RunRecord['status'], now: string): RunRecord {
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
    return e.filesRoot ? { src, dest, within: e.filesRoot } : { src, dest }
  })
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

/** One agent session in a prepared workspace, whichever executor runs it. */
export interface AgentRequest {
  executor: ExecutorKind
  spec: RunId
  prompt: string
  workspaceDir: string
  /** The skill in use (installed at `.claude/skills/<name>/` for Claude Code). */
  skill?: { name: string; description: string; body: string }
  /** Skills listed beside it (the API loop's discover mode). */
  otherSkills?: { name: string; description: string }[]
  skillLoading: SkillLoading
  bash: boolean
  /** The eval's `network: true` (issue 33, row E). */
  network?: boolean
  maxTurns: number
  maxTokens: number
  signal?: AbortSignal
}

/**
 * The executor dispatch (issue 14): the claude-code executor or the Messages-API loop. Both send
 * through `send` (Claude Code via its loopback key proxy, unless `claudeCodeViaGateway` is false).
 */
export function runAgent(req: AgentRequest, send: SendFn, opts: Pick<SolverOptions, 'claudeCode' | 'claudeCodeViaGateway'>): Promise<ExecuteResult | ClaudeCodeResult> {
  const { executor, spec, prompt, workspaceDir, skill, signal } = req
  if (executor === 'claude-code') {
    return import('./claude-code/executor.js').then(({ executeClaudeCodeRun }) => executeClaudeCodeRun(
      {
        spec,
        prompt,
        workspaceDir,
        skill: skill ? { name: skill.name } : undefined,
        // Issue 33 (row H): other skills the harness installed (pipeline steps) stay listed.
        ...(req.otherSkills?.length ? { otherSkills: req.otherSkills.map((o) => o.name) } : {}),
        bash: req.bash,
        ...(req.network ? { network: true } : {}),
        maxTurns: req.maxTurns,
        ...(signal ? { signal } : {}),
        // Issue 17: the CLI's calls go through this run's gateway (via its loopback key proxy).
        ...(opts.claudeCodeViaGateway !== false ? { send } : {})
      },
      opts.claudeCode ?? {}
    ))
  }
  return executeRun(
    {
      spec,
      prompt,
      workspaceDir,
      skill,
      skillLoading: req.skillLoading,
      ...(req.otherSkills?.length ? { otherSkills: req.otherSkills } : {}),
      bash: req.bash,
      ...(req.network ? { network: true } : {}),
      maxTurns: req.maxTurns,
      maxTokens: req.maxTokens,
      ...(signal ? { signal } : {})
    },
    send
  )
}

/** A solved run: its record and transcript. */
export interface Executed {
  record: RunRecord
  transcript: string
}

export async function solveRun(
  spec: RunId,
  e: EvalCase,
  skill: Skill,
  base: BaseSkill | undefined,
  opts: SolverOptions,
  ctx: SolveContext
): Promise<Executed> {
  const { send, outDir, mode, snapshotOf, pool, cancel } = ctx
  const startedAt = new Date()
  const t0 = performance.now()
  const skillFor: Record<Configuration, { name: string; description: string; body: string; dir: string } | undefined> = {
    with_skill: { name: installedSkillName(skill), description: skill.frontmatter.description, body: skill.body, dir: skill.dir },
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
    result = await runAgent(
      {
        executor: claudeCode ? 'claude-code' : 'api',
        spec,
        prompt: e.prompt,
        workspaceDir: ws.dir,
        ...(useSkill ? { skill: { name: useSkill.name, description: useSkill.description, body: useSkill.body } } : {}),
        skillLoading: e.skillLoading ?? opts.skillLoading,
        bash,
        ...(e.network ? { network: true } : {}),
        maxTurns: opts.maxTurns,
        maxTokens: opts.maxTokens,
        ...(runSignal ? { signal: runSignal } : {})
      },
      runSend,
      opts
    )
    // outputs/ itself is made with the run's other files (writeRunArtifacts).
    if (result.filesWritten.length > 0) {
      // Issue 17: a size cap per run, hard links and non-regular files refused; the rest listed.
      const maxBytes = opts.outputsMaxBytes ?? DEFAULT_OUTPUTS_MAX_BYTES
      // Moved rather than copied where nothing else can still write to the workspace.
      await collectOutputs(ws.dir, join(runFolder(outDir, spec), 'outputs'), result.filesWritten, { maxBytes, skipped, move: !claudeCode && !bash })
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
