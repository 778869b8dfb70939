/**
 * Static validation of deterministic checks (an assertion's `check`), shared by discovery
 * (findings with file and line at load time) and grading (a bad check is an evaluation error,
 * never a crash). The common rules are here; each kind declares its fields and adds its own rules
 * (src/checks/kinds/).
 */
import { isObject } from '../text/object.js'
import {
  COMMON,
  didYouMean,
  outputGlobProblem,
  rangeProblems,
  regexFlagsProblem,
  regexPatternProblem,
  show,
  typeName,
  typeProblem,
  type CheckProblem,
  type FieldType,
} from './check-schema.js'
import { CHECK_KINDS, KINDS, normalizeKind } from './kinds/index.js'

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
  const spec = KINDS[kind]
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
    // 'kind' is a known kind here, so its own type check passes.
    if (!(k in check)) continue
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

  const isJsonKind = spec.readsJson === true
  if (has('in')) {
    const v = check['in'] as string
    if (IN_TEXT.includes(v)) {
      if (isJsonKind && v === 'transcript') add('/in', `'in: transcript' is not JSON; use 'response' or a file path`)
    } else {
      const p = outputGlobProblem(v, "'in'")
      if (p) add('/in', p)
    }
  }
  if (has('path') && spec.pathIsGlob === true) {
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

  // The kind's own rules.
  spec.validate?.(check, { has, add })
  return problems
}
