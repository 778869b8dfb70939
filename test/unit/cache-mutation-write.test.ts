/**
 * Issue 36 (mutation part `cache`): the writing side of src/run/response-cache.ts and the folder a
 * run's cache lives in (issue 33 rows C and K). What a put records (the response, its request id
 * when there is one, this job's id and a MAC under this scope's key), when files appear (the folder
 * and this instance's own pack on the first put, never before), that close waits for what was put
 * and that a failed write does not stop later ones; and that a run's cache folder is refused when
 * reached through a link, and moved out of the checkout on pull_request runs with one notice.
 */
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type Anthropic from '@anthropic-ai/sdk'
import { UnsafePathError } from '../../src/safe-fs.js'
import {
  ResponseCache,
  cacheKey,
  isPackName,
  newPackName,
  openResponseCache,
  resolveCacheDir,
  setCacheNoteListener,
  signCacheEntry,
  type CacheMac,
} from '../../src/run/response-cache.js'

const MODEL = 'claude-haiku-5-5'
const params = (text: string): Anthropic.MessageCreateParamsNonStreaming => ({ model: MODEL, max_tokens: 100, messages: [{ role: 'user', content: text }] })
const message = (text: string): Anthropic.Message =>
  ({ id: `msg_${text}`, type: 'message', role: 'assistant', model: MODEL, content: [{ type: 'text', text }], stop_reason: 'end_turn', stop_sequence: null, usage: { input_tokens: 3, output_tokens: 1 } }) as unknown as Anthropic.Message
const mac = (job = 'job-1', key = 'ab'.repeat(32)): CacheMac => ({ key, scope: 'workflow', job, foreignToolUse: false })

let base: string
let dir: string
beforeEach(() => {
  base = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'cache-write-')))
  dir = path.join(base, 'cache')
})
let afterThis: (() => unknown) | undefined
afterEach(() => {
  afterThis?.()
  afterThis = undefined
  rmSync(base, { recursive: true, force: true })
})

const packsIn = (d: string) => (existsSync(d) ? readdirSync(d).filter(isPackName).sort() : [])
const linesOf = (file: string) => readFileSync(file, 'utf8').split('\n').filter((l) => l !== '').map((l) => JSON.parse(l) as Record<string, unknown>)

describe('what a put records', () => {
  test('the request id only when there is one; always this job and a MAC under this scope’s key', async () => {
    const c = new ResponseCache({ dir, mode: 'read-write', mac: mac('job-7') })
    const ks = ['with', 'null', 'empty', 'none'].map((t) => cacheKey(params(t), 1))
    await c.put(ks[0]!, { model: MODEL, trial: 1, requestId: 'req_1', message: message('with') })
    await c.put(ks[1]!, { model: MODEL, trial: 1, requestId: null, message: message('null') })
    await c.put(ks[2]!, { model: MODEL, trial: 1, requestId: '', message: message('empty') })
    await c.put(ks[3]!, { model: MODEL, trial: 1, message: message('none') })
    await c.close()
    const [file] = packsIn(dir)
    const lines = linesOf(path.join(dir, file!))
    expect(lines.map((l) => l.requestId)).toEqual(['req_1', undefined, undefined, undefined])
    expect(lines.map((l) => 'requestId' in l)).toEqual([true, false, false, false])
    for (const l of lines) expect(l).toMatchObject({ v: 1, job: 'job-7', mac: expect.stringMatching(/^[0-9a-f]{64}$/) })
    // The MAC is the scope key's: a reader of the same scope verifies it, another key refuses it.
    const same = new ResponseCache({ dir, mode: 'read-only', mac: mac('job-8') })
    for (const k of ks) expect((await same.get(k))?.job).toBe('job-7')
    expect(lines[0]!.mac).toBe(signCacheEntry(mac('job-7'), { v: 1, key: ks[0]!, model: MODEL, trial: 1, requestId: 'req_1', job: 'job-7', message: message('with') }).mac)
    const other = new ResponseCache({ dir, mode: 'read-only', mac: mac('job-8', 'cd'.repeat(32)) })
    for (const k of ks) expect(await other.lookup(k)).toEqual({ rejected: true })
    await Promise.all([same.close(), other.close()])
  })

  test('this instance’s fresh response supersedes the entry it had indexed for the key', async () => {
    const k = cacheKey(params('k'), 1)
    const old = new ResponseCache({ dir, mode: 'read-write', mac: mac() })
    await old.put(k, { model: MODEL, trial: 1, message: message('old') })
    await old.close()
    const c = new ResponseCache({ dir, mode: 'read-write', mac: mac() })
    expect((await c.get(k))?.message).toEqual(message('old'))
    await c.put(k, { model: MODEL, trial: 1, message: message('new') })
    expect((await c.get(k))?.message).toEqual(message('new'))
    await c.close()
  })
})

describe('files', () => {
  test('read-write creates nothing until the first put, then its folder (with parents) and its own pack', async () => {
    const nested = path.join(dir, 'a', 'b')
    const c = new ResponseCache({ dir: nested, mode: 'read-write', mac: mac() })
    expect(await c.get(cacheKey(params('x'), 1))).toBeUndefined()
    expect(existsSync(dir)).toBe(false)
    expect(c.packPath).toBeUndefined()
    await expect(c.put(cacheKey(params('x'), 1), { model: MODEL, trial: 1, message: message('x') })).resolves.toBe(true)
    expect(c.packPath).toBeDefined()
    expect(path.dirname(c.packPath!)).toBe(nested)
    expect(packsIn(nested)).toEqual([path.basename(c.packPath!)])
    await c.close()
    expect(c.packPath).toBeUndefined() // closed: the next put starts a new pack
  })

  test('the instance’s own pack is indexed as it is written, not scanned again: counted once, no duplicates', async () => {
    const c = new ResponseCache({ dir, mode: 'read-write', mac: mac() })
    const k = cacheKey(params('x'), 1)
    await c.put(k, { model: MODEL, trial: 1, message: message('x') })
    expect((await c.get(k))?.message).toEqual(message('x')) // the first get scans the folder
    expect(c.stats()).toMatchObject({ packs: 1, writes: 1, hits: 1, skippedLines: 0 })
    await c.close()
  })

  test('close waits for the puts still being written', async () => {
    const c = new ResponseCache({ dir, mode: 'read-write', mac: mac() })
    const puts = Array.from({ length: 20 }, (_, i) => c.put(cacheKey(params(`p${i}`), 1), { model: MODEL, trial: 1, message: message(`p${i}`) }))
    await c.close()
    const [file] = packsIn(dir)
    expect(linesOf(path.join(dir, file!))).toHaveLength(20)
    await expect(Promise.all(puts)).resolves.toEqual(Array(20).fill(true))
    expect(c.stats().writes).toBe(20)
  })

  test('a put that cannot be written is rejected, and a later put writes once the folder can be made', async () => {
    writeFileSync(dir, 'a file where the cache folder should be')
    const c = new ResponseCache({ dir, mode: 'read-write', mac: mac() })
    const k = cacheKey(params('x'), 1)
    await expect(c.put(k, { model: MODEL, trial: 1, message: message('x') })).rejects.toThrow()
    expect(c.stats().writes).toBe(0)
    rmSync(dir)
    await expect(c.put(k, { model: MODEL, trial: 1, message: message('x') })).resolves.toBe(true)
    expect((await c.get(k))?.message).toEqual(message('x'))
    await c.close()
    expect(packsIn(dir)).toHaveLength(1)
  })

  test('pack names: pack-<UTC time>-<pid>-<8 hex>.jsonl, unique, sorting in time order', () => {
    const at = new Date(Date.UTC(2025, 0, 2, 3, 4, 5, 678))
    const a = newPackName(at)
    expect(a).toMatch(new RegExp(`^pack-20250102T030405\\.678Z-${process.pid}-[0-9a-f]{8}\\.jsonl$`))
    expect(newPackName(at)).not.toBe(a)
    expect(isPackName(a)).toBe(true)
    expect([newPackName(new Date(Date.UTC(2026, 0, 1))), a].sort()[0]).toBe(a)
    expect(isPackName('pack-x.json')).toBe(false)
    expect(isPackName('x-pack-1.jsonl')).toBe(false)
    expect(newPackName()).toMatch(/^pack-\d{8}T\d{6}\.\d{3}Z-/)
  })
})

describe("a run's cache folder (rows C and K)", () => {
  test('relative to the repository; refused when a folder on the way is a symbolic link', () => {
    const repo = path.join(base, 'repo')
    mkdirSync(repo)
    expect(resolveCacheDir(repo, '.cache/skill-evals', {})).toBe(path.join(repo, '.cache', 'skill-evals'))
    mkdirSync(path.join(base, 'elsewhere'))
    symlinkSync(path.join(base, 'elsewhere'), path.join(repo, '.cache'))
    expect(() => resolveCacheDir(repo, '.cache/skill-evals', {})).toThrow(UnsafePathError)
    expect(() => openResponseCache(repo, '.cache/skill-evals', 'read-only')).toThrow(UnsafePathError)
  })

  test('on pull_request runs a folder in the checkout is replaced by one under RUNNER_TEMP, said once', () => {
    const repo = path.join(base, 'repo')
    mkdirSync(repo)
    const notes: string[] = []
    setCacheNoteListener((n) => notes.push(n))
    try {
      const env = { GITHUB_EVENT_NAME: 'pull_request', RUNNER_TEMP: path.join(base, 'tmp') }
      expect(resolveCacheDir(repo, 'cache', env)).toBe(path.join(base, 'tmp', 'skill-evals-cache'))
      expect(resolveCacheDir(repo, 'cache', env)).toBe(path.join(base, 'tmp', 'skill-evals-cache'))
      expect(notes).toHaveLength(1)
      expect(notes[0]).toContain(path.join(repo, 'cache'))
      // Not a pull request: the configured folder, and nothing to say.
      expect(resolveCacheDir(repo, 'cache', { GITHUB_EVENT_NAME: 'push' })).toBe(path.join(repo, 'cache'))
      expect(notes).toHaveLength(1)
    } finally {
      setCacheNoteListener(() => undefined)
    }
  })

  test('openResponseCache: no cache when the mode is off, else one in the resolved folder with that mode', () => {
    const repo = path.join(base, 'repo')
    mkdirSync(repo)
    // It reads this process's environment: not a pull request here, even when CI runs for one.
    const event = process.env.GITHUB_EVENT_NAME
    delete process.env.GITHUB_EVENT_NAME
    afterThis = () => (event === undefined ? undefined : (process.env.GITHUB_EVENT_NAME = event))
    expect(openResponseCache(repo, 'cache', 'off')).toBeUndefined()
    const c = openResponseCache(repo, 'cache', 'read-only')
    expect(c).toBeInstanceOf(ResponseCache)
    expect(c).toMatchObject({ dir: path.join(repo, 'cache'), mode: 'read-only', canRead: true, canWrite: false })
    expect(openResponseCache(repo, 'cache', 'read-write')).toMatchObject({ mode: 'read-write', canRead: true, canWrite: true })
    expect(existsSync(path.join(repo, 'cache'))).toBe(false)
  })
})
