#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  GRADE_HELP,
  formatGradeReport,
  gradeAndReport,
  gradeCommand,
  judgeClient
} from "./chunk-X5LM5KY3.js";
import "./chunk-3DL4WAF3.js";
import "./chunk-3Y6WAS32.js";
import "./chunk-OEGGYYF2.js";
import "./chunk-DQY5VSBQ.js";
import "./chunk-WJ6O4GHZ.js";
import "./chunk-WWWVBNMP.js";
import "./chunk-VIK57J6F.js";
import "./chunk-U22737MJ.js";
import "./chunk-YONUU663.js";
import "./chunk-LCVBUZQF.js";
import "./chunk-7KNLEMHM.js";
import "./chunk-EJB7F6KW.js";
import "./chunk-LA76TQGP.js";
import "./chunk-OWP5VNDM.js";
import "./chunk-PYNEGFPH.js";
import "./chunk-OEVTBKPE.js";
import "./chunk-FBRAF6ZA.js";
import "./chunk-GATMSUM5.js";
import "./chunk-UYPY62SH.js";
import "./chunk-7CRN7OVM.js";
import "./chunk-IEJHEXUF.js";
import "./chunk-3XSHEE4Z.js";
import "./chunk-BIRINZXF.js";
import "./chunk-LUDV5MAU.js";
import "./chunk-IEG4M77M.js";
import "./chunk-JH46SIVH.js";
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
