/**
 * Issue 33 (rows E and F): start a harness process as `user` (test/helpers/as-user.ts) that runs
 * one hostile shell text as a script check and as the Bash tool
 * (test/security/drivers/contained-attempt.ts), with sentinel secrets in its environment, and
 * return what each step printed, and the sandbox notice the harness gave (null when none).
 */
import { execFile } from 'node:child_process'
import path from 'node:path'
import { ensureTraversable, type HarnessUser } from './as-user.js'

const repo = path.resolve(import.meta.dirname, '../..')
const driver = path.join(repo, 'test/security/drivers/contained-attempt.ts')

export const SENTINELS = { ANTHROPIC_API_KEY: 'sk-ant-SENTINEL-sandbox-0001', GITHUB_TOKEN: 'ghs_SENTINEL_sandbox_0002', ACTIONS_RUNTIME_TOKEN: 'SENTINEL-runtime-sandbox-0003' }

export interface Attempt {
  script: string
  bash: string
  notice: string | null
}

/** `dir` is handed over to `user`; `network` makes both steps opt in to the host's network. */
export function containedAttempt(user: HarnessUser, dir: string, text: string, opts: { network?: boolean } = {}): Promise<Attempt> {
  ensureTraversable(repo)
  user.handOver(dir)
  const [cmd, args] = user.wrap(process.execPath, ['--import', 'tsx', driver, dir, text, ...(opts.network ? ['network'] : [])])
  return new Promise((resolve, reject) => {
    execFile(cmd, args, { cwd: repo, encoding: 'utf8', env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin', ...SENTINELS }, timeout: 50_000 }, (err, stdout, stderr) => {
      if (err) reject(new Error(`${err.message}\n${stderr}`))
      else resolve(JSON.parse(stdout) as Attempt)
    })
  })
}
