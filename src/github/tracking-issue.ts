/**
 * The weekly run's tracking issue: ONE open issue, found by a label plus a hidden marker in its
 * body, opened when something needs attention (a skill regressed on some model, a configured
 * model is deprecated, retired or near its end of life) and updated in place on later weeks.
 * Configurable and off by default (`tracking-issue: { enabled: true }` in evals/config.yaml or
 * `matrix --tracking-issue`).
 *
 * Finding it: `GET /repos/{o}/{r}/issues?state=open&labels=<label>` paged through (100 per page);
 * pull requests are skipped; the first issue whose body carries the marker wins, and only one
 * authored by a bot (or `author` when given), so a user pasting the marker cannot redirect it.
 *
 * When nothing needs attention the issue is left alone (`closeWhenClear: true` closes it with a
 * final body instead). Never throws: failures (read-only token, missing permission) come back
 * as `action: 'skipped'` with a warning, like the PR comment.
 */
import { messageOf, statusOf } from './errors.js'
import type { GitHubClient, Logger } from './client.js'
import type { CrossModelTable } from '../gate/cross-model.js'
import { renderCrossModelMarkdown, needsAttention } from '../gate/cross-model.js'
import { mdEscape, percentEncoded } from '../text/markdown.js'
import { truncateEnd } from '../text/truncate.js'

export const TRACKING_MARKER = '<!-- skill-evals:weekly-tracking -->'
export const TRACKING_LABEL = 'skill-evals-weekly'
export const TRACKING_TITLE = 'skill-evals weekly: skills or models need attention'
/** GitHub's limit for issue bodies. */
export const ISSUE_MAX_CHARS = 65536

export interface TrackingIssueOptions {
  owner: string
  repo: string
  body: string
  /** Whether something needs attention this week (open/update only then). */
  attention: boolean
  title?: string
  label?: string
  marker?: string
  /** Login allowed to own the issue (default: any bot account). */
  author?: string
  /** Close the open issue when nothing needs attention (default false: leave it). */
  closeWhenClear?: boolean
  log?: Logger
}

export interface TrackingIssueResult {
  action: 'created' | 'updated' | 'unchanged' | 'closed' | 'none' | 'skipped'
  number?: number
  url?: string
  warning?: string
}

interface IssueLike {
  number: number
  body?: string | null
  html_url?: string
  pull_request?: unknown
  user?: { login?: string; type?: string } | null
}

const norm = (s: string): string => s.replace(/\[bot\]$/, '').toLowerCase()

function owned(i: IssueLike, author: string | undefined): boolean {
  if (author) return norm(i.user?.login ?? '') === norm(author)
  return i.user?.type === 'Bot'
}

function clip(body: string): string {
  const note = '\n\n…(truncated: see the weekly report artifact for the rest)\n'
  return truncateEnd(body, ISSUE_MAX_CHARS, () => note, ISSUE_MAX_CHARS - note.length)
}

/** Find the open tracking issue (or undefined). Throws on API errors. */
export async function findTrackingIssue(
  octokit: GitHubClient,
  o: { owner: string; repo: string; label?: string; marker?: string; author?: string },
): Promise<IssueLike | undefined> {
  const marker = o.marker ?? TRACKING_MARKER
  const issues = (await octokit.paginate(octokit.rest.issues.listForRepo, {
    owner: o.owner,
    repo: o.repo,
    state: 'open',
    labels: o.label ?? TRACKING_LABEL,
    per_page: 100,
  })) as IssueLike[]
  return issues.find((i) => !i.pull_request && (i.body ?? '').includes(marker) && owned(i, o.author))
}

/** Open, update, or (optionally) close the one tracking issue. Never throws. */
export async function upsertTrackingIssue(octokit: GitHubClient, o: TrackingIssueOptions): Promise<TrackingIssueResult> {
  const marker = o.marker ?? TRACKING_MARKER
  const label = o.label ?? TRACKING_LABEL
  const text = o.body // redacted by the publisher (src/github/publisher.ts)
  const body = clip(text.includes(marker) ? text : `${marker}\n${text}`)
  try {
    const existing = await findTrackingIssue(octokit, { owner: o.owner, repo: o.repo, label, marker, ...(o.author ? { author: o.author } : {}) })
    if (!o.attention) {
      if (existing && o.closeWhenClear) {
        await octokit.rest.issues.update({ owner: o.owner, repo: o.repo, issue_number: existing.number, body, state: 'closed', state_reason: 'completed' })
        return { action: 'closed', number: existing.number, ...(existing.html_url ? { url: existing.html_url } : {}) }
      }
      return { action: 'none', ...(existing ? { number: existing.number } : {}) }
    }
    if (existing) {
      if ((existing.body ?? '') === body) return { action: 'unchanged', number: existing.number, ...(existing.html_url ? { url: existing.html_url } : {}) }
      const { data } = await octokit.rest.issues.update({ owner: o.owner, repo: o.repo, issue_number: existing.number, body })
      return { action: 'updated', number: data.number, url: data.html_url }
    }
    const { data } = await octokit.rest.issues.create({ owner: o.owner, repo: o.repo, title: o.title ?? TRACKING_TITLE, body, labels: [label] })
    return { action: 'created', number: data.number, url: data.html_url }
  } catch (err) {
    const status = statusOf(err)
    const warning = `Could not open or update the tracking issue${status ? ` (${status})` : ''}: ${messageOf(err)}`
    o.log?.warning(warning)
    return { action: 'skipped', warning }
  }
}

/** The issue body: what needs attention, then the full table. */
export function trackingIssueBody(t: CrossModelTable, o: { date: string; runUrl?: string } = { date: t.generated_at.slice(0, 10) }): string {
  const e = mdEscape
  const lines: string[] = [TRACKING_MARKER, `# skill-evals weekly: ${e(o.date)}`, '']
  if (!needsAttention(t)) {
    lines.push('Nothing needs attention this week: no regression on any model, no configured model near its end of life.', '')
  } else {
    lines.push('Updated by the weekly cross-model run; it edits this issue in place every week while something needs attention.', '')
    if (t.regressions.length) {
      lines.push('## Regressions', '')
      for (const r of t.regressions) lines.push(`- [ ] **${e(r.skill)}** on ${e(r.model)}: ${Math.round(r.base_rate * 100)}% → ${Math.round(r.head_rate * 100)}% (p = ${r.p_value.toPrecision(2)})`)
      lines.push('')
    }
    const lc = t.lifecycle.filter((l) => l.status === 'deprecated' || l.status === 'retired' || l.near_end_of_life)
    if (lc.length) {
      lines.push('## Models', '')
      for (const l of lc) lines.push(`- [ ] ${e(l.model)}: ${e(l.message)}`)
      lines.push('')
    }
  }
  lines.push(renderCrossModelMarkdown(t, { escape: mdEscape, headingLevel: 2 }))
  if (o.runUrl) lines.push('', `[Workflow run](${o.runUrl.replace(/[()\s]/g, percentEncoded)})`)
  return lines.join('\n') + '\n'
}
