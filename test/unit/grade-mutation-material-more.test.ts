/**
 * Judge material: the file-count cap on its own, file order whatever the folder order, and the
 * executor's metrics.json (issue 23: mutation testing of the grade part).
 */
import { describe, test, expect, beforeEach, afterEach } from '@jest/globals'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { collectMaterial, DEFAULT_CAPS, listFiles } from '../../src/grade/material.js'

let dir: string
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'skill-evals-material2-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('judge material', () => {
  test('maxFiles alone: exactly that many files are shown, the rest listed', async () => {
    for (const n of ['a.md', 'b.md', 'c.md']) writeFileSync(path.join(dir, n), 'x')
    const m = await collectMaterial(dir, '', '', [], { ...DEFAULT_CAPS, maxFiles: 2 })
    expect(m.files.map((f) => f.path)).toEqual(['a.md', 'b.md'])
    expect(m.omittedFiles).toEqual(['c.md'])
  })

  test('files come in path order whatever order the folder lists them in', async () => {
    const names = ['m.md', 'a.md', 'z.md', 'c.md', 'y.md', 'b.md']
    for (const n of names) writeFileSync(path.join(dir, n), n)
    expect(await listFiles(dir)).toEqual([...names].sort())
    expect((await collectMaterial(dir, '', '', [])).files.map((f) => f.path)).toEqual([...names].sort())
  })

  test("metrics.json is left out unless the agent wrote it, whatever else it wrote", async () => {
    writeFileSync(path.join(dir, 'metrics.json'), '{}')
    expect((await collectMaterial(dir, '', '', ['other.md'])).files).toEqual([])
  })
})

describe('judge material order', () => {
  test("a folder's files come after a sibling file whose name starts the same ('a.md' before 'a/x.md')", async () => {
    const { mkdirSync } = await import('node:fs')
    mkdirSync(path.join(dir, 'a'))
    writeFileSync(path.join(dir, 'a', 'x.md'), 'x')
    writeFileSync(path.join(dir, 'a.md'), 'y')
    expect(await listFiles(dir)).toEqual(['a.md', 'a/x.md'])
  })
})
