/**
 * Per-run workspaces: a fresh temporary directory (a git repo when git is available) holding
 * the eval's input files and, for with-skill runs, the skill folder at `.claude/skills/<name>/`
 * (as Claude Code lays out project skills, so references and scripts can be read).
 */
import { execFile } from 'node:child_process'
import { copyFile, cp, lstat, mkdir, mkdtemp, realpath, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

export interface WorkspaceFile {
  /** Absolute source path (file or directory). */
  src: string
  /** Destination, relative to the workspace (POSIX or native separators). */
  dest: string
}

export interface CreateWorkspaceOptions {
  files: WorkspaceFile[]
  skill?: { name: string; dir: string }
  /** Parent directory for the workspace (default: the OS temp dir). */
  parentDir?: string
}

export interface Workspace {
  /** Absolute, symlink-free path of the workspace. */
  dir: string
  /** Remove the workspace. Safe to call more than once. */
  dispose(): Promise<void>
}

/** Resolve a workspace-relative destination, refusing anything that escapes the workspace. */
function confinedDest(root: string, rel: string, what: string): string {
  if (rel.trim() === '' || rel.includes('\0')) throw new Error(`${what}: empty or invalid path`)
  if (path.isAbsolute(rel) || /^[A-Za-z]:[\\/]/.test(rel)) throw new Error(`${what}: ${rel} must be relative to the workspace`)
  const abs = path.resolve(root, rel)
  const r = path.relative(root, abs)
  if (r === '' || r === '..' || r.startsWith('..' + path.sep) || path.isAbsolute(r)) {
    throw new Error(`${what}: ${rel} resolves outside the workspace`)
  }
  return abs
}

const SKILL_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/

function gitInit(dir: string): Promise<void> {
  return new Promise((resolve) => {
    execFile('git', ['init', '-q'], { cwd: dir, timeout: 15_000 }, () => resolve()) // git missing or failing: fine
  })
}

export async function createWorkspace(opts: CreateWorkspaceOptions): Promise<Workspace> {
  const parent = opts.parentDir ?? os.tmpdir()
  const dir = await realpath(await mkdtemp(path.join(parent, 'skill-evals-ws-')))
  let disposed: Promise<void> | null = null
  const ws: Workspace = {
    dir,
    dispose() {
      disposed ??= rm(dir, { recursive: true, force: true, maxRetries: 3 })
      return disposed
    }
  }
  try {
    await gitInit(dir)
    for (const f of opts.files) {
      const dest = confinedDest(dir, f.dest, 'eval file')
      await mkdir(path.dirname(dest), { recursive: true })
      // Dereference: a symlink in the user's repo becomes a plain copy, never a link out of the workspace.
      await cp(f.src, dest, { recursive: true, dereference: true, force: true, errorOnExist: false })
    }
    if (opts.skill) {
      if (!SKILL_NAME.test(opts.skill.name)) throw new Error(`invalid skill name for a folder: ${opts.skill.name}`)
      const dest = confinedDest(dir, path.join('.claude', 'skills', opts.skill.name), 'skill')
      await mkdir(path.dirname(dest), { recursive: true })
      await cp(opts.skill.dir, dest, {
        recursive: true,
        dereference: true,
        filter: (src) => !['.git', 'node_modules'].includes(path.basename(src))
      })
    }
  } catch (err) {
    await ws.dispose()
    throw err
  }
  return ws
}

/**
 * Copy files the agent wrote (workspace-relative paths) into `destDir` (a run's `outputs/`),
 * keeping their relative layout. Skips files that no longer exist, are not regular files, or
 * resolve outside the workspace. Returns the relative paths copied, sorted.
 */
export async function collectOutputs(wsDir: string, destDir: string, filesWritten: Iterable<string>): Promise<string[]> {
  const root = await realpath(wsDir)
  const copied: string[] = []
  await mkdir(destDir, { recursive: true })
  for (const rel of new Set(filesWritten)) {
    let src: string
    let dest: string
    try {
      src = confinedDest(root, rel, 'output')
      dest = confinedDest(path.resolve(destDir), rel, 'output')
    } catch {
      continue
    }
    try {
      const st = await lstat(src)
      if (!st.isFile()) continue // symlinks, directories, FIFOs … are not collected
      const real = await realpath(src)
      const r = path.relative(root, real)
      if (r.startsWith('..') || path.isAbsolute(r)) continue
      await mkdir(path.dirname(dest), { recursive: true })
      await copyFile(src, dest)
      copied.push(rel.split(path.sep).join('/'))
    } catch {
      // vanished or unreadable: skip
    }
  }
  return copied.sort()
}
