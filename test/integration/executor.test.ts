/**
 * The executor end to end: the real SDK (maxRetries 0) against the loopback fake Messages API,
 * with a trivial `send` (no gateway), plus the simulated model through the SDK's `fetch` option.
 */
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals'
import Anthropic from '@anthropic-ai/sdk'
import { mkdir, mkdtemp, readFile, realpath, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { executeRun, type ExecuteRequest, type SendFn } from '../../src/run/executor.js'
import { createSimulatedFetch } from '../../src/demo/simulated-model.js'
import type { RunId } from '../../src/types.js'
import {
  startFakeAnthropic,
  textBlock,
  textReply,
  thinkingBlock,
  toolUseBlock,
  toolUseReply,
  type FakeAnthropic,
  type FakeAnthropicOptions
} from '../fakes/anthropic-server.js'

const API_KEY = 'sk-ant-test-0123456789'

const spec: RunId = {
  runId: 'demo/eval-1-x/with_skill/run-1',
  skill: 'demo',
  evalId: 1,
  evalDir: 'eval-1-x',
  configuration: 'with_skill',
  trial: 1,
  model: 'claude-test-1'
}

const SKILL = {
  name: 'release-notes',
  description: 'Write release notes from a changelog. Use when asked for release notes.',
  body: '# Release notes\n\n## Highlights\n\nLead with user-visible changes.\n\n## Breaking changes\n\nList them.'
}

let ws: string
let fake: FakeAnthropic | undefined

function clientSend(client: Anthropic): SendFn {
  return async (params, ctx) => {
    const { data, request_id } = await client.messages.create(params, { signal: ctx.signal }).withResponse()
    return { message: data, requestId: request_id ?? undefined, cached: false, retries: 0 }
  }
}

async function withFake(opts: FakeAnthropicOptions): Promise<{ fake: FakeAnthropic; send: SendFn }> {
  fake = await startFakeAnthropic(opts)
  return { fake, send: clientSend(new Anthropic({ apiKey: API_KEY, baseURL: fake.url, maxRetries: 0 })) }
}

function request(over: Partial<ExecuteRequest> = {}): ExecuteRequest {
  return {
    spec,
    prompt: 'Write release notes for version 2.0 into NOTES.md.',
    workspaceDir: ws,
    skillLoading: 'preload',
    bash: false,
    maxTurns: 10,
    maxTokens: 1024,
    ...over
  }
}

beforeEach(async () => {
  ws = await realpath(await mkdtemp(path.join(os.tmpdir(), 'exec-ws-')))
})

afterEach(async () => {
  await fake?.close()
  fake = undefined
  await rm(ws, { recursive: true, force: true })
})

describe('tool loop', () => {
  test('full tool_use round trip writes a file; wire details are right', async () => {
    const { fake, send } = await withFake({
      script: [
        { content: [thinkingBlock('plan it'), toolUseBlock('Write', { file_path: 'NOTES.md', content: '# v2.0\n' }, 'toolu_1')] },
        textReply('Wrote NOTES.md.')
      ]
    })
    const r = await executeRun(request(), send)
    expect(r.error).toBeUndefined()
    expect(await readFile(path.join(ws, 'NOTES.md'), 'utf8')).toBe('# v2.0\n')
    expect(r).toMatchObject({ response: 'Wrote NOTES.md.', filesWritten: ['NOTES.md'], turns: 2, apiCalls: 2, stopReason: 'end_turn', skillUsed: true, cached: false })
    expect(r.toolCalls).toEqual([{ turn: 1, id: 'toolu_1', name: 'Write', input: { file_path: 'NOTES.md', content: '# v2.0\n' }, output: 'Created NOTES.md (7 bytes).', isError: false }])
    expect(r.usage.input_tokens + r.usage.cache_creation_input_tokens + r.usage.cache_read_input_tokens).toBeGreaterThan(0)
    expect(r.usage.output_tokens).toBeGreaterThan(1)

    expect(fake.messageRequests).toHaveLength(2)
    for (const req of fake.messageRequests) {
      expect(req.headers['authorization']).toBe(`Bearer ${API_KEY}`)
      expect(req.headers['anthropic-version']).toBe('2026-10-21')
      expect(req.body).not.toHaveProperty('temperature')
      expect(req.body).not.toHaveProperty('top_p')
      expect(req.body).not.toHaveProperty('top_k')
      expect(req.body.model).toBe('claude-test-1')
      expect(req.body.tools.map((t: { name: string }) => t.name)).toEqual(['Read', 'Write', 'Edit', 'Glob', 'Grep'])
    }
    const second = fake.messageRequests[1].body
    expect(second.messages).toHaveLength(3)
    // The thinking block is resent first and intact.
    expect(second.messages[1].content[0]).toMatchObject({ type: 'thinking', thinking: 'plan it' })
    expect(second.messages[1].content[0].signature).toMatch(/^sig_/)
    expect(second.messages[2].content[0]).toMatchObject({ type: 'tool_result', tool_use_id: 'toolu_1', content: 'Created NOTES.md (7 bytes).' })
    expect(second.messages[2].content[0].cache_control).toEqual({ type: 'ephemeral' })
    expect(r.transcript.startsWith('## Eval Prompt\n\nWrite release notes')).toBe(true)
    expect(r.transcript).toContain('### Tool call: Write')
    expect(r.transcript).toContain('## Final Response\n\nWrote NOTES.md.')
  })

  test('thinking block first: the response text comes from text blocks only', async () => {
    const { send } = await withFake({ script: [{ content: [thinkingBlock('secret reasoning'), textBlock('The answer.')] }] })
    const r = await executeRun(request(), send)
    expect(r.response).toBe('The answer.')
    expect(r.transcript).not.toContain('secret reasoning')
  })

  test('tool errors go back as is_error results and the loop continues', async () => {
    const { fake, send } = await withFake({ script: [toolUseReply('Read', { file_path: '../../etc/passwd' }), textReply('Could not.')] })
    const r = await executeRun(request(), send)
    expect(r.toolCalls[0].isError).toBe(true)
    expect(fake.messageRequests[1].body.messages[2].content[0]).toMatchObject({ type: 'tool_result', is_error: true })
    expect(r.response).toBe('Could not.')
  })

  test('pause_turn resends the conversation as is and counts a turn', async () => {
    const { fake, send } = await withFake({ script: [{ content: [textBlock('Working…')], stop_reason: 'pause_turn' }, textReply('Finished.')] })
    const r = await executeRun(request(), send)
    expect(r).toMatchObject({ turns: 2, apiCalls: 2, stopReason: 'end_turn', response: 'Finished.' })
    const resent = fake.messageRequests[1].body.messages
    expect(resent).toHaveLength(2)
    expect(resent[1]).toEqual({ role: 'assistant', content: [{ type: 'text', text: 'Working…', citations: null }] })
  })

  test('max_tokens without tool_use stops with that stop reason', async () => {
    const { send } = await withFake({ script: [{ content: [textBlock('Cut off mid')], stop_reason: 'max_tokens' }] })
    const r = await executeRun(request(), send)
    expect(r).toMatchObject({ stopReason: 'max_tokens', turns: 1, response: 'Cut off mid' })
    expect(r.error).toBeUndefined()
  })

  test('refusal stops and is recorded; a preloaded skill the agent never acted on is not "used"', async () => {
    const { send } = await withFake({ script: [{ content: [], stop_reason: 'refusal' }] })
    const r = await executeRun(request({ skill: SKILL }), send)
    expect(r).toMatchObject({ stopReason: 'refusal', turns: 1, response: '', skillUsed: false })
    expect(r.transcript).toContain('The model refused.')
  })

  test('maxTurns stops the loop with stop reason max_turns', async () => {
    const { fake, send } = await withFake({ handler: () => toolUseReply('Glob', { pattern: '**/*' }) })
    const r = await executeRun(request({ maxTurns: 3 }), send)
    expect(r).toMatchObject({ stopReason: 'max_turns', turns: 3, apiCalls: 3 })
    expect(r.toolCalls).toHaveLength(3)
    expect(fake.messageRequests).toHaveLength(3)
  })

  test('an abort signal ends the run with an aborted error, even mid-request', async () => {
    const { send } = await withFake({ latencyMs: 5000, script: [textReply('late')] })
    const ac = new AbortController()
    setTimeout(() => ac.abort(new Error('run timeout')), 50)
    const started = Date.now()
    const r = await executeRun(request({ signal: ac.signal }), send)
    expect(Date.now() - started).toBeLessThan(3000)
    expect(r.error).toMatchObject({ type: 'aborted', message: 'run aborted: run timeout' })
    expect(r.stopReason).toBe('aborted')
  })
})

describe('API errors', () => {
  test('an APIError is recorded with status, type, request id and apiMessage; collected work is kept', async () => {
    const { fake, send } = await withFake({
      script: [toolUseReply('Write', { file_path: 'partial.md', content: 'x' }), { fault: { status: 529, message: 'Overloaded right now' } }]
    })
    const r = await executeRun(request(), send)
    const failed = fake.messageRequests[1]
    expect(r.error).toEqual({ status: 529, type: 'overloaded_error', requestId: failed.response?.requestId, message: 'Overloaded right now' })
    expect(r.error?.requestId).toMatch(/^req_/)
    expect(JSON.stringify(r)).not.toContain(API_KEY)
    expect(r).toMatchObject({ filesWritten: ['partial.md'], turns: 1, apiCalls: 1, stopReason: 'error' })
    expect(r.toolCalls).toHaveLength(1)
    expect(r.transcript).toContain('529 overloaded_error: Overloaded right now')
  })

  test('a non-API error (connection reset) is recorded too', async () => {
    const { send } = await withFake({ faults: ['reset'] })
    const r = await executeRun(request(), send)
    expect(r.error?.message).toMatch(/Connection error/i)
    expect(r.error?.status).toBeUndefined()
    expect(r.apiCalls).toBe(0)
  })

  test('the fake enforces the wire rules: auth, version, no temperature, JSON error bodies', async () => {
    const { fake } = await withFake({ handler: () => textReply('ok') })
    const body = JSON.stringify({ model: 'm', max_tokens: 10, messages: [{ role: 'user', content: 'hi' }] })
    const post = (headers: Record<string, string>, b = body): Promise<Response> =>
      fetch(`${fake.url}/v1/messages`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: b })

    const json = async (r: Response): Promise<any> => r.json()
    const noAuth = await post({ 'anthropic-version': '2026-10-21' })
    expect(noAuth.status).toBe(401)
    expect(noAuth.headers.get('content-type')).toBe('application/json')
    expect(noAuth.headers.get('request-id')).toMatch(/^req_/)
    expect(await noAuth.json()).toMatchObject({ type: 'error', error: { type: 'authentication_error' } })

    const noVersion = await post({ 'x-api-key': 'k' })
    expect(noVersion.status).toBe(400)
    expect((await json(noVersion)).error.type).toBe('invalid_request_error')

    const temp = await post({ 'x-api-key': 'k', 'anthropic-version': '2026-10-21' }, JSON.stringify({ ...JSON.parse(body), temperature: 0 }))
    expect(temp.status).toBe(400)
    expect((await json(temp)).error.message).toMatch(/temperature/)

    const ok = await post({ 'x-api-key': 'k', 'anthropic-version': '2023-06-01' })
    expect(ok.status).toBe(200)
    expect((await json(ok)).content[0].text).toBe('ok')

    // The SDK turns a 400 into BadRequestError; the executor records it.
    const client = new Anthropic({ apiKey: API_KEY, baseURL: fake.url, maxRetries: 0 })
    const err = await client.messages.create({ model: 'm', max_tokens: 10, messages: [] }).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(Anthropic.BadRequestError)
    expect((err as InstanceType<typeof Anthropic.APIError>).requestID).toMatch(/^req_/)
  })

  test('the SDK finds the fake through ANTHROPIC_BASE_URL', async () => {
    const { fake } = await withFake({ script: [textReply('via env')] })
    const saved = process.env.ANTHROPIC_BASE_URL
    process.env.ANTHROPIC_BASE_URL = fake.url
    try {
      const r = await executeRun(request(), clientSend(new Anthropic({ apiKey: API_KEY, maxRetries: 0 })))
      expect(r.response).toBe('via env')
    } finally {
      if (saved === undefined) delete process.env.ANTHROPIC_BASE_URL
      else process.env.ANTHROPIC_BASE_URL = saved
    }
  })
})

describe('fake server faults (for reuse by other suites)', () => {
  test('retry-after-ms on a 429 is honoured by the SDK; retry-count header recorded', async () => {
    const { fake } = await withFake({ faults: [{ status: 429, retryAfterMs: 5, retryAfter: 30 }], script: [textReply('after retry')] })
    const client = new Anthropic({ apiKey: API_KEY, baseURL: fake.url, maxRetries: 1 })
    const started = Date.now()
    const msg = await client.messages.create({ model: 'm', max_tokens: 10, messages: [{ role: 'user', content: 'hi' }] })
    expect(Date.now() - started).toBeLessThan(5000)
    expect(msg.content[0]).toMatchObject({ type: 'text', text: 'after retry' })
    expect(fake.messageRequests.map((r) => r.headers['x-stainless-retry-count'])).toEqual(['0', '1'])
    expect(fake.messageRequests.map((r) => r.response?.status)).toEqual([429, 200])
  })

  test('hang → client timeout; malformed and truncated JSON → errors', async () => {
    const { fake } = await withFake({ faults: ['hang', 'malformed', 'truncated'] })
    const client = new Anthropic({ apiKey: API_KEY, baseURL: fake.url, maxRetries: 0, timeout: 200 })
    const params = { model: 'm', max_tokens: 10, messages: [{ role: 'user' as const, content: 'hi' }] }
    await expect(client.messages.create(params)).rejects.toBeInstanceOf(Anthropic.APIConnectionTimeoutError)
    await expect(client.messages.create(params)).rejects.toThrow()
    await expect(client.messages.create(params)).rejects.toThrow()
    expect(fake.messageRequests.map((r) => r.response?.fault)).toEqual(['hang', 'malformed', 'truncated'])
  })

  test('stream: true gets an SSE stream the SDK assembles, tool_use included', async () => {
    const { fake } = await withFake({ script: [{ content: [thinkingBlock('t'), textBlock('Hi'), toolUseBlock('Read', { file_path: 'a' }, 'toolu_s')] }] })
    const client = new Anthropic({ apiKey: API_KEY, baseURL: fake.url, maxRetries: 0 })
    const final = await client.messages.stream({ model: 'm', max_tokens: 10, messages: [{ role: 'user', content: 'hi' }] }).finalMessage()
    expect(final.stop_reason).toBe('tool_use')
    expect(final.content.map((b) => b.type)).toEqual(['thinking', 'text', 'tool_use'])
    expect(final.content[2]).toMatchObject({ id: 'toolu_s', input: { file_path: 'a' } })
  })

  test('an unanswered tool_use is a 400, like the real API', async () => {
    const { fake } = await withFake({ handler: () => textReply('x') })
    const client = new Anthropic({ apiKey: API_KEY, baseURL: fake.url, maxRetries: 0 })
    const err = await client.messages
      .create({
        model: 'm',
        max_tokens: 10,
        messages: [
          { role: 'user', content: 'hi' },
          { role: 'assistant', content: [{ type: 'tool_use', id: 'toolu_x', name: 'Read', input: {} }] },
          { role: 'user', content: 'no result' }
        ]
      })
      .catch((e: unknown) => e)
    expect(err).toBeInstanceOf(Anthropic.BadRequestError)
    expect((err as InstanceType<typeof Anthropic.APIError>).apiMessage).toMatch(/tool_result/)
  })
})

describe('skill loading', () => {
  test('preload: the skill is in the last system block with cache_control; later trials read the prefix from cache', async () => {
    const { fake, send } = await withFake({ handler: () => textReply('Done.') })
    const r1 = await executeRun(request({ skill: SKILL }), send)
    const r2 = await executeRun(request({ skill: SKILL, spec: { ...spec, trial: 2 } }), send)
    const system = fake.messageRequests[0].body.system
    expect(Array.isArray(system)).toBe(true)
    const last = system[system.length - 1]
    expect(last.cache_control).toEqual({ type: 'ephemeral' })
    expect(last.text).toContain('<skill name="release-notes">')
    expect(last.text).toContain(SKILL.body)
    expect(last.text).toContain('.claude/skills/release-notes/')
    expect(system[0].text).toMatch(/Work only inside it/)
    expect(fake.messageRequests[0].body.tools.map((t: { name: string }) => t.name)).not.toContain('Skill')
    expect(JSON.stringify(fake.messageRequests[0].body.system)).toBe(JSON.stringify(fake.messageRequests[1].body.system))
    expect(r1.usage.cache_creation_input_tokens).toBeGreaterThan(0)
    expect(r2.usage.cache_read_input_tokens).toBe(r1.usage.cache_creation_input_tokens)
    expect(r1.skillUsed).toBe(true)
  })

  test('discover: listing + Skill tool; calling it marks the skill used', async () => {
    const { fake, send } = await withFake({
      script: [toolUseReply('Skill', { skill: 'release-notes' }), toolUseReply('Write', { file_path: 'NOTES.md', content: '## Highlights\n' }), textReply('Done.')]
    })
    const r = await executeRun(request({ skill: SKILL, skillLoading: 'discover', otherSkills: [{ name: 'pdf', description: 'PDF <things>' }] }), send)
    const first = fake.messageRequests[0].body
    const sys = first.system.map((b: { text: string }) => b.text).join('\n')
    expect(sys).toContain('<available_skills>')
    expect(sys).toContain('<name>release-notes</name>')
    expect(sys).toContain('<description>PDF &lt;things&gt;</description>')
    expect(sys).not.toContain(SKILL.body)
    expect(first.tools.map((t: { name: string }) => t.name)).toContain('Skill')
    expect(r.skillUsed).toBe(true)
    expect(r.toolCalls[0]).toMatchObject({ name: 'Skill', isError: false })
    expect(fake.messageRequests[1].body.messages[2].content[0].content).toContain('Lead with user-visible changes.')
  })

  test('discover: reading SKILL.md from the workspace also counts', async () => {
    await mkdir(path.join(ws, '.claude/skills/release-notes'), { recursive: true })
    await writeFile(path.join(ws, '.claude/skills/release-notes/SKILL.md'), SKILL.body)
    const { send } = await withFake({ script: [toolUseReply('Read', { file_path: './.claude/skills/release-notes/SKILL.md' }), textReply('ok')] })
    const r = await executeRun(request({ skill: SKILL, skillLoading: 'discover' }), send)
    expect(r.skillUsed).toBe(true)
  })

  test('discover: never calling the skill → skillUsed false (inconclusive)', async () => {
    const { send } = await withFake({ script: [toolUseReply('Write', { file_path: 'NOTES.md', content: 'x' }), textReply('Done.')] })
    const r = await executeRun(request({ skill: SKILL, skillLoading: 'discover' }), send)
    expect(r.skillUsed).toBe(false)
    expect(r.filesWritten).toEqual(['NOTES.md'])
  })

  test('baseline (no skill): skillUsed is true, no skill in system or tools', async () => {
    const { fake, send } = await withFake({ script: [textReply('ok')] })
    const r = await executeRun(request({ skillLoading: 'discover' }), send)
    expect(r.skillUsed).toBe(true)
    expect(JSON.stringify(fake.messageRequests[0].body.system)).not.toContain('skill')
    expect(fake.messageRequests[0].body.tools.map((t: { name: string }) => t.name)).not.toContain('Skill')
  })

  test('Bash is offered only when enabled', async () => {
    const { fake, send } = await withFake({ script: [textReply('ok')] })
    await executeRun(request({ bash: true }), send)
    expect(fake.messageRequests[0].body.tools.map((t: { name: string }) => t.name)).toContain('Bash')
  })
})

describe('simulated model', () => {
  const simSend = (): SendFn => clientSend(new Anthropic({ apiKey: 'simulated', fetch: createSimulatedFetch(), maxRetries: 0 }))

  test('through the real SDK: discover → Skill, then Write following the skill, then a labelled summary', async () => {
    const r = await executeRun(request({ skill: SKILL, skillLoading: 'discover' }), simSend())
    expect(r.error).toBeUndefined()
    expect(r.toolCalls.map((c) => c.name)).toEqual(['Skill', 'Write'])
    expect(r.skillUsed).toBe(true)
    expect(r.filesWritten).toEqual(['NOTES.md'])
    const doc = await readFile(path.join(ws, 'NOTES.md'), 'utf8')
    expect(doc).toContain('## Highlights')
    expect(doc).toContain('## Breaking changes')
    expect(doc).toMatch(/simulated model/)
    expect(r.response).toMatch(/^\(simulated model\) Wrote NOTES.md following the release-notes skill/)
    expect(r.stopReason).toBe('end_turn')
    expect(r.usage.output_tokens).toBeGreaterThan(0)
  })

  test('preload and baseline are deterministic; the baseline is thinner; trial 2 reads the cache', async () => {
    const send = simSend()
    const a = await executeRun(request({ skill: SKILL }), send)
    const docA = await readFile(path.join(ws, 'NOTES.md'), 'utf8')
    const b = await executeRun(request({ skill: SKILL }), send)
    expect(await readFile(path.join(ws, 'NOTES.md'), 'utf8')).toBe(docA)
    expect(a.toolCalls.map((c) => c.name)).toEqual(['Write'])
    expect(b.usage.cache_read_input_tokens).toBeGreaterThan(0)
    const base = await executeRun(request(), send)
    expect(base.toolCalls.map((c) => c.name)).toEqual(['Write'])
    const baseDoc = await readFile(path.join(ws, 'NOTES.md'), 'utf8')
    expect(baseDoc.length).toBeLessThan(docA.length)
    expect(baseDoc).not.toContain('## Highlights')
  })
})
