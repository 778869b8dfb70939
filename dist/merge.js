import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  runStep
} from "./chunks/chunk-LKPVS4UD.js";
import "./chunks/chunk-PCBTQX6D.js";
import "./chunks/chunk-SPYMSCJW.js";
import "./chunks/chunk-EX5HDNY5.js";
import "./chunks/chunk-QJDU5QHT.js";
import "./chunks/chunk-3Y4PVOPA.js";

// src/action/entries/merge.ts
await runStep("merge");
