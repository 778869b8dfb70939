#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  GRADE_HELP,
  formatGradeReport,
  gradeAndReport,
  gradeCommand,
  judgeClient
} from "./chunk-NDEO27DF.js";
import "./chunk-FE5ISNME.js";
import "./chunk-W23WR2CB.js";
import "./chunk-CF4E5P6L.js";
import "./chunk-47KZTQZH.js";
import "./chunk-SCJRR362.js";
import "./chunk-WWWVBNMP.js";
import "./chunk-VIK57J6F.js";
import "./chunk-U22737MJ.js";
import "./chunk-TMP77F6K.js";
import "./chunk-MLIVP7DO.js";
import "./chunk-3J6NTPAM.js";
import "./chunk-EJB7F6KW.js";
import "./chunk-LA76TQGP.js";
import "./chunk-OWP5VNDM.js";
import "./chunk-5LR2Y5AK.js";
import "./chunk-MUDMAMZ2.js";
import "./chunk-FBRAF6ZA.js";
import "./chunk-BMYGYU3O.js";
import "./chunk-R4RDDVBC.js";
import "./chunk-7CRN7OVM.js";
import "./chunk-IEJHEXUF.js";
import "./chunk-3XSHEE4Z.js";
import "./chunk-BIRINZXF.js";
import "./chunk-LUDV5MAU.js";
import "./chunk-XAUOOW63.js";
import "./chunk-Q6IQ37PO.js";
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
