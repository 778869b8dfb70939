#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  Budget
} from "./chunk-LUDV5MAU.js";

// src/cli/args.ts
import { parseArgs } from "node:util";
var UsageError = class extends Error {
};
function parse(argv, options, positionals = "none") {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options, allowPositionals: true, strict: true, tokens: true });
  } catch (err) {
    throw new UsageError(err.message);
  }
  const given = parsed.positionals;
  if (positionals === "none" && given.length > 0) {
    throw new UsageError(`unexpected argument${given.length === 1 ? "" : "s"} ${given.map((a) => `'${a}'`).join(" ")}; this command takes options only (see --help)`);
  }
  if (positionals === "repo" && given.length > 0) {
    if (given.length > 1) throw new UsageError(`expected at most one repository path (got ${given.map((a) => `'${a}'`).join(" ")})`);
    const rootFlag = parsed.tokens.some((t) => t.kind === "option" && t.name === "root");
    if (rootFlag) throw new UsageError(`the repository was given twice ('${given[0]}' and --root); give one of them`);
    parsed.values["root"] = given[0];
  }
  return { values: parsed.values, positionals: given };
}
function oneOf(value, allowed, flag, fallback) {
  if (value === void 0) return fallback;
  if (allowed.includes(value)) return value;
  throw new UsageError(`${flag} must be one of ${allowed.join(", ")} (got '${value}')`);
}
function positiveInt(value, flag) {
  if (value === void 0) return void 0;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new UsageError(`${flag} must be a positive integer (got '${value}')`);
  return n;
}
function budgetFromFlags(values) {
  const cost = values["max-cost-usd"];
  let maxCostUsd = null;
  if (cost !== void 0) {
    maxCostUsd = Number(cost);
    if (cost.trim() === "" || !Number.isFinite(maxCostUsd) || maxCostUsd < 0) throw new UsageError(`--max-cost-usd must be a number >= 0 (got '${cost}')`);
  }
  const maxRuns = positiveInt(values["max-runs"], "--max-runs") ?? null;
  return maxCostUsd === null && maxRuns === null ? void 0 : new Budget({ maxCostUsd, maxRuns });
}

export {
  UsageError,
  parse,
  oneOf,
  positiveInt,
  budgetFromFlags
};
