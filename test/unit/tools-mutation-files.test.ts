/**
 * Issue 36 (mutation part tools): Read, Write and Edit (src/run/tools/files.ts, file-io.ts),
 * rule by rule: what each prints, what each refuses and what it records.
 */
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { link, mkdir, mkdtemp, readFile, realpath, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { runTool, type ToolContext } from '../../src/run/tools/index.js'
import { fileKind, hardLinkRefusal, isGitPath, looksBinary } from '../../src/run/tools/file-io.js'
import { DEFAULT_READ_LINES, MAX_LINE_CHARS, MAX_READ_BYTES, MAX_WRITE_BYTES } from '../../src/run/tools/limits.js'

let ws: string
let outside: string
let ctx: ToolContext

beforeEach(async () => {
  ws = await realpath(await mkdtemp(path.join(os.tmpdir(), 'tools-files-')))
  outside = await realpath(await mkdtemp(path.join(os.tmpdir(), 'tools-files-out-')))
  ctx = { workspaceDir: ws, bash: false, filesWritten: new Set(), filesRead: new Set(), skillsInvoked: new Set() }
})
afterEach(async () => {
  await rm(ws, { recursive: true, force: true })
  await rm(outside, { recursive: true, force: true })
})

const put = (rel: string, content: string | Buffer) => writeFile(path.join(ws, rel), content)
const text = (rel: string) => readFile(path.join(ws, rel), 'utf8')

describe('file-io helpers', () => {
  test('binary means a NUL byte in the first 8 KiB', () => {
    expect(looksBinary(Buffer.from('plain text\n'))).toBe(false)
    expect(looksBinary(Buffer.from('a\0b'))).toBe(true)
    const late = Buffer.alloc(8193, 0x61)
    late[8192] = 0
    expect(looksBinary(late)).toBe(false)
    late[8191] = 0
    expect(looksBinary(late)).toBe(true)
  })

  test('fileKind names what is not a regular file', () => {
    const kind = (k: string) => ({
      isDirectory: () => k === 'dir',
      isFIFO: () => k === 'fifo',
      isCharacterDevice: () => k === 'char',
      isBlockDevice: () => k === 'block',
      isSocket: () => k === 'socket'
    })
    expect(fileKind(kind('dir'))).toBe('a directory')
    expect(fileKind(kind('fifo'))).toBe('a FIFO')
    expect(fileKind(kind('char'))).toBe('a device file')
    expect(fileKind(kind('block'))).toBe('a device file')
    expect(fileKind(kind('socket'))).toBe('a socket')
    expect(fileKind(kind('other'))).toBe('not a regular file')
  })

  test('.git and what is under it are git paths; .github, .gitignore and a/.git are not', () => {
    expect(isGitPath('.git')).toBe(true)
    expect(isGitPath('.git/config')).toBe(true)
    expect(isGitPath('.gitignore')).toBe(false)
    expect(isGitPath('.github/workflows/ci.yml')).toBe(false)
    expect(isGitPath('.git2/x')).toBe(false)
    expect(hardLinkRefusal('a.txt')).toBe('Cannot use a.txt: it has more than one hard link (it may be a file outside the workspace).')
  })
})

describe('Read', () => {
  test('numbers lines and says how to continue', async () => {
    await put('l.txt', Array.from({ length: DEFAULT_READ_LINES + 2 }, (_, i) => `line ${i + 1}`).join('\n') + '\n')
    const r = await runTool('Read', { file_path: 'l.txt' }, ctx)
    const lines = r.output.split('\n')
    expect(lines).toHaveLength(DEFAULT_READ_LINES + 1)
    expect(lines[0]).toBe('     1\tline 1')
    expect(lines[DEFAULT_READ_LINES - 1]).toBe(`  2000\tline ${DEFAULT_READ_LINES}`)
    expect(lines[DEFAULT_READ_LINES]).toBe(`… (2 more lines; use offset=${DEFAULT_READ_LINES + 1} to continue)`)
    expect(await runTool('Read', { file_path: 'l.txt', offset: DEFAULT_READ_LINES + 1 }, ctx)).toEqual({ output: '  2001\tline 2001\n  2002\tline 2002', isError: false })
    expect([...ctx.filesRead!]).toEqual(['l.txt'])
  })

  test('offset 0 reads from the first line, limit 0 reads one line; the last line is a valid offset, one past it is refused', async () => {
    await put('f.txt', 'a\nb\nc')
    expect((await runTool('Read', { file_path: 'f.txt', offset: 0, limit: 1 }, ctx)).output).toBe('     1\ta\n… (2 more lines; use offset=2 to continue)')
    expect((await runTool('Read', { file_path: 'f.txt', offset: 2, limit: 0 }, ctx)).output).toBe('     2\tb\n… (1 more lines; use offset=3 to continue)')
    expect(await runTool('Read', { file_path: 'f.txt', offset: 3 }, ctx)).toEqual({ output: '     3\tc', isError: false })
    expect(await runTool('Read', { file_path: 'f.txt', offset: 4 }, ctx)).toEqual({ output: 'offset 4 is past the end of f.txt (3 lines).', isError: true })
    expect(await runTool('Read', { file_path: 'f.txt', limit: 3 }, ctx)).toEqual({ output: '     1\ta\n     2\tb\n     3\tc', isError: false })
  })

  test('Windows line ends are split like Unix ones; a blank last line is kept', async () => {
    await put('crlf.txt', 'one\r\ntwo\r\n')
    expect((await runTool('Read', { file_path: 'crlf.txt' }, ctx)).output).toBe('     1\tone\n     2\ttwo')
    await put('blank.txt', 'one\n\n')
    expect((await runTool('Read', { file_path: 'blank.txt' }, ctx)).output).toBe('     1\tone\n     2\t')
    await put('nl.txt', '\n')
    expect((await runTool('Read', { file_path: 'nl.txt' }, ctx)).output).toBe('     1\t')
  })

  test('a line over the cap is cut and marked', async () => {
    await put('long.txt', 'x'.repeat(MAX_LINE_CHARS + 5) + '\nshort\n')
    expect((await runTool('Read', { file_path: 'long.txt' }, ctx)).output).toBe(`     1\t${'x'.repeat(MAX_LINE_CHARS)} …[line truncated]\n     2\tshort`)
  })

  test('an empty file and a binary file are described, not shown; both count as read', async () => {
    await put('empty.txt', '')
    expect(await runTool('Read', { file_path: 'empty.txt' }, ctx)).toEqual({ output: '(empty.txt is empty)', isError: false })
    await put('img.bin', Buffer.from([0x89, 0x50, 0x00, 0x01]))
    expect(await runTool('Read', { file_path: 'img.bin' }, ctx)).toEqual({ output: 'img.bin is a binary file (4 bytes); not shown.', isError: false })
    expect([...ctx.filesRead!].sort()).toEqual(['empty.txt', 'img.bin'])
    const bare: ToolContext = { workspaceDir: ws, bash: false, filesWritten: new Set() }
    expect((await runTool('Read', { file_path: 'empty.txt' }, bare)).isError).toBe(false)
  })

  test('refusals: missing file, a directory, the workspace, a file over 1 MiB, a file with two hard links', async () => {
    expect(await runTool('Read', { file_path: 'no/such.txt' }, ctx)).toEqual({ output: 'File does not exist: no/such.txt', isError: true })
    await mkdir(path.join(ws, 'dir'))
    expect(await runTool('Read', { file_path: 'dir' }, ctx)).toEqual({ output: 'Cannot read dir: it is a directory.', isError: true })
    expect(await runTool('Read', { file_path: '.' }, ctx)).toEqual({ output: 'Cannot read .: it is a directory.', isError: true })
    await put('big.txt', 'x'.repeat(MAX_READ_BYTES + 1))
    expect(await runTool('Read', { file_path: 'big.txt' }, ctx)).toEqual({
      output: `Cannot read big.txt: it is ${MAX_READ_BYTES + 1} bytes, over the ${MAX_READ_BYTES}-byte (1 MiB) read limit. Use Grep to search it instead.`,
      isError: true
    })
    await writeFile(path.join(outside, 'shared.txt'), 'outside data\n')
    await link(path.join(outside, 'shared.txt'), path.join(ws, 'hard.txt'))
    expect(await runTool('Read', { file_path: 'hard.txt' }, ctx)).toEqual({ output: hardLinkRefusal('hard.txt'), isError: true })
    expect(ctx.filesRead!.size).toBe(0)
  })

  test('a FIFO is refused by name without hanging', async () => {
    try {
      execFileSync('mkfifo', [path.join(ws, 'pipe')])
    } catch {
      return
    }
    expect(await runTool('Read', { file_path: 'pipe' }, ctx)).toEqual({ output: 'Cannot read pipe: it is a FIFO.', isError: true })
    expect(await runTool('Write', { file_path: 'pipe', content: 'x' }, ctx)).toEqual({ output: 'Cannot write pipe: it is a FIFO.', isError: true })
  })
})

describe('Write', () => {
  test('creates, then updates, counting bytes not characters; parent folders are made', async () => {
    expect(await runTool('Write', { file_path: 'a.txt', content: 'héllo' }, ctx)).toEqual({ output: 'Created a.txt (6 bytes).', isError: false })
    expect(await runTool('Write', { file_path: 'a.txt', content: '' }, ctx)).toEqual({ output: 'Updated a.txt (0 bytes).', isError: false })
    expect(await text('a.txt')).toBe('')
    expect(await runTool('Write', { file_path: 'x/y/z.txt', content: 'z' }, ctx)).toEqual({ output: 'Created x/y/z.txt (1 bytes).', isError: false })
    expect(await text('x/y/z.txt')).toBe('z')
    expect([...ctx.filesWritten].sort()).toEqual(['a.txt', 'x/y/z.txt'])
  })

  test('refuses the workspace itself, a directory, .git, and content over 10 MiB', async () => {
    expect(await runTool('Write', { file_path: '.', content: 'x' }, ctx)).toEqual({ output: 'file_path must name a file, not the workspace.', isError: true })
    await mkdir(path.join(ws, 'd'))
    expect(await runTool('Write', { file_path: 'd', content: 'x' }, ctx)).toEqual({ output: 'Cannot write d: it is a directory.', isError: true })
    expect(await runTool('Write', { file_path: '.git/config', content: 'x' }, ctx)).toEqual({ output: 'Writing inside .git is not allowed.', isError: true })
    expect(await runTool('Write', { file_path: '.git', content: 'x' }, ctx)).toEqual({ output: 'Writing inside .git is not allowed.', isError: true })
    expect(existsSync(path.join(ws, '.git'))).toBe(false)
    expect(await runTool('Write', { file_path: 'huge.txt', content: 'é'.repeat(MAX_WRITE_BYTES / 2 + 1) }, ctx)).toEqual({ output: `Content is over the ${MAX_WRITE_BYTES}-byte write limit.`, isError: true })
    expect(ctx.filesWritten.size).toBe(0)
    expect(await runTool('Write', { file_path: '.gitignore', content: 'x' }, ctx)).toEqual({ output: 'Created .gitignore (1 bytes).', isError: false })
  })

  test('refuses to write through a second hard link (it may be a file outside)', async () => {
    await writeFile(path.join(outside, 'shared.txt'), 'outside data\n')
    await link(path.join(outside, 'shared.txt'), path.join(ws, 'hard.txt'))
    expect(await runTool('Write', { file_path: 'hard.txt', content: 'changed' }, ctx)).toEqual({ output: hardLinkRefusal('hard.txt'), isError: true })
    expect(await readFile(path.join(outside, 'shared.txt'), 'utf8')).toBe('outside data\n')
    expect(ctx.filesWritten.size).toBe(0)
  })
})

describe('Edit', () => {
  test('one replacement of a unique text, occurrences counted without overlap', async () => {
    await put('e.txt', 'aaa')
    expect(await runTool('Edit', { file_path: 'e.txt', old_string: 'aa', new_string: 'b' }, ctx)).toEqual({ output: 'Edited e.txt: 1 replacement.', isError: false })
    expect(await text('e.txt')).toBe('ba')
    await put('f.txt', 'aaaa')
    expect(await runTool('Edit', { file_path: 'f.txt', old_string: 'aa', new_string: 'b' }, ctx)).toEqual({
      output: 'old_string occurs 2 times in f.txt; add surrounding context to make it unique, or set replace_all.',
      isError: true
    })
    expect(await text('f.txt')).toBe('aaaa')
    expect(await runTool('Edit', { file_path: 'f.txt', old_string: 'aa', new_string: 'b', replace_all: true }, ctx)).toEqual({ output: 'Edited f.txt: 2 replacements.', isError: false })
    expect(await text('f.txt')).toBe('bb')
    expect([...ctx.filesWritten].sort()).toEqual(['e.txt', 'f.txt'])
  })

  test('the replacement goes where the text was, the rest kept', async () => {
    await put('m.txt', 'start [x] end')
    await runTool('Edit', { file_path: 'm.txt', old_string: '[x]', new_string: '[yy]' }, ctx)
    expect(await text('m.txt')).toBe('start [yy] end')
    expect(await runTool('Edit', { file_path: 'm.txt', old_string: 'end', new_string: '', replace_all: true }, ctx)).toEqual({ output: 'Edited m.txt: 1 replacement.', isError: false })
    expect(await text('m.txt')).toBe('start [yy] ')
  })

  test('refusals: not found, identical texts, missing file, .git', async () => {
    await put('e.txt', 'abc')
    expect(await runTool('Edit', { file_path: 'e.txt', old_string: 'zz', new_string: 'y' }, ctx)).toEqual({ output: 'old_string not found in e.txt.', isError: true })
    expect(await runTool('Edit', { file_path: 'e.txt', old_string: 'b', new_string: 'b' }, ctx)).toEqual({ output: 'old_string and new_string are identical; nothing to change.', isError: true })
    expect(await runTool('Edit', { file_path: 'gone.txt', old_string: 'a', new_string: 'b' }, ctx)).toEqual({ output: 'File does not exist: gone.txt', isError: true })
    await mkdir(path.join(ws, '.git'))
    await writeFile(path.join(ws, '.git/HEAD'), 'ref: main\n')
    expect(await runTool('Edit', { file_path: '.git/HEAD', old_string: 'main', new_string: 'evil' }, ctx)).toEqual({ output: 'Editing inside .git is not allowed.', isError: true })
    expect(await readFile(path.join(ws, '.git/HEAD'), 'utf8')).toBe('ref: main\n')
    expect(existsSync(path.join(ws, 'gone.txt'))).toBe(false)
    expect(ctx.filesWritten.size).toBe(0)
  })

  test('an empty old_string creates a file (parents made) or fills an empty one, never overwrites text', async () => {
    expect(await runTool('Edit', { file_path: 'new/deep/n.txt', old_string: '', new_string: 'fresh' }, ctx)).toEqual({ output: 'Created new/deep/n.txt.', isError: false })
    expect(await text('new/deep/n.txt')).toBe('fresh')
    await put('empty.txt', '')
    expect(await runTool('Edit', { file_path: 'empty.txt', old_string: '', new_string: 'filled' }, ctx)).toEqual({ output: 'Edited empty.txt: 1 replacement.', isError: false })
    expect(await text('empty.txt')).toBe('filled')
    expect(await runTool('Edit', { file_path: 'empty.txt', old_string: '', new_string: 'again' }, ctx)).toEqual({
      output: 'old_string is empty but empty.txt is not; give the text to replace.',
      isError: true
    })
    expect(await runTool('Edit', { file_path: 'only-new.txt', new_string: 'n', old_string: '' }, ctx)).toEqual({ output: 'Created only-new.txt.', isError: false })
    expect([...ctx.filesWritten].sort()).toEqual(['empty.txt', 'new/deep/n.txt', 'only-new.txt'])
  })

  test('a result over the 10 MiB write limit is refused and the file left as it was', async () => {
    const before = 'a'.repeat(MAX_READ_BYTES)
    await put('grow.txt', before)
    expect(await runTool('Edit', { file_path: 'grow.txt', old_string: 'a', new_string: 'bbbbbbbbbbb', replace_all: true }, ctx)).toEqual({
      output: `Result is over the ${MAX_WRITE_BYTES}-byte write limit.`,
      isError: true
    })
    expect(await text('grow.txt')).toBe(before)
    // exactly at the limit is fine
    await put('fit.txt', 'a'.repeat(1024))
    expect((await runTool('Edit', { file_path: 'fit.txt', old_string: 'a', new_string: 'b'.repeat(10 * 1024), replace_all: true }, ctx)).output).toBe('Edited fit.txt: 1024 replacements.')
    expect((await readFile(path.join(ws, 'fit.txt'))).length).toBe(MAX_WRITE_BYTES)
  })

  test('a file with two hard links is not edited', async () => {
    await writeFile(path.join(outside, 'shared.txt'), 'outside data\n')
    await link(path.join(outside, 'shared.txt'), path.join(ws, 'hard.txt'))
    expect(await runTool('Edit', { file_path: 'hard.txt', old_string: 'outside', new_string: 'inside' }, ctx)).toEqual({ output: hardLinkRefusal('hard.txt'), isError: true })
    expect(await readFile(path.join(outside, 'shared.txt'), 'utf8')).toBe('outside data\n')
  })
})
