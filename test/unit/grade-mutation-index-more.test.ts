/**
 * gradeRun / gradeRuns options that reach the judge, the checks and the implicit assertions, and
 * what grades.json records (issue 23: mutation testing of the grade part; survivors of the first
 * run over src/grade/index.ts).
 */
import { describe, test, expect, beforeEach, afterEach } from '@jest/globals'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Anthropic from '@anthropic-ai/sdk'
import { createJudgeGateway, gradeRun, gradeRuns, type GradeOptions } from '../../src/grade/index.js'
import { DEFAULT_CAPS } from '../../src/grade/material.js'
import { encodeRecord } from '../../src/log/index.js'
import type { SendFn } from '../../src/run/gateway.js'
import type { Assertion, Repo, RunRecord } from '../../src/types.js'

let root: string
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'skill-evals-gradeidx2-'))
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

function record(over: Partial<RunRecord> = {}): RunRecord {
  const trial = over.trial ?? 1
  return {
    runId: `sk/iteration-1/eval-1-x/with_skill/run-${trial}`, skill: 'sk', evalId: 1, evalDir: 'eval-1-x', configuration: 'with_skill', trial, model: 'm',
    status: 'completed', skillUsed: true, response: 'R'.repeat(50), toolCalls: [{ turn: 1, id: 't', name: 'Bash', input: { command: 'ls' }, output: '', isError: false }],
    filesWritten: [], usage: { input_tokens: 0, output_tokens: 0, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 }, costUsd: 0, durationMs: 1000, turns: 1,
    stopReason: 'end_turn', apiCalls: 1, retries: 0, cached: false, startedAt: 's', finishedAt: 'f', definitionHash: 'h', ...over,
  }
}
const runDirOf = (r: RunRecord): string => {
  const dir = path.join(root, ...r.runId.split('/'))
  mkdirSync(path.join(dir, 'outputs'), { recursive: true })
  writeFileSync(path.join(dir, 'transcript.md'), 'T')
  return dir
}
const reply = (params: { model: string }, passed: boolean) => ({
  message: { id: 'm', type: 'message', role: 'assistant', model: params.model, content: [{ type: 'text', text: JSON.stringify({ evidence: 'e', passed }) }], stop_reason: 'end_turn', stop_sequence: null, usage: { input_tokens: 1, output_tokens: 1, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 } } as unknown as Anthropic.Message,
  cached: false,
  retries: 0,
})
const opts = (o: Partial<GradeOptions> = {}): GradeOptions => ({ judgeModel: 'claude-haiku-5-5', judges: 1, ...o })

describe('gradeRun passes its options on', () => {
  test('the judge sees the outputs folder only, the caps, and the signal', async () => {
    const r = record()
    const dir = runDirOf(r)
    const seen: { prompt: string; signal: AbortSignal | undefined }[] = []
    const send: SendFn = async (params, ctx) => {
      seen.push({ prompt: String(params.messages[0]!.content), signal: ctx.signal })
      return reply(params, true)
    }
    const ac = new AbortController()
    await gradeRun({ record: r, runDir: dir, evalCase: { prompt: 'p', assertions: [{ text: 'judged' }] }, skillDir: root }, send, opts({ caps: { ...DEFAULT_CAPS, responseChars: 9 }, signal: ac.signal }))
    expect(seen[0]!.signal).toBe(ac.signal)
    expect(seen[0]!.prompt).toContain('<workspace_file path="(none)">')
    expect(seen[0]!.prompt).not.toContain('transcript.md')
    expect(seen[0]!.prompt).toContain('<agent_response>\nRRR\n… [41 characters cut by skill-evals] …\nRRRRRR\n</agent_response>')
  })

  test("the record's tool calls reach the checks", async () => {
    const a: Assertion[] = [{ text: 'bash', check: { kind: 'tool_called', tool: 'Bash' } }]
    const r = record()
    const g = await gradeRun({ record: r, runDir: runDirOf(r), evalCase: { prompt: 'p', assertions: a }, skillDir: root }, async (p) => reply(p, true), opts())
    expect(g.expectations[0]!.status).toBe('pass')
  })

  test("the validator's timeout comes from the options too", async () => {
    const skill = path.join(root, 'skill')
    mkdirSync(path.join(skill, 'scripts'), { recursive: true })
    writeFileSync(path.join(skill, 'scripts', 'validate-skill.sh'), 'sleep 5\n')
    const r = record()
    const g = await gradeRun({ record: r, runDir: runDirOf(r), evalCase: { prompt: 'p', assertions: [] }, skillDir: skill }, async (p) => reply(p, true), opts({ checkTimeoutMs: 300 }))
    expect(g.expectations).toHaveLength(1)
    expect(g.expectations[0]).toMatchObject({ status: 'error', evidence: expect.stringMatching(/timed out after 0\.3 s/) })
  })

  test('the grader time is a duration, not a clock reading', async () => {
    const r = record()
    const g = await gradeRun({ record: r, runDir: runDirOf(r), evalCase: { prompt: 'p', assertions: [{ text: 'c', check: { kind: 'contains', value: 'R' } }] }, skillDir: root }, async (p) => reply(p, true), opts())
    expect(g.timing.grader_duration_seconds).toBeGreaterThanOrEqual(0)
    expect(g.timing.grader_duration_seconds).toBeLessThan(60)
  })
})

describe('gradeRuns', () => {
  const repo = (assertions: Assertion[]): Repo => ({ root, skills: [{ name: 'sk', dir: root }], evals: [{ skill: 'sk', id: 1, prompt: 'p', assertions }] }) as unknown as Repo
  const writeLog = (records: RunRecord[]): void => {
    writeFileSync(path.join(root, 'runs.jsonl'), records.map(encodeRecord).join('\n') + '\n')
    for (const r of records) runDirOf(r)
  }

  test('runs are graded side by side up to the concurrency', async () => {
    writeLog([record(), record({ trial: 2 })])
    let waiting = 0
    let release: () => void = () => undefined
    const both = new Promise<void>((resolve) => (release = resolve))
    const send: SendFn = async (params) => {
      if (++waiting === 2) release()
      const ok = await Promise.race([both.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 3000).unref())])
      return reply(params, ok)
    }
    const out = await gradeRuns(repo([{ text: 'judged' }]), root, send, opts({ concurrency: 2 }))
    expect(out.runs.map((g) => g.grading.run.status)).toEqual(['pass', 'pass'])
  })

  test('grades.json: the judge count as graded (at least 1), two-space JSON with a final newline', async () => {
    writeLog([record()])
    const out = await gradeRuns(repo([{ text: 'judged' }]), root, async (p) => reply(p, true), opts({ judges: 3 }))
    const text = readFileSync(out.gradesFile, 'utf8')
    expect(text.endsWith('}\n')).toBe(true)
    expect(JSON.parse(text).judge.judges).toBe(3)
    const zero = await gradeRuns(repo([{ text: 'judged' }]), root, async (p) => reply(p, true), opts({ judges: 0 }))
    expect(JSON.parse(readFileSync(zero.gradesFile, 'utf8')).judge.judges).toBe(1)
  })

  test('an abort during a judge call ends the grading quietly; another failure is thrown', async () => {
    writeLog([record(), record({ trial: 2 })])
    const ac = new AbortController()
    const send: SendFn = async () => {
      ac.abort()
      throw new Error('aborted')
    }
    const out = await gradeRuns(repo([{ text: 'judged' }]), root, send, opts({ concurrency: 1, signal: ac.signal }))
    expect(out.cancelled).toBe(true)
    expect(out.runs).toEqual([])
    // Another failure: a bad timing.json in an earlier build's folder (records without definitionHash;
    // this build's timing comes from the record and timing.json is not read back).
    writeLog([record({ definitionHash: undefined }), record({ trial: 2, definitionHash: undefined })])
    writeFileSync(path.join(root, 'sk/iteration-1/eval-1-x/with_skill/run-1/timing.json'), '{"executor_duration_seconds": "x"}')
    await expect(gradeRuns(repo([{ text: 'c', check: { kind: 'contains', value: 'R' } }]), root, async (p) => reply(p, true), opts())).rejects.toThrow(/timing\.json/)
  })

  test('createJudgeGateway: a gateway with a close()', async () => {
    const gw = createJudgeGateway({ client: new Anthropic({ apiKey: 'x', baseURL: 'http://127.0.0.1:9' }), root, concurrency: 1, cache: 'off', cacheDir: '.cache' })
    expect(typeof gw.send).toBe('function')
    await gw.close()
  })
})
