import { describe, test, expect, afterEach } from '@jest/globals'
import { createGitHubClient } from '../../src/github/client.js'
import { benchmarkPath, commitBenchmark } from '../../src/github/history.js'
import { startFakeGitHub, type FakeGitHub } from '../fakes/github-server.js'

const quiet = { info: (): void => {}, warning: (): void => {} }
let fake: FakeGitHub | undefined
afterEach(async () => {
  await fake?.close()
  fake = undefined
})

const SHA = '0123456789abcdef0123456789abcdef01234567'
const steps = (f: FakeGitHub): string[] =>
  f.requests.map((r) => `${r.method} ${r.path.replace('/repos/octo/skills', '').replace(/[0-9a-f]{40}/, ':sha')}`)

describe('benchmarkPath', () => {
  test('evals/benchmarks/<date>-<sha7>.json, optionally below a prefix', () => {
    const d = new Date('2026-03-04T23:59:00Z')
    expect(benchmarkPath(d, SHA)).toBe('evals/benchmarks/2026-03-04-0123456.json')
    expect(benchmarkPath(d, SHA, 'examples')).toBe('examples/evals/benchmarks/2026-03-04-0123456.json')
    expect(() => benchmarkPath(d, '../../x')).toThrow(/Invalid commit SHA/)
    expect(() => benchmarkPath(d, SHA, '../up')).toThrow(/Invalid path prefix/)
  })
})

describe('commitBenchmark', () => {
  test('get ref → get commit → blob → tree → commit → update ref', async () => {
    fake = await startFakeGitHub({ branches: ['main'] })
    const octokit = createGitHubClient('t', { baseUrl: fake.url })
    const tip = fake.refs.get('heads/main')!
    const path = benchmarkPath(new Date('2026-03-04T00:00:00Z'), SHA)
    const r = await commitBenchmark(octokit, { owner: 'octo', repo: 'skills', branch: 'main', path, content: '{"pass_rate":1}\n', log: quiet })
    expect(r).toMatchObject({ status: 'committed', path })
    expect(r.url).toMatch(/^https:\/\/github.com\/octo\/skills\/commit\/[0-9a-f]{40}$/)
    expect(steps(fake)).toEqual([
      'GET /git/ref/heads/main',
      'GET /git/commits/:sha',
      'POST /git/blobs',
      'POST /git/trees',
      'POST /git/commits',
      'PATCH /git/refs/heads/main',
    ])
    expect(fake.refs.get('heads/main')).toBe(r.commitSha)
    expect(fake.commits.get(r.commitSha!)!.parents).toEqual([tip])
    expect(fake.filesAt('main')).toEqual({ [path]: '{"pass_rate":1}\n' })
    const patch = fake.requests.at(-1)!
    expect(patch.body).toMatchObject({ sha: r.commitSha, force: false })
    const blob = fake.requests.find((q) => q.path.endsWith('/git/blobs'))!
    expect(blob.body).toMatchObject({ encoding: 'utf-8' })
  })

  test('a concurrent push (422 not a fast forward) is retried once on the new tip, keeping both files', async () => {
    let pushed = false
    fake = await startFakeGitHub({
      branches: ['main'],
      onRequest: (r, f) => {
        if (!pushed && r.method === 'PATCH') {
          pushed = true
          f.advanceBranch('main', { 'other.txt': 'someone else' })
        }
      },
    })
    const octokit = createGitHubClient('t', { baseUrl: fake.url })
    const r = await commitBenchmark(octokit, { owner: 'octo', repo: 'skills', branch: 'main', path: 'evals/benchmarks/b.json', content: '{}', log: quiet })
    expect(r).toMatchObject({ status: 'committed', retries: 1 })
    expect(steps(fake)).toEqual([
      'GET /git/ref/heads/main',
      'GET /git/commits/:sha',
      'POST /git/blobs',
      'POST /git/trees',
      'POST /git/commits',
      'PATCH /git/refs/heads/main', // 422
      'GET /git/ref/heads/main',
      'GET /git/commits/:sha',
      'POST /git/trees', // the blob is reused
      'POST /git/commits',
      'PATCH /git/refs/heads/main',
    ])
    expect(fake.filesAt('main')).toEqual({ 'other.txt': 'someone else', 'evals/benchmarks/b.json': '{}' })
  })

  test('a second conflict, a protected branch or a read-only token → skipped with the reason', async () => {
    fake = await startFakeGitHub({ branches: ['main'], onRequest: (r, f) => void (r.method === 'PATCH' && f.advanceBranch('main')) })
    const octokit = createGitHubClient('t', { baseUrl: fake.url })
    const r = await commitBenchmark(octokit, { owner: 'octo', repo: 'skills', branch: 'main', path: 'p.json', content: '{}', log: quiet })
    expect(r.status).toBe('skipped')
    expect(r.reason).toMatch(/could not update the branch: Update is not a fast forward/)
    expect(fake.requests.filter((q) => q.method === 'PATCH')).toHaveLength(2)
    await fake.close()

    fake = await startFakeGitHub({ branches: ['main'], readOnly: true })
    const ro = await commitBenchmark(createGitHubClient('t', { baseUrl: fake.url }), { owner: 'octo', repo: 'skills', branch: 'main', path: 'p.json', content: '{}', log: quiet })
    expect(ro.reason).toMatch(/could not create the blob: Resource not accessible by integration.*contents: write/)
    await fake.close()

    fake = await startFakeGitHub({ branches: ['main'], faults: [{ method: 'PATCH', status: 422, body: { message: 'Protected branch update failed for refs/heads/main.' } }] })
    const prot = await commitBenchmark(createGitHubClient('t', { baseUrl: fake.url }), { owner: 'octo', repo: 'skills', branch: 'main', path: 'p.json', content: '{}', log: quiet })
    expect(prot.reason).toMatch(/Protected branch.*branch protection/)
    expect(fake.requests.filter((q) => q.method === 'PATCH')).toHaveLength(1) // not a fast-forward problem: no retry

    const missing = await commitBenchmark(createGitHubClient('t', { baseUrl: fake.url }), { owner: 'octo', repo: 'skills', branch: 'nope', path: 'p.json', content: '{}', log: quiet })
    expect(missing.reason).toMatch(/could not read the branch: Not Found.*not found/)
  })
})
