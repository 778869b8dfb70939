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
import { isObject as isObj } from '../text/object.js'
import { readJsonDetailed } from '../log/index.js'

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

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null)

/** Parse one history file's JSON; undefined when it is neither a summary nor a benchmark. */
export function parseHistoryFile(file: string, json: unknown): HistoryEntry | undefined {
  if (!isObj(json)) return undefined
  if (Array.isArray(json['skills']) && (json['schema_version'] === 1 || typeof json['generated_at'] === 'string')) {
    const skills: HistorySkill[] = []
    for (const s of json['skills'] as unknown[]) {
      if (!isObj(s) || typeof s['name'] !== 'string') continue
      const conf = isObj(s['configurations']) ? s['configurations'] : {}
      const ws = isObj(conf['with_skill']) ? conf['with_skill'] : {}
      const evals: HistoryEval[] = []
      for (const e of Array.isArray(s['eval_results']) ? (s['eval_results'] as unknown[]) : []) {
        if (!isObj(e) || (typeof e['id'] !== 'string' && typeof e['id'] !== 'number')) continue
        const c = isObj(e['configurations']) && isObj(e['configurations']['with_skill']) ? e['configurations']['with_skill'] : undefined
        if (!c) continue
        evals.push({ id: String(e['id']), passed: num(c['passed']) ?? 0, graded: num(c['graded']) ?? 0 })
      }
      skills.push({
        name: s['name'],
        passRate: num(ws['pass_rate']),
        metric: 'runs',
        passed: num(ws['passed']),
        graded: num(ws['graded']),
        evals: evals.length > 0 ? evals : null,
        ...(typeof s['model'] === 'string' && s['model'] !== '' ? { model: s['model'] } : {}),
      })
    }
    return { file, timestamp: typeof json['generated_at'] === 'string' ? json['generated_at'] : '', kind: 'summary', skills }
  }
  const meta = json['metadata']
  if (isObj(meta) && typeof meta['skill_name'] === 'string' && (Array.isArray(json['runs']) || isObj(json['run_summary']))) {
    const per = new Map<string, HistoryEval>()
    for (const r of Array.isArray(json['runs']) ? (json['runs'] as unknown[]) : []) {
      if (!isObj(r) || r['configuration'] !== 'with_skill' || !isObj(r['result'])) continue
      const total = num(r['result']['total']) ?? 0
      if (total <= 0) continue
      const id = String(r['eval_id'])
      const e = per.get(id) ?? { id, passed: 0, graded: 0 }
      e.graded++
      if (num(r['result']['passed']) === total) e.passed++
      per.set(id, e)
    }
    const evals = [...per.values()]
    const model = typeof meta['executor_model'] === 'string' && meta['executor_model'] !== '' ? { model: meta['executor_model'] } : {}
    let skill: HistorySkill
    if (evals.length > 0) {
      const passed = evals.reduce((a, e) => a + e.passed, 0)
      const graded = evals.reduce((a, e) => a + e.graded, 0)
      skill = { name: meta['skill_name'], passRate: passed / graded, metric: 'runs', passed, graded, evals, ...model }
    } else {
      const rs = isObj(json['run_summary']) ? json['run_summary'] : {}
      const ws = isObj(rs['with_skill']) && isObj(rs['with_skill']['pass_rate']) ? rs['with_skill']['pass_rate'] : {}
      skill = { name: meta['skill_name'], passRate: num(ws['mean']), metric: 'assertions', passed: null, graded: null, evals: null, ...model }
    }
    return { file, timestamp: typeof meta['timestamp'] === 'string' ? meta['timestamp'] : '', kind: 'benchmark', skills: [skill] }
  }
  return undefined
}

/** Oldest → newest: by timestamp (unparseable = oldest), then file name. */
export function sortHistory(entries: HistoryEntry[]): HistoryEntry[] {
  const t = (e: HistoryEntry) => {
    const v = Date.parse(e.timestamp)
    return Number.isFinite(v) ? v : -Infinity
  }
  return [...entries].sort((a, b) => t(a) - t(b) || (a.file < b.file ? -1 : a.file > b.file ? 1 : 0))
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
      names = (await readdir(dir)).filter((n) => n.endsWith('.json')).sort()
    } catch {
      continue
    }
    for (const name of names) {
      const file = join(dir, name)
      const r = await readJsonDetailed(file, 20 * 1024 * 1024)
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
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
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
