import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  annotateFindings,
  countFindings,
  formatFindingsText,
  loadRepo,
  publisherFor,
  validationSummary,
  writeSummary
} from "./chunk-TRRHY5P7.js";
import "./chunk-MNKZMVB6.js";
import "./chunk-NBA36S6T.js";
import "./chunk-DM3JL3HT.js";
import "./chunk-X2NF7OIW.js";
import "./chunk-SPYMSCJW.js";
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
  info(formatFindingsText(repo));
  annotateFindings(repo.findings, gh.annotations, repo.root, ctx.workspace);
  setOutputs({ skills: String(repo.skills.length), evals: String(repo.evals.length), errors: String(errors), warnings: String(warnings) });
  await writeSummary(gh, validationSummary(repo));
  if (errors > 0) setFailed(`skill-evals: ${errors} error${errors === 1 ? "" : "s"} in skills or eval suites.`);
  else if (s.failOnWarnings && warnings > 0) setFailed(`skill-evals: ${warnings} warning(s) and fail-on-warnings is set.`);
}
export {
  validateStep
};
