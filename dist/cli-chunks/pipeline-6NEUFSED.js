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
} from "./chunk-UZLV2ADP.js";
import {
  shouldRunPipelines
} from "./chunk-HGTO5XJJ.js";
import "./chunk-7TAJEVJ7.js";
import "./chunk-QMIAHYNQ.js";
import "./chunk-N6KRLROW.js";
import "./chunk-MDSFPKG3.js";
import "./chunk-V4F5J7EQ.js";
import "./chunk-YE75YAGI.js";
import {
  PIPELINE_DIR,
  loadPipelines
} from "./chunk-VWTMPIKM.js";
import "./chunk-MI5XTLAQ.js";
import "./chunk-CVJFNWZA.js";
import "./chunk-HIJ55NCI.js";
import "./chunk-XGJGI7HB.js";
import "./chunk-2BZ3PM2E.js";
import "./chunk-B56CQLFJ.js";
import "./chunk-WDCZQCMP.js";
import "./chunk-7CRN7OVM.js";
import "./chunk-YCIGMNHQ.js";
import "./chunk-SIE5EXHI.js";
import "./chunk-ZSJQ7NUQ.js";
import "./chunk-Q6IQ37PO.js";
import "./chunk-OMQOPVYZ.js";
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
