/**
 * src/safe-regex.ts, the literal fast path (mutation tests of the "patterns" part): a pattern
 * that is only literal text (optional `^` first and `$` last, metacharacters escaped), with no
 * flag but `d g u v`, is matched by string comparison without loading RE2 (src/re2-engine.ts is
 * loaded on the first pattern that needs it), and answers exactly what RE2 answers. RE2 is
 * reached through a counting stand-in for the engine module, so both halves are observable.
 */
import { beforeEach, describe, expect, jest, test } from '@jest/globals'
import { RE2JS } from 're2js'

let engineCalls = 0
jest.unstable_mockModule('../../src/re2-engine.js', () => ({
  re2Engine: () => {
    engineCalls++
    return RE2JS
  }
}))
const { compileSafeRegex } = await import('../../src/safe-regex.js')

beforeEach(() => {
  engineCalls = 0
})

/** What RE2 itself answers for the pattern (the engine the other patterns go to). */
function viaRe2(pattern: string, text: string): { index: number; text: string } | null {
  const m = RE2JS.compile(RE2JS.translateRegExp(pattern), RE2JS.LOOKBEHINDS).matcher(text)
  return m.find() ? { index: m.start(), text: m.group(0) ?? '' } : null
}

let fresh = 0
/** The pattern made unique (a prefix of escaped characters), so that no earlier compile is reused. */
const unique = (pattern: string): string => {
  fresh++
  const tag = `\\.${fresh}\\.`
  return pattern.startsWith('^') ? `^${tag}${pattern.slice(1)}` : `${tag}${pattern}`
}

describe('which patterns take the literal path (RE2 not called)', () => {
  test.each([
    'ab', '^ab', 'ab$', '^ab$', '', '^', '$', '^$', 'a\\.b', '\\^a', 'a\\$', '^\\$$', '\\$$', 'x\\/y',
    '\\.\\*\\+\\?\\^\\$\\{\\}\\(\\)\\|\\[\\]\\\\\\/', 'é😀 z', 'a-b,c=d!e#f'
  ])('%j', (pattern) => {
    for (const flags of ['', 'g', 'd', 'u', 'v', 'dgu', 'dgv']) {
      engineCalls = 0
      const re = compileSafeRegex(pattern === '' ? '' : unique(pattern), flags)
      expect({ pattern, flags, engineCalls }).toEqual({ pattern, flags, engineCalls: 0 })
      re.test('anything')
      re.exec('anything')
      expect(engineCalls).toBe(0)
    }
  })

  test.each([
    ['a.c', ''], // a metacharacter
    ['a*', ''],
    ['a$b', ''], // '$' before the end
    ['$a', ''],
    ['a$$', ''],
    ['^^a', ''],
    ['a^', ''],
    ['a|b', ''],
    ['\\d', ''], // an escape the literal form does not know
    ['a\\b', ''],
    ['x/y', ''], // '/' unescaped: a metacharacter in a JavaScript pattern literal
    ['ab', 'i'], // a flag that changes matching
    ['ab', 'm'],
    ['ab', 's'],
    ['ab', 'y'],
    ['ab', 'gi'],
    ['ab', 'uy']
  ])('%j with flags %j goes to RE2', (pattern, flags) => {
    engineCalls = 0
    compileSafeRegex(unique(pattern), flags)
    expect(engineCalls).toBe(1)
  })

  test('a trailing lone backslash goes to RE2, which refuses it', () => {
    engineCalls = 0
    expect(() => compileSafeRegex(`${unique('ab')}\\`)).toThrow('trailing backslash at end of expression')
    expect(engineCalls).toBe(1)
  })
})

describe('the literal path answers what RE2 answers', () => {
  const patterns = ['ab', '^ab', 'ab$', '^ab$', '', '^', '$', '^$', 'a\\.b', '\\^a', 'a\\$', '^\\$$', '\\$$', '^x\\$', 'b\\\\', '^a\\/b$']
  const texts = ['', 'a', 'ab', 'xab', 'abx', 'xabx', 'abab', 'ba', 'a.b', 'axb', '^a', 'x^a', 'a$', 'a$x', '$', 'x$', 'x$y', 'b\\', 'a/b', 'ab\n', '\nab']
  test.each(patterns)('%j', (pattern) => {
    for (const flags of ['', 'g', 'dgu']) {
      const re = compileSafeRegex(pattern, flags)
      for (const text of texts) {
        const want = viaRe2(pattern, text)
        const got = re.exec(text)
        expect({ pattern, flags, text, got }).toEqual({ pattern, flags, text, got: want && { ...want, groups: [] } })
        expect({ pattern, flags, text, test: re.test(text) }).toEqual({ pattern, flags, text, test: want !== null })
        // And what JavaScript answers.
        const m = new RegExp(pattern, flags).exec(text)
        expect(got && got.index).toBe(m ? m.index : null)
      }
    }
    expect(engineCalls).toBe(0)
  })

  test('exact answers, pinned', () => {
    expect(compileSafeRegex('ab').exec('xabab')).toStrictEqual({ index: 1, text: 'ab', groups: [] })
    expect(compileSafeRegex('ab$').exec('abab')).toStrictEqual({ index: 2, text: 'ab', groups: [] })
    expect(compileSafeRegex('^ab').exec('abab')).toStrictEqual({ index: 0, text: 'ab', groups: [] })
    expect(compileSafeRegex('^ab').exec('xab')).toBeNull()
    expect(compileSafeRegex('^ab$').exec('ab')).toStrictEqual({ index: 0, text: 'ab', groups: [] })
    expect(compileSafeRegex('^ab$').exec('abab')).toBeNull()
    expect(compileSafeRegex('^ab$').test('ab')).toBe(true)
    expect(compileSafeRegex('^ab').test('ab')).toBe(true)
    expect(compileSafeRegex('ab').test('ab')).toBe(true)
    expect(compileSafeRegex('ab$').test('ab')).toBe(true)
    expect(compileSafeRegex('ab').test('a')).toBe(false)
    expect(compileSafeRegex('$').exec('abc')).toStrictEqual({ index: 3, text: '', groups: [] })
    expect(compileSafeRegex('^').exec('abc')).toStrictEqual({ index: 0, text: '', groups: [] })
    expect(compileSafeRegex('^result\\.md$').exec('result.md')).toStrictEqual({ index: 0, text: 'result.md', groups: [] })
    expect(compileSafeRegex('^result\\.md$').test('resultxmd')).toBe(false)
    expect(compileSafeRegex('\\$$').exec('a$$')).toStrictEqual({ index: 2, text: '$', groups: [] })
    expect(engineCalls).toBe(0)
  })

  test('source, flags and toString of a literal matcher', () => {
    const re = compileSafeRegex('^out\\.json$', 'g')
    expect([re.source, re.flags, re.toString()]).toEqual(['^out\\.json$', 'g', '/^out\\.json$/g'])
    expect(compileSafeRegex('ab').toString()).toBe('/ab/')
    expect(engineCalls).toBe(0)
  })

  test('the same literal with a matching-changing flag is matched by RE2, with that flag', () => {
    expect(compileSafeRegex('^AB$', 'i').test('ab')).toBe(true)
    expect(compileSafeRegex('^ab$', 'm').exec('x\nab\ny')).toStrictEqual({ index: 2, text: 'ab', groups: [] })
    expect(compileSafeRegex('ab', 'y').test('xab')).toBe(false)
    expect(compileSafeRegex('ab', 'y').test('abx')).toBe(true)
    expect(compileSafeRegex('\\d').test('7')).toBe(true)
    expect(compileSafeRegex('\\d').test('d')).toBe(false)
    expect(compileSafeRegex('a.c').test('abc')).toBe(true)
    expect(compileSafeRegex('a$b').test('a$b')).toBe(false)
  })
})
