#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);

// src/text/object.ts
var isObject = (v) => v !== null && typeof v === "object" && !Array.isArray(v);

export {
  isObject
};
