#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  GRADE_HELP,
  formatGradeReport,
  gradeAndReport,
  gradeCommand,
  judgeClient
} from "./chunk-AD4G4B4V.js";
import "./chunk-WWWVBNMP.js";
import "./chunk-U7BKJX5J.js";
import "./chunk-HJD5WKWU.js";
import "./chunk-A3B76QEM.js";
import "./chunk-Z7COXYR4.js";
import "./chunk-V4F5J7EQ.js";
import "./chunk-YE75YAGI.js";
import "./chunk-D2XCJBTD.js";
import "./chunk-VOOJPVUA.js";
import "./chunk-OPXKIWTS.js";
import "./chunk-35AE64W5.js";
import "./chunk-CVJFNWZA.js";
import "./chunk-XGJGI7HB.js";
import "./chunk-JORQR7BB.js";
import "./chunk-FCOTZUK4.js";
import "./chunk-EJB7F6KW.js";
import "./chunk-LA76TQGP.js";
import "./chunk-LUDV5MAU.js";
import "./chunk-BXRIFU2Q.js";
import "./chunk-OMQOPVYZ.js";
import "./chunk-Y2LV3JV5.js";
import "./chunk-YCIGMNHQ.js";
import "./chunk-MGIETYPP.js";
import "./chunk-Q6IQ37PO.js";
import "./chunk-MKAER5SC.js";
import "./chunk-3BIITHQA.js";
export {
  GRADE_HELP,
  formatGradeReport,
  gradeAndReport,
  gradeCommand,
  judgeClient
};
