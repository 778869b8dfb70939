/**
 * Implicit assertions, edges (issue 23: mutation testing of the grade part; survivors of the
 * first run over src/grade/implicit.ts).
 */
import { describe, test, expect, beforeEach, afterEach } from '@jest/globals'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { implicitExpectations, responseJson } from '../../src/grade/implicit.js'

let root: string
let runDir: string
let skillDir: string
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'skill-evals-implicit2-'))
  runDir = path.join(root, 'run')
  skillDir = path.join(root, 'skill')
  mkdirSync(path.join(runDir, 'outputs'), { recursive: true })
  mkdirSync(path.join(skillDir, 'scripts'), { recursive: true })
})
afterEach(() => rmSync(root, { recursive: true, force: true }))
const validator = (body: string) => writeFileSync(path.join(skillDir, 'scripts', 'validate-skill.sh'), body)
const schema = () => {
  mkdirSync(path.join(skillDir, 'schemas'), { recursive: true })
  writeFileSync(path.join(skillDir, 'schemas', 'output.json'), '{"type":"object"}')
}
const run = (response: string) => implicitExpectations({ runDir, skillDir, record: { configuration: 'with_skill', status: 'completed', response, toolCalls: [] } }, {})

describe('responseJson: which fenced block', () => {
  test('json-tagged blocks come first; a tag that only contains "json" is not one', () => {
    expect(responseJson('```\n[2]\n```\n```notjson\n[3]\n```')).toEqual({ found: true, value: [2] })
    expect(responseJson('```\n[2]\n```\n```jsonl\n[3]\n```')).toEqual({ found: true, value: [2] })
    expect(responseJson('```\n[2]\n```\n```json5\n[3]\n```')).toEqual({ found: true, value: [3] })
    expect(responseJson('```notjson\n[3]\n```')).toEqual({ found: true, value: [3] })
    expect(responseJson('```a\n[1]\n```\n```b\n[2]\n```')).toEqual({ found: true, value: [1] })
  })
})

describe('the schema assertion reads a broken ```json block, however it is tagged', () => {
  test.each(['``` json\n{nope\n```', '```json title\n{nope\n```'])('%j', async (response) => {
    schema()
    const [e] = await run(response)
    expect(e).toMatchObject({ status: 'error', evidence: expect.stringMatching(/^ERROR: The first ```json block of the response is not valid JSON/) })
  })
})

describe('the validator', () => {
  test('exit 2 leaves no expectation at all', async () => {
    validator('exit 2\n')
    expect(await run('{}')).toHaveLength(0)
  })

  test('exit 1 is a script check failure', async () => {
    validator('exit 1\n')
    expect((await run('{}'))[0]).toMatchObject({ status: 'fail', source: 'check', check_kind: 'script' })
  })

  test('another exit is an error of the script check', async () => {
    validator('exit 4\n')
    expect((await run('{}'))[0]).toMatchObject({ status: 'error', passed: false, source: 'check', check_kind: 'script', evidence: expect.stringMatching(/^ERROR: The validator exited 4;/) })
  })

  test('an outputs folder holding .skill-evals of its own still works', async () => {
    mkdirSync(path.join(runDir, 'outputs', '.skill-evals'))
    writeFileSync(path.join(runDir, 'outputs', '.skill-evals', 'mine.txt'), 'x')
    validator('ls .skill-evals\n')
    const [e] = await run('{}')
    expect(e).toMatchObject({ status: 'pass' })
    expect(e!.evidence).toMatch(/output:\nmine\.txt\nresponse\.json\nresponse\.md$/)
  })

  test('a run without an outputs folder: the validator runs on the response alone', async () => {
    rmSync(path.join(runDir, 'outputs'), { recursive: true })
    validator('ls -A\n')
    const [e] = await run('{}')
    expect(e).toMatchObject({ status: 'pass', evidence: expect.stringMatching(/output:\n\.skill-evals$/) })
  })

  test('outputs that cannot be copied: an error saying the validator could not be run', async () => {
    rmSync(path.join(runDir, 'outputs'), { recursive: true })
    writeFileSync(path.join(runDir, 'outputs'), 'not a folder')
    validator('exit 0\n')
    const [e] = await run('{}')
    expect(e).toMatchObject({ status: 'error', check_kind: 'script', evidence: expect.stringMatching(/^ERROR: the validator could not be run: .+/) })
  })
})

describe('responseJson: a fence with words after its tag', () => {
  test('```json title is still a json block', () => {
    expect(responseJson('x\n```json title\n[1]\n```')).toEqual({ found: true, value: [1] })
  })
})
