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
} from "./chunk-R4MAA7XU.js";
import "./chunk-CG25GJZ5.js";
import "./chunk-QBX2LDE4.js";
import "./chunk-DDN4XOX4.js";
import "./chunk-7S76ULUF.js";
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
