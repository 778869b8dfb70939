#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  leavesFolder
} from "./chunk-NUNZPVBM.js";

// src/safe-fs.ts
import * as fs from "node:fs";
import os from "node:os";
import * as path from "node:path";
var UnsafePathError = class extends Error {
  constructor(message, reason, file) {
    super(message);
    this.reason = reason;
    this.file = file;
    this.name = "UnsafePathError";
  }
  reason;
  file;
};
var isInside = (root, p) => {
  const rel = path.relative(root, p);
  return rel === "" || !leavesFolder(rel);
};
var realRoots = /* @__PURE__ */ new Map();
function realRoot(root) {
  let r = realRoots.get(root);
  if (r === void 0) {
    try {
      r = fs.realpathSync.native(root);
    } catch {
      r = path.resolve(root);
    }
    realRoots.set(root, r);
  }
  return r;
}
var O_NOFOLLOW = fs.constants.O_NOFOLLOW ?? 0;
function resolveInsideRoot(root, abs, display) {
  const real = fs.realpathSync.native(abs);
  if (!isInside(realRoot(root), real)) {
    const name = display ?? (path.relative(root, abs).split(path.sep).join("/") || abs);
    throw new UnsafePathError(`${name} is a symbolic link (or lies below one) that leads out of the repository; it is not read.`, "outside", name);
  }
  return real;
}
function readInsideRoot(root, abs, o = {}) {
  const name = o.display ?? (root === void 0 ? abs : path.relative(root, abs).split(path.sep).join("/") || abs);
  const real = root === void 0 ? fs.realpathSync.native(abs) : resolveInsideRoot(root, abs, name);
  let fd;
  try {
    fd = fs.openSync(real, fs.constants.O_RDONLY | O_NOFOLLOW);
  } catch (e) {
    if (e.code === "ELOOP") throw new UnsafePathError(`${name} was replaced by a symbolic link while being read; it is not read.`, "link", name);
    throw e;
  }
  try {
    const st = fs.fstatSync(fd);
    if (!st.isFile()) throw new UnsafePathError(`${name} is not a regular file.`, "not-file", name);
    if (o.maxBytes !== void 0 && st.size > o.maxBytes) {
      throw new UnsafePathError(`${name} is ${st.size} bytes; ${o.what ?? "files"} larger than ${o.maxBytes} bytes are not read.`, "too-large", name);
    }
    const size = st.size;
    const buf = Buffer.allocUnsafe(size);
    let got = 0;
    while (got < size) {
      const n = fs.readSync(fd, buf, got, size - got, got);
      if (n === 0) break;
      got += n;
    }
    return got === size ? buf : buf.subarray(0, got);
  } finally {
    fs.closeSync(fd);
  }
}
function checkFolderInside(root, dir, what) {
  const r = path.resolve(root);
  const d = path.resolve(dir);
  if (!isInside(r, d)) throw new UnsafePathError(`${what} ${d} is outside ${r}; it is refused.`, "outside", d);
  const rel = path.relative(r, d);
  let at = r;
  for (const part of rel === "" ? [] : rel.split(path.sep)) {
    at = path.join(at, part);
    let st;
    try {
      st = fs.lstatSync(at);
    } catch {
      return;
    }
    if (st.isSymbolicLink()) {
      throw new UnsafePathError(`${what} ${d}: ${at} is a symbolic link; the harness does not write or read through links (remove the link or choose another folder).`, "link", at);
    }
    if (!st.isDirectory()) throw new UnsafePathError(`${what} ${d}: ${at} is not a folder.`, "not-file", at);
  }
}
function folderRoot(repoRoot, dir) {
  const d = path.resolve(dir);
  return isInside(path.resolve(repoRoot), d) ? path.resolve(repoRoot) : path.dirname(d);
}
function isPullRequestEvent(env = process.env) {
  const e = env.GITHUB_EVENT_NAME ?? "";
  return e === "pull_request" || e === "pull_request_target" || e === "pull_request_review" || e === "pull_request_review_comment";
}
function pullRequestCacheDir(env = process.env) {
  return path.join(env.RUNNER_TEMP || os.tmpdir(), "skill-evals-cache");
}
function effectiveCacheDir(repoRoot, cacheDir, env = process.env) {
  const dir = path.resolve(repoRoot, cacheDir);
  if (!isPullRequestEvent(env)) return { dir };
  const roots = [path.resolve(repoRoot), ...env.GITHUB_WORKSPACE ? [path.resolve(env.GITHUB_WORKSPACE)] : []];
  if (!roots.some((r) => isInside(r, dir))) return { dir };
  const moved = pullRequestCacheDir(env);
  return {
    dir: moved,
    note: `cache-dir ${dir} is inside the checkout: on pull_request runs the response cache is never read from the checkout; using ${moved}.`
  };
}

export {
  UnsafePathError,
  resolveInsideRoot,
  readInsideRoot,
  checkFolderInside,
  folderRoot,
  isPullRequestEvent,
  pullRequestCacheDir,
  effectiveCacheDir
};
