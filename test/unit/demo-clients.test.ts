/**
 * The demo's client source (src/demo/clients.ts), which the CLI picks for `demo` and `--simulate`:
 * the Messages-API client is the simulated agent, the batch client also answers the Message
 * Batches endpoints through the real SDK, and the triggers / regression models answer their own
 * requests.
 */
import { describe, expect, test } from '@jest/globals'
import { demoModelClients, SIMULATED_BATCH_POLL } from '../../src/demo/clients.js'
import { pollFromEnv } from '../../src/run/batch/index.js'

const textOf = (m: { content: { type: string; text?: string }[] }) => m.content.map((b) => (b.type === 'text' ? b.text : '')).join('')

describe('demo model clients', () => {
  test('the agent answers a plain request, labelled simulated', async () => {
    const clients = demoModelClients()
    expect(clients.simulated).toBe(true)
    const m = await clients.client().messages.create({ model: 'claude-x', max_tokens: 100, messages: [{ role: 'user', content: 'Write a haiku about tests.' }] })
    expect(m.id.startsWith('msg_sim_')).toBe(true)
    expect(m.model).toBe('claude-x')
  })

  test('the batch client runs a batch through the SDK: create, retrieve, results', async () => {
    const client = demoModelClients().client('batch')
    const params = { model: 'claude-x', max_tokens: 100, messages: [{ role: 'user' as const, content: 'Say hello.' }] }
    const created = await client.messages.batches.create({ requests: [{ custom_id: 'a', params }, { custom_id: 'b', params }] })
    expect(created.processing_status).toBe('in_progress')
    const got = await client.messages.batches.retrieve(created.id)
    expect(got.processing_status).toBe('ended')
    expect(got.request_counts.succeeded).toBe(2)
    const ids: string[] = []
    for await (const r of await client.messages.batches.results(created.id)) {
      expect(r.result.type).toBe('succeeded')
      if (r.result.type === 'succeeded') expect(r.result.message.usage.service_tier).toBe('batch')
      ids.push(r.custom_id)
    }
    expect(ids.sort()).toEqual(['a', 'b'])
    // the plain client has no batches: its fetch is the agent alone
    await expect(demoModelClients().client('messages').messages.batches.retrieve(created.id)).rejects.toThrow()
  })

  test('the regression model answers golden-judge requests with scores', async () => {
    const client = demoModelClients('regression').client()
    const m = await client.messages.create({
      model: 'j',
      max_tokens: 100,
      messages: [{ role: 'user', content: '<expected_output_summary>a release plan</expected_output_summary><untrusted_material>the release plan</untrusted_material>' }],
      output_config: { format: { type: 'json_schema', schema: { type: 'object', properties: { coverage: { type: 'number' } } } } },
    } as never)
    const reply = JSON.parse(textOf(m as never)) as { coverage: number; clarity: number }
    expect(reply.coverage).toBe(100)
    expect(reply.clarity).toBe(90)
  })

  test('the triggers model loads a listed skill whose description matches the query', async () => {
    const client = demoModelClients('triggers').client()
    const system = '<available_skills><skill><name>changelog</name><description>Write release changelog entries from merged pull requests</description></skill></available_skills>'
    const m = await client.messages.create({
      model: 'm',
      max_tokens: 100,
      system,
      tools: [{ name: 'Skill', description: 'load a skill', input_schema: { type: 'object', properties: { command: { type: 'string' } } } }],
      messages: [{ role: 'user', content: 'Write the changelog entries for the merged pull requests of this release' }],
    })
    const uses = m.content.filter((b) => b.type === 'tool_use')
    expect(uses.length).toBe(1)
    expect(JSON.stringify(uses[0])).toContain('changelog')
  })

  test('simulated batches poll fast unless SKILL_EVALS_BATCH_POLL_MS says otherwise', () => {
    expect(pollFromEnv({}, { ...SIMULATED_BATCH_POLL })).toEqual({ initialMs: 1, maxMs: 20, factor: 2 })
    expect(pollFromEnv({ SKILL_EVALS_BATCH_POLL_MS: '50' }, { ...SIMULATED_BATCH_POLL })).toEqual({ initialMs: 50, maxMs: 50, factor: 1 })
    expect(pollFromEnv({})).toBeUndefined()
  })
})
