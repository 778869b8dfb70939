import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  planInputs,
  planStep
} from "./chunk-VXQJGS7F.js";
import "./chunk-TRRHY5P7.js";
import "./chunk-MNKZMVB6.js";
import "./chunk-NBA36S6T.js";
import "./chunk-DM3JL3HT.js";
import "./chunk-X2NF7OIW.js";
import "./chunk-SPYMSCJW.js";
import "./chunk-EX5HDNY5.js";
import "./chunk-3Y4PVOPA.js";
export {
  planInputs,
  planStep
};
