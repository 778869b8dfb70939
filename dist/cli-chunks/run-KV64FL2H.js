#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  claudeCodeSkills,
  orchestrateRuns,
  runEvals,
  runLimitsOf,
  runThreadsFor
} from "./chunk-GIPP3KE2.js";
import "./chunk-FBRAF6ZA.js";
import {
  RunSetupError
} from "./chunk-HIJ55NCI.js";
import "./chunk-OPXKIWTS.js";
import "./chunk-XGJGI7HB.js";
import "./chunk-2GZYNJSG.js";
import {
  OUTPUTS_SKIPPED_FILE,
  executorFor,
  finishedRecord,
  workspaceFiles
} from "./chunk-YHOFDYB4.js";
import "./chunk-JORQR7BB.js";
import "./chunk-FCOTZUK4.js";
import "./chunk-XOYDF6WB.js";
import "./chunk-LUDV5MAU.js";
import "./chunk-BXRIFU2Q.js";
import "./chunk-OMQOPVYZ.js";
import "./chunk-IOC4MAL3.js";
import "./chunk-JKFZ3SFG.js";
import "./chunk-23AJLBUF.js";
import "./chunk-Y2LV3JV5.js";
import "./chunk-YCIGMNHQ.js";
import "./chunk-MGIETYPP.js";
import "./chunk-Q6IQ37PO.js";
import "./chunk-MKAER5SC.js";
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
