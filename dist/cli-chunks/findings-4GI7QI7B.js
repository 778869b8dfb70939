#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  formatFindingsJson,
  formatFindingsText,
  oneLine
} from "./chunk-6V536BTQ.js";
import "./chunk-BDSM36RK.js";
import "./chunk-QPJQGHK2.js";
import "./chunk-OPXKIWTS.js";
import "./chunk-GNN7KZM5.js";
import "./chunk-XJ5I5CMC.js";
import "./chunk-XGJGI7HB.js";
import "./chunk-OMQOPVYZ.js";
import "./chunk-YCIGMNHQ.js";
import "./chunk-MGIETYPP.js";
import "./chunk-Q6IQ37PO.js";
import "./chunk-MKAER5SC.js";
import "./chunk-3BIITHQA.js";
export {
  formatFindingsJson,
  formatFindingsText,
  oneLine
};
