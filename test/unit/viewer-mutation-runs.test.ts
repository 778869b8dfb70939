/**
 * The viewer model's runs and evals (src/report/viewer/collect.ts): which runs are found (run
 * folders, and log records whose folder is gone), where each field of a run comes from (the log
 * line, else run.json), its fallbacks (status, error, trial, tool calls, caps), the eval each run
 * belongs to (eval_metadata.json in the eval folder, else the run folder, else the folder name),
 * grading.json (run folder, else the configuration folder), the runs' order, the report key, the
 * title and the simulated mark. Mutation testing of the viewer part.
 */
import { describe, test, expect, beforeAll, afterAll } from '@jest/globals'
import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createHash } from 'node:crypto'
import { collectViewerData, feedbackRunId, isSimulatedRecord, normalizeGrading, DEFAULT_MAX_FILE_BYTES } from '../../src/report/viewer/collect.js'
import type { CollectOptions } from '../../src/report/viewer/collect.js'
import { VIEWER_MODEL_VERSION, type ViewerModel, type ViewerRun } from '../../src/report/viewer/model.js'
import { encodeRecord, RUNS_FILE, type RunRecord } from '../../src/log/index.js'
import { writeShardResults } from '../helpers/shard-results.js'

let dir: string
let n = 0
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'viewer-mutation-runs-'))
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

const fresh = async (): Promise<string> => {
  const out = join(dir, `o${n++}`)
  await mkdir(out, { recursive: true })
  return out
}
const json = (v: unknown) => JSON.stringify(v, null, 2)

/** A run folder (with outputs/); run.json when given (a string is written as is). */
async function runFolder(out: string, runId: string, runJson?: unknown): Promise<string> {
  const p = join(out, ...runId.split('/'))
  await mkdir(join(p, 'outputs'), { recursive: true })
  if (runJson !== undefined) await writeFile(join(p, 'run.json'), typeof runJson === 'string' ? runJson : json(runJson))
  return p
}

/** A schema-valid log record of `runId` (`<skill>/<iteration>/<evalDir>/<config>/run-K`). */
function record(runId: string, over: Partial<RunRecord> & Record<string, unknown> = {}): RunRecord {
  const [skill, , evalDir, configuration, run] = runId.split('/')
  return {
    runId,
    skill,
    evalId: /^eval-([^-]+)/.exec(evalDir!)?.[1] ?? evalDir,
    evalDir,
    configuration,
    trial: Number(/(\d+)$/.exec(run!)?.[1] ?? 1),
    model: 'claude-test',
    status: 'completed',
    ...over
  } as unknown as RunRecord
}
/** runs.jsonl through the log's own encoder. */
async function writeLog(out: string, records: RunRecord[]): Promise<void> {
  await writeFile(join(out, RUNS_FILE), records.map((r) => encodeRecord(r) + '\n').join(''))
}
const keys = (m: ViewerModel) => m.runs.map((r) => r.key)
const only = (m: ViewerModel): ViewerRun => {
  expect(m.runs).toHaveLength(1)
  return m.runs[0]!
}

describe('which runs are found', () => {
  test('run folders need iteration-*, eval-* and run-* names (any configuration name)', async () => {
    const out = await fresh()
    const good = ['s/iteration-1/eval-1-a/with_skill/run-1', 's/iteration-1/eval-1-a/custom/run-1']
    const bad = [
      's/x-iteration-1/eval-1-a/with_skill/run-1',
      's/iteration-1/x-eval-1-a/with_skill/run-1',
      's/iteration-1/eval-1-a/with_skill/x-run-1',
      's/iteration-1/eval-1-a/with_skill/trial-1'
    ]
    for (const id of [...good, ...bad]) await runFolder(out, id, { status: 'completed' })
    expect(keys(await collectViewerData(out)).sort()).toEqual([...good].sort())
  })

  test('a log record whose folder is gone is still a run; records with a malformed runId are not', async () => {
    const out = await fresh()
    await runFolder(out, 's/iteration-1/eval-1-a/with_skill/run-1')
    const malformed = [
      's/iteration-1/eval-1-a/with_skill',
      's/iteration-1/eval-1-a/with_skill/run-1/extra',
      's//eval-1-a/with_skill/run-1',
      's/./eval-1-a/with_skill/run-1',
      's/../eval-1-a/with_skill/run-1',
      's/iteration-1/eval-1-a/with_skill/..',
      '/iteration-1/eval-1-a/with_skill/run-1'
    ]
    await writeLog(out, [
      ...malformed.map((id) => record(id, { skill: 's', evalDir: 'eval-1-a', configuration: 'with_skill', trial: 1, evalId: 1 })),
      record('s/iteration-1/eval-2-gone/without_skill/run-3', { response: 'from the log' }),
      // the log's folder names are not checked: the name of such an eval is its whole folder name
      record('s/iteration-1/xeval-5-z/with_skill/run-1', { evalId: 9 })
    ])
    const m = await collectViewerData(out)
    expect(keys(m)).toEqual(['s/iteration-1/eval-1-a/with_skill/run-1', 's/iteration-1/eval-2-gone/without_skill/run-3', 's/iteration-1/xeval-5-z/with_skill/run-1'])
    expect(m.evals.find((e) => e.evalDir === 'xeval-5-z')).toMatchObject({ evalId: '9', evalName: 'xeval-5-z' })
    const gone = m.runs[1]!
    expect(gone).toMatchObject({ evalId: '2', configuration: 'without_skill', trial: 3, response: 'from the log', files: [], grading: null, status: 'completed' })
    expect(m.evals.map((e) => [e.key, e.evalName])).toEqual([
      ['s/iteration-1/eval-1-a', 'a'],
      ['s/iteration-1/eval-2-gone', 'gone'],
      ['s/iteration-1/xeval-5-z', 'xeval-5-z']
    ])
    expect(m.warnings).toEqual([])
  })

  test('the log line wins over run.json; run.json is read only for runs the log does not have', async () => {
    const out = await fresh()
    await runFolder(out, 's/iteration-1/eval-1-a/with_skill/run-1', { response: 'from run.json', model: 'file-model' })
    await runFolder(out, 's/iteration-1/eval-1-a/with_skill/run-2', { response: 'only run.json', model: 'file-model', trial: 2 })
    await writeLog(out, [record('s/iteration-1/eval-1-a/with_skill/run-1', { response: 'from the log' })])
    const m = await collectViewerData(out)
    expect(m.runs.map((r) => [r.response, r.model])).toEqual([
      ['from the log', 'claude-test'],
      ['only run.json', 'file-model']
    ])
  })

  test('run.json that is not JSON: a warning, and the run is shown as unknown; one that is not an object: unknown, no warning', async () => {
    const out = await fresh()
    await runFolder(out, 's/iteration-1/eval-1-a/with_skill/run-1', '{broken')
    await runFolder(out, 's/iteration-1/eval-1-a/with_skill/run-2', [{ status: 'completed' }])
    const m = await collectViewerData(out)
    expect(m.warnings).toEqual(['s/iteration-1/eval-1-a/with_skill/run-1/run.json: not valid JSON, ignored'])
    expect(m.runs.map((r) => [r.status, r.model, r.response, r.error, r.skillUsed, r.tokens, r.costUsd, r.durationMs])).toEqual([
      ['unknown', '', '', null, null, null, null, null],
      ['unknown', '', '', null, null, null, null, null]
    ])
  })
})

describe('a run\'s fields', () => {
  test('every field of a full record', async () => {
    const out = await fresh()
    await runFolder(out, 'my__skill/iteration-3/eval-7-case/old_skill/run-9', {
      evalId: 'ignored-when-metadata-has-one',
      status: 'error',
      error: { message: 'Overloaded', status: 529 },
      skillUsed: false,
      model: 'claude-x',
      response: 'the answer',
      toolCalls: [{ turn: 2, name: 'Read', input: { file_path: 'a.md' }, output: 'contents', isError: true }],
      usage: { input_tokens: 100, output_tokens: 20, cache_read_input_tokens: 3, cache_creation_input_tokens: 4 },
      costUsd: 0.25,
      durationMs: 1234,
      trial: 4,
      startedAt: 'A',
      finishedAt: 'B'
    })
    const m = await collectViewerData(out)
    const r = only(m)
    expect(r).toStrictEqual({
      key: 'my__skill/iteration-3/eval-7-case/old_skill/run-9',
      runId: 'eval-7-case-old_skill-run-9',
      skill: 'my:skill',
      iteration: 'iteration-3',
      evalKey: 'my__skill/iteration-3/eval-7-case',
      evalId: 'ignored-when-metadata-has-one',
      configuration: 'old_skill',
      trial: 4,
      status: 'error',
      error: 'Overloaded',
      skillUsed: false,
      model: 'claude-x',
      response: 'the answer',
      toolCalls: [{ turn: 2, name: 'Read', input: '{\n  "file_path": "a.md"\n}', output: 'contents', isError: true }],
      files: [],
      grading: null,
      durationMs: 1234,
      tokens: 127,
      costUsd: 0.25
    })
    expect(m.evals).toStrictEqual([
      {
        key: 'my__skill/iteration-3/eval-7-case',
        skill: 'my:skill',
        iteration: 'iteration-3',
        evalId: 'ignored-when-metadata-has-one',
        evalName: 'case',
        evalDir: 'eval-7-case',
        prompt: '',
        expectedOutput: '',
        inputFiles: [],
        assertions: []
      }
    ])
    expect(m.title).toBe('Eval review: my:skill')
  })

  test('error: a message, an object without one, a string, anything else', async () => {
    const out = await fresh()
    const errors: unknown[] = [{ message: 'Overloaded' }, {}, { message: 7 }, 'boom', 42, null]
    for (const [i, error] of errors.entries()) await runFolder(out, `s/iteration-1/eval-1-a/with_skill/run-${i + 1}`, { status: 'error', error })
    await runFolder(out, 's/iteration-1/eval-1-a/with_skill/run-7', { status: 'completed' })
    expect((await collectViewerData(out)).runs.map((r) => r.error)).toEqual(['Overloaded', 'error', '7', 'boom', null, null, null])
  })

  test('trial: the record\'s number, else the run folder\'s trailing digits, else 0', async () => {
    const out = await fresh()
    const cases: Array<[string, unknown]> = [
      ['s/iteration-1/eval-1-a/with_skill/run-9', { trial: 4 }],
      ['s/iteration-1/eval-1-b/with_skill/run-9', { status: 'completed' }],
      ['s/iteration-1/eval-1-c/with_skill/run-12', { trial: '5' }],
      ['s/iteration-1/eval-1-d/with_skill/run-7b3', { status: 'completed' }],
      ['s/iteration-1/eval-1-e/with_skill/run-x', { status: 'completed' }]
    ]
    for (const [id, rec] of cases) await runFolder(out, id, rec)
    const m = await collectViewerData(out)
    expect(Object.fromEntries(m.runs.map((r) => [r.key.split('/')[2], r.trial]))).toEqual({ 'eval-1-a': 4, 'eval-1-b': 9, 'eval-1-c': 12, 'eval-1-d': 3, 'eval-1-e': 0 })
  })

  test('status: the record\'s, else completed for any record, unknown for none; skillUsed only as a boolean', async () => {
    const out = await fresh()
    const recs: unknown[] = [{ model: 'm' }, { status: 'skipped', skillUsed: true }, { status: 5, skillUsed: 'yes' }, {}]
    for (const [i, rec] of recs.entries()) await runFolder(out, `s/iteration-1/eval-1-a/with_skill/run-${i + 1}`, rec)
    const m = await collectViewerData(out)
    expect(m.runs.map((r) => [r.status, r.skillUsed])).toEqual([
      ['completed', null],
      ['skipped', true],
      ['5', null],
      ['unknown', null]
    ])
  })

  test('tool calls: objects only; defaults for turn and name; input as given text or pretty JSON; isError only when true', async () => {
    const out = await fresh()
    await runFolder(out, 's/iteration-1/eval-1-a/with_skill/run-1', {
      toolCalls: [
        null,
        'junk',
        3,
        [1],
        { turn: 2, name: 'Read', input: { a: [1] }, output: 'out', isError: true },
        { input: 'raw text', isError: 'true' },
        { name: 5, output: 7, turn: '3' },
        { name: 'Bash', input: ['ls'], output: { o: 1 }, isError: false }
      ]
    })
    await runFolder(out, 's/iteration-1/eval-1-a/with_skill/run-2', { toolCalls: { name: 'not a list' } })
    const m = await collectViewerData(out)
    expect(m.runs[0]!.toolCalls).toStrictEqual([
      { turn: 2, name: 'Read', input: '{\n  "a": [\n    1\n  ]\n}', output: 'out', isError: true },
      { turn: 0, name: '?', input: 'raw text', output: '', isError: false },
      { turn: 0, name: '5', input: '', output: '7', isError: false },
      { turn: 0, name: 'Bash', input: '[\n  "ls"\n]', output: '', isError: false }
    ])
    expect(m.runs[1]!.toolCalls).toEqual([])
  })

  test('tool input and output are capped at maxToolBytes with a note after the text', async () => {
    const out = await fresh()
    await runFolder(out, 's/iteration-1/eval-1-a/with_skill/run-1', {
      toolCalls: [
        { name: 'A', input: 'i'.repeat(10), output: 'o'.repeat(10) },
        { name: 'B', input: 'i'.repeat(11), output: 'o'.repeat(30) }
      ]
    })
    const calls = only(await collectViewerData(out, { maxToolBytes: 10 })).toolCalls
    expect(calls.map((c) => [c.input, c.output])).toEqual([
      ['i'.repeat(10), 'o'.repeat(10)],
      ['i'.repeat(10) + '\n… [truncated: showing the first 10 B of 11 B]', 'o'.repeat(10) + '\n… [truncated: showing the first 10 B of 30 B]']
    ])
  })

  test('tokens: the four usage counts added; none without usage', async () => {
    const out = await fresh()
    await runFolder(out, 's/iteration-1/eval-1-a/with_skill/run-1', { usage: { input_tokens: 1, output_tokens: 10, cache_read_input_tokens: 100, cache_creation_input_tokens: 1000 } })
    await runFolder(out, 's/iteration-1/eval-1-a/with_skill/run-2', { usage: { input_tokens: 5 } })
    await runFolder(out, 's/iteration-1/eval-1-a/with_skill/run-3', { status: 'completed' })
    expect((await collectViewerData(out)).runs.map((r) => r.tokens)).toEqual([1111, 5, null])
  })
})

describe('the response and its cap', () => {
  async function response(text: string, opts: CollectOptions): Promise<ViewerRun> {
    const out = await fresh()
    await runFolder(out, 's/iteration-1/eval-1-a/with_skill/run-1', { response: text })
    return only(await collectViewerData(out, opts))
  }

  test('by default min(maxFileBytes, 32 KiB): 32768 bytes whole, one more cut with a note', async () => {
    const at = await response('r'.repeat(32 * 1024), {})
    expect(at.response).toHaveLength(32768)
    expect('responseNote' in at).toBe(false)
    const over = await response('r'.repeat(32 * 1024 + 1), {})
    expect(over.response).toBe('r'.repeat(32768))
    expect(over.responseNote).toBe('truncated: showing the first 32 KB of 32 KB')
  })

  test('a smaller maxFileBytes caps it; maxToolBytes, when given, is the cap', async () => {
    const small = await response('abcdefghijklmnopqrstu', { maxFileBytes: 20 })
    expect(small.response).toBe('abcdefghijklmnopqrst')
    expect(small.responseNote).toBe('truncated: showing the first 20 B of 21 B')
    const exact = await response('abcdefghijklmnopqrst', { maxFileBytes: 20 })
    expect(exact.response).toBe('abcdefghijklmnopqrst')
    expect('responseNote' in exact).toBe(false)
    const tool = await response('abcdefghijklmnopqrstu', { maxToolBytes: 5 })
    expect(tool.response).toBe('abcde')
    const bigger = await response('x'.repeat(40), { maxFileBytes: 10, maxToolBytes: 50 })
    expect(bigger.response).toBe('x'.repeat(40))
  })
})

describe('simulated runs', () => {
  test('isSimulatedRecord: `simulated: true`, or an answer that starts with the simulated model\'s mark', () => {
    expect(isSimulatedRecord({ simulated: true })).toBe(true)
    expect(isSimulatedRecord({ response: '(simulated model) hello' })).toBe(true)
    expect(isSimulatedRecord({ response: 'hello (simulated model)' })).toBe(false)
    expect(isSimulatedRecord({ simulated: 'true', response: 'x' })).toBe(false)
    expect(isSimulatedRecord({})).toBe(false)
    expect(isSimulatedRecord({ response: 5 })).toBe(false)
  })

  test('a simulated run is marked, and so is the model; other runs carry no mark', async () => {
    const out = await fresh()
    await runFolder(out, 's/iteration-1/eval-1-a/with_skill/run-1', { response: '(simulated model) done' })
    await runFolder(out, 's/iteration-1/eval-1-a/with_skill/run-2', { status: 'completed' })
    await runFolder(out, 's/iteration-1/eval-1-a/with_skill/run-3', { simulated: true })
    const m = await collectViewerData(out)
    expect(m.runs.map((r) => r.simulated)).toEqual([true, undefined, true])
    expect('simulated' in m.runs[1]!).toBe(false)
    expect(m.simulated).toBe(true)
  })

  test('no simulated run and no summary: no mark on the model', async () => {
    const out = await fresh()
    await runFolder(out, 's/iteration-1/eval-1-a/with_skill/run-1', { response: 'real' })
    const m = await collectViewerData(out)
    expect('simulated' in m).toBe(false)
    expect('simulated' in m.runs[0]!).toBe(false)
  })
})

describe('evals', () => {
  const meta = (over: Record<string, unknown>) => ({ eval_id: 1, eval_name: 'from eval folder', prompt: 'P', expected_output: 'E', files: ['in.csv'], assertions: ['A1', { text: 'A2' }], ...over })

  test('eval_metadata.json of the eval folder wins over the run folder\'s; every field', async () => {
    const out = await fresh()
    const run = await runFolder(out, 's/iteration-1/eval-1-a/with_skill/run-1', { evalId: 'rec' })
    await writeFile(join(out, 's/iteration-1/eval-1-a/eval_metadata.json'), json(meta({ eval_id: 'E1' })))
    await writeFile(join(run, 'eval_metadata.json'), json(meta({ eval_id: 'R1', eval_name: 'from run folder', prompt: 'RP' })))
    const m = await collectViewerData(out)
    expect(m.evals).toStrictEqual([
      {
        key: 's/iteration-1/eval-1-a',
        skill: 's',
        iteration: 'iteration-1',
        evalId: 'E1',
        evalName: 'from eval folder',
        evalDir: 'eval-1-a',
        prompt: 'P',
        expectedOutput: 'E',
        inputFiles: ['in.csv'],
        assertions: ['A1', 'A2']
      }
    ])
    expect(m.runs[0]!.evalId).toBe('E1')
  })

  test('without the eval folder\'s file, the first run\'s folder decides (later runs do not change it)', async () => {
    const out = await fresh()
    const r1 = await runFolder(out, 's/iteration-1/eval-1-a/with_skill/run-1', { status: 'completed' })
    const r2 = await runFolder(out, 's/iteration-1/eval-1-a/with_skill/run-2', { status: 'completed' })
    await writeFile(join(r1, 'eval_metadata.json'), json(meta({ eval_id: 3, eval_name: 'first' })))
    await writeFile(join(r2, 'eval_metadata.json'), json(meta({ eval_id: 4, eval_name: 'second' })))
    const m = await collectViewerData(out)
    expect(m.evals.map((e) => [e.evalId, e.evalName])).toEqual([['3', 'first']])
    expect(m.runs.map((r) => r.evalId)).toEqual(['3', '3'])
  })

  test('no metadata: the id from the record, else from the folder name; the name from the folder', async () => {
    const out = await fresh()
    await runFolder(out, 's/iteration-1/eval-12-my-case/with_skill/run-1', { status: 'completed' })
    await runFolder(out, 's/iteration-1/eval-3/with_skill/run-1', { evalId: 'r3' })
    await runFolder(out, 's/iteration-1/eval-/with_skill/run-1', { status: 'completed' })
    const m = await collectViewerData(out)
    const byDir = Object.fromEntries(m.evals.map((e) => [e.evalDir, [e.evalId, e.evalName, e.prompt, e.expectedOutput, e.inputFiles, e.assertions]]))
    expect(byDir).toEqual({
      'eval-12-my-case': ['12', 'my-case', '', '', [], []],
      'eval-3': ['r3', 'eval-3', '', '', [], []],
      'eval-': ['eval-', 'eval-', '', '', [], []]
    })
  })

  test('prompt and expected output are capped at maxFileBytes', async () => {
    const out = await fresh()
    await runFolder(out, 's/iteration-1/eval-1-a/with_skill/run-1', { status: 'completed' })
    await writeFile(join(out, 's/iteration-1/eval-1-a/eval_metadata.json'), json({ prompt: 'p'.repeat(12), expected_output: 'e'.repeat(11) }))
    const m = await collectViewerData(out, { maxFileBytes: 11 })
    expect([m.evals[0]!.prompt, m.evals[0]!.expectedOutput]).toEqual(['p'.repeat(11), 'e'.repeat(11)])
    expect(m.maxFileBytes).toBe(11)
  })

  test('a broken eval folder file: one warning per eval (not per run), then the run folder\'s copy', async () => {
    const out = await fresh()
    const r1 = await runFolder(out, 's/iteration-1/eval-1-a/with_skill/run-1', { status: 'completed' })
    await runFolder(out, 's/iteration-1/eval-1-a/with_skill/run-2', { status: 'completed' })
    await writeFile(join(out, 's/iteration-1/eval-1-a/eval_metadata.json'), '{nope')
    await writeFile(join(r1, 'eval_metadata.json'), json(meta({ eval_name: 'run copy' })))
    const m = await collectViewerData(out)
    expect(m.warnings).toEqual(['s/iteration-1/eval-1-a/eval_metadata.json: not valid JSON, ignored'])
    expect(m.evals.map((e) => e.evalName)).toEqual(['run copy'])
  })

  test('a run folder file off its schema is named in a warning', async () => {
    const out = await fresh()
    const r1 = await runFolder(out, 's/iteration-1/eval-1-a/with_skill/run-1', { status: 'completed' })
    await writeFile(join(r1, 'eval_metadata.json'), json({ eval_id: true }))
    const m = await collectViewerData(out)
    expect(m.warnings).toHaveLength(1)
    expect(m.warnings[0]).toMatch(/^s\/iteration-1\/eval-1-a\/with_skill\/run-1\/eval_metadata\.json: .+, ignored$/)
    expect(m.warnings[0]).not.toContain('not valid JSON')
    expect(m.evals[0]!.evalId).toBe('1')
  })
})

describe('grading', () => {
  const grading = (passed: boolean[], summary?: Record<string, number>) => ({
    expectations: passed.map((p, i) => ({ text: `a${i}`, passed: p, evidence: `e${i}`, ...(i === 0 ? { status: p ? 'pass' : 'fail', source: 'check' } : {}) })),
    ...(summary ? { summary } : {})
  })

  test('normalizeGrading: null without a grade; the expectations and the counts (from the summary, else counted)', () => {
    expect(normalizeGrading(undefined)).toBeNull()
    expect(normalizeGrading({ expectations: [{ text: 't', passed: true, evidence: 'e' }, { text: 'u', passed: false, evidence: '' }] } as never)).toStrictEqual({
      expectations: [
        { text: 't', passed: true, evidence: 'e' },
        { text: 'u', passed: false, evidence: '' }
      ],
      passed: 1,
      failed: 1,
      total: 2,
      passRate: 0.5
    })
  })

  test('the run folder\'s grading.json, else the configuration folder\'s; the run\'s wins', async () => {
    const out = await fresh()
    const r1 = await runFolder(out, 's/iteration-1/eval-1-a/with_skill/run-1', { status: 'completed' })
    await runFolder(out, 's/iteration-1/eval-1-a/with_skill/run-2', { status: 'completed' })
    await writeFile(join(r1, 'grading.json'), json(grading([true, true, false], { passed: 2, failed: 1, total: 3, pass_rate: 0.67 })))
    await writeFile(join(out, 's/iteration-1/eval-1-a/with_skill/grading.json'), json(grading([false])))
    const m = await collectViewerData(out)
    expect(m.runs[0]!.grading).toStrictEqual({
      expectations: [
        { text: 'a0', passed: true, evidence: 'e0', status: 'pass', source: 'check' },
        { text: 'a1', passed: true, evidence: 'e1' },
        { text: 'a2', passed: false, evidence: 'e2' }
      ],
      passed: 2,
      failed: 1,
      total: 3,
      passRate: 0.67
    })
    expect(m.runs[1]!.grading).toStrictEqual({ expectations: [{ text: 'a0', passed: false, evidence: 'e0', status: 'fail', source: 'check' }], passed: 0, failed: 1, total: 1, passRate: 0 })
    expect(m.warnings).toEqual([])
  })

  test('a broken grading.json: a warning naming it, per run or configuration folder', async () => {
    const out = await fresh()
    const r1 = await runFolder(out, 's/iteration-1/eval-1-a/with_skill/run-1', { status: 'completed' })
    await writeFile(join(r1, 'grading.json'), '{')
    await writeFile(join(out, 's/iteration-1/eval-1-a/with_skill/grading.json'), '[')
    const m = await collectViewerData(out)
    expect(m.warnings).toEqual([
      's/iteration-1/eval-1-a/with_skill/run-1/grading.json: not valid JSON, ignored',
      's/iteration-1/eval-1-a/with_skill/grading.json: not valid JSON, ignored'
    ])
    expect(m.runs[0]!.grading).toBeNull()
  })
})

describe('the order of the runs', () => {
  // All from the log (no folders), so the input order is the log's: written forward and backward.
  const ORDERED = [
    'B/iteration-5/eval-1-x/with_skill/run-1',
    'aa/iteration-1/eval-1-x/with_skill/run-1',
    'ab/iteration-2/eval-1-x/with_skill/run-1',
    'ab/iteration-10/eval-2-y/with_skill/run-1',
    'ab/iteration-10/eval-3-q/with_skill/run-2',
    'ab/iteration-10/eval-3-r/with_skill/run-1',
    'ab/iteration-10/eval-10-z/with_skill/run-1',
    'ab/iteration-10/eval-10-z/without_skill/run-1',
    'ab/iteration-10/eval-10-z/old_skill/run-1',
    'ab/iteration-10/eval-10-z/old_skill/run-2',
    'ab/iteration-10/eval-10-z/with_skill/run-10',
    'ab/iteration-10/eval-10-z/without_skill/run-10',
    'ab/iteration-10/eval-10-z/old_skill/run-10'
  ]
  const shuffled = [6, 0, 11, 3, 9, 1, 12, 4, 8, 2, 10, 5, 7].map((i) => ORDERED[i]!)

  test.each([
    ['forward', ORDERED],
    ['backward', [...ORDERED].reverse()],
    ['shuffled', shuffled]
  ])('skill, iteration number, eval id, eval folder, trial, configuration (%s input)', async (_name, ids) => {
    const out = await fresh()
    await writeLog(out, ids.map((id) => record(id)))
    const m = await collectViewerData(out)
    expect(keys(m)).toEqual(ORDERED)
    expect(m.skills.map((s) => [s.name, s.iteration])).toEqual([
      ['B', 'iteration-5'],
      ['aa', 'iteration-1'],
      ['ab', 'iteration-2'],
      ['ab', 'iteration-10']
    ])
    expect(m.title).toBe('Eval review: B, aa, ab')
  })

  // Ids that compare as numbers when both are numbers (and differ), as text otherwise; the eval
  // folders are named so that their order is the reverse.
  const IDS = ['', '-1', '01', '1', '5', '9', '10', 'abc']
  const idRuns = IDS.map((id, i) => record(`s/iteration-1/eval-${String.fromCharCode(0x68 - i)}/with_skill/run-1`, { evalId: id }))

  test.each([
    ['forward', idRuns],
    ['backward', [...idRuns].reverse()]
  ])('eval ids: numbers by value, equal numbers and the rest by text (%s input)', async (_name, recs) => {
    const out = await fresh()
    await writeLog(out, recs)
    const m = await collectViewerData(out)
    expect(m.runs.map((r) => r.evalId)).toEqual(IDS)
  })

  test('runs that tie on every key (the same trial twice) keep their folder order', async () => {
    const out = await fresh()
    for (const r of ['run-1', 'run-01']) await runFolder(out, `s/iteration-1/eval-1-a/zeta/${r}`, { trial: 1 })
    for (const r of ['run-1', 'run-01']) await runFolder(out, `s/iteration-1/eval-1-a/with_skill/${r}`, { trial: 1 })
    expect(keys(await collectViewerData(out))).toEqual([
      's/iteration-1/eval-1-a/with_skill/run-01',
      's/iteration-1/eval-1-a/with_skill/run-1',
      's/iteration-1/eval-1-a/zeta/run-01',
      's/iteration-1/eval-1-a/zeta/run-1'
    ])
  })

  test('configurations: the three known ones first in their order, then others by name', async () => {
    const out = await fresh()
    for (const c of ['zeta', 'old_skill', 'beta_cfg', 'without_skill', 'with_skill']) await runFolder(out, `s/iteration-1/eval-1-a/${c}/run-1`, { trial: 1 })
    expect((await collectViewerData(out)).runs.map((r) => r.configuration)).toEqual(['with_skill', 'without_skill', 'old_skill', 'beta_cfg', 'zeta'])
  })

  test('iterations by their trailing number (a name without digits counts as 0)', async () => {
    const out = await fresh()
    for (const it of ['iteration-9-v1', 'iteration-5', 'iteration-final']) await runFolder(out, `s/${it}/eval-1-a/with_skill/run-1`, { trial: 1 })
    const m = await collectViewerData(out)
    expect(m.runs.map((r) => r.iteration)).toEqual(['iteration-final', 'iteration-9-v1', 'iteration-5'])
    expect(m.skills.map((s) => s.iteration)).toEqual(['iteration-final', 'iteration-9-v1', 'iteration-5'])
  })
})

describe('the model around the runs', () => {
  test('version, title, time, report key, max file size; an empty folder', async () => {
    const out = await fresh()
    const now = new Date('2026-05-06T07:08:09.000Z')
    const m = await collectViewerData(out, { now })
    expect(m).toStrictEqual({
      version: 1,
      title: 'Eval review',
      generatedAt: '2026-05-06T07:08:09.000Z',
      reportKey: createHash('sha256').update('').digest('hex').slice(0, 16),
      maxFileBytes: DEFAULT_MAX_FILE_BYTES,
      summary: null,
      skills: [],
      evals: [],
      runs: [],
      warnings: []
    })
    expect(VIEWER_MODEL_VERSION).toBe(1)
    expect((await collectViewerData(out, { title: 'Mine' })).title).toBe('Mine')
    const before = Date.now()
    const t = Date.parse((await collectViewerData(out)).generatedAt)
    expect(t).toBeGreaterThanOrEqual(before - 1000)
    expect(t).toBeLessThanOrEqual(Date.now() + 1000)
  })

  test('the report key: the first 16 hex digits of the sha256 of the sorted `key|startedAt|finishedAt` lines', async () => {
    const ids = ['s/iteration-1/eval-2-b/with_skill/run-1', 's/iteration-1/eval-1-a/with_skill/run-1', 's/iteration-1/eval-1-a/without_skill/run-1']
    const recs = ids.map((id, i) => record(id, { startedAt: `S${i}`, finishedAt: `F${i}` }))
    const lines = ids.map((id, i) => `${id}|S${i}|F${i}`).sort()
    const expected = createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, 16)
    const a = await fresh()
    await writeLog(a, recs)
    const b = await fresh()
    await writeLog(b, [...recs].reverse())
    expect((await collectViewerData(a)).reportKey).toBe(expected)
    expect((await collectViewerData(b)).reportKey).toBe(expected)
    // a folder run without times
    const c = await fresh()
    await runFolder(c, 's/iteration-1/eval-1-a/with_skill/run-1', { status: 'completed' })
    expect((await collectViewerData(c)).reportKey).toBe(
      createHash('sha256').update('s/iteration-1/eval-1-a/with_skill/run-1||').digest('hex').slice(0, 16)
    )
  })

  test('feedbackRunId: every / and \\ becomes -', () => {
    expect(feedbackRunId('eval-1\\x/y', 'with_skill', 'run-1')).toBe('eval-1-x-y-with_skill-run-1')
  })

  test('a shard folder (writeShardResults): one eval, its runs in trial then configuration order', async () => {
    const out = await fresh()
    await writeShardResults(out, 'notes', [{ id: 1, with: ['pass', 'fail'], old: ['error'], without: ['skipped', 'pass'] }])
    const m = await collectViewerData(out)
    expect(m.runs.map((r) => [r.configuration, r.trial, r.status])).toEqual([
      ['with_skill', 1, 'completed'],
      ['without_skill', 1, 'skipped'],
      ['old_skill', 1, 'error'],
      ['with_skill', 2, 'completed'],
      ['without_skill', 2, 'completed']
    ])
    expect(m.evals).toHaveLength(1)
    expect(m.runs[2]!.error).toBe('Overloaded')
  })
})
