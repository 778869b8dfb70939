/**
 * `command: cross-model`: the weekly run's last job. Each model was evaluated by its own call of
 * the reusable workflow (a matrix over models with `key`), whose merge job uploaded the merged
 * results as `<artifact-prefix>-results`. This step takes those folders (`results-dirs`: one
 * merged results folder per model, or a folder holding one such subfolder per model, which is
 * what actions/download-artifact with a `pattern` makes), and then, as `skill-evals matrix
 * --merge-only` does (src/gate/matrix.ts):
 *
 * - copies each model's results to `<out-dir>/<model>/` and re-aggregates them against that
 *   model's own benchmark history;
 * - builds `<out-dir>/cross-model.json` + `cross-model.md` (skill × model pass rates with
 *   Wilson intervals, the range, anomalies, regressions against last week, model lifecycle);
 * - writes the single-file viewer with the Cross-model tab to `<out-dir>-viewer/index.html`.
 *
 * Publishing (job summary, artifacts, tracking issue, per-model benchmark entries) is done by
 * the caller in src/action/steps/cross-model.ts.
 */
import type { ModelClient } from '../ports/model-client.js'
import { readdir, stat } from 'node:fs/promises'
import { basename, join, resolve, sep } from 'node:path'
import type { Summary } from '../gate/index.js'
import type { CrossModelTable } from '../gate/cross-model.js'
import { aggregateModel, buildCrossModel, mergeResultDirs, modelSlug, modelsLifecycle } from '../gate/matrix.js'
import { ReportDataError } from '../aggregate/load.js'
import { writeViewer } from '../report/viewer/index.js'
import type { Logger } from '../github/client.js'
import type { Repo } from '../types.js'
import { openResultsLog, readJsonObject, RUNS_FILE, SUMMARY_FILE, summaryOutline } from '../log/index.js'
import { resetOutDir } from './merge.js'
import { viewerDirOf } from './report.js'
import { PLAN_FILE, readPlan } from '../plan/plan.js'


async function isDir(p: string): Promise<boolean> {
  return (await stat(p).catch(() => undefined))?.isDirectory() ?? false
}

async function isFile(p: string): Promise<boolean> {
  return (await stat(p).catch(() => undefined))?.isFile() ?? false
}

export interface ModelFolders {
  /** Results folders (each holds runs.jsonl), in the order given (subfolders by name). */
  folders: string[]
  /** Folders that hold no results, with why (an evaluation that was skipped, a wrong path). */
  ignored: string[]
}

/**
 * Each entry of `dirs` is a results folder (it holds runs.jsonl) or a folder whose direct
 * subfolders are results folders (one per downloaded artifact).
 */
export async function modelResultFolders(dirs: string[]): Promise<ModelFolders> {
  const folders: string[] = []
  const ignored: string[] = []
  for (const d of dirs) {
    const dir = resolve(d)
    if (!(await isDir(dir))) {
      ignored.push(`${d}: not a folder`)
      continue
    }
    if (await isFile(join(dir, RUNS_FILE))) {
      if (!folders.includes(dir)) folders.push(dir)
      continue
    }
    const subs = (await readdir(dir, { withFileTypes: true })).filter((e) => e.isDirectory()).map((e) => e.name).sort()
    let found = 0
    for (const name of subs) {
      const sub = join(dir, name)
      if (await isFile(join(sub, RUNS_FILE))) {
        found++
        if (!folders.includes(sub)) folders.push(sub)
      } else {
        ignored.push(`${join(d, name)}: no ${RUNS_FILE} (nothing was evaluated for it)`)
      }
    }
    if (found === 0 && subs.length === 0) ignored.push(`${d}: no ${RUNS_FILE} and no subfolders`)
  }
  return { folders, ignored }
}

/**
 * The model a results folder was evaluated with: the run records (what actually ran), else the
 * plan (`command: merge` copies it), else summary.json (its `model`, else its first skill's);
 * undefined when none says.
 */
export async function modelOfResults(dir: string): Promise<string | undefined> {
  for (const r of (await openResultsLog(dir).readAll()).records) if (r.model) return r.model
  const plan = await readPlan(join(dir, PLAN_FILE)).catch(() => undefined) // missing or unreadable → undefined
  if (plan?.model) return plan.model
  const summary = summaryOutline(await readJsonObject(join(dir, SUMMARY_FILE)))
  return summary?.model || summary?.skills.find((s) => s.model)?.model || undefined
}

export interface CrossModelRunOptions {
  now: Date
  /** YYYY-MM-DD (UTC) of this run. */
  date: string
  /** Per-model benchmark entries (last week's, for regressions). */
  benchmarksDir: string
  /** For the live Models API lifecycle lookup; the SDK's table otherwise. */
  client?: ModelClient
  log: Logger
}

export interface CrossModelRunResult {
  out: string
  table: CrossModelTable
  markdown: string
  /** cross-model.json, cross-model.md */
  files: [string, string]
  summaries: { model: string; summary: Summary }[]
  /** `<out>/<model>/summary.json` per model. */
  summaryFiles: string[]
  viewerFile: string
  viewerDir: string
  notes: string[]
}

/** Folders → `<out>/<model>/` + the table + the viewer. Throws when no folder holds results. */
export async function runCrossModel(repo: Repo, resultsDirs: string[], outDir: string, o: CrossModelRunOptions): Promise<CrossModelRunResult> {
  if (resultsDirs.length === 0) throw new Error("Input 'results-dirs' is required for cross-model (one merged results folder per model, or a folder of them).")
  const { folders, ignored } = await modelResultFolders(resultsDirs)
  const notes = ignored.map((i) => `Left out ${i}.`)
  if (folders.length === 0) throw new Error(`No model results in results-dirs (${resultsDirs.join(', ')}): no folder holds ${RUNS_FILE}.`)
  const out = resolve(outDir)
  for (const f of folders) {
    if (f === out || f.startsWith(out + sep) || out.startsWith(f + sep)) throw new Error(`out-dir '${outDir}' and the results folder '${f}' must not contain each other.`)
  }

  // Folder → model; two folders of one model (e.g. shards) are merged.
  const byModel = new Map<string, string[]>()
  for (const f of folders) {
    const model = (await modelOfResults(f)) ?? basename(f)
    byModel.set(model, [...(byModel.get(model) ?? []), f])
  }
  // Column order: the config's models first (as listed there), then the rest as found.
  const configured = repo.config.models.filter((m) => byModel.has(m))
  const models = [...configured, ...[...byModel.keys()].filter((m) => !configured.includes(m))]
  if (new Set(models.map(modelSlug)).size !== models.length) throw new Error(`Two models map to the same folder name: ${models.join(', ')}.`)

  await resetOutDir(out)
  const summaries: { model: string; summary: Summary }[] = []
  const summaryFiles: string[] = []
  for (const model of models) {
    const dir = join(out, modelSlug(model))
    await mergeResultDirs(byModel.get(model)!, dir)
    try {
      summaries.push({ model, summary: await aggregateModel(repo.root, dir, model, models, o.now) })
      summaryFiles.push(join(dir, SUMMARY_FILE))
    } catch (e) {
      if (!(e instanceof ReportDataError)) throw e
      notes.push(`Left out ${model}: ${e.message}`)
    }
    o.log.info(`${model}: ${byModel.get(model)!.length} results folder(s) → ${dir}.`)
  }
  if (summaries.length === 0) throw new Error(`No model results could be aggregated: ${notes.join(' ')}`)

  const lifecycle = await modelsLifecycle(
    summaries.map((s) => s.model),
    { now: o.now, ...(repo.config.trackingIssue?.eolWarningDays !== undefined ? { warnDays: repo.config.trackingIssue.eolWarningDays } : {}), ...(o.client ? { client: o.client } : {}) },
  )
  const built = await buildCrossModel({ out, summaries, benchmarksDir: o.benchmarksDir, date: o.date, lifecycle, generatedAt: o.now.toISOString() })

  const viewerDir = viewerDirOf(out)
  const viewer = await writeViewer(out, { file: join(viewerDir, 'index.html'), title: `Cross-model report: ${summaries.map((s) => s.model).join(', ')}`, now: o.now })
  for (const w of viewer.warnings.slice(0, 5)) o.log.info(`viewer: ${w}`)
  return { out, table: built.table, markdown: built.markdown, files: built.files, summaries, summaryFiles, viewerFile: viewer.path, viewerDir, notes }
}
