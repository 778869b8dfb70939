/**
 * plan: which runs to make. Pure: from the loaded repo and the selection, lists every
 * eval × configuration × trial as a RunId with a stable id that is also its folder.
 */
import type { Configuration, EvalCase, RunId } from '../types.js'
import { skillFolderName } from '../paths.js'

export interface RunPlanOptions {
  evals: EvalCase[]
  /** Skills to run; all skills with evals when empty. */
  skills?: string[]
  /** Eval ids to run (compared as strings); all when empty. */
  evalIds?: string[]
  trials: number
  model: string
  /** Skills that have a base-branch version to pair with (adds `old_skill`). */
  skillsWithBase?: Set<string>
  /** Include the no-skill baseline (default true). */
  baseline?: boolean
  iteration?: number
}

import { evalDirName } from '../paths.js'
export { evalDirName }

/** The run's folder relative to the output dir: `<skill>/iteration-N/eval-…/<config>/run-K`. */
export function runIdOf(skill: string, iteration: number, evalDir: string, configuration: Configuration, trial: number): string {
  return `${skillFolderName(skill)}/iteration-${iteration}/${evalDir}/${configuration}/run-${trial}`
}

export function planRuns(opts: RunPlanOptions): RunId[] {
  const iteration = opts.iteration ?? 1
  const skills = opts.skills && opts.skills.length > 0 ? new Set(opts.skills) : undefined
  const ids = opts.evalIds && opts.evalIds.length > 0 ? new Set(opts.evalIds) : undefined
  const specs: RunId[] = []
  for (const e of opts.evals) {
    if (skills && !skills.has(e.skill)) continue
    if (ids && !ids.has(String(e.id))) continue
    const configurations: Configuration[] = ['with_skill']
    if (opts.baseline !== false) configurations.push('without_skill')
    if (opts.skillsWithBase?.has(e.skill)) configurations.push('old_skill')
    const evalDir = evalDirName(e)
    // Interleave configurations within a trial so head, base and baseline run close in time.
    for (let trial = 1; trial <= opts.trials; trial++) {
      for (const configuration of configurations) {
        specs.push({
          runId: runIdOf(e.skill, iteration, evalDir, configuration, trial),
          skill: e.skill,
          evalId: e.id,
          evalDir,
          configuration,
          trial,
          model: opts.model
        })
      }
    }
  }
  return specs
}
