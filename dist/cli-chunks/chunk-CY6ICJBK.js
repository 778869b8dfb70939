#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);

// src/redact/index.ts
var MIN_SECRET_LENGTH = 8;
var MIN_FRAGMENT_LENGTH = 8;
var REDACTED = "***";
var DEFAULT_SECRET_VARIABLES = [
  "ANTHROPIC_API_KEY",
  "ANTHROPIC_AUTH_TOKEN",
  "GITHUB_TOKEN",
  "GH_TOKEN",
  "INPUT_GITHUB-TOKEN",
  "INPUT_GITHUB_TOKEN",
  "INPUT_ANTHROPIC-API-KEY",
  "INPUT_ANTHROPIC_API_KEY",
  "ACTIONS_RUNTIME_TOKEN",
  "ACTIONS_ID_TOKEN_REQUEST_TOKEN",
  // Issue 33 row C: the response cache's MAC key of a trusted cache scope.
  "SKILL_EVALS_CACHE_KEY"
];
var registry = { values: /* @__PURE__ */ new Set(), patterns: [], bytePatterns: [], re: null, byteRe: null, listeners: [] };
function escapeRe(s) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
function base64Fragments(bytes) {
  const out = [];
  for (let k = 0; k < 3; k++) {
    const enc = Buffer.concat([Buffer.alloc(k), bytes]).toString("base64");
    const n = k + bytes.length;
    const start = k === 0 ? 0 : k === 1 ? 2 : 3;
    const end = Math.floor(n / 3) * 4;
    if (end > start) out.push(enc.slice(start, end));
  }
  return out;
}
function secretForms(value) {
  const forms = /* @__PURE__ */ new Set([value]);
  const json1 = JSON.stringify(value).slice(1, -1);
  const json1u = json1.replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
  for (const j of [json1, json1u]) {
    forms.add(j);
    forms.add(JSON.stringify(j).slice(1, -1));
  }
  const url = encodeURIComponent(value);
  forms.add(url);
  forms.add(url.replace(/%20/g, "+"));
  forms.add(url.replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase()));
  const bytes = Buffer.from(value, "utf8");
  const b64 = bytes.toString("base64");
  forms.add(b64);
  forms.add(b64.replace(/=+$/, ""));
  for (const f of base64Fragments(bytes)) {
    forms.add(f);
    forms.add(f.replace(/\+/g, "-").replace(/\//g, "_"));
  }
  forms.add(bytes.toString("base64url"));
  return [...forms].filter((f) => f.length >= MIN_FRAGMENT_LENGTH);
}
function rebuild() {
  const all = /* @__PURE__ */ new Set();
  for (const v of registry.values) for (const f of secretForms(v)) all.add(f);
  registry.patterns = [...all].sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
  registry.bytePatterns = registry.patterns.map((p) => Buffer.from(p, "utf8").toString("latin1"));
  registry.re = registry.patterns.length ? new RegExp(registry.patterns.map(escapeRe).join("|"), "g") : null;
  registry.byteRe = registry.bytePatterns.length ? new RegExp(registry.bytePatterns.map(escapeRe).join("|"), "g") : null;
}
function registerSecret(value) {
  if (typeof value !== "string") return false;
  const v = value.trim();
  if (v.length < MIN_SECRET_LENGTH) return false;
  if (registry.values.has(v)) return true;
  registry.values.add(v);
  const before = new Set(registry.patterns);
  rebuild();
  for (const p of registry.patterns) if (!before.has(p)) for (const l of registry.listeners) l(p);
  return true;
}
function registerSecretsFromEnv(env, names = []) {
  const registered = [];
  for (const name of /* @__PURE__ */ new Set([...DEFAULT_SECRET_VARIABLES, ...names])) {
    if (registerSecret(env[name])) registered.push(name);
  }
  return registered;
}
var sourceEnv;
function initSecrets(env) {
  sourceEnv = env;
  return registerSecretsFromEnv(env);
}
function registerSecretNames(names) {
  if (!names?.length) return [];
  const env = sourceEnv ?? process.env;
  return names.filter((n) => registerSecret(env[n]));
}
function secretValues() {
  return [...registry.values];
}
function secretCount() {
  return registry.values.size;
}
function redact(text) {
  if (!registry.re || text.length < MIN_FRAGMENT_LENGTH) return text;
  registry.re.lastIndex = 0;
  return text.replace(registry.re, REDACTED);
}
function redactBytes(buf) {
  const b = Buffer.isBuffer(buf) ? buf : Buffer.from(buf.buffer, buf.byteOffset, buf.byteLength);
  if (!registry.byteRe || b.length < MIN_FRAGMENT_LENGTH) return b;
  const s = b.toString("latin1");
  registry.byteRe.lastIndex = 0;
  if (!registry.byteRe.test(s)) return b;
  registry.byteRe.lastIndex = 0;
  return Buffer.from(s.replace(registry.byteRe, REDACTED), "latin1");
}
function redactData(data) {
  return typeof data === "string" ? redact(data) : redactBytes(data);
}
function redactDeep(value) {
  if (!registry.re) return value;
  const walk = (v) => {
    if (typeof v === "string") return redact(v);
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === "object" && Object.getPrototypeOf(v) === Object.prototype) {
      const out = {};
      for (const [k, x] of Object.entries(v)) out[redact(k)] = walk(x);
      return out;
    }
    return v;
  };
  return walk(value);
}
var streamsWrapped = false;
function redactProcessOutput() {
  if (streamsWrapped) return;
  streamsWrapped = true;
  for (const stream of [process.stdout, process.stderr]) {
    const original = stream.write.bind(stream);
    stream.write = (chunk, ...rest) => {
      if (typeof chunk === "string") return original(chunk.startsWith("::add-mask::") ? chunk : redact(chunk), ...rest);
      if (chunk instanceof Uint8Array) return original(redactBytes(chunk), ...rest);
      return original(chunk, ...rest);
    };
  }
}

export {
  registerSecret,
  initSecrets,
  registerSecretNames,
  secretValues,
  secretCount,
  redact,
  redactBytes,
  redactData,
  redactDeep,
  redactProcessOutput
};
