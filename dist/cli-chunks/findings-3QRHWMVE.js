#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  formatFindingsJson,
  formatFindingsText,
  oneLine
} from "./chunk-FBGQ5KY5.js";
import "./chunk-AH4LYRT5.js";
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
  formatFindingsJson,
  formatFindingsText,
  oneLine
};
