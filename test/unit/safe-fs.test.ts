/** Issue 33: the file-system rules of src/safe-fs.ts and the YAML depth pre-scan, on their own. */
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals'
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { checkFolderInside, effectiveCacheDir, folderRoot, readInsideRoot, UnsafePathError } from '../../src/safe-fs.js'
import { yamlTooDeep } from '../../src/discover/yaml-depth.js'

let base: string
let root: string
beforeEach(() => {
  base = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'safe-fs-')))
  root = path.join(base, 'repo')
  mkdirSync(path.join(root, 'evals'), { recursive: true })
  writeFileSync(path.join(base, 'outside.txt'), 'SECRET')
  writeFileSync(path.join(root, 'evals', 'in.txt'), 'inside')
})
afterEach(() => rmSync(base, { recursive: true, force: true }))

const reasonOf = (f: () => unknown): string | undefined => {
  try {
    f()
  } catch (e) {
    return e instanceof UnsafePathError ? `${e.reason}: ${e.message}` : `other: ${(e as Error).message}`
  }
  return undefined
}

describe('readInsideRoot', () => {
  test('reads a file and a link that stays inside; refuses a link out, naming only the file', () => {
    symlinkSync('in.txt', path.join(root, 'evals', 'alias.txt'))
    symlinkSync(path.join(base, 'outside.txt'), path.join(root, 'evals', 'out.txt'))
    expect(readInsideRoot(root, path.join(root, 'evals', 'in.txt')).toString()).toBe('inside')
    expect(readInsideRoot(root, path.join(root, 'evals', 'alias.txt')).toString()).toBe('inside')
    const why = reasonOf(() => readInsideRoot(root, path.join(root, 'evals', 'out.txt')))
    expect(why).toBe('outside: evals/out.txt is a symbolic link (or lies below one) that leads out of the repository; it is not read.')
    expect(why).not.toContain('SECRET')
    expect(why).not.toContain('outside.txt')
  })

  test('a folder above the file that is a link out counts too', () => {
    mkdirSync(path.join(base, 'elsewhere'))
    writeFileSync(path.join(base, 'elsewhere', 'config.yaml'), 'x')
    symlinkSync(path.join(base, 'elsewhere'), path.join(root, 'linked'))
    expect(reasonOf(() => readInsideRoot(root, path.join(root, 'linked', 'config.yaml')))).toMatch(/^outside: linked\/config\.yaml /)
  })

  test('over the cap: refused by size; a folder: not a regular file', () => {
    writeFileSync(path.join(root, 'big'), Buffer.alloc(2048))
    expect(reasonOf(() => readInsideRoot(root, path.join(root, 'big'), { maxBytes: 1024, what: 'configs' }))).toBe('too-large: big is 2048 bytes; configs larger than 1024 bytes are not read.')
    expect(readInsideRoot(root, path.join(root, 'big'), { maxBytes: 2048 })).toHaveLength(2048)
    expect(reasonOf(() => readInsideRoot(root, path.join(root, 'evals')))).toMatch(/^not-file: /)
  })
})

describe('checkFolderInside and the cache folder', () => {
  test('a link anywhere from the root down is refused, naming it; missing parts are fine', () => {
    symlinkSync(base, path.join(root, '.skill-evals'))
    expect(reasonOf(() => checkFolderInside(root, path.join(root, '.skill-evals', 'cache'), 'cache-dir'))).toBe(
      `link: cache-dir ${root}/.skill-evals/cache: ${root}/.skill-evals is a symbolic link; the harness does not write or read through links (remove the link or choose another folder).`,
    )
    expect(reasonOf(() => checkFolderInside(root, path.join(root, 'a', 'b'), 'cache-dir'))).toBeUndefined()
    expect(reasonOf(() => checkFolderInside(root, path.join(base, 'x'), 'cache-dir'))).toMatch(/^outside: /)
    expect(folderRoot(root, path.join(base, 'x'))).toBe(base)
    expect(folderRoot(root, path.join(root, 'x'))).toBe(root)
  })

  test('on pull_request runs a cache folder in the checkout moves to $RUNNER_TEMP, with a line', () => {
    const env = { GITHUB_EVENT_NAME: 'pull_request', RUNNER_TEMP: '/rt' }
    expect(effectiveCacheDir(root, '.skill-evals/cache', env)).toEqual({ dir: '/rt/skill-evals-cache', note: expect.stringContaining('never read from the checkout') })
    expect(effectiveCacheDir(root, '/elsewhere/c', env)).toEqual({ dir: '/elsewhere/c' })
    expect(effectiveCacheDir(root, '.skill-evals/cache', { GITHUB_EVENT_NAME: 'push', RUNNER_TEMP: '/rt' })).toEqual({ dir: path.join(root, '.skill-evals/cache') })
  })
})

describe('yamlTooDeep', () => {
  test('counts flow brackets, not those in quotes or comments', () => {
    expect(yamlTooDeep('a: ' + '['.repeat(5), 4)).toBe(7)
    expect(yamlTooDeep('a: [[[[]]]]\nb: [[[[]]]]\n', 4)).toBeUndefined()
    expect(yamlTooDeep(`a: "${'['.repeat(50)}"\nb: '${'{'.repeat(50)}'' x'\n# ${'['.repeat(50)}\nc: d # ${'['.repeat(50)}\n`, 4)).toBeUndefined()
    expect(yamlTooDeep(`a: "\\"${'['.repeat(9)}"`, 4)).toBeUndefined()
    expect(yamlTooDeep('a: x#' + '['.repeat(9), 4)).toBe(9) // '#' inside a plain scalar is not a comment
  })
})
