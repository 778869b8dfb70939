#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  CannotRunError,
  countFindings,
  loadRepo,
  sortFindings
} from "./chunk-FRHOL7R3.js";
import "./chunk-VWTMPIKM.js";
import "./chunk-MI5XTLAQ.js";
import "./chunk-CVJFNWZA.js";
import "./chunk-OPXKIWTS.js";
import "./chunk-XGJGI7HB.js";
import "./chunk-YCIGMNHQ.js";
import "./chunk-SIE5EXHI.js";
import "./chunk-Q6IQ37PO.js";
import "./chunk-OMQOPVYZ.js";
import "./chunk-MKAER5SC.js";
import "./chunk-3BIITHQA.js";
export {
  CannotRunError,
  countFindings,
  loadRepo,
  sortFindings
};
