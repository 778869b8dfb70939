/**
 * `command: merge`, first half: the shards' result folders (one subfolder per downloaded shard
 * artifact) combined into one results folder, as if one job had run everything: run folders
 * copied side by side (the shards' evals are disjoint), runs.jsonl concatenated, grades.json's
 * per-eval lists joined, pipelines.json taken from the shard that ran the scenarios. Reports
 * written by a shard (summary.json, viewer) are not copied; the merge writes its own. Shard 1's
 * regression.json (the version-bump gate, src/action/regression.ts) is copied like a run folder.
 */
import { cp, mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { redact } from '../redact/index.js'
import { mergeGradesFiles, openResultsLog, readJsonObject, RUNS_FILE, SUMMARY_FILE } from '../log/index.js'
import { ResultsStore } from '../run/results-store.js'

const RUNS = RUNS_FILE
const GRADES = 'grades.json'
const SKIP = new Set([SUMMARY_FILE, 'viewer.html', 'plan.json'])

export interface MergeResult {
  outDir: string
  /** Shard folders merged (names). */
  shards: string[]
  runs: number
}

async function isDir(p: string): Promise<boolean> {
  return (await stat(p).catch(() => undefined))?.isDirectory() ?? false
}

async function exists(p: string): Promise<boolean> {
  return (await stat(p).catch(() => undefined)) !== undefined
}

/** The shard folders below `shardsDir` (or `shardsDir` itself when it is one). */
export async function shardFolders(shardsDir: string): Promise<string[]> {
  const root = resolve(shardsDir)
  if (!(await isDir(root))) return []
  if (await exists(join(root, RUNS))) return [root]
  const out: string[] = []
  for (const e of (await readdir(root, { withFileTypes: true })).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    if (e.isDirectory() && (await exists(join(root, e.name, RUNS)))) out.push(join(root, e.name))
  }
  return out
}

type Obj = Record<string, unknown>

/** Files that mark a folder as one of ours (safe to clear and rewrite). */
const OURS = [RUNS, 'plan.json', SUMMARY_FILE, 'cross-model.json']

/**
 * Makes `dir` an empty folder, refusing to clear one that holds anything but skill-evals output
 * (an `out-dir: .` must never wipe the checkout) or that contains `keep` (the shards to merge).
 */
export async function resetOutDir(dir: string, keep?: string): Promise<string> {
  const out = resolve(dir)
  if (keep !== undefined) {
    const k = resolve(keep)
    if (k === out || k.startsWith(`${out}/`) || out.startsWith(`${k}/`)) throw new Error(`out-dir '${dir}' and shards-dir '${keep}' must not contain each other.`)
  }
  const entries = await readdir(out).catch(() => undefined)
  if (entries && entries.length > 0 && !OURS.some((f) => entries.includes(f))) {
    throw new Error(`out-dir '${dir}' is not empty and holds no skill-evals results; choose an empty or new folder.`)
  }
  await rm(out, { recursive: true, force: true })
  await mkdir(out, { recursive: true })
  return out
}

export async function mergeShards(shardsDir: string, outDir: string): Promise<MergeResult> {
  const out = await resetOutDir(outDir, shardsDir)
  const folders = await shardFolders(shardsDir)
  let runs = 0
  const store = new ResultsStore(out)
  const grades: Obj[] = []
  for (const dir of folders) {
    for (const e of await readdir(dir, { withFileTypes: true })) {
      const src = join(dir, e.name)
      if (e.name === RUNS) {
        // Read through the results log (schema- and version-checked), written back by its writer.
        const { records } = await openResultsLog(dir).readAll()
        runs += records.length
        await writeFile(join(out, RUNS), '', { flag: 'a' }) // present even when a shard ran nothing
        await Promise.all(records.map((r) => store.append(r)))
        await store.close()
      } else if (e.name === GRADES) {
        const g = await readJsonObject(src) // unreadable → undefined: regrading is possible from the run folders
        if (g) grades.push(g)
      } else if (SKIP.has(e.name) || /^\.[^/]*\.tmp$/.test(e.name)) {
        continue
      } else {
        await cp(src, join(out, e.name), { recursive: true, force: true })
      }
    }
  }
  if (grades.length > 0) {
    const merged = mergeGradesFiles(grades)
    await writeFile(join(out, GRADES), redact(JSON.stringify(merged, null, 2) + '\n'))
  }
  return { outDir: out, shards: folders.map((f) => f.slice(resolve(shardsDir).length + 1) || '.'), runs }
}
