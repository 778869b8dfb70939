/**
 * A small JSONPath subset for the `json_path` check: `$`, `.key`, `['key']` / `["key"]`,
 * `[n]` (negative counts from the end), `[*]` and `.*`. No filters, slices, unions or
 * recursive descent: a path either parses completely or is rejected with a message saying
 * where and why (static validation reports it at load time).
 */

export type PathSegment = { type: 'key'; key: string } | { type: 'index'; index: number } | { type: 'wildcard' }

export interface JsonPath {
  /** The expression as written. */
  source: string
  segments: PathSegment[]
  /** No wildcard: the path names at most one node. */
  definite: boolean
}

export type ParseResult = { ok: true; path: JsonPath } | { ok: false; error: string }

/** A node found by a query, with the JSON pointer (RFC 6901) of where it was found. */
export interface PathMatch {
  pointer: string
  value: unknown
}

const IDENT_START = /[A-Za-z_$\u00A0-\uFFFF]/
const IDENT_CHAR = /[A-Za-z0-9_$\-\u00A0-\uFFFF]/

export function parseJsonPath(expr: unknown): ParseResult {
  if (typeof expr !== 'string') return { ok: false, error: 'JSONPath must be a string' }
  const s = expr.trim()
  if (s === '') return { ok: false, error: 'JSONPath is empty; use "$" for the whole document' }
  if (s[0] !== '$') return { ok: false, error: `JSONPath must start with '$' (e.g. "$.${s.replace(/^\.+/, '')}")` }
  const segments: PathSegment[] = []
  let i = 1
  const fail = (msg: string): ParseResult => ({ ok: false, error: `${msg} at position ${i + 1} of "${s}"` })
  while (i < s.length) {
    const c = s[i]!
    if (c === '.') {
      i++
      if (s[i] === '.') return fail('recursive descent (..) is not supported')
      if (s[i] === '*') {
        segments.push({ type: 'wildcard' })
        i++
        continue
      }
      if (i >= s.length || !IDENT_START.test(s[i]!)) return fail("expected a property name or '*' after '.'")
      const start = i
      while (i < s.length && IDENT_CHAR.test(s[i]!)) i++
      segments.push({ type: 'key', key: s.slice(start, i) })
      continue
    }
    if (c === '[') {
      i++
      while (s[i] === ' ') i++
      const d = s[i]
      if (d === '*') {
        i++
        while (s[i] === ' ') i++
        if (s[i] !== ']') return fail("expected ']' after '*'")
        i++
        segments.push({ type: 'wildcard' })
        continue
      }
      if (d === "'" || d === '"') {
        const quote = d
        i++
        let key = ''
        let closed = false
        while (i < s.length) {
          const ch = s[i]!
          if (ch === '\\') {
            const next = s[i + 1]
            if (next === undefined) break
            key += next
            i += 2
            continue
          }
          if (ch === quote) {
            closed = true
            i++
            break
          }
          key += ch
          i++
        }
        if (!closed) return fail('unterminated quoted name')
        while (s[i] === ' ') i++
        if (s[i] !== ']') return fail("expected ']' after the quoted name")
        i++
        segments.push({ type: 'key', key })
        continue
      }
      if (d !== undefined && /[-0-9]/.test(d)) {
        const m = /^-?\d+/.exec(s.slice(i))
        if (!m) return fail('expected an index')
        i += m[0].length
        while (s[i] === ' ') i++
        if (s[i] === ':') return fail('slices are not supported')
        if (s[i] === ',') return fail('unions are not supported')
        if (s[i] !== ']') return fail("expected ']' after the index")
        i++
        const index = Number(m[0])
        if (!Number.isSafeInteger(index)) return fail('index is too large')
        segments.push({ type: 'index', index })
        continue
      }
      if (d === '?') return fail('filters ([?(...)]) are not supported')
      if (d === '(') return fail('script expressions are not supported')
      return fail("expected '*', an index or a quoted name after '['")
    }
    return fail(`unexpected '${c}'`)
  }
  return { ok: true, path: { source: s, segments, definite: segments.every((g) => g.type !== 'wildcard') } }
}

const esc = (k: string): string => k.replace(/~/g, '~0').replace(/\//g, '~1')

/** All nodes the path selects, in document order. */
export function queryJsonPath(doc: unknown, path: JsonPath): PathMatch[] {
  let nodes: PathMatch[] = [{ pointer: '', value: doc }]
  for (const seg of path.segments) {
    const next: PathMatch[] = []
    for (const n of nodes) {
      const v = n.value
      if (seg.type === 'key') {
        if (v !== null && typeof v === 'object' && !Array.isArray(v) && Object.prototype.hasOwnProperty.call(v, seg.key)) {
          next.push({ pointer: `${n.pointer}/${esc(seg.key)}`, value: (v as Record<string, unknown>)[seg.key] })
        }
      } else if (seg.type === 'index') {
        if (Array.isArray(v)) {
          const idx = seg.index < 0 ? v.length + seg.index : seg.index
          if (idx >= 0 && idx < v.length) next.push({ pointer: `${n.pointer}/${idx}`, value: v[idx] })
        }
      } else if (Array.isArray(v)) {
        v.forEach((item, idx) => next.push({ pointer: `${n.pointer}/${idx}`, value: item }))
      } else if (v !== null && typeof v === 'object') {
        for (const [k, item] of Object.entries(v)) next.push({ pointer: `${n.pointer}/${esc(k)}`, value: item })
      }
    }
    nodes = next
    if (nodes.length === 0) break
  }
  return nodes
}
