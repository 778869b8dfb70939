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
} from "./chunk-LNJ3VPGR.js";
import {
  shouldRunPipelines
} from "./chunk-COVCRYF2.js";
import "./chunk-UQ7AOTZH.js";
import "./chunk-LX7RIFPW.js";
import "./chunk-PCEMF4C3.js";
import "./chunk-Q4FTDV42.js";
import "./chunk-V4F5J7EQ.js";
import "./chunk-YE75YAGI.js";
import {
  PIPELINE_DIR,
  loadPipelines
} from "./chunk-Q7BWLPWT.js";
import "./chunk-ZMUJJBL4.js";
import "./chunk-JZGVFDSV.js";
import "./chunk-HIJ55NCI.js";
import "./chunk-XGJGI7HB.js";
import "./chunk-MWX5462V.js";
import "./chunk-3462MV6V.js";
import "./chunk-YLSHF7AP.js";
import "./chunk-7CRN7OVM.js";
import "./chunk-3XSHEE4Z.js";
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
