#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  claudeCodeSkills,
  orchestrateRuns,
  runEvals,
  runLimitsOf,
  runThreadsFor
} from "./chunk-AVIKOAPA.js";
import "./chunk-FBRAF6ZA.js";
import {
  RunSetupError
} from "./chunk-HIJ55NCI.js";
import "./chunk-OPXKIWTS.js";
import "./chunk-XGJGI7HB.js";
import "./chunk-OGMMDUBL.js";
import {
  OUTPUTS_SKIPPED_FILE,
  executorFor,
  finishedRecord,
  workspaceFiles
} from "./chunk-2BZ3PM2E.js";
import "./chunk-B56CQLFJ.js";
import "./chunk-WDCZQCMP.js";
import "./chunk-7CRN7OVM.js";
import "./chunk-YCIGMNHQ.js";
import "./chunk-XOYDF6WB.js";
import "./chunk-SIE5EXHI.js";
import "./chunk-LUDV5MAU.js";
import "./chunk-ZSJQ7NUQ.js";
import "./chunk-Q6IQ37PO.js";
import "./chunk-OMQOPVYZ.js";
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
