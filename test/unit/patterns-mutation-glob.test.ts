/**
 * src/glob.ts (mutation tests of the "patterns" part): `translateStar` on its own, then each of
 * the three dialects — output globs (strict), tool globs (lenient, braces expanded first,
 * flags), path filters (GitHub `paths`) — as tables of glob × path → matches or not, and the
 * exact messages of the strict dialect.
 */
import { describe, expect, test } from '@jest/globals'
import { outputGlobToRegExp, pathFilterToRegExp, toolGlobToRegExp, translateStar } from '../../src/glob.js'

describe('translateStar', () => {
  test.each([
    // [pattern, i, re, last]
    ['*', 0, '[^/]*', 0],
    ['a*', 1, '[^/]*', 1],
    ['*a', 0, '[^/]*', 0],
    ['x/*', 2, '[^/]*', 2],
    ['**', 0, '.*', 1],
    ['/**', 1, '.*', 2],
    ['a/**', 2, '.*', 3],
    ['**/a', 0, 'DIR', 2],
    ['a/**/b', 2, 'DIR', 4],
    ['a/**/', 2, 'DIR', 4],
    ['a**', 1, '[^/]*', 2], // not a whole segment: within one
    ['**a', 0, '[^/]*', 1],
    ['a**/b', 1, '[^/]*', 2],
    ['a/**b', 2, '[^/]*', 3],
    ['b**a', 1, '[^/]*', 2],
    ['***', 0, '[^/]*', 1],
    ['a/***', 2, '[^/]*', 3]
  ])('%j at %i', (pattern, i, re, last) => {
    expect(translateStar(pattern, i, 'DIR')).toEqual({ re, last })
  })
})

/** Rows of [glob, path, matches]. */
type Rows = [string, string, boolean][]

function check(compile: (g: string) => { test(s: string): boolean }, rows: Rows): void {
  for (const [glob, path, want] of rows) expect({ glob, path, matches: compile(glob).test(path) }).toEqual({ glob, path, matches: want })
}

describe('output globs (strict)', () => {
  test('stars, globstars and ?', () => {
    check(outputGlobToRegExp, [
      ['*', 'a', true], ['*', '', true], ['*', '.hidden', true], ['*', 'a/b', false],
      ['*.md', 'a.md', true], ['*.md', '.md', true], ['*.md', 'x/a.md', false], ['*.md', 'a.mdx', false], ['*.md', 'aXmd', false],
      ['**', 'a/b/c', true], ['**', '', true], ['**', '.a/.b', true],
      ['a/**', 'a/b', true], ['a/**', 'a/b/c', true], ['a/**', 'a', false], ['a/**', 'a/', true],
      ['a/**/b', 'a/b', true], ['a/**/b', 'a/x/b', true], ['a/**/b', 'a/x/y/b', true], ['a/**/b', 'a//b', false], ['a/**/b', 'ab', false], ['a/**/b', 'a/xb', false],
      ['**/b', 'b', true], ['**/b', 'x/b', true], ['**/b', '/b', false], ['**/b', 'xb', false],
      ['**/*.md', 'a.md', true], ['**/*.md', 'x/y/.a.md', true],
      ['a**', 'abc', true], ['a**', 'a', true], ['a**', 'a/b', false],
      ['**a', 'ba', true], ['**a', 'b/a', false],
      ['a**/b', 'axy/b', true], ['a**/b', 'a/x/b', false],
      ['a?c', 'abc', true], ['a?c', 'a/c', false], ['a?c', 'ac', false], ['a?c', 'abbc', false], ['?', '.', true]
    ])
  })

  test('classes', () => {
    check(outputGlobToRegExp, [
      ['[abc]x', 'bx', true], ['[abc]x', 'dx', false], ['[abc]x', 'x', false],
      ['[a-c]', 'b', true], ['[a-c]', '-', false], ['[a-c]', 'd', false],
      ['[!a-c]', 'd', true], ['[!a-c]', 'b', false], ['[!a-c]', '!', true],
      ['[!a]', '!', true], ['[!a]', 'a', false],
      ['[^a]', 'b', true], ['[^a]', 'a', false], ['[^a]', '^', true],
      ['[a!]', '!', true], ['[a!]', 'a', true], ['[a!]', 'b', false],
      ['[a^]', '^', true], ['[a^]', 'a', true], ['[a^]', 'b', false],
      ['[]]', ']', true], ['[]]', 'a', false], // a ']' first is part of the class
      ['[]a]', 'a', true], ['[]a]', ']', true],
      ['[\\]x', '\\x', true], ['[\\]x', 'x', false], // a backslash in a class is literal
      ['[.]', '.', true], ['[.]', 'a', false],
      ['x[ab]y[cd]', 'xbyc', true], ['x[ab]y[cd]', 'xbyb', false],
      ['a]b[c]', 'a]bc', true], ['a]b[c]', 'a]b[c]', false]
    ])
  })

  test('braces', () => {
    check(outputGlobToRegExp, [
      ['{a,b}.md', 'a.md', true], ['{a,b}.md', 'b.md', true], ['{a,b}.md', 'c.md', false], ['{a,b}.md', 'a,b.md', false], ['{a,b}.md', '{a,b}.md', false],
      ['*.{md,txt}', 'x.txt', true], ['*.{md,txt}', 'x.md', true], ['*.{md,txt}', 'd/x.md', false],
      ['{a,{b,c}}', 'c', true], ['{a,{b,c}}', 'a', true], ['{a,{b,c}}', 'd', false],
      ['{a,b}{c,d}', 'bd', true], ['{a,b}{c,d}', 'ab', false],
      ['{,x}y', 'y', true], ['{,x}y', 'xy', true],
      ['x{}y', 'xy', true],
      ['a,b', 'a,b', true], ['a,b', 'a', false], ['a,b', 'b', false]
    ])
  })

  test('escapes and literal characters', () => {
    check(outputGlobToRegExp, [
      ['a\\*b', 'a*b', true], ['a\\*b', 'axb', false],
      ['a\\?', 'a?', true], ['a\\?', 'ab', false],
      ['a\\.b', 'a.b', true], ['a\\.b', 'axb', false],
      ['\\[x]', '[x]', true], ['\\[x]', 'x', false],
      ['\\{a,b\\}', '{a,b}', true], ['\\{a,b\\}', 'a', false],
      ['a\\b', 'ab', true], ['\\d', 'd', true], ['\\d', '1', false], // an escaped ordinary character is itself
      ['a\\\\b', 'a\\b', true], ['a\\/b', 'a/b', true], ['\\$', '$', true], ['\\^a', '^a', true], ['\\|', '|', true], ['\\+', '+', true],
      ['\\(\\)', '()', true], ['\\]', ']', true],
      ['a.b', 'a.b', true], ['a.b', 'axb', false], ['a+b', 'a+b', true], ['a+b', 'aab', false],
      ['a^b', 'a^b', true], ['a$b', 'a$b', true], ['(a)', '(a)', true], ['(a)', 'a', false], ['a|b', 'a|b', true], ['a|b', 'b', false],
      ['a]b', 'a]b', true], ['a/b', 'a/b', true], ['a=b!c#d', 'a=b!c#d', true], ['sdwb', 'sdwb', true],
      ['*.MD', 'a.md', false], ['b', 'abc', false], ['b', 'b', true], ['a', 'ab', false]
    ])
  })

  test.each([
    ['a\\', 'ends with a lone backslash'],
    ['\\', 'ends with a lone backslash'],
    ['a[b', "unterminated '[' at position 2"],
    ['[', "unterminated '[' at position 1"],
    ['ab[]', "unterminated '[' at position 3"],
    ['a/[x/y]', "a '[...]' class cannot contain '/'"],
    ['[!/]', "a '[...]' class cannot contain '/'"],
    ['a{b', "unterminated '{'"],
    ['{a,{b}', "unterminated '{'"],
    ['a}b', "unmatched '}' at position 2"],
    ['}', "unmatched '}' at position 1"],
    ['{a}}', "unmatched '}' at position 4"],
    ['{a}b}', "unmatched '}' at position 5"]
  ])('%j throws %j', (glob, message) => {
    let err: unknown
    try {
      outputGlobToRegExp(glob)
    } catch (e) {
      err = e
    }
    expect((err as Error | undefined)?.message).toBe(message)
  })

  test('a glob without wildcards is an exact path', () => {
    const re = outputGlobToRegExp('out/result.md')
    expect(re.source).toBe('^out\\/result\\.md$')
    expect(re.flags).toBe('')
    expect(re.test('out/result.md')).toBe(true)
    expect(re.test('x/out/result.md')).toBe(false)
    expect(re.test('out/result.mdx')).toBe(false)
  })
})

describe('tool globs (lenient, braces expanded first)', () => {
  const tool = (g: string) => toolGlobToRegExp(g)

  test('stars, globstars and ?', () => {
    check(tool, [
      ['*', 'a', true], ['*', '', true], ['*', '.env', true], ['*', 'a/b', false],
      ['?', 'a', true], ['?', '/', false], ['?', '', false], ['?', 'ab', false],
      ['**', 'a/b/c', true], ['**', '', true],
      ['**/*.ts', 'a.ts', true], ['**/*.ts', 'x/y/a.ts', true], ['**/*.ts', 'x/.a.ts', true], ['**/*.ts', 'a.tsx', false],
      ['src/**/x', 'src/x', true], ['src/**/x', 'src/a/x', true], ['src/**/x', 'src/a/b/x', true], ['src/**/x', 'srcx', false], ['src/**/x', 'src/ax', false],
      ['src/**/', 'src/a/b.ts', true], ['src/**/', 'src/', true], ['src/**/', 'src/a/', true], ['src/**/', 'src', false], ['src/**/', 'lib/a', false],
      ['src/**/*.ts', 'src/a.ts', true], ['src/**/*.ts', 'src/x/y/a.ts', true], ['src/**/*.ts', 'lib/a.ts', false],
      ['a/**', 'a', false], ['a/**', 'a/b/c', true],
      ['a**', 'abc', true], ['a**', 'a/b', false], ['**a', 'ba', true], ['**a', 'b/a', false],
      ['A', 'a', false], ['b', 'abc', false]
    ])
  })

  test('braces: alternatives, nesting, several groups, empty and unterminated ones', () => {
    check(tool, [
      ['{a,b}', 'a', true], ['{a,b}', 'b', true], ['{a,b}', 'a,b', false], ['{a,b}', '{a,b}', false], ['{a,b}', 'ab', false],
      ['x{a,b}y', 'xay', true], ['x{a,b}y', 'xby', true], ['x{a,b}y', 'xy', false],
      ['{a,b}/*.ts', 'b/x.ts', true],
      ['{a,**/x}', 'x', true], ['{a,**/x}', 'p/q/x', true], ['{a,**/x}', 'a', true], ['{a,**/x}', 'b', false],
      ['{a,b}{c,d}', 'bd', true], ['{a,b}{c,d}', 'ac', true], ['{a,b}{c,d}', 'ab', false],
      ['{a,{b,c}}d', 'cd', true], ['{a,{b,c}}d', 'ad', true], ['{a,{b,c}}d', 'bd', true], ['{a,{b,c}}d', 'd', false],
      ['{x{1,2},y}', 'x1', true], ['{x{1,2},y}', 'x2', true], ['{x{1,2},y}', 'y', true], ['{x{1,2},y}', 'x', false],
      ['{{a,b},c}', 'a', true], ['{{a,b},c}', 'c', true],
      ['{a,b,c}', 'c', true], ['{a,b,c}', 'b', true],
      ['a}b{c,d}', 'a}bc', true], ['a}b{c,d}', 'a}bd', true],
      ['x{}y', 'xy', true], ['x{}y', 'x{}y', false],
      ['{a}', 'a', true], ['{a}', '{a}', false],
      ['{,a}b', 'b', true], ['{,a}b', 'ab', true],
      ['{a,b', '{a,b', true], ['{a,b', 'a', false], ['a{b', 'a{b', true], ['a}b', 'a}b', true],
      ['{{a,b}', '{{a,b}', true], ['{{a,b}', 'a', false],
      ['a,b', 'a,b', true], ['a,b', 'a', false]
    ])
  })

  test('classes, a lone [, and literal characters', () => {
    check(tool, [
      ['[abc]', 'b', true], ['[abc]', 'd', false], ['[a-c]x', 'bx', true], ['[a-c]x', '-x', false],
      ['[!a]', 'b', true], ['[!a]', 'a', false], ['[!a]', '!', true],
      ['[^a]', 'b', true], ['[^a]', 'a', false],
      ['[a!]', '!', true], ['[a!]', 'b', false],
      ['[\\]', '\\', true], ['[\\]', ']', false], // a backslash in a class is literal
      ['[\\d]', 'd', true], ['[\\d]', '\\', true], ['[\\d]', '1', false],
      ['a[b', 'a[b', true], ['a[b', 'ab', false], ['[', '[', true], ['a[]', 'a[]', true],
      ['a.b', 'a.b', true], ['a.b', 'axb', false], ['a+', 'a+', true], ['a+', 'aa', false],
      ['a|b', 'a|b', true], ['a|b', 'a', false], ['(a)', '(a)', true], ['(a)', 'a', false],
      ['a$', 'a$', true], ['^a', '^a', true], ['a\\b', 'a\\b', true], ['a\\*', 'a\\xyz', true], ['a\\*', 'a*', false],
      ['a]', 'a]', true], ['a=b', 'a=b', true], ['sdwb', 'sdwb', true],
      ['a]b[c]', 'a]bc', true], ['a]b[c]', 'a]b[c]', false] // the class's ']' is looked for after its '['
    ])
  })

  test('flags are passed on; a class RE2 cannot read throws', () => {
    expect(toolGlobToRegExp('*.TS', 'i').test('a.ts')).toBe(true)
    expect(toolGlobToRegExp('*.TS').test('a.ts')).toBe(false)
    expect(toolGlobToRegExp('*.TS', 'i').flags).toBe('i')
    expect(toolGlobToRegExp('*.ts').flags).toBe('')
    expect(toolGlobToRegExp('{a,b}').source).toBe('^(?:a|b)$')
    expect(toolGlobToRegExp('a').source).toBe('^(?:a)$')
    expect(() => toolGlobToRegExp('a', 'x')).toThrow("unknown regex flag 'x' (valid: d g i m s u v y)")
    expect(() => toolGlobToRegExp('[z-a]')).toThrow('invalid character class range: `z-a`')
  })
})

describe('path filters (GitHub paths)', () => {
  test('*, ** and ?; a trailing / is everything below', () => {
    check(pathFilterToRegExp, [
      ['*', 'a', true], ['*', '', true], ['*', 'a/b', false],
      ['*.md', 'a.md', true], ['*.md', '.md', true], ['*.md', 'x/a.md', false],
      ['?', 'a', true], ['?', '/', false], ['a?', 'a/', false],
      ['**', 'x', true], ['**', 'a/b/c', true], ['**', '', true],
      ['**/x', 'x', true], ['**/x', 'a/b/x', true], ['**/x', 'ax', false],
      ['a/**', 'a', false], ['a/**', 'a/b', true], ['a/**', 'a/', true],
      ['a/**/b', 'a/b', true], ['a/**/b', 'a/x/b', true], ['a/**/b', 'a/x/y/b', true], ['a/**/b', 'ab', false], ['a/**/b', 'a/xb', false],
      ['a**', 'abc', true], ['a**', 'a/b', false],
      ['src/', 'src/a', true], ['src/', 'src/a/b', true], ['src/', 'src', false], ['src/', 'srcx', false],
      ['src', 'src', true], ['src', 'src/a', false]
    ])
  })

  test('the pattern is trimmed, backslashes become slashes, a leading ./ and leading slashes go', () => {
    check(pathFilterToRegExp, [
      ['  a/b  ', 'a/b', true], [' a ', 'a', true],
      ['a\\b', 'a/b', true], ['a\\b', 'a\\b', false], ['a\\b', 'ab', false],
      ['./a', 'a', true], ['./a', './a', false], ['.\\a', 'a', true],
      ['x./y', 'x./y', true], ['x./y', 'xy', false], ['a/./b', 'a/./b', true],
      ['x/y', 'x/y', true], ['x/y', 'y', false],
      ['/a', 'a', true], ['//a', 'a', true], ['a//b', 'a//b', true], ['a//b', 'ab', false],
      ['./release/*', 'release/1', true]
    ])
  })

  test('everything else is literal: classes, braces, regex characters', () => {
    check(pathFilterToRegExp, [
      ['[ab]c', '[ab]c', true], ['[ab]c', 'ac', false],
      ['{a,b}', '{a,b}', true], ['{a,b}', 'a', false],
      ['a.b', 'a.b', true], ['a.b', 'axb', false], ['a+b', 'a+b', true], ['a+b', 'aab', false],
      ['a^b', 'a^b', true], ['a$b', 'a$b', true], ['(a)', '(a)', true], ['(a)', 'a', false],
      ['a|b', 'a|b', true], ['a|b', 'a', false], ['a]b', 'a]b', true], ['!a', '!a', true],
      ['sdwb.md', 'sdwb.md', true], ['A', 'a', false], ['b', 'abc', false]
    ])
  })
})
