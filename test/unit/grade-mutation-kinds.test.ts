/**
 * The evidence a user reads for each deterministic check kind, word for word, and the pass/fail
 * decision at each boundary (issue 23: mutation testing of the grade part). The evidence is what
 * the report shows for a failed assertion, so a dropped list, a wrong count or a lost "(expected
 * …)" is a bug a user would see.
 */
import { describe, test, expect, beforeAll, afterAll } from '@jest/globals'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { runCheck, type CheckContext } from '../../src/checks/checks.js'
import type { Check, ToolCallRecord } from '../../src/types.js'

let root: string
let outputs: string
let skillDir: string

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'skill-evals-kinds-'))
  outputs = path.join(root, 'outputs')
  skillDir = path.join(root, 'skill')
  mkdirSync(outputs)
  mkdirSync(skillDir)
  const out = (rel: string, content: string): void => {
    const abs = path.join(outputs, rel)
    mkdirSync(path.dirname(abs), { recursive: true })
    writeFileSync(abs, content)
  }
  out('a.md', 'line one\nHello World\n')
  out('b.md', 'nothing here\n')
  out('docs/c.md', '')
  out('empty.txt', '   \n')
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

const ctx = (over: Partial<CheckContext> = {}): CheckContext => ({ response: '', transcript: '', outputsDir: outputs, toolCalls: [], skillDir, ...over })
const run = (check: Record<string, unknown>, over: Partial<CheckContext> = {}) => runCheck(check as Check, ctx(over))
const HELD = 'outputs hold: a.md, b.md, docs/c.md, empty.txt'

describe('contains / not_contains evidence', () => {
  test('one value found: says where, case-insensitive by default', async () => {
    expect(await run({ kind: 'contains', value: 'world' }, { response: 'hello\nbig world' })).toEqual({
      passed: true,
      evidence: 'Found (case-insensitive) — "world" in the response (line 2): "hello big world"',
    })
    expect(await run({ kind: 'contains', value: 'hello', in: 'transcript' }, { transcript: 'a\nb\nHELLO' })).toEqual({
      passed: true,
      evidence: 'Found (case-insensitive) — "hello" in the transcript (line 3): "a b HELLO"',
    })
  })

  test('several values found: "all N values", each with its line', async () => {
    expect(await run({ kind: 'contains', value: ['hello', 'world'] }, { response: 'hello\nbig world' })).toEqual({
      passed: true,
      evidence: 'Found all 2 values (case-insensitive) — "hello" in the response (line 1): "hello big world"; "world" in the response (line 2): "hello big world"',
    })
  })

  test('missing values are named, and the found ones listed after', async () => {
    expect(await run({ kind: 'contains', value: ['hello', 'moon', 'sun'] }, { response: 'hello\nbig world' })).toEqual({
      passed: false,
      evidence: 'Missing "moon", "sun" (case-insensitive) in the response, which starts "hello big world". Found: "hello" (the response (line 1)).',
    })
    expect(await run({ kind: 'contains', value: 'moon' }, { response: 'hello big world' })).toEqual({
      passed: false,
      evidence: 'Missing "moon" (case-insensitive) in the response, which starts "hello big world".',
    })
  })

  test('case_sensitive: a different case is missing, and the evidence says case-sensitive', async () => {
    expect(await run({ kind: 'contains', value: 'World', case_sensitive: true }, { response: 'hello world' })).toEqual({
      passed: false,
      evidence: 'Missing "World" (case-sensitive) in the response, which starts "hello world".',
    })
    expect((await run({ kind: 'contains', value: 'World', case_sensitive: true }, { response: 'hello World' })).passed).toBe(true)
    expect((await run({ kind: 'contains', value: 'WORLD', case_sensitive: false }, { response: 'hello World' })).passed).toBe(true)
  })

  test('empty texts and files are called empty', async () => {
    expect(await run({ kind: 'contains', value: 'moon' }, { response: '' })).toEqual({
      passed: false,
      evidence: 'Missing "moon" (case-insensitive) in the response (the response is empty).',
    })
    expect(await run({ kind: 'contains', value: 'moon', in: '*.txt' })).toEqual({
      passed: false,
      evidence: 'Missing "moon" (case-insensitive) in empty.txt (empty.txt is empty).',
    })
    expect(await run({ kind: 'contains', value: 'moon', in: 'docs/*' })).toEqual({
      passed: false,
      evidence: 'Missing "moon" (case-insensitive) in docs/c.md (docs/c.md is empty).',
    })
  })

  test('a glob over several files names them', async () => {
    expect(await run({ kind: 'contains', value: 'moon', in: '*.md' })).toEqual({
      passed: false,
      evidence: "Missing \"moon\" (case-insensitive) in 2 files matching '*.md' (a.md, b.md).",
    })
  })

  test('no matching file: contains fails, not_contains passes, a folder name gets a hint', async () => {
    expect(await run({ kind: 'contains', value: 'moon', in: 'none/*.md' })).toEqual({
      passed: false,
      evidence: `No file matches 'none/*.md'; ${HELD}; could not look for "moon"`,
    })
    expect(await run({ kind: 'not_contains', value: 'moon', in: 'none/*.md' })).toEqual({
      passed: true,
      evidence: `No file matches 'none/*.md'; ${HELD}, so nothing can contain "moon" (passes)`,
    })
    expect(await run({ kind: 'contains', value: 'moon', in: 'docs' })).toEqual({
      passed: false,
      evidence: `No file matches 'docs' ('docs' is a folder; use 'docs/*'); ${HELD}; could not look for "moon"`,
    })
  })

  test('not_contains: passes when none appears, fails quoting the one that does', async () => {
    expect(await run({ kind: 'not_contains', value: ['moon', 'sun'] }, { response: 'hello' })).toEqual({
      passed: true,
      evidence: 'None of "moon", "sun" appears (case-insensitive) in the response',
    })
    expect(await run({ kind: 'not_contains', value: ['hello', 'sun'] }, { response: 'x\nhello' })).toEqual({
      passed: false,
      evidence: 'Found (case-insensitive) "hello" in the response (line 2): "x hello"',
    })
  })
})

describe('regex evidence', () => {
  test('a match quotes the matched text and its line; flags are shown', async () => {
    expect(await run({ kind: 'regex', pattern: 'w(or)ld', flags: 'i' }, { response: 'x\nWorld' })).toEqual({
      passed: true,
      evidence: '/w(or)ld/i matched in the response (line 2): "World"',
    })
  })

  test('no match: the start of the text, or the files searched', async () => {
    expect(await run({ kind: 'regex', pattern: 'moon' }, { response: 'x\nWorld' })).toEqual({
      passed: false,
      evidence: '/moon/ did not match the response, which starts "x World"',
    })
    expect(await run({ kind: 'regex', pattern: 'moon', in: '*.md' })).toEqual({
      passed: false,
      evidence: "/moon/ did not match 2 files matching '*.md' (a.md, b.md)",
    })
    expect(await run({ kind: 'regex', pattern: 'moon', in: 'a.md' })).toEqual({ passed: false, evidence: '/moon/ did not match a.md' })
    expect(await run({ kind: 'regex', pattern: 'moon', in: 'zz/*' })).toEqual({
      passed: false,
      evidence: `No file matches 'zz/*'; ${HELD}; could not match /moon/`,
    })
  })

  test('a glob passes on one matching file and names the ones without a match', async () => {
    expect(await run({ kind: 'regex', pattern: 'Hello', in: '*.md' })).toEqual({
      passed: true,
      evidence: '/Hello/ matched in a.md:2: "Hello" (no match in b.md)',
    })
    expect(await run({ kind: 'regex', pattern: 'Hello', in: 'a.md' })).toEqual({ passed: true, evidence: '/Hello/ matched in a.md:2: "Hello"' })
  })
})

describe('file_exists / file_absent evidence and counts', () => {
  test('matches are counted and listed', async () => {
    expect(await run({ kind: 'file_exists', path: '*.md' })).toEqual({ passed: true, evidence: "2 files match '*.md': a.md, b.md" })
    expect(await run({ kind: 'file_exists', path: 'a.md' })).toEqual({ passed: true, evidence: "1 file matches 'a.md': a.md" })
  })

  test('count: at least, at most, exactly, a range; the boundaries are inclusive', async () => {
    expect(await run({ kind: 'file_exists', path: '*.md', count: { min: 3 } })).toEqual({
      passed: false,
      evidence: "2 files match '*.md' (expected at least 3): a.md, b.md",
    })
    expect((await run({ kind: 'file_exists', path: '*.md', count: { min: 2 } })).passed).toBe(true)
    expect(await run({ kind: 'file_exists', path: '*.md', count: { max: 1 } })).toEqual({
      passed: false,
      evidence: "2 files match '*.md' (expected at most 1): a.md, b.md",
    })
    expect((await run({ kind: 'file_exists', path: '*.md', count: { max: 2 } })).passed).toBe(true)
    expect(await run({ kind: 'file_exists', path: '*.md', count: { min: 2, max: 2 } })).toEqual({
      passed: true,
      evidence: "2 files match '*.md' (expected exactly 2): a.md, b.md",
    })
    expect(await run({ kind: 'file_exists', path: '*.md', count: { min: 1, max: 3 } })).toEqual({
      passed: true,
      evidence: "2 files match '*.md' (expected 1..3): a.md, b.md",
    })
  })

  test('min 0 lets no match pass; without it no match fails listing the outputs', async () => {
    expect(await run({ kind: 'file_exists', path: '*.zip', count: { min: 0, max: 1 } })).toEqual({ passed: true, evidence: "0 files match '*.zip' (expected 0..1)" })
    expect(await run({ kind: 'file_exists', path: '*.zip' })).toEqual({ passed: false, evidence: `No file matches '*.zip'; ${HELD}` })
    expect(await run({ kind: 'file_exists', path: '*.zip', count: { max: 3 } })).toEqual({ passed: false, evidence: `No file matches '*.zip'; ${HELD}` })
  })

  test('file_absent', async () => {
    expect(await run({ kind: 'file_absent', path: '*.zip' })).toEqual({ passed: true, evidence: "No file matches '*.zip' (as required)" })
    expect(await run({ kind: 'file_absent', path: '*.md' })).toEqual({ passed: false, evidence: "2 files match '*.md' but none should: a.md, b.md" })
    expect(await run({ kind: 'file_absent', path: 'a.md' })).toEqual({ passed: false, evidence: "1 file matches 'a.md' but none should: a.md" })
  })
})

describe('tool_called / tool_not_called evidence', () => {
  const call = (name: string, input: unknown, turn: number): ToolCallRecord => ({ turn, id: `t${turn}`, name, input, output: '', isError: false })
  const calls = [call('Read', { file_path: '/a.md', opts: { n: 1, tags: ['x', 'y'] } }, 1), call('Bash', { command: 'ls' }, 2), call('Read', { file_path: '/b.md' }, 3), call('Bash', { command: 'pwd' }, 4)]
  const inv = '(tools called: Read ×2, Bash ×2)'
  const first = '{"file_path":"/a.md","opts":{"n":1,"tags":["x","y"]}}'

  test('called: the count, the turns and the first input', async () => {
    expect(await run({ kind: 'tool_called', tool: 'Read' }, { toolCalls: calls })).toEqual({ passed: true, evidence: `'Read' was called 2 times (turns 1, 3); first input: ${first}` })
    expect(await run({ kind: 'tool_called', tool: 'Read', input: {} }, { toolCalls: calls })).toEqual({
      passed: true,
      evidence: `'Read' was called 2 times with input matching {} (turns 1, 3); first input: ${first}`,
    })
    expect(await run({ kind: 'tool_called', tool: 'Read', input: { file_path: '/b.md' } }, { toolCalls: calls })).toEqual({
      passed: true,
      evidence: `'Read' was called 1 time with input matching {"file_path":"/b.md"} (turns 3); first input: {"file_path":"/b.md"}`,
    })
  })

  test('never called: the tools that were called, or none', async () => {
    expect(await run({ kind: 'tool_called', tool: 'Write' }, { toolCalls: calls })).toEqual({ passed: false, evidence: `'Write' was never called ${inv}` })
    expect(await run({ kind: 'tool_called', tool: 'Write' }, { toolCalls: [] })).toEqual({ passed: false, evidence: "'Write' was never called (no tools were called)" })
    expect(await run({ kind: 'tool_called', tool: 'Write' }, { toolCalls: undefined as unknown as ToolCallRecord[] })).toEqual({
      passed: false,
      evidence: "'Write' was never called (no tools were called)",
    })
  })

  test('called with another input: where each call differs (deep subset of objects, lists item by item)', async () => {
    const r = (input: unknown, tool = 'Read') => run({ kind: 'tool_called', tool, input }, { toolCalls: calls })
    expect(await r({ file_path: '/c.md' })).toEqual({
      passed: false,
      evidence: `'Read' was never called with input matching {"file_path":"/c.md"}; 'Read' was called 2 times but the input differs (turn 1: input.file_path is "/a.md", expected "/c.md"; turn 3: input.file_path is "/b.md", expected "/c.md") ${inv}`,
    })
    expect((await r({ opts: { n: 2 } })).evidence).toContain('(turn 1: input.opts.n is 1, expected 2; turn 3: input.opts is missing)')
    expect((await r({ opts: { tags: ['x'] } })).evidence).toContain('(turn 1: input.opts.tags has 2 items, expected 1; turn 3: input.opts is missing)')
    expect((await r({ opts: { tags: ['x', 'z'] } })).evidence).toContain('(turn 1: input.opts.tags[1] is "y", expected "z"; turn 3')
    expect((await r({ opts: { tags: ['x', 'y'] } })).passed).toBe(true)
    expect((await r({ file_path: { x: 1 } })).evidence).toContain('(turn 1: input.file_path is "/a.md", expected an object; turn 3: input.file_path is "/b.md", expected an object)')
    expect((await r({ file_path: ['x'] })).evidence).toContain('(turn 1: input.file_path is "/a.md", expected a list; turn 3: input.file_path is "/b.md", expected a list)')
    expect((await r({ missing: 1 }, 'Bash')).evidence).toContain('(turn 2: input.missing is missing; turn 4: input.missing is missing)')
    // An inherited key is not a key of the input.
    expect((await r({ toString: 1 }, 'Bash')).evidence).toContain('(turn 2: input.toString is missing;')
  })

  test('a list input must have the same items in order', async () => {
    const list = [call('Edit', { lines: [1, 2] }, 5)]
    expect((await run({ kind: 'tool_called', tool: 'Edit', input: { lines: [1, 2] } }, { toolCalls: list })).passed).toBe(true)
    expect((await run({ kind: 'tool_called', tool: 'Edit', input: { lines: [2, 1] } }, { toolCalls: list })).evidence).toContain('turn 5: input.lines[0] is 2, expected 1'.replace('is 2, expected 1', 'is 1, expected 2'))
    expect((await run({ kind: 'tool_called', tool: 'Edit', input: { lines: [1, 2, 3] } }, { toolCalls: list })).passed).toBe(false)
    expect((await run({ kind: 'tool_called', tool: 'Edit', input: { lines: [1] } }, { toolCalls: list })).passed).toBe(false)
  })

  test('count: exact, at most, and at most 0 for a tool never called', async () => {
    expect(await run({ kind: 'tool_called', tool: 'Bash', count: { min: 1, max: 1 } }, { toolCalls: calls })).toEqual({
      passed: false,
      evidence: `'Bash' was called 2 times (expected exactly 1) (turns 2, 4); first input: {"command":"ls"}`,
    })
    expect(await run({ kind: 'tool_called', tool: 'Bash', count: { max: 2 } }, { toolCalls: calls })).toEqual({
      passed: true,
      evidence: `'Bash' was called 2 times (expected at most 2) (turns 2, 4); first input: {"command":"ls"}`,
    })
    expect((await run({ kind: 'tool_called', tool: 'Bash', count: { min: 2 } }, { toolCalls: calls })).passed).toBe(true)
    expect((await run({ kind: 'tool_called', tool: 'Bash', count: { min: 3 } }, { toolCalls: calls })).passed).toBe(false)
    expect(await run({ kind: 'tool_called', tool: 'Write', count: { min: 0, max: 0 } }, { toolCalls: calls })).toEqual({
      passed: true,
      evidence: `'Write' was never called (expected exactly 0) ${inv}`,
    })
    expect(await run({ kind: 'tool_called', tool: 'Write', count: { max: 2 } }, { toolCalls: calls })).toEqual({
      passed: false,
      evidence: `'Write' was never called (expected at most 2) ${inv}`,
    })
  })

  test('count max 0 without min can never pass (min defaults to 1): an invalid check, for both kinds with a count', async () => {
    const msg = `Invalid check: /count/max: 'count.max' is 0 but 'count.min' defaults to 1, so the check can never pass; add "min": 0`
    expect(await run({ kind: 'tool_called', tool: 'Write', count: { max: 0 } }, { toolCalls: calls })).toEqual({ passed: false, error: true, evidence: msg })
    expect(await run({ kind: 'file_exists', path: '*.zip', count: { max: 0 } })).toEqual({ passed: false, error: true, evidence: msg })
    expect((await run({ kind: 'file_exists', path: '*.zip', count: { min: 0, max: 0 } })).passed).toBe(true)
  })

  test('tool_not_called', async () => {
    expect(await run({ kind: 'tool_not_called', tool: 'Write' }, { toolCalls: calls })).toEqual({ passed: true, evidence: `'Write' was not called ${inv}` })
    expect(await run({ kind: 'tool_not_called', tool: 'Bash' }, { toolCalls: calls })).toEqual({
      passed: false,
      evidence: `'Bash' was called 2 times (turns 2, 4); first input: {"command":"ls"}`,
    })
    expect(await run({ kind: 'tool_not_called', tool: 'Bash', input: { command: 'rm' } }, { toolCalls: calls })).toEqual({
      passed: true,
      evidence: `'Bash' was not called with input matching {"command":"rm"}; 'Bash' was called 2 times but the input differs (turn 2: input.command is "ls", expected "rm"; turn 4: input.command is "pwd", expected "rm") ${inv}`,
    })
    expect(await run({ kind: 'tool_not_called', tool: 'Bash', input: { command: 'ls' } }, { toolCalls: calls })).toEqual({
      passed: false,
      evidence: `'Bash' was called 1 time with input matching {"command":"ls"} (turns 2); first input: {"command":"ls"}`,
    })
  })

  test('the "input differs" part shows at most three calls', async () => {
    const many = [1, 2, 3, 4, 5].map((t) => call('Bash', { command: `c${t}` }, t))
    const ev = (await run({ kind: 'tool_called', tool: 'Bash', input: { command: 'x' } }, { toolCalls: many })).evidence
    expect(ev).toContain('turn 3: input.command is "c3"')
    expect(ev).not.toContain('turn 4:')
    expect(ev).toContain("'Bash' was called 5 times but the input differs")
  })
})

describe('json_path evidence', () => {
  beforeAll(() => {
    const out = (rel: string, content: string): void => writeFileSync(path.join(outputs, rel), content)
    mkdirSync(path.join(outputs, 'j'), { recursive: true })
    out('j/r.json', '{"status":"ok","items":[1,2,3],"tags":["A","b"],"n":null}')
    out('j/s.json', '{"status":"bad","items":[]}')
    out('j/arr.json', '[1,2]')
  })
  const jp = (check: Record<string, unknown>, over: Partial<CheckContext> = {}) => run({ kind: 'json_path', in: 'j/r.json', ...check }, over)

  test('equals on one document and on several (each marked ✓ or ✗)', async () => {
    expect(await jp({ path: '$.status', op: 'equals', value: 'ok' })).toEqual({ passed: true, evidence: 'j/r.json: $.status: /status = "ok" is equal to "ok"' })
    expect(await jp({ path: '$.status', op: 'equals', value: 'ok', in: 'j/[rs].json' })).toEqual({
      passed: false,
      evidence: 'j/r.json: $.status: /status = "ok" is equal to "ok"\n✗ j/s.json: $.status: /status = "bad" is not equal to "ok"'.replace(/^/, '✓ '),
    })
    expect((await jp({ path: '$.status', op: 'equals', value: 'ok', in: 'j/[r].json' })).passed).toBe(true)
    expect(await run({ kind: 'json_path', path: '$.items', op: 'exists', in: 'j/[rs].json' })).toEqual({
      passed: true,
      evidence: '✓ j/r.json: $.items exists: /items = [1,2,3]\n✓ j/s.json: $.items exists: /items = []',
    })
  })

  test('the document root and arrays', async () => {
    expect(await jp({ path: '$[0]', op: 'equals', value: 5, in: 'j/arr.json' })).toEqual({ passed: false, evidence: 'j/arr.json: $[0]: /0 = 1 is not equal to 5' })
    expect(await jp({ path: '$.x', op: 'exists', in: 'j/arr.json' })).toEqual({ passed: false, evidence: 'j/arr.json: $.x matches nothing (the document is an array of 2)' })
    expect(await jp({ path: '$', op: 'equals', value: [1, 2], in: 'j/arr.json' })).toEqual({ passed: true, evidence: 'j/arr.json: $: (root) = [1,2] is equal to [1,2]' })
    expect((await jp({ path: '$', op: 'equals', value: [1, 2, 3], in: 'j/arr.json' })).passed).toBe(false)
    expect((await jp({ path: '$', op: 'equals', value: { 0: 1, 1: 2 }, in: 'j/arr.json' })).passed).toBe(false)
  })

  test('count: the length of one array, a node count, a value filter; bounds inclusive', async () => {
    expect(await jp({ path: '$.items', op: 'count', min: 3 })).toEqual({ passed: true, evidence: 'j/r.json: $.items has 3 items (expected at least 3)' })
    expect((await jp({ path: '$.items', op: 'count', min: 4 })).passed).toBe(false)
    expect((await jp({ path: '$.items', op: 'count', max: 3 })).passed).toBe(true)
    expect((await jp({ path: '$.items', op: 'count', max: 2 })).passed).toBe(false)
    expect(await jp({ path: '$.items[*]', op: 'count', max: 2 })).toEqual({ passed: false, evidence: 'j/r.json: 3 nodes match $.items[*] (expected at most 2)' })
    expect(await jp({ path: '$.status', op: 'count', min: 1, max: 1 })).toEqual({ passed: true, evidence: 'j/r.json: 1 node matches $.status (expected exactly 1)' })
    expect(await jp({ path: '$.items[*]', op: 'count', min: 1, value: 2 })).toEqual({ passed: true, evidence: 'j/r.json: 3 nodes match $.items[*], 1 equal to 2 (expected at least 1)' })
    expect(await jp({ path: '$.items', op: 'count', min: 1, value: 2 })).toEqual({ passed: true, evidence: 'j/r.json: $.items has 3 items, 1 equal to 2 (expected at least 1)' })
    expect((await jp({ path: '$.items', op: 'count', min: 2, value: 2 })).passed).toBe(false)
  })

  test('contains: substring of a string (case-insensitive unless said), element of a list', async () => {
    expect(await jp({ path: '$.tags', op: 'contains', value: 'a' })).toEqual({ passed: true, evidence: 'j/r.json: $.tags: /tags = ["A","b"] is containing "a" (case-insensitive)' })
    expect(await jp({ path: '$.tags', op: 'contains', value: 'a', case_sensitive: true })).toEqual({
      passed: false,
      evidence: 'j/r.json: $.tags: /tags = ["A","b"] is not containing "a" (case-sensitive)',
    })
    expect((await jp({ path: '$.tags', op: 'contains', value: 'A', case_sensitive: true })).passed).toBe(true)
    expect(await jp({ path: '$.status', op: 'contains', value: 'O' })).toEqual({ passed: true, evidence: 'j/r.json: $.status: /status = "ok" is containing "O" (case-insensitive)' })
    expect((await jp({ path: '$.status', op: 'contains', value: 'O', case_sensitive: true })).passed).toBe(false)
    expect((await jp({ path: '$.status', op: 'contains', value: 'k', case_sensitive: true })).passed).toBe(true)
    expect(await jp({ path: '$.items', op: 'contains', value: 2 })).toEqual({ passed: true, evidence: 'j/r.json: $.items: /items = [1,2,3] is containing 2' })
    expect((await jp({ path: '$.items', op: 'contains', value: 7 })).passed).toBe(false)
    expect((await jp({ path: '$.tags', op: 'contains', value: 'B' })).passed).toBe(true)
    // A list element must equal the value, not contain it; a number node contains nothing.
    expect((await jp({ path: '$.tags', op: 'contains', value: 'x' })).passed).toBe(false)
    expect((await jp({ path: '$.items[0]', op: 'contains', value: 1 })).passed).toBe(false)
    expect((await jp({ path: '$.items', op: 'contains', value: '2' })).passed).toBe(false)
  })

  test('regex: every node by default, any, none; objects and lists never match', async () => {
    expect(await jp({ path: '$.items[*]', op: 'regex', pattern: '^[12]$' })).toEqual({ passed: false, evidence: 'j/r.json: 1 of 3 nodes of $.items[*] is not matching /^[12]$/: /items/2 = 3' })
    expect(await jp({ path: '$.items[*]', op: 'regex', pattern: '^[12]$', match: 'any' })).toEqual({
      passed: true,
      evidence: 'j/r.json: $.items[*]: /items/0 = 1 is matching /^[12]$/ (2 of 3 nodes)',
    })
    expect(await jp({ path: '$.items[*]', op: 'regex', pattern: '^[12]$', match: 'none' })).toEqual({
      passed: false,
      evidence: 'j/r.json: 2 nodes of $.items[*] are matching /^[12]$/ but none should be: /items/0 = 1, /items/1 = 2',
    })
    expect(await jp({ path: '$.n', op: 'regex', pattern: 'null' })).toEqual({ passed: true, evidence: 'j/r.json: $.n: /n = null is matching /null/' })
    expect(await jp({ path: '$.items', op: 'regex', pattern: '1' })).toEqual({ passed: false, evidence: 'j/r.json: $.items: /items = [1,2,3] is not matching /1/' })
    expect((await jp({ path: '$.status', op: 'regex', pattern: 'OK', flags: 'i' })).passed).toBe(true)
    expect((await jp({ path: '$.status', op: 'regex', pattern: 'OK' })).passed).toBe(false)
  })

  test('one_of and equals with match any / none / all', async () => {
    expect(await jp({ path: '$.items[*]', op: 'one_of', values: [7, 8], match: 'any' })).toEqual({
      passed: false,
      evidence: 'j/r.json: no node of $.items[*] is one of [7,8]; found /items/0 = 1, /items/1 = 2, /items/2 = 3',
    })
    expect((await jp({ path: '$.items[*]', op: 'one_of', values: [7, 3], match: 'any' })).evidence).toBe('j/r.json: $.items[*]: /items/2 = 3 is one of [7,3] (1 of 3 nodes)')
    expect(await jp({ path: '$.items[*]', op: 'one_of', values: [1, 2, 3] })).toEqual({ passed: true, evidence: 'j/r.json: all 3 nodes of $.items[*] are one of [1,2,3]' })
    expect((await jp({ path: '$.status', op: 'one_of', values: ['ok'], match: 'any' })).evidence).toBe('j/r.json: $.status: /status = "ok" is one of ["ok"]')
    expect(await jp({ path: '$.items[*]', op: 'equals', value: 9, match: 'none' })).toEqual({ passed: true, evidence: 'j/r.json: none of the 3 nodes of $.items[*] is equal to 9' })
    expect(await jp({ path: '$.items[*]', op: 'equals', value: 2, match: 'none' })).toEqual({
      passed: false,
      evidence: 'j/r.json: 1 node of $.items[*] is equal to 2 but none should be: /items/1 = 2',
    })
    expect(await jp({ path: '$.nope[*]', op: 'equals', value: 2, match: 'none' })).toEqual({
      passed: true,
      evidence: 'j/r.json: $.nope[*] matches nothing (top-level keys: status, items, tags, n), so none is equal to 2',
    })
    expect(await jp({ path: '$.items[*]', op: 'equals', value: 1 })).toEqual({
      passed: false,
      evidence: 'j/r.json: 2 of 3 nodes of $.items[*] are not equal to 1: /items/1 = 2, /items/2 = 3',
    })
    expect(await jp({ path: '$.nope', op: 'equals', value: 1, match: 'any' })).toEqual({
      passed: false,
      evidence: 'j/r.json: $.nope matches nothing (top-level keys: status, items, tags, n)',
    })
  })

  test('exists / not_exists', async () => {
    expect(await jp({ path: '$.nope', op: 'exists' })).toEqual({ passed: false, evidence: 'j/r.json: $.nope matches nothing (top-level keys: status, items, tags, n)' })
    expect(await jp({ path: '$.status', op: 'exists' })).toEqual({ passed: true, evidence: 'j/r.json: $.status exists: /status = "ok"' })
    expect(await jp({ path: '$.nope', op: 'not_exists' })).toEqual({ passed: true, evidence: 'j/r.json: $.nope matches nothing (as required)' })
    expect(await jp({ path: '$.status', op: 'not_exists' })).toEqual({ passed: false, evidence: 'j/r.json: $.status exists but should not: /status = "ok"' })
  })

  test('the response: whole JSON, the first ```json block, another fenced block, or an error', async () => {
    const r = (response: string) => run({ kind: 'json_path', path: '$.a', op: 'equals', value: 1 }, { response })
    expect(await r('{"a": 1}')).toEqual({ passed: true, evidence: 'the response: $.a: /a = 1 is equal to 1' })
    expect(await r('  {"a": 1}\n')).toEqual({ passed: true, evidence: 'the response: $.a: /a = 1 is equal to 1' })
    expect(await r('Here:\n```json\n{"a": 2}\n```')).toEqual({ passed: false, evidence: 'the first ```json block of the response: $.a: /a = 2 is not equal to 1' })
    expect(await r('Here:\n```JSON5\n{"a": 1}\n```')).toEqual({ passed: true, evidence: 'the first ```json block of the response: $.a: /a = 1 is equal to 1' })
    expect(await r('Here:\n```\n{"a": 1}\n```')).toEqual({ passed: true, evidence: 'a fenced block of the response: $.a: /a = 1 is equal to 1' })
    expect(await r('```text\nnot json\n```\n```yaml\n{"a": 1}\n```')).toEqual({ passed: true, evidence: 'a fenced block of the response: $.a: /a = 1 is equal to 1' })
    expect(await r('```jsonl\n{"a": 1}\n```')).toEqual({ passed: true, evidence: 'a fenced block of the response: $.a: /a = 1 is equal to 1' })
    expect(await r('no json')).toEqual({ passed: false, error: true, evidence: 'The response is not JSON and has no ```json block; it starts "no json"' })
    expect(await r('')).toEqual({ passed: false, error: true, evidence: 'The response is not JSON and has no ```json block; it starts ""' })
    const bad = await r('Here:\n```json\n{"a": }\n```')
    expect(bad.error).toBe(true)
    expect(bad.evidence).toMatch(/^The first ```json block of the response is not valid JSON: /)
  })

  test('an output file that is not JSON is an evaluation error with its line and column', async () => {
    writeFileSync(path.join(outputs, 'j', 'bad.json'), '{"a":\n 1,}')
    try {
      const r = await run({ kind: 'json_path', path: '$.a', op: 'exists', in: 'j/bad.json' })
      expect(r.error).toBe(true)
      expect(r.evidence).toMatch(/^j\/bad\.json is not valid JSON: .* at position 9 \(line 2, column 4\)$/)
    } finally {
      rmSync(path.join(outputs, 'j', 'bad.json'))
    }
    expect(await run({ kind: 'json_path', path: '$.a', op: 'exists', in: 'j/zz.json' })).toEqual({
      passed: false,
      evidence: "No file matches 'j/zz.json'; outputs hold: a.md, b.md, docs/c.md, empty.txt, j/arr.json, j/r.json, j/s.json",
    })
  })
})
