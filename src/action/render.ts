/**
 * The texts the action publishes (PR comment and job summary), built from the core renderers in
 * src/report/comment.ts plus what only the action knows: the plan (mode, why, what ran), the
 * shards' notes and the pipeline table. Every untrusted string goes through mdEscape / mdCode.
 */
import type { HistoryEntry } from '../aggregate/history.js'
import {
  HEADING,
  renderComment,
  renderJobSummary,
  renderNothingToEvaluate,
  renderSkippedNoApiKey,
  type EvalFailure,
  type ReportOptions,
} from '../report/comment.js'
import { clip } from '../report/budget.js'
import { mdEscape } from '../text/markdown.js'
import type { Summary } from '../aggregate/types.js'
import type { PlanFile } from '../plan/plan.js'

export interface Links {
  viewerUrl?: string
  artifactUrl?: string
}

export interface ReportView {
  plan: PlanFile
  summary?: Summary
  failures: EvalFailure[]
  /** Pipeline table (Markdown), '' when none ran. */
  pipelines: string
  /** Incomplete shards, base not readable, budget stops… */
  notes: string[]
  /** Why there is no summary (no graded runs). */
  error?: string
  /** The regression gate's section (Markdown) when the PR bumped a skill's `version:`. */
  regression?: string
  /** The benchmark history the aggregate read (the comment's pass-rate sparklines). */
  history?: HistoryEntry[]
}

/** Room left in the comment for the action's own sections (notes, pipelines). */
const EXTRA_MAX = 5000

export function reportOptions(plan: PlanFile, links: Links): ReportOptions {
  return {
    mode: plan.mode,
    modeReason: [plan.modeReason, ...plan.selectionReasons].join(' '),
    ranSkills: plan.skills,
    ...(links.viewerUrl ? { viewerUrl: links.viewerUrl } : {}),
    ...(links.artifactUrl ? { artifactUrl: links.artifactUrl } : {}),
  }
}

function extras(v: ReportView): string {
  const out: string[] = []
  if (v.regression) out.push(clip(v.regression, 3000), '')
  if (v.pipelines) out.push('### Pipeline scenarios', '', v.pipelines)
  if (v.notes.length > 0) {
    out.push('### Notes', '')
    for (const n of v.notes.slice(0, 10)) out.push(`- ${mdEscape(clip(n, 400))}`)
    out.push('')
  }
  const text = out.join('\n')
  return text ? clip(text, EXTRA_MAX) + '\n' : ''
}

function noticeBody(plan: PlanFile, marker: string | undefined): string {
  const mode = `\n**Mode:** ${plan.mode} · ${mdEscape(clip(plan.modeReason, 400))}\n`
  if (plan.skip?.kind === 'no-key') return renderSkippedNoApiKey({ ...(marker ? { marker } : {}), forkPr: plan.isFork }) + mode
  return (
    renderNothingToEvaluate({ ...(marker ? { marker } : {}), mode: plan.mode, reason: plan.skip?.reason ?? 'Nothing to evaluate.', ...(plan.mode === 'quick' ? { fullEvalLabel: plan.fullEvalLabel } : {}) }) + mode
  )
}

function errorBody(v: ReportView, marker: string | undefined): string {
  const out = marker ? [marker, HEADING, ''] : [HEADING, '']
  out.push(`❌ **No verdict**: ${mdEscape(clip(v.error ?? 'the evaluation produced no results', 600))}`, '')
  out.push(`**Mode:** ${v.plan.mode} · ${mdEscape(clip(v.plan.modeReason, 400))}`, '')
  return out.join('\n') + '\n'
}

export function commentBody(v: ReportView, marker: string, links: Links): string {
  if (!v.plan.run) return noticeBody(v.plan, marker)
  if (!v.summary) return errorBody(v, marker) + extras(v)
  const body = renderComment({ summary: v.summary, failures: v.failures, ...(v.history ? { history: v.history } : {}) }, { ...reportOptions(v.plan, links), marker, maxChars: 65536 - EXTRA_MAX - 200 })
  return body + extras(v)
}

export function jobSummaryBody(v: ReportView, links: Links): string {
  if (!v.plan.run) return noticeBody(v.plan, undefined)
  if (!v.summary) return errorBody(v, undefined) + extras(v)
  return renderJobSummary({ summary: v.summary, failures: v.failures, ...(v.history ? { history: v.history } : {}) }, { ...reportOptions(v.plan, links), maxBytes: 1_000_000 }) + extras(v)
}
