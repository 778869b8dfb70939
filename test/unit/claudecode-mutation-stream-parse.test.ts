/**
 * Issue 36, claudecode part: parseClaudeCodeStream, line type by line type. The stream is
 * untrusted output of a child process: what each event becomes in the transcript and the result
 * (turns, tool calls and their results, files written, usage, cost, stop reason, error), and what
 * an odd or missing field falls back to.
 */
import { describe, expect, test } from '@jest/globals'
import { parseClaudeCodeStream, type ParseStreamInput } from '../../src/run/claude-code/stream.js'

const WS = '/w/ws'
const nd = (...lines: unknown[]): string => lines.map((l) => JSON.stringify(l)).join('\n') + '\n'
const parse = (stdout: string, o: Partial<ParseStreamInput> = {}) => parseClaudeCodeStream({ prompt: 'p', stdout, ...o })

const init = (o: Record<string, unknown> = {}) => ({ type: 'system', subtype: 'init', session_id: 's-1', model: 'mdl', permissionMode: 'acceptEdits', skills: ['demo'], claude_code_version: '2.1.332', ...o })
const asst = (id: string | undefined, content: unknown[], o: Record<string, unknown> = {}, usage?: Record<string, unknown>) => ({
  type: 'assistant',
  parent_tool_use_id: null,
  message: { ...(id !== undefined ? { id } : {}), content, ...(usage ? { usage } : {}) },
  ...o
})
const text = (t: unknown) => ({ type: 'text', text: t })
const use = (id: string, name: string, input: unknown) => ({ type: 'tool_use', id, name, input })
const results = (...blocks: unknown[]) => ({ type: 'user', message: { content: blocks } })
const res = (id: string, content: unknown, isError?: unknown) => ({ type: 'tool_result', tool_use_id: id, content, ...(isError !== undefined ? { is_error: isError } : {}) })
const result = (o: Record<string, unknown> = {}) => ({
  type: 'result', subtype: 'success', is_error: false, num_turns: 2, duration_ms: 10, duration_api_ms: 5, result: 'Final.', stop_reason: 'end_turn', terminal_reason: 'completed', total_cost_usd: 0.5,
  permission_denials: [], modelUsage: { a: { inputTokens: 1, outputTokens: 2, cacheReadInputTokens: 3, cacheCreationInputTokens: 4, costBasis: 'list' } },
  ...o
})
/** The section titles of a transcript, in order. */
const sections = (t: string): string[] => t.split('\n').filter((l) => l.startsWith('## ') || l.startsWith('### '))

describe('a whole run, exactly', () => {
  test('every line type in one stream: transcript, tool calls, files, usage, cost, the CLI facts', () => {
    const r = parseClaudeCodeStream({
      prompt: 'Do it.',
      workspaceDir: WS,
      skillName: 'demo',
      exitCode: 0,
      signal: null,
      version: '2.1.300',
      notes: ['cmd: claude', 'iso: x'],
      stdout: nd(
        init({ skills: ['demo', 3, 'x:y'] }),
        { type: 'system', subtype: 'hook_started' },
        asst('m1', [{ type: 'thinking', thinking: 'hmm' }, text('  Let me.  '), use('t1', 'Skill', { skill: 'demo' })], {}, { input_tokens: 1 }),
        results(res('t1', 'Launching skill: demo')),
        { type: 'user', isSynthetic: true, message: { content: [text('Base directory for this skill: /x\n\n# Demo body')] } },
        { type: 'system', subtype: 'api_retry', attempt: 1, max_retries: 2, error_status: 529, retry_delay_ms: 500 },
        asst('m2', [{ type: 'redacted_thinking' }, use('t2', 'Write', { file_path: '/w/ws/out/b.md', content: 'x' }), use('t3', 'Edit', { file_path: 'a.md' })]),
        results(res('t2', [text('ok')]), res('t3', 'fail', true), res('zz', 'orphan')),
        asst('sub1', [text('sub text'), use('t4', 'Read', {})], { parent_tool_use_id: 't9' }),
        asst('m3', [text('Done.')]),
        result({ num_turns: 4, result: ' Final. ', permission_denials: [{ tool_name: 'Bash', tool_use_id: 'q' }] })
      )
    })
    expect(r.transcript).toBe(
      "## Eval Prompt\n\nDo it.\n\n## Claude Code\n\n- version: 2.1.332\n- model: mdl\n- permission mode: acceptEdits\n- skills in the session: demo, x:y\n- session: s-1\n- cmd: claude\n- iso: x\n\n## Turn 1: Assistant\n\n_[thinking]_\n\nLet me.\n\n### Tool call: Skill\n\n```json\n{\n  \"skill\": \"demo\"\n}\n```\n\n## Turn 1: Tool results\n\n### Tool result: Skill\n\n```\nLaunching skill: demo\n```\n\n### Injected by Claude Code\n\n```\nBase directory for this skill: /x\n… [46 characters in all]\n```\n\n## API retry\n\nattempt 1 of 2, status 529, retry in 500 ms\n\n## Turn 2: Assistant\n\n_[thinking]_\n\n### Tool call: Write\n\n```json\n{\n  \"file_path\": \"/w/ws/out/b.md\",\n  \"content\": \"x\"\n}\n```\n\n### Tool call: Edit\n\n```json\n{\n  \"file_path\": \"a.md\"\n}\n```\n\n## Turn 2: Assistant (subagent)\n\nsub text\n\n### Tool call: Read (subagent)\n\n```json\n{}\n```\n\n## Turn 2: Tool results\n\n### Tool result: Write\n\n```\nok\n```\n\n### Tool result: Edit (error)\n\n```\nfail\n```\n\n### Tool result: zz\n\n```\norphan\n```\n\n## Turn 3: Assistant\n\nDone.\n\n## Result\n\nsubtype: success, is_error: false, terminal_reason: completed\nnum_turns: 4, duration_ms: 10, duration_api_ms: 5\ntotal_cost_usd: 0.5 (cost basis: list)\npermission denials: Bash\nexit code: 0\n\n## Final Response\n\nFinal.\n"
    )
    const { transcript: _t, ...rest } = r
    expect(rest).toStrictEqual({
      response: 'Final.',
      toolCalls: [
        { turn: 1, id: 't1', name: 'Skill', input: { skill: 'demo' }, output: 'Launching skill: demo', isError: false },
        { turn: 2, id: 't2', name: 'Write', input: { file_path: '/w/ws/out/b.md', content: 'x' }, output: 'ok', isError: false },
        { turn: 2, id: 't3', name: 'Edit', input: { file_path: 'a.md' }, output: 'fail', isError: true },
        { turn: 2, id: 't4', name: 'Read', input: {}, output: '', isError: false }
      ],
      filesWritten: ['out/b.md'],
      usage: { input_tokens: 1, output_tokens: 2, cache_read_input_tokens: 3, cache_creation_input_tokens: 4 },
      turns: 3,
      stopReason: 'end_turn',
      apiCalls: 4,
      retries: 1,
      cached: false,
      skillUsed: true,
      costUsd: 0.5,
      claudeCode: {
        version: '2.1.332', sessionId: 's-1', model: 'mdl', permissionMode: 'acceptEdits', skills: ['demo', 'x:y'], subtype: 'success', terminalReason: 'completed', isError: false,
        numTurns: 4, durationMs: 10, durationApiMs: 5, costBasis: ['list'], permissionDenials: [{ toolName: 'Bash', toolUseId: 'q' }], apiRetries: 1, exitCode: 0, signal: null, junkLines: []
      }
    })
  })

  test('an empty stdout: no head block, no result line, an error, zero usage and cost', () => {
    const r = parse('')
    expect(r.transcript).toBe('## Eval Prompt\n\np\n\n## Result\n\nNo result line.\n\n## Error\n\nclaude_code: Claude Code ended without a result line (exit code none)\n')
    expect(r).toMatchObject({ response: '', turns: 0, apiCalls: 0, retries: 0, costUsd: 0, stopReason: 'error', skillUsed: true, toolCalls: [], filesWritten: [] })
    expect(r.usage).toEqual({ input_tokens: 0, output_tokens: 0, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 })
    expect(r.error).toEqual({ message: 'Claude Code ended without a result line (exit code none)', type: 'claude_code' })
    expect(r.claudeCode).toStrictEqual({
      version: null, sessionId: null, model: null, permissionMode: null, skills: [], subtype: null, terminalReason: null, isError: false, numTurns: null, durationMs: null,
      durationApiMs: null, costBasis: [], permissionDenials: [], apiRetries: 0, exitCode: null, signal: null, junkLines: []
    })
    expect(Object.keys(r)).not.toContain('skillUseReason')
  })
})

describe('system lines', () => {
  test('init: the version falls back to the one checked before; missing fields are null, non-string skills dropped', () => {
    const r = parse(nd({ type: 'system', subtype: 'init', skills: 'demo' }, result()), { version: '2.1.250' })
    expect(r.claudeCode).toMatchObject({ version: '2.1.250', sessionId: null, model: null, permissionMode: null, skills: [] })
    expect(r.transcript).toContain('## Claude Code\n\n- version: 2.1.250\n- model: unknown\n- permission mode: unknown\n- skills in the session: none\n\n## Result')
    const none = parse(nd({ type: 'system', subtype: 'init' }, result()))
    expect(none.claudeCode.version).toBeNull()
    expect(none.transcript).toContain('## Claude Code\n\n- version: unknown\n- model: unknown\n')
  })

  test('the head block needs an init line or a known version; notes are listed in it', () => {
    expect(sections(parse(nd(result()), { notes: ['n1'] }).transcript)).toEqual(['## Eval Prompt', '## Result', '## Final Response'])
    const v = parse(nd(result()), { version: '2.1.999', notes: ['n1', 'n2'] })
    expect(v.transcript.startsWith('## Eval Prompt\n\np\n\n## Claude Code\n\n- version: 2.1.999\n- model: unknown\n- permission mode: unknown\n- skills in the session: none\n- n1\n- n2\n\n## Result\n\n')).toBe(true)
    expect(v.claudeCode.version).toBe('2.1.999')
  })

  test('api_retry: counted as a retry and an API call; unknown fields are ?; status and delay only when given', () => {
    const r = parse(nd({ type: 'system', subtype: 'api_retry' }, { type: 'system', subtype: 'api_retry', attempt: 2, max_retries: 3, error_status: 0 }, { type: 'system', subtype: 'api_retry', retry_delay_ms: 0 }, result()))
    expect(r.transcript).toContain('## API retry\n\nattempt ? of ?\n\n## API retry\n\nattempt 2 of 3, status 0\n\n## API retry\n\nattempt ? of ?, retry in 0 ms\n\n## Result')
    expect(r.retries).toBe(3)
    expect(r.claudeCode.apiRetries).toBe(3)
    expect(r.apiCalls).toBe(3)
  })

  test('other system subtypes and unknown line types leave no trace', () => {
    const r = parse(nd({ type: 'system', subtype: 'status' }, { type: 'stream_event' }, { type: 'assistant', message: 'not an object' }, { type: 'user', message: null }, result()))
    expect(sections(r.transcript)).toEqual(['## Eval Prompt', '## Result', '## Final Response'])
    expect(r.turns).toBe(0)
    expect(r.costUsd).toBe(0.5) // no model turn was seen
  })
})

describe('assistant lines', () => {
  test("Claude Code's own messages (synthetic model, API error flag) are not model turns", () => {
    const r = parse(
      nd(
        asst('x1', [text(' API Error: 500 '), { type: 'image' }, 'str', text('second')], {}, { input_tokens: 99 }),
        { type: 'assistant', message: { model: '<synthetic>', content: [text('  Synthetic note  ')] } },
        { type: 'assistant', is_api_error_message: true, message: { content: 'not an array' } },
        result({ modelUsage: undefined, total_cost_usd: 0.25 })
      ).replace('"x1"', '"x1","model":"<synthetic>"')
    )
    expect(r.transcript).toContain('## Claude Code message\n\nAPI Error: 500 \n\nsecond\n\n## Claude Code message\n\nSynthetic note\n\n## Claude Code message (API error)\n\n\n\n## Result')
    expect(r.turns).toBe(0)
    expect(r.apiCalls).toBe(0)
    expect(r.costUsd).toBe(0.25) // no model call made, so the cost is the CLI's total
    expect(r.usage.input_tokens).toBe(0)
    expect(r.response).toBe('Final.')
  })

  test('an API error flag on a message from a real model is still Claude Code\'s message', () => {
    const r = parse(nd({ type: 'assistant', is_api_error_message: true, message: { id: 'm1', model: 'claude', content: [text('API Error: 529')] } }))
    expect(r.transcript).toContain('## Claude Code message (API error)\n\nAPI Error: 529\n\n## Result')
    expect(r.turns).toBe(0)
    expect(r.costUsd).toBe(0)
    const flagged = parse(nd({ type: 'assistant', is_api_error_message: 'true', message: { id: 'm1', content: [text('hi')] } }))
    expect(flagged.turns).toBe(1)
  })

  test('one turn per distinct main-loop message id; a line without an id is a turn of its own', () => {
    const r = parse(nd(asst('m1', [text('a')]), asst('m1', [text('b')]), asst('m2', [text('c')]), asst('m1', [text('d')]), result()))
    expect(r.turns).toBe(3)
    expect(sections(r.transcript).filter((s) => s.includes('Assistant'))).toEqual(['## Turn 1: Assistant', '## Turn 2: Assistant', '## Turn 3: Assistant'])
    expect(r.transcript).toContain('## Turn 1: Assistant\n\na\n\nb\n\n## Turn 2')
    expect(parse(nd(asst(undefined, [text('a')]), asst(undefined, [text('b')]), result())).turns).toBe(2)
    expect(parse(nd(asst('line-1', [text('a')]), asst(undefined, [text('b')]), result())).turns).toBe(2)
    expect(parse(nd(asst(undefined, [text('a')]), asst('line-1', [text('b')]), result())).turns).toBe(1)
  })

  test('subagent lines: no turn of their own, a subagent header only when no turn is open, never the final text', () => {
    const first = parse(nd(asst('s1', [text('sub'), use('t1', 'Grep', { q: 1 })], { parent_tool_use_id: 'task-1' }), result({ result: '' })))
    expect(first.turns).toBe(0)
    expect(first.toolCalls.map((c) => c.turn)).toEqual([1])
    expect(first.transcript).toContain('## Turn 0: Assistant (subagent)\n\nsub\n\n### Tool call: Grep (subagent)\n\n```json\n{\n  "q": 1\n}\n```')
    expect(first.response).toBe('')
    const inside = parse(nd(asst('m1', [text('main')]), asst('s1', [text('sub')], { parent_tool_use_id: 'task-1' }), result({ result: '' })))
    expect(inside.transcript).toContain('## Turn 1: Assistant\n\nmain\n\nsub\n\n## Result')
    expect(inside.response).toBe('main')
    const undef = parse(nd({ type: 'assistant', message: { id: 'm1', content: [text('no parent field')] } }, result({ result: '' })))
    expect(undef.turns).toBe(1)
    expect(undef.response).toBe('no parent field')
  })

  test('content blocks: blank or non-string text skipped, thinking marked, tool calls with missing fields', () => {
    const r = parse(nd(asst('m1', [text('   '), text(5), { type: 'thinking' }, { type: 'tool_use' }, 'junk', text(' last ')]), result({ result: 7 })))
    expect(r.transcript).toContain('## Turn 1: Assistant\n\n_[thinking]_\n\n### Tool call: \n\n```json\n{}\n```\n\nlast\n\n## Result')
    expect(r.toolCalls).toEqual([{ turn: 1, id: '', name: '', input: {}, output: '', isError: false }])
    expect(r.response).toBe('last')
    const nonArray = parse(nd({ type: 'assistant', parent_tool_use_id: null, message: { id: 'm1', content: 'text' } }, result()))
    expect(nonArray.transcript).toContain('## Turn 1: Assistant\n\n## Result')
  })

  test('the response is the last main-loop text, unless the result line has one', () => {
    const r = parse(nd(asst('m1', [text('first')]), asst('m2', [text('second')]), result({ result: '   ' })))
    expect(r.response).toBe('second')
    expect(r.transcript.endsWith('## Final Response\n\nsecond\n')).toBe(true)
    expect(parse(nd(asst('m1', [text('first')]), result())).response).toBe('Final.')
  })
})

describe('user lines', () => {
  test('tool results pair with their call by id; a call without an id never pairs', () => {
    const r = parse(nd(asst('m1', [use('t1', 'Bash', {}), { type: 'tool_use', name: 'Glob', input: {} }]), results(res('t1', 'one', 'true'), { type: 'tool_result', content: 'anon' }, text('ignored')), result()))
    expect(r.toolCalls.map((c) => [c.name, c.output, c.isError])).toEqual([
      ['Bash', 'one', false],
      ['Glob', '', false]
    ])
    expect(r.transcript).toContain('## Turn 1: Tool results\n\n### Tool result: Bash\n\n```\none\n```\n\n### Tool result: \n\n```\nanon\n```\n\n## Result')
  })

  test('a late tool result is filed under the turn of its call', () => {
    const r = parse(nd(asst('m1', [use('t1', 'Bash', {})]), asst('m2', [use('t2', 'Bash', {})]), results(res('t1', 'late')), results(res('t2', 'now')), result()))
    expect(sections(r.transcript)).toEqual([
      '## Eval Prompt', '## Turn 1: Assistant', '### Tool call: Bash', '## Turn 2: Assistant', '### Tool call: Bash', '## Turn 2: Tool results', '### Tool result: Bash', '### Tool result: Bash', '## Result', '## Final Response'
    ])
    const orphan = parse(nd(asst('m1', [text('a')]), asst('m2', [text('b')]), results(res('nope', 'x')), result()))
    expect(orphan.transcript).toContain('## Turn 2: Tool results\n\n### Tool result: nope')
    const early = parse(nd(asst('m1', [use('t1', 'Bash', {})]), asst('m2', [text('b')]), results(res('t1', 'late')), result()))
    expect(early.transcript).toContain('## Turn 2: Assistant\n\nb\n\n## Turn 1: Tool results\n\n### Tool result: Bash')
  })

  test('tool output is kept up to 4096 characters, in the record and the transcript', () => {
    const at = 'a'.repeat(4096)
    const over = 'b'.repeat(4097)
    const r = parse(nd(asst('m1', [use('t1', 'Bash', {}), use('t2', 'Bash', {})]), results(res('t1', at), res('t2', over)), result()))
    expect(r.toolCalls[0]!.output).toBe(at)
    expect(r.toolCalls[1]!.output).toBe(`${'b'.repeat(4096)}\n… [truncated: 1 more characters]`)
    expect(r.transcript).toContain(`\`\`\`\n${'b'.repeat(4096)}\n… [truncated: 1 more characters]\n\`\`\``)
  })

  test('files written: successful Write/Edit/MultiEdit/NotebookEdit inside the workspace, by file_path, notebook_path or path; sorted, once', () => {
    const calls = [
      use('a', 'Write', { file_path: `${WS}/z.md` }),
      use('b', 'Edit', { file_path: 'rel/y.md' }),
      use('c', 'MultiEdit', { file_path: `${WS}/z.md` }),
      use('d', 'NotebookEdit', { notebook_path: `${WS}/n.ipynb` }),
      use('e', 'Write', { path: './p.md' }),
      use('f', 'Write', { file_path: '/elsewhere/x.md' }),
      use('g', 'Write', { file_path: `${WS}/err.md` }),
      use('h', 'Read', { file_path: `${WS}/read.md` }),
      use('i', 'Write', 'not an object'),
      use('j', 'Write', { file_path: 7, path: 'fallback.md' }),
      use('k', 'Write', {})
    ]
    const r = parse(nd(asst('m1', calls), results(...calls.map((c) => res(c.id, 'ok', c.id === 'g' ? true : undefined))), result()), { workspaceDir: WS })
    expect(r.filesWritten).toEqual(['fallback.md', 'n.ipynb', 'p.md', 'rel/y.md', 'z.md'])
    const noWs = parse(nd(asst('m1', [use('a', 'Write', { file_path: `${WS}/z.md` }), use('b', 'Write', { file_path: 'r.md' })]), results(res('a', 'ok'), res('b', 'ok')), result()))
    expect(noWs.filesWritten).toEqual(['r.md'])
  })

  test('text injected by Claude Code: its first line (cut at 500), the size when longer, the skill body seen', () => {
    const one = parse(nd({ type: 'user', isSynthetic: true, message: { content: 'Base directory for this skill: /s' } }, result()))
    expect(one.transcript).toContain('## Turn 0: Tool results\n\n### Injected by Claude Code\n\n```\nBase directory for this skill: /s\n```\n\n## Result')
    const long = `${'L'.repeat(501)}\nmore`
    const cut = parse(nd({ type: 'user', isSynthetic: true, message: { content: [text(long), { type: 'image' }, text('x')] } }, result()))
    expect(cut.transcript).toContain(`\`\`\`\n${'L'.repeat(500)}\n… [truncated: 1 more characters]\n… [${long.length + 3} characters in all]\n\`\`\``)
    const at = parse(nd({ type: 'user', isSynthetic: true, message: { content: [text('M'.repeat(500))] } }, result()))
    expect(at.transcript).toContain(`\`\`\`\n${'M'.repeat(500)}\n\`\`\``)
    const notArr = parse(nd({ type: 'user', isSynthetic: true, message: { content: 5 } }, result()))
    expect(notArr.transcript).toContain('### Injected by Claude Code\n\n```\n\n```')
    const flagOnlyTrue = parse(nd({ type: 'user', isSynthetic: 'yes', message: { content: 'Base directory for this skill: /s' } }, result()))
    expect(flagOnlyTrue.transcript).not.toContain('Injected')
  })

  test('an injected message closes the open assistant turn but joins the pending results', () => {
    const r = parse(nd(asst('m1', [use('t1', 'Skill', { skill: 'demo' })]), { type: 'user', isSynthetic: true, message: { content: 'hello' } }, results(res('t1', 'Launching skill: demo')), result()))
    expect(sections(r.transcript)).toEqual(['## Eval Prompt', '## Turn 1: Assistant', '### Tool call: Skill', '## Turn 1: Tool results', '### Injected by Claude Code', '### Tool result: Skill', '## Result', '## Final Response'])
  })
})

describe('the result line', () => {
  test('the last result line counts; odd fields fall back', () => {
    const r = parse(
      nd(
        init({ session_id: undefined }),
        result({ subtype: 'first' }),
        result({ subtype: 5, terminal_reason: null, is_error: 'true', num_turns: '3', duration_ms: null, duration_api_ms: {}, session_id: 'r-1', permission_denials: 'none', stop_reason: 7, total_cost_usd: 'x', modelUsage: undefined })
      )
    )
    expect(r.claudeCode).toMatchObject({ subtype: null, terminalReason: null, isError: false, numTurns: null, durationMs: null, durationApiMs: null, sessionId: 'r-1', permissionDenials: [] })
    expect(r.stopReason).toBe('end_turn')
    expect(r.costUsd).toBeNull()
    expect(r.transcript).toContain('## Result\n\nsubtype: ?, is_error: false, terminal_reason: ?\nnum_turns: ?, duration_ms: ?, duration_api_ms: ?\ntotal_cost_usd: x\n\n## Final Response')
    const keep = parse(nd(init(), result({ session_id: 'r-1' })))
    expect(keep.claudeCode.sessionId).toBe('s-1')
    const noCost = parse(nd(result({ total_cost_usd: undefined, modelUsage: undefined })))
    expect(noCost.transcript).toContain('total_cost_usd: ?\n')
  })

  test('permission denials: objects only, missing fields empty, listed by tool', () => {
    const r = parse(nd(result({ permission_denials: [{ tool_name: 'Bash', tool_use_id: 't1' }, 'x', { tool_use_id: 9 }, { tool_name: 'Write' }] })))
    expect(r.claudeCode.permissionDenials).toEqual([
      { toolName: 'Bash', toolUseId: 't1' },
      { toolName: '', toolUseId: '' },
      { toolName: 'Write', toolUseId: '' }
    ])
    expect(r.transcript).toContain('permission denials: Bash, , Write\n')
  })

  test('usage: the sum over modelUsage (objects only, finite numbers only), the cost basis of each', () => {
    const r = parse(
      nd(
        asst('m1', [text('x')], {}, { input_tokens: 1000 }),
        result({
          total_cost_usd: 1.5,
          modelUsage: { a: { inputTokens: 1, outputTokens: 2, cacheReadInputTokens: 3, cacheCreationInputTokens: 4, costBasis: 'list' }, b: { inputTokens: 10, outputTokens: '20', cacheReadInputTokens: 30, cacheCreationInputTokens: 40, costBasis: 'list' }, c: 'skip', d: null }
        })
      )
    )
    expect(r.usage).toEqual({ input_tokens: 11, output_tokens: 2, cache_read_input_tokens: 33, cache_creation_input_tokens: 44 })
    expect(r.claudeCode.costBasis).toEqual(['list', 'list'])
    expect(r.costUsd).toBe(1.5)
    expect(r.transcript).toContain('total_cost_usd: 1.5 (cost basis: list, list)\n')
  })

  test('cost: null when any basis is not list (or is missing), when model calls left no usage, or when no total is given', () => {
    const cost = (o: Record<string, unknown>, model = true) => parse(nd(...(model ? [asst('m1', [text('x')])] : []), result(o))).costUsd
    expect(cost({ modelUsage: { a: { inputTokens: 1, costBasis: 'list' }, b: { inputTokens: 1, costBasis: 'unknown' } } })).toBeNull()
    expect(cost({ modelUsage: { a: { inputTokens: 1 } } })).toBeNull()
    expect(parse(nd(result({ modelUsage: { a: { inputTokens: 1 } } }))).claudeCode.costBasis).toEqual(['missing'])
    expect(cost({ modelUsage: {} })).toBeNull()
    expect(cost({ modelUsage: [{ inputTokens: 1, costBasis: 'list' }] })).toBeNull()
    expect(cost({ modelUsage: { a: 'x' } })).toBeNull()
    expect(cost({ total_cost_usd: undefined })).toBeNull()
    expect(cost({ total_cost_usd: 0 })).toBe(0)
    expect(cost({ modelUsage: {}, total_cost_usd: 0.25 }, false)).toBe(0.25)
    expect(cost({ modelUsage: undefined, total_cost_usd: undefined }, false)).toBeNull()
    expect(cost({ modelUsage: { a: { costBasis: 'list' } }, total_cost_usd: 2 }, false)).toBe(2)
  })

  test('with a result line, the usage is never the main-loop usage', () => {
    const r = parse(nd(asst('m1', [text('x')], {}, { input_tokens: 10, output_tokens: 5 }), result({ modelUsage: {} })))
    expect(r.usage).toEqual({ input_tokens: 0, output_tokens: 0, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 })
  })

  test('stop reasons: max turns (by subtype or terminal reason) is not an error; the CLI stop reason otherwise', () => {
    const a = parse(nd(result({ subtype: 'error_max_turns', is_error: true, terminal_reason: 'other' })))
    expect([a.stopReason, a.error]).toEqual(['max_turns', undefined])
    expect(Object.keys(a)).not.toContain('error')
    const b = parse(nd(result({ subtype: 'success', is_error: true, terminal_reason: 'max_turns' })))
    expect([b.stopReason, b.error]).toEqual(['max_turns', undefined])
    expect(parse(nd(result({ stop_reason: 'tool_use' }))).stopReason).toBe('tool_use')
    expect(parse(nd(result({ stop_reason: undefined }))).stopReason).toBe('end_turn')
  })

  test('an error result: its message (result text, else errors, else the subtype) and its type', () => {
    const err = (o: Record<string, unknown>) => parse(nd(asst('m1', [text('partial')]), result({ is_error: true, ...o })))
    const a = err({ subtype: 'error_during_execution', result: '  Boom.  ', errors: ['e1'] })
    expect(a.error).toStrictEqual({ message: 'Boom.', type: 'claude_code_error_during_execution' })
    expect(a.stopReason).toBe('error')
    expect(a.response).toBe('partial')
    expect(a.transcript).toContain('## Error\n\nclaude_code_error_during_execution: Boom.\n')
    expect(a.transcript).not.toContain('## Final Response')
    expect(a.apiCalls).toBe(1)
    expect(err({ subtype: 'x', result: '  ', errors: ['e1', 3, 'e2'] }).error).toStrictEqual({ message: 'e1; e2', type: 'claude_code_x' })
    expect(err({ subtype: 'x', result: undefined, errors: 'e1' }).error).toStrictEqual({ message: 'Claude Code ended with x', type: 'claude_code_x' })
    expect(err({ subtype: undefined, result: undefined, errors: [] }).error).toStrictEqual({ message: 'Claude Code ended with an error', type: 'claude_code_error' })
  })

  test('an API error: by terminal reason or by status; the status is kept and counted as one more call', () => {
    const a = parse(nd(asst('m1', [text('x')]), result({ is_error: true, terminal_reason: 'api_error', result: 'API Error: overloaded' })))
    expect(a.error).toStrictEqual({ message: 'API Error: overloaded', type: 'api_error' })
    expect(a.apiCalls).toBe(2)
    const b = parse(nd({ type: 'system', subtype: 'api_retry' }, result({ is_error: true, subtype: 'error', terminal_reason: 'other', api_error_status: 529, result: 'API Error: 529' })))
    expect(b.error).toStrictEqual({ message: 'API Error: 529', type: 'api_error', status: 529 })
    expect(b.apiCalls).toBe(2)
    expect(b.transcript).toContain('## Error\n\n529 api_error: API Error: 529\n')
    const c = parse(nd(result({ is_error: true, subtype: 'error', terminal_reason: 'other', api_error_status: '529', result: 'x' })))
    expect(c.error).toStrictEqual({ message: 'x', type: 'claude_code_error' })
    expect(c.apiCalls).toBe(0)
    // a terminal api_error counts its failed attempt even without an error result
    expect(parse(nd(result({ terminal_reason: 'api_error' }))).apiCalls).toBe(1)
  })
})

describe('without a result line', () => {
  test('the main-loop usage, one per message id (the last usage of an id wins); the cost unknown', () => {
    const r = parse(nd(asst('m1', [text('a')], {}, { input_tokens: 10, output_tokens: 1, cache_read_input_tokens: 100, cache_creation_input_tokens: 1000 }), asst('m1', [text('b')], {}, { input_tokens: 12, output_tokens: 2, cache_read_input_tokens: 200, cache_creation_input_tokens: 2000 }), asst('m2', [text('c')], {}, { input_tokens: 5, output_tokens: 'x' }), asst('s1', [text('d')], { parent_tool_use_id: 't' }, { input_tokens: 1000 }), asst('m3', [text('e')], {}, 'not an object' as never)))
    expect(r.usage).toEqual({ input_tokens: 17, output_tokens: 2, cache_read_input_tokens: 200, cache_creation_input_tokens: 2000 })
    expect(r.costUsd).toBeNull()
    expect(r.stopReason).toBe('error')
    expect(r.response).toBe('e')
    expect(r.apiCalls).toBe(3)
  })

  test('the error: exit code, signal and the last 5 lines of stderr (cut at 1000 characters)', () => {
    const e = (o: Partial<ParseStreamInput>) => parse('', o).error!.message
    expect(e({ exitCode: 1, stderr: '\n a\nb\nc\nd\ne\nf \n\n' })).toBe('Claude Code ended without a result line (exit code 1): b\nc\nd\ne\nf')
    expect(e({ exitCode: null, signal: 'SIGKILL' })).toBe('Claude Code ended without a result line (exit code none, signal SIGKILL)')
    expect(e({ exitCode: 0, stderr: '   \n ' })).toBe('Claude Code ended without a result line (exit code 0)')
    const long = 's'.repeat(1001)
    expect(e({ exitCode: 2, stderr: long })).toBe(`Claude Code ended without a result line (exit code 2): ${'s'.repeat(1000)}\n… [truncated: 1 more characters]`)
    expect(e({ exitCode: 2, stderr: 's'.repeat(1000) })).toBe(`Claude Code ended without a result line (exit code 2): ${'s'.repeat(1000)}`)
  })

  test('the exit line of the Result block: only when an exit code or a signal is known', () => {
    expect(parse('', { exitCode: 3 }).transcript).toContain('## Result\n\nNo result line.\nexit code: 3\n\n## Error')
    expect(parse('', { exitCode: null }).transcript).toContain('## Result\n\nNo result line.\nexit code: none\n\n## Error')
    expect(parse('', { signal: 'SIGTERM' }).transcript).toContain('## Result\n\nNo result line.\nexit code: none, signal: SIGTERM\n\n## Error')
    expect(parse('', { signal: null }).transcript).toContain('## Result\n\nNo result line.\n\n## Error')
    expect(parse('', { exitCode: 1, signal: 'SIGINT' }).claudeCode).toMatchObject({ exitCode: 1, signal: 'SIGINT' })
  })

  test('junk lines are kept in the CLI facts', () => {
    expect(parse('oops\n{"type":"x"}\n[1]\n').claudeCode.junkLines).toEqual(['oops', '[1]'])
  })
})

describe('a run we stopped', () => {
  test('the abort is the error and the stop reason, whatever the stream says', () => {
    const aborted = { message: 'Run timed out after 1 s (Claude Code stopped).', type: 'timeout' }
    const r = parse(nd(asst('m1', [text('partial')]), result()), { aborted })
    expect(r.error).toStrictEqual(aborted)
    expect(r.stopReason).toBe('aborted')
    expect(r.response).toBe('partial')
    expect(r.costUsd).toBe(0.5)
    expect(r.transcript).toContain('## Error\n\ntimeout: Run timed out after 1 s (Claude Code stopped).\n')
    const none = parse(nd(asst('m1', [text('partial')])), { aborted })
    expect(none.error).toStrictEqual(aborted)
    expect(none.stopReason).toBe('aborted')
    expect(parse('', { aborted: { message: 'm', type: '' } }).transcript).toContain('## Error\n\nm\n')
  })
})

describe('skill use in the record', () => {
  test('without a skill under test the run counts as using it, with no reason', () => {
    const r = parse(nd(asst('m1', [use('t1', 'Skill', { skill: 'other' })]), results(res('t1', 'nope', true)), result()))
    expect(r.skillUsed).toBe(true)
    expect(Object.keys(r)).not.toContain('skillUseReason')
  })

  test('not used: the reason is in the record and the Result block; a failed run is named as the cause', () => {
    const r = parse(nd(init({ skills: [] }), asst('m1', [text('hi')]), result()), { skillName: 'demo', exitCode: 0 })
    expect(r.skillUsed).toBe(false)
    expect(r.skillUseReason).toBe("the agent never called the Skill tool for 'demo'; the session's init did not list it (skills: none).")
    expect(r.transcript).toContain("exit code: 0\nskill not used: the agent never called the Skill tool for 'demo'; the session's init did not list it (skills: none).\n\n## Final Response")
    const failed = parse(nd(init(), asst('m1', [text('hi')]), result({ is_error: true, result: 'Broke' })), { skillName: 'demo' })
    expect(failed.skillUseReason).toBe("the agent never called the Skill tool for 'demo'; the run failed first: Broke.")
    const listed = parse(nd(init(), asst('m1', [text('hi')]), result()), { skillName: 'demo' })
    expect(listed.skillUseReason).toBe("the agent never called the Skill tool for 'demo'.")
  })

  test('a launch without an injected skill body is noted (still a use); a Read of SKILL.md is not', () => {
    const launched = parse(nd(asst('m1', [use('t1', 'Skill', { skill: 'demo' })]), results(res('t1', 'Launching skill: demo')), result()), { skillName: 'demo' })
    expect(launched.skillUsed).toBe(true)
    expect(launched.transcript).toContain('## Turn 1: Tool results\n\n### Tool result: Skill\n\n```\nLaunching skill: demo\n```\n\n## Note\n\nThe Skill call launched, but no injected skill body was seen in the stream.\n\n## Result')
    const withBody = parse(nd(asst('m1', [use('t1', 'Skill', { skill: 'demo' })]), results(res('t1', 'Launching skill: demo')), { type: 'user', isSynthetic: true, message: { content: 'Base directory for this skill: /s\n# body' } }, result()), { skillName: 'demo' })
    expect(withBody.transcript).not.toContain('## Note')
    const otherBody = parse(nd(asst('m1', [use('t1', 'Skill', { skill: 'demo' })]), results(res('t1', 'Launching skill: demo')), { type: 'user', isSynthetic: true, message: { content: 'x Base directory for this skill: /s' } }, result()), { skillName: 'demo' })
    expect(otherBody.transcript).toContain('## Note')
    const secondLine = parse(nd(asst('m1', [use('t1', 'Skill', { skill: 'demo' })]), results(res('t1', 'Launching skill: demo')), { type: 'user', isSynthetic: true, message: { content: 'intro\nBase directory for this skill: /s' } }, result()), { skillName: 'demo' })
    expect(secondLine.transcript).toContain('## Note')
    const read = parse(nd(asst('m1', [use('t1', 'Read', { file_path: `${WS}/.claude/skills/demo/SKILL.md` })]), results(res('t1', '# demo')), result()), { skillName: 'demo' })
    expect(read.skillUsed).toBe(true)
    expect(read.transcript).not.toContain('## Note')
    const notUsed = parse(nd(asst('m1', [use('t1', 'Skill', { skill: 'demo' })]), results(res('t1', 'Unknown skill', true)), result()), { skillName: 'demo' })
    expect(notUsed.transcript).not.toContain('## Note')
  })
})
