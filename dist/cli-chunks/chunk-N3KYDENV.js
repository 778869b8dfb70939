#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  redact
} from "./chunk-CY6ICJBK.js";

// src/run/task-log.ts
import { appendFile, mkdir, readFile } from "node:fs/promises";
import { dirname } from "node:path";
var TASK_LOG_VERSION = 1;
var TaskLog = class {
  constructor(file) {
    this.file = file;
  }
  file;
  tail = Promise.resolve();
  /** The last result of each key (an absent file is an empty log). */
  async load() {
    const out = /* @__PURE__ */ new Map();
    let text;
    try {
      text = await readFile(this.file, "utf8");
    } catch (err) {
      if (err.code === "ENOENT") return out;
      throw err;
    }
    for (const line of text.split("\n")) {
      if (line.trim() === "") continue;
      let v;
      try {
        v = JSON.parse(line);
      } catch {
        continue;
      }
      if (!v || typeof v !== "object") continue;
      const o = v;
      if (typeof o.version === "number" && o.version > TASK_LOG_VERSION) {
        throw new Error(`${this.file}: written by a newer skill-evals (task log version ${o.version}; this one reads up to version ${TASK_LOG_VERSION}).`);
      }
      if (typeof o.key === "string" && o.result !== void 0) out.set(o.key, o.result);
    }
    return out;
  }
  /** Appends one item's line (appends are serialised, each one line). */
  append(key, result) {
    const line = redact(JSON.stringify({ version: TASK_LOG_VERSION, key, result })) + "\n";
    this.tail = this.tail.then(async () => {
      await mkdir(dirname(this.file), { recursive: true });
      await appendFile(this.file, line);
    });
    return this.tail;
  }
};

export {
  TaskLog
};
