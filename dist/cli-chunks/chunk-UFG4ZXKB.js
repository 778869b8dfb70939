#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  MAX_YAML_DEPTH,
  isLikelyTypo,
  readCapped,
  readFile,
  registerRepoRoot,
  require_dist,
  typoDistance,
  yamlTooDeep
} from "./chunk-GUAVVKPA.js";
import {
  UnsafePathError
} from "./chunk-DQGGB3WH.js";
import {
  firstInvalidUtf8
} from "./chunk-OMQOPVYZ.js";
import {
  __commonJS,
  __toESM
} from "./chunk-3BIITHQA.js";

// node_modules/ajv/dist/runtime/ucs2length.js
var require_ucs2length = __commonJS({
  "node_modules/ajv/dist/runtime/ucs2length.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    function ucs2length(str) {
      const len = str.length;
      let length = 0;
      let pos = 0;
      let value;
      while (pos < len) {
        length++;
        value = str.charCodeAt(pos++);
        if (value >= 55296 && value <= 56319 && pos < len) {
          value = str.charCodeAt(pos);
          if ((value & 64512) === 56320)
            pos++;
        }
      }
      return length;
    }
    exports.default = ucs2length;
    ucs2length.code = 'require("ajv/dist/runtime/ucs2length").default';
  }
});

// src/discover/config.ts
import { promises as fs } from "node:fs";
import path2 from "node:path";

// src/discover/schema-validators.ts
var config = validate10;
var schema11 = { "$schema": "http://json-schema.org/draft-07/schema#", "$id": "https://github.com/skill-evals/skill-evals/schemas/config.schema.json", "title": "skill-evals configuration (evals/config.yaml)", "description": "Repository settings for skill-evals. Every key is optional; a missing file means all defaults.", "type": "object", "properties": { "skill-roots": { "type": "array", "minItems": 1, "description": "Folders, relative to the repository root, whose subfolders hold skills (each with a SKILL.md). Default: [skills, .claude/skills].", "items": { "type": "string", "minLength": 1, "description": "Relative folder path." } }, "tiers": { "type": "object", "description": "Skill names per tier (SPEC-0017). Tier 1 is the most critical (3-4 evals, gated), Tier 3 the least (2 evals). A skill may appear in one tier only. Unlisted skills use their frontmatter `tier` (or `metadata.tier`), else Tier 3.", "properties": { "1": { "$ref": "#/definitions/skillList", "description": "Tier 1 skills (most critical), e.g. [plan, work, review, audit]." }, "2": { "$ref": "#/definitions/skillList", "description": "Tier 2 skills, e.g. [spec, check, discover, docs]." }, "3": { "$ref": "#/definitions/skillList", "description": "Tier 3 skills (least critical), e.g. [adr, init, prime, list]." } }, "additionalProperties": false }, "thresholds": { "type": "object", "description": "Minimum pass rate (0..1) per tier. Default 0.8 for each tier.", "properties": { "1": { "$ref": "#/definitions/rate", "description": "Tier 1 pass-rate threshold (0..1). Default 0.8." }, "2": { "$ref": "#/definitions/rate", "description": "Tier 2 pass-rate threshold (0..1). Default 0.8." }, "3": { "$ref": "#/definitions/rate", "description": "Tier 3 pass-rate threshold (0..1). Default 0.8." } }, "additionalProperties": false }, "recommended-evals": { "type": "object", "description": "Recommended number of evals per skill, per tier. Fewer than `min` gives a warning. Defaults (SPEC-0017): 1: 3-4, 2: 2-3, 3: 2-2.", "properties": { "1": { "$ref": "#/definitions/range", "description": "Tier 1 range. Default {min: 3, max: 4}." }, "2": { "$ref": "#/definitions/range", "description": "Tier 2 range. Default {min: 2, max: 3}." }, "3": { "$ref": "#/definitions/range", "description": "Tier 3 range. Default {min: 2, max: 2}." } }, "additionalProperties": false }, "models": { "type": "array", "minItems": 1, "description": "Models that run the evals (Anthropic model ids). Default: [claude-sonnet-5-5].", "items": { "type": "string", "minLength": 1, "description": "Anthropic model id." } }, "judge-model": { "type": "string", "minLength": 1, "description": "Model that grades text assertions (LLM judge). Default: claude-haiku-5-5." }, "judges": { "type": "integer", "minimum": 1, "maximum": 15, "description": "Judge votes per text assertion; the majority decides and disagreement is recorded. Default 1." }, "description-overlap": { "type": "number", "exclusiveMinimum": 0, "maximum": 1, "description": "Fleet check: two skills whose descriptions share at least this share of their words (Jaccard similarity of the word sets, stop-words and routing words removed) get a warning each, since the agent may load the wrong one. 1 warns only on identical word sets. Default 0.6." }, "severities": { "type": "object", "description": "Severity of policy findings by rule id (e.g. coverage.no-evals, coverage.few-assertions, fleet.description.when-to-use): error, warning or off. Agent Skills spec rules (skill.name.*, skill.description.*, …) cannot be changed. Default: every rule at its built-in severity (coverage.no-evals is an error, as SPEC-0017 says).", "propertyNames": { "pattern": "^[a-z][a-z0-9-]*(\\.[a-z0-9_-]+)+$" }, "additionalProperties": { "enum": ["error", "warning", "off"] } }, "critical": { "type": "array", "description": "Critical evals, besides those marked `critical: true` in evals.json: a skill name (every eval of that skill) or `<skill>/<eval id>`. A critical eval must pass on the PR (gate `critical-evals`), and a significant regression on critical evals means `rollback`. Default: [].", "items": { "type": "string", "minLength": 1, "description": "`<skill>` or `<skill>/<eval id>`." } }, "min-drop": { "type": "number", "minimum": 0, "maximum": 1, "description": "Smallest drop of the pass rate against the base branch (0..1) that can be called a regression; smaller significant drops are reported as inconclusive. Default 0.05 (5 points)." }, "gates": { "type": "object", "description": "Switch each gate to fail (verdict no_go), warn (conditional_go) or off, and override the release thresholds of the risk level.", "properties": { "tier-threshold": { "description": "Pass rate below the tier's threshold. A mode for every tier, or one per tier. Default {1: fail, 2: warn, 3: warn}.", "oneOf": [{ "$ref": "#/definitions/gateMode" }, { "type": "object", "properties": { "1": { "$ref": "#/definitions/gateMode", "description": "Tier 1 (default fail)." }, "2": { "$ref": "#/definitions/gateMode", "description": "Tier 2 (default warn)." }, "3": { "$ref": "#/definitions/gateMode", "description": "Tier 3 (default warn)." } }, "additionalProperties": false }] }, "release": { "$ref": "#/definitions/gateMode", "description": "Release gates of `risk-level` (overall pass rate, critical pass rate, tool reliability). Default fail." }, "release-thresholds": { "type": "object", "description": "Override the risk-level table (rates 0..1). Defaults: low 0.90/0.95/none, medium 0.95/1.00/0.95, high 0.98/1.00/0.98, critical 0.99/1.00/0.99.", "properties": { "overall": { "$ref": "#/definitions/rate", "description": "Minimum overall pass rate (with the skill)." }, "critical": { "$ref": "#/definitions/rate", "description": "Minimum pass rate of critical evals." }, "tool-reliability": { "$ref": "#/definitions/rate", "description": "Minimum share of runs without tool or API errors." } }, "additionalProperties": false }, "critical-evals": { "$ref": "#/definitions/gateMode", "description": "Every critical eval must pass (majority of trials) with the skill. Default fail." }, "coverage": { "$ref": "#/definitions/gateMode", "description": "Errors of validate's coverage rules (no evals, too few assertions, unknown skill). Warnings always warn. Default fail." }, "regression": { "$ref": "#/definitions/gateMode", "description": "A significant drop against the base branch of at least `min-drop`. Default fail." }, "anti-gaming": { "$ref": "#/definitions/gateMode", "description": "Evals changed or removed against the base, or eval sets that do not match. Default warn." }, "alpha": { "type": "number", "exclusiveMinimum": 0, "maximum": 0.5, "description": "Significance level of the regression test. Default 0.05." } }, "additionalProperties": false }, "regression": { "type": "object", "description": "The regression gate on skill version bumps (`skill-evals regression`, see docs/regression.md).", "properties": { "tolerance": { "type": "number", "minimum": 0, "maximum": 100, "description": "Largest tolerated drop of the suite score, in points (0..100). A bigger drop blocks the bump when the paired test confirms it. Default 5." }, "override-label": { "type": "string", "minLength": 1, "description": "Pull-request label that overrides a blocked version bump. Default: regression-override." }, "baseline-dir": { "type": "string", "minLength": 1, "description": "Baseline score store (one <skill>.json per skill), relative to the repository root. Default: evals/baselines." }, "required-top": { "type": "integer", "minimum": 0, "description": "The top N skills by usage must have a suite: their version bump is blocked without one. Default 10." }, "warn-top": { "type": "integer", "minimum": 0, "description": "The top M skills by usage warn on a version bump without a suite; the rest are advisory. Default 30." }, "usage-file": { "type": "string", "minLength": 1, "description": "JSON file mapping skill name to usage count, relative to the repository root. Default: evals/skill-usage.json." } }, "additionalProperties": false }, "trials": { "if": { "type": "string" }, "then": { "enum": ["adaptive"], "description": "a whole number from 1 to 100, or 'adaptive'" }, "else": { "type": "integer", "minimum": 1, "maximum": 100 }, "description": "Runs per eval and configuration; results are combined by majority vote. Default 3. 'adaptive': 1 trial per configuration, and up to max-trials only for evals whose first runs disagree (docs/verdict.md, Adaptive trials)." }, "max-trials": { "type": "integer", "minimum": 1, "maximum": 100, "description": "With trials: adaptive, the most trials an eval gets per configuration. Default 5." }, "full-eval-label": { "type": "string", "minLength": 1, "description": "Pull-request label that forces a full evaluation of every skill. Default: full-eval." }, "release-branches": { "type": "array", "description": "Base branches (glob patterns) whose pull requests get a full evaluation. Default: [release, release/**].", "items": { "type": "string", "minLength": 1, "description": "Branch name or glob." } }, "risk-level": { "type": "string", "enum": ["low", "medium", "high", "critical"], "description": "How strict the gate is: low, medium, high or critical. Default: medium." }, "global-paths": { "type": "array", "description": 'Globs of repository paths whose change means "evaluate every skill". Default: [references/**, evals/config.yaml, evals/evals.json, schemas/**].', "items": { "type": "string", "minLength": 1, "description": "Path glob, relative to the repository root." } }, "concurrency": { "type": "integer", "minimum": 1, "maximum": 64, "description": "Runs executed in parallel. Default 4." }, "max-turns": { "type": "integer", "minimum": 1, "description": "Maximum agent turns (model calls) per run. Default 20." }, "max-tokens": { "type": "integer", "minimum": 1, "description": "`max_tokens` per model call. Default 8192." }, "run-timeout-seconds": { "type": "number", "exclusiveMinimum": 0, "description": "Wall-clock limit for one run, in seconds. Default 600." }, "request-idle-timeout-seconds": { "type": "number", "exclusiveMinimum": 0, "description": "An API request that receives no bytes (no response headers, or no further body bytes) for this long is aborted and retried with backoff like a 5xx; when the retries run out the run is recorded as `timeout` with the request id. Runs use at most a third of run-timeout-seconds, whatever is set here (a warning when it is more). Default 90." }, "executor": { "type": "string", "enum": ["api", "claude-code"], "description": "Who runs each eval: api (skill-evals' own agent loop on the Messages API) or claude-code (the real `claude` CLI in print mode, one isolated process per run; see docs/claude-code.md). Default: api." }, "skill-executors": { "type": "object", "description": "Per-skill executor: a map of skill name to api or claude-code, overriding `executor` for that skill's runs (e.g. {deploy-helper: claude-code}). The Claude Code CLI is found and checked before any run starts when a selected skill uses claude-code. An unknown skill name is a warning. Not supported with runner batch. Default: {} (every skill uses `executor`).", "additionalProperties": { "type": "string", "enum": ["api", "claude-code"] } }, "claude-code-path": { "type": "string", "minLength": 1, "description": "Ignored (a warning, config.claude-code-path.untrusted): the repository under test cannot choose the executable the harness starts. Set the claude-code-path input of the action or workflow, or --claude-code-path on the command line." }, "claude-code-version": { "type": "string", "pattern": "^\\d+\\.\\d+\\.\\d+(-[0-9A-Za-z.-]+)?$", "description": "Exact Claude Code version the claude-code executor requires (e.g. 2.1.332); a different installed version is an error. Default: any version from 2.1.197." }, "runner": { "type": "string", "enum": ["api", "batch"], "description": "How the evals' API calls are sent: api (one Messages API call per turn) or batch (rounds of Message Batches, 50% off, for scheduled/full runs that can wait; resumable; see docs/cross-model.md). Default: api." }, "tracking-issue": { "type": "object", "description": "The weekly cross-model run opens or updates one tracking issue when a skill regresses on a model or a configured model is deprecated or near its end of life. Off by default.", "properties": { "enabled": { "type": "boolean", "description": "Default false." }, "eol-warning-days": { "type": "integer", "minimum": 0, "description": "Report a model this many days before its end of life. Default 60." }, "label": { "type": "string", "minLength": 1, "description": "Label that marks and finds the issue. Default: skill-evals-weekly." } }, "additionalProperties": false }, "skill-loading": { "type": "string", "enum": ["preload", "discover"], "description": "Default for how the skill reaches the agent: preload (SKILL.md in context) or discover (listed by name/description, the agent decides to load it). Default: preload." }, "bash": { "type": "boolean", "description": "Give the agent a bash tool by default. Default false." }, "secrets": { "type": "array", "items": { "type": "string", "pattern": "^[A-Za-z_][A-Za-z0-9_-]*$" }, "description": "Names of environment variables whose values are secrets: redacted (with their base64, URL and JSON-escaped forms) from every file, comment, summary and log, and never passed to checks, Bash or Claude Code. ANTHROPIC_API_KEY, GITHUB_TOKEN and ACTIONS_RUNTIME_TOKEN are always included." }, "outputs-max-mb": { "type": "number", "exclusiveMinimum": 0, "description": "Largest total size, in MB, copied into a run's outputs/ folder; files past it are listed in outputs-skipped.json and not copied. Default 20." }, "cache": { "type": "string", "enum": ["read-write", "read-only", "off"], "description": "Response cache mode: read-write, read-only or off. Default: read-write." }, "cache-dir": { "type": "string", "minLength": 1, "description": "Folder of the response cache, relative to the repository root. Default: .skill-evals/cache." }, "max-cost-usd": { "type": ["number", "null"], "minimum": 0, "description": "Stop starting new runs once the estimated spend reaches this many US dollars. null (default) = no limit." }, "max-runs": { "type": ["integer", "null"], "minimum": 1, "description": "Refuse to plan more than this many runs. null (default) = no limit." } }, "additionalProperties": false, "definitions": { "gateMode": { "type": "string", "enum": ["fail", "warn", "off"] }, "skillList": { "type": "array", "items": { "type": "string", "minLength": 1, "description": "Skill name." } }, "rate": { "type": "number", "minimum": 0, "maximum": 1 }, "range": { "type": "object", "properties": { "min": { "type": "integer", "minimum": 0, "description": "Fewer evals than this gives a warning." }, "max": { "type": "integer", "minimum": 0, "description": "Recommended maximum number of evals." } }, "additionalProperties": false } } };
var schema12 = { "type": "array", "items": { "type": "string", "minLength": 1, "description": "Skill name." } };
var schema15 = { "type": "number", "minimum": 0, "maximum": 1 };
var schema18 = { "type": "object", "properties": { "min": { "type": "integer", "minimum": 0, "description": "Fewer evals than this gives a warning." }, "max": { "type": "integer", "minimum": 0, "description": "Recommended maximum number of evals." } }, "additionalProperties": false };
var schema21 = { "type": "string", "enum": ["fail", "warn", "off"] };
var func2 = Object.prototype.hasOwnProperty;
var func3 = require_ucs2length().default;
var pattern0 = new RegExp("^[a-z][a-z0-9-]*(\\.[a-z0-9_-]+)+$", "u");
var pattern1 = new RegExp("^\\d+\\.\\d+\\.\\d+(-[0-9A-Za-z.-]+)?$", "u");
var pattern2 = new RegExp("^[A-Za-z_][A-Za-z0-9_-]*$", "u");
function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!func2.call(schema11.properties, key0)) {
        const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11, data };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data["skill-roots"] !== void 0) {
      let data0 = data["skill-roots"];
      if (Array.isArray(data0)) {
        if (data0.length < 1) {
          const err1 = { instancePath: instancePath + "/skill-roots", schemaPath: "#/properties/skill-roots/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema11.properties["skill-roots"], data: data0 };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
        const len0 = data0.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data1 = data0[i0];
          if (typeof data1 === "string") {
            if (func3(data1) < 1) {
              const err2 = { instancePath: instancePath + "/skill-roots/" + i0, schemaPath: "#/properties/skill-roots/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties["skill-roots"].items, data: data1 };
              if (vErrors === null) {
                vErrors = [err2];
              } else {
                vErrors.push(err2);
              }
              errors++;
            }
          } else {
            const err3 = { instancePath: instancePath + "/skill-roots/" + i0, schemaPath: "#/properties/skill-roots/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties["skill-roots"].items.type, parentSchema: schema11.properties["skill-roots"].items, data: data1 };
            if (vErrors === null) {
              vErrors = [err3];
            } else {
              vErrors.push(err3);
            }
            errors++;
          }
        }
      } else {
        const err4 = { instancePath: instancePath + "/skill-roots", schemaPath: "#/properties/skill-roots/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema11.properties["skill-roots"].type, parentSchema: schema11.properties["skill-roots"], data: data0 };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.tiers !== void 0) {
      let data2 = data.tiers;
      if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
        for (const key1 in data2) {
          if (!(key1 === "1" || key1 === "2" || key1 === "3")) {
            const err5 = { instancePath: instancePath + "/tiers", schemaPath: "#/properties/tiers/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11.properties.tiers, data: data2 };
            if (vErrors === null) {
              vErrors = [err5];
            } else {
              vErrors.push(err5);
            }
            errors++;
          }
        }
        if (data2["1"] !== void 0) {
          let data3 = data2["1"];
          if (Array.isArray(data3)) {
            const len1 = data3.length;
            for (let i1 = 0; i1 < len1; i1++) {
              let data4 = data3[i1];
              if (typeof data4 === "string") {
                if (func3(data4) < 1) {
                  const err6 = { instancePath: instancePath + "/tiers/1/" + i1, schemaPath: "#/definitions/skillList/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema12.items, data: data4 };
                  if (vErrors === null) {
                    vErrors = [err6];
                  } else {
                    vErrors.push(err6);
                  }
                  errors++;
                }
              } else {
                const err7 = { instancePath: instancePath + "/tiers/1/" + i1, schemaPath: "#/definitions/skillList/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema12.items.type, parentSchema: schema12.items, data: data4 };
                if (vErrors === null) {
                  vErrors = [err7];
                } else {
                  vErrors.push(err7);
                }
                errors++;
              }
            }
          } else {
            const err8 = { instancePath: instancePath + "/tiers/1", schemaPath: "#/definitions/skillList/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema12.type, parentSchema: schema12, data: data3 };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
        if (data2["2"] !== void 0) {
          let data5 = data2["2"];
          if (Array.isArray(data5)) {
            const len2 = data5.length;
            for (let i2 = 0; i2 < len2; i2++) {
              let data6 = data5[i2];
              if (typeof data6 === "string") {
                if (func3(data6) < 1) {
                  const err9 = { instancePath: instancePath + "/tiers/2/" + i2, schemaPath: "#/definitions/skillList/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema12.items, data: data6 };
                  if (vErrors === null) {
                    vErrors = [err9];
                  } else {
                    vErrors.push(err9);
                  }
                  errors++;
                }
              } else {
                const err10 = { instancePath: instancePath + "/tiers/2/" + i2, schemaPath: "#/definitions/skillList/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema12.items.type, parentSchema: schema12.items, data: data6 };
                if (vErrors === null) {
                  vErrors = [err10];
                } else {
                  vErrors.push(err10);
                }
                errors++;
              }
            }
          } else {
            const err11 = { instancePath: instancePath + "/tiers/2", schemaPath: "#/definitions/skillList/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema12.type, parentSchema: schema12, data: data5 };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
        }
        if (data2["3"] !== void 0) {
          let data7 = data2["3"];
          if (Array.isArray(data7)) {
            const len3 = data7.length;
            for (let i3 = 0; i3 < len3; i3++) {
              let data8 = data7[i3];
              if (typeof data8 === "string") {
                if (func3(data8) < 1) {
                  const err12 = { instancePath: instancePath + "/tiers/3/" + i3, schemaPath: "#/definitions/skillList/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema12.items, data: data8 };
                  if (vErrors === null) {
                    vErrors = [err12];
                  } else {
                    vErrors.push(err12);
                  }
                  errors++;
                }
              } else {
                const err13 = { instancePath: instancePath + "/tiers/3/" + i3, schemaPath: "#/definitions/skillList/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema12.items.type, parentSchema: schema12.items, data: data8 };
                if (vErrors === null) {
                  vErrors = [err13];
                } else {
                  vErrors.push(err13);
                }
                errors++;
              }
            }
          } else {
            const err14 = { instancePath: instancePath + "/tiers/3", schemaPath: "#/definitions/skillList/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema12.type, parentSchema: schema12, data: data7 };
            if (vErrors === null) {
              vErrors = [err14];
            } else {
              vErrors.push(err14);
            }
            errors++;
          }
        }
      } else {
        const err15 = { instancePath: instancePath + "/tiers", schemaPath: "#/properties/tiers/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.tiers.type, parentSchema: schema11.properties.tiers, data: data2 };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.thresholds !== void 0) {
      let data9 = data.thresholds;
      if (data9 && typeof data9 == "object" && !Array.isArray(data9)) {
        for (const key2 in data9) {
          if (!(key2 === "1" || key2 === "2" || key2 === "3")) {
            const err16 = { instancePath: instancePath + "/thresholds", schemaPath: "#/properties/thresholds/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11.properties.thresholds, data: data9 };
            if (vErrors === null) {
              vErrors = [err16];
            } else {
              vErrors.push(err16);
            }
            errors++;
          }
        }
        if (data9["1"] !== void 0) {
          let data10 = data9["1"];
          if (typeof data10 == "number" && isFinite(data10)) {
            if (data10 > 1 || isNaN(data10)) {
              const err17 = { instancePath: instancePath + "/thresholds/1", schemaPath: "#/definitions/rate/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, message: "must be <= 1", schema: 1, parentSchema: schema15, data: data10 };
              if (vErrors === null) {
                vErrors = [err17];
              } else {
                vErrors.push(err17);
              }
              errors++;
            }
            if (data10 < 0 || isNaN(data10)) {
              const err18 = { instancePath: instancePath + "/thresholds/1", schemaPath: "#/definitions/rate/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema15, data: data10 };
              if (vErrors === null) {
                vErrors = [err18];
              } else {
                vErrors.push(err18);
              }
              errors++;
            }
          } else {
            const err19 = { instancePath: instancePath + "/thresholds/1", schemaPath: "#/definitions/rate/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema15.type, parentSchema: schema15, data: data10 };
            if (vErrors === null) {
              vErrors = [err19];
            } else {
              vErrors.push(err19);
            }
            errors++;
          }
        }
        if (data9["2"] !== void 0) {
          let data11 = data9["2"];
          if (typeof data11 == "number" && isFinite(data11)) {
            if (data11 > 1 || isNaN(data11)) {
              const err20 = { instancePath: instancePath + "/thresholds/2", schemaPath: "#/definitions/rate/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, message: "must be <= 1", schema: 1, parentSchema: schema15, data: data11 };
              if (vErrors === null) {
                vErrors = [err20];
              } else {
                vErrors.push(err20);
              }
              errors++;
            }
            if (data11 < 0 || isNaN(data11)) {
              const err21 = { instancePath: instancePath + "/thresholds/2", schemaPath: "#/definitions/rate/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema15, data: data11 };
              if (vErrors === null) {
                vErrors = [err21];
              } else {
                vErrors.push(err21);
              }
              errors++;
            }
          } else {
            const err22 = { instancePath: instancePath + "/thresholds/2", schemaPath: "#/definitions/rate/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema15.type, parentSchema: schema15, data: data11 };
            if (vErrors === null) {
              vErrors = [err22];
            } else {
              vErrors.push(err22);
            }
            errors++;
          }
        }
        if (data9["3"] !== void 0) {
          let data12 = data9["3"];
          if (typeof data12 == "number" && isFinite(data12)) {
            if (data12 > 1 || isNaN(data12)) {
              const err23 = { instancePath: instancePath + "/thresholds/3", schemaPath: "#/definitions/rate/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, message: "must be <= 1", schema: 1, parentSchema: schema15, data: data12 };
              if (vErrors === null) {
                vErrors = [err23];
              } else {
                vErrors.push(err23);
              }
              errors++;
            }
            if (data12 < 0 || isNaN(data12)) {
              const err24 = { instancePath: instancePath + "/thresholds/3", schemaPath: "#/definitions/rate/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema15, data: data12 };
              if (vErrors === null) {
                vErrors = [err24];
              } else {
                vErrors.push(err24);
              }
              errors++;
            }
          } else {
            const err25 = { instancePath: instancePath + "/thresholds/3", schemaPath: "#/definitions/rate/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema15.type, parentSchema: schema15, data: data12 };
            if (vErrors === null) {
              vErrors = [err25];
            } else {
              vErrors.push(err25);
            }
            errors++;
          }
        }
      } else {
        const err26 = { instancePath: instancePath + "/thresholds", schemaPath: "#/properties/thresholds/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.thresholds.type, parentSchema: schema11.properties.thresholds, data: data9 };
        if (vErrors === null) {
          vErrors = [err26];
        } else {
          vErrors.push(err26);
        }
        errors++;
      }
    }
    if (data["recommended-evals"] !== void 0) {
      let data13 = data["recommended-evals"];
      if (data13 && typeof data13 == "object" && !Array.isArray(data13)) {
        for (const key3 in data13) {
          if (!(key3 === "1" || key3 === "2" || key3 === "3")) {
            const err27 = { instancePath: instancePath + "/recommended-evals", schemaPath: "#/properties/recommended-evals/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11.properties["recommended-evals"], data: data13 };
            if (vErrors === null) {
              vErrors = [err27];
            } else {
              vErrors.push(err27);
            }
            errors++;
          }
        }
        if (data13["1"] !== void 0) {
          let data14 = data13["1"];
          if (data14 && typeof data14 == "object" && !Array.isArray(data14)) {
            for (const key4 in data14) {
              if (!(key4 === "min" || key4 === "max")) {
                const err28 = { instancePath: instancePath + "/recommended-evals/1", schemaPath: "#/definitions/range/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties", schema: false, parentSchema: schema18, data: data14 };
                if (vErrors === null) {
                  vErrors = [err28];
                } else {
                  vErrors.push(err28);
                }
                errors++;
              }
            }
            if (data14.min !== void 0) {
              let data15 = data14.min;
              if (!(typeof data15 == "number" && (!(data15 % 1) && !isNaN(data15)) && isFinite(data15))) {
                const err29 = { instancePath: instancePath + "/recommended-evals/1/min", schemaPath: "#/definitions/range/properties/min/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema18.properties.min.type, parentSchema: schema18.properties.min, data: data15 };
                if (vErrors === null) {
                  vErrors = [err29];
                } else {
                  vErrors.push(err29);
                }
                errors++;
              }
              if (typeof data15 == "number" && isFinite(data15)) {
                if (data15 < 0 || isNaN(data15)) {
                  const err30 = { instancePath: instancePath + "/recommended-evals/1/min", schemaPath: "#/definitions/range/properties/min/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema18.properties.min, data: data15 };
                  if (vErrors === null) {
                    vErrors = [err30];
                  } else {
                    vErrors.push(err30);
                  }
                  errors++;
                }
              }
            }
            if (data14.max !== void 0) {
              let data16 = data14.max;
              if (!(typeof data16 == "number" && (!(data16 % 1) && !isNaN(data16)) && isFinite(data16))) {
                const err31 = { instancePath: instancePath + "/recommended-evals/1/max", schemaPath: "#/definitions/range/properties/max/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema18.properties.max.type, parentSchema: schema18.properties.max, data: data16 };
                if (vErrors === null) {
                  vErrors = [err31];
                } else {
                  vErrors.push(err31);
                }
                errors++;
              }
              if (typeof data16 == "number" && isFinite(data16)) {
                if (data16 < 0 || isNaN(data16)) {
                  const err32 = { instancePath: instancePath + "/recommended-evals/1/max", schemaPath: "#/definitions/range/properties/max/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema18.properties.max, data: data16 };
                  if (vErrors === null) {
                    vErrors = [err32];
                  } else {
                    vErrors.push(err32);
                  }
                  errors++;
                }
              }
            }
          } else {
            const err33 = { instancePath: instancePath + "/recommended-evals/1", schemaPath: "#/definitions/range/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema18.type, parentSchema: schema18, data: data14 };
            if (vErrors === null) {
              vErrors = [err33];
            } else {
              vErrors.push(err33);
            }
            errors++;
          }
        }
        if (data13["2"] !== void 0) {
          let data17 = data13["2"];
          if (data17 && typeof data17 == "object" && !Array.isArray(data17)) {
            for (const key5 in data17) {
              if (!(key5 === "min" || key5 === "max")) {
                const err34 = { instancePath: instancePath + "/recommended-evals/2", schemaPath: "#/definitions/range/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties", schema: false, parentSchema: schema18, data: data17 };
                if (vErrors === null) {
                  vErrors = [err34];
                } else {
                  vErrors.push(err34);
                }
                errors++;
              }
            }
            if (data17.min !== void 0) {
              let data18 = data17.min;
              if (!(typeof data18 == "number" && (!(data18 % 1) && !isNaN(data18)) && isFinite(data18))) {
                const err35 = { instancePath: instancePath + "/recommended-evals/2/min", schemaPath: "#/definitions/range/properties/min/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema18.properties.min.type, parentSchema: schema18.properties.min, data: data18 };
                if (vErrors === null) {
                  vErrors = [err35];
                } else {
                  vErrors.push(err35);
                }
                errors++;
              }
              if (typeof data18 == "number" && isFinite(data18)) {
                if (data18 < 0 || isNaN(data18)) {
                  const err36 = { instancePath: instancePath + "/recommended-evals/2/min", schemaPath: "#/definitions/range/properties/min/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema18.properties.min, data: data18 };
                  if (vErrors === null) {
                    vErrors = [err36];
                  } else {
                    vErrors.push(err36);
                  }
                  errors++;
                }
              }
            }
            if (data17.max !== void 0) {
              let data19 = data17.max;
              if (!(typeof data19 == "number" && (!(data19 % 1) && !isNaN(data19)) && isFinite(data19))) {
                const err37 = { instancePath: instancePath + "/recommended-evals/2/max", schemaPath: "#/definitions/range/properties/max/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema18.properties.max.type, parentSchema: schema18.properties.max, data: data19 };
                if (vErrors === null) {
                  vErrors = [err37];
                } else {
                  vErrors.push(err37);
                }
                errors++;
              }
              if (typeof data19 == "number" && isFinite(data19)) {
                if (data19 < 0 || isNaN(data19)) {
                  const err38 = { instancePath: instancePath + "/recommended-evals/2/max", schemaPath: "#/definitions/range/properties/max/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema18.properties.max, data: data19 };
                  if (vErrors === null) {
                    vErrors = [err38];
                  } else {
                    vErrors.push(err38);
                  }
                  errors++;
                }
              }
            }
          } else {
            const err39 = { instancePath: instancePath + "/recommended-evals/2", schemaPath: "#/definitions/range/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema18.type, parentSchema: schema18, data: data17 };
            if (vErrors === null) {
              vErrors = [err39];
            } else {
              vErrors.push(err39);
            }
            errors++;
          }
        }
        if (data13["3"] !== void 0) {
          let data20 = data13["3"];
          if (data20 && typeof data20 == "object" && !Array.isArray(data20)) {
            for (const key6 in data20) {
              if (!(key6 === "min" || key6 === "max")) {
                const err40 = { instancePath: instancePath + "/recommended-evals/3", schemaPath: "#/definitions/range/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key6 }, message: "must NOT have additional properties", schema: false, parentSchema: schema18, data: data20 };
                if (vErrors === null) {
                  vErrors = [err40];
                } else {
                  vErrors.push(err40);
                }
                errors++;
              }
            }
            if (data20.min !== void 0) {
              let data21 = data20.min;
              if (!(typeof data21 == "number" && (!(data21 % 1) && !isNaN(data21)) && isFinite(data21))) {
                const err41 = { instancePath: instancePath + "/recommended-evals/3/min", schemaPath: "#/definitions/range/properties/min/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema18.properties.min.type, parentSchema: schema18.properties.min, data: data21 };
                if (vErrors === null) {
                  vErrors = [err41];
                } else {
                  vErrors.push(err41);
                }
                errors++;
              }
              if (typeof data21 == "number" && isFinite(data21)) {
                if (data21 < 0 || isNaN(data21)) {
                  const err42 = { instancePath: instancePath + "/recommended-evals/3/min", schemaPath: "#/definitions/range/properties/min/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema18.properties.min, data: data21 };
                  if (vErrors === null) {
                    vErrors = [err42];
                  } else {
                    vErrors.push(err42);
                  }
                  errors++;
                }
              }
            }
            if (data20.max !== void 0) {
              let data22 = data20.max;
              if (!(typeof data22 == "number" && (!(data22 % 1) && !isNaN(data22)) && isFinite(data22))) {
                const err43 = { instancePath: instancePath + "/recommended-evals/3/max", schemaPath: "#/definitions/range/properties/max/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema18.properties.max.type, parentSchema: schema18.properties.max, data: data22 };
                if (vErrors === null) {
                  vErrors = [err43];
                } else {
                  vErrors.push(err43);
                }
                errors++;
              }
              if (typeof data22 == "number" && isFinite(data22)) {
                if (data22 < 0 || isNaN(data22)) {
                  const err44 = { instancePath: instancePath + "/recommended-evals/3/max", schemaPath: "#/definitions/range/properties/max/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema18.properties.max, data: data22 };
                  if (vErrors === null) {
                    vErrors = [err44];
                  } else {
                    vErrors.push(err44);
                  }
                  errors++;
                }
              }
            }
          } else {
            const err45 = { instancePath: instancePath + "/recommended-evals/3", schemaPath: "#/definitions/range/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema18.type, parentSchema: schema18, data: data20 };
            if (vErrors === null) {
              vErrors = [err45];
            } else {
              vErrors.push(err45);
            }
            errors++;
          }
        }
      } else {
        const err46 = { instancePath: instancePath + "/recommended-evals", schemaPath: "#/properties/recommended-evals/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties["recommended-evals"].type, parentSchema: schema11.properties["recommended-evals"], data: data13 };
        if (vErrors === null) {
          vErrors = [err46];
        } else {
          vErrors.push(err46);
        }
        errors++;
      }
    }
    if (data.models !== void 0) {
      let data23 = data.models;
      if (Array.isArray(data23)) {
        if (data23.length < 1) {
          const err47 = { instancePath: instancePath + "/models", schemaPath: "#/properties/models/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema11.properties.models, data: data23 };
          if (vErrors === null) {
            vErrors = [err47];
          } else {
            vErrors.push(err47);
          }
          errors++;
        }
        const len4 = data23.length;
        for (let i4 = 0; i4 < len4; i4++) {
          let data24 = data23[i4];
          if (typeof data24 === "string") {
            if (func3(data24) < 1) {
              const err48 = { instancePath: instancePath + "/models/" + i4, schemaPath: "#/properties/models/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.models.items, data: data24 };
              if (vErrors === null) {
                vErrors = [err48];
              } else {
                vErrors.push(err48);
              }
              errors++;
            }
          } else {
            const err49 = { instancePath: instancePath + "/models/" + i4, schemaPath: "#/properties/models/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.models.items.type, parentSchema: schema11.properties.models.items, data: data24 };
            if (vErrors === null) {
              vErrors = [err49];
            } else {
              vErrors.push(err49);
            }
            errors++;
          }
        }
      } else {
        const err50 = { instancePath: instancePath + "/models", schemaPath: "#/properties/models/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema11.properties.models.type, parentSchema: schema11.properties.models, data: data23 };
        if (vErrors === null) {
          vErrors = [err50];
        } else {
          vErrors.push(err50);
        }
        errors++;
      }
    }
    if (data["judge-model"] !== void 0) {
      let data25 = data["judge-model"];
      if (typeof data25 === "string") {
        if (func3(data25) < 1) {
          const err51 = { instancePath: instancePath + "/judge-model", schemaPath: "#/properties/judge-model/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties["judge-model"], data: data25 };
          if (vErrors === null) {
            vErrors = [err51];
          } else {
            vErrors.push(err51);
          }
          errors++;
        }
      } else {
        const err52 = { instancePath: instancePath + "/judge-model", schemaPath: "#/properties/judge-model/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties["judge-model"].type, parentSchema: schema11.properties["judge-model"], data: data25 };
        if (vErrors === null) {
          vErrors = [err52];
        } else {
          vErrors.push(err52);
        }
        errors++;
      }
    }
    if (data.judges !== void 0) {
      let data26 = data.judges;
      if (!(typeof data26 == "number" && (!(data26 % 1) && !isNaN(data26)) && isFinite(data26))) {
        const err53 = { instancePath: instancePath + "/judges", schemaPath: "#/properties/judges/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema11.properties.judges.type, parentSchema: schema11.properties.judges, data: data26 };
        if (vErrors === null) {
          vErrors = [err53];
        } else {
          vErrors.push(err53);
        }
        errors++;
      }
      if (typeof data26 == "number" && isFinite(data26)) {
        if (data26 > 15 || isNaN(data26)) {
          const err54 = { instancePath: instancePath + "/judges", schemaPath: "#/properties/judges/maximum", keyword: "maximum", params: { comparison: "<=", limit: 15 }, message: "must be <= 15", schema: 15, parentSchema: schema11.properties.judges, data: data26 };
          if (vErrors === null) {
            vErrors = [err54];
          } else {
            vErrors.push(err54);
          }
          errors++;
        }
        if (data26 < 1 || isNaN(data26)) {
          const err55 = { instancePath: instancePath + "/judges", schemaPath: "#/properties/judges/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema11.properties.judges, data: data26 };
          if (vErrors === null) {
            vErrors = [err55];
          } else {
            vErrors.push(err55);
          }
          errors++;
        }
      }
    }
    if (data["description-overlap"] !== void 0) {
      let data27 = data["description-overlap"];
      if (typeof data27 == "number" && isFinite(data27)) {
        if (data27 > 1 || isNaN(data27)) {
          const err56 = { instancePath: instancePath + "/description-overlap", schemaPath: "#/properties/description-overlap/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, message: "must be <= 1", schema: 1, parentSchema: schema11.properties["description-overlap"], data: data27 };
          if (vErrors === null) {
            vErrors = [err56];
          } else {
            vErrors.push(err56);
          }
          errors++;
        }
        if (data27 <= 0 || isNaN(data27)) {
          const err57 = { instancePath: instancePath + "/description-overlap", schemaPath: "#/properties/description-overlap/exclusiveMinimum", keyword: "exclusiveMinimum", params: { comparison: ">", limit: 0 }, message: "must be > 0", schema: 0, parentSchema: schema11.properties["description-overlap"], data: data27 };
          if (vErrors === null) {
            vErrors = [err57];
          } else {
            vErrors.push(err57);
          }
          errors++;
        }
      } else {
        const err58 = { instancePath: instancePath + "/description-overlap", schemaPath: "#/properties/description-overlap/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema11.properties["description-overlap"].type, parentSchema: schema11.properties["description-overlap"], data: data27 };
        if (vErrors === null) {
          vErrors = [err58];
        } else {
          vErrors.push(err58);
        }
        errors++;
      }
    }
    if (data.severities !== void 0) {
      let data28 = data.severities;
      if (data28 && typeof data28 == "object" && !Array.isArray(data28)) {
        for (const key7 in data28) {
          const _errs75 = errors;
          if (typeof key7 === "string") {
            if (!pattern0.test(key7)) {
              const err59 = { instancePath: instancePath + "/severities", schemaPath: "#/properties/severities/propertyNames/pattern", keyword: "pattern", params: { pattern: "^[a-z][a-z0-9-]*(\\.[a-z0-9_-]+)+$" }, message: 'must match pattern "^[a-z][a-z0-9-]*(\\.[a-z0-9_-]+)+$"', schema: "^[a-z][a-z0-9-]*(\\.[a-z0-9_-]+)+$", parentSchema: schema11.properties.severities.propertyNames, data: key7, propertyName: key7 };
              if (vErrors === null) {
                vErrors = [err59];
              } else {
                vErrors.push(err59);
              }
              errors++;
            }
          }
          var valid26 = _errs75 === errors;
          if (!valid26) {
            const err60 = { instancePath: instancePath + "/severities", schemaPath: "#/properties/severities/propertyNames", keyword: "propertyNames", params: { propertyName: key7 }, message: "property name must be valid", schema: schema11.properties.severities.propertyNames, parentSchema: schema11.properties.severities, data: data28 };
            if (vErrors === null) {
              vErrors = [err60];
            } else {
              vErrors.push(err60);
            }
            errors++;
          }
        }
        for (const key8 in data28) {
          let data29 = data28[key8];
          if (!(data29 === "error" || data29 === "warning" || data29 === "off")) {
            const err61 = { instancePath: instancePath + "/severities/" + key8.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/severities/additionalProperties/enum", keyword: "enum", params: { allowedValues: schema11.properties.severities.additionalProperties.enum }, message: "must be equal to one of the allowed values", schema: schema11.properties.severities.additionalProperties.enum, parentSchema: schema11.properties.severities.additionalProperties, data: data29 };
            if (vErrors === null) {
              vErrors = [err61];
            } else {
              vErrors.push(err61);
            }
            errors++;
          }
        }
      } else {
        const err62 = { instancePath: instancePath + "/severities", schemaPath: "#/properties/severities/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.severities.type, parentSchema: schema11.properties.severities, data: data28 };
        if (vErrors === null) {
          vErrors = [err62];
        } else {
          vErrors.push(err62);
        }
        errors++;
      }
    }
    if (data.critical !== void 0) {
      let data30 = data.critical;
      if (Array.isArray(data30)) {
        const len5 = data30.length;
        for (let i5 = 0; i5 < len5; i5++) {
          let data31 = data30[i5];
          if (typeof data31 === "string") {
            if (func3(data31) < 1) {
              const err63 = { instancePath: instancePath + "/critical/" + i5, schemaPath: "#/properties/critical/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.critical.items, data: data31 };
              if (vErrors === null) {
                vErrors = [err63];
              } else {
                vErrors.push(err63);
              }
              errors++;
            }
          } else {
            const err64 = { instancePath: instancePath + "/critical/" + i5, schemaPath: "#/properties/critical/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.critical.items.type, parentSchema: schema11.properties.critical.items, data: data31 };
            if (vErrors === null) {
              vErrors = [err64];
            } else {
              vErrors.push(err64);
            }
            errors++;
          }
        }
      } else {
        const err65 = { instancePath: instancePath + "/critical", schemaPath: "#/properties/critical/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema11.properties.critical.type, parentSchema: schema11.properties.critical, data: data30 };
        if (vErrors === null) {
          vErrors = [err65];
        } else {
          vErrors.push(err65);
        }
        errors++;
      }
    }
    if (data["min-drop"] !== void 0) {
      let data32 = data["min-drop"];
      if (typeof data32 == "number" && isFinite(data32)) {
        if (data32 > 1 || isNaN(data32)) {
          const err66 = { instancePath: instancePath + "/min-drop", schemaPath: "#/properties/min-drop/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, message: "must be <= 1", schema: 1, parentSchema: schema11.properties["min-drop"], data: data32 };
          if (vErrors === null) {
            vErrors = [err66];
          } else {
            vErrors.push(err66);
          }
          errors++;
        }
        if (data32 < 0 || isNaN(data32)) {
          const err67 = { instancePath: instancePath + "/min-drop", schemaPath: "#/properties/min-drop/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema11.properties["min-drop"], data: data32 };
          if (vErrors === null) {
            vErrors = [err67];
          } else {
            vErrors.push(err67);
          }
          errors++;
        }
      } else {
        const err68 = { instancePath: instancePath + "/min-drop", schemaPath: "#/properties/min-drop/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema11.properties["min-drop"].type, parentSchema: schema11.properties["min-drop"], data: data32 };
        if (vErrors === null) {
          vErrors = [err68];
        } else {
          vErrors.push(err68);
        }
        errors++;
      }
    }
    if (data.gates !== void 0) {
      let data33 = data.gates;
      if (data33 && typeof data33 == "object" && !Array.isArray(data33)) {
        for (const key9 in data33) {
          if (!(key9 === "tier-threshold" || key9 === "release" || key9 === "release-thresholds" || key9 === "critical-evals" || key9 === "coverage" || key9 === "regression" || key9 === "anti-gaming" || key9 === "alpha")) {
            const err69 = { instancePath: instancePath + "/gates", schemaPath: "#/properties/gates/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key9 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11.properties.gates, data: data33 };
            if (vErrors === null) {
              vErrors = [err69];
            } else {
              vErrors.push(err69);
            }
            errors++;
          }
        }
        if (data33["tier-threshold"] !== void 0) {
          let data34 = data33["tier-threshold"];
          const _errs88 = errors;
          let valid31 = false;
          let passing0 = null;
          const _errs89 = errors;
          if (typeof data34 !== "string") {
            const err70 = { instancePath: instancePath + "/gates/tier-threshold", schemaPath: "#/definitions/gateMode/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema21.type, parentSchema: schema21, data: data34 };
            if (vErrors === null) {
              vErrors = [err70];
            } else {
              vErrors.push(err70);
            }
            errors++;
          }
          if (!(data34 === "fail" || data34 === "warn" || data34 === "off")) {
            const err71 = { instancePath: instancePath + "/gates/tier-threshold", schemaPath: "#/definitions/gateMode/enum", keyword: "enum", params: { allowedValues: schema21.enum }, message: "must be equal to one of the allowed values", schema: schema21.enum, parentSchema: schema21, data: data34 };
            if (vErrors === null) {
              vErrors = [err71];
            } else {
              vErrors.push(err71);
            }
            errors++;
          }
          var _valid0 = _errs89 === errors;
          if (_valid0) {
            valid31 = true;
            passing0 = 0;
          }
          const _errs92 = errors;
          if (data34 && typeof data34 == "object" && !Array.isArray(data34)) {
            for (const key10 in data34) {
              if (!(key10 === "1" || key10 === "2" || key10 === "3")) {
                const err72 = { instancePath: instancePath + "/gates/tier-threshold", schemaPath: "#/properties/gates/properties/tier-threshold/oneOf/1/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key10 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11.properties.gates.properties["tier-threshold"].oneOf[1], data: data34 };
                if (vErrors === null) {
                  vErrors = [err72];
                } else {
                  vErrors.push(err72);
                }
                errors++;
              }
            }
            if (data34["1"] !== void 0) {
              let data35 = data34["1"];
              if (typeof data35 !== "string") {
                const err73 = { instancePath: instancePath + "/gates/tier-threshold/1", schemaPath: "#/definitions/gateMode/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema21.type, parentSchema: schema21, data: data35 };
                if (vErrors === null) {
                  vErrors = [err73];
                } else {
                  vErrors.push(err73);
                }
                errors++;
              }
              if (!(data35 === "fail" || data35 === "warn" || data35 === "off")) {
                const err74 = { instancePath: instancePath + "/gates/tier-threshold/1", schemaPath: "#/definitions/gateMode/enum", keyword: "enum", params: { allowedValues: schema21.enum }, message: "must be equal to one of the allowed values", schema: schema21.enum, parentSchema: schema21, data: data35 };
                if (vErrors === null) {
                  vErrors = [err74];
                } else {
                  vErrors.push(err74);
                }
                errors++;
              }
            }
            if (data34["2"] !== void 0) {
              let data36 = data34["2"];
              if (typeof data36 !== "string") {
                const err75 = { instancePath: instancePath + "/gates/tier-threshold/2", schemaPath: "#/definitions/gateMode/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema21.type, parentSchema: schema21, data: data36 };
                if (vErrors === null) {
                  vErrors = [err75];
                } else {
                  vErrors.push(err75);
                }
                errors++;
              }
              if (!(data36 === "fail" || data36 === "warn" || data36 === "off")) {
                const err76 = { instancePath: instancePath + "/gates/tier-threshold/2", schemaPath: "#/definitions/gateMode/enum", keyword: "enum", params: { allowedValues: schema21.enum }, message: "must be equal to one of the allowed values", schema: schema21.enum, parentSchema: schema21, data: data36 };
                if (vErrors === null) {
                  vErrors = [err76];
                } else {
                  vErrors.push(err76);
                }
                errors++;
              }
            }
            if (data34["3"] !== void 0) {
              let data37 = data34["3"];
              if (typeof data37 !== "string") {
                const err77 = { instancePath: instancePath + "/gates/tier-threshold/3", schemaPath: "#/definitions/gateMode/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema21.type, parentSchema: schema21, data: data37 };
                if (vErrors === null) {
                  vErrors = [err77];
                } else {
                  vErrors.push(err77);
                }
                errors++;
              }
              if (!(data37 === "fail" || data37 === "warn" || data37 === "off")) {
                const err78 = { instancePath: instancePath + "/gates/tier-threshold/3", schemaPath: "#/definitions/gateMode/enum", keyword: "enum", params: { allowedValues: schema21.enum }, message: "must be equal to one of the allowed values", schema: schema21.enum, parentSchema: schema21, data: data37 };
                if (vErrors === null) {
                  vErrors = [err78];
                } else {
                  vErrors.push(err78);
                }
                errors++;
              }
            }
          } else {
            const err79 = { instancePath: instancePath + "/gates/tier-threshold", schemaPath: "#/properties/gates/properties/tier-threshold/oneOf/1/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.gates.properties["tier-threshold"].oneOf[1].type, parentSchema: schema11.properties.gates.properties["tier-threshold"].oneOf[1], data: data34 };
            if (vErrors === null) {
              vErrors = [err79];
            } else {
              vErrors.push(err79);
            }
            errors++;
          }
          var _valid0 = _errs92 === errors;
          if (_valid0 && valid31) {
            valid31 = false;
            passing0 = [passing0, 1];
          } else {
            if (_valid0) {
              valid31 = true;
              passing0 = 1;
            }
          }
          if (!valid31) {
            const err80 = { instancePath: instancePath + "/gates/tier-threshold", schemaPath: "#/properties/gates/properties/tier-threshold/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf", schema: schema11.properties.gates.properties["tier-threshold"].oneOf, parentSchema: schema11.properties.gates.properties["tier-threshold"], data: data34 };
            if (vErrors === null) {
              vErrors = [err80];
            } else {
              vErrors.push(err80);
            }
            errors++;
          } else {
            errors = _errs88;
            if (vErrors !== null) {
              if (_errs88) {
                vErrors.length = _errs88;
              } else {
                vErrors = null;
              }
            }
          }
        }
        if (data33.release !== void 0) {
          let data38 = data33.release;
          if (typeof data38 !== "string") {
            const err81 = { instancePath: instancePath + "/gates/release", schemaPath: "#/definitions/gateMode/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema21.type, parentSchema: schema21, data: data38 };
            if (vErrors === null) {
              vErrors = [err81];
            } else {
              vErrors.push(err81);
            }
            errors++;
          }
          if (!(data38 === "fail" || data38 === "warn" || data38 === "off")) {
            const err82 = { instancePath: instancePath + "/gates/release", schemaPath: "#/definitions/gateMode/enum", keyword: "enum", params: { allowedValues: schema21.enum }, message: "must be equal to one of the allowed values", schema: schema21.enum, parentSchema: schema21, data: data38 };
            if (vErrors === null) {
              vErrors = [err82];
            } else {
              vErrors.push(err82);
            }
            errors++;
          }
        }
        if (data33["release-thresholds"] !== void 0) {
          let data39 = data33["release-thresholds"];
          if (data39 && typeof data39 == "object" && !Array.isArray(data39)) {
            for (const key11 in data39) {
              if (!(key11 === "overall" || key11 === "critical" || key11 === "tool-reliability")) {
                const err83 = { instancePath: instancePath + "/gates/release-thresholds", schemaPath: "#/properties/gates/properties/release-thresholds/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key11 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11.properties.gates.properties["release-thresholds"], data: data39 };
                if (vErrors === null) {
                  vErrors = [err83];
                } else {
                  vErrors.push(err83);
                }
                errors++;
              }
            }
            if (data39.overall !== void 0) {
              let data40 = data39.overall;
              if (typeof data40 == "number" && isFinite(data40)) {
                if (data40 > 1 || isNaN(data40)) {
                  const err84 = { instancePath: instancePath + "/gates/release-thresholds/overall", schemaPath: "#/definitions/rate/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, message: "must be <= 1", schema: 1, parentSchema: schema15, data: data40 };
                  if (vErrors === null) {
                    vErrors = [err84];
                  } else {
                    vErrors.push(err84);
                  }
                  errors++;
                }
                if (data40 < 0 || isNaN(data40)) {
                  const err85 = { instancePath: instancePath + "/gates/release-thresholds/overall", schemaPath: "#/definitions/rate/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema15, data: data40 };
                  if (vErrors === null) {
                    vErrors = [err85];
                  } else {
                    vErrors.push(err85);
                  }
                  errors++;
                }
              } else {
                const err86 = { instancePath: instancePath + "/gates/release-thresholds/overall", schemaPath: "#/definitions/rate/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema15.type, parentSchema: schema15, data: data40 };
                if (vErrors === null) {
                  vErrors = [err86];
                } else {
                  vErrors.push(err86);
                }
                errors++;
              }
            }
            if (data39.critical !== void 0) {
              let data41 = data39.critical;
              if (typeof data41 == "number" && isFinite(data41)) {
                if (data41 > 1 || isNaN(data41)) {
                  const err87 = { instancePath: instancePath + "/gates/release-thresholds/critical", schemaPath: "#/definitions/rate/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, message: "must be <= 1", schema: 1, parentSchema: schema15, data: data41 };
                  if (vErrors === null) {
                    vErrors = [err87];
                  } else {
                    vErrors.push(err87);
                  }
                  errors++;
                }
                if (data41 < 0 || isNaN(data41)) {
                  const err88 = { instancePath: instancePath + "/gates/release-thresholds/critical", schemaPath: "#/definitions/rate/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema15, data: data41 };
                  if (vErrors === null) {
                    vErrors = [err88];
                  } else {
                    vErrors.push(err88);
                  }
                  errors++;
                }
              } else {
                const err89 = { instancePath: instancePath + "/gates/release-thresholds/critical", schemaPath: "#/definitions/rate/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema15.type, parentSchema: schema15, data: data41 };
                if (vErrors === null) {
                  vErrors = [err89];
                } else {
                  vErrors.push(err89);
                }
                errors++;
              }
            }
            if (data39["tool-reliability"] !== void 0) {
              let data42 = data39["tool-reliability"];
              if (typeof data42 == "number" && isFinite(data42)) {
                if (data42 > 1 || isNaN(data42)) {
                  const err90 = { instancePath: instancePath + "/gates/release-thresholds/tool-reliability", schemaPath: "#/definitions/rate/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, message: "must be <= 1", schema: 1, parentSchema: schema15, data: data42 };
                  if (vErrors === null) {
                    vErrors = [err90];
                  } else {
                    vErrors.push(err90);
                  }
                  errors++;
                }
                if (data42 < 0 || isNaN(data42)) {
                  const err91 = { instancePath: instancePath + "/gates/release-thresholds/tool-reliability", schemaPath: "#/definitions/rate/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema15, data: data42 };
                  if (vErrors === null) {
                    vErrors = [err91];
                  } else {
                    vErrors.push(err91);
                  }
                  errors++;
                }
              } else {
                const err92 = { instancePath: instancePath + "/gates/release-thresholds/tool-reliability", schemaPath: "#/definitions/rate/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema15.type, parentSchema: schema15, data: data42 };
                if (vErrors === null) {
                  vErrors = [err92];
                } else {
                  vErrors.push(err92);
                }
                errors++;
              }
            }
          } else {
            const err93 = { instancePath: instancePath + "/gates/release-thresholds", schemaPath: "#/properties/gates/properties/release-thresholds/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.gates.properties["release-thresholds"].type, parentSchema: schema11.properties.gates.properties["release-thresholds"], data: data39 };
            if (vErrors === null) {
              vErrors = [err93];
            } else {
              vErrors.push(err93);
            }
            errors++;
          }
        }
        if (data33["critical-evals"] !== void 0) {
          let data43 = data33["critical-evals"];
          if (typeof data43 !== "string") {
            const err94 = { instancePath: instancePath + "/gates/critical-evals", schemaPath: "#/definitions/gateMode/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema21.type, parentSchema: schema21, data: data43 };
            if (vErrors === null) {
              vErrors = [err94];
            } else {
              vErrors.push(err94);
            }
            errors++;
          }
          if (!(data43 === "fail" || data43 === "warn" || data43 === "off")) {
            const err95 = { instancePath: instancePath + "/gates/critical-evals", schemaPath: "#/definitions/gateMode/enum", keyword: "enum", params: { allowedValues: schema21.enum }, message: "must be equal to one of the allowed values", schema: schema21.enum, parentSchema: schema21, data: data43 };
            if (vErrors === null) {
              vErrors = [err95];
            } else {
              vErrors.push(err95);
            }
            errors++;
          }
        }
        if (data33.coverage !== void 0) {
          let data44 = data33.coverage;
          if (typeof data44 !== "string") {
            const err96 = { instancePath: instancePath + "/gates/coverage", schemaPath: "#/definitions/gateMode/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema21.type, parentSchema: schema21, data: data44 };
            if (vErrors === null) {
              vErrors = [err96];
            } else {
              vErrors.push(err96);
            }
            errors++;
          }
          if (!(data44 === "fail" || data44 === "warn" || data44 === "off")) {
            const err97 = { instancePath: instancePath + "/gates/coverage", schemaPath: "#/definitions/gateMode/enum", keyword: "enum", params: { allowedValues: schema21.enum }, message: "must be equal to one of the allowed values", schema: schema21.enum, parentSchema: schema21, data: data44 };
            if (vErrors === null) {
              vErrors = [err97];
            } else {
              vErrors.push(err97);
            }
            errors++;
          }
        }
        if (data33.regression !== void 0) {
          let data45 = data33.regression;
          if (typeof data45 !== "string") {
            const err98 = { instancePath: instancePath + "/gates/regression", schemaPath: "#/definitions/gateMode/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema21.type, parentSchema: schema21, data: data45 };
            if (vErrors === null) {
              vErrors = [err98];
            } else {
              vErrors.push(err98);
            }
            errors++;
          }
          if (!(data45 === "fail" || data45 === "warn" || data45 === "off")) {
            const err99 = { instancePath: instancePath + "/gates/regression", schemaPath: "#/definitions/gateMode/enum", keyword: "enum", params: { allowedValues: schema21.enum }, message: "must be equal to one of the allowed values", schema: schema21.enum, parentSchema: schema21, data: data45 };
            if (vErrors === null) {
              vErrors = [err99];
            } else {
              vErrors.push(err99);
            }
            errors++;
          }
        }
        if (data33["anti-gaming"] !== void 0) {
          let data46 = data33["anti-gaming"];
          if (typeof data46 !== "string") {
            const err100 = { instancePath: instancePath + "/gates/anti-gaming", schemaPath: "#/definitions/gateMode/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema21.type, parentSchema: schema21, data: data46 };
            if (vErrors === null) {
              vErrors = [err100];
            } else {
              vErrors.push(err100);
            }
            errors++;
          }
          if (!(data46 === "fail" || data46 === "warn" || data46 === "off")) {
            const err101 = { instancePath: instancePath + "/gates/anti-gaming", schemaPath: "#/definitions/gateMode/enum", keyword: "enum", params: { allowedValues: schema21.enum }, message: "must be equal to one of the allowed values", schema: schema21.enum, parentSchema: schema21, data: data46 };
            if (vErrors === null) {
              vErrors = [err101];
            } else {
              vErrors.push(err101);
            }
            errors++;
          }
        }
        if (data33.alpha !== void 0) {
          let data47 = data33.alpha;
          if (typeof data47 == "number" && isFinite(data47)) {
            if (data47 > 0.5 || isNaN(data47)) {
              const err102 = { instancePath: instancePath + "/gates/alpha", schemaPath: "#/properties/gates/properties/alpha/maximum", keyword: "maximum", params: { comparison: "<=", limit: 0.5 }, message: "must be <= 0.5", schema: 0.5, parentSchema: schema11.properties.gates.properties.alpha, data: data47 };
              if (vErrors === null) {
                vErrors = [err102];
              } else {
                vErrors.push(err102);
              }
              errors++;
            }
            if (data47 <= 0 || isNaN(data47)) {
              const err103 = { instancePath: instancePath + "/gates/alpha", schemaPath: "#/properties/gates/properties/alpha/exclusiveMinimum", keyword: "exclusiveMinimum", params: { comparison: ">", limit: 0 }, message: "must be > 0", schema: 0, parentSchema: schema11.properties.gates.properties.alpha, data: data47 };
              if (vErrors === null) {
                vErrors = [err103];
              } else {
                vErrors.push(err103);
              }
              errors++;
            }
          } else {
            const err104 = { instancePath: instancePath + "/gates/alpha", schemaPath: "#/properties/gates/properties/alpha/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema11.properties.gates.properties.alpha.type, parentSchema: schema11.properties.gates.properties.alpha, data: data47 };
            if (vErrors === null) {
              vErrors = [err104];
            } else {
              vErrors.push(err104);
            }
            errors++;
          }
        }
      } else {
        const err105 = { instancePath: instancePath + "/gates", schemaPath: "#/properties/gates/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.gates.type, parentSchema: schema11.properties.gates, data: data33 };
        if (vErrors === null) {
          vErrors = [err105];
        } else {
          vErrors.push(err105);
        }
        errors++;
      }
    }
    if (data.regression !== void 0) {
      let data48 = data.regression;
      if (data48 && typeof data48 == "object" && !Array.isArray(data48)) {
        for (const key12 in data48) {
          if (!(key12 === "tolerance" || key12 === "override-label" || key12 === "baseline-dir" || key12 === "required-top" || key12 === "warn-top" || key12 === "usage-file")) {
            const err106 = { instancePath: instancePath + "/regression", schemaPath: "#/properties/regression/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key12 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11.properties.regression, data: data48 };
            if (vErrors === null) {
              vErrors = [err106];
            } else {
              vErrors.push(err106);
            }
            errors++;
          }
        }
        if (data48.tolerance !== void 0) {
          let data49 = data48.tolerance;
          if (typeof data49 == "number" && isFinite(data49)) {
            if (data49 > 100 || isNaN(data49)) {
              const err107 = { instancePath: instancePath + "/regression/tolerance", schemaPath: "#/properties/regression/properties/tolerance/maximum", keyword: "maximum", params: { comparison: "<=", limit: 100 }, message: "must be <= 100", schema: 100, parentSchema: schema11.properties.regression.properties.tolerance, data: data49 };
              if (vErrors === null) {
                vErrors = [err107];
              } else {
                vErrors.push(err107);
              }
              errors++;
            }
            if (data49 < 0 || isNaN(data49)) {
              const err108 = { instancePath: instancePath + "/regression/tolerance", schemaPath: "#/properties/regression/properties/tolerance/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema11.properties.regression.properties.tolerance, data: data49 };
              if (vErrors === null) {
                vErrors = [err108];
              } else {
                vErrors.push(err108);
              }
              errors++;
            }
          } else {
            const err109 = { instancePath: instancePath + "/regression/tolerance", schemaPath: "#/properties/regression/properties/tolerance/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema11.properties.regression.properties.tolerance.type, parentSchema: schema11.properties.regression.properties.tolerance, data: data49 };
            if (vErrors === null) {
              vErrors = [err109];
            } else {
              vErrors.push(err109);
            }
            errors++;
          }
        }
        if (data48["override-label"] !== void 0) {
          let data50 = data48["override-label"];
          if (typeof data50 === "string") {
            if (func3(data50) < 1) {
              const err110 = { instancePath: instancePath + "/regression/override-label", schemaPath: "#/properties/regression/properties/override-label/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.regression.properties["override-label"], data: data50 };
              if (vErrors === null) {
                vErrors = [err110];
              } else {
                vErrors.push(err110);
              }
              errors++;
            }
          } else {
            const err111 = { instancePath: instancePath + "/regression/override-label", schemaPath: "#/properties/regression/properties/override-label/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.regression.properties["override-label"].type, parentSchema: schema11.properties.regression.properties["override-label"], data: data50 };
            if (vErrors === null) {
              vErrors = [err111];
            } else {
              vErrors.push(err111);
            }
            errors++;
          }
        }
        if (data48["baseline-dir"] !== void 0) {
          let data51 = data48["baseline-dir"];
          if (typeof data51 === "string") {
            if (func3(data51) < 1) {
              const err112 = { instancePath: instancePath + "/regression/baseline-dir", schemaPath: "#/properties/regression/properties/baseline-dir/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.regression.properties["baseline-dir"], data: data51 };
              if (vErrors === null) {
                vErrors = [err112];
              } else {
                vErrors.push(err112);
              }
              errors++;
            }
          } else {
            const err113 = { instancePath: instancePath + "/regression/baseline-dir", schemaPath: "#/properties/regression/properties/baseline-dir/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.regression.properties["baseline-dir"].type, parentSchema: schema11.properties.regression.properties["baseline-dir"], data: data51 };
            if (vErrors === null) {
              vErrors = [err113];
            } else {
              vErrors.push(err113);
            }
            errors++;
          }
        }
        if (data48["required-top"] !== void 0) {
          let data52 = data48["required-top"];
          if (!(typeof data52 == "number" && (!(data52 % 1) && !isNaN(data52)) && isFinite(data52))) {
            const err114 = { instancePath: instancePath + "/regression/required-top", schemaPath: "#/properties/regression/properties/required-top/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema11.properties.regression.properties["required-top"].type, parentSchema: schema11.properties.regression.properties["required-top"], data: data52 };
            if (vErrors === null) {
              vErrors = [err114];
            } else {
              vErrors.push(err114);
            }
            errors++;
          }
          if (typeof data52 == "number" && isFinite(data52)) {
            if (data52 < 0 || isNaN(data52)) {
              const err115 = { instancePath: instancePath + "/regression/required-top", schemaPath: "#/properties/regression/properties/required-top/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema11.properties.regression.properties["required-top"], data: data52 };
              if (vErrors === null) {
                vErrors = [err115];
              } else {
                vErrors.push(err115);
              }
              errors++;
            }
          }
        }
        if (data48["warn-top"] !== void 0) {
          let data53 = data48["warn-top"];
          if (!(typeof data53 == "number" && (!(data53 % 1) && !isNaN(data53)) && isFinite(data53))) {
            const err116 = { instancePath: instancePath + "/regression/warn-top", schemaPath: "#/properties/regression/properties/warn-top/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema11.properties.regression.properties["warn-top"].type, parentSchema: schema11.properties.regression.properties["warn-top"], data: data53 };
            if (vErrors === null) {
              vErrors = [err116];
            } else {
              vErrors.push(err116);
            }
            errors++;
          }
          if (typeof data53 == "number" && isFinite(data53)) {
            if (data53 < 0 || isNaN(data53)) {
              const err117 = { instancePath: instancePath + "/regression/warn-top", schemaPath: "#/properties/regression/properties/warn-top/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema11.properties.regression.properties["warn-top"], data: data53 };
              if (vErrors === null) {
                vErrors = [err117];
              } else {
                vErrors.push(err117);
              }
              errors++;
            }
          }
        }
        if (data48["usage-file"] !== void 0) {
          let data54 = data48["usage-file"];
          if (typeof data54 === "string") {
            if (func3(data54) < 1) {
              const err118 = { instancePath: instancePath + "/regression/usage-file", schemaPath: "#/properties/regression/properties/usage-file/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties.regression.properties["usage-file"], data: data54 };
              if (vErrors === null) {
                vErrors = [err118];
              } else {
                vErrors.push(err118);
              }
              errors++;
            }
          } else {
            const err119 = { instancePath: instancePath + "/regression/usage-file", schemaPath: "#/properties/regression/properties/usage-file/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.regression.properties["usage-file"].type, parentSchema: schema11.properties.regression.properties["usage-file"], data: data54 };
            if (vErrors === null) {
              vErrors = [err119];
            } else {
              vErrors.push(err119);
            }
            errors++;
          }
        }
      } else {
        const err120 = { instancePath: instancePath + "/regression", schemaPath: "#/properties/regression/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.regression.type, parentSchema: schema11.properties.regression, data: data48 };
        if (vErrors === null) {
          vErrors = [err120];
        } else {
          vErrors.push(err120);
        }
        errors++;
      }
    }
    if (data.trials !== void 0) {
      let data55 = data.trials;
      const _errs149 = errors;
      let valid47 = true;
      const _errs150 = errors;
      if (typeof data55 !== "string") {
        const err121 = {};
        if (vErrors === null) {
          vErrors = [err121];
        } else {
          vErrors.push(err121);
        }
        errors++;
      }
      var _valid1 = _errs150 === errors;
      errors = _errs149;
      if (vErrors !== null) {
        if (_errs149) {
          vErrors.length = _errs149;
        } else {
          vErrors = null;
        }
      }
      let ifClause0;
      if (_valid1) {
        const _errs152 = errors;
        if (!(data55 === "adaptive")) {
          const err122 = { instancePath: instancePath + "/trials", schemaPath: "#/properties/trials/then/enum", keyword: "enum", params: { allowedValues: schema11.properties.trials.then.enum }, message: "must be equal to one of the allowed values", schema: schema11.properties.trials.then.enum, parentSchema: schema11.properties.trials.then, data: data55 };
          if (vErrors === null) {
            vErrors = [err122];
          } else {
            vErrors.push(err122);
          }
          errors++;
        }
        var _valid1 = _errs152 === errors;
        valid47 = _valid1;
        ifClause0 = "then";
      } else {
        const _errs153 = errors;
        if (!(typeof data55 == "number" && (!(data55 % 1) && !isNaN(data55)) && isFinite(data55))) {
          const err123 = { instancePath: instancePath + "/trials", schemaPath: "#/properties/trials/else/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema11.properties.trials.else.type, parentSchema: schema11.properties.trials.else, data: data55 };
          if (vErrors === null) {
            vErrors = [err123];
          } else {
            vErrors.push(err123);
          }
          errors++;
        }
        if (typeof data55 == "number" && isFinite(data55)) {
          if (data55 > 100 || isNaN(data55)) {
            const err124 = { instancePath: instancePath + "/trials", schemaPath: "#/properties/trials/else/maximum", keyword: "maximum", params: { comparison: "<=", limit: 100 }, message: "must be <= 100", schema: 100, parentSchema: schema11.properties.trials.else, data: data55 };
            if (vErrors === null) {
              vErrors = [err124];
            } else {
              vErrors.push(err124);
            }
            errors++;
          }
          if (data55 < 1 || isNaN(data55)) {
            const err125 = { instancePath: instancePath + "/trials", schemaPath: "#/properties/trials/else/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema11.properties.trials.else, data: data55 };
            if (vErrors === null) {
              vErrors = [err125];
            } else {
              vErrors.push(err125);
            }
            errors++;
          }
        }
        var _valid1 = _errs153 === errors;
        valid47 = _valid1;
        ifClause0 = "else";
      }
      if (!valid47) {
        const err126 = { instancePath: instancePath + "/trials", schemaPath: "#/properties/trials/if", keyword: "if", params: { failingKeyword: ifClause0 }, message: 'must match "' + ifClause0 + '" schema', schema: schema11.properties.trials.if, parentSchema: schema11.properties.trials, data: data55 };
        if (vErrors === null) {
          vErrors = [err126];
        } else {
          vErrors.push(err126);
        }
        errors++;
      }
    }
    if (data["max-trials"] !== void 0) {
      let data56 = data["max-trials"];
      if (!(typeof data56 == "number" && (!(data56 % 1) && !isNaN(data56)) && isFinite(data56))) {
        const err127 = { instancePath: instancePath + "/max-trials", schemaPath: "#/properties/max-trials/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema11.properties["max-trials"].type, parentSchema: schema11.properties["max-trials"], data: data56 };
        if (vErrors === null) {
          vErrors = [err127];
        } else {
          vErrors.push(err127);
        }
        errors++;
      }
      if (typeof data56 == "number" && isFinite(data56)) {
        if (data56 > 100 || isNaN(data56)) {
          const err128 = { instancePath: instancePath + "/max-trials", schemaPath: "#/properties/max-trials/maximum", keyword: "maximum", params: { comparison: "<=", limit: 100 }, message: "must be <= 100", schema: 100, parentSchema: schema11.properties["max-trials"], data: data56 };
          if (vErrors === null) {
            vErrors = [err128];
          } else {
            vErrors.push(err128);
          }
          errors++;
        }
        if (data56 < 1 || isNaN(data56)) {
          const err129 = { instancePath: instancePath + "/max-trials", schemaPath: "#/properties/max-trials/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema11.properties["max-trials"], data: data56 };
          if (vErrors === null) {
            vErrors = [err129];
          } else {
            vErrors.push(err129);
          }
          errors++;
        }
      }
    }
    if (data["full-eval-label"] !== void 0) {
      let data57 = data["full-eval-label"];
      if (typeof data57 === "string") {
        if (func3(data57) < 1) {
          const err130 = { instancePath: instancePath + "/full-eval-label", schemaPath: "#/properties/full-eval-label/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties["full-eval-label"], data: data57 };
          if (vErrors === null) {
            vErrors = [err130];
          } else {
            vErrors.push(err130);
          }
          errors++;
        }
      } else {
        const err131 = { instancePath: instancePath + "/full-eval-label", schemaPath: "#/properties/full-eval-label/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties["full-eval-label"].type, parentSchema: schema11.properties["full-eval-label"], data: data57 };
        if (vErrors === null) {
          vErrors = [err131];
        } else {
          vErrors.push(err131);
        }
        errors++;
      }
    }
    if (data["release-branches"] !== void 0) {
      let data58 = data["release-branches"];
      if (Array.isArray(data58)) {
        const len6 = data58.length;
        for (let i6 = 0; i6 < len6; i6++) {
          let data59 = data58[i6];
          if (typeof data59 === "string") {
            if (func3(data59) < 1) {
              const err132 = { instancePath: instancePath + "/release-branches/" + i6, schemaPath: "#/properties/release-branches/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties["release-branches"].items, data: data59 };
              if (vErrors === null) {
                vErrors = [err132];
              } else {
                vErrors.push(err132);
              }
              errors++;
            }
          } else {
            const err133 = { instancePath: instancePath + "/release-branches/" + i6, schemaPath: "#/properties/release-branches/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties["release-branches"].items.type, parentSchema: schema11.properties["release-branches"].items, data: data59 };
            if (vErrors === null) {
              vErrors = [err133];
            } else {
              vErrors.push(err133);
            }
            errors++;
          }
        }
      } else {
        const err134 = { instancePath: instancePath + "/release-branches", schemaPath: "#/properties/release-branches/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema11.properties["release-branches"].type, parentSchema: schema11.properties["release-branches"], data: data58 };
        if (vErrors === null) {
          vErrors = [err134];
        } else {
          vErrors.push(err134);
        }
        errors++;
      }
    }
    if (data["risk-level"] !== void 0) {
      let data60 = data["risk-level"];
      if (typeof data60 !== "string") {
        const err135 = { instancePath: instancePath + "/risk-level", schemaPath: "#/properties/risk-level/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties["risk-level"].type, parentSchema: schema11.properties["risk-level"], data: data60 };
        if (vErrors === null) {
          vErrors = [err135];
        } else {
          vErrors.push(err135);
        }
        errors++;
      }
      if (!(data60 === "low" || data60 === "medium" || data60 === "high" || data60 === "critical")) {
        const err136 = { instancePath: instancePath + "/risk-level", schemaPath: "#/properties/risk-level/enum", keyword: "enum", params: { allowedValues: schema11.properties["risk-level"].enum }, message: "must be equal to one of the allowed values", schema: schema11.properties["risk-level"].enum, parentSchema: schema11.properties["risk-level"], data: data60 };
        if (vErrors === null) {
          vErrors = [err136];
        } else {
          vErrors.push(err136);
        }
        errors++;
      }
    }
    if (data["global-paths"] !== void 0) {
      let data61 = data["global-paths"];
      if (Array.isArray(data61)) {
        const len7 = data61.length;
        for (let i7 = 0; i7 < len7; i7++) {
          let data62 = data61[i7];
          if (typeof data62 === "string") {
            if (func3(data62) < 1) {
              const err137 = { instancePath: instancePath + "/global-paths/" + i7, schemaPath: "#/properties/global-paths/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties["global-paths"].items, data: data62 };
              if (vErrors === null) {
                vErrors = [err137];
              } else {
                vErrors.push(err137);
              }
              errors++;
            }
          } else {
            const err138 = { instancePath: instancePath + "/global-paths/" + i7, schemaPath: "#/properties/global-paths/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties["global-paths"].items.type, parentSchema: schema11.properties["global-paths"].items, data: data62 };
            if (vErrors === null) {
              vErrors = [err138];
            } else {
              vErrors.push(err138);
            }
            errors++;
          }
        }
      } else {
        const err139 = { instancePath: instancePath + "/global-paths", schemaPath: "#/properties/global-paths/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema11.properties["global-paths"].type, parentSchema: schema11.properties["global-paths"], data: data61 };
        if (vErrors === null) {
          vErrors = [err139];
        } else {
          vErrors.push(err139);
        }
        errors++;
      }
    }
    if (data.concurrency !== void 0) {
      let data63 = data.concurrency;
      if (!(typeof data63 == "number" && (!(data63 % 1) && !isNaN(data63)) && isFinite(data63))) {
        const err140 = { instancePath: instancePath + "/concurrency", schemaPath: "#/properties/concurrency/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema11.properties.concurrency.type, parentSchema: schema11.properties.concurrency, data: data63 };
        if (vErrors === null) {
          vErrors = [err140];
        } else {
          vErrors.push(err140);
        }
        errors++;
      }
      if (typeof data63 == "number" && isFinite(data63)) {
        if (data63 > 64 || isNaN(data63)) {
          const err141 = { instancePath: instancePath + "/concurrency", schemaPath: "#/properties/concurrency/maximum", keyword: "maximum", params: { comparison: "<=", limit: 64 }, message: "must be <= 64", schema: 64, parentSchema: schema11.properties.concurrency, data: data63 };
          if (vErrors === null) {
            vErrors = [err141];
          } else {
            vErrors.push(err141);
          }
          errors++;
        }
        if (data63 < 1 || isNaN(data63)) {
          const err142 = { instancePath: instancePath + "/concurrency", schemaPath: "#/properties/concurrency/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema11.properties.concurrency, data: data63 };
          if (vErrors === null) {
            vErrors = [err142];
          } else {
            vErrors.push(err142);
          }
          errors++;
        }
      }
    }
    if (data["max-turns"] !== void 0) {
      let data64 = data["max-turns"];
      if (!(typeof data64 == "number" && (!(data64 % 1) && !isNaN(data64)) && isFinite(data64))) {
        const err143 = { instancePath: instancePath + "/max-turns", schemaPath: "#/properties/max-turns/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema11.properties["max-turns"].type, parentSchema: schema11.properties["max-turns"], data: data64 };
        if (vErrors === null) {
          vErrors = [err143];
        } else {
          vErrors.push(err143);
        }
        errors++;
      }
      if (typeof data64 == "number" && isFinite(data64)) {
        if (data64 < 1 || isNaN(data64)) {
          const err144 = { instancePath: instancePath + "/max-turns", schemaPath: "#/properties/max-turns/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema11.properties["max-turns"], data: data64 };
          if (vErrors === null) {
            vErrors = [err144];
          } else {
            vErrors.push(err144);
          }
          errors++;
        }
      }
    }
    if (data["max-tokens"] !== void 0) {
      let data65 = data["max-tokens"];
      if (!(typeof data65 == "number" && (!(data65 % 1) && !isNaN(data65)) && isFinite(data65))) {
        const err145 = { instancePath: instancePath + "/max-tokens", schemaPath: "#/properties/max-tokens/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema11.properties["max-tokens"].type, parentSchema: schema11.properties["max-tokens"], data: data65 };
        if (vErrors === null) {
          vErrors = [err145];
        } else {
          vErrors.push(err145);
        }
        errors++;
      }
      if (typeof data65 == "number" && isFinite(data65)) {
        if (data65 < 1 || isNaN(data65)) {
          const err146 = { instancePath: instancePath + "/max-tokens", schemaPath: "#/properties/max-tokens/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema11.properties["max-tokens"], data: data65 };
          if (vErrors === null) {
            vErrors = [err146];
          } else {
            vErrors.push(err146);
          }
          errors++;
        }
      }
    }
    if (data["run-timeout-seconds"] !== void 0) {
      let data66 = data["run-timeout-seconds"];
      if (typeof data66 == "number" && isFinite(data66)) {
        if (data66 <= 0 || isNaN(data66)) {
          const err147 = { instancePath: instancePath + "/run-timeout-seconds", schemaPath: "#/properties/run-timeout-seconds/exclusiveMinimum", keyword: "exclusiveMinimum", params: { comparison: ">", limit: 0 }, message: "must be > 0", schema: 0, parentSchema: schema11.properties["run-timeout-seconds"], data: data66 };
          if (vErrors === null) {
            vErrors = [err147];
          } else {
            vErrors.push(err147);
          }
          errors++;
        }
      } else {
        const err148 = { instancePath: instancePath + "/run-timeout-seconds", schemaPath: "#/properties/run-timeout-seconds/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema11.properties["run-timeout-seconds"].type, parentSchema: schema11.properties["run-timeout-seconds"], data: data66 };
        if (vErrors === null) {
          vErrors = [err148];
        } else {
          vErrors.push(err148);
        }
        errors++;
      }
    }
    if (data["request-idle-timeout-seconds"] !== void 0) {
      let data67 = data["request-idle-timeout-seconds"];
      if (typeof data67 == "number" && isFinite(data67)) {
        if (data67 <= 0 || isNaN(data67)) {
          const err149 = { instancePath: instancePath + "/request-idle-timeout-seconds", schemaPath: "#/properties/request-idle-timeout-seconds/exclusiveMinimum", keyword: "exclusiveMinimum", params: { comparison: ">", limit: 0 }, message: "must be > 0", schema: 0, parentSchema: schema11.properties["request-idle-timeout-seconds"], data: data67 };
          if (vErrors === null) {
            vErrors = [err149];
          } else {
            vErrors.push(err149);
          }
          errors++;
        }
      } else {
        const err150 = { instancePath: instancePath + "/request-idle-timeout-seconds", schemaPath: "#/properties/request-idle-timeout-seconds/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema11.properties["request-idle-timeout-seconds"].type, parentSchema: schema11.properties["request-idle-timeout-seconds"], data: data67 };
        if (vErrors === null) {
          vErrors = [err150];
        } else {
          vErrors.push(err150);
        }
        errors++;
      }
    }
    if (data.executor !== void 0) {
      let data68 = data.executor;
      if (typeof data68 !== "string") {
        const err151 = { instancePath: instancePath + "/executor", schemaPath: "#/properties/executor/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.executor.type, parentSchema: schema11.properties.executor, data: data68 };
        if (vErrors === null) {
          vErrors = [err151];
        } else {
          vErrors.push(err151);
        }
        errors++;
      }
      if (!(data68 === "api" || data68 === "claude-code")) {
        const err152 = { instancePath: instancePath + "/executor", schemaPath: "#/properties/executor/enum", keyword: "enum", params: { allowedValues: schema11.properties.executor.enum }, message: "must be equal to one of the allowed values", schema: schema11.properties.executor.enum, parentSchema: schema11.properties.executor, data: data68 };
        if (vErrors === null) {
          vErrors = [err152];
        } else {
          vErrors.push(err152);
        }
        errors++;
      }
    }
    if (data["skill-executors"] !== void 0) {
      let data69 = data["skill-executors"];
      if (data69 && typeof data69 == "object" && !Array.isArray(data69)) {
        for (const key13 in data69) {
          let data70 = data69[key13];
          if (typeof data70 !== "string") {
            const err153 = { instancePath: instancePath + "/skill-executors/" + key13.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/skill-executors/additionalProperties/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties["skill-executors"].additionalProperties.type, parentSchema: schema11.properties["skill-executors"].additionalProperties, data: data70 };
            if (vErrors === null) {
              vErrors = [err153];
            } else {
              vErrors.push(err153);
            }
            errors++;
          }
          if (!(data70 === "api" || data70 === "claude-code")) {
            const err154 = { instancePath: instancePath + "/skill-executors/" + key13.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/skill-executors/additionalProperties/enum", keyword: "enum", params: { allowedValues: schema11.properties["skill-executors"].additionalProperties.enum }, message: "must be equal to one of the allowed values", schema: schema11.properties["skill-executors"].additionalProperties.enum, parentSchema: schema11.properties["skill-executors"].additionalProperties, data: data70 };
            if (vErrors === null) {
              vErrors = [err154];
            } else {
              vErrors.push(err154);
            }
            errors++;
          }
        }
      } else {
        const err155 = { instancePath: instancePath + "/skill-executors", schemaPath: "#/properties/skill-executors/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties["skill-executors"].type, parentSchema: schema11.properties["skill-executors"], data: data69 };
        if (vErrors === null) {
          vErrors = [err155];
        } else {
          vErrors.push(err155);
        }
        errors++;
      }
    }
    if (data["claude-code-path"] !== void 0) {
      let data71 = data["claude-code-path"];
      if (typeof data71 === "string") {
        if (func3(data71) < 1) {
          const err156 = { instancePath: instancePath + "/claude-code-path", schemaPath: "#/properties/claude-code-path/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties["claude-code-path"], data: data71 };
          if (vErrors === null) {
            vErrors = [err156];
          } else {
            vErrors.push(err156);
          }
          errors++;
        }
      } else {
        const err157 = { instancePath: instancePath + "/claude-code-path", schemaPath: "#/properties/claude-code-path/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties["claude-code-path"].type, parentSchema: schema11.properties["claude-code-path"], data: data71 };
        if (vErrors === null) {
          vErrors = [err157];
        } else {
          vErrors.push(err157);
        }
        errors++;
      }
    }
    if (data["claude-code-version"] !== void 0) {
      let data72 = data["claude-code-version"];
      if (typeof data72 === "string") {
        if (!pattern1.test(data72)) {
          const err158 = { instancePath: instancePath + "/claude-code-version", schemaPath: "#/properties/claude-code-version/pattern", keyword: "pattern", params: { pattern: "^\\d+\\.\\d+\\.\\d+(-[0-9A-Za-z.-]+)?$" }, message: 'must match pattern "^\\d+\\.\\d+\\.\\d+(-[0-9A-Za-z.-]+)?$"', schema: "^\\d+\\.\\d+\\.\\d+(-[0-9A-Za-z.-]+)?$", parentSchema: schema11.properties["claude-code-version"], data: data72 };
          if (vErrors === null) {
            vErrors = [err158];
          } else {
            vErrors.push(err158);
          }
          errors++;
        }
      } else {
        const err159 = { instancePath: instancePath + "/claude-code-version", schemaPath: "#/properties/claude-code-version/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties["claude-code-version"].type, parentSchema: schema11.properties["claude-code-version"], data: data72 };
        if (vErrors === null) {
          vErrors = [err159];
        } else {
          vErrors.push(err159);
        }
        errors++;
      }
    }
    if (data.runner !== void 0) {
      let data73 = data.runner;
      if (typeof data73 !== "string") {
        const err160 = { instancePath: instancePath + "/runner", schemaPath: "#/properties/runner/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.runner.type, parentSchema: schema11.properties.runner, data: data73 };
        if (vErrors === null) {
          vErrors = [err160];
        } else {
          vErrors.push(err160);
        }
        errors++;
      }
      if (!(data73 === "api" || data73 === "batch")) {
        const err161 = { instancePath: instancePath + "/runner", schemaPath: "#/properties/runner/enum", keyword: "enum", params: { allowedValues: schema11.properties.runner.enum }, message: "must be equal to one of the allowed values", schema: schema11.properties.runner.enum, parentSchema: schema11.properties.runner, data: data73 };
        if (vErrors === null) {
          vErrors = [err161];
        } else {
          vErrors.push(err161);
        }
        errors++;
      }
    }
    if (data["tracking-issue"] !== void 0) {
      let data74 = data["tracking-issue"];
      if (data74 && typeof data74 == "object" && !Array.isArray(data74)) {
        for (const key14 in data74) {
          if (!(key14 === "enabled" || key14 === "eol-warning-days" || key14 === "label")) {
            const err162 = { instancePath: instancePath + "/tracking-issue", schemaPath: "#/properties/tracking-issue/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key14 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11.properties["tracking-issue"], data: data74 };
            if (vErrors === null) {
              vErrors = [err162];
            } else {
              vErrors.push(err162);
            }
            errors++;
          }
        }
        if (data74.enabled !== void 0) {
          let data75 = data74.enabled;
          if (typeof data75 !== "boolean") {
            const err163 = { instancePath: instancePath + "/tracking-issue/enabled", schemaPath: "#/properties/tracking-issue/properties/enabled/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema11.properties["tracking-issue"].properties.enabled.type, parentSchema: schema11.properties["tracking-issue"].properties.enabled, data: data75 };
            if (vErrors === null) {
              vErrors = [err163];
            } else {
              vErrors.push(err163);
            }
            errors++;
          }
        }
        if (data74["eol-warning-days"] !== void 0) {
          let data76 = data74["eol-warning-days"];
          if (!(typeof data76 == "number" && (!(data76 % 1) && !isNaN(data76)) && isFinite(data76))) {
            const err164 = { instancePath: instancePath + "/tracking-issue/eol-warning-days", schemaPath: "#/properties/tracking-issue/properties/eol-warning-days/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema11.properties["tracking-issue"].properties["eol-warning-days"].type, parentSchema: schema11.properties["tracking-issue"].properties["eol-warning-days"], data: data76 };
            if (vErrors === null) {
              vErrors = [err164];
            } else {
              vErrors.push(err164);
            }
            errors++;
          }
          if (typeof data76 == "number" && isFinite(data76)) {
            if (data76 < 0 || isNaN(data76)) {
              const err165 = { instancePath: instancePath + "/tracking-issue/eol-warning-days", schemaPath: "#/properties/tracking-issue/properties/eol-warning-days/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema11.properties["tracking-issue"].properties["eol-warning-days"], data: data76 };
              if (vErrors === null) {
                vErrors = [err165];
              } else {
                vErrors.push(err165);
              }
              errors++;
            }
          }
        }
        if (data74.label !== void 0) {
          let data77 = data74.label;
          if (typeof data77 === "string") {
            if (func3(data77) < 1) {
              const err166 = { instancePath: instancePath + "/tracking-issue/label", schemaPath: "#/properties/tracking-issue/properties/label/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties["tracking-issue"].properties.label, data: data77 };
              if (vErrors === null) {
                vErrors = [err166];
              } else {
                vErrors.push(err166);
              }
              errors++;
            }
          } else {
            const err167 = { instancePath: instancePath + "/tracking-issue/label", schemaPath: "#/properties/tracking-issue/properties/label/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties["tracking-issue"].properties.label.type, parentSchema: schema11.properties["tracking-issue"].properties.label, data: data77 };
            if (vErrors === null) {
              vErrors = [err167];
            } else {
              vErrors.push(err167);
            }
            errors++;
          }
        }
      } else {
        const err168 = { instancePath: instancePath + "/tracking-issue", schemaPath: "#/properties/tracking-issue/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties["tracking-issue"].type, parentSchema: schema11.properties["tracking-issue"], data: data74 };
        if (vErrors === null) {
          vErrors = [err168];
        } else {
          vErrors.push(err168);
        }
        errors++;
      }
    }
    if (data["skill-loading"] !== void 0) {
      let data78 = data["skill-loading"];
      if (typeof data78 !== "string") {
        const err169 = { instancePath: instancePath + "/skill-loading", schemaPath: "#/properties/skill-loading/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties["skill-loading"].type, parentSchema: schema11.properties["skill-loading"], data: data78 };
        if (vErrors === null) {
          vErrors = [err169];
        } else {
          vErrors.push(err169);
        }
        errors++;
      }
      if (!(data78 === "preload" || data78 === "discover")) {
        const err170 = { instancePath: instancePath + "/skill-loading", schemaPath: "#/properties/skill-loading/enum", keyword: "enum", params: { allowedValues: schema11.properties["skill-loading"].enum }, message: "must be equal to one of the allowed values", schema: schema11.properties["skill-loading"].enum, parentSchema: schema11.properties["skill-loading"], data: data78 };
        if (vErrors === null) {
          vErrors = [err170];
        } else {
          vErrors.push(err170);
        }
        errors++;
      }
    }
    if (data.bash !== void 0) {
      let data79 = data.bash;
      if (typeof data79 !== "boolean") {
        const err171 = { instancePath: instancePath + "/bash", schemaPath: "#/properties/bash/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema11.properties.bash.type, parentSchema: schema11.properties.bash, data: data79 };
        if (vErrors === null) {
          vErrors = [err171];
        } else {
          vErrors.push(err171);
        }
        errors++;
      }
    }
    if (data.secrets !== void 0) {
      let data80 = data.secrets;
      if (Array.isArray(data80)) {
        const len8 = data80.length;
        for (let i8 = 0; i8 < len8; i8++) {
          let data81 = data80[i8];
          if (typeof data81 === "string") {
            if (!pattern2.test(data81)) {
              const err172 = { instancePath: instancePath + "/secrets/" + i8, schemaPath: "#/properties/secrets/items/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z_][A-Za-z0-9_-]*$" }, message: 'must match pattern "^[A-Za-z_][A-Za-z0-9_-]*$"', schema: "^[A-Za-z_][A-Za-z0-9_-]*$", parentSchema: schema11.properties.secrets.items, data: data81 };
              if (vErrors === null) {
                vErrors = [err172];
              } else {
                vErrors.push(err172);
              }
              errors++;
            }
          } else {
            const err173 = { instancePath: instancePath + "/secrets/" + i8, schemaPath: "#/properties/secrets/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.secrets.items.type, parentSchema: schema11.properties.secrets.items, data: data81 };
            if (vErrors === null) {
              vErrors = [err173];
            } else {
              vErrors.push(err173);
            }
            errors++;
          }
        }
      } else {
        const err174 = { instancePath: instancePath + "/secrets", schemaPath: "#/properties/secrets/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema11.properties.secrets.type, parentSchema: schema11.properties.secrets, data: data80 };
        if (vErrors === null) {
          vErrors = [err174];
        } else {
          vErrors.push(err174);
        }
        errors++;
      }
    }
    if (data["outputs-max-mb"] !== void 0) {
      let data82 = data["outputs-max-mb"];
      if (typeof data82 == "number" && isFinite(data82)) {
        if (data82 <= 0 || isNaN(data82)) {
          const err175 = { instancePath: instancePath + "/outputs-max-mb", schemaPath: "#/properties/outputs-max-mb/exclusiveMinimum", keyword: "exclusiveMinimum", params: { comparison: ">", limit: 0 }, message: "must be > 0", schema: 0, parentSchema: schema11.properties["outputs-max-mb"], data: data82 };
          if (vErrors === null) {
            vErrors = [err175];
          } else {
            vErrors.push(err175);
          }
          errors++;
        }
      } else {
        const err176 = { instancePath: instancePath + "/outputs-max-mb", schemaPath: "#/properties/outputs-max-mb/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema11.properties["outputs-max-mb"].type, parentSchema: schema11.properties["outputs-max-mb"], data: data82 };
        if (vErrors === null) {
          vErrors = [err176];
        } else {
          vErrors.push(err176);
        }
        errors++;
      }
    }
    if (data.cache !== void 0) {
      let data83 = data.cache;
      if (typeof data83 !== "string") {
        const err177 = { instancePath: instancePath + "/cache", schemaPath: "#/properties/cache/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.cache.type, parentSchema: schema11.properties.cache, data: data83 };
        if (vErrors === null) {
          vErrors = [err177];
        } else {
          vErrors.push(err177);
        }
        errors++;
      }
      if (!(data83 === "read-write" || data83 === "read-only" || data83 === "off")) {
        const err178 = { instancePath: instancePath + "/cache", schemaPath: "#/properties/cache/enum", keyword: "enum", params: { allowedValues: schema11.properties.cache.enum }, message: "must be equal to one of the allowed values", schema: schema11.properties.cache.enum, parentSchema: schema11.properties.cache, data: data83 };
        if (vErrors === null) {
          vErrors = [err178];
        } else {
          vErrors.push(err178);
        }
        errors++;
      }
    }
    if (data["cache-dir"] !== void 0) {
      let data84 = data["cache-dir"];
      if (typeof data84 === "string") {
        if (func3(data84) < 1) {
          const err179 = { instancePath: instancePath + "/cache-dir", schemaPath: "#/properties/cache-dir/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema11.properties["cache-dir"], data: data84 };
          if (vErrors === null) {
            vErrors = [err179];
          } else {
            vErrors.push(err179);
          }
          errors++;
        }
      } else {
        const err180 = { instancePath: instancePath + "/cache-dir", schemaPath: "#/properties/cache-dir/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties["cache-dir"].type, parentSchema: schema11.properties["cache-dir"], data: data84 };
        if (vErrors === null) {
          vErrors = [err180];
        } else {
          vErrors.push(err180);
        }
        errors++;
      }
    }
    if (data["max-cost-usd"] !== void 0) {
      let data85 = data["max-cost-usd"];
      if (!(typeof data85 == "number" && isFinite(data85)) && data85 !== null) {
        const err181 = { instancePath: instancePath + "/max-cost-usd", schemaPath: "#/properties/max-cost-usd/type", keyword: "type", params: { type: schema11.properties["max-cost-usd"].type }, message: "must be number,null", schema: schema11.properties["max-cost-usd"].type, parentSchema: schema11.properties["max-cost-usd"], data: data85 };
        if (vErrors === null) {
          vErrors = [err181];
        } else {
          vErrors.push(err181);
        }
        errors++;
      }
      if (typeof data85 == "number" && isFinite(data85)) {
        if (data85 < 0 || isNaN(data85)) {
          const err182 = { instancePath: instancePath + "/max-cost-usd", schemaPath: "#/properties/max-cost-usd/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema11.properties["max-cost-usd"], data: data85 };
          if (vErrors === null) {
            vErrors = [err182];
          } else {
            vErrors.push(err182);
          }
          errors++;
        }
      }
    }
    if (data["max-runs"] !== void 0) {
      let data86 = data["max-runs"];
      if (!(typeof data86 == "number" && (!(data86 % 1) && !isNaN(data86)) && isFinite(data86)) && data86 !== null) {
        const err183 = { instancePath: instancePath + "/max-runs", schemaPath: "#/properties/max-runs/type", keyword: "type", params: { type: schema11.properties["max-runs"].type }, message: "must be integer,null", schema: schema11.properties["max-runs"].type, parentSchema: schema11.properties["max-runs"], data: data86 };
        if (vErrors === null) {
          vErrors = [err183];
        } else {
          vErrors.push(err183);
        }
        errors++;
      }
      if (typeof data86 == "number" && isFinite(data86)) {
        if (data86 < 1 || isNaN(data86)) {
          const err184 = { instancePath: instancePath + "/max-runs", schemaPath: "#/properties/max-runs/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema11.properties["max-runs"], data: data86 };
          if (vErrors === null) {
            vErrors = [err184];
          } else {
            vErrors.push(err184);
          }
          errors++;
        }
      }
    }
  } else {
    const err185 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.type, parentSchema: schema11, data };
    if (vErrors === null) {
      vErrors = [err185];
    } else {
      vErrors.push(err185);
    }
    errors++;
  }
  validate10.errors = vErrors;
  return errors === 0;
}
var evals = validate11;
var schema33 = { "$schema": "http://json-schema.org/draft-07/schema#", "$id": "https://github.com/skill-evals/skill-evals/schemas/evals.schema.json", "title": "skill-evals eval suite (evals.json)", "description": "Test prompts for Claude Agent Skills. Two layouts are accepted: a repo-level `evals/evals.json` whose entries each name their `skill` (SPEC-0017), and a per-skill `skills/<name>/evals/evals.json` whose `skill_name` is the skill's name (skill-creator).", "type": "object", "required": ["evals"], "properties": { "$schema": { "type": "string", "description": "URL or path of this JSON Schema, for editors." }, "skill_name": { "type": "string", "minLength": 1, "description": "Per-skill suites: the skill's `name` from its SKILL.md frontmatter (must match). Repo-level suites: free label, e.g. the plugin name; when it names an existing skill, entries without `skill` belong to it." }, "evals": { "type": "array", "description": "The test cases. SPEC-0017 recommends 3-4 per Tier 1 skill, 2-3 per Tier 2 skill and 2 per Tier 3 skill.", "items": { "$ref": "#/definitions/eval" } } }, "additionalProperties": false, "definitions": { "eval": { "type": "object", "description": "One test case: a realistic user prompt plus the objectively verifiable assertions its result must satisfy.", "required": ["id", "prompt"], "properties": { "id": { "type": ["integer", "string"], "minLength": 1, "description": "Identifier, unique per skill. An integer in both reference formats (SPEC-0017 uses ranges per tier: 1-99, 100-199, 200-299); a non-empty string is also accepted." }, "skill": { "type": "string", "minLength": 1, "description": "Repo-level suites: name of the skill under test (a folder with SKILL.md). In a per-skill suite it may be omitted; if present it must be that skill." }, "prompt": { "type": "string", "minLength": 1, "description": "The user message sent to Claude: realistic, with the context, file paths and specifics a real user would give." }, "expected_output": { "type": "string", "description": "Human-readable description of a successful result (shown to reviewers and to the LLM judge)." }, "files": { "type": "array", "description": "Input files copied into the agent's workspace. Per-skill suites: paths relative to the skill folder; repo-level suites: relative to the repository root. Each must exist and stay inside the repository.", "items": { "type": "string", "minLength": 1, "description": "Relative path of an input file." } }, "assertions": { "type": "array", "description": "Objectively verifiable statements about the result (at least 2 per eval). Same as `expectations`; use one of the two names, not both.", "items": { "$ref": "#/definitions/assertion" } }, "expectations": { "type": "array", "description": "skill-creator's name for `assertions` (at least 2 per eval). Use one of the two names, not both.", "items": { "$ref": "#/definitions/assertion" } }, "bash": { "type": "boolean", "description": "Give the agent a bash tool for this eval (overrides the `bash` setting in evals/config.yaml)." }, "network": { "type": "boolean", "description": "Let this eval's Bash, Claude Code run and script checks use the host's network (loopback services and the internet). Default false: each sandboxed step has a network of its own with nothing on it; host Unix sockets stay hidden either way. The run's summary names the evals that opt in." }, "critical": { "type": "boolean", "description": "A critical eval: it must pass on the pull request (gate `critical-evals`), and a significant regression on critical evals means `rollback`. Default false." }, "skill_loading": { "type": "string", "enum": ["preload", "discover"], "description": "How the skill reaches the agent: `preload` puts SKILL.md in the context up front; `discover` lists it by name and description and lets the agent decide to load it (tests triggering). Overrides `skill-loading` in evals/config.yaml." } }, "not": { "description": "`assertions` and `expectations` are two names for the same list; use only one.", "required": ["assertions", "expectations"] }, "additionalProperties": false }, "assertion": { "description": "A verifiable statement, either as plain text (graded by the LLM judge) or as an object.", "type": ["string", "object"], "if": { "type": "string" }, "then": { "minLength": 1 }, "else": { "required": ["text"], "properties": { "text": { "type": "string", "minLength": 1, "description": 'The statement, e.g. "YAML frontmatter contains status: proposed".' }, "type": { "type": "string", "description": "Free category: structural, content, format, behavioral, coverage, …" }, "check": { "$ref": "#/definitions/check", "description": "Optional deterministic check: an object with a `kind` (e.g. a file or regex check) plus that kind's fields. Assertions with a check are graded by a program; the others by the LLM judge." } }, "additionalProperties": false } }, "check": { "type": "object", "description": "A deterministic check graded by a program instead of the LLM judge. `kind` selects the check; its other fields depend on the kind.", "required": ["kind"], "properties": { "kind": { "type": "string", "minLength": 1, "description": "Name of the check kind: contains, not_contains, regex, file_exists, file_absent, json_schema, json_path, tool_called, tool_not_called, frontmatter or script (hyphens are accepted for underscores). Each kind's fields are validated by skill-evals itself (rule suite.check.invalid), not by this schema.", "examples": ["contains", "not_contains", "regex", "file_exists", "file_absent", "json_schema", "json_path", "tool_called", "tool_not_called", "frontmatter", "script"] } }, "additionalProperties": true } } };
var schema34 = { "type": "object", "description": "One test case: a realistic user prompt plus the objectively verifiable assertions its result must satisfy.", "required": ["id", "prompt"], "properties": { "id": { "type": ["integer", "string"], "minLength": 1, "description": "Identifier, unique per skill. An integer in both reference formats (SPEC-0017 uses ranges per tier: 1-99, 100-199, 200-299); a non-empty string is also accepted." }, "skill": { "type": "string", "minLength": 1, "description": "Repo-level suites: name of the skill under test (a folder with SKILL.md). In a per-skill suite it may be omitted; if present it must be that skill." }, "prompt": { "type": "string", "minLength": 1, "description": "The user message sent to Claude: realistic, with the context, file paths and specifics a real user would give." }, "expected_output": { "type": "string", "description": "Human-readable description of a successful result (shown to reviewers and to the LLM judge)." }, "files": { "type": "array", "description": "Input files copied into the agent's workspace. Per-skill suites: paths relative to the skill folder; repo-level suites: relative to the repository root. Each must exist and stay inside the repository.", "items": { "type": "string", "minLength": 1, "description": "Relative path of an input file." } }, "assertions": { "type": "array", "description": "Objectively verifiable statements about the result (at least 2 per eval). Same as `expectations`; use one of the two names, not both.", "items": { "$ref": "#/definitions/assertion" } }, "expectations": { "type": "array", "description": "skill-creator's name for `assertions` (at least 2 per eval). Use one of the two names, not both.", "items": { "$ref": "#/definitions/assertion" } }, "bash": { "type": "boolean", "description": "Give the agent a bash tool for this eval (overrides the `bash` setting in evals/config.yaml)." }, "network": { "type": "boolean", "description": "Let this eval's Bash, Claude Code run and script checks use the host's network (loopback services and the internet). Default false: each sandboxed step has a network of its own with nothing on it; host Unix sockets stay hidden either way. The run's summary names the evals that opt in." }, "critical": { "type": "boolean", "description": "A critical eval: it must pass on the pull request (gate `critical-evals`), and a significant regression on critical evals means `rollback`. Default false." }, "skill_loading": { "type": "string", "enum": ["preload", "discover"], "description": "How the skill reaches the agent: `preload` puts SKILL.md in the context up front; `discover` lists it by name and description and lets the agent decide to load it (tests triggering). Overrides `skill-loading` in evals/config.yaml." } }, "not": { "description": "`assertions` and `expectations` are two names for the same list; use only one.", "required": ["assertions", "expectations"] }, "additionalProperties": false };
var schema35 = { "description": "A verifiable statement, either as plain text (graded by the LLM judge) or as an object.", "type": ["string", "object"], "if": { "type": "string" }, "then": { "minLength": 1 }, "else": { "required": ["text"], "properties": { "text": { "type": "string", "minLength": 1, "description": 'The statement, e.g. "YAML frontmatter contains status: proposed".' }, "type": { "type": "string", "description": "Free category: structural, content, format, behavioral, coverage, …" }, "check": { "$ref": "#/definitions/check", "description": "Optional deterministic check: an object with a `kind` (e.g. a file or regex check) plus that kind's fields. Assertions with a check are graded by a program; the others by the LLM judge." } }, "additionalProperties": false } };
var schema36 = { "type": "object", "description": "A deterministic check graded by a program instead of the LLM judge. `kind` selects the check; its other fields depend on the kind.", "required": ["kind"], "properties": { "kind": { "type": "string", "minLength": 1, "description": "Name of the check kind: contains, not_contains, regex, file_exists, file_absent, json_schema, json_path, tool_called, tool_not_called, frontmatter or script (hyphens are accepted for underscores). Each kind's fields are validated by skill-evals itself (rule suite.check.invalid), not by this schema.", "examples": ["contains", "not_contains", "regex", "file_exists", "file_absent", "json_schema", "json_path", "tool_called", "tool_not_called", "frontmatter", "script"] } }, "additionalProperties": true };
function validate13(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (typeof data !== "string" && !(data && typeof data == "object" && !Array.isArray(data))) {
    const err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: schema35.type }, message: "must be string,object", schema: schema35.type, parentSchema: schema35, data };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  const _errs1 = errors;
  let valid0 = true;
  const _errs2 = errors;
  if (typeof data !== "string") {
    const err1 = {};
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  var _valid0 = _errs2 === errors;
  errors = _errs1;
  if (vErrors !== null) {
    if (_errs1) {
      vErrors.length = _errs1;
    } else {
      vErrors = null;
    }
  }
  let ifClause0;
  if (_valid0) {
    const _errs4 = errors;
    if (typeof data === "string") {
      if (func3(data) < 1) {
        const err2 = { instancePath, schemaPath: "#/then/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema35.then, data };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    var _valid0 = _errs4 === errors;
    valid0 = _valid0;
    ifClause0 = "then";
  } else {
    const _errs5 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.text === void 0) {
        const err3 = { instancePath, schemaPath: "#/else/required", keyword: "required", params: { missingProperty: "text" }, message: "must have required property 'text'", schema: schema35.else.required, parentSchema: schema35.else, data };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      for (const key0 in data) {
        if (!(key0 === "text" || key0 === "type" || key0 === "check")) {
          const err4 = { instancePath, schemaPath: "#/else/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema35.else, data };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      }
      if (data.text !== void 0) {
        let data0 = data.text;
        if (typeof data0 === "string") {
          if (func3(data0) < 1) {
            const err5 = { instancePath: instancePath + "/text", schemaPath: "#/else/properties/text/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema35.else.properties.text, data: data0 };
            if (vErrors === null) {
              vErrors = [err5];
            } else {
              vErrors.push(err5);
            }
            errors++;
          }
        } else {
          const err6 = { instancePath: instancePath + "/text", schemaPath: "#/else/properties/text/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema35.else.properties.text.type, parentSchema: schema35.else.properties.text, data: data0 };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      }
      if (data.type !== void 0) {
        let data1 = data.type;
        if (typeof data1 !== "string") {
          const err7 = { instancePath: instancePath + "/type", schemaPath: "#/else/properties/type/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema35.else.properties.type.type, parentSchema: schema35.else.properties.type, data: data1 };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      }
      if (data.check !== void 0) {
        let data2 = data.check;
        if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
          if (data2.kind === void 0) {
            const err8 = { instancePath: instancePath + "/check", schemaPath: "#/definitions/check/required", keyword: "required", params: { missingProperty: "kind" }, message: "must have required property 'kind'", schema: schema36.required, parentSchema: schema36, data: data2 };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
          if (data2.kind !== void 0) {
            let data3 = data2.kind;
            if (typeof data3 === "string") {
              if (func3(data3) < 1) {
                const err9 = { instancePath: instancePath + "/check/kind", schemaPath: "#/definitions/check/properties/kind/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema36.properties.kind, data: data3 };
                if (vErrors === null) {
                  vErrors = [err9];
                } else {
                  vErrors.push(err9);
                }
                errors++;
              }
            } else {
              const err10 = { instancePath: instancePath + "/check/kind", schemaPath: "#/definitions/check/properties/kind/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema36.properties.kind.type, parentSchema: schema36.properties.kind, data: data3 };
              if (vErrors === null) {
                vErrors = [err10];
              } else {
                vErrors.push(err10);
              }
              errors++;
            }
          }
        } else {
          const err11 = { instancePath: instancePath + "/check", schemaPath: "#/definitions/check/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema36.type, parentSchema: schema36, data: data2 };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
      }
    }
    var _valid0 = _errs5 === errors;
    valid0 = _valid0;
    ifClause0 = "else";
  }
  if (!valid0) {
    const err12 = { instancePath, schemaPath: "#/if", keyword: "if", params: { failingKeyword: ifClause0 }, message: 'must match "' + ifClause0 + '" schema', schema: schema35.if, parentSchema: schema35, data };
    if (vErrors === null) {
      vErrors = [err12];
    } else {
      vErrors.push(err12);
    }
    errors++;
  }
  validate13.errors = vErrors;
  return errors === 0;
}
function validate12(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  const _errs1 = errors;
  const _errs2 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing0;
    if (data.assertions === void 0 && (missing0 = "assertions") || data.expectations === void 0 && (missing0 = "expectations")) {
      const err0 = {};
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
  }
  var valid0 = _errs2 === errors;
  if (valid0) {
    const err1 = { instancePath, schemaPath: "#/not", keyword: "not", params: {}, message: "must NOT be valid", schema: schema34.not, parentSchema: schema34, data };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  } else {
    errors = _errs1;
    if (vErrors !== null) {
      if (_errs1) {
        vErrors.length = _errs1;
      } else {
        vErrors = null;
      }
    }
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.id === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'", schema: schema34.required, parentSchema: schema34, data };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.prompt === void 0) {
      const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "prompt" }, message: "must have required property 'prompt'", schema: schema34.required, parentSchema: schema34, data };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func2.call(schema34.properties, key0)) {
        const err4 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema34, data };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.id !== void 0) {
      let data0 = data.id;
      if (!(typeof data0 == "number" && (!(data0 % 1) && !isNaN(data0)) && isFinite(data0)) && typeof data0 !== "string") {
        const err5 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: schema34.properties.id.type }, message: "must be integer,string", schema: schema34.properties.id.type, parentSchema: schema34.properties.id, data: data0 };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      if (typeof data0 === "string") {
        if (func3(data0) < 1) {
          const err6 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema34.properties.id, data: data0 };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      }
    }
    if (data.skill !== void 0) {
      let data1 = data.skill;
      if (typeof data1 === "string") {
        if (func3(data1) < 1) {
          const err7 = { instancePath: instancePath + "/skill", schemaPath: "#/properties/skill/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema34.properties.skill, data: data1 };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      } else {
        const err8 = { instancePath: instancePath + "/skill", schemaPath: "#/properties/skill/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema34.properties.skill.type, parentSchema: schema34.properties.skill, data: data1 };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.prompt !== void 0) {
      let data2 = data.prompt;
      if (typeof data2 === "string") {
        if (func3(data2) < 1) {
          const err9 = { instancePath: instancePath + "/prompt", schemaPath: "#/properties/prompt/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema34.properties.prompt, data: data2 };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
      } else {
        const err10 = { instancePath: instancePath + "/prompt", schemaPath: "#/properties/prompt/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema34.properties.prompt.type, parentSchema: schema34.properties.prompt, data: data2 };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.expected_output !== void 0) {
      let data3 = data.expected_output;
      if (typeof data3 !== "string") {
        const err11 = { instancePath: instancePath + "/expected_output", schemaPath: "#/properties/expected_output/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema34.properties.expected_output.type, parentSchema: schema34.properties.expected_output, data: data3 };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.files !== void 0) {
      let data4 = data.files;
      if (Array.isArray(data4)) {
        const len0 = data4.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data5 = data4[i0];
          if (typeof data5 === "string") {
            if (func3(data5) < 1) {
              const err12 = { instancePath: instancePath + "/files/" + i0, schemaPath: "#/properties/files/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema34.properties.files.items, data: data5 };
              if (vErrors === null) {
                vErrors = [err12];
              } else {
                vErrors.push(err12);
              }
              errors++;
            }
          } else {
            const err13 = { instancePath: instancePath + "/files/" + i0, schemaPath: "#/properties/files/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema34.properties.files.items.type, parentSchema: schema34.properties.files.items, data: data5 };
            if (vErrors === null) {
              vErrors = [err13];
            } else {
              vErrors.push(err13);
            }
            errors++;
          }
        }
      } else {
        const err14 = { instancePath: instancePath + "/files", schemaPath: "#/properties/files/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema34.properties.files.type, parentSchema: schema34.properties.files, data: data4 };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
    if (data.assertions !== void 0) {
      let data6 = data.assertions;
      if (Array.isArray(data6)) {
        const len1 = data6.length;
        for (let i1 = 0; i1 < len1; i1++) {
          if (!validate13(data6[i1], { instancePath: instancePath + "/assertions/" + i1, parentData: data6, parentDataProperty: i1, rootData })) {
            vErrors = vErrors === null ? validate13.errors : vErrors.concat(validate13.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err15 = { instancePath: instancePath + "/assertions", schemaPath: "#/properties/assertions/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema34.properties.assertions.type, parentSchema: schema34.properties.assertions, data: data6 };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.expectations !== void 0) {
      let data8 = data.expectations;
      if (Array.isArray(data8)) {
        const len2 = data8.length;
        for (let i2 = 0; i2 < len2; i2++) {
          if (!validate13(data8[i2], { instancePath: instancePath + "/expectations/" + i2, parentData: data8, parentDataProperty: i2, rootData })) {
            vErrors = vErrors === null ? validate13.errors : vErrors.concat(validate13.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err16 = { instancePath: instancePath + "/expectations", schemaPath: "#/properties/expectations/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema34.properties.expectations.type, parentSchema: schema34.properties.expectations, data: data8 };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
    }
    if (data.bash !== void 0) {
      let data10 = data.bash;
      if (typeof data10 !== "boolean") {
        const err17 = { instancePath: instancePath + "/bash", schemaPath: "#/properties/bash/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema34.properties.bash.type, parentSchema: schema34.properties.bash, data: data10 };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
    }
    if (data.network !== void 0) {
      let data11 = data.network;
      if (typeof data11 !== "boolean") {
        const err18 = { instancePath: instancePath + "/network", schemaPath: "#/properties/network/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema34.properties.network.type, parentSchema: schema34.properties.network, data: data11 };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
    }
    if (data.critical !== void 0) {
      let data12 = data.critical;
      if (typeof data12 !== "boolean") {
        const err19 = { instancePath: instancePath + "/critical", schemaPath: "#/properties/critical/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema34.properties.critical.type, parentSchema: schema34.properties.critical, data: data12 };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
    }
    if (data.skill_loading !== void 0) {
      let data13 = data.skill_loading;
      if (typeof data13 !== "string") {
        const err20 = { instancePath: instancePath + "/skill_loading", schemaPath: "#/properties/skill_loading/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema34.properties.skill_loading.type, parentSchema: schema34.properties.skill_loading, data: data13 };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
      if (!(data13 === "preload" || data13 === "discover")) {
        const err21 = { instancePath: instancePath + "/skill_loading", schemaPath: "#/properties/skill_loading/enum", keyword: "enum", params: { allowedValues: schema34.properties.skill_loading.enum }, message: "must be equal to one of the allowed values", schema: schema34.properties.skill_loading.enum, parentSchema: schema34.properties.skill_loading, data: data13 };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
    }
  } else {
    const err22 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema34.type, parentSchema: schema34, data };
    if (vErrors === null) {
      vErrors = [err22];
    } else {
      vErrors.push(err22);
    }
    errors++;
  }
  validate12.errors = vErrors;
  return errors === 0;
}
function validate11(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.evals === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "evals" }, message: "must have required property 'evals'", schema: schema33.required, parentSchema: schema33, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "$schema" || key0 === "skill_name" || key0 === "evals")) {
        const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema33, data };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.$schema !== void 0) {
      let data0 = data.$schema;
      if (typeof data0 !== "string") {
        const err2 = { instancePath: instancePath + "/$schema", schemaPath: "#/properties/%24schema/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema33.properties.$schema.type, parentSchema: schema33.properties.$schema, data: data0 };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.skill_name !== void 0) {
      let data1 = data.skill_name;
      if (typeof data1 === "string") {
        if (func3(data1) < 1) {
          const err3 = { instancePath: instancePath + "/skill_name", schemaPath: "#/properties/skill_name/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema33.properties.skill_name, data: data1 };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      } else {
        const err4 = { instancePath: instancePath + "/skill_name", schemaPath: "#/properties/skill_name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema33.properties.skill_name.type, parentSchema: schema33.properties.skill_name, data: data1 };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.evals !== void 0) {
      let data2 = data.evals;
      if (Array.isArray(data2)) {
        const len0 = data2.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (!validate12(data2[i0], { instancePath: instancePath + "/evals/" + i0, parentData: data2, parentDataProperty: i0, rootData })) {
            vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err5 = { instancePath: instancePath + "/evals", schemaPath: "#/properties/evals/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema33.properties.evals.type, parentSchema: schema33.properties.evals, data: data2 };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
  } else {
    const err6 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema33.type, parentSchema: schema33, data };
    if (vErrors === null) {
      vErrors = [err6];
    } else {
      vErrors.push(err6);
    }
    errors++;
  }
  validate11.errors = vErrors;
  return errors === 0;
}
var pipeline = validate17;
var schema37 = { "$schema": "http://json-schema.org/draft-07/schema#", "$id": "https://github.com/skill-evals/skill-evals/schemas/pipeline.schema.json", "title": "skill-evals pipeline scenario (evals/pipeline/<id>.json)", "description": 'Skills run in sequence on one disposable local git repository, so the artefacts of each step flow to the next (SPEC-0017 "Cross-Skill Pipeline Testing"). Each step\'s `verify` is graded right after the step; `final_assertions` after the last step.', "type": "object", "required": ["id", "description", "setup", "steps", "final_assertions"], "properties": { "$schema": { "type": "string", "description": "URL or path of this JSON Schema, for editors." }, "id": { "type": "string", "minLength": 1, "pattern": "^[a-z0-9]+(-[a-z0-9]+)*$", "description": "Kebab-case identifier; must equal the file name without `.json`." }, "description": { "type": "string", "minLength": 1, "description": "Short human-readable purpose of the scenario." }, "cost_class": { "type": "string", "enum": ["low", "high"], "description": "`low` (default) or `high`; high-cost scenarios get a cost notice in the PR comment." }, "setup": { "type": "object", "description": "How the disposable repository is made and what it holds before step 1.", "required": ["repo_strategy"], "properties": { "repo_strategy": { "type": "string", "enum": ["local-tmp-init", "gh-disposable"], "description": "`local-tmp-init`: a temporary directory with `git init`, the seed files and an initial commit, removed afterwards. `gh-disposable` (a real GitHub repository) is part of the reference format but NOT supported by skill-evals: `validate` rejects it." }, "seed": { "type": "object", "description": "The repository's content before step 1 (committed as the initial commit).", "properties": { "claude_md": { "type": "string", "description": "Content of the CLAUDE.md written at the root of the temporary repository; it is also given to the agent as project instructions at every step." }, "files": { "type": "array", "description": "Files of the temporary repository before step 1: a repository-relative path (copied to the same path in the temporary repository) or an inline `{path, content}`.", "items": { "oneOf": [{ "type": "string", "minLength": 1 }, { "type": "object", "required": ["path", "content"], "properties": { "path": { "type": "string", "minLength": 1, "description": "Path inside the temporary repository." }, "content": { "type": "string", "description": "The file's text." } }, "additionalProperties": false }] } } }, "additionalProperties": false } }, "additionalProperties": false }, "steps": { "type": "array", "minItems": 1, "description": "Skill invocations, run in this order on the same repository.", "items": { "type": "object", "description": "One skill invocation on the shared repository.", "required": ["skill", "prompt", "verify"], "properties": { "step": { "type": "integer", "minimum": 1, "description": "Optional step number (informational; steps run in file order and should be numbered 1, 2, 3, …)." }, "skill": { "type": "string", "minLength": 1, "description": "Name of the skill this step runs with (a folder with SKILL.md)." }, "prompt": { "type": "string", "minLength": 1, "description": "The user message of this step." }, "verify": { "type": "array", "description": "Assertions graded right after this step (same forms as eval assertions: a string for the LLM judge, or {text, type?, check?}). Checks see the whole repository after the step.", "items": { "$ref": "evals.schema.json#/definitions/assertion" } } }, "additionalProperties": false } }, "final_assertions": { "type": "array", "description": "Cross-step assertions graded after the last step, against the final repository.", "items": { "$ref": "evals.schema.json#/definitions/assertion" } } }, "additionalProperties": false };
var pattern3 = new RegExp("^[a-z0-9]+(-[a-z0-9]+)*$", "u");
function validate18(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (typeof data !== "string" && !(data && typeof data == "object" && !Array.isArray(data))) {
    const err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: schema35.type }, message: "must be string,object", schema: schema35.type, parentSchema: schema35, data };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  const _errs1 = errors;
  let valid0 = true;
  const _errs2 = errors;
  if (typeof data !== "string") {
    const err1 = {};
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  var _valid0 = _errs2 === errors;
  errors = _errs1;
  if (vErrors !== null) {
    if (_errs1) {
      vErrors.length = _errs1;
    } else {
      vErrors = null;
    }
  }
  let ifClause0;
  if (_valid0) {
    const _errs4 = errors;
    if (typeof data === "string") {
      if (func3(data) < 1) {
        const err2 = { instancePath, schemaPath: "#/then/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema35.then, data };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    var _valid0 = _errs4 === errors;
    valid0 = _valid0;
    ifClause0 = "then";
  } else {
    const _errs5 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.text === void 0) {
        const err3 = { instancePath, schemaPath: "#/else/required", keyword: "required", params: { missingProperty: "text" }, message: "must have required property 'text'", schema: schema35.else.required, parentSchema: schema35.else, data };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      for (const key0 in data) {
        if (!(key0 === "text" || key0 === "type" || key0 === "check")) {
          const err4 = { instancePath, schemaPath: "#/else/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema35.else, data };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      }
      if (data.text !== void 0) {
        let data0 = data.text;
        if (typeof data0 === "string") {
          if (func3(data0) < 1) {
            const err5 = { instancePath: instancePath + "/text", schemaPath: "#/else/properties/text/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema35.else.properties.text, data: data0 };
            if (vErrors === null) {
              vErrors = [err5];
            } else {
              vErrors.push(err5);
            }
            errors++;
          }
        } else {
          const err6 = { instancePath: instancePath + "/text", schemaPath: "#/else/properties/text/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema35.else.properties.text.type, parentSchema: schema35.else.properties.text, data: data0 };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      }
      if (data.type !== void 0) {
        let data1 = data.type;
        if (typeof data1 !== "string") {
          const err7 = { instancePath: instancePath + "/type", schemaPath: "#/else/properties/type/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema35.else.properties.type.type, parentSchema: schema35.else.properties.type, data: data1 };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      }
      if (data.check !== void 0) {
        let data2 = data.check;
        if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
          if (data2.kind === void 0) {
            const err8 = { instancePath: instancePath + "/check", schemaPath: "#/definitions/check/required", keyword: "required", params: { missingProperty: "kind" }, message: "must have required property 'kind'", schema: schema36.required, parentSchema: schema36, data: data2 };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
          if (data2.kind !== void 0) {
            let data3 = data2.kind;
            if (typeof data3 === "string") {
              if (func3(data3) < 1) {
                const err9 = { instancePath: instancePath + "/check/kind", schemaPath: "#/definitions/check/properties/kind/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema36.properties.kind, data: data3 };
                if (vErrors === null) {
                  vErrors = [err9];
                } else {
                  vErrors.push(err9);
                }
                errors++;
              }
            } else {
              const err10 = { instancePath: instancePath + "/check/kind", schemaPath: "#/definitions/check/properties/kind/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema36.properties.kind.type, parentSchema: schema36.properties.kind, data: data3 };
              if (vErrors === null) {
                vErrors = [err10];
              } else {
                vErrors.push(err10);
              }
              errors++;
            }
          }
        } else {
          const err11 = { instancePath: instancePath + "/check", schemaPath: "#/definitions/check/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema36.type, parentSchema: schema36, data: data2 };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
      }
    }
    var _valid0 = _errs5 === errors;
    valid0 = _valid0;
    ifClause0 = "else";
  }
  if (!valid0) {
    const err12 = { instancePath, schemaPath: "#/if", keyword: "if", params: { failingKeyword: ifClause0 }, message: 'must match "' + ifClause0 + '" schema', schema: schema35.if, parentSchema: schema35, data };
    if (vErrors === null) {
      vErrors = [err12];
    } else {
      vErrors.push(err12);
    }
    errors++;
  }
  validate18.errors = vErrors;
  return errors === 0;
}
function validate17(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.id === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'", schema: schema37.required, parentSchema: schema37, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.description === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "description" }, message: "must have required property 'description'", schema: schema37.required, parentSchema: schema37, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.setup === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "setup" }, message: "must have required property 'setup'", schema: schema37.required, parentSchema: schema37, data };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.steps === void 0) {
      const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "steps" }, message: "must have required property 'steps'", schema: schema37.required, parentSchema: schema37, data };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.final_assertions === void 0) {
      const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "final_assertions" }, message: "must have required property 'final_assertions'", schema: schema37.required, parentSchema: schema37, data };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "$schema" || key0 === "id" || key0 === "description" || key0 === "cost_class" || key0 === "setup" || key0 === "steps" || key0 === "final_assertions")) {
        const err5 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema37, data };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.$schema !== void 0) {
      let data0 = data.$schema;
      if (typeof data0 !== "string") {
        const err6 = { instancePath: instancePath + "/$schema", schemaPath: "#/properties/%24schema/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema37.properties.$schema.type, parentSchema: schema37.properties.$schema, data: data0 };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.id !== void 0) {
      let data1 = data.id;
      if (typeof data1 === "string") {
        if (func3(data1) < 1) {
          const err7 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema37.properties.id, data: data1 };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        if (!pattern3.test(data1)) {
          const err8 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/pattern", keyword: "pattern", params: { pattern: "^[a-z0-9]+(-[a-z0-9]+)*$" }, message: 'must match pattern "^[a-z0-9]+(-[a-z0-9]+)*$"', schema: "^[a-z0-9]+(-[a-z0-9]+)*$", parentSchema: schema37.properties.id, data: data1 };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
      } else {
        const err9 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema37.properties.id.type, parentSchema: schema37.properties.id, data: data1 };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.description !== void 0) {
      let data2 = data.description;
      if (typeof data2 === "string") {
        if (func3(data2) < 1) {
          const err10 = { instancePath: instancePath + "/description", schemaPath: "#/properties/description/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema37.properties.description, data: data2 };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      } else {
        const err11 = { instancePath: instancePath + "/description", schemaPath: "#/properties/description/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema37.properties.description.type, parentSchema: schema37.properties.description, data: data2 };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.cost_class !== void 0) {
      let data3 = data.cost_class;
      if (typeof data3 !== "string") {
        const err12 = { instancePath: instancePath + "/cost_class", schemaPath: "#/properties/cost_class/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema37.properties.cost_class.type, parentSchema: schema37.properties.cost_class, data: data3 };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
      if (!(data3 === "low" || data3 === "high")) {
        const err13 = { instancePath: instancePath + "/cost_class", schemaPath: "#/properties/cost_class/enum", keyword: "enum", params: { allowedValues: schema37.properties.cost_class.enum }, message: "must be equal to one of the allowed values", schema: schema37.properties.cost_class.enum, parentSchema: schema37.properties.cost_class, data: data3 };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    if (data.setup !== void 0) {
      let data4 = data.setup;
      if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
        if (data4.repo_strategy === void 0) {
          const err14 = { instancePath: instancePath + "/setup", schemaPath: "#/properties/setup/required", keyword: "required", params: { missingProperty: "repo_strategy" }, message: "must have required property 'repo_strategy'", schema: schema37.properties.setup.required, parentSchema: schema37.properties.setup, data: data4 };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
        for (const key1 in data4) {
          if (!(key1 === "repo_strategy" || key1 === "seed")) {
            const err15 = { instancePath: instancePath + "/setup", schemaPath: "#/properties/setup/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties", schema: false, parentSchema: schema37.properties.setup, data: data4 };
            if (vErrors === null) {
              vErrors = [err15];
            } else {
              vErrors.push(err15);
            }
            errors++;
          }
        }
        if (data4.repo_strategy !== void 0) {
          let data5 = data4.repo_strategy;
          if (typeof data5 !== "string") {
            const err16 = { instancePath: instancePath + "/setup/repo_strategy", schemaPath: "#/properties/setup/properties/repo_strategy/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema37.properties.setup.properties.repo_strategy.type, parentSchema: schema37.properties.setup.properties.repo_strategy, data: data5 };
            if (vErrors === null) {
              vErrors = [err16];
            } else {
              vErrors.push(err16);
            }
            errors++;
          }
          if (!(data5 === "local-tmp-init" || data5 === "gh-disposable")) {
            const err17 = { instancePath: instancePath + "/setup/repo_strategy", schemaPath: "#/properties/setup/properties/repo_strategy/enum", keyword: "enum", params: { allowedValues: schema37.properties.setup.properties.repo_strategy.enum }, message: "must be equal to one of the allowed values", schema: schema37.properties.setup.properties.repo_strategy.enum, parentSchema: schema37.properties.setup.properties.repo_strategy, data: data5 };
            if (vErrors === null) {
              vErrors = [err17];
            } else {
              vErrors.push(err17);
            }
            errors++;
          }
        }
        if (data4.seed !== void 0) {
          let data6 = data4.seed;
          if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
            for (const key2 in data6) {
              if (!(key2 === "claude_md" || key2 === "files")) {
                const err18 = { instancePath: instancePath + "/setup/seed", schemaPath: "#/properties/setup/properties/seed/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties", schema: false, parentSchema: schema37.properties.setup.properties.seed, data: data6 };
                if (vErrors === null) {
                  vErrors = [err18];
                } else {
                  vErrors.push(err18);
                }
                errors++;
              }
            }
            if (data6.claude_md !== void 0) {
              let data7 = data6.claude_md;
              if (typeof data7 !== "string") {
                const err19 = { instancePath: instancePath + "/setup/seed/claude_md", schemaPath: "#/properties/setup/properties/seed/properties/claude_md/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema37.properties.setup.properties.seed.properties.claude_md.type, parentSchema: schema37.properties.setup.properties.seed.properties.claude_md, data: data7 };
                if (vErrors === null) {
                  vErrors = [err19];
                } else {
                  vErrors.push(err19);
                }
                errors++;
              }
            }
            if (data6.files !== void 0) {
              let data8 = data6.files;
              if (Array.isArray(data8)) {
                const len0 = data8.length;
                for (let i0 = 0; i0 < len0; i0++) {
                  let data9 = data8[i0];
                  const _errs23 = errors;
                  let valid5 = false;
                  let passing0 = null;
                  const _errs24 = errors;
                  if (typeof data9 === "string") {
                    if (func3(data9) < 1) {
                      const err20 = { instancePath: instancePath + "/setup/seed/files/" + i0, schemaPath: "#/properties/setup/properties/seed/properties/files/items/oneOf/0/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema37.properties.setup.properties.seed.properties.files.items.oneOf[0], data: data9 };
                      if (vErrors === null) {
                        vErrors = [err20];
                      } else {
                        vErrors.push(err20);
                      }
                      errors++;
                    }
                  } else {
                    const err21 = { instancePath: instancePath + "/setup/seed/files/" + i0, schemaPath: "#/properties/setup/properties/seed/properties/files/items/oneOf/0/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema37.properties.setup.properties.seed.properties.files.items.oneOf[0].type, parentSchema: schema37.properties.setup.properties.seed.properties.files.items.oneOf[0], data: data9 };
                    if (vErrors === null) {
                      vErrors = [err21];
                    } else {
                      vErrors.push(err21);
                    }
                    errors++;
                  }
                  var _valid0 = _errs24 === errors;
                  if (_valid0) {
                    valid5 = true;
                    passing0 = 0;
                  }
                  const _errs26 = errors;
                  if (data9 && typeof data9 == "object" && !Array.isArray(data9)) {
                    if (data9.path === void 0) {
                      const err22 = { instancePath: instancePath + "/setup/seed/files/" + i0, schemaPath: "#/properties/setup/properties/seed/properties/files/items/oneOf/1/required", keyword: "required", params: { missingProperty: "path" }, message: "must have required property 'path'", schema: schema37.properties.setup.properties.seed.properties.files.items.oneOf[1].required, parentSchema: schema37.properties.setup.properties.seed.properties.files.items.oneOf[1], data: data9 };
                      if (vErrors === null) {
                        vErrors = [err22];
                      } else {
                        vErrors.push(err22);
                      }
                      errors++;
                    }
                    if (data9.content === void 0) {
                      const err23 = { instancePath: instancePath + "/setup/seed/files/" + i0, schemaPath: "#/properties/setup/properties/seed/properties/files/items/oneOf/1/required", keyword: "required", params: { missingProperty: "content" }, message: "must have required property 'content'", schema: schema37.properties.setup.properties.seed.properties.files.items.oneOf[1].required, parentSchema: schema37.properties.setup.properties.seed.properties.files.items.oneOf[1], data: data9 };
                      if (vErrors === null) {
                        vErrors = [err23];
                      } else {
                        vErrors.push(err23);
                      }
                      errors++;
                    }
                    for (const key3 in data9) {
                      if (!(key3 === "path" || key3 === "content")) {
                        const err24 = { instancePath: instancePath + "/setup/seed/files/" + i0, schemaPath: "#/properties/setup/properties/seed/properties/files/items/oneOf/1/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties", schema: false, parentSchema: schema37.properties.setup.properties.seed.properties.files.items.oneOf[1], data: data9 };
                        if (vErrors === null) {
                          vErrors = [err24];
                        } else {
                          vErrors.push(err24);
                        }
                        errors++;
                      }
                    }
                    if (data9.path !== void 0) {
                      let data10 = data9.path;
                      if (typeof data10 === "string") {
                        if (func3(data10) < 1) {
                          const err25 = { instancePath: instancePath + "/setup/seed/files/" + i0 + "/path", schemaPath: "#/properties/setup/properties/seed/properties/files/items/oneOf/1/properties/path/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema37.properties.setup.properties.seed.properties.files.items.oneOf[1].properties.path, data: data10 };
                          if (vErrors === null) {
                            vErrors = [err25];
                          } else {
                            vErrors.push(err25);
                          }
                          errors++;
                        }
                      } else {
                        const err26 = { instancePath: instancePath + "/setup/seed/files/" + i0 + "/path", schemaPath: "#/properties/setup/properties/seed/properties/files/items/oneOf/1/properties/path/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema37.properties.setup.properties.seed.properties.files.items.oneOf[1].properties.path.type, parentSchema: schema37.properties.setup.properties.seed.properties.files.items.oneOf[1].properties.path, data: data10 };
                        if (vErrors === null) {
                          vErrors = [err26];
                        } else {
                          vErrors.push(err26);
                        }
                        errors++;
                      }
                    }
                    if (data9.content !== void 0) {
                      let data11 = data9.content;
                      if (typeof data11 !== "string") {
                        const err27 = { instancePath: instancePath + "/setup/seed/files/" + i0 + "/content", schemaPath: "#/properties/setup/properties/seed/properties/files/items/oneOf/1/properties/content/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema37.properties.setup.properties.seed.properties.files.items.oneOf[1].properties.content.type, parentSchema: schema37.properties.setup.properties.seed.properties.files.items.oneOf[1].properties.content, data: data11 };
                        if (vErrors === null) {
                          vErrors = [err27];
                        } else {
                          vErrors.push(err27);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err28 = { instancePath: instancePath + "/setup/seed/files/" + i0, schemaPath: "#/properties/setup/properties/seed/properties/files/items/oneOf/1/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema37.properties.setup.properties.seed.properties.files.items.oneOf[1].type, parentSchema: schema37.properties.setup.properties.seed.properties.files.items.oneOf[1], data: data9 };
                    if (vErrors === null) {
                      vErrors = [err28];
                    } else {
                      vErrors.push(err28);
                    }
                    errors++;
                  }
                  var _valid0 = _errs26 === errors;
                  if (_valid0 && valid5) {
                    valid5 = false;
                    passing0 = [passing0, 1];
                  } else {
                    if (_valid0) {
                      valid5 = true;
                      passing0 = 1;
                    }
                  }
                  if (!valid5) {
                    const err29 = { instancePath: instancePath + "/setup/seed/files/" + i0, schemaPath: "#/properties/setup/properties/seed/properties/files/items/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf", schema: schema37.properties.setup.properties.seed.properties.files.items.oneOf, parentSchema: schema37.properties.setup.properties.seed.properties.files.items, data: data9 };
                    if (vErrors === null) {
                      vErrors = [err29];
                    } else {
                      vErrors.push(err29);
                    }
                    errors++;
                  } else {
                    errors = _errs23;
                    if (vErrors !== null) {
                      if (_errs23) {
                        vErrors.length = _errs23;
                      } else {
                        vErrors = null;
                      }
                    }
                  }
                }
              } else {
                const err30 = { instancePath: instancePath + "/setup/seed/files", schemaPath: "#/properties/setup/properties/seed/properties/files/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema37.properties.setup.properties.seed.properties.files.type, parentSchema: schema37.properties.setup.properties.seed.properties.files, data: data8 };
                if (vErrors === null) {
                  vErrors = [err30];
                } else {
                  vErrors.push(err30);
                }
                errors++;
              }
            }
          } else {
            const err31 = { instancePath: instancePath + "/setup/seed", schemaPath: "#/properties/setup/properties/seed/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema37.properties.setup.properties.seed.type, parentSchema: schema37.properties.setup.properties.seed, data: data6 };
            if (vErrors === null) {
              vErrors = [err31];
            } else {
              vErrors.push(err31);
            }
            errors++;
          }
        }
      } else {
        const err32 = { instancePath: instancePath + "/setup", schemaPath: "#/properties/setup/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema37.properties.setup.type, parentSchema: schema37.properties.setup, data: data4 };
        if (vErrors === null) {
          vErrors = [err32];
        } else {
          vErrors.push(err32);
        }
        errors++;
      }
    }
    if (data.steps !== void 0) {
      let data12 = data.steps;
      if (Array.isArray(data12)) {
        if (data12.length < 1) {
          const err33 = { instancePath: instancePath + "/steps", schemaPath: "#/properties/steps/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema37.properties.steps, data: data12 };
          if (vErrors === null) {
            vErrors = [err33];
          } else {
            vErrors.push(err33);
          }
          errors++;
        }
        const len1 = data12.length;
        for (let i1 = 0; i1 < len1; i1++) {
          let data13 = data12[i1];
          if (data13 && typeof data13 == "object" && !Array.isArray(data13)) {
            if (data13.skill === void 0) {
              const err34 = { instancePath: instancePath + "/steps/" + i1, schemaPath: "#/properties/steps/items/required", keyword: "required", params: { missingProperty: "skill" }, message: "must have required property 'skill'", schema: schema37.properties.steps.items.required, parentSchema: schema37.properties.steps.items, data: data13 };
              if (vErrors === null) {
                vErrors = [err34];
              } else {
                vErrors.push(err34);
              }
              errors++;
            }
            if (data13.prompt === void 0) {
              const err35 = { instancePath: instancePath + "/steps/" + i1, schemaPath: "#/properties/steps/items/required", keyword: "required", params: { missingProperty: "prompt" }, message: "must have required property 'prompt'", schema: schema37.properties.steps.items.required, parentSchema: schema37.properties.steps.items, data: data13 };
              if (vErrors === null) {
                vErrors = [err35];
              } else {
                vErrors.push(err35);
              }
              errors++;
            }
            if (data13.verify === void 0) {
              const err36 = { instancePath: instancePath + "/steps/" + i1, schemaPath: "#/properties/steps/items/required", keyword: "required", params: { missingProperty: "verify" }, message: "must have required property 'verify'", schema: schema37.properties.steps.items.required, parentSchema: schema37.properties.steps.items, data: data13 };
              if (vErrors === null) {
                vErrors = [err36];
              } else {
                vErrors.push(err36);
              }
              errors++;
            }
            for (const key4 in data13) {
              if (!(key4 === "step" || key4 === "skill" || key4 === "prompt" || key4 === "verify")) {
                const err37 = { instancePath: instancePath + "/steps/" + i1, schemaPath: "#/properties/steps/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties", schema: false, parentSchema: schema37.properties.steps.items, data: data13 };
                if (vErrors === null) {
                  vErrors = [err37];
                } else {
                  vErrors.push(err37);
                }
                errors++;
              }
            }
            if (data13.step !== void 0) {
              let data14 = data13.step;
              if (!(typeof data14 == "number" && (!(data14 % 1) && !isNaN(data14)) && isFinite(data14))) {
                const err38 = { instancePath: instancePath + "/steps/" + i1 + "/step", schemaPath: "#/properties/steps/items/properties/step/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema37.properties.steps.items.properties.step.type, parentSchema: schema37.properties.steps.items.properties.step, data: data14 };
                if (vErrors === null) {
                  vErrors = [err38];
                } else {
                  vErrors.push(err38);
                }
                errors++;
              }
              if (typeof data14 == "number" && isFinite(data14)) {
                if (data14 < 1 || isNaN(data14)) {
                  const err39 = { instancePath: instancePath + "/steps/" + i1 + "/step", schemaPath: "#/properties/steps/items/properties/step/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema37.properties.steps.items.properties.step, data: data14 };
                  if (vErrors === null) {
                    vErrors = [err39];
                  } else {
                    vErrors.push(err39);
                  }
                  errors++;
                }
              }
            }
            if (data13.skill !== void 0) {
              let data15 = data13.skill;
              if (typeof data15 === "string") {
                if (func3(data15) < 1) {
                  const err40 = { instancePath: instancePath + "/steps/" + i1 + "/skill", schemaPath: "#/properties/steps/items/properties/skill/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema37.properties.steps.items.properties.skill, data: data15 };
                  if (vErrors === null) {
                    vErrors = [err40];
                  } else {
                    vErrors.push(err40);
                  }
                  errors++;
                }
              } else {
                const err41 = { instancePath: instancePath + "/steps/" + i1 + "/skill", schemaPath: "#/properties/steps/items/properties/skill/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema37.properties.steps.items.properties.skill.type, parentSchema: schema37.properties.steps.items.properties.skill, data: data15 };
                if (vErrors === null) {
                  vErrors = [err41];
                } else {
                  vErrors.push(err41);
                }
                errors++;
              }
            }
            if (data13.prompt !== void 0) {
              let data16 = data13.prompt;
              if (typeof data16 === "string") {
                if (func3(data16) < 1) {
                  const err42 = { instancePath: instancePath + "/steps/" + i1 + "/prompt", schemaPath: "#/properties/steps/items/properties/prompt/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema37.properties.steps.items.properties.prompt, data: data16 };
                  if (vErrors === null) {
                    vErrors = [err42];
                  } else {
                    vErrors.push(err42);
                  }
                  errors++;
                }
              } else {
                const err43 = { instancePath: instancePath + "/steps/" + i1 + "/prompt", schemaPath: "#/properties/steps/items/properties/prompt/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema37.properties.steps.items.properties.prompt.type, parentSchema: schema37.properties.steps.items.properties.prompt, data: data16 };
                if (vErrors === null) {
                  vErrors = [err43];
                } else {
                  vErrors.push(err43);
                }
                errors++;
              }
            }
            if (data13.verify !== void 0) {
              let data17 = data13.verify;
              if (Array.isArray(data17)) {
                const len2 = data17.length;
                for (let i2 = 0; i2 < len2; i2++) {
                  if (!validate18(data17[i2], { instancePath: instancePath + "/steps/" + i1 + "/verify/" + i2, parentData: data17, parentDataProperty: i2, rootData })) {
                    vErrors = vErrors === null ? validate18.errors : vErrors.concat(validate18.errors);
                    errors = vErrors.length;
                  }
                }
              } else {
                const err44 = { instancePath: instancePath + "/steps/" + i1 + "/verify", schemaPath: "#/properties/steps/items/properties/verify/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema37.properties.steps.items.properties.verify.type, parentSchema: schema37.properties.steps.items.properties.verify, data: data17 };
                if (vErrors === null) {
                  vErrors = [err44];
                } else {
                  vErrors.push(err44);
                }
                errors++;
              }
            }
          } else {
            const err45 = { instancePath: instancePath + "/steps/" + i1, schemaPath: "#/properties/steps/items/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema37.properties.steps.items.type, parentSchema: schema37.properties.steps.items, data: data13 };
            if (vErrors === null) {
              vErrors = [err45];
            } else {
              vErrors.push(err45);
            }
            errors++;
          }
        }
      } else {
        const err46 = { instancePath: instancePath + "/steps", schemaPath: "#/properties/steps/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema37.properties.steps.type, parentSchema: schema37.properties.steps, data: data12 };
        if (vErrors === null) {
          vErrors = [err46];
        } else {
          vErrors.push(err46);
        }
        errors++;
      }
    }
    if (data.final_assertions !== void 0) {
      let data19 = data.final_assertions;
      if (Array.isArray(data19)) {
        const len3 = data19.length;
        for (let i3 = 0; i3 < len3; i3++) {
          if (!validate18(data19[i3], { instancePath: instancePath + "/final_assertions/" + i3, parentData: data19, parentDataProperty: i3, rootData })) {
            vErrors = vErrors === null ? validate18.errors : vErrors.concat(validate18.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err47 = { instancePath: instancePath + "/final_assertions", schemaPath: "#/properties/final_assertions/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema37.properties.final_assertions.type, parentSchema: schema37.properties.final_assertions, data: data19 };
        if (vErrors === null) {
          vErrors = [err47];
        } else {
          vErrors.push(err47);
        }
        errors++;
      }
    }
  } else {
    const err48 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema37.type, parentSchema: schema37, data };
    if (vErrors === null) {
      vErrors = [err48];
    } else {
      vErrors.push(err48);
    }
    errors++;
  }
  validate17.errors = vErrors;
  return errors === 0;
}
var triggers = validate21;
var schema40 = { "$schema": "http://json-schema.org/draft-07/schema#", "$id": "https://github.com/skill-evals/skill-evals/schemas/triggers.schema.json", "title": "skill-evals trigger set (evals/triggers/<skill>.json)", "description": "Queries that should or should not make the agent load the skill, in skill-creator's eval_set.json format. 20 recommended: 10 that should trigger and 10 realistic near-miss queries that should not.", "type": "array", "minItems": 1, "items": { "type": "object", "required": ["query", "should_trigger"], "additionalProperties": false, "properties": { "query": { "type": "string", "minLength": 1, "pattern": "\\S", "description": "A realistic user message, as a user would type it." }, "should_trigger": { "type": "boolean", "description": "true when the agent should load the skill for this query." } } } };
var pattern4 = new RegExp("\\S", "u");
function validate21(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  if (Array.isArray(data)) {
    if (data.length < 1) {
      const err0 = { instancePath, schemaPath: "#/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema40, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    const len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) {
      let data0 = data[i0];
      if (data0 && typeof data0 == "object" && !Array.isArray(data0)) {
        if (data0.query === void 0) {
          const err1 = { instancePath: instancePath + "/" + i0, schemaPath: "#/items/required", keyword: "required", params: { missingProperty: "query" }, message: "must have required property 'query'", schema: schema40.items.required, parentSchema: schema40.items, data: data0 };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
        if (data0.should_trigger === void 0) {
          const err2 = { instancePath: instancePath + "/" + i0, schemaPath: "#/items/required", keyword: "required", params: { missingProperty: "should_trigger" }, message: "must have required property 'should_trigger'", schema: schema40.items.required, parentSchema: schema40.items, data: data0 };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        for (const key0 in data0) {
          if (!(key0 === "query" || key0 === "should_trigger")) {
            const err3 = { instancePath: instancePath + "/" + i0, schemaPath: "#/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema40.items, data: data0 };
            if (vErrors === null) {
              vErrors = [err3];
            } else {
              vErrors.push(err3);
            }
            errors++;
          }
        }
        if (data0.query !== void 0) {
          let data1 = data0.query;
          if (typeof data1 === "string") {
            if (func3(data1) < 1) {
              const err4 = { instancePath: instancePath + "/" + i0 + "/query", schemaPath: "#/items/properties/query/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema40.items.properties.query, data: data1 };
              if (vErrors === null) {
                vErrors = [err4];
              } else {
                vErrors.push(err4);
              }
              errors++;
            }
            if (!pattern4.test(data1)) {
              const err5 = { instancePath: instancePath + "/" + i0 + "/query", schemaPath: "#/items/properties/query/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: 'must match pattern "\\S"', schema: "\\S", parentSchema: schema40.items.properties.query, data: data1 };
              if (vErrors === null) {
                vErrors = [err5];
              } else {
                vErrors.push(err5);
              }
              errors++;
            }
          } else {
            const err6 = { instancePath: instancePath + "/" + i0 + "/query", schemaPath: "#/items/properties/query/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema40.items.properties.query.type, parentSchema: schema40.items.properties.query, data: data1 };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
        }
        if (data0.should_trigger !== void 0) {
          let data2 = data0.should_trigger;
          if (typeof data2 !== "boolean") {
            const err7 = { instancePath: instancePath + "/" + i0 + "/should_trigger", schemaPath: "#/items/properties/should_trigger/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema40.items.properties.should_trigger.type, parentSchema: schema40.items.properties.should_trigger, data: data2 };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
      } else {
        const err8 = { instancePath: instancePath + "/" + i0, schemaPath: "#/items/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema40.items.type, parentSchema: schema40.items, data: data0 };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
  } else {
    const err9 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema40.type, parentSchema: schema40, data };
    if (vErrors === null) {
      vErrors = [err9];
    } else {
      vErrors.push(err9);
    }
    errors++;
  }
  validate21.errors = vErrors;
  return errors === 0;
}
var byName = { config, evals, pipeline, triggers };
function schemaValidator(name) {
  return byName[name];
}

// src/discover/config.ts
var import_yaml = __toESM(require_dist(), 1);

// src/discover/json-source.ts
function escapePointerSegment(segment) {
  if (!segment.includes("~") && !segment.includes("/")) return segment;
  return segment.replace(/~/g, "~0").replace(/\//g, "~1");
}
function parsePointer(pointer) {
  const p = pointer.startsWith("#") ? pointer.slice(1) : pointer;
  const parts = p.split("/");
  if (parts[0] === "") parts.shift();
  return parts.map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"));
}
function joinPointer(segments) {
  return segments.map((s) => "/" + escapePointerSegment(String(s))).join("");
}
function decodeUtf8(bytes) {
  let text;
  let invalidAt;
  if (typeof bytes === "string") {
    text = bytes;
  } else {
    const bad = firstInvalidUtf8(bytes);
    text = new TextDecoder("utf-8", { fatal: false, ignoreBOM: true }).decode(bytes);
    if (bad >= 0) {
      const lines = new LineIndex(new TextDecoder().decode(bytes.subarray(0, bad)));
      invalidAt = lines.position(lines.length);
    }
  }
  const hadBom = text.charCodeAt(0) === 65279;
  if (hadBom) text = text.slice(1);
  return { text, invalidAt, hadBom };
}
var LineIndex = class {
  starts = [0];
  length;
  constructor(text) {
    this.length = text.length;
    for (const m of text.matchAll(/\r\n|\r|\n/g)) this.starts.push(m.index + m[0].length);
  }
  position(offset) {
    const o = Math.max(0, Math.min(offset, this.length));
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = lo + hi + 1 >> 1;
      if (this.starts[mid] <= o) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: o - this.starts[lo] + 1 };
  }
};
var Fatal = class {
  constructor(offset, message) {
    this.offset = offset;
    this.message = message;
  }
  offset;
  message;
};
function describeChar(ch) {
  if (ch === void 0) return "end of file";
  const code = ch.codePointAt(0);
  if (code < 32 || code === 127) return `control character U+${code.toString(16).toUpperCase().padStart(4, "0")}`;
  return `'${ch}'`;
}
var MAX_FINDINGS = 100;
var NUMBER_RE = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
var LITERALS = [
  ["true", true],
  ["false", false],
  ["null", null]
];
function parseJsonWithPositions(bytes, file, options = {}) {
  const prefix = options.rulePrefix ?? "json";
  const maxDepth = options.maxDepth ?? 256;
  const findings = [];
  const valuePos = /* @__PURE__ */ new Map();
  const keyPos = /* @__PURE__ */ new Map();
  const decoded = decodeUtf8(bytes);
  const text = decoded.text;
  const lines = new LineIndex(text);
  const at = (offset) => lines.position(offset);
  let notReported = 0;
  const report = (severity, rule, offset, message) => {
    if (findings.length >= MAX_FINDINGS) {
      notReported++;
      return;
    }
    const p = at(offset);
    findings.push({ severity, file, line: p.line, column: p.column, rule: `${prefix}.${rule}`, message });
  };
  if (decoded.hadBom) {
    findings.push({
      severity: "warning",
      file,
      line: 1,
      column: 1,
      rule: `${prefix}.bom`,
      message: "File starts with a UTF-8 byte order mark (BOM); it was ignored. Save the file as UTF-8 without BOM."
    });
  }
  if (decoded.invalidAt) {
    findings.push({
      severity: "error",
      file,
      line: decoded.invalidAt.line,
      column: decoded.invalidAt.column,
      rule: `${prefix}.encoding`,
      message: "File is not valid UTF-8 (first invalid byte here). Save it as UTF-8."
    });
  }
  const locateIn = (map, pointer, fallback) => {
    const exact = map.get(pointer);
    if (exact !== void 0) return at(exact);
    const segs = parsePointer(pointer);
    for (let n = segs.length; n >= 0; n--) {
      const off = map.get(joinPointer(segs.slice(0, n)));
      if (off !== void 0) return at(off);
      if (!fallback) return void 0;
    }
    return void 0;
  };
  const locate = (pointer) => locateIn(valuePos, pointer, true) ?? firstTokenPosition();
  const locateKey = (pointer) => locateIn(keyPos, pointer, false) ?? locate(pointer);
  const has = (pointer) => valuePos.has(pointer) || valuePos.has(joinPointer(parsePointer(pointer)));
  const firstTokenPosition = () => {
    const m = /\S/.exec(text);
    return at(m ? m.index : 0);
  };
  const result = (value, ok) => {
    if (notReported > 0) {
      findings.push({
        // (the parser's only warning, a byte order mark, is its first finding: the rest are errors)
        severity: "error",
        file,
        rule: `${prefix}.more`,
        message: `${notReported} more JSON problem${notReported === 1 ? " was" : "s were"} not reported in ${file}; fix the ones above first.`
      });
    }
    return ok ? { value, findings, locate, locateKey, has } : { findings, locate, locateKey, has };
  };
  if (text.trim() === "") {
    findings.push({
      severity: "error",
      file,
      line: 1,
      column: 1,
      rule: `${prefix}.empty`,
      message: "File is empty; expected a JSON document."
    });
    return result(void 0, false);
  }
  let i = 0;
  const skip = () => {
    for (; ; ) {
      const c = text.charCodeAt(i);
      if (c === 32 || c === 9 || c === 10 || c === 13) {
        i++;
        continue;
      }
      if (c === 47) {
        const n = text.charCodeAt(i + 1);
        if (n === 47) {
          report("error", "syntax", i, "Comments are not allowed in JSON.");
          while (i < text.length && text[i] !== "\n" && text[i] !== "\r") i++;
          continue;
        }
        if (n === 42) {
          report("error", "syntax", i, "Comments are not allowed in JSON.");
          const end = text.indexOf("*/", i + 2);
          if (end === -1) throw new Fatal(i, "Unterminated block comment.");
          i = end + 2;
          continue;
        }
      }
      if (c === 65279) {
        throw new Fatal(i, "Unexpected byte order mark inside the document.");
      }
      return;
    }
  };
  const parseString = () => {
    const start = i;
    i++;
    let out = "";
    let chunk = i;
    for (; ; ) {
      if (i >= text.length) throw new Fatal(start, 'Unterminated string (missing closing ").');
      const c = text.charCodeAt(i);
      if (c === 34) {
        out += text.slice(chunk, i);
        i++;
        return out;
      }
      if (c === 10 || c === 13) throw new Fatal(start, 'Unterminated string (strings cannot span lines; missing closing "?).');
      if (c < 32) throw new Fatal(i, `Unescaped ${describeChar(text[i])} in string; escape it (e.g. \\t).`);
      if (c === 92) {
        out += text.slice(chunk, i);
        const e = text[i + 1];
        switch (e) {
          case '"':
          case "\\":
          case "/":
            out += e;
            i += 2;
            break;
          case "b":
            out += "\b";
            i += 2;
            break;
          case "f":
            out += "\f";
            i += 2;
            break;
          case "n":
            out += "\n";
            i += 2;
            break;
          case "r":
            out += "\r";
            i += 2;
            break;
          case "t":
            out += "	";
            i += 2;
            break;
          case "u": {
            const hex = text.slice(i + 2, i + 6);
            if (!/[0-9a-fA-F]{4}/.test(hex)) throw new Fatal(i, "Invalid \\u escape: expected four hex digits.");
            out += String.fromCharCode(parseInt(hex, 16));
            i += 6;
            break;
          }
          default:
            if (e === void 0) throw new Fatal(start, 'Unterminated string (missing closing ").');
            throw new Fatal(i, `Invalid escape sequence '\\${e}' in string.`);
        }
        chunk = i;
        continue;
      }
      i++;
    }
  };
  const parseValue = (pointer, depth) => {
    skip();
    valuePos.set(pointer, i);
    const ch = text[i];
    if (ch === "{") return parseObject(pointer, depth + 1);
    if (ch === "[") return parseArray(pointer, depth + 1);
    if (ch === '"') return parseString();
    if (ch === "'") throw new Fatal(i, `Strings must use double quotes ("), not single quotes (').`);
    if (ch === "-" || ch !== void 0 && ch >= "0" && ch <= "9") {
      NUMBER_RE.lastIndex = i;
      const m = NUMBER_RE.exec(text);
      if (!m || m[0] === "-") throw new Fatal(i, "Invalid number.");
      const after = text[i + m[0].length];
      if (after !== void 0 && /[0-9A-Za-z.+_]/.test(after)) {
        throw new Fatal(i, `Invalid number '${text.slice(i, i + m[0].length + 1)}…' (no leading zeros, hex, or trailing dot).`);
      }
      i += m[0].length;
      return Number(m[0]);
    }
    for (const [word, v] of LITERALS) {
      if (text.startsWith(word, i) && !/[A-Za-z0-9_$]/.test(text[i + word.length] ?? "")) {
        i += word.length;
        return v;
      }
    }
    const wordMatch = /^[A-Za-z_$][\w$]*/.exec(text.slice(i, i + 64));
    if (wordMatch) {
      const w = wordMatch[0];
      const hint = w === "NaN" || w === "Infinity" ? " (JSON has no NaN or Infinity)" : w === "undefined" ? " (use null)" : " (strings must be in double quotes)";
      throw new Fatal(i, `Unexpected '${w}'${hint}.`);
    }
    if (ch === "+" || ch === ".") throw new Fatal(i, `Invalid number: JSON numbers cannot start with '${ch}'.`);
    throw new Fatal(i, `Expected a value but found ${describeChar(ch)}.`);
  };
  const parseMembers = (depth, close, item) => {
    if (depth > maxDepth) throw new Fatal(i, `Nesting deeper than ${maxDepth} levels.`);
    const isObject = close === "}";
    const open = i;
    i++;
    skip();
    if (text[i] === close) {
      i++;
      return;
    }
    for (; ; ) {
      skip();
      item(open);
      skip();
      const c = text[i];
      if (c === ",") {
        const comma = i;
        i++;
        skip();
        if (text[i] === close) {
          const p = at(comma);
          report("error", "syntax", comma, `Trailing comma on line ${p.line} before '${close}'; JSON does not allow a comma after the last ${isObject ? "property" : "element"}.`);
          i++;
          return;
        }
        continue;
      }
      if (c === close) {
        i++;
        return;
      }
      if (c === void 0) throw new Fatal(open, isObject ? "Unterminated object (missing '}')." : "Unterminated array (missing ']').");
      if (isObject && c === '"') throw new Fatal(i, "Missing ',' between properties.");
      throw new Fatal(i, `Expected ',' or '${close}' but found ${describeChar(c)}.`);
    }
  };
  const parseObject = (pointer, depth) => {
    const obj = {};
    const seen = /* @__PURE__ */ new Set();
    parseMembers(depth, "}", (open) => {
      const keyStart = i;
      if (text[i] !== '"') {
        if (text[i] === "'") throw new Fatal(i, `Property names must use double quotes ("), not single quotes (').`);
        if (i >= text.length) throw new Fatal(open, "Unterminated object (missing '}').");
        if (/[A-Za-z_$]/.test(text[i])) throw new Fatal(i, "Property names must be double-quoted strings.");
        throw new Fatal(i, `Expected a property name but found ${describeChar(text[i])}.`);
      }
      const key = parseString();
      const child = pointer + "/" + escapePointerSegment(key);
      if (seen.has(key)) {
        report("error", "duplicate-key", keyStart, `Duplicate property '${key}'; JSON readers disagree about which value wins.`);
      }
      seen.add(key);
      keyPos.set(child, keyStart);
      skip();
      if (text[i] !== ":") throw new Fatal(i, `Expected ':' after property name '${key}' but found ${describeChar(text[i])}.`);
      i++;
      const v = parseValue(child, depth);
      if (key === "__proto__") Object.defineProperty(obj, key, { value: v, enumerable: true, writable: true, configurable: true });
      else obj[key] = v;
    });
    return obj;
  };
  const parseArray = (pointer, depth) => {
    const arr = [];
    parseMembers(depth, "]", (open) => {
      if (text[i] === ",") throw new Fatal(i, "Empty array element (two commas in a row?).");
      if (i >= text.length) throw new Fatal(open, "Unterminated array (missing ']').");
      arr.push(parseValue(pointer + "/" + arr.length, depth));
    });
    return arr;
  };
  try {
    const value = parseValue("", 0);
    skip();
    if (i < text.length) throw new Fatal(i, `Unexpected ${describeChar(text[i])} after the end of the JSON document.`);
    return result(value, true);
  } catch (e) {
    if (e instanceof Fatal) {
      report("error", "syntax", e.offset, e.message);
    } else {
      report("error", "syntax", i, `Could not parse JSON: ${e instanceof Error ? e.message : String(e)}`);
    }
    return result(void 0, false);
  }
}
function pathLabel(root, pointer) {
  const segs = parsePointer(pointer);
  if (segs.length === 0) return "(document)";
  let out = "";
  let node = root;
  for (const s of segs) {
    if (Array.isArray(node)) {
      out += `[${s}]`;
      node = node[Number(s)];
    } else {
      out += (out === "" ? "" : ".") + (/^[A-Za-z0-9_$-]+$/.test(s) ? s : JSON.stringify(s));
      node = node !== null && typeof node === "object" ? node[s] : void 0;
    }
  }
  return out;
}
function typeName(v) {
  if (v === null) return "null";
  if (Array.isArray(v)) return "an array";
  if (typeof v === "number") return Number.isInteger(v) ? "an integer" : "a number";
  if (typeof v === "object") return "an object";
  return `a ${typeof v}`;
}
function short(v) {
  let s;
  try {
    s = JSON.stringify(v) ?? String(v);
  } catch {
    s = String(v);
  }
  return s.length > 60 ? s.slice(0, 57) + "…" : s;
}
function describeSchemaError(err, root) {
  const p = err.instancePath;
  const where = pathLabel(root, p);
  const params = err.params ?? {};
  if (typeof err.propertyName === "string") {
    return { pointer: p + "/" + escapePointerSegment(err.propertyName), atKey: true, message: `Key '${err.propertyName}' in ${where} ${err.message ?? "is invalid"}.` };
  }
  switch (err.keyword) {
    case "if":
    case "propertyNames":
      return void 0;
    case "type": {
      const t = params["type"];
      const types = (Array.isArray(t) ? t : [t]).map(String);
      const names = types.map((x) => x === "object" ? "an object (mapping)" : x === "array" ? "a list" : x);
      return { pointer: p, atKey: false, message: `${where} must be ${names.join(" or ")}, not ${typeName(err.data)}.` };
    }
    case "required": {
      const m = String(params["missingProperty"]);
      return { pointer: p, atKey: false, message: `${where} is missing the required property '${m}'.` };
    }
    case "additionalProperties": {
      const a = String(params["additionalProperty"]);
      const child = p + "/" + escapePointerSegment(a);
      return {
        pointer: child,
        atKey: true,
        unknownProperty: a,
        message: `Unknown property '${a}'${p === "" ? "" : ` in ${where}`}.`
      };
    }
    case "enum": {
      const said = err.parentSchema?.description;
      if (typeof said === "string" && err.schemaPath?.endsWith("/then/enum") === true) return { pointer: p, atKey: false, message: `${where} must be ${said} (got ${short(err.data)}).` };
      const allowed = Array.isArray(params["allowedValues"]) ? params["allowedValues"].map(String) : [];
      return { pointer: p, atKey: false, message: `${where} must be one of: ${allowed.join(", ")} (got ${short(err.data)}).` };
    }
    case "minLength":
      if (params["limit"] === 1) return { pointer: p, atKey: false, message: `${where} must not be empty.` };
      return { pointer: p, atKey: false, message: `${where} must have at least ${String(params["limit"])} characters.` };
    case "minItems":
      return { pointer: p, atKey: false, message: `${where} must have at least ${String(params["limit"])} item(s).` };
    case "minimum":
    case "maximum":
    case "exclusiveMinimum":
    case "exclusiveMaximum":
      return {
        pointer: p,
        atKey: false,
        message: `${where} must be ${String(params["comparison"])} ${String(params["limit"])} (got ${short(err.data)}).`
      };
    default:
      return { pointer: p, atKey: false, message: `${where} ${err.message ?? "is invalid"}.` };
  }
}

// src/discover/fleet.ts
import path from "node:path";
var DEFAULT_OVERLAP_THRESHOLD = 0.6;
var MAX_OVERLAPS_NAMED = 5;
var STOP_WORDS = new Set(
  "a about above after again against all also am an and any are as at be because been before being below between both but by can could did do does doing down during each few for from further had has have having he her here hers him his how i if in into is it its itself just me more most my no nor not now of off on once only or other our ours out over own same she should so some such than that the their theirs them then there these they this those through to too under until up very was we were what when where which while who whom why will with would you your yours use used uses using user users ask asks asked want wants wanted need needs skill skills e.g eg etc via whenever".split(/\s+/).filter(Boolean)
);
function descriptionTokens(text) {
  const out = /* @__PURE__ */ new Set();
  for (const m of text.toLowerCase().matchAll(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)) {
    const w = m[0].replace(/['’]s$/, "");
    if (w.length < 2 || STOP_WORDS.has(w)) continue;
    out.add(w);
  }
  return out;
}
function jaccard(a, b) {
  if (a.size === 0 && b.size === 0) return 0;
  let inter = 0;
  for (const x of a) if (b.has(x)) inter++;
  return inter / (a.size + b.size - inter);
}
var WHEN_TO_USE_PATTERNS = [
  { label: '"use when/for/if/before…"', re: /\b(?:use|run) (?:it |this(?: skill)? |me |proactively )?(?:when|whenever|for|if|to|on|in|before|after|while|during)\b/i },
  { label: '"when the user/you…", "when asked…"', re: /\bwhen(?:ever)? (?:the |a |an )?(?:user|users|you|someone|asked|requested|needed|prompted|there)\b/i },
  { label: '"when <doing something>" (e.g. "when building…")', re: new RegExp("\\bwhen(?:ever)? (?:\\p{L}+ )?\\p{L}{2,}ing\\b", "iu") },
  { label: '"before/after/while <something>" (e.g. "before any creative work")', re: new RegExp("\\b(?:before|after|while|during) (?:any|every|each|all|a|an|the|you|your|starting|\\p{L}{2,}ing)\\b", "iu") },
  { label: '"trigger(s/ed) on…"', re: /\btrigger(?:s|ed)?\b/i },
  { label: '"invoke/apply/load/activate when…"', re: /\b(?:invoke|apply|load|activate|call) (?:it |this(?: skill)? )?(?:when|whenever|for|if|before)\b/i },
  { label: '"useful/helpful/designed for…"', re: /\b(?:useful|helpful|intended|designed|best) (?:for|when)\b/i },
  { label: '"applies when/to…"', re: /\bapplies (?:when|to)\b/i },
  { label: '"if the user…"', re: /\bif (?:the )?user\b/i }
];
function hasWhenToUse(description) {
  return WHEN_TO_USE_PATTERNS.some((p) => p.re.test(description));
}
async function descriptionLine(root, skill) {
  try {
    const text = await readFile(path.resolve(root, skill.file), "utf8");
    const lines = text.split(/\r\n|\n|\r/);
    if (lines[0]?.replace(/^\uFEFF/, "").trim() !== "---") return void 0;
    for (let i = 1; i < lines.length && i < 200; i++) {
      if (lines[i].trim() === "---") return void 0;
      if (/^description\s*:/.test(lines[i])) return i + 1;
    }
  } catch {
  }
  return void 0;
}
async function checkFleet(root, skills, opts = {}) {
  const threshold = opts.overlapThreshold ?? DEFAULT_OVERLAP_THRESHOLD;
  const findings = [];
  const usable = skills.filter((s) => typeof s.frontmatter?.description === "string" && s.frontmatter.description.trim() !== "");
  const lines = /* @__PURE__ */ new Map();
  for (const s of usable) lines.set(s.file, await descriptionLine(root, s));
  const at = (s) => {
    const line = lines.get(s.file);
    return line !== void 0 ? { file: s.file, line } : { file: s.file };
  };
  for (const s of usable) {
    if (!hasWhenToUse(s.frontmatter.description)) {
      findings.push({
        severity: "warning",
        ...at(s),
        rule: "fleet.description.when-to-use",
        message: `The description of '${s.name}' says what the skill does but not when to use it (looked for ${WHEN_TO_USE_PATTERNS.map((p) => p.label).join(", ")}; found none); add a clause like "Use when the user asks to …" so the agent knows when to load it.`
      });
    }
  }
  const tokens = usable.map((s) => descriptionTokens(s.frontmatter.description));
  const overlaps = usable.map(() => []);
  for (let i = 0; i < usable.length; i++) {
    for (let j = i + 1; j < usable.length; j++) {
      const a = usable[i];
      const b = usable[j];
      if (a.name === b.name) continue;
      const sim = jaccard(tokens[i], tokens[j]);
      if (sim < threshold) continue;
      overlaps[i].push({ other: b, sim });
      overlaps[j].push({ other: a, sim });
    }
  }
  const pct = (sim) => Math.round(sim * 100);
  const limit = `threshold ${pct(threshold)}%`;
  for (let i = 0; i < usable.length; i++) {
    const x = usable[i];
    const list = overlaps[i];
    if (list.length === 0) continue;
    let message;
    if (list.length === 1) {
      const { other: y, sim } = list[0];
      message = `The descriptions of '${x.name}' and '${y.name}' (${y.file}) share ${pct(sim)}% of their words (${limit}); the agent may load the wrong one. Say what sets each apart.`;
    } else {
      const ranked = [...list].sort((p, q) => q.sim - p.sim);
      const shown = ranked.slice(0, MAX_OVERLAPS_NAMED).map((o) => `'${o.other.name}' (${pct(o.sim)}%)`);
      const more = ranked.length > MAX_OVERLAPS_NAMED ? ` and ${ranked.length - MAX_OVERLAPS_NAMED} more` : "";
      message = `The description of '${x.name}' shares too many of its words with the descriptions of ${ranked.length} other skills: ${shown.join(", ")}${more} (${limit}); the agent may load the wrong one. Say what sets each apart.`;
    }
    findings.push({ severity: "warning", ...at(x), rule: "fleet.description.overlap", message });
  }
  return findings;
}

// src/discover/config.ts
var CONFIG_FILES = ["evals/config.yaml", "evals/config.yml"];
var MAX_CONFIG_BYTES = 1024 * 1024;
var TIERS = [1, 2, 3];
function deepFreeze(o) {
  if (o !== null && typeof o === "object") {
    for (const v of Object.values(o)) deepFreeze(v);
    Object.freeze(o);
  }
  return o;
}
var DEFAULT_CONFIG = deepFreeze({
  skillRoots: ["skills", ".claude/skills"],
  tiers: {},
  skillExecutors: {},
  tierSettings: {
    1: { threshold: 0.8, minEvals: 3, maxEvals: 4 },
    2: { threshold: 0.8, minEvals: 2, maxEvals: 3 },
    3: { threshold: 0.8, minEvals: 2, maxEvals: 2 }
  },
  models: ["claude-sonnet-5-5"],
  judgeModel: "claude-haiku-5-5",
  judges: 1,
  trials: 3,
  fullEvalLabel: "full-eval",
  releaseBranches: ["release", "release/**"],
  riskLevel: "medium",
  globalPaths: ["references/**", "evals/config.yaml", "evals/evals.json", "schemas/**"],
  concurrency: 4,
  maxTurns: 20,
  maxTokens: 8192,
  runTimeoutSeconds: 600,
  requestIdleTimeoutSeconds: 90,
  skillLoading: "preload",
  bash: false,
  cache: "read-write",
  cacheDir: ".skill-evals/cache",
  maxCostUsd: null,
  maxRuns: null,
  descriptionOverlap: DEFAULT_OVERLAP_THRESHOLD
});
function defaultConfig() {
  return structuredClone(DEFAULT_CONFIG);
}
function asTier(v) {
  if (typeof v === "number") return v === 1 || v === 2 || v === 3 ? v : void 0;
  if (typeof v === "string") {
    const m = /^\s*(?:tier[\s_-]*)?([123])\s*$/i.exec(v);
    return m ? Number(m[1]) : void 0;
  }
  return void 0;
}
function tierOf(skill, config2, skillMetadataTier) {
  const name = typeof skill === "string" ? skill : skill.name;
  const listed = Object.prototype.hasOwnProperty.call(config2.tiers, name) ? asTier(config2.tiers[name]) : void 0;
  if (listed) return listed;
  const given = asTier(skillMetadataTier);
  if (given) return given;
  const fm = skill.frontmatter;
  return asTier(fm?.tier) ?? asTier(fm?.metadata?.["tier"]) ?? asTier(fm?.raw?.["tier"]) ?? 3;
}
function gateSettings(g) {
  const mode = (v) => v === "fail" || v === "warn" || v === "off" ? v : void 0;
  const out = {};
  const tt = g["tier-threshold"];
  if (mode(tt)) out.tierThreshold = { 1: mode(tt), 2: mode(tt), 3: mode(tt) };
  else if (tt && typeof tt === "object") {
    const per = {};
    for (const t of TIERS) {
      const m = mode(tt[String(t)]);
      if (m) per[t] = m;
    }
    out.tierThreshold = per;
  }
  for (const [key, field] of [
    ["release", "release"],
    ["critical-evals", "criticalEvals"],
    ["coverage", "coverage"],
    ["regression", "regression"],
    ["anti-gaming", "antiGaming"]
  ]) {
    const m = mode(g[key]);
    if (m) out[field] = m;
  }
  const rt = g["release-thresholds"];
  if (rt && typeof rt === "object") {
    const r = rt;
    const th = {};
    for (const [key, field] of [
      ["overall", "overall"],
      ["critical", "critical"],
      ["tool-reliability", "toolReliability"]
    ]) {
      const v = r[key];
      if (typeof v === "number") th[field] = v;
    }
    out.releaseThresholds = th;
  }
  if (typeof g["alpha"] === "number") out.alpha = g["alpha"];
  return out;
}
function getValidator() {
  return schemaValidator("config");
}
function suggestKey(key, known) {
  const norm = (s) => s.toLowerCase().replace(/[_\s]/g, "-");
  let best;
  let bestD = Infinity;
  for (const k of known) {
    if (norm(key) !== norm(k) && !isLikelyTypo(norm(key), norm(k))) continue;
    const d = typoDistance(norm(key), norm(k));
    if (d < bestD) {
      bestD = d;
      best = k;
    }
  }
  return best;
}
function locateYaml(doc, lc, pointer, atKey) {
  const pos = (offset) => {
    const p = lc.linePos(offset);
    return { line: p.line, column: p.col };
  };
  let node = doc.contents;
  let best = rangeStart(node) ?? 0;
  const segs = parsePointer(pointer);
  for (const [k, seg] of segs.entries()) {
    if ((0, import_yaml.isMap)(node)) {
      const pair = node.items.find((p) => (0, import_yaml.isPair)(p) && keyString(p.key) === seg);
      if (!pair) break;
      const keyStart = rangeStart(pair.key);
      if (atKey && k === segs.length - 1) return pos(keyStart);
      node = pair.value;
      best = rangeStart(node) ?? keyStart;
    } else if ((0, import_yaml.isSeq)(node)) {
      node = node.items[Number(seg)];
      best = rangeStart(node) ?? best;
    } else break;
  }
  return pos(best);
}
function rangeStart(node) {
  const r = node?.range;
  return Array.isArray(r) ? r[0] : void 0;
}
function keyString(key) {
  return (0, import_yaml.isScalar)(key) ? String(key.value) : void 0;
}
function isOutside(p) {
  if (path2.posix.isAbsolute(p) || /^[A-Za-z]:[\\/]/.test(p) || p.startsWith("\\")) return true;
  const norm = path2.posix.normalize(p.replace(/\\/g, "/"));
  return norm === ".." || norm.startsWith("../");
}
async function loadConfig(repoRoot, validate = getValidator() ?? null) {
  const findings = [];
  try {
    return await loadConfigInner(path2.resolve(repoRoot), findings, validate);
  } catch (e) {
    findings.push({
      severity: "error",
      file: CONFIG_FILES[0],
      rule: "config.read",
      message: `Could not load the configuration: ${e instanceof Error ? e.message : String(e)}`
    });
    return { config: defaultConfig(), findings };
  }
}
async function loadConfigInner(root, findings, validate) {
  const config2 = defaultConfig();
  const found = [];
  for (const rel of CONFIG_FILES) {
    try {
      const st = await fs.stat(path2.join(root, ...rel.split("/")));
      if (st.isFile()) found.push(rel);
      else findings.push({ severity: "error", file: rel, rule: "config.read", message: `${rel} is not a regular file.` });
    } catch {
    }
  }
  if (found.length === 0) return { config: config2, findings };
  const file = found[0];
  if (found.length > 1) {
    findings.push({
      severity: "warning",
      file: found[1],
      rule: "config.duplicate-file",
      message: `Both ${found[0]} and ${found[1]} exist; only ${found[0]} is used.`
    });
  }
  config2.file = file;
  let bytes;
  try {
    registerRepoRoot(root);
    bytes = await readCapped(path2.join(root, ...file.split("/")), MAX_CONFIG_BYTES, "configuration files");
  } catch (e) {
    if (e instanceof UnsafePathError && e.reason === "too-large") {
      findings.push({ severity: "error", file, rule: "config.read", message: `${file} is larger than 1 MiB; it was not read.` });
      return { config: config2, findings };
    }
    findings.push({
      severity: "error",
      file,
      rule: "config.read",
      message: `Could not read ${file}: ${e instanceof Error ? e.message : String(e)}`
    });
    return { config: config2, findings };
  }
  return parseConfigFile(file, bytes, findings, validate, config2);
}
function parseConfigFile(file, bytes, findings = [], validate = getValidator() ?? null, config2 = defaultConfig()) {
  config2.file = file;
  if (bytes.length > 1024 * 1024) {
    findings.push({ severity: "error", file, rule: "config.read", message: `${file} is larger than 1 MiB; it was not read.` });
    return { config: config2, findings };
  }
  const decoded = decodeUtf8(bytes);
  if (decoded.hadBom) {
    findings.push({
      severity: "warning",
      file,
      line: 1,
      column: 1,
      rule: "config.yaml.bom",
      message: "File starts with a UTF-8 byte order mark (BOM); it was ignored. Save the file as UTF-8 without BOM."
    });
  }
  if (decoded.invalidAt) {
    findings.push({
      severity: "error",
      file,
      ...decoded.invalidAt,
      rule: "config.yaml.encoding",
      message: "File is not valid UTF-8 (first invalid byte here). Save it as UTF-8."
    });
    return { config: config2, findings };
  }
  const deep = yamlTooDeep(decoded.text);
  if (deep !== void 0) {
    const before = decoded.text.slice(0, deep);
    const line = before.split("\n").length;
    findings.push({ severity: "error", file, line, column: deep - before.lastIndexOf("\n"), rule: "security.yaml-depth", message: `${file} nests more than ${MAX_YAML_DEPTH} levels deep here; it was not parsed (flatten it).` });
    return { config: config2, findings };
  }
  const lc = new import_yaml.LineCounter();
  const doc = (0, import_yaml.parseDocument)(decoded.text, { lineCounter: lc, prettyErrors: false, uniqueKeys: true });
  const at = (offset) => {
    const p = lc.linePos(offset);
    return { line: p.line, column: p.col };
  };
  for (const e of doc.errors) {
    const hint = e.code === "TAB_AS_INDENT" ? " (YAML indentation must use spaces)" : e.code === "DUPLICATE_KEY" ? " (a key appears twice in the same mapping)" : "";
    findings.push({ severity: "error", file, ...at(e.pos[0]), rule: "config.yaml.syntax", message: `${e.message}${hint}.` });
  }
  for (const w of doc.warnings) {
    findings.push({ severity: "warning", file, ...at(w.pos[0]), rule: "config.yaml.syntax", message: `${w.message}.` });
  }
  let complexKey = false;
  (0, import_yaml.visit)(doc, {
    Pair(_, pair) {
      if (!(0, import_yaml.isScalar)(pair.key)) {
        complexKey = true;
        findings.push({
          severity: "error",
          file,
          ...at(rangeStart(pair.key) ?? 0),
          rule: "config.yaml.syntax",
          message: "Mapping keys must be plain scalars."
        });
        return import_yaml.visit.BREAK;
      }
      return void 0;
    }
  });
  if (doc.errors.length > 0 || complexKey) return { config: config2, findings };
  let data;
  try {
    data = doc.toJS();
  } catch (e) {
    findings.push({
      severity: "error",
      file,
      line: 1,
      column: 1,
      rule: "config.yaml.syntax",
      message: `Could not read YAML: ${e instanceof Error ? e.message : String(e)}.`
    });
    return { config: config2, findings };
  }
  if (data === null) return { config: config2, findings };
  const badKeys = /* @__PURE__ */ new Set();
  const report = (severity, rule, pointer, message, atKey = false) => {
    findings.push({ severity, file, ...locateYaml(doc, lc, pointer, atKey), rule, message });
  };
  if (validate && !validate(data)) {
    for (const err of validate.errors) {
      const d = describeSchemaError(err, data);
      if (!d) continue;
      badKeys.add(parsePointer(d.pointer)[0]);
      if (d.unknownProperty !== void 0) {
        const parent = err.parentSchema;
        const s = suggestKey(d.unknownProperty, Object.keys(parent.properties ?? {}));
        report("error", "config.schema.unknown-key", d.pointer, `${d.message}${s ? ` Did you mean '${s}'?` : ""}`, true);
      } else {
        report("error", "config.schema", d.pointer, d.message, d.atKey);
      }
    }
  }
  const raw = data;
  const use = (key) => Object.prototype.hasOwnProperty.call(raw, key) && !badKeys.has(key);
  const str = (k) => use(k) && typeof raw[k] === "string" ? raw[k] : void 0;
  const num = (k) => use(k) && typeof raw[k] === "number" ? raw[k] : void 0;
  const strs = (k) => use(k) && Array.isArray(raw[k]) && raw[k].every((x) => typeof x === "string") ? [...raw[k]] : void 0;
  const roots = strs("skill-roots");
  if (roots) {
    const outside = roots.findIndex(isOutside);
    if (outside >= 0) {
      report("error", "config.path.outside-repo", `/skill-roots/${outside}`, `skill-roots entry '${roots[outside]}' must be a path inside the repository.`);
    } else {
      config2.skillRoots = roots;
      config2.skillRootsConfigured = true;
    }
  }
  const cacheDir = str("cache-dir");
  if (cacheDir !== void 0) {
    if (isOutside(cacheDir)) report("error", "config.path.outside-repo", "/cache-dir", `cache-dir '${cacheDir}' must be a path inside the repository.`);
    else config2.cacheDir = cacheDir;
  }
  config2.models = strs("models") ?? config2.models;
  config2.judgeModel = str("judge-model") ?? config2.judgeModel;
  const judges = num("judges");
  if (judges !== void 0) config2.judges = judges;
  const overlap = num("description-overlap");
  if (overlap !== void 0) config2.descriptionOverlap = overlap;
  if (use("severities") && raw["severities"] && typeof raw["severities"] === "object") {
    const sev = {};
    const sources = {};
    for (const [rule, v] of Object.entries(raw["severities"])) {
      if (v !== "error" && v !== "warning" && v !== "off") continue;
      sev[rule] = v;
      sources[rule] = { file, ...locateYaml(doc, lc, `/severities/${rule.replace(/~/g, "~0").replace(/\//g, "~1")}`, true) };
    }
    config2.severities = sev;
    config2.severitySources = sources;
  }
  const critical = strs("critical");
  if (critical) config2.critical = critical;
  const minDrop = num("min-drop");
  if (minDrop !== void 0) config2.minDrop = minDrop;
  if (use("gates") && raw["gates"] && typeof raw["gates"] === "object") config2.gates = gateSettings(raw["gates"]);
  if (use("regression") && raw["regression"] && typeof raw["regression"] === "object") {
    const r = raw["regression"];
    const pick = (k, ok) => ok(r[k]) ? r[k] : void 0;
    const isNum = (v) => typeof v === "number";
    const isStr = (v) => typeof v === "string" && !isOutside(v);
    config2.regression = Object.fromEntries(
      Object.entries({
        tolerance: pick("tolerance", isNum),
        overrideLabel: pick("override-label", (v) => typeof v === "string"),
        baselineDir: pick("baseline-dir", isStr),
        requiredTop: pick("required-top", isNum),
        warnTop: pick("warn-top", isNum),
        usageFile: pick("usage-file", isStr)
      }).filter(([, v]) => v !== void 0)
    );
  }
  config2.trials = num("trials") ?? config2.trials;
  if (use("trials") && raw["trials"] === "adaptive") config2.adaptiveTrials = true;
  const maxTrials = num("max-trials");
  if (maxTrials !== void 0) config2.maxTrials = maxTrials;
  config2.fullEvalLabel = str("full-eval-label") ?? config2.fullEvalLabel;
  config2.releaseBranches = strs("release-branches") ?? config2.releaseBranches;
  config2.riskLevel = str("risk-level") ?? config2.riskLevel;
  config2.globalPaths = strs("global-paths") ?? config2.globalPaths;
  config2.concurrency = num("concurrency") ?? config2.concurrency;
  config2.maxTurns = num("max-turns") ?? config2.maxTurns;
  config2.maxTokens = num("max-tokens") ?? config2.maxTokens;
  config2.runTimeoutSeconds = num("run-timeout-seconds") ?? config2.runTimeoutSeconds;
  config2.requestIdleTimeoutSeconds = num("request-idle-timeout-seconds") ?? config2.requestIdleTimeoutSeconds;
  const idleCapSeconds = Math.max(1, Math.floor(config2.runTimeoutSeconds * 1e3 / 3)) / 1e3;
  if (config2.requestIdleTimeoutSeconds > idleCapSeconds && use("request-idle-timeout-seconds")) {
    report(
      "warning",
      "config.timeout.idle",
      "/request-idle-timeout-seconds",
      `request-idle-timeout-seconds (${config2.requestIdleTimeoutSeconds}) is more than a third of run-timeout-seconds (${config2.runTimeoutSeconds}): runs use ${idleCapSeconds} s, so a stalled connection is retried before the run times out.`
    );
  }
  const executor = str("executor");
  if (executor === "api" || executor === "claude-code") config2.executor = executor;
  if (use("skill-executors") && raw["skill-executors"] && typeof raw["skill-executors"] === "object") {
    const map = raw["skill-executors"];
    const sources = {};
    for (const [name, v] of Object.entries(map)) {
      if (v !== "api" && v !== "claude-code") continue;
      Object.defineProperty(config2.skillExecutors, name, { value: v, enumerable: true, writable: true, configurable: true });
      Object.defineProperty(sources, name, { value: { file, ...locateYaml(doc, lc, `/skill-executors/${name.replace(/~/g, "~0").replace(/\//g, "~1")}`, true) }, enumerable: true, writable: true, configurable: true });
    }
    config2.skillExecutorSources = sources;
  }
  if (use("claude-code-path")) {
    report(
      "warning",
      "config.claude-code-path.untrusted",
      "/claude-code-path",
      "claude-code-path in evals/config.yaml is ignored: the repository under test cannot choose the Claude Code executable. Set the claude-code-path input of the workflow (or --claude-code-path on the command line) instead.",
      true
    );
  }
  const ccVersion = str("claude-code-version");
  if (ccVersion !== void 0) config2.claudeCodeVersion = ccVersion;
  const runner = str("runner");
  if (runner === "api" || runner === "batch") config2.runner = runner;
  if (use("tracking-issue") && raw["tracking-issue"] && typeof raw["tracking-issue"] === "object") {
    const t = raw["tracking-issue"];
    config2.trackingIssue = {
      enabled: t["enabled"] === true,
      ...typeof t["eol-warning-days"] === "number" ? { eolWarningDays: t["eol-warning-days"] } : {},
      ...typeof t["label"] === "string" ? { label: t["label"] } : {}
    };
  }
  config2.skillLoading = str("skill-loading") ?? config2.skillLoading;
  if (use("bash") && typeof raw["bash"] === "boolean") config2.bash = raw["bash"];
  const secrets = strs("secrets");
  if (secrets) config2.secrets = secrets;
  const outputsMaxMb = num("outputs-max-mb");
  if (outputsMaxMb !== void 0) config2.outputsMaxMb = outputsMaxMb;
  config2.cache = str("cache") ?? config2.cache;
  if (use("max-cost-usd")) config2.maxCostUsd = typeof raw["max-cost-usd"] === "number" ? raw["max-cost-usd"] : null;
  if (use("max-runs")) config2.maxRuns = typeof raw["max-runs"] === "number" ? raw["max-runs"] : null;
  const thresholds = use("thresholds") ? raw["thresholds"] : null;
  const recommended = use("recommended-evals") ? raw["recommended-evals"] : null;
  for (const t of TIERS) {
    const s = config2.tierSettings[t];
    const th = thresholds?.[String(t)];
    if (typeof th === "number") s.threshold = th;
    const r = recommended?.[String(t)] ?? {};
    const min = typeof r.min === "number" ? r.min : s.minEvals;
    const max = typeof r.max === "number" ? r.max : Math.max(s.maxEvals, min);
    if (min > max) {
      report(
        "error",
        "config.recommended-evals.range",
        `/recommended-evals/${t}`,
        `recommended-evals.${t}: min (${min}) is greater than max (${max}).`
      );
    } else {
      s.minEvals = min;
      s.maxEvals = max;
    }
  }
  if (use("tiers") && raw["tiers"] && typeof raw["tiers"] === "object") {
    const tiers = raw["tiers"];
    const sources = {};
    for (const t of TIERS) {
      const list = tiers[String(t)];
      if (!Array.isArray(list)) continue;
      list.forEach((name, j) => {
        if (typeof name !== "string") return;
        const pointer = `/tiers/${t}/${j}`;
        const prev = Object.prototype.hasOwnProperty.call(config2.tiers, name) ? config2.tiers[name] : void 0;
        if (prev !== void 0) {
          if (prev === t) {
            report("warning", "config.tiers.duplicate", pointer, `Skill '${name}' is listed twice in tier ${t}.`);
          } else {
            report(
              "error",
              "config.tiers.duplicate",
              pointer,
              `Skill '${name}' is listed in tier ${prev} and tier ${t}; a skill belongs to one tier. It stays in tier ${prev}.`
            );
          }
          return;
        }
        Object.defineProperty(config2.tiers, name, { value: t, enumerable: true, writable: true, configurable: true });
        sources[name] = { file, ...locateYaml(doc, lc, pointer) };
      });
    }
    config2.tierSources = sources;
  }
  return { config: config2, findings };
}

export {
  schemaValidator,
  parseJsonWithPositions,
  describeSchemaError,
  checkFleet,
  CONFIG_FILES,
  DEFAULT_CONFIG,
  defaultConfig,
  tierOf,
  suggestKey,
  loadConfig,
  parseConfigFile
};
