/**
 * The git port: the one place in src/ that starts git (test/unit/ports.test.ts checks it).
 *
 * Every call gets the same pinned settings, so neither the user's git config nor the repository
 * under test can change a result, block, or run code of its own:
 *   - `-c core.quotepath=off` (paths come out as UTF-8, not octal-escaped), `color.ui=false`,
 *     `core.pager=cat`, `core.fsmonitor=false` (no daemon started), `core.hooksPath=/dev/null`
 *     (a pull request's hooks never run);
 *   - GIT_TERMINAL_PROMPT=0 and GIT_ASKPASS/SSH_ASKPASS unset (never a prompt: a fetch that needs
 *     credentials fails at once), GIT_PAGER=cat, GIT_OPTIONAL_LOCKS=0, LC_ALL=C (messages in English);
 *   - a timeout, always (default 120 s), and a bounded output (default 64 MiB).
 * Callers add their own `-c` settings (the pipeline's commit identity) with `config`, and choose
 * the environment the settings above are added to (`env`, default the process's own).
 */
import { childProcess } from '../lazy-builtins.js'

export const GIT_PINNED_CONFIG: readonly string[] = [
  'core.quotepath=off',
  'color.ui=false',
  'core.pager=cat',
  'core.fsmonitor=false',
  'core.hooksPath=/dev/null',
]

export const GIT_PINNED_ENV: Readonly<Record<string, string>> = {
  GIT_TERMINAL_PROMPT: '0',
  GIT_PAGER: 'cat',
  GIT_OPTIONAL_LOCKS: '0',
  LC_ALL: 'C',
}

export const GIT_DEFAULT_TIMEOUT_MS = 120_000
export const GIT_DEFAULT_MAX_BUFFER = 64 * 1024 * 1024

export interface GitOptions {
  cwd: string
  /** Milliseconds before git is killed (default 120 s). Never unbounded. */
  timeoutMs?: number
  /** Largest stdout accepted, in bytes (default 64 MiB). */
  maxBuffer?: number
  /** More `-c name=value` settings, after the pinned ones. */
  config?: readonly string[]
  /** The environment the pinned variables are added to (default: this process's). */
  env?: NodeJS.ProcessEnv
}

/** git failed: could not start (`code` 'ENOENT' when git is not installed), timed out, or exited non-zero. */
export class GitError extends Error {
  constructor(
    message: string,
    readonly args: readonly string[],
    readonly stderr: string,
    readonly code: string | number | undefined,
  ) {
    super(message)
    this.name = 'GitError'
  }
  get notInstalled(): boolean {
    return this.code === 'ENOENT'
  }
}

/** The full argument list git is started with (pinned `-c` settings first). */
export function gitArgs(args: readonly string[], config: readonly string[] = []): string[] {
  return [...[...GIT_PINNED_CONFIG, ...config].flatMap((c) => ['-c', c]), ...args]
}

function gitEnv(base: NodeJS.ProcessEnv | undefined): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...(base ?? process.env), ...GIT_PINNED_ENV }
  delete env['GIT_ASKPASS']
  delete env['SSH_ASKPASS']
  return env
}

function run(args: readonly string[], o: GitOptions, encoding: 'utf8' | 'buffer'): Promise<string | Buffer> {
  return new Promise((resolve, reject) => {
    childProcess().execFile(
      'git',
      gitArgs(args, o.config),
      {
        cwd: o.cwd,
        timeout: o.timeoutMs ?? GIT_DEFAULT_TIMEOUT_MS,
        killSignal: 'SIGKILL',
        maxBuffer: o.maxBuffer ?? GIT_DEFAULT_MAX_BUFFER,
        env: gitEnv(o.env),
        encoding,
        windowsHide: true,
      },
      (err, stdout, stderr) => {
        if (!err) return resolve(stdout)
        const e = err as NodeJS.ErrnoException & { killed?: boolean; signal?: string | null }
        const errText = String(stderr ?? '').trim()
        const why =
          e.code === 'ENOENT'
            ? 'git is not installed'
            : e.killed && e.signal
              ? `timed out after ${o.timeoutMs ?? GIT_DEFAULT_TIMEOUT_MS} ms`
              : errText || e.message
        reject(new GitError(`git ${args[0] ?? ''} failed: ${why}`, args, errText, e.code))
      },
    )
  })
}

/** Runs git and returns its stdout as text; rejects with a `GitError`. */
export async function git(args: readonly string[], o: GitOptions): Promise<string> {
  return (await run(args, o, 'utf8')) as string
}

/** Runs git and returns its stdout as bytes (file contents from `git show`). */
export async function gitBytes(args: readonly string[], o: GitOptions): Promise<Buffer> {
  return (await run(args, o, 'buffer')) as Buffer
}

/** Did git exit 0? (Any failure, including a missing git, is false.) */
export async function gitOk(args: readonly string[], o: GitOptions): Promise<boolean> {
  try {
    await run(args, o, 'utf8')
    return true
  } catch {
    return false
  }
}
