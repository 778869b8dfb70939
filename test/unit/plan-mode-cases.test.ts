/**
 * plan/mode.ts, case by case (issue 23: survivors of mutation testing). Every field of the decision
 * and every word of the reason is what a user reads in the PR comment or acts on, so each case
 * pins the whole decision.
 */
import { describe, test, expect } from '@jest/globals'
import { defaultConfig } from '../../src/discover/config.js'
import { decideMode, missingKeySkip, parseInputMode, releasePattern, selectSkills, type ModeDecision, type ModeInput } from '../../src/plan/mode.js'
import type { ChangesResult } from '../../src/plan/changes.js'
import type { Skill } from '../../src/types.js'

const config = defaultConfig()
const A = 'a'.repeat(40)
const B = 'b'.repeat(40)
const C = 'c'.repeat(40)
const repo = { full_name: 'octo/skills', default_branch: 'main' }
const pr = (o: Record<string, unknown> = {}): Record<string, unknown> => ({
  number: 7, labels: [], base: { ref: 'main', sha: A, repo: { full_name: 'octo/skills' } }, head: { ref: 'feature', sha: B, repo: { full_name: 'octo/skills' } }, ...o,
})

const cases: [string, ModeInput, ModeDecision][] = [
  ["pr number top-level", { eventName: 'pull_request', payload: { number: 9, repository: repo, pull_request: pr({ number: undefined }) }, config }, {"mode": "quick", "reason": "Quick mode: pull request #9 into `main`; changed skills plus every Tier 3 skill (add the `full-eval` label for a full run).", "eventName": "pull_request", "baseRef": "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", "baseBranch": "main", "headSha": "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb", "headRef": "feature", "prNumber": 9, "isFork": false, "labels": [], "repository": "octo/skills"}],
  ["pr no number", { eventName: 'pull_request', payload: { repository: repo, pull_request: pr({ number: 'x' }) }, config }, {"mode": "quick", "reason": "Quick mode: pull request #? into `main`; changed skills plus every Tier 3 skill (add the `full-eval` label for a full run).", "eventName": "pull_request", "baseRef": "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", "baseBranch": "main", "headSha": "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb", "headRef": "feature", "isFork": false, "labels": [], "repository": "octo/skills"}],
  ["pr no base ref", { eventName: 'pull_request', payload: { repository: repo, pull_request: pr({ base: { sha: A } }) }, config }, {"mode": "quick", "reason": "Quick mode: pull request #7; changed skills plus every Tier 3 skill (add the `full-eval` label for a full run).", "eventName": "pull_request", "baseRef": "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", "headSha": "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb", "headRef": "feature", "prNumber": 7, "isFork": false, "labels": [], "repository": "octo/skills"}],
  ["pr mode full", { eventName: 'pull_request', inputMode: ' FULL ', payload: { repository: repo, pull_request: pr() }, config }, {"mode": "full", "reason": "Full mode: requested by the `mode` input on pull request #7 into `main`.", "eventName": "pull_request", "baseRef": "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", "baseBranch": "main", "headSha": "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb", "headRef": "feature", "prNumber": 7, "isFork": false, "labels": [], "repository": "octo/skills"}],
  ["pr mode quick", { eventName: 'pull_request_target', inputMode: 'quick', payload: { repository: repo, pull_request: pr({ labels: ['full-eval'] }) }, config }, {"mode": "quick", "reason": "Quick mode: requested by the `mode` input on pull request #7 into `main`.", "eventName": "pull_request_target", "baseRef": "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", "baseBranch": "main", "headSha": "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb", "headRef": "feature", "prNumber": 7, "isFork": false, "labels": ["full-eval"], "repository": "octo/skills"}],
  ["pr invalid mode", { eventName: 'pull_request', inputMode: 'a-very-long-invalid-mode-name', payload: { repository: repo, pull_request: pr() }, config }, {"mode": "quick", "reason": "Quick mode: pull request #7 into `main`; changed skills plus every Tier 3 skill (add the `full-eval` label for a full run). (input mode 'a-very-long-invalid-' is not auto, quick or full; using auto)", "eventName": "pull_request", "baseRef": "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", "baseBranch": "main", "headSha": "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb", "headRef": "feature", "prNumber": 7, "isFork": false, "labels": [], "repository": "octo/skills"}],
  ["pr string labels", { eventName: 'pull_request', payload: { repository: repo, pull_request: pr({ labels: ['full-eval', 3, { name: 5 }, { name: 'x' }, null] }) }, config }, {"mode": "full", "reason": "Full mode: pull request #7 into `main` has the `full-eval` label.", "eventName": "pull_request", "baseRef": "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", "baseBranch": "main", "headSha": "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb", "headRef": "feature", "prNumber": 7, "isFork": false, "labels": ["full-eval", "x"], "repository": "octo/skills"}],
  ["pr labels not array", { eventName: 'pull_request', payload: { repository: repo, pull_request: pr({ labels: { name: 'full-eval' } }) }, config }, {"mode": "quick", "reason": "Quick mode: pull request #7 into `main`; changed skills plus every Tier 3 skill (add the `full-eval` label for a full run).", "eventName": "pull_request", "baseRef": "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", "baseBranch": "main", "headSha": "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb", "headRef": "feature", "prNumber": 7, "isFork": false, "labels": [], "repository": "octo/skills"}],
  ["pr head repo null", { eventName: 'pull_request', payload: { repository: repo, pull_request: pr({ head: { ref: 'f', sha: B, repo: null } }) }, config }, {"mode": "quick", "reason": "Quick mode: pull request #7 into `main`; changed skills plus every Tier 3 skill (add the `full-eval` label for a full run).", "eventName": "pull_request", "baseRef": "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", "baseBranch": "main", "headSha": "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb", "headRef": "f", "prNumber": 7, "isFork": true, "labels": [], "repository": "octo/skills"}],
  ["pr head repo other", { eventName: 'pull_request', payload: { repository: repo, pull_request: pr({ head: { ref: 'f', sha: B, repo: { full_name: 'x/y' } } }) }, config }, {"mode": "quick", "reason": "Quick mode: pull request #7 into `main`; changed skills plus every Tier 3 skill (add the `full-eval` label for a full run).", "eventName": "pull_request", "baseRef": "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", "baseBranch": "main", "headSha": "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb", "headRef": "f", "prNumber": 7, "isFork": true, "labels": [], "repository": "octo/skills"}],
  ["pr head repo missing", { eventName: 'pull_request', payload: { repository: repo, pull_request: pr({ head: { ref: 'f', sha: B } }) }, config }, {"mode": "quick", "reason": "Quick mode: pull request #7 into `main`; changed skills plus every Tier 3 skill (add the `full-eval` label for a full run).", "eventName": "pull_request", "baseRef": "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", "baseBranch": "main", "headSha": "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb", "headRef": "f", "prNumber": 7, "isFork": false, "labels": [], "repository": "octo/skills"}],
  ["pr base repo missing", { eventName: 'pull_request', payload: { pull_request: pr({ base: { ref: 'main', sha: A }, head: { ref: 'f', sha: B, repo: { full_name: 'x/y' } } }) }, config }, {"mode": "quick", "reason": "Quick mode: pull request #7 into `main`; changed skills plus every Tier 3 skill (add the `full-eval` label for a full run).", "eventName": "pull_request", "baseRef": "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", "baseBranch": "main", "headSha": "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb", "headRef": "f", "prNumber": 7, "isFork": false, "labels": []}],
  ["pr no repository", { eventName: 'pull_request', payload: { pull_request: pr() }, config }, {"mode": "quick", "reason": "Quick mode: pull request #7 into `main`; changed skills plus every Tier 3 skill (add the `full-eval` label for a full run).", "eventName": "pull_request", "baseRef": "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", "baseBranch": "main", "headSha": "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb", "headRef": "feature", "prNumber": 7, "isFork": false, "labels": [], "repository": "octo/skills"}],
  ["pr release", { eventName: 'pull_request', payload: { repository: repo, pull_request: pr({ base: { ref: 'release/2.0', sha: A } }) }, config }, {"mode": "full", "reason": "Full mode: pull request #7 into `release/2.0` targets a release branch (matches `release/**`).", "eventName": "pull_request", "baseRef": "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", "baseBranch": "release/2.0", "headSha": "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb", "headRef": "feature", "prNumber": 7, "isFork": false, "labels": [], "repository": "octo/skills"}],
  ["pr no base at all", { eventName: 'pull_request', payload: { repository: repo, pull_request: pr({ base: {} }) }, config }, {"mode": "full", "reason": "Full mode: pull request #7 has no base commit in its payload to diff against.", "eventName": "pull_request", "headSha": "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb", "headRef": "feature", "prNumber": 7, "isFork": false, "labels": [], "repository": "octo/skills"}],
  ["pr base branch only", { eventName: 'pull_request', payload: { repository: repo, pull_request: pr({ base: { ref: 'main', sha: 'zz' } }) }, config }, {"mode": "quick", "reason": "Quick mode: pull request #7 into `main`; changed skills plus every Tier 3 skill (add the `full-eval` label for a full run).", "eventName": "pull_request", "baseRef": "main", "baseBranch": "main", "headSha": "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb", "headRef": "feature", "prNumber": 7, "isFork": false, "labels": [], "repository": "octo/skills"}],
  ["pr head sha fallback", { eventName: 'pull_request', sha: C.toUpperCase(), payload: { repository: repo, pull_request: pr({ head: { ref: 'f', sha: '0'.repeat(40) }, changed_files: '3' }) }, config }, {"mode": "quick", "reason": "Quick mode: pull request #7 into `main`; changed skills plus every Tier 3 skill (add the `full-eval` label for a full run).", "eventName": "pull_request", "baseRef": "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", "baseBranch": "main", "headSha": "cccccccccccccccccccccccccccccccccccccccc", "headRef": "f", "prNumber": 7, "isFork": false, "labels": [], "repository": "octo/skills"}],
  ["pr event w/o pull_request", { eventName: 'pull_request', payload: { repository: repo }, config }, {"mode": "full", "reason": "Full mode: `pull_request` event (full is the default outside pull requests and pushes).", "eventName": "pull_request", "headSha": "", "isFork": false, "labels": [], "repository": "octo/skills"}],
  ["push default", { eventName: 'push', payload: { ref: 'refs/heads/main', before: A, after: B, repository: repo }, config }, {"mode": "full", "reason": "Full mode: push to the default branch `main` (every skill, to record the baseline).", "eventName": "push", "headSha": "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb", "headRef": "main", "isFork": false, "labels": [], "repository": "octo/skills", "baseBranch": "main", "baseRef": "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"}],
  ["push mode full", { eventName: 'push', inputMode: 'full', payload: { ref: 'refs/heads/feature', before: A, after: B, repository: repo }, config }, {"mode": "full", "reason": "Full mode: requested by the `mode` input on a push to `feature`.", "eventName": "push", "headSha": "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb", "headRef": "feature", "isFork": false, "labels": [], "repository": "octo/skills", "baseBranch": "feature", "baseRef": "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"}],
  ["push release", { eventName: 'push', payload: { ref: 'refs/heads/release', before: A, after: B, repository: repo }, config }, {"mode": "full", "reason": "Full mode: push to release branch `release` (matches `release`).", "eventName": "push", "headSha": "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb", "headRef": "release", "isFork": false, "labels": [], "repository": "octo/skills", "baseBranch": "release", "baseRef": "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"}],
  ["push feature", { eventName: 'push', payload: { ref: 'refs/heads/feature', before: A, after: B, repository: repo }, config }, {"mode": "quick", "reason": "Quick mode: push to `feature`; skills changed since aaaaaaa plus every Tier 3 skill.", "eventName": "push", "headSha": "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb", "headRef": "feature", "isFork": false, "labels": [], "repository": "octo/skills", "baseBranch": "feature", "baseRef": "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"}],
  ["push feature quick", { eventName: 'push', inputMode: 'quick', payload: { ref: 'refs/heads/feature', before: A, head_commit: { id: C }, repository: repo }, config }, {"mode": "quick", "reason": "Quick mode: push to `feature` (requested by the `mode` input); skills changed since aaaaaaa plus every Tier 3 skill.", "eventName": "push", "headSha": "cccccccccccccccccccccccccccccccccccccccc", "headRef": "feature", "isFork": false, "labels": [], "repository": "octo/skills", "baseBranch": "feature", "baseRef": "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"}],
  ["push forced", { eventName: 'push', payload: { ref: 'refs/heads/feature', before: A, after: B, forced: true, repository: repo }, config }, {"mode": "full", "reason": "Full mode: push to `feature` was a force-push, so there is no previous commit to diff against.", "eventName": "push", "headSha": "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb", "headRef": "feature", "isFork": false, "labels": [], "repository": "octo/skills", "baseBranch": "feature"}],
  ["push created", { eventName: 'push', inputMode: 'bogus', payload: { ref: 'refs/heads/feature', before: '0'.repeat(40), after: B, repository: repo }, config }, {"mode": "full", "reason": "Full mode: push to `feature` created the branch, so there is no previous commit to diff against. (input mode 'bogus' is not auto, quick or full; using auto)", "eventName": "push", "headSha": "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb", "headRef": "feature", "isFork": false, "labels": [], "repository": "octo/skills", "baseBranch": "feature"}],
  ["push no ref", { eventName: 'push', payload: { before: A, after: B, repository: repo }, config }, {"mode": "quick", "reason": "Quick mode: push to `?`; skills changed since aaaaaaa plus every Tier 3 skill.", "eventName": "push", "headSha": "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb", "isFork": false, "labels": [], "repository": "octo/skills", "baseRef": "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"}],
  ["push no ref no before", { eventName: 'push', payload: { after: B }, config }, {"mode": "full", "reason": "Full mode: push to `?` created the branch, so there is no previous commit to diff against.", "eventName": "push", "headSha": "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb", "isFork": false, "labels": []}],
  ["push tag via input ref", { eventName: 'push', ref: 'refs/tags/v1', payload: { before: A, after: B }, config }, {"mode": "quick", "reason": "Quick mode: push to `?`; skills changed since aaaaaaa plus every Tier 3 skill.", "eventName": "push", "headSha": "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb", "isFork": false, "labels": [], "baseRef": "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"}],
  ["push input ref", { eventName: 'push', ref: 'refs/heads/main', defaultBranch: 'main', payload: { before: A }, sha: B, config }, {"mode": "full", "reason": "Full mode: push to the default branch `main` (every skill, to record the baseline).", "eventName": "push", "headSha": "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb", "headRef": "main", "isFork": false, "labels": [], "baseBranch": "main", "baseRef": "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"}],
  ["schedule", { eventName: 'schedule', ref: 'refs/heads/main', payload: { repository: repo }, config }, {"mode": "full", "reason": "Full mode: scheduled run.", "eventName": "schedule", "headSha": "", "headRef": "main", "isFork": false, "labels": [], "repository": "octo/skills"}],
  ["schedule mode full", { eventName: 'schedule', inputMode: 'full', payload: {}, config }, {"mode": "full", "reason": "Full mode: requested by the `mode` input on a scheduled run.", "eventName": "schedule", "headSha": "", "isFork": false, "labels": []}],
  ["dispatch invalid", { eventName: 'workflow_dispatch', inputMode: 'zz', payload: { ref: 'refs/heads/x' }, config }, {"mode": "full", "reason": "Full mode: manual run (workflow_dispatch). (input mode 'zz' is not auto, quick or full; using auto)", "eventName": "workflow_dispatch", "headSha": "", "headRef": "x", "isFork": false, "labels": []}],
  ["call quick feature", { eventName: 'workflow_call', inputMode: 'quick', ref: 'refs/heads/feature', payload: { repository: repo }, config }, {"mode": "quick", "reason": "Quick mode: requested by the `mode` input on a called workflow (workflow_call) of `feature`; skills changed against `main` plus every Tier 3 skill.", "eventName": "workflow_call", "headSha": "", "headRef": "feature", "isFork": false, "labels": [], "repository": "octo/skills", "baseRef": "main", "baseBranch": "main"}],
  ["dispatch quick default", { eventName: 'workflow_dispatch', inputMode: 'quick', payload: { ref: 'refs/heads/main', repository: repo }, config }, {"mode": "full", "reason": "Full mode: quick was requested on a manual run (workflow_dispatch), but there is no base to diff against (`main` is the default branch).", "eventName": "workflow_dispatch", "headSha": "", "headRef": "main", "isFork": false, "labels": [], "repository": "octo/skills"}],
  ["dispatch quick no ref", { eventName: 'workflow_dispatch', inputMode: 'quick', payload: { repository: repo }, config }, {"mode": "full", "reason": "Full mode: quick was requested on a manual run (workflow_dispatch), but there is no base to diff against.", "eventName": "workflow_dispatch", "headSha": "", "isFork": false, "labels": [], "repository": "octo/skills"}],
  ["dispatch quick no default", { eventName: 'workflow_dispatch', inputMode: 'quick', ref: 'refs/heads/feature', payload: {}, config }, {"mode": "full", "reason": "Full mode: quick was requested on a manual run (workflow_dispatch), but there is no base to diff against (the default branch is unknown).", "eventName": "workflow_dispatch", "headSha": "", "headRef": "feature", "isFork": false, "labels": []}],
  ["other event", { eventName: 'issue_comment', inputMode: 'nope', payload: null, config }, {"mode": "full", "reason": "Full mode: `issue_comment` event (full is the default outside pull requests and pushes). (input mode 'nope' is not auto, quick or full; using auto)", "eventName": "issue_comment", "headSha": "", "isFork": false, "labels": []}],
  ["other event plain", { eventName: 'issue_comment', payload: [], config }, {"mode": "full", "reason": "Full mode: `issue_comment` event (full is the default outside pull requests and pushes).", "eventName": "issue_comment", "headSha": "", "isFork": false, "labels": []}],
]

describe('decideMode: every event shape', () => {
  test.each(cases)('%s', (_name, input, want) => {
    expect(decideMode(input)).toEqual(want)
  })
})

describe('decideMode: labels', () => {
  test('empty names and non-strings are dropped; names and plain strings kept in order', () => {
    const d = decideMode({ eventName: 'pull_request', payload: { repository: repo, pull_request: pr({ labels: ['', { name: '' }, 'b', { name: 'a' }, ['full-eval'], { name: ['full-eval'] }] }) }, config })
    expect(d.labels).toEqual(['b', 'a'])
    expect(d.mode).toBe('quick')
  })
  test('a custom full-eval label', () => {
    const d = decideMode({ eventName: 'pull_request', payload: { repository: repo, pull_request: pr({ labels: [{ name: 'run-all' }] }) }, config: { ...config, fullEvalLabel: 'run-all' } })
    expect(d.reason).toBe('Full mode: pull request #7 into `main` has the `run-all` label.')
  })
})

describe('parseInputMode', () => {
  test('empty, auto, case and spaces; anything else is auto and reported', () => {
    expect(parseInputMode(undefined)).toStrictEqual({ mode: 'auto' })
    expect(parseInputMode('')).toStrictEqual({ mode: 'auto' })
    expect(parseInputMode('  Auto ')).toEqual({ mode: 'auto' })
    expect(parseInputMode('QUICK')).toEqual({ mode: 'quick' })
    expect(parseInputMode(' full')).toEqual({ mode: 'full' })
    expect(parseInputMode('fast')).toEqual({ mode: 'auto', invalid: 'fast' })
    expect(parseInputMode(' ')).toEqual({ mode: 'auto' })
  })
})

describe('selectSkills: exact selections and reasons', () => {
  const skill = (name: string, tier: number): Skill =>
    ({ name, dir: `/r/skills/${name}`, relDir: `skills/${name}`, file: `skills/${name}/SKILL.md`, body: '', bodyLine: 1, frontmatter: { name, description: 'd', metadata: {}, allowedTools: [], raw: {}, tier } }) as Skill
  const skills = [skill('zeta', 3), skill('beta', 1), skill('alpha', 3), skill('gamma', 2)]
  const changes = (s: string[], extra: Partial<ChangesResult> = {}): ChangesResult => ({ all: false, skills: s, removed: [], reasons: ['why 1', 'why 2'], relevant: [], ...extra })

  test('full, unknown changes and "all" list every skill, sorted, with their reason', () => {
    expect(selectSkills({ mode: 'full' }, changes([]), skills, config)).toEqual({ skills: ['alpha', 'beta', 'gamma', 'zeta'], reasons: ['Full mode: every skill.'], empty: false })
    expect(selectSkills({ mode: 'quick' }, undefined, skills, config)).toEqual({ skills: ['alpha', 'beta', 'gamma', 'zeta'], reasons: ['The changed files could not be determined: every skill.'], empty: false })
    expect(selectSkills({ mode: 'quick' }, changes([], { all: true }), skills, config)).toEqual({ skills: ['alpha', 'beta', 'gamma', 'zeta'], reasons: ['why 1', 'why 2'], empty: false })
  })
  test('with no skills at all, each of those is empty', () => {
    expect(selectSkills({ mode: 'full' }, changes([]), [], config)).toEqual({ skills: [], reasons: ['Full mode: every skill.'], empty: true })
    expect(selectSkills({ mode: 'quick' }, undefined, [], config)).toEqual({ skills: [], reasons: ['The changed files could not be determined: every skill.'], empty: true })
    expect(selectSkills({ mode: 'quick' }, changes([], { all: true }), [], config)).toEqual({ skills: [], reasons: ['why 1', 'why 2'], empty: true })
  })
  test('quick: changed skills plus Tier 3, sorted; the Tier line lists them sorted', () => {
    expect(selectSkills({ mode: 'quick' }, changes(['gamma', 'beta']), skills, config)).toEqual({
      skills: ['alpha', 'beta', 'gamma', 'zeta'], reasons: ['why 1', 'why 2', 'Tier 3 (always run in quick mode): alpha, zeta.'], empty: false,
    })
    expect(selectSkills({ mode: 'quick' }, changes(['zeta', 'gamma']), skills, config)).toEqual({
      skills: ['alpha', 'gamma', 'zeta'], reasons: ['why 1', 'why 2', 'Tier 3 (always run in quick mode): alpha.'], empty: false,
    })
    expect(selectSkills({ mode: 'quick' }, changes(['zeta', 'alpha']), skills, config)).toEqual({ skills: ['alpha', 'zeta'], reasons: ['why 1', 'why 2'], empty: false })
    expect(selectSkills({ mode: 'quick' }, changes(['gamma']), skills, config, [1, 2]).reasons.at(-1)).toBe('Tier 1/2 (always run in quick mode): beta.')
    expect(selectSkills({ mode: 'quick' }, changes([]), skills, config)).toEqual({ skills: [], reasons: ['why 1', 'why 2'], empty: true })
  })
})

describe('missingKeySkip: exact texts', () => {
  test('fork PR, fork outside a PR event, no key', () => {
    expect(missingKeySkip({ isFork: true, eventName: 'pull_request_target', prNumber: 12 }, false)).toBe(
      'Skipped (neutral): pull request #12 comes from a fork, and GitHub does not pass secrets such as the Anthropic API key to workflows run for forks. ' +
        'Validation still ran; a maintainer can run the evals with workflow_dispatch or after merging.',
    )
    expect(missingKeySkip({ isFork: true, eventName: 'pull_request' }, false)).toMatch(/^Skipped \(neutral\): pull request #\? comes from a fork/)
    const noKey =
      'Skipped (neutral): no Anthropic API key. Set the `anthropic-api-key` input (for example from a repository secret `ANTHROPIC_API_KEY`) to run the evals; validation still ran.'
    expect(missingKeySkip({ isFork: true, eventName: 'push' }, false)).toBe(noKey)
    expect(missingKeySkip({ isFork: false, eventName: 'pull_request' }, false)).toBe(noKey)
    expect(missingKeySkip({ isFork: true, eventName: 'pull_request' }, true)).toBeUndefined()
  })
})

describe('decideMode: edges', () => {
  test('pull_request that is not an object; a non-number PR number; no head SHA anywhere; label without a base; push without a ref', () => {
    expect(decideMode({ eventName: 'pull_request', payload: { repository: repo, pull_request: [] }, config })).toEqual({"mode":"full","reason":"Full mode: `pull_request` event (full is the default outside pull requests and pushes).","eventName":"pull_request","headSha":"","isFork":false,"labels":[],"repository":"octo/skills"})
    expect(decideMode({ eventName: 'pull_request', payload: { number: 'x', repository: repo, pull_request: pr({ number: undefined }) }, config })).toEqual({"mode":"quick","reason":"Quick mode: pull request #? into `main`; changed skills plus every Tier 3 skill (add the `full-eval` label for a full run).","eventName":"pull_request","baseRef":"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa","baseBranch":"main","headSha":"bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb","headRef":"feature","isFork":false,"labels":[],"repository":"octo/skills"})
    expect(decideMode({ eventName: 'pull_request', payload: { repository: repo, pull_request: pr({ head: { ref: 'f' } }) }, config })).toEqual({"mode":"quick","reason":"Quick mode: pull request #7 into `main`; changed skills plus every Tier 3 skill (add the `full-eval` label for a full run).","eventName":"pull_request","baseRef":"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa","baseBranch":"main","headSha":"","headRef":"f","prNumber":7,"isFork":false,"labels":[],"repository":"octo/skills"})
    expect(decideMode({ eventName: 'pull_request', payload: { repository: repo, pull_request: pr({ base: {}, labels: ['full-eval'] }) }, config })).toEqual({"mode":"full","reason":"Full mode: pull request #7 has the `full-eval` label.","eventName":"pull_request","headSha":"bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb","headRef":"feature","prNumber":7,"isFork":false,"labels":["full-eval"],"repository":"octo/skills"})
    expect(decideMode({ eventName: 'push', inputMode: 'full', payload: { before: A }, config })).toEqual({"mode":"full","reason":"Full mode: requested by the `mode` input on a push to `?`.","eventName":"push","headSha":"","isFork":false,"labels":[],"baseRef":"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"})
  })
  test('releasePattern: no branch name matches nothing, even `**`', () => {
    expect(releasePattern(undefined, ['**'])).toBeUndefined()
    expect(releasePattern('', ['**'])).toBeUndefined()
    expect(releasePattern('x', ['release', '**'])).toBe('**')
  })
})
