/**
 * One pipeline scenario: skills in sequence on one disposable local git repository.
 *
 *  1. A fresh temporary folder holds the repository: `git init`, the seed files (`claude_md` →
 *     CLAUDE.md, repo-relative paths copied to the same path, inline `{path, content}`), and an
 *     initial commit. `.claude/skills/` is excluded from git (`info/exclude`), so the skill
 *     folders installed for the steps never show up in diffs. The harness's git dir is private
 *     (`<tmp>/git`, beside the work tree `<tmp>/repo`); the agent gets a copy at `repo/.git` before
 *     each step and the harness never reads that copy (issue 33, row B: see ./git.ts).
 *  2. Each step runs its skill with the with-skill executor (`runAgent`) on that SAME folder,
 *     so files written by step 1 are there for step 2. The step's skill is (re)installed at
 *     `.claude/skills/<name>/` before it runs. The seeded CLAUDE.md is given to the agent as
 *     project instructions after the prompt (Claude Code loads CLAUDE.md by itself; our executor
 *     does not). After the step everything is committed, and the step's diff is
 *     `git diff <previous commit> <this commit>` (./step.ts).
 *  3. The step's `verify` is graded right away. Decision: checks and the judge see the WHOLE
 *     repository after the step (a snapshot without `.git` and `.claude/skills`), because an
 *     assertion like "tasks.md still lists REQ-1" is about the state, not only about the step's
 *     edits. What the step changed is not lost: the judge is shown the changed files first and is
 *     told which files changed, and result.json / diff.patch hold the step's diff. `response`,
 *     `transcript` and `toolCalls` of checks are the step's own (./grading.ts).
 *  4. A step whose verify fails (or whose run errors) is recorded and the chain continues.
 *  5. `final_assertions` are graded after the last step against the final repository, with the
 *     last step's response, every step's transcript and every step's tool calls.
 *  6. The temporary folder is always removed (try/finally), also on a harness error or when the
 *     AbortSignal fires (the step in flight stops, the remaining steps are `skipped`).
 *
 * Output: `<out>/pipelines/<id>/result.json` (see types.ts) and
 * `<out>/pipelines/<id>/step-<n>/{transcript.md, grading.json, diff.patch}` (./results.ts).
 */
import { mkdir, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Skill, ToolCallRecord } from '../types.js'
import type { SendFn } from '../run/gateway.js'
import { addCost } from '../run/cost.js'
import { addJudgeUsage, emptyJudgeUsage, type JudgeUsage } from '../grade/judge.js'
import { diffCommits } from './git.js'
import { seedRepo, withScenarioRepo, type ScenarioRepo } from './repo.js'
import { gradeAssertions, gradeInSnapshot, notGraded } from './grading.js'
import { runStep, skippedStep, stepSpec } from './step.js'
import { addUsage, emptyUsage, scenarioFolder, spend, writeScenarioResult } from './results.js'
import { notify, type PipelineEvents, type PipelineRunOptions } from './options.js'
import type { GradedAssertion, PipelineResult, PipelineScenario, PipelineStatus, StepResult } from './types.js'

const errMsg = (e: unknown): string => (e instanceof Error ? e.message : String(e))

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

/** What the chain of steps left behind, for result.json. */
interface Chain {
  steps: StepResult[]
  final: GradedAssertion[]
  seedCommit: string | null
  setupError: string | undefined
  /** The judge over every step's verify and the final assertions. */
  judge: JudgeUsage
}

/** What a scenario's steps share. */
interface ChainContext {
  scenario: PipelineScenario
  skills: Map<string, Skill>
  scenarioDir: string
  send: SendFn
  opts: PipelineRunOptions
  events: PipelineEvents
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
  const scenarioDir = scenarioFolder(path.resolve(opts.outDir), scenario.id)
  await rm(scenarioDir, { recursive: true, force: true })
  await mkdir(scenarioDir, { recursive: true })
  const c: ChainContext = { scenario, skills: new Map(skills.map((s) => [s.name, s])), scenarioDir, send, opts, events }

  const chain = await withScenarioRepo(opts.tempDir ?? os.tmpdir(), scenario.id, (repo) => runChain(repo, c))

  const result = scenarioResult(scenario, chain, opts, startedAt, t0)
  await writeScenarioResult(scenarioDir, result)
  notify(() => events.onScenarioFinished?.(result))
  return result
}

/** Seed the repository, run the steps in order, grade the final assertions. */
async function runChain(repo: ScenarioRepo, c: ChainContext): Promise<Chain> {
  const { scenario, opts } = c
  const chain: Chain = { steps: [], final: [], seedCommit: null, setupError: undefined, judge: emptyJudgeUsage() }
  try {
    chain.seedCommit = await seedRepo(scenario, repo.git)
  } catch (err) {
    chain.setupError = errMsg(err)
  }
  notify(() => c.events.onScenarioStart?.(scenario, repo.dir))

  if (chain.setupError !== undefined || chain.seedCommit === null) {
    for (const step of scenario.steps) chain.steps.push(skippedStep(step, `the temporary repository could not be set up: ${chain.setupError}`))
    chain.final = notGraded(scenario.finalAssertions, `the temporary repository could not be set up: ${chain.setupError}`)
    return chain
  }
  const ran = await runSteps(repo, chain.seedCommit, chain, c)
  chain.final = opts.signal?.aborted
    ? notGraded(scenario.finalAssertions, 'the pipeline was cancelled')
    : await gradeFinal(repo, chain.seedCommit, ran, chain, c)
  return chain
}

/** What the steps hand on to the final assertions. */
interface StepsRan {
  /** The last step's commit (the seed commit when no step committed). */
  head: string
  transcripts: string[]
  toolCalls: ToolCallRecord[]
}

/** Each step in order on the same repository (once cancelled, the rest are skipped). */
async function runSteps(repo: ScenarioRepo, seedCommit: string, chain: Chain, c: ChainContext): Promise<StepsRan> {
  const { scenario, opts } = c
  const ran: StepsRan = { head: seedCommit, transcripts: [], toolCalls: [] }
  for (const step of scenario.steps) {
    if (opts.signal?.aborted) {
      chain.steps.push(skippedStep(step, 'the pipeline was cancelled'))
      continue
    }
    const out = await runStep(step, {
      scenario,
      skills: c.skills,
      repoDir: repo.dir,
      git: repo.git,
      scratch: repo.scratch,
      scenarioDir: c.scenarioDir,
      prev: ran.head,
      send: c.send,
      opts
    })
    chain.steps.push(out.result)
    if (out.result.commit) ran.head = out.result.commit
    ran.transcripts.push(`# Step ${step.n}: ${step.skill}\n\n${out.transcript}`)
    ran.toolCalls.push(...out.toolCalls)
    addJudgeUsage(chain.judge, {
      calls: out.result.judge.calls,
      cachedCalls: 0,
      apiCalls: 0,
      retries: 0,
      usage: out.result.judge.usage,
      costUsd: out.result.judge.costUsd,
      spentUsd: out.result.judge.costUsd
    })
    notify(() => c.events.onStepFinished?.(scenario, out.result))
  }
  return ran
}

/** The final assertions against the repository after the last step, the last response, every transcript and tool call. */
async function gradeFinal(repo: ScenarioRepo, seedCommit: string, ran: StepsRan, chain: Chain, c: ChainContext): Promise<GradedAssertion[]> {
  const { scenario, opts } = c
  const snapDir = path.join(repo.scratch, 'snapshot-final')
  const last = scenario.steps[scenario.steps.length - 1]!
  const lastRun = [...chain.steps].reverse().find((s) => s.commit !== null)
  return gradeInSnapshot(repo.dir, snapDir, scenario.finalAssertions, async (files) => {
    const changed = (await diffCommits(repo.git, seedCommit, ran.head)).files.map((f) => f.path)
    const finalUsage = emptyJudgeUsage()
    const final = await gradeAssertions(
      {
        assertions: scenario.finalAssertions,
        dir: snapDir,
        files,
        changed,
        response: lastRun?.response ?? '',
        transcript: ran.transcripts.join('\n\n'),
        toolCalls: ran.toolCalls,
        skillDir: c.skills.get(last.skill)?.dir ?? snapDir,
        task:
          `Pipeline scenario '${scenario.id}': ${scenario.description}\n\nThe agent ran these steps in order on the same repository, one skill each:\n` +
          scenario.steps.map((s) => `${s.n}. [${s.skill}] ${s.prompt}`).join('\n') +
          `\n\nFiles changed by the steps: ${changed.length > 0 ? changed.join(', ') : 'none'}. ` +
          'The workspace files shown are the whole repository after the last step; the agent response is the last step\'s; the transcript covers every step.',
        spec: stepSpec(scenario, 'final', last.skill, opts.model)
      },
      c.send,
      opts,
      finalUsage
    )
    addJudgeUsage(chain.judge, finalUsage)
    return final
  })
}

/** The scenario's result.json: the chain's steps and final assertions, their sums and status. */
function scenarioResult(scenario: PipelineScenario, chain: Chain, opts: PipelineRunOptions, startedAt: string, t0: number): PipelineResult {
  const { steps, final } = chain
  const cancelled = Boolean(opts.signal?.aborted)
  const usage = emptyUsage()
  let costUsd: number | null = 0
  for (const s of steps) {
    addUsage(usage, s.usage)
    costUsd = addCost(costUsd, s.costUsd)
  }
  const { status, reason } = scenarioStatus({ steps, final, cancelled, setupError: chain.setupError !== undefined })
  return {
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
    seedCommit: chain.seedCommit,
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
    judge: spend(chain.judge)
  }
}
