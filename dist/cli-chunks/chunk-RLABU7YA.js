#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  checkFolderInside,
  folderRoot
} from "./chunk-DQGGB3WH.js";

// src/run/out-lock.ts
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { link, mkdir, open, readFile, rename, rm, writeFile } from "node:fs/promises";
import { hostname } from "node:os";
import { join, resolve } from "node:path";
var LOCK_FILE = ".skill-evals.lock";
var OutDirLockedError = class extends Error {
  constructor(message, dir, holder) {
    super(message);
    this.dir = dir;
    this.holder = holder;
  }
  dir;
  holder;
  name = "OutDirLockedError";
};
var held = /* @__PURE__ */ new Map();
var exitHookInstalled = false;
function installExitHook() {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on("exit", () => {
    for (const h of held.values()) removeIfOursSync(h.file, h.token);
    held.clear();
  });
}
function removeIfOursSync(file, token) {
  try {
    if (!existsSync(file)) return;
    const info = parseLock(readFileSync(file, "utf8"));
    if (info?.token === token) rmSync(file, { force: true });
  } catch {
  }
}
function parseLock(text) {
  try {
    const v = JSON.parse(text);
    if (typeof v.pid === "number" && typeof v.host === "string" && typeof v.token === "string") {
      return { pid: v.pid, host: v.host, startedAt: String(v.startedAt ?? "?"), command: String(v.command ?? "?"), token: v.token };
    }
  } catch {
  }
  return void 0;
}
async function readLock(file) {
  try {
    return parseLock(await readFile(file, "utf8"));
  } catch (err) {
    if (err.code === "ENOENT") return null;
    return void 0;
  }
}
function pidAlive(pid) {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === "EPERM";
  }
}
function isStale(info, dir) {
  if (info.host !== hostname()) return false;
  if (info.pid === process.pid) return held.get(dir)?.token !== info.token;
  return !pidAlive(info.pid);
}
async function createExclusive(file, text, token) {
  const tmp = `${file}.${process.pid}.${token}.tmp`;
  await writeFile(tmp, text);
  try {
    await link(tmp, file);
  } catch (err) {
    const code = err.code;
    if (code !== "EPERM" && code !== "ENOTSUP" && code !== "ENOSYS" && code !== "EOPNOTSUPP") throw err;
    const fh = await open(file, "wx");
    try {
      await fh.writeFile(text);
    } finally {
      await fh.close();
    }
  } finally {
    await rm(tmp, { force: true });
  }
}
async function takeOver(file, stale, token) {
  const aside = `${file}.stale.${token}`;
  try {
    await rename(file, aside);
  } catch {
    return;
  }
  const moved = await readLock(aside);
  if (moved && moved.token !== stale.token) {
    await link(aside, file).catch(() => {
    });
  }
  await rm(aside, { force: true });
}
function describe(info) {
  return `skill-evals ${info.command} (pid ${info.pid} on ${info.host}, started ${info.startedAt})`;
}
async function lockOutDir(outDir, command) {
  const dir = resolve(outDir);
  const file = join(dir, LOCK_FILE);
  const mine = held.get(dir);
  if (mine) {
    mine.count++;
    return releaser(dir, mine);
  }
  checkFolderInside(folderRoot(process.cwd(), dir), dir, "The results folder");
  await mkdir(dir, { recursive: true });
  const token = randomBytes(8).toString("hex");
  const info = { pid: process.pid, host: hostname(), startedAt: (/* @__PURE__ */ new Date()).toISOString(), command, token };
  const text = JSON.stringify(info) + "\n";
  for (let attempt = 0; ; attempt++) {
    try {
      await createExclusive(file, text, token);
      break;
    } catch (err) {
      if (err.code !== "EEXIST") throw err;
    }
    let holder = await readLock(file);
    for (let i = 0; holder === void 0 && i < 5; i++) {
      await new Promise((r) => setTimeout(r, 20));
      holder = await readLock(file);
    }
    if (holder === null && attempt < 5) continue;
    if (holder && isStale(holder, dir) && attempt < 5) {
      await takeOver(file, holder, token);
      continue;
    }
    const who = holder ? `another ${describe(holder)}` : `another process (unreadable lock file)`;
    const hint = holder && holder.host !== hostname() ? `If that process is gone, delete ${file}.` : `Wait for it to finish, or choose another folder with --out.`;
    throw new OutDirLockedError(`Results folder '${dir}' is in use by ${who}; only one run may write to it at a time. ${hint}`, dir, holder ?? void 0);
  }
  const h = { count: 1, file, token };
  held.set(dir, h);
  installExitHook();
  return releaser(dir, h);
}
function releaser(dir, h) {
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    if (--h.count > 0) return;
    held.delete(dir);
    const now = await readLock(h.file);
    if (now && now.token === h.token) await rm(h.file, { force: true });
  };
}

// src/run/runner.ts
function notRunMessage(stoppedBy) {
  return `Not run: the budget stopped new work (${stoppedBy}).`;
}
async function runTasks(t) {
  const retain = t.retainResults !== false;
  const items = [...t.items];
  const results = items.map(() => void 0);
  const queue = [];
  let resumed = 0;
  let solved = 0;
  let refused = 0;
  let cancelled = false;
  const admit = async (item, i) => {
    const prev = t.previous?.(item);
    if (prev !== void 0) {
      if (retain) results[i] = prev;
      resumed++;
      t.onResumed?.(item, prev);
      if (t.followUp) await addAll(await t.followUp(item, prev));
    } else queue.push(i);
  };
  const addAll = async (more2) => {
    for (const item of more2) {
      items.push(item);
      results.push(void 0);
      await admit(item, items.length - 1);
    }
  };
  if (t.followUp) {
    for (let i = 0; i < t.items.length; i++) await admit(items[i], i);
  } else {
    t.items.forEach((item, i) => {
      const prev = t.previous?.(item);
      if (prev !== void 0) {
        if (retain) results[i] = prev;
        resumed++;
        t.onResumed?.(item, prev);
      } else queue.push(i);
    });
  }
  t.start?.();
  let inFlight = 0;
  let wake;
  const wakeAll = () => {
    const w = wake;
    wake = void 0;
    w?.();
  };
  let waiting;
  const more = () => waiting ??= new Promise((r) => wake = () => {
    waiting = void 0;
    r();
  });
  const runOne = async (i) => {
    const item = items[i];
    await t.prepare?.(item);
    let result;
    if (t.budget && !t.budget.tryStart()) {
      result = t.notRun(item, notRunMessage(t.budget.stoppedBy));
      refused++;
    } else {
      result = await t.solve(item);
      if (t.signal?.aborted) {
        cancelled = true;
        if (!t.recordCancelled) return;
      }
      solved++;
      t.budget?.record(t.spent(result));
    }
    await t.record?.(item, result);
    if (retain) results[i] = result;
    if (t.followUp && !t.signal?.aborted) await addAll(await t.followUp(item, result));
  };
  let next = 0;
  const worker = async () => {
    while (!t.signal?.aborted) {
      if (next >= queue.length) {
        if (!t.followUp || inFlight === 0) break;
        await more();
        continue;
      }
      const i = queue[next++];
      inFlight++;
      t.enter?.();
      try {
        await runOne(i);
      } finally {
        t.leave?.();
        inFlight--;
        wakeAll();
      }
    }
  };
  const width = Math.max(1, Math.min(Math.floor(t.concurrency), t.followUp ? Math.max(queue.length, Math.floor(t.concurrency)) : queue.length));
  await Promise.all(Array.from({ length: width }, worker));
  if (t.signal?.aborted) cancelled = true;
  return { results, resumed, solved, refused, cancelled, budgetStoppedBy: t.budget?.stoppedBy ?? null };
}
var RunSetupError = class extends Error {
};
var ResultsFolderBusyError = class extends RunSetupError {
};
async function holdingResultsFolder(dir, command, fn) {
  let release;
  try {
    release = await lockOutDir(dir, command);
  } catch (err) {
    if (err instanceof OutDirLockedError) throw new ResultsFolderBusyError(err.message);
    throw err;
  }
  try {
    return await fn();
  } finally {
    await release();
  }
}

export {
  LOCK_FILE,
  OutDirLockedError,
  lockOutDir,
  runTasks,
  RunSetupError,
  holdingResultsFolder
};
