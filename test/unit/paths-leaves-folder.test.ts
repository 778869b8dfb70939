import { expect, test } from '@jest/globals'
import path from 'node:path'
import { leavesFolder } from '../../src/paths.js'

test('leavesFolder: `..`, `../x` and absolute paths leave the folder; `..notes.md` and nested names do not', () => {
  const rel = (p: string) => path.relative('/repo/skill', p)
  expect(leavesFolder(rel('/repo'))).toBe(true)
  expect(leavesFolder(rel('/repo/other/x.md'))).toBe(true)
  expect(leavesFolder(path.resolve('/elsewhere'))).toBe(true)
  expect(leavesFolder(rel('/repo/skill/..notes.md'))).toBe(false)
  expect(leavesFolder(rel('/repo/skill/a/..b/c'))).toBe(false)
  expect(leavesFolder(rel('/repo/skill/x.md'))).toBe(false)
})
