#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  CannotRunError,
  countFindings,
  loadRepo,
  sortFindings
} from "./chunk-KOE7VNQF.js";
import "./chunk-YYI722IH.js";
import "./chunk-BZDP5PIQ.js";
import "./chunk-GPUMWVPK.js";
import "./chunk-VZD5LVR4.js";
import "./chunk-XGJGI7HB.js";
import "./chunk-3XSHEE4Z.js";
import "./chunk-SIE5EXHI.js";
import "./chunk-Q6IQ37PO.js";
import "./chunk-7S76ULUF.js";
import "./chunk-MKAER5SC.js";
import "./chunk-3BIITHQA.js";
export {
  CannotRunError,
  countFindings,
  loadRepo,
  sortFindings
};
