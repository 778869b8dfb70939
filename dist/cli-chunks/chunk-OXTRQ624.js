#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  childProcess,
  containCommand,
  killContained
} from "./chunk-FAUTHJTF.js";
import {
  leavesFolder
} from "./chunk-NUNZPVBM.js";

// src/run/claude-code/binary.ts
import { constants } from "node:fs";
import { access, mkdtemp, open, realpath, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
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
    const st = await stat(file);
    if (!st.isFile()) return false;
    await access(file, process.platform === "win32" ? constants.F_OK : constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
async function isStub(file) {
  try {
    const st = await stat(file);
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
  let dir = path.resolve(start);
  for (; ; ) {
    const nm = path.join(dir, "node_modules");
    const wrapper = path.join(nm, ...CLAUDE_CODE_PACKAGE.split("/"), "bin", "claude.exe");
    if (await isExecutable(wrapper) && !await isStub(wrapper)) return wrapper;
    const exe = process.platform === "win32" ? "claude.exe" : "claude";
    for (const pkg of platformPackages()) {
      const bin = path.join(nm, ...pkg.split("/"), exe);
      if (await isExecutable(bin)) return bin;
    }
    const parent = path.dirname(dir);
    if (parent === dir) return void 0;
    dir = parent;
  }
}
function harnessDir() {
  return path.dirname(fileURLToPath(import.meta.url));
}
async function realOrResolved(p) {
  return realpath(p).catch(() => path.resolve(p));
}
async function isInside(p, dir) {
  const [a, b] = await Promise.all([realOrResolved(p), realOrResolved(dir)]);
  const r = path.relative(b, a);
  return !leavesFolder(r);
}
async function fromPath(envPath, untrusted) {
  const names = process.platform === "win32" ? ["claude.exe", "claude.cmd"] : ["claude"];
  for (const d of (envPath ?? "").split(path.delimiter)) {
    if (!d || !path.isAbsolute(d)) continue;
    let skip = false;
    for (const u of untrusted) if (await isInside(d, u)) skip = true;
    if (skip) continue;
    for (const n of names) {
      const f = path.join(d, n);
      if (await isExecutable(f) && !await isStub(f)) return f;
    }
  }
  return void 0;
}
async function claudeCodeVersion(bin, timeoutMs = 2e4) {
  const home = await mkdtemp(path.join(os.tmpdir(), "skill-evals-ccv-"));
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
    const p = path.resolve(opts.path);
    if (!await isExecutable(p)) throw new ClaudeCodeNotFoundError(`Claude Code CLI not found or not executable at '${p}' (the claude-code-path input / --claude-code-path). ${installHint(opts.version)}`);
    if (await isStub(p)) {
      const real = await fromNodeModules(path.resolve(path.dirname(p), "..", "..", "..", ".."));
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

export {
  ClaudeCodeNotFoundError,
  resolveClaudeCode,
  resolveClaudeCodeOnce
};
