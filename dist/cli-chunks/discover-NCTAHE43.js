#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  CannotRunError,
  countFindings,
  loadRepo,
  sortFindings
} from "./chunk-AZ5VHL3O.js";
import "./chunk-KIY7GOCS.js";
import "./chunk-4UYQUYEA.js";
import "./chunk-JZGVFDSV.js";
import "./chunk-QCV2CL6V.js";
import "./chunk-XGJGI7HB.js";
import "./chunk-YCIGMNHQ.js";
import "./chunk-SIE5EXHI.js";
import "./chunk-Q6IQ37PO.js";
import "./chunk-RQ7VYVNB.js";
import "./chunk-MKAER5SC.js";
import "./chunk-3BIITHQA.js";
export {
  CannotRunError,
  countFindings,
  loadRepo,
  sortFindings
};
