/**
 * src/safe-regex.ts, `nestedQuantifier` (mutation tests of the "patterns" part): a group repeated
 * without bound (`*`, `+`, `{n,}`, `{n,m}` with m > 1) that holds an unbounded quantifier is
 * reported with its exact text; escapes, classes and bounded counts are told apart.
 */
import { describe, expect, test } from '@jest/globals'
import { nestedQuantifier } from '../../src/safe-regex.js'

describe('flagged, with the offending group and its quantifier', () => {
  test.each([
    ['(a+)+', '(a+)+'],
    ['(a*)*', '(a*)*'],
    ['^(a+)+$', '(a+)+'],
    ['(a+){2,}', '(a+){2,}'],
    ['(a+){10,}x', '(a+){10,}'],
    ['(a+){1,3}', '(a+){1,3}'],
    ['(a+){0,2}b', '(a+){0,2}'],
    ['(a+){1,10}', '(a+){1,10}'],
    ['(a{2,})+', '(a{2,})+'],
    ['(a{12,})+', '(a{12,})+'],
    ['(a{1,10})*', '(a{1,10})*'],
    ['(a{0,2})+', '(a{0,2})+'],
    ['(a{2,3})+', '(a{2,3})+'],
    ['(\\d+)+', '(\\d+)+'],
    ['(\\w*)*z', '(\\w*)*'],
    ['(\\.{2,})+', '(\\.{2,})+'],
    ['([ab]+)+', '([ab]+)+'],
    ['([a]*)*', '([a]*)*'],
    ['([ab]{2,})+', '([ab]{2,})+'],
    ['([*]{2,})+', '([*]{2,})+'],
    ['(?:(a+))+', '(?:(a+))+'], // through an inner group without its own quantifier
    ['((a+)b)*', '((a+)b)*'],
    ['((a)+)+', '((a)+)+'], // an inner group's own quantifier
    ['((\\d)+)+', '((\\d)+)+'],
    ['(([a])+)+', '(([a])+)+'],
    ['x((a)*b)+y', '((a)*b)+'],
    ['(a|b+)+', '(a|b+)+'],
    ['(a+)+b(c+)+', '(a+)+'], // the first one
    ['(x)(a+)+', '(a+)+'],
    ['(?:a+){2,}', '(?:a+){2,}'],
    ['(x(a+)+)', '(a+)+'],
    ['((a+))+', '((a+))+'],
    ['(\\)+)+', '(\\)+)+'] // an escaped ')' with a quantifier, in a repeated group
  ])('%s → %s', (pattern, fragment) => {
    expect(nestedQuantifier(pattern)).toBe(fragment)
  })
})

describe('not flagged', () => {
  test.each([
    '', 'a', 'a+', 'a+b+', '\\d+', '\\d+\\w*', '[a]+', '[ab]*c', 'a{2,}', // no group (nothing to pop: no crash either)
    '(a)+', '(ab)+', '(\\d)+', '([ab])+', '(a{2})+', '(a{0,1})+', '(a{1,1})*', '(a{1})+', '(a?)+', // a bounded inside
    '(a+)', '(a+)?', '(a+){2}', '(a+){0,1}', '(a+){1,1}', '(a+){1}', '((a)+)', '(x(a)+)', '(?:abc)*\\d+', // a bounded outside
    'a)', 'a)+', 'a)b(c)+', 'x)(a)+', // a ')' without its '('
    '\\(a+\\)+', '(\\)+)', // escaped parentheses
    '[(]+)', '[(a+)]+', '([+])+', '([*]{2})+', '([\\]+])+', '(a[+*])+', '([a-z])+', // quantifier characters inside a class
    '(a|*)+', // a quantifier right after '|' repeats nothing
    '(a+){x}b{2,}', '(a+){,2}', '(a+){x,}', '(a+){2,x}', // not a count: not a quantifier
    '(a){2,}', '(a+)\\+', '(a+)[+]'
  ])('%s', (pattern) => {
    expect(nestedQuantifier(pattern)).toBeUndefined()
  })
})
