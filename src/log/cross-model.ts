/**
 * cross-model.json read tolerantly into a typed table (the viewer's Cross-model section). The
 * weekly matrix writes it (src/gate/matrix.ts, `CrossModelTable`); its format is still being
 * settled, so several spellings of each field are understood here, in one place:
 * pass rates (`pass_rate`, `passRate`, `rate`, `mean`; a 0..100 percentage is scaled), bounds
 * (`low`/`lo`/`lower`/`ci_low`/`min`, or an `interval`/`ci`/`ci95`/`wilson` pair or object),
 * counts (`graded`/`n`/`trials`/`runs`/`total`), skills as a list or a map, cells as a list or a
 * map (`cells`/`models`/`by_model`/`results`), anomalies per cell, per skill or for the whole
 * table. Untrusted text: names and notes are cut to the caller's caps while they are read.
 */
import { arr, isObject, num, str, type JsonObject as Obj } from '../text/object.js'
import { cutUtf8 } from '../text/utf8.js'

const MAX_MODELS = 100
const MAX_SKILLS = 2000

/** At most `maxBytes` UTF-8 bytes (cut on a character boundary). */
const cut = (text: string, maxBytes: number): string => (Buffer.byteLength(text, 'utf8') <= maxBytes ? text : cutUtf8(text, maxBytes))
const has = (o: Obj, k: string) => Object.prototype.hasOwnProperty.call(o, k)
function pick(o: Obj, keys: string[]): unknown {
  for (const k of keys) if (has(o, k) && o[k] !== undefined && o[k] !== null) return o[k]
  return undefined
}

export interface CrossModelOutlineCell {
  passRate: number | null
  low: number | null
  high: number | null
  /** Graded runs behind the rate. */
  n: number | null
  passed: number | null
  anomaly: boolean
  /** `low` / `high` when the file says which way the model stands off. */
  direction: string | null
  /** Listed under the file's regressions (vs the same model's previous run). */
  regressed: boolean
}

export interface CrossModelOutlineRow {
  skill: string
  tier: string | null
  /** Aligned with `models`; null where the skill has no data for that model. */
  cells: Array<CrossModelOutlineCell | null>
  /** Spread of pass rates across models (0..1), from the file or computed. */
  range: number | null
  anomalies: string[]
}

export interface CrossModelOutline {
  models: string[]
  skills: CrossModelOutlineRow[]
  /** All skills per model, aligned with `models` (empty when the file has none). */
  totals: Array<CrossModelOutlineCell | null>
  /** How far off counts as an anomaly, in standard errors, when the file says. */
  anomalyThresholdSe: number | null
  generatedAt: string
  regressions: Array<{ skill: string; model: string; reason: string }>
  notes: string[]
}

/** A pass rate as 0..1 (a 0..100 percentage is scaled); null when not a rate. */
function rate(v: unknown): number | null {
  const x = num(v)
  if (x === null) return null
  const y = x > 1 && x <= 100 ? x / 100 : x
  return y >= 0 && y <= 1 ? y : null
}

function bound(v: Obj, keys: string[], intervalIndex: 0 | 1): number | null {
  const direct = rate(pick(v, keys))
  if (direct !== null) return direct
  const iv = pick(v, ['interval', 'ci', 'ci95', 'wilson', 'confidence_interval'])
  if (Array.isArray(iv)) return rate(iv[intervalIndex])
  if (isObject(iv)) return rate(pick(iv, keys))
  return null
}

function cellOf(v: unknown, short: (v: unknown) => string): CrossModelOutlineCell | null {
  if (typeof v === 'number') {
    const r = rate(v)
    return r === null ? null : { passRate: r, low: null, high: null, n: null, passed: null, anomaly: false, direction: null, regressed: false }
  }
  if (!isObject(v)) return null
  const anomaly = pick(v, ['anomaly', 'anomalous', 'is_anomaly'])
  const c: CrossModelOutlineCell = {
    passRate: rate(pick(v, ['pass_rate', 'passRate', 'rate', 'mean'])),
    low: bound(v, ['low', 'lo', 'lower', 'ci_low', 'min'], 0),
    high: bound(v, ['high', 'hi', 'upper', 'ci_high', 'max'], 1),
    n: num(pick(v, ['graded', 'n', 'trials', 'runs', 'total'])),
    passed: num(pick(v, ['passed', 'passes'])),
    // `true`, or an object describing it ({direction, z, …})
    anomaly: anomaly === true || isObject(anomaly),
    direction: isObject(anomaly) && typeof anomaly.direction === 'string' ? short(anomaly.direction) : null,
    regressed: false
  }
  return c.passRate === null && c.low === null && c.high === null && c.n === null ? null : c
}

function modelName(v: unknown, short: (v: unknown) => string): string {
  return isObject(v) ? short(pick(v, ['model', 'name', 'id'])) : short(v)
}

function rangeOf(v: unknown): number | null {
  if (typeof v === 'number') return rate(v)
  if (Array.isArray(v) && v.length === 2) {
    const a = rate(v[0])
    const b = rate(v[1])
    return a !== null && b !== null ? Math.abs(b - a) : null
  }
  if (isObject(v)) {
    const spread = rate(pick(v, ['spread', 'width', 'range', 'delta']))
    if (spread !== null) return spread
    const a = rate(pick(v, ['min', 'low']))
    const b = rate(pick(v, ['max', 'high']))
    return a !== null && b !== null ? Math.abs(b - a) : null
  }
  return null
}

/**
 * cross-model.json → its table (names and notes cut to `caps`); undefined when the value is not
 * a table this reader understands (no skill with a cell).
 */
export function crossModelOutline(raw: unknown, caps: { name: number; note: number }): CrossModelOutline | undefined {
  const short = (v: unknown, fallback = ''): string => cut(str(v, fallback), caps.name)
  if (!isObject(raw)) return undefined
  let skillsRaw: Array<[string, Obj]> = []
  if (Array.isArray(raw.skills)) {
    skillsRaw = raw.skills.filter(isObject).map((s) => [short(pick(s, ['skill', 'name', 'id'])), s])
  } else if (isObject(raw.skills)) {
    skillsRaw = Object.entries(raw.skills).filter((e): e is [string, Obj] => isObject(e[1])).map(([k, s]) => [short(k), s])
  }
  skillsRaw = skillsRaw.slice(0, MAX_SKILLS)

  const models: string[] = []
  const addModel = (m: string) => {
    if (m && !models.includes(m) && models.length < MAX_MODELS) models.push(m)
  }
  for (const m of arr(raw.models)) addModel(modelName(m, short))

  // Anomalies and regressions may also be listed once for the whole table: [{skill, model, …}].
  const listed = (v: unknown) =>
    arr(v)
      .filter(isObject)
      .map((a) => ({ skill: short(pick(a, ['skill', 'name'])), model: modelName(a, short), direction: typeof a.direction === 'string' ? short(a.direction) : null, reason: cut(str(a.reason), caps.name) }))
      .filter((a) => a.skill && a.model)
  const topAnomalies = listed(raw.anomalies)
  const regressions = listed(raw.regressions).slice(0, 500)

  const rows: Array<{ skill: string; tier: string | null; cells: Map<string, CrossModelOutlineCell>; range: unknown; anomalies: string[] }> = []
  for (const [skill, s] of skillsRaw) {
    const cellsRaw = pick(s, ['cells', 'models', 'by_model', 'results'])
    const cells = new Map<string, CrossModelOutlineCell>()
    const entries: Array<[string, unknown]> = Array.isArray(cellsRaw)
      ? cellsRaw.filter(isObject).map((c) => [modelName(c, short), c])
      : isObject(cellsRaw)
        ? Object.entries(cellsRaw).map(([k, v]) => [short(k), v])
        : []
    for (const [model, v] of entries) {
      const c = cellOf(v, short)
      if (!model || !c) continue
      addModel(model)
      if (models.includes(model)) cells.set(model, c)
    }
    const anomalies: string[] = []
    for (const a of arr(s.anomalies)) {
      const m = modelName(a, short)
      if (m && !anomalies.includes(m)) anomalies.push(m)
    }
    for (const a of topAnomalies) {
      if (a.skill !== skill) continue
      if (!anomalies.includes(a.model)) anomalies.push(a.model)
      const c = cells.get(a.model)
      if (c && a.direction && !c.direction) c.direction = a.direction
    }
    for (const [m, c] of cells) if (c.anomaly && !anomalies.includes(m)) anomalies.push(m)
    for (const m of anomalies) {
      const c = cells.get(m)
      if (c) c.anomaly = true
    }
    for (const r of regressions) {
      const c = r.skill === skill ? cells.get(r.model) : undefined
      if (c) c.regressed = true
    }
    const tier = pick(s, ['tier'])
    rows.push({ skill: skill || '?', tier: tier === undefined ? null : short(tier), cells, range: pick(s, ['range', 'spread']), anomalies })
  }
  if (!rows.some((r) => r.cells.size > 0)) return undefined

  const skills: CrossModelOutlineRow[] = rows.map((r) => {
    const rates = [...r.cells.values()].map((c) => c.passRate).filter((x): x is number => x !== null)
    const computed = rates.length >= 2 ? Math.max(...rates) - Math.min(...rates) : null
    return {
      skill: r.skill,
      tier: r.tier,
      cells: models.map((m) => r.cells.get(m) ?? null),
      range: rangeOf(r.range) ?? computed,
      anomalies: r.anomalies
    }
  })
  // Per-model totals: [{model, pass_rate, ci, graded, passed}] or {model: {…}}.
  const totalsByModel = new Map<string, CrossModelOutlineCell>()
  const totalsRaw = raw.totals
  const totalEntries: Array<[string, unknown]> = Array.isArray(totalsRaw)
    ? totalsRaw.filter(isObject).map((t) => [modelName(t, short), t])
    : isObject(totalsRaw)
      ? Object.entries(totalsRaw).map(([k, v]) => [short(k), v])
      : []
  for (const [m, v] of totalEntries) {
    const c = cellOf(v, short)
    if (m && c && models.includes(m)) totalsByModel.set(m, { ...c, anomaly: false, direction: null })
  }
  // Model lifecycle: deprecated / retiring models are worth a line.
  const lifecycle = arr(raw.lifecycle)
    .filter(isObject)
    .filter((l) => (typeof l.status === 'string' && l.status !== 'active' && l.status !== 'unknown') || l.near_end_of_life === true)
    .map((l) => `${modelName(l, short)}: ${str(l.message, str(l.status))}`)
  const notes = [...(typeof raw.note === 'string' ? [raw.note] : []), ...arr(raw.notes).filter((n): n is string => typeof n === 'string'), ...lifecycle]
    .slice(0, 50)
    .map((n) => cut(n, caps.note))
  return {
    models,
    skills,
    totals: totalsByModel.size > 0 ? models.map((m) => totalsByModel.get(m) ?? null) : [],
    anomalyThresholdSe: num(pick(raw, ['anomaly_threshold_se', 'anomaly_threshold'])),
    generatedAt: short(raw.generated_at),
    regressions: regressions.map((r) => ({ skill: r.skill, model: r.model, reason: r.reason })),
    notes
  }
}
