import { describe, test, expect } from '@jest/globals'
import {
  BATCH_DISCOUNT,
  PRICES_AS_OF,
  addCost,
  costOf,
  formatCost,
  priceFor,
  resolveModel,
} from '../../src/run/cost.js'
import prices from '../../src/run/prices.json' with { type: 'json' }

const M = 1_000_000

describe('costOf', () => {
  test('known model: input + output', () => {
    expect(costOf('claude-opus-5-5', { input_tokens: M, output_tokens: M })).toBeCloseTo(24, 10)
    expect(costOf('claude-sonnet-4-6', { input_tokens: 1000, output_tokens: 500 })).toBeCloseTo(0.003 + 0.0075, 12)
  })

  test('cache read and cache write (5m by default, split 5m/1h when given)', () => {
    // Opus 4.8: in 5, out 25, 5m 6.25, 1h 10, read 0.50
    const u = { input_tokens: 100, output_tokens: 200, cache_read_input_tokens: 10_000, cache_creation_input_tokens: 4_000 }
    const expected = (100 * 5 + 200 * 25 + 10_000 * 0.5 + 4_000 * 6.25) / M
    expect(costOf('claude-opus-4-8', u)).toBeCloseTo(expected, 12)
    const split = { ...u, cache_creation: { ephemeral_5m_input_tokens: 1_000, ephemeral_1h_input_tokens: 3_000 } }
    expect(costOf('claude-opus-4-8', split)).toBeCloseTo((100 * 5 + 200 * 25 + 10_000 * 0.5 + 1_000 * 6.25 + 3_000 * 10) / M, 12)
  })

  test('accepts SDK-shaped usage with nulls', () => {
    const u = { input_tokens: 10, output_tokens: 10, cache_read_input_tokens: null, cache_creation_input_tokens: null, cache_creation: null, service_tier: 'standard' }
    expect(costOf('claude-haiku-4-5', u)).toBeCloseTo((10 * 1 + 10 * 5) / M, 12)
  })

  test('dated ids and aliases resolve', () => {
    expect(resolveModel('claude-haiku-4-5-20251001')).toBe('claude-haiku-4-5')
    expect(resolveModel('claude-sonnet-4-5-20250929')).toBe('claude-sonnet-4-5')
    expect(resolveModel('claude-opus-5-5-20260922')).toBe('claude-opus-5-5')
    expect(costOf('claude-opus-4-5-20251101', { input_tokens: M })).toBe(5)
  })

  test('unknown model → null → "unknown", never $0', () => {
    expect(priceFor('gpt-5')).toBeNull()
    expect(costOf('claude-mythos-preview', { input_tokens: 1, output_tokens: 1 })).toBeNull()
    expect(costOf('totally-unknown', { input_tokens: 0, output_tokens: 0 })).toBeNull()
    expect(formatCost(costOf('totally-unknown', { input_tokens: 5 }))).toBe('unknown')
  })

  test('unpublished component price → null only when that component is used', () => {
    expect(costOf('claude-fable-5-2', { input_tokens: M, output_tokens: 0 })).toBe(8)
    expect(costOf('claude-fable-5-2', { input_tokens: 1, cache_read_input_tokens: 1 })).toBeNull()
  })

  test('Haiku 5.5 long-context tier applies to the whole request above 100K prompt tokens', () => {
    expect(costOf('claude-haiku-5-5', { input_tokens: 100_000, output_tokens: 1000 })).toBeCloseTo((100_000 * 0.1 + 1000 * 0.5) / M, 12)
    expect(costOf('claude-haiku-5-5', { input_tokens: 60_000, cache_read_input_tokens: 50_000, output_tokens: 1000 })).toBeCloseTo(
      (60_000 * 0.5 + 50_000 * 0.05 + 1000 * 2.5) / M,
      12,
    )
  })

  test('batch discount: explicit option or service_tier batch', () => {
    expect(BATCH_DISCOUNT).toBe(0.5)
    expect(costOf('claude-opus-5-5', { input_tokens: M }, { batch: true })).toBe(2)
    expect(costOf('claude-opus-5-5', { input_tokens: M, service_tier: 'batch' })).toBe(2)
  })

  test('addCost: unknown is contagious', () => {
    expect(addCost(0.1, 0.2)).toBeCloseTo(0.3, 12)
    expect(addCost(0.1, null)).toBeNull()
    expect(addCost(null, 0)).toBeNull()
  })
})

describe('formatCost', () => {
  test('formats dollars, tiny amounts and unknown', () => {
    expect(formatCost(0.0123)).toBe('$0.0123')
    expect(formatCost(12.5)).toBe('$12.5000')
    expect(formatCost(0)).toBe('$0.0000')
    expect(formatCost(0.0000012)).toBe('$0.000001')
    expect(formatCost(null)).toBe('unknown')
    expect(formatCost(undefined)).toBe('unknown')
  })
})

describe('prices.json', () => {
  test('is dated and covers the current line-up', () => {
    expect(PRICES_AS_OF).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(typeof prices.source).toBe('string')
    for (const id of ['claude-opus-5-5', 'claude-sonnet-5-5', 'claude-haiku-5-5', 'claude-fable-5-1', 'claude-opus-4-8', 'claude-haiku-4-5', 'claude-sonnet-4-5']) {
      expect(priceFor(id)).not.toBeNull()
    }
    for (const [alias, target] of Object.entries(prices.aliases)) {
      expect(Object.keys(prices.models)).toContain(target)
      expect(resolveModel(alias)).toBe(target)
    }
  })
})
