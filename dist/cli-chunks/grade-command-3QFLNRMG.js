#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  GRADE_HELP,
  formatGradeReport,
  gradeAndReport,
  gradeCommand,
  judgeClient
} from "./chunk-4MU64Q62.js";
import "./chunk-6UURMZ25.js";
import "./chunk-4LW5UD6Y.js";
import "./chunk-FYCAVYD2.js";
import "./chunk-LGUL4I2N.js";
import "./chunk-5SKXUW2R.js";
import "./chunk-USPZXKAL.js";
import "./chunk-OL7NALAH.js";
import "./chunk-JIEKCCGC.js";
import "./chunk-HU4X2Z2C.js";
import "./chunk-A5UWCWAA.js";
import "./chunk-5AW2ANXX.js";
import "./chunk-EJB7F6KW.js";
import "./chunk-K7HOL6M4.js";
import "./chunk-OWP5VNDM.js";
import "./chunk-TQ4TP5FE.js";
import "./chunk-ZIY62WPB.js";
import "./chunk-WVQWLJL2.js";
import "./chunk-TSZND72Q.js";
import "./chunk-2DOSDAJI.js";
import "./chunk-7CRN7OVM.js";
import "./chunk-VJLLPZ7V.js";
import "./chunk-H4URHFER.js";
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
