#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  GRADE_HELP,
  formatGradeReport,
  gradeAndReport,
  gradeCommand,
  judgeClient
} from "./chunk-MLXX4HLH.js";
import "./chunk-WWWVBNMP.js";
import "./chunk-FERRHKQV.js";
import "./chunk-HSELO56A.js";
import "./chunk-KTYSTNHH.js";
import "./chunk-6EQTGVW6.js";
import "./chunk-V4F5J7EQ.js";
import "./chunk-YE75YAGI.js";
import "./chunk-BDSM36RK.js";
import "./chunk-QPJQGHK2.js";
import "./chunk-OPXKIWTS.js";
import "./chunk-GNN7KZM5.js";
import "./chunk-XJ5I5CMC.js";
import "./chunk-XGJGI7HB.js";
import "./chunk-MQ6PJNZ3.js";
import "./chunk-6SYOK5KR.js";
import "./chunk-EJB7F6KW.js";
import "./chunk-LA76TQGP.js";
import "./chunk-LUDV5MAU.js";
import "./chunk-VSOYP2NU.js";
import "./chunk-OMQOPVYZ.js";
import "./chunk-MLCUIUG6.js";
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
