#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);

// src/text/utf8.ts
import { isUtf8 } from "node:buffer";
function firstInvalidUtf8(b) {
  if (isUtf8(b)) return -1;
  let i = 0;
  while (i < b.length) {
    const c = b[i];
    if (c < 128) {
      i++;
      continue;
    }
    let need;
    let lo = 128;
    let hi = 191;
    if (c >= 194 && c <= 223) need = 1;
    else if (c === 224) need = 2, lo = 160;
    else if (c >= 225 && c <= 236 || c === 238 || c === 239) need = 2;
    else if (c === 237) need = 2, hi = 159;
    else if (c === 240) need = 3, lo = 144;
    else if (c >= 241 && c <= 243) need = 3;
    else if (c === 244) need = 3, hi = 143;
    else return i;
    for (let k = 1; k <= need; k++) {
      const d = b[i + k];
      if (d === void 0) return i;
      if (k === 1 ? d < lo || d > hi : d < 128 || d > 191) return i;
    }
    i += need + 1;
  }
  return -1;
}
function utf8Bytes(text) {
  return Buffer.byteLength(text, "utf8");
}
function cutUtf8(text, maxBytes) {
  if (utf8Bytes(text) <= maxBytes) return text;
  const cut = Buffer.from(text, "utf8").subarray(0, maxBytes).toString("utf8");
  return cut.endsWith("�") ? cut.slice(0, -1) : cut;
}

export {
  firstInvalidUtf8,
  cutUtf8
};
