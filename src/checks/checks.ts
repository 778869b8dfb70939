/**
 * Deterministic checks: the program-graded half of grading. `runCheck` evaluates one check
 * (an assertion's `check`) against one run — its final response, transcript, tool calls and
 * the files it wrote — and returns pass/fail with evidence quoting what was found or missing
 * and where. It never throws: a check that cannot be evaluated (invalid check, unparseable
 * JSON, missing schema file, script that cannot start or times out) fails with
 * `error: true` and evidence saying why.
 *
 * Glob semantics (`in` / `path` over the run's outputs folder):
 * - text searches (`contains`, `regex`): each value must appear in at least one matching
 *   file; `not_contains`: in none. No matching file fails `contains`/`regex` and passes
 *   `not_contains` (the evidence says so).
 * - structural checks (`json_schema`, `json_path`, `frontmatter`): every matching file must
 *   satisfy the check, and at least one file must match.
 */
import { spawn } from 'node:child_process'
import { promises as fs, lstatSync, statSync, readFileSync, realpathSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parse as parseYaml } from 'yaml'
import type { Check, ToolCallRecord } from '../types.js'
import {
  CHECK_KINDS,
  DEFAULT_SCRIPT_TIMEOUT_SECONDS,
  RESERVED_OUTPUT_NAMES,
  compileJsonSchema,
  globToRegExp,
  hasGlobMagic,
  isObject,
  normalizeGlob,
  normalizeKind,
  validateCheck,
  type CheckProblem,
  type JsonPathOp,
} from './check-schema.js'
import { parseJsonPath, queryJsonPath, type PathMatch } from './jsonpath.js'
import { containCommand, killContained } from '../sandbox/index.js'
import { redact } from '../redact/index.js'
import { compileSafeRegex } from '../safe-regex.js'
import { truncateEnd, truncateMiddle } from '../text/truncate.js'

export { CHECK_KINDS, validateCheck, normalizeKind }
export type { CheckProblem }

export interface CheckContext {
  /** Final assistant text. */
  response: string
  /** transcript.md text. */
  transcript: string
  /**
   * The run's outputs/ folder (files the agent created or modified). Its listing is cached
   * per context object: pass a new context if the folder changes.
   */
  outputsDir: string
  toolCalls: ToolCallRecord[]
  /** Absolute folder of the skill under test (schema_path, script commands). */
  skillDir: string
  /** Default timeout of `script` checks, in ms (a check's `timeout_seconds` wins). */
  timeoutMs?: number
}

export interface CheckResult {
  passed: boolean
  evidence: string
  /** The check itself could not be evaluated (counts as failed). */
  error?: boolean
}

/** Output files larger than this are read only up to this size. */
const MAX_READ_BYTES = 10 * 1024 * 1024
const MAX_WALK_ENTRIES = 20000
const MAX_EVIDENCE = 3000
const SCRIPT_OUTPUT_CAP = 4096

// ─── Entry point ──────────────────────────────────────────────────────────────────────

export async function runCheck(check: Check, ctx: CheckContext): Promise<CheckResult> {
  try {
    const problems = validateCheck(check)
    if (problems.length > 0) {
      return evalError(`Invalid check: ${problems.map((p) => (p.pointer ? `${p.pointer}: ${p.message}` : p.message)).join('; ')}`)
    }
    const kind = normalizeKind(check.kind)!
    const r = await KINDS[kind](check, ctx)
    return { ...r, evidence: cap(r.evidence, kind === 'script' ? SCRIPT_OUTPUT_CAP + 600 : MAX_EVIDENCE) }
  } catch (e) {
    return evalError(`The check could not be evaluated: ${e instanceof Error ? e.message : String(e)}`)
  }
}

type Runner = (check: Check, ctx: CheckContext) => Promise<CheckResult>

const KINDS: Record<(typeof CHECK_KINDS)[number], Runner> = {
  contains: (c, x) => runContains(c, x, false),
  not_contains: (c, x) => runContains(c, x, true),
  regex: runRegex,
  file_exists: (c, x) => runFileExists(c, x, false),
  file_absent: (c, x) => runFileExists(c, x, true),
  json_schema: runJsonSchema,
  json_path: runJsonPath,
  tool_called: (c, x) => runToolCalled(c, x, false),
  tool_not_called: (c, x) => runToolCalled(c, x, true),
  frontmatter: runFrontmatter,
  script: runScript,
}

// ─── Evidence helpers ─────────────────────────────────────────────────────────────────

const evalError = (evidence: string): CheckResult => ({ passed: false, error: true, evidence: cap(evidence, SCRIPT_OUTPUT_CAP + 600) })
const result = (passed: boolean, evidence: string): CheckResult => ({ passed, evidence })

function cap(s: string, max = MAX_EVIDENCE): string {
  return truncateEnd(s, max, (n) => ` … [${n} more chars]`, max - 20)
}

/** JSON-quoted, single-line, truncated. */
function q(v: unknown, max = 80): string {
  let s: string
  try {
    s = typeof v === 'string' ? JSON.stringify(v) : (JSON.stringify(v) ?? String(v))
  } catch {
    s = String(v)
  }
  return s.length > max ? s.slice(0, max - 4) + '…' + s.slice(-1) : s
}

function listNames(items: string[], max = 8): string {
  if (items.length === 0) return '(none)'
  const shown = items.slice(0, max).join(', ')
  return items.length > max ? `${shown}, … (${items.length - max} more)` : shown
}

function lineAt(text: string, index: number): number {
  let line = 1
  for (let i = 0; i < index && i < text.length; i++) if (text.charCodeAt(i) === 10) line++
  return line
}

/** A one-line excerpt around [index, index+len). */
function snippet(text: string, index: number, len: number, around = 40): string {
  const start = Math.max(0, index - around)
  const end = Math.min(text.length, index + len + around)
  const s = (start > 0 ? '…' : '') + text.slice(start, end) + (end < text.length ? '…' : '')
  return JSON.stringify(s.replace(/\s+/g, ' '))
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`
}

function rangeText(min: number | undefined, max: number | undefined): string {
  if (min !== undefined && max !== undefined) return min === max ? `exactly ${min}` : `${min}..${max}`
  if (min !== undefined) return `at least ${min}`
  return `at most ${max}`
}

// ─── Outputs folder ───────────────────────────────────────────────────────────────────

interface OutputListing {
  files: string[]
  dirs: string[]
}

const listings = new WeakMap<CheckContext, Promise<OutputListing>>()

/** Relative POSIX paths of the files (and folders) under outputsDir, sorted; never follows links out. */
function listOutputs(ctx: CheckContext): Promise<OutputListing> {
  let p = listings.get(ctx)
  if (!p) {
    p = walkOutputs(ctx.outputsDir)
    listings.set(ctx, p)
  }
  return p
}

async function walkOutputs(root: string): Promise<OutputListing> {
  const files: string[] = []
  const dirs: string[] = []
  let realRoot: string
  try {
    realRoot = await fs.realpath(root)
  } catch {
    return { files, dirs }
  }
  const stack: string[] = ['']
  let seen = 0
  while (stack.length > 0) {
    const rel = stack.pop()!
    let entries: import('node:fs').Dirent[]
    try {
      entries = await fs.readdir(path.join(root, rel), { withFileTypes: true })
    } catch {
      continue
    }
    for (const e of entries) {
      if (++seen > MAX_WALK_ENTRIES) break
      const childRel = rel === '' ? e.name : `${rel}/${e.name}`
      if (rel === '' && RESERVED_OUTPUT_NAMES.includes(e.name)) continue
      if (e.isDirectory()) {
        dirs.push(childRel)
        stack.push(childRel)
      } else if (e.isFile()) {
        files.push(childRel)
      } else if (e.isSymbolicLink()) {
        try {
          const real = await fs.realpath(path.join(root, childRel))
          const inside = path.relative(realRoot, real)
          if (inside.startsWith('..') || path.isAbsolute(inside)) continue
          if ((await fs.stat(real)).isFile()) files.push(childRel)
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

async function matchOutputs(ctx: CheckContext, glob: string): Promise<{ matches: string[]; listing: OutputListing }> {
  const listing = await listOutputs(ctx)
  const re = globToRegExp(glob)
  return { matches: listing.files.filter((f) => re.test(f)), listing }
}

function noMatchText(glob: string, listing: OutputListing): string {
  const g = normalizeGlob(glob)
  const dirHint = listing.dirs.includes(g.replace(/\/$/, '')) ? ` ('${g}' is a folder; use '${g.replace(/\/$/, '')}/*')` : ''
  const held = listing.files.length === 0 ? 'the outputs folder holds no files' : `outputs hold: ${listNames(listing.files)}`
  return `no file matches '${glob}'${dirHint}; ${held}`
}

async function readOutput(ctx: CheckContext, rel: string): Promise<string> {
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

interface TextSource {
  /** "the response", "the transcript" or a relative file path. */
  label: string
  text: string
  file: boolean
}

type Sources = { sources: TextSource[]; glob?: string; noMatch?: string }

async function textSources(where: unknown, ctx: CheckContext): Promise<Sources> {
  const w = typeof where === 'string' ? where : 'response'
  if (w === 'response') return { sources: [{ label: 'the response', text: ctx.response ?? '', file: false }] }
  if (w === 'transcript') return { sources: [{ label: 'the transcript', text: ctx.transcript ?? '', file: false }] }
  const { matches, listing } = await matchOutputs(ctx, w)
  if (matches.length === 0) return { sources: [], glob: w, noMatch: noMatchText(w, listing) }
  const sources: TextSource[] = []
  for (const m of matches) sources.push({ label: m, text: await readOutput(ctx, m), file: true })
  return { sources, glob: w }
}

function at(src: TextSource, index: number): string {
  return src.file ? `${src.label}:${lineAt(src.text, index)}` : `${src.label} (line ${lineAt(src.text, index)})`
}

function searched(s: Sources): string {
  if (!s.glob) return s.sources[0]!.label
  return s.sources.length === 1 ? s.sources[0]!.label : `${plural(s.sources.length, 'file')} matching '${s.glob}' (${listNames(s.sources.map((x) => x.label))})`
}

// ─── contains / not_contains ──────────────────────────────────────────────────────────

async function runContains(check: Check, ctx: CheckContext, negate: boolean): Promise<CheckResult> {
  const values = (Array.isArray(check['value']) ? check['value'] : [check['value']]) as string[]
  const cs = check['case_sensitive'] === true
  const how = cs ? 'case-sensitive' : 'case-insensitive'
  const s = await textSources(check['in'], ctx)
  if (s.noMatch) {
    return negate
      ? result(true, `${cap1(s.noMatch)}, so nothing can contain ${listNames(values.map((v) => q(v)))} (passes)`)
      : result(false, `${cap1(s.noMatch)}; could not look for ${listNames(values.map((v) => q(v)))}`)
  }
  const hits: { value: string; src: TextSource; index: number }[] = []
  const misses: string[] = []
  for (const v of values) {
    let hit: { value: string; src: TextSource; index: number } | undefined
    for (const src of s.sources) {
      const index = cs ? src.text.indexOf(v) : src.text.toLowerCase().indexOf(v.toLowerCase())
      if (index >= 0) {
        hit = { value: v, src, index }
        break
      }
    }
    if (hit) hits.push(hit)
    else misses.push(v)
  }
  const found = hits.map((h) => `${q(h.value)} in ${at(h.src, h.index)}: ${snippet(h.src.text, h.index, h.value.length)}`)
  if (!negate) {
    if (misses.length === 0) {
      return result(true, `Found ${values.length === 1 ? '' : `all ${values.length} values `}(${how}) — ${found.join('; ')}`)
    }
    const foundPart = hits.length > 0 ? ` Found: ${hits.map((h) => `${q(h.value)} (${at(h.src, h.index)})`).join(', ')}.` : ''
    return result(false, `Missing ${listNames(misses.map((m) => q(m)))} (${how}) in ${searched(s)}${emptyNote(s)}.${foundPart}`)
  }
  if (hits.length === 0) return result(true, `None of ${listNames(values.map((v) => q(v)))} appears (${how}) in ${searched(s)}`)
  return result(false, `Found (${how}) ${found.join('; ')}`)
}

function cap1(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1)
}

function emptyNote(s: Sources): string {
  if (s.sources.length === 1 && s.sources[0]!.text.trim() === '') return ` (${s.sources[0]!.label} is empty)`
  if (s.sources.length === 1 && !s.glob) return `, which starts ${snippet(s.sources[0]!.text, 0, 0, 100)}`
  return ''
}

// ─── regex ────────────────────────────────────────────────────────────────────────────

async function runRegex(check: Check, ctx: CheckContext): Promise<CheckResult> {
  const pattern = check['pattern'] as string
  const flags = typeof check['flags'] === 'string' ? check['flags'] : ''
  const shown = `/${pattern}/${flags}`
  const s = await textSources(check['in'], ctx)
  if (s.noMatch) return result(false, `${cap1(s.noMatch)}; could not match ${shown}`)
  const matched: string[] = []
  const unmatched: string[] = []
  // Linear time whatever the pattern (RE2 syntax, src/safe-regex.ts): the pattern is untrusted.
  const re = compileSafeRegex(pattern, flags)
  for (const src of s.sources) {
    const m = re.exec(src.text)
    if (m) matched.push(`${at(src, m.index)}: ${q(m.text, 120)}`)
    else unmatched.push(src.label)
  }
  if (matched.length > 0) {
    const others = s.glob && unmatched.length > 0 ? ` (no match in ${listNames(unmatched)})` : ''
    return result(true, `${shown} matched in ${matched.slice(0, 5).join('; ')}${others}`)
  }
  return result(false, `${shown} did not match ${searched(s)}${emptyNote(s)}`)
}

// ─── file_exists / file_absent ────────────────────────────────────────────────────────

async function runFileExists(check: Check, ctx: CheckContext, absent: boolean): Promise<CheckResult> {
  const glob = check['path'] as string
  const { matches, listing } = await matchOutputs(ctx, glob)
  if (absent) {
    if (matches.length === 0) return result(true, `No file matches '${glob}' (as required)`)
    return result(false, `${plural(matches.length, 'file')} ${matches.length === 1 ? 'matches' : 'match'} '${glob}' but none should: ${listNames(matches)}`)
  }
  const count = isObject(check['count']) ? check['count'] : {}
  const min = typeof count['min'] === 'number' ? count['min'] : 1
  const max = typeof count['max'] === 'number' ? count['max'] : undefined
  if (matches.length === 0 && min > 0) return result(false, cap1(noMatchText(glob, listing)))
  const ok = matches.length >= min && (max === undefined || matches.length <= max)
  const counted = `${plural(matches.length, 'file')} ${matches.length === 1 ? 'matches' : 'match'} '${glob}'`
  const expected = isObject(check['count']) ? ` (expected ${rangeText(typeof count['min'] === 'number' ? min : undefined, max)})` : ''
  return result(ok, `${counted}${expected}${matches.length > 0 ? `: ${listNames(matches)}` : ''}`)
}

// ─── JSON documents ───────────────────────────────────────────────────────────────────

interface JsonDoc {
  label: string
  value: unknown
}

type Docs = { ok: true; docs: JsonDoc[] } | { ok: false; result: CheckResult }

/** Position text for a JSON.parse error message ("... at position 12 (line 2 column 3)"). */
function describeJsonError(e: unknown, text: string): string {
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

function parseResponseJson(response: string): { value: unknown; from: string } | { error: string } {
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

async function jsonDocs(where: unknown, ctx: CheckContext): Promise<Docs> {
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

// ─── json_schema ──────────────────────────────────────────────────────────────────────

interface AjvErr {
  instancePath: string
  message?: string
  keyword: string
  params: Record<string, unknown>
}

function formatAjvError(e: AjvErr): string {
  const where = e.instancePath === '' ? '(root)' : e.instancePath
  let msg = e.message ?? e.keyword
  if (e.keyword === 'enum' && Array.isArray(e.params['allowedValues'])) msg += ` ${q(e.params['allowedValues'])}`
  if (e.keyword === 'additionalProperties' && typeof e.params['additionalProperty'] === 'string') msg += ` '${e.params['additionalProperty']}'`
  if (e.keyword === 'const') msg += ` ${q(e.params['allowedValue'])}`
  return `${where}: ${msg}`
}

/** Resolve a path relative to the skill folder; undefined if it escapes (also via links). */
function insideSkill(skillDir: string, rel: string): string | undefined {
  const root = path.resolve(skillDir)
  const abs = path.resolve(root, rel)
  const lex = path.relative(root, abs)
  if (lex === '' || lex.startsWith('..') || path.isAbsolute(lex)) return undefined
  try {
    const realRoot = realpathSync(root)
    const real = realpathSync(abs)
    const r = path.relative(realRoot, real)
    if (r === '' || r.startsWith('..') || path.isAbsolute(r)) return undefined
    return real
  } catch {
    return abs // does not exist: callers report it
  }
}

async function loadSchema(check: Check, ctx: CheckContext): Promise<{ schema: unknown; label: string } | { error: string }> {
  if ('schema' in check) return { schema: check['schema'], label: 'the inline schema' }
  const rel = check['schema_path'] as string
  const abs = insideSkill(ctx.skillDir, rel)
  if (!abs) return { error: `schema_path '${rel}' escapes the skill folder` }
  let text: string
  try {
    text = await fs.readFile(abs, 'utf8')
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code
    return { error: code === 'ENOENT' ? `schema_path '${rel}' does not exist in the skill folder (${ctx.skillDir})` : `cannot read schema_path '${rel}': ${(e as Error).message}` }
  }
  try {
    return { schema: JSON.parse(text.replace(/^\uFEFF/, '')), label: rel }
  } catch (e) {
    return { error: `schema_path '${rel}' is not valid JSON: ${describeJsonError(e, text)}` }
  }
}

async function runJsonSchema(check: Check, ctx: CheckContext): Promise<CheckResult> {
  const loaded = await loadSchema(check, ctx)
  if ('error' in loaded) return evalError(loaded.error)
  const compiled = compileJsonSchema(loaded.schema)
  if (!compiled.validate) return evalError(`${loaded.label}: ${compiled.error}`)
  const docs = await jsonDocs(check['in'], ctx)
  if (!docs.ok) return docs.result
  const good: string[] = []
  const bad: string[] = []
  for (const d of docs.docs) {
    if (compiled.validate(d.value)) {
      good.push(d.label)
      continue
    }
    const errs = (compiled.validate.errors ?? []) as AjvErr[]
    const shown = errs.slice(0, 8).map(formatAjvError)
    const more = errs.length > 8 ? `; … ${errs.length - 8} more` : ''
    bad.push(`${d.label} does not match ${loaded.label}: ${shown.join('; ')}${more}`)
  }
  if (bad.length === 0) return result(true, `${listNames(good)} ${good.length === 1 ? 'is' : 'are'} valid against ${loaded.label}`)
  return result(false, bad.join('\n') + (good.length > 0 ? `\n(valid: ${listNames(good)})` : ''))
}

// ─── json_path ────────────────────────────────────────────────────────────────────────

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

function nodeAt(m: PathMatch): string {
  return `${m.pointer === '' ? '(root)' : m.pointer} = ${q(m.value, 70)}`
}

async function runJsonPath(check: Check, ctx: CheckContext): Promise<CheckResult> {
  const parsed = parseJsonPath(check['path'])
  if (!parsed.ok) return evalError(`invalid JSONPath: ${parsed.error}`)
  const jp = parsed.path
  const op = check['op'] as JsonPathOp
  const docs = await jsonDocs(check['in'], ctx)
  if (!docs.ok) return docs.result
  const parts: CheckResult[] = docs.docs.map((d) => {
    const r = jsonPathOnDoc(check, op, jp.source, jp.definite, queryJsonPath(d.value, jp), d.value)
    return { passed: r.passed, evidence: `${d.label}: ${r.evidence}` }
  })
  if (parts.length === 1) return parts[0]!
  return result(
    parts.every((p) => p.passed),
    parts.map((p) => `${p.passed ? '✓' : '✗'} ${p.evidence}`).join('\n'),
  )
}

function jsonPathOnDoc(check: Check, op: JsonPathOp, expr: string, definite: boolean, nodes: PathMatch[], doc: unknown): CheckResult {
  const nothing = (): string => {
    const keys = isObject(doc) ? ` (top-level keys: ${listNames(Object.keys(doc))})` : Array.isArray(doc) ? ` (the document is an array of ${doc.length})` : ''
    return `${expr} matches nothing${keys}`
  }
  if (op === 'exists') {
    return nodes.length > 0 ? result(true, `${expr} exists: ${listNames(nodes.map(nodeAt), 3)}`) : result(false, nothing())
  }
  if (op === 'not_exists') {
    return nodes.length === 0 ? result(true, `${expr} matches nothing (as required)`) : result(false, `${expr} exists but should not: ${listNames(nodes.map(nodeAt), 3)}`)
  }
  if (op === 'count') {
    const min = typeof check['min'] === 'number' ? check['min'] : undefined
    const max = typeof check['max'] === 'number' ? check['max'] : undefined
    let items = nodes
    let what = `${plural(nodes.length, 'node')} ${nodes.length === 1 ? 'matches' : 'match'} ${expr}`
    if (definite && nodes.length === 1 && Array.isArray(nodes[0]!.value)) {
      const arr = nodes[0]!.value as unknown[]
      items = arr.map((v, i) => ({ pointer: `${nodes[0]!.pointer}/${i}`, value: v }))
      what = `${expr} has ${plural(arr.length, 'item')}`
    }
    if ('value' in check) {
      items = items.filter((m) => deepEqual(m.value, check['value']))
      what += `, ${items.length} equal to ${q(check['value'])}`
    }
    const n = items.length
    const ok = (min === undefined || n >= min) && (max === undefined || n <= max)
    return result(ok, `${what} (expected ${rangeText(min, max)})`)
  }

  // Predicates over each node.
  const cs = check['case_sensitive'] === true
  let describe: string
  let pred: (v: unknown) => boolean
  switch (op) {
    case 'equals':
      describe = `equal to ${q(check['value'])}`
      pred = (v) => deepEqual(v, check['value'])
      break
    case 'one_of': {
      const values = check['values'] as unknown[]
      describe = `one of ${q(values, 120)}`
      pred = (v) => values.some((x) => deepEqual(v, x))
      break
    }
    case 'contains': {
      const want = check['value']
      describe = `containing ${q(want)}${typeof want === 'string' ? ` (${cs ? 'case-sensitive' : 'case-insensitive'})` : ''}`
      const strEq = (a: unknown, b: unknown): boolean =>
        !cs && typeof a === 'string' && typeof b === 'string' ? a.toLowerCase() === b.toLowerCase() : deepEqual(a, b)
      pred = (v) => {
        if (typeof v === 'string' && typeof want === 'string') return cs ? v.includes(want) : v.toLowerCase().includes(want.toLowerCase())
        if (Array.isArray(v)) return v.some((x) => strEq(x, want))
        return false
      }
      break
    }
    case 'regex': {
      const re = compileSafeRegex(check['pattern'] as string, typeof check['flags'] === 'string' ? check['flags'] : '')
      describe = `matching ${re.toString()}`
      pred = (v) => {
        if (v !== null && typeof v === 'object') return false
        return re.test(String(v))
      }
      break
    }
  }
  const match = (check['match'] as string | undefined) ?? 'all'
  const yes = nodes.filter((m) => pred(m.value))
  const no = nodes.filter((m) => !pred(m.value))
  if (match === 'none') {
    if (yes.length === 0) {
      return result(true, nodes.length === 0 ? `${nothing()}, so none is ${describe}` : `none of the ${plural(nodes.length, 'node')} of ${expr} is ${describe}`)
    }
    return result(false, `${plural(yes.length, 'node')} of ${expr} ${yes.length === 1 ? 'is' : 'are'} ${describe} but none should be: ${listNames(yes.map(nodeAt), 3)}`)
  }
  if (nodes.length === 0) return result(false, nothing())
  if (match === 'any') {
    if (yes.length > 0) return result(true, `${expr}: ${nodeAt(yes[0]!)} is ${describe}${nodes.length > 1 ? ` (${yes.length} of ${nodes.length} nodes)` : ''}`)
    return result(false, `no node of ${expr} is ${describe}; found ${listNames(nodes.map(nodeAt), 3)}`)
  }
  if (no.length === 0) {
    return result(true, nodes.length === 1 ? `${expr}: ${nodeAt(nodes[0]!)} is ${describe}` : `all ${nodes.length} nodes of ${expr} are ${describe}`)
  }
  const head = nodes.length === 1 ? `${expr}: ${nodeAt(no[0]!)} is not ${describe}` : `${no.length} of ${nodes.length} nodes of ${expr} ${no.length === 1 ? 'is' : 'are'} not ${describe}: ${listNames(no.map(nodeAt), 3)}`
  return result(false, head)
}

// ─── tool_called / tool_not_called ────────────────────────────────────────────────────

/** undefined when `expected` is a deep subset of `actual`; else where they differ. */
function subsetMismatch(expected: unknown, actual: unknown, at = 'input'): string | undefined {
  if (isObject(expected)) {
    if (!isObject(actual)) return `${at} is ${q(actual, 60)}, expected an object`
    for (const [k, v] of Object.entries(expected)) {
      if (!Object.prototype.hasOwnProperty.call(actual, k)) return `${at}.${k} is missing`
      const d = subsetMismatch(v, actual[k], `${at}.${k}`)
      if (d) return d
    }
    return undefined
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return `${at} is ${q(actual, 60)}, expected a list`
    if (actual.length !== expected.length) return `${at} has ${actual.length} items, expected ${expected.length}`
    for (let i = 0; i < expected.length; i++) {
      const d = subsetMismatch(expected[i], actual[i], `${at}[${i}]`)
      if (d) return d
    }
    return undefined
  }
  return deepEqual(expected, actual) ? undefined : `${at} is ${q(actual, 60)}, expected ${q(expected, 60)}`
}

async function runToolCalled(check: Check, ctx: CheckContext, negate: boolean): Promise<CheckResult> {
  const tool = check['tool'] as string
  const calls = Array.isArray(ctx.toolCalls) ? ctx.toolCalls : []
  const named = calls.filter((c) => c.name === tool)
  const hasInput = 'input' in check
  const matching = hasInput ? named.filter((c) => subsetMismatch(check['input'], c.input) === undefined) : named
  const turns = (cs: ToolCallRecord[]): string => listNames(cs.map((c) => String(c.turn)), 10)
  const withInput = hasInput ? ` with input matching ${q(check['input'], 100)}` : ''
  const inventory = (): string => {
    const counts = new Map<string, number>()
    for (const c of calls) counts.set(c.name, (counts.get(c.name) ?? 0) + 1)
    return counts.size === 0 ? 'no tools were called' : `tools called: ${[...counts].map(([n, k]) => `${n} ×${k}`).join(', ')}`
  }
  const whyNot = (): string => {
    if (!hasInput || named.length === 0) return ''
    const diffs = named.slice(0, 3).map((c) => `turn ${c.turn}: ${subsetMismatch(check['input'], c.input)}`)
    return `; '${tool}' was called ${plural(named.length, 'time')} but the input differs (${diffs.join('; ')})`
  }
  if (negate) {
    if (matching.length === 0) return result(true, `'${tool}' was not called${withInput}${whyNot()} (${inventory()})`)
    const first = matching[0]!
    return result(false, `'${tool}' was called ${plural(matching.length, 'time')}${withInput} (turns ${turns(matching)}); first input: ${q(first.input, 160)}`)
  }
  const count = isObject(check['count']) ? check['count'] : {}
  const min = typeof count['min'] === 'number' ? count['min'] : 1
  const max = typeof count['max'] === 'number' ? count['max'] : undefined
  const n = matching.length
  const ok = n >= min && (max === undefined || n <= max)
  const expected = isObject(check['count']) ? ` (expected ${rangeText(typeof count['min'] === 'number' ? min : undefined, max)})` : ''
  if (n === 0) return result(ok, `'${tool}' was never called${withInput}${expected}${whyNot()} (${inventory()})`)
  return result(ok, `'${tool}' was called ${plural(n, 'time')}${withInput}${expected} (turns ${turns(matching)}); first input: ${q(matching[0]!.input, 160)}`)
}

// ─── frontmatter ──────────────────────────────────────────────────────────────────────

/** The YAML between a leading `---` line and the next `---`/`...` line; undefined if none. */
export function extractFrontmatter(text: string): string | undefined {
  const t = text.replace(/^\uFEFF/, '')
  const m = /^---[ \t]*\r?\n/.exec(t)
  if (!m) return undefined
  const rest = t.slice(m[0].length)
  const end = /^(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/m.exec(rest)
  if (!end) return undefined
  return rest.slice(0, end.index)
}

function fieldValue(data: unknown, field: string): { found: boolean; value?: unknown } {
  let cur: unknown = data
  for (const seg of field.split('.')) {
    if (Array.isArray(cur) && /^\d+$/.test(seg) && Number(seg) < cur.length) cur = cur[Number(seg)]
    else if (isObject(cur) && Object.prototype.hasOwnProperty.call(cur, seg)) cur = cur[seg]
    else return { found: false }
  }
  return { found: true, value: cur }
}

/** Deep equality, with scalars also equal when their text is (YAML `version: 1` vs "1"). */
function looseEqual(a: unknown, b: unknown): boolean {
  if (deepEqual(a, b)) return true
  const scalar = (v: unknown): boolean => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean'
  return scalar(a) && scalar(b) && String(a) === String(b)
}

async function runFrontmatter(check: Check, ctx: CheckContext): Promise<CheckResult> {
  const glob = check['path'] as string
  const field = check['field'] as string
  const { matches, listing } = await matchOutputs(ctx, glob)
  if (matches.length === 0) return result(false, cap1(noMatchText(glob, listing)))
  const lines: string[] = []
  let allOk = true
  let anyError = false
  for (const m of matches) {
    const text = await readOutput(ctx, m)
    const yamlText = extractFrontmatter(text)
    if (yamlText === undefined) {
      allOk = false
      lines.push(`${m}: no YAML frontmatter (the file must start with a '---' line and close it with another); it starts ${snippet(text, 0, 0, 60)}`)
      continue
    }
    let data: unknown
    try {
      data = parseYaml(yamlText, { maxAliasCount: 100 }) ?? {}
    } catch (e) {
      allOk = false
      anyError = true
      lines.push(`${m}: the frontmatter is not valid YAML: ${e instanceof Error ? e.message.split('\n')[0] : String(e)}`)
      continue
    }
    const { found, value } = fieldValue(data, field)
    let ok: boolean
    let text2: string
    if ('exists' in check) {
      const want = check['exists'] === true
      ok = found === want
      text2 = found ? `'${field}' is present (${q(value)})` : `'${field}' is absent`
      if (!ok) text2 += want ? '' : ' but should be absent'
    } else if (!found) {
      ok = false
      const keys = isObject(data) ? ` (keys: ${listNames(Object.keys(data))})` : ''
      text2 = `no '${field}' in the frontmatter${keys}`
    } else if ('equals' in check) {
      ok = looseEqual(value, check['equals'])
      text2 = `${field} = ${q(value)}${ok ? '' : `, expected ${q(check['equals'])}`}`
    } else {
      const opts = check['one_of'] as unknown[]
      ok = opts.some((o) => looseEqual(value, o))
      text2 = `${field} = ${q(value)}${ok ? ` (one of ${q(opts)})` : `, expected one of ${q(opts)}`}`
    }
    if (!ok) allOk = false
    lines.push(`${m}: ${text2}`)
  }
  const r = result(allOk, lines.length === 1 ? lines[0]! : lines.join('\n'))
  return anyError ? { ...r, error: true } : r
}

// ─── script ───────────────────────────────────────────────────────────────────────────

function isExecutable(file: string): boolean {
  try {
    const st = statSync(file)
    return (st.mode & 0o111) !== 0
  } catch {
    return false
  }
}

/** How to start `file` without a shell: directly when executable, else by extension. */
function launcher(file: string): { cmd: string; pre: string[] } | undefined {
  if (isExecutable(file)) return { cmd: file, pre: [] }
  const ext = path.extname(file).toLowerCase()
  if (ext === '.sh') return { cmd: '/bin/sh', pre: [file] }
  if (ext === '.bash') return { cmd: '/bin/bash', pre: [file] }
  if (ext === '.js' || ext === '.mjs' || ext === '.cjs') return { cmd: process.execPath, pre: [file] }
  if (ext === '.py') return { cmd: '/usr/bin/python3', pre: [file] }
  return undefined
}

function capOutput(s: string): string {
  return truncateMiddle(s, SCRIPT_OUTPUT_CAP, Math.floor(SCRIPT_OUTPUT_CAP / 4), (n) => `\n… [${n} chars cut] …\n`)
}

async function runScript(check: Check, ctx: CheckContext): Promise<CheckResult> {
  const rel = check['command'] as string
  const args = Array.isArray(check['args']) ? (check['args'] as string[]) : []
  const abs = insideSkill(ctx.skillDir, rel)
  if (!abs) return evalError(`script '${rel}' escapes the skill folder`)
  try {
    if (!statSync(abs).isFile()) return evalError(`script '${rel}' is not a file`)
  } catch {
    return evalError(`script '${rel}' does not exist in the skill folder (${ctx.skillDir})`)
  }
  const how = launcher(abs)
  if (!how) return evalError(`script '${rel}' is not executable (chmod +x it, or use a .sh/.js/.py file)`)

  const timeoutMs =
    typeof check['timeout_seconds'] === 'number' ? check['timeout_seconds'] * 1000 : (ctx.timeoutMs ?? DEFAULT_SCRIPT_TIMEOUT_SECONDS * 1000)
  const work = await fs.mkdtemp(path.join(tmpdir(), 'skill-evals-check-'))
  try {
    const cwd = path.join(work, 'outputs')
    await fs.mkdir(cwd)
    try {
      await fs.cp(ctx.outputsDir, cwd, {
        recursive: true,
        dereference: false,
        verbatimSymlinks: true,
        errorOnExist: false,
        // Links are not copied: one pointing back into the stored outputs would let the
        // script write through it.
        filter: (src) => {
          const r = path.relative(ctx.outputsDir, src)
          if (RESERVED_OUTPUT_NAMES.includes(r)) return false
          try {
            return !lstatSync(src).isSymbolicLink()
          } catch {
            return false
          }
        },
      })
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e
    }
    const run = await spawnCapped(how.cmd, [...how.pre, ...args], { cwd, home: work, timeoutMs })
    const secs = (run.ms / 1000).toFixed(1)
    const out = run.output.trim() === '' ? '(no output)' : capOutput(run.output)
    const shown = [rel, ...args].map((a) => (/[\s"'\\]/.test(a) ? JSON.stringify(a) : a)).join(' ')
    if (run.spawnError) return evalError(`${shown} could not start: ${run.spawnError}`)
    if (run.timedOut) return evalError(`${shown} timed out after ${timeoutMs / 1000} s and was killed; output:\n${out}`)
    if (run.code === 0) return result(true, `${shown} exited 0 in ${secs} s; output:\n${out}`)
    const status = run.code !== null ? `exited ${run.code}` : `was killed by ${run.signal}`
    return result(false, `${shown} ${status} in ${secs} s; output:\n${out}`)
  } finally {
    await fs.rm(work, { recursive: true, force: true }).catch(() => undefined)
  }
}

interface SpawnResult {
  code: number | null
  signal: string | null
  output: string
  timedOut: boolean
  spawnError?: string
  ms: number
}

/** spawn without a shell, in its own process group (so a timeout kills the children too). */
function spawnCapped(cmd: string, args: string[], o: { cwd: string; home: string; timeoutMs: number }): Promise<SpawnResult> {
  return new Promise((resolve) => {
    const started = Date.now()
    const chunks: Buffer[] = []
    let size = 0
    const limit = 1024 * 1024
    let timedOut = false
    let done = false
    let spawnError: string | undefined
    const finish = (code: number | null, signal: string | null): void => {
      if (done) return
      done = true
      clearTimeout(timer)
      clearTimeout(hard)
      resolve({ code, signal, output: redact(Buffer.concat(chunks).toString('utf8')), timedOut, spawnError, ms: Date.now() - started })
    }
    let hard: NodeJS.Timeout | undefined
    let child: ReturnType<typeof spawn>
    // Issue 17: allow-listed environment; in its own PID namespace (bwrap) where available, with
    // only its work folder writable; the whole step is killed when the script ends.
    const step = containCommand(cmd, args, { cwd: o.cwd, writable: [o.home], env: { PATH: '/usr/bin:/bin', HOME: o.home, TMPDIR: o.home } })
    try {
      child = spawn(step.cmd, step.args, {
        cwd: o.cwd,
        env: step.env,
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: process.platform !== 'win32',
        shell: false,
        windowsHide: true,
      })
    } catch (e) {
      spawnError = e instanceof Error ? e.message : String(e)
      resolve({ code: null, signal: null, output: '', timedOut: false, spawnError, ms: 0 })
      return
    }
    const collect = (b: Buffer): void => {
      if (size >= limit) return
      chunks.push(b.subarray(0, limit - size))
      size += b.length
    }
    child.stdout?.on('data', collect)
    child.stderr?.on('data', collect)
    const kill = (): void => killContained(child, step)
    const timer = setTimeout(() => {
      timedOut = true
      kill()
      // A grandchild that escaped the group could hold the pipes open: stop waiting.
      hard = setTimeout(() => {
        child.stdout?.destroy()
        child.stderr?.destroy()
        finish(null, 'SIGKILL')
      }, 2000)
    }, o.timeoutMs)
    child.on('error', (e) => {
      spawnError = e.message
      finish(null, null)
    })
    // When the script exits, kill what it left running in its group (a background job would
    // otherwise hold the pipes open until the timeout), then wait for the pipes to close.
    let exited: { code: number | null; signal: string | null } | undefined
    child.on('exit', (code, signal) => {
      exited = { code, signal }
      if (!timedOut) kill()
    })
    child.on('close', (code, signal) => finish(exited?.code ?? code, exited?.signal ?? signal))
  })
}

// ─── Load-time file checks (used by discovery) ────────────────────────────────────────

/**
 * Problems that need the skill folder: a `schema_path` that does not exist there (or is not
 * valid JSON / a valid schema) and a script `command` that does not exist. Assumes the check
 * passed `validateCheck`. Synchronous; never throws.
 */
export function checkSkillFiles(check: Check, skillDir: string): CheckProblem[] {
  const out: CheckProblem[] = []
  try {
    const kind = normalizeKind(check.kind)
    if (kind === 'json_schema' && typeof check['schema_path'] === 'string') {
      const rel = check['schema_path']
      const abs = insideSkill(skillDir, rel)
      if (!abs) out.push({ pointer: '/schema_path', message: `'schema_path' '${rel}' escapes the skill folder` })
      else if (!isFileSync(abs)) out.push({ pointer: '/schema_path', message: `'schema_path' '${rel}' does not exist in the skill folder` })
      else {
        const text = readFileSync(abs, 'utf8').replace(/^\uFEFF/, '')
        let schema: unknown
        try {
          schema = JSON.parse(text)
        } catch (e) {
          out.push({ pointer: '/schema_path', message: `'schema_path' '${rel}' is not valid JSON: ${describeJsonError(e, text)}` })
          return out
        }
        const c = compileJsonSchema(schema)
        if (c.error) out.push({ pointer: '/schema_path', message: `'schema_path' '${rel}': ${c.error}` })
      }
    }
    if (kind === 'script' && typeof check['command'] === 'string') {
      const rel = check['command']
      const abs = insideSkill(skillDir, rel)
      if (!abs) out.push({ pointer: '/command', message: `'command' '${rel}' escapes the skill folder` })
      else if (!isFileSync(abs)) out.push({ pointer: '/command', message: `script '${rel}' does not exist in the skill folder` })
      else if (!launcher(abs)) out.push({ pointer: '/command', message: `script '${rel}' is not executable (chmod +x it, or use a .sh/.js/.py file)` })
    }
  } catch (e) {
    out.push({ pointer: '', message: `could not check the files of this check: ${e instanceof Error ? e.message : String(e)}` })
  }
  return out
}

function isFileSync(p: string): boolean {
  try {
    return statSync(p).isFile()
  } catch {
    return false
  }
}

/** Exposed for tests: a fixed glob → regex conversion (see check-schema.ts). */
export { globToRegExp, hasGlobMagic }
