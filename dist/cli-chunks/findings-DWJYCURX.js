#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  formatFindingsJson,
  formatFindingsText,
  oneLine
} from "./chunk-HGYWSXPU.js";
import "./chunk-HU4X2Z2C.js";
import "./chunk-A5UWCWAA.js";
import "./chunk-5AW2ANXX.js";
import "./chunk-VJLLPZ7V.js";
import "./chunk-H4URHFER.js";
import "./chunk-A3QO7WWT.js";
import "./chunk-E3XTZO3T.js";
import "./chunk-DDN4XOX4.js";
import "./chunk-XBMX5CSU.js";
import "./chunk-XGJGI7HB.js";
import "./chunk-7S76ULUF.js";
import "./chunk-3BIITHQA.js";
export {
  formatFindingsJson,
  formatFindingsText,
  oneLine
};
