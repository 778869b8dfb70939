#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  addCost,
  costOf,
  failureInfo,
  runFolder,
  toRunError
} from "./chunk-B56CQLFJ.js";
import {
  writeFileAtomic
} from "./chunk-WDCZQCMP.js";
import {
  gitOk
} from "./chunk-7CRN7OVM.js";
import {
  compileSafeRegex,
  toolGlobToRegExp,
  truncateEnd,
  truncateMiddle
} from "./chunk-YCIGMNHQ.js";
import {
  containCommand,
  killContained
} from "./chunk-SIE5EXHI.js";
import {
  isObject,
  leavesFolder
} from "./chunk-Q6IQ37PO.js";
import {
  redact,
  redactBytes,
  secretCount
} from "./chunk-MKAER5SC.js";

// src/run/solver.ts
import { basename, join } from "node:path";

// src/run/tools.ts
import { spawn } from "node:child_process";
import { closeSync, constants as fsConstants, fstatSync, lstatSync, mkdirSync, openSync, readFileSync, realpathSync, statSync, writeFileSync } from "node:fs";
import { lstat, mkdir, mkdtemp, readFile, readdir, readlink, realpath, rm, stat } from "node:fs/promises";
import path from "node:path";
var MAX_READ_BYTES = 1024 * 1024;
var MAX_WRITE_BYTES = 10 * 1024 * 1024;
var DEFAULT_READ_LINES = 2e3;
var MAX_LINE_CHARS = 2e3;
var MAX_GLOB_RESULTS = 1e3;
var MAX_GREP_MATCHES = 500;
var MAX_GREP_OUTPUT_CHARS = 5e4;
var MAX_BASH_OUTPUT_CHARS = 3e4;
var DEFAULT_BASH_TIMEOUT_MS = 6e4;
var SKIP_DIRS = /* @__PURE__ */ new Set([".git", "node_modules"]);
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
var ToolFailure = class extends Error {
};
function fail(message) {
  throw new ToolFailure(message);
}
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
function isInside(root, p) {
  const rel = path.relative(root, p);
  return rel === "" || !leavesFolder(rel);
}
function toPosix(rel) {
  return rel.split(path.sep).join("/");
}
var realRoots = /* @__PURE__ */ new Map();
function realWorkspaceRoot(root) {
  let r = realRoots.get(root);
  if (!r) {
    r = realpath(root);
    realRoots.set(root, r);
    r.catch(() => realRoots.delete(root));
    if (realRoots.size > 256) realRoots.delete(realRoots.keys().next().value);
  }
  return r;
}
async function resolveInWorkspace(workspaceDir, p, what = "path") {
  if (typeof p !== "string" || p.trim() === "") fail(`${what} must be a non-empty string.`);
  if (p.includes("\0")) fail(`${what} contains a NUL byte.`);
  const root = path.resolve(workspaceDir);
  const realRoot = await realWorkspaceRoot(root);
  let abs;
  if (path.isAbsolute(p)) {
    const norm = path.resolve(p);
    if (isInside(realRoot, norm)) abs = norm;
    else if (isInside(root, norm)) abs = path.join(realRoot, path.relative(root, norm));
    else fail(`Access denied: ${p} is outside the workspace. Use paths inside the current directory.`);
  } else {
    abs = path.resolve(realRoot, p);
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
    tail.unshift(path.basename(probe));
    probe = path.dirname(probe);
  }
  let realProbe;
  try {
    realProbe = probe === realRoot || !probeIsLink && path.dirname(probe) === realRoot ? probe : realpathSync.native(probe);
  } catch (err) {
    const code = err.code;
    if (code === "ENOENT" || code === "ELOOP") fail(`Access denied: ${p} is (or goes through) a broken symlink.`);
    throw err;
  }
  if (!isInside(realRoot, realProbe)) fail(`Access denied: ${p} resolves outside the workspace (through a symlink).`);
  const finalAbs = path.join(realProbe, ...tail);
  return { abs: finalAbs, rel: toPosix(path.relative(realRoot, finalAbs)), exists: tail.length === 0 };
}
function displayPath(r) {
  return r.rel === "" ? "." : r.rel;
}
function sanitizeMessage(msg, ctx) {
  const root = path.resolve(ctx.workspaceDir);
  return msg.split(root + path.sep).join("").split(root).join(".");
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
    const s = lstatSync(r.abs);
    if (!s.isFile()) fail(`Cannot write ${displayPath(r)}: it is ${fileKind(s)}.`);
  }
  if (r.rel.includes("/")) mkdirSync(path.dirname(r.abs), { recursive: true });
  await writeConfined(ctx, r, content);
  ctx.filesWritten.add(r.rel);
  return {
    output: `${r.exists ? "Updated" : "Created"} ${displayPath(r)} (${Buffer.byteLength(content)} bytes).`,
    isError: false
  };
}
function isGitPath(rel) {
  return rel === ".git" || rel.startsWith(".git/");
}
async function writeConfined(ctx, r, content) {
  const again = await resolveInWorkspace(ctx.workspaceDir, r.abs, "file_path");
  if (again.exists) {
    const s = lstatSync(again.abs);
    if (!s.isFile()) fail(`Cannot write ${displayPath(again)}: it is ${fileKind(s)}.`);
    if (s.nlink > 1) fail(hardLinkRefusal(displayPath(again)));
  }
  writeFileSync(again.abs, content, { flag: "w" });
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
    await mkdir(path.dirname(r.abs), { recursive: true });
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
function globToRegExp(pattern, flags = "") {
  try {
    return toolGlobToRegExp(pattern, flags);
  } catch (err) {
    fail(`Invalid glob pattern '${pattern}': ${err.message}`);
  }
}
async function walkFiles(dir, limit) {
  const out = [];
  const stack = [""];
  while (stack.length > 0 && out.length < limit) {
    const rel = stack.pop();
    let entries;
    try {
      entries = await readdir(path.join(dir, rel), { withFileTypes: true });
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
var WALK_LIMIT = 5e4;
async function globTool(args, ctx) {
  let pattern = str(args, "pattern");
  const base = await resolveInWorkspace(ctx.workspaceDir, str(args, "path", { optional: true }) || ".", "path");
  if (!base.exists) fail(`Directory does not exist: ${displayPath(base)}`);
  if (!(await stat(base.abs)).isDirectory()) fail(`Not a directory: ${displayPath(base)}`);
  if (path.isAbsolute(pattern)) {
    const root = await realWorkspaceRoot(path.resolve(ctx.workspaceDir));
    const inRoot = isInside(root, pattern) ? pattern : isInside(path.resolve(ctx.workspaceDir), pattern) ? path.join(root, path.relative(path.resolve(ctx.workspaceDir), pattern)) : null;
    if (inRoot === null || !isInside(base.abs, inRoot)) fail(`Access denied: pattern ${pattern} is outside the search directory.`);
    pattern = toPosix(path.relative(base.abs, inRoot));
  }
  pattern = pattern.replace(/^\.\//, "");
  if (pattern.split("/").includes("..")) fail('Glob patterns may not contain "..".');
  const re = globToRegExp(pattern);
  const realRoot = await realWorkspaceRoot(path.resolve(ctx.workspaceDir));
  const files = await walkFiles(base.abs, WALK_LIMIT);
  const matches = [];
  for (const f of files) {
    if (!re.test(f)) continue;
    const abs = path.join(base.abs, f);
    try {
      const real = await realpath(abs);
      if (!isInside(realRoot, real) || !(await stat(real)).isFile()) continue;
    } catch {
      continue;
    }
    matches.push(toPosix(path.relative(realRoot, abs)));
  }
  matches.sort();
  if (matches.length === 0) return { output: "No files found.", isError: false };
  const shown = matches.slice(0, MAX_GLOB_RESULTS);
  let out = shown.join("\n");
  if (matches.length > shown.length) out += `
… (${matches.length - shown.length} more; narrow the pattern)`;
  return { output: out, isError: false };
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
  const realRoot = await realWorkspaceRoot(path.resolve(ctx.workspaceDir));
  const globRe = globPattern ? globToRegExp(globPattern.replace(/^\.\//, "")) : null;
  const globOnBasename = globPattern ? !globPattern.includes("/") : false;
  const baseStat = await stat(base.abs);
  let candidates;
  if (baseStat.isDirectory()) candidates = (await walkFiles(base.abs, WALK_LIMIT)).sort().map((f) => path.join(base.abs, f));
  else if (baseStat.isFile()) candidates = [base.abs];
  else fail(`Cannot search ${displayPath(base)}: it is ${fileKind(baseStat)}.`);
  const lines = [];
  let total = 0;
  let chars = 0;
  let truncated = false;
  for (const abs of candidates) {
    const relFromBase = toPosix(path.relative(base.abs, abs)) || path.basename(abs);
    if (globRe && !globRe.test(globOnBasename ? path.basename(abs) : relFromBase)) continue;
    let real;
    try {
      real = await realpath(abs);
    } catch {
      continue;
    }
    if (!isInside(realRoot, real)) continue;
    let buf;
    try {
      const s = await stat(real);
      if (!s.isFile() || s.nlink > 1 || s.size > MAX_READ_BYTES) continue;
      buf = await readFile(real);
    } catch {
      continue;
    }
    if (looksBinary(buf)) continue;
    const rel = toPosix(path.relative(realRoot, abs));
    const fileLines = buf.toString("utf8").split(/\r?\n/);
    for (let i = 0; i < fileLines.length; i++) {
      if (!re.test(fileLines[i])) continue;
      total++;
      if (truncated) continue;
      let text = fileLines[i];
      if (text.length > 500) text = text.slice(0, 500) + "…";
      const line = `${rel}:${i + 1}:${text}`;
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
async function snapshot(root) {
  const snap = /* @__PURE__ */ new Map();
  for (const f of await walkFiles(root, WALK_LIMIT)) {
    try {
      const s = await lstat(path.join(root, f));
      snap.set(f, s.isSymbolicLink() ? `l:${await readlink(path.join(root, f))}` : `${s.size}:${s.mtimeMs}:${s.ino}`);
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
  const root = await realWorkspaceRoot(path.resolve(ctx.workspaceDir));
  const before = await snapshot(root);
  const tmp = await mkdtemp(path.join(path.dirname(root), "skill-evals-bash-tmp-"));
  const result = await new Promise((resolve) => {
    let out = "";
    let outLen = 0;
    const cap = MAX_BASH_OUTPUT_CHARS * 4;
    let timedOut = false;
    let aborted = false;
    const step = containCommand("/bin/sh", ["-c", command], { cwd: root, writable: [root, tmp], env: { PATH: "/usr/bin:/bin", HOME: root, TMPDIR: tmp } });
    const child = spawn(step.cmd, step.args, {
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
  await rm(tmp, { recursive: true, force: true }).catch(() => void 0);
  const after = await snapshot(root);
  for (const [f, sig] of after) {
    if (before.get(f) !== sig && !isGitPath(f)) ctx.filesWritten.add(f);
  }
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

// src/run/workspace.ts
import * as fs from "node:fs";
import { chmod, copyFile, cp, lstat as lstat2, mkdir as mkdir2, readdir as readdir2, readFile as readFile2, realpath as realpath2, rm as rm2, stat as stat2, writeFile } from "node:fs/promises";
import os from "node:os";
import path2 from "node:path";
function confinedDest(root, rel, what) {
  if (rel.trim() === "" || rel.includes("\0")) throw new Error(`${what}: empty or invalid path`);
  if (path2.isAbsolute(rel) || /^[A-Za-z]:[\\/]/.test(rel)) throw new Error(`${what}: ${rel} must be relative to the workspace`);
  const abs = path2.resolve(root, rel);
  const r = path2.relative(root, abs);
  if (r === "" || leavesFolder(r)) {
    throw new Error(`${what}: ${rel} resolves outside the workspace`);
  }
  return abs;
}
var SKILL_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
var GIT_CONFIG = [
  "[core]",
  "	repositoryformatversion = 0",
  `	filemode = ${process.platform === "win32" ? "false" : "true"}`,
  "	bare = false",
  "	logallrefupdates = true",
  ...process.platform === "win32" ? ["	symlinks = false", "	ignorecase = true"] : [],
  ...process.platform === "darwin" ? ["	ignorecase = true", "	precomposeunicode = true"] : [],
  ""
].join("\n");
var mkdirCb = async (p, mode) => {
  fs.mkdirSync(p, mode === void 0 ? void 0 : { mode });
};
var writeCb = async (p, data, opts) => {
  fs.writeFileSync(p, data, opts ?? {});
};
var unlinkCb = (p) => new Promise((res, rej) => fs.unlink(p, (e) => e && e.code !== "ENOENT" ? rej(e) : res()));
var rmdirCb = (p) => new Promise((res, rej) => fs.rmdir(p, (e) => e ? rej(e) : res()));
async function writeGitLayout(git, made) {
  const dirs = GIT_DIRS.map((d) => path2.join(git, d));
  const files = GIT_FILES.map(([f, text]) => [path2.join(git, f), text]);
  const head = path2.join(git, "HEAD");
  const [objects, objInfo, objPack, refs, heads, tags, info] = dirs;
  const [exclude, description, config] = files;
  await Promise.all([
    mkdirCb(objects).then(() => Promise.all([mkdirCb(objInfo), mkdirCb(objPack)])),
    mkdirCb(refs).then(() => Promise.all([mkdirCb(heads), mkdirCb(tags)])),
    mkdirCb(info).then(() => writeCb(exclude[0], exclude[1])),
    writeCb(description[0], description[1]),
    writeCb(config[0], config[1])
  ]);
  await writeCb(head, "ref: refs/heads/main\n");
  made.dirs.push(...dirs);
  made.files.push(...files.map(([f]) => f), head);
}
var GIT_DIRS = ["objects", "objects/info", "objects/pack", "refs", "refs/heads", "refs/tags", "info"].map((d) => path2.normalize(d));
var GIT_FILES = [
  [path2.normalize("info/exclude"), "# git ls-files --others --exclude-from=.git/info/exclude\n"],
  ["description", "Unnamed repository; edit this file 'description' to name the repository.\n"],
  ["config", GIT_CONFIG]
];
var SKIPPED_NAMES = /* @__PURE__ */ new Set([".git", "node_modules"]);
var INLINE_FILE_BYTES = 256 * 1024;
var INLINE_TOTAL_BYTES = 4 * 1024 * 1024;
async function snapshotFolder(dir) {
  const snap = { dirs: [], files: [] };
  let inlined = 0;
  const walk = async (abs, rel, ancestors) => {
    const st = await stat2(abs);
    if (st.isDirectory()) {
      const id = `${st.dev}:${st.ino}`;
      if (ancestors.has(id)) throw new Error(`cannot copy ${abs}: a symlink loops back to a parent folder`);
      snap.dirs.push({ rel, mode: st.mode & 4095 });
      const inner = new Set(ancestors).add(id);
      const names = (await readdir2(abs)).filter((n) => !SKIPPED_NAMES.has(n)).sort();
      for (const n of names) await walk(path2.join(abs, n), rel ? path2.join(rel, n) : n, inner);
    } else if (st.isFile()) {
      const file = { rel, src: abs, mode: st.mode & 4095 };
      if (st.size <= INLINE_FILE_BYTES && inlined + st.size <= INLINE_TOTAL_BYTES) {
        file.data = await fs.promises.readFile(abs);
        inlined += file.data.length;
      }
      snap.files.push(file);
    } else {
      throw new Error(`cannot copy ${abs}: not a regular file or folder`);
    }
  };
  await walk(dir, "", /* @__PURE__ */ new Set());
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
    const abs = d.rel ? path2.join(dest, d.rel) : dest;
    const create = (d.mode | 448) & 511;
    await mkdirCb(abs, create);
    made.dirs.push(abs);
    if ((create & ~mask) !== d.mode) chmods.push([abs, d.mode]);
  }
  const writes = [];
  for (const f of snap.files) {
    const abs = path2.join(dest, f.rel);
    made.files.push(abs);
    if (f.data && !(f.mode & mask)) {
      writes.push(writeCb(abs, f.data, { mode: f.mode, flag: "wx" }));
    } else writes.push(copyFile(f.src, abs));
  }
  await Promise.all(writes);
  for (const [abs, mode] of chmods.reverse()) await chmod(abs, mode);
}
var realParents = /* @__PURE__ */ new Map();
function realParent(parent) {
  let p = realParents.get(parent);
  if (!p) {
    p = realpath2(parent);
    realParents.set(parent, p);
    p.catch(() => realParents.delete(parent));
  }
  return p;
}
async function removeWorkspace(dir, made, written = []) {
  for (const rel of written) {
    if (!made.exact) break;
    if (rel === "" || rel.includes("/") || rel.includes(path2.sep) || rel === "." || rel === "..") made.exact = false;
    else made.files.push(path2.join(dir, rel));
  }
  if (made.exact) {
    try {
      await Promise.all(made.files.map(unlinkCb));
      const byDepth = /* @__PURE__ */ new Map();
      for (const d of made.dirs) {
        const depth = d.split(path2.sep).length;
        byDepth.set(depth, [...byDepth.get(depth) ?? [], d]);
      }
      for (const depth of [...byDepth.keys()].sort((x, y) => y - x)) await Promise.all(byDepth.get(depth).map(rmdirCb));
      return;
    } catch {
    }
  }
  await rm2(dir, { recursive: true, force: true, maxRetries: 3 });
}
async function copyInputs(dir, opts, made) {
  if (opts.files.length > 0) made.exact = false;
  for (const f of opts.files) {
    const dest = confinedDest(dir, f.dest, "eval file");
    await mkdir2(path2.dirname(dest), { recursive: true });
    await cp(f.src, dest, { recursive: true, dereference: true, force: true, errorOnExist: false });
  }
  if (opts.skill) {
    if (!SKILL_NAME.test(opts.skill.name)) throw new Error(`invalid skill name for a folder: ${opts.skill.name}`);
    const dest = confinedDest(dir, path2.join(".claude", "skills", opts.skill.name), "skill");
    const snap = opts.skill.snapshot ?? await snapshotFolder(opts.skill.dir);
    const skills = path2.dirname(dest);
    for (const d of [path2.dirname(skills), skills]) {
      try {
        await mkdirCb(d);
        made.dirs.push(d);
      } catch (err) {
        if (err.code !== "EEXIST") throw err;
      }
    }
    await copySnapshot(snap, dest, made);
  }
}
async function createWorkspace(opts) {
  const parent = await realParent(opts.parentDir ?? os.tmpdir());
  const dir = fs.mkdtempSync(path2.join(parent, "skill-evals-ws-"));
  const made = { dirs: [dir], files: [], exact: true };
  let disposed = null;
  const ws = {
    dir,
    dispose(written) {
      disposed ??= removeWorkspace(dir, made, written);
      return disposed;
    }
  };
  try {
    if (opts.git === false) {
      await copyInputs(dir, opts, made);
    } else {
      const git = path2.join(dir, ".git");
      await mkdirCb(git);
      made.dirs.push(git);
      await Promise.all([writeGitLayout(git, made), copyInputs(dir, opts, made)]);
    }
  } catch (err) {
    await ws.dispose();
    throw err;
  }
  return ws;
}
var DEFAULT_OUTPUTS_MAX_BYTES = 20 * 1024 * 1024;
async function collectOutputs(wsDir, destDir, filesWritten, opts = {}) {
  const wanted = [...new Set(filesWritten)].sort();
  fs.mkdirSync(destDir, { recursive: true });
  if (wanted.length === 0) return [];
  const root = fs.realpathSync.native(wsDir);
  const wsAbs = path2.resolve(wsDir);
  const destAbs = path2.resolve(destDir);
  let budget = opts.maxBytes ?? DEFAULT_OUTPUTS_MAX_BYTES;
  const copied = [];
  for (const rel of wanted) {
    let src;
    let dest;
    try {
      src = confinedDest(wsAbs, rel, "output");
      dest = confinedDest(destAbs, rel, "output");
    } catch {
      continue;
    }
    const shown = rel.split(path2.sep).join("/");
    try {
      const st = fs.lstatSync(src);
      if (!st.isFile()) {
        if (!st.isDirectory()) opts.skipped?.push({ path: shown, reason: "not a regular file" });
        continue;
      }
      if (st.nlink > 1) {
        opts.skipped?.push({ path: shown, bytes: st.size, reason: "more than one hard link" });
        continue;
      }
      const real = fs.realpathSync.native(src);
      const r = path2.relative(root, real);
      if (r.startsWith("..") || path2.isAbsolute(r)) continue;
      if (st.size > budget) {
        opts.skipped?.push({ path: shown, bytes: st.size, reason: "over the outputs size cap" });
        continue;
      }
      const destParent = path2.dirname(dest);
      if (destParent !== destAbs) fs.mkdirSync(destParent, { recursive: true });
      let copiedSize;
      if (st.size <= SYNC_COPY_MAX_BYTES) {
        if (secretCount() > 0) {
          const raw = fs.readFileSync(src);
          const data = redactBytes(raw);
          if (data === raw && opts.move && moveFile(src, dest)) {
            copiedSize = raw.byteLength;
          } else {
            fs.writeFileSync(dest, data);
            copiedSize = data.byteLength;
          }
        } else if (opts.move && moveFile(src, dest)) {
          copiedSize = st.size;
        } else {
          fs.copyFileSync(src, dest);
          copiedSize = fs.lstatSync(dest).size;
        }
      } else {
        if (secretCount() > 0) await writeFile(dest, redactBytes(await readFile2(src)));
        else await copyFile(src, dest);
        copiedSize = (await lstat2(dest)).size;
      }
      if (copiedSize > budget) {
        await rm2(dest, { force: true });
        opts.skipped?.push({ path: shown, bytes: copiedSize, reason: "over the outputs size cap" });
        continue;
      }
      budget -= copiedSize;
      copied.push(shown);
    } catch {
    }
  }
  return copied.sort();
}
function moveFile(src, dest) {
  try {
    if (fs.lstatSync(dest, { throwIfNoEntry: false }) !== void 0) return false;
    fs.renameSync(src, dest);
    return true;
  } catch {
    return false;
  }
}
var SYNC_COPY_MAX_BYTES = 256 * 1024;
function skippedOutputsNote(skipped, maxBytes) {
  if (skipped.length === 0) return "";
  const mb = (n) => `${(n / (1024 * 1024)).toFixed(1)} MB`;
  const lines = skipped.map((s) => `- \`${s.path}\`${s.bytes !== void 0 ? ` (${mb(s.bytes)})` : ""}: ${s.reason}`);
  return `
## Outputs not copied

Cap: ${mb(maxBytes)} per run (outputs-max-mb).

${lines.join("\n")}
`;
}

// src/run/claude-code/executor.ts
import { spawn as spawn2 } from "node:child_process";
import { randomUUID } from "node:crypto";
import { access as access2, lstat as lstat3, mkdir as mkdir3, mkdtemp as mkdtemp3, readdir as readdir3, realpath as realpath3, rm as rm4 } from "node:fs/promises";
import os3 from "node:os";
import path5 from "node:path";

// src/run/claude-code/binary.ts
import { execFile } from "node:child_process";
import { constants } from "node:fs";
import { access, mkdtemp as mkdtemp2, open, rm as rm3, stat as stat3 } from "node:fs/promises";
import os2 from "node:os";
import path3 from "node:path";
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
  const arch = os2.arch();
  const p = process.platform;
  if (p === "linux") return [`${CLAUDE_CODE_PACKAGE}-linux-${arch}`, `${CLAUDE_CODE_PACKAGE}-linux-${arch}-musl`];
  return [`${CLAUDE_CODE_PACKAGE}-${p}-${arch}`];
}
async function isExecutable(file) {
  try {
    const st = await stat3(file);
    if (!st.isFile()) return false;
    await access(file, process.platform === "win32" ? constants.F_OK : constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
async function isStub(file) {
  try {
    const st = await stat3(file);
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
  let dir = path3.resolve(start);
  for (; ; ) {
    const nm = path3.join(dir, "node_modules");
    const wrapper = path3.join(nm, ...CLAUDE_CODE_PACKAGE.split("/"), "bin", "claude.exe");
    if (await isExecutable(wrapper) && !await isStub(wrapper)) return wrapper;
    const exe = process.platform === "win32" ? "claude.exe" : "claude";
    for (const pkg of platformPackages()) {
      const bin = path3.join(nm, ...pkg.split("/"), exe);
      if (await isExecutable(bin)) return bin;
    }
    const parent = path3.dirname(dir);
    if (parent === dir) return void 0;
    dir = parent;
  }
}
async function fromPath(envPath) {
  const names = process.platform === "win32" ? ["claude.exe", "claude.cmd"] : ["claude"];
  for (const d of (envPath ?? "").split(path3.delimiter)) {
    if (!d) continue;
    for (const n of names) {
      const f = path3.join(d, n);
      if (await isExecutable(f) && !await isStub(f)) return f;
    }
  }
  return void 0;
}
async function claudeCodeVersion(bin, timeoutMs = 2e4) {
  const home = await mkdtemp2(path3.join(os2.tmpdir(), "skill-evals-ccv-"));
  try {
    const out = await new Promise((resolve, reject) => {
      execFile(
        bin,
        ["--version"],
        {
          timeout: timeoutMs,
          cwd: home,
          env: {
            PATH: process.env.PATH ?? "/usr/bin:/bin",
            HOME: home,
            CLAUDE_CONFIG_DIR: home,
            CLAUDE_CODE_TMPDIR: home,
            CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: "1",
            DISABLE_AUTOUPDATER: "1",
            DISABLE_TELEMETRY: "1",
            DISABLE_ERROR_REPORTING: "1"
          }
        },
        (err, stdout, stderr) => {
          if (err) reject(new Error(`'${bin} --version' failed: ${err.message}${stderr ? `
${String(stderr).trim()}` : ""}`));
          else resolve(String(stdout));
        }
      );
    });
    const v = parseVersionOutput(out);
    if (!v) throw new Error(`'${bin} --version' printed no version: ${out.trim().slice(0, 200)}`);
    return v;
  } finally {
    await rm3(home, { recursive: true, force: true });
  }
}
function installHint(version) {
  const pin = version ?? TESTED_CLAUDE_CODE_VERSION;
  return `Install it with 'npm i -g ${CLAUDE_CODE_PACKAGE}@${pin}' (or as a devDependency pinned exactly; on Node < 22 pin the exact version, since npm otherwise picks an older release), or set claude-code-path / --claude-code-path to the executable.`;
}
async function resolveClaudeCode(opts = {}) {
  let found;
  let source = "path";
  if (opts.path) {
    const p = path3.resolve(opts.path);
    if (!await isExecutable(p)) throw new ClaudeCodeNotFoundError(`Claude Code CLI not found or not executable at '${p}' (claude-code-path). ${installHint(opts.version)}`);
    if (await isStub(p)) {
      const real = await fromNodeModules(path3.resolve(path3.dirname(p), "..", "..", "..", ".."));
      if (!real) throw new ClaudeCodeNotFoundError(`'${p}' is the npm placeholder: the package's postinstall did not place the native binary. ${installHint(opts.version)}`);
      found = real;
    } else found = p;
  } else {
    for (const dir of opts.searchFrom?.length ? opts.searchFrom : [process.cwd()]) {
      found = await fromNodeModules(dir);
      if (found) {
        source = "node_modules";
        break;
      }
    }
    if (!found) {
      found = await fromPath(opts.envPath ?? process.env.PATH);
      source = "PATH";
    }
    if (!found) throw new ClaudeCodeNotFoundError(`Claude Code CLI ('claude') not found in node_modules or on PATH. ${installHint(opts.version)}`);
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
  const key = JSON.stringify([opts.path ?? null, opts.version ?? null, opts.searchFrom ?? null]);
  let p = memo.get(key);
  if (!p) {
    p = resolveClaudeCode(opts);
    memo.set(key, p);
    p.catch(() => memo.delete(key));
  }
  return p;
}

// src/run/trigger-detect.ts
function field(input, key) {
  if (input === null || typeof input !== "object") return void 0;
  const v = input[key];
  return typeof v === "string" ? v : void 0;
}
function skillCallTarget(call) {
  if (call.name !== "Skill") return void 0;
  const raw = field(call.input, "skill") ?? field(call.input, "name") ?? field(call.input, "command");
  if (raw === void 0) return void 0;
  const s = raw.trim().replace(/^\//, "");
  const bare = s.includes(":") ? s.slice(s.lastIndexOf(":") + 1) : s;
  return bare.toLowerCase();
}
function skillFileTarget(call) {
  if (call.name !== "Read") return void 0;
  const p = field(call.input, "file_path") ?? field(call.input, "path");
  if (p === void 0) return void 0;
  const m = /(?:^|\/)\.claude\/skills\/([^/]+)\/SKILL\.md$/i.exec(p.trim().replace(/\\/g, "/"));
  return m ? m[1].toLowerCase() : void 0;
}
function loadedSkill(call) {
  return skillCallTarget(call) ?? skillFileTarget(call);
}
function detectTrigger(calls, skillName) {
  const want = skillName.toLowerCase();
  return calls.some((c) => loadedSkill(c) === want);
}
function decision(calls, skillName) {
  if (detectTrigger(calls, skillName)) return "triggered";
  return calls.some((c) => loadedSkill(c) !== void 0) ? "other-skill" : void 0;
}

// src/run/claude-code/stream.ts
var str2 = (x) => typeof x === "string" ? x : void 0;
var num = (x) => typeof x === "number" && Number.isFinite(x) ? x : void 0;
function toolResultText(content) {
  if (typeof content === "string") return content;
  if (Array.isArray(content)) {
    return content.map((b) => isObject(b) ? b.type === "text" ? str2(b.text) ?? "" : `[${str2(b.type) ?? "block"}]` : String(b)).join("\n");
  }
  return content === void 0 || content === null ? "" : JSON.stringify(content);
}
function parseLines(stdout) {
  const objects = [];
  const junk = [];
  for (const line of stdout.split("\n")) {
    const t = line.trim();
    if (!t) continue;
    try {
      const o = JSON.parse(t);
      if (isObject(o)) objects.push(o);
      else if (junk.length < 20) junk.push(truncate(t, 500));
    } catch {
      if (junk.length < 20) junk.push(truncate(t, 500));
    }
  }
  return { objects, junk };
}
function emptyUsage2() {
  return { input_tokens: 0, output_tokens: 0, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 };
}
function modelUsageTotal(mu) {
  if (!isObject(mu)) return void 0;
  const entries = Object.values(mu).filter(isObject);
  if (entries.length === 0) return void 0;
  const usage = emptyUsage2();
  const costBasis = [];
  for (const m of entries) {
    usage.input_tokens += num(m.inputTokens) ?? 0;
    usage.output_tokens += num(m.outputTokens) ?? 0;
    usage.cache_read_input_tokens += num(m.cacheReadInputTokens) ?? 0;
    usage.cache_creation_input_tokens += num(m.cacheCreationInputTokens) ?? 0;
    costBasis.push(str2(m.costBasis) ?? "missing");
  }
  return { usage, costBasis };
}
function workspaceRelative(p, workspaceDir) {
  const norm = p.replace(/\\/g, "/");
  let rel = norm;
  if (norm.startsWith("/")) {
    if (!workspaceDir) return void 0;
    const root = workspaceDir.replace(/\\/g, "/").replace(/\/+$/, "");
    if (!norm.startsWith(root + "/")) return void 0;
    rel = norm.slice(root.length + 1);
  }
  rel = rel.replace(/^(\.\/)+/, "");
  const parts = [];
  for (const seg of rel.split("/")) {
    if (seg === "" || seg === ".") continue;
    if (seg === "..") {
      if (parts.length === 0) return void 0;
      parts.pop();
    } else parts.push(seg);
  }
  return parts.length ? parts.join("/") : void 0;
}
var WRITE_TOOLS = /* @__PURE__ */ new Set(["Write", "Edit", "MultiEdit", "NotebookEdit"]);
function skillVerdict(skillName, calls, ctx) {
  const want = skillName.toLowerCase();
  const skillCalls = [];
  const others = /* @__PURE__ */ new Set();
  for (const c of calls) {
    const target = skillCallTarget(c);
    if (target !== void 0) {
      if (target === want) skillCalls.push({ id: c.id, target, result: { text: c.output, isError: c.isError } });
      else others.add(target);
      continue;
    }
    if (skillFileTarget(c) === want && !c.isError) return { used: true };
  }
  for (const s of skillCalls) {
    if (s.result && !s.result.isError && /^\s*Launching skill:/i.test(s.result.text)) return { used: true };
  }
  if (skillCalls.length > 0) {
    const last = skillCalls[skillCalls.length - 1];
    const text = (last.result?.text ?? "").replace(/<\/?tool_use_error>/g, "").trim();
    const denied = ctx.denials.some((d) => d.toolUseId === last.id);
    let why;
    if (/Unknown skill/i.test(text)) why = `the skill was not discovered (${text})`;
    else if (/allowlist/i.test(text)) why = `the skill was refused by an allow-list (${text})`;
    else if (/disable-model-invocation/i.test(text)) why = `the skill forbids model invocation (disable-model-invocation: ${truncate(text, 200)})`;
    else if (denied || /permission|denied|allow rule/i.test(text)) why = `the Skill call was denied permission (${truncate(text, 300)})`;
    else if (!last.result || last.result.text === "") why = "the Skill call got no result";
    else why = `the Skill call did not launch the skill (${truncate(text, 300)})`;
    return { used: false, reason: `Skill '${skillName}' did not load: ${why}.` };
  }
  const listed = ctx.skillsListed.some((s) => s.replace(/^.*:/, "").toLowerCase() === want);
  let reason = `the agent never called the Skill tool for '${skillName}'`;
  if (others.size > 0) reason += ` (it called Skill for ${[...others].map((o) => `'${o}'`).join(", ")} instead)`;
  if (ctx.runFailed) reason += `; the run failed first: ${ctx.runFailed}`;
  else if (!listed) reason += `; the session's init did not list it (skills: ${ctx.skillsListed.join(", ") || "none"})`;
  return { used: false, reason: `${reason}.` };
}
function parseClaudeCodeStream(input) {
  const { objects, junk } = parseLines(input.stdout);
  const transcript = [`## Eval Prompt

${input.prompt}`];
  const toolCalls = [];
  const byId = /* @__PURE__ */ new Map();
  const filesWritten = /* @__PURE__ */ new Set();
  const mainUsage = /* @__PURE__ */ new Map();
  const info = {
    version: input.version ?? null,
    sessionId: null,
    model: null,
    permissionMode: null,
    skills: [],
    subtype: null,
    terminalReason: null,
    isError: false,
    numTurns: null,
    durationMs: null,
    durationApiMs: null,
    costBasis: [],
    permissionDenials: [],
    apiRetries: 0,
    exitCode: input.exitCode ?? null,
    signal: input.signal ?? null,
    junkLines: junk
  };
  let init;
  let result;
  let turns = 0;
  let lastMessageId;
  let pendingAssistant;
  let pendingResults = [];
  let resultTurn = 0;
  let lastText = "";
  let skillBodyInjected = false;
  let assistantSeen = false;
  const flushAssistant = () => {
    if (pendingAssistant) transcript.push(pendingAssistant.join("\n\n"));
    pendingAssistant = void 0;
  };
  const flushResults = () => {
    if (pendingResults.length) transcript.push(`## Turn ${resultTurn}: Tool results

${pendingResults.join("\n\n")}`);
    pendingResults = [];
  };
  for (const o of objects) {
    const type = str2(o.type);
    if (type === "system") {
      const sub = str2(o.subtype);
      if (sub === "init") {
        init = o;
        info.version = str2(o.claude_code_version) ?? info.version;
        info.sessionId = str2(o.session_id) ?? null;
        info.model = str2(o.model) ?? null;
        info.permissionMode = str2(o.permissionMode) ?? null;
        info.skills = Array.isArray(o.skills) ? o.skills.filter((s) => typeof s === "string") : [];
      } else if (sub === "api_retry") {
        info.apiRetries++;
        flushAssistant();
        flushResults();
        transcript.push(
          `## API retry

attempt ${String(o.attempt ?? "?")} of ${String(o.max_retries ?? "?")}` + (o.error_status !== void 0 ? `, status ${String(o.error_status)}` : "") + (o.retry_delay_ms !== void 0 ? `, retry in ${String(o.retry_delay_ms)} ms` : "")
        );
      }
      continue;
    }
    if (type === "assistant" && isObject(o.message)) {
      const msg = o.message;
      if (msg.model === "<synthetic>" || o.is_api_error_message === true) {
        flushAssistant();
        flushResults();
        const text = (Array.isArray(msg.content) ? msg.content.filter(isObject) : []).map((b) => str2(b.text) ?? "").join("\n").trim();
        transcript.push(`## Claude Code message${o.is_api_error_message === true ? " (API error)" : ""}

${text}`);
        continue;
      }
      const id = str2(msg.id) ?? `line-${turns + 1}`;
      const main = o.parent_tool_use_id === null || o.parent_tool_use_id === void 0;
      assistantSeen = true;
      if (main && id !== lastMessageId) {
        flushAssistant();
        flushResults();
        turns++;
        lastMessageId = id;
        pendingAssistant = [`## Turn ${turns}: Assistant`];
      } else if (!main && !pendingAssistant) {
        pendingAssistant = [`## Turn ${turns}: Assistant (subagent)`];
      }
      if (main && isObject(msg.usage)) {
        const u = msg.usage;
        mainUsage.set(id, {
          input_tokens: num(u.input_tokens) ?? 0,
          output_tokens: num(u.output_tokens) ?? 0,
          cache_read_input_tokens: num(u.cache_read_input_tokens) ?? 0,
          cache_creation_input_tokens: num(u.cache_creation_input_tokens) ?? 0
        });
      }
      const content = Array.isArray(msg.content) ? msg.content.filter(isObject) : [];
      for (const b of content) {
        if (b.type === "thinking" || b.type === "redacted_thinking") pendingAssistant.push("_[thinking]_");
        else if (b.type === "text" && str2(b.text)?.trim()) {
          pendingAssistant.push(str2(b.text).trim());
          if (main) lastText = str2(b.text).trim();
        } else if (b.type === "tool_use") {
          const rec = { turn: Math.max(1, turns), id: str2(b.id) ?? "", name: str2(b.name) ?? "", input: b.input ?? {}, output: "", isError: false };
          toolCalls.push(rec);
          if (rec.id) byId.set(rec.id, rec);
          pendingAssistant.push(`### Tool call: ${rec.name}${main ? "" : " (subagent)"}

${fence(JSON.stringify(rec.input, null, 2), "json")}`);
        }
      }
      continue;
    }
    if (type === "user" && isObject(o.message)) {
      const content = Array.isArray(o.message.content) ? o.message.content.filter(isObject) : typeof o.message.content === "string" ? [{ type: "text", text: o.message.content }] : [];
      if (o.isSynthetic === true) {
        const text = content.map((b) => str2(b.text) ?? "").join("\n");
        const firstLine = text.split("\n")[0] ?? "";
        if (/^Base directory for this skill:/.test(firstLine)) skillBodyInjected = true;
        flushAssistant();
        pendingResults.push(`### Injected by Claude Code

${fence(truncate(firstLine, 500) + (text.includes("\n") ? `
… [${text.length} characters in all]` : ""))}`);
        continue;
      }
      for (const b of content) {
        if (b.type !== "tool_result") continue;
        const id = str2(b.tool_use_id) ?? "";
        const text = toolResultText(b.content);
        const isError = b.is_error === true;
        const rec = byId.get(id);
        if (rec) {
          rec.output = truncate(text, STORED_TOOL_OUTPUT_CHARS);
          rec.isError = isError;
          if (!isError && WRITE_TOOLS.has(rec.name) && isObject(rec.input)) {
            const p = str2(rec.input.file_path) ?? str2(rec.input.notebook_path) ?? str2(rec.input.path);
            const rel = p !== void 0 ? workspaceRelative(p, input.workspaceDir) : void 0;
            if (rel) filesWritten.add(rel);
          }
        }
        flushAssistant();
        resultTurn = rec?.turn ?? turns;
        pendingResults.push(`### Tool result: ${rec?.name ?? id}${isError ? " (error)" : ""}

${fence(truncate(text, STORED_TOOL_OUTPUT_CHARS))}`);
      }
      continue;
    }
    if (type === "result") result = o;
  }
  flushAssistant();
  flushResults();
  let usage = emptyUsage2();
  let costUsd = 0;
  let stopReason = null;
  let error;
  let response = lastText;
  if (result) {
    info.subtype = str2(result.subtype) ?? null;
    info.terminalReason = str2(result.terminal_reason) ?? null;
    info.isError = result.is_error === true;
    info.numTurns = num(result.num_turns) ?? null;
    info.durationMs = num(result.duration_ms) ?? null;
    info.durationApiMs = num(result.duration_api_ms) ?? null;
    info.sessionId ??= str2(result.session_id) ?? null;
    if (Array.isArray(result.permission_denials)) {
      info.permissionDenials = result.permission_denials.filter(isObject).map((d) => ({ toolName: str2(d.tool_name) ?? "", toolUseId: str2(d.tool_use_id) ?? "" }));
    }
    const mu = modelUsageTotal(result.modelUsage);
    if (mu) {
      usage = mu.usage;
      info.costBasis = mu.costBasis;
    }
    if (typeof result.result === "string" && !info.isError) response = result.result.trim() || response;
    const total = num(result.total_cost_usd);
    if (info.costBasis.some((b) => b !== "list")) costUsd = null;
    else if (!mu && assistantSeen) costUsd = null;
    else costUsd = total ?? null;
    if (info.subtype === "error_max_turns" || info.terminalReason === "max_turns") stopReason = "max_turns";
    else if (info.isError) {
      stopReason = "error";
      const status = num(result.api_error_status);
      const errors = Array.isArray(result.errors) ? result.errors.filter((e) => typeof e === "string") : [];
      const message = typeof result.result === "string" && result.result.trim() || errors.join("; ") || `Claude Code ended with ${info.subtype ?? "an error"}`;
      error = { message, type: info.terminalReason === "api_error" || status !== void 0 ? "api_error" : `claude_code_${info.subtype ?? "error"}` };
      if (status !== void 0) error.status = status;
    } else stopReason = str2(result.stop_reason) ?? "end_turn";
  } else {
    stopReason = input.aborted ? "aborted" : "error";
    if (assistantSeen) {
      for (const u of mainUsage.values()) {
        usage.input_tokens += u.input_tokens;
        usage.output_tokens += u.output_tokens;
        usage.cache_read_input_tokens += u.cache_read_input_tokens;
        usage.cache_creation_input_tokens += u.cache_creation_input_tokens;
      }
      costUsd = null;
    }
    const tail = (input.stderr ?? "").trim().split("\n").slice(-5).join("\n");
    error = {
      message: `Claude Code ended without a result line (exit code ${input.exitCode ?? "none"}${input.signal ? `, signal ${input.signal}` : ""})${tail ? `: ${truncate(tail, 1e3)}` : ""}`,
      type: "claude_code"
    };
  }
  if (input.aborted) {
    error = { message: input.aborted.message, type: input.aborted.type };
    stopReason = "aborted";
  }
  let skillUsed = true;
  let skillUseReason;
  if (input.skillName) {
    const v = skillVerdict(input.skillName, toolCalls, { skillsListed: info.skills, denials: info.permissionDenials, runFailed: error?.message });
    skillUsed = v.used;
    skillUseReason = v.reason;
    if (v.used && !skillBodyInjected && toolCalls.some((c) => c.name === "Skill")) {
      transcript.push("## Note\n\nThe Skill call launched, but no injected skill body was seen in the stream.");
    }
  }
  const head = [];
  if (init || info.version) {
    head.push(
      [
        `- version: ${info.version ?? "unknown"}`,
        `- model: ${info.model ?? "unknown"}`,
        `- permission mode: ${info.permissionMode ?? "unknown"}`,
        `- skills in the session: ${info.skills.join(", ") || "none"}`,
        ...info.sessionId ? [`- session: ${info.sessionId}`] : [],
        ...(input.notes ?? []).map((n) => `- ${n}`)
      ].join("\n")
    );
  }
  if (head.length) transcript.splice(1, 0, `## Claude Code

${head.join("\n")}`);
  const res = [];
  if (result) {
    res.push(`subtype: ${info.subtype ?? "?"}, is_error: ${String(info.isError)}, terminal_reason: ${info.terminalReason ?? "?"}`);
    res.push(`num_turns: ${info.numTurns ?? "?"}, duration_ms: ${info.durationMs ?? "?"}, duration_api_ms: ${info.durationApiMs ?? "?"}`);
    res.push(`total_cost_usd: ${String(result.total_cost_usd ?? "?")}${info.costBasis.length ? ` (cost basis: ${info.costBasis.join(", ")})` : ""}`);
    if (info.permissionDenials.length) res.push(`permission denials: ${info.permissionDenials.map((d) => d.toolName).join(", ")}`);
  } else res.push("No result line.");
  if (input.exitCode !== void 0 || input.signal) res.push(`exit code: ${input.exitCode ?? "none"}${input.signal ? `, signal: ${input.signal}` : ""}`);
  if (skillUseReason) res.push(`skill not used: ${skillUseReason}`);
  transcript.push(`## Result

${res.join("\n")}`);
  if (error) transcript.push(`## Error

${error.status ? `${error.status} ` : ""}${error.type ? `${error.type}: ` : ""}${error.message}`);
  if (response && !error) transcript.push(`## Final Response

${response}`);
  const apiCalls = turns + info.apiRetries + (info.terminalReason === "api_error" || error?.type === "api_error" ? 1 : 0);
  const out = {
    response: error ? lastText : response,
    toolCalls,
    filesWritten: [...filesWritten].sort(),
    usage,
    turns,
    stopReason,
    apiCalls,
    retries: info.apiRetries,
    cached: false,
    skillUsed,
    transcript: transcript.join("\n\n") + "\n",
    costUsd,
    claudeCode: info
  };
  if (skillUseReason) out.skillUseReason = skillUseReason;
  if (error) out.error = error;
  return out;
}

// src/run/claude-code/key-proxy.ts
import { randomBytes } from "node:crypto";
import http from "node:http";
import https from "node:https";
import path4 from "node:path";
var HOP_BY_HOP = /* @__PURE__ */ new Set(["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade", "te", "trailer", "host"]);
function addUsage2(total, u) {
  if (!u || typeof u !== "object") return;
  const o = u;
  for (const k of ["input_tokens", "output_tokens", "cache_read_input_tokens", "cache_creation_input_tokens"]) {
    if (typeof o[k] === "number") total[k] += o[k];
  }
}
function usageFromBody(text, contentType) {
  const total = { input_tokens: 0, output_tokens: 0, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 };
  if (contentType.includes("text/event-stream")) {
    let start;
    let outputTokens;
    for (const line of text.split("\n")) {
      if (!line.startsWith("data:")) continue;
      try {
        const ev = JSON.parse(line.slice(5).trim());
        if (ev["type"] === "message_start") start = ev["message"]?.["usage"] ?? void 0;
        if (ev["type"] === "message_delta") {
          const u = ev["usage"];
          if (typeof u?.["output_tokens"] === "number") outputTokens = u["output_tokens"];
        }
      } catch {
      }
    }
    addUsage2(total, { ...start ?? {}, ...outputTokens !== void 0 ? { output_tokens: outputTokens } : {} });
  } else if (contentType.includes("json")) {
    try {
      addUsage2(total, JSON.parse(text)["usage"]);
    } catch {
    }
  }
  return total;
}
async function startKeyProxy(opts) {
  if (!opts.apiKey && !opts.authToken && !opts.send) throw new Error("key proxy: no credential to inject");
  const placeholder = `sk-ant-placeholder-${randomBytes(16).toString("hex")}`;
  const upstream = new URL(opts.upstream);
  const prefix = upstream.pathname.replace(/\/+$/, "");
  const agent = upstream.protocol === "https:" ? new https.Agent({ keepAlive: true }) : new http.Agent({ keepAlive: true });
  const stats = {
    requests: 0,
    refused: 0,
    byPath: {},
    byStatus: {},
    usage: { input_tokens: 0, output_tokens: 0, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 },
    upstreamErrors: 0,
    gateway: { calls: 0, cached: 0, retries: 0, errors: 0, costUsd: 0 }
  };
  let turn = 0;
  const foreignWorkspace = opts.workspaceDir && path4.basename(opts.workspaceDir).startsWith("skill-evals-ws-") ? new RegExp(`${path4.dirname(opts.workspaceDir).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/skill-evals-ws-[A-Za-z0-9]{6}`, "g") : void 0;
  const viaGateway = async (req, res, raw) => {
    let params;
    try {
      params = JSON.parse(raw.toString("utf8"));
      if (!params || typeof params !== "object" || Array.isArray(params)) throw new Error("not an object");
    } catch {
      stats.byStatus["400"] = (stats.byStatus["400"] ?? 0) + 1;
      res.writeHead(400, { "content-type": "application/json" });
      res.end(JSON.stringify({ type: "error", error: { type: "invalid_request_error", message: "skill-evals key proxy: the request body is not a JSON object" } }));
      return;
    }
    const stream = params["stream"] === true;
    delete params["stream"];
    const ws = opts.workspaceDir;
    let cacheKeyParams;
    if (ws) {
      cacheKeyParams = JSON.parse(JSON.stringify(params).split(ws).join("<workspace>"));
      delete cacheKeyParams["metadata"];
    }
    const relayed = {};
    for (const h of ["anthropic-beta", "user-agent", "x-app"]) {
      const v = req.headers[h];
      if (v !== void 0) relayed[h] = Array.isArray(v) ? v.join(",") : v;
    }
    stats.gateway.calls++;
    try {
      const r = await opts.send(params, {
        spec: opts.spec,
        turn: turn++,
        ...opts.signal ? { signal: opts.signal } : {},
        ...Object.keys(relayed).length ? { headers: relayed } : {},
        ...cacheKeyParams ? { cacheKeyParams } : {}
      });
      let message = r.message;
      if (r.cached && ws && foreignWorkspace) message = JSON.parse(JSON.stringify(message).replace(foreignWorkspace, ws));
      stats.gateway.retries += r.retries;
      if (r.cached) stats.gateway.cached++;
      else stats.gateway.costUsd = addCost(stats.gateway.costUsd, costOf(r.message.model, r.message.usage ?? {}));
      addUsage2(stats.usage, r.message.usage);
      stats.byStatus["200"] = (stats.byStatus["200"] ?? 0) + 1;
      const headers = r.requestId ? { "request-id": r.requestId } : {};
      if (stream) {
        res.writeHead(200, { ...headers, "content-type": "text/event-stream", "cache-control": "no-cache" });
        res.end(messageToSse(message));
      } else {
        res.writeHead(200, { ...headers, "content-type": "application/json" });
        res.end(JSON.stringify(message));
      }
    } catch (err) {
      stats.gateway.errors++;
      const e = err ?? {};
      const status = typeof e.status === "number" && e.status >= 400 ? e.status : 502;
      const type = typeof e.error?.error?.type === "string" ? e.error.error.type : typeof e.type === "string" ? e.type : "api_error";
      stats.byStatus[String(status)] = (stats.byStatus[String(status)] ?? 0) + 1;
      res.writeHead(status, { "content-type": "application/json", "x-should-retry": "false" });
      res.end(JSON.stringify({ type: "error", error: { type, message: typeof e.message === "string" ? e.message : String(err) } }));
    }
  };
  const server = http.createServer((req, res) => {
    const key = req.headers["x-api-key"];
    const bearer = /^Bearer\s+(.+)$/i.exec(String(req.headers["authorization"] ?? ""))?.[1];
    if (key !== placeholder && bearer !== placeholder) {
      stats.refused++;
      res.writeHead(401, { "content-type": "application/json" });
      res.end(JSON.stringify({ type: "error", error: { type: "authentication_error", message: "skill-evals key proxy: unknown credential" } }));
      req.resume();
      return;
    }
    const headers = {};
    for (const [k, v] of Object.entries(req.headers)) {
      if (v === void 0 || HOP_BY_HOP.has(k) || k === "x-api-key" || k === "authorization") continue;
      headers[k] = v;
    }
    if (opts.apiKey) headers["x-api-key"] = opts.apiKey;
    else if (opts.authToken) headers["authorization"] = `Bearer ${opts.authToken}`;
    const pathOnly = (req.url ?? "/").split("?")[0] ?? "/";
    stats.requests++;
    stats.byPath[pathOnly] = (stats.byPath[pathOnly] ?? 0) + 1;
    if (opts.send && opts.spec && req.method === "POST" && pathOnly === "/v1/messages") {
      const body = [];
      req.on("data", (c) => body.push(c));
      req.on("end", () => {
        viaGateway(req, res, Buffer.concat(body)).catch(() => res.destroy());
      });
      return;
    }
    const client = upstream.protocol === "https:" ? https : http;
    const up = client.request(
      {
        protocol: upstream.protocol,
        hostname: upstream.hostname,
        port: upstream.port || void 0,
        method: req.method,
        path: prefix + (req.url ?? "/"),
        headers,
        agent
      },
      (upRes) => {
        const status = upRes.statusCode ?? 502;
        stats.byStatus[String(status)] = (stats.byStatus[String(status)] ?? 0) + 1;
        const out = {};
        for (const [k, v] of Object.entries(upRes.headers)) if (v !== void 0 && !HOP_BY_HOP.has(k)) out[k] = v;
        res.writeHead(status, out);
        const isMessages = pathOnly.endsWith("/v1/messages");
        const chunks = [];
        let size = 0;
        upRes.on("data", (c) => {
          if (isMessages && size < 8 * 1024 * 1024) {
            chunks.push(c);
            size += c.length;
          }
          res.write(c);
        });
        upRes.on("end", () => {
          res.end();
          if (isMessages && status < 300) {
            const u = usageFromBody(Buffer.concat(chunks).toString("utf8"), String(upRes.headers["content-type"] ?? ""));
            for (const k of Object.keys(u)) stats.usage[k] += u[k];
          }
        });
        upRes.on("error", () => res.destroy());
      }
    );
    up.on("error", (err) => {
      stats.upstreamErrors++;
      if (!res.headersSent) {
        res.writeHead(502, { "content-type": "application/json" });
        res.end(JSON.stringify({ type: "error", error: { type: "api_error", message: `skill-evals key proxy: upstream failed: ${err.message}` } }));
      } else res.destroy();
    });
    req.on("aborted", () => up.destroy());
    req.pipe(up);
  });
  server.keepAliveTimeout = 5e3;
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    placeholder,
    stats,
    close: () => new Promise((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
      agent.destroy();
    })
  };
}
function sseEvent(type, data) {
  return `event: ${type}
data: ${JSON.stringify({ type, ...data })}

`;
}
function messageToSse(message) {
  const m = message;
  let out = sseEvent("message_start", { message: { ...m, content: [], stop_reason: null, stop_sequence: null } });
  m.content.forEach((block, index) => {
    const type = block["type"];
    if (type === "text") {
      const { text, ...rest } = block;
      out += sseEvent("content_block_start", { index, content_block: { ...rest, text: "" } });
      out += sseEvent("content_block_delta", { index, delta: { type: "text_delta", text } });
    } else if (type === "thinking") {
      const { thinking, signature, ...rest } = block;
      out += sseEvent("content_block_start", { index, content_block: { ...rest, thinking: "", signature: "" } });
      out += sseEvent("content_block_delta", { index, delta: { type: "thinking_delta", thinking } });
      if (typeof signature === "string") out += sseEvent("content_block_delta", { index, delta: { type: "signature_delta", signature } });
    } else if ("input" in block) {
      const { input, ...rest } = block;
      out += sseEvent("content_block_start", { index, content_block: { ...rest, input: {} } });
      out += sseEvent("content_block_delta", { index, delta: { type: "input_json_delta", partial_json: JSON.stringify(input ?? {}) } });
    } else {
      out += sseEvent("content_block_start", { index, content_block: block });
    }
    out += sseEvent("content_block_stop", { index });
  });
  out += sseEvent("message_delta", { delta: { stop_reason: m["stop_reason"] ?? null, stop_sequence: m["stop_sequence"] ?? null }, usage: { output_tokens: m.usage?.["output_tokens"] ?? 0 } });
  out += sseEvent("message_stop", {});
  return out;
}

// src/run/claude-code/executor.ts
var DEFAULT_ANTHROPIC_BASE_URL = "https://api.anthropic.com";
var BUILTIN_PLUGINS = ["cc-plugin-plugin-authoring@builtin", "cc-plugin-agents-md@builtin", "cc-plugin-privacy@builtin"];
var DISALLOWED_TOOLS = ["WebFetch", "WebSearch"];
function isolationSettings() {
  return {
    disableBundledSkills: true,
    enabledPlugins: Object.fromEntries(BUILTIN_PLUGINS.map((p) => [p, false]))
  };
}
function buildInvocation(req, settings, dirs, sessionId) {
  const allowed = [];
  const disallowed = [...DISALLOWED_TOOLS];
  if (req.skill) allowed.push(`Skill(${req.skill.name})`);
  else if (settings.baseline === "no-skill-tool") disallowed.push("Skill");
  if (req.bash) allowed.push("Bash");
  else disallowed.push("Bash");
  allowed.push(...settings.allowedTools ?? []);
  const args = [
    "-p",
    "--output-format",
    "stream-json",
    "--verbose",
    "--setting-sources",
    "project",
    "--settings",
    JSON.stringify(isolationSettings()),
    "--strict-mcp-config",
    "--permission-mode",
    "acceptEdits",
    "--max-turns",
    String(Math.max(1, Math.floor(req.maxTurns))),
    "--model",
    req.spec.model,
    "--session-id",
    sessionId,
    "--no-session-persistence",
    ...allowed.length ? [`--allowedTools=${allowed.join(",")}`] : [],
    `--disallowedTools=${disallowed.join(",")}`,
    "--",
    req.prompt
  ];
  const env = {
    PATH: settings.sourceEnv?.PATH ?? process.env.PATH ?? "/usr/local/bin:/usr/bin:/bin",
    HOME: dirs.home,
    TMPDIR: dirs.tmp,
    LANG: "C.UTF-8",
    CLAUDE_CONFIG_DIR: dirs.config,
    CLAUDE_CODE_TMPDIR: dirs.tmp,
    CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: "1",
    DISABLE_TELEMETRY: "1",
    DISABLE_AUTOUPDATER: "1",
    DISABLE_ERROR_REPORTING: "1",
    CLAUDE_CODE_DISABLE_BUNDLED_SKILLS: "1",
    CLAUDE_CODE_DISABLE_CLAUDE_MDS: "1",
    CLAUDE_CODE_DISABLE_AUTO_MEMORY: "1",
    CLAUDE_CODE_MAX_RETRIES: String(settings.maxRetries ?? 2)
  };
  const source = settings.sourceEnv ?? process.env;
  for (const name of settings.passEnv ?? []) {
    const v = source[name];
    if (v !== void 0 && !/^(GITHUB_TOKEN|GH_TOKEN|ACTIONS_.*)$/i.test(name)) env[name] = v;
  }
  if (settings.apiKey) env.ANTHROPIC_API_KEY = settings.apiKey;
  if (settings.authToken) env.ANTHROPIC_AUTH_TOKEN = settings.authToken;
  if (settings.baseUrl) env.ANTHROPIC_BASE_URL = settings.baseUrl;
  Object.assign(env, settings.extraEnv ?? {});
  const notes = [
    `skill: ${req.skill ? `${req.skill.name} (project skill in the workspace; --allowedTools Skill(${req.skill.name}))` : settings.baseline === "no-skill-tool" ? "none (Skill tool removed)" : "none (Skill tool kept, nothing listed)"}`,
    `isolation: own CLAUDE_CONFIG_DIR/CLAUDE_CODE_TMPDIR/HOME, --setting-sources project, --strict-mcp-config, bundled skills and built-in plugins off, retries ${env.CLAUDE_CODE_MAX_RETRIES}`,
    `tools: allowed ${allowed.join(", ") || "default"}; disallowed ${disallowed.join(", ")}`
  ];
  return { args, env, notes };
}
var exists = (p) => access2(p).then(() => true, () => false);
async function ensureOwnGitRoot(ws) {
  if (await exists(path5.join(ws, ".git"))) return void 0;
  await gitOk(["init", "-q"], { cwd: ws, timeoutMs: 15e3 });
  if (await exists(path5.join(ws, ".git"))) return void 0;
  for (let d = path5.dirname(ws); ; d = path5.dirname(d)) {
    if (await exists(path5.join(d, ".claude", "skills"))) {
      return `the workspace ${ws} is not a git root (git unavailable) and ${d} holds .claude/skills, which Claude Code would load`;
    }
    if (path5.dirname(d) === d) return void 0;
  }
}
async function snapshotFiles(root, limit = 5e4) {
  const out = /* @__PURE__ */ new Map();
  const walk = async (dir, rel) => {
    let entries;
    try {
      entries = await readdir3(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      if (out.size >= limit) return;
      if (rel === "" && e.name === ".git") continue;
      const abs = path5.join(dir, e.name);
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) await walk(abs, r);
      else if (e.isFile()) {
        try {
          const st = await lstat3(abs);
          out.set(r, `${st.size}:${st.mtimeMs}:${st.ino}`);
        } catch {
        }
      }
    }
  };
  await walk(root, "");
  return out;
}
function changedFiles(before, after) {
  const out = [];
  for (const [f, sig] of after) if (before.get(f) !== sig) out.push(f);
  return out;
}
var MAX_STDOUT = 64 * 1024 * 1024;
var KILL_GRACE_MS = 2e3;
function killGroup(pid, sig) {
  if (!pid) return;
  try {
    process.kill(process.platform === "win32" ? pid : -pid, sig);
  } catch {
    try {
      process.kill(pid, sig);
    } catch {
    }
  }
}
async function executeClaudeCodeRun(req, settings = {}) {
  const binary = settings.binary ?? await resolveClaudeCodeOnce(settings.resolve ?? {});
  const ws = await realpath3(req.workspaceDir);
  const base = (extra, notes2 = []) => parseClaudeCodeStream({ prompt: req.prompt, stdout: "", skillName: req.skill?.name, workspaceDir: ws, aborted: extra, version: binary.version, notes: notes2 });
  const gitProblem = await ensureOwnGitRoot(ws);
  if (gitProblem) return base({ message: `Harness error: ${gitProblem}.`, type: "harness" });
  if (req.skill && !await exists(path5.join(ws, ".claude", "skills", req.skill.name, "SKILL.md"))) {
    return base({ message: `Harness error: .claude/skills/${req.skill.name}/SKILL.md is missing from the workspace.`, type: "harness" });
  }
  const scratchParent = settings.scratchDir ?? os3.tmpdir();
  await mkdir3(scratchParent, { recursive: true });
  const scratch = await mkdtemp3(path5.join(scratchParent, "skill-evals-cc-"));
  const dirs = { config: path5.join(scratch, "config"), tmp: path5.join(scratch, "tmp"), home: path5.join(scratch, "home") };
  await Promise.all(Object.values(dirs).map((d) => mkdir3(d, { recursive: true })));
  const sessionId = randomUUID();
  let proxy;
  const viaGateway = req.send !== void 0 && typeof req.spec.runId === "string";
  if (settings.keyProxy !== false && (settings.apiKey || settings.authToken || viaGateway)) {
    proxy = await startKeyProxy({
      upstream: settings.baseUrl || DEFAULT_ANTHROPIC_BASE_URL,
      apiKey: settings.apiKey,
      authToken: settings.authToken,
      ...viaGateway ? { send: req.send, spec: req.spec, workspaceDir: ws, ...req.signal ? { signal: req.signal } : {} } : {}
    });
  }
  const inv = buildInvocation(req, proxy ? { ...settings, apiKey: proxy.placeholder, authToken: void 0, baseUrl: proxy.url } : settings, dirs, sessionId);
  if (proxy) {
    for (const v of ["NO_PROXY", "no_proxy"]) if (inv.env[v] !== void 0 || inv.env["HTTPS_PROXY"] || inv.env["HTTP_PROXY"]) inv.env[v] = [inv.env[v], "127.0.0.1", "localhost"].filter(Boolean).join(",");
  }
  const step = containCommand(binary.path, inv.args, { cwd: ws, writable: [ws, scratch], env: inv.env });
  const notes = [
    `binary: ${binary.path} (${binary.version}, from ${binary.source})`,
    ...inv.notes,
    `credentials: ${proxy ? `placeholder key; the harness loopback proxy adds the real one${viaGateway ? " and sends Messages calls through the gateway (cache, limiter, retries)" : ""}` : "as given"}; sandbox: ${step.sandboxed ? "bwrap PID namespace" : "none (process group)"}`
  ];
  try {
    const before = await snapshotFiles(ws);
    let stdout = "";
    let stderr = "";
    let aborted;
    let stoppedEarly = false;
    const t0 = performance.now();
    const { code, signal } = await new Promise((resolve) => {
      let child;
      try {
        child = spawn2(step.cmd, step.args, {
          cwd: ws,
          env: step.env,
          stdio: ["ignore", "pipe", "pipe"],
          detached: process.platform !== "win32"
          // own process group, killed as a whole
        });
      } catch (err) {
        stderr = `spawn failed: ${err instanceof Error ? err.message : String(err)}`;
        resolve({ code: null, signal: null });
        return;
      }
      let killTimer;
      const stop = (why) => {
        if (why && !aborted && !stoppedEarly) aborted = why;
        if (killTimer) return;
        killGroup(child.pid, "SIGTERM");
        killTimer = setTimeout(() => killGroup(child.pid, "SIGKILL"), KILL_GRACE_MS);
        killTimer.unref();
      };
      const onAbort = () => {
        const r = req.signal?.reason;
        const detail = r instanceof Error ? r.message : typeof r === "string" ? r : "";
        stop({ message: `run aborted${detail ? `: ${detail}` : ""}`, type: "aborted" });
      };
      if (req.signal?.aborted) onAbort();
      else req.signal?.addEventListener("abort", onAbort, { once: true });
      const timer = req.timeoutMs ? setTimeout(() => stop({ message: `Run timed out after ${Math.round(req.timeoutMs / 100) / 10} s (Claude Code stopped).`, type: "timeout" }), req.timeoutMs) : void 0;
      let partial = "";
      child.stdout.setEncoding("utf8");
      child.stdout.on("data", (chunk) => {
        if (stdout.length + chunk.length > MAX_STDOUT) {
          stop({ message: `Claude Code printed more than ${MAX_STDOUT} bytes; stopped.`, type: "claude_code" });
          return;
        }
        stdout += chunk;
        if (!req.onEvent || stoppedEarly) return;
        partial += chunk;
        const lines = partial.split("\n");
        partial = lines.pop() ?? "";
        for (const line of lines) {
          if (!line.trim()) continue;
          let ev;
          try {
            ev = JSON.parse(line);
          } catch {
            continue;
          }
          if (ev && typeof ev === "object" && req.onEvent(ev) === true) {
            stoppedEarly = true;
            stop();
            break;
          }
        }
      });
      child.stderr.setEncoding("utf8");
      child.stderr.on("data", (chunk) => {
        if (stderr.length < 1024 * 1024) stderr += chunk;
      });
      child.on("error", (err) => {
        stderr += `
${err.message}`;
      });
      child.on("exit", () => killContained(child, step));
      child.on("close", (code2, sig) => {
        if (timer) clearTimeout(timer);
        if (killTimer) clearTimeout(killTimer);
        req.signal?.removeEventListener("abort", onAbort);
        resolve({ code: code2, signal: sig });
      });
    });
    const wallMs = performance.now() - t0;
    if (proxy) notes.push(`API requests through the key proxy: ${proxy.stats.requests}${proxy.stats.refused ? ` (${proxy.stats.refused} refused)` : ""}`);
    const g = proxy && viaGateway ? proxy.stats.gateway : void 0;
    if (g) notes.push(`through the gateway: ${g.calls} Messages calls (${g.cached} from the response cache, ${g.retries} retries, ${g.errors} failed)`);
    const result = parseClaudeCodeStream({
      prompt: req.prompt,
      // Issue 17: what the CLI printed is redacted before it becomes the transcript or a record.
      stdout: redact(stdout),
      stderr: redact(stderr),
      exitCode: code,
      signal,
      skillName: req.skill?.name,
      workspaceDir: ws,
      aborted: stoppedEarly ? void 0 : aborted,
      version: binary.version,
      notes: [...notes, `wall time: ${Math.round(wallMs)} ms`]
    });
    if (stoppedEarly && result.error?.type === "claude_code") {
      delete result.error;
      result.stopReason = "stopped";
    }
    if (g) {
      result.costUsd = g.costUsd;
      result.apiCalls = g.calls - g.cached + g.retries;
      result.retries = g.retries;
      result.cached = g.calls > 0 && g.cached === g.calls;
    }
    const after = await snapshotFiles(ws);
    result.filesWritten = [.../* @__PURE__ */ new Set([...result.filesWritten, ...changedFiles(before, after)])].sort();
    return result;
  } finally {
    await proxy?.close();
    if (!settings.keepScratch) await rm4(scratch, { recursive: true, force: true, maxRetries: 3 });
  }
}

// src/run/solver.ts
var OUTPUTS_SKIPPED_FILE = "outputs-skipped.json";
function folderSnapshots() {
  const snapshots = /* @__PURE__ */ new Map();
  return (dir) => {
    let p = snapshots.get(dir);
    if (!p) {
      p = snapshotFolder(dir);
      snapshots.set(dir, p);
      p.catch(() => snapshots.delete(dir));
    }
    return p;
  };
}
function executorFor(skill, opts) {
  const own = opts.skillExecutors && Object.prototype.hasOwnProperty.call(opts.skillExecutors, skill) ? opts.skillExecutors[skill] : void 0;
  return own ?? opts.executor ?? "api";
}
function emptyRecord(spec, status, now) {
  return {
    ...spec,
    status,
    skillUsed: spec.configuration === "without_skill",
    response: "",
    toolCalls: [],
    filesWritten: [],
    usage: { input_tokens: 0, output_tokens: 0, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 },
    costUsd: 0,
    durationMs: 0,
    turns: 0,
    stopReason: null,
    apiCalls: 0,
    retries: 0,
    cached: false,
    startedAt: now,
    finishedAt: now
  };
}
function finishedRecord(spec, result, costUsd, startedAt, t0) {
  const record = {
    ...spec,
    status: result.error ? "error" : "completed",
    skillUsed: result.skillUsed,
    response: result.response,
    toolCalls: result.toolCalls,
    filesWritten: result.filesWritten,
    usage: result.usage,
    costUsd,
    durationMs: Math.round(performance.now() - t0),
    turns: result.turns,
    stopReason: result.stopReason,
    apiCalls: result.apiCalls,
    retries: result.retries,
    cached: result.cached,
    startedAt: startedAt.toISOString(),
    finishedAt: (/* @__PURE__ */ new Date()).toISOString()
  };
  if (result.error) record.error = result.error;
  return record;
}
function workspaceFiles(e) {
  const used = /* @__PURE__ */ new Set();
  return e.resolvedFiles.map((src, i) => {
    let dest = basename(src);
    if (used.has(dest)) dest = e.files[i] ?? `${i}-${dest}`;
    used.add(dest);
    return { src, dest };
  });
}
function runAgent(req, send, opts) {
  const { executor, spec, prompt, workspaceDir, skill, signal } = req;
  if (executor === "claude-code") {
    return executeClaudeCodeRun(
      {
        spec,
        prompt,
        workspaceDir,
        skill: skill ? { name: skill.name } : void 0,
        bash: req.bash,
        maxTurns: req.maxTurns,
        ...signal ? { signal } : {},
        // Issue 17: the CLI's calls go through this run's gateway (via its loopback key proxy).
        ...opts.claudeCodeViaGateway !== false ? { send } : {}
      },
      opts.claudeCode ?? {}
    );
  }
  return executeRun(
    {
      spec,
      prompt,
      workspaceDir,
      skill,
      skillLoading: req.skillLoading,
      ...req.otherSkills?.length ? { otherSkills: req.otherSkills } : {},
      bash: req.bash,
      maxTurns: req.maxTurns,
      maxTokens: req.maxTokens,
      ...signal ? { signal } : {}
    },
    send
  );
}
async function solveRun(spec, e, skill, base, opts, ctx) {
  const { send, outDir, mode, snapshotOf, pool, cancel } = ctx;
  const startedAt = /* @__PURE__ */ new Date();
  const t0 = performance.now();
  const skillFor = {
    with_skill: { name: skill.name, description: skill.frontmatter.description, body: skill.body, dir: skill.dir },
    old_skill: base ? { name: base.name, description: base.description, body: base.body, dir: base.dir } : void 0,
    without_skill: void 0
  };
  const useSkill = skillFor[spec.configuration];
  const timeout = mode.runTimeout ? AbortSignal.timeout(opts.runTimeoutSeconds * 1e3) : void 0;
  const runSignal = timeout ? cancel ? AbortSignal.any([cancel, timeout]) : timeout : cancel;
  const price = mode.priceResponse;
  let cost = 0;
  const runSend = price ? async (params, ctx2) => {
    const r = await send(params, ctx2);
    cost = addCost(cost, price(spec.model, r.message.usage ?? {}));
    return r;
  } : send;
  let result;
  let written;
  let clean = false;
  const claudeCode = executorFor(spec.skill, opts) === "claude-code";
  const bash = e.bash ?? opts.bash;
  const files = workspaceFiles(e);
  const skipped = [];
  let outputsNote = "";
  const kind = claudeCode || bash || files.length > 0 ? void 0 : useSkill ? `skill\0${useSkill.dir}\0${useSkill.name}` : "bare";
  const ws = await pool.acquire(
    kind,
    async () => createWorkspace({
      files,
      skill: useSkill ? { name: useSkill.name, dir: useSkill.dir, snapshot: await snapshotOf(useSkill.dir) } : void 0,
      // Only a run that can look for a project root (Claude Code, or Bash) needs the workspace to be one.
      git: claudeCode || bash
    })
  );
  try {
    result = await runAgent(
      {
        executor: claudeCode ? "claude-code" : "api",
        spec,
        prompt: e.prompt,
        workspaceDir: ws.dir,
        ...useSkill ? { skill: { name: useSkill.name, description: useSkill.description, body: useSkill.body } } : {},
        skillLoading: e.skillLoading ?? opts.skillLoading,
        bash,
        maxTurns: opts.maxTurns,
        maxTokens: opts.maxTokens,
        ...runSignal ? { signal: runSignal } : {}
      },
      runSend,
      opts
    );
    if (result.filesWritten.length > 0) {
      const maxBytes = opts.outputsMaxBytes ?? DEFAULT_OUTPUTS_MAX_BYTES;
      await collectOutputs(ws.dir, join(runFolder(outDir, spec), "outputs"), result.filesWritten, { maxBytes, skipped, move: !claudeCode && !bash });
      if (skipped.length > 0) {
        outputsNote = skippedOutputsNote(skipped, maxBytes);
        await writeFileAtomic(join(runFolder(outDir, spec), OUTPUTS_SKIPPED_FILE), JSON.stringify({ max_bytes: maxBytes, skipped }, null, 2) + "\n");
      }
    }
    written = result.filesWritten;
    clean = !result.error && !runSignal?.aborted && result.toolCalls.every((c) => !c.isError);
  } finally {
    await pool.release(kind, ws, written ?? [], clean && written !== void 0);
  }
  const timedOut = timeout !== void 0 && timeout.aborted && !cancel?.aborted;
  const record = finishedRecord(spec, result, price ? cost : costOf(spec.model, result.usage), startedAt, t0);
  if ("claudeCode" in result) {
    record.costUsd = result.costUsd;
    if (result.skillUseReason) record.skillUseReason = result.skillUseReason;
    const cc = result.claudeCode;
    record.claudeCode = { version: cc.version, sessionId: cc.sessionId, numTurns: cc.numTurns, durationApiMs: cc.durationApiMs, costBasis: cc.costBasis };
  }
  if (timedOut) {
    record.status = "error";
    record.error = { message: `Run timed out after ${opts.runTimeoutSeconds} s.`, type: "timeout" };
  }
  const transcript = result.transcript + outputsNote;
  return { record, transcript: mode.transcriptNote ? `${transcript}${mode.transcriptNote}` : transcript };
}

export {
  executeRun,
  createWorkspace,
  ClaudeCodeNotFoundError,
  resolveClaudeCode,
  detectTrigger,
  decision,
  executeClaudeCodeRun,
  OUTPUTS_SKIPPED_FILE,
  folderSnapshots,
  executorFor,
  emptyRecord,
  finishedRecord,
  workspaceFiles,
  runAgent,
  solveRun
};
