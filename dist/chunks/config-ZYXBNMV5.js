import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  CONFIG_FILES,
  DEFAULT_CONFIG,
  defaultConfig,
  loadConfig,
  parseConfigFile,
  suggestKey,
  tierOf
} from "./chunk-URU3AJQD.js";
import "./chunk-HV5VKXQN.js";
import "./chunk-S2EX5QQH.js";
import "./chunk-3Y4PVOPA.js";
export {
  CONFIG_FILES,
  DEFAULT_CONFIG,
  defaultConfig,
  loadConfig,
  parseConfigFile,
  suggestKey,
  tierOf
};
