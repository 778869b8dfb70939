#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  GRADE_HELP,
  formatGradeReport,
  gradeAndReport,
  gradeCommand,
  judgeClient
} from "./chunk-EQTAQ6E4.js";
import "./chunk-ST6UA77T.js";
import "./chunk-XQFPVS5R.js";
import "./chunk-G425G6KN.js";
import "./chunk-CAD25SIS.js";
import "./chunk-CINZ4Q36.js";
import "./chunk-WWWVBNMP.js";
import "./chunk-OL7NALAH.js";
import "./chunk-JIEKCCGC.js";
import "./chunk-GOLIPL6G.js";
import "./chunk-PYHB5UEJ.js";
import "./chunk-CKOT2UX7.js";
import "./chunk-EJB7F6KW.js";
import "./chunk-K7HOL6M4.js";
import "./chunk-OWP5VNDM.js";
import "./chunk-QEN6URJQ.js";
import "./chunk-QG7XIAMJ.js";
import "./chunk-WVQWLJL2.js";
import "./chunk-JDVV7KZE.js";
import "./chunk-262YYOGH.js";
import "./chunk-7CRN7OVM.js";
import "./chunk-VJLLPZ7V.js";
import "./chunk-SIACC3PL.js";
import "./chunk-BIRINZXF.js";
import "./chunk-2YMRSJWY.js";
import "./chunk-E3XTZO3T.js";
import "./chunk-DDN4XOX4.js";
import "./chunk-XBMX5CSU.js";
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
