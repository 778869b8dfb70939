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
  snapshotFiles,
  userSkillDir
} from "./chunk-7C6PN23C.js";
import "./chunk-K5HL6E7G.js";
import "./chunk-7NUBLN2T.js";
import "./chunk-5AKTMPED.js";
import "./chunk-OJPRHZNX.js";
import "./chunk-YCIGMNHQ.js";
import "./chunk-A5OURZEP.js";
import "./chunk-NUNZPVBM.js";
import "./chunk-CY6ICJBK.js";
import "./chunk-FFXZ2FSU.js";
import "./chunk-3BIITHQA.js";
export {
  BUILTIN_PLUGINS,
  DEFAULT_ANTHROPIC_BASE_URL,
  DISALLOWED_TOOLS,
  buildInvocation,
  ensureOwnGitRoot,
  executeClaudeCodeRun,
  isolationSettings,
  snapshotFiles,
  userSkillDir
};
