#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);

// src/plan/runs.ts
function evalDirName(e) {
  const slug = e.prompt.toLowerCase().normalize("NFKD").split(/[^a-z0-9]/).filter(Boolean).slice(0, 6).join("-").slice(0, 40).replace(/-$/, "");
  const id = String(e.id).replace(/[^A-Za-z0-9_.]+/g, "_");
  return slug ? `eval-${id}-${slug}` : `eval-${id}`;
}
function runIdOf(skill, iteration, evalDir, configuration, trial) {
  return `${skill}/iteration-${iteration}/${evalDir}/${configuration}/run-${trial}`;
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

export {
  evalDirName,
  runIdOf,
  planRuns
};
