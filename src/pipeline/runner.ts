/**
 * Every pipeline scenario of an invocation, on the one runner (`run/runner.ts`): the dataset is
 * the scenarios, each one item solved by `runPipelineScenario` (./scenario.ts). Scenarios run one
 * after the other (API concurrency is the gateway's); each one's folder is written as it ends
 * and, after each, `<out>/pipelines.json` (./results.ts). Stops starting scenarios once
 * `opts.signal` aborts or `opts.budget` is spent; `opts.resume` keeps the ones that finished
 * before. The results folder is locked meanwhile.
 */
import { mkdir, rm } from 'node:fs/promises'
import path from 'node:path'
import type { Skill } from '../types.js'
import type { SendFn } from '../run/gateway.js'
import { addCost } from '../run/cost.js'
import { emptyJudgeUsage } from '../grade/judge.js'
import { holdingResultsFolder, runTasks } from '../run/runner.js'
import { notGraded } from './grading.js'
import { skippedStep } from './step.js'
import { runPipelineScenario } from './scenario.js'
import { buildIndex, emptyUsage, finishedBefore, PIPELINES_INDEX, scenarioFolder, spend, writeIndex, writeScenarioResult } from './results.js'
import { notify, PipelineSetupError, type PipelineEvents, type PipelineRunOptions, type PipelinesOutcome } from './options.js'
import type { PipelineResult, PipelineScenario } from './types.js'

/** The scenarios `opts.ids` names (all when none); an unknown id is a PipelineSetupError. */
function selectScenarios(scenarios: PipelineScenario[], ids: string[] | undefined): PipelineScenario[] {
  if (!ids || ids.length === 0) return scenarios
  const known = new Set(scenarios.map((s) => s.id))
  const unknown = ids.filter((id) => !known.has(id))
  if (unknown.length > 0) {
    throw new PipelineSetupError(
      `No valid pipeline scenario with id ${unknown.map((u) => `'${u}'`).join(', ')} (valid: ${[...known].join(', ') || 'none'}).`
    )
  }
  const wanted = new Set(ids)
  return scenarios.filter((s) => wanted.has(s.id))
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

/**
 * The pipeline task on the one runner (see the file's opening comment): each scenario's steps in
 * sequence through the executor chosen for its skill, each verify and the final assertions
 * scored by the checks and the judge.
 */
export async function runPipelines(
  scenarios: PipelineScenario[],
  skills: Skill[],
  send: SendFn,
  opts: PipelineRunOptions,
  events: PipelineEvents = {}
): Promise<PipelinesOutcome> {
  const selected = selectScenarios(scenarios, opts.ids)
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
          const dir = scenarioFolder(outDir, s.id)
          await rm(dir, { recursive: true, force: true })
          await mkdir(dir, { recursive: true })
          await writeScenarioResult(dir, r)
          notify(() => events.onScenarioFinished?.(r))
        }
        done.push(r)
        await writeIndex(indexFile, buildIndex(done, opts))
      }
    })
    const results = ran.results.filter((r): r is PipelineResult => r !== undefined)
    const index = buildIndex(results, opts)
    await writeIndex(indexFile, index)
    return { outDir, results, indexFile, index, cancelled: Boolean(opts.signal?.aborted) }
  })
}
