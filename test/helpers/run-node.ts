/** Runs a bundled entry (dist/index.js or dist/cli.js) the way a runner or a user would. */
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { dirname, join } from 'node:path'

export const PROJECT_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..')

export interface NodeResult {
  code: number | null
  stdout: string
  stderr: string
}

export function runNode(
  script: string,
  args: string[],
  opts: { env?: NodeJS.ProcessEnv; cwd?: string; timeoutMs?: number; wrap?: (cmd: string, args: string[]) => [string, string[]] } = {}
): Promise<NodeResult> {
  return new Promise((resolvePromise, reject) => {
    // `wrap`: start it as another user (test/helpers/as-user.ts, issue 33).
    const [cmd, argv] = (opts.wrap ?? ((c: string, a: string[]): [string, string[]] => [c, a]))(process.execPath, [join(PROJECT_ROOT, script), ...args])
    const child = spawn(cmd, argv, {
      cwd: opts.cwd ?? PROJECT_ROOT,
      env: opts.env ?? { PATH: process.env.PATH },
      stdio: ['ignore', 'pipe', 'pipe']
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()))
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
    const timer = setTimeout(() => child.kill('SIGKILL'), opts.timeoutMs ?? 60_000)
    child.on('error', reject)
    child.on('close', (code) => {
      clearTimeout(timer)
      resolvePromise({ code, stdout, stderr })
    })
  })
}
