import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  planInputs,
  planStep
} from "./chunk-WSZ7S7E5.js";
import "./chunk-5F6GPOJ4.js";
import "./chunk-7ZSLZY3A.js";
import "./chunk-RBREWKW5.js";
import "./chunk-VCQ46EGJ.js";
import "./chunk-PRHAAS3A.js";
import "./chunk-3Y4PVOPA.js";
export {
  planInputs,
  planStep
};
