import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);

// src/redact/index.ts
var MIN_SECRET_LENGTH = 8;
var MIN_FRAGMENT_LENGTH = 8;
var REDACTED = "***";
var DEFAULT_SECRET_VARIABLES = [
  "ANTHROPIC_API_KEY",
  "ANTHROPIC_AUTH_TOKEN",
  "GITHUB_TOKEN",
  "GH_TOKEN",
  "INPUT_GITHUB-TOKEN",
  "INPUT_GITHUB_TOKEN",
  "INPUT_ANTHROPIC-API-KEY",
  "INPUT_ANTHROPIC_API_KEY",
  "ACTIONS_RUNTIME_TOKEN",
  "ACTIONS_ID_TOKEN_REQUEST_TOKEN",
  // Issue 33 row C: the response cache's MAC key of a trusted cache scope.
  "SKILL_EVALS_CACHE_KEY"
];
var registry = { values: /* @__PURE__ */ new Set(), patterns: [], bytePatterns: [], re: null, byteRe: null, listeners: [] };
function escapeRe(s) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
function base64Fragments(bytes) {
  const out = [];
  for (let k = 0; k < 3; k++) {
    const enc = Buffer.concat([Buffer.alloc(k), bytes]).toString("base64");
    const n = k + bytes.length;
    const start = k === 0 ? 0 : k === 1 ? 2 : 3;
    const end = Math.floor(n / 3) * 4;
    if (end > start) out.push(enc.slice(start, end));
  }
  return out;
}
function secretForms(value) {
  const forms = /* @__PURE__ */ new Set([value]);
  const json1 = JSON.stringify(value).slice(1, -1);
  const json1u = json1.replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
  for (const j of [json1, json1u]) {
    forms.add(j);
    forms.add(JSON.stringify(j).slice(1, -1));
  }
  const url = encodeURIComponent(value);
  forms.add(url);
  forms.add(url.replace(/%20/g, "+"));
  forms.add(url.replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase()));
  const bytes = Buffer.from(value, "utf8");
  const b64 = bytes.toString("base64");
  forms.add(b64);
  forms.add(b64.replace(/=+$/, ""));
  for (const f of base64Fragments(bytes)) {
    forms.add(f);
    forms.add(f.replace(/\+/g, "-").replace(/\//g, "_"));
  }
  forms.add(bytes.toString("base64url"));
  return [...forms].filter((f) => f.length >= MIN_FRAGMENT_LENGTH);
}
function rebuild() {
  const all = /* @__PURE__ */ new Set();
  for (const v of registry.values) for (const f of secretForms(v)) all.add(f);
  registry.patterns = [...all].sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
  registry.bytePatterns = registry.patterns.map((p) => Buffer.from(p, "utf8").toString("latin1"));
  registry.re = registry.patterns.length ? new RegExp(registry.patterns.map(escapeRe).join("|"), "g") : null;
  registry.byteRe = registry.bytePatterns.length ? new RegExp(registry.bytePatterns.map(escapeRe).join("|"), "g") : null;
}
function registerSecret(value) {
  if (typeof value !== "string") return false;
  const v = value.trim();
  if (v.length < MIN_SECRET_LENGTH) return false;
  if (registry.values.has(v)) return true;
  registry.values.add(v);
  const before = new Set(registry.patterns);
  rebuild();
  for (const p of registry.patterns) if (!before.has(p)) for (const l of registry.listeners) l(p);
  return true;
}
function registerSecretsFromEnv(env, names = []) {
  const registered = [];
  for (const name of /* @__PURE__ */ new Set([...DEFAULT_SECRET_VARIABLES, ...names])) {
    if (registerSecret(env[name])) registered.push(name);
  }
  return registered;
}
var sourceEnv;
function initSecrets(env) {
  sourceEnv = env;
  return registerSecretsFromEnv(env);
}
function registerSecretNames(names) {
  if (!names?.length) return [];
  const env = sourceEnv ?? process.env;
  return names.filter((n) => registerSecret(env[n]));
}
function onSecretPattern(listener) {
  registry.listeners.push(listener);
  for (const p of registry.patterns) listener(p);
}
function secretValues() {
  return [...registry.values];
}
function secretCount() {
  return registry.values.size;
}
function redact(text) {
  if (!registry.re || text.length < MIN_FRAGMENT_LENGTH) return text;
  registry.re.lastIndex = 0;
  return text.replace(registry.re, REDACTED);
}
function redactBytes(buf) {
  const b = Buffer.isBuffer(buf) ? buf : Buffer.from(buf.buffer, buf.byteOffset, buf.byteLength);
  if (!registry.byteRe || b.length < MIN_FRAGMENT_LENGTH) return b;
  const s = b.toString("latin1");
  registry.byteRe.lastIndex = 0;
  if (!registry.byteRe.test(s)) return b;
  registry.byteRe.lastIndex = 0;
  return Buffer.from(s.replace(registry.byteRe, REDACTED), "latin1");
}
function redactData(data) {
  return typeof data === "string" ? redact(data) : redactBytes(data);
}
function redactDeep(value) {
  if (!registry.re) return value;
  const walk = (v) => {
    if (typeof v === "string") return redact(v);
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === "object" && Object.getPrototypeOf(v) === Object.prototype) {
      const out = {};
      for (const [k, x] of Object.entries(v)) out[redact(k)] = walk(x);
      return out;
    }
    return v;
  };
  return walk(value);
}
var streamsWrapped = false;
function redactProcessOutput() {
  if (streamsWrapped) return;
  streamsWrapped = true;
  for (const stream of [process.stdout, process.stderr]) {
    const original = stream.write.bind(stream);
    stream.write = (chunk, ...rest) => {
      if (typeof chunk === "string") return original(chunk.startsWith("::add-mask::") ? chunk : redact(chunk), ...rest);
      if (chunk instanceof Uint8Array) return original(redactBytes(chunk), ...rest);
      return original(chunk, ...rest);
    };
  }
}

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
import { lstatSync, readdirSync, readFileSync, readlinkSync, realpathSync } from "node:fs";
import os from "node:os";
import path from "node:path";
var NO_SANDBOX_NOTICE = "secrets are protected by redaction only";
var detected;
var BWRAP_BASE = ["--unshare-pid", "--die-with-parent", "--new-session", "--ro-bind", "/", "/", "--dev", "/dev", "--proc", "/proc"];
var SANDBOX_UID = 65534;
var BWRAP_USER = ["--unshare-user", "--uid", String(SANDBOX_UID), "--gid", String(SANDBOX_UID), "--cap-drop", "ALL"];
var BWRAP_NET = ["--unshare-net"];
function probe(bwrap, extra = []) {
  const r = childProcess().spawnSync(bwrap, [...extra, ...BWRAP_BASE, "--", "/bin/sh", "-c", 'test "$$" -lt 10'], {
    // Stryker disable next-line ArrayDeclaration: spawnSync's default (pipes) is the same here: it closes stdin at once, never reads stdout into the reason, and pipes stderr
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
    detected = problem ? { kind: "none", reason: problem } : { kind: "bwrap", bwrap, ...probeIsolation(bwrap) };
  }
  return detected;
}
var isRoot = () => typeof process.getuid === "function" && process.getuid() === 0;
function probeIsolation(bwrap) {
  if (!probe(bwrap, [...BWRAP_USER, ...BWRAP_NET])) return { userns: true, netns: true };
  const userProblem = probe(bwrap, BWRAP_USER);
  const netProblem = probe(bwrap, BWRAP_NET);
  const missing = [];
  if (userProblem && isRoot()) missing.push(`sandboxed processes keep root and its capabilities (no user namespace: ${userProblem})`);
  if (netProblem) missing.push(`sandboxed processes share the host's network (no network namespace: ${netProblem})`);
  return { userns: !userProblem, netns: !netProblem, ...missing.length ? { degraded: missing.join("; ") } : {} };
}
function sandboxNotice(info = detectSandbox()) {
  if (info.kind === "bwrap") return info.degraded ? `Sandbox degraded: ${info.degraded}.` : void 0;
  return `Sandbox degraded: none (${info.reason ?? "unavailable"}); ${NO_SANDBOX_NOTICE}.`;
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
function noSandboxNoticeGiven() {
  return noticeGiven;
}
var STEP_MARKER = "SKILL_EVALS_STEP";
function containCommand(cmd, args, opts) {
  const marker = randomBytes(12).toString("hex");
  const env = { ...opts.env, [STEP_MARKER]: marker };
  const info = opts.noSandbox ? { kind: "none", reason: "not requested" } : detectSandbox();
  const notice = sandboxNotice(info);
  if (notice !== void 0 && noticeGiven === void 0) {
    noticeGiven = notice;
    noticeListener?.(noticeGiven);
  }
  if (info.kind !== "bwrap" || !info.bwrap) return { cmd, args, env, marker, sandboxed: false };
  const writable = [...new Set(opts.writable.map((w) => path.resolve(w)))];
  const binds = [];
  for (const w of writable) binds.push("--bind", w, w);
  const bwrapArgs = [
    ...info.userns !== false ? BWRAP_USER : [],
    ...info.netns !== false && !opts.network ? BWRAP_NET : [],
    ...BWRAP_BASE,
    // bubblewrap covers /proc/sys only where it looks writable; a mapped root could write sysctls.
    "--ro-bind",
    "/proc/sys",
    "/proc/sys",
    ...hostSocketArgs(writable, opts.network === true),
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
var SOCKET_SCAN_DEPTH = 3;
var SOCKET_SCAN_MAX_DIRS = 2e3;
var inside = (p, dir) => p === dir || p.startsWith(dir.endsWith("/") ? dir : `${dir}/`);
function socketFolders(roots, skip) {
  const found = /* @__PURE__ */ new Set();
  const seen = /* @__PURE__ */ new Set();
  let budget = SOCKET_SCAN_MAX_DIRS;
  const walk = (dir, depth) => {
    if (budget-- <= 0 || seen.has(dir) || skip.some((w) => inside(dir, w))) return;
    seen.add(dir);
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      if (e.isSocket()) found.add(dir);
      else if (e.isDirectory() && depth < SOCKET_SCAN_DEPTH) walk(path.join(dir, e.name), depth + 1);
    }
  };
  for (const r of roots) {
    let real;
    try {
      real = realpathSync(r);
    } catch {
      continue;
    }
    if (!real.startsWith("/run/") && real !== "/run") walk(real, 1);
  }
  return [...found].sort((a, b) => a.split("/").length - b.split("/").length || a.localeCompare(b));
}
var SOCKET_FOLDER_COPY_MAX = 32;
function mountsBelow(dir) {
  try {
    const prefix = dir.endsWith("/") ? dir : `${dir}/`;
    return readFileSync("/proc/self/mountinfo", "utf8").split("\n").some((l) => l.split(" ")[4]?.startsWith(prefix));
  } catch {
    return true;
  }
}
function hostSocketArgs(writable, network, roots = socketScanRoots()) {
  const out = [];
  for (const run of ["/run", "/var/run"]) {
    try {
      if (lstatSync(run).isDirectory()) out.push("--tmpfs", run);
    } catch {
    }
  }
  if (network) {
    try {
      const resolv = realpathSync("/etc/resolv.conf");
      if (inside(resolv, "/run") || inside(resolv, "/var/run")) out.push("--ro-bind", resolv, resolv);
    } catch {
    }
  }
  for (const dir of socketFolders(roots, writable)) {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      continue;
    }
    if (entries.length > SOCKET_FOLDER_COPY_MAX && !mountsBelow(dir)) {
      out.push("--bind", dir, dir);
      for (const e of entries) if (e.isSocket()) out.push("--ro-bind", "/dev/null", path.join(dir, e.name));
      out.push("--remount-ro", dir);
      continue;
    }
    out.push("--tmpfs", dir);
    for (const e of entries) {
      if (e.isSocket()) continue;
      const p = path.join(dir, e.name);
      if (e.isSymbolicLink()) {
        try {
          out.push("--symlink", readlinkSync(p), p);
        } catch {
        }
      } else out.push("--ro-bind-try", p, p);
    }
    out.push("--remount-ro", dir);
  }
  return out;
}
function socketScanRoots() {
  const roots = ["/tmp", "/var/tmp", os.tmpdir()];
  const agent = process.env["SSH_AUTH_SOCK"];
  if (agent && path.isAbsolute(agent)) roots.push(path.dirname(agent));
  return [...new Set(roots)];
}

export {
  registerSecret,
  initSecrets,
  registerSecretNames,
  onSecretPattern,
  secretValues,
  secretCount,
  redact,
  redactBytes,
  redactData,
  redactDeep,
  redactProcessOutput,
  childProcess,
  workerThreads,
  nodeHttps,
  detectSandbox,
  setNoSandboxListener,
  giveNoSandboxNotice,
  noSandboxNoticeGiven,
  containCommand,
  killContained
};
