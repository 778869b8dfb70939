#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  OUTPUT_SCHEMA_PATH,
  RESERVED_OUTPUT_NAMES,
  findValidator,
  hasGlobMagic,
  hasOutputSchema,
  runCheck
} from "./chunk-OLO4343K.js";

// src/grade/grading-json.ts
var round2 = (x) => Math.round(x * 100) / 100;
var round1 = (x) => Math.round(x * 10) / 10;
function toGradedVotes(votes) {
  return votes.map((v) => ({
    vote: v.vote,
    passed: v.status === "error" ? null : v.status === "pass",
    status: v.status,
    evidence: v.evidence,
    cached: v.cached
  }));
}
function expectationEntry(text, status, evidence, source, extra = {}) {
  let ev = evidence.trim();
  if (status === "error" && !ev.startsWith("ERROR:")) ev = `ERROR: ${ev || "could not be graded"}`;
  if (status !== "error") ev = ev.replace(/^ERROR:\s*/, "");
  return { text, passed: status === "pass", evidence: ev, status, source, ...extra };
}
function summarise(expectations) {
  const total = expectations.length;
  const passed = expectations.filter((e) => e.passed).length;
  return { passed, failed: total - passed, total, pass_rate: total > 0 ? round2(passed / total) : 0 };
}
function runGradeStatus(record, expectations) {
  if (record.status === "skipped") return { status: "skipped", reason: record.error?.message ?? "the run was not made" };
  if (record.status === "error") return { status: "error", reason: `the run failed: ${record.error?.message ?? "unknown error"}` };
  if (expectations.length === 0) return { status: "error", reason: "the eval has no assertions to grade" };
  if (record.configuration !== "without_skill" && !record.skillUsed) {
    return { status: "inconclusive", reason: "the agent did not use the skill, so this run says nothing about it" };
  }
  if (expectations.some((e) => e.status === "fail")) return { status: "fail" };
  if (expectations.some((e) => e.status === "error")) {
    return { status: "error", reason: `${expectations.filter((e) => e.status === "error").length} assertion(s) could not be graded` };
  }
  return { status: "pass" };
}
function gradingTiming(executorSeconds, graderMs) {
  const exec = round1(executorSeconds);
  const grader = round1(graderMs / 1e3);
  return { executor_duration_seconds: exec, grader_duration_seconds: grader, total_duration_seconds: round1(exec + grader) };
}
function judgeInfo(model, judges, promptHash, u) {
  return {
    model,
    judges,
    prompt_hash: promptHash,
    calls: u.calls,
    cached_calls: u.cachedCalls,
    api_calls: u.apiCalls,
    retries: u.retries,
    usage: { ...u.usage },
    cost_usd: u.costUsd,
    spent_usd: u.spentUsd
  };
}
function formatGradingJson(g) {
  const ordered = {
    expectations: g.expectations,
    summary: g.summary,
    execution_metrics: g.execution_metrics,
    timing: g.timing,
    run: g.run,
    judge: g.judge,
    grader: g.grader
  };
  return JSON.stringify(ordered, null, 2) + "\n";
}

// src/grade/implicit.ts
import { promises as fs } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
var SCHEMA_ASSERTION_TEXT = `Output matches ${OUTPUT_SCHEMA_PATH}`;
var RESPONSE_DIR = ".skill-evals";
function validatorAssertionText(rel) {
  return `Validator ${rel} passes on the output`;
}
function implicitKind(text) {
  if (text === SCHEMA_ASSERTION_TEXT) return "schema";
  if (/^Validator scripts\/validate-skill[^\s]* passes on the output$/.test(text)) return "validator";
  return void 0;
}
function responseJson(response) {
  try {
    return { found: true, value: JSON.parse(response) };
  } catch {
  }
  const fences = [...response.matchAll(/```[ \t]*([A-Za-z0-9_+-]*)[^\n]*\n([\s\S]*?)```/g)];
  const isJson = (f) => /^json5?c?$/i.test(f[1]);
  const ordered = fences.sort((a, b) => Number(isJson(b)) - Number(isJson(a)));
  for (const f of ordered) {
    try {
      return { found: true, value: JSON.parse(f[2]) };
    } catch {
    }
  }
  return { found: false };
}
function responseLooksJson(response) {
  if (responseJson(response).found) return true;
  return /```[ \t]*json5?c?[^\n]*\n/i.test(response);
}
async function outputJsonFiles(outputsDir) {
  const found = [];
  const stack = [""];
  let seen = 0;
  while (stack.length > 0 && seen < 2e4) {
    const rel = stack.pop();
    let entries;
    try {
      entries = await fs.readdir(path.join(outputsDir, rel), { withFileTypes: true });
    } catch {
      continue;
    }
    for (const e of entries) {
      seen++;
      const child = rel === "" ? e.name : `${rel}/${e.name}`;
      if (rel === "" && RESERVED_OUTPUT_NAMES.includes(e.name)) continue;
      if (e.isDirectory()) stack.push(child);
      else if (e.isFile() && e.name.toLowerCase().endsWith(".json")) found.push(child);
    }
  }
  return found.sort();
}
async function implicitExpectations(run, opts = {}) {
  const r = run.record;
  if (r.configuration === "without_skill" || r.status !== "completed") return [];
  const out = [];
  const outputsDir = path.join(run.runDir, "outputs");
  const ctx = {
    response: r.response,
    // Stryker disable next-line all: never read by these checks (above)
    transcript: opts.transcript ?? "",
    outputsDir,
    // Stryker disable next-line all: never read by these checks (above)
    toolCalls: r.toolCalls ?? [],
    skillDir: run.skillDir,
    timeoutMs: opts.timeoutMs
    // undefined: the script check's default
  };
  if (hasOutputSchema(run.skillDir)) out.push(await schemaExpectation(ctx));
  const validator = findValidator(run.skillDir);
  if (validator) {
    const e = await validatorExpectation(validator, ctx);
    if (e) out.push(e);
  }
  return out;
}
function entry(text, res, kind) {
  const status = res.error ? "error" : res.passed ? "pass" : "fail";
  return expectationEntry(text, status, res.evidence, "check", { check_kind: kind });
}
async function schemaExpectation(ctx) {
  try {
    if (responseLooksJson(ctx.response)) {
      return entry(SCHEMA_ASSERTION_TEXT, await runCheck({ kind: "json_schema", schema_path: OUTPUT_SCHEMA_PATH, in: "response" }, ctx), "json_schema");
    }
    const files = (await outputJsonFiles(ctx.outputsDir)).filter((f) => !hasGlobMagic(f));
    const first = files[0];
    if (!first) {
      return expectationEntry(
        SCHEMA_ASSERTION_TEXT,
        "fail",
        `No JSON output to check against ${OUTPUT_SCHEMA_PATH}: the response is not JSON and has no fenced JSON block, and outputs/ holds no .json file.`,
        "check",
        { check_kind: "json_schema" }
      );
    }
    const res = await runCheck({ kind: "json_schema", schema_path: OUTPUT_SCHEMA_PATH, in: first }, ctx);
    const why = files.length > 1 ? ` (the first of ${files.length} JSON files)` : "";
    return entry(SCHEMA_ASSERTION_TEXT, { ...res, evidence: `The response holds no JSON; checked outputs/${first}${why}. ${res.evidence}` }, "json_schema");
  } catch (e) {
    return expectationEntry(SCHEMA_ASSERTION_TEXT, "error", `the schema check crashed: ${e instanceof Error ? e.message : String(e)}`, "check", { check_kind: "json_schema" });
  }
}
function scriptExitCode(evidence) {
  const m = / exited (\d+) in [\d.]+ s; output:/.exec(evidence.split("\n")[0]);
  return m ? Number(m[1]) : void 0;
}
async function validatorExpectation(v, ctx) {
  const text = validatorAssertionText(v.rel);
  const work = await fs.mkdtemp(path.join(tmpdir(), "skill-evals-validator-"));
  try {
    const copy = path.join(work, "outputs");
    await fs.mkdir(copy);
    try {
      await fs.cp(ctx.outputsDir, copy, {
        recursive: true,
        filter: async (src) => {
          const rel = path.relative(ctx.outputsDir, src);
          if (RESERVED_OUTPUT_NAMES.includes(rel) || ctx.harnessFiles?.includes(rel)) return false;
          try {
            return !(await fs.lstat(src)).isSymbolicLink();
          } catch {
            return false;
          }
        }
      });
    } catch (e) {
      if (e.code !== "ENOENT") throw e;
    }
    await fs.mkdir(path.join(copy, RESPONSE_DIR), { recursive: true });
    await fs.writeFile(path.join(copy, RESPONSE_DIR, "response.md"), ctx.response);
    const json = responseJson(ctx.response);
    let target;
    if (json.found) {
      target = `${RESPONSE_DIR}/response.json`;
      await fs.writeFile(path.join(copy, RESPONSE_DIR, "response.json"), JSON.stringify(json.value, null, 2) + "\n");
    } else {
      target = (await outputJsonFiles(ctx.outputsDir))[0] ?? `${RESPONSE_DIR}/response.md`;
    }
    const res = await runCheck({ kind: "script", command: v.rel, args: [target] }, { ...ctx, outputsDir: copy });
    if (res.error || res.passed) return entry(text, res, "script");
    const code = scriptExitCode(res.evidence);
    if (code === 1) return entry(text, res, "script");
    if (code === 2) return void 0;
    const how = code === void 0 ? "did not exit normally" : `exited ${code}`;
    return expectationEntry(text, "error", `The validator ${how}; validators must exit 0 (pass), 1 (fail) or 2 (skip). ${res.evidence}`, "check", { check_kind: "script" });
  } catch (e) {
    return expectationEntry(text, "error", `the validator could not be run: ${e instanceof Error ? e.message : String(e)}`, "check", { check_kind: "script" });
  } finally {
    await fs.rm(work, { recursive: true, force: true }).catch(() => void 0);
  }
}

export {
  toGradedVotes,
  expectationEntry,
  summarise,
  runGradeStatus,
  gradingTiming,
  judgeInfo,
  formatGradingJson,
  implicitKind,
  implicitExpectations
};
