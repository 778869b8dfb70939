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
import { dirname, resolve } from 'node:path'
import type Anthropic from '@anthropic-ai/sdk'
import type { RunId } from '../types.js'
import { executeRun } from '../run/executor.js'
import type { SendFn } from '../run/gateway.js'
import type { Budget } from '../run/budget.js'
import { costOf } from '../run/cost.js'
import { holdingResultsFolder, runTasks } from '../run/runner.js'
import { TaskLog } from '../run/task-log.js'
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
  /** Stops new runs once spent (the one runner's budget); a refused run counts as a run error. */
  budget?: Budget
  /** Append each run's outcome to this JSON Lines file (a task log); `resume` keeps the runs it holds. */
  log?: { file: string; resume?: boolean }
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
  /** What the run spent (null = unknown; 0 when every response came from the response cache); counted by the budget. */
  costUsd?: number | null
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
    const ran = { toolCalls, turns: result.turns, costUsd: result.cached ? 0 : costOf(spec.model, result.usage) }
    if (triggered) return { triggered, stoppedBy: 'triggered', ...ran }
    if (decided === 'other-skill') return { triggered, stoppedBy: 'other-skill', ...ran }
    if (result.error) {
      const msg = timeout.aborted ? `run timed out after ${Math.round((opts.runTimeoutMs ?? 120_000) / 1000)} s` : result.error.message
      return { triggered: false, stoppedBy: 'error', error: msg, ...ran }
    }
    return { triggered: false, stoppedBy: 'no-skill', ...ran }
  } catch (err) {
    if (opts.signal?.aborted) throw err
    return { triggered: false, stoppedBy: 'error', error: `harness error: ${err instanceof Error ? err.message : String(err)}`, toolCalls: [], turns: 0 }
  } finally {
    await ws?.dispose()
  }
}

/**
 * The trigger task on the one runner (`run/runner.ts`): the dataset is every query ×
 * `runsPerQuery` repetitions, the solver one discover-mode session (the Messages-API loop through
 * `send`, or Claude Code), the scorer trigger detection; then aggregated (results in input order).
 * With `budget` a refused run counts as a run error (no trigger); with `log` each run's outcome is
 * appended to that file as it ends (its folder locked meanwhile), and `log.resume` keeps the
 * runs it holds that ended without an error.
 */
export async function runTriggerEval(opts: TriggerRunOptions): Promise<TriggerEvalOutput> {
  const runsPerQuery = Math.max(1, Math.floor(opts.runsPerQuery ?? DEFAULT_RUNS_PER_QUERY))
  const threshold = opts.threshold ?? DEFAULT_THRESHOLD
  const description = opts.description ?? opts.skill.description
  const { send, claudeCode } = opts
  if (!claudeCode && !send) throw new Error('runTriggerEval: pass `send` (the api executor) or `claudeCode`.')
  const runOne = (query: string, spec: RunId): Promise<TriggerRunOutcome> =>
    claudeCode ? runClaudeCodeTriggerQuery({ ...opts, description, claudeCode }, query, spec) : runTriggerQuery({ ...opts, description, send: send! }, query, spec)
  const descHash = shortHash(description)
  const jobs: { q: number; spec: RunId }[] = []
  opts.queries.forEach((_, q) => {
    for (let t = 1; t <= runsPerQuery; t++) {
      jobs.push({
        q,
        spec: {
          runId: `triggers/${opts.skill.name}/${descHash}/query-${q + 1}/run-${t}`,
          skill: opts.skill.name,
          evalId: `trigger-${q + 1}`,
          evalDir: `query-${q + 1}`,
          configuration: 'with_skill',
          trial: t,
          model: opts.model
        }
      })
    }
  })
  const triggers = opts.queries.map(() => 0)
  const errors = opts.queries.map(() => 0)
  let done = 0
  const count = (q: number, out: TriggerRunOutcome): void => {
    if (out.triggered) triggers[q]!++
    if (out.stoppedBy === 'error') errors[q]!++
    done++
  }
  const log = opts.log ? new TaskLog<TriggerRunOutcome>(opts.log.file) : undefined
  // A run's identity in the log: its run id plus what the id does not name (the query's text, the model).
  const logKey = (job: (typeof jobs)[number]): string => `${job.spec.runId}/${shortHash(`${opts.queries[job.q]!.query}\u0000${opts.model}`)}`
  const run = async () => {
    const previous = log && opts.log?.resume ? await log.load() : new Map<string, TriggerRunOutcome>()
    const ran = await runTasks<(typeof jobs)[number], TriggerRunOutcome>({
      items: jobs,
      key: logKey,
      concurrency: opts.concurrency ?? 4,
      ...(opts.signal ? { signal: opts.signal } : {}),
      ...(opts.budget ? { budget: opts.budget } : {}),
      previous: (job) => {
        const prev = previous.get(logKey(job))
        return prev && prev.stoppedBy !== 'error' ? prev : undefined
      },
      onResumed: (job, out) => count(job.q, out),
      solve: (job) => runOne(opts.queries[job.q]!.query, job.spec),
      notRun: (_, message) => ({ triggered: false, stoppedBy: 'error', error: message, toolCalls: [], turns: 0 }),
      spent: (out) => out.costUsd ?? null,
      record: async (job, out) => {
        await log?.append(logKey(job), out)
        count(job.q, out)
        opts.onRun?.({ queryIndex: job.q, trial: job.spec.trial, triggered: out.triggered, ...(out.error ? { error: out.error } : {}), done, total: jobs.length })
      }
    })
    if (ran.cancelled) throw opts.signal?.reason ?? new Error('cancelled')
  }
  if (log) await holdingResultsFolder(dirname(resolve(log.file)), 'triggers', run)
  else await run()

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
