import { describe, test, expect, beforeEach, afterEach } from '@jest/globals'
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { decodeLog, encodeRecord, LOG_VERSION, openResultsLog, readSummaryFile, ResultsLogError } from '../../src/log/index.js'
import { ResultsStore } from '../../src/run/results-store.js'
import type { RunRecord } from '../../src/types.js'

function rec(runId: string, extra: Partial<RunRecord> = {}): RunRecord {
  return {
    runId,
    skill: 's',
    evalId: 1,
    evalDir: 'eval-1-x',
    configuration: 'with_skill',
    trial: 1,
    model: 'claude-haiku-5-5',
    status: 'completed',
    skillUsed: true,
    response: 'ok',
    toolCalls: [],
    filesWritten: [],
    usage: { input_tokens: 1, output_tokens: 2, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 },
    costUsd: null,
    durationMs: 10,
    turns: 1,
    stopReason: 'end_turn',
    apiCalls: 1,
    retries: 0,
    cached: false,
    startedAt: '2026-11-24T00:00:00.000Z',
    finishedAt: '2026-11-24T00:00:01.000Z',
    ...extra,
  }
}

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'results-log-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('results log (src/log)', () => {
  test('each line carries the version first; reading gives the record back without it', async () => {
    const store = new ResultsStore(dir)
    await store.append(rec('a'))
    await store.append(rec('a', { status: 'error', error: { message: 'boom' } }))
    await store.close()
    const text = await readFile(path.join(dir, 'runs.jsonl'), 'utf8')
    expect(text.split('\n')[0]!.startsWith(`{"version":${LOG_VERSION},"runId":"a"`)).toBe(true)
    const log = openResultsLog(dir)
    const { records } = await log.readAll()
    expect(records).toEqual([rec('a'), rec('a', { status: 'error', error: { message: 'boom' } })])
    expect([...(await log.load()).values()].map((r) => r.status)).toEqual(['error'])
  })

  test('a line without a version (written before the field) is read as version 1', () => {
    const { records } = decodeLog(JSON.stringify(rec('old')) + '\n', 'x/runs.jsonl')
    expect(records).toEqual([rec('old')])
  })

  test('a newer version names the file and line and says to upgrade', () => {
    const text = [encodeRecord(rec('a')), '', JSON.stringify({ version: LOG_VERSION + 1, ...rec('b') })].join('\n')
    expect(() => decodeLog(text, 'out/runs.jsonl')).toThrow(ResultsLogError)
    expect(() => decodeLog(text, 'out/runs.jsonl')).toThrow(
      `out/runs.jsonl:3: written by a newer skill-evals (results log version ${LOG_VERSION + 1}; this one reads up to version ${LOG_VERSION}). Upgrade skill-evals to read it.`,
    )
  })

  test('an off-schema record names the file, line and field', () => {
    const bad = { ...rec('a'), configuration: 'with_magic' }
    expect(() => decodeLog(`${encodeRecord(rec('z'))}\n${JSON.stringify(bad)}\n`, 'r/runs.jsonl')).toThrow(/^r\/runs\.jsonl:2: not a run record .* at \/configuration: must be equal to one of the allowed values/)
    const noId = { ...rec('a'), runId: undefined }
    expect(() => decodeLog(JSON.stringify(noId), 'f')).toThrow("f:1: not a run record (schemas/results-log.schema.json) at (top level): must have required property 'runId'")
  })

  test('torn lines (not JSON objects) are skipped and counted, never fatal', () => {
    const { records, badLines } = decodeLog([encodeRecord(rec('a')), '{"runId":"b","sk', '7', encodeRecord(rec('c'))].join('\n'))
    expect(records.map((r) => r.runId)).toEqual(['a', 'c'])
    expect(badLines).toBe(2)
  })

  test('the store refuses to resume from a log written by a newer version', async () => {
    await writeFile(path.join(dir, 'runs.jsonl'), JSON.stringify({ version: 99, ...rec('a') }) + '\n')
    await expect(new ResultsStore(dir).completedRunIds()).rejects.toThrow(/runs\.jsonl:1: written by a newer skill-evals/)
  })

  test('summary.json is schema-checked on read', async () => {
    expect(await readSummaryFile(path.join(dir, 'summary.json'))).toBeUndefined()
    await writeFile(path.join(dir, 'summary.json'), '{"schema_version": 1}')
    await expect(openResultsLog(dir).readSummary()).rejects.toThrow(/summary\.json: not a summary \(schemas\/summary\.schema\.json\) at \(top level\): must have required property/)
    await writeFile(path.join(dir, 'summary.json'), '{"schema_')
    await expect(openResultsLog(dir).readSummary()).rejects.toThrow(/summary\.json: not valid JSON/)
  })

  test('readGrade: the run folder\'s grading.json, undefined when absent', async () => {
    const log = openResultsLog(dir)
    expect(await log.readGrade('s/iteration-1/eval-1-x/with_skill/run-1')).toBeUndefined()
    await mkdir(path.join(dir, 's/iteration-1/eval-1-x/with_skill/run-1'), { recursive: true })
    await writeFile(path.join(dir, 's/iteration-1/eval-1-x/with_skill/run-1/grading.json'), '{"summary":{"passed":1,"failed":0,"total":1,"pass_rate":1}}')
    expect((await log.readGrade('s/iteration-1/eval-1-x/with_skill/run-1'))?.summary?.pass_rate).toBe(1)
  })
})
