/**
 * Benchmark history: earlier results of each skill, read from JSON files (by default the
 * repository's `evals/benchmarks/*.json`, which SPEC-0017 has CI commit on merge to main, plus
 * any folder given with `report --history DIR`). Two shapes are understood:
 *
 * - our `summary.json` (schemas/summary.schema.json): per skill, its with_skill pass rate over
 *   runs and per-eval passed/graded counts;
 * - skill-creator's `benchmark.json`: one skill; per-eval counts come from `runs[]` (a run passes
 *   when every expectation passed), else only `run_summary.with_skill.pass_rate.mean` (an
 *   assertion-level mean, marked `metric: 'assertions'`).
 *
 * Files are ordered oldest → newest by their own timestamp (`generated_at` / `metadata.timestamp`),
 * then by file name. Used for two things: the base of a head-vs-base comparison when no paired
 * base run exists (`latestBaseline`), and saturation (`saturation`).
 *
 * Everything but `readHistory` is pure.
 */
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { benchmarkOutline, readJsonDetailed, summaryOutline } from '../log/index.js'

export interface HistoryEval {
  id: string
  passed: number
  graded: number
}

export interface HistorySkill {
  name: string
  /** With-skill pass rate; null when unknown. */
  passRate: number | null
  /** 'runs': share of graded runs that passed every assertion (ours); 'assertions': skill-creator's mean. */
  metric: 'runs' | 'assertions'
  passed: number | null
  graded: number | null
  /** Per-eval with_skill counts, when the file has them. */
  evals: HistoryEval[] | null
  /**
   * The model the record's with-skill runs used (summary `skills[].model`, benchmark
   * `metadata.executor_model`); several joined with ', '; null/absent when the file does not say.
   */
  model?: string | null
}

export interface HistoryEntry {
  file: string
  timestamp: string
  kind: 'summary' | 'benchmark'
  skills: HistorySkill[]
}

/** Parse one history file's JSON (through the log's outlines); undefined when it is neither a summary nor a benchmark. */
export function parseHistoryFile(file: string, json: unknown): HistoryEntry | undefined {
  const sum = summaryOutline(json)
  if (!sum) return undefined
  if (sum.hasSkillList && (sum.schemaVersion === 1 || sum.generatedAt !== null)) {
    const skills: HistorySkill[] = sum.skills.map((s) => {
      const ws = s.configurations['with_skill']
      const evals: HistoryEval[] = s.evalResults.flatMap((e) => {
        const c = e.configurations['with_skill']
        return c ? [{ id: e.id, passed: c.passed ?? 0, graded: c.graded ?? 0 }] : []
      })
      return {
        name: s.name,
        passRate: ws?.passRate ?? null,
        metric: 'runs',
        passed: ws?.passed ?? null,
        graded: ws?.graded ?? null,
        evals: evals.length > 0 ? evals : null,
        ...(s.model ? { model: s.model } : {}),
      }
    })
    return { file, timestamp: sum.generatedAt ?? '', kind: 'summary', skills }
  }
  const bench = benchmarkOutline(json)
  // Stryker disable next-line OptionalChaining: `json` is an object here (summaryOutline returned an outline), so benchmarkOutline never returns undefined
  if (bench?.skillName != null && (bench.hasRuns || bench.hasRunSummary)) {
    const per = new Map<string, HistoryEval>()
    for (const r of bench.runs) {
      if (r.configuration !== 'with_skill' || !r.hasResult) continue
      const total = r.total ?? 0
      if (total <= 0) continue
      const e = per.get(r.evalId) ?? { id: r.evalId, passed: 0, graded: 0 }
      e.graded++
      if (r.passed === total) e.passed++
      per.set(r.evalId, e)
    }
    const evals = [...per.values()]
    const model = bench.executorModel ? { model: bench.executorModel } : {}
    let skill: HistorySkill
    if (evals.length > 0) {
      const passed = evals.reduce((a, e) => a + e.passed, 0)
      const graded = evals.reduce((a, e) => a + e.graded, 0)
      skill = { name: bench.skillName, passRate: passed / graded, metric: 'runs', passed, graded, evals, ...model }
    } else {
      const ws = bench.summary.find((x) => x.configuration === 'with_skill')
      skill = { name: bench.skillName, passRate: ws?.passRate?.mean ?? null, metric: 'assertions', passed: null, graded: null, evals: null, ...model }
    }
    return { file, timestamp: bench.timestamp ?? '', kind: 'benchmark', skills: [skill] }
  }
  return undefined
}

/** Oldest → newest: by timestamp (unparseable = oldest), then file name. */
export function sortHistory(entries: HistoryEntry[]): HistoryEntry[] {
  const t = (e: HistoryEntry) => {
    const v = Date.parse(e.timestamp)
    return Number.isFinite(v) ? v : -Infinity
  }
  return [...entries].sort((a, b) => t(a) - t(b) || compareText(a.file, b.file))
}

/** Code-unit order of two different strings (file paths, eval ids), for Array.prototype.sort. */
function compareText(x: string, y: string): number {
  // Stryker disable next-line EqualityOperator: the strings compared are never equal (unique file paths, unique eval ids)
  if (x < y) return -1
  // Stryker disable next-line ConditionalExpression,EqualityOperator: V8's sort only asks whether a comparison is below 0, and the strings are never equal, so 1 or 0 here gives the same order
  return x > y ? 1 : 0
}

/**
 * Read every `*.json` directly inside each folder (missing folders are fine; unreadable or
 * foreign files are skipped and named in `skipped`). Not recursive.
 */
export async function readHistory(dirs: string[]): Promise<{ entries: HistoryEntry[]; skipped: string[] }> {
  const entries: HistoryEntry[] = []
  const skipped: string[] = []
  for (const dir of dirs) {
    let names: string[]
    try {
      // Stryker disable next-line MethodExpression: the order readdir lists names in is the file system's (sorted on the test machines' file systems for these few names), so no test can tell the sort away reliably; the sort makes it the same everywhere
      names = (await readdir(dir)).filter((n) => n.endsWith('.json')).sort()
    } catch {
      continue
    }
    for (const name of names) {
      const file = join(dir, name)
      const r = await readJsonDetailed(file, 20 * 1024 * 1024)
      // Stryker disable next-line ConditionalExpression: a missing or broken file has no value, and parseHistoryFile of undefined is undefined too
      const e = r.state === 'ok' ? parseHistoryFile(file, r.value) : undefined
      if (e) entries.push(e)
      else skipped.push(file)
    }
  }
  return { entries: sortHistory(entries), skipped }
}

/**
 * The newest history record of a skill that has a pass rate. With `model` (the run's model),
 * records that say they were made with another model are skipped: the weekly matrix commits one
 * entry per model (`evals/benchmarks/<date>-<model>.json`, the summary carries the model), and a
 * drop against another model's pass rate is not a regression of the skill. Records that do not
 * name a model are still used.
 */
export function latestBaseline(skill: string, history: HistoryEntry[], model?: string | null): { entry: HistoryEntry; skill: HistorySkill } | undefined {
  for (let i = history.length - 1; i >= 0; i--) {
    const s = history[i]!.skills.find((x) => x.name === skill)
    if (!s || s.passRate === null) continue
    if (model && s.model && s.model !== model) continue
    return { entry: history[i]!, skill: s }
  }
  return undefined
}

export interface Saturation {
  saturated: boolean
  /** How many consecutive identical records make a skill saturated (3, as cab-killer). */
  window: number
  /** Records compared, the current one included. */
  records: number
  /** The identical grades are all passes (the evals no longer discriminate). */
  all_pass: boolean
  /** History files of the earlier records compared. */
  sources: string[]
  message: string
}

/** Grades as one comparable string: per eval (sorted by id) `id:passed/graded`. */
export function gradeSignature(evals: readonly HistoryEval[]): string {
  return [...evals]
    .sort((a, b) => compareText(a.id, b.id))
    .map((e) => `${e.id}:${e.passed}/${e.graded}`)
    .join(' ')
}

/**
 * Saturation (cab-killer eval-runner): the last `window` recorded runs of a skill, the current
 * one included, gave identical grades (same evals, same passed/graded counts per eval with the
 * skill). A saturated suite no longer tells versions apart: tighten or add evals.
 */
export function saturation(skill: string, current: readonly HistoryEval[], history: readonly HistoryEntry[], window = 3): Saturation {
  const sig = gradeSignature(current)
  const sources: string[] = []
  for (let i = history.length - 1; i >= 0 && sources.length < window - 1; i--) {
    const s = history[i]!.skills.find((x) => x.name === skill)
    if (!s) continue
    if (!s.evals || gradeSignature(s.evals) !== sig) break
    sources.push(history[i]!.file)
  }
  const records = sources.length + 1
  const saturated = current.length > 0 && records >= window
  const allPass = current.length > 0 && current.every((e) => e.graded > 0 && e.passed === e.graded)
  return {
    saturated,
    window,
    records,
    all_pass: allPass,
    sources,
    message: saturated
      ? `The last ${window} recorded runs of '${skill}' gave identical grades${allPass ? ' (all passing)' : ''}: the evals no longer tell versions apart; tighten them or add harder ones.`
      : `${records} of the last ${window} recorded runs of '${skill}' gave identical grades.`,
  }
}
