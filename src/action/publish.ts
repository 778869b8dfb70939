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
import { redact } from '../redact/index.js'
import { readSummaryFile } from '../log/index.js'

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

/**
 * Uploads the results folder as `<prefix>-results` and the viewer as `<prefix>-viewer.html`.
 * `resultsName` / `viewerName` replace those names; `files` (below `resultsDir`) limits the upload.
 */
export async function uploadReport(
  ctx: ActionContext,
  o: { prefix: string; resultsDir: string; viewerFile?: string; retentionDays: number; resultsName?: string; viewerName?: string; files?: string[] },
  log: Logger,
): Promise<Uploads> {
  const retention = o.retentionDays > 0 ? { retentionDays: o.retentionDays } : {}
  const dir = resolve(o.resultsDir)
  const files = o.files ? o.files.map((f) => resolve(f)) : await filesBelow(dir)
  const results = await uploadFiles(o.resultsName ?? `${o.prefix}-results`, files, dir, { env: ctx.env, log, ...retention })
  const viewer = o.viewerFile ? await uploadViewer(o.viewerFile, { name: o.viewerName ?? `${o.prefix}-viewer.html`, env: ctx.env, log, ...retention }) : undefined
  return { results, ...(viewer ? { viewer } : {}) }
}

/** The skills repository's folder relative to the workspace (the git work tree top); '' at the top or outside it. */
export function repoPrefixOf(ctx: Pick<ActionContext, 'workspace'>, root: string): string {
  const prefix = relative(resolve(ctx.workspace), resolve(root)).split('\\').join('/')
  return prefix.startsWith('..') ? '' : prefix
}

/** A file's path relative to the workspace, as the Git Data API wants it (undefined when outside). */
export function repoPathOf(ctx: Pick<ActionContext, 'workspace'>, file: string): string | undefined {
  const rel = relative(resolve(ctx.workspace), resolve(file)).split('\\').join('/')
  return rel === '' || rel.startsWith('..') || rel.startsWith('/') ? undefined : rel
}

/**
 * Writes `<root>/evals/benchmarks/<date>-<sha7>.json` (the summary) in the workspace and returns
 * its path relative to the git work tree top, which is also the path the Git Data API wants.
 */
export async function writeBenchmarkFile(ctx: ActionContext, root: string, summaryFile: string, sha: string): Promise<{ file: string; repoPath: string; content: string }> {
  await readSummaryFile(summaryFile) // schema-checked: a bad summary.json is a clear error, not a benchmark
  const content = await readFile(summaryFile, 'utf8')
  const repoPath = benchmarkPath(new Date(), sha, repoPrefixOf(ctx, root))
  const file = resolve(ctx.workspace, repoPath)
  await mkdir(dirname(file), { recursive: true })
  await writeFile(file, redact(content))
  return { file, repoPath, content }
}

export async function commitBenchmarkFile(
  ctx: ActionContext,
  o: { token: string; branch: string; repoPath: string; content: string; more?: { path: string; content: string }[]; message?: string },
  log: Logger,
): Promise<BenchmarkCommitResult | undefined> {
  if (!o.token || !ctx.owner || !ctx.repo) {
    log.warning('commit-benchmark is set but there is no github-token or GITHUB_REPOSITORY; the benchmark file was written but not committed.')
    return undefined
  }
  const octokit = createGitHubClient(o.token, { env: ctx.env, log })
  const r = await commitBenchmark(octokit, {
    owner: ctx.owner,
    repo: ctx.repo,
    branch: o.branch,
    path: o.repoPath,
    content: o.content,
    ...(o.more?.length ? { more: o.more } : {}),
    ...(o.message ? { message: o.message } : {}),
    log,
  })
  const paths = [o.repoPath, ...(o.more ?? []).map((f) => f.path)].join(', ')
  log.info(r.status === 'committed' ? `Benchmark committed: ${paths} (${r.commitSha?.slice(0, 12)}).` : `Benchmark not committed: ${r.reason}`)
  return r
}
