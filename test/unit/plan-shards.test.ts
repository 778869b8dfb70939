import { describe, test, expect } from '@jest/globals'
import { assignShards, formatShard, parseShard, shardMatrix, shardOf, shardRuns, stableHash } from '../../src/plan/shards.js'
import { planRuns } from '../../src/plan/runs.js'
import type { EvalCase } from '../../src/types.js'

describe('parseShard', () => {
  test('i/n, 1-based, validated', () => {
    expect(parseShard('2/4')).toEqual({ index: 2, total: 4 })
    expect(parseShard(' 1 / 1 ')).toEqual({ index: 1, total: 1 })
    expect(parseShard('')).toEqual({ index: 1, total: 1 })
    expect(parseShard(undefined)).toEqual({ index: 1, total: 1 })
    expect(formatShard({ index: 3, total: 8 })).toBe('3/8')
    for (const bad of ['0/4', '5/4', '2/0', '2', 'a/b', '-1/4', '1/257', '1/4; rm']) expect(() => parseShard(bad)).toThrow(/Invalid shard/)
  })
})

describe('shardOf', () => {
  const items = Array.from({ length: 103 }, (_, i) => `skill-${i % 7}/eval-${i}`)

  test('complete, disjoint, balanced by count, deterministic and order-independent', () => {
    for (const n of [1, 2, 3, 4, 7, 10]) {
      const shards = Array.from({ length: n }, (_, i) => shardOf(items, i + 1, n))
      const all = shards.flat()
      expect(all.length).toBe(items.length)
      expect(new Set(all)).toEqual(new Set(items))
      const sizes = shards.map((s) => s.length)
      expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1)
      // Same answer again and for a shuffled input.
      const shuffled = [...items].reverse()
      for (let i = 0; i < n; i++) {
        expect(shardOf(items, i + 1, n)).toEqual(shards[i])
        expect(new Set(shardOf(shuffled, i + 1, n))).toEqual(new Set(shards[i]))
      }
    }
  })

  test('keeps the original order within a shard; more shards than items leaves empty shards', () => {
    const s = shardOf(items, 1, 3)
    expect(s).toEqual(items.filter((x) => s.includes(x)))
    const few = ['a', 'b']
    const shards = [1, 2, 3, 4].map((i) => shardOf(few, i, 4))
    expect(shards.flat().sort()).toEqual(['a', 'b'])
    expect(shards.filter((x) => x.length === 0)).toHaveLength(2)
  })

  test('stable hash is a pure function of the key', () => {
    expect(stableHash('plan/1')).toBe(stableHash('plan/1'))
    expect(stableHash('plan/1')).not.toBe(stableHash('plan/2'))
    expect(assignShards(new Map([['x', 1]]), 3).get('x')).toBe(1)
    expect(() => shardOf(items, 0, 2)).toThrow()
  })
})

describe('shardRuns', () => {
  const evals: EvalCase[] = []
  for (const skill of ['plan', 'adr', 'changelog']) {
    for (let id = 1; id <= 5; id++) {
      evals.push({ skill, id, prompt: `p ${skill} ${id}`, files: [], resolvedFiles: [], assertions: [], source: { file: 'x', line: 1, column: 1 } })
    }
  }
  const runs = planRuns({ evals, trials: 3, model: 'm', skillsWithBase: new Set(['plan']) })

  test('all runs of one eval land in one shard; shards balanced by run count', () => {
    const n = 4
    const shards = Array.from({ length: n }, (_, i) => shardRuns(runs, { index: i + 1, total: n }))
    expect(shards.flat().length).toBe(runs.length)
    expect(new Set(shards.flat().map((r) => r.runId)).size).toBe(runs.length)
    const owner = new Map<string, number>()
    shards.forEach((s, i) =>
      s.forEach((r) => {
        const k = `${r.skill}/${r.evalId}`
        expect(owner.get(k) ?? i).toBe(i)
        owner.set(k, i)
      }),
    )
    // plan evals have 9 runs, the others 6: loads differ by at most one group's weight.
    const loads = shards.map((s) => s.length)
    expect(Math.max(...loads) - Math.min(...loads)).toBeLessThanOrEqual(9)
    expect(loads.reduce((a, b) => a + b, 0)).toBe(runs.length)
  })

  test('shardMatrix caps by groups and the 256-job limit', () => {
    expect(shardMatrix(4, 15)).toEqual({ shard: ['1/4', '2/4', '3/4', '4/4'] })
    expect(shardMatrix(8, 3).shard).toEqual(['1/3', '2/3', '3/3'])
    expect(shardMatrix(0, 0).shard).toEqual(['1/1'])
    expect(shardMatrix(1000, 1000).shard).toHaveLength(256)
  })
})
