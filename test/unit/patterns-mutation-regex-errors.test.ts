/**
 * src/safe-regex.ts, what is refused and with which words (mutation tests of the "patterns"
 * part): backreferences and lookahead are found before RE2 sees the pattern (outside classes,
 * after escapes), RE2's own parse errors lose only their "error parsing regexp: " prefix, and
 * bad flags are named exactly. Each refusal has a near twin that is accepted.
 */
import { describe, expect, test } from '@jest/globals'
import { compileSafeRegex, safeFlagsProblem, safeRegexProblem, SAFE_REGEX_FLAGS, UnsupportedPatternError } from '../../src/safe-regex.js'

const backref = (n: string): string => `backreferences such as '\\${n}' are not supported (linear-time RE2 syntax)`
const NAMED = "named backreferences ('\\k<name>') are not supported (linear-time RE2 syntax)"
const lookahead = (c: string): string => `lookahead ('(?${c}…)') is not supported (linear-time RE2 syntax); match the text itself instead`

describe('backtracking-only syntax: refused with the exact reason', () => {
  test.each([
    ['(a)\\1', backref('1')],
    ['\\1', backref('1')],
    ['(a)\\9', backref('9')],
    ['x\\5y', backref('5')],
    ['(?<n>a)\\k<n>', NAMED],
    ['\\k<n>', NAMED],
    ['a(?=b)', lookahead('=')],
    ['a(?!b)', lookahead('!')],
    ['(?=b)', lookahead('=')],
    ['[a](?=b)', lookahead('=')], // after a class closes
    ['[^a](?!b)', lookahead('!')],
    ['\\[(?=x)', lookahead('=')], // an escaped '[' opens no class
    ['\\\\(?=x)', lookahead('=')], // an escaped backslash escapes nothing after it
    ['\\](?=x)', lookahead('=')],
    ['(a)(?=b)\\1', lookahead('=')], // the first found
    ['(a)\\1(?=b)', backref('1')]
  ])('%s', (pattern, reason) => {
    expect(safeRegexProblem(pattern)).toBe(reason)
    expect(() => compileSafeRegex(pattern)).toThrow(reason)
    let err: unknown
    try {
      compileSafeRegex(pattern, 'i')
    } catch (e) {
      err = e
    }
    expect(err).toBeInstanceOf(UnsupportedPatternError)
    expect((err as Error).name).toBe('UnsupportedPatternError')
    expect((err as Error).message).toBe(reason)
  })

  test.each([
    // [pattern, text it matches, text it does not]
    ['\\0', 'x\0', '0'], // \0 is NUL, not a backreference
    ['\\k', 'k', 'x'], // \k without '<' is the letter
    ['\\kx', 'kx', 'k'],
    ['[\\k<n>]', '<', 'x'], // inside a class
    ['[(?=x]', '=', 'y'], // '(?=' inside a class is literal
    ['[(?!x]', '!', 'y'],
    ['[\\](?=x)]', '?', 'y'], // an escaped ']' does not close the class
    ['[\\\\](?=x)', null, null], // but an escaped backslash does not escape the ']' after it
    ['a\\(?=b', 'a=b', 'ab'], // '\(' is a literal parenthesis: '?=' is an optional '(' then '='
    ['a\\(?!b', 'a(!b', 'ab'],
    ['\\\\1', '\\1', '1'], // an escaped backslash, then the digit 1
    ['(=b)', '=b', 'b'], // '(' without '?'
    ['(!b)', '!b', 'b'],
    ['a?=b', '=b', 'b'], // '?=' without '('
    ['a?!b', 'a!b', 'ab'],
    ['(?:a)=', 'a=', 'a'],
    ['(?<=a)b', 'ab', 'b'], // lookbehind is supported
    ['(?<!a)b', 'cb', 'ab'],
    ['(?<n>a)', 'a', 'b']
  ])('%s is accepted', (pattern, yes, no) => {
    if (yes === null) {
      expect(safeRegexProblem(pattern)).toBe(lookahead('='))
      return
    }
    expect(safeRegexProblem(pattern)).toBeUndefined()
    expect(safeRegexProblem(pattern, '')).toBeUndefined()
    const re = compileSafeRegex(pattern)
    expect(re.test(yes)).toBe(true)
    expect(re.test(no!)).toBe(false)
    expect(re.test(yes)).toBe(new RegExp(pattern).test(yes))
  })
})

describe("RE2's parse errors, without the 'error parsing regexp: ' prefix", () => {
  test.each([
    ['(', 'missing closing ): `(`'],
    ['a)', 'unexpected ): `a)`'],
    ['[a', 'missing closing ]: `[a`'],
    ['*a', 'missing argument to repetition operator: `*`'],
    ['a**', 'invalid nested repetition operator: `**`'],
    ['[z-a]', 'invalid character class range: `z-a`'],
    ['[\\1]', 'invalid escape sequence: `\\1`'], // a digit escape inside a class: not a backreference, not valid either
    ['(?<=(a))b', 'invalid capture in lookbehind: `(?<=(a))b`'],
    ['(?<n>a)(?<n>b)', 'duplicate capture group name: `n`'],
    ['a{1001}', 'invalid repeat count: `{1001}`'],
    ['x\\', 'trailing backslash at end of expression']
  ])('%s', (pattern, reason) => {
    expect(safeRegexProblem(pattern)).toBe(reason)
    expect(() => compileSafeRegex(pattern, 'm')).toThrow(UnsupportedPatternError)
    // With a flag RE2 shows its own flag group, e.g. `(?m)(` (reported: not the user's text).
    expect(safeRegexProblem(pattern, 'm')!.startsWith(reason.split(':')[0]!)).toBe(true)
  })
})

describe('flags', () => {
  test('every valid flag alone, and every combination without u+v, is accepted', () => {
    expect(SAFE_REGEX_FLAGS).toBe('dgimsuvy')
    for (const f of 'dgimsuvy') {
      expect(safeFlagsProblem(f)).toBeUndefined()
      expect(safeRegexProblem('a.', f)).toBeUndefined()
      expect(compileSafeRegex('a.', f).flags).toBe(f)
    }
    expect(safeFlagsProblem('')).toBeUndefined()
    expect(safeFlagsProblem('dgimsuy')).toBeUndefined()
    expect(safeFlagsProblem('dgimsvy')).toBeUndefined()
    expect(safeFlagsProblem('u')).toBeUndefined()
    expect(safeFlagsProblem('v')).toBeUndefined()
  })

  test.each([
    ['x', "unknown regex flag 'x' (valid: d g i m s u v y)"],
    ['ix', "unknown regex flag 'x' (valid: d g i m s u v y)"],
    ['xq', "unknown regex flags 'x', 'q' (valid: d g i m s u v y)"],
    ['gXqZ', "unknown regex flags 'X', 'q', 'Z' (valid: d g i m s u v y)"],
    ['I', "unknown regex flag 'I' (valid: d g i m s u v y)"],
    ['ii', "regex flags 'ii' repeat a flag"],
    ['gimg', "regex flags 'gimg' repeat a flag"],
    ['xx', "unknown regex flags 'x', 'x' (valid: d g i m s u v y)"], // unknown first, then repeats
    ['uv', "regex flags 'u' and 'v' cannot be combined"],
    ['vgu', "regex flags 'u' and 'v' cannot be combined"],
    ['uu', "regex flags 'uu' repeat a flag"]
  ])('%j', (flags, reason) => {
    expect(safeFlagsProblem(flags)).toBe(reason)
    expect(safeRegexProblem('a.b', flags)).toBe(reason)
    expect(safeRegexProblem('ab', flags)).toBe(reason) // a literal pattern too
    expect(() => compileSafeRegex('a', flags)).toThrow(UnsupportedPatternError)
  })
})

describe('compiled once per pattern and flags', () => {
  test('the same pattern and flags: the same matcher; other flags or pattern: another', () => {
    const a = compileSafeRegex('c.t')
    expect(compileSafeRegex('c.t')).toBe(a)
    expect(compileSafeRegex('c.t', '')).toBe(a)
    const ai = compileSafeRegex('c.t', 'i')
    expect(ai).not.toBe(a)
    expect(ai.test('CAT')).toBe(true)
    expect(a.test('CAT')).toBe(false)
    const b = compileSafeRegex('d.g')
    expect(b).not.toBe(a)
    expect(b.test('dog')).toBe(true)
    expect(a.test('dog')).toBe(false)
    // 'g' + 'x' and '' + 'g/x' do not share a key
    expect(compileSafeRegex('x', 'g').test('g/x')).toBe(true)
    expect(compileSafeRegex('g/x').test('x')).toBe(false)
  })

  test('a failed compile is not cached: it fails again with the same reason', () => {
    expect(safeRegexProblem('(b)\\1')).toBe(backref('1'))
    expect(safeRegexProblem('(b)\\1')).toBe(backref('1'))
    expect(safeRegexProblem('((')).toBe('missing closing ): `((`')
    expect(safeRegexProblem('((')).toBe('missing closing ): `((`')
  })

  test('at most 256 matchers are kept, the oldest dropped first', () => {
    const first = compileSafeRegex('evict-0.')
    for (let i = 1; i <= 255; i++) compileSafeRegex(`evict-${i}.`)
    // 255 newer ones: the first is still kept.
    expect(compileSafeRegex('evict-0.')).toBe(first)
    const second = compileSafeRegex('evict-1.')
    compileSafeRegex('evict-256.')
    // The 256th newer one drops the first (the oldest), not the second.
    const again = compileSafeRegex('evict-0.')
    expect(again).not.toBe(first)
    expect(again.test('evict-0x')).toBe(true)
    expect(compileSafeRegex('evict-2.')).toBe(compileSafeRegex('evict-2.'))
    void second
  })
})
