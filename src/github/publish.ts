/**
 * Publishing: the sticky PR comment, artifact uploads and the benchmark history file, through the
 * GitHub publisher port (src/github/port.ts) the front door hands in. Each one soft-fails (a
 * warning and an empty output), so a read-only token or a missing artifact service never hides
 * the verdict. Redaction is the publisher's job (src/github/publisher.ts).
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join, relative, resolve } from 'node:path'
import type { Logger } from './client.js'
import { commentMarker } from './comment.js'
import { benchmarkPath } from './history.js'
import type { ArtifactResult, BenchmarkCommitResult, CommitFile, GitHubPublisher, UpsertResult } from './port.js'
import { redact } from '../redact/index.js'
import { readSummaryFile } from '../log/index.js'
import { leavesFolder } from '../paths.js'

/** What publishing needs of the run's context (the action's `ActionContext` fits). */
export interface PublishContext {
  workflow: string
  job: string
  /** Where repository paths are relative to (GITHUB_WORKSPACE, the git work tree top). */
  workspace: string
}

/** One sticky comment per workflow, job and `key` (the matrix cell). */
export function markerFor(ctx: Pick<PublishContext, 'workflow' | 'job'>, key: string): string {
  return commentMarker({ workflow: ctx.workflow, job: ctx.job, cell: key })
}

export interface CommentRequest {
  prNumber?: number | undefined
  key: string
  /** Builds the body for the marker. */
  body: (marker: string) => string
  /** Only update a comment that exists (neutral notices must not add noise to every PR). */
  onlyUpdate?: boolean
}

export async function postComment(gh: GitHubPublisher, ctx: Pick<PublishContext, 'workflow' | 'job'>, req: CommentRequest, log: Logger): Promise<UpsertResult | undefined> {
  if (req.prNumber === undefined) {
    log.info('Not a pull request: no PR comment.')
    return undefined
  }
  if (!gh.hasToken) {
    log.info('No github-token: no PR comment (the report is in the job summary).')
    return undefined
  }
  if (!gh.repository) {
    log.warning('GITHUB_REPOSITORY is not set: no PR comment.')
    return undefined
  }
  const marker = markerFor(ctx, req.key)
  if (req.onlyUpdate) {
    const existing = await gh.findComment(req.prNumber, marker).catch(() => undefined)
    if (!existing) {
      log.info('Nothing to evaluate and no earlier skill-evals comment: no PR comment.')
      return undefined
    }
  }
  const r = await gh.upsertComment({ issueNumber: req.prNumber, marker, body: req.body(marker) })
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
  gh: GitHubPublisher,
  o: { prefix: string; resultsDir: string; viewerFile?: string; retentionDays: number; resultsName?: string; viewerName?: string; files?: string[] },
): Promise<Uploads> {
  const retention = o.retentionDays > 0 ? { retentionDays: o.retentionDays } : {}
  const dir = resolve(o.resultsDir)
  const files = o.files ? o.files.map((f) => resolve(f)) : await filesBelow(dir)
  const results = await gh.uploadFiles(o.resultsName ?? `${o.prefix}-results`, files, dir, retention)
  const viewer = o.viewerFile ? await gh.uploadViewer(o.viewerFile, { name: o.viewerName ?? `${o.prefix}-viewer.html`, ...retention }) : undefined
  return { results, ...(viewer ? { viewer } : {}) }
}

/** The skills repository's folder relative to the workspace (the git work tree top); '' at the top or outside it. */
export function repoPrefixOf(ctx: Pick<PublishContext, 'workspace'>, root: string): string {
  const rel = relative(resolve(ctx.workspace), resolve(root))
  return leavesFolder(rel) ? '' : rel.split('\\').join('/')
}

/** A file's path relative to the workspace, as the Git Data API wants it (undefined when outside). */
export function repoPathOf(ctx: Pick<PublishContext, 'workspace'>, file: string): string | undefined {
  const rel = relative(resolve(ctx.workspace), resolve(file))
  return rel === '' || leavesFolder(rel) ? undefined : rel.split('\\').join('/')
}

/**
 * Writes `<root>/evals/benchmarks/<date>-<sha7>.json` (the summary) in the workspace and returns
 * its path relative to the git work tree top, which is also the path the Git Data API wants.
 */
export async function writeBenchmarkFile(ctx: Pick<PublishContext, 'workspace'>, root: string, summaryFile: string, sha: string): Promise<{ file: string; repoPath: string; content: string }> {
  await readSummaryFile(summaryFile) // schema-checked: a bad summary.json is a clear error, not a benchmark
  const content = await readFile(summaryFile, 'utf8')
  const repoPath = benchmarkPath(new Date(), sha, repoPrefixOf(ctx, root))
  const file = resolve(ctx.workspace, repoPath)
  await mkdir(dirname(file), { recursive: true })
  await writeFile(file, redact(content))
  return { file, repoPath, content }
}

export async function commitBenchmarkFile(
  gh: GitHubPublisher,
  o: { branch: string; repoPath: string; content: string; more?: CommitFile[]; message?: string },
  log: Logger,
): Promise<BenchmarkCommitResult | undefined> {
  if (!gh.hasToken || !gh.repository) {
    log.warning('commit-benchmark is set but there is no github-token or GITHUB_REPOSITORY; the benchmark file was written but not committed.')
    return undefined
  }
  const r = await gh.commitFiles({
    branch: o.branch,
    files: [{ path: o.repoPath, content: o.content }, ...(o.more ?? [])],
    ...(o.message ? { message: o.message } : {}),
  })
  const paths = [o.repoPath, ...(o.more ?? []).map((f) => f.path)].join(', ')
  log.info(r.status === 'committed' ? `Benchmark committed: ${paths} (${r.commitSha?.slice(0, 12)}).` : `Benchmark not committed: ${r.reason}`)
  return r
}
