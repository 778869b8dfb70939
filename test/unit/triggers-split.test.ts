/** The train/test split reproduces skill-creator's run_loop bit for bit (CPython MT19937, seed 42). */
import { describe, expect, test } from '@jest/globals'
import { PyRandom } from '../../src/triggers/random.js'
import { splitEvalSet } from '../../src/triggers/split.js'

const set = (pos: number, neg: number) => [
  ...Array.from({ length: pos }, (_, i) => ({ query: `t${i}`, should_trigger: true })),
  ...Array.from({ length: neg }, (_, i) => ({ query: `n${i}`, should_trigger: false }))
]
const names = (xs: { query: string }[]) => xs.map((x) => x.query)

describe('PyRandom (CPython random.Random)', () => {
  // Values from CPython 3: random.Random(seed).getrandbits(32), ._randbelow(n), .shuffle(list(range(30))).
  test('seed(42) gives CPython’s first 32-bit outputs', () => {
    const r = new PyRandom(42)
    expect([r.genrandUint32(), r.genrandUint32()]).toEqual([2746317213, 478163327])
  })
  test('seed 0 and a seed wider than 32 bits (init_by_array over several words)', () => {
    const zero = new PyRandom(0)
    expect([zero.getrandbits(32), zero.getrandbits(32)]).toEqual([3626764237, 1654615998])
    const wide = new PyRandom(2n ** 40n + 7n)
    expect([wide.getrandbits(32), wide.getrandbits(32), wide.getrandbits(32)]).toEqual([2635837658, 3209733218, 3500038837])
  })
  test('_randbelow draws bit_length(n) bits and rejects', () => {
    const r = new PyRandom(42)
    expect([1, 2, 3, 7, 100, 1000, 2 ** 31 + 5].map((n) => r.randbelow(n))).toEqual([0, 0, 2, 2, 31, 228, 599310825])
  })
  test('shuffle(range(30)) matches random.Random(42).shuffle', () => {
    const x = Array.from({ length: 30 }, (_, i) => i)
    new PyRandom(42).shuffle(x)
    expect(x).toEqual([19, 14, 10, 26, 22, 6, 5, 12, 11, 15, 9, 25, 29, 21, 16, 27, 1, 13, 18, 2, 17, 28, 4, 24, 7, 8, 23, 0, 3, 20])
  })
})

describe('splitEvalSet (run_loop split_eval_set, golden vectors of reference §7)', () => {
  test('10 positives + 10 negatives', () => {
    const { train, test: held } = splitEvalSet(set(10, 10), 0.4)
    expect(names(held)).toEqual(['t7', 't3', 't2', 't8', 'n3', 'n5', 'n2', 'n4'])
    expect(names(train)).toEqual(['t5', 't6', 't9', 't4', 't0', 't1', 'n1', 'n8', 'n7', 'n0', 'n6', 'n9'])
  })
  test('8 positives + 12 negatives', () => {
    const { train, test: held } = splitEvalSet(set(8, 12), 0.4)
    expect(names(held)).toEqual(['t3', 't4', 't6', 'n3', 'n2', 'n4', 'n9'])
    expect(train).toHaveLength(13)
  })
  test('the classes may be interleaved: only input order within a class matters', () => {
    const s = set(10, 10)
    const mixed = s.slice(0, 10).flatMap((p, i) => [s[10 + i]!, p])
    expect(names(splitEvalSet(mixed, 0.4).test)).toEqual(['t7', 't3', 't2', 't8', 'n3', 'n5', 'n2', 'n4'])
  })
  test('holdout 0 disables the split; tiny classes still hold out one (max(1, int(n*h)))', () => {
    expect(splitEvalSet(set(3, 3), 0)).toEqual({ train: set(3, 3), test: [] })
    const { train, test: held } = splitEvalSet(set(2, 1), 0.4)
    expect(held.filter((q) => q.should_trigger)).toHaveLength(1)
    expect(held.filter((q) => !q.should_trigger)).toHaveLength(1)
    expect(train).toHaveLength(1)
  })
  test('does not mutate its input; is deterministic', () => {
    const s = set(10, 10)
    const copy = structuredClone(s)
    expect(splitEvalSet(s, 0.4)).toEqual(splitEvalSet(s, 0.4))
    expect(s).toEqual(copy)
  })
})
