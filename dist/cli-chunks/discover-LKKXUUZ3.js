#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  CannotRunError,
  countFindings,
  loadRepo,
  sortFindings
} from "./chunk-AH4LYRT5.js";
import "./chunk-REB5GJEV.js";
import "./chunk-LXPLERR4.js";
import "./chunk-UUGZYN7K.js";
import "./chunk-CHC5JWQI.js";
import "./chunk-A3QO7WWT.js";
import "./chunk-DDN4XOX4.js";
import "./chunk-UNV4RUT5.js";
import "./chunk-XGJGI7HB.js";
import "./chunk-RQ7VYVNB.js";
import "./chunk-3BIITHQA.js";
export {
  CannotRunError,
  countFindings,
  loadRepo,
  sortFindings
};
