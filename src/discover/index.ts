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
import { checkSkillClaudeConfig, checkSkillLinks } from './links.js'
import { registerRepoRoot } from './sync-fs.js'
import { applyBasePolicy, type PolicySource } from './base-policy.js'

/** Thrown only when the tool cannot run at all (e.g. the root does not exist): exit code 2. */
export class CannotRunError extends Error {}

export interface LoadRepoOptions {
  /**
   * Check the Agent Skills format alone (`validate --spec`): SKILL.md files only, no suites and no
   * policy checks; only spec rules can be errors (see policy.ts).
   */
  spec?: boolean
  /**
   * A pull request's base commit: the gate policy (gates, risk level, tiers, thresholds, tolerances,
   * baseline store, `secrets:`…) comes from its config, not the work tree's (src/discover/base-policy.ts).
   * Absent on push, schedule and release runs: the config of the commit under test applies.
   */
  policyRef?: string
}

export async function loadRepo(rootArg: string, options: LoadRepoOptions = {}): Promise<Repo> {
  const root = resolve(rootArg)
  const info = await stat(root).catch(() => undefined)
  if (!info?.isDirectory()) throw new CannotRunError(`Repository root '${rootArg}' is not a directory.`)
  // Issue 33 row J: every repository file discovery reads stays inside the repository (sync-fs.ts).
  registerRepoRoot(root)

  const loaded = await loadConfig(root)
  const configFindings = loaded.findings
  let config = loaded.config
  let policy: PolicySource | undefined
  if (options.policyRef && !options.spec) ({ config, policy } = await applyBasePolicy(root, config, options.policyRef))
  registerSecretNames(config.secrets) // issue 17: the config's `secrets:` join the redaction registry
  const { skills, findings: skillFindings, discovery } = await discoverSkills(root, config.skillRootsConfigured ? config.skillRoots : undefined)
  // The folders actually read (globs expanded, layouts detected): the plan maps changed files with them.
  if (discovery.roots.length > 0) config.skillRoots = [...new Set([...discovery.roots, ...config.skillRoots.filter((r) => !/[*?[]/.test(r))])]
  if (options.spec) return { root, config, skills, evals: [], findings: sortFindings(specOnly([...configFindings, ...skillFindings])), discovery }
  const { evals, findings: suiteFindings } = await loadSuites(root, skills)
  const coverageFindings = await withGoldenSets(root, skills, checkCoverage(skills, evals, config))
  const { findings: pipelineFindings } = await loadPipelines(root, skills)

  const triggerFindings = await checkTriggerSets(root, skills)
  const fleetFindings = await checkFleet(root, skills, { overlapThreshold: config.descriptionOverlap })
  const trustFindings = await checkTrustTiers(root, skills, evals, config) // trust_tier rule (issue 11)
  const linkFindings = await checkSkillLinks(root, skills) // issue 33 row D: links out of a skill folder
  const claudeConfigFindings = await checkSkillClaudeConfig(root, skills) // issue 33 row H: .claude/, .mcp.json in a skill folder

  const findings = sortFindings(applySeverities([...configFindings, ...skillFindings, ...suiteFindings, ...coverageFindings, ...pipelineFindings, ...triggerFindings, ...fleetFindings, ...trustFindings, ...linkFindings, ...claudeConfigFindings], config))
  return { root, config, skills, evals, findings, discovery, ...(policy ? { policy } : {}) }
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
