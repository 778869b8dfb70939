/**
 * plan: split the work across matrix shards (`shard: i/n`, 1-based). Deterministic: every shard
 * job computes the same assignment from the same plan, with no coordination.
 *
 * Items are grouped by a key (for runs: `<skill>/<eval id>`, so head, base and baseline runs of
 * one eval stay together and run close in time), groups are ordered by a stable hash of the key
 * (ties by key), and assigned largest-first to the least-loaded shard (ties → lowest index).
 * That balances by count (shard loads differ by at most the largest group) and does not depend
 * on the input order.
 */
import { createHash } from 'node:crypto'
import type { RunId } from '../types.js'

export interface Shard {
  /** 1-based. */
  index: number
  total: number
}

/** The most jobs a matrix may generate per run. */
export const MAX_MATRIX_JOBS = 256

/** `'2/4'` → `{index: 2, total: 4}`; empty → `1/1`. Throws on anything else. */
export function parseShard(s: string | undefined): Shard {
  const v = (s ?? '').trim()
  if (v === '') return { index: 1, total: 1 }
  const m = /^(\d{1,3})\s*\/\s*(\d{1,3})$/.exec(v)
  if (!m) throw new Error(`Invalid shard '${v.slice(0, 20)}': expected i/n, e.g. 2/4.`)
  const index = Number(m[1])
  const total = Number(m[2])
  if (total < 1 || total > MAX_MATRIX_JOBS) throw new Error(`Invalid shard '${v}': n must be between 1 and ${MAX_MATRIX_JOBS}.`)
  if (index < 1 || index > total) throw new Error(`Invalid shard '${v}': i must be between 1 and ${total}.`)
  return { index, total }
}

export function formatShard(s: Shard): string {
  return `${s.index}/${s.total}`
}

/** Stable 48-bit hash of a key (sha256 prefix), the same on every machine. */
export function stableHash(key: string): number {
  return parseInt(createHash('sha256').update(key).digest('hex').slice(0, 12), 16)
}

/**
 * key → 1-based shard for every group. `weights` is key → item count (or cost).
 */
export function assignShards(weights: Map<string, number>, total: number): Map<string, number> {
  if (!Number.isInteger(total) || total < 1) throw new Error(`Invalid shard count ${total}.`)
  const groups = [...weights].map(([key, w]) => ({ key, w, h: stableHash(key) }))
  groups.sort(
    (a, b) =>
      b.w - a.w ||
      a.h - b.h ||
      // Stryker disable next-line ConditionalExpression,EqualityOperator,UnaryOperator: reached only when two keys' 48-bit hashes are equal, which no test can construct
      (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
  )
  const load = new Array<number>(total).fill(0)
  const out = new Map<string, number>()
  for (const g of groups) {
    // The least-loaded shard; the lowest index among equals.
    const best = load.indexOf(Math.min(...load))
    load[best]! += g.w
    out.set(g.key, best + 1)
  }
  return out
}

/**
 * The items of shard `index` of `total` (1-based), in their original order. `keyOf` groups
 * items that must stay together (default: the item as a string); `weightOf` defaults to 1.
 */
export function shardOf<T>(
  items: readonly T[],
  index: number,
  total: number,
  keyOf: (item: T) => string = (x) => String(x),
  weightOf: (item: T) => number = () => 1,
): T[] {
  if (!Number.isInteger(index) || index < 1 || index > total) throw new Error(`Invalid shard ${index}/${total}.`)
  const weights = new Map<string, number>()
  for (const it of items) {
    const k = keyOf(it)
    weights.set(k, (weights.get(k) ?? 0) + Math.max(0, weightOf(it)))
  }
  const assigned = assignShards(weights, total)
  return items.filter((it) => assigned.get(keyOf(it)) === index)
}

/** The grouping key of a run: all configurations and trials of one eval stay in one shard. */
export function evalKey(r: Pick<RunId, 'skill' | 'evalId'>): string {
  return `${r.skill}/${String(r.evalId)}`
}

/** The runs of one shard (grouped per eval, balanced by run count). */
export function shardRuns<T extends Pick<RunId, 'skill' | 'evalId'>>(runs: readonly T[], shard: Shard): T[] {
  return shardOf(runs, shard.index, shard.total, evalKey)
}

/**
 * The matrix for the plan job's output: `{shard: ['1/n', …, 'n/n']}` with n capped by the
 * number of groups (no empty shards) and by `MAX_MATRIX_JOBS`; at least one shard.
 */
export function shardMatrix(requested: number, groups: number): { shard: string[] } {
  const n = Math.max(1, Math.min(Math.floor(requested) || 1, Math.max(1, groups), MAX_MATRIX_JOBS))
  return { shard: Array.from({ length: n }, (_, i) => `${i + 1}/${n}`) }
}

/**
 * One shard's share of the spending cap: the cap split evenly across the shards (null = no cap).
 * Each skill's call in the shard then gets what is left of this share.
 */
export function shardBudget(maxCostUsd: number | null, shard: Pick<Shard, 'total'>): number | null {
  return maxCostUsd === null ? null : maxCostUsd / Math.max(1, shard.total)
}
