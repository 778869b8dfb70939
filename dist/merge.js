import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  runStep
} from "./chunks/chunk-6GCOWOWR.js";
import "./chunks/chunk-7D7SRAZ3.js";
import "./chunks/chunk-PRHAAS3A.js";
import "./chunks/chunk-3Y4PVOPA.js";

// src/action/entries/merge.ts
await runStep("merge");
