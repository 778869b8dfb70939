#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  formatFindingsJson,
  formatFindingsText,
  oneLine
} from "./chunk-Q7QJ2KQK.js";
import "./chunk-TTHMCBMT.js";
import "./chunk-VJXR7QZU.js";
import "./chunk-6JE5B7WS.js";
import "./chunk-JBNSRD3T.js";
import "./chunk-IEJHEXUF.js";
import "./chunk-XGJGI7HB.js";
import "./chunk-3XSHEE4Z.js";
import "./chunk-SIE5EXHI.js";
import "./chunk-Q6IQ37PO.js";
import "./chunk-7S76ULUF.js";
import "./chunk-MKAER5SC.js";
import "./chunk-3BIITHQA.js";
export {
  formatFindingsJson,
  formatFindingsText,
  oneLine
};
