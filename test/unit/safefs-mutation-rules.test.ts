/**
 * Issue 36: the edges of src/safe-fs.ts that the row tests (issue 33) pass through without pinning:
 * a root reached through a link, a missing root, the size cap at exactly its limit, the names used
 * in messages, a file where a folder is expected, and which events count as pull requests.
 */
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals'
import { mkdirSync, mkdtempSync, readdirSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {
  checkFolderInside,
  effectiveCacheDir,
  folderRoot,
  isPullRequestEvent,
  pullRequestCacheDir,
  readInsideRoot,
  resolveInsideRoot,
  UnsafePathError,
} from '../../src/safe-fs.js'

let base: string
let root: string
beforeEach(() => {
  base = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'safefs-rules-')))
  root = path.join(base, 'repo')
  mkdirSync(path.join(root, 'evals'), { recursive: true })
  writeFileSync(path.join(base, 'outside.txt'), 'SECRET-OUTSIDE')
  writeFileSync(path.join(root, 'evals', 'in.txt'), 'inside')
})
afterEach(() => rmSync(base, { recursive: true, force: true }))

const caught = (f: () => unknown): UnsafePathError | Error | undefined => {
  try {
    f()
  } catch (e) {
    return e as Error
  }
  return undefined
}

describe('readInsideRoot: the root', () => {
  test('a root given through a symbolic link is compared by its real path: files inside still read', () => {
    const viaLink = path.join(base, 'repo-link')
    symlinkSync(root, viaLink)
    expect(readInsideRoot(viaLink, path.join(viaLink, 'evals', 'in.txt')).toString()).toBe('inside')
    expect(resolveInsideRoot(viaLink, path.join(viaLink, 'evals', 'in.txt'))).toBe(path.join(root, 'evals', 'in.txt'))
    // and a link out of it is still refused
    symlinkSync(path.join(base, 'outside.txt'), path.join(root, 'evals', 'out.txt'))
    const e = caught(() => readInsideRoot(viaLink, path.join(viaLink, 'evals', 'out.txt')))
    expect(e).toBeInstanceOf(UnsafePathError)
    expect((e as UnsafePathError).reason).toBe('outside')
    expect((e as UnsafePathError).file).toBe('evals/out.txt')
    expect((e as UnsafePathError).name).toBe('UnsafePathError')
  })

  test('a root that does not exist is taken as written: nothing real lies inside it', () => {
    const missing = path.join(base, 'no-such-repo')
    const e = caught(() => resolveInsideRoot(missing, path.join(root, 'evals', 'in.txt'), 'shown-name'))
    expect(e).toBeInstanceOf(UnsafePathError)
    expect(e!.message).toBe('shown-name is a symbolic link (or lies below one) that leads out of the repository; it is not read.')
  })

  test('without a display name the message names the path relative to the root, with forward slashes', () => {
    mkdirSync(path.join(root, 'a', 'b'), { recursive: true })
    symlinkSync(path.join(base, 'outside.txt'), path.join(root, 'a', 'b', 'c.yaml'))
    const e = caught(() => resolveInsideRoot(root, path.join(root, 'a', 'b', 'c.yaml')))
    expect((e as UnsafePathError).file).toBe('a/b/c.yaml')
    expect(e!.message.startsWith('a/b/c.yaml is a symbolic link')).toBe(true)
  })

  test('the root itself resolves inside the root; read, it is not a regular file and is named by its path', () => {
    expect(resolveInsideRoot(root, root)).toBe(root)
    const e = caught(() => readInsideRoot(root, root))
    expect((e as UnsafePathError).reason).toBe('not-file')
    expect(e!.message).toBe(`${root} is not a regular file.`)
  })

  test('a display name given by the caller is used in every message', () => {
    writeFileSync(path.join(root, 'big.yaml'), Buffer.alloc(11))
    const e = caught(() => readInsideRoot(root, path.join(root, 'big.yaml'), { maxBytes: 10, display: 'evals/config.yaml' }))
    expect(e!.message).toBe('evals/config.yaml is 11 bytes; files larger than 10 bytes are not read.')
    expect((e as UnsafePathError).file).toBe('evals/config.yaml')
  })

  test('with no root the file is read where it leads, under the cap alone, and named by its absolute path', () => {
    const link = path.join(root, 'to-outside')
    symlinkSync(path.join(base, 'outside.txt'), link)
    expect(readInsideRoot(undefined, link).toString()).toBe('SECRET-OUTSIDE')
    const e = caught(() => readInsideRoot(undefined, link, { maxBytes: 3 }))
    expect(e!.message).toBe(`${link} is 14 bytes; files larger than 3 bytes are not read.`)
  })

  test('a missing file is the file system error, not an UnsafePathError', () => {
    const e = caught(() => readInsideRoot(root, path.join(root, 'evals', 'missing.txt')))
    expect(e).not.toBeInstanceOf(UnsafePathError)
    expect((e as NodeJS.ErrnoException).code).toBe('ENOENT')
  })
})

test('every read closes its file descriptor, also when it refuses the file', () => {
  const open = (): number => readdirSync('/proc/self/fd').length
  writeFileSync(path.join(root, 'big'), Buffer.alloc(50))
  const before = open()
  for (let i = 0; i < 40; i++) {
    readInsideRoot(root, path.join(root, 'evals', 'in.txt'))
    caught(() => readInsideRoot(root, path.join(root, 'big'), { maxBytes: 10 }))
    caught(() => readInsideRoot(root, path.join(root, 'evals')))
  }
  expect(open()).toBeLessThanOrEqual(before + 2)
})

describe('readInsideRoot: the size cap at its limit', () => {
  const write = (n: number): string => {
    const f = path.join(root, `f${n}`)
    writeFileSync(f, Buffer.alloc(n, 0x61))
    return f
  }
  test('at the cap: read whole; one below: read whole; one above: refused before reading', () => {
    expect(readInsideRoot(root, write(100), { maxBytes: 100 })).toEqual(Buffer.alloc(100, 0x61))
    expect(readInsideRoot(root, write(99), { maxBytes: 100 })).toEqual(Buffer.alloc(99, 0x61))
    const e = caught(() => readInsideRoot(root, write(101), { maxBytes: 100 }))
    expect((e as UnsafePathError).reason).toBe('too-large')
  })
  test('no cap: any size; an empty file is an empty buffer', () => {
    expect(readInsideRoot(root, write(70_000))).toHaveLength(70_000)
    expect(readInsideRoot(root, write(0), { maxBytes: 0 })).toHaveLength(0)
    expect((caught(() => readInsideRoot(root, write(1), { maxBytes: 0 })) as UnsafePathError).reason).toBe('too-large')
  })
})

describe('checkFolderInside', () => {
  test('the root itself and folders below it that exist as real folders pass', () => {
    mkdirSync(path.join(root, 'out', 'results'), { recursive: true })
    expect(checkFolderInside(root, root, 'results')).toBeUndefined()
    expect(checkFolderInside(root, path.join(root, 'out', 'results'), 'results')).toBeUndefined()
    expect(checkFolderInside(`${root}/./evals/..`, path.join(root, 'out'), 'results')).toBeUndefined()
  })

  test('a root that is itself a symbolic link is not a link below the root: the root and folders under it pass', () => {
    const viaLink = path.join(base, 'root-link')
    symlinkSync(root, viaLink)
    expect(checkFolderInside(viaLink, viaLink, 'results')).toBeUndefined()
    expect(checkFolderInside(viaLink, path.join(viaLink, 'evals'), 'results')).toBeUndefined()
  })

  test('outside the root: refused, with both paths named', () => {
    const e = caught(() => checkFolderInside(root, path.join(base, 'elsewhere'), 'the results folder'))
    expect((e as UnsafePathError).reason).toBe('outside')
    expect((e as UnsafePathError).file).toBe(path.join(base, 'elsewhere'))
    expect(e!.message).toBe(`the results folder ${path.join(base, 'elsewhere')} is outside ${root}; it is refused.`)
  })

  test('a file where a folder is expected: not a folder, naming the component', () => {
    writeFileSync(path.join(root, 'plain'), 'x')
    const e = caught(() => checkFolderInside(root, path.join(root, 'plain', 'cache'), 'cache-dir'))
    expect((e as UnsafePathError).reason).toBe('not-file')
    expect((e as UnsafePathError).file).toBe(path.join(root, 'plain'))
    expect(e!.message).toBe(`cache-dir ${path.join(root, 'plain', 'cache')}: ${path.join(root, 'plain')} is not a folder.`)
  })

  test('a link deep below the root is found; a link below a missing part cannot exist', () => {
    mkdirSync(path.join(root, 'a', 'b'), { recursive: true })
    symlinkSync(base, path.join(root, 'a', 'b', 'c'))
    const e = caught(() => checkFolderInside(root, path.join(root, 'a', 'b', 'c', 'd'), 'cache-dir'))
    expect((e as UnsafePathError).reason).toBe('link')
    expect((e as UnsafePathError).file).toBe(path.join(root, 'a', 'b', 'c'))
    // the folder itself a link (inside the repo, to inside the repo) is still refused
    symlinkSync(path.join(root, 'evals'), path.join(root, 'cache-link'))
    expect((caught(() => checkFolderInside(root, path.join(root, 'cache-link'), 'cache-dir')) as UnsafePathError).reason).toBe('link')
  })

  test('relative root and folder are resolved against the working folder', () => {
    const cwd = process.cwd()
    process.chdir(base)
    try {
      expect(checkFolderInside('repo', 'repo/evals', 'x')).toBeUndefined()
      expect((caught(() => checkFolderInside('repo', '.', 'x')) as UnsafePathError).reason).toBe('outside')
      expect(folderRoot('repo', 'repo/evals')).toBe(root)
      expect(folderRoot('repo', 'other/cache')).toBe(path.join(base, 'other'))
    } finally {
      process.chdir(cwd)
    }
  })
})

describe('pull-request events and the cache folder', () => {
  test('the four pull-request events count; others and none do not', () => {
    for (const e of ['pull_request', 'pull_request_target', 'pull_request_review', 'pull_request_review_comment']) {
      expect(isPullRequestEvent({ GITHUB_EVENT_NAME: e })).toBe(true)
    }
    for (const e of ['push', 'schedule', 'workflow_dispatch', 'pull_request_x', 'PULL_REQUEST', '']) {
      expect(isPullRequestEvent({ GITHUB_EVENT_NAME: e })).toBe(false)
    }
    expect(isPullRequestEvent({})).toBe(false)
  })

  test('process.env is the default environment', () => {
    const saved = process.env.GITHUB_EVENT_NAME
    const savedTemp = process.env.RUNNER_TEMP
    try {
      process.env.GITHUB_EVENT_NAME = 'pull_request'
      process.env.RUNNER_TEMP = '/from-process-env'
      expect(isPullRequestEvent()).toBe(true)
      expect(pullRequestCacheDir()).toBe('/from-process-env/skill-evals-cache')
      expect(effectiveCacheDir(root, 'cache').dir).toBe('/from-process-env/skill-evals-cache')
      process.env.GITHUB_EVENT_NAME = 'push'
      expect(isPullRequestEvent()).toBe(false)
      expect(effectiveCacheDir(root, 'cache')).toEqual({ dir: path.join(root, 'cache') })
    } finally {
      if (saved === undefined) delete process.env.GITHUB_EVENT_NAME
      else process.env.GITHUB_EVENT_NAME = saved
      if (savedTemp === undefined) delete process.env.RUNNER_TEMP
      else process.env.RUNNER_TEMP = savedTemp
    }
  })

  test('without RUNNER_TEMP the moved cache lives in the system temp folder', () => {
    expect(pullRequestCacheDir({})).toBe(path.join(os.tmpdir(), 'skill-evals-cache'))
    expect(pullRequestCacheDir({ RUNNER_TEMP: '' })).toBe(path.join(os.tmpdir(), 'skill-evals-cache'))
    expect(pullRequestCacheDir({ RUNNER_TEMP: '/t' })).toBe('/t/skill-evals-cache')
  })

  test('a cache folder in the workspace but outside the repository root also moves; the line says where to', () => {
    const ws = base
    const env = { GITHUB_EVENT_NAME: 'pull_request', RUNNER_TEMP: '/rt', GITHUB_WORKSPACE: ws }
    const r = effectiveCacheDir(root, path.join(base, 'cache'), env)
    expect(r).toEqual({
      dir: '/rt/skill-evals-cache',
      note: `cache-dir ${path.join(base, 'cache')} is inside the checkout: on pull_request runs the response cache is never read from the checkout; using /rt/skill-evals-cache.`,
    })
    // without the workspace variable the same folder is outside every root: used as it is
    expect(effectiveCacheDir(root, path.join(base, 'cache'), { GITHUB_EVENT_NAME: 'pull_request', RUNNER_TEMP: '/rt' })).toEqual({ dir: path.join(base, 'cache') })
    // an empty GITHUB_WORKSPACE names no workspace (not the working folder)
    const underCwd = path.join(process.cwd(), 'some-cache-folder')
    expect(effectiveCacheDir(root, underCwd, { GITHUB_EVENT_NAME: 'pull_request', RUNNER_TEMP: '/rt', GITHUB_WORKSPACE: '' })).toEqual({ dir: underCwd })
    // the repository root itself as cache folder moves
    expect(effectiveCacheDir(root, '.', { GITHUB_EVENT_NAME: 'pull_request_target', RUNNER_TEMP: '/rt' }).dir).toBe('/rt/skill-evals-cache')
  })
})
