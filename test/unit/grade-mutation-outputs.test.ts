/**
 * What the check kinds read of a run and how they quote it (src/checks/outputs.ts,
 * src/checks/evidence.ts): the outputs listing (links, reserved names), reading with a BOM,
 * JSON from a response, JSON error positions, paths kept inside the skill folder, deep equality,
 * and the evidence helpers (issue 23: mutation testing of the grade part).
 */
import { describe, test, expect, beforeEach, afterEach } from '@jest/globals'
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { cap, cap1, lineAt, listNames, plural, q, rangeText, snippet } from '../../src/checks/evidence.js'
import { deepEqual, describeJsonError, insideSkill, parseResponseJson, readOutput, walkOutputs, noMatchText } from '../../src/checks/outputs.js'
import { runCheck } from '../../src/checks/checks.js'
import type { Check } from '../../src/types.js'

let root: string
beforeEach(() => {
  root = realpathSync(mkdtempSync(path.join(tmpdir(), 'skill-evals-outputs-')))
})
afterEach(() => rmSync(root, { recursive: true, force: true }))
const put = (rel: string, content: string): void => {
  mkdirSync(path.dirname(path.join(root, rel)), { recursive: true })
  writeFileSync(path.join(root, rel), content)
}

describe('evidence helpers', () => {
  test('cap: at most max characters, saying how many more there were', () => {
    expect(cap('x'.repeat(3000))).toBe('x'.repeat(3000))
    const c = cap('x'.repeat(3001))
    expect(c.length).toBeLessThanOrEqual(3000)
    expect(c).toMatch(/x … \[\d+ more chars\]$/)
    expect(cap('abcdefghijklmnopqrstuvwxyz0123456789', 30)).toBe('abcdefghij … [26 more chars]')
  })

  test('q: JSON-quoted and cut to max with an ellipsis before the last character', () => {
    expect(q('a'.repeat(100))).toBe(`"${'a'.repeat(75)}…"`)
    expect(q('a'.repeat(78))).toBe(`"${'a'.repeat(78)}"`)
    expect(q('abc', 5)).toBe('"abc"')
    expect(q('abcdef', 5)).toBe('"…"')
    expect(q(undefined)).toBe('undefined')
    expect(q({ a: 1 })).toBe('{"a":1}')
    const loop: Record<string, unknown> = {}
    loop['self'] = loop
    expect(q(loop)).toBe('[object Object]')
  })

  test('listNames, lineAt, snippet, plural, rangeText, cap1', () => {
    expect(listNames([])).toBe('(none)')
    expect(listNames(['a', 'b', 'c'], 2)).toBe('a, b, … (1 more)')
    expect(listNames(['a', 'b'], 2)).toBe('a, b')
    expect(listNames('abcdefghi'.split(''))).toBe('a, b, c, d, e, f, g, h, … (1 more)')
    expect([lineAt('a\nb\nc', 0), lineAt('a\nb\nc', 2), lineAt('a\nb\nc', 99), lineAt('a\nb', 1)]).toEqual([1, 2, 3, 1])
    expect(snippet('x'.repeat(50) + 'HIT' + 'y'.repeat(50), 50, 3, 5)).toBe('"…xxxxxHITyyyyy…"')
    expect(snippet('ab  \n cd', 0, 2)).toBe('"ab cd"')
    expect(snippet('abc', 1, 1, 1)).toBe('"abc"')
    expect(snippet('abcd', 2, 1, 1)).toBe('"…bcd"')
    expect(snippet('abcd', 0, 1, 1)).toBe('"ab…"')
    expect([plural(1, 'x'), plural(0, 'x'), plural(2, 'x')]).toEqual(['1 x', '0 xs', '2 xs'])
    expect([rangeText(1, 1), rangeText(1, 2), rangeText(2, undefined), rangeText(undefined, 3), rangeText(0, 0)]).toEqual(['exactly 1', '1..2', 'at least 2', 'at most 3', 'exactly 0'])
    expect([cap1('abc'), cap1('')]).toEqual(['Abc', ''])
  })
})

describe('JSON from a response and its errors', () => {
  test('describeJsonError adds the line and column to a position', () => {
    let msg = ''
    try {
      JSON.parse('{"a":1')
    } catch (e) {
      msg = describeJsonError(e, '{"a":1')
    }
    expect(msg).toMatch(/at position 6 \(line 1, column 7\)$/)
    expect(describeJsonError(new Error('x at position 4'), 'ab\ncdef')).toBe('x at position 4 (line 2, column 2)')
    expect(describeJsonError(new Error('x at position 3'), 'ab\ncdef')).toBe('x at position 3 (line 2, column 1)')
    expect(describeJsonError(new Error('at position 0'), 'abc')).toBe('at position 0 (line 1, column 1)')
    expect(describeJsonError(new Error('bad at position 3 (line 1 column 4)'), 'abcdef')).toBe('bad at position 3 (line 1 column 4)')
    expect(describeJsonError('str', 'x')).toBe('str')
  })

  test('parseResponseJson: a blank response, fence languages and info strings', () => {
    expect(parseResponseJson('  ')).toEqual({ error: 'The response is not JSON and has no ```json block; it starts " "' })
    expect(parseResponseJson('```json5\n[1]\n```')).toEqual({ value: [1], from: 'the first ```json block of the response' })
    expect(parseResponseJson('``` json extra\n[1]\n```')).toEqual({ value: [1], from: 'the first ```json block of the response' })
    expect(parseResponseJson('```py\nx\n```\n```\n[2]\n```')).toEqual({ value: [2], from: 'a fenced block of the response' })
    expect(parseResponseJson('```jsonx\n[3]\n```')).toEqual({ value: [3], from: 'a fenced block of the response' })
    expect(parseResponseJson('x'.repeat(150))).toEqual({ error: `The response is not JSON and has no \`\`\`json block; it starts "${'x'.repeat(100)}…"` })
  })

  test('deepEqual: strict, structural, key sets must match', () => {
    expect([deepEqual(1, 1), deepEqual(1, '1'), deepEqual(null, null), deepEqual(null, {}), deepEqual({}, null)]).toEqual([true, false, true, false, false])
    expect([deepEqual([1], { 0: 1 }), deepEqual({ 0: 1 }, [1]), deepEqual({ a: 1 }, { a: 1, b: 2 }), deepEqual({ a: 1, b: 2 }, { a: 1 })]).toEqual([false, false, false, false])
    expect([deepEqual({ a: 1, b: undefined }, { a: 1, c: undefined }), deepEqual([1, [2]], [1, [2]]), deepEqual([1, 2], [1]), deepEqual([1, 2], [1, 3])]).toEqual([false, true, false, false])
    expect([deepEqual({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] }), deepEqual({ a: { b: 2 } }, { a: { b: 3 } }), deepEqual('a', 'a'), deepEqual(true, 1)]).toEqual([true, false, true, false])
  })
})

describe('the outputs folder', () => {
  test('walkOutputs: files and folders sorted; reserved names only at the root; links inside kept, outside and dangling dropped', async () => {
    put('out/b.md', 'b')
    put('out/a/c.md', 'c')
    put('out/a/metrics.json', '{}')
    put('out/metrics.json', '{}')
    put('out/transcript.md', 't')
    put('out/user_notes.md', 'u')
    put('secret.txt', 's')
    const o = path.join(root, 'out')
    symlinkSync(path.join(o, 'b.md'), path.join(o, 'in-link.md'))
    symlinkSync(path.join(root, 'secret.txt'), path.join(o, 'out-link.txt'))
    symlinkSync(path.join(o, 'gone.md'), path.join(o, 'dangling.md'))
    symlinkSync(path.join(o, 'a'), path.join(o, 'dir-link'))
    put('out/..notes.md', 'n')
    symlinkSync(path.join(o, '..notes.md'), path.join(o, 'notes-link.md'))
    expect(await walkOutputs(o)).toEqual({ files: ['..notes.md', 'a/c.md', 'a/metrics.json', 'b.md', 'in-link.md', 'notes-link.md'], dirs: ['a'] })
    expect(await walkOutputs(path.join(root, 'none'))).toEqual({ files: [], dirs: [] })
  })

  test('readOutput drops a BOM', async () => {
    put('out/bom.txt', '\uFEFFhello')
    const ctx = { response: '', transcript: '', outputsDir: path.join(root, 'out'), toolCalls: [], skillDir: root }
    expect(await readOutput(ctx, 'bom.txt')).toBe('hello')
    expect(await runCheck({ kind: 'regex', pattern: '^hello', in: 'bom.txt' } as Check, ctx)).toMatchObject({ passed: true })
  })

  test('noMatchText: a folder hint for a name with or without a trailing slash', () => {
    const listing = { files: ['docs/a.md'], dirs: ['docs'] }
    expect(noMatchText('docs/', listing)).toBe("no file matches 'docs/' ('docs/' is a folder; use 'docs/*'); outputs hold: docs/a.md")
    expect(noMatchText('./docs', listing)).toBe("no file matches './docs' ('docs' is a folder; use 'docs/*'); outputs hold: docs/a.md")
    expect(noMatchText('x', { files: [], dirs: [] })).toBe("no file matches 'x'; the outputs folder holds no files")
  })
})

describe('insideSkill', () => {
  test('paths inside the skill folder resolve; the folder itself, .. and links out do not; missing files resolve lexically', () => {
    put('skill/s.sh', 'x')
    put('other/o.sh', 'x')
    const skill = path.join(root, 'skill')
    symlinkSync(path.join(root, 'other', 'o.sh'), path.join(skill, 'out.sh'))
    symlinkSync(path.join(skill, 's.sh'), path.join(skill, 'in.sh'))
    expect(insideSkill(skill, 's.sh')).toBe(path.join(skill, 's.sh'))
    expect(insideSkill(skill, 'in.sh')).toBe(path.join(skill, 's.sh'))
    expect(insideSkill(skill, 'out.sh')).toBeUndefined()
    expect(insideSkill(skill, '.')).toBeUndefined()
    expect(insideSkill(skill, '../other/o.sh')).toBeUndefined()
    expect(insideSkill(skill, path.join(root, 'other', 'o.sh'))).toBeUndefined()
    expect(insideSkill(skill, 'missing.sh')).toBe(path.join(skill, 'missing.sh'))
    // A name that starts with two dots is inside (it was taken for a way out).
    expect(insideSkill(skill, '..foo')).toBe(path.join(skill, '..foo'))
    put('skill/..check.sh', 'x')
    expect(insideSkill(skill, '..check.sh')).toBe(path.join(skill, '..check.sh'))
    expect(insideSkill(skill, '..')).toBeUndefined()
  })
})
