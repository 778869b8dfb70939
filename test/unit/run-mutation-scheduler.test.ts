/**
 * The batch scheduler (src/run/batch/scheduler.ts) on its own: the real SDK against the loopback
 * fake's Message Batches endpoints and a real journal in a temporary folder, short polls through
 * the scheduler's own `poll` option. Rounds, chunking, retries of errored / expired / missing
 * results, replay and resume from the journal, aborts, the response cache and the polling
 * schedule.
 */
import { afterEach, describe, expect, test, jest } from '@jest/globals'
import Anthropic from '@anthropic-ai/sdk'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { BatchJournal, customIdOf, requestKey, BATCHES_FILE } from '../../src/run/batch/journal.js'
import { BatchRequestError, BatchScheduler, MAX_BYTES_PER_BATCH, MAX_REQUESTS_PER_BATCH, type BatchEvent, type BatchSchedulerOptions } from '../../src/run/batch/scheduler.js'
import type { SendContext, SendResult } from '../../src/run/gateway.js'
import { ResponseCache } from '../../src/run/response-cache.js'
import type { RunId } from '../../src/types.js'
import { startFakeAnthropic, textReply, type FakeAnthropic, type FakeAnthropicOptions } from '../fakes/anthropic-server.js'

// Every test here takes well under a second; a mutant that makes one hang fails it fast.
jest.setTimeout(5000)

const MODEL = 'claude-haiku-5-5'
const cleanups: (() => Promise<unknown>)[] = []
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!()
})

const spec = (run: string, trial = 1): RunId => ({ runId: run, skill: 's', evalId: 1, evalDir: 'eval-1-x', configuration: 'with_skill', trial, model: MODEL })
const ctx = (run: string, turn = 1, over: Partial<SendContext> = {}): SendContext => ({ spec: spec(run), turn, ...over })
const params = (text: string): Anthropic.MessageCreateParamsNonStreaming => ({ model: MODEL, max_tokens: 64, messages: [{ role: 'user', content: text }] })
const echo: FakeAnthropicOptions['handler'] = (req) => textReply(`echo: ${req.body.messages[0].content}`)
const textOf = (r: SendResult) => (r.message.content[0] as { text: string }).text
const tick = (ms = 0) => new Promise((r) => setTimeout(r, ms))

async function tempDir(): Promise<string> {
  const d = await mkdtemp(path.join(tmpdir(), 'sched-'))
  cleanups.push(() => rm(d, { recursive: true, force: true }))
  return d
}

interface Setup {
  fake: FakeAnthropic
  client: Anthropic
  journal: BatchJournal
  dir: string
  events: BatchEvent[]
  make: (over?: Partial<BatchSchedulerOptions>) => BatchScheduler
}

async function setup(fakeOpts: FakeAnthropicOptions = { handler: echo }, journalLines: object[] = []): Promise<Setup> {
  const fake = await startFakeAnthropic(fakeOpts)
  cleanups.push(() => fake.close())
  const dir = await tempDir()
  if (journalLines.length) await writeFile(path.join(dir, BATCHES_FILE), journalLines.map((l) => JSON.stringify(l) + '\n').join(''))
  const journal = new BatchJournal(dir)
  await journal.load()
  const client = new Anthropic({ apiKey: 'sk-test', baseURL: fake.url, maxRetries: 0 })
  const events: BatchEvent[] = []
  const make = (over: Partial<BatchSchedulerOptions> = {}) => {
    const s = new BatchScheduler({ client, journal, model: MODEL, poll: { initialMs: 1, maxMs: 4, factor: 2 }, onEvent: (e) => events.push(e), ...over })
    cleanups.push(() => s.close())
    return s
  }
  return { fake, client, journal, dir, events, make }
}

/** Batch creates the fake saw, as their request counts. */
const creates = (fake: FakeAnthropic) => fake.batchRequests.filter((r) => r.method === 'POST' && r.path === '/v1/messages/batches').map((r) => r.body.requests as { custom_id: string; params: unknown }[])
const retrieves = (fake: FakeAnthropic) => fake.batchRequests.filter((r) => r.method === 'GET' && /^\/v1\/messages\/batches\/[^/]+$/.test(r.path))

/** `runs` runs, each sending one request (`<run>` as the text), all active at once. */
async function oneRound(s: BatchScheduler, runs: string[], turn = 1): Promise<(SendResult | Error)[]> {
  for (const _ of runs) s.enter()
  return Promise.all(
    runs.map((r) =>
      s.send(params(r), ctx(r, turn)).then(
        (x) => (s.leave(), x),
        (e: Error) => (s.leave(), e),
      ),
    ),
  )
}

async function journalOf(dir: string): Promise<any[]> {
  return (await readFile(path.join(dir, BATCHES_FILE), 'utf8')).split('\n').filter(Boolean).map((l) => JSON.parse(l))
}

describe('rounds', () => {
  test('a round waits until every active run has parked its request, then goes as one batch', async () => {
    const { fake, make, events, dir, journal } = await setup()
    const s = make()
    s.enter()
    s.enter()
    const a = s.send(params('A'), ctx('run-a'))
    await tick(20)
    expect(creates(fake)).toHaveLength(0) // run-b is still busy (setting up, running tools)
    const b = s.send(params('B'), ctx('run-b', 2))
    const [ra, rb] = await Promise.all([a, b])
    expect([textOf(ra), textOf(rb)]).toEqual(['echo: A', 'echo: B']) // matched by custom_id (results come reversed)
    expect(ra).toMatchObject({ cached: false, retries: 0 })
    expect(creates(fake).map((c) => c.length)).toEqual([2])
    expect(s.stats).toMatchObject({ submittedBatches: 1, submittedRequests: 2, rounds: 1, results: 2, errored: 0, retried: 0, replayedResults: 0, resumedBatches: 0, cacheHits: 0 })
    expect(s.stats.polls).toBeGreaterThanOrEqual(2) // pollsUntilEnded 1: in_progress, then ended
    const id = fake.batches.keys().next().value as string
    s.leave()
    s.leave()
    while (!events.some((e) => e.type === 'ended')) await tick(2)
    await s.close()
    expect(events.filter((e) => e.type !== 'polled')).toEqual([
      { type: 'submitted', batchId: id, round: 1, requests: 2 },
      { type: 'ended', batchId: id, counts: { processing: 0, succeeded: 2, errored: 0, canceled: 0, expired: 0 } },
    ])
    expect(events.filter((e) => e.type === 'polled')[0]).toEqual({ type: 'polled', batchId: id, status: 'in_progress', waitMs: 1 })
    const lines = await journalOf(dir)
    expect(lines.every((l) => l.v === 1)).toBe(true)
    const keyA = requestKey('run-a', 1, params('A'))
    const keyB = requestKey('run-b', 2, params('B'))
    expect(lines[0]).toEqual({
      v: 1, type: 'submitted', batch_id: id, at: expect.any(String), round: 1, model: MODEL,
      requests: [
        { custom_id: customIdOf(keyA, 0), key: keyA, run_id: 'run-a', turn: 1 },
        { custom_id: customIdOf(keyB, 0), key: keyB, run_id: 'run-b', turn: 2 },
      ],
    })
    expect(lines.filter((l) => l.type === 'result').map((l) => l.custom_id).sort()).toEqual([customIdOf(keyA, 0), customIdOf(keyB, 0)].sort())
    expect(lines[lines.length - 1]).toMatchObject({ type: 'ended', batch_id: id, request_counts: { succeeded: 2 } })
    expect(journal.batches.get(id)?.ended).toBe(true)
  })

  test('a run that ends without a request lets the parked ones go', async () => {
    const { fake, make } = await setup()
    const s = make()
    s.enter()
    s.enter()
    const a = s.send(params('A'), ctx('run-a'))
    await tick(20)
    expect(creates(fake)).toHaveLength(0)
    s.leave()
    expect(textOf(await a)).toBe('echo: A')
  })

  test('rounds are numbered on from the journal', async () => {
    const { fake, make, events } = await setup({ handler: echo }, [
      { v: 1, type: 'submitted', batch_id: 'msgbatch_old', at: 'x', round: 5, model: MODEL, requests: [] },
      { v: 1, type: 'ended', batch_id: 'msgbatch_old', at: 'x' },
    ])
    const s = make()
    await oneRound(s, ['a'])
    await oneRound(s, ['a'], 2)
    expect(events.filter((e) => e.type === 'submitted').map((e) => (e as { round: number }).round)).toEqual([6, 7])
    expect(creates(fake)).toHaveLength(2)
  })

  test('the next requests of runs answered by one batch go out together in the next round', async () => {
    const { fake, make } = await setup()
    const s = make()
    const runs = ['a', 'b', 'c']
    for (const _ of runs) s.enter()
    await Promise.all(runs.map(async (r) => {
      await s.send(params(`${r}1`), ctx(r, 1))
      await s.send(params(`${r}2`), ctx(r, 2))
      s.leave()
    }))
    expect(creates(fake).map((c) => c.length)).toEqual([3, 3])
    expect(s.stats.rounds).toBe(2)
  })
})

describe('chunking a round into batches', () => {
  test('at most maxRequestsPerBatch requests per batch, all in the same round', async () => {
    const { fake, make, events } = await setup()
    const s = make({ maxRequestsPerBatch: 2 })
    const out = await oneRound(s, ['a', 'b', 'c', 'd', 'e'])
    expect(out.map((r) => textOf(r as SendResult))).toEqual(['echo: a', 'echo: b', 'echo: c', 'echo: d', 'echo: e'])
    expect(creates(fake).map((c) => c.length)).toEqual([2, 2, 1])
    expect(events.filter((e) => e.type === 'submitted').map((e) => (e as { round: number }).round)).toEqual([1, 1, 1])
    expect(s.stats).toMatchObject({ rounds: 1, submittedBatches: 3, submittedRequests: 5 })
  })

  test('a limit below one still sends one request per batch', async () => {
    const { fake, make } = await setup()
    await oneRound(make({ maxRequestsPerBatch: 0 }), ['a', 'b'])
    expect(creates(fake).map((c) => c.length)).toEqual([1, 1])
  })

  test('requests fill a batch up to maxBytesPerBatch exactly (request JSON + 100 bytes each)', async () => {
    const size = Buffer.byteLength(JSON.stringify(params('a'))) + 100
    const exact = await setup()
    await oneRound(exact.make({ maxBytesPerBatch: 2 * size }), ['a', 'b', 'c'])
    expect(creates(exact.fake).map((c) => c.length)).toEqual([2, 1])
    const under = await setup()
    await oneRound(under.make({ maxBytesPerBatch: 2 * size - 1 }), ['a', 'b', 'c'])
    expect(creates(under.fake).map((c) => c.length)).toEqual([1, 1, 1])
    const tiny = await setup()
    await oneRound(tiny.make({ maxBytesPerBatch: 10 }), ['a', 'b']) // a request larger than the cap still goes, alone
    expect(creates(tiny.fake).map((c) => c.length)).toEqual([1, 1])
  })

  test('the documented limits', () => {
    expect(MAX_REQUESTS_PER_BATCH).toBe(10_000)
    expect(MAX_BYTES_PER_BATCH).toBe(200 * 1024 * 1024)
  })
})

describe('errored, expired, canceled and missing results', () => {
  test('a transient error is retried in the next round under the next custom_id; the result counts the retry', async () => {
    const { fake, make, events } = await setup({ handler: echo, batch: { itemFault: (_p, id) => (id.endsWith('-0') ? { status: 529 } : undefined) } })
    const s = make()
    const [r] = await oneRound(s, ['a'])
    expect(textOf(r as SendResult)).toBe('echo: a')
    expect((r as SendResult).retries).toBe(1)
    const key = requestKey('a', 1, params('a'))
    expect(creates(fake).map((c) => c.map((q) => q.custom_id))).toEqual([[customIdOf(key, 0)], [customIdOf(key, 1)]])
    expect(events.filter((e) => e.type === 'retry')).toEqual([{ type: 'retry', runId: 'a', turn: 1, attempt: 1, reason: 'overloaded_error' }])
    expect(s.stats).toMatchObject({ errored: 1, retried: 1, rounds: 2 })
  })

  test.each([
    [{ status: 500 }, 'api_error', 500],
    [{ status: 429 }, 'rate_limit_error', 429],
    [{ status: 504, type: 'timeout_error' }, 'timeout_error', 504],
    [{ status: 529 }, 'overloaded_error', 529],
  ] as const)('%p is transient: after maxAttempts it fails with type %s and status %s', async (fault, type, status) => {
    const { fake, make } = await setup({ handler: echo, batch: { itemFault: () => fault } })
    const [err] = await oneRound(make({ maxAttempts: 2 }), ['a'])
    expect(err).toBeInstanceOf(BatchRequestError)
    expect(err).toMatchObject({ name: 'BatchRequestError', type, status, message: `fake ${status}` })
    expect((err as BatchRequestError).requestID).toMatch(/^req_/)
    expect(creates(fake)).toHaveLength(2)
  })

  test('by default a request gets 3 attempts; maxAttempts below 1 means one', async () => {
    const three = await setup({ handler: echo, batch: { itemFault: () => ({ status: 529 }) } })
    await oneRound(three.make(), ['a'])
    expect(creates(three.fake)).toHaveLength(3)
    const one = await setup({ handler: echo, batch: { itemFault: () => ({ status: 529 }) } })
    await oneRound(one.make({ maxAttempts: 0 }), ['a'])
    expect(creates(one.fake)).toHaveLength(1)
  })

  test.each([
    [400, 'invalid_request_error'],
    [401, 'authentication_error'],
    [402, 'billing_error'],
    [403, 'permission_error'],
    [404, 'not_found_error'],
    [413, 'request_too_large'],
  ] as const)('a %s (%s) fails the run at once with the API error', async (status, type) => {
    const { fake, make } = await setup({ handler: echo, batch: { itemFault: () => ({ status, message: 'nope' }) } })
    const s = make()
    const [err] = await oneRound(s, ['a'])
    expect(err).toMatchObject({ type, status, message: 'nope' })
    expect(creates(fake)).toHaveLength(1)
    expect(s.stats).toMatchObject({ errored: 1, retried: 0 })
  })

  test('an error type the scheduler does not know has no status and is not retried', async () => {
    const { fake, make } = await setup({ handler: echo, batch: { itemFault: () => ({ status: 418, type: 'teapot_error', message: 'short and stout' }) } })
    const [err] = await oneRound(make(), ['a'])
    expect(err).toBeInstanceOf(BatchRequestError)
    expect((err as BatchRequestError).type).toBe('teapot_error')
    expect((err as BatchRequestError).status).toBeUndefined()
    expect(creates(fake)).toHaveLength(1)
  })

  test('an expired request is retried; when attempts run out it fails as batch_expired', async () => {
    const { fake, make, events } = await setup({ handler: echo, batch: { itemFault: () => 'expired' } })
    const s = make({ maxAttempts: 2 })
    const [err] = await oneRound(s, ['a'])
    expect(err).toMatchObject({ type: 'batch_expired', message: 'The batch request expired before it was processed (24 h).' })
    expect((err as BatchRequestError).status).toBeUndefined()
    expect(creates(fake)).toHaveLength(2)
    expect(events.filter((e) => e.type === 'retry').map((e) => (e as { reason: string }).reason)).toEqual(['expired'])
  })

  test('a canceled request fails the run', async () => {
    const { fake, make } = await setup({ handler: echo, batch: { itemFault: () => 'canceled' } })
    const [err] = await oneRound(make(), ['a'])
    expect(err).toMatchObject({ name: 'BatchRequestError', type: 'batch_canceled', message: 'The batch request was canceled.' })
    expect(creates(fake)).toHaveLength(1)
  })
})

describe('the journal: replay and resume', () => {
  const key = (run: string, text: string, turn = 1) => requestKey(run, turn, params(text))
  const submitted = (batchId: string, reqs: { run: string; text: string; attempt?: number }[], round = 1) => ({
    v: 1, type: 'submitted', batch_id: batchId, at: 'x', round, model: MODEL,
    requests: reqs.map((r) => ({ custom_id: customIdOf(key(r.run, r.text), r.attempt ?? 0), key: key(r.run, r.text), run_id: r.run, turn: 1 })),
  })
  const result = (batchId: string, run: string, text: string, res: object, attempt = 0) => ({ v: 1, type: 'result', batch_id: batchId, custom_id: customIdOf(key(run, text), attempt), key: key(run, text), result: res })
  const ended = (batchId: string) => ({ v: 1, type: 'ended', batch_id: batchId, at: 'x' })
  const succeeded = (text: string) => ({ type: 'succeeded', message: { id: 'msg_j', type: 'message', role: 'assistant', model: MODEL, content: [{ type: 'text', text, citations: null }], stop_reason: 'end_turn', stop_sequence: null, usage: { input_tokens: 1, output_tokens: 1 } } })

  test('a request answered in the journal is replayed without any API call, with its attempt as retries', async () => {
    const { fake, make, events } = await setup({ handler: echo }, [submitted('b1', [{ run: 'a', text: 'A', attempt: 1 }]), result('b1', 'a', 'A', succeeded('from the journal'), 1), ended('b1')])
    const s = make()
    s.enter()
    const r = await s.send(params('A'), ctx('a'))
    s.leave()
    expect(textOf(r)).toBe('from the journal')
    expect(r).toMatchObject({ cached: false, retries: 1 })
    expect(fake.requests).toHaveLength(0)
    expect(events).toEqual([{ type: 'replayed', runId: 'a', turn: 1 }])
    expect(s.stats).toMatchObject({ replayedResults: 1, errored: 0 })
  })

  test('a replayed transient error is submitted again (not counted as a fresh error); its default type is api_error', async () => {
    const { fake, make } = await setup({ handler: echo }, [submitted('b1', [{ run: 'a', text: 'A' }]), result('b1', 'a', 'A', { type: 'errored', error: {} }), ended('b1')])
    const s = make()
    const [r] = await oneRound(s, ['a'].map(() => 'a'))
    expect(r).toBeDefined()
    // oneRound sends params('a'), so send the journal's request explicitly:
    s.enter()
    const again = await s.send(params('A'), ctx('a'))
    s.leave()
    expect(textOf(again)).toBe('echo: A')
    expect(again.retries).toBe(1)
    expect(creates(fake).flat().map((q) => q.custom_id)).toContain(customIdOf(key('a', 'A'), 1))
    expect(s.stats.errored).toBe(0)
  })

  test('an errored body without a type or message fails as api_error with a generated message', async () => {
    const { make } = await setup({ handler: echo }, [submitted('b1', [{ run: 'a', text: 'A' }]), result('b1', 'a', 'A', { type: 'errored', error: {} }), ended('b1')])
    const s = make({ maxAttempts: 1 })
    s.enter()
    const err = await s.send(params('A'), ctx('a')).catch((e: unknown) => e)
    s.leave()
    expect(err).toMatchObject({ type: 'api_error', status: 500, message: 'batch request errored (api_error)' })
    expect((err as BatchRequestError).requestID).toBeUndefined()
  })

  test('a request of a batch that ended without its result is submitted again with the next attempt', async () => {
    const { fake, make } = await setup({ handler: echo }, [submitted('b1', [{ run: 'a', text: 'A' }]), ended('b1')])
    const s = make()
    s.enter()
    const r = await s.send(params('A'), ctx('a'))
    s.leave()
    expect(textOf(r)).toBe('echo: A')
    expect(creates(fake).map((c) => c.map((q) => q.custom_id))).toEqual([[customIdOf(key('a', 'A'), 1)]])
  })

  test('resume: a batch submitted before the restart is polled again; its requests get their answers without a new batch', async () => {
    const { fake, client, dir, events } = await setup({ handler: echo, batch: { pollsUntilEnded: 2 } })
    const kA = key('a', 'A')
    const kB = key('b', 'B')
    // A batch made by "the previous process", with a request of someone else in it.
    const b = await client.messages.batches.create({ requests: [{ custom_id: customIdOf(kA, 0), params: params('A') }, { custom_id: customIdOf(key('d', 'D'), 0), params: params('D') }, { custom_id: 'foreign-1', params: params('F') }] })
    // C and D were asked for before the restart but not now (their runs took another path): D has a result, C none.
    await writeFile(path.join(dir, BATCHES_FILE), JSON.stringify({ ...submitted(b.id, [{ run: 'a', text: 'A' }, { run: 'c', text: 'C' }, { run: 'd', text: 'D' }, { run: 'b', text: 'B' }]) }) + '\n')
    const journal = new BatchJournal(dir)
    await journal.load()
    const s = new BatchScheduler({ client, journal, model: MODEL, poll: { initialMs: 1, maxMs: 4, factor: 2 }, onEvent: (e) => events.push(e) })
    cleanups.push(() => s.close())
    s.resumePending()
    expect(events[0]).toEqual({ type: 'resumed', batchId: b.id })
    s.enter()
    s.enter()
    const run = (text: string, id: string) => s.send(params(text), ctx(id)).finally(() => s.leave())
    const [ra, rb] = await Promise.all([run('A', 'a'), run('B', 'b')])
    expect(textOf(ra)).toBe('echo: A')
    // B was in the journal's batch but not in its results: submitted again, next attempt
    expect(textOf(rb)).toBe('echo: B')
    expect(creates(fake).slice(1).map((c) => c.map((q) => q.custom_id))).toEqual([[customIdOf(kB, 1)]])
    expect(events.filter((e) => e.type === 'retry')).toEqual([{ type: 'retry', runId: 'b', turn: 1, attempt: 1, reason: 'missing from the batch results' }])
    expect(s.stats).toMatchObject({ resumedBatches: 1, results: 4 }) // 3 lines of the resumed batch (one foreign) + B's
    await s.close()
    const lines = await journalOf(dir)
    expect(lines.filter((l) => l.type === 'result' && l.batch_id === b.id).map((l) => l.custom_id).sort()).toEqual([customIdOf(kA, 0), customIdOf(key('d', 'D'), 0)].sort())
    expect(lines.filter((l) => l.type === 'ended' && l.batch_id === b.id)).toHaveLength(1) // polled by one poller only
  })

  test('without resumePending, a request of a pending batch starts its poller itself', async () => {
    const { fake, client, dir } = await setup({ handler: echo })
    const kA = key('a', 'A')
    const b = await client.messages.batches.create({ requests: [{ custom_id: customIdOf(kA, 0), params: params('A') }] })
    await writeFile(path.join(dir, BATCHES_FILE), JSON.stringify(submitted(b.id, [{ run: 'a', text: 'A' }])) + '\n')
    const journal = new BatchJournal(dir)
    await journal.load()
    const s = new BatchScheduler({ client, journal, model: MODEL, poll: { initialMs: 1, maxMs: 4, factor: 2 } })
    cleanups.push(() => s.close())
    s.enter()
    const r = await s.send(params('A'), ctx('a'))
    s.leave()
    expect(textOf(r)).toBe('echo: A')
    expect(creates(fake)).toHaveLength(1) // only the one made above
  })

  test('a pending batch the API no longer knows fails the requests waiting on it', async () => {
    const { make } = await setup({ handler: echo }, [submitted('msgbatch_gone', [{ run: 'x', text: 'X' }, { run: 'a', text: 'A' }])])
    const s = make()
    s.enter()
    const err = await s.send(params('A'), ctx('a')).catch((e: unknown) => e)
    s.leave()
    expect(err).toMatchObject({ status: 404 })
  })

  test('close() stops polling a resumed batch nobody waits for; it stays pending in the journal', async () => {
    const { client, dir, fake } = await setup({ handler: echo, batch: { pollsUntilEnded: 1_000_000 } })
    const b = await client.messages.batches.create({ requests: [{ custom_id: customIdOf(key('a', 'A'), 0), params: params('A') }] })
    await writeFile(path.join(dir, BATCHES_FILE), JSON.stringify(submitted(b.id, [{ run: 'a', text: 'A' }])) + '\n')
    const journal = new BatchJournal(dir)
    await journal.load()
    const s = new BatchScheduler({ client, journal, model: MODEL, poll: { initialMs: 1, maxMs: 2, factor: 2 } })
    s.resumePending()
    await tick(30)
    await s.close()
    await tick(20) // a retrieve already on the wire may still land
    const n = retrieves(fake).length
    expect(n).toBeGreaterThan(0)
    await tick(50)
    expect(retrieves(fake).length).toBe(n)
    expect(journal.pendingBatchIds()).toEqual([b.id])
  })

  test('polling backs off by factor up to maxMs; by default it starts at 5 s, grows ×1.5 and is capped at 60 s', async () => {
    const { client, dir } = await setup({ handler: echo, batch: { pollsUntilEnded: 1_000_000 } })
    const b = await client.messages.batches.create({ requests: [{ custom_id: customIdOf(key('a', 'A'), 0), params: params('A') }] })
    await writeFile(path.join(dir, BATCHES_FILE), JSON.stringify(submitted(b.id, [{ run: 'a', text: 'A' }])) + '\n')
    const journal = new BatchJournal(dir)
    await journal.load()
    const waitsOf = async (poll: BatchSchedulerOptions['poll'], n: number) => {
      const waits: number[] = []
      let done!: () => void
      const enough = new Promise<void>((r) => (done = r))
      const s = new BatchScheduler({
        client, journal, model: MODEL, ...(poll ? { poll } : {}),
        onEvent: (e) => {
          if (e.type === 'polled' && waits.push(e.waitMs) === n) done()
        },
      })
      s.resumePending()
      await enough
      await s.close()
      return waits
    }
    expect(await waitsOf({ initialMs: 1, maxMs: 6, factor: 2 }, 4)).toEqual([1, 2, 4, 6])
    expect(await waitsOf(undefined, 1)).toEqual([5000])
    expect(await waitsOf({ initialMs: 0, factor: 1e6 }, 2)).toEqual([1, 60_000])
    expect(await waitsOf({ initialMs: 0, maxMs: 1e9 }, 3)).toEqual([1, 1.5, 2.25])
  })
})

describe('aborts', () => {
  test('a send after the run signal aborted fails at once, with the reason in the message', async () => {
    const { make, fake } = await setup()
    for (const [reason, msg] of [[new Error('budget spent'), 'run aborted: budget spent'], ['stop', 'run aborted: stop'], [42, 'run aborted']] as const) {
      const ac = new AbortController()
      ac.abort(reason)
      const s = make({ signal: ac.signal })
      await expect(s.send(params('a'), ctx('a'))).rejects.toMatchObject({ name: 'AbortError', message: msg })
    }
    const ac = new AbortController()
    ac.abort(new Error('this run only'))
    await expect(make().send(params('a'), ctx('a', 1, { signal: ac.signal }))).rejects.toMatchObject({ name: 'AbortError', message: 'run aborted: this run only' })
    expect(fake.requests).toHaveLength(0)
  })

  test('an abort fails the parked and the submitted requests at once', async () => {
    const { make, fake } = await setup({ handler: echo, batch: { pollsUntilEnded: 1_000_000 } })
    const ac = new AbortController()
    const s = make({ signal: ac.signal })
    s.enter()
    s.enter()
    s.enter()
    const a = s.send(params('A'), ctx('a')).catch((e: unknown) => e)
    const b = s.send(params('B'), ctx('b')).catch((e: unknown) => e)
    await tick(20)
    expect(creates(fake)).toHaveLength(0)
    ac.abort(new Error('cancelled'))
    expect(await a).toMatchObject({ name: 'AbortError', message: 'run aborted: cancelled' })
    expect(await b).toMatchObject({ name: 'AbortError' })

    const ac2 = new AbortController()
    const s2 = make({ signal: ac2.signal })
    s2.enter()
    const c = s2.send(params('C'), ctx('c')).catch((e: unknown) => e)
    while (creates(fake).length === 0) await tick(5)
    await tick(20)
    ac2.abort(new Error('late'))
    expect(await c).toMatchObject({ name: 'AbortError', message: 'run aborted: late' })
  })

  test('an abort while the batch is being created: the batch is still journaled, the runs fail as aborted, nothing is polled', async () => {
    const slowCreate = (r: { method: string; path: string }) => (r.method === 'POST' && r.path === '/v1/messages/batches' ? 150 : 0)
    const { make, fake, journal } = await setup({ handler: echo, latencyMs: slowCreate })
    const ac = new AbortController()
    const s = make({ signal: ac.signal })
    s.enter()
    const p = s.send(params('A'), ctx('a')).catch((e: unknown) => e)
    await tick(50)
    ac.abort('stop')
    expect(await p).toMatchObject({ name: 'AbortError', message: 'run aborted: stop' })
    await tick(200)
    await journal.flush()
    expect(journal.batches.size).toBe(1)
    expect(retrieves(fake)).toHaveLength(0)
  })

  test('a batch create that fails fails the runs of that batch with the API error (or as aborted)', async () => {
    const down = await startFakeAnthropic({})
    const url = down.url
    await down.close()
    const dir = await tempDir()
    const journal = new BatchJournal(dir)
    const client = new Anthropic({ apiKey: 'k', baseURL: url, maxRetries: 0 })
    const s = new BatchScheduler({ client, journal, model: MODEL, apiRetries: 0 })
    s.enter()
    const err = await s.send(params('A'), ctx('a')).catch((e: unknown) => e)
    expect(err).toMatchObject({ name: 'APIConnectionError' })
    expect(journal.batches.size).toBe(0)
  })

  test('the batch API calls use apiRetries SDK retries (default 4)', async () => {
    let hits = 0
    const server = createServer((_req, res) => {
      hits++
      res.writeHead(500, { 'content-type': 'application/json', 'retry-after-ms': '1' })
      res.end(JSON.stringify({ type: 'error', error: { type: 'api_error', message: 'down' } }))
    })
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    cleanups.push(() => new Promise((r) => server.close(r)))
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    for (const [apiRetries, expected] of [[undefined, 5], [1, 2]] as const) {
      hits = 0
      const s = new BatchScheduler({ client: new Anthropic({ apiKey: 'k', baseURL: url, maxRetries: 0 }), journal: new BatchJournal(await tempDir()), model: MODEL, ...(apiRetries === undefined ? {} : { apiRetries }) })
      s.enter()
      await expect(s.send(params('A'), ctx('a'))).rejects.toMatchObject({ status: 500 })
      expect(hits).toBe(expected)
    }
  })

  test('a transient error after the abort is not retried', async () => {
    const ac = new AbortController()
    const { fake, make } = await setup({
      handler: echo,
      batch: {
        itemFault: () => {
          ac.abort('stop')
          return { status: 529 }
        },
      },
    })
    const s = make({ signal: ac.signal })
    s.enter()
    const err = await s.send(params('A'), ctx('a')).catch((e: unknown) => e)
    expect(err).toMatchObject({ name: 'AbortError' })
    expect(creates(fake)).toHaveLength(1)
  })
})

describe('the response cache and listeners', () => {
  test('a cached answer skips the batch; a fresh one is recorded for the next run', async () => {
    const { fake, make } = await setup()
    const dir = await tempDir()
    const cache = new ResponseCache({ dir, mode: 'read-write' })
    const s = make({ cache })
    const [first] = await oneRound(s, ['a'])
    expect((first as SendResult).cached).toBe(false)
    await cache.close()
    const s2 = make({ cache: new ResponseCache({ dir, mode: 'read-only' }) })
    s2.enter()
    const again = await s2.send(params('a'), ctx('a'))
    expect(again).toEqual({ message: (first as SendResult).message, cached: true, retries: 0 })
    expect(s2.stats.cacheHits).toBe(1)
    expect(creates(fake)).toHaveLength(1)
    // a different trial is a different sample: no hit
    const s3 = make({ cache: new ResponseCache({ dir, mode: 'read-only' }) })
    s3.enter()
    await s3.send(params('a'), { spec: spec('a-trial-2', 2), turn: 1 })
    expect(creates(fake)).toHaveLength(2)
  })

  test('a cache that is off or cannot be written changes nothing for the run', async () => {
    const dir = await tempDir()
    const file = path.join(dir, 'file')
    await writeFile(file, 'x')
    const { make } = await setup()
    const [r] = await oneRound(make({ cache: new ResponseCache({ dir: file, mode: 'read-write' }) }), ['a'])
    expect(textOf(r as SendResult)).toBe('echo: a')
    const [r2] = await oneRound(make({ cache: new ResponseCache({ dir, mode: 'off' }) }), ['a'])
    expect((r2 as SendResult).cached).toBe(false)
  })

  test('a listener that throws breaks nothing', async () => {
    const { make } = await setup()
    const s = make({
      onEvent: () => {
        throw new Error('listener bug')
      },
    })
    const [r] = await oneRound(s, ['a'])
    expect(textOf(r as SendResult)).toBe('echo: a')
  })
})

describe('more of the schedule', () => {
  test('a new batch is first polled after poll.initialMs', async () => {
    const { make, fake } = await setup()
    const s = make({ poll: { initialMs: 150, maxMs: 150, factor: 1 } })
    const t0 = Date.now()
    await oneRound(s, ['a'])
    expect(Date.now() - t0).toBeGreaterThanOrEqual(140)
    expect(retrieves(fake).length).toBeGreaterThan(0)
  })

  test('a run waiting on a batch from before the restart counts as parked: the others\' round goes out', async () => {
    const { client, dir, fake } = await setup({ handler: echo, batch: { pollsUntilEnded: 1_000_000 } })
    const kA = requestKey('a', 1, params('A'))
    const b = await client.messages.batches.create({ requests: [{ custom_id: customIdOf(kA, 0), params: params('A') }] })
    await writeFile(path.join(dir, BATCHES_FILE), JSON.stringify({ v: 1, type: 'submitted', batch_id: b.id, at: 'x', round: 1, model: MODEL, requests: [{ custom_id: customIdOf(kA, 0), key: kA, run_id: 'a', turn: 1 }] }) + '\n')
    const journal = new BatchJournal(dir)
    await journal.load()
    const s = new BatchScheduler({ client, journal, model: MODEL, poll: { initialMs: 1, maxMs: 2, factor: 2 } })
    s.enter()
    s.enter()
    void s.send(params('A'), ctx('a')).catch(() => undefined)
    void s.send(params('B'), ctx('b')).catch(() => undefined)
    while (creates(fake).length < 2) await tick(5) // B's batch is created while A still waits on the old one
    expect(creates(fake)[1]!.map((q) => q.custom_id)).toEqual([customIdOf(requestKey('b', 1, params('B')), 0)])
    await s.close()
  })
})
