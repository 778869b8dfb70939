#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);

// src/text/markdown.ts
function percentEncoded(c) {
  const e = encodeURIComponent(c);
  return e !== c ? e : "%" + c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0");
}
function mdEscape(text) {
  const flat = text.replace(/\s*[\r\n]+\s*/g, " ");
  let out = "";
  let i = 0;
  let plainStart = 0;
  while (i < flat.length) {
    if (flat[i] !== "`") {
      i++;
      continue;
    }
    let n = 1;
    while (flat[i + n] === "`") n++;
    const close = findRun(flat, i + n, n);
    if (close < 0) {
      i += n;
      continue;
    }
    out += escapePlain(flat.slice(plainStart, i), plainStart === 0) + flat.slice(i, close + n).replace(/\|/g, "\\|");
    i = close + n;
    plainStart = i;
  }
  out += escapePlain(flat.slice(plainStart), plainStart === 0);
  return out;
}
function findRun(s, from, n) {
  let j = from;
  while (j < s.length) {
    if (s[j] !== "`") {
      j++;
      continue;
    }
    let m = 1;
    while (s[j + m] === "`") m++;
    if (m === n) return j;
    j += m;
  }
  return -1;
}
function escapePlain(s, atLineStart) {
  let out = s.replace(/[\\`*_~[\]|<>]|&(?=#?[A-Za-z0-9]+;)/g, (c) => c === "<" ? "&lt;" : c === ">" ? "&gt;" : c === "&" ? "&amp;" : "\\" + c).replace(/@(?=[A-Za-z0-9])/g, "@​");
  if (atLineStart) out = out.replace(/^(\s*)([#+=-]|\d+(?=[.)]))/, (_m, sp, mark) => /\d/.test(mark) ? `${sp}${mark}\\` : `${sp}\\${mark}`);
  return out;
}
function mdCode(text) {
  const clean = text.replace(/[\r\n]+/g, " ").replace(/`/g, "ˋ").replace(/\|/g, "\\|");
  return "`" + clean + "`";
}

export {
  percentEncoded,
  mdEscape,
  mdCode
};
