/**
 * Aggregate → gate → report on a results folder (the same calls as `skill-evals report` and
 * `skill-evals view`): writes benchmark.json/.md and summary.json, the single-file viewer in a
 * sibling folder (`<results>-viewer/index.html`, uploaded as its own artifact), and a copy of the
 * plan (`<results>/plan.json`) so the `comment` step can say which mode ran and why.
 */
import { readFile } from 'node:fs/promises'
import { openResultsLog, SUMMARY_FILE } from '../log/index.js'
import { join, resolve } from 'node:path'
import type { Repo } from '../types.js'
import { aggregate, benchmarks } from '../gate/index.js'
import { policyNotes } from '../gate/policy-diff.js'
import { loadAggregateInput, loadResults, ReportDataError, writeReport } from '../aggregate/load.js'
import type { Summary } from '../aggregate/types.js'
import { collectFailures } from '../report/comment.js'
import { writeViewer } from '../report/viewer/index.js'
import { readHistoryFiles } from '../report/history-series.js'
import { pipelineTableMarkdown, type PipelinesIndex } from '../pipeline/index.js'
import type { Logger } from '../github/client.js'
import { readPlan, writePlan, PLAN_FILE, type PlanFile } from '../plan/plan.js'
import type { ReportView } from './render.js'
import { readRegression } from './regression.js'
import { renderSummaryText } from '../report/terminal.js'
import { checkFolderInside, folderRoot } from '../safe-fs.js'

export interface ReportResult extends ReportView {
  resultsDir: string
  summaryFile?: string
  viewerDir?: string
  viewerFile?: string
}

/** Where the viewer of a results folder goes. */
export function viewerDirOf(resultsDir: string): string {
  return `${resolve(resultsDir)}-viewer`
}

async function pipelinesTable(resultsDir: string): Promise<string> {
  try {
    const index = JSON.parse(await readFile(join(resultsDir, 'pipelines.json'), 'utf8')) as PipelinesIndex
    return Array.isArray(index.scenarios) ? pipelineTableMarkdown(index.scenarios) : ''
  } catch {
    return ''
  }
}

/** Overall with-skill pass rate (share of graded runs that passed), 4 decimals; '' when unknown. */
export function passRateOf(summary: Summary | undefined): string {
  if (!summary) return ''
  let passed = 0
  let graded = 0
  for (const s of summary.skills) {
    const c = s.configurations.with_skill
    if (!c) continue
    passed += c.passed
    graded += c.graded
  }
  return graded > 0 ? (passed / graded).toFixed(4) : ''
}

export async function buildReport(repo: Repo, resultsDir: string, plan: PlanFile, log: Logger): Promise<ReportResult> {
  const out = resolve(resultsDir)
  // Issue 33 row K: the results and viewer folders are never reached through a committed link.
  checkFolderInside(folderRoot(process.cwd(), out), out, 'The results folder')
  checkFolderInside(folderRoot(process.cwd(), viewerDirOf(out)), viewerDirOf(out), 'The viewer folder')
  // The policy line first: notes past the tenth are not shown (render.ts).
  const notes = [...policyNotes(repo.policy).filter((n) => !(plan.notes ?? []).includes(n)), ...(plan.notes ?? [])]
  await writePlan(out, { ...plan, notes })
  const gate = await readRegression(out)
  const regression = gate && gate.bumps.length > 0 ? { regression: gate.markdown } : {}
  let loaded
  try {
    loaded = await loadAggregateInput({ out, root: repo.root, ...(plan.baseRef ? { baseRef: plan.baseRef } : {}), ...(repo.policy ? { policyRef: repo.policy.ref } : {}) })
  } catch (e) {
    if (!(e instanceof ReportDataError)) throw e
    return { resultsDir: out, plan, failures: [], pipelines: await pipelinesTable(out), notes, ...regression, error: e.message }
  }
  for (const w of loaded.warnings) log.info(`report: ${w}`)
  const summary = aggregate(loaded.input)
  // The verdict in the job log as plain text (issue 22): SPEC-0017's messages as written, no Markdown escapes.
  log.info(renderSummaryText(summary))
  await writeReport(out, summary, benchmarks(loaded.input))
  const failures = collectFailures(summary, loaded.input.runs, repo.evals)
  const viewerDir = viewerDirOf(out)
  const viewer = await writeViewer(out, { file: join(viewerDir, 'index.html') })
  for (const w of viewer.warnings.slice(0, 5)) log.info(`viewer: ${w}`)
  return {
    resultsDir: out,
    plan,
    summary,
    failures,
    pipelines: await pipelinesTable(out),
    notes,
    ...regression,
    summaryFile: join(out, SUMMARY_FILE),
    history: loaded.input.history ?? [],
    viewerDir,
    viewerFile: viewer.path,
  }
}

/** The report of a folder `buildReport` already wrote (for the `comment` command). */
export async function readReport(repo: Repo, resultsDir: string): Promise<ReportResult> {
  const out = resolve(resultsDir)
  const plan = await readPlan(join(out, PLAN_FILE))
  const notes = plan.notes ?? []
  const gate = await readRegression(out)
  const regression = gate && gate.bumps.length > 0 ? { regression: gate.markdown } : {}
  // Absent → undefined; present but unreadable or off-schema → a ResultsLogError naming the file.
  const summary = await openResultsLog(out).readSummary<Summary>()
  if (!plan.run) return { resultsDir: out, plan, failures: [], pipelines: '', notes }
  if (!summary) return { resultsDir: out, plan, failures: [], pipelines: await pipelinesTable(out), notes, ...regression, error: 'the merge step produced no summary (no graded runs); see its log' }
  const { runs } = await loadResults(out)
  // the history the merge step's aggregate read, when its files are here (the comment's sparklines)
  const { entries: history } = await readHistoryFiles(summary.sources?.history ?? [])
  return {
    resultsDir: out,
    plan,
    summary,
    history,
    failures: collectFailures(summary, runs, repo.evals),
    pipelines: await pipelinesTable(out),
    notes,
    ...regression,
    summaryFile: join(out, SUMMARY_FILE),
  }
}
