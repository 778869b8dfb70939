/**
 * Issue 36: rules of src/redact that test/unit/redact.test.ts passes through without pinning —
 * padding, URL-safe fragments, the order of the patterns when forms tie in length, every
 * occurrence in bytes, and the process-output wrapper (the log sink).
 */
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals'
import { base64Fragments, clearSecrets, onSecretPattern, redact, redactBytes, redactProcessOutput, REDACTED, registerSecret, registerSecretsFromEnv, secretForms } from '../../src/redact/index.js'

beforeEach(() => clearSecrets())
afterEach(() => clearSecrets())

describe('forms', () => {
  test('the unpadded base64 form drops every = of the padding (two for a length of 1 mod 3)', () => {
    const v = 'abcdefghij' // 10 bytes: base64 ends in ==
    expect(Buffer.from(v).toString('base64')).toBe('YWJjZGVmZ2hpag==')
    const forms = secretForms(v)
    expect(forms).toContain('YWJjZGVmZ2hpag==')
    expect(forms).toContain('YWJjZGVmZ2hpag')
    expect(forms).not.toContain('YWJjZGVmZ2hpag=')
    registerSecret(v)
    expect(redact('token=YWJjZGVmZ2hpag;')).toBe(`token=${REDACTED};`)
  })

  test('every base64 fragment with / or + also counts in its URL-safe spelling (_ and -)', () => {
    for (const v of ['\u00ff'.repeat(9), '~~~~????>>>>~~~~????>>>>']) {
      const frags = base64Fragments(Buffer.from(v))
      expect(frags.length).toBe(3)
      const forms = secretForms(v)
      registerSecret(v)
      for (const f of frags) {
        expect(/[+/]/.test(f)).toBe(true)
        const safe = f.replace(/\+/g, '-').replace(/\//g, '_')
        expect(forms).toContain(safe)
        expect(redact(`<${safe}>`)).toBe(`<${REDACTED}>`)
      }
    }
  })

  test('forms shorter than 8 characters are dropped: a 5-character value keeps only its padded base64', () => {
    expect(secretForms('short')).toEqual(['c2hvcnQ='])
    expect(secretForms('abc')).toEqual([])
    expect(secretForms('')).toEqual([])
  })
})

describe('pattern order', () => {
  test('longest first; forms of equal length in code-unit order (upper-case percent escapes before lower-case)', () => {
    const seen: string[] = []
    registerSecret('a/b c=d+e;f')
    onSecretPattern((p) => seen.push(p))
    const upper = encodeURIComponent('a/b c=d+e;f')
    const lower = upper.replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase())
    expect(upper.length).toBe(lower.length)
    expect(seen.indexOf(upper)).toBeGreaterThanOrEqual(0)
    expect(seen.indexOf(upper)).toBeLessThan(seen.indexOf(lower))
    for (let i = 1; i < seen.length; i++) {
      const [a, b] = [seen[i - 1]!, seen[i]!]
      expect(a.length > b.length || (a.length === b.length && a < b)).toBe(true)
    }
  })
})

test('the order does not depend on the order secrets were registered in', () => {
  registerSecret('zzzzzzzzzz')
  registerSecret('aaaaaaaaaa')
  const seen: string[] = []
  onSecretPattern((p) => seen.push(p))
  expect(seen.indexOf('aaaaaaaaaa')).toBeLessThan(seen.indexOf('zzzzzzzzzz'))
  clearSecrets()
  registerSecret('aaaaaaaaaa')
  registerSecret('zzzzzzzzzz')
  const again: string[] = []
  onSecretPattern((p) => again.push(p))
  expect(again).toEqual(seen)
})

describe('every occurrence', () => {
  test('redactBytes replaces every occurrence, not only the first', () => {
    registerSecret('abcdefgh')
    expect(redactBytes(Buffer.from('abcdefgh and abcdefgh and abcdefgh')).toString()).toBe(`${REDACTED} and ${REDACTED} and ${REDACTED}`)
  })
  test('registerSecretsFromEnv with no names reads the default variables alone, whatever else is set', () => {
    const env: NodeJS.ProcessEnv = { 'Stryker was here': 'some-other-value-1', RANDOM_NAME: 'some-other-value-2' }
    expect(registerSecretsFromEnv(env)).toEqual([])
  })
})

describe('redactProcessOutput: the log sink', () => {
  test('strings and bytes written to stdout and stderr are redacted; an ::add-mask:: command passes unchanged; once wrapped, always wrapped once', () => {
    registerSecret('sk-ant-LOGSECRET-123456')
    const streams = [process.stdout, process.stderr] as const
    const saved = streams.map((s) => s.write)
    const captured: unknown[][] = [[], []]
    try {
      streams.forEach((s, i) => {
        ;(s as unknown as { write: (...a: unknown[]) => boolean }).write = (chunk: unknown) => {
          captured[i]!.push(chunk)
          return true
        }
      })
      redactProcessOutput()
      redactProcessOutput()
      process.stdout.write('key sk-ant-LOGSECRET-123456 here\n')
      process.stderr.write(Buffer.from('err sk-ant-LOGSECRET-123456\n'))
      process.stdout.write('::add-mask::sk-ant-LOGSECRET-123456\n')
      process.stderr.write(new Uint8Array(Buffer.from('u8 sk-ant-LOGSECRET-123456')))
    } finally {
      streams.forEach((s, i) => ((s as unknown as { write: unknown }).write = saved[i]))
    }
    expect(captured[0]).toEqual([`key ${REDACTED} here\n`, '::add-mask::sk-ant-LOGSECRET-123456\n'])
    expect(captured[1]!.map((c) => Buffer.from(c as Uint8Array).toString())).toEqual([`err ${REDACTED}\n`, `u8 ${REDACTED}`])
  })
})
