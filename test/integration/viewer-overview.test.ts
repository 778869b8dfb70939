/**
 * The viewer's Overview model (issue 34) against a real results folder (the demo on the examples,
 * with committed benchmark history): the same verdict, gates, rates, intervals, uplift and
 * clusters as summary.json (which the terminal prints), and the history as recorded.
 */
import { describe, test, expect, beforeAll, afterAll } from '@jest/globals'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { collectViewerData } from '../../src/report/viewer/index.js'
import { overviewFromSummary } from '../../src/report/viewer/overview.js'
import { comparisonPoints } from '../../src/text/rates.js'
import { renderSummaryText } from '../../src/report/terminal.js'
import { writeOverviewFolder, type OverviewFolder } from '../helpers/overview-results.js'
import type { ViewerModel } from '../../src/report/viewer/model.js'

let dir: string
let folder: OverviewFolder
let model: ViewerModel

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'viewer-overview-'))
  folder = await writeOverviewFolder(dir)
  model = await collectViewerData(folder.out)
}, 60000)

afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('the Overview from summary.json', () => {
  test('verdict, confidence, reasons and totals are the summary\'s', () => {
    const o = model.overview!
    const s = folder.summary
    expect(o.source).toBe('full')
    expect(o.verdict).toBe(s.verdict)
    expect(o.confidence).toBe(s.confidence)
    expect(o.reasons).toEqual(s.reasons)
    expect(o.totals).toMatchObject({ runs: s.totals.runs, graded: s.totals.graded, passed: s.totals.passed, errors: s.totals.errors })
    expect(model.warnings).toEqual([])
  })

  test('gates: every gate with status, skill and message', () => {
    const o = model.overview!
    expect(o.gates).toHaveLength(folder.summary.gates.length)
    expect(o.gates.map((g) => [g.status, g.id, g.skill, g.message])).toEqual(folder.summary.gates.map((g) => [g.status, g.id, g.skill ?? null, g.message]))
    expect(o.gates.some((g) => g.status === 'fail')).toBe(true)
  })

  test('per skill: with / without rates with their Wilson intervals, uplift in the points the terminal prints', () => {
    const o = model.overview!
    const text = renderSummaryText(folder.summary)
    expect(o.skills.map((k) => k.name)).toEqual(folder.summary.skills.map((k) => k.name))
    for (const k of folder.summary.skills) {
      const v = o.skills.find((x) => x.name === k.name)!
      for (const c of ['with_skill', 'without_skill'] as const) {
        const st = k.configurations[c]!
        expect(v.rates[c]).toEqual({ rate: st.pass_rate, low: st.pass_rate_ci!.low, high: st.pass_rate_ci!.high, passed: st.passed, graded: st.graded, errors: st.errors, inconclusive: st.inconclusive })
      }
      expect(v.rates.old_skill).toBeUndefined()
      expect(v.uplift!.points).toBe(comparisonPoints(k.uplift!))
      // the same figure the terminal table shows
      expect(text).toContain(`+${v.uplift!.points} pts`)
      expect(v.verdict).toBe(k.verdict)
      // eval × trial grid: the aggregate's per-run grades
      expect(v.evals.map((e) => e.runs.with_skill)).toEqual(k.eval_results.map((e) => e.configurations.with_skill!.runs))
    }
  })

  test('clusters are the summary\'s', () => {
    const o = model.overview!
    expect(o.clusters.map((c) => [c.skill, c.name, c.failures, c.severity])).toEqual(folder.summary.clusters.map((c) => [c.skill, c.name, c.failures, c.severity]))
    expect(o.clusters.length).toBeGreaterThan(0)
  })

  test('history: the committed records oldest first, this report last', () => {
    const o = model.overview!
    expect(o.historyRecords).toBe(3)
    for (const k of folder.summary.skills) {
      const points = o.history[k.name]!
      expect(points.map((p) => p.rate)).toEqual([...folder.history.map((h) => h.rates[k.name]), k.configurations.with_skill!.pass_rate])
      expect(points.map((p) => p.current)).toEqual([false, false, false, true])
      expect(points[0]!.timestamp).toBe(folder.history[0]!.timestamp)
    }
  })

  test('simulated runs are labelled: the runs, the model and the overview', () => {
    expect(model.simulated).toBe(true)
    expect(model.overview!.simulated).toBe(true)
    expect(model.runs.every((r) => r.simulated === true)).toBe(true)
  })

  test('no history → no series (the page says "no history yet"); a partial summary.json → verdict only', async () => {
    const o = overviewFromSummary(folder.summary, [], false)
    expect(o.history).toEqual({})
    expect(o.historyRecords).toBe(0)
    expect(o.simulated).toBe(false)
    const partial = join(dir, 'partial')
    await writeOverviewFolder(partial, { history: false })
    await writeFile(join(partial, 'out', 'summary.json'), JSON.stringify({ verdict: 'no_go', confidence: 'low', reasons: ['r1'], skills: [] }))
    const m = await collectViewerData(join(partial, 'out'))
    expect(m.overview).toMatchObject({ source: 'partial', verdict: 'no_go', reasons: ['r1'], gates: [], skills: [] })
  }, 60000)
})
