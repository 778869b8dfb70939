import { describe, expect, test } from '@jest/globals'
import { LineIndex, decodeUtf8, describeSchemaError, escapePointerSegment, joinPointer, parseJsonWithPositions, parsePointer, pathLabel, type SchemaError } from '../../src/discover/json-source.js'

// Mutation tests (issue 23) of the JSON reader behind every eval file (src/discover/json-source.ts):
// the value read, and each syntax problem with the exact line, column and wording a user sees.

const NONE = Symbol('no value')
type Row = [string, unknown, ['E' | 'W', string, number, number, string][]]

/** JSON text, the value read (NONE: the parse stopped), the findings (E/W, rule after `json.`, line, column, message). */
const CASES: Row[] = [
  ["", NONE, [["E","empty",1,1,"File is empty; expected a JSON document."]]],
  ["  \n", NONE, [["E","empty",1,1,"File is empty; expected a JSON document."]]],
  ["﻿{\"a\": 1}", {"a":1}, [["W","bom",1,1,"File starts with a UTF-8 byte order mark (BOM); it was ignored. Save the file as UTF-8 without BOM."]]],
  ["{\"a\": 1,}", {"a":1}, [["E","syntax",1,8,"Trailing comma on line 1 before '}'; JSON does not allow a comma after the last property."]]],
  ["[1,\n 2,\n]", [1,2], [["E","syntax",2,3,"Trailing comma on line 2 before ']'; JSON does not allow a comma after the last element."]]],
  ["// c\n{}", {}, [["E","syntax",1,1,"Comments are not allowed in JSON."]]],
  ["{} /* c */", {}, [["E","syntax",1,4,"Comments are not allowed in JSON."]]],
  ["/* c", NONE, [["E","syntax",1,1,"Comments are not allowed in JSON."],["E","syntax",1,1,"Unterminated block comment."]]],
  ["{}﻿", NONE, [["E","syntax",1,3,"Unexpected byte order mark inside the document."]]],
  ["\"abc", NONE, [["E","syntax",1,1,"Unterminated string (missing closing \")."]]],
  ["\"a\nb\"", NONE, [["E","syntax",1,1,"Unterminated string (strings cannot span lines; missing closing \"?)."]]],
  ["\"a\tb\"", NONE, [["E","syntax",1,3,"Unescaped control character U+0009 in string; escape it (e.g. \\t)."]]],
  ["\"\\x\"", NONE, [["E","syntax",1,2,"Invalid escape sequence '\\x' in string."]]],
  ["\"\\u12G4\"", NONE, [["E","syntax",1,2,"Invalid \\u escape: expected four hex digits."]]],
  ["\"\\", NONE, [["E","syntax",1,1,"Unterminated string (missing closing \")."]]],
  ["\"\\\"\\\\\\/\\b\\f\\n\\r\\t\\u00e9\"", "\"\\/\b\f\n\r\té", []],
  ["'a'", NONE, [["E","syntax",1,1,"Strings must use double quotes (\"), not single quotes (')."]]],
  ["-", NONE, [["E","syntax",1,1,"Invalid number."]]],
  ["01", NONE, [["E","syntax",1,1,"Invalid number '01…' (no leading zeros, hex, or trailing dot)."]]],
  ["1.", NONE, [["E","syntax",1,1,"Invalid number '1.…' (no leading zeros, hex, or trailing dot)."]]],
  ["0x1", NONE, [["E","syntax",1,1,"Invalid number '0x…' (no leading zeros, hex, or trailing dot)."]]],
  ["-0.5e-3", -0.0005, []],
  ["1e5", 100000, []],
  ["true", true, []],
  ["false", false, []],
  ["null", null, []],
  ["truex", NONE, [["E","syntax",1,1,"Unexpected 'truex' (strings must be in double quotes)."]]],
  ["nullx", NONE, [["E","syntax",1,1,"Unexpected 'nullx' (strings must be in double quotes)."]]],
  ["NaN", NONE, [["E","syntax",1,1,"Unexpected 'NaN' (JSON has no NaN or Infinity)."]]],
  ["Infinity", NONE, [["E","syntax",1,1,"Unexpected 'Infinity' (JSON has no NaN or Infinity)."]]],
  ["undefined", NONE, [["E","syntax",1,1,"Unexpected 'undefined' (use null)."]]],
  ["foo", NONE, [["E","syntax",1,1,"Unexpected 'foo' (strings must be in double quotes)."]]],
  ["+1", NONE, [["E","syntax",1,1,"Invalid number: JSON numbers cannot start with '+'."]]],
  [".5", NONE, [["E","syntax",1,1,"Invalid number: JSON numbers cannot start with '.'."]]],
  ["@", NONE, [["E","syntax",1,1,"Expected a value but found '@'."]]],
  ["\u0001", NONE, [["E","syntax",1,1,"Expected a value but found control character U+0001."]]],
  ["", NONE, [["E","syntax",1,1,"Expected a value but found control character U+007F."]]],
  ["{\"a\" 1}", NONE, [["E","syntax",1,6,"Expected ':' after property name 'a' but found '1'."]]],
  ["{a: 1}", NONE, [["E","syntax",1,2,"Property names must be double-quoted strings."]]],
  ["{'a': 1}", NONE, [["E","syntax",1,2,"Property names must use double quotes (\"), not single quotes (')."]]],
  ["{1: 2}", NONE, [["E","syntax",1,2,"Expected a property name but found '1'."]]],
  ["{\"a\": 1 \"b\": 2}", NONE, [["E","syntax",1,9,"Missing ',' between properties."]]],
  ["{\"a\": 1 x", NONE, [["E","syntax",1,9,"Expected ',' or '}' but found 'x'."]]],
  ["{\"a\": 1", NONE, [["E","syntax",1,1,"Unterminated object (missing '}')."]]],
  ["[1 2]", NONE, [["E","syntax",1,4,"Expected ',' or ']' but found '2'."]]],
  ["[1,,2]", NONE, [["E","syntax",1,4,"Empty array element (two commas in a row?)."]]],
  ["[1,", NONE, [["E","syntax",1,1,"Unterminated array (missing ']')."]]],
  ["{", NONE, [["E","syntax",1,1,"Unterminated object (missing '}')."]]],
  ["[", NONE, [["E","syntax",1,1,"Unterminated array (missing ']')."]]],
  ["{\"a\":1,", NONE, [["E","syntax",1,1,"Unterminated object (missing '}')."]]],
  ["{\"a\":1,\"a\":2}", {"a":2}, [["E","duplicate-key",1,8,"Duplicate property 'a'; JSON readers disagree about which value wins."]]],
  ["{} x", NONE, [["E","syntax",1,4,"Unexpected 'x' after the end of the JSON document."]]],
  ["[] ]", NONE, [["E","syntax",1,4,"Unexpected ']' after the end of the JSON document."]]],
  ["{\"a\": [1, {\"b\": null}]}", {"a":[1,{"b":null}]}, []],
  ["{\r\n\"a\": 1,\r\n}", {"a":1}, [["E","syntax",2,7,"Trailing comma on line 2 before '}'; JSON does not allow a comma after the last property."]]],
  ["{\r\"a\": 1,\r}", {"a":1}, [["E","syntax",2,7,"Trailing comma on line 2 before '}'; JSON does not allow a comma after the last property."]]],
  ["{} // end", {}, [["E","syntax",1,4,"Comments are not allowed in JSON."]]],
  ["// c\r{}", {}, [["E","syntax",1,1,"Comments are not allowed in JSON."]]],
  ["/x", NONE, [["E","syntax",1,1,"Expected a value but found '/'."]]],
  ["/*/ 1", NONE, [["E","syntax",1,1,"Comments are not allowed in JSON."],["E","syntax",1,1,"Unterminated block comment."]]],
  ["  /* x", NONE, [["E","syntax",1,3,"Comments are not allowed in JSON."],["E","syntax",1,3,"Unterminated block comment."]]],
  ["{\"a\": 1 /* c */ }", {"a":1}, [["E","syntax",1,9,"Comments are not allowed in JSON."]]],
  ["\t{}", {}, []],
  ["[x/]", NONE, [["E","syntax",1,2,"Unexpected 'x' (strings must be in double quotes)."]]],
  ["\"a\rb\"", NONE, [["E","syntax",1,1,"Unterminated string (strings cannot span lines; missing closing \"?)."]]],
  ["\"a b\"", "a b", []],
  ["[1", NONE, [["E","syntax",1,1,"Unterminated array (missing ']')."]]],
  ["{\"a\":", NONE, [["E","syntax",1,6,"Expected a value but found end of file."]]],
  ["{\"a\" ", NONE, [["E","syntax",1,6,"Expected ':' after property name 'a' but found end of file."]]],
  ["{\"a\":\n\n  x}", NONE, [["E","syntax",3,3,"Unexpected 'x' (strings must be in double quotes)."]]],
] 

describe('every JSON mistake is reported at its place, with the value kept where it can be', () => {
  test.each(CASES)('%j', (text, value, findings) => {
    const r = parseJsonWithPositions(text, 'f.json')
    if (value === NONE) expect('value' in r).toBe(false)
    else expect(r.value).toStrictEqual(value)
    expect(r.findings).toStrictEqual(
      findings.map(([s, rule, line, column, message]) => ({ severity: s === 'E' ? 'error' : 'warning', file: 'f.json', line, column, rule: `json.${rule}`, message }))
    )
  })
})

describe('positions of values and keys, by JSON pointer', () => {
  const src = parseJsonWithPositions('{\n  "evals": [\n    {"id": 1, "a/b": {"~x": 2}},\n    "s"\n  ],\n  "k": null\n}', 'f.json')
  test.each([
    // pointer, value position, key position, written in the file
    ['', [1, 1], [1, 1], true],
    ['#', [1, 1], [1, 1], true],
    ['/evals', [2, 12], [2, 3], true],
    ['/evals/0', [3, 5], [3, 5], true],
    ['/evals/0/id', [3, 12], [3, 6], true],
    ['/evals/0/a~1b', [3, 22], [3, 15], true],
    ['/evals/0/a~1b/~0x', [3, 29], [3, 23], true],
    ['/evals/1', [4, 5], [4, 5], true],
    ['#/evals/1', [4, 5], [4, 5], true],
    ['/k', [6, 8], [6, 3], true],
    // not written: the nearest parent that is
    ['/evals/2', [2, 12], [2, 12], false],
    ['/evals/0/nope/deeper', [3, 5], [3, 5], false],
    ['/nope', [1, 1], [1, 1], false],
  ] as const)('%s', (pointer, value, key, has) => {
    expect(src.locate(pointer)).toEqual({ line: value[0], column: value[1] })
    expect(src.locateKey(pointer)).toEqual({ line: key[0], column: key[1] })
    expect(src.has(pointer)).toBe(has)
  })

  test('a document that stops early still locates what was read; an empty one points at 1:1', () => {
    const bad = parseJsonWithPositions('  \n  {"a": [1, 2', 'f.json')
    expect(bad.locate('/a/1')).toEqual({ line: 2, column: 13 })
    expect(bad.locate('')).toEqual({ line: 2, column: 3 })
    expect(bad.locate('/zzz')).toEqual({ line: 2, column: 3 })
    expect(bad.locateKey('/a')).toEqual({ line: 2, column: 4 })
    expect(parseJsonWithPositions('   ', 'f.json').locate('/x')).toEqual({ line: 1, column: 1 })
    // a pointer that is not there, after a comment: the root value, not the comment
    expect(parseJsonWithPositions('// c\n{"a": 1}', 'f.json').locate('/zzz')).toEqual({ line: 2, column: 1 })
    // nothing read at all: the first thing that is not white space
    expect(parseJsonWithPositions('  /* x', 'f.json').locate('')).toEqual({ line: 1, column: 3 })
    // the root of a document after blank lines is its first token
    expect(parseJsonWithPositions('\n\n  x', 'f.json').locate('/a')).toEqual({ line: 3, column: 3 })
  })
})

describe('bytes, rule names and nesting', () => {
  test('invalid UTF-8: an error at the first bad byte, and the rest is still read', () => {
    expect(parseJsonWithPositions(Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d]), 'f.json')).toMatchObject({
      value: { a: '\uFFFD' },
      findings: [{ severity: 'error', file: 'f.json', line: 1, column: 7, rule: 'json.encoding', message: 'File is not valid UTF-8 (first invalid byte here). Save it as UTF-8.' }]
    })
  })

  test('decodeUtf8: BOM removed and noted; the first bad byte by line and column (a BOM is not a column)', () => {
    expect(decodeUtf8(Buffer.from([0xef, 0xbb, 0xbf, 0x61, 0x0a, 0x62, 0xff]))).toStrictEqual({ text: 'a\nb\uFFFD', invalidAt: { line: 2, column: 2 }, hadBom: true })
    expect(decodeUtf8(Buffer.from([0xef, 0xbb, 0xbf, 0xff]))).toStrictEqual({ text: '\uFFFD', invalidAt: { line: 1, column: 1 }, hadBom: true })
    expect(decodeUtf8('\uFEFFx')).toStrictEqual({ text: 'x', invalidAt: undefined, hadBom: true })
    expect(decodeUtf8(Buffer.from([0xff, 0x61]))).toStrictEqual({ text: '\uFFFDa', invalidAt: { line: 1, column: 1 }, hadBom: false })
    // a U+FEFF later in the text is a character like any other
    expect(decodeUtf8(Buffer.from([0x0a, 0xef, 0xbb, 0xbf, 0xff])).invalidAt).toEqual({ line: 2, column: 2 })
    expect(decodeUtf8(Buffer.from('ok'))).toStrictEqual({ text: 'ok', invalidAt: undefined, hadBom: false })
  })

  test('the rule prefix names the file kind', () => {
    expect(parseJsonWithPositions('{"a":1,}', 'x.json', { rulePrefix: 'suite.json' }).findings.map((f) => f.rule)).toEqual(['suite.json.syntax'])
    expect(parseJsonWithPositions('\uFEFF{}', 'x.json', { rulePrefix: 'p' }).findings.map((f) => f.rule)).toEqual(['p.bom'])
    expect(parseJsonWithPositions('', 'x.json', { rulePrefix: 'p' }).findings.map((f) => f.rule)).toEqual(['p.empty'])
    expect(parseJsonWithPositions('{"a":1,"a":1}', 'x.json', { rulePrefix: 'p' }).findings.map((f) => f.rule)).toEqual(['p.duplicate-key'])
  })

  test('nesting is bounded (256 by default) and reported where it goes too deep', () => {
    expect(parseJsonWithPositions('[[[1]]]', 'x.json', { maxDepth: 2 }).findings).toStrictEqual([
      { severity: 'error', file: 'x.json', line: 1, column: 3, rule: 'json.syntax', message: 'Nesting deeper than 2 levels.' }
    ])
    expect(parseJsonWithPositions('[[1]]', 'x.json', { maxDepth: 2 }).value).toEqual([[1]])
    expect(parseJsonWithPositions('['.repeat(257) + ']'.repeat(257), 'x.json').findings.map((f) => [f.column, f.message])).toEqual([[257, 'Nesting deeper than 256 levels.']])
    expect(parseJsonWithPositions('['.repeat(256) + ']'.repeat(256), 'x.json').findings).toEqual([])
    // with the bound lifted, the stack runs out: still a finding, never a throw
    const deep = parseJsonWithPositions('['.repeat(50_000) + ']'.repeat(50_000), 'x.json', { maxDepth: 1e9 })
    expect('value' in deep).toBe(false)
    expect(deep.findings).toHaveLength(1)
    expect(deep.findings[0]!.rule).toBe('json.syntax')
    expect(deep.findings[0]!.message).toMatch(/^Could not parse JSON: (RangeError: )?Maximum call stack size exceeded$/)
  })

  test('LineIndex: \\n, \\r\\n and a lone \\r end a line; offsets outside the text are clamped', () => {
    const li = new LineIndex('a\r\nb\rc\nd')
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 99, -5].map((o) => li.position(o))).toEqual(
      [[1, 1], [1, 2], [1, 3], [2, 1], [2, 2], [3, 1], [3, 2], [4, 1], [4, 2], [4, 2], [1, 1]].map(([line, column]) => ({ line, column }))
    )
  })

  test('pointers: RFC 6901 escapes both ways', () => {
    expect(parsePointer('#/a~1b/c~0d/~01')).toEqual(['a/b', 'c~d', '~1'])
    expect(parsePointer('')).toEqual([])
    expect(parsePointer('#')).toEqual([])
    expect(parsePointer('a/b')).toEqual(['a', 'b'])
    expect(joinPointer(['a/b', 3, '~'])).toBe('/a~1b/3/~0')
    expect(escapePointerSegment('~/')).toBe('~0~1')
  })
})

describe('schema errors as a user reads them', () => {
  const root = { evals: [{ prompt: 'x', 'we ird': { a: 1 } }], tiers: { '1': [] } }
  const d = (e: Partial<SchemaError> & { instancePath: string; keyword: string }) => describeSchemaError({ params: {}, ...e }, root)
  test.each([
    [{ instancePath: '/evals/0/prompt', keyword: 'type', params: { type: 'string' }, data: 5 }, '/evals/0/prompt', 'evals[0].prompt must be string, not an integer.'],
    [{ instancePath: '/evals/0', keyword: 'type', params: { type: ['object', 'array'] }, data: 1.5 }, '/evals/0', 'evals[0] must be an object (mapping) or a list, not a number.'],
    [{ instancePath: '/evals', keyword: 'type', params: { type: 'array' }, data: null }, '/evals', 'evals must be a list, not null.'],
    [{ instancePath: '', keyword: 'type', params: { type: 'object' }, data: [1] }, '', '(document) must be an object (mapping), not an array.'],
    [{ instancePath: '/x', keyword: 'type', params: { type: 'string' }, data: true }, '/x', 'x must be string, not a boolean.'],
    [{ instancePath: '/x', keyword: 'type', params: { type: 'string' }, data: {} }, '/x', 'x must be string, not an object.'],
    [{ instancePath: '/x', keyword: 'type', params: { type: 'object' }, data: 'str' }, '/x', 'x must be an object (mapping), not a string.'],
    [{ instancePath: '/evals/0', keyword: 'required', params: { missingProperty: 'id' } }, '/evals/0', "evals[0] is missing the required property 'id'."],
    [{ instancePath: '/evals/0/we ird', keyword: 'enum', params: { allowedValues: ['a', 'b'] }, data: 'c'.repeat(80) }, '/evals/0/we ird', `evals[0]."we ird" must be one of: a, b (got "${'c'.repeat(56)}…).`],
    [{ instancePath: '/tiers/1', keyword: 'enum', params: {}, data: 'z' }, '/tiers/1', 'tiers.1 must be one of:  (got "z").'],
    // values up to 60 characters as JSON are shown whole
    [{ instancePath: '/x', keyword: 'enum', params: { allowedValues: ['a'] }, data: 'c'.repeat(58) }, '/x', `x must be one of: a (got "${'c'.repeat(58)}").`],
    [{ instancePath: '/x', keyword: 'enum', params: { allowedValues: ['a'] }, data: 'c'.repeat(59) }, '/x', `x must be one of: a (got "${'c'.repeat(56)}…).`],
    [{ instancePath: '/evals/0/prompt', keyword: 'minLength', params: { limit: 1 } }, '/evals/0/prompt', 'evals[0].prompt must not be empty.'],
    [{ instancePath: '/evals/0/prompt', keyword: 'minLength', params: { limit: 3 } }, '/evals/0/prompt', 'evals[0].prompt must have at least 3 characters.'],
    [{ instancePath: '/evals', keyword: 'minItems', params: { limit: 1 } }, '/evals', 'evals must have at least 1 item(s).'],
    [{ instancePath: '/n', keyword: 'minimum', params: { comparison: '>=', limit: 0 }, data: -1 }, '/n', 'n must be >= 0 (got -1).'],
    [{ instancePath: '/n', keyword: 'maximum', params: { comparison: '<=', limit: 5 }, data: 6 }, '/n', 'n must be <= 5 (got 6).'],
    [{ instancePath: '/n', keyword: 'exclusiveMinimum', params: { comparison: '>', limit: 0 }, data: 0 }, '/n', 'n must be > 0 (got 0).'],
    [{ instancePath: '/n', keyword: 'exclusiveMaximum', params: { comparison: '<', limit: 1 }, data: 1 }, '/n', 'n must be < 1 (got 1).'],
    [{ instancePath: '/n', keyword: 'pattern', params: {}, message: 'must match pattern "^a"' }, '/n', 'n must match pattern "^a".'],
    [{ instancePath: '/n', keyword: 'oneOf', params: {} }, '/n', 'n is invalid.'],
  ])('%j', (err, pointer, message) => {
    expect(d(err)).toStrictEqual({ pointer, atKey: false, message })
  })

  test('an unknown property is reported at its key, with its name for a suggestion', () => {
    expect(d({ instancePath: '', keyword: 'additionalProperties', params: { additionalProperty: 'evalz' } })).toStrictEqual({
      pointer: '/evalz',
      atKey: true,
      unknownProperty: 'evalz',
      message: "Unknown property 'evalz'."
    })
    expect(d({ instancePath: '/evals/0', keyword: 'additionalProperties', params: { additionalProperty: 'a/b' } })).toStrictEqual({
      pointer: '/evals/0/a~1b',
      atKey: true,
      unknownProperty: 'a/b',
      message: "Unknown property 'a/b' in evals[0]."
    })
  })

  test('a key that breaks a key-name rule is reported at that key, once (the propertyNames wrapper repeats it)', () => {
    expect(d({ instancePath: '/tiers', keyword: 'pattern', message: 'must match pattern "^a"', propertyName: 'a/b' })).toStrictEqual({
      pointer: '/tiers/a~1b',
      atKey: true,
      message: "Key 'a/b' in tiers must match pattern \"^a\"."
    })
    expect(d({ instancePath: '', keyword: 'maxLength', propertyName: 'k' })?.message).toBe("Key 'k' in (document) is invalid.")
    expect(d({ instancePath: '/tiers', keyword: 'propertyNames', params: { propertyName: 'a/b' } })).toBeUndefined()
  })

  test('an `if` error only repeats another one; values that cannot be shown as JSON still print', () => {
    expect(d({ instancePath: '/n', keyword: 'if' })).toBeUndefined()
    const circular: Record<string, unknown> = {}
    circular['self'] = circular
    expect(d({ instancePath: '/x', keyword: 'enum', params: { allowedValues: [1] }, data: circular })?.message).toBe('x must be one of: 1 (got [object Object]).')
    expect(d({ instancePath: '/x', keyword: 'enum', params: { allowedValues: [1] }, data: undefined })?.message).toBe('x must be one of: 1 (got undefined).')
  })

  test('pathLabel: list indexes in brackets, odd names quoted, through missing parents', () => {
    expect(pathLabel(root, '/evals/0/we ird/a')).toBe('evals[0]."we ird".a')
    expect(pathLabel(null, '/a/b')).toBe('a.b')
    expect(pathLabel(root, '/tiers/1/0')).toBe('tiers.1[0]')
    expect(pathLabel(root, '')).toBe('(document)')
    expect(pathLabel({ a: 'x' }, '/a/b-c_$9')).toBe('a.b-c_$9')
  })
})
