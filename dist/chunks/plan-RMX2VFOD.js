import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  planInputs,
  planStep
} from "./chunk-NN36APCU.js";
import "./chunk-6Q2L3WSQ.js";
import "./chunk-URU3AJQD.js";
import "./chunk-CLY7N5NG.js";
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
