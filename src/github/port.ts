/**
 * The GitHub publisher port: every write the product makes to GitHub (and the one read it needs,
 * a pull request's files), as one interface. The front doors (src/action/steps/*, the CLI's
 * `matrix`) construct the real publisher (`githubPublisher`, src/github/publisher.ts: Octokit,
 * @actions/core, @actions/artifact) and hand it to the publish code (src/github/publish.ts),
 * which talks to this interface only. Tests use a recording fake (test/helpers/fake-publisher.ts).
 *
 * The real publisher is bound to one repository and token and redacts every text it sends
 * (comment, summary, annotations, committed files, tracking issue): the one place where the
 * secret redaction stands in front of the GitHub sinks (issue 17).
 */
import type { ChangedFile } from '../plan/changes.js'
import type { Annotator } from '../report/annotations.js'
import type { ArtifactResult } from './artifact.js'
import type { UpsertResult } from './comment.js'
import type { BenchmarkCommitResult } from './history.js'
import type { TrackingIssueResult } from './tracking-issue.js'

export type { Annotator, AnnotationProperties } from '../report/annotations.js'
export type { ArtifactResult } from './artifact.js'
export type { UpsertResult } from './comment.js'
export type { BenchmarkCommitResult } from './history.js'
export type { TrackingIssueResult } from './tracking-issue.js'

export interface RepoRef {
  owner: string
  repo: string
}

/** A file for a commit: its path from the repository's top and its text. */
export interface CommitFile {
  path: string
  content: string
}

export interface GitHubPublisher {
  /** The repository written to (GITHUB_REPOSITORY); undefined when unknown. */
  readonly repository: RepoRef | undefined
  /** A token is present, so the REST API can be called (comment, commit, issue, PR files). */
  readonly hasToken: boolean

  /** The sticky comment carrying `marker` on the issue or pull request, if any. Throws on API errors. */
  findComment(issueNumber: number, marker: string): Promise<{ id: number; url: string } | undefined>
  /** Creates or updates the sticky comment (the marker on its first line). Never throws. */
  upsertComment(o: { issueNumber: number; marker: string; body: string }): Promise<UpsertResult>
  /** Appends Markdown to the job summary; false when there is none (outside a runner). */
  writeSummary(markdown: string): Promise<boolean>
  /** Workflow-command annotations (error, warning, notice). */
  readonly annotations: Annotator
  /** Uploads `files` (below `rootDirectory`) as one zipped artifact. Never throws. */
  uploadFiles(name: string, files: string[], rootDirectory: string, o?: { retentionDays?: number }): Promise<ArtifactResult>
  /** Uploads one HTML file as its own unarchived artifact named `name`. Never throws. */
  uploadViewer(file: string, o: { name: string; retentionDays?: number }): Promise<ArtifactResult>
  /** Commits the files onto `branch` (one commit, fast-forward only). Never throws. */
  commitFiles(o: { branch: string; files: [CommitFile, ...CommitFile[]]; message?: string }): Promise<BenchmarkCommitResult>
  /** Opens, updates or leaves alone the weekly tracking issue. Never throws. */
  upsertTrackingIssue(o: { body: string; attention: boolean; label?: string }): Promise<TrackingIssueResult>
  /** The files a pull request changes (every page; GitHub caps the list at 3,000). Throws on API errors. */
  listPullFiles(pullNumber: number): Promise<ChangedFile[]>
}
