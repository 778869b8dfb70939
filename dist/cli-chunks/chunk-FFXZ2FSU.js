#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);

// src/text/object.ts
var isObject = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
var str = (v, fallback = "") => typeof v === "string" ? v : typeof v === "number" || typeof v === "boolean" ? String(v) : fallback;
var num = (v) => typeof v === "number" && Number.isFinite(v) ? v : null;
var arr = (v) => Array.isArray(v) ? v : [];

export {
  isObject,
  str,
  num,
  arr
};
