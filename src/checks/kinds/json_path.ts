/**
 * The `json_path` check kind. A JSONPath `path` evaluated on every JSON document (the response, or each output file
 * matching `in`) must satisfy `op`: equals, one_of, contains, regex, exists, not_exists or count
 * (`match`: all, any or none of the nodes).
 */
import type { Check } from '../../types.js'
import type { CheckContext, CheckKindPlugin, CheckResult } from '../kind.js'
import { evalError, result } from '../kind.js'
import { listNames, plural, q, rangeText } from '../evidence.js'
import { deepEqual, jsonDocs } from '../outputs.js'
import { didYouMean, JSON_PATH_MATCH, JSON_PATH_OPS, show, type JsonPathOp } from '../check-schema.js'
import { parseJsonPath, queryJsonPath, type PathMatch } from '../jsonpath.js'
import { compileSafeRegex } from '../../safe-regex.js'
import { isObject } from '../../text/object.js'

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
    // Validation (runCheck) allows only non-negative integers here.
    const min = check['min'] as number | undefined
    const max = check['max'] as number | undefined
    let items = nodes.map((m) => m.value)
    let what = `${plural(nodes.length, 'node')} ${nodes.length === 1 ? 'matches' : 'match'} ${expr}`
    if (definite && nodes.length === 1 && Array.isArray(nodes[0]!.value)) {
      items = nodes[0]!.value as unknown[]
      what = `${expr} has ${plural(items.length, 'item')}`
    }
    if ('value' in check) {
      items = items.filter((v) => deepEqual(v, check['value']))
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
      // Validation (runCheck) allows only a string of flags here.
      const re = compileSafeRegex(check['pattern'] as string, (check['flags'] as string | undefined) ?? '')
      describe = `matching ${re.toString()}`
      pred = (v) => {
        if (v !== null && typeof v === 'object') return false
        return re.test(String(v))
      }
      break
    }
  }
  const match = check['match'] as 'all' | 'any' | 'none' | undefined // undefined: all
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

export const json_path: CheckKindPlugin = {
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
  readsJson: true,
  validate(check, { has, add }) {
    if (has('path')) {
      const r = parseJsonPath(check['path'])
      if (!r.ok) add('/path', `invalid JSONPath: ${r.error}`)
    }
    if (has('match') && !(JSON_PATH_MATCH as readonly string[]).includes(check['match'] as string)) {
      add('/match', `'match' must be one of ${JSON_PATH_MATCH.join(', ')}, not ${show(check['match'])}`)
    }
    if (!has('op')) return
    const op = check['op'] as string
    if (!(JSON_PATH_OPS as readonly string[]).includes(op)) {
      add('/op', `unknown op '${op}'${didYouMean(op, JSON_PATH_OPS) || ` (ops: ${JSON_PATH_OPS.join(', ')})`}`)
      return
    }
    const allowed: Record<JsonPathOp, string[]> = {
      equals: ['value', 'match'],
      one_of: ['values', 'match'],
      contains: ['value', 'match', 'case_sensitive'],
      regex: ['pattern', 'flags', 'match'],
      // Stryker disable next-line ArrayDeclaration: no check has a field named like Stryker's placeholder, so a list with it allows nothing more.
      exists: [],
      // Stryker disable next-line ArrayDeclaration: as above.
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
  },
  run: runJsonPath,
}
