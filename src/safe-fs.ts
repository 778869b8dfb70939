/**
 * Issue 33 (rows C, J, K): file-system rules at the trust boundary, shared by every layer.
 *
 * - `readInsideRoot`: a repository file the harness reads (evals/config.yaml, suites, SKILL.md,
 *   trust files, golden sets) is read only when its real path stays inside the repository's real
 *   path, opened with O_NOFOLLOW (so the final name cannot be swapped for a link between the
 *   check and the open), and its size is checked with fstat on that descriptor before anything is
 *   read: a 200 MB file is refused without reading it. The error names the file, never the
 *   target or its content.
 * - `checkFolderInside`: a folder the harness writes and reads back (the response cache, the
 *   results folder) must not be reached through a symbolic link: no component from its root down
 *   to it may be a link, and it must lie inside that root.
 * - `effectiveCacheDir`: on pull_request runs the response cache is never read from the checkout.
 */
import * as fs from 'node:fs'
import os from 'node:os'
import * as path from 'node:path'
import { leavesFolder } from './paths.js'

export type UnsafeReason = 'outside' | 'too-large' | 'not-file' | 'link'

/** A repository file or folder the harness refuses (the message names it, nothing else). */
export class UnsafePathError extends Error {
  constructor(
    message: string,
    readonly reason: UnsafeReason,
    readonly file: string,
  ) {
    super(message)
    this.name = 'UnsafePathError'
  }
}

const isInside = (root: string, p: string): boolean => {
  const rel = path.relative(root, p)
  // Stryker disable next-line ConditionalExpression,StringLiteral: leavesFolder('') is false, so the empty-path test only short-cuts the same answer
  return rel === '' || !leavesFolder(rel)
}

const realRoots = new Map<string, string>()
function realRoot(root: string): string {
  let r = realRoots.get(root)
  // Stryker disable next-line ConditionalExpression: a memo: resolving the root again gives the same real path, only at the cost of a realpath call
  if (r === undefined) {
    try {
      r = fs.realpathSync.native(root)
    } catch {
      r = path.resolve(root)
    }
    realRoots.set(root, r)
  }
  return r
}

const O_NOFOLLOW = fs.constants.O_NOFOLLOW ?? 0

export interface ReadInsideOptions {
  /** Bytes beyond which the file is refused before it is read. */
  maxBytes?: number
  /** How the file is named in messages (a repository-relative path); defaults to the path relative to root. */
  display?: string
  /** What the capped files are, plural, for the size message ("configuration files"). */
  what?: string
}

/**
 * Whether `abs` resolves (following every link) to a path inside `root`'s real path; throws the
 * errors `realpath` throws (ENOENT, ENOTDIR, ELOOP) otherwise.
 */
export function resolveInsideRoot(root: string, abs: string, display?: string): string {
  const real = fs.realpathSync.native(abs)
  if (!isInside(realRoot(root), real)) {
    const name = display ?? (path.relative(root, abs).split(path.sep).join('/') || abs)
    throw new UnsafePathError(`${name} is a symbolic link (or lies below one) that leads out of the repository; it is not read.`, 'outside', name)
  }
  return real
}

/**
 * Read a repository file without following links out of `root` (see the module comment).
 * Throws `UnsafePathError` for a link out, a non-regular file or a file over `maxBytes`, and the
 * file system's own errors (ENOENT …) otherwise.
 */
export function readInsideRoot(root: string | undefined, abs: string, o: ReadInsideOptions = {}): Buffer {
  const name = o.display ?? (root === undefined ? abs : path.relative(root, abs).split(path.sep).join('/') || abs)
  // (no root: a file outside every repository, read where it leads, with the size cap alone)
  const real = root === undefined ? fs.realpathSync.native(abs) : resolveInsideRoot(root, abs, name)
  let fd: number
  try {
    fd = fs.openSync(real, fs.constants.O_RDONLY | O_NOFOLLOW)
  } catch (e) {
    // Stryker disable next-line ConditionalExpression,EqualityOperator,StringLiteral: ELOOP here needs the file swapped for a link between the realpath and the open (a race no unit test can time); row J's tests hold the links that exist before the read
    if ((e as NodeJS.ErrnoException).code === 'ELOOP') throw new UnsafePathError(`${name} was replaced by a symbolic link while being read; it is not read.`, 'link', name)
    throw e
  }
  try {
    const st = fs.fstatSync(fd)
    if (!st.isFile()) throw new UnsafePathError(`${name} is not a regular file.`, 'not-file', name)
    if (o.maxBytes !== undefined && st.size > o.maxBytes) {
      throw new UnsafePathError(`${name} is ${st.size} bytes; ${o.what ?? 'files'} larger than ${o.maxBytes} bytes are not read.`, 'too-large', name)
    }
    const size = st.size
    const buf = Buffer.allocUnsafe(size)
    let got = 0
    // Stryker disable next-line EqualityOperator: one more pass reads 0 bytes and breaks
    while (got < size) {
      // Stryker disable next-line ArithmeticOperator: a regular file is read whole by the first call (got = 0), where size - got and size + got are equal
      const n = fs.readSync(fd, buf, got, size - got, got)
      // Stryker disable next-line ConditionalExpression: reached only when the file shrinks between the fstat and the read (a race no unit test can time)
      if (n === 0) break
      got += n
    }
    // A file that grew since the fstat is read to the size it had (never past the cap).
    // Stryker disable next-line ConditionalExpression,EqualityOperator: got differs from size only when the file shrank during the read (a race); otherwise both branches give the same bytes
    return got === size ? buf : buf.subarray(0, got)
  } finally {
    fs.closeSync(fd)
  }
}

/**
 * Refuse a folder the harness writes into and reads back (response cache, results) when it lies
 * outside `root` or any component from `root` down to it is a symbolic link. Components that do
 * not exist yet are fine (the harness creates them as real folders). `what` names the folder in
 * the message ("cache-dir", "the results folder").
 */
export function checkFolderInside(root: string, dir: string, what: string): void {
  const r = path.resolve(root)
  const d = path.resolve(dir)
  if (!isInside(r, d)) throw new UnsafePathError(`${what} ${d} is outside ${r}; it is refused.`, 'outside', d)
  const rel = path.relative(r, d)
  let at = r
  // Stryker disable next-line ArrayDeclaration: for the root itself a made-up component does not exist, and a missing component ends the check as the empty list does
  for (const part of rel === '' ? [] : rel.split(path.sep)) {
    at = path.join(at, part)
    let st: fs.Stats
    try {
      st = fs.lstatSync(at)
    } catch {
      return // not there yet: created as a real folder
    }
    if (st.isSymbolicLink()) {
      throw new UnsafePathError(`${what} ${d}: ${at} is a symbolic link; the harness does not write or read through links (remove the link or choose another folder).`, 'link', at)
    }
    if (!st.isDirectory()) throw new UnsafePathError(`${what} ${d}: ${at} is not a folder.`, 'not-file', at)
  }
}

/**
 * The root a folder option is checked against: the repository when the folder lies inside it,
 * else the folder's parent (a trusted path given outside the repository: only the folder itself
 * must not be a link).
 */
export function folderRoot(repoRoot: string, dir: string): string {
  const d = path.resolve(dir)
  return isInside(path.resolve(repoRoot), d) ? path.resolve(repoRoot) : path.dirname(d)
}

/** Whether this process runs for a pull request (GitHub Actions' event name). */
export function isPullRequestEvent(env: NodeJS.ProcessEnv = process.env): boolean {
  // Stryker disable next-line StringLiteral: any string that is not a pull-request event name gives the same answer for an unset variable
  const e = env.GITHUB_EVENT_NAME ?? ''
  return e === 'pull_request' || e === 'pull_request_target' || e === 'pull_request_review' || e === 'pull_request_review_comment'
}

/** The cache folder used on pull_request runs when the configured one lies in the checkout. */
export function pullRequestCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.join(env.RUNNER_TEMP || os.tmpdir(), 'skill-evals-cache')
}

export interface EffectiveCacheDir {
  dir: string
  /** Set when the configured folder was replaced: the line to print. */
  note?: string
}

/**
 * Row C: on pull_request runs the response cache is never read from the checkout. A cache folder
 * inside the repository (or the workspace) is replaced by `$RUNNER_TEMP/skill-evals-cache`, with
 * one line saying so; elsewhere the configured folder is used as it is.
 */
export function effectiveCacheDir(repoRoot: string, cacheDir: string, env: NodeJS.ProcessEnv = process.env): EffectiveCacheDir {
  const dir = path.resolve(repoRoot, cacheDir)
  if (!isPullRequestEvent(env)) return { dir }
  // Stryker disable next-line ArrayDeclaration: a made-up relative root lies inside the working folder under a name no cache folder has
  const roots = [path.resolve(repoRoot), ...(env.GITHUB_WORKSPACE ? [path.resolve(env.GITHUB_WORKSPACE)] : [])]
  if (!roots.some((r) => isInside(r, dir))) return { dir }
  const moved = pullRequestCacheDir(env)
  return {
    dir: moved,
    note: `cache-dir ${dir} is inside the checkout: on pull_request runs the response cache is never read from the checkout; using ${moved}.`,
  }
}
