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
  shouldRunPipelines,
  stepPrompt
} from "./chunk-LAIILEP3.js";
import "./chunk-6RV2FGXF.js";
import "./chunk-OL7NALAH.js";
import "./chunk-NJ4ORY4A.js";
import "./chunk-ATCICEUN.js";
import "./chunk-TJZHJT5O.js";
import "./chunk-JIEKCCGC.js";
import "./chunk-ZG25OSGS.js";
import "./chunk-7CRN7OVM.js";
import "./chunk-X7NZUZVV.js";
import "./chunk-AAZXKL4A.js";
import "./chunk-J6HVATKR.js";
import {
  PIPELINE_DIR,
  loadPipelines
} from "./chunk-MHOJ6N6L.js";
import "./chunk-AWLNCTNF.js";
import "./chunk-KBAMDKVP.js";
import "./chunk-QPBIEP6R.js";
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
