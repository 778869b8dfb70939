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
} from "./chunk-NF3VMZTE.js";
import {
  shouldRunPipelines
} from "./chunk-HSSBMHKX.js";
import "./chunk-WSSEG45X.js";
import "./chunk-LX7RIFPW.js";
import "./chunk-PCEMF4C3.js";
import "./chunk-VYQVC4SZ.js";
import "./chunk-V4F5J7EQ.js";
import "./chunk-YE75YAGI.js";
import {
  PIPELINE_DIR,
  loadPipelines
} from "./chunk-S73YDZNC.js";
import "./chunk-QPS3KPR5.js";
import "./chunk-UOBN67YZ.js";
import "./chunk-HIJ55NCI.js";
import "./chunk-XGJGI7HB.js";
import "./chunk-KDPNMJMG.js";
import "./chunk-3462MV6V.js";
import "./chunk-YLSHF7AP.js";
import "./chunk-7CRN7OVM.js";
import "./chunk-YCIGMNHQ.js";
import "./chunk-SIE5EXHI.js";
import "./chunk-VEAQQEXW.js";
import "./chunk-Q6IQ37PO.js";
import "./chunk-RQ7VYVNB.js";
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
