/**
 * Issue 36 (mutation part `workspace`): how a workspace is removed (issue 21). When the agent added
 * nothing but top-level files it listed, `dispose` unlinks exactly the files the workspace made
 * (and those), removes its folders deepest first, and never walks the tree (`fs.rm`); anything
 * else (an eval input folder of unknown shape, a nested or odd written path, a surprise) goes to
 * `fs.rm`. `node:fs` and `node:fs/promises` are the real modules, with the calls recorded.
 */
import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals'
import * as realFs from 'node:fs'
import * as realFsp from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

const calls: string[] = []
jest.unstable_mockModule('node:fs', () => ({
  ...realFs,
  default: realFs,
  unlink: (p: string, cb: (e: NodeJS.ErrnoException | null) => void) => {
    calls.push(`unlink ${p}`)
    return realFs.unlink(p, cb)
  },
  rmdir: (p: string, cb: (e: NodeJS.ErrnoException | null) => void) => {
    calls.push(`rmdir ${p}`)
    return realFs.rmdir(p, cb)
  },
}))
jest.unstable_mockModule('node:fs/promises', () => ({
  ...realFsp,
  default: realFsp,
  rm: (p: string, o?: realFs.RmOptions) => {
    calls.push(`rm ${p}`)
    return realFsp.rm(p, o)
  },
}))
const { createWorkspace } = await import('../../src/run/workspace.js')

let base: string
let runs: string
let skill: string
beforeEach(() => {
  base = realFs.realpathSync(realFs.mkdtempSync(path.join(os.tmpdir(), 'ws-dispose-')))
  runs = path.join(base, 'runs')
  skill = path.join(base, 'skill')
  realFs.mkdirSync(runs)
  realFs.mkdirSync(path.join(skill, 'references'), { recursive: true })
  realFs.writeFileSync(path.join(skill, 'SKILL.md'), '# s\n')
  realFs.writeFileSync(path.join(skill, 'references', 'r.md'), 'r\n')
  calls.length = 0
})
afterEach(() => {
  realFs.rmSync(base, { recursive: true, force: true })
})

const rel = (dir: string) => (c: string) => c.replace(dir, '<ws>')
const kinds = () => calls.map((c) => c.split(' ')[0])

describe('dispose without walking', () => {
  test('a skill workspace: its files unlinked, its folders removed deepest first, the workspace last; no fs.rm', async () => {
    const ws = await createWorkspace({ files: [], skill: { name: 's', dir: skill }, parentDir: runs, git: false })
    calls.length = 0
    await ws.dispose()
    expect(realFs.existsSync(ws.dir)).toBe(false)
    expect(calls.map(rel(ws.dir))).toEqual([
      'unlink <ws>/.claude/skills/s/SKILL.md',
      'unlink <ws>/.claude/skills/s/references/r.md',
      'rmdir <ws>/.claude/skills/s/references',
      'rmdir <ws>/.claude/skills/s',
      'rmdir <ws>/.claude/skills',
      'rmdir <ws>/.claude',
      'rmdir <ws>',
    ])
  })

  test('an empty workspace is one rmdir', async () => {
    const ws = await createWorkspace({ files: [], parentDir: runs, git: false })
    calls.length = 0
    await ws.dispose([])
    expect(calls.map(rel(ws.dir))).toEqual(['rmdir <ws>'])
    expect(realFs.existsSync(ws.dir)).toBe(false)
  })

  test('a git workspace: the .git skeleton (4 files, 8 folders) without walking', async () => {
    const ws = await createWorkspace({ files: [], parentDir: runs })
    calls.length = 0
    await ws.dispose()
    expect(kinds().filter((k) => k === 'unlink')).toHaveLength(4)
    expect(kinds().filter((k) => k === 'rmdir')).toHaveLength(9)
    expect(kinds()).not.toContain('rm')
    expect(calls.at(-1)).toBe(`rmdir ${ws.dir}`)
    expect(realFs.existsSync(ws.dir)).toBe(false)
  })

  test('top-level files the agent wrote are unlinked with the rest; one already moved out is fine', async () => {
    const ws = await createWorkspace({ files: [], skill: { name: 's', dir: skill }, parentDir: runs, git: false })
    realFs.writeFileSync(path.join(ws.dir, 'result.md'), 'x')
    realFs.writeFileSync(path.join(ws.dir, '..notes.md'), 'x')
    calls.length = 0
    await ws.dispose(['result.md', 'moved.md', '..notes.md'])
    expect(realFs.existsSync(ws.dir)).toBe(false)
    expect(kinds()).not.toContain('rm')
    expect(calls).toContain(`unlink ${path.join(ws.dir, 'result.md')}`)
    expect(calls).toContain(`unlink ${path.join(ws.dir, 'moved.md')}`)
    expect(calls).toContain(`unlink ${path.join(ws.dir, '..notes.md')}`)
  })
})

describe('dispose by walking (fs.rm)', () => {
  test('a written path that is nested, empty, "." or "..": straight to fs.rm, nothing unlinked first', async () => {
    for (const odd of ['out/r.md', '', '.', '..']) {
      const ws = await createWorkspace({ files: [], skill: { name: 's', dir: skill }, parentDir: runs, git: false })
      if (odd === 'out/r.md') {
        realFs.mkdirSync(path.join(ws.dir, 'out'))
        realFs.writeFileSync(path.join(ws.dir, odd), 'x')
      }
      calls.length = 0
      await ws.dispose(['first.md', odd, 'later.md'])
      expect([odd, calls]).toEqual([odd, [`rm ${ws.dir}`]])
      expect(realFs.existsSync(ws.dir)).toBe(false)
    }
    expect(realFs.readdirSync(runs)).toEqual([])
  })

  test('a workspace with eval input files: straight to fs.rm', async () => {
    realFs.writeFileSync(path.join(base, 'in.txt'), 'in')
    const ws = await createWorkspace({ files: [{ src: path.join(base, 'in.txt'), dest: 'in.txt' }], skill: { name: 's', dir: skill }, parentDir: runs, git: false })
    calls.length = 0
    await ws.dispose(['result.md'])
    expect(calls).toEqual([`rm ${ws.dir}`])
    expect(realFs.existsSync(ws.dir)).toBe(false)
  })

  test('an unlisted file makes a folder non-empty: the quick removal gives way to fs.rm', async () => {
    const ws = await createWorkspace({ files: [], skill: { name: 's', dir: skill }, parentDir: runs, git: false })
    realFs.writeFileSync(path.join(ws.dir, '.claude', 'skills', 's', 'extra.md'), 'x')
    calls.length = 0
    await ws.dispose()
    expect(calls.at(-1)).toBe(`rm ${ws.dir}`)
    expect(kinds().filter((k) => k === 'rm')).toHaveLength(1)
    expect(realFs.existsSync(ws.dir)).toBe(false)
  })

  test('a failed creation removes what was made', async () => {
    await expect(createWorkspace({ files: [], skill: { name: '-bad', dir: skill }, parentDir: runs, git: false })).rejects.toThrow(
      'invalid skill name for a folder: -bad'
    )
    expect(calls).toEqual([expect.stringMatching(/^rmdir .*skill-evals-ws-/)])
    expect(realFs.readdirSync(runs)).toEqual([])
  })
})
