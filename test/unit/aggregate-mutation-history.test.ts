/**
 * Benchmark history (src/aggregate/history.ts): which earlier record a run is compared with when
 * no base run exists, and when a suite is called saturated. Real files for `readHistory`.
 */
import { afterAll, describe, expect, test } from '@jest/globals'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gradeSignature, latestBaseline, parseHistoryFile, readHistory, saturation, sortHistory, type HistoryEntry, type HistorySkill } from '../../src/aggregate/history.js'

describe('parseHistoryFile: our summary.json', () => {
  test('a summary needs schema_version 1 or a generated_at; the with_skill counts per skill and per eval', () => {
    const skills = [
      {
        name: 'plan', model: 'claude-sonnet-5-5', configurations: { with_skill: { pass_rate: 0.75, passed: 3, graded: 4 }, without_skill: { pass_rate: 0, passed: 0, graded: 4 } },
        eval_results: [{ id: 1, configurations: { with_skill: { passed: 2, graded: 2 } } }, { id: '2', configurations: { with_skill: {} } }, { id: 3, configurations: { without_skill: { passed: 0, graded: 2 } } }],
      },
      { name: 'adr', configurations: {}, eval_results: [] },
    ]
    const e = parseHistoryFile('h.json', { schema_version: 1, skills })!
    expect(e).toEqual({
      file: 'h.json', timestamp: '', kind: 'summary',
      skills: [
        { name: 'plan', passRate: 0.75, metric: 'runs', passed: 3, graded: 4, evals: [{ id: '1', passed: 2, graded: 2 }, { id: '2', passed: 0, graded: 0 }], model: 'claude-sonnet-5-5' },
        { name: 'adr', passRate: null, metric: 'runs', passed: null, graded: null, evals: null },
      ],
    })
    expect('model' in e.skills[1]!).toBe(false)
    expect(parseHistoryFile('g.json', { schema_version: 2, generated_at: '2026-01-01T00:00:00Z', skills: [] })).toEqual({ file: 'g.json', timestamp: '2026-01-01T00:00:00Z', kind: 'summary', skills: [] })
    // A skills list alone (no version, no date) is not taken for a summary.
    expect(parseHistoryFile('n.json', { skills: [] })).toBeUndefined()
    expect(parseHistoryFile('n.json', { schema_version: 2, skills: [] })).toBeUndefined()
    expect(parseHistoryFile('n.json', 'text')).toBeUndefined()
  })
})

describe("parseHistoryFile: skill-creator's benchmark.json", () => {
  test('per eval, a with_skill run passes when every expectation passed; runs without a result or with no expectations are not counted', () => {
    const e = parseHistoryFile('b.json', {
      metadata: { skill_name: 'pdf', timestamp: '2026-01-02T00:00:00Z', executor_model: 'claude-opus-5-5' },
      runs: [
        { eval_id: 1, configuration: 'with_skill', result: { passed: 3, total: 3 } },
        { eval_id: 1, configuration: 'with_skill', result: { passed: 2, total: 3 } },
        { eval_id: 2, configuration: 'with_skill', result: { passed: 0, total: 0 } },
        { eval_id: 2, configuration: 'with_skill' },
        { eval_id: 3, configuration: 'with_skill', result: { passed: 1, total: 1 } },
        { eval_id: 3, configuration: 'without_skill', result: { passed: 0, total: 1 } },
      ],
    })!
    expect(e).toEqual({
      file: 'b.json', timestamp: '2026-01-02T00:00:00Z', kind: 'benchmark',
      skills: [{ name: 'pdf', passRate: 2 / 3, metric: 'runs', passed: 2, graded: 3, evals: [{ id: '1', passed: 1, graded: 2 }, { id: '3', passed: 1, graded: 1 }], model: 'claude-opus-5-5' }],
    })
  })

  test('without countable runs: the assertion-level mean of run_summary, or no rate at all', () => {
    const meanOnly = parseHistoryFile('m.json', { metadata: { skill_name: 'pdf' }, run_summary: { without_skill: { pass_rate: { mean: 0.2 } }, with_skill: { pass_rate: { mean: 0.7 } } } })!
    expect(meanOnly).toEqual({ file: 'm.json', timestamp: '', kind: 'benchmark', skills: [{ name: 'pdf', passRate: 0.7, metric: 'assertions', passed: null, graded: null, evals: null }] })
    const noMean = parseHistoryFile('n.json', { metadata: { skill_name: 'pdf' }, run_summary: { with_skill: { tokens: { mean: 5 } } } })!
    expect(noMean.skills[0]!.passRate).toBeNull()
    const none = parseHistoryFile('z.json', { metadata: { skill_name: 'pdf' }, runs: [] })!
    expect(none.skills[0]).toEqual({ name: 'pdf', passRate: null, metric: 'assertions', passed: null, graded: null, evals: null })
  })

  test('a benchmark needs a skill name and runs or a run_summary', () => {
    expect(parseHistoryFile('x.json', { metadata: { skill_name: 'pdf' } })).toBeUndefined()
    expect(parseHistoryFile('x.json', { metadata: {}, runs: [] })).toBeUndefined()
    expect(parseHistoryFile('x.json', { runs: [], run_summary: {} })).toBeUndefined()
  })
})

const skill = (name: string, passRate: number | null, model?: string, evals: HistorySkill['evals'] = null): HistorySkill => ({
  name, passRate, metric: 'runs', passed: null, graded: null, evals, ...(model ? { model } : {}),
})
const entry = (file: string, timestamp: string, skills: HistorySkill[]): HistoryEntry => ({ file, timestamp, kind: 'summary', skills })

describe('sortHistory', () => {
  test('oldest first by timestamp, unreadable timestamps before every date, then by file name', () => {
    const es = [entry('d', '2026-03-01', []), entry('b', 'garbage', []), entry('c', '2026-01-01', []), entry('a', '', []), entry('e', '2026-01-01', [])]
    expect(sortHistory(es).map((e) => e.file)).toEqual(['a', 'b', 'c', 'e', 'd'])
    expect(sortHistory([entry('e', '2026-01-01', []), entry('c', '2026-01-01', [])]).map((e) => e.file)).toEqual(['c', 'e'])
    // The input is not reordered in place.
    expect(es.map((e) => e.file)).toEqual(['d', 'b', 'c', 'a', 'e'])
  })
})

describe('readHistory (folders of JSON files)', () => {
  const dirs: string[] = []
  afterAll(async () => {
    for (const d of dirs) await rm(d, { recursive: true, force: true })
  })

  test('reads every .json of each folder, skips foreign and broken files by name, ignores missing folders, sorts by time', async () => {
    const a = await mkdtemp(join(tmpdir(), 'hist-a-'))
    const b = await mkdtemp(join(tmpdir(), 'hist-b-'))
    dirs.push(a, b)
    await writeFile(join(a, 'new.json'), JSON.stringify({ schema_version: 1, generated_at: '2026-02-01T00:00:00Z', skills: [] }))
    await writeFile(join(a, 'broken.json'), '{')
    await writeFile(join(a, 'notes.txt'), JSON.stringify({ schema_version: 1, generated_at: '2026-01-01T00:00:00Z', skills: [] }))
    await writeFile(join(b, 'old.json'), JSON.stringify({ schema_version: 1, generated_at: '2025-01-01T00:00:00Z', skills: [] }))
    await writeFile(join(b, 'foreign.json'), JSON.stringify({ hello: 'world' }))
    await mkdir(join(b, 'nested'))
    await writeFile(join(b, 'nested', 'deep.json'), JSON.stringify({ schema_version: 1, generated_at: '2024-01-01T00:00:00Z', skills: [] }))
    const r = await readHistory([a, join(a, 'missing'), b])
    expect(r.entries.map((e) => e.file)).toEqual([join(b, 'old.json'), join(a, 'new.json')])
    expect(r.skipped).toEqual([join(a, 'broken.json'), join(b, 'foreign.json')])
  })
})

describe('latestBaseline', () => {
  test('the newest record of the skill that has a pass rate, down to the oldest file', () => {
    const h = [entry('1', 't', [skill('plan', 0.5)]), entry('2', 't', [skill('adr', 0.9)]), entry('3', 't', [skill('plan', null)])]
    expect(latestBaseline('plan', h)).toEqual({ entry: h[0], skill: h[0]!.skills[0] })
    expect(latestBaseline('pdf', h)).toBeUndefined()
    expect(latestBaseline('plan', [])).toBeUndefined()
  })

  test("a record of another model is passed over, a record naming none or the run's is used", () => {
    const h = [entry('1', 't', [skill('plan', 0.5, 'm1')]), entry('2', 't', [skill('plan', 0.6)]), entry('3', 't', [skill('plan', 0.7, 'm2')])]
    expect(latestBaseline('plan', h, 'm1')?.entry.file).toBe('2')
    expect(latestBaseline('plan', h.slice(0, 1), 'm1')?.entry.file).toBe('1')
    expect(latestBaseline('plan', [h[0]!, h[2]!], 'm1')?.entry.file).toBe('1')
    expect(latestBaseline('plan', h, null)?.entry.file).toBe('3')
  })
})

describe('saturation', () => {
  const same = [{ id: 'b', passed: 1, graded: 2 }, { id: 'a', passed: 2, graded: 2 }]
  const rec = (file: string, evals: HistorySkill['evals'], name = 'plan') => entry(file, 't', [skill(name, 1, undefined, evals)])

  test('gradeSignature: per eval sorted by id, passed/graded', () => {
    expect(gradeSignature(same)).toBe('a:2/2 b:1/2')
    expect(gradeSignature([{ id: '10', passed: 0, graded: 1 }, { id: '1', passed: 1, graded: 1 }, { id: '2', passed: 1, graded: 1 }])).toBe('1:1/1 10:0/1 2:1/1')
    expect(gradeSignature([])).toBe('')
  })

  test('identical grades in the last records: saturated (not all passing), records of other skills skipped', () => {
    const h = [rec('f1', same), rec('f2', [...same].reverse()), rec('other', [{ id: 'x', passed: 0, graded: 1 }], 'adr')]
    const s = saturation('plan', same, h)
    expect(s).toEqual({
      saturated: true, window: 3, records: 3, all_pass: false, sources: ['f2', 'f1'],
      message: "The last 3 recorded runs of 'plan' gave identical grades: the evals no longer tell versions apart; tighten them or add harder ones.",
    })
  })

  test('only the last window − 1 records are compared; a different record ends the streak', () => {
    const h = [rec('f0', same), rec('f1', same), rec('f2', same)]
    expect(saturation('plan', same, h, 2)).toMatchObject({ saturated: true, records: 2, sources: ['f2'] })
    const broken = [rec('f0', same), rec('f1', [{ id: 'a', passed: 1, graded: 2 }]), rec('f2', same)]
    expect(saturation('plan', same, broken)).toMatchObject({
      saturated: false, records: 2, sources: ['f2'], message: "2 of the last 3 recorded runs of 'plan' gave identical grades.",
    })
    // A record without per-eval grades ends it too.
    expect(saturation('plan', same, [rec('f0', same), rec('f1', null), rec('f2', same)])).toMatchObject({ saturated: false, records: 2 })
  })

  test('no current grades: never saturated or all passing; zero graded runs are not a pass', () => {
    expect(saturation('plan', [], [rec('f1', []), rec('f2', [])])).toMatchObject({ saturated: false, records: 3, all_pass: false })
    const zero = [{ id: 'a', passed: 0, graded: 0 }]
    expect(saturation('plan', zero, [rec('f1', zero), rec('f2', zero)])).toMatchObject({ saturated: true, all_pass: false })
    const pass = [{ id: 'a', passed: 2, graded: 2 }]
    expect(saturation('plan', pass, [rec('f1', pass), rec('f2', pass)]).message).toBe(
      "The last 3 recorded runs of 'plan' gave identical grades (all passing): the evals no longer tell versions apart; tighten them or add harder ones.",
    )
  })
})
