/**
 * Which executor runs a selection of evals, and the Claude Code CLI when any of them needs it.
 * One place for the rule, used by the action's evaluate steps (and open to the CLI):
 *
 * the explicit choice (the action's `executor` input), else the config's `executor` (default
 * api); config `skill-executors` overrides it per skill. When any selected skill runs through
 * Claude Code, the CLI is found (an explicit path relative to `workspace`; else config
 * `claude-code-path`, relative to the repository; else node_modules, then PATH) and its version
 * checked (config `claude-code-version` and the oldest supported one) BEFORE any run starts, so a
 * missing or too-old CLI fails at once with a message saying how to provide it.
 */
import { isAbsolute, resolve } from 'node:path'
import type { ExecutorKind, Repo } from '../types.js'
import type { ClaudeCodeSettings } from './claude-code/executor.js'
import { ClaudeCodeNotFoundError, resolveClaudeCode } from './claude-code/binary.js'
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
  /** '' = the config's `claude-code-path`, then node_modules / PATH. Relative to `workspace`. */
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

export async function chooseExecutor(repo: Repo, req: ExecutorRequest): Promise<ExecutorChoice> {
  const c = repo.config
  const info = req.info ?? (() => {})
  const executor = req.executor ?? c.executor ?? 'api'
  const skillExecutors = { ...(c.skillExecutors ?? {}) }
  const base: ExecutorChoice = { executor, ...(Object.keys(skillExecutors).length > 0 ? { skillExecutors } : {}) }
  const needed = claudeCodeSkills(repo, { executor, skillExecutors, ...(req.skills ? { skills: [...req.skills] } : {}) })
  if (needed.length === 0) return base
  if (executor !== 'claude-code') info(`skill-executors: ${needed.join(', ')} run through Claude Code.`)
  const given = req.claudeCodePath
    ? resolve(req.workspace, req.claudeCodePath)
    : c.claudeCodePath
      ? isAbsolute(c.claudeCodePath)
        ? c.claudeCodePath
        : resolve(repo.root, c.claudeCodePath)
      : undefined
  try {
    const binary = await resolveClaudeCode({
      ...(given ? { path: given } : {}),
      ...(c.claudeCodeVersion ? { version: c.claudeCodeVersion } : {}),
      searchFrom: [repo.root, req.workspace],
      ...(req.env['PATH'] !== undefined ? { envPath: req.env['PATH'] } : {}),
    })
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
