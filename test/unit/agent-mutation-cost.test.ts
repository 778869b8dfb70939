/**
 * Issue 36 (mutation part `agent`): the price of a response (src/run/cost.ts) term by term. Each
 * token kind at its own price, unusable counts as 0, the 5m/1h cache-write split and its
 * remainder, the long-context tier at exactly its threshold, the batch discount only when asked,
 * unknown models and unpublished prices as null, and the cost's text at the 4/6-decimal edge.
 */
import { describe, expect, test } from '@jest/globals'
import { addCost, costOf, formatCost, priceFor, resolveModel } from '../../src/run/cost.js'

const M = 1_000_000

describe('resolveModel', () => {
  test('a table id, an alias, a dated id of either; anything else is null', () => {
    expect(resolveModel('claude-opus-5-5')).toBe('claude-opus-5-5')
    expect(resolveModel('claude-sonnet-4')).toBe('claude-sonnet-4-0') // an alias
    expect(resolveModel('claude-sonnet-4-20990101')).toBe('claude-sonnet-4-0') // a dated id of an alias
    expect(resolveModel('claude-opus-5-5-20260922')).toBe('claude-opus-5-5') // a dated id of a model
    expect(resolveModel('claude-nothing-20260922')).toBeNull()
    expect(resolveModel('claude-nothing')).toBeNull()
  })

  test('only an 8-digit date suffix is dropped', () => {
    expect(resolveModel('claude-opus-5-5-1')).toBeNull()
    expect(resolveModel('claude-opus-5-5-2026092')).toBeNull()
    expect(resolveModel('claude-opus-5-5-202609221')).toBeNull()
    expect(resolveModel('claude-opus-5-5-20260922-x')).toBeNull()
  })

  test('names inherited by every object are no model', () => {
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(resolveModel(name)).toBeNull()
      expect(priceFor(name)).toBeNull()
      expect(costOf(name, { input_tokens: 1 })).toBeNull()
    }
  })

  test('priceFor gives the entry of the resolved id', () => {
    expect(priceFor('claude-sonnet-4')).toEqual({ input: 3, output: 15, cache_write_5m: 3.75, cache_write_1h: 6, cache_read: 0.3 })
    expect(priceFor('claude-nothing')).toBeNull()
  })
})

describe('costOf, one token kind at a time (claude-opus-4-8: in 5, out 25, 5m 6.25, 1h 10, read 0.5)', () => {
  const m = 'claude-opus-4-8'
  test.each([
    [{ input_tokens: M }, 5],
    [{ output_tokens: M }, 25],
    [{ cache_read_input_tokens: M }, 0.5],
    [{ cache_creation_input_tokens: M }, 6.25],
    [{ cache_creation: { ephemeral_1h_input_tokens: M } }, 10],
    [{ cache_creation: { ephemeral_5m_input_tokens: M } }, 6.25],
    [{}, 0],
  ])('%j costs $%d', (usage, usd) => {
    expect(costOf(m, usage)).toBe(usd)
  })

  test('the terms add up', () => {
    expect(costOf(m, { input_tokens: 2 * M, output_tokens: 2 * M, cache_read_input_tokens: 2 * M })).toBe(10 + 50 + 1)
  })

  test('a count that is not a finite number counts as 0', () => {
    expect(costOf(m, { input_tokens: Number.NaN, output_tokens: M })).toBe(25)
    expect(costOf(m, { input_tokens: Number.POSITIVE_INFINITY, output_tokens: M })).toBe(25)
    expect(costOf(m, { input_tokens: '7' as unknown as number, output_tokens: M })).toBe(25)
    expect(costOf(m, { input_tokens: null, output_tokens: undefined, cache_creation: null })).toBe(0)
  })
})

describe('the cache-write split', () => {
  const m = 'claude-opus-4-8'
  test('without the split every creation token is priced at the 5-minute rate', () => {
    expect(costOf(m, { cache_creation_input_tokens: 2 * M })).toBe(12.5)
    expect(costOf(m, { cache_creation_input_tokens: 2 * M, cache_creation: null })).toBe(12.5)
  })

  test('a split that adds up to the total is taken as it is', () => {
    expect(costOf(m, { cache_creation_input_tokens: 2 * M, cache_creation: { ephemeral_5m_input_tokens: M, ephemeral_1h_input_tokens: M } })).toBe(6.25 + 10)
  })

  test('a split short of the total: the remainder is priced at the 5-minute rate', () => {
    // 4M created, the split names 1M + 1M: 3M at 5m, 1M at 1h.
    expect(costOf(m, { cache_creation_input_tokens: 4 * M, cache_creation: { ephemeral_5m_input_tokens: M, ephemeral_1h_input_tokens: M } })).toBe(3 * 6.25 + 10)
    expect(costOf(m, { cache_creation_input_tokens: 4 * M, cache_creation: { ephemeral_1h_input_tokens: M } })).toBe(3 * 6.25 + 10)
    expect(costOf(m, { cache_creation_input_tokens: 2 * M, cache_creation: {} })).toBe(12.5)
  })

  test('a split larger than the total is kept (the total is not used to lower it)', () => {
    expect(costOf(m, { cache_creation_input_tokens: M, cache_creation: { ephemeral_5m_input_tokens: 2 * M, ephemeral_1h_input_tokens: M } })).toBe(2 * 6.25 + 10)
    expect(costOf(m, { cache_creation: { ephemeral_5m_input_tokens: M } })).toBe(6.25)
  })
})

describe('the long-context tier (claude-haiku-5-5 above 100K prompt tokens)', () => {
  const m = 'claude-haiku-5-5'
  test('at exactly 100K prompt tokens the base price applies; one more and all of it is long-context', () => {
    expect(costOf(m, { input_tokens: 100_000 })).toBeCloseTo((100_000 * 0.1) / M, 15)
    expect(costOf(m, { input_tokens: 100_001 })).toBeCloseTo((100_001 * 0.5) / M, 15)
  })

  test('every prompt part counts toward the threshold: input, cache reads, 5m and 1h writes', () => {
    expect(costOf(m, { input_tokens: 50_000, cache_read_input_tokens: 50_001 })).toBeCloseTo((50_000 * 0.5 + 50_001 * 0.05) / M, 15)
    expect(costOf(m, { input_tokens: 50_000, cache_creation_input_tokens: 50_001 })).toBeCloseTo((50_000 * 0.5 + 50_001 * 0.625) / M, 15)
    expect(costOf(m, { input_tokens: 50_000, cache_creation: { ephemeral_1h_input_tokens: 50_001 } })).toBeCloseTo((50_000 * 0.5 + 50_001 * 1.0) / M, 15)
    expect(costOf(m, { input_tokens: 50_000, cache_creation: { ephemeral_1h_input_tokens: 50_000 } })).toBeCloseTo((50_000 * 0.1 + 50_000 * 0.2) / M, 15)
  })

  test('output tokens do not count toward it', () => {
    expect(costOf(m, { input_tokens: 1000, output_tokens: 200_000 })).toBeCloseTo((1000 * 0.1 + 200_000 * 0.5) / M, 15)
  })
})

describe('unpublished prices', () => {
  // claude-fable-5-2: input 8, output 40, no cache prices.
  test('null only when a token kind with no published price is used', () => {
    expect(costOf('claude-fable-5-2', { input_tokens: M, output_tokens: M, cache_read_input_tokens: 0 })).toBe(48)
    expect(costOf('claude-fable-5-2', { cache_read_input_tokens: 1 })).toBeNull()
    expect(costOf('claude-fable-5-2', { cache_creation_input_tokens: 1 })).toBeNull()
    expect(costOf('claude-fable-5-2', { cache_creation: { ephemeral_1h_input_tokens: 1 } })).toBeNull()
  })
})

describe('the batch discount', () => {
  test('halves the price when asked, by the option or by the usage', () => {
    expect(costOf('claude-opus-4-8', { output_tokens: M }, { batch: true })).toBe(12.5)
    expect(costOf('claude-opus-4-8', { output_tokens: M, service_tier: 'batch' })).toBe(12.5)
  })
  test('and not otherwise', () => {
    expect(costOf('claude-opus-4-8', { output_tokens: M }, { batch: false })).toBe(25)
    expect(costOf('claude-opus-4-8', { output_tokens: M, service_tier: 'standard' })).toBe(25)
    expect(costOf('claude-opus-4-8', { output_tokens: M, service_tier: null })).toBe(25)
    expect(costOf('claude-opus-4-8', { output_tokens: M })).toBe(25)
  })
})

describe('addCost', () => {
  test('adds known costs; null on either side is null', () => {
    expect(addCost(0.5, 0.25)).toBe(0.75)
    expect(addCost(0, 0)).toBe(0)
    expect(addCost(1, null)).toBeNull()
    expect(addCost(null, 1)).toBeNull()
    expect(addCost(null, null)).toBeNull()
  })
})

describe('formatCost', () => {
  test('4 decimals from $0.0001 up; 6 below it; zero as $0.0000', () => {
    expect(formatCost(0.0001)).toBe('$0.0001')
    expect(formatCost(0.00009)).toBe('$0.000090')
    expect(formatCost(0)).toBe('$0.0000')
    expect(formatCost(1.23456)).toBe('$1.2346')
  })
  test('a small refund keeps 6 decimals too (by its size, not its sign)', () => {
    expect(formatCost(-0.00005)).toBe('$-0.000050')
    expect(formatCost(-0.5)).toBe('$-0.5000')
  })
  test('no finite number: unknown', () => {
    expect(formatCost(Number.NaN)).toBe('unknown')
    expect(formatCost(Number.POSITIVE_INFINITY)).toBe('unknown')
    expect(formatCost(null)).toBe('unknown')
    expect(formatCost(undefined)).toBe('unknown')
  })
})
