import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  planInputs,
  planStep
} from "./chunk-PK4DYJ36.js";
import "./chunk-LUXLIDJS.js";
import "./chunk-E2WV2JAP.js";
import "./chunk-RBREWKW5.js";
import "./chunk-U7JBELK6.js";
import "./chunk-PRHAAS3A.js";
import "./chunk-3Y4PVOPA.js";
export {
  planInputs,
  planStep
};
