/** Shared setup of the `triggers` and `optimize-description` commands: gateway, skill lookup (the CLI picks the client). */
import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import type { Finding, Repo } from '../types.js'
import type { Gateway } from '../run/gateway.js'
import { createGatewayFor, type GatewayForOptions } from '../run/gateway-factory.js'
import type { TriggerSkill } from './run.js'

export type TriggerGatewayOptions = GatewayForOptions

/** A gateway configured like the run engine's (same cache folder and mode, limiter, retries). */
export function createTriggerGateway(opts: TriggerGatewayOptions): Gateway & { close(): Promise<void> } {
  return createGatewayFor(opts)
}

export interface ResolvedSkill {
  skill: TriggerSkill & { content: string }
  otherSkills: { name: string; description: string; dir: string }[]
  /** Errors in the skill's own SKILL.md (frontmatter, format), which make a trigger eval meaningless. */
  errors: Finding[]
}

/** The skill to test plus every other skill of the repo (listed beside it, as in real use). */
export async function resolveSkill(repo: Repo, name: string): Promise<ResolvedSkill | undefined> {
  const skill = repo.skills.find((s) => s.name === name)
  if (!skill) return undefined
  let content = ''
  try {
    content = await readFile(resolve(repo.root, skill.file), 'utf8')
  } catch {
    content = `---\nname: ${skill.name}\ndescription: ${skill.frontmatter.description}\n---\n\n${skill.body}`
  }
  return {
    skill: { name: skill.name, description: skill.frontmatter.description, body: skill.body, dir: skill.dir, content },
    otherSkills: repo.skills
      .filter((s) => s.name !== name && typeof s.frontmatter.description === 'string')
      .map((s) => ({ name: s.name, description: s.frontmatter.description, dir: s.dir })),
    // Coverage rules (e.g. "no eval entries") are about output evals, not about triggering.
    errors: repo.findings.filter((f) => f.severity === 'error' && f.file === skill.file && !f.rule.startsWith('coverage'))
  }
}
