import { expect, test } from '@jest/globals'
import path from 'node:path'
import { displayPath, leavesFolder } from '../../src/paths.js'

test('leavesFolder: `..`, `../x` and absolute paths leave the folder; `..notes.md` and nested names do not', () => {
  const rel = (p: string) => path.relative('/repo/skill', p)
  expect(leavesFolder(rel('/repo'))).toBe(true)
  expect(leavesFolder(rel('/repo/other/x.md'))).toBe(true)
  expect(leavesFolder(path.resolve('/elsewhere'))).toBe(true)
  expect(leavesFolder(rel('/repo/skill/..notes.md'))).toBe(false)
  expect(leavesFolder(rel('/repo/skill/a/..b/c'))).toBe(false)
  expect(leavesFolder(rel('/repo/skill/x.md'))).toBe(false)
})

test('displayPath: relative inside the workspace (also for names that start with `..`), absolute outside it, `.` for the workspace itself', () => {
  const ctx = { workspace: '/ws/repo' }
  expect(displayPath(ctx, '/ws/repo/..notes.md')).toBe('..notes.md')
  expect(displayPath(ctx, '/ws/repo/a/..b/c.json')).toBe('a/..b/c.json')
  expect(displayPath(ctx, '/ws/repo/evals/evals.json')).toBe('evals/evals.json')
  expect(displayPath(ctx, '/ws/repo')).toBe('.')
  expect(displayPath(ctx, '/ws/other/x.md')).toBe(path.resolve('/ws/other/x.md'))
  expect(displayPath(ctx, '/ws')).toBe(path.resolve('/ws'))
})
