/**
 * The tolerant outlines of src/log/outline.ts: what the views read from a summary.json of any
 * age (`summaryOutline`), from skill-creator's benchmark.json (`benchmarkOutline`), and the
 * per-model pass rates of summaries and cross-model tables (`modelRatesOutline`). The rule of each:
 * a field of the wrong type reads as absent (null, an empty list, or the entry left out), never as
 * an error and never as a value of another type.
 */
import { describe, expect, test } from '@jest/globals'
import { benchmarkOutline, modelRatesOutline, summaryOutline } from '../../src/log/index.js'

describe('summaryOutline', () => {
  test('a value that is not a JSON object has no outline', () => {
    expect(summaryOutline(null)).toBeUndefined()
    expect(summaryOutline([])).toBeUndefined()
    expect(summaryOutline('summary')).toBeUndefined()
  })

  test('the top-level fields, typed', () => {
    expect(
      summaryOutline({
        schema_version: 1,
        generated_at: '2026-12-01T00:00:00Z',
        verdict: 'go',
        confidence: 'high',
        reasons: ['all gates passed', 3, 'no regressions'],
        model: 'claude-x',
        skills: [],
      }),
    ).toEqual({
      schemaVersion: 1,
      generatedAt: '2026-12-01T00:00:00Z',
      verdict: 'go',
      confidence: 'high',
      reasons: ['all gates passed', 'no regressions'],
      model: 'claude-x',
      hasSkillList: true,
      skills: [],
    })
  })

  test('a top-level field of the wrong type reads as absent', () => {
    expect(summaryOutline({ schema_version: '1', generated_at: 5, verdict: true, confidence: null, reasons: 'one', model: 7, skills: {} })).toEqual({
      schemaVersion: null,
      generatedAt: null,
      verdict: null,
      confidence: null,
      reasons: [],
      model: null,
      hasSkillList: false,
      skills: [],
    })
  })

  test('confidence: a number or a boolean is read as its text', () => {
    expect(summaryOutline({ confidence: 0.9 })!.confidence).toBe('0.9')
    expect(summaryOutline({ confidence: false })!.confidence).toBe('false')
  })

  test('a skill entry, every field typed', () => {
    const out = summaryOutline({
      skills: [
        {
          name: 'pdf',
          verdict: 'no_go',
          tier: 2,
          pass_rate: { with_skill: 0.8, without_skill: 'n/a' },
          cost_usd: 0.12,
          flags: { flaky: ['eval-1', 2, '', null, true], saturated: true },
          model: 'claude-x',
          configurations: { with_skill: { pass_rate: 0.8, passed: 8, graded: 10 }, broken: 'x' },
          eval_results: [{ id: 'e1', configurations: { with_skill: { pass_rate: 1, passed: 2, graded: 2 } } }, { id: 7 }, { id: true }, { id: null }, 'e3'],
        },
      ],
    })!
    expect(out.skills).toEqual([
      {
        name: 'pdf',
        verdict: 'no_go',
        tier: '2',
        passRate: { with_skill: 0.8, without_skill: null },
        costUsd: 0.12,
        flaky: ['eval-1', '2', 'true'],
        saturated: true,
        model: 'claude-x',
        configurations: { with_skill: { passRate: 0.8, passed: 8, graded: 10 } },
        evalResults: [
          { id: 'e1', configurations: { with_skill: { passRate: 1, passed: 2, graded: 2 } } },
          { id: '7', configurations: {} },
        ],
      },
    ])
  })

  test('a skill field of the wrong type reads as absent', () => {
    const out = summaryOutline({
      skills: [{ name: 'bare', verdict: 1, tier: null, pass_rate: 0.5, cost_usd: 'cheap', flags: { flaky: 'eval-1', saturated: 'yes' }, model: 3, configurations: [], eval_results: {} }],
    })!
    expect(out.skills).toEqual([
      { name: 'bare', verdict: null, tier: null, passRate: {}, costUsd: null, flaky: [], saturated: null, model: null, configurations: {}, evalResults: [] },
    ])
  })

  test('a skill with a name and nothing else: every field absent', () => {
    expect(summaryOutline({ skills: [{ name: 'a' }] })!.skills).toEqual([
      { name: 'a', verdict: null, tier: null, passRate: {}, costUsd: null, flaky: [], saturated: null, model: null, configurations: {}, evalResults: [] },
    ])
  })

  test('an empty object: an outline with every field absent', () => {
    expect(summaryOutline({})).toEqual({ schemaVersion: null, generatedAt: null, verdict: null, confidence: null, reasons: [], model: null, hasSkillList: false, skills: [] })
  })

  test('the model of a skill may be any string, the empty one included', () => {
    expect(summaryOutline({ skills: [{ name: 'a', model: '' }] })!.skills[0]!.model).toBe('')
  })

  test('saturated: false is kept', () => {
    expect(summaryOutline({ skills: [{ name: 'a', flags: { saturated: false } }] })!.skills[0]!.saturated).toBe(false)
  })

  test('entries without a string name are left out; the list is still a list', () => {
    const out = summaryOutline({ skills: [{ name: 3 }, 'pdf', null, { verdict: 'go' }, { name: 'kept' }] })!
    expect(out.hasSkillList).toBe(true)
    expect(out.skills.map((s) => s.name)).toEqual(['kept'])
  })

  test('counts of a configuration: numbers only', () => {
    const out = summaryOutline({ skills: [{ name: 'a', configurations: { with_skill: { pass_rate: '1', passed: null, graded: 4 } } }] })!
    expect(out.skills[0]!.configurations['with_skill']).toEqual({ passRate: null, passed: null, graded: 4 })
  })

  test("a configuration named like an Object method is a configuration like any other, and an absent one is absent", () => {
    const out = summaryOutline({ skills: [{ name: 'a', configurations: { toString: { passed: 1 } } }, { name: 'b', configurations: {} }] })!
    expect(out.skills[0]!.configurations['toString']).toEqual({ passRate: null, passed: 1, graded: null })
    expect(out.skills[1]!.configurations['toString']).toBeUndefined()
    expect(out.skills[1]!.configurations['constructor']).toBeUndefined()
  })
})

describe('benchmarkOutline', () => {
  test('a value that is not a JSON object has no outline', () => {
    expect(benchmarkOutline(undefined)).toBeUndefined()
    expect(benchmarkOutline([1])).toBeUndefined()
  })

  test("skill-creator's benchmark.json, every field typed", () => {
    const out = benchmarkOutline({
      metadata: { skill_name: 'pdf', executor_model: 'claude-x', timestamp: '2026-12-01T00:00:00Z' },
      runs: [
        {
          eval_id: 1,
          eval_name: 'fill the form',
          configuration: 'with_skill',
          run_number: 2,
          result: { pass_rate: 0.5, passed: 1, total: 2, time_seconds: 12.5, tokens: 900, errors: 0 },
          expectations: [{ text: 'has a title', passed: true, evidence: 'line 1' }, { text: 'has a date', passed: 'yes' }, 'loose'],
        },
        'not a run',
      ],
      run_summary: {
        with_skill: { pass_rate: { mean: 0.5, stddev: 0.1, min: 0.4, max: 0.6 }, time_seconds: { mean: 12 }, tokens: { stddev: 3 } },
        without_skill: 'n/a',
        delta: { pass_rate: '+0.25', time_seconds: -3, tokens: { v: 1 } },
      },
      notes: ['first note', 2, 'second note'],
    })
    expect(out).toEqual({
      skillName: 'pdf',
      executorModel: 'claude-x',
      timestamp: '2026-12-01T00:00:00Z',
      hasRuns: true,
      runs: [
        {
          evalId: '1',
          evalName: 'fill the form',
          configuration: 'with_skill',
          runNumber: 2,
          hasResult: true,
          passRate: 0.5,
          passed: 1,
          total: 2,
          timeSeconds: 12.5,
          tokens: 900,
          errors: 0,
          expectations: [
            { text: 'has a title', passed: true, evidence: 'line 1' },
            { text: 'has a date', passed: false, evidence: '' },
          ],
        },
      ],
      hasRunSummary: true,
      summary: [
        {
          configuration: 'with_skill',
          passRate: { mean: 0.5, stddev: 0.1, min: 0.4, max: 0.6 },
          timeSeconds: { mean: 12, stddev: 0, min: 12, max: 12 },
          tokens: null,
        },
      ],
      delta: { passRate: '+0.25', timeSeconds: '-3', tokens: null },
      notes: ['first note', 'second note'],
    })
  })

  test('a run without a configuration is "unknown"; without a result, its numbers are null', () => {
    const out = benchmarkOutline({ runs: [{ eval_id: 'e', result: 'pass' }] })!
    expect(out.runs).toEqual([
      { evalId: 'e', evalName: '', configuration: 'unknown', runNumber: null, hasResult: false, passRate: null, passed: null, total: null, timeSeconds: null, tokens: null, errors: null, expectations: [] },
    ])
  })

  test('the metadata: its skill name, model and time when they are strings; null otherwise', () => {
    expect(benchmarkOutline({ metadata: { skill_name: 5, executor_model: null, timestamp: 1 } })).toMatchObject({ skillName: null, executorModel: null, timestamp: null })
    expect(benchmarkOutline({ metadata: 'pdf' })).toMatchObject({ skillName: null, executorModel: null, timestamp: null })
    expect(benchmarkOutline({})).toEqual({
      skillName: null,
      executorModel: null,
      timestamp: null,
      hasRuns: false,
      runs: [],
      hasRunSummary: false,
      summary: [],
      delta: { passRate: null, timeSeconds: null, tokens: null },
      notes: [],
    })
  })

  test('a run_summary that is not an object is none; a statistic without a numeric mean is null', () => {
    expect(benchmarkOutline({ run_summary: ['with_skill'] })).toMatchObject({ hasRunSummary: false, summary: [] })
    const out = benchmarkOutline({ run_summary: { with_skill: { pass_rate: { mean: '0.5' }, time_seconds: 12, tokens: { mean: 10, stddev: 'x', min: null, max: 20 } } } })!
    expect(out.summary).toEqual([{ configuration: 'with_skill', passRate: null, timeSeconds: null, tokens: { mean: 10, stddev: 0, min: 10, max: 20 } }])
  })

  test('the summary keeps the configurations in file order, delta apart', () => {
    const out = benchmarkOutline({ run_summary: { without_skill: {}, delta: { pass_rate: 0.1 }, with_skill: {} } })!
    expect(out.summary.map((s) => s.configuration)).toEqual(['without_skill', 'with_skill'])
    expect(out.delta).toEqual({ passRate: '0.1', timeSeconds: null, tokens: null })
  })
})

describe('modelRatesOutline', () => {
  test('a value that is not a JSON object has no rates', () => {
    expect(modelRatesOutline(null)).toEqual([])
    expect(modelRatesOutline([{ name: 'a', model: 'm', pass_rate: 0.5 }])).toEqual([])
  })

  test('a per-model summary: the model at the top, each skill with_skill pass rate', () => {
    expect(
      modelRatesOutline({
        generated_at: '2026-12-01',
        model: 'claude-x',
        skills: [
          { name: 'a', configurations: { with_skill: { pass_rate: 0.9 } }, pass_rate: { with_skill: 0.1 } },
          { name: 'b', pass_rate: { with_skill: 0.7, without_skill: 0.2 } },
          { name: 'c', pass_rate: 0.6 },
          { name: 'd', pass_rate: 'high' },
          { name: 7, pass_rate: 0.5 },
          'e',
        ],
      }),
    ).toEqual([
      { skill: 'a', model: 'claude-x', passRate: 0.9, timestamp: '2026-12-01' },
      { skill: 'b', model: 'claude-x', passRate: 0.7, timestamp: '2026-12-01' },
      { skill: 'c', model: 'claude-x', passRate: 0.6, timestamp: '2026-12-01' },
    ])
  })

  test("a with_skill configuration without a rate falls back to the skill's pass_rate", () => {
    expect(modelRatesOutline({ model: 'm', skills: [{ name: 'a', configurations: { with_skill: { passed: 3 } }, pass_rate: 0.4 }] })).toEqual([
      { skill: 'a', model: 'm', passRate: 0.4, timestamp: '' },
    ])
    expect(modelRatesOutline({ model: 'm', skills: [{ name: 'a', configurations: { with_skill: 0.9 }, pass_rate: 0.4 }] })).toEqual([
      { skill: 'a', model: 'm', passRate: 0.4, timestamp: '' },
    ])
    expect(modelRatesOutline({ model: 'm', skills: [{ name: 'a', configurations: 'with_skill', pass_rate: 0.4 }] })).toEqual([
      { skill: 'a', model: 'm', passRate: 0.4, timestamp: '' },
    ])
  })

  test("a skill's own model wins over the file's; without either there is no rate", () => {
    expect(
      modelRatesOutline({ model: 'top', skills: [{ name: 'a', model: 'own', pass_rate: 0.5 }, { name: 'b', model: '', pass_rate: 0.5 }, { name: 'c', model: 4, pass_rate: 0.5 }] }),
    ).toEqual([
      { skill: 'a', model: 'own', passRate: 0.5, timestamp: '' },
      { skill: 'b', model: 'top', passRate: 0.5, timestamp: '' },
      { skill: 'c', model: 'top', passRate: 0.5, timestamp: '' },
    ])
    expect(modelRatesOutline({ skills: [{ name: 'a', pass_rate: 0.5 }] })).toEqual([])
    expect(modelRatesOutline({ model: '', skills: [{ name: 'a', pass_rate: 0.5 }] })).toEqual([])
    expect(modelRatesOutline({ model: 3, skills: [{ name: 'a', pass_rate: 0.5 }] })).toEqual([])
  })

  test('the time: generated_at, else timestamp (strings only), else empty', () => {
    const skills = [{ name: 'a', model: 'm', pass_rate: 0.5 }]
    expect(modelRatesOutline({ generated_at: 'g', timestamp: 't', skills })[0]!.timestamp).toBe('g')
    expect(modelRatesOutline({ generated_at: 1, timestamp: 't', skills })[0]!.timestamp).toBe('t')
    expect(modelRatesOutline({ timestamp: 2, skills })[0]!.timestamp).toBe('')
  })

  test('pass rates: 0..1 as they are, a percentage up to 100 scaled, anything else no rate', () => {
    const rates = (values: unknown[]) => modelRatesOutline({ model: 'm', skills: values.map((v, i) => ({ name: `s${i}`, pass_rate: v })) }).map((p) => [p.skill, p.passRate])
    expect(rates([0, 1, 50, 100, 1.5, 100.5, -0.5, Number.NaN, Number.POSITIVE_INFINITY, '0.5'])).toEqual([
      ['s0', 0],
      ['s1', 1],
      ['s2', 0.5],
      ['s3', 1],
      ['s4', 0.015],
    ])
  })

  test("the weekly matrix's table: each skill's cells, one rate per model", () => {
    expect(
      modelRatesOutline({
        generated_at: 'g',
        skills: [{ name: 'a', cells: { m1: { pass_rate: 0.5 }, m2: { pass_rate: 80 }, m3: { pass_rate: 'x' }, m4: 0.9 }, pass_rate: 0.1, model: 'ignored' }],
      }),
    ).toEqual([
      { skill: 'a', model: 'm1', passRate: 0.5, timestamp: 'g' },
      { skill: 'a', model: 'm2', passRate: 0.8, timestamp: 'g' },
    ])
  })

  test('models as a map: model → {skills} (a list, or a map of name → rate or entry)', () => {
    expect(
      modelRatesOutline({
        timestamp: 't',
        models: {
          m1: { skills: [{ name: 'a', pass_rate: 0.5 }] },
          m2: { skills: { a: 0.6, b: { pass_rate: { with_skill: 0.7 } }, c: 'x' } },
          m3: 'not an entry',
        },
      }),
    ).toEqual([
      { skill: 'a', model: 'm1', passRate: 0.5, timestamp: 't' },
      { skill: 'a', model: 'm2', passRate: 0.6, timestamp: 't' },
      { skill: 'b', model: 'm2', passRate: 0.7, timestamp: 't' },
    ])
  })

  test('models as a list of {model, skills}; entries without a string model are left out', () => {
    expect(
      modelRatesOutline({
        models: [{ model: 'm1', skills: [{ name: 'a', pass_rate: 0.5 }] }, { model: 2, skills: [{ name: 'b', pass_rate: 0.5 }] }, 'm3', { skills: { c: 0.5 } }],
      }),
    ).toEqual([{ skill: 'a', model: 'm1', passRate: 0.5, timestamp: '' }])
  })

  test('a models list of names only is not a table of models: the skills at the top are read', () => {
    expect(modelRatesOutline({ models: ['m1', 'm2'], model: 'top', skills: [{ name: 'a', pass_rate: 0.5 }] })).toEqual([
      { skill: 'a', model: 'top', passRate: 0.5, timestamp: '' },
    ])
  })

  test('skills as a map need a model to belong to', () => {
    expect(modelRatesOutline({ skills: { a: 0.5 } })).toEqual([])
    expect(modelRatesOutline({ model: 'm', skills: { a: 0.5 } })).toEqual([{ skill: 'a', model: 'm', passRate: 0.5, timestamp: '' }])
    expect(modelRatesOutline({ model: 'm', skills: 'a' })).toEqual([])
  })
})
