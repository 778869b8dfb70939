/**
 * Adaptive trials (issue 35, `trials: adaptive`): how many trials each eval gets.
 *
 * The design ("blinded" two-stage sampling, docs/verdict.md "Adaptive trials"):
 *
 * 1. Stage 1: every eval runs `start` trials in every configuration it has (with skill, without
 *    skill, base version); at least two runs in all, so a skill run alone gets 2 trials.
 * 2. The eval is SETTLED when every graded run of stage 1, across all its configurations, had the
 *    same outcome (all passed or all failed): the configurations agree and nothing in the eval
 *    points at a difference. It stops there.
 * 3. Otherwise (the runs disagreed, or a configuration has no graded run yet) the eval runs to
 *    `maxTrials` trials in every configuration.
 *
 * The decision looks only at the POOLED outcomes of stage 1, never at which configuration a
 * pass or a fail came from. Under "no difference" the labels within a stage are exchangeable
 * whatever was decided, so the verdict's exact tests stay exact when each stage is its own
 * stratum (`PairedCase.stage1`, src/aggregate/stats.ts). Pure: no I/O.
 */

/** Default cap on trials per eval and configuration (`max-trials`). */
export const ADAPTIVE_MAX_TRIALS = 5
/** Stage-1 trials per eval and configuration (chosen by simulation, docs/verdict.md). */
export const ADAPTIVE_START = 1

export interface AdaptiveSettings {
  /** Trials per configuration in stage 1 (default `ADAPTIVE_START`). */
  start: number
  /** Trials per configuration an unsettled eval runs to (default `ADAPTIVE_MAX_TRIALS`). */
  maxTrials: number
}

/** `start` for an eval with `configurations` configurations: at least 2 runs in stage 1 overall. */
export function stageOneTrials(s: AdaptiveSettings, configurations: number): number {
  const start = Math.max(1, Math.min(s.start, s.maxTrials))
  return configurations <= 1 ? Math.min(s.maxTrials, Math.max(2, start)) : start
}

/** One run's outcome: true passed, false failed, null no pass/fail grade (error, skipped, not used). */
export type TrialOutcome = boolean | null

export interface AdaptiveDecision {
  /** Trials per configuration this eval ends with. */
  trials: number
  settled: boolean
  /** Why: recorded with each extra run and shown in the log. */
  reason: string
}

/**
 * The decision for one eval after stage 1. `firstStage` maps each configuration to its stage-1
 * outcomes (in trial order).
 */
export function decideEval(firstStage: Readonly<Record<string, readonly TrialOutcome[]>>, s: AdaptiveSettings): AdaptiveDecision {
  // In a fixed order (runs arrive in any order): with_skill, without_skill, old_skill, then others.
  const rank = (c: string) => { const i = ['with_skill', 'without_skill', 'old_skill'].indexOf(c); return i < 0 ? 3 : i }
  const configs = Object.keys(firstStage).sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0))
  const start = stageOneTrials(s, configs.length)
  const graded: boolean[] = []
  const ungraded: string[] = []
  for (const c of configs) {
    const outs = firstStage[c]!.slice(0, start)
    const g = outs.filter((o): o is boolean => o !== null)
    if (g.length === 0) ungraded.push(c)
    graded.push(...g)
  }
  const total = configs.reduce((a, c) => a + Math.min(start, firstStage[c]!.length), 0)
  if (start >= s.maxTrials) return { trials: start, settled: true, reason: `stage 1 is already ${start} trial${start === 1 ? '' : 's'} (max-trials)` }
  if (ungraded.length > 0) {
    return {
      trials: s.maxTrials, settled: false,
      reason: `no pass/fail grade yet for ${ungraded.join(', ')} after ${start} trial${start === 1 ? '' : 's'}: run to ${s.maxTrials}`,
    }
  }
  const passed = graded.filter(Boolean).length
  if (passed === 0 || passed === graded.length) {
    return {
      trials: start, settled: true,
      reason: `all ${graded.length} graded run${graded.length === 1 ? '' : 's'} of ${total} ${passed === 0 ? 'failed' : 'passed'} in every configuration: settled at ${start}`,
    }
  }
  return {
    trials: s.maxTrials, settled: false,
    reason: `the first ${start === 1 ? 'trial' : `${start} trials`} disagreed (${passed} of ${graded.length} graded runs passed across ${configs.join(', ')}): run to ${s.maxTrials}`,
  }
}

/**
 * Runs saved by adaptive trials, from the records (latest per run): against every eval run to
 * max-trials in each of its configurations. null when no record carries adaptive settings.
 */
export function adaptiveSavings(records: Iterable<{ skill: string; evalId: string | number; configuration: string; adaptive?: { maxTrials: number } }>): { run: number; max: number } | null {
  const evals = new Map<string, { configs: Set<string>; maxTrials: number }>()
  let run = 0
  for (const r of records) {
    if (!r.adaptive) continue
    run++
    const key = `${r.skill}\u0000${String(r.evalId)}`
    const e = evals.get(key) ?? { configs: new Set<string>(), maxTrials: r.adaptive.maxTrials }
    e.configs.add(r.configuration)
    e.maxTrials = Math.max(e.maxTrials, r.adaptive.maxTrials)
    evals.set(key, e)
  }
  if (run === 0) return null
  let max = 0
  for (const e of evals.values()) max += e.configs.size * e.maxTrials
  return { run, max: Math.max(max, run) }
}

/** "N of M runs saved (X%)": the line the terminal, the job summary and the PR comment show. */
export function runsSavedText(s: { run: number; max: number }): string {
  const saved = s.max - s.run
  return `Adaptive trials: ${saved} of ${s.max} runs saved (${s.max > 0 ? Math.round((100 * saved) / s.max) : 0}%): ${s.run} run, the rest settled early.`
}

/**
 * Expected and maximum runs of an adaptive plan, for the plan line. `evals` lists each eval's
 * number of configurations. The expectation assumes a typical suite: `settleShare` of evals
 * settle after stage 1 (default 0.55: the realistic suite of the simulation in docs/verdict.md).
 */
export function adaptiveRunRange(evals: readonly number[], s: AdaptiveSettings, settleShare = 0.55): { min: number; expected: number; max: number } {
  let min = 0
  let max = 0
  let expected = 0
  for (const c of evals) {
    const first = stageOneTrials(s, c) * c
    const full = Math.max(stageOneTrials(s, c), s.maxTrials) * c
    min += first
    max += full
    expected += settleShare * first + (1 - settleShare) * full
  }
  return { min, expected: Math.round(expected), max }
}
