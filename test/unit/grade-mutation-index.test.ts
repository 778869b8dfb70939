/**
 * gradeRun / gradeRuns (src/grade/index.ts) on run folders written here, with a scripted judge
 * (a SendFn, the gateway's interface; the real SDK round trip is in the integration tests)
 * (issue 23: mutation testing of the grade part).
 */
import { describe, test, expect, beforeEach, afterEach } from '@jest/globals'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type Anthropic from '@anthropic-ai/sdk'
import { GRADES_FILE, GRADING_FILE, GradeSetupError, gradeRun, gradeRuns, type GradeOptions } from '../../src/grade/index.js'
import { encodeRecord } from '../../src/log/index.js'
import type { SendFn } from '../../src/run/gateway.js'
import type { Assertion, Repo, RunRecord } from '../../src/types.js'

let root: string
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'skill-evals-gradeidx-'))
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

const MODEL = 'claude-haiku-5-5'
function record(over: Partial<RunRecord> = {}): RunRecord {
  const trial = over.trial ?? 1
  const configuration = over.configuration ?? 'with_skill'
  return {
    runId: `sk/iteration-1/eval-1-x/${configuration}/run-${trial}`,
    skill: 'sk',
    evalId: 1,
    evalDir: 'eval-1-x',
    configuration,
    trial,
    model: 'claude-sonnet-5-5',
    status: 'completed',
    skillUsed: true,
    response: 'the answer is 42',
    toolCalls: [{ turn: 1, id: 't1', name: 'Read', input: {}, output: '', isError: true }],
    filesWritten: [],
    usage: { input_tokens: 1, output_tokens: 1, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 },
    costUsd: 0,
    durationMs: 2500,
    turns: 2,
    stopReason: 'end_turn',
    apiCalls: 1,
    retries: 0,
    cached: false,
    startedAt: '2026-01-01T00:00:00.000Z',
    finishedAt: '2026-01-01T00:00:02.500Z',
    definitionHash: 'abc',
    ...over,
  }
}
function runDirOf(out: string, r: RunRecord, transcript = 'T'): string {
  const dir = path.join(out, ...r.runId.split('/'))
  mkdirSync(path.join(dir, 'outputs'), { recursive: true })
  writeFileSync(path.join(dir, 'transcript.md'), transcript)
  return dir
}

/** A judge that passes an expectation when the prompt holds "PASS", and records the requests. */
function judge() {
  const asked: { max_tokens: number; runId: string; prompt: string }[] = []
  const send: SendFn = async (params, ctx) => {
    const prompt = String(params.messages[0]!.content)
    asked.push({ max_tokens: params.max_tokens, runId: ctx.spec.runId, prompt })
    const passed = /<expectation>\n[^<]*PASS/.test(prompt)
    const message = {
      id: 'm',
      type: 'message',
      role: 'assistant',
      model: params.model,
      content: [{ type: 'text', text: JSON.stringify({ evidence: passed ? 'yes' : 'no', passed }) }],
      stop_reason: 'end_turn',
      stop_sequence: null,
      usage: { input_tokens: 10, output_tokens: 1, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 },
    } as unknown as Anthropic.Message
    return { message, cached: false, retries: 0 }
  }
  return { send, asked }
}
const opts = (o: Partial<GradeOptions> = {}): GradeOptions => ({ judgeModel: MODEL, judges: 1, ...o })
const checkA = (text: string, value: string): Assertion => ({ text, check: { kind: 'contains', value } })

describe('gradeRun', () => {
  test('a completed run: checks and judge, grading.json written, metrics from the record, timing from durationMs', async () => {
    const r = record()
    const runDir = runDirOf(root, r, 'transcript text')
    const { send, asked } = judge()
    const g = await gradeRun({ record: r, runDir, evalCase: { prompt: 'Task', assertions: [checkA('has 42', '42'), checkA('has 43', '43'), { text: 'PASS judged' }, { text: 'judged no' }] }, skillDir: root }, send, opts({ judges: 0, maxTokens: 77 }))
    expect(g.expectations.map((e) => [e.text, e.status, e.source])).toEqual([
      ['has 42', 'pass', 'check'],
      ['has 43', 'fail', 'check'],
      ['PASS judged', 'pass', 'judge'],
      ['judged no', 'fail', 'judge'],
    ])
    expect(g.expectations[0]).toMatchObject({ check_kind: 'contains' })
    expect(g.expectations[2]).toMatchObject({ agreement: '1/1', disagreement: false, votes: [{ vote: 1, passed: true, status: 'pass', evidence: 'yes', cached: false }] })
    expect(g.summary).toEqual({ passed: 2, failed: 2, total: 4, pass_rate: 0.5 })
    expect(g.run).toEqual({ run_id: r.runId, skill: 'sk', eval_id: 1, configuration: 'with_skill', trial: 1, model: 'claude-sonnet-5-5', run_status: 'completed', skill_used: true, status: 'fail', assertion_errors: 0 })
    expect(g.judge).toMatchObject({ model: MODEL, judges: 1, calls: 2, api_calls: 2 })
    expect(g.execution_metrics).toEqual({ tool_calls: { Read: 1 }, total_tool_calls: 1, total_steps: 2, files_created: [], errors_encountered: 1, output_chars: 16, transcript_chars: 15 })
    expect(g.timing.executor_duration_seconds).toBe(2.5)
    expect(g.grader).toMatchObject({ name: 'skill-evals' })
    expect(asked.map((a) => a.max_tokens)).toEqual([77, 77])
    expect(asked[0]!.prompt).toContain('<task>\nTask\n</task>')
    expect(asked[0]!.prompt).toContain('<transcript>\ntranscript text\n</transcript>')
    expect(asked[0]!.prompt).toContain('<agent_response>\nthe answer is 42\n</agent_response>')
    expect(JSON.parse(readFileSync(path.join(runDir, GRADING_FILE), 'utf8'))).toEqual(g)
  })

  test('timing.json wins over durationMs; an older folder keeps its outputs/metrics.json', async () => {
    const r = record({ definitionHash: undefined })
    const runDir = runDirOf(root, r)
    writeFileSync(path.join(runDir, 'timing.json'), JSON.stringify({ executor_duration_seconds: 9.25, total_duration_seconds: 10 }))
    writeFileSync(path.join(runDir, 'outputs', 'metrics.json'), JSON.stringify({ old: true }))
    const g = await gradeRun({ record: r, runDir, evalCase: { prompt: 'p', assertions: [checkA('a', '42')] }, skillDir: root }, judge().send, opts())
    expect(g.timing.executor_duration_seconds).toBe(9.3)
    expect(g.execution_metrics).toEqual({ old: true })
    expect(g.run.status).toBe('pass')
  })

  test('a run without a transcript file grades with an empty transcript', async () => {
    const r = record()
    const runDir = path.join(root, 'bare')
    mkdirSync(path.join(runDir, 'outputs'), { recursive: true })
    const g = await gradeRun({ record: r, runDir, evalCase: { prompt: 'p', assertions: [{ text: 'T', check: { kind: 'contains', value: 'x', in: 'transcript' } }] }, skillDir: root }, judge().send, opts())
    expect(g.expectations[0]!.evidence).toBe('Missing "x" (case-insensitive) in the transcript (the transcript is empty).')
    expect(g.execution_metrics).toMatchObject({ transcript_chars: 0 })
  })

  test('a skipped or failed run is not graded: every expectation ERROR with the reason', async () => {
    const assertions = [checkA('a', '42'), { text: 'judged' }]
    const { send, asked } = judge()
    const skipped = record({ status: 'skipped' })
    const g1 = await gradeRun({ record: skipped, runDir: runDirOf(root, skipped), evalCase: { prompt: 'p', assertions }, skillDir: root }, send, opts())
    expect(g1.expectations.map((e) => [e.status, e.source, e.evidence])).toEqual([
      ['error', 'none', 'ERROR: not graded: the run was skipped.'],
      ['error', 'none', 'ERROR: not graded: the run was skipped.'],
    ])
    expect(g1.run).toMatchObject({ status: 'skipped', reason: 'the run was not made', assertion_errors: 2 })
    const failed = record({ status: 'error', trial: 2, error: { message: 'boom' } })
    const g2 = await gradeRun({ record: failed, runDir: runDirOf(root, failed), evalCase: { prompt: 'p', assertions }, skillDir: root }, send, opts())
    expect(g2.expectations[0]!.evidence).toBe('ERROR: not graded: the run failed (boom).')
    expect(g2.run).toMatchObject({ status: 'error', reason: 'the run failed: boom' })
    const failed2 = record({ status: 'error', trial: 3 })
    const g3 = await gradeRun({ record: failed2, runDir: runDirOf(root, failed2), evalCase: { prompt: 'p', assertions }, skillDir: root }, send, opts())
    expect(g3.expectations[0]!.evidence).toBe('ERROR: not graded: the run failed (unknown error).')
    expect(asked).toEqual([])
  })

  test("a check's timeout comes from the options", async () => {
    mkdirSync(path.join(root, 'skill'))
    writeFileSync(path.join(root, 'skill', 'slow.sh'), 'sleep 5\n')
    const r = record()
    const g = await gradeRun({ record: r, runDir: runDirOf(root, r), evalCase: { prompt: 'p', assertions: [{ text: 's', check: { kind: 'script', command: 'slow.sh' } }] }, skillDir: path.join(root, 'skill') }, judge().send, opts({ checkTimeoutMs: 300 }))
    expect(g.expectations[0]).toMatchObject({ status: 'error', evidence: expect.stringMatching(/^ERROR: slow\.sh timed out after 0\.3 s and was killed/) })
  })
})

describe('gradeRuns', () => {
  const repoWith = (assertions: Assertion[], more: Partial<Repo> = {}): Repo =>
    ({ root, skills: [{ name: 'sk', dir: root }], evals: [{ skill: 'sk', id: 1, prompt: 'p', assertions }], ...more }) as unknown as Repo
  const writeLog = (records: RunRecord[], extra = ''): void => {
    writeFileSync(path.join(root, 'runs.jsonl'), records.map(encodeRecord).join('\n') + '\n' + extra)
    for (const r of records) runDirOf(root, r)
  }

  test('no log, or a log without records, is a setup error saying what to do', async () => {
    await expect(gradeRuns(repoWith([]), root, judge().send, opts())).rejects.toThrow(new GradeSetupError(`No runs to grade in '${root}' (no runs.jsonl); run 'skill-evals run' first.`))
    writeFileSync(path.join(root, 'runs.jsonl'), 'not json\n')
    await expect(gradeRuns(repoWith([]), root, judge().send, opts())).rejects.toThrow(`${path.join(root, 'runs.jsonl')} holds no readable run records.`)
  })

  test('the latest record of each run, every run graded, grades.json with totals and judge usage; progress events', async () => {
    const first = record({ status: 'error', error: { message: 'x' } })
    writeLog([first, record(), record({ trial: 2, response: 'nothing' }), record({ configuration: 'without_skill' })])
    const events: [string, number, number][] = []
    const out = await gradeRuns(repoWith([checkA('has 42', '42'), { text: 'PASS judge' }]), root, judge().send, opts({ concurrency: 2 }), {
      onRunGraded: (g, done, total) => events.push([g.runId, done, total]),
    })
    expect(out.runs.map((g) => [g.runId, g.grading.run.status])).toEqual([
      ['sk/iteration-1/eval-1-x/with_skill/run-1', 'pass'],
      ['sk/iteration-1/eval-1-x/with_skill/run-2', 'fail'],
      ['sk/iteration-1/eval-1-x/without_skill/run-1', 'pass'],
    ])
    expect(out.runs[0]!.file).toBe(path.join(root, 'sk/iteration-1/eval-1-x/with_skill/run-1', GRADING_FILE))
    expect(events.map((e) => e.slice(1))).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ])
    expect(out.judge).toMatchObject({ calls: 3, apiCalls: 3, cachedCalls: 0, retries: 0, usage: { input_tokens: 30, output_tokens: 3, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 } })
    expect(out.missing).toEqual([])
    expect(out.cancelled).toBe(false)
    expect(out.gradesFile).toBe(path.join(root, GRADES_FILE))
    const file = JSON.parse(readFileSync(out.gradesFile, 'utf8'))
    expect(file).toMatchObject({ version: 1, totals: { runs: 3, pass: 2, fail: 1, error: 0, inconclusive: 0, skipped: 0 }, judge: { model: MODEL, judges: 1, calls: 3, api_calls: 3 } })
    expect(file.evals.map((e: { configuration: string; trials: number; k: number }) => [e.configuration, e.trials, e.k])).toEqual([
      ['with_skill', 2, 2],
      ['without_skill', 1, 1],
    ])
    expect(out.summaries).toEqual(file.evals)
  })

  test('k, the skills filter, and runs whose eval is gone', async () => {
    const other = record({ skill: 'zz', runId: 'zz/iteration-1/eval-9-y/with_skill/run-1', evalId: 9, evalDir: 'eval-9-y' })
    const gone = record({ evalId: 5, runId: 'sk/iteration-1/eval-5-g/with_skill/run-1', evalDir: 'eval-5-g' })
    writeLog([record(), record({ trial: 2 }), other, gone])
    const out = await gradeRuns(repoWith([checkA('a', '42')]), root, judge().send, opts({ k: 1, skills: ['sk'] }))
    expect(out.runs.map((g) => g.runId)).toEqual(['sk/iteration-1/eval-1-x/with_skill/run-1', 'sk/iteration-1/eval-1-x/with_skill/run-2'])
    expect(out.summaries[0]!.k).toBe(1)
    expect(out.missing).toEqual([{ runId: gone.runId, reason: "eval 5 of skill 'sk' is no longer in the repository" }])
    const all = await gradeRuns(repoWith([checkA('a', '42')]), root, judge().send, opts({ skills: [] }))
    expect(all.missing.map((m) => m.runId)).toEqual([other.runId, gone.runId])
  })

  test('checks of a skill run in its folder; an unknown skill falls back to the repository root', async () => {
    mkdirSync(path.join(root, 'skilldir'))
    writeFileSync(path.join(root, 'skilldir', 'ok.sh'), 'exit 0\n')
    writeFileSync(path.join(root, 'ok.sh'), 'exit 1\n')
    writeLog([record()])
    const a: Assertion[] = [{ text: 's', check: { kind: 'script', command: 'ok.sh' } }]
    const inSkill = await gradeRuns(repoWith(a, { skills: [{ name: 'sk', dir: path.join(root, 'skilldir') }] as Repo['skills'] }), root, judge().send, opts())
    expect(inSkill.runs[0]!.grading.expectations[0]!.status).toBe('pass')
    const atRoot = await gradeRuns(repoWith(a, { skills: [] as unknown as Repo['skills'] }), root, judge().send, opts())
    expect(atRoot.runs[0]!.grading.expectations[0]!.status).toBe('fail')
  })

  test('an aborted grading stops taking runs and says it was cancelled', async () => {
    writeLog([record(), record({ trial: 2 }), record({ trial: 3 })])
    const ac = new AbortController()
    const out = await gradeRuns(repoWith([checkA('a', '42')]), root, judge().send, opts({ concurrency: 1, signal: ac.signal }), { onRunGraded: () => ac.abort() })
    expect(out.runs).toHaveLength(1)
    expect(out.cancelled).toBe(true)
  })
})
