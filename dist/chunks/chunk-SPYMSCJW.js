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
  "ACTIONS_ID_TOKEN_REQUEST_TOKEN"
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
function noSandboxNoticeGiven() {
  return noticeGiven;
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

// src/paths.ts
import { isAbsolute, relative, resolve, sep } from "node:path";
function leavesFolder(rel) {
  return rel === ".." || rel.startsWith(".." + sep) || isAbsolute(rel);
}
function displayPath(ctx, p) {
  const abs = resolve(p);
  const rel = relative(resolve(ctx.workspace), abs);
  return rel === "" ? "." : leavesFolder(rel) ? abs : rel.split("\\").join("/");
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
  setNoSandboxListener,
  giveNoSandboxNotice,
  noSandboxNoticeGiven,
  containCommand,
  killContained,
  leavesFolder,
  displayPath
};
