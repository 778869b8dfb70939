#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  GRADE_HELP,
  formatGradeReport,
  gradeAndReport,
  gradeCommand,
  judgeClient
} from "./chunk-AKCBXNFI.js";
import "./chunk-HB2ISOYV.js";
import "./chunk-WDPTNRS7.js";
import "./chunk-LP3OZJYK.js";
import "./chunk-WRBLLSBX.js";
import "./chunk-PEFXLJPR.js";
import "./chunk-WWWVBNMP.js";
import "./chunk-4EQYIIOA.js";
import "./chunk-U22737MJ.js";
import "./chunk-Z7XY3J4O.js";
import "./chunk-ESRYRMQ6.js";
import "./chunk-IUWKXWTA.js";
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
