/**
 * `--executor claude-code` on the command line (`run`, `triggers`): find the Claude Code CLI from
 * the trusted side only (issue 33: `--claude-code-path`, relative to the working folder; else
 * skill-evals' own node_modules; else PATH outside the repository and the working folder; never
 * the repository's config or node_modules), check its version against config
 * `claude-code-version`, and build the executor settings from the environment.
 */
import { resolve as resolvePath } from 'node:path'
import type { Repo } from '../types.js'
import { resolveClaudeCode, ClaudeCodeNotFoundError } from '../run/claude-code/binary.js'
import { trustedClaudeCodeOptions } from '../run/executor-choice.js'
import type { ClaudeCodeSettings } from '../run/claude-code/executor.js'
import type { CliIo } from './main.js'

/** The settings, or 2 after a message on stderr when the CLI cannot be found. */
export async function claudeCodeSettings(command: string, io: CliIo, repo: Repo, pathFlag: string | undefined, apiKey: string | undefined): Promise<ClaudeCodeSettings | number> {
  try {
    const given = pathFlag === undefined || pathFlag === '' ? undefined : resolvePath(io.cwd, pathFlag)
    const binary = await resolveClaudeCode(trustedClaudeCodeOptions(repo, given, [io.cwd], io.env.PATH))
    io.stdout(`Executor: Claude Code ${binary.version} (${binary.path}).\n`)
    return { binary, apiKey, baseUrl: io.env.ANTHROPIC_BASE_URL || undefined, sourceEnv: io.env, passEnv: ['HTTPS_PROXY', 'HTTP_PROXY', 'NO_PROXY', 'NODE_EXTRA_CA_CERTS', 'SSL_CERT_FILE'] }
  } catch (err) {
    if (!(err instanceof ClaudeCodeNotFoundError)) throw err
    io.stderr(`skill-evals ${command}: ${err.message}\n`)
    return 2
  }
}
