/**
 * Issue 23, bug 5: the sticky-comment lookup stops at the page where the marker was found, so a
 * busy PR (more than 100 comments) is updated in place instead of getting a duplicate comment.
 * Real Octokit against the fake GitHub server, which pages with `Link` headers.
 */
import { describe, test, expect, afterEach } from '@jest/globals'
import { createGitHubClient } from '../../src/github/client.js'
import { commentMarker, findComment, upsertComment } from '../../src/github/comment.js'
import { startFakeGitHub, type FakeGitHub, type FakeUser } from '../fakes/github-server.js'

let fake: FakeGitHub | undefined
afterEach(async () => {
  await fake?.close()
  fake = undefined
})

const log = { info: (): void => undefined, warning: (): void => undefined }
const target = { owner: 'octo', repo: 'skills', issueNumber: 7 }
const marker = commentMarker({ workflow: 'skill-evals', job: 'report', cell: '-' })
const bot = { login: 'github-actions[bot]', type: 'Bot' as const }
const human = { login: 'alice', type: 'User' as const }

function busy(n: number, ours: number): { body: string; user: FakeUser }[] {
  const list: { body: string; user: FakeUser }[] = Array.from({ length: n }, (_, i) => ({ body: `chatter ${i}`, user: human }))
  list[ours] = { body: `${marker}\n## Report v1`, user: bot }
  return list
}

const commentGets = (f: FakeGitHub) => f.requests.filter((r) => r.method === 'GET' && r.path.endsWith('/issues/7/comments')).map((r) => r.query['page'] ?? '1')

describe('bug 5: the sticky-comment lookup stops at the page with the marker (busy PR)', () => {
  test('marker on page 1 of 3: one GET, updated in place, no duplicate', async () => {
    fake = await startFakeGitHub({ pulls: [{ number: 7, files: [] }], comments: { 7: busy(250, 10) } })
    const octokit = createGitHubClient('t', { baseUrl: fake.url })
    const r = await upsertComment(octokit, { ...target, marker, body: '## Report v2', log })
    expect(r.action).toBe('updated')
    expect(commentGets(fake)).toEqual(['1'])
    const list = fake.comments.get(7)!
    expect(list).toHaveLength(250)
    expect(list[10]!.body).toBe(`${marker}\n## Report v2`)
    expect(list.filter((c) => c.body.startsWith(marker))).toHaveLength(1)
  })

  test('marker on page 2 of 3: stops after page 2 and finds that comment', async () => {
    fake = await startFakeGitHub({ pulls: [{ number: 7, files: [] }], comments: { 7: busy(250, 150) } })
    const octokit = createGitHubClient('t', { baseUrl: fake.url })
    const found = await findComment(octokit, { ...target, marker })
    expect(found?.body).toBe(`${marker}\n## Report v1`)
    expect(commentGets(fake)).toEqual(['1', '2'])
    const r = await upsertComment(octokit, { ...target, marker, body: '## Report v2', log })
    expect(r.action).toBe('updated')
    expect(fake.comments.get(7)!).toHaveLength(250)
  })
})
