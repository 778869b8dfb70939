/** Seeding a pipeline scenario's temporary repository (src/pipeline/repo.ts): where seed files may go. */
import { afterEach, beforeEach, expect, test } from '@jest/globals'
import { mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { seedRepo } from '../../src/pipeline/repo.js'
import type { PipelineScenario } from '../../src/pipeline/types.js'

let base: string
beforeEach(() => {
  base = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'seed-repo-')))
})
afterEach(() => rmSync(base, { recursive: true, force: true }))

const scenario = (files: { path: string; content: string }[]): PipelineScenario =>
  ({ id: 's', seed: { files: files.map((f) => ({ kind: 'inline', ...f })) } }) as unknown as PipelineScenario
const git = () => ({ workTree: path.join(base, 'repo'), gitDir: path.join(base, 'git') })

test("a seed file whose name starts with '..' is inside the repository, and written there", async () => {
  await seedRepo(scenario([{ path: '..notes.md', content: 'n' }, { path: '..d/x.md', content: 'x' }]), git())
  expect(readFileSync(path.join(base, 'repo', '..notes.md'), 'utf8')).toBe('n')
  expect(readFileSync(path.join(base, 'repo', '..d', 'x.md'), 'utf8')).toBe('x')
})

test('a seed path out of the repository, or the repository itself, is refused', async () => {
  await expect(seedRepo(scenario([{ path: '../out.md', content: 'o' }]), git())).rejects.toThrow("seed path '../out.md' resolves outside the repository")
  await expect(seedRepo(scenario([{ path: 'a/../..', content: 'o' }]), git())).rejects.toThrow('resolves outside the repository')
  await expect(seedRepo(scenario([{ path: '.', content: 'o' }]), git())).rejects.toThrow("seed path '.' resolves outside the repository")
})
