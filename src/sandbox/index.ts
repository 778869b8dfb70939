/**
 * Containment for the processes a pull request controls (issue 17): script checks, the Bash
 * tool and the Claude Code CLI.
 *
 * - The environment is an allow-list built by the caller (never the harness's own).
 * - On Linux, where bubblewrap works, the child runs as
 *     bwrap --unshare-pid --unshare-net --unshare-user --uid 65534 --gid 65534 --cap-drop ALL
 *           --die-with-parent --new-session --ro-bind / / --dev /dev --proc /proc
 *           --ro-bind /proc/sys /proc/sys --tmpfs /run <hide host sockets>
 *           --bind <each writable folder> … --chdir <cwd> -- <command>
 *   in its own PID namespace: the harness is not in its /proc (so /proc/$PPID/environ is the
 *   sandbox's own init, with the allow-listed environment), the file system is read-only except
 *   the step's folders (`TMPDIR` points into one of them), and when the command exits (or the harness dies) the
 *   kernel kills everything left in the namespace — a `setsid` child included.
 * - Issue 33 (row E): its own network namespace (only a loopback of its own: no host loopback
 *   service, no abstract Unix socket of the host), unless the step opts in (`network: true`), and
 *   no host Unix socket on a path: /run (and a real /var/run) are an empty tmpfs, /dev/shm is the
 *   sandbox's own (`--dev`), and every folder under /tmp, /var/tmp, the temp folder and
 *   $SSH_AUTH_SOCK's folder (three levels down) that holds a socket is made read-only with the
 *   socket replaced (`hostSocketArgs`).
 * - Issue 33 (row F): uid and gid 65534 in a user namespace of its own, every capability dropped
 *   (also when the harness runs as root: a mapped child of a root harness is root outside only
 *   as the owner of files, with no capability; /proc/sys is read-only). Files it writes in its
 *   folders belong to the harness's user outside.
 * - Where bubblewrap works but a namespace does not (user namespaces refused, a setuid bwrap),
 *   the run says once what is missing: "Sandbox degraded: …" (`sandboxNotice`).
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
import { lstatSync, readdirSync, readFileSync, readlinkSync, realpathSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export interface SandboxInfo {
  kind: 'bwrap' | 'none'
  /** The bwrap binary (kind 'bwrap'). */
  bwrap?: string
  /** Why there is no sandbox (kind 'none'). */
  reason?: string
  /** Own user namespace, uid/gid 65534, no capabilities (kind 'bwrap'; undefined means yes). */
  userns?: boolean
  /** Own network namespace (kind 'bwrap'; undefined means yes). */
  netns?: boolean
  /** What the probe found missing, for the "Sandbox degraded" notice (kind 'bwrap'). */
  degraded?: string
}

/** What the run says, once, in its summary and log when there is no sandbox. */
export const NO_SANDBOX_NOTICE = 'secrets are protected by redaction only'

let detected: SandboxInfo | undefined

/** What every sandboxed step gets, and what the probe tries: own PID namespace and session, read-only root. */
const BWRAP_BASE = ['--unshare-pid', '--die-with-parent', '--new-session', '--ro-bind', '/', '/', '--dev', '/dev', '--proc', '/proc']
/** The unprivileged uid and gid inside the sandbox (nobody). */
export const SANDBOX_UID = 65534
/** Own user namespace: uid/gid nobody, no capabilities. */
const BWRAP_USER = ['--unshare-user', '--uid', String(SANDBOX_UID), '--gid', String(SANDBOX_UID), '--cap-drop', 'ALL']
/** Own network namespace. */
const BWRAP_NET = ['--unshare-net']

function probe(bwrap: string, extra: string[] = []): string | undefined {
  const r = childProcess().spawnSync(bwrap, [...extra, ...BWRAP_BASE, '--', '/bin/sh', '-c', 'test "$$" -lt 10'], {
    // Stryker disable next-line ArrayDeclaration: spawnSync's default (pipes) is the same here: it closes stdin at once, never reads stdout into the reason, and pipes stderr
    stdio: ['ignore', 'ignore', 'pipe'],
    timeout: 10_000,
    env: { PATH: '/usr/bin:/bin' }
  })
  if (r.error) return (r.error as NodeJS.ErrnoException).code === 'ENOENT' ? `${bwrap} is not installed` : r.error.message
  // Stryker disable next-line OptionalChaining: stderr is piped, so spawnSync returns it as a Buffer whenever the process started
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
    detected = problem ? { kind: 'none', reason: problem } : { kind: 'bwrap', bwrap, ...probeIsolation(bwrap) }
  }
  return detected
}

const isRoot = (): boolean => typeof process.getuid === 'function' && process.getuid() === 0

/** Which namespaces beyond the PID one bubblewrap can give here, and what is missing. */
function probeIsolation(bwrap: string): Pick<SandboxInfo, 'userns' | 'netns' | 'degraded'> {
  if (!probe(bwrap, [...BWRAP_USER, ...BWRAP_NET])) return { userns: true, netns: true }
  const userProblem = probe(bwrap, BWRAP_USER)
  const netProblem = probe(bwrap, BWRAP_NET)
  const missing: string[] = []
  // An unprivileged harness's children are unprivileged without a user namespace too.
  if (userProblem && isRoot()) missing.push(`sandboxed processes keep root and its capabilities (no user namespace: ${userProblem})`)
  if (netProblem) missing.push(`sandboxed processes share the host's network (no network namespace: ${netProblem})`)
  return { userns: !userProblem, netns: !netProblem, ...(missing.length ? { degraded: missing.join('; ') } : {}) }
}

/** Forget the detection (tests), or force a result. */
export function setSandboxForTests(info: SandboxInfo | undefined): void {
  detected = info
  noticeGiven = undefined
}

/**
 * The one-line notice for summaries and logs, or undefined when children are fully sandboxed:
 * "Sandbox degraded: none (why); secrets are protected by redaction only." without a sandbox,
 * "Sandbox degraded: <what is missing>." when bubblewrap lacks a namespace (issue 33, row F).
 */
export function sandboxNotice(info: SandboxInfo = detectSandbox()): string | undefined {
  if (info.kind === 'bwrap') return info.degraded ? `Sandbox degraded: ${info.degraded}.` : undefined
  return `Sandbox degraded: none (${info.reason ?? 'unavailable'}); ${NO_SANDBOX_NOTICE}.`
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
  /**
   * Share the host's network (issue 33, row E: the eval's or skill's `network: true`). Default:
   * a network namespace of its own, with nothing but its own loopback.
   */
  network?: boolean
}

/**
 * How to start `cmd args` contained. Spawn the result with `detached: true` (own process group)
 * and `cwd: opts.cwd`, and call `killContained` when the step ends.
 */
export function containCommand(cmd: string, args: string[], opts: ContainOptions): ContainedCommand {
  const marker = randomBytes(12).toString('hex')
  const env = { ...opts.env, [STEP_MARKER]: marker }
  const info: SandboxInfo = opts.noSandbox ? { kind: 'none', reason: 'not requested' } : detectSandbox()
  const notice = sandboxNotice(info)
  if (notice !== undefined && noticeGiven === undefined) {
    noticeGiven = notice
    noticeListener?.(noticeGiven)
  }
  if (info.kind !== 'bwrap' || !info.bwrap) return { cmd, args, env, marker, sandboxed: false }
  const writable = [...new Set(opts.writable.map((w) => path.resolve(w)))]
  const binds: string[] = []
  for (const w of writable) binds.push('--bind', w, w)
  const bwrapArgs = [
    ...(info.userns !== false ? BWRAP_USER : []),
    ...(info.netns !== false && !opts.network ? BWRAP_NET : []),
    ...BWRAP_BASE,
    // bubblewrap covers /proc/sys only where it looks writable; a mapped root could write sysctls.
    '--ro-bind', '/proc/sys', '/proc/sys',
    ...hostSocketArgs(writable, opts.network === true),
    ...binds,
    '--chdir', path.resolve(opts.cwd),
    '--',
    cmd,
    ...args
  ]
  return { cmd: info.bwrap, args: bwrapArgs, env, marker, sandboxed: true }
}

/** Pids (other than ours) whose environment carries `SKILL_EVALS_STEP=<marker>`. Linux only. */
// Stryker disable all: a mutant that matches more processes here makes killContained SIGKILL every
// process of the machine the mutation run shares (seen 2026-12-05: every Stryker run, CI run and
// shell on the development machine died with it). The matching is pinned by
// test/unit/sandbox-mutation-kill.test.ts (only the marked step's processes, never this one).
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
// Stryker restore all

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

// ─── Host sockets (issue 33, row E) ──────────────────────────────────────────────────

/** How deep below each scanned folder sockets are looked for, and how many folders at most. */
const SOCKET_SCAN_DEPTH = 3
const SOCKET_SCAN_MAX_DIRS = 2000

const inside = (p: string, dir: string): boolean => p === dir || p.startsWith(dir.endsWith('/') ? dir : `${dir}/`)

/** The folders (below `roots`, not inside `skip`) that directly hold a Unix socket, shallowest first. */
export function socketFolders(roots: string[], skip: string[]): string[] {
  const found = new Set<string>()
  const seen = new Set<string>()
  let budget = SOCKET_SCAN_MAX_DIRS
  const walk = (dir: string, depth: number): void => {
    if (budget-- <= 0 || seen.has(dir) || skip.some((w) => inside(dir, w))) return
    seen.add(dir)
    let entries
    try {
      entries = readdirSync(dir, { withFileTypes: true })
    } catch {
      return
    }
    for (const e of entries) {
      if (e.isSocket()) found.add(dir)
      else if (e.isDirectory() && depth < SOCKET_SCAN_DEPTH) walk(path.join(dir, e.name), depth + 1)
    }
  }
  for (const r of roots) {
    let real: string
    try {
      real = realpathSync(r)
    } catch {
      continue
    }
    if (!real.startsWith('/run/') && real !== '/run') walk(real, 1)
  }
  return [...found].sort((a, b) => a.split('/').length - b.split('/').length || a.localeCompare(b))
}

/** A folder holding a socket with more entries than this is not copied entry by entry (see below). */
const SOCKET_FOLDER_COPY_MAX = 32

/** Mount points below `dir` (from /proc/self/mountinfo). */
function mountsBelow(dir: string): boolean {
  try {
    // Stryker disable next-line ConditionalExpression: always adding the slash differs only for "/", and the socket folders are real paths below the temp folders, never "/" itself
    const prefix = dir.endsWith('/') ? dir : `${dir}/`
    return readFileSync('/proc/self/mountinfo', 'utf8').split('\n').some((l) => l.split(' ')[4]?.startsWith(prefix))
  } catch {
    return true
  }
}

/**
 * bwrap arguments that keep the host's Unix sockets out of the sandbox (connecting to a path
 * socket ignores network namespaces): /run and a real /var/run become an empty tmpfs (with
 * /etc/resolv.conf's target put back when the step has the network), and in each folder under
 * the temp folders that holds a socket the socket is replaced:
 * - a small folder becomes a tmpfs holding read-only binds of everything else in it, then made
 *   read-only itself (nothing is written on the host);
 * - a larger one (without mounts below it) is bound again, each socket covered with /dev/null
 *   (bubblewrap 0.8 can only mount over a socket where it could create the file), then made
 *   read-only; a socket removed in the meantime leaves an empty file behind.
 * The writable folders, bound afterwards, are not scanned.
 */
export function hostSocketArgs(writable: string[], network: boolean, roots: string[] = socketScanRoots()): string[] {
  const out: string[] = []
  for (const run of ['/run', '/var/run']) {
    try {
      if (lstatSync(run).isDirectory()) out.push('--tmpfs', run)
    } catch {
      // absent
    }
  }
  if (network) {
    try {
      const resolv = realpathSync('/etc/resolv.conf')
      if (inside(resolv, '/run') || inside(resolv, '/var/run')) out.push('--ro-bind', resolv, resolv)
    } catch {
      // no resolver configuration
    }
  }
  for (const dir of socketFolders(roots, writable)) {
    let entries
    try {
      entries = readdirSync(dir, { withFileTypes: true })
    } catch {
      continue
    }
    if (entries.length > SOCKET_FOLDER_COPY_MAX && !mountsBelow(dir)) {
      out.push('--bind', dir, dir)
      for (const e of entries) if (e.isSocket()) out.push('--ro-bind', '/dev/null', path.join(dir, e.name))
      out.push('--remount-ro', dir)
      continue
    }
    out.push('--tmpfs', dir)
    for (const e of entries) {
      if (e.isSocket()) continue
      const p = path.join(dir, e.name)
      if (e.isSymbolicLink()) {
        try {
          out.push('--symlink', readlinkSync(p), p)
        } catch {
          // vanished
        }
      } else out.push('--ro-bind-try', p, p)
    }
    out.push('--remount-ro', dir)
  }
  return out
}

/** Where host sockets are looked for: the temp folders and the SSH agent's folder. */
function socketScanRoots(): string[] {
  const roots = ['/tmp', '/var/tmp', os.tmpdir()]
  const agent = process.env['SSH_AUTH_SOCK']
  if (agent && path.isAbsolute(agent)) roots.push(path.dirname(agent))
  return [...new Set(roots)]
}
