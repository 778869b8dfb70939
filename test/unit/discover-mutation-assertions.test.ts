import { afterAll, describe, expect, test } from '@jest/globals'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { assertionsOf, type AssertionContext } from '../../src/discover/assertions.js'

// Mutation tests (issue 23) of assertion lists in eval files (src/discover/assertions.ts): which
// entries become assertions, and each problem of a deterministic check at its pointer.

const skillDir = mkdtempSync(path.join(tmpdir(), 'skill-evals-massert-'))
afterAll(() => rmSync(skillDir, { recursive: true, force: true }))

function context(dir: string | undefined): { c: AssertionContext; pushed: unknown[][] } {
  const pushed: unknown[][] = []
  const c: AssertionContext = {
    rule: 'suite.check.invalid',
    skillDir: dir,
    pos: (p) => ({ file: 'f.json', line: p.split('/').length, column: Number(p.split('/').pop()) + 1 }),
    push: (...a) => void pushed.push(a)
  }
  return { c, pushed }
}

describe('assertionsOf', () => {
  test('strings and {text} entries with text become assertions; checks kept; each check problem at its field', () => {
    const list = [
      'plain',
      '  ',
      5,
      null,
      { text: '' },
      { text: ' ' },
      { text: 'typed', type: 'judge' },
      { text: 'no kind', check: { pattern: 'x' } },
      { text: 'empty kind', check: { kind: '' } },
      { text: 'bad', check: { kind: 'nope' } },
      { text: 'regex', check: { kind: 'regex', pattern: '(a+)+' } },
      { text: 'regex ok', check: { kind: 'regex', pattern: 'a+' } },
      { text: 'schema', check: { kind: 'json_schema', in: 'out.json', schema_path: 'schemas/missing.json' } },
      { text: 'arr', check: [1] },
      { text: 5 },
      { text: 'type num', type: 3 }
    ]
    const { c, pushed } = context(skillDir)
    const at = (j: number) => ({ file: 'f.json', line: 5, column: j + 1 })
    expect(assertionsOf(list, '/evals/0/assertions', c)).toStrictEqual([
      { text: 'plain', source: at(0) },
      { text: 'typed', source: at(6), type: 'judge' },
      { text: 'no kind', source: at(7) },
      { text: 'empty kind', source: at(8) },
      { text: 'bad', source: at(9), check: { kind: 'nope' } },
      { text: 'regex', source: at(10), check: { kind: 'regex', pattern: '(a+)+' } },
      { text: 'regex ok', source: at(11), check: { kind: 'regex', pattern: 'a+' } },
      { text: 'schema', source: at(12), check: { kind: 'json_schema', in: 'out.json', schema_path: 'schemas/missing.json' } },
      { text: 'arr', source: at(13) },
      { text: 'type num', source: at(15) }
    ])
    expect(pushed).toStrictEqual([
      [
        'error',
        'suite.check.invalid',
        '/evals/0/assertions/9/check/kind',
        "Invalid 'nope' check: unknown check kind 'nope' (known kinds: contains, not_contains, regex, file_exists, file_absent, json_schema, json_path, tool_called, tool_not_called, frontmatter, script)."
      ],
      [
        'warning',
        'check.regex.nested-quantifier',
        '/evals/0/assertions/10/check/pattern',
        "The 'regex' check's pattern: the pattern has nested quantifiers ('(a+)+'): harmless here (patterns are matched in linear time) but a sign of a mistake, and catastrophic in a backtracking engine."
      ],
      ['error', 'suite.check.invalid', '/evals/0/assertions/12/check/schema_path', "Invalid 'json_schema' check: 'schema_path' 'schemas/missing.json' does not exist in the skill folder."]
    ])
  })

  test('without a known skill folder the files of a check are not looked for; a list that is not a list gives nothing', () => {
    const { c, pushed } = context(undefined)
    expect(assertionsOf([{ text: 's', check: { kind: 'json_schema', in: 'o.json', schema_path: 'x.json' } }], '/p', c)).toHaveLength(1)
    expect(pushed).toEqual([])
    expect(assertionsOf('x', '/p', c)).toEqual([])
    expect(assertionsOf({ a: 1 }, '/p', c)).toEqual([])
  })

  test('an invalid check with a nested-quantifier pattern gets only its error', () => {
    const { c, pushed } = context(skillDir)
    assertionsOf([{ text: 'r', check: { kind: 'regex', pattern: '(a+)+', bogus: 1 } }], '/p', c)
    expect(pushed.map((p) => [p[0], p[1]])).toEqual([['error', 'suite.check.invalid']])
  })
})
