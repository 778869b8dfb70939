/**
 * The few `fs/promises` calls discovery makes, done synchronously behind the same promise-returning
 * signatures. Discovery reads a handful of small files per skill, one after another (the order of
 * its findings and of "first one wins" rules depends on it); done asynchronously each call waits a
 * thread-pool round trip, which on a busy 2-core runner costs more than the call itself. This is
 * what start to first API call spends on a repository of 100 skills (npm run bench).
 *
 * Issue 33, row J: every repository file discovery reads goes through `readFile`/`readCapped`
 * here, and is never read through a link that leads out of the repository. The repositories being
 * discovered are registered (`registerRepoRoot`, by loadRepo and the loaders other layers call);
 * a file below a registered root is read only when its real path stays inside the root's real
 * path, opened with O_NOFOLLOW, with its size checked on the open descriptor before any read
 * (src/safe-fs.ts). The error names the file, never the link's target or its content.
 */
import * as fs from 'node:fs'
import path from 'node:path'
import { leavesFolder } from '../paths.js'
import { readInsideRoot } from '../safe-fs.js'

function settle<T>(f: () => T): Promise<T> {
  try {
    return Promise.resolve(f())
  } catch (err) {
    return Promise.reject(err as Error)
  }
}

const roots = new Set<string>()

/** Files below `root` are read only without leaving it (see the module comment). */
export function registerRepoRoot(root: string): void {
  roots.add(path.resolve(root))
}

/** The innermost registered repository that lexically holds `p`. */
function rootOf(p: string): string | undefined {
  const abs = path.resolve(p)
  let best: string | undefined
  for (const r of roots) {
    const rel = path.relative(r, abs)
    if ((rel === '' || !leavesFolder(rel)) && (best === undefined || r.length > best.length)) best = r
  }
  return best
}

function read(p: string, maxBytes?: number, what?: string): Buffer {
  const root = rootOf(p)
  if (root === undefined) {
    if (maxBytes === undefined) return fs.readFileSync(p)
    return readInsideRoot(undefined, p, { maxBytes, ...(what ? { what } : {}), display: p })
  }
  const display = path.relative(root, path.resolve(p)).split(path.sep).join('/')
  return readInsideRoot(root, p, { display, ...(maxBytes !== undefined ? { maxBytes } : {}), ...(what ? { what } : {}) })
}

export const stat = (p: string): Promise<fs.Stats> => settle(() => fs.statSync(p))
export const lstat = (p: string): Promise<fs.Stats> => settle(() => fs.lstatSync(p))
export const realpath = (p: string): Promise<string> => settle(() => fs.realpathSync.native(p))
export function readFile(p: string): Promise<Buffer>
export function readFile(p: string, encoding: 'utf8'): Promise<string>
export function readFile(p: string, encoding?: 'utf8'): Promise<Buffer | string> {
  return settle(() => (encoding ? read(p).toString('utf8') : read(p)))
}
/**
 * Read at most `maxBytes`: a larger file is refused (UnsafePathError, reason `too-large`) after an
 * fstat of the open file, before any of it is read. `what` names the files, plural, in the message.
 */
export function readCapped(p: string, maxBytes: number, what: string): Promise<Buffer> {
  return settle(() => read(p, maxBytes, what))
}
export function readdir(p: string): Promise<string[]>
export function readdir(p: string, o: { withFileTypes: true }): Promise<fs.Dirent[]>
export function readdir(p: string, o?: { withFileTypes: true }): Promise<string[] | fs.Dirent[]> {
  return settle(() => (o ? fs.readdirSync(p, o) : fs.readdirSync(p)))
}
