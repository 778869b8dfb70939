#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  DEFAULT_MAX_FILE_BYTES,
  DEFAULT_MAX_TOTAL_BYTES,
  FeedbackError,
  VIEWER_FILE,
  collectViewerData,
  contentSecurityPolicy,
  embedJson,
  feedbackRunId,
  importFeedback,
  renderViewer,
  scriptHash,
  validateFeedback,
  writeViewer
} from "./chunk-2X2F2XY3.js";
import "./chunk-6L67D3H4.js";
import "./chunk-XB3YVN6R.js";
import "./chunk-NUNZPVBM.js";
import "./chunk-CY6ICJBK.js";
import "./chunk-WWKFZUJB.js";
import "./chunk-FFXZ2FSU.js";
import "./chunk-OMQOPVYZ.js";
import "./chunk-3BIITHQA.js";
export {
  DEFAULT_MAX_FILE_BYTES,
  DEFAULT_MAX_TOTAL_BYTES,
  FeedbackError,
  VIEWER_FILE,
  collectViewerData,
  contentSecurityPolicy,
  embedJson,
  feedbackRunId,
  importFeedback,
  renderViewer,
  scriptHash,
  validateFeedback,
  writeViewer
};
