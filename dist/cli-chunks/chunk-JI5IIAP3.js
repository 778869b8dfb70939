#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  holdingResultsFolder,
  runTasks
} from "./chunk-RLABU7YA.js";
import {
  loadPipelines
} from "./chunk-KXW3OA23.js";
import {
  GitError,
  git
} from "./chunk-T4XZ4NNE.js";
import {
  DEFAULT_CAPS,
  capText,
  createJudgeGateway,
  gradeOneAssertion
} from "./chunk-BZTFFJRP.js";
import {
  JUDGE_PROMPT_HASH,
  addJudgeUsage,
  emptyJudgeUsage
} from "./chunk-OXRSYXDF.js";
import {
  expectationEntry,
  formatGradingJson,
  gradingTiming,
  judgeInfo,
  summarise
} from "./chunk-XLATBSGA.js";
import {
  executorFor,
  runAgent
} from "./chunk-WB7HTGDC.js";
import {
  installedSkillName
} from "./chunk-VWPNA2ZE.js";
import {
  metricsJson
} from "./chunk-4XCGNZWD.js";
import {
  writeFileAtomic
} from "./chunk-Q3A3SG3D.js";
import {
  addCost,
  costOf
} from "./chunk-OJPRHZNX.js";
import {
  truncateEnd
} from "./chunk-YT2GUATG.js";
import {
  leavesFolder
} from "./chunk-NUNZPVBM.js";
import {
  GRADER_VERSION,
  GRADING_FILE
} from "./chunk-WWKFZUJB.js";

// src/pipeline/runner.ts
import { mkdir as mkdir5, rm as rm5 } from "node:fs/promises";
import path7 from "node:path";

// src/pipeline/grading.ts
import { readFile, rm as rm3 } from "node:fs/promises";
import path3 from "node:path";

// src/pipeline/repo.ts
import { cp as cp2, copyFile, mkdir as mkdir2, mkdtemp, readdir, realpath, rm as rm2, writeFile } from "node:fs/promises";
import path2 from "node:path";

// src/pipeline/git.ts
import { cp, lstat, mkdir, rm } from "node:fs/promises";
import path from "node:path";
var PINNED = [
  "user.name=skill-evals",
  "user.email=skill-evals@localhost",
  "commit.gpgsign=false",
  "tag.gpgsign=false",
  "core.autocrlf=false",
  "core.safecrlf=false",
  "diff.noprefix=false",
  "diff.mnemonicprefix=false",
  // Never look into a nested repository the agent made (git status/diff of a submodule starts git there).
  "diff.ignoreSubmodules=all",
  "status.submoduleSummary=false",
  "submodule.recurse=false"
];
function gitEnv(g) {
  return {
    PATH: process.env["PATH"] ?? "/usr/local/bin:/usr/bin:/bin",
    HOME: path.dirname(g.gitDir),
    GIT_DIR: g.gitDir,
    GIT_WORK_TREE: g.workTree,
    GIT_CONFIG_NOSYSTEM: "1",
    GIT_CONFIG_GLOBAL: "/dev/null",
    GIT_CEILING_DIRECTORIES: path.dirname(g.gitDir)
  };
}
var GitError2 = class extends Error {
};
async function git2(g, args, opts = {}) {
  try {
    return await git(args, {
      cwd: g.workTree,
      timeoutMs: 6e4,
      maxBuffer: opts.maxBuffer ?? 64 * 1024 * 1024,
      config: PINNED,
      env: gitEnv(g)
    });
  } catch (e) {
    const why = e instanceof GitError ? e.notInstalled ? "git is not installed (pipeline scenarios need git)" : e.stderr || e.message : String(e);
    throw new GitError2(`git ${args[0]} failed: ${why.trim()}`);
  }
}
async function gitInit(g) {
  await mkdir(g.gitDir, { recursive: true });
  await git2(g, ["init", "-q"]);
  await git2(g, ["symbolic-ref", "HEAD", "refs/heads/main"]);
}
async function exposeRepo(g) {
  const dest = path.join(g.workTree, ".git");
  await rm(dest, { recursive: true, force: true });
  await cp(g.gitDir, dest, { recursive: true, verbatimSymlinks: true, errorOnExist: true, force: false });
  if (!(await lstat(dest)).isDirectory()) throw new GitError2("the scenario repository's .git is not a folder");
}
async function commitAll(g, message) {
  await git2(g, ["add", "-A"]);
  await git2(g, ["commit", "-q", "--no-verify", "--allow-empty", "-m", message]);
  return (await git2(g, ["rev-parse", "HEAD"])).trim();
}
var STATUS = { A: "added", M: "modified", D: "deleted", R: "renamed", C: "copied", T: "type-changed" };
async function diffCommits(g, from, to) {
  const patch = await git2(g, ["diff", "--no-color", "--no-ext-diff", "--no-textconv", "--no-renames", "--binary", from, to]);
  const raw = await git2(g, ["diff", "--name-status", "--no-renames", "-z", from, to]);
  const parts = raw.split("\0");
  const files = [];
  for (let i = 0; i + 1 < parts.length; i += 2) {
    const code = parts[i].charAt(0);
    const p = parts[i + 1];
    if (p) files.push({ path: p, change: STATUS[code] ?? "other" });
  }
  files.sort((a, b) => a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
  return { patch, files };
}

// src/pipeline/repo.ts
var MAX_SNAPSHOT_ENTRIES = 2e4;
function confined(root, rel) {
  const abs = path2.resolve(root, ...rel.split("/"));
  const r = path2.relative(root, abs);
  if (r === "" || leavesFolder(r)) throw new Error(`seed path '${rel}' resolves outside the repository`);
  return abs;
}
async function seedRepo(s, g) {
  const repoDir = g.workTree;
  await mkdir2(repoDir, { recursive: true });
  await gitInit(g);
  await mkdir2(path2.join(g.gitDir, "info"), { recursive: true });
  await writeFile(path2.join(g.gitDir, "info", "exclude"), "# skill-evals: skill folders installed for the steps\n/.claude/skills/\n");
  if (s.seed.claudeMd !== void 0) await writeFile(path2.join(repoDir, "CLAUDE.md"), s.seed.claudeMd);
  for (const f of s.seed.files) {
    const dest = confined(repoDir, f.path);
    await mkdir2(path2.dirname(dest), { recursive: true });
    if (f.kind === "inline") await writeFile(dest, f.content);
    else await cp2(f.resolved, dest, { recursive: true, dereference: true, force: true, errorOnExist: false });
  }
  return commitAll(g, `seed: pipeline scenario ${s.id}`);
}
async function installSkill(repoDir, skill) {
  const dest = path2.join(repoDir, ".claude", "skills", installedSkillName(skill));
  await rm2(dest, { recursive: true, force: true });
  await mkdir2(path2.dirname(dest), { recursive: true });
  await cp2(skill.dir, dest, {
    recursive: true,
    dereference: true,
    filter: (src) => ![".git", "node_modules"].includes(path2.basename(src))
  });
}
async function snapshot(repoDir, dest) {
  const files = [];
  let seen = 0;
  const walk = async (rel) => {
    let entries;
    try {
      entries = await readdir(path2.join(repoDir, rel), { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      if (++seen > MAX_SNAPSHOT_ENTRIES) return;
      const childRel = rel ? `${rel}/${e.name}` : e.name;
      if (childRel === ".git" || childRel === ".claude/skills") continue;
      if (e.isDirectory()) {
        await mkdir2(path2.join(dest, childRel), { recursive: true });
        await walk(childRel);
      } else if (e.isFile()) {
        await mkdir2(path2.dirname(path2.join(dest, childRel)), { recursive: true });
        await copyFile(path2.join(repoDir, childRel), path2.join(dest, childRel));
        files.push(childRel);
      }
    }
  };
  await mkdir2(dest, { recursive: true });
  await walk("");
  return files.sort();
}
async function withScenarioRepo(parent, scenarioId, fn) {
  await mkdir2(parent, { recursive: true });
  const scratch = await realpath(await mkdtemp(path2.join(parent, `skill-evals-pipeline-${scenarioId.slice(0, 40)}-`)));
  const dir = path2.join(scratch, "repo");
  const git3 = { workTree: dir, gitDir: path2.join(scratch, "git") };
  try {
    return await fn({ scratch, dir, git: git3 });
  } finally {
    await rm2(scratch, { recursive: true, force: true, maxRetries: 3 });
  }
}

// src/pipeline/grading.ts
var errMsg = (e) => e instanceof Error ? e.message : String(e);
function notGraded(assertions, why) {
  return assertions.map((a) => expectationEntry(a.text, "error", `ERROR: not graded: ${why}.`, "none"));
}
function isBinary(buf) {
  const n = Math.min(buf.length, 8e3);
  for (let i = 0; i < n; i++) if (buf[i] === 0) return true;
  return false;
}
async function snapshotMaterial(dir, files, first, response, transcript, caps) {
  const set = new Set(files);
  const ordered = [...first.filter((f) => set.has(f)), ...files.filter((f) => !first.includes(f))];
  const out = [];
  const omitted = [];
  let total = 0;
  for (const p of ordered) {
    if (out.length >= caps.maxFiles || total >= caps.totalFileChars) {
      omitted.push(p);
      continue;
    }
    let buf;
    try {
      buf = await readFile(path3.join(dir, ...p.split("/")));
    } catch {
      continue;
    }
    if (isBinary(buf)) {
      out.push({ path: p, content: `[binary file, ${buf.length} bytes]`, bytes: buf.length, truncated: false, binary: true });
      continue;
    }
    const c = capText(buf.toString("utf8"), Math.min(caps.fileChars, caps.totalFileChars - total));
    total += c.text.length;
    out.push({ path: p, content: c.text, bytes: buf.length, truncated: c.truncated });
  }
  const m = {
    response: capText(response, caps.responseChars).text,
    transcript: capText(transcript, caps.transcriptChars).text,
    files: out
  };
  if (omitted.length > 0) m.omittedFiles = omitted;
  return m;
}
async function gradeAssertions(g, send, opts, usage) {
  const caps = opts.caps ?? DEFAULT_CAPS;
  let materialP;
  const ctx = {
    check: {
      response: g.response,
      transcript: g.transcript,
      outputsDir: g.dir,
      toolCalls: g.toolCalls,
      skillDir: g.skillDir,
      ...opts.checkTimeoutMs !== void 0 ? { timeoutMs: opts.checkTimeoutMs } : {}
    },
    task: g.task,
    material: () => materialP ??= snapshotMaterial(g.dir, g.files, g.changed, g.response, g.transcript, caps),
    spec: g.spec,
    judgeModel: opts.judgeModel,
    judges: Math.max(1, Math.floor(opts.judges ?? 1)),
    ...opts.judgeMaxTokens !== void 0 ? { judgeMaxTokens: opts.judgeMaxTokens } : {},
    ...opts.signal ? { signal: opts.signal } : {}
  };
  return Promise.all(
    g.assertions.map(async (a, i) => {
      try {
        return await gradeOneAssertion(a, i, ctx, send, usage);
      } catch (err) {
        return expectationEntry(a.text, "error", `ERROR: not graded: ${opts.signal?.aborted ? "the pipeline was cancelled" : errMsg(err)}.`, "none");
      }
    })
  );
}
async function gradeInSnapshot(repoDir, snapDir, assertions, grade) {
  try {
    const files = await snapshot(repoDir, snapDir);
    return await grade(files);
  } catch (err) {
    return notGraded(assertions, `the workspace could not be read: ${errMsg(err)}`);
  } finally {
    await rm3(snapDir, { recursive: true, force: true });
  }
}
function verifyStatus(list) {
  if (list.some((e) => e.status === "fail")) return "fail";
  if (list.some((e) => e.status === "error")) return "error";
  return "pass";
}

// src/pipeline/step.ts
import path5 from "node:path";

// src/pipeline/results.ts
import { mkdir as mkdir3, readFile as readFile2 } from "node:fs/promises";
import path4 from "node:path";
var PIPELINES_DIR = "pipelines";
var PIPELINES_INDEX = "pipelines.json";
var DIFF_CHARS_IN_RESULT = 2e4;
var MAX_PATCH_CHARS = 10 * 1024 * 1024;
var RESPONSE_CHARS_IN_RESULT = 4e3;
var RESULT_FILE = "result.json";
var json = (v) => JSON.stringify(v, null, 2) + "\n";
function emptyUsage() {
  return { input_tokens: 0, output_tokens: 0, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 };
}
function addUsage(into, u) {
  into.input_tokens += u.input_tokens;
  into.output_tokens += u.output_tokens;
  into.cache_read_input_tokens += u.cache_read_input_tokens;
  into.cache_creation_input_tokens += u.cache_creation_input_tokens;
}
function spend(u) {
  return { calls: u.calls, usage: { ...u.usage }, costUsd: u.costUsd };
}
function truncate(s, max) {
  return { text: truncateEnd(s, max, (n) => `
… [truncated: ${n} more characters]
`), truncated: s.length > max };
}
function scenarioFolder(outDir, id) {
  return path4.join(outDir, PIPELINES_DIR, id);
}
function stepFiles(n) {
  return { transcript: `step-${n}/transcript.md`, grading: `step-${n}/${GRADING_FILE}`, diff: `step-${n}/diff.patch` };
}
function stepGradingJson(g, opts) {
  const { spec, record, verify, reason } = g;
  const runStatus = g.status === "skipped" ? "skipped" : g.status;
  return {
    expectations: verify,
    summary: summarise(verify),
    execution_metrics: { ...metricsJson(record, g.transcriptChars), files_changed: g.filesChanged },
    timing: gradingTiming(g.execMs / 1e3, record.durationMs - g.execMs),
    run: {
      run_id: spec.runId,
      skill: spec.skill,
      eval_id: spec.evalId,
      configuration: spec.configuration,
      trial: spec.trial,
      model: spec.model,
      run_status: record.status,
      skill_used: record.skillUsed,
      status: runStatus,
      ...reason ? { reason } : {},
      assertion_errors: verify.filter((v) => v.status === "error").length
    },
    judge: judgeInfo(opts.judgeModel, Math.max(1, Math.floor(opts.judges ?? 1)), JUDGE_PROMPT_HASH, g.judgeUsage),
    grader: { name: "skill-evals", version: GRADER_VERSION, graded_at: (/* @__PURE__ */ new Date()).toISOString() }
  };
}
async function writeStepFiles(scenarioDir, n, files, opts) {
  const stepDir = path4.join(scenarioDir, `step-${n}`);
  await mkdir3(stepDir, { recursive: true });
  await writeFileAtomic(path4.join(stepDir, "transcript.md"), files.transcript);
  await writeFileAtomic(path4.join(stepDir, "diff.patch"), truncate(files.patch, MAX_PATCH_CHARS).text);
  await writeFileAtomic(path4.join(stepDir, GRADING_FILE), formatGradingJson(stepGradingJson(files.grading, opts)));
}
async function writeScenarioResult(scenarioDir, r) {
  await writeFileAtomic(path4.join(scenarioDir, RESULT_FILE), json(r));
}
async function finishedBefore(outDir, scenario, model) {
  let r;
  try {
    r = JSON.parse(await readFile2(path4.join(scenarioFolder(outDir, scenario.id), RESULT_FILE), "utf8"));
  } catch {
    return void 0;
  }
  const finished = r && r.version === 1 && r.id === scenario.id && r.model === model && r.cancelled === false && (r.status === "pass" || r.status === "fail");
  return finished ? r : void 0;
}
function indexEntry(r) {
  return {
    id: r.id,
    description: r.description,
    cost_class: r.costClass,
    status: r.status,
    cancelled: r.cancelled,
    steps_total: r.summary.stepsTotal,
    steps_passed: r.summary.stepsPassed,
    final_total: r.summary.finalTotal,
    final_passed: r.summary.finalPassed,
    cost_usd: r.costUsd,
    duration_ms: r.durationMs,
    result: `${PIPELINES_DIR}/${r.id}/${RESULT_FILE}`
  };
}
function buildIndex(results, opts) {
  let cost = 0;
  for (const r of results) cost = addCost(cost, r.costUsd);
  return {
    version: 1,
    generated_at: (/* @__PURE__ */ new Date()).toISOString(),
    model: opts.model,
    judge_model: opts.judgeModel,
    ...opts.simulated ? { simulated: true } : {},
    scenarios: results.map(indexEntry),
    totals: {
      scenarios: results.length,
      passed: results.filter((r) => r.status === "pass").length,
      failed: results.filter((r) => r.status === "fail").length,
      errors: results.filter((r) => r.status === "error").length,
      cost_usd: cost
    }
  };
}
async function writeIndex(indexFile, index) {
  await writeFileAtomic(indexFile, json(index));
}

// src/pipeline/step.ts
var errMsg2 = (e) => e instanceof Error ? e.message : String(e);
function stepPrompt(prompt, claudeMd) {
  if (claudeMd === void 0 || claudeMd.trim() === "") return prompt;
  return `${prompt}

<project_instructions source="CLAUDE.md">
The repository's CLAUDE.md (project instructions; follow them):

${claudeMd.trim()}
</project_instructions>`;
}
function stepSpec(s, label, skill, model) {
  return { runId: `pipeline/${s.id}/${label}`, skill, evalId: `${s.id}#${label}`, evalDir: label, configuration: "with_skill", trial: 1, model };
}
function skippedStep(step, reason) {
  return {
    n: step.n,
    skill: step.skill,
    prompt: step.prompt,
    status: "skipped",
    reason,
    verify: notGraded(step.verify, reason),
    diff: "",
    diffTruncated: false,
    diffChars: 0,
    filesChanged: [],
    fileStatus: {},
    commit: null,
    response: "",
    skillUsed: false,
    turns: 0,
    toolCalls: 0,
    stopReason: null,
    usage: emptyUsage(),
    costUsd: 0,
    judge: spend(emptyJudgeUsage()),
    durationMs: 0,
    files: stepFiles(step.n)
  };
}
async function runStep(step, c) {
  const t0 = performance.now();
  const startedAt = /* @__PURE__ */ new Date();
  const spec = stepSpec(c.scenario, `step-${step.n}`, step.skill, c.opts.model);
  const skill = c.skills.get(step.skill);
  const run = await runStepAgent(step, skill, spec, c);
  const transcript = stepTranscript(step, run, c.opts);
  const record = stepRecord(spec, run, startedAt, c.opts);
  const execMs = performance.now() - t0;
  const verdict = await gradeVerify(step, skill, spec, record, transcript, run.diff, c);
  record.durationMs = Math.round(performance.now() - t0);
  record.finishedAt = (/* @__PURE__ */ new Date()).toISOString();
  const result = stepResult(step, verdict, run, record);
  await writeStepFiles(
    c.scenarioDir,
    step.n,
    {
      transcript,
      patch: run.diff.patch,
      grading: { spec, record, ...verdict, filesChanged: result.filesChanged, transcriptChars: transcript.length, execMs }
    },
    c.opts
  );
  return { result, transcript, toolCalls: record.toolCalls };
}
function otherSkills(c, step) {
  return [...new Set(c.scenario.steps.map((s) => s.skill))].filter((n) => n !== step.skill).map((n) => c.skills.get(n)).filter((s) => s !== void 0).map((s) => ({ name: installedSkillName(s), description: s.frontmatter.description }));
}
async function runStepAgent(step, skill, spec, c) {
  const { scenario, repoDir, opts } = c;
  const run = { exec: void 0, harnessError: void 0, timedOut: false, commit: null, diff: { patch: "", files: [] } };
  try {
    if (!skill) throw new Error(`skill '${step.skill}' is not in the repository`);
    await installSkill(repoDir, skill);
    await exposeRepo(c.git);
    const timeout = AbortSignal.timeout(Math.max(1, opts.runTimeoutSeconds) * 1e3);
    const runSignal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
    const others = otherSkills(c, step);
    const executor = executorFor(step.skill, opts);
    run.exec = await runAgent(
      {
        executor,
        spec,
        // Claude Code loads the seeded CLAUDE.md by itself; the API loop is given it after the prompt.
        prompt: executor === "claude-code" ? step.prompt : stepPrompt(step.prompt, scenario.seed.claudeMd),
        workspaceDir: repoDir,
        skill: { name: installedSkillName(skill), description: skill.frontmatter.description, body: skill.body },
        skillLoading: opts.skillLoading,
        bash: opts.bash,
        maxTurns: opts.maxTurns,
        maxTokens: opts.maxTokens,
        signal: runSignal,
        ...others.length > 0 ? { otherSkills: others } : {}
      },
      c.send,
      opts
    );
    run.timedOut = timeout.aborted && !opts.signal?.aborted;
    run.commit = await commitAll(c.git, `step ${step.n}: ${step.skill}`);
    run.diff = await diffCommits(c.git, c.prev, run.commit);
  } catch (err) {
    run.harnessError = errMsg2(err);
  }
  return run;
}
function stepTranscript(step, run, opts) {
  let transcript = run.exec?.transcript ?? `## Eval Prompt

${step.prompt}
`;
  if (run.harnessError) transcript += `
## Harness error

${run.harnessError}
`;
  if (run.timedOut) transcript += `
## Stopped

The step timed out after ${opts.runTimeoutSeconds} s.
`;
  return transcript;
}
function stepRecord(spec, run, startedAt, opts) {
  const { exec, harnessError, timedOut } = run;
  const usage = exec?.usage ?? emptyUsage();
  const record = {
    ...spec,
    status: harnessError || timedOut || exec?.error ? "error" : "completed",
    skillUsed: exec?.skillUsed ?? false,
    response: exec?.response ?? "",
    toolCalls: exec?.toolCalls ?? [],
    filesWritten: exec?.filesWritten ?? [],
    usage,
    costUsd: !exec ? 0 : "claudeCode" in exec ? exec.costUsd : costOf(opts.model, usage),
    durationMs: 0,
    turns: exec?.turns ?? 0,
    stopReason: exec?.stopReason ?? null,
    apiCalls: exec?.apiCalls ?? 0,
    retries: exec?.retries ?? 0,
    cached: exec?.cached ?? false,
    startedAt: startedAt.toISOString(),
    finishedAt: ""
  };
  if (harnessError) record.error = { message: `Harness error: ${harnessError}`, type: "harness" };
  else if (timedOut) record.error = { message: `Step timed out after ${opts.runTimeoutSeconds} s.`, type: "timeout" };
  else if (exec?.error) record.error = exec.error;
  return record;
}
async function gradeVerify(step, skill, spec, record, transcript, diff, c) {
  const { scenario, opts } = c;
  const judgeUsage = emptyJudgeUsage();
  if (record.status === "error") {
    const reason2 = opts.signal?.aborted ? "the pipeline was cancelled" : `the step failed: ${record.error?.message ?? "unknown error"}`;
    return { verify: notGraded(step.verify, reason2), status: opts.signal?.aborted ? "skipped" : "error", reason: reason2, judgeUsage };
  }
  const snapDir = path5.join(c.scratch, `snapshot-step-${step.n}`);
  const verify = await gradeInSnapshot(c.repoDir, snapDir, step.verify, (files) => {
    const changed = diff.files.map((f) => f.path);
    return gradeAssertions(
      {
        assertions: step.verify,
        dir: snapDir,
        files,
        changed,
        response: record.response,
        transcript,
        toolCalls: record.toolCalls,
        skillDir: skill.dir,
        task: `${step.prompt}

(Pipeline scenario '${scenario.id}', step ${step.n} of ${scenario.steps.length}, skill '${step.skill}'. Files changed in this step: ${changed.length > 0 ? changed.join(", ") : "none"}. The workspace files shown are the whole repository after this step, the changed ones first.)`,
        spec
      },
      c.send,
      opts,
      judgeUsage
    );
  });
  const status = verifyStatus(verify);
  const reason = status === "error" ? `${verify.filter((v) => v.status === "error").length} verify assertion(s) could not be graded` : void 0;
  return { verify, status, reason, judgeUsage };
}
function stepResult(step, v, run, record) {
  const { diff } = run;
  const d = truncate(diff.patch, DIFF_CHARS_IN_RESULT);
  return {
    n: step.n,
    skill: step.skill,
    prompt: step.prompt,
    status: v.status,
    ...v.reason ? { reason: v.reason } : {},
    verify: v.verify,
    diff: d.text,
    diffTruncated: d.truncated,
    diffChars: diff.patch.length,
    filesChanged: diff.files.map((f) => f.path),
    fileStatus: Object.fromEntries(diff.files.map((f) => [f.path, f.change])),
    commit: run.commit,
    response: truncate(record.response, RESPONSE_CHARS_IN_RESULT).text,
    skillUsed: record.skillUsed,
    turns: record.turns,
    toolCalls: record.toolCalls.length,
    stopReason: record.stopReason,
    usage: record.usage,
    costUsd: record.costUsd,
    judge: spend(v.judgeUsage),
    durationMs: record.durationMs,
    ...record.error ? { error: record.error } : {},
    files: stepFiles(step.n)
  };
}

// src/pipeline/scenario.ts
import { mkdir as mkdir4, rm as rm4 } from "node:fs/promises";
import os from "node:os";
import path6 from "node:path";

// src/pipeline/options.ts
var PipelineSetupError = class extends Error {
};
function notify(fn) {
  try {
    fn();
  } catch {
  }
}

// src/pipeline/scenario.ts
var errMsg3 = (e) => e instanceof Error ? e.message : String(e);
function scenarioStatus(r) {
  if (r.setupError) return { status: "error", reason: "the temporary repository could not be set up" };
  if (r.cancelled) return { status: "error", reason: "the pipeline was cancelled" };
  const failedRun = r.steps.find((s) => s.status === "error" && s.error);
  if (failedRun) return { status: "error", reason: `step ${failedRun.n} (${failedRun.skill}) did not run to the end: ${failedRun.error?.message ?? "error"}` };
  const failedStep = r.steps.find((s) => s.status === "fail");
  if (failedStep) return { status: "fail", reason: `step ${failedStep.n} (${failedStep.skill}) failed its verify` };
  if (r.final.some((f) => f.status === "fail")) return { status: "fail", reason: "a final assertion failed" };
  if (r.steps.some((s) => s.status !== "pass") || r.final.some((f) => f.status === "error")) {
    return { status: "error", reason: "some assertions could not be graded" };
  }
  return { status: "pass" };
}
async function runPipelineScenario(scenario, skills, send, opts, events = {}) {
  const t0 = performance.now();
  const startedAt = (/* @__PURE__ */ new Date()).toISOString();
  const scenarioDir = scenarioFolder(path6.resolve(opts.outDir), scenario.id);
  await rm4(scenarioDir, { recursive: true, force: true });
  await mkdir4(scenarioDir, { recursive: true });
  const c = { scenario, skills: new Map(skills.map((s) => [s.name, s])), scenarioDir, send, opts, events };
  const chain = await withScenarioRepo(opts.tempDir ?? os.tmpdir(), scenario.id, (repo) => runChain(repo, c));
  const result = scenarioResult(scenario, chain, opts, startedAt, t0);
  await writeScenarioResult(scenarioDir, result);
  notify(() => events.onScenarioFinished?.(result));
  return result;
}
async function runChain(repo, c) {
  const { scenario, opts } = c;
  const chain = { steps: [], final: [], seedCommit: null, setupError: void 0, judge: emptyJudgeUsage() };
  try {
    chain.seedCommit = await seedRepo(scenario, repo.git);
  } catch (err) {
    chain.setupError = errMsg3(err);
  }
  notify(() => c.events.onScenarioStart?.(scenario, repo.dir));
  if (chain.setupError !== void 0 || chain.seedCommit === null) {
    for (const step of scenario.steps) chain.steps.push(skippedStep(step, `the temporary repository could not be set up: ${chain.setupError}`));
    chain.final = notGraded(scenario.finalAssertions, `the temporary repository could not be set up: ${chain.setupError}`);
    return chain;
  }
  const ran = await runSteps(repo, chain.seedCommit, chain, c);
  chain.final = opts.signal?.aborted ? notGraded(scenario.finalAssertions, "the pipeline was cancelled") : await gradeFinal(repo, chain.seedCommit, ran, chain, c);
  return chain;
}
async function runSteps(repo, seedCommit, chain, c) {
  const { scenario, opts } = c;
  const ran = { head: seedCommit, transcripts: [], toolCalls: [] };
  for (const step of scenario.steps) {
    if (opts.signal?.aborted) {
      chain.steps.push(skippedStep(step, "the pipeline was cancelled"));
      continue;
    }
    const out = await runStep(step, {
      scenario,
      skills: c.skills,
      repoDir: repo.dir,
      git: repo.git,
      scratch: repo.scratch,
      scenarioDir: c.scenarioDir,
      prev: ran.head,
      send: c.send,
      opts
    });
    chain.steps.push(out.result);
    if (out.result.commit) ran.head = out.result.commit;
    ran.transcripts.push(`# Step ${step.n}: ${step.skill}

${out.transcript}`);
    ran.toolCalls.push(...out.toolCalls);
    addJudgeUsage(chain.judge, {
      calls: out.result.judge.calls,
      cachedCalls: 0,
      apiCalls: 0,
      retries: 0,
      usage: out.result.judge.usage,
      costUsd: out.result.judge.costUsd,
      spentUsd: out.result.judge.costUsd
    });
    notify(() => c.events.onStepFinished?.(scenario, out.result));
  }
  return ran;
}
async function gradeFinal(repo, seedCommit, ran, chain, c) {
  const { scenario, opts } = c;
  const snapDir = path6.join(repo.scratch, "snapshot-final");
  const last = scenario.steps[scenario.steps.length - 1];
  const lastRun = [...chain.steps].reverse().find((s) => s.commit !== null);
  return gradeInSnapshot(repo.dir, snapDir, scenario.finalAssertions, async (files) => {
    const changed = (await diffCommits(repo.git, seedCommit, ran.head)).files.map((f) => f.path);
    const finalUsage = emptyJudgeUsage();
    const final = await gradeAssertions(
      {
        assertions: scenario.finalAssertions,
        dir: snapDir,
        files,
        changed,
        response: lastRun?.response ?? "",
        transcript: ran.transcripts.join("\n\n"),
        toolCalls: ran.toolCalls,
        skillDir: c.skills.get(last.skill)?.dir ?? snapDir,
        task: `Pipeline scenario '${scenario.id}': ${scenario.description}

The agent ran these steps in order on the same repository, one skill each:
` + scenario.steps.map((s) => `${s.n}. [${s.skill}] ${s.prompt}`).join("\n") + `

Files changed by the steps: ${changed.length > 0 ? changed.join(", ") : "none"}. The workspace files shown are the whole repository after the last step; the agent response is the last step's; the transcript covers every step.`,
        spec: stepSpec(scenario, "final", last.skill, opts.model)
      },
      c.send,
      opts,
      finalUsage
    );
    addJudgeUsage(chain.judge, finalUsage);
    return final;
  });
}
function scenarioResult(scenario, chain, opts, startedAt, t0) {
  const { steps, final } = chain;
  const cancelled = Boolean(opts.signal?.aborted);
  const usage = emptyUsage();
  let costUsd = 0;
  for (const s of steps) {
    addUsage(usage, s.usage);
    costUsd = addCost(costUsd, s.costUsd);
  }
  const { status, reason } = scenarioStatus({ steps, final, cancelled, setupError: chain.setupError !== void 0 });
  return {
    version: 1,
    id: scenario.id,
    description: scenario.description,
    costClass: scenario.costClass,
    file: scenario.file,
    status,
    ...reason ? { reason } : {},
    cancelled,
    model: opts.model,
    judgeModel: opts.judgeModel,
    startedAt,
    finishedAt: (/* @__PURE__ */ new Date()).toISOString(),
    durationMs: Math.round(performance.now() - t0),
    seedCommit: chain.seedCommit,
    steps,
    final,
    summary: {
      stepsTotal: steps.length,
      stepsPassed: steps.filter((s) => s.status === "pass").length,
      finalTotal: final.length,
      finalPassed: final.filter((f) => f.status === "pass").length
    },
    usage,
    costUsd,
    judge: spend(chain.judge)
  };
}

// src/pipeline/runner.ts
function selectScenarios(scenarios, ids) {
  if (!ids || ids.length === 0) return scenarios;
  const known = new Set(scenarios.map((s) => s.id));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    throw new PipelineSetupError(
      `No valid pipeline scenario with id ${unknown.map((u) => `'${u}'`).join(", ")} (valid: ${[...known].join(", ") || "none"}).`
    );
  }
  const wanted = new Set(ids);
  return scenarios.filter((s) => wanted.has(s.id));
}
function notRunResult(scenario, opts, message) {
  const now = (/* @__PURE__ */ new Date()).toISOString();
  const steps = scenario.steps.map((step) => skippedStep(step, message));
  const final = notGraded(scenario.finalAssertions, message);
  return {
    version: 1,
    id: scenario.id,
    description: scenario.description,
    costClass: scenario.costClass,
    file: scenario.file,
    status: "error",
    reason: message,
    cancelled: false,
    model: opts.model,
    judgeModel: opts.judgeModel,
    startedAt: now,
    finishedAt: now,
    durationMs: 0,
    seedCommit: null,
    steps,
    final,
    summary: { stepsTotal: steps.length, stepsPassed: 0, finalTotal: final.length, finalPassed: 0 },
    usage: emptyUsage(),
    costUsd: 0,
    judge: spend(emptyJudgeUsage())
  };
}
async function runPipelines(scenarios, skills, send, opts, events = {}) {
  const selected = selectScenarios(scenarios, opts.ids);
  const outDir = path7.resolve(opts.outDir);
  await mkdir5(outDir, { recursive: true });
  return holdingResultsFolder(outDir, "pipeline", async () => {
    const indexFile = path7.join(outDir, PIPELINES_INDEX);
    const previous = /* @__PURE__ */ new Map();
    if (opts.resume) {
      for (const s of selected) {
        const r = await finishedBefore(outDir, s, opts.model);
        if (r) previous.set(s.id, r);
      }
    }
    const done = [];
    const refused = /* @__PURE__ */ new Set();
    const ran = await runTasks({
      items: selected,
      key: (s) => s.id,
      concurrency: 1,
      ...opts.signal ? { signal: opts.signal } : {},
      ...opts.budget ? { budget: opts.budget } : {},
      previous: (s) => previous.get(s.id),
      onResumed: (_, r) => void done.push(r),
      solve: (s) => runPipelineScenario(s, skills, send, opts, events),
      notRun: (s, message) => {
        refused.add(s.id);
        return notRunResult(s, opts, message);
      },
      spent: (r) => addCost(r.costUsd, r.judge.costUsd),
      recordCancelled: true,
      // a scenario cut short says so in its result (cancelled: true)
      record: async (s, r) => {
        if (refused.has(s.id)) {
          const dir = scenarioFolder(outDir, s.id);
          await rm5(dir, { recursive: true, force: true });
          await mkdir5(dir, { recursive: true });
          await writeScenarioResult(dir, r);
          notify(() => events.onScenarioFinished?.(r));
        }
        done.push(r);
        await writeIndex(indexFile, buildIndex(done, opts));
      }
    });
    const results = ran.results.filter((r) => r !== void 0);
    const index = buildIndex(results, opts);
    await writeIndex(indexFile, index);
    return { outDir, results, indexFile, index, cancelled: Boolean(opts.signal?.aborted) };
  });
}

// src/pipeline/table.ts
var PIPELINE_TABLE_HEADER = ["Scenario", "Steps passed", "Final", "Cost class", "Status"];
var STATUS_CELL = { pass: "✅ pass", fail: "❌ fail", error: "⚠️ error" };
function normalise(r) {
  if ("summary" in r) {
    const s = r.summary;
    return { id: r.id, cost: r.costClass, status: r.status, cancelled: r.cancelled, st: s.stepsTotal, sp: s.stepsPassed, ft: s.finalTotal, fp: s.finalPassed };
  }
  return { id: r.id, cost: r.cost_class, status: r.status, cancelled: r.cancelled, st: r.steps_total, sp: r.steps_passed, ft: r.final_total, fp: r.final_passed };
}
function pipelineTable(results) {
  return results.map((input) => {
    const r = normalise(input);
    return [
      r.id,
      `${r.sp}/${r.st}`,
      r.ft > 0 ? `${r.fp}/${r.ft}` : "–",
      r.cost === "high" ? "high 💸" : "low",
      STATUS_CELL[r.status] + (r.cancelled ? " (cancelled)" : "")
    ];
  });
}
function pipelineTableMarkdown(results) {
  if (results.length === 0) return "";
  const rows = [[...PIPELINE_TABLE_HEADER], ...pipelineTable(results)];
  const line = (cells) => `| ${cells.join(" | ")} |`;
  return [line(rows[0]), line(rows[0].map(() => "---")), ...rows.slice(1).map(line)].join("\n") + "\n";
}

// src/pipeline/index.ts
async function runRepoPipelines(repo, client, opts, events = {}) {
  const { scenarios, findings } = await loadPipelines(repo.root, repo.skills);
  const errors = findings.filter((f) => f.severity === "error");
  if (errors.length > 0) {
    const first = errors[0];
    throw new PipelineSetupError(
      `${errors.length} error(s) in pipeline scenarios (first: ${first.file}${first.line ? `:${first.line}` : ""}: ${first.message}); run 'skill-evals validate'.`
    );
  }
  const c = repo.config;
  const gateway = createJudgeGateway({
    client,
    root: repo.root,
    concurrency: opts.concurrency ?? c.concurrency,
    cache: opts.cache ?? c.cache,
    cacheDir: opts.cacheDir ?? c.cacheDir
  });
  try {
    const outcome = await runPipelines(
      scenarios,
      repo.skills,
      gateway.send,
      {
        outDir: opts.outDir,
        model: opts.model ?? c.models[0] ?? "claude-sonnet-5-5",
        judgeModel: opts.judgeModel ?? c.judgeModel,
        judges: opts.judges ?? c.judges,
        skillLoading: opts.skillLoading ?? c.skillLoading,
        bash: opts.bash ?? c.bash,
        maxTurns: c.maxTurns,
        maxTokens: c.maxTokens,
        runTimeoutSeconds: c.runTimeoutSeconds,
        ...opts.ids?.length ? { ids: opts.ids } : {},
        ...opts.tempDir ? { tempDir: opts.tempDir } : {},
        ...opts.signal ? { signal: opts.signal } : {},
        ...opts.simulated ? { simulated: true } : {},
        ...opts.budget ? { budget: opts.budget } : {},
        ...opts.resume ? { resume: true } : {},
        ...opts.executor ? { executor: opts.executor } : {},
        ...opts.skillExecutors ? { skillExecutors: opts.skillExecutors } : {},
        ...opts.claudeCode ? { claudeCode: opts.claudeCode } : {},
        ...opts.claudeCodeViaGateway !== void 0 ? { claudeCodeViaGateway: opts.claudeCodeViaGateway } : {}
      },
      events
    );
    return { ...outcome, findings };
  } finally {
    await gateway.close();
  }
}

export {
  PIPELINES_DIR,
  PIPELINES_INDEX,
  DIFF_CHARS_IN_RESULT,
  indexEntry,
  buildIndex,
  stepPrompt,
  PipelineSetupError,
  scenarioStatus,
  runPipelineScenario,
  runPipelines,
  PIPELINE_TABLE_HEADER,
  pipelineTable,
  pipelineTableMarkdown,
  runRepoPipelines
};
