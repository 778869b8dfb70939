import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  branchOfRef
} from "./chunk-C2PO5IRX.js";

// src/github/benchmark-rules.ts
function defaultBranchOf(payload) {
  const name = payload["repository"]?.default_branch;
  return typeof name === "string" && name ? name : void 0;
}
function isCommitSha(sha) {
  return typeof sha === "string" && /^[0-9a-f]{40,64}$/i.test(sha);
}
function pushBenchmarkBranch(e) {
  const branch = branchOfRef(e.ref);
  if (e.eventName !== "push" || !branch || !e.sha) return void 0;
  return branch === defaultBranchOf(e.payload) ? branch : void 0;
}
function defaultBranchRun(e) {
  const branch = branchOfRef(e.ref);
  if (!branch) return void 0;
  const defaultBranch = defaultBranchOf(e.payload);
  if (defaultBranch) return branch === defaultBranch ? branch : void 0;
  return e.eventName === "schedule" ? branch : void 0;
}

export {
  isCommitSha,
  pushBenchmarkBranch,
  defaultBranchRun
};
