#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  JUDGE_PROMPT_HASH,
  addJudgeUsage,
  emptyJudgeUsage,
  judgeAssertion
} from "./chunk-OXRSYXDF.js";
import {
  createGatewayFor
} from "./chunk-7NR52X2Z.js";
import {
  expectationEntry,
  formatGradingJson,
  gradingTiming,
  implicitExpectations,
  judgeInfo,
  runGradeStatus,
  summarise,
  toGradedVotes
} from "./chunk-XLATBSGA.js";
import {
  summariseAll,
  totalsOf
} from "./chunk-M7XWCHZS.js";
import {
  runCheck
} from "./chunk-OLO4343K.js";
import {
  metricsJson,
  runFolder,
  timingJson
} from "./chunk-4XCGNZWD.js";
import {
  writeFileAtomic,
  writeRunFile
} from "./chunk-Q3A3SG3D.js";
import {
  truncateMiddle
} from "./chunk-YT2GUATG.js";
import {
  checkFolderInside,
  folderRoot
} from "./chunk-DQGGB3WH.js";
import {
  GRADER_VERSION,
  GRADING_FILE,
  RUNS_FILE,
  decodeTiming,
  harnessOutputs,
  latestByRun,
  openResultsLog,
  readDecoded,
  readJsonObject,
  runSeconds,
  valueOrThrow
} from "./chunk-WWKFZUJB.js";

// src/grade/index.ts
import { readFileSync } from "node:fs";
import { join as join2, resolve } from "node:path";

// src/grade/material.ts
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
var DEFAULT_CAPS = {
  responseChars: 2e4,
  transcriptChars: 6e4,
  fileChars: 2e4,
  totalFileChars: 8e4,
  maxFiles: 50
};
function capText(text, max) {
  const out = truncateMiddle(text, max, Math.floor(max / 3), (n) => `
… [${n} characters cut by skill-evals] …
`);
  return { text: out, truncated: text.length > max };
}
async function listFiles(dir) {
  const out = [];
  const walk = async (abs, rel) => {
    let entries;
    try {
      entries = await readdir(abs, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) await walk(join(abs, e.name), r);
      else if (e.isFile()) out.push(r);
    }
  };
  await walk(dir, "");
  return out.sort();
}
function isBinary(buf) {
  const n = Math.min(buf.length, 8e3);
  for (let i = 0; i < n; i++) if (buf[i] === 0) return true;
  return false;
}
async function collectMaterial(outputsDir, response, transcript, filesWritten, caps = DEFAULT_CAPS) {
  const written = new Set(filesWritten);
  const harness = harnessOutputs(filesWritten);
  const paths = (await listFiles(outputsDir)).filter((p) => (p !== "metrics.json" || written.has("metrics.json")) && !harness.includes(p));
  const files = [];
  const omitted = [];
  let total = 0;
  for (const p of paths) {
    if (files.length >= caps.maxFiles || total >= caps.totalFileChars) {
      omitted.push(p);
      continue;
    }
    let buf;
    try {
      buf = await readFile(join(outputsDir, ...p.split("/")));
    } catch {
      continue;
    }
    if (isBinary(buf)) {
      files.push({ path: p, content: `[binary file, ${buf.length} bytes]`, bytes: buf.length, truncated: false, binary: true });
      continue;
    }
    const text = buf.toString("utf8");
    const room = Math.min(caps.fileChars, caps.totalFileChars - total);
    const c = capText(text, room);
    total += c.text.length;
    files.push({ path: p, content: c.text, bytes: buf.length, truncated: c.truncated });
  }
  const m = {
    response: capText(response, caps.responseChars).text,
    transcript: capText(transcript, caps.transcriptChars).text,
    files
  };
  if (omitted.length > 0) m.omittedFiles = omitted;
  return m;
}

// src/grade/index.ts
var GRADES_FILE = "grades.json";
var GradeSetupError = class extends Error {
};
function readText(file) {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return "";
  }
}
async function gradeOneAssertion(a, index, ctx, send, usage) {
  if (a.check) {
    let res;
    try {
      res = await runCheck(a.check, ctx.check);
    } catch (err) {
      res = { passed: false, evidence: `the check crashed: ${err instanceof Error ? err.message : String(err)}`, error: true };
    }
    const status = res.error ? "error" : res.passed ? "pass" : "fail";
    return expectationEntry(a.text, status, res.evidence, "check", { check_kind: String(a.check.kind) });
  }
  const verdict = await judgeAssertion(
    send,
    { assertion: a.text, task: ctx.task, material: await ctx.material() },
    {
      model: ctx.judgeModel,
      judges: ctx.judges,
      maxTokens: ctx.judgeMaxTokens,
      // undefined: the judge's default
      spec: ctx.spec,
      assertionIndex: index,
      ...ctx.signal ? { signal: ctx.signal } : {}
    }
  );
  addJudgeUsage(usage, verdict.usage);
  return expectationEntry(a.text, verdict.status, verdict.evidence, "judge", {
    votes: toGradedVotes(verdict.votes),
    agreement: verdict.agreement,
    disagreement: verdict.disagreement
  });
}
async function gradeRun(run, send, opts) {
  const t0 = performance.now();
  const r = run.record;
  const judges = Math.max(1, Math.floor(opts.judges || 1));
  const usage = emptyJudgeUsage();
  const transcript = readText(join2(run.runDir, "transcript.md"));
  const assertions = run.evalCase.assertions;
  let expectations;
  if (r.status !== "completed") {
    const why = r.status === "skipped" ? "the run was skipped" : `the run failed (${r.error?.message ?? "unknown error"})`;
    expectations = assertions.map((a) => expectationEntry(a.text, "error", `ERROR: not graded: ${why}.`, "none"));
  } else {
    let materialP;
    const material = () => materialP ??= collectMaterial(join2(run.runDir, "outputs"), r.response, transcript, r.filesWritten, opts.caps ?? DEFAULT_CAPS);
    const ctx = {
      check: {
        response: r.response,
        transcript,
        outputsDir: join2(run.runDir, "outputs"),
        harnessFiles: harnessOutputs(r.filesWritten),
        toolCalls: r.toolCalls,
        skillDir: run.skillDir,
        timeoutMs: opts.checkTimeoutMs,
        // undefined: the script check's default
        ...run.evalCase.network ? { network: true } : {}
        // issue 33, row E
      },
      task: run.evalCase.prompt,
      material,
      spec: r,
      judgeModel: opts.judgeModel,
      judges,
      judgeMaxTokens: opts.maxTokens,
      ...opts.signal ? { signal: opts.signal } : {}
    };
    expectations = await Promise.all(
      assertions.map((a, i) => gradeOneAssertion(a, i, ctx, send, usage))
    );
    expectations.push(
      ...await implicitExpectations(run, { transcript, timeoutMs: opts.checkTimeoutMs })
    );
  }
  const { status, reason } = runGradeStatus(r, expectations);
  const metrics = (r.definitionHash === void 0 ? await readJsonObject(join2(run.runDir, "outputs", "metrics.json")) : void 0) ?? metricsJson(r, transcript.length);
  const timing = r.definitionHash === void 0 ? valueOrThrow(await readDecoded(join2(run.runDir, "timing.json"), decodeTiming)) : timingJson(r);
  const execSeconds = runSeconds(void 0, timing) ?? (r.durationMs ?? 0) / 1e3;
  const grading = {
    expectations,
    summary: summarise(expectations),
    execution_metrics: metrics,
    timing: gradingTiming(execSeconds, performance.now() - t0),
    run: {
      run_id: r.runId,
      skill: r.skill,
      eval_id: r.evalId,
      configuration: r.configuration,
      trial: r.trial,
      model: r.model,
      run_status: r.status,
      skill_used: r.skillUsed,
      status,
      ...reason ? { reason } : {},
      assertion_errors: expectations.filter((e) => e.status === "error").length
    },
    judge: judgeInfo(opts.judgeModel, judges, JUDGE_PROMPT_HASH, usage),
    grader: { name: "skill-evals", version: GRADER_VERSION, graded_at: (/* @__PURE__ */ new Date()).toISOString() }
  };
  writeRunFile(join2(run.runDir, GRADING_FILE), formatGradingJson(grading));
  return grading;
}
function outcomeGrader(repo, outDir, send, opts) {
  const out = resolve(outDir);
  const evalsByKey = new Map(repo.evals.map((e) => [`${e.skill}\0${String(e.id)}`, e]));
  const skillDirs = new Map(repo.skills.map((k) => [k.name, k.dir]));
  return async (record) => {
    const e = evalsByKey.get(`${record.skill}\0${String(record.evalId)}`);
    if (!e) return null;
    const grading = await gradeRun({ record, runDir: runFolder(out, record), evalCase: e, skillDir: skillDirs.get(record.skill) ?? repo.root }, send, opts);
    return grading.run.status === "pass" ? true : grading.run.status === "fail" ? false : null;
  };
}
async function gradeRuns(repo, outDir, send, opts, events = {}) {
  const out = resolve(outDir);
  checkFolderInside(folderRoot(process.cwd(), out), out, "The results folder");
  const { records, badLines } = await openResultsLog(out).readAll();
  if (records.length === 0) {
    throw new GradeSetupError(
      badLines > 0 ? `${join2(out, RUNS_FILE)} holds no readable run records.` : `No runs to grade in '${out}' (no ${RUNS_FILE}); run 'skill-evals run' first.`
    );
  }
  const latest = latestByRun(records);
  const evalsByKey = new Map(repo.evals.map((e) => [`${e.skill}\0${String(e.id)}`, e]));
  const skillsByName = new Map(repo.skills.map((s) => [s.name, s]));
  const only = opts.skills?.length ? new Set(opts.skills) : void 0;
  const missing = [];
  const queue = [];
  for (const listed of latest.values()) {
    if (only && !only.has(listed.skill)) continue;
    const runDir = runFolder(out, listed);
    const e = evalsByKey.get(`${listed.skill}\0${String(listed.evalId)}`);
    if (!e) {
      missing.push({ runId: listed.runId, reason: `eval ${String(listed.evalId)} of skill '${listed.skill}' is no longer in the repository` });
      continue;
    }
    queue.push({ record: listed, runDir, evalCase: e, skillDir: skillsByName.get(listed.skill)?.dir ?? repo.root });
  }
  const results = [];
  const judge = emptyJudgeUsage();
  let next = 0;
  let done = 0;
  const workers = Array.from({ length: Math.max(1, Math.min(opts.concurrency ?? 8, queue.length)) }, async () => {
    while (next < queue.length && !opts.signal?.aborted) {
      const i = next++;
      const run = queue[i];
      let grading;
      try {
        grading = await gradeRun(run, send, opts);
      } catch (err) {
        if (opts.signal?.aborted) return;
        throw err;
      }
      const g = { runId: run.record.runId, record: run.record, grading, file: join2(run.runDir, GRADING_FILE) };
      results[i] = g;
      addJudgeUsage(judge, {
        calls: grading.judge.calls,
        cachedCalls: grading.judge.cached_calls,
        apiCalls: grading.judge.api_calls,
        retries: grading.judge.retries,
        usage: grading.judge.usage,
        costUsd: grading.judge.cost_usd,
        spentUsd: grading.judge.spent_usd
      });
      events.onRunGraded?.(g, ++done, queue.length);
    }
  });
  await Promise.all(workers);
  const runs = results.filter((g) => g !== void 0);
  const gradings = runs.map((g) => g.grading);
  const summaries = summariseAll(gradings, { k: opts.k });
  const gradesFile = join2(out, GRADES_FILE);
  const file = {
    version: 1,
    generated_at: (/* @__PURE__ */ new Date()).toISOString(),
    judge: judgeInfo(opts.judgeModel, Math.max(1, Math.floor(opts.judges || 1)), JUDGE_PROMPT_HASH, judge),
    totals: totalsOf(gradings),
    evals: summaries
  };
  await writeFileAtomic(gradesFile, JSON.stringify(file, null, 2) + "\n");
  return { outDir: out, runs, summaries, judge, missing, gradesFile, cancelled: Boolean(opts.signal?.aborted) };
}
function createJudgeGateway(opts) {
  return createGatewayFor(opts);
}

export {
  DEFAULT_CAPS,
  capText,
  collectMaterial,
  GRADES_FILE,
  GradeSetupError,
  gradeOneAssertion,
  gradeRun,
  outcomeGrader,
  gradeRuns,
  createJudgeGateway
};
