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
} from "./chunk-JJSRD2IP.js";
import {
  shouldRunPipelines
} from "./chunk-HSLRXIC3.js";
import "./chunk-TNW3Z6IG.js";
import "./chunk-3RDEQ3ZL.js";
import "./chunk-GQDMD4AH.js";
import "./chunk-UNWOFH4S.js";
import "./chunk-OL7NALAH.js";
import "./chunk-JIEKCCGC.js";
import {
  PIPELINE_DIR,
  loadPipelines
} from "./chunk-KZHSWZYF.js";
import "./chunk-EAEPLF5U.js";
import "./chunk-EIX72MRJ.js";
import "./chunk-VSVW7UKH.js";
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
