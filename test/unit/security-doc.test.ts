/**
 * docs/security.md names the test that proves each boundary. Every test file in its "Test index"
 * block must exist, and every test file the page names anywhere must be in that block, except the
 * issue 33 row tests that other changes add (PENDING): once one of those exists, it must be moved
 * into the block, so the page never points at a test that is not there nor forgets one that is.
 */
import { describe, test, expect } from '@jest/globals'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { PROJECT_ROOT } from '../helpers/run-node.js'

const doc = readFileSync(join(PROJECT_ROOT, 'docs', 'security.md'), 'utf8')

/** Row tests of issue 33 named in the table before they exist on this branch. */
const PENDING: string[] = []

function indexBlock(): string[] {
  const m = /## Test index\n[\s\S]*?```text\n([\s\S]*?)```/.exec(doc)
  expect(m).not.toBeNull()
  return m![1]!.split('\n').map((l) => l.trim()).filter(Boolean)
}

describe('docs/security.md', () => {
  test('every test file in the index exists', () => {
    const listed = indexBlock()
    expect(listed.length).toBeGreaterThan(10)
    expect(listed.filter((f) => !existsSync(join(PROJECT_ROOT, f)))).toEqual([])
  })

  test('every test file the page names is in the index, or a row test still to come (and then absent)', () => {
    const listed = new Set(indexBlock())
    const named = new Set(doc.match(/\btest\/[\w./-]+\.test\.ts\b/g) ?? [])
    expect([...named].filter((f) => !listed.has(f) && !PENDING.includes(f))).toEqual([])
    // A row test that has landed must join the index (and so be checked).
    expect(PENDING.filter((f) => existsSync(join(PROJECT_ROOT, f)) && !listed.has(f))).toEqual([])
    // The table names one test per attack A–L.
    for (const letter of 'abcdefghijkl') expect(doc).toMatch(new RegExp(`test/security/row-${letter}-[\\w-]+\\.test\\.ts`))
  })

  test('the README links it', () => {
    expect(readFileSync(join(PROJECT_ROOT, 'README.md'), 'utf8')).toContain('](docs/security.md)')
  })
})
