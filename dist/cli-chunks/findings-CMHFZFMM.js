#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  formatFindingsJson,
  formatFindingsText,
  oneLine
} from "./chunk-RMLD3HO5.js";
import "./chunk-D2XCJBTD.js";
import "./chunk-VOOJPVUA.js";
import "./chunk-OPXKIWTS.js";
import "./chunk-35AE64W5.js";
import "./chunk-CVJFNWZA.js";
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
