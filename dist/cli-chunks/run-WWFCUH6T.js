#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  claudeCodeSkills,
  orchestrateRuns,
  runEvals,
  runLimitsOf,
  runThreadsFor
} from "./chunk-JBUJ7CY3.js";
import "./chunk-FBRAF6ZA.js";
import {
  RunSetupError
} from "./chunk-HIJ55NCI.js";
import "./chunk-VZD5LVR4.js";
import "./chunk-XGJGI7HB.js";
import "./chunk-BJXSCBL6.js";
import {
  OUTPUTS_SKIPPED_FILE,
  executorFor,
  finishedRecord,
  workspaceFiles
} from "./chunk-AAKPLSH5.js";
import "./chunk-A2LUKYEC.js";
import "./chunk-YDDL4JLW.js";
import "./chunk-7CRN7OVM.js";
import "./chunk-3XSHEE4Z.js";
import "./chunk-XOYDF6WB.js";
import "./chunk-SIE5EXHI.js";
import "./chunk-LUDV5MAU.js";
import "./chunk-XAUOOW63.js";
import "./chunk-Q6IQ37PO.js";
import "./chunk-7S76ULUF.js";
import "./chunk-MKAER5SC.js";
import "./chunk-IOC4MAL3.js";
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
  runThreadsFor,
  workspaceFiles
};
