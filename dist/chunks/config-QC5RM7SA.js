import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  CONFIG_FILES,
  DEFAULT_CONFIG,
  defaultConfig,
  loadConfig,
  suggestKey,
  tierOf
} from "./chunk-MNKZMVB6.js";
import "./chunk-3Y4PVOPA.js";
export {
  CONFIG_FILES,
  DEFAULT_CONFIG,
  defaultConfig,
  loadConfig,
  suggestKey,
  tierOf
};
