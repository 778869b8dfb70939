/**
 * CPython's `random.Random` (MT19937), bit-exact for what run_loop's split needs:
 * `seed(int)`, `getrandbits(k ≤ 32)`, `_randbelow(n)` and `shuffle(list)`.
 *
 * - `seed(n)` for an int: `init_genrand(19650218)` then `init_by_array` over the 32-bit words
 *   of `abs(n)` (least significant first; `[0]` for 0), as `random_seed` in _randommodule.c.
 * - `getrandbits(k)` for 1 ≤ k ≤ 32 is `genrand_uint32() >> (32 - k)`.
 * - `_randbelow(n)` (the getrandbits variant, used by `shuffle` since Python 3.2): draw
 *   `k = n.bit_length()` bits, reject draws ≥ n.
 * - `shuffle(x)` walks `i` from `len(x) - 1` down to 1 and swaps `x[i]` with `x[_randbelow(i + 1)]`.
 */

const N = 624
const M = 397
const MATRIX_A = 0x9908b0df
const UPPER_MASK = 0x80000000
const LOWER_MASK = 0x7fffffff

export class PyRandom {
  private readonly mt = new Uint32Array(N)
  private mti = N + 1

  constructor(seed: number | bigint = 42) {
    this.seed(seed)
  }

  seed(seed: number | bigint): void {
    let n = typeof seed === 'bigint' ? seed : BigInt(Math.trunc(seed))
    if (n < 0n) n = -n
    const key: number[] = []
    while (n > 0n) {
      key.push(Number(n & 0xffffffffn))
      n >>= 32n
    }
    if (key.length === 0) key.push(0)
    this.initByArray(key)
  }

  private initGenrand(s: number): void {
    const mt = this.mt
    mt[0] = s >>> 0
    for (let i = 1; i < N; i++) {
      const prev = mt[i - 1]! ^ (mt[i - 1]! >>> 30)
      // 1812433253 * prev + i, mod 2^32, without losing precision.
      mt[i] = (Math.imul(1812433253, prev) + i) >>> 0
    }
    this.mti = N
  }

  private initByArray(key: number[]): void {
    const mt = this.mt
    this.initGenrand(19650218)
    let i = 1
    let j = 0
    for (let k = Math.max(N, key.length); k > 0; k--) {
      const prev = mt[i - 1]! ^ (mt[i - 1]! >>> 30)
      mt[i] = ((mt[i]! ^ Math.imul(prev, 1664525)) + key[j]! + j) >>> 0
      i++
      j++
      if (i >= N) {
        mt[0] = mt[N - 1]!
        i = 1
      }
      if (j >= key.length) j = 0
    }
    for (let k = N - 1; k > 0; k--) {
      const prev = mt[i - 1]! ^ (mt[i - 1]! >>> 30)
      mt[i] = ((mt[i]! ^ Math.imul(prev, 1566083941)) - i) >>> 0
      i++
      if (i >= N) {
        mt[0] = mt[N - 1]!
        i = 1
      }
    }
    mt[0] = 0x80000000
  }

  /** A uniformly random 32-bit unsigned integer (`genrand_uint32`). */
  genrandUint32(): number {
    const mt = this.mt
    let y: number
    if (this.mti >= N) {
      if (this.mti === N + 1) this.initGenrand(5489)
      let kk = 0
      for (; kk < N - M; kk++) {
        y = (mt[kk]! & UPPER_MASK) | (mt[kk + 1]! & LOWER_MASK)
        mt[kk] = mt[kk + M]! ^ (y >>> 1) ^ (y & 1 ? MATRIX_A : 0)
      }
      for (; kk < N - 1; kk++) {
        y = (mt[kk]! & UPPER_MASK) | (mt[kk + 1]! & LOWER_MASK)
        mt[kk] = mt[kk + (M - N)]! ^ (y >>> 1) ^ (y & 1 ? MATRIX_A : 0)
      }
      y = (mt[N - 1]! & UPPER_MASK) | (mt[0]! & LOWER_MASK)
      mt[N - 1] = mt[M - 1]! ^ (y >>> 1) ^ (y & 1 ? MATRIX_A : 0)
      this.mti = 0
    }
    y = mt[this.mti++]!
    y ^= y >>> 11
    y ^= (y << 7) & 0x9d2c5680
    y ^= (y << 15) & 0xefc60000
    y ^= y >>> 18
    return y >>> 0
  }

  /** `getrandbits(k)` for 1 ≤ k ≤ 32. */
  getrandbits(k: number): number {
    if (!Number.isInteger(k) || k < 1 || k > 32) throw new RangeError(`getrandbits: k must be 1..32 (got ${k})`)
    return this.genrandUint32() >>> (32 - k)
  }

  /** `_randbelow(n)` for 1 ≤ n < 2^32. */
  randbelow(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > 0xffffffff) throw new RangeError(`randbelow: n must be 1..2^32-1 (got ${n})`)
    const k = 32 - Math.clz32(n) // n.bit_length()
    let r = this.getrandbits(k)
    while (r >= n) r = this.getrandbits(k)
    return r
  }

  /** In-place shuffle, identical to CPython's `random.shuffle(x)`. */
  shuffle<T>(x: T[]): T[] {
    for (let i = x.length - 1; i > 0; i--) {
      const j = this.randbelow(i + 1)
      const t = x[i]!
      x[i] = x[j]!
      x[j] = t
    }
    return x
  }
}
