/**
 * grading.json golden files: a fixed run folder (test/fixtures/golden/grading/<case>/run) is
 * graded with the real deterministic checks and a scripted judge, and the written grading.json
 * must equal the golden file byte for byte once the volatile fields (grader time, graded_at)
 * are normalised. `UPDATE_GOLDEN=1` rewrites the golden files.
 */
import { afterAll, describe, expect, test } from '@jest/globals'
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type Anthropic from '@anthropic-ai/sdk'
import { gradeRun, type GradeOptions } from '../../src/grade/index.js'
import type { SendFn } from '../../src/run/gateway.js'
import type { Assertion, RunRecord } from '../../src/types.js'

const here = path.dirname(fileURLToPath(import.meta.url))
const GOLDEN = path.resolve(here, '../fixtures/golden/grading')
const tmps: string[] = []

afterAll(async () => {
  for (const d of tmps) await rm(d, { recursive: true, force: true })
})

const PROMPT = 'Plan the implementation of the spec in spec.md.'
const ASSERTIONS: Assertion[] = [
  { text: 'tasks.md exists', type: 'structural', check: { kind: 'file_exists', path: 'tasks.md' } },
  { text: 'Every requirement REQ-1..REQ-3 is mentioned in tasks.md', type: 'coverage', check: { kind: 'contains', in: 'tasks.md', value: ['REQ-1', 'REQ-2', 'REQ-3'] } },
  { text: 'Each task has a Done when condition', type: 'format' },
  { text: 'The reply names the riskiest requirement and explains why', type: 'content' },
  { text: 'No code was written; the agent only planned', type: 'behavioral' }
]

/** A scripted judge: a fixed reply per expectation, with fixed usage (so the cost is stable). */
const judgeSend: SendFn = async (params, ctx) => {
  const user = String(params.messages[0]!.content)
  const expectation = /<expectation>\n([\s\S]*?)\n<\/expectation>/.exec(user)![1]!
  const replies: Record<string, { text: string; stop?: Anthropic.StopReason }[]> = {
    'Each task has a Done when condition': [
      { text: JSON.stringify({ evidence: 'tasks.md: T1, T2 and T3 each have a "**Done when**:" line (e.g. "tokens older than 30 minutes are rejected").', passed: true }) },
      { text: JSON.stringify({ evidence: 'All three tasks in tasks.md end with a Done when condition.', passed: true }) },
      { text: JSON.stringify({ evidence: 'T3 "every reset is logged" is not a checkable condition.', passed: false }) }
    ],
    'The reply names the riskiest requirement and explains why': [
      { text: '{"evidence": "The final response says REQ-2 is the riskiest because', stop: 'max_tokens' },
      { text: JSON.stringify({ evidence: 'Final response: "REQ-2 (token expiry) is the riskiest because it touches the session store."', passed: true }) },
      { text: JSON.stringify({ evidence: 'Names REQ-2 with a reason.', passed: 'yes' }) }
    ],
    'No code was written; the agent only planned': [
      { text: '', stop: 'refusal' },
      { text: '', stop: 'refusal' },
      { text: JSON.stringify({ evidence: 'Only tasks.md (a plan) was written.', passed: true }) }
    ]
  }
  const r = replies[expectation]![ctx.spec.trial - 1]!
  const message = {
    id: `msg_golden_${ctx.spec.trial}`,
    type: 'message',
    role: 'assistant',
    model: params.model,
    content: r.text ? [{ type: 'text', text: r.text, citations: null }] : [],
    stop_reason: r.stop ?? 'end_turn',
    stop_sequence: null,
    usage: { input_tokens: 1000, output_tokens: 100, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 }
  } as unknown as Anthropic.Message
  return { message, cached: ctx.spec.trial === 2, retries: 0, requestId: `req_golden_${ctx.spec.trial}` }
}

function normalise(text: string): string {
  const g = JSON.parse(text)
  g.timing.grader_duration_seconds = '<volatile>'
  g.timing.total_duration_seconds = '<volatile>'
  g.grader.graded_at = '<volatile>'
  return JSON.stringify(g, null, 2) + '\n'
}

async function gradeFixture(name: string, opts: GradeOptions): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'grade-golden-'))
  tmps.push(dir)
  const runDir = path.join(dir, 'run')
  await cp(path.join(GOLDEN, name, 'run'), runDir, { recursive: true })
  const record = JSON.parse(await readFile(path.join(runDir, 'run.json'), 'utf8')) as RunRecord
  await gradeRun({ record, runDir, evalCase: { prompt: PROMPT, assertions: ASSERTIONS }, skillDir: dir }, judgeSend, opts)
  return readFile(path.join(runDir, 'grading.json'), 'utf8')
}

async function expectGolden(name: string, written: string): Promise<void> {
  const file = path.join(GOLDEN, name, 'grading.json')
  const actual = normalise(written)
  if (process.env.UPDATE_GOLDEN) await writeFile(file, actual)
  expect(actual).toBe(await readFile(file, 'utf8'))
}

describe('grading.json golden files', () => {
  test('a completed run: checks, judge majority of 3 (pass, error, disagreement)', async () => {
    const written = await gradeFixture('completed', { judgeModel: 'claude-haiku-5-5', judges: 3 })
    const g = JSON.parse(written)
    // skill-creator's required shape, exactly
    for (const e of g.expectations) {
      expect(typeof e.text).toBe('string')
      expect(typeof e.passed).toBe('boolean')
      expect(typeof e.evidence).toBe('string')
    }
    expect(Object.keys(g.summary)).toEqual(['passed', 'failed', 'total', 'pass_rate'])
    expect(Object.keys(g).slice(0, 4)).toEqual(['expectations', 'summary', 'execution_metrics', 'timing'])
    expect(g.timing.total_duration_seconds).toBeGreaterThanOrEqual(23.3)
    expect(g.expectations.map((e: { status: string }) => e.status)).toEqual(['pass', 'fail', 'pass', 'error', 'error'])
    expect(g.run.status).toBe('fail')
    await expectGolden('completed', written)
  })

  test("this build's folders: execution_metrics and timing from the record; a metrics.json in outputs/ is the agent's, not taken", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'grade-golden-'))
    tmps.push(dir)
    const runDir = path.join(dir, 'run')
    await cp(path.join(GOLDEN, 'completed', 'run'), runDir, { recursive: true })
    const record = JSON.parse(await readFile(path.join(runDir, 'run.json'), 'utf8')) as RunRecord
    // A record of this build carries the definition hash; the agent wrote a metrics.json of its own.
    record.definitionHash = '0123456789abcdef'
    await writeFile(path.join(runDir, 'outputs', 'metrics.json'), JSON.stringify({ total_tool_calls: 999, errors_encountered: 0 }))
    // timing.json is written from the same record, so it is not read back: a changed one does not count.
    await writeFile(path.join(runDir, 'timing.json'), JSON.stringify({ total_tokens: 1, executor_duration_seconds: 999 }))
    await gradeRun({ record, runDir, evalCase: { prompt: PROMPT, assertions: ASSERTIONS.slice(0, 2) }, skillDir: dir }, judgeSend, { judgeModel: 'claude-haiku-5-5', judges: 1 })
    const g = JSON.parse(await readFile(path.join(runDir, 'grading.json'), 'utf8'))
    expect(g.timing.executor_duration_seconds).toBe(23.3) // record.durationMs 23,332 ms
    const transcript = await readFile(path.join(runDir, 'transcript.md'), 'utf8')
    expect(g.execution_metrics.total_tool_calls).toBe(record.toolCalls.length)
    expect(g.execution_metrics).toMatchObject({ total_steps: record.turns, output_chars: record.response.length, transcript_chars: transcript.length, files_created: record.filesWritten })
  })

  test("an earlier build's folder (no definitionHash on its record): timing from timing.json, and a bad one is an error naming it", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'grade-golden-'))
    tmps.push(dir)
    const runDir = path.join(dir, 'run')
    await cp(path.join(GOLDEN, 'completed', 'run'), runDir, { recursive: true })
    const record = JSON.parse(await readFile(path.join(runDir, 'run.json'), 'utf8')) as RunRecord
    expect(record.definitionHash).toBeUndefined()
    const grade = async () => {
      await gradeRun({ record, runDir, evalCase: { prompt: PROMPT, assertions: ASSERTIONS.slice(0, 1) }, skillDir: dir }, judgeSend, { judgeModel: 'claude-haiku-5-5', judges: 1 })
      return JSON.parse(await readFile(path.join(runDir, 'grading.json'), 'utf8'))
    }
    await writeFile(path.join(runDir, 'timing.json'), JSON.stringify({ total_tokens: 1, executor_duration_seconds: 41.5 }))
    expect((await grade()).timing.executor_duration_seconds).toBe(41.5)
    await writeFile(path.join(runDir, 'timing.json'), JSON.stringify({ total_tokens: 'many' }))
    await expect(grade()).rejects.toThrow(/timing\.json.*total_tokens/)
  })

  test('an errored run: not graded, every expectation ERROR, run status error', async () => {
    const written = await gradeFixture('errored', { judgeModel: 'claude-haiku-5-5', judges: 1 })
    const g = JSON.parse(written)
    expect(g.run.status).toBe('error')
    expect(g.judge.calls).toBe(0)
    expect(g.expectations.every((e: { passed: boolean; evidence: string }) => !e.passed && e.evidence.startsWith('ERROR:'))).toBe(true)
    await expectGolden('errored', written)
  })
})
