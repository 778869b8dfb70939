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

test('path filters: only *, ** and ? are special; a trailing / is everything below', () => {
  expect(pathFilterToRegExp('[ab]c').test('[ab]c')).toBe(true)
  expect(pathFilterToRegExp('[ab]c').test('ac')).toBe(false)
  expect(pathFilterToRegExp('{a,b}').test('a')).toBe(false)
  expect(pathFilterToRegExp('src/').test('src/a/b')).toBe(true)
  expect(pathFilterToRegExp('src/').test('src')).toBe(false)
  expect(pathFilterToRegExp('./release/*').test('release/1')).toBe(true)
})
