/**
 * Trigger evals: run each query as a real discover-mode session (the skill listed in
 * `<available_skills>` beside the repo's other skills, a `Skill` tool offered, every skill folder
 * present under `.claude/skills/`) and count the runs in which the agent loads the skill.
 *
 * Runs are kept cheap: at most `maxTurns` (default 3) turns and a small `max_tokens`, and a run
 * stops as soon as a turn loads a skill (ours → trigger, another → no trigger); the executor
 * is stopped through its abort signal, so no tool output is sent back after the decision. Every
 * API call goes through the given `send` (the gateway: cache → limiter → retries); repetition
 * `k` of a query is sent as trial `k`, so the response cache keeps the repetitions apart.
 * A run that fails (API error, timeout) counts as a non-trigger and is reported in `errors`.
 *
 * With `claudeCode` set (executor `claude-code`, issue 14) each run is a real Claude Code session
 * instead (`runClaudeCodeTriggerQuery`: the skills installed as project skills, the process
 * stopped at the first skill load); `send` is not used then and nothing is cached.
 */
import { createHash } from 'node:crypto'
import type Anthropic from '@anthropic-ai/sdk'
import type { RunId } from '../types.js'
import { executeRun } from '../run/executor.js'
import type { SendFn } from '../run/gateway.js'
import { createWorkspace, type WorkspaceFile } from '../run/workspace.js'
import { decision, detectTrigger, type ToolCallLike } from '../run/trigger-detect.js'
import { queryResult, summarise, triggerMetrics } from './metrics.js'
import { runClaudeCodeTriggerQuery } from './claude-code.js'
import type { ClaudeCodeSettings } from '../run/claude-code/executor.js'
import type { TriggerEvalOutput, TriggerQuery } from './types.js'

export const DEFAULT_TRIGGER_MAX_TURNS = 3
export const DEFAULT_TRIGGER_MAX_TOKENS = 1024
export const DEFAULT_RUNS_PER_QUERY = 3
export const DEFAULT_THRESHOLD = 0.5

export interface TriggerSkill {
  name: string
  description: string
  /** SKILL.md body (what the Skill tool returns). */
  body: string
  /** Absolute folder, copied to `.claude/skills/<name>/` in the workspace. */
  dir: string
}

export interface TriggerRunOptions {
  skill: TriggerSkill
  /** The repo's other skills, listed beside it (as in real use). */
  otherSkills: { name: string; description: string; dir?: string }[]
  /** Override of the skill's description (the optimiser's candidates). */
  description?: string
  queries: readonly TriggerQuery[]
  runsPerQuery?: number
  threshold?: number
  model: string
  /** The gateway's send (the `api` executor); required unless `claudeCode` is given. */
  send?: SendFn
  /** Run each query through the Claude Code CLI (executor `claude-code`) instead of `send`. */
  claudeCode?: ClaudeCodeSettings
  /** Runs in flight at once (the gateway's limiter bounds API calls anyway). Default 4. */
  concurrency?: number
  maxTurns?: number
  maxTokens?: number
  /** Per-run timeout. Default 120 s. */
  runTimeoutMs?: number
  signal?: AbortSignal
  /** Called after each run. */
  onRun?: (e: TriggerRunEvent) => void
}

export interface TriggerRunEvent {
  queryIndex: number
  trial: number
  triggered: boolean
  error?: string
  done: number
  total: number
}

export interface TriggerRunOutcome {
  triggered: boolean
  /** Why the run stopped: our skill loaded, another skill loaded, the model answered, limits, error. */
  stoppedBy: 'triggered' | 'other-skill' | 'no-skill' | 'error'
  error?: string
  toolCalls: ToolCallLike[]
  turns: number
}

function shortHash(s: string): string {
  return createHash('sha256').update(s).digest('hex').slice(0, 8)
}

/** Run one query once. Never throws (except on cancellation by `signal`). */
export async function runTriggerQuery(
  opts: Pick<TriggerRunOptions, 'skill' | 'otherSkills' | 'description' | 'model' | 'maxTurns' | 'maxTokens' | 'runTimeoutMs' | 'signal'> & { send: SendFn },
  query: string,
  spec: RunId
): Promise<TriggerRunOutcome> {
  const name = opts.skill.name
  const description = opts.description ?? opts.skill.description
  const stop = new AbortController()
  const timeout = AbortSignal.timeout(opts.runTimeoutMs ?? 120_000)
  const signal = AbortSignal.any([stop.signal, timeout, ...(opts.signal ? [opts.signal] : [])])
  let decided: 'triggered' | 'other-skill' | undefined

  // Watch every assistant message: once a turn loads a skill the outcome is known, so stop.
  const send: SendFn = async (params, ctx) => {
    const res = await opts.send(params, ctx)
    const content = Array.isArray(res.message.content) ? res.message.content : []
    const calls = content
      .filter((b): b is Anthropic.ToolUseBlock => b?.type === 'tool_use')
      .map((b) => ({ name: b.name, input: b.input }))
    const d = decision(calls, name)
    if (d && !decided) {
      decided = d
      stop.abort(d)
    }
    return res
  }

  const others = opts.otherSkills.filter((s) => s.name !== name)
  const files: WorkspaceFile[] = others
    .filter((s): s is typeof s & { dir: string } => typeof s.dir === 'string' && /^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(s.name))
    .map((s) => ({ src: s.dir, dest: `.claude/skills/${s.name}` }))

  let ws: Awaited<ReturnType<typeof createWorkspace>> | undefined
  try {
    ws = await createWorkspace({ files, skill: { name, dir: opts.skill.dir } })
    const result = await executeRun(
      {
        spec,
        prompt: query,
        workspaceDir: ws.dir,
        skill: { name, description, body: opts.skill.body },
        skillLoading: 'discover',
        otherSkills: others.map((s) => ({ name: s.name, description: s.description })),
        bash: false,
        maxTurns: opts.maxTurns ?? DEFAULT_TRIGGER_MAX_TURNS,
        maxTokens: opts.maxTokens ?? DEFAULT_TRIGGER_MAX_TOKENS,
        signal
      },
      send
    )
    const toolCalls = result.toolCalls.map((c) => ({ name: c.name, input: c.input }))
    const triggered = decided === 'triggered' || detectTrigger(toolCalls, name)
    if (opts.signal?.aborted) throw opts.signal.reason ?? new Error('cancelled')
    if (triggered) return { triggered, stoppedBy: 'triggered', toolCalls, turns: result.turns }
    if (decided === 'other-skill') return { triggered, stoppedBy: 'other-skill', toolCalls, turns: result.turns }
    if (result.error) {
      const msg = timeout.aborted ? `run timed out after ${Math.round((opts.runTimeoutMs ?? 120_000) / 1000)} s` : result.error.message
      return { triggered: false, stoppedBy: 'error', error: msg, toolCalls, turns: result.turns }
    }
    return { triggered: false, stoppedBy: 'no-skill', toolCalls, turns: result.turns }
  } catch (err) {
    if (opts.signal?.aborted) throw err
    return { triggered: false, stoppedBy: 'error', error: `harness error: ${err instanceof Error ? err.message : String(err)}`, toolCalls: [], turns: 0 }
  } finally {
    await ws?.dispose()
  }
}

/** Run every query `runsPerQuery` times and aggregate (results in input order). */
export async function runTriggerEval(opts: TriggerRunOptions): Promise<TriggerEvalOutput> {
  const runsPerQuery = Math.max(1, Math.floor(opts.runsPerQuery ?? DEFAULT_RUNS_PER_QUERY))
  const threshold = opts.threshold ?? DEFAULT_THRESHOLD
  const description = opts.description ?? opts.skill.description
  const { send, claudeCode } = opts
  if (!claudeCode && !send) throw new Error('runTriggerEval: pass `send` (the api executor) or `claudeCode`.')
  const runOne = (query: string, spec: RunId): Promise<TriggerRunOutcome> =>
    claudeCode ? runClaudeCodeTriggerQuery({ ...opts, description, claudeCode }, query, spec) : runTriggerQuery({ ...opts, description, send: send! }, query, spec)
  const descHash = shortHash(description)
  const jobs: { q: number; trial: number }[] = []
  opts.queries.forEach((_, q) => {
    for (let t = 1; t <= runsPerQuery; t++) jobs.push({ q, trial: t })
  })
  const triggers = opts.queries.map(() => 0)
  const errors = opts.queries.map(() => 0)
  let done = 0
  let next = 0
  const worker = async (): Promise<void> => {
    while (next < jobs.length) {
      if (opts.signal?.aborted) throw opts.signal.reason ?? new Error('cancelled')
      const job = jobs[next++]!
      const spec: RunId = {
        runId: `triggers/${opts.skill.name}/${descHash}/query-${job.q + 1}/run-${job.trial}`,
        skill: opts.skill.name,
        evalId: `trigger-${job.q + 1}`,
        evalDir: `query-${job.q + 1}`,
        configuration: 'with_skill',
        trial: job.trial,
        model: opts.model
      }
      const out = await runOne(opts.queries[job.q]!.query, spec)
      if (out.triggered) triggers[job.q]!++
      if (out.stoppedBy === 'error') errors[job.q]!++
      done++
      opts.onRun?.({ queryIndex: job.q, trial: job.trial, triggered: out.triggered, ...(out.error ? { error: out.error } : {}), done, total: jobs.length })
    }
  }
  const n = Math.max(1, Math.min(Math.floor(opts.concurrency ?? 4), jobs.length))
  await Promise.all(Array.from({ length: n }, worker))

  const results = opts.queries.map((q, i) => queryResult(q, triggers[i]!, runsPerQuery, threshold, errors[i]!))
  return {
    skill_name: opts.skill.name,
    description,
    results,
    summary: summarise(results),
    ...triggerMetrics(results),
    model: opts.model,
    runs_per_query: runsPerQuery,
    threshold,
    errors: errors.reduce((a, b) => a + b, 0)
  }
}
