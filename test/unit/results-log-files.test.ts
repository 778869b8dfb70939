/**
 * The run folder's typed decoders (src/log/files.ts): grading.json (ours and skill-creator's),
 * timing.json, eval_metadata.json and summary.json — a good file, skill-creator's minimal one,
 * a malformed one (an error naming the file and the field), a newer one (an error saying so).
 */
import { describe, test, expect, beforeEach, afterEach } from '@jest/globals'
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import {
  compareVersions,
  decodeEvalMetadata,
  definitionHash,
  runDefinitionHash,
  decodeGrade,
  decodeSummary,
  decodeTiming,
  GRADER_VERSION,
  gradeCounts,
  gradeNotes,
  gradeStatus,
  readGradeFile,
  readRunFiles,
  readSummaryFile,
  ResultsLogError,
  runSeconds,
  SUMMARY_VERSION,
} from '../../src/log/index.js'
import { loadResults, ReportDataError } from '../../src/aggregate/load.js'

const GOLDEN = path.join(process.cwd(), 'test/fixtures/golden/grading/completed/grading.json')

/** skill-creator's grader output as its references/schemas.md shows it (no run/judge/grader, no status/source). */
const SKILL_CREATOR_GRADING = {
  expectations: [
    { text: "The output includes the name 'John Smith'", passed: true, evidence: 'Found in transcript Step 3' },
    { text: 'The spreadsheet has a SUM formula in cell B10', passed: false, evidence: 'No spreadsheet was created.' },
    { text: 'The date is ISO 8601', passed: true, evidence: '2026-01-15' },
  ],
  summary: { passed: 2, failed: 1, total: 3, pass_rate: 0.67 },
  execution_metrics: { tool_calls: { Read: 5, Write: 2, Bash: 8 }, total_tool_calls: 15, total_steps: 6, errors_encountered: 0, output_chars: 12450, transcript_chars: 3200 },
  timing: { executor_duration_seconds: 165.0, grader_duration_seconds: 26.0, total_duration_seconds: 191.0 },
  claims: [{ claim: 'The form has 12 fillable fields', type: 'factual', verified: true, evidence: 'Counted 12 fields' }],
  user_notes_summary: { uncertainties: ['Used 2023 data, may be stale'], needs_review: [], workarounds: ['Fell back to text overlay'] },
  eval_feedback: { suggestions: [{ assertion: "The output includes the name 'John Smith'", reason: 'A hallucinated document would also pass' }], overall: 'Presence, not correctness.' },
}

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'results-log-files-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

async function write(rel: string, content: unknown): Promise<string> {
  const file = path.join(dir, rel)
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(file, typeof content === 'string' ? content : JSON.stringify(content))
  return file
}

async function errorOf(p: Promise<unknown>): Promise<ResultsLogError> {
  try {
    await p
  } catch (err) {
    expect(err).toBeInstanceOf(ResultsLogError)
    return err as ResultsLogError
  }
  throw new Error('expected a ResultsLogError')
}

describe('grading.json (decodeGrade)', () => {
  test("skill-evals' own grading.json decodes with every part typed", async () => {
    // The golden file marks the grader's own time '<volatile>': put numbers back, as the grader writes them.
    const raw = JSON.parse(await readFile(GOLDEN, 'utf8'))
    for (const k of ['grader_duration_seconds', 'total_duration_seconds']) if (typeof raw.timing[k] !== 'number') raw.timing[k] = 1.5
    const g = (await readGradeFile(await write('ours/grading.json', raw)))!
    expect(g.expectations).toHaveLength(raw.expectations.length)
    expect(g.expectations[0]).toMatchObject({ text: 'tasks.md exists', passed: true, status: 'pass', source: 'check', check_kind: 'file_exists' })
    expect(g.run?.status).toBe(raw.run.status)
    expect(g.grader).toMatchObject({ name: 'skill-evals' })
    expect(gradeStatus(g)).toBe(raw.run.status)
    expect(gradeCounts(g)).toEqual({ passed: raw.summary.passed, failed: raw.summary.failed, total: raw.summary.total, passRate: raw.summary.pass_rate })
    expect(runSeconds(g, undefined)).toBe(raw.timing.executor_duration_seconds)
  })

  test("skill-creator's grader output (no run, judge or grader; no status per expectation) decodes", async () => {
    const file = await write('sc/grading.json', SKILL_CREATOR_GRADING)
    const g = (await readGradeFile(file))!
    expect(g.run).toBeUndefined()
    expect(g.expectations.map((e) => e.passed)).toEqual([true, false, true])
    expect(g.expectations[0]!.status).toBeUndefined()
    // The grade follows the summary: not every assertion passed.
    expect(gradeStatus(g)).toBe('fail')
    expect(gradeCounts(g)).toEqual({ passed: 2, failed: 1, total: 3, passRate: 0.67 })
    expect(gradeNotes(g)).toEqual(['Used 2023 data, may be stale', 'Fell back to text overlay'])
    expect(runSeconds(g, { total_duration_seconds: 9 })).toBe(165)
  })

  test('the smallest grading.json: expectations only (counts from them), even without evidence', () => {
    const g = decodeGrade({ expectations: [{ text: 'a', passed: true }, { text: 'b', passed: true, evidence: 'seen' }] }, 'min/grading.json')
    expect(g.expectations.map((e) => e.evidence)).toEqual(['', 'seen'])
    expect(gradeCounts(g)).toEqual({ passed: 2, failed: 0, total: 2, passRate: 1 })
    // No summary to say so: a grade without run.status is computed from the summary's counts.
    expect(gradeStatus(g)).toBe('error')
    expect(gradeStatus(decodeGrade({ expectations: [], summary: { passed: 2, total: 2 } }, 'x'))).toBe('pass')
    expect(gradeCounts(decodeGrade({}, 'empty/grading.json'))).toEqual({ passed: 0, failed: 0, total: 0, passRate: null })
  })

  test('a grading.json that is not JSON: an error naming the file', async () => {
    const file = await write('bad/grading.json', '{"expectations": [')
    const err = await errorOf(readGradeFile(file))
    expect(err.file).toBe(file)
    expect(err.reason).toBe('json')
    expect(err.message).toMatch(new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: not valid JSON \\(`))
  })

  test('a grading.json off its schema: an error naming the file and the field', async () => {
    const file = await write('off/grading.json', { expectations: [{ text: 'a', passed: 'yes', evidence: '' }] })
    const err = await errorOf(readGradeFile(file))
    expect(err.reason).toBe('schema')
    expect(err.message).toBe(`${file}: not a grading.json (schemas/grading.schema.json) at /expectations/0/passed: must be boolean`)
    // skill-creator's SKILL.md forbids name/met/details: such a file is refused, not read as empty.
    expect(() => decodeGrade({ expectations: [{ name: 'a', met: true, details: 'x' }] }, 'g.json')).toThrow(
      "g.json: not a grading.json (schemas/grading.schema.json) at /expectations/0: must have required property 'text'",
    )
    expect(() => decodeGrade([], 'arr.json')).toThrow('arr.json: not a grading.json (schemas/grading.schema.json) at (top level): must be object')
    expect(() => decodeGrade({ expectations: [], run: { status: 'great' } }, 'r.json')).toThrow(/at \/run\/status: must be equal to one of the allowed values \("pass", "fail", "error", "inconclusive", "skipped"\)/)
  })

  test('a grading.json from a newer skill-evals grader: an error saying to upgrade', async () => {
    const file = await write('newer/grading.json', { expectations: [], grader: { name: 'skill-evals', version: '99.0.0', graded_at: 'now' } })
    const err = await errorOf(readGradeFile(file))
    expect(err.reason).toBe('newer')
    expect(err.message).toBe(
      `${file}: written by a newer skill-evals (grader version 99.0.0; this one reads up to grader version ${GRADER_VERSION}). Upgrade skill-evals to read it.`,
    )
    // This version and older ones, and other graders' versions, are read.
    expect(decodeGrade({ expectations: [], grader: { name: 'skill-evals', version: GRADER_VERSION } }, 'x').grader?.version).toBe(GRADER_VERSION)
    expect(decodeGrade({ expectations: [], grader: { name: 'skill-evals', version: '0.0.9' } }, 'x').grader?.version).toBe('0.0.9')
    expect(decodeGrade({ expectations: [], grader: { name: 'other', version: '99.0.0' } }, 'x').grader?.name).toBe('other')
  })

  test('an absent grading.json is not an error (the run is not graded yet)', async () => {
    expect(await readGradeFile(path.join(dir, 'none', 'grading.json'))).toBeUndefined()
  })

  test('versions compare part by part', () => {
    expect(compareVersions('0.10.0', '0.9.1')).toBe(1)
    expect(compareVersions('0.1.0', '0.1.0')).toBe(0)
    expect(compareVersions('0.1', '0.1.0')).toBe(0)
    expect(compareVersions('0.1.0', '1.0.0')).toBe(-1)
  })
})

describe('timing.json and eval_metadata.json', () => {
  test("timing.json: SKILL.md's minimum, the full one, a malformed one", () => {
    const min = decodeTiming({ total_tokens: 84852, duration_ms: 23332, total_duration_seconds: 23.3 }, 't.json')
    expect(min.total_tokens).toBe(84852)
    expect(runSeconds(undefined, min)).toBe(23.3)
    expect(runSeconds(undefined, decodeTiming({ total_duration_seconds: 23.3, executor_duration_seconds: 20 }, 't.json'))).toBe(20)
    expect(runSeconds(undefined, decodeTiming({ duration_ms: 5 }, 't.json'))).toBeUndefined()
    expect(() => decodeTiming({ total_tokens: 'many' }, 'run-1/timing.json')).toThrow(
      'run-1/timing.json: not a timing.json (schemas/timing.schema.json) at /total_tokens: must be number',
    )
  })

  test("eval_metadata.json: skill-creator's, ours (files, assertions as texts), a malformed one", () => {
    expect(decodeEvalMetadata({ eval_id: 0, eval_name: 'descriptive-name-here', prompt: 'The task', assertions: [] }, 'm.json')).toEqual({
      eval_id: 0,
      eval_name: 'descriptive-name-here',
      prompt: 'The task',
      assertions: [],
    })
    const ours = decodeEvalMetadata({ eval_id: '2', prompt: 'p', files: ['a.csv', 7], assertions: ['x', { text: 'y' }, { no: 1 }], definition_hash: 'h' }, 'm.json')
    expect(ours.files).toEqual(['a.csv'])
    expect(ours.assertions).toEqual(['x', 'y', ''])
    expect(ours.definition_hash).toBe('h')
    expect(() => decodeEvalMetadata({ eval_id: 1.5 }, 'eval-1/eval_metadata.json')).toThrow(
      'eval-1/eval_metadata.json: not an eval_metadata.json (schemas/eval-metadata.schema.json) at /eval_id: must be integer,string',
    )
  })

  test('readRunFiles: each file through its decoder; a bad one is listed in problems, the rest still read', async () => {
    const runDir = path.join(dir, 's/iteration-1/eval-1-x/with_skill/run-1')
    await write('s/iteration-1/eval-1-x/with_skill/run-1/grading.json', SKILL_CREATOR_GRADING)
    await write('s/iteration-1/eval-1-x/with_skill/run-1/timing.json', '{"total_tokens": ')
    await write('s/iteration-1/eval-1-x/with_skill/run-1/eval_metadata.json', { eval_id: 1, eval_name: 'x', prompt: 'p' })
    const files = await readRunFiles(runDir)
    expect(files.grade?.summary?.total).toBe(3)
    expect(files.meta?.eval_name).toBe('x')
    expect(files.timing).toBeUndefined()
    expect(files.problems.map((p) => [p.file, p.reason])).toEqual([[path.join(runDir, 'timing.json'), 'json']])
  })

  test('the aggregate loader stops on a bad grading.json with an error naming it', async () => {
    await write('s/iteration-1/eval-1-x/with_skill/run-1/run.json', { runId: 's/iteration-1/eval-1-x/with_skill/run-1', status: 'completed' })
    await write('s/iteration-1/eval-1-x/with_skill/run-1/grading.json', { expectations: 'none' })
    await expect(loadResults(dir)).rejects.toThrow(ReportDataError)
    await expect(loadResults(dir)).rejects.toThrow(/run-1\/grading\.json: not a grading\.json \(schemas\/grading\.schema\.json\) at \/expectations: must be array/)
  })

  test("a run's definition hash: its log line's, else its folder's eval_metadata.json, else the eval folder's", async () => {
    // The eval was redefined after its first runs (a resumed folder): the eval folder's metadata is
    // the new definition, and each run keeps the hash of the definition it answered.
    const oldDef = { eval_id: 1, eval_name: 'x', prompt: 'old prompt', files: [], assertions: ['a'] }
    const newDef = { ...oldDef, prompt: 'new prompt' }
    await write('s/iteration-1/eval-1-x/eval_metadata.json', newDef)
    const graded = { expectations: [{ text: 'a', passed: true, evidence: 'e' }], summary: { passed: 1, failed: 0, total: 1, pass_rate: 1 } }
    const line = (trial: number, extra: object = {}) =>
      JSON.stringify({ version: 1, runId: `s/iteration-1/eval-1-x/with_skill/run-${trial}`, skill: 's', evalId: 1, evalDir: 'eval-1-x', configuration: 'with_skill', trial, model: 'm', status: 'completed', ...extra })
    for (const t of [1, 2, 3]) await write(`s/iteration-1/eval-1-x/with_skill/run-${t}/grading.json`, graded)
    // run 1: this build (the hash on its line); run 2: an earlier build (eval_metadata.json in its folder); run 3: neither.
    await write('s/iteration-1/eval-1-x/with_skill/run-2/eval_metadata.json', oldDef)
    await writeFile(path.join(dir, 'runs.jsonl'), [line(1, { definitionHash: runDefinitionHash({ prompt: 'old prompt', files: [], assertions: [{ text: 'a' }] }) }), line(2), line(3)].join('\n') + '\n')
    const { runs } = await loadResults(dir)
    const byTrial = new Map(runs.map((r) => [r.trial, r.definitionHash]))
    const oldHash = definitionHash({ prompt: 'old prompt', files: [], assertions: ['a'] })
    const newHash = definitionHash({ prompt: 'new prompt', files: [], assertions: ['a'] })
    expect(oldHash).not.toBe(newHash)
    expect(byTrial.get(1)).toBe(oldHash)
    expect(byTrial.get(2)).toBe(oldHash)
    expect(byTrial.get(3)).toBe(newHash)
  })

  test("the aggregate loader reads skill-creator's grading.json: grade, counts, notes and time", async () => {
    await write('s/iteration-1/eval-1-x/with_skill/run-1/grading.json', SKILL_CREATOR_GRADING)
    await write('s/iteration-1/eval-1-x/eval_metadata.json', { eval_id: 1, eval_name: 'names', prompt: 'p' })
    const { runs } = await loadResults(dir)
    expect(runs).toHaveLength(1)
    expect(runs[0]).toMatchObject({ evalId: 1, evalName: 'names', grade: 'fail', passed: 2, failed: 1, total: 3, timeSeconds: 165, toolCalls: 15 })
    expect(runs[0]!.notes).toEqual(['Used 2023 data, may be stale', 'Fell back to text overlay'])
  })
})

describe('summary.json (decodeSummary)', () => {
  test('a newer schema_version: an error saying to upgrade, before the schema check', async () => {
    const file = await write('summary.json', { schema_version: SUMMARY_VERSION + 1, something: 'new' })
    const err = await errorOf(readSummaryFile(file))
    expect(err.reason).toBe('newer')
    expect(err.message).toBe(
      `${file}: written by a newer skill-evals (summary schema_version ${SUMMARY_VERSION + 1}; this one reads up to summary schema_version ${SUMMARY_VERSION}). Upgrade skill-evals to read it.`,
    )
  })

  test('an off-schema summary: an error naming the file and the field', () => {
    expect(() => decodeSummary({ schema_version: 1 }, 'out/summary.json')).toThrow(/^out\/summary\.json: not a summary \(schemas\/summary\.schema\.json\) at \(top level\): must have required property/)
  })
})
