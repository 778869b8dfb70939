/** plan/shards.ts edges (issue 23: survivors of mutation testing). */
import { describe, test, expect } from '@jest/globals'
import { assignShards, MAX_MATRIX_JOBS, parseShard, shardOf, stableHash } from '../../src/plan/shards.js'

describe('parseShard: bounds and messages', () => {
  test('multi-digit i and n, spaces around the slash, the 256-job limit itself', () => {
    expect(parseShard(' 10 / 20 ')).toEqual({ index: 10, total: 20 })
    expect(parseShard(`${MAX_MATRIX_JOBS}/${MAX_MATRIX_JOBS}`)).toEqual({ index: 256, total: 256 })
    expect(() => parseShard('1/257')).toThrow("Invalid shard '1/257': n must be between 1 and 256.")
    expect(() => parseShard('1/1000')).toThrow("Invalid shard '1/1000': expected i/n, e.g. 2/4.")
  })
  test('n = 0 is refused for n, not for i', () => {
    expect(() => parseShard('1/0')).toThrow("Invalid shard '1/0': n must be between 1 and 256.")
    expect(() => parseShard('0/0')).toThrow("Invalid shard '0/0': n must be between 1 and 256.")
    expect(() => parseShard('3/2')).toThrow("Invalid shard '3/2': i must be between 1 and 2.")
  })
  test('a long invalid value is quoted clipped to 20 characters', () => {
    expect(() => parseShard('abcdefghijklmnopqrstuvwxyz')).toThrow("Invalid shard 'abcdefghijklmnopqrst': expected i/n, e.g. 2/4.")
  })
})

describe('stableHash and assignShards', () => {
  test('the hash is the first 48 bits of sha256, the same on every machine', () => {
    expect(stableHash('')).toBe(0xe3b0c44298fc)
    expect(stableHash('plan/1')).toBe(79726562352612)
  })
  test('heaviest first onto the least-loaded shard; ties by hash', () => {
    expect([...assignShards(new Map([['a', 5], ['b', 1], ['c', 1], ['d', 1], ['e', 3]]), 2)]).toEqual([['a', 1], ['e', 2], ['d', 2], ['c', 2], ['b', 1]])
    expect([...assignShards(new Map([['x', 2], ['y', 2], ['z', 2]]), 3)]).toEqual([['x', 1], ['z', 2], ['y', 3]])
  })
  test('invalid counts and indexes are refused with their value', () => {
    expect(() => assignShards(new Map(), 1.5)).toThrow('Invalid shard count 1.5.')
    expect(() => assignShards(new Map(), 0)).toThrow('Invalid shard count 0.')
    expect(() => shardOf([1], 0, 2)).toThrow('Invalid shard 0/2.')
    expect(() => shardOf([1], 1.5, 2)).toThrow('Invalid shard 1.5/2.')
    expect(() => shardOf([1], 3, 2)).toThrow('Invalid shard 3/2.')
  })
})
