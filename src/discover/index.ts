/**
 * discover: the first stage. Reads the config, the skills and their eval suites from a repo
 * and returns them with every finding (errors and warnings, each with file and line).
 * Never throws on bad input: anything wrong with the user's files becomes a finding.
 */
import { resolve } from 'node:path'
import { stat } from 'node:fs/promises'
import type { Finding, Repo } from '../types.js'
import { loadConfig } from './config.js'
import { registerSecretNames } from '../redact/index.js'
import { discoverSkills } from './skills.js'
import { loadSuites } from './suites.js'
import { checkCoverage } from './coverage.js'
import { loadPipelines } from './pipelines.js'
import { checkTriggerSets } from './triggers.js'
import { checkFleet } from './fleet.js'
import { checkTrustTiers } from './trust-files.js'
import { withGoldenSets } from './golden.js'
import { applySeverities, specOnly } from './policy.js'

/** Thrown only when the tool cannot run at all (e.g. the root does not exist): exit code 2. */
export class CannotRunError extends Error {}

export interface LoadRepoOptions {
  /**
   * Check the Agent Skills format alone (`validate --spec`): SKILL.md files only, no suites and no
   * policy checks; only spec rules can be errors (see policy.ts).
   */
  spec?: boolean
}

export async function loadRepo(rootArg: string, options: LoadRepoOptions = {}): Promise<Repo> {
  const root = resolve(rootArg)
  const info = await stat(root).catch(() => undefined)
  if (!info?.isDirectory()) throw new CannotRunError(`Repository root '${rootArg}' is not a directory.`)

  const { config, findings: configFindings } = await loadConfig(root)
  registerSecretNames(config.secrets) // issue 17: the config's `secrets:` join the redaction registry
  const { skills, findings: skillFindings } = await discoverSkills(root, config.skillRoots)
  if (options.spec) return { root, config, skills, evals: [], findings: sortFindings(specOnly([...configFindings, ...skillFindings])) }
  const { evals, findings: suiteFindings } = await loadSuites(root, skills)
  const coverageFindings = await withGoldenSets(root, skills, checkCoverage(skills, evals, config))
  const { findings: pipelineFindings } = await loadPipelines(root, skills)

  const triggerFindings = await checkTriggerSets(root, skills)
  const fleetFindings = await checkFleet(root, skills, { overlapThreshold: config.descriptionOverlap })
  const trustFindings = await checkTrustTiers(root, skills, evals, config) // trust_tier rule (issue 11)

  const findings = sortFindings(applySeverities([...configFindings, ...skillFindings, ...suiteFindings, ...coverageFindings, ...pipelineFindings, ...triggerFindings, ...fleetFindings, ...trustFindings], config))
  return { root, config, skills, evals, findings }
}

export function sortFindings(findings: Finding[]): Finding[] {
  return [...findings].sort(
    (a, b) =>
      a.file.localeCompare(b.file) ||
      (a.line ?? 0) - (b.line ?? 0) ||
      (a.column ?? 0) - (b.column ?? 0) ||
      (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1) ||
      a.message.localeCompare(b.message)
  )
}

export function countFindings(findings: Finding[]): { errors: number; warnings: number } {
  let errors = 0
  let warnings = 0
  for (const f of findings) f.severity === 'error' ? errors++ : warnings++
  return { errors, warnings }
}
