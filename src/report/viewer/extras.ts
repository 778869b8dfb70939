/**
 * The viewer's optional sections, each present in the model only when its data is on disk:
 *
 * - Pipelines (issue 9): `<out>/pipelines.json` (the index) and `<out>/pipelines/<id>/result.json`
 *   per scenario (see src/pipeline/types.ts). A result.json without an index entry is still shown;
 *   an index entry without a readable result.json is shown from the index alone.
 * - Cross-model: `<out>/cross-model.json`. Its format is still being settled, so it is read very
 *   defensively (several spellings of each field); anything not understood becomes a note
 *   "cross-model data in an unknown format" with the file's text shown as text.
 *
 * As everywhere in the viewer, every string is untrusted text and is capped.
 */
import { readFile, readdir, stat } from 'node:fs/promises'
import { isAbsolute, join, posix, relative, resolve, sep } from 'node:path'
import type {
  CrossModelCell,
  CrossModelSkillRow,
  CrossModelView,
  PipelineFileChangeView,
  PipelineScenarioView,
  PipelineStepView,
  PipelinesView,
  ViewerExpectation
} from './model.js'
import { arr, capText, isObj, normalizeExpectation, num, readJson, str, tokensOf, type Obj } from './util.js'

export interface ExtraCaps {
  /** Cap for a step's diff. */
  maxFileBytes: number
  /** Cap for prompts, responses, evidence and other longer texts. */
  maxToolBytes: number
}

/** Names, ids and other short strings. */
const SHORT = 2048
const MAX_SCENARIOS = 500
const MAX_STEPS = 200
const MAX_ASSERTIONS = 200
const MAX_FILES_PER_STEP = 500
const MAX_MODELS = 100
const MAX_SKILLS = 2000
const RAW_BYTES = 64 * 1024

const has = (o: Obj, k: string) => Object.prototype.hasOwnProperty.call(o, k)
function pick(o: Obj, keys: string[]): unknown {
  for (const k of keys) if (has(o, k) && o[k] !== undefined && o[k] !== null) return o[k]
  return undefined
}
const short = (v: unknown, fallback = '') => capText(str(v, fallback), SHORT).text
const orNull = (v: unknown, max: number): string | null => (typeof v === 'string' && v !== '' ? capText(v, max).text : null)

/** A path inside `root`, as POSIX relative path; null when it leaves the folder or is empty. */
function insideRoot(root: string, rel: string): string | null {
  if (!rel || rel.includes('\0')) return null
  const r = relative(root, resolve(root, rel))
  if (!r || r === '..' || r.startsWith('..' + sep) || isAbsolute(r)) return null
  return r.split(sep).join('/')
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile()
  } catch {
    return false
  }
}

// ─── pipelines ────────────────────────────────────────────────────────────────────────

function assertions(v: unknown, caps: ExtraCaps): ViewerExpectation[] {
  return arr(v)
    .slice(0, MAX_ASSERTIONS)
    .map((e) => normalizeExpectation(e, caps.maxToolBytes))
    .filter((e): e is ViewerExpectation => e !== null)
}

function stepView(s: Obj, index: number, scenarioDir: string, caps: ExtraCaps): PipelineStepView {
  const diff = capText(str(s.diff), caps.maxFileBytes)
  const fileStatus = isObj(s.fileStatus) ? s.fileStatus : {}
  const paths: string[] = []
  for (const p of [...arr(s.filesChanged), ...Object.keys(fileStatus)]) {
    const name = short(p)
    if (name && !paths.includes(name)) paths.push(name)
  }
  const files: PipelineFileChangeView[] = paths.slice(0, MAX_FILES_PER_STEP).map((path) => ({ path, change: has(fileStatus, path) ? short(fileStatus[path]) : '' }))
  const diffRel = isObj(s.files) && typeof s.files.diff === 'string' && s.files.diff ? short(posix.join(scenarioDir, s.files.diff)) : null
  const error = isObj(s.error) ? short(s.error.message, 'error') : typeof s.error === 'string' && s.error ? short(s.error) : null
  return {
    n: num(s.n) ?? index + 1,
    skill: short(s.skill, '?'),
    prompt: capText(str(s.prompt), caps.maxToolBytes).text,
    status: short(s.status, 'unknown'),
    reason: orNull(s.reason, caps.maxToolBytes),
    error,
    verify: assertions(s.verify, caps),
    diff: diff.text,
    diffTruncated: s.diffTruncated === true || diff.note !== undefined,
    diffChars: num(s.diffChars),
    diffFile: diffRel,
    files,
    response: capText(str(s.response), caps.maxToolBytes).text,
    skillUsed: typeof s.skillUsed === 'boolean' ? s.skillUsed : null,
    durationMs: num(s.durationMs),
    tokens: tokensOf(s.usage),
    costUsd: num(s.costUsd)
  }
}

function scenarioView(entry: Obj | null, raw: Obj | null, fallbackId: string, scenarioDir: string, caps: ExtraCaps): PipelineScenarioView {
  const e = entry ?? {}
  const r = raw ?? {}
  const sum = isObj(r.summary) ? r.summary : {}
  const steps = arr(r.steps)
    .slice(0, MAX_STEPS)
    .map((s, i) => (isObj(s) ? stepView(s, i, scenarioDir, caps) : null))
    .filter((s): s is PipelineStepView => s !== null)
  steps.sort((a, b) => a.n - b.n)
  const pickNum = (a: unknown, b: unknown) => num(a) ?? num(b)
  return {
    id: short(pick(r, ['id']) ?? pick(e, ['id']), fallbackId),
    description: capText(str(pick(r, ['description']) ?? pick(e, ['description'])), caps.maxToolBytes).text,
    costClass: short(pick(r, ['costClass']) ?? pick(e, ['cost_class'])),
    status: short(pick(r, ['status']) ?? pick(e, ['status']), 'unknown'),
    reason: orNull(r.reason, caps.maxToolBytes),
    cancelled: r.cancelled === true || e.cancelled === true,
    stepsTotal: pickNum(sum.stepsTotal, e.steps_total) ?? (raw ? steps.length : null),
    stepsPassed: pickNum(sum.stepsPassed, e.steps_passed) ?? (raw ? steps.filter((s) => s.status === 'pass').length : null),
    finalTotal: pickNum(sum.finalTotal, e.final_total),
    finalPassed: pickNum(sum.finalPassed, e.final_passed),
    costUsd: has(r, 'costUsd') ? num(r.costUsd) : num(e.cost_usd),
    durationMs: pickNum(r.durationMs, e.duration_ms),
    loaded: raw !== null,
    steps,
    final: assertions(r.final, caps)
  }
}

/** The Pipelines section, or undefined when the folder has no pipeline results. */
export async function collectPipelines(root: string, warnings: string[], caps: ExtraCaps): Promise<PipelinesView | undefined> {
  const indexRaw = await readJson(join(root, 'pipelines.json'), warnings, 'pipelines.json')
  let index: Obj | null = null
  if (isObj(indexRaw) && Array.isArray(indexRaw.scenarios)) index = indexRaw
  else if (indexRaw !== undefined) warnings.push('pipelines.json: not a pipelines index (no "scenarios" list), ignored')

  interface Source {
    entry: Obj | null
    rel: string | null
    id: string
  }
  const sources: Source[] = []
  const seen = new Set<string>()
  for (const e of arr(index?.scenarios).slice(0, MAX_SCENARIOS)) {
    if (!isObj(e)) continue
    const id = str(e.id)
    let rel = typeof e.result === 'string' ? insideRoot(root, e.result) : null
    if (typeof e.result === 'string' && rel === null) warnings.push(`pipelines.json: result path of scenario ${JSON.stringify(short(id))} is outside the results folder, ignored`)
    if (rel === null && id && !/[/\\]/.test(id)) rel = insideRoot(root, `pipelines/${id}/result.json`)
    if (rel) seen.add(rel)
    sources.push({ entry: e, rel, id })
  }
  // result.json files the index does not list (or no index at all)
  let extra: string[] = []
  try {
    extra = (await readdir(join(root, 'pipelines'), { withFileTypes: true })).filter((d) => d.isDirectory()).map((d) => d.name).sort()
  } catch {
    extra = []
  }
  for (const name of extra) {
    if (sources.length >= MAX_SCENARIOS) break
    const rel = `pipelines/${name}/result.json`
    if (seen.has(rel) || !(await isFile(join(root, 'pipelines', name, 'result.json')))) continue
    sources.push({ entry: null, rel, id: name })
  }
  if (!index && sources.length === 0) return undefined

  const scenarios: PipelineScenarioView[] = []
  for (const src of sources) {
    let raw: Obj | null = null
    if (src.rel) {
      const parsed = await readJson(join(root, ...src.rel.split('/')), warnings, src.rel)
      if (isObj(parsed)) raw = parsed
      else if (parsed === undefined && !(await isFile(join(root, ...src.rel.split('/'))))) warnings.push(`${src.rel}: missing, showing the pipelines.json entry only`)
      else if (parsed !== undefined) warnings.push(`${src.rel}: not a pipeline result, ignored`)
    }
    const dir = src.rel ? posix.dirname(src.rel) : ''
    scenarios.push(scenarioView(src.entry, raw, src.id || '?', dir, caps))
  }

  const t = isObj(index?.totals) ? (index!.totals as Obj) : {}
  const count = (s: string) => scenarios.filter((x) => x.status === s).length
  const costs = scenarios.map((s) => s.costUsd)
  return {
    model: short(index?.model),
    judgeModel: short(index?.judge_model),
    simulated: index?.simulated === true,
    generatedAt: short(index?.generated_at),
    scenarios,
    totals: {
      scenarios: num(t.scenarios) ?? scenarios.length,
      passed: num(t.passed) ?? count('pass'),
      failed: num(t.failed) ?? count('fail'),
      errors: num(t.errors) ?? count('error'),
      costUsd: has(t, 'cost_usd') ? num(t.cost_usd) : costs.length > 0 && costs.every((c) => c !== null) ? (costs as number[]).reduce((a, b) => a + b, 0) : null
    }
  }
}

// ─── cross-model ──────────────────────────────────────────────────────────────────────

export const CROSS_MODEL_UNKNOWN = 'cross-model data in an unknown format'
const EMPTY_CROSS_MODEL: CrossModelView = { format: 'unknown', models: [], skills: [], totals: [], anomalyThresholdSe: null, generatedAt: '', regressions: [], notes: [] }

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
  if (isObj(iv)) return rate(pick(iv, keys))
  return null
}

function cellOf(v: unknown): CrossModelCell | null {
  if (typeof v === 'number') {
    const r = rate(v)
    return r === null ? null : { passRate: r, low: null, high: null, n: null, passed: null, anomaly: false, direction: null, regressed: false }
  }
  if (!isObj(v)) return null
  const anomaly = pick(v, ['anomaly', 'anomalous', 'is_anomaly'])
  const c: CrossModelCell = {
    passRate: rate(pick(v, ['pass_rate', 'passRate', 'rate', 'mean'])),
    low: bound(v, ['low', 'lo', 'lower', 'ci_low', 'min'], 0),
    high: bound(v, ['high', 'hi', 'upper', 'ci_high', 'max'], 1),
    n: num(pick(v, ['graded', 'n', 'trials', 'runs', 'total'])),
    passed: num(pick(v, ['passed', 'passes'])),
    // `true`, or an object describing it ({direction, z, …})
    anomaly: anomaly === true || isObj(anomaly),
    direction: isObj(anomaly) && typeof anomaly.direction === 'string' ? short(anomaly.direction) : null,
    regressed: false
  }
  return c.passRate === null && c.low === null && c.high === null && c.n === null ? null : c
}

function modelName(v: unknown): string {
  return isObj(v) ? short(pick(v, ['model', 'name', 'id'])) : short(v)
}

function rangeOf(v: unknown): number | null {
  if (typeof v === 'number') return rate(v)
  if (Array.isArray(v) && v.length === 2) {
    const a = rate(v[0])
    const b = rate(v[1])
    return a !== null && b !== null ? Math.abs(b - a) : null
  }
  if (isObj(v)) {
    const spread = rate(pick(v, ['spread', 'width', 'range', 'delta']))
    if (spread !== null) return spread
    const a = rate(pick(v, ['min', 'low']))
    const b = rate(pick(v, ['max', 'high']))
    return a !== null && b !== null ? Math.abs(b - a) : null
  }
  return null
}

/** cross-model.json → the table, or `format: 'unknown'` with a note. Exported for tests. */
export function normalizeCrossModel(raw: unknown): CrossModelView {
  const unknown = (): CrossModelView => {
    let text = ''
    try {
      text = JSON.stringify(raw, null, 2) ?? ''
    } catch {
      text = ''
    }
    return { ...EMPTY_CROSS_MODEL, note: CROSS_MODEL_UNKNOWN, raw: capText(text, RAW_BYTES).text }
  }
  if (!isObj(raw)) return unknown()
  let skillsRaw: Array<[string, Obj]> = []
  if (Array.isArray(raw.skills)) {
    skillsRaw = raw.skills.filter(isObj).map((s) => [short(pick(s, ['skill', 'name', 'id'])), s])
  } else if (isObj(raw.skills)) {
    skillsRaw = Object.entries(raw.skills).filter((e): e is [string, Obj] => isObj(e[1])).map(([k, s]) => [short(k), s])
  }
  skillsRaw = skillsRaw.slice(0, MAX_SKILLS)

  const models: string[] = []
  const addModel = (m: string) => {
    if (m && !models.includes(m) && models.length < MAX_MODELS) models.push(m)
  }
  for (const m of arr(raw.models)) addModel(modelName(m))

  // Anomalies and regressions may also be listed once for the whole table: [{skill, model, …}].
  const listed = (v: unknown) =>
    arr(v)
      .filter(isObj)
      .map((a) => ({ skill: short(pick(a, ['skill', 'name'])), model: modelName(a), direction: typeof a.direction === 'string' ? short(a.direction) : null, reason: capText(str(a.reason), SHORT).text }))
      .filter((a) => a.skill && a.model)
  const topAnomalies = listed(raw.anomalies)
  const regressions = listed(raw.regressions).slice(0, 500)

  const rows: Array<{ skill: string; tier: string | null; cells: Map<string, CrossModelCell>; range: unknown; anomalies: string[] }> = []
  for (const [skill, s] of skillsRaw) {
    const cellsRaw = pick(s, ['cells', 'models', 'by_model', 'results'])
    const cells = new Map<string, CrossModelCell>()
    const entries: Array<[string, unknown]> = Array.isArray(cellsRaw)
      ? cellsRaw.filter(isObj).map((c) => [modelName(c), c])
      : isObj(cellsRaw)
        ? Object.entries(cellsRaw).map(([k, v]) => [short(k), v])
        : []
    for (const [model, v] of entries) {
      const c = cellOf(v)
      if (!model || !c) continue
      addModel(model)
      if (models.includes(model)) cells.set(model, c)
    }
    const anomalies: string[] = []
    for (const a of arr(s.anomalies)) {
      const m = modelName(a)
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
  if (!rows.some((r) => r.cells.size > 0)) return unknown()

  const skills: CrossModelSkillRow[] = rows.map((r) => {
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
  const totalsByModel = new Map<string, CrossModelCell>()
  const totalsRaw = raw.totals
  const totalEntries: Array<[string, unknown]> = Array.isArray(totalsRaw)
    ? totalsRaw.filter(isObj).map((t) => [modelName(t), t])
    : isObj(totalsRaw)
      ? Object.entries(totalsRaw).map(([k, v]) => [short(k), v])
      : []
  for (const [m, v] of totalEntries) {
    const c = cellOf(v)
    if (m && c && models.includes(m)) totalsByModel.set(m, { ...c, anomaly: false, direction: null })
  }
  // Model lifecycle: deprecated / retiring models are worth a line.
  const lifecycle = arr(raw.lifecycle)
    .filter(isObj)
    .filter((l) => (typeof l.status === 'string' && l.status !== 'active' && l.status !== 'unknown') || l.near_end_of_life === true)
    .map((l) => `${modelName(l)}: ${str(l.message, str(l.status))}`)
  const notes = [...(typeof raw.note === 'string' ? [raw.note] : []), ...arr(raw.notes).filter((n): n is string => typeof n === 'string'), ...lifecycle]
    .slice(0, 50)
    .map((n) => capText(n, SHORT * 2).text)
  return {
    format: 'table',
    models,
    skills,
    totals: totalsByModel.size > 0 ? models.map((m) => totalsByModel.get(m) ?? null) : [],
    anomalyThresholdSe: num(pick(raw, ['anomaly_threshold_se', 'anomaly_threshold'])),
    generatedAt: short(raw.generated_at),
    regressions: regressions.map((r) => ({ skill: r.skill, model: r.model, reason: r.reason })),
    notes
  }
}

/** The Cross-model section, or undefined when the folder has no cross-model.json. */
export async function collectCrossModel(root: string, warnings: string[]): Promise<CrossModelView | undefined> {
  const file = join(root, 'cross-model.json')
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch {
    return undefined
  }
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    warnings.push('cross-model.json: not valid JSON, ignored')
    return { ...EMPTY_CROSS_MODEL, note: CROSS_MODEL_UNKNOWN, raw: capText(text, RAW_BYTES).text }
  }
  const view = normalizeCrossModel(raw)
  if (view.format === 'unknown') warnings.push(`cross-model.json: ${CROSS_MODEL_UNKNOWN}`)
  return view
}
