import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  runStep
} from "./chunks/chunk-4WJ6YAAX.js";
import "./chunks/chunk-B4KATIVH.js";
import "./chunks/chunk-PRHAAS3A.js";
import "./chunks/chunk-3Y4PVOPA.js";

// src/action/entries/plan.ts
await runStep("plan");
