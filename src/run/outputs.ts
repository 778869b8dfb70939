/**
 * Collecting a run's outputs: the files the agent wrote, copied (or moved) from its workspace into
 * the run's `outputs/`, confined to the workspace, regular files only, no hard links, within a
 * size cap, registered secrets redacted (issue 17); and the transcript's note of what was left out.
 */
import * as fs from 'node:fs'
import { copyFile, lstat, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { leavesFolder } from '../paths.js'
import { redactBytes, secretCount } from '../redact/index.js'
import { confinedDest } from './workspace.js'

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
      if (leavesFolder(r)) continue // (a file named '..notes.md' at the top is inside)
      if (st.size > budget) {
        opts.skipped?.push({ path: shown, bytes: st.size, reason: 'over the outputs size cap' })
        continue
      }
      const destParent = path.dirname(dest)
      if (destParent !== destAbs) fs.mkdirSync(destParent, { recursive: true })
      const copiedSize = await copyOutput(src, dest, st.size, opts.move)
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

/**
 * Copy one output to `dest` (or, with `move`, rename it there) and return the bytes written.
 * Issue 17: a registered secret written by the agent is redacted in the copy. A small file that
 * holds none is moved like any other (`move`): reading it back from the page cache costs less
 * than creating its copy and unlinking the original. Small files with synchronous calls, larger
 * ones asynchronously (see collectOutputs).
 */
async function copyOutput(src: string, dest: string, size: number, move: boolean | undefined): Promise<number> {
  if (size <= SYNC_COPY_MAX_BYTES) {
    if (secretCount() > 0) {
      const raw = fs.readFileSync(src)
      const data = redactBytes(raw)
      if (data === raw && move && moveFile(src, dest)) return raw.byteLength
      fs.writeFileSync(dest, data)
      return data.byteLength
    }
    if (move && moveFile(src, dest)) return size // nothing writes to the workspace any more (`move`)
    fs.copyFileSync(src, dest)
    return fs.lstatSync(dest).size
  }
  if (secretCount() > 0) await writeFile(dest, redactBytes(await readFile(src)))
  else await copyFile(src, dest)
  return (await lstat(dest)).size
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
