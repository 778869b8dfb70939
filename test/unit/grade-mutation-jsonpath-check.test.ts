/**
 * The json_path check's decisions at their edges (issue 23: mutation testing of the grade part):
 * what `count` counts, case in list elements, regex over scalars, singular/plural wording.
 */
import { describe, test, expect } from '@jest/globals'
import { runCheck } from '../../src/checks/checks.js'
import type { Check } from '../../src/types.js'

const jp = (response: unknown, check: Record<string, unknown>) =>
  runCheck({ kind: 'json_path', ...check } as Check, { response: JSON.stringify(response), transcript: '', outputsDir: '/nonexistent', toolCalls: [], skillDir: '/nonexistent' })

describe('count', () => {
  test('a wildcard path that finds one array counts that node, not its items', async () => {
    expect(await jp({ a: [[1, 2]] }, { path: '$.a[*]', op: 'count', min: 1, max: 1 })).toEqual({ passed: true, evidence: 'the response: 1 node matches $.a[*] (expected exactly 1)' })
  })
  test('a definite path to a scalar counts one node; to nothing, zero', async () => {
    expect(await jp({ a: 5 }, { path: '$.a', op: 'count', min: 1, max: 1 })).toEqual({ passed: true, evidence: 'the response: 1 node matches $.a (expected exactly 1)' })
    expect(await jp({ a: 5 }, { path: '$.b', op: 'count', max: 0 })).toEqual({ passed: true, evidence: 'the response: 0 nodes match $.b (expected at most 0)' })
    expect(await jp({ a: [] }, { path: '$.a', op: 'count', min: 1 })).toEqual({ passed: false, evidence: 'the response: $.a has 0 items (expected at least 1)' })
  })
  test('items of the array get their pointers, for the value filter', async () => {
    expect(await jp({ a: [{ s: 'x' }, { s: 'y' }, { s: 'x' }] }, { path: '$.a', op: 'count', min: 2, value: { s: 'x' } })).toEqual({
      passed: true,
      evidence: 'the response: $.a has 3 items, 2 equal to {"s":"x"} (expected at least 2)',
    })
  })
})

describe('contains and regex on lists and scalars', () => {
  test('list elements compare case-insensitively unless case_sensitive; non-strings deeply', async () => {
    expect((await jp({ t: ['Alpha'] }, { path: '$.t', op: 'contains', value: 'ALPHA' })).passed).toBe(true)
    expect((await jp({ t: ['Alpha'] }, { path: '$.t', op: 'contains', value: 'ALPHA', case_sensitive: true })).passed).toBe(false)
    expect((await jp({ t: ['Alpha'] }, { path: '$.t', op: 'contains', value: 'Alpha', case_sensitive: true })).passed).toBe(true)
    expect((await jp({ t: [{ a: 1 }] }, { path: '$.t', op: 'contains', value: { a: 1 } })).passed).toBe(true)
    expect((await jp({ t: ['Alp'] }, { path: '$.t', op: 'contains', value: 'Alpha' })).passed).toBe(false)
    expect((await jp({ t: 'Alpha beta' }, { path: '$.t', op: 'contains', value: 'BETA' })).passed).toBe(true)
    expect((await jp({ t: { k: 'beta' } }, { path: '$.t', op: 'contains', value: 'beta' })).passed).toBe(false)
  })
  test('regex matches the text of numbers, booleans and null; never objects or lists', async () => {
    expect((await jp({ v: true }, { path: '$.v', op: 'regex', pattern: '^true$' })).passed).toBe(true)
    expect((await jp({ v: 12 }, { path: '$.v', op: 'regex', pattern: '^1\\d$' })).passed).toBe(true)
    expect((await jp({ v: { a: 'x' } }, { path: '$.v', op: 'regex', pattern: '.' })).passed).toBe(false)
    expect((await jp({ v: ['x'] }, { path: '$.v', op: 'regex', pattern: 'x' })).passed).toBe(false)
    expect((await jp({ v: null }, { path: '$.v', op: 'regex', pattern: '^null$' })).passed).toBe(true)
  })
})

describe('wording', () => {
  test('none: one node "is", several "are"; all: one node is quoted whole', async () => {
    expect((await jp({ a: [1, 1] }, { path: '$.a[*]', op: 'equals', value: 1, match: 'none' })).evidence).toBe(
      'the response: 2 nodes of $.a[*] are equal to 1 but none should be: /a/0 = 1, /a/1 = 1',
    )
    expect((await jp({ a: [2] }, { path: '$.a[*]', op: 'equals', value: 1 })).evidence).toBe('the response: $.a[*]: /a/0 = 2 is not equal to 1')
    expect((await jp({ a: [2, 1] }, { path: '$.a[*]', op: 'equals', value: 1 })).evidence).toBe('the response: 1 of 2 nodes of $.a[*] is not equal to 1: /a/0 = 2')
    expect((await jp({ a: [1] }, { path: '$.a[*]', op: 'equals', value: 1, match: 'any' })).evidence).toBe('the response: $.a[*]: /a/0 = 1 is equal to 1')
    expect((await jp({ a: [1, 2] }, { path: '$.a[*]', op: 'equals', value: 2, match: 'any' })).evidence).toBe('the response: $.a[*]: /a/1 = 2 is equal to 2 (1 of 2 nodes)')
    expect((await jp({ a: [1, 2] }, { path: '$.a[*]', op: 'exists' })).evidence).toBe('the response: $.a[*] exists: /a/0 = 1, /a/1 = 2')
    expect((await jp({ a: [1, 2, 3, 4] }, { path: '$.a[*]', op: 'not_exists' })).evidence).toBe('the response: $.a[*] exists but should not: /a/0 = 1, /a/1 = 2, /a/2 = 3, … (1 more)')
    expect((await jp(5, { path: '$.a', op: 'exists' })).evidence).toBe('the response: $.a matches nothing')
  })
  test('an invalid path at run time is an evaluation error', async () => {
    const { json_path } = await import('../../src/checks/kinds/json_path.js')
    const r = await json_path.run({ kind: 'json_path', path: '$..a', op: 'exists' } as Check, { response: '{}', transcript: '', outputsDir: '/x', toolCalls: [], skillDir: '/x' })
    expect(r).toEqual({ passed: false, error: true, evidence: 'invalid JSONPath: recursive descent (..) is not supported at position 3 of "$..a"' })
  })
})
