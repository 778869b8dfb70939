import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  planInputs,
  planStep
} from "./chunk-42FVF6EZ.js";
import "./chunk-6ANUIFDA.js";
import "./chunk-HVW2RDGG.js";
import "./chunk-DM3JL3HT.js";
import "./chunk-U7JBELK6.js";
import "./chunk-PRHAAS3A.js";
import "./chunk-3Y4PVOPA.js";
export {
  planInputs,
  planStep
};
