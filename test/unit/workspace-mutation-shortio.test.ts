/**
 * Issue 36 (mutation part `workspace`): the writers of src/run/results-store.ts and the outputs
 * copy of src/run/outputs.ts when the file system does less than asked. A write may move fewer
 * bytes than asked (network and FUSE file systems do): the in-place rewrite and the runs.jsonl
 * append loop until everything is written. A write that fails part-way leaves a partial line the
 * next append starts a fresh line after. An output that grew while it was copied is measured by
 * its copy. `node:fs` is the real module with writeSync capped (or failing) and calls recorded.
 */
import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals'
import * as realFs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

let cap = Infinity
let failAfter = Infinity
let grow = 0
const rec = { writes: 0, opens: 0, closes: 0, fsyncs: 0 }
jest.unstable_mockModule('node:fs', () => ({
  ...realFs,
  default: realFs,
  writeSync: (fd: number, buf: Buffer, off: number, len: number, pos: number | null) => {
    if (rec.writes++ >= failAfter) throw Object.assign(new Error('EIO: i/o error, write'), { code: 'EIO' })
    return realFs.writeSync(fd, buf, off, Math.min(len, cap), pos)
  },
  openSync: (...a: Parameters<typeof realFs.openSync>) => {
    rec.opens++
    return realFs.openSync(...a)
  },
  closeSync: (fd: number) => {
    rec.closes++
    return realFs.closeSync(fd)
  },
  fsync: (fd: number, cb: (e: NodeJS.ErrnoException | null) => void) => {
    rec.fsyncs++
    return realFs.fsync(fd, cb)
  },
  copyFileSync: (src: string, dest: string) => {
    realFs.copyFileSync(src, dest)
    if (grow > 0) realFs.appendFileSync(dest, Buffer.alloc(grow)) // the file grew while it was copied
  },
}))
const { ResultsStore, writeRunFile } = await import('../../src/run/results-store.js')
const { collectOutputs } = await import('../../src/run/outputs.js')
type RunRecord = import('../../src/types.js').RunRecord
type SkippedOutput = import('../../src/run/outputs.js').SkippedOutput

let dir: string
beforeEach(() => {
  dir = realFs.realpathSync(realFs.mkdtempSync(path.join(os.tmpdir(), 'ws-shortio-')))
  cap = Infinity
  failAfter = Infinity
  grow = 0
  Object.assign(rec, { writes: 0, opens: 0, closes: 0, fsyncs: 0 })
})
afterEach(() => {
  cap = Infinity
  failAfter = Infinity
  grow = 0
  realFs.rmSync(dir, { recursive: true, force: true })
})

function record(runId: string): RunRecord {
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
  }
}
const line = (r: RunRecord) => JSON.stringify({ version: 1, ...r }) + '\n'

describe('writeRunFile with short writes', () => {
  test('an existing file is rewritten whole, 3 bytes a call, cut to the new length, its descriptor closed', () => {
    const f = path.join(dir, 'grading.json')
    realFs.writeFileSync(f, 'o'.repeat(100))
    cap = 3
    writeRunFile(f, 'new content é✓')
    expect(realFs.readFileSync(f, 'utf8')).toBe('new content é✓')
    expect(rec.writes).toBe(Math.ceil(Buffer.byteLength('new content é✓') / 3))
    expect(rec.opens).toBe(1)
    expect(rec.closes).toBe(1)
  })

  test('the descriptor is closed when a write fails', () => {
    const f = path.join(dir, 'grading.json')
    realFs.writeFileSync(f, 'old')
    failAfter = 0
    expect(() => writeRunFile(f, 'new')).toThrow('EIO')
    expect(rec.closes).toBe(rec.opens)
    expect(rec.opens).toBe(1)
  })
})

describe('ResultsStore with short and failed writes', () => {
  test('appends are whole lines at 5 bytes a call', async () => {
    const store = new ResultsStore(dir)
    cap = 5
    await Promise.all([store.append(record('a')), store.append(record('b')), store.append(record('c'))])
    await store.append(record('d'))
    await store.close()
    expect(realFs.readFileSync(path.join(dir, 'runs.jsonl'), 'utf8')).toBe(['a', 'b', 'c', 'd'].map((id) => line(record(id))).join(''))
    expect(store.appended).toBe(4)
  })

  test('a write that fails part-way rejects its batch; the next write starts on a fresh line', async () => {
    const store = new ResultsStore(dir)
    await store.append(record('a'))
    cap = 10
    failAfter = rec.writes + 2 // 20 bytes of the line, then the write fails
    await expect(store.append(record('b'))).rejects.toThrow('EIO')
    expect(store.appended).toBe(1)
    failAfter = Infinity
    await store.append(record('c'))
    await store.append(record('d'))
    expect(store.appended).toBe(3)
    await store.close()
    const text = realFs.readFileSync(path.join(dir, 'runs.jsonl'), 'utf8')
    expect(text).toBe(line(record('a')) + line(record('b')).slice(0, 20) + '\n' + line(record('c')) + line(record('d')))
    const all = await new ResultsStore(dir).readAll()
    expect(all.records.map((r) => r.runId)).toEqual(['a', 'c', 'd'])
    expect(all.badLines).toBe(1)
  })

  test('fsync: once per write when asked, never by default', async () => {
    const synced = new ResultsStore(path.join(dir, 'one'), { fsync: true })
    await synced.append(record('a'))
    await synced.append(record('b'))
    await synced.close()
    expect(rec.fsyncs).toBe(2)
    const plain = new ResultsStore(path.join(dir, 'two'))
    await plain.append(record('a'))
    await plain.close()
    const off = new ResultsStore(path.join(dir, 'three'), { fsync: false })
    await off.append(record('a'))
    await off.close()
    expect(rec.fsyncs).toBe(2)
  })
})

describe('collectOutputs: an output that grew while it was copied', () => {
  test('measured by its copy: over what is left, the copy is removed and noted with its copied size', async () => {
    const ws = path.join(dir, 'ws')
    const out = path.join(dir, 'outputs')
    realFs.mkdirSync(ws)
    realFs.writeFileSync(path.join(ws, 'a.bin'), Buffer.alloc(4))
    realFs.writeFileSync(path.join(ws, 'b.bin'), Buffer.alloc(2))
    grow = 3
    const skipped: SkippedOutput[] = []
    // a.bin: 4 on lstat, 7 once copied, over the cap of 6; b.bin: 2, 5 copied: fits
    expect(await collectOutputs(ws, out, ['a.bin', 'b.bin'], { maxBytes: 6, skipped })).toEqual(['b.bin'])
    expect(skipped).toStrictEqual([{ path: 'a.bin', bytes: 7, reason: 'over the outputs size cap' }])
    expect(realFs.readdirSync(out)).toEqual(['b.bin'])
    // at exactly what is left it stays; what it took is what the copy took
    const out2 = path.join(dir, 'outputs-2')
    expect(await collectOutputs(ws, out2, ['a.bin', 'b.bin'], { maxBytes: 7 })).toEqual(['a.bin'])
    expect(await collectOutputs(ws, path.join(dir, 'outputs-3'), ['a.bin', 'b.bin'], { maxBytes: 12 })).toEqual(['a.bin', 'b.bin'])
  })
})
