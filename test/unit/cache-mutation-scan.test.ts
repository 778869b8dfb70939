/**
 * Issue 36 (mutation part `cache`): what the scan of the cache folder indexes. Only files named
 * like packs (`pack-*.jsonl`) are read; a pack that is not a regular file (a FIFO planted under a
 * pack's name) is skipped without reading from it; a line cut right after its key is a skipped
 * line, not an entry.
 */
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { closeSync, mkdirSync, mkdtempSync, openSync, realpathSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type Anthropic from '@anthropic-ai/sdk'
import { ResponseCache, signCacheEntry, type CacheEntry, type CacheMac } from '../../src/run/response-cache.js'

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
const line = (key: string, text: string): string =>
  JSON.stringify(signCacheEntry(mac, { v: 1, key, model: MODEL, trial: 1, job: 'job-1', message: message(text) } as Omit<CacheEntry, 'mac'>)) + '\n'
const K1 = '1'.repeat(64)
const K2 = '2'.repeat(64)
const P1 = 'pack-20250101T000000.000Z-1-aaaaaaaa.jsonl'

let base: string
let dir: string
beforeEach(() => {
  base = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'cache-scan-')))
  dir = path.join(base, 'cache')
  mkdirSync(dir)
})
afterEach(() => rmSync(base, { recursive: true, force: true }))

const open = () => new ResponseCache({ dir, mode: 'read-only', mac })

describe('which files are packs', () => {
  test('genuine entries in files not named pack-*.jsonl are not read: misses, and no pack counted', async () => {
    writeFileSync(path.join(dir, 'notes.jsonl'), line(K1, 'one'))
    writeFileSync(path.join(dir, 'pack-x.json'), line(K1, 'one'))
    writeFileSync(path.join(dir, 'backup-pack-1.jsonl'), line(K2, 'two'))
    writeFileSync(path.join(dir, P1), line(K2, 'two'))
    const cache = open()
    expect(await cache.get(K1)).toBeUndefined()
    expect((await cache.get(K2))?.message).toEqual(message('two'))
    expect(cache.stats()).toMatchObject({ packs: 1, hits: 1, misses: 1, skippedLines: 0 })
    await cache.close()
  })

  test('a FIFO named like a pack with no writer is skipped at once (opening it for reading would wait for a writer)', async () => {
    const fifo = path.join(dir, P1)
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0)
    try {
      const cache = open()
      let timer: NodeJS.Timeout | undefined
      const hung = new Promise<string>((r) => (timer = setTimeout(() => r('hung'), 1500)))
      const got = await Promise.race([cache.get(K1).then(() => 'answered'), hung])
      clearTimeout(timer)
      expect(got).toBe('answered')
      expect(cache.stats()).toMatchObject({ packs: 0, misses: 1 })
    } finally {
      closeSync(openSync(fifo, 'r+')) // frees an open that is waiting for a writer (if any)
    }
  })

  test('a FIFO named like a pack is skipped without being read (a read would wait for ever)', async () => {
    const fifo = path.join(dir, P1)
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0)
    // hold a writer end so that opening it for reading does not block (and a read would)
    const writer = openSync(fifo, 'r+')
    try {
      const cache = open()
      let timer: NodeJS.Timeout | undefined
      const hung = new Promise<string>((r) => (timer = setTimeout(() => r('hung'), 1500)))
      const got = await Promise.race([cache.get(K1).then(() => 'answered'), hung])
      clearTimeout(timer)
      expect(got).toBe('answered')
      expect(cache.stats()).toMatchObject({ packs: 0, misses: 1 })
    } finally {
      closeSync(writer) // lets a blocked read (if any) see the end
    }
  })
})

describe('devices', () => {
  // Creating a device node needs CAP_MKNOD (root in a container); elsewhere this is skipped.
  const probe = spawnSync('mknod', [path.join(os.tmpdir(), `mknod-probe-${process.pid}`), 'c', '1', '3'])
  rmSync(path.join(os.tmpdir(), `mknod-probe-${process.pid}`), { force: true })
  ;(probe.status === 0 ? test : test.skip)('a character device named like a pack (a null device) is not a pack: not counted, not read', async () => {
    expect(spawnSync('mknod', [path.join(dir, P1), 'c', '1', '3']).status).toBe(0)
    writeFileSync(path.join(dir, 'pack-20250102T000000.000Z-2-bbbbbbbb.jsonl'), line(K1, 'one'))
    const cache = open()
    expect((await cache.get(K1))?.message).toEqual(message('one'))
    expect(cache.stats()).toMatchObject({ packs: 1, hits: 1 })
    await cache.close()
  })
})

describe('lines', () => {
  test('a line cut right after its key (prefix, 64 hex, closing quote) is skipped and counted, not indexed', async () => {
    const cut = `{"v":1,"key":"${K2}"`
    writeFileSync(path.join(dir, P1), line(K1, 'one') + cut + '\n' + line(K1, 'again'))
    const cache = open()
    expect(await cache.get(K2)).toBeUndefined()
    expect((await cache.get(K1))?.message).toEqual(message('one'))
    expect(cache.stats()).toMatchObject({ packs: 1, skippedLines: 1, corrupt: 0, hits: 1, misses: 1 })
    await cache.close()
  })

  test('a short garbage line as the last line of a pack is skipped; the entries before it stay', async () => {
    writeFileSync(path.join(dir, P1), line(K1, 'one') + 'x\n')
    const cache = open()
    expect((await cache.get(K1))?.message).toEqual(message('one'))
    expect(cache.stats()).toMatchObject({ packs: 1, skippedLines: 1 })
    await cache.close()
  })
})
