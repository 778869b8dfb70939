#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  GRADE_HELP,
  formatGradeReport,
  gradeAndReport,
  gradeCommand,
  judgeClient
} from "./chunk-UL6OXW5Q.js";
import "./chunk-GIROR6SP.js";
import "./chunk-7FOYMRBT.js";
import "./chunk-LP3OZJYK.js";
import "./chunk-WRBLLSBX.js";
import "./chunk-7T47FMJ4.js";
import "./chunk-WWWVBNMP.js";
import "./chunk-4EQYIIOA.js";
import "./chunk-U22737MJ.js";
import "./chunk-XYJGXTPL.js";
import "./chunk-4JVBNOJZ.js";
import "./chunk-EF4534CV.js";
import "./chunk-EJB7F6KW.js";
import "./chunk-LA76TQGP.js";
import "./chunk-OWP5VNDM.js";
import "./chunk-6ZPLO772.js";
import "./chunk-ZALVMZNC.js";
import "./chunk-FBRAF6ZA.js";
import "./chunk-VS2A4SCN.js";
import "./chunk-BNXT3VUG.js";
import "./chunk-7CRN7OVM.js";
import "./chunk-VJLLPZ7V.js";
import "./chunk-3XSHEE4Z.js";
import "./chunk-BIRINZXF.js";
import "./chunk-LUDV5MAU.js";
import "./chunk-4WJ4FREP.js";
import "./chunk-FFXZ2FSU.js";
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
