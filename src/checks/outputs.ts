/**
 * What the check kinds read of a run: its outputs folder (listed once per context, globbed, read
 * with a size cap), the response or transcript as text sources, JSON documents (the response or
 * output files), and files of the skill folder (kept inside it).
 */
import { promises as fs, readdirSync, realpathSync, statSync } from 'node:fs'
import path from 'node:path'
import type { CheckContext, CheckResult } from './kind.js'
import { evalError, result } from './kind.js'
import { cap1, lineAt, listNames, plural, snippet } from './evidence.js'
import { RESERVED_OUTPUT_NAMES, globToRegExp, normalizeGlob } from './check-schema.js'
import { leavesFolder } from '../paths.js'

/** Output files larger than this are read only up to this size. */
const MAX_READ_BYTES = 10 * 1024 * 1024
const MAX_WALK_ENTRIES = 20000

export interface OutputListing {
  files: string[]
  dirs: string[]
}

const listings = new WeakMap<CheckContext, Promise<OutputListing>>()

/** Relative POSIX paths of the files (and folders) under outputsDir, sorted; never follows links out. */
export function listOutputs(ctx: CheckContext): Promise<OutputListing> {
  let p = listings.get(ctx)
  if (!p) {
    p = walkOutputs(ctx.outputsDir, ctx.harnessFiles)
    listings.set(ctx, p)
  }
  return p
}

/**
 * The outputs folder's files and folders (synchronous calls: each is one small metadata call, cheaper than a thread-pool round trip; bounded by MAX_WALK_ENTRIES).
 * The reserved names and `harnessFiles` (what the harness wrote there) are left out at the top level.
 */
export async function walkOutputs(root: string, harnessFiles: readonly string[] = []): Promise<OutputListing> {
  const files: string[] = []
  const dirs: string[] = []
  // The folder's real path is needed only to check where a symlink in it points: resolved then
  // (a deep path costs a readlink per component).
  let realRoot: string | undefined
  const stack: string[] = ['']
  let seen = 0
  while (stack.length > 0) {
    const rel = stack.pop()!
    let entries: import('node:fs').Dirent[]
    try {
      entries = readdirSync(path.join(root, rel), { withFileTypes: true })
    } catch {
      continue
    }
    for (const e of entries) {
      if (++seen > MAX_WALK_ENTRIES) break
      const childRel = rel === '' ? e.name : `${rel}/${e.name}`
      if (rel === '' && (RESERVED_OUTPUT_NAMES.includes(e.name) || harnessFiles.includes(e.name))) continue
      if (e.isDirectory()) {
        dirs.push(childRel)
        stack.push(childRel)
      } else if (e.isFile()) {
        files.push(childRel)
      } else if (e.isSymbolicLink()) {
        try {
          realRoot ??= realpathSync.native(root)
          const real = realpathSync.native(path.join(root, childRel))
          const inside = path.relative(realRoot, real)
          if (leavesFolder(inside)) continue
          if (statSync(real).isFile()) files.push(childRel)
        } catch {
          // dangling link
        }
      }
    }
  }
  files.sort()
  dirs.sort()
  return { files, dirs }
}

export async function matchOutputs(ctx: CheckContext, glob: string): Promise<{ matches: string[]; listing: OutputListing }> {
  const listing = await listOutputs(ctx)
  const re = globToRegExp(glob)
  return { matches: listing.files.filter((f) => re.test(f)), listing }
}

export function noMatchText(glob: string, listing: OutputListing): string {
  const g = normalizeGlob(glob)
  const dirHint = listing.dirs.includes(g.replace(/\/$/, '')) ? ` ('${g}' is a folder; use '${g.replace(/\/$/, '')}/*')` : ''
  const held = listing.files.length === 0 ? 'the outputs folder holds no files' : `outputs hold: ${listNames(listing.files)}`
  return `no file matches '${glob}'${dirHint}; ${held}`
}

export async function readOutput(ctx: CheckContext, rel: string): Promise<string> {
  const fh = await fs.open(path.join(ctx.outputsDir, ...rel.split('/')), 'r')
  try {
    const { size } = await fh.stat()
    const buf = Buffer.alloc(Math.min(size, MAX_READ_BYTES))
    await fh.read(buf, 0, buf.length, 0)
    let text = buf.toString('utf8')
    if (text.charCodeAt(0) === 0xfeff) text = text.slice(1)
    return text
  } finally {
    await fh.close()
  }
}

export interface TextSource {
  /** "the response", "the transcript" or a relative file path. */
  label: string
  text: string
  file: boolean
}

export type Sources = { sources: TextSource[]; glob?: string; noMatch?: string }

export async function textSources(where: unknown, ctx: CheckContext): Promise<Sources> {
  const w = typeof where === 'string' ? where : 'response'
  if (w === 'response') return { sources: [{ label: 'the response', text: ctx.response ?? '', file: false }] }
  if (w === 'transcript') return { sources: [{ label: 'the transcript', text: ctx.transcript ?? '', file: false }] }
  const { matches, listing } = await matchOutputs(ctx, w)
  if (matches.length === 0) return { sources: [], glob: w, noMatch: noMatchText(w, listing) }
  const sources: TextSource[] = []
  for (const m of matches) sources.push({ label: m, text: await readOutput(ctx, m), file: true })
  return { sources, glob: w }
}

export function at(src: TextSource, index: number): string {
  return src.file ? `${src.label}:${lineAt(src.text, index)}` : `${src.label} (line ${lineAt(src.text, index)})`
}

export function searched(s: Sources): string {
  if (!s.glob) return s.sources[0]!.label
  return s.sources.length === 1 ? s.sources[0]!.label : `${plural(s.sources.length, 'file')} matching '${s.glob}' (${listNames(s.sources.map((x) => x.label))})`
}

export function emptyNote(s: Sources): string {
  if (s.sources.length === 1 && s.sources[0]!.text.trim() === '') return ` (${s.sources[0]!.label} is empty)`
  if (s.sources.length === 1 && !s.glob) return `, which starts ${snippet(s.sources[0]!.text, 0, 0, 100)}`
  return ''
}

// ─── JSON documents ───────────────────────────────────────────────────────────────────

export interface JsonDoc {
  label: string
  value: unknown
}

export type Docs = { ok: true; docs: JsonDoc[] } | { ok: false; result: CheckResult }

/** Position text for a JSON.parse error message ("... at position 12 (line 2 column 3)"). */
export function describeJsonError(e: unknown, text: string): string {
  const msg = e instanceof Error ? e.message : String(e)
  const m = /position (\d+)/.exec(msg)
  if (m && !/line \d+/.test(msg)) {
    const idx = Number(m[1])
    const line = lineAt(text, idx)
    const col = idx - text.lastIndexOf('\n', idx - 1)
    return `${msg} (line ${line}, column ${col})`
  }
  return msg
}

export function parseResponseJson(response: string): { value: unknown; from: string } | { error: string } {
  const whole = response.trim()
  if (whole !== '') {
    try {
      return { value: JSON.parse(whole), from: 'the response' }
    } catch {
      // try fenced blocks
    }
  }
  const fences = [...response.matchAll(/```[ \t]*([A-Za-z0-9_+-]*)[^\n]*\n([\s\S]*?)```/g)]
  const jsonFence = fences.find((f) => /^json5?c?$/i.test(f[1] ?? ''))
  if (jsonFence) {
    try {
      return { value: JSON.parse(jsonFence[2]!), from: 'the first ```json block of the response' }
    } catch (e) {
      return { error: `The first \`\`\`json block of the response is not valid JSON: ${describeJsonError(e, jsonFence[2]!)}` }
    }
  }
  for (const f of fences) {
    try {
      return { value: JSON.parse(f[2]!), from: 'a fenced block of the response' }
    } catch {
      // next
    }
  }
  return {
    error: `The response is not JSON and has no \`\`\`json block; it starts ${snippet(response, 0, 0, 100)}`,
  }
}

export async function jsonDocs(where: unknown, ctx: CheckContext): Promise<Docs> {
  const w = typeof where === 'string' ? where : 'response'
  if (w === 'response') {
    const r = parseResponseJson(ctx.response ?? '')
    if ('error' in r) return { ok: false, result: evalError(r.error) }
    return { ok: true, docs: [{ label: r.from, value: r.value }] }
  }
  const { matches, listing } = await matchOutputs(ctx, w)
  if (matches.length === 0) return { ok: false, result: result(false, cap1(noMatchText(w, listing))) }
  const docs: JsonDoc[] = []
  for (const m of matches) {
    const text = await readOutput(ctx, m)
    try {
      docs.push({ label: m, value: JSON.parse(text) })
    } catch (e) {
      return { ok: false, result: evalError(`${m} is not valid JSON: ${describeJsonError(e, text)}`) }
    }
  }
  return { ok: true, docs }
}

/** Resolve a path relative to the skill folder; undefined if it escapes (also via links). */
export function insideSkill(skillDir: string, rel: string): string | undefined {
  const root = path.resolve(skillDir)
  const abs = path.resolve(root, rel)
  const lex = path.relative(root, abs)
  if (lex === '' || leavesFolder(lex)) return undefined
  try {
    const realRoot = realpathSync(root)
    const real = realpathSync(abs)
    const r = path.relative(realRoot, real)
    if (r === '' || leavesFolder(r)) return undefined
    return real
  } catch {
    return abs // does not exist: callers report it
  }
}

export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== typeof b || a === null || b === null || typeof a !== 'object') return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  if (Array.isArray(a)) {
    const bb = b as unknown[]
    return a.length === bb.length && a.every((x, i) => deepEqual(x, bb[i]))
  }
  const ka = Object.keys(a as object)
  const kb = Object.keys(b as object)
  if (ka.length !== kb.length) return false
  return ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
}

export function isFileSync(p: string): boolean {
  try {
    return statSync(p).isFile()
  } catch {
    return false
  }
}
