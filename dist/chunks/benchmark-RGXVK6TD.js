import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  isCommitSha
} from "./chunk-KK7DCAY2.js";
import {
  SUMMARY_FILE,
  branchOfRef,
  commitBenchmarkFile,
  log,
  publisherFor,
  writeBenchmarkFile
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
  info,
  warning
} from "./chunk-EX5HDNY5.js";
import "./chunk-3Y4PVOPA.js";

// src/action/steps/benchmark.ts
import { resolve } from "node:path";
async function benchmarkStep(s, ctx, setOutputs) {
  if (!s.resultsDir) throw new Error("Input 'results-dir' is required for benchmark.");
  if (!isCommitSha(ctx.sha)) {
    warning("GITHUB_SHA is not a commit SHA; no benchmark file.");
    setOutputs({ benchmarkFile: "" });
    return;
  }
  let b;
  try {
    b = await writeBenchmarkFile(ctx, s.root, resolve(s.resultsDir, SUMMARY_FILE), ctx.sha);
  } catch (e) {
    warning(`No benchmark file: ${e instanceof Error ? e.message : String(e)}`);
    setOutputs({ benchmarkFile: "" });
    return;
  }
  info(`Benchmark written: ${b.repoPath}.`);
  setOutputs({ benchmarkFile: displayPath(ctx, b.file) });
  if (!s.commitBenchmark) return;
  const branch = branchOfRef(ctx.ref);
  if (!branch) warning("commit-benchmark: GITHUB_REF is not a branch; not committed.");
  else await commitBenchmarkFile(publisherFor(ctx, s.githubToken), { branch, repoPath: b.repoPath, content: b.content }, log);
}
export {
  benchmarkStep
};
