#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  formatFindingsJson,
  formatFindingsText,
  oneLine
} from "./chunk-CPL42WNC.js";
import "./chunk-YONUU663.js";
import "./chunk-LCVBUZQF.js";
import "./chunk-7KNLEMHM.js";
import "./chunk-IEJHEXUF.js";
import "./chunk-3XSHEE4Z.js";
import "./chunk-BIRINZXF.js";
import "./chunk-JH46SIVH.js";
import "./chunk-DDN4XOX4.js";
import "./chunk-JBNSRD3T.js";
import "./chunk-XGJGI7HB.js";
import "./chunk-7S76ULUF.js";
import "./chunk-3BIITHQA.js";
export {
  formatFindingsJson,
  formatFindingsText,
  oneLine
};
