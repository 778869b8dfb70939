/**
 * The viewer's optional sections, each present in the model only when its data is on disk:
 *
 * - Pipelines (issue 9): `<out>/pipelines.json` (the index) and `<out>/pipelines/<id>/result.json`
 *   per scenario (see src/pipeline/types.ts). A result.json without an index entry is still shown;
 *   an index entry without a readable result.json is shown from the index alone.
 * - Cross-model: `<out>/cross-model.json`, read by the log (src/log/cross-model.ts: its format is
 *   still being settled, so several spellings of each field are understood there); anything not
 *   understood becomes a note "cross-model data in an unknown format" with the file's text shown
 *   as text.
 *
 * As everywhere in the viewer, every string is untrusted text and is capped.
 */
import { readFile, readdir, stat } from 'node:fs/promises'
import { join, posix, relative, resolve, sep } from 'node:path'
import type {
  CrossModelView,
  PipelineFileChangeView,
  PipelineScenarioView,
  PipelineStepView,
  PipelinesView,
  ViewerExpectation
} from './model.js'
import { arr, capText, isObj, normalizeExpectation, num, readJson, str, tokensOf, type Obj } from './util.js'
import { crossModelOutline } from '../../log/index.js'
import { leavesFolder } from '../../paths.js'

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
  if (!r || leavesFolder(r)) return null
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

/** cross-model.json → the table (read by src/log/cross-model.ts), or `format: 'unknown'` with a note. Exported for tests. */
export function normalizeCrossModel(raw: unknown): CrossModelView {
  const table = crossModelOutline(raw, { name: SHORT, note: SHORT * 2 })
  if (table) return { format: 'table', ...table }
  let text = ''
  try {
    text = JSON.stringify(raw, null, 2) ?? ''
  } catch {
    text = ''
  }
  return { ...EMPTY_CROSS_MODEL, note: CROSS_MODEL_UNKNOWN, raw: capText(text, RAW_BYTES).text }
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
