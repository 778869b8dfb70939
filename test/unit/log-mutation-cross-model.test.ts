/**
 * cross-model.json read tolerantly (src/log/cross-model.ts, `crossModelOutline`): every spelling
 * of each field the reader promises to understand, the order in which spellings win, the scaling
 * of percentages, the caps on untrusted names, notes and list lengths, and what makes a file "not
 * a table" (undefined).
 */
import { describe, expect, test } from '@jest/globals'
import { crossModelOutline, type CrossModelOutline, type CrossModelOutlineCell } from '../../src/log/index.js'

const CAPS = { name: 40, note: 80 }

/** The outline of a table with one skill `s` whose cell for model `m` is `cell`. */
function one(cell: unknown, extra: Record<string, unknown> = {}): CrossModelOutline {
  const out = crossModelOutline({ skills: [{ skill: 's', cells: { m: cell } }], ...extra }, CAPS)
  if (!out) throw new Error('expected a table')
  return out
}
/**
 * The cell of model `m` for skill `s`, beside a good cell of model `z` so that the table is one
 * either way; null when `m` has no cell (a model is listed only once it has one).
 */
function cellOf(cell: unknown): CrossModelOutlineCell | null {
  const out = crossModelOutline({ skills: [{ skill: 's', cells: { m: cell, z: 0.5 } }] }, CAPS)!
  const i = out.models.indexOf('m')
  return i === -1 ? null : out.skills[0]!.cells[i]!
}

const EMPTY_CELL: CrossModelOutlineCell = { passRate: null, low: null, high: null, n: null, passed: null, anomaly: false, direction: null, regressed: false }

describe('not a table', () => {
  test('a value that is not an object, or has no skill with a cell, is undefined', () => {
    expect(crossModelOutline(null, CAPS)).toBeUndefined()
    expect(crossModelOutline([{ skill: 's', cells: { m: 0.5 } }], CAPS)).toBeUndefined()
    expect(crossModelOutline('table', CAPS)).toBeUndefined()
    expect(crossModelOutline({}, CAPS)).toBeUndefined()
    expect(crossModelOutline({ skills: [{ skill: 's', cells: {} }] }, CAPS)).toBeUndefined()
    expect(crossModelOutline({ skills: [{ skill: 's', cells: { m: 'high' } }] }, CAPS)).toBeUndefined()
    expect(crossModelOutline({ skills: 'all of them' }, CAPS)).toBeUndefined()
  })

  test('one skill with a cell is enough, even beside skills without any', () => {
    const out = crossModelOutline({ skills: [{ skill: 'a' }, { skill: 'b', cells: { m: 0.5 } }] }, CAPS)!
    expect(out.skills.map((s) => [s.skill, s.cells])).toEqual([
      ['a', [null]],
      ['b', [{ ...EMPTY_CELL, passRate: 0.5 }]],
    ])
  })
})

describe('pass rates', () => {
  test('a bare number is the pass rate of the cell, with nothing else known', () => {
    expect(cellOf(0.25)).toEqual({ ...EMPTY_CELL, passRate: 0.25 })
  })

  test('a percentage (above 1, up to 100) is scaled to 0..1; 0 and 1 are rates already', () => {
    expect(cellOf(50)!.passRate).toBe(0.5)
    expect(cellOf(100)!.passRate).toBe(1)
    expect(cellOf(1)!.passRate).toBe(1)
    expect(cellOf(0)!.passRate).toBe(0)
    expect(cellOf(1.5)!.passRate).toBeCloseTo(0.015, 12)
  })

  test('a number below 0 or above 100 is not a rate (a bare one makes no cell)', () => {
    expect(cellOf(-0.1)).toBeNull()
    expect(cellOf(100.5)).toBeNull()
    expect(cellOf({ pass_rate: -1, n: 3 })).toEqual({ ...EMPTY_CELL, n: 3 })
    expect(cellOf({ pass_rate: 250, n: 3 })).toEqual({ ...EMPTY_CELL, n: 3 })
    expect(cellOf({ pass_rate: '0.5', n: 3 })).toEqual({ ...EMPTY_CELL, n: 3 })
  })

  test.each(['pass_rate', 'passRate', 'rate', 'mean'])('the rate may be spelled %s', (key) => {
    expect(cellOf({ [key]: 0.75 })).toEqual({ ...EMPTY_CELL, passRate: 0.75 })
  })

  test('spellings win in the order pass_rate, passRate, rate, mean; null and absent are skipped', () => {
    expect(cellOf({ mean: 0.4, rate: 0.3, passRate: 0.2, pass_rate: 0.1 })!.passRate).toBe(0.1)
    expect(cellOf({ mean: 0.4, rate: 0.3, passRate: 0.2 })!.passRate).toBe(0.2)
    expect(cellOf({ mean: 0.4, rate: 0.3 })!.passRate).toBe(0.3)
    expect(cellOf({ pass_rate: null, passRate: undefined, mean: 0.4 })!.passRate).toBe(0.4)
  })

  test('a key inherited from the prototype is not a field of the file', () => {
    const proto = { pass_rate: 0.9 }
    const cell = Object.assign(Object.create(proto) as Record<string, unknown>, { n: 4 })
    expect(cellOf(cell)).toEqual({ ...EMPTY_CELL, n: 4 })
  })
})

describe('bounds, counts and flags of a cell', () => {
  test.each(['low', 'lo', 'lower', 'ci_low', 'min'])('the lower bound may be spelled %s', (key) => {
    expect(cellOf({ [key]: 0.2 })).toEqual({ ...EMPTY_CELL, low: 0.2 })
  })

  test.each(['high', 'hi', 'upper', 'ci_high', 'max'])('the upper bound may be spelled %s', (key) => {
    expect(cellOf({ [key]: 0.8 })).toEqual({ ...EMPTY_CELL, high: 0.8 })
  })

  test.each(['interval', 'ci', 'ci95', 'wilson', 'confidence_interval'])('bounds may come as a pair under %s', (key) => {
    expect(cellOf({ pass_rate: 0.5, [key]: [0.3, 0.7] })).toEqual({ ...EMPTY_CELL, passRate: 0.5, low: 0.3, high: 0.7 })
  })

  test('bounds as an object under the interval key, in any bound spelling; percentages scaled', () => {
    expect(cellOf({ pass_rate: 0.5, ci: { lower: 30, upper: 70 } })).toEqual({ ...EMPTY_CELL, passRate: 0.5, low: 0.3, high: 0.7 })
    expect(cellOf({ pass_rate: 0.5, wilson: { lo: 0.1, hi: 0.9 } })).toEqual({ ...EMPTY_CELL, passRate: 0.5, low: 0.1, high: 0.9 })
  })

  test('a direct bound wins over the interval; an interval of another shape gives no bound', () => {
    expect(cellOf({ pass_rate: 0.5, low: 0.45, interval: [0.3, 0.7] })).toEqual({ ...EMPTY_CELL, passRate: 0.5, low: 0.45, high: 0.7 })
    expect(cellOf({ pass_rate: 0.5, interval: '0.3-0.7' })).toEqual({ ...EMPTY_CELL, passRate: 0.5 })
    expect(cellOf({ pass_rate: 0.5, interval: [0.3] })).toEqual({ ...EMPTY_CELL, passRate: 0.5, low: 0.3 })
  })

  test.each(['graded', 'n', 'trials', 'runs', 'total'])('the number of graded runs may be spelled %s', (key) => {
    expect(cellOf({ [key]: 12 })).toEqual({ ...EMPTY_CELL, n: 12 })
  })

  test.each(['passed', 'passes'])('the number passed may be spelled %s (beside a rate)', (key) => {
    expect(cellOf({ pass_rate: 0.5, [key]: 6 })).toEqual({ ...EMPTY_CELL, passRate: 0.5, passed: 6 })
  })

  test('a cell that only says how many passed (no rate, bounds or count) is no cell', () => {
    expect(cellOf({ passed: 6 })).toBeNull()
    expect(cellOf({ anomaly: true })).toBeNull()
  })

  test.each(['anomaly', 'anomalous', 'is_anomaly'])('a cell flagged %s: true is an anomaly', (key) => {
    const out = one({ pass_rate: 0.2, [key]: true })
    expect(out.skills[0]!.cells[0]!.anomaly).toBe(true)
    expect(out.skills[0]!.anomalies).toEqual(['m'])
  })

  test('an anomaly described by an object is an anomaly, with its direction', () => {
    expect(cellOf({ pass_rate: 0.2, anomaly: { direction: 'low', z: -3 } })).toEqual({ ...EMPTY_CELL, passRate: 0.2, anomaly: true, direction: 'low' })
    expect(cellOf({ pass_rate: 0.2, anomaly: { z: -3 } })).toEqual({ ...EMPTY_CELL, passRate: 0.2, anomaly: true })
    expect(cellOf({ pass_rate: 0.2, anomaly: { direction: 1 } })).toEqual({ ...EMPTY_CELL, passRate: 0.2, anomaly: true })
  })

  test('a flag that is neither true nor an object is no anomaly', () => {
    for (const flag of [false, 'true', 1, null, [true]]) {
      const out = one({ pass_rate: 0.2, anomaly: flag })
      expect(out.skills[0]!.cells[0]!.anomaly).toBe(false)
      expect(out.skills[0]!.anomalies).toEqual([])
    }
  })
})

describe('skills and models', () => {
  test('skills as a list: named by skill, name or id (in that order); entries that are not objects are left out', () => {
    const out = crossModelOutline(
      {
        skills: [
          { skill: 'by-skill', name: 'not this', cells: { m: 0.1 } },
          { name: 'by-name', id: 'not this', cells: { m: 0.2 } },
          { id: 'by-id', cells: { m: 0.3 } },
          'not a skill',
          null,
          { cells: { m: 0.4 } },
        ],
      },
      CAPS,
    )!
    expect(out.skills.map((s) => [s.skill, s.cells[0]?.passRate])).toEqual([
      ['by-skill', 0.1],
      ['by-name', 0.2],
      ['by-id', 0.3],
      ['?', 0.4],
    ])
  })

  test('skills as a map: the key is the name; entries that are not objects are left out', () => {
    const out = crossModelOutline({ skills: { alpha: { cells: { m: 0.5 } }, beta: 0.9, gamma: { cells: { m: 0.7 } } } }, CAPS)!
    expect(out.skills.map((s) => s.skill)).toEqual(['alpha', 'gamma'])
  })

  test.each(['cells', 'models', 'by_model', 'results'])("a skill's cells may be listed under %s", (key) => {
    const out = crossModelOutline({ skills: [{ skill: 's', [key]: { m: 0.5 } }] }, CAPS)!
    expect(out.models).toEqual(['m'])
    expect(out.skills[0]!.cells).toEqual([{ ...EMPTY_CELL, passRate: 0.5 }])
  })

  test('cells as a list: each names its model by model, name or id', () => {
    const out = crossModelOutline(
      { skills: [{ skill: 's', cells: [{ model: 'a', pass_rate: 0.1 }, { name: 'b', pass_rate: 0.2 }, { id: 'c', pass_rate: 0.3 }, 'd', { pass_rate: 0.4 }] }] },
      CAPS,
    )!
    expect(out.models).toEqual(['a', 'b', 'c'])
    expect(out.skills[0]!.cells.map((c) => c?.passRate)).toEqual([0.1, 0.2, 0.3])
  })

  test('the models listed at the top come first, in their order; models seen only in cells follow as met', () => {
    const out = crossModelOutline(
      { models: ['z', { model: 'y' }, { name: 'x' }, 'z', ''], skills: [{ skill: 's', cells: { w: 0.1, y: 0.2 } }, { skill: 't', cells: { v: 0.3 } }] },
      CAPS,
    )!
    expect(out.models).toEqual(['z', 'y', 'x', 'w', 'v'])
    expect(out.skills[0]!.cells.map((c) => c?.passRate ?? null)).toEqual([null, 0.2, null, 0.1, null])
    expect(out.skills[1]!.cells.map((c) => c?.passRate ?? null)).toEqual([null, null, null, null, 0.3])
  })

  test('at most 100 models: a cell of a model past the cap is dropped', () => {
    const models = Array.from({ length: 100 }, (_, i) => `m${i}`)
    const out = crossModelOutline({ models, skills: [{ skill: 's', cells: { m0: 0.5, extra: 0.9 } }] }, CAPS)!
    expect(out.models).toHaveLength(100)
    expect(out.models).not.toContain('extra')
    expect(out.skills[0]!.cells.filter((c) => c !== null)).toHaveLength(1)
    expect(out.skills[0]!.range).toBeNull() // the dropped cell's rate is not part of the range either
  })

  test('at most 2000 skills, the first ones', () => {
    const skills = Array.from({ length: 2001 }, (_, i) => ({ skill: `s${i}`, cells: { m: 0.5 } }))
    const out = crossModelOutline({ skills }, CAPS)!
    expect(out.skills).toHaveLength(2000)
    expect(out.skills[1999]!.skill).toBe('s1999')
  })

  test('names are cut to the name cap in UTF-8 bytes, on a character boundary', () => {
    const long = 'é'.repeat(30) // 60 bytes
    const out = crossModelOutline({ skills: [{ skill: long, tier: long, cells: { [long]: 0.5 } }], generated_at: long }, CAPS)!
    expect(out.skills[0]!.skill).toBe('é'.repeat(20))
    expect(out.skills[0]!.tier).toBe('é'.repeat(20))
    expect(out.models).toEqual(['é'.repeat(20)])
    expect(out.generatedAt).toBe('é'.repeat(20))
    const exact = 'a'.repeat(40)
    expect(crossModelOutline({ skills: [{ skill: exact, cells: { m: 0.5 } }] }, CAPS)!.skills[0]!.skill).toBe(exact)
    expect(crossModelOutline({ skills: [{ skill: exact + 'b', cells: { m: 0.5 } }] }, CAPS)!.skills[0]!.skill).toBe(exact)
  })

  test('tier: the text of a scalar, null when absent', () => {
    const out = crossModelOutline(
      { skills: [{ skill: 'a', tier: 2, cells: { m: 0.5 } }, { skill: 'b', tier: 'critical', cells: { m: 0.5 } }, { skill: 'c', cells: { m: 0.5 } }] },
      CAPS,
    )!
    expect(out.skills.map((s) => s.tier)).toEqual(['2', 'critical', null])
  })

  test('generatedAt: the file\'s generated_at, empty when absent', () => {
    expect(one(0.5, { generated_at: '2026-12-01T00:00:00Z' }).generatedAt).toBe('2026-12-01T00:00:00Z')
    expect(one(0.5).generatedAt).toBe('')
  })
})

describe('anomalies and regressions', () => {
  test("a skill's own anomaly list (names or objects) marks those cells, each model once", () => {
    const out = crossModelOutline(
      { skills: [{ skill: 's', cells: { a: 0.1, b: 0.9, c: 0.5 }, anomalies: ['a', { model: 'b' }, 'a', { note: 'no model' }] }] },
      CAPS,
    )!
    expect(out.skills[0]!.anomalies).toEqual(['a', 'b'])
    expect(out.skills[0]!.cells.map((c) => c!.anomaly)).toEqual([true, true, false])
  })

  test('a model listed as anomalous without a cell is listed, but marks nothing', () => {
    const out = crossModelOutline({ skills: [{ skill: 's', cells: { a: 0.1 }, anomalies: ['gone'] }] }, CAPS)!
    expect(out.skills[0]!.anomalies).toEqual(['gone'])
    expect(out.skills[0]!.cells[0]!.anomaly).toBe(false)
  })

  test('anomalies listed once for the whole table apply to their skill only, and give a direction the cell lacks', () => {
    const out = crossModelOutline(
      {
        skills: [
          { skill: 's', cells: { a: 0.1, b: { pass_rate: 0.9, anomaly: { direction: 'high' } } } },
          { skill: 't', cells: { a: 0.5 } },
        ],
        anomalies: [
          { skill: 's', model: 'a', direction: 'low' },
          { skill: 's', model: 'b', direction: 'low' },
          { skill: 's', model: 'a' },
          { skill: 's', model: 'no-cell', direction: 'low' },
          { skill: 'other', model: 'a', direction: 'low' },
          { model: 'a' },
          { skill: 's' },
          'a',
        ],
      },
      CAPS,
    )!
    const [s, t] = out.skills
    expect(s!.anomalies).toEqual(['a', 'b', 'no-cell'])
    expect(s!.cells.map((c) => [c!.anomaly, c!.direction])).toEqual([
      [true, 'low'],
      [true, 'high'],
    ])
    expect(t!.anomalies).toEqual([])
    expect(t!.cells[0]!.anomaly).toBe(false)
    expect(t!.cells[0]!.direction).toBeNull()
  })

  test('a table-wide anomaly without a direction marks the cell and leaves its direction unknown', () => {
    const out = crossModelOutline({ skills: [{ skill: 's', cells: { a: 0.1 } }], anomalies: [{ name: 's', model: 'a', direction: 3 }] }, CAPS)!
    expect(out.skills[0]!.anomalies).toEqual(['a'])
    expect(out.skills[0]!.cells[0]).toEqual({ ...EMPTY_CELL, passRate: 0.1, anomaly: true })
  })

  test('regressions mark the cell of their skill and model, and are listed with their reason (cut to the name cap)', () => {
    const reason = 'r'.repeat(50)
    const out = crossModelOutline(
      {
        skills: [
          { skill: 's', cells: { a: 0.1, b: 0.2 } },
          { skill: 't', cells: { a: 0.3 } },
        ],
        regressions: [{ skill: 's', model: 'a', reason }, { skill: 'x', model: 'b' }, { skill: 's' }, 'b'],
      },
      CAPS,
    )!
    expect(out.skills[0]!.cells.map((c) => c!.regressed)).toEqual([true, false])
    expect(out.skills[1]!.cells[0]!.regressed).toBe(false)
    expect(out.regressions).toEqual([
      { skill: 's', model: 'a', reason: 'r'.repeat(40) },
      { skill: 'x', model: 'b', reason: '' },
    ])
  })

  test('at most 500 regressions are kept', () => {
    const regressions = Array.from({ length: 501 }, (_, i) => ({ skill: 's', model: `m${i}` }))
    const out = crossModelOutline({ skills: [{ skill: 's', cells: { m0: 0.5 } }], regressions }, CAPS)!
    expect(out.regressions).toHaveLength(500)
    expect(out.regressions[499]!.model).toBe('m499')
  })
})

describe('the range across models', () => {
  const withRange = (range: unknown, cells: Record<string, unknown> = { a: 0.2, b: 0.9 }) =>
    crossModelOutline({ skills: [{ skill: 's', cells, range }] }, CAPS)!.skills[0]!.range

  test("computed from the cells' pass rates when the file gives none (needs two rates)", () => {
    expect(withRange(undefined)).toBeCloseTo(0.7, 12)
    expect(withRange(undefined, { a: 0.9, b: 0.2, c: 0.5 })).toBeCloseTo(0.7, 12)
    expect(withRange(undefined, { a: 0.2 })).toBeNull()
    expect(withRange(undefined, { a: 0.2, b: { n: 3 } })).toBeNull()
  })

  test('a number (a percentage scaled), under range or spread', () => {
    expect(withRange(0.3)).toBe(0.3)
    expect(withRange(30)).toBe(0.3)
    expect(crossModelOutline({ skills: [{ skill: 's', cells: { a: 0.2, b: 0.9 }, spread: 0.4 }] }, CAPS)!.skills[0]!.range).toBe(0.4)
  })

  test('a pair [low, high]: their distance, whichever way round', () => {
    expect(withRange([0.2, 0.5])).toBeCloseTo(0.3, 12)
    expect(withRange([0.5, 0.2])).toBeCloseTo(0.3, 12)
    expect(withRange([0.2, 'x'])).toBeCloseTo(0.7, 12) // not a pair of rates: computed instead
    expect(withRange(['x', 0.2])).toBeCloseTo(0.7, 12)
    expect(withRange([0.1, 0.2, 0.3])).toBeCloseTo(0.7, 12)
  })

  test.each(['spread', 'width', 'range', 'delta'])('an object with the spread as %s', (key) => {
    expect(withRange({ [key]: 0.15 })).toBe(0.15)
  })

  test('an object with min/low and max/high: their distance', () => {
    expect(withRange({ min: 0.1, max: 0.6 })).toBeCloseTo(0.5, 12)
    expect(withRange({ low: 0.6, high: 0.1 })).toBeCloseTo(0.5, 12)
    expect(withRange({ min: 0.1 })).toBeCloseTo(0.7, 12)
    expect(withRange({ max: 0.1 })).toBeCloseTo(0.7, 12)
  })

  test('anything else falls back to the computed range', () => {
    expect(withRange('wide')).toBeCloseTo(0.7, 12)
    expect(withRange(true)).toBeCloseTo(0.7, 12)
  })
})

describe('totals, threshold, notes', () => {
  test('totals per model, as a list or a map, aligned with the models; never flagged as anomalies', () => {
    const asList = one(0.5, { models: ['m', 'n'], totals: [{ model: 'n', pass_rate: 0.4, anomaly: { direction: 'low' } }, { model: 'x', pass_rate: 0.1 }, 'm'] })
    expect(asList.totals).toEqual([null, { ...EMPTY_CELL, passRate: 0.4 }])
    const asMap = one(0.5, { totals: { m: { pass_rate: 0.6, anomaly: true, graded: 10 }, other: 0.2, broken: 'x' } })
    expect(asMap.totals).toEqual([{ ...EMPTY_CELL, passRate: 0.6, n: 10 }])
  })

  test('no totals: an empty list', () => {
    expect(one(0.5).totals).toEqual([])
    expect(one(0.5, { totals: 'none' }).totals).toEqual([])
    expect(one(0.5, { totals: { m: 'none' } }).totals).toEqual([])
  })

  test('the anomaly threshold: anomaly_threshold_se, else anomaly_threshold, else null', () => {
    expect(one(0.5, { anomaly_threshold_se: 2, anomaly_threshold: 3 }).anomalyThresholdSe).toBe(2)
    expect(one(0.5, { anomaly_threshold: 3 }).anomalyThresholdSe).toBe(3)
    expect(one(0.5).anomalyThresholdSe).toBeNull()
  })

  test('notes: the note, then the notes (strings only), then a line per model that is not active', () => {
    const out = one(0.5, {
      note: 'first',
      notes: ['second', 7, 'third'],
      lifecycle: [
        { model: 'old', status: 'deprecated', message: 'retires in March' },
        { model: 'older', status: 'retired' },
        { model: 'fine', status: 'active' },
        { model: 'unsure', status: 'unknown' },
        { model: 'soon', status: 'active', near_end_of_life: true },
        { model: 'odd', status: 3 },
        'not an entry',
      ],
    })
    expect(out.notes).toEqual(['first', 'second', 'third', 'old: retires in March', 'older: retired', 'soon: active'])
  })

  test('a note that is not a string is left out', () => {
    expect(one(0.5, { note: 5, notes: 'x' }).notes).toEqual([])
  })

  test('at most 50 notes, each cut to the note cap', () => {
    const notes = Array.from({ length: 60 }, (_, i) => `note ${i} ${'x'.repeat(100)}`)
    const out = one(0.5, { notes })
    expect(out.notes).toHaveLength(50)
    expect(out.notes[49]!.startsWith('note 49 ')).toBe(true)
    expect(out.notes.every((n) => Buffer.byteLength(n) === 80)).toBe(true)
  })
})
