/**
 * Runs one skill's suite for the regression gate and scores it: a task on the one runner
 * (`run/runner.ts`: budget, folder lock, cancellation), solved by the eval solver
 * (`run/solver.ts`: the executor, with_skill only, skill preloaded unless the config says
 * otherwise) through the gateway (response cache → limiter → API with retries), scored by the
 * golden judge or, for evals.json suites, the grader (`gradeRun`: checks + assertion judge).
 *
 * Per-eval score (0..100):
 *   golden suite: the golden judge's 0.5·coverage + 0.3·format + 0.2·clarity, weight from the line;
 *   evals suite:  the share of the eval's assertions that passed × 100, weight 1.
 * Averaged over trials. Suite score = weighted mean (2 decimals).
 * A run or judge error is reported in `errors` (the caller stops with exit 2; no score is faked).
 * Writes `<outDir>/<skill>/<YYYY-MM-DD>.jsonl` (one line per eval, atlas-eval's result shape) and
 * the run folders under `<outDir>/<skill>/runs/` (cleared first). With `resume` the folder is kept:
 * each trial's outcome is appended to `runs/trials.jsonl` (a task log, `run/task-log.ts`) as it
 * ends, and a trial it holds that ended without an error is kept, not run again — when its case,
 * the skill's SKILL.md, the model and the judge are the same as now.
 */
import { createHash } from 'node:crypto'
import { join, relative, resolve } from 'node:path'
import { mkdir, rm } from 'node:fs/promises'
import type { ModelClient } from '../ports/model-client.js'
import type { CacheMode, EvalCase, ExecutorKind, RunRecord, RunId, Skill, SkillLoading } from '../types.js'
import type { GoldenCase } from '../discover/golden.js'
import { evalDirName, runIdOf } from '../plan/runs.js'
import type { SendFn } from '../run/gateway.js'
import { createGatewayFor } from '../run/gateway-factory.js'
import { writeFileAtomic } from '../run/results-store.js'
import { writeRunArtifacts, runFolder } from '../run/artifacts.js'
import type { Budget } from '../run/budget.js'
import type { ClaudeCodeSettings } from '../run/claude-code/executor.js'
import { WorkspacePool } from '../run/workspace-pool.js'
import { folderSnapshots, solveRun, type SolveContext, type SolverOptions } from '../run/solver.js'
import { holdingResultsFolder, runTasks } from '../run/runner.js'
import { TaskLog } from '../run/task-log.js'
import { gradeRun } from '../grade/index.js'
import { collectMaterial, DEFAULT_CAPS } from '../grade/material.js'
import { judgeGolden, round2, weightedScore } from './golden-judge.js'

export type SuiteKind = 'golden' | 'evals'

export interface SuiteCase {
  id: string
  weight: number
  evalCase: EvalCase
  golden?: GoldenCase
}

export interface CaseResult {
  id: string
  weight: number
  /** Mean over trials, 0..100 (2 decimals); null when a trial errored. */
  score: number | null
  trials: number[]
  evidence: string
  output: string
  parts?: { coverage: number; format: number; clarity: number }
  error?: string
}

export interface SuiteResult {
  kind: SuiteKind
  score: number
  cases: CaseResult[]
  errors: string[]
  /** Repo-relative path of the results file. */
  resultsFile: string
  apiCalls: number
  cacheHits: number
}

export interface RunSuiteOptions {
  root: string
  skill: Skill
  kind: SuiteKind
  cases: SuiteCase[]
  client: ModelClient
  model: string
  judgeModel: string
  judges: number
  trials: number
  concurrency: number
  outDir: string
  cache: CacheMode
  cacheDir: string
  skillLoading: SkillLoading
  bash: boolean
  maxTurns: number
  maxTokens: number
  runTimeoutSeconds: number
  now: Date
  maxRetries?: number
  backoffInitialMs?: number
  signal?: AbortSignal
  onProgress?: (line: string) => void
  /** Stops new case runs once spent (the one runner's budget); a refused run is an error (no score is faked). */
  budget?: Budget
  /** Keep the runs folder and the trials its task log holds that finished without an error. */
  resume?: boolean
  /** Who runs each case (default `api`); `claude-code` needs `claudeCode`. */
  executor?: ExecutorKind
  claudeCode?: ClaudeCodeSettings
}

/** Golden lines as eval cases the executor understands (prompt = input, no files, no assertions). */
export function goldenEvalCases(skill: string, file: string, cases: GoldenCase[]): SuiteCase[] {
  return cases.map((g) => ({
    id: g.id,
    weight: g.weight,
    golden: g,
    evalCase: { skill, id: g.id, prompt: g.input, expectedOutput: g.expected_output_summary, files: [], resolvedFiles: [], assertions: [], source: { file, line: g.line, column: 1 } }
  }))
}

const posix = (p: string): string => p.split('\\').join('/')

/** The task log of a resumable suite run, in the runs folder. */
export const TRIALS_LOG = 'trials.jsonl'

type TrialOutcome = { score: number | null; evidence: string; output: string; parts?: CaseResult['parts']; error?: string; spentUsd?: number | null }

/**
 * The golden / regression task on the one runner (`run/runner.ts`): the dataset is every case ×
 * trial, the solver the eval solver (`run/solver.ts`, with_skill), the scorer the golden judge
 * (golden suites) or the grader (evals suites). The skill's results folder is locked meanwhile.
 */
export async function runSuite(o: RunSuiteOptions): Promise<SuiteResult> {
  const skillOut = resolve(o.root, o.outDir, o.skill.name)
  return holdingResultsFolder(skillOut, 'regression', () => runSuiteLocked(o, skillOut))
}

async function runSuiteLocked(o: RunSuiteOptions, skillOut: string): Promise<SuiteResult> {
  const runsDir = join(skillOut, 'runs')
  if (!o.resume) await rm(runsDir, { recursive: true, force: true })
  await mkdir(runsDir, { recursive: true })
  const log = o.resume ? new TaskLog<TrialOutcome>(join(runsDir, TRIALS_LOG)) : undefined
  const previous = log ? await log.load() : new Map<string, TrialOutcome>()
  const gateway = createGatewayFor({
    client: o.client,
    root: o.root,
    concurrency: o.concurrency,
    cache: o.cache,
    cacheDir: o.cacheDir,
    maxRetries: o.maxRetries,
    backoffInitialMs: o.backoffInitialMs
  })
  const jobs: { c: SuiteCase; trial: number }[] = []
  for (const c of o.cases) for (let t = 1; t <= o.trials; t++) jobs.push({ c, trial: t })
  const outcomes = new Map<string, TrialOutcome[]>()
  const pool = new WorkspacePool()
  const ctx: SolveContext = { send: gateway.send, outDir: runsDir, mode: { runTimeout: true }, snapshotOf: folderSnapshots(), pool, ...(o.signal ? { cancel: o.signal } : {}) }
  let done = 0
  const keep = (job: (typeof jobs)[number], r: TrialOutcome): void => {
    const list = outcomes.get(job.c.id) ?? []
    list[job.trial - 1] = r
    outcomes.set(job.c.id, list)
  }
  // A trial's identity in the task log: the case and trial, and what its outcome depends on.
  const skillHash = createHash('sha256').update(JSON.stringify([o.skill.frontmatter, o.skill.body])).digest('hex')
  const key = (job: (typeof jobs)[number]): string =>
    `${job.c.id}/trial-${job.trial}/${createHash('sha256')
      .update(JSON.stringify([o.kind, o.model, o.judgeModel, o.judges, job.c.evalCase.prompt, job.c.evalCase.assertions, job.c.evalCase.files, job.c.golden ?? null, skillHash]))
      .digest('hex')
      .slice(0, 16)}`
  try {
    await runTasks<(typeof jobs)[number], TrialOutcome>({
      items: jobs,
      key,
      previous: (job) => {
        const prev = previous.get(key(job))
        return prev && !prev.error ? prev : undefined
      },
      onResumed: (job, r) => {
        keep(job, r)
        o.onProgress?.(`[${++done}/${jobs.length}] ${job.c.id} trial ${job.trial}: kept (score ${r.score})`)
      },
      // A trial run again starts from an empty run folder (resume keeps the others' folders).
      ...(o.resume ? { prepare: (job: (typeof jobs)[number]) => rm(runFolder(runsDir, trialSpec(o, job.c, job.trial)), { recursive: true, force: true }) } : {}),
      concurrency: o.concurrency,
      ...(o.signal ? { signal: o.signal } : {}),
      ...(o.budget ? { budget: o.budget } : {}),
      solve: (job) => runOne(o, job.c, job.trial, ctx),
      notRun: (_, message) => ({ score: null, evidence: '', output: '', error: message }),
      spent: (r) => r.spentUsd ?? 0,
      recordCancelled: true, // a trial cut short by the signal is reported as its error
      record: async (job, r) => {
        if (log && !o.signal?.aborted) await log.append(key(job), r)
        keep(job, r)
        o.onProgress?.(`[${++done}/${jobs.length}] ${job.c.id} trial ${job.trial}: ${r.error ? `error: ${r.error}` : `score ${r.score}`}`)
      }
    })
  } finally {
    await pool.close()
    await gateway.close()
  }
  const cases: CaseResult[] = []
  const errors: string[] = []
  if (o.signal?.aborted) errors.push('cancelled')
  for (const c of o.cases) {
    const list = outcomes.get(c.id) ?? []
    const failed = list.find((x) => x?.error)
    const scores = list.filter((x) => x && x.score !== null).map((x) => x!.score as number)
    const first = list[0]
    const res: CaseResult = {
      id: c.id,
      weight: c.weight,
      score: failed || scores.length < o.trials ? null : round2(scores.reduce((a, b) => a + b, 0) / scores.length),
      trials: scores,
      evidence: first?.evidence ?? '',
      output: first?.output ?? '',
      ...(first?.parts ? { parts: first.parts } : {})
    }
    if (failed) {
      res.error = failed.error!
      errors.push(`${c.id}: ${failed.error}`)
    } else if (res.score === null && !o.signal?.aborted) errors.push(`${c.id}: not run`)
    cases.push(res)
  }
  const scored = cases.filter((c) => c.score !== null) as (CaseResult & { score: number })[]
  const score = weightedScore(scored)
  const dateDay = o.now.toISOString().slice(0, 10)
  const resultsAbs = join(skillOut, `${dateDay}.jsonl`)
  const lines = cases.map((c) =>
    JSON.stringify({
      id: c.id,
      output: c.output.length > 4000 ? `${c.output.slice(0, 4000)}…` : c.output,
      score: c.score,
      ...(c.parts ?? {}),
      reasoning: c.error ? `error: ${c.error}` : c.evidence,
      weight: c.weight,
      trials: c.trials,
      ts: o.now.toISOString(),
      judge_model: o.judgeModel,
      model: o.model,
      suite: o.kind
    })
  )
  await writeFileAtomic(resultsAbs, lines.join('\n') + (lines.length ? '\n' : ''))
  const stats = gateway.stats()
  return { kind: o.kind, score, cases, errors, resultsFile: posix(relative(o.root, resultsAbs)), apiCalls: stats.apiCalls, cacheHits: stats.cacheHits }
}

/** A case trial's run identity (its run folder under the runs folder). */
function trialSpec(o: RunSuiteOptions, c: SuiteCase, trial: number): RunId {
  const e = c.evalCase
  const evalDir = evalDirName(e)
  return { runId: runIdOf(o.skill.name, 1, evalDir, 'with_skill', trial), skill: o.skill.name, evalId: e.id, evalDir, configuration: 'with_skill', trial, model: o.model }
}

async function runOne(o: RunSuiteOptions, c: SuiteCase, trial: number, ctx: SolveContext): Promise<TrialOutcome> {
  const e = c.evalCase
  const outDir = ctx.outDir
  const send = ctx.send
  const spec = trialSpec(o, c, trial)
  const runDir = runFolder(outDir, spec)
  const solver: SolverOptions = {
    skillLoading: o.skillLoading,
    bash: o.bash,
    maxTurns: o.maxTurns,
    maxTokens: o.maxTokens,
    runTimeoutSeconds: o.runTimeoutSeconds,
    ...(o.executor ? { executor: o.executor } : {}),
    ...(o.claudeCode ? { claudeCode: o.claudeCode } : {})
  }
  let record: RunRecord
  let transcript: string
  try {
    ;({ record, transcript } = await solveRun(spec, e, o.skill, undefined, solver, ctx))
  } catch (err) {
    return { score: null, evidence: '', output: '', error: `harness error: ${err instanceof Error ? err.message : String(err)}` }
  }
  await writeRunArtifacts(outDir, e, record, transcript)
  // What the run spent, for the budget (0 when replayed from the response cache).
  return { ...(await scoreRun(o, c, spec, record, transcript, runDir, send)), spentUsd: record.cached ? 0 : record.costUsd }
}

/** The case's scorer: the golden judge (golden suites) or the grader (evals suites). */
async function scoreRun(o: RunSuiteOptions, c: SuiteCase, spec: RunId, record: RunRecord, transcript: string, runDir: string, send: SendFn): Promise<TrialOutcome> {
  const e = c.evalCase
  if (record.status !== 'completed') return { score: null, evidence: '', output: record.response, error: `the skill run failed: ${record.error?.message ?? 'unknown error'}` }

  if (c.golden) {
    const material = await collectMaterial(join(runDir, 'outputs'), record.response, transcript, record.filesWritten, DEFAULT_CAPS)
    const j = await judgeGolden(send, c.golden, material, { model: o.judgeModel, spec, ...(o.signal ? { signal: o.signal } : {}) })
    if (!j.ok) return { score: null, evidence: '', output: record.response, error: j.error }
    return { score: j.score, evidence: j.evidence, output: record.response, parts: { coverage: j.coverage, format: j.format, clarity: j.clarity } }
  }
  const grading = await gradeRun({ record, runDir, evalCase: e, skillDir: o.skill.dir }, send, {
    judgeModel: o.judgeModel,
    judges: o.judges,
    ...(o.signal ? { signal: o.signal } : {})
  })
  const errs = grading.expectations.filter((x) => x.status === 'error')
  if (errs.length > 0 || grading.run.status === 'error' || grading.run.status === 'skipped') {
    return { score: null, evidence: '', output: record.response, error: `grading failed: ${errs[0]?.evidence ?? grading.run.reason ?? grading.run.status}` }
  }
  const s = grading.summary
  return {
    score: round2(s.total > 0 ? (100 * s.passed) / s.total : 0),
    evidence: `${s.passed}/${s.total} assertions passed`,
    output: record.response
  }
}
