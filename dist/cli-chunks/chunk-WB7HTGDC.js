#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  LinkOutOfFolderError,
  copySnapshot,
  executeRun,
  insideReal,
  mkdirCb,
  snapshotFolder,
  writeCb
} from "./chunk-2JIBWGNL.js";
import {
  installedSkillName
} from "./chunk-VWPNA2ZE.js";
import {
  runFolder
} from "./chunk-4XCGNZWD.js";
import {
  writeFileAtomic
} from "./chunk-Q3A3SG3D.js";
import {
  addCost,
  costOf
} from "./chunk-OJPRHZNX.js";
import {
  leavesFolder
} from "./chunk-NUNZPVBM.js";
import {
  redactBytes,
  secretCount
} from "./chunk-CY6ICJBK.js";

// src/run/solver.ts
import { basename, join } from "node:path";

// src/run/workspace.ts
import * as fs from "node:fs";
import { chmod, copyFile, mkdir, realpath, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path2 from "node:path";

// src/run/git-layout.ts
import path from "node:path";
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
async function writeGitLayout(git, made) {
  const dirs = GIT_DIRS.map((d) => path.join(git, d));
  const files = GIT_FILES.map(([f, text]) => [path.join(git, f), text]);
  const head = path.join(git, "HEAD");
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
var GIT_DIRS = ["objects", "objects/info", "objects/pack", "refs", "refs/heads", "refs/tags", "info"].map((d) => path.normalize(d));
var GIT_FILES = [
  [path.normalize("info/exclude"), "# git ls-files --others --exclude-from=.git/info/exclude\n"],
  ["description", "Unnamed repository; edit this file 'description' to name the repository.\n"],
  ["config", GIT_CONFIG]
];

// src/run/workspace.ts
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
var unlinkCb = (p) => new Promise((res, rej) => fs.unlink(p, (e) => e && e.code !== "ENOENT" ? rej(e) : res()));
var rmdirCb = (p) => new Promise((res, rej) => fs.rmdir(p, (e) => e ? rej(e) : res()));
var realParents = /* @__PURE__ */ new Map();
function realParent(parent) {
  let p = realParents.get(parent);
  if (!p) {
    p = realpath(parent);
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
  await rm(dir, { recursive: true, force: true, maxRetries: 3 });
}
async function copyEvalEntry(src, dest, within) {
  const real = await realpath(src);
  if (within !== void 0 && !insideReal(within, real)) throw new LinkOutOfFolderError(src, within);
  const st = await stat(real);
  if (st.isFile()) {
    await rm(dest, { force: true, recursive: true });
    await copyFile(real, dest);
    return;
  }
  if (!st.isDirectory()) throw new Error(`cannot copy ${src}: not a regular file or folder`);
  const snap = await snapshotFolder(real, within);
  for (const d of snap.dirs) await mkdir(d.rel ? path2.join(dest, d.rel) : dest, { recursive: true });
  for (const f of snap.files) {
    const abs = path2.join(dest, f.rel);
    await rm(abs, { force: true, recursive: true });
    if (f.data) await writeFile(abs, f.data, { mode: f.mode });
    else await copyFile(f.src, abs);
  }
  for (const d of [...snap.dirs].reverse()) await chmod(d.rel ? path2.join(dest, d.rel) : dest, d.mode);
}
async function copyInputs(dir, opts, made) {
  if (opts.files.length > 0) made.exact = false;
  for (const f of opts.files) {
    const dest = confinedDest(dir, f.dest, "eval file");
    await mkdir(path2.dirname(dest), { recursive: true });
    await copyEvalEntry(f.src, dest, f.within);
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

// src/run/outputs.ts
import * as fs2 from "node:fs";
import { copyFile as copyFile2, lstat, readFile, rm as rm2, writeFile as writeFile2 } from "node:fs/promises";
import path3 from "node:path";
var DEFAULT_OUTPUTS_MAX_BYTES = 20 * 1024 * 1024;
async function collectOutputs(wsDir, destDir, filesWritten, opts = {}) {
  const wanted = [...new Set(filesWritten)].sort();
  fs2.mkdirSync(destDir, { recursive: true });
  if (wanted.length === 0) return [];
  const root = fs2.realpathSync.native(wsDir);
  const wsAbs = path3.resolve(wsDir);
  const destAbs = path3.resolve(destDir);
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
    const shown = rel.split(path3.sep).join("/");
    try {
      const st = fs2.lstatSync(src);
      if (!st.isFile()) {
        if (!st.isDirectory()) opts.skipped?.push({ path: shown, reason: "not a regular file" });
        continue;
      }
      if (st.nlink > 1) {
        opts.skipped?.push({ path: shown, bytes: st.size, reason: "more than one hard link" });
        continue;
      }
      const real = fs2.realpathSync.native(src);
      const r = path3.relative(root, real);
      if (leavesFolder(r)) continue;
      if (st.size > budget) {
        opts.skipped?.push({ path: shown, bytes: st.size, reason: "over the outputs size cap" });
        continue;
      }
      const destParent = path3.dirname(dest);
      if (destParent !== destAbs) fs2.mkdirSync(destParent, { recursive: true });
      const copiedSize = await copyOutput(src, dest, st.size, opts.move);
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
async function copyOutput(src, dest, size, move) {
  if (size <= SYNC_COPY_MAX_BYTES) {
    if (secretCount() > 0) {
      const raw = fs2.readFileSync(src);
      const data = redactBytes(raw);
      if (data === raw && move && moveFile(src, dest)) return raw.byteLength;
      fs2.writeFileSync(dest, data);
      return data.byteLength;
    }
    if (move && moveFile(src, dest)) return size;
    fs2.copyFileSync(src, dest);
    return fs2.lstatSync(dest).size;
  }
  if (secretCount() > 0) await writeFile2(dest, redactBytes(await readFile(src)));
  else await copyFile2(src, dest);
  return (await lstat(dest)).size;
}
function moveFile(src, dest) {
  try {
    if (fs2.lstatSync(dest, { throwIfNoEntry: false }) !== void 0) return false;
    fs2.renameSync(src, dest);
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
    return e.filesRoot ? { src, dest, within: e.filesRoot } : { src, dest };
  });
}
function runAgent(req, send, opts) {
  const { executor, spec, prompt, workspaceDir, skill, signal } = req;
  if (executor === "claude-code") {
    return import("./executor-5LFH5M6V.js").then(({ executeClaudeCodeRun }) => executeClaudeCodeRun(
      {
        spec,
        prompt,
        workspaceDir,
        skill: skill ? { name: skill.name } : void 0,
        // Issue 33 (row H): other skills the harness installed (pipeline steps) stay listed.
        ...req.otherSkills?.length ? { otherSkills: req.otherSkills.map((o) => o.name) } : {},
        bash: req.bash,
        ...req.network ? { network: true } : {},
        maxTurns: req.maxTurns,
        ...signal ? { signal } : {},
        // Issue 17: the CLI's calls go through this run's gateway (via its loopback key proxy).
        ...opts.claudeCodeViaGateway !== false ? { send } : {}
      },
      opts.claudeCode ?? {}
    ));
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
      ...req.network ? { network: true } : {},
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
    with_skill: { name: installedSkillName(skill), description: skill.frontmatter.description, body: skill.body, dir: skill.dir },
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
        ...e.network ? { network: true } : {},
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
  createWorkspace,
  OUTPUTS_SKIPPED_FILE,
  folderSnapshots,
  executorFor,
  emptyRecord,
  finishedRecord,
  workspaceFiles,
  runAgent,
  solveRun
};
