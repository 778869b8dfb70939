/**
 * The `script` check kind. Runs `command` (a file in the skill folder, started without a shell, with `args`) in a
 * copy of the outputs folder, contained (issue 17) and killed after `timeout_seconds`; exit 0 passes.
 */
import { childProcess } from '../../lazy-builtins.js'
import { promises as fs, lstatSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Check } from '../../types.js'
import type { CheckContext, CheckKindPlugin, CheckResult } from '../kind.js'
import { evalError, result } from '../kind.js'
import { SCRIPT_OUTPUT_CAP } from '../evidence.js'
import { insideSkill, isFileSync } from '../outputs.js'
import { DEFAULT_SCRIPT_TIMEOUT_SECONDS, MAX_SCRIPT_TIMEOUT_SECONDS, RESERVED_OUTPUT_NAMES, skillRelativeProblem, type CheckProblem } from '../check-schema.js'
import { containCommand, killContained } from '../../sandbox/index.js'
import { redact } from '../../redact/index.js'
import { truncateMiddle } from '../../text/truncate.js'

function isExecutable(file: string): boolean {
  try {
    const st = statSync(file)
    return (st.mode & 0o111) !== 0
  } catch {
    return false
  }
}

/** How to start `file` without a shell: directly when executable, else by extension. */
function launcher(file: string): { cmd: string; pre: string[] } | undefined {
  if (isExecutable(file)) return { cmd: file, pre: [] }
  const ext = path.extname(file).toLowerCase()
  if (ext === '.sh') return { cmd: '/bin/sh', pre: [file] }
  if (ext === '.bash') return { cmd: '/bin/bash', pre: [file] }
  if (ext === '.js' || ext === '.mjs' || ext === '.cjs') return { cmd: process.execPath, pre: [file] }
  if (ext === '.py') return { cmd: '/usr/bin/python3', pre: [file] }
  return undefined
}

function capOutput(s: string): string {
  return truncateMiddle(s, SCRIPT_OUTPUT_CAP, Math.floor(SCRIPT_OUTPUT_CAP / 4), (n) => `\n… [${n} chars cut] …\n`)
}

async function runScript(check: Check, ctx: CheckContext): Promise<CheckResult> {
  const rel = check['command'] as string
  const args = Array.isArray(check['args']) ? (check['args'] as string[]) : []
  const abs = insideSkill(ctx.skillDir, rel)
  if (!abs) return evalError(`script '${rel}' escapes the skill folder`)
  try {
    if (!statSync(abs).isFile()) return evalError(`script '${rel}' is not a file`)
  } catch {
    return evalError(`script '${rel}' does not exist in the skill folder (${ctx.skillDir})`)
  }
  const how = launcher(abs)
  if (!how) return evalError(`script '${rel}' is not executable (chmod +x it, or use a .sh/.js/.py file)`)

  const timeoutMs =
    typeof check['timeout_seconds'] === 'number' ? check['timeout_seconds'] * 1000 : (ctx.timeoutMs ?? DEFAULT_SCRIPT_TIMEOUT_SECONDS * 1000)
  const work = await fs.mkdtemp(path.join(tmpdir(), 'skill-evals-check-'))
  try {
    const cwd = path.join(work, 'outputs')
    await fs.mkdir(cwd)
    try {
      await fs.cp(ctx.outputsDir, cwd, {
        recursive: true,
        dereference: false,
        verbatimSymlinks: true,
        errorOnExist: false,
        // Links are not copied: one pointing back into the stored outputs would let the
        // script write through it.
        filter: (src) => {
          const r = path.relative(ctx.outputsDir, src)
          if (RESERVED_OUTPUT_NAMES.includes(r) || ctx.harnessFiles?.includes(r)) return false
          try {
            return !lstatSync(src).isSymbolicLink()
          } catch {
            return false
          }
        },
      })
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e
    }
    const run = await spawnCapped(how.cmd, [...how.pre, ...args], { cwd, home: work, timeoutMs, network: ctx.network === true })
    const secs = (run.ms / 1000).toFixed(1)
    const out = run.output.trim() === '' ? '(no output)' : capOutput(run.output)
    const shown = [rel, ...args].map((a) => (/[\s"'\\]/.test(a) ? JSON.stringify(a) : a)).join(' ')
    if (run.spawnError) return evalError(`${shown} could not start: ${run.spawnError}`)
    if (run.timedOut) return evalError(`${shown} timed out after ${timeoutMs / 1000} s and was killed; output:\n${out}`)
    if (run.code === 0) return result(true, `${shown} exited 0 in ${secs} s; output:\n${out}`)
    const status = run.code !== null ? `exited ${run.code}` : `was killed by ${run.signal}`
    return result(false, `${shown} ${status} in ${secs} s; output:\n${out}`)
  } finally {
    await fs.rm(work, { recursive: true, force: true }).catch(() => undefined)
  }
}

interface SpawnResult {
  code: number | null
  signal: string | null
  output: string
  timedOut: boolean
  spawnError?: string
  ms: number
}

/** spawn without a shell, in its own process group (so a timeout kills the children too). */
function spawnCapped(cmd: string, args: string[], o: { cwd: string; home: string; timeoutMs: number; network: boolean }): Promise<SpawnResult> {
  return new Promise((resolve) => {
    const started = Date.now()
    const chunks: Buffer[] = []
    let size = 0
    const limit = 1024 * 1024
    let timedOut = false
    let done = false
    let spawnError: string | undefined
    const finish = (code: number | null, signal: string | null): void => {
      if (done) return
      done = true
      clearTimeout(timer)
      clearTimeout(hard)
      resolve({ code, signal, output: redact(Buffer.concat(chunks).toString('utf8')), timedOut, spawnError, ms: Date.now() - started })
    }
    let hard: NodeJS.Timeout | undefined
    let child: ReturnType<ReturnType<typeof childProcess>['spawn']>
    // Issue 17: allow-listed environment; in its own PID namespace (bwrap) where available, with
    // only its work folder writable; the whole step is killed when the script ends.
    const step = containCommand(cmd, args, { cwd: o.cwd, writable: [o.home], env: { PATH: '/usr/bin:/bin', HOME: o.home, TMPDIR: o.home }, network: o.network })
    try {
      child = childProcess().spawn(step.cmd, step.args, {
        cwd: o.cwd,
        env: step.env,
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: process.platform !== 'win32',
        shell: false,
        windowsHide: true,
      })
    } catch (e) {
      spawnError = e instanceof Error ? e.message : String(e)
      resolve({ code: null, signal: null, output: '', timedOut: false, spawnError, ms: 0 })
      return
    }
    const collect = (b: Buffer): void => {
      if (size >= limit) return
      chunks.push(b.subarray(0, limit - size))
      size += b.length
    }
    child.stdout?.on('data', collect)
    child.stderr?.on('data', collect)
    const kill = (): void => killContained(child, step)
    const timer = setTimeout(() => {
      timedOut = true
      kill()
      // A grandchild that escaped the group could hold the pipes open: stop waiting.
      hard = setTimeout(() => {
        child.stdout?.destroy()
        child.stderr?.destroy()
        finish(null, 'SIGKILL')
      }, 2000)
    }, o.timeoutMs)
    child.on('error', (e) => {
      spawnError = e.message
      finish(null, null)
    })
    // When the script exits, kill what it left running in its group (a background job would
    // otherwise hold the pipes open until the timeout), then wait for the pipes to close.
    let exited: { code: number | null; signal: string | null } | undefined
    child.on('exit', (code, signal) => {
      exited = { code, signal }
      if (!timedOut) kill()
    })
    child.on('close', (code, signal) => finish(exited?.code ?? code, exited?.signal ?? signal))
  })
}

export const script: CheckKindPlugin = {
  required: ['command'],
  fields: { command: 'string', args: 'stringList', timeout_seconds: 'positiveNumber' },
  evidenceCap: SCRIPT_OUTPUT_CAP + 600,
  validate(check, { has, add }) {
    if (has('command')) {
      const cmd = check['command'] as string
      if (/\s-{1,2}[A-Za-z]/.test(cmd) || /^\S+\s+\S/.test(cmd.trim()) && !/\.[A-Za-z0-9]+$/.test(cmd.trim())) {
        add('/command', `'command' '${cmd}' looks like a command line; put arguments in 'args' (commands are not run through a shell)`)
      }
      const p = skillRelativeProblem(cmd, "'command'")
      if (p) add('/command', `${p} (scripts must live in the skill folder, e.g. "scripts/validate.sh")`)
    }
    if (has('timeout_seconds') && (check['timeout_seconds'] as number) > MAX_SCRIPT_TIMEOUT_SECONDS) {
      add('/timeout_seconds', `'timeout_seconds' (${String(check['timeout_seconds'])}) exceeds the maximum of ${MAX_SCRIPT_TIMEOUT_SECONDS}`)
    }
  },
  skillFiles(check: Check, skillDir: string): CheckProblem[] {
    const out: CheckProblem[] = []
    if (typeof check['command'] !== 'string') return out
    const rel = check['command']
    const abs = insideSkill(skillDir, rel)
    if (!abs) out.push({ pointer: '/command', message: `'command' '${rel}' escapes the skill folder` })
    else if (!isFileSync(abs)) out.push({ pointer: '/command', message: `script '${rel}' does not exist in the skill folder` })
    else if (!launcher(abs)) out.push({ pointer: '/command', message: `script '${rel}' is not executable (chmod +x it, or use a .sh/.js/.py file)` })
    return out
  },
  run: runScript,
}
