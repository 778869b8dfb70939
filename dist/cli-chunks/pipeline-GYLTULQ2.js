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
} from "./chunk-AFPBS563.js";
import {
  shouldRunPipelines
} from "./chunk-S3V5XWAQ.js";
import "./chunk-W23WR2CB.js";
import "./chunk-CF4E5P6L.js";
import "./chunk-47KZTQZH.js";
import "./chunk-SCJRR362.js";
import "./chunk-VIK57J6F.js";
import "./chunk-U22737MJ.js";
import {
  PIPELINE_DIR,
  loadPipelines
} from "./chunk-MLIVP7DO.js";
import "./chunk-3J6NTPAM.js";
import "./chunk-MUDMAMZ2.js";
import "./chunk-BMYGYU3O.js";
import "./chunk-R4RDDVBC.js";
import "./chunk-7CRN7OVM.js";
import "./chunk-3XSHEE4Z.js";
import "./chunk-BIRINZXF.js";
import "./chunk-XAUOOW63.js";
import "./chunk-Q6IQ37PO.js";
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
