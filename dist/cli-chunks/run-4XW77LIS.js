#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  claudeCodeSkills,
  orchestrateRuns,
  runEvals,
  runLimitsOf
} from "./chunk-5LR2Y5AK.js";
import {
  OUTPUTS_SKIPPED_FILE,
  RunSetupError,
  executorFor,
  finishedRecord,
  workspaceFiles
} from "./chunk-MUDMAMZ2.js";
import "./chunk-FBRAF6ZA.js";
import "./chunk-BMYGYU3O.js";
import "./chunk-R4RDDVBC.js";
import "./chunk-7CRN7OVM.js";
import "./chunk-IEJHEXUF.js";
import "./chunk-3XSHEE4Z.js";
import "./chunk-BIRINZXF.js";
import "./chunk-LUDV5MAU.js";
import "./chunk-XAUOOW63.js";
import "./chunk-Q6IQ37PO.js";
import "./chunk-DDN4XOX4.js";
import "./chunk-XGJGI7HB.js";
import "./chunk-7S76ULUF.js";
import "./chunk-3BIITHQA.js";
export {
  OUTPUTS_SKIPPED_FILE,
  RunSetupError,
  claudeCodeSkills,
  executorFor,
  finishedRecord,
  orchestrateRuns,
  runEvals,
  runLimitsOf,
  workspaceFiles
};
