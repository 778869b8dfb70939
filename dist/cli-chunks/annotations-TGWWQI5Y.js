#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  MAX_ANNOTATIONS_PER_LEVEL,
  annotateFindings,
  redactingAnnotator
} from "./chunk-EEGTT7YH.js";
import "./chunk-IXJHRTVA.js";
import "./chunk-E2U4LIQQ.js";
import "./chunk-Q7BWLPWT.js";
import "./chunk-ZMUJJBL4.js";
import "./chunk-JZGVFDSV.js";
import "./chunk-QCV2CL6V.js";
import "./chunk-XGJGI7HB.js";
import "./chunk-3XSHEE4Z.js";
import "./chunk-SIE5EXHI.js";
import "./chunk-Q6IQ37PO.js";
import "./chunk-RQ7VYVNB.js";
import "./chunk-MKAER5SC.js";
import "./chunk-3BIITHQA.js";
export {
  MAX_ANNOTATIONS_PER_LEVEL,
  annotateFindings,
  redactingAnnotator
};
