#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  GRADE_HELP,
  formatGradeReport,
  gradeAndReport,
  gradeCommand,
  judgeClient
} from "./chunk-JYFM6VTX.js";
import "./chunk-3KWJFEE6.js";
import "./chunk-QSPSPRQJ.js";
import "./chunk-ENOFELJH.js";
import "./chunk-HHFXDHX3.js";
import "./chunk-7T47FMJ4.js";
import "./chunk-WWWVBNMP.js";
import "./chunk-OL7NALAH.js";
import "./chunk-JIEKCCGC.js";
import "./chunk-XYJGXTPL.js";
import "./chunk-4JVBNOJZ.js";
import "./chunk-EF4534CV.js";
import "./chunk-EJB7F6KW.js";
import "./chunk-LA76TQGP.js";
import "./chunk-OWP5VNDM.js";
import "./chunk-G7SW3EKN.js";
import "./chunk-ANOWTEFR.js";
import "./chunk-FBRAF6ZA.js";
import "./chunk-SHRUDBFD.js";
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
