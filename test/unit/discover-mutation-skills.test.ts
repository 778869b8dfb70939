import { afterEach, beforeEach, describe, expect, test } from '@jest/globals'
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { discoverSkills, findStraySkillFiles } from '../../src/discover/skills.js'

// Mutation tests (issue 23) of skill discovery (src/discover/skills.ts): one repository with every
// situation a user meets under the skill roots, and every finding with its exact wording.

let root: string
let outside: string
beforeEach(() => {
  root = realpathSync(mkdtempSync(path.join(tmpdir(), 'skill-evals-mskills-')))
  outside = realpathSync(mkdtempSync(path.join(tmpdir(), 'skill-evals-mskills-out-')))
})
afterEach(() => {
  rmSync(root, { recursive: true, force: true })
  rmSync(outside, { recursive: true, force: true })
})

function write(rel: string, content: string | Buffer, base = root): void {
  mkdirSync(path.dirname(path.join(base, rel)), { recursive: true })
  writeFileSync(path.join(base, rel), content)
}
const md = (name: string): string => `---\nname: ${name}\ndescription: The ${name} skill.\n---\nBody\n`
const ROOTS = '(skills, .claude/skills, outroot, missing)'

describe('discoverSkills over a repository with every kind of problem', () => {
  test('each problem once, sorted by file; the good skills sorted by name', async () => {
    write('skills/alpha/SKILL.md', md('alpha'))
    write('skills/beta/skill.md', md('beta'))
    mkdirSync(path.join(root, 'skills/empty'))
    mkdirSync(path.join(root, 'skills/.hidden'))
    write('skills/notes.txt', 'not a folder')
    symlinkSync(path.join(root, 'nowhere'), path.join(root, 'skills/broken'))
    write('ext/SKILL.md', md('ext'), outside)
    symlinkSync(path.join(outside, 'ext'), path.join(root, 'skills/ext'))
    mkdirSync(path.join(root, 'skills/filelink'))
    symlinkSync(path.join(outside, 'ext/SKILL.md'), path.join(root, 'skills/filelink/SKILL.md'))
    mkdirSync(path.join(root, 'skills/dirmd/SKILL.md'), { recursive: true })
    write('skills/big/SKILL.md', Buffer.alloc(1024 * 1024 + 5, 'a'))
    write('.claude/skills/alpha/SKILL.md', md('alpha'))
    write('.claude/skills/gamma/SKILL.md', md('gamma'))
    symlinkSync(path.join(root, 'skills/alpha'), path.join(root, '.claude/skills/alias'))
    write('SKILL.md', md('top'))
    write('tools/one/SKILL.md', md('one'))
    for (const n of ['a', 'b', 'c', 'd']) write(`more stuff/${n}/SKILL.md`, md(n))
    write('node_modules/x/SKILL.md', md('x'))
    write('deep/1/2/3/4/5/6/7/8/9/SKILL.md', md('deep'))
    write('top2/SKILL.md', md('top2'))
    symlinkSync(outside, path.join(root, 'outroot'))

    const r = await discoverSkills(root, ['skills', '.claude/skills', 'outroot', 'missing'])
    expect(r.findings).toStrictEqual([
      {
        severity: 'warning',
        file: '.',
        rule: 'skill.outside-roots',
        message: `1 SKILL.md file in top-level folders (top2/SKILL.md) is outside the configured skill roots ${ROOTS}, so it was not checked; to include it, put this line in evals/config.yaml: skill-roots: [skills, .claude/skills, outroot, missing, "."]`
      },
      {
        severity: 'error',
        file: '.claude/skills/alpha/SKILL.md',
        rule: 'skill.name.duplicate',
        message: "skill name 'alpha' is already used by skills/alpha/SKILL.md; skill names must be unique, so rename or remove one (this copy is ignored)",
        line: 2,
        column: 7
      },
      {
        severity: 'warning',
        file: 'SKILL.md',
        rule: 'skill.outside-roots',
        message: `SKILL.md at the repository root is not read: skill-evals reads skills from folders under a skill root ${ROOTS}; move it into e.g. skills/<name>/SKILL.md`
      },
      {
        severity: 'warning',
        file: 'more stuff',
        rule: 'skill.outside-roots',
        message: `4 SKILL.md files under more stuff/ (more stuff/a/SKILL.md, more stuff/b/SKILL.md, more stuff/c/SKILL.md, …) are outside the configured skill roots ${ROOTS}, so they were not checked; to include them, put this line in evals/config.yaml: skill-roots: [skills, .claude/skills, outroot, missing, "more stuff"]`
      },
      { severity: 'error', file: 'outroot', rule: 'skill.symlink.outside', message: 'the skill root outroot resolves outside the repository, so it was not read; keep skills inside the repo' },
      { severity: 'warning', file: 'skills/beta/skill.md', rule: 'skill.file.lowercase', message: "found 'skill.md' but the file must be named SKILL.md (uppercase); rename it, otherwise this skill is ignored" },
      {
        severity: 'error',
        file: 'skills/big/SKILL.md',
        rule: 'skill.size',
        message: 'SKILL.md is 1.0 MiB (1048581 bytes), over the 1 MiB limit, so it was not parsed; keep SKILL.md short and move long material into references/ files'
      },
      { severity: 'warning', file: 'skills/broken', rule: 'skill.symlink.broken', message: 'skills/broken is a symlink whose target does not exist; remove it or fix the link' },
      { severity: 'error', file: 'skills/dirmd/SKILL.md', rule: 'skill.read', message: 'skills/dirmd/SKILL.md is not a regular file; SKILL.md must be a Markdown file' },
      {
        severity: 'warning',
        file: 'skills/empty',
        rule: 'skill.file.missing',
        message: 'the folder skills/empty is under a skill root but has no SKILL.md, so it is not a skill; add a SKILL.md or move the folder out of the skill root'
      },
      {
        severity: 'error',
        file: 'skills/ext',
        rule: 'skill.symlink.outside',
        message: 'the skill folder skills/ext is a symlink that resolves outside the repository, so it was not read; copy the skill into the repo instead'
      },
      {
        severity: 'error',
        file: 'skills/filelink/SKILL.md',
        rule: 'skill.symlink.outside',
        message: 'skills/filelink/SKILL.md is a symlink that resolves outside the repository, so it was not read; copy the file into the repo instead'
      },
      {
        severity: 'warning',
        file: 'tools',
        rule: 'skill.outside-roots',
        message: `1 SKILL.md file under tools/ (tools/one/SKILL.md) is outside the configured skill roots ${ROOTS}, so it was not checked; to include it, put this line in evals/config.yaml: skill-roots: [skills, .claude/skills, outroot, missing, tools]`
      }
    ])
    expect(r.skills.map((s) => [s.name, s.relDir, s.file, path.relative(root, s.dir), s.bodyLine, s.body])).toEqual([
      ['alpha', 'skills/alpha', 'skills/alpha/SKILL.md', 'skills/alpha', 5, 'Body\n'],
      ['gamma', '.claude/skills/gamma', '.claude/skills/gamma/SKILL.md', '.claude/skills/gamma', 5, 'Body\n']
    ])
  })

  test('stray SKILL.md files: sorted, not under a root, not in skipped folders, at most 8 folders deep', async () => {
    write('SKILL.md', md('top'))
    write('tools/one/SKILL.md', md('one'))
    write('b/x/SKILL.md', md('x'))
    write('a/x/SKILL.md', md('x'))
    write('skills/in/SKILL.md', md('in'))
    write('node_modules/x/SKILL.md', md('x'))
    write('.git/x/SKILL.md', md('x'))
    write('1/2/3/4/5/6/7/8/SKILL.md', md('eight'))
    write('1/2/3/4/5/6/7/8/9/SKILL.md', md('nine'))
    write('tools/skill.md', 'lowercase is not a SKILL.md')
    mkdirSync(path.join(root, 'dir/SKILL.md'), { recursive: true })
    expect(await findStraySkillFiles(root, ['skills'])).toEqual(['1/2/3/4/5/6/7/8/SKILL.md', 'SKILL.md', 'a/x/SKILL.md', 'b/x/SKILL.md', 'tools/one/SKILL.md'])
    // a root of "." (or the repository itself) takes in everything
    expect(await findStraySkillFiles(root, ['.'])).toEqual([])
    expect(await findStraySkillFiles(root, ['skills', 'tools', 'a/x'])).toEqual(['1/2/3/4/5/6/7/8/SKILL.md', 'SKILL.md', 'b/x/SKILL.md'])
  })

  test('a repository root that cannot be read: one error naming it, no skills', async () => {
    const missing = path.join(root, 'nope')
    const r = await discoverSkills(missing)
    expect(r.skills).toEqual([])
    expect(r.findings).toHaveLength(1)
    expect(r.findings[0]).toMatchObject({ severity: 'error', file: '.', rule: 'skill.read' })
    // (under jest the error comes from another realm, so it is printed with its "Error: " prefix)
    expect(r.findings[0]!.message).toMatch(new RegExp(`^the repository root ${missing.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} cannot be read: (Error: )?ENOENT: no such file or directory`))
  })
})
