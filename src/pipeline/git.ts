/**
 * The few git operations a pipeline needs on its temporary repository. Every call pins the
 * settings that could change the result or block (identity, signing, hooks, line endings,
 * pagers, prompts: the git port's and these), so a user's global git config cannot interfere.
 */
import { git as runGit, GitError as PortGitError } from '../ports/git.js'
import type { FileChange } from './types.js'

/** The pipeline's own settings, on top of the port's pinned ones (identity, signing, line endings, diff). */
const PINNED = [
  'user.name=skill-evals',
  'user.email=skill-evals@localhost',
  'commit.gpgsign=false',
  'tag.gpgsign=false',
  'core.autocrlf=false',
  'core.safecrlf=false',
  'diff.noprefix=false',
  'diff.mnemonicprefix=false',
]

export class GitError extends Error {}

export async function git(cwd: string, args: string[], opts: { maxBuffer?: number } = {}): Promise<string> {
  try {
    return await runGit(args, {
      cwd,
      timeoutMs: 60_000,
      maxBuffer: opts.maxBuffer ?? 64 * 1024 * 1024,
      config: PINNED,
      env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1' },
    })
  } catch (e) {
    const why = e instanceof PortGitError ? (e.notInstalled ? 'git is not installed (pipeline scenarios need git)' : e.stderr || e.message) : String(e)
    throw new GitError(`git ${args[0]} failed: ${why.trim()}`)
  }
}

/** `git init` with a fixed branch name (works on git < 2.28 too). */
export async function gitInit(dir: string): Promise<void> {
  await git(dir, ['init', '-q'])
  await git(dir, ['symbolic-ref', 'HEAD', 'refs/heads/main'])
}

/** Stage everything (deletions included) and commit, even when nothing changed. Returns the commit id. */
export async function commitAll(dir: string, message: string): Promise<string> {
  await git(dir, ['add', '-A'])
  await git(dir, ['commit', '-q', '--no-verify', '--allow-empty', '-m', message])
  return (await git(dir, ['rev-parse', 'HEAD'])).trim()
}

const STATUS: Record<string, FileChange> = { A: 'added', M: 'modified', D: 'deleted', R: 'renamed', C: 'copied', T: 'type-changed' }

export interface StepDiff {
  patch: string
  files: { path: string; change: FileChange }[]
}

/** What changed between two commits: the patch and the changed files (no rename detection). */
export async function diffCommits(dir: string, from: string, to: string): Promise<StepDiff> {
  const patch = await git(dir, ['diff', '--no-color', '--no-ext-diff', '--no-renames', '--binary', from, to])
  const raw = await git(dir, ['diff', '--name-status', '--no-renames', '-z', from, to])
  const parts = raw.split('\0')
  const files: StepDiff['files'] = []
  for (let i = 0; i + 1 < parts.length; i += 2) {
    const code = parts[i]!.charAt(0)
    const p = parts[i + 1]!
    if (p) files.push({ path: p, change: STATUS[code] ?? 'other' })
  }
  files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
  return { patch, files }
}
