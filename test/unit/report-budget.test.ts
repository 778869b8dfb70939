import { describe, test, expect } from '@jest/globals'
import { clip, fits, largestFitting, trimToBudget, utf8Bytes } from '../../src/report/budget.js'

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
