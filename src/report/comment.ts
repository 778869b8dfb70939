/**
 * The PR comment and the job summary of an evaluation (SPEC-0017 "Benchmark Tracking"):
 * the verdict, the mode and what ran, one table row per skill (pass rate with its 95% Wilson
 * interval, head-vs-base delta, baseline, uplift, time, tokens, cost, status), the skills below
 * their tier threshold, failure clusters, the failing evals with the evidence of each failing
 * assertion, and a link to the eval viewer artifact.
 *
 * Everything that comes from the evaluated repository or from a model (skill names, eval names,
 * assertion texts, evidence, error messages) is untrusted: it goes through `mdEscape` (which
 * also HTML-escapes) or `mdCode`, and through `htmlText` inside HTML (`<summary>`).
 *
 * Size: GitHub refuses comments of 65,536 characters or more (measured in bytes as 262,144),
 * and job summaries of 1 MiB. The renderer degrades in steps until the text fits
 * (src/report/budget.ts): (0) everything, (1) without evidence, (2) without per-eval failure
 * lists and clusters, (3) the table and the below-threshold list cut to the N most severe
 * skills ("…and K more skills"), (4) a hard trim at a line boundary. The marker (first line)
 * and the verdict come first, so they survive every step.
 */
import { comparisonPoints, HEADLINE_RATE_NOTE, percent, pointsBetween } from '../text/rates.js'
import { SIMULATED_NOTE, VERDICT_LABEL } from '../text/labels.js'
import type { Configuration, EvalCase } from '../types.js'
import type { AggregateRun, FailureCluster, GateResult, ReleaseVerdict, SkillSummary, Summary } from '../aggregate/types.js'
import { expectationStatus } from '../log/index.js'
import { mdCode, mdEscape, percentEncoded } from '../text/markdown.js'
import type { HistoryEntry } from '../aggregate/history.js'
import { passRateSeries, sparkline, type RatePoint } from './history-series.js'
import { COMMENT_MAX_BYTES, COMMENT_MAX_CHARS, STEP_SUMMARY_MAX_BYTES, clip, fits, largestFitting, trimToBudget, type Budget } from './budget.js'

// ─── Input ───────────────────────────────────────────────────────────────────────────────

export interface FailedAssertion {
  text: string
  /** Evidence of the first failing trial. */
  evidence: string
  /** Failing trials of this assertion. */
  count: number
}

/** An eval that failed with the skill (its with_skill outcome is fail or error). */
export interface EvalFailure {
  skill: string
  evalId: string
  evalName: string
  configuration: Configuration
  trials: number
  failedTrials: number
  errorTrials: number
  critical: boolean
  /** error when it fails the check (critical eval, or its skill's verdict is no_go/rollback). */
  severity: 'error' | 'warning'
  /** Where the eval is written (repo-relative), for annotations and the comment. */
  source?: { file: string; line: number }
  assertions: FailedAssertion[]
  /** Run errors (API / harness), first line each. */
  errors: string[]
}

export interface CommentInput {
  summary: Summary
  /** Failing evals with evidence (see `collectFailures`); absent → no failure details. */
  failures?: readonly EvalFailure[]
  /**
   * The benchmark history the aggregate read (committed `evals/benchmarks/*.json`): a sparkline of
   * each skill's pass rate, oldest → newest, this run last. Absent or empty → no history section.
   */
  history?: readonly HistoryEntry[]
}

export interface ReportOptions {
  /** quick | full | pipeline | … */
  mode: string
  /** Why this mode, e.g. "pull request without the full-eval label". */
  modeReason: string
  /** Skills that were evaluated in this run. */
  ranSkills: readonly string[]
  /** Link to the eval viewer artifact (https). */
  viewerUrl?: string
  /** Link to the workflow run / results artifact (https). */
  artifactUrl?: string
}

export interface CommentOptions extends ReportOptions {
  /** The hidden first line, `commentMarker(key)`; anything else is used as the key. */
  marker: string
  /** Exclusive bound on the body's length in UTF-16 code units; default 65,536. */
  maxChars?: number
  /** Exclusive bound on the body's UTF-8 size; default 262,144. */
  maxBytes?: number
}

export interface JobSummaryOptions extends ReportOptions {
  /** Exclusive bound on the UTF-8 size; default 1 MiB (the step summary limit). */
  maxBytes?: number
}

// ─── Helpers ─────────────────────────────────────────────────────────────────────────────

export const HEADING = '## Skill Eval Results'

/** `<!-- skill-evals:comment key=<key> -->`: the sticky comment's marker (first line). */
export function commentMarker(key = 'default'): string {
  const safe = key.replace(/[^A-Za-z0-9._/:=-]/g, '-').slice(0, 100) || 'default'
  return `<!-- skill-evals:comment key=${safe} -->`
}

function normaliseMarker(marker: string): string {
  return /^<!-- skill-evals:[^\n]*? -->$/.test(marker) && !marker.slice(4, -3).includes('--') ? marker : commentMarker(marker)
}

/** Text for an HTML context (e.g. `<summary>`), where Markdown is not rendered. */
export function htmlText(text: string): string {
  return text
    .replace(/[\r\n]+/g, ' ')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    // Markdown punctuation as entities too, in case a renderer treats the HTML line as Markdown.
    .replace(/[[\]*_`|~\\]/g, (c) => `&#${c.charCodeAt(0)};`)
    .replace(/@/g, '@\u200b')
}

/** Limits on single untrusted strings, so one huge name or evidence cannot eat the budget. */
const MAX = { name: 120, evalName: 160, assertion: 300, evidence: 500, reason: 400, error: 300 }

const esc = (text: string, max: number) => mdEscape(clip(text, max))
const code = (text: string, max: number) => mdCode(clip(text, max))

/** Only absolute http(s) URLs, with characters that could end a Markdown link encoded. */
export function safeUrl(url: string | undefined): string | undefined {
  if (!url || !/^https?:\/\/[^\s]+$/i.test(url)) return undefined
  return url.replace(/[()<>"'`\\|[\]]/g, percentEncoded)
}

/** A rate as a whole percent, rounded down (as the gate messages: 79.9% is not 80%); the one rule of rates.ts. */
export function pct(rate: number): string {
  return percent(rate)
}

/** A rate difference in whole points, signed as the report writes it: "+5 pts", "-12 pts", "±0 pts". */
function signedPoints(v: number): string {
  return `${v > 0 ? '+' : v < 0 ? '-' : '±'}${Math.abs(v)} pts`
}


export function formatUsd(usd: number): string {
  if (usd === 0) return '$0.00'
  if (usd < 0.01) return '<$0.01'
  return `$${usd.toFixed(2)}`
}

export function formatTokens(n: number): string {
  if (n < 1000) return String(Math.round(n))
  if (n < 1_000_000) return `${(n / 1000).toFixed(1)}k`
  return `${(n / 1_000_000).toFixed(2)}M`
}

export function formatSeconds(s: number): string {
  if (s < 60) return `${s.toFixed(1)} s`
  return `${Math.floor(s / 60)} min ${Math.round(s % 60)} s`
}

const VERDICT: Record<ReleaseVerdict, { emoji: string; label: string; rank: number }> = {
  go: { emoji: '✅', label: VERDICT_LABEL.go, rank: 0 },
  conditional_go: { emoji: '⚠️', label: VERDICT_LABEL.conditional_go, rank: 1 },
  no_go: { emoji: '❌', label: VERDICT_LABEL.no_go, rank: 2 },
  rollback: { emoji: '⏪', label: VERDICT_LABEL.rollback, rank: 3 },
}

const verdictOf = (v: string) => VERDICT[v as ReleaseVerdict] ?? { emoji: '❔', label: v, rank: 1 }

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`

// ─── Failures from the graded runs ───────────────────────────────────────────────────────

/**
 * The failing evals of a summary, with the failing assertions (deduplicated by text, the first
 * evidence kept) read from the graded with_skill runs. `evals` gives each eval's source line.
 * Order: the summary's skills; within a skill, critical evals first.
 */
export function collectFailures(summary: Summary, runs: readonly AggregateRun[] = [], evals: readonly EvalCase[] = []): EvalFailure[] {
  const byEval = new Map<string, AggregateRun[]>()
  for (const r of runs) {
    if (r.configuration !== 'with_skill') continue
    const k = `${r.skill}\u0000${String(r.evalId)}`
    const list = byEval.get(k) ?? []
    list.push(r)
    byEval.set(k, list)
  }
  const sources = new Map<string, { file: string; line: number }>()
  for (const e of evals) sources.set(`${e.skill}\u0000${String(e.id)}`, { file: e.source.file, line: e.source.line })

  const out: EvalFailure[] = []
  for (const s of summary.skills) {
    const failing = s.verdict === 'no_go' || s.verdict === 'rollback'
    const list: EvalFailure[] = []
    for (const er of s.eval_results) {
      const c = er.configurations.with_skill
      if (!c || (c.outcome !== 'fail' && c.outcome !== 'error')) continue
      const k = `${s.name}\u0000${er.id}`
      const assertions = new Map<string, FailedAssertion>()
      const errors: string[] = []
      for (const r of byEval.get(k) ?? []) {
        for (const e of r.expectations) {
          const status = expectationStatus(e)
          if (status === 'pass') continue
          const a = assertions.get(e.text)
          if (a) a.count++
          else assertions.set(e.text, { text: e.text, evidence: e.evidence, count: 1 })
        }
        if (r.grade === 'error' || r.apiError) {
          const note = r.notes.find((n) => n.trim() !== '') ?? 'run error'
          if (!errors.includes(note)) errors.push(note)
        }
      }
      list.push({
        skill: s.name,
        evalId: er.id,
        evalName: er.name,
        configuration: 'with_skill',
        trials: c.trials,
        failedTrials: c.runs.filter((g) => g === 'fail').length,
        errorTrials: c.runs.filter((g) => g === 'error').length,
        critical: er.critical,
        severity: er.critical || failing ? 'error' : 'warning',
        source: sources.get(k),
        assertions: [...assertions.values()],
        errors,
      })
    }
    list.sort((a, b) => Number(b.critical) - Number(a.critical))
    out.push(...list)
  }
  return out
}

// ─── Rendering ───────────────────────────────────────────────────────────────────────────

interface Detail {
  evidence: boolean
  failureLists: boolean
  /** Table rows and below-threshold lines kept (the most severe skills first). */
  rowLimit: number
}

const sumStats = (s: SkillSummary, key: 'inconclusive' | 'errors') =>
  Object.values(s.configurations).reduce((a, c) => a + (c?.[key] ?? 0), 0)

function costCell(s: SkillSummary): string {
  if (s.cost_usd === null || s.cost_usd === undefined) return 'unknown'
  const complete = Object.values(s.configurations).every((c) => !c || c.cost_complete)
  return complete ? formatUsd(s.cost_usd) : `≥ ${formatUsd(s.cost_usd)}`
}

function tableRow(s: SkillSummary): string {
  const ws = s.configurations.with_skill
  const wo = s.configurations.without_skill
  const withCell =
    ws && ws.pass_rate !== null
      ? ws.pass_rate_ci
        ? `${pct(ws.pass_rate)} (${percent(ws.pass_rate_ci.low).replace('%', '')}–${percent(ws.pass_rate_ci.high)})`
        : pct(ws.pass_rate)
      : '—'
  const hb = s.head_vs_base
  const tag = hb ? ({ regression: ' (regression)', improvement: ' (improvement)', inconclusive: ' (inconclusive)' } as Record<string, string>)[hb.verdict] ?? '' : ''
  const deltaCell = hb ? `${signedPoints(comparisonPoints(hb))}${tag}` : '—'
  const baseCell = wo && wo.pass_rate !== null ? pct(wo.pass_rate) : '—'
  let upliftCell = '—'
  if (s.uplift) upliftCell = signedPoints(comparisonPoints(s.uplift)) + (s.uplift.verdict === 'regression' ? ' ⚠️' : '')
  else if (ws?.pass_rate != null && wo?.pass_rate != null) upliftCell = signedPoints(pointsBetween(ws.pass_rate, wo.pass_rate))
  const time = ws?.mean_time_seconds != null ? formatSeconds(ws.mean_time_seconds) : '—'
  const tokens = ws?.mean_tokens != null ? formatTokens(ws.mean_tokens) : '—'
  const v = verdictOf(s.verdict)
  const extras: string[] = []
  const inconclusive = sumStats(s, 'inconclusive')
  const errors = sumStats(s, 'errors')
  if (inconclusive > 0) extras.push(`${inconclusive} inconclusive`)
  if (errors > 0) extras.push(plural(errors, 'error'))
  const status = [`${v.emoji} ${v.label}`, ...extras].join(' · ')
  return `| ${code(s.name, MAX.name)} | ${s.tier} | ${s.evals} | ${withCell} | ${deltaCell} | ${baseCell} | ${upliftCell} | ${time} | ${tokens} | ${costCell(s)} | ${status} |`
}

/** Skills ordered most severe first (rollback, no_go, …), stable within a verdict. */
function bySeverity(skills: readonly SkillSummary[]): SkillSummary[] {
  return skills
    .map((s, i) => ({ s, i }))
    .sort((a, b) => verdictOf(b.s.verdict).rank - verdictOf(a.s.verdict).rank || a.i - b.i)
    .map((x) => x.s)
}

function belowThreshold(summary: Summary): GateResult[] {
  const all = [...summary.gates, ...summary.skills.flatMap((s) => s.gates)]
  const seen = new Set<string>()
  const out: GateResult[] = []
  for (const g of all) {
    if (g.id !== 'tier-threshold' || (g.status !== 'fail' && g.status !== 'warn')) continue
    const k = `${g.skill ?? ''}\u0000${g.message}`
    if (seen.has(k)) continue
    seen.add(k)
    out.push(g)
  }
  // fails before warnings, stable otherwise
  return out.map((g, i) => ({ g, i })).sort((a, b) => Number(b.g.status === 'fail') - Number(a.g.status === 'fail') || a.i - b.i).map((x) => x.g)
}

function clusterLine(c: FailureCluster): string {
  const evals = c.evals.length > 0 ? `, eval${c.evals.length === 1 ? '' : 's'} ${clip(c.evals.map((e) => mdEscape(e)).join(', '), 200)}` : ''
  const sev = c.severity === 'high' ? '🔴' : c.severity === 'medium' ? '🟠' : '🟡'
  return `- ${sev} **${esc(c.name, 80)}** in ${code(c.skill, MAX.name)}${evals}: ${plural(c.failures, 'failure')}${c.critical ? ' (critical)' : ''}. ${esc(c.suggestion, 300)}`
}

function failureBlock(f: EvalFailure, evidence: boolean): string[] {
  const where = f.source ? ` · ${code(`${f.source.file}:${f.source.line}`, 200)}` : ''
  const trials = f.trials > 0 ? ` · ${f.failedTrials}/${f.trials} trials failed${f.errorTrials > 0 ? `, ${f.errorTrials} errored` : ''}` : ''
  const lines = [`- ${f.severity === 'error' ? '❌' : '⚠️'} **eval ${esc(f.evalId, 60)}** ${esc(f.evalName, MAX.evalName)}${f.critical ? ' · **critical**' : ''}${trials}${where}`]
  for (const a of f.assertions) {
    const times = a.count > 1 ? ` (×${a.count})` : ''
    lines.push(`  - ✗ ${esc(a.text, MAX.assertion)}${times}`)
    if (evidence && a.evidence.trim() !== '') lines.push(`    - _Evidence:_ ${esc(a.evidence, MAX.evidence)}`)
  }
  for (const e of f.errors) lines.push(`  - 💥 ${esc(e, MAX.error)}`)
  return lines
}

function renderBody(input: CommentInput, opts: ReportOptions, detail: Detail, marker: string | undefined): string {
  const { summary } = input
  const out: string[] = []
  if (marker) out.push(marker)
  out.push(HEADING, '')

  // Verdict
  const v = verdictOf(summary.verdict)
  out.push(`${v.emoji} **${v.label}** · confidence: ${mdEscape(summary.confidence)}`)
  const reasons = summary.reasons.filter((r) => !(summary.verdict === 'go' && r === 'Every gate passed.'))
  for (const r of reasons.slice(0, 10)) out.push(`- ${esc(r, MAX.reason)}`)
  if (reasons.length > 10) out.push(`- …and ${reasons.length - 10} more`)
  out.push('')
  if (summary.simulated) out.push(`> **${SIMULATED_NOTE}**`, '')

  // Mode and what ran
  out.push(`**Mode:** ${esc(opts.mode, 40)} · ${esc(opts.modeReason, MAX.reason)}`, '')
  const t = summary.totals
  const names = opts.ranSkills.slice(0, 20).map((n) => code(n, 60)).join(', ')
  const more = opts.ranSkills.length > 20 ? `, …and ${opts.ranSkills.length - 20} more` : ''
  const ran = [
    `${plural(opts.ranSkills.length, 'skill')}${opts.ranSkills.length > 0 ? ` (${names}${more})` : ''}`,
    plural(t.evals, 'eval'),
    plural(t.runs, 'run'),
  ]
  if (t.inconclusive > 0) ran.push(`${t.inconclusive} inconclusive`)
  if (t.errors > 0) ran.push(plural(t.errors, 'error'))
  if (t.skipped > 0) ran.push(`${t.skipped} skipped`)
  ran.push(`${summary.simulated ? 'simulated cost' : 'cost'} ${t.cost_usd === null ? 'unknown' : formatUsd(t.cost_usd)}`)
  const models = [...new Set(summary.skills.map((s) => s.model).filter((m): m is string => !!m))]
  if (models.length > 0) ran.push(`model${models.length === 1 ? '' : 's'} ${models.slice(0, 5).map((m) => code(m, 60)).join(', ')}`)
  out.push(`**Ran:** ${ran.join(' · ')}`, '')

  // Table
  const kept = new Set(bySeverity(summary.skills).slice(0, detail.rowLimit))
  if (summary.skills.length > 0) {
    out.push(
      `| Skill | Tier | Evals | With skill: runs fully passed (95% interval) | Δ vs base | Baseline (no skill) | Uplift | Time | ${summary.simulated ? 'Tokens (simulated) | Cost (simulated)' : 'Tokens | Cost'} | Status |`,
      '|---|---:|---:|---|---|---|---|---:|---:|---:|---|',
    )
    for (const s of summary.skills) if (kept.has(s)) out.push(tableRow(s))
    const hidden = summary.skills.length - kept.size
    if (hidden > 0) out.push('', `…and ${plural(hidden, 'more skill')} (see the job summary and the eval viewer).`)
    out.push('')
  } else {
    out.push('No skill was evaluated.', '')
  }

  // Pass-rate history: one sparkline per skill shown in the table that has earlier records
  const series: Map<string, RatePoint[]> = input.history && input.history.length > 0 ? passRateSeries(summary, input.history, 20) : new Map()
  const withHistory = summary.skills.filter((s) => kept.has(s) && series.has(s.name))
  if (withHistory.length > 0) {
    out.push('### Pass-rate history', '', '_With skill, runs fully passed; oldest → newest, this run last._', '')
    for (const s of withHistory) {
      const points = series.get(s.name)!.map((p) => p.rate)
      out.push(`- ${code(s.name, MAX.name)} ${sparkline(points)} ${percent(points[0])} → ${percent(points[points.length - 1])} (${plural(points.length, 'point')})`)
    }
    out.push('')
  }

  // Below threshold
  const below = belowThreshold(summary)
  if (below.length > 0) {
    out.push('### Below threshold', '')
    const shown = below.slice(0, detail.rowLimit)
    for (const g of shown) out.push(`- ${g.status === 'fail' ? '❌' : '⚠️'} ${esc(g.message, MAX.reason)}`)
    if (below.length > shown.length) out.push(`- …and ${below.length - shown.length} more`)
    out.push('')
  }

  // Clusters and failures
  if (detail.failureLists) {
    const clusters = summary.clusters.slice(0, 10)
    if (clusters.length > 0) {
      out.push('### Failure clusters', '')
      for (const c of clusters) out.push(clusterLine(c))
      if (summary.clusters.length > clusters.length) out.push(`- …and ${summary.clusters.length - clusters.length} more`)
      out.push('')
    }
    const failures = input.failures ?? []
    if (failures.length > 0) {
      out.push(`### Failures`, '')
      const bySkill = new Map<string, EvalFailure[]>()
      for (const f of failures) bySkill.set(f.skill, [...(bySkill.get(f.skill) ?? []), f])
      for (const [skill, list] of bySkill) {
        const icon = list.some((f) => f.severity === 'error') ? '❌' : '⚠️'
        out.push(`<details><summary>${icon} ${htmlText(clip(skill, MAX.name))}: ${plural(list.length, 'failing eval')}</summary>`, '')
        for (const f of list) out.push(...failureBlock(f, detail.evidence))
        out.push('', '</details>', '')
      }
    }
  } else if ((input.failures?.length ?? 0) > 0 || summary.clusters.length > 0) {
    const n = input.failures?.length ?? 0
    out.push(`_${n > 0 ? `${plural(n, 'failing eval')}: the` : 'The'} failure details are left out to fit GitHub's size limit; see the job summary and the eval viewer._`, '')
  }

  // Links
  const viewer = safeUrl(opts.viewerUrl)
  const artifact = safeUrl(opts.artifactUrl)
  const links: string[] = []
  if (viewer) links.push(`📊 [Eval viewer](${viewer}): download the artifact and open \`index.html\` to read every output beside its baseline and leave feedback.`)
  else links.push('📊 The eval viewer is attached to this workflow run as an artifact: download it and open `index.html`.')
  if (artifact) links.push(`📦 [Results of this run](${artifact})`)
  out.push(links.join(' '), '')
  out.push(`<sub>skill-evals · ${HEADLINE_RATE_NOTE} Intervals are 95% Wilson intervals.</sub>`)
  return out.join('\n') + '\n'
}

const TRUNCATED = "_The report was cut to fit GitHub's size limit; the full report is in the job summary and the eval viewer artifact._"

/** The least detail: no failure lists (and so no evidence, which only shows inside them). */
const LEAN = {
  // Stryker disable next-line BooleanLiteral: equivalent, evidence only shows inside the failure lists
  evidence: false,
  failureLists: false,
}

function renderWithin(input: CommentInput, opts: ReportOptions, marker: string | undefined, budget: Budget): string {
  const n = input.summary.skills.length
  const full = Math.max(n, 1)
  for (const d of [
    { evidence: true, failureLists: true, rowLimit: full },
    { evidence: false, failureLists: true, rowLimit: full },
    // Stryker disable next-line ObjectLiteral,BooleanLiteral: equivalent, evidence only shows inside failure lists, failure lists here repeat the step before (which did not fit), and no row limit is every row
    { evidence: false, failureLists: false, rowLimit: full },
  ]) {
    const text = renderBody(input, opts, d, marker)
    if (fits(text, budget)) return text
  }
  const cut = largestFitting(0, n, (rowLimit) => renderBody(input, opts, { ...LEAN, rowLimit }, marker), budget)
  if (cut) return cut.text
  return trimToBudget(renderBody(input, opts, { ...LEAN, rowLimit: 0 }, marker), budget, TRUNCATED)
}

/** The sticky PR comment: marker line first; always under `maxChars` characters and 262,144 bytes. */
export function renderComment(input: CommentInput, opts: CommentOptions): string {
  const maxChars = Math.min(opts.maxChars ?? COMMENT_MAX_CHARS, COMMENT_MAX_CHARS)
  const maxBytes = Math.min(opts.maxBytes ?? COMMENT_MAX_BYTES, COMMENT_MAX_BYTES)
  return renderWithin(input, opts, normaliseMarker(opts.marker), { maxChars, maxBytes })
}

/** The same report for `GITHUB_STEP_SUMMARY` (no marker); under 1 MiB. */
export function renderJobSummary(input: CommentInput, opts: JobSummaryOptions): string {
  const maxBytes = Math.min(opts.maxBytes ?? STEP_SUMMARY_MAX_BYTES, STEP_SUMMARY_MAX_BYTES)
  return renderWithin(input, opts, undefined, { maxBytes })
}

// ─── Variants without results ────────────────────────────────────────────────────────────

export interface NoticeOptions {
  /** Given → comment (marker first line); absent → job summary. */
  marker?: string
  mode?: string
  /** Why nothing ran, e.g. "no skill, eval suite or reference changed". */
  reason?: string
  /** The label that forces a full run, e.g. "full-eval". */
  fullEvalLabel?: string
}

function head(marker: string | undefined): string[] {
  return marker ? [normaliseMarker(marker), HEADING, ''] : [HEADING, '']
}

/** Neutral: there was nothing to evaluate (no skill, suite or reference changed). */
export function renderNothingToEvaluate(opts: NoticeOptions = {}): string {
  const out = head(opts.marker)
  out.push(`⚪ **Nothing to evaluate**${opts.mode ? ` · mode: ${esc(opts.mode, 40)}` : ''}`, '')
  out.push(opts.reason ? esc(opts.reason, MAX.reason) : 'No skill, eval suite or shared reference changed, so no eval ran and no API cost was spent.')
  if (opts.fullEvalLabel) out.push('', `Add the ${mdCode(clip(opts.fullEvalLabel, 50))} label to run every eval anyway.`)
  return out.join('\n') + '\n'
}

export const WORKFLOW_RUN_DOCS = 'https://docs.github.com/en/actions/reference/workflows-and-actions/events-that-trigger-workflows#workflow_run'
export const PWN_REQUEST_DOCS = 'https://securitylab.github.com/resources/github-actions-preventing-pwn-requests/'

/** Skipped: no Anthropic API key (typically a pull request from a fork under `pull_request`). */
export function renderSkippedNoApiKey(opts: NoticeOptions & { forkPr?: boolean } = {}): string {
  const out = head(opts.marker)
  out.push('⏭️ **Skipped: no `ANTHROPIC_API_KEY`**' + (opts.forkPr === false ? '' : ' (pull request from a fork?)'), '')
  out.push(
    'The evals need an Anthropic API key and this run has none. GitHub does not pass repository secrets to workflows ' +
      'triggered by `pull_request` from forks (nor to Dependabot), so the skills were only validated, not evaluated.',
    '',
    'To evaluate pull requests from forks without exposing the key to their code, use the two-workflow pattern: ' +
      'the `pull_request` workflow validates and uploads what it needs as an artifact, and a separate ' +
      `[\`workflow_run\`](${WORKFLOW_RUN_DOCS}) workflow on the base branch, which has the secret, treats that artifact ` +
      'as untrusted data, runs the evals behind a maintainer-applied label or an environment with required reviewers, ' +
      `and posts this comment. Never run a fork's code with secrets under \`pull_request_target\` ([why](${PWN_REQUEST_DOCS})).`,
  )
  return out.join('\n') + '\n'
}
