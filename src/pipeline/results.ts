/**
 * What a pipeline run writes, and the names it writes under: `<out>/pipelines/<id>/result.json`,
 * each step's `step-<n>/{transcript.md, grading.json, diff.patch}`, and the `<out>/pipelines.json`
 * index; the small sums and caps of the fields they hold; and reading back a finished result.json
 * (resume).
 */
import { mkdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import type { RunId, RunRecord, Usage } from '../types.js'
import { truncateEnd } from '../text/truncate.js'
import { addCost } from '../run/cost.js'
import { writeFileAtomic } from '../run/results-store.js'
import { metricsJson } from '../run/artifacts.js'
import { JUDGE_PROMPT_HASH, type JudgeUsage } from '../grade/judge.js'
import { formatGradingJson, gradingTiming, judgeInfo, summarise, type GradingJson, type RunGradeStatus } from '../grade/grading-json.js'
import { GRADER_VERSION, GRADING_FILE } from '../grade/index.js'
import type { PipelineRunOptions } from './options.js'
import type { GradedAssertion, JudgeSpend, PipelineIndexEntry, PipelineResult, PipelineScenario, PipelinesIndex, StepResult, StepStatus } from './types.js'

export const PIPELINES_DIR = 'pipelines'
export const PIPELINES_INDEX = 'pipelines.json'
/** How much of a step's diff is kept in result.json (diff.patch has all of it, up to MAX_PATCH_CHARS). */
export const DIFF_CHARS_IN_RESULT = 20_000
export const MAX_PATCH_CHARS = 10 * 1024 * 1024
/** How much of a step's response is kept in result.json. */
export const RESPONSE_CHARS_IN_RESULT = 4_000
const RESULT_FILE = 'result.json'

const json = (v: unknown): string => JSON.stringify(v, null, 2) + '\n'

// ─── Fields ───────────────────────────────────────────────────────────────────────────

export function emptyUsage(): Usage {
  return { input_tokens: 0, output_tokens: 0, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 }
}

export function addUsage(into: Usage, u: Usage): void {
  into.input_tokens += u.input_tokens
  into.output_tokens += u.output_tokens
  into.cache_read_input_tokens += u.cache_read_input_tokens
  into.cache_creation_input_tokens += u.cache_creation_input_tokens
}

/** The judge's spend as result.json records it. */
export function spend(u: JudgeUsage): JudgeSpend {
  return { calls: u.calls, usage: { ...u.usage }, costUsd: u.costUsd }
}

export function truncate(s: string, max: number): { text: string; truncated: boolean } {
  return { text: truncateEnd(s, max, (n) => `\n… [truncated: ${n} more characters]\n`), truncated: s.length > max }
}

// ─── A scenario's folder ──────────────────────────────────────────────────────────────

/** `<out>/pipelines/<id>`. */
export function scenarioFolder(outDir: string, id: string): string {
  return path.join(outDir, PIPELINES_DIR, id)
}

/** A step's files, relative to the scenario folder. */
export function stepFiles(n: number): StepResult['files'] {
  return { transcript: `step-${n}/transcript.md`, grading: `step-${n}/${GRADING_FILE}`, diff: `step-${n}/diff.patch` }
}

/** What a step's grading.json says (skill-creator's shape, with the step's diff as files changed). */
export interface StepGrading {
  spec: RunId
  record: RunRecord
  status: StepStatus
  reason: string | undefined
  verify: GradedAssertion[]
  filesChanged: string[]
  transcriptChars: number
  /** Time the agent took (ms); the rest of `record.durationMs` was grading. */
  execMs: number
  judgeUsage: JudgeUsage
}

function stepGradingJson(g: StepGrading, opts: Pick<PipelineRunOptions, 'judgeModel' | 'judges'>): GradingJson {
  const { spec, record, verify, reason } = g
  const runStatus: RunGradeStatus = g.status === 'skipped' ? 'skipped' : g.status
  return {
    expectations: verify,
    summary: summarise(verify),
    execution_metrics: { ...metricsJson(record, g.transcriptChars), files_changed: g.filesChanged },
    timing: gradingTiming(g.execMs / 1000, record.durationMs - g.execMs),
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
    judge: judgeInfo(opts.judgeModel, Math.max(1, Math.floor(opts.judges ?? 1)), JUDGE_PROMPT_HASH, g.judgeUsage),
    grader: { name: 'skill-evals', version: GRADER_VERSION, graded_at: new Date().toISOString() }
  }
}

/** `<scenario folder>/step-<n>/`: transcript.md, diff.patch (up to MAX_PATCH_CHARS), grading.json. */
export async function writeStepFiles(
  scenarioDir: string,
  n: number,
  files: { transcript: string; patch: string; grading: StepGrading },
  opts: Pick<PipelineRunOptions, 'judgeModel' | 'judges'>
): Promise<void> {
  const stepDir = path.join(scenarioDir, `step-${n}`)
  await mkdir(stepDir, { recursive: true })
  await writeFileAtomic(path.join(stepDir, 'transcript.md'), files.transcript)
  await writeFileAtomic(path.join(stepDir, 'diff.patch'), truncate(files.patch, MAX_PATCH_CHARS).text)
  await writeFileAtomic(path.join(stepDir, GRADING_FILE), formatGradingJson(stepGradingJson(files.grading, opts)))
}

/** `<scenario folder>/result.json`. */
export async function writeScenarioResult(scenarioDir: string, r: PipelineResult): Promise<void> {
  await writeFileAtomic(path.join(scenarioDir, RESULT_FILE), json(r))
}

/** A scenario's result.json from an earlier run that finished (resume keeps it), else undefined. */
export async function finishedBefore(outDir: string, scenario: PipelineScenario, model: string): Promise<PipelineResult | undefined> {
  let r: Partial<PipelineResult>
  try {
    r = JSON.parse(await readFile(path.join(scenarioFolder(outDir, scenario.id), RESULT_FILE), 'utf8')) as Partial<PipelineResult>
  } catch {
    return undefined
  }
  const finished = r && r.version === 1 && r.id === scenario.id && r.model === model && r.cancelled === false && (r.status === 'pass' || r.status === 'fail')
  return finished ? (r as PipelineResult) : undefined
}

// ─── pipelines.json ───────────────────────────────────────────────────────────────────

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
    result: `${PIPELINES_DIR}/${r.id}/${RESULT_FILE}`
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

/** `<out>/pipelines.json`. */
export async function writeIndex(indexFile: string, index: PipelinesIndex): Promise<void> {
  await writeFileAtomic(indexFile, json(index))
}
