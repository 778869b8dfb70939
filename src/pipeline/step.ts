/**
 * One step of a pipeline scenario: its skill (re)installed in the scenario's repository, the
 * agent run on that same folder with the with-skill executor, everything committed and the step's
 * diff taken, its `verify` graded against the repository as the step left it, and its files
 * written. A step never throws: a harness error, a timeout or a cancel is recorded in its result.
 */
import path from 'node:path'
import type { RunId, RunRecord, Skill, ToolCallRecord } from '../types.js'
import type { ExecuteResult } from '../run/executor.js'
import type { ClaudeCodeResult } from '../run/claude-code/executor.js'
import { executorFor, runAgent } from '../run/solver.js'
import type { SendFn } from '../run/gateway.js'
import { costOf } from '../run/cost.js'
import { emptyJudgeUsage, type JudgeUsage } from '../grade/judge.js'
import { installedSkillName } from '../discover/skills.js'
import { commitAll, diffCommits, exposeRepo, type ScenarioGit, type StepDiff } from './git.js'
import { installSkill } from './repo.js'
import { gradeAssertions, gradeInSnapshot, notGraded, verifyStatus } from './grading.js'
import { emptyUsage, RESPONSE_CHARS_IN_RESULT, DIFF_CHARS_IN_RESULT, spend, stepFiles, truncate, writeStepFiles } from './results.js'
import type { PipelineRunOptions } from './options.js'
import type { GradedAssertion, PipelineScenario, PipelineStep, StepResult, StepStatus } from './types.js'

const errMsg = (e: unknown): string => (e instanceof Error ? e.message : String(e))

export interface StepContext {
  scenario: PipelineScenario
  skills: Map<string, Skill>
  repoDir: string
  /** The harness's private repository for `repoDir` (issue 33: never the agent's `.git`). */
  git: ScenarioGit
  scratch: string
  scenarioDir: string
  /** Commit before this step. */
  prev: string
  send: SendFn
  opts: PipelineRunOptions
}

export interface StepOutcome {
  result: StepResult
  transcript: string
  toolCalls: ToolCallRecord[]
}

/** The step's user message: the prompt, then the seeded CLAUDE.md as project instructions. */
export function stepPrompt(prompt: string, claudeMd: string | undefined): string {
  if (claudeMd === undefined || claudeMd.trim() === '') return prompt
  return `${prompt}\n\n<project_instructions source="CLAUDE.md">\nThe repository's CLAUDE.md (project instructions; follow them):\n\n${claudeMd.trim()}\n</project_instructions>`
}

/** The run id of a step (`label` `step-<n>`) or of the final assertions (`final`). */
export function stepSpec(s: PipelineScenario, label: string, skill: string, model: string): RunId {
  return { runId: `pipeline/${s.id}/${label}`, skill, evalId: `${s.id}#${label}`, evalDir: label, configuration: 'with_skill', trial: 1, model }
}

/** A step that did not run: skipped, with why, its verify not graded. */
export function skippedStep(step: PipelineStep, reason: string): StepResult {
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

/** Run one step (see the file's opening comment). */
export async function runStep(step: PipelineStep, c: StepContext): Promise<StepOutcome> {
  const t0 = performance.now()
  const startedAt = new Date()
  const spec = stepSpec(c.scenario, `step-${step.n}`, step.skill, c.opts.model)
  const skill = c.skills.get(step.skill)

  const run = await runStepAgent(step, skill, spec, c)
  const transcript = stepTranscript(step, run, c.opts)
  const record = stepRecord(spec, run, startedAt, c.opts)
  const execMs = performance.now() - t0

  const verdict = await gradeVerify(step, skill, spec, record, transcript, run.diff, c)
  record.durationMs = Math.round(performance.now() - t0)
  record.finishedAt = new Date().toISOString()

  const result = stepResult(step, verdict, run, record)
  await writeStepFiles(
    c.scenarioDir,
    step.n,
    {
      transcript,
      patch: run.diff.patch,
      grading: { spec, record, ...verdict, filesChanged: result.filesChanged, transcriptChars: transcript.length, execMs }
    },
    c.opts
  )
  return { result, transcript, toolCalls: record.toolCalls }
}

/** What running the agent left: its result (none when the harness failed first), the step's commit and diff. */
interface AgentRun {
  exec: ExecuteResult | ClaudeCodeResult | undefined
  harnessError: string | undefined
  timedOut: boolean
  commit: string | null
  diff: StepDiff
}

/** The other skills of the scenario, listed to the agent beside the step's own. */
function otherSkills(c: StepContext, step: PipelineStep): { name: string; description: string }[] {
  return [...new Set(c.scenario.steps.map((s) => s.skill))]
    .filter((n) => n !== step.skill)
    .map((n) => c.skills.get(n))
    .filter((s): s is Skill => s !== undefined)
    .map((s) => ({ name: installedSkillName(s), description: s.frontmatter.description }))
}

/** Install the skill, hand the agent its copy of the repository, run it (with the step's timeout), commit, diff. */
async function runStepAgent(step: PipelineStep, skill: Skill | undefined, spec: RunId, c: StepContext): Promise<AgentRun> {
  const { scenario, repoDir, opts } = c
  const run: AgentRun = { exec: undefined, harnessError: undefined, timedOut: false, commit: null, diff: { patch: '', files: [] } }
  try {
    if (!skill) throw new Error(`skill '${step.skill}' is not in the repository`)
    await installSkill(repoDir, skill)
    // The agent's own copy of the repository (issue 33): whatever it does to it is never read back.
    await exposeRepo(c.git)
    const timeout = AbortSignal.timeout(Math.max(1, opts.runTimeoutSeconds) * 1000)
    const runSignal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout
    const others = otherSkills(c, step)
    const executor = executorFor(step.skill, opts)
    run.exec = await runAgent(
      {
        executor,
        spec,
        // Claude Code loads the seeded CLAUDE.md by itself; the API loop is given it after the prompt.
        prompt: executor === 'claude-code' ? step.prompt : stepPrompt(step.prompt, scenario.seed.claudeMd),
        workspaceDir: repoDir,
        skill: { name: installedSkillName(skill), description: skill.frontmatter.description, body: skill.body },
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
    run.timedOut = timeout.aborted && !opts.signal?.aborted
    run.commit = await commitAll(c.git, `step ${step.n}: ${step.skill}`)
    run.diff = await diffCommits(c.git, c.prev, run.commit)
  } catch (err) {
    run.harnessError = errMsg(err)
  }
  return run
}

/** The agent's transcript (or just the prompt), with the harness error or the timeout appended. */
function stepTranscript(step: PipelineStep, run: AgentRun, opts: PipelineRunOptions): string {
  let transcript = run.exec?.transcript ?? `## Eval Prompt\n\n${step.prompt}\n`
  if (run.harnessError) transcript += `\n## Harness error\n\n${run.harnessError}\n`
  if (run.timedOut) transcript += `\n## Stopped\n\nThe step timed out after ${opts.runTimeoutSeconds} s.\n`
  return transcript
}

/** The step as a run record (its duration and end are set once it is graded). */
function stepRecord(spec: RunId, run: AgentRun, startedAt: Date, opts: PipelineRunOptions): RunRecord {
  const { exec, harnessError, timedOut } = run
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
  return record
}

/** A step's graded verify. */
interface Verdict {
  verify: GradedAssertion[]
  status: StepStatus
  reason: string | undefined
  judgeUsage: JudgeUsage
}

/**
 * Grade the step's verify against the repository as the step left it; a step whose run errored
 * is not graded (an error, or skipped when the pipeline was cancelled).
 */
async function gradeVerify(
  step: PipelineStep,
  skill: Skill | undefined,
  spec: RunId,
  record: RunRecord,
  transcript: string,
  diff: StepDiff,
  c: StepContext
): Promise<Verdict> {
  const { scenario, opts } = c
  const judgeUsage = emptyJudgeUsage()
  if (record.status === 'error') {
    const reason = opts.signal?.aborted ? 'the pipeline was cancelled' : `the step failed: ${record.error?.message ?? 'unknown error'}`
    return { verify: notGraded(step.verify, reason), status: opts.signal?.aborted ? 'skipped' : 'error', reason, judgeUsage }
  }
  const snapDir = path.join(c.scratch, `snapshot-step-${step.n}`)
  const verify = await gradeInSnapshot(c.repoDir, snapDir, step.verify, (files) => {
    const changed = diff.files.map((f) => f.path)
    return gradeAssertions(
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
  })
  const status = verifyStatus(verify)
  const reason = status === 'error' ? `${verify.filter((v) => v.status === 'error').length} verify assertion(s) could not be graded` : undefined
  return { verify, status, reason, judgeUsage }
}

/** The step's entry in result.json. */
function stepResult(step: PipelineStep, v: Verdict, run: AgentRun, record: RunRecord): StepResult {
  const { diff } = run
  const d = truncate(diff.patch, DIFF_CHARS_IN_RESULT)
  return {
    n: step.n,
    skill: step.skill,
    prompt: step.prompt,
    status: v.status,
    ...(v.reason ? { reason: v.reason } : {}),
    verify: v.verify,
    diff: d.text,
    diffTruncated: d.truncated,
    diffChars: diff.patch.length,
    filesChanged: diff.files.map((f) => f.path),
    fileStatus: Object.fromEntries(diff.files.map((f) => [f.path, f.change])),
    commit: run.commit,
    response: truncate(record.response, RESPONSE_CHARS_IN_RESULT).text,
    skillUsed: record.skillUsed,
    turns: record.turns,
    toolCalls: record.toolCalls.length,
    stopReason: record.stopReason,
    usage: record.usage,
    costUsd: record.costUsd,
    judge: spend(v.judgeUsage),
    durationMs: record.durationMs,
    ...(record.error ? { error: record.error } : {}),
    files: stepFiles(step.n)
  }
}
