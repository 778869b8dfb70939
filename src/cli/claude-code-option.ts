/**
 * `--executor claude-code` on the command line (`run`, `triggers`): find the Claude Code CLI
 * (`--claude-code-path`, relative to the working folder; else config `claude-code-path`,
 * relative to the repository; else node_modules, then PATH), check its version against config
 * `claude-code-version`, and build the executor settings from the environment.
 */
import { isAbsolute, resolve as resolvePath } from 'node:path'
import type { Repo } from '../types.js'
import { resolveClaudeCode, ClaudeCodeNotFoundError } from '../run/claude-code/binary.js'
import type { ClaudeCodeSettings } from '../run/claude-code/executor.js'
import type { CliIo } from './main.js'

/** The settings, or 2 after a message on stderr when the CLI cannot be found. */
export async function claudeCodeSettings(command: string, io: CliIo, repo: Repo, pathFlag: string | undefined, apiKey: string | undefined): Promise<ClaudeCodeSettings | number> {
  const c = repo.config
  const given = pathFlag ?? c.claudeCodePath
  try {
    const binary = await resolveClaudeCode({
      path: given === undefined ? undefined : isAbsolute(given) ? given : resolvePath(pathFlag !== undefined ? io.cwd : repo.root, given),
      version: c.claudeCodeVersion,
      searchFrom: [repo.root, io.cwd],
      envPath: io.env.PATH
    })
    io.stdout(`Executor: Claude Code ${binary.version} (${binary.path}).\n`)
    return { binary, apiKey, baseUrl: io.env.ANTHROPIC_BASE_URL || undefined, sourceEnv: io.env, passEnv: ['HTTPS_PROXY', 'HTTP_PROXY', 'NO_PROXY', 'NODE_EXTRA_CA_CERTS', 'SSL_CERT_FILE'] }
  } catch (err) {
    if (!(err instanceof ClaudeCodeNotFoundError)) throw err
    io.stderr(`skill-evals ${command}: ${err.message}\n`)
    return 2
  }
}
