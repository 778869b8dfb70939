/**
 * Pure helpers for the lead's wiring: the PR-comment table of pipeline results (the rule of when
 * pipelines run at all is planning's: src/plan/pipelines.ts, re-exported here).
 */
import type { CostClass, PipelineIndexEntry, PipelineResult, PipelineStatus } from './types.js'

/** Header of `pipelineTable`'s rows. */
export const PIPELINE_TABLE_HEADER = ['Scenario', 'Steps passed', 'Final', 'Cost class', 'Status'] as const

/** What the table needs of a result: a `PipelineResult` or a `pipelines.json` entry. */
export type PipelineTableInput =
  | Pick<PipelineResult, 'id' | 'costClass' | 'status' | 'cancelled' | 'summary'>
  | Pick<PipelineIndexEntry, 'id' | 'cost_class' | 'status' | 'cancelled' | 'steps_total' | 'steps_passed' | 'final_total' | 'final_passed'>

const STATUS_CELL: Record<PipelineStatus, string> = { pass: '✅ pass', fail: '❌ fail', error: '⚠️ error' }

function normalise(r: PipelineTableInput): { id: string; cost: CostClass; status: PipelineStatus; cancelled: boolean; st: number; sp: number; ft: number; fp: number } {
  if ('summary' in r) {
    const s = r.summary
    return { id: r.id, cost: r.costClass, status: r.status, cancelled: r.cancelled, st: s.stepsTotal, sp: s.stepsPassed, ft: s.finalTotal, fp: s.finalPassed }
  }
  return { id: r.id, cost: r.cost_class, status: r.status, cancelled: r.cancelled, st: r.steps_total, sp: r.steps_passed, ft: r.final_total, fp: r.final_passed }
}

/**
 * One row per scenario, in input order: scenario | steps passed (`2/3`) | final (`1/2`, `–` when
 * there are none) | cost class (`low`, or `high 💸` so the comment can carry a cost notice) |
 * status (`✅ pass`, `❌ fail`, `⚠️ error`, `⚠️ error (cancelled)`). Cells are plain text; escape
 * `|` is not needed (ids are kebab-case).
 */
export function pipelineTable(results: readonly PipelineTableInput[]): string[][] {
  return results.map((input) => {
    const r = normalise(input)
    return [
      r.id,
      `${r.sp}/${r.st}`,
      r.ft > 0 ? `${r.fp}/${r.ft}` : '–',
      r.cost === 'high' ? 'high 💸' : 'low',
      STATUS_CELL[r.status] + (r.cancelled ? ' (cancelled)' : '')
    ]
  })
}

/** The table as GitHub markdown (header + rows), or '' when there are no results. */
export function pipelineTableMarkdown(results: readonly PipelineTableInput[]): string {
  if (results.length === 0) return ''
  const rows = [[...PIPELINE_TABLE_HEADER], ...pipelineTable(results)]
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`
  return [line(rows[0]!), line(rows[0]!.map(() => '---')), ...rows.slice(1).map(line)].join('\n') + '\n'
}

export { shouldRunPipelines, type PipelineTrigger } from '../plan/pipelines.js'
