/** Aggregation of trigger runs into per-query results, the summary, and precision/recall/accuracy. */
import type { TriggerMetrics, TriggerQuery, TriggerQueryResult, TriggerSummary } from './types.js'

/**
 * A query passes when `rate >= threshold` for should-trigger queries and `rate < threshold` for
 * should-not-trigger ones (run_eval). A query with zero runs has rate 0.
 */
export function queryResult(q: TriggerQuery, triggers: number, runs: number, threshold: number, errors = 0): TriggerQueryResult {
  const rate = runs > 0 ? triggers / runs : 0
  return {
    query: q.query,
    should_trigger: q.should_trigger,
    trigger_rate: rate,
    triggers,
    runs,
    pass: q.should_trigger ? rate >= threshold : rate < threshold,
    errors
  }
}

export function summarise(results: readonly TriggerQueryResult[]): TriggerSummary {
  const passed = results.filter((r) => r.pass).length
  return { total: results.length, passed, failed: results.length - passed }
}

/**
 * Per-run statistics (run_loop `print_eval_stats`): TP = triggers on positives, FP = triggers on
 * negatives; precision and recall are 1.0 when their denominator is 0, accuracy 0.0 when no run.
 */
export function triggerMetrics(results: readonly TriggerQueryResult[]): TriggerMetrics {
  let tp = 0
  let fn = 0
  let fp = 0
  let tn = 0
  for (const r of results) {
    if (r.should_trigger) {
      tp += r.triggers
      fn += r.runs - r.triggers
    } else {
      fp += r.triggers
      tn += r.runs - r.triggers
    }
  }
  const total = tp + tn + fp + fn
  return {
    precision: tp + fp > 0 ? tp / (tp + fp) : 1,
    recall: tp + fn > 0 ? tp / (tp + fn) : 1,
    accuracy: total > 0 ? (tp + tn) / total : 0,
    true_positives: tp,
    false_positives: fp,
    true_negatives: tn,
    false_negatives: fn
  }
}

/** `passed/total` as run_loop prints scores. */
export function score(passed: number | null, total: number | null): string {
  return `${passed ?? 0}/${total ?? 0}`
}
