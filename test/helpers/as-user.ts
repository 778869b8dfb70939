/**
 * Issue 33: every trust-boundary test runs the harness twice, once as root (CI runs as root, and so
 * do self-hosted runners and containers) and once as an unprivileged user. `harnessUsers()` lists
 * the users this test process can be: as root both, otherwise only the current (unprivileged) user.
 *
 *   for (const user of harnessUsers()) {
 *     test(`… (${user.name})`, async () => {
 *       const dir = await mkdtemp(…); user.handOver(dir)
 *       const [cmd, args] = user.wrap(process.execPath, ['dist/cli.js', 'run', dir])
 *       spawnSync(cmd, args, { env })
 *     })
 *   }
 *
 * The unprivileged user is `nobody` (65534) through util-linux's `setpriv`, with no supplementary
 * groups and an empty capability set; folders the harness writes are handed over with `chown -R`.
 */
import { execFileSync } from 'node:child_process'
import { chmodSync, statSync } from 'node:fs'
import path from 'node:path'

export interface HarnessUser {
  /** 'root' or 'unprivileged': put it in the test's name. */
  name: 'root' | 'unprivileged'
  uid: number
  gid: number
  /** The command line that starts `cmd args` as this user. */
  wrap(cmd: string, args: string[]): [string, string[]]
  /** Makes `dir` (recursively) this user's, so a harness running as it can write there. */
  handOver(dir: string): void
}

export const NOBODY = 65534

const isRoot = (): boolean => typeof process.getuid === 'function' && process.getuid() === 0

/** The users the harness can be started as from this process (root first). */
export function harnessUsers(): HarnessUser[] {
  if (!isRoot()) {
    const uid = process.getuid?.() ?? -1
    const gid = process.getgid?.() ?? -1
    return [{ name: 'unprivileged', uid, gid, wrap: (cmd, args) => [cmd, args], handOver: () => undefined }]
  }
  const root: HarnessUser = { name: 'root', uid: 0, gid: 0, wrap: (cmd, args) => [cmd, args], handOver: () => undefined }
  const nobody: HarnessUser = {
    name: 'unprivileged',
    uid: NOBODY,
    gid: NOBODY,
    wrap: (cmd, args) => ['setpriv', [`--reuid=${NOBODY}`, `--regid=${NOBODY}`, '--clear-groups', '--inh-caps=-all', '--', cmd, ...args]],
    handOver: (dir) => {
      execFileSync('chown', ['-R', `${NOBODY}:${NOBODY}`, dir])
      ensureTraversable(path.dirname(path.resolve(dir)))
    },
  }
  return [root, nobody]
}

/**
 * Lets every user walk down to `dir` (o+x on it and each folder above it): mkdtemp makes 0700
 * folders, and CI's clone may sit below one. Call it for the checkout too before starting
 * `dist/cli.js` as the unprivileged user (as root only; a no-op for folders already open).
 */
export function ensureTraversable(dir: string): void {
  if (!isRoot()) return
  let up = path.resolve(dir)
  for (;;) {
    const mode = statSync(up).mode & 0o777
    if ((mode & 0o001) === 0) chmodSync(up, mode | 0o001)
    if (up === path.dirname(up)) return
    up = path.dirname(up)
  }
}

/** The uid a process is really running as (reads /proc/PID/status; Linux only). */
export function uidOf(pid: number): number | undefined {
  try {
    const status = execFileSync('cat', [`/proc/${pid}/status`], { encoding: 'utf8' })
    const m = /^Uid:\s+(\d+)/m.exec(status)
    return m ? Number(m[1]) : undefined
  } catch {
    return undefined
  }
}
