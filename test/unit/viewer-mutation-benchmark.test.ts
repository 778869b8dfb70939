/**
 * The viewer model's per-skill tables (src/report/viewer/collect.ts): the benchmark computed from
 * the runs when the iteration has no benchmark.json (stats, per-run rows, costs, deltas, notes),
 * the benchmark read from benchmark.json (with costs from the runs), the order of the
 * configurations, and summary.json's verdicts. Mutation testing of the viewer part.
 */
import { describe, test, expect, beforeAll, afterAll } from '@jest/globals'
import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { collectViewerData, statsOf } from '../../src/report/viewer/collect.js'
import type { BenchmarkView, ViewerModel } from '../../src/report/viewer/model.js'
import { writeSyntheticResults } from '../helpers/synthetic-results.js'

let dir: string
let n = 0
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'viewer-mutation-benchmark-'))
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

const fresh = async (): Promise<string> => {
  const out = join(dir, `o${n++}`)
  await mkdir(out, { recursive: true })
  return out
}
const json = (v: unknown) => JSON.stringify(v, null, 2)

interface RunSpec {
  config: string
  run: number
  rec: Record<string, unknown>
  /** Expectations' results; none: no grading.json. */
  grade?: boolean[]
}

/** Runs of one eval (`s/iteration-1/eval-1-a`, named 'Alpha case'), each from its run.json (and grading.json). */
async function writeRuns(out: string, runs: RunSpec[], evalDir = 'eval-1-a'): Promise<void> {
  const evalPath = join(out, 's', 'iteration-1', evalDir)
  await mkdir(evalPath, { recursive: true })
  await writeFile(join(evalPath, 'eval_metadata.json'), json({ eval_id: 1, eval_name: 'Alpha case' }))
  for (const r of runs) {
    const p = join(evalPath, r.config, `run-${r.run}`)
    await mkdir(join(p, 'outputs'), { recursive: true })
    await writeFile(join(p, 'run.json'), json({ trial: r.run, ...r.rec }))
    if (r.grade) {
      await writeFile(
        join(p, 'grading.json'),
        json({ expectations: r.grade.map((ok, i) => ({ text: `t${i}`, passed: ok, evidence: `ev${i}`, status: ok ? 'pass' : 'fail', source: 'check' })) })
      )
    }
  }
}
const bench = (m: ViewerModel): BenchmarkView => m.skills[0]!.benchmark!
const done = (over: Record<string, unknown> = {}) => ({ status: 'completed', ...over })

describe('statsOf', () => {
  test('none → null; mean, sample standard deviation, min and max, rounded to 4 decimals', () => {
    expect(statsOf([])).toBeNull()
    expect(statsOf([5])).toStrictEqual({ mean: 5, stddev: 0, min: 5, max: 5 })
    expect(statsOf([1, 2, 4])).toStrictEqual({ mean: 2.3333, stddev: 1.5275, min: 1, max: 4 })
    expect(statsOf([3, -1])).toStrictEqual({ mean: 1, stddev: 2.8284, min: -1, max: 3 })
    expect(statsOf([0.123456, 0.123456])).toStrictEqual({ mean: 0.1235, stddev: 0, min: 0.1235, max: 0.1235 })
    expect(statsOf([4, 1, 3])).toStrictEqual({ mean: 2.6667, stddev: 1.5275, min: 1, max: 4 })
  })
})

describe('the benchmark computed from the runs (no benchmark.json)', () => {
  let m: ViewerModel
  beforeAll(async () => {
    const out = await fresh()
    await writeRuns(out, [
      {
        config: 'with_skill',
        run: 1,
        rec: done({ durationMs: 12000, usage: { input_tokens: 1000 }, costUsd: 0.5, toolCalls: [{ name: 'A', isError: true }, { name: 'B', isError: false }, { name: 'C' }] }),
        grade: [true, true, true]
      },
      { config: 'with_skill', run: 2, rec: done({ durationMs: 14000, usage: { input_tokens: 3000 }, costUsd: 0.25 }), grade: [true, false] },
      { config: 'with_skill', run: 3, rec: { status: 'error', costUsd: 0.125, durationMs: 1 }, grade: [false] },
      { config: 'without_skill', run: 1, rec: done({ costUsd: 0.25 }), grade: [false, false] },
      { config: 'without_skill', run: 2, rec: done({ durationMs: 2000, usage: { output_tokens: 500 }, costUsd: 0.25 }) },
      { config: 'without_skill', run: 3, rec: { status: 'skipped', costUsd: null } },
      { config: 'old_skill', run: 1, rec: done({ durationMs: 12345, costUsd: 0.5 }), grade: [true] },
      { config: 'old_skill', run: 2, rec: done({ durationMs: 12350 }), grade: [true] },
      { config: 'zeta', run: 1, rec: { status: 'skipped', costUsd: 1 } }
    ])
    m = await collectViewerData(out)
  })

  test('source, configurations in order (the known three, then others)', () => {
    expect(bench(m).source).toBe('computed')
    expect(bench(m).configurations).toEqual(['with_skill', 'without_skill', 'old_skill', 'zeta'])
    expect(m.warnings).toEqual([])
  })

  test('per configuration: stats of the completed runs (graded ones for the pass rate), cost of all but skipped runs', () => {
    expect(bench(m).summary).toStrictEqual({
      with_skill: {
        passRate: { mean: 0.75, stddev: 0.3536, min: 0.5, max: 1 },
        timeSeconds: { mean: 13, stddev: 1.4142, min: 12, max: 14 },
        tokens: { mean: 2000, stddev: 1414.2136, min: 1000, max: 3000 },
        costUsd: 0.875,
        runs: 2
      },
      without_skill: {
        passRate: { mean: 0, stddev: 0, min: 0, max: 0 },
        timeSeconds: { mean: 2, stddev: 0, min: 2, max: 2 },
        tokens: { mean: 500, stddev: 0, min: 500, max: 500 },
        costUsd: 0.5,
        runs: 2
      },
      old_skill: {
        passRate: { mean: 1, stddev: 0, min: 1, max: 1 },
        timeSeconds: { mean: 12.35, stddev: 0.0707, min: 12.3, max: 12.4 },
        tokens: null,
        // one run's cost is unknown: the total is unknown
        costUsd: null,
        runs: 2
      },
      // only skipped runs: nothing to add up
      zeta: { passRate: null, timeSeconds: null, tokens: null, costUsd: null, runs: 0 }
    })
  })

  test('deltas: with_skill − without_skill means, signed, 2 / 1 / 0 decimals', () => {
    expect(bench(m).delta).toStrictEqual({ passRate: '+0.75', timeSeconds: '+11.0', tokens: '+1500' })
  })

  test('one row per completed run, in run order; errors are the failed tool calls; expectations without status or source', () => {
    expect(bench(m).runs).toStrictEqual([
      {
        evalId: '1',
        evalName: 'Alpha case',
        configuration: 'with_skill',
        run: 1,
        passRate: 1,
        passed: 3,
        total: 3,
        timeSeconds: 12,
        tokens: 1000,
        errors: 1,
        expectations: [
          { text: 't0', passed: true, evidence: 'ev0' },
          { text: 't1', passed: true, evidence: 'ev1' },
          { text: 't2', passed: true, evidence: 'ev2' }
        ]
      },
      { evalId: '1', evalName: 'Alpha case', configuration: 'without_skill', run: 1, passRate: 0, passed: 0, total: 2, timeSeconds: null, tokens: null, errors: 0, expectations: [
        { text: 't0', passed: false, evidence: 'ev0' },
        { text: 't1', passed: false, evidence: 'ev1' }
      ] },
      { evalId: '1', evalName: 'Alpha case', configuration: 'old_skill', run: 1, passRate: 1, passed: 1, total: 1, timeSeconds: 12.3, tokens: null, errors: 0, expectations: [{ text: 't0', passed: true, evidence: 'ev0' }] },
      { evalId: '1', evalName: 'Alpha case', configuration: 'with_skill', run: 2, passRate: 0.5, passed: 1, total: 2, timeSeconds: 14, tokens: 3000, errors: 0, expectations: [
        { text: 't0', passed: true, evidence: 'ev0' },
        { text: 't1', passed: false, evidence: 'ev1' }
      ] },
      // not graded: no rate, 0 of 0
      { evalId: '1', evalName: 'Alpha case', configuration: 'without_skill', run: 2, passRate: null, passed: 0, total: 0, timeSeconds: 2, tokens: 500, errors: 0, expectations: [] },
      { evalId: '1', evalName: 'Alpha case', configuration: 'old_skill', run: 2, passRate: 1, passed: 1, total: 1, timeSeconds: 12.4, tokens: null, errors: 0, expectations: [{ text: 't0', passed: true, evidence: 'ev0' }] }
    ])
  })

  test('notes: how many runs did not complete (one graded run is enough for no "not graded" note)', () => {
    expect(bench(m).notes).toEqual(['3 run(s) did not complete (error or skipped) and are not counted.'])
  })
})

describe('computed benchmark: deltas and notes in the edge cases', () => {
  test('a negative difference has a minus sign, an equal one a plus', async () => {
    const out = await fresh()
    await writeRuns(out, [
      { config: 'with_skill', run: 1, rec: done({ durationMs: 1000, usage: { input_tokens: 10 } }), grade: [true, false] },
      { config: 'without_skill', run: 1, rec: done({ durationMs: 3000, usage: { input_tokens: 10 } }), grade: [true] }
    ])
    const b = bench(await collectViewerData(out))
    expect(b.delta).toStrictEqual({ passRate: '-0.50', timeSeconds: '-2.0', tokens: '+0' })
    expect(b.notes).toEqual([])
  })

  test('no without_skill runs: no deltas; no with_skill runs: no deltas either', async () => {
    const a = await fresh()
    await writeRuns(a, [{ config: 'with_skill', run: 1, rec: done({ durationMs: 1000, usage: { input_tokens: 10 } }), grade: [true] }])
    expect(bench(await collectViewerData(a)).delta).toStrictEqual({ passRate: null, timeSeconds: null, tokens: null })
    const b = await fresh()
    await writeRuns(b, [{ config: 'without_skill', run: 1, rec: done({ durationMs: 1000, usage: { input_tokens: 10 } }), grade: [true] }])
    const v = bench(await collectViewerData(b))
    expect(v.delta).toStrictEqual({ passRate: null, timeSeconds: null, tokens: null })
    expect(v.configurations).toEqual(['without_skill'])
  })

  test('a metric known on one side only has no delta (the others still do)', async () => {
    const out = await fresh()
    await writeRuns(out, [
      { config: 'with_skill', run: 1, rec: done({ usage: { input_tokens: 50 } }) },
      { config: 'without_skill', run: 1, rec: done({ durationMs: 1000, usage: { input_tokens: 10 } }), grade: [true] }
    ])
    const b = bench(await collectViewerData(out))
    expect(b.delta).toStrictEqual({ passRate: null, timeSeconds: null, tokens: '+40' })
  })

  test('completed runs none of which is graded: the "not graded" note', async () => {
    const out = await fresh()
    await writeRuns(out, [
      { config: 'with_skill', run: 1, rec: done() },
      { config: 'without_skill', run: 1, rec: done() }
    ])
    const b = bench(await collectViewerData(out))
    expect(b.notes).toEqual(['No run is graded yet: pass rates are unknown.'])
    expect(b.summary.with_skill!.passRate).toBeNull()
  })

  test('no completed run: only the count note (nothing to be graded)', async () => {
    const out = await fresh()
    await writeRuns(out, [
      { config: 'with_skill', run: 1, rec: { status: 'error', costUsd: 0.5 } },
      { config: 'with_skill', run: 2, rec: { status: 'skipped' } }
    ])
    const b = bench(await collectViewerData(out))
    expect(b.notes).toEqual(['2 run(s) did not complete (error or skipped) and are not counted.'])
    expect(b.runs).toEqual([])
    // the skipped run has no cost; the errored one counts
    expect(b.summary.with_skill).toStrictEqual({ passRate: null, timeSeconds: null, tokens: null, costUsd: 0.5, runs: 0 })
  })

  test('an eval without a name in its metadata: the folder\'s slug', async () => {
    const out = await fresh()
    await mkdir(join(out, 's/iteration-1/eval-4-slug-name/with_skill/run-1'), { recursive: true })
    await writeFile(join(out, 's/iteration-1/eval-4-slug-name/with_skill/run-1/run.json'), json(done()))
    expect(bench(await collectViewerData(out)).runs.map((r) => [r.evalId, r.evalName])).toEqual([['4', 'slug-name']])
  })
})

describe('benchmark.json', () => {
  const file = {
    metadata: { skill_name: 's' },
    runs: [
      {
        eval_id: 1,
        eval_name: 'n1',
        configuration: 'with_skill',
        run_number: 2,
        result: { pass_rate: 0.5, passed: 1, total: 2, time_seconds: 3.5, tokens: 100, errors: 1 },
        expectations: [{ text: 'x', passed: true, evidence: 'y' }]
      },
      { eval_id: 2, eval_name: 'n2', configuration: 'zeta', result: {} },
      { eval_id: 2, eval_name: 'n2', configuration: 'beta', run_number: 1, result: { passed: 1 } },
      { eval_id: 3, configuration: 'old_skill', run_number: 1, result: { pass_rate: 1, passed: 2, total: 2, errors: 0 } },
      { eval_id: 3, configuration: 'old_skill', run_number: 2, result: { pass_rate: 0, passed: 0, total: 2 } }
    ],
    run_summary: {
      without_skill: { pass_rate: { mean: 0.4, stddev: 0.1, min: 0.3, max: 0.5 }, time_seconds: { mean: 2 }, tokens: { mean: 90, stddev: 1, min: 89, max: 91 } },
      with_skill: { pass_rate: { mean: 0.5, stddev: 0, min: 0.5, max: 0.5 } },
      delta: { pass_rate: '+0.10', time_seconds: '-1.0', tokens: 5 }
    },
    notes: ['from the file', 3]
  }

  test('rows as written (missing numbers 0), configurations ordered, summary from the file with costs and row counts from here', async () => {
    const out = await fresh()
    await writeRuns(out, [
      { config: 'with_skill', run: 1, rec: done({ costUsd: 0.25 }), grade: [true] },
      { config: 'with_skill', run: 2, rec: done({ costUsd: 0.5 }), grade: [true] },
      { config: 'without_skill', run: 1, rec: done({ costUsd: null }), grade: [true] }
    ])
    await writeFile(join(out, 's', 'iteration-1', 'benchmark.json'), json(file))
    const m = await collectViewerData(out)
    expect(m.warnings).toEqual([])
    expect(bench(m)).toStrictEqual({
      source: 'benchmark.json',
      configurations: ['with_skill', 'without_skill', 'old_skill', 'beta', 'zeta'],
      summary: {
        with_skill: { passRate: { mean: 0.5, stddev: 0, min: 0.5, max: 0.5 }, timeSeconds: null, tokens: null, costUsd: 0.75, runs: 1 },
        without_skill: {
          passRate: { mean: 0.4, stddev: 0.1, min: 0.3, max: 0.5 },
          timeSeconds: { mean: 2, stddev: 0, min: 2, max: 2 },
          tokens: { mean: 90, stddev: 1, min: 89, max: 91 },
          costUsd: null,
          runs: 0
        },
        old_skill: { passRate: null, timeSeconds: null, tokens: null, costUsd: null, runs: 2 },
        beta: { passRate: null, timeSeconds: null, tokens: null, costUsd: null, runs: 1 },
        zeta: { passRate: null, timeSeconds: null, tokens: null, costUsd: null, runs: 1 }
      },
      delta: { passRate: '+0.10', timeSeconds: '-1.0', tokens: '5' },
      runs: [
        { evalId: '1', evalName: 'n1', configuration: 'with_skill', run: 2, passRate: 0.5, passed: 1, total: 2, timeSeconds: 3.5, tokens: 100, errors: 1, expectations: [{ text: 'x', passed: true, evidence: 'y' }] },
        { evalId: '2', evalName: 'n2', configuration: 'zeta', run: 0, passRate: null, passed: 0, total: 0, timeSeconds: null, tokens: null, errors: 0, expectations: [] },
        { evalId: '2', evalName: 'n2', configuration: 'beta', run: 1, passRate: null, passed: 1, total: 0, timeSeconds: null, tokens: null, errors: 0, expectations: [] },
        { evalId: '3', evalName: '', configuration: 'old_skill', run: 1, passRate: 1, passed: 2, total: 2, timeSeconds: null, tokens: null, errors: 0, expectations: [] },
        { evalId: '3', evalName: '', configuration: 'old_skill', run: 2, passRate: 0, passed: 0, total: 2, timeSeconds: null, tokens: null, errors: 0, expectations: [] }
      ],
      notes: ['from the file']
    })
  })

  test('benchmark.json that is not JSON: a warning, and the computed table; one that is not an object: computed, no warning', async () => {
    const a = await fresh()
    await writeRuns(a, [{ config: 'with_skill', run: 1, rec: done(), grade: [true] }])
    await writeFile(join(a, 's', 'iteration-1', 'benchmark.json'), '{nope')
    const ma = await collectViewerData(a)
    expect(ma.warnings).toEqual(['s/iteration-1/benchmark.json: not valid JSON, ignored'])
    expect(bench(ma).source).toBe('computed')
    const b = await fresh()
    await writeRuns(b, [{ config: 'with_skill', run: 1, rec: done(), grade: [true] }])
    await writeFile(join(b, 's', 'iteration-1', 'benchmark.json'), '[1]')
    const mb = await collectViewerData(b)
    expect(mb.warnings).toEqual([])
    expect(bench(mb).source).toBe('computed')
  })

  test("a plugin's skill (folder plug__in, shown as plug:in) uses its folder's benchmark.json", async () => {
    const out = await fresh()
    await writeSyntheticResults(out, { skills: ['plug__in'], evalsPerSkill: 1, trials: 1, configs: ['with_skill'], benchmark: true })
    const m = await collectViewerData(out)
    expect(m.skills.map((s) => [s.name, s.benchmark!.source])).toEqual([['plug:in', 'benchmark.json']])
  })

  test('each iteration of a skill has its own table, in iteration order', async () => {
    const out = await fresh()
    await writeSyntheticResults(out, { evalsPerSkill: 1, trials: 1, configs: ['with_skill'], benchmark: true })
    // a second, later iteration without benchmark.json
    const it = join(out, 'alpha', 'iteration-10', 'eval-1-x', 'with_skill', 'run-1')
    await mkdir(it, { recursive: true })
    await writeFile(join(it, 'run.json'), json(done()))
    const m = await collectViewerData(out)
    expect(m.skills.map((s) => [s.name, s.iteration, s.benchmark!.source])).toEqual([
      ['alpha', 'iteration-1', 'benchmark.json'],
      ['alpha', 'iteration-10', 'computed']
    ])
    // the computed one counts only its own iteration's runs
    expect(m.skills[1]!.benchmark!.summary.with_skill!.runs).toBe(1)
  })
})

describe('summary.json: the verdicts', () => {
  test('the report summary and each skill\'s verdict entry; a skill the summary does not list has none', async () => {
    const out = await fresh()
    await writeSyntheticResults(out, { skills: ['alpha', 'beta'], evalsPerSkill: 1, trials: 1, configs: ['with_skill'] })
    await writeFile(
      join(out, 'summary.json'),
      json({
        verdict: 'no_go',
        confidence: 'high',
        reasons: ['r1', 5, 'r2'],
        skills: [{ name: 'alpha', verdict: 'go', tier: 2, pass_rate: { with_skill: 0.9, without_skill: null }, cost_usd: 1.5, flags: { flaky: [3, 'x'], saturated: true } }]
      })
    )
    const m = await collectViewerData(out)
    expect(m.summary).toStrictEqual({ verdict: 'no_go', confidence: 'high', reasons: ['r1', 'r2'] })
    expect(m.skills.map((s) => s.name)).toEqual(['alpha', 'beta'])
    expect(m.skills[0]!.verdict).toStrictEqual({ verdict: 'go', tier: '2', passRate: { with_skill: 0.9, without_skill: null }, costUsd: 1.5, flaky: ['3', 'x'], saturated: true })
    expect(m.skills[1]!.verdict).toBeNull()
    expect(m.overview).toMatchObject({ source: 'partial', verdict: 'no_go' })
  })

  test('no summary.json: no summary, no verdicts, no overview; a broken one: the same and a warning', async () => {
    const out = await fresh()
    await writeSyntheticResults(out, { evalsPerSkill: 1, trials: 1, configs: ['with_skill'] })
    const m = await collectViewerData(out)
    expect(m.summary).toBeNull()
    expect(m.skills[0]!.verdict).toBeNull()
    expect('overview' in m).toBe(false)
    await writeFile(join(out, 'summary.json'), '{oops')
    const b = await collectViewerData(out)
    expect(b.summary).toBeNull()
    expect('overview' in b).toBe(false)
    expect(b.warnings).toEqual(['summary.json: not valid JSON, ignored'])
  })
})
