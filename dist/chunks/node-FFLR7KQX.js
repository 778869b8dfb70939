import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  child_process,
  crypto,
  fs,
  os,
  path,
  stream,
  util
} from "./chunk-I52TSHHL.js";
import "./chunk-3Y4PVOPA.js";
export {
  child_process,
  crypto,
  fs,
  os,
  path,
  stream,
  util
};
