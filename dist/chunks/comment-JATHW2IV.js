import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  commentBody,
  loadRepo,
  log,
  postComment,
  publisherFor,
  readReport
} from "./chunk-C2PO5IRX.js";
import "./chunk-URU3AJQD.js";
import "./chunk-YHUD5ISL.js";
import "./chunk-DM3JL3HT.js";
import "./chunk-NNLEXGAC.js";
import "./chunk-HV5VKXQN.js";
import "./chunk-SQE3V3SJ.js";
import "./chunk-S2EX5QQH.js";
import {
  info
} from "./chunk-EX5HDNY5.js";
import "./chunk-3Y4PVOPA.js";

// src/action/steps/comment.ts
async function commentStep(s, ctx, setOutputs) {
  if (!s.resultsDir) throw new Error("Input 'results-dir' is required for comment (the merge step's results-dir).");
  const pr = ctx.payload["pull_request"];
  const prNumber = typeof pr?.number === "number" ? pr.number : void 0;
  if (prNumber === void 0) {
    info("Not a pull request: no PR comment.");
    setOutputs({ commentUrl: "" });
    return;
  }
  const repo = await loadRepo(s.root);
  const r = await readReport(repo, s.resultsDir);
  const links = { ...s.viewerUrl ? { viewerUrl: s.viewerUrl } : {}, ...s.artifactUrl ? { artifactUrl: s.artifactUrl } : {} };
  const posted = await postComment(
    publisherFor(ctx, s.githubToken),
    ctx,
    { prNumber: r.plan.prNumber ?? prNumber, key: s.key || r.plan.key, body: (m) => commentBody(r, m, links), onlyUpdate: r.plan.skip?.kind === "nothing" },
    log
  );
  setOutputs({ commentUrl: posted?.url ?? "", verdict: r.plan.run ? r.summary?.verdict ?? "" : "skipped", mode: r.plan.mode });
}
export {
  commentStep
};
