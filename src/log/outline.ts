/**
 * Outlines: the parts of a summary.json or a skill-creator benchmark.json that the views show,
 * read tolerantly. A results folder or a history folder may hold files written by older
 * skill-evals versions (before schemas/summary.schema.json was complete), by skill-creator's own
 * scripts, or cut short; the viewer, the history reader, compare and cross-model show what they
 * can of such files rather than stop. Each field here is typed: a value of another type reads as
 * absent (null, an empty list, or the entry is left out), so the views take typed fields and never
 * pick them out of raw JSON themselves.
 *
 * Strict reading (schema-checked, a clear error on a bad or newer file) is `decodeSummary` in
 * files.ts; the outline is for files the views must survive.
 */
import { arr, isObject, num, str, type JsonObject } from '../text/object.js'

const obj = (v: unknown): JsonObject => (isObject(v) ? v : {})
const text = (v: unknown): string | null => (typeof v === 'string' ? v : null)
/** A scalar as text (`1` → "1"); null when absent or null. */
const label = (v: unknown): string | null => (v === undefined || v === null ? null : str(v))

/** One configuration's counts in a summary (`configurations.<config>` of a skill or an eval result). */
export interface OutlineCounts {
  passRate: number | null
  passed: number | null
  graded: number | null
}

export interface SummaryOutlineSkill {
  name: string
  verdict: string | null
  tier: string | null
  /** `pass_rate`: configuration → rate. */
  passRate: Record<string, number | null>
  costUsd: number | null
  /** `flags.flaky` as texts. */
  flaky: string[]
  saturated: boolean | null
  /** The model the skill's runs used (any string, empty included); null when absent. */
  model: string | null
  /** `configurations`: configuration → counts (object entries only). */
  configurations: Record<string, OutlineCounts>
  /** `eval_results` with an id: per configuration (object entries only). */
  evalResults: { id: string; configurations: Record<string, OutlineCounts> }[]
}

export interface SummaryOutline {
  schemaVersion: number | null
  generatedAt: string | null
  verdict: string | null
  confidence: string | null
  reasons: string[]
  /** A top-level `model` (a per-model summary); null when absent. */
  model: string | null
  /** `skills` is a list (entries without a string name are left out). */
  hasSkillList: boolean
  skills: SummaryOutlineSkill[]
}

function counts(v: unknown): OutlineCounts {
  const c = obj(v)
  return { passRate: num(c['pass_rate']), passed: num(c['passed']), graded: num(c['graded']) }
}

function configurations(v: unknown): Record<string, OutlineCounts> {
  // No prototype: a configuration named like an Object method ('toString') is simply absent.
  const out = Object.create(null) as Record<string, OutlineCounts>
  for (const [k, c] of Object.entries(obj(v))) if (isObject(c)) out[k] = counts(c)
  return out
}

/** The outline of a parsed summary.json; undefined when it is not a JSON object. */
export function summaryOutline(value: unknown): SummaryOutline | undefined {
  if (!isObject(value)) return undefined
  const skills: SummaryOutlineSkill[] = []
  for (const s of arr(value['skills'])) {
    if (!isObject(s) || typeof s['name'] !== 'string') continue
    const flags = obj(s['flags'])
    const passRate: Record<string, number | null> = {}
    for (const [k, v] of Object.entries(obj(s['pass_rate']))) passRate[k] = num(v)
    skills.push({
      name: s['name'],
      verdict: text(s['verdict']),
      tier: label(s['tier']),
      passRate,
      costUsd: num(s['cost_usd']),
      flaky: arr(flags['flaky'])
        .map((x) => str(x))
        .filter((x) => x !== ''),
      saturated: typeof flags['saturated'] === 'boolean' ? flags['saturated'] : null,
      model: text(s['model']),
      configurations: configurations(s['configurations']),
      evalResults: arr(s['eval_results']).flatMap((e) =>
        isObject(e) && (typeof e['id'] === 'string' || typeof e['id'] === 'number') ? [{ id: String(e['id']), configurations: configurations(e['configurations']) }] : [],
      ),
    })
  }
  return {
    schemaVersion: num(value['schema_version']),
    generatedAt: text(value['generated_at']),
    verdict: text(value['verdict']),
    confidence: label(value['confidence']),
    reasons: arr(value['reasons']).filter((x): x is string => typeof x === 'string'),
    model: text(value['model']),
    hasSkillList: Array.isArray(value['skills']),
    skills,
  }
}

// ─── skill-creator's benchmark.json ──────────────────────────────────────────────────────

/** `{mean, stddev, min, max}` of a `run_summary` metric; null without a numeric mean. */
export interface OutlineStats {
  mean: number
  stddev: number
  min: number
  max: number
}

export interface BenchmarkOutlineRun {
  evalId: string
  evalName: string
  /** `configuration` ('unknown' when absent). */
  configuration: string
  runNumber: number | null
  /** `result` is an object. */
  hasResult: boolean
  passRate: number | null
  passed: number | null
  total: number | null
  timeSeconds: number | null
  tokens: number | null
  errors: number | null
  expectations: { text: string; passed: boolean; evidence: string }[]
}

export interface BenchmarkOutline {
  /** `metadata` is an object with a string `skill_name`. */
  skillName: string | null
  executorModel: string | null
  timestamp: string | null
  /** `runs` is a list. */
  hasRuns: boolean
  runs: BenchmarkOutlineRun[]
  /** `run_summary` is an object. */
  hasRunSummary: boolean
  /** `run_summary`'s configurations (object entries other than `delta`), in file order. */
  summary: { configuration: string; passRate: OutlineStats | null; timeSeconds: OutlineStats | null; tokens: OutlineStats | null }[]
  /** `run_summary.delta` values as text (strings or numbers), null when neither. */
  delta: { passRate: string | null; timeSeconds: string | null; tokens: string | null }
  notes: string[]
}

function stats(v: unknown): OutlineStats | null {
  if (!isObject(v)) return null
  const mean = num(v['mean'])
  if (mean === null) return null
  return { mean, stddev: num(v['stddev']) ?? 0, min: num(v['min']) ?? mean, max: num(v['max']) ?? mean }
}

const deltaText = (v: unknown): string | null => (typeof v === 'string' || typeof v === 'number' ? str(v) : null)

/** The outline of a parsed benchmark.json (skill-creator's `aggregate_benchmark.py` format); undefined when not a JSON object. */
export function benchmarkOutline(value: unknown): BenchmarkOutline | undefined {
  if (!isObject(value)) return undefined
  const meta = value['metadata']
  const rs = obj(value['run_summary'])
  const runs: BenchmarkOutlineRun[] = []
  for (const r of arr(value['runs'])) {
    if (!isObject(r)) continue
    const res = obj(r['result'])
    runs.push({
      evalId: str(r['eval_id']),
      evalName: str(r['eval_name']),
      configuration: str(r['configuration'], 'unknown'),
      runNumber: num(r['run_number']),
      hasResult: isObject(r['result']),
      passRate: num(res['pass_rate']),
      passed: num(res['passed']),
      total: num(res['total']),
      timeSeconds: num(res['time_seconds']),
      tokens: num(res['tokens']),
      errors: num(res['errors']),
      expectations: arr(r['expectations'])
        .filter(isObject)
        .map((e) => ({ text: str(e['text']), passed: e['passed'] === true, evidence: str(e['evidence']) })),
    })
  }
  const d = obj(rs['delta'])
  return {
    skillName: isObject(meta) && typeof meta['skill_name'] === 'string' ? meta['skill_name'] : null,
    executorModel: isObject(meta) ? text(meta['executor_model']) : null,
    timestamp: isObject(meta) ? text(meta['timestamp']) : null,
    hasRuns: Array.isArray(value['runs']),
    runs,
    hasRunSummary: isObject(value['run_summary']),
    summary: Object.keys(rs)
      .filter((k) => k !== 'delta' && isObject(rs[k]))
      .map((k) => {
        const s = obj(rs[k])
        return { configuration: k, passRate: stats(s['pass_rate']), timeSeconds: stats(s['time_seconds']), tokens: stats(s['tokens']) }
      }),
    delta: { passRate: deltaText(d['pass_rate']), timeSeconds: deltaText(d['time_seconds']), tokens: deltaText(d['tokens']) },
    notes: arr(value['notes']).filter((n): n is string => typeof n === 'string'),
  }
}

// ─── Per-model pass rates ─────────────────────────────────────────────────────────────────

function rate(v: unknown): number | undefined {
  if (typeof v !== 'number' || !Number.isFinite(v) || v < 0) return undefined
  return v > 1 ? (v <= 100 ? v / 100 : undefined) : v
}

function skillRateOf(s: JsonObject): number | undefined {
  const conf = isObject(s['configurations']) ? s['configurations'] : undefined
  const ws = conf && isObject(conf['with_skill']) ? conf['with_skill'] : undefined
  if (ws && rate(ws['pass_rate']) !== undefined) return rate(ws['pass_rate'])
  const pr = s['pass_rate']
  if (isObject(pr)) return rate(pr['with_skill'])
  return rate(pr)
}

/** One model's pass rate of a skill in a results or history file. */
export interface ModelRatePoint {
  skill: string
  model: string
  /** 0..1 (a value above 1 in the file is read as a percentage). */
  passRate: number
  /** The file's `generated_at` or `timestamp`; '' when neither. */
  timestamp: string
}

/**
 * The per-(skill, model) pass rates of a summary.json, a cross-model table or the weekly matrix's
 * cross-model.json (the shapes are listed in src/trust/evidence.ts, which reads them for the
 * trust tiers).
 */
export function modelRatesOutline(json: unknown): ModelRatePoint[] {
  if (!isObject(json)) return []
  const ts = typeof json['generated_at'] === 'string' ? json['generated_at'] : typeof json['timestamp'] === 'string' ? json['timestamp'] : ''
  const out: ModelRatePoint[] = []
  const fromSkills = (skills: unknown, model: string | undefined): void => {
    if (Array.isArray(skills)) {
      for (const s of skills) {
        if (!isObject(s) || typeof s['name'] !== 'string') continue
        if (isObject(s['cells'])) {
          // the weekly matrix's cross-model.json (src/gate/cross-model.ts): skills[].cells{model → cell}
          for (const [m, cell] of Object.entries(s['cells'])) {
            const r = isObject(cell) ? rate(cell['pass_rate']) : undefined
            if (r !== undefined) out.push({ skill: s['name'], model: m, passRate: r, timestamp: ts })
          }
          continue
        }
        const m = typeof s['model'] === 'string' && s['model'] ? s['model'] : model
        const r = skillRateOf(s)
        if (m && r !== undefined) out.push({ skill: s['name'], model: m, passRate: r, timestamp: ts })
      }
    } else if (isObject(skills) && model) {
      for (const [name, v] of Object.entries(skills)) {
        const r = isObject(v) ? skillRateOf(v) : rate(v)
        if (r !== undefined) out.push({ skill: name, model, passRate: r, timestamp: ts })
      }
    }
  }
  const models = json['models']
  if (isObject(models)) {
    for (const [model, v] of Object.entries(models)) if (isObject(v)) fromSkills(v['skills'], model)
  } else if (Array.isArray(models) && models.some(isObject)) {
    for (const v of models) if (isObject(v) && typeof v['model'] === 'string') fromSkills(v['skills'], v['model'])
  } else {
    fromSkills(json['skills'], typeof json['model'] === 'string' && json['model'] ? json['model'] : undefined)
  }
  return out
}
