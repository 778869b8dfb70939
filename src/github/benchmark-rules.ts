/**
 * When a benchmark entry (evals/benchmarks/…) may be committed: the rules in one place, for the
 * action's steps. A benchmark is history of the default branch, so it is committed only from it.
 */
import { branchOfRef } from '../plan/mode.js'

/** What the rules look at: the event, its ref and sha, and the payload's repository. */
export interface BenchmarkEvent {
  eventName: string
  ref?: string
  sha?: string
  payload: Record<string, unknown>
}

function defaultBranchOf(payload: Record<string, unknown>): string | undefined {
  const name = (payload['repository'] as { default_branch?: unknown } | undefined)?.default_branch
  return typeof name === 'string' && name ? name : undefined
}

/** A commit SHA that names a benchmark file (`<date>-<sha>.json`). */
export function isCommitSha(sha: string | undefined): sha is string {
  return typeof sha === 'string' && /^[0-9a-f]{40,64}$/i.test(sha)
}

/**
 * The single-step pull-request evaluation: the branch to commit `<date>-<sha>.json` to, only on a
 * push to the default branch with a commit SHA; undefined otherwise.
 */
export function pushBenchmarkBranch(e: BenchmarkEvent): string | undefined {
  const branch = branchOfRef(e.ref)
  if (e.eventName !== 'push' || !branch || !e.sha) return undefined
  return branch === defaultBranchOf(e.payload) ? branch : undefined
}

/**
 * The weekly cross-model entries: the default branch when this run is on it (a schedule always
 * runs there; other events say so through the payload), else undefined.
 */
export function defaultBranchRun(e: BenchmarkEvent): string | undefined {
  const branch = branchOfRef(e.ref)
  if (!branch) return undefined
  const defaultBranch = defaultBranchOf(e.payload)
  if (defaultBranch) return branch === defaultBranch ? branch : undefined
  return e.eventName === 'schedule' ? branch : undefined
}
