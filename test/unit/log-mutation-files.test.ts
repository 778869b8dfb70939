/**
 * The run files' decoders and the numbers derived from them (src/log/files.ts), the error they
 * throw (error.ts), how a schema error reads (validate.ts) and the eval definition hash
 * (definition-hash.ts), each rule stated on its edge cases.
 */
import { describe, expect, test } from '@jest/globals'
import { createHash } from 'node:crypto'
import {
  compareVersions,
  decodeEvalMetadata,
  decodeGrade,
  decodeSummary,
  decodeTiming,
  definitionHash,
  expectationStatus,
  GRADER_VERSION,
  gradeCounts,
  gradeNotes,
  gradeStatus,
  mergeGradesFiles,
  ResultsLogError,
  runDefinitionHash,
  runSeconds,
  SUMMARY_VERSION,
  type RunGrade,
} from '../../src/log/index.js'
import { describeSchemaError, recordValidator, summaryValidator, validatorOf } from '../../src/log/validate.js'

const catchError = (f: () => unknown): ResultsLogError => {
  try {
    f()
  } catch (err) {
    if (err instanceof ResultsLogError) return err
    throw err
  }
  throw new Error('expected a ResultsLogError')
}

describe('compareVersions', () => {
  test('numeric parts compare as numbers, part by part', () => {
    expect(compareVersions('0.10.0', '0.9.1')).toBe(1)
    expect(compareVersions('0.9.1', '0.10.0')).toBe(-1)
    expect(compareVersions('1.2.3', '1.2.3')).toBe(0)
    expect(compareVersions('2.0.0', '10.0.0')).toBe(-1)
  })

  test('a missing part counts as 0, so 1.0 and 1.0.0 are the same version', () => {
    expect(compareVersions('1.0', '1.0.0')).toBe(0)
    expect(compareVersions('1.0.0', '1')).toBe(0)
    expect(compareVersions('1.0.1', '1.0')).toBe(1)
    expect(compareVersions('1', '1.0.1')).toBe(-1)
  })

  test('"+" and "-" separate parts like "."', () => {
    expect(compareVersions('1.0.0-2', '1.0.0-1')).toBe(1)
    expect(compareVersions('1.0.0+1', '1.0.0+3')).toBe(-1)
    expect(compareVersions('1-2', '1.2')).toBe(0)
  })

  test('a part that is not a number counts as 0', () => {
    expect(compareVersions('1.x.0', '1.0.0')).toBe(0)
    expect(compareVersions('1.x.1', '1.0.0')).toBe(1)
    expect(compareVersions('beta', '0')).toBe(0)
    expect(compareVersions('beta', '0.0.1')).toBe(-1)
  })
})

describe('decodeGrade', () => {
  const newer = (v: string) => v.split('.').map((x, i) => (i === 0 ? String(Number(x) + 1) : x)).join('.')

  test("a grading.json of skill-evals' grader at a newer version: an error saying so, before the schema check", () => {
    const file = 'out/run-1/grading.json'
    const err = catchError(() => decodeGrade({ expectations: 'changed shape', grader: { name: 'skill-evals', version: newer(GRADER_VERSION) } }, file))
    expect(err.reason).toBe('newer')
    expect(err.message).toBe(
      `${file}: written by a newer skill-evals (grader version ${newer(GRADER_VERSION)}; this one reads up to grader version ${GRADER_VERSION}). Upgrade skill-evals to read it.`,
    )
  })

  test('the same or an older version of our grader reads; another grader of any version reads', () => {
    expect(decodeGrade({ expectations: [], grader: { name: 'skill-evals', version: GRADER_VERSION } }, 'f').expectations).toEqual([])
    expect(decodeGrade({ expectations: [], grader: { name: 'skill-evals', version: '0.0.1' } }, 'f').expectations).toEqual([])
    expect(decodeGrade({ expectations: [], grader: { name: 'other-grader', version: '99.0.0' } }, 'f').grader).toEqual({ name: 'other-grader', version: '99.0.0' })
  })

  test('a grader version that is not a string is a schema error, not a newer file', () => {
    const err = catchError(() => decodeGrade({ expectations: [], grader: { name: 'skill-evals', version: 99 } }, 'f'))
    expect(err.reason).toBe('schema')
    expect(err.message).toBe('f: not a grading.json (schemas/grading.schema.json) at /grader/version: must be string')
  })

  test('a value that is not an object is a schema error', () => {
    expect(catchError(() => decodeGrade(null, 'f')).message).toBe('f: not a grading.json (schemas/grading.schema.json) at (top level): must be object')
    expect(catchError(() => decodeGrade(7, 'f')).reason).toBe('schema')
  })

  test('no expectations: none graded; an expectation without evidence gets an empty one, the others are kept as written', () => {
    expect(decodeGrade({}, 'f')).toEqual({ expectations: [] })
    const g = decodeGrade({ expectations: [{ text: 'a', passed: true }, { text: 'b', passed: false, evidence: 'seen' }], summary: { passed: 1 } }, 'f')
    expect(g).toEqual({ expectations: [{ text: 'a', passed: true, evidence: '' }, { text: 'b', passed: false, evidence: 'seen' }], summary: { passed: 1 } })
  })
})

describe('timing.json, eval_metadata.json and summary.json', () => {
  test('timing.json: checked, then returned as written', () => {
    expect(decodeTiming({ total_duration_seconds: 3, extra: true }, 'f')).toEqual({ total_duration_seconds: 3, extra: true })
    expect(catchError(() => decodeTiming({ duration_ms: '3' }, 't/timing.json')).message).toBe('t/timing.json: not a timing.json (schemas/timing.schema.json) at /duration_ms: must be number')
  })

  test('eval_metadata.json: input files are strings only; an assertion is its text, an object without one is an empty text', () => {
    expect(
      decodeEvalMetadata({ eval_id: 3, files: ['a.txt', 4, null, 'b.txt'], assertions: ['plain', { text: 'as object' }, { text: 5 }, 7, null, { note: 'x' }] }, 'f'),
    ).toEqual({ eval_id: 3, files: ['a.txt', 'b.txt'], assertions: ['plain', 'as object', '', '', '', ''] })
  })

  test('eval_metadata.json without files or assertions has none', () => {
    expect(decodeEvalMetadata({ eval_name: 'x' }, 'f')).toEqual({ eval_name: 'x' })
    expect(catchError(() => decodeEvalMetadata({ files: 'a.txt' }, 'e/eval_metadata.json')).message).toBe(
      'e/eval_metadata.json: not an eval_metadata.json (schemas/eval-metadata.schema.json) at /files: must be array',
    )
  })

  test('summary.json: a newer schema_version is its own error; a version that is not a whole number goes to the schema', () => {
    const err = catchError(() => decodeSummary({ schema_version: SUMMARY_VERSION + 1 }, 's.json'))
    expect(err.message).toBe(
      `s.json: written by a newer skill-evals (summary schema_version ${SUMMARY_VERSION + 1}; this one reads up to summary schema_version ${SUMMARY_VERSION}). Upgrade skill-evals to read it.`,
    )
    expect(err.reason).toBe('newer')
    expect(catchError(() => decodeSummary({ schema_version: SUMMARY_VERSION + 0.5 }, 's.json')).reason).toBe('schema')
    expect(catchError(() => decodeSummary({ schema_version: String(SUMMARY_VERSION + 1) }, 's.json')).reason).toBe('schema')
    expect(catchError(() => decodeSummary({ schema_version: SUMMARY_VERSION }, 's.json')).reason).toBe('schema')
    expect(catchError(() => decodeSummary(null, 's.json')).message).toMatch(/^s\.json: not a summary \(schemas\/summary\.schema\.json\) at \(top level\)/)
  })
})

describe('derived values', () => {
  const e = (passed: boolean, status?: 'pass' | 'fail' | 'error') => ({ text: 't', passed, evidence: '', ...(status ? { status } : {}) })

  test("an expectation's status: its own, else pass or fail from `passed`", () => {
    expect(expectationStatus(e(true))).toBe('pass')
    expect(expectationStatus(e(false))).toBe('fail')
    expect(expectationStatus(e(true, 'error'))).toBe('error')
    expect(expectationStatus(e(false, 'pass'))).toBe('pass')
  })

  test("counts: the summary's numbers, each missing one counted from the expectations", () => {
    const exps = [e(true), e(false), e(true)]
    expect(gradeCounts({ expectations: exps })).toEqual({ passed: 2, failed: 1, total: 3, passRate: 2 / 3 })
    expect(gradeCounts({ expectations: exps, summary: { passed: 5, failed: 4, total: 9, pass_rate: 0.5 } })).toEqual({ passed: 5, failed: 4, total: 9, passRate: 0.5 })
    expect(gradeCounts({ expectations: exps, summary: { passed: 1 } })).toEqual({ passed: 1, failed: 2, total: 3, passRate: 1 / 3 })
    expect(gradeCounts({ expectations: exps, summary: { total: 4 } })).toEqual({ passed: 2, failed: 2, total: 4, passRate: 0.5 })
    expect(gradeCounts({ expectations: exps, summary: { pass_rate: 0 } })).toEqual({ passed: 2, failed: 1, total: 3, passRate: 0 })
  })

  test('nothing to divide: no pass rate', () => {
    expect(gradeCounts({ expectations: [] })).toEqual({ passed: 0, failed: 0, total: 0, passRate: null })
    expect(gradeCounts({ expectations: [e(true)], summary: { total: 0 } }).passRate).toBeNull()
  })

  test("the run's grade: skill-evals' run.status, else pass when every counted assertion passed, fail, or error when none were counted", () => {
    expect(gradeStatus({ expectations: [], run: { status: 'inconclusive' }, summary: { passed: 1, total: 1 } })).toBe('inconclusive')
    expect(gradeStatus({ expectations: [], summary: { passed: 2, total: 2 } })).toBe('pass')
    expect(gradeStatus({ expectations: [], summary: { passed: 1, total: 2 } })).toBe('fail')
    expect(gradeStatus({ expectations: [], summary: { total: 1 } })).toBe('fail')
    expect(gradeStatus({ expectations: [], summary: { passed: 0, total: 0 } })).toBe('error')
    expect(gradeStatus({ expectations: [e(true)] })).toBe('error')
    expect(gradeStatus({ expectations: [], run: {}, summary: { passed: 1, total: 1 } })).toBe('pass')
  })

  test("the run's time: grading.json's executor time, else timing.json's executor time, else its total", () => {
    const g = (s?: number): RunGrade => ({ expectations: [], ...(s === undefined ? {} : { timing: { executor_duration_seconds: s } }) })
    expect(runSeconds(g(5), { executor_duration_seconds: 6, total_duration_seconds: 7 })).toBe(5)
    expect(runSeconds(g(), { executor_duration_seconds: 6, total_duration_seconds: 7 })).toBe(6)
    expect(runSeconds(undefined, { total_duration_seconds: 7 })).toBe(7)
    expect(runSeconds(g(0), { total_duration_seconds: 7 })).toBe(0)
    expect(runSeconds(undefined, undefined)).toBeUndefined()
    expect(runSeconds({ expectations: [], timing: {} }, {})).toBeUndefined()
  })

  test("skill-creator's notes: uncertainties, needs review, workarounds, in that order, strings only", () => {
    expect(gradeNotes({ expectations: [] })).toEqual([])
    const notes = { workarounds: ['w'], needs_review: ['n', 3], uncertainties: ['u1', 'u2'] } as unknown as RunGrade['user_notes_summary']
    expect(gradeNotes({ expectations: [], user_notes_summary: notes })).toEqual(['u1', 'u2', 'n', 'w'])
    const odd = { uncertainties: 'one', needs_review: null } as unknown as RunGrade['user_notes_summary']
    expect(gradeNotes({ expectations: [], user_notes_summary: odd })).toEqual([])
  })

  test("shards' grades.json files as one: the first file's fields, the evals joined, the numeric totals summed", () => {
    const merged = mergeGradesFiles([
      { schema: 1, evals: [{ id: 'a' }], totals: { passed: 2, failed: 1, label: 'x' } },
      { schema: 2, evals: [{ id: 'b' }, { id: 'c' }], totals: { passed: 3, errors: 1 } },
      { schema: 3, evals: 'none', totals: 'none' },
    ])
    expect(merged).toEqual({ schema: 1, evals: [{ id: 'a' }, { id: 'b' }, { id: 'c' }], totals: { passed: 5, failed: 1, errors: 1 } })
  })

  test("no numeric totals in any shard: the first file's totals as they were (none when it had none)", () => {
    expect(mergeGradesFiles([{ evals: [] }, { evals: [], totals: { label: 'x' } }])).toEqual({ evals: [] })
    expect(mergeGradesFiles([{ evals: [], totals: { label: 'x' } }, { evals: [] }])).toEqual({ evals: [], totals: { label: 'x' } })
    expect(mergeGradesFiles([{ totals: { passed: 1 } }, {}])).toEqual({ evals: [], totals: { passed: 1 } })
  })
})

describe('ResultsLogError', () => {
  test('the message names the file (and the line, when there is one) before the detail', () => {
    const withLine = new ResultsLogError('out/runs.jsonl', 4, 'not a run record')
    expect(withLine.message).toBe('out/runs.jsonl:4: not a run record')
    expect(withLine.name).toBe('ResultsLogError')
    expect([withLine.file, withLine.line, withLine.detail]).toEqual(['out/runs.jsonl', 4, 'not a run record'])
    expect(new ResultsLogError('a.json', undefined, 'bad').message).toBe('a.json: bad')
    expect(new ResultsLogError('a.json', 0, 'bad').message).toBe('a.json:0: bad')
  })

  test('the kind of problem follows from the detail unless given', () => {
    expect(new ResultsLogError('f', 1, 'written by a newer skill-evals (x)').reason).toBe('newer')
    expect(new ResultsLogError('f', 1, 'not valid JSON (Unexpected token)').reason).toBe('json')
    expect(new ResultsLogError('f', 1, 'the text is not valid JSON').reason).toBe('schema')
    expect(new ResultsLogError('f', 1, 'at /x: must be number').reason).toBe('schema')
    expect(new ResultsLogError('f', 1, 'whatever', 'json').reason).toBe('json')
  })
})

describe('describeSchemaError', () => {
  test('no error to describe', () => {
    expect(describeSchemaError(null)).toBe('does not match the schema')
    expect(describeSchemaError(undefined)).toBe('does not match the schema')
    expect(describeSchemaError([])).toBe('does not match the schema')
  })

  test('the first error, where it is and what is wrong; an enum lists its allowed values', () => {
    const base = { schemaPath: '#', params: {} }
    expect(describeSchemaError([{ ...base, keyword: 'type', instancePath: '/usage/input_tokens', message: 'must be number' }, { ...base, keyword: 'x', instancePath: '/b', message: 'second' }])).toBe(
      'at /usage/input_tokens: must be number',
    )
    expect(describeSchemaError([{ ...base, keyword: 'required', instancePath: '', message: "must have required property 'runId'" }])).toBe(
      "at (top level): must have required property 'runId'",
    )
    expect(describeSchemaError([{ ...base, keyword: 'type', instancePath: '/x' }])).toBe('at /x: invalid')
    expect(describeSchemaError([{ ...base, keyword: 'enum', instancePath: '/status', message: 'must be equal to one of the allowed values', params: { allowedValues: ['pass', 1] } }])).toBe(
      'at /status: must be equal to one of the allowed values ("pass", 1)',
    )
  })

  test('an enum error that does not list its values still reads', () => {
    expect(describeSchemaError([{ schemaPath: '#', params: {}, keyword: 'enum', instancePath: '/x', message: 'must be one of them' }])).toMatch(/^at \/x: must be one of them/)
  })

  test('a real enum error from the run record schema', () => {
    const validate = recordValidator()
    expect(validate({ runId: 'r', skill: 's', evalId: 1, evalDir: 'e', configuration: 'with_skill', trial: 1, model: 'm', status: 'done' })).toBe(false)
    expect(describeSchemaError(validate.errors)).toBe('at /status: must be equal to one of the allowed values ("completed", "error", "skipped")')
  })

  test('each validator is made once and kept', () => {
    expect(recordValidator()).toBe(validatorOf('record'))
    expect(summaryValidator()).toBe(summaryValidator())
    expect(summaryValidator()).toBe(validatorOf('summary'))
    expect(validatorOf('timing')).not.toBe(validatorOf('grading'))
  })
})

describe('definition hashes', () => {
  const sha16 = (v: unknown) => createHash('sha256').update(JSON.stringify(v)).digest('hex').slice(0, 16)

  test('16 hex characters of sha256 over the canonical JSON (keys sorted at every depth)', () => {
    const h = definitionHash({ prompt: 'p', files: ['a'], assertions: ['one', { text: 'two', check: { kind: 'regex', pattern: 'x' } }] })
    expect(h).toBe(
      sha16({
        assertions: [
          { check: null, text: 'one' },
          { check: { kind: 'regex', pattern: 'x' }, text: 'two' },
        ],
        files: ['a'],
        prompt: 'p',
      }),
    )
    expect(h).toMatch(/^[0-9a-f]{16}$/)
  })

  test("a check's key order does not change the hash; its values do", () => {
    const a = definitionHash({ prompt: 'p', files: [], assertions: [{ text: 't', check: { kind: 'regex', pattern: 'x', flags: ['i'] } }] })
    const b = definitionHash({ prompt: 'p', files: [], assertions: [{ text: 't', check: { flags: ['i'], pattern: 'x', kind: 'regex' } }] })
    const c = definitionHash({ prompt: 'p', files: [], assertions: [{ text: 't', check: { kind: 'regex', pattern: 'y', flags: ['i'] } }] })
    expect(a).toBe(b)
    expect(a).not.toBe(c)
  })

  test('an assertion as text and as an object without a check hash the same', () => {
    expect(definitionHash({ prompt: 'p', files: [], assertions: ['t'] })).toBe(definitionHash({ prompt: 'p', files: [], assertions: [{ text: 't' }] }))
    expect(definitionHash({ prompt: 'p', files: [], assertions: ['t'] })).not.toBe(definitionHash({ prompt: 'p', files: [], assertions: [{ text: 't', check: 0 }] }))
  })

  test("a run's hash covers the assertion texts only, empty ones left out", () => {
    const withChecks = runDefinitionHash({ prompt: 'p', files: ['f'], assertions: [{ text: 'a' }, { text: '' }, { text: 'b' }] })
    expect(withChecks).toBe(definitionHash({ prompt: 'p', files: ['f'], assertions: ['a', 'b'] }))
    expect(withChecks).toBe(sha16({ assertions: [{ check: null, text: 'a' }, { check: null, text: 'b' }], files: ['f'], prompt: 'p' }))
  })
})
