import { afterEach, beforeEach, describe, expect, test } from '@jest/globals'
import { lstatSync, mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { loadSuites, specialKind } from '../../src/discover/suites.js'
import type { Finding, Skill } from '../../src/types.js'

// Mutation tests (issue 23) of eval file loading (src/discover/suites.ts): every problem of an
// evals.json as the user reads it (file, line, column, wording), and the eval cases loaded from
// the repo-level suite and the per-skill suites.

let root: string
let outside: string
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'skill-evals-msuites-'))
  outside = mkdtempSync(path.join(tmpdir(), 'skill-evals-msuites-out-'))
})
afterEach(() => {
  rmSync(root, { recursive: true, force: true })
  rmSync(outside, { recursive: true, force: true })
})

function write(rel: string, content: string): void {
  mkdirSync(path.dirname(path.join(root, rel)), { recursive: true })
  writeFileSync(path.join(root, rel), content)
}

function skill(name: string): Skill {
  mkdirSync(path.join(root, 'skills', name), { recursive: true })
  return {
    name,
    dir: path.join(root, 'skills', name),
    relDir: `skills/${name}`,
    file: `skills/${name}/SKILL.md`,
    frontmatter: { name, description: 'd', metadata: {}, allowedTools: [], raw: {} },
    body: '',
    bodyLine: 4
  }
}

const json = (v: unknown): string => JSON.stringify(v, null, 2) + '\n'
const err = (file: string, line: number, column: number, rule: string, message: string): Finding => ({ severity: 'error', file, line, column, rule, message })
/** Findings and evals with the temporary root shown as <root>. */
const shown = (v: unknown): unknown => JSON.parse(JSON.stringify(v).replaceAll(root, '<root>'))

describe('the repo-level suite and per-skill suites, with every kind of problem', () => {
  test('each problem at its value with its message; the good entries load with their sources', async () => {
    const a = skill('a')
    const b = skill('b')
    write('data/in.txt', 'x')
    write('skills/a/files/f.txt', 'y')
    mkdirSync(path.join(root, 'data/dir'))
    writeFileSync(path.join(outside, 'secret.txt'), 's')
    symlinkSync(path.join(outside, 'secret.txt'), path.join(root, 'data/link'))
    write(
      'evals/evals.json',
      json({
        skill_name: 'b',
        evals: [
          { id: 1, skill: 'a', prompt: 'p', files: ['data/in.txt', '/abs', '../out.txt', 'nope.txt', 'data/link', 'data/dir', '', 'a\u0000b'] },
          { id: 2, prompt: 'uses skill_name' },
          { id: 3, skill: 'a', prompt: 'p', assertions: ['x'], expectations: ['y'] },
          { id: 1, skill: 'a', prompt: 'dup' },
          { id: 4, skill: 'a', prompt: 'p', expected_output: 'out', bash: true, critical: true, skill_loading: 'discover' },
          { id: 5, skill: 'a', prompt: 'p', skill_loading: 'other', critical: 'yes' }
        ]
      })
    )
    write('skills/a/evals/evals.json', json({ skill_name: 'zz', evals: [{ id: 'x', skill: 'b', prompt: 'p', files: ['files/f.txt', '../../data/in.txt', '../../../x', 'gone'] }, { id: 'x', prompt: 'p' }] }))
    write('skills/b/evals/evals.json', json({ skill_name: 'b', evals: [{ id: 1, skill: 'b', prompt: 'p', expectations: ['e'] }] }))

    const r = await loadSuites(root, [a, b])
    const R = 'evals/evals.json'
    const A = 'skills/a/evals/evals.json'
    expect(r.findings).toStrictEqual([
      err(R, 15, 9, 'suite.schema', 'evals[0].files[6] must not be empty.'),
      err(R, 53, 19, 'suite.schema', 'evals[5].critical must be boolean, not a string.'),
      err(R, 52, 24, 'suite.schema', 'evals[5].skill_loading must be one of: preload, discover (got "other").'),
      err(R, 10, 9, 'suite.file.absolute', "File '/abs' is an absolute path; use a path relative to the repository root."),
      err(R, 11, 9, 'suite.file.outside-repo', "File '../out.txt' resolves outside the repository."),
      err(R, 12, 9, 'suite.file.missing', "File 'nope.txt' does not exist (paths are relative to the repository root: nope.txt)."),
      err(R, 13, 9, 'suite.file.outside-repo', "File 'data/link' is a link that points outside the repository."),
      err(R, 16, 9, 'suite.file.missing', "File 'a\\0b' is not a valid path."),
      err(R, 30, 7, 'suite.eval.assertion-lists', "Eval 3 has both 'assertions' and 'expectations' (two names for the same list); keep one. 'expectations' was ignored."),
      err(R, 35, 13, 'suite.eval.duplicate-id', "Duplicate eval id 1 for skill 'a' (first defined at evals/evals.json:4); this entry is ignored."),
      err(A, 2, 17, 'suite.skill-name.mismatch', "skill_name 'zz' does not match the skill's name 'a' (from skills/a/SKILL.md)."),
      err(A, 6, 16, 'suite.eval.skill-mismatch', "Eval x names skill 'b', but this suite belongs to skill 'a'."),
      err(A, 11, 9, 'suite.file.outside-repo', "File '../../../x' resolves outside the repository."),
      err(A, 12, 9, 'suite.file.missing', "File 'gone' does not exist (paths are relative to the skill folder: skills/a/gone)."),
      err(A, 16, 13, 'suite.eval.duplicate-id', 'Duplicate eval id "x" for skill \'a\' (first defined at skills/a/evals/evals.json:4); this entry is ignored.')
    ])
    expect(shown(r.evals)).toStrictEqual([
      {
        skill: 'a',
        id: 1,
        prompt: 'p',
        files: ['data/in.txt', 'data/dir'],
        resolvedFiles: ['<root>/data/in.txt', '<root>/data/dir'],
        filesRoot: '<root>',
        assertions: [],
        source: { file: R, line: 4, column: 5 },
        skillSource: { file: R, line: 6, column: 16 }
      },
      { skill: 'b', id: 2, prompt: 'uses skill_name', files: [], resolvedFiles: [], assertions: [], source: { file: R, line: 19, column: 5 } },
      {
        skill: 'a',
        id: 3,
        prompt: 'p',
        files: [],
        resolvedFiles: [],
        assertions: [{ text: 'x', source: { file: R, line: 28, column: 9 } }],
        source: { file: R, line: 23, column: 5 },
        skillSource: { file: R, line: 25, column: 16 }
      },
      {
        skill: 'a',
        id: 4,
        prompt: 'p',
        files: [],
        resolvedFiles: [],
        assertions: [],
        source: { file: R, line: 39, column: 5 },
        expectedOutput: 'out',
        bash: true,
        critical: true,
        skillLoading: 'discover',
        skillSource: { file: R, line: 41, column: 16 }
      },
      { skill: 'a', id: 5, prompt: 'p', files: [], resolvedFiles: [], assertions: [], source: { file: R, line: 48, column: 5 }, skillSource: { file: R, line: 50, column: 16 } },
      {
        skill: 'a',
        id: 'x',
        prompt: 'p',
        files: ['files/f.txt', '../../data/in.txt'],
        resolvedFiles: ['<root>/skills/a/files/f.txt', '<root>/data/in.txt'],
        filesRoot: '<root>',
        assertions: [],
        source: { file: A, line: 4, column: 5 }
      },
      {
        skill: 'b',
        id: 1,
        prompt: 'p',
        files: [],
        resolvedFiles: [],
        assertions: [{ text: 'e', source: { file: 'skills/b/evals/evals.json', line: 9, column: 9 } }],
        source: { file: 'skills/b/evals/evals.json', line: 4, column: 5 }
      }
    ])
  })
})

describe('entries that cannot be an eval, and which skill an entry tests', () => {
  test('bad entries are reported once (by the schema) and skipped; a repo-level entry needs a skill unless skill_name names one', async () => {
    const a = skill('a')
    // a second skill in the same folder: its suite is read once, for the first skill
    const twin: Skill = { ...skill('a'), name: 'a2' }
    write(
      'evals/evals.json',
      json({
        skill_name: 'nope',
        evals: [
          { id: 9, prompt: 'p' },
          { id: 10, skill: '', prompt: 'p' },
          'str',
          { id: 1.5, prompt: 'p', skill: 'a' },
          { id: '', prompt: 'p', skill: 'a' },
          { id: 11, prompt: '', skill: 'a' },
          { id: 12, skill: 'a', prompt: 'p', expectations: ['only'] },
          { id: 13, skill: 'ghost', prompt: 'p' },
          { id: 14, skill: 'a', prompt: 'p', files: [5, 'skills/a'] }
        ]
      })
    )
    write('skills/a/evals/evals.json', json({ evals: [{ id: 1, prompt: 'p', skill: '' }, { id: 2, prompt: 'p', skill: 'a' }] }))
    const r = await loadSuites(root, [a, twin])
    const R = 'evals/evals.json'
    expect(r.findings).toStrictEqual([
      err(R, 10, 16, 'suite.schema', 'evals[1].skill must not be empty.'),
      err(R, 13, 5, 'suite.schema', 'evals[2] must be an object (mapping), not a string.'),
      err(R, 15, 13, 'suite.schema', 'evals[3].id must be integer or string, not a number.'),
      err(R, 20, 13, 'suite.schema', 'evals[4].id must not be empty.'),
      err(R, 26, 17, 'suite.schema', 'evals[5].prompt must not be empty.'),
      err(R, 47, 9, 'suite.schema', 'evals[8].files[0] must be string, not an integer.'),
      err(R, 4, 5, 'suite.eval.missing-skill', "Eval 9 has no 'skill'; entries of the repo-level evals/evals.json must name the skill they test."),
      err('skills/a/evals/evals.json', 6, 16, 'suite.schema', 'evals[0].skill must not be empty.')
    ])
    expect(shown(r.evals)).toStrictEqual([
      {
        skill: 'a',
        id: 12,
        prompt: 'p',
        files: [],
        resolvedFiles: [],
        assertions: [{ text: 'only', source: { file: R, line: 34, column: 9 } }],
        source: { file: R, line: 29, column: 5 },
        skillSource: { file: R, line: 31, column: 16 }
      },
      // a skill that does not exist is still loaded here (coverage reports it)
      { skill: 'ghost', id: 13, prompt: 'p', files: [], resolvedFiles: [], assertions: [], source: { file: R, line: 37, column: 5 }, skillSource: { file: R, line: 39, column: 16 } },
      { skill: 'a', id: 14, prompt: 'p', files: ['skills/a'], resolvedFiles: ['<root>/skills/a'], filesRoot: '<root>', assertions: [], source: { file: R, line: 42, column: 5 }, skillSource: { file: R, line: 44, column: 16 } },
      { skill: 'a', id: 1, prompt: 'p', files: [], resolvedFiles: [], assertions: [], source: { file: 'skills/a/evals/evals.json', line: 3, column: 5 } },
      { skill: 'a', id: 2, prompt: 'p', files: [], resolvedFiles: [], assertions: [], source: { file: 'skills/a/evals/evals.json', line: 8, column: 5 } }
    ])
  })

  test('specialKind names what is not a regular file (real file system entries)', () => {
    write('plain.txt', 'x')
    symlinkSync(path.join(root, 'plain.txt'), path.join(root, 'link'))
    expect(specialKind(statSync('/dev/null'))).toBe('a character device')
    expect(specialKind(lstatSync(path.join(root, 'link')))).toBe('a symbolic link')
    expect(specialKind(statSync(path.join(root, 'plain.txt')))).toBe('not a regular file')
  })
})

describe('a repository without suites', () => {
  test('a root that does not exist has no suites and no findings', async () => {
    expect(await loadSuites(path.join(root, 'missing'), [skill('a')])).toStrictEqual({ evals: [], findings: [] })
  })

  test('skill_name of a per-skill suite equal to the skill, or empty, is fine', async () => {
    const a = skill('a')
    write('skills/a/evals/evals.json', json({ skill_name: 'a', evals: [{ id: 1, prompt: 'p' }] }))
    expect((await loadSuites(root, [a])).findings).toEqual([])
    write('skills/a/evals/evals.json', json({ skill_name: '', evals: [{ id: 1, prompt: 'p' }] }))
    expect((await loadSuites(root, [a])).findings.map((f) => f.rule)).toEqual(['suite.schema'])
  })
})

describe('absolute paths in files', () => {
  test('/x, C:\\x, C:/x and \\x are absolute; a:/b further in is a relative path', async () => {
    const a = skill('a')
    write('evals/evals.json', json({ evals: [{ id: 1, skill: 'a', prompt: 'p', files: ['/x', 'C:\\x', 'c:/x', '\\x', 'a/C:/b'] }] }))
    const r = await loadSuites(root, [a])
    expect(r.findings.map((f) => [f.rule, f.message])).toEqual([
      ['suite.file.absolute', "File '/x' is an absolute path; use a path relative to the repository root."],
      ['suite.file.absolute', "File 'C:\\x' is an absolute path; use a path relative to the repository root."],
      ['suite.file.absolute', "File 'c:/x' is an absolute path; use a path relative to the repository root."],
      ['suite.file.absolute', "File '\\x' is an absolute path; use a path relative to the repository root."],
      ['suite.file.missing', "File 'a/C:/b' does not exist (paths are relative to the repository root: a/C:/b)."]
    ])
  })
})

describe('where suites are read from', () => {
  test('a repository reached through a symlink: files inside it are inside', async () => {
    const real = mkdtempSync(path.join(tmpdir(), 'skill-evals-msuites-real-'))
    try {
      const link = path.join(outside, 'repo')
      symlinkSync(real, link)
      mkdirSync(path.join(real, 'skills/a'), { recursive: true })
      mkdirSync(path.join(real, 'data'))
      writeFileSync(path.join(real, 'data/in.txt'), 'x')
      mkdirSync(path.join(real, 'evals'))
      writeFileSync(path.join(real, 'evals/evals.json'), json({ evals: [{ id: 1, skill: 'a', prompt: 'p', files: ['data/in.txt'] }] }))
      const a: Skill = { ...skill('a'), dir: path.join(link, 'skills/a') }
      const r = await loadSuites(link, [a])
      expect(r.findings).toEqual([])
      expect(r.evals.map((e) => e.files)).toEqual([['data/in.txt']])
    } finally {
      rmSync(real, { recursive: true, force: true })
    }
  })

  test('a skill at the repository root: its suite is the repo-level one, read once', async () => {
    const top: Skill = { ...skill('top'), dir: root, relDir: '.', file: 'SKILL.md' }
    write('evals/evals.json', json({ evals: [{ id: 1, skill: 'top', prompt: 'p' }] }))
    const r = await loadSuites(root, [top])
    expect(r.findings).toEqual([])
    expect(r.evals.map((e) => e.id)).toEqual([1])
  })

  test('a suite over 5 MiB is not read', async () => {
    write('evals/evals.json', ' '.repeat(5 * 1024 * 1024 + 1))
    expect((await loadSuites(root, [])).findings).toStrictEqual([
      { severity: 'error', file: 'evals/evals.json', rule: 'suite.read', message: 'evals/evals.json is 5242881 bytes; eval suites larger than 5242880 bytes are not read.' }
    ])
  })
})
