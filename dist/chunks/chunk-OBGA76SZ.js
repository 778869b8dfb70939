import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  readContext,
  setCacheNoteListener
} from "./chunk-NNLEXGAC.js";
import {
  initSecrets,
  onSecretPattern,
  redact,
  redactProcessOutput,
  registerSecret,
  setNoSandboxListener
} from "./chunk-SQE3V3SJ.js";
import {
  getInput,
  info,
  setFailed,
  setOutput,
  setSecret,
  warning
} from "./chunk-EX5HDNY5.js";

// src/action/inputs.ts
var STEPS = ["pr", "validate", "plan", "evaluate", "merge", "comment", "benchmark", "cross-model"];
var InputError = class extends Error {
};
function bool(name, value, fallback) {
  const v = value.trim().toLowerCase();
  if (v === "") return fallback;
  if (v === "true") return true;
  if (v === "false") return false;
  throw new InputError(`Input '${name}' must be true or false (got '${value.slice(0, 20)}').`);
}
function nonNegative(name, value, fallback, integer = true) {
  const v = value.trim();
  if (v === "") return fallback;
  const n = Number(v);
  if (!Number.isFinite(n) || n < 0 || integer && !Number.isInteger(n)) {
    throw new InputError(`Input '${name}' must be ${integer ? "a whole number" : "a number"} >= 0 (got '${v.slice(0, 20)}').`);
  }
  return n;
}
function splitList(value) {
  return value.split(/[,\n]/).map((s) => s.trim()).filter(Boolean);
}
function secret(get, name) {
  const value = get(name);
  if (value) setSecret(value);
  registerSecret(value);
  delete process.env[`INPUT_${name.toUpperCase()}`];
  return value;
}
function executorSettings(get) {
  const raw = get("executor").trim().toLowerCase();
  if (raw !== "" && raw !== "api" && raw !== "claude-code") throw new InputError(`Input 'executor' must be api or claude-code (got '${raw.slice(0, 20)}').`);
  return { executor: raw === "" ? void 0 : raw, claudeCodePath: get("claude-code-path").trim() };
}
function planning(get) {
  const maxCost = get("max-cost-usd");
  return {
    root: get("root") || ".",
    mode: get("mode") || "auto",
    trials: get("trials").trim() === "adaptive" ? 0 : nonNegative("trials", get("trials"), 0),
    ...get("trials").trim() === "adaptive" ? { adaptive: true } : {},
    models: splitList(get("models")),
    maxCostUsd: maxCost.trim() === "" ? void 0 : nonNegative("max-cost-usd", maxCost, 0, false),
    pipeline: bool("pipeline", get("pipeline"), false),
    fullEvalLabel: get("full-eval-label"),
    key: get("key"),
    githubToken: secret(get, "github-token"),
    outDir: get("out-dir")
  };
}
var readers = {
  validate: (get) => ({ root: get("root") || ".", failOnWarnings: bool("fail-on-warnings", get("fail-on-warnings"), false), allowEmpty: bool("allow-empty", get("allow-empty"), false) }),
  plan: (get) => {
    const present = get("api-key-present");
    return {
      ...planning(get),
      anthropicApiKey: secret(get, "anthropic-api-key"),
      shards: Math.min(64, Math.max(1, nonNegative("shards", get("shards"), 1))),
      apiKeyPresent: present.trim() === "" ? void 0 : bool("api-key-present", present, false)
    };
  },
  evaluate: (get) => ({
    anthropicApiKey: secret(get, "anthropic-api-key"),
    root: get("root") || ".",
    planFile: get("plan-file"),
    shard: get("shard"),
    outDir: get("out-dir"),
    ...executorSettings(get)
  }),
  merge: (get) => ({
    root: get("root") || ".",
    planFile: get("plan-file"),
    shardsDir: get("shards-dir"),
    shardsResult: get("shards-result"),
    outDir: get("out-dir"),
    failOnVerdict: bool("fail-on-verdict", get("fail-on-verdict"), true)
  }),
  comment: (get) => ({
    githubToken: secret(get, "github-token"),
    root: get("root") || ".",
    resultsDir: get("results-dir"),
    key: get("key"),
    viewerUrl: get("viewer-url"),
    artifactUrl: get("artifact-url")
  }),
  benchmark: (get) => ({
    githubToken: secret(get, "github-token"),
    root: get("root") || ".",
    resultsDir: get("results-dir"),
    commitBenchmark: bool("commit-benchmark", get("commit-benchmark"), false)
  }),
  "cross-model": (get) => ({
    anthropicApiKey: secret(get, "anthropic-api-key"),
    githubToken: secret(get, "github-token"),
    root: get("root") || ".",
    // One folder per line (folder names may hold commas).
    resultsDirs: get("results-dirs").split("\n").map((s) => s.trim()).filter(Boolean),
    outDir: get("out-dir"),
    key: get("key"),
    trackingIssue: bool("tracking-issue", get("tracking-issue"), false),
    commitBenchmark: bool("commit-benchmark", get("commit-benchmark"), false),
    retentionDays: nonNegative("retention-days", get("retention-days"), 0)
  }),
  pr: (get) => ({
    anthropicApiKey: secret(get, "anthropic-api-key"),
    ...planning(get),
    ...executorSettings(get),
    failOnVerdict: bool("fail-on-verdict", get("fail-on-verdict"), true),
    commitBenchmark: bool("commit-benchmark", get("commit-benchmark"), false),
    retentionDays: nonNegative("retention-days", get("retention-days"), 0)
  })
};
function readSettings(step, get = (n) => getInput(n)) {
  return readers[step](get);
}
function deprecatedCommand(get = (n) => getInput(n)) {
  const raw = get("command").trim().toLowerCase();
  if (raw === "") return void 0;
  if (raw === "evaluate") return get("plan-file") || get("shard") ? "evaluate" : "pr";
  if (raw === "pr" || !STEPS.includes(raw)) {
    throw new InputError(`Input 'command' must be one of ${STEPS.filter((s) => s !== "pr").join(", ")} (got '${raw.slice(0, 20)}').`);
  }
  return raw;
}
function scrubSecretInputs() {
  for (const name of ["anthropic-api-key", "github-token"]) secret((n) => process.env[`INPUT_${n.toUpperCase()}`]?.trim() ?? "", name);
}

// src/action/outputs.ts
var OUTPUT_NAMES = {
  skills: "skills",
  evals: "evals",
  errors: "errors",
  warnings: "warnings",
  run: "run",
  matrix: "matrix",
  mode: "mode",
  artifactPrefix: "artifact-prefix",
  cacheDir: "cache-dir",
  planFile: "plan-file",
  resultsDir: "results-dir",
  verdict: "verdict",
  passRate: "pass-rate",
  summaryPath: "summary-path",
  viewerPath: "viewer-path",
  viewerDir: "viewer-dir",
  artifactUrl: "artifact-url",
  commentUrl: "comment-url",
  benchmarkFile: "benchmark-file",
  regression: "regression",
  crossModelPath: "cross-model-path",
  trackingIssueUrl: "tracking-issue-url"
};
var REPORT = ["verdict", "mode", "skills", "passRate", "summaryPath", "viewerPath", "viewerDir", "resultsDir", "regression"];
var STEP_OUTPUTS = {
  pr: [...REPORT, "artifactUrl", "commentUrl", "benchmarkFile"],
  validate: ["skills", "evals", "errors", "warnings"],
  plan: ["run", "matrix", "mode", "skills", "artifactPrefix", "cacheDir", "planFile"],
  evaluate: ["mode", "skills", "resultsDir"],
  merge: REPORT,
  comment: ["commentUrl", "verdict", "mode"],
  benchmark: ["benchmarkFile"],
  "cross-model": ["skills", "crossModelPath", "viewerPath", "viewerDir", "artifactUrl", "trackingIssueUrl", "benchmarkFile"]
};
function outputsOf(step) {
  const allowed = new Set(STEP_OUTPUTS[step]);
  return (o) => {
    for (const [k, v] of Object.entries(o)) {
      if (v === void 0) continue;
      if (!allowed.has(k)) throw new Error(`The ${step} step has no output '${OUTPUT_NAMES[k]}'.`);
      setOutput(OUTPUT_NAMES[k], redact(v));
    }
  };
}

// src/action/main.ts
var STEP_FNS = {
  pr: async (s, c, o) => (await import("./pr-C3SWFPPF.js")).prStep(s, c, o),
  validate: async (s, c, o) => (await import("./validate-DCTGLQKY.js")).validateStep(s, c, o),
  plan: async (s, c, o) => (await import("./plan-GPQJXPT7.js")).planStep(s, c, o),
  evaluate: async (s, c, o) => (await import("./evaluate-OVC426GR.js")).evaluateStep(s, c, o),
  merge: async (s, c, o) => (await import("./merge-4FJWRK3C.js")).mergeStep(s, c, o),
  comment: async (s, c, o) => (await import("./comment-JATHW2IV.js")).commentStep(s, c, o),
  benchmark: async (s, c, o) => (await import("./benchmark-RGXVK6TD.js")).benchmarkStep(s, c, o),
  "cross-model": async (s, c, o) => (await import("./cross-model-2EAAYLVD.js")).crossModelStep(s, c, o)
};
async function runOne(step, ctx) {
  const settings = readSettings(step);
  scrubSecretInputs();
  await STEP_FNS[step](settings, ctx, outputsOf(step));
}
async function runStep(step) {
  try {
    onSecretPattern((p) => setSecret(p));
    redactProcessOutput();
    setNoSandboxListener((n) => warning(n));
    setCacheNoteListener((n) => info(`skill-evals: ${n}`));
    initSecrets(process.env);
    let chosen = step;
    if (step === "pr") {
      const named = deprecatedCommand();
      if (named) {
        const folder = named === "pr" ? "the root action without `command`" : `\`uses: <owner>/skill-evals/${named}@<ref>\``;
        warning(`skill-evals: the \`command\` input is deprecated and goes away in the next major release; use ${folder}.`);
        chosen = named;
      }
    }
    const ctx = await readContext();
    await runOne(chosen, ctx);
  } catch (err) {
    scrubSecretInputs();
    setFailed(`skill-evals could not run: ${err instanceof Error ? err.message : String(err)}`);
  }
}

export {
  runStep
};
