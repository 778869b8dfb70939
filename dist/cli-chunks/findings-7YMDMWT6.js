#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  formatFindingsJson,
  formatFindingsText,
  oneLine
} from "./chunk-WSOUXG2J.js";
import "./chunk-GOLIPL6G.js";
import "./chunk-PYHB5UEJ.js";
import "./chunk-CKOT2UX7.js";
import "./chunk-VJLLPZ7V.js";
import "./chunk-SIACC3PL.js";
import "./chunk-BIRINZXF.js";
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
