import { describe, expect, test } from '@jest/globals'
import { parseSkillMd } from '../../src/discover/frontmatter.js'
import { parseJsonWithPositions } from '../../src/discover/json-source.js'

// Mutation tests (issue 23) of the two parsers of discovery (src/discover/json-source.ts,
// src/discover/frontmatter.ts), the cases the other files left open: keys named __proto__ in JSON,
// which YAML errors get the quoting hint, keys holding ':' or '#' named in full, an empty tier.

const md = (frontmatter: string): string => `---\nname: a\ndescription: d\n${frontmatter}---\nBody\n`
const rows = (frontmatter: string) => parseSkillMd(md(frontmatter), 'skills/a/SKILL.md').findings.map((f) => [f.severity, f.rule, f.line, f.column, f.message])

describe('JSON', () => {
  test('a key named __proto__ is a plain own property of the parsed object, like any other key', () => {
    const r = parseJsonWithPositions('{"__proto__": {"x": 1}, "a": 2}', 'f.json')
    expect(r.findings).toEqual([])
    const value = r.value as Record<string, unknown>
    expect(Object.keys(value)).toEqual(['__proto__', 'a'])
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype)
    expect(Object.getOwnPropertyDescriptor(value, '__proto__')).toEqual({ value: { x: 1 }, enumerable: true, writable: true, configurable: true })
    expect(Object.getOwnPropertyDescriptor(value, 'a')).toEqual({ value: 2, enumerable: true, writable: true, configurable: true })
  })

  test('nesting is bounded for objects as for lists: 300 objects deep is an error at the first one too deep', () => {
    const r = parseJsonWithPositions('{"a":'.repeat(300) + '1' + '}'.repeat(300), 'f.json')
    expect(r.value).toBeUndefined()
    expect(r.findings.map((f) => [f.rule, f.line, f.column, f.message])).toEqual([['json.syntax', 1, 1 + 5 * 256, 'Nesting deeper than 256 levels.']])
  })
})

describe('SKILL.md frontmatter', () => {
  test("a YAML error other than a nested mapping keeps the parser's message, even on a line with ': ' in its value", () => {
    expect(rows('x: *nope: b\n')).toEqual([['error', 'skill.yaml.syntax', 4, 11, 'invalid YAML in the frontmatter: Unexpected scalar at node end']])
  })

  test("the quoting hint names a single-quoted key holding ':' in full", () => {
    expect(rows("'a:b': x: y\n")).toEqual([
      ['error', 'skill.yaml.syntax', 4, 8, 'the value of \'a:b\' contains \': \', which YAML reads as a nested mapping; put the value in quotes, e.g. a:b: "x: y"']
    ])
  })

  test("a duplicate key holding ':' (quoted), '#' or a space, or with spaces before its colon, is named in full", () => {
    expect(rows("metadata:\n  'a:b': x\n  'a:b': y\n  c#d: x\n  c#d: y\n  e f : x\n  e f : y\n")).toEqual([
      ['error', 'skill.yaml.duplicate-key', 6, 3, "key 'a:b' appears more than once in the frontmatter; keep only one"],
      ['error', 'skill.yaml.duplicate-key', 8, 3, "key 'c#d' appears more than once in the frontmatter; keep only one"],
      ['error', 'skill.yaml.duplicate-key', 10, 3, "key 'e f' appears more than once in the frontmatter; keep only one"]
    ])
  })

  test.each(['tier:\n', '? tier\n'])('an empty tier (%j) is an error naming it empty; the skill keeps no tier', (text) => {
    const r = parseSkillMd(md(text), 'skills/a/SKILL.md')
    expect(r.findings.map((f) => f.rule)).toEqual(['skill.key.unknown', 'skill.tier.invalid'])
    expect(r.findings[1]!.message).toBe('tier must be 1, 2 or 3, but it is empty')
    expect(r.frontmatter?.tier).toBeUndefined()
  })
})

describe('the JSON parser reports at most 100 problems of a document (every loader of JSON files gets the cap)', () => {
  test('102 duplicate keys: 100 reported at their place, then one error with how many more', () => {
    const src = parseJsonWithPositions('{' + '"x": 0, '.repeat(102) + '"y": 0}', 'evals/triggers.json', { rulePrefix: 'triggers.json' })
    expect(src.value).toEqual({ x: 0, y: 0 })
    expect(src.findings.slice(0, 100).every((f) => f.rule === 'triggers.json.duplicate-key' && f.line === 1)).toBe(true)
    expect(src.findings.slice(100)).toEqual([
      { severity: 'error', file: 'evals/triggers.json', rule: 'triggers.json.more', message: '1 more JSON problem was not reported in evals/triggers.json; fix the ones above first.' },
    ])
  })
})
