/**
 * The main thread's load, for `threads: 'auto'` (`whenBusy`): the workers start only once the
 * main thread is busy, measured over windows (`LoadWindow`) against `BUSY_UTILIZATION`.
 */
import { performance } from 'node:perf_hooks'

/**
 * `whenBusy`: the share of a window the main thread's event loop must be active (and the cores the
 * process must use) to start the workers. A job bound by the harness's own CPU keeps the loop
 * active 95% of the time and more; a job bound by the API's latency has short bursts (its first
 * moments, a batch of runs finishing together) that reached 0.65–0.75 on a slow machine, where a
 * lower bar (0.6) started a worker in two passes out of five for no wall time and ~2.5 s of CPU.
 */
export const BUSY_UTILIZATION = 0.8
/** `whenBusy`: how often the main thread's load is looked at. */
export const BUSY_WINDOW_MS = 200
/** `whenBusy`: busy windows in a row that start the workers. */
export const BUSY_WINDOWS = 2

/**
 * Where a `LoadWindow` reads the thread's load from: the event loop's active and idle time, the
 * process's CPU time, and a clock (all cumulative, in milliseconds). The default reads this
 * thread (`performance`, `process.cpuUsage`); a test can pass its own to state the arithmetic
 * without depending on how busy the machine is.
 */
export interface LoadSource {
  eventLoop(): { activeMs: number; idleMs: number }
  cpuMs(): number
  nowMs(): number
}

export const threadLoadSource: LoadSource = {
  eventLoop: () => {
    const elu = performance.eventLoopUtilization()
    return { activeMs: elu.active, idleMs: elu.idle }
  },
  cpuMs: () => {
    const cpu = process.cpuUsage()
    return (cpu.user + cpu.system) / 1000
  },
  nowMs: () => performance.now()
}

/**
 * The main thread's load over a window: the share of the window its event loop was active, and
 * the CPU this process used in it, in cores. The event loop also counts as active while the
 * thread waits for a core another process holds, or blocks without computing; on a loaded
 * machine that alone read as busy and started workers that only added their own cost. So a
 * busy window needs both (`isBusy`).
 */
export class LoadWindow {
  private loop: { activeMs: number; idleMs: number }
  private cpu: number
  private at: number

  constructor(private readonly source: LoadSource = threadLoadSource) {
    this.loop = source.eventLoop()
    this.cpu = source.cpuMs()
    this.at = source.nowMs()
  }

  /** The window since the last call (or since construction); starts the next one. */
  next(): { utilization: number; cpuCores: number } {
    const loop = this.source.eventLoop()
    const cpu = this.source.cpuMs()
    const at = this.source.nowMs()
    const active = loop.activeMs - this.loop.activeMs
    const idle = loop.idleMs - this.loop.idleMs
    const utilization = active + idle > 0 ? active / (active + idle) : 0
    const cpuCores = at > this.at ? (cpu - this.cpu) / (at - this.at) : 0
    this.loop = loop
    this.cpu = cpu
    this.at = at
    return { utilization, cpuCores }
  }

  static isBusy(w: { utilization: number; cpuCores: number }): boolean {
    return w.utilization >= BUSY_UTILIZATION && w.cpuCores >= BUSY_UTILIZATION
  }
}
