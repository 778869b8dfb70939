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
} from "./chunk-HPDPR6Z3.js";
import "./chunk-VSOYP2NU.js";
import "./chunk-OMQOPVYZ.js";
import "./chunk-Q6IQ37PO.js";
import "./chunk-MKAER5SC.js";
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
