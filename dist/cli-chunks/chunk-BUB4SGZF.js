#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  holdingResultsFolder,
  runTasks
} from "./chunk-HIJ55NCI.js";
import {
  DEFAULT_CAPS,
  capText,
  createJudgeGateway,
  gradeOneAssertion
} from "./chunk-FERRHKQV.js";
import {
  JUDGE_PROMPT_HASH,
  addJudgeUsage,
  emptyJudgeUsage
} from "./chunk-HSELO56A.js";
import {
  expectationEntry,
  formatGradingJson,
  gradingTiming,
  judgeInfo,
  summarise
} from "./chunk-6EQTGVW6.js";
import {
  loadPipelines
} from "./chunk-QPJQGHK2.js";
import {
  executorFor,
  runAgent
} from "./chunk-EQDA75R4.js";
import {
  metricsJson
} from "./chunk-MQ6PJNZ3.js";
import {
  writeFileAtomic
} from "./chunk-6SYOK5KR.js";
import {
  GRADER_VERSION,
  GRADING_FILE
} from "./chunk-VSOYP2NU.js";
import {
  GitError,
  git
} from "./chunk-JKFZ3SFG.js";
import {
  addCost,
  costOf
} from "./chunk-MLCUIUG6.js";
import {
  truncateEnd
} from "./chunk-YCIGMNHQ.js";

// src/pipeline/runner.ts
import { cp, copyFile, mkdir, mkdtemp, readdir, readFile, realpath, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

// src/pipeline/git.ts
var PINNED = [
  "user.name=skill-evals",
  "user.email=skill-evals@localhost",
  "commit.gpgsign=false",
  "tag.gpgsign=false",
  "core.autocrlf=false",
  "core.safecrlf=false",
  "diff.noprefix=false",
  "diff.mnemonicprefix=false"
];
var GitError2 = class extends Error {
};
async function git2(cwd, args, opts = {}) {
  try {
    return await git(args, {
      cwd,
      timeoutMs: 6e4,
      maxBuffer: opts.maxBuffer ?? 64 * 1024 * 1024,
      config: PINNED,
      env: { ...process.env, GIT_CONFIG_NOSYSTEM: "1" }
    });
  } catch (e) {
    const why = e instanceof GitError ? e.notInstalled ? "git is not installed (pipeline scenarios need git)" : e.stderr || e.message : String(e);
    throw new GitError2(`git ${args[0]} failed: ${why.trim()}`);
  }
}
async function gitInit(dir) {
  await git2(dir, ["init", "-q"]);
  await git2(dir, ["symbolic-ref", "HEAD", "refs/heads/main"]);
}
async function commitAll(dir, message) {
  await git2(dir, ["add", "-A"]);
  await git2(dir, ["commit", "-q", "--no-verify", "--allow-empty", "-m", message]);
  return (await git2(dir, ["rev-parse", "HEAD"])).trim();
}
var STATUS = { A: "added", M: "modified", D: "deleted", R: "renamed", C: "copied", T: "type-changed" };
async function diffCommits(dir, from, to) {
  const patch = await git2(dir, ["diff", "--no-color", "--no-ext-diff", "--no-renames", "--binary", from, to]);
  const raw = await git2(dir, ["diff", "--name-status", "--no-renames", "-z", from, to]);
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

// src/pipeline/runner.ts
var PIPELINES_DIR = "pipelines";
var PIPELINES_INDEX = "pipelines.json";
var DIFF_CHARS_IN_RESULT = 2e4;
var MAX_PATCH_CHARS = 10 * 1024 * 1024;
var RESPONSE_CHARS_IN_RESULT = 4e3;
var MAX_SNAPSHOT_ENTRIES = 2e4;
var PipelineSetupError = class extends Error {
};
var json = (v) => JSON.stringify(v, null, 2) + "\n";
var errMsg = (e) => e instanceof Error ? e.message : String(e);
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
function safe(fn) {
  try {
    fn();
  } catch {
  }
}
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
function notGraded(assertions, why) {
  return assertions.map((a) => expectationEntry(a.text, "error", `ERROR: not graded: ${why}.`, "none"));
}
function confined(root, rel) {
  const abs = path.resolve(root, ...rel.split("/"));
  const r = path.relative(root, abs);
  if (r === "" || r.startsWith("..") || path.isAbsolute(r)) throw new Error(`seed path '${rel}' resolves outside the repository`);
  return abs;
}
async function seedRepo(s, repoDir) {
  await mkdir(repoDir, { recursive: true });
  await gitInit(repoDir);
  await mkdir(path.join(repoDir, ".git", "info"), { recursive: true });
  await writeFile(path.join(repoDir, ".git", "info", "exclude"), "# skill-evals: skill folders installed for the steps\n/.claude/skills/\n");
  if (s.seed.claudeMd !== void 0) await writeFile(path.join(repoDir, "CLAUDE.md"), s.seed.claudeMd);
  for (const f of s.seed.files) {
    const dest = confined(repoDir, f.path);
    await mkdir(path.dirname(dest), { recursive: true });
    if (f.kind === "inline") await writeFile(dest, f.content);
    else await cp(f.resolved, dest, { recursive: true, dereference: true, force: true, errorOnExist: false });
  }
  return commitAll(repoDir, `seed: pipeline scenario ${s.id}`);
}
async function installSkill(repoDir, skill) {
  const dest = path.join(repoDir, ".claude", "skills", skill.name);
  await rm(dest, { recursive: true, force: true });
  await mkdir(path.dirname(dest), { recursive: true });
  await cp(skill.dir, dest, {
    recursive: true,
    dereference: true,
    filter: (src) => ![".git", "node_modules"].includes(path.basename(src))
  });
}
async function snapshot(repoDir, dest) {
  const files = [];
  let seen = 0;
  const walk = async (rel) => {
    let entries;
    try {
      entries = await readdir(path.join(repoDir, rel), { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      if (++seen > MAX_SNAPSHOT_ENTRIES) return;
      const childRel = rel ? `${rel}/${e.name}` : e.name;
      if (childRel === ".git" || childRel === ".claude/skills") continue;
      if (e.isDirectory()) {
        await mkdir(path.join(dest, childRel), { recursive: true });
        await walk(childRel);
      } else if (e.isFile()) {
        await mkdir(path.dirname(path.join(dest, childRel)), { recursive: true });
        await copyFile(path.join(repoDir, childRel), path.join(dest, childRel));
        files.push(childRel);
      }
    }
  };
  await mkdir(dest, { recursive: true });
  await walk("");
  return files.sort();
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
      buf = await readFile(path.join(dir, ...p.split("/")));
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
function verifyStatus(list) {
  if (list.some((e) => e.status === "fail")) return "fail";
  if (list.some((e) => e.status === "error")) return "error";
  return "pass";
}
function stepFiles(n) {
  return { transcript: `step-${n}/transcript.md`, grading: `step-${n}/${GRADING_FILE}`, diff: `step-${n}/diff.patch` };
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
  const { scenario, repoDir, opts } = c;
  const t0 = performance.now();
  const startedAt = /* @__PURE__ */ new Date();
  const spec = stepSpec(scenario, `step-${step.n}`, step.skill, opts.model);
  const skill = c.skills.get(step.skill);
  let exec;
  let harnessError;
  let timedOut = false;
  let commit = null;
  let diff = { patch: "", files: [] };
  try {
    if (!skill) throw new Error(`skill '${step.skill}' is not in the repository`);
    await installSkill(repoDir, skill);
    const timeout = AbortSignal.timeout(Math.max(1, opts.runTimeoutSeconds) * 1e3);
    const runSignal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
    const others = [...new Set(scenario.steps.map((s) => s.skill))].filter((n) => n !== step.skill).map((n) => c.skills.get(n)).filter((s) => s !== void 0).map((s) => ({ name: s.name, description: s.frontmatter.description }));
    const executor = executorFor(step.skill, opts);
    exec = await runAgent(
      {
        executor,
        spec,
        // Claude Code loads the seeded CLAUDE.md by itself; the API loop is given it after the prompt.
        prompt: executor === "claude-code" ? step.prompt : stepPrompt(step.prompt, scenario.seed.claudeMd),
        workspaceDir: repoDir,
        skill: { name: skill.name, description: skill.frontmatter.description, body: skill.body },
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
    timedOut = timeout.aborted && !opts.signal?.aborted;
    commit = await commitAll(repoDir, `step ${step.n}: ${step.skill}`);
    diff = await diffCommits(repoDir, c.prev, commit);
  } catch (err) {
    harnessError = errMsg(err);
  }
  let transcript = exec?.transcript ?? `## Eval Prompt

${step.prompt}
`;
  if (harnessError) transcript += `
## Harness error

${harnessError}
`;
  if (timedOut) transcript += `
## Stopped

The step timed out after ${opts.runTimeoutSeconds} s.
`;
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
  const execMs = performance.now() - t0;
  const judgeUsage = emptyJudgeUsage();
  let verify;
  let status;
  let reason;
  if (record.status === "error") {
    reason = opts.signal?.aborted ? "the pipeline was cancelled" : `the step failed: ${record.error?.message ?? "unknown error"}`;
    verify = notGraded(step.verify, reason);
    status = opts.signal?.aborted ? "skipped" : "error";
  } else {
    const snapDir = path.join(c.scratch, `snapshot-step-${step.n}`);
    try {
      const files = await snapshot(repoDir, snapDir);
      const changed = diff.files.map((f) => f.path);
      verify = await gradeAssertions(
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
    } catch (err) {
      verify = notGraded(step.verify, `the workspace could not be read: ${errMsg(err)}`);
    } finally {
      await rm(snapDir, { recursive: true, force: true });
    }
    status = verifyStatus(verify);
    if (status === "error") reason = `${verify.filter((v) => v.status === "error").length} verify assertion(s) could not be graded`;
  }
  record.durationMs = Math.round(performance.now() - t0);
  record.finishedAt = (/* @__PURE__ */ new Date()).toISOString();
  const d = truncate(diff.patch, DIFF_CHARS_IN_RESULT);
  const result = {
    n: step.n,
    skill: step.skill,
    prompt: step.prompt,
    status,
    ...reason ? { reason } : {},
    verify,
    diff: d.text,
    diffTruncated: d.truncated,
    diffChars: diff.patch.length,
    filesChanged: diff.files.map((f) => f.path),
    fileStatus: Object.fromEntries(diff.files.map((f) => [f.path, f.change])),
    commit,
    response: truncate(record.response, RESPONSE_CHARS_IN_RESULT).text,
    skillUsed: record.skillUsed,
    turns: record.turns,
    toolCalls: record.toolCalls.length,
    stopReason: record.stopReason,
    usage,
    costUsd: record.costUsd,
    judge: spend(judgeUsage),
    durationMs: record.durationMs,
    ...record.error ? { error: record.error } : {},
    files: stepFiles(step.n)
  };
  const stepDir = path.join(c.scenarioDir, `step-${step.n}`);
  await mkdir(stepDir, { recursive: true });
  await writeFileAtomic(path.join(stepDir, "transcript.md"), transcript);
  await writeFileAtomic(path.join(stepDir, "diff.patch"), truncate(diff.patch, MAX_PATCH_CHARS).text);
  const runStatus = status === "skipped" ? "skipped" : status;
  const grading = {
    expectations: verify,
    summary: summarise(verify),
    execution_metrics: { ...metricsJson(record, transcript.length), files_changed: result.filesChanged },
    timing: gradingTiming(execMs / 1e3, record.durationMs - execMs),
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
    judge: judgeInfo(opts.judgeModel, Math.max(1, Math.floor(opts.judges ?? 1)), JUDGE_PROMPT_HASH, judgeUsage),
    grader: { name: "skill-evals", version: GRADER_VERSION, graded_at: (/* @__PURE__ */ new Date()).toISOString() }
  };
  await writeFileAtomic(path.join(stepDir, GRADING_FILE), formatGradingJson(grading));
  return { result, transcript, toolCalls: record.toolCalls };
}
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
  const outDir = path.resolve(opts.outDir);
  const scenarioDir = path.join(outDir, PIPELINES_DIR, scenario.id);
  await rm(scenarioDir, { recursive: true, force: true });
  await mkdir(scenarioDir, { recursive: true });
  const byName = new Map(skills.map((s) => [s.name, s]));
  const steps = [];
  let final = [];
  let seedCommit = null;
  let setupError;
  const judgeTotal = emptyJudgeUsage();
  const transcripts = [];
  const toolCalls = [];
  const parent = opts.tempDir ?? os.tmpdir();
  await mkdir(parent, { recursive: true });
  const scratch = await realpath(await mkdtemp(path.join(parent, `skill-evals-pipeline-${scenario.id.slice(0, 40)}-`)));
  const repoDir = path.join(scratch, "repo");
  try {
    try {
      seedCommit = await seedRepo(scenario, repoDir);
    } catch (err) {
      setupError = errMsg(err);
    }
    safe(() => events.onScenarioStart?.(scenario, repoDir));
    if (setupError !== void 0 || seedCommit === null) {
      for (const step of scenario.steps) steps.push(skippedStep(step, `the temporary repository could not be set up: ${setupError}`));
      final = notGraded(scenario.finalAssertions, `the temporary repository could not be set up: ${setupError}`);
    } else {
      let prev = seedCommit;
      for (const step of scenario.steps) {
        if (opts.signal?.aborted) {
          steps.push(skippedStep(step, "the pipeline was cancelled"));
          continue;
        }
        const out = await runStep(step, { scenario, skills: byName, repoDir, scratch, scenarioDir, prev, send, opts });
        steps.push(out.result);
        if (out.result.commit) prev = out.result.commit;
        transcripts.push(`# Step ${step.n}: ${step.skill}

${out.transcript}`);
        toolCalls.push(...out.toolCalls);
        addJudgeUsage(judgeTotal, {
          calls: out.result.judge.calls,
          cachedCalls: 0,
          apiCalls: 0,
          retries: 0,
          usage: out.result.judge.usage,
          costUsd: out.result.judge.costUsd,
          spentUsd: out.result.judge.costUsd
        });
        safe(() => events.onStepFinished?.(scenario, out.result));
      }
      if (opts.signal?.aborted) {
        final = notGraded(scenario.finalAssertions, "the pipeline was cancelled");
      } else {
        const snapDir = path.join(scratch, "snapshot-final");
        const last = scenario.steps[scenario.steps.length - 1];
        const lastRun = [...steps].reverse().find((s) => s.commit !== null);
        try {
          const files = await snapshot(repoDir, snapDir);
          const changed = (await diffCommits(repoDir, seedCommit, prev)).files.map((f) => f.path);
          const finalUsage = emptyJudgeUsage();
          final = await gradeAssertions(
            {
              assertions: scenario.finalAssertions,
              dir: snapDir,
              files,
              changed,
              response: lastRun?.response ?? "",
              transcript: transcripts.join("\n\n"),
              toolCalls,
              skillDir: byName.get(last.skill)?.dir ?? snapDir,
              task: `Pipeline scenario '${scenario.id}': ${scenario.description}

The agent ran these steps in order on the same repository, one skill each:
` + scenario.steps.map((s) => `${s.n}. [${s.skill}] ${s.prompt}`).join("\n") + `

Files changed by the steps: ${changed.length > 0 ? changed.join(", ") : "none"}. The workspace files shown are the whole repository after the last step; the agent response is the last step's; the transcript covers every step.`,
              spec: stepSpec(scenario, "final", last.skill, opts.model)
            },
            send,
            opts,
            finalUsage
          );
          addJudgeUsage(judgeTotal, finalUsage);
        } catch (err) {
          final = notGraded(scenario.finalAssertions, `the workspace could not be read: ${errMsg(err)}`);
        } finally {
          await rm(snapDir, { recursive: true, force: true });
        }
      }
    }
  } finally {
    await rm(scratch, { recursive: true, force: true, maxRetries: 3 });
  }
  const cancelled = Boolean(opts.signal?.aborted);
  const usage = emptyUsage();
  let costUsd = 0;
  for (const s of steps) {
    addUsage(usage, s.usage);
    costUsd = addCost(costUsd, s.costUsd);
  }
  const { status, reason } = scenarioStatus({ steps, final, cancelled, setupError: setupError !== void 0 });
  const result = {
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
    seedCommit,
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
    judge: spend(judgeTotal)
  };
  await writeFileAtomic(path.join(scenarioDir, "result.json"), json(result));
  safe(() => events.onScenarioFinished?.(result));
  return result;
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
    result: `${PIPELINES_DIR}/${r.id}/result.json`
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
async function finishedBefore(outDir, scenario, model) {
  let r;
  try {
    r = JSON.parse(await readFile(path.join(outDir, PIPELINES_DIR, scenario.id, "result.json"), "utf8"));
  } catch {
    return void 0;
  }
  const finished = r && r.version === 1 && r.id === scenario.id && r.model === model && r.cancelled === false && (r.status === "pass" || r.status === "fail");
  return finished ? r : void 0;
}
async function runPipelines(scenarios, skills, send, opts, events = {}) {
  let selected = scenarios;
  if (opts.ids && opts.ids.length > 0) {
    const known = new Set(scenarios.map((s) => s.id));
    const unknown = opts.ids.filter((id) => !known.has(id));
    if (unknown.length > 0) {
      throw new PipelineSetupError(
        `No valid pipeline scenario with id ${unknown.map((u) => `'${u}'`).join(", ")} (valid: ${[...known].join(", ") || "none"}).`
      );
    }
    const wanted = new Set(opts.ids);
    selected = scenarios.filter((s) => wanted.has(s.id));
  }
  const outDir = path.resolve(opts.outDir);
  await mkdir(outDir, { recursive: true });
  return holdingResultsFolder(outDir, "pipeline", async () => {
    const indexFile = path.join(outDir, PIPELINES_INDEX);
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
          const dir = path.join(outDir, PIPELINES_DIR, s.id);
          await rm(dir, { recursive: true, force: true });
          await mkdir(dir, { recursive: true });
          await writeFileAtomic(path.join(dir, "result.json"), json(r));
          safe(() => events.onScenarioFinished?.(r));
        }
        done.push(r);
        await writeFileAtomic(indexFile, json(buildIndex(done, opts)));
      }
    });
    const results = ran.results.filter((r) => r !== void 0);
    const index = buildIndex(results, opts);
    await writeFileAtomic(indexFile, json(index));
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
  PipelineSetupError,
  stepPrompt,
  scenarioStatus,
  runPipelineScenario,
  indexEntry,
  buildIndex,
  runPipelines,
  PIPELINE_TABLE_HEADER,
  pipelineTable,
  pipelineTableMarkdown,
  runRepoPipelines
};
