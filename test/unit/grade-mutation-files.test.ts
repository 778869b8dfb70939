/**
 * Evidence and decisions of the file-reading check kinds (frontmatter, json_schema, script) and
 * the skill-folder checks discovery runs (issue 23: mutation testing of the grade part).
 */
import { describe, test, expect, beforeAll, afterAll } from '@jest/globals'
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { checkSkillFiles, runCheck, type CheckContext } from '../../src/checks/checks.js'
import type { Check } from '../../src/types.js'

let root: string
let outputs: string
let skillDir: string

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'skill-evals-kfiles-'))
  outputs = path.join(root, 'outputs')
  skillDir = path.join(root, 'skill')
  mkdirSync(outputs)
  mkdirSync(skillDir)
  const out = (rel: string, content: string): void => {
    const abs = path.join(outputs, rel)
    mkdirSync(path.dirname(abs), { recursive: true })
    writeFileSync(abs, content)
  }
  const sk = (rel: string, content: string, mode?: number): void => {
    const abs = path.join(skillDir, rel)
    mkdirSync(path.dirname(abs), { recursive: true })
    writeFileSync(abs, content)
    if (mode !== undefined) chmodSync(abs, mode)
  }
  out('fm/a.md', '---\ntitle: A\nversion: 1\nmeta:\n  status: draft\n  list: [x, y]\n---\nbody')
  out('fm/b.md', 'no frontmatter here')
  out('fm/c.md', '---\ntitle: [unclosed\n---\n')
  out('fm/d.md', '---\n---\nempty fm')
  out('fm2/e.md', '---\r\ntitle: E\r\n...\r\nx')
  out('fm2/f.md', '\uFEFF---  \ntitle: F\n---')
  out('fm2/g.md', '---\ntitle: G\nno end')
  out('r.json', '{"status":"ok","n":1}')
  out('s.json', '{"status":5}')
  sk('schema.json', '{"type":"object","required":["status"],"properties":{"status":{"enum":["ok","bad"]}},"additionalProperties":false}')
  sk('bom-schema.json', '\uFEFF{"type":"object"}')
  sk('bad-schema.json', '{"type": 5}')
  sk('notjson.json', '{nope')
  sk('ok.sh', 'echo fine; echo err >&2\n')
  sk('fail.sh', 'echo broke; exit 3\n')
  sk('x.txt', 'x')
  sk('run', '#!/bin/sh\necho "$@"\n', 0o755)
  sk('ls.sh', 'ls\n')
  sk('node.js', 'console.log("js", process.argv.length)\n')
  sk('sub/dir/.keep', '')
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

const ctx = (over: Partial<CheckContext> = {}): CheckContext => ({ response: '', transcript: '', outputsDir: outputs, toolCalls: [], skillDir, ...over })
const run = (check: Record<string, unknown>, over: Partial<CheckContext> = {}) => runCheck(check as Check, ctx(over))
const fm = (field: string, more: Record<string, unknown>, p = 'fm/a.md') => run({ kind: 'frontmatter', path: p, field, ...more })

describe('frontmatter', () => {
  test('equals: the value, and what was expected when it differs; scalars compare by text', async () => {
    expect(await fm('title', { equals: 'A' })).toEqual({ passed: true, evidence: 'fm/a.md: title = "A"' })
    expect(await fm('title', { equals: 'B' })).toEqual({ passed: false, evidence: 'fm/a.md: title = "A", expected "B"' })
    expect(await fm('version', { equals: '1' })).toEqual({ passed: true, evidence: 'fm/a.md: version = 1' })
    expect((await fm('version', { equals: 1 })).passed).toBe(true)
    expect((await fm('version', { equals: '2' })).passed).toBe(false)
    expect((await fm('meta', { equals: '[object Object]' })).passed).toBe(false)
    expect(await fm('meta', { equals: { status: 'draft', list: ['x', 'y'] } })).toEqual({ passed: true, evidence: 'fm/a.md: meta = {"status":"draft","list":["x","y"]}' })
  })

  test('one_of', async () => {
    expect(await fm('meta.status', { one_of: ['draft', 'final'] })).toEqual({ passed: true, evidence: 'fm/a.md: meta.status = "draft" (one of ["draft","final"])' })
    expect(await fm('meta.status', { one_of: ['final'] })).toEqual({ passed: false, evidence: 'fm/a.md: meta.status = "draft", expected one of ["final"]' })
    expect((await fm('version', { one_of: ['2', '1'] })).passed).toBe(true)
  })

  test('dot paths into maps and lists; a missing field names the keys', async () => {
    expect(await fm('meta.list.1', { equals: 'y' })).toEqual({ passed: true, evidence: 'fm/a.md: meta.list.1 = "y"' })
    expect(await fm('meta.list.2', { exists: false })).toEqual({ passed: true, evidence: "fm/a.md: 'meta.list.2' is absent" })
    expect(await fm('nope', { equals: 1 })).toEqual({ passed: false, evidence: "fm/a.md: no 'nope' in the frontmatter (keys: title, version, meta)" })
    expect(await fm('title.x', { exists: true })).toEqual({ passed: false, evidence: "fm/a.md: 'title.x' is absent" })
    expect(await fm('meta.list.x', { exists: true })).toEqual({ passed: false, evidence: "fm/a.md: 'meta.list.x' is absent" })
    expect(await fm('toString', { exists: true })).toEqual({ passed: false, evidence: "fm/a.md: 'toString' is absent" })
    expect((await fm('meta.list.0', { exists: true })).passed).toBe(true)
  })

  test('exists true / false', async () => {
    expect(await fm('title', { exists: false })).toEqual({ passed: false, evidence: `fm/a.md: 'title' is present ("A") but should be absent` })
    expect(await fm('title', { exists: true })).toEqual({ passed: true, evidence: `fm/a.md: 'title' is present ("A")` })
    expect(await fm('nope', { exists: true })).toEqual({ passed: false, evidence: "fm/a.md: 'nope' is absent" })
    expect(await fm('title', { exists: true }, 'fm/d.md')).toEqual({ passed: false, evidence: "fm/d.md: 'title' is absent" })
  })

  test('every matching file must pass; no frontmatter fails; invalid YAML is an evaluation error', async () => {
    const r = await fm('title', { exists: true }, 'fm/*.md')
    expect(r.passed).toBe(false)
    expect(r.error).toBe(true)
    expect(r.evidence.split('\n')).toEqual([
      `fm/a.md: 'title' is present ("A")`,
      `fm/b.md: no YAML frontmatter (the file must start with a '---' line and close it with another); it starts "no frontmatter here"`,
      expect.stringMatching(/^fm\/c\.md: the frontmatter is not valid YAML: [^\n]+$/),
      "fm/d.md: 'title' is absent",
    ])
    const noFm = await fm('title', { exists: true }, 'fm/b.md')
    expect(noFm).toEqual({ passed: false, evidence: `fm/b.md: no YAML frontmatter (the file must start with a '---' line and close it with another); it starts "no frontmatter here"` })
  })

  test('CRLF and "..." close the frontmatter, a BOM and trailing blanks are allowed; an unclosed one is none', async () => {
    expect(await fm('title', { exists: true }, 'fm2/*.md')).toEqual({
      passed: false,
      evidence: `fm2/e.md: 'title' is present ("E")\nfm2/f.md: 'title' is present ("F")\nfm2/g.md: no YAML frontmatter (the file must start with a '---' line and close it with another); it starts "--- title: G no end"`,
    })
    expect(await fm('title', { equals: 'E' }, 'fm2/e.md')).toEqual({ passed: true, evidence: 'fm2/e.md: title = "E"' })
  })

  test('no matching file fails listing the outputs', async () => {
    expect(await fm('title', { exists: true }, 'fm/zz.md')).toEqual({
      passed: false,
      evidence: "No file matches 'fm/zz.md'; outputs hold: fm/a.md, fm/b.md, fm/c.md, fm/d.md, fm2/e.md, fm2/f.md, fm2/g.md, r.json, … (1 more)",
    })
  })
})

describe('json_schema', () => {
  test('schema_path over a glob: every failing file with its errors', async () => {
    expect(await run({ kind: 'json_schema', schema_path: 'schema.json', in: '*.json' })).toEqual({
      passed: false,
      evidence:
        "r.json does not match schema.json: (root): must NOT have additional properties 'n'\ns.json does not match schema.json: /status: must be equal to one of the allowed values [\"ok\",\"bad\"]",
    })
    expect(await run({ kind: 'json_schema', schema: { type: 'object', properties: { n: { type: 'string' } } }, in: '*.json' })).toEqual({
      passed: false,
      evidence: 'r.json does not match the inline schema: /n: must be string\n(valid: s.json)',
    })
    expect(await run({ kind: 'json_schema', schema: { type: 'object' }, in: '*.json' })).toEqual({ passed: true, evidence: 'r.json, s.json are valid against the inline schema' })
    expect(await run({ kind: 'json_schema', schema: { type: 'object' }, in: 'r.json' })).toEqual({ passed: true, evidence: 'r.json is valid against the inline schema' })
    expect(await run({ kind: 'json_schema', schema_path: 'bom-schema.json', in: 'r.json' })).toEqual({ passed: true, evidence: 'r.json is valid against bom-schema.json' })
  })

  test('the error messages: const, enum, additional property; at most 8 then a count', async () => {
    expect(await run({ kind: 'json_schema', schema: { const: 3 } }, { response: '4' })).toEqual({
      passed: false,
      evidence: 'the response does not match the inline schema: (root): must be equal to constant 3',
    })
    const many = await run({ kind: 'json_schema', schema: { type: 'array', items: { type: 'string' } } }, { response: '[1,2,3,4,5,6,7,8,9,10]' })
    expect(many.evidence).toBe(
      'the response does not match the inline schema: /0: must be string; /1: must be string; /2: must be string; /3: must be string; /4: must be string; /5: must be string; /6: must be string; /7: must be string; … 2 more',
    )
    const eight = await run({ kind: 'json_schema', schema: { type: 'array', items: { type: 'string' } } }, { response: '[1,2,3,4,5,6,7,8]' })
    expect(eight.evidence).toMatch(/\/7: must be string$/)
  })

  test('a schema that cannot be used is an evaluation error saying why', async () => {
    const bad = await run({ kind: 'json_schema', schema_path: 'bad-schema.json', in: 'r.json' })
    expect(bad).toEqual({ passed: false, error: true, evidence: expect.stringMatching(/^bad-schema\.json: invalid JSON Schema: /) })
    expect(await run({ kind: 'json_schema', schema_path: 'notjson.json', in: 'r.json' })).toEqual({
      passed: false,
      error: true,
      evidence: "schema_path 'notjson.json' is not valid JSON: Expected property name or '}' in JSON at position 1 (line 1, column 2)",
    })
    expect(await run({ kind: 'json_schema', schema_path: 'missing.json', in: 'r.json' })).toEqual({
      passed: false,
      error: true,
      evidence: `schema_path 'missing.json' does not exist in the skill folder (${skillDir})`,
    })
    const dir = await run({ kind: 'json_schema', schema_path: 'sub', in: 'r.json' })
    expect(dir).toEqual({ passed: false, error: true, evidence: expect.stringMatching(/^cannot read schema_path 'sub': /) })
    expect(await run({ kind: 'json_schema', schema: { type: 'object' }, in: 'zz.json' })).toEqual({ passed: false, evidence: expect.stringMatching(/^No file matches 'zz\.json'; outputs hold: /) })
    expect(await run({ kind: 'json_schema', schema: { type: 'object' } }, { response: 'nope' })).toEqual({
      passed: false,
      error: true,
      evidence: 'The response is not JSON and has no ```json block; it starts "nope"',
    })
  })

  test('discovery: the schema file must exist, be JSON and be a schema', () => {
    expect(checkSkillFiles({ kind: 'json_schema', schema_path: 'bad-schema.json' } as Check, skillDir)).toEqual([
      { pointer: '/schema_path', message: expect.stringMatching(/^'schema_path' 'bad-schema\.json': invalid JSON Schema: /) },
    ])
    expect(checkSkillFiles({ kind: 'json_schema', schema_path: 'notjson.json' } as Check, skillDir)).toEqual([
      { pointer: '/schema_path', message: "'schema_path' 'notjson.json' is not valid JSON: Expected property name or '}' in JSON at position 1 (line 1, column 2)" },
    ])
    expect(checkSkillFiles({ kind: 'json_schema', schema_path: 'missing.json' } as Check, skillDir)).toEqual([
      { pointer: '/schema_path', message: "'schema_path' 'missing.json' does not exist in the skill folder" },
    ])
    expect(checkSkillFiles({ kind: 'json_schema', schema_path: 'sub' } as Check, skillDir)).toEqual([
      { pointer: '/schema_path', message: "'schema_path' 'sub' does not exist in the skill folder" },
    ])
    expect(checkSkillFiles({ kind: 'json_schema', schema_path: '../out.json' } as Check, skillDir)).toEqual([
      { pointer: '/schema_path', message: "'schema_path' '../out.json' escapes the skill folder" },
    ])
    expect(checkSkillFiles({ kind: 'json_schema', schema_path: 'schema.json' } as Check, skillDir)).toEqual([])
    expect(checkSkillFiles({ kind: 'json_schema', schema_path: 'bom-schema.json' } as Check, skillDir)).toEqual([])
    expect(checkSkillFiles({ kind: 'json_schema', schema: {} } as Check, skillDir)).toEqual([])
    expect(checkSkillFiles({ kind: 'contains', value: 'x' } as Check, skillDir)).toEqual([])
    expect(checkSkillFiles({ kind: 'nope' } as Check, skillDir)).toEqual([])
  })
})

describe('script', () => {
  test('exit 0 passes with stdout and stderr; a non-zero exit fails with its code', async () => {
    expect(await run({ kind: 'script', command: 'ok.sh' })).toEqual({ passed: true, evidence: expect.stringMatching(/^ok\.sh exited 0 in \d+\.\d s; output:\nfine\nerr\n$/) })
    expect(await run({ kind: 'script', command: 'fail.sh' })).toEqual({ passed: false, evidence: expect.stringMatching(/^fail\.sh exited 3 in \d+\.\d s; output:\nbroke\n$/) })
  })

  test('an executable runs directly with its args (quoted when they hold blanks); no output is said', async () => {
    expect(await run({ kind: 'script', command: 'run', args: ['a b', 'c'] })).toEqual({ passed: true, evidence: expect.stringMatching(/^run "a b" c exited 0 in \d+\.\d s; output:\na b c\n$/) })
    expect(await run({ kind: 'script', command: 'run' })).toEqual({ passed: true, evidence: expect.stringMatching(/^run exited 0 in \d+\.\d s; output:\n\(no output\)$/) })
    expect((await run({ kind: 'script', command: 'node.js', args: ['x'] })).evidence).toMatch(/^node\.js x exited 0 in \d+\.\d s; output:\njs 3\n$/)
  })

  test('it runs in a copy of the outputs folder', async () => {
    expect((await run({ kind: 'script', command: 'ls.sh' })).evidence).toMatch(/output:\nfm\nfm2\nr\.json\ns\.json\n$/)
  })

  test('what cannot run is an evaluation error, at run time and at discovery', async () => {
    expect(await run({ kind: 'script', command: 'x.txt' })).toEqual({ passed: false, error: true, evidence: "script 'x.txt' is not executable (chmod +x it, or use a .sh/.js/.py file)" })
    expect(await run({ kind: 'script', command: 'nope.sh' })).toEqual({ passed: false, error: true, evidence: `script 'nope.sh' does not exist in the skill folder (${skillDir})` })
    expect(await run({ kind: 'script', command: 'sub' })).toEqual({ passed: false, error: true, evidence: "script 'sub' is not a file" })
    expect(checkSkillFiles({ kind: 'script', command: 'x.txt' } as Check, skillDir)).toEqual([
      { pointer: '/command', message: "script 'x.txt' is not executable (chmod +x it, or use a .sh/.js/.py file)" },
    ])
    expect(checkSkillFiles({ kind: 'script', command: 'nope.sh' } as Check, skillDir)).toEqual([{ pointer: '/command', message: "script 'nope.sh' does not exist in the skill folder" }])
    expect(checkSkillFiles({ kind: 'script', command: '../up.sh' } as Check, skillDir)).toEqual([{ pointer: '/command', message: "'command' '../up.sh' escapes the skill folder" }])
    for (const ok of ['ok.sh', 'run', 'node.js']) expect(checkSkillFiles({ kind: 'script', command: ok } as Check, skillDir)).toEqual([])
    expect(checkSkillFiles({ kind: 'script', command: 5 } as unknown as Check, skillDir)).toEqual([])
  })
})
