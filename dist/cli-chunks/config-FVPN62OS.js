#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  CONFIG_FILES,
  DEFAULT_CONFIG,
  defaultConfig,
  loadConfig,
  suggestKey,
  tierOf
} from "./chunk-XJ5I5CMC.js";
import "./chunk-XGJGI7HB.js";
import "./chunk-OMQOPVYZ.js";
import "./chunk-3BIITHQA.js";
export {
  CONFIG_FILES,
  DEFAULT_CONFIG,
  defaultConfig,
  loadConfig,
  suggestKey,
  tierOf
};
