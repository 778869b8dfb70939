/**
 * Mutation part `github`: the sticky PR comment (src/github/comment.ts). The marker and its
 * sanitised parts, the body trim at its exact limits, which listed comment counts as ours, the
 * exact requests the upsert makes (paths, page size, bodies), the retry of a 422 "too long" with
 * the trimmed body, and every skip warning word for word. Real Octokit against the loopback fake.
 */
import { afterEach, describe, expect, test } from '@jest/globals'
import { createGitHubClient } from '../../src/github/client.js'
import { commentMarker, COMMENT_MAX_CHARS, findComment, trimCommentBody, upsertComment, withMarker } from '../../src/github/comment.js'
import { startFakeGitHub, type FakeGitHub, type FakeGitHubOptions, type FakeUser } from '../fakes/github-server.js'

let fake: FakeGitHub | undefined
afterEach(async () => {
  await fake?.close()
  fake = undefined
})

const target = { owner: 'octo', repo: 'skills', issueNumber: 7 }
const marker = '<!-- skill-evals:w:j:- -->'
const bot = { login: 'github-actions[bot]', type: 'Bot' as const }
const human = { login: 'alice', type: 'User' as const }
const NOTE = '_Comment truncated; see the job summary and the viewer artifact for the full report._'

function recorder() {
  const lines: string[] = []
  return { lines, log: { info: (m: string) => void lines.push(`info: ${m}`), warning: (m: string) => void lines.push(`warning: ${m}`) } }
}

async function start(o: FakeGitHubOptions = {}) {
  fake = await startFakeGitHub({ pulls: [{ number: 7, files: [] }], ...o })
  return { gh: fake, octokit: createGitHubClient('t', { baseUrl: fake.url, env: {} }) }
}

const calls = (f: FakeGitHub) => f.requests.map((r) => `${r.method} ${r.path}${r.query['page'] ? `?page=${r.query['page']}` : ''}`)

/** A listing answer the fake cannot build itself (odd users, null bodies). */
function listing(items: Record<string, unknown>[]) {
  return { method: 'GET', path: '/issues/7/comments', status: 200, body: items }
}
const listed = (id: number, body: string | null, user: Record<string, unknown> | null) => ({ id, body, user, html_url: `https://github.com/octo/skills/pull/7#issuecomment-${id}` })

describe('commentMarker and withMarker', () => {
  test('each part sanitised: dash runs to one dash, <>:whitespace runs to one underscore, 100 characters, empty → -', () => {
    expect(commentMarker({ workflow: 'a---b--c', job: 'x<< :>y', cell: 'p\t\n q' })).toBe('<!-- skill-evals:a-b-c:x_y:p_q -->')
    expect(commentMarker({ workflow: 'a-b', job: 'a b', cell: '' })).toBe('<!-- skill-evals:a-b:a_b:- -->')
    expect(commentMarker({ workflow: '', job: '', cell: undefined })).toBe('<!-- skill-evals:-:-:- -->')
    expect(commentMarker({ workflow: 'w', job: 'j' })).toBe('<!-- skill-evals:w:j:- -->')
    const long = 'x'.repeat(101)
    expect(commentMarker({ workflow: long, job: 'y'.repeat(100), cell: 'z' })).toBe(`<!-- skill-evals:${'x'.repeat(100)}:${'y'.repeat(100)}:z -->`)
    // The cut is after the clean-up: 50 "a<" pairs become 100 characters exactly.
    expect(commentMarker({ workflow: 'a<'.repeat(50) + 'tail', job: 'j' })).toBe(`<!-- skill-evals:${'a_'.repeat(50)}:j:- -->`)
  })

  test('withMarker: kept when the body starts with it (after leading whitespace), else put on its own first line', () => {
    expect(withMarker('hello', marker)).toBe(`${marker}\nhello`)
    expect(withMarker(`${marker}\nhello`, marker)).toBe(`${marker}\nhello`)
    expect(withMarker(`\n  ${marker}\nhello`, marker)).toBe(`\n  ${marker}\nhello`)
    expect(withMarker(`hello\n${marker}`, marker)).toBe(`${marker}\nhello\n${marker}`)
    expect(withMarker('', marker)).toBe(`${marker}\n`)
  })
})

describe('trimCommentBody', () => {
  const alpha = 'abcdefghijklmnopqrstuvwxyz'
  const tail = '\n\nN\n' // 4 characters

  test('at the limit the body is kept; one above it is cut', () => {
    expect(trimCommentBody('x'.repeat(20), 20, 'N')).toBe('x'.repeat(20))
    expect(trimCommentBody('x'.repeat(19), 20, 'N')).toBe('x'.repeat(19))
    expect(trimCommentBody('x'.repeat(21), 20, 'N')).toBe('x'.repeat(8) + tail)
  })

  test('keeps maxChars − note − 8 characters, then the note; never a negative cut', () => {
    expect(trimCommentBody(alpha, 20, 'N')).toBe('abcdefgh' + tail)
    expect(trimCommentBody(alpha, 21, 'N')).toBe('abcdefghi' + tail)
    expect(trimCommentBody(alpha, 12, 'N')).toBe(tail)
    expect(trimCommentBody(alpha, 5, 'N')).toBe(tail)
    expect(trimCommentBody(alpha, 0, 'N')).toBe(tail)
  })

  test('the default limit is 60,000 and the default note points at the job summary and the viewer', () => {
    const at = 'y'.repeat(60_000)
    expect(trimCommentBody(at)).toBe(at)
    const out = trimCommentBody('y'.repeat(60_001))
    const t = `\n\n${NOTE}\n`
    expect(out).toBe('y'.repeat(60_000 - t.length - 8) + t)
    expect(COMMENT_MAX_CHARS).toBe(65536)
  })

  test('a surrogate pair is never split; a whole pair before the cut stays', () => {
    // The cut (8 characters) would end on the high half of 😀.
    expect(trimCommentBody('abcdefg😀' + alpha, 20, 'N')).toBe('abcdefg' + tail)
    // A pair well inside the cut is kept whole.
    expect(trimCommentBody('a😀bcdefghijklmnopqrstuvwxyz', 20, 'N')).toBe('a😀bcdef' + tail)
  })

  test('cuts back to the last line break only when it is past the middle of the cut', () => {
    // cut = 'abcde\ngh' (8): the break at 5 > 4 → 'abcde'.
    expect(trimCommentBody('abcde\nghijklmnopqrstuvwxyz', 20, 'N')).toBe('abcde' + tail)
    // Break at exactly the middle (4 of 8): kept as is.
    expect(trimCommentBody('abcd\nfghijklmnopqrstuvwxyz', 20, 'N')).toBe('abcd\nfgh' + tail)
    // Break early (2 of 8): kept as is.
    expect(trimCommentBody('ab\ndefghijklmnopqrstuvwxyz', 20, 'N')).toBe('ab\ndefgh' + tail)
  })

  test('an open code fence (``` or ~~~, indented or not, on any line) is closed; a closed one is not', () => {
    const cut = (s: string) => trimCommentBody(s + '\n' + 'z'.repeat(100), s.length + 13, 'N')
    // The cut ends exactly before the added line (s.length characters, no later break).
    expect(cut('x\n```js\nco')).toBe('x\n```js\nco\n```' + tail)
    expect(cut('x\n  ~~~\nco')).toBe('x\n  ~~~\nco\n```' + tail)
    expect(cut('```\nco\n```')).toBe('```\nco\n```' + tail)
    expect(cut('```\na\n```\n```')).toBe('```\na\n```\n```\n```' + tail)
    expect(cut('x\nno fence')).toBe('x\nno fence' + tail)
    // Back-ticks inside a line are not a fence.
    expect(cut('x\nsay ```hi')).toBe('x\nsay ```hi' + tail)
  })
})

describe('findComment: which comment is ours', () => {
  test('pages through with 100 per page on the issue comments path and stops at the first match', async () => {
    const comments = Array.from({ length: 230 }, (_, i) => ({ body: `chatter ${i}`, user: human as FakeUser }))
    comments[120] = { body: `${marker}\nfirst`, user: bot }
    comments[210] = { body: `${marker}\nsecond`, user: bot }
    const { gh, octokit } = await start({ comments: { 7: comments } })
    const found = await findComment(octokit, { ...target, marker })
    expect(found?.body).toBe(`${marker}\nfirst`)
    expect(found?.html_url).toMatch(/#issuecomment-\d+$/)
    expect(calls(gh)).toEqual(['GET /repos/octo/skills/issues/7/comments', 'GET /repos/octo/skills/issues/7/comments?page=2'])
    expect(gh.requests.map((r) => r.query['per_page'])).toEqual(['100', '100'])
  })

  test('none on any page: every page read, undefined', async () => {
    const comments = Array.from({ length: 201 }, (_, i) => ({ body: `chatter ${i}`, user: human }))
    const { gh, octokit } = await start({ comments: { 7: comments } })
    expect(await findComment(octokit, { ...target, marker })).toBeUndefined()
    expect(gh.requests.map((r) => r.query['page'] ?? '1')).toEqual(['1', '2', '3'])
  })

  test('the marker must open the body (leading whitespace allowed); any bot by default, never a user', async () => {
    const { octokit } = await start({
      faults: [
        listing([
          listed(1, null, bot),
          listed(2, `quoting ${marker}`, bot),
          listed(3, `${marker}\nby a user`, human),
          listed(4, `${marker}\nno user`, null),
          listed(5, `${marker}\nno type`, { login: 'x' }),
          listed(6, `\n \t${marker}\nours`, bot),
          listed(7, `${marker}\nlater`, bot),
        ]),
      ],
    })
    expect((await findComment(octokit, { ...target, marker }))?.id).toBe(6)
  })

  test('with an author: that login only, with or without [bot], whatever the account type', async () => {
    const items = [
      listed(1, `${marker}\nother bot`, { login: 'other[bot]', type: 'Bot' }),
      listed(2, `${marker}\nno user`, null),
      listed(3, `${marker}\napp x[bot]y`, { login: 'x[bot]y', type: 'Bot' }),
      listed(4, `${marker}\nmine`, { login: 'my-app[bot]', type: 'User' }),
    ]
    const { gh, octokit } = await start()
    const find = async (author: string) => {
      gh.faults.push(listing(items))
      return (await findComment(octokit, { ...target, marker, author }))?.id
    }
    expect(await find('my-app')).toBe(4)
    expect(await find('my-app[bot]')).toBe(4)
    expect(await find('xy')).toBeUndefined()
    expect(await find('x[bot]y')).toBe(3)
    expect(await find('')).toBe(2)
    expect(await find('nobody')).toBeUndefined()
  })
})

describe('upsertComment: the requests and the results', () => {
  test('created: POST on the issue with the marked body; the result is exactly created/id/url', async () => {
    const { gh, octokit } = await start({ comments: { 7: [] } })
    const r = await upsertComment(octokit, { ...target, marker, body: 'report' })
    const c = gh.comments.get(7)![0]!
    expect(r).toStrictEqual({ action: 'created', id: c.id, url: `https://github.com/octo/skills/pull/7#issuecomment-${c.id}` })
    expect(calls(gh)).toEqual(['GET /repos/octo/skills/issues/7/comments', 'POST /repos/octo/skills/issues/7/comments'])
    expect(gh.requests[1]!.body).toStrictEqual({ body: `${marker}\nreport` })
  })

  test('updated: PATCH on the comment with the marked body; unchanged: no write at all', async () => {
    const { gh, octokit } = await start({ comments: { 7: [{ body: 'chatter', user: human }, { body: `${marker}\nold`, user: bot }] } })
    const id = gh.comments.get(7)![1]!.id
    const url = `https://github.com/octo/skills/pull/7#issuecomment-${id}`
    const r = await upsertComment(octokit, { ...target, marker, body: 'new' })
    expect(r).toStrictEqual({ action: 'updated', id, url })
    expect(calls(gh)).toEqual(['GET /repos/octo/skills/issues/7/comments', `PATCH /repos/octo/skills/issues/comments/${id}`])
    expect(gh.requests[1]!.body).toStrictEqual({ body: `${marker}\nnew` })
    gh.requests.length = 0
    const again = await upsertComment(octokit, { ...target, marker, body: `${marker}\nnew` })
    expect(again).toStrictEqual({ action: 'unchanged', id, url })
    expect(calls(gh)).toEqual(['GET /repos/octo/skills/issues/7/comments'])
  })

  test('a body that differs only by the marker line is compared with the marker added', async () => {
    const { gh, octokit } = await start({ comments: { 7: [{ body: `${marker}\nsame`, user: bot }] } })
    expect((await upsertComment(octokit, { ...target, marker, body: 'same' })).action).toBe('unchanged')
    expect(gh.requests).toHaveLength(1)
  })

  test('with an author: another account\'s marked comment is left and a new one created', async () => {
    const { gh, octokit } = await start({ user: { login: 'my-app[bot]', type: 'Bot' }, comments: { 7: [{ body: `${marker}\nold`, user: bot }] } })
    const r = await upsertComment(octokit, { ...target, marker, body: 'x', author: 'my-app' })
    expect(r.action).toBe('created')
    const again = await upsertComment(octokit, { ...target, marker, body: 'y', author: 'my-app[bot]' })
    expect(again).toMatchObject({ action: 'updated', id: r.id })
    expect(gh.comments.get(7)!.map((c) => c.body)).toEqual([`${marker}\nold`, `${marker}\ny`])
  })
})

describe('upsertComment: failures become a skip with a warning', () => {
  test('listing fails: "read", with the 403 hint; logged once; no write', async () => {
    const { gh, octokit } = await start({ faults: [{ method: 'GET', status: 403, body: { message: 'Resource not accessible by integration' } }] })
    const { lines, log } = recorder()
    const r = await upsertComment(octokit, { ...target, marker, body: 'x', log })
    const warning =
      'Could not read the PR comment on octo/skills#7: Resource not accessible by integration. The token cannot write comments here (a pull request from a fork, or missing `pull-requests: write` permission); the report is in the job summary.'
    expect(r).toStrictEqual({ action: 'skipped', warning })
    expect(lines).toEqual([`warning: ${warning}`])
    expect(gh.requests).toHaveLength(1)
  })

  test('404: the not-found hint; any other status: no hint', async () => {
    const { octokit } = await start()
    const missing = await upsertComment(octokit, { ...target, issueNumber: 99, marker, body: 'x' })
    expect(missing).toStrictEqual({ action: 'skipped', warning: 'Could not read the PR comment on octo/skills#99: Not Found - https://docs.github.com/rest. The pull request was not found, or the token cannot see it.' })
    fake!.faults.push({ method: 'POST', status: 500, body: { message: 'Server Error' } })
    const err = await upsertComment(octokit, { ...target, marker, body: 'x' })
    expect(err).toStrictEqual({ action: 'skipped', warning: 'Could not create the PR comment on octo/skills#7: Server Error.' })
  })

  test('update refused (403): "update", and no comment is created instead', async () => {
    const { gh, octokit } = await start({ comments: { 7: [{ body: `${marker}\nold`, user: bot }] }, faults: [{ method: 'PATCH', status: 403, body: { message: 'Forbidden' } }] })
    const { lines, log } = recorder()
    const r = await upsertComment(octokit, { ...target, marker, body: 'x', log })
    expect(r.action).toBe('skipped')
    expect(r.warning).toBe(
      'Could not update the PR comment on octo/skills#7: Forbidden. The token cannot write comments here (a pull request from a fork, or missing `pull-requests: write` permission); the report is in the job summary.',
    )
    expect(lines).toEqual([`warning: ${r.warning}`])
    expect(gh.requests.map((q) => q.method)).toEqual(['GET', 'PATCH'])
  })

  test('the comment was deleted meanwhile (404 on update): logged, then created; a failing create then says "create"', async () => {
    const { gh, octokit } = await start({ comments: { 7: [{ body: `${marker}\nold`, user: bot }] }, faults: [{ method: 'PATCH', status: 404, body: { message: 'Not Found' } }] })
    const { lines, log } = recorder()
    const r = await upsertComment(octokit, { ...target, marker, body: 'x', log })
    expect(r.action).toBe('created')
    expect(lines).toEqual(['info: The previous skill-evals comment on octo/skills#7 is gone; creating a new one.'])
    expect(gh.requests.map((q) => q.method)).toEqual(['GET', 'PATCH', 'POST'])

    gh.faults.push({ method: 'PATCH', status: 404, body: { message: 'Not Found' } }, { method: 'POST', status: 500, body: { message: 'Server Error' } })
    const r2 = await upsertComment(octokit, { ...target, marker, body: 'y' })
    expect(r2).toStrictEqual({ action: 'skipped', warning: 'Could not create the PR comment on octo/skills#7: Server Error.' })
  })

  test('no logger: the skip still comes back', async () => {
    const { octokit } = await start({ readOnly: true })
    const r = await upsertComment(octokit, { ...target, marker, body: 'x' })
    expect(r.action).toBe('skipped')
  })
})

describe('upsertComment: the 422 "too long" retry', () => {
  const big = (n: number) => Array.from({ length: n }, (_, i) => `line ${i} ${'x'.repeat(40)}`).join('\n')

  test('retried once with the body trimmed to 90% of its length when that is under the budget', async () => {
    const { gh, octokit } = await start({ comments: { 7: [] }, maxCommentChars: 4500 })
    const { lines, log } = recorder()
    const body = `${marker}\n${big(100)}`
    expect(body.length).toBeGreaterThan(4500)
    const r = await upsertComment(octokit, { ...target, marker, body, log })
    const posted = gh.comments.get(7)![0]!
    const expected = trimCommentBody(body, Math.floor(body.length * 0.9))
    expect(posted.body).toBe(expected)
    expect(r).toStrictEqual({ action: 'created', id: posted.id, url: `https://github.com/octo/skills/pull/7#issuecomment-${posted.id}`, trimmed: true })
    expect(gh.requests.filter((q) => q.method === 'POST').map((q) => (q.body as { body: string }).body)).toEqual([body, expected])
    expect(lines).toEqual([
      `warning: The PR comment on octo/skills#7 was too long for GitHub (Validation Failed: {"resource":"IssueComment","code":"unprocessable","field":"data","message":"Body is too long (maximum is 65536 characters)"} - https://docs.github.com/rest/issues/comments#create-an-issue-comment); retrying with a body trimmed to ${expected.length} characters.`,
    ])
  })

  test('the budget (retryMaxChars) wins when it is smaller; the default budget is 60,000', async () => {
    const { gh, octokit } = await start({ comments: { 7: [] }, maxCommentChars: 3000 })
    const body = `${marker}\n${big(100)}`
    await upsertComment(octokit, { ...target, marker, body, retryMaxChars: 1000 })
    expect(gh.comments.get(7)![0]!.body).toBe(trimCommentBody(body, 1000))
    await gh.close()

    const { gh: gh2, octokit: o2 } = await start({ comments: { 7: [] } })
    const huge = `${marker}\n${'z'.repeat(70_000)}`
    const r = await upsertComment(o2, { ...target, marker, body: huge })
    expect(r.trimmed).toBe(true)
    expect(gh2.comments.get(7)![0]!.body).toBe(trimCommentBody(huge, 60_000))
  })

  test('a budget shorter than the marker: the marker is put back in front', async () => {
    const { gh, octokit } = await start({ comments: { 7: [] }, maxCommentChars: 3000 })
    const body = `${marker}\n${big(100)}`
    await upsertComment(octokit, { ...target, marker, body, retryMaxChars: 10 })
    expect(gh.comments.get(7)![0]!.body).toBe(`${marker}\n${trimCommentBody(body, 10)}`)
  })

  test('an update that is too long is retried as an update and says trimmed', async () => {
    const { gh, octokit } = await start({ comments: { 7: [{ body: `${marker}\nold`, user: bot }] }, maxCommentChars: 4500 })
    const body = big(100)
    const r = await upsertComment(octokit, { ...target, marker, body })
    const c = gh.comments.get(7)![0]!
    expect(r).toStrictEqual({ action: 'updated', id: c.id, url: `https://github.com/octo/skills/pull/7#issuecomment-${c.id}`, trimmed: true })
    expect(gh.requests.map((q) => q.method)).toEqual(['GET', 'PATCH', 'PATCH'])
    expect(c.body.startsWith(`${marker}\nline 0 `)).toBe(true)
  })

  test('what counts as "too long": a 422 saying "too long" or "maximum is" (any case, message or data); nothing else', async () => {
    const { gh, octokit } = await start({ comments: { 7: [] } })
    const posts = async (fault: { status: number; body: unknown }) => {
      gh.requests.length = 0
      gh.faults.push({ method: 'POST', ...fault })
      const r = await upsertComment(octokit, { ...target, marker: `<!-- ${gh.faults.length}:${Math.random()} -->`, body: 'b' })
      return [r.action, gh.requests.filter((q) => q.method === 'POST').length]
    }
    expect(await posts({ status: 422, body: { message: 'Body TOO LONG' } })).toEqual(['created', 2])
    expect(await posts({ status: 422, body: { message: 'the maximum is 10' } })).toEqual(['created', 2])
    expect(await posts({ status: 422, body: { message: 'Validation Failed', errors: [{ code: 'custom', detail: 'text too long' }] } })).toEqual(['created', 2])
    // Only in the answer's other fields (not in Octokit's message): still seen.
    expect(await posts({ status: 422, body: { message: 'Validation Failed', hint: 'the maximum is 65536' } })).toEqual(['created', 2])
    expect(await posts({ status: 422, body: { message: 'Validation Failed' } })).toEqual(['skipped', 1])
    expect(await posts({ status: 400, body: { message: 'too long' } })).toEqual(['skipped', 1])
    expect(await posts({ status: 413, body: { message: 'maximum is 10' } })).toEqual(['skipped', 1])
  })

  test('too long a second time: skipped after exactly two attempts, with the 422 message', async () => {
    const { gh, octokit } = await start({ comments: { 7: [] }, maxCommentChars: 50 })
    const r = await upsertComment(octokit, { ...target, marker, body: big(20) })
    expect(r.action).toBe('skipped')
    expect(r.warning).toMatch(/^Could not create the PR comment on octo\/skills#7: Validation Failed: .*Body is too long \(maximum is 65536 characters\).*\.$/)
    expect(gh.requests.map((q) => q.method)).toEqual(['GET', 'POST', 'POST'])
  })
})
