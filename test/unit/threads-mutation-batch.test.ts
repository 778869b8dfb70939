/**
 * Issue 36 (mutation part `threads`): the batch journal (its keys, custom ids, the replay of
 * torn and foreign lines, appends after a torn line) and what the batch runner adds to the shared
 * orchestration (its option checks, poll settings from the environment, its timeout, its stats,
 * its output-folder markers), against the loopback fake's Message Batches endpoints.
 */
import { afterEach, describe, expect, test } from '@jest/globals'
import Anthropic from '@anthropic-ai/sdk'
import { createHash } from 'node:crypto'
import { mkdir, mkdtemp, readFile, readdir, realpath, rm, rmdir, writeFile } from 'node:fs/promises'
import os from 'node:os'
import { join } from 'node:path'
import { BatchJournal, BATCHES_FILE, JOURNAL_VERSION, customIdOf, parseCustomId, requestKey, type JournalLine } from '../../src/run/batch/journal.js'
import { pollFromEnv, runBatchEvals, type BatchRunOptions } from '../../src/run/batch/runner.js'
import { canonicalJson } from '../../src/run/response-cache.js'
import { registerSecret } from '../../src/redact/index.js'
import { RunSetupError } from '../../src/run/index.js'
import { loadRepo } from '../../src/discover/index.js'
import type { Repo } from '../../src/types.js'
import { startFakeAnthropic, type FakeAnthropicOptions } from '../fakes/anthropic-server.js'
import { makeRepo } from '../helpers/temp-repo.js'
import { MODEL, SENTINEL_KEY, agentHandler, exists, repoFiles } from '../helpers/run-engine-fixtures.js'

const cleanups: (() => Promise<unknown>)[] = []
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!()
})

async function tempDir(): Promise<string> {
  const d = await realpath(await mkdtemp(join(os.tmpdir(), 'threads-mut-batch-')))
  cleanups.push(() => rm(d, { recursive: true, force: true }))
  return d
}

const K1 = 'a'.repeat(48)
const K2 = 'b'.repeat(48)
const K3 = '0123456789abcdef'.repeat(3)

describe('journal: keys and custom ids', () => {
  test('the file name and version', async () => {
    expect(BATCHES_FILE).toBe('batches.jsonl')
    expect(JOURNAL_VERSION).toBe(1)
    expect(new BatchJournal('/out/dir').file).toBe(join('/out/dir', 'batches.jsonl'))
  })

  test('requestKey: the first 48 hex of sha256 over the canonical {runId, turn, params}', () => {
    const p = { model: 'm', messages: [{ role: 'user', content: 'hi' }], max_tokens: 5 }
    const k = requestKey('r/1', 2, p)
    expect(k).toBe(createHash('sha256').update(canonicalJson({ runId: 'r/1', turn: 2, params: p })).digest('hex').slice(0, 48))
    expect(k).toMatch(/^[0-9a-f]{48}$/)
    expect(requestKey('r/1', 2, { max_tokens: 5, messages: [{ content: 'hi', role: 'user' }], model: 'm' })).toBe(k)
    expect(new Set([k, requestKey('r/2', 2, p), requestKey('r/1', 3, p), requestKey('r/1', 2, { ...p, max_tokens: 6 })]).size).toBe(4)
  })

  test('customIdOf and parseCustomId', () => {
    expect(customIdOf(K1, 0)).toBe(`k${K1}-0`)
    expect(customIdOf(K3, 12)).toBe(`k${K3}-12`)
    expect(parseCustomId(`k${K3}-12`)).toEqual({ key: K3, attempt: 12 })
    expect(parseCustomId(`k${K1}-0`)).toEqual({ key: K1, attempt: 0 })
    for (const bad of [
      `k${K1.slice(1)}-0`, // 47 hex
      `k${K1}a-0`, // 49 hex
      `k${K1.toUpperCase()}-0`,
      `${K1}-0`,
      `xk${K1}-0`,
      `k${K1}-1x`,
      `k${K1}-`,
      `k${K1}_1`,
      `k${'g'.repeat(48)}-1`,
      ''
    ]) expect(parseCustomId(bad)).toBeUndefined()
  })
})

function sub(batch: string, round: number, reqs: [key: string, customId: string][]): JournalLine {
  return { v: 1, type: 'submitted', batch_id: batch, at: 't', round, model: MODEL, requests: reqs.map(([key, custom_id], i) => ({ key, custom_id, run_id: `run-${i}`, turn: 1 })) }
}
const res = (batch: string, key: string, customId: string, text: string): JournalLine =>
  ({ v: 1, type: 'result', batch_id: batch, custom_id: customId, key, result: { type: 'succeeded', message: { text } } as never })
const end = (batch: string): JournalLine => ({ v: 1, type: 'ended', batch_id: batch, at: 't' })

describe('journal: load', () => {
  test('a missing file is an empty journal', async () => {
    const j = new BatchJournal(await tempDir())
    await j.load()
    expect(j.keys.size).toBe(0)
    expect(j.batches.size).toBe(0)
    expect(j.badLines).toBe(0)
    expect(j.lastRound()).toBe(0)
    expect(j.pendingBatchIds()).toEqual([])
  })

  test('replays submitted/result/ended; the latest attempt of a key wins; bad and foreign lines are counted, blank ones not', async () => {
    const dir = await tempDir()
    const lines = [
      sub('b1', 2, [[K1, customIdOf(K1, 0)], [K2, customIdOf(K2, 0)], [K3, 'foreign-id']]),
      res('b1', K1, customIdOf(K1, 0), 'one'),
      res('b1', K2, customIdOf(K2, 0), 'two-old'),
      end('b1'),
      sub('b2', 1, [[K2, customIdOf(K2, 1)]]),
      res('b2', K2, customIdOf(K2, 0), 'stale: not the latest attempt'),
      sub('b3', 1, [[K2, customIdOf(K2, 0)]]), // a lower attempt later does not replace
      end('nobody'),
      { ...end('b2'), v: 2 }
    ].map((l) => JSON.stringify(l))
    const text = [lines[0], '', lines[1], '{not json', lines[2], 'null', '  ', lines[3], lines[4], lines[5], lines[6], lines[7], lines[8], '42'].join('\n') + '\n'
    await writeFile(join(dir, BATCHES_FILE), text)
    const j = new BatchJournal(dir)
    await j.load()
    expect(j.badLines).toBe(4) // '{not json', 'null', v: 2, '42'
    expect(j.keys.get(K1)).toEqual({ key: K1, attempt: 0, custom_id: customIdOf(K1, 0), batch_id: 'b1', result: { type: 'succeeded', message: { text: 'one' } } })
    expect(j.keys.get(K2)).toEqual({ key: K2, attempt: 1, custom_id: customIdOf(K2, 1), batch_id: 'b2' })
    expect(j.keys.get(K3)).toEqual({ key: K3, attempt: 0, custom_id: 'foreign-id', batch_id: 'b1' })
    expect([...j.batches]).toEqual([
      ['b1', { round: 2, customIds: [customIdOf(K1, 0), customIdOf(K2, 0), 'foreign-id'], ended: true }],
      ['b2', { round: 1, customIds: [customIdOf(K2, 1)], ended: false }],
      ['b3', { round: 1, customIds: [customIdOf(K2, 0)], ended: false }]
    ])
    expect(j.pendingBatchIds()).toEqual(['b2', 'b3'])
    expect(j.lastRound()).toBe(2)
  })

  test('the same attempt submitted again (a resubmission after a restart) moves the key to the newer batch', async () => {
    const j = new BatchJournal(await tempDir())
    await j.append(sub('b1', 1, [[K1, customIdOf(K1, 3)]]), sub('b2', 4, [[K1, customIdOf(K1, 3)]]))
    expect(j.keys.get(K1)!.batch_id).toBe('b2')
    expect(j.lastRound()).toBe(4)
  })

  test('an unreadable journal (a folder) is an error', async () => {
    const dir = await tempDir()
    await mkdir(join(dir, BATCHES_FILE))
    await expect(new BatchJournal(dir).load()).rejects.toMatchObject({ code: 'EISDIR' })
  })
})

describe('journal: append', () => {
  test('applied at once, written in order in one folder it makes, redacted', async () => {
    const dir = join(await tempDir(), 'a', 'b')
    const j = new BatchJournal(dir)
    const secret = 'journal-secret-4b8d2e7a91c0'
    registerSecret(secret)
    const p = j.append(sub('b1', 1, [[K1, customIdOf(K1, 0)]]), res('b1', K1, customIdOf(K1, 0), `answer ${secret}`))
    expect(j.keys.get(K1)!.result).toEqual({ type: 'succeeded', message: { text: `answer ${secret}` } }) // in memory before the write
    await p
    const text = await readFile(j.file, 'utf8')
    expect(text.endsWith('\n')).toBe(true)
    expect(text).not.toContain(secret)
    const lines = text.trimEnd().split('\n').map((l) => JSON.parse(l))
    expect(lines.map((l) => l.type)).toEqual(['submitted', 'result'])
  })

  test('after a torn last line the next append starts on a new line, once; a whole file gets no blank line', async () => {
    const dir = await tempDir()
    const torn = JSON.stringify(sub('b0', 1, [[K2, customIdOf(K2, 0)]])) + '\n{"v":1,"type":"resu'
    await writeFile(join(dir, BATCHES_FILE), torn)
    const j = new BatchJournal(dir)
    await j.load()
    expect(j.badLines).toBe(1)
    await j.append(end('b0'))
    await j.append(end('b9'))
    expect(await readFile(j.file, 'utf8')).toBe(torn + '\n' + JSON.stringify(end('b0')) + '\n' + JSON.stringify(end('b9')) + '\n')
    const again = new BatchJournal(dir)
    await again.load()
    expect(again.badLines).toBe(1)
    expect(again.pendingBatchIds()).toEqual([])

    const whole = JSON.stringify(end('x')) + '\n'
    const dir2 = await tempDir()
    await writeFile(join(dir2, BATCHES_FILE), whole)
    const j2 = new BatchJournal(dir2)
    await j2.load()
    await j2.append(end('y'))
    expect(await readFile(j2.file, 'utf8')).toBe(whole + JSON.stringify(end('y')) + '\n')

    const dir3 = await tempDir()
    await writeFile(join(dir3, BATCHES_FILE), '')
    const j3 = new BatchJournal(dir3)
    await j3.load()
    await j3.append(end('z'))
    expect(await readFile(j3.file, 'utf8')).toBe(JSON.stringify(end('z')) + '\n')
  })

  test('a failed append rejects; the appends after it still write; flush waits for them', async () => {
    const dir = await tempDir()
    await mkdir(join(dir, BATCHES_FILE))
    const j = new BatchJournal(dir)
    const failed = j.append(end('a'))
    await expect(failed).rejects.toMatchObject({ code: 'EISDIR' })
    await rmdir(join(dir, BATCHES_FILE))
    void j.append(end('b'))
    await j.flush()
    expect(await readFile(j.file, 'utf8')).toBe(JSON.stringify(end('b')) + '\n')
  })
})

// ─── The batch runner ─────────────────────────────────────────────────────────────────

test('pollFromEnv: a positive finite SKILL_EVALS_BATCH_POLL_MS is a fixed interval; otherwise the fallback', () => {
  const fb = { initialMs: 7, maxMs: 9, factor: 3 }
  expect(pollFromEnv({ SKILL_EVALS_BATCH_POLL_MS: '250' }, fb)).toEqual({ initialMs: 250, maxMs: 250, factor: 1 })
  expect(pollFromEnv({ SKILL_EVALS_BATCH_POLL_MS: '0.5' })).toEqual({ initialMs: 0.5, maxMs: 0.5, factor: 1 })
  for (const v of ['0', '-5', 'abc', 'Infinity', undefined]) expect(pollFromEnv({ SKILL_EVALS_BATCH_POLL_MS: v }, fb)).toBe(fb)
  expect(pollFromEnv({})).toBeUndefined()
})

async function repoOf(files: Record<string, string>): Promise<Repo> {
  const r = await makeRepo(files)
  cleanups.push(r.dispose)
  return loadRepo(r.root)
}

async function fakeApi(opts: FakeAnthropicOptions = {}) {
  const fake = await startFakeAnthropic({ handler: agentHandler(), ...opts })
  cleanups.push(() => fake.close())
  return { fake, client: new Anthropic({ apiKey: SENTINEL_KEY, baseURL: fake.url, maxRetries: 0 }) }
}

function options(outDir: string, over: Partial<BatchRunOptions> = {}): BatchRunOptions {
  return {
    outDir, trials: 1, concurrency: 2, model: MODEL, resume: false, skillLoading: 'preload', bash: false, maxTurns: 6, maxTokens: 1024,
    runTimeoutSeconds: 30, cache: 'off', cacheDir: 'cache-unused', maxCostUsd: null, maxRuns: null, poll: { initialMs: 2, maxMs: 10, factor: 2 }, ...over
  }
}

const creates = (fake: Awaited<ReturnType<typeof fakeApi>>['fake']) =>
  fake.batchRequests.filter((r) => r.method === 'POST' && r.path === '/v1/messages/batches').map((r) => r.body.requests.length)

describe('runBatchEvals', () => {
  test('the claude-code executor is refused before the output folder is touched', async () => {
    const repo = await repoOf(repoFiles({ skill: 'brief', ids: [1], other: 'notes' }))
    const { client } = await fakeApi()
    const out = join(await tempDir(), 'results')
    await expect(runBatchEvals(repo, options(out, { executor: 'claude-code' }), client)).rejects.toThrow(
      new RunSetupError("runner 'batch' needs the Messages-API executor; the claude-code executor cannot run through the Message Batches API.")
    )
    await expect(runBatchEvals(repo, options(out, { skillExecutors: { notes: 'claude-code' } }), client)).rejects.toThrow(
      "runner 'batch' needs the Messages-API executor, but skill-executors maps 'notes' to claude-code, which cannot run through the Message Batches API. Run that skill with runner api, or select other skills."
    )
    await expect(runBatchEvals(repo, options(out, { skillExecutors: { notes: 'claude-code', brief: 'claude-code' } }), client)).rejects.toThrow(
      "runner 'batch' needs the Messages-API executor, but skill-executors maps 'brief', 'notes' to claude-code, which cannot run through the Message Batches API. Run those skills with runner api, or select other skills."
    )
    expect(await exists(out)).toBe(false)
    await expect(runBatchEvals(repo, options(out, { skillExecutors: { notes: 'api' } }), client)).resolves.toBeDefined()
    // Only the selected skills count.
    const out2 = join(await tempDir(), 'results')
    const o = await runBatchEvals(repo, options(out2, { skills: ['brief'], skillExecutors: { notes: 'claude-code' } }), client)
    expect(o.records.map((r) => r.skill)).toEqual(['brief', 'brief'])
  })

  test('the stats, the batch counters, the journal path, the batch note in each transcript', async () => {
    const repo = await repoOf(repoFiles({ skill: 'brief', ids: [1] }))
    const { client } = await fakeApi({ batch: { itemFault: (_p, id) => (parseCustomId(id)!.attempt === 0 ? { status: 529 } : undefined) } })
    const out = join(await tempDir(), 'results')
    const o = await runBatchEvals(repo, options(out), client)
    expect(o.records.map((r) => r.status)).toEqual(['completed', 'completed'])
    expect(o.journal).toBe(join(out, BATCHES_FILE))
    expect(o.batch.submittedRequests).toBe(8) // 2 runs × 2 turns, each retried once
    expect(o.batch.retried).toBe(4)
    expect(o.gateway).toEqual({ apiCalls: 8, retries: 4, rateLimited: 0, overloaded: 0, cacheHits: 0, cacheWrites: 0, errors: o.batch.errored, limit: 0 })
    for (const r of o.records) {
      const t = await readFile(join(out, r.runId, 'transcript.md'), 'utf8')
      expect(t).toContain('\n_Run through the Message Batches API (batch pricing, 50% off)._\n')
    }
  })

  test('maxAttempts, maxRequestsPerBatch and maxActiveRuns reach the scheduler', async () => {
    const repo = await repoOf(repoFiles({ skill: 'brief', ids: [1, 2] }))
    const { fake, client } = await fakeApi({ batch: { itemFault: (_p, id) => (parseCustomId(id)!.attempt === 0 ? { status: 529 } : undefined) } })
    const one = await runBatchEvals(repo, options(join(await tempDir(), 'r'), { evalIds: ['1'], maxAttempts: 1 }), client)
    expect(one.records.map((r) => r.status)).toEqual(['error', 'error']) // no second attempt
    fake.batchRequests.length = 0
    const { fake: f2, client: c2 } = await fakeApi()
    const split = await runBatchEvals(repo, options(join(await tempDir(), 'r'), { maxRequestsPerBatch: 1 }), c2)
    expect(split.records).toHaveLength(4)
    expect(creates(f2).every((n) => n === 1)).toBe(true)
    const { fake: f3, client: c3 } = await fakeApi()
    await runBatchEvals(repo, options(join(await tempDir(), 'r'), { maxActiveRuns: 1 }), c3)
    expect(creates(f3)).toEqual([1, 1, 1, 1, 1, 1, 1, 1])
    const { fake: f4, client: c4 } = await fakeApi()
    await runBatchEvals(repo, options(join(await tempDir(), 'r')), c4)
    expect(creates(f4)).toEqual([4, 4])
  })

  test('batchTimeoutSeconds bounds the whole run, with or without the caller\'s signal; the caller\'s signal still cancels', async () => {
    const repo = await repoOf(repoFiles({ skill: 'brief', ids: [1] }))
    const { client } = await fakeApi({ batch: { pollsUntilEnded: 1_000_000 } })
    const a = await runBatchEvals(repo, options(join(await tempDir(), 'r'), { batchTimeoutSeconds: 0.3 }), client)
    expect(a.cancelled).toBe(true)
    const b = await runBatchEvals(repo, options(join(await tempDir(), 'r'), { batchTimeoutSeconds: 0.3 }), client, {}, new AbortController().signal)
    expect(b.cancelled).toBe(true)
    const ctl = new AbortController()
    const c = await runBatchEvals(
      repo,
      options(join(await tempDir(), 'r'), { batchTimeoutSeconds: 600, onBatchEvent: (e) => e.type === 'submitted' && ctl.abort() }),
      client, {}, ctl.signal
    )
    expect(c.cancelled).toBe(true)
    const ctl2 = new AbortController()
    const d = await runBatchEvals(repo, options(join(await tempDir(), 'r'), { onBatchEvent: (e) => e.type === 'submitted' && ctl2.abort() }), client, {}, ctl2.signal)
    expect(d.cancelled).toBe(true)
  }, 20_000)

  test('a fresh run clears a folder that holds only batches.jsonl; resume keeps and reads the journal', async () => {
    const repo = await repoOf(repoFiles({ skill: 'brief', ids: [1] }))
    const { fake, client } = await fakeApi()
    const out = join(await tempDir(), 'r')
    await mkdir(out)
    await writeFile(join(out, BATCHES_FILE), JSON.stringify(sub('old', 7, [[K1, customIdOf(K1, 0)]])) + '\n')
    await writeFile(join(out, 'stray.txt'), 'x')
    const o = await runBatchEvals(repo, options(out), client)
    expect(o.records.map((r) => r.status)).toEqual(['completed', 'completed'])
    expect(await exists(join(out, 'stray.txt'))).toBe(false)
    expect(await readFile(join(out, BATCHES_FILE), 'utf8')).not.toContain('"old"')
    expect(fake.batchRequests.some((r) => r.path.includes('/old'))).toBe(false)
    // Resume: the journal's pending batch is polled again (the fake does not know it: 404).
    const out2 = join(await tempDir(), 'r')
    await mkdir(out2)
    await writeFile(join(out2, BATCHES_FILE), JSON.stringify(sub('msgbatch_unknown', 7, [[K1, customIdOf(K1, 0)]])) + '\n')
    await runBatchEvals(repo, options(out2, { resume: true }), client).catch(() => undefined)
    expect(fake.batchRequests.some((r) => r.path.includes('msgbatch_unknown'))).toBe(true)
    expect((await readdir(out2)).sort()).toContain(BATCHES_FILE)
  })

  test('the response cache reaches the scheduler: a second fresh run is answered from it', async () => {
    const repo = await repoOf(repoFiles({ skill: 'brief', ids: [1] }))
    const { fake, client } = await fakeApi()
    const base = await tempDir()
    const o1 = await runBatchEvals(repo, options(join(base, 'r1'), { cache: 'read-write', cacheDir: join(base, 'cache') }), client)
    expect(o1.records.every((r) => r.status === 'completed')).toBe(true)
    const before = creates(fake).length
    const o2 = await runBatchEvals(repo, options(join(base, 'r2'), { cache: 'read-write', cacheDir: join(base, 'cache') }), client)
    expect(o2.records.every((r) => r.status === 'completed')).toBe(true)
    expect(creates(fake).length).toBe(before)
    expect(o2.gateway.cacheHits).toBeGreaterThan(0)
  })
})
