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
} from "./chunk-JI5IIAP3.js";
import {
  shouldRunPipelines
} from "./chunk-3GZQRV7C.js";
import "./chunk-RLABU7YA.js";
import {
  PIPELINE_DIR,
  loadPipelines
} from "./chunk-KXW3OA23.js";
import "./chunk-T4XZ4NNE.js";
import "./chunk-BZTFFJRP.js";
import "./chunk-OXRSYXDF.js";
import "./chunk-7NR52X2Z.js";
import "./chunk-XLATBSGA.js";
import "./chunk-M7XWCHZS.js";
import "./chunk-UYQTJ7KB.js";
import "./chunk-OLO4343K.js";
import "./chunk-UFG4ZXKB.js";
import "./chunk-WB7HTGDC.js";
import "./chunk-2JIBWGNL.js";
import "./chunk-VWPNA2ZE.js";
import "./chunk-4XCGNZWD.js";
import "./chunk-Q3A3SG3D.js";
import "./chunk-OJPRHZNX.js";
import "./chunk-YT2GUATG.js";
import "./chunk-GUAVVKPA.js";
import "./chunk-DQGGB3WH.js";
import "./chunk-FAUTHJTF.js";
import "./chunk-NUNZPVBM.js";
import "./chunk-CY6ICJBK.js";
import "./chunk-WWKFZUJB.js";
import "./chunk-FFXZ2FSU.js";
import "./chunk-OMQOPVYZ.js";
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
