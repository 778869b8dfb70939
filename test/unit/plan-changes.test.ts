import { describe, test, expect } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { defaultConfig } from '../../src/discover/config.js'
import {
  diffSuiteEntries,
  globToRegExp,
  matchGlob,
  readSuiteVersions,
  skillsForChanges,
  type ChangedFile,
  type ChangesContext,
} from '../../src/plan/changes.js'
import { makeRepo } from '../helpers/temp-repo.js'

const config = defaultConfig()
const skills = [
  { name: 'plan', relDir: 'skills/plan' },
  { name: 'adr', relDir: 'skills/adr' },
  { name: 'changelog', relDir: 'skills/changelog' },
  { name: 'local', relDir: '.claude/skills/local' },
]
const ctx = (extra: Partial<ChangesContext> = {}): ChangesContext => ({ skills, config, ...extra })
const mod = (path: string): ChangedFile => ({ path, status: 'modified' })

const suite = (entries: unknown[], extra: Record<string, unknown> = {}): string => JSON.stringify({ skill_name: 'repo', ...extra, evals: entries }, null, 2)
const entry = (skill: string, id: number, prompt = `do ${skill} ${id}`): Record<string, unknown> => ({ id, skill, prompt, assertions: [{ text: 'ok' }] })

describe('globs', () => {
  test('* stays within a segment, ** crosses, folder patterns', () => {
    expect(matchGlob('release', 'release')).toBe(true)
    expect(matchGlob('release/1.2', 'release')).toBe(false)
    expect(matchGlob('release/1.2', 'release/**')).toBe(true)
    expect(matchGlob('release/a/b', 'release/**')).toBe(true)
    expect(matchGlob('release', 'release/**')).toBe(false)
    expect(matchGlob('release/a/b', 'release/*')).toBe(false)
    expect(matchGlob('references/x/y.md', 'references/')).toBe(true)
    expect(matchGlob('a/b/schema.json', '**/schema.json')).toBe(true)
    expect(matchGlob('schema.json', '**/schema.json')).toBe(true)
    expect(matchGlob('v1.2', 'v?.?')).toBe(true)
    expect(globToRegExp('a.b').test('aXb')).toBe(false)
  })
})

describe('skillsForChanges', () => {
  test('a file in a skill folder (incl. its evals/) → that skill', () => {
    const r = skillsForChanges([mod('skills/plan/SKILL.md'), mod('skills/adr/evals/evals.json'), mod('.claude/skills/local/x.md')], ctx())
    expect(r.all).toBe(false)
    expect(r.skills).toEqual(['adr', 'local', 'plan'])
    expect(r.relevant).toHaveLength(3)
    expect(r.reasons.join('\n')).toMatch(/plan: `skills\/plan\/SKILL.md` changed/)
  })

  test("a skill's own references/ folder is the skill, the top-level references/ is global", () => {
    expect(skillsForChanges([mod('skills/plan/references/guide.md')], ctx()).skills).toEqual(['plan'])
    const r = skillsForChanges([mod('references/glossary.md')], ctx())
    expect(r.all).toBe(true)
    expect(r.skills).toEqual(['adr', 'changelog', 'local', 'plan'])
    expect(r.reasons[0]).toMatch(/All skills: `references\/glossary.md` matches global path `references\/\*\*`/)
  })

  test('config.yaml and schemas → all skills; globalPaths come from the config', () => {
    expect(skillsForChanges([mod('evals/config.yaml')], ctx()).all).toBe(true)
    expect(skillsForChanges([mod('schemas/evals.schema.json')], ctx()).all).toBe(true)
    const custom = { ...config, globalPaths: ['shared/**'] }
    expect(skillsForChanges([mod('references/x.md')], { skills, config: custom }).all).toBe(false)
    expect(skillsForChanges([mod('shared/x.md')], { skills, config: custom }).all).toBe(true)
  })

  test('nothing relevant → nothing to evaluate', () => {
    const r = skillsForChanges([mod('README.md'), mod('.github/workflows/ci.yml'), mod('skills/README.md')], ctx())
    expect(r).toMatchObject({ all: false, skills: [], removed: [], relevant: [] })
    expect(r.reasons).toEqual(['No changed file affects a skill, an eval or a global setting: nothing to evaluate.'])
  })

  test('renames count for the old and the new path', () => {
    const r = skillsForChanges(
      [{ path: 'skills/adr/SKILL.md', status: 'renamed', previousPath: 'skills/plan/notes.md' }],
      ctx(),
    )
    expect(r.skills).toEqual(['adr', 'plan'])
    // A rename out of the skills into an irrelevant place still touches the old skill.
    expect(skillsForChanges([{ path: 'docs/old.md', status: 'renamed', previousPath: 'skills/adr/old.md' }], ctx()).skills).toEqual(['adr'])
    // Into a global path: all.
    expect(skillsForChanges([{ path: 'references/g.md', status: 'renamed', previousPath: 'docs/g.md' }], ctx()).all).toBe(true)
  })

  test('a renamed skill folder: the new skill runs, the old one is reported removed', () => {
    const r = skillsForChanges(
      [
        { path: 'skills/plan/SKILL.md', status: 'renamed', previousPath: 'skills/planner/SKILL.md' },
        { path: 'skills/plan/references/a.md', status: 'renamed', previousPath: 'skills/planner/references/a.md' },
      ],
      ctx(),
    )
    expect(r.skills).toEqual(['plan'])
    expect(r.removed).toEqual(['planner'])
    expect(r.reasons.join('\n')).toMatch(/planner: skill removed \(`skills\/planner\/SKILL.md`, `skills\/planner\/references\/a.md`\); its evals are not run/)
  })

  test('deletions: a deleted SKILL.md of a vanished skill is reported, not run; a deleted file of a live skill runs it', () => {
    const r = skillsForChanges(
      [
        { path: 'skills/gone/SKILL.md', status: 'removed' },
        { path: 'skills/gone/evals/evals.json', status: 'removed' },
        { path: 'skills/plan/references/old.md', status: 'removed' },
      ],
      ctx(),
    )
    expect(r.skills).toEqual(['plan'])
    expect(r.removed).toEqual(['gone'])
    expect(r.relevant).toHaveLength(3)
    const only = skillsForChanges([{ path: 'skills/gone/SKILL.md', status: 'removed' }], ctx())
    expect(only.skills).toEqual([])
    expect(only.reasons.at(-1)).toBe('Only removed skills changed: nothing to evaluate.')
    // A file below a folder that never was a skill is not a removal.
    expect(skillsForChanges([{ path: 'skills/notes/x.md', status: 'removed' }], ctx()).removed).toEqual([])
  })

  test('root prefix: the skills repo is a subfolder of the git repo', () => {
    const c = ctx({ repoRootPrefix: 'examples/' })
    expect(skillsForChanges([mod('examples/skills/plan/SKILL.md')], c).skills).toEqual(['plan'])
    expect(skillsForChanges([mod('skills/plan/SKILL.md')], c).skills).toEqual([]) // outside the prefix
    expect(skillsForChanges([mod('examples/references/g.md')], c).all).toBe(true)
    expect(skillsForChanges([mod('references/g.md')], c).all).toBe(false)
    expect(skillsForChanges([mod('examples/skills/plan/SKILL.md')], ctx({ repoRootPrefix: './examples' })).skills).toEqual(['plan'])
  })

  test('eval input files outside the skill → the skills whose evals use them', () => {
    const root = '/repo'
    const evals = [
      { skill: 'plan', resolvedFiles: ['/repo/evals/files/spec.md'] },
      { skill: 'adr', resolvedFiles: ['/repo/evals/files/spec.md', '/repo/evals/files/dir'] },
    ]
    expect(skillsForChanges([mod('evals/files/spec.md')], ctx({ evals, root })).skills).toEqual(['adr', 'plan'])
    expect(skillsForChanges([mod('evals/files/dir/a.txt')], ctx({ evals, root })).skills).toEqual(['adr'])
    expect(skillsForChanges([mod('evals/files/other.md')], ctx({ evals, root })).skills).toEqual([])
  })

  describe('the repo-level evals/evals.json', () => {
    const base = suite([entry('plan', 1), entry('plan', 2), entry('adr', 1), entry('changelog', 1)])

    test('only the skills whose entries changed', () => {
      const head = suite([entry('plan', 1), entry('plan', 2, 'changed prompt'), entry('adr', 1), entry('changelog', 1)])
      const r = skillsForChanges([mod('evals/evals.json')], ctx({ evalsDiff: { base, head } }))
      expect(r.all).toBe(false)
      expect(r.skills).toEqual(['plan'])
      expect(r.reasons).toContain('plan: its entries in `evals/evals.json` changed.')
    })

    test('reordering entries or keys changes nothing; added and removed entries count', () => {
      const reordered = JSON.stringify({ evals: [entry('changelog', 1), entry('adr', 1), entry('plan', 2), entry('plan', 1)].map((e) => Object.fromEntries(Object.entries(e).reverse())), skill_name: 'repo' })
      const r = skillsForChanges([mod('evals/evals.json')], ctx({ evalsDiff: { base, head: reordered } }))
      expect(r.skills).toEqual([])
      expect(r.reasons[0]).toMatch(/no skill's entries did/)
      const d = diffSuiteEntries({ base, head: suite([entry('plan', 1), entry('plan', 2), entry('adr', 1), entry('local', 1)]) })
      expect(Object.fromEntries(d.skills)).toEqual({ changelog: 'were removed', local: 'were added' })
    })

    test('added or deleted file, entries of unknown skills', () => {
      expect(skillsForChanges([{ path: 'evals/evals.json', status: 'added' }], ctx({ evalsDiff: { base: null, head: base } })).skills).toEqual(['adr', 'changelog', 'plan'])
      expect(skillsForChanges([{ path: 'evals/evals.json', status: 'removed' }], ctx({ evalsDiff: { base, head: null } })).skills).toEqual(['adr', 'changelog', 'plan'])
      const r = skillsForChanges([mod('evals/evals.json')], ctx({ evalsDiff: { base, head: suite([entry('plan', 1), entry('plan', 2), entry('adr', 1), entry('changelog', 1), entry('ghost', 1)]) } }))
      expect(r.skills).toEqual([])
      expect(r.reasons.join('\n')).toMatch(/unknown skills \(not run\): ghost \(were added\)/)
    })

    test('cannot parse or no base version → all skills', () => {
      const bad = skillsForChanges([mod('evals/evals.json')], ctx({ evalsDiff: { base, head: '{ not json' } }))
      expect(bad.all).toBe(true)
      expect(bad.reasons[0]).toMatch(/its head version is not valid JSON/)
      expect(skillsForChanges([mod('evals/evals.json')], ctx()).reasons[0]).toMatch(/base version could not be read/)
      const setting = skillsForChanges([mod('evals/evals.json')], ctx({ evalsDiff: { base, head: suite([entry('plan', 1), entry('plan', 2), entry('adr', 1), entry('changelog', 1)], { defaults: { trials: 5 } }) } }))
      expect(setting.all).toBe(true)
      expect(setting.reasons[0]).toMatch(/a setting outside `evals` changed/)
    })

    test('the suite rule wins over the default globalPaths entry for evals/evals.json', () => {
      expect(config.globalPaths).toContain('evals/evals.json')
      const head = suite([entry('plan', 1), entry('plan', 2), entry('adr', 1, 'x'), entry('changelog', 1)])
      expect(skillsForChanges([mod('evals/evals.json')], ctx({ evalsDiff: { base, head } })).skills).toEqual(['adr'])
    })
  })

  test('readSuiteVersions reads base from git and head from the work tree (subfolder root)', async () => {
    const { root, dispose } = await makeRepo({})
    try {
      const git = (...a: string[]): string =>
        execFileSync('git', a, { cwd: root, encoding: 'utf8', env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@x', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@x' } })
      git('init', '-q', '-b', 'main')
      const sub = join(root, 'examples')
      await mkdir(join(sub, 'evals'), { recursive: true })
      await writeFile(join(sub, 'evals', 'evals.json'), suite([entry('plan', 1)]))
      git('add', '-A')
      git('commit', '-q', '-m', 'base')
      const baseSha = git('rev-parse', 'HEAD').trim()
      await writeFile(join(sub, 'evals', 'evals.json'), suite([entry('plan', 1, 'new')]))
      const v = await readSuiteVersions(sub, baseSha)
      expect(v?.base).toContain('do plan 1')
      expect(v?.head).toContain('"new"')
      expect(skillsForChanges([mod('examples/evals/evals.json')], { skills, config, repoRootPrefix: 'examples/', evalsDiff: v }).skills).toEqual(['plan'])
      expect(await readSuiteVersions(sub, 'f'.repeat(40))).toBeUndefined() // base not fetched
      expect(await readSuiteVersions(sub, '--upload-pack=x')).toBeUndefined() // never an option
    } finally {
      await dispose()
    }
  })
})
