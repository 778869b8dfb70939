/**
 * Issue 36 (mutation part `agent`): the Messages API agent loop (src/run/executor.ts) turn by
 * turn, with a scripted `send` (the executor's one port; what the gateway and the real SDK do on
 * the wire is test/integration/executor.test.ts's). What each request holds (the system prompt's
 * exact text per skill loading, the tools, the cache breakpoint on the last user message only,
 * the turn number), how replies are counted (turns, API calls, retries, cache, usage), when the
 * loop stops (end of turn, refusal, max_tokens, pause_turn, the turn limit, an abort before,
 * during or after a request, a failed send), what the tools give back (size limits, error flags)
 * and what the transcript says.
 */
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals'
import { mkdir, mkdtemp, realpath, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import Anthropic, { APIError } from '@anthropic-ai/sdk'
import {
  AGENT_INSTRUCTIONS,
  buildSystem,
  executeRun,
  fence,
  SENT_TOOL_OUTPUT_CHARS,
  STORED_TOOL_OUTPUT_CHARS,
  truncate,
  type ExecuteRequest,
  type SendContext,
  type SendFn,
} from '../../src/run/executor.js'
import { createGateway } from '../../src/run/gateway.js'
import { AdaptiveLimiter } from '../../src/run/limiter.js'
import type { RunId } from '../../src/types.js'

const spec: RunId = { runId: 's/eval-1-x/with_skill/run-1', skill: 's', evalId: 1, evalDir: 'eval-1-x', configuration: 'with_skill', trial: 1, model: 'claude-test-1' }
const SKILL = { name: 'notes', description: 'Write notes & <lists>.', body: '# Notes\n\nUse <b>bold</b> & lists.' }

type Block = Record<string, unknown>
type Reply = { content?: Block[] | null; stop_reason?: string | null; usage?: Record<string, number | null> | null; cached?: boolean; retries?: number }
type Step = Reply | Error | ((params: Anthropic.MessageCreateParamsNonStreaming, ctx: SendContext) => Promise<Reply> | Reply)

const text = (t: string): Block => ({ type: 'text', text: t, citations: null })
const use = (name: string, input: unknown, id = `toolu_${name}`): Block => ({ type: 'tool_use', id, name, input })

function message(r: Reply): Anthropic.Message {
  return {
    id: 'msg_1',
    type: 'message',
    role: 'assistant',
    model: spec.model,
    content: r.content === undefined ? [] : r.content,
    stop_reason: r.stop_reason === undefined ? 'end_turn' : r.stop_reason,
    stop_sequence: null,
    usage: r.usage === undefined ? { input_tokens: 10, output_tokens: 5, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 } : r.usage,
  } as unknown as Anthropic.Message
}

/** A send that plays `steps` in order and records each request (as JSON) and its context. */
function scripted(steps: Step[]) {
  const requests: any[] = []
  const contexts: SendContext[] = []
  const send: SendFn = async (params, ctx) => {
    requests.push(JSON.parse(JSON.stringify(params)))
    contexts.push(ctx)
    const step = steps[requests.length - 1]
    if (step === undefined) throw new Error(`unexpected request ${requests.length}`)
    if (step instanceof Error) throw step
    const r = typeof step === 'function' ? await step(params, ctx) : step
    return { message: message(r), requestId: 'req_1', cached: r.cached ?? false, retries: r.retries ?? 0 }
  }
  return { send, requests, contexts }
}

let ws: string
beforeEach(async () => {
  ws = await realpath(await mkdtemp(path.join(os.tmpdir(), 'agent-exec-')))
})
afterEach(async () => {
  await rm(ws, { recursive: true, force: true })
})

const request = (over: Partial<ExecuteRequest> = {}): ExecuteRequest => ({
  spec,
  prompt: 'Do the task.',
  workspaceDir: ws,
  skillLoading: 'preload',
  bash: false,
  maxTurns: 10,
  maxTokens: 1024,
  ...over,
})

// ─── the system prompt ────────────────────────────────────────────────────────────────

describe('buildSystem', () => {
  const cache = { type: 'ephemeral' }

  test('no skill: the instructions alone, carrying the cache breakpoint', () => {
    expect(buildSystem({ skillLoading: 'preload' })).toEqual([{ type: 'text', text: AGENT_INSTRUCTIONS, cache_control: cache }])
    expect(buildSystem({ skillLoading: 'discover', otherSkills: [{ name: 'x', description: 'y' }] })).toEqual([{ type: 'text', text: AGENT_INSTRUCTIONS, cache_control: cache }])
    expect(AGENT_INSTRUCTIONS.split('\n')).toHaveLength(4)
    expect(AGENT_INSTRUCTIONS).toMatch(/^You are an autonomous agent completing a task for a user\./)
    expect(AGENT_INSTRUCTIONS).toMatch(/with the Write or Edit tool/)
    expect(AGENT_INSTRUCTIONS).toMatch(/reply with a short summary of what you did and where the outputs are\.$/)
  })

  test('preload: the skill in full (name and description escaped, body as written), breakpoint on it only', () => {
    const blocks = buildSystem({ skill: SKILL, skillLoading: 'preload', otherSkills: [{ name: 'other', description: 'not listed' }] })
    expect(blocks).toEqual([
      { type: 'text', text: AGENT_INSTRUCTIONS },
      {
        type: 'text',
        text:
          'The following skill is loaded for this session. Follow its instructions whenever they apply to the task. ' +
          'Its folder (references, scripts, assets) is at .claude/skills/notes/ in the workspace.\n\n' +
          '<skill name="notes">\n<description>Write notes &amp; &lt;lists&gt;.</description>\n\n# Notes\n\nUse <b>bold</b> & lists.\n</skill>',
        cache_control: cache,
      },
    ])
  })

  test('discover: the skill listed first, the others after it, each name once, all escaped', () => {
    const blocks = buildSystem({
      skill: { ...SKILL, name: 'a&b' },
      skillLoading: 'discover',
      otherSkills: [
        { name: 'pdf', description: 'PDF <things>' },
        { name: 'a&b', description: 'a duplicate of the skill under test' },
        { name: 'pdf', description: 'a duplicate' },
      ],
    })
    expect(blocks).toEqual([
      { type: 'text', text: AGENT_INSTRUCTIONS },
      {
        type: 'text',
        text:
          "Skills are folders of instructions and resources that help with specific tasks. When a task matches a skill's description, " +
          'load it with the Skill tool (input: {"skill": "<name>"}) before starting, then follow it. ' +
          'Skill folders live under .claude/skills/<name>/ in the workspace.\n\n' +
          '<available_skills>\n' +
          '<skill>\n<name>a&amp;b</name>\n<description>Write notes &amp; &lt;lists&gt;.</description>\n</skill>\n' +
          '<skill>\n<name>pdf</name>\n<description>PDF &lt;things&gt;</description>\n</skill>\n' +
          '</available_skills>',
        cache_control: cache,
      },
    ])
  })

  test('discover without other skills lists the one skill', () => {
    const [, block] = buildSystem({ skill: SKILL, skillLoading: 'discover' })
    expect(block!.text.endsWith('<available_skills>\n<skill>\n<name>notes</name>\n<description>Write notes &amp; &lt;lists&gt;.</description>\n</skill>\n</available_skills>')).toBe(true)
  })
})

// ─── helpers ──────────────────────────────────────────────────────────────────────────

describe('truncate and fence', () => {
  test('truncate keeps `max` characters and says how many were left out', () => {
    expect(truncate('abcdef', 6)).toBe('abcdef')
    expect(truncate('abcdefg', 6)).toBe('abcdef\n… [truncated: 1 more characters]')
    expect(truncate('abcdefghij', 4)).toBe('abcd\n… [truncated: 6 more characters]')
  })

  test('fence: three backticks at least, one more than the longest run inside, with the language', () => {
    expect(fence('plain')).toBe('```\nplain\n```')
    expect(fence('a `b` c', 'json')).toBe('```json\na `b` c\n```')
    expect(fence('x ``` y')).toBe('````\nx ``` y\n````')
    expect(fence('``````')).toBe('```````\n``````\n```````')
  })
})

// ─── one request ──────────────────────────────────────────────────────────────────────

describe('the requests', () => {
  test('the first request: the model, max_tokens, system, the tools and the prompt as a plain string', async () => {
    const { send, requests, contexts } = scripted([{ content: [text('done')] }])
    await executeRun(request({ maxTokens: 777 }), send)
    expect(requests).toHaveLength(1)
    expect(Object.keys(requests[0]).sort()).toEqual(['max_tokens', 'messages', 'model', 'system', 'tools'])
    expect(requests[0]).toMatchObject({ model: 'claude-test-1', max_tokens: 777, messages: [{ role: 'user', content: 'Do the task.' }] })
    expect(requests[0].system).toEqual(JSON.parse(JSON.stringify(buildSystem({ skillLoading: 'preload' }))))
    expect(requests[0].tools.map((t: { name: string }) => t.name)).toEqual(['Read', 'Write', 'Edit', 'Glob', 'Grep'])
    expect(contexts[0]!.spec).toBe(spec)
    expect(contexts[0]!.turn).toBe(1)
    expect(contexts[0]!.signal).toBeUndefined()
  })

  test('the tools: Bash when enabled, Skill only when a skill is discovered', async () => {
    const names = async (over: Partial<ExecuteRequest>) => {
      const { send, requests } = scripted([{ content: [text('ok')] }])
      await executeRun(request(over), send)
      return requests[0].tools.map((t: { name: string }) => t.name)
    }
    expect(await names({ bash: true })).toEqual(['Read', 'Write', 'Edit', 'Glob', 'Grep', 'Bash'])
    expect(await names({ skill: SKILL, skillLoading: 'discover' })).toEqual(['Read', 'Write', 'Edit', 'Glob', 'Grep', 'Skill'])
    expect(await names({ skillLoading: 'discover' })).toEqual(['Read', 'Write', 'Edit', 'Glob', 'Grep'])
    expect(await names({ skill: SKILL, skillLoading: 'preload' })).toEqual(['Read', 'Write', 'Edit', 'Glob', 'Grep'])
  })

  test('later requests: the cache breakpoint moves to the last block of the last user message only', async () => {
    const { send, requests, contexts } = scripted([
      { content: [use('Glob', { pattern: '*' }, 't1')], stop_reason: 'tool_use' },
      { content: [use('Glob', { pattern: '*' }, 't2'), use('Glob', { pattern: '*.md' }, 't3')], stop_reason: 'tool_use' },
      { content: [text('done')] },
    ])
    await executeRun(request(), send)
    expect(contexts.map((c) => c.turn)).toEqual([1, 2, 3])
    const [first, second, third] = requests
    expect(first.messages).toHaveLength(1)
    // Turn 2: the prompt, the assistant's call, the results with the breakpoint.
    expect(second.messages).toHaveLength(3)
    expect(second.messages[0]).toEqual({ role: 'user', content: 'Do the task.' })
    expect(second.messages[1]).toEqual({ role: 'assistant', content: [use('Glob', { pattern: '*' }, 't1')] })
    expect(second.messages[2].content).toEqual([{ type: 'tool_result', tool_use_id: 't1', content: 'No files found.', cache_control: { type: 'ephemeral' } }])
    // Turn 3: turn 1's results no longer carry it; of turn 2's two results only the last does.
    expect(third.messages).toHaveLength(5)
    expect(third.messages[0]).toEqual({ role: 'user', content: 'Do the task.' })
    expect(third.messages[2].content).toEqual([{ type: 'tool_result', tool_use_id: 't1', content: 'No files found.' }])
    expect(third.messages[4].content).toEqual([
      { type: 'tool_result', tool_use_id: 't2', content: 'No files found.' },
      { type: 'tool_result', tool_use_id: 't3', content: 'No files found.', cache_control: { type: 'ephemeral' } },
    ])
  })

  test('pause_turn: the conversation is resent as is, the prompt then a text block with the breakpoint', async () => {
    const { send, requests } = scripted([{ content: [text('Working')], stop_reason: 'pause_turn' }, { content: [text('Finished.')] }])
    const r = await executeRun(request(), send)
    expect(requests[1].messages).toEqual([
      { role: 'user', content: [{ type: 'text', text: 'Do the task.', cache_control: { type: 'ephemeral' } }] },
      { role: 'assistant', content: [text('Working')] },
    ])
    expect(r).toMatchObject({ turns: 2, stopReason: 'end_turn', response: 'Finished.' })
  })

  test('an empty reply is not resent as an assistant message', async () => {
    const { send, requests } = scripted([{ content: [], stop_reason: 'pause_turn' }, { content: [text('ok')] }])
    await executeRun(request(), send)
    expect(requests[1].messages).toHaveLength(1)
  })
})

// ─── counting ─────────────────────────────────────────────────────────────────────────

describe('what a run counts', () => {
  test('turns, API calls (1 + retries per uncached reply, none for a cache hit), retries, usage summed', async () => {
    const { send } = scripted([
      { content: [use('Glob', { pattern: '*' })], stop_reason: 'tool_use', retries: 2, usage: { input_tokens: 1, output_tokens: 2, cache_read_input_tokens: 3, cache_creation_input_tokens: 4 } },
      { content: [use('Glob', { pattern: '*' })], stop_reason: 'tool_use', cached: true, usage: { input_tokens: 10, output_tokens: 20, cache_read_input_tokens: 30, cache_creation_input_tokens: 40 } },
      { content: [text('done')], retries: 1, usage: { input_tokens: 100, output_tokens: null, cache_read_input_tokens: 300 } },
    ])
    const r = await executeRun(request(), send)
    expect(r).toMatchObject({ turns: 3, apiCalls: 3 + 0 + 2, retries: 3, cached: false, stopReason: 'end_turn' })
    expect(r.usage).toEqual({ input_tokens: 111, output_tokens: 22, cache_read_input_tokens: 333, cache_creation_input_tokens: 44 })
  })

  test('a reply without usage adds nothing', async () => {
    const { send } = scripted([{ content: [text('ok')], usage: null }])
    const r = await executeRun(request(), send)
    expect(r.usage).toEqual({ input_tokens: 0, output_tokens: 0, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 })
  })

  test('cached only when every reply came from the cache', async () => {
    const all = scripted([{ content: [use('Glob', { pattern: '*' })], stop_reason: 'tool_use', cached: true }, { content: [text('ok')], cached: true }])
    expect(await executeRun(request(), all.send)).toMatchObject({ cached: true, apiCalls: 0, turns: 2 })
    const some = scripted([{ content: [use('Glob', { pattern: '*' })], stop_reason: 'tool_use', cached: true }, { content: [text('ok')] }])
    expect(await executeRun(request(), some.send)).toMatchObject({ cached: false, apiCalls: 1 })
    const first = scripted([{ content: [use('Glob', { pattern: '*' })], stop_reason: 'tool_use' }, { content: [text('ok')], cached: true }])
    expect(await executeRun(request(), first.send)).toMatchObject({ cached: false, apiCalls: 1 })
  })

  test('a send that failed through the gateway adds the attempts it made', async () => {
    const err = () => APIError.generate(500, { type: 'error', error: { type: 'api_error', message: 'boom' } }, undefined, new Headers({ 'retry-after-ms': '1' }))
    let n = 0
    const client = {
      messages: {
        create() {
          n++
          const i = n
          return {
            withResponse: async () => {
              if (i === 1) return { data: message({ content: [use('Glob', { pattern: '*' })], stop_reason: 'tool_use' }), request_id: 'req_a', response: undefined }
              throw err()
            },
          }
        },
      },
    } as unknown as Anthropic
    const gw = createGateway({ client, limiter: new AdaptiveLimiter({ max: 2 }), maxRetries: 2, idleTimeoutMs: 0 })
    const r = await executeRun(request(), gw.send)
    expect(n).toBe(4)
    expect(r).toMatchObject({ turns: 1, apiCalls: 4, retries: 2, stopReason: 'error', cached: false })
    expect(r.error).toMatchObject({ status: 500, type: 'api_error', message: 'boom' })
  })
})

// ─── stopping ─────────────────────────────────────────────────────────────────────────

describe('when the loop stops', () => {
  test('the turn limit: exactly maxTurns requests, then max_turns with a note', async () => {
    const steps = Array.from({ length: 5 }, () => ({ content: [use('Glob', { pattern: '*' })], stop_reason: 'tool_use' }))
    const { send, requests } = scripted(steps)
    const r = await executeRun(request({ maxTurns: 2 }), send)
    expect(requests).toHaveLength(2)
    expect(r).toMatchObject({ turns: 2, stopReason: 'max_turns', response: '' })
    expect(r.error).toBeUndefined()
    expect(r.transcript.endsWith('## Stopped\n\nReached the limit of 2 turns.\n')).toBe(true)
  })

  test('maxTurns 0: no request at all', async () => {
    const { send, requests } = scripted([])
    const r = await executeRun(request({ maxTurns: 0 }), send)
    expect(requests).toHaveLength(0)
    expect(r).toMatchObject({ turns: 0, apiCalls: 0, stopReason: 'max_turns', cached: false })
  })

  test('one turn under the limit still ends normally on end_turn', async () => {
    const { send } = scripted([{ content: [use('Glob', { pattern: '*' })], stop_reason: 'tool_use' }, { content: [text('ok')] }])
    expect(await executeRun(request({ maxTurns: 2 }), send)).toMatchObject({ turns: 2, stopReason: 'end_turn' })
  })

  test('refusal and max_tokens end the run with their note; other stop reasons without one', async () => {
    const refused = await executeRun(request(), scripted([{ content: [], stop_reason: 'refusal' }]).send)
    expect(refused.transcript).toBe('## Eval Prompt\n\nDo the task.\n\n## Turn 1: Assistant (stop_reason: refusal)\n\n## Stopped\n\nThe model refused.\n')
    const cut = await executeRun(request({ maxTokens: 99 }), scripted([{ content: [text('Cut')], stop_reason: 'max_tokens' }]).send)
    expect(cut.transcript).toBe('## Eval Prompt\n\nDo the task.\n\n## Turn 1: Assistant (stop_reason: max_tokens)\n\nCut\n\n## Stopped\n\nHit max_tokens (99).\n\n## Final Response\n\nCut\n')
    const ended = await executeRun(request(), scripted([{ content: [text('Bye')], stop_reason: 'stop_sequence' }]).send)
    expect(ended.transcript).toBe('## Eval Prompt\n\nDo the task.\n\n## Turn 1: Assistant (stop_reason: stop_sequence)\n\nBye\n\n## Final Response\n\nBye\n')
    expect(ended.stopReason).toBe('stop_sequence')
  })

  test('a reply with no stop reason and no content: stop reason null, no note in the heading', async () => {
    const r = await executeRun(request(), scripted([{ content: null, stop_reason: null }]).send)
    expect(r).toMatchObject({ stopReason: null, turns: 1, response: '' })
    expect(r.transcript).toBe('## Eval Prompt\n\nDo the task.\n\n## Turn 1: Assistant\n')
  })

  test('a failed send: the error recorded with status, type and request id, the run keeps what it did', async () => {
    const e = APIError.generate(529, { type: 'error', error: { type: 'overloaded_error', message: 'Busy' }, request_id: 'req_9' }, undefined, new Headers({ 'request-id': 'req_9' }))
    const { send } = scripted([{ content: [use('Write', { file_path: 'a.md', content: 'x' })], stop_reason: 'tool_use' }, e])
    const r = await executeRun(request(), send)
    expect(r.error).toEqual({ status: 529, type: 'overloaded_error', message: 'Busy', requestId: 'req_9' })
    expect(r).toMatchObject({ stopReason: 'error', turns: 1, apiCalls: 1, filesWritten: ['a.md'] })
    expect(r.transcript.endsWith('## Turn 2: API error\n\n529 overloaded_error: Busy\n\nRequest id: req_9\n')).toBe(true)
  })

  test('a failed send without status, type or request id: the message alone', async () => {
    const r = await executeRun(request(), scripted([new Error('socket hang up')]).send)
    expect(r.error).toEqual({ message: 'socket hang up' })
    expect(r).toMatchObject({ stopReason: 'error', turns: 0, apiCalls: 0, retries: 0, cached: false })
    expect(r.transcript).toBe('## Eval Prompt\n\nDo the task.\n\n## Turn 1: API error\n\nsocket hang up\n')
  })
})

describe('aborts', () => {
  test('aborted before the first request: no request, aborted with the reason', async () => {
    const ac = new AbortController()
    ac.abort(new Error('run timeout'))
    const { send, requests } = scripted([])
    const r = await executeRun(request({ signal: ac.signal }), send)
    expect(requests).toHaveLength(0)
    expect(r).toMatchObject({ stopReason: 'aborted', turns: 0, error: { message: 'run aborted: run timeout', type: 'aborted' } })
  })

  test('the reason as a string, or none the executor can read', async () => {
    for (const [reason, msg] of [['cancelled by user', 'run aborted: cancelled by user'], [{ code: 1 }, 'run aborted'], ['', 'run aborted']] as const) {
      const ac = new AbortController()
      ac.abort(reason)
      const r = await executeRun(request({ signal: ac.signal }), scripted([]).send)
      expect(r.error).toEqual({ message: msg, type: 'aborted' })
    }
  })

  test('aborted during a request: the abort is the error unless the API answered with a status', async () => {
    const ac = new AbortController()
    const during = scripted([async (_p, ctx) => {
      expect(ctx.signal).toBe(ac.signal)
      ac.abort(new Error('stop now'))
      throw new Error('request aborted by the client')
    }])
    const r = await executeRun(request({ signal: ac.signal }), during.send)
    expect(r).toMatchObject({ stopReason: 'aborted', error: { message: 'run aborted: stop now', type: 'aborted' } })
    expect(r.transcript.endsWith('## Turn 1: API error\n\naborted: run aborted: stop now\n')).toBe(true)

    const ac2 = new AbortController()
    const answered = scripted([async () => {
      ac2.abort(new Error('stop now'))
      throw APIError.generate(500, { type: 'error', error: { type: 'api_error', message: 'server broke' } }, undefined, new Headers())
    }])
    const r2 = await executeRun(request({ signal: ac2.signal }), answered.send)
    expect(r2).toMatchObject({ stopReason: 'aborted', error: { status: 500, type: 'api_error', message: 'server broke' } })
  })

  test('aborted while a reply with tool calls arrives: no tool runs, each call answered as aborted, no further request', async () => {
    const ac = new AbortController()
    const { send, requests } = scripted([() => {
      ac.abort(new Error('timeout'))
      return { content: [use('Write', { file_path: 'a.md', content: 'x' }, 'w1'), use('Write', { file_path: 'b.md', content: 'y' }, 'w2')], stop_reason: 'tool_use' }
    }])
    const r = await executeRun(request({ signal: ac.signal }), send)
    expect(requests).toHaveLength(1)
    expect(r.toolCalls).toEqual([
      { turn: 1, id: 'w1', name: 'Write', input: { file_path: 'a.md', content: 'x' }, output: 'Run aborted before the tool ran.', isError: true },
      { turn: 1, id: 'w2', name: 'Write', input: { file_path: 'b.md', content: 'y' }, output: 'Run aborted before the tool ran.', isError: true },
    ])
    expect(r.filesWritten).toEqual([])
    expect(r).toMatchObject({ stopReason: 'aborted', turns: 1, error: { type: 'aborted', message: 'run aborted: timeout' } })
  })
})

// ─── replies and tools ────────────────────────────────────────────────────────────────

describe('replies', () => {
  test('the response is the text of the last reply that had any, its text blocks joined and trimmed', async () => {
    const { send } = scripted([
      { content: [text('  First part.'), use('Glob', { pattern: '*' }), text('Second part.  ')], stop_reason: 'tool_use' },
      { content: [use('Glob', { pattern: '*' })], stop_reason: 'tool_use' },
      { content: [{ type: 'thinking', thinking: 'hmm', signature: 'sig' }, text('   ')] },
    ])
    const r = await executeRun(request(), send)
    expect(r.response).toBe('First part.\n\nSecond part.')
    expect(r.transcript.endsWith('## Final Response\n\nFirst part.\n\nSecond part.\n')).toBe(true)
  })

  test('the transcript: thinking marked, text trimmed, blank text left out, tool calls as fenced JSON, tool results fenced', async () => {
    const { send } = scripted([
      { content: [{ type: 'thinking', thinking: 'secret', signature: 's' }, { type: 'redacted_thinking', data: 'x' }, text('  Look.  '), text(' '), use('Glob', { pattern: '*.md' }, 'g1')], stop_reason: 'tool_use' },
      { content: [text('Done.')] },
    ])
    const r = await executeRun(request(), send)
    expect(r.transcript).toBe(
      [
        '## Eval Prompt\n\nDo the task.',
        '## Turn 1: Assistant (stop_reason: tool_use)\n\n_[thinking]_\n\n_[thinking]_\n\nLook.\n\n### Tool call: Glob\n\n```json\n{\n  "pattern": "*.md"\n}\n```',
        '## Turn 1: Tool results\n\n### Tool result: Glob\n\n```\nNo files found.\n```',
        '## Turn 2: Assistant (stop_reason: end_turn)\n\nDone.',
        '## Final Response\n\nDone.',
      ].join('\n\n') + '\n'
    )
  })

  test('tool results: is_error only on failures; records keep turn, id, name, input, output and the flag', async () => {
    await writeFile(path.join(ws, 'in.txt'), 'hello\n')
    const { send, requests } = scripted([
      { content: [use('Read', { file_path: 'in.txt' }, 'r1'), use('Nope', {}, 'n1')], stop_reason: 'tool_use' },
      { content: [text('ok')] },
    ])
    const r = await executeRun(request(), send)
    expect(requests[1].messages[2].content).toEqual([
      { type: 'tool_result', tool_use_id: 'r1', content: '     1\thello' },
      { type: 'tool_result', tool_use_id: 'n1', content: 'Unknown tool: Nope', is_error: true, cache_control: { type: 'ephemeral' } },
    ])
    expect(r.toolCalls).toEqual([
      { turn: 1, id: 'r1', name: 'Read', input: { file_path: 'in.txt' }, output: '     1\thello', isError: false },
      { turn: 1, id: 'n1', name: 'Nope', input: {}, output: 'Unknown tool: Nope', isError: true },
    ])
    expect(r.transcript).toContain('## Turn 1: Tool results\n\n### Tool result: Read\n\n```\n     1\thello\n```\n\n### Tool result: Nope (error)\n\n```\nUnknown tool: Nope\n```')
  })

  test('a long tool output: 100 000 characters go back to the model, 4096 into the record and transcript', async () => {
    expect(SENT_TOOL_OUTPUT_CHARS).toBe(100_000)
    expect(STORED_TOOL_OUTPUT_CHARS).toBe(4096)
    const body = 'word '.repeat(30_000) // 150 000 characters
    const { send, requests } = scripted([{ content: [use('Skill', { skill: 'big' }, 's1')], stop_reason: 'tool_use' }, { content: [text('ok')] }])
    const r = await executeRun(request({ skill: { name: 'big', description: 'd', body }, skillLoading: 'discover' }), send)
    const full = `Launching skill: big\nBase directory for this skill: .claude/skills/big\n\n${body}`
    const sent = requests[1].messages[2].content[0].content as string
    expect(sent).toBe(full.slice(0, 100_000) + `\n… [truncated: ${full.length - 100_000} more characters]`)
    expect(r.toolCalls[0]!.output).toBe(full.slice(0, 4096) + `\n… [truncated: ${full.length - 4096} more characters]`)
    expect(r.transcript).toContain('```\n' + r.toolCalls[0]!.output + '\n```')
  })

  test('an output of exactly the limit is not cut', async () => {
    // Launching…\n\n plus the body: 4096 characters in all.
    const head = 'Launching skill: s\nBase directory for this skill: .claude/skills/s\n\n'
    const body = 'b'.repeat(4096 - head.length)
    const { send } = scripted([{ content: [use('Skill', { skill: 's' })], stop_reason: 'tool_use' }, { content: [text('ok')] }])
    const r = await executeRun(request({ skill: { name: 's', description: 'd', body }, skillLoading: 'discover' }), send)
    expect(r.toolCalls[0]!.output).toBe(head + body)
  })

  test('files written are listed sorted; no error key on a run without error', async () => {
    const { send } = scripted([
      { content: [use('Write', { file_path: 'b.md', content: '1' }, 'w1'), use('Write', { file_path: 'a.md', content: '2' }, 'w2')], stop_reason: 'tool_use' },
      { content: [text('ok')] },
    ])
    const r = await executeRun(request(), send)
    expect(r.filesWritten).toEqual(['a.md', 'b.md'])
    expect('error' in r).toBe(false)
    expect(Object.keys(r).sort()).toEqual(['apiCalls', 'cached', 'filesWritten', 'response', 'retries', 'skillUsed', 'stopReason', 'toolCalls', 'transcript', 'turns', 'usage'])
  })
})

// ─── skill use ────────────────────────────────────────────────────────────────────────

describe('skillUsed', () => {
  test('no skill: always true', async () => {
    const r = await executeRun(request(), scripted([{ content: [], stop_reason: 'refusal' }]).send)
    expect(r.skillUsed).toBe(true)
  })

  test('preload: true once the agent acted (text or a tool call), false for thinking alone or nothing', async () => {
    const acted = (content: Block[]) => executeRun(request({ skill: SKILL }), scripted([{ content, stop_reason: content.some((b) => b.type === 'tool_use') ? 'tool_use' : 'end_turn' }, { content: [] }]).send)
    expect((await acted([text('Hi')])).skillUsed).toBe(true)
    expect((await acted([use('Glob', { pattern: '*' })])).skillUsed).toBe(true)
    expect((await acted([{ type: 'thinking', thinking: 't', signature: 's' }])).skillUsed).toBe(false)
    expect((await acted([text('  ')])).skillUsed).toBe(false)
  })

  test('preload: the Skill tool is not offered, and calling it does not load anything', async () => {
    const { send } = scripted([{ content: [use('Skill', { skill: 'notes' })], stop_reason: 'tool_use' }, { content: [text('ok')] }])
    const r = await executeRun(request({ skill: SKILL }), send)
    expect(r.toolCalls[0]).toMatchObject({ output: 'No skills are available in this run.', isError: true })
  })

  test('discover: loading it with the Skill tool, or reading its SKILL.md, counts; other reads do not', async () => {
    await mkdir(path.join(ws, '.claude/skills/notes'), { recursive: true })
    await writeFile(path.join(ws, '.claude/skills/notes/SKILL.md'), SKILL.body)
    await writeFile(path.join(ws, '.claude/skills/notes/other.md'), 'x')
    const run = async (input: Block) =>
      (await executeRun(request({ skill: SKILL, skillLoading: 'discover' }), scripted([{ content: [input], stop_reason: 'tool_use' }, { content: [text('ok')] }]).send)).skillUsed
    expect(await run(use('Skill', { skill: 'notes' }))).toBe(true)
    expect(await run(use('Read', { file_path: '.claude/skills/notes/SKILL.md' }))).toBe(true)
    expect(await run(use('Read', { file_path: '.claude/skills/notes/other.md' }))).toBe(false)
    expect(await run(use('Skill', { skill: 'other' }))).toBe(false)
    expect(await run(text('no tools'))).toBe(false)
  })
})
