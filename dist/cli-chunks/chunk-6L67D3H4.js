#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  benchmarkOutline,
  readJsonDetailed,
  summaryOutline
} from "./chunk-WWKFZUJB.js";

// src/aggregate/history.ts
import { readdir } from "node:fs/promises";
import { join } from "node:path";
function parseHistoryFile(file, json) {
  const sum = summaryOutline(json);
  if (!sum) return void 0;
  if (sum.hasSkillList && (sum.schemaVersion === 1 || sum.generatedAt !== null)) {
    const skills = sum.skills.map((s) => {
      const ws = s.configurations["with_skill"];
      const evals = s.evalResults.flatMap((e) => {
        const c = e.configurations["with_skill"];
        return c ? [{ id: e.id, passed: c.passed ?? 0, graded: c.graded ?? 0 }] : [];
      });
      return {
        name: s.name,
        passRate: ws?.passRate ?? null,
        metric: "runs",
        passed: ws?.passed ?? null,
        graded: ws?.graded ?? null,
        evals: evals.length > 0 ? evals : null,
        ...s.model ? { model: s.model } : {}
      };
    });
    return { file, timestamp: sum.generatedAt ?? "", kind: "summary", skills };
  }
  const bench = benchmarkOutline(json);
  if (bench?.skillName != null && (bench.hasRuns || bench.hasRunSummary)) {
    const per = /* @__PURE__ */ new Map();
    for (const r of bench.runs) {
      if (r.configuration !== "with_skill" || !r.hasResult) continue;
      const total = r.total ?? 0;
      if (total <= 0) continue;
      const e = per.get(r.evalId) ?? { id: r.evalId, passed: 0, graded: 0 };
      e.graded++;
      if (r.passed === total) e.passed++;
      per.set(r.evalId, e);
    }
    const evals = [...per.values()];
    const model = bench.executorModel ? { model: bench.executorModel } : {};
    let skill;
    if (evals.length > 0) {
      const passed = evals.reduce((a, e) => a + e.passed, 0);
      const graded = evals.reduce((a, e) => a + e.graded, 0);
      skill = { name: bench.skillName, passRate: passed / graded, metric: "runs", passed, graded, evals, ...model };
    } else {
      const ws = bench.summary.find((x) => x.configuration === "with_skill");
      skill = { name: bench.skillName, passRate: ws?.passRate?.mean ?? null, metric: "assertions", passed: null, graded: null, evals: null, ...model };
    }
    return { file, timestamp: bench.timestamp ?? "", kind: "benchmark", skills: [skill] };
  }
  return void 0;
}
function sortHistory(entries) {
  const t = (e) => {
    const v = Date.parse(e.timestamp);
    return Number.isFinite(v) ? v : -Infinity;
  };
  return [...entries].sort((a, b) => t(a) - t(b) || compareText(a.file, b.file));
}
function compareText(x, y) {
  if (x < y) return -1;
  return x > y ? 1 : 0;
}
async function readHistory(dirs) {
  const entries = [];
  const skipped = [];
  for (const dir of dirs) {
    let names;
    try {
      names = (await readdir(dir)).filter((n) => n.endsWith(".json")).sort();
    } catch {
      continue;
    }
    for (const name of names) {
      const file = join(dir, name);
      const r = await readJsonDetailed(file, 20 * 1024 * 1024);
      const e = r.state === "ok" ? parseHistoryFile(file, r.value) : void 0;
      if (e) entries.push(e);
      else skipped.push(file);
    }
  }
  return { entries: sortHistory(entries), skipped };
}
function latestBaseline(skill, history, model) {
  for (let i = history.length - 1; i >= 0; i--) {
    const s = history[i].skills.find((x) => x.name === skill);
    if (!s || s.passRate === null) continue;
    if (model && s.model && s.model !== model) continue;
    return { entry: history[i], skill: s };
  }
  return void 0;
}
function gradeSignature(evals) {
  return [...evals].sort((a, b) => compareText(a.id, b.id)).map((e) => `${e.id}:${e.passed}/${e.graded}`).join(" ");
}
function saturation(skill, current, history, window = 3) {
  const sig = gradeSignature(current);
  const sources = [];
  for (let i = history.length - 1; i >= 0 && sources.length < window - 1; i--) {
    const s = history[i].skills.find((x) => x.name === skill);
    if (!s) continue;
    if (!s.evals || gradeSignature(s.evals) !== sig) break;
    sources.push(history[i].file);
  }
  const records = sources.length + 1;
  const saturated = current.length > 0 && records >= window;
  const allPass = current.length > 0 && current.every((e) => e.graded > 0 && e.passed === e.graded);
  return {
    saturated,
    window,
    records,
    all_pass: allPass,
    sources,
    message: saturated ? `The last ${window} recorded runs of '${skill}' gave identical grades${allPass ? " (all passing)" : ""}: the evals no longer tell versions apart; tighten them or add harder ones.` : `${records} of the last ${window} recorded runs of '${skill}' gave identical grades.`
  };
}

export {
  parseHistoryFile,
  sortHistory,
  readHistory,
  latestBaseline,
  saturation
};
