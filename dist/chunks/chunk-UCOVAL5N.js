import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  changedFilesForPr,
  gitChangedFiles,
  loadValidRepo,
  log,
  makePlan,
  planSummary,
  publisherFor,
  warnExtraModels,
  writePlan,
  writeSummary
} from "./chunk-C2PO5IRX.js";
import {
  displayPath
} from "./chunk-S2EX5QQH.js";
import {
  info
} from "./chunk-EX5HDNY5.js";

// src/action/steps/plan.ts
import { resolve } from "node:path";

// src/action/changed-files.ts
function changedFilesFinder(gh, log2) {
  return (d, repo) => findChangedFiles(d, repo, gh, log2);
}
async function findChangedFiles(d, repo, gh, log2) {
  if (d.prNumber !== void 0 && gh.repository) {
    const r = await changedFilesForPr({
      ...gh.hasToken ? { listFiles: (n) => gh.listPullFiles(n) } : {},
      owner: gh.repository.owner,
      repo: gh.repository.repo,
      pullNumber: d.prNumber,
      ...d.changedFiles !== void 0 ? { changedFilesHint: d.changedFiles } : {},
      cwd: repo.root,
      ...d.baseRef ? { baseSha: d.baseRef } : {},
      ...d.headSha ? { headSha: d.headSha } : {},
      log: log2
    });
    return { files: r.files, ...r.note ? { note: r.note } : {} };
  }
  if (d.baseRef) {
    const files = await gitChangedFiles({ cwd: repo.root, base: d.baseRef, head: d.headSha || "HEAD", log: log2 }).catch(() => void 0);
    if (files) return { files };
    return { files: null, note: `The changes since \`${d.baseRef.slice(0, 12)}\` could not be read from git, so every skill is evaluated.` };
  }
  return { files: null, note: "There is nothing to diff against, so every skill is evaluated." };
}

// src/action/steps/plan.ts
function planInputs(s, hasApiKey, shards) {
  const { mode, trials, models, maxCostUsd, pipeline, fullEvalLabel, key } = s;
  return { mode, trials, models, shards, maxCostUsd, pipeline, fullEvalLabel, key, hasApiKey, ...s.adaptive ? { adaptive: true } : {} };
}
async function planStep(s, ctx, setOutputs) {
  const gh = publisherFor(ctx, s.githubToken);
  const repo = await loadValidRepo(s.root, ctx, gh);
  if (!repo) return;
  const hasKey = s.apiKeyPresent ?? s.anthropicApiKey !== "";
  const p = await makePlan(repo, ctx, planInputs(s, hasKey, s.shards), changedFilesFinder(gh, log));
  const file = await writePlan(resolve(s.outDir || ".skill-evals/plan"), p);
  info(`Plan: ${p.mode} mode, ${p.skills.length} skill(s), ${p.runs} run(s), ${p.shards} shard(s); run=${p.run}${p.skip ? ` (${p.skip.reason})` : ""}.`);
  warnExtraModels(p);
  setOutputs({
    run: String(p.run),
    matrix: JSON.stringify(p.matrix),
    mode: p.mode,
    skills: p.skills.join(","),
    artifactPrefix: p.artifactPrefix,
    cacheDir: p.cacheDir,
    planFile: displayPath(ctx, file)
  });
  await writeSummary(gh, planSummary(p));
}

export {
  changedFilesFinder,
  planInputs,
  planStep
};
