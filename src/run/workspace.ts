/**
 * Per-run workspaces: a fresh temporary directory holding the eval's input files and, for
 * with-skill runs, the skill folder at `.claude/skills/<name>/` (as Claude Code lays out project
 * skills, so references and scripts can be read); removed by `dispose`.
 *
 * A workspace whose tools can look for the project root (Bash, Claude Code) is its own (empty)
 * git repository (./git-layout.ts); the API executor without Bash has no such tool and gets no
 * `.git` (`git: false`). Folders are copied from snapshots (./folder-snapshot.ts); the agent's
 * outputs are collected by ./outputs.ts.
 */
import * as fs from 'node:fs'
import { chmod, copyFile, mkdir, realpath, rm, stat, writeFile } from 'node:fs/promises'

import os from 'node:os'
import path from 'node:path'
import { leavesFolder } from '../paths.js'
import { mkdirCb } from './workspace-fs.js'
import { writeGitLayout } from './git-layout.js'
import { copySnapshot, insideReal, LinkOutOfFolderError, snapshotFolder, type FolderSnapshot } from './folder-snapshot.js'

export interface WorkspaceFile {
  /** Absolute source path (file or directory). */
  src: string
  /** Destination, relative to the workspace (POSIX or native separators). */
  dest: string
  /**
   * Issue 33 row D: a link inside a listed folder is copied (as what it points to) only when its
   * target lies inside this folder (the repository's real path); default: the listed folder itself.
   */
  within?: string
}

export interface CreateWorkspaceOptions {
  files: WorkspaceFile[]
  /**
   * The skill folder to copy to `.claude/skills/<name>/`. `snapshot` is its copy plan from
   * `snapshotFolder(dir)`, made once and reused by every run (default: listed on each call).
   */
  skill?: { name: string; dir: string; snapshot?: FolderSnapshot }
  /** Parent directory for the workspace (default: the OS temp dir). */
  parentDir?: string
  /**
   * Make the workspace its own (empty) git repository (default true). A run whose tools cannot
   * look for a project root (the API executor without Bash) passes false: no `.git` skeleton of
   * 7 folders and 4 files to write and remove per run.
   */
  git?: boolean
}

export interface Workspace {
  /** Absolute, symlink-free path of the workspace. */
  dir: string
  /**
   * Remove the workspace. Safe to call more than once. `written`: workspace-relative files the
   * agent wrote (the run's `filesWritten`), removed with the rest without listing the folder.
   */
  dispose(written?: Iterable<string>): Promise<void>
}

/** Resolve a workspace-relative destination, refusing anything that escapes the workspace. */
export function confinedDest(root: string, rel: string, what: string): string {
  if (rel.trim() === '' || rel.includes('\0')) throw new Error(`${what}: empty or invalid path`)
  if (path.isAbsolute(rel) || /^[A-Za-z]:[\\/]/.test(rel)) throw new Error(`${what}: ${rel} must be relative to the workspace`)
  const abs = path.resolve(root, rel)
  const r = path.relative(root, abs)
  if (r === '' || leavesFolder(r)) {
    throw new Error(`${what}: ${rel} resolves outside the workspace`)
  }
  return abs
}

const SKILL_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/

/** What a workspace made, in creation order (absolute paths): dispose removes exactly this when it can. */
interface Made {
  dirs: string[]
  files: string[]
  /** False once something of unknown shape (an eval's input folder) was copied in. */
  exact: boolean
}

// A file already gone is fine: the run's outputs may have been moved out (collectOutputs `move`).
const unlinkCb = (p: string) => new Promise<void>((res, rej) => fs.unlink(p, (e) => (e && e.code !== 'ENOENT' ? rej(e) : res())))
const rmdirCb = (p: string) => new Promise<void>((res, rej) => fs.rmdir(p, (e) => (e ? rej(e) : res())))

/** Symlink-free parent folders, resolved once per parent: a realpath per run is a syscall storm. */
const realParents = new Map<string, Promise<string>>()
function realParent(parent: string): Promise<string> {
  let p = realParents.get(parent)
  if (!p) {
    p = realpath(parent)
    realParents.set(parent, p)
    p.catch(() => realParents.delete(parent))
  }
  return p
}

/**
 * Remove a workspace. The common case (the agent added nothing) unlinks the files and removes
 * the folders the workspace made, without listing anything; any surprise (files the agent
 * wrote make a folder non-empty, a file it replaced, an input folder of unknown shape) falls back
 * to `fs.rm`, which walks what is there.
 */
async function removeWorkspace(dir: string, made: Made, written: Iterable<string> = []): Promise<void> {
  for (const rel of written) {
    // A file at the top of the workspace is one unlink; anything deeper may have made folders.
    if (!made.exact) break
    if (rel === '' || rel.includes('/') || rel.includes(path.sep) || rel === '.' || rel === '..') made.exact = false
    else made.files.push(path.join(dir, rel))
  }
  if (made.exact) {
    try {
      await Promise.all(made.files.map(unlinkCb))
      // Deepest folders first; folders at one depth in parallel.
      const byDepth = new Map<number, string[]>()
      for (const d of made.dirs) {
        const depth = d.split(path.sep).length
        byDepth.set(depth, [...(byDepth.get(depth) ?? []), d])
      }
      for (const depth of [...byDepth.keys()].sort((x, y) => y - x)) await Promise.all(byDepth.get(depth)!.map(rmdirCb))
      return
    } catch {
      // fall through
    }
  }
  await rm(dir, { recursive: true, force: true, maxRetries: 3 })
}

/** One eval `files` entry (a file or a folder) at `dest`, merged over what is there (as `fs.cp` with force did). */
async function copyEvalEntry(src: string, dest: string, within: string | undefined): Promise<void> {
  const real = await realpath(src)
  if (within !== undefined && !insideReal(within, real)) throw new LinkOutOfFolderError(src, within)
  const st = await stat(real)
  if (st.isFile()) {
    await rm(dest, { force: true, recursive: true })
    await copyFile(real, dest)
    return
  }
  if (!st.isDirectory()) throw new Error(`cannot copy ${src}: not a regular file or folder`)
  const snap = await snapshotFolder(real, within)
  for (const d of snap.dirs) await mkdir(d.rel ? path.join(dest, d.rel) : dest, { recursive: true })
  for (const f of snap.files) {
    const abs = path.join(dest, f.rel)
    await rm(abs, { force: true, recursive: true })
    if (f.data) await writeFile(abs, f.data, { mode: f.mode })
    else await copyFile(f.src, abs)
  }
  for (const d of [...snap.dirs].reverse()) await chmod(d.rel ? path.join(dest, d.rel) : dest, d.mode)
}

/** The eval's input files and the skill folder. */
async function copyInputs(dir: string, opts: CreateWorkspaceOptions, made: Made): Promise<void> {
  if (opts.files.length > 0) made.exact = false
  for (const f of opts.files) {
    const dest = confinedDest(dir, f.dest, 'eval file')
    await mkdir(path.dirname(dest), { recursive: true })
    // Issue 33 row D: the entry is copied from its real path (validate checked it lies in the
    // repository); inside a listed folder, a link is copied as its content only when it stays in
    // that folder (snapshotFolder), never followed out of it, and never left as a link.
    await copyEvalEntry(f.src, dest, f.within)
  }
  if (opts.skill) {
    if (!SKILL_NAME.test(opts.skill.name)) throw new Error(`invalid skill name for a folder: ${opts.skill.name}`)
    const dest = confinedDest(dir, path.join('.claude', 'skills', opts.skill.name), 'skill')
    const snap = opts.skill.snapshot ?? (await snapshotFolder(opts.skill.dir))
    const skills = path.dirname(dest)
    for (const d of [path.dirname(skills), skills]) {
      try {
        await mkdirCb(d)
        made.dirs.push(d)
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err // an eval file made it
      }
    }
    await copySnapshot(snap, dest, made)
  }
}

export async function createWorkspace(opts: CreateWorkspaceOptions): Promise<Workspace> {
  const parent = await realParent(opts.parentDir ?? os.tmpdir())
  // mkdtemp in a symlink-free parent makes a symlink-free path: no realpath per workspace.
  const dir = fs.mkdtempSync(path.join(parent, 'skill-evals-ws-'))
  const made: Made = { dirs: [dir], files: [], exact: true }
  let disposed: Promise<void> | null = null
  const ws: Workspace = {
    dir,
    dispose(written) {
      disposed ??= removeWorkspace(dir, made, written)
      return disposed
    }
  }
  try {
    if (opts.git === false) {
      await copyInputs(dir, opts, made)
    } else {
      // The workspace is new and ours: its .git is made without the EEXIST probe of initGitLayout.
      const git = path.join(dir, '.git')
      await mkdirCb(git)
      made.dirs.push(git)
      // The git layout and the copies are independent: made side by side (fewer round trips in a row).
      await Promise.all([writeGitLayout(git, made), copyInputs(dir, opts, made)])
    }
  } catch (err) {
    await ws.dispose()
    throw err
  }
  return ws
}
