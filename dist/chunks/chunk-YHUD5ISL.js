import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  childProcess,
  containCommand,
  killContained,
  redact
} from "./chunk-SQE3V3SJ.js";
import {
  leavesFolder
} from "./chunk-S2EX5QQH.js";

// src/ports/git.ts
var GIT_PINNED_CONFIG = [
  "core.quotepath=off",
  "color.ui=false",
  "core.pager=cat",
  "core.fsmonitor=false",
  "core.hooksPath=/dev/null"
];
var GIT_PINNED_ENV = {
  GIT_TERMINAL_PROMPT: "0",
  GIT_PAGER: "cat",
  GIT_OPTIONAL_LOCKS: "0",
  LC_ALL: "C"
};
var GIT_DEFAULT_TIMEOUT_MS = 12e4;
var GIT_DEFAULT_MAX_BUFFER = 64 * 1024 * 1024;
var GitError = class extends Error {
  constructor(message, args, stderr, code) {
    super(message);
    this.args = args;
    this.stderr = stderr;
    this.code = code;
    this.name = "GitError";
  }
  args;
  stderr;
  code;
  get notInstalled() {
    return this.code === "ENOENT";
  }
};
function gitArgs(args, config = []) {
  return [...[...GIT_PINNED_CONFIG, ...config].flatMap((c) => ["-c", c]), ...args];
}
function gitEnv(base) {
  const env = { ...base ?? process.env, ...GIT_PINNED_ENV };
  delete env["GIT_ASKPASS"];
  delete env["SSH_ASKPASS"];
  return env;
}
function run(args, o, encoding) {
  return new Promise((resolve, reject) => {
    childProcess().execFile(
      "git",
      gitArgs(args, o.config),
      {
        cwd: o.cwd,
        timeout: o.timeoutMs ?? GIT_DEFAULT_TIMEOUT_MS,
        killSignal: "SIGKILL",
        maxBuffer: o.maxBuffer ?? GIT_DEFAULT_MAX_BUFFER,
        env: gitEnv(o.env),
        encoding,
        windowsHide: true
      },
      (err, stdout, stderr) => {
        if (!err) return resolve(stdout);
        const e = err;
        const errText = String(stderr ?? "").trim();
        const why = e.code === "ENOENT" ? "git is not installed" : e.killed && e.signal ? `timed out after ${o.timeoutMs ?? GIT_DEFAULT_TIMEOUT_MS} ms` : errText || e.message;
        reject(new GitError(`git ${args[0] ?? ""} failed: ${why}`, args, errText, e.code));
      }
    );
  });
}
async function git(args, o) {
  return await run(args, o, "utf8");
}
async function gitBytes(args, o) {
  return await run(args, o, "buffer");
}
async function gitOk(args, o) {
  try {
    await run(args, o, "utf8");
    return true;
  } catch {
    return false;
  }
}

// src/run/folder-snapshot.ts
import * as fs2 from "node:fs";
import { chmod, copyFile, lstat, readdir, realpath, stat } from "node:fs/promises";
import path from "node:path";

// src/run/workspace-fs.ts
import * as fs from "node:fs";
var mkdirCb = async (p, mode) => {
  fs.mkdirSync(p, mode === void 0 ? void 0 : { mode });
};
var writeCb = async (p, data, opts) => {
  fs.writeFileSync(p, data, opts ?? {});
};

// src/run/folder-snapshot.ts
var SKIPPED_NAMES = /* @__PURE__ */ new Set([".git", "node_modules"]);
var INLINE_FILE_BYTES = 256 * 1024;
var INLINE_TOTAL_BYTES = 4 * 1024 * 1024;
var LinkOutOfFolderError = class extends Error {
  constructor(link, folder) {
    super(`cannot copy ${link}: a symbolic link that leads out of ${folder} (links are copied only when they stay inside the folder)`);
    this.link = link;
    this.folder = folder;
    this.name = "LinkOutOfFolderError";
  }
  link;
  folder;
};
var insideReal = (root, p) => {
  const rel = path.relative(root, p);
  return rel === "" || !leavesFolder(rel);
};
async function snapshotFolder(dir, within) {
  const snap = { dirs: [], files: [] };
  let inlined = 0;
  const start = await realpath(dir);
  const root = within ?? start;
  const walk = async (abs, rel, ancestors) => {
    let src = abs;
    if (rel !== "" && (await lstat(abs)).isSymbolicLink()) {
      const real = await realpath(abs).catch(() => void 0);
      if (real === void 0 || !insideReal(root, real)) throw new LinkOutOfFolderError(abs, dir);
      src = real;
    }
    const st = await stat(src);
    if (st.isDirectory()) {
      const id = `${st.dev}:${st.ino}`;
      if (ancestors.has(id)) throw new Error(`cannot copy ${abs}: a symlink loops back to a parent folder`);
      snap.dirs.push({ rel, mode: st.mode & 4095 });
      const inner = new Set(ancestors).add(id);
      const names = (await readdir(src)).filter((n2) => !SKIPPED_NAMES.has(n2)).sort();
      for (const n2 of names) await walk(path.join(src, n2), rel ? path.join(rel, n2) : n2, inner);
    } else if (st.isFile()) {
      const file = { rel, src, mode: st.mode & 4095 };
      if (st.size <= INLINE_FILE_BYTES && inlined + st.size <= INLINE_TOTAL_BYTES) {
        file.data = await fs2.promises.readFile(src);
        inlined += file.data.length;
      }
      snap.files.push(file);
    } else {
      throw new Error(`cannot copy ${abs}: not a regular file or folder`);
    }
  };
  await walk(start, "", /* @__PURE__ */ new Set());
  return snap;
}
var umaskBits;
function umask() {
  return umaskBits ??= process.umask();
}
async function copySnapshot(snap, dest, made) {
  const mask = umask();
  const chmods = [];
  for (const d of snap.dirs) {
    const abs = d.rel ? path.join(dest, d.rel) : dest;
    const create = (d.mode | 448) & 511;
    await mkdirCb(abs, create);
    made.dirs.push(abs);
    if ((create & ~mask) !== d.mode) chmods.push([abs, d.mode]);
  }
  const writes = [];
  for (const f of snap.files) {
    const abs = path.join(dest, f.rel);
    made.files.push(abs);
    if (f.data && !(f.mode & mask)) {
      writes.push(writeCb(abs, f.data, { mode: f.mode, flag: "wx" }));
    } else writes.push(copyFile(f.src, abs));
  }
  await Promise.all(writes);
  for (const [abs, mode] of chmods.reverse()) await chmod(abs, mode);
}

// src/run/prices.json
var prices_default = {
  as_of: "2026-11-24",
  source: 'Anthropic list prices (platform.claude.com "Pricing", "Models overview" and per-model pages) as collected in /work/shared/reference/anthropic.md §3.1 and §4; model ids from @anthropic-ai/sdk 1.14.0 Model union. USD per million tokens. Batch API: 50% off input and output.',
  unit: "USD per 1M tokens",
  batch_discount: 0.5,
  notes: [
    "cache_write_5m / cache_write_1h / cache_read are per-token prices for prompt-cache writes (5-minute and 1-hour TTL) and reads.",
    "A null price means 'not published'; a cost that needs it is reported as unknown, never $0.",
    "claude-sonnet-5-5 cache_read: the Pricing table says 0.20; third-party trackers report a cut to 0.10 on 2026-10-07. 0.20 (the higher, official figure) is kept so budgets err on the safe side.",
    "claude-fable-5-2: 8/40 seen on a single localized page only; cache prices not published.",
    "claude-haiku-5-5: a request whose total prompt (input + cache write + cache read) exceeds 100K tokens is billed entirely at the long_context tier.",
    "claude-mythos-5-2 and claude-mythos-preview have no published price and are deliberately absent (cost unknown)."
  ],
  models: {
    "claude-fable-5-2": { input: 8, output: 40, cache_write_5m: null, cache_write_1h: null, cache_read: null },
    "claude-fable-5-1": { input: 10, output: 50, cache_write_5m: 12.5, cache_write_1h: 20, cache_read: 0.25 },
    "claude-mythos-5-1": { input: 10, output: 50, cache_write_5m: 12.5, cache_write_1h: 20, cache_read: 0.25 },
    "claude-fable-5": { input: 10, output: 50, cache_write_5m: 12.5, cache_write_1h: 20, cache_read: 1 },
    "claude-mythos-5": { input: 10, output: 50, cache_write_5m: 12.5, cache_write_1h: 20, cache_read: 1 },
    "claude-opus-5-5": { input: 4, output: 20, cache_write_5m: 5, cache_write_1h: 8, cache_read: 0.2 },
    "claude-opus-5": { input: 5, output: 25, cache_write_5m: 6.25, cache_write_1h: 10, cache_read: 0.5 },
    "claude-opus-4-8": { input: 5, output: 25, cache_write_5m: 6.25, cache_write_1h: 10, cache_read: 0.5 },
    "claude-opus-4-7": { input: 5, output: 25, cache_write_5m: 6.25, cache_write_1h: 10, cache_read: 0.5 },
    "claude-opus-4-6": { input: 5, output: 25, cache_write_5m: 6.25, cache_write_1h: 10, cache_read: 0.5 },
    "claude-opus-4-5": { input: 5, output: 25, cache_write_5m: 6.25, cache_write_1h: 10, cache_read: 0.5 },
    "claude-opus-4-1": { input: 15, output: 75, cache_write_5m: 18.75, cache_write_1h: 30, cache_read: 1.5 },
    "claude-opus-4-0": { input: 15, output: 75, cache_write_5m: 18.75, cache_write_1h: 30, cache_read: 1.5 },
    "claude-sonnet-5-5": { input: 2, output: 10, cache_write_5m: 2.5, cache_write_1h: 4, cache_read: 0.2 },
    "claude-sonnet-5": { input: 2, output: 10, cache_write_5m: 2.5, cache_write_1h: 4, cache_read: 0.2 },
    "claude-sonnet-4-6": { input: 3, output: 15, cache_write_5m: 3.75, cache_write_1h: 6, cache_read: 0.3 },
    "claude-sonnet-4-5": { input: 3, output: 15, cache_write_5m: 3.75, cache_write_1h: 6, cache_read: 0.3 },
    "claude-sonnet-4-0": { input: 3, output: 15, cache_write_5m: 3.75, cache_write_1h: 6, cache_read: 0.3 },
    "claude-haiku-5-5": {
      input: 0.1,
      output: 0.5,
      cache_write_5m: 0.125,
      cache_write_1h: 0.2,
      cache_read: 0.01,
      long_context: { above_prompt_tokens: 1e5, input: 0.5, output: 2.5, cache_write_5m: 0.625, cache_write_1h: 1, cache_read: 0.05 }
    },
    "claude-haiku-4-5": { input: 1, output: 5, cache_write_5m: 1.25, cache_write_1h: 2, cache_read: 0.1 },
    "claude-3-5-haiku": { input: 0.8, output: 4, cache_write_5m: 1, cache_write_1h: 1.6, cache_read: 0.08 }
  },
  aliases: {
    "claude-haiku-4-5-20251001": "claude-haiku-4-5",
    "claude-opus-4-5-20251101": "claude-opus-4-5",
    "claude-sonnet-4-5-20250929": "claude-sonnet-4-5",
    "claude-opus-4-1-20250805": "claude-opus-4-1",
    "claude-opus-4-20250514": "claude-opus-4-0",
    "claude-opus-4": "claude-opus-4-0",
    "claude-sonnet-4-20250514": "claude-sonnet-4-0",
    "claude-sonnet-4": "claude-sonnet-4-0",
    "claude-3-5-haiku-20241022": "claude-3-5-haiku",
    "claude-3-5-haiku-latest": "claude-3-5-haiku"
  }
};

// src/run/cost.ts
var table = prices_default;
var PRICES_AS_OF = table.as_of;
var PRICES_SOURCE = table.source;
var BATCH_DISCOUNT = table.batch_discount;
function resolveModel(model) {
  if (Object.hasOwn(table.models, model)) return model;
  if (Object.hasOwn(table.aliases, model)) return table.aliases[model];
  const undated = model.replace(/-\d{8}$/, "");
  if (undated !== model) {
    if (Object.hasOwn(table.models, undated)) return undated;
    if (Object.hasOwn(table.aliases, undated)) return table.aliases[undated];
  }
  return null;
}
function priceFor(model) {
  const id = resolveModel(model);
  return id ? table.models[id] : null;
}
var n = (x) => typeof x === "number" && Number.isFinite(x) ? x : 0;
function costOf(model, usage, opts = {}) {
  const entry = priceFor(model);
  if (!entry) return null;
  const input = n(usage.input_tokens);
  const output = n(usage.output_tokens);
  const read = n(usage.cache_read_input_tokens);
  const creation = n(usage.cache_creation_input_tokens);
  const w1h = n(usage.cache_creation?.ephemeral_1h_input_tokens);
  let w5m = usage.cache_creation ? n(usage.cache_creation.ephemeral_5m_input_tokens) : creation;
  if (w5m + w1h < creation) w5m = creation - w1h;
  let p = entry;
  const lc = entry.long_context;
  if (lc && input + read + w5m + w1h > lc.above_prompt_tokens) p = lc;
  let total = 0;
  const parts = [
    [input, p.input],
    [output, p.output],
    [read, p.cache_read],
    [w5m, p.cache_write_5m],
    [w1h, p.cache_write_1h]
  ];
  for (const [tokens, price] of parts) {
    if (tokens === 0) continue;
    if (price === null || price === void 0) return null;
    total += tokens * price;
  }
  let usd = total / 1e6;
  if (opts.batch || usage.service_tier === "batch") usd *= BATCH_DISCOUNT;
  return usd;
}
function addCost(a, b) {
  return a === null || b === null ? null : a + b;
}
function formatCost(x) {
  if (x === null || x === void 0 || !Number.isFinite(x)) return "unknown";
  if (x !== 0 && Math.abs(x) < 1e-4) return `$${x.toFixed(6)}`;
  return `$${x.toFixed(4)}`;
}

// src/run/claude-code/binary.ts
import { constants } from "node:fs";
import { access, mkdtemp, open, realpath as realpath2, rm, stat as stat2 } from "node:fs/promises";
import os from "node:os";
import path2 from "node:path";
import { fileURLToPath } from "node:url";
var MIN_CLAUDE_CODE_VERSION = "2.1.197";
var TESTED_CLAUDE_CODE_VERSION = "2.1.332";
var CLAUDE_CODE_PACKAGE = "@anthropic-ai/claude-code";
var ClaudeCodeNotFoundError = class extends Error {
};
function compareVersions(a, b) {
  const pa = a.split(/[.+-]/).slice(0, 3).map((x) => Number.parseInt(x, 10) || 0);
  const pb = b.split(/[.+-]/).slice(0, 3).map((x) => Number.parseInt(x, 10) || 0);
  for (let i = 0; i < 3; i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d < 0 ? -1 : 1;
  }
  return 0;
}
function parseVersionOutput(out) {
  return /(\d+\.\d+\.\d+(?:-[\w.]+)?)/.exec(out)?.[1];
}
function platformPackages() {
  const arch = os.arch();
  const p = process.platform;
  if (p === "linux") return [`${CLAUDE_CODE_PACKAGE}-linux-${arch}`, `${CLAUDE_CODE_PACKAGE}-linux-${arch}-musl`];
  return [`${CLAUDE_CODE_PACKAGE}-${p}-${arch}`];
}
async function isExecutable(file) {
  try {
    const st = await stat2(file);
    if (!st.isFile()) return false;
    await access(file, process.platform === "win32" ? constants.F_OK : constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
async function isStub(file) {
  try {
    const st = await stat2(file);
    if (st.size > 8192) return false;
    const fh = await open(file, "r");
    try {
      const buf = Buffer.alloc(st.size);
      await fh.read(buf, 0, st.size, 0);
      const text = buf.toString("latin1");
      return text.startsWith("#!") && /native binary not installed/i.test(text);
    } finally {
      await fh.close();
    }
  } catch {
    return false;
  }
}
async function fromNodeModules(start) {
  let dir = path2.resolve(start);
  for (; ; ) {
    const nm = path2.join(dir, "node_modules");
    const wrapper = path2.join(nm, ...CLAUDE_CODE_PACKAGE.split("/"), "bin", "claude.exe");
    if (await isExecutable(wrapper) && !await isStub(wrapper)) return wrapper;
    const exe = process.platform === "win32" ? "claude.exe" : "claude";
    for (const pkg of platformPackages()) {
      const bin = path2.join(nm, ...pkg.split("/"), exe);
      if (await isExecutable(bin)) return bin;
    }
    const parent = path2.dirname(dir);
    if (parent === dir) return void 0;
    dir = parent;
  }
}
function harnessDir() {
  return path2.dirname(fileURLToPath(import.meta.url));
}
async function realOrResolved(p) {
  return realpath2(p).catch(() => path2.resolve(p));
}
async function isInside(p, dir) {
  const [a, b] = await Promise.all([realOrResolved(p), realOrResolved(dir)]);
  const r = path2.relative(b, a);
  return !leavesFolder(r);
}
async function fromPath(envPath, untrusted) {
  const names = process.platform === "win32" ? ["claude.exe", "claude.cmd"] : ["claude"];
  for (const d of (envPath ?? "").split(path2.delimiter)) {
    if (!d || !path2.isAbsolute(d)) continue;
    let skip = false;
    for (const u of untrusted) if (await isInside(d, u)) skip = true;
    if (skip) continue;
    for (const n2 of names) {
      const f = path2.join(d, n2);
      if (await isExecutable(f) && !await isStub(f)) return f;
    }
  }
  return void 0;
}
async function claudeCodeVersion(bin, timeoutMs = 2e4) {
  const home = await mkdtemp(path2.join(os.tmpdir(), "skill-evals-ccv-"));
  try {
    const env = {
      PATH: process.env.PATH ?? "/usr/bin:/bin",
      HOME: home,
      TMPDIR: home,
      LANG: "C.UTF-8",
      CLAUDE_CONFIG_DIR: home,
      CLAUDE_CODE_TMPDIR: home,
      CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: "1",
      DISABLE_AUTOUPDATER: "1",
      DISABLE_TELEMETRY: "1",
      DISABLE_ERROR_REPORTING: "1"
    };
    const step = containCommand(bin, ["--version"], { cwd: home, writable: [home], env });
    const out = await new Promise((resolve, reject) => {
      let stdout = "";
      let stderr = "";
      let timedOut = false;
      let child;
      try {
        child = childProcess().spawn(step.cmd, step.args, { cwd: home, env: step.env, stdio: ["ignore", "pipe", "pipe"], detached: process.platform !== "win32" });
      } catch (err) {
        reject(new Error(`'${bin} --version' failed: ${err instanceof Error ? err.message : String(err)}`));
        return;
      }
      const timer = setTimeout(() => {
        timedOut = true;
        killContained(child, step);
      }, timeoutMs);
      child.stdout.setEncoding("utf8");
      child.stdout.on("data", (c) => {
        if (stdout.length < 65536) stdout += c;
      });
      child.stderr.setEncoding("utf8");
      child.stderr.on("data", (c) => {
        if (stderr.length < 65536) stderr += c;
      });
      timer.unref();
      child.on("error", (err) => {
        clearTimeout(timer);
        reject(new Error(`'${bin} --version' failed: ${err.message}`));
      });
      child.on("exit", () => killContained(child, step));
      child.on("close", (code, signal) => {
        clearTimeout(timer);
        if (timedOut) reject(new Error(`'${bin} --version' timed out after ${timeoutMs} ms`));
        else if (code !== 0) reject(new Error(`'${bin} --version' failed: exit ${code ?? signal}${stderr ? `
${stderr.trim().slice(0, 2e3)}` : ""}`));
        else resolve(stdout);
      });
    });
    const v = parseVersionOutput(out);
    if (!v) throw new Error(`'${bin} --version' printed no version: ${out.trim().slice(0, 200)}`);
    return v;
  } finally {
    await rm(home, { recursive: true, force: true });
  }
}
function installHint(version) {
  const pin = version ?? TESTED_CLAUDE_CODE_VERSION;
  return `Install it with 'npm i -g ${CLAUDE_CODE_PACKAGE}@${pin}' (or as a devDependency pinned exactly; on Node < 22 pin the exact version, since npm otherwise picks an older release), or point the workflow's claude-code-path input / --claude-code-path at the executable.`;
}
async function resolveClaudeCode(opts = {}) {
  let found;
  let source = "path";
  if (opts.path) {
    const p = path2.resolve(opts.path);
    if (!await isExecutable(p)) throw new ClaudeCodeNotFoundError(`Claude Code CLI not found or not executable at '${p}' (the claude-code-path input / --claude-code-path). ${installHint(opts.version)}`);
    if (await isStub(p)) {
      const real = await fromNodeModules(path2.resolve(path2.dirname(p), "..", "..", "..", ".."));
      if (!real) throw new ClaudeCodeNotFoundError(`'${p}' is the npm placeholder: the package's postinstall did not place the native binary. ${installHint(opts.version)}`);
      found = real;
    } else found = p;
  } else {
    for (const dir of opts.searchFrom?.length ? opts.searchFrom : [harnessDir()]) {
      found = await fromNodeModules(dir);
      if (found) {
        source = "node_modules";
        break;
      }
    }
    if (!found) {
      found = await fromPath(opts.envPath ?? process.env.PATH, opts.untrusted ?? []);
      source = "PATH";
    }
    if (!found) throw new ClaudeCodeNotFoundError(`Claude Code CLI ('claude') not found beside skill-evals (node_modules) or on PATH. ${installHint(opts.version)}`);
  }
  let version;
  try {
    version = await claudeCodeVersion(found, opts.timeoutMs);
  } catch (err) {
    throw new ClaudeCodeNotFoundError(`Could not run the Claude Code CLI at '${found}': ${err instanceof Error ? err.message : String(err)}`);
  }
  if (compareVersions(version, MIN_CLAUDE_CODE_VERSION) < 0) {
    throw new ClaudeCodeNotFoundError(
      `Claude Code ${version} at '${found}' is older than the oldest supported version ${MIN_CLAUDE_CODE_VERSION}. ${installHint(opts.version)}`
    );
  }
  if (opts.version && compareVersions(version, opts.version) !== 0) {
    throw new ClaudeCodeNotFoundError(
      `Claude Code ${version} at '${found}' is not the pinned version ${opts.version} (claude-code-version). ${installHint(opts.version)}`
    );
  }
  return { path: found, version, source };
}
var memo = /* @__PURE__ */ new Map();
function resolveClaudeCodeOnce(opts = {}) {
  const key = JSON.stringify([opts.path ?? null, opts.version ?? null, opts.searchFrom ?? null, opts.envPath ?? null, opts.untrusted ?? null]);
  let p = memo.get(key);
  if (!p) {
    p = resolveClaudeCode(opts);
    memo.set(key, p);
    p.catch(() => memo.delete(key));
  }
  return p;
}

// src/text/object.ts
var isObject = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
var str = (v, fallback = "") => typeof v === "string" ? v : typeof v === "number" || typeof v === "boolean" ? String(v) : fallback;
var num = (v) => typeof v === "number" && Number.isFinite(v) ? v : null;
var arr = (v) => Array.isArray(v) ? v : [];

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

// src/run/tools/context.ts
var ToolFailure = class extends Error {
};
function fail(message) {
  throw new ToolFailure(message);
}
function str2(args, key, opts = {}) {
  const v = args[key];
  if (v === void 0 || v === null) {
    if (opts.optional) return void 0;
    fail(`Missing required parameter: ${key}`);
  }
  if (typeof v !== "string") fail(`Parameter ${key} must be a string.`);
  if (!opts.allowEmpty && v === "" && !opts.optional) fail(`Parameter ${key} must not be empty.`);
  return v;
}
function posInt(args, key) {
  const v = args[key];
  if (v === void 0 || v === null) return void 0;
  const n2 = typeof v === "string" && /^\d+$/.test(v) ? Number(v) : v;
  if (typeof n2 !== "number" || !Number.isInteger(n2) || n2 < 0) fail(`Parameter ${key} must be a non-negative integer.`);
  return n2;
}
function bool(args, key) {
  const v = args[key];
  if (v === void 0 || v === null) return false;
  if (typeof v === "boolean") return v;
  if (v === "true") return true;
  if (v === "false") return false;
  fail(`Parameter ${key} must be a boolean.`);
}

// src/run/tools/confine.ts
import { lstatSync, realpathSync } from "node:fs";
import { realpath as realpath3 } from "node:fs/promises";
import path3 from "node:path";
function isInside2(root, p) {
  const rel = path3.relative(root, p);
  return rel === "" || !leavesFolder(rel);
}
function toPosix(rel) {
  return rel.split(path3.sep).join("/");
}
var realRoots = /* @__PURE__ */ new Map();
function realWorkspaceRoot(root) {
  let r = realRoots.get(root);
  if (!r) {
    r = realpath3(root);
    realRoots.set(root, r);
    r.catch(() => realRoots.delete(root));
    if (realRoots.size > 256) realRoots.delete(realRoots.keys().next().value);
  }
  return r;
}
async function resolveInWorkspace(workspaceDir, p, what = "path") {
  if (typeof p !== "string" || p.trim() === "") fail(`${what} must be a non-empty string.`);
  if (p.includes("\0")) fail(`${what} contains a NUL byte.`);
  const root = path3.resolve(workspaceDir);
  const realRoot = await realWorkspaceRoot(root);
  let abs;
  if (path3.isAbsolute(p)) {
    const norm = path3.resolve(p);
    if (isInside2(realRoot, norm)) abs = norm;
    else if (isInside2(root, norm)) abs = path3.join(realRoot, path3.relative(root, norm));
    else fail(`Access denied: ${p} is outside the workspace. Use paths inside the current directory.`);
  } else {
    abs = path3.resolve(realRoot, p);
    if (!isInside2(realRoot, abs)) fail(`Access denied: ${p} resolves outside the workspace.`);
  }
  let probe = abs;
  const tail = [];
  let probeIsLink = true;
  for (; ; ) {
    const st = lstatSync(probe, { throwIfNoEntry: false });
    if (st) {
      probeIsLink = st.isSymbolicLink();
      break;
    }
    tail.unshift(path3.basename(probe));
    probe = path3.dirname(probe);
  }
  let realProbe;
  try {
    realProbe = probe === realRoot || !probeIsLink && path3.dirname(probe) === realRoot ? probe : realpathSync.native(probe);
  } catch (err) {
    const code = err.code;
    if (code === "ENOENT" || code === "ELOOP") fail(`Access denied: ${p} is (or goes through) a broken symlink.`);
    throw err;
  }
  if (!isInside2(realRoot, realProbe)) fail(`Access denied: ${p} resolves outside the workspace (through a symlink).`);
  const finalAbs = path3.join(realProbe, ...tail);
  return { abs: finalAbs, rel: toPosix(path3.relative(realRoot, finalAbs)), exists: tail.length === 0 };
}
function displayPath(r) {
  return r.rel === "" ? "." : r.rel;
}
function sanitizeMessage(msg, ctx) {
  const root = path3.resolve(ctx.workspaceDir);
  return msg.split(root + path3.sep).join("").split(root).join(".");
}

// src/run/tools/files.ts
import { lstatSync as lstatSync3, mkdirSync as mkdirSync2 } from "node:fs";
import { mkdir } from "node:fs/promises";
import path4 from "node:path";

// src/run/tools/file-io.ts
import { closeSync, constants as fsConstants, fstatSync, lstatSync as lstatSync2, openSync, readFileSync, statSync, writeFileSync as writeFileSync2 } from "node:fs";

// src/run/tools/limits.ts
var MAX_READ_BYTES = 1024 * 1024;
var MAX_WRITE_BYTES = 10 * 1024 * 1024;
var DEFAULT_READ_LINES = 2e3;
var MAX_LINE_CHARS = 2e3;
var MAX_GLOB_RESULTS = 1e3;
var MAX_GREP_MATCHES = 500;
var MAX_GREP_OUTPUT_CHARS = 5e4;
var MAX_BASH_OUTPUT_CHARS = 3e4;
var DEFAULT_BASH_TIMEOUT_MS = 6e4;

// src/run/tools/file-io.ts
function looksBinary(buf) {
  return buf.subarray(0, 8192).includes(0);
}
function fileKind(s) {
  if (s.isDirectory()) return "a directory";
  if (s.isFIFO()) return "a FIFO";
  if (s.isCharacterDevice() || s.isBlockDevice()) return "a device file";
  if (s.isSocket()) return "a socket";
  return "not a regular file";
}
function hardLinkRefusal(label) {
  return `Cannot use ${label}: it has more than one hard link (it may be a file outside the workspace).`;
}
async function readRegularFile(abs, label) {
  const s = statSync(abs);
  if (!s.isFile()) fail(`Cannot read ${label}: it is ${fileKind(s)}.`);
  if (s.nlink > 1) fail(hardLinkRefusal(label));
  if (s.size > MAX_READ_BYTES) {
    fail(`Cannot read ${label}: it is ${s.size} bytes, over the ${MAX_READ_BYTES}-byte (1 MiB) read limit. Use Grep to search it instead.`);
  }
  const fd = openSync(abs, fsConstants.O_RDONLY | fsConstants.O_NONBLOCK | (fsConstants.O_NOFOLLOW ?? 0));
  try {
    const s2 = fstatSync(fd);
    if (!s2.isFile()) fail(`Cannot read ${label}: it is ${fileKind(s2)}.`);
    if (s2.nlink > 1) fail(hardLinkRefusal(label));
    if (s2.size > MAX_READ_BYTES) fail(`Cannot read ${label}: it is over the 1 MiB read limit.`);
    return readFileSync(fd);
  } finally {
    closeSync(fd);
  }
}
function isGitPath(rel) {
  return rel === ".git" || rel.startsWith(".git/");
}
async function writeConfined(ctx, r, content) {
  const again = await resolveInWorkspace(ctx.workspaceDir, r.abs, "file_path");
  if (again.exists) {
    const s = lstatSync2(again.abs);
    if (!s.isFile()) fail(`Cannot write ${displayPath(again)}: it is ${fileKind(s)}.`);
    if (s.nlink > 1) fail(hardLinkRefusal(displayPath(again)));
  }
  writeFileSync2(again.abs, content, { flag: "w" });
}

// src/run/tools/files.ts
async function readTool(args, ctx) {
  const file = str2(args, "file_path");
  const r = await resolveInWorkspace(ctx.workspaceDir, file, "file_path");
  if (!r.exists) fail(`File does not exist: ${displayPath(r)}`);
  const buf = await readRegularFile(r.abs, displayPath(r));
  ctx.filesRead?.add(r.rel);
  if (looksBinary(buf)) return { output: `${displayPath(r)} is a binary file (${buf.length} bytes); not shown.`, isError: false };
  const text = buf.toString("utf8");
  if (text === "") return { output: `(${displayPath(r)} is empty)`, isError: false };
  const lines = text.split(/\r?\n/);
  if (lines.length > 1 && lines[lines.length - 1] === "") lines.pop();
  const offset = Math.max(1, posInt(args, "offset") ?? 1);
  const limit = posInt(args, "limit") ?? DEFAULT_READ_LINES;
  if (offset > lines.length) fail(`offset ${offset} is past the end of ${displayPath(r)} (${lines.length} lines).`);
  const end = Math.min(lines.length, offset - 1 + Math.max(1, limit));
  const out = [];
  for (let i = offset - 1; i < end; i++) {
    let line = lines[i];
    if (line.length > MAX_LINE_CHARS) line = line.slice(0, MAX_LINE_CHARS) + " …[line truncated]";
    out.push(`${String(i + 1).padStart(6)}	${line}`);
  }
  if (end < lines.length) out.push(`… (${lines.length - end} more lines; use offset=${end + 1} to continue)`);
  return { output: out.join("\n"), isError: false };
}
async function writeTool(args, ctx) {
  const file = str2(args, "file_path");
  const content = str2(args, "content", { allowEmpty: true }) ?? "";
  const r = await resolveInWorkspace(ctx.workspaceDir, file, "file_path");
  if (r.rel === "") fail("file_path must name a file, not the workspace.");
  if (Buffer.byteLength(content) > MAX_WRITE_BYTES) fail(`Content is over the ${MAX_WRITE_BYTES}-byte write limit.`);
  if (isGitPath(r.rel)) fail("Writing inside .git is not allowed.");
  if (r.exists) {
    const s = lstatSync3(r.abs);
    if (!s.isFile()) fail(`Cannot write ${displayPath(r)}: it is ${fileKind(s)}.`);
  }
  if (r.rel.includes("/")) mkdirSync2(path4.dirname(r.abs), { recursive: true });
  await writeConfined(ctx, r, content);
  ctx.filesWritten.add(r.rel);
  return {
    output: `${r.exists ? "Updated" : "Created"} ${displayPath(r)} (${Buffer.byteLength(content)} bytes).`,
    isError: false
  };
}
function countOccurrences(haystack, needle) {
  let n2 = 0;
  for (let i = haystack.indexOf(needle); i !== -1; i = haystack.indexOf(needle, i + needle.length)) n2++;
  return n2;
}
async function editTool(args, ctx) {
  const file = str2(args, "file_path");
  const oldString = str2(args, "old_string", { allowEmpty: true }) ?? "";
  const newString = str2(args, "new_string", { allowEmpty: true }) ?? "";
  const replaceAll = bool(args, "replace_all");
  const r = await resolveInWorkspace(ctx.workspaceDir, file, "file_path");
  if (isGitPath(r.rel)) fail("Editing inside .git is not allowed.");
  if (oldString === newString) fail("old_string and new_string are identical; nothing to change.");
  if (!r.exists) {
    if (oldString !== "") fail(`File does not exist: ${displayPath(r)}`);
    await mkdir(path4.dirname(r.abs), { recursive: true });
    await writeConfined(ctx, r, newString);
    ctx.filesWritten.add(r.rel);
    return { output: `Created ${displayPath(r)}.`, isError: false };
  }
  const before = (await readRegularFile(r.abs, displayPath(r))).toString("utf8");
  let after;
  let count;
  if (oldString === "") {
    if (before !== "") fail(`old_string is empty but ${displayPath(r)} is not; give the text to replace.`);
    after = newString;
    count = 1;
  } else {
    count = countOccurrences(before, oldString);
    if (count === 0) fail(`old_string not found in ${displayPath(r)}.`);
    if (count > 1 && !replaceAll) {
      fail(`old_string occurs ${count} times in ${displayPath(r)}; add surrounding context to make it unique, or set replace_all.`);
    }
    if (replaceAll) after = before.split(oldString).join(newString);
    else {
      const i = before.indexOf(oldString);
      after = before.slice(0, i) + newString + before.slice(i + oldString.length);
      count = 1;
    }
  }
  if (Buffer.byteLength(after) > MAX_WRITE_BYTES) fail(`Result is over the ${MAX_WRITE_BYTES}-byte write limit.`);
  await writeConfined(ctx, r, after);
  ctx.filesWritten.add(r.rel);
  return { output: `Edited ${displayPath(r)}: ${count} replacement${count === 1 ? "" : "s"}.`, isError: false };
}

// src/run/tools/search.ts
import { readFile, realpath as realpath4, stat as stat3 } from "node:fs/promises";
import path6 from "node:path";

// src/re2-engine.ts
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath as fileURLToPath2 } from "node:url";
var loaded;
function side() {
  if (loaded) return loaded;
  const here = dirname(fileURLToPath2(import.meta.url));
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
      const n2 = pattern[i + 1];
      if (!inClass && n2 !== void 0 && n2 >= "1" && n2 <= "9") return `backreferences such as '\\${n2}' are not supported (linear-time RE2 syntax)`;
      if (!inClass && n2 === "k" && pattern[i + 2] === "<") return "named backreferences ('\\k<name>') are not supported (linear-time RE2 syntax)";
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
      const n2 = pattern[i + 1];
      if (n2 === void 0 || !META.includes(n2)) return void 0;
      text += n2;
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
      const n2 = g[i + 1];
      if (n2 === void 0) throw new Error("ends with a lone backslash");
      re += n2.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
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
  const open2 = pattern.indexOf("{");
  if (open2 === -1) return [pattern];
  let depth = 0;
  for (let i = open2; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === "{") depth++;
    else if (c === "}") {
      depth--;
      if (depth === 0) {
        const inner = pattern.slice(open2 + 1, i);
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
        const pre = pattern.slice(0, open2);
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

// src/run/tools/walk.ts
import { readdir as readdir2 } from "node:fs/promises";
import path5 from "node:path";
var SKIP_DIRS = /* @__PURE__ */ new Set([".git", "node_modules"]);
var WALK_LIMIT = 5e4;
async function walkFiles(dir, limit) {
  const out = [];
  const stack = [""];
  while (stack.length > 0 && out.length < limit) {
    const rel = stack.pop();
    let entries;
    try {
      entries = await readdir2(path5.join(dir, rel), { withFileTypes: true });
    } catch {
      continue;
    }
    entries.sort((a, b) => a.name < b.name ? 1 : a.name > b.name ? -1 : 0);
    for (const e of entries) {
      const childRel = rel === "" ? e.name : `${rel}/${e.name}`;
      if (e.isDirectory()) {
        if (!SKIP_DIRS.has(e.name)) stack.push(childRel);
      } else if (e.isFile() || e.isSymbolicLink()) {
        out.push(childRel);
        if (out.length >= limit) break;
      }
    }
  }
  return out;
}

// src/run/tools/search.ts
function globToRegExp(pattern, flags = "") {
  try {
    return toolGlobToRegExp(pattern, flags);
  } catch (err) {
    fail(`Invalid glob pattern '${pattern}': ${err.message}`);
  }
}
async function globTool(args, ctx) {
  let pattern = str2(args, "pattern");
  const base = await resolveInWorkspace(ctx.workspaceDir, str2(args, "path", { optional: true }) || ".", "path");
  if (!base.exists) fail(`Directory does not exist: ${displayPath(base)}`);
  if (!(await stat3(base.abs)).isDirectory()) fail(`Not a directory: ${displayPath(base)}`);
  if (path6.isAbsolute(pattern)) {
    const root = await realWorkspaceRoot(path6.resolve(ctx.workspaceDir));
    const inRoot = isInside2(root, pattern) ? pattern : isInside2(path6.resolve(ctx.workspaceDir), pattern) ? path6.join(root, path6.relative(path6.resolve(ctx.workspaceDir), pattern)) : null;
    if (inRoot === null || !isInside2(base.abs, inRoot)) fail(`Access denied: pattern ${pattern} is outside the search directory.`);
    pattern = toPosix(path6.relative(base.abs, inRoot));
  }
  pattern = pattern.replace(/^\.\//, "");
  if (pattern.split("/").includes("..")) fail('Glob patterns may not contain "..".');
  const re = globToRegExp(pattern);
  const realRoot = await realWorkspaceRoot(path6.resolve(ctx.workspaceDir));
  const files = await walkFiles(base.abs, WALK_LIMIT);
  const matches = [];
  for (const f of files) {
    if (!re.test(f)) continue;
    const abs = path6.join(base.abs, f);
    try {
      const real = await realpath4(abs);
      if (!isInside2(realRoot, real) || !(await stat3(real)).isFile()) continue;
    } catch {
      continue;
    }
    matches.push(toPosix(path6.relative(realRoot, abs)));
  }
  matches.sort();
  if (matches.length === 0) return { output: "No files found.", isError: false };
  const shown = matches.slice(0, MAX_GLOB_RESULTS);
  let out = shown.join("\n");
  if (matches.length > shown.length) out += `
… (${matches.length - shown.length} more; narrow the pattern)`;
  return { output: out, isError: false };
}
async function searchableText(abs, realRoot) {
  let real;
  try {
    real = await realpath4(abs);
  } catch {
    return void 0;
  }
  if (!isInside2(realRoot, real)) return void 0;
  let buf;
  try {
    const s = await stat3(real);
    if (!s.isFile() || s.nlink > 1 || s.size > MAX_READ_BYTES) return void 0;
    buf = await readFile(real);
  } catch {
    return void 0;
  }
  if (looksBinary(buf)) return void 0;
  return buf.toString("utf8");
}
async function grepTool(args, ctx) {
  const pattern = str2(args, "pattern");
  const ignoreCase = bool(args, "-i");
  const globPattern = str2(args, "glob", { optional: true });
  let re;
  try {
    re = compileSafeRegex(pattern, ignoreCase ? "i" : "");
  } catch (err) {
    fail(`Invalid regular expression: ${err.message}`);
  }
  const base = await resolveInWorkspace(ctx.workspaceDir, str2(args, "path", { optional: true }) || ".", "path");
  if (!base.exists) fail(`Path does not exist: ${displayPath(base)}`);
  const realRoot = await realWorkspaceRoot(path6.resolve(ctx.workspaceDir));
  const globRe = globPattern ? globToRegExp(globPattern.replace(/^\.\//, "")) : null;
  const globOnBasename = globPattern ? !globPattern.includes("/") : false;
  const baseStat = await stat3(base.abs);
  let candidates;
  if (baseStat.isDirectory()) candidates = (await walkFiles(base.abs, WALK_LIMIT)).sort().map((f) => path6.join(base.abs, f));
  else if (baseStat.isFile()) candidates = [base.abs];
  else fail(`Cannot search ${displayPath(base)}: it is ${fileKind(baseStat)}.`);
  const lines = [];
  let total = 0;
  let chars = 0;
  let truncated = false;
  for (const abs of candidates) {
    const relFromBase = toPosix(path6.relative(base.abs, abs)) || path6.basename(abs);
    if (globRe && !globRe.test(globOnBasename ? path6.basename(abs) : relFromBase)) continue;
    const text = await searchableText(abs, realRoot);
    if (text === void 0) continue;
    const rel = toPosix(path6.relative(realRoot, abs));
    const fileLines = text.split(/\r?\n/);
    for (let i = 0; i < fileLines.length; i++) {
      if (!re.test(fileLines[i])) continue;
      total++;
      if (truncated) continue;
      let text2 = fileLines[i];
      if (text2.length > 500) text2 = text2.slice(0, 500) + "…";
      const line = `${rel}:${i + 1}:${text2}`;
      if (lines.length >= MAX_GREP_MATCHES || chars + line.length > MAX_GREP_OUTPUT_CHARS) {
        truncated = true;
        continue;
      }
      lines.push(line);
      chars += line.length + 1;
    }
  }
  if (total === 0) return { output: "No matches found.", isError: false };
  let out = lines.join("\n");
  if (truncated) out += `
… (${total - lines.length} more matches not shown; narrow the search)`;
  return { output: out, isError: false };
}

// src/run/tools/bash.ts
import { lstat as lstat2, mkdtemp as mkdtemp2, readlink, rm as rm2 } from "node:fs/promises";
import path7 from "node:path";
async function snapshot(root) {
  const snap = /* @__PURE__ */ new Map();
  for (const f of await walkFiles(root, WALK_LIMIT)) {
    try {
      const s = await lstat2(path7.join(root, f));
      snap.set(f, s.isSymbolicLink() ? `l:${await readlink(path7.join(root, f))}` : `${s.size}:${s.mtimeMs}:${s.ino}`);
    } catch {
    }
  }
  return snap;
}
function truncateOutput(s, max) {
  return truncateMiddle(s, max, Math.floor(max * 0.8), (n2) => `
… [${n2} characters omitted] …
`);
}
async function bashTool(args, ctx) {
  const command = str2(args, "command");
  const limit = ctx.bashTimeoutMs ?? DEFAULT_BASH_TIMEOUT_MS;
  const requested = posInt(args, "timeout");
  const timeoutMs = requested && requested > 0 ? Math.min(requested, limit) : limit;
  const root = await realWorkspaceRoot(path7.resolve(ctx.workspaceDir));
  const before = await snapshot(root);
  const tmp = await mkdtemp2(path7.join(path7.dirname(root), "skill-evals-bash-tmp-"));
  const result = await runContained(command, root, tmp, timeoutMs, ctx);
  await rm2(tmp, { recursive: true, force: true }).catch(() => void 0);
  const after = await snapshot(root);
  for (const [f, sig] of after) {
    if (before.get(f) !== sig && !isGitPath(f)) ctx.filesWritten.add(f);
  }
  return bashResult(result, timeoutMs);
}
function runContained(command, root, tmp, timeoutMs, ctx) {
  return new Promise((resolve) => {
    let out = "";
    let outLen = 0;
    const cap = MAX_BASH_OUTPUT_CHARS * 4;
    let timedOut = false;
    let aborted = false;
    const step = containCommand("/bin/sh", ["-c", command], { cwd: root, writable: [root, tmp], env: { PATH: "/usr/bin:/bin", HOME: root, TMPDIR: tmp }, network: ctx.network === true });
    const child = childProcess().spawn(step.cmd, step.args, {
      cwd: root,
      env: step.env,
      stdio: ["ignore", "pipe", "pipe"],
      detached: true
      // own process group, so a timeout kills the whole tree
    });
    const onData = (chunk) => {
      outLen += chunk.length;
      if (out.length < cap) out += chunk.toString("utf8");
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    const killTree = () => killContained(child, step);
    const timer = setTimeout(() => {
      timedOut = true;
      killTree();
    }, timeoutMs);
    const onAbort = () => {
      aborted = true;
      killTree();
    };
    ctx.signal?.addEventListener("abort", onAbort, { once: true });
    if (ctx.signal?.aborted) onAbort();
    let settled = false;
    const finish = (code, signal, spawnError) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      ctx.signal?.removeEventListener("abort", onAbort);
      if (outLen > out.length && out.length >= cap) out += `
… [output cut at ${cap} characters]`;
      resolve({ code, signal, out, timedOut, aborted, spawnError });
    };
    child.on("error", (err) => finish(null, null, err.message));
    child.on("exit", () => killTree());
    child.on("close", (code, signal) => finish(code, signal));
  });
}
function bashResult(result, timeoutMs) {
  if (result.spawnError) return { output: `Could not start /bin/sh: ${result.spawnError}`, isError: true };
  let output = truncateOutput(result.out, MAX_BASH_OUTPUT_CHARS).replace(/\n$/, "");
  if (result.timedOut) {
    return { output: `${output}${output ? "\n" : ""}Command timed out after ${Math.round(timeoutMs / 100) / 10} s and was killed.`, isError: true };
  }
  if (result.aborted) return { output: `${output}${output ? "\n" : ""}Command aborted.`, isError: true };
  if (result.code !== 0) {
    output += `${output ? "\n" : ""}Exit code ${result.code ?? `signal ${result.signal}`}`;
    return { output, isError: true };
  }
  return { output: output === "" ? "(no output)" : output, isError: false };
}

// src/run/tools/skill.ts
function skillTool(args, ctx) {
  const skills = ctx.skills ?? {};
  const names = Object.keys(skills);
  if (names.length === 0) fail("No skills are available in this run.");
  const requested = str2(args, "skill").trim().replace(/^\//, "");
  const name = names.find((n2) => n2 === requested) ?? names.find((n2) => n2.toLowerCase() === requested.toLowerCase());
  if (name === void 0) fail(`Unknown skill: ${requested}. Available skills: ${names.join(", ")}`);
  ctx.skillsInvoked?.add(name);
  return {
    output: `Launching skill: ${name}
Base directory for this skill: .claude/skills/${name}

${skills[name]}`,
    isError: false
  };
}

// src/run/tools/definitions.ts
var READ_TOOL = {
  name: "Read",
  description: `Read a text file from the workspace. Returns lines prefixed with their 1-based line number and a tab. By default up to ${DEFAULT_READ_LINES} lines from the start; use offset (1-based first line) and limit (line count) for more. Paths are relative to the current directory (the workspace) or absolute inside it. Files over 1 MiB cannot be read.`,
  input_schema: {
    type: "object",
    properties: {
      file_path: { type: "string", description: "Path of the file to read." },
      offset: { type: "integer", minimum: 1, description: "1-based line number to start from." },
      limit: { type: "integer", minimum: 1, description: "Number of lines to read." }
    },
    required: ["file_path"],
    additionalProperties: false
  }
};
var WRITE_TOOL = {
  name: "Write",
  description: "Create or overwrite a file in the workspace with the given content. Parent directories are created as needed.",
  input_schema: {
    type: "object",
    properties: {
      file_path: { type: "string", description: "Path of the file to write." },
      content: { type: "string", description: "The full content of the file." }
    },
    required: ["file_path", "content"],
    additionalProperties: false
  }
};
var EDIT_TOOL = {
  name: "Edit",
  description: "Replace text in a file. old_string must occur exactly once unless replace_all is true. An empty old_string creates a new file (or fills an empty one) with new_string.",
  input_schema: {
    type: "object",
    properties: {
      file_path: { type: "string", description: "Path of the file to edit." },
      old_string: { type: "string", description: "The exact text to replace." },
      new_string: { type: "string", description: "The replacement text." },
      replace_all: { type: "boolean", description: "Replace every occurrence (default false)." }
    },
    required: ["file_path", "old_string", "new_string"],
    additionalProperties: false
  }
};
var GLOB_TOOL = {
  name: "Glob",
  description: 'Find files by glob pattern (e.g. "**/*.md", "src/*.{ts,js}"). Returns workspace-relative paths, sorted. `*` and `?` stay within one path segment; `**` crosses directories.',
  input_schema: {
    type: "object",
    properties: {
      pattern: { type: "string", description: "Glob pattern, relative to path." },
      path: { type: "string", description: "Directory to search in (default: the workspace)." }
    },
    required: ["pattern"],
    additionalProperties: false
  }
};
var GREP_TOOL = {
  name: "Grep",
  description: `Search file contents with a regular expression (JavaScript syntax). Returns matching lines as \`file:line:text\`. At most ${MAX_GREP_MATCHES} matches.`,
  input_schema: {
    type: "object",
    properties: {
      pattern: { type: "string", description: "Regular expression to search for." },
      path: { type: "string", description: "File or directory to search (default: the workspace)." },
      glob: { type: "string", description: 'Only search files matching this glob (e.g. "*.md", "**/*.ts").' },
      "-i": { type: "boolean", description: "Case-insensitive search." }
    },
    required: ["pattern"],
    additionalProperties: false
  }
};
var BASH_TOOL = {
  name: "Bash",
  description: `Run a shell command with /bin/sh in the workspace directory. The environment is empty except PATH, HOME and TMPDIR. Output (stdout and stderr) is capped at ${MAX_BASH_OUTPUT_CHARS} characters. Commands time out (default 60 s).`,
  input_schema: {
    type: "object",
    properties: {
      command: { type: "string", description: "The command to run." },
      timeout: { type: "integer", minimum: 1, description: "Timeout in milliseconds (cannot exceed the run limit)." }
    },
    required: ["command"],
    additionalProperties: false
  }
};
var SKILL_TOOL = {
  name: "Skill",
  description: "Load a skill from <available_skills> by name. Returns the skill instructions (its SKILL.md); use it when a listed skill matches the task, before doing the work.",
  input_schema: {
    type: "object",
    properties: {
      skill: { type: "string", description: "The skill name, exactly as listed." }
    },
    required: ["skill"],
    additionalProperties: false
  }
};
function toolDefinitions(opts) {
  const tools = [READ_TOOL, WRITE_TOOL, EDIT_TOOL, GLOB_TOOL, GREP_TOOL];
  if (opts.bash) tools.push(BASH_TOOL);
  if (opts.skill) tools.push(SKILL_TOOL);
  return tools;
}

// src/run/tools/index.ts
async function runTool(name, input, ctx) {
  const r = await runToolUnredacted(name, input, ctx);
  return { output: redact(r.output), isError: r.isError };
}
async function runToolUnredacted(name, input, ctx) {
  try {
    if (typeof input !== "object" || input === null || Array.isArray(input)) fail("Tool input must be a JSON object.");
    const args = input;
    switch (name) {
      case "Read":
        return await readTool(args, ctx);
      case "Write":
        return await writeTool(args, ctx);
      case "Edit":
        return await editTool(args, ctx);
      case "Glob":
        return await globTool(args, ctx);
      case "Grep":
        return await grepTool(args, ctx);
      case "Bash":
        if (!ctx.bash) fail("Bash is not enabled for this run.");
        return await bashTool(args, ctx);
      case "Skill":
        return skillTool(args, ctx);
      default:
        fail(`Unknown tool: ${name}`);
    }
  } catch (err) {
    if (err instanceof ToolFailure) return { output: err.message, isError: true };
    const e = err;
    return { output: `${name} failed: ${e.code ? `${e.code}: ` : ""}${sanitizeMessage(e.message ?? String(err), ctx)}`, isError: true };
  }
}

// src/run/gateway.ts
var failures = /* @__PURE__ */ new WeakMap();
function failureInfo(err) {
  return failures.get(err);
}
var InvalidResponseError = class extends Error {
  name = "InvalidResponseError";
  type = "invalid_response";
  status;
  requestID;
  constructor(detail, opts = {}) {
    super(`The API returned a response that is not valid JSON (${detail})`, opts.cause === void 0 ? void 0 : { cause: opts.cause });
    this.status = opts.status;
    this.requestID = opts.requestID ?? null;
  }
};
var ResponseTimeoutError = class extends Error {
  name = "ResponseTimeoutError";
  type = "timeout";
  status;
  requestID;
  constructor(detail, opts = {}) {
    super(`The API stopped sending the response (${detail})`, opts.cause === void 0 ? void 0 : { cause: opts.cause });
    this.status = opts.status;
    this.requestID = opts.requestID ?? null;
  }
};
var BUFFERED_RESPONSE = /* @__PURE__ */ Symbol.for("skill-evals.node-fetch.buffered-response");
var isBufferedResponse = (res) => res[BUFFERED_RESPONSE] === true;
var IdleTimeoutError = class extends Error {
  constructor(idleMs) {
    super(`request timed out: no bytes from the API for ${idleMs / 1e3} s`);
    this.idleMs = idleMs;
  }
  idleMs;
  name = "IdleTimeoutError";
};
function idleTimeoutFetch(base, idleMs) {
  return async (input, init) => {
    const ctrl = new AbortController();
    const outer = init?.signal ?? void 0;
    const onOuter = () => ctrl.abort(outer.reason);
    if (outer?.aborted) ctrl.abort(outer.reason);
    else {
      outer?.addEventListener("abort", onOuter, { once: true });
    }
    let idle;
    const isIdle = (reason) => idle !== void 0 && reason === idle;
    let timer;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => ctrl.abort(idle = new IdleTimeoutError(idleMs)), idleMs);
    };
    const done = () => {
      clearTimeout(timer);
      outer?.removeEventListener("abort", onOuter);
    };
    arm();
    let res;
    try {
      res = await base(input, { ...init, signal: ctrl.signal });
    } catch (err) {
      done();
      throw isIdle(ctrl.signal.reason) ? idle : err;
    }
    if (isBufferedResponse(res) || !res.body) {
      done();
      return res;
    }
    arm();
    const reader = res.body.getReader();
    const body = new ReadableStream({
      async pull(controller) {
        try {
          const chunk = await reader.read();
          if (chunk.done) {
            done();
            controller.close();
            return;
          }
          arm();
          controller.enqueue(chunk.value);
        } catch (err) {
          done();
          controller.error(isIdle(ctrl.signal.reason) ? idle : err);
        }
      },
      cancel(reason) {
        done();
        return reader.cancel(reason);
      }
    });
    return new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers });
  };
}
function withIdleTimeout(client, idleMs) {
  const c = client;
  if (!(idleMs > 0) || typeof c.withOptions !== "function") return client;
  const base = typeof c.fetch === "function" ? c.fetch : globalThis.fetch;
  return c.withOptions({ fetch: idleTimeoutFetch(base, idleMs) });
}
async function responseOf(promise) {
  let r;
  try {
    r = await promise.asResponse();
  } catch {
    return void 0;
  }
  return typeof r?.headers?.get === "function" ? r : void 0;
}
async function normalizeAttemptError(err, promise) {
  const e = asErr(err);
  if (typeof e.status === "number" || err instanceof InvalidResponseError || err instanceof ResponseTimeoutError) return err;
  if (e.name === "SyntaxError") {
    const res2 = await responseOf(promise);
    return new InvalidResponseError(e.message || "unparsable body", {
      ...res2 ? { status: res2.status, requestID: res2.headers.get("request-id") } : {},
      cause: err
    });
  }
  if (/^API|^AbortError$/.test(String(e.name))) return err;
  const res = await responseOf(promise);
  if (!res) return err;
  const at = { status: res.status, requestID: res.headers.get("request-id"), cause: err };
  if (e.name === "IdleTimeoutError") return new ResponseTimeoutError(String(e.message), at);
  const cause = err.cause;
  const detail = [e.message, typeof cause?.message === "string" ? cause.message : ""].filter(Boolean).join(": ");
  return new InvalidResponseError(`the body was cut off: ${detail || "connection closed"}`, at);
}
function notAMessage(data, response) {
  if (data && typeof data === "object" && !Array.isArray(data)) return void 0;
  const res = response && typeof response === "object" && "headers" in response ? response : void 0;
  const contentType = res?.headers?.get?.("content-type");
  const got = data === void 0 || data === null ? "an empty body" : Array.isArray(data) ? "an array" : `a ${typeof data}`;
  return new InvalidResponseError(`expected a message object, got ${got}${contentType ? ` with content-type ${contentType}` : ""}`, {
    ...res?.status !== void 0 ? { status: res.status } : {},
    requestID: res?.headers?.get?.("request-id") ?? null
  });
}
function asErr(err) {
  return err ?? {};
}
function isAbortError(err) {
  const name = asErr(err).name;
  return name === "APIUserAbortError" || name === "AbortError";
}
var SECRET_PATTERN = /(sk-ant-[A-Za-z0-9_-]+|Bearer\s+[A-Za-z0-9._~+/=-]+)/g;
function toRunError(err) {
  const e = asErr(err);
  const body = err?.error;
  const message = e.apiMessage || typeof e.message === "string" && e.message || (err === void 0 ? "unknown error" : String(err));
  const out = { message: message.replace(SECRET_PATTERN, "[redacted]") };
  if (typeof e.status === "number") out.status = e.status;
  if (e.type) out.type = e.type;
  else if (typeof body?.error?.type === "string") out.type = body.error.type;
  else if (e.name === "APIConnectionTimeoutError") out.type = "timeout";
  else if (e.name === "APIConnectionError") out.type = "connection_error";
  else if (isAbortError(err)) out.type = "aborted";
  if (e.requestID) out.requestId = e.requestID;
  return out;
}
function retryAfterFromHeaders(headers, nowMs = Date.now()) {
  if (!headers || typeof headers.get !== "function") return void 0;
  const v = Number.parseFloat(String(headers.get("retry-after-ms")));
  if (Number.isFinite(v) && v > 0) return { ms: v, source: "retry-after-ms" };
  const raHeader = headers.get("retry-after");
  if (raHeader) {
    const seconds = Number(raHeader);
    const ms = Number.isNaN(seconds) ? Date.parse(raHeader) - nowMs : seconds * 1e3;
    if (Number.isFinite(ms) && ms > 0) return { ms, source: "retry-after" };
  }
  return void 0;
}
function classify(err, signal) {
  if (signal?.aborted || isAbortError(err)) return void 0;
  const e = asErr(err);
  if (err instanceof InvalidResponseError) return { reason: "invalid_response", rateLimited: false, overloaded: false };
  if (err instanceof ResponseTimeoutError || e.name === "IdleTimeoutError" || e.name === "APIConnectionTimeoutError") {
    return { reason: "timeout", rateLimited: false, overloaded: false };
  }
  if (e.name === "APIConnectionError") return { reason: "connection", rateLimited: false, overloaded: false };
  const status = e.status;
  if (typeof status !== "number") return void 0;
  const rateLimited = status === 429;
  const overloaded = status >= 500;
  const shouldRetry = e.headers?.get("x-should-retry");
  if (shouldRetry === "false") return void 0;
  if (rateLimited) return { reason: "rate_limited", rateLimited, overloaded };
  if (status === 529) return { reason: "overloaded", rateLimited, overloaded };
  if (status >= 500) return { reason: "server_error", rateLimited, overloaded };
  if (status === 408) return { reason: "request_timeout", rateLimited, overloaded };
  if (status === 409) return { reason: "conflict", rateLimited, overloaded };
  if (shouldRetry === "true") return { reason: "should_retry", rateLimited, overloaded };
  return void 0;
}
function sleep(ms, signal) {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}
var DEFAULT_IDLE_TIMEOUT_MS = 9e4;
function idleTimeoutWithin(runTimeoutSeconds, idleTimeoutMs = DEFAULT_IDLE_TIMEOUT_MS) {
  if (!(runTimeoutSeconds > 0)) return idleTimeoutMs;
  return Math.min(idleTimeoutMs, Math.max(1, Math.floor(runTimeoutSeconds * 1e3 / 3)));
}
function createGateway(opts) {
  const { limiter, cache, onEvent } = opts;
  const client = withIdleTimeout(opts.client, opts.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS);
  const maxRetries = Math.max(0, Math.floor(opts.maxRetries ?? 4));
  const timeout = opts.requestTimeoutMs ?? 6e5;
  const maxWait = opts.maxRetryWaitMs ?? 6e4;
  const initialMs = opts.backoff?.initialMs ?? 500;
  const maxBackoffMs = opts.backoff?.maxMs ?? 8e3;
  const random = opts.random ?? Math.random;
  const baseRequestOptions = { maxRetries: 0, timeout };
  const s = { apiCalls: 0, retries: 0, rateLimited: 0, overloaded: 0, cacheHits: 0, cacheWrites: 0, cacheRejected: 0, errors: 0 };
  const emit = onEvent ? (e) => {
    try {
      onEvent(e);
    } catch {
    }
  } : void 0;
  function backoffMs(retryIndex) {
    const base = Math.min(maxBackoffMs, initialMs * 2 ** retryIndex);
    return base * (1 - 0.25 * random());
  }
  const send = async (params, ctx) => {
    const { spec, turn, signal } = ctx;
    const key = cache !== void 0 && cache.canRead ? cache.keyFor(ctx.cacheKeyParams ?? params, spec.trial) : void 0;
    if (key) {
      const found = await cache.lookup(key);
      if (found.rejected) s.cacheRejected++;
      const hit = found.entry;
      if (hit) {
        s.cacheHits++;
        emit?.({ type: "cache_hit", runId: spec.runId, turn, key });
        return { message: hit.message, ...hit.requestId ? { requestId: hit.requestId } : {}, cached: true, retries: 0 };
      }
    }
    let retries = 0;
    let calls = 0;
    for (; ; ) {
      const release = await limiter.acquire(signal, { priority: retries > 0 });
      let message;
      let requestId;
      let pending;
      try {
        calls++;
        s.apiCalls++;
        emit?.({ type: "request", runId: spec.runId, turn, attempt: retries });
        const options = signal ? { maxRetries: 0, timeout, signal } : baseRequestOptions;
        const request = client.messages.create(params, ctx.headers ? { ...options, headers: ctx.headers } : options);
        pending = request;
        const res = await request.withResponse();
        const invalid = notAMessage(res.data, res.response);
        if (invalid) throw invalid;
        message = res.data;
        requestId = res.request_id;
      } catch (caught) {
        release();
        const err = await normalizeAttemptError(caught, pending);
        const c = classify(err, signal);
        if (c?.rateLimited) {
          s.rateLimited++;
          const previous = limiter.limit;
          if (limiter.onRateLimited()) {
            emit?.({ type: "limit", limit: limiter.limit, previous, reason: "rate_limited" });
          }
        } else if (c?.overloaded) {
          s.overloaded++;
          limiter.onOverloaded();
        }
        if (!c || retries >= maxRetries) {
          s.errors++;
          if (err && typeof err === "object") failures.set(err, { apiCalls: calls, retries });
          throw err;
        }
        const e = asErr(err);
        const ra = retryAfterFromHeaders(e.headers);
        const waitMs = Math.min(maxWait, ra ? ra.ms : backoffMs(retries));
        retries++;
        s.retries++;
        emit?.({
          type: "retry",
          runId: spec.runId,
          turn,
          attempt: retries,
          reason: c.reason,
          ...typeof e.status === "number" ? { status: e.status } : {},
          ...e.requestID ? { requestId: e.requestID } : {},
          waitMs,
          waitSource: ra ? ra.source : "backoff"
        });
        try {
          await sleep(waitMs, signal);
        } catch (abortErr) {
          s.errors++;
          if (abortErr && typeof abortErr === "object") failures.set(abortErr, { apiCalls: calls, retries });
          throw abortErr;
        }
        continue;
      }
      release();
      limiter.onSuccess();
      if (key && cache.canWrite) {
        try {
          await cache.put(key, { model: params.model, trial: spec.trial, requestId, message });
          s.cacheWrites++;
        } catch (err) {
          emit?.({ type: "cache_write_failed", runId: spec.runId, turn, error: String(err) });
        }
      }
      return { message, ...requestId ? { requestId } : {}, cached: false, retries };
    }
  };
  return {
    send,
    stats: () => ({ ...s, limit: limiter.limit })
  };
}

// src/run/executor.ts
var STORED_TOOL_OUTPUT_CHARS = 4096;
var SENT_TOOL_OUTPUT_CHARS = 1e5;
var AGENT_INSTRUCTIONS = [
  "You are an autonomous agent completing a task for a user. You cannot ask questions; make reasonable assumptions and finish the task.",
  "Your current directory is a workspace that holds any input files for the task. Work only inside it: use relative paths, and do not try to read or write anything outside it.",
  "When the task asks for files (documents, code, data, reports), write them into the workspace with the Write or Edit tool; do not only paste them in your reply.",
  "When you are done, reply with a short summary of what you did and where the outputs are."
].join("\n");
function escapeXml(s) {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
function buildSystem(req) {
  const blocks = [{ type: "text", text: AGENT_INSTRUCTIONS }];
  if (req.skill && req.skillLoading === "preload") {
    const s = req.skill;
    blocks.push({
      type: "text",
      text: `The following skill is loaded for this session. Follow its instructions whenever they apply to the task. Its folder (references, scripts, assets) is at .claude/skills/${s.name}/ in the workspace.

<skill name="${escapeXml(s.name)}">
<description>${escapeXml(s.description)}</description>

${s.body}
</skill>`
    });
  } else if (req.skill && req.skillLoading === "discover") {
    const listed = [{ name: req.skill.name, description: req.skill.description }, ...req.otherSkills ?? []];
    const seen = /* @__PURE__ */ new Set();
    const entries = listed.filter((s) => seen.has(s.name) ? false : (seen.add(s.name), true)).map((s) => `<skill>
<name>${escapeXml(s.name)}</name>
<description>${escapeXml(s.description)}</description>
</skill>`);
    blocks.push({
      type: "text",
      text: `Skills are folders of instructions and resources that help with specific tasks. When a task matches a skill's description, load it with the Skill tool (input: {"skill": "<name>"}) before starting, then follow it. Skill folders live under .claude/skills/<name>/ in the workspace.

<available_skills>
${entries.join("\n")}
</available_skills>`
    });
  }
  blocks[blocks.length - 1] = { ...blocks[blocks.length - 1], cache_control: { type: "ephemeral" } };
  return blocks;
}
function emptyUsage() {
  return { input_tokens: 0, output_tokens: 0, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 };
}
function addUsage(total, u) {
  if (!u) return;
  total.input_tokens += u.input_tokens ?? 0;
  total.output_tokens += u.output_tokens ?? 0;
  total.cache_read_input_tokens += u.cache_read_input_tokens ?? 0;
  total.cache_creation_input_tokens += u.cache_creation_input_tokens ?? 0;
}
function truncate(s, max) {
  return truncateEnd(s, max, (n2) => `
… [truncated: ${n2} more characters]`);
}
function fence(content, lang = "") {
  const longest = Math.max(2, ...Array.from(content.matchAll(/`+/g), (m) => m[0].length));
  const f = "`".repeat(longest + 1);
  return `${f}${lang}
${content}
${f}`;
}
function textOf(content) {
  return content.filter((b) => b.type === "text").map((b) => b.text).join("\n\n").trim();
}
function toParamBlocks(content) {
  return content;
}
function withConversationBreakpoint(messages) {
  const out = messages.slice();
  for (let i = out.length - 1; i >= 0; i--) {
    const m = out[i];
    if (m.role !== "user") continue;
    if (typeof m.content === "string") {
      out[i] = { role: "user", content: [{ type: "text", text: m.content, cache_control: { type: "ephemeral" } }] };
    } else if (m.content.length > 0) {
      const blocks = m.content.slice();
      const last = blocks[blocks.length - 1];
      blocks[blocks.length - 1] = { ...last, cache_control: { type: "ephemeral" } };
      out[i] = { role: "user", content: blocks };
    }
    break;
  }
  return out;
}
function skillFilePath(name) {
  return `.claude/skills/${name}/SKILL.md`;
}
async function executeRun(req, send) {
  const discover = req.skill !== void 0 && req.skillLoading === "discover";
  const ctx = {
    workspaceDir: req.workspaceDir,
    bash: req.bash,
    bashTimeoutMs: req.bashTimeoutMs,
    ...req.network ? { network: true } : {},
    skills: discover && req.skill ? { [req.skill.name]: req.skill.body } : void 0,
    filesWritten: /* @__PURE__ */ new Set(),
    filesRead: /* @__PURE__ */ new Set(),
    skillsInvoked: /* @__PURE__ */ new Set(),
    signal: req.signal
  };
  const system = buildSystem(req);
  const tools = toolDefinitions({ bash: req.bash, skill: discover });
  const messages = [{ role: "user", content: req.prompt }];
  const transcript = [`## Eval Prompt

${req.prompt}`];
  const toolCalls = [];
  const usage = emptyUsage();
  let turns = 0;
  let apiCalls = 0;
  let sends = 0;
  let retries = 0;
  let allCached = true;
  let stopReason = null;
  let response = "";
  let agentActed = false;
  let error;
  const abortError = () => {
    const reason = req.signal?.reason;
    const detail = reason instanceof Error ? reason.message : typeof reason === "string" ? reason : "";
    return { message: `run aborted${detail ? `: ${detail}` : ""}`, type: "aborted" };
  };
  for (; ; ) {
    if (req.signal?.aborted) {
      error = abortError();
      stopReason = "aborted";
      break;
    }
    if (turns >= req.maxTurns) {
      stopReason = "max_turns";
      transcript.push(`## Stopped

Reached the limit of ${req.maxTurns} turns.`);
      break;
    }
    const turn = turns + 1;
    const params = {
      model: req.spec.model,
      max_tokens: req.maxTokens,
      system,
      tools,
      messages: turn > 1 ? withConversationBreakpoint(messages) : messages.slice()
    };
    let result;
    try {
      result = await send(params, { spec: req.spec, turn, signal: req.signal });
    } catch (err) {
      error = req.signal?.aborted && !(typeof err?.status === "number") ? abortError() : toRunError(err);
      stopReason = req.signal?.aborted ? "aborted" : "error";
      const spent = failureInfo(err);
      if (spent) {
        apiCalls += spent.apiCalls;
        retries += spent.retries;
      }
      transcript.push(
        `## Turn ${turn}: API error

${error.status ? `${error.status} ` : ""}${error.type ? `${error.type}: ` : ""}${error.message}` + (error.requestId ? `

Request id: ${error.requestId}` : "")
      );
      break;
    }
    turns = turn;
    sends++;
    if (!result.cached) apiCalls += 1 + result.retries;
    retries += result.retries;
    allCached &&= result.cached;
    const msg = result.message;
    const content = Array.isArray(msg.content) ? msg.content : [];
    addUsage(usage, msg.usage);
    stopReason = msg.stop_reason ?? null;
    const text = textOf(content);
    if (text) response = text;
    const toolUses = content.filter((b) => b.type === "tool_use");
    if (text || toolUses.length > 0) agentActed = true;
    const parts = [`## Turn ${turn}: Assistant${stopReason ? ` (stop_reason: ${stopReason})` : ""}`];
    for (const b of content) {
      if (b.type === "thinking" || b.type === "redacted_thinking") parts.push("_[thinking]_");
      else if (b.type === "text" && b.text.trim()) parts.push(b.text.trim());
      else if (b.type === "tool_use") parts.push(`### Tool call: ${b.name}

${fence(JSON.stringify(b.input, null, 2), "json")}`);
    }
    transcript.push(parts.join("\n\n"));
    if (content.length > 0) messages.push({ role: "assistant", content: toParamBlocks(content) });
    if (stopReason === "pause_turn") continue;
    if (toolUses.length === 0) {
      if (stopReason === "refusal") transcript.push("## Stopped\n\nThe model refused.");
      else if (stopReason === "max_tokens") transcript.push(`## Stopped

Hit max_tokens (${req.maxTokens}).`);
      break;
    }
    const results = [];
    const resultParts = [];
    for (const use of toolUses) {
      let out2;
      if (req.signal?.aborted) out2 = { output: "Run aborted before the tool ran.", isError: true };
      else out2 = await runTool(use.name, use.input, ctx);
      const sent = truncate(out2.output, SENT_TOOL_OUTPUT_CHARS);
      results.push({ type: "tool_result", tool_use_id: use.id, content: sent, ...out2.isError ? { is_error: true } : {} });
      toolCalls.push({ turn, id: use.id, name: use.name, input: use.input, output: truncate(out2.output, STORED_TOOL_OUTPUT_CHARS), isError: out2.isError });
      resultParts.push(`### Tool result: ${use.name}${out2.isError ? " (error)" : ""}

${fence(truncate(out2.output, STORED_TOOL_OUTPUT_CHARS))}`);
    }
    transcript.push(`## Turn ${turn}: Tool results

${resultParts.join("\n\n")}`);
    messages.push({ role: "user", content: results });
  }
  let skillUsed = true;
  if (req.skill) {
    if (req.skillLoading === "preload") skillUsed = agentActed;
    else {
      const file = skillFilePath(req.skill.name);
      skillUsed = (ctx.skillsInvoked?.has(req.skill.name) ?? false) || (ctx.filesRead?.has(file) ?? false);
    }
  }
  if (response) transcript.push(`## Final Response

${response}`);
  const out = {
    response,
    toolCalls,
    filesWritten: [...ctx.filesWritten].sort(),
    usage,
    turns,
    stopReason,
    apiCalls,
    retries,
    cached: sends > 0 && allCached,
    skillUsed,
    transcript: transcript.join("\n\n") + "\n"
  };
  if (error) out.error = error;
  return out;
}

export {
  safeFlagsProblem,
  compileSafeRegex,
  safeRegexProblem,
  nestedQuantifier,
  outputGlobToRegExp,
  pathFilterToRegExp,
  GitError,
  git,
  gitBytes,
  gitOk,
  isObject,
  str,
  num,
  arr,
  truncateEnd,
  truncateMiddle,
  failureInfo,
  toRunError,
  idleTimeoutWithin,
  createGateway,
  STORED_TOOL_OUTPUT_CHARS,
  truncate,
  fence,
  executeRun,
  mkdirCb,
  writeCb,
  LinkOutOfFolderError,
  insideReal,
  snapshotFolder,
  copySnapshot,
  costOf,
  addCost,
  formatCost,
  ClaudeCodeNotFoundError,
  resolveClaudeCode,
  resolveClaudeCodeOnce
};
