import { describe, test, expect, afterEach } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { mkdir, mkdtemp, rm, writeFile, unlink } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { createGitHubClient } from '../../src/github/client.js'
import { changedFilesForPr, fetchCommit, gitChangedFiles, listPullFiles, parseNameStatus } from '../../src/github/pr-files.js'
import { startFakeGitHub, type FakeGitHub } from '../fakes/github-server.js'

const quiet = { info: (): void => {}, warning: (): void => {} }
let fake: FakeGitHub | undefined
const temps: string[] = []
afterEach(async () => {
  await fake?.close()
  fake = undefined
  for (const t of temps.splice(0)) await rm(t, { recursive: true, force: true })
})

const gitEnv = { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@x', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@x', GIT_CONFIG_NOSYSTEM: '1' }
const git = (cwd: string, ...a: string[]): string => execFileSync('git', a, { cwd, encoding: 'utf8', env: gitEnv })
async function write(root: string, files: Record<string, string>): Promise<void> {
  for (const [p, c] of Object.entries(files)) {
    await mkdir(dirname(join(root, p)), { recursive: true })
    await writeFile(join(root, p), c)
  }
}

/**
 * origin: main c1 (base files) → c2 → c3 (main tip); feature from c2: f1 (rename, delete, add,
 * modify) → f2. Returns the bare origin and the SHAs.
 */
async function makeOrigin(): Promise<{ origin: string; work: string; mergeBase: string; baseTip: string; head: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'skill-evals-prfiles-'))
  temps.push(dir)
  const work = join(dir, 'work')
  await mkdir(work)
  git(work, 'init', '-q', '-b', 'main')
  await write(work, {
    'skills/plan/SKILL.md': 'plan\n'.repeat(20),
    'skills/gone/SKILL.md': 'gone\n',
    'skills/adr/notes.md': 'adr notes\n'.repeat(20),
    'README.md': 'r\n',
  })
  git(work, 'add', '-A')
  git(work, 'commit', '-q', '-m', 'c1')
  await write(work, { 'README.md': 'r2\n' })
  git(work, 'commit', '-q', '-am', 'c2')
  const mergeBase = git(work, 'rev-parse', 'HEAD').trim()
  git(work, 'checkout', '-q', '-b', 'feature')
  git(work, 'mv', 'skills/adr/notes.md', 'skills/adr/guide.md')
  await unlink(join(work, 'skills/gone/SKILL.md'))
  await write(work, { 'skills/plan/SKILL.md': 'plan v2\n'.repeat(20), 'references/new.md': 'n\n', 'skills/über/SKILL.md': 'x\n' })
  git(work, 'add', '-A')
  git(work, 'commit', '-q', '-m', 'f1')
  await write(work, { 'skills/plan/extra.md': 'e\n' })
  git(work, 'add', '-A')
  git(work, 'commit', '-q', '-m', 'f2')
  const head = git(work, 'rev-parse', 'HEAD').trim()
  git(work, 'checkout', '-q', 'main')
  await write(work, { 'skills/plan/SKILL.md': 'main changed plan\n', 'main-only.txt': 'm\n' })
  git(work, 'add', '-A')
  git(work, 'commit', '-q', '-m', 'c3')
  const baseTip = git(work, 'rev-parse', 'HEAD').trim()
  const origin = join(dir, 'origin.git')
  git(dir, 'clone', '-q', '--bare', work, origin)
  return { origin, work, mergeBase, baseTip, head }
}

const expected = [
  { path: 'references/new.md', status: 'added' },
  { path: 'skills/adr/guide.md', status: 'renamed', previousPath: 'skills/adr/notes.md' },
  { path: 'skills/gone/SKILL.md', status: 'removed' },
  { path: 'skills/plan/SKILL.md', status: 'modified' },
  { path: 'skills/plan/extra.md', status: 'added' },
  { path: 'skills/über/SKILL.md', status: 'added' },
]
const byPath = <T extends { path: string }>(l: T[]): T[] => [...l].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))

describe('PR files from the API', () => {
  test('pages through 250 files (3 pages of 100) and maps statuses and renames', async () => {
    const files = Array.from({ length: 250 }, (_, i) => ({ filename: `skills/s${i}/SKILL.md`, status: i === 0 ? 'renamed' : i === 1 ? 'removed' : i === 2 ? 'copied' : 'modified', ...(i === 0 ? { previous_filename: 'skills/old/SKILL.md' } : {}) }))
    fake = await startFakeGitHub({ pulls: [{ number: 5, files }] })
    const octokit = createGitHubClient('t0ken', { baseUrl: fake.url })
    const out = await listPullFiles(octokit, { owner: 'octo', repo: 'skills', pullNumber: 5 })
    expect(out).toHaveLength(250)
    expect(out[0]).toEqual({ path: 'skills/s0/SKILL.md', status: 'renamed', previousPath: 'skills/old/SKILL.md' })
    expect(out[1]!.status).toBe('removed')
    expect(out[2]!.status).toBe('added')
    const pages = fake.requests.filter((r) => r.path.endsWith('/pulls/5/files'))
    expect(pages.map((r) => [r.query['per_page'], r.query['page'] ?? '1'])).toEqual([['100', '1'], ['100', '2'], ['100', '3']])
    expect(pages[0]!.headers['authorization']).toBe('token t0ken')

    const r = await changedFilesForPr({ octokit, owner: 'octo', repo: 'skills', pullNumber: 5, changedFilesHint: 250, cwd: tmpdir(), log: quiet })
    expect(r.source).toBe('api')
    expect(r.files).toHaveLength(250)
  })

  test('at the 3,000-file cap it falls back to git diff against the merge base', async () => {
    const { origin, mergeBase, baseTip, head } = await makeOrigin()
    const clone = join(dirname(origin), 'clone')
    git(dirname(origin), 'clone', '-q', origin, clone)
    const files = Array.from({ length: 3005 }, (_, i) => ({ filename: `f${i}.txt`, status: 'added' }))
    fake = await startFakeGitHub({ pulls: [{ number: 9, files, changed_files: 3005 }] })
    const octokit = createGitHubClient('t', { baseUrl: fake.url })
    const api = await listPullFiles(octokit, { owner: 'octo', repo: 'skills', pullNumber: 9 })
    expect(api).toHaveLength(3000) // the cap
    const notes: string[] = []
    const r = await changedFilesForPr({
      octokit, owner: 'octo', repo: 'skills', pullNumber: 9, changedFilesHint: 3005,
      cwd: clone, baseSha: baseTip, headSha: head, log: { info: (m) => notes.push(m), warning: (m) => notes.push(m) },
    })
    expect(r.source).toBe('git')
    expect(r.note).toMatch(/returned 3000 files of 3005 \(GitHub lists at most 3000\)/)
    // The merge base, not the base tip: main's own changes (main-only.txt) are not in the PR.
    expect(byPath(r.files!)).toEqual(expected)
    expect(git(clone, 'merge-base', baseTip, head).trim()).toBe(mergeBase)
  })

  test('the payload count exceeding the list also triggers the fallback', async () => {
    fake = await startFakeGitHub({ pulls: [{ number: 3, files: [{ filename: 'a', status: 'added' }], changed_files: 2 }] })
    const octokit = createGitHubClient('t', { baseUrl: fake.url })
    const r = await changedFilesForPr({ octokit, owner: 'octo', repo: 'skills', pullNumber: 3, changedFilesHint: 2, cwd: tmpdir(), log: quiet })
    // No SHAs to diff: it says so and returns null (→ all skills), never the partial list.
    expect(r.files).toBeNull()
    expect(r.source).toBe('none')
    expect(r.note).toMatch(/all skills are evaluated/)
  })

  test('a shallow clone is deepened until the merge base appears', async () => {
    const { origin, baseTip, head } = await makeOrigin()
    const clone = join(dirname(origin), 'shallow')
    git(dirname(origin), 'clone', '-q', '--depth=1', '--branch', 'feature', `file://${origin}`, clone)
    expect(git(clone, 'rev-parse', '--is-shallow-repository').trim()).toBe('true')
    const notes: string[] = []
    const files = await gitChangedFiles({ cwd: clone, base: baseTip, head, deepen: [1, 1, 1, 1], log: { info: (m) => notes.push(m), warning: (m) => notes.push(m) } })
    expect(byPath(files!)).toEqual(expected)
    expect(notes.some((n) => /deepening by 1/.test(n))).toBe(true)
  })

  test('fetchCommit: a shallow clone gets the base commit (whose config holds the gate policy); an unknown one is false', async () => {
    const { origin, baseTip } = await makeOrigin()
    const clone = join(dirname(origin), 'shallow-base')
    git(dirname(origin), 'clone', '-q', '--depth=1', '--branch', 'feature', `file://${origin}`, clone)
    expect(() => git(clone, 'cat-file', '-e', `${baseTip}^{commit}`)).toThrow()
    expect(await fetchCommit(clone, baseTip, quiet)).toBe(true)
    git(clone, 'cat-file', '-e', `${baseTip}^{commit}`)
    expect(await fetchCommit(clone, 'c'.repeat(40), quiet)).toBe(false)
    expect(await fetchCommit(clone, '--upload-pack=touch /tmp/x', quiet)).toBe(false)
  })

  test('no remote and no merge base → undefined; API failure → git; nothing → all skills', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'skill-evals-noremote-'))
    temps.push(dir)
    git(dir, 'init', '-q', '-b', 'main')
    await write(dir, { a: '1' })
    git(dir, 'add', '-A')
    git(dir, 'commit', '-q', '-m', 'a')
    const a = git(dir, 'rev-parse', 'HEAD').trim()
    expect(await gitChangedFiles({ cwd: dir, base: 'c'.repeat(40), head: a })).toBeUndefined()
    await expect(gitChangedFiles({ cwd: dir, base: '--output=/tmp/x', head: a })).rejects.toThrow(/Invalid git revision/)

    await write(dir, { b: '2' })
    git(dir, 'add', '-A')
    git(dir, 'commit', '-q', '-m', 'b')
    const b = git(dir, 'rev-parse', 'HEAD').trim()
    fake = await startFakeGitHub({ pulls: [] })
    const octokit = createGitHubClient('t', { baseUrl: fake.url })
    const r = await changedFilesForPr({ octokit, owner: 'octo', repo: 'skills', pullNumber: 404, cwd: dir, baseSha: a, headSha: b, log: quiet })
    expect(r).toMatchObject({ source: 'git', files: [{ path: 'b', status: 'added' }] })
    expect(r.note).toMatch(/Listing the pull request's files failed \(Not Found/)
  })

  test('parseNameStatus handles renames, copies, type changes and odd names', () => {
    expect(parseNameStatus('R087\0a b.md\0c\td.md\0C100\0x\0y\0T\0t\0D\0gone\0M\0m\0')).toEqual([
      { path: 'c\td.md', status: 'renamed', previousPath: 'a b.md' },
      { path: 'y', status: 'added' },
      { path: 't', status: 'modified' },
      { path: 'gone', status: 'removed' },
      { path: 'm', status: 'modified' },
    ])
  })
})
