/**
 * Issue 36 (mutation part `cache`): the reading side of src/run/response-cache.ts under hostile or
 * damaged packs (issue 33 row C). A hit is only ever an entry that verifies under this scope's key,
 * was stored for the key asked, and holds a message; anything else in the cache folder (files that
 * are not packs, links, folders, lines of another shape or version, entries signed with another key
 * or edited after signing) is a counted miss, and a refused entry never hides a genuine one.
 */
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals'
import { mkdirSync, mkdtempSync, readdirSync, readlinkSync, realpathSync, renameSync, rmSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type Anthropic from '@anthropic-ai/sdk'
import { ResponseCache, cacheKey, canonicalJson, signCacheEntry, type CacheEntry, type CacheMac } from '../../src/run/response-cache.js'

const MODEL = 'claude-haiku-5-5'
const params = (text: string): Anthropic.MessageCreateParamsNonStreaming => ({ model: MODEL, max_tokens: 100, messages: [{ role: 'user', content: text }] })
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
const toolUse = (): Anthropic.Message =>
  ({ ...message('t'), content: [{ type: 'text', text: 'running it' }, { type: 'tool_use', id: 'toolu_1', name: 'Bash', input: { command: 'echo pwned' } }], stop_reason: 'tool_use' }) as unknown as Anthropic.Message

const mac = (job = 'job-1', foreignToolUse = false, key = 'ab'.repeat(32)): CacheMac => ({ key, scope: 'workflow', job, foreignToolUse })
const entry = (key: string, text: string, extra: Partial<CacheEntry> = {}): Omit<CacheEntry, 'mac'> => ({ v: 1, key, model: MODEL, trial: 1, job: 'job-1', message: message(text), ...extra })
const signed = (key: string, text: string, extra: Partial<CacheEntry> = {}, m = mac()) => signCacheEntry(m, entry(key, text, extra))

let base: string
let dir: string
beforeEach(() => {
  base = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'cache-read-')))
  dir = path.join(base, 'cache')
  mkdirSync(dir)
})
afterEach(() => rmSync(base, { recursive: true, force: true }))

const writePack = (name: string, lines: (object | string)[]) =>
  writeFileSync(path.join(dir, name), lines.map((l) => (typeof l === 'string' ? l : JSON.stringify(l)) + '\n').join(''))
const P1 = 'pack-20250101T000000.000Z-1-aaaaaaaa.jsonl'
const P2 = 'pack-20250102T000000.000Z-2-bbbbbbbb.jsonl'
const P3 = 'pack-20250103T000000.000Z-3-cccccccc.jsonl'

/** Files of `d` this process holds open (Linux: /proc/self/fd). */
function openFilesIn(d: string): string[] {
  const out: string[] = []
  for (const fd of readdirSync('/proc/self/fd')) {
    try {
      const target = readlinkSync(`/proc/self/fd/${fd}`)
      if (target.startsWith(d + path.sep)) out.push(target)
    } catch {
      // closed meanwhile
    }
  }
  return out
}

describe('what a hit is', () => {
  test('every signed member counts: an entry relabelled with another model, trial, request id or job is refused', async () => {
    const lines: object[] = []
    const keys: string[] = []
    const edits: Partial<CacheEntry>[] = [{ model: 'claude-opus-9' }, { trial: 2 }, { requestId: 'req_forged' }, { job: 'job-9' }]
    for (const [i, edit] of edits.entries()) {
      const k = cacheKey(params(`edit-${i}`), 1)
      keys.push(k)
      lines.push({ ...signed(k, `edit-${i}`, { requestId: 'req_1' }), ...edit })
    }
    const good = cacheKey(params('good'), 1)
    lines.push(signed(good, 'good', { requestId: 'req_1' }))
    writePack(P1, lines)
    const c = new ResponseCache({ dir, mode: 'read-only', mac: mac() })
    for (const k of keys) expect(await c.lookup(k)).toEqual({ rejected: true })
    expect((await c.lookup(good)).entry).toMatchObject({ requestId: 'req_1', job: 'job-1', message: message('good') })
    expect(c.stats()).toMatchObject({ hits: 1, rejected: 4, corrupt: 0, misses: 4 })
    await c.close()
  })

  test('a MAC of the wrong length, not a string, or missing is a refused entry (counted as refused, not as damage)', async () => {
    const ks = ['short', 'number', 'null', 'none'].map((t) => cacheKey(params(t), 1))
    const full = (k: string, t: string) => signed(k, t)
    writePack(P1, [
      { ...full(ks[0]!, 'short'), mac: full(ks[0]!, 'short').mac!.slice(0, 63) },
      { ...full(ks[1]!, 'number'), mac: 12345 },
      { ...full(ks[2]!, 'null'), mac: null },
      entry(ks[3]!, 'none'),
    ])
    const c = new ResponseCache({ dir, mode: 'read-only', mac: mac() })
    for (const k of ks) expect(await c.lookup(k)).toEqual({ rejected: true })
    expect(c.stats()).toMatchObject({ hits: 0, rejected: 4, corrupt: 0 })
    await c.close()
  })

  test('a MAC made with another scope key is refused even when it has the right shape', async () => {
    const k = cacheKey(params('other'), 1)
    writePack(P1, [signed(k, 'other', {}, mac('job-1', false, 'cd'.repeat(32)))])
    const c = new ResponseCache({ dir, mode: 'read-only', mac: mac() })
    expect(await c.lookup(k)).toEqual({ rejected: true })
    await c.close()
  })

  test('a signed line is served only for the key it holds, and only with a message of this format version', async () => {
    const asked = cacheKey(params('asked'), 1)
    const other = cacheKey(params('other'), 1)
    const noMsg = cacheKey(params('no-message'), 1)
    const v2 = cacheKey(params('v2'), 1)
    // The line starts like an entry of `asked` (so it is indexed under it) but holds `other`'s entry.
    const relabelled = `{"v":1,"key":"${asked}",` + JSON.stringify(signed(other, 'other')).slice(1)
    const { message: _m, ...withoutMessage } = entry(noMsg, 'x')
    const lines = [
      relabelled,
      JSON.stringify(signCacheEntry(mac(), withoutMessage as Omit<CacheEntry, 'mac'>)),
      `{"v":1,"key":"${v2}",` + JSON.stringify(signCacheEntry(mac(), { ...entry(v2, 'v2'), v: 2 as 1 })).slice(1),
    ]
    writePack(P1, lines)
    const c = new ResponseCache({ dir, mode: 'read-only', mac: mac() })
    expect(await c.get(asked)).toBeUndefined()
    expect(await c.get(noMsg)).toBeUndefined()
    expect(await c.get(v2)).toBeUndefined()
    expect(c.stats()).toMatchObject({ hits: 0, corrupt: 3, misses: 3 })
    await c.close()
  })

  test('an entry written with its members in another order (not by this cache) is still found and verified', async () => {
    const k = cacheKey(params('sorted'), 1)
    writePack(P1, [canonicalJson(signed(k, 'sorted'))])
    const c = new ResponseCache({ dir, mode: 'read-only', mac: mac() })
    expect((await c.get(k))?.message).toEqual(message('sorted'))
    expect(c.stats()).toMatchObject({ hits: 1, skippedLines: 0, packs: 1 })
    await c.close()
  })
})

describe('tool calls are replayed only where they were made', () => {
  test('a tool_use response of another job is refused, even next to text blocks; a text answer of that job is served', async () => {
    const tk = cacheKey(params('tool'), 1)
    const xk = cacheKey(params('text'), 1)
    writePack(P1, [signCacheEntry(mac(), { ...entry(tk, 'tool'), message: toolUse() }), signed(xk, 'text')])
    const c = new ResponseCache({ dir, mode: 'read-only', mac: mac('job-2') })
    expect(await c.lookup(tk)).toEqual({ rejected: true })
    expect((await c.get(xk))?.message).toEqual(message('text'))
    await c.close()
    const same = new ResponseCache({ dir, mode: 'read-only', mac: mac('job-1') })
    expect((await same.get(tk))?.message.stop_reason).toBe('tool_use')
    await same.close()
  })

  test('a message whose content is not a list of blocks holds no tool call and is served as recorded', async () => {
    const k = cacheKey(params('odd'), 1)
    const odd = { ...message('odd'), content: 'plain' } as unknown as Anthropic.Message
    const nullBlock = { ...message('null-block'), content: [null, { type: 'text', text: 'x' }] } as unknown as Anthropic.Message
    const k2 = cacheKey(params('null-block'), 1)
    writePack(P1, [signCacheEntry(mac(), { ...entry(k, 'odd'), message: odd }), signCacheEntry(mac(), { ...entry(k2, 'x'), message: nullBlock })])
    const c = new ResponseCache({ dir, mode: 'read-only', mac: mac('job-2') })
    expect((await c.get(k))?.message).toEqual(odd)
    expect((await c.get(k2))?.message).toEqual(nullBlock)
    await c.close()
  })
})

describe('refused and damaged candidates do not hide a genuine one', () => {
  test('two forged packs named to sort first: the third pack’s genuine entry is served, and the lookup is not “refused”', async () => {
    const k = cacheKey(params('k'), 1)
    writePack(P1, [entry(k, 'forged-1')])
    writePack(P2, [entry(k, 'forged-2')])
    writePack(P3, [signed(k, 'genuine')])
    const c = new ResponseCache({ dir, mode: 'read-only', mac: mac() })
    expect(await c.lookup(k)).toEqual({ entry: expect.objectContaining({ message: message('genuine') }) })
    expect(c.stats()).toMatchObject({ hits: 1, rejected: 2, misses: 0, packs: 3 })
    await c.close()
  })

  test('a refused candidate followed by a damaged one is still reported as refused', async () => {
    const k = cacheKey(params('k'), 1)
    writePack(P1, [entry(k, 'forged')])
    writePack(P2, [`{"v":1,"key":"${k}",broken`])
    const c = new ResponseCache({ dir, mode: 'read-only', mac: mac() })
    expect(await c.lookup(k)).toEqual({ rejected: true })
    expect(c.stats()).toMatchObject({ hits: 0, rejected: 1, corrupt: 1, misses: 1 })
    // Once every candidate failed, the key is a plain miss.
    expect(await c.lookup(k)).toEqual({})
    await c.close()
  })

  test('concurrent lookups that all refuse the same forged candidate do not drop the genuine one behind it', async () => {
    const k = cacheKey(params('k'), 1)
    writePack(P1, [entry(k, 'forged')])
    writePack(P2, [signed(k, 'genuine')])
    const c = new ResponseCache({ dir, mode: 'read-only', mac: mac() })
    const got = await Promise.all([c.get(k), c.get(k), c.get(k)])
    // (Today only the lookup that moved past the forged candidate gets the genuine entry; the
    // others, which refused the same candidate meanwhile, miss.)
    expect(got.map((e) => e?.message)).toContainEqual(message('genuine'))
    expect(got.filter((e) => e !== undefined).map((e) => e!.message)).not.toContainEqual(message('forged'))
    expect((await c.get(k))?.message).toEqual(message('genuine'))
    await c.close()
  })
})

describe('what is read from the cache folder', () => {
  test('only files named pack-*.jsonl are read', async () => {
    const k = cacheKey(params('k'), 1)
    const line = JSON.stringify(signed(k, 'x')) + '\n'
    writeFileSync(path.join(dir, 'README.md'), 'not a pack\n')
    writeFileSync(path.join(dir, 'pack-1.json'), line)
    writeFileSync(path.join(dir, 'old-pack-1.jsonl'), line)
    const c = new ResponseCache({ dir, mode: 'read-only', mac: mac() })
    expect(await c.get(k)).toBeUndefined()
    expect(c.stats()).toMatchObject({ packs: 0, skippedLines: 0, misses: 1 })
    await c.close()
  })

  test('a link named like a pack is never read, even to a genuine pack', async () => {
    const k = cacheKey(params('k'), 1)
    const elsewhere = path.join(base, 'elsewhere.jsonl')
    writeFileSync(elsewhere, JSON.stringify(signed(k, 'via-link')) + '\n')
    symlinkSync(elsewhere, path.join(dir, P1))
    const c = new ResponseCache({ dir, mode: 'read-only', mac: mac() })
    expect(await c.get(k)).toBeUndefined()
    expect(c.stats()).toMatchObject({ packs: 0, hits: 0 })
    await c.close()
  })

  test('a folder named like a pack is skipped; the real packs next to it are served', async () => {
    const k = cacheKey(params('k'), 1)
    mkdirSync(path.join(dir, P1))
    writePack(P2, [signed(k, 'real')])
    const c = new ResponseCache({ dir, mode: 'read-only', mac: mac() })
    expect((await c.get(k))?.message).toEqual(message('real'))
    expect(c.stats()).toMatchObject({ packs: 1 })
    await c.close()
  })

  test('a missing cache folder is an empty cache', async () => {
    const c = new ResponseCache({ dir: path.join(base, 'nothing-here'), mode: 'read-only', mac: mac() })
    expect(await c.lookup(cacheKey(params('k'), 1))).toEqual({})
    expect(c.stats()).toMatchObject({ packs: 0, misses: 1 })
  })

  test('blank lines are no damage; a line that is only the start of an entry, or of another version, is skipped', async () => {
    const k = cacheKey(params('k'), 1)
    const cut = cacheKey(params('cut'), 1)
    writePack(P1, [
      '',
      signed(k, 'x'),
      '',
      `{"v":1,"key":"${cut}"`, // the key and nothing after it
      `{"v":1,"key":"${'g'.repeat(64)}",broken`, // not a hex key, not JSON
      JSON.stringify({ ...signed(k, 'x'), v: 2, key: 'k'.repeat(64) }),
      '{"key":"' + cut + '","v":1}', // no message
      '{"v":1,"key":42,"message":{}}', // a key that is not a string
      'null',
    ])
    const c = new ResponseCache({ dir, mode: 'read-only', mac: mac() })
    expect((await c.get(k))?.message).toEqual(message('x'))
    expect(await c.get(cut)).toBeUndefined()
    expect(c.stats()).toMatchObject({ hits: 1, skippedLines: 6, corrupt: 0, misses: 1 })
    await c.close()
  })

  test('a key of 65 characters is not taken for the 64-character key it starts with', async () => {
    const k = cacheKey(params('k'), 1)
    writePack(P1, [signed(k + 'a', 'long')])
    const c = new ResponseCache({ dir, mode: 'read-only', mac: mac() })
    expect(await c.get(k)).toBeUndefined()
    expect(c.stats()).toMatchObject({ corrupt: 0, rejected: 0, misses: 1, skippedLines: 0 })
    await c.close()
  })
})

describe('packs that change after they were indexed', () => {
  test('a pack cut short after indexing: its lost entry is a miss, its remaining entries are served', async () => {
    const k1 = cacheKey(params('one'), 1)
    const k2 = cacheKey(params('two'), 1)
    const l1 = JSON.stringify(signed(k1, 'one')) + '\n'
    writePack(P1, [signed(k1, 'one'), signed(k2, 'two')])
    const c = new ResponseCache({ dir, mode: 'read-only', mac: mac() })
    expect((await c.get(k1))?.message).toEqual(message('one')) // scanned and indexed
    truncateSync(path.join(dir, P1), Buffer.byteLength(l1) + 10)
    expect(await c.get(k2)).toBeUndefined()
    expect(c.stats()).toMatchObject({ hits: 1, corrupt: 1, misses: 1 })
    await c.close()
  })

  test('a pack that cannot be opened for one lookup is opened again for the next', async () => {
    const k1 = cacheKey(params('one'), 1)
    const k2 = cacheKey(params('two'), 1)
    writePack(P1, [signed(k1, 'one'), signed(k2, 'two')])
    const c = new ResponseCache({ dir, mode: 'read-only', mac: mac() })
    await c.get(cacheKey(params('absent'), 1)) // scan: both indexed, no file opened for reading yet
    renameSync(path.join(dir, P1), path.join(base, 'away.jsonl'))
    expect(await c.get(k1)).toBeUndefined()
    renameSync(path.join(base, 'away.jsonl'), path.join(dir, P1))
    expect((await c.get(k2))?.message).toEqual(message('two'))
    await c.close()
  })
})

describe('open files', () => {
  test('at most 64 packs are held open for reading, the least recently used closed first; close releases them all', async () => {
    const keys: string[] = []
    for (let i = 0; i < 70; i++) {
      const k = cacheKey(params(`p${i}`), 1)
      keys.push(k)
      writePack(`pack-20250101T000000.000Z-1-${String(i).padStart(8, '0')}.jsonl`, [signed(k, `p${i}`)])
    }
    const c = new ResponseCache({ dir, mode: 'read-only', mac: mac() })
    for (let i = 0; i < 64; i++) expect((await c.get(keys[i]!))?.message).toEqual(message(`p${i}`))
    expect(openFilesIn(dir)).toHaveLength(64)
    expect((await c.get(keys[0]!))?.message).toEqual(message('p0')) // p0 used again: now the most recent
    expect((await c.get(keys[64]!))?.message).toEqual(message('p64'))
    await new Promise((r) => setTimeout(r, 10)) // the evicted reader's close completes
    const open = openFilesIn(dir).map((f) => path.basename(f))
    expect(open).toHaveLength(64)
    expect(open).toContain(`pack-20250101T000000.000Z-1-${'0'.padStart(8, '0')}.jsonl`)
    expect(open).not.toContain(`pack-20250101T000000.000Z-1-${'1'.padStart(8, '0')}.jsonl`)
    expect(open).toContain(`pack-20250101T000000.000Z-1-${'64'.padStart(8, '0')}.jsonl`)
    // An evicted pack is opened again when asked.
    expect((await c.get(keys[1]!))?.message).toEqual(message('p1'))
    await c.close()
    await new Promise((r) => setTimeout(r, 10))
    expect(openFilesIn(dir)).toEqual([])
  })
})
