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
} from "./chunk-WBA7ELQ6.js";
import {
  shouldRunPipelines
} from "./chunk-ZFJQMKYJ.js";
import "./chunk-TKPLOTP3.js";
import "./chunk-OL7NALAH.js";
import "./chunk-TIZHRYDV.js";
import "./chunk-UMOXKYBB.js";
import "./chunk-WACP5SQQ.js";
import "./chunk-JIEKCCGC.js";
import {
  PIPELINE_DIR,
  loadPipelines
} from "./chunk-REB5GJEV.js";
import "./chunk-LXPLERR4.js";
import "./chunk-VKDY7EZR.js";
import "./chunk-7CRN7OVM.js";
import "./chunk-MP65CN5J.js";
import "./chunk-J6HVATKR.js";
import "./chunk-CHC5JWQI.js";
import "./chunk-A3QO7WWT.js";
import "./chunk-DDN4XOX4.js";
import "./chunk-UNV4RUT5.js";
import "./chunk-XGJGI7HB.js";
import "./chunk-RQ7VYVNB.js";
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
