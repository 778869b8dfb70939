/**
 * Issue 36 (mutation part `workspace`): folder snapshots (src/run/folder-snapshot.ts). What a
 * snapshot lists (sorted, `.git` and `node_modules` left out, modes), which files it keeps in memory
 * (256 KiB a file, 4 MiB in all, both limits inclusive), the links it follows (inside the folder,
 * or `within`) and refuses (out, dangling, looping), and what `copySnapshot` writes (modes as the
 * source's, small files from memory when their mode survives the umask, the rest copied).
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { copySnapshot, insideReal, LinkOutOfFolderError, snapshotFolder, type FolderSnapshot } from '../../src/run/folder-snapshot.js'
import { mkdirCb, writeCb } from '../../src/run/workspace-fs.js'

let base: string
let dir: string
let oldMask: number
beforeAll(() => {
  // the umask is read once per module: the same for every test here
  oldMask = process.umask(0o022)
})
afterAll(() => {
  process.umask(oldMask)
})
beforeEach(() => {
  base = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'ws-snapshot-')))
  dir = path.join(base, 'folder')
  mkdirSync(dir)
})
afterEach(() => {
  rmSync(base, { recursive: true, force: true })
})

const mode = (p: string) => statSync(p).mode & 0o7777
const made = () => ({ dirs: [] as string[], files: [] as string[] })

describe('insideReal and LinkOutOfFolderError', () => {
  test('the folder itself and what lies below it are inside; a sibling with the same prefix is not', () => {
    expect(insideReal('/a/b', '/a/b')).toBe(true)
    expect(insideReal('/a/b', '/a/b/c/d')).toBe(true)
    expect(insideReal('/a/b', '/a/b/..c')).toBe(true)
    expect(insideReal('/a/b', '/a/bc')).toBe(false)
    expect(insideReal('/a/b', '/a')).toBe(false)
    expect(insideReal('/a/b', '/')).toBe(false)
  })

  test('the error names the link and the folder', () => {
    const e = new LinkOutOfFolderError('/f/x', '/f')
    expect(e).toBeInstanceOf(Error)
    expect(e.name).toBe('LinkOutOfFolderError')
    expect(e.link).toBe('/f/x')
    expect(e.folder).toBe('/f')
    expect(e.message).toBe('cannot copy /f/x: a symbolic link that leads out of /f (links are copied only when they stay inside the folder)')
  })
})

describe('snapshotFolder: what is listed', () => {
  test('sorted, parents first, .git and node_modules left out, modes of files and folders', async () => {
    mkdirSync(path.join(dir, '.git', 'objects'), { recursive: true })
    writeFileSync(path.join(dir, '.git', 'HEAD'), 'x')
    mkdirSync(path.join(dir, 'node_modules', 'p'), { recursive: true })
    writeFileSync(path.join(dir, 'node_modules', 'p', 'i.js'), 'x')
    writeFileSync(path.join(dir, 'zeta.md'), 'z')
    mkdirSync(path.join(dir, 'b', 'node_modules'), { recursive: true })
    writeFileSync(path.join(dir, 'b', 'two.txt'), '22')
    writeFileSync(path.join(dir, 'a.sh'), '#!/bin/sh\n')
    writeFileSync(path.join(dir, '.gitignore'), 'x\n')
    chmodSync(path.join(dir, 'a.sh'), 0o755)
    chmodSync(path.join(dir, 'b'), 0o750)
    const snap = await snapshotFolder(dir)
    expect(snap.dirs).toEqual([
      { rel: '', mode: 0o755 },
      { rel: 'b', mode: 0o750 },
    ])
    expect(snap.files).toEqual([
      { rel: '.gitignore', src: path.join(dir, '.gitignore'), mode: 0o644, data: Buffer.from('x\n') },
      { rel: 'a.sh', src: path.join(dir, 'a.sh'), mode: 0o755, data: Buffer.from('#!/bin/sh\n') },
      { rel: path.join('b', 'two.txt'), src: path.join(dir, 'b', 'two.txt'), mode: 0o644, data: Buffer.from('22') },
      { rel: 'zeta.md', src: path.join(dir, 'zeta.md'), mode: 0o644, data: Buffer.from('z') },
    ])
  })

  test('a file of exactly 256 KiB is kept in memory; one byte more is copied per run', async () => {
    writeFileSync(path.join(dir, 'at-limit'), Buffer.alloc(256 * 1024, 1))
    writeFileSync(path.join(dir, 'over-limit'), Buffer.alloc(256 * 1024 + 1, 2))
    const snap = await snapshotFolder(dir)
    expect(snap.files.map((f) => [f.rel, f.data?.length])).toEqual([
      ['at-limit', 256 * 1024],
      ['over-limit', undefined],
    ])
  })

  test('4 MiB in all is kept in memory, exactly; the file past it is not, a later one that still fits is', async () => {
    // 15 files of 256 KiB and one of 256 KiB - 1 byte: 4 MiB - 1 byte; then one of 2 bytes (past it), then one of 1 byte (fits).
    for (let i = 0; i < 15; i++) writeFileSync(path.join(dir, `f${String(i).padStart(2, '0')}`), Buffer.alloc(256 * 1024))
    writeFileSync(path.join(dir, 'f15'), Buffer.alloc(256 * 1024 - 1))
    writeFileSync(path.join(dir, 'f16'), Buffer.alloc(2))
    writeFileSync(path.join(dir, 'f17'), Buffer.alloc(1))
    writeFileSync(path.join(dir, 'f18'), Buffer.alloc(1))
    const snap = await snapshotFolder(dir)
    expect(snap.files.map((f) => f.data !== undefined)).toEqual([...Array(16).fill(true), false, true, false])
  })

  test('a file or folder link inside is listed as its target (read from the target itself)', async () => {
    mkdirSync(path.join(dir, 'real'))
    writeFileSync(path.join(dir, 'real', 'x.md'), 'x')
    symlinkSync(path.join(dir, 'real', 'x.md'), path.join(dir, 'link.md'))
    symlinkSync('real', path.join(dir, 'linkdir'))
    const snap = await snapshotFolder(dir)
    expect(snap.dirs.map((d) => d.rel)).toEqual(['', 'linkdir', 'real'])
    expect(snap.files.map((f) => [f.rel, f.src])).toEqual([
      ['link.md', path.join(dir, 'real', 'x.md')],
      [path.join('linkdir', 'x.md'), path.join(dir, 'real', 'x.md')],
      [path.join('real', 'x.md'), path.join(dir, 'real', 'x.md')],
    ])
  })

  test('a folder given through a link is listed from its real path', async () => {
    writeFileSync(path.join(dir, 'a.md'), 'a')
    symlinkSync(dir, path.join(base, 'via'))
    const snap = await snapshotFolder(path.join(base, 'via'))
    expect(snap.files.map((f) => f.src)).toEqual([path.join(dir, 'a.md')])
  })
})

describe('snapshotFolder: links refused', () => {
  test('a link out of the folder, or a dangling one, throws LinkOutOfFolderError naming it and the folder as given', async () => {
    writeFileSync(path.join(base, 'secret'), 'S')
    mkdirSync(path.join(dir, 'sub'))
    symlinkSync(path.join(base, 'secret'), path.join(dir, 'sub', 'out'))
    symlinkSync(dir, path.join(base, 'via'))
    const e = await snapshotFolder(path.join(base, 'via')).catch((x: unknown) => x)
    expect(e).toBeInstanceOf(LinkOutOfFolderError)
    expect((e as LinkOutOfFolderError).link).toBe(path.join(dir, 'sub', 'out'))
    expect((e as LinkOutOfFolderError).folder).toBe(path.join(base, 'via'))
    rmSync(path.join(dir, 'sub', 'out'))
    symlinkSync(path.join(dir, 'missing'), path.join(dir, 'sub', 'dangling'))
    const d = await snapshotFolder(dir).catch((x: unknown) => x)
    expect(d).toBeInstanceOf(LinkOutOfFolderError)
    expect((d as LinkOutOfFolderError).link).toBe(path.join(dir, 'sub', 'dangling'))
  })

  test('`within` widens the limit to a folder around it', async () => {
    writeFileSync(path.join(base, 'shared'), 'shared')
    symlinkSync(path.join(base, 'shared'), path.join(dir, 'shared'))
    await expect(snapshotFolder(dir)).rejects.toBeInstanceOf(LinkOutOfFolderError)
    const snap = await snapshotFolder(dir, base)
    expect(snap.files).toEqual([{ rel: 'shared', src: path.join(base, 'shared'), mode: 0o644, data: Buffer.from('shared') }])
  })

  test('a link back to a parent folder is a loop, by message', async () => {
    mkdirSync(path.join(dir, 'a', 'b'), { recursive: true })
    symlinkSync('../..', path.join(dir, 'a', 'b', 'up'))
    await expect(snapshotFolder(dir)).rejects.toThrow(new Error(`cannot copy ${path.join(dir, 'a', 'b', 'up')}: a symlink loops back to a parent folder`))
    rmSync(path.join(dir, 'a', 'b', 'up'))
    symlinkSync('..', path.join(dir, 'a', 'b', 'up'))
    await expect(snapshotFolder(dir)).rejects.toThrow(new Error(`cannot copy ${path.join(dir, 'a', 'b', 'up')}: a symlink loops back to a parent folder`))
  })

  test('a link to a sibling folder is no loop', async () => {
    mkdirSync(path.join(dir, 'a'))
    writeFileSync(path.join(dir, 'a', 'f'), 'f')
    symlinkSync('a', path.join(dir, 'b'))
    const snap = await snapshotFolder(dir)
    expect(snap.files.map((f) => f.rel)).toEqual([path.join('a', 'f'), path.join('b', 'f')])
  })

  test('a FIFO is neither a file nor a folder', async () => {
    execFileSync('mkfifo', [path.join(dir, 'pipe')])
    await expect(snapshotFolder(dir)).rejects.toThrow(new Error(`cannot copy ${path.join(dir, 'pipe')}: not a regular file or folder`))
  })
})

describe('copySnapshot', () => {
  test('writes the tree with the source\'s modes, records what it made, and fills read-only and sticky folders', async () => {
    mkdirSync(path.join(dir, 'ro'))
    writeFileSync(path.join(dir, 'ro', 'f.txt'), 'f')
    mkdirSync(path.join(dir, 'own'))
    mkdirSync(path.join(dir, 'sticky'))
    writeFileSync(path.join(dir, 'key'), 'k')
    chmodSync(path.join(dir, 'key'), 0o600)
    writeFileSync(path.join(dir, 'run.sh'), 's')
    chmodSync(path.join(dir, 'run.sh'), 0o755)
    chmodSync(path.join(dir, 'ro'), 0o555)
    chmodSync(path.join(dir, 'own'), 0o700)
    chmodSync(path.join(dir, 'sticky'), 0o1777)
    chmodSync(dir, 0o750)
    const snap = await snapshotFolder(dir)
    const dest = path.join(base, 'dest')
    const m = made()
    try {
      await copySnapshot(snap, dest, m)
      expect(mode(dest)).toBe(0o750)
      expect(mode(path.join(dest, 'ro'))).toBe(0o555)
      expect(mode(path.join(dest, 'own'))).toBe(0o700)
      expect(mode(path.join(dest, 'sticky'))).toBe(0o1777)
      expect(mode(path.join(dest, 'key'))).toBe(0o600)
      expect(mode(path.join(dest, 'run.sh'))).toBe(0o755)
      expect(readFileSync(path.join(dest, 'ro', 'f.txt'), 'utf8')).toBe('f')
      expect(m.dirs).toEqual([dest, path.join(dest, 'own'), path.join(dest, 'ro'), path.join(dest, 'sticky')])
      expect(m.files).toEqual([path.join(dest, 'key'), path.join(dest, 'ro', 'f.txt'), path.join(dest, 'run.sh')])
    } finally {
      chmodSync(path.join(dir, 'ro'), 0o755)
      if (statSync(path.join(dest, 'ro'), { throwIfNoEntry: false })) chmodSync(path.join(dest, 'ro'), 0o755)
    }
  })

  test('small files come from memory when their mode survives the umask; the others are copied from the source', async () => {
    writeFileSync(path.join(dir, 'mem.txt'), 'snapshot time')
    writeFileSync(path.join(dir, 'shared.txt'), 'snapshot time')
    chmodSync(path.join(dir, 'shared.txt'), 0o666) // group/other write: dropped by the umask on create
    writeFileSync(path.join(dir, 'big.bin'), Buffer.alloc(256 * 1024 + 1, 1))
    const snap = await snapshotFolder(dir)
    writeFileSync(path.join(dir, 'mem.txt'), 'changed later')
    writeFileSync(path.join(dir, 'shared.txt'), 'changed later')
    writeFileSync(path.join(dir, 'big.bin'), 'changed later')
    const dest = path.join(base, 'dest')
    await copySnapshot(snap, dest, made())
    expect(readFileSync(path.join(dest, 'mem.txt'), 'utf8')).toBe('snapshot time')
    expect(readFileSync(path.join(dest, 'shared.txt'), 'utf8')).toBe('changed later')
    expect(mode(path.join(dest, 'shared.txt'))).toBe(0o666)
    expect(readFileSync(path.join(dest, 'big.bin'), 'utf8')).toBe('changed later')
  })

  test('never writes over a file that is there', async () => {
    const dest = path.join(base, 'dest')
    mkdirSync(dest)
    writeFileSync(path.join(dest, 'a'), 'old')
    const snap: FolderSnapshot = { dirs: [], files: [{ rel: 'a', src: path.join(dir, 'none'), mode: 0o644, data: Buffer.from('new') }] }
    await expect(copySnapshot(snap, dest, made())).rejects.toMatchObject({ code: 'EEXIST' })
    expect(readFileSync(path.join(dest, 'a'), 'utf8')).toBe('old')
  })

  test('a destination that exists already is refused', async () => {
    const snap = await snapshotFolder(dir)
    await expect(copySnapshot(snap, dir, made())).rejects.toMatchObject({ code: 'EEXIST' })
  })
})

describe('workspace-fs', () => {
  test('mkdirCb makes a folder with the mode asked (less the umask), or the default', async () => {
    await mkdirCb(path.join(base, 'm700'), 0o700)
    await mkdirCb(path.join(base, 'm777'), 0o777)
    await mkdirCb(path.join(base, 'plain'))
    expect(mode(path.join(base, 'm700'))).toBe(0o700)
    expect(mode(path.join(base, 'm777'))).toBe(0o755)
    expect(mode(path.join(base, 'plain'))).toBe(0o755)
    await expect(mkdirCb(path.join(base, 'plain'))).rejects.toMatchObject({ code: 'EEXIST' })
  })

  test('writeCb writes with the options given, or none', async () => {
    await writeCb(path.join(base, 'a'), 'aa', { mode: 0o600 })
    await writeCb(path.join(base, 'b'), Buffer.from('bb'))
    expect(readFileSync(path.join(base, 'a'), 'utf8')).toBe('aa')
    expect(mode(path.join(base, 'a'))).toBe(0o600)
    expect(readFileSync(path.join(base, 'b'), 'utf8')).toBe('bb')
    expect(mode(path.join(base, 'b'))).toBe(0o644)
    await expect(writeCb(path.join(base, 'a'), 'x', { flag: 'wx' })).rejects.toMatchObject({ code: 'EEXIST' })
  })
})
