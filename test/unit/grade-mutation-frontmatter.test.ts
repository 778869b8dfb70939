/**
 * frontmatter check edges (issue 23: mutation testing of the grade part): an empty frontmatter
 * block, a list at the top, list indexes, booleans and numbers compared by their text.
 */
import { describe, test, expect, beforeAll, afterAll } from '@jest/globals'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { runCheck } from '../../src/checks/checks.js'
import type { Check } from '../../src/types.js'

let root: string
let o: string
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'skill-evals-fm-'))
  o = path.join(root, 'o')
  mkdirSync(o)
  writeFileSync(path.join(o, 'd.md'), '---\n---\nx')
  writeFileSync(path.join(o, 'l.md'), '---\n- a\n- b\n---\n')
  writeFileSync(path.join(o, 'b.md'), '---\nflag: true\nn: 1.50\n---\n')
})
afterAll(() => rmSync(root, { recursive: true, force: true }))
const fm = (c: Record<string, unknown>) => runCheck({ kind: 'frontmatter', ...c } as Check, { response: '', transcript: '', outputsDir: o, toolCalls: [], skillDir: root })

describe('frontmatter edges', () => {
  test('an empty block has no keys; a list at the top has no keys to list but indexes', async () => {
    expect(await fm({ path: 'd.md', field: 'title', equals: 'x' })).toEqual({ passed: false, evidence: "d.md: no 'title' in the frontmatter (keys: (none))" })
    expect(await fm({ path: 'l.md', field: 'title', equals: 'x' })).toEqual({ passed: false, evidence: "l.md: no 'title' in the frontmatter" })
    expect(await fm({ path: 'l.md', field: '1', equals: 'b' })).toEqual({ passed: true, evidence: 'l.md: 1 = "b"' })
    expect((await fm({ path: 'l.md', field: '2', exists: true })).passed).toBe(false)
  })

  test('booleans and numbers equal their text; lists and maps do not', async () => {
    expect(await fm({ path: 'b.md', field: 'flag', equals: 'true' })).toEqual({ passed: true, evidence: 'b.md: flag = true' })
    expect(await fm({ path: 'b.md', field: 'n', equals: '1.5' })).toEqual({ passed: true, evidence: 'b.md: n = 1.5' })
    expect((await fm({ path: 'b.md', field: 'n', equals: '1.50' })).passed).toBe(false)
    expect(await fm({ path: 'b.md', field: 'flag', one_of: [false, 'true'] })).toEqual({ passed: true, evidence: 'b.md: flag = true (one of [false,"true"])' })
    expect((await fm({ path: 'l.md', field: '0', equals: ['a'] })).passed).toBe(false)
  })
})
