import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  child_process,
  crypto,
  fs,
  os,
  path,
  stream,
  util
} from "./chunk-O3AWO4SB.js";
import "./chunk-3BDK6TA2.js";
export {
  child_process,
  crypto,
  fs,
  os,
  path,
  stream,
  util
};
