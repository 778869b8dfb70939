/**
 * The few git operations a pipeline needs on its temporary repository. Every call pins the
 * settings that could change the result or block (identity, signing, hooks, line endings,
 * pagers, prompts: the git port's and these), so a user's global git config cannot interfere.
 *
 * Issue 33 (row B): the agent's tools can write anywhere in the scenario repository, its `.git`
 * included, and git reads a repository's own `.git/config` whatever the environment says — a
 * `filter.<x>.clean`, `diff.<x>.textconv`, `core.fsmonitor`, `include.path`, `core.hooksPath`,
 * `diff.external` written there would be run by the harness's own `git add` / `git diff`, outside
 * the sandbox and with the harness's environment. So the harness never reads a git directory the
 * agent could touch:
 * - the harness's repository is a PRIVATE git dir (`ScenarioGit.gitDir`, a sibling of the work
 *   tree in the scenario's temporary folder, never bound writable into a sandbox), used through
 *   GIT_DIR / GIT_WORK_TREE; git ignores the work tree's own `.git` entry when adding;
 * - the agent gets a COPY of it at `<work tree>/.git` before each step (`exposeRepo`), so skills
 *   can still run `git log` / `git diff`; whatever the agent does to that copy (config, hooks, its
 *   own commits) is thrown away, never read by the harness;
 * - every call runs with an isolated configuration and a minimal environment: no system or global
 *   config (GIT_CONFIG_NOSYSTEM, GIT_CONFIG_GLOBAL=/dev/null), HOME in the private folder, no
 *   secret (PATH, the git dir and work tree only), submodules never entered.
 */
import { cp, lstat, mkdir, rm } from 'node:fs/promises'
import path from 'node:path'
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
  // Never look into a nested repository the agent made (git status/diff of a submodule starts git there).
  'diff.ignoreSubmodules=all',
  'status.submoduleSummary=false',
  'submodule.recurse=false',
]

/** The harness's scenario repository: the agent's work tree and the private git dir beside it. */
export interface ScenarioGit {
  workTree: string
  /** Out of the agent's reach; the only git dir the harness reads. */
  gitDir: string
}

/** The environment of every harness git call: nothing from the harness's own (no secret reaches a git child). */
function gitEnv(g: ScenarioGit): NodeJS.ProcessEnv {
  return {
    PATH: process.env['PATH'] ?? '/usr/local/bin:/usr/bin:/bin',
    HOME: path.dirname(g.gitDir),
    GIT_DIR: g.gitDir,
    GIT_WORK_TREE: g.workTree,
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_CEILING_DIRECTORIES: path.dirname(g.gitDir),
  }
}

export class GitError extends Error {}

export async function git(g: ScenarioGit, args: string[], opts: { maxBuffer?: number } = {}): Promise<string> {
  try {
    return await runGit(args, {
      cwd: g.workTree,
      timeoutMs: 60_000,
      maxBuffer: opts.maxBuffer ?? 64 * 1024 * 1024,
      config: PINNED,
      env: gitEnv(g),
    })
  } catch (e) {
    const why = e instanceof PortGitError ? (e.notInstalled ? 'git is not installed (pipeline scenarios need git)' : e.stderr || e.message) : String(e)
    throw new GitError(`git ${args[0]} failed: ${why.trim()}`)
  }
}

/** `git init` of the private git dir for `workTree`, with a fixed branch name (works on git < 2.28 too). */
export async function gitInit(g: ScenarioGit): Promise<void> {
  await mkdir(g.gitDir, { recursive: true })
  await git(g, ['init', '-q'])
  await git(g, ['symbolic-ref', 'HEAD', 'refs/heads/main'])
}

/**
 * Gives the agent a fresh copy of the harness's repository at `<work tree>/.git` (before each
 * step), replacing whatever the previous step left there. The harness never reads it back.
 */
export async function exposeRepo(g: ScenarioGit): Promise<void> {
  const dest = path.join(g.workTree, '.git')
  // rm removes a symlink itself, never what it points to.
  await rm(dest, { recursive: true, force: true })
  await cp(g.gitDir, dest, { recursive: true, verbatimSymlinks: true, errorOnExist: true, force: false })
  // A copy made, make sure it is a plain folder (not a link the agent raced in).
  if (!(await lstat(dest)).isDirectory()) throw new GitError('the scenario repository\'s .git is not a folder')
}

/** Stage everything (deletions included) and commit, even when nothing changed. Returns the commit id. */
export async function commitAll(g: ScenarioGit, message: string): Promise<string> {
  await git(g, ['add', '-A'])
  await git(g, ['commit', '-q', '--no-verify', '--allow-empty', '-m', message])
  return (await git(g, ['rev-parse', 'HEAD'])).trim()
}

const STATUS: Record<string, FileChange> = { A: 'added', M: 'modified', D: 'deleted', R: 'renamed', C: 'copied', T: 'type-changed' }

export interface StepDiff {
  patch: string
  files: { path: string; change: FileChange }[]
}

/** What changed between two commits: the patch and the changed files (no rename detection). */
export async function diffCommits(g: ScenarioGit, from: string, to: string): Promise<StepDiff> {
  const patch = await git(g, ['diff', '--no-color', '--no-ext-diff', '--no-textconv', '--no-renames', '--binary', from, to])
  const raw = await git(g, ['diff', '--name-status', '--no-renames', '-z', from, to])
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
