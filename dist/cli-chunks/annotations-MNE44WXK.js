#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  MAX_ANNOTATIONS_PER_LEVEL,
  annotateFindings,
  redactingAnnotator
} from "./chunk-I2XLJBSQ.js";
import "./chunk-RBFYNIKW.js";
import "./chunk-6TRN7KLK.js";
import "./chunk-KZHSWZYF.js";
import "./chunk-EAEPLF5U.js";
import "./chunk-VJLLPZ7V.js";
import "./chunk-SIACC3PL.js";
import "./chunk-BIRINZXF.js";
import "./chunk-QBX2LDE4.js";
import "./chunk-DDN4XOX4.js";
import "./chunk-R47WIQVW.js";
import "./chunk-XGJGI7HB.js";
import "./chunk-7S76ULUF.js";
import "./chunk-3BIITHQA.js";
export {
  MAX_ANNOTATIONS_PER_LEVEL,
  annotateFindings,
  redactingAnnotator
};
