/**
 * runCheck's own rules (src/checks/checks.ts): a kind that throws is an evaluation error, never a
 * crash; evidence caps (a script's output is cut in the middle and the evidence capped higher than
 * other kinds'); field type messages (issue 23: mutation testing of the grade part).
 */
import { describe, test, expect, beforeAll, afterAll } from '@jest/globals'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { runCheck, validateCheck } from '../../src/checks/checks.js'
import type { Check } from '../../src/types.js'

let root: string
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'skill-evals-runcheck-'))
  mkdirSync(path.join(root, 'skill'))
  writeFileSync(path.join(root, 'skill', 'big.sh'), 'head -c 10000 /dev/zero | tr "\\0" "a"; echo; echo END\n')
  writeFileSync(path.join(root, 'skill', 'ok.sh'), 'exit 0\n')
  writeFileSync(path.join(root, 'file'), 'x')
})
afterAll(() => rmSync(root, { recursive: true, force: true }))
const ctx = (outputsDir: string) => ({ response: 'r', transcript: '', outputsDir, toolCalls: [], skillDir: path.join(root, 'skill') })

describe('runCheck', () => {
  test('a kind that throws is an evaluation error saying why', async () => {
    // The outputs "folder" is a file: copying it for the script throws.
    const r = await runCheck({ kind: 'script', command: 'ok.sh' } as Check, ctx(path.join(root, 'file')))
    expect(r.passed).toBe(false)
    expect(r.error).toBe(true)
    expect(r.evidence).toMatch(/^The check could not be evaluated: .+/)
  })

  test("a script's long output is cut in the middle (head and tail kept), within the script evidence cap", async () => {
    const r = await runCheck({ kind: 'script', command: 'big.sh' } as Check, ctx(path.join(root, 'none')))
    expect(r.passed).toBe(true)
    expect(r.evidence).toMatch(/^big\.sh exited 0 in [\d.]+ s; output:\na{1024}\n… \[\d+ chars cut\] …\na+\nEND\n$/)
    expect(r.evidence.length).toBeGreaterThan(4096)
    expect(r.evidence.length).toBeLessThanOrEqual(4096 + 600)
  })

  test('other kinds are capped at 3000 characters', async () => {
    const long = 'v'.repeat(5000)
    const r = await runCheck({ kind: 'regex', pattern: 'v+' } as Check, { ...ctx(path.join(root, 'none')), response: long })
    expect(r.evidence.length).toBeLessThanOrEqual(3000)
    const r2 = await runCheck({ kind: 'contains', value: 'zz' } as Check, { ...ctx(path.join(root, 'none')), response: long })
    expect(r2.evidence).toBe(`Missing "zz" (case-insensitive) in the response, which starts "${'v'.repeat(100)}…".`)
  })
})

describe('field type messages', () => {
  test.each([
    [{ kind: 'file_exists', path: 5 }, [{ pointer: '/path', message: "'path' must be a string, not a number" }]],
    [{ kind: 'file_exists', path: '  ' }, [{ pointer: '/path', message: "'path' must not be empty" }]],
    [{ kind: 'frontmatter', path: 'a.md', field: 'x', one_of: 'x' }, [{ pointer: '/one_of', message: "'one_of' must be a list, not a string" }]],
    [{ kind: 'json_path', path: '$.a', op: 'count', min: 1.5 }, [{ pointer: '/min', message: "'min' must be a non-negative integer, not 1.5" }]],
    [{ kind: 'json_path', path: '$.a', op: 'count', min: 0 }, []],
    [{ kind: 'contains', value: 'x', description: '' }, [{ pointer: '/description', message: "'description' must not be empty" }]],
    [{ kind: 'contains', value: 'x', description: 'd' }, []],
    [{ kind: 'contains', value: 'x', kind2: 1 }, [{ pointer: '/kind2', message: "unknown field 'kind2' for a contains check (did you mean 'kind'?)" }]],
    [{ kind: ' Contains ', value: 'x' }, []],
    [{ kind: 'contains', value: 'x', in: './a//b' }, []],
    [{ kind: 'script', command: 'a.sh', timeout_seconds: 0.5 }, []],
    [{ kind: 'script', command: 'a.sh', args: [] }, []],
    [{ kind: 'json_path', path: '$.a', op: 'one_of', values: 'x' }, [{ pointer: '/values', message: "'values' must be a list, not a string" }]],
  ])('%j', (check, expected) => {
    expect(validateCheck(check)).toEqual(expected)
  })
})
