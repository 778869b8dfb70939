#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  parseJsonWithPositions,
  tierOf
} from "./chunk-UFG4ZXKB.js";
import {
  compileSafeRegex,
  nestedQuantifier,
  outputGlobToRegExp,
  safeFlagsProblem,
  safeRegexProblem,
  truncateEnd,
  truncateMiddle
} from "./chunk-YT2GUATG.js";
import {
  editDistance,
  readFile,
  require_dist
} from "./chunk-GUAVVKPA.js";
import {
  childProcess,
  containCommand,
  killContained
} from "./chunk-FAUTHJTF.js";
import {
  leavesFolder
} from "./chunk-NUNZPVBM.js";
import {
  redact
} from "./chunk-CY6ICJBK.js";
import {
  isObject
} from "./chunk-FFXZ2FSU.js";
import {
  __toESM
} from "./chunk-3BIITHQA.js";

// src/checks/check-schema.ts
import path from "node:path";

// src/checks/json-schema-engines.ts
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
var loaded;
function side() {
  if (loaded) return loaded;
  const here = dirname(fileURLToPath(import.meta.url));
  const dist = /[\\/](?:cli-)?chunks$/.test(here) ? dirname(here) : here;
  return loaded = createRequire(import.meta.url)(join(dist, "side", "json-schema-engines.cjs"));
}
function jsonSchemaEngines() {
  return side().jsonSchemaEngines();
}

// src/checks/check-schema.ts
var JSON_PATH_OPS = ["equals", "one_of", "contains", "regex", "exists", "not_exists", "count"];
var JSON_PATH_MATCH = ["all", "any", "none"];
var DEFAULT_SCRIPT_TIMEOUT_SECONDS = 30;
var MAX_SCRIPT_TIMEOUT_SECONDS = 600;
function didYouMean(word, options) {
  const w = word.toLowerCase().replace(/-/g, "_");
  let best;
  let bestD = Infinity;
  for (const o of options) {
    const d = editDistance(w, o);
    if (d < bestD) {
      bestD = d;
      best = o;
    }
  }
  if (best === void 0) return "";
  const containsEither = best.includes(w) || w.length >= 4 && w.includes(best);
  return bestD <= Math.max(2, Math.floor(best.length / 3)) || containsEither ? ` (did you mean '${best}'?)` : "";
}
var show = (v) => {
  const s = JSON.stringify(v);
  return s === void 0 ? String(v) : s.length > 60 ? s.slice(0, 57) + "..." : s;
};
var typeName = (v) => v === null ? "null" : Array.isArray(v) ? "an array" : `a ${typeof v}`;
function regexFlagsProblem(flags) {
  return safeFlagsProblem(flags);
}
function regexPatternProblem(pattern, flags) {
  const p = safeRegexProblem(pattern, regexFlagsProblem(flags) ? "" : flags);
  return p === void 0 ? void 0 : `invalid regular expression: ${p}`;
}
function regexPatternWarning(pattern) {
  const q2 = nestedQuantifier(pattern);
  return q2 === void 0 ? void 0 : `the pattern has nested quantifiers ('${q2}'): harmless here (patterns are matched in linear time) but a sign of a mistake, and catastrophic in a backtracking engine`;
}
var RESERVED_OUTPUT_NAMES = ["metrics.json", "transcript.md", "user_notes.md"];
function normalizeGlob(glob) {
  return glob.trim().replace(/\\/g, "/").replace(/\/{2,}/g, "/").replace(/^(\.\/)+/, "");
}
var hasGlobMagic = (glob) => /[*?[{]/.test(glob);
function globToRegExp(glob) {
  return outputGlobToRegExp(normalizeGlob(glob));
}
function outputGlobProblem(glob, what) {
  if (glob.trim() === "") return `${what} is empty`;
  if (glob.includes("\0")) return `${what} contains a NUL character`;
  if (path.posix.isAbsolute(glob) || /^[A-Za-z]:[\\/]/.test(glob) || glob.startsWith("\\"))
    return `${what} '${glob}' is absolute; use a path relative to the run's outputs folder`;
  if (normalizeGlob(glob).split("/").includes("..")) return `${what} '${glob}' leaves the run's outputs folder ('..')`;
  try {
    globToRegExp(glob);
  } catch (e) {
    return `${what} '${glob}' is not a valid glob: ${e instanceof Error ? e.message : String(e)}`;
  }
  return void 0;
}
function skillRelativeProblem(p, what) {
  if (p.trim() === "") return `${what} is empty`;
  if (p.includes("\0")) return `${what} contains a NUL character`;
  if (path.posix.isAbsolute(p) || path.isAbsolute(p) || /^[A-Za-z]:[\\/]/.test(p) || p.startsWith("\\"))
    return `${what} '${p}' is absolute; use a path relative to the skill folder`;
  const norm = path.posix.normalize(p.replace(/\\/g, "/"));
  if (norm === ".." || norm.startsWith("../")) return `${what} '${p}' escapes the skill folder`;
  if (norm === "." || norm === "") return `${what} '${p}' names the skill folder itself, not a file`;
  return void 0;
}
var ajvs = /* @__PURE__ */ new Map();
var safeRegExpEngine = Object.assign((pattern, u) => compileSafeRegex(pattern, u === "u" ? "u" : ""), {
  code: "skillEvalsSafeRegex"
});
function ajvFor(schema) {
  const dialect = isObject(schema) && typeof schema["$schema"] === "string" ? schema["$schema"] : "";
  const key = dialect.includes("2020-12") ? "2020" : dialect.includes("2019-09") ? "2019" : "07";
  let ajv = ajvs.get(key);
  if (!ajv) {
    const { Ajv, Ajv2019, Ajv2020, addFormats } = jsonSchemaEngines();
    const opts = { allErrors: true, strict: false, allowUnionTypes: true, validateFormats: true, code: { regExp: safeRegExpEngine } };
    ajv = key === "2020" ? new Ajv2020(opts) : key === "2019" ? new Ajv2019(opts) : new Ajv(opts);
    try {
      addFormats(ajv);
    } catch {
    }
    ajvs.set(key, ajv);
  }
  return ajv;
}
function compileJsonSchema(schema) {
  if (!isObject(schema) && typeof schema !== "boolean") return { error: `a JSON Schema must be an object or a boolean, not ${typeName(schema)}` };
  const ajv = ajvFor(schema);
  try {
    const copy = isObject(schema) ? { ...schema } : schema;
    if (isObject(copy)) delete copy["$id"];
    return { validate: ajv.compile(copy) };
  } catch (e) {
    return { error: `invalid JSON Schema: ${e instanceof Error ? e.message : String(e)}` };
  }
}
var COMMON = { kind: "string", description: "string" };
function typeProblem(t, v, name) {
  switch (t) {
    case "string":
      if (typeof v !== "string") return `'${name}' must be a string, not ${typeName(v)}`;
      if (v.trim() === "") return `'${name}' must not be empty`;
      return void 0;
    case "strings":
      if (typeof v === "string") return v === "" ? `'${name}' must not be empty` : void 0;
      if (!Array.isArray(v)) return `'${name}' must be a string or a list of strings, not ${typeName(v)}`;
      if (v.length === 0) return `'${name}' must not be an empty list`;
      return void 0;
    // items checked separately for their own pointers
    case "stringList":
      if (!Array.isArray(v)) return `'${name}' must be a list of strings, not ${typeName(v)}`;
      return void 0;
    case "array":
      if (!Array.isArray(v)) return `'${name}' must be a list, not ${typeName(v)}`;
      return void 0;
    case "boolean":
      return typeof v === "boolean" ? void 0 : `'${name}' must be true or false, not ${show(v)}`;
    case "range":
      return isObject(v) ? void 0 : `'${name}' must be an object like {"min": 1, "max": 3}, not ${typeName(v)}`;
    case "nonNegInt":
      return typeof v === "number" && Number.isInteger(v) && v >= 0 ? void 0 : `'${name}' must be a non-negative integer, not ${show(v)}`;
    case "positiveNumber":
      return typeof v === "number" && Number.isFinite(v) && v > 0 ? void 0 : `'${name}' must be a positive number, not ${show(v)}`;
    case "any":
      return void 0;
  }
}
function rangeProblems(v, base, name) {
  const out = [];
  for (const k of Object.keys(v)) {
    if (k !== "min" && k !== "max") out.push({ pointer: `${base}/${k}`, message: `unknown key '${k}' in '${name}' (only 'min' and 'max')${didYouMean(k, ["min", "max"])}` });
  }
  if (!("min" in v) && !("max" in v)) out.push({ pointer: base, message: `'${name}' needs 'min', 'max' or both` });
  for (const k of ["min", "max"]) {
    if (k in v && typeProblem("nonNegInt", v[k], `${name}.${k}`)) {
      out.push({ pointer: `${base}/${k}`, message: typeProblem("nonNegInt", v[k], `${name}.${k}`) });
    }
  }
  if (v["max"] === 0 && !("min" in v)) {
    out.push({ pointer: `${base}/max`, message: `'${name}.max' is 0 but '${name}.min' defaults to 1, so the check can never pass; add "min": 0` });
  }
  if (typeof v["min"] === "number" && typeof v["max"] === "number" && v["min"] > v["max"]) {
    out.push({ pointer: `${base}/min`, message: `'${name}.min' (${v["min"]}) is greater than '${name}.max' (${v["max"]})` });
  }
  return out;
}

// src/checks/evidence.ts
var MAX_EVIDENCE = 3e3;
var SCRIPT_OUTPUT_CAP = 4096;
function cap(s, max = MAX_EVIDENCE) {
  return truncateEnd(s, max, (n) => ` … [${n} more chars]`, max - 20);
}
function q(v, max = 80) {
  let s;
  try {
    s = typeof v === "string" ? JSON.stringify(v) : JSON.stringify(v) ?? String(v);
  } catch {
    s = String(v);
  }
  return s.length > max ? s.slice(0, max - 4) + "…" + s.slice(-1) : s;
}
function listNames(items, max = 8) {
  if (items.length === 0) return "(none)";
  const shown = items.slice(0, max).join(", ");
  return items.length > max ? `${shown}, … (${items.length - max} more)` : shown;
}
function lineAt(text, index) {
  let line = 1;
  for (let i = 0; i < index && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}
function snippet(text, index, len, around = 40) {
  const start = Math.max(0, index - around);
  const end = Math.min(text.length, index + len + around);
  const s = (start > 0 ? "…" : "") + text.slice(start, end) + (end < text.length ? "…" : "");
  return JSON.stringify(s.replace(/\s+/g, " "));
}
function plural(n, word) {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}
function rangeText(min, max) {
  if (min !== void 0 && max !== void 0) return min === max ? `exactly ${min}` : `${min}..${max}`;
  if (min !== void 0) return `at least ${min}`;
  return `at most ${max}`;
}
function cap1(s) {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

// src/checks/kind.ts
var evalError = (evidence) => ({ passed: false, error: true, evidence: cap(evidence, SCRIPT_OUTPUT_CAP + 600) });
var result = (passed, evidence) => ({ passed, evidence });

// src/checks/outputs.ts
import { promises as fs, readdirSync, realpathSync, statSync } from "node:fs";
import path2 from "node:path";
var MAX_READ_BYTES = 10 * 1024 * 1024;
var MAX_WALK_ENTRIES = 2e4;
var listings = /* @__PURE__ */ new WeakMap();
function listOutputs(ctx) {
  let p = listings.get(ctx);
  if (!p) {
    p = walkOutputs(ctx.outputsDir, ctx.harnessFiles);
    listings.set(ctx, p);
  }
  return p;
}
async function walkOutputs(root, harnessFiles = []) {
  const files = [];
  const dirs = [];
  let realRoot;
  const stack = [""];
  let seen = 0;
  while (stack.length > 0) {
    const rel = stack.pop();
    let entries;
    try {
      entries = readdirSync(path2.join(root, rel), { withFileTypes: true });
    } catch {
      continue;
    }
    for (const e of entries) {
      if (++seen > MAX_WALK_ENTRIES) break;
      const childRel = rel === "" ? e.name : `${rel}/${e.name}`;
      if (rel === "" && (RESERVED_OUTPUT_NAMES.includes(e.name) || harnessFiles.includes(e.name))) continue;
      if (e.isDirectory()) {
        dirs.push(childRel);
        stack.push(childRel);
      } else if (e.isFile()) {
        files.push(childRel);
      } else if (e.isSymbolicLink()) {
        try {
          realRoot ??= realpathSync.native(root);
          const real = realpathSync.native(path2.join(root, childRel));
          const inside = path2.relative(realRoot, real);
          if (leavesFolder(inside)) continue;
          if (statSync(real).isFile()) files.push(childRel);
        } catch {
        }
      }
    }
  }
  files.sort();
  dirs.sort();
  return { files, dirs };
}
async function matchOutputs(ctx, glob) {
  const listing = await listOutputs(ctx);
  const re = globToRegExp(glob);
  return { matches: listing.files.filter((f) => re.test(f)), listing };
}
function noMatchText(glob, listing) {
  const g = normalizeGlob(glob);
  const dirHint = listing.dirs.includes(g.replace(/\/$/, "")) ? ` ('${g}' is a folder; use '${g.replace(/\/$/, "")}/*')` : "";
  const held = listing.files.length === 0 ? "the outputs folder holds no files" : `outputs hold: ${listNames(listing.files)}`;
  return `no file matches '${glob}'${dirHint}; ${held}`;
}
async function readOutput(ctx, rel) {
  const fh = await fs.open(path2.join(ctx.outputsDir, ...rel.split("/")), "r");
  try {
    const { size } = await fh.stat();
    const buf = Buffer.alloc(Math.min(size, MAX_READ_BYTES));
    await fh.read(buf, 0, buf.length, 0);
    let text = buf.toString("utf8");
    if (text.charCodeAt(0) === 65279) text = text.slice(1);
    return text;
  } finally {
    await fh.close();
  }
}
async function textSources(where, ctx) {
  const w = typeof where === "string" ? where : "response";
  if (w === "response") return { sources: [{ label: "the response", text: ctx.response ?? "", file: false }] };
  if (w === "transcript") return { sources: [{ label: "the transcript", text: ctx.transcript ?? "", file: false }] };
  const { matches, listing } = await matchOutputs(ctx, w);
  if (matches.length === 0) return { sources: [], glob: w, noMatch: noMatchText(w, listing) };
  const sources = [];
  for (const m of matches) sources.push({ label: m, text: await readOutput(ctx, m), file: true });
  return { sources, glob: w };
}
function at(src, index) {
  return src.file ? `${src.label}:${lineAt(src.text, index)}` : `${src.label} (line ${lineAt(src.text, index)})`;
}
function searched(s) {
  if (!s.glob) return s.sources[0].label;
  return s.sources.length === 1 ? s.sources[0].label : `${plural(s.sources.length, "file")} matching '${s.glob}' (${listNames(s.sources.map((x) => x.label))})`;
}
function emptyNote(s) {
  if (s.sources.length === 1 && s.sources[0].text.trim() === "") return ` (${s.sources[0].label} is empty)`;
  if (s.sources.length === 1 && !s.glob) return `, which starts ${snippet(s.sources[0].text, 0, 0, 100)}`;
  return "";
}
function describeJsonError(e, text) {
  const msg = e instanceof Error ? e.message : String(e);
  const m = /position (\d+)/.exec(msg);
  if (m && !/line \d+/.test(msg)) {
    const idx = Number(m[1]);
    const line = lineAt(text, idx);
    const col = idx - text.lastIndexOf("\n", idx - 1);
    return `${msg} (line ${line}, column ${col})`;
  }
  return msg;
}
function parseResponseJson(response) {
  const whole = response.trim();
  if (whole !== "") {
    try {
      return { value: JSON.parse(whole), from: "the response" };
    } catch {
    }
  }
  const fences = [...response.matchAll(/```[ \t]*([A-Za-z0-9_+-]*)[^\n]*\n([\s\S]*?)```/g)];
  const jsonFence = fences.find((f) => /^json5?c?$/i.test(f[1] ?? ""));
  if (jsonFence) {
    try {
      return { value: JSON.parse(jsonFence[2]), from: "the first ```json block of the response" };
    } catch (e) {
      return { error: `The first \`\`\`json block of the response is not valid JSON: ${describeJsonError(e, jsonFence[2])}` };
    }
  }
  for (const f of fences) {
    try {
      return { value: JSON.parse(f[2]), from: "a fenced block of the response" };
    } catch {
    }
  }
  return {
    error: `The response is not JSON and has no \`\`\`json block; it starts ${snippet(response, 0, 0, 100)}`
  };
}
async function jsonDocs(where, ctx) {
  const w = typeof where === "string" ? where : "response";
  if (w === "response") {
    const r = parseResponseJson(ctx.response ?? "");
    if ("error" in r) return { ok: false, result: evalError(r.error) };
    return { ok: true, docs: [{ label: r.from, value: r.value }] };
  }
  const { matches, listing } = await matchOutputs(ctx, w);
  if (matches.length === 0) return { ok: false, result: result(false, cap1(noMatchText(w, listing))) };
  const docs = [];
  for (const m of matches) {
    const text = await readOutput(ctx, m);
    try {
      docs.push({ label: m, value: JSON.parse(text) });
    } catch (e) {
      return { ok: false, result: evalError(`${m} is not valid JSON: ${describeJsonError(e, text)}`) };
    }
  }
  return { ok: true, docs };
}
function insideSkill(skillDir, rel) {
  const root = path2.resolve(skillDir);
  const abs = path2.resolve(root, rel);
  const lex = path2.relative(root, abs);
  if (lex === "" || leavesFolder(lex)) return void 0;
  try {
    const realRoot = realpathSync(root);
    const real = realpathSync(abs);
    const r = path2.relative(realRoot, real);
    if (r === "" || leavesFolder(r)) return void 0;
    return real;
  } catch {
    return abs;
  }
}
function deepEqual(a, b) {
  if (a === b) return true;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== "object") return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bb = b;
    return a.length === bb.length && a.every((x, i) => deepEqual(x, bb[i]));
  }
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && deepEqual(a[k], b[k]));
}
function isFileSync(p) {
  try {
    return statSync(p).isFile();
  } catch {
    return false;
  }
}

// src/checks/kinds/contains.ts
async function runContains(check, ctx, negate) {
  const values = Array.isArray(check["value"]) ? check["value"] : [check["value"]];
  const cs = check["case_sensitive"] === true;
  const how = cs ? "case-sensitive" : "case-insensitive";
  const s = await textSources(check["in"], ctx);
  if (s.noMatch) {
    return negate ? result(true, `${cap1(s.noMatch)}, so nothing can contain ${listNames(values.map((v) => q(v)))} (passes)`) : result(false, `${cap1(s.noMatch)}; could not look for ${listNames(values.map((v) => q(v)))}`);
  }
  const hits = [];
  const misses = [];
  for (const v of values) {
    let hit;
    for (const src of s.sources) {
      const index = cs ? src.text.indexOf(v) : src.text.toLowerCase().indexOf(v.toLowerCase());
      if (index >= 0) {
        hit = { value: v, src, index };
        break;
      }
    }
    if (hit) hits.push(hit);
    else misses.push(v);
  }
  const found = hits.map((h) => `${q(h.value)} in ${at(h.src, h.index)}: ${snippet(h.src.text, h.index, h.value.length)}`);
  if (!negate) {
    if (misses.length === 0) {
      return result(true, `Found ${values.length === 1 ? "" : `all ${values.length} values `}(${how}) — ${found.join("; ")}`);
    }
    const foundPart = hits.length > 0 ? ` Found: ${hits.map((h) => `${q(h.value)} (${at(h.src, h.index)})`).join(", ")}.` : "";
    return result(false, `Missing ${listNames(misses.map((m) => q(m)))} (${how}) in ${searched(s)}${emptyNote(s)}.${foundPart}`);
  }
  if (hits.length === 0) return result(true, `None of ${listNames(values.map((v) => q(v)))} appears (${how}) in ${searched(s)}`);
  return result(false, `Found (${how}) ${found.join("; ")}`);
}
var contains = {
  required: ["value"],
  fields: { value: "strings", in: "string", case_sensitive: "boolean" },
  run: (c, x) => runContains(c, x, false)
};

// src/checks/kinds/not_contains.ts
var not_contains = {
  required: ["value"],
  fields: { value: "strings", in: "string", case_sensitive: "boolean" },
  run: (c, x) => runContains(c, x, true)
};

// src/checks/kinds/regex.ts
async function runRegex(check, ctx) {
  const pattern = check["pattern"];
  const flags = typeof check["flags"] === "string" ? check["flags"] : "";
  const shown = `/${pattern}/${flags}`;
  const s = await textSources(check["in"], ctx);
  if (s.noMatch) return result(false, `${cap1(s.noMatch)}; could not match ${shown}`);
  const matched = [];
  const unmatched = [];
  const re = compileSafeRegex(pattern, flags);
  for (const src of s.sources) {
    const m = re.exec(src.text);
    if (m) matched.push(`${at(src, m.index)}: ${q(m.text, 120)}`);
    else unmatched.push(src.label);
  }
  if (matched.length > 0) {
    const others = s.glob && unmatched.length > 0 ? ` (no match in ${listNames(unmatched)})` : "";
    return result(true, `${shown} matched in ${matched.slice(0, 5).join("; ")}${others}`);
  }
  return result(false, `${shown} did not match ${searched(s)}${emptyNote(s)}`);
}
var regex = {
  required: ["pattern"],
  fields: { pattern: "string", flags: "any", in: "string" },
  run: runRegex
};

// src/checks/kinds/file_exists.ts
async function runFileExists(check, ctx, absent) {
  const glob = check["path"];
  const { matches, listing } = await matchOutputs(ctx, glob);
  if (absent) {
    if (matches.length === 0) return result(true, `No file matches '${glob}' (as required)`);
    return result(false, `${plural(matches.length, "file")} ${matches.length === 1 ? "matches" : "match"} '${glob}' but none should: ${listNames(matches)}`);
  }
  const count = isObject(check["count"]) ? check["count"] : {};
  const min = typeof count["min"] === "number" ? count["min"] : 1;
  const max = count["max"];
  if (matches.length === 0 && min > 0) return result(false, cap1(noMatchText(glob, listing)));
  const ok = matches.length >= min && (max === void 0 || matches.length <= max);
  const counted = `${plural(matches.length, "file")} ${matches.length === 1 ? "matches" : "match"} '${glob}'`;
  const expected = isObject(check["count"]) ? ` (expected ${rangeText(typeof count["min"] === "number" ? min : void 0, max)})` : "";
  return result(ok, `${counted}${expected}${matches.length > 0 ? `: ${listNames(matches)}` : ""}`);
}
var file_exists = {
  required: ["path"],
  fields: { path: "string", count: "range" },
  pathIsGlob: true,
  run: (c, x) => runFileExists(c, x, false)
};

// src/checks/kinds/file_absent.ts
var file_absent = {
  required: ["path"],
  fields: { path: "string" },
  pathIsGlob: true,
  run: (c, x) => runFileExists(c, x, true)
};

// src/checks/kinds/json_schema.ts
import { promises as fs2, readFileSync } from "node:fs";
function formatAjvError(e) {
  const where = e.instancePath === "" ? "(root)" : e.instancePath;
  let msg = e.message ?? e.keyword;
  if (e.keyword === "enum" && Array.isArray(e.params["allowedValues"])) msg += ` ${q(e.params["allowedValues"])}`;
  if (e.keyword === "additionalProperties" && typeof e.params["additionalProperty"] === "string") msg += ` '${e.params["additionalProperty"]}'`;
  if (e.keyword === "const") msg += ` ${q(e.params["allowedValue"])}`;
  return `${where}: ${msg}`;
}
async function loadSchema(check, ctx) {
  if ("schema" in check) return { schema: check["schema"], label: "the inline schema" };
  const rel = check["schema_path"];
  const abs = insideSkill(ctx.skillDir, rel);
  if (!abs) return { error: `schema_path '${rel}' escapes the skill folder` };
  let text;
  try {
    text = await fs2.readFile(abs, "utf8");
  } catch (e) {
    const code = e.code;
    return { error: code === "ENOENT" ? `schema_path '${rel}' does not exist in the skill folder (${ctx.skillDir})` : `cannot read schema_path '${rel}': ${e.message}` };
  }
  try {
    return { schema: JSON.parse(text.replace(/^\uFEFF/, "")), label: rel };
  } catch (e) {
    return { error: `schema_path '${rel}' is not valid JSON: ${describeJsonError(e, text)}` };
  }
}
async function runJsonSchema(check, ctx) {
  const loaded2 = await loadSchema(check, ctx);
  if ("error" in loaded2) return evalError(loaded2.error);
  const compiled = compileJsonSchema(loaded2.schema);
  if (!compiled.validate) return evalError(`${loaded2.label}: ${compiled.error}`);
  const docs = await jsonDocs(check["in"], ctx);
  if (!docs.ok) return docs.result;
  const good = [];
  const bad = [];
  for (const d of docs.docs) {
    if (compiled.validate(d.value)) {
      good.push(d.label);
      continue;
    }
    const errs = compiled.validate.errors ?? [];
    const shown = errs.slice(0, 8).map(formatAjvError);
    const more = errs.length > 8 ? `; … ${errs.length - 8} more` : "";
    bad.push(`${d.label} does not match ${loaded2.label}: ${shown.join("; ")}${more}`);
  }
  if (bad.length === 0) return result(true, `${listNames(good)} ${good.length === 1 ? "is" : "are"} valid against ${loaded2.label}`);
  return result(false, bad.join("\n") + (good.length > 0 ? `
(valid: ${listNames(good)})` : ""));
}
var json_schema = {
  required: [],
  fields: { schema: "any", schema_path: "string", in: "string" },
  readsJson: true,
  validate(check, { has, add }) {
    const hasSchema = "schema" in check;
    const hasPath = "schema_path" in check;
    if (hasSchema && hasPath) add("", "a json_schema check takes 'schema' or 'schema_path', not both");
    else if (!hasSchema && !hasPath) add("", "a json_schema check needs 'schema' (inline) or 'schema_path' (relative to the skill folder)");
    if (hasSchema) {
      const c = compileJsonSchema(check["schema"]);
      if (c.error) add("/schema", c.error);
    }
    if (has("schema_path")) {
      const p = skillRelativeProblem(check["schema_path"], "'schema_path'");
      if (p) add("/schema_path", p);
    }
  },
  skillFiles(check, skillDir) {
    const out = [];
    if (typeof check["schema_path"] !== "string") return out;
    const rel = check["schema_path"];
    const abs = insideSkill(skillDir, rel);
    if (!abs) out.push({ pointer: "/schema_path", message: `'schema_path' '${rel}' escapes the skill folder` });
    else if (!isFileSync(abs)) out.push({ pointer: "/schema_path", message: `'schema_path' '${rel}' does not exist in the skill folder` });
    else {
      const text = readFileSync(abs, "utf8").replace(/^\uFEFF/, "");
      let schema;
      try {
        schema = JSON.parse(text);
      } catch (e) {
        out.push({ pointer: "/schema_path", message: `'schema_path' '${rel}' is not valid JSON: ${describeJsonError(e, text)}` });
        return out;
      }
      const c = compileJsonSchema(schema);
      if (c.error) out.push({ pointer: "/schema_path", message: `'schema_path' '${rel}': ${c.error}` });
    }
    return out;
  },
  run: runJsonSchema
};

// src/checks/jsonpath.ts
var IDENT_START = /[A-Za-z_$\u00A0-\uFFFF]/;
var IDENT_CHAR = /[A-Za-z0-9_$\-\u00A0-\uFFFF]/;
function parseJsonPath(expr) {
  if (typeof expr !== "string") return { ok: false, error: "JSONPath must be a string" };
  const s = expr.trim();
  if (s === "") return { ok: false, error: 'JSONPath is empty; use "$" for the whole document' };
  if (s[0] !== "$") return { ok: false, error: `JSONPath must start with '$' (e.g. "$.${s.replace(/^\.+/, "")}")` };
  const segments = [];
  let i = 1;
  const fail = (msg) => ({ ok: false, error: `${msg} at position ${i + 1} of "${s}"` });
  while (i < s.length) {
    const c = s[i];
    if (c === ".") {
      i++;
      if (s[i] === ".") return fail("recursive descent (..) is not supported");
      if (s[i] === "*") {
        segments.push({ type: "wildcard" });
        i++;
        continue;
      }
      if (i >= s.length || !IDENT_START.test(s[i])) return fail("expected a property name or '*' after '.'");
      const start = i;
      while (i < s.length && IDENT_CHAR.test(s[i])) i++;
      segments.push({ type: "key", key: s.slice(start, i) });
      continue;
    }
    if (c === "[") {
      i++;
      while (s[i] === " ") i++;
      const d = s[i];
      if (d === "*") {
        i++;
        while (s[i] === " ") i++;
        if (s[i] !== "]") return fail("expected ']' after '*'");
        i++;
        segments.push({ type: "wildcard" });
        continue;
      }
      if (d === "'" || d === '"') {
        const quote = d;
        i++;
        let key = "";
        let closed = false;
        while (i < s.length) {
          const ch = s[i];
          if (ch === "\\") {
            const next = s[i + 1];
            if (next === void 0) break;
            key += next;
            i += 2;
            continue;
          }
          if (ch === quote) {
            closed = true;
            i++;
            break;
          }
          key += ch;
          i++;
        }
        if (!closed) return fail("unterminated quoted name");
        while (s[i] === " ") i++;
        if (s[i] !== "]") return fail("expected ']' after the quoted name");
        i++;
        segments.push({ type: "key", key });
        continue;
      }
      if (d !== void 0 && /[-0-9]/.test(d)) {
        const m = /^-?\d+/.exec(s.slice(i));
        if (!m) return fail("expected an index");
        i += m[0].length;
        while (s[i] === " ") i++;
        if (s[i] === ":") return fail("slices are not supported");
        if (s[i] === ",") return fail("unions are not supported");
        if (s[i] !== "]") return fail("expected ']' after the index");
        i++;
        const index = Number(m[0]);
        if (!Number.isSafeInteger(index)) return fail("index is too large");
        segments.push({ type: "index", index });
        continue;
      }
      if (d === "?") return fail("filters ([?(...)]) are not supported");
      if (d === "(") return fail("script expressions are not supported");
      return fail("expected '*', an index or a quoted name after '['");
    }
    return fail(`unexpected '${c}'`);
  }
  return { ok: true, path: { source: s, segments, definite: segments.every((g) => g.type !== "wildcard") } };
}
var esc = (k) => k.replace(/~/g, "~0").replace(/\//g, "~1");
function queryJsonPath(doc, path5) {
  let nodes = [{ pointer: "", value: doc }];
  for (const seg of path5.segments) {
    const next = [];
    for (const n of nodes) {
      const v = n.value;
      if (seg.type === "key") {
        if (v !== null && typeof v === "object" && !Array.isArray(v) && Object.prototype.hasOwnProperty.call(v, seg.key)) {
          next.push({ pointer: `${n.pointer}/${esc(seg.key)}`, value: v[seg.key] });
        }
      } else if (seg.type === "index") {
        if (Array.isArray(v)) {
          const idx = seg.index < 0 ? v.length + seg.index : seg.index;
          if (idx >= 0 && idx < v.length) next.push({ pointer: `${n.pointer}/${idx}`, value: v[idx] });
        }
      } else if (Array.isArray(v)) {
        v.forEach((item, idx) => next.push({ pointer: `${n.pointer}/${idx}`, value: item }));
      } else if (v !== null && typeof v === "object") {
        for (const [k, item] of Object.entries(v)) next.push({ pointer: `${n.pointer}/${esc(k)}`, value: item });
      }
    }
    nodes = next;
    if (nodes.length === 0) break;
  }
  return nodes;
}

// src/checks/kinds/json_path.ts
function nodeAt(m) {
  return `${m.pointer === "" ? "(root)" : m.pointer} = ${q(m.value, 70)}`;
}
async function runJsonPath(check, ctx) {
  const parsed = parseJsonPath(check["path"]);
  if (!parsed.ok) return evalError(`invalid JSONPath: ${parsed.error}`);
  const jp = parsed.path;
  const op = check["op"];
  const docs = await jsonDocs(check["in"], ctx);
  if (!docs.ok) return docs.result;
  const parts = docs.docs.map((d) => {
    const r = jsonPathOnDoc(check, op, jp.source, jp.definite, queryJsonPath(d.value, jp), d.value);
    return { passed: r.passed, evidence: `${d.label}: ${r.evidence}` };
  });
  if (parts.length === 1) return parts[0];
  return result(
    parts.every((p) => p.passed),
    parts.map((p) => `${p.passed ? "✓" : "✗"} ${p.evidence}`).join("\n")
  );
}
function jsonPathOnDoc(check, op, expr, definite, nodes, doc) {
  const nothing = () => {
    const keys = isObject(doc) ? ` (top-level keys: ${listNames(Object.keys(doc))})` : Array.isArray(doc) ? ` (the document is an array of ${doc.length})` : "";
    return `${expr} matches nothing${keys}`;
  };
  if (op === "exists") {
    return nodes.length > 0 ? result(true, `${expr} exists: ${listNames(nodes.map(nodeAt), 3)}`) : result(false, nothing());
  }
  if (op === "not_exists") {
    return nodes.length === 0 ? result(true, `${expr} matches nothing (as required)`) : result(false, `${expr} exists but should not: ${listNames(nodes.map(nodeAt), 3)}`);
  }
  if (op === "count") {
    const min = check["min"];
    const max = check["max"];
    let items = nodes.map((m) => m.value);
    let what = `${plural(nodes.length, "node")} ${nodes.length === 1 ? "matches" : "match"} ${expr}`;
    if (definite && nodes.length === 1 && Array.isArray(nodes[0].value)) {
      items = nodes[0].value;
      what = `${expr} has ${plural(items.length, "item")}`;
    }
    if ("value" in check) {
      items = items.filter((v) => deepEqual(v, check["value"]));
      what += `, ${items.length} equal to ${q(check["value"])}`;
    }
    const n = items.length;
    const ok = (min === void 0 || n >= min) && (max === void 0 || n <= max);
    return result(ok, `${what} (expected ${rangeText(min, max)})`);
  }
  const cs = check["case_sensitive"] === true;
  let describe;
  let pred;
  switch (op) {
    case "equals":
      describe = `equal to ${q(check["value"])}`;
      pred = (v) => deepEqual(v, check["value"]);
      break;
    case "one_of": {
      const values = check["values"];
      describe = `one of ${q(values, 120)}`;
      pred = (v) => values.some((x) => deepEqual(v, x));
      break;
    }
    case "contains": {
      const want = check["value"];
      describe = `containing ${q(want)}${typeof want === "string" ? ` (${cs ? "case-sensitive" : "case-insensitive"})` : ""}`;
      const strEq = (a, b) => !cs && typeof a === "string" && typeof b === "string" ? a.toLowerCase() === b.toLowerCase() : deepEqual(a, b);
      pred = (v) => {
        if (typeof v === "string" && typeof want === "string") return cs ? v.includes(want) : v.toLowerCase().includes(want.toLowerCase());
        if (Array.isArray(v)) return v.some((x) => strEq(x, want));
        return false;
      };
      break;
    }
    case "regex": {
      const re = compileSafeRegex(check["pattern"], check["flags"] ?? "");
      describe = `matching ${re.toString()}`;
      pred = (v) => {
        if (v !== null && typeof v === "object") return false;
        return re.test(String(v));
      };
      break;
    }
  }
  const match = check["match"];
  const yes = nodes.filter((m) => pred(m.value));
  const no = nodes.filter((m) => !pred(m.value));
  if (match === "none") {
    if (yes.length === 0) {
      return result(true, nodes.length === 0 ? `${nothing()}, so none is ${describe}` : `none of the ${plural(nodes.length, "node")} of ${expr} is ${describe}`);
    }
    return result(false, `${plural(yes.length, "node")} of ${expr} ${yes.length === 1 ? "is" : "are"} ${describe} but none should be: ${listNames(yes.map(nodeAt), 3)}`);
  }
  if (nodes.length === 0) return result(false, nothing());
  if (match === "any") {
    if (yes.length > 0) return result(true, `${expr}: ${nodeAt(yes[0])} is ${describe}${nodes.length > 1 ? ` (${yes.length} of ${nodes.length} nodes)` : ""}`);
    return result(false, `no node of ${expr} is ${describe}; found ${listNames(nodes.map(nodeAt), 3)}`);
  }
  if (no.length === 0) {
    return result(true, nodes.length === 1 ? `${expr}: ${nodeAt(nodes[0])} is ${describe}` : `all ${nodes.length} nodes of ${expr} are ${describe}`);
  }
  const head = nodes.length === 1 ? `${expr}: ${nodeAt(no[0])} is not ${describe}` : `${no.length} of ${nodes.length} nodes of ${expr} ${no.length === 1 ? "is" : "are"} not ${describe}: ${listNames(no.map(nodeAt), 3)}`;
  return result(false, head);
}
var json_path = {
  required: ["path", "op"],
  fields: {
    path: "string",
    op: "string",
    in: "string",
    value: "any",
    values: "array",
    pattern: "string",
    flags: "any",
    min: "nonNegInt",
    max: "nonNegInt",
    match: "string",
    case_sensitive: "boolean"
  },
  readsJson: true,
  validate(check, { has, add }) {
    if (has("path")) {
      const r = parseJsonPath(check["path"]);
      if (!r.ok) add("/path", `invalid JSONPath: ${r.error}`);
    }
    if (has("match") && !JSON_PATH_MATCH.includes(check["match"])) {
      add("/match", `'match' must be one of ${JSON_PATH_MATCH.join(", ")}, not ${show(check["match"])}`);
    }
    if (!has("op")) return;
    const op = check["op"];
    if (!JSON_PATH_OPS.includes(op)) {
      add("/op", `unknown op '${op}'${didYouMean(op, JSON_PATH_OPS) || ` (ops: ${JSON_PATH_OPS.join(", ")})`}`);
      return;
    }
    const allowed = {
      equals: ["value", "match"],
      one_of: ["values", "match"],
      contains: ["value", "match", "case_sensitive"],
      regex: ["pattern", "flags", "match"],
      // Stryker disable next-line ArrayDeclaration: no check has a field named like Stryker's placeholder, so a list with it allows nothing more.
      exists: [],
      // Stryker disable next-line ArrayDeclaration: as above.
      not_exists: [],
      count: ["min", "max", "value"]
    };
    const needs = {
      equals: ["value"],
      one_of: ["values"],
      contains: ["value"],
      regex: ["pattern"],
      exists: [],
      not_exists: [],
      count: []
    };
    for (const n of needs[op]) if (!(n in check)) add("", `json_path op '${op}' needs '${n}'`);
    for (const f of ["value", "values", "pattern", "flags", "min", "max", "match", "case_sensitive"]) {
      if (f in check && !allowed[op].includes(f)) add(`/${f}`, `'${f}' is not used by json_path op '${op}'`);
    }
    if (op === "count") {
      if (!("min" in check) && !("max" in check)) add("", "json_path op 'count' needs 'min', 'max' or both");
      if (has("min") && has("max") && check["min"] > check["max"]) {
        add("/min", `'min' (${String(check["min"])}) is greater than 'max' (${String(check["max"])})`);
      }
    }
    if (op === "one_of" && has("values") && check["values"].length === 0) add("/values", "'values' must not be empty");
  },
  run: runJsonPath
};

// src/checks/kinds/tool_called.ts
function subsetMismatch(expected, actual, at2 = "input") {
  if (isObject(expected)) {
    if (!isObject(actual)) return `${at2} is ${q(actual, 60)}, expected an object`;
    for (const [k, v] of Object.entries(expected)) {
      if (!Object.prototype.hasOwnProperty.call(actual, k)) return `${at2}.${k} is missing`;
      const d = subsetMismatch(v, actual[k], `${at2}.${k}`);
      if (d) return d;
    }
    return void 0;
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return `${at2} is ${q(actual, 60)}, expected a list`;
    if (actual.length !== expected.length) return `${at2} has ${actual.length} items, expected ${expected.length}`;
    for (const [i, item] of expected.entries()) {
      const d = subsetMismatch(item, actual[i], `${at2}[${i}]`);
      if (d) return d;
    }
    return void 0;
  }
  return deepEqual(expected, actual) ? void 0 : `${at2} is ${q(actual, 60)}, expected ${q(expected, 60)}`;
}
async function runToolCalled(check, ctx, negate) {
  const tool = check["tool"];
  const calls = Array.isArray(ctx.toolCalls) ? ctx.toolCalls : [];
  const named = calls.filter((c) => c.name === tool);
  const hasInput = "input" in check;
  const matching = hasInput ? named.filter((c) => subsetMismatch(check["input"], c.input) === void 0) : named;
  const turns = (cs) => listNames(cs.map((c) => String(c.turn)), 10);
  const withInput = hasInput ? ` with input matching ${q(check["input"], 100)}` : "";
  const inventory = () => {
    const counts = /* @__PURE__ */ new Map();
    for (const c of calls) counts.set(c.name, (counts.get(c.name) ?? 0) + 1);
    return counts.size === 0 ? "no tools were called" : `tools called: ${[...counts].map(([n2, k]) => `${n2} ×${k}`).join(", ")}`;
  };
  const whyNot = () => {
    if (!hasInput || named.length === 0) return "";
    const diffs = named.slice(0, 3).map((c) => `turn ${c.turn}: ${subsetMismatch(check["input"], c.input)}`);
    return `; '${tool}' was called ${plural(named.length, "time")} but the input differs (${diffs.join("; ")})`;
  };
  if (negate) {
    if (matching.length === 0) return result(true, `'${tool}' was not called${withInput}${whyNot()} (${inventory()})`);
    const first = matching[0];
    return result(false, `'${tool}' was called ${plural(matching.length, "time")}${withInput} (turns ${turns(matching)}); first input: ${q(first.input, 160)}`);
  }
  const count = isObject(check["count"]) ? check["count"] : {};
  const min = typeof count["min"] === "number" ? count["min"] : 1;
  const max = count["max"];
  const n = matching.length;
  const ok = n >= min && (max === void 0 || n <= max);
  const expected = isObject(check["count"]) ? ` (expected ${rangeText(typeof count["min"] === "number" ? min : void 0, max)})` : "";
  if (n === 0) return result(ok, `'${tool}' was never called${withInput}${expected}${whyNot()} (${inventory()})`);
  return result(ok, `'${tool}' was called ${plural(n, "time")}${withInput}${expected} (turns ${turns(matching)}); first input: ${q(matching[0].input, 160)}`);
}
var tool_called = {
  required: ["tool"],
  fields: { tool: "string", input: "any", count: "range" },
  run: (c, x) => runToolCalled(c, x, false)
};

// src/checks/kinds/tool_not_called.ts
var tool_not_called = {
  required: ["tool"],
  fields: { tool: "string", input: "any" },
  run: (c, x) => runToolCalled(c, x, true)
};

// src/checks/kinds/frontmatter.ts
var import_yaml = __toESM(require_dist(), 1);
function extractFrontmatter(text) {
  const t = text.replace(/^\uFEFF/, "");
  const m = /^---[ \t]*\r?\n/.exec(t);
  if (!m) return void 0;
  const rest = t.slice(m[0].length);
  const end = /^(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/m.exec(rest);
  if (!end) return void 0;
  return rest.slice(0, end.index);
}
function fieldValue(data, field) {
  let cur = data;
  for (const seg of field.split(".")) {
    if (Array.isArray(cur) && /^\d+$/.test(seg) && Number(seg) < cur.length) cur = cur[Number(seg)];
    else if (isObject(cur) && Object.prototype.hasOwnProperty.call(cur, seg)) cur = cur[seg];
    else return { found: false };
  }
  return { found: true, value: cur };
}
function looseEqual(a, b) {
  if (deepEqual(a, b)) return true;
  const scalar = (v) => typeof v === "string" || typeof v === "number" || typeof v === "boolean";
  return scalar(a) && scalar(b) && String(a) === String(b);
}
async function runFrontmatter(check, ctx) {
  const glob = check["path"];
  const field = check["field"];
  const { matches, listing } = await matchOutputs(ctx, glob);
  if (matches.length === 0) return result(false, cap1(noMatchText(glob, listing)));
  const lines = [];
  let allOk = true;
  let anyError = false;
  for (const m of matches) {
    const text = await readOutput(ctx, m);
    const yamlText = extractFrontmatter(text);
    if (yamlText === void 0) {
      allOk = false;
      lines.push(`${m}: no YAML frontmatter (the file must start with a '---' line and close it with another); it starts ${snippet(text, 0, 0, 60)}`);
      continue;
    }
    let data;
    try {
      data = (0, import_yaml.parse)(yamlText, { maxAliasCount: 100 }) ?? {};
    } catch (e) {
      allOk = false;
      anyError = true;
      lines.push(`${m}: the frontmatter is not valid YAML: ${e instanceof Error ? e.message.split("\n")[0] : String(e)}`);
      continue;
    }
    const { found, value } = fieldValue(data, field);
    let ok;
    let text2;
    if ("exists" in check) {
      const want = check["exists"] === true;
      ok = found === want;
      text2 = found ? `'${field}' is present (${q(value)})` : `'${field}' is absent`;
      if (!ok) text2 += want ? "" : " but should be absent";
    } else if (!found) {
      ok = false;
      const keys = isObject(data) ? ` (keys: ${listNames(Object.keys(data))})` : "";
      text2 = `no '${field}' in the frontmatter${keys}`;
    } else if ("equals" in check) {
      ok = looseEqual(value, check["equals"]);
      text2 = `${field} = ${q(value)}${ok ? "" : `, expected ${q(check["equals"])}`}`;
    } else {
      const opts = check["one_of"];
      ok = opts.some((o) => looseEqual(value, o));
      text2 = `${field} = ${q(value)}${ok ? ` (one of ${q(opts)})` : `, expected one of ${q(opts)}`}`;
    }
    if (!ok) allOk = false;
    lines.push(`${m}: ${text2}`);
  }
  const r = result(allOk, lines.join("\n"));
  return anyError ? { ...r, error: true } : r;
}
var frontmatter = {
  required: ["path", "field"],
  fields: { path: "string", field: "string", equals: "any", one_of: "array", exists: "boolean" },
  pathIsGlob: true,
  validate(check, { has, add }) {
    const modes = ["equals", "one_of", "exists"].filter((m) => m in check);
    if (modes.length === 0) add("", "a frontmatter check needs one of 'equals', 'one_of' or 'exists'");
    else if (modes.length > 1) add("", `a frontmatter check takes one of 'equals', 'one_of' or 'exists', not ${modes.map((m) => `'${m}'`).join(" and ")}`);
    if (has("one_of") && check["one_of"].length === 0) add("/one_of", "'one_of' must not be empty");
    if (has("field")) {
      const f = check["field"];
      if (f.split(".").some((s) => s === "")) add("/field", `'field' '${f}' has an empty segment; use a dot path such as "metadata.status"`);
    }
  },
  run: runFrontmatter
};

// src/checks/kinds/script.ts
import { promises as fs3, lstatSync, statSync as statSync2 } from "node:fs";
import { tmpdir } from "node:os";
import path3 from "node:path";
function isExecutable(file) {
  try {
    const st = statSync2(file);
    return (st.mode & 73) !== 0;
  } catch {
    return false;
  }
}
function launcher(file) {
  if (isExecutable(file)) return { cmd: file, pre: [] };
  const ext = path3.extname(file).toLowerCase();
  if (ext === ".sh") return { cmd: "/bin/sh", pre: [file] };
  if (ext === ".bash") return { cmd: "/bin/bash", pre: [file] };
  if (ext === ".js" || ext === ".mjs" || ext === ".cjs") return { cmd: process.execPath, pre: [file] };
  if (ext === ".py") return { cmd: "/usr/bin/python3", pre: [file] };
  return void 0;
}
function capOutput(s) {
  return truncateMiddle(s, SCRIPT_OUTPUT_CAP, Math.floor(SCRIPT_OUTPUT_CAP / 4), (n) => `
… [${n} chars cut] …
`);
}
async function runScript(check, ctx) {
  const rel = check["command"];
  const args = Array.isArray(check["args"]) ? check["args"] : [];
  const abs = insideSkill(ctx.skillDir, rel);
  if (!abs) return evalError(`script '${rel}' escapes the skill folder`);
  try {
    if (!statSync2(abs).isFile()) return evalError(`script '${rel}' is not a file`);
  } catch {
    return evalError(`script '${rel}' does not exist in the skill folder (${ctx.skillDir})`);
  }
  const how = launcher(abs);
  if (!how) return evalError(`script '${rel}' is not executable (chmod +x it, or use a .sh/.js/.py file)`);
  const timeoutMs = typeof check["timeout_seconds"] === "number" ? check["timeout_seconds"] * 1e3 : ctx.timeoutMs ?? DEFAULT_SCRIPT_TIMEOUT_SECONDS * 1e3;
  const work = await fs3.mkdtemp(path3.join(tmpdir(), "skill-evals-check-"));
  try {
    const cwd = path3.join(work, "outputs");
    await fs3.mkdir(cwd);
    try {
      await fs3.cp(ctx.outputsDir, cwd, {
        recursive: true,
        dereference: false,
        verbatimSymlinks: true,
        errorOnExist: false,
        // Links are not copied: one pointing back into the stored outputs would let the
        // script write through it.
        filter: (src) => {
          const r = path3.relative(ctx.outputsDir, src);
          if (RESERVED_OUTPUT_NAMES.includes(r) || ctx.harnessFiles?.includes(r)) return false;
          try {
            return !lstatSync(src).isSymbolicLink();
          } catch {
            return false;
          }
        }
      });
    } catch (e) {
      if (e.code !== "ENOENT") throw e;
    }
    const run = await spawnCapped(how.cmd, [...how.pre, ...args], { cwd, home: work, timeoutMs, network: ctx.network === true });
    const secs = (run.ms / 1e3).toFixed(1);
    const out = run.output.trim() === "" ? "(no output)" : capOutput(run.output);
    const shown = [rel, ...args].map((a) => /[\s"'\\]/.test(a) ? JSON.stringify(a) : a).join(" ");
    if (run.spawnError) return evalError(`${shown} could not start: ${run.spawnError}`);
    if (run.timedOut) return evalError(`${shown} timed out after ${timeoutMs / 1e3} s and was killed; output:
${out}`);
    if (run.code === 0) return result(true, `${shown} exited 0 in ${secs} s; output:
${out}`);
    const status = run.code !== null ? `exited ${run.code}` : `was killed by ${run.signal}`;
    return result(false, `${shown} ${status} in ${secs} s; output:
${out}`);
  } finally {
    await fs3.rm(work, { recursive: true, force: true }).catch(() => void 0);
  }
}
function spawnCapped(cmd, args, o) {
  return new Promise((resolve) => {
    const started = Date.now();
    const chunks = [];
    let size = 0;
    const limit = 1024 * 1024;
    let timedOut = false;
    let done = false;
    let spawnError;
    const finish = (code, signal) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      clearTimeout(hard);
      resolve({ code, signal, output: redact(Buffer.concat(chunks).toString("utf8")), timedOut, spawnError, ms: Date.now() - started });
    };
    let hard;
    let child;
    const step = containCommand(cmd, args, { cwd: o.cwd, writable: [o.home], env: { PATH: "/usr/bin:/bin", HOME: o.home, TMPDIR: o.home }, network: o.network });
    try {
      child = childProcess().spawn(step.cmd, step.args, {
        cwd: o.cwd,
        env: step.env,
        stdio: ["ignore", "pipe", "pipe"],
        detached: process.platform !== "win32",
        shell: false,
        windowsHide: true
      });
    } catch (e) {
      spawnError = e instanceof Error ? e.message : String(e);
      resolve({ code: null, signal: null, output: "", timedOut: false, spawnError, ms: 0 });
      return;
    }
    const collect = (b) => {
      if (size >= limit) return;
      chunks.push(b.subarray(0, limit - size));
      size += b.length;
    };
    child.stdout?.on("data", collect);
    child.stderr?.on("data", collect);
    const kill = () => killContained(child, step);
    const timer = setTimeout(() => {
      timedOut = true;
      kill();
      hard = setTimeout(() => {
        child.stdout?.destroy();
        child.stderr?.destroy();
        finish(null, "SIGKILL");
      }, 2e3);
    }, o.timeoutMs);
    child.on("error", (e) => {
      spawnError = e.message;
      finish(null, null);
    });
    let exited;
    child.on("exit", (code, signal) => {
      exited = { code, signal };
      if (!timedOut) kill();
    });
    child.on("close", (code, signal) => finish(exited?.code ?? code, exited?.signal ?? signal));
  });
}
var script = {
  required: ["command"],
  fields: { command: "string", args: "stringList", timeout_seconds: "positiveNumber" },
  evidenceCap: SCRIPT_OUTPUT_CAP + 600,
  validate(check, { has, add }) {
    if (has("command")) {
      const cmd = check["command"];
      if (/\s-{1,2}[A-Za-z]/.test(cmd) || /^\S+\s+\S/.test(cmd.trim()) && !/\.[A-Za-z0-9]+$/.test(cmd.trim())) {
        add("/command", `'command' '${cmd}' looks like a command line; put arguments in 'args' (commands are not run through a shell)`);
      }
      const p = skillRelativeProblem(cmd, "'command'");
      if (p) add("/command", `${p} (scripts must live in the skill folder, e.g. "scripts/validate.sh")`);
    }
    if (has("timeout_seconds") && check["timeout_seconds"] > MAX_SCRIPT_TIMEOUT_SECONDS) {
      add("/timeout_seconds", `'timeout_seconds' (${String(check["timeout_seconds"])}) exceeds the maximum of ${MAX_SCRIPT_TIMEOUT_SECONDS}`);
    }
  },
  skillFiles(check, skillDir) {
    const out = [];
    if (typeof check["command"] !== "string") return out;
    const rel = check["command"];
    const abs = insideSkill(skillDir, rel);
    if (!abs) out.push({ pointer: "/command", message: `'command' '${rel}' escapes the skill folder` });
    else if (!isFileSync(abs)) out.push({ pointer: "/command", message: `script '${rel}' does not exist in the skill folder` });
    else if (!launcher(abs)) out.push({ pointer: "/command", message: `script '${rel}' is not executable (chmod +x it, or use a .sh/.js/.py file)` });
    return out;
  },
  run: runScript
};

// src/checks/kinds/index.ts
var KINDS = {
  contains,
  not_contains,
  regex,
  file_exists,
  file_absent,
  json_schema,
  json_path,
  tool_called,
  tool_not_called,
  frontmatter,
  script
};
var CHECK_KINDS = Object.keys(KINDS);
function normalizeKind(kind) {
  if (typeof kind !== "string") return void 0;
  const k = kind.trim().toLowerCase().replace(/-/g, "_");
  return Object.prototype.hasOwnProperty.call(KINDS, k) ? k : void 0;
}

// src/checks/validate.ts
var IN_TEXT = ["response", "transcript"];
function validateCheck(check) {
  if (!isObject(check)) return [{ pointer: "", message: `a check must be an object with a 'kind', not ${typeName(check)}` }];
  const rawKind = check["kind"];
  if (rawKind === void 0) return [{ pointer: "", message: `the check has no 'kind' (one of: ${CHECK_KINDS.join(", ")})` }];
  if (typeof rawKind !== "string") return [{ pointer: "/kind", message: `'kind' must be a string, not ${typeName(rawKind)}` }];
  const kind = normalizeKind(rawKind);
  if (!kind) {
    return [{ pointer: "/kind", message: `unknown check kind '${rawKind}'${didYouMean(rawKind, CHECK_KINDS) || ` (known kinds: ${CHECK_KINDS.join(", ")})`}` }];
  }
  const spec = KINDS[kind];
  const fields = { ...COMMON, ...spec.fields };
  const problems = [];
  const add = (pointer, message) => {
    problems.push({ pointer, message });
  };
  for (const k of Object.keys(check)) {
    if (!(k in fields)) {
      const hint = didYouMean(k, Object.keys(fields));
      add(`/${k.replace(/~/g, "~0").replace(/\//g, "~1")}`, `unknown field '${k}' for a ${kind} check${hint || ` (fields: ${Object.keys(spec.fields).join(", ")})`}`);
    }
  }
  for (const r of spec.required) if (!(r in check)) add("", `a ${kind} check needs '${r}'`);
  const ok = {};
  for (const [k, t] of Object.entries(fields)) {
    if (!(k in check)) continue;
    const p = typeProblem(t, check[k], k);
    if (p) add(`/${k}`, p);
    else ok[k] = true;
  }
  const has = (k) => ok[k] === true;
  if (has("value") && fields["value"] === "strings" && Array.isArray(check["value"])) {
    ;
    check["value"].forEach((item, j) => {
      if (typeof item !== "string" || item === "") add(`/value/${j}`, `'value' items must be non-empty strings, not ${show(item)}`);
    });
  }
  if (has("args")) {
    ;
    check["args"].forEach((item, j) => {
      if (typeof item !== "string") add(`/args/${j}`, `'args' items must be strings, not ${typeName(item)}`);
    });
  }
  if (has("count") && isObject(check["count"])) problems.push(...rangeProblems(check["count"], "/count", "count"));
  const isJsonKind = spec.readsJson === true;
  if (has("in")) {
    const v = check["in"];
    if (IN_TEXT.includes(v)) {
      if (isJsonKind && v === "transcript") add("/in", `'in: transcript' is not JSON; use 'response' or a file path`);
    } else {
      const p = outputGlobProblem(v, "'in'");
      if (p) add("/in", p);
    }
  }
  if (has("path") && spec.pathIsGlob === true) {
    const p = outputGlobProblem(check["path"], "'path'");
    if (p) add("/path", p);
  }
  let flags = "";
  if ("flags" in check) {
    const f = check["flags"];
    if (typeof f !== "string") add("/flags", `'flags' must be a string of regex flags such as "im", not ${typeName(f)}`);
    else {
      const p = regexFlagsProblem(f);
      if (p) add("/flags", p);
      else flags = f;
    }
  }
  if (has("pattern")) {
    const p = regexPatternProblem(check["pattern"], flags);
    if (p) add("/pattern", p);
  }
  spec.validate?.(check, { has, add });
  return problems;
}

// src/checks/checks.ts
async function runCheck(check, ctx) {
  try {
    const problems = validateCheck(check);
    if (problems.length > 0) {
      return evalError(`Invalid check: ${problems.map((p) => p.pointer ? `${p.pointer}: ${p.message}` : p.message).join("; ")}`);
    }
    const kind = normalizeKind(check.kind);
    const plugin = KINDS[kind];
    const r = await plugin.run(check, ctx);
    return { ...r, evidence: cap(r.evidence, plugin.evidenceCap ?? MAX_EVIDENCE) };
  } catch (e) {
    return evalError(`The check could not be evaluated: ${e instanceof Error ? e.message : String(e)}`);
  }
}
function checkSkillFiles(check, skillDir) {
  try {
    const kind = normalizeKind(check.kind);
    const plugin = kind ? KINDS[kind] : void 0;
    return plugin?.skillFiles?.(check, skillDir) ?? [];
  } catch (e) {
    return [{ pointer: "", message: `could not check the files of this check: ${e instanceof Error ? e.message : String(e)}` }];
  }
}

// src/discover/trust-files.ts
import { readdirSync as readdirSync2, statSync as statSync3 } from "node:fs";
import path4 from "node:path";

// src/discover/trust-tiers.ts
var TRUST_TIERS = ["advisory", "structured", "validated", "verified", "certified"];
var MIN_VERIFIED_EVALS = 5;
var CERTIFIED_PASS_RATE = 0.95;
var MIN_CERTIFIED_MODELS = 2;
function tierLevel(t) {
  return TRUST_TIERS.indexOf(t);
}
function parseTrustTier(v) {
  if (typeof v === "number") return TRUST_TIERS[v];
  if (typeof v !== "string") return void 0;
  const s = v.trim().toLowerCase();
  if (/^[0-4]$/.test(s)) return TRUST_TIERS[Number(s)];
  return TRUST_TIERS.includes(s) ? s : void 0;
}
var pct = (x) => `${Math.round(x * 1e3) / 10}%`;
function computeTrust(input, mode = "evidence") {
  const steps = [{ tier: "advisory", met: true, reason: "SKILL.md exists" }];
  const s = input.schema;
  steps.push({
    tier: "structured",
    met: s.status === "valid",
    reason: s.status === "valid" ? "schemas/output.json is a valid JSON Schema" : s.status === "missing" ? "no schemas/output.json" : `schemas/output.json does not count: ${s.problem ?? "not a valid JSON Schema"}`
  });
  const v = input.validator;
  let vMet = false;
  let vReason;
  if (v.status === "missing") vReason = "no scripts/validate-skill.* validator";
  else if (v.status === "not_runnable") vReason = `${v.path} cannot be run (make it executable, or use .sh/.js/.py)`;
  else if (mode === "ceiling") {
    vMet = true;
    vReason = `${v.path} exists (whether it passes needs graded results)`;
  } else {
    const r = input.validatorRuns;
    const judged = r ? r.passed + r.failed : 0;
    if (!r || judged + r.errors === 0) vReason = `${v.path} has not judged any graded with_skill output yet (run and grade the evals)`;
    else if (r.errors > 0) vReason = `${v.path} errored on ${r.errors} run(s) (crash, timeout or an exit code other than 0/1/2) in ${r.source}`;
    else {
      const rate = r.passed / judged;
      vMet = rate >= input.threshold;
      vReason = `${v.path} passed ${r.passed}/${judged} with_skill runs (${pct(rate)}; needs ${pct(input.threshold)}) in ${r.source}`;
    }
  }
  steps.push({ tier: "validated", met: vMet, reason: vReason });
  let fMet = input.evalCount >= MIN_VERIFIED_EVALS;
  let fReason = `${input.evalCount} eval(s) in the repository (needs ${MIN_VERIFIED_EVALS})`;
  if (fMet) {
    if (mode === "ceiling") fReason += "; passing them needs results";
    else {
      const sm = input.summary;
      if (!sm || sm.passRate === null) {
        fMet = false;
        fReason += "; no summary with a with_skill pass rate for the skill (run, grade and report)";
      } else if (sm.evals < MIN_VERIFIED_EVALS) {
        fMet = false;
        fReason += `; the latest summary (${sm.source}) covers only ${sm.evals} eval(s)`;
      } else {
        fMet = sm.passRate >= input.threshold;
        fReason += `; with_skill pass rate ${pct(sm.passRate)} over ${sm.evals} evals in ${sm.source} (needs ${pct(input.threshold)})`;
      }
    }
  }
  steps.push({ tier: "verified", met: fMet, reason: fReason });
  const models = [...new Set(input.models)];
  let cMet = models.length >= MIN_CERTIFIED_MODELS;
  let cReason = `${models.length} model(s) configured (needs ${MIN_CERTIFIED_MODELS} for a cross-model run)`;
  if (cMet) {
    if (mode === "ceiling") cReason += "; the ≥95% pass rates need results";
    else {
      const rates = new Map(input.modelRates?.map((m) => [m.model, m]));
      const missing = models.filter((m) => !rates.has(m));
      const low = models.filter((m) => rates.has(m) && rates.get(m).passRate < CERTIFIED_PASS_RATE);
      cMet = missing.length === 0 && low.length === 0;
      const shown = models.map((m) => rates.has(m) ? `${m} ${pct(rates.get(m).passRate)}` : `${m} (no result)`).join(", ");
      cReason += `; latest pass rates: ${shown} (each needs ${pct(CERTIFIED_PASS_RATE)})`;
    }
  }
  steps.push({ tier: "certified", met: cMet, reason: cReason });
  let computed = steps[0].tier;
  for (const st of steps) {
    if (!st.met) break;
    computed = st.tier;
  }
  const declared = parseTrustTier(input.declared) ?? null;
  const claimed = tierLevel(declared ?? computed);
  const level = tierLevel(computed);
  return {
    skill: input.skill,
    computed,
    effective: TRUST_TIERS[Math.min(claimed, level)],
    declared,
    ...input.declared !== void 0 && declared === null ? { declaredInvalid: input.declared } : {},
    downgraded: claimed < level,
    overclaimed: claimed > level,
    mode,
    steps
  };
}
function nextStep(r) {
  const st = r.steps.find((s) => !s.met);
  return st ? `to reach ${st.tier}: ${st.reason}` : void 0;
}

// src/discover/trust-files.ts
var OUTPUT_SCHEMA_PATH = "schemas/output.json";
var VALIDATOR_NAMES = [
  "validate-skill.sh",
  "validate-skill.bash",
  "validate-skill.js",
  "validate-skill.mjs",
  "validate-skill.cjs",
  "validate-skill.py",
  "validate-skill"
];
var RUNNABLE_EXTS = [".sh", ".bash", ".js", ".mjs", ".cjs", ".py"];
function statOf(p) {
  let st;
  try {
    st = statSync3(p);
  } catch {
  }
  return st;
}
function isFile(p) {
  return statOf(p)?.isFile() === true;
}
function isRunnable(abs) {
  const st = statOf(abs);
  return st !== void 0 && ((st.mode & 73) !== 0 || RUNNABLE_EXTS.includes(path4.extname(abs).toLowerCase()));
}
function findValidator(skillDir) {
  let names;
  try {
    names = readdirSync2(path4.join(skillDir, "scripts"));
  } catch {
    return void 0;
  }
  const present = new Set(names);
  for (const name of VALIDATOR_NAMES.filter((n) => present.has(n))) {
    const abs2 = path4.join(skillDir, "scripts", name);
    if (isFile(abs2)) return { rel: `scripts/${name}`, abs: abs2, runnable: isRunnable(abs2) };
  }
  const other = names.filter((n) => n.startsWith("validate-skill.")).sort()[0];
  if (!other) return void 0;
  const abs = path4.join(skillDir, "scripts", other);
  return isFile(abs) ? { rel: `scripts/${other}`, abs, runnable: isRunnable(abs) } : void 0;
}
function hasOutputSchema(skillDir) {
  return isFile(path4.join(skillDir, OUTPUT_SCHEMA_PATH));
}
async function schemaEvidence(skillDir) {
  let text;
  try {
    text = await readFile(path4.join(skillDir, OUTPUT_SCHEMA_PATH), "utf8");
  } catch (e) {
    const code = e.code;
    if (code === "ENOENT" || code === "ENOTDIR") return { status: "missing" };
    return { status: "invalid", problem: `cannot be read: ${e.message}` };
  }
  const parsed = parseJsonWithPositions(text, OUTPUT_SCHEMA_PATH);
  const syntax = parsed.findings.find((f) => f.severity === "error");
  if (syntax) return { status: "invalid", problem: `not valid JSON (line ${syntax.line}, column ${syntax.column}): ${syntax.message}`, line: syntax.line };
  const c = compileJsonSchema(parsed.value);
  if (c.error) return { status: "invalid", problem: c.error };
  return { status: "valid" };
}
function validatorEvidence(skillDir) {
  const v = findValidator(skillDir);
  if (!v) return { status: "missing" };
  return { path: v.rel, status: v.runnable ? "present" : "not_runnable" };
}
function trustTierKeyPosition(text) {
  const [first, ...rest] = text.split(/\r?\n/);
  if (!/^\uFEFF?---\s*$/.test(first)) return void 0;
  for (const [i, l] of rest.entries()) {
    if (/^(?:---|\.\.\.)\s*$/.test(l)) return void 0;
    if (/^(?:trust_tier|"trust_tier"|'trust_tier')[ \t]*:/.test(l)) return { line: i + 2, column: 1 };
  }
  return void 0;
}
async function checkTrustTiers(root, skills, evals, config) {
  const findings = [];
  try {
    const counts = /* @__PURE__ */ new Map();
    for (const e of evals) counts.set(e.skill, (counts.get(e.skill) ?? 0) + 1);
    for (const skill of skills) {
      const schema = await schemaEvidence(skill.dir);
      const validator = validatorEvidence(skill.dir);
      const s = {
        ...computeTrust(
          {
            skill: skill.name,
            declared: skill.frontmatter.trustTier,
            schema: { status: schema.status, ...schema.problem ? { problem: schema.problem } : {} },
            validator,
            evalCount: counts.get(skill.name) ?? 0,
            // Stryker disable next-line LogicalOperator,OptionalChaining: the ceiling validate computes never reads the threshold (only the evidence mode compares pass rates with it)
            threshold: config.tierSettings[tierOf(skill, config)]?.threshold ?? 0.8,
            models: config.models
          },
          "ceiling"
        ),
        schema,
        validator
      };
      const next = nextStep(s);
      const rel = (p) => skill.relDir === "." ? p : `${skill.relDir}/${p}`;
      if (s.schema.status === "invalid") {
        const line = schema.line;
        findings.push({
          severity: "error",
          file: rel(OUTPUT_SCHEMA_PATH),
          ...line ? { line } : {},
          rule: "trust.schema.invalid",
          message: `${OUTPUT_SCHEMA_PATH} is not a usable JSON Schema (${s.schema.problem}); every with_skill run's output is checked against it, so fix or remove it`
        });
      }
      if (s.validator.status === "not_runnable" && s.validator.path) {
        findings.push({
          severity: "error",
          file: rel(s.validator.path),
          rule: "trust.validator.not_runnable",
          message: `${s.validator.path} cannot be run: make it executable (chmod +x) or use a .sh, .bash, .js, .mjs, .cjs or .py file`
        });
      }
      const at2 = async () => {
        let pos;
        try {
          pos = trustTierKeyPosition(await readFile(path4.join(root, skill.file), "utf8"));
        } catch {
        }
        return pos ?? {};
      };
      if (s.declaredInvalid !== void 0) {
        findings.push({
          severity: "error",
          file: skill.file,
          ...await at2(),
          rule: "trust.tier.invalid",
          message: `trust_tier '${s.declaredInvalid.slice(0, 60)}' is not a trust tier; use advisory, structured, validated, verified or certified (or 0-4)`
        });
      } else if (s.declared && tierLevel(s.declared) > tierLevel(s.computed)) {
        findings.push({
          severity: "error",
          file: skill.file,
          ...await at2(),
          rule: "trust.tier.overclaimed",
          message: `trust_tier '${s.declared}' is higher than this skill can reach (at most '${s.computed}'; ${next}); lower it or add what is missing`
        });
      }
    }
  } catch (e) {
    findings.push({ severity: "warning", file: ".", rule: "trust.internal", message: `trust tiers could not be checked: ${e instanceof Error ? e.message : String(e)}` });
  }
  return findings;
}

export {
  regexPatternWarning,
  RESERVED_OUTPUT_NAMES,
  hasGlobMagic,
  globToRegExp,
  validateCheck,
  runCheck,
  checkSkillFiles,
  TRUST_TIERS,
  computeTrust,
  nextStep,
  OUTPUT_SCHEMA_PATH,
  findValidator,
  hasOutputSchema,
  schemaEvidence,
  validatorEvidence,
  checkTrustTiers
};
