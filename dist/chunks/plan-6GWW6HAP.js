import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  planInputs,
  planStep
} from "./chunk-IIK4SEXJ.js";
import "./chunk-JGT2UT7B.js";
import "./chunk-HVW2RDGG.js";
import "./chunk-SOFODKJT.js";
import "./chunk-DM3JL3HT.js";
import "./chunk-X2NF7OIW.js";
import "./chunk-SPYMSCJW.js";
import "./chunk-EX5HDNY5.js";
import "./chunk-3Y4PVOPA.js";
export {
  planInputs,
  planStep
};
