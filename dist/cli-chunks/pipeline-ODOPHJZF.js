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
} from "./chunk-HAZNDQR5.js";
import {
  shouldRunPipelines
} from "./chunk-MGYAMWCD.js";
import "./chunk-3Y6WAS32.js";
import "./chunk-OEGGYYF2.js";
import "./chunk-DQY5VSBQ.js";
import "./chunk-WJ6O4GHZ.js";
import "./chunk-VIK57J6F.js";
import "./chunk-U22737MJ.js";
import {
  PIPELINE_DIR,
  loadPipelines
} from "./chunk-LCVBUZQF.js";
import "./chunk-7KNLEMHM.js";
import "./chunk-OEVTBKPE.js";
import "./chunk-GATMSUM5.js";
import "./chunk-UYPY62SH.js";
import "./chunk-7CRN7OVM.js";
import "./chunk-3XSHEE4Z.js";
import "./chunk-BIRINZXF.js";
import "./chunk-IEG4M77M.js";
import "./chunk-JH46SIVH.js";
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
