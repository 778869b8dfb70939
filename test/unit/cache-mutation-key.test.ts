/**
 * Issue 36 (mutation part `cache`): where the response cache's MAC key comes from (issue 33 row C).
 * `cacheMacFromEnv` picks one of three scopes: the workflow's secret (shared by the jobs of a
 * trusted cache scope), a random key of this job on GitHub Actions and on pull requests, or a
 * per-user key file outside the repository on a developer's machine. These tests pin each rule:
 * the secret's length floor, which events count as pull requests, the key file's place, contents
 * and permissions, and that a key file that is not plainly ours (a link, a bad value) is not used.
 */
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals'
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { CACHE_KEY_ENV, ResponseCache, cacheMacFromEnv, defaultCacheMac, type CacheMac } from '../../src/run/response-cache.js'

let base: string
beforeEach(() => {
  base = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'cache-key-')))
})
afterEach(() => rmSync(base, { recursive: true, force: true }))

const HEX64 = /^[0-9a-f]{64}$/
const keyFile = (config: string) => path.join(config, 'skill-evals', 'cache-key')

describe('the workflow scope: SKILL_EVALS_CACHE_KEY', () => {
  test('the variable is named SKILL_EVALS_CACHE_KEY', () => {
    expect(CACHE_KEY_ENV).toBe('SKILL_EVALS_CACHE_KEY')
  })

  test('a secret of 32 characters is enough; 31 is too short and gives a key of this job alone', () => {
    const at = cacheMacFromEnv({ SKILL_EVALS_CACHE_KEY: 'k'.repeat(32), GITHUB_ACTIONS: 'true' })
    expect(at.scope).toBe('workflow')
    expect(at.key).toBe(createHash('sha256').update('k'.repeat(32)).digest('hex'))
    const below = cacheMacFromEnv({ SKILL_EVALS_CACHE_KEY: 'k'.repeat(31), GITHUB_ACTIONS: 'true' })
    expect(below.scope).toBe('job')
    expect(below.foreignToolUse).toBe(false)
    expect(below.key).not.toBe(createHash('sha256').update('k'.repeat(31)).digest('hex'))
  })

  test('every job of the scope derives the same key from the secret; another secret, another key', () => {
    const a = cacheMacFromEnv({ SKILL_EVALS_CACHE_KEY: 'a'.repeat(40) })
    const b = cacheMacFromEnv({ SKILL_EVALS_CACHE_KEY: 'a'.repeat(40) })
    const c = cacheMacFromEnv({ SKILL_EVALS_CACHE_KEY: 'b'.repeat(40) })
    expect(a.key).toBe(b.key)
    expect(a.key).toMatch(HEX64)
    expect(c.key).not.toBe(a.key)
    // Each job still has its own id, recorded in what it writes.
    expect(a.job).not.toBe(b.job)
    expect(a.job).toMatch(/^[0-9a-f]{16}$/)
  })

  test('foreign tool calls are replayed in the workflow scope except on pull-request events', () => {
    const secret = 'w'.repeat(48)
    expect(cacheMacFromEnv({ SKILL_EVALS_CACHE_KEY: secret }).foreignToolUse).toBe(true)
    expect(cacheMacFromEnv({ SKILL_EVALS_CACHE_KEY: secret, GITHUB_EVENT_NAME: 'push' }).foreignToolUse).toBe(true)
    for (const event of ['pull_request', 'pull_request_target', 'pull_request_review', 'pull_request_review_comment']) {
      const mac = cacheMacFromEnv({ SKILL_EVALS_CACHE_KEY: secret, GITHUB_EVENT_NAME: event })
      expect(mac).toMatchObject({ scope: 'workflow', foreignToolUse: false })
    }
  })
})

describe('the job scope: a random key on GitHub Actions and on pull requests', () => {
  test('on Actions without a secret every call is a fresh random key that replays no foreign tool call', () => {
    const config = path.join(base, 'config')
    const a = cacheMacFromEnv({ GITHUB_ACTIONS: 'true', XDG_CONFIG_HOME: config })
    const b = cacheMacFromEnv({ GITHUB_ACTIONS: 'true', XDG_CONFIG_HOME: config })
    expect(a).toMatchObject({ scope: 'job', foreignToolUse: false })
    expect(a.key).toMatch(HEX64)
    expect(a.key).not.toBe(b.key)
    // No key file is written on a runner.
    expect(() => statSync(keyFile(config))).toThrow()
  })

  test('a pull-request event outside Actions also gets a job key, never the local key file', () => {
    const config = path.join(base, 'config')
    const mac = cacheMacFromEnv({ GITHUB_EVENT_NAME: 'pull_request', XDG_CONFIG_HOME: config })
    expect(mac).toMatchObject({ scope: 'job', foreignToolUse: false })
    expect(() => statSync(keyFile(config))).toThrow()
  })
})

describe('the local scope: a per-user key file outside the repository', () => {
  test('created on first use under $XDG_CONFIG_HOME/skill-evals/cache-key (folder 0700, file 0600), then reused', () => {
    const config = path.join(base, 'xdg')
    const first = cacheMacFromEnv({ XDG_CONFIG_HOME: config })
    expect(first).toMatchObject({ scope: 'local', foreignToolUse: true })
    expect(first.key).toMatch(HEX64)
    expect(readFileSync(keyFile(config), 'utf8')).toBe(first.key + '\n')
    expect(statSync(keyFile(config)).mode & 0o777).toBe(0o600)
    expect(statSync(path.dirname(keyFile(config))).mode & 0o777).toBe(0o700)
    const again = cacheMacFromEnv({ XDG_CONFIG_HOME: config, GITHUB_ACTIONS: 'false' })
    expect(again).toMatchObject({ scope: 'local', key: first.key })
    expect(again.job).not.toBe(first.job)
  })

  test('without XDG_CONFIG_HOME the file is ~/.config/skill-evals/cache-key under HOME', () => {
    const home = path.join(base, 'home')
    const mac = cacheMacFromEnv({ HOME: home })
    expect(mac.scope).toBe('local')
    expect(readFileSync(keyFile(path.join(home, '.config')), 'utf8').trim()).toBe(mac.key)
  })

  test('an existing key file is read as it is (surrounding whitespace ignored)', () => {
    const config = path.join(base, 'xdg')
    mkdirSync(path.dirname(keyFile(config)), { recursive: true })
    const key = 'c0ffee'.repeat(10) + 'beef'
    writeFileSync(keyFile(config), `  ${key}\n\n`)
    expect(cacheMacFromEnv({ XDG_CONFIG_HOME: config })).toMatchObject({ scope: 'local', key })
  })

  test('a key file that does not hold exactly 64 lower-case hex digits is not used, nor overwritten', () => {
    const config = path.join(base, 'xdg')
    mkdirSync(path.dirname(keyFile(config)), { recursive: true })
    const good = 'ab'.repeat(32)
    for (const bad of ['zz' + good, good + 'zz', good.slice(1), good.toUpperCase(), 'not a key']) {
      writeFileSync(keyFile(config), bad + '\n')
      const mac = cacheMacFromEnv({ XDG_CONFIG_HOME: config })
      expect(mac.scope).toBe('job')
      expect(mac.foreignToolUse).toBe(false)
      expect(mac.key).toMatch(HEX64)
      expect(mac.key).not.toBe(good)
      expect(readFileSync(keyFile(config), 'utf8')).toBe(bad + '\n')
    }
  })

  test('a key file that is a symbolic link is never followed: a random key of this job instead', () => {
    const config = path.join(base, 'xdg')
    mkdirSync(path.dirname(keyFile(config)), { recursive: true })
    const planted = path.join(base, 'planted-key')
    writeFileSync(planted, 'ab'.repeat(32) + '\n')
    symlinkSync(planted, keyFile(config))
    const mac = cacheMacFromEnv({ XDG_CONFIG_HOME: config })
    expect(mac).toMatchObject({ scope: 'job', foreignToolUse: false })
    expect(mac.key).not.toBe('ab'.repeat(32))
    expect(readFileSync(planted, 'utf8')).toBe('ab'.repeat(32) + '\n')
  })

  test('when no key file can be had (the config folder is a file) the key is random, for this job', () => {
    const config = path.join(base, 'not-a-folder')
    writeFileSync(config, 'x')
    const mac = cacheMacFromEnv({ XDG_CONFIG_HOME: config })
    expect(mac).toMatchObject({ scope: 'job', foreignToolUse: false })
    expect(mac.key).toMatch(HEX64)
  })
})

describe("the process's key", () => {
  test('defaultCacheMac is resolved once: every cache of the process signs with the same key and job', () => {
    const a = defaultCacheMac()
    expect(defaultCacheMac()).toBe(a)
    expect(a.key).toMatch(HEX64)
    const dir = path.join(base, 'cache')
    expect(new ResponseCache({ dir, mode: 'read-only' }).mac).toBe(a)
  })

  test('a cache given its own key uses it, not the process key', () => {
    const mac: CacheMac = { key: 'ef'.repeat(32), scope: 'workflow', job: 'given', foreignToolUse: false }
    expect(new ResponseCache({ dir: path.join(base, 'cache'), mode: 'read-write', mac }).mac).toBe(mac)
  })
})
