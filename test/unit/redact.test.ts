/**
 * Issue 36: src/redact on its own — the one step in front of every sink. Each test states a rule
 * of the module (what is registered, which encodings are replaced, which inputs pass through
 * untouched) so that a change to any of them fails here, not only in the end-to-end secrets suite.
 */
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals'
import {
  base64Fragments,
  clearSecrets,
  containsSecret,
  DEFAULT_SECRET_VARIABLES,
  initSecrets,
  MIN_SECRET_LENGTH,
  onSecretPattern,
  redact,
  redactBytes,
  redactData,
  redactDeep,
  REDACTED,
  registerSecret,
  registerSecretNames,
  registerSecretsFromEnv,
  secretCount,
  secretForms,
  secretValues,
} from '../../src/redact/index.js'

beforeEach(() => clearSecrets())
afterEach(() => clearSecrets())

const SECRET = 'sk-ant-TESTSECRET-1234567890'

describe('registering', () => {
  test('the length floor is exactly MIN_SECRET_LENGTH (8): 7 characters are refused, 8 are taken', () => {
    expect(MIN_SECRET_LENGTH).toBe(8)
    expect(registerSecret('abcdefg')).toBe(false)
    expect(secretCount()).toBe(0)
    expect(registerSecret('abcdefgh')).toBe(true)
    expect(secretCount()).toBe(1)
    expect(redact('xx abcdefgh yy')).toBe(`xx ${REDACTED} yy`)
  })

  test('values are trimmed before the floor and before registering', () => {
    expect(registerSecret('   abcdefg   ')).toBe(false) // 7 once trimmed
    expect(registerSecret('  abcdefgh\n')).toBe(true)
    expect(secretValues()).toEqual(['abcdefgh'])
    expect(redact('[abcdefgh]')).toBe(`[${REDACTED}]`)
  })

  test('non-strings and empty values are refused', () => {
    expect(registerSecret(undefined)).toBe(false)
    expect(registerSecret(null)).toBe(false)
    expect(registerSecret('')).toBe(false)
    expect(registerSecret(12345678 as unknown as string)).toBe(false)
    expect(secretCount()).toBe(0)
  })

  test('registering the same value twice is a success that adds nothing and tells no listener again', () => {
    const seen: string[] = []
    onSecretPattern((p) => seen.push(p))
    expect(registerSecret(SECRET)).toBe(true)
    const first = seen.length
    expect(first).toBeGreaterThan(0)
    expect(registerSecret(SECRET)).toBe(true)
    expect(registerSecret(`  ${SECRET}  `)).toBe(true)
    expect(seen.length).toBe(first)
    expect(secretCount()).toBe(1)
  })

  test('a listener hears the known patterns at once, then only the new ones, longest first', () => {
    registerSecret('first-secret-value')
    const seen: string[] = []
    onSecretPattern((p) => seen.push(p))
    expect(seen).toEqual(expect.arrayContaining(secretForms('first-secret-value')))
    expect(seen.length).toBe(new Set(secretForms('first-secret-value')).size)
    // longest first, ties in code-unit order
    const sorted = [...seen].sort((a, b) => b.length - a.length || (a < b ? -1 : 1))
    expect(seen).toEqual(sorted)
    const before = seen.length
    registerSecret('second-secret-value')
    const added = seen.slice(before)
    expect(added.length).toBeGreaterThan(0)
    for (const p of added) expect(secretForms('first-secret-value')).not.toContain(p)
    expect(new Set(added)).toEqual(new Set(secretForms('second-secret-value').filter((p) => !secretForms('first-secret-value').includes(p))))
  })

  test('two listeners both hear every new pattern', () => {
    const a: string[] = []
    const b: string[] = []
    onSecretPattern((p) => a.push(p))
    onSecretPattern((p) => b.push(p))
    registerSecret(SECRET)
    expect(a.length).toBeGreaterThan(0)
    expect(b).toEqual(a)
  })

  test('clearSecrets forgets values, patterns, listeners and the start-up environment', () => {
    const seen: string[] = []
    onSecretPattern((p) => seen.push(p))
    initSecrets({ ANTHROPIC_API_KEY: SECRET, MY_TOKEN: 'my-token-value-123' })
    clearSecrets()
    expect(secretCount()).toBe(0)
    expect(secretValues()).toEqual([])
    expect(redact(`a ${SECRET} b`)).toBe(`a ${SECRET} b`)
    expect(containsSecret(SECRET)).toBe(false)
    const heard = seen.length
    registerSecret('another-secret-value')
    expect(seen.length).toBe(heard)
    // the start-up environment is forgotten: names now resolve against process.env
    expect(registerSecretNames(['MY_TOKEN'])).toEqual([])
  })
})

describe('variables', () => {
  test('the default secret variables', () => {
    expect([...DEFAULT_SECRET_VARIABLES]).toEqual([
      'ANTHROPIC_API_KEY',
      'ANTHROPIC_AUTH_TOKEN',
      'GITHUB_TOKEN',
      'GH_TOKEN',
      'INPUT_GITHUB-TOKEN',
      'INPUT_GITHUB_TOKEN',
      'INPUT_ANTHROPIC-API-KEY',
      'INPUT_ANTHROPIC_API_KEY',
      'ACTIONS_RUNTIME_TOKEN',
      'ACTIONS_ID_TOKEN_REQUEST_TOKEN',
      'SKILL_EVALS_CACHE_KEY',
    ])
  })

  test('registerSecretsFromEnv takes the defaults and the named ones that are set and long enough, once each', () => {
    const env = {
      ANTHROPIC_API_KEY: 'key-value-abcdef',
      GITHUB_TOKEN: 'ghs_short', // 9: taken
      GH_TOKEN: 'short', // too short
      ACTIONS_RUNTIME_TOKEN: 'runtime-token-value',
      MY_SECRET: 'my-secret-value',
      NOT_LISTED: 'not-listed-value',
    }
    const names = registerSecretsFromEnv(env, ['MY_SECRET', 'MY_SECRET', 'ABSENT', 'ANTHROPIC_API_KEY'])
    expect(names.sort()).toEqual(['ACTIONS_RUNTIME_TOKEN', 'ANTHROPIC_API_KEY', 'GITHUB_TOKEN', 'MY_SECRET'])
    expect(secretValues().sort()).toEqual(['ghs_short', 'key-value-abcdef', 'my-secret-value', 'runtime-token-value'])
    expect(redact('not-listed-value')).toBe('not-listed-value')
  })

  test('registerSecretsFromEnv without names takes the defaults only', () => {
    expect(registerSecretsFromEnv({ SKILL_EVALS_CACHE_KEY: 'cache-key-0123456789', OTHER: 'other-value-123' })).toEqual(['SKILL_EVALS_CACHE_KEY'])
    expect(secretCount()).toBe(1)
  })

  test('initSecrets registers the defaults; registerSecretNames later reads the same environment', () => {
    const env = { ANTHROPIC_AUTH_TOKEN: 'auth-token-value', LATER: 'later-secret-value' }
    expect(initSecrets(env)).toEqual(['ANTHROPIC_AUTH_TOKEN'])
    expect(redact('later-secret-value')).toBe('later-secret-value')
    expect(registerSecretNames(['LATER', 'MISSING'])).toEqual(['LATER'])
    expect(redact('later-secret-value')).toBe(REDACTED)
  })

  test('registerSecretNames falls back to process.env before initSecrets, and takes nothing from no names', () => {
    process.env.SKILL_EVALS_REDACT_TEST_VAR = 'from-process-env-value'
    try {
      expect(registerSecretNames(undefined)).toEqual([])
      expect(registerSecretNames([])).toEqual([])
      expect(secretCount()).toBe(0)
      expect(registerSecretNames(['SKILL_EVALS_REDACT_TEST_VAR'])).toEqual(['SKILL_EVALS_REDACT_TEST_VAR'])
      expect(redact('x from-process-env-value')).toBe(`x ${REDACTED}`)
    } finally {
      delete process.env.SKILL_EVALS_REDACT_TEST_VAR
    }
  })
})

describe('encodings', () => {
  test('base64Fragments: the secret at byte offset 0, 1 and 2, only the characters its bytes alone decide', () => {
    const bytes = Buffer.from('abcdefghij') // 10 bytes
    const [f0, f1, f2] = base64Fragments(bytes)
    // offset 0: whole groups of 3 bytes → 12 characters
    expect(f0).toBe(Buffer.from('abcdefghi').toString('base64'))
    expect(f0).toBe('YWJjZGVmZ2hp')
    // offset 1 and 2: cut at the first whole character and at the last whole group
    expect(f1).toBe(Buffer.concat([Buffer.alloc(1), bytes]).toString('base64').slice(2, 12))
    expect(f2).toBe(Buffer.concat([Buffer.alloc(2), bytes]).toString('base64').slice(3, 16))
    // and each really appears inside a longer text that carries the secret at that offset
    for (const [k, f] of [[0, f0], [1, f1], [2, f2]] as const) {
      for (const prefix of ['', 'xyz', 'longer prefix text']) {
        if ((Buffer.byteLength(prefix) % 3) !== k) continue
        expect(Buffer.from(`${prefix}abcdefghij tail`).toString('base64')).toContain(f)
      }
    }
  })

  test('base64Fragments leaves out an offset with no whole character', () => {
    // one byte at offset 0: end = 0 → nothing; offset 1: n = 2, end = 0; offset 2: n = 3, end = 4 > start 3
    expect(base64Fragments(Buffer.from('a'))).toEqual([Buffer.from([0, 0, 0x61]).toString('base64').slice(3, 4)])
    // two bytes: offset 0 has none; offset 1 (n = 3) and offset 2 (n = 4) have one group each
    expect(base64Fragments(Buffer.from('ab'))).toEqual([Buffer.from([0, 0x61, 0x62]).toString('base64').slice(2, 4), Buffer.from([0, 0, 0x61, 0x62]).toString('base64').slice(3, 4)])
    expect(base64Fragments(Buffer.from('abc'))).toEqual(['YWJj', 'Fi', 'h'])
  })

  test('secretForms: the value, JSON once and twice, \\u escapes, URL and form encoding, base64 in every form', () => {
    const v = 'pa ss"wo\\rd/é+?\n'
    const forms = secretForms(v)
    const json1 = JSON.stringify(v).slice(1, -1)
    const json1u = json1.replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
    expect(json1u).toContain('\\u00e9')
    const url = encodeURIComponent(v)
    const b64 = Buffer.from(v).toString('base64')
    const expected = [
      v,
      json1,
      JSON.stringify(json1).slice(1, -1),
      json1u,
      JSON.stringify(json1u).slice(1, -1),
      url,
      url.replace(/%20/g, '+'),
      url.replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase()),
      b64,
      b64.replace(/=+$/, ''),
      Buffer.from(v).toString('base64url'),
      ...base64Fragments(Buffer.from(v)),
      ...base64Fragments(Buffer.from(v)).map((f) => f.replace(/\+/g, '-').replace(/\//g, '_')),
    ]
    expect(new Set(forms)).toEqual(new Set(expected.filter((f) => f.length >= 8)))
    // no duplicates
    expect(forms.length).toBe(new Set(forms).size)
    // the forms differ from each other where the encodings differ
    expect(forms).toContain('pa+ss%22wo%5Crd%2F%C3%A9%2B%3F%0A')
    expect(forms).toContain('pa ss%22wo%5crd%2f%c3%a9%2b%3f%0a'.replace(/ /g, '%20'))
    expect(forms).toContain('pa ss\\"wo\\\\rd/\\u00e9+?\\n')
    expect(forms).toContain('pa ss\\\\\\"wo\\\\\\\\rd/é+?\\\\n')
  })

  test('secretForms drops forms shorter than 8 characters but keeps those of exactly 8', () => {
    const forms = secretForms('abcdefgh')
    expect(forms).toContain('abcdefgh')
    expect(forms.every((f) => f.length >= 8)).toBe(true)
    // base64 of 8 bytes is 12 characters with padding, 11 without
    expect(forms).toContain('YWJjZGVmZ2g=')
    expect(forms).toContain('YWJjZGVmZ2g')
    // the offset-0 fragment (6 bytes → 8 characters) is kept
    expect(forms).toContain('YWJjZGVm')
  })

  test('a base64url secret fragment with - and _ is replaced', () => {
    // bytes chosen so that base64 has + and /
    const value = '\u00fb\u00ff\u00bf-secret-\u00fe\u00ff'
    const forms = secretForms(value)
    const b64 = Buffer.from(value).toString('base64')
    expect(/[+/]/.test(b64)).toBe(true)
    const url = Buffer.from(value).toString('base64url')
    expect(forms).toContain(url)
    registerSecret(value)
    expect(redact(`token=${url}&x=1`)).toBe(`token=${REDACTED}&x=1`)
    for (const f of base64Fragments(Buffer.from(value))) {
      const safe = f.replace(/\+/g, '-').replace(/\//g, '_')
      expect(containsSecret(`..${safe}..`)).toBe(true)
    }
  })
})

describe('redact', () => {
  test('nothing registered: text comes back as it is', () => {
    expect(redact(SECRET)).toBe(SECRET)
    expect(containsSecret(SECRET)).toBe(false)
  })

  test('every form of the secret is replaced, wherever it stands', () => {
    registerSecret(SECRET)
    expect(redact(`Bearer ${SECRET}`)).toBe(`Bearer ${REDACTED}`)
    expect(redact(`${SECRET}${SECRET}`)).toBe(`${REDACTED}${REDACTED}`)
    expect(redact(JSON.stringify({ k: SECRET }))).toBe(`{"k":"${REDACTED}"}`)
    expect(redact(Buffer.from(SECRET).toString('base64'))).toBe(REDACTED)
    expect(redact(`prefix-${Buffer.from(`ab${SECRET}`).toString('base64')}`)).not.toContain(base64Fragments(Buffer.from(SECRET))[2]!)
    expect(redact(encodeURIComponent(`?key=${SECRET}`))).toContain(REDACTED)
  })

  test('the longest form wins: a padded base64 is one *** with no = left over', () => {
    registerSecret('abcdefgh')
    expect(redact('YWJjZGVmZ2g=')).toBe(REDACTED)
    expect(redact('x YWJjZGVmZ2g= y')).toBe(`x ${REDACTED} y`)
  })

  test('a text of exactly 8 characters that is the secret is replaced', () => {
    registerSecret('abcdefgh')
    expect(redact('abcdefgh')).toBe(REDACTED)
    expect(redact('abcdefg')).toBe('abcdefg')
  })

  test('regular-expression characters in a secret are literal', () => {
    registerSecret('a.b*c+d?e(f)g[h]')
    expect(redact('a.b*c+d?e(f)g[h]')).toBe(REDACTED)
    expect(redact('aXb*c+d?e(f)g[h]')).toBe('aXb*c+d?e(f)g[h]')
    expect(redact('a.bbbc+d?e(f)g[h]')).toBe('a.bbbc+d?e(f)g[h]')
  })

  test('containsSecret answers the same when asked twice in a row', () => {
    registerSecret(SECRET)
    const text = `x ${SECRET}`
    expect(containsSecret(text)).toBe(true)
    expect(containsSecret(text)).toBe(true)
    expect(containsSecret('clean text here')).toBe(false)
    expect(redact(text)).toBe(`x ${REDACTED}`)
    expect(redact(text)).toBe(`x ${REDACTED}`)
  })
})

describe('redactBytes', () => {
  test('secrets are matched on their UTF-8 bytes, whatever the rest of the buffer holds', () => {
    const value = 'clé-secrète-ü'
    registerSecret(value)
    const buf = Buffer.concat([Buffer.from([0xff, 0x00, 0x80]), Buffer.from(value, 'utf8'), Buffer.from([0xfe])])
    const out = redactBytes(buf)
    expect(out).toEqual(Buffer.concat([Buffer.from([0xff, 0x00, 0x80]), Buffer.from(REDACTED), Buffer.from([0xfe])]))
  })

  test('a buffer without a secret is returned as the same object; so is one shorter than 8 bytes', () => {
    registerSecret(SECRET)
    const clean = Buffer.from('nothing secret in here')
    expect(redactBytes(clean)).toBe(clean)
    const short = Buffer.from('abc')
    expect(redactBytes(short)).toBe(short)
  })

  test('nothing registered: the buffer comes back as it is', () => {
    const b = Buffer.from(SECRET)
    expect(redactBytes(b)).toBe(b)
  })

  test('a Uint8Array view into a larger buffer is read at its offset and length', () => {
    registerSecret('abcdefgh')
    const whole = Buffer.from('XXXXabcdefghYYYY')
    const view = new Uint8Array(whole.buffer, whole.byteOffset + 4, 8)
    expect(redactBytes(view).toString()).toBe(REDACTED)
    const clean = new Uint8Array(whole.buffer, whole.byteOffset, 4)
    expect(Buffer.from(redactBytes(clean)).toString()).toBe('XXXX')
  })

  test('exactly 8 bytes that are the secret are replaced; the same buffer twice gives the same answer', () => {
    registerSecret('abcdefgh')
    expect(redactBytes(Buffer.from('abcdefgh')).toString()).toBe(REDACTED)
    const b = Buffer.from('..abcdefgh..')
    expect(redactBytes(b).toString()).toBe(`..${REDACTED}..`)
    expect(redactBytes(b).toString()).toBe(`..${REDACTED}..`)
  })

  test('redactData picks the string or the byte path by type', () => {
    registerSecret(SECRET)
    expect(redactData(`a${SECRET}`)).toBe(`a${REDACTED}`)
    const out = redactData(Buffer.from(`a${SECRET}`))
    expect(Buffer.isBuffer(out)).toBe(true)
    expect(out.toString()).toBe(`a${REDACTED}`)
  })
})

describe('redactDeep', () => {
  test('nothing registered: the very same value comes back', () => {
    const v = { a: [SECRET] }
    expect(redactDeep(v)).toBe(v)
  })

  test('strings, arrays and plain objects are copied with every string redacted, keys too', () => {
    registerSecret(SECRET)
    const input = { [SECRET]: 1, list: [SECRET, 2, { deep: `x${SECRET}` }], n: null, flag: true, s: 'plain' }
    const out = redactDeep(input)
    expect(out).toEqual({ [REDACTED]: 1, list: [REDACTED, 2, { deep: `x${REDACTED}` }], n: null, flag: true, s: 'plain' })
    expect(out).not.toBe(input)
    expect(input.list[0]).toBe(SECRET) // the input is not changed
  })

  test('objects that are not plain (dates, maps, class instances) are left as they are', () => {
    registerSecret(SECRET)
    class Holder {
      constructor(public value: string) {}
    }
    const h = new Holder(SECRET)
    const d = new Date(0)
    const m = new Map([[SECRET, SECRET]])
    const out = redactDeep({ h, d, m })
    expect(out.h).toBe(h)
    expect(out.d).toBe(d)
    expect(out.m).toBe(m)
    expect(redactDeep(SECRET)).toBe(REDACTED)
    expect(redactDeep(42)).toBe(42)
  })
})
