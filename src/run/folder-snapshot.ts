/**
 * Folder snapshots: what copying a folder (a skill folder, an eval's input folder) writes, listed
 * once (`snapshotFolder`) and written per workspace (`copySnapshot`), with the small files kept in
 * memory. A symbolic link is copied as what it points to only while it stays inside the folder
 * (issue 33 row D); one that leads out throws `LinkOutOfFolderError`.
 */
import * as fs from 'node:fs'
import { chmod, copyFile, lstat, readdir, realpath, stat } from 'node:fs/promises'
import path from 'node:path'
import { leavesFolder } from '../paths.js'
import { mkdirCb, writeCb } from './workspace-fs.js'

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

/**
 * A symbolic link in a folder being copied into a workspace that leads out of that folder (issue
 * 33 row D: `references/x -> /proc/self/environ` would put the harness's environment in the
 * workspace). `validate` reports these first; the copy refuses them too.
 */
export class LinkOutOfFolderError extends Error {
  constructor(readonly link: string, readonly folder: string) {
    super(`cannot copy ${link}: a symbolic link that leads out of ${folder} (links are copied only when they stay inside the folder)`)
    this.name = 'LinkOutOfFolderError'
  }
}

/** Whether the real path `p` lies inside the real folder `root`. */
export const insideReal = (root: string, p: string): boolean => {
  const rel = path.relative(root, p)
  return rel === '' || !leavesFolder(rel)
}

/**
 * List (and read the small files of) `dir` for `copySnapshot`. A symbolic link inside `dir` is
 * copied as what it points to when its target (every link resolved) lies inside `dir`; a link
 * that leads out of it, or dangles, throws `LinkOutOfFolderError` before anything is read.
 */
export async function snapshotFolder(dir: string, within?: string): Promise<FolderSnapshot> {
  const snap: FolderSnapshot = { dirs: [], files: [] }
  let inlined = 0
  const start = await realpath(dir)
  const root = within ?? start
  const walk = async (abs: string, rel: string, ancestors: Set<string>): Promise<void> => {
    let src = abs
    if (rel !== '' && (await lstat(abs)).isSymbolicLink()) {
      const real = await realpath(abs).catch(() => undefined)
      if (real === undefined || !insideReal(root, real)) throw new LinkOutOfFolderError(abs, dir)
      src = real // read the target itself: nothing can swap a link in between
    }
    const st = await stat(src) // a link inside the folder is copied as what it points to
    if (st.isDirectory()) {
      const id = `${st.dev}:${st.ino}`
      if (ancestors.has(id)) throw new Error(`cannot copy ${abs}: a symlink loops back to a parent folder`)
      snap.dirs.push({ rel, mode: st.mode & 0o7777 })
      const inner = new Set(ancestors).add(id)
      const names = (await readdir(src)).filter((n) => !SKIPPED_NAMES.has(n)).sort()
      for (const n of names) await walk(path.join(src, n), rel ? path.join(rel, n) : n, inner)
    } else if (st.isFile()) {
      const file: FolderSnapshot['files'][number] = { rel, src, mode: st.mode & 0o7777 }
      if (st.size <= INLINE_FILE_BYTES && inlined + st.size <= INLINE_TOTAL_BYTES) {
        file.data = await fs.promises.readFile(src)
        inlined += file.data.length
      }
      snap.files.push(file)
    } else {
      throw new Error(`cannot copy ${abs}: not a regular file or folder`)
    }
  }
  await walk(start, '', new Set())
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
export async function copySnapshot(snap: FolderSnapshot, dest: string, made: { dirs: string[]; files: string[] }): Promise<void> {
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
