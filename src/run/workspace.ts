/**
 * Per-run workspaces: a fresh temporary directory holding the eval's input files and, for
 * with-skill runs, the skill folder at `.claude/skills/<name>/` (as Claude Code lays out project
 * skills, so references and scripts can be read).
 *
 * Every workspace is its own (empty) git repository, so tools that look for the project root
 * (`git rev-parse --show-toplevel`, Claude Code's project-skill walk) stop at the workspace and
 * never reach an enclosing repo. The repository is made by writing the layout `git init` would
 * write (see `initGitLayout`), not by spawning git: a child process per run dominated the cost
 * of a workspace at scale.
 */
import { copyFile, cp, lstat, mkdir, mkdtemp, realpath, rm, writeFile } from 'node:fs/promises'
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
  await Promise.all([
    mkdir(path.join(git, 'objects', 'info'), { recursive: true }),
    mkdir(path.join(git, 'objects', 'pack'), { recursive: true }),
    mkdir(path.join(git, 'refs', 'heads'), { recursive: true }),
    mkdir(path.join(git, 'refs', 'tags'), { recursive: true }),
    mkdir(path.join(git, 'info')).then(() =>
      writeFile(path.join(git, 'info', 'exclude'), '# git ls-files --others --exclude-from=.git/info/exclude\n')
    ),
    writeFile(path.join(git, 'description'), "Unnamed repository; edit this file 'description' to name the repository.\n"),
    writeFile(path.join(git, 'config'), GIT_CONFIG)
  ])
  // HEAD last: git only recognises the directory as a repository once HEAD is there.
  await writeFile(path.join(git, 'HEAD'), 'ref: refs/heads/main\n')
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
    await initGitLayout(dir)
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
