/**
 * The real GitHub publisher (the port is src/github/port.ts): Octokit through `createGitHubClient`
 * (GITHUB_API_URL, one rate-limit retry), the job summary file, `@actions/core`'s annotations and
 * `@actions/artifact`. Every text it sends goes through `redact` here, the one place in front of
 * the GitHub sinks (issue 17); the adapters below it (comment.ts, tracking-issue.ts, history.ts)
 * send what they are given.
 */
import * as core from '@actions/core'
import { appendFile } from 'node:fs/promises'
import { EOL } from 'node:os'
import { redact } from '../redact/index.js'
import { redactingAnnotator, type Annotator } from '../report/annotations.js'
import { uploadFiles, uploadViewer } from './artifact.js'
import type { GitHubClient, Logger } from './client.js'
import { findComment, upsertComment } from './comment.js'
import { commitBenchmark } from './history.js'
import { listPullFiles } from './pr-files.js'
import type { GitHubPublisher, RepoRef } from './port.js'
import { upsertTrackingIssue } from './tracking-issue.js'

export interface GitHubPublisherOptions {
  /** The token for the REST API; '' or undefined: no API calls (summary, annotations and artifacts still work). */
  token?: string
  /** The repository written to (GITHUB_REPOSITORY). */
  repository?: RepoRef
  /** Where GITHUB_API_URL, GITHUB_STEP_SUMMARY and the artifact service's variables are read. */
  env?: NodeJS.ProcessEnv
  log?: Logger
  /** Where annotations go (default `@actions/core`). */
  annotator?: Annotator
}

const silent: Logger = { info: () => {}, warning: () => {} }

export function githubPublisher(o: GitHubPublisherOptions = {}): GitHubPublisher {
  const env = o.env ?? process.env
  const log = o.log ?? silent
  const token = o.token ?? ''
  const repository = o.repository
  // The REST client (Octokit and its HTTP stack, ~1 MB bundled) is loaded by the first API call;
  // calls made while it loads share the one client.
  let octokit: Promise<GitHubClient> | undefined
  const api = async (): Promise<{ octokit: GitHubClient; owner: string; repo: string }> => {
    if (!token) throw new Error('no GitHub token')
    if (!repository) throw new Error('the repository is not known (GITHUB_REPOSITORY)')
    octokit ??= import('./client.js').then(({ createGitHubClient }) => createGitHubClient(token, { env, log }))
    return { octokit: await octokit, ...repository }
  }
  return {
    repository,
    hasToken: token !== '',
    async findComment(issueNumber, marker) {
      const { octokit, owner, repo } = await api()
      const c = await findComment(octokit, { owner, repo, issueNumber, marker })
      return c ? { id: c.id, url: c.html_url } : undefined
    },
    async upsertComment(c) {
      const { octokit, owner, repo } = await api()
      return upsertComment(octokit, { owner, repo, issueNumber: c.issueNumber, marker: c.marker, body: redact(c.body), log })
    },
    async writeSummary(markdown) {
      const file = env['GITHUB_STEP_SUMMARY']
      if (!file) return false
      await appendFile(file, redact(markdown) + EOL)
      return true
    },
    annotations: redactingAnnotator(o.annotator ?? { error: core.error, warning: core.warning, notice: core.notice }),
    uploadFiles: (name, files, rootDirectory, u = {}) => uploadFiles(name, files, rootDirectory, { env, log, ...u }),
    uploadViewer: (file, u) => uploadViewer(file, { env, log, ...u }),
    async commitFiles(c) {
      const { octokit, owner, repo } = await api()
      const [first, ...more] = c.files.map((f) => ({ path: f.path, content: redact(f.content) }))
      return commitBenchmark(octokit, {
        owner,
        repo,
        branch: c.branch,
        path: first!.path,
        content: first!.content,
        ...(more.length ? { more } : {}),
        ...(c.message ? { message: c.message } : {}),
        log,
      })
    },
    async upsertTrackingIssue(t) {
      const { octokit, owner, repo } = await api()
      return upsertTrackingIssue(octokit, { owner, repo, body: redact(t.body), attention: t.attention, ...(t.label ? { label: t.label } : {}), log })
    },
    async listPullFiles(pullNumber) {
      const { octokit, owner, repo } = await api()
      return listPullFiles(octokit, { owner, repo, pullNumber })
    },
  }
}
