/**
 * Issue 36 (mutation part `workspace`): the workspace's own git repository (src/run/git-layout.ts:
 * the exact files `git init` writes, what it records as made) and the base branch's skill
 * (src/run/base-skill.ts: which refs are accepted, when the base is "unchanged" and nothing is
 * returned, the files and frontmatter it reads, a repository whose root is a subfolder).
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { initGitLayout, writeGitLayout } from '../../src/run/git-layout.js'
import { BaseRefUnreadableError, loadBaseSkill } from '../../src/run/base-skill.js'
import type { Skill } from '../../src/types.js'
import { git } from '../helpers/run-engine-fixtures.js'

let base: string
beforeAll(() => {
  base = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'ws-git-')))
})
afterAll(() => {
  rmSync(base, { recursive: true, force: true })
})

describe('git layout', () => {
  test('writeGitLayout writes the files git init writes and records what it made, HEAD last', async () => {
    const g = path.join(base, 'layout', '.git')
    mkdirSync(g, { recursive: true })
    const made = { dirs: ['keep'], files: ['keep'] }
    await writeGitLayout(g, made)
    const j = (...p: string[]) => path.join(g, ...p)
    expect(made.dirs).toEqual(['keep', j('objects'), j('objects', 'info'), j('objects', 'pack'), j('refs'), j('refs', 'heads'), j('refs', 'tags'), j('info')])
    expect(made.files).toEqual(['keep', j('info', 'exclude'), j('description'), j('config'), j('HEAD')])
    expect(readdirSync(g).sort()).toEqual(['HEAD', 'config', 'description', 'info', 'objects', 'refs'])
    expect(readFileSync(j('HEAD'), 'utf8')).toBe('ref: refs/heads/main\n')
    expect(readFileSync(j('info', 'exclude'), 'utf8')).toBe('# git ls-files --others --exclude-from=.git/info/exclude\n')
    expect(readFileSync(j('description'), 'utf8')).toBe("Unnamed repository; edit this file 'description' to name the repository.\n")
    if (process.platform === 'linux') {
      expect(readFileSync(j('config'), 'utf8')).toBe('[core]\n\trepositoryformatversion = 0\n\tfilemode = true\n\tbare = false\n\tlogallrefupdates = true\n')
    }
    for (const d of ['objects/info', 'objects/pack', 'refs/heads', 'refs/tags']) expect(readdirSync(j(d))).toEqual([])
  })

  test('initGitLayout makes .git in a folder without one; a missing folder is an error', async () => {
    const d = path.join(base, 'fresh')
    mkdirSync(d)
    await initGitLayout(d)
    expect(readFileSync(path.join(d, '.git', 'HEAD'), 'utf8')).toBe('ref: refs/heads/main\n')
    expect(readdirSync(path.join(d, '.git')).sort()).toEqual(['HEAD', 'config', 'description', 'info', 'objects', 'refs'])
    expect(git(d, 'rev-parse', '--git-dir').trim()).toBe('.git')
    await initGitLayout(d) // there already: left alone
    await expect(initGitLayout(path.join(base, 'no-such-folder'))).rejects.toMatchObject({ code: 'ENOENT' })
  })
})

describe('loadBaseSkill', () => {
  const skillMd = (description: string, body = '# x\n') => `---\nname: x\ndescription: ${description}\n---\n\n${body}`
  let n = 0
  /** A repository with the skill at `<sub>skills/x` committed on branch `base`, the working tree on `main`. */
  function repo(sub = ''): { root: string; top: string; skill: Skill } {
    const top = path.join(base, `repo-${++n}`)
    const root = path.join(top, sub)
    const dir = path.join(root, 'skills', 'x')
    mkdirSync(path.join(dir, 'references'), { recursive: true })
    writeFileSync(path.join(dir, 'SKILL.md'), skillMd('Base version.'))
    writeFileSync(path.join(dir, 'references', 'guide.md'), 'guide\n')
    writeFileSync(path.join(dir, 'logo.bin'), Buffer.from([0, 255, 10, 13, 0]))
    git(top, 'init', '-q', '-b', 'main')
    git(top, 'add', '-A')
    git(top, 'commit', '-q', '-m', 'base')
    git(top, 'branch', 'base')
    git(top, 'branch', 'base-')
    const skill = {
      name: 'wsmut',
      dir,
      relDir: 'skills/x',
      file: 'skills/x/SKILL.md',
      frontmatter: { name: 'wsmut', description: 'Base version.' },
      body: '# x\n',
      bodyLine: 5,
    } as unknown as Skill
    return { root, top, skill }
  }
  const leftovers = () => readdirSync(os.tmpdir()).filter((f) => f.startsWith('skill-evals-base-wsmut-'))

  test('refs: ordinary names are read; a leading dash, spaces, or other characters are refused by message', async () => {
    const { root, skill } = repo()
    for (const ref of ['base', 'base-', 'HEAD~0', 'main^{commit}', 'main@{0}', 'refs/heads/base']) {
      await expect(loadBaseSkill(root, ref, skill)).resolves.toBeUndefined()
    }
    for (const ref of ['-base', 'a b', ' base', 'base ', 'base;x', 'base\n', '']) {
      await expect(loadBaseSkill(root, ref, skill)).rejects.toThrow(new Error(`Invalid base ref '${ref}'.`))
    }
    const err = await loadBaseSkill(root, 'no-such-branch', skill).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(BaseRefUnreadableError)
    expect((err as Error).name).toBe('BaseRefUnreadableError')
    expect((err as Error).message).toBe("Cannot read base ref 'no-such-branch' (is it fetched? use fetch-depth: 0 or fetch the base branch).")
  })

  test('unchanged at the base: undefined, and no temp folder is left', async () => {
    const { root, skill } = repo()
    const before = leftovers().length
    expect(await loadBaseSkill(root, 'base', skill)).toBeUndefined()
    expect(leftovers().length).toBe(before)
  })

  test('changed: the base version\'s files (bytes as committed), name, description and body', async () => {
    const { root, top, skill } = repo()
    writeFileSync(path.join(skill.dir, 'SKILL.md'), skillMd('Head version.', '# head\n'))
    git(top, 'commit', '-qam', 'head')
    const b = await loadBaseSkill(root, 'base', skill)
    expect(b).toBeDefined()
    try {
      expect(b!.name).toBe('wsmut')
      expect(b!.description).toBe('Base version.')
      expect(b!.body).toBe('\n# x\n')
      expect(path.basename(b!.dir)).toMatch(/^skill-evals-base-wsmut-/)
      expect(path.dirname(b!.dir)).toBe(os.tmpdir())
      expect(readdirSync(b!.dir).sort()).toEqual(['SKILL.md', 'logo.bin', 'references'])
      expect(readFileSync(path.join(b!.dir, 'references', 'guide.md'), 'utf8')).toBe('guide\n')
      expect([...readFileSync(path.join(b!.dir, 'logo.bin'))]).toEqual([0, 255, 10, 13, 0])
      expect(readFileSync(path.join(b!.dir, 'SKILL.md'), 'utf8')).toBe(skillMd('Base version.'))
    } finally {
      await b!.dispose()
    }
    expect(existsSync(b!.dir)).toBe(false)
  })

  test('a file only at HEAD (tracked) or only at the base makes it changed', async () => {
    const one = repo()
    writeFileSync(path.join(one.skill.dir, 'new.md'), 'new\n')
    git(one.top, 'add', '-A')
    const b1 = await loadBaseSkill(one.root, 'base', one.skill)
    expect(b1?.description).toBe('Base version.')
    expect(readdirSync(b1!.dir).sort()).toEqual(['SKILL.md', 'logo.bin', 'references'])
    await b1!.dispose()

    const two = repo()
    rmSync(path.join(two.skill.dir, 'logo.bin'))
    const b2 = await loadBaseSkill(two.root, 'base', two.skill)
    expect(b2?.description).toBe('Base version.')
    expect(existsSync(path.join(b2!.dir, 'logo.bin'))).toBe(true)
    await b2!.dispose()
  })

  test('a skill that is not at the base, or has no frontmatter there: undefined, nothing left', async () => {
    const { root, top, skill } = repo()
    const y = { ...skill, name: 'y', relDir: 'skills/y', dir: path.join(root, 'skills', 'y') } as Skill
    expect(await loadBaseSkill(root, 'base', y)).toBeUndefined()
    // SKILL.md without frontmatter at the base
    writeFileSync(path.join(skill.dir, 'SKILL.md'), '# no frontmatter\n')
    git(top, 'commit', '-qam', 'plain')
    git(top, 'branch', 'plain')
    writeFileSync(path.join(skill.dir, 'SKILL.md'), skillMd('Head.'))
    git(top, 'commit', '-qam', 'head')
    const before = leftovers().length
    expect(await loadBaseSkill(root, 'plain', skill)).toBeUndefined()
    expect(leftovers().length).toBe(before)
  })

  test('a repository root that is a subfolder of the git top level', async () => {
    const { root, top, skill } = repo('packages/p')
    expect(await loadBaseSkill(root, 'base', skill)).toBeUndefined()
    writeFileSync(path.join(skill.dir, 'references', 'guide.md'), 'changed\n')
    git(top, 'commit', '-qam', 'head')
    const b = await loadBaseSkill(root, 'base', skill)
    expect(readFileSync(path.join(b!.dir, 'references', 'guide.md'), 'utf8')).toBe('guide\n')
    await b!.dispose()
  })

  test('a plugin\'s skill is named as installed (its frontmatter name); its temp folder by its folder name', async () => {
    const { root, top, skill } = repo()
    writeFileSync(path.join(skill.dir, 'SKILL.md'), skillMd('Head.'))
    git(top, 'commit', '-qam', 'head')
    const plugin = { ...skill, name: 'pl:wsmut', plugin: 'pl', frontmatter: { name: 'inner', description: 'Head.' } } as Skill
    const b = await loadBaseSkill(root, 'base', plugin)
    expect(b!.name).toBe('inner')
    expect(path.basename(b!.dir)).toMatch(/^skill-evals-base-pl__wsmut-/)
    await b!.dispose()
  })
})
