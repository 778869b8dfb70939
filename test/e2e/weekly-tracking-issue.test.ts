/**
 * The weekly tracking issue against the fake GitHub REST API (real Octokit): one issue, found by
 * label + hidden marker (and a bot author), opened / updated / left alone / closed; never throws.
 * Plus the live model lifecycle lookup through the real SDK's `models.retrieve` on the fake API.
 */
import { afterEach, describe, expect, test } from '@jest/globals'
import Anthropic from '@anthropic-ai/sdk'
import { createGitHubClient } from '../../src/github/client.js'
import { ISSUE_MAX_CHARS, TRACKING_LABEL, TRACKING_MARKER, findTrackingIssue, trackingIssueBody, upsertTrackingIssue } from '../../src/github/tracking-issue.js'
import { crossModelTable } from '../../src/gate/cross-model.js'
import { fetchLiveModelInfo, modelLifecycle } from '../../src/aggregate/model-lifecycle.js'
import type { Summary } from '../../src/gate/index.js'
import { startFakeGitHub, type FakeGitHubOptions } from '../fakes/github-server.js'
import { startFakeAnthropic } from '../fakes/anthropic-server.js'

const cleanups: (() => Promise<unknown>)[] = []
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!()
})

async function github(opts: FakeGitHubOptions = {}) {
  const gh = await startFakeGitHub(opts)
  cleanups.push(() => gh.close())
  return { gh, octokit: createGitHubClient('ghs_fake', { baseUrl: gh.url, env: {} }) }
}

const target = { owner: 'octo', repo: 'skills' }

function summary(passed: number, graded: number): Summary {
  return {
    generated_at: '2026-11-30T04:17:00.000Z', settings: { alpha: 0.05, min_drop: 0.05 }, totals: { cost_usd: 0 },
    skills: [{ name: 'plan', tier: 1, verdict: 'go', cost_usd: 0, configurations: { with_skill: { runs: graded, graded, passed } } }],
  } as unknown as Summary
}

describe('tracking issue', () => {
  test('opens one issue, then updates the same one; leaves a user-authored or unlabelled look-alike alone', async () => {
    const { gh, octokit } = await github({
      issues: [
        { title: 'pasted marker', body: `${TRACKING_MARKER}\nby hand`, labels: [TRACKING_LABEL], user: { login: 'mallory', type: 'User' } },
        { title: 'no label', body: `${TRACKING_MARKER}\nold`, labels: [], user: { login: 'github-actions[bot]', type: 'Bot' } },
      ],
    })
    const created = await upsertTrackingIssue(octokit, { ...target, body: 'week 1: plan regressed', attention: true })
    expect(created.action).toBe('created')
    expect(gh.issues.size).toBe(3)
    const issue = gh.issues.get(created.number!)!
    expect(issue).toMatchObject({ state: 'open', labels: [TRACKING_LABEL] })
    expect(issue.body).toBe(`${TRACKING_MARKER}\nweek 1: plan regressed`)
    expect((await findTrackingIssue(octokit, target))!.number).toBe(created.number)

    expect((await upsertTrackingIssue(octokit, { ...target, body: 'week 1: plan regressed', attention: true })).action).toBe('unchanged')
    const updated = await upsertTrackingIssue(octokit, { ...target, body: 'week 2: still', attention: true })
    expect(updated).toMatchObject({ action: 'updated', number: created.number })
    expect(gh.issues.get(created.number!)!.body).toContain('week 2')
    expect(gh.issues.size).toBe(3)
    // The look-alikes were never touched.
    expect([...gh.issues.values()].filter((i) => i.body.includes('by hand') || i.body.includes('old'))).toHaveLength(2)
    // Only the list and the write calls: label filter on the listing.
    expect(gh.requests.filter((r) => r.method === 'GET' && r.path.endsWith('/issues')).every((r) => r.query['labels'] === TRACKING_LABEL && r.query['state'] === 'open')).toBe(true)
  })

  test('nothing needs attention: no issue is opened; an open one stays, or is closed with closeWhenClear', async () => {
    const { gh, octokit } = await github()
    expect(await upsertTrackingIssue(octokit, { ...target, body: 'all good', attention: false })).toEqual({ action: 'none' })
    expect(gh.issues.size).toBe(0)
    const c = await upsertTrackingIssue(octokit, { ...target, body: 'bad', attention: true, label: 'weekly-custom' })
    expect(gh.issues.get(c.number!)!.labels).toEqual(['weekly-custom'])
    expect(await upsertTrackingIssue(octokit, { ...target, body: 'good', attention: false, label: 'weekly-custom' })).toMatchObject({ action: 'none', number: c.number })
    const closed = await upsertTrackingIssue(octokit, { ...target, body: 'good now', attention: false, label: 'weekly-custom', closeWhenClear: true })
    expect(closed).toMatchObject({ action: 'closed', number: c.number })
    expect(gh.issues.get(c.number!)).toMatchObject({ state: 'closed', state_reason: 'completed' })
    // Closed issues are not found again: the next problem opens a fresh one.
    expect((await upsertTrackingIssue(octokit, { ...target, body: 'bad again', attention: true, label: 'weekly-custom' })).number).not.toBe(c.number)
  })

  test('never throws: a read-only token is a warning, and an over-long body is clipped', async () => {
    const { octokit } = await github({ readOnly: true })
    const warnings: string[] = []
    const r = await upsertTrackingIssue(octokit, { ...target, body: 'x', attention: true, log: { info: () => {}, warning: (m) => warnings.push(m) } })
    expect(r.action).toBe('skipped')
    expect(r.warning).toContain('403')
    expect(warnings).toHaveLength(1)

    const { gh, octokit: ok } = await github()
    const big = await upsertTrackingIssue(ok, { ...target, body: 'y'.repeat(ISSUE_MAX_CHARS + 500), attention: true })
    expect(big.action).toBe('created')
    expect(gh.issues.get(big.number!)!.body.length).toBeLessThanOrEqual(ISSUE_MAX_CHARS)
  })

  test(`issue 36: a body of exactly ${ISSUE_MAX_CHARS} characters is posted whole; one more is cut to fit`, async () => {
    expect(ISSUE_MAX_CHARS).toBe(65_536)
    const { gh, octokit } = await github()
    for (const n of [ISSUE_MAX_CHARS - 1, ISSUE_MAX_CHARS, ISSUE_MAX_CHARS + 1]) {
      const body = `${TRACKING_MARKER}\n${'y'.repeat(n - TRACKING_MARKER.length - 1)}`
      expect(body.length).toBe(n)
      const r = await upsertTrackingIssue(octokit, { ...target, body, attention: true })
      const stored = gh.issues.get(r.number!)!.body
      if (n <= ISSUE_MAX_CHARS) expect([n, stored === body]).toEqual([n, true])
      else expect([n, stored.length <= ISSUE_MAX_CHARS, stored.includes('(truncated: see the weekly report artifact')]).toEqual([n, true, true])
    }
  })

  test('the body lists regressions and model lifecycle problems, escaped, then the table', () => {
    const now = new Date('2026-11-10T00:00:00Z')
    const t = crossModelTable([{ model: 'claude-sonnet-4-5', summary: summary(3, 10) }], { lifecycle: [modelLifecycle('claude-sonnet-4-5', { now })] })
    const body = trackingIssueBody(t, { date: '2026-11-10', runUrl: 'https://github.com/octo/skills/actions/runs/7' })
    expect(body.startsWith(TRACKING_MARKER)).toBe(true)
    expect(body).toContain('## Models')
    expect(body).toContain('- [ ] claude-sonnet-4-5: deprecated, end of life 2026-11-30 (20 days left)') // mdEscape'd: parentheses need no escape
    expect(body).toContain('## Cross-model pass rates')
    expect(body).toContain('[Workflow run](https://github.com/octo/skills/actions/runs/7)')
    const clear = trackingIssueBody(crossModelTable([{ model: 'claude-sonnet-5-5', summary: summary(3, 10) }]), { date: '2026-11-10' })
    expect(clear).toContain('Nothing needs attention this week')
  })

  test('live lifecycle through the Models API (real SDK → fake), null when unavailable', async () => {
    const fake = await startFakeAnthropic({ models: { 'claude-sonnet-5': { lifecycle: 'deprecated', retires_at: '2026-12-15T00:00:00Z', deprecated_at: '2026-10-01T00:00:00Z' } } })
    cleanups.push(() => fake.close())
    const client = new Anthropic({ apiKey: 'k', baseURL: fake.url, maxRetries: 0 })
    const live = await fetchLiveModelInfo(client, 'claude-sonnet-5')
    expect(live).toEqual({ id: 'claude-sonnet-5', lifecycle: 'deprecated', retires_at: '2026-12-15T00:00:00Z', deprecated_at: '2026-10-01T00:00:00Z' })
    expect(modelLifecycle('claude-sonnet-5', { now: new Date('2026-11-01T00:00:00Z'), live })).toMatchObject({ status: 'deprecated', near_end_of_life: true, source: 'models-api' })
    expect(await fetchLiveModelInfo(client, 'claude-unknown-9')).toBeNull()
  })
})
