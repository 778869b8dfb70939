/**
 * The fake's Message Batches endpoints through the REAL SDK (`client.messages.batches.*`):
 * create → retrieve (in_progress → ended) → results (JSONL, any order) → list → delete, cancel,
 * request validation, and the scheduler's handling of canceled results.
 */
import { afterEach, describe, expect, test } from '@jest/globals'
import Anthropic from '@anthropic-ai/sdk'
import { startFakeAnthropic, textReply } from '../fakes/anthropic-server.js'

const cleanups: (() => Promise<unknown>)[] = []
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!()
})

async function setup(opts: Parameters<typeof startFakeAnthropic>[0]) {
  const fake = await startFakeAnthropic(opts)
  cleanups.push(() => fake.close())
  return { fake, client: new Anthropic({ apiKey: 'sk-test', baseURL: fake.url, maxRetries: 0 }) }
}

const params = (text: string): Anthropic.MessageCreateParamsNonStreaming => ({ model: 'claude-sonnet-5-5', max_tokens: 64, messages: [{ role: 'user', content: text }] })

describe('fake Message Batches API with the real SDK', () => {
  test('create, poll until ended, read JSONL results in any order, list, delete', async () => {
    const { fake, client } = await setup({ handler: (req) => textReply(`echo: ${req.body.messages[0].content}`), batch: { pollsUntilEnded: 2 } })
    const created = await client.messages.batches.create({ requests: [{ custom_id: 'a', params: params('one') }, { custom_id: 'b', params: { ...params('two'), temperature: 0.5 } as never }] })
    expect(created).toMatchObject({ type: 'message_batch', processing_status: 'in_progress', results_url: null, request_counts: { processing: 2 } })
    expect((await client.messages.batches.retrieve(created.id)).processing_status).toBe('in_progress')
    expect((await client.messages.batches.retrieve(created.id)).processing_status).toBe('in_progress')
    const ended = await client.messages.batches.retrieve(created.id)
    expect(ended).toMatchObject({ processing_status: 'ended', request_counts: { succeeded: 1, errored: 1, processing: 0 } })
    expect(ended.results_url).toContain(`/v1/messages/batches/${created.id}/results`)
    const lines: Anthropic.Messages.MessageBatchIndividualResponse[] = []
    for await (const l of await client.messages.batches.results(created.id)) lines.push(l)
    expect(lines.map((l) => l.custom_id)).toEqual(['b', 'a']) // reverse order by default
    const a = lines.find((l) => l.custom_id === 'a')!.result
    expect(a.type).toBe('succeeded')
    if (a.type === 'succeeded') {
      expect(a.message.content[0]).toMatchObject({ type: 'text', text: 'echo: one' })
      expect(a.message.usage.service_tier).toBe('batch')
    }
    expect(lines.find((l) => l.custom_id === 'b')!.result).toMatchObject({ type: 'errored', error: { type: 'error', error: { type: 'invalid_request_error' } } })
    const page = await client.messages.batches.list()
    expect(page.data.map((b) => b.id)).toEqual([created.id])
    expect(await client.messages.batches.delete(created.id)).toMatchObject({ id: created.id, type: 'message_batch_deleted' })
    await expect(client.messages.batches.retrieve(created.id)).rejects.toMatchObject({ status: 404 })
    // Batch items never reach /v1/messages.
    expect(fake.messageRequests).toHaveLength(0)
  })

  test('cancel: canceling → ended with canceled results; bad custom ids are refused', async () => {
    const { client } = await setup({ handler: () => textReply('x'), batch: { pollsUntilEnded: 5 } })
    const b = await client.messages.batches.create({ requests: [{ custom_id: 'c1', params: params('x') }] })
    expect((await client.messages.batches.cancel(b.id)).processing_status).toBe('canceling')
    await expect(client.messages.batches.delete(b.id)).rejects.toMatchObject({ status: 400 })
    let s = await client.messages.batches.retrieve(b.id)
    while (s.processing_status !== 'ended') s = await client.messages.batches.retrieve(b.id)
    expect(s.request_counts).toMatchObject({ canceled: 1, succeeded: 0 })
    const out: unknown[] = []
    for await (const l of await client.messages.batches.results(b.id)) out.push(l)
    expect(out).toEqual([{ custom_id: 'c1', result: { type: 'canceled' } }])
    await expect(client.messages.batches.create({ requests: [{ custom_id: 'no spaces!', params: params('x') }] })).rejects.toMatchObject({ status: 400 })
    await expect(client.messages.batches.create({ requests: [{ custom_id: 'd', params: params('x') }, { custom_id: 'd', params: params('y') }] })).rejects.toMatchObject({ status: 400 })
    await expect(client.messages.batches.results('msgbatch_nope')).rejects.toMatchObject({ status: 404 })
  })
})
