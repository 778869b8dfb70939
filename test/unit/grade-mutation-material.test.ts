/**
 * What the judge is shown of a run (src/grade/material.ts), size caps included (issue 23:
 * mutation testing of the grade part).
 */
import { describe, test, expect, beforeEach, afterEach } from '@jest/globals'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { capText, collectMaterial, DEFAULT_CAPS, listFiles } from '../../src/grade/material.js'

let dir: string
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'skill-evals-material-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))
const put = (rel: string, content: string | Buffer): void => {
  mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true })
  writeFileSync(path.join(dir, rel), content)
}
const caps = (o: Partial<typeof DEFAULT_CAPS>) => ({ ...DEFAULT_CAPS, ...o })

describe('capText', () => {
  test('a text within the cap is kept; a longer one keeps a third of the cap at the head, the rest at the tail', () => {
    expect(capText('abcdef', 6)).toEqual({ text: 'abcdef', truncated: false })
    expect(capText('abcdefghij', 6)).toEqual({ text: 'ab\n… [4 characters cut by skill-evals] …\nghij', truncated: true })
  })

  test('the default caps', () => {
    expect(DEFAULT_CAPS).toEqual({ responseChars: 20_000, transcriptChars: 60_000, fileChars: 20_000, totalFileChars: 80_000, maxFiles: 50 })
  })
})

describe('listFiles', () => {
  test('every file under the folder, sorted, as POSIX paths; a missing folder is empty; links are not files', async () => {
    put('b.md', 'b')
    put('a/z.md', 'z')
    put('a/b/c.md', 'c')
    symlinkSync(path.join(dir, 'b.md'), path.join(dir, 'link.md'))
    expect(await listFiles(dir)).toEqual(['a/b/c.md', 'a/z.md', 'b.md'])
    expect(await listFiles(path.join(dir, 'nope'))).toEqual([])
  })
})

describe('collectMaterial', () => {
  test('texts, files in path order, binary files as a note; the executor metrics.json left out', async () => {
    put('b.md', 'bee')
    put('a.md', 'ay')
    put('img.bin', Buffer.from([1, 0, 2, 3]))
    put('metrics.json', '{}')
    const m = await collectMaterial(dir, 'resp', 'trans', ['a.md'])
    expect(m).toEqual({
      response: 'resp',
      transcript: 'trans',
      files: [
        { path: 'a.md', content: 'ay', bytes: 2, truncated: false },
        { path: 'b.md', content: 'bee', bytes: 3, truncated: false },
        { path: 'img.bin', content: '[binary file, 4 bytes]', bytes: 4, truncated: false, binary: true },
      ],
    })
    expect(m).not.toHaveProperty('omittedFiles')
  })

  test('a metrics.json the agent wrote itself is shown', async () => {
    put('metrics.json', '{"mine":1}')
    expect((await collectMaterial(dir, '', '', ['metrics.json'])).files.map((f) => f.path)).toEqual(['metrics.json'])
    expect((await collectMaterial(dir, '', '', undefined)).files).toEqual([])
  })

  test('a NUL after the first 8000 bytes does not make a file binary', async () => {
    put('late.txt', 'x'.repeat(8000) + '\0')
    put('early.txt', 'x'.repeat(7999) + '\0')
    const m = await collectMaterial(dir, '', '', [])
    expect(m.files.map((f) => [f.path, f.binary === true])).toEqual([
      ['early.txt', true],
      ['late.txt', false],
    ])
  })

  test('caps: response, transcript, each file, the total and the number of files; the rest are listed by name', async () => {
    put('a.md', '0123456789')
    put('b.md', 'abcdefghij')
    put('c.md', 'ABCDEFGHIJ')
    put('d.md', 'd')
    const m = await collectMaterial(dir, 'r'.repeat(10), 't'.repeat(10), [], caps({ responseChars: 6, transcriptChars: 9, fileChars: 6, totalFileChars: 100, maxFiles: 3 }))
    expect(m.response).toBe('rr\n… [4 characters cut by skill-evals] …\nrrrr')
    expect(m.transcript).toBe('ttt\n… [1 characters cut by skill-evals] …\ntttttt')
    expect(m.files.map((f) => [f.path, f.truncated, f.bytes])).toEqual([
      ['a.md', true, 10],
      ['b.md', true, 10],
      ['c.md', true, 10],
    ])
    expect(m.omittedFiles).toEqual(['d.md'])

    // The total cap: a file gets what is left of it; once reached, the others are omitted.
    const t = await collectMaterial(dir, '', '', [], caps({ fileChars: 100, totalFileChars: 15, maxFiles: 50 }))
    expect(t.files.map((f) => [f.path, f.content, f.truncated])).toEqual([
      ['a.md', '0123456789', false],
      ['b.md', 'a\n… [5 characters cut by skill-evals] …\nghij', true],
    ])
    expect(t.omittedFiles).toEqual(['c.md', 'd.md'])
    // Exactly at the total cap: the next file is omitted.
    const exact = await collectMaterial(dir, '', '', [], caps({ fileChars: 100, totalFileChars: 10 }))
    expect(exact.files.map((f) => f.path)).toEqual(['a.md'])
    expect(exact.omittedFiles).toEqual(['b.md', 'c.md', 'd.md'])
    // Exactly maxFiles files are shown.
    expect((await collectMaterial(dir, '', '', [], caps({ maxFiles: 4 }))).omittedFiles).toBeUndefined()
  })
})
