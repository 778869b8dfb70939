/**
 * Issue 36 (mutation part `cache`): the local MAC key file is read and created without leaking a
 * file descriptor; the cache's one-line notices go to stderr (prefixed) until a listener is set;
 * a cache folder through a link is refused with a message naming the `cache-dir` setting.
 */
import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { cacheMacFromEnv, resolveCacheDir } from '../../src/run/response-cache.js'

let base: string
beforeEach(() => {
  base = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'cache-keyfile-')))
})
afterEach(() => {
  jest.restoreAllMocks()
  rmSync(base, { recursive: true, force: true })
})

/** This process's descriptors open on `file`. */
const openOn = (file: string): string[] =>
  readdirSync('/proc/self/fd').filter((fd) => {
    try {
      return readlinkSync(`/proc/self/fd/${fd}`) === file
    } catch {
      return false
    }
  })

describe('the local key file', () => {
  test('created on first use (0600, 64 hex) and its descriptor closed again', () => {
    const env = { XDG_CONFIG_HOME: path.join(base, 'cfg') }
    const mac = cacheMacFromEnv(env)
    const file = path.join(base, 'cfg', 'skill-evals', 'cache-key')
    expect(mac.scope).toBe('local')
    expect(readFileSync(file, 'utf8')).toBe(mac.key + '\n')
    expect(openOn(file)).toEqual([])
  })

  test('read on later uses, and its descriptor closed again (a valid key and an invalid one alike)', () => {
    const env = { XDG_CONFIG_HOME: path.join(base, 'cfg') }
    const dir = path.join(base, 'cfg', 'skill-evals')
    const file = path.join(dir, 'cache-key')
    mkdirSync(dir, { recursive: true })
    writeFileSync(file, 'ab'.repeat(32) + '\n')
    expect(cacheMacFromEnv(env)).toMatchObject({ key: 'ab'.repeat(32), scope: 'local' })
    expect(openOn(file)).toEqual([])
    writeFileSync(file, 'not a key\n')
    expect(cacheMacFromEnv(env).scope).toBe('job') // a random key instead
    expect(openOn(file)).toEqual([])
    expect(readFileSync(file, 'utf8')).toBe('not a key\n')
  })
})

describe('resolveCacheDir', () => {
  test('with no listener set, the note about a moved cache folder goes to stderr as one "skill-evals: " line, once', () => {
    const write = jest.spyOn(process.stderr, 'write').mockImplementation(() => true)
    const env = { GITHUB_EVENT_NAME: 'pull_request', RUNNER_TEMP: path.join(base, 'runner-temp') }
    const root = path.join(base, 'repo')
    mkdirSync(root)
    const dir = resolveCacheDir(root, '.skill-evals/cache', env)
    expect(dir).toBe(path.join(base, 'runner-temp', 'skill-evals-cache'))
    const lines = write.mock.calls.map((c) => String(c[0]))
    expect(lines).toEqual([
      `skill-evals: cache-dir ${path.join(root, '.skill-evals/cache')} is inside the checkout: on pull_request runs the response cache is never read from the checkout; using ${dir}.\n`,
    ])
    resolveCacheDir(root, '.skill-evals/cache', env)
    expect(write).toHaveBeenCalledTimes(1)
  })

  test('a cache folder below a symbolic link is refused, naming the cache-dir setting', () => {
    const root = path.join(base, 'repo')
    mkdirSync(path.join(root, 'real'), { recursive: true })
    symlinkSync(path.join(root, 'real'), path.join(root, 'linked'))
    expect(() => resolveCacheDir(root, 'linked/cache', {})).toThrow(/^cache-dir \S+: \S+ is a symbolic link/)
  })
})
