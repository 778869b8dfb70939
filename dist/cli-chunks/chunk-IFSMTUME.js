#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);

// src/plan/shards.ts
import { createHash } from "node:crypto";
var MAX_MATRIX_JOBS = 256;
function parseShard(s) {
  const v = (s ?? "").trim();
  if (v === "") return { index: 1, total: 1 };
  const m = /^(\d{1,3})\s*\/\s*(\d{1,3})$/.exec(v);
  if (!m) throw new Error(`Invalid shard '${v.slice(0, 20)}': expected i/n, e.g. 2/4.`);
  const index = Number(m[1]);
  const total = Number(m[2]);
  if (total < 1 || total > MAX_MATRIX_JOBS) throw new Error(`Invalid shard '${v}': n must be between 1 and ${MAX_MATRIX_JOBS}.`);
  if (index < 1 || index > total) throw new Error(`Invalid shard '${v}': i must be between 1 and ${total}.`);
  return { index, total };
}
function stableHash(key) {
  return parseInt(createHash("sha256").update(key).digest("hex").slice(0, 12), 16);
}
function assignShards(weights, total) {
  if (!Number.isInteger(total) || total < 1) throw new Error(`Invalid shard count ${total}.`);
  const groups = [...weights].map(([key, w]) => ({ key, w, h: stableHash(key) }));
  groups.sort(
    (a, b) => b.w - a.w || a.h - b.h || // Stryker disable next-line ConditionalExpression,EqualityOperator,UnaryOperator: reached only when two keys' 48-bit hashes are equal, which no test can construct
    (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)
  );
  const load = new Array(total).fill(0);
  const out = /* @__PURE__ */ new Map();
  for (const g of groups) {
    const best = load.indexOf(Math.min(...load));
    load[best] += g.w;
    out.set(g.key, best + 1);
  }
  return out;
}
function shardOf(items, index, total, keyOf = (x) => String(x), weightOf = () => 1) {
  if (!Number.isInteger(index) || index < 1 || index > total) throw new Error(`Invalid shard ${index}/${total}.`);
  const weights = /* @__PURE__ */ new Map();
  for (const it of items) {
    const k = keyOf(it);
    weights.set(k, (weights.get(k) ?? 0) + Math.max(0, weightOf(it)));
  }
  const assigned = assignShards(weights, total);
  return items.filter((it) => assigned.get(keyOf(it)) === index);
}
function evalKey(r) {
  return `${r.skill}/${String(r.evalId)}`;
}
function shardRuns(runs, shard) {
  return shardOf(runs, shard.index, shard.total, evalKey);
}
function shardMatrix(requested, groups) {
  const n = Math.max(1, Math.min(Math.floor(requested) || 1, Math.max(1, groups), MAX_MATRIX_JOBS));
  return { shard: Array.from({ length: n }, (_, i) => `${i + 1}/${n}`) };
}

export {
  parseShard,
  evalKey,
  shardRuns,
  shardMatrix
};
