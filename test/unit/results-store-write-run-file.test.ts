/**
 * writeRunFile (src/run/results-store.ts): a run folder's file written in place, redacted. An
 * existing file is overwritten where it stands and cut to length (issue 21), so what is on disk
 * afterwards must be exactly the new content, whatever was there before.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { clearSecrets, registerSecret } from '../../src/redact/index.js'
import { writeRunFile } from '../../src/run/results-store.js'

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'write-run-file-'))
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})
afterEach(() => clearSecrets())

describe('writeRunFile', () => {
  test('creates a missing file', async () => {
    const f = path.join(dir, 'new.json')
    writeRunFile(f, '{"a":1}\n')
    expect(await readFile(f, 'utf8')).toBe('{"a":1}\n')
  })

  test('leaves exactly the new content over a longer, a shorter and an equal-length file', async () => {
    const f = path.join(dir, 'grading.json')
    await writeFile(f, 'x'.repeat(5000))
    writeRunFile(f, 'short')
    expect(await readFile(f, 'utf8')).toBe('short')
    writeRunFile(f, 'a much longer content than before, ' + 'y'.repeat(9000))
    expect(await readFile(f, 'utf8')).toBe('a much longer content than before, ' + 'y'.repeat(9000))
    const same = 'z'.repeat(9035)
    writeRunFile(f, same)
    expect(await readFile(f, 'utf8')).toBe(same)
    writeRunFile(f, new Uint8Array([1, 2, 3]))
    expect([...(await readFile(f))]).toEqual([1, 2, 3])
    writeRunFile(f, '')
    expect(await readFile(f, 'utf8')).toBe('')
  })

  test('fresh: writes a new file directly, and still replaces whole one that is there after all', async () => {
    const f = path.join(dir, 'timing.json')
    writeRunFile(f, '{"t":1}\n', { fresh: true })
    expect(await readFile(f, 'utf8')).toBe('{"t":1}\n')
    await writeFile(f, 'x'.repeat(5000))
    writeRunFile(f, 'short', { fresh: true })
    expect(await readFile(f, 'utf8')).toBe('short')
    registerSecret('sk-ant-write-run-file-fresh')
    writeRunFile(f, 'key sk-ant-write-run-file-fresh', { fresh: true })
    expect(await readFile(f, 'utf8')).not.toContain('sk-ant-write-run-file-fresh')
  })

  test('redacts what it writes, over an existing file too', async () => {
    registerSecret('sk-ant-write-run-file-secret')
    const f = path.join(dir, 'transcript.md')
    await writeFile(f, 'old old old old old old old old old old old old old old old old')
    writeRunFile(f, 'the key is sk-ant-write-run-file-secret, end')
    const text = await readFile(f, 'utf8')
    expect(text).not.toContain('sk-ant-write-run-file-secret')
    expect(text).toMatch(/^the key is .+, end$/)
  })

  test('an error other than a missing file is thrown, not papered over', async () => {
    const sub = path.join(dir, 'a-folder')
    await mkdir(sub)
    expect(() => writeRunFile(sub, 'x')).toThrow(/EISDIR/)
    expect(() => writeRunFile(path.join(dir, 'no-such-folder', 'f.json'), 'x')).toThrow(/ENOENT/)
  })
})
