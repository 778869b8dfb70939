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
} from "./chunk-PA3CV6BJ.js";
import {
  shouldRunPipelines
} from "./chunk-7EQR63LV.js";
import "./chunk-E6KDXIYF.js";
import "./chunk-H7K66VJV.js";
import "./chunk-X5LL3ZM2.js";
import "./chunk-7FSD2HYF.js";
import "./chunk-OL7NALAH.js";
import "./chunk-JIEKCCGC.js";
import {
  PIPELINE_DIR,
  loadPipelines
} from "./chunk-FQP7GNE7.js";
import "./chunk-PDDKXBPA.js";
import "./chunk-QCPOI2E4.js";
import "./chunk-MJIIMEPI.js";
import "./chunk-WMZGPBXF.js";
import "./chunk-7CRN7OVM.js";
import "./chunk-SIACC3PL.js";
import "./chunk-BIRINZXF.js";
import "./chunk-CG25GJZ5.js";
import "./chunk-QBX2LDE4.js";
import "./chunk-DDN4XOX4.js";
import "./chunk-R47WIQVW.js";
import "./chunk-XGJGI7HB.js";
import "./chunk-7S76ULUF.js";
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
