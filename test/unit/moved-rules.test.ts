/**
 * The rules that moved out of the action's entry into their layers (issue 20, thin front doors):
 * the benchmark-commit rules (github/benchmark-rules.ts), the budget split (plan/shards.ts) and
 * the typed error for an unreadable base commit (run/base-skill.ts), which the shard evaluation
 * tells apart by type instead of by its message.
 */
import { describe, test, expect, afterAll } from '@jest/globals'
import { defaultBranchRun, isCommitSha, pushBenchmarkBranch } from '../../src/github/benchmark-rules.js'
import { shardBudget } from '../../src/plan/shards.js'
import { BaseRefUnreadableError, loadBaseSkill } from '../../src/run/base-skill.js'
import { loadRepo } from '../../src/discover/index.js'
import { makeRepo, skillMd } from '../helpers/temp-repo.js'
import { git } from '../helpers/run-engine-fixtures.js'

const cleanups: Array<() => Promise<void>> = []
afterAll(async () => {
  for (const c of cleanups) await c()
})

const SHA = 'a'.repeat(40)
const onMain = { repository: { default_branch: 'main' } }

describe('benchmark-commit rules', () => {
  test('the single-step evaluation commits only on a push to the default branch with a SHA', () => {
    expect(pushBenchmarkBranch({ eventName: 'push', ref: 'refs/heads/main', sha: SHA, payload: onMain })).toBe('main')
    expect(pushBenchmarkBranch({ eventName: 'push', ref: 'refs/heads/feature', sha: SHA, payload: onMain })).toBeUndefined()
    expect(pushBenchmarkBranch({ eventName: 'pull_request', ref: 'refs/heads/main', sha: SHA, payload: onMain })).toBeUndefined()
    expect(pushBenchmarkBranch({ eventName: 'push', ref: 'refs/heads/main', payload: onMain })).toBeUndefined()
    expect(pushBenchmarkBranch({ eventName: 'push', ref: 'refs/tags/v1', sha: SHA, payload: onMain })).toBeUndefined()
    // Without a default branch in the payload nothing is committed.
    expect(pushBenchmarkBranch({ eventName: 'push', ref: 'refs/heads/main', sha: SHA, payload: {} })).toBeUndefined()
  })

  test('the weekly entries: the default branch by the payload, or any branch on a schedule', () => {
    expect(defaultBranchRun({ eventName: 'workflow_dispatch', ref: 'refs/heads/main', payload: onMain })).toBe('main')
    expect(defaultBranchRun({ eventName: 'workflow_dispatch', ref: 'refs/heads/dev', payload: onMain })).toBeUndefined()
    expect(defaultBranchRun({ eventName: 'schedule', ref: 'refs/heads/main', payload: {} })).toBe('main')
    expect(defaultBranchRun({ eventName: 'workflow_dispatch', ref: 'refs/heads/main', payload: {} })).toBeUndefined()
    expect(defaultBranchRun({ eventName: 'schedule', payload: {} })).toBeUndefined()
  })

  test('a benchmark file is named after a commit SHA only', () => {
    expect(isCommitSha(SHA)).toBe(true)
    expect(isCommitSha('b'.repeat(64))).toBe(true)
    expect(isCommitSha('main')).toBe(false)
    expect(isCommitSha(undefined)).toBe(false)
  })
})

test('the spending cap is split evenly across shards; no cap stays no cap', () => {
  expect(shardBudget(10, { total: 4 })).toBe(2.5)
  expect(shardBudget(10, { total: 1 })).toBe(10)
  expect(shardBudget(10, { total: 0 })).toBe(10)
  expect(shardBudget(null, { total: 3 })).toBeNull()
})

test('an unfetched base commit is a BaseRefUnreadableError (a typed error, not a message to match)', async () => {
  const repo = await makeRepo({ 'skills/x/SKILL.md': skillMd('x') })
  cleanups.push(repo.dispose)
  git(repo.root, 'init', '-q', '-b', 'main')
  git(repo.root, 'add', '-A')
  git(repo.root, 'commit', '-q', '-m', 'one')
  const skill = (await loadRepo(repo.root)).skills.find((s) => s.name === 'x')!
  const missing = 'c'.repeat(40)
  const err = await loadBaseSkill(repo.root, missing, skill).catch((e: unknown) => e)
  expect(err).toBeInstanceOf(BaseRefUnreadableError)
  expect((err as BaseRefUnreadableError).ref).toBe(missing)
  expect((err as Error).message).toContain('fetch-depth: 0')
  // Other failures are not that error.
  const invalid = await loadBaseSkill(repo.root, '-bad', skill).catch((e: unknown) => e)
  expect(invalid).toBeInstanceOf(Error)
  expect(invalid).not.toBeInstanceOf(BaseRefUnreadableError)
})
