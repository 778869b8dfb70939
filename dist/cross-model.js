import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  runStep
} from "./chunks/chunk-D2S7FZUC.js";
import "./chunks/chunk-U7JBELK6.js";
import "./chunks/chunk-PRHAAS3A.js";
import "./chunks/chunk-3Y4PVOPA.js";

// src/action/entries/cross-model.ts
await runStep("cross-model");
