/**
 * The changed files a quick-mode plan selects skills from: the pull request's files from the
 * GitHub API (through the publisher port; git as the fallback), or `git diff` against the base
 * for other events. Planning itself (src/plan/plan.ts) is given this function and never talks to
 * GitHub.
 */
import type { Repo } from '../types.js'
import type { ModeDecision } from '../plan/mode.js'
import type { FindChanges, PlanChanges } from '../plan/plan.js'
import { changedFilesForPr, gitChangedFiles } from '../github/pr-files.js'
import type { Logger } from '../github/client.js'
import type { GitHubPublisher } from '../github/port.js'

export function changedFilesFinder(gh: GitHubPublisher, log: Logger): FindChanges {
  return (d, repo) => findChangedFiles(d, repo, gh, log)
}

async function findChangedFiles(d: ModeDecision, repo: Repo, gh: GitHubPublisher, log: Logger): Promise<PlanChanges> {
  if (d.prNumber !== undefined && gh.repository) {
    const r = await changedFilesForPr({
      ...(gh.hasToken ? { listFiles: (n: number) => gh.listPullFiles(n) } : {}),
      owner: gh.repository.owner,
      repo: gh.repository.repo,
      pullNumber: d.prNumber,
      ...(d.changedFiles !== undefined ? { changedFilesHint: d.changedFiles } : {}),
      cwd: repo.root,
      ...(d.baseRef ? { baseSha: d.baseRef } : {}),
      ...(d.headSha ? { headSha: d.headSha } : {}),
      log,
    })
    return { files: r.files, ...(r.note ? { note: r.note } : {}) }
  }
  if (d.baseRef) {
    const files = await gitChangedFiles({ cwd: repo.root, base: d.baseRef, head: d.headSha || 'HEAD', log }).catch(() => undefined)
    if (files) return { files }
    return { files: null, note: `The changes since \`${d.baseRef.slice(0, 12)}\` could not be read from git, so every skill is evaluated.` }
  }
  return { files: null, note: 'There is nothing to diff against, so every skill is evaluated.' }
}
