/**
 * grade: turns finished runs into verdicts. Reads only stored artifacts (`runs.jsonl` to list
 * the runs, then the run's record in runs.jsonl, the run folder's `transcript.md`, `outputs/`, and for folders
 * of earlier builds `outputs/metrics.json` and `timing.json`), so re-grading after editing assertions never runs the executor again.
 *
 * Per run: every assertion with a `check` is graded by the deterministic check (`runCheck`);
 * the others by the LLM judge (`judgeAssertion`, `judges` votes, majority). Judge calls go
 * through the same gateway `send` as runs (cache → limiter → API with retries), so unchanged
 * judge calls on a re-grade come from the response cache. A run that errored or was skipped is
 * not graded (its expectations are `error`, never failures); a with_skill / old_skill run that
 * did not use the skill is `inconclusive`. The result is written atomically to
 * `<run>/grading.json` (skill-creator's format + extras, see grading-json.ts) and the per-eval
 * summary across trials to `<out>/grades.json` (see summary.ts).
 */
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Assertion, EvalCase, Repo, RunRecord, RunId } from '../types.js'
import type { Gateway, SendFn } from '../run/gateway.js'
import { createGatewayFor, type GatewayForOptions } from '../run/gateway-factory.js'
import { writeFileAtomic, writeRunFile } from '../run/results-store.js'
import { decodeTiming, GRADER_VERSION, GRADING_FILE, harnessOutputs, latestByRun, openResultsLog, readDecoded, readJsonObject, runSeconds, RUNS_FILE, valueOrThrow } from '../log/index.js'
import { metricsJson, runFolder, timingJson } from '../run/artifacts.js'
import { runCheck, type CheckContext } from '../checks/checks.js'
import { implicitExpectations } from './implicit.js' // trust (issue 11)
import { addJudgeUsage, emptyJudgeUsage, judgeAssertion, JUDGE_PROMPT_HASH, type JudgeMaterial, type JudgeUsage } from './judge.js'
import { collectMaterial, DEFAULT_CAPS, type MaterialCaps } from './material.js'
import {
  expectationEntry,
  formatGradingJson,
  gradingTiming,
  judgeInfo,
  runGradeStatus,
  summarise,
  toGradedVotes,
  type GradedExpectation,
  type GradingJson
} from './grading-json.js'
import { summariseAll, totalsOf, type EvalGradeSummary, type GradesFile } from './summary.js'
import { checkFolderInside, folderRoot } from '../safe-fs.js'

export { buildJudgeRequest, buildJudgePrompt, parseJudgeReply, judgeAssertion, majority, JUDGE_SYSTEM, JUDGE_SCHEMA } from './judge.js'
export type { GradingJson, GradedExpectation, RunGradeStatus } from './grading-json.js'
export type { EvalGradeSummary, GradesFile, EvalOutcome } from './summary.js'

export { GRADING_FILE }
export const GRADES_FILE = 'grades.json'
/** The grader's version (grading.json `grader.version`), kept by the results log, which refuses newer ones. */
export { GRADER_VERSION }

export class GradeSetupError extends Error {}

export interface GradeOptions {
  judgeModel: string
  /** Judge votes per assertion (majority). Default 1. */
  judges: number
  /** max_tokens of a judge request (default 4096). */
  maxTokens?: number
  /** Runs graded at once (API calls are bounded by the gateway's limiter anyway). Default 8. */
  concurrency?: number
  /** k of pass@k; default: the number of trials of each eval × configuration. */
  k?: number
  /** Only these skills. */
  skills?: string[]
  /** Size caps of what the judge is shown. */
  caps?: MaterialCaps
  /** Timeout of one deterministic check (e.g. a script). */
  checkTimeoutMs?: number
  signal?: AbortSignal
}

/** One run graded: its record, its grade (`RunGrade`, the log's type) and where grading.json was written. */
export interface RunGradeResult {
  runId: string
  record: RunRecord
  grading: GradingJson
  /** Where grading.json was written. */
  file: string
}

export interface GradeEvents {
  onRunGraded?(grade: RunGradeResult, done: number, total: number): void
}

export interface GradeOutcome {
  outDir: string
  runs: RunGradeResult[]
  summaries: EvalGradeSummary[]
  /** Judge usage summed over every run (kept apart from the runs' own tokens). */
  judge: JudgeUsage
  /** Runs that could not be graded because their eval or folder is gone. */
  missing: { runId: string; reason: string }[]
  gradesFile: string
  cancelled: boolean
}

/** What gradeRun needs to grade one stored run. */
export interface RunToGrade {
  record: RunRecord
  /** The run folder (holds transcript.md, outputs/, timing.json). */
  runDir: string
  evalCase: Pick<EvalCase, 'prompt' | 'assertions'> & { network?: boolean }
  /** Folder of the skill (for checks that refer to it). */
  skillDir: string
}

/** A run's text file, or '' when it cannot be read. */
function readText(file: string): string {
  try {
    // Synchronous: a run's small files, read without the four thread-pool round trips (open,
    // fstat, read, close) of fs/promises' readFile; at thousands of runs those were the cost.
    return readFileSync(file, 'utf8')
  } catch {
    return ''
  }
}

/** What grading one assertion needs: the check context, and the judge's task, material and settings. */
export interface AssertionGradeContext {
  check: CheckContext
  /** The prompt the agent was given (shown to the judge). */
  task: string
  /** Lazily built, shared by the assertions of one run. */
  material: () => Promise<JudgeMaterial>
  spec: RunId
  judgeModel: string
  judges: number
  judgeMaxTokens?: number
  signal?: AbortSignal
}

/**
 * Grades one assertion: its deterministic `check` when it has one, else the LLM judge (whose
 * usage is added to `usage`). Used for eval runs and for pipeline steps alike. Throws only when
 * the signal aborts a judge call.
 */
export async function gradeOneAssertion(
  a: Assertion,
  index: number,
  ctx: AssertionGradeContext,
  send: SendFn,
  usage: JudgeUsage
): Promise<GradedExpectation> {
  if (a.check) {
    let res: { passed: boolean; evidence: string; error?: boolean }
    // Stryker disable all: runCheck never throws (its contract, tested in its own tests); this guard only keeps a future bug there from reading as a pass.
    try {
      res = await runCheck(a.check, ctx.check)
    } catch (err) {
      // runCheck never throws by contract; a bug there must still not be a pass.
      res = { passed: false, evidence: `the check crashed: ${err instanceof Error ? err.message : String(err)}`, error: true }
    }
    // Stryker restore all
    const status = res.error ? 'error' : res.passed ? 'pass' : 'fail'
    return expectationEntry(a.text, status, res.evidence, 'check', { check_kind: String(a.check.kind) })
  }
  const verdict = await judgeAssertion(
    send,
    { assertion: a.text, task: ctx.task, material: await ctx.material() },
    {
      model: ctx.judgeModel,
      judges: ctx.judges,
      maxTokens: ctx.judgeMaxTokens, // undefined: the judge's default
      spec: ctx.spec,
      assertionIndex: index,
      ...(ctx.signal ? { signal: ctx.signal } : {})
    }
  )
  addJudgeUsage(usage, verdict.usage)
  return expectationEntry(a.text, verdict.status, verdict.evidence, 'judge', {
    votes: toGradedVotes(verdict.votes),
    agreement: verdict.agreement,
    disagreement: verdict.disagreement
  })
}

/**
 * Grade one stored run and write its grading.json (in place: see writeRunFile). Reads only the run folder.
 * Throws only when `opts.signal` aborts.
 */
export async function gradeRun(run: RunToGrade, send: SendFn, opts: GradeOptions): Promise<GradingJson> {
  const t0 = performance.now()
  const r = run.record
  const judges = Math.max(1, Math.floor(opts.judges || 1))
  const usage = emptyJudgeUsage()
  const transcript = readText(join(run.runDir, 'transcript.md'))
  const assertions = run.evalCase.assertions

  let expectations: GradedExpectation[]
  if (r.status !== 'completed') {
    const why = r.status === 'skipped' ? 'the run was skipped' : `the run failed (${r.error?.message ?? 'unknown error'})`
    expectations = assertions.map((a) => expectationEntry(a.text, 'error', `ERROR: not graded: ${why}.`, 'none'))
  } else {
    let materialP: ReturnType<typeof collectMaterial> | undefined
    const material = () => (materialP ??= collectMaterial(join(run.runDir, 'outputs'), r.response, transcript, r.filesWritten, opts.caps ?? DEFAULT_CAPS))
    const ctx: AssertionGradeContext = {
      check: {
        response: r.response,
        transcript,
        outputsDir: join(run.runDir, 'outputs'),
        harnessFiles: harnessOutputs(r.filesWritten),
        toolCalls: r.toolCalls,
        skillDir: run.skillDir,
        timeoutMs: opts.checkTimeoutMs, // undefined: the script check's default
        ...(run.evalCase.network ? { network: true } : {}) // issue 33, row E
      },
      task: run.evalCase.prompt,
      material,
      spec: r,
      judgeModel: opts.judgeModel,
      judges,
      judgeMaxTokens: opts.maxTokens,
      ...(opts.signal ? { signal: opts.signal } : {})
    }
    expectations = await Promise.all(
      assertions.map((a, i) => gradeOneAssertion(a, i, ctx, send, usage))
    )
    // ── trust (issue 11): implicit assertions from schemas/output.json and scripts/validate-skill.*
    // (with_skill / old_skill runs only; none for skills without those files). See src/grade/implicit.ts.
    expectations.push(
      ...(await implicitExpectations(run, { transcript, timeoutMs: opts.checkTimeoutMs }))
    )
    // ── end trust hook
  }

  const { status, reason } = runGradeStatus(r, expectations)
  // From the run's record. Folders of earlier builds (records without `definitionHash`) kept them
  // in outputs/metrics.json, written over anything the agent put there; in this build's folders a
  // metrics.json in outputs/ is one of the agent's outputs, never taken for the executor's metrics.
  const metrics = (r.definitionHash === undefined ? await readJsonObject(join(run.runDir, 'outputs', 'metrics.json')) : undefined) ?? metricsJson(r, transcript.length)
  // The same for timing: this build writes timing.json from the record, so it is not read back.
  // Earlier builds' folders: timing.json through its decoder (a bad one is an error naming it).
  const timing = r.definitionHash === undefined ? valueOrThrow(await readDecoded(join(run.runDir, 'timing.json'), decodeTiming)) : timingJson(r)
  const execSeconds = runSeconds(undefined, timing) ?? (r.durationMs ?? 0) / 1000

  const grading: GradingJson = {
    expectations,
    summary: summarise(expectations),
    execution_metrics: metrics,
    timing: gradingTiming(execSeconds, performance.now() - t0),
    run: {
      run_id: r.runId,
      skill: r.skill,
      eval_id: r.evalId,
      configuration: r.configuration,
      trial: r.trial,
      model: r.model,
      run_status: r.status,
      skill_used: r.skillUsed,
      status,
      ...(reason ? { reason } : {}),
      assertion_errors: expectations.filter((e) => e.status === 'error').length
    },
    judge: judgeInfo(opts.judgeModel, judges, JUDGE_PROMPT_HASH, usage),
    grader: { name: 'skill-evals', version: GRADER_VERSION, graded_at: new Date().toISOString() }
  }
  writeRunFile(join(run.runDir, GRADING_FILE), formatGradingJson(grading))
  return grading
}

/**
 * Adaptive trials (issue 35): grades one finished run at once (its grading.json, as `gradeRuns`
 * writes it) and gives its pass/fail outcome (null: no pass/fail grade, or its eval is gone).
 */
export function outcomeGrader(repo: Repo, outDir: string, send: SendFn, opts: GradeOptions): (record: RunRecord) => Promise<boolean | null> {
  const out = resolve(outDir)
  const evalsByKey = new Map(repo.evals.map((e) => [`${e.skill}\u0000${String(e.id)}`, e]))
  const skillDirs = new Map(repo.skills.map((k) => [k.name, k.dir]))
  return async (record) => {
    const e = evalsByKey.get(`${record.skill}\u0000${String(record.evalId)}`)
    if (!e) return null
    const grading = await gradeRun({ record, runDir: runFolder(out, record), evalCase: e, skillDir: skillDirs.get(record.skill) ?? repo.root }, send, opts)
    return grading.run.status === 'pass' ? true : grading.run.status === 'fail' ? false : null
  }
}

/**
 * Grade every run recorded in `<outDir>/runs.jsonl` (latest record per run) against the
 * repo's current assertions, write each grading.json and `<outDir>/grades.json`.
 */
export async function gradeRuns(repo: Repo, outDir: string, send: SendFn, opts: GradeOptions, events: GradeEvents = {}): Promise<GradeOutcome> {
  const out = resolve(outDir)
  checkFolderInside(folderRoot(process.cwd(), out), out, 'The results folder') // issue 33 row K
  const { records, badLines } = await openResultsLog(out).readAll()
  if (records.length === 0) {
    throw new GradeSetupError(
      badLines > 0
        ? `${join(out, RUNS_FILE)} holds no readable run records.`
        : `No runs to grade in '${out}' (no ${RUNS_FILE}); run 'skill-evals run' first.`
    )
  }
  const latest = latestByRun(records)
  const evalsByKey = new Map(repo.evals.map((e) => [`${e.skill}\u0000${String(e.id)}`, e]))
  const skillsByName = new Map(repo.skills.map((s) => [s.name, s]))
  const only = opts.skills?.length ? new Set(opts.skills) : undefined

  const missing: GradeOutcome['missing'] = []
  const queue: RunToGrade[] = []
  for (const listed of latest.values()) {
    if (only && !only.has(listed.skill)) continue
    const runDir = runFolder(out, listed)
    const e = evalsByKey.get(`${listed.skill}\u0000${String(listed.evalId)}`)
    if (!e) {
      missing.push({ runId: listed.runId, reason: `eval ${String(listed.evalId)} of skill '${listed.skill}' is no longer in the repository` })
      continue
    }
    queue.push({ record: listed, runDir, evalCase: e, skillDir: skillsByName.get(listed.skill)?.dir ?? repo.root })
  }

  const results: (RunGradeResult | undefined)[] = []
  const judge = emptyJudgeUsage()
  let next = 0
  let done = 0
  const workers = Array.from({ length: Math.max(1, Math.min(opts.concurrency ?? 8, queue.length)) }, async () => {
    while (next < queue.length && !opts.signal?.aborted) {
      const i = next++
      const run = queue[i]!
      let grading: GradingJson
      try {
        grading = await gradeRun(run, send, opts)
      } catch (err) {
        if (opts.signal?.aborted) return
        throw err
      }
      const g: RunGradeResult = { runId: run.record.runId, record: run.record, grading, file: join(run.runDir, GRADING_FILE) }
      results[i] = g
      addJudgeUsage(judge, {
        calls: grading.judge.calls,
        cachedCalls: grading.judge.cached_calls,
        apiCalls: grading.judge.api_calls,
        retries: grading.judge.retries,
        usage: grading.judge.usage,
        costUsd: grading.judge.cost_usd,
        spentUsd: grading.judge.spent_usd
      })
      events.onRunGraded?.(g, ++done, queue.length)
    }
  })
  await Promise.all(workers)
  // Stryker disable next-line ConditionalExpression: the runs an aborted grading never reached are holes, which filter skips by itself.
  const runs = results.filter((g): g is RunGradeResult => g !== undefined)
  const gradings = runs.map((g) => g.grading)
  const summaries = summariseAll(gradings, { k: opts.k }) // undefined k: the number of trials
  const gradesFile = join(out, GRADES_FILE)
  const file: GradesFile = {
    version: 1,
    generated_at: new Date().toISOString(),
    judge: judgeInfo(opts.judgeModel, Math.max(1, Math.floor(opts.judges || 1)), JUDGE_PROMPT_HASH, judge),
    totals: totalsOf(gradings),
    evals: summaries
  }
  await writeFileAtomic(gradesFile, JSON.stringify(file, null, 2) + '\n')
  return { outDir: out, runs, summaries, judge, missing, gradesFile, cancelled: Boolean(opts.signal?.aborted) }
}

// ─── A gateway for grading ────────────────────────────────────────────────────────────

export type JudgeGatewayOptions = GatewayForOptions

/**
 * A gateway configured like `runEvals`' own (same cache folder and mode, same AIMD limiter
 * settings, same retry policy), for grading after a run or re-grading later. Call `close()`
 * when done to flush the cache.
 */
export function createJudgeGateway(opts: JudgeGatewayOptions): Gateway & { close(): Promise<void> } {
  return createGatewayFor(opts)
}
