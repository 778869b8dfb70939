/**
 * json_path with values of another type than expected never errors: it fails (issue 23: mutation
 * testing of the grade part; survivors of the first json_path run). Plus validation messages that
 * must come alone.
 */
import { describe, test, expect } from '@jest/globals'
import { runCheck, validateCheck } from '../../src/checks/checks.js'
import type { Check } from '../../src/types.js'

const jp = (response: unknown, check: Record<string, unknown>) =>
  runCheck({ kind: 'json_path', ...check } as Check, { response: JSON.stringify(response), transcript: '', outputsDir: '/nonexistent', toolCalls: [], skillDir: '/nonexistent' })

describe('contains across types: a plain failure, never an evaluation error', () => {
  test('a list of numbers does not contain a string', async () => {
    expect(await jp({ a: [1, 2] }, { path: '$.a', op: 'contains', value: '2' })).toEqual({ passed: false, evidence: 'the response: $.a: /a = [1,2] is not containing "2" (case-insensitive)' })
  })
  test('a list of strings does not contain a number', async () => {
    expect(await jp({ a: ['2'] }, { path: '$.a', op: 'contains', value: 2 })).toEqual({ passed: false, evidence: 'the response: $.a: /a = ["2"] is not containing 2' })
  })
  test('a string does not contain a number', async () => {
    expect(await jp({ a: 'v2' }, { path: '$.a', op: 'contains', value: 2 })).toEqual({ passed: false, evidence: 'the response: $.a: /a = "v2" is not containing 2' })
  })
  test('a number contains nothing', async () => {
    expect(await jp({ a: 12 }, { path: '$.a', op: 'contains', value: 1 })).toEqual({ passed: false, evidence: 'the response: $.a: /a = 12 is not containing 1' })
    expect(await jp({ a: { b: 1 } }, { path: '$.a', op: 'contains', value: 1 })).toEqual({ passed: false, evidence: 'the response: $.a: /a = {"b":1} is not containing 1' })
  })
})

describe('validation messages that come alone', () => {
  test('an invalid min is not compared with max', () => {
    expect(validateCheck({ kind: 'json_path', path: '$.a', op: 'count', min: 2.5, max: 1 })).toEqual([{ pointer: '/min', message: "'min' must be a non-negative integer, not 2.5" }])
    expect(validateCheck({ kind: 'json_path', path: '$.a', op: 'count', min: 3, max: 1.5 })).toEqual([{ pointer: '/max', message: "'max' must be a non-negative integer, not 1.5" }])
  })
  test('empty values are reported only for one_of', () => {
    expect(validateCheck({ kind: 'json_path', path: '$.a', op: 'equals', value: 1, values: [] })).toEqual([{ pointer: '/values', message: "'values' is not used by json_path op 'equals'" }])
  })
})
