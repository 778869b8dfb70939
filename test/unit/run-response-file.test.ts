/**
 * outputs/response.md (issue 34): every run that answered has its final answer under outputs/, so
 * skill-creator's viewer (which lists outputs/ only) never shows "No output files" for a run that
 * answered in text. The file is the harness's, not the agent's: checks, the judge's file list and
 * the script check's copy leave it out, unless the agent wrote a file of that name itself, which
 * is kept and not overwritten.
 */
import { describe, test, expect, beforeEach, afterEach } from '@jest/globals'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type Anthropic from '@anthropic-ai/sdk'
import { writeRunArtifacts, runFolder } from '../../src/run/artifacts.js'
import { gradeRun } from '../../src/grade/index.js'
import { RESPONSE_FILE, harnessOutputs } from '../../src/log/index.js'
import type { SendFn } from '../../src/run/gateway.js'
import type { Assertion, EvalCase, RunRecord } from '../../src/types.js'

let root: string
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'skill-evals-response-file-'))
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

function record(over: Partial<RunRecord> = {}): RunRecord {
  return {
    runId: 'sk/iteration-1/eval-1-x/with_skill/run-1',
    skill: 'sk',
    evalId: 1,
    evalDir: 'eval-1-x',
    configuration: 'with_skill',
    trial: 1,
    model: 'claude-sonnet-5-5',
    status: 'completed',
    skillUsed: true,
    response: '# The answer\n\nIt is 42.\n',
    toolCalls: [],
    filesWritten: [],
    usage: { input_tokens: 1, output_tokens: 1, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 },
    costUsd: 0,
    durationMs: 1000,
    turns: 1,
    stopReason: 'end_turn',
    apiCalls: 1,
    retries: 0,
    cached: false,
    startedAt: '2026-01-01T00:00:00.000Z',
    finishedAt: '2026-01-01T00:00:01.000Z',
    definitionHash: 'abc',
    ...over,
  }
}
const evalCase = { skill: 'sk', id: 1, prompt: 'Task', files: [], assertions: [] } as unknown as EvalCase

/** A judge that records the prompts it is sent and passes everything. */
function judge() {
  const prompts: string[] = []
  const send: SendFn = async (params) => {
    prompts.push(String(params.messages[0]!.content))
    const message = {
      id: 'm', type: 'message', role: 'assistant', model: params.model,
      content: [{ type: 'text', text: JSON.stringify({ evidence: 'ok', passed: true }) }],
      stop_reason: 'end_turn', stop_sequence: null,
      usage: { input_tokens: 1, output_tokens: 1, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 },
    } as unknown as Anthropic.Message
    return { message, cached: false, retries: 0 }
  }
  return { send, prompts }
}

describe('outputs/response.md', () => {
  test('the name is the results log\'s; the harness owns it unless the agent wrote it', () => {
    expect(RESPONSE_FILE).toBe('response.md')
    expect(harnessOutputs([])).toEqual(['response.md'])
    expect(harnessOutputs(undefined)).toEqual(['response.md'])
    expect(harnessOutputs(['a.md', 'response.md'])).toEqual([])
  })

  test('a run that answered in text gets its answer under outputs/, beside timing.json and transcript.md', async () => {
    const r = record()
    await writeRunArtifacts(root, evalCase, r, 'transcript')
    const dir = runFolder(root, r)
    expect(readFileSync(path.join(dir, 'outputs', 'response.md'), 'utf8')).toBe(r.response)
    expect(existsSync(path.join(dir, 'timing.json'))).toBe(true)
  })

  test('no empty file for a run without an answer; an answer of the agent\'s own named response.md is kept', async () => {
    const silent = record({ response: '', status: 'error' })
    await writeRunArtifacts(root, evalCase, silent, '')
    expect(existsSync(path.join(runFolder(root, silent), 'outputs', 'response.md'))).toBe(false)

    const own = record({ runId: 'sk/iteration-1/eval-1-x/with_skill/run-2', trial: 2, filesWritten: ['response.md'] })
    mkdirSync(path.join(runFolder(root, own), 'outputs'), { recursive: true })
    writeFileSync(path.join(runFolder(root, own), 'outputs', 'response.md'), 'the agent wrote this')
    await writeRunArtifacts(root, evalCase, own, 'transcript')
    expect(readFileSync(path.join(runFolder(root, own), 'outputs', 'response.md'), 'utf8')).toBe('the agent wrote this')
  })

  test('checks, the judge and the script check do not take the harness\'s response.md for an output of the agent', async () => {
    const r = record()
    await writeRunArtifacts(root, evalCase, r, 'transcript')
    const runDir = runFolder(root, r)
    mkdirSync(path.join(root, 'skill'))
    // Lists its working copy: passes only when the copy holds no response.md.
    writeFileSync(path.join(root, 'skill', 'no-response.sh'), 'test ! -e response.md\n')
    const assertions: Assertion[] = [
      { text: 'no output file', check: { kind: 'file_absent', path: '*' } },
      { text: 'no response.md', check: { kind: 'file_absent', path: 'response.md' } },
      { text: 'copy without it', check: { kind: 'script', command: 'no-response.sh' } },
      { text: 'judged' },
    ]
    const { send, prompts } = judge()
    const g = await gradeRun({ record: r, runDir, evalCase: { prompt: 'Task', assertions }, skillDir: path.join(root, 'skill') }, send, { judgeModel: 'claude-haiku-5-5', judges: 1 })
    expect(g.expectations.map((e) => [e.text, e.status])).toEqual([
      ['no output file', 'pass'],
      ['no response.md', 'pass'],
      ['copy without it', 'pass'],
      ['judged', 'pass'],
    ])
    expect(prompts).toHaveLength(1)
    expect(prompts[0]).not.toContain('response.md')
    expect(g.execution_metrics).toMatchObject({ files_created: [] })
  })

  test('a response.md the agent wrote is an output like any other', async () => {
    const r = record({ filesWritten: ['response.md'] })
    const runDir = runFolder(root, r)
    mkdirSync(path.join(runDir, 'outputs'), { recursive: true })
    writeFileSync(path.join(runDir, 'outputs', 'response.md'), 'agent file')
    await writeRunArtifacts(root, evalCase, r, 'transcript')
    const { send, prompts } = judge()
    const g = await gradeRun(
      { record: r, runDir, evalCase: { prompt: 'Task', assertions: [{ text: 'exists', check: { kind: 'file_exists', path: 'response.md' } }, { text: 'judged' }] }, skillDir: root },
      send,
      { judgeModel: 'claude-haiku-5-5', judges: 1 }
    )
    expect(g.expectations.map((e) => e.status)).toEqual(['pass', 'pass'])
    expect(prompts[0]).toContain('agent file')
  })
})
