#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  CONFIG_FILES,
  DEFAULT_CONFIG,
  defaultConfig,
  loadConfig,
  parseConfigFile,
  suggestKey,
  tierOf
} from "./chunk-UFG4ZXKB.js";
import "./chunk-GUAVVKPA.js";
import "./chunk-DQGGB3WH.js";
import "./chunk-NUNZPVBM.js";
import "./chunk-OMQOPVYZ.js";
import "./chunk-3BIITHQA.js";
export {
  CONFIG_FILES,
  DEFAULT_CONFIG,
  defaultConfig,
  loadConfig,
  parseConfigFile,
  suggestKey,
  tierOf
};
