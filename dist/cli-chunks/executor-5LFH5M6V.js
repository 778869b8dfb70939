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
} from "./chunk-IWZD5TG6.js";
import "./chunk-OXTRQ624.js";
import "./chunk-T4XZ4NNE.js";
import "./chunk-2JIBWGNL.js";
import "./chunk-OJPRHZNX.js";
import "./chunk-YT2GUATG.js";
import "./chunk-FAUTHJTF.js";
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
