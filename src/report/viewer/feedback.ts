/**
 * feedback.json, as the viewer's "Submit all reviews" downloads it (skill-creator's format):
 *   {"reviews": [{"run_id", "feedback", "timestamp", "skill"?, "iteration"?}], "status": "complete"}
 * `run_id` is the run folder relative to its iteration folder with `/` → `-`
 * (`eval-3-slug-with_skill-run-1`), as skill-creator's generate_review writes it; `skill` and
 * `iteration` (extra keys skill-creator ignores) tell runs of different skills apart.
 *
 * `importFeedback()` validates a downloaded file and stores it as
 * `<root>/evals/feedback/<timestamp>.json` (SPEC-0017), for the skill-creator improvement loop.
 */
import { readFile, writeFile, mkdir } from 'node:fs/promises'
import { join, resolve } from 'node:path'

export interface FeedbackReview {
  run_id: string
  feedback: string
  timestamp: string
  skill?: string
  iteration?: string
}

export interface FeedbackFile {
  reviews: FeedbackReview[]
  status: 'complete' | 'in_progress'
}

export class FeedbackError extends Error {}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/

/** Checks the shape; returns the cleaned file or throws FeedbackError listing the first problems. */
export function validateFeedback(value: unknown): FeedbackFile {
  const problems: string[] = []
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new FeedbackError('feedback file must hold a JSON object with "reviews" and "status"')
  const v = value as Record<string, unknown>
  if (v.status !== 'complete' && v.status !== 'in_progress') problems.push(`"status" must be "complete" or "in_progress" (got ${JSON.stringify(v.status) ?? 'nothing'})`)
  if (!Array.isArray(v.reviews)) {
    problems.push('"reviews" must be an array')
  } else if (v.reviews.length === 0) {
    problems.push('"reviews" is empty')
  }
  const reviews: FeedbackReview[] = []
  const seen = new Set<string>()
  for (const [i, r] of (Array.isArray(v.reviews) ? v.reviews : []).entries()) {
    const at = `reviews[${i}]`
    if (typeof r !== 'object' || r === null || Array.isArray(r)) {
      problems.push(`${at} must be an object`)
      continue
    }
    const o = r as Record<string, unknown>
    if (typeof o.run_id !== 'string' || o.run_id.trim() === '') problems.push(`${at}.run_id must be a non-empty string`)
    if (typeof o.feedback !== 'string') problems.push(`${at}.feedback must be a string (empty = no complaint)`)
    if (typeof o.timestamp !== 'string' || !ISO.test(o.timestamp) || Number.isNaN(Date.parse(o.timestamp))) problems.push(`${at}.timestamp must be an ISO 8601 date-time`)
    if (o.skill !== undefined && typeof o.skill !== 'string') problems.push(`${at}.skill must be a string`)
    if (o.iteration !== undefined && typeof o.iteration !== 'string') problems.push(`${at}.iteration must be a string`)
    if (typeof o.run_id === 'string' && typeof o.feedback === 'string' && typeof o.timestamp === 'string') {
      const key = `${typeof o.skill === 'string' ? o.skill : ''}\u0000${typeof o.iteration === 'string' ? o.iteration : ''}\u0000${o.run_id}`
      if (seen.has(key)) problems.push(`${at}.run_id '${o.run_id}' appears twice`)
      seen.add(key)
      const review: FeedbackReview = { run_id: o.run_id, feedback: o.feedback, timestamp: o.timestamp }
      if (typeof o.skill === 'string') review.skill = o.skill
      if (typeof o.iteration === 'string') review.iteration = o.iteration
      reviews.push(review)
    }
    if (problems.length >= 10) break
  }
  if (problems.length > 0) throw new FeedbackError(problems.slice(0, 10).join('; '))
  return { reviews, status: v.status as FeedbackFile['status'] }
}

export interface ImportResult {
  path: string
  reviews: number
  withFeedback: number
}

/** Reads, validates and stores `file` under `<root>/evals/feedback/<timestamp>.json`. */
export async function importFeedback(file: string, root: string): Promise<ImportResult> {
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (err) {
    throw new FeedbackError(`cannot read '${file}': ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`)
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch (err) {
    throw new FeedbackError(`'${file}' is not valid JSON: ${(err as Error).message}`)
  }
  let fb: FeedbackFile
  try {
    fb = validateFeedback(parsed)
  } catch (err) {
    if (err instanceof FeedbackError) throw new FeedbackError(`'${file}' is not a viewer feedback file: ${err.message}`)
    throw err
  }
  // Named after the reviews' (shared) timestamp, the latest if they differ.
  const latest = fb.reviews.map((r) => r.timestamp).sort((a, b) => Date.parse(a) - Date.parse(b)).pop()!
  const stamp = new Date(Date.parse(latest)).toISOString().replace(/:/g, '-').replace(/\./g, '-')
  const dir = join(resolve(root), 'evals', 'feedback')
  await mkdir(dir, { recursive: true })
  const body = JSON.stringify(fb, null, 2) + '\n'
  for (let n = 0; ; n++) {
    const path = join(dir, n === 0 ? `${stamp}.json` : `${stamp}-${n}.json`)
    const existing = await readFile(path, 'utf8').catch(() => undefined)
    if (existing === body) return { path, reviews: fb.reviews.length, withFeedback: fb.reviews.filter((r) => r.feedback.trim() !== '').length }
    if (existing !== undefined) continue
    try {
      await writeFile(path, body, { flag: 'wx' })
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'EEXIST') continue
      throw err
    }
    return { path, reviews: fb.reviews.length, withFeedback: fb.reviews.filter((r) => r.feedback.trim() !== '').length }
  }
}
