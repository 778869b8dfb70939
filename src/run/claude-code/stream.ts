/**
 * Parse the `stream-json` output of `claude -p --output-format stream-json --verbose` (one JSON
 * object per line) into the same `ExecuteResult` the Messages-API executor produces.
 *
 * Pure: no I/O, so recorded NDJSON can be replayed in unit tests. See
 * docs reference claude-code.md §4 (line types), §5 (Skill round trip) and §8 (what to read).
 *
 * - transcript: markdown like the API executor's (`## Eval Prompt`, `## Turn N: Assistant`,
 *   `## Turn N: Tool results`, `## Final Response`), plus a `## Claude Code` header block and a
 *   `## Result` block with the CLI's own status fields;
 * - tool calls: `tool_use` blocks of `assistant` lines in order, paired with the `tool_result` of
 *   the `user` lines by `tool_use_id` (subagent calls included; their turn is the main loop's);
 * - usage: the sum over `result.modelUsage` (subagents included); when it is absent or empty,
 *   the main-loop `assistant` usages, one per distinct message id;
 * - cost: `result.total_cost_usd`; null (unknown) when any `costBasis` is not `list`, or when the
 *   run made model calls but the CLI reported no model usage (error results drop it);
 * - skill use: verified from the Skill call's tool_result, never assumed (see `skillVerdict`).
 */
import type { RunError, RunRecord, ToolCallRecord, Usage } from '../../types.js'
import { skillCallTarget, skillFileTarget } from '../trigger-detect.js'
import type { ExecuteResult } from '../executor.js'
import { STORED_TOOL_OUTPUT_CHARS, fence, truncate } from '../executor.js'
import { isObject as isObj } from '../../text/object.js'

/**
 * What the Claude Code executor returns: an `ExecuteResult` with the record's cost and
 * skill-use reason (`RunRecord` fields) and the CLI's own account of the run (`claudeCode`,
 * richer than the record's summary of it).
 */
export type ClaudeCodeResult = ExecuteResult &
  Pick<RunRecord, 'costUsd' | 'skillUseReason'> & {
    claudeCode: ClaudeCodeRunInfo
  }

export interface ClaudeCodeRunInfo {
  /** `system/init.claude_code_version` (or the version checked before the run). */
  version: string | null
  sessionId: string | null
  /** Model the CLI reported in `system/init`. */
  model: string | null
  permissionMode: string | null
  /** `system/init.skills` (not a complete inventory: skills without a description are missing). */
  skills: string[]
  /** `result.subtype` (success, error_max_turns, …); null when no result line arrived. */
  subtype: string | null
  terminalReason: string | null
  isError: boolean
  /** The CLI's own turn count (`result.num_turns`; counts tool rounds differently from `turns`). */
  numTurns: number | null
  durationMs: number | null
  durationApiMs: number | null
  /** `costBasis` of every model in `modelUsage` (`list`, `unknown`, …). */
  costBasis: string[]
  permissionDenials: { toolName: string; toolUseId: string }[]
  /** `system/api_retry` lines seen. */
  apiRetries: number
  exitCode: number | null
  signal: string | null
  /** Lines that were not JSON (kept for diagnosis, at most 20). */
  junkLines: string[]
}

export interface ParseStreamInput {
  prompt: string
  /** NDJSON stdout of the CLI. */
  stdout: string
  stderr?: string
  exitCode?: number | null
  signal?: string | null
  /** With-skill runs: the skill under test. */
  skillName?: string
  /** Absolute workspace path (to make written paths workspace-relative). */
  workspaceDir?: string
  /** The run was stopped by us (timeout / cancel); becomes the error when no other error is known. */
  aborted?: { message: string; type: string }
  /** Version checked before the run, used when the stream has no init line. */
  version?: string | null
  /** Extra lines for the `## Claude Code` block (command line, isolation). */
  notes?: string[]
}

type Json = Record<string, unknown>

const str = (x: unknown): string | undefined => (typeof x === 'string' ? x : undefined)
const num = (x: unknown): number | undefined => (typeof x === 'number' && Number.isFinite(x) ? x : undefined)

/** Text of a tool_result `content` (a string or an array of blocks). */
export function toolResultText(content: unknown): string {
  if (typeof content === 'string') return content
  if (Array.isArray(content)) {
    return content
      .map((b) => (isObj(b) ? (b.type === 'text' ? (str(b.text) ?? '') : `[${str(b.type) ?? 'block'}]`) : String(b)))
      .join('\n')
  }
  return content === undefined || content === null ? '' : JSON.stringify(content)
}

export function parseLines(stdout: string): { objects: Json[]; junk: string[] } {
  const objects: Json[] = []
  const junk: string[] = []
  for (const line of stdout.split('\n')) {
    const t = line.trim()
    if (!t) continue
    try {
      const o: unknown = JSON.parse(t)
      if (isObj(o)) objects.push(o)
      else if (junk.length < 20) junk.push(truncate(t, 500))
    } catch {
      if (junk.length < 20) junk.push(truncate(t, 500))
    }
  }
  return { objects, junk }
}

function emptyUsage(): Usage {
  return { input_tokens: 0, output_tokens: 0, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 }
}

/** Sum of `result.modelUsage[*]`; undefined when absent or empty. */
function modelUsageTotal(mu: unknown): { usage: Usage; costBasis: string[] } | undefined {
  if (!isObj(mu)) return undefined
  const entries = Object.values(mu).filter(isObj)
  if (entries.length === 0) return undefined
  const usage = emptyUsage()
  const costBasis: string[] = []
  for (const m of entries) {
    usage.input_tokens += num(m.inputTokens) ?? 0
    usage.output_tokens += num(m.outputTokens) ?? 0
    usage.cache_read_input_tokens += num(m.cacheReadInputTokens) ?? 0
    usage.cache_creation_input_tokens += num(m.cacheCreationInputTokens) ?? 0
    costBasis.push(str(m.costBasis) ?? 'missing')
  }
  return { usage, costBasis }
}

/** Workspace-relative POSIX path for a tool's file path, or undefined when outside the workspace. */
export function workspaceRelative(p: string, workspaceDir: string | undefined): string | undefined {
  const norm = p.replace(/\\/g, '/')
  let rel = norm
  if (norm.startsWith('/')) {
    if (!workspaceDir) return undefined
    const root = workspaceDir.replace(/\\/g, '/').replace(/\/+$/, '')
    if (!norm.startsWith(root + '/')) return undefined
    rel = norm.slice(root.length + 1)
  }
  rel = rel.replace(/^(\.\/)+/, '')
  const parts: string[] = []
  for (const seg of rel.split('/')) {
    if (seg === '' || seg === '.') continue
    if (seg === '..') {
      if (parts.length === 0) return undefined
      parts.pop()
    } else parts.push(seg)
  }
  return parts.length ? parts.join('/') : undefined
}

const WRITE_TOOLS = new Set(['Write', 'Edit', 'MultiEdit', 'NotebookEdit'])

interface SkillCall {
  id: string
  target: string
  result?: { text: string; isError: boolean; success?: boolean }
}

/**
 * Did a with-skill run use the skill? Only a Skill call whose result shows the skill launched
 * (`Launching skill: …`, not an error), or a successful `Read` of its SKILL.md, counts.
 * Otherwise the reason says what happened (not called, Unknown skill, allow-list refusal,
 * permission denial, …).
 */
export function skillVerdict(
  skillName: string,
  calls: readonly ToolCallRecord[],
  ctx: { skillsListed: string[]; denials: { toolName: string; toolUseId: string }[]; runFailed?: string }
): { used: boolean; reason?: string } {
  const want = skillName.toLowerCase()
  const skillCalls: SkillCall[] = []
  const others = new Set<string>()
  for (const c of calls) {
    const target = skillCallTarget(c)
    if (target !== undefined) {
      if (target === want) skillCalls.push({ id: c.id, target, result: { text: c.output, isError: c.isError } })
      else others.add(target)
      continue
    }
    if (skillFileTarget(c) === want && !c.isError) return { used: true }
  }
  for (const s of skillCalls) {
    if (s.result && !s.result.isError && /^\s*Launching skill:/i.test(s.result.text)) return { used: true }
  }
  if (skillCalls.length > 0) {
    const last = skillCalls[skillCalls.length - 1]!
    const text = (last.result?.text ?? '').replace(/<\/?tool_use_error>/g, '').trim()
    const denied = ctx.denials.some((d) => d.toolUseId === last.id)
    let why: string
    if (/Unknown skill/i.test(text)) why = `the skill was not discovered (${text})`
    else if (/allowlist/i.test(text)) why = `the skill was refused by an allow-list (${text})`
    else if (/disable-model-invocation/i.test(text)) why = `the skill forbids model invocation (disable-model-invocation: ${truncate(text, 200)})`
    else if (denied || /permission|denied|allow rule/i.test(text)) why = `the Skill call was denied permission (${truncate(text, 300)})`
    else if (!last.result || last.result.text === '') why = 'the Skill call got no result'
    else why = `the Skill call did not launch the skill (${truncate(text, 300)})`
    return { used: false, reason: `Skill '${skillName}' did not load: ${why}.` }
  }
  const listed = ctx.skillsListed.some((s) => s.replace(/^.*:/, '').toLowerCase() === want)
  let reason = `the agent never called the Skill tool for '${skillName}'`
  if (others.size > 0) reason += ` (it called Skill for ${[...others].map((o) => `'${o}'`).join(', ')} instead)`
  if (ctx.runFailed) reason += `; the run failed first: ${ctx.runFailed}`
  else if (!listed) reason += `; the session's init did not list it (skills: ${ctx.skillsListed.join(', ') || 'none'})`
  // One full stop: the run's failure message may end with its own.
  return { used: false, reason: reason.endsWith('.') ? reason : `${reason}.` }
}

/** Parse one run's stdout (and exit status) into an ExecuteResult. */
export function parseClaudeCodeStream(input: ParseStreamInput): ClaudeCodeResult {
  const { objects, junk } = parseLines(input.stdout)
  const transcript: string[] = [`## Eval Prompt\n\n${input.prompt}`]
  const toolCalls: ToolCallRecord[] = []
  const byId = new Map<string, ToolCallRecord>()
  const filesWritten = new Set<string>()
  const mainUsage = new Map<string, Usage>()
  const info: ClaudeCodeRunInfo = {
    version: input.version ?? null,
    sessionId: null,
    model: null,
    permissionMode: null,
    skills: [],
    subtype: null,
    terminalReason: null,
    isError: false,
    numTurns: null,
    durationMs: null,
    durationApiMs: null,
    costBasis: [],
    permissionDenials: [],
    apiRetries: 0,
    exitCode: input.exitCode ?? null,
    signal: input.signal ?? null,
    junkLines: junk
  }

  let init: Json | undefined
  let result: Json | undefined
  let turns = 0
  let lastMessageId: string | undefined
  let pendingAssistant: string[] | undefined
  let pendingResults: string[] = []
  let resultTurn = 0
  let lastText = ''
  let skillBodyInjected = false
  let assistantSeen = false

  const flushAssistant = (): void => {
    if (pendingAssistant) transcript.push(pendingAssistant.join('\n\n'))
    pendingAssistant = undefined
  }
  const flushResults = (): void => {
    if (pendingResults.length) transcript.push(`## Turn ${resultTurn}: Tool results\n\n${pendingResults.join('\n\n')}`)
    pendingResults = []
  }

  for (const o of objects) {
    const type = str(o.type)
    if (type === 'system') {
      const sub = str(o.subtype)
      if (sub === 'init') {
        init = o
        info.version = str(o.claude_code_version) ?? info.version
        info.sessionId = str(o.session_id) ?? null
        info.model = str(o.model) ?? null
        info.permissionMode = str(o.permissionMode) ?? null
        info.skills = Array.isArray(o.skills) ? o.skills.filter((s): s is string => typeof s === 'string') : []
      } else if (sub === 'api_retry') {
        info.apiRetries++
        flushAssistant()
        flushResults()
        transcript.push(
          `## API retry\n\nattempt ${String(o.attempt ?? '?')} of ${String(o.max_retries ?? '?')}` +
            (o.error_status !== undefined ? `, status ${String(o.error_status)}` : '') +
            (o.retry_delay_ms !== undefined ? `, retry in ${String(o.retry_delay_ms)} ms` : '')
        )
      }
      continue
    }
    if (type === 'assistant' && isObj(o.message)) {
      const msg = o.message
      if (msg.model === '<synthetic>' || o.is_api_error_message === true) {
        // Claude Code's own message (e.g. "API Error: 500 …"), not a model turn.
        flushAssistant()
        flushResults()
        const text = (Array.isArray(msg.content) ? msg.content.filter(isObj) : []).map((b) => str(b.text) ?? '').join('\n').trim()
        transcript.push(`## Claude Code message${o.is_api_error_message === true ? ' (API error)' : ''}\n\n${text}`)
        continue
      }
      const id = str(msg.id) ?? `line-${turns + 1}`
      const main = o.parent_tool_use_id === null || o.parent_tool_use_id === undefined
      assistantSeen = true
      if (main && id !== lastMessageId) {
        flushAssistant()
        flushResults()
        turns++
        lastMessageId = id
        pendingAssistant = [`## Turn ${turns}: Assistant`]
      } else if (!main && !pendingAssistant) {
        pendingAssistant = [`## Turn ${turns}: Assistant (subagent)`]
      }
      if (main && isObj(msg.usage)) {
        const u = msg.usage
        mainUsage.set(id, {
          input_tokens: num(u.input_tokens) ?? 0,
          output_tokens: num(u.output_tokens) ?? 0,
          cache_read_input_tokens: num(u.cache_read_input_tokens) ?? 0,
          cache_creation_input_tokens: num(u.cache_creation_input_tokens) ?? 0
        })
      }
      const content = Array.isArray(msg.content) ? msg.content.filter(isObj) : []
      for (const b of content) {
        if (b.type === 'thinking' || b.type === 'redacted_thinking') pendingAssistant!.push('_[thinking]_')
        else if (b.type === 'text' && str(b.text)?.trim()) {
          pendingAssistant!.push(str(b.text)!.trim())
          if (main) lastText = str(b.text)!.trim()
        } else if (b.type === 'tool_use') {
          const rec: ToolCallRecord = { turn: Math.max(1, turns), id: str(b.id) ?? '', name: str(b.name) ?? '', input: b.input ?? {}, output: '', isError: false }
          toolCalls.push(rec)
          if (rec.id) byId.set(rec.id, rec)
          pendingAssistant!.push(`### Tool call: ${rec.name}${main ? '' : ' (subagent)'}\n\n${fence(JSON.stringify(rec.input, null, 2), 'json')}`)
        }
      }
      continue
    }
    if (type === 'user' && isObj(o.message)) {
      const content = Array.isArray(o.message.content) ? o.message.content.filter(isObj) : typeof o.message.content === 'string' ? [{ type: 'text', text: o.message.content }] : []
      if (o.isSynthetic === true) {
        const text = content.map((b) => str(b.text) ?? '').join('\n')
        const firstLine = text.split('\n')[0] ?? ''
        if (/^Base directory for this skill:/.test(firstLine)) skillBodyInjected = true
        flushAssistant()
        pendingResults.push(`### Injected by Claude Code\n\n${fence(truncate(firstLine, 500) + (text.includes('\n') ? `\n… [${text.length} characters in all]` : ''))}`)
        continue
      }
      for (const b of content) {
        if (b.type !== 'tool_result') continue
        const id = str(b.tool_use_id) ?? ''
        const text = toolResultText(b.content)
        const isError = b.is_error === true
        const rec = byId.get(id)
        if (rec) {
          rec.output = truncate(text, STORED_TOOL_OUTPUT_CHARS)
          rec.isError = isError
          if (!isError && WRITE_TOOLS.has(rec.name) && isObj(rec.input)) {
            const p = str(rec.input.file_path) ?? str(rec.input.notebook_path) ?? str(rec.input.path)
            const rel = p !== undefined ? workspaceRelative(p, input.workspaceDir) : undefined
            if (rel) filesWritten.add(rel)
          }
        }
        flushAssistant()
        resultTurn = rec?.turn ?? turns
        pendingResults.push(`### Tool result: ${rec?.name ?? id}${isError ? ' (error)' : ''}\n\n${fence(truncate(text, STORED_TOOL_OUTPUT_CHARS))}`)
      }
      continue
    }
    if (type === 'result') result = o
  }
  flushAssistant()
  flushResults()

  // ── Result line ──
  let usage = emptyUsage()
  let costUsd: number | null = 0
  let stopReason: string | null = null
  let error: RunError | undefined
  let response = lastText
  if (result) {
    info.subtype = str(result.subtype) ?? null
    info.terminalReason = str(result.terminal_reason) ?? null
    info.isError = result.is_error === true
    info.numTurns = num(result.num_turns) ?? null
    info.durationMs = num(result.duration_ms) ?? null
    info.durationApiMs = num(result.duration_api_ms) ?? null
    info.sessionId ??= str(result.session_id) ?? null
    if (Array.isArray(result.permission_denials)) {
      info.permissionDenials = result.permission_denials.filter(isObj).map((d) => ({ toolName: str(d.tool_name) ?? '', toolUseId: str(d.tool_use_id) ?? '' }))
    }
    const mu = modelUsageTotal(result.modelUsage)
    if (mu) {
      usage = mu.usage
      info.costBasis = mu.costBasis
    }
    if (typeof result.result === 'string' && !info.isError) response = result.result.trim() || response
    const total = num(result.total_cost_usd)
    if (info.costBasis.some((b) => b !== 'list')) costUsd = null
    else if (!mu && assistantSeen) costUsd = null // model calls were made but the CLI dropped their usage
    else costUsd = total ?? null

    if (info.subtype === 'error_max_turns' || info.terminalReason === 'max_turns') stopReason = 'max_turns'
    else if (info.isError) {
      stopReason = 'error'
      const status = num(result.api_error_status)
      const errors = Array.isArray(result.errors) ? result.errors.filter((e): e is string => typeof e === 'string') : []
      const message = (typeof result.result === 'string' && result.result.trim()) || errors.join('; ') || `Claude Code ended with ${info.subtype ?? 'an error'}`
      error = { message, type: info.terminalReason === 'api_error' || status !== undefined ? 'api_error' : `claude_code_${info.subtype ?? 'error'}` }
      if (status !== undefined) error.status = status
    } else stopReason = str(result.stop_reason) ?? 'end_turn'
  } else {
    stopReason = input.aborted ? 'aborted' : 'error'
    if (assistantSeen) {
      // No result line: main-loop usage is all we have; the cost is not known.
      for (const u of mainUsage.values()) {
        usage.input_tokens += u.input_tokens
        usage.output_tokens += u.output_tokens
        usage.cache_read_input_tokens += u.cache_read_input_tokens
        usage.cache_creation_input_tokens += u.cache_creation_input_tokens
      }
      costUsd = null
    }
    const tail = (input.stderr ?? '').trim().split('\n').slice(-5).join('\n')
    error = {
      message: `Claude Code ended without a result line (exit code ${input.exitCode ?? 'none'}${input.signal ? `, signal ${input.signal}` : ''})${tail ? `: ${truncate(tail, 1000)}` : ''}`,
      type: 'claude_code'
    }
  }
  if (input.aborted) {
    error = { message: input.aborted.message, type: input.aborted.type }
    stopReason = 'aborted'
  }

  // ── Skill use ──
  let skillUsed = true
  let skillUseReason: string | undefined
  if (input.skillName) {
    const v = skillVerdict(input.skillName, toolCalls, { skillsListed: info.skills, denials: info.permissionDenials, runFailed: error?.message })
    skillUsed = v.used
    skillUseReason = v.reason
    if (v.used && !skillBodyInjected && toolCalls.some((c) => c.name === 'Skill')) {
      // Launching without the injected body has not been observed; keep a note, still count it.
      transcript.push('## Note\n\nThe Skill call launched, but no injected skill body was seen in the stream.')
    }
  }

  // ── Closing blocks ──
  const head: string[] = []
  if (init || info.version) {
    head.push(
      [
        `- version: ${info.version ?? 'unknown'}`,
        `- model: ${info.model ?? 'unknown'}`,
        `- permission mode: ${info.permissionMode ?? 'unknown'}`,
        `- skills in the session: ${info.skills.join(', ') || 'none'}`,
        ...(info.sessionId ? [`- session: ${info.sessionId}`] : []),
        ...(input.notes ?? []).map((n) => `- ${n}`)
      ].join('\n')
    )
  }
  if (head.length) transcript.splice(1, 0, `## Claude Code\n\n${head.join('\n')}`)
  const res: string[] = []
  if (result) {
    res.push(`subtype: ${info.subtype ?? '?'}, is_error: ${String(info.isError)}, terminal_reason: ${info.terminalReason ?? '?'}`)
    res.push(`num_turns: ${info.numTurns ?? '?'}, duration_ms: ${info.durationMs ?? '?'}, duration_api_ms: ${info.durationApiMs ?? '?'}`)
    res.push(`total_cost_usd: ${String(result.total_cost_usd ?? '?')}${info.costBasis.length ? ` (cost basis: ${info.costBasis.join(', ')})` : ''}`)
    if (info.permissionDenials.length) res.push(`permission denials: ${info.permissionDenials.map((d) => d.toolName).join(', ')}`)
  } else res.push('No result line.')
  if (input.exitCode !== undefined || input.signal) res.push(`exit code: ${input.exitCode ?? 'none'}${input.signal ? `, signal: ${input.signal}` : ''}`)
  if (skillUseReason) res.push(`skill not used: ${skillUseReason}`)
  transcript.push(`## Result\n\n${res.join('\n')}`)
  if (error) transcript.push(`## Error\n\n${error.status ? `${error.status} ` : ''}${error.type ? `${error.type}: ` : ''}${error.message}`)
  if (response && !error) transcript.push(`## Final Response\n\n${response}`)

  // HTTP requests, as the API executor counts them: successful main-loop responses, retried
  // attempts (`system/api_retry`), and the final failed attempt of an API-error result.
  const apiCalls = turns + info.apiRetries + (info.terminalReason === 'api_error' || error?.type === 'api_error' ? 1 : 0)
  const out: ClaudeCodeResult = {
    response: error ? lastText : response,
    toolCalls,
    filesWritten: [...filesWritten].sort(),
    usage,
    turns,
    stopReason,
    apiCalls,
    retries: info.apiRetries,
    cached: false,
    skillUsed,
    transcript: transcript.join('\n\n') + '\n',
    costUsd,
    claudeCode: info
  }
  if (skillUseReason) out.skillUseReason = skillUseReason
  if (error) out.error = error
  return out
}
