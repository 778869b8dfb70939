import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  pushBenchmarkBranch
} from "./chunk-KK7DCAY2.js";
import {
  changedFilesFinder,
  planInputs
} from "./chunk-UCOVAL5N.js";
import {
  adaptiveSavings,
  commentBody,
  commitBenchmarkFile,
  failOnRegression,
  failOnVerdict,
  jobSummaryBody,
  loadValidRepo,
  log,
  makePlan,
  postComment,
  publishReport,
  publisherFor,
  regressionOutput,
  reportOf,
  reportOutputs,
  resetOutDir,
  runShard,
  runsSavedText,
  warnExtraModels,
  writeBenchmarkFile,
  writePlan,
  writeSummary
} from "./chunk-C2PO5IRX.js";
import "./chunk-URU3AJQD.js";
import "./chunk-YHUD5ISL.js";
import "./chunk-DM3JL3HT.js";
import "./chunk-NNLEXGAC.js";
import "./chunk-HV5VKXQN.js";
import "./chunk-SQE3V3SJ.js";
import {
  displayPath
} from "./chunk-S2EX5QQH.js";
import {
  info
} from "./chunk-EX5HDNY5.js";
import "./chunk-3Y4PVOPA.js";

// src/action/steps/pr.ts
import { resolve } from "node:path";
async function prStep(s, ctx, setOutputs) {
  const gh = publisherFor(ctx, s.githubToken);
  const repo = await loadValidRepo(s.root, ctx, gh);
  if (!repo) return;
  const p = await makePlan(repo, ctx, planInputs(s, s.anthropicApiKey !== "", 1), changedFilesFinder(gh, log));
  const outDir = resolve(s.outDir || ".skill-evals/results");
  info(`${p.modeReason} ${p.skip ? p.skip.reason : `Evaluating: ${p.skills.join(", ")}.`}`);
  warnExtraModels(p);
  if (!p.run) {
    await resetOutDir(outDir);
    await writePlan(outDir, p);
    const view = { plan: p, failures: [], pipelines: "", notes: [] };
    await writeSummary(gh, jobSummaryBody(view, {}));
    const posted2 = await postComment(gh, ctx, { prNumber: p.prNumber, key: s.key, body: (m) => commentBody(view, m, {}), onlyUpdate: p.skip?.kind === "nothing" }, log);
    setOutputs({ verdict: "skipped", mode: p.mode, skills: "", passRate: "", resultsDir: displayPath(ctx, outDir), commentUrl: posted2?.url ?? "" });
    return;
  }
  const { out, outcome: o, gate } = await runShard(repo, p, { index: 1, total: 1 }, s, ctx, outDir);
  const notes = [];
  if (o.baseNote) notes.push(o.baseNote);
  if (o.budgetStoppedBy) notes.push(`The budget stopped new runs (${o.budgetStoppedBy}); the rest are recorded as skipped.`);
  const saved = p.adaptive ? adaptiveSavings(o.records) : null;
  if (saved) notes.push(runsSavedText(saved));
  const r = await reportOf(repo, out, p, notes);
  const { uploads, posted } = await publishReport(gh, ctx, r, { repoRoot: repo.root, prNumber: p.prNumber, key: s.key, artifactPrefix: p.artifactPrefix, retentionDays: s.retentionDays });
  let benchmarkFile = "";
  const branch = pushBenchmarkBranch(ctx);
  if (s.commitBenchmark && r.summaryFile && branch && ctx.sha) {
    const b = await writeBenchmarkFile(ctx, repo.root, r.summaryFile, ctx.sha);
    benchmarkFile = displayPath(ctx, b.file);
    await commitBenchmarkFile(gh, { branch, repoPath: b.repoPath, content: b.content }, log);
  } else if (s.commitBenchmark) {
    info("commit-benchmark: only on a push to the default branch with a report; not this time.");
  }
  setOutputs({ ...reportOutputs(ctx, r), artifactUrl: uploads.results?.url ?? "", commentUrl: posted?.url ?? "", benchmarkFile, regression: regressionOutput(gate) });
  failOnRegression(gate, s.failOnVerdict);
  failOnVerdict(r, s.failOnVerdict);
}
export {
  prStep
};
