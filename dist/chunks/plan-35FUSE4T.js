import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  planInputs,
  planStep
} from "./chunk-VEEMX6U4.js";
import "./chunk-S6QVKVS3.js";
import "./chunk-HVW2RDGG.js";
import "./chunk-SOFODKJT.js";
import "./chunk-5GXQQCZW.js";
import "./chunk-DM3JL3HT.js";
import "./chunk-PCBTQX6D.js";
import "./chunk-SPYMSCJW.js";
import "./chunk-EX5HDNY5.js";
import "./chunk-QJDU5QHT.js";
import "./chunk-3Y4PVOPA.js";
export {
  planInputs,
  planStep
};
