/**
 * Mutation part `github`: a pull request's files (src/github/pr-files.ts). The API half runs a
 * real Octokit against the loopback fake GitHub; the git half runs against a scripted git port
 * (src/ports/git.ts replaced by a recorder), so each git command line, its order and its
 * settings are stated exactly: what is looked up, what is fetched (depth 1, deepen steps,
 * unshallow) from which remote, and what the diff asks for. The real git is covered by
 * test/integration/github-pr-files.test.ts.
 */
import { afterEach, describe, expect, jest, test } from '@jest/globals'
import type { ChangedFile } from '../../src/plan/changes.js'

interface GitCall {
  args: string[]
  cwd: string
  timeoutMs?: number
  maxBuffer?: number
}
const gitCalls: GitCall[] = []
/** Answers each git command: a string is its output, an Error is thrown. */
let answer: (args: string[]) => string | Error = () => new Error('no git here')

jest.unstable_mockModule('../../src/ports/git.js', () => ({
  git: async (args: string[], o: { cwd: string; timeoutMs?: number; maxBuffer?: number }) => {
    gitCalls.push({ args, ...o })
    const r = answer(args)
    if (r instanceof Error) throw r
    return r
  },
}))

const { changedFilesForPr, fetchCommit, findMergeBase, gitChangedFiles, isTruncated, LIST_FILES_CAP, listPullFiles, mapApiStatus, parseNameStatus } = await import(
  '../../src/github/pr-files.js'
)
const { createGitHubClient } = await import('../../src/github/client.js')
const { startFakeGitHub } = await import('../fakes/github-server.js')
type FakeGitHub = Awaited<ReturnType<typeof startFakeGitHub>>

let fake: FakeGitHub | undefined
afterEach(async () => {
  await fake?.close()
  fake = undefined
  gitCalls.length = 0
  answer = () => new Error('no git here')
})

const CWD = '/work/tree'
const A = 'a'.repeat(40)
const B = 'b'.repeat(40)
const MB = 'c'.repeat(40)
const D = 'd'.repeat(64)
const failed = () => new Error('git failed')

function recorder() {
  const lines: string[] = []
  return { lines, log: { info: (m: string) => void lines.push(`info: ${m}`), warning: (m: string) => void lines.push(`warning: ${m}`) } }
}

/**
 * A scripted repository: the commits present, the remotes, what each fetch brings, the merge base
 * once both commits (and, if given, a deepen/unshallow) are in.
 */
function repo(o: {
  have?: string[]
  remotes?: string
  remoteFails?: boolean
  /** fetch args (joined by spaces, after --no-tags --quiet) → commits it brings, or an Error. */
  fetches?: Record<string, string[] | Error>
  /** The merge-base answer, given what is present; undefined → exit 1. */
  mergeBase?: (have: Set<string>) => string | undefined
  shallow?: string | Error
  diff?: string | Error
}) {
  const have = new Set(o.have ?? [])
  answer = (args) => {
    const [cmd, ...rest] = args
    if (cmd === 'cat-file') return have.has(rest[1]!.replace('^{commit}', '')) ? '' : failed()
    if (cmd === 'remote') return o.remoteFails ? failed() : (o.remotes ?? '')
    if (cmd === 'fetch') {
      const r = o.fetches?.[rest.slice(2).join(' ')]
      if (r === undefined) return new Error(`fetch ${rest.join(' ')} refused`)
      if (r instanceof Error) return r
      for (const c of r) have.add(c)
      return ''
    }
    if (cmd === 'merge-base') {
      const mb = o.mergeBase?.(have)
      return mb === undefined ? failed() : mb
    }
    if (cmd === 'rev-parse') return o.shallow ?? 'false\n'
    if (cmd === '-c') return o.diff ?? ''
    return new Error(`unexpected git ${args.join(' ')}`)
  }
}
const argsOf = () => gitCalls.map((c) => c.args.join(' '))

describe('the API list', () => {
  test('mapApiStatus: added/copied → added, removed, renamed; anything else → modified', () => {
    expect(['added', 'copied', 'removed', 'renamed', 'modified', 'changed', 'unchanged', ''].map(mapApiStatus)).toEqual([
      'added', 'added', 'removed', 'renamed', 'modified', 'modified', 'modified', 'modified',
    ])
  })

  test('listPullFiles: every page of 100 from the pull files path; a previous path only for a rename that has one', async () => {
    const files = Array.from({ length: 201 }, (_, i) => ({ filename: `f${i}`, status: 'modified' }))
    files[0] = { filename: 'new', status: 'renamed', previous_filename: 'old' } as never
    files[1] = { filename: 'ren', status: 'renamed' }
    files[2] = { filename: 'copy', status: 'copied', previous_filename: 'src' } as never
    files[200] = { filename: 'last', status: 'removed' }
    fake = await startFakeGitHub({ pulls: [{ number: 5, files }] })
    const octokit = createGitHubClient('t', { baseUrl: fake.url, env: {} })
    const out = await listPullFiles(octokit, { owner: 'octo', repo: 'skills', pullNumber: 5 })
    expect(out).toHaveLength(201)
    expect(out.slice(0, 4)).toStrictEqual([
      { path: 'new', status: 'renamed', previousPath: 'old' },
      { path: 'ren', status: 'renamed' },
      { path: 'copy', status: 'added' },
      { path: 'f3', status: 'modified' },
    ])
    expect(out[200]).toStrictEqual({ path: 'last', status: 'removed' })
    expect(fake.requests.map((r) => [r.method, r.path, r.query['per_page'], r.query['page'] ?? '1'])).toEqual([
      ['GET', '/repos/octo/skills/pulls/5/files', '100', '1'],
      ['GET', '/repos/octo/skills/pulls/5/files', '100', '2'],
      ['GET', '/repos/octo/skills/pulls/5/files', '100', '3'],
    ])
  })

  test('isTruncated: 3,000 results or fewer than the payload says', () => {
    expect(LIST_FILES_CAP).toBe(3000)
    expect(isTruncated(2999)).toBe(false)
    expect(isTruncated(3000)).toBe(true)
    expect(isTruncated(3001)).toBe(true)
    expect(isTruncated(10, 10)).toBe(false)
    expect(isTruncated(10, 9)).toBe(false)
    expect(isTruncated(10, 11)).toBe(true)
    expect(isTruncated(0, 0)).toBe(false)
    expect(isTruncated(0, 1)).toBe(true)
    expect(isTruncated(3000, 3000)).toBe(true)
  })
})

describe('parseNameStatus', () => {
  test('one entry per code, renames with both paths, copies as added, the rest by letter', () => {
    expect(parseNameStatus('A\0a\0M\0m\0D\0d\0T\0t\0U\0u\0R100\0from\0to\0C075\0orig\0copy\0')).toStrictEqual([
      { path: 'a', status: 'added' },
      { path: 'm', status: 'modified' },
      { path: 'd', status: 'removed' },
      { path: 't', status: 'modified' },
      { path: 'u', status: 'modified' },
      { path: 'to', status: 'renamed', previousPath: 'from' },
      { path: 'copy', status: 'added' },
    ])
  })

  test('empty fields are skipped; a cut-off entry ends the list', () => {
    expect(parseNameStatus('')).toEqual([])
    expect(parseNameStatus('\0\0A\0a\0')).toEqual([{ path: 'a', status: 'added' }])
    expect(parseNameStatus('A\0a\0M')).toEqual([{ path: 'a', status: 'added' }])
    expect(parseNameStatus('A\0a\0R100\0from')).toEqual([{ path: 'a', status: 'added' }])
    expect(parseNameStatus('A\0a\0C100\0from')).toEqual([{ path: 'a', status: 'added' }])
    expect(parseNameStatus('R100\0from\0to')).toEqual([{ path: 'to', status: 'renamed', previousPath: 'from' }])
    // An empty path right after a code is taken as given.
    expect(parseNameStatus('M\0\0A\0x')).toEqual([{ path: '', status: 'modified' }, { path: 'x', status: 'added' }])
  })
})

describe('fetchCommit', () => {
  test('not a SHA (40 or 64 lower-case hex digits): false without running git', async () => {
    for (const s of ['a'.repeat(39), 'a'.repeat(41), 'a'.repeat(63), 'A'.repeat(40), `x${A}`, `${A}x`, '--upload-pack=x', '']) {
      expect(await fetchCommit(CWD, s)).toBe(false)
    }
    expect(gitCalls).toEqual([])
  })

  test('already there: one cat-file in the given folder with the pinned timeout and buffer', async () => {
    repo({ have: [A, D] })
    expect(await fetchCommit(CWD, A)).toBe(true)
    expect(await fetchCommit(CWD, D)).toBe(true)
    expect(gitCalls).toStrictEqual([
      { args: ['cat-file', '-e', `${A}^{commit}`], cwd: CWD, timeoutMs: 120_000, maxBuffer: 256 * 1024 * 1024 },
      { args: ['cat-file', '-e', `${D}^{commit}`], cwd: CWD, timeoutMs: 120_000, maxBuffer: 256 * 1024 * 1024 },
    ])
  })

  test('missing: fetched alone (depth 1) from origin, then looked up again', async () => {
    repo({ remotes: 'upstream\norigin\n', fetches: { [`--depth=1 origin ${A}`]: [A] } })
    expect(await fetchCommit(CWD, A)).toBe(true)
    expect(argsOf()).toEqual([`cat-file -e ${A}^{commit}`, 'remote', `fetch --no-tags --quiet --depth=1 origin ${A}`, `cat-file -e ${A}^{commit}`])
  })

  test('no origin: the first remote (trimmed, blank lines skipped)', async () => {
    repo({ remotes: '\n  upstream  \nfork\n', fetches: { [`--depth=1 upstream ${A}`]: [A] } })
    expect(await fetchCommit(CWD, A)).toBe(true)
    expect(argsOf()[2]).toBe(`fetch --no-tags --quiet --depth=1 upstream ${A}`)
  })

  test('no remote, or listing remotes fails: false, nothing fetched', async () => {
    repo({ remotes: '' })
    expect(await fetchCommit(CWD, A)).toBe(false)
    expect(argsOf()).toEqual([`cat-file -e ${A}^{commit}`, 'remote'])
    gitCalls.length = 0
    repo({ remoteFails: true })
    expect(await fetchCommit(CWD, A)).toBe(false)
    expect(argsOf()).toEqual([`cat-file -e ${A}^{commit}`, 'remote'])
  })

  test('the fetch fails: logged with the short SHA, and the answer is whether the commit is there after all', async () => {
    const { lines, log } = recorder()
    repo({ remotes: 'origin', fetches: { [`--depth=1 origin ${A}`]: failed() } })
    expect(await fetchCommit(CWD, A, log)).toBe(false)
    expect(lines).toEqual([`info: git fetch of the base commit ${A.slice(0, 12)} failed; continuing.`])
    expect(gitCalls).toHaveLength(4)
    // Without a logger it says nothing and still answers.
    repo({ remotes: 'origin', fetches: {} })
    expect(await fetchCommit(CWD, A)).toBe(false)
  })

  test('a fetch that works but brings nothing: false, nothing logged', async () => {
    const { lines, log } = recorder()
    repo({ remotes: 'origin', fetches: { [`--depth=1 origin ${A}`]: [] } })
    expect(await fetchCommit(CWD, A, log)).toBe(false)
    expect(lines).toEqual([])
  })
})

describe('findMergeBase', () => {
  test('revisions are checked before git runs: no leading dash, no "..", only ref characters', async () => {
    repo({ have: [A, B], mergeBase: () => MB })
    for (const bad of ['-x', '--output=/tmp/x', 'a..b', 'a b', 'a;b', 'a\nb', '', 'main:path']) {
      await expect(findMergeBase({ cwd: CWD, base: bad, head: B })).rejects.toThrow(`Invalid git revision '${bad}'.`)
      await expect(findMergeBase({ cwd: CWD, base: A, head: bad })).rejects.toThrow(`Invalid git revision '${bad}'.`)
    }
    const long = `-${'x'.repeat(60)}`
    await expect(findMergeBase({ cwd: CWD, base: long, head: B })).rejects.toThrow(`Invalid git revision '${long.slice(0, 40)}'.`)
    expect(gitCalls).toEqual([])
    for (const ok of ['main', 'feature/x-1', 'HEAD~2', 'v1^', 'main@{1}', 'a.b', 'x_y']) {
      expect(await findMergeBase({ cwd: CWD, base: ok, head: B })).toBeUndefined() // not a commit here, no remote
    }
  })

  test('both commits present: their merge base, trimmed, without fetching', async () => {
    repo({ have: [A, B], mergeBase: () => `${MB}\n` })
    expect(await findMergeBase({ cwd: CWD, base: A, head: B })).toBe(MB)
    expect(argsOf()).toEqual([`cat-file -e ${A}^{commit}`, `cat-file -e ${B}^{commit}`, `merge-base ${A} ${B}`])
  })

  test('a merge-base answer that is not a SHA counts as none', async () => {
    const { lines, log } = recorder()
    repo({ have: [A, B], mergeBase: () => 'not a sha\n' })
    expect(await findMergeBase({ cwd: CWD, base: A, head: B, log })).toBeUndefined()
    expect(lines).toEqual(['info: No merge base in the local history and no git remote to fetch more from.'])
  })

  test('a commit missing and no remote: undefined, no merge-base tried, said once', async () => {
    const { lines, log } = recorder()
    repo({ have: [B], mergeBase: () => MB })
    expect(await findMergeBase({ cwd: CWD, base: A, head: B, log })).toBeUndefined()
    expect(argsOf()).toEqual([`cat-file -e ${A}^{commit}`, 'remote'])
    expect(lines).toEqual(['info: No merge base in the local history and no git remote to fetch more from.'])
  })

  test('a wanted remote must exist', async () => {
    repo({ have: [B], remotes: 'origin\n' })
    expect(await findMergeBase({ cwd: CWD, base: A, head: B, remote: 'upstream' })).toBeUndefined()
    expect(argsOf()).toEqual([`cat-file -e ${A}^{commit}`, 'remote'])
  })

  test('the missing commits are fetched alone first (only SHAs), and that may be enough', async () => {
    repo({
      have: [],
      remotes: 'origin\nupstream',
      fetches: { [`--depth=1 upstream ${A}`]: [A], [`--depth=1 upstream ${B}`]: [B] },
      mergeBase: (h) => (h.has(A) && h.has(B) ? MB : undefined),
    })
    expect(await findMergeBase({ cwd: CWD, base: A, head: B, remote: 'upstream' })).toBe(MB)
    expect(argsOf()).toEqual([
      `cat-file -e ${A}^{commit}`,
      'remote',
      `cat-file -e ${A}^{commit}`,
      `fetch --no-tags --quiet --depth=1 upstream ${A}`,
      `cat-file -e ${B}^{commit}`,
      `fetch --no-tags --quiet --depth=1 upstream ${B}`,
      `merge-base ${A} ${B}`,
    ])
  })

  test('a present commit or a branch name is not fetched alone', async () => {
    repo({ have: [B], remotes: 'origin', fetches: { '--deepen=10 origin': [] }, mergeBase: () => undefined })
    expect(await findMergeBase({ cwd: CWD, base: 'main', head: B, deepen: [10] })).toBeUndefined()
    expect(argsOf()).toEqual([
      'cat-file -e main^{commit}',
      'remote',
      'cat-file -e main^{commit}',
      `cat-file -e ${B}^{commit}`,
      `merge-base main ${B}`,
      'fetch --no-tags --quiet --deepen=10 origin',
      `merge-base main ${B}`,
      'rev-parse --is-shallow-repository',
    ])
  })

  test('deepened in the default steps 10, 50, 200, 1000 until found; each step logged', async () => {
    let depth = 0
    const { lines, log } = recorder()
    repo({
      have: [A, B],
      remotes: 'origin',
      fetches: { '--deepen=10 origin': [], '--deepen=50 origin': [], '--deepen=200 origin': [], '--deepen=1000 origin': [] },
      mergeBase: () => (depth >= 3 ? MB : undefined),
    })
    const inner = answer
    answer = (args) => {
      if (args[0] === 'fetch') depth++
      return inner(args)
    }
    expect(await findMergeBase({ cwd: CWD, base: A, head: B, log })).toBe(MB)
    expect(argsOf().filter((a) => a.startsWith('fetch'))).toEqual([
      'fetch --no-tags --quiet --deepen=10 origin',
      'fetch --no-tags --quiet --deepen=50 origin',
      'fetch --no-tags --quiet --deepen=200 origin',
    ])
    expect(lines).toEqual([
      'info: Merge base of aaaaaaa and bbbbbbb not in the fetched history; deepening by 10.',
      'info: Merge base of aaaaaaa and bbbbbbb not in the fetched history; deepening by 50.',
      'info: Merge base of aaaaaaa and bbbbbbb not in the fetched history; deepening by 200.',
    ])
  })

  test('every deepen step fails: each failure logged; a shallow clone is then unshallowed', async () => {
    let full = false
    const { lines, log } = recorder()
    repo({
      have: [A, B],
      remotes: 'origin',
      fetches: { '--deepen=3 origin': failed(), '--unshallow origin': [] },
      shallow: 'true\n',
      mergeBase: () => (full ? MB : undefined),
    })
    const inner = answer
    answer = (args) => {
      if (args.join(' ') === 'fetch --no-tags --quiet --unshallow origin') full = true
      return inner(args)
    }
    expect(await findMergeBase({ cwd: CWD, base: A, head: B, deepen: [3], log })).toBe(MB)
    expect(argsOf()).toEqual([
      `cat-file -e ${A}^{commit}`,
      `cat-file -e ${B}^{commit}`,
      `merge-base ${A} ${B}`,
      'remote',
      `cat-file -e ${A}^{commit}`,
      `cat-file -e ${B}^{commit}`,
      `merge-base ${A} ${B}`,
      'fetch --no-tags --quiet --deepen=3 origin',
      `merge-base ${A} ${B}`,
      'rev-parse --is-shallow-repository',
      'fetch --no-tags --quiet --unshallow origin',
      `merge-base ${A} ${B}`,
    ])
    expect(lines).toEqual([
      'info: Merge base of aaaaaaa and bbbbbbb not in the fetched history; deepening by 3.',
      'info: git fetch --deepen=3 origin failed; continuing.',
    ])
  })

  test('not shallow (or the question fails): no unshallow; no deepen steps: straight to that question', async () => {
    for (const shallow of ['false\n', failed(), 'true-ish']) {
      gitCalls.length = 0
      repo({ have: [A, B], remotes: 'origin', fetches: { '--unshallow origin': [] }, shallow, mergeBase: () => undefined })
      expect(await findMergeBase({ cwd: CWD, base: A, head: B, deepen: [] })).toBeUndefined()
      expect(argsOf().slice(3)).toEqual(['remote', `cat-file -e ${A}^{commit}`, `cat-file -e ${B}^{commit}`, `merge-base ${A} ${B}`, 'rev-parse --is-shallow-repository'])
    }
  })

  test('found by the last deepen step: returned without asking about a shallow clone', async () => {
    repo({ have: [A, B], remotes: 'origin', fetches: { '--deepen=5 origin': [MB] }, shallow: 'true', mergeBase: (h) => (h.has(MB) ? MB : undefined) })
    expect(await findMergeBase({ cwd: CWD, base: A, head: B, deepen: [5] })).toBe(MB)
    expect(argsOf().slice(-2)).toEqual(['fetch --no-tags --quiet --deepen=5 origin', `merge-base ${A} ${B}`])
  })

  test('an unshallow that fails is logged and leaves no merge base', async () => {
    const { lines, log } = recorder()
    repo({ have: [A, B], remotes: 'origin', fetches: {}, shallow: 'true', mergeBase: () => undefined })
    expect(await findMergeBase({ cwd: CWD, base: A, head: B, deepen: [], log })).toBeUndefined()
    expect(lines).toEqual(['info: git fetch --unshallow origin failed; continuing.'])
  })
})

describe('gitChangedFiles', () => {
  test('the diff from the merge base to the head: UTF-8 paths, whole tree, NUL-separated, renames', async () => {
    repo({ have: [A, B], mergeBase: () => MB, diff: 'M\0x\0R090\0a\0b\0' })
    expect(await gitChangedFiles({ cwd: CWD, base: A, head: B })).toStrictEqual([
      { path: 'x', status: 'modified' },
      { path: 'b', status: 'renamed', previousPath: 'a' },
    ])
    expect(gitCalls.at(-1)).toStrictEqual({
      args: ['-c', 'core.quotePath=false', 'diff', '--no-relative', '--name-status', '-z', '-M', '--no-ext-diff', MB, B, '--'],
      cwd: CWD,
      timeoutMs: 120_000,
      maxBuffer: 268_435_456,
    })
  })

  test('no merge base: undefined, no diff; the diff failing: logged, undefined', async () => {
    repo({ have: [A], mergeBase: () => MB })
    expect(await gitChangedFiles({ cwd: CWD, base: A, head: B })).toBeUndefined()
    expect(argsOf().some((a) => a.includes('diff'))).toBe(false)
    const { lines, log } = recorder()
    repo({ have: [A, B], mergeBase: () => MB, diff: new Error('bad object') })
    expect(await gitChangedFiles({ cwd: CWD, base: A, head: B, log })).toBeUndefined()
    expect(lines).toEqual(['info: git diff failed: bad object'])
  })

  test('a non-Error failure is logged as text; no logger is fine', async () => {
    const { lines, log } = recorder()
    repo({ have: [A, B], mergeBase: () => MB })
    const inner = answer
    answer = (args) => {
      if (args[0] === '-c') throw 'plain failure'
      return inner(args)
    }
    expect(await gitChangedFiles({ cwd: CWD, base: A, head: B, log })).toBeUndefined()
    expect(lines).toEqual(['info: git diff failed: plain failure'])
    expect(await gitChangedFiles({ cwd: CWD, base: A, head: B })).toBeUndefined()
  })
})

describe('changedFilesForPr', () => {
  const base = { owner: 'octo', repo: 'skills', pullNumber: 5, cwd: CWD }
  const some: ChangedFile[] = [{ path: 'skills/a/SKILL.md', status: 'modified' }]

  test('listFiles wins over the client; an untruncated list is the answer, with no note', async () => {
    fake = await startFakeGitHub({ pulls: [{ number: 5, files: [{ filename: 'from-api', status: 'added' }] }] })
    const octokit = createGitHubClient('t', { baseUrl: fake.url, env: {} })
    const asked: number[] = []
    const r = await changedFilesForPr({ ...base, octokit, listFiles: async (n) => (asked.push(n), some), changedFilesHint: 1 })
    expect(r).toStrictEqual({ files: some, source: 'api' })
    expect(asked).toEqual([5])
    expect(fake.requests).toEqual([])
    const viaClient = await changedFilesForPr({ ...base, octokit })
    expect(viaClient).toStrictEqual({ files: [{ path: 'from-api', status: 'added' }], source: 'api' })
    expect(gitCalls).toEqual([])
  })

  test('no way to list and no SHAs: null (every skill), the reason logged as a warning', async () => {
    const { lines, log } = recorder()
    const r = await changedFilesForPr({ ...base, log })
    const why = 'No GitHub token to list the pull request files, and the merge base of the base and head commits could not be found, so all skills are evaluated.'
    expect(r).toStrictEqual({ files: null, source: 'none', note: why })
    expect(lines).toEqual([`warning: ${why}`])
    expect(gitCalls).toEqual([])
  })

  test('at the cap, with and without the payload count: git diff instead, the reason in the note', async () => {
    const capped = Array.from({ length: 3000 }, (_, i) => ({ path: `f${i}`, status: 'added' as const }))
    repo({ have: [A, B], mergeBase: () => MB, diff: 'A\0only-from-git\0' })
    const { lines, log } = recorder()
    const r = await changedFilesForPr({ ...base, listFiles: async () => capped, baseSha: A, headSha: B, log })
    const problem = 'The pull request files API returned 3000 files (GitHub lists at most 3000)'
    expect(r).toStrictEqual({ files: [{ path: 'only-from-git', status: 'added' }], source: 'git', note: `${problem}; used git diff against the merge base instead.` })
    expect(lines).toEqual([`info: ${problem}; trying git diff against the merge base.`])

    const r2 = await changedFilesForPr({ ...base, listFiles: async () => some, changedFilesHint: 4, baseSha: A, headSha: B })
    expect(r2.note).toBe('The pull request files API returned 1 files of 4 (GitHub lists at most 3000); used git diff against the merge base instead.')
  })

  test('the list failing: its message in the note; git gets the remote and deepen steps given', async () => {
    repo({
      have: [B],
      remotes: 'origin\nupstream',
      fetches: { [`--depth=1 upstream ${A}`]: [], '--deepen=7 upstream': [A] },
      mergeBase: (h) => (h.has(A) ? MB : undefined),
      diff: 'D\0gone\0',
    })
    const r = await changedFilesForPr({ ...base, listFiles: async () => Promise.reject(new Error('API down')), baseSha: A, headSha: B, remote: 'upstream', deepen: [7] })
    expect(r).toStrictEqual({
      files: [{ path: 'gone', status: 'removed' }],
      source: 'git',
      note: "Listing the pull request's files failed (API down); used git diff against the merge base instead.",
    })
    expect(argsOf().filter((a) => a.startsWith('fetch'))).toEqual([`fetch --no-tags --quiet --depth=1 upstream ${A}`, 'fetch --no-tags --quiet --deepen=7 upstream'])
  })

  test('git cannot help either: null with both reasons; one SHA alone does not try git', async () => {
    const { lines, log } = recorder()
    repo({ have: [A, B], mergeBase: () => undefined })
    const r = await changedFilesForPr({ ...base, listFiles: async () => some, changedFilesHint: 2, baseSha: A, headSha: B, log })
    const why = 'The pull request files API returned 1 files of 2 (GitHub lists at most 3000), and the merge base of the base and head commits could not be found, so all skills are evaluated.'
    expect(r).toStrictEqual({ files: null, source: 'none', note: why })
    expect(lines).toEqual([
      'info: The pull request files API returned 1 files of 2 (GitHub lists at most 3000); trying git diff against the merge base.',
      'info: No merge base in the local history and no git remote to fetch more from.',
      `warning: ${why}`,
    ])
    gitCalls.length = 0
    for (const shas of [{ baseSha: A }, { headSha: B }, { baseSha: '', headSha: B }]) {
      const one = await changedFilesForPr({ ...base, listFiles: async () => some, changedFilesHint: 2, ...shas })
      expect(one.source).toBe('none')
    }
    expect(gitCalls).toEqual([])
  })

  test('a real client failing (404): its Octokit message in the note', async () => {
    fake = await startFakeGitHub({ pulls: [] })
    const octokit = createGitHubClient('t', { baseUrl: fake.url, env: {} })
    const r = await changedFilesForPr({ ...base, octokit })
    expect(r.files).toBeNull()
    expect(r.note).toBe(
      "Listing the pull request's files failed (Not Found - https://docs.github.com/rest), and the merge base of the base and head commits could not be found, so all skills are evaluated.",
    )
  })
})
