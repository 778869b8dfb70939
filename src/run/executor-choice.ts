/**
 * Which executor runs a selection of evals, and the Claude Code CLI when any of them needs it.
 * One place for the rule, used by the action's evaluate steps (and open to the CLI):
 *
 * the explicit choice (the action's `executor` input), else the config's `executor` (default
 * api); config `skill-executors` overrides it per skill, except that an explicit `executor: api`
 * wins (issue 33: then no Claude Code binary is ever started, whatever the repository's config
 * says). When any selected skill runs through Claude Code, the CLI is found from the trusted side
 * only (`trustedClaudeCodeOptions`: the workflow's path input, relative to `workspace`; else
 * skill-evals' own node_modules; else PATH outside the repository) and its version checked
 * (config `claude-code-version` and the oldest supported one) BEFORE any run starts, so a missing
 * or too-old CLI fails at once with a message saying how to provide it.
 */
import { resolve } from 'node:path'
import type { ExecutorKind, Repo } from '../types.js'
import type { ClaudeCodeSettings } from './claude-code/executor.js'
import { ClaudeCodeNotFoundError, resolveClaudeCode, type ResolveClaudeCodeOptions } from './claude-code/binary.js'
import { claudeCodeSkills } from './index.js'

/** Who runs the evals and the pipeline scenarios' steps (the judge always uses the API). */
export interface ExecutorChoice {
  executor: ExecutorKind
  /** Config `skill-executors`: skill name → executor, overriding `executor` for that skill. */
  skillExecutors?: Record<string, ExecutorKind>
  /** The resolved CLI and its settings, with executor claude-code. */
  claudeCode?: ClaudeCodeSettings
}

export interface ExecutorRequest {
  /** undefined = the config's `executor` (default api). */
  executor: ExecutorKind | undefined
  /** The workflow's `claude-code-path` input, relative to `workspace`; '' = skill-evals' own node_modules, then PATH. */
  claudeCodePath: string
  apiKey: string
  /** The plan's selection; all skills with evals when absent. */
  skills?: readonly string[]
  workspace: string
  env: NodeJS.ProcessEnv
  /** Says how the CLI is installed in the caller's world when it is missing. */
  howToProvide: string
  info?: (message: string) => void
}

/** Proxy and CA settings the CLI child process keeps from the caller's environment. */
const PASS_ENV = ['HTTPS_PROXY', 'HTTP_PROXY', 'NO_PROXY', 'NODE_EXTRA_CA_CERTS', 'SSL_CERT_FILE']

/**
 * Issue 33 (row A): how the Claude Code CLI is looked up, from the trusted side only. `given` is
 * the workflow input / CLI flag (already absolute); the repository's config `claude-code-path` is
 * never used (validate reports it), its node_modules are never searched (only skill-evals' own),
 * and PATH entries inside the repository or the workspace are skipped.
 */
export function trustedClaudeCodeOptions(repo: Pick<Repo, 'root' | 'config'>, given: string | undefined, untrusted: string[], envPath: string | undefined): ResolveClaudeCodeOptions {
  const c = repo.config
  return {
    ...(given ? { path: given } : {}),
    ...(c.claudeCodeVersion ? { version: c.claudeCodeVersion } : {}),
    untrusted: [...new Set([repo.root, ...untrusted])],
    ...(envPath !== undefined ? { envPath } : {}),
  }
}

/** The skill-executors entries an explicit executor keeps: an explicit `api` drops every claude-code entry. */
export function trustedSkillExecutors(explicit: ExecutorKind | undefined, map: Record<string, ExecutorKind> | undefined): { kept: Record<string, ExecutorKind>; dropped: string[] } {
  const kept: Record<string, ExecutorKind> = {}
  const dropped: string[] = []
  for (const [name, kind] of Object.entries(map ?? {})) {
    if (explicit === 'api' && kind === 'claude-code') dropped.push(name)
    else Object.defineProperty(kept, name, { value: kind, enumerable: true, writable: true, configurable: true })
  }
  return { kept, dropped: dropped.sort() }
}

export async function chooseExecutor(repo: Repo, req: ExecutorRequest): Promise<ExecutorChoice> {
  const c = repo.config
  const info = req.info ?? (() => {})
  const executor = req.executor ?? c.executor ?? 'api'
  const { kept: skillExecutors, dropped } = trustedSkillExecutors(req.executor, c.skillExecutors)
  if (dropped.length > 0) info(`executor api (set by the workflow): skill-executors entries for ${dropped.join(', ')} are ignored; no Claude Code CLI is started.`)
  const base: ExecutorChoice = { executor, ...(Object.keys(skillExecutors).length > 0 ? { skillExecutors } : {}) }
  const needed = claudeCodeSkills(repo, { executor, skillExecutors, ...(req.skills ? { skills: [...req.skills] } : {}) })
  if (needed.length === 0) return base
  if (executor !== 'claude-code') info(`skill-executors: ${needed.join(', ')} run through Claude Code.`)
  const given = req.claudeCodePath ? resolve(req.workspace, req.claudeCodePath) : undefined
  try {
    const binary = await resolveClaudeCode(trustedClaudeCodeOptions(repo, given, [req.workspace], req.env['PATH']))
    info(`Executor: Claude Code ${binary.version} (${binary.path}, from ${binary.source}).`)
    return {
      ...base,
      claudeCode: { binary, apiKey: req.apiKey, baseUrl: req.env['ANTHROPIC_BASE_URL'] || undefined, sourceEnv: req.env, passEnv: PASS_ENV },
    }
  } catch (err) {
    if (!(err instanceof ClaudeCodeNotFoundError)) throw err
    throw new Error(`executor claude-code: ${err.message} ${req.howToProvide}`)
  }
}
