import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  annotateFindings,
  checkedSkills,
  countFindings,
  formatFindingsText,
  loadRepo,
  nothingCheckedLine,
  publisherFor,
  validationSummary,
  writeSummary
} from "./chunk-C2PO5IRX.js";
import "./chunk-URU3AJQD.js";
import "./chunk-YHUD5ISL.js";
import "./chunk-DM3JL3HT.js";
import "./chunk-NNLEXGAC.js";
import "./chunk-HV5VKXQN.js";
import "./chunk-SQE3V3SJ.js";
import "./chunk-S2EX5QQH.js";
import {
  info,
  setFailed
} from "./chunk-EX5HDNY5.js";
import "./chunk-3Y4PVOPA.js";

// src/action/steps/validate.ts
async function validateStep(s, ctx, setOutputs) {
  const gh = publisherFor(ctx);
  const repo = await loadRepo(s.root);
  const { errors, warnings } = countFindings(repo.findings);
  info(formatFindingsText(repo, { allowEmpty: s.allowEmpty }));
  annotateFindings(repo.findings, gh.annotations, repo.root, ctx.workspace);
  const checked = checkedSkills(repo);
  setOutputs({ skills: String(checked), evals: String(repo.evals.length), errors: String(errors), warnings: String(warnings) });
  await writeSummary(gh, validationSummary(repo, { allowEmpty: s.allowEmpty }));
  if (errors > 0) setFailed(`skill-evals: ${errors} error${errors === 1 ? "" : "s"} in skills or eval suites.`);
  else if (checked === 0 && !s.allowEmpty) setFailed(`skill-evals: ${nothingCheckedLine(repo).replace("(skill-evals validate PATH)", "(the root input)").replace("pass --allow-empty", "set allow-empty: 'true'")}.`);
  else if (s.failOnWarnings && warnings > 0) setFailed(`skill-evals: ${warnings} warning(s) and fail-on-warnings is set.`);
}
export {
  validateStep
};
