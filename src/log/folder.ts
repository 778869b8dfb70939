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

/** What a run folder holds, each part undefined when absent or unreadable. */
export interface RunFiles {
  /** run.json: the run's record, in folders written before it lived only in runs.jsonl (older folders may lack fields). */
  record?: Partial<RunRecord>
  /** grading.json. */
  grade?: RunGrade
  /** eval_metadata.json of the run folder. */
  meta?: JsonObject
  /** timing.json. */
  timing?: JsonObject
}

/** Read a run folder's JSON files (run.json only when `opts.record` is not false: the log has the record). */
export async function readRunFiles(runDir: string, opts: { record?: boolean } = {}): Promise<RunFiles> {
  const [grade, meta, timing, record] = await Promise.all(
    ['grading.json', 'eval_metadata.json', 'timing.json', ...(opts.record === false ? [] : ['run.json'])].map((f) => readJsonObject(join(runDir, f))),
  )
  return {
    ...(record ? { record: record as Partial<RunRecord> } : {}),
    ...(grade ? { grade: grade as unknown as RunGrade } : {}),
    ...(meta ? { meta } : {}),
    ...(timing ? { timing } : {}),
  }
}
