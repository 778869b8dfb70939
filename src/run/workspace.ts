/**
 * Per-run workspaces: a fresh temporary directory holding the eval's input files and, for
 * with-skill runs, the skill folder at `.claude/skills/<name>/` (as Claude Code lays out project
 * skills, so references and scripts can be read).
 *
 * A workspace whose tools can look for the project root (Bash, Claude Code) is its own (empty)
 * git repository, so `git rev-parse --show-toplevel` or Claude Code's project-skill walk stop at
 * the workspace and never reach an enclosing repo; the API executor without Bash has no such tool
 * and gets no `.git` (`git: false`). The repository is made by writing the layout `git init` would
 * write (see `initGitLayout`), not by spawning git: a child process per run dominated the cost
 * of a workspace at scale.
 */
import * as fs from 'node:fs'
import { chmod, copyFile, cp, lstat, mkdir, readdir, readFile, realpath, rm, stat, writeFile } from 'node:fs/promises'
import { redactBytes, secretCount } from '../redact/index.js'

import os from 'node:os'
import path from 'node:path'
import { leavesFolder } from '../paths.js'

export interface WorkspaceFile {
  /** Absolute source path (file or directory). */
  src: string
  /** Destination, relative to the workspace (POSIX or native separators). */
  dest: string
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
function confinedDest(root: string, rel: string, what: string): string {
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

/** `.git/config` as `git init` writes it on this platform (filemode/symlinks/case probes are fixed per OS). */
const GIT_CONFIG = [
  '[core]',
  '\trepositoryformatversion = 0',
  `\tfilemode = ${process.platform === 'win32' ? 'false' : 'true'}`,
  '\tbare = false',
  '\tlogallrefupdates = true',
  ...(process.platform === 'win32' ? ['\tsymlinks = false', '\tignorecase = true'] : []),
  ...(process.platform === 'darwin' ? ['\tignorecase = true', '\tprecomposeunicode = true'] : []),
  ''
].join('\n')

/**
 * Make `dir` an empty git repository (branch `main`, no commits) by writing the minimal layout
 * `git init` creates: `HEAD`, `config`, `description`, `info/exclude`, `objects/{info,pack}`,
 * `refs/{heads,tags}`. No hooks. Does nothing when `dir/.git` already exists.
 */
export async function initGitLayout(dir: string): Promise<void> {
  const git = path.join(dir, '.git')
  try {
    await mkdir(git) // not recursive: fails with EEXIST on an existing repo, which is left alone
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return
    throw err
  }
  await writeGitLayout(git, { dirs: [], files: [] })
}

/** What a workspace made, in creation order (absolute paths): dispose removes exactly this when it can. */
interface Made {
  dirs: string[]
  files: string[]
  /** False once something of unknown shape (an eval's input folder) was copied in. */
  exact: boolean
}

// Creating is synchronous underneath (a failure still comes back as a rejected promise): a
// workspace is a handful of small files and folders in the page cache, and each asynchronous
// call is a thread-pool round trip (queue lock, wake-up, completion event) that costs more CPU
// than the syscall itself. Removing stays asynchronous: on a busy disk an rmdir can wait for
// the journal for milliseconds, which must not stall the event loop.
const mkdirCb = async (p: string, mode?: number): Promise<void> => {
  fs.mkdirSync(p, mode === undefined ? undefined : { mode })
}
const writeCb = async (p: string, data: string | Uint8Array, opts?: fs.WriteFileOptions): Promise<void> => {
  fs.writeFileSync(p, data, opts ?? {})
}
// A file already gone is fine: the run's outputs may have been moved out (collectOutputs `move`).
const unlinkCb = (p: string) => new Promise<void>((res, rej) => fs.unlink(p, (e) => (e && e.code !== 'ENOENT' ? rej(e) : res())))
const rmdirCb = (p: string) => new Promise<void>((res, rej) => fs.rmdir(p, (e) => (e ? rej(e) : res())))

/** The rest of the layout inside a fresh `.git`: directories parents first, HEAD last. */
async function writeGitLayout(git: string, made: Pick<Made, 'dirs' | 'files'>): Promise<void> {
  const dirs = GIT_DIRS.map((d) => path.join(git, d))
  const files = GIT_FILES.map(([f, text]): [string, string] => [path.join(git, f), text])
  const head = path.join(git, 'HEAD')
  const [objects, objInfo, objPack, refs, heads, tags, info] = dirs as [string, string, string, string, string, string, string]
  const [exclude, description, config] = files as [[string, string], [string, string], [string, string]]
  await Promise.all([
    mkdirCb(objects).then(() => Promise.all([mkdirCb(objInfo), mkdirCb(objPack)])),
    mkdirCb(refs).then(() => Promise.all([mkdirCb(heads), mkdirCb(tags)])),
    mkdirCb(info).then(() => writeCb(exclude[0], exclude[1])),
    writeCb(description[0], description[1]),
    writeCb(config[0], config[1])
  ])
  // HEAD last: git only recognises the directory as a repository once HEAD is there.
  await writeCb(head, 'ref: refs/heads/main\n')
  made.dirs.push(...dirs)
  made.files.push(...files.map(([f]) => f), head)
}

const GIT_DIRS = ['objects', 'objects/info', 'objects/pack', 'refs', 'refs/heads', 'refs/tags', 'info'].map((d) => path.normalize(d))
const GIT_FILES: [string, string][] = [
  [path.normalize('info/exclude'), '# git ls-files --others --exclude-from=.git/info/exclude\n'],
  ['description', "Unnamed repository; edit this file 'description' to name the repository.\n"],
  ['config', GIT_CONFIG]
]

// ─── Folder snapshots: what copying a folder writes, listed once ─────────────────────────

/** Names never copied from a skill folder. */
const SKIPPED_NAMES = new Set(['.git', 'node_modules'])
/** Files up to this size are kept in memory by a snapshot (and written, not copied, per run). */
const INLINE_FILE_BYTES = 256 * 1024
/** …up to this much per snapshot; larger files and the rest are copied from the source per run. */
const INLINE_TOTAL_BYTES = 4 * 1024 * 1024

/**
 * A folder's contents as a copy plan (symlinks dereferenced, `.git` and `node_modules` left
 * out): the directories (parents first) and files, with their modes and, for small files, their
 * bytes. Copying it writes what `fs.cp(dir, dest, { recursive, dereference })` would.
 */
export interface FolderSnapshot {
  dirs: { rel: string; mode: number }[]
  files: { rel: string; src: string; mode: number; data?: Buffer }[]
}

/** List (and read the small files of) `dir` for `copySnapshot`. */
export async function snapshotFolder(dir: string): Promise<FolderSnapshot> {
  const snap: FolderSnapshot = { dirs: [], files: [] }
  let inlined = 0
  const walk = async (abs: string, rel: string, ancestors: Set<string>): Promise<void> => {
    const st = await stat(abs) // dereference: a symlink is copied as what it points to
    if (st.isDirectory()) {
      const id = `${st.dev}:${st.ino}`
      if (ancestors.has(id)) throw new Error(`cannot copy ${abs}: a symlink loops back to a parent folder`)
      snap.dirs.push({ rel, mode: st.mode & 0o7777 })
      const inner = new Set(ancestors).add(id)
      const names = (await readdir(abs)).filter((n) => !SKIPPED_NAMES.has(n)).sort()
      for (const n of names) await walk(path.join(abs, n), rel ? path.join(rel, n) : n, inner)
    } else if (st.isFile()) {
      const file: FolderSnapshot['files'][number] = { rel, src: abs, mode: st.mode & 0o7777 }
      if (st.size <= INLINE_FILE_BYTES && inlined + st.size <= INLINE_TOTAL_BYTES) {
        file.data = await fs.promises.readFile(abs)
        inlined += file.data.length
      }
      snap.files.push(file)
    } else {
      throw new Error(`cannot copy ${abs}: not a regular file or folder`)
    }
  }
  await walk(dir, '', new Set())
  return snap
}

let umaskBits: number | undefined
/** Permission bits a create call would drop (read once; the process umask does not change under us). */
function umask(): number {
  return (umaskBits ??= process.umask())
}

/**
 * Write `snap` at `dest` (which must not exist; its parent must). Modes are the source's, as
 * `fs.cp` leaves them.
 */
async function copySnapshot(snap: FolderSnapshot, dest: string, made: Made): Promise<void> {
  const mask = umask()
  const chmods: [string, number][] = []
  for (const d of snap.dirs) {
    const abs = d.rel ? path.join(dest, d.rel) : dest
    const create = (d.mode | 0o700) & 0o777 // writable by us until filled
    await mkdirCb(abs, create)
    made.dirs.push(abs)
    if ((create & ~mask) !== d.mode) chmods.push([abs, d.mode])
  }
  const writes: Promise<void>[] = []
  for (const f of snap.files) {
    const abs = path.join(dest, f.rel)
    made.files.push(abs)
    if (f.data && !(f.mode & mask)) {
      writes.push(writeCb(abs, f.data, { mode: f.mode, flag: 'wx' }))
    } else writes.push(copyFile(f.src, abs)) // keeps the source's mode
  }
  await Promise.all(writes)
  // Directories last, as fs.cp does (a read-only folder must be filled first).
  for (const [abs, mode] of chmods.reverse()) await chmod(abs, mode)
}

// ─── Workspaces ──────────────────────────────────────────────────────────────────────────

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

/** The eval's input files and the skill folder. */
async function copyInputs(dir: string, opts: CreateWorkspaceOptions, made: Made): Promise<void> {
  if (opts.files.length > 0) made.exact = false
  for (const f of opts.files) {
    const dest = confinedDest(dir, f.dest, 'eval file')
    await mkdir(path.dirname(dest), { recursive: true })
    // Dereference: a symlink in the user's repo becomes a plain copy, never a link out of the workspace.
    await cp(f.src, dest, { recursive: true, dereference: true, force: true, errorOnExist: false })
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

/** Default cap on the bytes copied into one run's `outputs/` (config `outputs-max-mb`). */
export const DEFAULT_OUTPUTS_MAX_BYTES = 20 * 1024 * 1024

/** A file the agent wrote that was not copied into `outputs/`. */
export interface SkippedOutput {
  path: string
  bytes?: number
  reason: 'over the outputs size cap' | 'more than one hard link' | 'not a regular file'
}

export interface CollectOutputsOptions {
  /** Total bytes copied at most (default `DEFAULT_OUTPUTS_MAX_BYTES`); files past it are skipped. */
  maxBytes?: number
  /** Receives every file not copied, with why. */
  skipped?: SkippedOutput[]
  /**
   * The workspace is thrown away (or emptied for reuse) right after, and nothing else can write to
   * it any more (no Bash, no Claude Code process): a small file is then moved into `destDir` (one
   * rename: no new file, and nothing left to unlink) when both are on one file system and the
   * file holds no registered secret (one that does is written redacted); otherwise copied.
   */
  move?: boolean
}

/**
 * Copy files the agent wrote (workspace-relative paths) into `destDir` (a run's `outputs/`),
 * keeping their relative layout, in path order. Skips files that no longer exist or resolve
 * outside the workspace; refuses (and lists in `opts.skipped`) anything that is not a regular
 * file, has more than one hard link (it may be a file outside the workspace), or does not fit
 * in what is left of the size cap. Returns the relative paths copied, sorted.
 */
export async function collectOutputs(wsDir: string, destDir: string, filesWritten: Iterable<string>, opts: CollectOutputsOptions = {}): Promise<string[]> {
  const wanted = [...new Set(filesWritten)].sort()
  // Synchronous for the small files a run writes (a thread-pool round trip per lstat, realpath,
  // open, read, write and close cost more than the calls themselves); larger ones asynchronously,
  // so a big output does not hold up the other runs' network traffic.
  fs.mkdirSync(destDir, { recursive: true })
  if (wanted.length === 0) return []
  const root = fs.realpathSync.native(wsDir)
  const wsAbs = path.resolve(wsDir)
  const destAbs = path.resolve(destDir)
  let budget = opts.maxBytes ?? DEFAULT_OUTPUTS_MAX_BYTES
  const copied: string[] = []
  for (const rel of wanted) {
    let src: string
    let dest: string
    try {
      src = confinedDest(wsAbs, rel, 'output')
      dest = confinedDest(destAbs, rel, 'output')
    } catch {
      continue
    }
    const shown = rel.split(path.sep).join('/')
    try {
      const st = fs.lstatSync(src)
      if (!st.isFile()) {
        // symlinks, FIFOs, sockets … are not collected (directories are not listed either)
        if (!st.isDirectory()) opts.skipped?.push({ path: shown, reason: 'not a regular file' })
        continue
      }
      if (st.nlink > 1) {
        opts.skipped?.push({ path: shown, bytes: st.size, reason: 'more than one hard link' })
        continue
      }
      const real = fs.realpathSync.native(src)
      const r = path.relative(root, real)
      if (r.startsWith('..') || path.isAbsolute(r)) continue
      if (st.size > budget) {
        opts.skipped?.push({ path: shown, bytes: st.size, reason: 'over the outputs size cap' })
        continue
      }
      const destParent = path.dirname(dest)
      if (destParent !== destAbs) fs.mkdirSync(destParent, { recursive: true })
      let copiedSize: number
      if (st.size <= SYNC_COPY_MAX_BYTES) {
        // Issue 17: a registered secret written by the agent is redacted in the copy. A file
        // that holds none is moved like any other (`move`): reading it back from the page cache
        // costs less than creating its copy and unlinking the original.
        if (secretCount() > 0) {
          const raw = fs.readFileSync(src)
          const data = redactBytes(raw)
          if (data === raw && opts.move && moveFile(src, dest)) {
            copiedSize = raw.byteLength
          } else {
            fs.writeFileSync(dest, data)
            copiedSize = data.byteLength
          }
        } else if (opts.move && moveFile(src, dest)) {
          copiedSize = st.size // nothing writes to the workspace any more (`move`)
        } else {
          fs.copyFileSync(src, dest)
          copiedSize = fs.lstatSync(dest).size
        }
      } else {
        if (secretCount() > 0) await writeFile(dest, redactBytes(await readFile(src)))
        else await copyFile(src, dest)
        copiedSize = (await lstat(dest)).size
      }
      // The copy is what counts: the file may have grown since the lstat.
      if (copiedSize > budget) {
        await rm(dest, { force: true })
        opts.skipped?.push({ path: shown, bytes: copiedSize, reason: 'over the outputs size cap' })
        continue
      }
      budget -= copiedSize
      copied.push(shown)
    } catch {
      // vanished or unreadable: skip
    }
  }
  return copied.sort()
}

/** Rename `src` to `dest` (a new name in the run's outputs/); false when it cannot (another file system, or `dest` exists). */
function moveFile(src: string, dest: string): boolean {
  try {
    // An existing `dest` would be replaced by rename: outputs/ starts empty, but be sure.
    if (fs.lstatSync(dest, { throwIfNoEntry: false }) !== undefined) return false
    fs.renameSync(src, dest)
    return true
  } catch {
    return false
  }
}

/** Outputs up to this size are copied with synchronous calls (see collectOutputs). */
const SYNC_COPY_MAX_BYTES = 256 * 1024

/** Markdown lines for the transcript naming the files not copied (empty when none). */
export function skippedOutputsNote(skipped: SkippedOutput[], maxBytes: number): string {
  if (skipped.length === 0) return ''
  const mb = (n: number) => `${(n / (1024 * 1024)).toFixed(1)} MB`
  const lines = skipped.map((s) => `- \`${s.path}\`${s.bytes !== undefined ? ` (${mb(s.bytes)})` : ''}: ${s.reason}`)
  return `\n## Outputs not copied\n\nCap: ${mb(maxBytes)} per run (outputs-max-mb).\n\n${lines.join('\n')}\n`
}
