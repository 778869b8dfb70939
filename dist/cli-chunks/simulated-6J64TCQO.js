#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  createSimulatedBatchFetch
} from "./chunk-RHSBFS5S.js";
import "./chunk-3BIITHQA.js";
export {
  createSimulatedBatchFetch
};
