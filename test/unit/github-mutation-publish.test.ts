/**
 * Mutation part `github`: the publish code behind the port (src/github/publish.ts) driven through
 * a recording port, and the real publisher (src/github/publisher.ts) against the loopback fake
 * GitHub: what each call sends (issue, marker, body, files, names, retention, message, label),
 * which preconditions stop it and what is logged, and the repository-relative paths. While these
 * tests run, process.env.GITHUB_API_URL points at a decoy loopback fake, so a publisher that
 * ignored its given environment is seen there and never reaches the internet.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, jest, test } from '@jest/globals'
import { mkdir, mkdtemp, readFile, realpath, rm, symlink, writeFile } from 'node:fs/promises'
import { EOL, tmpdir } from 'node:os'
import { join } from 'node:path'
import { commentMarker } from '../../src/github/comment.js'
import { commitBenchmarkFile, markerFor, postComment, repoPathOf, repoPrefixOf, uploadReport, writeBenchmarkFile } from '../../src/github/publish.js'
import { githubPublisher } from '../../src/github/publisher.js'
import type { ArtifactResult, BenchmarkCommitResult, GitHubPublisher, UpsertResult } from '../../src/github/port.js'
import { clearSecrets, registerSecret } from '../../src/redact/index.js'
import { TRACKING_LABEL, TRACKING_MARKER } from '../../src/github/tracking-issue.js'
import { skill, stats, summary } from '../helpers/summary-fixtures.js'
import { startFakeGitHub, type FakeGitHub } from '../fakes/github-server.js'

let decoy: FakeGitHub
const savedApiUrl = process.env['GITHUB_API_URL']
let dir = ''
beforeAll(async () => {
  decoy = await startFakeGitHub({ branches: ['main'], comments: { 7: [] }, pulls: [{ number: 7, files: [] }] })
  process.env['GITHUB_API_URL'] = decoy.url
  dir = await realpath(await mkdtemp(join(tmpdir(), 'gh-mut-publish-')))
})
afterAll(async () => {
  if (savedApiUrl === undefined) delete process.env['GITHUB_API_URL']
  else process.env['GITHUB_API_URL'] = savedApiUrl
  await decoy.close()
  await rm(dir, { recursive: true, force: true })
})
const open: FakeGitHub[] = []
afterEach(async () => {
  for (const f of open.splice(0)) await f.close()
  expect(decoy.requests).toEqual([])
})

function recorder() {
  const lines: string[] = []
  return { lines, log: { info: (m: string) => void lines.push(`info: ${m}`), warning: (m: string) => void lines.push(`warning: ${m}`) } }
}

/** A port that records every call and answers as told. */
function port(o: { hasToken?: boolean; repository?: boolean; upsert?: UpsertResult; found?: { id: number; url: string } | Error; commit?: BenchmarkCommitResult } = {}) {
  const calls: unknown[][] = []
  const uploaded = (name: string): ArtifactResult => ({ status: 'uploaded', name })
  const gh = {
    repository: o.repository === false ? undefined : { owner: 'octo', repo: 'skills' },
    hasToken: o.hasToken ?? true,
    findComment: async (n: number, m: string) => {
      calls.push(['findComment', n, m])
      if (o.found instanceof Error) throw o.found
      return o.found
    },
    upsertComment: async (c: { issueNumber: number; marker: string; body: string }) => {
      calls.push(['upsertComment', c])
      return o.upsert ?? { action: 'created', id: 1, url: 'https://x/1' }
    },
    uploadFiles: async (name: string, files: string[], root: string, u?: unknown) => {
      calls.push(['uploadFiles', name, files, root, u])
      return uploaded(name)
    },
    uploadViewer: async (file: string, u: unknown) => {
      calls.push(['uploadViewer', file, u])
      return uploaded('viewer')
    },
    commitFiles: async (c: unknown) => {
      calls.push(['commitFiles', c])
      return o.commit ?? { status: 'committed', path: 'p', commitSha: '0123456789abcdef0123456789abcdef01234567' }
    },
  }
  return { calls, gh: gh as unknown as GitHubPublisher }
}

const ctx = { workflow: 'evals', job: 'pr', workspace: '/ws' }

describe('postComment', () => {
  const req = { prNumber: 7, key: 'cell 1', body: (m: string) => `${m}\nreport` }

  test('the marker for workflow, job and key; the body built for it; the action and url logged', async () => {
    const { calls, gh } = port()
    const { lines, log } = recorder()
    const marker = commentMarker({ workflow: 'evals', job: 'pr', cell: 'cell 1' })
    expect(markerFor(ctx, 'cell 1')).toBe(marker)
    const r = await postComment(gh, ctx, req, log)
    expect(r).toStrictEqual({ action: 'created', id: 1, url: 'https://x/1' })
    expect(calls).toStrictEqual([['upsertComment', { issueNumber: 7, marker, body: `${marker}\nreport` }]])
    expect(lines).toEqual(['info: PR comment: created (https://x/1).'])
  })

  test('a result without a url is logged without one', async () => {
    const { gh } = port({ upsert: { action: 'skipped', warning: 'w' } })
    const { lines, log } = recorder()
    expect(await postComment(gh, ctx, req, log)).toStrictEqual({ action: 'skipped', warning: 'w' })
    expect(lines).toEqual(['info: PR comment: skipped.'])
  })

  test('pull request number 0 is a pull request', async () => {
    const { calls, gh } = port()
    await postComment(gh, ctx, { ...req, prNumber: 0 }, recorder().log)
    expect(calls).toHaveLength(1)
  })

  test('not a PR, no token, no repository: nothing called, each said', async () => {
    for (const [o, prNumber, line] of [
      [{}, undefined, 'info: Not a pull request: no PR comment.'],
      [{ hasToken: false }, 7, 'info: No github-token: no PR comment (the report is in the job summary).'],
      [{ repository: false }, 7, 'warning: GITHUB_REPOSITORY is not set: no PR comment.'],
    ] as const) {
      const { calls, gh } = port(o)
      const { lines, log } = recorder()
      expect(await postComment(gh, ctx, { ...req, prNumber }, log)).toBeUndefined()
      expect(calls).toEqual([])
      expect(lines).toEqual([line])
    }
  })

  test('onlyUpdate: looks for the comment first; none, or the lookup failing, posts nothing', async () => {
    const marker = markerFor(ctx, 'cell 1')
    for (const found of [undefined, new Error('403')]) {
      const { calls, gh } = port({ found })
      const { lines, log } = recorder()
      expect(await postComment(gh, ctx, { ...req, onlyUpdate: true }, log)).toBeUndefined()
      expect(calls).toStrictEqual([['findComment', 7, marker]])
      expect(lines).toEqual(['info: Nothing to evaluate and no earlier skill-evals comment: no PR comment.'])
    }
    const { calls, gh } = port({ found: { id: 3, url: 'u' } })
    expect((await postComment(gh, ctx, { ...req, onlyUpdate: true }, recorder().log))?.action).toBe('created')
    expect(calls.map((c) => c[0])).toEqual(['findComment', 'upsertComment'])
  })
})

describe('uploadReport', () => {
  let out = ''
  beforeEach(async () => {
    out = await mkdtemp(join(dir, 'results-'))
    await mkdir(join(out, 'a', 'b'), { recursive: true })
    await writeFile(join(out, 'top.json'), '1')
    await writeFile(join(out, 'a', 'mid.json'), '2')
    await writeFile(join(out, 'a', 'b', 'deep.json'), '3')
    await symlink(join(out, 'top.json'), join(out, 'link.json'))
  })

  test('every file below the folder (not links), named <prefix>-results; the viewer as <prefix>-viewer.html; retention when > 0', async () => {
    const { calls, gh } = port()
    const r = await uploadReport(gh, { prefix: 'se', resultsDir: out, viewerFile: '/v.html', retentionDays: 3 })
    const [files, viewer] = calls
    expect(files![0]).toBe('uploadFiles')
    expect(files![1]).toBe('se-results')
    expect([...(files![2] as string[])].sort()).toEqual([join(out, 'a', 'b', 'deep.json'), join(out, 'a', 'mid.json'), join(out, 'top.json')])
    expect(files!.slice(3)).toStrictEqual([out, { retentionDays: 3 }])
    expect(viewer).toStrictEqual(['uploadViewer', '/v.html', { name: 'se-viewer.html', retentionDays: 3 }])
    expect(r).toStrictEqual({ results: { status: 'uploaded', name: 'se-results' }, viewer: { status: 'uploaded', name: 'viewer' } })
  })

  test('retention 0: none passed; given names and files win; no viewer: no viewer key', async () => {
    const { calls, gh } = port()
    const r = await uploadReport(gh, { prefix: 'se', resultsDir: `${out}/a/..`, retentionDays: 0, resultsName: 'R', files: [`${out}/a/../top.json`] })
    expect(calls).toStrictEqual([['uploadFiles', 'R', [join(out, 'top.json')], out, {}]])
    expect(r).toStrictEqual({ results: { status: 'uploaded', name: 'R' } })
    const again = port()
    await uploadReport(again.gh, { prefix: 'se', resultsDir: out, retentionDays: -1, viewerFile: '/v.html', viewerName: 'V.html', files: [] })
    expect(again.calls).toStrictEqual([
      ['uploadFiles', 'se-results', [], out, {}],
      ['uploadViewer', '/v.html', { name: 'V.html' }],
    ])
  })

  test('a missing folder: nothing to upload', async () => {
    const { calls, gh } = port()
    await uploadReport(gh, { prefix: 'se', resultsDir: join(out, 'nope'), retentionDays: 0 })
    expect(calls).toStrictEqual([['uploadFiles', 'se-results', [], join(out, 'nope'), {}]])
  })
})

describe('repository-relative paths', () => {
  test('repoPrefixOf: the skills folder below the workspace, "" at the top or outside', () => {
    expect(repoPrefixOf({ workspace: '/ws' }, '/ws/examples/skills')).toBe('examples/skills')
    expect(repoPrefixOf({ workspace: '/ws/' }, '/ws')).toBe('')
    expect(repoPrefixOf({ workspace: '/ws' }, '/elsewhere')).toBe('')
    expect(repoPrefixOf({ workspace: '/ws/a' }, '/ws/b')).toBe('')
    // a folder whose name starts with two dots is inside the workspace
    expect(repoPrefixOf({ workspace: '/ws' }, '/ws/..skills')).toBe('..skills')
  })

  test('repoPathOf: a file below the workspace, undefined for the workspace itself or outside', () => {
    expect(repoPathOf({ workspace: '/ws' }, '/ws/evals/b.json')).toBe('evals/b.json')
    expect(repoPathOf({ workspace: '/ws' }, '/ws')).toBeUndefined()
    expect(repoPathOf({ workspace: '/ws' }, '/other/b.json')).toBeUndefined()
    expect(repoPathOf({ workspace: '/ws' }, '/ws/..x/b.json')).toBe('..x/b.json')
    expect(repoPathOf({ workspace: '/ws/a' }, '/ws')).toBeUndefined()
    expect(repoPathOf({ workspace: '/ws/a' }, '/ws/b/c')).toBeUndefined()
  })
})

describe('writeBenchmarkFile and commitBenchmarkFile', () => {
  const SECRET = 'sk-ant-test-PUBLISH-77aa11bb22cc'
  afterEach(() => clearSecrets())

  test('the summary written (redacted) under <root>/evals/benchmarks/<date>-<sha7>.json; the path relative to the workspace', async () => {
    const ws = await mkdtemp(join(dir, 'ws-'))
    const file = join(dir, 'summary.json')
    registerSecret(SECRET)
    const s = summary([skill('alpha', { configurations: { with_skill: stats(3, 4) } } as never)], { reasons: [`leak ${SECRET}`] })
    await writeFile(file, JSON.stringify(s))
    const before = new Date().toISOString().slice(0, 10)
    const r = await writeBenchmarkFile({ workspace: ws }, join(ws, 'skills'), file, 'ABCDEF0123')
    const after = new Date().toISOString().slice(0, 10)
    expect([`skills/evals/benchmarks/${before}-abcdef0.json`, `skills/evals/benchmarks/${after}-abcdef0.json`]).toContain(r.repoPath)
    expect(r.file).toBe(join(ws, r.repoPath))
    expect(r.content).toBe(JSON.stringify(s))
    const written = await readFile(r.file, 'utf8')
    expect(written).not.toContain(SECRET)
    expect(written).toContain('leak ')
    // At the top of the workspace: no prefix.
    const top = await writeBenchmarkFile({ workspace: ws }, ws, file, 'abcdef0')
    expect(top.repoPath.startsWith('evals/benchmarks/')).toBe(true)
  })

  test('a bad summary is an error, nothing written', async () => {
    const ws = await mkdtemp(join(dir, 'ws-'))
    const file = join(dir, 'bad.json')
    await writeFile(file, '{"not":"a summary"}')
    await expect(writeBenchmarkFile({ workspace: ws }, ws, file, 'abcdef0')).rejects.toThrow()
    await expect(readFile(join(ws, 'evals'), 'utf8')).rejects.toThrow()
  })

  test('committed: the files in order, the message only when given; the paths and short SHA logged', async () => {
    const { calls, gh } = port()
    const { lines, log } = recorder()
    const r = await commitBenchmarkFile(gh, { branch: 'main', repoPath: 'a.json', content: 'A', more: [{ path: 'b.json', content: 'B' }], message: 'msg' }, log)
    expect(r?.status).toBe('committed')
    expect(calls).toStrictEqual([['commitFiles', { branch: 'main', files: [{ path: 'a.json', content: 'A' }, { path: 'b.json', content: 'B' }], message: 'msg' }]])
    expect(lines).toEqual(['info: Benchmark committed: a.json, b.json (0123456789ab).'])
    const plain = port()
    await commitBenchmarkFile(plain.gh, { branch: 'dev', repoPath: 'a.json', content: 'A', message: '' }, recorder().log)
    expect(plain.calls).toStrictEqual([['commitFiles', { branch: 'dev', files: [{ path: 'a.json', content: 'A' }] }]])
  })

  test('not committed: the reason logged', async () => {
    const { gh } = port({ commit: { status: 'skipped', path: 'a.json', reason: 'could not read the branch: x' } })
    const { lines, log } = recorder()
    expect(await commitBenchmarkFile(gh, { branch: 'main', repoPath: 'a.json', content: 'A' }, log)).toStrictEqual({ status: 'skipped', path: 'a.json', reason: 'could not read the branch: x' })
    expect(lines).toEqual(['info: Benchmark not committed: could not read the branch: x'])
  })

  test('no token, or no repository: warned, nothing committed', async () => {
    for (const o of [{ hasToken: false }, { repository: false }]) {
      const { calls, gh } = port(o)
      const { lines, log } = recorder()
      expect(await commitBenchmarkFile(gh, { branch: 'main', repoPath: 'a.json', content: 'A' }, log)).toBeUndefined()
      expect(calls).toEqual([])
      expect(lines).toEqual(['warning: commit-benchmark is set but there is no github-token or GITHUB_REPOSITORY; the benchmark file was written but not committed.'])
    }
  })
})

describe('the real publisher', () => {
  async function fakeGitHub() {
    const f = await startFakeGitHub({
      branches: ['main'],
      comments: { 7: [] },
      pulls: [{ number: 7, files: [{ filename: 'skills/a/SKILL.md', status: 'modified' }, { filename: 'n.md', status: 'renamed', previous_filename: 'o.md' }] }],
    })
    open.push(f)
    return f
  }
  const repository = { owner: 'octo', repo: 'skills' }

  test('bound to its repository and token; without either every API call rejects before any request', async () => {
    const f = await fakeGitHub()
    const env = { GITHUB_API_URL: f.url }
    const none = githubPublisher({ env, repository })
    expect(none.hasToken).toBe(false)
    expect(none.repository).toEqual(repository)
    expect(githubPublisher({ env, token: '' }).hasToken).toBe(false)
    const noRepo = githubPublisher({ env, token: 't' })
    expect(noRepo.hasToken).toBe(true)
    expect(noRepo.repository).toBeUndefined()
    for (const call of [
      (g: GitHubPublisher) => g.findComment(7, 'm'),
      (g: GitHubPublisher) => g.upsertComment({ issueNumber: 7, marker: 'm', body: 'b' }),
      (g: GitHubPublisher) => g.commitFiles({ branch: 'main', files: [{ path: 'p', content: 'c' }] }),
      (g: GitHubPublisher) => g.upsertTrackingIssue({ body: 'b', attention: true }),
      (g: GitHubPublisher) => g.listPullFiles(7),
    ]) {
      await expect(call(none)).rejects.toThrow('no GitHub token')
      await expect(call(noRepo)).rejects.toThrow('the repository is not known (GITHUB_REPOSITORY)')
    }
    expect(f.requests).toEqual([])
  })

  test('comments: created with the author token on the given API, found again, then updated', async () => {
    const f = await fakeGitHub()
    const { lines, log } = recorder()
    const gh = githubPublisher({ token: 'ghs_x', repository, env: { GITHUB_API_URL: f.url }, log })
    expect(await gh.findComment(7, '<!-- m -->')).toBeUndefined()
    const c = await gh.upsertComment({ issueNumber: 7, marker: '<!-- m -->', body: 'one' })
    expect(c).toMatchObject({ action: 'created' })
    expect(await gh.findComment(7, '<!-- m -->')).toStrictEqual({ id: c.id, url: c.url })
    expect((await gh.upsertComment({ issueNumber: 7, marker: '<!-- m -->', body: 'two' })).action).toBe('updated')
    expect(f.comments.get(7)!.map((x) => x.body)).toEqual(['<!-- m -->\ntwo'])
    expect(f.requests.every((q) => q.headers['authorization'] === 'token ghs_x')).toBe(true)
    expect(lines).toEqual([])
  })

  test('its log gets the adapters\' messages (a rate-limit retry, a skipped comment)', async () => {
    const f = await fakeGitHub()
    const { lines, log } = recorder()
    const gh = githubPublisher({ token: 't', repository, env: { GITHUB_API_URL: f.url }, log })
    f.faults.push({ method: 'GET', path: '/issues/7/comments', status: 429, headers: { 'retry-after': '0' } })
    f.faults.push({ method: 'POST', status: 500, body: { message: 'down' } })
    const r = await gh.upsertComment({ issueNumber: 7, marker: '<!-- m -->', body: 'x' })
    expect(r.action).toBe('skipped')
    expect(lines).toEqual([
      `warning: GitHub API rate limit hit on GET ${f.url}/repos/octo/skills/issues/7/comments?per_page=100; retrying once in 0 s.`,
      'warning: Could not create the PR comment on octo/skills#7: down.',
    ])
  })

  test('without a log it is silent: a skipped comment and an upload skip still come back', async () => {
    const f = await fakeGitHub()
    const gh = githubPublisher({ token: 't', repository, env: { GITHUB_API_URL: f.url } })
    f.faults.push({ method: 'POST', status: 500, body: { message: 'down' } })
    expect(await gh.upsertComment({ issueNumber: 7, marker: '<!-- m -->', body: 'x' })).toStrictEqual({ action: 'skipped', warning: 'Could not create the PR comment on octo/skills#7: down.' })
    expect((await gh.uploadFiles('r', [join(dir, 'x')], dir)).status).toBe('skipped')
  })

  test('commits: one file, more files, a message only when given', async () => {
    const f = await fakeGitHub()
    const gh = githubPublisher({ token: 't', repository, env: { GITHUB_API_URL: f.url } })
    const one = await gh.commitFiles({ branch: 'main', files: [{ path: 'evals/benchmarks/a.json', content: 'A' }] })
    expect(one).toMatchObject({ status: 'committed', path: 'evals/benchmarks/a.json' })
    expect(f.commits.get(one.commitSha!)!.message).toBe('chore(evals): record benchmark a.json')
    const two = await gh.commitFiles({ branch: 'main', files: [{ path: 'x.json', content: 'X' }, { path: 'y.json', content: 'Y' }], message: 'weekly' })
    expect(two.path).toBe('x.json')
    expect(f.commits.get(two.commitSha!)!.message).toBe('weekly')
    expect(f.filesAt('main')).toEqual({ 'evals/benchmarks/a.json': 'A', 'x.json': 'X', 'y.json': 'Y' })
  })

  test('the tracking issue: the default label, or the one given', async () => {
    const f = await fakeGitHub()
    const gh = githubPublisher({ token: 't', repository, env: { GITHUB_API_URL: f.url } })
    expect((await gh.upsertTrackingIssue({ body: 'b', attention: true })).action).toBe('created')
    expect((await gh.upsertTrackingIssue({ body: 'c', attention: true, label: 'custom' })).action).toBe('created')
    expect([...f.issues.values()].map((i) => [i.labels, i.body])).toEqual([
      [[TRACKING_LABEL], `${TRACKING_MARKER}\nb`],
      [['custom'], `${TRACKING_MARKER}\nc`],
    ])
    expect(f.requests.filter((q) => q.method === 'GET').map((q) => q.query['labels'])).toEqual([TRACKING_LABEL, 'custom'])
  })

  test('the pull request files', async () => {
    const f = await fakeGitHub()
    const gh = githubPublisher({ token: 't', repository, env: { GITHUB_API_URL: f.url } })
    expect(await gh.listPullFiles(7)).toStrictEqual([
      { path: 'skills/a/SKILL.md', status: 'modified' },
      { path: 'n.md', status: 'renamed', previousPath: 'o.md' },
    ])
  })

  test('calls made together share one client', async () => {
    const f = await fakeGitHub()
    const gh = githubPublisher({ token: 't', repository, env: { GITHUB_API_URL: f.url } })
    const [a, b] = await Promise.all([gh.listPullFiles(7), gh.findComment(7, 'm')])
    expect(a).toHaveLength(2)
    expect(b).toBeUndefined()
  })

  test('the job summary: appended with a line end, redacted; false without a summary file', async () => {
    const file = join(dir, 'step-summary.md')
    await writeFile(file, 'before' + EOL)
    const SECRET = 'sk-ant-test-SUMMARY-99ee88dd77cc'
    registerSecret(SECRET)
    try {
      const gh = githubPublisher({ env: { GITHUB_STEP_SUMMARY: file } })
      expect(await gh.writeSummary(`one ${SECRET}`)).toBe(true)
      expect(await gh.writeSummary('two')).toBe(true)
      expect(await readFile(file, 'utf8')).toBe(`before${EOL}one ***${EOL}two${EOL}`)
      expect(await githubPublisher({ env: {} }).writeSummary('x')).toBe(false)
      expect(await githubPublisher({ env: { GITHUB_STEP_SUMMARY: '' } }).writeSummary('x')).toBe(false)
    } finally {
      clearSecrets()
    }
  })

  test('uploads use its environment and log (no artifact service here: skipped, said)', async () => {
    const { lines, log } = recorder()
    const gh = githubPublisher({ env: {}, log })
    const files = await gh.uploadFiles('res', [join(dir, 'x')], dir, { retentionDays: 1 })
    expect(files).toMatchObject({ status: 'skipped', name: 'res' })
    const viewer = await gh.uploadViewer(join(dir, 'v.html'), { name: 'view' })
    expect(viewer).toMatchObject({ status: 'skipped', name: 'view.html' })
    expect(await gh.uploadFiles('r2', [], dir)).toMatchObject({ status: 'skipped' })
    expect(lines).toHaveLength(3)
    expect(lines[0]).toMatch(/^info: Artifact 'res' not uploaded: the artifact service is not available/)
    expect(lines[1]).toMatch(/^info: Viewer artifact 'view.html' not uploaded/)
  })

  test('annotations go to the given annotator (redacted), else to the workflow commands', () => {
    const SECRET = 'sk-ant-test-ANNOT-1234567890ab'
    registerSecret(SECRET)
    const seen: string[] = []
    const rec = (level: string) => (m: string, p?: { title?: string }) => void seen.push(`${level} ${m} ${p?.title ?? ''}`)
    const gh = githubPublisher({ env: {}, annotator: { error: rec('error'), warning: rec('warning'), notice: rec('notice') } })
    gh.annotations.error(`e ${SECRET}`, { title: 't' })
    gh.annotations.warning('w')
    gh.annotations.notice('n')
    expect(seen).toEqual(['error e *** t', 'warning w ', 'notice n '])
    const out: string[] = []
    const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: unknown) => (out.push(String(chunk)), true))
    try {
      const core = githubPublisher({ env: {} })
      core.annotations.error(`boom ${SECRET}`)
      core.annotations.warning('careful')
      core.annotations.notice('fyi')
    } finally {
      spy.mockRestore()
      clearSecrets()
    }
    expect(out.join('')).toBe(`::error::boom ***${EOL}::warning::careful${EOL}::notice::fyi${EOL}`)
  })

  test('with no options at all: the process environment, no token', async () => {
    const saved = process.env['GITHUB_STEP_SUMMARY']
    delete process.env['GITHUB_STEP_SUMMARY']
    try {
      const gh = githubPublisher()
      expect(gh.hasToken).toBe(false)
      expect(gh.repository).toBeUndefined()
      expect(await gh.writeSummary('x')).toBe(false)
    } finally {
      if (saved !== undefined) process.env['GITHUB_STEP_SUMMARY'] = saved
    }
  })
})
