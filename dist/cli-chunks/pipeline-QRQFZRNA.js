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
} from "./chunk-EA77STLL.js";
import {
  shouldRunPipelines
} from "./chunk-GMJZJAL5.js";
import "./chunk-45KVISDP.js";
import "./chunk-FYCAVYD2.js";
import "./chunk-LGUL4I2N.js";
import "./chunk-CINZ4Q36.js";
import "./chunk-OL7NALAH.js";
import "./chunk-JIEKCCGC.js";
import {
  PIPELINE_DIR,
  loadPipelines
} from "./chunk-PYHB5UEJ.js";
import "./chunk-CKOT2UX7.js";
import "./chunk-ESTBESLO.js";
import "./chunk-TSZND72Q.js";
import "./chunk-2DOSDAJI.js";
import "./chunk-7CRN7OVM.js";
import "./chunk-SIACC3PL.js";
import "./chunk-BIRINZXF.js";
import "./chunk-WU4WMIXR.js";
import "./chunk-E3XTZO3T.js";
import "./chunk-DDN4XOX4.js";
import "./chunk-XBMX5CSU.js";
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
