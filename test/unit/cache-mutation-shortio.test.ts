/**
 * Issue 36 (mutation part `cache`): POSIX lets a read or write move fewer bytes than asked (network
 * and FUSE file systems do); the cache's entry reads and pack appends loop until the whole entry
 * is moved. `node:fs` is the real module with readSync/writeSync capped at a few bytes per call.
 */
import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals'
import * as realFs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type Anthropic from '@anthropic-ai/sdk'

let cap = Infinity
const sizes = { reads: [] as number[], writes: [] as number[] }
jest.unstable_mockModule('node:fs', () => ({
  ...realFs,
  default: realFs,
  readSync: (fd: number, buf: Buffer, off: number, len: number, pos: number | null) => {
    sizes.reads.push(len)
    return realFs.readSync(fd, buf, off, Math.min(len, cap), pos)
  },
  writeSync: (fd: number, buf: Buffer, off: number, len: number, pos: number | null) => {
    sizes.writes.push(len)
    return realFs.writeSync(fd, buf, off, Math.min(len, cap), pos)
  },
}))
const { ResponseCache } = await import('../../src/run/response-cache.js')
type CacheMac = import('../../src/run/response-cache.js').CacheMac

const MODEL = 'claude-haiku-5-5'
const message = (text: string): Anthropic.Message =>
  ({
    id: `msg_${text}`,
    type: 'message',
    role: 'assistant',
    model: MODEL,
    content: [{ type: 'text', text, citations: null }],
    stop_reason: 'end_turn',
    stop_sequence: null,
    usage: { input_tokens: 3, output_tokens: 1 },
  }) as unknown as Anthropic.Message
const mac: CacheMac = { key: 'ab'.repeat(32), scope: 'workflow', job: 'job-1', foreignToolUse: false }
const K1 = '1'.repeat(64)
const K2 = '2'.repeat(64)

let base: string
beforeEach(() => {
  base = realFs.realpathSync(realFs.mkdtempSync(path.join(os.tmpdir(), 'cache-shortio-')))
  cap = Infinity
  sizes.reads = []
  sizes.writes = []
})
afterEach(() => {
  cap = Infinity
  realFs.rmSync(base, { recursive: true, force: true })
})

describe('short reads and writes', () => {
  test('entries appended and read back 7 bytes per call are whole: the pack is what a single write would give, and both are hits', async () => {
    const dir = path.join(base, 'cache')
    cap = 7
    const writer = new ResponseCache({ dir, mode: 'read-write', mac })
    expect(await writer.put(K1, { model: MODEL, trial: 1, message: message('one') })).toBe(true)
    expect(await writer.put(K2, { model: MODEL, trial: 1, message: message('two '.repeat(50)) })).toBe(true)
    expect(sizes.writes.length).toBeGreaterThan(10)
    // this instance reads its own entries back through short reads
    expect((await writer.get(K2))?.message).toEqual(message('two '.repeat(50)))
    await writer.close()
    const pack = realFs.readdirSync(dir)
    expect(pack).toHaveLength(1)
    const lines = realFs.readFileSync(path.join(dir, pack[0]!), 'utf8').split('\n')
    expect(lines).toHaveLength(3)
    expect(lines[2]).toBe('')
    expect(JSON.parse(lines[0]!)).toMatchObject({ key: K1, message: message('one') })
    expect(JSON.parse(lines[1]!)).toMatchObject({ key: K2, message: message('two '.repeat(50)) })

    // a fresh instance (scan, then entry reads at their offsets) with short reads
    sizes.reads = []
    const reader = new ResponseCache({ dir, mode: 'read-only', mac })
    expect((await reader.get(K2))?.message).toEqual(message('two '.repeat(50)))
    expect((await reader.get(K1))?.message).toEqual(message('one'))
    expect(reader.stats()).toMatchObject({ hits: 2, misses: 0, corrupt: 0, rejected: 0 })
    expect(sizes.reads.length).toBeGreaterThan(10)
    await reader.close()
  })
})
