/**
 * The `claude-code` executor: runs one eval prompt through the real Claude Code CLI
 * (`claude -p … --output-format stream-json --verbose`) in the run's workspace, and parses the
 * stream into the same `ExecuteResult` as the Messages-API executor (see ./stream.ts).
 *
 * Isolation per run (docs reference claude-code.md §3, §6, §8):
 * - its own `CLAUDE_CONFIG_DIR`, `CLAUDE_CODE_TMPDIR`, `TMPDIR` and `HOME` in a temp folder that is
 *   removed afterwards; `--no-session-persistence`;
 * - `--setting-sources user` (issue 33, row H): nothing of the workspace is read as Claude Code
 *   configuration: no project or local settings (`permissions`, `env`, `apiKeyHelper`, hooks…),
 *   no project skills, agents, commands or output styles, whoever put them there (an eval's
 *   files, an earlier pipeline step, or the agent's own Bash in the middle of the run, which
 *   Claude Code would otherwise hot-reload). The "user" settings are the run's fresh
 *   `CLAUDE_CONFIG_DIR`, which the harness fills: the skill under test (and, for trigger and
 *   pipeline runs, the other skills the harness installed) is copied from the workspace's
 *   `.claude/skills/<name>/` to `CLAUDE_CONFIG_DIR/skills/<name>/` at launch, links never
 *   followed, and that folder is `--add-dir`ed so its reference files can be read.
 *   `--strict-mcp-config` (no MCP servers, `.mcp.json` ignored), bundled skills and the three
 *   built-in plugins off, CLAUDE.md loading and auto memory off;
 *   (Chosen over cleaning the workspace before launch: verified with the real 2.1.332 binary,
 *   a `.claude/settings.json` written by Bash mid-run was hot-reloaded: its `env` reached later
 *   Bash calls and its `apiKeyHelper` ran. With `--setting-sources user` neither happens.)
 * - the workspace is its own git root (project-skill discovery stops there);
 * - telemetry, auto-update, error reporting and non-essential traffic off; `CLAUDE_CODE_MAX_RETRIES`
 *   bounded (default 2); a wall-clock timeout that kills the process group; stdin closed;
 * - the environment is an allow-list: PATH, HOME (temp), the Anthropic key/base URL, the switches
 *   above, and only the extra variables the caller names.
 *
 * Permissions: `--permission-mode acceptEdits` (Write/Edit inside the workspace; bypass mode
 * refuses to run as root), `--allowedTools Skill(<name>)` on every with-skill run (skills with
 * `allowed-tools` frontmatter are otherwise silently denied, anthropics/claude-code#77363),
 * `Bash` allowed only when the eval enables it (else disallowed, as in the API executor), and
 * WebFetch/WebSearch disallowed.
 */
import { childProcess } from '../../lazy-builtins.js'
import { randomUUID } from 'node:crypto'
import { access, copyFile, lstat, mkdir, mkdtemp, readdir, realpath, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { gitOk } from '../../ports/git.js'
import type { RunId } from '../../types.js'
import type { SendFn } from '../gateway.js'
import { resolveClaudeCodeOnce, type ClaudeCodeBinary, type ResolveClaudeCodeOptions } from './binary.js'
import { parseClaudeCodeStream, type ClaudeCodeResult } from './stream.js'
import { startKeyProxy, type KeyProxy } from './key-proxy.js'
import { containCommand, detectSandbox, killContained } from '../../sandbox/index.js'
import { behindForwarder } from '../../sandbox/forwarder.js'
import { redact } from '../../redact/index.js'
import { snapshotFolder } from '../folder-snapshot.js'

/** Where the key proxy forwards when no base URL is configured. */
export const DEFAULT_ANTHROPIC_BASE_URL = 'https://api.anthropic.com'

export type { ClaudeCodeResult, ClaudeCodeRunInfo } from './stream.js'

/** Built-in plugins of 2.1.332 that add skills to the listing; switched off per run. */
export const BUILTIN_PLUGINS = ['cc-plugin-plugin-authoring@builtin', 'cc-plugin-agents-md@builtin', 'cc-plugin-privacy@builtin'] as const

/** Tools never offered: they reach the network from the runner. */
export const DISALLOWED_TOOLS = ['WebFetch', 'WebSearch'] as const

/** Settings shared by every run (and by the CLI's own `--settings`). */
export function isolationSettings(): Record<string, unknown> {
  return {
    // Issue 33 (row H): hooks from a `.claude/settings.json` an eval's files (or an earlier
    // pipeline step) put in the workspace would run shell commands even with Bash disallowed.
    // Flag settings outrank project settings, so this switches every hook off.
    disableAllHooks: true,
    disableBundledSkills: true,
    enabledPlugins: Object.fromEntries(BUILTIN_PLUGINS.map((p) => [p, false]))
  }
}

/** Executor-wide settings: where the CLI is, credentials, limits (from config / CLI / action). */
export interface ClaudeCodeSettings {
  /** An already resolved binary, or how to find one (resolved once per process). */
  binary?: ClaudeCodeBinary
  resolve?: ResolveClaudeCodeOptions
  /** Sent as `x-api-key`. */
  apiKey?: string
  /** Sent as `Authorization: Bearer` (instead of an API key). */
  authToken?: string
  baseUrl?: string
  /** `CLAUDE_CODE_MAX_RETRIES` (Claude Code's own retry loop; it retries even 401s). Default 2. */
  maxRetries?: number
  /** Names of further variables to pass through from `sourceEnv` (proxies, CA bundles). */
  passEnv?: string[]
  /** Where `passEnv` values are read from. Default process.env. */
  sourceEnv?: NodeJS.ProcessEnv
  /** Added verbatim (e.g. `ANTHROPIC_CUSTOM_HEADERS` in tests). */
  extraEnv?: Record<string, string>
  /** Baseline runs: keep the Skill tool with an empty listing (default), or remove the tool. */
  baseline?: 'empty-listing' | 'no-skill-tool'
  /** Extra `--allowedTools` entries for every run (e.g. `Bash(npm test)`). */
  allowedTools?: string[]
  /** Parent folder of the per-run config/temp folders. Default: the OS temp folder. */
  scratchDir?: string
  /** Keep the per-run config folder (for debugging). Default false. */
  keepScratch?: boolean
  /**
   * Give the CLI a placeholder key and a loopback proxy that adds the real one (issue 17).
   * Default true whenever `apiKey` or `authToken` is set.
   */
  keyProxy?: boolean
}

export interface ClaudeCodeRunRequest {
  spec: Pick<RunId, 'model'> & Partial<RunId>
  prompt: string
  /** The run's workspace (made by `createWorkspace`); the skill is at `.claude/skills/<name>/`. */
  workspaceDir: string
  /** with_skill / old_skill: the skill under test (installed in the workspace). */
  skill?: { name: string }
  /**
   * Other skills the harness installed at `.claude/skills/<name>/` in the workspace (trigger runs,
   * pipeline steps): listed beside the skill under test. Anything else under `.claude/` is ignored.
   */
  otherSkills?: string[]
  bash: boolean
  /** Share the host's network (the eval's or skill's `network: true`; issue 33, row E). */
  network?: boolean
  /** `--max-turns` (Claude Code counts the Skill round trip; allow ≥ 3). */
  maxTurns: number
  signal?: AbortSignal
  /** Wall-clock limit of the process, in ms (besides `signal`). */
  timeoutMs?: number
  /**
   * Called with every stream-json object as it arrives; return true to end the run early
   * (the process is stopped; not an error). Used by trigger evals.
   */
  onEvent?: (event: Record<string, unknown>) => boolean | void
  /**
   * The run engine's gateway (issue 17): the CLI's Messages calls then go through the response
   * cache, the limiter and the retry policy, and the run's cost is what the gateway's uncached
   * responses cost. Needs a full `spec` (run id, trial).
   */
  send?: SendFn
}

export interface ClaudeCodeInvocation {
  args: string[]
  env: Record<string, string>
  /** Human-readable notes recorded in the transcript. */
  notes: string[]
}

/** The command line and environment of one run (pure; exported for tests and docs). */
export function buildInvocation(
  req: Pick<ClaudeCodeRunRequest, 'spec' | 'prompt' | 'skill' | 'otherSkills' | 'bash' | 'maxTurns'>,
  settings: ClaudeCodeSettings,
  dirs: { config: string; tmp: string; home: string },
  sessionId: string
): ClaudeCodeInvocation {
  const allowed: string[] = []
  const disallowed: string[] = [...DISALLOWED_TOOLS]
  if (req.skill) allowed.push(`Skill(${req.skill.name})`)
  else if (settings.baseline === 'no-skill-tool') disallowed.push('Skill')
  if (req.bash) allowed.push('Bash')
  else disallowed.push('Bash')
  allowed.push(...(settings.allowedTools ?? []))

  const args = [
    '-p',
    '--output-format', 'stream-json',
    '--verbose',
    // Issue 33 (row H): user settings only, i.e. the run's own CLAUDE_CONFIG_DIR (see the top).
    '--setting-sources', 'user',
    '--settings', JSON.stringify(isolationSettings()),
    '--strict-mcp-config',
    '--permission-mode', 'acceptEdits',
    '--max-turns', String(Math.max(1, Math.floor(req.maxTurns))),
    '--model', req.spec.model,
    '--session-id', sessionId,
    '--no-session-persistence',
    // The installed skills' folders (copies in CLAUDE_CONFIG_DIR): their reference files are readable.
    ...[...(req.skill ? [req.skill.name] : []), ...(req.otherSkills ?? [])].flatMap((n) => ['--add-dir', userSkillDir(dirs.config, n)]),
    ...(allowed.length ? [`--allowedTools=${allowed.join(',')}`] : []),
    `--disallowedTools=${disallowed.join(',')}`,
    '--',
    req.prompt
  ]

  const env: Record<string, string> = {
    PATH: settings.sourceEnv?.PATH ?? process.env.PATH ?? '/usr/local/bin:/usr/bin:/bin',
    HOME: dirs.home,
    TMPDIR: dirs.tmp,
    LANG: 'C.UTF-8',
    CLAUDE_CONFIG_DIR: dirs.config,
    CLAUDE_CODE_TMPDIR: dirs.tmp,
    CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
    DISABLE_TELEMETRY: '1',
    DISABLE_AUTOUPDATER: '1',
    DISABLE_ERROR_REPORTING: '1',
    CLAUDE_CODE_DISABLE_BUNDLED_SKILLS: '1',
    CLAUDE_CODE_DISABLE_CLAUDE_MDS: '1',
    CLAUDE_CODE_DISABLE_AUTO_MEMORY: '1',
    CLAUDE_CODE_MAX_RETRIES: String(settings.maxRetries ?? 2)
  }
  const source = settings.sourceEnv ?? process.env
  for (const name of settings.passEnv ?? []) {
    const v = source[name]
    if (v !== undefined && !/^(GITHUB_TOKEN|GH_TOKEN|ACTIONS_.*)$/i.test(name)) env[name] = v
  }
  if (settings.apiKey) env.ANTHROPIC_API_KEY = settings.apiKey
  if (settings.authToken) env.ANTHROPIC_AUTH_TOKEN = settings.authToken
  if (settings.baseUrl) env.ANTHROPIC_BASE_URL = settings.baseUrl
  Object.assign(env, settings.extraEnv ?? {})

  const notes = [
    `skill: ${req.skill ? `${req.skill.name} (user skill copied from the workspace's .claude/skills/${req.skill.name} to the run's CLAUDE_CONFIG_DIR; --allowedTools Skill(${req.skill.name}))` : settings.baseline === 'no-skill-tool' ? 'none (Skill tool removed)' : 'none (Skill tool kept, nothing listed)'}`,
    `isolation: own CLAUDE_CONFIG_DIR/CLAUDE_CODE_TMPDIR/HOME, --setting-sources user (nothing in the workspace is read as configuration), --strict-mcp-config, bundled skills and built-in plugins off, retries ${env.CLAUDE_CODE_MAX_RETRIES}`,
    `tools: allowed ${allowed.join(', ') || 'default'}; disallowed ${disallowed.join(', ')}`
  ]
  return { args, env, notes }
}

// ─── Workspace helpers ────────────────────────────────────────────────────────────────

/** Where an installed skill is copied for the run: a user skill of the run's own config folder. */
export function userSkillDir(configDir: string, name: string): string {
  return path.join(configDir, 'skills', name)
}

/**
 * Issue 33 (row H): copies `.claude/skills/<name>/` of the workspace to the run's config folder
 * (a user skill). Links are never followed out of the folder (`snapshotFolder` refuses them).
 */
async function installUserSkill(ws: string, configDir: string, name: string): Promise<void> {
  const dest = userSkillDir(configDir, name)
  const snap = await snapshotFolder(path.join(ws, '.claude', 'skills', name))
  // (`--add-dir` would load a `.claude/skills` inside it: Claude Code configuration is left out)
  const plain = (rel: string): boolean => !rel.split(path.sep).some((c) => c === '.claude' || c === '.mcp.json')
  snap.dirs = snap.dirs.filter((d) => plain(d.rel))
  snap.files = snap.files.filter((f) => plain(f.rel))
  for (const d of snap.dirs) await mkdir(d.rel ? path.join(dest, d.rel) : dest, { recursive: true })
  for (const f of snap.files) {
    if (f.data) await writeFile(path.join(dest, f.rel), f.data, { mode: f.mode })
    else await copyFile(f.src, path.join(dest, f.rel))
  }
}

const exists = (p: string): Promise<boolean> => access(p).then(() => true, () => false)

/**
 * Makes sure the workspace is its own git root (Claude Code's project-skill walk stops there).
 * Returns an error message when that cannot be ensured and an ancestor holds `.claude/skills`.
 */
export async function ensureOwnGitRoot(ws: string): Promise<string | undefined> {
  if (await exists(path.join(ws, '.git'))) return undefined
  await gitOk(['init', '-q'], { cwd: ws, timeoutMs: 15_000 })
  if (await exists(path.join(ws, '.git'))) return undefined
  for (let d = path.dirname(ws); ; d = path.dirname(d)) {
    if (await exists(path.join(d, '.claude', 'skills'))) {
      return `the workspace ${ws} is not a git root (git unavailable) and ${d} holds .claude/skills, which Claude Code would load`
    }
    if (path.dirname(d) === d) return undefined
  }
}

type Snapshot = Map<string, string>

/** size:mtime:ino of every file under the workspace (not .git), to find what a run changed. */
export async function snapshotFiles(root: string, limit = 50_000): Promise<Snapshot> {
  const out: Snapshot = new Map()
  const walk = async (dir: string, rel: string): Promise<void> => {
    let entries
    try {
      entries = await readdir(dir, { withFileTypes: true })
    } catch {
      return
    }
    for (const e of entries) {
      if (out.size >= limit) return
      if (rel === '' && e.name === '.git') continue
      const abs = path.join(dir, e.name)
      const r = rel ? `${rel}/${e.name}` : e.name
      if (e.isDirectory()) await walk(abs, r)
      else if (e.isFile()) {
        try {
          const st = await lstat(abs)
          out.set(r, `${st.size}:${st.mtimeMs}:${st.ino}`)
        } catch {
          // vanished
        }
      }
    }
  }
  await walk(root, '')
  return out
}

function changedFiles(before: Snapshot, after: Snapshot): string[] {
  const out: string[] = []
  for (const [f, sig] of after) if (before.get(f) !== sig) out.push(f)
  return out
}

// ─── Running ──────────────────────────────────────────────────────────────────────────

/** Largest stdout kept (a runaway stream is cut and the process stopped). */
const MAX_STDOUT = 64 * 1024 * 1024
const KILL_GRACE_MS = 2_000

function killGroup(pid: number | undefined, sig: NodeJS.Signals): void {
  if (!pid) return
  try {
    process.kill(process.platform === 'win32' ? pid : -pid, sig)
  } catch {
    try {
      process.kill(pid, sig)
    } catch {
      // gone
    }
  }
}

/**
 * Runs one eval through the Claude Code CLI. Never throws for run failures (they end up in
 * `error`); throws only when the CLI cannot be found (`ClaudeCodeNotFoundError`).
 */
export async function executeClaudeCodeRun(req: ClaudeCodeRunRequest, settings: ClaudeCodeSettings = {}): Promise<ClaudeCodeResult> {
  const binary = settings.binary ?? (await resolveClaudeCodeOnce(settings.resolve ?? {}))
  const ws = await realpath(req.workspaceDir)
  const base = (extra: { message: string; type: string }, notes: string[] = []): ClaudeCodeResult =>
    parseClaudeCodeStream({ prompt: req.prompt, stdout: '', skillName: req.skill?.name, workspaceDir: ws, aborted: extra, version: binary.version, notes })

  const gitProblem = await ensureOwnGitRoot(ws)
  if (gitProblem) return base({ message: `Harness error: ${gitProblem}.`, type: 'harness' })
  if (req.skill && !(await exists(path.join(ws, '.claude', 'skills', req.skill.name, 'SKILL.md')))) {
    return base({ message: `Harness error: .claude/skills/${req.skill.name}/SKILL.md is missing from the workspace.`, type: 'harness' })
  }

  const scratchParent = settings.scratchDir ?? os.tmpdir()
  await mkdir(scratchParent, { recursive: true })
  const scratch = await mkdtemp(path.join(scratchParent, 'skill-evals-cc-'))
  const dirs = { config: path.join(scratch, 'config'), tmp: path.join(scratch, 'tmp'), home: path.join(scratch, 'home') }
  await Promise.all(Object.values(dirs).map((d) => mkdir(d, { recursive: true })))
  // Issue 33 (row H): the skills the harness installed become user skills of this run.
  const otherSkills: string[] = []
  for (const n of req.otherSkills ?? []) if (n !== req.skill?.name && /^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(n) && (await exists(path.join(ws, '.claude', 'skills', n, 'SKILL.md')))) otherSkills.push(n)
  try {
    for (const n of [...(req.skill ? [req.skill.name] : []), ...otherSkills]) await installUserSkill(ws, dirs.config, n)
  } catch (err) {
    if (!settings.keepScratch) await rm(scratch, { recursive: true, force: true, maxRetries: 3 })
    return base({ message: `Harness error: could not install the skill for Claude Code: ${err instanceof Error ? err.message : String(err)}.`, type: 'harness' })
  }
  const sessionId = randomUUID()
  // Issue 17: the CLI never holds the real credential; it talks to a loopback proxy that adds it.
  let proxy: KeyProxy | undefined
  const viaGateway = req.send !== undefined && typeof req.spec.runId === 'string'
  // Issue 33 (row E): a sandboxed CLI has a network of its own; it reaches the proxy's Unix socket
  // (in the scratch folder, bound into the sandbox) through a forwarder on its own loopback.
  const sandboxed = detectSandbox().kind === 'bwrap'
  let socketPath: string | undefined
  if (sandboxed) {
    socketPath = path.join(scratch, 'key-proxy.sock')
    if (socketPath.length > 100) socketPath = path.join(await mkdtemp('/tmp/skill-evals-kp-'), 's') // sun_path holds 108 bytes
  }
  if (settings.keyProxy !== false && (settings.apiKey || settings.authToken || viaGateway)) {
    proxy = await startKeyProxy({
      ...(socketPath ? { socketPath } : {}),
      upstream: settings.baseUrl || DEFAULT_ANTHROPIC_BASE_URL,
      apiKey: settings.apiKey,
      authToken: settings.authToken,
      // Issue 33 (row G): only this run's model goes through (the sandboxed Bash can reach the proxy too).
      models: [req.spec.model],
      ...(viaGateway ? { send: req.send, spec: req.spec as RunId, workspaceDir: ws, ...(req.signal ? { signal: req.signal } : {}) } : {})
    })
  }
  const inv = buildInvocation({ ...req, otherSkills }, proxy ? { ...settings, apiKey: proxy.placeholder, authToken: undefined, baseUrl: proxy.url } : settings, dirs, sessionId)
  if (proxy) {
    for (const v of ['NO_PROXY', 'no_proxy']) if (inv.env[v] !== undefined || inv.env['HTTPS_PROXY'] || inv.env['HTTP_PROXY']) inv.env[v] = [inv.env[v], '127.0.0.1', 'localhost'].filter(Boolean).join(',')
  }
  // Issue 17: in its own PID namespace where bwrap works (the harness's /proc is out of reach,
  // only the workspace and the scratch folder are writable), killed whole when it exits.
  const run = proxy?.socketPath ? behindForwarder(proxy.socketPath, binary.path, inv.args) : { cmd: binary.path, args: inv.args }
  const writable = socketPath && !socketPath.startsWith(`${scratch}/`) ? [ws, scratch, path.dirname(socketPath)] : [ws, scratch]
  const step = containCommand(run.cmd, run.args, { cwd: ws, writable, env: inv.env, network: req.network === true })
  const notes = [
    `binary: ${binary.path} (${binary.version}, from ${binary.source})`,
    ...inv.notes,
    `credentials: ${proxy ? `placeholder key; the harness loopback proxy adds the real one${viaGateway ? ' and sends Messages calls through the gateway (cache, limiter, retries)' : ''}` : 'as given'}; sandbox: ${step.sandboxed ? `bwrap PID namespace${step.args.includes('--unshare-net') ? ', own network' : req.network ? ", the host's network (network: true)" : ''}${proxy?.socketPath ? ', the key proxy reached through a Unix socket' : ''}` : 'none (process group)'}`
  ]

  try {
    const before = await snapshotFiles(ws)
    let stdout = ''
    let stderr = ''
    let aborted: { message: string; type: string } | undefined
    let stoppedEarly = false
    const t0 = performance.now()

    const { code, signal } = await new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
      let child
      try {
        child = childProcess().spawn(step.cmd, step.args, {
          cwd: ws,
          env: step.env,
          stdio: ['ignore', 'pipe', 'pipe'],
          detached: process.platform !== 'win32' // own process group, killed as a whole
        })
      } catch (err) {
        stderr = `spawn failed: ${err instanceof Error ? err.message : String(err)}`
        resolve({ code: null, signal: null })
        return
      }
      let killTimer: NodeJS.Timeout | undefined
      const stop = (why?: { message: string; type: string }): void => {
        if (why && !aborted && !stoppedEarly) aborted = why
        if (killTimer) return
        killGroup(child.pid, 'SIGTERM')
        killTimer = setTimeout(() => killGroup(child.pid, 'SIGKILL'), KILL_GRACE_MS)
        killTimer.unref()
      }
      const onAbort = (): void => {
        const r = req.signal?.reason
        const detail = r instanceof Error ? r.message : typeof r === 'string' ? r : ''
        stop({ message: `run aborted${detail ? `: ${detail}` : ''}`, type: 'aborted' })
      }
      if (req.signal?.aborted) onAbort()
      else req.signal?.addEventListener('abort', onAbort, { once: true })
      const timer = req.timeoutMs
        ? setTimeout(() => stop({ message: `Run timed out after ${Math.round(req.timeoutMs! / 100) / 10} s (Claude Code stopped).`, type: 'timeout' }), req.timeoutMs)
        : undefined

      let partial = ''
      child.stdout.setEncoding('utf8')
      child.stdout.on('data', (chunk: string) => {
        if (stdout.length + chunk.length > MAX_STDOUT) {
          stop({ message: `Claude Code printed more than ${MAX_STDOUT} bytes; stopped.`, type: 'claude_code' })
          return
        }
        stdout += chunk
        if (!req.onEvent || stoppedEarly) return
        partial += chunk
        const lines = partial.split('\n')
        partial = lines.pop() ?? ''
        for (const line of lines) {
          if (!line.trim()) continue
          let ev: unknown
          try {
            ev = JSON.parse(line)
          } catch {
            continue
          }
          if (ev && typeof ev === 'object' && req.onEvent(ev as Record<string, unknown>) === true) {
            stoppedEarly = true
            stop()
            break
          }
        }
      })
      child.stderr.setEncoding('utf8')
      child.stderr.on('data', (chunk: string) => {
        if (stderr.length < 1024 * 1024) stderr += chunk
      })
      child.on('error', (err) => {
        stderr += `\n${err.message}`
      })
      // Once the CLI itself has exited, nothing it started may outlive it (a background process
      // of the Bash tool would also hold stdout open and delay 'close').
      child.on('exit', () => killContained(child, step))
      child.on('close', (code, sig) => {
        if (timer) clearTimeout(timer)
        if (killTimer) clearTimeout(killTimer)
        req.signal?.removeEventListener('abort', onAbort)
        resolve({ code, signal: sig })
      })
    })
    const wallMs = performance.now() - t0
    if (proxy) notes.push(`API requests through the key proxy: ${proxy.stats.requests}${proxy.stats.refused ? ` (${proxy.stats.refused} refused)` : ''}`)
    const g = proxy && viaGateway ? proxy.stats.gateway : undefined
    if (g) notes.push(`through the gateway: ${g.calls} Messages calls (${g.cached} from the response cache, ${g.retries} retries, ${g.errors} failed)`)

    const result = parseClaudeCodeStream({
      prompt: req.prompt,
      // Issue 17: what the CLI printed is redacted before it becomes the transcript or a record.
      stdout: redact(stdout),
      stderr: redact(stderr),
      exitCode: code,
      signal,
      skillName: req.skill?.name,
      workspaceDir: ws,
      aborted: stoppedEarly ? undefined : aborted,
      version: binary.version,
      notes: [...notes, `wall time: ${Math.round(wallMs)} ms`]
    })
    if (stoppedEarly && result.error?.type === 'claude_code') {
      // Stopped on purpose by onEvent: no result line is expected.
      delete result.error
      result.stopReason = 'stopped'
    }
    const counted = proxy?.stats.byPath['/v1/messages/count_tokens'] ?? 0
    if (g) {
      // The gateway's view wins: cache hits cost nothing, retries are counted.
      result.costUsd = g.costUsd
      result.apiCalls = g.calls - g.cached + g.retries + counted
      result.retries = g.retries
      result.cached = g.calls > 0 && g.cached === g.calls
    } else if (proxy) {
      // Issue 33 (row G): calls through the proxy that the CLI did not make (the sandboxed Bash) count too.
      const c = proxy.stats.costUsd
      if (result.costUsd !== null && (c === null || c > result.costUsd)) result.costUsd = c
      result.apiCalls = Math.max(result.apiCalls, proxy.stats.requests)
    }
    // Files the run changed, whatever tool wrote them (Bash included).
    const after = await snapshotFiles(ws)
    result.filesWritten = [...new Set([...result.filesWritten, ...changedFiles(before, after)])].sort()
    return result
  } finally {
    await proxy?.close()
    if (!settings.keepScratch) await rm(scratch, { recursive: true, force: true, maxRetries: 3 })
    if (socketPath && !socketPath.startsWith(`${scratch}/`)) await rm(path.dirname(socketPath), { recursive: true, force: true })
  }
}
