import { describe, test, expect } from '@jest/globals'
import { defaultConfig } from '../../src/discover/config.js'
import { decideMode, missingKeySkip, parseInputMode, releasePattern, selectSkills } from '../../src/plan/mode.js'
import type { ChangesResult } from '../../src/plan/changes.js'
import type { Skill } from '../../src/types.js'

const config = defaultConfig()
const BASE = 'a'.repeat(40)
const HEAD = 'b'.repeat(40)

function prPayload(o: { labels?: string[]; baseRef?: string; fork?: boolean; action?: string; headRepoNull?: boolean } = {}): unknown {
  return {
    action: o.action ?? 'opened',
    number: 7,
    repository: { full_name: 'octo/skills', default_branch: 'main' },
    pull_request: {
      number: 7,
      changed_files: 12,
      labels: (o.labels ?? []).map((name) => ({ name })),
      base: { ref: o.baseRef ?? 'main', sha: BASE, repo: { full_name: 'octo/skills' } },
      head: { ref: 'feature', sha: HEAD, repo: o.headRepoNull ? null : { full_name: o.fork ? 'someone/skills' : 'octo/skills' } },
      title: '$(rm -rf /) `touch pwned`',
    },
  }
}

describe('decideMode', () => {
  test('pull_request without label → quick, with base and head SHAs from the payload', () => {
    for (const action of ['opened', 'synchronize', 'reopened', 'labeled']) {
      const d = decideMode({ eventName: 'pull_request', payload: prPayload({ action }), config })
      expect(d).toMatchObject({ mode: 'quick', baseRef: BASE, baseBranch: 'main', headSha: HEAD, headRef: 'feature', prNumber: 7, isFork: false, labels: [], changedFiles: 12, repository: 'octo/skills' })
      expect(d.reason).toMatch(/^Quick mode: pull request #7 into `main`; changed skills plus every Tier 3 skill/)
    }
  })

  test('the full-eval label (configurable) → full', () => {
    const d = decideMode({ eventName: 'pull_request', payload: prPayload({ labels: ['bug', 'full-eval'], action: 'labeled' }), config })
    expect(d.mode).toBe('full')
    expect(d.labels).toEqual(['bug', 'full-eval'])
    expect(d.reason).toBe('Full mode: pull request #7 into `main` has the `full-eval` label.')
    const custom = { ...config, fullEvalLabel: 'evals:all' }
    expect(decideMode({ eventName: 'pull_request', payload: prPayload({ labels: ['full-eval'] }), config: custom }).mode).toBe('quick')
    expect(decideMode({ eventName: 'pull_request', payload: prPayload({ labels: ['evals:all'] }), config: custom }).mode).toBe('full')
  })

  test('release branches: `release` and `release/**`', () => {
    expect(releasePattern('release', config.releaseBranches)).toBe('release')
    expect(releasePattern('release/1.2', config.releaseBranches)).toBe('release/**')
    expect(releasePattern('release/1/hotfix', config.releaseBranches)).toBe('release/**')
    expect(releasePattern('releases', config.releaseBranches)).toBeUndefined()
    expect(releasePattern('feature/release', config.releaseBranches)).toBeUndefined()
    const d = decideMode({ eventName: 'pull_request', payload: prPayload({ baseRef: 'release/2.0' }), config })
    expect(d.mode).toBe('full')
    expect(d.reason).toBe('Full mode: pull request #7 into `release/2.0` targets a release branch (matches `release/**`).')
    expect(decideMode({ eventName: 'pull_request', payload: prPayload({ baseRef: 'release' }), config }).mode).toBe('full')
    expect(decideMode({ eventName: 'pull_request', payload: prPayload({ baseRef: 'develop' }), config }).mode).toBe('quick')
  })

  test('forks are detected (also a deleted head repo)', () => {
    expect(decideMode({ eventName: 'pull_request', payload: prPayload({ fork: true }), config }).isFork).toBe(true)
    expect(decideMode({ eventName: 'pull_request', payload: prPayload({ headRepoNull: true }), config }).isFork).toBe(true)
    expect(decideMode({ eventName: 'pull_request_target', payload: prPayload(), config }).isFork).toBe(false)
  })

  test('the mode input overrides auto on a PR', () => {
    expect(decideMode({ eventName: 'pull_request', payload: prPayload({ labels: ['full-eval'] }), inputMode: 'quick', config })).toMatchObject({ mode: 'quick' })
    const d = decideMode({ eventName: 'pull_request', payload: prPayload(), inputMode: 'full', config })
    expect(d).toMatchObject({ mode: 'full', reason: 'Full mode: requested by the `mode` input on pull request #7 into `main`.' })
    const bad = decideMode({ eventName: 'pull_request', payload: prPayload(), inputMode: 'fast', config })
    expect(bad.mode).toBe('quick')
    expect(bad.reason).toMatch(/input mode 'fast' is not auto, quick or full; using auto/)
    expect(parseInputMode(' FULL ')).toEqual({ mode: 'full' })
  })

  test('PR text never leaks into the decision; malformed SHAs are dropped', () => {
    const d = decideMode({ eventName: 'pull_request', payload: prPayload(), config })
    expect(JSON.stringify(d)).not.toMatch(/rm -rf|pwned/)
    const p = prPayload() as { pull_request: { base: { sha: string; ref: string }; head: { sha: string } } }
    p.pull_request.base.sha = '$(evil)'
    p.pull_request.base.ref = 'main;rm -rf'
    p.pull_request.head.sha = 'not-a-sha'
    const e = decideMode({ eventName: 'pull_request', payload: p, config, sha: HEAD })
    expect(e.baseRef).toBeUndefined()
    expect(e.baseBranch).toBeUndefined()
    expect(e.headSha).toBe(HEAD)
    expect(e.mode).toBe('full') // nothing to diff against
    expect(e.reason).toMatch(/no base commit/)
  })

  test('push to the default branch → full; to a release branch → full; elsewhere → quick against before', () => {
    const push = (ref: string, extra: Record<string, unknown> = {}): unknown => ({ ref, before: BASE, after: HEAD, repository: { full_name: 'octo/skills', default_branch: 'main' }, ...extra })
    const main = decideMode({ eventName: 'push', payload: push('refs/heads/main'), config })
    expect(main).toMatchObject({ mode: 'full', headSha: HEAD, baseRef: BASE, baseBranch: 'main', isFork: false })
    expect(main.reason).toBe('Full mode: push to the default branch `main` (every skill, to record the baseline).')
    expect(decideMode({ eventName: 'push', payload: push('refs/heads/trunk'), config, defaultBranch: 'trunk' }).mode).toBe('full')
    expect(decideMode({ eventName: 'push', payload: push('refs/heads/release/3'), config }).reason).toMatch(/release branch `release\/3` \(matches `release\/\*\*`\)/)
    const feat = decideMode({ eventName: 'push', payload: push('refs/heads/feat'), config })
    expect(feat).toMatchObject({ mode: 'quick', baseRef: BASE })
    const created = decideMode({ eventName: 'push', payload: push('refs/heads/feat', { before: '0'.repeat(40) }), config })
    expect(created.mode).toBe('full')
    expect(created.baseRef).toBeUndefined()
    expect(created.reason).toMatch(/created the branch/)
    expect(decideMode({ eventName: 'push', payload: push('refs/heads/feat', { forced: true }), config }).reason).toMatch(/force-push/)
    expect(decideMode({ eventName: 'push', payload: push('refs/heads/main'), inputMode: 'quick', config }).mode).toBe('quick')
  })

  test('schedule, workflow_dispatch, workflow_call → full; dispatch honours the mode input', () => {
    const s = decideMode({ eventName: 'schedule', payload: { schedule: '0 3 * * *' }, config, sha: HEAD, ref: 'refs/heads/main', defaultBranch: 'main' })
    expect(s).toMatchObject({ mode: 'full', headSha: HEAD, reason: 'Full mode: scheduled run.' })
    const d = decideMode({ eventName: 'workflow_dispatch', payload: { ref: 'refs/heads/main', inputs: { mode: 'auto' }, repository: { default_branch: 'main' } }, config, sha: HEAD })
    expect(d).toMatchObject({ mode: 'full', reason: 'Full mode: manual run (workflow_dispatch).' })
    expect(decideMode({ eventName: 'workflow_call', payload: {}, config, sha: HEAD }).mode).toBe('full')
    const q = decideMode({ eventName: 'workflow_dispatch', payload: { ref: 'refs/heads/feat', repository: { default_branch: 'main' } }, inputMode: 'quick', config, sha: HEAD })
    expect(q).toMatchObject({ mode: 'quick', baseRef: 'main' })
    const qMain = decideMode({ eventName: 'workflow_dispatch', payload: { ref: 'refs/heads/main', repository: { default_branch: 'main' } }, inputMode: 'quick', config, sha: HEAD })
    expect(qMain.mode).toBe('full')
    expect(qMain.reason).toMatch(/no base to diff against/)
    expect(decideMode({ eventName: 'merge_group', payload: {}, config }).reason).toMatch(/`merge_group` event \(full is the default/)
  })
})

describe('selectSkills', () => {
  const skill = (name: string, tier?: number): Skill =>
    ({ name, dir: `/r/skills/${name}`, relDir: `skills/${name}`, file: `skills/${name}/SKILL.md`, body: '', bodyLine: 1, frontmatter: { name, description: 'd', metadata: {}, allowedTools: [], raw: {}, ...(tier ? { tier } : {}) } }) as Skill
  const skills = [skill('a', 1), skill('b', 2), skill('c', 3), skill('d', 1)]
  const changes = (s: string[], extra: Partial<ChangesResult> = {}): ChangesResult => ({ all: false, skills: s, removed: [], reasons: [`${s.join(',')} changed.`], relevant: [], ...extra })

  test('quick: changed + every Tier 3 skill; full: all; unknown changes: all', () => {
    expect(selectSkills({ mode: 'quick' }, changes(['a']), skills, config)).toMatchObject({ skills: ['a', 'c'], empty: false })
    expect(selectSkills({ mode: 'quick' }, changes(['a']), skills, config).reasons.at(-1)).toBe('Tier 3 (always run in quick mode): c.')
    expect(selectSkills({ mode: 'full' }, changes(['a']), skills, config).skills).toEqual(['a', 'b', 'c', 'd'])
    expect(selectSkills({ mode: 'quick' }, undefined, skills, config).skills).toEqual(['a', 'b', 'c', 'd'])
    expect(selectSkills({ mode: 'quick' }, changes([], { all: true }), skills, config).skills).toEqual(['a', 'b', 'c', 'd'])
    expect(selectSkills({ mode: 'quick' }, changes(['a']), skills, config, [1]).skills).toEqual(['a', 'd'])
  })

  test('nothing relevant stays empty (no Tier 3 runs for an unrelated change)', () => {
    expect(selectSkills({ mode: 'quick' }, changes([]), skills, config)).toMatchObject({ skills: [], empty: true })
  })
})

describe('missingKeySkip', () => {
  test('neutral, explained: fork vs missing secret', () => {
    expect(missingKeySkip({ isFork: false, eventName: 'pull_request' }, true)).toBeUndefined()
    expect(missingKeySkip({ isFork: true, eventName: 'pull_request', prNumber: 3 }, false)).toMatch(/^Skipped \(neutral\): pull request #3 comes from a fork/)
    expect(missingKeySkip({ isFork: false, eventName: 'push' }, false)).toMatch(/no Anthropic API key/)
  })
})
