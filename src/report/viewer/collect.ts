/**
 * collectViewerData: reads a results folder (`skill-evals run --out DIR`) into the viewer's
 * plain JSON model. Tolerant by design: every file may be missing, partial or of another shape
 * (grading.json, benchmark.json and summary.json are written by later stages, or not at all);
 * what cannot be read becomes a warning, never an exception. File contents are capped.
 *
 * Sources, per `<out>/<skill>/iteration-N/eval-<id>-<slug>/<config>/run-K/`:
 *   run.json (or the run's last line in `<out>/runs.jsonl`), outputs/ (minus outputs/metrics.json),
 *   grading.json (or `<config>/grading.json`), eval_metadata.json (eval folder, else run folder);
 * per iteration: benchmark.json; per report: summary.json.
 */
import { createHash } from 'node:crypto'
import { closeSync, openSync, readdirSync, readFileSync, readSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type {
  BenchmarkRunView,
  BenchmarkView,
  Stats,
  SkillVerdictView,
  ViewerEval,
  ViewerFile,
  ViewerGrading,
  ViewerModel,
  ViewerRun,
  ViewerSkill,
  ViewerSummary,
  ViewerToolCall
} from './model.js'
import { VIEWER_MODEL_VERSION } from './model.js'
import {
  benchmarkOutline,
  decodeEvalMetadata,
  decodeGrade,
  gradeCounts,
  listRunFolders,
  openResultsLog,
  summaryOutline,
  GRADING_FILE,
  SUMMARY_FILE,
  type BenchmarkOutline,
  type EvalMetadata,
  type RunFolderFilter,
  type RunGrade,
  type SummaryOutline
} from '../../log/index.js'
import { arr, capText, formatBytes, isObj, num, readDecodedFile, readJson, str, tokensOf, viewerExpectation, type Obj } from './util.js'
import { collectCrossModel, collectPipelines } from './extras.js'
import { skillFolderName, skillNameOfFolder } from '../../paths.js'
import { collectOverview } from './overview.js'

export interface CollectOptions {
  /** Cap per embedded file (text is truncated with a note; larger images are left out). Default 256 KiB. */
  maxFileBytes?: number
  /** Cap per tool-call input/output and per response. Default min(maxFileBytes, 32 KiB). */
  maxToolBytes?: number
  /** Cap on all embedded file contents together (keeps big reports openable); files past it are listed
   *  but not embedded. Default 12 MiB. */
  maxTotalBytes?: number
  /** Files listed per run at most. Default 200. */
  maxFilesPerRun?: number
  /** Page title. */
  title?: string
  /** Fixed clock for tests. */
  now?: Date
}

export const DEFAULT_MAX_FILE_BYTES = 256 * 1024
export const DEFAULT_MAX_TOTAL_BYTES = 12 * 1024 * 1024

const CONFIG_ORDER = ['with_skill', 'without_skill', 'old_skill']
const IMAGE_TYPES: Record<string, { mime: string; magic: (b: Buffer) => boolean }> = {
  png: { mime: 'image/png', magic: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  jpg: { mime: 'image/jpeg', magic: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  jpeg: { mime: 'image/jpeg', magic: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  gif: { mime: 'image/gif', magic: (b) => b.subarray(0, 4).toString('latin1') === 'GIF8' },
  webp: { mime: 'image/webp', magic: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' }
}

// ─── small tolerant readers (util.ts) ─────────────────────────────────────────────────

export { capText, formatBytes }


const numericAware = (a: string, b: string) => {
  const na = Number(a)
  const nb = Number(b)
  if (a !== '' && b !== '' && Number.isFinite(na) && Number.isFinite(nb) && na !== nb) return na - nb
  return a < b ? -1 : a > b ? 1 : 0
}
const iterationNumber = (it: string) => Number(/(\d+)$/.exec(it)?.[1] ?? 0)

// ─── files ────────────────────────────────────────────────────────────────────────────

interface Budget {
  /** Bytes the report may still embed. */
  left: number
}

/** The note of a file listed but not embedded because the report's budget was used up. */
const OVER_BUDGET = 'not embedded: the report reached its total size cap'

// The run folders' small files are read synchronously (as discovery reads its files): one
// thread-pool round trip per readdir, stat, open, read and close cost more than the calls, and
// the viewer reads them one after another anyway.
function listFiles(root: string, rel = ''): string[] {
  let entries
  try {
    entries = readdirSync(join(root, rel), { withFileTypes: true })
  } catch {
    return []
  }
  const out: string[] = []
  for (const e of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    const p = rel ? `${rel}/${e.name}` : e.name
    if (e.isDirectory()) out.push(...listFiles(root, p))
    else if (e.isFile()) out.push(p)
  }
  return out
}

function readHead(file: string, bytes: number): Buffer {
  const fd = openSync(file, 'r')
  try {
    const buf = Buffer.alloc(bytes)
    const bytesRead = readSync(fd, buf, 0, bytes, 0)
    return buf.subarray(0, bytesRead)
  } finally {
    closeSync(fd)
  }
}

function readOutputFile(path: string, name: string, maxFileBytes: number, budget: Budget): ViewerFile {
  let size: number
  try {
    size = statSync(path).size
  } catch {
    return { name, kind: 'omitted', size: 0, note: 'could not be read' }
  }
  if (budget.left <= 0) return { name, kind: 'omitted', size, note: OVER_BUDGET }
  const ext = /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase() ?? ''
  try {
    // Own keys only: an extension such as .constructor must not find Object's built-ins.
    const image = Object.hasOwn(IMAGE_TYPES, ext) ? IMAGE_TYPES[ext] : undefined
    if (image) {
      if (size > maxFileBytes) return { name, kind: 'omitted', size, note: `image not embedded: ${formatBytes(size)} is over the ${formatBytes(maxFileBytes)} cap` }
      const data = readFileSync(path)
      if (image.magic(data)) {
        budget.left -= Math.ceil((data.length * 4) / 3)
        return { name, kind: 'image', size, dataUri: `data:${image.mime};base64,${data.toString('base64')}` }
      }
      return { name, kind: 'binary', size, note: `binary file (not a valid .${ext} image), not embedded` }
    }
    const head = readHead(path, Math.min(size, maxFileBytes))
    if (head.subarray(0, 8192).includes(0)) return { name, kind: 'binary', size, note: 'binary file, not embedded' }
    let text = head.toString('utf8')
    let note: string | undefined
    if (size > maxFileBytes) {
      if (text.endsWith('\uFFFD')) text = text.slice(0, -1)
      note = `truncated: showing the first ${formatBytes(maxFileBytes)} of ${formatBytes(size)}`
    }
    budget.left -= head.length
    if (ext === 'json' && !note) {
      try {
        return { name, kind: 'json', size, content: JSON.stringify(JSON.parse(text), null, 2) }
      } catch {
        return { name, kind: 'text', size, content: text, note: 'not valid JSON, shown as text' }
      }
    }
    return note ? { name, kind: 'text', size, content: text, note } : { name, kind: 'text', size, content: text }
  } catch {
    return { name, kind: 'omitted', size, note: 'could not be read' }
  }
}

// ─── grading / benchmark / summary ────────────────────────────────────────────────────

/** A decoded grading.json (src/log/: `decodeGrade`) as the viewer shows it; skill-creator's fallbacks from `gradeCounts`. */
export function normalizeGrading(grade: RunGrade | undefined): ViewerGrading | null {
  if (!grade) return null
  const expectations = grade.expectations.map((e) => viewerExpectation(e))
  return { expectations, ...gradeCounts(grade) }
}

export function statsOf(values: number[]): Stats | null {
  if (values.length === 0) return null
  const n = values.length
  const mean = values.reduce((a, b) => a + b, 0) / n
  const variance = n > 1 ? values.reduce((a, b) => a + (b - mean) ** 2, 0) / (n - 1) : 0
  const r = (x: number) => Math.round(x * 10000) / 10000
  return { mean: r(mean), stddev: r(Math.sqrt(variance)), min: r(Math.min(...values)), max: r(Math.max(...values)) }
}

const signed = (x: number, digits: number) => (x < 0 ? '-' : '+') + Math.abs(x).toFixed(digits)

function orderConfigs(configs: Iterable<string>): string[] {
  const set = [...new Set(configs)]
  return set.sort((a, b) => {
    const ia = CONFIG_ORDER.indexOf(a)
    const ib = CONFIG_ORDER.indexOf(b)
    return (ia < 0 ? 99 : ia) - (ib < 0 ? 99 : ib) || (a < b ? -1 : a > b ? 1 : 0)
  })
}

function costByConfig(runs: ViewerRun[]): Record<string, number | null> {
  const out: Record<string, number | null> = {}
  for (const c of new Set(runs.map((r) => r.configuration))) {
    const costs = runs.filter((r) => r.configuration === c && r.status !== 'skipped').map((r) => r.costUsd)
    out[c] = costs.length > 0 && costs.every((x) => x !== null) ? (costs as number[]).reduce((a, b) => a + b, 0) : null
  }
  return out
}

function benchmarkFromJson(b: BenchmarkOutline, runs: ViewerRun[]): BenchmarkView {
  const benchRuns: BenchmarkRunView[] = b.runs.map((r) => ({
    evalId: r.evalId,
    evalName: r.evalName,
    configuration: r.configuration,
    run: r.runNumber ?? 0,
    passRate: r.passRate,
    passed: r.passed ?? 0,
    total: r.total ?? 0,
    timeSeconds: r.timeSeconds,
    tokens: r.tokens,
    errors: r.errors ?? 0,
    expectations: r.expectations
  }))
  const configs = orderConfigs([...b.summary.map((s) => s.configuration), ...benchRuns.map((r) => r.configuration)])
  const cost = costByConfig(runs)
  const summary: BenchmarkView['summary'] = {}
  for (const c of configs) {
    const s = b.summary.find((x) => x.configuration === c)
    summary[c] = {
      passRate: s?.passRate ?? null,
      timeSeconds: s?.timeSeconds ?? null,
      tokens: s?.tokens ?? null,
      costUsd: cost[c] ?? null,
      runs: benchRuns.filter((r) => r.configuration === c).length
    }
  }
  return { source: 'benchmark.json', configurations: configs, summary, delta: b.delta, runs: benchRuns, notes: b.notes }
}

/** Without benchmark.json: the same tables, computed from the runs (graded ones for pass rates). */
function benchmarkFromRuns(runs: ViewerRun[], evals: Map<string, ViewerEval>): BenchmarkView {
  const configs = orderConfigs(runs.map((r) => r.configuration))
  const benchRuns: BenchmarkRunView[] = runs
    .filter((r) => r.status === 'completed')
    .map((r) => ({
      evalId: r.evalId,
      evalName: evals.get(r.evalKey)?.evalName ?? '',
      configuration: r.configuration,
      run: r.trial,
      passRate: r.grading?.passRate ?? null,
      passed: r.grading?.passed ?? 0,
      total: r.grading?.total ?? 0,
      timeSeconds: r.durationMs === null ? null : Math.round(r.durationMs / 100) / 10,
      tokens: r.tokens,
      errors: r.toolCalls.filter((c) => c.isError).length,
      expectations: (r.grading?.expectations ?? []).map((e) => ({ text: e.text, passed: e.passed, evidence: e.evidence }))
    }))
  const cost = costByConfig(runs)
  const summary: BenchmarkView['summary'] = {}
  for (const c of configs) {
    const rs = benchRuns.filter((r) => r.configuration === c)
    const vals = (f: (r: BenchmarkRunView) => number | null) => rs.map(f).filter((x): x is number => x !== null)
    summary[c] = {
      passRate: statsOf(vals((r) => r.passRate)),
      timeSeconds: statsOf(vals((r) => r.timeSeconds)),
      tokens: statsOf(vals((r) => r.tokens)),
      costUsd: cost[c] ?? null,
      runs: rs.length
    }
  }
  const a = summary.with_skill
  const b = summary.without_skill
  const delta = (k: 'passRate' | 'timeSeconds' | 'tokens', digits: number) =>
    a?.[k] && b?.[k] ? signed(a[k]!.mean - b[k]!.mean, digits) : null
  const notes: string[] = []
  const notCompleted = runs.filter((r) => r.status !== 'completed')
  if (notCompleted.length > 0) notes.push(`${notCompleted.length} run(s) did not complete (error or skipped) and are not counted.`)
  if (benchRuns.length > 0 && benchRuns.every((r) => r.passRate === null)) notes.push('No run is graded yet: pass rates are unknown.')
  return {
    source: 'computed',
    configurations: configs,
    summary,
    delta: { passRate: delta('passRate', 2), timeSeconds: delta('timeSeconds', 1), tokens: delta('tokens', 0) },
    runs: benchRuns,
    notes
  }
}

function normalizeSummary(o: SummaryOutline | undefined): { summary: ViewerSummary | null; skills: Map<string, SkillVerdictView> } {
  const skills = new Map<string, SkillVerdictView>()
  if (!o) return { summary: null, skills }
  for (const s of o.skills) {
    skills.set(s.name, { verdict: s.verdict, tier: s.tier, passRate: s.passRate, costUsd: s.costUsd, flaky: s.flaky, saturated: s.saturated })
  }
  return { summary: { verdict: o.verdict, confidence: o.confidence, reasons: o.reasons }, skills }
}

// ─── runs ─────────────────────────────────────────────────────────────────────────────

function stringifyInput(v: unknown): string {
  if (typeof v === 'string') return v
  try {
    return JSON.stringify(v, null, 2) ?? ''
  } catch {
    return String(v)
  }
}

/** skill-creator's feedback id: the run folder relative to the iteration folder, `/` and `\` → `-`. */
export function feedbackRunId(evalDir: string, config: string, runDir: string): string {
  return `${evalDir}/${config}/${runDir}`.replace(/[/\\]/g, '-')
}

interface RunLocation {
  skill: string
  iteration: string
  evalDir: string
  config: string
  runDir: string
}

function locationOf(runId: string): RunLocation | null {
  const parts = runId.split('/')
  if (parts.length !== 5 || parts.some((p) => p === '' || p === '.' || p === '..')) return null
  const [skill, iteration, evalDir, config, runDir] = parts as [string, string, string, string, string]
  return { skill, iteration, evalDir, config, runDir }
}

const VIEWER_RUN_FOLDERS: RunFolderFilter = { iteration: /^iteration-/, evalDir: /^eval-/, configuration: () => true, run: /^run-/ }

/** The last record of each run in the results log (src/log/: torn lines skipped, bad records an error). */
async function loadRunsJsonl(outDir: string): Promise<Map<string, Obj>> {
  return (await openResultsLog(outDir).load()) as unknown as Map<string, Obj>
}

// ─── entry point ──────────────────────────────────────────────────────────────────────

export async function collectViewerData(outDir: string, opts: CollectOptions = {}): Promise<ViewerModel> {
  const root = resolve(outDir)
  const maxFileBytes = opts.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES
  const maxToolBytes = opts.maxToolBytes ?? Math.min(maxFileBytes, 32 * 1024)
  const maxFilesPerRun = opts.maxFilesPerRun ?? 200
  const budget: Budget = { left: opts.maxTotalBytes ?? DEFAULT_MAX_TOTAL_BYTES }
  const warnings: string[] = []

  const records = await loadRunsJsonl(root)

  // Every run folder on disk, plus records whose folder is gone.
  const locations = new Map<string, RunLocation>()
  for (const f of await listRunFolders(root, VIEWER_RUN_FOLDERS)) {
    locations.set(f.runId, { skill: f.skill, iteration: f.iteration, evalDir: f.evalDir, config: f.configuration, runDir: f.run })
  }
  for (const runId of records.keys()) {
    const loc = locationOf(runId)
    if (loc && !locations.has(runId)) locations.set(runId, loc)
  }

  const evals = new Map<string, ViewerEval>()
  const runs: ViewerRun[] = []
  const fingerprint: string[] = []

  for (const [key, loc] of locations) {
    const runPath = join(root, loc.skill, loc.iteration, loc.evalDir, loc.config, loc.runDir)
    const evalPath = join(root, loc.skill, loc.iteration, loc.evalDir)
    let rec = records.get(key)
    if (!rec) {
      const fromFile = await readJson(join(runPath, 'run.json'), warnings, `${key}/run.json`)
      rec = isObj(fromFile) ? fromFile : {}
    }

    const evalKey = `${loc.skill}/${loc.iteration}/${loc.evalDir}`
    if (!evals.has(evalKey)) {
      const m: EvalMetadata =
        (await readDecodedFile(join(evalPath, 'eval_metadata.json'), decodeEvalMetadata, warnings, `${evalKey}/eval_metadata.json`)) ??
        (await readDecodedFile(join(runPath, 'eval_metadata.json'), decodeEvalMetadata, warnings, `${key}/eval_metadata.json`)) ??
        {}
      const idFromDir = /^eval-([^-]+)/.exec(loc.evalDir)?.[1] ?? loc.evalDir
      evals.set(evalKey, {
        key: evalKey,
        skill: skillNameOfFolder(loc.skill),
        iteration: loc.iteration,
        evalId: str(m.eval_id, str(rec.evalId, idFromDir)),
        evalName: m.eval_name ?? (loc.evalDir.replace(/^eval-[^-]+-?/, '') || loc.evalDir),
        evalDir: loc.evalDir,
        prompt: capText(m.prompt ?? '', maxFileBytes).text,
        expectedOutput: capText(m.expected_output ?? '', maxFileBytes).text,
        inputFiles: m.files ?? [],
        assertions: m.assertions ?? []
      })
    }

    // outputs/
    const names = listFiles(join(runPath, 'outputs')).filter((n) => n !== 'metrics.json')
    const files: ViewerFile[] = []
    for (const name of names.slice(0, maxFilesPerRun)) files.push(readOutputFile(join(runPath, 'outputs', ...name.split('/')), name, maxFileBytes, budget))
    if (names.length > maxFilesPerRun) warnings.push(`${key}: ${names.length - maxFilesPerRun} more output files not listed`)

    const grade =
      (await readDecodedFile(join(runPath, GRADING_FILE), decodeGrade, warnings, `${key}/${GRADING_FILE}`)) ??
      (await readDecodedFile(join(runPath, '..', GRADING_FILE), decodeGrade, warnings, `${loc.skill}/${loc.iteration}/${loc.evalDir}/${loc.config}/${GRADING_FILE}`))

    const response = capText(str(rec.response), maxToolBytes)
    const toolCalls: ViewerToolCall[] = arr(rec.toolCalls)
      .filter(isObj)
      .map((c) => ({
        turn: num(c.turn) ?? 0,
        name: str(c.name, '?'),
        input: withNote(capText(stringifyInput(c.input), maxToolBytes)),
        output: withNote(capText(str(c.output), maxToolBytes)),
        isError: c.isError === true
      }))
    const error = isObj(rec.error) ? str(rec.error.message, 'error') : typeof rec.error === 'string' ? rec.error : null
    const trial = num(rec.trial) ?? Number(/(\d+)$/.exec(loc.runDir)?.[1] ?? 0)
    const run: ViewerRun = {
      key,
      runId: feedbackRunId(loc.evalDir, loc.config, loc.runDir),
      skill: skillNameOfFolder(loc.skill),
      iteration: loc.iteration,
      evalKey,
      evalId: evals.get(evalKey)!.evalId,
      configuration: loc.config,
      trial,
      status: str(rec.status, Object.keys(rec).length === 0 ? 'unknown' : 'completed'),
      error,
      skillUsed: typeof rec.skillUsed === 'boolean' ? rec.skillUsed : null,
      model: str(rec.model),
      response: response.text,
      toolCalls,
      files,
      grading: normalizeGrading(grade),
      durationMs: num(rec.durationMs),
      tokens: tokensOf(rec.usage),
      costUsd: num(rec.costUsd)
    }
    if (response.note) run.responseNote = response.note
    if (isSimulatedRecord(rec)) run.simulated = true
    runs.push(run)
    fingerprint.push(`${key}|${str(rec.startedAt)}|${str(rec.finishedAt)}`)
  }

  // Only when a file was left out: a budget that ends exactly at the last file lost nothing.
  if (runs.some((r) => r.files.some((f) => f.note === OVER_BUDGET))) warnings.push('The report reached its total size cap: some output files are listed but not embedded.')

  const configRank = (c: string) => {
    const i = CONFIG_ORDER.indexOf(c)
    return i < 0 ? 99 : i
  }
  runs.sort(
    (a, b) =>
      (a.skill < b.skill ? -1 : a.skill > b.skill ? 1 : 0) ||
      iterationNumber(a.iteration) - iterationNumber(b.iteration) ||
      numericAware(a.evalId, b.evalId) ||
      (a.evalKey < b.evalKey ? -1 : a.evalKey > b.evalKey ? 1 : 0) ||
      a.trial - b.trial ||
      configRank(a.configuration) - configRank(b.configuration) ||
      (a.configuration < b.configuration ? -1 : a.configuration > b.configuration ? 1 : 0)
  )

  // Per skill: the latest iteration's benchmark (benchmark.json, else computed) and verdict.
  // Tolerantly (an outline, src/log/outline.ts): the page shows what it can of an old or partial summary.
  const summaryRaw = await readJson(join(root, SUMMARY_FILE), warnings, SUMMARY_FILE)
  const { summary, skills: verdicts } = normalizeSummary(summaryOutline(summaryRaw))
  const skills: ViewerSkill[] = []
  const skillIterations = new Map<string, Set<string>>()
  for (const r of runs) {
    if (!skillIterations.has(r.skill)) skillIterations.set(r.skill, new Set())
    skillIterations.get(r.skill)!.add(r.iteration)
  }
  for (const [name, its] of skillIterations) {
    for (const iteration of [...its].sort((a, b) => iterationNumber(a) - iterationNumber(b))) {
      const iterRuns = runs.filter((r) => r.skill === name && r.iteration === iteration)
      const folder = skillFolderName(name)
      const bench = benchmarkOutline(await readJson(join(root, folder, iteration, 'benchmark.json'), warnings, `${folder}/${iteration}/benchmark.json`))
      skills.push({
        name,
        iteration,
        benchmark: bench ? benchmarkFromJson(bench, iterRuns) : benchmarkFromRuns(iterRuns, evals),
        verdict: verdicts.get(name) ?? null
      })
    }
  }

  // Optional sections: present in the model only when their files exist, so a plain results
  // folder gives exactly the model (and page) it gave before.
  const pipelines = await collectPipelines(root, warnings, { maxFileBytes, maxToolBytes })
  const crossModel = await collectCrossModel(root, warnings)
  const simulated = runs.some((r) => r.simulated === true)
  const overview = await collectOverview(summaryRaw, warnings, simulated)

  const skillNames = [...skillIterations.keys()]
  const model: ViewerModel = {
    version: VIEWER_MODEL_VERSION,
    title: opts.title ?? (skillNames.length > 0 ? `Eval review: ${skillNames.join(', ')}` : 'Eval review'),
    generatedAt: (opts.now ?? new Date()).toISOString(),
    reportKey: createHash('sha256').update(fingerprint.sort().join('\n')).digest('hex').slice(0, 16),
    maxFileBytes,
    summary,
    skills,
    evals: [...evals.values()].filter((e) => runs.some((r) => r.evalKey === e.key)),
    runs,
    warnings
  }
  if (pipelines) model.pipelines = pipelines
  if (crossModel) model.crossModel = crossModel
  if (overview) model.overview = overview
  if (simulated || overview?.simulated) model.simulated = true
  return model
}

/**
 * A run the local simulated model made (`run --simulate`, the demo): the record says so
 * (`simulated: true`), or its answer carries the simulated model's mark.
 */
export function isSimulatedRecord(rec: Obj): boolean {
  return rec.simulated === true || (typeof rec.response === 'string' && rec.response.startsWith('(simulated model)'))
}

function withNote(c: { text: string; note?: string }): string {
  return c.note ? `${c.text}\n… [${c.note}]` : c.text
}
