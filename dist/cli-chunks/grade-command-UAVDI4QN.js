#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  GRADE_HELP,
  formatGradeReport,
  gradeAndReport,
  gradeCommand,
  judgeClient
} from "./chunk-PEUBXDTR.js";
import "./chunk-4FXGPOSK.js";
import "./chunk-45KVISDP.js";
import "./chunk-FYCAVYD2.js";
import "./chunk-LGUL4I2N.js";
import "./chunk-CINZ4Q36.js";
import "./chunk-WWWVBNMP.js";
import "./chunk-OL7NALAH.js";
import "./chunk-JIEKCCGC.js";
import "./chunk-GOLIPL6G.js";
import "./chunk-PYHB5UEJ.js";
import "./chunk-CKOT2UX7.js";
import "./chunk-EJB7F6KW.js";
import "./chunk-K7HOL6M4.js";
import "./chunk-OWP5VNDM.js";
import "./chunk-IWM334N2.js";
import "./chunk-ESTBESLO.js";
import "./chunk-WVQWLJL2.js";
import "./chunk-TSZND72Q.js";
import "./chunk-2DOSDAJI.js";
import "./chunk-7CRN7OVM.js";
import "./chunk-VJLLPZ7V.js";
import "./chunk-SIACC3PL.js";
import "./chunk-BIRINZXF.js";
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
