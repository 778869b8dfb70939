/**
 * The few git operations a pipeline needs on its temporary repository. Every call pins the
 * settings that could change the result or block (identity, signing, hooks, line endings,
 * pagers, prompts), so a user's global git config cannot interfere.
 */
import { execFile } from 'node:child_process'
import type { FileChange } from './types.js'

const PINNED = [
  '-c', 'user.name=skill-evals',
  '-c', 'user.email=skill-evals@localhost',
  '-c', 'commit.gpgsign=false',
  '-c', 'tag.gpgsign=false',
  '-c', 'core.autocrlf=false',
  '-c', 'core.safecrlf=false',
  '-c', 'core.quotepath=false',
  '-c', 'core.hooksPath=/dev/null',
  '-c', 'diff.noprefix=false',
  '-c', 'diff.mnemonicprefix=false',
  '-c', 'color.ui=false'
]

export class GitError extends Error {}

export function git(cwd: string, args: string[], opts: { maxBuffer?: number } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      'git',
      [...PINNED, ...args],
      {
        cwd,
        timeout: 60_000,
        maxBuffer: opts.maxBuffer ?? 64 * 1024 * 1024,
        env: { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_CONFIG_NOSYSTEM: '1', GIT_PAGER: 'cat', LC_ALL: 'C' },
        encoding: 'utf8'
      },
      (err, stdout, stderr) => {
        if (err) {
          const code = (err as NodeJS.ErrnoException).code
          const why = code === 'ENOENT' ? 'git is not installed (pipeline scenarios need git)' : (stderr || err.message).trim()
          reject(new GitError(`git ${args[0]} failed: ${why}`))
        } else resolve(stdout)
      }
    )
  })
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
