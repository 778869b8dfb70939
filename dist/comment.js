import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  runStep
} from "./chunks/chunk-OBGA76SZ.js";
import "./chunks/chunk-NNLEXGAC.js";
import "./chunks/chunk-HV5VKXQN.js";
import "./chunks/chunk-SQE3V3SJ.js";
import "./chunks/chunk-S2EX5QQH.js";
import "./chunks/chunk-EX5HDNY5.js";
import "./chunks/chunk-3Y4PVOPA.js";

// src/action/entries/comment.ts
await runStep("comment");
