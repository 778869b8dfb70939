/**
 * plan/changes.ts: which skills a change selects, the cases the other plan-changes tests leave
 * open (issue 23, survivors of mutation testing): path spellings, skill roots, eval input files,
 * the order of the reasons, the repo-level suite's formats, and reading its versions from git.
 */
import { describe, test, expect, afterAll } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { defaultConfig } from '../../src/discover/config.js'
import { canonical, diffSuiteEntries, readSuiteVersions, skillsForChanges, type ChangedFile, type ChangesContext } from '../../src/plan/changes.js'

const config = defaultConfig()
const skills = [
  { name: 'plan', relDir: 'skills/plan' },
  { name: 'adr', relDir: 'skills/adr' },
]
const ctx = (extra: Partial<ChangesContext> = {}): ChangesContext => ({ skills, config, ...extra })
const mod = (path: string): ChangedFile => ({ path, status: 'modified' })
const del = (path: string): ChangedFile => ({ path, status: 'removed' })
const suite = (entries: unknown[], extra: Record<string, unknown> = {}): string => JSON.stringify({ skill_name: 'repo', ...extra, evals: entries })
const entry = (skill: string, id: number, prompt = `do ${skill} ${id}`): Record<string, unknown> => ({ id, skill, prompt, assertions: [{ text: 'ok' }] })

const dirs: string[] = []
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true })
})

describe('path spellings', () => {
  test('the skills repo folder, however it is written', () => {
    for (const prefix of ['examples/sub', 'examples/sub/', 'examples\\sub', './examples/sub', '/examples/sub', '//examples/sub/']) {
      const r = skillsForChanges([mod('examples/sub/skills/plan/SKILL.md'), mod('skills/adr/SKILL.md')], ctx({ repoRootPrefix: prefix }))
      expect([prefix, r.skills]).toEqual([prefix, ['plan']])
    }
    for (const top of ['', '.', './']) {
      expect(skillsForChanges([mod('skills/adr/SKILL.md')], ctx({ repoRootPrefix: top })).skills).toEqual(['adr'])
    }
  })

  test('a folder whose name ends in a dot is a name, not ./', () => {
    expect(skillsForChanges([mod('tools./skills/plan/SKILL.md')], ctx({ repoRootPrefix: 'tools./' })).skills).toEqual(['plan'])
    expect(skillsForChanges([mod('tools./skills/plan/SKILL.md')], ctx({ repoRootPrefix: 'tools' })).skills).toEqual([])
  })

  test('changed paths given with ./ or backslashes', () => {
    const r = skillsForChanges([mod('./skills/plan/SKILL.md'), mod('skills\\adr\\refs\\a.md')], ctx())
    expect(r.skills).toEqual(['adr', 'plan'])
    expect(r.reasons).toEqual(['adr: `skills/adr/refs/a.md` changed.', 'plan: `skills/plan/SKILL.md` changed.'])
  })

  test("a skill's folder written with backslashes, ./ or trailing slashes", () => {
    for (const relDir of ['skills\\plan', './skills/plan', 'skills/plan//']) {
      const r = skillsForChanges([mod('skills/plan/SKILL.md')], ctx({ skills: [{ name: 'plan', relDir }] }))
      expect([relDir, r.skills]).toEqual([relDir, ['plan']])
    }
  })
})

describe('skill roots', () => {
  test('a root of . (skills at the top of the repo): a deleted SKILL.md is a removed skill', () => {
    for (const root of ['.', './', '']) {
      const r = skillsForChanges([del('gone/SKILL.md')], ctx({ config: { ...config, skillRoots: [root] } }))
      expect([root, r.removed]).toEqual([root, ['gone']])
    }
  })

  test('a shared file directly in a skill root can be a global path', () => {
    const r = skillsForChanges([mod('skills/shared.md')], ctx({ config: { ...config, globalPaths: [...config.globalPaths, 'skills/shared.md'] } }))
    expect(r.all).toBe(true)
    expect(r.skills).toEqual(['adr', 'plan'])
    expect(r.reasons).toEqual(['All skills: `skills/shared.md` matches global path `skills/shared.md`.'])
  })

  test('an old copy of a skill that now lives in another root is not a removed skill', () => {
    const r = skillsForChanges([del('skills/plan/SKILL.md')], ctx({ skills: [{ name: 'plan', relDir: '.claude/skills/plan' }] }))
    expect(r).toMatchObject({ all: false, skills: [], removed: [], relevant: [] })
  })

  test('only the SKILL.md directly in the folder marks a skill as removed', () => {
    const r = skillsForChanges([del('skills/gone/examples/SKILL.md')], ctx())
    expect(r).toMatchObject({ removed: [], skills: [], relevant: [] })
  })

  test('a previous path on a change that is not a rename is ignored', () => {
    const r = skillsForChanges([{ path: 'skills/plan/copy.md', status: 'added', previousPath: 'skills/gone/SKILL.md' }], ctx())
    expect(r).toMatchObject({ skills: ['plan'], removed: [] })
  })
})

describe('eval input files', () => {
  const root = '/work/repo'
  const evals = [
    { skill: 'plan', resolvedFiles: [`${root}/fixtures/shared.csv`, `${root}/fixtures/plan-only`] },
    { skill: 'adr', resolvedFiles: [`${root}/fixtures/shared.csv`] },
    { skill: 'ghost', resolvedFiles: [`${root}/fixtures/ghost.txt`] },
  ]

  test('a shared input selects every skill whose evals use it; a file below an input folder counts', () => {
    const r = skillsForChanges([mod('fixtures/shared.csv'), mod('fixtures/plan-only/data/a.json')], ctx({ evals, root }))
    expect(r.skills).toEqual(['adr', 'plan'])
    expect(r.reasons).toEqual(['adr: `fixtures/shared.csv` changed.', 'plan: `fixtures/shared.csv`, `fixtures/plan-only/data/a.json` changed.'])
  })

  test('without the repo root the input files are not used', () => {
    expect(skillsForChanges([mod('fixtures/shared.csv')], ctx({ evals })).skills).toEqual([])
  })

  test('an input of a skill that no longer exists selects nothing and says so', () => {
    const r = skillsForChanges([mod('fixtures/ghost.txt')], ctx({ evals, root }))
    expect(r).toMatchObject({ all: false, skills: [], removed: [] })
    expect(r.reasons).toEqual(['The changes affect no current skill: nothing to evaluate.'])
  })
})

describe('the order of skills, removals and reasons', () => {
  test('reasons are sorted by skill, whatever the order of the files', () => {
    const r = skillsForChanges([mod('skills/plan/SKILL.md'), mod('skills/adr/SKILL.md')], ctx())
    expect(r.reasons).toEqual(['adr: `skills/adr/SKILL.md` changed.', 'plan: `skills/plan/SKILL.md` changed.'])
  })

  test('removed skills are sorted, in the list and in the reasons', () => {
    const r = skillsForChanges([del('skills/zeta/SKILL.md'), del('skills/alpha/SKILL.md')], ctx())
    expect(r.removed).toEqual(['alpha', 'zeta'])
    expect(r.reasons).toEqual([
      'alpha: skill removed (`skills/alpha/SKILL.md`); its evals are not run.',
      'zeta: skill removed (`skills/zeta/SKILL.md`); its evals are not run.',
      'Only removed skills changed: nothing to evaluate.',
    ])
  })

  test('suite entries changed: reasons sorted by skill', () => {
    const base = suite([entry('plan', 1), entry('adr', 1)])
    const head = suite([entry('plan', 1, 'new'), entry('adr', 1, 'new')])
    expect(skillsForChanges([mod('evals/evals.json')], ctx({ evalsDiff: { base, head } })).reasons).toEqual([
      'adr: its entries in `evals/evals.json` changed.',
      'plan: its entries in `evals/evals.json` changed.',
    ])
  })

  test('three files are named; a fourth is counted', () => {
    const three = skillsForChanges(['a', 'b', 'c'].map((f) => mod(`skills/plan/${f}.md`)), ctx())
    expect(three.reasons).toEqual(['plan: `skills/plan/a.md`, `skills/plan/b.md`, `skills/plan/c.md` changed.'])
    const four = skillsForChanges(['a', 'b', 'c', 'd'].map((f) => mod(`skills/plan/${f}.md`)), ctx())
    expect(four.reasons).toEqual(['plan: `skills/plan/a.md`, `skills/plan/b.md`, `skills/plan/c.md` and 1 more changed.'])
  })
})

describe('diffSuiteEntries: the formats of evals/evals.json', () => {
  const changed = (base: string | null, head: string | null): Record<string, string> | string => {
    const d = diffSuiteEntries({ base, head })
    return d.all ?? Object.fromEntries(d.skills)
  }

  test('a version that cannot be read as a suite: every skill, with the reason', () => {
    const ok = suite([entry('plan', 1)])
    expect(changed('{ nope', ok)).toBe('its base version is not valid JSON')
    expect(changed('42', ok)).toBe('its base version is not a JSON object')
    expect(changed('null', ok)).toBe('its base version is not a JSON object')
    expect(changed(ok, '"evals"')).toBe('its head version is not a JSON object')
    expect(changed(ok, JSON.stringify({ evals: {} }))).toBe('its head version has no `evals` list')
    expect(changed(ok, JSON.stringify({ evals: [{ id: 1, prompt: 'x' }] }))).toBe('its head version has an entry without a `skill`')
    expect(changed(ok, JSON.stringify({ skill_name: 5, evals: [{ id: 1, prompt: 'x' }] }))).toBe('its head version has an entry without a `skill`')
  })

  test('skill_name is the skill of entries that name none', () => {
    const base = JSON.stringify({ skill_name: 'plan', evals: [{ id: 1, prompt: 'a' }, { id: 2, prompt: 'b', skill: 'adr' }] })
    const head = JSON.stringify({ skill_name: 'plan', evals: [{ id: 1, prompt: 'a2' }, { id: 2, prompt: 'b', skill: 'adr' }] })
    expect(changed(base, head)).toEqual({ plan: 'changed' })
    // A null entry belongs to skill_name's skill too, and is compared like any other.
    expect(changed(JSON.stringify({ skill_name: 'plan', evals: [null] }), JSON.stringify({ skill_name: 'plan', evals: [null] }))).toEqual({})
    expect(changed(JSON.stringify({ skill_name: 'plan', evals: [null] }), JSON.stringify({ skill_name: 'plan', evals: [] }))).toEqual({ plan: 'were removed' })
  })

  test('a bare list of entries is a suite', () => {
    expect(changed(JSON.stringify([entry('plan', 1), entry('adr', 1)]), JSON.stringify([entry('plan', 1), entry('adr', 1, 'new')]))).toEqual({ adr: 'changed' })
  })

  test('a suite without evals has no entries: the head entries were added', () => {
    expect(changed(JSON.stringify({ skill_name: 'plan' }), suite([entry('plan', 1)], { skill_name: 'plan' }))).toEqual({ plan: 'were added' })
  })

  test('a byte order mark at the start is not content', () => {
    const text = suite([entry('plan', 1)])
    expect(changed(text, `\uFEFF${text}`)).toEqual({})
  })

  test('entries compared as a set per skill: order does not matter, any change inside does', () => {
    const base = suite([entry('plan', 2), entry('plan', 1)])
    expect(changed(base, suite([entry('plan', 1), entry('plan', 2)]))).toEqual({})
    // the first of two entries changed
    expect(changed(base, suite([{ ...entry('plan', 2), prompt: 'new' }, entry('plan', 1)]))).toEqual({ plan: 'changed' })
    // a change inside a list (the assertions)
    expect(changed(base, suite([{ ...entry('plan', 2), assertions: [{ text: 'other' }] }, entry('plan', 1)]))).toEqual({ plan: 'changed' })
    expect(changed(base, suite([{ ...entry('plan', 2), assertions: [{ text: 'ok' }, { text: 'ok' }] }, entry('plan', 1)]))).toEqual({ plan: 'changed' })
  })

  test('canonical JSON: keys sorted at every depth, lists kept in order', () => {
    expect(canonical({ b: 1, a: { d: [2, 1], c: null } })).toBe('{"a":{"c":null,"d":[2,1]},"b":1}')
    expect(canonical({ a: 1, b: 2 })).toBe(canonical({ b: 2, a: 1 }))
    expect(canonical([{ y: 1, x: 2 }])).toBe('[{"x":2,"y":1}]')
    expect(canonical('text')).toBe('"text"')
  })
})

describe('readSuiteVersions', () => {
  function git(root: string, ...args: string[]): string {
    return execFileSync('git', args, {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@x', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@x' },
    })
  }
  async function put(root: string, rel: string, text: string): Promise<void> {
    await mkdir(dirname(join(root, rel)), { recursive: true })
    await writeFile(join(root, rel), text)
  }
  async function repo(): Promise<string> {
    const root = await mkdtemp(join(tmpdir(), 'skill-evals-suite-'))
    dirs.push(root)
    git(root, 'init', '-q', '-b', 'main')
    return root
  }
  const commit = (root: string, msg: string): string => {
    git(root, 'add', '-A')
    git(root, 'commit', '-q', '--allow-empty', '-m', msg)
    return git(root, 'rev-parse', 'HEAD').trim()
  }

  test('base and head from two commits, whatever the work tree holds', async () => {
    const root = await repo()
    await put(root, 'evals/evals.json', 'base text')
    const base = commit(root, 'base')
    await put(root, 'evals/evals.json', 'head text')
    const head = commit(root, 'head')
    await put(root, 'evals/evals.json', 'work tree text')
    expect(await readSuiteVersions(root, base, head)).toEqual({ base: 'base text', head: 'head text' })
    expect(await readSuiteVersions(root, base)).toEqual({ base: 'base text', head: 'work tree text' })
    expect(await readSuiteVersions(root, base, 'f'.repeat(40))).toBeUndefined()
    expect(await readSuiteVersions(root, base, '--output=x')).toBeUndefined()
  })

  test('a ref outside the safe characters is refused, even one git knows', async () => {
    const root = await repo()
    await put(root, 'evals/evals.json', 'base text')
    const base = commit(root, 'base')
    git(root, 'branch', 'basé')
    expect(await readSuiteVersions(root, 'basé')).toBeUndefined()
    expect(await readSuiteVersions(root, base, 'basé')).toBeUndefined()
    expect(await readSuiteVersions(root, 'main', 'main')).toEqual({ base: 'base text', head: 'base text' })
  })

  test('a suite added by the change: base null; deleted in the work tree: head null', async () => {
    const root = await repo()
    await put(root, 'README.md', 'x')
    const base = commit(root, 'no suite yet')
    await put(root, 'evals/evals.json', 'new suite')
    expect(await readSuiteVersions(root, base)).toEqual({ base: null, head: 'new suite' })
    const withSuite = commit(root, 'suite')
    await rm(join(root, 'evals', 'evals.json'))
    expect(await readSuiteVersions(root, withSuite)).toEqual({ base: 'new suite', head: null })
  })

  test('a head that cannot be read (a folder where the file should be), or no git repository: undefined', async () => {
    const root = await repo()
    await put(root, 'evals/evals.json', 'x')
    const base = commit(root, 'base')
    await rm(join(root, 'evals', 'evals.json'))
    await mkdir(join(root, 'evals', 'evals.json'))
    expect(await readSuiteVersions(root, base)).toBeUndefined()
    const plain = await mkdtemp(join(tmpdir(), 'skill-evals-nogit-'))
    dirs.push(plain)
    expect(await readSuiteVersions(plain, base)).toBeUndefined()
  })
})
