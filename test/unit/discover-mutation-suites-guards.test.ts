import { afterEach, beforeEach, describe, expect, test } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { linkSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { loadSuites } from '../../src/discover/suites.js'
import type { Finding, Skill } from '../../src/types.js'

// Mutation tests (issue 23) of eval file loading (src/discover/suites.ts), second part: what the
// schema refuses is not loaded anyway (the loader reports nothing more than the schema did), the
// fields an eval case keeps, checks of a repo-level eval resolved in the named skill's folder,
// special files (severity, the bound of the folder walk), and a file whose problems overflow
// the reporter.

let root: string
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'skill-evals-msuites2-'))
})
afterEach(() => {
  rmSync(root, { recursive: true, force: true })
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
const R = 'evals/evals.json'
const rules = (findings: Finding[]) => findings.map((f) => [f.severity, f.rule, f.line, f.column])

describe('what the schema refuses is not loaded, and nothing else is reported', () => {
  test.each([
    ['a list', '[]\n'],
    ['null', 'null\n'],
    ['a string', '"evals"\n']
  ])('a suite file that is %s: the schema error only', async (_label, text) => {
    skill('a')
    write(R, text)
    const r = await loadSuites(root, [skill('a')])
    expect(rules(r.findings)).toEqual([['error', 'suite.schema', 1, 1]])
    expect(r.evals).toEqual([])
  })

  test('an evals value that is an object with a length and numbered keys loads no eval', async () => {
    write(R, json({ evals: { length: 1, 0: { id: 1, skill: 'a', prompt: 'p', assertions: ['x'] } } }))
    const r = await loadSuites(root, [skill('a')])
    expect(r.findings.map((f) => [f.rule, f.message])).toEqual([['suite.schema', 'evals must be a list, not an object.']])
    expect(r.evals).toEqual([])
  })

  test('an eval entry that is null, or whose id is a list or an object, is reported by the schema and skipped', async () => {
    write(R, json({ evals: [null, { id: [1], skill: 'a', prompt: 'p' }, { id: { length: 1 }, skill: 'a', prompt: 'p' }, { id: 2, skill: 'a', prompt: 'p' }] }))
    const r = await loadSuites(root, [skill('a')])
    expect(r.findings.map((f) => [f.rule, f.line, f.message])).toEqual([
      ['suite.schema', 3, 'evals[0] must be an object (mapping), not null.'],
      ['suite.schema', 5, 'evals[1].id must be integer or string, not an array.'],
      ['suite.schema', 12, 'evals[2].id must be integer or string, not an object.']
    ])
    expect(r.evals.map((e) => e.id)).toEqual([2])
  })
})

describe('the eval case', () => {
  test('expected_output, bash and skill_loading are kept only when they have the right type and value', async () => {
    write(
      R,
      json({
        evals: [
          { id: 1, skill: 'a', prompt: 'p' },
          { id: 2, skill: 'a', prompt: 'p', expected_output: 'out', bash: true, skill_loading: 'preload', critical: true },
          { id: 3, skill: 'a', prompt: 'p', skill_loading: 'discover' }
        ]
      })
    )
    const a = skill('a')
    const r = await loadSuites(root, [a])
    expect(r.findings).toEqual([])
    const src = (line: number) => ({ file: R, line, column: 5 })
    const skillSrc = (line: number) => ({ file: R, line, column: 16 })
    expect(r.evals).toStrictEqual([
      { skill: 'a', id: 1, prompt: 'p', files: [], resolvedFiles: [], assertions: [], source: src(3), skillSource: skillSrc(5) },
      { skill: 'a', id: 2, prompt: 'p', files: [], resolvedFiles: [], assertions: [], source: src(8), expectedOutput: 'out', bash: true, critical: true, skillLoading: 'preload', skillSource: skillSrc(10) },
      { skill: 'a', id: 3, prompt: 'p', files: [], resolvedFiles: [], assertions: [], source: src(17), skillLoading: 'discover', skillSource: skillSrc(19) }
    ])
  })

  test("a repo-level eval naming a skill: its checks' files are looked up in that skill's folder", async () => {
    const a = skill('a')
    write('skills/a/schemas/ok.json', '{}')
    const check = (schema: string) => ({ text: 't', check: { kind: 'json_schema', in: 'out.json', schema_path: schema } })
    write(R, json({ evals: [{ id: 1, skill: 'a', prompt: 'p', assertions: [check('schemas/ok.json'), check('schemas/missing.json')] }] }))
    const r = await loadSuites(root, [a])
    expect(r.findings.map((f) => [f.severity, f.rule, f.message])).toEqual([
      ['error', 'suite.check.invalid', "Invalid 'json_schema' check: 'schema_path' 'schemas/missing.json' does not exist in the skill folder."]
    ])
    expect(r.evals[0]!.assertions).toHaveLength(2)
  })
})

describe('special files in files', () => {
  test('a FIFO listed in files, or inside a listed folder, is an error', async () => {
    const a = skill('a')
    mkdirSync(path.join(root, 'data/dir/sub'), { recursive: true })
    execFileSync('mkfifo', [path.join(root, 'data/pipe')])
    execFileSync('mkfifo', [path.join(root, 'data/dir/sub/pipe')])
    write(R, json({ evals: [{ id: 1, skill: 'a', prompt: 'p', files: ['data/pipe', 'data/dir'] }] }))
    const r = await loadSuites(root, [a])
    expect(r.findings.map((f) => [f.severity, f.rule, f.message])).toEqual([
      ['error', 'suite.file.special', "File 'data/pipe' is a named pipe (FIFO), not a regular file or folder; only regular files and folders can be listed in 'files'."],
      ['error', 'suite.file.special', "Folder 'data/dir' holds 'data/dir/sub/pipe', which is a named pipe (FIFO), not a regular file or folder; only regular files and folders can be listed in 'files'."]
    ])
    expect(r.evals[0]!.files).toEqual([])
  })

  test('links inside a listed folder to a regular file, to a folder (not walked) or to nothing are fine', async () => {
    const a = skill('a')
    mkdirSync(path.join(root, 'data/dir'), { recursive: true })
    mkdirSync(path.join(root, 'other/sub'), { recursive: true })
    execFileSync('mkfifo', [path.join(root, 'other/sub/pipe')])
    write('other/f.txt', 'f')
    symlinkSync(path.join(root, 'other'), path.join(root, 'data/dir/to-folder'))
    symlinkSync(path.join(root, 'other/f.txt'), path.join(root, 'data/dir/to-file'))
    symlinkSync(path.join(root, 'nowhere'), path.join(root, 'data/dir/dangling'))
    write(R, json({ evals: [{ id: 1, skill: 'a', prompt: 'p', files: ['data/dir'] }] }))
    const r = await loadSuites(root, [a])
    expect(r.findings).toEqual([])
    expect(r.evals[0]!.files).toEqual(['data/dir'])
  })

  test('a listed folder nested deeper than the system lets a path be: walked as far as it can be listed, reported as too long (issue 33, must 8)', async () => {
    const a = skill('a')
    mkdirSync(path.join(root, 'data'))
    // 25 levels of 200 characters: more than PATH_MAX (4,096), so the deeper listings fail
    // (ENAMETOOLONG, also for root); mkdir -p and rm -rf work below that limit step by step.
    const deep = Array.from({ length: 25 }, () => 'd'.repeat(200)).join('/')
    execFileSync('mkdir', ['-p', deep], { cwd: path.join(root, 'data') })
    try {
      write(R, json({ evals: [{ id: 1, skill: 'a', prompt: 'p', files: ['data'] }] }))
      const r = await loadSuites(root, [a])
      expect(r.findings.map((f) => [f.rule, f.line])).toEqual([['security.path-too-long', 8]])
      expect(r.findings[0]!.message).toMatch(/over the 3072 bytes allowed/)
      expect(r.evals[0]!.files).toEqual([])
    } finally {
      execFileSync('rm', ['-rf', 'data'], { cwd: root })
    }
  })

  test('the walk of a listed folder looks at its first 20,000 entries: a FIFO past them is not looked for', async () => {
    const a = skill('a')
    const big = path.join(root, 'data/big')
    mkdirSync(path.join(big, 'sub'), { recursive: true })
    execFileSync('mkfifo', [path.join(big, 'sub/pipe')])
    // 19,999 files and the sub-folder: 20,000 entries before the sub-folder's turn
    writeFileSync(path.join(big, 'f0'), '')
    for (let i = 1; i < 19_999; i++) linkSync(path.join(big, 'f0'), path.join(big, `f${i}`))
    write(R, json({ evals: [{ id: 1, skill: 'a', prompt: 'p', files: ['data/big'] }] }))
    const r = await loadSuites(root, [a])
    expect(r.findings).toEqual([])
    expect(r.evals[0]!.files).toEqual(['data/big'])
    // one entry fewer: the sub-folder is walked and its FIFO found
    unlinkSync(path.join(big, 'f1'))
    const r2 = await loadSuites(root, [a])
    expect(r2.findings.map((f) => f.message)).toEqual([
      "Folder 'data/big' holds 'data/big/sub/pipe', which is a named pipe (FIFO), not a regular file or folder; only regular files and folders can be listed in 'files'."
    ])
  })
})

describe('a suite file whose problems are too many to report', () => {
  test('100 JSON problems in a file are all reported; the 101st is counted in one more finding', async () => {
    const a = skill('a')
    const doc = (n: number) => '{"evals": [], ' + '"x": 0, '.repeat(n) + '"y": 0}\n'
    write(R, doc(101))
    const json100 = (await loadSuites(root, [a])).findings.map((f) => f.rule).filter((x) => x.startsWith('suite.json.'))
    expect(json100).toEqual(Array(100).fill('suite.json.duplicate-key'))
    write(R, doc(102))
    const r = await loadSuites(root, [a])
    expect(r.findings.filter((f) => f.rule === 'suite.json.duplicate-key')).toHaveLength(100)
    expect(r.findings.filter((f) => f.rule === 'suite.json.more').map((f) => [f.severity, f.message])).toEqual([
      ['error', `1 more JSON problem was not reported in ${R}; fix the ones above first.`],
    ])
  })

  test('200,000 duplicate keys: the first 100 reported, then one finding with how many more; the other suites still load', async () => {
    const a = skill('a')
    const b = skill('b')
    write(R, '{"evals": [], ' + '"x": 0, '.repeat(200_000) + '"y": 0}\n')
    write('skills/b/evals/evals.json', json({ evals: [{ id: 1, prompt: 'p' }] }))
    const r = await loadSuites(root, [a, b])
    const rules = r.findings.map((f) => f.rule)
    expect(rules.filter((x) => x === 'suite.json.duplicate-key')).toHaveLength(100)
    const more = r.findings.filter((f) => f.rule === 'suite.json.more')
    expect(more).toEqual([{ severity: 'error', file: R, rule: 'suite.json.more', message: `199899 more JSON problems were not reported in ${R}; fix the ones above first.` }])
    expect(r.findings.every((f) => f.file === R)).toBe(true)
    expect(r.evals.map((e) => [e.skill, e.id])).toEqual([['b', 1]])
  })
})
