#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  GRADE_HELP,
  formatGradeReport,
  gradeAndReport,
  gradeCommand,
  judgeClient
} from "./chunk-KHQVAHWV.js";
import "./chunk-USPZXKAL.js";
import "./chunk-3M46KCVF.js";
import "./chunk-TKPLOTP3.js";
import "./chunk-OL7NALAH.js";
import "./chunk-TIZHRYDV.js";
import "./chunk-UMOXKYBB.js";
import "./chunk-WACP5SQQ.js";
import "./chunk-JIEKCCGC.js";
import "./chunk-AH4LYRT5.js";
import "./chunk-REB5GJEV.js";
import "./chunk-LXPLERR4.js";
import "./chunk-EJB7F6KW.js";
import "./chunk-K7HOL6M4.js";
import "./chunk-OWP5VNDM.js";
import "./chunk-M7LRCJSQ.js";
import "./chunk-WVQWLJL2.js";
import "./chunk-VKDY7EZR.js";
import "./chunk-7CRN7OVM.js";
import "./chunk-MP65CN5J.js";
import "./chunk-J6HVATKR.js";
import "./chunk-UUGZYN7K.js";
import "./chunk-CHC5JWQI.js";
import "./chunk-A3QO7WWT.js";
import "./chunk-DDN4XOX4.js";
import "./chunk-UNV4RUT5.js";
import "./chunk-XGJGI7HB.js";
import "./chunk-RQ7VYVNB.js";
import "./chunk-3BIITHQA.js";
export {
  GRADE_HELP,
  formatGradeReport,
  gradeAndReport,
  gradeCommand,
  judgeClient
};
