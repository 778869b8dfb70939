/**
 * Where a frontmatter block starts and ends, list indexes of two digits, and the YAML error line
 * (issue 23: mutation testing of the grade part; survivors of the first frontmatter run).
 */
import { describe, test, expect, afterAll } from '@jest/globals'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { extractFrontmatter, runCheck } from '../../src/checks/checks.js'
import type { Check } from '../../src/types.js'

const root = mkdtempSync(path.join(tmpdir(), 'skill-evals-fmblock-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('extractFrontmatter', () => {
  test('a leading BOM is skipped; one inside the block is kept', () => {
    expect(extractFrontmatter('\uFEFF---\na: 1\n---\n')).toBe('a: 1\n')
    expect(extractFrontmatter('---\na: "\uFEFF"\n---\n')).toBe('a: "\uFEFF"\n')
  })
  test('the block must open on the first line', () => {
    expect(extractFrontmatter('text\n---\na: 1\n---\n')).toBeUndefined()
  })
  test('it closes on a line of its own, which may end in blanks', () => {
    expect(extractFrontmatter('---\na: x---\nb: 1\n---\n')).toBe('a: x---\nb: 1\n')
    expect(extractFrontmatter('---\na: 1\n---  \nbody')).toBe('a: 1\n')
  })
})

describe('frontmatter check', () => {
  test('a two-digit list index', async () => {
    const o = path.join(root, 'o1')
    mkdirSync(o, { recursive: true })
    writeFileSync(path.join(o, 'l.md'), `---\nl: [${Array.from({ length: 11 }, (_, i) => `v${i}`).join(', ')}]\n---\n`)
    expect(await runCheck({ kind: 'frontmatter', path: 'l.md', field: 'l.10', equals: 'v10' } as Check, { response: '', transcript: '', outputsDir: o, toolCalls: [], skillDir: root })).toEqual({ passed: true, evidence: 'l.md: l.10 = "v10"' })
  })
  test('invalid YAML: the first line of the parser message', async () => {
    const o = path.join(root, 'o2')
    mkdirSync(o, { recursive: true })
    writeFileSync(path.join(o, 'c.md'), '---\ntitle: [unclosed\n---\n')
    const r = await runCheck({ kind: 'frontmatter', path: 'c.md', field: 'title', exists: true } as Check, { response: '', transcript: '', outputsDir: o, toolCalls: [], skillDir: root })
    expect(r.error).toBe(true)
    expect(r.evidence).toMatch(/^c\.md: the frontmatter is not valid YAML: Flow sequence in block collection must be sufficiently indented and end with a \] at line 2, column 1:$/)
  })
})
