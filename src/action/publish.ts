/**
 * Publishing: the sticky PR comment, artifact uploads and the benchmark history file. Each one
 * soft-fails (a warning and an empty output), so a read-only token or a missing artifact service
 * never hides the verdict.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join, relative, resolve } from 'node:path'
import { createGitHubClient, type Logger } from '../github/client.js'
import { commentMarker, findComment, upsertComment, type UpsertResult } from '../github/comment.js'
import { uploadFiles, uploadViewer, type ArtifactResult } from '../github/artifact.js'
import { benchmarkPath, commitBenchmark, type BenchmarkCommitResult } from '../github/history.js'
import type { ActionContext } from './context.js'

/** One sticky comment per workflow, job and `key` (the matrix cell). */
export function markerFor(ctx: Pick<ActionContext, 'workflow' | 'job'>, key: string): string {
  return commentMarker({ workflow: ctx.workflow, job: ctx.job, cell: key })
}

export interface CommentRequest {
  prNumber?: number
  token: string
  key: string
  /** Builds the body for the marker. */
  body: (marker: string) => string
  /** Only update a comment that exists (neutral notices must not add noise to every PR). */
  onlyUpdate?: boolean
}

export async function postComment(ctx: ActionContext, req: CommentRequest, log: Logger): Promise<UpsertResult | undefined> {
  if (req.prNumber === undefined) {
    log.info('Not a pull request: no PR comment.')
    return undefined
  }
  if (!req.token) {
    log.info('No github-token: no PR comment (the report is in the job summary).')
    return undefined
  }
  if (!ctx.owner || !ctx.repo) {
    log.warning('GITHUB_REPOSITORY is not set: no PR comment.')
    return undefined
  }
  const octokit = createGitHubClient(req.token, { env: ctx.env, log })
  const marker = markerFor(ctx, req.key)
  const target = { owner: ctx.owner, repo: ctx.repo, issueNumber: req.prNumber }
  if (req.onlyUpdate) {
    const existing = await findComment(octokit, { ...target, marker }).catch(() => undefined)
    if (!existing) {
      log.info('Nothing to evaluate and no earlier skill-evals comment: no PR comment.')
      return undefined
    }
  }
  const r = await upsertComment(octokit, { ...target, marker, body: req.body(marker), log })
  log.info(`PR comment: ${r.action}${r.url ? ` (${r.url})` : ''}.`)
  return r
}

async function filesBelow(dir: string): Promise<string[]> {
  const out: string[] = []
  for (const e of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    const p = join(dir, e.name)
    if (e.isDirectory()) out.push(...(await filesBelow(p)))
    else if (e.isFile()) out.push(p)
  }
  return out
}

export interface Uploads {
  results?: ArtifactResult
  viewer?: ArtifactResult
}

export async function uploadReport(
  ctx: ActionContext,
  o: { prefix: string; resultsDir: string; viewerFile?: string; retentionDays: number },
  log: Logger,
): Promise<Uploads> {
  const retention = o.retentionDays > 0 ? { retentionDays: o.retentionDays } : {}
  const dir = resolve(o.resultsDir)
  const results = await uploadFiles(`${o.prefix}-results`, await filesBelow(dir), dir, { env: ctx.env, log, ...retention })
  const viewer = o.viewerFile ? await uploadViewer(o.viewerFile, { name: `${o.prefix}-viewer.html`, env: ctx.env, log, ...retention }) : undefined
  return { results, ...(viewer ? { viewer } : {}) }
}

/**
 * Writes `<root>/evals/benchmarks/<date>-<sha7>.json` (the summary) in the workspace and returns
 * its path relative to the git work tree top, which is also the path the Git Data API wants.
 */
export async function writeBenchmarkFile(ctx: ActionContext, root: string, summaryFile: string, sha: string): Promise<{ file: string; repoPath: string; content: string }> {
  const content = await readFile(summaryFile, 'utf8')
  const prefix = relative(resolve(ctx.workspace), resolve(root)).split('\\').join('/')
  const repoPath = benchmarkPath(new Date(), sha, prefix.startsWith('..') ? '' : prefix)
  const file = resolve(ctx.workspace, repoPath)
  await mkdir(dirname(file), { recursive: true })
  await writeFile(file, content)
  return { file, repoPath, content }
}

export async function commitBenchmarkFile(
  ctx: ActionContext,
  o: { token: string; branch: string; repoPath: string; content: string },
  log: Logger,
): Promise<BenchmarkCommitResult | undefined> {
  if (!o.token || !ctx.owner || !ctx.repo) {
    log.warning('commit-benchmark is set but there is no github-token or GITHUB_REPOSITORY; the benchmark file was written but not committed.')
    return undefined
  }
  const octokit = createGitHubClient(o.token, { env: ctx.env, log })
  const r = await commitBenchmark(octokit, { owner: ctx.owner, repo: ctx.repo, branch: o.branch, path: o.repoPath, content: o.content, log })
  log.info(r.status === 'committed' ? `Benchmark committed: ${o.repoPath} (${r.commitSha?.slice(0, 12)}).` : `Benchmark not committed: ${r.reason}`)
  return r
}
