/**
 * Check kinds' evidence with several hits (lists joined in full, at most five regex files) and
 * tool inputs compared key by key (issue 23: mutation testing of the grade part; the survivors
 * of the first run of src/checks/kinds/).
 */
import { describe, test, expect, beforeAll, afterAll } from '@jest/globals'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { runCheck, type CheckContext } from '../../src/checks/checks.js'
import type { Check, ToolCallRecord } from '../../src/types.js'

let root: string
let outputs: string
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'skill-evals-kinds-lists-'))
  outputs = path.join(root, 'outputs')
  mkdirSync(outputs)
  for (let i = 1; i <= 6; i++) writeFileSync(path.join(outputs, `m${i}.log`), `x\nhit ${i}`)
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

const run = (check: Record<string, unknown>, over: Partial<CheckContext> = {}) =>
  runCheck(check as Check, { response: '', transcript: '', outputsDir: outputs, toolCalls: [], skillDir: root, ...over })
const call = (name: string, input: unknown, turn: number): ToolCallRecord => ({ turn, id: `t${turn}`, name, input, output: '', isError: false })

describe('lists in the evidence', () => {
  test('several found and several missing: each list in full', async () => {
    expect(await run({ kind: 'contains', value: ['hello', 'big', 'moon'] }, { response: 'hello\nbig world' })).toEqual({
      passed: false,
      evidence: 'Missing "moon" (case-insensitive) in the response, which starts "hello big world". Found: "hello" (the response (line 1)), "big" (the response (line 2)).',
    })
    expect(await run({ kind: 'not_contains', value: ['hello', 'big'] }, { response: 'hello\nbig world' })).toEqual({
      passed: false,
      evidence: 'Found (case-insensitive) "hello" in the response (line 1): "hello big world"; "big" in the response (line 2): "hello big world"',
    })
  })

  test('regex matches in several files: at most five are quoted', async () => {
    expect(await run({ kind: 'regex', pattern: 'hit \\d', in: '*.log' })).toEqual({
      passed: true,
      evidence: '/hit \\d/ matched in m1.log:2: "hit 1"; m2.log:2: "hit 2"; m3.log:2: "hit 3"; m4.log:2: "hit 4"; m5.log:2: "hit 5"',
    })
  })
})

describe('tool inputs', () => {
  const calls = [call('Read', { a: 1 }, 1), call('Edit', { a: 1, b: 2 }, 5)]
  const inv = '(tools called: Read ×1, Edit ×1)'

  test('every key of an input object must match, not only the first', async () => {
    expect((await run({ kind: 'tool_called', tool: 'Edit', input: { a: 1, b: 3 } }, { toolCalls: calls })).evidence).toContain('turn 5: input.b is 2, expected 3')
    expect((await run({ kind: 'tool_called', tool: 'Edit', input: { a: 1, b: 2 } }, { toolCalls: calls })).passed).toBe(true)
  })

  test('a tool never called, with an input: no "input differs" part', async () => {
    expect(await run({ kind: 'tool_called', tool: 'Write', input: { x: 1 } }, { toolCalls: calls })).toEqual({
      passed: false,
      evidence: `'Write' was never called with input matching {"x":1} ${inv}`,
    })
    expect(await run({ kind: 'tool_not_called', tool: 'Write', input: { x: 1 } }, { toolCalls: calls })).toEqual({
      passed: true,
      evidence: `'Write' was not called with input matching {"x":1} ${inv}`,
    })
  })
})
