/**
 * Finding the `claude` CLI and checking its version. The CLI is never bundled (a ~400 MB native
 * executable per platform): the workflow installs it (`npm i -g @anthropic-ai/claude-code@<pin>`,
 * or as a pinned dependency beside skill-evals), or the `claude-code-path` input /
 * `--claude-code-path` flag points at it.
 *
 * Issue 33 (row A): the binary comes from the TRUSTED side only. The repository under test
 * controls its files, its config and (on a pull request) its node_modules, so nothing from it is
 * ever started outside the sandbox:
 * - an explicit path (the workflow input or the CLI flag; never evals/config.yaml, whose
 *   `claude-code-path` is ignored with a validate finding);
 * - else `node_modules/@anthropic-ai/claude-code` found from skill-evals' OWN files upward (its
 *   own installed dependency, as Node resolves it), never from the repository or the cwd;
 * - else `claude` on PATH, skipping relative PATH entries and entries inside the folders the
 *   caller names as untrusted (the repository, the workspace).
 * The `--version` probe runs contained (src/sandbox: bubblewrap PID namespace, read-only root,
 * an allow-listed environment without any secret), like every run of the CLI.
 */
import { childProcess } from '../../lazy-builtins.js'
import { constants } from 'node:fs'
import { access, mkdtemp, open, realpath, rm, stat } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { containCommand, killContained } from '../../sandbox/index.js'
import { leavesFolder } from '../../paths.js'

/** Oldest version whose stream-json contract and isolation switches this executor relies on. */
export const MIN_CLAUDE_CODE_VERSION = '2.1.197'
/** The version the integration tests drive (package.json devDependency, pinned exactly). */
export const TESTED_CLAUDE_CODE_VERSION = '2.1.332'

export const CLAUDE_CODE_PACKAGE = '@anthropic-ai/claude-code'

export class ClaudeCodeNotFoundError extends Error {}

export interface ClaudeCodeBinary {
  path: string
  version: string
  /** Where it was found: the given path, node_modules, or PATH. */
  source: 'path' | 'node_modules' | 'PATH'
}

export interface ResolveClaudeCodeOptions {
  /** `claude-code-path`: use exactly this executable. */
  path?: string
  /** `claude-code-version`: the exact version that must be found. */
  version?: string
  /**
   * Folders whose node_modules (and their parents') are searched. Default: skill-evals' own
   * folder (`harnessDir()`), never the cwd. Front doors never pass the repository here.
   */
  searchFrom?: string[]
  /** PATH to search. Default: process.env.PATH. Relative entries are skipped. */
  envPath?: string
  /** Folders (the repository under test, the workspace) whose PATH entries are never used. */
  untrusted?: string[]
  /** `claude --version` timeout. Default 20 s. */
  timeoutMs?: number
}

/** -1, 0, 1 comparing dotted numeric versions (pre-release tags ignored). */
export function compareVersions(a: string, b: string): number {
  const pa = a.split(/[.+-]/).slice(0, 3).map((x) => Number.parseInt(x, 10) || 0)
  const pb = b.split(/[.+-]/).slice(0, 3).map((x) => Number.parseInt(x, 10) || 0)
  for (let i = 0; i < 3; i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0)
    if (d !== 0) return d < 0 ? -1 : 1
  }
  return 0
}

/** The version in `claude --version` output (`2.1.332 (Claude Code)`). */
export function parseVersionOutput(out: string): string | undefined {
  return /(\d+\.\d+\.\d+(?:-[\w.]+)?)/.exec(out)?.[1]
}

function platformPackages(): string[] {
  const arch = os.arch()
  const p = process.platform
  if (p === 'linux') return [`${CLAUDE_CODE_PACKAGE}-linux-${arch}`, `${CLAUDE_CODE_PACKAGE}-linux-${arch}-musl`]
  return [`${CLAUDE_CODE_PACKAGE}-${p}-${arch}`]
}

async function isExecutable(file: string): Promise<boolean> {
  try {
    const st = await stat(file)
    if (!st.isFile()) return false
    await access(file, process.platform === 'win32' ? constants.F_OK : constants.X_OK)
    return true
  } catch {
    return false
  }
}

/**
 * The wrapper's `bin/claude.exe` is a small shell stub ("claude native binary not installed")
 * until the postinstall places the binary (e.g. after `npm ci --ignore-scripts`).
 */
async function isStub(file: string): Promise<boolean> {
  try {
    const st = await stat(file)
    if (st.size > 8192) return false
    const fh = await open(file, 'r')
    try {
      const buf = Buffer.alloc(st.size)
      await fh.read(buf, 0, st.size, 0)
      const text = buf.toString('latin1')
      return text.startsWith('#!') && /native binary not installed/i.test(text)
    } finally {
      await fh.close()
    }
  } catch {
    return false
  }
}

async function fromNodeModules(start: string): Promise<string | undefined> {
  let dir = path.resolve(start)
  for (;;) {
    const nm = path.join(dir, 'node_modules')
    const wrapper = path.join(nm, ...CLAUDE_CODE_PACKAGE.split('/'), 'bin', 'claude.exe')
    if ((await isExecutable(wrapper)) && !(await isStub(wrapper))) return wrapper
    const exe = process.platform === 'win32' ? 'claude.exe' : 'claude'
    for (const pkg of platformPackages()) {
      const bin = path.join(nm, ...pkg.split('/'), exe)
      if (await isExecutable(bin)) return bin
    }
    const parent = path.dirname(dir)
    if (parent === dir) return undefined
    dir = parent
  }
}

/** skill-evals' own folder (dist/ when built, src/run/claude-code/ under test): where its dependencies are resolved from. */
export function harnessDir(): string {
  return path.dirname(fileURLToPath(import.meta.url))
}

async function realOrResolved(p: string): Promise<string> {
  return realpath(p).catch(() => path.resolve(p))
}

/** Is `p` (resolved, links followed) `dir` or inside it? */
async function isInside(p: string, dir: string): Promise<boolean> {
  const [a, b] = await Promise.all([realOrResolved(p), realOrResolved(dir)])
  const r = path.relative(b, a)
  return !leavesFolder(r) // ('..x/claude' in an untrusted folder is inside it)
}

async function fromPath(envPath: string | undefined, untrusted: string[]): Promise<string | undefined> {
  const names = process.platform === 'win32' ? ['claude.exe', 'claude.cmd'] : ['claude']
  for (const d of (envPath ?? '').split(path.delimiter)) {
    // A relative entry ('.', 'node_modules/.bin') resolves in the cwd, i.e. in the repository.
    if (!d || !path.isAbsolute(d)) continue
    let skip = false
    for (const u of untrusted) if (await isInside(d, u)) skip = true
    if (skip) continue
    for (const n of names) {
      const f = path.join(d, n)
      if ((await isExecutable(f)) && !(await isStub(f))) return f
    }
  }
  return undefined
}

/**
 * Runs `<bin> --version` contained (issue 33: the sandbox's PID namespace and read-only root, an
 * allow-listed environment holding no secret), in a throwaway config folder (no telemetry, no
 * update check). Everything it started is killed when it exits.
 */
export async function claudeCodeVersion(bin: string, timeoutMs = 20_000): Promise<string> {
  const home = await mkdtemp(path.join(os.tmpdir(), 'skill-evals-ccv-'))
  try {
    const env = {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: home,
      TMPDIR: home,
      LANG: 'C.UTF-8',
      CLAUDE_CONFIG_DIR: home,
      CLAUDE_CODE_TMPDIR: home,
      CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
      DISABLE_AUTOUPDATER: '1',
      DISABLE_TELEMETRY: '1',
      DISABLE_ERROR_REPORTING: '1'
    }
    const step = containCommand(bin, ['--version'], { cwd: home, writable: [home], env })
    const out = await new Promise<string>((resolve, reject) => {
      let stdout = ''
      let stderr = ''
      let timedOut = false
      let child
      try {
        child = childProcess().spawn(step.cmd, step.args, { cwd: home, env: step.env, stdio: ['ignore', 'pipe', 'pipe'], detached: process.platform !== 'win32' })
      } catch (err) {
        reject(new Error(`'${bin} --version' failed: ${err instanceof Error ? err.message : String(err)}`))
        return
      }
      const timer = setTimeout(() => {
        timedOut = true
        killContained(child, step)
      }, timeoutMs)
      child.stdout.setEncoding('utf8')
      child.stdout.on('data', (c: string) => {
        if (stdout.length < 65536) stdout += c
      })
      child.stderr.setEncoding('utf8')
      child.stderr.on('data', (c: string) => {
        if (stderr.length < 65536) stderr += c
      })
      timer.unref()
      child.on('error', (err) => {
        clearTimeout(timer)
        reject(new Error(`'${bin} --version' failed: ${err.message}`))
      })
      child.on('exit', () => killContained(child, step))
      child.on('close', (code, signal) => {
        clearTimeout(timer)
        if (timedOut) reject(new Error(`'${bin} --version' timed out after ${timeoutMs} ms`))
        else if (code !== 0) reject(new Error(`'${bin} --version' failed: exit ${code ?? signal}${stderr ? `\n${stderr.trim().slice(0, 2000)}` : ''}`))
        else resolve(stdout)
      })
    })
    const v = parseVersionOutput(out)
    if (!v) throw new Error(`'${bin} --version' printed no version: ${out.trim().slice(0, 200)}`)
    return v
  } finally {
    await rm(home, { recursive: true, force: true })
  }
}

function installHint(version?: string): string {
  const pin = version ?? TESTED_CLAUDE_CODE_VERSION
  return (
    `Install it with 'npm i -g ${CLAUDE_CODE_PACKAGE}@${pin}' (or as a devDependency pinned exactly; on Node < 22 pin the ` +
    `exact version, since npm otherwise picks an older release), or point the workflow's claude-code-path input / --claude-code-path at the executable.`
  )
}

/** Finds the CLI and checks its version; throws `ClaudeCodeNotFoundError` with a clear message. */
export async function resolveClaudeCode(opts: ResolveClaudeCodeOptions = {}): Promise<ClaudeCodeBinary> {
  let found: string | undefined
  let source: ClaudeCodeBinary['source'] = 'path'
  if (opts.path) {
    const p = path.resolve(opts.path)
    if (!(await isExecutable(p))) throw new ClaudeCodeNotFoundError(`Claude Code CLI not found or not executable at '${p}' (the claude-code-path input / --claude-code-path). ${installHint(opts.version)}`)
    if (await isStub(p)) {
      const real = await fromNodeModules(path.resolve(path.dirname(p), '..', '..', '..', '..'))
      if (!real) throw new ClaudeCodeNotFoundError(`'${p}' is the npm placeholder: the package's postinstall did not place the native binary. ${installHint(opts.version)}`)
      found = real
    } else found = p
  } else {
    for (const dir of opts.searchFrom?.length ? opts.searchFrom : [harnessDir()]) {
      found = await fromNodeModules(dir)
      if (found) {
        source = 'node_modules'
        break
      }
    }
    if (!found) {
      found = await fromPath(opts.envPath ?? process.env.PATH, opts.untrusted ?? [])
      source = 'PATH'
    }
    if (!found) throw new ClaudeCodeNotFoundError(`Claude Code CLI ('claude') not found beside skill-evals (node_modules) or on PATH. ${installHint(opts.version)}`)
  }
  let version: string
  try {
    version = await claudeCodeVersion(found, opts.timeoutMs)
  } catch (err) {
    throw new ClaudeCodeNotFoundError(`Could not run the Claude Code CLI at '${found}': ${err instanceof Error ? err.message : String(err)}`)
  }
  if (compareVersions(version, MIN_CLAUDE_CODE_VERSION) < 0) {
    throw new ClaudeCodeNotFoundError(
      `Claude Code ${version} at '${found}' is older than the oldest supported version ${MIN_CLAUDE_CODE_VERSION}. ${installHint(opts.version)}`
    )
  }
  if (opts.version && compareVersions(version, opts.version) !== 0) {
    throw new ClaudeCodeNotFoundError(
      `Claude Code ${version} at '${found}' is not the pinned version ${opts.version} (claude-code-version). ${installHint(opts.version)}`
    )
  }
  return { path: found, version, source }
}

const memo = new Map<string, Promise<ClaudeCodeBinary>>()

/** `resolveClaudeCode`, once per distinct options (a failed lookup is not remembered). */
export function resolveClaudeCodeOnce(opts: ResolveClaudeCodeOptions = {}): Promise<ClaudeCodeBinary> {
  const key = JSON.stringify([opts.path ?? null, opts.version ?? null, opts.searchFrom ?? null, opts.envPath ?? null, opts.untrusted ?? null])
  let p = memo.get(key)
  if (!p) {
    p = resolveClaudeCode(opts)
    memo.set(key, p)
    p.catch(() => memo.delete(key))
  }
  return p
}
