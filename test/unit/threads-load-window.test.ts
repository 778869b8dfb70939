/**
 * Issue 21: `threads: 'auto'` starts its workers when the main thread is busy (`LoadWindow`). A
 * thread that is held up without computing (waiting for a core another process holds, or blocked)
 * has an active event loop but uses no CPU: that is not busy, and starts no worker.
 */
import { expect, test } from '@jest/globals'
import { BUSY_UTILIZATION, LoadWindow, type LoadSource } from '../../src/run/thread-load.js'

const spin = (ms: number): void => {
  const end = performance.now() + ms
  while (performance.now() < end) {
    /* computing */
  }
}
const block = (ms: number): void => {
  // Blocks this thread without using the CPU (as a descheduled thread would look to its event loop).
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms)
}
const idle = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** A load source driven by the test: cumulative event-loop and CPU milliseconds on a clock it sets. */
function scripted() {
  const state = { activeMs: 0, idleMs: 0, cpuMs: 0, nowMs: 1000 }
  const source: LoadSource = {
    eventLoop: () => ({ activeMs: state.activeMs, idleMs: state.idleMs }),
    cpuMs: () => state.cpuMs,
    nowMs: () => state.nowMs
  }
  const pass = (ms: { active: number; idle: number; cpu: number }) => {
    state.activeMs += ms.active
    state.idleMs += ms.idle
    state.cpuMs += ms.cpu
    state.nowMs += ms.active + ms.idle
  }
  return { source, pass }
}

test('a window: the share of it the event loop was active, and the CPU used in it in cores', () => {
  const { source, pass } = scripted()
  const w = new LoadWindow(source)
  pass({ active: 150, idle: 50, cpu: 180 }) // 200 ms: 75% active, 0.9 cores (a compiler thread beside the loop)
  expect(w.next()).toEqual({ utilization: 0.75, cpuCores: 0.9 })
  // Each call measures the window since the last one, not since construction.
  pass({ active: 0, idle: 400, cpu: 20 })
  expect(w.next()).toEqual({ utilization: 0, cpuCores: 0.05 })
  pass({ active: 100, idle: 0, cpu: 100 })
  const busy = w.next()
  expect(busy).toEqual({ utilization: 1, cpuCores: 1 })
  expect(LoadWindow.isBusy(busy)).toBe(true)
  // Held up without computing (waiting for a core, or blocked): an active loop, no CPU — not busy.
  pass({ active: 200, idle: 0, cpu: 10 })
  const held = w.next()
  expect(held).toEqual({ utilization: 1, cpuCores: 0.05 })
  expect(LoadWindow.isBusy(held)).toBe(false)
  // A window of no time at all (two calls at once) reads as idle, not as a division by zero.
  expect(w.next()).toEqual({ utilization: 0, cpuCores: 0 })
})

// The default source reads this thread. How much CPU a spinning thread gets depends on what else
// runs on the machine (0.15 cores seen under a full CI load beside mutation runs), so these tests
// state what holds whatever the load: the event loop's share, and CPU time that agrees with the
// process's own count.
test('this thread: a window spent computing has an active event loop and the CPU time the process counted', () => {
  const w = new LoadWindow()
  const cpu0 = process.cpuUsage()
  const t0 = performance.now()
  spin(250)
  const load = w.next()
  const cpu = process.cpuUsage(cpu0)
  const cores = (cpu.user + cpu.system) / 1000 / (performance.now() - t0)
  expect(load.utilization).toBeGreaterThan(0.9)
  expect(load.cpuCores).toBeGreaterThan(0)
  // Read the same way as process.cpuUsage over (nearly) the same window.
  expect(Math.abs(load.cpuCores - cores)).toBeLessThan(0.1)
})

test('a thread blocked through the window (active event loop, no CPU) is not busy', () => {
  const w = new LoadWindow()
  block(250)
  const load = w.next()
  expect(load.utilization).toBeGreaterThan(0.9)
  expect(load.cpuCores).toBeLessThan(0.2)
  expect(LoadWindow.isBusy(load)).toBe(false)
})

test('a thread that waits in its event loop is not busy; each call measures the window since the last', async () => {
  const w = new LoadWindow()
  await idle(250)
  const waited = w.next()
  expect(waited.utilization).toBeLessThan(0.5)
  expect(LoadWindow.isBusy(waited)).toBe(false)
  spin(200)
  const spun = w.next() // the spin alone, not averaged with the wait before it
  expect(spun.utilization).toBeGreaterThan(0.9)
})

test('the rule: both measures at or above the threshold', () => {
  // A latency-bound job's bursts (measured on a slow machine: 0.65 active, 0.75 cores) are not busy;
  // a CPU-bound job's windows (0.97 active, 1.2 cores with V8's compiler threads) are.
  expect(LoadWindow.isBusy({ utilization: 0.65, cpuCores: 0.75 })).toBe(false)
  expect(LoadWindow.isBusy({ utilization: 0.97, cpuCores: 1.16 })).toBe(true)
  expect(LoadWindow.isBusy({ utilization: BUSY_UTILIZATION, cpuCores: BUSY_UTILIZATION })).toBe(true)
  expect(LoadWindow.isBusy({ utilization: 1, cpuCores: BUSY_UTILIZATION - 0.01 })).toBe(false)
  expect(LoadWindow.isBusy({ utilization: BUSY_UTILIZATION - 0.01, cpuCores: 2 })).toBe(false)
})
