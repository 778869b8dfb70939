/**
 * The published shape of `<out>/summary.json` (schemas/summary.schema.json, schema_version 1)
 * and of the aggregate stage's input. snake_case like grading.json / grades.json, so the viewer
 * and the PR comment read the same keys.
 */
import type { Config, Configuration, Finding, RiskLevel, Tier } from '../types.js'
import type { HistoryEntry, Saturation } from './history.js'
import type { Verdict } from './stats.js'
import type { GradedExpectation, RunGradeStatus } from '../log/grade.js'

// ─── Input ───────────────────────────────────────────────────────────────────────────────

/** The config fields the gates read (resolved by src/gate/settings.ts). */
export type GateConfig = Pick<Config, 'tierSettings' | 'riskLevel'> & Partial<Pick<Config, 'gates' | 'critical' | 'minDrop' | 'tiers'>>

/** A run's grade status (the log's type: src/log/grade.ts). */
export type { RunGradeStatus }

/** A graded assertion as the aggregate reads it (grading.json's expectation: the log's `GradedExpectation`). */
export type AggregateExpectation = Pick<GradedExpectation, 'text' | 'passed' | 'evidence' | 'status' | 'check_kind' | 'source'>

/**
 * One run as the aggregate counts it: a row computed from its record (run.json) and its grade
 * (grading.json) by src/aggregate/load.ts, the input of the benchmark and the gates.
 */
export interface AggregateRun {
  skill: string
  evalId: number | string
  evalName: string
  configuration: Configuration
  trial: number
  /** completed runs that were graded; error/skipped/inconclusive runs are listed in notes only. */
  status: 'graded' | 'error' | 'skipped' | 'inconclusive'
  passed: number
  failed: number
  total: number
  timeSeconds: number
  tokens: number
  toolCalls: number
  errors: number
  notes: string[]
  costUsd: number | null
  iteration: number
  model: string
  /** The run's grade (grading.json `run.status`). */
  grade: RunGradeStatus
  /** Tool calls that returned an error. */
  toolErrors: number
  /** The run itself failed (API / harness error). */
  apiError: boolean
  /** Hash of the eval definition this run was made with (see src/aggregate/definitions.ts). */
  definitionHash?: string
  /** Adaptive trials (issue 35): the run's stage (1: the eval's first trials; 2: the further ones). Absent with fixed trials. */
  stage?: 1 | 2
  judgeCostUsd?: number | null
  /** Made by the local simulated model (the run's log line says so): its tokens and cost are simulated. */
  simulated?: true
  expectations: AggregateExpectation[]
}

export interface SkillInfo {
  name: string
  tier: Tier
  /** Repo-relative skill folder. */
  path?: string
}

/** An eval definition as it is in the repository (head) or at the base ref. */
export interface EvalInfo {
  skill: string
  id: string
  critical: boolean
  definitionHash: string
  /** Assertion texts with their free `type` and check kind, for failure clusters. */
  assertions: { text: string; type?: string; check_kind?: string }[]
}

export interface AggregateInput {
  generatedAt: string
  /** The graded runs of the results folder (head: with_skill, without_skill, old_skill). */
  runs: AggregateRun[]
  /** Graded runs of a base results folder (`report --base DIR`): its with_skill runs are the base side. */
  baseRuns?: AggregateRun[]
  /** Where the base runs come from, for messages. */
  baseLabel?: string
  skills?: SkillInfo[]
  /** Eval definitions in the repository now (head). */
  evals?: EvalInfo[]
  /** Eval definitions at the base ref; given → changed / added / removed evals are listed. */
  baseEvals?: EvalInfo[]
  /** validate's findings; the `coverage.*` ones feed the coverage gate. */
  findings?: Finding[]
  /** Earlier results, oldest → newest (src/aggregate/history.ts). */
  history?: HistoryEntry[]
  config: GateConfig & { judgeModel?: string; trials?: number }
  /** Seed of the Monte-Carlo fallback of the paired test. */
  seed?: number
  sources?: { results?: string; base?: string; history?: string[] }
}

// ─── Output ──────────────────────────────────────────────────────────────────────────────

export type ReleaseVerdict = 'go' | 'conditional_go' | 'no_go' | 'rollback'
export type ConfidenceLevel = 'high' | 'medium' | 'low'
export type GateStatus = 'pass' | 'warn' | 'fail' | 'skip'
export type GateId =
  | 'tier-threshold'
  | 'release.overall'
  | 'release.critical'
  | 'release.tool-reliability'
  | 'critical-evals'
  | 'coverage'
  | 'regression'
  | 'anti-gaming'
  | 'data'

export interface GateResult {
  id: GateId
  status: GateStatus
  message: string
  /** Absent for repo-level gates. */
  skill?: string
  actual?: number | null
  threshold?: number | null
  /** Eval ids concerned. */
  evals?: string[]
  /** Set on the regression gate when the regression hits critical evals (verdict rollback). */
  rollback?: boolean
}

export interface Interval95 {
  low: number
  high: number
  level: number
}

export interface ConfigurationStats {
  runs: number
  /** Runs with a pass/fail grade. */
  graded: number
  /** Graded runs whose every assertion passed. */
  passed: number
  failed: number
  inconclusive: number
  /** error runs (API/harness errors, ungradable). */
  errors: number
  skipped: number
  /** passed / graded; null when nothing was graded. */
  pass_rate: number | null
  /** 95% Wilson score interval of pass_rate. */
  pass_rate_ci: Interval95 | null
  /** Mean per-run assertion pass rate (skill-creator's benchmark pass_rate). */
  assertion_pass_rate: number | null
  mean_time_seconds: number | null
  mean_tokens: number | null
  /** Sum over runs of known costs; null when no cost is known. */
  cost_usd: number | null
  /** Every run's cost was known. */
  cost_complete: boolean
  /** Share of runs (skipped ones aside) without tool errors or API errors. */
  tool_reliability: number | null
}

export interface ComparisonSummary {
  verdict: Verdict
  head_rate: number
  base_rate: number
  delta: number
  p_value: number
  ci_low: number
  ci_high: number
  ci_level: number
  method: string
  reason: string
  n_evals: number
  excluded: string[]
  /** Paired sources only: the eval-level sign-flip test's p, in the direction of `p_value`, unadjusted. */
  p_sign_flip?: number
  /** Paired sources only: the trial-level exact stratified permutation test's p (same direction), unadjusted; null when not run. */
  p_stratified?: number | null
  /** Which test gave `p_value` ('both': equal p, e.g. 1 trial per side where they are the same exact McNemar test). */
  decided_by?: 'sign-flip' | 'stratified' | 'both'
  /** 'min-p-bonferroni-2': p_value = min(1, 2 · min(p_sign_flip, p_stratified)); 'single': one test. */
  combination?: 'single' | 'min-p-bonferroni-2'
  /** Evals whose trials all passed on base and all failed on head (to_fail), or the reverse (to_pass). */
  flipped_outright?: { to_fail: string[]; to_pass: string[] }
}

export type BaseSource = 'same_job' | 'base_results' | 'benchmark'

export interface HeadVsBase extends ComparisonSummary {
  source: BaseSource
  paired: boolean
  base_label: string | null
  /** Eval ids whose pass rate is lower on head than on base. */
  worsened: string[]
  /** The same comparison on critical evals only (paired sources). */
  critical: ComparisonSummary | null
  critical_regression: boolean
}

export interface EvalChanges {
  /** Definition differs from the base (ref or base run). */
  changed: string[]
  added: string[]
  removed: string[]
  removed_critical: string[]
  /** Evals with runs on only one side of the head-vs-base comparison. */
  unpaired: string[]
  /** Evals in the repository that were not run. */
  not_run: string[]
  /** Plain-language anti-gaming flags (each lowers confidence). */
  flags: string[]
}

export interface FailureCluster {
  /** `<check kind>|<assertion type>|<cause>`. */
  key: string
  name: string
  skill: string
  check_kind: string
  assertion_type: string
  cause: string
  severity: 'high' | 'medium' | 'low'
  /** Failed assertions (or failed runs, for run-level causes). */
  failures: number
  evals: string[]
  critical: boolean
  examples: string[]
  suggestion: string
}

export interface Confidence {
  level: ConfidenceLevel
  reasons: string[]
  suite_size: ConfidenceLevel
  inconclusive_share: number
  matching: ConfidenceLevel
}

export interface EvalResult {
  id: string
  name: string
  critical: boolean
  definition_hash: string | null
  configurations: Partial<
    Record<Configuration, { trials: number; graded: number; passed: number; outcome: 'pass' | 'fail' | 'inconclusive' | 'error'; runs: RunGradeStatus[] }>
  >
}

export interface SkillSummary {
  name: string
  tier: Tier
  path: string | null
  iteration: number
  model: string | null
  evals: number
  critical_evals: number
  verdict: ReleaseVerdict
  confidence: ConfidenceLevel
  confidence_detail: Confidence
  /** Shorthand: pass rate per configuration (= configurations.<c>.pass_rate). */
  pass_rate: Partial<Record<Configuration, number | null>>
  cost_usd: number | null
  flags: { flaky: string[]; saturated: boolean }
  configurations: Partial<Record<Configuration, ConfigurationStats>>
  /** With skill vs without (paired by eval). */
  uplift: ComparisonSummary | null
  head_vs_base: HeadVsBase | null
  eval_changes: EvalChanges
  saturation: Saturation
  gates: GateResult[]
  clusters: FailureCluster[]
  eval_results: EvalResult[]
}

export interface Summary {
  $schema: string
  schema_version: 1
  generated_at: string
  /** Some runs were made by the local simulated model (`--simulate`, the demo): costs, tokens and calls are simulated, nothing was spent. Absent otherwise. */
  simulated?: true
  verdict: ReleaseVerdict
  confidence: ConfidenceLevel
  confidence_detail: Confidence
  /** Why the verdict: the messages of the gates that decided it. */
  reasons: string[]
  risk_level: RiskLevel
  settings: {
    alpha: number
    min_drop: number
    tier_thresholds: Record<'1' | '2' | '3', number>
    release_thresholds: { overall: number; critical: number; tool_reliability: number | null }
    human_review_recommended: boolean
  }
  totals: {
    skills: number
    evals: number
    runs: number
    graded: number
    passed: number
    failed: number
    inconclusive: number
    errors: number
    skipped: number
    cost_usd: number | null
  }
  skills: SkillSummary[]
  /** Every gate: the skills' (with `skill`) and the repo-level ones. */
  gates: GateResult[]
  clusters: FailureCluster[]
  sources: { results: string | null; base: string | null; history: string[] }
}

export const SUMMARY_SCHEMA_ID = 'https://github.com/skill-evals/skill-evals/schemas/summary.schema.json'
