/**
 * How soon V8 hands a hot function to its optimizing compiler, for this process (issue 21).
 *
 * A `run` waits on the API most of the time and runs each piece of its own code a few thousand
 * times. With V8's default budget, TurboFan compiled about 270 functions during a 600-run job,
 * on background threads, and some of them twice after a deoptimisation: about 0.7 s of CPU, a
 * fifth of the job's, spent making code faster that had little left to run (with worker threads
 * every worker compiles its own copy). Four times the budget leaves the truly hot code optimized
 * and most of that compiling undone: measured side by side at 600 runs (docs/performance.md),
 * less CPU per run at 100 ms latency and less wall time at 5 ms, where the compiler threads had
 * competed with the runs for the two cores.
 *
 * A budget the user sets (`--interrupt-budget` in the node options or `NODE_OPTIONS`) is kept.
 */
import { setFlagsFromString } from 'node:v8'

/** Four times V8's default interrupt budget (66 KiB of bytecode in Node 20). */
export const INTERRUPT_BUDGET = 4 * 66 * 1024

/** The V8 flag to set, or undefined when the user set the budget themselves. */
export function tieringFlag(execArgv: readonly string[], nodeOptions: string | undefined): string | undefined {
  const given = [...execArgv, ...(nodeOptions ?? '').split(/\s+/)]
  if (given.some((a) => /^--interrupt[-_]budget(=|$)/.test(a))) return undefined
  return `--interrupt-budget=${INTERRUPT_BUDGET}`
}

/** Sets the budget for this process (the front doors call this first; worker threads share it). */
export function tuneTiering(): void {
  const flag = tieringFlag(process.execArgv, process.env['NODE_OPTIONS'])
  if (flag) setFlagsFromString(flag)
}
