/**
 * The results folder's per-run layout (skill-creator's, kept as an export for its tools):
 *
 *   <out>/<skill>/iteration-N/<evalDir>/eval_metadata.json
 *   <out>/<skill>/iteration-N/<evalDir>/<configuration>/run-K/{grading.json, timing.json,
 *       eval_metadata.json, transcript.md, outputs/}
 *   <out>/<skill>/iteration-N/benchmark.json
 *
 * (Folders written by earlier builds also hold run.json, a copy of the run's runs.jsonl line.)
 * The views find run folders and read their JSON files here, not on their own.
 */
import { readFileSync, statSync } from 'node:fs'
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { isObject, type JsonObject } from '../text/object.js'
import type { RunRecord } from '../types.js'
import type { RunGrade } from './grade.js'
import { ResultsLogError } from './error.js'
import { decodeEvalMetadata, decodeGrade, decodeTiming, type EvalMetadata, type RunTiming } from './files.js'

/** Where one run's folder is: `<skill>/<iteration>/<evalDir>/<configuration>/<run>` (= its runId). */
export interface RunFolder {
  runId: string
  skill: string
  /** Folder name, `iteration-N`. */
  iteration: string
  evalDir: string
  configuration: string
  /** Folder name, `run-K`. */
  run: string
}

/** Which folder names count at each level (the views differ in how strict they are). */
export interface RunFolderFilter {
  iteration: RegExp
  evalDir: RegExp
  configuration: (name: string) => boolean
  run: RegExp
}

/** Sub-folder names of `dir`, sorted; none when it cannot be read. */
export async function subfolders(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir, { withFileTypes: true }))
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
      .sort()
  } catch {
    return []
  }
}

/** Every run folder of a results folder, in name order at each level. */
export async function listRunFolders(outDir: string, filter: RunFolderFilter): Promise<RunFolder[]> {
  const out: RunFolder[] = []
  for (const skill of await subfolders(outDir)) {
    for (const iteration of (await subfolders(join(outDir, skill))).filter((n) => filter.iteration.test(n))) {
      for (const evalDir of (await subfolders(join(outDir, skill, iteration))).filter((n) => filter.evalDir.test(n))) {
        for (const configuration of (await subfolders(join(outDir, skill, iteration, evalDir))).filter(filter.configuration)) {
          for (const run of (await subfolders(join(outDir, skill, iteration, evalDir, configuration))).filter((n) => filter.run.test(n))) {
            out.push({ runId: `${skill}/${iteration}/${evalDir}/${configuration}/${run}`, skill, iteration, evalDir, configuration, run })
          }
        }
      }
    }
  }
  return out
}

/** A JSON file of the results folder as read: absent, not JSON, or its value. */
export type JsonRead = { state: 'missing' } | { state: 'invalid'; error: string } | { state: 'ok'; value: unknown }

/** Read a JSON file of the results folder without throwing (the views decide what a bad file means). */
export async function readJsonDetailed(file: string, maxBytes?: number): Promise<JsonRead> {
  let text: string
  try {
    // Synchronous: small per-run files, without fs/promises' thread-pool round trips for each
    // (grade and report read several per run; docs/performance.md).
    if (maxBytes !== undefined) {
      const info = statSync(file)
      if (!info.isFile() || info.size > maxBytes) return { state: 'missing' }
    }
    text = readFileSync(file, 'utf8')
  } catch {
    return { state: 'missing' }
  }
  try {
    return { state: 'ok', value: JSON.parse(text) as unknown }
  } catch (err) {
    return { state: 'invalid', error: (err as Error).message }
  }
}

/** A JSON object file; undefined when absent, unparseable or not an object (a half-written folder is normal). */
export async function readJsonObject(file: string): Promise<JsonObject | undefined> {
  const r = await readJsonDetailed(file)
  return r.state === 'ok' && isObject(r.value) ? r.value : undefined
}

/** A results-folder JSON file decoded: absent, unreadable (the error names the file and field), or its typed value. */
export type Decoded<T> = { state: 'missing' } | { state: 'bad'; error: ResultsLogError } | { state: 'ok'; value: T }

/** Read a JSON file and decode it (`decode` throws ResultsLogError); never throws itself. */
export async function readDecoded<T>(file: string, decode: (value: unknown, file: string) => T, maxBytes?: number): Promise<Decoded<T>> {
  const r = await readJsonDetailed(file, maxBytes)
  if (r.state === 'missing') return r
  if (r.state === 'invalid') return { state: 'bad', error: new ResultsLogError(file, undefined, `not valid JSON (${r.error})`, 'json') }
  try {
    return { state: 'ok', value: decode(r.value, file) }
  } catch (err) {
    if (err instanceof ResultsLogError) return { state: 'bad', error: err }
    throw err
  }
}

/** The decoded value; undefined when the file is absent; throws the ResultsLogError of a bad file. */
export function valueOrThrow<T>(d: Decoded<T>): T | undefined {
  if (d.state === 'bad') throw d.error
  return d.state === 'ok' ? d.value : undefined
}

/** What a run folder holds, each part undefined when absent or unreadable (then its error is in `problems`). */
export interface RunFiles {
  /** run.json: the run's record, in folders written before it lived only in runs.jsonl (older folders may lack fields). */
  record?: Partial<RunRecord>
  /** grading.json (`decodeGrade`). */
  grade?: RunGrade
  /** eval_metadata.json of the run folder (`decodeEvalMetadata`). */
  meta?: EvalMetadata
  /** timing.json (`decodeTiming`). */
  timing?: RunTiming
  /** The files that are there but could not be read: not JSON, off their schema, or newer. */
  problems: ResultsLogError[]
}

/** Read a run folder's JSON files, each through its decoder (run.json only when `opts.record` is not false: the log has the record). */
export async function readRunFiles(runDir: string, opts: { record?: boolean } = {}): Promise<RunFiles> {
  const [record, grade, meta, timing] = await Promise.all([
    opts.record === false ? undefined : readJsonObject(join(runDir, 'run.json')),
    readDecoded(join(runDir, 'grading.json'), decodeGrade),
    readDecoded(join(runDir, 'eval_metadata.json'), decodeEvalMetadata),
    readDecoded(join(runDir, 'timing.json'), decodeTiming),
  ])
  const problems = [grade, meta, timing].flatMap((d) => (d.state === 'bad' ? [d.error] : []))
  return {
    ...(record ? { record: record as Partial<RunRecord> } : {}),
    ...(grade.state === 'ok' ? { grade: grade.value } : {}),
    ...(meta.state === 'ok' ? { meta: meta.value } : {}),
    ...(timing.state === 'ok' ? { timing: timing.value } : {}),
    problems,
  }
}
