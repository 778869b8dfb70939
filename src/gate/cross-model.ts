/**
 * Cross-model table (weekly matrix): one `Summary` per model → skill × model pass rates with
 * 95% Wilson intervals, the range across models, anomalies and (with last week's per-model
 * benchmark entries) regressions per model. Pure: no I/O, no clock.
 *
 * Cell = the skill's `with_skill` runs on that model: pass rate over GRADED runs (as in
 * summary.json), Wilson 95% interval, and the standard error sqrt(p(1-p)/n).
 *
 * Anomaly: a model "stands more than 2 standard errors off the others". For each model m with
 * graded runs, the other models' runs of the same skill are pooled (x_o passes of n_o) and the
 * two-proportion z statistic is computed with the pooled rate p̄ = (x_m + x_o) / (n_m + n_o):
 *
 *     z = (p_m − p_o) / sqrt( p̄ (1 − p̄) (1/n_m + 1/n_o) )
 *
 * |z| > threshold (default 2) → anomaly (`low` or `high`). When p̄ is 0 or 1 every run agrees
 * and z = 0. Needs at least two models with graded runs of the skill.
 *
 * Regression (per model): this week's with_skill counts against the same model's previous
 * benchmark entry, with the same unpaired one-sided Fisher exact test as `report` uses against
 * a benchmark record (`compareWithBenchmark`), at the summary's α and min-drop.
 *
 * The JSON (`<out>/cross-model.json`, `CROSS_MODEL_KIND`) is what the viewer reads; see
 * docs/cross-model.md for the format.
 */
import type { Summary, SkillSummary, ComparisonSummary, ReleaseVerdict } from '../aggregate/types.js'
import type { HistoryEntry } from '../aggregate/history.js'
import { wilson } from '../aggregate/stats.js'
import { compareWithBenchmark } from './index.js'
import type { ModelLifecycle } from '../aggregate/model-lifecycle.js'

export const CROSS_MODEL_KIND = 'skill-evals/cross-model'
export const CROSS_MODEL_VERSION = 1
/** Default anomaly threshold, in standard errors. */
export const ANOMALY_SE = 2

export interface ModelSummaryInput {
  model: string
  summary: Summary
  /** The same model's previous benchmark entry (parsed with `parseHistoryFile`), for regressions. */
  previous?: HistoryEntry
}

export interface CrossModelOptions {
  /** Anomaly threshold in standard errors (default 2). */
  anomalySe?: number
  /** Overrides the α / min-drop taken from the summaries' settings. */
  alpha?: number
  minDrop?: number
  /** Written as `generated_at` (default: the newest summary's `generated_at`). */
  generatedAt?: string
  /** Model lifecycle (deprecation) data to carry into the table and the report. */
  lifecycle?: ModelLifecycle[]
}

export interface Interval {
  low: number
  high: number
  level: number
}

export interface CellAnomaly {
  direction: 'low' | 'high'
  /** Two-proportion z statistic against the pooled other models. */
  z: number
  others_rate: number
  others_graded: number
}

export interface CrossModelCell {
  runs: number
  graded: number
  passed: number
  pass_rate: number | null
  ci: Interval | null
  /** Standard error of the pass rate, sqrt(p(1-p)/n). */
  se: number | null
  /** without_skill pass rate on the same model (the baseline), when run. */
  baseline_pass_rate: number | null
  verdict: ReleaseVerdict
  cost_usd: number | null
  anomaly: CellAnomaly | null
  /** Against the same model's previous benchmark entry. */
  vs_previous: (Pick<ComparisonSummary, 'verdict' | 'head_rate' | 'base_rate' | 'delta' | 'p_value' | 'reason'> & { source: string }) | null
}

export interface CrossModelRange {
  min: number
  max: number
  /** max − min (rate, 0..1). */
  spread: number
  min_model: string
  max_model: string
}

export interface CrossModelSkill {
  name: string
  tier: number
  /** model → cell; null when the skill was not run (or had no runs) on that model. */
  cells: Record<string, CrossModelCell | null>
  range: CrossModelRange | null
}

export interface CrossModelAnomaly {
  skill: string
  model: string
  direction: 'low' | 'high'
  z: number
  rate: number
  others_rate: number
}

export interface CrossModelRegression {
  skill: string
  model: string
  head_rate: number
  base_rate: number
  delta: number
  p_value: number
  reason: string
  source: string
}

export interface CrossModelModelTotals {
  model: string
  verdict: ReleaseVerdict
  graded: number
  passed: number
  pass_rate: number | null
  ci: Interval | null
  cost_usd: number | null
  /** The summary's generated_at. */
  generated_at: string
}

export interface CrossModelTable {
  kind: typeof CROSS_MODEL_KIND
  schema_version: typeof CROSS_MODEL_VERSION
  generated_at: string
  /** Column order (as given). */
  models: string[]
  anomaly_threshold_se: number
  alpha: number
  min_drop: number
  totals: CrossModelModelTotals[]
  skills: CrossModelSkill[]
  anomalies: CrossModelAnomaly[]
  regressions: CrossModelRegression[]
  lifecycle: ModelLifecycle[]
}

const round4 = (x: number): number => Math.round(x * 10000) / 10000

function interval(passed: number, graded: number): Interval | null {
  if (graded <= 0) return null
  const w = wilson(passed, graded)
  return { low: round4(w.low), high: round4(w.high), level: 0.95 }
}

/** One skill × model cell; `previous` is the model's previous benchmark entry, if any. */
function cellOf(s: SkillSummary, model: string, previous: HistoryEntry | undefined, alpha: number, minDrop: number): CrossModelCell | null {
  const ws = s.configurations.with_skill
  if (!ws) return null
  const p = ws.graded > 0 ? ws.passed / ws.graded : null
  let vs: CrossModelCell['vs_previous'] = null
  const prev = previous?.skills.find((x) => x.name === s.name)
  if (prev && prev.passRate !== null && ws.graded > 0) {
    const prevLabel = `${fileLabel(previous!.file)} (${model})`
    const c = compareWithBenchmark(ws.passed, ws.graded, prev, { alpha, minDrop, label: prevLabel })
    vs = { verdict: c.verdict, head_rate: c.head_rate, base_rate: c.base_rate, delta: c.delta, p_value: c.p_value, reason: c.reason, source: prevLabel }
  }
  return {
    runs: ws.runs,
    graded: ws.graded,
    passed: ws.passed,
    pass_rate: p === null ? null : round4(p),
    ci: interval(ws.passed, ws.graded),
    se: p === null ? null : round4(Math.sqrt((p * (1 - p)) / ws.graded)),
    baseline_pass_rate: s.configurations.without_skill?.pass_rate ?? null,
    verdict: s.verdict,
    cost_usd: s.cost_usd,
    anomaly: null,
    vs_previous: vs,
  }
}

/** Two-proportion z of x1/n1 against x2/n2 with the pooled rate; 0 when every run agrees. */
export function twoProportionZ(x1: number, n1: number, x2: number, n2: number): number {
  if (n1 <= 0 || n2 <= 0) return 0
  const pooled = (x1 + x2) / (n1 + n2)
  const v = pooled * (1 - pooled) * (1 / n1 + 1 / n2)
  if (!(v > 0)) return 0
  return (x1 / n1 - x2 / n2) / Math.sqrt(v)
}

function fileLabel(file: string): string {
  return file.split(/[\\/]/).pop() ?? file
}

/** Per-model summaries → the cross-model table. Pure. */
export function crossModelTable(perModel: readonly ModelSummaryInput[], opts: CrossModelOptions = {}): CrossModelTable {
  const threshold = opts.anomalySe ?? ANOMALY_SE
  const models: string[] = []
  for (const m of perModel) if (!models.includes(m.model)) models.push(m.model)
  const byModel = new Map(perModel.map((m) => [m.model, m]))
  const first = perModel[0]?.summary
  const alpha = opts.alpha ?? first?.settings.alpha ?? 0.05
  const minDrop = opts.minDrop ?? first?.settings.min_drop ?? 0.05

  // Skill order: by tier, then name (as summary.json).
  const tiers = new Map<string, number>()
  for (const m of perModel) for (const s of m.summary.skills) if (!tiers.has(s.name)) tiers.set(s.name, s.tier)
  // Stryker disable next-line EqualityOperator: the names are the keys of a map, never equal, so < and <= agree
  const names = [...tiers.keys()].sort((a, b) => tiers.get(a)! - tiers.get(b)! || (a < b ? -1 : 1))

  const skills: CrossModelSkill[] = []
  const anomalies: CrossModelAnomaly[] = []
  const regressions: CrossModelRegression[] = []
  for (const name of names) {
    const cells: Record<string, CrossModelCell | null> = {}
    for (const model of models) {
      const input = byModel.get(model)!
      const s = input.summary.skills.find((x) => x.name === name)
      cells[model] = s ? cellOf(s, model, input.previous, alpha, minDrop) : null
    }
    const rated = models.filter((m) => cells[m] && cells[m]!.graded > 0)
    // Anomalies: each model against the pooled others (a lone model has no others: z = 0).
    for (const m of rated) {
      const c = cells[m]!
      let xo = 0
      let no = 0
      for (const o of rated) {
        if (o === m) continue
        xo += cells[o]!.passed
        no += cells[o]!.graded
      }
      const z = twoProportionZ(c.passed, c.graded, xo, no)
      if (Math.abs(z) > threshold) {
        // Stryker disable next-line EqualityOperator: |z| is above a threshold that is not negative, so z is never 0 here
        const direction = z < 0 ? 'low' : 'high'
        c.anomaly = { direction, z: round4(z), others_rate: round4(xo / no), others_graded: no }
        anomalies.push({ skill: name, model: m, direction, z: round4(z), rate: c.pass_rate!, others_rate: round4(xo / no) })
      }
    }
    let range: CrossModelRange | null = null
    if (rated.length > 0) {
      let lo = rated[0]!
      let hi = rated[0]!
      for (const m of rated) {
        if (cells[m]!.pass_rate! < cells[lo]!.pass_rate!) lo = m
        if (cells[m]!.pass_rate! > cells[hi]!.pass_rate!) hi = m
      }
      const min = cells[lo]!.pass_rate!
      const max = cells[hi]!.pass_rate!
      range = { min, max, spread: round4(max - min), min_model: lo, max_model: hi }
    }
    for (const m of models) {
      const v = cells[m]?.vs_previous
      if (v && v.verdict === 'regression') {
        regressions.push({ skill: name, model: m, head_rate: v.head_rate, base_rate: v.base_rate, delta: v.delta, p_value: v.p_value, reason: v.reason, source: v.source })
      }
    }
    skills.push({ name, tier: tiers.get(name)!, cells, range })
  }

  // Totals over the with_skill runs of every skill (as the cells; the baseline runs are left out).
  const totals: CrossModelModelTotals[] = models.map((model) => {
    const s = byModel.get(model)!.summary
    let graded = 0
    let passed = 0
    for (const k of s.skills) {
      graded += k.configurations.with_skill?.graded ?? 0
      passed += k.configurations.with_skill?.passed ?? 0
    }
    return {
      model,
      verdict: s.verdict,
      graded,
      passed,
      pass_rate: graded > 0 ? round4(passed / graded) : null,
      ci: interval(passed, graded),
      cost_usd: s.totals.cost_usd,
      generated_at: s.generated_at,
    }
  })
  const generated = opts.generatedAt ?? perModel.map((m) => m.summary.generated_at).sort().pop() ?? ''
  return {
    kind: CROSS_MODEL_KIND,
    schema_version: CROSS_MODEL_VERSION,
    generated_at: generated,
    models,
    anomaly_threshold_se: threshold,
    alpha,
    min_drop: minDrop,
    totals,
    skills,
    anomalies,
    regressions,
    lifecycle: opts.lifecycle ? [...opts.lifecycle] : [],
  }
}

// ─── Markdown ────────────────────────────────────────────────────────────────────────

export interface CrossModelMarkdownOptions {
  /** Escapes untrusted text (skill and model names, reasons): `mdEscape` from src/text/markdown.ts. */
  escape: (text: string) => string
  /** Heading level of the title (default 2). */
  headingLevel?: number
  title?: string
}

const pct = (x: number): string => `${Math.round(x * 100)}%`
const money = (x: number | null): string => (x === null ? 'unknown' : `$${x.toFixed(2)}`)

function cellText(c: CrossModelCell | null): string {
  if (!c) return '–'
  if (c.graded === 0) return `no graded runs (${c.runs})`
  // graded runs: a pass rate and its interval
  const ci = ` [${pct(c.ci!.low)}–${pct(c.ci!.high)}]`
  const flag = c.anomaly ? (c.anomaly.direction === 'low' ? ' ⚠ low' : ' ⚠ high') : ''
  const reg = c.vs_previous?.verdict === 'regression' ? ' ▼ regressed' : ''
  return `${pct(c.pass_rate!)}${ci} (${c.passed}/${c.graded})${flag}${reg}`
}

/** The table as Markdown (job summary, weekly report, tracking issue). */
export function renderCrossModelMarkdown(t: CrossModelTable, o: CrossModelMarkdownOptions): string {
  const e = o.escape
  const h = '#'.repeat(o.headingLevel ?? 2)
  const lines: string[] = []
  lines.push(`${h} ${o.title ?? 'Cross-model pass rates'}`, '')
  if (t.models.length === 0) {
    lines.push('No model results to compare.', '')
    return lines.join('\n')
  }
  lines.push(
    `With-skill pass rate per skill and model: share of graded runs that passed every assertion, ` +
      `95% Wilson interval in brackets, passed/graded runs in parentheses. ⚠ marks a model more than ` +
      `${t.anomaly_threshold_se} standard errors off the other models (two-proportion z test against their pooled runs).`,
    '',
  )
  lines.push(`| Skill | ${t.models.map((m) => e(m)).join(' | ')} | Range |`)
  lines.push(`|---|${t.models.map(() => '---').join('|')}|---|`)
  for (const s of t.skills) {
    const range = s.range ? (s.range.spread === 0 ? '0 pts' : `${Math.round(s.range.spread * 100)} pts (${pct(s.range.min)}–${pct(s.range.max)})`) : '–'
    lines.push(`| ${e(s.name)} | ${t.models.map((m) => cellText(s.cells[m] ?? null)).join(' | ')} | ${range} |`)
  }
  lines.push(
    `| **All skills** | ${t.totals.map((x) => (x.pass_rate === null ? '–' : `**${pct(x.pass_rate)}** (${x.passed}/${x.graded}), ${money(x.cost_usd)}`)).join(' | ')} | |`,
    '',
  )
  if (t.anomalies.length) {
    lines.push(`${h}# Anomalies`, '')
    for (const a of t.anomalies) {
      lines.push(`- ${e(a.skill)} on ${e(a.model)}: ${pct(a.rate)} vs ${pct(a.others_rate)} on the other models (z = ${a.z.toFixed(2)}, ${a.direction}).`)
    }
    lines.push('')
  }
  if (t.regressions.length) {
    lines.push(`${h}# Regressions against last week`, '')
    for (const r of t.regressions) lines.push(`- ${e(r.skill)} on ${e(r.model)}: ${e(r.reason)}.`)
    lines.push('')
  }
  const flagged = t.lifecycle.filter((l) => l.status === 'deprecated' || l.status === 'retired' || l.near_end_of_life)
  if (flagged.length) {
    lines.push(`${h}# Model lifecycle`, '')
    for (const l of flagged) lines.push(`- ${e(l.model)}: ${e(l.message)}`)
    lines.push('')
  }
  return lines.join('\n')
}

/** True when the weekly run should open/update the tracking issue. */
export function needsAttention(t: CrossModelTable): boolean {
  return t.regressions.length > 0 || t.lifecycle.some((l) => l.status !== 'active' && l.status !== 'unknown') || t.lifecycle.some((l) => l.near_end_of_life)
}
