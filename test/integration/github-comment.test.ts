import { describe, test, expect, afterEach } from '@jest/globals'
import { createGitHubClient, rateLimitWait } from '../../src/github/client.js'
import { commentMarker, trimCommentBody, upsertComment, withMarker } from '../../src/github/comment.js'
import { startFakeGitHub, type FakeGitHub, type FakeUser } from '../fakes/github-server.js'

let fake: FakeGitHub | undefined
afterEach(async () => {
  await fake?.close()
  fake = undefined
})

const logs: string[] = []
const log = { info: (m: string): void => void logs.push(m), warning: (m: string): void => void logs.push(`WARN ${m}`) }
const target = { owner: 'octo', repo: 'skills', issueNumber: 7 }
const marker = commentMarker({ workflow: 'skill-evals', job: 'report', cell: 'shard 2/4' })
const bot = { login: 'github-actions[bot]', type: 'Bot' as const }
const human = { login: 'alice', type: 'User' as const }

describe('commentMarker', () => {
  test('hidden, sanitised, one per workflow/job/cell', () => {
    expect(marker).toBe('<!-- skill-evals:skill-evals:report:shard_2/4 -->')
    expect(commentMarker({ workflow: 'a-->b<x>', job: 'j' })).toBe('<!-- skill-evals:a-_b_x_:j:- -->')
    expect(withMarker('hello', marker)).toBe(`${marker}\nhello`)
    expect(withMarker(`${marker}\nhello`, marker)).toBe(`${marker}\nhello`)
  })
})

describe('upsertComment', () => {
  test('creates, then finds the marker on page 2 and updates it in place', async () => {
    // 150 comments: the marker of another cell on page 1, a user quoting our marker, ours on page 2.
    const comments: { body: string; user: FakeUser }[] = Array.from({ length: 150 }, (_, i) => ({ body: `chatter ${i}`, user: human }))
    comments[3] = { body: commentMarker({ workflow: 'skill-evals', job: 'report', cell: 'shard 1/4' }) + '\nother cell', user: bot }
    comments[40] = { body: `${marker}\nquoted by a human`, user: human }
    fake = await startFakeGitHub({ pulls: [{ number: 7, files: [] }], comments: { 7: comments } })
    const octokit = createGitHubClient('t', { baseUrl: fake.url })

    const first = await upsertComment(octokit, { ...target, marker, body: '## Report v1', log })
    expect(first.action).toBe('created')
    expect(first.url).toMatch(/^https:\/\/github.com\/octo\/skills\/pull\/7#issuecomment-\d+$/)
    const list = fake.comments.get(7)!
    expect(list).toHaveLength(151)
    expect(list.at(-1)!.body).toBe(`${marker}\n## Report v1`)
    // It paged through everything (100 per page) before creating.
    const gets = fake.requests.filter((r) => r.method === 'GET' && r.path.endsWith('/issues/7/comments'))
    expect(gets.map((r) => r.query['page'] ?? '1')).toEqual(['1', '2'])
    expect(gets.every((r) => r.query['per_page'] === '100')).toBe(true)

    const second = await upsertComment(octokit, { ...target, marker, body: '## Report v2', log })
    expect(second).toMatchObject({ action: 'updated', id: first.id, url: first.url })
    expect(fake.comments.get(7)).toHaveLength(151)
    expect(list.at(-1)!.body).toBe(`${marker}\n## Report v2`)
    expect(list[40]!.body).toBe(`${marker}\nquoted by a human`) // the human's comment untouched
    expect(fake.requests.filter((r) => r.method === 'PATCH')).toHaveLength(1)

    const third = await upsertComment(octokit, { ...target, marker, body: '## Report v2', log })
    expect(third.action).toBe('unchanged')
    expect(fake.requests.filter((r) => r.method === 'PATCH')).toHaveLength(1)
  })

  test('author option: a PAT/App login instead of any bot', async () => {
    fake = await startFakeGitHub({ pulls: [{ number: 7, files: [] }], user: { login: 'my-app[bot]', type: 'Bot' }, comments: { 7: [{ body: `${marker}\nold`, user: { login: 'other[bot]', type: 'Bot' } }] } })
    const octokit = createGitHubClient('t', { baseUrl: fake.url })
    const r = await upsertComment(octokit, { ...target, marker, body: 'new', author: 'my-app', log })
    expect(r.action).toBe('created')
    expect(fake.comments.get(7)![0]!.body).toBe(`${marker}\nold`)
  })

  test('403 (read-only token of a fork PR) is tolerated with a warning', async () => {
    fake = await startFakeGitHub({ pulls: [{ number: 7, files: [] }], readOnly: true })
    const octokit = createGitHubClient('t', { baseUrl: fake.url })
    logs.length = 0
    const r = await upsertComment(octokit, { ...target, marker, body: 'x', log })
    expect(r.action).toBe('skipped')
    expect(r.warning).toMatch(/Could not create the PR comment on octo\/skills#7: Resource not accessible by integration.*job summary/)
    expect(logs.some((l) => l.startsWith('WARN'))).toBe(true)
  })

  test('404 on a missing PR is tolerated; a comment deleted meanwhile is re-created', async () => {
    fake = await startFakeGitHub({ pulls: [{ number: 7, files: [] }], comments: { 7: [{ body: `${marker}\nold`, user: bot }] } })
    const octokit = createGitHubClient('t', { baseUrl: fake.url })
    const missing = await upsertComment(octokit, { ...target, issueNumber: 99, marker, body: 'x', log })
    expect(missing.action).toBe('skipped')
    expect(missing.warning).toMatch(/Not Found.*not found/)
    fake.faults.push({ method: 'PATCH', path: '/issues/comments/', status: 404, body: { message: 'Not Found' } })
    const r = await upsertComment(octokit, { ...target, marker, body: 'new', log })
    expect(r.action).toBe('created')
    expect(fake.comments.get(7)).toHaveLength(2)
  })

  test('422 "body too long" is retried once with a trimmed body', async () => {
    fake = await startFakeGitHub({ pulls: [{ number: 7, files: [] }], maxCommentChars: 5000 })
    const octokit = createGitHubClient('t', { baseUrl: fake.url })
    const body = ['## Big report', '```', ...Array.from({ length: 400 }, (_, i) => `line ${i} ${'x'.repeat(20)}`), '```'].join('\n')
    const r = await upsertComment(octokit, { ...target, marker, body, retryMaxChars: 4000, log })
    expect(r).toMatchObject({ action: 'created', trimmed: true })
    const posted = fake.comments.get(7)![0]!.body
    expect(posted.length).toBeLessThanOrEqual(4000)
    expect(posted.startsWith(marker)).toBe(true)
    expect(posted).toMatch(/```\n\n_Comment truncated; see the job summary/)
    expect(fake.requests.filter((q) => q.method === 'POST')).toHaveLength(2)

    // Still too long after the retry: skipped, not thrown, and no third attempt.
    const r2 = await upsertComment(octokit, { ...target, issueNumber: 7, marker: commentMarker({ workflow: 'w', job: 'j' }), body, retryMaxChars: 6000, log })
    expect(r2.action).toBe('skipped')
    expect(r2.warning).toMatch(/Body is too long/)
    expect(fake.requests.filter((q) => q.method === 'POST')).toHaveLength(4)
  })

  test('a rate-limited answer (403, remaining 0, retry-after) is retried once after the wait', async () => {
    fake = await startFakeGitHub({
      pulls: [{ number: 7, files: [] }],
      faults: [{ method: 'GET', path: '/issues/7/comments', status: 403, headers: { 'x-ratelimit-remaining': '0', 'retry-after': '1' }, body: { message: 'API rate limit exceeded' } }],
    })
    const waits: number[] = []
    const octokit = createGitHubClient('t', { baseUrl: fake.url, sleep: async (ms) => void waits.push(ms), log })
    const r = await upsertComment(octokit, { ...target, marker, body: 'x', log })
    expect(r.action).toBe('created')
    expect(waits).toEqual([1000])

    // Twice in a row → the second answer stands (one retry only) → skipped with a warning.
    fake.faults.push({ method: 'GET', path: '/issues/7/comments', status: 429, headers: { 'retry-after': '0' }, times: 2 })
    const r2 = await upsertComment(octokit, { ...target, marker, body: 'y', log })
    expect(r2.action).toBe('skipped')
    // A wait longer than the cap is not honoured.
    expect(rateLimitWait({ status: 403, response: { headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + 3600) } } })).toBeGreaterThan(3000)
    expect(rateLimitWait({ status: 403, response: { headers: {} } })).toBeUndefined() // a plain permission error
  })
})

describe('trimCommentBody', () => {
  test('cuts at a line, closes the fence, appends the note; short bodies unchanged', () => {
    expect(trimCommentBody('short', 100)).toBe('short')
    const t = trimCommentBody('a\n```\n' + 'line\n'.repeat(1000), 500)
    expect(t.length).toBeLessThanOrEqual(500)
    expect(t).toMatch(/line\n```\n\n_Comment truncated/)
  })
})
