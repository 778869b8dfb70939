/**
 * Issue 36 (mutation part `workspace`): the run folder's files (src/run/artifacts.ts) and the
 * store that writes them (src/run/results-store.ts): exact JSON of timing.json and
 * eval_metadata.json, the metrics, the folders a run id names, when outputs/response.md is written,
 * and runs.jsonl's opening, partial-line repair, group commit, reading and closing.
 */
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { clearSecrets, registerSecret } from '../../src/redact/index.js'
import { evalFolder, evalMetadata, metricsJson, runFolder, timingJson, totalTokens, writeRunArtifacts } from '../../src/run/artifacts.js'
import { ResultsStore, RUNS_FILE, writeFileAtomic, writeRunFile } from '../../src/run/results-store.js'
import type { EvalCase, RunRecord } from '../../src/types.js'

let dir: string
let oldMask: number
beforeEach(() => {
  oldMask = process.umask(0o022)
  dir = mkdtempSync(path.join(os.tmpdir(), 'ws-store-'))
})
afterEach(() => {
  clearSecrets()
  process.umask(oldMask)
  rmSync(dir, { recursive: true, force: true })
})

function record(over: Partial<RunRecord> = {}): RunRecord {
  return {
    runId: 'sk/iteration-2/eval-7-sum-it/with_skill/run-3',
    skill: 'sk',
    evalId: 7,
    evalDir: 'eval-7-sum-it',
    configuration: 'with_skill',
    trial: 3,
    model: 'claude-haiku-5-5',
    status: 'completed',
    skillUsed: true,
    response: 'the answer',
    toolCalls: [],
    filesWritten: [],
    usage: { input_tokens: 1, output_tokens: 2, cache_read_input_tokens: 4, cache_creation_input_tokens: 8 },
    costUsd: null,
    durationMs: 12345,
    turns: 4,
    stopReason: 'end_turn',
    apiCalls: 1,
    retries: 0,
    cached: false,
    startedAt: '2026-11-24T00:00:00.000Z',
    finishedAt: '2026-11-24T00:00:12.345Z',
    ...over,
  }
}
const evalCase = (over: Partial<EvalCase> = {}) =>
  ({ skill: 'sk', id: 7, prompt: 'Sum it', files: ['in.csv'], assertions: [{ text: 'one' }, { text: 'two', check: { kind: 'x' } }], ...over }) as unknown as EvalCase
const fdCount = () => readdirSync('/proc/self/fd').length

describe('artifacts: the values', () => {
  test('totalTokens adds the four counts', () => {
    expect(totalTokens(record())).toBe(15)
  })

  test('evalMetadata: the name is the folder without eval-<id>-, or the folder when nothing is left', () => {
    expect(evalMetadata(evalCase({ expectedOutput: 'out' }), 'eval-7-sum-it')).toStrictEqual({
      eval_id: 7,
      eval_name: 'sum-it',
      prompt: 'Sum it',
      expected_output: 'out',
      files: ['in.csv'],
      assertions: ['one', 'two'],
    })
    expect(evalMetadata(evalCase(), 'eval-12-a-b').eval_name).toBe('a-b')
    expect(evalMetadata(evalCase(), 'eval-x_y.z-name').eval_name).toBe('name')
    expect(evalMetadata(evalCase(), 'eval-7').eval_name).toBe('eval-7')
    expect(evalMetadata(evalCase(), 'my-eval-1-a').eval_name).toBe('my-eval-1-a')
    expect(evalMetadata(evalCase(), 'eval-7-sum-it').expected_output).toBe('')
  })

  test('timingJson: seconds to one decimal, rounded', () => {
    expect(timingJson(record())).toStrictEqual({
      total_tokens: 15,
      duration_ms: 12345,
      total_duration_seconds: 12.3,
      executor_start: '2026-11-24T00:00:00.000Z',
      executor_end: '2026-11-24T00:00:12.345Z',
      executor_duration_seconds: 12.3,
    })
    expect(timingJson(record({ durationMs: 12350 })).total_duration_seconds).toBe(12.4)
    expect(timingJson(record({ durationMs: 12350 })).executor_duration_seconds).toBe(12.4)
  })

  test('metricsJson: calls by tool, errors (tool errors and the run\'s own), sizes', () => {
    const r = record({
      toolCalls: [
        { name: 'Read', isError: false },
        { name: 'Bash', isError: true },
        { name: 'Read', isError: true },
      ] as RunRecord['toolCalls'],
      filesWritten: ['a.md'],
      response: 'abcd',
    })
    expect(metricsJson(r, 99)).toStrictEqual({
      tool_calls: { Read: 2, Bash: 1 },
      total_tool_calls: 3,
      total_steps: 4,
      files_created: ['a.md'],
      errors_encountered: 2,
      output_chars: 4,
      transcript_chars: 99,
    })
    expect(metricsJson({ ...r, error: { message: 'x' } } as RunRecord, 0).errors_encountered).toBe(3)
  })

  test('the eval folder is the first three parts of the run id, the run folder all of them', () => {
    expect(evalFolder('/out', record())).toBe('/out/sk/iteration-2/eval-7-sum-it')
    expect(runFolder('/out', record())).toBe('/out/sk/iteration-2/eval-7-sum-it/with_skill/run-3')
  })
})

describe('writeRunArtifacts', () => {
  test('timing.json, transcript.md, outputs/response.md and eval_metadata.json, exactly', async () => {
    await writeRunArtifacts(dir, evalCase(), record(), '# transcript\n')
    const run = runFolder(dir, record())
    expect(readdirSync(run).sort()).toEqual(['outputs', 'timing.json', 'transcript.md'])
    expect(readFileSync(path.join(run, 'timing.json'), 'utf8')).toBe(JSON.stringify(timingJson(record()), null, 2) + '\n')
    expect(readFileSync(path.join(run, 'transcript.md'), 'utf8')).toBe('# transcript\n')
    expect(readdirSync(path.join(run, 'outputs'))).toEqual(['response.md'])
    expect(readFileSync(path.join(run, 'outputs', 'response.md'), 'utf8')).toBe('the answer')
    const ev = evalFolder(dir, record())
    expect(readdirSync(ev).sort()).toEqual(['eval_metadata.json', 'with_skill'])
    expect(readFileSync(path.join(ev, 'eval_metadata.json'), 'utf8')).toBe(JSON.stringify(evalMetadata(evalCase(), 'eval-7-sum-it'), null, 2) + '\n')
  })

  test('evalMetadata: false leaves the eval\'s metadata alone; an outputs folder already made is fine', async () => {
    const run = runFolder(dir, record())
    mkdirSync(path.join(run, 'outputs'), { recursive: true })
    writeFileSync(path.join(run, 'outputs', 'agent.md'), 'mine')
    await writeRunArtifacts(dir, evalCase(), record({ filesWritten: ['agent.md'] }), 't', { evalMetadata: false })
    expect(existsSync(path.join(evalFolder(dir, record()), 'eval_metadata.json'))).toBe(false)
    expect(readdirSync(path.join(run, 'outputs')).sort()).toEqual(['agent.md', 'response.md'])
    await writeRunArtifacts(dir, evalCase(), record(), 't', { evalMetadata: true })
    expect(existsSync(path.join(evalFolder(dir, record()), 'eval_metadata.json'))).toBe(true)
  })

  test('no response.md for an empty answer', async () => {
    await writeRunArtifacts(dir, evalCase(), record({ response: '' }), '')
    expect(readdirSync(path.join(runFolder(dir, record()), 'outputs'))).toEqual([])
    expect(readFileSync(path.join(runFolder(dir, record()), 'transcript.md'), 'utf8')).toBe('')
  })

  test('a run folder that cannot be made fails at its mkdir', async () => {
    writeFileSync(path.join(dir, 'sk'), 'a file where the skill folder goes')
    await expect(writeRunArtifacts(dir, evalCase(), record(), 't')).rejects.toMatchObject({ code: 'ENOTDIR', syscall: 'mkdir' })
  })

  test('what it writes is redacted', async () => {
    registerSecret('sk-store-mutation-secret-42')
    await writeRunArtifacts(dir, evalCase({ prompt: 'use sk-store-mutation-secret-42' }), record({ response: 'key sk-store-mutation-secret-42' }), 'saw sk-store-mutation-secret-42')
    const run = runFolder(dir, record())
    expect(readFileSync(path.join(run, 'transcript.md'), 'utf8')).toBe('saw ***')
    expect(readFileSync(path.join(run, 'outputs', 'response.md'), 'utf8')).toBe('key ***')
    expect(readFileSync(path.join(evalFolder(dir, record()), 'eval_metadata.json'), 'utf8')).toContain('"prompt": "use ***"')
  })
})

describe('writeFileAtomic and writeRunFile', () => {
  test('writeFileAtomic: mkdir false needs the folder; the default makes it; no temp file stays', async () => {
    const f = path.join(dir, 'a', 'b', 'c.json')
    await expect(writeFileAtomic(f, 'x', { mkdir: false })).rejects.toMatchObject({ code: 'ENOENT' })
    expect(existsSync(path.join(dir, 'a'))).toBe(false)
    await writeFileAtomic(f, 'x', { mkdir: true })
    await writeFileAtomic(f, 'y', { mkdir: false, fsync: true })
    expect(readFileSync(f, 'utf8')).toBe('y')
    expect(readdirSync(path.dirname(f))).toEqual(['c.json'])
  })

  test('writeFileAtomic redacts strings and bytes', async () => {
    registerSecret('sk-store-mutation-atomic-77')
    await writeFileAtomic(path.join(dir, 's'), 'a sk-store-mutation-atomic-77')
    await writeFileAtomic(path.join(dir, 'b'), Buffer.from('b sk-store-mutation-atomic-77'), { fsync: true })
    expect(readFileSync(path.join(dir, 's'), 'utf8')).toBe('a ***')
    expect(readFileSync(path.join(dir, 'b'), 'utf8')).toBe('b ***')
  })

  test('writeRunFile: multi-byte text over a longer file; bytes over a shorter one; no descriptor left open', () => {
    const f = path.join(dir, 'g.json')
    writeFileSync(f, 'z'.repeat(50))
    const before = fdCount()
    for (let i = 0; i < 20; i++) writeRunFile(f, 'é✓ ü')
    expect(fdCount()).toBe(before)
    expect(readFileSync(f, 'utf8')).toBe('é✓ ü')
    writeRunFile(f, Buffer.from('é✓ ü and more bytes'))
    expect(readFileSync(f, 'utf8')).toBe('é✓ ü and more bytes')
  })
})

describe('ResultsStore', () => {
  test('the file is <out>/runs.jsonl, made with its folders, mode 0644, starting with the first record', async () => {
    const out = path.join(dir, 'deep', 'out')
    const store = new ResultsStore(out)
    expect(store.dir).toBe(out)
    expect(store.file).toBe(path.join(out, RUNS_FILE))
    expect(RUNS_FILE).toBe('runs.jsonl')
    await store.append(record())
    await store.close()
    expect(statSync(store.file).mode & 0o777).toBe(0o644)
    expect(readFileSync(store.file, 'utf8')).toBe(JSON.stringify({ version: 1, ...record() }) + '\n')
  })

  test('reopening a well-ended file adds no blank line; a partial last line is ended before the next record', async () => {
    const a = new ResultsStore(dir)
    await a.append(record({ runId: 'a' }))
    await a.close()
    const b = new ResultsStore(dir)
    await b.append(record({ runId: 'b' }))
    await b.close()
    const two = JSON.stringify({ version: 1, ...record({ runId: 'a' }) }) + '\n' + JSON.stringify({ version: 1, ...record({ runId: 'b' }) }) + '\n'
    expect(readFileSync(b.file, 'utf8')).toBe(two)
    writeFileSync(b.file, two + '{"torn')
    const c = new ResultsStore(dir)
    await c.append(record({ runId: 'c' }))
    await c.close()
    expect(readFileSync(c.file, 'utf8')).toBe(two + '{"torn\n' + JSON.stringify({ version: 1, ...record({ runId: 'c' }) }) + '\n')
  })

  test('appends made together go out together, in order; readAll waits for appends in flight', async () => {
    const store = new ResultsStore(dir)
    const ids = Array.from({ length: 5 }, (_, i) => `r${i}`)
    const done = ids.map((id) => store.append(record({ runId: id })))
    const all = await store.readAll()
    expect(all.records.map((r) => r.runId)).toEqual(ids)
    expect(all.badLines).toBe(0)
    await Promise.all(done)
    expect(store.appended).toBe(5)
    await store.append(record({ runId: 'later' }))
    expect(store.appended).toBe(6)
    expect([...(await store.load()).keys()]).toEqual([...ids, 'later'])
    await store.close()
  })

  test('a record that cannot be encoded is refused; the store goes on', async () => {
    const store = new ResultsStore(dir)
    const bad = record({ runId: 'bad' }) as RunRecord & { loop?: unknown }
    bad.loop = bad
    await expect(store.append(bad)).rejects.toThrow(TypeError)
    await store.append(record({ runId: 'ok' }))
    expect(store.appended).toBe(1)
    expect([...(await store.load()).keys()]).toEqual(['ok'])
    await store.close()
  })

  test('appends are redacted', async () => {
    registerSecret('sk-store-mutation-line-1234')
    const store = new ResultsStore(dir)
    await store.append(record({ response: 'sk-store-mutation-line-1234' }))
    await store.close()
    expect(readFileSync(store.file, 'utf8')).not.toContain('sk-store-mutation-line-1234')
    expect((await store.load()).get(record().runId)?.response).toBe('***')
  })

  test('an open that failed is tried again on the next append', async () => {
    const out = path.join(dir, 'out')
    writeFileSync(out, 'a file where the folder goes')
    const store = new ResultsStore(out)
    await expect(store.append(record())).rejects.toMatchObject({ code: 'EEXIST' })
    rmSync(out)
    await store.append(record())
    expect(store.appended).toBe(1)
    await store.close()
  })

  test('readAll: a missing file is empty; a folder in its place is an error', async () => {
    expect(await new ResultsStore(path.join(dir, 'none')).readAll()).toStrictEqual({ records: [], badLines: 0 })
    mkdirSync(path.join(dir, 'x', RUNS_FILE), { recursive: true })
    await expect(new ResultsStore(path.join(dir, 'x')).readAll()).rejects.toMatchObject({ code: 'EISDIR' })
  })

  test('close closes the file (and is harmless when nothing was opened or called twice)', async () => {
    const idle = new ResultsStore(dir)
    await idle.close()
    const before = fdCount()
    const store = new ResultsStore(dir)
    await store.append(record())
    expect(fdCount()).toBe(before + 1)
    const open = readdirSync('/proc/self/fd').filter((fd) => {
      try {
        return readlinkSync(`/proc/self/fd/${fd}`) === store.file
      } catch {
        return false
      }
    })
    expect(open).toHaveLength(1)
    await store.close()
    await store.close()
    expect(fdCount()).toBe(before)
  })
})
