#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  childProcess
} from "./chunk-FAUTHJTF.js";

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

export {
  GitError,
  git,
  gitBytes,
  gitOk
};
