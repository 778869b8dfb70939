#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  GRADE_HELP,
  formatGradeReport,
  gradeAndReport,
  gradeCommand,
  judgeClient
} from "./chunk-YCFSVGVU.js";
import "./chunk-XYIIIZJV.js";
import "./chunk-TNW3Z6IG.js";
import "./chunk-3RDEQ3ZL.js";
import "./chunk-GQDMD4AH.js";
import "./chunk-UNWOFH4S.js";
import "./chunk-WWWVBNMP.js";
import "./chunk-OL7NALAH.js";
import "./chunk-JIEKCCGC.js";
import "./chunk-6TRN7KLK.js";
import "./chunk-KZHSWZYF.js";
import "./chunk-EAEPLF5U.js";
import "./chunk-EJB7F6KW.js";
import "./chunk-LA76TQGP.js";
import "./chunk-OWP5VNDM.js";
import "./chunk-NCDVHTNE.js";
import "./chunk-EIX72MRJ.js";
import "./chunk-WVQWLJL2.js";
import "./chunk-VSVW7UKH.js";
import "./chunk-WMZGPBXF.js";
import "./chunk-7CRN7OVM.js";
import "./chunk-VJLLPZ7V.js";
import "./chunk-SIACC3PL.js";
import "./chunk-BIRINZXF.js";
import "./chunk-LUDV5MAU.js";
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
