/**
 * The json_path check's JSONPath subset: what parses, every rejection message with its position,
 * and the nodes (with their JSON pointers) a query selects (issue 23: mutation testing).
 */
import { describe, test, expect } from '@jest/globals'
import { parseJsonPath, queryJsonPath } from '../../src/checks/jsonpath.js'

const ok = (source: string, segments: unknown[], definite = true) => ({ ok: true, path: { source, segments, definite } })
const key = (k: string) => ({ type: 'key', key: k })
const index = (i: number) => ({ type: 'index', index: i })
const W = { type: 'wildcard' }
const err = (error: string) => ({ ok: false, error })

describe('parseJsonPath', () => {
  test.each([
    ['$', ok('$', [])],
    [' $.a ', ok('$.a', [key('a')])],
    ['$.a.b', ok('$.a.b', [key('a'), key('b')])],
    ['$.*', ok('$.*', [W], false)],
    ['$.a-b_c$', ok('$.a-b_c$', [key('a-b_c$')])],
    ['$.é', ok('$.é', [key('é')])],
    ['$._x', ok('$._x', [key('_x')])],
    ['$.$x', ok('$.$x', [key('$x')])],
    ['$.a1', ok('$.a1', [key('a1')])],
    ['$[*]', ok('$[*]', [W], false)],
    ['$[ * ]', ok('$[ * ]', [W], false)],
    ['$[ "a b" ]', ok('$[ "a b" ]', [key('a b')])],
    ["$['a\\'b']", ok("$['a\\'b']", [key("a'b")])],
    ['$["a\'b"]', ok('$["a\'b"]', [key("a'b")])],
    ['$["a\\\\"]', ok('$["a\\\\"]', [key('a\\')])],
    ['$[0]', ok('$[0]', [index(0)])],
    ['$[-1]', ok('$[-1]', [index(-1)])],
    ['$[ 2 ]', ok('$[ 2 ]', [index(2)])],
    ['$[12]', ok('$[12]', [index(12)])],
    ['$.a[0][*].b', ok('$.a[0][*].b', [key('a'), index(0), W, key('b')], false)],
  ])('%s parses', (expr, expected) => {
    expect(parseJsonPath(expr)).toEqual(expected)
  })

  test.each([
    [5, err('JSONPath must be a string')],
    ['', err('JSONPath is empty; use "$" for the whole document')],
    ['  ', err('JSONPath is empty; use "$" for the whole document')],
    ['a', err('JSONPath must start with \'$\' (e.g. "$.a")')],
    ['..a.b', err('JSONPath must start with \'$\' (e.g. "$.a.b")')],
    ['$..a', err('recursive descent (..) is not supported at position 3 of "$..a"')],
    ['$.', err("expected a property name or '*' after '.' at position 3 of \"$.\"")],
    ['$.1', err("expected a property name or '*' after '.' at position 3 of \"$.1\"")],
    ['$.-a', err("expected a property name or '*' after '.' at position 3 of \"$.-a\"")],
    ['$[*', err('expected \']\' after \'*\' at position 4 of "$[*"')],
    ['$[*x]', err('expected \']\' after \'*\' at position 4 of "$[*x]"')],
    ["$['a", err('unterminated quoted name at position 5 of "$[\'a"')],
    ["$['a\\", err('unterminated quoted name at position 5 of "$[\'a\\"')],
    ["$['a'", err('expected \']\' after the quoted name at position 6 of "$[\'a\'"')],
    ["$['a' x", err('expected \']\' after the quoted name at position 7 of "$[\'a\' x"')],
    ['$[1:2]', err('slices are not supported at position 4 of "$[1:2]"')],
    ['$[1,2]', err('unions are not supported at position 4 of "$[1,2]"')],
    ['$[1', err('expected \']\' after the index at position 4 of "$[1"')],
    ['$[1 x]', err('expected \']\' after the index at position 5 of "$[1 x]"')],
    ['$[-]', err('expected an index at position 3 of "$[-]"')],
    ['$[99999999999999999999]', err('index is too large at position 24 of "$[99999999999999999999]"')],
    ['$[?(@.a)]', err('filters ([?(...)]) are not supported at position 3 of "$[?(@.a)]"')],
    ['$[(x)]', err('script expressions are not supported at position 3 of "$[(x)]"')],
    ['$[x]', err("expected '*', an index or a quoted name after '[' at position 3 of \"$[x]\"")],
    ['$[', err("expected '*', an index or a quoted name after '[' at position 3 of \"$[\"")],
    ['$a', err("unexpected 'a' at position 2 of \"$a\"")],
    ['$.a b', err("unexpected ' ' at position 4 of \"$.a b\"")],
  ])('%s is rejected', (expr, expected) => {
    expect(parseJsonPath(expr)).toEqual(expected)
  })
})

describe('queryJsonPath', () => {
  const doc = { a: { b: [10, 20, { c: 1 }] }, 'x/y~z': 5, n: null, arr: [[1, 2], [3]] }
  const q = (expr: string) => {
    const p = parseJsonPath(expr)
    if (!p.ok) throw new Error(p.error)
    return queryJsonPath(doc, p.path)
  }
  test.each([
    ['$', [{ pointer: '', value: doc }]],
    ['$.a.b[0]', [{ pointer: '/a/b/0', value: 10 }]],
    ['$.a.b[-1]', [{ pointer: '/a/b/2', value: { c: 1 } }]],
    ['$.a.b[-3]', [{ pointer: '/a/b/0', value: 10 }]],
    ['$.a.b[-4]', []],
    ['$.a.b[3]', []],
    ['$.a.*', [{ pointer: '/a/b', value: [10, 20, { c: 1 }] }]],
    ['$.*', [{ pointer: '/a', value: doc.a }, { pointer: '/x~1y~0z', value: 5 }, { pointer: '/n', value: null }, { pointer: '/arr', value: doc.arr }]],
    ["$['x/y~z']", [{ pointer: '/x~1y~0z', value: 5 }]],
    ['$.n', [{ pointer: '/n', value: null }]],
    ['$.n.x', []],
    ['$.n.*', []],
    ['$.n[0]', []],
    ['$.arr[*][0]', [{ pointer: '/arr/0/0', value: 1 }, { pointer: '/arr/1/0', value: 3 }]],
    ['$.a.b[*].c', [{ pointer: '/a/b/2/c', value: 1 }]],
    ['$.nope.x', []],
    ['$.a.b.c', []],
    ['$.a.b.length', []],
    ['$.toString', []],
    ['$.a[0]', []],
    ['$.a.b[1].*', []],
    ['$.arr[0][*]', [{ pointer: '/arr/0/0', value: 1 }, { pointer: '/arr/0/1', value: 2 }]],
  ])('%s', (expr, expected) => {
    expect(q(expr)).toEqual(expected)
  })
})
