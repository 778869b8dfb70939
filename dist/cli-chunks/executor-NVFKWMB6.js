#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  BUILTIN_PLUGINS,
  DEFAULT_ANTHROPIC_BASE_URL,
  DISALLOWED_TOOLS,
  buildInvocation,
  ensureOwnGitRoot,
  executeClaudeCodeRun,
  isolationSettings,
  snapshotFiles
} from "./chunk-IOMY6HVZ.js";
import "./chunk-KOW7YQFS.js";
import "./chunk-JKFZ3SFG.js";
import "./chunk-QW54SXIO.js";
import "./chunk-MLCUIUG6.js";
import "./chunk-YCIGMNHQ.js";
import "./chunk-MGIETYPP.js";
import "./chunk-Q6IQ37PO.js";
import "./chunk-MKAER5SC.js";
import "./chunk-3BIITHQA.js";
export {
  BUILTIN_PLUGINS,
  DEFAULT_ANTHROPIC_BASE_URL,
  DISALLOWED_TOOLS,
  buildInvocation,
  ensureOwnGitRoot,
  executeClaudeCodeRun,
  isolationSettings,
  snapshotFiles
};
