/**
 * Reading and writing one workspace file safely: only regular files (a FIFO swapped in at the last
 * moment cannot hang the run), never a file with more than one hard link (it may be a file
 * outside the workspace), never inside `.git`, confinement checked again right before a write.
 */
import { closeSync, constants as fsConstants, fstatSync, lstatSync, openSync, readFileSync, statSync, writeFileSync } from 'node:fs'

import { fail, type ToolContext } from './context.js'
import { displayPath, resolveInWorkspace, type ResolvedPath } from './confine.js'
import { MAX_READ_BYTES } from './limits.js'

export function looksBinary(buf: Buffer): boolean {
  return buf.subarray(0, 8192).includes(0)
}

export function fileKind(s: { isDirectory(): boolean; isFIFO(): boolean; isCharacterDevice(): boolean; isBlockDevice(): boolean; isSocket(): boolean }): string {
  if (s.isDirectory()) return 'a directory'
  if (s.isFIFO()) return 'a FIFO'
  if (s.isCharacterDevice() || s.isBlockDevice()) return 'a device file'
  if (s.isSocket()) return 'a socket'
  return 'not a regular file'
}

/**
 * A file with more than one hard link may be the same inode as a file outside the workspace
 * (issue 17): it is neither read, written through, searched nor copied into the results.
 */
export function hardLinkRefusal(label: string): string {
  return `Cannot use ${label}: it has more than one hard link (it may be a file outside the workspace).`
}

/** Read a regular file inside the workspace without following a last-moment swap to a FIFO. */
export async function readRegularFile(abs: string, label: string): Promise<Buffer> {
  const s = statSync(abs)
  if (!s.isFile()) fail(`Cannot read ${label}: it is ${fileKind(s)}.`)
  if (s.nlink > 1) fail(hardLinkRefusal(label))
  if (s.size > MAX_READ_BYTES) {
    fail(`Cannot read ${label}: it is ${s.size} bytes, over the ${MAX_READ_BYTES}-byte (1 MiB) read limit. Use Grep to search it instead.`)
  }
  // O_NONBLOCK so that a file replaced by a FIFO after the stat cannot hang the run.
  // Stryker disable next-line LogicalOperator: `abs` is a real path already resolved by resolveInWorkspace, so O_NOFOLLOW only matters when a link is swapped in between (a race no test can time)
  const fd = openSync(abs, fsConstants.O_RDONLY | fsConstants.O_NONBLOCK | (fsConstants.O_NOFOLLOW ?? 0))
  try {
    const s2 = fstatSync(fd)
    if (!s2.isFile()) fail(`Cannot read ${label}: it is ${fileKind(s2)}.`)
    if (s2.nlink > 1) fail(hardLinkRefusal(label))
    if (s2.size > MAX_READ_BYTES) fail(`Cannot read ${label}: it is over the 1 MiB read limit.`)
    return readFileSync(fd)
  } finally {
    closeSync(fd)
  }
}

export function isGitPath(rel: string): boolean {
  return rel === '.git' || rel.startsWith('.git/')
}

/** Re-check confinement after mkdir (a parent may have been created by a racing Bash) and write. */
export async function writeConfined(ctx: ToolContext, r: ResolvedPath, content: string): Promise<void> {
  const again = await resolveInWorkspace(ctx.workspaceDir, r.abs, 'file_path')
  if (again.exists) {
    const s = lstatSync(again.abs)
    if (!s.isFile()) fail(`Cannot write ${displayPath(again)}: it is ${fileKind(s)}.`)
    if (s.nlink > 1) fail(hardLinkRefusal(displayPath(again)))
  }
  writeFileSync(again.abs, content, { flag: 'w' })
}
