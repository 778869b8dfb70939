#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  GRADE_HELP,
  formatGradeReport,
  gradeAndReport,
  gradeCommand,
  judgeClient
} from "./chunk-RNTB6JU7.js";
import "./chunk-WI2IHPAS.js";
import "./chunk-LQ63IH6Q.js";
import "./chunk-BVMLNNAL.js";
import "./chunk-L4IFAFQV.js";
import "./chunk-D2ERLWRT.js";
import "./chunk-USPZXKAL.js";
import "./chunk-OL7NALAH.js";
import "./chunk-JIEKCCGC.js";
import "./chunk-S2FYEC7T.js";
import "./chunk-VTUTFHJ7.js";
import "./chunk-4QJGRYW7.js";
import "./chunk-EJB7F6KW.js";
import "./chunk-K7HOL6M4.js";
import "./chunk-OWP5VNDM.js";
import "./chunk-AKJ6YSAF.js";
import "./chunk-IGRHDRA3.js";
import "./chunk-WVQWLJL2.js";
import "./chunk-3VCNJIXQ.js";
import "./chunk-2DOSDAJI.js";
import "./chunk-7CRN7OVM.js";
import "./chunk-VJLLPZ7V.js";
import "./chunk-CHC5JWQI.js";
import "./chunk-A3QO7WWT.js";
import "./chunk-WU4WMIXR.js";
import "./chunk-E3XTZO3T.js";
import "./chunk-DDN4XOX4.js";
import "./chunk-XBMX5CSU.js";
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
