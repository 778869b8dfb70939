/**
 * Mutation part `github`: the benchmark history commit (src/github/history.ts). The file's path
 * (date, SHA, prefix clean-up), every Git Data request with its exact body, the one rebuild on a
 * moved branch (only for a 422 that says "fast forward"), and the reason of each skip: which step
 * failed, the error, and the hint for its status. Real Octokit against the loopback fake GitHub.
 */
import { afterEach, describe, expect, test } from '@jest/globals'
import { createGitHubClient } from '../../src/github/client.js'
import { benchmarkPath, commitBenchmark } from '../../src/github/history.js'
import { startFakeGitHub, type FakeFault, type FakeGitHub, type FakeGitHubOptions } from '../fakes/github-server.js'

let fake: FakeGitHub | undefined
const open: FakeGitHub[] = []
afterEach(async () => {
  for (const f of open.splice(0)) await f.close()
  fake = undefined
})

const SHA = '0123456789abcdef0123456789abcdef01234567'
const DAY = new Date('2026-03-04T23:59:59Z')
const target = { owner: 'octo', repo: 'skills', branch: 'main' }

function recorder() {
  const lines: string[] = []
  return { lines, log: { info: (m: string) => void lines.push(`info: ${m}`), warning: (m: string) => void lines.push(`warning: ${m}`) } }
}

async function start(faults: FakeFault[] = [], onRequest?: FakeGitHubOptions['onRequest']) {
  fake = await startFakeGitHub({ branches: ['main'], faults, ...(onRequest ? { onRequest } : {}) })
  open.push(fake)
  return { gh: fake, octokit: createGitHubClient('t', { baseUrl: fake.url, env: {} }) }
}

describe('benchmarkPath', () => {
  test('the UTC date and the first 7 characters of the SHA, lower-cased', () => {
    expect(benchmarkPath(DAY, SHA)).toBe('evals/benchmarks/2026-03-04-0123456.json')
    expect(benchmarkPath(new Date('2026-12-31T00:00:00Z'), 'ABCDEF0')).toBe('evals/benchmarks/2026-12-31-abcdef0.json')
    expect(benchmarkPath(DAY, 'f'.repeat(64))).toBe('evals/benchmarks/2026-03-04-fffffff.json')
  })

  test('a SHA is 7 to 64 hex digits; else an error quoting at most 70 characters of it', () => {
    expect(() => benchmarkPath(DAY, 'abcdef')).toThrow("Invalid commit SHA 'abcdef'.")
    expect(() => benchmarkPath(DAY, 'a'.repeat(65))).toThrow(`Invalid commit SHA '${'a'.repeat(65)}'.`)
    expect(() => benchmarkPath(DAY, `x${SHA}`)).toThrow(/Invalid commit SHA/)
    expect(() => benchmarkPath(DAY, `${SHA}x`)).toThrow(/Invalid commit SHA/)
    expect(() => benchmarkPath(DAY, 'g'.repeat(10))).toThrow(/Invalid commit SHA/)
    const long = 'z'.repeat(100)
    expect(() => benchmarkPath(DAY, long)).toThrow(`Invalid commit SHA '${'z'.repeat(70)}'.`)
  })

  test('the prefix: backslashes to slashes, a leading ./ or / dropped, one trailing slash', () => {
    const p = (prefix: string) => benchmarkPath(DAY, SHA, prefix)
    const f = 'evals/benchmarks/2026-03-04-0123456.json'
    expect(p('')).toBe(f)
    expect(p('examples')).toBe(`examples/${f}`)
    expect(p('examples/')).toBe(`examples/${f}`)
    expect(p('a/b')).toBe(`a/b/${f}`)
    expect(p('a\\b\\c')).toBe(`a/b/c/${f}`)
    expect(p('./x')).toBe(`x/${f}`)
    expect(p('/x')).toBe(`x/${f}`)
    expect(p('//x')).toBe(`x/${f}`)
    expect(p('.//x')).toBe(`x/${f}`)
    expect(p('.\\x')).toBe(`x/${f}`)
    expect(p('.x')).toBe(`.x/${f}`)
    expect(p('x/./y')).toBe(`x/./y/${f}`)
    expect(p('a..b')).toBe(`a..b/${f}`)
  })

  test('a ".." part is refused, quoting the prefix as given', () => {
    for (const bad of ['..', '../up', 'a/../b', 'a/..', '.\\..\\x']) {
      expect(() => benchmarkPath(DAY, SHA, bad)).toThrow(`Invalid path prefix '${bad}'.`)
    }
  })
})

describe('commitBenchmark: the requests', () => {
  test('one file: each Git Data call with its exact body, and the result in full', async () => {
    const { gh, octokit } = await start()
    const tip = gh.refs.get('heads/main')!
    const tipTree = gh.commits.get(tip)!.tree
    const r = await commitBenchmark(octokit, { ...target, path: 'evals/benchmarks/x.json', content: '{"a":1}' })
    expect(r).toStrictEqual({ status: 'committed', path: 'evals/benchmarks/x.json', commitSha: gh.refs.get('heads/main'), url: `https://github.com/octo/skills/commit/${gh.refs.get('heads/main')}` })
    const [getRef, getCommit, blob, tree, commit, update] = gh.requests
    expect([getRef!.method, getRef!.path]).toEqual(['GET', '/repos/octo/skills/git/ref/heads/main'])
    expect([getCommit!.method, getCommit!.path]).toEqual(['GET', `/repos/octo/skills/git/commits/${tip}`])
    expect([blob!.method, blob!.path, blob!.body]).toStrictEqual(['POST', '/repos/octo/skills/git/blobs', { content: '{"a":1}', encoding: 'utf-8' }])
    const blobSha = [...gh.blobs.entries()].find(([, c]) => c === '{"a":1}')![0]
    expect([tree!.method, tree!.path, tree!.body]).toStrictEqual([
      'POST',
      '/repos/octo/skills/git/trees',
      { base_tree: tipTree, tree: [{ path: 'evals/benchmarks/x.json', mode: '100644', type: 'blob', sha: blobSha }] },
    ])
    const treeSha = gh.commits.get(r.commitSha!)!.tree
    expect([commit!.method, commit!.path, commit!.body]).toStrictEqual([
      'POST',
      '/repos/octo/skills/git/commits',
      { message: 'chore(evals): record benchmark x.json', tree: treeSha, parents: [tip] },
    ])
    expect([update!.method, update!.path, update!.body]).toStrictEqual(['PATCH', '/repos/octo/skills/git/refs/heads/main', { sha: r.commitSha, force: false }])
    expect(gh.requests).toHaveLength(6)
  })

  test('more files: one blob each, in order, all in one tree; a given message is used as is', async () => {
    const { gh, octokit } = await start()
    const r = await commitBenchmark(octokit, {
      ...target,
      path: 'a.json',
      content: 'A',
      more: [{ path: 'm/b.json', content: 'B' }, { path: 'm/c.json', content: 'C' }],
      message: 'weekly: record',
    })
    expect(r.status).toBe('committed')
    const blobs = gh.requests.filter((q) => q.path.endsWith('/git/blobs')).map((q) => (q.body as { content: string }).content)
    expect(blobs).toEqual(['A', 'B', 'C'])
    const tree = gh.requests.find((q) => q.path.endsWith('/git/trees'))!.body as { tree: { path: string; sha: string }[] }
    expect(tree.tree.map((e) => [e.path, gh.blobs.get(e.sha)])).toEqual([['a.json', 'A'], ['m/b.json', 'B'], ['m/c.json', 'C']])
    expect((gh.requests.find((q) => q.path.endsWith('/git/commits') && q.method === 'POST')!.body as { message: string }).message).toBe('weekly: record')
    expect(gh.filesAt('main')).toEqual({ 'a.json': 'A', 'm/b.json': 'B', 'm/c.json': 'C' })
  })

  test('the default message names the file (a path without folders too)', async () => {
    const { gh, octokit } = await start()
    await commitBenchmark(octokit, { ...target, path: 'plain.json', content: '{}' })
    expect((gh.requests.find((q) => q.path.endsWith('/git/commits') && q.method === 'POST')!.body as { message: string }).message).toBe('chore(evals): record benchmark plain.json')
  })

  test('a branch with a slash is addressed as heads/<branch>', async () => {
    fake = await startFakeGitHub({ branches: ['release/1'] })
    open.push(fake)
    const octokit = createGitHubClient('t', { baseUrl: fake.url, env: {} })
    const r = await commitBenchmark(octokit, { ...target, branch: 'release/1', path: 'p.json', content: '{}' })
    expect(r.status).toBe('committed')
    expect(fake.requests[0]!.path).toBe('/repos/octo/skills/git/ref/heads/release/1')
    expect(fake.requests.at(-1)!.path).toBe('/repos/octo/skills/git/refs/heads/release/1')
  })
})

describe('commitBenchmark: the branch moved', () => {
  const ffFault = (message: string, status = 422): FakeFault => ({ method: 'PATCH', status, body: { message } })

  test('rebuilt once on the new tip: the second tree and commit sit on it, the blob reused, retries 1, logged', async () => {
    let moved = ''
    const { gh, octokit } = await start([], (r, f) => {
      if (!moved && r.method === 'PATCH') moved = f.advanceBranch('main', { 'other.txt': 'x' })
    })
    const { lines, log } = recorder()
    const r = await commitBenchmark(octokit, { ...target, path: 'p.json', content: '{}', log })
    expect(r).toStrictEqual({ status: 'committed', path: 'p.json', commitSha: gh.refs.get('heads/main'), url: `https://github.com/octo/skills/commit/${gh.refs.get('heads/main')}`, retries: 1 })
    expect(gh.commits.get(r.commitSha!)!.parents).toEqual([moved])
    const trees = gh.requests.filter((q) => q.path.endsWith('/git/trees')).map((q) => (q.body as { base_tree: string }).base_tree)
    expect(trees[1]).toBe(gh.commits.get(moved)!.tree)
    expect(gh.requests.filter((q) => q.path.endsWith('/git/blobs'))).toHaveLength(1)
    expect(lines).toEqual(['info: `main` moved while recording the benchmark; rebuilding the commit on the new tip.'])
    // No logger: the same rebuild, quietly.
    const { gh: gh2, octokit: o2 } = await start([ffFault('Update is not a fast forward')])
    expect(await commitBenchmark(o2, { ...target, path: 'p.json', content: '{}' })).toMatchObject({ status: 'committed', retries: 1 })
    expect(gh2.requests.filter((q) => q.method === 'PATCH')).toHaveLength(2)
  })

  test('"fast forward", "fast-forward", "fastforward", any case: rebuilt; another 422 or a 409 saying it: not', async () => {
    const patches = async (fault: FakeFault) => {
      const { gh, octokit } = await start([fault])
      const r = await commitBenchmark(octokit, { ...target, path: 'p.json', content: '{}' })
      const n = gh.requests.filter((q) => q.method === 'PATCH').length
      return [r.status, n]
    }
    expect(await patches(ffFault('Update is not a fast forward'))).toEqual(['committed', 2])
    expect(await patches(ffFault('not a fast-forward'))).toEqual(['committed', 2])
    expect(await patches(ffFault('NOT A FASTFORWARD'))).toEqual(['committed', 2])
    expect(await patches(ffFault('Protected branch update failed'))).toEqual(['skipped', 1])
    expect(await patches(ffFault('fast   forward'))).toEqual(['skipped', 1])
    expect(await patches(ffFault('Update is not a fast forward', 409))).toEqual(['skipped', 1])
  })

  test('moved twice: skipped after two updates, with the branch-protection hint', async () => {
    const { gh, octokit } = await start([], (r, f) => void (r.method === 'PATCH' && f.advanceBranch('main')))
    const { lines, log } = recorder()
    const r = await commitBenchmark(octokit, { ...target, path: 'p.json', content: '{}', log })
    const reason = 'could not update the branch: Update is not a fast forward - https://docs.github.com/rest (branch protection, or the branch keeps moving)'
    expect(r).toStrictEqual({ status: 'skipped', path: 'p.json', reason })
    expect(gh.requests.filter((q) => q.method === 'PATCH')).toHaveLength(2)
    expect(lines).toEqual(['info: `main` moved while recording the benchmark; rebuilding the commit on the new tip.', `warning: Benchmark history not recorded: ${reason}.`])
  })

  test('the second round failing early says which step', async () => {
    let patched = false
    const { octokit } = await start([], (r, f) => {
      if (r.method === 'PATCH' && !patched) {
        patched = true
        f.advanceBranch('main')
        f.faults.push({ method: 'GET', path: '/git/ref/', status: 500, body: { message: 'boom' } })
      }
    })
    const r = await commitBenchmark(octokit, { ...target, path: 'p.json', content: '{}' })
    expect(r).toStrictEqual({ status: 'skipped', path: 'p.json', reason: 'could not read the branch: boom' })
  })
})

describe('commitBenchmark: each step failing, with its hint', () => {
  const cases: [string, FakeFault, string][] = [
    ['read the branch', { method: 'GET', path: '/git/ref/', status: 404, body: { message: 'Not Found' } }, 'could not read the branch: Not Found (branch or repository not found)'],
    ['read the tip commit', { method: 'GET', path: '/git/commits/', status: 500, body: { message: 'boom' } }, 'could not read the tip commit: boom'],
    ['create the blob', { method: 'POST', path: '/git/blobs', status: 403, body: { message: 'Forbidden' } }, 'could not create the blob: Forbidden (the token needs `contents: write`)'],
    ['create the tree', { method: 'POST', path: '/git/trees', status: 409, body: { message: 'Conflict' } }, 'could not create the tree: Conflict (branch protection, or the branch keeps moving)'],
    ['create the commit', { method: 'POST', path: '/git/commits', status: 422, body: { message: 'Invalid' } }, 'could not create the commit: Invalid (branch protection, or the branch keeps moving)'],
    ['update the branch', { method: 'PATCH', status: 403, body: { message: 'Forbidden' } }, 'could not update the branch: Forbidden (the token needs `contents: write`)'],
    ['update the branch (other status)', { method: 'PATCH', status: 502, body: { message: 'Bad Gateway' } }, 'could not update the branch: Bad Gateway'],
  ]
  test.each(cases)('%s', async (_, fault, reason) => {
    const { octokit } = await start([fault])
    const { lines, log } = recorder()
    const r = await commitBenchmark(octokit, { ...target, path: 'p.json', content: '{}', log })
    expect(r).toStrictEqual({ status: 'skipped', path: 'p.json', reason })
    expect(lines).toEqual([`warning: Benchmark history not recorded: ${reason}.`])
  })

  test('a later blob failing still says "create the blob"; no logger is fine', async () => {
    let blobs = 0
    const { gh, octokit } = await start([], (r, f) => {
      if (r.path.endsWith('/git/blobs') && ++blobs === 2) f.faults.push({ method: 'POST', path: '/git/blobs', status: 500, body: { message: 'second blob' } })
    })
    const r = await commitBenchmark(octokit, { ...target, path: 'p.json', content: '{}', more: [{ path: 'q.json', content: '[]' }] })
    expect(r).toStrictEqual({ status: 'skipped', path: 'p.json', reason: 'could not create the blob: second blob' })
    expect(gh.requests.map((q) => q.method)).toEqual(['GET', 'GET', 'POST', 'POST'])
  })

  test('an error without a status: the message alone', async () => {
    const broken = { rest: { git: { getRef: async () => Promise.reject(new Error('offline')) } } } as unknown as Parameters<typeof commitBenchmark>[0]
    expect(await commitBenchmark(broken, { ...target, path: 'p.json', content: '{}' })).toStrictEqual({ status: 'skipped', path: 'p.json', reason: 'could not read the branch: offline' })
  })
})
