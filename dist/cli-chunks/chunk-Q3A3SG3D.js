#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  redact,
  redactData
} from "./chunk-CY6ICJBK.js";
import {
  RUNS_FILE,
  decodeLog,
  encodeRecord,
  latestByRun
} from "./chunk-WWKFZUJB.js";

// src/run/results-store.ts
import { randomBytes } from "node:crypto";
import * as fs from "node:fs";
import { promises as fsp, rename as renameCb, writeFile as writeFileCb } from "node:fs";
import * as path from "node:path";
import { promisify } from "node:util";
var writeFileFast = promisify(writeFileCb);
var renameFast = promisify(renameCb);
function fdOpen(file, flags) {
  return new Promise((resolve, reject) => fs.open(file, flags, 420, (err, fd) => err ? reject(err) : resolve(fd)));
}
function fdClose(fd) {
  return new Promise((resolve, reject) => fs.close(fd, (err) => err ? reject(err) : resolve()));
}
function fdSync(fd) {
  return new Promise((resolve, reject) => fs.fsync(fd, (err) => err ? reject(err) : resolve()));
}
function fdSize(fd) {
  return new Promise((resolve, reject) => fs.fstat(fd, (err, st) => err ? reject(err) : resolve(st.size)));
}
function fdReadByte(fd, pos) {
  const buf = Buffer.alloc(1);
  return new Promise(
    (resolve, reject) => fs.read(fd, buf, 0, 1, pos, (err, n) => err ? reject(err) : resolve(n === 1 ? buf[0] : void 0))
  );
}
function fdAppend(fd, buf, off, len) {
  try {
    return Promise.resolve(fs.writeSync(fd, buf, off, len, null));
  } catch (err) {
    return Promise.reject(err);
  }
}
var tmpCounter = 0;
var tmpTag = `${process.pid}.${randomBytes(4).toString("hex")}`;
async function writeFileAtomic(file, data, opts = {}) {
  const dir = path.dirname(file);
  if (opts.mkdir !== false) await fsp.mkdir(dir, { recursive: true });
  const tmp = path.join(dir, `.${path.basename(file)}.${tmpTag}.${++tmpCounter}.tmp`);
  try {
    data = redactData(data);
    if (opts.fsync) {
      const fh = await fsp.open(tmp, "w");
      try {
        await fh.writeFile(data);
        await fh.sync();
      } finally {
        await fh.close();
      }
    } else {
      await writeFileFast(tmp, data);
    }
    await renameFast(tmp, file);
  } catch (err) {
    await fsp.rm(tmp, { force: true }).catch(() => {
    });
    throw err;
  }
}
function writeRunFile(file, data, opts = {}) {
  const redacted = redactData(data);
  if (opts.fresh) return fs.writeFileSync(file, redacted);
  const bytes = typeof redacted === "string" ? Buffer.from(redacted) : redacted;
  let fd;
  try {
    fd = fs.openSync(file, "r+");
  } catch (err) {
    if (err.code !== "ENOENT") throw err;
    fs.writeFileSync(file, bytes);
    return;
  }
  try {
    let done = 0;
    while (done < bytes.length) done += fs.writeSync(fd, bytes, done, bytes.length - done, done);
    fs.ftruncateSync(fd, bytes.length);
  } finally {
    fs.closeSync(fd);
  }
}
var NEWLINE = Buffer.from("\n");
var ResultsStore = class {
  dir;
  file;
  fsync;
  fd;
  opening;
  /** Lines waiting for the next write; `flushing` is the writer loop while it runs. */
  pending = [];
  flushing;
  /** A write failed part-way: the file may end in a partial line, start the next write on a new line. */
  dirty = false;
  _appended = 0;
  constructor(outDir, opts = {}) {
    this.dir = outDir;
    this.file = path.join(outDir, RUNS_FILE);
    this.fsync = opts.fsync ?? false;
  }
  /** Records appended through this instance. */
  get appended() {
    return this._appended;
  }
  /** Append one record as one line. Resolves once the line is written. */
  append(record) {
    let line;
    try {
      line = Buffer.from(redact(encodeRecord(record)) + "\n", "utf8");
    } catch (err) {
      return Promise.reject(err);
    }
    return new Promise((resolve, reject) => {
      this.pending.push({ line, resolve, reject });
      this.flushing ??= this.flush();
    });
  }
  /** Group commit: everything queued while the previous write was in flight goes out in one write, in order. */
  async flush() {
    try {
      while (this.pending.length > 0) {
        const batch = this.pending;
        this.pending = [];
        try {
          const fd = await this.handle();
          const parts = batch.map((p) => p.line);
          if (this.dirty) parts.unshift(NEWLINE);
          const buf = parts.length === 1 ? parts[0] : Buffer.concat(parts);
          this.dirty = true;
          let off = 0;
          while (off < buf.length) off += await fdAppend(fd, buf, off, buf.length - off);
          this.dirty = false;
          if (this.fsync) await fdSync(fd);
        } catch (err) {
          for (const p of batch) p.reject(err);
          continue;
        }
        this._appended += batch.length;
        for (const p of batch) p.resolve();
      }
    } finally {
      this.flushing = void 0;
    }
  }
  /** Resolves once every append made so far has been written (or has failed). */
  async drain() {
    while (this.flushing) await this.flushing;
  }
  /** Every record on disk, last record per runId wins (insertion order = first seen). */
  async load() {
    return latestByRun((await this.readAll()).records);
  }
  /** Raw parse of the file, including how many lines were skipped. */
  async readAll() {
    await this.drain();
    let text;
    try {
      text = await fsp.readFile(this.file, "utf8");
    } catch (err) {
      if (err.code === "ENOENT") return { records: [], badLines: 0 };
      throw err;
    }
    return decodeLog(text, this.file);
  }
  /** runIds whose latest record is `completed`: the runs `--resume` must not redo. */
  async completedRunIds() {
    const done = /* @__PURE__ */ new Set();
    for (const [id, r] of await this.load()) if (r.status === "completed") done.add(id);
    return done;
  }
  /** Wait for pending appends and close the file. The store can be appended to again. */
  async close() {
    await this.drain();
    const fd = this.fd ?? (this.opening ? await this.opening.catch(() => void 0) : void 0);
    this.fd = void 0;
    this.opening = void 0;
    if (fd !== void 0) await fdClose(fd);
  }
  handle() {
    if (this.fd !== void 0) return Promise.resolve(this.fd);
    if (!this.opening) {
      this.opening = (async () => {
        await fsp.mkdir(this.dir, { recursive: true });
        const fd = await fdOpen(this.file, "a+");
        try {
          const size = await fdSize(fd);
          if (size > 0 && await fdReadByte(fd, size - 1) !== 10) {
            await fdAppend(fd, NEWLINE, 0, 1);
          }
        } catch (err) {
          await fdClose(fd).catch(() => {
          });
          throw err;
        }
        this.fd = fd;
        return fd;
      })();
      this.opening.catch(() => {
        this.opening = void 0;
      });
    }
    return this.opening;
  }
};

export {
  writeFileAtomic,
  writeRunFile,
  ResultsStore
};
