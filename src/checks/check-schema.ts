/**
 * The helpers of the check kinds' options (src/checks/kinds/) and of their validation
 * (src/checks/validate.ts): field types, output globs, skill-relative paths, regex flags and
 * patterns, JSON Schema compilation (draft-07 by default; 2019-09 / 2020-12 when `$schema` says so).
 */
import path from 'node:path'
import type { Ajv, ValidateFunction } from 'ajv'
import type { Ajv2019 } from 'ajv/dist/2019.js'
import type { Ajv2020 } from 'ajv/dist/2020.js'
import { jsonSchemaEngines } from './json-schema-engines.js'

import { compileSafeRegex, nestedQuantifier, safeFlagsProblem, safeRegexProblem, type SafeRegex } from '../safe-regex.js'
import { outputGlobToRegExp } from '../glob.js'
import { editDistance } from '../text/edit-distance.js'
import { isObject, type JsonObject as Json } from '../text/object.js'

export const JSON_PATH_OPS = ['equals', 'one_of', 'contains', 'regex', 'exists', 'not_exists', 'count'] as const
export type JsonPathOp = (typeof JSON_PATH_OPS)[number]
export const JSON_PATH_MATCH = ['all', 'any', 'none'] as const

/** Default and maximum script timeouts, in seconds. */
export const DEFAULT_SCRIPT_TIMEOUT_SECONDS = 30
export const MAX_SCRIPT_TIMEOUT_SECONDS = 600

export interface CheckProblem {
  /** Relative JSON pointer inside the check ('' = the check itself). */
  pointer: string
  message: string
}

// ─── Small helpers ────────────────────────────────────────────────────────────────────



/** " (did you mean 'x'?)" or ''. */
export function didYouMean(word: string, options: readonly string[]): string {
  const w = word.toLowerCase().replace(/-/g, '_')
  let best: string | undefined
  let bestD = Infinity
  for (const o of options) {
    const d = editDistance(w, o)
    if (d < bestD) {
      bestD = d
      best = o
    }
  }
  if (best === undefined) return ''
  const containsEither = best.includes(w) || (w.length >= 4 && w.includes(best))
  return bestD <= Math.max(2, Math.floor(best.length / 3)) || containsEither ? ` (did you mean '${best}'?)` : ''
}

export const show = (v: unknown): string => {
  const s = JSON.stringify(v)
  return s === undefined ? String(v) : s.length > 60 ? s.slice(0, 57) + '...' : s
}

export const typeName = (v: unknown): string => (v === null ? 'null' : Array.isArray(v) ? 'an array' : `a ${typeof v}`)

// ─── Regex flags ──────────────────────────────────────────────────────────────────────

/** undefined when the flags are valid, else the reason (see src/safe-regex.ts for their meaning). */
export function regexFlagsProblem(flags: string): string | undefined {
  return safeFlagsProblem(flags)
}

/**
 * undefined when `pattern` compiles for the linear-time engine (RE2 syntax, src/safe-regex.ts),
 * else the reason: invalid syntax, or a backtracking-only feature (backreference, lookahead).
 */
export function regexPatternProblem(pattern: string, flags: string): string | undefined {
  const p = safeRegexProblem(pattern, regexFlagsProblem(flags) ? '' : flags)
  return p === undefined ? undefined : `invalid regular expression: ${p}`
}

/** A warning for a pattern with nested quantifiers (`(a+)+`), or undefined. */
export function regexPatternWarning(pattern: string): string | undefined {
  const q = nestedQuantifier(pattern)
  return q === undefined
    ? undefined
    : `the pattern has nested quantifiers ('${q}'): harmless here (patterns are matched in linear time) but a sign of a mistake, and catastrophic in a backtracking engine`
}

// ─── Globs over the run's outputs ─────────────────────────────────────────────────────

export const RESERVED_OUTPUT_NAMES: readonly string[] = ['metrics.json', 'transcript.md', 'user_notes.md']

/** Strip `./`, collapse slashes. Does not validate. */
export function normalizeGlob(glob: string): string {
  return glob.trim().replace(/\\/g, '/').replace(/\/{2,}/g, '/').replace(/^(\.\/)+/, '')
}

export const hasGlobMagic = (glob: string): boolean => /[*?[{]/.test(glob)

/**
 * Compile a glob (relative to the outputs folder, POSIX separators) to a linear-time regex over relative
 * paths. `*` and `?` stay within a path segment, `**` spans segments, `[abc]` / `[!abc]`,
 * `{a,b}`, and `\x` escapes. Dotfiles are matched like other files. Throws on bad syntax.
 */
export function globToRegExp(glob: string): SafeRegex {
  return outputGlobToRegExp(normalizeGlob(glob))
}

/** Problem with an output path/glob, or undefined. */
export function outputGlobProblem(glob: string, what: string): string | undefined {
  if (glob.trim() === '') return `${what} is empty`
  if (glob.includes('\0')) return `${what} contains a NUL character`
  if (path.posix.isAbsolute(glob) || /^[A-Za-z]:[\\/]/.test(glob) || glob.startsWith('\\'))
    return `${what} '${glob}' is absolute; use a path relative to the run's outputs folder`
  if (normalizeGlob(glob).split('/').includes('..')) return `${what} '${glob}' leaves the run's outputs folder ('..')`
  try {
    globToRegExp(glob)
  } catch (e) {
    return `${what} '${glob}' is not a valid glob: ${e instanceof Error ? e.message : String(e)}`
  }
  return undefined
}

/** A path relative to the skill folder that stays inside it; otherwise the reason. */
export function skillRelativeProblem(p: string, what: string): string | undefined {
  if (p.trim() === '') return `${what} is empty`
  if (p.includes('\0')) return `${what} contains a NUL character`
  if (path.posix.isAbsolute(p) || path.isAbsolute(p) || /^[A-Za-z]:[\\/]/.test(p) || p.startsWith('\\'))
    return `${what} '${p}' is absolute; use a path relative to the skill folder`
  const norm = path.posix.normalize(p.replace(/\\/g, '/'))
  if (norm === '..' || norm.startsWith('../')) return `${what} '${p}' escapes the skill folder`
  if (norm === '.' || norm === '') return `${what} '${p}' names the skill folder itself, not a file`
  return undefined
}

// ─── JSON Schema compilation ──────────────────────────────────────────────────────────

type AjvLike = Ajv | Ajv2019 | Ajv2020
const ajvs = new Map<string, AjvLike>()

/**
 * Ajv's `pattern` / `patternProperties` engine for users' schemas: linear-time RE2, since the
 * schema is from the pull request and the data is the agent's output (issue 17). A pattern RE2
 * cannot compile makes the schema invalid, which is reported like any other schema error.
 */
const safeRegExpEngine = Object.assign((pattern: string, u: string) => compileSafeRegex(pattern, u === 'u' ? 'u' : ''), {
  code: 'skillEvalsSafeRegex'
})

function ajvFor(schema: unknown): AjvLike {
  const dialect = isObject(schema) && typeof schema['$schema'] === 'string' ? schema['$schema'] : ''
  const key = dialect.includes('2020-12') ? '2020' : dialect.includes('2019-09') ? '2019' : '07'
  let ajv = ajvs.get(key)
  if (!ajv) {
    const { Ajv, Ajv2019, Ajv2020, addFormats } = jsonSchemaEngines()
    const opts = { allErrors: true, strict: false, allowUnionTypes: true, validateFormats: true, code: { regExp: safeRegExpEngine } }
    ajv = key === '2020' ? new Ajv2020(opts) : key === '2019' ? new Ajv2019(opts) : new Ajv(opts)
    try {
      addFormats(ajv as Ajv)
    } catch {
      // formats are a nicety
    }
    ajvs.set(key, ajv)
  }
  return ajv
}

/** Compile a user's JSON Schema; never throws. */
export function compileJsonSchema(schema: unknown): { validate?: ValidateFunction; error?: string } {
  if (!isObject(schema) && typeof schema !== 'boolean') return { error: `a JSON Schema must be an object or a boolean, not ${typeName(schema)}` }
  const ajv = ajvFor(schema)
  try {
    // A fresh copy without $id so the same schema can be compiled twice without clashing.
    const copy = isObject(schema) ? { ...schema } : schema
    if (isObject(copy)) delete copy['$id']
    return { validate: ajv.compile(copy as object) }
  } catch (e) {
    return { error: `invalid JSON Schema: ${e instanceof Error ? e.message : String(e)}` }
  }
}

// ─── Field types ─────────────────────────────────────────────────────────────

export type FieldType =
  | 'string' // non-empty string
  | 'strings' // non-empty string or non-empty list of non-empty strings
  | 'stringList' // list of strings
  | 'boolean'
  | 'range' // {min?, max?}
  | 'nonNegInt'
  | 'positiveNumber'
  | 'any'
  | 'array'

/** The fields every check has. */
export const COMMON: Record<string, FieldType> = { kind: 'string', description: 'string' }

export function typeProblem(t: FieldType, v: unknown, name: string): string | undefined {
  switch (t) {
    case 'string':
      if (typeof v !== 'string') return `'${name}' must be a string, not ${typeName(v)}`
      if (v.trim() === '') return `'${name}' must not be empty`
      return undefined
    case 'strings':
      if (typeof v === 'string') return v === '' ? `'${name}' must not be empty` : undefined
      if (!Array.isArray(v)) return `'${name}' must be a string or a list of strings, not ${typeName(v)}`
      if (v.length === 0) return `'${name}' must not be an empty list`
      return undefined // items checked separately for their own pointers
    case 'stringList':
      if (!Array.isArray(v)) return `'${name}' must be a list of strings, not ${typeName(v)}`
      return undefined
    case 'array':
      if (!Array.isArray(v)) return `'${name}' must be a list, not ${typeName(v)}`
      return undefined
    case 'boolean':
      return typeof v === 'boolean' ? undefined : `'${name}' must be true or false, not ${show(v)}`
    case 'range':
      return isObject(v) ? undefined : `'${name}' must be an object like {"min": 1, "max": 3}, not ${typeName(v)}`
    case 'nonNegInt':
      return typeof v === 'number' && Number.isInteger(v) && v >= 0 ? undefined : `'${name}' must be a non-negative integer, not ${show(v)}`
    case 'positiveNumber':
      return typeof v === 'number' && Number.isFinite(v) && v > 0 ? undefined : `'${name}' must be a positive number, not ${show(v)}`
    case 'any':
      return undefined
  }
}

export function rangeProblems(v: Json, base: string, name: string): CheckProblem[] {
  const out: CheckProblem[] = []
  for (const k of Object.keys(v)) {
    if (k !== 'min' && k !== 'max') out.push({ pointer: `${base}/${k}`, message: `unknown key '${k}' in '${name}' (only 'min' and 'max')${didYouMean(k, ['min', 'max'])}` })
  }
  if (!('min' in v) && !('max' in v)) out.push({ pointer: base, message: `'${name}' needs 'min', 'max' or both` })
  for (const k of ['min', 'max'] as const) {
    if (k in v && typeProblem('nonNegInt', v[k], `${name}.${k}`)) {
      out.push({ pointer: `${base}/${k}`, message: typeProblem('nonNegInt', v[k], `${name}.${k}`)! })
    }
  }
  // The kinds with a count (file_exists, tool_called) take a missing min as 1: max 0 alone can never pass.
  if (v['max'] === 0 && !('min' in v)) {
    out.push({ pointer: `${base}/max`, message: `'${name}.max' is 0 but '${name}.min' defaults to 1, so the check can never pass; add "min": 0` })
  }
  if (typeof v['min'] === 'number' && typeof v['max'] === 'number' && v['min'] > v['max']) {
    out.push({ pointer: `${base}/min`, message: `'${name}.min' (${v['min']}) is greater than '${name}.max' (${v['max']})` })
  }
  return out
}
