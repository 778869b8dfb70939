/** The three glob dialects on picomatch (src/glob.ts): the cases where picomatch's defaults differ from ours. */
import { describe, expect, test } from '@jest/globals'
import { outputGlobToRegExp, pathFilterToRegExp, toolGlobToRegExp } from '../../src/glob.js'

const dialects = { output: outputGlobToRegExp, filter: pathFilterToRegExp, tool: (g: string) => toolGlobToRegExp(g) }

describe.each(Object.entries(dialects))('%s globs', (_name, compile) => {
  test('a trailing /** is what is below the folder, not the folder', () => {
    expect(compile('a/**').test('a')).toBe(false)
    expect(compile('a/**').test('a/b/c')).toBe(true)
    expect(compile('**/a/**').test('src/a')).toBe(false)
    expect(compile('**/a/**').test('src/a/b')).toBe(true)
  })
  test('* and ? stay in a segment, ** spans zero or more, dotfiles match', () => {
    expect(compile('*.md').test('x/a.md')).toBe(false)
    expect(compile('**/*.md').test('a.md')).toBe(true)
    expect(compile('a/**/b').test('a/b')).toBe(true)
    expect(compile('a/**/b').test('a/x/y/b')).toBe(true)
    expect(compile('a?c').test('abc')).toBe(true)
    expect(compile('*.txt').test('.txt')).toBe(true)
  })
  test('parentheses, pipes, plus, at and a leading ! are literal', () => {
    expect(compile('foo(bar).md').test('foo(bar).md')).toBe(true)
    expect(compile('a|b').test('a|b')).toBe(true)
    expect(compile('a|b').test('a')).toBe(false)
    expect(compile('a+b').test('a+b')).toBe(true)
    expect(compile('!neg').test('!neg')).toBe(true)
    expect(compile('!neg').test('x')).toBe(false)
  })
})

test('output globs: classes and braces, strict syntax', () => {
  expect(outputGlobToRegExp('[!a]c').test('bc')).toBe(true)
  expect(outputGlobToRegExp('[!a]c').test('ac')).toBe(false)
  expect(outputGlobToRegExp('{a,b}.md').test('b.md')).toBe(true)
  expect(() => outputGlobToRegExp('a[b')).toThrow(/unterminated '\['/)
  expect(() => outputGlobToRegExp('a{b')).toThrow(/unterminated '\{'/)
  expect(() => outputGlobToRegExp('a}b')).toThrow(/unmatched '\}'/)
  expect(() => outputGlobToRegExp('a/[x/y]')).toThrow(/cannot contain '\/'/)
})

test('tool globs: lenient, braces expanded first, flags', () => {
  expect(toolGlobToRegExp('{a,**/x}').test('x')).toBe(true)
  expect(toolGlobToRegExp('a{b').test('a{b')).toBe(true)
  expect(toolGlobToRegExp('a[b').test('a[b')).toBe(true)
  expect(toolGlobToRegExp('src/**/').test('src/a/b.ts')).toBe(true)
  expect(toolGlobToRegExp('*.TS', 'i').test('a.ts')).toBe(true)
})

describe.each([
  ['output', outputGlobToRegExp],
  ['tool', (g: string) => toolGlobToRegExp(g)],
] as const)('%s globs: classes as shells read them', (_name, compile) => {
  test('a ] first in a class (after any ! or ^) is a member, not its end', () => {
    expect(compile('[]]').test(']')).toBe(true)
    expect(compile('[]]').test('a')).toBe(false)
    expect(compile('[]a]x').test('ax')).toBe(true)
    expect(compile('[!]]').test('a')).toBe(true)
    expect(compile('[!]]').test(']')).toBe(false)
    expect(compile('[^]]').test(']')).toBe(false)
  })
  test('a negated class is one character of one segment: never /', () => {
    expect(compile('a[!b]c').test('axc')).toBe(true)
    expect(compile('a[!b]c').test('a/c')).toBe(false)
    expect(compile('a[^b]c').test('a/c')).toBe(false)
    expect(compile('x[!]]y').test('x/y')).toBe(false)
  })
  test('\\, [ and ^ in a class stand for themselves; - makes ranges', () => {
    expect(compile('[a^]').test('^')).toBe(true)
    expect(compile('[a^]').test('b')).toBe(false)
    expect(compile('[[]').test('[')).toBe(true)
    expect(compile('[b-d]').test('c')).toBe(true)
    expect(compile('[b-d]').test('-')).toBe(false)
  })
})

test('an unclosed [ : strict output globs refuse it, tool globs take it literally', () => {
  expect(() => outputGlobToRegExp('[!]')).toThrow(/unterminated '\['/)
  expect(toolGlobToRegExp('[!]').test('[!]')).toBe(true)
  expect(toolGlobToRegExp('[!]').test('/')).toBe(false)
  expect(toolGlobToRegExp('[]').test('[]')).toBe(true)
})

test('path filters: only *, ** and ? are special; a trailing / is everything below', () => {
  expect(pathFilterToRegExp('[ab]c').test('[ab]c')).toBe(true)
  expect(pathFilterToRegExp('[ab]c').test('ac')).toBe(false)
  expect(pathFilterToRegExp('{a,b}').test('a')).toBe(false)
  expect(pathFilterToRegExp('src/').test('src/a/b')).toBe(true)
  expect(pathFilterToRegExp('src/').test('src')).toBe(false)
  expect(pathFilterToRegExp('./release/*').test('release/1')).toBe(true)
})
