/**
 * AdaptiveLimiter: one concurrency limit shared by every run, adjusted AIMD-style.
 *
 * - `limit` starts at `max` (the configured concurrency).
 * - A 429 (`onRateLimited()`) halves it (floor, never below `min`), at most once per
 *   `cooldownMs`, so a burst of 429s from requests that were already in flight counts as a
 *   single signal instead of collapsing the limit to 1 at once.
 * - `recoverAfter` consecutive successes (`onSuccess()`) add 1, never above `max`. Any 429
 *   resets the streak (slow recovery).
 * - Overload (529) and other 5xx are not a signal about *our* rate: they never shrink the
 *   limit (`onOverloaded()` only counts them and breaks nothing).
 *
 * Waiters are served FIFO. Retries of a request that already waited once can ask for the
 * priority lane (`acquire(signal, { priority: true })`), which is served before new work,
 * still FIFO within the lane. Every operation is O(1) amortised (array-backed queues with a
 * moving head; aborted waiters are dropped lazily).
 */

export type Release = () => void

export interface AdaptiveLimiterOptions {
  /** The configured concurrency; the limit never exceeds it. Default 4. */
  max?: number
  /** Floor for the limit. Default 1. */
  min?: number
  /** Consecutive successes needed to grow the limit by 1. Default 16. */
  recoverAfter?: number
  /** Minimum time between two halvings, in ms. Default 2000. */
  cooldownMs?: number
  /** Clock, injectable for tests. Default `performance.now`. */
  now?: () => number
}

export interface AcquireOptions {
  /** Serve before ordinary waiters (used for retries). */
  priority?: boolean
}

export interface LimiterStats {
  limit: number
  max: number
  inFlight: number
  waiting: number
  /** How many times the limit was actually halved. */
  shrinks: number
  /** How many 429s were reported (shrinking or not). */
  rateLimited: number
  /** How many 529/5xx were reported. */
  overloaded: number
  /** Lowest limit seen. */
  minLimitSeen: number
}

interface Waiter {
  resolve: (release: Release) => void
  reject: (err: unknown) => void
  signal?: AbortSignal
  onAbort?: () => void
  done: boolean
}

/** Array-backed FIFO with a moving head: O(1) amortised push/shift. */
class Fifo<T> {
  private items: (T | undefined)[] = []
  private head = 0

  push(item: T): void {
    this.items.push(item)
  }

  shift(): T | undefined {
    // Stryker disable next-line ConditionalExpression,EqualityOperator: on an empty queue the lines below return undefined too (they only grow the array by one unused slot)
    if (this.head >= this.items.length) return undefined
    const item = this.items[this.head]
    this.items[this.head] = undefined
    this.head++
    // Compaction only frees the slots before the head: under any condition the order and the items are the same.
    // Stryker disable next-line all: when to compact changes memory use, never what shift returns
    if (this.head >= 1024 && this.head * 2 >= this.items.length) {
      this.items = this.items.slice(this.head)
      this.head = 0
    }
    return item
  }
}

export class AdaptiveLimiter {
  readonly max: number
  readonly min: number
  readonly recoverAfter: number
  readonly cooldownMs: number
  private readonly now: () => number

  private _limit: number
  private _inFlight = 0
  /** Live (not aborted) waiters across both lanes. */
  private _waiting = 0
  private readonly normal = new Fifo<Waiter>()
  private readonly priority = new Fifo<Waiter>()
  private successStreak = 0
  private lastShrinkAt = Number.NEGATIVE_INFINITY
  private _shrinks = 0
  private _rateLimited = 0
  private _overloaded = 0
  private _minLimitSeen: number

  constructor(opts: AdaptiveLimiterOptions = {}) {
    const max = Math.floor(opts.max ?? 4)
    if (!(max >= 1)) throw new RangeError(`limiter max must be >= 1, got ${opts.max}`)
    this.max = max
    this.min = Math.max(1, Math.min(max, Math.floor(opts.min ?? 1)))
    this.recoverAfter = Math.max(1, Math.floor(opts.recoverAfter ?? 16))
    this.cooldownMs = Math.max(0, opts.cooldownMs ?? 2000)
    this.now = opts.now ?? (() => performance.now())
    this._limit = max
    this._minLimitSeen = max
  }

  /** Current concurrency limit. */
  get limit(): number {
    return this._limit
  }

  get inFlight(): number {
    return this._inFlight
  }

  get waiting(): number {
    return this._waiting
  }

  /**
   * Wait for a slot. Resolves with an idempotent `release()`; rejects with the signal's
   * reason if `signal` aborts first (the waiter then takes no slot).
   */
  acquire(signal?: AbortSignal, opts: AcquireOptions = {}): Promise<Release> {
    if (signal?.aborted) return Promise.reject(signal.reason)
    // While anyone waits, every slot is taken (pump() fills free slots from the queues at once),
    // so `_waiting === 0` only keeps the order explicit.
    // Stryker disable next-line ConditionalExpression: equivalent (a free slot never coexists with a live waiter)
    if (this._inFlight < this._limit && this._waiting === 0) {
      this._inFlight++
      return Promise.resolve(this.makeRelease())
    }
    return new Promise<Release>((resolve, reject) => {
      const waiter: Waiter = { resolve, reject, signal, done: false }
      if (signal) {
        // Removed by pump() when the waiter gets its slot, so it only runs for a waiter still queued.
        waiter.onAbort = () => {
          waiter.done = true
          this._waiting--
          reject(signal.reason)
        }
        // Stryker disable next-line ObjectLiteral,BooleanLiteral: an AbortSignal fires 'abort' only once
        signal.addEventListener('abort', waiter.onAbort, { once: true })
      }
      this._waiting++
      ;(opts.priority ? this.priority : this.normal).push(waiter)
    })
  }

  /** A request finished successfully. */
  onSuccess(): void {
    // At max there is nothing to recover. (The streak needs no reset here: the limit only drops
    // below max in onRateLimited, which resets it.)
    if (this._limit >= this.max) return
    this.successStreak++
    if (this.successStreak >= this.recoverAfter) {
      this.successStreak = 0
      this._limit++
      this.pump()
    }
  }

  /** A request got a 429. Returns true if this call halved the limit. */
  onRateLimited(): boolean {
    this._rateLimited++
    this.successStreak = 0
    const t = this.now()
    if (t - this.lastShrinkAt < this.cooldownMs) return false
    this.lastShrinkAt = t
    const next = Math.max(this.min, Math.floor(this._limit / 2))
    if (next === this._limit) return false
    this._limit = next
    this._shrinks++
    this._minLimitSeen = Math.min(this._minLimitSeen, next)
    return true
  }

  /** A request got a 529 or another 5xx: counted, the limit is left alone. */
  onOverloaded(): void {
    this._overloaded++
  }

  stats(): LimiterStats {
    return {
      limit: this._limit,
      max: this.max,
      inFlight: this._inFlight,
      waiting: this._waiting,
      shrinks: this._shrinks,
      rateLimited: this._rateLimited,
      overloaded: this._overloaded,
      minLimitSeen: this._minLimitSeen,
    }
  }

  private makeRelease(): Release {
    let released = false
    return () => {
      if (released) return
      released = true
      this._inFlight--
      this.pump()
    }
  }

  private pump(): void {
    while (this._inFlight < this._limit) {
      const w = this.priority.shift() ?? this.normal.shift()
      if (!w) break
      if (w.done) continue // aborted while queued (dropped lazily)
      this._waiting--
      if (w.onAbort) {
        w.signal!.removeEventListener('abort', w.onAbort)
      }
      this._inFlight++
      w.resolve(this.makeRelease())
    }
  }
}
