/**
 * The results log (issue 20): the one module that reads and writes what a results folder records
 * about its runs. Format, version rule and readers: docs/architecture.md ("The results log").
 *
 *   <out>/runs.jsonl   one JSON line per finished run (schemas/results-log.schema.json), appended as
 *                      the run ends (src/run/results-store.ts does the appending, through
 *                      `encodeRecord`); the last line of a runId wins.
 *   <out>/<runId>/grading.json, timing.json, eval_metadata.json   typed decoders (files.ts)
 *   <out>/<runId>/outputs/response.md   the run's final answer (RESPONSE_FILE), beside the agent's files
 *   <out>/summary.json           the aggregate (schemas/summary.schema.json; `decodeSummary`)
 *   old or foreign summaries, skill-creator's benchmark.json, cross-model.json: tolerant typed
 *                                outlines (outline.ts, cross-model.ts)
 *
 * Every line carries `"version": 1`. A line without it was written before the field existed and
 * is read as version 1. Reading is schema-checked:
 * - a line that is not a JSON object (blank, or a fragment a crash left behind) is skipped and
 *   counted in `badLines`, so a torn last line never stops a resume;
 * - an object that does not match the schema, or whose `version` is newer than this reader's,
 *   throws `ResultsLogError` naming the file and line.
 * The skill-creator files (grading.json, timing.json, benchmark.json, the iteration layout) are
 * an export for its tools and keep their format.
 */
import { promises as fsp } from 'node:fs'
import * as path from 'node:path'
import type { RunRecord } from '../types.js'
import { isObject, type JsonObject } from '../text/object.js'
import { describeSchemaError, recordValidator } from './validate.js'
import type { RunGrade } from './grade.js'
import { ResultsLogError } from './error.js'
import { readDecoded, valueOrThrow } from './folder.js'
import { decodeGrade, decodeSummary } from './files.js'

export type { RunId, RunRecord } from '../types.js'
export type * from './grade.js'

/** The log format this code writes, and the newest it reads. */
export const LOG_VERSION = 1
import { GRADING_FILE, RUNS_FILE, SUMMARY_FILE } from './names.js'
export { GRADING_FILE, RUNS_FILE, SUMMARY_FILE }
/**
 * `<run>/outputs/response.md`: the run's final answer (the last assistant text), written by the
 * harness so that every run shows an output in skill-creator's viewer, which lists `outputs/` only
 * ("No output files" for a run that answered in text). Not an output of the agent: checks, the
 * judge's file list and the viewer's file list leave it out (`harnessOutputs`) unless the agent
 * wrote a file of that name itself, which is then kept as it is and not overwritten.
 */
export const RESPONSE_FILE = 'response.md'

/** The names at the top of a run's `outputs/` the harness wrote there, given the files the agent wrote. */
export function harnessOutputs(filesWritten: readonly string[] | undefined): string[] {
  return filesWritten?.includes(RESPONSE_FILE) ? [] : [RESPONSE_FILE]
}

export { ResultsLogError }

export interface ParsedLog {
  /** Every record in file order (several per runId when a run was redone). */
  records: RunRecord[]
  /** Lines that were not JSON objects (a truncated last line, or a fragment left by a crash). */
  badLines: number
}

/** One record as one log line (no newline), `version` first. */
export function encodeRecord(record: RunRecord): string {
  return JSON.stringify({ version: LOG_VERSION, ...record })
}

/** Check one parsed line; returns the record without its `version`. */
function decodeRecord(value: JsonObject, file: string, lineNo: number): RunRecord {
  const version = value.version ?? 1
  if (typeof version === 'number' && Number.isInteger(version) && version > LOG_VERSION) {
    throw new ResultsLogError(
      file,
      lineNo,
      `written by a newer skill-evals (results log version ${version}; this one reads up to version ${LOG_VERSION}). Upgrade skill-evals to read it.`,
    )
  }
  const validate = recordValidator()
  if (!validate(value)) {
    throw new ResultsLogError(file, lineNo, `not a run record (schemas/results-log.schema.json) ${describeSchemaError(validate.errors)}`)
  }
  if ('version' in value) {
    const { version: _v, ...rest } = value
    return rest as unknown as RunRecord
  }
  return value as unknown as RunRecord
}

/** Parse the text of a results log. `file` names it in errors. */
export function decodeLog(text: string, file: string = RUNS_FILE): ParsedLog {
  const records: RunRecord[] = []
  let badLines = 0
  let start = 0
  let lineNo = 0
  while (start < text.length) {
    let end = text.indexOf('\n', start)
    if (end === -1) end = text.length
    const line = text.slice(start, end).trim()
    start = end + 1
    lineNo++
    if (!line) continue
    let value: unknown
    try {
      value = JSON.parse(line)
    } catch {
      badLines++
      continue
    }
    if (!isObject(value)) {
      badLines++
      continue
    }
    records.push(decodeRecord(value, file, lineNo))
  }
  return { records, badLines }
}

/** The last record of each runId, in order of first appearance. */
export function latestByRun(records: Iterable<RunRecord>): Map<string, RunRecord> {
  const map = new Map<string, RunRecord>()
  for (const r of records) map.set(r.runId, r)
  return map
}

async function readOptional(file: string): Promise<string | undefined> {
  try {
    return await fsp.readFile(file, 'utf8')
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw err
  }
}

/** The typed view of one results folder. */
export interface ResultsLog {
  readonly dir: string
  /** `<dir>/runs.jsonl`. */
  readonly file: string
  /** Every record, schema-checked; an absent log is empty. */
  readAll(): Promise<ParsedLog>
  /** The last record of each runId (insertion order = first seen). */
  load(): Promise<Map<string, RunRecord>>
  /** A run's grade (`<dir>/<runId>/grading.json`), undefined when it is not graded (or unreadable). */
  readGrade(runId: string): Promise<RunGrade | undefined>
  /** `<dir>/summary.json`, schema-checked; undefined when absent. */
  readSummary<T = JsonObject>(): Promise<T | undefined>
}

/** Open the results log of a results folder (nothing is read until asked). */
export function openResultsLog(outDir: string): ResultsLog {
  const file = path.join(outDir, RUNS_FILE)
  return {
    dir: outDir,
    file,
    async readAll() {
      const text = await readOptional(file)
      return text === undefined ? { records: [], badLines: 0 } : decodeLog(text, file)
    },
    async load() {
      return latestByRun((await this.readAll()).records)
    },
    async readGrade(runId: string) {
      return readGradeFile(path.join(outDir, ...runId.split('/'), GRADING_FILE))
    },
    async readSummary<T>() {
      return readSummaryFile<T>(path.join(outDir, SUMMARY_FILE))
    },
  }
}

/**
 * A grading.json, decoded (`decodeGrade`): undefined when absent (a half-graded folder is normal:
 * the views report such runs as ungraded); ResultsLogError when it does not parse, is off its
 * schema or was written by a newer skill-evals.
 */
export async function readGradeFile(file: string): Promise<RunGrade | undefined> {
  return valueOrThrow(await readDecoded(file, decodeGrade))
}

/** A summary.json checked against schemas/summary.schema.json (`decodeSummary`); undefined when the file is absent. */
export async function readSummaryFile<T = JsonObject>(file: string): Promise<T | undefined> {
  return valueOrThrow(await readDecoded(file, (v, f) => decodeSummary<T>(v, f)))
}

export { definitionHash, runDefinitionHash, type EvalDefinition } from './definition-hash.js'
export {
  listRunFolders,
  readDecoded,
  readJsonDetailed,
  readJsonObject,
  readRunFiles,
  subfolders,
  valueOrThrow,
  type Decoded,
  type JsonRead,
  type RunFiles,
  type RunFolder,
  type RunFolderFilter,
} from './folder.js'
export {
  compareVersions,
  decodeEvalMetadata,
  decodeGrade,
  decodeSummary,
  decodeTiming,
  expectationStatus,
  gradeCounts,
  gradeNotes,
  gradeStatus,
  GRADER_VERSION,
  mergeGradesFiles,
  runSeconds,
  SUMMARY_VERSION,
  type EvalMetadata,
  type RunTiming,
} from './files.js'
export {
  benchmarkOutline,
  modelRatesOutline,
  summaryOutline,
  type BenchmarkOutline,
  type BenchmarkOutlineRun,
  type ModelRatePoint,
  type OutlineCounts,
  type OutlineStats,
  type SummaryOutline,
  type SummaryOutlineSkill,
} from './outline.js'
export { crossModelOutline, type CrossModelOutline, type CrossModelOutlineCell, type CrossModelOutlineRow } from './cross-model.js'
