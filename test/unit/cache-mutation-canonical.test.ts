/**
 * Issue 36 (mutation part `cache`): cache keys are `canonicalJson`, which must stay byte for byte
 * `JSON.stringify(sortKeys(value))`: members that JSON drops are dropped by both — including a
 * function member that carries its own `toJSON` (which a plain JSON.stringify would call).
 */
import { describe, expect, test } from '@jest/globals'
import { canonicalJson, canonicalJsonReference } from '../../src/run/response-cache.js'

describe('members that are functions', () => {
  test('a function member is dropped even when it has a toJSON; the same in the reference, at any depth', () => {
    const fn = Object.assign(() => 0, { toJSON: () => 'serialised' })
    const value = { b: 1, a: fn, nested: { z: fn, y: [1, { x: fn, w: 'kept' }] } }
    const want = '{"b":1,"nested":{"y":[1,{"w":"kept"}]}}'
    expect(canonicalJson(value)).toBe(want)
    expect(canonicalJsonReference(value)).toBe(want)
    // (a plain JSON.stringify would have kept it)
    expect(JSON.stringify({ a: fn })).toBe('{"a":"serialised"}')
  })

  test('undefined and symbol members are dropped too', () => {
    const value = { a: undefined, b: Symbol('s'), c: 2 }
    expect(canonicalJson(value)).toBe('{"c":2}')
    expect(canonicalJsonReference(value)).toBe('{"c":2}')
  })
})
