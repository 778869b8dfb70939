#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  child_process,
  crypto,
  fs,
  os,
  path,
  stream,
  util
} from "./chunk-3H3YTOCL.js";
import "./chunk-3BIITHQA.js";
export {
  child_process,
  crypto,
  fs,
  os,
  path,
  stream,
  util
};
