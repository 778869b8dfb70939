#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  GRADE_HELP,
  formatGradeReport,
  gradeAndReport,
  gradeCommand,
  judgeClient
} from "./chunk-2ETON7LZ.js";
import "./chunk-NXVMLGCY.js";
import "./chunk-7TAJEVJ7.js";
import "./chunk-QMIAHYNQ.js";
import "./chunk-N6KRLROW.js";
import "./chunk-MDSFPKG3.js";
import "./chunk-WWWVBNMP.js";
import "./chunk-V4F5J7EQ.js";
import "./chunk-YE75YAGI.js";
import "./chunk-FRHOL7R3.js";
import "./chunk-VWTMPIKM.js";
import "./chunk-MI5XTLAQ.js";
import "./chunk-CVJFNWZA.js";
import "./chunk-EJB7F6KW.js";
import "./chunk-LA76TQGP.js";
import "./chunk-AVIKOAPA.js";
import "./chunk-FBRAF6ZA.js";
import "./chunk-HIJ55NCI.js";
import "./chunk-OPXKIWTS.js";
import "./chunk-XGJGI7HB.js";
import "./chunk-OGMMDUBL.js";
import "./chunk-2BZ3PM2E.js";
import "./chunk-B56CQLFJ.js";
import "./chunk-WDCZQCMP.js";
import "./chunk-7CRN7OVM.js";
import "./chunk-YCIGMNHQ.js";
import "./chunk-XOYDF6WB.js";
import "./chunk-SIE5EXHI.js";
import "./chunk-LUDV5MAU.js";
import "./chunk-ZSJQ7NUQ.js";
import "./chunk-Q6IQ37PO.js";
import "./chunk-OMQOPVYZ.js";
import "./chunk-MKAER5SC.js";
import "./chunk-IOC4MAL3.js";
import "./chunk-3BIITHQA.js";
export {
  GRADE_HELP,
  formatGradeReport,
  gradeAndReport,
  gradeCommand,
  judgeClient
};
