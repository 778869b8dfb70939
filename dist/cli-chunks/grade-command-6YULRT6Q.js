#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  GRADE_HELP,
  formatGradeReport,
  gradeAndReport,
  gradeCommand,
  judgeClient
} from "./chunk-QI232Z2U.js";
import "./chunk-PSU72XHK.js";
import "./chunk-GOCH2ZZD.js";
import "./chunk-7SEVBDPF.js";
import "./chunk-H2H45QRY.js";
import "./chunk-YBM4B2AP.js";
import "./chunk-WWWVBNMP.js";
import "./chunk-V4F5J7EQ.js";
import "./chunk-YE75YAGI.js";
import "./chunk-MNX2YN5X.js";
import "./chunk-IMLKYRFN.js";
import "./chunk-V2XTUOSM.js";
import "./chunk-Y64CYVNQ.js";
import "./chunk-EJB7F6KW.js";
import "./chunk-LA76TQGP.js";
import "./chunk-XAMH7NLJ.js";
import "./chunk-FBRAF6ZA.js";
import "./chunk-HIJ55NCI.js";
import "./chunk-VZD5LVR4.js";
import "./chunk-XGJGI7HB.js";
import "./chunk-PJOFQGZ5.js";
import "./chunk-P6WMZ6SU.js";
import "./chunk-K63KZWVQ.js";
import "./chunk-YDDL4JLW.js";
import "./chunk-7CRN7OVM.js";
import "./chunk-3XSHEE4Z.js";
import "./chunk-XOYDF6WB.js";
import "./chunk-SIE5EXHI.js";
import "./chunk-LUDV5MAU.js";
import "./chunk-XAUOOW63.js";
import "./chunk-Q6IQ37PO.js";
import "./chunk-7S76ULUF.js";
import "./chunk-MKAER5SC.js";
import "./chunk-6KZ7IX34.js";
import "./chunk-3BIITHQA.js";
export {
  GRADE_HELP,
  formatGradeReport,
  gradeAndReport,
  gradeCommand,
  judgeClient
};
