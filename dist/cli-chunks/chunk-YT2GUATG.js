#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);

// src/text/truncate.ts
function truncateEnd(s, max, marker, keep = max) {
  if (s.length <= max) return s;
  return s.slice(0, keep) + marker(s.length - keep);
}
function truncateMiddle(s, max, head, marker) {
  if (s.length <= max) return s;
  const tail = max - head;
  return s.slice(0, head) + marker(s.length - head - tail) + s.slice(s.length - tail);
}

// src/re2-engine.ts
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
var loaded;
function side() {
  if (loaded) return loaded;
  const here = dirname(fileURLToPath(import.meta.url));
  const dist = /[\\/](?:cli-)?chunks$/.test(here) ? dirname(here) : here;
  return loaded = createRequire(import.meta.url)(join(dist, "side", "re2-engine.cjs"));
}
function re2Engine() {
  return side().re2Engine();
}

// src/safe-regex.ts
var SAFE_REGEX_FLAGS = "dgimsuvy";
var UnsupportedPatternError = class extends Error {
  name = "UnsupportedPatternError";
};
function backtrackingFeature(pattern) {
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === "\\") {
      const n = pattern[i + 1];
      if (!inClass && n !== void 0 && n >= "1" && n <= "9") return `backreferences such as '\\${n}' are not supported (linear-time RE2 syntax)`;
      if (!inClass && n === "k" && pattern[i + 2] === "<") return "named backreferences ('\\k<name>') are not supported (linear-time RE2 syntax)";
      i++;
      continue;
    }
    if (inClass) {
      if (c === "]") inClass = false;
      continue;
    }
    if (c === "[") {
      inClass = true;
      continue;
    }
    if (c === "(" && pattern[i + 1] === "?" && (pattern[i + 2] === "=" || pattern[i + 2] === "!")) {
      return `lookahead ('(?${pattern[i + 2]}…)') is not supported (linear-time RE2 syntax); match the text itself instead`;
    }
  }
  return void 0;
}
function re2Message(e, flags) {
  const msg = (e instanceof Error ? e.message : String(e)).replace(/^error parsing regexp: /, "");
  const added = [..."ims"].filter((f) => flags.includes(f)).length;
  if (added === 0) return msg;
  return msg.replace(new RegExp(`\`(?:\\(\\?[ims]\\)){${added}}`), "`");
}
function flagBits(RE2, flags) {
  let bits = RE2.LOOKBEHINDS;
  if (flags.includes("i")) bits |= RE2.CASE_INSENSITIVE;
  if (flags.includes("m")) bits |= RE2.MULTILINE;
  if (flags.includes("s")) bits |= RE2.DOTALL;
  return bits;
}
function safeFlagsProblem(flags) {
  const bad = [...flags].filter((c) => !SAFE_REGEX_FLAGS.includes(c));
  if (bad.length > 0) return `unknown regex flag${bad.length > 1 ? "s" : ""} ${bad.map((c) => `'${c}'`).join(", ")} (valid: d g i m s u v y)`;
  if (new Set(flags).size !== flags.length) return `regex flags '${flags}' repeat a flag`;
  if (flags.includes("u") && flags.includes("v")) return "regex flags 'u' and 'v' cannot be combined";
  return void 0;
}
function compileSafeRegex(pattern, flags = "") {
  const key = `${flags}/${pattern}`;
  const hit = compiled.get(key);
  if (hit) return hit;
  const re = compileUncached(pattern, flags);
  if (compiled.size >= COMPILED_MAX) compiled.delete(compiled.keys().next().value);
  compiled.set(key, re);
  return re;
}
var compiled = /* @__PURE__ */ new Map();
var COMPILED_MAX = 256;
function compileUncached(pattern, flags) {
  const flagProblem = safeFlagsProblem(flags);
  if (flagProblem) throw new UnsupportedPatternError(flagProblem);
  const literal = literalMatcher(pattern, flags);
  if (literal) return literal;
  const feature = backtrackingFeature(pattern);
  if (feature) throw new UnsupportedPatternError(feature);
  const RE2 = re2Engine();
  let re;
  try {
    re = RE2.compile(RE2.translateRegExp(pattern), flagBits(RE2, flags));
  } catch (e) {
    throw new UnsupportedPatternError(re2Message(e, flags));
  }
  const sticky = flags.includes("y");
  const shown = `/${pattern}/${flags}`;
  return {
    source: pattern,
    flags,
    test: (text) => sticky ? re.matcher(text).lookingAt() : re.test(text),
    exec: (text) => {
      if (sticky) {
        const m2 = re.matcher(text);
        if (!m2.lookingAt()) return null;
        const groups2 = [];
        for (let g = 1; g <= m2.groupCount(); g++) groups2.push(m2.group(g) ?? void 0);
        return { index: 0, text: m2.group(0) ?? "", groups: groups2 };
      }
      const m = re.exec(text);
      if (!m) return null;
      const groups = m.slice(1).map((g) => g === null || g === void 0 ? void 0 : String(g));
      return { index: m.index, text: String(m[0] ?? ""), groups };
    },
    toString: () => shown
  };
}
var META = ".*+?^${}()|[]\\/";
function literalMatcher(pattern, flags) {
  for (const f of flags) if (!"dguv".includes(f)) return void 0;
  const start = pattern.startsWith("^");
  let end = pattern.length;
  let text = "";
  for (let i = start ? 1 : 0; i < end; i++) {
    const c = pattern[i];
    if (c === "\\") {
      const n = pattern[i + 1];
      if (n === void 0 || !META.includes(n)) return void 0;
      text += n;
      i++;
    } else if (c === "$" && i === pattern.length - 1) {
      end = i;
    } else if (META.includes(c)) {
      return void 0;
    } else {
      text += c;
    }
  }
  const anchoredEnd = end < pattern.length;
  const at = (s) => {
    if (start) return (anchoredEnd ? s === text : s.startsWith(text)) ? 0 : -1;
    if (anchoredEnd) return s.endsWith(text) ? s.length - text.length : -1;
    return s.indexOf(text);
  };
  const shown = `/${pattern}/${flags}`;
  return {
    source: pattern,
    flags,
    test: (s) => at(s) >= 0,
    exec: (s) => {
      const index = at(s);
      return index < 0 ? null : { index, text, groups: [] };
    },
    toString: () => shown
  };
}
function safeRegexProblem(pattern, flags = "") {
  try {
    compileSafeRegex(pattern, flags);
    return void 0;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}
function nestedQuantifier(pattern) {
  const stack = [];
  let inClass = false;
  const unboundedAt = (i) => {
    const c = pattern[i];
    if (c === "*" || c === "+") return 1;
    if (c === "{") {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(i));
      if (m && m[2] !== void 0 && (m[3] === "" || Number(m[3]) > 1)) return m[0].length;
    }
    return 0;
  };
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === "\\") {
      i++;
      if (!inClass && unboundedAt(i + 1) > 0 && stack.length > 0) stack[stack.length - 1].inner = true;
      continue;
    }
    if (inClass) {
      if (c === "]") {
        inClass = false;
        if (unboundedAt(i + 1) > 0 && stack.length > 0) stack[stack.length - 1].inner = true;
      }
      continue;
    }
    if (c === "[") {
      inClass = true;
      continue;
    }
    if (c === "(") {
      stack.push({ start: i, inner: false });
      continue;
    }
    if (c === ")") {
      const g = stack.pop();
      if (!g) continue;
      const q = unboundedAt(i + 1);
      if (q > 0 && g.inner) return pattern.slice(g.start, i + 1 + q);
      if ((q > 0 || g.inner) && stack.length > 0) stack[stack.length - 1].inner = true;
      continue;
    }
    if (unboundedAt(i + 1) > 0 && stack.length > 0 && c !== "|" && c !== "(") stack[stack.length - 1].inner = true;
  }
  return void 0;
}

// src/glob.ts
var IN_SEGMENT = "[^/]*";
function translateStar(pattern, i, globstarDir) {
  if (pattern[i + 1] !== "*") return { re: IN_SEGMENT, last: i };
  const atStart = i === 0 || pattern[i - 1] === "/";
  const atEnd = i + 2 === pattern.length || pattern[i + 2] === "/";
  if (!atStart || !atEnd) return { re: IN_SEGMENT, last: i + 1 };
  if (pattern[i + 2] === "/") return { re: globstarDir, last: i + 2 };
  return { re: ".*", last: i + 1 };
}
function readClass(pattern, i) {
  let start = i + 1;
  const neg = pattern[start] === "!" || pattern[start] === "^";
  if (neg) start++;
  const end = pattern.indexOf("]", start + 1);
  return end < 0 ? null : { neg, body: pattern.slice(start, end), end };
}
function classSource(cls) {
  return `[${cls.neg ? "^/" : ""}${cls.body.replace(/[\\\][^]/g, "\\$&")}]`;
}
function outputGlobToRegExp(g) {
  let re = "";
  let braces = 0;
  for (let i = 0; i < g.length; i++) {
    const c = g[i];
    if (c === "\\") {
      const n = g[i + 1];
      if (n === void 0) throw new Error("ends with a lone backslash");
      re += n.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
      i++;
    } else if (c === "*") {
      const star = translateStar(g, i, "(?:[^/]+/)*");
      re += star.re;
      i = star.last;
    } else if (c === "?") {
      re += "[^/]";
    } else if (c === "[") {
      const cls = readClass(g, i);
      if (!cls) throw new Error(`unterminated '[' at position ${i + 1}`);
      if (cls.body.includes("/")) throw new Error("a '[...]' class cannot contain '/'");
      re += classSource(cls);
      i = cls.end;
    } else if (c === "{") {
      braces++;
      re += "(?:";
    } else if (c === "}") {
      if (braces === 0) throw new Error(`unmatched '}' at position ${i + 1}`);
      braces--;
      re += ")";
    } else if (c === "," && braces > 0) {
      re += "|";
    } else {
      re += c.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
    }
  }
  if (braces > 0) throw new Error("unterminated '{'");
  return compileSafeRegex(`^${re}$`);
}
function expandBraces(pattern) {
  const open = pattern.indexOf("{");
  if (open === -1) return [pattern];
  let depth = 0;
  for (let i = open; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === "{") depth++;
    else if (c === "}") {
      depth--;
      if (depth === 0) {
        const inner = pattern.slice(open + 1, i);
        const parts = [];
        let d = 0;
        let start = 0;
        for (let j = 0; j < inner.length; j++) {
          if (inner[j] === "{") d++;
          else if (inner[j] === "}") d--;
          else if (inner[j] === "," && d === 0) {
            parts.push(inner.slice(start, j));
            start = j + 1;
          }
        }
        parts.push(inner.slice(start));
        const pre = pattern.slice(0, open);
        const post = pattern.slice(i + 1);
        return parts.flatMap((p) => expandBraces(pre + p + post));
      }
    }
  }
  return [pattern];
}
function toolGlobSource(pattern) {
  let re = "";
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === "*") {
      const star = translateStar(pattern, i, "(?:[^/]*(?:/|$))*");
      re += star.re;
      i = star.last;
    } else if (c === "?") re += "[^/]";
    else if (c === "[") {
      const cls = readClass(pattern, i);
      if (!cls) re += "\\[";
      else {
        re += classSource(cls);
        i = cls.end;
      }
    } else if ("\\^$.|+(){}".includes(c)) re += "\\" + c;
    else re += c;
  }
  return re;
}
function toolGlobToRegExp(pattern, flags = "") {
  return compileSafeRegex(`^(?:${expandBraces(pattern).map(toolGlobSource).join("|")})$`, flags);
}
function pathFilterToRegExp(pattern) {
  let p = pattern.trim().replace(/\\/g, "/").replace(/^\.\//, "").replace(/^\/+/, "");
  if (p.endsWith("/")) p += "**";
  let re = "";
  for (let i = 0; i < p.length; i++) {
    const c = p[i];
    if (c === "*") {
      const star = translateStar(p, i, "(?:.*/)?");
      re += star.re;
      i = star.last;
    } else if (c === "?") re += "[^/]";
    else re += c.replace(/[.+^${}()|[\]\\]/g, "\\$&");
  }
  return compileSafeRegex(`^${re}$`);
}

export {
  safeFlagsProblem,
  compileSafeRegex,
  safeRegexProblem,
  nestedQuantifier,
  outputGlobToRegExp,
  toolGlobToRegExp,
  pathFilterToRegExp,
  truncateEnd,
  truncateMiddle
};
