import { describe, test, expect, beforeEach, afterEach } from '@jest/globals'
import { appendFile, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import type Anthropic from '@anthropic-ai/sdk'
import { initSecrets, redact } from '../../src/redact/index.js'
import { ResponseCache, cacheKey, cacheMacFromEnv, defaultCacheMac, isPackName, signCacheEntry, type CacheMac } from '../../src/run/response-cache.js'

const params = (text = 'hi'): Anthropic.MessageCreateParamsNonStreaming => ({
  model: 'claude-haiku-5-5',
  max_tokens: 100,
  messages: [{ role: 'user', content: text }],
})

function message(text: string): Anthropic.Message {
  return {
    id: `msg_${text}`,
    type: 'message',
    role: 'assistant',
    model: 'claude-haiku-5-5',
    content: [{ type: 'text', text, citations: null }],
    stop_reason: 'end_turn',
    stop_sequence: null,
    usage: { input_tokens: 3, output_tokens: 1, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 },
  } as unknown as Anthropic.Message
}

async function putText(cache: ResponseCache, text: string, trial = 1): Promise<string> {
  const key = cache.keyFor(params(text), trial)
  await expect(cache.put(key, { model: 'claude-haiku-5-5', trial, requestId: `req_${text}`, message: message(text) })).resolves.toBe(true)
  return key
}

async function packs(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).filter(isPackName).sort()
  } catch {
    return []
  }
}

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'rc-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('ResponseCache (pack files)', () => {
  test('put/get round trip within one instance and across instances', async () => {
    const a = new ResponseCache({ dir, mode: 'read-write' })
    expect(await a.get(a.keyFor(params('x'), 1))).toBeUndefined() // scan of an empty dir
    const kx = await putText(a, 'x')
    const ky = await putText(a, 'y ünïcødé ✓') // multi-byte UTF-8: offsets are byte offsets
    expect((await a.get(kx))?.message).toEqual(message('x'))
    expect(a.stats()).toMatchObject({ writes: 2, hits: 1, misses: 1 })
    await a.close()

    const files = await packs(dir)
    expect(files).toHaveLength(1)
    expect(files[0]).toMatch(new RegExp(`^pack-\\d{8}T\\d{6}\\.\\d{3}Z-${process.pid}-[0-9a-f]{8}\\.jsonl$`))
    const lines = (await readFile(path.join(dir, files[0]!), 'utf8')).split('\n')
    expect(lines).toHaveLength(3) // two entries + trailing newline
    expect(JSON.parse(lines[0]!)).toEqual({ v: 1, key: kx, model: 'claude-haiku-5-5', trial: 1, requestId: 'req_x', job: defaultCacheMac().job, mac: expect.stringMatching(/^[0-9a-f]{64}$/), message: message('x') })

    const b = new ResponseCache({ dir, mode: 'read-only' })
    const ex = await b.get(kx)
    const ey = await b.get(ky)
    expect(ex).toMatchObject({ key: kx, trial: 1, requestId: 'req_x', message: message('x') })
    expect(ey?.message).toEqual(message('y ünïcødé ✓'))
    expect(await b.get(b.keyFor(params('z'), 1))).toBeUndefined()
    expect(b.stats()).toMatchObject({ hits: 2, misses: 1, writes: 0, corrupt: 0, packs: 1 })
    await b.close()
  })

  test('the instance that wrote an entry serves it even after close (reopened read-only)', async () => {
    const a = new ResponseCache({ dir, mode: 'read-write' })
    const k = await putText(a, 'x')
    await a.close()
    expect((await a.get(k))?.message).toEqual(message('x'))
    // a later put starts a new pack
    await putText(a, 'y')
    await a.close()
    expect(await packs(dir)).toHaveLength(2)
  })

  test('many concurrent puts: every line complete, every entry readable', async () => {
    const a = new ResponseCache({ dir, mode: 'read-write' })
    const keys = await Promise.all(Array.from({ length: 200 }, (_, i) => putText(a, `p${i}`)))
    expect(new Set(keys).size).toBe(200)
    for (const [i, k] of keys.entries()) expect((await a.get(k))?.message).toEqual(message(`p${i}`))
    await a.close()
    const b = new ResponseCache({ dir, mode: 'read-only' })
    const got = await Promise.all(keys.map((k) => b.get(k)))
    expect(got.map((e) => e?.message)).toEqual(keys.map((_, i) => message(`p${i}`)))
    expect(b.stats()).toMatchObject({ hits: 200, corrupt: 0, skippedLines: 0 })
    await b.close()
  })

  test('packs larger than the scan chunk (lines spanning chunk boundaries) index correctly', async () => {
    const a = new ResponseCache({ dir, mode: 'read-write' })
    // ~2.6 MB, odd sizes so lines straddle the 1 MiB read boundaries; one line bigger than a chunk
    const texts = Array.from({ length: 25 }, (_, i) => `${i}:` + 'é'.repeat(i === 7 ? 700_000 : 33_331 + i * 997))
    const keys = await Promise.all(texts.map((t) => putText(a, t)))
    await a.close()
    const b = new ResponseCache({ dir, mode: 'read-only' })
    for (const [i, k] of keys.entries()) expect((await b.get(k))?.message).toEqual(message(texts[i]!))
    expect(b.stats()).toMatchObject({ hits: 25, corrupt: 0, skippedLines: 0 })
    await b.close()
  })

  test('a truncated last line is skipped; the complete lines before it are served', async () => {
    const a = new ResponseCache({ dir, mode: 'read-write' })
    const k1 = await putText(a, 'one')
    const k2 = await putText(a, 'two')
    await a.close()
    const [file] = await packs(dir)
    const text = await readFile(path.join(dir, file!), 'utf8')
    const lines = text.split('\n')
    // simulate a crash in the middle of writing the second line
    await writeFile(path.join(dir, file!), lines[0] + '\n' + lines[1]!.slice(0, 40))

    const b = new ResponseCache({ dir, mode: 'read-only' })
    expect((await b.get(k1))?.message).toEqual(message('one'))
    expect(await b.get(k2)).toBeUndefined()
    expect(b.stats()).toMatchObject({ hits: 1, misses: 1, skippedLines: 1, corrupt: 0 })
    await b.close()
  })

  test('garbage lines are skipped, a corrupt indexed entry is a miss', async () => {
    const a = new ResponseCache({ dir, mode: 'read-write' })
    const k1 = await putText(a, 'one')
    await a.close()
    const [file] = await packs(dir)
    const k2 = cacheKey(params('two'), 1)
    // a line that looks like an entry (indexable key) but is not valid JSON, then plain garbage
    await appendFile(path.join(dir, file!), `{"v":1,"key":"${k2}",broken\nnot json at all\n`)
    const b = new ResponseCache({ dir, mode: 'read-only' })
    expect((await b.get(k1))?.message).toEqual(message('one'))
    expect(await b.get(k2)).toBeUndefined()
    expect(b.stats()).toMatchObject({ hits: 1, misses: 1, corrupt: 1, skippedLines: 1 })
    await b.close()
  })

  test('two concurrent writers produce two packs; a third instance sees both', async () => {
    const a = new ResponseCache({ dir, mode: 'read-write' })
    const b = new ResponseCache({ dir, mode: 'read-write' })
    // interleaved writes from both instances
    const [ka, kb] = await Promise.all([
      Promise.all(['a1', 'a2', 'a3'].map((t) => putText(a, t))),
      Promise.all(['b1', 'b2'].map((t) => putText(b, t))),
    ])
    expect(a.packPath).toBeDefined()
    expect(b.packPath).toBeDefined()
    expect(a.packPath).not.toBe(b.packPath)
    expect(await packs(dir)).toHaveLength(2)
    // a writer does not see the other writer's entries if it scanned before they existed,
    // but a fresh instance sees everything
    const c = new ResponseCache({ dir, mode: 'read-only' })
    for (const [i, k] of ka!.entries()) expect((await c.get(k))?.message).toEqual(message(`a${i + 1}`))
    for (const [i, k] of kb!.entries()) expect((await c.get(k))?.message).toEqual(message(`b${i + 1}`))
    expect(c.stats()).toMatchObject({ hits: 5, packs: 2 })
    await Promise.all([a.close(), b.close(), c.close()])
  })

  test('duplicate keys across packs: the first pack by name wins', async () => {
    const key = cacheKey(params('dup'), 1)
    const line = (text: string) =>
      JSON.stringify(signCacheEntry(defaultCacheMac(), { v: 1, key, model: 'claude-haiku-5-5', trial: 1, message: message(text) })) + '\n'
    await writeFile(path.join(dir, 'pack-20250102T000000.000Z-2-bbbbbbbb.jsonl'), line('later'))
    await writeFile(path.join(dir, 'pack-20250101T000000.000Z-1-aaaaaaaa.jsonl'), line('earlier'))
    const c = new ResponseCache({ dir, mode: 'read-only' })
    expect((await c.get(key))?.message).toEqual(message('earlier'))
    await c.close()
  })

  test('read-only never creates anything, not even the directory', async () => {
    const sub = path.join(dir, 'missing', 'cache')
    const c = new ResponseCache({ dir: sub, mode: 'read-only' })
    const k = c.keyFor(params(), 1)
    expect(await c.get(k)).toBeUndefined()
    expect(await c.put(k, { model: 'claude-haiku-5-5', trial: 1, message: message('x') })).toBe(false)
    await c.close()
    expect(await readdir(dir)).toEqual([])
    expect(c.stats()).toMatchObject({ writes: 0, misses: 1 })
  })

  test('off neither reads nor writes', async () => {
    const a = new ResponseCache({ dir, mode: 'read-write' })
    const k = await putText(a, 'x')
    await a.close()
    const before = await packs(dir)
    const off = new ResponseCache({ dir, mode: 'off' })
    expect(await off.get(k)).toBeUndefined()
    expect(await off.put(off.keyFor(params('y'), 1), { model: 'claude-haiku-5-5', trial: 1, message: message('y') })).toBe(false)
    await off.close()
    expect(await packs(dir)).toEqual(before)
    expect(off.stats()).toMatchObject({ hits: 0, misses: 0, writes: 0, packs: 0 })
  })

  test('identical request, different trial → different keys (independent samples)', async () => {
    const c = new ResponseCache({ dir, mode: 'read-write' })
    const k1 = await putText(c, 'same', 1)
    const k2 = c.keyFor(params('same'), 2)
    expect(k1).not.toBe(k2)
    expect(k1).toBe(c.keyFor(params('same'), 1))
    expect(await c.get(k2)).toBeUndefined()
    expect((await c.get(k1))?.trial).toBe(1)
    await c.close()
  })

  test('entries hold no API key or HTTP headers', async () => {
    const c = new ResponseCache({ dir, mode: 'read-write' })
    await putText(c, 'x')
    await c.close()
    const [file] = await packs(dir)
    const entry = JSON.parse((await readFile(path.join(dir, file!), 'utf8')).trim()) as Record<string, unknown>
    expect(Object.keys(entry).sort()).toEqual(['job', 'key', 'mac', 'message', 'model', 'requestId', 'trial', 'v'])
  })

  // Issue 33 row C: entries carry a MAC keyed per job / trusted scope; forged or edited ones are misses.
  describe('MAC (issue 33 row C)', () => {
    const toolUse = (): Anthropic.Message =>
      ({ ...message('t'), content: [{ type: 'tool_use', id: 'toolu_1', name: 'Bash', input: { command: 'echo pwned' } }], stop_reason: 'tool_use' }) as unknown as Anthropic.Message
    const jobMac = (job: string, foreignToolUse = false, key = 'ab'.repeat(32)): CacheMac => ({ key, scope: 'workflow', job, foreignToolUse })
    const writePack = (name: string, entries: object[]) => writeFile(path.join(dir, name), entries.map((e) => JSON.stringify(e) + '\n').join(''))

    test('an unsigned (committed) entry and one signed with another key are rejected misses', async () => {
      const key = cacheKey(params('forged'), 1)
      const other = cacheKey(params('other-key'), 1)
      await writePack('pack-20250101T000000.000Z-1-aaaaaaaa.jsonl', [
        { v: 1, key, model: 'claude-haiku-5-5', trial: 1, message: message('forged') },
        signCacheEntry(jobMac('j', true, 'cd'.repeat(32)), { v: 1, key: other, model: 'claude-haiku-5-5', trial: 1, message: message('other') }),
      ])
      const c = new ResponseCache({ dir, mode: 'read-only', mac: jobMac('j', true) })
      expect(await c.lookup(key)).toEqual({ rejected: true })
      expect(await c.get(other)).toBeUndefined()
      expect(c.stats()).toMatchObject({ hits: 0, rejected: 2 })
      await c.close()
    })

    test('a forged pack named to sort first does not shadow the genuine entry of a later pack', async () => {
      const mac = jobMac('j', true)
      const key = cacheKey(params('shadow'), 1)
      await writePack('pack-00000000T000000.000Z-0-forged.jsonl', [{ v: 1, key, model: 'claude-haiku-5-5', trial: 1, message: message('forged') }])
      await writePack('pack-20250101T000000.000Z-1-aaaaaaaa.jsonl', [signCacheEntry(mac, { v: 1, key, model: 'claude-haiku-5-5', trial: 1, job: 'j', message: message('genuine') })])
      const c = new ResponseCache({ dir, mode: 'read-only', mac })
      expect((await c.lookup(key)).entry?.message).toEqual(message('genuine'))
      expect(c.stats()).toMatchObject({ hits: 1, misses: 0, rejected: 1 })
      expect((await c.get(key))?.message).toEqual(message('genuine'))
      await c.close()
    })

    test('two lookups at once of a key whose first entry is forged: both find the later genuine entry', async () => {
      const mac = jobMac('j', true)
      const key = cacheKey(params('shadow-2'), 1)
      await writePack('pack-00000000T000000.000Z-0-forged.jsonl', [{ v: 1, key, model: 'claude-haiku-5-5', trial: 1, message: message('forged') }])
      await writePack('pack-20250101T000000.000Z-1-aaaaaaaa.jsonl', [signCacheEntry(mac, { v: 1, key, model: 'claude-haiku-5-5', trial: 1, job: 'j', message: message('genuine') })])
      const c = new ResponseCache({ dir, mode: 'read-only', mac })
      const [a, b] = await Promise.all([c.get(key), c.get(key)])
      expect(a?.message).toEqual(message('genuine'))
      expect(b?.message).toEqual(message('genuine'))
      expect(c.stats()).toMatchObject({ hits: 2, misses: 0 })
      await c.close()
    })

    test('an edited entry fails its MAC; the untouched one verifies', async () => {
      const mac = jobMac('j', true)
      const a = new ResponseCache({ dir, mode: 'read-write', mac })
      const k1 = await putText(a, 'one')
      const k2 = await putText(a, 'two')
      await a.close()
      const [file] = await packs(dir)
      const text = await readFile(path.join(dir, file!), 'utf8')
      await writeFile(path.join(dir, file!), text.replace('"text":"two"', '"text":"GO!"'))
      const b = new ResponseCache({ dir, mode: 'read-only', mac })
      expect((await b.get(k1))?.message).toEqual(message('one'))
      expect(await b.get(k2)).toBeUndefined()
      expect(b.stats()).toMatchObject({ hits: 1, rejected: 1 })
      await b.close()
    })

    test("a tool_use response is replayed only in the job that recorded it, unless the scope allows other jobs'", async () => {
      const key = cacheKey(params('tool'), 1)
      const writer = new ResponseCache({ dir, mode: 'read-write', mac: jobMac('job-1') })
      await writer.put(key, { model: 'claude-haiku-5-5', trial: 1, message: toolUse() })
      const textKey = await putText(writer, 'plain')
      expect((await writer.get(key))?.message.stop_reason).toBe('tool_use') // its own job
      await writer.close()
      const pr = new ResponseCache({ dir, mode: 'read-only', mac: jobMac('job-2') })
      expect(await pr.lookup(key)).toEqual({ rejected: true })
      expect((await pr.get(textKey))?.message).toEqual(message('plain')) // text answers are replayed
      await pr.close()
      const push = new ResponseCache({ dir, mode: 'read-only', mac: jobMac('job-3', true) })
      expect((await push.get(key))?.message.stop_reason).toBe('tool_use')
      await push.close()
    })

    test('the key comes from SKILL_EVALS_CACHE_KEY (not on PRs for foreign tool calls), else per job on Actions', () => {
      const secret = 's'.repeat(40)
      const push = cacheMacFromEnv({ SKILL_EVALS_CACHE_KEY: secret, GITHUB_ACTIONS: 'true', GITHUB_EVENT_NAME: 'push' })
      const pr = cacheMacFromEnv({ SKILL_EVALS_CACHE_KEY: secret, GITHUB_ACTIONS: 'true', GITHUB_EVENT_NAME: 'pull_request' })
      expect(push).toMatchObject({ scope: 'workflow', foreignToolUse: true })
      expect(pr).toMatchObject({ scope: 'workflow', foreignToolUse: false, key: push.key })
      expect(push.key).not.toContain(secret)
      // The secret itself is one of the values redacted from every output and masked in the log.
      initSecrets({ SKILL_EVALS_CACHE_KEY: secret })
      expect(redact(`key=${secret}`)).toBe('key=***')
      const j1 = cacheMacFromEnv({ GITHUB_ACTIONS: 'true' })
      const j2 = cacheMacFromEnv({ GITHUB_ACTIONS: 'true', SKILL_EVALS_CACHE_KEY: 'short' })
      expect(j1).toMatchObject({ scope: 'job', foreignToolUse: false })
      expect(j2.scope).toBe('job')
      expect(j1.key).not.toBe(j2.key)
    })
  })
})
