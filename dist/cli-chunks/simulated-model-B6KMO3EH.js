#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  createSimulatedFetch,
  simulatedFetch
} from "./chunk-JWUJWZND.js";
import "./chunk-QPBIEP6R.js";
import "./chunk-3BIITHQA.js";
export {
  createSimulatedFetch,
  simulatedFetch
};
