/**
 * Implicit assertions (issue 11): the output schema and the validator script of a skill, graded
 * on its with_skill / old_skill runs (issue 23: mutation testing of the grade part). The whole
 * path through gradeRuns is in test/integration/trust-grading.test.ts; here each rule on its own.
 */
import { describe, test, expect, beforeEach, afterEach } from '@jest/globals'
import { chmodSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { implicitExpectations, implicitKind, outputJsonFiles, responseJson, scriptExitCode, SCHEMA_ASSERTION_TEXT, validatorAssertionText } from '../../src/grade/implicit.js'

let root: string
let runDir: string
let skillDir: string
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'skill-evals-implicit-'))
  runDir = path.join(root, 'run')
  skillDir = path.join(root, 'skill')
  mkdirSync(path.join(runDir, 'outputs'), { recursive: true })
  mkdirSync(skillDir)
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

const put = (base: string, rel: string, content: string, mode?: number): void => {
  mkdirSync(path.dirname(path.join(base, rel)), { recursive: true })
  writeFileSync(path.join(base, rel), content)
  if (mode !== undefined) chmodSync(path.join(base, rel), mode)
}
const out = (rel: string, content: string) => put(path.join(runDir, 'outputs'), rel, content)
const SCHEMA = '{"type":"object","required":["ok"],"properties":{"ok":{"const":true}}}'
const run = (response: string, configuration: 'with_skill' | 'old_skill' | 'without_skill' = 'with_skill', status: 'completed' | 'error' = 'completed') =>
  implicitExpectations({ runDir, skillDir, record: { configuration, status, response, toolCalls: [] } }, { transcript: 't' })

describe('names and helpers', () => {
  test('the assertion texts and which are implicit', () => {
    expect(SCHEMA_ASSERTION_TEXT).toBe('Output matches schemas/output.json')
    expect(validatorAssertionText('scripts/validate-skill.sh')).toBe('Validator scripts/validate-skill.sh passes on the output')
    expect(implicitKind('Output matches schemas/output.json')).toBe('schema')
    expect(implicitKind('Validator scripts/validate-skill.py passes on the output')).toBe('validator')
    expect(implicitKind('Validator scripts/validate-skill passes on the output')).toBe('validator')
    expect(implicitKind('Validator scripts/validate-skill.sh passes on the output!')).toBeUndefined()
    expect(implicitKind('A Validator scripts/validate-skill.sh passes on the output')).toBeUndefined()
    expect(implicitKind('Validator scripts/validate-skill x.sh passes on the output')).toBeUndefined()
    expect(implicitKind('Output matches schemas/output.json.')).toBeUndefined()
  })

  test('responseJson: the whole text, else a ```json block first, else any block that parses', () => {
    expect(responseJson(' {"a":1} ')).toEqual({ found: true, value: { a: 1 } })
    expect(responseJson('x\n```text\n{"b":2}\n```\n```json\n{"a":1}\n```')).toEqual({ found: true, value: { a: 1 } })
    expect(responseJson('x\n```JSONC\n{"a":1}\n```')).toEqual({ found: true, value: { a: 1 } })
    expect(responseJson('x\n```json\nnope\n```\n```\n[2]\n```')).toEqual({ found: true, value: [2] })
    expect(responseJson('x\n```jsonl\n[3]\n```')).toEqual({ found: true, value: [3] })
    expect(responseJson('no json')).toEqual({ found: false })
    expect(responseJson('')).toEqual({ found: false })
  })

  test('outputJsonFiles: every .json (any case) under outputs, sorted; reserved root names and links skipped', async () => {
    const o = path.join(runDir, 'outputs')
    out('b.json', '{}')
    out('a/c.JSON', '{}')
    out('metrics.json', '{}')
    out('sub/metrics.json', '{}')
    out('x.txt', '')
    symlinkSync(path.join(o, 'b.json'), path.join(o, 'link.json'))
    expect(await outputJsonFiles(o)).toEqual(['a/c.JSON', 'b.json', 'sub/metrics.json'])
    expect(await outputJsonFiles(path.join(root, 'none'))).toEqual([])
  })

  test('scriptExitCode reads the first line of a script check evidence', () => {
    expect(scriptExitCode('v.sh exited 1 in 0.2 s; output:\nx')).toBe(1)
    expect(scriptExitCode('v.sh x exited 12 in 10 s; output:\n')).toBe(12)
    expect(scriptExitCode('v.sh was killed by SIGTERM in 0.2 s; output:')).toBeUndefined()
    expect(scriptExitCode('x\nv.sh exited 1 in 0.2 s; output:')).toBeUndefined()
  })
})

describe('the schema assertion', () => {
  beforeEach(() => put(skillDir, 'schemas/output.json', SCHEMA))

  test('a JSON response is checked; pass and fail', async () => {
    expect(await run('{"ok":true}')).toEqual([
      { text: SCHEMA_ASSERTION_TEXT, passed: true, status: 'pass', source: 'check', check_kind: 'json_schema', evidence: 'the response is valid against schemas/output.json' },
    ])
    expect(await run('{"ok":false}')).toEqual([
      { text: SCHEMA_ASSERTION_TEXT, passed: false, status: 'fail', source: 'check', check_kind: 'json_schema', evidence: 'the response does not match schemas/output.json: /ok: must be equal to constant true' },
    ])
  })

  test('a ```json block that does not parse is checked (and says why)', async () => {
    const [e] = await run('Here:\n```json\n{nope\n```')
    expect(e).toMatchObject({ status: 'error', check_kind: 'json_schema' })
    expect(e!.evidence).toMatch(/^ERROR: The first ```json block of the response is not valid JSON/)
  })

  test('no JSON in the response: the first JSON file of the outputs, saying how many there were', async () => {
    out('b.json', '{"ok":true}')
    out('a.json', '{"ok":false}')
    expect(await run('done')).toEqual([
      {
        text: SCHEMA_ASSERTION_TEXT,
        passed: false,
        status: 'fail',
        source: 'check',
        check_kind: 'json_schema',
        evidence: 'The response holds no JSON; checked outputs/a.json (the first of 2 JSON files). a.json does not match schemas/output.json: /ok: must be equal to constant true',
      },
    ])
    rmSync(path.join(runDir, 'outputs', 'a.json'))
    expect((await run('done'))[0]!.evidence).toBe('The response holds no JSON; checked outputs/b.json. b.json is valid against schemas/output.json')
  })

  test('a JSON file whose name looks like a glob is not taken', async () => {
    out('[x].json', '{"ok":true}')
    expect((await run('done'))[0]).toMatchObject({ status: 'fail', evidence: expect.stringMatching(/^No JSON output to check against schemas\/output\.json/) })
  })

  test('no JSON anywhere fails', async () => {
    expect(await run('done')).toEqual([
      {
        text: SCHEMA_ASSERTION_TEXT,
        passed: false,
        status: 'fail',
        source: 'check',
        check_kind: 'json_schema',
        evidence: 'No JSON output to check against schemas/output.json: the response is not JSON and has no fenced JSON block, and outputs/ holds no .json file.',
      },
    ])
  })

  test('without_skill runs and runs that did not complete get none', async () => {
    expect(await run('{"ok":true}', 'without_skill')).toEqual([])
    expect(await run('{"ok":true}', 'with_skill', 'error')).toEqual([])
    expect(await run('{"ok":true}', 'old_skill')).toHaveLength(1)
  })
})

describe('the validator', () => {
  const V = 'Validator scripts/validate-skill.sh passes on the output'
  const validator = (body: string) => put(skillDir, 'scripts/validate-skill.sh', body)

  test('exit 0 passes; it is given the response JSON as its argument, next to the outputs', async () => {
    validator('echo "arg=$1"; cat "$1"; ls -A .skill-evals; ls\n')
    out('f.txt', 'x')
    const [e] = await run('{"ok":true}')
    expect(e).toMatchObject({ text: V, status: 'pass', passed: true, source: 'check', check_kind: 'script' })
    expect(e!.evidence).toMatch(/exited 0 in [\d.]+ s; output:\narg=\.skill-evals\/response\.json\n\{\n {2}"ok": true\n\}\nresponse\.json\nresponse\.md\nf\.txt$/)
  })

  test('no JSON response: the first JSON output file, else the response as Markdown', async () => {
    validator('echo "arg=$1"; cat .skill-evals/response.md\n')
    expect((await run('plain text'))[0]!.evidence).toMatch(/output:\narg=\.skill-evals\/response\.md\nplain text$/)
    out('z.json', '{}')
    expect((await run('plain text'))[0]!.evidence).toMatch(/output:\narg=z\.json\nplain text$/)
  })

  test('exit 1 fails, exit 2 skips, another exit is an error saying the contract', async () => {
    validator('echo bad; exit 1\n')
    expect((await run('{}'))[0]).toMatchObject({ text: V, status: 'fail', passed: false, evidence: expect.stringMatching(/exited 1 in/) })
    validator('exit 2\n')
    expect(await run('{}')).toEqual([])
    validator('echo odd; exit 3\n')
    const [e] = await run('{}')
    expect(e).toMatchObject({ text: V, status: 'error', passed: false, check_kind: 'script' })
    expect(e!.evidence).toMatch(/^ERROR: The validator exited 3; validators must exit 0 \(pass\), 1 \(fail\) or 2 \(skip\)\. scripts\/validate-skill\.sh \.skill-evals\/response\.json exited 3 in [\d.]+ s; output:\nodd$/)
  })

  test('the schema comes first, then the validator', async () => {
    put(skillDir, 'schemas/output.json', SCHEMA)
    validator('exit 0\n')
    expect((await run('{"ok":true}')).map((e) => e.text)).toEqual([SCHEMA_ASSERTION_TEXT, V])
  })

  test('the stored outputs are copied without reserved files and links, and left unchanged', async () => {
    out('metrics.json', '{}')
    out('keep.txt', 'k')
    symlinkSync(path.join(runDir, 'outputs', 'keep.txt'), path.join(runDir, 'outputs', 'ln.txt'))
    validator('ls; echo changed > keep.txt\n')
    const [e] = await run('{}')
    expect(e!.evidence).toMatch(/output:\nkeep\.txt$/)
    const { readFileSync } = await import('node:fs')
    expect(readFileSync(path.join(runDir, 'outputs', 'keep.txt'), 'utf8')).toBe('k')
  })
})
