#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  CannotRunError,
  countFindings,
  loadRepo,
  sortFindings
} from "./chunk-TMP77F6K.js";
import "./chunk-MLIVP7DO.js";
import "./chunk-3J6NTPAM.js";
import "./chunk-IEJHEXUF.js";
import "./chunk-3XSHEE4Z.js";
import "./chunk-BIRINZXF.js";
import "./chunk-Q6IQ37PO.js";
import "./chunk-DDN4XOX4.js";
import "./chunk-JBNSRD3T.js";
import "./chunk-XGJGI7HB.js";
import "./chunk-7S76ULUF.js";
import "./chunk-3BIITHQA.js";
export {
  CannotRunError,
  countFindings,
  loadRepo,
  sortFindings
};
