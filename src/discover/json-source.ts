/**
 * A small, strict JSON parser that remembers where every value (and every object key) was
 * written, so schema errors can point at a file, line and column.
 *
 * Input is untrusted: the parser never throws. Problems become `Finding`s. Some mistakes
 * are recoverable without ambiguity (trailing commas, comments, duplicate keys, a BOM);
 * they are reported and parsing continues, so `value` is still returned. Anything else
 * (unterminated strings, missing commas, bad tokens, …) stops the parse and leaves `value`
 * undefined.
 */
import type { Finding } from '../types.js'
import { firstInvalidUtf8 } from '../text/utf8.js'

export interface Position {
  /** 1-based. */
  line: number
  /** 1-based, in UTF-16 code units (tabs count as one). */
  column: number
}

export interface JsonSource {
  /** The parsed value; undefined when the text could not be parsed. */
  value?: unknown
  findings: Finding[]
  /**
   * Position of the value at a JSON pointer (`/evals/3/prompt`, RFC 6901 escapes). A pointer
   * that does not exist falls back to its nearest existing parent (ultimately the root).
   */
  locate(pointer: string): Position
  /**
   * Position of the property *name* for an object member pointer (`/evals/3/prompt` → the
   * `"prompt"` key). Falls back to `locate` when there is no such key.
   */
  locateKey(pointer: string): Position
  /** True when the pointer names a value that was actually written in the file. */
  has(pointer: string): boolean
}

export interface ParseOptions {
  /**
   * Prefix of the rule ids of the findings: `<prefix>.syntax`, `<prefix>.empty`,
   * `<prefix>.bom`, `<prefix>.encoding`, `<prefix>.duplicate-key`. Default `json`.
   */
  rulePrefix?: string
  /** Maximum nesting of arrays/objects (protects the stack). Default 256. */
  maxDepth?: number
}

// ─── Pointers ─────────────────────────────────────────────────────────────────────────

export function escapePointerSegment(segment: string): string {
  // (most keys hold neither character: no regex runs for them)
  if (!segment.includes('~') && !segment.includes('/')) return segment
  return segment.replace(/~/g, '~0').replace(/\//g, '~1')
}

export function parsePointer(pointer: string): string[] {
  const p = pointer.startsWith('#') ? pointer.slice(1) : pointer
  const parts = p.split('/')
  if (parts[0] === '') parts.shift()
  return parts.map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
}

export function joinPointer(segments: ReadonlyArray<string | number>): string {
  return segments.map((s) => '/' + escapePointerSegment(String(s))).join('')
}

// ─── UTF-8 ────────────────────────────────────────────────────────────────────────────

export { firstInvalidUtf8 } from '../text/utf8.js'


export interface DecodedText {
  text: string
  /** Position of the first invalid byte, when the input was not valid UTF-8. */
  invalidAt?: Position
  /** A leading U+FEFF was removed. */
  hadBom: boolean
}

/** Decode bytes as UTF-8 without throwing; invalid sequences become U+FFFD. Strips a BOM. */
export function decodeUtf8(bytes: Buffer | Uint8Array | string): DecodedText {
  let text: string
  let invalidAt: Position | undefined
  if (typeof bytes === 'string') {
    text = bytes
  } else {
    const bad = firstInvalidUtf8(bytes)
    text = new TextDecoder('utf-8', { fatal: false, ignoreBOM: true }).decode(bytes)
    if (bad >= 0) {
      // The valid text before the bad byte (the decoder drops a leading BOM, which is not a column).
      const lines = new LineIndex(new TextDecoder().decode(bytes.subarray(0, bad)))
      invalidAt = lines.position(lines.length)
    }
  }
  const hadBom = text.charCodeAt(0) === 0xfeff
  if (hadBom) text = text.slice(1)
  return { text, invalidAt, hadBom }
}

/** Maps string offsets to 1-based line/column. `\n`, `\r\n` and a lone `\r` end a line. */
export class LineIndex {
  private readonly starts: number[] = [0]
  readonly length: number
  constructor(text: string) {
    this.length = text.length
    for (const m of text.matchAll(/\r\n|\r|\n/g)) this.starts.push(m.index + m[0].length)
  }
  position(offset: number): Position {
    const o = Math.max(0, Math.min(offset, this.length))
    let lo = 0
    // Stryker disable next-line ArithmeticOperator: a bound past the end only adds steps (starts[i] is undefined there and compares false)
    let hi = this.starts.length - 1
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1
      if (this.starts[mid]! <= o) lo = mid
      else hi = mid - 1
    }
    return { line: lo + 1, column: o - this.starts[lo]! + 1 }
  }
}

// ─── Parser ───────────────────────────────────────────────────────────────────────────

class Fatal {
  constructor(readonly offset: number, readonly message: string) {}
}

function describeChar(ch: string | undefined): string {
  if (ch === undefined) return 'end of file'
  const code = ch.codePointAt(0)!
  // Stryker disable next-line EqualityOperator: white space is skipped before a character is described, so a space never gets here
  if (code < 0x20 || code === 0x7f) return `control character U+${code.toString(16).toUpperCase().padStart(4, '0')}`
  return `'${ch}'`
}

/** The most findings reported for one document; the rest are counted in one more finding. */
const MAX_FINDINGS = 100

const NUMBER_RE = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y
const LITERALS = [
  ['true', true],
  ['false', false],
  ['null', null],
] as const

export function parseJsonWithPositions(
  bytes: Buffer | Uint8Array | string,
  file: string,
  options: ParseOptions = {},
): JsonSource {
  const prefix = options.rulePrefix ?? 'json'
  const maxDepth = options.maxDepth ?? 256
  const findings: Finding[] = []
  const valuePos = new Map<string, number>()
  const keyPos = new Map<string, number>()

  const decoded = decodeUtf8(bytes)
  const text = decoded.text
  const lines = new LineIndex(text)

  const at = (offset: number): Position => lines.position(offset)
  // At most MAX_FINDINGS findings, then one that says how many more (a file of 200,000
  // duplicate keys would flood the report, and overflow a caller's `push(...findings)`).
  let notReported = 0
  const report = (severity: Finding['severity'], rule: string, offset: number, message: string): void => {
    if (findings.length >= MAX_FINDINGS) {
      notReported++
      return
    }
    const p = at(offset)
    findings.push({ severity, file, line: p.line, column: p.column, rule: `${prefix}.${rule}`, message })
  }

  if (decoded.hadBom) {
    findings.push({
      severity: 'warning',
      file,
      line: 1,
      column: 1,
      rule: `${prefix}.bom`,
      message: 'File starts with a UTF-8 byte order mark (BOM); it was ignored. Save the file as UTF-8 without BOM.',
    })
  }
  if (decoded.invalidAt) {
    findings.push({
      severity: 'error',
      file,
      line: decoded.invalidAt.line,
      column: decoded.invalidAt.column,
      rule: `${prefix}.encoding`,
      message: 'File is not valid UTF-8 (first invalid byte here). Save it as UTF-8.',
    })
  }

  const locateIn = (map: Map<string, number>, pointer: string, fallback: boolean): Position | undefined => {
    // The maps' keys are canonical pointers ('/' + escaped segment, repeated), the form callers
    // build (`${base}/skill`): such a pointer is found as it is, without splitting and joining it.
    const exact = map.get(pointer)
    if (exact !== undefined) return at(exact)
    const segs = parsePointer(pointer)
    for (let n = segs.length; n >= 0; n--) {
      const off = map.get(joinPointer(segs.slice(0, n)))
      if (off !== undefined) return at(off)
      if (!fallback) return undefined
    }
    return undefined
  }
  const locate = (pointer: string): Position => locateIn(valuePos, pointer, true) ?? firstTokenPosition()
  const locateKey = (pointer: string): Position => locateIn(keyPos, pointer, false) ?? locate(pointer)
  const has = (pointer: string): boolean => valuePos.has(pointer) || valuePos.has(joinPointer(parsePointer(pointer)))
  const firstTokenPosition = (): Position => {
    const m = /\S/.exec(text)
    return at(m ? m.index : 0)
  }
  const result = (value: unknown, ok: boolean): JsonSource => {
    if (notReported > 0) {
      findings.push({
        // (the parser's only warning, a byte order mark, is its first finding: the rest are errors)
        severity: 'error',
        file,
        rule: `${prefix}.more`,
        message: `${notReported} more JSON problem${notReported === 1 ? ' was' : 's were'} not reported in ${file}; fix the ones above first.`,
      })
    }
    return ok ? { value, findings, locate, locateKey, has } : { findings, locate, locateKey, has }
  }

  if (text.trim() === '') {
    findings.push({
      severity: 'error',
      file,
      line: 1,
      column: 1,
      rule: `${prefix}.empty`,
      message: 'File is empty; expected a JSON document.',
    })
    return result(undefined, false)
  }

  let i = 0

  /** Skip whitespace and (reported) comments. */
  const skip = (): void => {
    for (;;) {
      const c = text.charCodeAt(i)
      if (c === 32 || c === 9 || c === 10 || c === 13) {
        i++
        continue
      }
      if (c === 47 /* / */) {
        const n = text.charCodeAt(i + 1)
        if (n === 47) {
          report('error', 'syntax', i, 'Comments are not allowed in JSON.')
          // Stryker disable next-line EqualityOperator: one step past the end reads nothing there either, and every later position is clamped to the text
          while (i < text.length && text[i] !== '\n' && text[i] !== '\r') i++
          continue
        }
        if (n === 42) {
          report('error', 'syntax', i, 'Comments are not allowed in JSON.')
          const end = text.indexOf('*/', i + 2)
          if (end === -1) throw new Fatal(i, 'Unterminated block comment.')
          i = end + 2
          continue
        }
      }
      if (c === 0xfeff) {
        throw new Fatal(i, 'Unexpected byte order mark inside the document.')
      }
      return
    }
  }

  const parseString = (): string => {
    const start = i
    i++ // opening quote
    let out = ''
    let chunk = i
    for (;;) {
      // Stryker disable next-line EqualityOperator: one step past the end gives the same error (charCodeAt there is NaN)
      if (i >= text.length) throw new Fatal(start, 'Unterminated string (missing closing ").')
      const c = text.charCodeAt(i)
      if (c === 34) {
        out += text.slice(chunk, i)
        i++
        return out
      }
      if (c === 10 || c === 13) throw new Fatal(start, 'Unterminated string (strings cannot span lines; missing closing "?).')
      if (c < 0x20) throw new Fatal(i, `Unescaped ${describeChar(text[i])} in string; escape it (e.g. \\t).`)
      if (c === 92) {
        out += text.slice(chunk, i)
        const e = text[i + 1]
        switch (e) {
          case '"':
          case '\\':
          case '/':
            out += e
            i += 2
            break
          case 'b':
            out += '\b'
            i += 2
            break
          case 'f':
            out += '\f'
            i += 2
            break
          case 'n':
            out += '\n'
            i += 2
            break
          case 'r':
            out += '\r'
            i += 2
            break
          case 't':
            out += '\t'
            i += 2
            break
          case 'u': {
            const hex = text.slice(i + 2, i + 6)
            // (hex holds at most four characters)
            if (!/[0-9a-fA-F]{4}/.test(hex)) throw new Fatal(i, 'Invalid \\u escape: expected four hex digits.')
            out += String.fromCharCode(parseInt(hex, 16))
            i += 6
            break
          }
          default:
            if (e === undefined) throw new Fatal(start, 'Unterminated string (missing closing ").')
            throw new Fatal(i, `Invalid escape sequence '\\${e}' in string.`)
        }
        chunk = i
        continue
      }
      i++
    }
  }

  const parseValue = (pointer: string, depth: number): unknown => {
    skip()
    valuePos.set(pointer, i)
    const ch = text[i]
    if (ch === '{') return parseObject(pointer, depth + 1)
    if (ch === '[') return parseArray(pointer, depth + 1)
    if (ch === '"') return parseString()
    if (ch === "'") throw new Fatal(i, "Strings must use double quotes (\"), not single quotes (').")
    if (ch === '-' || (ch !== undefined && ch >= '0' && ch <= '9')) {
      NUMBER_RE.lastIndex = i
      const m = NUMBER_RE.exec(text)
      if (!m || m[0] === '-') throw new Fatal(i, 'Invalid number.')
      const after = text[i + m[0].length]
      if (after !== undefined && /[0-9A-Za-z.+_]/.test(after)) {
        throw new Fatal(i, `Invalid number '${text.slice(i, i + m[0].length + 1)}…' (no leading zeros, hex, or trailing dot).`)
      }
      i += m[0].length
      return Number(m[0])
    }
    for (const [word, v] of LITERALS) {
      if (text.startsWith(word, i) && !/[A-Za-z0-9_$]/.test(text[i + word.length] ?? '')) {
        i += word.length
        return v
      }
    }
    const wordMatch = /^[A-Za-z_$][\w$]*/.exec(text.slice(i, i + 64))
    if (wordMatch) {
      const w = wordMatch[0]
      const hint = w === 'NaN' || w === 'Infinity' ? ' (JSON has no NaN or Infinity)' : w === 'undefined' ? ' (use null)' : ' (strings must be in double quotes)'
      throw new Fatal(i, `Unexpected '${w}'${hint}.`)
    }
    if (ch === '+' || ch === '.') throw new Fatal(i, `Invalid number: JSON numbers cannot start with '${ch}'.`)
    throw new Fatal(i, `Expected a value but found ${describeChar(ch)}.`)
  }

  /**
   * The shared frame of objects and arrays: the opening bracket, an empty container, items
   * separated by commas (a trailing comma is reported, not fatal) and the closing bracket.
   * `item` parses one member; it gets the offset of the opening bracket for its own errors.
   */
  const parseMembers = (depth: number, close: '}' | ']', item: (open: number) => void): void => {
    if (depth > maxDepth) throw new Fatal(i, `Nesting deeper than ${maxDepth} levels.`)
    const isObject = close === '}'
    const open = i
    i++ // { or [
    skip()
    if (text[i] === close) {
      i++
      return
    }
    for (;;) {
      skip()
      item(open)
      skip()
      const c = text[i]
      if (c === ',') {
        const comma = i
        i++
        skip()
        if (text[i] === close) {
          const p = at(comma)
          report('error', 'syntax', comma, `Trailing comma on line ${p.line} before '${close}'; JSON does not allow a comma after the last ${isObject ? 'property' : 'element'}.`)
          i++
          return
        }
        continue
      }
      if (c === close) {
        i++
        return
      }
      if (c === undefined) throw new Fatal(open, isObject ? "Unterminated object (missing '}')." : "Unterminated array (missing ']').")
      if (isObject && c === '"') throw new Fatal(i, "Missing ',' between properties.")
      throw new Fatal(i, `Expected ',' or '${close}' but found ${describeChar(c)}.`)
    }
  }

  const parseObject = (pointer: string, depth: number): Record<string, unknown> => {
    const obj: Record<string, unknown> = {}
    const seen = new Set<string>()
    parseMembers(depth, '}', (open) => {
      const keyStart = i
      if (text[i] !== '"') {
        if (text[i] === "'") throw new Fatal(i, "Property names must use double quotes (\"), not single quotes (').")
        if (i >= text.length) throw new Fatal(open, "Unterminated object (missing '}').")
        if (/[A-Za-z_$]/.test(text[i]!)) throw new Fatal(i, 'Property names must be double-quoted strings.')
        throw new Fatal(i, `Expected a property name but found ${describeChar(text[i])}.`)
      }
      const key = parseString()
      const child = pointer + '/' + escapePointerSegment(key)
      if (seen.has(key)) {
        report('error', 'duplicate-key', keyStart, `Duplicate property '${key}'; JSON readers disagree about which value wins.`)
      }
      seen.add(key)
      keyPos.set(child, keyStart)
      skip()
      if (text[i] !== ':') throw new Fatal(i, `Expected ':' after property name '${key}' but found ${describeChar(text[i])}.`)
      i++
      const v = parseValue(child, depth)
      // A plain assignment keeps the object fast; `__proto__` would set the prototype, so it becomes an own property as JSON.parse makes it.
      if (key === '__proto__') Object.defineProperty(obj, key, { value: v, enumerable: true, writable: true, configurable: true })
      else obj[key] = v
    })
    return obj
  }

  const parseArray = (pointer: string, depth: number): unknown[] => {
    const arr: unknown[] = []
    parseMembers(depth, ']', (open) => {
      if (text[i] === ',') throw new Fatal(i, 'Empty array element (two commas in a row?).')
      if (i >= text.length) throw new Fatal(open, "Unterminated array (missing ']').")
      arr.push(parseValue(pointer + '/' + arr.length, depth))
    })
    return arr
  }

  try {
    const value = parseValue('', 0)
    skip()
    if (i < text.length) throw new Fatal(i, `Unexpected ${describeChar(text[i])} after the end of the JSON document.`)
    return result(value, true)
  } catch (e) {
    if (e instanceof Fatal) {
      report('error', 'syntax', e.offset, e.message)
    } else {
      // Should not happen (e.g. stack exhaustion despite maxDepth); never throw out.
      report('error', 'syntax', i, `Could not parse JSON: ${e instanceof Error ? e.message : String(e)}`)
    }
    return result(undefined, false)
  }
}

// ─── Schema errors ────────────────────────────────────────────────────────────────────

/** The fields of an ajv `ErrorObject` used here (kept structural to avoid coupling). */
export interface SchemaError {
  instancePath: string
  keyword: string
  params: Record<string, unknown>
  message?: string
  data?: unknown
  /** Set by ajv on the errors of a `propertyNames` rule: the key that broke it. */
  propertyName?: string
  /** Where the failed keyword is in the schema (`#/properties/trials/then/enum`). */
  schemaPath?: string
  /** With `verbose`: the schema object holding the failed keyword. */
  parentSchema?: unknown
}

/** Readable path of a pointer inside `root`: `evals[3].prompt`, `tiers.1`, or `(document)`. */
export function pathLabel(root: unknown, pointer: string): string {
  const segs = parsePointer(pointer)
  if (segs.length === 0) return '(document)'
  let out = ''
  let node: unknown = root
  for (const s of segs) {
    if (Array.isArray(node)) {
      out += `[${s}]`
      node = node[Number(s)]
    } else {
      out += (out === '' ? '' : '.') + (/^[A-Za-z0-9_$-]+$/.test(s) ? s : JSON.stringify(s))
      node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[s] : undefined
    }
  }
  return out
}

function typeName(v: unknown): string {
  if (v === null) return 'null'
  if (Array.isArray(v)) return 'an array'
  if (typeof v === 'number') return Number.isInteger(v) ? 'an integer' : 'a number'
  if (typeof v === 'object') return 'an object'
  return `a ${typeof v}`
}

function short(v: unknown): string {
  let s: string
  try {
    s = JSON.stringify(v) ?? String(v)
  } catch {
    s = String(v)
  }
  return s.length > 60 ? s.slice(0, 57) + '…' : s
}

/**
 * Turn one ajv error into a message and the pointer it should be reported at. Returns
 * undefined for errors that only repeat another one (`if`, `propertyNames`).
 */
export function describeSchemaError(
  err: SchemaError,
  root: unknown,
): { pointer: string; atKey: boolean; message: string; unknownProperty?: string } | undefined {
  const p = err.instancePath
  const where = pathLabel(root, p)
  const params = err.params ?? {}
  if (typeof err.propertyName === 'string') {
    // A key that breaks the mapping's rule for key names: point at that key and name it.
    return { pointer: p + '/' + escapePointerSegment(err.propertyName), atKey: true, message: `Key '${err.propertyName}' in ${where} ${err.message ?? 'is invalid'}.` }
  }
  switch (err.keyword) {
    case 'if':
    case 'propertyNames': // repeats the error of the key, reported above
      return undefined
    case 'type': {
      const t = params['type']
      const types = (Array.isArray(t) ? t : [t]).map(String)
      const names = types.map((x) => (x === 'object' ? 'an object (mapping)' : x === 'array' ? 'a list' : x))
      return { pointer: p, atKey: false, message: `${where} must be ${names.join(' or ')}, not ${typeName(err.data)}.` }
    }
    case 'required': {
      const m = String(params['missingProperty'])
      return { pointer: p, atKey: false, message: `${where} is missing the required property '${m}'.` }
    }
    case 'additionalProperties': {
      const a = String(params['additionalProperty'])
      const child = p + '/' + escapePointerSegment(a)
      return {
        pointer: child,
        atKey: true,
        unknownProperty: a,
        message: `Unknown property '${a}'${p === '' ? '' : ` in ${where}`}.`,
      }
    }
    case 'enum': {
      // A value that may be of two kinds (`trials`: a number, or the word 'adaptive') checks the
      // word in a `then` branch; that branch's description says what the setting takes.
      const said = (err.parentSchema as { description?: unknown } | undefined)?.description
      if (typeof said === 'string' && err.schemaPath?.endsWith('/then/enum') === true) return { pointer: p, atKey: false, message: `${where} must be ${said} (got ${short(err.data)}).` }
      const allowed = Array.isArray(params['allowedValues']) ? (params['allowedValues'] as unknown[]).map(String) : []
      return { pointer: p, atKey: false, message: `${where} must be one of: ${allowed.join(', ')} (got ${short(err.data)}).` }
    }
    case 'minLength':
      if (params['limit'] === 1) return { pointer: p, atKey: false, message: `${where} must not be empty.` }
      return { pointer: p, atKey: false, message: `${where} must have at least ${String(params['limit'])} characters.` }
    case 'minItems':
      return { pointer: p, atKey: false, message: `${where} must have at least ${String(params['limit'])} item(s).` }
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return {
        pointer: p,
        atKey: false,
        message: `${where} must be ${String(params['comparison'])} ${String(params['limit'])} (got ${short(err.data)}).`,
      }
    default:
      return { pointer: p, atKey: false, message: `${where} ${err.message ?? 'is invalid'}.` }
  }
}
