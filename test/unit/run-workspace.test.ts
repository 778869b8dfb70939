import { afterEach, beforeEach, describe, expect, test } from '@jest/globals'
import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, readFile, realpath, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { createWorkspace } from '../../src/run/workspace.js'
import { initGitLayout } from '../../src/run/git-layout.js'

const exec = promisify(execFile)

// A clean git environment: no repository/work-tree overrides inherited from whoever runs the tests.
const gitEnv: NodeJS.ProcessEnv = { ...process.env, GIT_TERMINAL_PROMPT: '0' }
for (const k of ['GIT_DIR', 'GIT_WORK_TREE', 'GIT_INDEX_FILE', 'GIT_OBJECT_DIRECTORY', 'GIT_CEILING_DIRECTORIES', 'GIT_DISCOVERY_ACROSS_FILESYSTEM']) delete gitEnv[k]

async function git(cwd: string, ...args: string[]): Promise<string> {
  const { stdout } = await exec('git', args, { cwd, env: gitEnv })
  return stdout.trim()
}

let root: string
beforeEach(async () => {
  root = await realpath(await mkdtemp(path.join(tmpdir(), 'ws-test-')))
})
afterEach(async () => {
  await rm(root, { recursive: true, force: true })
})

describe('createWorkspace: every workspace is its own git repository, made without spawning git', () => {
  test('git status, add + commit and rev-parse work; the workspace is its own top level inside an enclosing repo', async () => {
    // An enclosing repository with a commit: a workspace created inside it must not belong to it.
    const outer = path.join(root, 'outer')
    await mkdir(outer)
    await git(outer, 'init', '-q')
    await writeFile(path.join(outer, 'outer.txt'), 'outer\n')
    await git(outer, 'add', '-A')
    await git(outer, '-c', 'user.name=x', '-c', 'user.email=x@y', 'commit', '-q', '-m', 'outer')
    const parentDir = path.join(outer, 'runs')
    await mkdir(parentDir)

    const src = path.join(root, 'src')
    await mkdir(path.join(src, 'skill'), { recursive: true })
    await writeFile(path.join(src, 'input.csv'), 'a,b\n1,2\n')
    await writeFile(path.join(src, 'skill', 'SKILL.md'), '# s\n')

    const ws = await createWorkspace({
      files: [{ src: path.join(src, 'input.csv'), dest: 'data/input.csv' }],
      skill: { name: 's', dir: path.join(src, 'skill') },
      parentDir
    })
    try {
      expect(path.dirname(ws.dir)).toBe(parentDir)
      expect(await git(ws.dir, 'rev-parse', '--show-toplevel')).toBe(ws.dir)
      expect(await git(path.join(ws.dir, 'data'), 'rev-parse', '--show-toplevel')).toBe(ws.dir)
      expect(await git(ws.dir, 'rev-parse', '--is-bare-repository')).toBe('false')
      expect(await git(ws.dir, 'symbolic-ref', 'HEAD')).toBe('refs/heads/main')

      const status = await git(ws.dir, 'status', '--porcelain', '--untracked-files=all')
      expect(status.split('\n').sort()).toEqual(['?? .claude/skills/s/SKILL.md', '?? data/input.csv'])

      await git(ws.dir, 'add', '-A')
      await git(ws.dir, '-c', 'user.name=x', '-c', 'user.email=x@y', 'commit', '-q', '-m', 'm')
      expect(await git(ws.dir, 'log', '--format=%s')).toBe('m')
      expect((await git(ws.dir, 'ls-files')).split('\n').sort()).toEqual(['.claude/skills/s/SKILL.md', 'data/input.csv'])
      expect(await git(ws.dir, 'status', '--porcelain')).toBe('')
      await git(ws.dir, 'fsck', '--no-progress')

      // The enclosing repo sees the workspace as a nested repository, not as its own files.
      expect(await git(outer, 'ls-files')).toBe('outer.txt')
      expect(await git(outer, 'log', '--format=%s')).toBe('outer')
    } finally {
      await ws.dispose()
    }
  })

  test('the layout git init writes, without hooks', async () => {
    const ws = await createWorkspace({ files: [], parentDir: root })
    try {
      const g = path.join(ws.dir, '.git')
      expect(await readFile(path.join(g, 'HEAD'), 'utf8')).toBe('ref: refs/heads/main\n')
      const config = await readFile(path.join(g, 'config'), 'utf8')
      expect(config).toMatch(/^\[core\]\n/)
      expect(config).toContain('\trepositoryformatversion = 0\n')
      expect(config).toContain('\tbare = false\n')
      expect(config).toMatch(/\tfilemode = (true|false)\n/)
      for (const d of ['objects/info', 'objects/pack', 'refs/heads', 'refs/tags', 'info']) {
        expect((await stat(path.join(g, d))).isDirectory()).toBe(true)
      }
      for (const f of ['description', 'info/exclude']) expect((await stat(path.join(g, f))).isFile()).toBe(true)
      await expect(stat(path.join(g, 'hooks'))).rejects.toMatchObject({ code: 'ENOENT' })
      expect(await git(ws.dir, 'config', '--get', 'core.repositoryformatversion')).toBe('0')
      expect(await git(ws.dir, 'status', '--porcelain')).toBe('')
    } finally {
      await ws.dispose()
    }
    await expect(stat(ws.dir)).rejects.toMatchObject({ code: 'ENOENT' })
  })

  test('many workspaces at once are distinct, valid repositories', async () => {
    const all = await Promise.all(Array.from({ length: 20 }, () => createWorkspace({ files: [], parentDir: root })))
    try {
      expect(new Set(all.map((w) => w.dir)).size).toBe(20)
      for (const w of all.slice(0, 3)) expect(await git(w.dir, 'rev-parse', '--show-toplevel')).toBe(w.dir)
    } finally {
      await Promise.all(all.map((w) => w.dispose()))
    }
  })
})

describe('initGitLayout', () => {
  test('leaves an existing repository alone', async () => {
    await git(root, 'init', '-q')
    await writeFile(path.join(root, '.git', 'HEAD'), 'ref: refs/heads/trunk\n')
    await initGitLayout(root)
    expect(await readFile(path.join(root, '.git', 'HEAD'), 'utf8')).toBe('ref: refs/heads/trunk\n')
  })
})
