/**
 * History: on a push to the default branch (`commit-benchmark: true`), the run's summary is
 * stored as `evals/benchmarks/<YYYY-MM-DD>-<sha7>.json` through the Git Data API, which needs
 * no checkout write and no git credentials:
 *
 *   GET ref → GET commit (its tree) → POST blob(s) → POST tree (base_tree + our file(s))
 *   → POST commit (parent = tip) → PATCH ref (fast-forward only)
 *
 * When the branch moved meanwhile, the ref update answers 422 "not a fast forward": the tree and
 * commit are rebuilt once on the new tip (the blob is reused). Any other failure (branch
 * protection, read-only token) is returned as `skipped` with a reason; nothing throws.
 */
import { messageOf, statusOf } from './errors.js'
import type { GitHubClient, Logger } from './client.js'

export interface BenchmarkCommitOptions {
  owner: string
  repo: string
  branch: string
  /** Repo-relative path of the file, from `benchmarkPath`. */
  path: string
  content: string
  /** More files for the same commit (e.g. the weekly run's per-model entries). */
  more?: { path: string; content: string }[]
  message?: string
  log?: Logger
}

export interface BenchmarkCommitResult {
  status: 'committed' | 'skipped'
  path: string
  commitSha?: string
  url?: string
  /** 1 when the ref update had to be retried on a new tip. */
  retries?: number
  reason?: string
}

/**
 * `evals/benchmarks/<YYYY-MM-DD>-<sha7>.json` (UTC date), below `prefix` when the skills repo is a
 * subfolder (e.g. `examples/`).
 */
export function benchmarkPath(date: Date, sha: string, prefix = ''): string {
  if (!/^[0-9a-f]{7,64}$/i.test(sha)) throw new Error(`Invalid commit SHA '${sha.slice(0, 70)}'.`)
  const d = date.toISOString().slice(0, 10)
  let p = prefix.replace(/\\/g, '/').replace(/^\.?\/+/, '')
  if (p && !p.endsWith('/')) p += '/'
  if (p.split('/').includes('..')) throw new Error(`Invalid path prefix '${prefix}'.`)
  return `${p}evals/benchmarks/${d}-${sha.slice(0, 7).toLowerCase()}.json`
}

const NON_FAST_FORWARD = /fast[ -]?forward/i

export async function commitBenchmark(octokit: GitHubClient, o: BenchmarkCommitOptions): Promise<BenchmarkCommitResult> {
  const { owner, repo, branch } = o
  const message = o.message ?? `chore(evals): record benchmark ${o.path.split('/').pop()}`
  let step = 'read the branch'
  try {
    const files = [{ path: o.path, content: o.content }, ...(o.more ?? [])]
    let blobShas: string[] | undefined
    for (let attempt = 0; ; attempt++) {
      step = 'read the branch'
      const ref = await octokit.rest.git.getRef({ owner, repo, ref: `heads/${branch}` })
      const tip = ref.data.object.sha
      step = 'read the tip commit'
      const tipCommit = await octokit.rest.git.getCommit({ owner, repo, commit_sha: tip })
      if (!blobShas) {
        step = 'create the blob'
        blobShas = []
        for (const f of files) blobShas.push((await octokit.rest.git.createBlob({ owner, repo, content: f.content, encoding: 'utf-8' })).data.sha)
      }
      step = 'create the tree'
      const tree = await octokit.rest.git.createTree({
        owner,
        repo,
        base_tree: tipCommit.data.tree.sha,
        tree: files.map((f, i) => ({ path: f.path, mode: '100644' as const, type: 'blob' as const, sha: blobShas![i]! })),
      })
      step = 'create the commit'
      const commit = await octokit.rest.git.createCommit({ owner, repo, message, tree: tree.data.sha, parents: [tip] })
      step = 'update the branch'
      try {
        await octokit.rest.git.updateRef({ owner, repo, ref: `heads/${branch}`, sha: commit.data.sha, force: false })
      } catch (e) {
        if (attempt === 0 && statusOf(e) === 422 && NON_FAST_FORWARD.test(messageOf(e))) {
          o.log?.info(`\`${branch}\` moved while recording the benchmark; rebuilding the commit on the new tip.`)
          continue
        }
        throw e
      }
      return {
        status: 'committed',
        path: o.path,
        commitSha: commit.data.sha,
        url: commit.data.html_url,
        ...(attempt > 0 ? { retries: attempt } : {}),
      }
    }
  } catch (e) {
    const status = statusOf(e)
    const hint =
      status === 403
        ? ' (the token needs `contents: write`)'
        : status === 422 || status === 409
          ? ' (branch protection, or the branch keeps moving)'
          : status === 404
            ? ' (branch or repository not found)'
            : ''
    const reason = `could not ${step}: ${messageOf(e)}${hint}`
    o.log?.warning(`Benchmark history not recorded: ${reason}.`)
    return { status: 'skipped', path: o.path, reason }
  }
}
