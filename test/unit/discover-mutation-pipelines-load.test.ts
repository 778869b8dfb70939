import { afterEach, beforeEach, describe, expect, test } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { loadPipelines } from '../../src/discover/pipelines.js'
import type { Finding, Skill } from '../../src/types.js'

// Mutation tests (issue 23) of pipeline scenario loading (src/discover/pipelines.ts), second
// round: which files are read and in which order, ids, seed files of every shape and path, steps
// of the wrong shape, what the final assertions' checks resolve against, and the exact scenario
// that is returned.

let base: string
let root: string
beforeEach(() => {
  base = realpathSync(mkdtempSync(path.join(tmpdir(), 'skill-evals-mpload-')))
  root = path.join(base, 'repo')
  mkdirSync(root)
})
afterEach(() => {
  rmSync(base, { recursive: true, force: true })
})

const w = (rel: string, c: string): void => {
  mkdirSync(path.dirname(path.join(root, rel)), { recursive: true })
  writeFileSync(path.join(root, rel), c)
}
const sk = (name: string): Skill => ({
  name,
  dir: path.join(root, 'skills', name),
  relDir: `skills/${name}`,
  file: `skills/${name}/SKILL.md`,
  frontmatter: { name, description: 'd', metadata: {}, allowedTools: [], raw: {} },
  body: '',
  bodyLine: 4
})
const skills = (): Skill[] => [sk('plan'), sk('adr')]

function scenario(id: string, over: Record<string, unknown> = {}): Record<string, unknown> {
  return { id, description: 'd', setup: { repo_strategy: 'local-tmp-init' }, steps: [{ skill: 'plan', prompt: 'p', verify: ['v'] }], final_assertions: ['f'], ...over }
}
/** Write evals/pipeline/<name>.json; returns its text. */
function put(name: string, doc: unknown): string {
  const text = JSON.stringify(doc, null, 2) + '\n'
  w(`evals/pipeline/${name}.json`, text)
  return text
}
/** 1-based line of the first line holding `needle`. */
function lineOf(text: string, needle: string): number {
  const i = text.split('\n').findIndex((l) => l.includes(needle))
  if (i < 0) throw new Error(`'${needle}' not found`)
  return i + 1
}
const brief = (fs: Finding[]): [string, string, number | undefined, string][] => fs.map((f) => [f.severity, f.rule, f.line, f.message])

describe('which scenario files are read, and in which order', () => {
  test('files are read in name order (the first error a run reports is the first file\'s); other files and folders named *.json are skipped quietly', async () => {
    const names = ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8']
    for (const n of names) put(n, scenario(n, { steps: [{ skill: 'ghost', prompt: 'p', verify: ['v'] }] }))
    w('evals/pipeline/notes.txt', 'not a scenario')
    w('evals/pipeline/README.md', '# Scenarios')
    mkdirSync(path.join(root, 'evals/pipeline/old.json'))
    const r = await loadPipelines(root, skills())
    expect(r.scenarios).toStrictEqual([])
    expect(r.findings.map((f) => [f.file, f.rule])).toStrictEqual(names.map((n) => [`evals/pipeline/${n}.json`, 'pipeline.step.unknown-skill']))
  })

  test('files are read in code-unit order, whatever order the system lists the folder in', async () => {
    // U+1F600 is a surrogate pair (0xD83D…), below U+FF41 in UTF-16 code units but above it in bytes,
    // the order Node lists a folder in on Linux (libuv sorts it); other systems list in their own order.
    const names = ['\uFF41', '\u{1F600}']
    for (const n of names) put(n, scenario('x'))
    const r = await loadPipelines(root, skills())
    expect(r.findings.map((f) => [f.file, f.rule])).toStrictEqual([
      ['evals/pipeline/\u{1F600}.json', 'pipeline.id.file-stem'],
      ['evals/pipeline/\uFF41.json', 'pipeline.id.file-stem']
    ])
  })

  test("scenarios are listed by id: 'review' before 'review-fix' (their file names sort the other way)", async () => {
    put('review-fix', scenario('review-fix'))
    put('review', scenario('review'))
    const r = await loadPipelines(root, skills())
    expect(r.findings).toStrictEqual([])
    expect(r.scenarios.map((s) => s.id)).toStrictEqual(['review', 'review-fix'])
  })

  test('a scenario file over 5 MiB is an error giving its size, and is not read', async () => {
    w('evals/pipeline/huge.json', '')
    truncateSync(path.join(root, 'evals/pipeline/huge.json'), 5 * 1024 * 1024 + 1)
    const r = await loadPipelines(root, skills())
    expect(r.findings).toStrictEqual([
      { severity: 'error', file: 'evals/pipeline/huge.json', rule: 'pipeline.read', message: 'evals/pipeline/huge.json is 5242881 bytes; scenarios larger than 5242880 bytes are not read.' }
    ])
  })

  test('a scenario file that is a broken link is an error that it could not be read', async () => {
    mkdirSync(path.join(root, 'evals/pipeline'), { recursive: true })
    symlinkSync(path.join(root, 'nowhere.json'), path.join(root, 'evals/pipeline/gone.json'))
    const r = await loadPipelines(root, skills())
    expect(r.findings.map((f) => [f.severity, f.file, f.rule])).toStrictEqual([['error', 'evals/pipeline/gone.json', 'pipeline.read']])
    expect(r.findings[0]!.message).toMatch(/^Could not read evals\/pipeline\/gone\.json: (Error: )?ENOENT: no such file or directory/)
  })

  test('a repository opened through a linked path still copies its own seed files', async () => {
    w('data/a.txt', 'a')
    put('seeded', scenario('seeded', { setup: { repo_strategy: 'local-tmp-init', seed: { files: ['data/a.txt'] } } }))
    symlinkSync(root, path.join(base, 'link'))
    const r = await loadPipelines(path.join(base, 'link'), skills())
    expect(r.findings).toStrictEqual([])
    expect(r.scenarios.map((s) => s.seed)).toStrictEqual([{ files: [{ kind: 'copy', path: 'data/a.txt', resolved: path.join(base, 'link/data/a.txt') }] }])
  })

  test('a scenario file holding null is one error: it must be an object', async () => {
    w('evals/pipeline/empty.json', 'null\n')
    const r = await loadPipelines(root, skills())
    expect(r.findings.map((f) => [f.severity, f.file, f.rule, f.line])).toStrictEqual([['error', 'evals/pipeline/empty.json', 'pipeline.schema', 1]])
    expect(r.findings[0]!.message).toMatch(/must be an object/)
  })
})

describe('the id', () => {
  test('an empty, a numeric or a missing id is one schema error each, and no kebab-case or file-name error', async () => {
    const t1 = put('empty-id', scenario(''))
    const t2 = put('number-id', scenario('x', { id: 5 }))
    const noId = scenario('x')
    delete noId['id']
    put('no-id', noId)
    const r = await loadPipelines(root, skills())
    expect(r.scenarios).toStrictEqual([])
    expect(r.findings.map((f) => [f.file, f.rule, f.line, f.message])).toStrictEqual([
      ['evals/pipeline/empty-id.json', 'pipeline.schema', lineOf(t1, '"id"'), 'id must not be empty.'],
      ['evals/pipeline/no-id.json', 'pipeline.schema', 1, "(document) is missing the required property 'id'."],
      ['evals/pipeline/number-id.json', 'pipeline.schema', lineOf(t2, '"id"'), 'id must be string, not an integer.']
    ])
  })
})

describe('seed files', () => {
  test('CLAUDE.md may be seeded as a file when there is no claude_md; the scenario then has no claudeMd', async () => {
    put('claude', scenario('claude', { setup: { repo_strategy: 'local-tmp-init', seed: { files: [{ path: 'CLAUDE.md', content: '# Rules' }] } } }))
    const r = await loadPipelines(root, skills())
    expect(r.findings).toStrictEqual([])
    expect(r.scenarios.map((s) => s.seed)).toStrictEqual([{ files: [{ kind: 'inline', path: 'CLAUDE.md', content: '# Rules' }] }])
  })

  test('a seed file entry of the wrong shape is one error naming it, however it is wrong', async () => {
    const files = ['', null, { content: 'x' }, { path: 5, content: 'x' }, { path: '', content: 'x' }, { path: '../x' }, { path: 'x.md', content: 5 }]
    const text = put('shapes', scenario('shapes', { setup: { repo_strategy: 'local-tmp-init', seed: { files } } }))
    const r = await loadPipelines(root, skills())
    const lines = text.split('\n')
    const filesLine = lineOf(text, '"files"')
    // the line where each entry starts: after "files", at the entries' indentation (not a closing brace)
    const entryLines = lines.map((l, i) => [l, i + 1] as const).filter(([l, n]) => n > filesLine && /^ {8}[^\s}]/.test(l)).map(([, n]) => n)
    const oneOf = (i: number): [string, string, number | undefined, string] => [
      'error',
      'pipeline.schema',
      entryLines[i],
      `Seed file ${i} must be a repository-relative path (a string) or an object {"path", "content"}.`
    ]
    // (a wrong path or content inside an object entry is named as well, before the entry's error)
    expect(brief(r.findings)).toStrictEqual([
      oneOf(0),
      oneOf(1),
      oneOf(2),
      ['error', 'pipeline.schema', lineOf(text, '"path": 5'), 'setup.seed.files[3].path must be string, not an integer.'],
      oneOf(3),
      ['error', 'pipeline.schema', lineOf(text, '"path": ""'), 'setup.seed.files[4].path must not be empty.'],
      oneOf(4),
      oneOf(5),
      ['error', 'pipeline.schema', lineOf(text, '"content": 5'), 'setup.seed.files[6].content must be string, not an integer.'],
      oneOf(6)
    ])
  })

  test('the eleventh seed file is named by its index, 10', async () => {
    const files: unknown[] = Array.from({ length: 10 }, (_, i) => ({ path: `f${i}.md`, content: 'x' }))
    files.push(7)
    const text = put('many', scenario('many', { setup: { repo_strategy: 'local-tmp-init', seed: { files } } }))
    const r = await loadPipelines(root, skills())
    expect(brief(r.findings)).toStrictEqual([
      ['error', 'pipeline.schema', lineOf(text, ' 7'), 'Seed file 10 must be a repository-relative path (a string) or an object {"path", "content"}.']
    ])
  })

  test('seed paths: absolute, NUL, the repository itself, its parent, a folder or .git are errors; backslashes and colons inside are path characters', async () => {
    const bad = ['a\0b', '\\\\server\\share', 'a\\', '.', '..', 'a/..', './', '.git', '.git/hooks/pre-commit']
    const good = ['docs\\a.md', 'notes/v:/a.md', './b.md']
    const files = [...bad, ...good].map((p) => ({ path: p, content: 'x' }))
    const text = put('paths', scenario('paths', { setup: { repo_strategy: 'local-tmp-init', seed: { files } } }))
    const r = await loadPipelines(root, skills())
    const at = (i: number): number => lineOf(text, `"path": ${JSON.stringify(files[i]!.path)}`)
    expect(brief(r.findings)).toStrictEqual([
      ['error', 'pipeline.seed.path', at(0), "Seed path 'a\\0b' must be a relative path inside the temporary repository."],
      ['error', 'pipeline.seed.path', at(1), "Seed path '\\\\server\\share' must be a relative path inside the temporary repository."],
      ['error', 'pipeline.seed.path', at(2), "Seed path 'a\\' must name a file inside the temporary repository."],
      ['error', 'pipeline.seed.path', at(3), "Seed path '.' must name a file inside the temporary repository."],
      ['error', 'pipeline.seed.path', at(4), "Seed path '..' must name a file inside the temporary repository."],
      ['error', 'pipeline.seed.path', at(5), "Seed path 'a/..' must name a file inside the temporary repository."],
      ['error', 'pipeline.seed.path', at(6), "Seed path './' must name a file inside the temporary repository."],
      ['error', 'pipeline.seed.path', at(7), "Seed path '.git' is inside .git; seed files cannot change the repository's git data."],
      ['error', 'pipeline.seed.path', at(8), "Seed path '.git/hooks/pre-commit' is inside .git; seed files cannot change the repository's git data."]
    ])
    // the same paths without the bad ones load as written, normalised
    put('paths', scenario('paths', { setup: { repo_strategy: 'local-tmp-init', seed: { files: good.map((p) => ({ path: p, content: 'x' })) } } }))
    const ok = await loadPipelines(root, skills())
    expect(ok.findings).toStrictEqual([])
    expect(ok.scenarios.map((s) => s.seed.files.map((f) => f.path))).toStrictEqual([['docs/a.md', 'notes/v:/a.md', 'b.md']])
  })

  test("a seed path './' is an error, not silently dropped", async () => {
    w('data/a.txt', 'a')
    const text = put('whole', scenario('whole', { setup: { repo_strategy: 'local-tmp-init', seed: { files: ['./'] } } }))
    const r = await loadPipelines(root, skills())
    expect(r.scenarios).toStrictEqual([])
    expect(brief(r.findings)).toStrictEqual([['error', 'pipeline.seed.path', lineOf(text, '"./"'), "Seed path './' must name a file inside the temporary repository."]])
  })

  test('a seed file that is a named pipe is an error: not a regular file or folder', async () => {
    mkdirSync(path.join(root, 'data'))
    execFileSync('mkfifo', [path.join(root, 'data/pipe')])
    const text = put('fifo', scenario('fifo', { setup: { repo_strategy: 'local-tmp-init', seed: { files: ['data/pipe'] } } }))
    const r = await loadPipelines(root, skills())
    expect(brief(r.findings)).toStrictEqual([['error', 'pipeline.seed.missing', lineOf(text, '"data/pipe"'), "Seed file 'data/pipe' is not a regular file or folder."]])
  })
})

describe('steps and final assertions', () => {
  test('steps of the wrong shape get their schema errors only: no unknown-skill error, no step-number warning', async () => {
    const steps = [
      { prompt: 'p', verify: ['v'] },
      { skill: '', prompt: 'p', verify: ['v'] },
      { skill: 'plan', prompt: 'p', verify: ['v'], step: '3' },
      { skill: 'plan', prompt: 'p', verify: ['v'], step: 4.5 },
      null
    ]
    const text = put('shapes', scenario('shapes', { steps }))
    const r = await loadPipelines(root, skills())
    expect(r.scenarios).toStrictEqual([])
    expect(r.findings.every((f) => f.rule === 'pipeline.schema')).toBe(true)
    expect(r.findings.map((f) => f.message)).toStrictEqual([
      "steps[0] is missing the required property 'skill'.",
      'steps[1].skill must not be empty.',
      'steps[2].step must be integer, not a string.',
      'steps[3].step must be integer, not a number.',
      'steps[4] must be an object (mapping), not null.'
    ])
    expect(r.findings[0]!.line).toBe(lineOf(text, '"steps"') + 1)
  })

  test('no steps at all: one schema error', async () => {
    const doc = scenario('no-steps')
    delete doc['steps']
    put('no-steps', doc)
    const r = await loadPipelines(root, skills())
    expect(r.findings.map((f) => [f.rule, f.message])).toStrictEqual([['pipeline.schema', "(document) is missing the required property 'steps'."]])
  })

  test("the final assertions' script checks resolve against the skill the last step names", async () => {
    w('skills/adr/scripts/check.sh', '#!/bin/sh\nexit 0\n')
    chmodSync(path.join(root, 'skills/adr/scripts/check.sh'), 0o755)
    const check = (command: string) => [{ text: 'checked', check: { kind: 'script', command } }]
    const twoSteps = (prompt2: string) => [
      { skill: 'plan', prompt: 'p', verify: ['v'] },
      { skill: 'adr', prompt: prompt2, verify: ['v'] }
    ]
    put('found', scenario('found', { steps: twoSteps('p2'), final_assertions: check('scripts/check.sh') }))
    const missing = put('missing', scenario('missing', { steps: twoSteps('p2'), final_assertions: check('scripts/missing.sh') }))
    // an empty prompt in the last step is its own error; the check still looks in adr's folder, where the script is
    const empty = put('empty-prompt', scenario('empty-prompt', { steps: twoSteps(''), final_assertions: check('scripts/check.sh') }))
    const r = await loadPipelines(root, skills())
    expect(r.scenarios.map((s) => s.id)).toStrictEqual(['found'])
    expect(r.findings.map((f) => [f.file, f.rule, f.line, f.message])).toStrictEqual([
      ['evals/pipeline/empty-prompt.json', 'pipeline.schema', lineOf(empty, '"prompt": ""'), 'steps[1].prompt must not be empty.'],
      [
        'evals/pipeline/missing.json',
        'pipeline.check.invalid',
        lineOf(missing, '"command"'),
        "Invalid 'script' check: script 'scripts/missing.sh' does not exist in the skill folder."
      ]
    ])
  })

  test('a loaded scenario is exactly what its file says: a step number and CLAUDE.md only when written', async () => {
    const text = put(
      'exact',
      scenario('exact', {
        description: 'Plan, then decide.',
        cost_class: 'high',
        setup: { repo_strategy: 'local-tmp-init', seed: { claude_md: '# Rules', files: [{ path: 'docs\\spec.md', content: 'spec' }] } },
        steps: [
          { step: 1, skill: 'plan', prompt: 'Plan it.', verify: ['planned'] },
          { skill: 'adr', prompt: 'Decide.', verify: [] }
        ],
        final_assertions: ['done']
      })
    )
    const r = await loadPipelines(root, skills())
    const file = 'evals/pipeline/exact.json'
    expect(r.findings.map((f) => f.rule)).toStrictEqual(['pipeline.step.no-verify'])
    expect(r.scenarios).toStrictEqual([
      {
        id: 'exact',
        description: 'Plan, then decide.',
        costClass: 'high',
        file,
        repoStrategy: 'local-tmp-init',
        seed: { files: [{ kind: 'inline', path: 'docs/spec.md', content: 'spec' }], claudeMd: '# Rules' },
        steps: [
          { n: 1, skill: 'plan', prompt: 'Plan it.', verify: [{ text: 'planned', source: { file, line: lineOf(text, '"planned"'), column: 9 } }], source: { file, line: lineOf(text, '"step": 1') - 1, column: 5 }, step: 1 },
          { n: 2, skill: 'adr', prompt: 'Decide.', verify: [], source: { file, line: lineOf(text, '"skill": "adr"') - 1, column: 5 } }
        ],
        finalAssertions: [{ text: 'done', source: { file, line: lineOf(text, '"done"'), column: 5 } }]
      }
    ])
  })
})
