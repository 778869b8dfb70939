/** Path helpers shared by every layer. */
import { isAbsolute, relative, resolve, sep } from 'node:path'

/**
 * Whether a `path.relative()` result leaves its base folder: `..`, `../…` or an absolute path
 * (another drive). A name that only starts with two dots (`..notes.md`) is inside.
 */
export function leavesFolder(rel: string): boolean {
  return rel === '..' || rel.startsWith('..' + sep) || isAbsolute(rel)
}

/** A path for outputs and messages: relative to the workspace when inside it, else absolute. */
export function displayPath(ctx: { workspace: string }, p: string): string {
  const abs = resolve(p)
  const rel = relative(resolve(ctx.workspace), abs)
  return rel === '' ? '.' : leavesFolder(rel) ? abs : rel.split('\\').join('/')
}

/** `eval-<id>-<slug>`: the folder name skill-creator's tools read the id back from. */
export function evalDirName(e: { id: string | number; prompt: string }): string {
  // The first six words (runs of a-z0-9 after folding accents), joined by single dashes, cut to 40
  // characters without a dash at the end.
  const slug = e.prompt
    .toLowerCase()
    .normalize('NFKD')
    .split(/[^a-z0-9]/)
    .filter(Boolean)
    .slice(0, 6)
    .join('-')
    .slice(0, 40)
    .replace(/-$/, '')
  const id = String(e.id).replace(/[^A-Za-z0-9_.]+/g, '_')
  return slug ? `eval-${id}-${slug}` : `eval-${id}`
}

/** Bytes one file name may take on the file systems runs write to (ext4, xfs, btrfs, tmpfs, APFS). */
export const MAX_NAME_BYTES = 255

/** PATH_MAX on Linux: the longest path a system call takes, in bytes (with the final NUL). */
export const PATH_MAX_BYTES = 4096

/**
 * Issue 33 (must 8): the longest path the harness builds below a folder it writes into (the
 * results folder, a run's workspace), in bytes. 1024 bytes of PATH_MAX are left for that folder's
 * own path (`--out`, the temp folder), so a path that fits here fits on every run.
 */
export const MAX_RUN_PATH_BYTES = PATH_MAX_BYTES - 1024

/**
 * The longest folder a run's files go in below the results folder:
 * `<skill>/iteration-<N>/eval-<id>-<slug>/<configuration>/run-<K>/outputs/`, with a 6-digit
 * iteration, a 4-digit trial and the longest configuration name. An eval file's path is added to
 * it (the agent may write it back, and a name clash keeps the listed path in the workspace).
 */
export function runOutputsPrefix(skill: string, evalDir: string): string {
  return `${skillFolderName(skill)}/iteration-999999/${evalDir}/without_skill/run-9999/outputs/`
}

/**
 * The folder name of a skill in results, workspaces and generated files. A plugin's skill is
 * named `<plugin>:<skill>`, and ':' is refused in artifact paths (actions/upload-artifact) and on
 * Windows, so it becomes `__` (a pair that no valid skill or plugin name holds); other names are
 * their own folder, as skill-creator's tools expect.
 */
export function skillFolderName(name: string): string {
  return name.replace(/:/g, '__')
}

/** The skill name a results folder stands for (`skillFolderName` reversed). */
export function skillNameOfFolder(folder: string): string {
  return folder.replace('__', ':')
}
