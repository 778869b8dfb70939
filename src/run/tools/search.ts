/**
 * The search tools: Glob (file names, the tools' lenient glob dialect of src/glob.ts) and Grep
 * (file contents, the linear-time regex engine of src/safe-regex.ts). Both list only files whose
 * real path is inside the workspace.
 */
import { readFile, realpath, stat } from 'node:fs/promises'
import path from 'node:path'

import { compileSafeRegex, type SafeRegex } from '../../safe-regex.js'
import { toolGlobToRegExp } from '../../glob.js'
import { bool, fail, str, type ToolContext, type ToolResult } from './context.js'
import { displayPath, isInside, realWorkspaceRoot, resolveInWorkspace, toPosix } from './confine.js'
import { fileKind, looksBinary } from './file-io.js'
import { MAX_GLOB_RESULTS, MAX_GREP_MATCHES, MAX_GREP_OUTPUT_CHARS, MAX_READ_BYTES } from './limits.js'
import { WALK_LIMIT, walkFiles } from './walk.js'

/** The tools' glob dialect (lenient; see src/glob.ts). */
export function globToRegExp(pattern: string, flags = ''): SafeRegex {
  try {
    return toolGlobToRegExp(pattern, flags)
  } catch (err) {
    fail(`Invalid glob pattern '${pattern}': ${(err as Error).message}`)
  }
}

export async function globTool(args: Record<string, unknown>, ctx: ToolContext): Promise<ToolResult> {
  let pattern = str(args, 'pattern') as string
  const base = await resolveInWorkspace(ctx.workspaceDir, str(args, 'path', { optional: true }) || '.', 'path')
  if (!base.exists) fail(`Directory does not exist: ${displayPath(base)}`)
  if (!(await stat(base.abs)).isDirectory()) fail(`Not a directory: ${displayPath(base)}`)
  if (path.isAbsolute(pattern)) {
    // An absolute pattern inside the workspace is accepted and made relative to `path`.
    const root = await realWorkspaceRoot(path.resolve(ctx.workspaceDir))
    const inRoot = isInside(root, pattern) ? pattern : isInside(path.resolve(ctx.workspaceDir), pattern) ? path.join(root, path.relative(path.resolve(ctx.workspaceDir), pattern)) : null
    if (inRoot === null || !isInside(base.abs, inRoot)) fail(`Access denied: pattern ${pattern} is outside the search directory.`)
    pattern = toPosix(path.relative(base.abs, inRoot))
  }
  pattern = pattern.replace(/^\.\//, '')
  if (pattern.split('/').includes('..')) fail('Glob patterns may not contain "..".')
  const re = globToRegExp(pattern)
  const realRoot = await realWorkspaceRoot(path.resolve(ctx.workspaceDir))
  const files = await walkFiles(base.abs, WALK_LIMIT)
  const matches: string[] = []
  for (const f of files) {
    if (!re.test(f)) continue
    const abs = path.join(base.abs, f)
    // Symlinks are listed only when they point at a file inside the workspace.
    try {
      const real = await realpath(abs)
      if (!isInside(realRoot, real) || !(await stat(real)).isFile()) continue
    } catch {
      continue
    }
    matches.push(toPosix(path.relative(realRoot, abs)))
  }
  matches.sort()
  if (matches.length === 0) return { output: 'No files found.', isError: false }
  const shown = matches.slice(0, MAX_GLOB_RESULTS)
  let out = shown.join('\n')
  if (matches.length > shown.length) out += `\n… (${matches.length - shown.length} more; narrow the pattern)`
  return { output: out, isError: false }
}

/**
 * The text of a file Grep may search: its real path inside the workspace, a regular file with one
 * link, within the read cap, not binary. Undefined for anything else (skipped silently).
 */
async function searchableText(abs: string, realRoot: string): Promise<string | undefined> {
  let real: string
  try {
    real = await realpath(abs)
  } catch {
    return undefined
  }
  if (!isInside(realRoot, real)) return undefined
  let buf: Buffer
  try {
    const s = await stat(real)
    if (!s.isFile() || s.nlink > 1 || s.size > MAX_READ_BYTES) return undefined
    buf = await readFile(real)
  } catch {
    return undefined
  }
  if (looksBinary(buf)) return undefined
  return buf.toString('utf8')
}

export async function grepTool(args: Record<string, unknown>, ctx: ToolContext): Promise<ToolResult> {
  const pattern = str(args, 'pattern') as string
  const ignoreCase = bool(args, '-i')
  const globPattern = str(args, 'glob', { optional: true })
  // Linear-time engine (RE2 syntax, src/safe-regex.ts): the pattern is the model's, so a
  // catastrophic one such as ^(a+)+$ must not freeze the process.
  let re: SafeRegex
  try {
    re = compileSafeRegex(pattern, ignoreCase ? 'i' : '')
  } catch (err) {
    fail(`Invalid regular expression: ${(err as Error).message}`)
  }
  const base = await resolveInWorkspace(ctx.workspaceDir, str(args, 'path', { optional: true }) || '.', 'path')
  if (!base.exists) fail(`Path does not exist: ${displayPath(base)}`)
  const realRoot = await realWorkspaceRoot(path.resolve(ctx.workspaceDir))
  const globRe = globPattern ? globToRegExp(globPattern.replace(/^\.\//, '')) : null
  const globOnBasename = globPattern ? !globPattern.includes('/') : false

  const baseStat = await stat(base.abs)
  let candidates: string[] // absolute
  if (baseStat.isDirectory()) candidates = (await walkFiles(base.abs, WALK_LIMIT)).sort().map((f) => path.join(base.abs, f))
  else if (baseStat.isFile()) candidates = [base.abs]
  else fail(`Cannot search ${displayPath(base)}: it is ${fileKind(baseStat)}.`)

  const lines: string[] = []
  let total = 0
  let chars = 0
  let truncated = false
  for (const abs of candidates) {
    const relFromBase = toPosix(path.relative(base.abs, abs)) || path.basename(abs)
    if (globRe && !globRe.test(globOnBasename ? path.basename(abs) : relFromBase)) continue
    const text = await searchableText(abs, realRoot)
    if (text === undefined) continue
    const rel = toPosix(path.relative(realRoot, abs))
    const fileLines = text.split(/\r?\n/)
    for (let i = 0; i < fileLines.length; i++) {
      if (!re.test(fileLines[i])) continue
      total++
      if (truncated) continue
      let text = fileLines[i]
      if (text.length > 500) text = text.slice(0, 500) + '…'
      const line = `${rel}:${i + 1}:${text}`
      if (lines.length >= MAX_GREP_MATCHES || chars + line.length > MAX_GREP_OUTPUT_CHARS) {
        truncated = true
        continue
      }
      lines.push(line)
      chars += line.length + 1
    }
  }
  if (total === 0) return { output: 'No matches found.', isError: false }
  let out = lines.join('\n')
  if (truncated) out += `\n… (${total - lines.length} more matches not shown; narrow the search)`
  return { output: out, isError: false }
}
