/** Path helpers shared by every layer. */
import { isAbsolute, relative, resolve } from 'node:path'

/** A path for outputs and messages: relative to the workspace when inside it, else absolute. */
export function displayPath(ctx: { workspace: string }, p: string): string {
  const abs = resolve(p)
  const rel = relative(resolve(ctx.workspace), abs)
  return rel === '' ? '.' : rel.startsWith('..') || isAbsolute(rel) ? abs : rel.split('\\').join('/')
}
