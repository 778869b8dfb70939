/**
 * The Bash tool: `/bin/sh -c` in the workspace with an allow-listed environment (PATH=/usr/bin:/bin,
 * HOME=<workspace>, a private TMPDIR) and a timeout. Where bubblewrap works (src/sandbox/) it runs
 * in its own PID namespace with a read-only file system except the workspace and that TMPDIR;
 * elsewhere it can read and write anything the harness user can. Either way everything it started
 * is killed when the command ends. Files it created or changed count as written. It is off unless
 * an eval or the config enables it.
 */
import { childProcess } from '../../lazy-builtins.js'
import { lstat, mkdtemp, readlink, rm } from 'node:fs/promises'
import path from 'node:path'

import { containCommand, killContained } from '../../sandbox/index.js'
import { truncateMiddle } from '../../text/truncate.js'
import { posInt, str, type ToolContext, type ToolResult } from './context.js'
import { realWorkspaceRoot } from './confine.js'
import { isGitPath } from './file-io.js'
import { DEFAULT_BASH_TIMEOUT_MS, MAX_BASH_OUTPUT_CHARS } from './limits.js'
import { WALK_LIMIT, walkFiles } from './walk.js'

type Snapshot = Map<string, string>

/** Each file's size, mtime and inode (a link's target): what tells the files a command wrote. */
async function snapshot(root: string): Promise<Snapshot> {
  const snap: Snapshot = new Map()
  for (const f of await walkFiles(root, WALK_LIMIT)) {
    try {
      const s = await lstat(path.join(root, f))
      snap.set(f, s.isSymbolicLink() ? `l:${await readlink(path.join(root, f))}` : `${s.size}:${s.mtimeMs}:${s.ino}`)
    } catch {
      // vanished
    }
  }
  return snap
}

function truncateOutput(s: string, max: number): string {
  return truncateMiddle(s, max, Math.floor(max * 0.8), (n) => `\n… [${n} characters omitted] …\n`)
}

/** Run the command; the files it created or changed count as written. */
export async function bashTool(args: Record<string, unknown>, ctx: ToolContext): Promise<ToolResult> {
  const command = str(args, 'command') as string
  const limit = ctx.bashTimeoutMs ?? DEFAULT_BASH_TIMEOUT_MS
  const requested = posInt(args, 'timeout')
  const timeoutMs = requested && requested > 0 ? Math.min(requested, limit) : limit
  const root = await realWorkspaceRoot(path.resolve(ctx.workspaceDir))
  const before = await snapshot(root)
  // A private TMPDIR beside the workspace (the rest of the file system is read-only when sandboxed).
  const tmp = await mkdtemp(path.join(path.dirname(root), 'skill-evals-bash-tmp-'))

  const result = await runContained(command, root, tmp, timeoutMs, ctx)

  await rm(tmp, { recursive: true, force: true }).catch(() => undefined)
  // Files created or modified by the command count as written.
  const after = await snapshot(root)
  for (const [f, sig] of after) {
    if (before.get(f) !== sig && !isGitPath(f)) ctx.filesWritten.add(f)
  }
  return bashResult(result, timeoutMs)
}

/** How a command ended, and what it printed (stdout and stderr together, capped). */
interface BashRun {
  code: number | null
  signal: NodeJS.Signals | null
  out: string
  timedOut: boolean
  aborted: boolean
  spawnError?: string
}

/**
 * Run `command` with /bin/sh in `root`, contained (src/sandbox/), with `root` and `tmp` writable;
 * killed whole on the timeout, on the run's abort, and once it ends.
 */
function runContained(command: string, root: string, tmp: string, timeoutMs: number, ctx: ToolContext): Promise<BashRun> {
  return new Promise<BashRun>((resolve) => {
    let out = ''
    let outLen = 0
    const cap = MAX_BASH_OUTPUT_CHARS * 4 // keep a bit more than shown, truncation happens below
    let timedOut = false
    let aborted = false
    // Issue 17: allow-listed environment; in a PID namespace (bwrap) where available, with only
    // the workspace writable; killed whole when the command ends.
    const step = containCommand('/bin/sh', ['-c', command], { cwd: root, writable: [root, tmp], env: { PATH: '/usr/bin:/bin', HOME: root, TMPDIR: tmp }, network: ctx.network === true })
    const child = childProcess().spawn(step.cmd, step.args, {
      cwd: root,
      env: step.env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true // own process group, so a timeout kills the whole tree
    })
    const onData = (chunk: Buffer): void => {
      outLen += chunk.length
      if (out.length < cap) out += chunk.toString('utf8')
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    const killTree = (): void => killContained(child, step)
    const timer = setTimeout(() => {
      timedOut = true
      killTree()
    }, timeoutMs)
    const onAbort = (): void => {
      aborted = true
      killTree()
    }
    ctx.signal?.addEventListener('abort', onAbort, { once: true })
    if (ctx.signal?.aborted) onAbort()
    let settled = false
    const finish = (code: number | null, signal: NodeJS.Signals | null, spawnError?: string): void => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      ctx.signal?.removeEventListener('abort', onAbort)
      if (outLen > out.length && out.length >= cap) out += `\n… [output cut at ${cap} characters]`
      resolve({ code, signal, out, timedOut, aborted, spawnError })
    }
    child.on('error', (err) => finish(null, null, err.message))
    // The command is done: nothing it started may outlive it (a `setsid` child included), and a
    // background job must not hold the pipes open.
    child.on('exit', () => killTree())
    child.on('close', (code, signal) => finish(code, signal))
  })
}

/** The tool's result: the output (its middle cut when too long), then how the command ended. */
function bashResult(result: BashRun, timeoutMs: number): ToolResult {
  if (result.spawnError) return { output: `Could not start /bin/sh: ${result.spawnError}`, isError: true }
  let output = truncateOutput(result.out, MAX_BASH_OUTPUT_CHARS).replace(/\n$/, '')
  if (result.timedOut) {
    return { output: `${output}${output ? '\n' : ''}Command timed out after ${Math.round(timeoutMs / 100) / 10} s and was killed.`, isError: true }
  }
  if (result.aborted) return { output: `${output}${output ? '\n' : ''}Command aborted.`, isError: true }
  if (result.code !== 0) {
    output += `${output ? '\n' : ''}Exit code ${result.code ?? `signal ${result.signal}`}`
    return { output, isError: true }
  }
  return { output: output === '' ? '(no output)' : output, isError: false }
}
