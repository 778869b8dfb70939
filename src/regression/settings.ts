/** Defaults of the regression gate and how `regression:` in config.yaml overrides them. */
import type { Config, RegressionSettings } from '../types.js'

/** Largest tolerated drop of the suite score, in points (atlas skill-regression-test: "> 5pts"). */
export const DEFAULT_TOLERANCE = 5
/** A golden suite passes at a weighted mean ≥ 80 (atlas-eval's `PASS_THRESHOLD`). Informational here. */
export const PASS_THRESHOLD = 80
export const DEFAULT_OVERRIDE_LABEL = 'regression-override'
export const DEFAULT_BASELINE_DIR = 'evals/baselines'
export const DEFAULT_REQUIRED_TOP = 10
export const DEFAULT_WARN_TOP = 30
export const DEFAULT_USAGE_FILE = 'evals/skill-usage.json'
/** Where the regression runs and the per-eval results files go, relative to the repo root. */
export const DEFAULT_REGRESSION_OUT = '.skill-evals/regression'

export type ResolvedRegressionSettings = Required<RegressionSettings>

export function regressionSettings(config: Pick<Config, 'regression'>): ResolvedRegressionSettings {
  const r = config.regression ?? {}
  return {
    tolerance: r.tolerance ?? DEFAULT_TOLERANCE,
    overrideLabel: r.overrideLabel ?? DEFAULT_OVERRIDE_LABEL,
    baselineDir: r.baselineDir ?? DEFAULT_BASELINE_DIR,
    requiredTop: r.requiredTop ?? DEFAULT_REQUIRED_TOP,
    warnTop: r.warnTop ?? DEFAULT_WARN_TOP,
    usageFile: r.usageFile ?? DEFAULT_USAGE_FILE
  }
}
