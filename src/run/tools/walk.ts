/** The walk of a folder's files that Glob, Grep and the Bash write detector share: bounded, `.git` and `node_modules` skipped. */
import { readdir } from 'node:fs/promises'
import path from 'node:path'

/** Directories never walked by Glob/Grep (nor by the Bash write detector). */
const SKIP_DIRS = new Set(['.git', 'node_modules'])

/** Hard cap on files visited by a walk, to bound the work of one call. */
export const WALK_LIMIT = 50_000

/** Walk regular files under dir (not following symlinked directories), yielding paths relative to dir. */
export async function walkFiles(dir: string, limit: number): Promise<string[]> {
  const out: string[] = []
  const stack: string[] = ['']
  while (stack.length > 0 && out.length < limit) {
    const rel = stack.pop() as string
    let entries
    try {
      entries = await readdir(path.join(dir, rel), { withFileTypes: true })
    } catch {
      continue
    }
    entries.sort((a, b) => (a.name < b.name ? 1 : a.name > b.name ? -1 : 0))
    for (const e of entries) {
      const childRel = rel === '' ? e.name : `${rel}/${e.name}`
      if (e.isDirectory()) {
        if (!SKIP_DIRS.has(e.name)) stack.push(childRel)
      } else if (e.isFile() || e.isSymbolicLink()) {
        out.push(childRel)
        if (out.length >= limit) break
      }
    }
  }
  return out
}
