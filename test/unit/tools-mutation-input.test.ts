/**
 * Issue 36 (mutation part tools): how the agent's tools read the model's input (required,
 * optional and empty strings, integers given as digits, booleans given as words), what every
 * refusal says, that no failure escapes as an exception, that outputs are redacted, and the
 * Skill tool and the tool list a run gets.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals'
import { mkdir, mkdtemp, realpath, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { runTool, toolDefinitions, type ToolContext } from '../../src/run/tools/index.js'
import { bool, posInt, str } from '../../src/run/tools/context.js'
import { sanitizeMessage } from '../../src/run/tools/confine.js'
import { clearSecrets, registerSecret } from '../../src/redact/index.js'

let ws: string
const ctx = (extra: Partial<ToolContext> = {}): ToolContext => ({ workspaceDir: ws, bash: false, filesWritten: new Set(), filesRead: new Set(), skillsInvoked: new Set(), ...extra })

beforeAll(async () => {
  ws = await realpath(await mkdtemp(path.join(os.tmpdir(), 'tools-input-')))
  await writeFile(path.join(ws, 'l.txt'), 'one\ntwo\nthree\n')
})
afterAll(async () => {
  await rm(ws, { recursive: true, force: true })
})
afterEach(() => clearSecrets())

describe("the model's input", () => {
  test('a required string that is missing, null, not a string or empty is refused by name', async () => {
    expect(await runTool('Read', {}, ctx())).toEqual({ output: 'Missing required parameter: file_path', isError: true })
    expect(await runTool('Read', { file_path: null }, ctx())).toEqual({ output: 'Missing required parameter: file_path', isError: true })
    expect(await runTool('Read', { file_path: 7 }, ctx())).toEqual({ output: 'Parameter file_path must be a string.', isError: true })
    expect(await runTool('Read', { file_path: '' }, ctx())).toEqual({ output: 'Parameter file_path must not be empty.', isError: true })
    expect(await runTool('Read', { file_path: '   ' }, ctx())).toEqual({ output: 'file_path must be a non-empty string.', isError: true })
    expect(await runTool('Write', { file_path: 'w.txt' }, ctx())).toEqual({ output: 'Missing required parameter: content', isError: true })
    expect(await runTool('Glob', { pattern: '' }, ctx())).toEqual({ output: 'Parameter pattern must not be empty.', isError: true })
  })

  test('str: optional strings may be absent or empty; allowEmpty takes an empty required string', () => {
    expect(str({}, 'k', { optional: true })).toBeUndefined()
    expect(str({ k: null }, 'k', { optional: true })).toBeUndefined()
    expect(str({ k: '' }, 'k', { optional: true })).toBe('')
    expect(str({ k: '' }, 'k', { allowEmpty: true })).toBe('')
    expect(() => str({ k: '' }, 'k')).toThrow('Parameter k must not be empty.')
    expect(() => str({ k: 1 }, 'k', { optional: true })).toThrow('Parameter k must be a string.')
    expect(() => str({}, 'k', { allowEmpty: true })).toThrow('Missing required parameter: k')
    expect(str({ k: 'v' }, 'k')).toBe('v')
  })

  test('posInt: absent is undefined; integers and strings of digits are taken; anything else is refused', () => {
    expect(posInt({}, 'n')).toBeUndefined()
    expect(posInt({ n: null }, 'n')).toBeUndefined()
    expect(posInt({ n: 0 }, 'n')).toBe(0)
    expect(posInt({ n: 12 }, 'n')).toBe(12)
    expect(posInt({ n: '12' }, 'n')).toBe(12)
    for (const bad of [-1, 1.5, '1.5', '-1', ' 1', '1 ', 'x', '', true, [1]]) {
      expect(() => posInt({ n: bad }, 'n')).toThrow('Parameter n must be a non-negative integer.')
    }
  })

  test('bool: absent is false; true/false and the words "true"/"false" are taken; anything else is refused', () => {
    expect(bool({}, 'b')).toBe(false)
    expect(bool({ b: null }, 'b')).toBe(false)
    expect(bool({ b: true }, 'b')).toBe(true)
    expect(bool({ b: false }, 'b')).toBe(false)
    expect(bool({ b: 'true' }, 'b')).toBe(true)
    expect(bool({ b: 'false' }, 'b')).toBe(false)
    for (const bad of ['yes', 'TRUE', 1, 0, '']) expect(() => bool({ b: bad }, 'b')).toThrow('Parameter b must be a boolean.')
  })

  test('Read takes offset and limit as strings of digits; a bad one is refused by name', async () => {
    expect(await runTool('Read', { file_path: 'l.txt', offset: '2', limit: '1' }, ctx())).toEqual({
      output: '     2\ttwo\n… (1 more lines; use offset=3 to continue)',
      isError: false
    })
    expect(await runTool('Read', { file_path: 'l.txt', offset: 'two' }, ctx())).toEqual({ output: 'Parameter offset must be a non-negative integer.', isError: true })
    expect(await runTool('Read', { file_path: 'l.txt', limit: -3 }, ctx())).toEqual({ output: 'Parameter limit must be a non-negative integer.', isError: true })
    expect(await runTool('Grep', { pattern: 'two', '-i': 'maybe' }, ctx())).toEqual({ output: 'Parameter -i must be a boolean.', isError: true })
    expect(await runTool('Grep', { pattern: 'TWO', '-i': 'true', path: 'l.txt' }, ctx())).toEqual({ output: 'l.txt:2:two', isError: false })
    expect(await runTool('Grep', { pattern: 'TWO', '-i': 'false', path: 'l.txt' }, ctx())).toEqual({ output: 'No matches found.', isError: false })
  })
})

describe('runTool never throws', () => {
  test('input that is not a JSON object is refused', async () => {
    for (const input of [null, undefined, 'file_path', 3, ['l.txt']]) {
      expect(await runTool('Read', input, ctx())).toEqual({ output: 'Tool input must be a JSON object.', isError: true })
    }
  })

  test('an unknown tool is named; Bash is refused unless enabled', async () => {
    expect(await runTool('Delete', {}, ctx())).toEqual({ output: 'Unknown tool: Delete', isError: true })
    expect(await runTool('Bash', { command: 'true' }, ctx())).toEqual({ output: 'Bash is not enabled for this run.', isError: true })
  })

  test('an unexpected file-system error comes back as "<Tool> failed: CODE: message", with the workspace path replaced', async () => {
    await writeFile(path.join(ws, 'plain.txt'), 'x')
    const r = await runTool('Write', { file_path: 'plain.txt/child.txt', content: 'y' }, ctx())
    expect(r.isError).toBe(true)
    expect(r.output).toMatch(/^Write failed: ENOTDIR: ENOTDIR: not a directory, \w+ 'plain\.txt\/child\.txt'$/)
    expect(r.output).not.toContain(ws)
  })

  test('sanitizeMessage: the workspace path is dropped before a file name and replaced by "." alone', () => {
    expect(sanitizeMessage(`open '${ws}/a/b.txt' and '${ws}'`, ctx())).toBe("open 'a/b.txt' and '.'")
    expect(sanitizeMessage('nothing to hide', ctx())).toBe('nothing to hide')
  })

  test("a tool's output passes through the secret redaction", async () => {
    registerSecret('sk-ant-TOOLSECRET-0987654321')
    await writeFile(path.join(ws, 'secret.txt'), 'key=sk-ant-TOOLSECRET-0987654321\n')
    expect(await runTool('Read', { file_path: 'secret.txt' }, ctx())).toEqual({ output: '     1\tkey=***', isError: false })
    // refusals too
    const r = await runTool('Read', { file_path: 'sk-ant-TOOLSECRET-0987654321.txt' }, ctx())
    expect(r).toEqual({ output: 'File does not exist: ***.txt', isError: true })
  })
})

describe('Skill', () => {
  const skills = { 'pdf-report': '# PDF\nbody', 'PDF-Report': '# other' }

  test('loads a listed skill by name and says where it lives', async () => {
    const c = ctx({ skills })
    expect(await runTool('Skill', { skill: 'pdf-report' }, c)).toEqual({
      output: 'Launching skill: pdf-report\nBase directory for this skill: .claude/skills/pdf-report\n\n# PDF\nbody',
      isError: false
    })
    expect([...c.skillsInvoked!]).toEqual(['pdf-report'])
  })

  test('an exact name wins; otherwise the name is matched without case; spaces and a leading slash are dropped', async () => {
    expect((await runTool('Skill', { skill: 'PDF-Report' }, ctx({ skills }))).output).toContain('Launching skill: PDF-Report\n')
    const c = ctx({ skills: { 'pdf-report': 'b' } })
    expect((await runTool('Skill', { skill: '  /PDF-REPORT ' }, c)).output).toBe('Launching skill: pdf-report\nBase directory for this skill: .claude/skills/pdf-report\n\nb')
    expect([...c.skillsInvoked!]).toEqual(['pdf-report'])
  })

  test('no skills, or an unknown one, is refused with the list; a context without a record still works', async () => {
    expect(await runTool('Skill', { skill: 'x' }, ctx())).toEqual({ output: 'No skills are available in this run.', isError: true })
    expect(await runTool('Skill', { skill: 'x' }, ctx({ skills: {} }))).toEqual({ output: 'No skills are available in this run.', isError: true })
    const c = ctx({ skills: { a: '1', b: '2' } })
    expect(await runTool('Skill', { skill: 'c' }, c)).toEqual({ output: 'Unknown skill: c. Available skills: a, b', isError: true })
    expect(c.skillsInvoked!.size).toBe(0)
    const bare: ToolContext = { workspaceDir: ws, bash: false, filesWritten: new Set(), skills: { a: '1' } }
    expect((await runTool('Skill', { skill: 'a' }, bare)).isError).toBe(false)
  })
})

describe('the tool list', () => {
  test('Bash and Skill are added only when asked for, in a stable order', () => {
    expect(toolDefinitions({ bash: true, skill: false }).map((t) => t.name)).toEqual(['Read', 'Write', 'Edit', 'Glob', 'Grep', 'Bash'])
    expect(toolDefinitions({ bash: false, skill: true }).map((t) => t.name)).toEqual(['Read', 'Write', 'Edit', 'Glob', 'Grep', 'Skill'])
    // each call gets its own list
    const a = toolDefinitions({ bash: false, skill: false })
    a.push(a[0]!)
    expect(toolDefinitions({ bash: false, skill: false })).toHaveLength(5)
  })

  test('a folder named like a tool is nothing special', async () => {
    await mkdir(path.join(ws, 'Read'), { recursive: true })
    expect((await runTool('Glob', { pattern: '*', path: 'Read' }, ctx())).output).toBe('No files found.')
  })
})
