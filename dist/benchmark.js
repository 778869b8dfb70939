import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  runStep
} from "./chunks/chunk-2UR2PAAW.js";
import "./chunks/chunk-X2NF7OIW.js";
import "./chunks/chunk-SPYMSCJW.js";
import "./chunks/chunk-EX5HDNY5.js";
import "./chunks/chunk-3Y4PVOPA.js";

// src/action/entries/benchmark.ts
await runStep("benchmark");
