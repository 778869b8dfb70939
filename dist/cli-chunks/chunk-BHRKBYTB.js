#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  benchmarkMarkdown
} from "./chunk-ZUG2OYHV.js";
import {
  mdEscape
} from "./chunk-DITMTTB5.js";
import {
  loadRepo
} from "./chunk-TYLURLLW.js";
import {
  git
} from "./chunk-T4XZ4NNE.js";
import {
  tierOf
} from "./chunk-UFG4ZXKB.js";
import {
  writeFileAtomic
} from "./chunk-Q3A3SG3D.js";
import {
  readHistory
} from "./chunk-6L67D3H4.js";
import {
  skillNameOfFolder
} from "./chunk-NUNZPVBM.js";
import {
  SUMMARY_FILE,
  decodeEvalMetadata,
  definitionHash,
  gradeCounts,
  gradeNotes,
  gradeStatus,
  listRunFolders,
  openResultsLog,
  readDecoded,
  readRunFiles,
  runSeconds,
  valueOrThrow
} from "./chunk-WWKFZUJB.js";
import {
  num
} from "./chunk-FFXZ2FSU.js";

// src/aggregate/load.ts
import { stat } from "node:fs/promises";
import { join, resolve } from "node:path";

// src/aggregate/definitions.ts
function recordedHash(meta) {
  if (!meta) return void 0;
  if (meta.definition_hash) return meta.definition_hash;
  if (meta.prompt === void 0) return void 0;
  return definitionHash({ prompt: meta.prompt, files: meta.files ?? [], assertions: (meta.assertions ?? []).filter(Boolean) });
}
function evalInfosFromRepo(evals) {
  return evals.map((e) => ({
    skill: e.skill,
    id: String(e.id),
    critical: e.critical === true,
    definitionHash: definitionHash({ prompt: e.prompt, files: e.files, assertions: e.assertions.map((a) => ({ text: a.text, ...a.check ? { check: a.check } : {} })) }),
    assertions: e.assertions.map((a) => ({ text: a.text, ...a.type ? { type: a.type } : {}, ...a.check ? { check_kind: String(a.check.kind) } : {} }))
  }));
}
function evalInfosFromSuite(json, owner) {
  if (!json || typeof json !== "object" || !Array.isArray(json.evals)) return [];
  const doc = json;
  const named = typeof doc.skill_name === "string" ? doc.skill_name : void 0;
  const out = [];
  for (const raw of doc.evals) {
    if (!raw || typeof raw !== "object") continue;
    const e = raw;
    if (typeof e["id"] !== "number" && typeof e["id"] !== "string" || typeof e["prompt"] !== "string") continue;
    const skill = owner ? named ?? owner : typeof e["skill"] === "string" ? e["skill"] : named;
    if (!skill) continue;
    const list = Array.isArray(e["assertions"]) ? e["assertions"] : Array.isArray(e["expectations"]) ? e["expectations"] : [];
    const assertions = [];
    for (const a of list) {
      if (typeof a === "string") assertions.push({ text: a });
      else if (typeof a?.text === "string") {
        const o = a;
        assertions.push({ text: o.text, check: o.check, ...typeof o.type === "string" ? { type: o.type } : {} });
      }
    }
    const files = Array.isArray(e["files"]) ? e["files"].filter((f) => typeof f === "string") : [];
    out.push({
      skill,
      id: String(e["id"]),
      critical: e["critical"] === true,
      definitionHash: definitionHash({ prompt: e["prompt"], files, assertions }),
      assertions: assertions.map((a) => ({
        text: a.text,
        ...a.type ? { type: a.type } : {},
        ...typeof a.check?.kind === "string" ? { check_kind: a.check.kind } : {}
      }))
    });
  }
  return out;
}
async function evalInfosAtRef(root, ref) {
  if (ref.startsWith("-")) throw new Error(`invalid git ref '${ref}'`);
  const git2 = (args) => git(args, { cwd: root });
  const stdout = await git2(["ls-tree", "-r", "--name-only", ref]);
  const files = stdout.split("\n").filter((f) => f === "evals/evals.json" || f.endsWith("/evals/evals.json"));
  const out = [];
  for (const f of files) {
    let json;
    try {
      json = JSON.parse(await git2(["show", `${ref}:${f}`]));
    } catch {
    }
    const owner = f.split("/").at(-3);
    out.push(...evalInfosFromSuite(json, owner));
  }
  return out;
}

// src/aggregate/load.ts
var ReportDataError = class extends Error {
};
var CONFIGS = ["with_skill", "without_skill", "old_skill"];
function valueOrThrowAs(d) {
  if (d.state === "bad") throw new ReportDataError(d.error.message);
  return valueOrThrow(d);
}
var RUN_FOLDERS = {
  iteration: /^iteration-(\d+)$/,
  evalDir: /(?:)/,
  configuration: (n) => CONFIGS.includes(n),
  run: /^run-(\d+)$/
};
async function loadResults(outDir) {
  const runs = [];
  const ungraded = [];
  const evalMetas = /* @__PURE__ */ new Map();
  const records = await openResultsLog(outDir).load();
  for (const f of await listRunFolders(outDir, RUN_FOLDERS)) {
    const evalKey = join(outDir, f.skill, f.iteration, f.evalDir);
    let evalMeta = evalMetas.get(evalKey);
    if (!evalMeta) evalMetas.set(evalKey, evalMeta = readDecoded(join(evalKey, "eval_metadata.json"), decodeEvalMetadata).then(valueOrThrowAs));
    const at = {
      skill: skillNameOfFolder(f.skill),
      iteration: Number(RUN_FOLDERS.iteration.exec(f.iteration)[1]),
      evalDir: f.evalDir,
      configuration: f.configuration,
      trial: Number(RUN_FOLDERS.run.exec(f.run)[1])
    };
    const r = await loadRun(join(outDir, ...f.runId.split("/")), at, await evalMeta, records.get(f.runId));
    if (r === "ungraded") ungraded.push(f.runId);
    else if (r) runs.push(r);
  }
  return { runs, ungraded };
}
async function loadRun(runDir, at, evalMeta, logged) {
  const files = await readRunFiles(runDir, { record: logged === void 0 });
  if (files.problems.length > 0) throw new ReportDataError(files.problems[0].message);
  const { grade: grading, timing } = files;
  const record = logged ?? files.record;
  const meta = files.meta ?? evalMeta;
  let grade;
  if (grading) grade = gradeStatus(grading);
  else if (!record) return void 0;
  else if (record.status === "error") grade = "error";
  else if (record.status === "skipped") grade = "skipped";
  else return "ungraded";
  const usage = record?.usage;
  const tokens = usage ? (usage.input_tokens ?? 0) + (usage.output_tokens ?? 0) + (usage.cache_read_input_tokens ?? 0) + (usage.cache_creation_input_tokens ?? 0) : timing?.total_tokens ?? 0;
  const expectations = (grading?.expectations ?? []).map((e) => {
    const out = { text: e.text, passed: e.passed, evidence: e.evidence };
    if (e.status) out.status = e.status;
    if (e.check_kind !== void 0) out.check_kind = e.check_kind;
    if (e.source) out.source = e.source;
    return out;
  });
  const notes = [];
  if (grading?.run?.reason !== void 0) notes.push(grading.run.reason);
  else if (grade === "error" && record?.error?.message) notes.push(`the run failed: ${record.error.message}`);
  if (grading) notes.push(...gradeNotes(grading));
  const counts = grading ? gradeCounts(grading) : { passed: 0, failed: 0, total: 0 };
  const metrics = grading?.execution_metrics ?? {};
  const toolCallList = Array.isArray(record?.toolCalls) ? record.toolCalls : void 0;
  const apiError = record?.status === "error" || grading?.run?.run_status === "error";
  const evalId = record?.evalId ?? meta?.eval_id ?? /^eval-([^-]+)/.exec(at.evalDir)?.[1] ?? at.evalDir;
  const hash = (typeof record?.definitionHash === "string" ? record.definitionHash : void 0) ?? recordedHash(meta);
  return {
    skill: at.skill,
    evalId,
    evalName: meta?.eval_name ?? at.evalDir,
    configuration: at.configuration,
    trial: at.trial,
    iteration: at.iteration,
    model: record?.model ?? grading?.run?.model ?? "",
    status: grade === "pass" || grade === "fail" ? "graded" : grade,
    grade,
    passed: counts.passed,
    failed: counts.failed,
    total: counts.total,
    timeSeconds: runSeconds(grading, timing) ?? (record?.durationMs ?? 0) / 1e3,
    tokens,
    toolCalls: num(metrics["total_tool_calls"]) ?? toolCallList?.length ?? 0,
    errors: num(metrics["errors_encountered"]) ?? 0,
    toolErrors: toolCallList ? toolCallList.filter((c) => c?.isError).length : Math.max(0, (num(metrics["errors_encountered"]) ?? 0) - (apiError ? 1 : 0)),
    apiError,
    expectations,
    notes,
    costUsd: typeof record?.costUsd === "number" ? record.costUsd : null,
    judgeCostUsd: typeof grading?.judge?.cost_usd === "number" ? grading.judge.cost_usd : null,
    ...hash ? { definitionHash: hash } : {},
    ...record?.simulated === true ? { simulated: true } : {},
    ...record?.adaptive?.stage === 1 || record?.adaptive?.stage === 2 ? { stage: record.adaptive.stage } : {}
  };
}
async function loadAggregateInput(o) {
  const out = resolve(o.out);
  const st = await stat(out).catch(() => void 0);
  if (!st?.isDirectory()) throw new ReportDataError(`Results folder '${o.out}' does not exist.`);
  const warnings = [];
  const { runs, ungraded } = await loadResults(out);
  if (ungraded.length) warnings.push(`${ungraded.length} completed run(s) are not graded yet (run 'skill-evals grade'); they are left out.`);
  if (!runs.some((r) => r.grade === "pass" || r.grade === "fail")) {
    throw new ReportDataError(
      runs.length || ungraded.length ? `No graded runs in '${o.out}': run 'skill-evals grade --out ${o.out}' first.` : `No runs in '${o.out}': run 'skill-evals run --out ${o.out}' first.`
    );
  }
  let baseRuns;
  if (o.base) {
    const b = resolve(o.base);
    if (!(await stat(b).catch(() => void 0))?.isDirectory()) throw new ReportDataError(`Base results folder '${o.base}' does not exist.`);
    baseRuns = (await loadResults(b)).runs;
    if (!baseRuns.some((r) => r.grade === "pass" || r.grade === "fail")) throw new ReportDataError(`No graded runs in the base results folder '${o.base}'.`);
  }
  const root = resolve(o.root ?? ".");
  const repo = await loadRepo(root, o.policyRef ? { policyRef: o.policyRef } : {}).catch(() => void 0);
  const haveRepo = repo !== void 0 && repo.skills.length > 0;
  if (!haveRepo) warnings.push(`No skills found under '${o.root ?? "."}': tiers, critical evals and coverage come from the defaults only (every skill is taken as Tier 3). Pass --root <the skills repository> to use its tiers.`);
  const config = repo?.config ?? (await import("./config-CYB4FEID.js")).defaultConfig();
  let baseEvals;
  if (o.baseRef && haveRepo) {
    try {
      baseEvals = await evalInfosAtRef(root, o.baseRef);
    } catch (e) {
      warnings.push(`Could not read the eval suites at '${o.baseRef}' (${e instanceof Error ? e.message.split("\n")[0] : String(e)}); changed evals are not listed.`);
    }
  }
  const historyDirs = [join(root, "evals", "benchmarks"), ...(o.history ?? []).map((h) => resolve(h))];
  const { entries, skipped } = await readHistory(historyDirs);
  if (skipped.length) warnings.push(`${skipped.length} history file(s) were not understood and skipped.`);
  const skillNames = /* @__PURE__ */ new Set([...runs.map((r) => r.skill), ...repo?.skills.map((s) => s.name) ?? []]);
  const bySkill = new Map(repo?.skills.map((s) => [s.name, s]) ?? []);
  if (haveRepo) {
    const unknown = [...new Set(runs.map((r) => r.skill))].filter((n) => !bySkill.has(n) && !Object.prototype.hasOwnProperty.call(config.tiers, n)).sort();
    if (unknown.length) {
      const names = unknown.slice(0, 10).join(", ") + (unknown.length > 10 ? `, and ${unknown.length - 10} more` : "");
      warnings.push(`${unknown.length} skill(s) of the results are not in the repository at '${o.root ?? "."}' (${names}): their tier is unknown, so they are taken as Tier 3. Pass --root <the skills repository> to use its tiers.`);
    }
  }
  const input = {
    generatedAt: (o.now ?? /* @__PURE__ */ new Date()).toISOString(),
    runs,
    ...baseRuns ? { baseRuns, baseLabel: `base results ${o.base}` } : {},
    skills: [...skillNames].map((name) => {
      const s = bySkill.get(name);
      return { name, tier: tierOf(s ?? name, config), ...s ? { path: s.relDir } : {} };
    }),
    ...haveRepo ? { evals: evalInfosFromRepo(repo.evals), findings: repo.findings } : {},
    ...baseEvals ? { baseEvals } : {},
    history: entries,
    config,
    ...o.seed !== void 0 ? { seed: o.seed } : {},
    sources: { results: out, ...o.base ? { base: resolve(o.base) } : {}, history: entries.map((e) => e.file) }
  };
  return { input, warnings, ungraded, ...repo?.policy ? { policy: repo.policy } : {} };
}
async function writeReport(outDir, summary, benches) {
  const files = [];
  for (const b of benches) {
    const dir = join(outDir, b.skill, `iteration-${b.iteration}`);
    await writeFileAtomic(join(dir, "benchmark.json"), JSON.stringify(b.benchmark, null, 2) + "\n");
    await writeFileAtomic(join(dir, "benchmark.md"), benchmarkMarkdown(b.benchmark, mdEscape));
    files.push(join(dir, "benchmark.json"), join(dir, "benchmark.md"));
  }
  await writeFileAtomic(join(outDir, SUMMARY_FILE), JSON.stringify(summary, null, 2) + "\n");
  files.push(join(outDir, SUMMARY_FILE));
  return files;
}

export {
  ReportDataError,
  loadResults,
  loadAggregateInput,
  writeReport
};
