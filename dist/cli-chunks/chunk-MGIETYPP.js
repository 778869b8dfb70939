#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);

// src/lazy-builtins.ts
import { createRequire } from "node:module";
var load = createRequire(import.meta.url);
var childProcessModule;
var workerThreadsModule;
var httpsModule;
function childProcess() {
  return childProcessModule ??= load("node:child_process");
}
function workerThreads() {
  return workerThreadsModule ??= load("node:worker_threads");
}
function nodeHttps() {
  return httpsModule ??= load("node:https");
}

// src/sandbox/index.ts
import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
var NO_SANDBOX_NOTICE = "secrets are protected by redaction only";
var detected;
var BWRAP_BASE = ["--unshare-pid", "--die-with-parent", "--new-session", "--ro-bind", "/", "/", "--dev", "/dev", "--proc", "/proc"];
function probe(bwrap) {
  const r = childProcess().spawnSync(bwrap, [...BWRAP_BASE, "--", "/bin/sh", "-c", 'test "$$" -lt 10'], {
    stdio: ["ignore", "ignore", "pipe"],
    timeout: 1e4,
    env: { PATH: "/usr/bin:/bin" }
  });
  if (r.error) return r.error.code === "ENOENT" ? `${bwrap} is not installed` : r.error.message;
  if (r.status !== 0) return `${bwrap} does not work here (${(r.stderr?.toString("utf8").trim() || `exit ${r.status ?? r.signal}`).split("\n")[0]})`;
  return void 0;
}
function detectSandbox(env = process.env) {
  if (detected) return detected;
  const off = (env["SKILL_EVALS_SANDBOX"] ?? "").trim().toLowerCase();
  if (off === "off" || off === "0" || off === "false" || off === "none") detected = { kind: "none", reason: "SKILL_EVALS_SANDBOX=off" };
  else if (process.platform !== "linux") detected = { kind: "none", reason: `no sandbox on ${process.platform}` };
  else {
    const bwrap = env["SKILL_EVALS_BWRAP"] || "bwrap";
    const problem = probe(bwrap);
    detected = problem ? { kind: "none", reason: problem } : { kind: "bwrap", bwrap };
  }
  return detected;
}
function sandboxNotice(info = detectSandbox()) {
  return info.kind === "bwrap" ? void 0 : `Sandbox: none (${info.reason ?? "unavailable"}); ${NO_SANDBOX_NOTICE}.`;
}
var noticeGiven;
var noticeListener;
function setNoSandboxListener(listener) {
  noticeListener = listener;
}
function giveNoSandboxNotice(notice) {
  if (noticeGiven !== void 0) return;
  noticeGiven = notice;
  noticeListener?.(notice);
}
var STEP_MARKER = "SKILL_EVALS_STEP";
function containCommand(cmd, args, opts) {
  const marker = randomBytes(12).toString("hex");
  const env = { ...opts.env, [STEP_MARKER]: marker };
  const info = opts.noSandbox ? { kind: "none", reason: "not requested" } : detectSandbox();
  if (info.kind !== "bwrap" || !info.bwrap) {
    if (noticeGiven === void 0) {
      noticeGiven = sandboxNotice(info);
      noticeListener?.(noticeGiven);
    }
    return { cmd, args, env, marker, sandboxed: false };
  }
  const binds = [];
  for (const w of [...new Set(opts.writable.map((w2) => path.resolve(w2)))]) binds.push("--bind", w, w);
  const bwrapArgs = [
    ...BWRAP_BASE,
    ...binds,
    "--chdir",
    path.resolve(opts.cwd),
    "--",
    cmd,
    ...args
  ];
  return { cmd: info.bwrap, args: bwrapArgs, env, marker, sandboxed: true };
}
function markedProcesses(marker) {
  if (process.platform !== "linux") return [];
  const needle = Buffer.from(`\0${STEP_MARKER}=${marker}\0`);
  const first = Buffer.from(`${STEP_MARKER}=${marker}\0`);
  const out = [];
  let entries;
  try {
    entries = readdirSync("/proc");
  } catch {
    return out;
  }
  for (const e of entries) {
    if (!/^\d+$/.test(e)) continue;
    const pid = Number(e);
    if (pid === process.pid) continue;
    try {
      const env = readFileSync(`/proc/${e}/environ`);
      if (env.includes(needle) || env.subarray(0, first.length).equals(first)) out.push(pid);
    } catch {
    }
  }
  return out;
}
function killContained(child, step) {
  if (child.pid !== void 0 && process.platform !== "win32") {
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {
      try {
        child.kill("SIGKILL");
      } catch {
      }
    }
  } else {
    try {
      child.kill("SIGKILL");
    } catch {
    }
  }
  if (step.sandboxed) return;
  for (const pid of markedProcesses(step.marker)) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
    }
  }
}

export {
  childProcess,
  workerThreads,
  nodeHttps,
  setNoSandboxListener,
  giveNoSandboxNotice,
  containCommand,
  killContained
};
