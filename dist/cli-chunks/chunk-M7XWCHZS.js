#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  consistency,
  isFlaky,
  passAtK
} from "./chunk-UYQTJ7KB.js";

// src/grade/summary.ts
var CONFIG_ORDER = { with_skill: 0, old_skill: 1, without_skill: 2 };
var round4 = (x) => Math.round(x * 1e4) / 1e4;
function evalOutcome(trials, passed, unknown, anyError) {
  if (trials === 0) return "error";
  if (passed > trials / 2) return "pass";
  if (passed + unknown <= trials / 2) return "fail";
  return anyError ? "error" : "inconclusive";
}
function summariseEval(gradings, opts = {}) {
  const first = gradings[0];
  const sorted = [...gradings].sort((a, b) => a.run.trial - b.run.trial);
  const runs = sorted.map((g) => ({
    run_id: g.run.run_id,
    trial: g.run.trial,
    status: g.run.status,
    passed: g.summary.passed,
    total: g.summary.total,
    pass_rate: g.summary.pass_rate
  }));
  const decided = sorted.filter((g) => g.run.status === "pass" || g.run.status === "fail");
  const outcomes = decided.map((g) => g.run.status === "pass");
  const T = sorted.length;
  const n = decided.length;
  const c = outcomes.filter(Boolean).length;
  const errors = sorted.filter((g) => g.run.status === "error" || g.run.status === "skipped").length;
  const inconclusive = sorted.filter((g) => g.run.status === "inconclusive").length;
  const k = n === 0 ? 0 : Math.max(1, Math.min(opts.k ?? T, n));
  const flakyAssertions = [];
  const width = Math.max(0, ...decided.map((g) => g.expectations.length));
  for (let i = 0; i < width; i++) {
    const statuses = new Set(decided.map((g) => g.expectations[i]?.status).filter((s) => s === "pass" || s === "fail"));
    if (statuses.size > 1) flakyAssertions.push(decided.find((g) => g.expectations[i]).expectations[i].text);
  }
  const iteration = Number(/\/iteration-(\d+)\//.exec(first.run.run_id)?.[1] ?? 1);
  const evalDir = first.run.run_id.split("/")[2] ?? "";
  return {
    skill: first.run.skill,
    iteration,
    evalId: first.run.eval_id,
    evalDir,
    configuration: first.run.configuration,
    trials: T,
    graded: n,
    passed: c,
    failed: n - c,
    errors,
    inconclusive,
    pass_at_1: n > 0 ? round4(passAtK(n, c, 1)) : null,
    pass_at_k: n > 0 ? round4(passAtK(n, c, k)) : null,
    k,
    consistent: consistency(outcomes),
    flaky: isFlaky(outcomes),
    outcome: evalOutcome(T, c, T - n, errors > 0),
    mean_pass_rate: n > 0 ? round4(decided.reduce((s, g) => s + (g.summary.total ? g.summary.passed / g.summary.total : 0), 0) / n) : null,
    flaky_assertions: flakyAssertions,
    runs
  };
}
function summariseAll(gradings, opts = {}) {
  const groups = /* @__PURE__ */ new Map();
  for (const g of gradings) {
    const parts = g.run.run_id.split("/");
    const key = JSON.stringify(parts.slice(0, 4));
    const list = groups.get(key);
    if (list) list.push(g);
    else groups.set(key, [g]);
  }
  const out = [...groups.values()].map((list) => summariseEval(list, opts));
  const order = /* @__PURE__ */ new Map();
  gradings.forEach((g, i) => {
    const key = `${g.run.skill}\0${g.run.run_id.split("/").slice(1, 3).join("/")}`;
    if (!order.has(key)) order.set(key, i);
  });
  const pos = (s) => order.get(`${s.skill}\0iteration-${s.iteration}/${s.evalDir}`) ?? 0;
  return out.sort((a, b) => pos(a) - pos(b) || CONFIG_ORDER[a.configuration] - CONFIG_ORDER[b.configuration]);
}
function totalsOf(gradings) {
  const t = { runs: gradings.length, pass: 0, fail: 0, error: 0, inconclusive: 0, skipped: 0 };
  for (const g of gradings) t[g.run.status]++;
  return t;
}

export {
  evalOutcome,
  summariseAll,
  totalsOf
};
