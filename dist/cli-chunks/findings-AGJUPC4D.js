#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  formatFindingsJson,
  formatFindingsText,
  oneLine
} from "./chunk-PZIT5FHL.js";
import "./chunk-B3SZQVH3.js";
import "./chunk-S73YDZNC.js";
import "./chunk-QPS3KPR5.js";
import "./chunk-UOBN67YZ.js";
import "./chunk-QCV2CL6V.js";
import "./chunk-XGJGI7HB.js";
import "./chunk-YCIGMNHQ.js";
import "./chunk-SIE5EXHI.js";
import "./chunk-Q6IQ37PO.js";
import "./chunk-RQ7VYVNB.js";
import "./chunk-MKAER5SC.js";
import "./chunk-3BIITHQA.js";
export {
  formatFindingsJson,
  formatFindingsText,
  oneLine
};
