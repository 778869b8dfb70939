/**
 * A tool call's contract: what a tool is given (the run's context, the model's JSON input read
 * by `str`, `posInt` and `bool`) and what it gives back; a refusal is thrown with `fail` and comes
 * back to the model as an `isError` result (tools/index.ts), never as an exception.
 */

export interface ToolContext {
  /** Absolute path of the workspace (the agent's current directory). */
  workspaceDir: string
  /** Bash is available only when true. */
  bash: boolean
  /** Bash timeout in ms (default 60 s). A `timeout` in the tool input can only lower it. */
  bashTimeoutMs?: number
  /** Skills the `Skill` tool can load: name → SKILL.md body. Absent/empty → no Skill tool. */
  skills?: Record<string, string>
  /** Workspace-relative POSIX paths created or modified by the agent (Write, Edit, Bash). */
  filesWritten: Set<string>
  /** Workspace-relative POSIX paths successfully read with Read (for skill-usage detection). */
  filesRead?: Set<string>
  /** Skill names successfully loaded through the Skill tool. */
  skillsInvoked?: Set<string>
  /** Aborts a running Bash command. */
  signal?: AbortSignal
  /** Bash shares the host's network (the eval's or skill's `network: true`; issue 33, row E). */
  network?: boolean
}

export interface ToolResult {
  output: string
  isError: boolean
}

/** Thrown internally for refusals; converted to an `isError` result by `runTool`. */
export class ToolFailure extends Error {}

/** Refuse the call with `message` (the model sees it as the tool's error result). */
export function fail(message: string): never {
  throw new ToolFailure(message)
}

// ─── The model's input ───────────────────────────────────────────────────────────────

/** A string parameter (required and non-empty unless `opts` says otherwise). */
export function str(args: Record<string, unknown>, key: string, opts: { optional?: boolean; allowEmpty?: boolean } = {}): string | undefined {
  const v = args[key]
  if (v === undefined || v === null) {
    if (opts.optional) return undefined
    fail(`Missing required parameter: ${key}`)
  }
  if (typeof v !== 'string') fail(`Parameter ${key} must be a string.`)
  if (!opts.allowEmpty && v === '' && !opts.optional) fail(`Parameter ${key} must not be empty.`)
  return v
}

/** A non-negative integer parameter (a string of digits is accepted); undefined when absent. */
export function posInt(args: Record<string, unknown>, key: string): number | undefined {
  const v = args[key]
  if (v === undefined || v === null) return undefined
  const n = typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0) fail(`Parameter ${key} must be a non-negative integer.`)
  return n
}

/** A boolean parameter (`'true'` / `'false'` accepted); false when absent. */
export function bool(args: Record<string, unknown>, key: string): boolean {
  const v = args[key]
  if (v === undefined || v === null) return false
  if (typeof v === 'boolean') return v
  if (v === 'true') return true
  if (v === 'false') return false
  fail(`Parameter ${key} must be a boolean.`)
}
