/**
 * From a results folder to the PR comment, as the action does it: graded runs → aggregate →
 * summary → failures → renderComment / renderJobSummary. Used by the injection test and the
 * scale bench.
 */
import { aggregate } from '../../src/gate/index.js'
import { loadAggregateInput } from '../../src/aggregate/load.js'
import type { AggregateRun, Summary } from '../../src/aggregate/types.js'
import { collectFailures, commentMarker, renderComment, renderJobSummary, type EvalFailure, type ReportOptions } from '../../src/report/comment.js'
import type { EvalCase } from '../../src/types.js'

export interface RenderedReport {
  summary: Summary
  runs: AggregateRun[]
  failures: EvalFailure[]
  comment: string
  jobSummary: string
}

export async function renderReport(root: string, outDir: string, evals: readonly EvalCase[], opts: Partial<ReportOptions> = {}): Promise<RenderedReport> {
  const loaded = await loadAggregateInput({ out: outDir, root })
  const summary = aggregate(loaded.input)
  const runs = loaded.input.runs
  const failures = collectFailures(summary, runs, evals)
  const ro: ReportOptions = {
    mode: 'full',
    modeReason: 'reliability test',
    ranSkills: summary.skills.map((s) => s.name),
    ...opts
  }
  return {
    summary,
    runs,
    failures,
    comment: renderComment({ summary, failures }, { ...ro, marker: commentMarker('reliability') }),
    jobSummary: renderJobSummary({ summary, failures }, ro)
  }
}

/** Text outside Markdown code spans and fenced blocks (which GitHub shows verbatim, never as HTML). */
export function outsideCode(md: string): string {
  return md.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?\n\1[ \t]*$/gm, '[code block]').replace(/(`+)(?:(?!\1)[\s\S])*?\1/g, '`…`')
}
