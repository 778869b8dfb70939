/**
 * The viewer's optional sections: pipelines (pipelines.json + pipelines/<id>/result.json) and
 * cross-model.json. Both appear in the model (and the page) only when their files exist; a plain
 * results folder gives the same model and page structure as before.
 */
import { describe, test, expect, beforeAll, afterAll } from '@jest/globals'
import { mkdtemp, rm, writeFile, mkdir, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { collectViewerData, renderViewer } from '../../src/report/viewer/index.js'
import { normalizeCrossModel, CROSS_MODEL_UNKNOWN } from '../../src/report/viewer/extras.js'
import { writeSyntheticResults, writeSyntheticPipelines, writeSyntheticCrossModel } from '../helpers/synthetic-results.js'
import { runCli, type CliIo } from '../../src/cli/main.js'

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'viewer-pipelines-'))
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

const BEFORE_KEYS = ['version', 'title', 'generatedAt', 'reportKey', 'maxFileBytes', 'summary', 'skills', 'evals', 'runs', 'warnings']

describe('a results folder without summary, pipelines or cross-model data', () => {
  test('has the same model keys and page structure as before: two tabs, two panels, no extra CSS', async () => {
    const out = join(dir, 'plain')
    await writeSyntheticResults(out, { evalsPerSkill: 1, trials: 1, benchmark: true, summary: false })
    const m = await collectViewerData(out)
    expect(Object.keys(m)).toEqual(BEFORE_KEYS)
    expect(m.warnings).toEqual([])
    const html = renderViewer(m)
    const nav = /<nav class="tabs" role="tablist">([\s\S]*?)<\/nav>/.exec(html)![1]!
    expect([...nav.matchAll(/<button[^>]*id="([^"]+)"/g)].map((x) => x[1])).toEqual(['tab-outputs', 'tab-benchmark'])
    const main = /<main>([\s\S]*?)<\/main>/.exec(html)![1]!
    expect([...main.matchAll(/<section id="([^"]+)"/g)].map((x) => x[1])).toEqual(['panel-outputs', 'panel-benchmark'])
    expect(html).not.toContain('pre.diff')
    expect(html).not.toContain('table.xm')
    expect(html).not.toMatch(/"pipelines"|"crossModel"/)
  })
})

describe('pipelines', () => {
  test('reads the index and every result.json: scenarios, steps in order, verify, files, diff, final', async () => {
    const out = join(dir, 'pl')
    await writeSyntheticPipelines(out)
    const m = await collectViewerData(out)
    expect(m.runs).toEqual([])
    expect(m.warnings).toEqual([])
    const p = m.pipelines!
    expect(p).toMatchObject({ model: 'claude-test', judgeModel: 'claude-judge-test', simulated: true, totals: { scenarios: 2, passed: 1, failed: 1, errors: 0, costUsd: 0.06 } })
    expect(p.scenarios.map((s) => [s.id, s.status, s.stepsPassed, s.stepsTotal, s.finalPassed, s.finalTotal, s.loaded])).toEqual([
      ['plan-then-adr', 'pass', 2, 2, 2, 2, true],
      ['refactor-chain', 'fail', 1, 3, 1, 2, true]
    ])
    const bad = p.scenarios[1]!
    expect(bad.reason).toBe('step 2 failed its checks')
    expect(bad.costClass).toBe('high')
    expect(bad.steps.map((s) => [s.n, s.skill, s.status])).toEqual([
      [1, 'refactor', 'pass'],
      [2, 'docs', 'fail'],
      [3, 'release', 'skipped']
    ])
    const s1 = bad.steps[0]!
    expect(s1.files).toEqual([
      { path: 'old.txt', change: 'deleted' },
      { path: 'src/app.ts', change: 'modified' }
    ])
    expect(s1.diff).toContain('--- a YAML rule that looks like a header')
    expect(s1.diffFile).toBe('pipelines/refactor-chain/step-1/diff.patch')
    expect(s1.diffTruncated).toBe(false)
    expect(s1.tokens).toBe(1001 + 301)
    expect(bad.steps[1]!.verify.map((v) => [v.passed, v.status, v.source])).toEqual([
      [false, 'fail', 'check'],
      [true, 'pass', 'check']
    ])
    expect(bad.steps[2]!.reason).toBe('an earlier step failed')
    expect(bad.final.map((f) => f.passed)).toEqual([true, false])
  })

  test('caps the diff, keeps a missing result.json as an index-only entry, finds unlisted results', async () => {
    const out = join(dir, 'pl-partial')
    await writeSyntheticPipelines(out)
    const file = join(out, 'pipelines/plan-then-adr/result.json')
    const r = JSON.parse(await readFile(file, 'utf8'))
    r.steps[0].diff = '+' + 'x'.repeat(5000)
    r.steps.reverse() // the viewer shows steps in run order whatever the file order
    await writeFile(file, JSON.stringify(r))
    await rm(join(out, 'pipelines/refactor-chain/result.json'))
    await mkdir(join(out, 'pipelines/extra'), { recursive: true })
    await writeFile(join(out, 'pipelines/extra/result.json'), JSON.stringify({ id: 'extra', status: 'error', reason: 'the seed failed', steps: [] }))
    const m = await collectViewerData(out, { maxFileBytes: 1024 })
    const [ok, missing, extra] = m.pipelines!.scenarios
    expect(ok!.steps.map((s) => s.n)).toEqual([1, 2])
    expect(ok!.steps[0]!.diff.length).toBe(1024)
    expect(ok!.steps[0]!.diffTruncated).toBe(true)
    expect(missing).toMatchObject({ id: 'refactor-chain', status: 'fail', loaded: false, steps: [], stepsTotal: 3, stepsPassed: 1 })
    expect(extra).toMatchObject({ id: 'extra', status: 'error', reason: 'the seed failed', loaded: true })
    expect(m.warnings).toEqual(['pipelines/refactor-chain/result.json: missing, showing the pipelines.json entry only'])
  })

  test('without pipelines.json the result files still show; a broken index is a warning; paths cannot leave the folder', async () => {
    const out = join(dir, 'pl-noindex')
    await writeSyntheticPipelines(out, { index: false })
    const m = await collectViewerData(out)
    expect(m.pipelines!.scenarios.map((s) => s.id)).toEqual(['plan-then-adr', 'refactor-chain'])
    expect(m.pipelines!.totals).toMatchObject({ scenarios: 2, passed: 1, failed: 1, errors: 0 })

    await writeFile(join(out, 'pipelines.json'), '{oops')
    const broken = await collectViewerData(out)
    expect(broken.warnings).toContain('pipelines.json: not valid JSON, ignored')
    expect(broken.pipelines!.scenarios).toHaveLength(2)

    const secret = join(dir, 'secret.json')
    await writeFile(secret, JSON.stringify({ id: 'secret', status: 'pass', steps: [{ n: 1, skill: 'leak', prompt: 'SECRET' }] }))
    await writeFile(
      join(out, 'pipelines.json'),
      JSON.stringify({ version: 1, scenarios: [{ id: 'plan-then-adr', status: 'pass', result: '../secret.json' }, { id: '../../x', result: secret }] })
    )
    const guarded = await collectViewerData(out)
    expect(JSON.stringify(guarded.pipelines)).not.toContain('SECRET')
    expect(guarded.warnings.filter((w) => /outside the results folder/.test(w))).toHaveLength(2)
    expect(guarded.pipelines!.scenarios.map((s) => [s.id, s.loaded])).toEqual([
      ['plan-then-adr', true], // fell back to pipelines/<id>/result.json
      ['../../x', false],
      ['refactor-chain', true]
    ])
  })

  test('reads what `skill-evals pipeline --simulate` really writes', async () => {
    const out = join(dir, 'pl-real')
    const lines: string[] = []
    const io: CliIo = { stdout: (t) => lines.push(t), stderr: (t) => lines.push(t), env: {}, cwd: process.cwd(), isTTY: false }
    expect([0, 1]).toContain(await runCli(['pipeline', '--root', 'examples', '--simulate', '--out', out], io))
    const m = await collectViewerData(out)
    expect(m.warnings).toEqual([])
    const sc = m.pipelines!.scenarios[0]!
    expect(sc.id).toBe('plan-then-adr')
    expect(m.pipelines!.simulated).toBe(true)
    expect(sc.steps.map((s) => s.skill)).toEqual(['plan', 'adr'])
    expect(sc.steps[0]!.files).toEqual([{ path: 'tasks.md', change: 'added' }])
    expect(sc.steps[0]!.diff).toMatch(/^diff --git a\/tasks\.md b\/tasks\.md\n/)
    expect(sc.steps[0]!.verify.length).toBeGreaterThan(0)
    expect(sc.steps[0]!.diffFile).toBe('pipelines/plan-then-adr/step-1/diff.patch')
    expect(sc.final.length).toBe(sc.finalTotal)
    const html = renderViewer(m)
    expect(html).toContain('id="tab-pipelines"')
    expect(html).not.toContain('id="tab-models"')
  })
})

describe('cross-model', () => {
  test('the expected shape: models × skills with intervals, range and anomalies', async () => {
    const out = join(dir, 'xm')
    await writeSyntheticCrossModel(out)
    const m = await collectViewerData(out)
    const x = m.crossModel!
    expect(x.format).toBe('table')
    expect(x.models).toEqual(['claude-a', 'claude-b', 'claude-c'])
    expect(x.skills.map((s) => s.skill)).toEqual(['alpha', 'beta'])
    expect(x.skills[0]!.cells[2]).toEqual({ passRate: 0.3, low: 0.15, high: 0.52, n: 20, passed: null, anomaly: true, direction: null, regressed: false })
    expect(x.skills[0]!.range).toBe(0.6)
    expect(x.skills[0]!.anomalies).toEqual(['claude-c'])
    expect(x.skills[1]!.cells[2]).toBeNull()
    expect(x.skills[1]!.range).toBeCloseTo(0.05) // computed when the file has none
    expect(x.notes).toEqual(['claude-c is far below the others on alpha.'])
    expect(m.pipelines).toBeUndefined()
    const html = renderViewer(m)
    expect(html).toContain('id="tab-models"')
    expect(html).not.toContain('id="tab-pipelines"')
  })

  test('other spellings: cells as a list, interval arrays, percentages, skills keyed by name, anomaly flags', () => {
    // (JSON.parse makes "__proto__" an ordinary own key, as a file read from disk would)
    const x = normalizeCrossModel(JSON.parse(JSON.stringify({
      skills: {
        alpha: {
          results: [
            { model: 'm1', passRate: 80, ci: [60, 92], trials: 10 },
            { model: 'm2', rate: 0.2, interval: { lower: 0.05, upper: 0.5 }, n: 10, anomaly: true }
          ],
          range: { min: 0.2, max: 0.8 }
        },
        PROTO: { cells: { m1: 0.5, PROTO: 0.4 } }
      }
    }).replace(/PROTO/g, '__proto__')))
    expect(x.format).toBe('table')
    expect(x.models).toEqual(['m1', 'm2', '__proto__'])
    expect(x.skills[0]).toEqual({
      skill: 'alpha',
      tier: null,
      cells: [
        { passRate: 0.8, low: 0.6, high: 0.92, n: 10, passed: null, anomaly: false, direction: null, regressed: false },
        { passRate: 0.2, low: 0.05, high: 0.5, n: 10, passed: null, anomaly: true, direction: null, regressed: false },
        null
      ],
      range: expect.closeTo(0.6) as unknown as number,
      anomalies: ['m2']
    })
    expect(x.skills[1]!.skill).toBe('__proto__')
    expect(x.skills[1]!.cells.map((c) => c?.passRate ?? null)).toEqual([0.5, null, 0.4])
    expect(Object.getPrototypeOf({})).toBe(Object.prototype)
  })

  test('the shape `skill-evals` writes (crossModelTable): ci objects, graded/passed, anomaly objects, top-level anomalies, regressions, totals, lifecycle', () => {
    const cell = (passed: number, graded: number, low: number, high: number, anomaly: unknown = null) => ({
      runs: graded,
      graded,
      passed,
      pass_rate: passed / graded,
      ci: { low, high, level: 0.95 },
      se: 0.1,
      baseline_pass_rate: 0.4,
      verdict: 'go',
      cost_usd: 0.5,
      anomaly,
      vs_previous: null
    })
    const x = normalizeCrossModel({
      kind: 'skill-evals/cross-model',
      schema_version: 1,
      generated_at: '2026-01-19T06:00:00.000Z',
      models: ['opus', 'sonnet', 'haiku'],
      anomaly_threshold_se: 2,
      alpha: 0.05,
      min_drop: 0.1,
      totals: [
        { model: 'opus', verdict: 'go', graded: 40, passed: 36, pass_rate: 0.9, ci: { low: 0.77, high: 0.96, level: 0.95 }, cost_usd: 1, generated_at: '' },
        { model: 'sonnet', verdict: 'go', graded: 40, passed: 34, pass_rate: 0.85, ci: { low: 0.71, high: 0.93, level: 0.95 }, cost_usd: 1, generated_at: '' }
      ],
      skills: [
        {
          name: 'alpha',
          tier: 1,
          cells: { opus: cell(18, 20, 0.7, 0.97), sonnet: cell(17, 20, 0.64, 0.95), haiku: cell(6, 20, 0.15, 0.52, { direction: 'low', z: -3.9, others_rate: 0.875, others_graded: 40 }) },
          range: { min: 0.3, max: 0.9, spread: 0.6, min_model: 'haiku', max_model: 'opus' }
        },
        { name: 'beta', tier: 2, cells: { opus: cell(18, 20, 0.7, 0.97), sonnet: cell(17, 20, 0.64, 0.95), haiku: null }, range: null }
      ],
      anomalies: [{ skill: 'alpha', model: 'haiku', direction: 'low', z: -3.9, rate: 0.3, others_rate: 0.875 }],
      regressions: [{ skill: 'beta', model: 'sonnet', head_rate: 0.85, base_rate: 1, delta: -0.15, p_value: 0.04, reason: 'dropped 15 points', source: 'last week' }],
      lifecycle: [
        { model: 'opus', status: 'active', end_of_life: null, days_left: null, near_end_of_life: false, source: 'none', message: 'active' },
        { model: 'haiku', status: 'deprecated', end_of_life: '2026-03-01', days_left: 41, near_end_of_life: true, source: 'sdk-table', message: 'retires on 2026-03-01' }
      ]
    })
    expect(x.format).toBe('table')
    expect(x.models).toEqual(['opus', 'sonnet', 'haiku'])
    expect(x.skills.map((s) => [s.skill, s.tier, s.range, s.anomalies])).toEqual([
      ['alpha', '1', 0.6, ['haiku']],
      ['beta', '2', expect.closeTo(0.05) as unknown as number, []]
    ])
    expect(x.skills[0]!.cells[2]).toEqual({ passRate: 0.3, low: 0.15, high: 0.52, n: 20, passed: 6, anomaly: true, direction: 'low', regressed: false })
    expect(x.skills[1]!.cells[1]!.regressed).toBe(true)
    expect(x.skills[1]!.cells[2]).toBeNull()
    expect(x.totals.map((t) => t && [t.passRate, t.passed, t.n])).toEqual([[0.9, 36, 40], [0.85, 34, 40], null])
    expect(x.anomalyThresholdSe).toBe(2)
    expect(x.generatedAt).toBe('2026-01-19T06:00:00.000Z')
    expect(x.regressions).toEqual([{ skill: 'beta', model: 'sonnet', reason: 'dropped 15 points' }])
    expect(x.notes).toEqual(['haiku: retires on 2026-03-01'])
  })

  test('unknown shapes and broken files become a note, never an exception', async () => {
    for (const raw of [null, 3, 'x', [], [{ skill: 'a' }], {}, { skills: [] }, { skills: [{ skill: 'a', cells: { m: 'high' } }] }, { models: ['a'], data: {} }]) {
      const x = normalizeCrossModel(raw)
      expect(x).toMatchObject({ format: 'unknown', note: CROSS_MODEL_UNKNOWN, skills: [] })
      expect(typeof x.raw).toBe('string')
    }
    expect(CROSS_MODEL_UNKNOWN).toBe('cross-model data in an unknown format')
    const out = join(dir, 'xm-broken')
    await mkdir(out, { recursive: true })
    await writeFile(join(out, 'cross-model.json'), '{"models": [')
    const m = await collectViewerData(out)
    expect(m.crossModel).toMatchObject({ format: 'unknown', raw: '{"models": [' })
    expect(m.warnings).toEqual(['cross-model.json: not valid JSON, ignored'])
    await writeFile(join(out, 'cross-model.json'), '{"version": 2, "matrix": [[1, 2]]}')
    const m2 = await collectViewerData(out)
    expect(m2.crossModel).toMatchObject({ format: 'unknown' })
    expect(m2.warnings).toEqual(['cross-model.json: cross-model data in an unknown format'])
  })
})
