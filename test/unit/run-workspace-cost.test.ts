/**
 * Workspaces that cost little (issue 21): no git skeleton when the run cannot look for a project
 * root, and removal of the agent's top-level files without walking the folder.
 */
import { afterEach, beforeEach, expect, test } from '@jest/globals'
import { mkdir, mkdtemp, readdir, realpath, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createWorkspace } from '../../src/run/workspace.js'

let root: string
beforeEach(async () => {
  root = await realpath(await mkdtemp(path.join(tmpdir(), 'ws-cost-test-')))
  await mkdir(path.join(root, 'skill', 'references'), { recursive: true })
  await writeFile(path.join(root, 'skill', 'SKILL.md'), '---\nname: s\n---\n')
  await writeFile(path.join(root, 'skill', 'references', 'guide.md'), 'guide\n')
})
afterEach(async () => {
  await rm(root, { recursive: true, force: true })
})

const exists = (p: string) => stat(p).then(() => true, () => false)

test('git: false makes no .git; the skill is copied; the default still makes the repository', async () => {
  const parentDir = path.join(root, 'runs')
  await mkdir(parentDir)
  const plain = await createWorkspace({ files: [], skill: { name: 's', dir: path.join(root, 'skill') }, parentDir, git: false })
  const withGit = await createWorkspace({ files: [], skill: { name: 's', dir: path.join(root, 'skill') }, parentDir })
  try {
    expect(await readdir(plain.dir)).toEqual(['.claude'])
    expect(await exists(path.join(plain.dir, '.claude', 'skills', 's', 'references', 'guide.md'))).toBe(true)
    expect((await readdir(withGit.dir)).sort()).toEqual(['.claude', '.git'])
    expect(await exists(path.join(withGit.dir, '.git', 'HEAD'))).toBe(true)
  } finally {
    await plain.dispose()
    await withGit.dispose()
  }
  expect(await readdir(parentDir)).toEqual([])
})

test('dispose(written) removes the files the agent wrote, top-level or nested, and leaves nothing', async () => {
  const parentDir = path.join(root, 'runs')
  await mkdir(parentDir)
  for (const written of [['result.md'], ['result.md', 'notes.txt'], ['out/deep/file.txt'], []]) {
    const ws = await createWorkspace({ files: [], skill: { name: 's', dir: path.join(root, 'skill') }, parentDir, git: false })
    for (const rel of written) {
      await mkdir(path.dirname(path.join(ws.dir, rel)), { recursive: true })
      await writeFile(path.join(ws.dir, rel), 'x')
    }
    // A file the agent made but that is not in the list (e.g. written by Bash) is removed too.
    if (written.length === 0) await writeFile(path.join(ws.dir, 'unlisted.txt'), 'x')
    await ws.dispose(written)
    expect(await exists(ws.dir)).toBe(false)
  }
  expect(await readdir(parentDir)).toEqual([])
})
