import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  planInputs,
  planStep
} from "./chunk-4FAX6VSB.js";
import "./chunk-VX3VXJF7.js";
import "./chunk-MZ3EJCH5.js";
import "./chunk-RBREWKW5.js";
import "./chunk-VCQ46EGJ.js";
import "./chunk-PRHAAS3A.js";
import "./chunk-3Y4PVOPA.js";
export {
  planInputs,
  planStep
};
