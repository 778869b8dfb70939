#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  claudeCodeSkills,
  orchestrateRuns,
  runEvals,
  runLimitsOf
} from "./chunk-PYNEGFPH.js";
import {
  OUTPUTS_SKIPPED_FILE,
  RunSetupError,
  executorFor,
  finishedRecord,
  workspaceFiles
} from "./chunk-OEVTBKPE.js";
import "./chunk-FBRAF6ZA.js";
import "./chunk-GATMSUM5.js";
import "./chunk-UYPY62SH.js";
import "./chunk-7CRN7OVM.js";
import "./chunk-IEJHEXUF.js";
import "./chunk-3XSHEE4Z.js";
import "./chunk-BIRINZXF.js";
import "./chunk-LUDV5MAU.js";
import "./chunk-IEG4M77M.js";
import "./chunk-JH46SIVH.js";
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
