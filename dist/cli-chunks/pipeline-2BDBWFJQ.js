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
} from "./chunk-K7KBRS3W.js";
import {
  shouldRunPipelines
} from "./chunk-AXPRPJIX.js";
import "./chunk-HIJ55NCI.js";
import "./chunk-U7BKJX5J.js";
import "./chunk-HJD5WKWU.js";
import "./chunk-A3B76QEM.js";
import "./chunk-Z7COXYR4.js";
import "./chunk-V4F5J7EQ.js";
import "./chunk-YE75YAGI.js";
import {
  PIPELINE_DIR,
  loadPipelines
} from "./chunk-VOOJPVUA.js";
import "./chunk-35AE64W5.js";
import "./chunk-CVJFNWZA.js";
import "./chunk-XGJGI7HB.js";
import "./chunk-YHOFDYB4.js";
import "./chunk-JORQR7BB.js";
import "./chunk-FCOTZUK4.js";
import "./chunk-BXRIFU2Q.js";
import "./chunk-OMQOPVYZ.js";
import "./chunk-JKFZ3SFG.js";
import "./chunk-23AJLBUF.js";
import "./chunk-Y2LV3JV5.js";
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
