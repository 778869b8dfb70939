/**
 * Runs pipeline scenarios: skills in sequence on one disposable local git repository.
 *
 * Per scenario:
 *  1. A fresh temporary folder holds the repository: `git init`, the seed files (`claude_md` →
 *     CLAUDE.md, repo-relative paths copied to the same path, inline `{path, content}`), and an
 *     initial commit. `.claude/skills/` is excluded from git (`.git/info/exclude`), so the skill
 *     folders installed for the steps never show up in diffs.
 *  2. Each step runs its skill with the with-skill executor (`executeRun`) on that SAME folder,
 *     so files written by step 1 are there for step 2. The step's skill is (re)installed at
 *     `.claude/skills/<name>/` before it runs. The seeded CLAUDE.md is given to the agent as
 *     project instructions after the prompt (Claude Code loads CLAUDE.md by itself; our executor
 *     does not). After the step everything is committed, and the step's diff is
 *     `git diff <previous commit> <this commit>`.
 *  3. The step's `verify` is graded right away. Decision: checks and the judge see the WHOLE
 *     repository after the step (a snapshot without `.git` and `.claude/skills`), because an
 *     assertion like "tasks.md still lists REQ-1" is about the state, not only about the step's
 *     edits. What the step changed is not lost: the judge is shown the changed files first and is
 *     told which files changed, and result.json / diff.patch hold the step's diff. `response`,
 *     `transcript` and `toolCalls` of checks are the step's own.
 *  4. A step whose verify fails (or whose run errors) is recorded and the chain continues.
 *  5. `final_assertions` are graded after the last step against the final repository, with the
 *     last step's response, every step's transcript and every step's tool calls.
 *  6. The temporary folder is always removed (try/finally), also on a harness error or when the
 *     AbortSignal fires (the step in flight stops, the remaining steps are `skipped`).
 *
 * Output: `<out>/pipelines/<id>/result.json` (see types.ts) and
 * `<out>/pipelines/<id>/step-<n>/{transcript.md, grading.json, diff.patch}`; `runPipelines`
 * also writes the `<out>/pipelines.json` index.
 */
import { cp, copyFile, mkdir, mkdtemp, readdir, readFile, realpath, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Assertion, RunRecord, RunId, Skill, SkillLoading, ToolCallRecord, Usage } from '../types.js'
import type { ExecuteResult } from '../run/executor.js'
import type { ClaudeCodeResult } from '../run/claude-code/executor.js'
import { executorFor, runAgent, type SolverOptions } from '../run/solver.js'
import type { SendFn } from '../run/gateway.js'
import { addCost, costOf } from '../run/cost.js'
import { writeFileAtomic } from '../run/results-store.js'
import type { Budget } from '../run/budget.js'
import { holdingResultsFolder, runTasks } from '../run/runner.js'
import { metricsJson } from '../run/artifacts.js'
import { addJudgeUsage, emptyJudgeUsage, JUDGE_PROMPT_HASH, type JudgeFile, type JudgeMaterial, type JudgeUsage } from '../grade/judge.js'
import { capText, DEFAULT_CAPS, type MaterialCaps } from '../grade/material.js'
import {
  expectationEntry,
  formatGradingJson,
  gradingTiming,
  judgeInfo,
  summarise,
  type GradingJson,
  type RunGradeStatus
} from '../grade/grading-json.js'
import { GRADER_VERSION, GRADING_FILE, gradeOneAssertion, type AssertionGradeContext } from '../grade/index.js'
import { commitAll, diffCommits, gitInit, type StepDiff } from './git.js'
import type {
  GradedAssertion,
  JudgeSpend,
  PipelineIndexEntry,
  PipelineResult,
  PipelineScenario,
  PipelinesIndex,
  PipelineStatus,
  PipelineStep,
  StepResult,
  StepStatus
} from './types.js'
import { truncateEnd } from '../text/truncate.js'

export const PIPELINES_DIR = 'pipelines'
export const PIPELINES_INDEX = 'pipelines.json'
/** How much of a step's diff is kept in result.json (diff.patch has all of it, up to MAX_PATCH_CHARS). */
export const DIFF_CHARS_IN_RESULT = 20_000
export const MAX_PATCH_CHARS = 10 * 1024 * 1024
const RESPONSE_CHARS_IN_RESULT = 4_000
const MAX_SNAPSHOT_ENTRIES = 20_000

export class PipelineSetupError extends Error {}

export interface PipelineRunOptions {
  /** Results folder: writes `<outDir>/pipelines/…` and `<outDir>/pipelines.json`. */
  outDir: string
  model: string
  judgeModel: string
  /** Judge votes per text assertion (majority). Default 1. */
  judges?: number
  judgeMaxTokens?: number
  skillLoading: SkillLoading
  bash: boolean
  maxTurns: number
  maxTokens: number
  /** Timeout of ONE step, in seconds. */
  runTimeoutSeconds: number
  checkTimeoutMs?: number
  caps?: MaterialCaps
  /** Parent folder of the temporary repositories (default: the OS temp dir). */
  tempDir?: string
  /** Only these scenario ids (unknown ids → PipelineSetupError). */
  ids?: string[]
  signal?: AbortSignal
  /** Recorded in pipelines.json. */
  simulated?: boolean
  /** Stops new scenarios once spent (the one runner's budget); a refused scenario is an error, its steps skipped. */
  budget?: Budget
  /** Keep the scenarios whose result.json in `outDir` is a finished run (pass or fail, not cancelled, same model). */
  resume?: boolean
  /** Who runs each step (default `api`; per skill with `skillExecutors`); `claude-code` needs `claudeCode`. */
  executor?: SolverOptions['executor']
  skillExecutors?: SolverOptions['skillExecutors']
  claudeCode?: SolverOptions['claudeCode']
  claudeCodeViaGateway?: boolean
}

export interface PipelineEvents {
  /** The temporary repository was created (path of the repository folder). */
  onScenarioStart?(scenario: PipelineScenario, repoDir: string): void
  onStepFinished?(scenario: PipelineScenario, step: StepResult): void
  onScenarioFinished?(result: PipelineResult): void
}

export interface PipelinesOutcome {
  outDir: string
  results: PipelineResult[]
  indexFile: string
  index: PipelinesIndex
  cancelled: boolean
}

// ─── Helpers ──────────────────────────────────────────────────────────────────────────

const json = (v: unknown): string => JSON.stringify(v, null, 2) + '\n'
const errMsg = (e: unknown): string => (e instanceof Error ? e.message : String(e))

function emptyUsage(): Usage {
  return { input_tokens: 0, output_tokens: 0, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 }
}

function addUsage(into: Usage, u: Usage): void {
  into.input_tokens += u.input_tokens
  into.output_tokens += u.output_tokens
  into.cache_read_input_tokens += u.cache_read_input_tokens
  into.cache_creation_input_tokens += u.cache_creation_input_tokens
}

function spend(u: JudgeUsage): JudgeSpend {
  return { calls: u.calls, usage: { ...u.usage }, costUsd: u.costUsd }
}

function truncate(s: string, max: number): { text: string; truncated: boolean } {
  return { text: truncateEnd(s, max, (n) => `\n… [truncated: ${n} more characters]\n`), truncated: s.length > max }
}

function safe(fn: () => void): void {
  try {
    fn()
  } catch {
    /* a listener must not break a pipeline */
  }
}

/** The step's user message: the prompt, then the seeded CLAUDE.md as project instructions. */
export function stepPrompt(prompt: string, claudeMd: string | undefined): string {
  if (claudeMd === undefined || claudeMd.trim() === '') return prompt
  return `${prompt}\n\n<project_instructions source="CLAUDE.md">\nThe repository's CLAUDE.md (project instructions; follow them):\n\n${claudeMd.trim()}\n</project_instructions>`
}

function stepSpec(s: PipelineScenario, label: string, skill: string, model: string): RunId {
  return { runId: `pipeline/${s.id}/${label}`, skill, evalId: `${s.id}#${label}`, evalDir: label, configuration: 'with_skill', trial: 1, model }
}

function notGraded(assertions: Assertion[], why: string): GradedAssertion[] {
  return assertions.map((a) => expectationEntry(a.text, 'error', `ERROR: not graded: ${why}.`, 'none'))
}

// ─── Temporary repository ─────────────────────────────────────────────────────────────

function confined(root: string, rel: string): string {
  const abs = path.resolve(root, ...rel.split('/'))
  const r = path.relative(root, abs)
  if (r === '' || r.startsWith('..') || path.isAbsolute(r)) throw new Error(`seed path '${rel}' resolves outside the repository`)
  return abs
}

async function seedRepo(s: PipelineScenario, repoDir: string): Promise<string> {
  await mkdir(repoDir, { recursive: true })
  await gitInit(repoDir)
  await mkdir(path.join(repoDir, '.git', 'info'), { recursive: true })
  await writeFile(path.join(repoDir, '.git', 'info', 'exclude'), '# skill-evals: skill folders installed for the steps\n/.claude/skills/\n')
  if (s.seed.claudeMd !== undefined) await writeFile(path.join(repoDir, 'CLAUDE.md'), s.seed.claudeMd)
  for (const f of s.seed.files) {
    const dest = confined(repoDir, f.path)
    await mkdir(path.dirname(dest), { recursive: true })
    if (f.kind === 'inline') await writeFile(dest, f.content)
    else await cp(f.resolved, dest, { recursive: true, dereference: true, force: true, errorOnExist: false })
  }
  return commitAll(repoDir, `seed: pipeline scenario ${s.id}`)
}

async function installSkill(repoDir: string, skill: Skill): Promise<void> {
  const dest = path.join(repoDir, '.claude', 'skills', skill.name)
  await rm(dest, { recursive: true, force: true })
  await mkdir(path.dirname(dest), { recursive: true })
  await cp(skill.dir, dest, {
    recursive: true,
    dereference: true,
    filter: (src) => !['.git', 'node_modules'].includes(path.basename(src))
  })
}

/**
 * Copy the repository's files (no `.git`, no `.claude/skills`, no symlinks) into `dest`: what
 * checks and the judge see. Returns the relative paths copied, sorted.
 */
async function snapshot(repoDir: string, dest: string): Promise<string[]> {
  const files: string[] = []
  let seen = 0
  const walk = async (rel: string): Promise<void> => {
    let entries
    try {
      entries = await readdir(path.join(repoDir, rel), { withFileTypes: true })
    } catch {
      return
    }
    for (const e of entries) {
      if (++seen > MAX_SNAPSHOT_ENTRIES) return
      const childRel = rel ? `${rel}/${e.name}` : e.name
      if (childRel === '.git' || childRel === '.claude/skills') continue
      if (e.isDirectory()) {
        await mkdir(path.join(dest, childRel), { recursive: true })
        await walk(childRel)
      } else if (e.isFile()) {
        await mkdir(path.dirname(path.join(dest, childRel)), { recursive: true })
        await copyFile(path.join(repoDir, childRel), path.join(dest, childRel))
        files.push(childRel)
      }
    }
  }
  await mkdir(dest, { recursive: true })
  await walk('')
  return files.sort()
}

function isBinary(buf: Buffer): boolean {
  const n = Math.min(buf.length, 8000)
  for (let i = 0; i < n; i++) if (buf[i] === 0) return true
  return false
}

/** Judge material from a snapshot: the files in `first` (this step's changes) come first. */
async function snapshotMaterial(dir: string, files: string[], first: string[], response: string, transcript: string, caps: MaterialCaps): Promise<JudgeMaterial> {
  const set = new Set(files)
  const ordered = [...first.filter((f) => set.has(f)), ...files.filter((f) => !first.includes(f))]
  const out: JudgeFile[] = []
  const omitted: string[] = []
  let total = 0
  for (const p of ordered) {
    if (out.length >= caps.maxFiles || total >= caps.totalFileChars) {
      omitted.push(p)
      continue
    }
    let buf: Buffer
    try {
      buf = await readFile(path.join(dir, ...p.split('/')))
    } catch {
      continue
    }
    if (isBinary(buf)) {
      out.push({ path: p, content: `[binary file, ${buf.length} bytes]`, bytes: buf.length, truncated: false, binary: true })
      continue
    }
    const c = capText(buf.toString('utf8'), Math.min(caps.fileChars, caps.totalFileChars - total))
    total += c.text.length
    out.push({ path: p, content: c.text, bytes: buf.length, truncated: c.truncated })
  }
  const m: JudgeMaterial = {
    response: capText(response, caps.responseChars).text,
    transcript: capText(transcript, caps.transcriptChars).text,
    files: out
  }
  if (omitted.length > 0) m.omittedFiles = omitted
  return m
}

// ─── Grading ──────────────────────────────────────────────────────────────────────────

interface GradeInput {
  assertions: Assertion[]
  /** Snapshot of the repository. */
  dir: string
  files: string[]
  changed: string[]
  response: string
  transcript: string
  toolCalls: ToolCallRecord[]
  skillDir: string
  task: string
  spec: RunId
}

async function gradeAssertions(g: GradeInput, send: SendFn, opts: PipelineRunOptions, usage: JudgeUsage): Promise<GradedAssertion[]> {
  const caps = opts.caps ?? DEFAULT_CAPS
  let materialP: Promise<JudgeMaterial> | undefined
  const ctx: AssertionGradeContext = {
    check: {
      response: g.response,
      transcript: g.transcript,
      outputsDir: g.dir,
      toolCalls: g.toolCalls,
      skillDir: g.skillDir,
      ...(opts.checkTimeoutMs !== undefined ? { timeoutMs: opts.checkTimeoutMs } : {})
    },
    task: g.task,
    material: () => (materialP ??= snapshotMaterial(g.dir, g.files, g.changed, g.response, g.transcript, caps)),
    spec: g.spec,
    judgeModel: opts.judgeModel,
    judges: Math.max(1, Math.floor(opts.judges ?? 1)),
    ...(opts.judgeMaxTokens !== undefined ? { judgeMaxTokens: opts.judgeMaxTokens } : {}),
    ...(opts.signal ? { signal: opts.signal } : {})
  }
  return Promise.all(
    g.assertions.map(async (a, i): Promise<GradedAssertion> => {
      try {
        return await gradeOneAssertion(a, i, ctx, send, usage)
      } catch (err) {
        // Only a judge call aborted by the signal throws.
        return expectationEntry(a.text, 'error', `ERROR: not graded: ${opts.signal?.aborted ? 'the pipeline was cancelled' : errMsg(err)}.`, 'none')
      }
    })
  )
}

function verifyStatus(list: GradedAssertion[]): 'pass' | 'fail' | 'error' {
  if (list.some((e) => e.status === 'fail')) return 'fail'
  if (list.some((e) => e.status === 'error')) return 'error'
  return 'pass'
}

// ─── One step ─────────────────────────────────────────────────────────────────────────

interface StepContext {
  scenario: PipelineScenario
  skills: Map<string, Skill>
  repoDir: string
  scratch: string
  scenarioDir: string
  /** Commit before this step. */
  prev: string
  send: SendFn
  opts: PipelineRunOptions
}

interface StepOutcome {
  result: StepResult
  transcript: string
  toolCalls: ToolCallRecord[]
}

function stepFiles(n: number): StepResult['files'] {
  return { transcript: `step-${n}/transcript.md`, grading: `step-${n}/${GRADING_FILE}`, diff: `step-${n}/diff.patch` }
}

function skippedStep(step: PipelineStep, reason: string): StepResult {
  return {
    n: step.n,
    skill: step.skill,
    prompt: step.prompt,
    status: 'skipped',
    reason,
    verify: notGraded(step.verify, reason),
    diff: '',
    diffTruncated: false,
    diffChars: 0,
    filesChanged: [],
    fileStatus: {},
    commit: null,
    response: '',
    skillUsed: false,
    turns: 0,
    toolCalls: 0,
    stopReason: null,
    usage: emptyUsage(),
    costUsd: 0,
    judge: spend(emptyJudgeUsage()),
    durationMs: 0,
    files: stepFiles(step.n)
  }
}

async function runStep(step: PipelineStep, c: StepContext): Promise<StepOutcome> {
  const { scenario, repoDir, opts } = c
  const t0 = performance.now()
  const startedAt = new Date()
  const spec = stepSpec(scenario, `step-${step.n}`, step.skill, opts.model)
  const skill = c.skills.get(step.skill)
  let exec: ExecuteResult | ClaudeCodeResult | undefined
  let harnessError: string | undefined
  let timedOut = false
  let commit: string | null = null
  let diff: StepDiff = { patch: '', files: [] }

  try {
    if (!skill) throw new Error(`skill '${step.skill}' is not in the repository`)
    await installSkill(repoDir, skill)
    const timeout = AbortSignal.timeout(Math.max(1, opts.runTimeoutSeconds) * 1000)
    const runSignal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout
    const others = [...new Set(scenario.steps.map((s) => s.skill))]
      .filter((n) => n !== step.skill)
      .map((n) => c.skills.get(n))
      .filter((s): s is Skill => s !== undefined)
      .map((s) => ({ name: s.name, description: s.frontmatter.description }))
    const executor = executorFor(step.skill, opts)
    exec = await runAgent(
      {
        executor,
        spec,
        // Claude Code loads the seeded CLAUDE.md by itself; the API loop is given it after the prompt.
        prompt: executor === 'claude-code' ? step.prompt : stepPrompt(step.prompt, scenario.seed.claudeMd),
        workspaceDir: repoDir,
        skill: { name: skill.name, description: skill.frontmatter.description, body: skill.body },
        skillLoading: opts.skillLoading,
        bash: opts.bash,
        maxTurns: opts.maxTurns,
        maxTokens: opts.maxTokens,
        signal: runSignal,
        ...(others.length > 0 ? { otherSkills: others } : {})
      },
      c.send,
      opts
    )
    timedOut = timeout.aborted && !opts.signal?.aborted
    commit = await commitAll(repoDir, `step ${step.n}: ${step.skill}`)
    diff = await diffCommits(repoDir, c.prev, commit)
  } catch (err) {
    harnessError = errMsg(err)
  }

  let transcript = exec?.transcript ?? `## Eval Prompt\n\n${step.prompt}\n`
  if (harnessError) transcript += `\n## Harness error\n\n${harnessError}\n`
  if (timedOut) transcript += `\n## Stopped\n\nThe step timed out after ${opts.runTimeoutSeconds} s.\n`

  const usage = exec?.usage ?? emptyUsage()
  const record: RunRecord = {
    ...spec,
    status: harnessError || timedOut || exec?.error ? 'error' : 'completed',
    skillUsed: exec?.skillUsed ?? false,
    response: exec?.response ?? '',
    toolCalls: exec?.toolCalls ?? [],
    filesWritten: exec?.filesWritten ?? [],
    usage,
    costUsd: !exec ? 0 : 'claudeCode' in exec ? exec.costUsd : costOf(opts.model, usage),
    durationMs: 0,
    turns: exec?.turns ?? 0,
    stopReason: exec?.stopReason ?? null,
    apiCalls: exec?.apiCalls ?? 0,
    retries: exec?.retries ?? 0,
    cached: exec?.cached ?? false,
    startedAt: startedAt.toISOString(),
    finishedAt: ''
  }
  if (harnessError) record.error = { message: `Harness error: ${harnessError}`, type: 'harness' }
  else if (timedOut) record.error = { message: `Step timed out after ${opts.runTimeoutSeconds} s.`, type: 'timeout' }
  else if (exec?.error) record.error = exec.error
  const execMs = performance.now() - t0

  // ── Grade verify ──
  const judgeUsage = emptyJudgeUsage()
  let verify: GradedAssertion[]
  let status: StepStatus
  let reason: string | undefined
  if (record.status === 'error') {
    reason = opts.signal?.aborted ? 'the pipeline was cancelled' : `the step failed: ${record.error?.message ?? 'unknown error'}`
    verify = notGraded(step.verify, reason)
    status = opts.signal?.aborted ? 'skipped' : 'error'
  } else {
    const snapDir = path.join(c.scratch, `snapshot-step-${step.n}`)
    try {
      const files = await snapshot(repoDir, snapDir)
      const changed = diff.files.map((f) => f.path)
      verify = await gradeAssertions(
        {
          assertions: step.verify,
          dir: snapDir,
          files,
          changed,
          response: record.response,
          transcript,
          toolCalls: record.toolCalls,
          skillDir: skill!.dir,
          task:
            `${step.prompt}\n\n(Pipeline scenario '${scenario.id}', step ${step.n} of ${scenario.steps.length}, skill '${step.skill}'. ` +
            `Files changed in this step: ${changed.length > 0 ? changed.join(', ') : 'none'}. ` +
            'The workspace files shown are the whole repository after this step, the changed ones first.)',
          spec
        },
        c.send,
        opts,
        judgeUsage
      )
    } catch (err) {
      verify = notGraded(step.verify, `the workspace could not be read: ${errMsg(err)}`)
    } finally {
      await rm(snapDir, { recursive: true, force: true })
    }
    status = verifyStatus(verify)
    if (status === 'error') reason = `${verify.filter((v) => v.status === 'error').length} verify assertion(s) could not be graded`
  }
  record.durationMs = Math.round(performance.now() - t0)
  record.finishedAt = new Date().toISOString()

  const d = truncate(diff.patch, DIFF_CHARS_IN_RESULT)
  const result: StepResult = {
    n: step.n,
    skill: step.skill,
    prompt: step.prompt,
    status,
    ...(reason ? { reason } : {}),
    verify,
    diff: d.text,
    diffTruncated: d.truncated,
    diffChars: diff.patch.length,
    filesChanged: diff.files.map((f) => f.path),
    fileStatus: Object.fromEntries(diff.files.map((f) => [f.path, f.change])),
    commit,
    response: truncate(record.response, RESPONSE_CHARS_IN_RESULT).text,
    skillUsed: record.skillUsed,
    turns: record.turns,
    toolCalls: record.toolCalls.length,
    stopReason: record.stopReason,
    usage,
    costUsd: record.costUsd,
    judge: spend(judgeUsage),
    durationMs: record.durationMs,
    ...(record.error ? { error: record.error } : {}),
    files: stepFiles(step.n)
  }

  // ── Files of the step ──
  const stepDir = path.join(c.scenarioDir, `step-${step.n}`)
  await mkdir(stepDir, { recursive: true })
  await writeFileAtomic(path.join(stepDir, 'transcript.md'), transcript)
  await writeFileAtomic(path.join(stepDir, 'diff.patch'), truncate(diff.patch, MAX_PATCH_CHARS).text)
  const runStatus: RunGradeStatus = status === 'skipped' ? 'skipped' : status
  const grading: GradingJson = {
    expectations: verify,
    summary: summarise(verify),
    execution_metrics: { ...metricsJson(record, transcript.length), files_changed: result.filesChanged },
    timing: gradingTiming(execMs / 1000, record.durationMs - execMs),
    run: {
      run_id: spec.runId,
      skill: spec.skill,
      eval_id: spec.evalId,
      configuration: spec.configuration,
      trial: spec.trial,
      model: spec.model,
      run_status: record.status,
      skill_used: record.skillUsed,
      status: runStatus,
      ...(reason ? { reason } : {}),
      assertion_errors: verify.filter((v) => v.status === 'error').length
    },
    judge: judgeInfo(opts.judgeModel, Math.max(1, Math.floor(opts.judges ?? 1)), JUDGE_PROMPT_HASH, judgeUsage),
    grader: { name: 'skill-evals', version: GRADER_VERSION, graded_at: new Date().toISOString() }
  }
  await writeFileAtomic(path.join(stepDir, GRADING_FILE), formatGradingJson(grading))
  return { result, transcript, toolCalls: record.toolCalls }
}

// ─── One scenario ─────────────────────────────────────────────────────────────────────

/**
 * The scenario's status: `error` when the repository could not be set up, the pipeline was
 * cancelled, or a step's run did not finish (API error, timeout, harness error: the chain was
 * not a fair test); else `fail` when a verify or final assertion failed; else `error` when some
 * assertion could not be graded; else `pass`.
 */
export function scenarioStatus(r: Pick<PipelineResult, 'steps' | 'final' | 'cancelled'> & { setupError?: boolean }): {
  status: PipelineStatus
  reason?: string
} {
  if (r.setupError) return { status: 'error', reason: 'the temporary repository could not be set up' }
  if (r.cancelled) return { status: 'error', reason: 'the pipeline was cancelled' }
  const failedRun = r.steps.find((s) => s.status === 'error' && s.error)
  if (failedRun) return { status: 'error', reason: `step ${failedRun.n} (${failedRun.skill}) did not run to the end: ${failedRun.error?.message ?? 'error'}` }
  const failedStep = r.steps.find((s) => s.status === 'fail')
  if (failedStep) return { status: 'fail', reason: `step ${failedStep.n} (${failedStep.skill}) failed its verify` }
  if (r.final.some((f) => f.status === 'fail')) return { status: 'fail', reason: 'a final assertion failed' }
  if (r.steps.some((s) => s.status !== 'pass') || r.final.some((f) => f.status === 'error')) {
    return { status: 'error', reason: 'some assertions could not be graded' }
  }
  return { status: 'pass' }
}

/**
 * Run one scenario in its own temporary repository and write `<out>/pipelines/<id>/`.
 * Never throws for a failing step or a harness problem (they are recorded); the temporary
 * repository is removed in every case.
 */
export async function runPipelineScenario(
  scenario: PipelineScenario,
  skills: Skill[],
  send: SendFn,
  opts: PipelineRunOptions,
  events: PipelineEvents = {}
): Promise<PipelineResult> {
  const t0 = performance.now()
  const startedAt = new Date().toISOString()
  const outDir = path.resolve(opts.outDir)
  const scenarioDir = path.join(outDir, PIPELINES_DIR, scenario.id)
  await rm(scenarioDir, { recursive: true, force: true })
  await mkdir(scenarioDir, { recursive: true })
  const byName = new Map(skills.map((s) => [s.name, s]))

  const steps: StepResult[] = []
  let final: GradedAssertion[] = []
  let seedCommit: string | null = null
  let setupError: string | undefined
  const judgeTotal = emptyJudgeUsage()
  const transcripts: string[] = []
  const toolCalls: ToolCallRecord[] = []

  const parent = opts.tempDir ?? os.tmpdir()
  await mkdir(parent, { recursive: true })
  const scratch = await realpath(await mkdtemp(path.join(parent, `skill-evals-pipeline-${scenario.id.slice(0, 40)}-`)))
  const repoDir = path.join(scratch, 'repo')
  try {
    try {
      seedCommit = await seedRepo(scenario, repoDir)
    } catch (err) {
      setupError = errMsg(err)
    }
    safe(() => events.onScenarioStart?.(scenario, repoDir))

    if (setupError !== undefined || seedCommit === null) {
      for (const step of scenario.steps) steps.push(skippedStep(step, `the temporary repository could not be set up: ${setupError}`))
      final = notGraded(scenario.finalAssertions, `the temporary repository could not be set up: ${setupError}`)
    } else {
      let prev = seedCommit
      for (const step of scenario.steps) {
        if (opts.signal?.aborted) {
          steps.push(skippedStep(step, 'the pipeline was cancelled'))
          continue
        }
        const out = await runStep(step, { scenario, skills: byName, repoDir, scratch, scenarioDir, prev, send, opts })
        steps.push(out.result)
        if (out.result.commit) prev = out.result.commit
        transcripts.push(`# Step ${step.n}: ${step.skill}\n\n${out.transcript}`)
        toolCalls.push(...out.toolCalls)
        addJudgeUsage(judgeTotal, {
          calls: out.result.judge.calls,
          cachedCalls: 0,
          apiCalls: 0,
          retries: 0,
          usage: out.result.judge.usage,
          costUsd: out.result.judge.costUsd,
          spentUsd: out.result.judge.costUsd
        })
        safe(() => events.onStepFinished?.(scenario, out.result))
      }

      if (opts.signal?.aborted) {
        final = notGraded(scenario.finalAssertions, 'the pipeline was cancelled')
      } else {
        const snapDir = path.join(scratch, 'snapshot-final')
        const last = scenario.steps[scenario.steps.length - 1]!
        const lastRun = [...steps].reverse().find((s) => s.commit !== null)
        try {
          const files = await snapshot(repoDir, snapDir)
          const changed = (await diffCommits(repoDir, seedCommit, prev)).files.map((f) => f.path)
          const finalUsage = emptyJudgeUsage()
          final = await gradeAssertions(
            {
              assertions: scenario.finalAssertions,
              dir: snapDir,
              files,
              changed,
              response: lastRun?.response ?? '',
              transcript: transcripts.join('\n\n'),
              toolCalls,
              skillDir: byName.get(last.skill)?.dir ?? snapDir,
              task:
                `Pipeline scenario '${scenario.id}': ${scenario.description}\n\nThe agent ran these steps in order on the same repository, one skill each:\n` +
                scenario.steps.map((s) => `${s.n}. [${s.skill}] ${s.prompt}`).join('\n') +
                `\n\nFiles changed by the steps: ${changed.length > 0 ? changed.join(', ') : 'none'}. ` +
                'The workspace files shown are the whole repository after the last step; the agent response is the last step\'s; the transcript covers every step.',
              spec: stepSpec(scenario, 'final', last.skill, opts.model)
            },
            send,
            opts,
            finalUsage
          )
          addJudgeUsage(judgeTotal, finalUsage)
        } catch (err) {
          final = notGraded(scenario.finalAssertions, `the workspace could not be read: ${errMsg(err)}`)
        } finally {
          await rm(snapDir, { recursive: true, force: true })
        }
      }
    }
  } finally {
    await rm(scratch, { recursive: true, force: true, maxRetries: 3 })
  }

  const cancelled = Boolean(opts.signal?.aborted)
  const usage = emptyUsage()
  let costUsd: number | null = 0
  for (const s of steps) {
    addUsage(usage, s.usage)
    costUsd = addCost(costUsd, s.costUsd)
  }
  const { status, reason } = scenarioStatus({ steps, final, cancelled, setupError: setupError !== undefined })
  const result: PipelineResult = {
    version: 1,
    id: scenario.id,
    description: scenario.description,
    costClass: scenario.costClass,
    file: scenario.file,
    status,
    ...(reason ? { reason } : {}),
    cancelled,
    model: opts.model,
    judgeModel: opts.judgeModel,
    startedAt,
    finishedAt: new Date().toISOString(),
    durationMs: Math.round(performance.now() - t0),
    seedCommit,
    steps,
    final,
    summary: {
      stepsTotal: steps.length,
      stepsPassed: steps.filter((s) => s.status === 'pass').length,
      finalTotal: final.length,
      finalPassed: final.filter((f) => f.status === 'pass').length
    },
    usage,
    costUsd,
    judge: spend(judgeTotal)
  }
  await writeFileAtomic(path.join(scenarioDir, 'result.json'), json(result))
  safe(() => events.onScenarioFinished?.(result))
  return result
}

// ─── Every scenario ───────────────────────────────────────────────────────────────────

export function indexEntry(r: PipelineResult): PipelineIndexEntry {
  return {
    id: r.id,
    description: r.description,
    cost_class: r.costClass,
    status: r.status,
    cancelled: r.cancelled,
    steps_total: r.summary.stepsTotal,
    steps_passed: r.summary.stepsPassed,
    final_total: r.summary.finalTotal,
    final_passed: r.summary.finalPassed,
    cost_usd: r.costUsd,
    duration_ms: r.durationMs,
    result: `${PIPELINES_DIR}/${r.id}/result.json`
  }
}

export function buildIndex(results: PipelineResult[], opts: Pick<PipelineRunOptions, 'model' | 'judgeModel' | 'simulated'>): PipelinesIndex {
  let cost: number | null = 0
  for (const r of results) cost = addCost(cost, r.costUsd)
  return {
    version: 1,
    generated_at: new Date().toISOString(),
    model: opts.model,
    judge_model: opts.judgeModel,
    ...(opts.simulated ? { simulated: true } : {}),
    scenarios: results.map(indexEntry),
    totals: {
      scenarios: results.length,
      passed: results.filter((r) => r.status === 'pass').length,
      failed: results.filter((r) => r.status === 'fail').length,
      errors: results.filter((r) => r.status === 'error').length,
      cost_usd: cost
    }
  }
}

/** The result of a scenario the budget refused: an error, every step skipped, nothing graded. */
function notRunResult(scenario: PipelineScenario, opts: PipelineRunOptions, message: string): PipelineResult {
  const now = new Date().toISOString()
  const steps = scenario.steps.map((step) => skippedStep(step, message))
  const final = notGraded(scenario.finalAssertions, message)
  return {
    version: 1,
    id: scenario.id,
    description: scenario.description,
    costClass: scenario.costClass,
    file: scenario.file,
    status: 'error',
    reason: message,
    cancelled: false,
    model: opts.model,
    judgeModel: opts.judgeModel,
    startedAt: now,
    finishedAt: now,
    durationMs: 0,
    seedCommit: null,
    steps,
    final,
    summary: { stepsTotal: steps.length, stepsPassed: 0, finalTotal: final.length, finalPassed: 0 },
    usage: emptyUsage(),
    costUsd: 0,
    judge: spend(emptyJudgeUsage())
  }
}

/** A scenario's result.json from an earlier run that finished (resume keeps it), else undefined. */
async function finishedBefore(outDir: string, scenario: PipelineScenario, model: string): Promise<PipelineResult | undefined> {
  let r: Partial<PipelineResult>
  try {
    r = JSON.parse(await readFile(path.join(outDir, PIPELINES_DIR, scenario.id, 'result.json'), 'utf8')) as Partial<PipelineResult>
  } catch {
    return undefined
  }
  const finished = r && r.version === 1 && r.id === scenario.id && r.model === model && r.cancelled === false && (r.status === 'pass' || r.status === 'fail')
  return finished ? (r as PipelineResult) : undefined
}

/**
 * The pipeline task on the one runner (`run/runner.ts`): the dataset is the scenarios, each one
 * item solved by `runPipelineScenario` (its steps in sequence through the Messages-API loop, each
 * verify and the final assertions scored by the checks and the judge). Scenarios run one after
 * the other (API concurrency is the gateway's); each one's folder is written as it ends and,
 * after each, `<out>/pipelines.json` (the scenarios of this invocation). Stops starting
 * scenarios once `opts.signal` aborts or `opts.budget` is spent; `opts.resume` keeps the ones
 * that finished before. The results folder is locked meanwhile.
 */
export async function runPipelines(
  scenarios: PipelineScenario[],
  skills: Skill[],
  send: SendFn,
  opts: PipelineRunOptions,
  events: PipelineEvents = {}
): Promise<PipelinesOutcome> {
  let selected = scenarios
  if (opts.ids && opts.ids.length > 0) {
    const known = new Set(scenarios.map((s) => s.id))
    const unknown = opts.ids.filter((id) => !known.has(id))
    if (unknown.length > 0) {
      throw new PipelineSetupError(
        `No valid pipeline scenario with id ${unknown.map((u) => `'${u}'`).join(', ')} (valid: ${[...known].join(', ') || 'none'}).`
      )
    }
    const wanted = new Set(opts.ids)
    selected = scenarios.filter((s) => wanted.has(s.id))
  }
  const outDir = path.resolve(opts.outDir)
  await mkdir(outDir, { recursive: true })
  return holdingResultsFolder(outDir, 'pipeline', async () => {
    const indexFile = path.join(outDir, PIPELINES_INDEX)
    const previous = new Map<string, PipelineResult>()
    if (opts.resume) {
      for (const s of selected) {
        const r = await finishedBefore(outDir, s, opts.model)
        if (r) previous.set(s.id, r)
      }
    }
    const done: PipelineResult[] = []
    const refused = new Set<string>()
    const ran = await runTasks<PipelineScenario, PipelineResult>({
      items: selected,
      key: (s) => s.id,
      concurrency: 1,
      ...(opts.signal ? { signal: opts.signal } : {}),
      ...(opts.budget ? { budget: opts.budget } : {}),
      previous: (s) => previous.get(s.id),
      onResumed: (_, r) => void done.push(r),
      solve: (s) => runPipelineScenario(s, skills, send, opts, events),
      notRun: (s, message) => {
        refused.add(s.id)
        return notRunResult(s, opts, message)
      },
      spent: (r) => addCost(r.costUsd, r.judge.costUsd),
      recordCancelled: true, // a scenario cut short says so in its result (cancelled: true)
      record: async (s, r) => {
        if (refused.has(s.id)) {
          // Refused by the budget: its folder holds only result.json.
          const dir = path.join(outDir, PIPELINES_DIR, s.id)
          await rm(dir, { recursive: true, force: true })
          await mkdir(dir, { recursive: true })
          await writeFileAtomic(path.join(dir, 'result.json'), json(r))
          safe(() => events.onScenarioFinished?.(r))
        }
        done.push(r)
        await writeFileAtomic(indexFile, json(buildIndex(done, opts)))
      }
    })
    const results = ran.results.filter((r): r is PipelineResult => r !== undefined)
    const index = buildIndex(results, opts)
    await writeFileAtomic(indexFile, json(index))
    return { outDir, results, indexFile, index, cancelled: Boolean(opts.signal?.aborted) }
  })
}
