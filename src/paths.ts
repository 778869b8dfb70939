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
