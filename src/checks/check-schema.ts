/**
 * Static validation of deterministic checks (an assertion's `check`), shared by discovery
 * (findings with file and line at load time) and grading (a bad check is an evaluation error,
 * never a crash). Also the helpers both need: kind names, output globs, regex flags, JSON
 * Schema compilation (draft-07 by default; 2019-09 / 2020-12 when `$schema` says so).
 */
import path from 'node:path'
import { Ajv, type ValidateFunction } from 'ajv'
import { Ajv2019 } from 'ajv/dist/2019.js'
import { Ajv2020 } from 'ajv/dist/2020.js'
import addFormatsModule from 'ajv-formats'
import { parseJsonPath } from './jsonpath.js'

import { compileSafeRegex, nestedQuantifier, safeFlagsProblem, safeRegexProblem, type SafeRegex } from '../safe-regex.js'
import { outputGlobToRegExp } from '../glob.js'
import { editDistance } from '../text/edit-distance.js'
import { isObject, type JsonObject as Json } from '../text/object.js'
export { isObject }

export const CHECK_KINDS = [
  'contains',
  'not_contains',
  'regex',
  'file_exists',
  'file_absent',
  'json_schema',
  'json_path',
  'tool_called',
  'tool_not_called',
  'frontmatter',
  'script',
] as const

export type CheckKind = (typeof CHECK_KINDS)[number]

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

/** `file-exists` and `File_Exists` are accepted spellings of `file_exists`. */
export function normalizeKind(kind: unknown): CheckKind | undefined {
  if (typeof kind !== 'string') return undefined
  const k = kind.trim().toLowerCase().replace(/-/g, '_')
  return (CHECK_KINDS as readonly string[]).includes(k) ? (k as CheckKind) : undefined
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

const show = (v: unknown): string => {
  const s = JSON.stringify(v)
  return s === undefined ? String(v) : s.length > 60 ? s.slice(0, 57) + '...' : s
}

const typeName = (v: unknown): string => (v === null ? 'null' : Array.isArray(v) ? 'an array' : `a ${typeof v}`)

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

type FormatsPlugin = (ajv: Ajv) => Ajv
const addFormats: FormatsPlugin =
  ((addFormatsModule as unknown as { default?: FormatsPlugin }).default ?? (addFormatsModule as unknown as FormatsPlugin))

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

// ─── Per-kind field specs ─────────────────────────────────────────────────────────────

type FieldType =
  | 'string' // non-empty string
  | 'strings' // non-empty string or non-empty list of non-empty strings
  | 'stringList' // list of strings
  | 'boolean'
  | 'range' // {min?, max?}
  | 'nonNegInt'
  | 'positiveNumber'
  | 'any'
  | 'array'

interface KindSpec {
  required: string[]
  fields: Record<string, FieldType>
}

const COMMON: Record<string, FieldType> = { kind: 'string', description: 'string' }

const SPECS: Record<CheckKind, KindSpec> = {
  contains: { required: ['value'], fields: { value: 'strings', in: 'string', case_sensitive: 'boolean' } },
  not_contains: { required: ['value'], fields: { value: 'strings', in: 'string', case_sensitive: 'boolean' } },
  regex: { required: ['pattern'], fields: { pattern: 'string', flags: 'any', in: 'string' } },
  file_exists: { required: ['path'], fields: { path: 'string', count: 'range' } },
  file_absent: { required: ['path'], fields: { path: 'string' } },
  json_schema: { required: [], fields: { schema: 'any', schema_path: 'string', in: 'string' } },
  json_path: {
    required: ['path', 'op'],
    fields: {
      path: 'string',
      op: 'string',
      in: 'string',
      value: 'any',
      values: 'array',
      pattern: 'string',
      flags: 'any',
      min: 'nonNegInt',
      max: 'nonNegInt',
      match: 'string',
      case_sensitive: 'boolean',
    },
  },
  tool_called: { required: ['tool'], fields: { tool: 'string', input: 'any', count: 'range' } },
  tool_not_called: { required: ['tool'], fields: { tool: 'string', input: 'any' } },
  frontmatter: { required: ['path', 'field'], fields: { path: 'string', field: 'string', equals: 'any', one_of: 'array', exists: 'boolean' } },
  script: { required: ['command'], fields: { command: 'string', args: 'stringList', timeout_seconds: 'positiveNumber' } },
}

function typeProblem(t: FieldType, v: unknown, name: string): string | undefined {
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

function rangeProblems(v: Json, base: string, name: string): CheckProblem[] {
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
  if (typeof v['min'] === 'number' && typeof v['max'] === 'number' && v['min'] > v['max']) {
    out.push({ pointer: `${base}/min`, message: `'${name}.min' (${v['min']}) is greater than '${name}.max' (${v['max']})` })
  }
  return out
}

const IN_TEXT = ['response', 'transcript']

/**
 * Static validation of one check: unknown kind, missing/ill-typed fields, bad regexes or
 * flags, invalid inline JSON Schema, invalid JSONPath, count ranges, paths escaping their
 * folder. Pointers are relative to the check object. Does not touch the file system.
 */
export function validateCheck(check: unknown): CheckProblem[] {
  if (!isObject(check)) return [{ pointer: '', message: `a check must be an object with a 'kind', not ${typeName(check)}` }]
  const rawKind = check['kind']
  if (rawKind === undefined) return [{ pointer: '', message: `the check has no 'kind' (one of: ${CHECK_KINDS.join(', ')})` }]
  if (typeof rawKind !== 'string') return [{ pointer: '/kind', message: `'kind' must be a string, not ${typeName(rawKind)}` }]
  const kind = normalizeKind(rawKind)
  if (!kind) {
    return [{ pointer: '/kind', message: `unknown check kind '${rawKind}'${didYouMean(rawKind, CHECK_KINDS) || ` (known kinds: ${CHECK_KINDS.join(', ')})`}` }]
  }
  const spec = SPECS[kind]
  const fields: Record<string, FieldType> = { ...COMMON, ...spec.fields }
  const problems: CheckProblem[] = []
  const add = (pointer: string, message: string): void => {
    problems.push({ pointer, message })
  }

  // Unknown fields, required fields, types.
  for (const k of Object.keys(check)) {
    if (!(k in fields)) {
      const hint = didYouMean(k, Object.keys(fields))
      add(`/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`, `unknown field '${k}' for a ${kind} check${hint || ` (fields: ${Object.keys(spec.fields).join(', ')})`}`)
    }
  }
  for (const r of spec.required) if (!(r in check)) add('', `a ${kind} check needs '${r}'`)
  const ok: Record<string, boolean> = {}
  for (const [k, t] of Object.entries(fields)) {
    if (!(k in check) || k === 'kind') continue
    const p = typeProblem(t, check[k], k)
    if (p) add(`/${k}`, p)
    else ok[k] = true
  }
  const has = (k: string): boolean => ok[k] === true

  // Field-specific rules.
  if (has('value') && fields['value'] === 'strings' && Array.isArray(check['value'])) {
    ;(check['value'] as unknown[]).forEach((item, j) => {
      if (typeof item !== 'string' || item === '') add(`/value/${j}`, `'value' items must be non-empty strings, not ${show(item)}`)
    })
  }
  if (has('args')) {
    ;(check['args'] as unknown[]).forEach((item, j) => {
      if (typeof item !== 'string') add(`/args/${j}`, `'args' items must be strings, not ${typeName(item)}`)
    })
  }
  if (has('count') && isObject(check['count'])) problems.push(...rangeProblems(check['count'], '/count', 'count'))

  const isJsonKind = kind === 'json_schema' || kind === 'json_path'
  if (has('in')) {
    const v = check['in'] as string
    if (IN_TEXT.includes(v)) {
      if (isJsonKind && v === 'transcript') add('/in', `'in: transcript' is not JSON; use 'response' or a file path`)
    } else {
      const p = outputGlobProblem(v, "'in'")
      if (p) add('/in', p)
    }
  }
  if (has('path') && kind !== 'json_path') {
    const p = outputGlobProblem(check['path'] as string, "'path'")
    if (p) add('/path', p)
  }

  let flags = ''
  if ('flags' in check) {
    const f = check['flags']
    if (typeof f !== 'string') add('/flags', `'flags' must be a string of regex flags such as "im", not ${typeName(f)}`)
    else {
      const p = regexFlagsProblem(f)
      if (p) add('/flags', p)
      else flags = f
    }
  }
  if (has('pattern')) {
    const p = regexPatternProblem(check['pattern'] as string, flags)
    if (p) add('/pattern', p)
  }

  switch (kind) {
    case 'json_schema': {
      const hasSchema = 'schema' in check
      const hasPath = 'schema_path' in check
      if (hasSchema && hasPath) add('', "a json_schema check takes 'schema' or 'schema_path', not both")
      else if (!hasSchema && !hasPath) add('', "a json_schema check needs 'schema' (inline) or 'schema_path' (relative to the skill folder)")
      if (hasSchema) {
        const c = compileJsonSchema(check['schema'])
        if (c.error) add('/schema', c.error)
      }
      if (has('schema_path')) {
        const p = skillRelativeProblem(check['schema_path'] as string, "'schema_path'")
        if (p) add('/schema_path', p)
      }
      break
    }
    case 'json_path': {
      if (has('path')) {
        const r = parseJsonPath(check['path'])
        if (!r.ok) add('/path', `invalid JSONPath: ${r.error}`)
      }
      if (has('match') && !(JSON_PATH_MATCH as readonly string[]).includes(check['match'] as string)) {
        add('/match', `'match' must be one of ${JSON_PATH_MATCH.join(', ')}, not ${show(check['match'])}`)
      }
      if (!has('op')) break
      const op = check['op'] as string
      if (!(JSON_PATH_OPS as readonly string[]).includes(op)) {
        add('/op', `unknown op '${op}'${didYouMean(op, JSON_PATH_OPS) || ` (ops: ${JSON_PATH_OPS.join(', ')})`}`)
        break
      }
      const allowed: Record<JsonPathOp, string[]> = {
        equals: ['value', 'match'],
        one_of: ['values', 'match'],
        contains: ['value', 'match', 'case_sensitive'],
        regex: ['pattern', 'flags', 'match'],
        exists: [],
        not_exists: [],
        count: ['min', 'max', 'value'],
      }
      const needs: Record<JsonPathOp, string[]> = {
        equals: ['value'],
        one_of: ['values'],
        contains: ['value'],
        regex: ['pattern'],
        exists: [],
        not_exists: [],
        count: [],
      }
      for (const n of needs[op as JsonPathOp]) if (!(n in check)) add('', `json_path op '${op}' needs '${n}'`)
      for (const f of ['value', 'values', 'pattern', 'flags', 'min', 'max', 'match', 'case_sensitive']) {
        if (f in check && !allowed[op as JsonPathOp].includes(f)) add(`/${f}`, `'${f}' is not used by json_path op '${op}'`)
      }
      if (op === 'count') {
        if (!('min' in check) && !('max' in check)) add('', "json_path op 'count' needs 'min', 'max' or both")
        if (has('min') && has('max') && (check['min'] as number) > (check['max'] as number)) {
          add('/min', `'min' (${String(check['min'])}) is greater than 'max' (${String(check['max'])})`)
        }
      }
      if (op === 'one_of' && has('values') && (check['values'] as unknown[]).length === 0) add('/values', "'values' must not be empty")
      break
    }
    case 'frontmatter': {
      const modes = ['equals', 'one_of', 'exists'].filter((m) => m in check)
      if (modes.length === 0) add('', "a frontmatter check needs one of 'equals', 'one_of' or 'exists'")
      else if (modes.length > 1) add('', `a frontmatter check takes one of 'equals', 'one_of' or 'exists', not ${modes.map((m) => `'${m}'`).join(' and ')}`)
      if (has('one_of') && (check['one_of'] as unknown[]).length === 0) add('/one_of', "'one_of' must not be empty")
      if (has('field')) {
        const f = check['field'] as string
        if (f.split('.').some((s) => s === '')) add('/field', `'field' '${f}' has an empty segment; use a dot path such as "metadata.status"`)
      }
      break
    }
    case 'script': {
      if (has('command')) {
        const cmd = check['command'] as string
        if (/\s-{1,2}[A-Za-z]/.test(cmd) || /^\S+\s+\S/.test(cmd.trim()) && !/\.[A-Za-z0-9]+$/.test(cmd.trim())) {
          add('/command', `'command' '${cmd}' looks like a command line; put arguments in 'args' (commands are not run through a shell)`)
        }
        const p = skillRelativeProblem(cmd, "'command'")
        if (p) add('/command', `${p} (scripts must live in the skill folder, e.g. "scripts/validate.sh")`)
      }
      if (has('timeout_seconds') && (check['timeout_seconds'] as number) > MAX_SCRIPT_TIMEOUT_SECONDS) {
        add('/timeout_seconds', `'timeout_seconds' (${String(check['timeout_seconds'])}) exceeds the maximum of ${MAX_SCRIPT_TIMEOUT_SECONDS}`)
      }
      break
    }
    default:
      break
  }
  return problems
}
