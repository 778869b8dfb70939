/**
 * Containment for the processes a pull request controls (issue 17): script checks, the Bash
 * tool and the Claude Code CLI.
 *
 * - The environment is an allow-list built by the caller (never the harness's own).
 * - On Linux, where bubblewrap works, the child runs as
 *     bwrap --unshare-pid --die-with-parent --new-session --ro-bind / / --dev /dev --proc /proc
 *           --bind <each writable folder> … --chdir <cwd> -- <command>
 *   in its own PID namespace: the harness is not in its /proc (so /proc/$PPID/environ is the
 *   sandbox's own init, with the allow-listed environment), the file system is read-only except
 *   the step's folders (`TMPDIR` points into one of them), and when the command exits (or the harness dies) the
 *   kernel kills everything left in the namespace — a `setsid` child included.
 * - Without bubblewrap (not Linux, not installed, or user namespaces refused) the child runs in
 *   its own process group, killed whole (`kill -pgid`) when the step ends, and every process
 *   still carrying the step's marker variable (`SKILL_EVALS_STEP`) is killed too, which catches
 *   children that left the group with `setsid`. Secrets are then protected by redaction only,
 *   which the run says once in its summary and log (`sandboxNotice`).
 *
 * Availability is detected once per process (`detectSandbox`); `SKILL_EVALS_SANDBOX=off`
 * forces the fallback, `SKILL_EVALS_BWRAP` names another bwrap binary.
 */
import type { ChildProcess } from 'node:child_process'
import { childProcess } from '../lazy-builtins.js'
import { randomBytes } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

export interface SandboxInfo {
  kind: 'bwrap' | 'none'
  /** The bwrap binary (kind 'bwrap'). */
  bwrap?: string
  /** Why there is no sandbox (kind 'none'). */
  reason?: string
}

/** What the run says, once, in its summary and log when there is no sandbox. */
export const NO_SANDBOX_NOTICE = 'secrets are protected by redaction only'

let detected: SandboxInfo | undefined

/** What every sandboxed step gets, and what the probe tries: own PID namespace and session, read-only root. */
const BWRAP_BASE = ['--unshare-pid', '--die-with-parent', '--new-session', '--ro-bind', '/', '/', '--dev', '/dev', '--proc', '/proc']

function probe(bwrap: string): string | undefined {
  const r = childProcess().spawnSync(bwrap, [...BWRAP_BASE, '--', '/bin/sh', '-c', 'test "$$" -lt 10'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    timeout: 10_000,
    env: { PATH: '/usr/bin:/bin' }
  })
  if (r.error) return (r.error as NodeJS.ErrnoException).code === 'ENOENT' ? `${bwrap} is not installed` : r.error.message
  if (r.status !== 0) return `${bwrap} does not work here (${(r.stderr?.toString('utf8').trim() || `exit ${r.status ?? r.signal}`).split('\n')[0]})`
  return undefined
}

/** Detects (once) whether children can run in a bubblewrap PID namespace. */
export function detectSandbox(env: NodeJS.ProcessEnv = process.env): SandboxInfo {
  if (detected) return detected
  const off = (env['SKILL_EVALS_SANDBOX'] ?? '').trim().toLowerCase()
  if (off === 'off' || off === '0' || off === 'false' || off === 'none') detected = { kind: 'none', reason: 'SKILL_EVALS_SANDBOX=off' }
  else if (process.platform !== 'linux') detected = { kind: 'none', reason: `no sandbox on ${process.platform}` }
  else {
    const bwrap = env['SKILL_EVALS_BWRAP'] || 'bwrap'
    const problem = probe(bwrap)
    detected = problem ? { kind: 'none', reason: problem } : { kind: 'bwrap', bwrap }
  }
  return detected
}

/** Forget the detection (tests), or force a result. */
export function setSandboxForTests(info: SandboxInfo | undefined): void {
  detected = info
  noticeGiven = undefined
}

/** The one-line notice for summaries and logs, or undefined when children are sandboxed. */
export function sandboxNotice(info: SandboxInfo = detectSandbox()): string | undefined {
  return info.kind === 'bwrap' ? undefined : `Sandbox: none (${info.reason ?? 'unavailable'}); ${NO_SANDBOX_NOTICE}.`
}

let noticeGiven: string | undefined
let noticeListener: ((notice: string) => void) | undefined

/**
 * Where the "no sandbox" notice goes (the CLI: stderr; the action: a warning in the log). It is
 * given once per process, when the first contained step starts without a sandbox.
 */
export function setNoSandboxListener(listener: ((notice: string) => void) | undefined): void {
  noticeListener = listener
}

/**
 * Gives `notice` as this process's no-sandbox notice unless one was given already (a worker
 * thread that ran a contained step without a sandbox reports it here, on the main thread).
 */
export function giveNoSandboxNotice(notice: string): void {
  if (noticeGiven !== undefined) return
  noticeGiven = notice
  noticeListener?.(notice)
}

/** The notice, once it has been given (for the job summary), else undefined. */
export function noSandboxNoticeGiven(): string | undefined {
  return noticeGiven
}

/** The name of the variable that marks every process of one contained step. */
export const STEP_MARKER = 'SKILL_EVALS_STEP'

export interface ContainedCommand {
  cmd: string
  args: string[]
  env: Record<string, string>
  /** Unique value of `SKILL_EVALS_STEP` in this step's environment. */
  marker: string
  sandboxed: boolean
}

export interface ContainOptions {
  /** The child's working directory (must be inside `writable`). */
  cwd: string
  /** Folders the child may write (bound read-write; everything else is read-only). */
  writable: string[]
  /** The allow-listed environment. */
  env: Record<string, string>
  /** Ignore the sandbox even when available (tests of the fallback). */
  noSandbox?: boolean
}

/**
 * How to start `cmd args` contained. Spawn the result with `detached: true` (own process group)
 * and `cwd: opts.cwd`, and call `killContained` when the step ends.
 */
export function containCommand(cmd: string, args: string[], opts: ContainOptions): ContainedCommand {
  const marker = randomBytes(12).toString('hex')
  const env = { ...opts.env, [STEP_MARKER]: marker }
  const info: SandboxInfo = opts.noSandbox ? { kind: 'none', reason: 'not requested' } : detectSandbox()
  if (info.kind !== 'bwrap' || !info.bwrap) {
    if (noticeGiven === undefined) {
      noticeGiven = sandboxNotice(info)!
      noticeListener?.(noticeGiven)
    }
    return { cmd, args, env, marker, sandboxed: false }
  }
  const binds: string[] = []
  for (const w of [...new Set(opts.writable.map((w) => path.resolve(w)))]) binds.push('--bind', w, w)
  const bwrapArgs = [
    ...BWRAP_BASE,
    ...binds,
    '--chdir', path.resolve(opts.cwd),
    '--',
    cmd,
    ...args
  ]
  return { cmd: info.bwrap, args: bwrapArgs, env, marker, sandboxed: true }
}

/** Pids (other than ours) whose environment carries `SKILL_EVALS_STEP=<marker>`. Linux only. */
export function markedProcesses(marker: string): number[] {
  if (process.platform !== 'linux') return []
  const needle = Buffer.from(`\0${STEP_MARKER}=${marker}\0`)
  const first = Buffer.from(`${STEP_MARKER}=${marker}\0`)
  const out: number[] = []
  let entries: string[]
  try {
    entries = readdirSync('/proc')
  } catch {
    return out
  }
  for (const e of entries) {
    if (!/^\d+$/.test(e)) continue
    const pid = Number(e)
    if (pid === process.pid) continue
    try {
      const env = readFileSync(`/proc/${e}/environ`)
      if (env.includes(needle) || env.subarray(0, first.length).equals(first)) out.push(pid)
    } catch {
      // gone, or not ours
    }
  }
  return out
}

/**
 * Ends a contained step: SIGKILL to its process group (bwrap, and with it the PID namespace),
 * then, outside the sandbox, to every process still marked with the step's variable (children
 * that left the group with setsid). Safe to call more than once.
 */
export function killContained(child: Pick<ChildProcess, 'pid' | 'kill'>, step: Pick<ContainedCommand, 'marker' | 'sandboxed'>): void {
  if (child.pid !== undefined && process.platform !== 'win32') {
    try {
      process.kill(-child.pid, 'SIGKILL')
    } catch {
      try {
        child.kill('SIGKILL')
      } catch {
        // gone
      }
    }
  } else {
    try {
      child.kill('SIGKILL')
    } catch {
      // gone
    }
  }
  // In the sandbox the PID namespace dies with its init; outside, find the escapees.
  if (step.sandboxed) return
  for (const pid of markedProcesses(step.marker)) {
    try {
      process.kill(pid, 'SIGKILL')
    } catch {
      // gone
    }
  }
}
