#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  writeFileAtomic,
  writeRunFile
} from "./chunk-Q3A3SG3D.js";
import {
  checkFolderInside,
  effectiveCacheDir,
  folderRoot,
  isPullRequestEvent
} from "./chunk-DQGGB3WH.js";
import {
  RESPONSE_FILE,
  harnessOutputs
} from "./chunk-WWKFZUJB.js";

// src/run/limiter.ts
var Fifo = class {
  items = [];
  head = 0;
  push(item) {
    this.items.push(item);
  }
  shift() {
    if (this.head >= this.items.length) return void 0;
    const item = this.items[this.head];
    this.items[this.head] = void 0;
    this.head++;
    if (this.head >= 1024 && this.head * 2 >= this.items.length) {
      this.items = this.items.slice(this.head);
      this.head = 0;
    }
    return item;
  }
};
var AdaptiveLimiter = class {
  max;
  min;
  recoverAfter;
  cooldownMs;
  now;
  _limit;
  _inFlight = 0;
  /** Live (not aborted) waiters across both lanes. */
  _waiting = 0;
  normal = new Fifo();
  priority = new Fifo();
  successStreak = 0;
  lastShrinkAt = Number.NEGATIVE_INFINITY;
  _shrinks = 0;
  _rateLimited = 0;
  _overloaded = 0;
  _minLimitSeen;
  constructor(opts = {}) {
    const max = Math.floor(opts.max ?? 4);
    if (!(max >= 1)) throw new RangeError(`limiter max must be >= 1, got ${opts.max}`);
    this.max = max;
    this.min = Math.max(1, Math.min(max, Math.floor(opts.min ?? 1)));
    this.recoverAfter = Math.max(1, Math.floor(opts.recoverAfter ?? 16));
    this.cooldownMs = Math.max(0, opts.cooldownMs ?? 2e3);
    this.now = opts.now ?? (() => performance.now());
    this._limit = max;
    this._minLimitSeen = max;
  }
  /** Current concurrency limit. */
  get limit() {
    return this._limit;
  }
  get inFlight() {
    return this._inFlight;
  }
  get waiting() {
    return this._waiting;
  }
  /**
   * Wait for a slot. Resolves with an idempotent `release()`; rejects with the signal's
   * reason if `signal` aborts first (the waiter then takes no slot).
   */
  acquire(signal, opts = {}) {
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (this._inFlight < this._limit && this._waiting === 0) {
      this._inFlight++;
      return Promise.resolve(this.makeRelease());
    }
    return new Promise((resolve2, reject) => {
      const waiter = { resolve: resolve2, reject, signal, done: false };
      if (signal) {
        waiter.onAbort = () => {
          waiter.done = true;
          this._waiting--;
          reject(signal.reason);
        };
        signal.addEventListener("abort", waiter.onAbort, { once: true });
      }
      this._waiting++;
      (opts.priority ? this.priority : this.normal).push(waiter);
    });
  }
  /** A request finished successfully. */
  onSuccess() {
    if (this._limit >= this.max) return;
    this.successStreak++;
    if (this.successStreak >= this.recoverAfter) {
      this.successStreak = 0;
      this._limit++;
      this.pump();
    }
  }
  /** A request got a 429. Returns true if this call halved the limit. */
  onRateLimited() {
    this._rateLimited++;
    this.successStreak = 0;
    const t = this.now();
    if (t - this.lastShrinkAt < this.cooldownMs) return false;
    this.lastShrinkAt = t;
    const next = Math.max(this.min, Math.floor(this._limit / 2));
    if (next === this._limit) return false;
    this._limit = next;
    this._shrinks++;
    this._minLimitSeen = Math.min(this._minLimitSeen, next);
    return true;
  }
  /** A request got a 529 or another 5xx: counted, the limit is left alone. */
  onOverloaded() {
    this._overloaded++;
  }
  stats() {
    return {
      limit: this._limit,
      max: this.max,
      inFlight: this._inFlight,
      waiting: this._waiting,
      shrinks: this._shrinks,
      rateLimited: this._rateLimited,
      overloaded: this._overloaded,
      minLimitSeen: this._minLimitSeen
    };
  }
  makeRelease() {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this._inFlight--;
      this.pump();
    };
  }
  pump() {
    while (this._inFlight < this._limit) {
      const w = this.priority.shift() ?? this.normal.shift();
      if (!w) break;
      if (w.done) continue;
      this._waiting--;
      if (w.onAbort) {
        w.signal.removeEventListener("abort", w.onAbort);
      }
      this._inFlight++;
      w.resolve(this.makeRelease());
    }
  }
};

// src/run/response-cache.ts
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import * as fs from "node:fs";
import { promises as fsp } from "node:fs";
import * as path from "node:path";
import os from "node:os";
var CACHE_FORMAT_VERSION = 1;
var CACHE_KEY_ENV = "SKILL_EVALS_CACHE_KEY";
var MIN_KEY_CHARS = 32;
function cacheMacFromEnv(env = process.env) {
  const job = randomBytes(8).toString("hex");
  const pr = isPullRequestEvent(env);
  const secret = env[CACHE_KEY_ENV];
  if (secret && secret.length >= MIN_KEY_CHARS) {
    return { key: createHash("sha256").update(secret).digest("hex"), scope: "workflow", job, foreignToolUse: !pr };
  }
  const random = () => ({ key: randomBytes(32).toString("hex"), scope: "job", job, foreignToolUse: false });
  if (env.GITHUB_ACTIONS === "true" || pr) return random();
  const local = localKey(env);
  return local ? { key: local, scope: "local", job, foreignToolUse: true } : random();
}
function localKey(env) {
  try {
    const base = env.XDG_CONFIG_HOME || path.join(env.HOME || os.homedir(), ".config");
    const dir = path.join(base, "skill-evals");
    const file = path.join(dir, "cache-key");
    try {
      const fd2 = fs.openSync(file, fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW);
      try {
        const text = fs.readFileSync(fd2, "utf8").trim();
        if (/^[0-9a-f]{64}$/.test(text)) return text;
      } finally {
        fs.closeSync(fd2);
      }
      return void 0;
    } catch (e) {
      if (e.code !== "ENOENT") return void 0;
    }
    fs.mkdirSync(dir, { recursive: true, mode: 448 });
    const key = randomBytes(32).toString("hex");
    const fd = fs.openSync(file, fs.constants.O_WRONLY | fs.constants.O_CREAT | fs.constants.O_EXCL | fs.constants.O_NOFOLLOW, 384);
    try {
      fs.writeSync(fd, key + "\n");
    } finally {
      fs.closeSync(fd);
    }
    return key;
  } catch {
    return void 0;
  }
}
var processMac;
function defaultCacheMac() {
  return processMac ??= cacheMacFromEnv();
}
function entryMac(key, e) {
  return createHmac("sha256", Buffer.from(key, "hex")).update(canonicalJson({ v: e.v, key: e.key, model: e.model, trial: e.trial, requestId: e.requestId, job: e.job, message: e.message })).digest("hex");
}
function macMatches(expected, got) {
  if (typeof got !== "string" || got.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(expected, "latin1"), Buffer.from(got, "latin1"));
}
var hasToolUse = (m) => Array.isArray(m?.content) && m.content.some((b) => b?.type === "tool_use");
function canonicalJson(value) {
  return canonical(value);
}
var isIndexKey = (k) => /^(?:0|[1-9][0-9]*)$/.test(k) && Number(k) < 4294967295;
function canonical(value) {
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  if (typeof value.toJSON === "function") return canonical(value.toJSON());
  if (Array.isArray(value)) {
    let out2 = "[";
    for (let i = 0; i < value.length; i++) out2 += (i > 0 ? "," : "") + (canonical(value[i]) ?? "null");
    return out2 + "]";
  }
  const keys = Object.keys(value).sort();
  const index = keys.filter(isIndexKey);
  const ordered = index.length === 0 ? keys : [...index.sort((a, b) => Number(a) - Number(b)), ...keys.filter((k) => !isIndexKey(k))];
  let out = "{";
  let first = true;
  for (const k of ordered) {
    if (k === "__proto__") continue;
    const v = value[k];
    if (v === void 0 || typeof v === "function" || typeof v === "symbol") continue;
    const enc = canonical(v);
    if (enc === void 0) continue;
    out += (first ? "" : ",") + JSON.stringify(k) + ":" + enc;
    first = false;
  }
  return out + "}";
}
function cacheKey(params, trial) {
  return createHash("sha256").update(canonicalJson({ model: params.model, params, trial })).digest("hex");
}
var PACK_PREFIX = "pack-";
var PACK_SUFFIX = ".jsonl";
function isPackName(name) {
  return name.startsWith(PACK_PREFIX) && name.endsWith(PACK_SUFFIX);
}
function newPackName(now = /* @__PURE__ */ new Date()) {
  const ts = now.toISOString().replace(/[-:]/g, "");
  return `${PACK_PREFIX}${ts}-${process.pid}-${randomBytes(4).toString("hex")}${PACK_SUFFIX}`;
}
function fdOpen(file, flags) {
  return new Promise((resolve2, reject) => fs.open(file, flags, 420, (err, fd) => err ? reject(err) : resolve2(fd)));
}
function fdClose(fd) {
  return new Promise((resolve2) => fs.close(fd, () => resolve2()));
}
function fdRead(fd, buf, off, len, pos) {
  return new Promise((resolve2, reject) => fs.read(fd, buf, off, len, pos, (err, n) => err ? reject(err) : resolve2(n)));
}
async function readFully(fd, buf, pos) {
  let got = 0;
  while (got < buf.length) {
    const n = fs.readSync(fd, buf, got, buf.length - got, pos + got);
    if (n === 0) break;
    got += n;
  }
  return got;
}
async function writeFully(fd, buf) {
  let done = 0;
  while (done < buf.length) done += fs.writeSync(fd, buf, done, buf.length - done, null);
}
var SCAN_CHUNK = 1 << 20;
var MAX_OPEN_READERS = 64;
var NEWLINE = 10;
var LINE_PREFIX = Buffer.from(`{"v":${CACHE_FORMAT_VERSION},"key":"`, "latin1");
var HEX64 = /^[0-9a-f]{64}$/;
var ResponseCache = class {
  dir;
  mode;
  _stats = { hits: 0, misses: 0, writes: 0, corrupt: 0, skippedLines: 0, packs: 0, rejected: 0 };
  index = /* @__PURE__ */ new Map();
  /** Further entries of keys found in several packs, in pack-name order (tried when the indexed one is refused). */
  alternates = /* @__PURE__ */ new Map();
  packs = [];
  openReaders = /* @__PURE__ */ new Set();
  // pack indices with an open read fd, oldest first
  scanned;
  writer;
  ownPackName;
  /** every pack this instance created (indexed as written, so the scan skips them) */
  ownPacks = /* @__PURE__ */ new Set();
  pending = [];
  flushing;
  mac;
  constructor(opts) {
    this.dir = path.resolve(opts.dir);
    this.mode = opts.mode;
    this.mac = opts.mac ?? defaultCacheMac();
  }
  get canRead() {
    return this.mode !== "off";
  }
  get canWrite() {
    return this.mode === "read-write";
  }
  /** This instance's pack file, once its first entry has been written. */
  get packPath() {
    return this.ownPackName === void 0 ? void 0 : path.join(this.dir, this.ownPackName);
  }
  keyFor(params, trial) {
    return cacheKey(params, trial);
  }
  /** The stored entry, or undefined on a miss (or when the mode does not read). */
  async get(key) {
    return (await this.lookup(key)).entry;
  }
  /** Like `get`, and says whether an entry was there but refused (row C). */
  async lookup(key) {
    if (!this.canRead) return {};
    await (this.scanned ??= this.scan());
    let refused = false;
    for (; ; ) {
      const got = await this.lookupOnce(key);
      refused ||= got.rejected === true;
      if (got.entry || !got.retry) return got.entry ? { entry: got.entry } : refused ? { rejected: true } : {};
    }
  }
  async lookupOnce(key) {
    const ref = this.index.get(key);
    if (!ref) {
      this._stats.misses++;
      return {};
    }
    let rejected = false;
    const pack = this.packs[ref.pack];
    pack.users++;
    if (this.openReaders.delete(ref.pack)) this.openReaders.add(ref.pack);
    try {
      const fd = await (pack.fd ??= this.openReader(ref.pack));
      const buf = Buffer.allocUnsafe(ref.length);
      if (await readFully(fd, buf, ref.offset) !== ref.length) throw new Error("short read");
      const entry = JSON.parse(buf.toString("utf8"));
      if (entry?.v !== CACHE_FORMAT_VERSION || entry.key !== key || !entry.message) throw new Error("bad entry");
      const { mac, ...signed } = entry;
      rejected = !macMatches(entryMac(this.mac.key, signed), mac) || hasToolUse(entry.message) && !this.mac.foreignToolUse && entry.job !== this.mac.job;
      if (rejected) throw new Error("rejected entry");
      this._stats.hits++;
      return { entry };
    } catch {
      let retry = false;
      if (this.index.get(key) === ref) {
        const next = this.alternates.get(key)?.shift();
        if (next) {
          this.index.set(key, next);
          retry = true;
        } else this.index.delete(key);
      } else if (this.index.has(key)) retry = true;
      if (rejected) this._stats.rejected++;
      else this._stats.corrupt++;
      if (!retry) this._stats.misses++;
      return { ...rejected ? { rejected } : {}, retry };
    } finally {
      pack.users--;
      this.evictReaders();
    }
  }
  /** Record a response. A no-op unless the mode is `read-write`. Resolves once the line is written. */
  put(key, data) {
    if (!this.canWrite) return Promise.resolve(false);
    const signed = {
      v: CACHE_FORMAT_VERSION,
      key,
      model: data.model,
      trial: data.trial,
      ...data.requestId ? { requestId: data.requestId } : {},
      job: this.mac.job,
      message: data.message
    };
    const entry = { ...signed, mac: entryMac(this.mac.key, signed) };
    const line = Buffer.from(JSON.stringify(entry) + "\n", "utf8");
    return new Promise((resolve2, reject) => {
      this.pending.push({ key, line, resolve: resolve2, reject });
      this.flushing ??= this.flush();
    });
  }
  /** Wait for pending writes, then close every open file. The instance stays usable (a later put starts a new pack). */
  async close() {
    while (this.flushing) await this.flushing;
    const w = this.writer;
    this.writer = void 0;
    if (w) await w.then((x) => this.retireWriter(x)).catch(() => void 0);
    for (const i of [...this.openReaders]) await this.closeReader(i);
  }
  stats() {
    return { ...this._stats };
  }
  // ─── writing ──────────────────────────────────────────────────────────────────────
  /** Group commit: one write call for everything queued while the previous write was in flight. */
  async flush() {
    try {
      while (this.pending.length > 0) {
        const batch = this.pending;
        this.pending = [];
        let w;
        try {
          w = await (this.writer ??= this.openWriter());
          const buf = batch.length === 1 ? batch[0].line : Buffer.concat(batch.map((p) => p.line));
          await writeFully(w.fd, buf);
        } catch (err) {
          this.writer = void 0;
          if (w) this.retireWriter(w);
          for (const p of batch) p.reject(err);
          continue;
        }
        for (const p of batch) {
          this.index.set(p.key, { pack: w.pack, offset: w.size, length: p.line.length - 1 });
          w.size += p.line.length;
          this._stats.writes++;
          p.resolve(true);
        }
      }
    } finally {
      this.flushing = void 0;
    }
  }
  /** Stop appending to `w`'s pack; its entries stay readable (through a fresh read-only fd). */
  retireWriter(w) {
    if (this.packs[w.pack].fd) this.packs[w.pack].fd = void 0;
    this.ownPackName = void 0;
    return fdClose(w.fd);
  }
  async openWriter() {
    await fsp.mkdir(this.dir, { recursive: true });
    const name = newPackName();
    const file = path.join(this.dir, name);
    this.ownPacks.add(name);
    const c = fs.constants;
    const fd = await fdOpen(file, c.O_RDWR | c.O_APPEND | c.O_CREAT | c.O_EXCL | c.O_NOFOLLOW);
    this.ownPackName = name;
    const pack = this.packs.push({ file, fd: Promise.resolve(fd), users: 0 }) - 1;
    this._stats.packs++;
    return { pack, fd, size: 0 };
  }
  // ─── reading ──────────────────────────────────────────────────────────────────────
  async scan() {
    let names;
    try {
      names = (await fsp.readdir(this.dir)).filter(isPackName).sort();
    } catch {
      return;
    }
    for (const name of names) {
      if (this.ownPacks.has(name)) continue;
      const file = path.join(this.dir, name);
      const pack = this.packs.push({ file, users: 0 }) - 1;
      try {
        await this.scanPack(pack, file);
        this._stats.packs++;
      } catch {
      }
    }
  }
  async scanPack(pack, file) {
    const fd = await fdOpen(file, fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW | fs.constants.O_NONBLOCK);
    try {
      if (!fs.fstatSync(fd).isFile()) throw new Error("not a regular file");
      const chunk = Buffer.allocUnsafe(SCAN_CHUNK);
      let carry;
      let carryAt = 0;
      let pos = 0;
      for (; ; ) {
        const n = await fdRead(fd, chunk, 0, SCAN_CHUNK, pos);
        if (n === 0) break;
        const data = carry ? Buffer.concat([carry, chunk.subarray(0, n)]) : chunk.subarray(0, n);
        const base = carry ? carryAt : pos;
        pos += n;
        let start = 0;
        for (let nl = data.indexOf(NEWLINE, carry ? carry.length : 0); nl >= 0; nl = data.indexOf(NEWLINE, start)) {
          this.indexLine(pack, data, start, nl, base + start);
          start = nl + 1;
        }
        carry = start < data.length ? Buffer.from(data.subarray(start)) : void 0;
        carryAt = base + start;
      }
      if (carry && carry.length > 0) this._stats.skippedLines++;
    } finally {
      await fdClose(fd);
    }
  }
  indexLine(pack, data, start, end, offset) {
    const length = end - start;
    if (length === 0) return;
    let key;
    const p = LINE_PREFIX.length;
    if (length > p + 65 && data.compare(LINE_PREFIX, 0, p, start, start + p) === 0 && data[start + p + 64] === 34) {
      const k = data.toString("latin1", start + p, start + p + 64);
      if (HEX64.test(k)) key = k;
    }
    if (key === void 0) {
      try {
        const e = JSON.parse(data.toString("utf8", start, end));
        if (e?.v === CACHE_FORMAT_VERSION && typeof e.key === "string" && e.message) key = e.key;
      } catch {
      }
    }
    if (key === void 0) {
      this._stats.skippedLines++;
      return;
    }
    if (!this.index.has(key)) this.index.set(key, { pack, offset, length });
    else {
      const more = this.alternates.get(key);
      if (more) more.push({ pack, offset, length });
      else this.alternates.set(key, [{ pack, offset, length }]);
    }
  }
  async openReader(pack) {
    try {
      const fd = await fdOpen(this.packs[pack].file, fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW | fs.constants.O_NONBLOCK);
      this.openReaders.add(pack);
      return fd;
    } catch (err) {
      this.packs[pack].fd = void 0;
      throw err;
    }
  }
  evictReaders() {
    if (this.openReaders.size <= MAX_OPEN_READERS) return;
    for (const i of this.openReaders) {
      if (this.openReaders.size <= MAX_OPEN_READERS) break;
      if (this.packs[i].users === 0) void this.closeReader(i);
    }
  }
  async closeReader(pack) {
    const p = this.packs[pack];
    const fd = p.fd;
    p.fd = void 0;
    this.openReaders.delete(pack);
    if (fd) await fd.then(fdClose, () => void 0);
  }
};
var noteListener = (line) => void process.stderr.write(`skill-evals: ${line}
`);
var noted = /* @__PURE__ */ new Set();
function resolveCacheDir(root, cacheDir, env = process.env) {
  const eff = effectiveCacheDir(root, cacheDir, env);
  if (eff.note && !noted.has(eff.note)) {
    noted.add(eff.note);
    noteListener(eff.note);
  }
  checkFolderInside(folderRoot(root, eff.dir), eff.dir, "cache-dir");
  return eff.dir;
}
function openResponseCache(root, cacheDir, mode) {
  if (mode === "off") return void 0;
  return new ResponseCache({ dir: resolveCacheDir(root, cacheDir), mode });
}

// src/run/artifacts.ts
import { join as join2 } from "node:path";
import { mkdirSync as mkdirSync2 } from "node:fs";
function totalTokens(r) {
  const u = r.usage;
  return u.input_tokens + u.output_tokens + u.cache_read_input_tokens + u.cache_creation_input_tokens;
}
function evalMetadata(e, evalDir) {
  return {
    eval_id: e.id,
    eval_name: evalDir.replace(/^eval-[^-]+-?/, "") || evalDir,
    prompt: e.prompt,
    expected_output: e.expectedOutput ?? "",
    files: e.files,
    assertions: e.assertions.map((a) => a.text)
  };
}
function timingJson(r) {
  const seconds = r.durationMs / 1e3;
  return {
    total_tokens: totalTokens(r),
    duration_ms: r.durationMs,
    total_duration_seconds: Math.round(seconds * 10) / 10,
    executor_start: r.startedAt,
    executor_end: r.finishedAt,
    executor_duration_seconds: Math.round(seconds * 10) / 10
  };
}
function metricsJson(r, transcriptChars) {
  const counts = {};
  for (const c of r.toolCalls) counts[c.name] = (counts[c.name] ?? 0) + 1;
  return {
    tool_calls: counts,
    total_tool_calls: r.toolCalls.length,
    total_steps: r.turns,
    files_created: r.filesWritten,
    errors_encountered: r.toolCalls.filter((c) => c.isError).length + (r.error ? 1 : 0),
    output_chars: r.response.length,
    transcript_chars: transcriptChars
  };
}
var json = (v) => JSON.stringify(v, null, 2) + "\n";
function evalFolder(outDir, r) {
  return join2(outDir, ...r.runId.split("/").slice(0, 3));
}
function runFolder(outDir, r) {
  return join2(outDir, ...r.runId.split("/"));
}
async function writeRunArtifacts(outDir, e, r, transcript, opts = {}) {
  const runDir = runFolder(outDir, r);
  ensureFolder(join2(runDir, "outputs"));
  writeRunFile(join2(runDir, "timing.json"), json(timingJson(r)), { fresh: true });
  writeRunFile(join2(runDir, "transcript.md"), transcript, { fresh: true });
  if (r.response !== "" && harnessOutputs(r.filesWritten).includes(RESPONSE_FILE)) writeRunFile(join2(runDir, "outputs", RESPONSE_FILE), r.response, { fresh: true });
  if (opts.evalMetadata !== false) await writeFileAtomic(join2(evalFolder(outDir, r), "eval_metadata.json"), json(evalMetadata(e, r.evalDir)), { mkdir: false });
}
function ensureFolder(dir) {
  try {
    mkdirSync2(dir);
  } catch (err) {
    const code = err.code;
    if (code === "ENOENT") mkdirSync2(dir, { recursive: true });
    else if (code !== "EEXIST") throw err;
  }
}

export {
  AdaptiveLimiter,
  canonicalJson,
  ResponseCache,
  openResponseCache,
  totalTokens,
  timingJson,
  metricsJson,
  evalFolder,
  runFolder,
  writeRunArtifacts
};
