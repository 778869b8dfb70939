/**
 * Typed decoders of a run folder's JSON files (skill-creator's formats, written by skill-evals or
 * by skill-creator's own tools) and of summary.json. Each checks the value against its schema and
 * returns it typed, or throws `ResultsLogError` naming the file and the field:
 *
 *   grading.json        `decodeGrade`         schemas/grading.schema.json        → RunGrade
 *   timing.json         `decodeTiming`        schemas/timing.schema.json         → RunTiming
 *   eval_metadata.json  `decodeEvalMetadata`  schemas/eval-metadata.schema.json  → EvalMetadata
 *   summary.json        `decodeSummary`       schemas/summary.schema.json        (schema_version 1)
 *
 * A newer file is an error of its own ("written by a newer skill-evals … Upgrade skill-evals"):
 * a summary.json whose `schema_version` is above 1, a grading.json whose `grader` is skill-evals at
 * a version above this one's (`GRADER_VERSION`). skill-creator's files carry no version.
 *
 * The views take derived numbers from here too (`gradeCounts`, `gradeStatus`, `runSeconds`), so
 * skill-creator's fallbacks (a grading.json without `run`, a summary without `pass_rate`, a
 * timing.json with only `total_duration_seconds`) are written once.
 */
import { ResultsLogError } from './error.js'
import { isObject, type JsonObject } from '../text/object.js'
import type { GradedExpectation, RunGrade, RunGradeStatus } from './grade.js'
import { describeSchemaError, validatorOf, type Which } from './validate.js'

/** The version of skill-evals' grader (grading.json `grader.version`): the newest this code reads. */
export const GRADER_VERSION = '0.1.0'
/** summary.json's `schema_version` this code writes, and the newest it reads. */
export const SUMMARY_VERSION = 1

/** A run's timing.json (skill-creator's fields; every one optional). */
export interface RunTiming {
  total_tokens?: number
  duration_ms?: number
  total_duration_seconds?: number
  executor_start?: string
  executor_end?: string
  executor_duration_seconds?: number
  grader_start?: string
  grader_end?: string
  grader_duration_seconds?: number
}

/** An eval_metadata.json (eval folder and run folder; every field optional on read). */
export interface EvalMetadata {
  eval_id?: number | string
  eval_name?: string
  prompt?: string
  expected_output?: string
  /** Input files, paths relative to the skill (non-strings are dropped on read). */
  files?: string[]
  /** Assertion texts (skill-creator may write objects with a `text`: read as their text). */
  assertions?: string[]
  /** Hash of the eval definition the run was made with (src/aggregate/definitions.ts). */
  definition_hash?: string
}

const WHAT: Record<Which, string> = {
  record: 'a run record',
  summary: 'a summary',
  grading: 'a grading.json',
  timing: 'a timing.json',
  eval_metadata: 'an eval_metadata.json',
}
const SCHEMA_FILE: Record<Which, string> = {
  record: 'schemas/results-log.schema.json',
  summary: 'schemas/summary.schema.json',
  grading: 'schemas/grading.schema.json',
  timing: 'schemas/timing.schema.json',
  eval_metadata: 'schemas/eval-metadata.schema.json',
}

function check(which: Which, value: unknown, file: string): void {
  const validate = validatorOf(which)
  if (!validate(value)) throw new ResultsLogError(file, undefined, `not ${WHAT[which]} (${SCHEMA_FILE[which]}) ${describeSchemaError(validate.errors)}`)
}

const newer = (file: string, what: string, found: string | number, known: string | number): ResultsLogError =>
  new ResultsLogError(file, undefined, `written by a newer skill-evals (${what} ${found}; this one reads up to ${what} ${known}). Upgrade skill-evals to read it.`)

/** -1, 0 or 1: dotted numeric versions compared part by part (`0.10.0` > `0.9.1`); other text compares as 0. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split(/[.+-]/).map((x) => Number.parseInt(x, 10))
  const pb = b.split(/[.+-]/).map((x) => Number.parseInt(x, 10))
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const x = Number.isFinite(pa[i]) ? pa[i]! : 0
    const y = Number.isFinite(pb[i]) ? pb[i]! : 0
    if (x !== y) return x < y ? -1 : 1
  }
  return 0
}

/** A parsed grading.json → `RunGrade` (skill-creator's minimal file included). */
export function decodeGrade(value: unknown, file: string): RunGrade {
  // The version first: a newer grader may have changed a field the schema would then reject.
  const grader = (value as { grader?: { name?: unknown; version?: unknown } } | null)?.grader
  if (grader && grader.name === 'skill-evals' && typeof grader.version === 'string' && compareVersions(grader.version, GRADER_VERSION) > 0) {
    throw newer(file, 'grader version', grader.version, GRADER_VERSION)
  }
  check('grading', value, file)
  const g = value as Partial<RunGrade>
  // No expectations: none were graded. skill-creator's expectations carry `evidence`; a grader
  // that left it out gets an empty one.
  const expectations = (g.expectations ?? []).map((e: GradedExpectation) => (typeof e.evidence === 'string' ? e : { ...e, evidence: '' }))
  return { ...g, expectations }
}

/** A parsed timing.json → `RunTiming`. */
export function decodeTiming(value: unknown, file: string): RunTiming {
  check('timing', value, file)
  return value as RunTiming
}

/** A parsed eval_metadata.json → `EvalMetadata` (files: strings only; assertions: their texts). */
export function decodeEvalMetadata(value: unknown, file: string): EvalMetadata {
  check('eval_metadata', value, file)
  const raw = value as Record<string, unknown>
  const m = { ...raw } as EvalMetadata & Record<string, unknown>
  if (Array.isArray(raw['files'])) m.files = (raw['files'] as unknown[]).filter((f): f is string => typeof f === 'string')
  if (Array.isArray(raw['assertions'])) {
    m.assertions = (raw['assertions'] as unknown[]).map((a) =>
      typeof a === 'string' ? a : a && typeof a === 'object' && typeof (a as { text?: unknown }).text === 'string' ? (a as { text: string }).text : '',
    )
  }
  return m
}

/** A parsed summary.json, checked against schemas/summary.schema.json (a newer `schema_version` is its own error). */
export function decodeSummary<T>(value: unknown, file: string): T {
  const v = (value as { schema_version?: unknown } | null)?.schema_version
  if (typeof v === 'number' && Number.isInteger(v) && v > SUMMARY_VERSION) throw newer(file, 'summary schema_version', v, SUMMARY_VERSION)
  check('summary', value, file)
  return value as T
}

// ─── Derived values (skill-creator's fallbacks, in one place) ─────────────────────────────

/** An expectation's status: its own, else from `passed` (skill-creator's grader writes no status). */
export const expectationStatus = (e: Pick<GradedExpectation, 'status' | 'passed'>): 'pass' | 'fail' | 'error' => e.status ?? (e.passed ? 'pass' : 'fail')

/**
 * Passed / failed / total as grading.json's `summary` says, each missing number counted from the
 * expectations; `passRate` null when neither the summary has one nor there is anything to divide.
 */
export function gradeCounts(g: RunGrade): { passed: number; failed: number; total: number; passRate: number | null } {
  const s = g.summary ?? {}
  const passed = s.passed ?? g.expectations.filter((e) => e.passed).length
  const total = s.total ?? g.expectations.length
  return { passed, failed: s.failed ?? total - passed, total, passRate: s.pass_rate ?? (total > 0 ? passed / total : null) }
}

/** The run's grade: `run.status` (skill-evals' grader), else pass when every counted assertion passed, fail, or error when there were none. */
export function gradeStatus(g: RunGrade): RunGradeStatus {
  if (g.run?.status) return g.run.status
  const total = g.summary?.total ?? 0
  return total > 0 ? (g.summary?.passed === total ? 'pass' : 'fail') : 'error'
}

/**
 * The run's own time in seconds: grading.json's `timing.executor_duration_seconds`, else
 * timing.json's executor time, else its total; undefined when neither file says.
 */
export function runSeconds(g: RunGrade | undefined, t: RunTiming | undefined): number | undefined {
  return g?.timing?.executor_duration_seconds ?? t?.executor_duration_seconds ?? t?.total_duration_seconds
}

/** skill-creator's notes of a run (`user_notes_summary`: uncertainties, needs_review, workarounds), strings only. */
export function gradeNotes(g: RunGrade): string[] {
  const u = g.user_notes_summary
  if (!u) return []
  return [u.uncertainties, u.needs_review, u.workarounds].flatMap((v) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []))
}

/**
 * Shards' grades.json files as one: the first file's fields, the per-eval lists (`evals`)
 * joined, and the numeric `totals` summed (the shards' evals are disjoint).
 */
export function mergeGradesFiles(parts: readonly JsonObject[]): JsonObject {
  const merged: JsonObject = { ...parts[0], evals: parts.flatMap((g) => (Array.isArray(g['evals']) ? (g['evals'] as unknown[]) : [])) }
  const totals: Record<string, number> = {}
  for (const g of parts) {
    const t = g['totals']
    if (isObject(t)) for (const [k, v] of Object.entries(t)) if (typeof v === 'number') totals[k] = (totals[k] ?? 0) + v
  }
  if (Object.keys(totals).length > 0) merged['totals'] = totals
  return merged
}
