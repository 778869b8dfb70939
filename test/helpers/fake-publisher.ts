/**
 * A recording fake of the GitHub publisher port (src/github/port.ts) for unit tests of the publish
 * code: every call is kept in `calls` (in order) and the state a test asserts on is kept in plain
 * fields: sticky comments per issue (so a second post updates the first), the job summary, the
 * annotations, uploads, commits and the tracking issue. It redacts nothing: redaction is the real
 * publisher's job (src/github/publisher.ts), tested end to end in test/e2e/action-secrets.test.ts.
 */
import type {
  AnnotationProperties,
  ArtifactResult,
  BenchmarkCommitResult,
  CommitFile,
  GitHubPublisher,
  RepoRef,
  TrackingIssueResult,
  UpsertResult,
} from '../../src/github/port.js'
import type { ChangedFile } from '../../src/plan/changes.js'

export type PublisherCall =
  | { op: 'findComment'; issueNumber: number; marker: string }
  | { op: 'upsertComment'; issueNumber: number; marker: string; body: string }
  | { op: 'writeSummary'; markdown: string }
  | { op: 'annotation'; level: 'error' | 'warning' | 'notice'; message: string; properties?: AnnotationProperties }
  | { op: 'uploadFiles'; name: string; files: string[]; rootDirectory: string; retentionDays?: number }
  | { op: 'uploadViewer'; file: string; name: string; retentionDays?: number }
  | { op: 'commitFiles'; branch: string; files: CommitFile[]; message?: string }
  | { op: 'upsertTrackingIssue'; body: string; attention: boolean; label?: string }
  | { op: 'listPullFiles'; pullNumber: number }

export interface FakePublisherOptions {
  repository?: RepoRef | null
  hasToken?: boolean
  /** Whether a job summary exists (default true). */
  summary?: boolean
  /** Uploads are refused (`skipped`), as outside a runner. */
  artifacts?: boolean
  /** The pull request's files (listPullFiles); an Error is thrown instead. */
  pullFiles?: ChangedFile[] | Error
}

export interface FakeComment {
  id: number
  issueNumber: number
  body: string
  url: string
}

export class FakePublisher implements GitHubPublisher {
  readonly repository: RepoRef | undefined
  readonly hasToken: boolean
  readonly calls: PublisherCall[] = []
  readonly comments: FakeComment[] = []
  summary = ''
  readonly commits: { branch: string; files: CommitFile[]; message?: string }[] = []
  trackingIssue: { number: number; body: string } | undefined
  private nextId = 1
  private readonly o: FakePublisherOptions

  constructor(o: FakePublisherOptions = {}) {
    this.o = o
    this.repository = o.repository === null ? undefined : (o.repository ?? { owner: 'octo', repo: 'skills' })
    this.hasToken = o.hasToken ?? true
  }

  /** The calls of one kind. */
  callsOf<K extends PublisherCall['op']>(op: K): Extract<PublisherCall, { op: K }>[] {
    return this.calls.filter((c): c is Extract<PublisherCall, { op: K }> => c.op === op)
  }

  private url(kind: string, id: number): string {
    const r = this.repository ?? { owner: 'unknown', repo: 'unknown' }
    return `https://github.test/${r.owner}/${r.repo}/${kind}/${id}`
  }

  async findComment(issueNumber: number, marker: string): Promise<{ id: number; url: string } | undefined> {
    this.calls.push({ op: 'findComment', issueNumber, marker })
    const c = this.comments.find((x) => x.issueNumber === issueNumber && x.body.startsWith(marker))
    return c ? { id: c.id, url: c.url } : undefined
  }

  async upsertComment(o: { issueNumber: number; marker: string; body: string }): Promise<UpsertResult> {
    this.calls.push({ op: 'upsertComment', ...o })
    const body = o.body.trimStart().startsWith(o.marker) ? o.body : `${o.marker}\n${o.body}`
    const existing = this.comments.find((x) => x.issueNumber === o.issueNumber && x.body.startsWith(o.marker))
    if (existing) {
      if (existing.body === body) return { action: 'unchanged', id: existing.id, url: existing.url }
      existing.body = body
      return { action: 'updated', id: existing.id, url: existing.url }
    }
    const id = this.nextId++
    const c = { id, issueNumber: o.issueNumber, body, url: this.url('issues', o.issueNumber) + `#issuecomment-${id}` }
    this.comments.push(c)
    return { action: 'created', id, url: c.url }
  }

  async writeSummary(markdown: string): Promise<boolean> {
    this.calls.push({ op: 'writeSummary', markdown })
    if (this.o.summary === false) return false
    this.summary += markdown + '\n'
    return true
  }

  readonly annotations = {
    error: (message: string, properties?: AnnotationProperties) => this.annotate('error', message, properties),
    warning: (message: string, properties?: AnnotationProperties) => this.annotate('warning', message, properties),
    notice: (message: string, properties?: AnnotationProperties) => this.annotate('notice', message, properties),
  }

  private annotate(level: 'error' | 'warning' | 'notice', message: string, properties?: AnnotationProperties): void {
    this.calls.push({ op: 'annotation', level, message, ...(properties ? { properties } : {}) })
  }

  private uploaded(name: string): ArtifactResult {
    if (this.o.artifacts === false) return { status: 'skipped', name, reason: 'the artifact service is not available (fake)' }
    const id = this.nextId++
    return { status: 'uploaded', name, id, url: this.url('actions/runs/1/artifacts', id) }
  }

  async uploadFiles(name: string, files: string[], rootDirectory: string, o: { retentionDays?: number } = {}): Promise<ArtifactResult> {
    this.calls.push({ op: 'uploadFiles', name, files, rootDirectory, ...o })
    return files.length === 0 ? { status: 'skipped', name, reason: 'no files to upload' } : this.uploaded(name)
  }

  async uploadViewer(file: string, o: { name: string; retentionDays?: number }): Promise<ArtifactResult> {
    this.calls.push({ op: 'uploadViewer', file, ...o })
    return { ...this.uploaded(o.name), ...(this.o.artifacts === false ? {} : { unarchived: true }) }
  }

  async commitFiles(o: { branch: string; files: [CommitFile, ...CommitFile[]]; message?: string }): Promise<BenchmarkCommitResult> {
    this.calls.push({ op: 'commitFiles', ...o })
    this.commits.push(o)
    return { status: 'committed', path: o.files[0].path, commitSha: `${String(this.commits.length).padStart(40, '0')}` }
  }

  async upsertTrackingIssue(o: { body: string; attention: boolean; label?: string }): Promise<TrackingIssueResult> {
    this.calls.push({ op: 'upsertTrackingIssue', ...o })
    if (!o.attention) return { action: 'none', ...(this.trackingIssue ? { number: this.trackingIssue.number } : {}) }
    if (this.trackingIssue) {
      if (this.trackingIssue.body === o.body) return { action: 'unchanged', number: this.trackingIssue.number }
      this.trackingIssue.body = o.body
      return { action: 'updated', number: this.trackingIssue.number, url: this.url('issues', this.trackingIssue.number) }
    }
    this.trackingIssue = { number: this.nextId++, body: o.body }
    return { action: 'created', number: this.trackingIssue.number, url: this.url('issues', this.trackingIssue.number) }
  }

  async listPullFiles(pullNumber: number): Promise<ChangedFile[]> {
    this.calls.push({ op: 'listPullFiles', pullNumber })
    if (this.o.pullFiles instanceof Error) throw this.o.pullFiles
    return this.o.pullFiles ?? []
  }
}
