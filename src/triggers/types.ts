/** Shapes of trigger evals and description optimisation (skill-creator's run_eval / run_loop). */

/** One entry of `evals/triggers/<skill>.json`. */
export interface TriggerQuery {
  query: string
  should_trigger: boolean
}

/** One query's outcome: run_eval's result object, plus `errors` (runs that failed; counted as non-triggers). */
export interface TriggerQueryResult {
  query: string
  should_trigger: boolean
  trigger_rate: number
  triggers: number
  runs: number
  pass: boolean
  errors: number
}

export interface TriggerSummary {
  total: number
  passed: number
  failed: number
}

/** Per-run confusion counts and rates, as run_loop's verbose statistics compute them. */
export interface TriggerMetrics {
  precision: number
  recall: number
  accuracy: number
  true_positives: number
  false_positives: number
  true_negatives: number
  false_negatives: number
}

/** `skill-evals triggers` output: run_eval's JSON shape plus our metrics and settings. */
export interface TriggerEvalOutput extends TriggerMetrics {
  skill_name: string
  description: string
  results: TriggerQueryResult[]
  summary: TriggerSummary
  model: string
  runs_per_query: number
  threshold: number
  /** Runs that ended in an error (API failure, timeout…); each counted as a non-trigger. */
  errors: number
}

/** One iteration of the optimisation loop (run_loop's history entry). */
export interface HistoryEntry {
  iteration: number
  description: string
  train_passed: number
  train_failed: number
  train_total: number
  train_results: TriggerQueryResult[]
  test_passed: number | null
  test_failed: number | null
  test_total: number | null
  test_results: TriggerQueryResult[] | null
  /** = train_* ("backward compat" in run_loop). */
  passed: number
  failed: number
  total: number
  results: TriggerQueryResult[]
}

/** `results.json` of `optimize-description`, in run_loop's shape (§3.11) plus a few extras. */
export interface OptimizeOutput {
  exit_reason: string
  original_description: string
  best_description: string
  best_score: string
  best_train_score: string
  best_test_score: string | null
  final_description: string
  iterations_run: number
  holdout: number
  train_size: number
  test_size: number
  history: HistoryEntry[]
  /** Extras: which iteration won, and the settings. */
  skill_name: string
  best_iteration: number
  model: string
  runs_per_query: number
  threshold: number
}
