#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  DIFF_CHARS_IN_RESULT,
  PIPELINES_DIR,
  PIPELINES_INDEX,
  PIPELINE_TABLE_HEADER,
  PipelineSetupError,
  buildIndex,
  indexEntry,
  pipelineTable,
  pipelineTableMarkdown,
  runPipelineScenario,
  runPipelines,
  runRepoPipelines,
  scenarioStatus,
  stepPrompt
} from "./chunk-BUB4SGZF.js";
import {
  shouldRunPipelines
} from "./chunk-VPP6K4YF.js";
import "./chunk-HIJ55NCI.js";
import "./chunk-FERRHKQV.js";
import "./chunk-HSELO56A.js";
import "./chunk-KTYSTNHH.js";
import "./chunk-6EQTGVW6.js";
import "./chunk-V4F5J7EQ.js";
import "./chunk-YE75YAGI.js";
import {
  PIPELINE_DIR,
  loadPipelines
} from "./chunk-QPJQGHK2.js";
import "./chunk-GNN7KZM5.js";
import "./chunk-XJ5I5CMC.js";
import "./chunk-XGJGI7HB.js";
import "./chunk-EQDA75R4.js";
import "./chunk-MQ6PJNZ3.js";
import "./chunk-6SYOK5KR.js";
import "./chunk-VSOYP2NU.js";
import "./chunk-OMQOPVYZ.js";
import "./chunk-JKFZ3SFG.js";
import "./chunk-QW54SXIO.js";
import "./chunk-MLCUIUG6.js";
import "./chunk-YCIGMNHQ.js";
import "./chunk-MGIETYPP.js";
import "./chunk-Q6IQ37PO.js";
import "./chunk-MKAER5SC.js";
import "./chunk-3BIITHQA.js";
export {
  DIFF_CHARS_IN_RESULT,
  PIPELINES_DIR,
  PIPELINES_INDEX,
  PIPELINE_DIR,
  PIPELINE_TABLE_HEADER,
  PipelineSetupError,
  buildIndex,
  indexEntry,
  loadPipelines,
  pipelineTable,
  pipelineTableMarkdown,
  runPipelineScenario,
  runPipelines,
  runRepoPipelines,
  scenarioStatus,
  shouldRunPipelines,
  stepPrompt
};
