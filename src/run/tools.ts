/**
 * The agent's tools for an eval run: Read, Write, Edit, Glob, Grep, Bash (opt-in) and Skill
 * (discover mode). Every file tool is confined to the run's workspace directory:
 *
 * - paths may be workspace-relative or absolute-inside-the-workspace;
 * - anything that resolves outside (`../`, absolute paths elsewhere, symlinks pointing out —
 *   checked with `realpath` of the nearest existing ancestor) is refused;
 * - refusals and failures come back as `{isError: true}` tool results, never as exceptions.
 *
 * Outputs name files by their workspace-relative path (never the temp dir), so requests
 * stay byte-identical across trials (prompt and response caches depend on that).
 *
 * Bash runs `/bin/sh -c` in the workspace with an allow-listed environment (PATH=/usr/bin:/bin,
 * HOME=<workspace>) and a timeout. Where bubblewrap works (src/sandbox/) it runs in its own PID
 * namespace with a read-only file system except the workspace and a private /tmp; elsewhere it
 * can read and write anything the harness user can. Either way everything it started is killed
 * when the command ends. It is off unless an eval or the config enables it.
 *
 * Every tool result passes through the secret redaction (src/redact/) before it reaches the
 * model, the transcript or any record (issue 17).
 */
import { childProcess } from '../lazy-builtins.js'
import { closeSync, constants as fsConstants, fstatSync, lstatSync, mkdirSync, openSync, readFileSync, realpathSync, statSync, writeFileSync } from 'node:fs'
import { lstat, mkdir, mkdtemp, readFile, readdir, readlink, realpath, rm, stat } from 'node:fs/promises'
import path from 'node:path'

import { containCommand, killContained } from '../sandbox/index.js'
import { redact } from '../redact/index.js'
import { compileSafeRegex, type SafeRegex } from '../safe-regex.js'
import { toolGlobToRegExp } from '../glob.js'
import { leavesFolder } from '../paths.js'
import { truncateMiddle } from '../text/truncate.js'

// ─── Limits ───────────────────────────────────────────────────────────────────────────

export const MAX_READ_BYTES = 1024 * 1024
export const MAX_WRITE_BYTES = 10 * 1024 * 1024
export const DEFAULT_READ_LINES = 2000
export const MAX_LINE_CHARS = 2000
export const MAX_GLOB_RESULTS = 1000
export const MAX_GREP_MATCHES = 500
export const MAX_GREP_OUTPUT_CHARS = 50_000
export const MAX_BASH_OUTPUT_CHARS = 30_000
export const DEFAULT_BASH_TIMEOUT_MS = 60_000
/** Directories never walked by Glob/Grep (nor by the Bash write detector). */
const SKIP_DIRS = new Set(['.git', 'node_modules'])

// ─── Context ──────────────────────────────────────────────────────────────────────────

export interface ToolContext {
  /** Absolute path of the workspace (the agent's current directory). */
  workspaceDir: string
  /** Bash is available only when true. */
  bash: boolean
  /** Bash timeout in ms (default 60 s). A `timeout` in the tool input can only lower it. */
  bashTimeoutMs?: number
  /** Skills the `Skill` tool can load: name → SKILL.md body. Absent/empty → no Skill tool. */
  skills?: Record<string, string>
  /** Workspace-relative POSIX paths created or modified by the agent (Write, Edit, Bash). */
  filesWritten: Set<string>
  /** Workspace-relative POSIX paths successfully read with Read (for skill-usage detection). */
  filesRead?: Set<string>
  /** Skill names successfully loaded through the Skill tool. */
  skillsInvoked?: Set<string>
  /** Aborts a running Bash command. */
  signal?: AbortSignal
}

export interface ToolResult {
  output: string
  isError: boolean
}

/** A tool's JSON definition as sent in the Messages API `tools` array. */
export interface ToolDefinition {
  name: string
  description: string
  input_schema: {
    type: 'object'
    properties: Record<string, unknown>
    required: string[]
    additionalProperties?: boolean
  }
}

// ─── Definitions ──────────────────────────────────────────────────────────────────────

export const READ_TOOL: ToolDefinition = {
  name: 'Read',
  description:
    'Read a text file from the workspace. Returns lines prefixed with their 1-based line number and a tab. ' +
    `By default up to ${DEFAULT_READ_LINES} lines from the start; use offset (1-based first line) and limit (line count) for more. ` +
    'Paths are relative to the current directory (the workspace) or absolute inside it. Files over 1 MiB cannot be read.',
  input_schema: {
    type: 'object',
    properties: {
      file_path: { type: 'string', description: 'Path of the file to read.' },
      offset: { type: 'integer', minimum: 1, description: '1-based line number to start from.' },
      limit: { type: 'integer', minimum: 1, description: 'Number of lines to read.' }
    },
    required: ['file_path'],
    additionalProperties: false
  }
}

export const WRITE_TOOL: ToolDefinition = {
  name: 'Write',
  description:
    'Create or overwrite a file in the workspace with the given content. Parent directories are created as needed.',
  input_schema: {
    type: 'object',
    properties: {
      file_path: { type: 'string', description: 'Path of the file to write.' },
      content: { type: 'string', description: 'The full content of the file.' }
    },
    required: ['file_path', 'content'],
    additionalProperties: false
  }
}

export const EDIT_TOOL: ToolDefinition = {
  name: 'Edit',
  description:
    'Replace text in a file. old_string must occur exactly once unless replace_all is true. ' +
    'An empty old_string creates a new file (or fills an empty one) with new_string.',
  input_schema: {
    type: 'object',
    properties: {
      file_path: { type: 'string', description: 'Path of the file to edit.' },
      old_string: { type: 'string', description: 'The exact text to replace.' },
      new_string: { type: 'string', description: 'The replacement text.' },
      replace_all: { type: 'boolean', description: 'Replace every occurrence (default false).' }
    },
    required: ['file_path', 'old_string', 'new_string'],
    additionalProperties: false
  }
}

export const GLOB_TOOL: ToolDefinition = {
  name: 'Glob',
  description:
    'Find files by glob pattern (e.g. "**/*.md", "src/*.{ts,js}"). Returns workspace-relative paths, sorted. ' +
    '`*` and `?` stay within one path segment; `**` crosses directories.',
  input_schema: {
    type: 'object',
    properties: {
      pattern: { type: 'string', description: 'Glob pattern, relative to path.' },
      path: { type: 'string', description: 'Directory to search in (default: the workspace).' }
    },
    required: ['pattern'],
    additionalProperties: false
  }
}

export const GREP_TOOL: ToolDefinition = {
  name: 'Grep',
  description:
    'Search file contents with a regular expression (JavaScript syntax). Returns matching lines as `file:line:text`. ' +
    `At most ${MAX_GREP_MATCHES} matches.`,
  input_schema: {
    type: 'object',
    properties: {
      pattern: { type: 'string', description: 'Regular expression to search for.' },
      path: { type: 'string', description: 'File or directory to search (default: the workspace).' },
      glob: { type: 'string', description: 'Only search files matching this glob (e.g. "*.md", "**/*.ts").' },
      '-i': { type: 'boolean', description: 'Case-insensitive search.' }
    },
    required: ['pattern'],
    additionalProperties: false
  }
}

export const BASH_TOOL: ToolDefinition = {
  name: 'Bash',
  description:
    'Run a shell command with /bin/sh in the workspace directory. The environment is empty except PATH, HOME and TMPDIR. ' +
    `Output (stdout and stderr) is capped at ${MAX_BASH_OUTPUT_CHARS} characters. Commands time out (default 60 s).`,
  input_schema: {
    type: 'object',
    properties: {
      command: { type: 'string', description: 'The command to run.' },
      timeout: { type: 'integer', minimum: 1, description: 'Timeout in milliseconds (cannot exceed the run limit).' }
    },
    required: ['command'],
    additionalProperties: false
  }
}

export const SKILL_TOOL: ToolDefinition = {
  name: 'Skill',
  description:
    'Load a skill from <available_skills> by name. Returns the skill instructions (its SKILL.md); ' +
    'use it when a listed skill matches the task, before doing the work.',
  input_schema: {
    type: 'object',
    properties: {
      skill: { type: 'string', description: 'The skill name, exactly as listed.' }
    },
    required: ['skill'],
    additionalProperties: false
  }
}

/** The tool definitions to send for a run, in a stable order (stable bytes → cacheable prefix). */
export function toolDefinitions(opts: { bash: boolean; skill: boolean }): ToolDefinition[] {
  const tools = [READ_TOOL, WRITE_TOOL, EDIT_TOOL, GLOB_TOOL, GREP_TOOL]
  if (opts.bash) tools.push(BASH_TOOL)
  if (opts.skill) tools.push(SKILL_TOOL)
  return tools
}

// ─── Entry point ──────────────────────────────────────────────────────────────────────

/** Thrown internally for refusals; converted to an `isError` result by `runTool`. */
class ToolFailure extends Error {}

function fail(message: string): never {
  throw new ToolFailure(message)
}

/** Run one tool call. Never throws: every failure becomes `{isError: true}`. */
export async function runTool(name: string, input: unknown, ctx: ToolContext): Promise<ToolResult> {
  const r = await runToolUnredacted(name, input, ctx)
  return { output: redact(r.output), isError: r.isError }
}

async function runToolUnredacted(name: string, input: unknown, ctx: ToolContext): Promise<ToolResult> {
  try {
    if (typeof input !== 'object' || input === null || Array.isArray(input)) fail('Tool input must be a JSON object.')
    const args = input as Record<string, unknown>
    switch (name) {
      case 'Read':
        return await readTool(args, ctx)
      case 'Write':
        return await writeTool(args, ctx)
      case 'Edit':
        return await editTool(args, ctx)
      case 'Glob':
        return await globTool(args, ctx)
      case 'Grep':
        return await grepTool(args, ctx)
      case 'Bash':
        if (!ctx.bash) fail('Bash is not enabled for this run.')
        return await bashTool(args, ctx)
      case 'Skill':
        return skillTool(args, ctx)
      default:
        fail(`Unknown tool: ${name}`)
    }
  } catch (err) {
    if (err instanceof ToolFailure) return { output: err.message, isError: true }
    const e = err as NodeJS.ErrnoException
    return { output: `${name} failed: ${e.code ? `${e.code}: ` : ''}${sanitizeMessage(e.message ?? String(err), ctx)}`, isError: true }
  }
}

// ─── Confinement ──────────────────────────────────────────────────────────────────────

export interface ResolvedPath {
  /** Absolute path inside the real workspace (symlinks resolved where they exist). */
  abs: string
  /** Workspace-relative POSIX path ('' for the workspace itself). */
  rel: string
  /** Whether something exists at the path. */
  exists: boolean
}

function isInside(root: string, p: string): boolean {
  const rel = path.relative(root, p)
  return rel === '' || !leavesFolder(rel)
}

function toPosix(rel: string): string {
  return rel.split(path.sep).join('/')
}

/**
 * A workspace root's real path, resolved once per root (a tool call resolves paths against it
 * several times). Later changes to the path's components do not move the root: the agent's
 * paths stay confined to the folder the run started in. Bounded: the oldest roots are dropped.
 */
const realRoots = new Map<string, Promise<string>>()
function realWorkspaceRoot(root: string): Promise<string> {
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

function displayPath(r: ResolvedPath): string {
  return r.rel === '' ? '.' : r.rel
}

/** Replace the workspace's absolute path in error messages by `.` (stable, short outputs). */
function sanitizeMessage(msg: string, ctx: ToolContext): string {
  const root = path.resolve(ctx.workspaceDir)
  return msg.split(root + path.sep).join('').split(root).join('.')
}

// ─── Input helpers ────────────────────────────────────────────────────────────────────

function str(args: Record<string, unknown>, key: string, opts: { optional?: boolean; allowEmpty?: boolean } = {}): string | undefined {
  const v = args[key]
  if (v === undefined || v === null) {
    if (opts.optional) return undefined
    fail(`Missing required parameter: ${key}`)
  }
  if (typeof v !== 'string') fail(`Parameter ${key} must be a string.`)
  if (!opts.allowEmpty && v === '' && !opts.optional) fail(`Parameter ${key} must not be empty.`)
  return v
}

function posInt(args: Record<string, unknown>, key: string): number | undefined {
  const v = args[key]
  if (v === undefined || v === null) return undefined
  const n = typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0) fail(`Parameter ${key} must be a non-negative integer.`)
  return n
}

function bool(args: Record<string, unknown>, key: string): boolean {
  const v = args[key]
  if (v === undefined || v === null) return false
  if (typeof v === 'boolean') return v
  if (v === 'true') return true
  if (v === 'false') return false
  fail(`Parameter ${key} must be a boolean.`)
}

function looksBinary(buf: Buffer): boolean {
  return buf.subarray(0, 8192).includes(0)
}

function fileKind(s: { isDirectory(): boolean; isFIFO(): boolean; isCharacterDevice(): boolean; isBlockDevice(): boolean; isSocket(): boolean }): string {
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
function hardLinkRefusal(label: string): string {
  return `Cannot use ${label}: it has more than one hard link (it may be a file outside the workspace).`
}

/** Read a regular file inside the workspace without following a last-moment swap to a FIFO. */
async function readRegularFile(abs: string, label: string): Promise<Buffer> {
  const s = statSync(abs)
  if (!s.isFile()) fail(`Cannot read ${label}: it is ${fileKind(s)}.`)
  if (s.nlink > 1) fail(hardLinkRefusal(label))
  if (s.size > MAX_READ_BYTES) {
    fail(`Cannot read ${label}: it is ${s.size} bytes, over the ${MAX_READ_BYTES}-byte (1 MiB) read limit. Use Grep to search it instead.`)
  }
  // O_NONBLOCK so that a file replaced by a FIFO after the stat cannot hang the run.
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

// ─── Read ─────────────────────────────────────────────────────────────────────────────

async function readTool(args: Record<string, unknown>, ctx: ToolContext): Promise<ToolResult> {
  const file = str(args, 'file_path')
  const r = await resolveInWorkspace(ctx.workspaceDir, file, 'file_path')
  if (!r.exists) fail(`File does not exist: ${displayPath(r)}`)
  const buf = await readRegularFile(r.abs, displayPath(r))
  ctx.filesRead?.add(r.rel)
  if (looksBinary(buf)) return { output: `${displayPath(r)} is a binary file (${buf.length} bytes); not shown.`, isError: false }
  const text = buf.toString('utf8')
  if (text === '') return { output: `(${displayPath(r)} is empty)`, isError: false }
  const lines = text.split(/\r?\n/)
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop()
  const offset = Math.max(1, posInt(args, 'offset') ?? 1)
  const limit = posInt(args, 'limit') ?? DEFAULT_READ_LINES
  if (offset > lines.length) fail(`offset ${offset} is past the end of ${displayPath(r)} (${lines.length} lines).`)
  const end = Math.min(lines.length, offset - 1 + Math.max(1, limit))
  const out: string[] = []
  for (let i = offset - 1; i < end; i++) {
    let line = lines[i]
    if (line.length > MAX_LINE_CHARS) line = line.slice(0, MAX_LINE_CHARS) + ' …[line truncated]'
    out.push(`${String(i + 1).padStart(6)}\t${line}`)
  }
  if (end < lines.length) out.push(`… (${lines.length - end} more lines; use offset=${end + 1} to continue)`)
  return { output: out.join('\n'), isError: false }
}

// ─── Write ────────────────────────────────────────────────────────────────────────────

async function writeTool(args: Record<string, unknown>, ctx: ToolContext): Promise<ToolResult> {
  const file = str(args, 'file_path')
  const content = str(args, 'content', { allowEmpty: true }) ?? ''
  const r = await resolveInWorkspace(ctx.workspaceDir, file, 'file_path')
  if (r.rel === '') fail('file_path must name a file, not the workspace.')
  if (Buffer.byteLength(content) > MAX_WRITE_BYTES) fail(`Content is over the ${MAX_WRITE_BYTES}-byte write limit.`)
  if (isGitPath(r.rel)) fail('Writing inside .git is not allowed.')
  if (r.exists) {
    const s = lstatSync(r.abs)
    if (!s.isFile()) fail(`Cannot write ${displayPath(r)}: it is ${fileKind(s)}.`)
  }
  if (r.rel.includes('/')) mkdirSync(path.dirname(r.abs), { recursive: true })
  await writeConfined(ctx, r, content)
  ctx.filesWritten.add(r.rel)
  return {
    output: `${r.exists ? 'Updated' : 'Created'} ${displayPath(r)} (${Buffer.byteLength(content)} bytes).`,
    isError: false
  }
}

function isGitPath(rel: string): boolean {
  return rel === '.git' || rel.startsWith('.git/')
}

/** Re-check confinement after mkdir (a parent may have been created by a racing Bash) and write. */
async function writeConfined(ctx: ToolContext, r: ResolvedPath, content: string): Promise<void> {
  const again = await resolveInWorkspace(ctx.workspaceDir, r.abs, 'file_path')
  if (again.exists) {
    const s = lstatSync(again.abs)
    if (!s.isFile()) fail(`Cannot write ${displayPath(again)}: it is ${fileKind(s)}.`)
    if (s.nlink > 1) fail(hardLinkRefusal(displayPath(again)))
  }
  writeFileSync(again.abs, content, { flag: 'w' })
}

// ─── Edit ─────────────────────────────────────────────────────────────────────────────

function countOccurrences(haystack: string, needle: string): number {
  let n = 0
  for (let i = haystack.indexOf(needle); i !== -1; i = haystack.indexOf(needle, i + needle.length)) n++
  return n
}

async function editTool(args: Record<string, unknown>, ctx: ToolContext): Promise<ToolResult> {
  const file = str(args, 'file_path')
  const oldString = str(args, 'old_string', { allowEmpty: true }) ?? ''
  const newString = str(args, 'new_string', { allowEmpty: true }) ?? ''
  const replaceAll = bool(args, 'replace_all')
  const r = await resolveInWorkspace(ctx.workspaceDir, file, 'file_path')
  if (isGitPath(r.rel)) fail('Editing inside .git is not allowed.')
  if (oldString === newString) fail('old_string and new_string are identical; nothing to change.')

  if (!r.exists) {
    if (oldString !== '') fail(`File does not exist: ${displayPath(r)}`)
    await mkdir(path.dirname(r.abs), { recursive: true })
    await writeConfined(ctx, r, newString)
    ctx.filesWritten.add(r.rel)
    return { output: `Created ${displayPath(r)}.`, isError: false }
  }
  const before = (await readRegularFile(r.abs, displayPath(r))).toString('utf8')
  let after: string
  let count: number
  if (oldString === '') {
    if (before !== '') fail(`old_string is empty but ${displayPath(r)} is not; give the text to replace.`)
    after = newString
    count = 1
  } else {
    count = countOccurrences(before, oldString)
    if (count === 0) fail(`old_string not found in ${displayPath(r)}.`)
    if (count > 1 && !replaceAll) {
      fail(`old_string occurs ${count} times in ${displayPath(r)}; add surrounding context to make it unique, or set replace_all.`)
    }
    if (replaceAll) after = before.split(oldString).join(newString)
    else {
      const i = before.indexOf(oldString)
      after = before.slice(0, i) + newString + before.slice(i + oldString.length)
      count = 1
    }
  }
  if (Buffer.byteLength(after) > MAX_WRITE_BYTES) fail(`Result is over the ${MAX_WRITE_BYTES}-byte write limit.`)
  await writeConfined(ctx, r, after)
  ctx.filesWritten.add(r.rel)
  return { output: `Edited ${displayPath(r)}: ${count} replacement${count === 1 ? '' : 's'}.`, isError: false }
}

// ─── Glob ─────────────────────────────────────────────────────────────────────────────

/** The tools' glob dialect (lenient; see src/glob.ts). */
export function globToRegExp(pattern: string, flags = ''): SafeRegex {
  try {
    return toolGlobToRegExp(pattern, flags)
  } catch (err) {
    fail(`Invalid glob pattern '${pattern}': ${(err as Error).message}`)
  }
}

/** Walk regular files under dir (not following symlinked directories), yielding paths relative to dir. */
async function walkFiles(dir: string, limit: number): Promise<string[]> {
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

/** Hard cap on files visited by a walk, to bound the work of one call. */
const WALK_LIMIT = 50_000

async function globTool(args: Record<string, unknown>, ctx: ToolContext): Promise<ToolResult> {
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

// ─── Grep ─────────────────────────────────────────────────────────────────────────────

async function grepTool(args: Record<string, unknown>, ctx: ToolContext): Promise<ToolResult> {
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
    let real: string
    try {
      real = await realpath(abs)
    } catch {
      continue
    }
    if (!isInside(realRoot, real)) continue
    let buf: Buffer
    try {
      const s = await stat(real)
      if (!s.isFile() || s.nlink > 1 || s.size > MAX_READ_BYTES) continue
      buf = await readFile(real)
    } catch {
      continue
    }
    if (looksBinary(buf)) continue
    const rel = toPosix(path.relative(realRoot, abs))
    const fileLines = buf.toString('utf8').split(/\r?\n/)
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

// ─── Bash ─────────────────────────────────────────────────────────────────────────────

type Snapshot = Map<string, string>

async function snapshot(root: string): Promise<Snapshot> {
  const snap: Snapshot = new Map()
  for (const f of await walkFiles(root, WALK_LIMIT)) {
    try {
      const s = await lstat(path.join(root, f))
      snap.set(f, s.isSymbolicLink() ? `l:${await readlink(path.join(root, f))}` : `${s.size}:${s.mtimeMs}:${s.ino}`)
    } catch {
      // vanished
    }
  }
  return snap
}

function truncateOutput(s: string, max: number): string {
  return truncateMiddle(s, max, Math.floor(max * 0.8), (n) => `\n… [${n} characters omitted] …\n`)
}

async function bashTool(args: Record<string, unknown>, ctx: ToolContext): Promise<ToolResult> {
  const command = str(args, 'command') as string
  const limit = ctx.bashTimeoutMs ?? DEFAULT_BASH_TIMEOUT_MS
  const requested = posInt(args, 'timeout')
  const timeoutMs = requested && requested > 0 ? Math.min(requested, limit) : limit
  const root = await realWorkspaceRoot(path.resolve(ctx.workspaceDir))
  const before = await snapshot(root)
  // A private TMPDIR beside the workspace (the rest of the file system is read-only when sandboxed).
  const tmp = await mkdtemp(path.join(path.dirname(root), 'skill-evals-bash-tmp-'))

  const result = await new Promise<{ code: number | null; signal: NodeJS.Signals | null; out: string; timedOut: boolean; aborted: boolean; spawnError?: string }>((resolve) => {
    let out = ''
    let outLen = 0
    const cap = MAX_BASH_OUTPUT_CHARS * 4 // keep a bit more than shown, truncation happens below
    let timedOut = false
    let aborted = false
    // Issue 17: allow-listed environment; in a PID namespace (bwrap) where available, with only
    // the workspace writable; killed whole when the command ends.
    const step = containCommand('/bin/sh', ['-c', command], { cwd: root, writable: [root, tmp], env: { PATH: '/usr/bin:/bin', HOME: root, TMPDIR: tmp } })
    const child = childProcess().spawn(step.cmd, step.args, {
      cwd: root,
      env: step.env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true // own process group, so a timeout kills the whole tree
    })
    const onData = (chunk: Buffer): void => {
      outLen += chunk.length
      if (out.length < cap) out += chunk.toString('utf8')
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    const killTree = (): void => killContained(child, step)
    const timer = setTimeout(() => {
      timedOut = true
      killTree()
    }, timeoutMs)
    const onAbort = (): void => {
      aborted = true
      killTree()
    }
    ctx.signal?.addEventListener('abort', onAbort, { once: true })
    if (ctx.signal?.aborted) onAbort()
    let settled = false
    const finish = (code: number | null, signal: NodeJS.Signals | null, spawnError?: string): void => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      ctx.signal?.removeEventListener('abort', onAbort)
      if (outLen > out.length && out.length >= cap) out += `\n… [output cut at ${cap} characters]`
      resolve({ code, signal, out, timedOut, aborted, spawnError })
    }
    child.on('error', (err) => finish(null, null, err.message))
    // The command is done: nothing it started may outlive it (a `setsid` child included), and a
    // background job must not hold the pipes open.
    child.on('exit', () => killTree())
    child.on('close', (code, signal) => finish(code, signal))
  })

  await rm(tmp, { recursive: true, force: true }).catch(() => undefined)
  // Files created or modified by the command count as written.
  const after = await snapshot(root)
  for (const [f, sig] of after) {
    if (before.get(f) !== sig && !isGitPath(f)) ctx.filesWritten.add(f)
  }

  if (result.spawnError) return { output: `Could not start /bin/sh: ${result.spawnError}`, isError: true }
  let output = truncateOutput(result.out, MAX_BASH_OUTPUT_CHARS).replace(/\n$/, '')
  if (result.timedOut) {
    return { output: `${output}${output ? '\n' : ''}Command timed out after ${Math.round(timeoutMs / 100) / 10} s and was killed.`, isError: true }
  }
  if (result.aborted) return { output: `${output}${output ? '\n' : ''}Command aborted.`, isError: true }
  if (result.code !== 0) {
    output += `${output ? '\n' : ''}Exit code ${result.code ?? `signal ${result.signal}`}`
    return { output, isError: true }
  }
  return { output: output === '' ? '(no output)' : output, isError: false }
}

// ─── Skill ────────────────────────────────────────────────────────────────────────────

function skillTool(args: Record<string, unknown>, ctx: ToolContext): ToolResult {
  const skills = ctx.skills ?? {}
  const names = Object.keys(skills)
  if (names.length === 0) fail('No skills are available in this run.')
  const requested = (str(args, 'skill') as string).trim().replace(/^\//, '')
  const name = names.find((n) => n === requested) ?? names.find((n) => n.toLowerCase() === requested.toLowerCase())
  if (name === undefined) fail(`Unknown skill: ${requested}. Available skills: ${names.join(', ')}`)
  ctx.skillsInvoked?.add(name)
  return {
    output: `Launching skill: ${name}\nBase directory for this skill: .claude/skills/${name}\n\n${skills[name]}`,
    isError: false
  }
}
