import { describe, test, expect, beforeEach, afterEach } from '@jest/globals'
import { mkdtemp, readdir, readFile, rm, writeFile, appendFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { ResultsStore, writeFileAtomic, parseRunsJsonl, RUNS_FILE } from '../../src/run/results-store.js'
import type { RunRecord, RunStatus } from '../../src/types.js'

function rec(runId: string, status: RunStatus = 'completed', extra: Partial<RunRecord> = {}): RunRecord {
  return {
    runId,
    skill: 's',
    evalId: 1,
    evalDir: 'eval-1-x',
    configuration: 'with_skill',
    trial: 1,
    model: 'claude-haiku-5-5',
    status,
    skillUsed: true,
    response: 'done ✓ "quoted"\nnewline',
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
  dir = await mkdtemp(path.join(tmpdir(), 'run-store-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('ResultsStore', () => {
  test('append writes one line per record; load returns them (last per runId wins)', async () => {
    const store = new ResultsStore(path.join(dir, 'out'))
    await Promise.all([store.append(rec('a', 'error')), store.append(rec('b')), store.append(rec('c', 'skipped'))])
    await store.append(rec('a', 'completed'))
    const text = await readFile(path.join(dir, 'out', RUNS_FILE), 'utf8')
    expect(text.split('\n')).toHaveLength(5) // 4 lines + trailing ''
    const map = await store.load()
    expect([...map.keys()]).toEqual(['a', 'b', 'c'])
    expect(map.get('a')!.status).toBe('completed')
    expect(map.get('b')!.response).toBe('done ✓ "quoted"\nnewline')
    expect(store.appended).toBe(4)
    await store.close()
  })

  test('many concurrent appends never interleave', async () => {
    const store = new ResultsStore(dir)
    const big = 'x'.repeat(100_000)
    await Promise.all(Array.from({ length: 200 }, (_, i) => store.append(rec(`r${i}`, 'completed', { response: big }))))
    await store.close()
    const { records, badLines } = await new ResultsStore(dir).readAll()
    expect(badLines).toBe(0)
    expect(records).toHaveLength(200)
  })

  test('a truncated last line (crash mid-write) is ignored, and later appends start on a new line', async () => {
    const file = path.join(dir, RUNS_FILE)
    const full = JSON.stringify(rec('a')) + '\n'
    const partial = JSON.stringify(rec('b')).slice(0, 40)
    await writeFile(file, full + partial)
    const store = new ResultsStore(dir)
    expect([...(await store.load()).keys()]).toEqual(['a'])
    expect((await store.readAll()).badLines).toBe(1)
    await store.append(rec('c'))
    await store.close()
    const reread = new ResultsStore(dir)
    expect([...(await reread.load()).keys()]).toEqual(['a', 'c'])
    expect((await reread.readAll()).badLines).toBe(1)
  })

  test('load on a missing file is empty', async () => {
    const store = new ResultsStore(path.join(dir, 'nope'))
    expect((await store.load()).size).toBe(0)
    expect((await store.completedRunIds()).size).toBe(0)
  })

  test('resume set: only runs whose latest record is completed; error and skipped are redone', async () => {
    const store = new ResultsStore(dir)
    await store.append(rec('done'))
    await store.append(rec('failed', 'error', { error: { message: 'overloaded', status: 529, requestId: 'req_1' } }))
    await store.append(rec('skipped', 'skipped'))
    await store.append(rec('fixed', 'error'))
    await store.append(rec('fixed', 'completed'))
    await store.append(rec('regressed', 'completed'))
    await store.append(rec('regressed', 'error'))
    expect([...(await store.completedRunIds())].sort()).toEqual(['done', 'fixed'])
    await store.close()
  })

  test('parseRunsJsonl skips blank, non-object and corrupt lines', () => {
    const text = ['', JSON.stringify(rec('a')), '42', '{"runId":', '   ', JSON.stringify(rec('b'))].join('\n')
    const out = parseRunsJsonl(text)
    expect(out.records.map((r) => r.runId)).toEqual(['a', 'b'])
    expect(out.badLines).toBe(2)
  })

  test('close then append again reopens the file', async () => {
    const store = new ResultsStore(dir, { fsync: true })
    await store.append(rec('a'))
    await store.close()
    await store.append(rec('b'))
    await store.close()
    expect((await store.load()).size).toBe(2)
  })
})

describe('writeFileAtomic', () => {
  test('creates parents, replaces content, leaves no temp files', async () => {
    const file = path.join(dir, 'a', 'b', 'timing.json')
    await writeFileAtomic(file, '{"v":1}')
    await writeFileAtomic(file, '{"v":2}', { fsync: true })
    await Promise.all(Array.from({ length: 20 }, (_, i) => writeFileAtomic(file, `{"v":${i}}`)))
    expect(JSON.parse(await readFile(file, 'utf8')).v).toBeGreaterThanOrEqual(0)
    expect(await readdir(path.dirname(file))).toEqual(['timing.json'])
  })

  test('a failed write removes its temp file and leaves the old content', async () => {
    const file = path.join(dir, 'x.json')
    await writeFileAtomic(file, 'old')
    // renaming a file onto an existing non-empty directory fails
    const target = path.join(dir, 'adir')
    await writeFileAtomic(path.join(target, 'inner'), 'x')
    await expect(writeFileAtomic(target, 'new')).rejects.toThrow()
    expect((await readdir(dir)).sort()).toEqual(['adir', 'x.json'])
    expect(await readFile(file, 'utf8')).toBe('old')
  })

  test('appendFile-style partial line from another writer is tolerated', async () => {
    const file = path.join(dir, RUNS_FILE)
    await appendFile(file, '{"runId":"zz","sta')
    const store = new ResultsStore(dir)
    await store.append(rec('ok'))
    await store.close()
    expect([...(await store.load()).keys()]).toEqual(['ok'])
  })
})
