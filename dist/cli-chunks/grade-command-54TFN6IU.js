#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  GRADE_HELP,
  formatGradeReport,
  gradeAndReport,
  gradeCommand,
  judgeClient
} from "./chunk-CKPJUQLY.js";
import "./chunk-USPZXKAL.js";
import "./chunk-3ANLPZIH.js";
import "./chunk-JWUJWZND.js";
import "./chunk-6RV2FGXF.js";
import "./chunk-OL7NALAH.js";
import "./chunk-NJ4ORY4A.js";
import "./chunk-ATCICEUN.js";
import "./chunk-TJZHJT5O.js";
import "./chunk-JIEKCCGC.js";
import "./chunk-X7NZUZVV.js";
import "./chunk-AAZXKL4A.js";
import "./chunk-J6HVATKR.js";
import "./chunk-EJB7F6KW.js";
import "./chunk-K7HOL6M4.js";
import "./chunk-OWP5VNDM.js";
import "./chunk-VJOD4UN6.js";
import "./chunk-UUGZYN7K.js";
import "./chunk-MHOJ6N6L.js";
import "./chunk-AWLNCTNF.js";
import "./chunk-KBAMDKVP.js";
import "./chunk-QPBIEP6R.js";
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
