/**
 * The adaptive limiter (src/run/limiter.ts) edge by edge: defaults, bounds of the options, the
 * cool-down window at its boundary, recovery, the priority lane, aborted waiters and the stats a
 * run reports. Clock injected through the limiter's own `now` option; no timers mocked.
 */
import { describe, expect, test, jest } from '@jest/globals'
import { AdaptiveLimiter } from '../../src/run/limiter.js'

// Every test here takes well under a second; a mutant that makes one hang fails it fast.
jest.setTimeout(3000)

const tick = () => new Promise((r) => setImmediate(r))

describe('limiter options', () => {
  test('with no options the limit is 4, the floor 1, recovery after 16 successes, cool-down 2 s', () => {
    const lim = new AdaptiveLimiter()
    expect([lim.limit, lim.max, lim.min, lim.recoverAfter, lim.cooldownMs]).toEqual([4, 4, 1, 16, 2000])
  })

  test('a concurrency below 1 (or not a number) is refused with the value in the message', () => {
    expect(() => new AdaptiveLimiter({ max: 0 })).toThrow(new RangeError('limiter max must be >= 1, got 0'))
    expect(() => new AdaptiveLimiter({ max: 0.5 })).toThrow(RangeError)
    expect(() => new AdaptiveLimiter({ max: Number.NaN })).toThrow('got NaN')
    expect(new AdaptiveLimiter({ max: 1 }).limit).toBe(1)
    expect(new AdaptiveLimiter({ max: 3.9 }).limit).toBe(3)
  })

  test('the floor stays between 1 and max, whole numbers', () => {
    expect(new AdaptiveLimiter({ max: 4, min: 9 }).min).toBe(4)
    expect(new AdaptiveLimiter({ max: 4, min: 0 }).min).toBe(1)
    expect(new AdaptiveLimiter({ max: 8, min: 2.7 }).min).toBe(2)
    expect(new AdaptiveLimiter({ max: 8, recoverAfter: 0 }).recoverAfter).toBe(1)
    expect(new AdaptiveLimiter({ max: 8, recoverAfter: 2.5 }).recoverAfter).toBe(2)
    expect(new AdaptiveLimiter({ max: 8, cooldownMs: -5 }).cooldownMs).toBe(0)
    expect(new AdaptiveLimiter({ max: 8, cooldownMs: 7 }).cooldownMs).toBe(7)
  })

  test('a 429 never takes the limit below the configured floor', () => {
    let now = 0
    const lim = new AdaptiveLimiter({ max: 16, min: 3, cooldownMs: 10, now: () => now })
    const limits: number[] = []
    for (let i = 0; i < 5; i++) {
      lim.onRateLimited()
      limits.push(lim.limit)
      now += 10
    }
    expect(limits).toEqual([8, 4, 3, 3, 3])
    expect(lim.stats()).toMatchObject({ shrinks: 3, minLimitSeen: 3, rateLimited: 5 })
  })
})

describe('the cool-down between two halvings', () => {
  test('a 429 exactly cooldownMs after the last halving halves again; one ms earlier does not', () => {
    let now = 100
    const lim = new AdaptiveLimiter({ max: 16, cooldownMs: 500, now: () => now })
    expect(lim.onRateLimited()).toBe(true)
    now = 599
    expect(lim.onRateLimited()).toBe(false)
    expect(lim.limit).toBe(8)
    now = 600
    expect(lim.onRateLimited()).toBe(true)
    expect(lim.limit).toBe(4)
  })

  test('the default clock is real time: two 429s in a row halve once (default 2 s window)', () => {
    const lim = new AdaptiveLimiter({ max: 16 })
    expect(lim.onRateLimited()).toBe(true)
    expect(lim.onRateLimited()).toBe(false)
    expect(lim.limit).toBe(8)
  })

  test('a 429 at the floor still starts a cool-down window', () => {
    let now = 0
    const lim = new AdaptiveLimiter({ max: 2, recoverAfter: 1, cooldownMs: 1000, now: () => now })
    expect(lim.onRateLimited()).toBe(true) // 2 → 1
    now = 5000
    expect(lim.onRateLimited()).toBe(false) // at the floor: nothing to halve, window restarts at 5000
    lim.onSuccess()
    expect(lim.limit).toBe(2)
    now = 5500
    expect(lim.onRateLimited()).toBe(false) // inside the window that started at 5000
    expect(lim.limit).toBe(2)
    now = 6000
    expect(lim.onRateLimited()).toBe(true)
    expect(lim.limit).toBe(1)
  })

  test('a 429 that cannot lower the limit reports false and counts no shrink', () => {
    const lim = new AdaptiveLimiter({ max: 1, cooldownMs: 0 })
    expect(lim.onRateLimited()).toBe(false)
    expect(lim.stats()).toMatchObject({ limit: 1, shrinks: 0, rateLimited: 1, minLimitSeen: 1 })
  })

  test('the lowest limit seen is kept after recovery', () => {
    let now = 0
    const lim = new AdaptiveLimiter({ max: 8, recoverAfter: 1, cooldownMs: 1, now: () => now })
    lim.onRateLimited()
    now = 1
    lim.onRateLimited()
    expect(lim.limit).toBe(2)
    for (let i = 0; i < 10; i++) lim.onSuccess()
    expect(lim.stats()).toEqual({ limit: 8, max: 8, inFlight: 0, waiting: 0, shrinks: 2, rateLimited: 2, overloaded: 0, minLimitSeen: 2 })
    now = 2
    lim.onRateLimited() // 8 → 4: still above the lowest seen
    expect(lim.stats()).toMatchObject({ limit: 4, shrinks: 3, minLimitSeen: 2 })
  })
})

describe('recovery', () => {
  test('exactly recoverAfter successes in a row add one slot', () => {
    const lim = new AdaptiveLimiter({ max: 8, recoverAfter: 4, cooldownMs: 0 })
    lim.onRateLimited()
    for (let i = 0; i < 3; i++) lim.onSuccess()
    expect(lim.limit).toBe(4)
    lim.onSuccess()
    expect(lim.limit).toBe(5)
    // the streak starts again from zero after a step
    for (let i = 0; i < 3; i++) lim.onSuccess()
    expect(lim.limit).toBe(5)
    lim.onSuccess()
    expect(lim.limit).toBe(6)
  })

  test('at max, successes never raise the limit above it', () => {
    const lim = new AdaptiveLimiter({ max: 3, recoverAfter: 1 })
    for (let i = 0; i < 5; i++) lim.onSuccess()
    expect(lim.limit).toBe(3)
  })

  test('default recovery needs 16 successes', () => {
    const lim = new AdaptiveLimiter({ max: 4, cooldownMs: 0 })
    lim.onRateLimited()
    for (let i = 0; i < 15; i++) lim.onSuccess()
    expect(lim.limit).toBe(2)
    lim.onSuccess()
    expect(lim.limit).toBe(3)
  })

  test('the step up wakes a waiter at once', async () => {
    const lim = new AdaptiveLimiter({ max: 2, recoverAfter: 1, cooldownMs: 0 })
    lim.onRateLimited() // 2 → 1
    const r1 = await lim.acquire()
    let granted = false
    const p = lim.acquire().then((r) => ((granted = true), r))
    await tick()
    expect(granted).toBe(false)
    lim.onSuccess()
    await tick()
    expect(granted).toBe(true)
    expect(lim.inFlight).toBe(2)
    ;(await p)()
    r1()
  })
})

describe('waiters', () => {
  test('a new request waits behind queued ones even when it could start', async () => {
    const lim = new AdaptiveLimiter({ max: 1 })
    const r1 = await lim.acquire()
    const order: string[] = []
    const a = lim.acquire().then((r) => (order.push('a'), r))
    r1()
    const b = lim.acquire().then((r) => (order.push('b'), r))
    ;(await a)()
    ;(await b)()
    expect(order).toEqual(['a', 'b'])
  })

  test('a waiter that was aborted is skipped: the next one gets the slot, counts stay right', async () => {
    const lim = new AdaptiveLimiter({ max: 1 })
    const r1 = await lim.acquire()
    const ac = new AbortController()
    const gone = lim.acquire(ac.signal, { priority: true })
    const next = lim.acquire()
    expect(lim.waiting).toBe(2)
    ac.abort(new Error('run cancelled'))
    await expect(gone).rejects.toThrow('run cancelled')
    expect(lim.waiting).toBe(1)
    r1()
    const r2 = await next
    expect(lim.stats()).toMatchObject({ inFlight: 1, waiting: 0 })
    r2()
    expect(lim.inFlight).toBe(0)
  })

  test('an abort after the slot was granted changes nothing', async () => {
    const lim = new AdaptiveLimiter({ max: 1 })
    const r1 = await lim.acquire()
    const ac = new AbortController()
    const p = lim.acquire(ac.signal)
    r1()
    const r2 = await p
    ac.abort()
    await tick()
    expect(lim.stats()).toMatchObject({ inFlight: 1, waiting: 0 })
    r2()
    expect(lim.inFlight).toBe(0)
  })

  test('an already aborted signal rejects with its reason (an AbortError by default) and takes no slot', async () => {
    const lim = new AdaptiveLimiter({ max: 1 })
    const ac = new AbortController()
    ac.abort()
    await expect(lim.acquire(ac.signal)).rejects.toMatchObject({ name: 'AbortError' })
    expect(lim.stats()).toMatchObject({ inFlight: 0, waiting: 0 })
  })

  test('retries in the priority lane go first, FIFO within each lane', async () => {
    const lim = new AdaptiveLimiter({ max: 1 })
    const r0 = await lim.acquire()
    const order: string[] = []
    const take = (name: string, priority: boolean) => lim.acquire(undefined, { priority }).then((r) => (order.push(name), r))
    const ps = [take('n1', false), take('p1', true), take('n2', false), take('p2', true)]
    r0()
    for (let i = 0; i < 4; i++) {
      await tick()
      const done = order.length
      expect(done).toBe(i + 1)
      ;(await ps[['n1', 'p1', 'n2', 'p2'].indexOf(order[i]!)]!)()
    }
    expect(order).toEqual(['p1', 'p2', 'n1', 'n2'])
  })

  test('a limit halved below the requests in flight lets none start until enough have finished', async () => {
    const lim = new AdaptiveLimiter({ max: 4, cooldownMs: 0 })
    const rs = await Promise.all([1, 2, 3, 4].map(() => lim.acquire()))
    lim.onRateLimited() // 4 → 2
    let granted = 0
    const ws = [lim.acquire(), lim.acquire()].map((p) => p.then((r) => (granted++, r)))
    rs[0]!()
    rs[1]!()
    await tick()
    expect(granted).toBe(0)
    rs[2]!()
    await tick()
    expect(granted).toBe(1)
    rs[3]!()
    await tick()
    expect(granted).toBe(2)
    for (const w of ws) (await w)()
    expect(lim.stats()).toMatchObject({ inFlight: 0, waiting: 0 })
  })

  test('more than a thousand queued waiters are all served, in order (the queue compacts itself)', async () => {
    const lim = new AdaptiveLimiter({ max: 1 })
    const first = await lim.acquire()
    const order: number[] = []
    const ps = Array.from({ length: 3000 }, (_, i) => lim.acquire().then((r) => (order.push(i), r())))
    first()
    await Promise.all(ps)
    expect(order).toEqual(Array.from({ length: 3000 }, (_, i) => i))
    expect(lim.stats()).toMatchObject({ inFlight: 0, waiting: 0 })
  })

  test('overload reports are only counted', () => {
    const lim = new AdaptiveLimiter({ max: 4, cooldownMs: 0 })
    lim.onOverloaded()
    lim.onOverloaded()
    expect(lim.stats()).toMatchObject({ limit: 4, overloaded: 2, shrinks: 0, rateLimited: 0 })
  })
})
