#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  failureInfo,
  toRunError
} from "./chunk-OJPRHZNX.js";
import {
  compileSafeRegex,
  toolGlobToRegExp,
  truncateEnd,
  truncateMiddle
} from "./chunk-YT2GUATG.js";
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
      const names = (await readdir(src)).filter((n) => !SKIPPED_NAMES.has(n)).sort();
      for (const n of names) await walk(path.join(src, n), rel ? path.join(rel, n) : n, inner);
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

// src/run/tools/context.ts
var ToolFailure = class extends Error {
};
function fail(message) {
  throw new ToolFailure(message);
}
function str(args, key, opts = {}) {
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
  const n = typeof v === "string" && /^\d+$/.test(v) ? Number(v) : v;
  if (typeof n !== "number" || !Number.isInteger(n) || n < 0) fail(`Parameter ${key} must be a non-negative integer.`);
  return n;
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
import { realpath as realpath2 } from "node:fs/promises";
import path2 from "node:path";
function isInside(root, p) {
  const rel = path2.relative(root, p);
  return rel === "" || !leavesFolder(rel);
}
function toPosix(rel) {
  return rel.split(path2.sep).join("/");
}
var realRoots = /* @__PURE__ */ new Map();
function realWorkspaceRoot(root) {
  let r = realRoots.get(root);
  if (!r) {
    r = realpath2(root);
    realRoots.set(root, r);
    r.catch(() => realRoots.delete(root));
    if (realRoots.size > 256) realRoots.delete(realRoots.keys().next().value);
  }
  return r;
}
async function resolveInWorkspace(workspaceDir, p, what = "path") {
  if (typeof p !== "string" || p.trim() === "") fail(`${what} must be a non-empty string.`);
  if (p.includes("\0")) fail(`${what} contains a NUL byte.`);
  const root = path2.resolve(workspaceDir);
  const realRoot = await realWorkspaceRoot(root);
  let abs;
  if (path2.isAbsolute(p)) {
    const norm = path2.resolve(p);
    if (isInside(realRoot, norm)) abs = norm;
    else if (isInside(root, norm)) abs = path2.join(realRoot, path2.relative(root, norm));
    else fail(`Access denied: ${p} is outside the workspace. Use paths inside the current directory.`);
  } else {
    abs = path2.resolve(realRoot, p);
    if (!isInside(realRoot, abs)) fail(`Access denied: ${p} resolves outside the workspace.`);
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
    tail.unshift(path2.basename(probe));
    probe = path2.dirname(probe);
  }
  let realProbe;
  try {
    realProbe = probe === realRoot || !probeIsLink && path2.dirname(probe) === realRoot ? probe : realpathSync.native(probe);
  } catch (err) {
    const code = err.code;
    if (code === "ENOENT" || code === "ELOOP") fail(`Access denied: ${p} is (or goes through) a broken symlink.`);
    throw err;
  }
  if (!isInside(realRoot, realProbe)) fail(`Access denied: ${p} resolves outside the workspace (through a symlink).`);
  const finalAbs = path2.join(realProbe, ...tail);
  return { abs: finalAbs, rel: toPosix(path2.relative(realRoot, finalAbs)), exists: tail.length === 0 };
}
function displayPath(r) {
  return r.rel === "" ? "." : r.rel;
}
function sanitizeMessage(msg, ctx) {
  const root = path2.resolve(ctx.workspaceDir);
  return msg.split(root + path2.sep).join("").split(root).join(".");
}

// src/run/tools/files.ts
import { lstatSync as lstatSync3, mkdirSync as mkdirSync2 } from "node:fs";
import { mkdir } from "node:fs/promises";
import path3 from "node:path";

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
  const file = str(args, "file_path");
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
  const file = str(args, "file_path");
  const content = str(args, "content", { allowEmpty: true }) ?? "";
  const r = await resolveInWorkspace(ctx.workspaceDir, file, "file_path");
  if (r.rel === "") fail("file_path must name a file, not the workspace.");
  if (Buffer.byteLength(content) > MAX_WRITE_BYTES) fail(`Content is over the ${MAX_WRITE_BYTES}-byte write limit.`);
  if (isGitPath(r.rel)) fail("Writing inside .git is not allowed.");
  if (r.exists) {
    const s = lstatSync3(r.abs);
    if (!s.isFile()) fail(`Cannot write ${displayPath(r)}: it is ${fileKind(s)}.`);
  }
  if (r.rel.includes("/")) mkdirSync2(path3.dirname(r.abs), { recursive: true });
  await writeConfined(ctx, r, content);
  ctx.filesWritten.add(r.rel);
  return {
    output: `${r.exists ? "Updated" : "Created"} ${displayPath(r)} (${Buffer.byteLength(content)} bytes).`,
    isError: false
  };
}
function countOccurrences(haystack, needle) {
  let n = 0;
  for (let i = haystack.indexOf(needle); i !== -1; i = haystack.indexOf(needle, i + needle.length)) n++;
  return n;
}
async function editTool(args, ctx) {
  const file = str(args, "file_path");
  const oldString = str(args, "old_string", { allowEmpty: true }) ?? "";
  const newString = str(args, "new_string", { allowEmpty: true }) ?? "";
  const replaceAll = bool(args, "replace_all");
  const r = await resolveInWorkspace(ctx.workspaceDir, file, "file_path");
  if (isGitPath(r.rel)) fail("Editing inside .git is not allowed.");
  if (oldString === newString) fail("old_string and new_string are identical; nothing to change.");
  if (!r.exists) {
    if (oldString !== "") fail(`File does not exist: ${displayPath(r)}`);
    await mkdir(path3.dirname(r.abs), { recursive: true });
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
import { readFile, realpath as realpath3, stat as stat2 } from "node:fs/promises";
import path5 from "node:path";

// src/run/tools/walk.ts
import { readdir as readdir2 } from "node:fs/promises";
import path4 from "node:path";
var SKIP_DIRS = /* @__PURE__ */ new Set([".git", "node_modules"]);
var WALK_LIMIT = 5e4;
async function walkFiles(dir, limit) {
  const out = [];
  const stack = [""];
  while (stack.length > 0 && out.length < limit) {
    const rel = stack.pop();
    let entries;
    try {
      entries = await readdir2(path4.join(dir, rel), { withFileTypes: true });
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
  let pattern = str(args, "pattern");
  const base = await resolveInWorkspace(ctx.workspaceDir, str(args, "path", { optional: true }) || ".", "path");
  if (!base.exists) fail(`Directory does not exist: ${displayPath(base)}`);
  if (!(await stat2(base.abs)).isDirectory()) fail(`Not a directory: ${displayPath(base)}`);
  if (path5.isAbsolute(pattern)) {
    const root = await realWorkspaceRoot(path5.resolve(ctx.workspaceDir));
    const inRoot = isInside(root, pattern) ? pattern : isInside(path5.resolve(ctx.workspaceDir), pattern) ? path5.join(root, path5.relative(path5.resolve(ctx.workspaceDir), pattern)) : null;
    if (inRoot === null || !isInside(base.abs, inRoot)) fail(`Access denied: pattern ${pattern} is outside the search directory.`);
    pattern = toPosix(path5.relative(base.abs, inRoot));
  }
  pattern = pattern.replace(/^\.\//, "");
  if (pattern.split("/").includes("..")) fail('Glob patterns may not contain "..".');
  const re = globToRegExp(pattern);
  const realRoot = await realWorkspaceRoot(path5.resolve(ctx.workspaceDir));
  const files = await walkFiles(base.abs, WALK_LIMIT);
  const matches = [];
  for (const f of files) {
    if (!re.test(f)) continue;
    const abs = path5.join(base.abs, f);
    try {
      const real = await realpath3(abs);
      if (!isInside(realRoot, real) || !(await stat2(real)).isFile()) continue;
    } catch {
      continue;
    }
    matches.push(toPosix(path5.relative(realRoot, abs)));
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
    real = await realpath3(abs);
  } catch {
    return void 0;
  }
  if (!isInside(realRoot, real)) return void 0;
  let buf;
  try {
    const s = await stat2(real);
    if (!s.isFile() || s.nlink > 1 || s.size > MAX_READ_BYTES) return void 0;
    buf = await readFile(real);
  } catch {
    return void 0;
  }
  if (looksBinary(buf)) return void 0;
  return buf.toString("utf8");
}
async function grepTool(args, ctx) {
  const pattern = str(args, "pattern");
  const ignoreCase = bool(args, "-i");
  const globPattern = str(args, "glob", { optional: true });
  let re;
  try {
    re = compileSafeRegex(pattern, ignoreCase ? "i" : "");
  } catch (err) {
    fail(`Invalid regular expression: ${err.message}`);
  }
  const base = await resolveInWorkspace(ctx.workspaceDir, str(args, "path", { optional: true }) || ".", "path");
  if (!base.exists) fail(`Path does not exist: ${displayPath(base)}`);
  const realRoot = await realWorkspaceRoot(path5.resolve(ctx.workspaceDir));
  const globRe = globPattern ? globToRegExp(globPattern.replace(/^\.\//, "")) : null;
  const globOnBasename = globPattern ? !globPattern.includes("/") : false;
  const baseStat = await stat2(base.abs);
  let candidates;
  if (baseStat.isDirectory()) candidates = (await walkFiles(base.abs, WALK_LIMIT)).sort().map((f) => path5.join(base.abs, f));
  else if (baseStat.isFile()) candidates = [base.abs];
  else fail(`Cannot search ${displayPath(base)}: it is ${fileKind(baseStat)}.`);
  const lines = [];
  let total = 0;
  let chars = 0;
  let truncated = false;
  for (const abs of candidates) {
    const relFromBase = toPosix(path5.relative(base.abs, abs)) || path5.basename(abs);
    if (globRe && !globRe.test(globOnBasename ? path5.basename(abs) : relFromBase)) continue;
    const text = await searchableText(abs, realRoot);
    if (text === void 0) continue;
    const rel = toPosix(path5.relative(realRoot, abs));
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
import { lstat as lstat2, mkdtemp, readlink, rm } from "node:fs/promises";
import path6 from "node:path";
async function snapshot(root) {
  const snap = /* @__PURE__ */ new Map();
  for (const f of await walkFiles(root, WALK_LIMIT)) {
    try {
      const s = await lstat2(path6.join(root, f));
      snap.set(f, s.isSymbolicLink() ? `l:${await readlink(path6.join(root, f))}` : `${s.size}:${s.mtimeMs}:${s.ino}`);
    } catch {
    }
  }
  return snap;
}
function truncateOutput(s, max) {
  return truncateMiddle(s, max, Math.floor(max * 0.8), (n) => `
… [${n} characters omitted] …
`);
}
async function bashTool(args, ctx) {
  const command = str(args, "command");
  const limit = ctx.bashTimeoutMs ?? DEFAULT_BASH_TIMEOUT_MS;
  const requested = posInt(args, "timeout");
  const timeoutMs = requested && requested > 0 ? Math.min(requested, limit) : limit;
  const root = await realWorkspaceRoot(path6.resolve(ctx.workspaceDir));
  const before = await snapshot(root);
  const tmp = await mkdtemp(path6.join(path6.dirname(root), "skill-evals-bash-tmp-"));
  const result = await runContained(command, root, tmp, timeoutMs, ctx);
  await rm(tmp, { recursive: true, force: true }).catch(() => void 0);
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
  const requested = str(args, "skill").trim().replace(/^\//, "");
  const name = names.find((n) => n === requested) ?? names.find((n) => n.toLowerCase() === requested.toLowerCase());
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
  return truncateEnd(s, max, (n) => `
… [truncated: ${n} more characters]`);
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
  STORED_TOOL_OUTPUT_CHARS,
  truncate,
  fence,
  executeRun,
  mkdirCb,
  writeCb,
  LinkOutOfFolderError,
  insideReal,
  snapshotFolder,
  copySnapshot
};
