/**
 * Mutation part `github`: the weekly tracking issue (src/github/tracking-issue.ts). The listing
 * request (state, label, page size, every page), which issue counts (not a pull request, the
 * marker anywhere in the body, a bot or the given author), the body (marker added once, clipped at
 * exactly 65,536 characters), each action with its exact request and result, the warning of a
 * failure, and the body text built from a cross-model table. Real Octokit against the loopback fake.
 */
import { afterEach, describe, expect, test } from '@jest/globals'
import { createGitHubClient } from '../../src/github/client.js'
import {
  findTrackingIssue,
  ISSUE_MAX_CHARS,
  TRACKING_LABEL,
  TRACKING_MARKER,
  TRACKING_TITLE,
  trackingIssueBody,
  upsertTrackingIssue,
} from '../../src/github/tracking-issue.js'
import { renderCrossModelMarkdown, type CrossModelTable } from '../../src/gate/cross-model.js'
import { mdEscape } from '../../src/text/markdown.js'
import { startFakeGitHub, type FakeGitHub, type FakeGitHubOptions, type FakeUser } from '../fakes/github-server.js'

const open: FakeGitHub[] = []
afterEach(async () => {
  for (const f of open.splice(0)) await f.close()
})

const target = { owner: 'octo', repo: 'skills' }
const bot = { login: 'github-actions[bot]', type: 'Bot' as const }
const human = { login: 'mallory', type: 'User' as const }
const NOTE = '\n\n…(truncated: see the weekly report artifact for the rest)\n'

async function start(o: FakeGitHubOptions = {}) {
  const gh = await startFakeGitHub(o)
  open.push(gh)
  return { gh, octokit: createGitHubClient('t', { baseUrl: gh.url, env: {} }) }
}

function recorder() {
  const lines: string[] = []
  return { lines, log: { info: (m: string) => void lines.push(`info: ${m}`), warning: (m: string) => void lines.push(`warning: ${m}`) } }
}

const listing = (items: Record<string, unknown>[]) => ({ method: 'GET', path: '/issues', status: 200, body: items })
const issue = (number: number, body: string | null, user: Record<string, unknown> | null, extra: Record<string, unknown> = {}) => ({
  number,
  body,
  user,
  html_url: `https://github.com/octo/skills/issues/${number}`,
  ...extra,
})

describe('findTrackingIssue', () => {
  test('lists open issues with the label, 100 per page, through every page', async () => {
    const issues = Array.from({ length: 150 }, (_, i) => ({ title: `t${i}`, body: 'chatter', labels: [TRACKING_LABEL], user: human as FakeUser }))
    issues[0] = { title: 'ours', body: `${TRACKING_MARKER}\nweek`, labels: [TRACKING_LABEL], user: bot }
    const { gh, octokit } = await start({ issues })
    // Sorted newest first: the oldest (ours) is on page 2.
    const found = await findTrackingIssue(octokit, target)
    expect(found?.number).toBe(1)
    expect(gh.requests.map((r) => [r.method, r.path, r.query])).toEqual([
      ['GET', '/repos/octo/skills/issues', { state: 'open', labels: TRACKING_LABEL, per_page: '100' }],
      ['GET', '/repos/octo/skills/issues', { state: 'open', labels: TRACKING_LABEL, per_page: '100', page: '2' }],
    ])
  })

  test('a custom label and marker are what is asked for and looked for', async () => {
    const { gh, octokit } = await start({
      issues: [
        { title: 'default', body: `${TRACKING_MARKER}`, labels: [TRACKING_LABEL, 'mine'], user: bot },
        { title: 'custom', body: 'intro\n<!-- mine -->\nrest', labels: ['mine'], user: bot },
      ],
    })
    expect((await findTrackingIssue(octokit, { ...target, label: 'mine', marker: '<!-- mine -->' }))?.number).toBe(2)
    expect(gh.requests[0]!.query['labels']).toBe('mine')
  })

  test('skips pull requests, bodies without the marker, users; the first remaining bot issue wins', async () => {
    const { octokit } = await start({
      faults: [
        listing([
          issue(1, `${TRACKING_MARKER}`, bot, { pull_request: { url: 'x' } }),
          issue(2, null, bot),
          issue(3, 'no marker', bot),
          issue(4, `${TRACKING_MARKER}`, human),
          issue(5, `${TRACKING_MARKER}`, null),
          issue(6, `${TRACKING_MARKER}`, { login: 'x' }),
          issue(7, `text first\n${TRACKING_MARKER}`, bot),
          issue(8, `${TRACKING_MARKER}`, bot),
        ]),
      ],
    })
    expect((await findTrackingIssue(octokit, target))?.number).toBe(7)
  })

  test('with an author: that login only, any case, with or without [bot], whatever the type', async () => {
    const items = [
      issue(1, TRACKING_MARKER, null),
      issue(2, TRACKING_MARKER, { login: 'other[bot]', type: 'Bot' }),
      issue(3, TRACKING_MARKER, { login: 'My-App[bot]', type: 'User' }),
    ]
    const { gh, octokit } = await start()
    const find = async (author: string) => {
      gh.faults.push(listing(items))
      return (await findTrackingIssue(octokit, { ...target, author }))?.number
    }
    expect(await find('my-app')).toBe(3)
    expect(await find('MY-APP[bot]')).toBe(3)
    expect(await find('nobody')).toBeUndefined()
    // An empty author is no author: any bot.
    expect(await find('')).toBe(2)
  })

  test('none: undefined', async () => {
    const { octokit } = await start()
    expect(await findTrackingIssue(octokit, target)).toBeUndefined()
  })
})

describe('upsertTrackingIssue', () => {
  test('created: the title, the marked body and the label; the result in full', async () => {
    const { gh, octokit } = await start()
    const r = await upsertTrackingIssue(octokit, { ...target, body: 'week 1', attention: true })
    expect(r).toStrictEqual({ action: 'created', number: 1, url: 'https://github.com/octo/skills/issues/1' })
    const post = gh.requests.find((q) => q.method === 'POST')!
    expect([post.path, post.body]).toStrictEqual(['/repos/octo/skills/issues', { title: TRACKING_TITLE, body: `${TRACKING_MARKER}\nweek 1`, labels: [TRACKING_LABEL] }])
    expect(TRACKING_TITLE).toBe('skill-evals weekly: skills or models need attention')
    expect(TRACKING_LABEL).toBe('skill-evals-weekly')
    expect(TRACKING_MARKER).toBe('<!-- skill-evals:weekly-tracking -->')
  })

  test('a custom title, label and marker; a body already carrying the marker is sent as is', async () => {
    const { gh, octokit } = await start()
    await upsertTrackingIssue(octokit, { ...target, body: 'top\n<!-- m -->\nweek', attention: true, title: 'T', label: 'L', marker: '<!-- m -->' })
    expect(gh.requests.find((q) => q.method === 'POST')!.body).toStrictEqual({ title: 'T', body: 'top\n<!-- m -->\nweek', labels: ['L'] })
    expect(gh.requests[0]!.query['labels']).toBe('L')
  })

  test('updated: only the body is patched; unchanged: no write; the url kept when known', async () => {
    const { gh, octokit } = await start({ issues: [{ title: 'x', body: `${TRACKING_MARKER}\nold`, labels: [TRACKING_LABEL], user: bot }] })
    const r = await upsertTrackingIssue(octokit, { ...target, body: 'new', attention: true })
    expect(r).toStrictEqual({ action: 'updated', number: 1, url: 'https://github.com/octo/skills/issues/1' })
    const patch = gh.requests.find((q) => q.method === 'PATCH')!
    expect([patch.path, patch.body]).toStrictEqual(['/repos/octo/skills/issues/1', { body: `${TRACKING_MARKER}\nnew` }])
    gh.requests.length = 0
    expect(await upsertTrackingIssue(octokit, { ...target, body: 'new', attention: true })).toStrictEqual({ action: 'unchanged', number: 1, url: 'https://github.com/octo/skills/issues/1' })
    expect(gh.requests.map((q) => q.method)).toEqual(['GET'])
  })

  test('unchanged or closed without an html_url: no url key', async () => {
    const { octokit } = await start({ faults: [listing([{ number: 4, body: TRACKING_MARKER + '\nsame', user: bot }])] })
    expect(await upsertTrackingIssue(octokit, { ...target, body: 'same', attention: true })).toStrictEqual({ action: 'unchanged', number: 4 })
  })

  test('nothing needs attention: none (with the open issue\'s number), nothing written', async () => {
    const { gh, octokit } = await start()
    expect(await upsertTrackingIssue(octokit, { ...target, body: 'ok', attention: false })).toStrictEqual({ action: 'none' })
    expect(await upsertTrackingIssue(octokit, { ...target, body: 'ok', attention: false, closeWhenClear: true })).toStrictEqual({ action: 'none' })
    const { gh: gh2, octokit: o2 } = await start({ issues: [{ title: 'x', body: TRACKING_MARKER, labels: [TRACKING_LABEL], user: bot }] })
    expect(await upsertTrackingIssue(o2, { ...target, body: 'ok', attention: false })).toStrictEqual({ action: 'none', number: 1 })
    expect(await upsertTrackingIssue(o2, { ...target, body: 'ok', attention: false, closeWhenClear: false })).toStrictEqual({ action: 'none', number: 1 })
    expect([...gh.requests, ...gh2.requests].every((q) => q.method === 'GET')).toBe(true)
  })

  test('closeWhenClear: closed as completed with the final body', async () => {
    const { gh, octokit } = await start({ issues: [{ title: 'x', body: TRACKING_MARKER, labels: [TRACKING_LABEL], user: bot }] })
    const r = await upsertTrackingIssue(octokit, { ...target, body: 'all clear', attention: false, closeWhenClear: true })
    expect(r).toStrictEqual({ action: 'closed', number: 1, url: 'https://github.com/octo/skills/issues/1' })
    const patch = gh.requests.find((q) => q.method === 'PATCH')!
    expect([patch.path, patch.body]).toStrictEqual(['/repos/octo/skills/issues/1', { body: `${TRACKING_MARKER}\nall clear`, state: 'closed', state_reason: 'completed' }])
    const { octokit: o2 } = await start({ faults: [listing([{ number: 9, body: TRACKING_MARKER, user: bot }]), { method: 'PATCH', status: 200, body: {} }] })
    expect(await upsertTrackingIssue(o2, { ...target, body: 'x', attention: false, closeWhenClear: true })).toStrictEqual({ action: 'closed', number: 9 })
  })

  test('an author given: another bot\'s issue is not updated', async () => {
    const { gh, octokit } = await start({ issues: [{ title: 'x', body: TRACKING_MARKER, labels: [TRACKING_LABEL], user: bot }] })
    const r = await upsertTrackingIssue(octokit, { ...target, body: 'b', attention: true, author: 'my-app' })
    expect(r.action).toBe('created')
    expect(gh.issues.get(1)!.body).toBe(TRACKING_MARKER)
  })

  test('the body is clipped at exactly 65,536 characters, ending with the note', async () => {
    const { gh, octokit } = await start()
    const at = `${TRACKING_MARKER}\n${'y'.repeat(ISSUE_MAX_CHARS - TRACKING_MARKER.length - 1)}`
    expect(at.length).toBe(ISSUE_MAX_CHARS)
    await upsertTrackingIssue(octokit, { ...target, body: at, attention: true, title: 'a' })
    expect(gh.issues.get(1)!.body).toBe(at)
    const over = at + 'z'
    await upsertTrackingIssue(octokit, { ...target, body: over, attention: true, marker: '<!-- x -->', title: 'b', label: 'other' })
    const clipped = gh.issues.get(2)!.body
    expect(clipped).toBe(`<!-- x -->\n${over}`.slice(0, ISSUE_MAX_CHARS - NOTE.length) + NOTE)
    expect(clipped.length).toBe(ISSUE_MAX_CHARS)
  })

  test('failures: skipped with the status and message, warned once; without a status, the message alone', async () => {
    const { octokit } = await start({ readOnly: true })
    const { lines, log } = recorder()
    const r = await upsertTrackingIssue(octokit, { ...target, body: 'x', attention: true, log })
    const warning = 'Could not open or update the tracking issue (403): Resource not accessible by integration - https://docs.github.com/rest'
    expect(r).toStrictEqual({ action: 'skipped', warning })
    expect(lines).toEqual([`warning: ${warning}`])
    const broken = { paginate: async () => Promise.reject(new Error('offline')), rest: { issues: {} } } as unknown as Parameters<typeof upsertTrackingIssue>[0]
    expect(await upsertTrackingIssue(broken, { ...target, body: 'x', attention: true })).toStrictEqual({ action: 'skipped', warning: 'Could not open or update the tracking issue: offline' })
  })
})

describe('trackingIssueBody', () => {
  const table = (over: Partial<CrossModelTable> = {}): CrossModelTable =>
    ({
      kind: 'skill-evals/cross-model',
      schema_version: 1,
      generated_at: '2026-11-10T04:00:00.000Z',
      models: [],
      anomaly_threshold_se: 2,
      alpha: 0.05,
      min_drop: 0.05,
      totals: [],
      skills: [],
      anomalies: [],
      regressions: [],
      lifecycle: [],
      ...over,
    }) as CrossModelTable
  const rest = (t: CrossModelTable) => renderCrossModelMarkdown(t, { escape: mdEscape, headingLevel: 2 })
  const lc = (model: string, status: 'active' | 'deprecated' | 'retired' | 'unknown', near: boolean, message: string) =>
    ({ model, status, end_of_life: null, days_left: null, near_end_of_life: near, source: 'none', message }) as CrossModelTable['lifecycle'][number]

  test('nothing needs attention: the marker, the date from the table, the all-clear line, the table', () => {
    const t = table({ lifecycle: [lc('m-ok', 'active', false, 'fine'), lc('m-unk', 'unknown', false, '?')] })
    expect(trackingIssueBody(t)).toBe(
      [TRACKING_MARKER, '# skill-evals weekly: 2026-11-10', '', 'Nothing needs attention this week: no regression on any model, no configured model near its end of life.', '', rest(t)].join('\n') + '\n',
    )
  })

  test('regressions and lifecycle problems as task lists, escaped, then the table and the run link', () => {
    const t = table({
      regressions: [{ skill: 'pl`an', model: 'm*1', head_rate: 0.304, base_rate: 0.905, delta: -0.6, p_value: 0.012345, reason: 'r', source: 's' }],
      lifecycle: [lc('m-ok', 'active', false, 'fine'), lc('m-dep', 'deprecated', false, 'deprecated'), lc('m-ret', 'retired', false, 'gone'), lc('m-eol', 'active', true, 'soon'), lc('m-unk', 'unknown', false, '?')],
    })
    const body = trackingIssueBody(t, { date: '2026-11-11', runUrl: 'https://github.com/o/r/actions/runs/7 a\tb' })
    expect(body).toBe(
      [
        TRACKING_MARKER,
        '# skill-evals weekly: 2026-11-11',
        '',
        'Updated by the weekly cross-model run; it edits this issue in place every week while something needs attention.',
        '',
        '## Regressions',
        '',
        `- [ ] **${mdEscape('pl`an')}** on ${mdEscape('m*1')}: 91% → 30% (p = 0.012)`,
        '',
        '## Models',
        '',
        '- [ ] m-dep: deprecated',
        '- [ ] m-ret: gone',
        '- [ ] m-eol: soon',
        '',
        rest(t),
        '',
        '[Workflow run](https://github.com/o/r/actions/runs/7%20a%09b)',
      ].join('\n') + '\n',
    )
  })

  test('only a lifecycle problem: no regressions section; only a regression: no models section', () => {
    const onlyModels = trackingIssueBody(table({ lifecycle: [lc('m', 'retired', false, 'gone')] }), { date: 'd' })
    expect(onlyModels).not.toContain('## Regressions')
    expect(onlyModels).toContain('## Models\n\n- [ ] m: gone\n\n')
    const onlyReg = trackingIssueBody(table({ regressions: [{ skill: 's', model: 'm', head_rate: 0.5, base_rate: 1, delta: -0.5, p_value: 0.5, reason: '', source: '' }] }), { date: 'd' })
    expect(onlyReg).toContain('## Regressions\n\n- [ ] **s** on m: 100% → 50% (p = 0.50)\n\n## Cross-model')
    expect(onlyReg).not.toContain('## Models')
    expect(onlyReg).not.toContain('[Workflow run]')
  })

  test('the run link: brackets and white space in the URL are percent-encoded, so the Markdown link ends where the URL does', () => {
    const body = trackingIssueBody(table({}), { date: '2026-11-11', runUrl: 'https://ghe.example/o/r (x)/runs/7' })
    expect(body).toContain('[Workflow run](https://ghe.example/o/r%20%28x%29/runs/7)')
  })
})
