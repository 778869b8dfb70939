#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  isObject,
  require_ajv
} from "./chunk-E3XTZO3T.js";
import {
  __toESM
} from "./chunk-3BIITHQA.js";

// src/log/folder.ts
import { readFileSync, statSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { join } from "node:path";
async function subfolders(dir) {
  try {
    return (await readdir(dir, { withFileTypes: true })).filter((d) => d.isDirectory()).map((d) => d.name).sort();
  } catch {
    return [];
  }
}
async function listRunFolders(outDir, filter) {
  const out = [];
  for (const skill of await subfolders(outDir)) {
    for (const iteration of (await subfolders(join(outDir, skill))).filter((n) => filter.iteration.test(n))) {
      for (const evalDir of (await subfolders(join(outDir, skill, iteration))).filter((n) => filter.evalDir.test(n))) {
        for (const configuration of (await subfolders(join(outDir, skill, iteration, evalDir))).filter(filter.configuration)) {
          for (const run of (await subfolders(join(outDir, skill, iteration, evalDir, configuration))).filter((n) => filter.run.test(n))) {
            out.push({ runId: `${skill}/${iteration}/${evalDir}/${configuration}/${run}`, skill, iteration, evalDir, configuration, run });
          }
        }
      }
    }
  }
  return out;
}
async function readJsonDetailed(file, maxBytes) {
  let text;
  try {
    if (maxBytes !== void 0) {
      const info = statSync(file);
      if (!info.isFile() || info.size > maxBytes) return { state: "missing" };
    }
    text = readFileSync(file, "utf8");
  } catch {
    return { state: "missing" };
  }
  try {
    return { state: "ok", value: JSON.parse(text) };
  } catch (err) {
    return { state: "invalid", error: err.message };
  }
}
async function readJsonObject(file) {
  const r = await readJsonDetailed(file);
  return r.state === "ok" && isObject(r.value) ? r.value : void 0;
}
async function readRunFiles(runDir, opts = {}) {
  const [grade, meta, timing, record] = await Promise.all(
    ["grading.json", "eval_metadata.json", "timing.json", ...opts.record === false ? [] : ["run.json"]].map((f) => readJsonObject(join(runDir, f)))
  );
  return {
    ...record ? { record } : {},
    ...grade ? { grade } : {},
    ...meta ? { meta } : {},
    ...timing ? { timing } : {}
  };
}

// src/log/index.ts
import { promises as fsp } from "node:fs";
import * as path from "node:path";

// src/log/validate.ts
var import_ajv = __toESM(require_ajv(), 1);

// schemas/results-log.schema.json
var results_log_schema_default = {
  $schema: "http://json-schema.org/draft-07/schema#",
  $id: "https://github.com/skill-evals/skill-evals/schemas/results-log.schema.json",
  title: "skill-evals results log (<out>/runs.jsonl), one line",
  description: "The results log is JSON Lines: one record per finished run, appended as the run ends; the last record of a runId wins. Every line carries the log format's `version` (1). A line without `version` was written before the field existed and is read as version 1; a line with a higher version than the reader knows is an error (upgrade skill-evals). Fields may be added within a version (readers ignore fields they do not know); removing or changing the meaning of a field bumps the version. Source of truth: src/log/ (docs/architecture.md, 'The results log').",
  type: "object",
  required: ["runId", "skill", "evalId", "evalDir", "configuration", "trial", "model", "status"],
  properties: {
    version: { type: "integer", minimum: 1, description: "Format version of this line. Absent → 1." },
    runId: { type: "string", minLength: 1, description: "`<skill>/iteration-N/<evalDir>/<configuration>/run-<trial>`, also the run folder relative to the results folder." },
    skill: { type: "string" },
    evalId: { type: ["integer", "string"] },
    evalDir: { type: "string" },
    configuration: { enum: ["with_skill", "without_skill", "old_skill"] },
    trial: { type: "integer", minimum: 1 },
    model: { type: "string" },
    status: { enum: ["completed", "error", "skipped"] },
    skillUsed: { type: "boolean" },
    skillUseReason: { type: "string" },
    response: { type: "string" },
    toolCalls: {
      type: "array",
      items: {
        type: "object",
        required: ["name"],
        properties: {
          turn: { type: "integer" },
          id: { type: "string" },
          name: { type: "string" },
          output: { type: "string" },
          isError: { type: "boolean" }
        }
      }
    },
    filesWritten: { type: "array", items: { type: "string" } },
    usage: {
      type: "object",
      properties: {
        input_tokens: { type: "number" },
        output_tokens: { type: "number" },
        cache_read_input_tokens: { type: "number" },
        cache_creation_input_tokens: { type: "number" }
      }
    },
    costUsd: { type: ["number", "null"] },
    durationMs: { type: "number" },
    turns: { type: "integer" },
    stopReason: { type: ["string", "null"] },
    apiCalls: { type: "integer" },
    retries: { type: "integer" },
    cached: { type: "boolean" },
    claudeCode: { type: "object" },
    error: {
      type: "object",
      required: ["message"],
      properties: {
        message: { type: "string" },
        status: { type: "number" },
        type: { type: "string" },
        requestId: { type: "string" }
      }
    },
    startedAt: { type: "string" },
    finishedAt: { type: "string" }
  }
};

// schemas/summary.schema.json
var summary_schema_default = {
  $schema: "http://json-schema.org/draft-07/schema#",
  $id: "https://github.com/skill-evals/skill-evals/schemas/summary.schema.json",
  title: "skill-evals summary (<out>/summary.json)",
  description: "The repo-level result of `skill-evals report`: per skill its tier, pass rate per configuration with a 95% Wilson interval, uplift over the baseline, head-vs-base comparison, means, cost, gates and verdict; then one release verdict for the repository. Rates are 0..1, rounded to 4 decimals.",
  type: "object",
  required: ["schema_version", "generated_at", "verdict", "confidence", "confidence_detail", "reasons", "risk_level", "settings", "totals", "skills", "gates", "clusters", "sources"],
  properties: {
    $schema: { type: "string" },
    schema_version: { const: 1 },
    generated_at: { type: "string", description: "ISO 8601 time of the report." },
    verdict: { $ref: "#/definitions/verdict" },
    confidence: { $ref: "#/definitions/level" },
    confidence_detail: { $ref: "#/definitions/confidence" },
    reasons: { type: "array", items: { type: "string" }, description: "Why the verdict: the messages of the failing gates (rollback / no_go) or of the warnings (conditional_go)." },
    risk_level: { enum: ["low", "medium", "high", "critical"] },
    settings: {
      type: "object",
      required: ["alpha", "min_drop", "tier_thresholds", "release_thresholds", "human_review_recommended"],
      properties: {
        alpha: { type: "number" },
        min_drop: { type: "number" },
        tier_thresholds: { type: "object", properties: { "1": { type: "number" }, "2": { type: "number" }, "3": { type: "number" } } },
        release_thresholds: {
          type: "object",
          properties: { overall: { type: "number" }, critical: { type: "number" }, tool_reliability: { type: ["number", "null"] } }
        },
        human_review_recommended: { type: "boolean" }
      }
    },
    totals: {
      type: "object",
      required: ["skills", "evals", "runs", "graded", "passed", "failed", "inconclusive", "errors", "skipped", "cost_usd"],
      properties: {
        skills: { type: "integer" },
        evals: { type: "integer" },
        runs: { type: "integer" },
        graded: { type: "integer" },
        passed: { type: "integer" },
        failed: { type: "integer" },
        inconclusive: { type: "integer" },
        errors: { type: "integer" },
        skipped: { type: "integer" },
        cost_usd: { type: ["number", "null"] }
      }
    },
    skills: { type: "array", items: { $ref: "#/definitions/skill" } },
    gates: { type: "array", items: { $ref: "#/definitions/gate" } },
    clusters: { type: "array", items: { $ref: "#/definitions/cluster" } },
    sources: {
      type: "object",
      properties: { results: { type: ["string", "null"] }, base: { type: ["string", "null"] }, history: { type: "array", items: { type: "string" } } }
    }
  },
  definitions: {
    verdict: { enum: ["go", "conditional_go", "no_go", "rollback"] },
    level: { enum: ["high", "medium", "low"] },
    rate: { type: ["number", "null"], minimum: 0, maximum: 1 },
    comparisonVerdict: { enum: ["regression", "improvement", "no_change", "inconclusive"] },
    confidence: {
      type: "object",
      required: ["level", "reasons", "suite_size", "inconclusive_share", "matching"],
      properties: {
        level: { $ref: "#/definitions/level" },
        reasons: { type: "array", items: { type: "string" } },
        suite_size: { $ref: "#/definitions/level" },
        inconclusive_share: { type: "number" },
        matching: { $ref: "#/definitions/level" }
      }
    },
    configuration: {
      type: "object",
      required: ["runs", "graded", "passed", "failed", "inconclusive", "errors", "skipped", "pass_rate", "pass_rate_ci"],
      properties: {
        runs: { type: "integer" },
        graded: { type: "integer", description: "Runs with a pass/fail grade." },
        passed: { type: "integer", description: "Graded runs in which every assertion passed." },
        failed: { type: "integer" },
        inconclusive: { type: "integer", description: "Runs that never used the skill." },
        errors: { type: "integer", description: "Runs that failed (API/harness) or could not be graded." },
        skipped: { type: "integer" },
        pass_rate: { $ref: "#/definitions/rate", description: "passed / graded; null when nothing was graded." },
        pass_rate_ci: {
          type: ["object", "null"],
          description: "95% Wilson score interval of pass_rate.",
          properties: { low: { type: "number" }, high: { type: "number" }, level: { type: "number" } }
        },
        assertion_pass_rate: { $ref: "#/definitions/rate", description: "Mean per-run assertion pass rate (skill-creator's benchmark pass_rate)." },
        mean_time_seconds: { type: ["number", "null"] },
        mean_tokens: { type: ["number", "null"] },
        cost_usd: { type: ["number", "null"] },
        cost_complete: { type: "boolean" },
        tool_reliability: { $ref: "#/definitions/rate", description: "Share of runs without tool errors or API errors." }
      }
    },
    comparison: {
      type: "object",
      required: ["verdict", "head_rate", "base_rate", "delta", "p_value", "ci_low", "ci_high", "reason"],
      properties: {
        verdict: { $ref: "#/definitions/comparisonVerdict" },
        head_rate: { type: "number" },
        base_rate: { type: "number" },
        delta: { type: "number" },
        p_value: { type: "number" },
        ci_low: { type: "number" },
        ci_high: { type: "number" },
        ci_level: { type: "number" },
        method: { type: "string" },
        reason: { type: "string" },
        n_evals: { type: "integer" },
        excluded: { type: "array", items: { type: "string" } },
        p_sign_flip: { type: "number", description: "Eval-level exact sign-flip test, one-sided in the direction of p_value, unadjusted." },
        p_stratified: { type: ["number", "null"], description: "Trial-level exact stratified permutation test, same direction, unadjusted." },
        decided_by: { enum: ["sign-flip", "stratified", "both"] },
        combination: { enum: ["single", "min-p-bonferroni-2"] },
        flipped_outright: {
          type: "object",
          properties: { to_fail: { type: "array", items: { type: "string" } }, to_pass: { type: "array", items: { type: "string" } } }
        }
      }
    },
    headVsBase: {
      allOf: [
        { $ref: "#/definitions/comparison" },
        {
          type: "object",
          required: ["source", "paired", "worsened", "critical_regression"],
          properties: {
            source: { enum: ["same_job", "base_results", "benchmark"] },
            paired: { type: "boolean" },
            base_label: { type: ["string", "null"] },
            worsened: { type: "array", items: { type: "string" } },
            critical: { oneOf: [{ type: "null" }, { $ref: "#/definitions/comparison" }] },
            critical_regression: { type: "boolean" }
          }
        }
      ]
    },
    gate: {
      type: "object",
      required: ["id", "status", "message"],
      properties: {
        id: { enum: ["tier-threshold", "release.overall", "release.critical", "release.tool-reliability", "critical-evals", "coverage", "regression", "anti-gaming", "data"] },
        status: { enum: ["pass", "warn", "fail", "skip"] },
        message: { type: "string" },
        skill: { type: "string" },
        actual: { type: ["number", "null"] },
        threshold: { type: ["number", "null"] },
        evals: { type: "array", items: { type: "string" } },
        rollback: { type: "boolean" }
      }
    },
    cluster: {
      type: "object",
      required: ["key", "name", "skill", "check_kind", "assertion_type", "cause", "severity", "failures", "evals", "critical", "examples", "suggestion"],
      properties: {
        key: { type: "string" },
        name: { type: "string" },
        skill: { type: "string" },
        check_kind: { type: "string" },
        assertion_type: { type: "string" },
        cause: { type: "string" },
        severity: { enum: ["high", "medium", "low"] },
        failures: { type: "integer" },
        evals: { type: "array", items: { type: "string" } },
        critical: { type: "boolean" },
        examples: { type: "array", items: { type: "string" } },
        suggestion: { type: "string" }
      }
    },
    skill: {
      type: "object",
      required: ["name", "tier", "iteration", "evals", "critical_evals", "verdict", "confidence", "confidence_detail", "pass_rate", "cost_usd", "flags", "configurations", "uplift", "head_vs_base", "eval_changes", "saturation", "gates", "clusters", "eval_results"],
      properties: {
        name: { type: "string" },
        tier: { enum: [1, 2, 3] },
        path: { type: ["string", "null"] },
        iteration: { type: "integer" },
        model: { type: ["string", "null"] },
        evals: { type: "integer" },
        critical_evals: { type: "integer" },
        verdict: { $ref: "#/definitions/verdict" },
        confidence: { $ref: "#/definitions/level" },
        confidence_detail: { $ref: "#/definitions/confidence" },
        pass_rate: { type: "object", additionalProperties: { $ref: "#/definitions/rate" }, description: "Shorthand: configurations.<c>.pass_rate." },
        cost_usd: { type: ["number", "null"], description: "Runs plus judge cost, when known." },
        flags: {
          type: "object",
          properties: { flaky: { type: "array", items: { type: "string" } }, saturated: { type: "boolean" } }
        },
        configurations: {
          type: "object",
          properties: {
            with_skill: { $ref: "#/definitions/configuration" },
            without_skill: { $ref: "#/definitions/configuration" },
            old_skill: { $ref: "#/definitions/configuration" }
          },
          additionalProperties: false
        },
        uplift: { oneOf: [{ type: "null" }, { $ref: "#/definitions/comparison" }], description: "With skill vs without, paired by eval." },
        head_vs_base: { oneOf: [{ type: "null" }, { $ref: "#/definitions/headVsBase" }] },
        eval_changes: {
          type: "object",
          required: ["changed", "added", "removed", "removed_critical", "unpaired", "not_run", "flags"],
          properties: {
            changed: { type: "array", items: { type: "string" } },
            added: { type: "array", items: { type: "string" } },
            removed: { type: "array", items: { type: "string" } },
            removed_critical: { type: "array", items: { type: "string" } },
            unpaired: { type: "array", items: { type: "string" } },
            not_run: { type: "array", items: { type: "string" } },
            flags: { type: "array", items: { type: "string" }, description: "Anti-gaming flags in plain words." }
          }
        },
        saturation: {
          type: "object",
          required: ["saturated", "window", "records", "all_pass", "sources", "message"],
          properties: {
            saturated: { type: "boolean" },
            window: { type: "integer" },
            records: { type: "integer" },
            all_pass: { type: "boolean" },
            sources: { type: "array", items: { type: "string" } },
            message: { type: "string" }
          }
        },
        gates: { type: "array", items: { $ref: "#/definitions/gate" } },
        clusters: { type: "array", items: { $ref: "#/definitions/cluster" } },
        eval_results: {
          type: "array",
          items: {
            type: "object",
            required: ["id", "name", "critical", "definition_hash", "configurations"],
            properties: {
              id: { type: "string" },
              name: { type: "string" },
              critical: { type: "boolean" },
              definition_hash: { type: ["string", "null"] },
              configurations: {
                type: "object",
                additionalProperties: {
                  type: "object",
                  required: ["trials", "graded", "passed", "outcome", "runs"],
                  properties: {
                    trials: { type: "integer" },
                    graded: { type: "integer" },
                    passed: { type: "integer" },
                    outcome: { enum: ["pass", "fail", "inconclusive", "error"] },
                    runs: { type: "array", items: { enum: ["pass", "fail", "error", "inconclusive", "skipped"] } }
                  }
                }
              }
            }
          }
        }
      }
    }
  }
};

// src/log/validate.ts
var compiled = /* @__PURE__ */ new Map();
function compileValidator(which) {
  const ajv = new import_ajv.Ajv({ allErrors: false, allowUnionTypes: true, strict: false });
  return ajv.compile(which === "record" ? results_log_schema_default : summary_schema_default);
}
function get(which) {
  let v = compiled.get(which);
  if (!v) compiled.set(which, v = compileValidator(which));
  return v;
}
var recordValidator = () => get("record");
var summaryValidator = () => get("summary");
function describeSchemaError(errors) {
  const e = errors?.[0];
  if (!e) return "does not match the schema";
  const where = e.instancePath || "(top level)";
  const extra = e.keyword === "enum" ? ` (${e.params.allowedValues?.map((v) => JSON.stringify(v)).join(", ")})` : "";
  return `at ${where}: ${e.message ?? "invalid"}${extra}`;
}

// src/log/index.ts
var LOG_VERSION = 1;
var RUNS_FILE = "runs.jsonl";
var GRADING_FILE = "grading.json";
var SUMMARY_FILE = "summary.json";
var ResultsLogError = class extends Error {
  constructor(file, line, detail) {
    super(`${line === void 0 ? file : `${file}:${line}`}: ${detail}`);
    this.file = file;
    this.line = line;
    this.name = "ResultsLogError";
  }
  file;
  line;
};
function encodeRecord(record) {
  return JSON.stringify({ version: LOG_VERSION, ...record });
}
function decodeRecord(value, file, lineNo) {
  const version = value.version ?? 1;
  if (typeof version === "number" && Number.isInteger(version) && version > LOG_VERSION) {
    throw new ResultsLogError(
      file,
      lineNo,
      `written by a newer skill-evals (results log version ${version}; this one reads up to version ${LOG_VERSION}). Upgrade skill-evals to read it.`
    );
  }
  const validate = recordValidator();
  if (!validate(value)) {
    throw new ResultsLogError(file, lineNo, `not a run record (schemas/results-log.schema.json) ${describeSchemaError(validate.errors)}`);
  }
  if ("version" in value) {
    const { version: _v, ...rest } = value;
    return rest;
  }
  return value;
}
function decodeLog(text, file = RUNS_FILE) {
  const records = [];
  let badLines = 0;
  let start = 0;
  let lineNo = 0;
  while (start < text.length) {
    let end = text.indexOf("\n", start);
    if (end === -1) end = text.length;
    const line = text.slice(start, end).trim();
    start = end + 1;
    lineNo++;
    if (!line) continue;
    let value;
    try {
      value = JSON.parse(line);
    } catch {
      badLines++;
      continue;
    }
    if (!isObject(value)) {
      badLines++;
      continue;
    }
    records.push(decodeRecord(value, file, lineNo));
  }
  return { records, badLines };
}
function latestByRun(records) {
  const map = /* @__PURE__ */ new Map();
  for (const r of records) map.set(r.runId, r);
  return map;
}
async function readOptional(file) {
  try {
    return await fsp.readFile(file, "utf8");
  } catch (err) {
    if (err.code === "ENOENT") return void 0;
    throw err;
  }
}
async function readJsonFile(file) {
  const text = await readOptional(file);
  if (text === void 0) return void 0;
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new ResultsLogError(file, void 0, `not valid JSON (${err.message})`);
  }
}
function openResultsLog(outDir) {
  const file = path.join(outDir, RUNS_FILE);
  return {
    dir: outDir,
    file,
    async readAll() {
      const text = await readOptional(file);
      return text === void 0 ? { records: [], badLines: 0 } : decodeLog(text, file);
    },
    async load() {
      return latestByRun((await this.readAll()).records);
    },
    async readGrade(runId) {
      return readGradeFile(path.join(outDir, ...runId.split("/"), GRADING_FILE));
    },
    async readSummary() {
      return readSummaryFile(path.join(outDir, SUMMARY_FILE));
    }
  };
}
async function readGradeFile(file) {
  return await readJsonObject(file);
}
async function readSummaryFile(file) {
  const v = await readJsonFile(file);
  if (v === void 0) return void 0;
  const validate = summaryValidator();
  if (!validate(v)) throw new ResultsLogError(file, void 0, `not a summary (schemas/summary.schema.json) ${describeSchemaError(validate.errors)}`);
  return v;
}

export {
  listRunFolders,
  readJsonDetailed,
  readJsonObject,
  readRunFiles,
  RUNS_FILE,
  ResultsLogError,
  encodeRecord,
  decodeLog,
  latestByRun,
  openResultsLog,
  readSummaryFile
};
