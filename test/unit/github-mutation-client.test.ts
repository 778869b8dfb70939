/**
 * Mutation part `github`: the REST client (src/github/client.ts: base URL, user agent, the one
 * rate-limit retry and its wait), reading Octokit errors (src/github/errors.ts), the repository
 * from the environment (src/github/repo.ts) and when a benchmark may be committed
 * (src/github/benchmark-rules.ts). A real Octokit talks to the loopback fake GitHub; while these
 * tests run, process.env.GITHUB_API_URL points at a second loopback fake (a decoy), so a client
 * that ignored the given environment would be seen there and never reach the internet.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals'
import { createGitHubClient, rateLimitWait } from '../../src/github/client.js'
import { messageOf, statusOf } from '../../src/github/errors.js'
import { repoFromEnv } from '../../src/github/repo.js'
import { defaultBranchRun, isCommitSha, pushBenchmarkBranch } from '../../src/github/benchmark-rules.js'
import { startFakeGitHub, type FakeGitHub } from '../fakes/github-server.js'

let decoy: FakeGitHub
const savedApiUrl = process.env['GITHUB_API_URL']
const savedRepo = process.env['GITHUB_REPOSITORY']
beforeAll(async () => {
  decoy = await startFakeGitHub({ pulls: [{ number: 7, files: [] }] })
  process.env['GITHUB_API_URL'] = decoy.url
})
afterAll(async () => {
  if (savedApiUrl === undefined) delete process.env['GITHUB_API_URL']
  else process.env['GITHUB_API_URL'] = savedApiUrl
  await decoy.close()
})

let fake: FakeGitHub | undefined
afterEach(async () => {
  await fake?.close()
  fake = undefined
  decoy.requests.length = 0
  decoy.faults.length = 0
  if (savedRepo === undefined) delete process.env['GITHUB_REPOSITORY']
  else process.env['GITHUB_REPOSITORY'] = savedRepo
})

const target = { owner: 'octo', repo: 'skills', issue_number: 7 }
const NOW = 1_800_000_000_000 // ms

function recorder() {
  const lines: string[] = []
  return { lines, log: { info: (m: string) => void lines.push(`info: ${m}`), warning: (m: string) => void lines.push(`warning: ${m}`) } }
}

describe('rateLimitWait', () => {
  test('only 403 and 429 can be rate limits; anything else (or no error) is not', () => {
    expect(rateLimitWait(undefined)).toBeUndefined()
    expect(rateLimitWait(null)).toBeUndefined()
    expect(rateLimitWait({})).toBeUndefined()
    expect(rateLimitWait({ status: 500, response: { headers: { 'retry-after': '5' } } })).toBeUndefined()
    expect(rateLimitWait({ status: 404, response: { headers: { 'x-ratelimit-remaining': '0' } } })).toBeUndefined()
    expect(rateLimitWait({ status: 402, response: { headers: { 'retry-after': '5' } } })).toBeUndefined()
    expect(rateLimitWait({ status: 430, response: { headers: { 'retry-after': '5' } } })).toBeUndefined()
  })

  test('a 403 is a permission error unless it carries retry-after or remaining 0', () => {
    expect(rateLimitWait({ status: 403 })).toBeUndefined()
    expect(rateLimitWait({ status: 403, response: {} })).toBeUndefined()
    expect(rateLimitWait({ status: 403, response: { headers: { 'x-ratelimit-remaining': '1' } } })).toBeUndefined()
    expect(rateLimitWait({ status: 403, response: { headers: { 'x-ratelimit-remaining': '0' } } })).toBe(60)
    expect(rateLimitWait({ status: 403, response: { headers: { 'x-ratelimit-remaining': 0 } } })).toBe(60)
    expect(rateLimitWait({ status: 403, response: { headers: { 'x-ratelimit-remaining': '1', 'retry-after': '7' } } })).toBe(7)
    expect(rateLimitWait({ status: 403, response: { headers: { 'retry-after': '7' } } })).toBe(7)
  })

  test('a 429 is always a rate limit: 60 s without a hint, even with requests remaining', () => {
    expect(rateLimitWait({ status: 429 })).toBe(60)
    expect(rateLimitWait({ status: 429, response: {} })).toBe(60)
    expect(rateLimitWait({ status: 429, response: { headers: {} } })).toBe(60)
    expect(rateLimitWait({ status: 429, response: { headers: { 'x-ratelimit-remaining': '55' } } })).toBe(60)
  })

  test('retry-after in seconds: as given, fractions kept, negatives as 0, numbers as strings', () => {
    expect(rateLimitWait({ status: 429, response: { headers: { 'retry-after': '5' } } })).toBe(5)
    expect(rateLimitWait({ status: 429, response: { headers: { 'retry-after': 5 } } })).toBe(5)
    expect(rateLimitWait({ status: 429, response: { headers: { 'retry-after': '1.5' } } })).toBe(1.5)
    expect(rateLimitWait({ status: 429, response: { headers: { 'retry-after': '-3' } } })).toBe(0)
    expect(rateLimitWait({ status: 429, response: { headers: { 'retry-after': '0' } } })).toBe(0)
  })

  test('retry-after as an HTTP date: the seconds from now, 0 when past', () => {
    const at = (ms: number) => new Date(ms).toUTCString()
    expect(rateLimitWait({ status: 429, response: { headers: { 'retry-after': at(NOW + 10_000) } } }, NOW)).toBe(10)
    expect(rateLimitWait({ status: 403, response: { headers: { 'retry-after': at(NOW + 90_000) } } }, NOW)).toBe(90)
    expect(rateLimitWait({ status: 429, response: { headers: { 'retry-after': at(NOW - 10_000) } } }, NOW)).toBe(0)
  })

  test('an unreadable retry-after falls through to the reset time, then to 60 s', () => {
    expect(rateLimitWait({ status: 429, response: { headers: { 'retry-after': 'soon' } } }, NOW)).toBe(60)
    expect(rateLimitWait({ status: 429, response: { headers: { 'retry-after': 'soon', 'x-ratelimit-reset': String(NOW / 1000 + 42) } } }, NOW)).toBe(42)
  })

  test('x-ratelimit-reset (epoch seconds): the seconds until it, 0 when past, ignored when not a number', () => {
    const h = (reset: string | number, remaining = '0') => ({ status: 403, response: { headers: { 'x-ratelimit-remaining': remaining, 'x-ratelimit-reset': reset } } })
    expect(rateLimitWait(h(NOW / 1000 + 30), NOW)).toBe(30)
    expect(rateLimitWait(h(String(NOW / 1000 + 30)), NOW)).toBe(30)
    expect(rateLimitWait(h(String(NOW / 1000 - 30)), NOW)).toBe(0)
    expect(rateLimitWait(h('later'), NOW)).toBe(60)
    expect(rateLimitWait({ status: 429, response: { headers: { 'x-ratelimit-reset': String(NOW / 1000 + 2.5) } } }, NOW)).toBe(2.5)
    // retry-after wins over the reset time.
    expect(rateLimitWait({ status: 429, response: { headers: { 'retry-after': '3', 'x-ratelimit-reset': String(NOW / 1000 + 30) } } }, NOW)).toBe(3)
  })

  test('header names are read as given (lower case, as Octokit hands them over)', () => {
    // An upper-case name is not a header this rule knows: no hint, so the default minute.
    expect(rateLimitWait({ status: 429, response: { headers: { 'RETRY-AFTER': '5' } } })).toBe(60)
    expect(rateLimitWait({ status: 429, response: { headers: { 'Retry-After': '5' } } })).toBe(60)
    expect(rateLimitWait({ status: 403, response: { headers: { 'X-RATELIMIT-REMAINING': '0' } } })).toBeUndefined()
  })

  test('the default "now" is the clock', () => {
    const w = rateLimitWait({ status: 403, response: { headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + 600) } } })!
    expect(w).toBeGreaterThan(590)
    expect(w).toBeLessThanOrEqual(600)
  })
})

describe('createGitHubClient: where it points and who it says it is', () => {
  test('base URL: the option, else GITHUB_API_URL of the given env, else api.github.com; trailing slashes dropped', () => {
    const base = (o: Parameters<typeof createGitHubClient>[1]) => createGitHubClient('t', o).request.endpoint.DEFAULTS.baseUrl
    expect(base({ baseUrl: 'http://127.0.0.1:9/api///', env: { GITHUB_API_URL: 'http://127.0.0.1:8' } })).toBe('http://127.0.0.1:9/api')
    expect(base({ baseUrl: 'http://127.0.0.1:9/api/' })).toBe('http://127.0.0.1:9/api')
    expect(base({ baseUrl: 'http://127.0.0.1:9/api' })).toBe('http://127.0.0.1:9/api')
    expect(base({ env: { GITHUB_API_URL: 'http://127.0.0.1:8/x//' } })).toBe('http://127.0.0.1:8/x')
    expect(base({ env: {} })).toBe('https://api.github.com')
    // No env given: the process's own (the decoy here).
    expect(base({})).toBe(decoy.url)
    expect(base(undefined)).toBe(decoy.url)
  })

  test('the given env is used for the requests, not the process environment', async () => {
    fake = await startFakeGitHub({ pulls: [{ number: 7, files: [] }] })
    const octokit = createGitHubClient('tok', { env: { GITHUB_API_URL: fake.url } })
    const r = await octokit.rest.issues.listComments(target)
    expect(r.status).toBe(200)
    expect(fake.requests.map((q) => `${q.method} ${q.path}`)).toEqual(['GET /repos/octo/skills/issues/7/comments'])
    expect(fake.requests[0]!.headers['authorization']).toBe('token tok')
    expect(decoy.requests).toEqual([])
  })

  test('user agent: the given one first, else Octokit\'s own', async () => {
    fake = await startFakeGitHub({ pulls: [{ number: 7, files: [] }] })
    await createGitHubClient('t', { baseUrl: fake.url, userAgent: 'skill-evals/9.9' }).rest.issues.listComments(target)
    await createGitHubClient('t', { baseUrl: fake.url }).rest.issues.listComments(target)
    await createGitHubClient('t', { baseUrl: fake.url, userAgent: '' }).rest.issues.listComments(target)
    const agents = fake.requests.map((q) => String(q.headers['user-agent']))
    expect(agents[0]!.startsWith('skill-evals/9.9 ')).toBe(true)
    expect(agents[1]!.startsWith('octokit-core.js/')).toBe(true)
    expect(agents[2]!.startsWith('octokit-core.js/')).toBe(true)
  })
})

describe('createGitHubClient: the one rate-limit retry', () => {
  const limited = (status: number, headers: Record<string, string>, times = 1) => ({ method: 'GET', path: '/issues/7/comments', status, headers, body: { message: 'API rate limit exceeded' }, times })

  test('a rate-limited answer is retried once after the asked wait (rounded up), logged with method and route', async () => {
    fake = await startFakeGitHub({ pulls: [{ number: 7, files: [] }], faults: [limited(429, { 'retry-after': '1.5' })] })
    const waits: number[] = []
    const { lines, log } = recorder()
    const octokit = createGitHubClient('t', { baseUrl: fake.url, sleep: async (ms) => void waits.push(ms), log })
    const r = await octokit.rest.issues.listComments(target)
    expect(r.status).toBe(200)
    expect(r.data).toEqual([])
    expect(waits).toEqual([1500])
    expect(lines).toEqual(['warning: GitHub API rate limit hit on GET /repos/{owner}/{repo}/issues/{issue_number}/comments; retrying once in 2 s.'])
    expect(fake.requests).toHaveLength(2)
  })

  test('a wait of exactly the cap is honoured; one second more is not (the error comes back at once)', async () => {
    fake = await startFakeGitHub({ pulls: [{ number: 7, files: [] }] })
    const waits: number[] = []
    const octokit = createGitHubClient('t', { baseUrl: fake.url, sleep: async (ms) => void waits.push(ms) })
    fake.faults.push(limited(429, { 'retry-after': '60' }))
    expect((await octokit.rest.issues.listComments(target)).status).toBe(200)
    expect(waits).toEqual([60_000])
    fake.faults.push(limited(429, { 'retry-after': '61' }))
    await expect(octokit.rest.issues.listComments(target)).rejects.toMatchObject({ status: 429 })
    expect(waits).toEqual([60_000])
    expect(fake.requests).toHaveLength(3)
  })

  test('a custom cap: 5 s waits, 6 s does not', async () => {
    fake = await startFakeGitHub({ pulls: [{ number: 7, files: [] }] })
    const waits: number[] = []
    const octokit = createGitHubClient('t', { baseUrl: fake.url, maxRetryAfterSeconds: 5, sleep: async (ms) => void waits.push(ms) })
    fake.faults.push(limited(403, { 'retry-after': '6' }))
    await expect(octokit.rest.issues.listComments(target)).rejects.toMatchObject({ status: 403 })
    fake.faults.push(limited(403, { 'retry-after': '5' }))
    expect((await octokit.rest.issues.listComments(target)).status).toBe(200)
    expect(waits).toEqual([5000])
  })

  test('not a rate limit (404, a 403 permission error): thrown at once, no wait, no second request', async () => {
    fake = await startFakeGitHub({ pulls: [] })
    const waits: number[] = []
    const { lines, log } = recorder()
    const octokit = createGitHubClient('t', { baseUrl: fake.url, sleep: async (ms) => void waits.push(ms), log })
    await expect(octokit.rest.issues.listComments(target)).rejects.toMatchObject({ status: 404 })
    fake.faults.push({ method: 'GET', status: 403, body: { message: 'Resource not accessible by integration' } })
    await expect(octokit.rest.issues.listComments(target)).rejects.toMatchObject({ status: 403 })
    expect(waits).toEqual([])
    expect(lines).toEqual([])
    expect(fake.requests).toHaveLength(2)
  })

  test('twice rate-limited: the second answer stands', async () => {
    fake = await startFakeGitHub({ pulls: [{ number: 7, files: [] }], faults: [limited(429, { 'retry-after': '0' }, 2)] })
    const waits: number[] = []
    const octokit = createGitHubClient('t', { baseUrl: fake.url, sleep: async (ms) => void waits.push(ms) })
    await expect(octokit.rest.issues.listComments(target)).rejects.toMatchObject({ status: 429 })
    expect(waits).toEqual([0])
    expect(fake.requests).toHaveLength(2)
  })

  test('the default sleep and no logger: the retry still happens', async () => {
    fake = await startFakeGitHub({ pulls: [{ number: 7, files: [] }], faults: [limited(429, { 'retry-after': '0' })] })
    const octokit = createGitHubClient('t', { baseUrl: fake.url })
    expect((await octokit.rest.issues.listComments(target)).status).toBe(200)
    expect(fake.requests).toHaveLength(2)
  })
})

describe('statusOf and messageOf', () => {
  test('statusOf: a numeric status only', () => {
    expect(statusOf({ status: 404 })).toBe(404)
    expect(statusOf({ status: '404' })).toBeUndefined()
    expect(statusOf({})).toBeUndefined()
    expect(statusOf(undefined)).toBeUndefined()
    expect(statusOf(null)).toBeUndefined()
  })

  test('messageOf: the message, else the value as text', () => {
    expect(messageOf(new Error('boom'))).toBe('boom')
    expect(messageOf({ message: 'plain' })).toBe('plain')
    expect(messageOf('just text')).toBe('just text')
    expect(messageOf(undefined)).toBe('undefined')
    expect(messageOf(null)).toBe('null')
    expect(messageOf({ message: 5 })).toBe('[object Object]')
    expect(messageOf({ message: 'm', response: {} })).toBe('m')
    expect(messageOf({ message: 'm', response: { data: null } })).toBe('m')
    expect(messageOf({ message: 'm', response: { data: { errors: 'not a list' } } })).toBe('m')
  })

  test("messageOf: a 422's errors[] (strings and messages, others dropped) joined in parentheses", () => {
    const e = (errors: unknown[], message = 'Validation Failed') => ({ message, response: { data: { errors } } })
    expect(messageOf(e(['first', { message: 'second' }, { code: 'custom' }, null, 7, { message: 3 }, '']))).toBe('Validation Failed (first; second)')
    expect(messageOf(e([{ message: 'only' }]))).toBe('Validation Failed (only)')
    expect(messageOf(e([]))).toBe('Validation Failed')
    expect(messageOf(e([{ code: 'missing_field' }]))).toBe('Validation Failed')
    // Already in the message (as Octokit writes it): not repeated.
    expect(messageOf(e([{ message: 'Body is too long' }], 'Validation Failed: {"message":"Body is too long"}'))).toBe('Validation Failed: {"message":"Body is too long"}')
    expect(messageOf({ response: { data: { errors: ['x'] } } })).toBe('[object Object] (x)')
  })
})

describe('repoFromEnv', () => {
  test('owner/repo from GITHUB_REPOSITORY or the given string', () => {
    expect(repoFromEnv({ GITHUB_REPOSITORY: 'octo/skills' })).toEqual({ owner: 'octo', repo: 'skills' })
    expect(repoFromEnv({ GITHUB_REPOSITORY: 'my.org-1/re_po.js' })).toEqual({ owner: 'my.org-1', repo: 're_po.js' })
    expect(repoFromEnv({ GITHUB_REPOSITORY: 'a/b' })).toEqual({ owner: 'a', repo: 'b' })
    expect(repoFromEnv({ GITHUB_REPOSITORY: 'octo/skills' }, 'other/place')).toEqual({ owner: 'other', repo: 'place' })
    expect(repoFromEnv({}, 'other/place')).toEqual({ owner: 'other', repo: 'place' })
    expect(repoFromEnv({ GITHUB_REPOSITORY: 'octo/skills' }, '')).toBeUndefined()
  })

  test('anything else is not a repository', () => {
    for (const s of ['', 'octo', 'octo/', '/skills', 'a/b/c', 'x y/z', 'y/z w', 'octo/sk ills', 'oc$to/skills', 'octo/skills\n', ' octo/skills']) {
      expect([s, repoFromEnv({ GITHUB_REPOSITORY: s })]).toEqual([s, undefined])
    }
    expect(repoFromEnv({})).toBeUndefined()
  })

  test('the default environment is the process environment', () => {
    process.env['GITHUB_REPOSITORY'] = 'proc/env'
    expect(repoFromEnv()).toEqual({ owner: 'proc', repo: 'env' })
    delete process.env['GITHUB_REPOSITORY']
    expect(repoFromEnv()).toBeUndefined()
  })
})

describe('benchmark rules', () => {
  const SHA = '0123456789abcdef0123456789abcdef01234567'
  const repoPayload = (default_branch: unknown) => ({ repository: { default_branch } })

  test('isCommitSha: 40 to 64 hex digits, either case', () => {
    expect(isCommitSha(SHA)).toBe(true)
    expect(isCommitSha(SHA.toUpperCase())).toBe(true)
    expect(isCommitSha('a'.repeat(64))).toBe(true)
    expect(isCommitSha('a'.repeat(50))).toBe(true)
    expect(isCommitSha('a'.repeat(39))).toBe(false)
    expect(isCommitSha('a'.repeat(65))).toBe(false)
    expect(isCommitSha(`x${SHA}`)).toBe(false)
    expect(isCommitSha(`${SHA}x`)).toBe(false)
    expect(isCommitSha('g'.repeat(40))).toBe(false)
    expect(isCommitSha('')).toBe(false)
    expect(isCommitSha(undefined)).toBe(false)
  })

  test('pushBenchmarkBranch: only a push to the default branch with a SHA', () => {
    const ok = { eventName: 'push', ref: 'refs/heads/main', sha: SHA, payload: repoPayload('main') }
    expect(pushBenchmarkBranch(ok)).toBe('main')
    expect(pushBenchmarkBranch({ ...ok, ref: 'refs/heads/release/1', payload: repoPayload('release/1') })).toBe('release/1')
    expect(pushBenchmarkBranch({ ...ok, eventName: 'pull_request' })).toBeUndefined()
    expect(pushBenchmarkBranch({ ...ok, eventName: 'schedule' })).toBeUndefined()
    expect(pushBenchmarkBranch({ ...ok, ref: 'refs/tags/main' })).toBeUndefined()
    expect(pushBenchmarkBranch({ ...ok, ref: undefined })).toBeUndefined()
    expect(pushBenchmarkBranch({ ...ok, sha: '' })).toBeUndefined()
    expect(pushBenchmarkBranch({ ...ok, sha: undefined })).toBeUndefined()
    expect(pushBenchmarkBranch({ ...ok, payload: repoPayload('dev') })).toBeUndefined()
    expect(pushBenchmarkBranch({ ...ok, payload: {} })).toBeUndefined()
    expect(pushBenchmarkBranch({ ...ok, payload: { repository: null } })).toBeUndefined()
  })

  test('defaultBranchRun: the branch when it is the default one, or any branch of a schedule without a payload default', () => {
    const e = (eventName: string, ref: string | undefined, payload: Record<string, unknown>) => ({ eventName, ref, payload })
    expect(defaultBranchRun(e('workflow_dispatch', 'refs/heads/main', repoPayload('main')))).toBe('main')
    expect(defaultBranchRun(e('schedule', 'refs/heads/main', repoPayload('main')))).toBe('main')
    expect(defaultBranchRun(e('schedule', 'refs/heads/feature', repoPayload('main')))).toBeUndefined()
    expect(defaultBranchRun(e('workflow_dispatch', 'refs/heads/feature', repoPayload('main')))).toBeUndefined()
    expect(defaultBranchRun(e('schedule', 'refs/heads/main', {}))).toBe('main')
    expect(defaultBranchRun(e('schedule', 'refs/heads/trunk', repoPayload('')))).toBe('trunk')
    expect(defaultBranchRun(e('schedule', 'refs/heads/trunk', repoPayload(5)))).toBe('trunk')
    expect(defaultBranchRun(e('schedule', 'refs/heads/trunk', { repository: null }))).toBe('trunk')
    expect(defaultBranchRun(e('workflow_dispatch', 'refs/heads/main', {}))).toBeUndefined()
    expect(defaultBranchRun(e('push', 'refs/heads/main', repoPayload(5)))).toBeUndefined()
    expect(defaultBranchRun(e('schedule', 'refs/tags/v1', {}))).toBeUndefined()
    expect(defaultBranchRun(e('schedule', undefined, repoPayload('main')))).toBeUndefined()
  })
})
