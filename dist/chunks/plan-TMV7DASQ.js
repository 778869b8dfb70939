import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  planInputs,
  planStep
} from "./chunk-CLXFP7Q3.js";
import "./chunk-OZYQFTB3.js";
import "./chunk-45D7MGVJ.js";
import "./chunk-RBREWKW5.js";
import "./chunk-7D7SRAZ3.js";
import "./chunk-PRHAAS3A.js";
import "./chunk-3Y4PVOPA.js";
export {
  planInputs,
  planStep
};
