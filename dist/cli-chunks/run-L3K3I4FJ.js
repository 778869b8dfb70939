#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  claudeCodeSkills,
  orchestrateRuns,
  runEvals
} from "./chunk-NCDVHTNE.js";
import {
  OUTPUTS_SKIPPED_FILE,
  RunSetupError,
  executorFor,
  finishedRecord,
  workspaceFiles
} from "./chunk-EIX72MRJ.js";
import "./chunk-WVQWLJL2.js";
import "./chunk-VSVW7UKH.js";
import "./chunk-WMZGPBXF.js";
import "./chunk-7CRN7OVM.js";
import "./chunk-VJLLPZ7V.js";
import "./chunk-SIACC3PL.js";
import "./chunk-BIRINZXF.js";
import "./chunk-LUDV5MAU.js";
import "./chunk-CG25GJZ5.js";
import "./chunk-QBX2LDE4.js";
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
  workspaceFiles
};
