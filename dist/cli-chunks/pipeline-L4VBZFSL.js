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
} from "./chunk-TONB666D.js";
import {
  shouldRunPipelines
} from "./chunk-YQYWI5YM.js";
import "./chunk-QUBTCJOI.js";
import "./chunk-WLSDYQCO.js";
import "./chunk-WRBLLSBX.js";
import "./chunk-UWJGW3O2.js";
import "./chunk-VIK57J6F.js";
import "./chunk-U22737MJ.js";
import {
  PIPELINE_DIR,
  loadPipelines
} from "./chunk-TA2S7B7P.js";
import "./chunk-WEUZBOF2.js";
import "./chunk-ZALVMZNC.js";
import "./chunk-VS2A4SCN.js";
import "./chunk-BNXT3VUG.js";
import "./chunk-7CRN7OVM.js";
import "./chunk-3XSHEE4Z.js";
import "./chunk-BIRINZXF.js";
import "./chunk-4WJ4FREP.js";
import "./chunk-FFXZ2FSU.js";
import "./chunk-DDN4XOX4.js";
import "./chunk-JBNSRD3T.js";
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
