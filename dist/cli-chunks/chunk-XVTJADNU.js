#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  evalDirName,
  skillFolderName
} from "./chunk-NUNZPVBM.js";

// src/plan/runs.ts
function runIdOf(skill, iteration, evalDir, configuration, trial) {
  return `${skillFolderName(skill)}/iteration-${iteration}/${evalDir}/${configuration}/run-${trial}`;
}
function planRuns(opts) {
  const iteration = opts.iteration ?? 1;
  const skills = opts.skills && opts.skills.length > 0 ? new Set(opts.skills) : void 0;
  const ids = opts.evalIds && opts.evalIds.length > 0 ? new Set(opts.evalIds) : void 0;
  const specs = [];
  for (const e of opts.evals) {
    if (skills && !skills.has(e.skill)) continue;
    if (ids && !ids.has(String(e.id))) continue;
    const configurations = ["with_skill"];
    if (opts.baseline !== false) configurations.push("without_skill");
    if (opts.skillsWithBase?.has(e.skill)) configurations.push("old_skill");
    const evalDir = evalDirName(e);
    for (let trial = 1; trial <= opts.trials; trial++) {
      for (const configuration of configurations) {
        specs.push({
          runId: runIdOf(e.skill, iteration, evalDir, configuration, trial),
          skill: e.skill,
          evalId: e.id,
          evalDir,
          configuration,
          trial,
          model: opts.model
        });
      }
    }
  }
  return specs;
}

// src/plan/adaptive.ts
var ADAPTIVE_MAX_TRIALS = 5;
var ADAPTIVE_START = 1;
function stageOneTrials(s, configurations) {
  const start = Math.max(1, Math.min(s.start, s.maxTrials));
  return configurations <= 1 ? Math.min(s.maxTrials, Math.max(2, start)) : start;
}
function decideEval(firstStage, s) {
  const rank = (c) => {
    const i = ["with_skill", "without_skill", "old_skill"].indexOf(c);
    return i < 0 ? 3 : i;
  };
  const configs = Object.keys(firstStage).sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0));
  const start = stageOneTrials(s, configs.length);
  const graded = [];
  const ungraded = [];
  for (const c of configs) {
    const outs = firstStage[c].slice(0, start);
    const g = outs.filter((o) => o !== null);
    if (g.length === 0) ungraded.push(c);
    graded.push(...g);
  }
  const total = configs.reduce((a, c) => a + Math.min(start, firstStage[c].length), 0);
  if (start >= s.maxTrials) return { trials: start, settled: true, reason: `stage 1 is already ${start} trial${start === 1 ? "" : "s"} (max-trials)` };
  if (ungraded.length > 0) {
    return {
      trials: s.maxTrials,
      settled: false,
      reason: `no pass/fail grade yet for ${ungraded.join(", ")} after ${start} trial${start === 1 ? "" : "s"}: run to ${s.maxTrials}`
    };
  }
  const passed = graded.filter(Boolean).length;
  if (passed === 0 || passed === graded.length) {
    return {
      trials: start,
      settled: true,
      reason: `all ${graded.length} graded run${graded.length === 1 ? "" : "s"} of ${total} ${passed === 0 ? "failed" : "passed"} in every configuration: settled at ${start}`
    };
  }
  return {
    trials: s.maxTrials,
    settled: false,
    reason: `the first ${start === 1 ? "trial" : `${start} trials`} disagreed (${passed} of ${graded.length} graded runs passed across ${configs.join(", ")}): run to ${s.maxTrials}`
  };
}
function runsSavedText(s) {
  const saved = s.max - s.run;
  return `Adaptive trials: ${saved} of ${s.max} runs saved (${s.max > 0 ? Math.round(100 * saved / s.max) : 0}%): ${s.run} run, the rest settled early.`;
}
function adaptiveRunRange(evals, s, settleShare = 0.55) {
  let min = 0;
  let max = 0;
  let expected = 0;
  for (const c of evals) {
    const first = stageOneTrials(s, c) * c;
    const full = Math.max(stageOneTrials(s, c), s.maxTrials) * c;
    min += first;
    max += full;
    expected += settleShare * first + (1 - settleShare) * full;
  }
  return { min, expected: Math.round(expected), max };
}

export {
  runIdOf,
  planRuns,
  ADAPTIVE_MAX_TRIALS,
  ADAPTIVE_START,
  stageOneTrials,
  decideEval,
  runsSavedText,
  adaptiveRunRange
};
