import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  planInputs,
  planStep
} from "./chunk-UCOVAL5N.js";
import "./chunk-C2PO5IRX.js";
import "./chunk-URU3AJQD.js";
import "./chunk-YHUD5ISL.js";
import "./chunk-DM3JL3HT.js";
import "./chunk-NNLEXGAC.js";
import "./chunk-HV5VKXQN.js";
import "./chunk-SQE3V3SJ.js";
import "./chunk-S2EX5QQH.js";
import "./chunk-EX5HDNY5.js";
import "./chunk-3Y4PVOPA.js";
export {
  planInputs,
  planStep
};
