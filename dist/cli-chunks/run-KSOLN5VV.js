#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  OUTPUTS_SKIPPED_FILE,
  RunSetupError,
  claudeCodeSkills,
  executorFor,
  finishedRecord,
  orchestrateRuns,
  runEvals,
  workspaceFiles
} from "./chunk-M7LRCJSQ.js";
import "./chunk-WVQWLJL2.js";
import "./chunk-VKDY7EZR.js";
import "./chunk-7CRN7OVM.js";
import "./chunk-MP65CN5J.js";
import "./chunk-J6HVATKR.js";
import "./chunk-UUGZYN7K.js";
import "./chunk-CHC5JWQI.js";
import "./chunk-A3QO7WWT.js";
import "./chunk-DDN4XOX4.js";
import "./chunk-XGJGI7HB.js";
import "./chunk-RQ7VYVNB.js";
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
