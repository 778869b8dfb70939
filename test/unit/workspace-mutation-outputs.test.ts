/**
 * Issue 36 (mutation part `workspace`): collecting a run's outputs (src/run/outputs.ts). Only
 * regular files inside the workspace, with one link, within what is left of the size cap (at
 * exactly the cap: copied), in path order; links, FIFOs and hard links listed as skipped with why;
 * paths out of the workspace dropped silently; small files moved when asked, large ones copied;
 * registered secrets redacted; and the transcript's note of what was left out.
 */
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { chmodSync, existsSync, linkSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, statSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { clearSecrets, registerSecret } from '../../src/redact/index.js'
import { collectOutputs, DEFAULT_OUTPUTS_MAX_BYTES, skippedOutputsNote, type SkippedOutput } from '../../src/run/outputs.js'

let base: string
let ws: string
let out: string
let oldMask: number
beforeEach(() => {
  oldMask = process.umask(0o022)
  base = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'ws-outputs-')))
  ws = path.join(base, 'ws')
  out = path.join(base, 'run', 'outputs')
  mkdirSync(ws)
})
afterEach(() => {
  clearSecrets()
  process.umask(oldMask)
  rmSync(base, { recursive: true, force: true })
})

const put = (rel: string, data: string | Buffer) => {
  mkdirSync(path.dirname(path.join(ws, rel)), { recursive: true })
  writeFileSync(path.join(ws, rel), data)
}
const mode = (p: string) => statSync(p).mode & 0o7777

describe('collectOutputs: what is collected', () => {
  test('nothing written: the outputs folder is made (parents too) and the workspace is not even looked at', async () => {
    expect(await collectOutputs(path.join(base, 'no-such-ws'), out, [])).toEqual([])
    expect(readdirSync(out)).toEqual([])
  })

  test('files copied in their layout, deduplicated, sorted; modes kept; the workspace keeps them', async () => {
    put('b.md', 'bee')
    put('a/deep/er/x.txt', 'x')
    put('ab.md', 'ab')
    put('run.sh', '#!/bin/sh\n')
    chmodSync(path.join(ws, 'run.sh'), 0o755)
    const got = await collectOutputs(ws, out, ['b.md', 'run.sh', 'a/deep/er/x.txt', 'b.md', 'ab.md'])
    expect(got).toEqual(['a/deep/er/x.txt', 'ab.md', 'b.md', 'run.sh'])
    expect(readFileSync(path.join(out, 'a', 'deep', 'er', 'x.txt'), 'utf8')).toBe('x')
    expect(readFileSync(path.join(out, 'b.md'), 'utf8')).toBe('bee')
    expect(mode(path.join(out, 'run.sh'))).toBe(0o755)
    expect(existsSync(path.join(ws, 'b.md'))).toBe(true)
  })

  test('a workspace given through a link is the same workspace', async () => {
    put('r.md', 'r')
    symlinkSync(ws, path.join(base, 'ws-link'))
    expect(await collectOutputs(path.join(base, 'ws-link'), out, ['r.md'])).toEqual(['r.md'])
  })

  test('paths that leave the workspace, missing files and folders: dropped without a note', async () => {
    writeFileSync(path.join(base, 'outside.md'), 'SECRET')
    mkdirSync(path.join(ws, 'folder'))
    const skipped: SkippedOutput[] = []
    expect(await collectOutputs(ws, out, ['../outside.md', path.join(base, 'outside.md'), 'missing.md', 'folder', '.', ''], { skipped })).toEqual([])
    expect(skipped).toEqual([])
    expect(readdirSync(out)).toEqual([])
    expect(existsSync(path.join(base, 'run', 'outside.md'))).toBe(false)
  })

  test("a file at the top whose name starts with '..' is inside the workspace, and collected", async () => {
    put('..notes.md', 'notes')
    put('..d/x.md', 'x')
    expect(await collectOutputs(ws, out, ['..notes.md', '..d/x.md'])).toEqual(['..d/x.md', '..notes.md'])
    expect(readFileSync(path.join(out, '..notes.md'), 'utf8')).toBe('notes')
  })

  test('a file reached through a linked folder that leads out is dropped (its real path is outside)', async () => {
    mkdirSync(path.join(base, 'elsewhere'))
    writeFileSync(path.join(base, 'elsewhere', 'secret.txt'), 'SECRET')
    symlinkSync(path.join(base, 'elsewhere'), path.join(ws, 'linked'))
    put('ok.md', 'ok')
    const skipped: SkippedOutput[] = []
    expect(await collectOutputs(ws, out, ['linked/secret.txt', 'ok.md'], { skipped })).toEqual(['ok.md'])
    expect(skipped).toEqual([])
    expect(existsSync(path.join(out, 'linked'))).toBe(false)
  })

  test('a file reached through a linked folder that stays inside is collected', async () => {
    put('real/in.md', 'in')
    symlinkSync(path.join(ws, 'real'), path.join(ws, 'alias'))
    expect(await collectOutputs(ws, out, ['alias/in.md'])).toEqual(['alias/in.md'])
    expect(readFileSync(path.join(out, 'alias', 'in.md'), 'utf8')).toBe('in')
  })
})

describe('collectOutputs: refused, with why', () => {
  test('a symbolic link and a FIFO are not regular files; a hard link has more than one link', async () => {
    writeFileSync(path.join(base, 'target.md'), 'T')
    symlinkSync(path.join(base, 'target.md'), path.join(ws, 'link.md'))
    execFileSync('mkfifo', [path.join(ws, 'pipe')])
    put('sub/orig.md', '12345')
    linkSync(path.join(ws, 'sub', 'orig.md'), path.join(ws, 'hard.md'))
    const skipped: SkippedOutput[] = []
    expect(await collectOutputs(ws, out, ['link.md', 'pipe', 'hard.md'], { skipped })).toEqual([])
    expect(skipped).toStrictEqual([
      { path: 'hard.md', bytes: 5, reason: 'more than one hard link' },
      { path: 'link.md', reason: 'not a regular file' },
      { path: 'pipe', reason: 'not a regular file' },
    ])
    expect(readdirSync(out)).toEqual([])
    // without a list to note them in, they are skipped all the same
    expect(await collectOutputs(ws, out, ['link.md', 'pipe', 'hard.md'])).toEqual([])
  })

  test('the size cap: a file of exactly what is left is copied; one byte more is skipped; later smaller files still fit', async () => {
    put('a1.bin', Buffer.alloc(6))
    put('a2.bin', Buffer.alloc(5)) // 5 > 10 - 6
    put('a3.bin', Buffer.alloc(4)) // exactly what is left
    put('a4.bin', Buffer.alloc(1)) // nothing left
    put('a5.bin', Buffer.alloc(0))
    const skipped: SkippedOutput[] = []
    expect(await collectOutputs(ws, out, ['a1.bin', 'a2.bin', 'a3.bin', 'a4.bin', 'a5.bin'], { maxBytes: 10, skipped })).toEqual(['a1.bin', 'a3.bin', 'a5.bin'])
    expect(skipped).toStrictEqual([
      { path: 'a2.bin', bytes: 5, reason: 'over the outputs size cap' },
      { path: 'a4.bin', bytes: 1, reason: 'over the outputs size cap' },
    ])
    expect(readdirSync(out).sort()).toEqual(['a1.bin', 'a3.bin', 'a5.bin'])
  })

  test('a single file at the cap is copied, one over is not', async () => {
    put('at.bin', Buffer.alloc(7))
    expect(await collectOutputs(ws, out, ['at.bin'], { maxBytes: 7 })).toEqual(['at.bin'])
    expect(await collectOutputs(ws, path.join(base, 'o2'), ['at.bin'], { maxBytes: 6 })).toEqual([])
  })

  test('the default cap is 20 MiB', async () => {
    expect(DEFAULT_OUTPUTS_MAX_BYTES).toBe(20 * 1024 * 1024)
    writeFileSync(path.join(ws, 'huge.bin'), '')
    truncateSync(path.join(ws, 'huge.bin'), DEFAULT_OUTPUTS_MAX_BYTES + 1) // sparse
    const skipped: SkippedOutput[] = []
    expect(await collectOutputs(ws, out, ['huge.bin'], { skipped })).toEqual([])
    expect(skipped).toStrictEqual([{ path: 'huge.bin', bytes: DEFAULT_OUTPUTS_MAX_BYTES + 1, reason: 'over the outputs size cap' }])
  })

  test('a redacted copy counts at its redacted size', async () => {
    registerSecret('sk-outputs-mutation-0123456789')
    put('a.md', 'k=sk-outputs-mutation-0123456789\n') // 33 bytes, 6 once redacted
    put('b.md', 'x'.repeat(10))
    // checked against the cap at its size on disk (33), counted at what was written (6): b.md still fits
    expect(await collectOutputs(ws, path.join(base, 'o3'), ['a.md', 'b.md'], { maxBytes: 33 })).toEqual(['a.md', 'b.md'])
    expect(await collectOutputs(ws, path.join(base, 'o4'), ['a.md', 'b.md'], { maxBytes: 32 })).toEqual(['b.md'])
    expect(await collectOutputs(ws, path.join(base, 'o5'), ['a.md', 'b.md'], { maxBytes: 15 })).toEqual(['b.md'])
    expect(readFileSync(path.join(base, 'o3', 'a.md'), 'utf8')).toBe('k=***\n')
  })
})

describe('collectOutputs: move, copy and redaction', () => {
  test('move: a file of up to 256 KiB is renamed into outputs/, a larger one copied', async () => {
    put('at.bin', Buffer.alloc(256 * 1024, 1))
    put('over.bin', Buffer.alloc(256 * 1024 + 1, 2))
    put('sub/small.md', 's')
    expect(await collectOutputs(ws, out, ['at.bin', 'over.bin', 'sub/small.md'], { move: true })).toEqual(['at.bin', 'over.bin', 'sub/small.md'])
    expect(existsSync(path.join(ws, 'at.bin'))).toBe(false)
    expect(existsSync(path.join(ws, 'sub', 'small.md'))).toBe(false)
    expect(existsSync(path.join(ws, 'over.bin'))).toBe(true)
    expect(readFileSync(path.join(out, 'at.bin')).equals(Buffer.alloc(256 * 1024, 1))).toBe(true)
    expect(readFileSync(path.join(out, 'over.bin')).equals(Buffer.alloc(256 * 1024 + 1, 2))).toBe(true)
  })

  test('without move nothing leaves the workspace, with a secret registered or not', async () => {
    put('a.md', 'plain')
    expect(await collectOutputs(ws, out, ['a.md'])).toEqual(['a.md'])
    registerSecret('sk-outputs-mutation-abcdefghij')
    expect(await collectOutputs(ws, path.join(base, 'o2'), ['a.md'])).toEqual(['a.md'])
    expect(existsSync(path.join(ws, 'a.md'))).toBe(true)
    expect(readFileSync(path.join(base, 'o2', 'a.md'), 'utf8')).toBe('plain')
  })

  test('a large file with a registered secret is written redacted; without secrets a large copy keeps its mode', async () => {
    const big = 'y'.repeat(300 * 1024)
    put('big.sh', big)
    chmodSync(path.join(ws, 'big.sh'), 0o755)
    expect(await collectOutputs(ws, out, ['big.sh'])).toEqual(['big.sh'])
    expect(mode(path.join(out, 'big.sh'))).toBe(0o755)
    registerSecret('sk-outputs-mutation-large-9876')
    put('big.md', big + 'sk-outputs-mutation-large-9876' + big)
    expect(await collectOutputs(ws, path.join(base, 'o2'), ['big.md'], { move: true })).toEqual(['big.md'])
    expect(readFileSync(path.join(base, 'o2', 'big.md'), 'utf8')).toBe(big + '***' + big)
    expect(existsSync(path.join(ws, 'big.md'))).toBe(true)
  })

  test('a small file with a registered secret is written redacted, never moved', async () => {
    registerSecret('sk-outputs-mutation-small-5555')
    put('s.md', 'a sk-outputs-mutation-small-5555 b')
    expect(await collectOutputs(ws, out, ['s.md'], { move: true })).toEqual(['s.md'])
    expect(readFileSync(path.join(out, 's.md'), 'utf8')).toBe('a *** b')
    expect(existsSync(path.join(ws, 's.md'))).toBe(true)
  })
})

describe('skippedOutputsNote', () => {
  test('empty when nothing was skipped', () => {
    expect(skippedOutputsNote([], 1024)).toBe('')
  })

  test('one line per file, sizes in MB to one decimal, the cap named', () => {
    const note = skippedOutputsNote(
      [
        { path: 'big.bin', bytes: 1.5 * 1024 * 1024, reason: 'over the outputs size cap' },
        { path: 'link.md', reason: 'not a regular file' },
        { path: 'h.md', bytes: 0, reason: 'more than one hard link' },
      ],
      20 * 1024 * 1024
    )
    expect(note).toBe(
      '\n## Outputs not copied\n\nCap: 20.0 MB per run (outputs-max-mb).\n\n' +
        '- `big.bin` (1.5 MB): over the outputs size cap\n' +
        '- `link.md`: not a regular file\n' +
        '- `h.md` (0.0 MB): more than one hard link\n'
    )
  })
})
