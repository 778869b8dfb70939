#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  GRADE_HELP,
  formatGradeReport,
  gradeAndReport,
  gradeCommand,
  judgeClient
} from "./chunk-FZGV3GZS.js";
import "./chunk-ZU6CDX35.js";
import "./chunk-E6KDXIYF.js";
import "./chunk-H7K66VJV.js";
import "./chunk-X5LL3ZM2.js";
import "./chunk-7FSD2HYF.js";
import "./chunk-WWWVBNMP.js";
import "./chunk-OL7NALAH.js";
import "./chunk-JIEKCCGC.js";
import "./chunk-5IW7NCAH.js";
import "./chunk-FQP7GNE7.js";
import "./chunk-PDDKXBPA.js";
import "./chunk-EJB7F6KW.js";
import "./chunk-K7HOL6M4.js";
import "./chunk-OWP5VNDM.js";
import "./chunk-XPDW5HXN.js";
import "./chunk-QCPOI2E4.js";
import "./chunk-WVQWLJL2.js";
import "./chunk-MJIIMEPI.js";
import "./chunk-WMZGPBXF.js";
import "./chunk-7CRN7OVM.js";
import "./chunk-VJLLPZ7V.js";
import "./chunk-SIACC3PL.js";
import "./chunk-BIRINZXF.js";
import "./chunk-CG25GJZ5.js";
import "./chunk-QBX2LDE4.js";
import "./chunk-DDN4XOX4.js";
import "./chunk-R47WIQVW.js";
import "./chunk-XGJGI7HB.js";
import "./chunk-7S76ULUF.js";
import "./chunk-3BIITHQA.js";
export {
  GRADE_HELP,
  formatGradeReport,
  gradeAndReport,
  gradeCommand,
  judgeClient
};
