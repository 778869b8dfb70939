// When the pipeline scenarios run (src/plan/pipelines.ts): when asked, or in full mode on a
// release branch.
import { describe, test, expect } from '@jest/globals'
import { shouldRunPipelines } from '../../src/plan/pipelines.js'

const releaseBranches = ['release', 'release/**']

describe('shouldRunPipelines', () => {
  test('asked for: always; otherwise only full mode on a release branch', () => {
    expect(shouldRunPipelines({ requested: true, mode: 'quick', releaseBranches })).toBe(true)
    expect(shouldRunPipelines({ mode: 'full', branch: 'release/1.2', releaseBranches })).toBe(true)
    expect(shouldRunPipelines({ mode: 'full', branch: 'release', releaseBranches })).toBe(true)
    expect(shouldRunPipelines({ mode: 'quick', branch: 'release/1.2', releaseBranches })).toBe(false)
    expect(shouldRunPipelines({ mode: 'full', branch: 'main', releaseBranches })).toBe(false)
    expect(shouldRunPipelines({ mode: 'full', releaseBranches })).toBe(false)
  })

  test('a full ref refs/heads/<branch> is read as the branch; refs/heads/ inside a name is kept', () => {
    expect(shouldRunPipelines({ mode: 'full', branch: 'refs/heads/release/1.2', releaseBranches })).toBe(true)
    expect(shouldRunPipelines({ mode: 'full', branch: 'backport/refs/heads/x', releaseBranches: ['backport/refs/**'] })).toBe(true)
  })

  test('a release pattern that is not a valid glob matches its exact name only', () => {
    expect(shouldRunPipelines({ mode: 'full', branch: 'hotfix-{1', releaseBranches: ['hotfix-{1'] })).toBe(true)
    expect(shouldRunPipelines({ mode: 'full', branch: 'hotfix-1', releaseBranches: ['hotfix-{1'] })).toBe(false)
    expect(shouldRunPipelines({ mode: 'full', branch: 'release/2', releaseBranches: ['hotfix-{1', 'release/**'] })).toBe(true)
  })
})
