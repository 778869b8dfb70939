#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  GRADE_HELP,
  formatGradeReport,
  gradeAndReport,
  gradeCommand,
  judgeClient
} from "./chunk-O5QA7T3K.js";
import "./chunk-Y6EZDWL2.js";
import "./chunk-6U4WIWWR.js";
import "./chunk-VWSIYAKW.js";
import "./chunk-V7TBA5ZX.js";
import "./chunk-2YVTGILG.js";
import "./chunk-WWWVBNMP.js";
import "./chunk-V4F5J7EQ.js";
import "./chunk-YE75YAGI.js";
import "./chunk-KOE7VNQF.js";
import "./chunk-YYI722IH.js";
import "./chunk-BZDP5PIQ.js";
import "./chunk-GPUMWVPK.js";
import "./chunk-EJB7F6KW.js";
import "./chunk-LA76TQGP.js";
import "./chunk-JBUJ7CY3.js";
import "./chunk-FBRAF6ZA.js";
import "./chunk-HIJ55NCI.js";
import "./chunk-VZD5LVR4.js";
import "./chunk-XGJGI7HB.js";
import "./chunk-BJXSCBL6.js";
import "./chunk-AAKPLSH5.js";
import "./chunk-A2LUKYEC.js";
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
import "./chunk-IOC4MAL3.js";
import "./chunk-3BIITHQA.js";
export {
  GRADE_HELP,
  formatGradeReport,
  gradeAndReport,
  gradeCommand,
  judgeClient
};
