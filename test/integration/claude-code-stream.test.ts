/**
 * The claude-code executor without the binary: replayed stream-json (shapes observed from
 * Claude Code 2.1.332, docs reference claude-code.md §4–§5) → ExecuteResult, and the command
 * line / environment of a run.
 */
import { describe, expect, test } from '@jest/globals'
import { buildInvocation, compareVersions, parseClaudeCodeStream, parseVersionOutput, workspaceRelative } from '../../src/run/claude-code/index.js'

const WS = '/tmp/skill-evals-ws-abc'
const nd = (...lines: unknown[]): string => lines.map((l) => JSON.stringify(l)).join('\n') + '\n'

const init = (skills: string[] = ['demo', 'doctor']) => ({
  type: 'system', subtype: 'init', cwd: WS, session_id: 's-1', model: 'claude-sonnet-5-5', permissionMode: 'acceptEdits',
  skills, slash_commands: skills, claude_code_version: '2.1.332', tools: ['Skill', 'Write']
})
const assistant = (id: string, content: unknown[], extra: Record<string, unknown> = {}) => ({
  type: 'assistant', parent_tool_use_id: null, message: { id, model: 'claude-sonnet-5-5', role: 'assistant', content, usage: { input_tokens: 10, output_tokens: 5, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 } }, ...extra
})
const toolUse = (id: string, name: string, input: unknown) => ({ type: 'tool_use', id, name, input })
const toolResult = (id: string, content: unknown, isError = false) => ({
  type: 'user', parent_tool_use_id: null, message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: id, content, ...(isError ? { is_error: true } : {}) }] }
})
const result = (over: Record<string, unknown> = {}) => ({
  type: 'result', subtype: 'success', is_error: false, num_turns: 3, duration_ms: 200, duration_api_ms: 80, result: 'Done.', stop_reason: 'end_turn',
  terminal_reason: 'completed', total_cost_usd: 0.0123, permission_denials: [],
  modelUsage: { 'claude-sonnet-5-5': { inputTokens: 100, outputTokens: 20, cacheReadInputTokens: 300, cacheCreationInputTokens: 40, costUSD: 0.0123, costBasis: 'list' } },
  ...over
})

describe('parseClaudeCodeStream', () => {
  test('a launched skill, a write, usage from modelUsage, cost from total_cost_usd', () => {
    const r = parseClaudeCodeStream({
      prompt: 'Do it.',
      workspaceDir: WS,
      skillName: 'demo',
      exitCode: 0,
      stdout: nd(
        init(),
        assistant('m1', [toolUse('t1', 'Skill', { skill: 'demo' })]),
        toolResult('t1', 'Launching skill: demo'),
        { type: 'user', isSynthetic: true, message: { role: 'user', content: [{ type: 'text', text: `Base directory for this skill: ${WS}/.claude/skills/demo\n\n# Demo` }] } },
        assistant('m2', [{ type: 'text', text: 'Writing.' }]),
        assistant('m2', [toolUse('t2', 'Write', { file_path: `${WS}/out/a.md`, content: 'x' })]), // same message id: same turn
        toolResult('t2', [{ type: 'text', text: 'File created successfully' }]),
        assistant('m3', [{ type: 'text', text: 'Done.' }]),
        result()
      )
    })
    expect(r.error).toBeUndefined()
    expect(r.skillUsed).toBe(true)
    expect(r.turns).toBe(3)
    expect(r.toolCalls.map((c) => [c.turn, c.name, c.output])).toEqual([
      [1, 'Skill', 'Launching skill: demo'],
      [2, 'Write', 'File created successfully']
    ])
    expect(r.filesWritten).toEqual(['out/a.md'])
    expect(r.usage).toEqual({ input_tokens: 100, output_tokens: 20, cache_read_input_tokens: 300, cache_creation_input_tokens: 40 })
    expect(r.costUsd).toBe(0.0123)
    expect(r.response).toBe('Done.')
    expect(r.transcript.startsWith('## Eval Prompt\n\nDo it.\n\n## Claude Code')).toBe(true)
    expect(r.claudeCode).toMatchObject({ version: '2.1.332', numTurns: 3, durationMs: 200, durationApiMs: 80, costBasis: ['list'] })
  })

  test.each([
    ['<tool_use_error>Unknown skill: demo</tool_use_error>', /not discovered \(Unknown skill: demo\)/],
    ["<tool_use_error>Skill demo is not in this session's skills allowlist</tool_use_error>", /refused by an allow-list/],
    ['Execute skill: demo. The user can add the allow rule Skill(demo) to .claude/settings.local.json', /denied permission/]
  ])('a Skill call answered %s is not a use of the skill', (text, reason) => {
    const r = parseClaudeCodeStream({
      prompt: 'p',
      skillName: 'demo',
      stdout: nd(init(), assistant('m1', [toolUse('t1', 'Skill', { skill: 'demo' })]), toolResult('t1', text, true), assistant('m2', [{ type: 'text', text: 'ok' }]), result())
    })
    expect(r.error).toBeUndefined()
    expect(r.skillUsed).toBe(false)
    expect(r.skillUseReason).toMatch(reason)
  })

  test('never calling the skill, or loading it by reading SKILL.md', () => {
    const none = parseClaudeCodeStream({ prompt: 'p', skillName: 'demo', stdout: nd(init(['doctor']), assistant('m1', [{ type: 'text', text: 'hi' }]), result()) })
    expect(none.skillUsed).toBe(false)
    expect(none.skillUseReason).toMatch(/never called the Skill tool for 'demo'.*did not list it/)
    const read = parseClaudeCodeStream({
      prompt: 'p',
      skillName: 'demo',
      stdout: nd(init(), assistant('m1', [toolUse('t1', 'Read', { file_path: `${WS}/.claude/skills/demo/SKILL.md` })]), toolResult('t1', '# Demo'), result())
    })
    expect(read.skillUsed).toBe(true)
  })

  test('cost is unknown (null) when a cost basis is not "list", or when the CLI dropped the usage', () => {
    const unknown = parseClaudeCodeStream({
      prompt: 'p',
      stdout: nd(init(), assistant('m1', [{ type: 'text', text: 'x' }]), result({ modelUsage: { 'fake-x': { inputTokens: 1, outputTokens: 1, costUSD: 0.5, costBasis: 'unknown' } }, total_cost_usd: 0.5 }))
    })
    expect(unknown.costUsd).toBeNull()
    const dropped = parseClaudeCodeStream({
      prompt: 'p',
      stdout: nd(init(), assistant('m1', [{ type: 'text', text: 'x' }]), result({ is_error: true, terminal_reason: 'api_error', api_error_status: 529, modelUsage: {}, total_cost_usd: 0, result: 'API Error: 529' }))
    })
    expect(dropped.costUsd).toBeNull()
    expect(dropped.error).toMatchObject({ type: 'api_error', status: 529 })
    expect(dropped.usage.input_tokens).toBe(0)
  })

  test('max turns is a stop reason, not an error (as in the API executor)', () => {
    const r = parseClaudeCodeStream({
      prompt: 'p',
      exitCode: 1,
      stdout: nd(init(), assistant('m1', [toolUse('t1', 'Skill', { skill: 'demo' })]), toolResult('t1', 'Launching skill: demo'), result({ subtype: 'error_max_turns', is_error: true, terminal_reason: 'max_turns', errors: ['Reached maximum number of turns (1)'] }))
    })
    expect(r.error).toBeUndefined()
    expect(r.stopReason).toBe('max_turns')
  })

  test('no result line: an error with the stderr tail; partial usage kept, cost unknown; junk lines kept', () => {
    const r = parseClaudeCodeStream({
      prompt: 'p',
      exitCode: 1,
      stderr: 'boom\nError: bad flag',
      stdout: nd(init(), assistant('m1', [{ type: 'text', text: 'x' }])) + 'not json\n'
    })
    expect(r.error).toMatchObject({ type: 'claude_code' })
    expect(r.error!.message).toContain('Error: bad flag')
    expect(r.usage.input_tokens).toBe(10)
    expect(r.costUsd).toBeNull()
    expect(r.claudeCode.junkLines).toEqual(['not json'])
  })
})

describe('buildInvocation', () => {
  const dirs = { config: '/s/config', tmp: '/s/tmp', home: '/s/home' }
  test('with_skill: pre-approved scoped Skill, isolation switches, an allow-listed environment', () => {
    const inv = buildInvocation(
      { spec: { model: 'm' }, prompt: '--looks like a flag', skill: { name: 'demo' }, bash: false, maxTurns: 5 },
      { apiKey: 'k', baseUrl: 'http://x', sourceEnv: { PATH: '/bin', GITHUB_TOKEN: 'ghp_x', HTTPS_PROXY: 'http://p', AWS_SECRET_ACCESS_KEY: 'a' }, passEnv: ['HTTPS_PROXY', 'GITHUB_TOKEN'] },
      dirs,
      'sid'
    )
    expect(inv.args.slice(-2)).toEqual(['--', '--looks like a flag'])
    expect(inv.args).toEqual(expect.arrayContaining(['-p', '--verbose', '--strict-mcp-config', '--no-session-persistence', '--allowedTools=Skill(demo)', '--disallowedTools=WebFetch,WebSearch,Bash']))
    expect(inv.args[inv.args.indexOf('--output-format') + 1]).toBe('stream-json')
    expect(inv.args[inv.args.indexOf('--setting-sources') + 1]).toBe('user') // issue 33 row H: nothing of the workspace is read as configuration
    expect(inv.args[inv.args.indexOf('--add-dir') + 1]).toBe('/s/config/skills/demo')
    expect(JSON.parse(inv.args[inv.args.indexOf('--settings') + 1]!)).toMatchObject({ disableBundledSkills: true })
    expect(inv.env).toEqual({
      PATH: '/bin', HOME: '/s/home', TMPDIR: '/s/tmp', LANG: 'C.UTF-8', CLAUDE_CONFIG_DIR: '/s/config', CLAUDE_CODE_TMPDIR: '/s/tmp',
      CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1', DISABLE_TELEMETRY: '1', DISABLE_AUTOUPDATER: '1', DISABLE_ERROR_REPORTING: '1',
      CLAUDE_CODE_DISABLE_BUNDLED_SKILLS: '1', CLAUDE_CODE_DISABLE_CLAUDE_MDS: '1', CLAUDE_CODE_DISABLE_AUTO_MEMORY: '1', CLAUDE_CODE_MAX_RETRIES: '2',
      HTTPS_PROXY: 'http://p', ANTHROPIC_API_KEY: 'k', ANTHROPIC_BASE_URL: 'http://x'
    }) // no GITHUB_TOKEN even when asked for, nothing else from the parent
  })

  test('baseline: nothing pre-approved; optionally no Skill tool; Bash only when enabled', () => {
    const a = buildInvocation({ spec: { model: 'm' }, prompt: 'p', bash: true, maxTurns: 5 }, {}, dirs, 'sid')
    expect(a.args.some((x) => x.startsWith('--allowedTools=Skill'))).toBe(false)
    expect(a.args).toContain('--allowedTools=Bash')
    expect(a.args).toContain('--disallowedTools=WebFetch,WebSearch')
    const b = buildInvocation({ spec: { model: 'm' }, prompt: 'p', bash: false, maxTurns: 5 }, { baseline: 'no-skill-tool' }, dirs, 'sid')
    expect(b.args).toContain('--disallowedTools=WebFetch,WebSearch,Skill,Bash')
  })
})

test('helpers: versions and workspace paths', () => {
  expect(parseVersionOutput('2.1.332 (Claude Code)\n')).toBe('2.1.332')
  expect(compareVersions('2.1.197', '2.1.332')).toBe(-1)
  expect(compareVersions('2.10.0', '2.9.9')).toBe(1)
  expect(workspaceRelative(`${WS}/a/../b.md`, WS)).toBe('b.md')
  expect(workspaceRelative('./x/y.md', WS)).toBe('x/y.md')
  expect(workspaceRelative('/etc/passwd', WS)).toBeUndefined()
  expect(workspaceRelative('../up.md', WS)).toBeUndefined()
})

test('withDescription rewrites only the frontmatter description', async () => {
  const { withDescription } = await import('../../src/triggers/claude-code.js')
  const md = '---\nname: a\ndescription: old one\nallowed-tools: Read\n---\n\n# Body\n\ndescription: not this\n'
  expect(withDescription(md, 'new: with colon')).toBe('---\nname: a\ndescription: "new: with colon"\nallowed-tools: Read\n---\n\n# Body\n\ndescription: not this\n')
})
