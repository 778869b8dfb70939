import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  CONFIG_FILES,
  DEFAULT_CONFIG,
  defaultConfig,
  loadConfig,
  suggestKey,
  tierOf
} from "./chunk-HGLBVTWW.js";
import "./chunk-3BDK6TA2.js";
export {
  CONFIG_FILES,
  DEFAULT_CONFIG,
  defaultConfig,
  loadConfig,
  suggestKey,
  tierOf
};
