/** When pipeline scenarios run: a planning decision (the plan file's `pipeline`). */
import { globToRegExp } from '../checks/check-schema.js'

export interface PipelineTrigger {
  /** Asked for explicitly: `skill-evals pipeline`, `run --pipeline`, action input `pipeline: true`. */
  requested?: boolean
  /** The run's mode; pipelines only run by themselves in `full` mode. */
  mode?: string
  /** The branch the PR targets (or the pushed branch). */
  branch?: string
  /** Config `release-branches` globs (e.g. `release`, `release/**`). */
  releaseBranches: readonly string[]
}

/** Pipelines run when asked, or in full mode on a release branch. */
export function shouldRunPipelines(t: PipelineTrigger): boolean {
  if (t.requested) return true
  if (t.mode !== 'full' || !t.branch) return false
  const branch = t.branch.replace(/^refs\/heads\//, '')
  return t.releaseBranches.some((glob) => {
    try {
      return globToRegExp(glob).test(branch)
    } catch {
      return glob === branch
    }
  })
}
