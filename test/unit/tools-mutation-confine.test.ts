/**
 * Issue 36 (mutation part tools): the confinement of the agent's paths to the run's workspace
 * (src/run/tools/confine.ts), rule by rule, with the exact refusal the model reads.
 */
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, realpath, rm, symlink, unlink, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { runTool, type ToolContext } from '../../src/run/tools/index.js'
import { displayPath, isInside, realWorkspaceRoot, resolveInWorkspace, toPosix } from '../../src/run/tools/confine.js'

let base: string
let ws: string
let outside: string
const ctx = (dir = ws): ToolContext => ({ workspaceDir: dir, bash: false, filesWritten: new Set(), filesRead: new Set(), skillsInvoked: new Set() })

beforeEach(async () => {
  base = await realpath(await mkdtemp(path.join(os.tmpdir(), 'tools-confine-')))
  ws = path.join(base, 'ws')
  outside = path.join(base, 'outside')
  await mkdir(ws)
  await mkdir(outside)
  await writeFile(path.join(outside, 'secret.txt'), 'TOP SECRET\n')
})
afterEach(async () => {
  await rm(base, { recursive: true, force: true })
})

describe('isInside / toPosix / displayPath', () => {
  test('the root itself and anything below it are inside; "..", "../x" and other roots are not', () => {
    expect(isInside('/w', '/w')).toBe(true)
    expect(isInside('/w', '/w/a/b')).toBe(true)
    expect(isInside('/w', '/w/..notes.md')).toBe(true) // a name starting with two dots is a file, not a way out
    expect(isInside('/w', '/')).toBe(false)
    expect(isInside('/w', '/w2/a')).toBe(false)
    expect(isInside('/w', '/other')).toBe(false)
  })

  test('workspace-relative paths use "/" and the workspace itself shows as "."', () => {
    expect(toPosix(['a', 'b', 'c'].join(path.sep))).toBe('a/b/c')
    expect(displayPath({ abs: ws, rel: '', exists: true })).toBe('.')
    expect(displayPath({ abs: path.join(ws, 'a'), rel: 'a', exists: true })).toBe('a')
  })
})

describe('resolveInWorkspace', () => {
  test('a new nested file: its real absolute path, its relative path, not existing', async () => {
    await mkdir(path.join(ws, 'a'))
    expect(await resolveInWorkspace(ws, 'a/b/c.txt')).toEqual({ abs: path.join(ws, 'a/b/c.txt'), rel: 'a/b/c.txt', exists: false })
    expect(await resolveInWorkspace(ws, 'a')).toEqual({ abs: path.join(ws, 'a'), rel: 'a', exists: true })
    expect(await resolveInWorkspace(ws, '.')).toEqual({ abs: ws, rel: '', exists: true })
    expect(await resolveInWorkspace(ws, ws)).toEqual({ abs: ws, rel: '', exists: true })
  })

  test('a path through a link inside the workspace resolves to the real file, named by its real path', async () => {
    await mkdir(path.join(ws, 'real/deep'), { recursive: true })
    await writeFile(path.join(ws, 'real/deep/f.txt'), 'f')
    await symlink(path.join(ws, 'real'), path.join(ws, 'alias'))
    expect(await resolveInWorkspace(ws, 'alias/deep/f.txt')).toEqual({ abs: path.join(ws, 'real/deep/f.txt'), rel: 'real/deep/f.txt', exists: true })
    expect(await resolveInWorkspace(ws, 'alias/deep/new.txt')).toEqual({ abs: path.join(ws, 'real/deep/new.txt'), rel: 'real/deep/new.txt', exists: false })
    await symlink('real/deep/f.txt', path.join(ws, 'top-link'))
    expect(await resolveInWorkspace(ws, 'top-link')).toEqual({ abs: path.join(ws, 'real/deep/f.txt'), rel: 'real/deep/f.txt', exists: true })
  })

  test('the name of the parameter is in the refusal; a NUL byte is refused', async () => {
    await expect(resolveInWorkspace(ws, 42, 'path')).rejects.toThrow('path must be a non-empty string.')
    await expect(resolveInWorkspace(ws, ' ')).rejects.toThrow('path must be a non-empty string.')
    await expect(resolveInWorkspace(ws, 'a\0b', 'file_path')).rejects.toThrow('file_path contains a NUL byte.')
    expect(await runTool('Read', { file_path: 'a\0.txt' }, ctx())).toEqual({ output: 'file_path contains a NUL byte.', isError: true })
  })
})

describe('refusals, as the model reads them', () => {
  test('a relative path that climbs out', async () => {
    expect(await runTool('Read', { file_path: '../outside/secret.txt' }, ctx())).toEqual({ output: 'Access denied: ../outside/secret.txt resolves outside the workspace.', isError: true })
    expect(await runTool('Read', { file_path: '..' }, ctx())).toEqual({ output: 'Access denied: .. resolves outside the workspace.', isError: true })
  })

  test('an absolute path elsewhere', async () => {
    const p = path.join(outside, 'secret.txt')
    expect(await runTool('Read', { file_path: p }, ctx())).toEqual({ output: `Access denied: ${p} is outside the workspace. Use paths inside the current directory.`, isError: true })
    // a sibling whose name starts with the workspace's
    await mkdir(`${ws}2`)
    await writeFile(`${ws}2/x.txt`, 'x')
    expect((await runTool('Read', { file_path: `${ws}2/x.txt` }, ctx())).isError).toBe(true)
  })

  test('a link right in the workspace that leads out is refused, to read and to write', async () => {
    await symlink(path.join(outside, 'secret.txt'), path.join(ws, 'link.txt'))
    expect(await runTool('Read', { file_path: 'link.txt' }, ctx())).toEqual({ output: 'Access denied: link.txt resolves outside the workspace (through a symlink).', isError: true })
    expect((await runTool('Write', { file_path: 'link.txt', content: 'x' }, ctx())).output).toBe('Access denied: link.txt resolves outside the workspace (through a symlink).')
    expect(await readFile(path.join(outside, 'secret.txt'), 'utf8')).toBe('TOP SECRET\n')
  })

  test('a path through a linked folder that leads out is refused, for a new file too', async () => {
    await mkdir(path.join(ws, 'sub'))
    await symlink(outside, path.join(ws, 'sub/out'))
    expect((await runTool('Read', { file_path: 'sub/out/secret.txt' }, ctx())).output).toBe('Access denied: sub/out/secret.txt resolves outside the workspace (through a symlink).')
    expect((await runTool('Write', { file_path: 'sub/out/new/deeper.txt', content: 'x' }, ctx())).output).toBe('Access denied: sub/out/new/deeper.txt resolves outside the workspace (through a symlink).')
    expect(existsSync(path.join(outside, 'new'))).toBe(false)
  })

  test('a broken link and a link loop are refused as broken', async () => {
    await symlink(path.join(outside, 'missing.txt'), path.join(ws, 'dangling'))
    expect(await runTool('Write', { file_path: 'dangling', content: 'x' }, ctx())).toEqual({ output: 'Access denied: dangling is (or goes through) a broken symlink.', isError: true })
    await symlink('loop-b', path.join(ws, 'loop-a'))
    await symlink('loop-a', path.join(ws, 'loop-b'))
    expect(await runTool('Read', { file_path: 'loop-a' }, ctx())).toEqual({ output: 'Access denied: loop-a is (or goes through) a broken symlink.', isError: true })
    await mkdir(path.join(ws, 'd'))
    await symlink('nowhere', path.join(ws, 'd/broken'))
    expect((await runTool('Write', { file_path: 'd/broken', content: 'x' }, ctx())).output).toBe('Access denied: d/broken is (or goes through) a broken symlink.')
    expect(existsSync(path.join(outside, 'missing.txt'))).toBe(false)
  })
})

describe('a workspace reached through a link', () => {
  test('absolute paths by the link or by the real folder both work, and name files relative to it', async () => {
    const viaLink = path.join(base, 'ws-link')
    await symlink(ws, viaLink)
    const c = ctx(viaLink)
    expect(await runTool('Write', { file_path: path.join(viaLink, 'a/by-link.txt'), content: 'L' }, c)).toEqual({ output: 'Created a/by-link.txt (1 bytes).', isError: false })
    expect(await runTool('Write', { file_path: path.join(ws, 'by-real.txt'), content: 'R' }, c)).toEqual({ output: 'Created by-real.txt (1 bytes).', isError: false })
    expect(await readFile(path.join(ws, 'a/by-link.txt'), 'utf8')).toBe('L')
    expect([...c.filesWritten].sort()).toEqual(['a/by-link.txt', 'by-real.txt'])
    expect((await runTool('Read', { file_path: path.join(viaLink, '..', 'outside', 'secret.txt') }, c)).isError).toBe(true)
  })

  test('the root is resolved once: re-pointing the link later does not move the workspace', async () => {
    const viaLink = path.join(base, 'moving')
    await symlink(ws, viaLink)
    await writeFile(path.join(ws, 'where.txt'), 'first\n')
    await writeFile(path.join(outside, 'where.txt'), 'second\n')
    expect(await runTool('Read', { file_path: 'where.txt' }, ctx(viaLink))).toEqual({ output: '     1\tfirst', isError: false })
    await unlink(viaLink)
    await symlink(outside, viaLink)
    expect(await realWorkspaceRoot(viaLink)).toBe(ws)
    expect(await runTool('Read', { file_path: 'where.txt' }, ctx(viaLink))).toEqual({ output: '     1\tfirst', isError: false })
  })

  test('a root that did not exist yet is resolved again once it does', async () => {
    const later = path.join(base, 'later')
    await expect(realWorkspaceRoot(later)).rejects.toThrow(/ENOENT/)
    await new Promise((r) => setTimeout(r, 10))
    await mkdir(later)
    expect(await realWorkspaceRoot(later)).toBe(later)
  })
})
