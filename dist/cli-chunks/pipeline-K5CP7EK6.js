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
} from "./chunk-HFHKM74P.js";
import {
  shouldRunPipelines
} from "./chunk-2PHSPX43.js";
import "./chunk-6U4WIWWR.js";
import "./chunk-VWSIYAKW.js";
import "./chunk-V7TBA5ZX.js";
import "./chunk-2YVTGILG.js";
import "./chunk-V4F5J7EQ.js";
import "./chunk-YE75YAGI.js";
import {
  PIPELINE_DIR,
  loadPipelines
} from "./chunk-YYI722IH.js";
import "./chunk-BZDP5PIQ.js";
import "./chunk-GPUMWVPK.js";
import "./chunk-HIJ55NCI.js";
import "./chunk-XGJGI7HB.js";
import "./chunk-AAKPLSH5.js";
import "./chunk-A2LUKYEC.js";
import "./chunk-YDDL4JLW.js";
import "./chunk-7CRN7OVM.js";
import "./chunk-3XSHEE4Z.js";
import "./chunk-SIE5EXHI.js";
import "./chunk-XAUOOW63.js";
import "./chunk-Q6IQ37PO.js";
import "./chunk-7S76ULUF.js";
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
