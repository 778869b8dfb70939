#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);

// src/regression/settings.ts
var DEFAULT_TOLERANCE = 5;
var PASS_THRESHOLD = 80;
var DEFAULT_OVERRIDE_LABEL = "regression-override";
var DEFAULT_BASELINE_DIR = "evals/baselines";
var DEFAULT_REQUIRED_TOP = 10;
var DEFAULT_WARN_TOP = 30;
var DEFAULT_USAGE_FILE = "evals/skill-usage.json";
var DEFAULT_REGRESSION_OUT = ".skill-evals/regression";
function regressionSettings(config) {
  const r = config.regression ?? {};
  return {
    tolerance: r.tolerance ?? DEFAULT_TOLERANCE,
    overrideLabel: r.overrideLabel ?? DEFAULT_OVERRIDE_LABEL,
    baselineDir: r.baselineDir ?? DEFAULT_BASELINE_DIR,
    requiredTop: r.requiredTop ?? DEFAULT_REQUIRED_TOP,
    warnTop: r.warnTop ?? DEFAULT_WARN_TOP,
    usageFile: r.usageFile ?? DEFAULT_USAGE_FILE
  };
}

export {
  PASS_THRESHOLD,
  DEFAULT_REGRESSION_OUT,
  regressionSettings
};
