/**
 * Confinement of the agent's paths to the run's workspace: a path may be workspace-relative or
 * absolute-inside-the-workspace; anything that resolves outside (`../`, absolute paths elsewhere,
 * symlinks pointing out: checked with `realpath` of the nearest existing ancestor, broken links
 * refused) is refused. Outputs name files by their workspace-relative path (never the temp dir).
 */
import { lstatSync, realpathSync } from 'node:fs'
import { realpath } from 'node:fs/promises'
import path from 'node:path'

import { leavesFolder } from '../../paths.js'
import { fail, type ToolContext } from './context.js'

export interface ResolvedPath {
  /** Absolute path inside the real workspace (symlinks resolved where they exist). */
  abs: string
  /** Workspace-relative POSIX path ('' for the workspace itself). */
  rel: string
  /** Whether something exists at the path. */
  exists: boolean
}

export function isInside(root: string, p: string): boolean {
  const rel = path.relative(root, p)
  return rel === '' || !leavesFolder(rel)
}

export function toPosix(rel: string): string {
  return rel.split(path.sep).join('/')
}

/**
 * A workspace root's real path, resolved once per root (a tool call resolves paths against it
 * several times). Later changes to the path's components do not move the root: the agent's
 * paths stay confined to the folder the run started in. Bounded: the oldest roots are dropped.
 */
const realRoots = new Map<string, Promise<string>>()
export function realWorkspaceRoot(root: string): Promise<string> {
  let r = realRoots.get(root)
  if (!r) {
    r = realpath(root)
    realRoots.set(root, r)
    r.catch(() => realRoots.delete(root))
    if (realRoots.size > 256) realRoots.delete(realRoots.keys().next().value!)
  }
  return r
}

/**
 * Resolve a path given by the agent to a location inside the workspace, or throw a refusal.
 * Checks the lexical path first, then the realpath of the nearest existing ancestor (so a
 * symlink anywhere along the way that points out is caught), and refuses broken symlinks.
 */
export async function resolveInWorkspace(workspaceDir: string, p: unknown, what = 'path'): Promise<ResolvedPath> {
  if (typeof p !== 'string' || p.trim() === '') fail(`${what} must be a non-empty string.`)
  if (p.includes('\0')) fail(`${what} contains a NUL byte.`)
  const root = path.resolve(workspaceDir)
  const realRoot = await realWorkspaceRoot(root)
  let abs: string
  if (path.isAbsolute(p)) {
    const norm = path.resolve(p)
    if (isInside(realRoot, norm)) abs = norm
    else if (isInside(root, norm)) abs = path.join(realRoot, path.relative(root, norm))
    else fail(`Access denied: ${p} is outside the workspace. Use paths inside the current directory.`)
  } else {
    abs = path.resolve(realRoot, p)
    if (!isInside(realRoot, abs)) fail(`Access denied: ${p} resolves outside the workspace.`)
  }

  // The file system calls of the path checks, Read and Write are synchronous: each is one small
  // metadata call on this thread, where the asynchronous form costs a thread-pool round trip
  // (queue, wake-up, completion event) that on a busy 2-core runner outweighs the call itself.
  // Walk up to the nearest existing ancestor (lstat: a dangling symlink "exists").
  let probe = abs
  const tail: string[] = []
  // Stryker disable next-line BooleanLiteral: the loop below always sets it before it is read (it ends only on an entry that exists: the root does)
  let probeIsLink = true
  for (;;) {
    // throwIfNoEntry: a missing entry (every new file) is the common case, not worth an exception.
    const st = lstatSync(probe, { throwIfNoEntry: false })
    if (st) {
      probeIsLink = st.isSymbolicLink()
      break
    }
    tail.unshift(path.basename(probe))
    probe = path.dirname(probe)
  }
  let realProbe: string
  try {
    // The root itself, or a plain entry right in it, is its own real path: no realpath (one
    // readlink per path component) needed. Anything deeper, or a symlink, is resolved.
    realProbe = probe === realRoot || (!probeIsLink && path.dirname(probe) === realRoot) ? probe : realpathSync.native(probe)
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code
    if (code === 'ENOENT' || code === 'ELOOP') fail(`Access denied: ${p} is (or goes through) a broken symlink.`)
    throw err
  }
  if (!isInside(realRoot, realProbe)) fail(`Access denied: ${p} resolves outside the workspace (through a symlink).`)
  const finalAbs = path.join(realProbe, ...tail)
  return { abs: finalAbs, rel: toPosix(path.relative(realRoot, finalAbs)), exists: tail.length === 0 }
}

export function displayPath(r: ResolvedPath): string {
  return r.rel === '' ? '.' : r.rel
}

/** Replace the workspace's absolute path in error messages by `.` (stable, short outputs). */
export function sanitizeMessage(msg: string, ctx: ToolContext): string {
  const root = path.resolve(ctx.workspaceDir)
  return msg.split(root + path.sep).join('').split(root).join('.')
}
