#!/usr/bin/env node
import { createRequire as __skillEvalsCreateRequire } from 'node:module'; const require = __skillEvalsCreateRequire(import.meta.url);
import {
  git
} from "./chunk-T4XZ4NNE.js";

// src/github/errors.ts
function statusOf(err) {
  const s = err?.status;
  return typeof s === "number" ? s : void 0;
}
function messageOf(err) {
  const e = err;
  const base = typeof e?.message === "string" ? e.message : String(err);
  const data = e?.response?.data;
  const extra = Array.isArray(data?.errors) ? data.errors.map((x) => typeof x === "string" ? x : typeof x?.message === "string" ? x.message : "").filter(Boolean).join("; ") : "";
  return extra && !base.includes(extra) ? `${base} (${extra})` : base;
}

// src/github/pr-files.ts
function mapApiStatus(s) {
  switch (s) {
    case "added":
    case "copied":
      return "added";
    case "removed":
      return "removed";
    case "renamed":
      return "renamed";
    default:
      return "modified";
  }
}
async function listPullFiles(octokit, p) {
  const entries = await octokit.paginate(octokit.rest.pulls.listFiles, {
    owner: p.owner,
    repo: p.repo,
    pull_number: p.pullNumber,
    per_page: 100
  });
  return entries.map((e) => {
    const status = mapApiStatus(e.status);
    const f = { path: e.filename, status };
    if (status === "renamed" && e.previous_filename) f.previousPath = e.previous_filename;
    return f;
  });
}
var SHA_RE = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
var REF_RE = /^(?!-)[\w./@{}^~-]+$/;
function checkRef(r) {
  if (!REF_RE.test(r) || r.includes("..")) throw new Error(`Invalid git revision '${r.slice(0, 40)}'.`);
  return r;
}
function git2(cwd, args, timeoutMs = 12e4) {
  return git(args, { cwd, timeoutMs, maxBuffer: 256 * 1024 * 1024 });
}
async function ok(cwd, args) {
  try {
    await git2(cwd, args);
    return true;
  } catch {
    return false;
  }
}
async function hasCommit(cwd, rev) {
  return ok(cwd, ["cat-file", "-e", `${rev}^{commit}`]);
}
function parseNameStatus(out) {
  const parts = out.split("\0");
  const files = [];
  let i = 0;
  while (i < parts.length) {
    const code = parts[i++];
    if (!code) continue;
    const kind = code[0];
    if (kind === "R" || kind === "C") {
      const from = parts[i++];
      const to = parts[i++];
      if (from === void 0 || to === void 0) break;
      files.push(kind === "R" ? { path: to, status: "renamed", previousPath: from } : { path: to, status: "added" });
      continue;
    }
    const p = parts[i++];
    if (p === void 0) break;
    files.push({ path: p, status: kind === "A" ? "added" : kind === "D" ? "removed" : "modified" });
  }
  return files;
}
async function findMergeBase(o) {
  const base = checkRef(o.base);
  const head = checkRef(o.head);
  const tryBase = async () => {
    try {
      const out = (await git2(o.cwd, ["merge-base", base, head])).trim();
      return SHA_RE.test(out) ? out : void 0;
    } catch {
      return void 0;
    }
  };
  if (await hasCommit(o.cwd, base) && await hasCommit(o.cwd, head)) {
    const mb2 = await tryBase();
    if (mb2) return mb2;
  }
  const remote = await pickRemote(o.cwd, o.remote);
  if (!remote) {
    o.log?.info("No merge base in the local history and no git remote to fetch more from.");
    return void 0;
  }
  const fetch = async (args) => {
    const done = await ok(o.cwd, ["fetch", "--no-tags", "--quiet", ...args]);
    if (!done) o.log?.info(`git fetch ${args.join(" ")} failed; continuing.`);
    return done;
  };
  for (const rev of [base, head]) {
    if (!await hasCommit(o.cwd, rev) && SHA_RE.test(rev)) await fetch(["--depth=1", remote, rev]);
  }
  let mb = await tryBase();
  for (const d of o.deepen ?? [10, 50, 200, 1e3]) {
    if (mb) return mb;
    o.log?.info(`Merge base of ${base.slice(0, 7)} and ${head.slice(0, 7)} not in the fetched history; deepening by ${d}.`);
    await fetch([`--deepen=${d}`, remote]);
    mb = await tryBase();
  }
  if (!mb && (await git2(o.cwd, ["rev-parse", "--is-shallow-repository"]).catch(() => "false")).trim() === "true") {
    await fetch(["--unshallow", remote]);
    mb = await tryBase();
  }
  return mb;
}
async function pickRemote(cwd, wanted) {
  let remotes;
  try {
    remotes = (await git2(cwd, ["remote"])).split("\n").map((s) => s.trim()).filter(Boolean);
  } catch {
    return void 0;
  }
  if (wanted) return remotes.includes(wanted) ? wanted : void 0;
  return remotes.includes("origin") ? "origin" : remotes[0];
}
async function gitChangedFiles(o) {
  const mb = await findMergeBase(o);
  if (!mb) return void 0;
  try {
    const out = await git2(o.cwd, ["-c", "core.quotePath=false", "diff", "--no-relative", "--name-status", "-z", "-M", "--no-ext-diff", mb, checkRef(o.head), "--"]);
    return parseNameStatus(out);
  } catch (e) {
    o.log?.info(`git diff failed: ${e instanceof Error ? e.message : String(e)}`);
    return void 0;
  }
}

export {
  statusOf,
  messageOf,
  listPullFiles,
  gitChangedFiles
};
