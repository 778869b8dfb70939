/**
 * The files a pull request changes. First the REST API (`pulls.listFiles`, 100 per page, every
 * page); when that hits GitHub's 3,000-file cap (exactly 3,000 results, or fewer than the
 * payload's `changed_files`) or fails, `git diff --name-status -M` between the merge base and
 * the head, fetching more history (`git fetch --deepen`) when the merge base is missing and a
 * remote exists. If neither works the result says so (`files: null`) and the caller evaluates
 * every skill: a partial list is never used silently.
 *
 * Git is run through the git port (src/ports/git.ts: no shell, pinned settings, a timeout) and only
 * with validated SHAs / ref names.
 */
import type { ChangedFile, ChangeStatus } from '../plan/changes.js'
import { messageOf } from './errors.js'
import type { GitHubClient, Logger } from './client.js'
import { git as runGit } from '../ports/git.js'

/** `pulls.listFiles` returns at most this many files. */
export const LIST_FILES_CAP = 3000

export interface ChangedFilesResult {
  /** null: could not be determined → evaluate every skill. */
  files: ChangedFile[] | null
  source: 'api' | 'git' | 'none'
  /** Why the API list was not used / what went wrong, for the summary. */
  note?: string
}

// ─── API ──────────────────────────────────────────────────────────────────────────────

/** A `diff-entry` status → ours. `copied` → added (the copy is new), `changed`/`unchanged` → modified. */
export function mapApiStatus(s: string): ChangeStatus {
  switch (s) {
    case 'added':
    case 'copied':
      return 'added'
    case 'removed':
      return 'removed'
    case 'renamed':
      return 'renamed'
    default:
      return 'modified'
  }
}

export async function listPullFiles(
  octokit: GitHubClient,
  p: { owner: string; repo: string; pullNumber: number },
): Promise<ChangedFile[]> {
  const entries = await octokit.paginate(octokit.rest.pulls.listFiles, {
    owner: p.owner,
    repo: p.repo,
    pull_number: p.pullNumber,
    per_page: 100,
  })
  return entries.map((e) => {
    const status = mapApiStatus(e.status)
    const f: ChangedFile = { path: e.filename, status }
    if (status === 'renamed' && e.previous_filename) f.previousPath = e.previous_filename
    return f
  })
}

/** True when an API list is (or may be) cut off by the cap. */
export function isTruncated(count: number, changedFilesHint?: number): boolean {
  return count >= LIST_FILES_CAP || (changedFilesHint !== undefined && changedFilesHint > count)
}

// ─── git ──────────────────────────────────────────────────────────────────────────────

const SHA_RE = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/
const REF_RE = /^(?!-)[\w./@{}^~-]+$/

function checkRef(r: string): string {
  if (!REF_RE.test(r) || r.includes('..')) throw new Error(`Invalid git revision '${r.slice(0, 40)}'.`)
  return r
}

function git(cwd: string, args: string[], timeoutMs = 120_000): Promise<string> {
  return runGit(args, { cwd, timeoutMs, maxBuffer: 256 * 1024 * 1024 })
}

async function ok(cwd: string, args: string[]): Promise<boolean> {
  try {
    await git(cwd, args)
    return true
  } catch {
    return false
  }
}

async function hasCommit(cwd: string, rev: string): Promise<boolean> {
  return ok(cwd, ['cat-file', '-e', `${rev}^{commit}`])
}

/**
 * Makes commit `sha` readable: present already, or fetched alone (`--depth=1`) from the remote
 * (`origin` if it exists, else the first). actions/checkout fetches only the commit under test by
 * default, and a pull request's base commit holds its gate policy (issue 33 row I). True when
 * the commit is there afterwards; never throws.
 */
export async function fetchCommit(cwd: string, sha: string, log?: Logger): Promise<boolean> {
  if (!SHA_RE.test(sha)) return false
  if (await hasCommit(cwd, sha)) return true
  const remote = await pickRemote(cwd)
  if (!remote) return false
  if (!(await ok(cwd, ['fetch', '--no-tags', '--quiet', '--depth=1', remote, sha]))) log?.info(`git fetch of the base commit ${sha.slice(0, 12)} failed; continuing.`)
  return hasCommit(cwd, sha)
}

/** Parses `git diff --name-status -z` output. */
export function parseNameStatus(out: string): ChangedFile[] {
  const parts = out.split('\0')
  const files: ChangedFile[] = []
  let i = 0
  while (i < parts.length) {
    const code = parts[i++]
    if (!code) continue
    const kind = code[0]
    if (kind === 'R' || kind === 'C') {
      const from = parts[i++]
      const to = parts[i++]
      if (from === undefined || to === undefined) break
      files.push(kind === 'R' ? { path: to, status: 'renamed', previousPath: from } : { path: to, status: 'added' })
      continue
    }
    const p = parts[i++]
    if (p === undefined) break
    files.push({ path: p, status: kind === 'A' ? 'added' : kind === 'D' ? 'removed' : 'modified' })
  }
  return files
}

export interface GitDiffOptions {
  /** Any folder inside the work tree. */
  cwd: string
  base: string
  head: string
  /** Remote to fetch from when history is missing (default: `origin` if it exists, else the first). */
  remote?: string
  /** Deepen steps (commits) tried in turn before a full unshallow; default [10, 50, 200, 1000]. */
  deepen?: number[]
  log?: Logger
}

/**
 * The merge base of `base` and `head`, fetching history when it is missing: the two commits
 * themselves (depth 1), then `--deepen` in growing steps, then `--unshallow`. Only when a remote
 * exists; each failure is tolerated. Undefined when it cannot be found.
 */
export async function findMergeBase(o: GitDiffOptions): Promise<string | undefined> {
  const base = checkRef(o.base)
  const head = checkRef(o.head)
  const tryBase = async (): Promise<string | undefined> => {
    try {
      const out = (await git(o.cwd, ['merge-base', base, head])).trim()
      return SHA_RE.test(out) ? out : undefined
    } catch {
      return undefined
    }
  }
  if ((await hasCommit(o.cwd, base)) && (await hasCommit(o.cwd, head))) {
    const mb = await tryBase()
    if (mb) return mb
  }
  const remote = await pickRemote(o.cwd, o.remote)
  if (!remote) {
    o.log?.info('No merge base in the local history and no git remote to fetch more from.')
    return undefined
  }
  const fetch = async (args: string[]): Promise<boolean> => {
    const done = await ok(o.cwd, ['fetch', '--no-tags', '--quiet', ...args])
    if (!done) o.log?.info(`git fetch ${args.join(' ')} failed; continuing.`)
    return done
  }
  for (const rev of [base, head]) {
    if (!(await hasCommit(o.cwd, rev)) && SHA_RE.test(rev)) await fetch(['--depth=1', remote, rev])
  }
  let mb = await tryBase()
  for (const d of o.deepen ?? [10, 50, 200, 1000]) {
    if (mb) return mb
    o.log?.info(`Merge base of ${base.slice(0, 7)} and ${head.slice(0, 7)} not in the fetched history; deepening by ${d}.`)
    await fetch([`--deepen=${d}`, remote])
    mb = await tryBase()
  }
  if (!mb && (await git(o.cwd, ['rev-parse', '--is-shallow-repository']).catch(() => 'false')).trim() === 'true') {
    await fetch(['--unshallow', remote])
    mb = await tryBase()
  }
  return mb
}

async function pickRemote(cwd: string, wanted?: string): Promise<string | undefined> {
  let remotes: string[]
  try {
    remotes = (await git(cwd, ['remote'])).split('\n').map((s) => s.trim()).filter(Boolean)
  } catch {
    return undefined
  }
  if (wanted) return remotes.includes(wanted) ? wanted : undefined
  return remotes.includes('origin') ? 'origin' : remotes[0]
}

/** `git diff --name-status -M <merge-base> <head>`, paths relative to the work tree's top. */
export async function gitChangedFiles(o: GitDiffOptions): Promise<ChangedFile[] | undefined> {
  const mb = await findMergeBase(o)
  if (!mb) return undefined
  try {
    const out = await git(o.cwd, ['-c', 'core.quotePath=false', 'diff', '--no-relative', '--name-status', '-z', '-M', '--no-ext-diff', mb, checkRef(o.head), '--'])
    return parseNameStatus(out)
  } catch (e) {
    o.log?.info(`git diff failed: ${e instanceof Error ? e.message : String(e)}`)
    return undefined
  }
}

// ─── Together ─────────────────────────────────────────────────────────────────────────

export interface PrChangedFilesOptions {
  octokit?: GitHubClient
  /** Lists the pull request's files (the publisher port's `listPullFiles`); used instead of `octokit`. */
  listFiles?: (pullNumber: number) => Promise<ChangedFile[]>
  owner: string
  repo: string
  pullNumber: number
  /** `pull_request.changed_files` from the payload. */
  changedFilesHint?: number
  /** git fallback: a folder in the checkout and the PR's base / head SHAs (from the payload). */
  cwd: string
  baseSha?: string
  headSha?: string
  remote?: string
  deepen?: number[]
  log?: Logger
}

export async function changedFilesForPr(o: PrChangedFilesOptions): Promise<ChangedFilesResult> {
  let problem: string
  const octokit = o.octokit
  const list = o.listFiles ?? (octokit ? (n: number) => listPullFiles(octokit, { owner: o.owner, repo: o.repo, pullNumber: n }) : undefined)
  if (list) {
    try {
      const files = await list(o.pullNumber)
      if (!isTruncated(files.length, o.changedFilesHint)) return { files, source: 'api' }
      problem = `The pull request files API returned ${files.length} files${
        o.changedFilesHint !== undefined ? ` of ${o.changedFilesHint}` : ''
      } (GitHub lists at most ${LIST_FILES_CAP})`
    } catch (e) {
      problem = `Listing the pull request's files failed (${messageOf(e)})`
    }
  } else problem = 'No GitHub token to list the pull request files'
  if (o.baseSha && o.headSha) {
    o.log?.info(`${problem}; trying git diff against the merge base.`)
    const files = await gitChangedFiles({ cwd: o.cwd, base: o.baseSha, head: o.headSha, remote: o.remote, deepen: o.deepen, log: o.log })
    if (files) return { files, source: 'git', note: `${problem}; used git diff against the merge base instead.` }
  }
  const why = `${problem}, and the merge base of the base and head commits could not be found, so all skills are evaluated.`
  o.log?.warning(why)
  return { files: null, source: 'none', note: why }
}
