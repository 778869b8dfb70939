/**
 * Pass-rate history as pictures (issue 34): the series the viewer's history chart and the PR
 * comment's sparkline share (src/report/history-series.ts), and the comment's "Pass-rate history"
 * section: only with history, one line per skill, the skill name escaped as in the table.
 */
import { describe, expect, test } from '@jest/globals'
import { aggregate } from '../../src/gate/index.js'
import type { AggregateInput, AggregateRun } from '../../src/aggregate/types.js'
import type { HistoryEntry } from '../../src/aggregate/history.js'
import type { Configuration } from '../../src/types.js'
import { commentMarker, renderComment, renderJobSummary } from '../../src/report/comment.js'
import { passRateSeries, sparkline } from '../../src/report/history-series.js'
import { commentBody, jobSummaryBody } from '../../src/action/render.js'
import type { PlanFile } from '../../src/plan/plan.js'

function run(skill: string, evalId: number, configuration: Configuration, trial: number, pass: boolean): AggregateRun {
  return {
    skill, evalId, evalName: `eval ${evalId}`, configuration, trial, iteration: 1, model: 'claude-sonnet-5-5', status: 'graded', grade: pass ? 'pass' : 'fail',
    passed: pass ? 1 : 0, failed: pass ? 0 : 1, total: 1, timeSeconds: 10, tokens: 100, toolCalls: 1, errors: 0, toolErrors: 0, apiError: false,
    expectations: [{ text: 'ok', passed: pass, evidence: '', status: pass ? 'pass' : 'fail', check_kind: 'contains' }],
    notes: [], costUsd: 0.01, definitionHash: `${skill}-${evalId}`
  }
}

const SKILL = 'a`b|*c*' // Markdown in a skill name
const runs: AggregateRun[] = []
for (const id of [1, 2, 3]) {
  for (const t of [1, 2, 3]) {
    runs.push(run('plan', id, 'with_skill', t, !(id === 3 && t === 3)), run('plan', id, 'without_skill', t, id === 1))
    runs.push(run(SKILL, id, 'with_skill', t, t !== 1), run(SKILL, id, 'without_skill', t, false))
    runs.push(run('fresh', id, 'with_skill', t, true), run('fresh', id, 'without_skill', t, false))
  }
}
const INPUT: AggregateInput = {
  generatedAt: '2026-02-01T00:00:00.000Z',
  runs,
  config: { tierSettings: { 1: { threshold: 0.8, minEvals: 3, maxEvals: 4 }, 2: { threshold: 0.8, minEvals: 2, maxEvals: 3 }, 3: { threshold: 0.8, minEvals: 2, maxEvals: 2 } }, riskLevel: 'medium', tiers: {} }
}
const summary = aggregate(INPUT)

const entry = (timestamp: string, skills: HistoryEntry['skills'], file = `${timestamp}.json`): HistoryEntry => ({ file, timestamp, kind: 'summary', skills })
const sk = (name: string, passRate: number, extra: Partial<HistoryEntry['skills'][number]> = {}) => ({ name, passRate, metric: 'runs' as const, passed: null, graded: null, evals: null, ...extra })

const HISTORY: HistoryEntry[] = [
  // given newest first: the series is ordered by timestamp
  entry('2026-01-20T00:00:00Z', [sk('plan', 0.5), sk(SKILL, 0.25)]),
  entry('2026-01-01T00:00:00Z', [sk('plan', 1 / 3), sk(SKILL, 0.1)]),
  // skill-creator's assertion-level mean and another model's record are not the same rate: left out
  entry('2026-01-10T00:00:00Z', [sk('plan', 0.99, { metric: 'assertions' })], 'bench.json'),
  entry('2026-01-15T00:00:00Z', [sk('plan', 0.02, { model: 'claude-haiku-9' })], 'haiku.json')
]

describe('sparkline', () => {
  test('one block per rate on an absolute 0..1 scale, clamped', () => {
    expect(sparkline([0, 0.125, 0.5, 0.99, 1])).toBe('▁▂▅██')
    expect(sparkline([0.3, 0.6, 0.9])).toBe('▃▅█')
    expect(sparkline([-1, 2, NaN])).toBe('▁█▁')
    expect(sparkline([])).toBe('')
  })
})

describe('passRateSeries', () => {
  test('history oldest → newest, then this report; other metrics and models left out; no history → absent', () => {
    const series = passRateSeries(summary, HISTORY)
    const plan = summary.skills.find((s) => s.name === 'plan')!
    expect(series.get('plan')!.map((p) => [p.timestamp, p.rate, p.current])).toEqual([
      ['2026-01-01T00:00:00Z', 1 / 3, false],
      ['2026-01-20T00:00:00Z', 0.5, false],
      ['2026-02-01T00:00:00.000Z', plan.configurations.with_skill!.pass_rate, true]
    ])
    expect(series.has('fresh')).toBe(false)
    expect(passRateSeries(summary, []).size).toBe(0)
    // the newest points are kept
    expect(passRateSeries(summary, HISTORY, 2).get('plan')!.map((p) => p.rate)).toEqual([0.5, plan.configurations.with_skill!.pass_rate])
  })
})

describe('the PR comment', () => {
  const opts = { mode: 'quick', modeReason: 'pull request', ranSkills: summary.skills.map((s) => s.name), marker: commentMarker('pr') }

  test('a "Pass-rate history" sparkline per skill with history, the name escaped as in the table', () => {
    const body = renderComment({ summary, history: HISTORY }, opts)
    const lines = body.split('\n')
    const at = lines.indexOf('### Pass-rate history')
    expect(at).toBeGreaterThan(lines.findIndex((l) => l.startsWith('| Skill |')))
    const section = lines.slice(at + 4, lines.indexOf('', at + 4))
    expect(section).toHaveLength(2)
    // `plan`: 33% → 50% → 88%
    expect(section).toContain('- `plan` ▃▅█ 33% → 88% (3 points)')
    // the odd name: the same escaped code span as the table's first cell
    const row = lines.find((l) => l.startsWith('| ') && l.includes('b|') === false && l.includes('*c*'))!
    const cell = row.split(' | ')[0]!.slice(2)
    const odd = section.find((l) => !l.includes('`plan`'))!
    expect(cell).toBe('`aˋb\\|*c*`')
    expect(odd).toBe(`- ${cell} ▁▃▆ 10% → 66% (3 points)`)
    expect(renderJobSummary({ summary, history: HISTORY }, opts)).toContain('- `plan` ▃▅█ 33% → 88% (3 points)')
  })

  test('no history: no section, and the comment is what it was', () => {
    const without = renderComment({ summary }, opts)
    expect(without).not.toContain('Pass-rate history')
    expect(renderComment({ summary, history: [] }, opts)).toBe(without)
  })

  test("the action's comment and job summary pass the history through", () => {
    const plan = { version: 1, run: true, mode: 'quick', modeReason: 'pull request', selectionReasons: [], skills: summary.skills.map((k) => k.name) } as unknown as PlanFile
    const v = { plan, summary, failures: [], pipelines: '', notes: [] }
    expect(commentBody({ ...v, history: HISTORY }, commentMarker('pr'), {})).toContain('- `plan` ▃▅█ 33% → 88% (3 points)')
    expect(jobSummaryBody({ ...v, history: HISTORY }, {})).toContain('- `plan` ▃▅█ 33% → 88% (3 points)')
    expect(commentBody(v, commentMarker('pr'), {})).not.toContain('Pass-rate history')
  })
})
