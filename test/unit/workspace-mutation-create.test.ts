/**
 * Issue 36 (mutation part `workspace`): making a run's workspace (src/run/workspace.ts). A
 * destination is confined to the workspace (exact messages), a skill name must be a plain folder
 * name, an eval's input files and folders are copied from their real paths (a link out of the
 * listed folder refused, modes kept, merged over what is there), and a failed creation leaves no
 * folder behind.
 */
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { confinedDest, createWorkspace } from '../../src/run/workspace.js'
import { LinkOutOfFolderError, snapshotFolder } from '../../src/run/folder-snapshot.js'

let base: string
let runs: string
let oldMask: number
beforeEach(() => {
  oldMask = process.umask(0o022)
  base = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'ws-create-')))
  runs = path.join(base, 'runs')
  mkdirSync(runs)
})
afterEach(() => {
  process.umask(oldMask)
  rmSync(base, { recursive: true, force: true })
})

const caught = (f: () => unknown): Error | undefined => {
  try {
    f()
  } catch (e) {
    return e as Error
  }
  return undefined
}
const mode = (p: string) => statSync(p).mode & 0o7777

describe('confinedDest', () => {
  test('a path inside is resolved against the root', () => {
    expect(confinedDest('/w', 'a/b.txt', 'x')).toBe('/w/a/b.txt')
    expect(confinedDest('/w', 'a/../b.txt', 'x')).toBe('/w/b.txt')
    expect(confinedDest('/w', '..notes.md', 'x')).toBe('/w/..notes.md')
    // a drive-like name without a separator after the colon is a plain relative name on POSIX
    expect(confinedDest('/w', 'C:x', 'x')).toBe('/w/C:x')
    expect(confinedDest('/w', 'aC:/b', 'x')).toBe('/w/aC:/b')
  })

  test('empty, blank and NUL-holding paths are refused with the caller\'s name', () => {
    expect(caught(() => confinedDest('/w', '', 'eval file'))?.message).toBe('eval file: empty or invalid path')
    expect(caught(() => confinedDest('/w', '   ', 'skill'))?.message).toBe('skill: empty or invalid path')
    expect(caught(() => confinedDest('/w', 'a\0b', 'output'))?.message).toBe('output: empty or invalid path')
  })

  test('absolute paths (POSIX or a Windows drive, either case, either slash) must be relative', () => {
    expect(caught(() => confinedDest('/w', '/etc/passwd', 'eval file'))?.message).toBe('eval file: /etc/passwd must be relative to the workspace')
    expect(caught(() => confinedDest('/w', 'C:/x', 'o'))?.message).toBe('o: C:/x must be relative to the workspace')
    expect(caught(() => confinedDest('/w', 'c:\\x', 'o'))?.message).toBe('o: c:\\x must be relative to the workspace')
    expect(caught(() => confinedDest('/w', 'Z:\\', 'o'))?.message).toBe('o: Z:\\ must be relative to the workspace')
  })

  test('the root itself and anything above it resolve outside', () => {
    for (const rel of ['.', './', '..', '../x', 'a/../../x', 'a/..']) {
      expect(caught(() => confinedDest('/w', rel, 'eval file'))?.message).toBe(`eval file: ${rel} resolves outside the workspace`)
    }
  })
})

describe('createWorkspace: the folder', () => {
  test('a fresh skill-evals-ws- folder directly in the parent; the OS temp dir by default', async () => {
    const ws = await createWorkspace({ files: [], parentDir: runs, git: false })
    expect(path.dirname(ws.dir)).toBe(runs)
    expect(path.basename(ws.dir)).toMatch(/^skill-evals-ws-[A-Za-z0-9]{6}$/)
    expect(readdirSync(ws.dir)).toEqual([])
    await ws.dispose()
    const def = await createWorkspace({ files: [], git: false })
    try {
      expect(path.dirname(def.dir)).toBe(realpathSync(os.tmpdir()))
    } finally {
      await def.dispose()
    }
    expect(existsSync(def.dir)).toBe(false)
  })

  test('a parent given through a symbolic link gives a symlink-free workspace path', async () => {
    symlinkSync(runs, path.join(base, 'runs-link'))
    const ws = await createWorkspace({ files: [], parentDir: path.join(base, 'runs-link'), git: false })
    expect(path.dirname(ws.dir)).toBe(runs)
    await ws.dispose()
  })

  test('a missing parent fails, and works once it exists (a failed lookup is not remembered)', async () => {
    const later = path.join(base, 'later')
    await expect(createWorkspace({ files: [], parentDir: later, git: false })).rejects.toMatchObject({ code: 'ENOENT' })
    mkdirSync(later)
    const ws = await createWorkspace({ files: [], parentDir: later, git: false })
    expect(path.dirname(ws.dir)).toBe(later)
    await ws.dispose()
  })

  test('git: true and the default make .git; false does not', async () => {
    const a = await createWorkspace({ files: [], parentDir: runs, git: true })
    const b = await createWorkspace({ files: [], parentDir: runs })
    const c = await createWorkspace({ files: [], parentDir: runs, git: false })
    expect(readdirSync(a.dir)).toEqual(['.git'])
    expect(readdirSync(b.dir)).toEqual(['.git'])
    expect(readdirSync(c.dir)).toEqual([])
    for (const w of [a, b, c]) await w.dispose()
    expect(readdirSync(runs)).toEqual([])
  })

  test('dispose is one removal however often it is called', async () => {
    const ws = await createWorkspace({ files: [], parentDir: runs })
    const first = ws.dispose()
    expect(ws.dispose()).toBe(first)
    await first
    expect(existsSync(ws.dir)).toBe(false)
    await ws.dispose()
  })

  test('dispose of a workspace someone already removed resolves', async () => {
    const ws = await createWorkspace({ files: [], parentDir: runs })
    rmSync(ws.dir, { recursive: true })
    await expect(ws.dispose()).resolves.toBeUndefined()
  })
})

describe('createWorkspace: the skill', () => {
  const skillDir = () => {
    const d = path.join(base, 'skill')
    mkdirSync(path.join(d, 'references'), { recursive: true })
    writeFileSync(path.join(d, 'SKILL.md'), '# s\n')
    writeFileSync(path.join(d, 'references', 'r.md'), 'ref\n')
    return d
  }

  test('copied to .claude/skills/<name>/', async () => {
    const dir = skillDir()
    const ws = await createWorkspace({ files: [], skill: { name: 'my.skill_1-x', dir }, parentDir: runs, git: false })
    try {
      expect(readdirSync(ws.dir)).toEqual(['.claude'])
      expect(readdirSync(path.join(ws.dir, '.claude'))).toEqual(['skills'])
      expect(readdirSync(path.join(ws.dir, '.claude', 'skills'))).toEqual(['my.skill_1-x'])
      expect(readFileSync(path.join(ws.dir, '.claude', 'skills', 'my.skill_1-x', 'references', 'r.md'), 'utf8')).toBe('ref\n')
    } finally {
      await ws.dispose()
    }
  })

  test('names that are not a plain folder name are refused, and no workspace is left', async () => {
    const dir = skillDir()
    for (const name of ['', '-a', '.hidden', '..', 'a b', 'a/b', 'a\\b', '_x', 'x:y']) {
      await expect(createWorkspace({ files: [], skill: { name, dir }, parentDir: runs, git: false })).rejects.toThrow(
        new Error(`invalid skill name for a folder: ${name}`)
      )
      await expect(createWorkspace({ files: [], skill: { name, dir }, parentDir: runs })).rejects.toThrow(`invalid skill name for a folder: ${name}`)
    }
    expect(readdirSync(runs)).toEqual([])
    for (const name of ['a', 'A9', '9', 'a..b', 'x-']) {
      const ws = await createWorkspace({ files: [], skill: { name, dir }, parentDir: runs, git: false })
      expect(existsSync(path.join(ws.dir, '.claude', 'skills', name, 'SKILL.md'))).toBe(true)
      await ws.dispose()
    }
  })

  test('a snapshot given is what is copied (the folder is not listed again)', async () => {
    const other = path.join(base, 'other')
    mkdirSync(other)
    writeFileSync(path.join(other, 'SKILL.md'), '# from the snapshot\n')
    const snapshot = await snapshotFolder(other)
    const ws = await createWorkspace({ files: [], skill: { name: 's', dir: skillDir(), snapshot }, parentDir: runs, git: false })
    try {
      expect(readdirSync(path.join(ws.dir, '.claude', 'skills', 's'))).toEqual(['SKILL.md'])
      expect(readFileSync(path.join(ws.dir, '.claude', 'skills', 's', 'SKILL.md'), 'utf8')).toBe('# from the snapshot\n')
    } finally {
      await ws.dispose()
    }
  })

  test('an eval file that made .claude first is kept beside the skill', async () => {
    const notes = path.join(base, 'notes.md')
    writeFileSync(notes, 'notes\n')
    const ws = await createWorkspace({
      files: [{ src: notes, dest: '.claude/notes.md' }, { src: notes, dest: '.claude/skills/other.md' }],
      skill: { name: 's', dir: skillDir() },
      parentDir: runs,
      git: false,
    })
    try {
      expect(readdirSync(path.join(ws.dir, '.claude')).sort()).toEqual(['notes.md', 'skills'])
      expect(readdirSync(path.join(ws.dir, '.claude', 'skills')).sort()).toEqual(['other.md', 's'])
      expect(readFileSync(path.join(ws.dir, '.claude', 'skills', 's', 'SKILL.md'), 'utf8')).toBe('# s\n')
    } finally {
      await ws.dispose()
    }
    expect(readdirSync(runs)).toEqual([])
  })

  test('an eval file named .claude (a file, not a folder) makes the skill copy fail: nothing is left', async () => {
    const notes = path.join(base, 'notes.md')
    writeFileSync(notes, 'notes\n')
    await expect(
      createWorkspace({ files: [{ src: notes, dest: '.claude' }], skill: { name: 's', dir: skillDir() }, parentDir: runs, git: false })
    ).rejects.toMatchObject({ code: 'ENOTDIR', syscall: 'mkdir', path: expect.stringMatching(/\.claude\/skills$/) })
    expect(readdirSync(runs)).toEqual([])
  })
})

describe('createWorkspace: eval input files', () => {
  test('a file is copied to a nested destination (parents made)', async () => {
    const src = path.join(base, 'in.csv')
    writeFileSync(src, 'a,b\n')
    const ws = await createWorkspace({ files: [{ src, dest: 'data/deep/er/in.csv' }], parentDir: runs, git: false })
    try {
      expect(readFileSync(path.join(ws.dir, 'data', 'deep', 'er', 'in.csv'), 'utf8')).toBe('a,b\n')
      expect(readdirSync(ws.dir)).toEqual(['data'])
    } finally {
      await ws.dispose()
    }
  })

  test('a destination that leaves the workspace is refused with its message; no workspace is left', async () => {
    const src = path.join(base, 'in.csv')
    writeFileSync(src, 'x')
    await expect(createWorkspace({ files: [{ src, dest: '../escape.csv' }], parentDir: runs })).rejects.toThrow(
      new Error('eval file: ../escape.csv resolves outside the workspace')
    )
    await expect(createWorkspace({ files: [{ src, dest: '/tmp/abs.csv' }], parentDir: runs, git: false })).rejects.toThrow(
      new Error('eval file: /tmp/abs.csv must be relative to the workspace')
    )
    expect(readdirSync(runs)).toEqual([])
    expect(existsSync(path.join(base, 'escape.csv'))).toBe(false)
  })

  test('a link given as the file is copied as its content when it stays in `within`, refused when it leads out', async () => {
    const repo = path.join(base, 'repo')
    mkdirSync(repo)
    writeFileSync(path.join(repo, 'real.txt'), 'inside\n')
    writeFileSync(path.join(base, 'secret.txt'), 'SECRET\n')
    symlinkSync(path.join(repo, 'real.txt'), path.join(repo, 'in-link.txt'))
    symlinkSync(path.join(base, 'secret.txt'), path.join(repo, 'out-link.txt'))
    const ok = await createWorkspace({ files: [{ src: path.join(repo, 'in-link.txt'), dest: 'a.txt', within: repo }], parentDir: runs, git: false })
    try {
      expect(readFileSync(path.join(ok.dir, 'a.txt'), 'utf8')).toBe('inside\n')
    } finally {
      await ok.dispose()
    }
    const err = await createWorkspace({ files: [{ src: path.join(repo, 'out-link.txt'), dest: 'b.txt', within: repo }], parentDir: runs, git: false }).catch(
      (e: unknown) => e
    )
    expect(err).toBeInstanceOf(LinkOutOfFolderError)
    expect((err as LinkOutOfFolderError).link).toBe(path.join(repo, 'out-link.txt'))
    expect((err as LinkOutOfFolderError).folder).toBe(repo)
    expect(readdirSync(runs)).toEqual([])
    // Without `within` the entry's real path is copied (validate checked it already).
    const free = await createWorkspace({ files: [{ src: path.join(repo, 'out-link.txt'), dest: 'c.txt' }], parentDir: runs, git: false })
    expect(readFileSync(path.join(free.dir, 'c.txt'), 'utf8')).toBe('SECRET\n')
    await free.dispose()
  })

  test('something that is neither a file nor a folder is refused by name', async () => {
    await expect(createWorkspace({ files: [{ src: '/dev/null', dest: 'null' }], parentDir: runs, git: false })).rejects.toThrow(
      new Error('cannot copy /dev/null: not a regular file or folder')
    )
    expect(readdirSync(runs)).toEqual([])
  })

  test('a file replaces a folder of the same name an earlier entry made', async () => {
    const folder = path.join(base, 'folder')
    mkdirSync(path.join(folder, 'sub'), { recursive: true })
    writeFileSync(path.join(folder, 'sub', 'f.txt'), 'f')
    const file = path.join(base, 'file.txt')
    writeFileSync(file, 'plain\n')
    const ws = await createWorkspace({ files: [{ src: folder, dest: 'x' }, { src: file, dest: 'x' }], parentDir: runs, git: false })
    try {
      expect(statSync(path.join(ws.dir, 'x')).isFile()).toBe(true)
      expect(readFileSync(path.join(ws.dir, 'x'), 'utf8')).toBe('plain\n')
    } finally {
      await ws.dispose()
    }
  })

  test('a folder is merged over what is there: files replaced (a folder in the way too), others kept, modes kept', async () => {
    const one = path.join(base, 'one')
    mkdirSync(path.join(one, 'clash'), { recursive: true })
    writeFileSync(path.join(one, 'clash', 'deep.txt'), 'old deep')
    writeFileSync(path.join(one, 'keep.txt'), 'kept')
    writeFileSync(path.join(one, 'same.txt'), 'old')
    const two = path.join(base, 'two')
    mkdirSync(path.join(two, 'private'), { recursive: true })
    writeFileSync(path.join(two, 'clash'), 'now a file')
    writeFileSync(path.join(two, 'same.txt'), 'new')
    writeFileSync(path.join(two, 'run.sh'), '#!/bin/sh\n')
    chmodSync(path.join(two, 'run.sh'), 0o755)
    writeFileSync(path.join(two, 'private', 'key.txt'), 'k')
    chmodSync(path.join(two, 'private', 'key.txt'), 0o600)
    chmodSync(path.join(two, 'private'), 0o750)
    chmodSync(two, 0o711)
    const big = Buffer.alloc(300 * 1024, 7)
    writeFileSync(path.join(two, 'big.bin'), big)
    chmodSync(path.join(two, 'big.bin'), 0o640)
    const ws = await createWorkspace({ files: [{ src: one, dest: 'in' }, { src: two, dest: 'in' }], parentDir: runs, git: false })
    try {
      const d = path.join(ws.dir, 'in')
      expect(readdirSync(d).sort()).toEqual(['big.bin', 'clash', 'keep.txt', 'private', 'run.sh', 'same.txt'])
      expect(readFileSync(path.join(d, 'clash'), 'utf8')).toBe('now a file')
      expect(readFileSync(path.join(d, 'keep.txt'), 'utf8')).toBe('kept')
      expect(readFileSync(path.join(d, 'same.txt'), 'utf8')).toBe('new')
      expect(readFileSync(path.join(d, 'big.bin')).equals(big)).toBe(true)
      expect(mode(path.join(d, 'run.sh'))).toBe(0o755)
      expect(mode(path.join(d, 'private', 'key.txt'))).toBe(0o600)
      expect(mode(path.join(d, 'big.bin'))).toBe(0o640)
      expect(mode(path.join(d, 'private'))).toBe(0o750)
      expect(mode(d)).toBe(0o711)
    } finally {
      await ws.dispose()
    }
    expect(readdirSync(runs)).toEqual([])
  })

  test('a link inside a listed folder is copied as its target when it stays inside; one out is refused', async () => {
    const repo = path.join(base, 'repo')
    const folder = path.join(repo, 'inputs')
    mkdirSync(folder, { recursive: true })
    writeFileSync(path.join(repo, 'shared.txt'), 'shared\n')
    writeFileSync(path.join(base, 'secret.txt'), 'SECRET\n')
    symlinkSync(path.join(repo, 'shared.txt'), path.join(folder, 'shared-link.txt'))
    // stays in the repository (`within`), though not in the listed folder
    const ws = await createWorkspace({ files: [{ src: folder, dest: 'in', within: repo }], parentDir: runs, git: false })
    try {
      expect(readFileSync(path.join(ws.dir, 'in', 'shared-link.txt'), 'utf8')).toBe('shared\n')
    } finally {
      await ws.dispose()
    }
    // without `within` the listed folder itself is the limit
    await expect(createWorkspace({ files: [{ src: folder, dest: 'in' }], parentDir: runs, git: false })).rejects.toBeInstanceOf(LinkOutOfFolderError)
    symlinkSync(path.join(base, 'secret.txt'), path.join(folder, 'secret-link.txt'))
    await expect(createWorkspace({ files: [{ src: folder, dest: 'in', within: repo }], parentDir: runs, git: false })).rejects.toBeInstanceOf(
      LinkOutOfFolderError
    )
    expect(readdirSync(runs)).toEqual([])
  })
})
