/**
 * src/safe-regex.ts, matching semantics (mutation tests of the "patterns" part): the engine
 * claims JavaScript's `RegExp` semantics for the syntax it accepts, so a differential test over
 * patterns × flags × texts pins index, matched text and every capture group at once, for the
 * plain path (`re.exec`) and the sticky path (`matcher().lookingAt()`). The differences the
 * module documents (`\s` ASCII only, `.` excludes only `\n`, matching by code point) are pinned
 * on their own, and so is linear time on the classic catastrophic patterns.
 */
import { describe, expect, test } from '@jest/globals'
import { compileSafeRegex } from '../../src/safe-regex.js'

type Seen = { index: number; text: string; groups: (string | undefined)[] } | null

/** What JavaScript answers (a fresh RegExp each time: `g`/`y` start at 0). `v` is compared as `u`. */
function js(pattern: string, flags: string, text: string): Seen | 'invalid' {
  let re: RegExp
  try {
    re = new RegExp(pattern, flags.replace('v', 'u'))
  } catch {
    return 'invalid'
  }
  const m = re.exec(text)
  return m && { index: m.index, text: m[0], groups: m.slice(1) }
}

function ours(pattern: string, flags: string, text: string): Seen {
  const m = compileSafeRegex(pattern, flags).exec(text)
  return m && { index: m.index, text: m.text, groups: [...m.groups] }
}

const PATTERNS = [
  // literals and the dot
  'a', 'abc', 'A', 'é', 'b+', '.', 'a.c', '.+', 'x|',
  // classes, ranges, negation, escapes inside classes
  '[abc]', '[a-c]+', '[^a-c]+', '[\\d]+', '[^\\d\\s]+', '[a\\-c]+', '[-a]+', '[\\]\\\\-]+', '[\\w.]+', '[A-Z]', '[^]',
  // the class escapes and their negations, word boundaries
  '\\d+', '\\D+', '\\w+', '\\W+', '\\s+', '\\S+', '\\bfoo\\b', '\\Bfoo', 'o\\B', '\\bcat', 'a\\b', '\\B',
  // character escapes
  '\\t', '\\n', '\\x41', '\\u0042', '\\cJ', '\\.', '\\$\\d+', '\\/', '\\^',
  // anchors
  '^a', 'a$', '^$', '^a|b$', '^ab', 'b$', '^[a-z]+$', 'c$', '^', '$',
  // quantifiers, greedy and lazy
  'a*', 'a+', 'a?', 'a{2}', 'a{2,}', 'a{1,2}', 'a{0}b', 'a*?', 'a+?', 'a??', 'a{2,}?', 'a{1,2}?', 'a*b', 'a+b?', 'a{3}', 'a{0,1}b',
  // alternation and groups
  'cat|dog', '(cat|dog)s?', 'a|ab|abc', '(a)(b)?', '(?:ab)+', '(?<y>\\d{4})-(?<m>\\d\\d)', '(a*)b', '(a)|(b)', '()a', '(a?)(b?)c?', '(b)(c)?',
  // lookbehind (supported)
  '(?<=\\$)\\d+', '(?<!\\$)\\b\\d+', '(?<=a)b', '(?<!a)b'
]

const FLAGS = ['', 'i', 'm', 's', 'y', 'g', 'd', 'u', 'v', 'im', 'is', 'ms', 'iy', 'my', 'sy', 'imsy', 'dgimsuy']

const TEXTS = ['', 'a', 'aa', 'aaa', 'ab', 'abc', 'xaabcy', 'ABC', 'Cat dog cats', 'foo foobar', 'a b\tc\nd', 'A1_b-2', 'on 2026-12-01', '$42 and 17', 'a\nb\nab', 'é É', 'x=y', '-]\\', 'abab\n', 'bc']

describe('differential against RegExp: index, matched text, groups', () => {
  test.each(FLAGS.map((f) => [f]))('flags %j', (flags) => {
    let compared = 0
    for (const pattern of PATTERNS) {
      for (const text of TEXTS) {
        const want = js(pattern, flags, text)
        if (want === 'invalid') continue
        const got = ours(pattern, flags, text)
        expect({ pattern, flags, text, got }).toEqual({ pattern, flags, text, got: want })
        expect({ pattern, flags, text, test: compileSafeRegex(pattern, flags).test(text) }).toEqual({ pattern, flags, text, test: want !== null })
        compared++
      }
    }
    expect(compared).toBeGreaterThan(1_500)
  })
})

describe('each flag on its own (pinned explicitly)', () => {
  test('i: case-insensitive (Unicode folding); without it, case matters', () => {
    expect(compileSafeRegex('B+', 'i').exec('aabbbc')).toEqual({ index: 2, text: 'bbb', groups: [] })
    expect(compileSafeRegex('B+').exec('aabbbc')).toBeNull()
    expect(compileSafeRegex('é+', 'i').exec('xÉé')).toEqual({ index: 1, text: 'Éé', groups: [] })
  })

  test('m: ^ and $ at line breaks; without it, only at the ends', () => {
    expect(compileSafeRegex('^two$', 'm').exec('one\ntwo\nthree')).toEqual({ index: 4, text: 'two', groups: [] })
    expect(compileSafeRegex('^two$').exec('one\ntwo\nthree')).toBeNull()
    expect(compileSafeRegex('o$', 'm').exec('two\none')).toEqual({ index: 2, text: 'o', groups: [] })
  })

  test('s: . matches \\n; without it, . stops at \\n', () => {
    expect(compileSafeRegex('a.b', 's').exec('a\nb')).toEqual({ index: 0, text: 'a\nb', groups: [] })
    expect(compileSafeRegex('a.b').exec('a\nb')).toBeNull()
  })

  test('lookbehind works with each flag (the LOOKBEHINDS bit is kept when flags are added)', () => {
    for (const flags of ['', 'i', 'm', 's', 'ims']) expect(compileSafeRegex('(?<=\\$)\\d+', flags).exec('cost $42')).toEqual({ index: 6, text: '42', groups: [] })
    expect(compileSafeRegex('(?<=\\$)\\d+', 'y').test('$42')).toBe(false)
    expect(compileSafeRegex('(?<=^)a', 'y').exec('ab')).toEqual({ index: 0, text: 'a', groups: [] })
  })

  test('y: anchored at the start, for test and exec; groups as in exec', () => {
    const re = compileSafeRegex('b', 'y')
    expect(re.test('ab')).toBe(false)
    expect(re.exec('ab')).toBeNull()
    expect(re.test('ba')).toBe(true)
    expect(re.exec('bab')).toEqual({ index: 0, text: 'b', groups: [] })
    // A group that did not take part is undefined (not null), an empty one is ''.
    const g = compileSafeRegex('(a)?(b)()(c)?', 'y').exec('bcd')
    expect(g).toStrictEqual({ index: 0, text: 'bc', groups: [undefined, 'b', '', 'c'] })
    const h = compileSafeRegex('(x)|(y)', 'y').exec('yx')
    expect(h).toStrictEqual({ index: 0, text: 'y', groups: [undefined, 'y'] })
    expect(compileSafeRegex('(a+)(b)', 'y').exec('aab')?.groups).toStrictEqual(['aa', 'b'])
    expect(compileSafeRegex('a+', 'y').exec('aaab')?.text).toBe('aaa')
  })

  test('without y: groups as RegExp gives them (undefined where a group did not take part)', () => {
    expect(compileSafeRegex('(a)|(b)').exec('xb')).toStrictEqual({ index: 1, text: 'b', groups: [undefined, 'b'] })
    expect(compileSafeRegex('(a)?(b)()').exec('xb')).toStrictEqual({ index: 1, text: 'b', groups: [undefined, 'b', ''] })
    expect(compileSafeRegex('x(\\d+)').exec('ax12')).toStrictEqual({ index: 1, text: 'x12', groups: ['12'] })
    expect(compileSafeRegex('a*').exec('bbb')).toStrictEqual({ index: 0, text: '', groups: [] })
  })

  test('g, d, u, v change nothing and the matcher is not stateful', () => {
    for (const f of ['g', 'd', 'u', 'v', 'gdu', 'dgv']) {
      const re = compileSafeRegex('b.', f)
      expect([re.exec('abcbd'), re.exec('abcbd')]).toEqual([
        { index: 1, text: 'bc', groups: [] },
        { index: 1, text: 'bc', groups: [] }
      ])
      expect([re.test('xbc'), re.test('xbc'), re.test('xb')]).toEqual([true, true, false])
    }
  })

  test('source, flags and toString', () => {
    const re = compileSafeRegex('a.c', 'im')
    expect([re.source, re.flags, re.toString(), `${re}`]).toEqual(['a.c', 'im', '/a.c/im', '/a.c/im'])
    const plain = compileSafeRegex('x\\d')
    expect([plain.source, plain.flags, plain.toString()]).toEqual(['x\\d', '', '/x\\d/'])
    const sticky = compileSafeRegex('q.', 'y')
    expect(sticky.toString()).toBe('/q./y')
  })
})

describe('documented differences from RegExp', () => {
  test('\\s is ASCII whitespace only', () => {
    expect(compileSafeRegex('\\s').test('\u00a0')).toBe(false)
    expect(compileSafeRegex('\\S').test('\u00a0')).toBe(true)
    for (const ws of ['\t', '\n', '\f', '\r', ' ']) expect(compileSafeRegex('^\\s$').test(ws)).toBe(true)
  })

  test('. excludes only \\n', () => {
    expect(compileSafeRegex('a.b').exec('a\rb')).toEqual({ index: 0, text: 'a\rb', groups: [] })
    expect(compileSafeRegex('a.b').test('a\u2028b')).toBe(true)
    expect(compileSafeRegex('a.b').test('a\nb')).toBe(false)
  })

  test('matching is by code point (as RegExp with u), indexes are UTF-16', () => {
    expect(compileSafeRegex('.x').exec('😀x')).toEqual({ index: 0, text: '😀x', groups: [] })
    expect(compileSafeRegex('b+').exec('😀bb')).toEqual({ index: 2, text: 'bb', groups: [] })
    expect(compileSafeRegex('\\u{1F600}', 'u').exec('a😀')).toEqual({ index: 1, text: '😀', groups: [] })
    expect(compileSafeRegex('(.)(.)', 'y').exec('😀é')).toEqual({ index: 0, text: '😀é', groups: ['😀', 'é'] })
    expect(compileSafeRegex('\\p{Lu}+', 'u').exec('abcÉCOLE')).toEqual({ index: 3, text: 'ÉCOLE', groups: [] })
  })
})

describe('limits of the quantifiers and linear time', () => {
  test('repeat counts up to 1000 (and nested products up to 1000) compile; one more does not', () => {
    const a1000 = 'a'.repeat(1000)
    expect(compileSafeRegex('^a{1000}$').test(a1000)).toBe(true)
    expect(compileSafeRegex('^a{1000}$').test(a1000.slice(1))).toBe(false)
    expect(compileSafeRegex('^a{999}$').test(a1000.slice(1))).toBe(true)
    expect(compileSafeRegex('^a{1000,}$').test(a1000 + 'a')).toBe(true)
    expect(compileSafeRegex('^a{0,1000}$').test(a1000)).toBe(true)
    expect(compileSafeRegex('^a{0,1000}$').test(a1000 + 'a')).toBe(false)
    expect(() => compileSafeRegex('a{1001}')).toThrow('invalid repeat count: `{1001}`')
    expect(() => compileSafeRegex('a{1001,}')).toThrow('invalid repeat count: `{1001,}`')
    expect(() => compileSafeRegex('a{0,1001}')).toThrow('invalid repeat count: `{0,1001}`')
    expect(compileSafeRegex('^(?:a{10}){100}$').test(a1000)).toBe(true)
    expect(() => compileSafeRegex('(?:a{10}){101}')).toThrow('invalid repeat count: `{101}`')
    expect(() => compileSafeRegex('a{2,1}')).toThrow('invalid repeat count: `{2,1}`')
  })

  test.each([
    ['^(a+)+$', 'a'.repeat(20_000) + '!', null],
    ['^(a+)+$', 'a'.repeat(20_000), { index: 0, len: 20_000 }],
    ['(a|aa)+$', 'a'.repeat(5_000) + '!', null],
    ['^(\\w+\\s?)*$', 'word '.repeat(4_000) + '!', null],
    ['(x+x+)+y', 'x'.repeat(20_000) + 'y', { index: 0, len: 20_001 }]
  ])('%s on an adversarial text answers correctly', (pattern, text, want) => {
    const m = compileSafeRegex(pattern).exec(text)
    expect(m && { index: m.index, len: m.text.length }).toEqual(want)
    expect(compileSafeRegex(pattern).test(text)).toBe(want !== null)
  })
})
