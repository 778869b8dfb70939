/**
 * Path options given on the command line (--root, --out, --cache-dir, --base, --history, …) are
 * resolved against the working directory, like any command-line tool's. Paths written in
 * evals/config.yaml (cache-dir, skill-roots, …) are relative to the repository root instead.
 */
import { resolve } from 'node:path'

/** An option's path, absolute (resolved against `io.cwd`); undefined when the option was not given. */
export function cliPath(io: { cwd: string }, value: string | undefined): string | undefined {
  return value === undefined || value === '' ? undefined : resolve(io.cwd, value)
}
