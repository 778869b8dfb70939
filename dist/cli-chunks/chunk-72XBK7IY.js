#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  latestByRun,
  openResultsLog
} from "./chunk-WWKFZUJB.js";

// src/plan/run-price.ts
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
async function typicalRunPrice(opts) {
  const show = opts.display ?? ((p) => p);
  if (opts.outDir) {
    try {
      const log = openResultsLog(opts.outDir);
      const costs = [];
      for (const r of latestByRun((await log.readAll()).records).values()) {
        if (r.status !== "completed" || r.simulated || typeof r.costUsd !== "number" || !Number.isFinite(r.costUsd)) continue;
        if (opts.model && r.model !== opts.model) continue;
        costs.push(r.costUsd);
      }
      if (costs.length > 0) {
        return { usd: costs.reduce((a, c) => a + c, 0) / costs.length, basis: `the mean of ${costs.length} earlier run${costs.length === 1 ? "" : "s"} in ${show(log.file)}` };
      }
    } catch {
    }
  }
  const dir = join(opts.root, "evals", "benchmarks");
  let names;
  try {
    names = (await readdir(dir)).filter((n) => n.endsWith(".json"));
  } catch {
    return null;
  }
  let best;
  for (const name of names) {
    let json;
    try {
      json = JSON.parse(await readFile(join(dir, name), "utf8"));
    } catch {
      continue;
    }
    if (typeof json !== "object" || json === null) continue;
    const o = json;
    const runs = o.totals?.runs;
    const cost = o.totals?.cost_usd;
    if (o.simulated === true || typeof runs !== "number" || !(runs > 0) || typeof cost !== "number" || !Number.isFinite(cost) || cost < 0) continue;
    const at = typeof o.generated_at === "string" ? o.generated_at : "";
    if (best && (at < best.at || at === best.at && name < best.name)) continue;
    best = { at, name, price: { usd: cost / runs, basis: `the last benchmark, ${show(join(dir, name))} ($${cost.toFixed(2)} for ${runs} runs)` } };
  }
  return best?.price ?? null;
}
var usd = (x) => x >= 100 ? `$${Math.round(x)}` : x >= 1 ? `$${x.toFixed(2)}` : `$${x.toFixed(3)}`;
function adaptiveCostText(runs, price, maxCostUsd) {
  const cap = maxCostUsd !== null ? `; max-cost-usd stops new runs at ${usd(maxCostUsd)}` : "";
  if (!price) return `not known before the first runs are priced (no earlier priced runs or benchmark summary to go by)${cap}`;
  return `about ${usd(runs.expected * price.usd)} expected, ${usd(runs.min * price.usd)}–${usd(runs.max * price.usd)} (at ${usd(price.usd)} a run: ${price.basis})${cap}`;
}

export {
  typicalRunPrice,
  adaptiveCostText
};
