#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  claudeCodeSkills,
  orchestrateRuns,
  runEvals,
  runLimitsOf,
  runThreadsFor
} from "./chunk-ZDJHCWVJ.js";
import "./chunk-FBRAF6ZA.js";
import {
  RunSetupError
} from "./chunk-HIJ55NCI.js";
import "./chunk-QCV2CL6V.js";
import "./chunk-XGJGI7HB.js";
import "./chunk-P4LM3SS4.js";
import {
  OUTPUTS_SKIPPED_FILE,
  executorFor,
  finishedRecord,
  workspaceFiles
} from "./chunk-KDPNMJMG.js";
import "./chunk-3462MV6V.js";
import "./chunk-YLSHF7AP.js";
import "./chunk-7CRN7OVM.js";
import "./chunk-YCIGMNHQ.js";
import "./chunk-XOYDF6WB.js";
import "./chunk-SIE5EXHI.js";
import "./chunk-LUDV5MAU.js";
import "./chunk-VEAQQEXW.js";
import "./chunk-Q6IQ37PO.js";
import "./chunk-RQ7VYVNB.js";
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
