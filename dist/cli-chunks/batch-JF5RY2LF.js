#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  BATCHES_FILE,
  BatchJournal,
  BatchRequestError,
  BatchScheduler,
  MAX_REQUESTS_PER_BATCH,
  customIdOf,
  parseCustomId,
  pollFromEnv,
  requestKey,
  runBatchEvals
} from "./chunk-2LVHZ7HI.js";
import "./chunk-GRQI6XRA.js";
import "./chunk-5Y7UDBWW.js";
import "./chunk-ZG25OSGS.js";
import "./chunk-7CRN7OVM.js";
import "./chunk-X7NZUZVV.js";
import "./chunk-AAZXKL4A.js";
import "./chunk-J6HVATKR.js";
import "./chunk-UUGZYN7K.js";
import "./chunk-KBAMDKVP.js";
import "./chunk-QPBIEP6R.js";
import "./chunk-A3QO7WWT.js";
import "./chunk-DDN4XOX4.js";
import "./chunk-XGJGI7HB.js";
import "./chunk-RQ7VYVNB.js";
import "./chunk-3BIITHQA.js";
export {
  BATCHES_FILE,
  BatchJournal,
  BatchRequestError,
  BatchScheduler,
  MAX_REQUESTS_PER_BATCH,
  customIdOf,
  parseCustomId,
  pollFromEnv,
  requestKey,
  runBatchEvals
};
