import { describe, test, expect, beforeEach, afterEach } from '@jest/globals'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { CHECK_KINDS, runCheck, validateCheck, type CheckContext } from '../../src/checks/checks.js'
import { globToRegExp } from '../../src/checks/check-schema.js'
import { parseJsonPath, queryJsonPath } from '../../src/checks/jsonpath.js'
import { loadSuites } from '../../src/discover/suites.js'
import { loadRepo } from '../../src/discover/index.js'
import type { Check, Finding, Skill, ToolCallRecord } from '../../src/types.js'

// ─── Helpers ──────────────────────────────────────────────────────────────────────────

let root: string
let outputs: string
let skillDir: string
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'skill-evals-checks-'))
  outputs = path.join(root, 'outputs')
  skillDir = path.join(root, 'skill')
  mkdirSync(outputs, { recursive: true })
  mkdirSync(skillDir, { recursive: true })
})
afterEach(() => {
  rmSync(root, { recursive: true, force: true })
})

function out(rel: string, content: string): void {
  const abs = path.join(outputs, rel)
  mkdirSync(path.dirname(abs), { recursive: true })
  writeFileSync(abs, content)
}

function inSkill(rel: string, content: string, mode?: number): void {
  const abs = path.join(skillDir, rel)
  mkdirSync(path.dirname(abs), { recursive: true })
  writeFileSync(abs, content)
  if (mode !== undefined) chmodSync(abs, mode)
}

function ctx(over: Partial<CheckContext> = {}): CheckContext {
  return { response: '', transcript: '', outputsDir: outputs, toolCalls: [], skillDir, ...over }
}

const run = (check: Record<string, unknown>, c: Partial<CheckContext> = {}) => runCheck(check as Check, ctx(c))

function messages(check: unknown): string[] {
  return validateCheck(check).map((p) => `${p.pointer} ${p.message}`)
}

function call(name: string, input: unknown, turn = 1): ToolCallRecord {
  return { turn, id: `t${turn}-${name}`, name, input, output: '', isError: false }
}

// ─── Kinds and static validation ──────────────────────────────────────────────────────

describe('validateCheck: general', () => {
  test('lists the kinds', () => {
    expect(CHECK_KINDS).toEqual(
      expect.arrayContaining(['contains', 'not_contains', 'regex', 'file_exists', 'file_absent', 'json_schema', 'json_path', 'tool_called', 'tool_not_called', 'frontmatter', 'script']),
    )
  })

  test('unknown kind suggests the nearest kind', () => {
    expect(validateCheck({ kind: 'regexp', pattern: 'x' })).toEqual([{ pointer: '/kind', message: expect.stringContaining("did you mean 'regex'?") }])
    expect(messages({ kind: 'file_exist', path: 'x' })[0]).toContain("did you mean 'file_exists'?")
    expect(messages({ kind: 'zzz' })[0]).toContain('known kinds: contains')
  })

  test('hyphenated kinds are accepted', () => {
    expect(validateCheck({ kind: 'file-exists', path: 'x' })).toEqual([])
  })

  test('not an object, missing kind, unknown field with suggestion', () => {
    expect(messages('contains')).toEqual([" a check must be an object with a 'kind', not a string"])
    expect(messages({ value: 'x' })[0]).toContain("no 'kind'")
    expect(validateCheck({ kind: 'contains', valeu: 'x' })).toEqual(
      expect.arrayContaining([
        { pointer: '/valeu', message: expect.stringContaining("did you mean 'value'?") },
        { pointer: '', message: "a contains check needs 'value'" },
      ]),
    )
  })

  test('invalid check at run time is an evaluation error, not a throw', async () => {
    const r = await run({ kind: 'regex', pattern: '(' })
    expect(r).toMatchObject({ passed: false, error: true })
    expect(r.evidence).toContain('/pattern')
    const r2 = await runCheck(null as unknown as Check, ctx())
    expect(r2).toMatchObject({ passed: false, error: true })
  })
})

// ─── contains / not_contains ──────────────────────────────────────────────────────────

describe('contains / not_contains', () => {
  test('pass in the response, case-insensitive by default, evidence quotes the match', async () => {
    const r = await run({ kind: 'contains', value: 'postgresql' }, { response: 'We chose PostgreSQL over MongoDB.' })
    expect(r.passed).toBe(true)
    expect(r.evidence).toContain('"postgresql"')
    expect(r.evidence).toContain('the response (line 1)')
    expect(r.evidence).toContain('PostgreSQL over')
  })

  test('case_sensitive: true fails on a different case and says what was searched', async () => {
    const r = await run({ kind: 'contains', value: 'postgresql', case_sensitive: true }, { response: 'We chose PostgreSQL.' })
    expect(r.passed).toBe(false)
    expect(r.evidence).toContain('Missing "postgresql" (case-sensitive) in the response')
  })

  test('a list: all must appear; the evidence names the missing and the found ones', async () => {
    out('tasks.md', '# Tasks\n- REQ-1 login\n- REQ-2 reset\n')
    const r = await run({ kind: 'contains', in: 'tasks.md', value: ['REQ-1', 'REQ-2', 'REQ-5'] })
    expect(r.passed).toBe(false)
    expect(r.evidence).toContain('Missing "REQ-5"')
    expect(r.evidence).toContain('"REQ-1" (tasks.md:2)')
    const ok = await run({ kind: 'contains', in: 'tasks.md', value: ['req-1', 'REQ-2'] })
    expect(ok.passed).toBe(true)
    expect(ok.evidence).toContain('tasks.md:3')
  })

  test('glob: each value in at least one matching file, and the evidence says which', async () => {
    out('docs/adrs/ADR-0001-db.md', 'Deciders: Ana\n')
    out('docs/adrs/ADR-0002-hooks.md', 'Deciders: Raj\n')
    out('docs/other.md', 'Zed\n')
    const r = await run({ kind: 'contains', in: 'docs/adrs/*.md', value: ['Ana', 'Raj'] })
    expect(r.passed).toBe(true)
    expect(r.evidence).toContain('"Ana" in docs/adrs/ADR-0001-db.md:1')
    expect(r.evidence).toContain('"Raj" in docs/adrs/ADR-0002-hooks.md:1')
    const miss = await run({ kind: 'contains', in: 'docs/adrs/*.md', value: 'Zed' })
    expect(miss.passed).toBe(false)
    expect(miss.evidence).toContain("2 files matching 'docs/adrs/*.md'")
    expect((await run({ kind: 'contains', in: 'docs/**/*.md', value: 'Zed' })).passed).toBe(true)
  })

  test('glob matching no file: contains fails, not_contains passes, both say so', async () => {
    out('README.md', 'x')
    const c = await run({ kind: 'contains', in: 'docs/adrs/*.md', value: 'status: proposed' })
    expect(c.passed).toBe(false)
    expect(c.evidence).toContain("No file matches 'docs/adrs/*.md'")
    expect(c.evidence).toContain('README.md')
    const n = await run({ kind: 'not_contains', in: 'docs/adrs/*.md', value: 'x' })
    expect(n.passed).toBe(true)
    expect(n.evidence).toContain("No file matches 'docs/adrs/*.md'")
    expect(n.evidence).toContain('passes')
  })

  test('reserved files at the outputs root are ignored', async () => {
    out('metrics.json', '{"x": 1}')
    out('transcript.md', 'secret words')
    const r = await run({ kind: 'contains', in: '*', value: 'secret' })
    expect(r.passed).toBe(false)
    expect(r.evidence).toContain('no files')
  })

  test('in: transcript', async () => {
    const r = await run({ kind: 'contains', in: 'transcript', value: 'Read tool' }, { transcript: 'line 1\nused the read tool here' })
    expect(r).toMatchObject({ passed: true })
    expect(r.evidence).toContain('the transcript (line 2)')
  })

  test('not_contains: pass and fail with file, line and excerpt', async () => {
    out('CHANGELOG.md', '# Changelog\n\n## [Unreleased]\n- bump ESLint to 9\n')
    const fail = await run({ kind: 'not_contains', in: 'CHANGELOG.md', value: ['eslint', 'prettier'] })
    expect(fail.passed).toBe(false)
    expect(fail.evidence).toContain('"eslint" in CHANGELOG.md:4')
    expect(fail.evidence).toContain('bump ESLint to 9')
    const pass = await run({ kind: 'not_contains', in: 'CHANGELOG.md', value: 'prettier' })
    expect(pass.passed).toBe(true)
    expect(pass.evidence).toContain('None of "prettier" appears')
    expect((await run({ kind: 'not_contains', in: 'CHANGELOG.md', value: 'eslint', case_sensitive: true })).passed).toBe(true)
  })

  test('bad input', async () => {
    expect(messages({ kind: 'contains' })).toEqual([" a contains check needs 'value'"])
    expect(messages({ kind: 'contains', value: 5 })[0]).toContain("'value' must be a string or a list of strings")
    expect(messages({ kind: 'contains', value: ['a', 3] })).toEqual(["/value/1 'value' items must be non-empty strings, not 3"])
    expect(messages({ kind: 'contains', value: 'a', in: '../secrets.txt' })[0]).toContain("leaves the run's outputs folder")
    expect(messages({ kind: 'not_contains', value: 'a', in: '/etc/passwd' })[0]).toContain('absolute')
    expect(messages({ kind: 'contains', value: 'a', in: 'docs/[ab.md' })[0]).toContain('not a valid glob')
    expect(messages({ kind: 'contains', value: 'a', case_sensitive: 'yes' })[0]).toContain('true or false')
    // Outputs folder missing entirely: a failure, not a throw.
    const r = await run({ kind: 'contains', in: 'x.md', value: 'a' }, { outputsDir: path.join(root, 'nope') })
    expect(r.passed).toBe(false)
    expect(r.evidence).toContain("No file matches 'x.md'")
  })
})

// ─── regex ────────────────────────────────────────────────────────────────────────────

describe('regex', () => {
  test('pass with flags, quoting the match and its line', async () => {
    out('tasks.md', '# Plan\n\n## Coverage\n| REQ | Task |\n')
    const r = await run({ kind: 'regex', in: 'tasks.md', pattern: '^## Coverage', flags: 'm' })
    expect(r.passed).toBe(true)
    expect(r.evidence).toContain('tasks.md:3: "## Coverage"')
  })

  test('fail: says which pattern did not match where, with the start of the text', async () => {
    const r = await run({ kind: 'regex', pattern: 'CWE-(89|564)' }, { response: 'No issues found.' })
    expect(r.passed).toBe(false)
    expect(r.evidence).toContain('/CWE-(89|564)/ did not match the response')
    expect(r.evidence).toContain('No issues found.')
    // Case matters without the i flag.
    expect((await run({ kind: 'regex', pattern: 'no issues' }, { response: 'No issues' })).passed).toBe(false)
    expect((await run({ kind: 'regex', pattern: 'no issues', flags: 'i' }, { response: 'No issues' })).passed).toBe(true)
  })

  test('glob: passes when any matching file matches, naming the others', async () => {
    out('a/one.md', 'Size: S')
    out('a/two.md', 'nothing')
    const r = await run({ kind: 'regex', in: 'a/*.md', pattern: 'Size: (S|M|L)' })
    expect(r.passed).toBe(true)
    expect(r.evidence).toContain('a/one.md:1')
    expect(r.evidence).toContain('no match in a/two.md')
    expect((await run({ kind: 'regex', in: 'b/*.md', pattern: 'x' })).evidence).toContain("No file matches 'b/*.md'")
  })

  test('bad input: pattern and flags', () => {
    expect(messages({ kind: 'regex', pattern: '([a-z' })[0]).toMatch(/^\/pattern invalid regular expression/)
    expect(messages({ kind: 'regex', pattern: 'a', flags: 'x' })).toEqual(["/flags unknown regex flag 'x' (valid: d g i m s u v y)"])
    expect(messages({ kind: 'regex', pattern: 'a', flags: 'gg' })[0]).toContain('repeat')
    expect(messages({ kind: 'regex', pattern: 'a', flags: 1 })[0]).toContain("'flags' must be a string")
    expect(messages({ kind: 'regex' })).toEqual([" a regex check needs 'pattern'"])
    // u-only syntax is checked with the given flags.
    expect(messages({ kind: 'regex', pattern: '\\p{L}', flags: 'u' })).toEqual([])
  })
})

// ─── file_exists / file_absent ────────────────────────────────────────────────────────

describe('file_exists / file_absent', () => {
  test('pass lists the matches; count ranges', async () => {
    out('docs/adrs/ADR-0001-postgres.md', 'x')
    out('docs/adrs/ADR-0002-hooks.md', 'x')
    const r = await run({ kind: 'file_exists', path: 'docs/adrs/ADR-*.md' })
    expect(r.passed).toBe(true)
    expect(r.evidence).toContain("2 files match 'docs/adrs/ADR-*.md': docs/adrs/ADR-0001-postgres.md, docs/adrs/ADR-0002-hooks.md")
    const tooMany = await run({ kind: 'file_exists', path: 'docs/adrs/*.md', count: { max: 1 } })
    expect(tooMany.passed).toBe(false)
    expect(tooMany.evidence).toContain('expected at most 1')
    expect((await run({ kind: 'file_exists', path: './docs/**/*.md', count: { min: 2, max: 2 } })).passed).toBe(true)
    expect((await run({ kind: 'file_exists', path: 'docs/adrs/ADR-000{1,3}-*.md', count: { min: 1, max: 1 } })).passed).toBe(true)
  })

  test('fail: no match, listing what the outputs hold and hinting at folders', async () => {
    out('docs/adrs/x.md', 'x')
    const r = await run({ kind: 'file_exists', path: 'tasks.md' })
    expect(r.passed).toBe(false)
    expect(r.evidence).toContain("No file matches 'tasks.md'; outputs hold: docs/adrs/x.md")
    expect((await run({ kind: 'file_exists', path: 'docs/adrs' })).evidence).toContain("'docs/adrs' is a folder")
  })

  test('file_absent', async () => {
    out('src/app.ts', 'code')
    expect(await run({ kind: 'file_absent', path: '**/*.py' })).toMatchObject({ passed: true, evidence: "No file matches '**/*.py' (as required)" })
    const r = await run({ kind: 'file_absent', path: 'src/**' })
    expect(r.passed).toBe(false)
    expect(r.evidence).toContain('src/app.ts')
  })

  test('bad input', async () => {
    expect(messages({ kind: 'file_exists', path: 'x', count: { min: 3, max: 1 } })).toEqual(["/count/min 'count.min' (3) is greater than 'count.max' (1)"])
    expect(messages({ kind: 'file_exists', path: 'x', count: { mn: 1 } })[0]).toContain("did you mean 'min'?")
    expect(messages({ kind: 'file_exists', path: 'x', count: { min: -1 } })[0]).toContain('non-negative integer')
    expect(messages({ kind: 'file_exists' })).toEqual([" a file_exists check needs 'path'"])
    expect(messages({ kind: 'file_absent', path: 'x', count: { min: 1 } })[0]).toContain("unknown field 'count'")
    expect((await run({ kind: 'file_exists', path: 'x' }, { outputsDir: path.join(root, 'missing') })).passed).toBe(false)
  })

  test('glob syntax', () => {
    expect(globToRegExp('docs/*.md').test('docs/a.md')).toBe(true)
    expect(globToRegExp('docs/*.md').test('docs/sub/a.md')).toBe(false)
    expect(globToRegExp('**/*.md').test('a.md')).toBe(true)
    expect(globToRegExp('**/*.md').test('x/y/a.md')).toBe(true)
    expect(globToRegExp('a/**').test('a/b/c')).toBe(true)
    expect(globToRegExp('file?.[ch]').test('file1.c')).toBe(true)
    expect(globToRegExp('file[!0-9].c').test('file1.c')).toBe(false)
    expect(globToRegExp('a.{js,ts}').test('a.ts')).toBe(true)
    expect(globToRegExp('a+b(1).md').test('a+b(1).md')).toBe(true)
  })
})

// ─── json_schema ──────────────────────────────────────────────────────────────────────

const REVIEW_SCHEMA = {
  type: 'object',
  required: ['status', 'issues'],
  properties: {
    status: { enum: ['pass', 'warn', 'fail', 'skip'] },
    issues: { type: 'array', items: { type: 'object', required: ['severity', 'message'], properties: { severity: { enum: ['error', 'warning', 'suggestion'] } } } },
  },
}

describe('json_schema', () => {
  test('pass: the first ```json block of the response', async () => {
    const response = 'Here is the review:\n\n```json\n{"status": "fail", "issues": [{"severity": "error", "message": "push mutates"}]}\n```\n'
    const r = await run({ kind: 'json_schema', schema: REVIEW_SCHEMA }, { response })
    expect(r.passed).toBe(true)
    expect(r.evidence).toContain('the first ```json block of the response is valid against the inline schema')
  })

  test('fail: lists failing instance pointers with messages', async () => {
    const response = JSON.stringify({ status: 'ok', issues: [{ severity: 'fatal' }] })
    const r = await run({ kind: 'json_schema', schema: REVIEW_SCHEMA }, { response })
    expect(r.passed).toBe(false)
    expect(r.evidence).toContain('/status: must be equal to one of the allowed values ["pass","warn","fail","skip"]')
    expect(r.evidence).toContain("/issues/0: must have required property 'message'")
    expect(r.evidence).toContain('/issues/0/severity')
  })

  test('schema_path relative to the skill folder, over a file glob; 2020-12 by $schema; formats', async () => {
    inSkill(
      'schemas/report.json',
      JSON.stringify({ $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'array', prefixItems: [{ type: 'string', format: 'date' }], items: false }),
    )
    out('reports/a.json', '["2024-05-01"]')
    out('reports/b.json', '["2024-05-01", 3]')
    const r = await run({ kind: 'json_schema', schema_path: 'schemas/report.json', in: 'reports/*.json' })
    expect(r.passed).toBe(false)
    expect(r.evidence).toContain('reports/b.json does not match schemas/report.json')
    expect(r.evidence).toContain('valid: reports/a.json')
    rmSync(path.join(outputs, 'reports/b.json'))
    out('reports/c.json', '["not a date"]')
    const f = await run({ kind: 'json_schema', schema_path: 'schemas/report.json', in: 'reports/c.json' })
    expect(f.passed).toBe(false)
    expect(f.evidence).toContain('/0: must match format "date"')
    expect((await run({ kind: 'json_schema', schema_path: 'schemas/report.json', in: 'reports/a.json' })).passed).toBe(true)
  })

  test('bad input: invalid inline schema, unparseable JSON, missing schema file', async () => {
    expect(messages({ kind: 'json_schema', schema: { type: 'strin' } })[0]).toMatch(/^\/schema invalid JSON Schema/)
    expect(messages({ kind: 'json_schema' })[0]).toContain("needs 'schema' (inline) or 'schema_path'")
    expect(messages({ kind: 'json_schema', schema: {}, schema_path: 'a.json' })[0]).toContain('not both')
    expect(messages({ kind: 'json_schema', schema_path: '../../etc/x.json' })[0]).toContain('escapes the skill folder')
    expect(messages({ kind: 'json_schema', schema: {}, in: 'transcript' })[0]).toContain('is not JSON')

    out('result.json', '{\n  "status": "pass",\n  oops\n}')
    const bad = await run({ kind: 'json_schema', schema: {}, in: 'result.json' })
    expect(bad).toMatchObject({ passed: false, error: true })
    expect(bad.evidence).toContain('result.json is not valid JSON')
    expect(bad.evidence).toContain('line 3')

    const noJson = await run({ kind: 'json_schema', schema: {} }, { response: 'I reviewed it and it looks fine.' })
    expect(noJson).toMatchObject({ passed: false, error: true })
    expect(noJson.evidence).toContain('not JSON and has no ```json block')

    const missing = await run({ kind: 'json_schema', schema_path: 'schemas/nope.json' }, { response: '{}' })
    expect(missing).toMatchObject({ passed: false, error: true })
    expect(missing.evidence).toContain("schema_path 'schemas/nope.json' does not exist")

    const noFile = await run({ kind: 'json_schema', schema: {}, in: 'out.json' })
    expect(noFile.passed).toBe(false)
    expect(noFile.evidence).toContain("No file matches 'out.json'")
  })
})

// ─── json_path ────────────────────────────────────────────────────────────────────────

const REVIEW = {
  agentName: 'js-fp-review',
  status: 'fail',
  issues: [
    { severity: 'error', file: 'a.ts', line: 3, message: 'Array.push mutates the input' },
    { severity: 'error', file: 'a.ts', line: 9, message: 'sort() sorts in place' },
    { severity: 'warning', file: 'a.ts', line: 12, message: 'Prefer toReversed' },
  ],
  tags: ['fp', 'mutation'],
  'odd key': { 'a.b': 1 },
}
const reviewResponse = 'Review done.\n\n```json\n' + JSON.stringify(REVIEW, null, 2) + '\n```'

describe('json_path: the JSONPath subset', () => {
  test('parses and queries', () => {
    const q = (p: string, doc: unknown = REVIEW) => {
      const r = parseJsonPath(p)
      if (!r.ok) throw new Error(r.error)
      return queryJsonPath(doc, r.path)
    }
    expect(q('$')).toEqual([{ pointer: '', value: REVIEW }])
    expect(q('$.status')).toEqual([{ pointer: '/status', value: 'fail' }])
    expect(q("$['odd key']['a.b']")).toEqual([{ pointer: '/odd key/a.b', value: 1 }])
    expect(q('$.issues[1].line')).toEqual([{ pointer: '/issues/1/line', value: 9 }])
    expect(q('$.issues[-1].severity')).toEqual([{ pointer: '/issues/2/severity', value: 'warning' }])
    expect(q('$.issues[*].severity').map((m) => m.value)).toEqual(['error', 'error', 'warning'])
    expect(q('$.issues.*.line').map((m) => m.value)).toEqual([3, 9, 12])
    expect(q('$.*').length).toBe(5)
    expect(q('$.missing.deeper')).toEqual([])
    expect(q('$[0]', [[1, 2]])).toEqual([{ pointer: '/0', value: [1, 2] }])
    expect(q('$["a/b"]', { 'a/b': 1 })).toEqual([{ pointer: '/a~1b', value: 1 }])
  })

  test('rejects what it does not support, saying where', () => {
    const err = (p: string) => {
      const r = parseJsonPath(p)
      return r.ok ? 'ok' : r.error
    }
    expect(err('status')).toContain("must start with '$'")
    expect(err('$.issues[?(@.severity=="error")]')).toContain('filters')
    expect(err('$..message')).toContain('recursive descent')
    expect(err('$.issues[0:2]')).toContain('slices')
    expect(err("$['unterminated]")).toContain('unterminated')
    expect(err('$.issues[')).toContain("expected '*', an index or a quoted name")
    expect(err('$.a b')).toContain("unexpected ' ' at position 4")
    expect(err('')).toContain('empty')
  })
})

describe('json_path', () => {
  const jp = (over: Record<string, unknown>, response = reviewResponse) => run({ kind: 'json_path', ...over }, { response })

  test('equals (status): pass and fail quote the node', async () => {
    const r = await jp({ path: '$.status', op: 'equals', value: 'fail' })
    expect(r.passed).toBe(true)
    expect(r.evidence).toContain('$.status: /status = "fail" is equal to "fail"')
    const f = await jp({ path: '$.status', op: 'equals', value: 'pass' })
    expect(f.passed).toBe(false)
    expect(f.evidence).toContain('/status = "fail" is not equal to "pass"')
  })

  test('one_of applies to every node by default', async () => {
    expect((await jp({ path: '$.issues[*].severity', op: 'one_of', values: ['error', 'warning', 'suggestion'] })).passed).toBe(true)
    const f = await jp({ path: '$.issues[*].severity', op: 'one_of', values: ['error'] })
    expect(f.passed).toBe(false)
    expect(f.evidence).toContain('1 of 3 nodes of $.issues[*].severity is not one of ["error"]: /issues/2/severity = "warning"')
  })

  test('count: issue-count range (length of a single array) and severity counts (value filter)', async () => {
    const r = await jp({ path: '$.issues', op: 'count', min: 2, max: 8 })
    expect(r).toMatchObject({ passed: true })
    expect(r.evidence).toContain('$.issues has 3 items (expected 2..8)')
    const f = await jp({ path: '$.issues', op: 'count', min: 4 })
    expect(f.passed).toBe(false)
    expect(f.evidence).toContain('has 3 items (expected at least 4)')
    const sev = await jp({ path: '$.issues[*].severity', op: 'count', value: 'error', min: 2, max: 5 })
    expect(sev.passed).toBe(true)
    expect(sev.evidence).toContain('3 nodes match $.issues[*].severity, 2 equal to "error" (expected 2..5)')
    expect((await jp({ path: '$.issues[*].severity', op: 'count', value: 'warning', max: 0 })).passed).toBe(false)
  })

  test('contains: substring on strings (mustMention with match: any), element on arrays', async () => {
    const r = await jp({ path: '$.issues[*].message', op: 'contains', value: 'PUSH', match: 'any' })
    expect(r.passed).toBe(true)
    expect(r.evidence).toContain('/issues/0/message = "Array.push mutates the input"')
    const none = await jp({ path: '$.issues[*].message', op: 'contains', value: 'eslint', match: 'none' })
    expect(none.passed).toBe(true)
    const bad = await jp({ path: '$.issues[*].message', op: 'contains', value: 'sort', match: 'none' })
    expect(bad.passed).toBe(false)
    expect(bad.evidence).toContain('/issues/1/message = "sort() sorts in place"')
    expect((await jp({ path: '$.issues[*].message', op: 'contains', value: 'PUSH', case_sensitive: true, match: 'any' })).passed).toBe(false)
    expect((await jp({ path: '$.tags', op: 'contains', value: 'mutation' })).passed).toBe(true)
    const arr = await jp({ path: '$.tags', op: 'contains', value: 'purity' })
    expect(arr.passed).toBe(false)
    expect(arr.evidence).toContain('/tags = ["fp","mutation"] is not containing "purity"')
  })

  test('regex, exists, not_exists', async () => {
    expect((await jp({ path: '$.issues[*].file', op: 'regex', pattern: '\\.ts$' })).passed).toBe(true)
    expect((await jp({ path: '$.issues[*].line', op: 'regex', pattern: '^\\d$' })).passed).toBe(false)
    const ex = await jp({ path: '$.summary', op: 'exists' })
    expect(ex.passed).toBe(false)
    expect(ex.evidence).toContain('$.summary matches nothing (top-level keys: agentName, status, issues, tags, odd key)')
    expect((await jp({ path: '$.agentName', op: 'exists' })).passed).toBe(true)
    expect((await jp({ path: '$.summary', op: 'not_exists' })).passed).toBe(true)
    const ne = await jp({ path: '$.status', op: 'not_exists' })
    expect(ne.passed).toBe(false)
    expect(ne.evidence).toContain('exists but should not')
  })

  test('a path that matches nothing fails equals, with the reason', async () => {
    const r = await jp({ path: '$.result.status', op: 'equals', value: 'pass' })
    expect(r.passed).toBe(false)
    expect(r.evidence).toContain('$.result.status matches nothing')
  })

  test('file glob: every file must pass', async () => {
    out('r/a.json', '{"status": "pass"}')
    out('r/b.json', '{"status": "fail"}')
    const r = await run({ kind: 'json_path', in: 'r/*.json', path: '$.status', op: 'equals', value: 'pass' })
    expect(r.passed).toBe(false)
    expect(r.evidence).toContain('✓ r/a.json')
    expect(r.evidence).toContain('✗ r/b.json')
  })

  test('bad input', async () => {
    expect(messages({ kind: 'json_path', path: '$.issues[?(@.x)]', op: 'exists' })[0]).toMatch(/^\/path invalid JSONPath: filters/)
    expect(messages({ kind: 'json_path', path: '$.a', op: 'equal', value: 1 })[0]).toContain("did you mean 'equals'?")
    expect(messages({ kind: 'json_path', path: '$.a', op: 'equals' })).toEqual([" json_path op 'equals' needs 'value'"])
    expect(messages({ kind: 'json_path', path: '$.a', op: 'count' })).toEqual([" json_path op 'count' needs 'min', 'max' or both"])
    expect(messages({ kind: 'json_path', path: '$.a', op: 'count', min: 5, max: 1 })).toEqual(["/min 'min' (5) is greater than 'max' (1)"])
    expect(messages({ kind: 'json_path', path: '$.a', op: 'exists', value: 1 })).toEqual(["/value 'value' is not used by json_path op 'exists'"])
    expect(messages({ kind: 'json_path', path: '$.a', op: 'regex', pattern: '[' })[0]).toContain('/pattern invalid regular expression')
    expect(messages({ kind: 'json_path', path: '$.a', op: 'contains', value: 'x', match: 'some' })[0]).toContain("'match' must be one of all, any, none")
    expect(messages({ kind: 'json_path', op: 'exists' })).toEqual([" a json_path check needs 'path'"])
    out('bad.json', '{"a": ')
    const r = await run({ kind: 'json_path', in: 'bad.json', path: '$.a', op: 'exists' })
    expect(r).toMatchObject({ passed: false, error: true })
    expect(r.evidence).toContain('bad.json is not valid JSON')
    const nojson = await run({ kind: 'json_path', path: '$.a', op: 'exists' }, { response: '```json\n{oops}\n```' })
    expect(nojson).toMatchObject({ passed: false, error: true })
    expect(nojson.evidence).toContain('```json block of the response is not valid JSON')
  })
})

// ─── tool_called / tool_not_called ────────────────────────────────────────────────────

describe('tool_called / tool_not_called', () => {
  const calls = [
    call('Read', { file_path: 'spec.md' }, 1),
    call('Write', { file_path: 'tasks.md', content: '# Tasks' }, 2),
    call('Write', { file_path: 'notes.md', content: 'x' }, 3),
  ]

  test('pass with a deep subset of the input, naming turns', async () => {
    const r = await run({ kind: 'tool_called', tool: 'Write', input: { file_path: 'tasks.md' } }, { toolCalls: calls })
    expect(r.passed).toBe(true)
    expect(r.evidence).toContain('\'Write\' was called 1 time with input matching {"file_path":"tasks.md"} (turns 2)')
    const n = await run({ kind: 'tool_called', tool: 'Write', count: { min: 2, max: 2 } }, { toolCalls: calls })
    expect(n.passed).toBe(true)
    expect(n.evidence).toContain('2 times (expected exactly 2)')
  })

  test('fail: never called (lists the tools called) or called with other input (shows the difference)', async () => {
    const r = await run({ kind: 'tool_called', tool: 'Bash' }, { toolCalls: calls })
    expect(r.passed).toBe(false)
    expect(r.evidence).toContain("'Bash' was never called")
    expect(r.evidence).toContain('tools called: Read ×1, Write ×2')
    const i = await run({ kind: 'tool_called', tool: 'Read', input: { file_path: 'README.md' } }, { toolCalls: calls })
    expect(i.passed).toBe(false)
    expect(i.evidence).toContain('turn 1: input.file_path is "spec.md", expected "README.md"')
    expect((await run({ kind: 'tool_called', tool: 'Write', count: { max: 1 } }, { toolCalls: calls })).passed).toBe(false)
  })

  test('tool_not_called', async () => {
    const ok = await run({ kind: 'tool_not_called', tool: 'Bash' }, { toolCalls: calls })
    expect(ok.passed).toBe(true)
    expect(ok.evidence).toContain("'Bash' was not called")
    const bad = await run({ kind: 'tool_not_called', tool: 'Write', input: { file_path: 'notes.md' } }, { toolCalls: calls })
    expect(bad.passed).toBe(false)
    expect(bad.evidence).toContain('(turns 3); first input: {"file_path":"notes.md","content":"x"}')
  })

  test('bad input', async () => {
    expect(messages({ kind: 'tool_called' })).toEqual([" a tool_called check needs 'tool'"])
    expect(messages({ kind: 'tool_called', tool: 'Write', count: { min: 2, max: 1 } })[0]).toContain('greater than')
    expect(messages({ kind: 'tool_not_called', tool: 'Write', count: { max: 0 } })[0]).toContain("unknown field 'count'")
    const r = await runCheck({ kind: 'tool_called', tool: 'Write' }, { ...ctx(), toolCalls: undefined as unknown as ToolCallRecord[] })
    expect(r).toMatchObject({ passed: false })
    expect(r.evidence).toContain('no tools were called')
  })
})

// ─── frontmatter ──────────────────────────────────────────────────────────────────────

describe('frontmatter', () => {
  const adr = (status: string) => `---\ntitle: Use PostgreSQL\nstatus: ${status}\ndeciders: [Ana, Raj]\nmeta:\n  version: 1\n---\n\n# ADR\n`

  test('equals: pass and fail quote the value', async () => {
    out('docs/adrs/ADR-0001.md', adr('proposed'))
    const r = await run({ kind: 'frontmatter', path: 'docs/adrs/*.md', field: 'status', equals: 'proposed' })
    expect(r.passed).toBe(true)
    expect(r.evidence).toBe('docs/adrs/ADR-0001.md: status = "proposed"')
    const f = await run({ kind: 'frontmatter', path: 'docs/adrs/*.md', field: 'status', equals: 'accepted' })
    expect(f.passed).toBe(false)
    expect(f.evidence).toContain('status = "proposed", expected "accepted"')
  })

  test('one_of, exists, dot paths, scalars compared by text', async () => {
    out('adr.md', adr('accepted'))
    expect((await run({ kind: 'frontmatter', path: 'adr.md', field: 'status', one_of: ['proposed', 'accepted'] })).passed).toBe(true)
    expect((await run({ kind: 'frontmatter', path: 'adr.md', field: 'meta.version', equals: '1' })).passed).toBe(true)
    expect((await run({ kind: 'frontmatter', path: 'adr.md', field: 'deciders.1', equals: 'Raj' })).passed).toBe(true)
    expect((await run({ kind: 'frontmatter', path: 'adr.md', field: 'superseded_by', exists: false })).passed).toBe(true)
    const ex = await run({ kind: 'frontmatter', path: 'adr.md', field: 'date', exists: true })
    expect(ex.passed).toBe(false)
    expect(ex.evidence).toContain("'date' is absent")
    const nf = await run({ kind: 'frontmatter', path: 'adr.md', field: 'date', equals: '2024' })
    expect(nf.evidence).toContain("no 'date' in the frontmatter (keys: title, status, deciders, meta)")
  })

  test('every matching file must pass; a file without frontmatter fails', async () => {
    out('d/a.md', adr('proposed'))
    out('d/b.md', '# No frontmatter\n')
    const r = await run({ kind: 'frontmatter', path: 'd/*.md', field: 'status', equals: 'proposed' })
    expect(r.passed).toBe(false)
    expect(r.evidence).toContain('d/a.md: status = "proposed"')
    expect(r.evidence).toContain('d/b.md: no YAML frontmatter')
  })

  test('bad input', async () => {
    expect(messages({ kind: 'frontmatter', path: 'a.md', field: 'status' })).toEqual([" a frontmatter check needs one of 'equals', 'one_of' or 'exists'"])
    expect(messages({ kind: 'frontmatter', path: 'a.md', field: 'status', equals: 'x', exists: true })[0]).toContain("not 'equals' and 'exists'")
    expect(messages({ kind: 'frontmatter', path: 'a.md', field: 'a..b', exists: true })[0]).toContain('empty segment')
    expect(messages({ kind: 'frontmatter', path: 'a.md', equals: 'x' })).toEqual([" a frontmatter check needs 'field'"])
    out('bad.md', '---\nstatus: [unclosed\n---\n')
    const r = await run({ kind: 'frontmatter', path: 'bad.md', field: 'status', exists: true })
    expect(r).toMatchObject({ passed: false, error: true })
    expect(r.evidence).toContain('bad.md: the frontmatter is not valid YAML')
    const none = await run({ kind: 'frontmatter', path: 'missing.md', field: 'status', exists: true })
    expect(none.passed).toBe(false)
    expect(none.evidence).toContain("No file matches 'missing.md'")
  })
})

// ─── script ───────────────────────────────────────────────────────────────────────────

describe('script', () => {
  test('passes on exit 0, with the output as evidence; runs in a copy of the outputs', async () => {
    inSkill('scripts/validate.sh', '#!/bin/sh\necho "checking $1"\nls\ntest -f tasks.md\n', 0o755)
    out('tasks.md', '# Tasks')
    const r = await run({ kind: 'script', command: 'scripts/validate.sh', args: ['strict mode'] })
    expect(r.passed).toBe(true)
    expect(r.evidence).toContain('scripts/validate.sh "strict mode" exited 0')
    expect(r.evidence).toContain('checking strict mode')
    expect(r.evidence).toContain('tasks.md')
    expect(r.evidence).not.toContain('metrics.json')
  })

  test('fails on a non-zero exit with stdout and stderr as evidence', async () => {
    inSkill('scripts/check.sh', '#!/bin/sh\necho "found 2 problems"\necho "missing Coverage table" >&2\nexit 3\n', 0o755)
    const r = await run({ kind: 'script', command: 'scripts/check.sh' })
    expect(r.passed).toBe(false)
    expect(r.error).toBeUndefined()
    expect(r.evidence).toContain('exited 3')
    expect(r.evidence).toContain('found 2 problems')
    expect(r.evidence).toContain('missing Coverage table')
  })

  test('a non-executable .js script runs with node; output is capped', async () => {
    inSkill('scripts/big.js', "process.stdout.write('x'.repeat(20000) + 'END')\n")
    const r = await run({ kind: 'script', command: 'scripts/big.js' })
    expect(r.passed).toBe(true)
    expect(r.evidence.length).toBeLessThan(5000)
    expect(r.evidence).toContain('chars cut')
    expect(r.evidence).toContain('END')
  })

  test('timeout kills the script and its children', async () => {
    inSkill('scripts/slow.sh', '#!/bin/sh\necho started\nsleep 20\necho never\n', 0o755)
    const t0 = Date.now()
    const r = await run({ kind: 'script', command: 'scripts/slow.sh', timeout_seconds: 0.5 })
    expect(Date.now() - t0).toBeLessThan(5000)
    expect(r).toMatchObject({ passed: false, error: true })
    expect(r.evidence).toContain('timed out after 0.5 s')
    expect(r.evidence).toContain('started')
    expect(r.evidence).not.toContain('never')
  })

  test('a background job left running does not hold the check until the timeout', async () => {
    inSkill('scripts/bg.sh', '#!/bin/sh\nsleep 20 &\necho done\n', 0o755)
    const t0 = Date.now()
    const r = await run({ kind: 'script', command: 'scripts/bg.sh', timeout_seconds: 10 })
    expect(Date.now() - t0).toBeLessThan(5000)
    expect(r).toMatchObject({ passed: true })
    expect(r.evidence).toContain('done')
  })

  test('the environment holds no secrets: only PATH and HOME (a temp dir)', async () => {
    process.env['SKILL_EVALS_SENTINEL_SECRET'] = 'sentinel-value-8c1f'
    try {
      inSkill('scripts/env.sh', '#!/bin/sh\nenv\n', 0o755)
      const r = await run({ kind: 'script', command: 'scripts/env.sh' })
      expect(r.passed).toBe(true)
      expect(r.evidence).not.toContain('SKILL_EVALS_SENTINEL_SECRET')
      expect(r.evidence).not.toContain('sentinel-value-8c1f')
      expect(r.evidence).toContain('PATH=/usr/bin:/bin')
      expect(r.evidence).toMatch(/HOME=\S*skill-evals-check-/)
    } finally {
      delete process.env['SKILL_EVALS_SENTINEL_SECRET']
    }
  })

  test('cannot modify the stored outputs', async () => {
    out('tasks.md', 'original')
    out('sub/keep.md', 'keep')
    const { symlinkSync } = await import('node:fs')
    symlinkSync(path.join(outputs, 'tasks.md'), path.join(outputs, 'link.md'))
    inSkill('scripts/vandal.sh', '#!/bin/sh\necho changed > tasks.md\necho changed > link.md\nrm -rf sub\ntouch new.txt\n', 0o755)
    const r = await run({ kind: 'script', command: 'scripts/vandal.sh' })
    expect(r.passed).toBe(true)
    expect(readFileSync(path.join(outputs, 'tasks.md'), 'utf8')).toBe('original')
    expect(existsSync(path.join(outputs, 'sub/keep.md'))).toBe(true)
    expect(existsSync(path.join(outputs, 'new.txt'))).toBe(false)
  })

  test('bad input: escaping command, missing script, not executable', async () => {
    expect(messages({ kind: 'script', command: '../other-skill/run.sh' })[0]).toContain('escapes the skill folder')
    expect(messages({ kind: 'script', command: '/bin/sh' })[0]).toContain('absolute')
    expect(messages({ kind: 'script', command: 'scripts/v.sh --strict' })[0]).toContain("put arguments in 'args'")
    expect(messages({ kind: 'script', command: 's.sh', args: [1] })).toEqual(["/args/0 'args' items must be strings, not a number"])
    expect(messages({ kind: 'script', command: 's.sh', timeout_seconds: 0 })[0]).toContain('positive number')
    expect(messages({ kind: 'script', command: 's.sh', timeout_seconds: 9999 })[0]).toContain('maximum')
    const missing = await run({ kind: 'script', command: 'scripts/nope.sh' })
    expect(missing).toMatchObject({ passed: false, error: true })
    expect(missing.evidence).toContain("script 'scripts/nope.sh' does not exist")
    inSkill('scripts/data.txt', 'not a program')
    const notExec = await run({ kind: 'script', command: 'scripts/data.txt' })
    expect(notExec).toMatchObject({ passed: false, error: true })
    expect(notExec.evidence).toContain('not executable')
    // A link inside the skill folder pointing outside it is refused at run time.
    const { symlinkSync } = await import('node:fs')
    writeFileSync(path.join(root, 'outside.sh'), '#!/bin/sh\necho hi\n', { mode: 0o755 })
    symlinkSync(path.join(root, 'outside.sh'), path.join(skillDir, 'link.sh'))
    const link = await run({ kind: 'script', command: 'link.sh' })
    expect(link).toMatchObject({ passed: false, error: true })
    expect(link.evidence).toContain('escapes the skill folder')
  })
})

// ─── Load-time validation through discovery ───────────────────────────────────────────

describe('discovery reports malformed checks with file and line', () => {
  let repo: string
  beforeEach(() => {
    repo = path.join(root, 'repo')
    mkdirSync(repo)
  })
  const write = (rel: string, content: string, mode?: number): void => {
    const abs = path.join(repo, rel)
    mkdirSync(path.dirname(abs), { recursive: true })
    writeFileSync(abs, content)
    if (mode !== undefined) chmodSync(abs, mode)
  }
  const lineOf = (text: string, needle: string): number => text.split('\n').findIndex((l) => l.includes(needle)) + 1
  const invalid = (fs: Finding[]) => fs.filter((f) => f.rule === 'suite.check.invalid')

  test('loadRepo: each problem at the offending value', async () => {
    write('skills/adr/SKILL.md', '---\nname: adr\ndescription: Writes ADRs. Use when the user asks for an ADR.\n---\n\n# ADR\n')
    write('skills/adr/scripts/ok.sh', '#!/bin/sh\nexit 0\n', 0o755)
    write('skills/adr/schemas/adr.json', '{"type": "object"}')
    const text = JSON.stringify(
      {
        skill_name: 'adr',
        evals: [
          {
            id: 1,
            prompt: 'Write an ADR',
            assertions: [
              { text: 'regex ok', check: { kind: 'regex', pattern: '^## Status', flags: 'm' } },
              { text: 'bad regex', check: { kind: 'regex', pattern: '(unclosed' } },
              { text: 'typo kind', check: { kind: 'file_exist', path: 'x.md' } },
              { text: 'bad path', check: { kind: 'json_path', path: '$..status', op: 'exists' } },
              { text: 'missing schema', check: { kind: 'json_schema', schema_path: 'schemas/missing.json' } },
              { text: 'schema ok', check: { kind: 'json_schema', schema_path: 'schemas/adr.json' } },
              { text: 'script ok', check: { kind: 'script', command: 'scripts/ok.sh' } },
              { text: 'escaping script', check: { kind: 'script', command: '../../../bin/evil.sh' } },
              { text: 'no value', check: { kind: 'contains' } },
            ],
          },
        ],
      },
      null,
      2,
    )
    write('skills/adr/evals/evals.json', text)
    const r = await loadRepo(repo)
    const found = invalid(r.findings).map((f) => ({ line: f.line, file: f.file, message: f.message }))
    expect(found).toEqual([
      { file: 'skills/adr/evals/evals.json', line: lineOf(text, '"(unclosed"'), message: expect.stringContaining("Invalid 'regex' check: invalid regular expression") },
      { file: 'skills/adr/evals/evals.json', line: lineOf(text, '"file_exist"'), message: expect.stringContaining("did you mean 'file_exists'?") },
      { file: 'skills/adr/evals/evals.json', line: lineOf(text, '"$..status"'), message: expect.stringContaining('recursive descent') },
      { file: 'skills/adr/evals/evals.json', line: lineOf(text, '"schemas/missing.json"'), message: expect.stringContaining('does not exist in the skill folder') },
      { file: 'skills/adr/evals/evals.json', line: lineOf(text, '"../../../bin/evil.sh"'), message: expect.stringContaining('escapes the skill folder') },
      { file: 'skills/adr/evals/evals.json', line: lineOf(text, '"no value"') + 1, message: expect.stringContaining("needs 'value'") },
    ])
    expect(invalid(r.findings).every((f) => f.severity === 'error')).toBe(true)
    // The checks are still loaded (grading reports them as evaluation errors).
    expect(r.evals[0]!.assertions.filter((a) => a.check)).toHaveLength(9)
  })

  test('loadSuites: repo-level suite uses the named skill folder for schema_path', async () => {
    const dir = path.join(repo, 'skills/plan')
    mkdirSync(dir, { recursive: true })
    const plan: Skill = {
      name: 'plan',
      dir,
      relDir: 'skills/plan',
      file: 'skills/plan/SKILL.md',
      frontmatter: { name: 'plan', description: 'x', metadata: {}, allowedTools: [], raw: {} },
      body: '',
      bodyLine: 4,
    }
    const text = JSON.stringify(
      {
        evals: [
          {
            id: 1,
            skill: 'plan',
            prompt: 'p',
            assertions: [
              'plain',
              { text: 'count', check: { kind: 'file_exists', path: 'tasks.md', count: { min: 2, max: 1 } } },
              { text: 'schema', check: { kind: 'json_schema', schema_path: 'schema.json' } },
            ],
          },
        ],
      },
      null,
      2,
    )
    write('evals/evals.json', text)
    const { findings } = await loadSuites(repo, [plan])
    expect(invalid(findings).map((f) => [f.line, f.message])).toEqual([
      [lineOf(text, '"min": 2'), expect.stringContaining("'count.min' (2) is greater than 'count.max' (1)")],
      [lineOf(text, '"schema.json"'), expect.stringContaining("'schema_path' 'schema.json' does not exist in the skill folder")],
    ])
    write('skills/plan/schema.json', '{"type": "nope"}')
    const again = await loadSuites(repo, [plan])
    expect(invalid(again.findings).map((f) => f.message)).toEqual([
      expect.stringContaining('greater than'),
      expect.stringContaining('invalid JSON Schema'),
    ])
  })

  test('the example suites have no invalid checks', async () => {
    const r = await loadRepo(path.resolve('examples'))
    expect(invalid(r.findings)).toEqual([])
  })
})
