/** The linear-time engine for untrusted patterns (issue 17, point 3): syntax, flags, timing. */
import { describe, expect, test } from '@jest/globals'
import { compileSafeRegex, nestedQuantifier, safeRegexProblem } from '../../src/safe-regex.js'
import { RE2JS } from 're2js'

describe('compileSafeRegex', () => {
  test.each([
    ['^(a+)+$', 'a'.repeat(34) + '!'],
    ['(a|aa)+$', 'a'.repeat(5_000) + '!'],
    ['(x+x+)+y', 'x'.repeat(100_000)],
    ['^(\\w+\\s?)*$', 'word '.repeat(20_000) + '!'],
    ['^(([a-z])+.)+[A-Z]([a-z])+$', 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!']
  ])('%s on a hostile text finishes at once', (pattern, text) => {
    const t0 = Date.now()
    const re = compileSafeRegex(pattern)
    expect(re.test(text)).toBe(false)
    expect(re.exec(text)).toBeNull()
    expect(Date.now() - t0).toBeLessThan(2_000)
  })

  test('matches like RegExp on ordinary patterns: index, text, groups, flags', () => {
    const cases: [string, string, string][] = [
      ['b+', '', 'aabbbc'],
      ['B+', 'i', 'aabbbc'],
      ['^two$', 'm', 'one\ntwo\nthree'],
      ['a.b', 's', 'a\nb'],
      ['(?<year>\\d{4})-(\\d{2})', '', 'on 2026-12-01'],
      ['\\bcat\\b', '', 'concat cat'],
      ['\\u0041\\x42', '', 'xxAB'],
      ['\\p{Lu}+', 'u', 'abcÉCOLE'],
      ['(?<=\\$)\\d+', '', 'cost $42'],
      ['[^]', '', '\n'],
      ['é', 'i', 'CAFÉ']
    ]
    for (const [pattern, flags, text] of cases) {
      const js = new RegExp(pattern, flags).exec(text)
      const ours = compileSafeRegex(pattern, flags).exec(text)
      expect(ours && { index: ours.index, text: ours.text, groups: ours.groups }).toEqual(js && { index: js.index, text: js[0], groups: js.slice(1) })
    }
  })

  test('y anchors at the start; g, d, u, v change nothing', () => {
    expect(compileSafeRegex('b', 'y').test('ab')).toBe(false)
    expect(compileSafeRegex('a', 'y').exec('ab')).toEqual({ index: 0, text: 'a', groups: [] })
    for (const f of ['g', 'd', 'u', 'v', 'gdu']) expect(compileSafeRegex('b', f).exec('ab')?.index).toBe(1)
    // Not stateful like a /g RegExp: the same answer every time.
    const re = compileSafeRegex('b', 'g')
    expect([re.test('ab'), re.test('ab'), re.test('ab')]).toEqual([true, true, true])
  })

  test('backtracking-only syntax and bad patterns or flags: a clear reason', () => {
    expect(safeRegexProblem('(a)\\1')).toMatch(/backreferences such as '\\1' are not supported/)
    expect(safeRegexProblem('(?<n>a)\\k<n>')).toMatch(/named backreferences/)
    expect(safeRegexProblem('a(?=b)')).toMatch(/lookahead/)
    expect(safeRegexProblem('a(?!b)')).toMatch(/lookahead/)
    expect(safeRegexProblem('[\\1(?=]')).toMatch(/invalid escape/) // inside a class: not a backreference, but not valid either
    expect(safeRegexProblem('(')).toMatch(/missing closing \)/)
    expect(safeRegexProblem('a{1001}')).toMatch(/invalid repeat count/)
    expect(safeRegexProblem('a', 'x')).toBe("unknown regex flag 'x' (valid: d g i m s u v y)")
    expect(safeRegexProblem('a', 'ii')).toBe("regex flags 'ii' repeat a flag")
    expect(safeRegexProblem('a', 'uv')).toBe("regex flags 'u' and 'v' cannot be combined")
    expect(safeRegexProblem('[(?=x]')).toBeUndefined() // '(?=' inside a class is literal
    expect(compileSafeRegex('[(?=x]').test('=')).toBe(true)
  })

  test("classes follow JavaScript's rule: a ] right after [ or [^ ends the class", () => {
    // '[]' is the empty class, so the '(?=x)' after it is a lookahead, named as such
    expect(safeRegexProblem('[](?=x)]')).toMatch(/^lookahead/)
    expect(safeRegexProblem('[^](?!x)')).toMatch(/^lookahead/)
    expect(safeRegexProblem('[]\\1')).toMatch(/^backreferences/)
    expect(compileSafeRegex('a[]b').test('ab')).toBe(false)
    expect(compileSafeRegex('^[^]$').test('\n')).toBe(true)
  })

  test("RE2's refusals quote the pattern as written, whatever the flags", () => {
    for (const flags of ['', 'i', 'm', 's', 'im', 'ms', 'ims', 'gimsy']) {
      expect(safeRegexProblem('a(b', flags)).toBe('missing closing ): `a(b`')
      expect(safeRegexProblem('x[z-a]', flags)).toBe('invalid character class range: `z-a`')
    }
  })
})

describe('nestedQuantifier', () => {
  test.each([
    ['^(a+)+$', '(a+)+'],
    ['(\\w+\\s?)*', '(\\w+\\s?)*'],
    ['(?:a*){2,}', '(?:a*){2,}'],
    ['((a)+)+', '((a)+)+'],
    ['x(a|b+)+y', '(a|b+)+'],
    ['([a-z]+)*', '([a-z]+)*'],
    ['([^]+)+', '([^]+)+'], // '[^]' is any character (JavaScript), so the group holds '+'
    ['([]+)*', '([]+)*']
  ])('%s is flagged (%s)', (pattern, fragment) => {
    expect(nestedQuantifier(pattern)).toBe(fragment)
  })

  test.each(['(ab)+', 'a+b+', '(a+){2}', '[(]+)', '(a+)?', '\\(a+\\)+', '(?:abc)*\\d+'])('%s is not flagged', (pattern) => {
    expect(nestedQuantifier(pattern)).toBeUndefined()
  })
})

describe('literal patterns are matched by string comparison, as RE2 would match them', () => {
  // What RE2 itself answers (the engine the other patterns go to), for comparison.
  const viaRe2 = (pattern: string, text: string, flags = ''): { index: number; text: string } | null => {
    const bits = RE2JS.LOOKBEHINDS
    const m = RE2JS.compile(RE2JS.translateRegExp(pattern), bits).matcher(text)
    void flags
    return m.find() ? { index: m.start(), text: m.group(0) ?? '' } : null
  }
  const patterns = ['', '^', '$', '^$', 'ab', '^ab', 'ab$', '^ab$', '^result\\.md$', 'a\\.b', '\\$x', 'x\\$', '^x\\$$', '\\^\\*\\+\\?\\(\\)\\[\\]\\{\\}\\|\\\\\\/', 'é😀z', '^out/data\\.json$']
  const texts = ['', 'ab', 'xab', 'abx', 'xabx', 'abab', 'result.md', 'resultxmd', 'dir/result.md', 'a.b', 'axb', '$x', 'x$', 'x$$', '^*+?()[]{}|\\/', 'é😀z', 'aé😀zb', 'out/data.json', 'ab\n']
  test.each(patterns)('%j agrees with RE2 on every text', (pattern) => {
    for (const text of texts) {
      for (const flags of ['', 'g', 'u', 'dgv']) {
        const re = compileSafeRegex(pattern, flags)
        const want = viaRe2(pattern, text)
        expect({ text, flags, got: re.exec(text) && { index: re.exec(text)!.index, text: re.exec(text)!.text } }).toEqual({ text, flags, got: want })
        expect(re.test(text)).toBe(want !== null)
      }
    }
  })

  test('anything else still goes to RE2: metacharacters, other flags, bad escapes', () => {
    // Case-insensitive, multiline and sticky literals are RE2's.
    expect(compileSafeRegex('^AB$', 'i').test('ab')).toBe(true)
    expect(compileSafeRegex('^ab$', 'm').test('x\nab\ny')).toBe(true)
    expect(compileSafeRegex('ab', 'y').test('xab')).toBe(false)
    // A metacharacter anywhere, or `$` before the end, is a regex.
    expect(compileSafeRegex('a.c').test('abc')).toBe(true)
    expect(compileSafeRegex('a$b').test('a$b')).toBe(false)
    expect(compileSafeRegex('^a|b$').test('xb')).toBe(true)
    // An escape the literal form does not know is judged by RE2 (valid or not).
    expect(compileSafeRegex('\\d').test('7')).toBe(true)
    expect(() => compileSafeRegex('ab\\')).toThrow()
    expect(() => compileSafeRegex('ab', 'q')).toThrow(/unknown regex flag/)
  })
})
