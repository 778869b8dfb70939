#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  compileSafeRegex
} from "./chunk-QPBIEP6R.js";

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
      const end = g.indexOf("]", i + 2);
      if (end < 0) throw new Error(`unterminated '[' at position ${i + 1}`);
      let body = g.slice(i + 1, end);
      let neg = false;
      if (body.startsWith("!") || body.startsWith("^")) {
        neg = true;
        body = body.slice(1);
      }
      if (body.includes("/")) throw new Error("a '[...]' class cannot contain '/'");
      re += `[${neg ? "^" : ""}${body.replace(/[\\\]^]/g, "\\$&")}]`;
      i = end;
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
      const close = pattern.indexOf("]", i + 2);
      if (close === -1) re += "\\[";
      else {
        let cls = pattern.slice(i + 1, close);
        if (cls.startsWith("!")) cls = "^" + cls.slice(1);
        re += "[" + cls.replace(/\\/g, "\\\\") + "]";
        i = close;
      }
    } else if ("\\^$.|+(){}".includes(c)) re += "\\" + c;
    else re += c;
  }
  return re;
}
function toolGlobToRegExp(pattern, flags = "") {
  return compileSafeRegex(`^(?:${expandBraces(pattern).map(toolGlobSource).join("|")})$`, flags);
}

export {
  outputGlobToRegExp,
  toolGlobToRegExp,
  truncateEnd,
  truncateMiddle
};
