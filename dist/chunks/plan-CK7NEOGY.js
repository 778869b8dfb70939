import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  planInputs,
  planStep
} from "./chunk-5UBKR2WS.js";
import "./chunk-A5FBC4AH.js";
import "./chunk-45D7MGVJ.js";
import "./chunk-RBREWKW5.js";
import "./chunk-B4KATIVH.js";
import "./chunk-PRHAAS3A.js";
import "./chunk-3Y4PVOPA.js";
export {
  planInputs,
  planStep
};
