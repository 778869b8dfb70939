import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  adaptiveSavings,
  annotateReport,
  failOnRegression,
  failOnVerdict,
  jobSummaryBody,
  latestByRun,
  loadEventRepo,
  log,
  mergeShards,
  openResultsLog,
  publisherFor,
  readPlan,
  readRegression,
  regressionOutput,
  reportOf,
  reportOutputs,
  resetOutDir,
  runsSavedText,
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
import "./chunk-EX5HDNY5.js";
import "./chunk-3Y4PVOPA.js";

// src/action/steps/merge.ts
import { resolve } from "node:path";
async function mergeStep(s, ctx, setOutputs) {
  if (!s.planFile) throw new Error("Input 'plan-file' is required for merge.");
  const gh = publisherFor(ctx);
  const p = await readPlan(s.planFile);
  const out = resolve(s.outDir || ".skill-evals/results");
  if (!p.run) {
    await resetOutDir(out);
    await writePlan(out, p);
    await writeSummary(gh, jobSummaryBody({ plan: p, failures: [], pipelines: "", notes: [] }, {}));
    setOutputs({ verdict: "skipped", mode: p.mode, skills: "", passRate: "", resultsDir: displayPath(ctx, out), viewerDir: "" });
    return;
  }
  const merged = await mergeShards(s.shardsDir || ".skill-evals-shards", out);
  log.info(`Merged ${merged.shards.length} shard folder(s) with ${merged.runs} run record(s) into ${displayPath(ctx, out)}.`);
  const notes = [];
  const result = s.shardsResult.trim();
  if (result && result !== "success" && result !== "skipped") {
    notes.push(`At least one evaluation shard ended with '${result}': this report covers the ${merged.shards.length} of ${p.shards} shard(s) that uploaded results.`);
  } else if (merged.shards.length < p.shards) {
    notes.push(`Only ${merged.shards.length} of ${p.shards} shard(s) uploaded results; the report is incomplete.`);
  }
  if (p.adaptive) {
    const saved = adaptiveSavings(latestByRun((await openResultsLog(out).readAll()).records).values());
    if (saved) notes.push(runsSavedText(saved));
  }
  const repo = await loadEventRepo(s.root, ctx);
  const gate = await readRegression(out);
  const r = await reportOf(repo, out, p, notes);
  annotateReport(gh, ctx, r, repo.root);
  await writeSummary(gh, jobSummaryBody(r, {}));
  setOutputs({ ...reportOutputs(ctx, r), regression: regressionOutput(gate) });
  failOnRegression(gate, s.failOnVerdict);
  failOnVerdict(r, s.failOnVerdict);
}
export {
  mergeStep
};
