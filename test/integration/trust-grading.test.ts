/**
 * Implicit assertions in grading.json: a skill's schemas/output.json and scripts/validate-skill.*
 * are applied to with_skill / old_skill runs by gradeRun, with evidence, through the real
 * json_schema and sandboxed script checks.
 */
import { afterAll, describe, expect, test } from '@jest/globals'
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gradeRun, type GradeOptions } from '../../src/grade/index.js'
import type { SendFn } from '../../src/run/gateway.js'
import type { Assertion, Configuration, RunRecord } from '../../src/types.js'
import { SCHEMA_ASSERTION_TEXT, validatorAssertionText } from '../../src/grade/implicit.js'

const tmps: string[] = []
afterAll(async () => {
  for (const d of tmps) await rm(d, { recursive: true, force: true })
})

const SCHEMA = JSON.stringify({
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  required: ['summary', 'findings'],
  properties: { summary: { type: 'string' }, findings: { type: 'array', items: { type: 'string' } } },
})

const VALIDATOR = `#!/bin/sh
# Contract: $1 is the primary output, relative to the working directory (a copy of outputs/).
f="$1"
if grep -q SKIPME "$f"; then echo "SKIP: cannot judge this output"; exit 2; fi
if grep -q CRASHME "$f"; then echo "internal error"; exit 3; fi
if grep -q '"summary"' "$f"; then echo "PASS: $f has a summary"; exit 0; fi
echo "FAIL: no summary in $f"
exit 1
`

async function skillDir(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'trust-skill-'))
  tmps.push(dir)
  for (const [p, c] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, p)), { recursive: true })
    await writeFile(path.join(dir, p), c)
  }
  return dir
}

function record(response: string, configuration: Configuration = 'with_skill'): RunRecord {
  return {
    runId: `s/iteration-1/eval-1-x/${configuration}/run-1`, skill: 's', evalId: 1, evalDir: 'eval-1-x', configuration, trial: 1, model: 'm',
    status: 'completed', skillUsed: true, response, toolCalls: [], filesWritten: [],
    usage: { input_tokens: 0, output_tokens: 0, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 },
    costUsd: 0, durationMs: 1000, turns: 1, stopReason: 'end_turn', apiCalls: 1, retries: 0, cached: false,
    startedAt: '2026-01-01T00:00:00.000Z', finishedAt: '2026-01-01T00:00:01.000Z',
  }
}

const ASSERTIONS: Assertion[] = [{ text: 'The reply is not empty', check: { kind: 'regex', pattern: '\\S' } }]
const noJudge: SendFn = async () => {
  throw new Error('the judge must not be called')
}
const OPTS: GradeOptions = { judgeModel: 'judge', judges: 1 }

async function grade(skill: string, response: string, outputs: Record<string, string> = {}, configuration: Configuration = 'with_skill') {
  const runDir = await mkdtemp(path.join(tmpdir(), 'trust-run-'))
  tmps.push(runDir)
  await mkdir(path.join(runDir, 'outputs'), { recursive: true })
  for (const [p, c] of Object.entries(outputs)) {
    await mkdir(path.dirname(path.join(runDir, 'outputs', p)), { recursive: true })
    await writeFile(path.join(runDir, 'outputs', p), c)
  }
  await gradeRun({ record: record(response, configuration), runDir, evalCase: { prompt: 'p', assertions: ASSERTIONS }, skillDir: skill }, noJudge, OPTS)
  return JSON.parse(await readFile(path.join(runDir, 'grading.json'), 'utf8'))
}

const VTEXT = validatorAssertionText('scripts/validate-skill.sh')

describe('implicit assertions in grading.json', () => {
  test('a conforming JSON response: both pass, with evidence, like any check expectation', async () => {
    const skill = await skillDir({ 'schemas/output.json': SCHEMA, 'scripts/validate-skill.sh': VALIDATOR })
    const g = await grade(skill, JSON.stringify({ summary: 'ok', findings: ['a'] }))
    expect(g.expectations.map((e: { text: string }) => e.text)).toEqual(['The reply is not empty', SCHEMA_ASSERTION_TEXT, VTEXT])
    const [, schema, validator] = g.expectations
    expect(schema).toMatchObject({ passed: true, status: 'pass', source: 'check', check_kind: 'json_schema' })
    expect(schema.evidence).toMatch(/the response is valid against schemas\/output\.json/)
    expect(validator).toMatchObject({ passed: true, status: 'pass', source: 'check', check_kind: 'script' })
    expect(validator.evidence).toMatch(/scripts\/validate-skill\.sh \.skill-evals\/response\.json exited 0/)
    expect(validator.evidence).toContain('PASS: .skill-evals/response.json has a summary')
    expect(g.summary).toEqual({ passed: 3, failed: 0, total: 3, pass_rate: 1 })
    expect(g.run.status).toBe('pass')
  })

  test('schema and validator failures carry the evidence and fail the run', async () => {
    const skill = await skillDir({ 'schemas/output.json': SCHEMA, 'scripts/validate-skill.sh': VALIDATOR })
    const g = await grade(skill, 'Here it is:\n```json\n{"findings": [1]}\n```\n')
    const [, schema, validator] = g.expectations
    expect(schema).toMatchObject({ passed: false, status: 'fail' })
    expect(schema.evidence).toMatch(/does not match schemas\/output\.json: .*must have required property 'summary'/)
    expect(schema.evidence).toMatch(/\/findings\/0: must be string/)
    expect(validator).toMatchObject({ passed: false, status: 'fail' })
    expect(validator.evidence).toMatch(/exited 1 in .*FAIL: no summary in \.skill-evals\/response\.json/s)
    expect(g.run.status).toBe('fail')
    expect(g.summary.failed).toBe(2)
  })

  test('no JSON in the response: the first JSON file of outputs/ is checked', async () => {
    const skill = await skillDir({ 'schemas/output.json': SCHEMA, 'scripts/validate-skill.sh': VALIDATOR })
    const g = await grade(skill, 'I wrote the report.', {
      'reports/b.json': '{"nope": true}',
      'a/report.json': JSON.stringify({ summary: 's', findings: [] }),
      'notes.md': 'x',
    })
    const [, schema, validator] = g.expectations
    expect(schema.status).toBe('pass')
    expect(schema.evidence).toMatch(/^The response holds no JSON; checked outputs\/a\/report\.json \(the first of 2 JSON files\)\. a\/report\.json is valid/)
    expect(validator.status).toBe('pass')
    expect(validator.evidence).toContain('scripts/validate-skill.sh a/report.json exited 0')
  })

  test('no JSON anywhere: the schema assertion fails; the validator gets the response as Markdown', async () => {
    const skill = await skillDir({ 'schemas/output.json': SCHEMA, 'scripts/validate-skill.sh': VALIDATOR })
    const g = await grade(skill, 'Just prose.')
    const [, schema, validator] = g.expectations
    expect(schema).toMatchObject({ status: 'fail', check_kind: 'json_schema' })
    expect(schema.evidence).toMatch(/^No JSON output to check against schemas\/output\.json/)
    expect(validator.status).toBe('fail')
    expect(validator.evidence).toContain('FAIL: no summary in .skill-evals/response.md')
  })

  test('exit 2 skips (no expectation); another exit code is an error, not a failure', async () => {
    const skill = await skillDir({ 'scripts/validate-skill.sh': VALIDATOR })
    const skipped = await grade(skill, '{"summary": "SKIPME"}')
    expect(skipped.expectations.map((e: { text: string }) => e.text)).toEqual(['The reply is not empty'])
    const crashed = await grade(skill, '{"summary": "CRASHME"}')
    const v = crashed.expectations[1]
    expect(v).toMatchObject({ text: VTEXT, status: 'error', passed: false })
    expect(v.evidence).toMatch(/^ERROR: The validator exited 3; validators must exit 0 \(pass\), 1 \(fail\) or 2 \(skip\)/)
    expect(crashed.run.status).toBe('error')
  })

  test('an executable validator without a known extension runs by its shebang, in the script sandbox (minimal env)', async () => {
    const skill = await skillDir({ 'scripts/validate-skill': '#!/bin/sh\necho "HOME=$HOME PATH=$PATH KEY=${ANTHROPIC_API_KEY:-unset}"\nexit 0\n' })
    await chmod(path.join(skill, 'scripts/validate-skill'), 0o755)
    const saved = process.env.ANTHROPIC_API_KEY
    process.env.ANTHROPIC_API_KEY = 'secret-for-test'
    let g
    try {
      g = await grade(skill, '{}')
    } finally {
      if (saved === undefined) delete process.env.ANTHROPIC_API_KEY
      else process.env.ANTHROPIC_API_KEY = saved
    }
    expect(g.expectations[1].status).toBe('pass')
    expect(g.expectations[1].evidence).toContain('PATH=/usr/bin:/bin KEY=unset')
  })

  test('old_skill runs get them too; without_skill runs and skills without the files get none', async () => {
    const skill = await skillDir({ 'schemas/output.json': SCHEMA, 'scripts/validate-skill.sh': VALIDATOR })
    expect((await grade(skill, '{"summary":"x","findings":[]}', {}, 'old_skill')).expectations).toHaveLength(3)
    const base = await grade(skill, 'prose', {}, 'without_skill')
    expect(base.expectations).toHaveLength(1)
    const plain = await grade(await skillDir({ 'SKILL.md': '---\nname: s\n---\n', 'scripts/other.sh': 'exit 1' }), 'prose')
    expect(plain.expectations).toHaveLength(1)
    expect(plain.summary.total).toBe(1)
  })

  test('a schema that is not a valid JSON Schema is an error (validate reports it too)', async () => {
    const skill = await skillDir({ 'schemas/output.json': '{"type": "banana"}' })
    const g = await grade(skill, '{}')
    expect(g.expectations[1]).toMatchObject({ text: SCHEMA_ASSERTION_TEXT, status: 'error' })
    expect(g.expectations[1].evidence).toMatch(/^ERROR: schemas\/output\.json: invalid JSON Schema/)
  })
})
