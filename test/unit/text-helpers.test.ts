/** The shared text helpers (issue 20): edit distance, UTF-8 checks and cuts, truncation. */
import { describe, expect, test } from '@jest/globals'
import { editDistance } from '../../src/text/edit-distance.js'
import { cutUtf8, firstInvalidUtf8, utf8Bytes } from '../../src/text/utf8.js'
import { truncateEnd, truncateMiddle } from '../../src/text/truncate.js'

test('editDistance', () => {
  expect(editDistance('kitten', 'sitting')).toBe(3)
  expect(editDistance('', 'abc')).toBe(3)
  expect(editDistance('trials', 'trails')).toBe(2)
  expect(editDistance('same', 'same')).toBe(0)
})

describe('UTF-8', () => {
  const bytes = (...b: number[]) => Uint8Array.from(b)
  test('firstInvalidUtf8 finds the first byte of a bad sequence', () => {
    expect(firstInvalidUtf8(Buffer.from('héllo ✓ 😀'))).toBe(-1)
    expect(firstInvalidUtf8(bytes(0x61, 0xff))).toBe(1)
    expect(firstInvalidUtf8(bytes(0x61, 0xc0, 0x80))).toBe(1) // overlong
    expect(firstInvalidUtf8(bytes(0xed, 0xa0, 0x80))).toBe(0) // a surrogate
    expect(firstInvalidUtf8(bytes(0xf4, 0x90, 0x80, 0x80))).toBe(0) // above U+10FFFF
    expect(firstInvalidUtf8(bytes(0x61, 0x62, 0xe2, 0x9c))).toBe(2) // cut short
  })
  test('utf8Bytes and cutUtf8 cut on a character boundary', () => {
    expect(utf8Bytes('é✓')).toBe(5)
    expect(cutUtf8('aé✓', 4)).toBe('aé')
    expect(cutUtf8('aé✓', 5)).toBe('aé')
    expect(cutUtf8('aé✓', 6)).toBe('aé✓')
  })
})

describe('truncation', () => {
  test('truncateEnd keeps the start and says how much was left out', () => {
    expect(truncateEnd('abcdef', 10, (n) => `[${n}]`)).toBe('abcdef')
    expect(truncateEnd('abcdefghij', 4, (n) => `[${n}]`)).toBe('abcd[6]')
    expect(truncateEnd('abcdefghij', 6, (n) => `[${n}]`, 2)).toBe('ab[8]')
  })
  test('truncateMiddle keeps both ends', () => {
    expect(truncateMiddle('abcdefghij', 10, 3, (n) => `[${n}]`)).toBe('abcdefghij')
    expect(truncateMiddle('abcdefghij', 4, 1, (n) => `[${n}]`)).toBe('a[6]hij')
  })
})

describe('firstInvalidUtf8 agrees with a fatal UTF-8 decoder', () => {
  test('on edge sequences and on random bytes', () => {
    const decodes = (b: Uint8Array): boolean => {
      try {
        new TextDecoder('utf-8', { fatal: true }).decode(b)
        return true
      } catch {
        return false
      }
    }
    const edges = [
      [0xc0, 0x80], [0xc2, 0x80], [0xe0, 0x80, 0x80], [0xe0, 0xa0, 0x80], [0xed, 0xa0, 0x80], [0xed, 0x9f, 0xbf],
      [0xf0, 0x8f, 0xbf, 0xbf], [0xf0, 0x90, 0x80, 0x80], [0xf4, 0x8f, 0xbf, 0xbf], [0xf4, 0x90, 0x80, 0x80], [0xf5, 0x80, 0x80, 0x80],
      [0x41, 0xe2, 0x82], [0xe2, 0x82, 0xac], [0xff], [0x80], [],
    ].map((a) => Uint8Array.from(a))
    let seed = 7
    const rnd = (): number => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % 256
    const random = Array.from({ length: 3000 }, (_, k) => Uint8Array.from({ length: 1 + (k % 9) }, () => (k % 3 === 0 ? 0x80 + (rnd() % 0x80) : rnd())))
    for (const b of [...edges, ...random]) {
      const at = firstInvalidUtf8(b)
      expect({ b: [...b], valid: at === -1 }).toEqual({ b: [...b], valid: decodes(b) })
      // where it is invalid, the bytes before the offset decode
      if (at >= 0) expect(decodes(b.subarray(0, at))).toBe(true)
    }
  })
})
