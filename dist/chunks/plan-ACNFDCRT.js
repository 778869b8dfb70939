import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  planInputs,
  planStep
} from "./chunk-UMF2GJ3F.js";
import "./chunk-IBHXUCB2.js";
import "./chunk-RZZ73GFY.js";
import "./chunk-DM3JL3HT.js";
import "./chunk-U7JBELK6.js";
import "./chunk-PRHAAS3A.js";
import "./chunk-3Y4PVOPA.js";
export {
  planInputs,
  planStep
};
