#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  GRADE_HELP,
  formatGradeReport,
  gradeAndReport,
  gradeCommand,
  judgeClient
} from "./chunk-4MEAC44I.js";
import "./chunk-XQ5PUSKI.js";
import "./chunk-WSSEG45X.js";
import "./chunk-LX7RIFPW.js";
import "./chunk-PCEMF4C3.js";
import "./chunk-VYQVC4SZ.js";
import "./chunk-WWWVBNMP.js";
import "./chunk-V4F5J7EQ.js";
import "./chunk-YE75YAGI.js";
import "./chunk-B3SZQVH3.js";
import "./chunk-S73YDZNC.js";
import "./chunk-QPS3KPR5.js";
import "./chunk-UOBN67YZ.js";
import "./chunk-EJB7F6KW.js";
import "./chunk-LA76TQGP.js";
import "./chunk-ZDJHCWVJ.js";
import "./chunk-FBRAF6ZA.js";
import "./chunk-HIJ55NCI.js";
import "./chunk-QCV2CL6V.js";
import "./chunk-XGJGI7HB.js";
import "./chunk-P4LM3SS4.js";
import "./chunk-KDPNMJMG.js";
import "./chunk-3462MV6V.js";
import "./chunk-YLSHF7AP.js";
import "./chunk-7CRN7OVM.js";
import "./chunk-YCIGMNHQ.js";
import "./chunk-XOYDF6WB.js";
import "./chunk-SIE5EXHI.js";
import "./chunk-LUDV5MAU.js";
import "./chunk-VEAQQEXW.js";
import "./chunk-Q6IQ37PO.js";
import "./chunk-RQ7VYVNB.js";
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
