/**
 * `runner: batch`: runBatchEvals with the REAL @anthropic-ai/sdk (`client.messages.batches.*`)
 * against the loopback fake's Message Batches endpoints: rounds that continue multi-turn tool
 * loops, results matched by custom_id (the fake returns them in reverse order), batch pricing,
 * retries of transient item errors, and resume after a restart in the middle.
 */
import { afterEach, describe, expect, test } from '@jest/globals'
import Anthropic from '@anthropic-ai/sdk'
import { mkdtemp, readFile, realpath, rm } from 'node:fs/promises'
import os from 'node:os'
import { join } from 'node:path'

import { loadRepo } from '../../src/discover/index.js'
import { runBatchEvals, type BatchRunOptions, type BatchEvent, BATCHES_FILE, parseCustomId } from '../../src/run/batch/index.js'
import { costOf } from '../../src/run/cost.js'
import type { Repo, RunRecord } from '../../src/types.js'
import { startFakeAnthropic, textReply, toolUseReply, type FakeAnthropic, type FakeAnthropicOptions, type FakeHandler } from '../fakes/anthropic-server.js'
import { makeRepo } from '../helpers/temp-repo.js'
import { MODEL, SENTINEL_KEY, agentHandler, assistantTurns, exists, promptOf, readRunsJsonl, repoFiles } from '../helpers/run-engine-fixtures.js'

const cleanups: (() => Promise<unknown>)[] = []
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!()
})

async function tempDir(prefix: string): Promise<string> {
  const d = await realpath(await mkdtemp(join(os.tmpdir(), prefix)))
  cleanups.push(() => rm(d, { recursive: true, force: true }))
  return d
}

async function fakeApi(opts: FakeAnthropicOptions): Promise<{ fake: FakeAnthropic; client: Anthropic }> {
  const fake = await startFakeAnthropic(opts)
  cleanups.push(() => fake.close())
  return { fake, client: new Anthropic({ apiKey: SENTINEL_KEY, baseURL: fake.url, maxRetries: 0 }) }
}

async function repoOf(files: Record<string, string>): Promise<Repo> {
  const r = await makeRepo(files)
  cleanups.push(r.dispose)
  return loadRepo(r.root)
}

function options(outDir: string, over: Partial<BatchRunOptions> = {}): BatchRunOptions {
  return {
    outDir,
    trials: 1,
    concurrency: 2,
    model: MODEL,
    resume: false,
    skillLoading: 'preload',
    bash: false,
    maxTurns: 6,
    maxTokens: 1024,
    runTimeoutSeconds: 30,
    cache: 'off',
    cacheDir: join(outDir, '..', 'cache-unused'),
    maxCostUsd: null,
    maxRuns: null,
    poll: { initialMs: 2, maxMs: 10, factor: 2 },
    ...over,
  }
}

async function journalLines(outDir: string): Promise<any[]> {
  return (await readFile(join(outDir, BATCHES_FILE), 'utf8')).split('\n').filter(Boolean).map((l) => JSON.parse(l))
}

/** Creates (POST /v1/messages/batches) seen by the fake, with their request counts. */
function creates(fake: FakeAnthropic): number[] {
  return fake.batchRequests.filter((r) => r.method === 'POST' && r.path === '/v1/messages/batches').map((r) => r.body.requests.length)
}

/**
 * The run was priced at the batch rate: its cost is exactly half the full price of the same usage
 * (no Haiku 5.5 long-context tier at these sizes, so per-response and total pricing agree).
 */
function expectBatchPriced(r: RunRecord): void {
  expect(r.costUsd).not.toBeNull()
  expect(r.costUsd!).toBeGreaterThan(0)
  expect(r.costUsd!).toBeCloseTo(costOf(r.model, r.usage)! * 0.5, 12)
}

describe('runBatchEvals', () => {
  test('runs multi-turn tool loops in rounds of batches, matches results by custom_id, prices at 50%', async () => {
    const repo = await repoOf(repoFiles({ skill: 'brief', ids: [1, 2] }))
    const { fake, client } = await fakeApi({ handler: agentHandler() }) // results come back in reverse order
    const out = join(await tempDir('batch-out-'), 'results')
    const events: BatchEvent[] = []
    const outcome = await runBatchEvals(repo, options(out, { onBatchEvent: (e) => events.push(e) }), client)

    // 2 evals × (with_skill, without_skill) = 4 runs; each run: Write, then a final text → 2 rounds.
    expect(outcome.records).toHaveLength(4)
    expect(outcome.records.every((r) => r.status === 'completed')).toBe(true)
    expect(creates(fake)).toEqual([4, 4])
    expect(fake.messageRequests).toHaveLength(0) // nothing went through /v1/messages
    expect(outcome.batch.rounds).toBe(2)
    expect(outcome.batch.submittedRequests).toBe(8)
    expect(events.filter((e) => e.type === 'submitted').map((e) => (e as { round: number }).round)).toEqual([1, 2])

    for (const r of outcome.records) {
      expect(r.turns).toBe(2)
      expect(r.apiCalls).toBe(2)
      // Each run got ITS OWN answers although the results file is reversed.
      const written = await readFile(join(out, r.runId, 'outputs', 'result.md'), 'utf8')
      expect(written).toContain(`eval ${String(r.evalId)};`)
      expect(r.response).toContain(`Done with eval ${String(r.evalId)}`)
      expectBatchPriced(r)
    }
    // The second round's requests continue the conversation: tool_result for the Write.
    const round2 = fake.batchRequests.filter((r) => r.method === 'POST' && r.path === '/v1/messages/batches')[1]!.body.requests
    for (const q of round2) {
      expect(q.params.messages).toHaveLength(3)
      expect(q.params.messages[2].content[0].type).toBe('tool_result')
      expect(q.custom_id).toMatch(/^[a-zA-Z0-9_-]{1,64}$/)
    }

    // The journal: 2 submitted batches, 8 results, both ended.
    const lines = await journalLines(out)
    expect(lines.filter((l) => l.type === 'submitted')).toHaveLength(2)
    expect(lines.filter((l) => l.type === 'result')).toHaveLength(8)
    expect(lines.filter((l) => l.type === 'ended').map((l) => l.batch_id)).toEqual([...fake.batches.keys()])
    // runs.jsonl is the same format as the API runner's.
    expect((await readRunsJsonl(out)).map((r) => r.status)).toEqual(['completed', 'completed', 'completed', 'completed'])
    // The key never leaves the process.
    expect(await readFile(join(out, BATCHES_FILE), 'utf8')).not.toContain(SENTINEL_KEY)
  })

  test('runs of different lengths pipeline: short runs finish, long runs continue in later rounds', async () => {
    const repo = await repoOf(repoFiles({ skill: 'brief', ids: [1, 2] }))
    // eval 1: Write, Read, text (3 turns); eval 2: text at once (1 turn).
    const handler: FakeHandler = (req) => {
      const long = promptOf(req).startsWith('Summarise')
      const t = assistantTurns(req)
      if (!long) return textReply('Short answer.')
      if (t === 0) return toolUseReply('Write', { file_path: 'result.md', content: 'one\n' })
      if (t === 1) return toolUseReply('Read', { file_path: 'result.md' })
      return textReply('Long answer done.')
    }
    const { fake, client } = await fakeApi({ handler })
    const out = join(await tempDir('batch-out-'), 'results')
    const outcome = await runBatchEvals(repo, options(out), client)
    expect(creates(fake)).toEqual([4, 2, 2])
    const turns = Object.fromEntries(outcome.records.map((r) => [`${String(r.evalId)}/${r.configuration}`, r.turns]))
    expect(turns).toEqual({ '1/with_skill': 3, '1/without_skill': 3, '2/with_skill': 1, '2/without_skill': 1 })
    const read = outcome.records.find((r) => r.evalId === 1)!.toolCalls.find((c) => c.name === 'Read')!
    expect(read.output).toContain('one')
  })

  test('transient item errors are retried in a later round with a new custom_id; permanent ones fail the run', async () => {
    const repo = await repoOf(repoFiles({ skill: 'brief', ids: [1, 2] }))
    const seen = new Map<string, number>()
    const { fake, client } = await fakeApi({
      handler: agentHandler(),
      batch: {
        itemFault: (params, customId) => {
          const prompt = typeof params.messages[0].content === 'string' ? params.messages[0].content : ''
          const { key, attempt } = parseCustomId(customId)!
          seen.set(key, Math.max(seen.get(key) ?? 0, attempt))
          // eval 1 / first turn / first attempt: overloaded (transient); eval 2 with the skill: invalid (permanent).
          if (prompt.startsWith('Summarise') && params.messages.length === 1 && attempt === 0) return { status: 529 }
          if (prompt.startsWith('Draft') && params.system.length > 1) return { status: 400, message: 'messages: bad thing' }
          return undefined
        },
      },
    })
    const out = join(await tempDir('batch-out-'), 'results')
    const outcome = await runBatchEvals(repo, options(out), client)
    const byKey = Object.fromEntries(outcome.records.map((r) => [`${String(r.evalId)}/${r.configuration}`, r]))
    expect(byKey['1/with_skill']!.status).toBe('completed')
    expect(byKey['1/with_skill']!.retries).toBe(1)
    expect(byKey['1/without_skill']!.status).toBe('completed')
    expect(byKey['2/without_skill']!.status).toBe('completed')
    expect(byKey['2/with_skill']!.status).toBe('error')
    expect(byKey['2/with_skill']!.error).toMatchObject({ type: 'invalid_request_error', status: 400, message: 'messages: bad thing' })
    expect(outcome.batch.retried).toBe(2)
    // Round 1: 4 requests; round 2: 2 retries + 1 continuation (eval 2 with the skill failed at
    // once); round 3: the 2 retried runs' second turn.
    expect(creates(fake)).toEqual([4, 3, 2])
  })

  test('expired requests are resubmitted; canceled ones end the run with batch_canceled', async () => {
    const repo = await repoOf(repoFiles({ skill: 'brief', ids: [1, 2] }))
    const { client } = await fakeApi({
      handler: agentHandler(),
      batch: {
        itemFault: (params, customId) => {
          const prompt = String(params.messages[0].content)
          if (prompt.startsWith('Summarise') && parseCustomId(customId)!.attempt === 0 && params.messages.length === 1) return 'expired'
          if (prompt.startsWith('Draft') && params.system.length === 1 && params.messages.length === 3) return 'canceled'
          return undefined
        },
      },
    })
    const out = join(await tempDir('batch-out-'), 'results')
    const outcome = await runBatchEvals(repo, options(out), client)
    const byKey = Object.fromEntries(outcome.records.map((r) => [`${String(r.evalId)}/${r.configuration}`, r]))
    expect(byKey['1/with_skill']).toMatchObject({ status: 'completed', retries: 1 })
    expect(byKey['1/without_skill']).toMatchObject({ status: 'completed', retries: 1 })
    expect(byKey['2/with_skill']!.status).toBe('completed')
    expect(byKey['2/without_skill']).toMatchObject({ status: 'error', turns: 1, error: { type: 'batch_canceled' } })
    // The canceled run still recorded what its first turn cost (batch rate).
    expect(byKey['2/without_skill']!.costUsd!).toBeGreaterThan(0)
  })

  test('restart after submit: the next process polls the SAME batch, submits nothing twice, completes at 50%', async () => {
    const repo = await repoOf(repoFiles({ skill: 'brief', ids: [1, 2] }))
    const { fake, client } = await fakeApi({ handler: agentHandler(), batch: { pollsUntilEnded: 3 } })
    const out = join(await tempDir('batch-out-'), 'results')

    // Process 1: killed right after its first batch was submitted (before any poll ends it).
    const ctl = new AbortController()
    const first = await runBatchEvals(
      repo,
      options(out, { poll: { initialMs: 1_000, maxMs: 1_000 }, onBatchEvent: (e) => e.type === 'submitted' && ctl.abort(new Error('job restarted')) }),
      client,
      {},
      ctl.signal,
    )
    expect(first.cancelled).toBe(true)
    expect(first.records).toHaveLength(0)
    expect(await exists(join(out, 'runs.jsonl'))).toBe(false)
    const batchId = [...fake.batches.keys()][0]!
    expect(fake.batches.get(batchId)!.status).toBe('in_progress')
    const j1 = await journalLines(out)
    expect(j1).toEqual([expect.objectContaining({ type: 'submitted', batch_id: batchId, round: 1 })])
    expect(j1[0].requests).toHaveLength(4)

    // Process 2: --resume.
    const events: BatchEvent[] = []
    const second = await runBatchEvals(repo, options(out, { resume: true, onBatchEvent: (e) => events.push(e) }), client)
    expect(events[0]).toEqual({ type: 'resumed', batchId })
    expect(second.batch.resumedBatches).toBe(1)
    // The first batch was polled again by id and never resubmitted: round 1's 4 requests once, then
    // round 2's 4 (in one batch, or more when a slow machine splits the scheduler's window).
    const created = creates(fake)
    expect(created[0]).toBe(4)
    expect(created.slice(1).reduce((a, b) => a + b, 0)).toBe(4)
    const polled = fake.batchRequests.filter((r) => r.method === 'GET' && r.path === `/v1/messages/batches/${batchId}`)
    expect(polled.length).toBeGreaterThanOrEqual(3)
    expect(second.records).toHaveLength(4)
    expect(second.records.every((r) => r.status === 'completed' && r.turns === 2)).toBe(true)
    for (const r of second.records) expectBatchPriced(r)
    // Every request of every run was submitted exactly once.
    const ids = fake.batchRequests.filter((r) => r.method === 'POST' && r.path === '/v1/messages/batches').flatMap((r) => r.body.requests.map((q: { custom_id: string }) => q.custom_id))
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids).toHaveLength(8)
    // One 'ended' line per batch: the resumed one plus every batch of round 2.
    const lines = await journalLines(out)
    expect(lines.filter((l) => l.type === 'ended')).toHaveLength(created.length)
    expect(created.length).toBeGreaterThanOrEqual(2)
  })

  test('restart after a finished round: stored results are replayed, the in-flight round is resumed, nothing is resubmitted', async () => {
    const repo = await repoOf(repoFiles({ skill: 'brief', ids: [1, 2] }))
    const { fake, client } = await fakeApi({ handler: agentHandler() })
    const out = join(await tempDir('batch-out-'), 'results')
    const ctl = new AbortController()
    let submitted = 0
    const first = await runBatchEvals(
      repo,
      options(out, { onBatchEvent: (e) => e.type === 'submitted' && ++submitted === 2 && ctl.abort() }),
      client,
      {},
      ctl.signal,
    )
    expect(first.cancelled).toBe(true)
    expect(first.records).toHaveLength(0)
    expect(creates(fake)).toEqual([4, 4])
    const requestsBefore = fake.requests.length

    const second = await runBatchEvals(repo, options(out, { resume: true }), client)
    // Turn 1 of every run comes from the journal (and turn 2 too when the resumed batch's results
    // were journaled before the run asked for them).
    expect(second.batch.replayedResults).toBeGreaterThanOrEqual(4)
    expect(second.batch.resumedBatches).toBe(1)
    expect(second.batch.submittedBatches).toBe(0)
    expect(creates(fake)).toEqual([4, 4])
    expect(second.records.every((r) => r.status === 'completed')).toBe(true)
    for (const r of second.records) expectBatchPriced(r)
    // Only batch polls/results after the restart, no message calls.
    expect(fake.requests.slice(requestsBefore).every((r) => r.method === 'GET' && r.path.startsWith('/v1/messages/batches/'))).toBe(true)
  })

  test('a fresh run (no --resume) starts over; runs finished before a restart are not redone', async () => {
    const repo = await repoOf(repoFiles({ skill: 'brief', ids: [1] }))
    const { fake, client } = await fakeApi({ handler: agentHandler() })
    const out = join(await tempDir('batch-out-'), 'results')
    await runBatchEvals(repo, options(out), client)
    expect(creates(fake)).toEqual([2, 2])
    const again = await runBatchEvals(repo, options(out, { resume: true }), client)
    expect(again.progress.resumed).toBe(2)
    expect(creates(fake)).toEqual([2, 2])
    const fresh = await runBatchEvals(repo, options(out), client)
    expect(fresh.progress.resumed).toBe(0)
    expect(creates(fake)).toEqual([2, 2, 2, 2])
  })
})
