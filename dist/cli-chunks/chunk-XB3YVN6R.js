#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);

// src/text/rates.ts
function wholePercent(rate) {
  return Math.floor(rate * 100 + 1e-9);
}
function pctFloor(rate) {
  return `${wholePercent(rate)}%`;
}
function percent(rate) {
  return rate === null || rate === void 0 || !Number.isFinite(rate) ? "–" : pctFloor(rate);
}
function pointsBetween(head, base) {
  return wholePercent(head) - wholePercent(base);
}
function comparisonPoints(c) {
  return typeof c.head_rate === "number" && typeof c.base_rate === "number" ? pointsBetween(c.head_rate, c.base_rate) : Math.round(c.delta * 100);
}
var HEADLINE_RATE_NOTE = "Pass rates are runs fully passed: the share of graded runs whose every assertion passed, in whole percent rounded down.";

export {
  wholePercent,
  pctFloor,
  percent,
  pointsBetween,
  comparisonPoints,
  HEADLINE_RATE_NOTE
};
