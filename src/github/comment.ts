/**
 * The sticky PR comment: one per workflow, job and matrix cell, found by a hidden marker on its
 * first line after paging through ALL the issue's comments (REST, 100 per page), updated in
 * place (or left alone when unchanged), created otherwise.
 *
 * Never throws: a read-only token (fork PRs: 403 "Resource not accessible by integration"), a
 * missing PR (404) or any other failure becomes a warning and `action: 'skipped'`, so the
 * job summary still carries the report and the gate's verdict is unaffected. A 422 "body is
 * too long" is retried once with a trimmed body.
 */
import { messageOf, statusOf } from './errors.js'
import type { GitHubClient, Logger } from './client.js'

export interface CommentTarget {
  owner: string
  repo: string
  issueNumber: number
}

export interface UpsertOptions extends CommentTarget {
  /** From `commentMarker`. Put on the first line of the body if the body lacks it. */
  marker: string
  body: string
  /**
   * Whose comments may be updated. Default: bot accounts (`user.type === 'Bot'`, e.g.
   * `github-actions[bot]`), so a user pasting the marker can't redirect the update. Pass the
   * login (with or without `[bot]`) when posting with a PAT or an App.
   */
  author?: string
  /** Budget for the retry after a 422 (UTF-16 code units). Default 60,000. */
  retryMaxChars?: number
  log?: Logger
}

export interface UpsertResult {
  action: 'created' | 'updated' | 'unchanged' | 'skipped'
  id?: number
  url?: string
  /** Set when skipped or when the body had to be trimmed. */
  warning?: string
  trimmed?: boolean
}

/** GitHub's documented limit for comment bodies. */
export const COMMENT_MAX_CHARS = 65536

function markerPart(s: string | undefined): string {
  return (s ?? '').replace(/--+/g, '-').replace(/[<>:\s]+/g, '_').slice(0, 100) || '-'
}

/** `<!-- skill-evals:<workflow>:<job>:<cell> -->` (each part sanitised; empty cell → `-`). */
export function commentMarker(p: { workflow: string; job: string; cell?: string }): string {
  return `<!-- skill-evals:${markerPart(p.workflow)}:${markerPart(p.job)}:${markerPart(p.cell)} -->`
}

/** The body with the marker on its first line. */
export function withMarker(body: string, marker: string): string {
  if (body.trimStart().startsWith(marker)) return body
  return `${marker}\n${body}`
}

/**
 * Trims a Markdown body to `maxChars` UTF-16 code units (and 4 bytes per unit at worst, which
 * keeps it under GitHub's byte limit too): cut at a line boundary, close an open code fence,
 * add a note.
 */
export function trimCommentBody(body: string, maxChars = 60000, note = '_Comment truncated; see the job summary and the viewer artifact for the full report._'): string {
  if (body.length <= maxChars) return body
  const tail = `\n\n${note}\n`
  let cut = body.slice(0, Math.max(0, maxChars - tail.length - 8))
  // Don't split a surrogate pair.
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1)
  const nl = cut.lastIndexOf('\n')
  if (nl > cut.length / 2) cut = cut.slice(0, nl)
  const fences = (cut.match(/^\s*(```|~~~)/gm) ?? []).length
  if (fences % 2 === 1) cut += '\n```'
  return cut + tail
}

function isTooLong(err: unknown): boolean {
  return statusOf(err) === 422 && /too long|maximum is/i.test(messageOf(err) + JSON.stringify((err as { response?: { data?: unknown } })?.response?.data ?? ''))
}

interface ListedComment {
  id: number
  body?: string | null
  html_url: string
  user?: { login?: string; type?: string } | null
}

function isOurs(c: ListedComment, marker: string, author: string | undefined): boolean {
  if (!(c.body ?? '').trimStart().startsWith(marker)) return false
  const login = (c.user?.login ?? '').replace(/\[bot\]$/, '')
  if (author !== undefined) return login === author.replace(/\[bot\]$/, '')
  return c.user?.type === 'Bot'
}

/** Finds the comment carrying `marker` (first match, across every page). */
export async function findComment(
  octokit: GitHubClient,
  t: CommentTarget & { marker: string; author?: string },
): Promise<ListedComment | undefined> {
  let found: ListedComment | undefined
  for await (const page of octokit.paginate.iterator(octokit.rest.issues.listComments, {
    owner: t.owner,
    repo: t.repo,
    issue_number: t.issueNumber,
    per_page: 100,
  })) {
    found = (page.data as ListedComment[]).find((c) => isOurs(c, t.marker, t.author))
    if (found) break
  }
  return found
}

export async function upsertComment(octokit: GitHubClient, o: UpsertOptions): Promise<UpsertResult> {
  const where = `${o.owner}/${o.repo}#${o.issueNumber}`
  const skip = (what: string, err: unknown): UpsertResult => {
    const status = statusOf(err)
    const hint =
      status === 403
        ? ' The token cannot write comments here (a pull request from a fork, or missing `pull-requests: write` permission); the report is in the job summary.'
        : status === 404
          ? ' The pull request was not found, or the token cannot see it.'
          : ''
    const warning = `Could not ${what} the PR comment on ${where}: ${messageOf(err)}.${hint}`
    o.log?.warning(warning)
    return { action: 'skipped', warning }
  }

  let body = withMarker(o.body, o.marker) // redacted by the publisher (src/github/publisher.ts)
  let existing: ListedComment | undefined
  try {
    existing = await findComment(octokit, o)
  } catch (e) {
    return skip('read', e)
  }
  if (existing && existing.body === body) return { action: 'unchanged', id: existing.id, url: existing.html_url }

  let trimmed = false
  for (let attempt = 0; ; attempt++) {
    try {
      if (existing) {
        try {
          const r = await octokit.rest.issues.updateComment({ owner: o.owner, repo: o.repo, comment_id: existing.id, body })
          return { action: 'updated', id: r.data.id, url: r.data.html_url, ...(trimmed ? { trimmed } : {}) }
        } catch (e) {
          if (statusOf(e) !== 404) throw e
          existing = undefined // deleted meanwhile: create a new one
          o.log?.info(`The previous skill-evals comment on ${where} is gone; creating a new one.`)
        }
      }
      const r = await octokit.rest.issues.createComment({ owner: o.owner, repo: o.repo, issue_number: o.issueNumber, body })
      return { action: 'created', id: r.data.id, url: r.data.html_url, ...(trimmed ? { trimmed } : {}) }
    } catch (e) {
      if (attempt === 0 && isTooLong(e)) {
        const max = Math.min(o.retryMaxChars ?? 60000, Math.floor(body.length * 0.9))
        body = withMarker(trimCommentBody(body, max), o.marker)
        trimmed = true
        o.log?.warning(`The PR comment on ${where} was too long for GitHub (${messageOf(e)}); retrying with a body trimmed to ${body.length} characters.`)
        continue
      }
      return skip(existing ? 'update' : 'create', e)
    }
  }
}
