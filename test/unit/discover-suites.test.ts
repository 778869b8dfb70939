import { describe, test, expect, beforeEach, afterEach } from '@jest/globals'
import { mkdtempSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseJsonWithPositions } from '../../src/discover/json-source.js'
import { loadSuites } from '../../src/discover/suites.js'
import { checkCoverage } from '../../src/discover/coverage.js'
import { DEFAULT_CONFIG, defaultConfig } from '../../src/discover/config.js'
import type { Config, EvalCase, Finding, Skill } from '../../src/types.js'

// ─── Helpers ──────────────────────────────────────────────────────────────────────────

let root: string
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'skill-evals-suites-'))
})
afterEach(() => {
  rmSync(root, { recursive: true, force: true })
})

function write(rel: string, content: string | Buffer): void {
  const abs = path.join(root, rel)
  mkdirSync(path.dirname(abs), { recursive: true })
  writeFileSync(abs, content)
}

function skill(name: string, opts: { tier?: number; relDir?: string } = {}): Skill {
  const relDir = opts.relDir ?? `skills/${name}`
  mkdirSync(path.join(root, relDir), { recursive: true })
  return {
    name,
    dir: path.join(root, relDir),
    relDir,
    file: `${relDir}/SKILL.md`,
    frontmatter: {
      name,
      description: `The ${name} skill.`,
      metadata: {},
      allowedTools: [],
      raw: {},
      ...(opts.tier !== undefined ? { tier: opts.tier } : {}),
    },
    body: '',
    bodyLine: 4,
  }
}

/** Pretty-printed JSON so line numbers are predictable. */
const json = (v: unknown): string => JSON.stringify(v, null, 2) + '\n'

function only(findings: Finding[], rule: string): Finding {
  const hits = findings.filter((f) => f.rule === rule)
  if (hits.length !== 1) throw new Error(`expected exactly one '${rule}', got ${JSON.stringify(findings, null, 2)}`)
  return hits[0]!
}

/** 1-based line of the first line of `text` containing `needle` (after `from` matches). */
function lineOf(text: string, needle: string, nth = 1): number {
  const lines = text.split(/\r?\n/)
  let seen = 0
  for (let i = 0; i < lines.length; i++) {
    if (lines[i]!.includes(needle) && ++seen === nth) return i + 1
  }
  throw new Error(`'${needle}' not found`)
}

const two = ['first assertion', 'second assertion']

// ─── json-source ──────────────────────────────────────────────────────────────────────

describe('parseJsonWithPositions', () => {
  test('parses valid JSON and locates values by pointer', () => {
    const text = '{\n  "evals": [\n    {\n      "id": 1,\n      "prompt": "hi"\n    }\n  ]\n}\n'
    const src = parseJsonWithPositions(text, 'f.json')
    expect(src.findings).toEqual([])
    expect(src.value).toEqual({ evals: [{ id: 1, prompt: 'hi' }] })
    expect(src.locate('/evals/0/prompt')).toEqual({ line: 5, column: 17 })
    expect(src.locateKey('/evals/0/prompt')).toEqual({ line: 5, column: 7 })
    expect(src.locate('/evals/0')).toEqual({ line: 3, column: 5 })
    expect(src.locate('')).toEqual({ line: 1, column: 1 })
  })

  test('locate of a missing property falls back to the nearest existing parent', () => {
    const text = '{\n  "evals": [\n    { "id": 1 }\n  ]\n}'
    const src = parseJsonWithPositions(text, 'f.json')
    expect(src.locate('/evals/0/prompt')).toEqual({ line: 3, column: 5 })
    expect(src.locate('/evals/7/files/2')).toEqual({ line: 2, column: 12 })
    expect(src.locate('/nope')).toEqual({ line: 1, column: 1 })
    expect(src.has('/evals/0/id')).toBe(true)
    expect(src.has('/evals/0/prompt')).toBe(false)
  })

  test('pointer escapes (~0, ~1) are honoured', () => {
    const src = parseJsonWithPositions('{"a/b": {"c~d": 1}}', 'f.json')
    expect(src.locate('/a~1b/c~0d')).toEqual({ line: 1, column: 17 })
  })

  test('empty file → error json.empty at line 1', () => {
    for (const text of ['', '   \n\n']) {
      const src = parseJsonWithPositions(text, 'f.json')
      expect(src.value).toBeUndefined()
      expect(only(src.findings, 'json.empty')).toMatchObject({ severity: 'error', line: 1, column: 1 })
    }
  })

  test('BOM is accepted with a warning, positions ignore it', () => {
    const src = parseJsonWithPositions(Buffer.from('\uFEFF{"a": 1}', 'utf8'), 'f.json')
    expect(src.value).toEqual({ a: 1 })
    expect(only(src.findings, 'json.bom')).toMatchObject({ severity: 'warning', line: 1 })
    expect(src.findings.filter((f) => f.severity === 'error')).toEqual([])
    expect(src.locate('/a')).toEqual({ line: 1, column: 7 })
  })

  test('invalid UTF-8 → error json.encoding at the first bad byte', () => {
    const bytes = Buffer.concat([Buffer.from('{\n  "a": "x'), Buffer.from([0xff, 0xfe]), Buffer.from('"\n}')])
    const src = parseJsonWithPositions(bytes, 'f.json')
    expect(only(src.findings, 'json.encoding')).toMatchObject({ severity: 'error', line: 2, column: 10 })
  })

  test('overlong / surrogate UTF-8 sequences are invalid too', () => {
    expect(only(parseJsonWithPositions(Buffer.from([0x22, 0xc0, 0x80, 0x22]), 'f').findings, 'json.encoding').column).toBe(2)
    expect(only(parseJsonWithPositions(Buffer.from([0x22, 0xed, 0xa0, 0x80, 0x22]), 'f').findings, 'json.encoding').column).toBe(2)
    // valid multibyte text has no finding
    expect(parseJsonWithPositions(Buffer.from('"héllo ✓ 😀"', 'utf8'), 'f').findings).toEqual([])
  })

  test('trailing comma → error naming the line, value still parsed', () => {
    const text = '{\n  "evals": [\n    1,\n    2,\n  ],\n  "x": 1,\n}\n'
    const src = parseJsonWithPositions(text, 'f.json', { rulePrefix: 'suite.json' })
    const errs = src.findings.filter((f) => f.rule === 'suite.json.syntax')
    expect(errs).toHaveLength(2)
    expect(errs[0]).toMatchObject({ severity: 'error', line: 4, column: 6 })
    expect(errs[0]!.message).toContain('line 4')
    expect(errs[1]).toMatchObject({ severity: 'error', line: 6, column: 9 })
    expect(src.value).toEqual({ evals: [1, 2], x: 1 })
  })

  test('comments → error at the comment', () => {
    const text = '{\n  // a comment\n  "a": 1, /* block */ "b": 2\n}'
    const src = parseJsonWithPositions(text, 'f.json')
    const errs = src.findings.filter((f) => f.rule === 'json.syntax')
    expect(errs.map((e) => [e.line, e.column])).toEqual([
      [2, 3],
      [3, 11],
    ])
    expect(errs[0]!.message).toMatch(/Comments/)
  })

  test('unterminated string → error at the opening quote, no value', () => {
    const src = parseJsonWithPositions('{\n  "a": "abc\n}', 'f.json')
    expect(src.value).toBeUndefined()
    expect(only(src.findings, 'json.syntax')).toMatchObject({ severity: 'error', line: 2, column: 8 })
    expect(only(src.findings, 'json.syntax').message).toMatch(/Unterminated string/)
  })

  test('CRLF line endings count as one line break', () => {
    const text = '{\r\n  "a": 1,\r\n  "b": [\r\n    2,\r\n  ]\r\n}\r\n'
    const src = parseJsonWithPositions(text, 'f.json')
    expect(src.locate('/b/0')).toEqual({ line: 4, column: 5 })
    expect(only(src.findings, 'json.syntax')).toMatchObject({ line: 4, column: 6 })
  })

  test.each([
    ['{"a": 1 "b": 2}', 1, 9, /Missing ','/],
    ["{'a': 1}", 1, 2, /double quotes/],
    ['{a: 1}', 1, 2, /double-quoted/],
    ['[1, 2', 1, 1, /Unterminated array/],
    ['{"a": 1', 1, 1, /Unterminated object/],
    ['[01]', 1, 2, /Invalid number/],
    ['[NaN]', 1, 2, /NaN/],
    ['[+1]', 1, 2, /cannot start with/],
    ['{"a": 1}\n}', 2, 1, /after the end/],
    ['["a\\x"]', 1, 4, /Invalid escape/],
    ['["a\tb"]', 1, 4, /Unescaped control character/],
    ['[1,,2]', 1, 4, /Empty array element/],
    ['[undefined]', 1, 2, /use null/],
  ])('syntax error %j → json.syntax at %i:%i', (text, line, column, msg) => {
    const src = parseJsonWithPositions(text, 'f.json')
    expect(src.value).toBeUndefined()
    const f = only(src.findings, 'json.syntax')
    expect(f).toMatchObject({ severity: 'error', line, column })
    expect(f.message).toMatch(msg)
  })

  test('duplicate keys → error at the second key', () => {
    const src = parseJsonWithPositions('{\n  "a": 1,\n  "a": 2\n}', 'f.json')
    expect(only(src.findings, 'json.duplicate-key')).toMatchObject({ severity: 'error', line: 3, column: 3 })
  })

  test('deep nesting does not overflow the stack', () => {
    const src = parseJsonWithPositions('['.repeat(100000), 'f.json')
    expect(src.value).toBeUndefined()
    expect(only(src.findings, 'json.syntax').message).toMatch(/Nesting deeper/)
  })

  test('__proto__ keys stay plain data', () => {
    const src = parseJsonWithPositions('{"__proto__": {"polluted": true}}', 'f.json')
    const v = src.value as Record<string, unknown>
    expect(Object.getPrototypeOf(v)).toBe(Object.prototype)
    expect(Object.keys(v)).toEqual(['__proto__'])
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined()
  })
})

// ─── loadSuites ───────────────────────────────────────────────────────────────────────

describe('loadSuites: repo-level evals/evals.json', () => {
  test('normalises SPEC-0017 entries', async () => {
    const plan = skill('plan')
    write('docs/spec.md', '# spec')
    const text = json({
      skill_name: 'sdd',
      evals: [
        {
          id: 1,
          skill: 'plan',
          prompt: 'Plan a sprint from SPEC-0014',
          expected_output: 'An epic and stories',
          files: ['docs/spec.md'],
          assertions: ['Epic created', { text: 'Stories created', type: 'structural', check: { kind: 'file-exists', path: 'x' } }],
          bash: true,
          skill_loading: 'discover',
        },
      ],
    })
    write('evals/evals.json', text)
    const { evals, findings } = await loadSuites(root, [plan])
    expect(findings).toEqual([])
    expect(evals).toHaveLength(1)
    const e = evals[0]!
    expect(e).toMatchObject({
      skill: 'plan',
      id: 1,
      prompt: 'Plan a sprint from SPEC-0014',
      expectedOutput: 'An epic and stories',
      files: ['docs/spec.md'],
      resolvedFiles: [path.join(root, 'docs/spec.md')],
      bash: true,
      skillLoading: 'discover',
      source: { file: 'evals/evals.json', line: lineOf(text, '"id": 1') - 1, column: 5 },
      skillSource: { file: 'evals/evals.json', line: lineOf(text, '"skill": "plan"') },
    })
    expect(e.assertions).toEqual([
      { text: 'Epic created', source: { file: 'evals/evals.json', line: lineOf(text, 'Epic created'), column: 9 } },
      {
        text: 'Stories created',
        type: 'structural',
        check: { kind: 'file-exists', path: 'x' },
        source: expect.objectContaining({ line: lineOf(text, 'Stories created') - 1 }),
      },
    ])
  })

  test('no suite files → no evals, no findings', async () => {
    expect(await loadSuites(root, [skill('plan')])).toEqual({ evals: [], findings: [] })
  })

  test('syntax error → suite.json.syntax with file and line', async () => {
    write('evals/evals.json', '{\n  "evals": [\n    {"id": 1, "skill": "plan", "prompt": "p", "assertions": []},\n  ]\n}\n')
    const { findings } = await loadSuites(root, [skill('plan')])
    expect(only(findings, 'suite.json.syntax')).toMatchObject({ severity: 'error', file: 'evals/evals.json', line: 3, column: 64 })
  })

  test('empty and BOM files', async () => {
    write('evals/evals.json', '')
    expect(only((await loadSuites(root, [])).findings, 'suite.json.empty')).toMatchObject({ severity: 'error', line: 1 })
    write('evals/evals.json', '\uFEFF' + json({ evals: [{ id: 1, skill: 'plan', prompt: 'p', assertions: two }] }))
    const r = await loadSuites(root, [skill('plan')])
    expect(only(r.findings, 'suite.json.bom')).toMatchObject({ severity: 'warning', line: 1 })
    expect(r.evals).toHaveLength(1)
  })

  test('invalid UTF-8 → suite.json.encoding', async () => {
    write('evals/evals.json', Buffer.concat([Buffer.from('{"evals": [], "skill_name": "'), Buffer.from([0xc3, 0x28]), Buffer.from('"}')]))
    const { findings } = await loadSuites(root, [])
    expect(only(findings, 'suite.json.encoding')).toMatchObject({ severity: 'error', line: 1, column: 30 })
  })

  test('wrong types → suite.schema at the offending value; other evals still load', async () => {
    const text = json({
      evals: [
        { id: 1, skill: 'plan', prompt: 42, assertions: two },
        { id: 1.5, skill: 'plan', prompt: 'p', assertions: two },
        { id: 2, skill: 'plan', prompt: 'fine', assertions: [7, 'ok', { text: '' }], files: 'x', bash: 'yes', skill_loading: 'lazy' },
        { id: 3, skill: 'plan', prompt: 'fine too', assertions: two },
        'not an object',
      ],
    })
    write('evals/evals.json', text)
    const { evals, findings } = await loadSuites(root, [skill('plan')])
    const schema = findings.filter((f) => f.rule === 'suite.schema')
    const byLine = (needle: string, nth = 1): Finding | undefined => schema.find((f) => f.line === lineOf(text, needle, nth))
    expect(byLine('"prompt": 42')).toMatchObject({ severity: 'error', column: 17, message: expect.stringMatching(/evals\[0\]\.prompt must be string, not an integer/) })
    expect(byLine('"id": 1.5')).toMatchObject({ message: expect.stringMatching(/evals\[1\]\.id must be integer or string/) })
    expect(byLine('7,')).toMatchObject({ message: expect.stringMatching(/assertions\[0\] must be string or an object/) })
    expect(schema.find((f) => /assertions\[2\]\.text must not be empty/.test(f.message))).toBeDefined()
    expect(byLine('"files": "x"')).toMatchObject({ message: expect.stringMatching(/files must be a list/) })
    expect(byLine('"bash": "yes"')).toMatchObject({ message: expect.stringMatching(/bash must be boolean/) })
    expect(byLine('"skill_loading": "lazy"')).toMatchObject({ message: expect.stringMatching(/one of: preload, discover/) })
    expect(byLine('"not an object"')).toMatchObject({ message: expect.stringMatching(/evals\[4\] must be an object/) })
    // the usable evals are kept, with only their valid parts
    expect(evals.map((e) => e.id)).toEqual([2, 3])
    expect(evals[0]!.assertions.map((a) => a.text)).toEqual(['ok'])
    expect(evals[0]!.bash).toBeUndefined()
    expect(evals[0]!.skillLoading).toBeUndefined()
  })

  test('missing required prompt / evals → suite.schema at the parent', async () => {
    const text = json({ evals: [{ id: 1, skill: 'plan', assertions: two }] })
    write('evals/evals.json', text)
    let r = await loadSuites(root, [skill('plan')])
    expect(only(r.findings, 'suite.schema')).toMatchObject({
      severity: 'error',
      line: lineOf(text, '"id": 1') - 1,
      message: expect.stringMatching(/missing the required property 'prompt'/),
    })
    write('evals/evals.json', json({ tests: [] }))
    r = await loadSuites(root, [])
    expect(only(r.findings, 'suite.schema')).toMatchObject({ line: 1, message: expect.stringMatching(/'evals'/) })
  })

  test('check without kind → suite.schema', async () => {
    const text = json({ evals: [{ id: 1, skill: 'plan', prompt: 'p', assertions: ['a', { text: 'b', check: { path: 'x' } }] }] })
    write('evals/evals.json', text)
    const { findings, evals } = await loadSuites(root, [skill('plan')])
    expect(only(findings, 'suite.schema')).toMatchObject({ line: lineOf(text, '"check"'), message: expect.stringMatching(/check is missing the required property 'kind'/) })
    expect(evals[0]!.assertions[1]!.check).toBeUndefined()
  })

  test('unknown keys → warning suite.schema.unknown-key at the key', async () => {
    const text = json({ evals: [{ id: 1, skill: 'plan', prompt: 'p', assertions: two, tags: ['x'] }], version: 2 })
    write('evals/evals.json', text)
    const { findings, evals } = await loadSuites(root, [skill('plan')])
    const w = findings.filter((f) => f.rule === 'suite.schema.unknown-key')
    expect(w.map((f) => [f.severity, f.line, f.column])).toEqual([
      ['warning', lineOf(text, '"version"'), 3],
      ['warning', lineOf(text, '"tags"'), 7],
    ])
    expect(evals).toHaveLength(1)
  })

  test('duplicate ids per skill → error at the second id; same id in another skill is fine', async () => {
    const text = json({
      evals: [
        { id: 1, skill: 'plan', prompt: 'a', assertions: two },
        { id: 1, skill: 'work', prompt: 'b', assertions: two },
        { id: '1', skill: 'plan', prompt: 'c', assertions: two },
      ],
    })
    write('evals/evals.json', text)
    const { findings, evals } = await loadSuites(root, [skill('plan'), skill('work')])
    expect(only(findings, 'suite.eval.duplicate-id')).toMatchObject({
      severity: 'error',
      file: 'evals/evals.json',
      line: lineOf(text, '"id": "1"'),
      column: 13,
      message: expect.stringContaining(`first defined at evals/evals.json:${lineOf(text, '"id": 1') - 1}`),
    })
    expect(evals.map((e) => e.prompt)).toEqual(['a', 'b'])
  })

  test('files: missing, escaping the repo, absolute → errors at the array element', async () => {
    write('ok.txt', 'ok')
    const text = json({
      evals: [{ id: 1, skill: 'plan', prompt: 'p', assertions: two, files: ['ok.txt', 'nope.txt', '../outside.txt', '/etc/passwd'] }],
    })
    write('evals/evals.json', text)
    const { findings, evals } = await loadSuites(root, [skill('plan')])
    expect(only(findings, 'suite.file.missing')).toMatchObject({ severity: 'error', line: lineOf(text, '"nope.txt"'), column: 9 })
    expect(only(findings, 'suite.file.outside-repo')).toMatchObject({ severity: 'error', line: lineOf(text, '"../outside.txt"') })
    expect(only(findings, 'suite.file.absolute')).toMatchObject({ severity: 'error', line: lineOf(text, '"/etc/passwd"') })
    expect(evals[0]!.files).toEqual(['ok.txt'])
    expect(evals[0]!.resolvedFiles).toEqual([path.join(root, 'ok.txt')])
  })

  test('a symlink pointing outside the repo is rejected', async () => {
    const outside = mkdtempSync(path.join(tmpdir(), 'skill-evals-outside-'))
    try {
      writeFileSync(path.join(outside, 'secret.txt'), 's')
      symlinkSync(path.join(outside, 'secret.txt'), path.join(root, 'link.txt'))
      const text = json({ evals: [{ id: 1, skill: 'plan', prompt: 'p', assertions: two, files: ['link.txt'] }] })
      write('evals/evals.json', text)
      const { findings, evals } = await loadSuites(root, [skill('plan')])
      expect(only(findings, 'suite.file.outside-repo')).toMatchObject({ severity: 'error', line: lineOf(text, 'link.txt') })
      expect(evals[0]!.resolvedFiles).toEqual([])
    } finally {
      rmSync(outside, { recursive: true, force: true })
    }
  })

  test('both assertions and expectations → error at expectations; assertions used', async () => {
    const text = json({ evals: [{ id: 1, skill: 'plan', prompt: 'p', assertions: two, expectations: ['x'] }] })
    write('evals/evals.json', text)
    const { findings, evals } = await loadSuites(root, [skill('plan')])
    expect(only(findings, 'suite.eval.assertion-lists')).toMatchObject({ severity: 'error', line: lineOf(text, '"expectations"'), column: 7 })
    expect(findings.filter((f) => f.rule === 'suite.schema')).toEqual([])
    expect(evals[0]!.assertions.map((a) => a.text)).toEqual(two)
  })

  test('entry without skill → suite.eval.missing-skill unless skill_name names a skill', async () => {
    const text = json({ skill_name: 'sdd', evals: [{ id: 1, prompt: 'p', assertions: two }] })
    write('evals/evals.json', text)
    let r = await loadSuites(root, [skill('plan')])
    expect(only(r.findings, 'suite.eval.missing-skill')).toMatchObject({ severity: 'error', line: lineOf(text, '"id": 1') - 1 })
    expect(r.evals).toEqual([])
    write('evals/evals.json', json({ skill_name: 'plan', evals: [{ id: 1, prompt: 'p', expectations: two }] }))
    r = await loadSuites(root, [skill('plan')])
    expect(r.findings).toEqual([])
    expect(r.evals[0]!.skill).toBe('plan')
  })

  test('an eval naming an unknown skill is kept with the position of its skill value', async () => {
    const text = json({ evals: [{ id: 1, skill: 'plam', prompt: 'p', assertions: two }] })
    write('evals/evals.json', text)
    const { findings, evals } = await loadSuites(root, [skill('plan')])
    expect(findings).toEqual([])
    expect(evals[0]!.skill).toBe('plam')
    expect(evals[0]!.skillSource).toEqual({ file: 'evals/evals.json', line: lineOf(text, '"plam"'), column: 16 })
  })
})

describe('loadSuites: per-skill <skill>/evals/evals.json', () => {
  test('skill-creator format: expectations, files relative to the skill folder', async () => {
    const pdf = skill('pdf')
    write('skills/pdf/evals/files/sample.pdf', '%PDF')
    const text = json({
      skill_name: 'pdf',
      evals: [{ id: 1, prompt: 'Fill the form', expected_output: 'filled', files: ['evals/files/sample.pdf'], expectations: two }],
    })
    write('skills/pdf/evals/evals.json', text)
    const { evals, findings } = await loadSuites(root, [pdf])
    expect(findings).toEqual([])
    expect(evals[0]).toMatchObject({
      skill: 'pdf',
      id: 1,
      expectedOutput: 'filled',
      resolvedFiles: [path.join(root, 'skills/pdf/evals/files/sample.pdf')],
      source: { file: 'skills/pdf/evals/evals.json', line: 4, column: 5 },
    })
    expect(evals[0]!.skillSource).toBeUndefined()
    expect(evals[0]!.assertions.map((a) => a.text)).toEqual(two)
  })

  test('per-skill file missing → error names the path relative to the skill', async () => {
    const text = json({ skill_name: 'pdf', evals: [{ id: 1, prompt: 'p', files: ['evals/files/gone.pdf'], expectations: two }] })
    write('skills/pdf/evals/evals.json', text)
    const { findings } = await loadSuites(root, [skill('pdf')])
    expect(only(findings, 'suite.file.missing')).toMatchObject({
      severity: 'error',
      file: 'skills/pdf/evals/evals.json',
      line: lineOf(text, 'gone.pdf'),
      message: expect.stringContaining('skills/pdf/evals/files/gone.pdf'),
    })
  })

  test('per-skill path may climb out of the skill but not out of the repo', async () => {
    write('shared/data.csv', 'a,b')
    const text = json({ skill_name: 'pdf', evals: [{ id: 1, prompt: 'p', files: ['../../shared/data.csv', '../../../x'], expectations: two }] })
    write('skills/pdf/evals/evals.json', text)
    const { findings, evals } = await loadSuites(root, [skill('pdf')])
    expect(only(findings, 'suite.file.outside-repo')).toMatchObject({ line: lineOf(text, '"../../../x"') })
    expect(evals[0]!.resolvedFiles).toEqual([path.join(root, 'shared/data.csv')])
  })

  test('skill_name differing from the skill name → error at skill_name', async () => {
    const text = json({ skill_name: 'pdf-tools', evals: [{ id: 1, prompt: 'p', expectations: two }] })
    write('skills/pdf/evals/evals.json', text)
    const { findings, evals } = await loadSuites(root, [skill('pdf')])
    expect(only(findings, 'suite.skill-name.mismatch')).toMatchObject({ severity: 'error', line: 2, column: 17 })
    expect(evals[0]!.skill).toBe('pdf')
  })

  test('eval skill differing from the owning skill → suite.eval.skill-mismatch', async () => {
    const text = json({ skill_name: 'pdf', evals: [{ id: 1, skill: 'docx', prompt: 'p', expectations: two }] })
    write('skills/pdf/evals/evals.json', text)
    const { findings } = await loadSuites(root, [skill('pdf')])
    expect(only(findings, 'suite.eval.skill-mismatch')).toMatchObject({ severity: 'error', line: lineOf(text, '"docx"') })
  })

  test('ids are unique per skill across the repo-level and per-skill files', async () => {
    write('evals/evals.json', json({ evals: [{ id: 7, skill: 'pdf', prompt: 'a', assertions: two }] }))
    const text = json({ skill_name: 'pdf', evals: [{ id: 7, prompt: 'b', expectations: two }] })
    write('skills/pdf/evals/evals.json', text)
    const { findings, evals } = await loadSuites(root, [skill('pdf')])
    expect(only(findings, 'suite.eval.duplicate-id')).toMatchObject({ file: 'skills/pdf/evals/evals.json', line: lineOf(text, '"id": 7') })
    expect(evals).toHaveLength(1)
  })

  test('errors in one file do not hide findings in another', async () => {
    write('skills/a/evals/evals.json', '{"evals": [}')
    write('skills/b/evals/evals.json', json({ skill_name: 'b', evals: [{ id: 1, prompt: 'p', expectations: two, files: ['missing'] }] }))
    const { findings, evals } = await loadSuites(root, [skill('a'), skill('b')])
    expect(only(findings, 'suite.json.syntax').file).toBe('skills/a/evals/evals.json')
    expect(only(findings, 'suite.file.missing').file).toBe('skills/b/evals/evals.json')
    expect(evals.map((e) => e.skill)).toEqual(['b'])
  })

  test('a directory where the suite should be → suite.read', async () => {
    mkdirSync(path.join(root, 'skills/a/evals/evals.json'), { recursive: true })
    const { findings } = await loadSuites(root, [skill('a')])
    expect(only(findings, 'suite.read')).toMatchObject({ severity: 'error', file: 'skills/a/evals/evals.json' })
  })
})

// ─── checkCoverage ────────────────────────────────────────────────────────────────────

function evalCase(skillName: string, id: number, assertions = 2, line = 3): EvalCase {
  return {
    skill: skillName,
    id,
    prompt: 'p',
    files: [],
    resolvedFiles: [],
    assertions: Array.from({ length: assertions }, (_, i) => ({ text: `a${i}` })),
    source: { file: 'evals/evals.json', line, column: 5 },
  }
}

function configWith(tiers: Config['tiers'], extra: Partial<Config> = {}): Config {
  return { ...defaultConfig(), tiers, ...extra }
}

describe('checkCoverage', () => {
  test('a skill with no evals → coverage.no-evals with SPEC-0017 wording at its SKILL.md', () => {
    const f = checkCoverage([skill('adr')], [], DEFAULT_CONFIG)
    expect(only(f, 'coverage.no-evals')).toEqual({
      severity: 'error',
      file: 'skills/adr/SKILL.md',
      rule: 'coverage.no-evals',
      message: "Skill 'adr' has no eval entries in evals/evals.json. Add at least 2 test prompts.",
    })
  })

  test('fewer evals than the tier minimum → coverage.few-evals warning with SPEC-0017 wording', () => {
    const f = checkCoverage([skill('plan')], [evalCase('plan', 1, 2, 10), evalCase('plan', 2, 2, 20)], configWith({ plan: 1 }))
    expect(only(f, 'coverage.few-evals')).toMatchObject({
      severity: 'warning',
      file: 'evals/evals.json',
      line: 10,
      message: "Tier 1 skill 'plan' has only 2 evals (minimum recommended: 3)",
    })
    // Tier 3 (default) needs 2: no warning
    expect(checkCoverage([skill('adr')], [evalCase('adr', 1), evalCase('adr', 2)], DEFAULT_CONFIG)).toEqual([])
    // Tier 3 with 1 eval: warning
    expect(only(checkCoverage([skill('adr')], [evalCase('adr', 1)], DEFAULT_CONFIG), 'coverage.few-evals').message).toBe(
      "Tier 3 skill 'adr' has only 1 evals (minimum recommended: 2)",
    )
  })

  test('tier from frontmatter applies when the config does not list the skill', () => {
    const f = checkCoverage([skill('spec', { tier: 1 })], [evalCase('spec', 1), evalCase('spec', 2)], DEFAULT_CONFIG)
    expect(only(f, 'coverage.few-evals').message).toBe("Tier 1 skill 'spec' has only 2 evals (minimum recommended: 3)")
  })

  test('configured minimum is honoured', () => {
    const cfg = defaultConfig()
    cfg.tierSettings[3].minEvals = 3
    expect(only(checkCoverage([skill('adr')], [evalCase('adr', 1), evalCase('adr', 2)], cfg), 'coverage.few-evals').severity).toBe('warning')
  })

  test('an eval with fewer than 2 assertions → coverage.few-assertions at the eval', () => {
    const f = checkCoverage([skill('adr')], [evalCase('adr', 1, 1, 7), evalCase('adr', 2, 2, 15), evalCase('adr', 3, 0, 22)], DEFAULT_CONFIG)
    const hits = f.filter((x) => x.rule === 'coverage.few-assertions')
    expect(hits.map((h) => [h.severity, h.file, h.line, h.column])).toEqual([
      ['error', 'evals/evals.json', 7, 5],
      ['error', 'evals/evals.json', 22, 5],
    ])
    expect(hits[0]!.message).toContain("Eval 1 of skill 'adr' has 1 assertion;")
  })

  test('an eval naming a missing skill → coverage.unknown-skill at its skill value', () => {
    const e = { ...evalCase('plam', 4), skillSource: { file: 'evals/evals.json', line: 9, column: 16 } }
    const f = checkCoverage([skill('plan')], [evalCase('plan', 1), evalCase('plan', 2), evalCase('plan', 3), e], DEFAULT_CONFIG)
    expect(only(f, 'coverage.unknown-skill')).toMatchObject({
      severity: 'error',
      file: 'evals/evals.json',
      line: 9,
      column: 16,
      message: "Eval 4 names skill 'plam', which does not exist (did you mean 'plan'?).",
    })
  })

  test('a config tier listing an unknown skill → coverage.config-unknown-skill warning at the config line', () => {
    const cfg = configWith({ ghost: 2 }, { file: 'evals/config.yaml', tierSources: { ghost: { file: 'evals/config.yaml', line: 4, column: 8 } } })
    const f = checkCoverage([skill('adr')], [evalCase('adr', 1), evalCase('adr', 2)], cfg)
    expect(only(f, 'coverage.config-unknown-skill')).toMatchObject({ severity: 'warning', file: 'evals/config.yaml', line: 4, column: 8 })
  })

  test('end to end: suites + coverage on a fixture repo', async () => {
    const plan = skill('plan')
    const adr = skill('adr')
    const text = json({
      evals: [
        { id: 1, skill: 'plan', prompt: 'a', assertions: two },
        { id: 2, skill: 'plan', prompt: 'b', assertions: ['only one'] },
        { id: 3, skill: 'nope', prompt: 'c', assertions: two },
      ],
    })
    write('evals/evals.json', text)
    const { evals, findings } = await loadSuites(root, [plan, adr])
    expect(findings).toEqual([])
    const cov = checkCoverage([plan, adr], evals, configWith({ plan: 1 }))
    expect(cov.map((f) => [f.rule, f.severity, f.file, f.line]).sort()).toEqual(
      [
        ['coverage.few-assertions', 'error', 'evals/evals.json', lineOf(text, '"id": 2') - 1],
        ['coverage.few-evals', 'warning', 'evals/evals.json', lineOf(text, '"id": 1') - 1],
        ['coverage.no-evals', 'error', 'skills/adr/SKILL.md', undefined],
        ['coverage.unknown-skill', 'error', 'evals/evals.json', lineOf(text, '"nope"')],
      ].sort(),
    )
  })
})
