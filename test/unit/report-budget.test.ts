import { describe, test, expect } from '@jest/globals'
import { clip, firstFitting, fits, largestFitting, trimToBudget, utf8Bytes } from '../../src/report/budget.js'

describe('budget', () => {
  test('fits is strict and counts characters and UTF-8 bytes', () => {
    expect(fits('abc', { maxChars: 4 })).toBe(true)
    expect(fits('abcd', { maxChars: 4 })).toBe(false)
    expect(utf8Bytes('🙂')).toBe(4)
    expect(fits('🙂', { maxBytes: 4 })).toBe(false)
    expect(fits('🙂', { maxBytes: 5, maxChars: 3 })).toBe(true)
  })

  test('clip never splits a surrogate pair', () => {
    expect(clip('abcdef', 4)).toBe('abc…')
    expect(clip('ab🙂cd', 4)).toBe('ab…')
    expect(clip('short', 10)).toBe('short')
  })

  test('largestFitting finds the largest n that fits', () => {
    const render = (n: number) => 'x'.repeat(n * 10)
    expect(largestFitting(0, 100, render, { maxChars: 255 })?.n).toBe(25)
    expect(largestFitting(3, 100, render, { maxChars: 20 })).toBeUndefined()
  })

  test('trim cuts at a line boundary, closes open fences and <details>, and says so', () => {
    const text = ['# head', '<details><summary>x</summary>', '', '```', ...Array.from({ length: 200 }, (_, i) => `line ${i}`), '```', '</details>'].join('\n')
    const out = trimToBudget(text, { maxChars: 300 }, '_cut_')
    expect(out.length).toBeLessThan(300)
    expect(out.startsWith('# head\n<details>')).toBe(true)
    expect(out).toMatch(/line \d+\n```\n\n<\/details>\n\n\n_cut_\n$/)
  })

  test('trim with bytes: multi-byte lines', () => {
    const text = Array.from({ length: 100 }, () => '🙂'.repeat(10)).join('\n')
    const out = trimToBudget(text, { maxBytes: 500, maxChars: 10_000 }, 'cut')
    expect(utf8Bytes(out)).toBeLessThan(500)
    expect(out.endsWith('\n\ncut\n')).toBe(true)
  })

  test('a single line longer than the budget is cut by characters', () => {
    const out = trimToBudget('y'.repeat(1000), { maxChars: 100 }, 'cut')
    expect(out.length).toBeLessThan(100)
    expect(out.startsWith('yyy')).toBe(true)
  })

  test('trimming 1 MB of lines is linear', () => {
    const text = Array.from({ length: 50_000 }, (_, i) => `row ${i} ${'z'.repeat(20)}`).join('\n')
    const t0 = Date.now()
    const out = trimToBudget(text, { maxBytes: 1_000_000 / 2 }, 'cut')
    expect(Date.now() - t0).toBeLessThan(2000)
    expect(utf8Bytes(out)).toBeLessThan(500_000)
  })
})

describe('budget: the edges a long report hits', () => {
  test('fits: a limit is exclusive on both counts; no limit fits anything', () => {
    expect(fits('x'.repeat(10), {})).toBe(true)
    expect(fits('abc', { maxBytes: 4 })).toBe(true)
    expect(fits('abcd', { maxBytes: 4 })).toBe(false)
    expect(fits('é', { maxChars: 2, maxBytes: 2 })).toBe(false)
  })

  test('firstFitting: the first rendering that fits, in order; none → undefined', () => {
    const tried: number[] = []
    const render = (n: number) => () => (tried.push(n), 'x'.repeat(n))
    expect(firstFitting([render(9), render(5), render(2)], { maxChars: 6 })).toBe('xxxxx')
    expect(tried).toEqual([9, 5])
    expect(firstFitting([render(9)], { maxChars: 6 })).toBeUndefined()
  })

  test('largestFitting: every n fits → the top of the range; only the bottom fits → the bottom', () => {
    const render = (n: number) => 'x'.repeat(n)
    expect(largestFitting(0, 10, render, { maxChars: 100 })).toEqual({ n: 10, text: 'x'.repeat(10) })
    expect(largestFitting(4, 10, render, { maxChars: 5 })).toEqual({ n: 4, text: 'xxxx' })
    expect(largestFitting(0, 10, render, { maxChars: 6 })).toEqual({ n: 5, text: 'xxxxx' })
  })

  test('clip: exactly at the limit unchanged; limits of 1 and 0; a pair right before the cut kept whole', () => {
    expect(clip('abcd', 4)).toBe('abcd')
    expect(clip('abcde', 1)).toBe('…')
    expect(clip('abcde', 0)).toBe('')
    expect(clip('abcde', 2)).toBe('a…')
    expect(clip('a🙂bcd', 4)).toBe('a🙂…')
    expect(clip('🙂🙂🙂', 4)).toBe('🙂…')
    // The first and the last high surrogate (U+10000 is D800 DC00, U+10FC00 is DBFF DC00).
    expect(clip('ab\u{10000}cd', 4)).toBe('ab…')
    expect(clip('ab\u{10fc00}cd', 4)).toBe('ab…')
  })

  test('trim: a text that fits is returned as it is', () => {
    expect(trimToBudget('a\nb\n', { maxChars: 100 }, 'cut')).toBe('a\nb\n')
  })

  test('trim: exact result for a small budget, whole lines only', () => {
    const text = 'one\ntwo\nthree\nfour'
    // 'one\ntwo\n' (8) + '\n\ncut\n' (6) = 14 < 15; adding 'three\n' would not fit.
    expect(trimToBudget(text, { maxChars: 15 }, 'cut')).toBe('one\ntwo\n\n\ncut\n')
    expect(trimToBudget(text, { maxChars: 14 }, 'cut')).toBe('one\n\n\ncut\n')
    expect(trimToBudget(text, { maxBytes: 15 }, 'cut')).toBe('one\ntwo\n\n\ncut\n')
    expect(trimToBudget(text, { maxBytes: 14 }, 'cut')).toBe('one\n\n\ncut\n')
  })

  test('trim: a fence is closed only by the same mark at least as long, alone on its line', () => {
    const body = (lines: string[]) => trimToBudget([...lines, ...Array.from({ length: 50 }, (_, i) => `row ${i}`)].join('\n'), { maxChars: 120 }, 'cut')
    // A ~~~ line inside a ``` fence does not close it.
    expect(body(['```', '~~~'])).toMatch(/row \d+\n```\n\n\ncut\n$/)
    // A shorter mark does not close a longer fence; text after the mark does not either.
    expect(body(['````', '```'])).toMatch(/row \d+\n````\n\n\ncut\n$/)
    expect(body(['````', '```` not alone'])).toMatch(/row \d+\n````\n\n\ncut\n$/)
    // The same mark closes it, with spaces around it too.
    expect(body(['```', '```'])).toMatch(/row \d+\n\n\ncut\n$/)
    expect(body(['```', '  ```  '])).toMatch(/row \d+\n\n\ncut\n$/)
    // A fence closed by a longer mark is closed: nothing to add.
    expect(body(['```', '`````'])).toMatch(/row \d+\n\n\ncut\n$/)
    // Tilde fences; indented up to three spaces.
    expect(body(['   ~~~~'])).toMatch(/row \d+\n~~~~\n\n\ncut\n$/)
    expect(body(['    ```'])).toMatch(/row \d+\n\n\ncut\n$/)
  })

  test('trim: <details> counted case-insensitively, several on a line, closers never below zero, ignored inside a fence', () => {
    const rows = Array.from({ length: 50 }, (_, i) => `row ${i}`)
    const trim = (head: string[]) => trimToBudget([...head, ...rows].join('\n'), { maxChars: 150 }, 'cut')
    expect(trim(['<DETAILS><details open>'])).toMatch(/row \d+\n\n<\/details>\n\n<\/details>\n\n\ncut\n$/)
    expect(trim(['</details></details>', '<details>'])).toMatch(/row \d+\n\n<\/details>\n\n\ncut\n$/)
    expect(trim(['<details>', '</DETAILS>'])).toMatch(/row \d+\n\n\ncut\n$/)
    expect(trim(['```', '<details>'])).toMatch(/row \d+\n```\n\n\ncut\n$/)
  })

  test('trim: the first line cut by characters to the longest that fits', () => {
    const out = trimToBudget('y'.repeat(1000), { maxChars: 100 }, 'cut')
    // 99 characters at most: the clipped line (93 + …) and '\n\ncut\n'.
    expect(out).toBe('y'.repeat(92) + '…\n\ncut\n')
    expect(out).toHaveLength(99)
    const bytes = trimToBudget('é'.repeat(1000), { maxBytes: 100 }, 'cut')
    expect(utf8Bytes(bytes)).toBeLessThan(100)
    expect(utf8Bytes(bytes)).toBeGreaterThanOrEqual(96)
  })
})

