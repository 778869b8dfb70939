#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);

// src/run/worker-entry.ts
import { createRequire } from "node:module";
var registered;
function setRunWorkerEntry(url) {
  registered = url;
}
function runWorkerEntry() {
  if (registered) return { url: registered };
  const here = import.meta.url;
  if (!here.endsWith(".ts")) return void 0;
  try {
    createRequire(here).resolve("tsx/esm/api");
  } catch {
    return void 0;
  }
  return { url: new URL("./run-worker-source.mjs", here) };
}

export {
  setRunWorkerEntry,
  runWorkerEntry
};
