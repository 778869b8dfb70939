/**
 * Issue 36 (mutation part `agent`): the run budget (src/run/budget.ts) at its limits. New work
 * stops once `maxRuns` runs have started or the recorded spend reached `maxCostUsd` (each at
 * exactly its value, not one before); the run cap is asked first; a refusal reserves nothing;
 * unknown costs count as $0 and are counted apart; bad caps are refused with the option's name.
 */
import { describe, expect, test } from '@jest/globals'
import { Budget } from '../../src/run/budget.js'

describe('the caps as given', () => {
  test('no options, or nulls: no cap at all, never stopped', () => {
    for (const b of [new Budget(), new Budget({}), new Budget({ maxCostUsd: null, maxRuns: null })]) {
      expect(b.maxCostUsd).toBeNull()
      expect(b.maxRuns).toBeNull()
      for (let i = 0; i < 50; i++) expect(b.tryStart()).toBe(true)
      b.record(1e9)
      expect(b.stoppedBy).toBeNull()
      expect(b.exhausted).toBe(false)
    }
  })

  test('a negative or non-numeric cost cap is refused, naming the option and the value', () => {
    expect(() => new Budget({ maxCostUsd: -0.01 })).toThrow(new RangeError('max-cost-usd must be a number >= 0, got -0.01'))
    expect(() => new Budget({ maxCostUsd: Number.NaN })).toThrow(new RangeError('max-cost-usd must be a number >= 0, got NaN'))
    expect(() => new Budget({ maxCostUsd: -1 })).toThrow(RangeError)
    expect(new Budget({ maxCostUsd: 0 }).maxCostUsd).toBe(0)
    expect(new Budget({ maxCostUsd: 0.5 }).maxCostUsd).toBe(0.5)
  })

  test('a run cap must be a whole number >= 0', () => {
    expect(() => new Budget({ maxRuns: -1 })).toThrow(new RangeError('max-runs must be an integer >= 0, got -1'))
    expect(() => new Budget({ maxRuns: 1.5 })).toThrow(new RangeError('max-runs must be an integer >= 0, got 1.5'))
    expect(() => new Budget({ maxRuns: Number.NaN })).toThrow(RangeError)
    expect(new Budget({ maxRuns: 0 }).maxRuns).toBe(0)
    expect(new Budget({ maxRuns: 3 }).maxRuns).toBe(3)
  })
})

describe('max-runs', () => {
  test('exactly maxRuns runs start; the next is refused and reserves nothing', () => {
    const b = new Budget({ maxRuns: 2 })
    expect(b.stoppedBy).toBeNull()
    expect(b.tryStart()).toBe(true)
    expect(b.stoppedBy).toBeNull() // one below the cap: still open
    expect(b.exhausted).toBe(false)
    expect(b.tryStart()).toBe(true)
    expect(b.stoppedBy).toBe('max-runs') // at the cap
    expect(b.exhausted).toBe(true)
    expect(b.tryStart()).toBe(false)
    expect(b.tryStart()).toBe(false)
    expect(b.started).toBe(2)
    expect(b.snapshot()).toMatchObject({ started: 2, refused: 2, recorded: 0, stoppedBy: 'max-runs' })
  })

  test('maxRuns 0 refuses the first run', () => {
    const b = new Budget({ maxRuns: 0 })
    expect(b.stoppedBy).toBe('max-runs')
    expect(b.tryStart()).toBe(false)
    expect(b.started).toBe(0)
  })
})

describe('max-cost', () => {
  test('stops when the spend reaches the cap exactly, not while it is below', () => {
    const b = new Budget({ maxCostUsd: 1 })
    b.record(0.5)
    expect(b.stoppedBy).toBeNull()
    b.record(0.25)
    expect(b.spentUsd).toBe(0.75)
    expect(b.stoppedBy).toBeNull()
    expect(b.tryStart()).toBe(true)
    b.record(0.25)
    expect(b.spentUsd).toBe(1)
    expect(b.stoppedBy).toBe('max-cost')
    expect(b.tryStart()).toBe(false)
  })

  test('a cap of 0 is spent from the start', () => {
    const b = new Budget({ maxCostUsd: 0 })
    expect(b.stoppedBy).toBe('max-cost')
    expect(b.tryStart()).toBe(false)
  })

  test('the run cap is named first when both are reached', () => {
    const b = new Budget({ maxRuns: 1, maxCostUsd: 1 })
    expect(b.tryStart()).toBe(true)
    b.record(2)
    expect(b.stoppedBy).toBe('max-runs')
    const c = new Budget({ maxRuns: 5, maxCostUsd: 1 })
    c.tryStart()
    c.record(2)
    expect(c.stoppedBy).toBe('max-cost')
  })

  test('in-flight runs are still recorded after the stop (the spend may overshoot)', () => {
    const b = new Budget({ maxCostUsd: 1 })
    b.tryStart()
    b.tryStart()
    b.record(1)
    b.record(0.5)
    expect(b.spentUsd).toBe(1.5)
    expect(b.snapshot().recorded).toBe(2)
  })
})

describe('unknown costs', () => {
  test('null, NaN and infinite costs count as $0 and are counted as unknown', () => {
    const b = new Budget({ maxCostUsd: 1 })
    b.record(null)
    b.record(Number.NaN)
    b.record(Number.POSITIVE_INFINITY)
    b.record(0.25)
    b.record(0)
    expect(b.unknownCostRuns).toBe(3)
    expect(b.spentUsd).toBe(0.25)
    expect(b.stoppedBy).toBeNull()
  })
})

describe('snapshot', () => {
  test('every counter as it stands', () => {
    const b = new Budget({ maxCostUsd: 2, maxRuns: 3 })
    b.tryStart()
    b.tryStart()
    b.record(0.5)
    b.record(null)
    expect(b.snapshot()).toEqual({
      maxCostUsd: 2,
      maxRuns: 3,
      started: 2,
      recorded: 2,
      spentUsd: 0.5,
      unknownCostRuns: 1,
      refused: 0,
      stoppedBy: null,
    })
    b.tryStart()
    b.tryStart()
    expect(b.snapshot()).toEqual({
      maxCostUsd: 2,
      maxRuns: 3,
      started: 3,
      recorded: 2,
      spentUsd: 0.5,
      unknownCostRuns: 1,
      refused: 1,
      stoppedBy: 'max-runs',
    })
  })
})
