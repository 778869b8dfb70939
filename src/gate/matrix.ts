/**
 * The weekly cross-model run's shared steps, used by `skill-evals matrix` (src/cli/matrix-command.ts)
 * and the action's `command: cross-model` (src/action/cross-model.ts):
 *
 * - one folder per model, `<out>/<model-slug>/`, filled from result folders (`mergeResultDirs`)
 *   and aggregated with only that model's benchmark history (`aggregateModel`);
 * - the table: model lifecycle, last week's per-model entries, `crossModelTable`, written as
 *   `<out>/cross-model.json` + `cross-model.md` (`buildCrossModel`);
 * - the per-model benchmark entries `evals/benchmarks/<date>-<model>.json` (`writeModelBenchmarks`).
 */
import type { ModelClient } from '../ports/model-client.js'
import { appendFile, cp, mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { basename, join } from 'node:path'
import { aggregate, benchmarks, type Summary } from './index.js'
import { parseHistoryFile, type HistoryEntry } from '../aggregate/history.js'
import { crossModelTable, renderCrossModelMarkdown, type CrossModelTable } from './cross-model.js'
import { fetchLiveModelInfo, modelLifecycle, type ModelLifecycle } from '../aggregate/model-lifecycle.js'
import { loadAggregateInput, writeReport } from '../aggregate/load.js'
import { mdEscape } from '../text/markdown.js'
import { ResultsStore, writeFileAtomic } from '../run/results-store.js'
import { redact } from '../redact/index.js'
import { encodeRecord, openResultsLog, readJsonDetailed, RUNS_FILE } from '../log/index.js'

/** A model id as a folder / file name part. */
export function modelSlug(model: string): string {
  return model.replace(/[^A-Za-z0-9._-]+/g, '_') || '_'
}

/**
 * Merge result folders (shards of one model) into `dest`: run folders are copied (they never
 * overlap: a shard holds whole evals), runs.jsonl is merged through the results log (src/log/),
 * other `*.jsonl` at the top (batches.jsonl) are concatenated; summary.json / grades.json of the shards are left out (re-aggregate after).
 */
export async function mergeResultDirs(sources: string[], dest: string): Promise<void> {
  await mkdir(dest, { recursive: true })
  for (const src of sources) {
    for (const e of await readdir(src, { withFileTypes: true }).catch(() => [])) {
      const from = join(src, e.name)
      if (e.isDirectory()) await cp(from, join(dest, e.name), { recursive: true, force: false, errorOnExist: false })
      else if (e.name === RUNS_FILE) {
        // The results log: read (checked) through src/log/, records dest does not hold yet appended by its writer.
        const have = new Set((await openResultsLog(dest).readAll()).records.map(encodeRecord))
        const add = (await openResultsLog(src).readAll()).records.filter((r) => !have.has(encodeRecord(r)))
        if (add.length) {
          const store = new ResultsStore(dest)
          await Promise.all(add.map((r) => store.append(r)))
          await store.close()
        }
      } else if (e.name.endsWith('.jsonl')) {
        // Append the lines dest does not hold yet (merging the same shard twice changes nothing).
        // Stryker disable next-line StringLiteral: what a missing file reads as only matters for a line equal to it, and blank lines are never added
        const have = new Set((await readFile(join(dest, e.name), 'utf8').catch(() => '')).split('\n'))
        const add = (await readFile(from, 'utf8')).split('\n').filter((l) => l.trim() && !have.has(l))
        if (add.length) await appendFile(join(dest, e.name), redact(add.join('\n') + '\n'))
      }
    }
  }
}

/** `<date>-<model-slug>.json` */
export const MODEL_ENTRY = /^(\d{4}-\d{2}-\d{2})-(.+)\.json$/

/** The newest per-model entry `<date>-<model>.json` in `dir` dated before `date`. */
export async function previousModelEntry(dir: string, model: string, date: string): Promise<HistoryEntry | undefined> {
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => {
    const m = MODEL_ENTRY.exec(n)
    return m !== null && m[2] === modelSlug(model) && m[1]! < date
  })
  for (const name of names.sort().reverse()) {
    const r = await readJsonDetailed(join(dir, name)) // unreadable: try an older one
    const e = r.state === 'ok' ? parseHistoryFile(join(dir, name), r.value) : undefined
    if (e) return e
  }
  return undefined
}

/**
 * Write `<dir>/<date>-<model>.json` per model: the model's summary.json (schemas/summary.schema.json),
 * which `report`'s history reader understands. Returns the files written.
 */
export async function writeModelBenchmarks(dir: string, date: string, perModel: { model: string; summary: Summary }[]): Promise<string[]> {
  const files: string[] = []
  for (const { model, summary } of perModel) {
    const file = join(dir, `${date}-${modelSlug(model)}.json`)
    await writeFileAtomic(file, JSON.stringify(summary, null, 2) + '\n')
    files.push(file)
  }
  return files
}

/** Aggregate `<modelDir>` (graded runs) into summary.json / benchmark.json, history limited to this model's entries. */
export async function aggregateModel(root: string, modelDir: string, model: string, allModels: string[], now: Date): Promise<Summary> {
  const loaded = await loadAggregateInput({ out: modelDir, root, now })
  // Per-model entries of OTHER models are not this model's baseline.
  const others = new Set(allModels.filter((m) => m !== model).map(modelSlug))
  loaded.input.history = loaded.input.history?.filter((h) => {
    const m = MODEL_ENTRY.exec(basename(h.file))
    return !m || !others.has(m[2]!)
  })
  const summary = aggregate(loaded.input)
  await writeReport(modelDir, summary, benchmarks(loaded.input))
  return summary
}

/** Lifecycle of each model: the Models API through `client` when given (best effort), else the SDK's table. */
export async function modelsLifecycle(models: string[], o: { now: Date; warnDays?: number; client?: ModelClient }): Promise<ModelLifecycle[]> {
  const out: ModelLifecycle[] = []
  for (const m of models) {
    const live = o.client ? await fetchLiveModelInfo(o.client, m) : null
    out.push(modelLifecycle(m, { now: o.now, warnDays: o.warnDays, live }))
  }
  return out
}

export interface BuildCrossModelOptions {
  /** Folder for cross-model.json / cross-model.md. */
  out: string
  /** Per-model summaries, in column order. */
  summaries: { model: string; summary: Summary }[]
  /** Where last week's per-model entries are read. */
  benchmarksDir: string
  /** YYYY-MM-DD of this run: entries dated before it are "previous". */
  date: string
  lifecycle: ModelLifecycle[]
  generatedAt: string
}

export interface BuiltCrossModel {
  table: CrossModelTable
  markdown: string
  /** `<out>/cross-model.json`, `<out>/cross-model.md`. */
  files: [string, string]
}

/** The cross-model table from per-model summaries, written as `<out>/cross-model.json` + `.md`. */
export async function buildCrossModel(o: BuildCrossModelOptions): Promise<BuiltCrossModel> {
  const inputs = []
  for (const s of o.summaries) {
    const previous = await previousModelEntry(o.benchmarksDir, s.model, o.date)
    inputs.push({ model: s.model, summary: s.summary, ...(previous ? { previous } : {}) })
  }
  const table = crossModelTable(inputs, { lifecycle: o.lifecycle, generatedAt: o.generatedAt })
  const markdown = renderCrossModelMarkdown(table, { escape: mdEscape })
  await mkdir(o.out, { recursive: true })
  const files: [string, string] = [join(o.out, 'cross-model.json'), join(o.out, 'cross-model.md')]
  await writeFileAtomic(files[0], JSON.stringify(table, null, 2) + '\n')
  await writeFile(files[1], redact(markdown))
  return { table, markdown, files }
}
