#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  GRADE_HELP,
  formatGradeReport,
  gradeAndReport,
  gradeCommand,
  judgeClient
} from "./chunk-RMNET3CM.js";
import "./chunk-HB2ISOYV.js";
import "./chunk-QUBTCJOI.js";
import "./chunk-WLSDYQCO.js";
import "./chunk-WRBLLSBX.js";
import "./chunk-UWJGW3O2.js";
import "./chunk-WWWVBNMP.js";
import "./chunk-VIK57J6F.js";
import "./chunk-U22737MJ.js";
import "./chunk-YAUIQOWM.js";
import "./chunk-TA2S7B7P.js";
import "./chunk-WEUZBOF2.js";
import "./chunk-EJB7F6KW.js";
import "./chunk-LA76TQGP.js";
import "./chunk-OWP5VNDM.js";
import "./chunk-MATYQBMW.js";
import "./chunk-ZALVMZNC.js";
import "./chunk-FBRAF6ZA.js";
import "./chunk-VS2A4SCN.js";
import "./chunk-BNXT3VUG.js";
import "./chunk-7CRN7OVM.js";
import "./chunk-IEJHEXUF.js";
import "./chunk-3XSHEE4Z.js";
import "./chunk-BIRINZXF.js";
import "./chunk-LUDV5MAU.js";
import "./chunk-4WJ4FREP.js";
import "./chunk-FFXZ2FSU.js";
import "./chunk-DDN4XOX4.js";
import "./chunk-JBNSRD3T.js";
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
