/**
 * Description optimisation: skill-creator's `run_loop.py`.
 *
 * 1. Split the trigger set into train/test exactly as run_loop does (`split.ts`; seed 42,
 *    stratified, CPython's MT19937 shuffle). `holdout <= 0` → no test set.
 * 2. Each iteration evaluates the current description on train + test in one batch, records a
 *    history entry (run_loop's shape), and stops when every TRAIN query passes or at
 *    `maxIterations`. Otherwise the improver proposes the next description from the train
 *    results and the blinded history only (no test score ever reaches it).
 * 3. The best description is the one with the most test queries passed (train when there is no
 *    test set); ties go to the earliest iteration (Python's `max`).
 * It never edits SKILL.md: the caller decides what to do with `best_description`.
 *
 * Results are split back by position, not by query text, so duplicate queries don't merge.
 */
import { splitEvalSet } from './split.js'
import { runTriggerEval, type TriggerRunOptions, type TriggerSkill } from './run.js'
import { summarise, score } from './metrics.js'
import type { SendFn } from '../run/gateway.js'
import { blindHistory, improveDescription, type ImproveLog } from './improve.js'
import type { HistoryEntry, OptimizeOutput, TriggerEvalOutput, TriggerQuery } from './types.js'

export const DEFAULT_MAX_ITERATIONS = 5
export const DEFAULT_HOLDOUT = 0.4

export interface OptimizeOptions extends Omit<TriggerRunOptions, 'description' | 'queries' | 'onRun' | 'skill' | 'send'> {
  skill: TriggerSkill & { /** The whole SKILL.md, shown to the improver. */ content: string }
  /** The improver's calls, and the trigger runs unless `claudeCode` runs them. */
  send: SendFn
  queries: readonly TriggerQuery[]
  maxIterations?: number
  holdout?: number
  /** Model of the improver; default `model`. */
  improverModel?: string
  onRun?: TriggerRunOptions['onRun']
  onIteration?: (entry: HistoryEntry, evaluation: TriggerEvalOutput) => void
  onImprove?: (log: ImproveLog) => void
}

export interface OptimizeResult {
  output: OptimizeOutput
  logs: ImproveLog[]
}

/** run_loop's choice: most test passes (or train without a test set), earliest on ties. */
export function pickBest(history: readonly HistoryEntry[], hasTest: boolean): HistoryEntry {
  if (history.length === 0) throw new Error('no iteration was evaluated')
  let best = history[0]!
  const key = (h: HistoryEntry): number => (hasTest ? (h.test_passed ?? 0) : h.train_passed)
  for (const h of history) if (key(h) > key(best)) best = h
  return best
}

export async function optimizeDescription(opts: OptimizeOptions): Promise<OptimizeResult> {
  if (opts.queries.length === 0) throw new Error('the trigger set has no queries')
  const maxIterations = Math.max(1, Math.floor(opts.maxIterations ?? DEFAULT_MAX_ITERATIONS))
  const holdout = opts.holdout ?? DEFAULT_HOLDOUT
  const { train, test } = splitEvalSet(opts.queries, holdout)
  const original = opts.skill.description
  let current = original
  const history: HistoryEntry[] = []
  const logs: ImproveLog[] = []
  let exitReason = 'unknown'
  let evaluation: TriggerEvalOutput | undefined

  for (let iteration = 1; iteration <= maxIterations; iteration++) {
    const refusedBefore = opts.budget?.snapshot().refused ?? 0
    evaluation = await runTriggerEval({ ...opts, description: current, queries: [...train, ...test] })
    // With a budget (shared by every iteration's trigger runs): an iteration it cut short is not
    // compared with the complete ones (its refused runs count as no trigger); the loop ends there.
    const cutShort = (opts.budget?.snapshot().refused ?? 0) > refusedBefore
    if (cutShort && history.length > 0) {
      exitReason = `budget (${opts.budget!.stoppedBy}; iteration ${iteration} not evaluated in full, left out)`
      break
    }
    const trainResults = evaluation.results.slice(0, train.length)
    const testResults = evaluation.results.slice(train.length)
    const ts = summarise(trainResults)
    const es = test.length > 0 ? summarise(testResults) : undefined
    const entry: HistoryEntry = {
      iteration,
      description: current,
      train_passed: ts.passed,
      train_failed: ts.failed,
      train_total: ts.total,
      train_results: trainResults,
      test_passed: es ? es.passed : null,
      test_failed: es ? es.failed : null,
      test_total: es ? es.total : null,
      test_results: es ? testResults : null,
      passed: ts.passed,
      failed: ts.failed,
      total: ts.total,
      results: trainResults
    }
    history.push(entry)
    opts.onIteration?.(entry, evaluation)

    if (cutShort) {
      exitReason = `budget (${opts.budget!.stoppedBy}; iteration ${iteration} not evaluated in full)`
      break
    }
    if (ts.failed === 0) {
      exitReason = `all_passed (iteration ${iteration})`
      break
    }
    if (iteration === maxIterations) {
      exitReason = `max_iterations (${maxIterations})`
      break
    }
    if (opts.budget?.exhausted) {
      exitReason = `budget (${opts.budget.stoppedBy}; no runs left for iteration ${iteration + 1})`
      break
    }
    const improved = await improveDescription({
      skillName: opts.skill.name,
      skillContent: opts.skill.content,
      currentDescription: current,
      trainResults,
      trainSummary: ts,
      history: blindHistory(history),
      model: opts.improverModel ?? opts.model,
      send: opts.send,
      iteration,
      ...(opts.signal ? { signal: opts.signal } : {})
    })
    logs.push(improved.log)
    opts.onImprove?.(improved.log)
    current = improved.description
  }

  const hasTest = test.length > 0
  const best = pickBest(history, hasTest)
  const output: OptimizeOutput = {
    exit_reason: exitReason,
    original_description: original,
    best_description: best.description,
    best_score: hasTest ? score(best.test_passed, best.test_total) : score(best.train_passed, best.train_total),
    best_train_score: score(best.train_passed, best.train_total),
    best_test_score: hasTest ? score(best.test_passed, best.test_total) : null,
    final_description: current,
    iterations_run: history.length,
    holdout,
    train_size: train.length,
    test_size: test.length,
    history,
    skill_name: opts.skill.name,
    best_iteration: best.iteration,
    model: opts.model,
    runs_per_query: evaluation?.runs_per_query ?? opts.runsPerQuery ?? 3,
    threshold: evaluation?.threshold ?? opts.threshold ?? 0.5
  }
  return { output, logs }
}
