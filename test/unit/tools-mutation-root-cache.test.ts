/**
 * Issue 36 (mutation part tools): the cache of workspace roots' real paths is bounded at 256
 * roots; past that the oldest is dropped (and resolved afresh when it is used again). A file of
 * its own: the cache is module state, and every other test of the tools fills it.
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals'
import { mkdir, mkdtemp, realpath, rm, symlink, unlink } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { realWorkspaceRoot } from '../../src/run/tools/confine.js'

let base: string
beforeAll(async () => {
  base = await realpath(await mkdtemp(path.join(os.tmpdir(), 'tools-roots-')))
})
afterAll(async () => {
  await rm(base, { recursive: true, force: true })
})

test('256 roots are kept; the 257th drops the oldest', async () => {
  const first = path.join(base, 'first')
  const second = path.join(base, 'second')
  await mkdir(first)
  await mkdir(second)
  const root = path.join(base, 'root')
  await symlink(first, root)
  expect(await realWorkspaceRoot(root)).toBe(first)
  await unlink(root)
  await symlink(second, root)
  const others = path.join(base, 'others')
  await mkdir(others)
  // 255 more: 256 roots in all, the first still cached.
  for (let i = 0; i < 255; i++) {
    const d = path.join(others, String(i))
    await mkdir(d)
    expect(await realWorkspaceRoot(d)).toBe(d)
  }
  expect(await realWorkspaceRoot(root)).toBe(first)
  // The 257th: the oldest (root) is dropped, so it is resolved afresh.
  const last = path.join(others, 'last')
  await mkdir(last)
  await realWorkspaceRoot(last)
  expect(await realWorkspaceRoot(root)).toBe(second)
})
