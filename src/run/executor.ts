/**
 * The executor: runs one eval prompt as an agent in a workspace through a tool-use loop on
 * the Messages API, with the skill preloaded, discoverable, or absent.
 *
 * It never talks to the network itself and never retries: every API call goes through the
 * `send` function (the gateway adds caching, concurrency limits and retries). When `send`
 * throws, the run ends with `error` filled in and keeps what was collected so far.
 *
 * Wire rules followed here (API version 2026-10-21, SDK 1.x): no `temperature` / `top_p` /
 * `top_k`; content blocks are picked by `type` (thinking blocks may come first) and resent
 * unchanged; `pause_turn` → resend the conversation as is.
 */
import type Anthropic from '@anthropic-ai/sdk'

import type { RunError, RunId, RunRecord, SkillLoading, ToolCallRecord, Usage } from '../types.js'
import { runTool, toolDefinitions, type ToolContext } from './tools/index.js'
import { failureInfo, toRunError, type SendFn, type SendResult } from './gateway.js'
import { truncateEnd } from '../text/truncate.js'

export type { SendContext, SendResult, SendFn } from './gateway.js'

export interface ExecuteRequest {
  spec: RunId
  prompt: string
  workspaceDir: string
  skill?: { name: string; description: string; body: string }
  skillLoading: SkillLoading
  bash: boolean
  maxTurns: number
  maxTokens: number
  signal?: AbortSignal
  otherSkills?: { name: string; description: string }[]
  /** Bash timeout in ms (default 60 s). */
  bashTimeoutMs?: number
  /** Bash shares the host's network (the eval's `network: true`). */
  network?: boolean
}

/**
 * What a solver returns for one run: the parts of the run's record (`RunRecord`) it produces,
 * plus the transcript (written next to the record as transcript.md).
 */
export type ExecuteResult = Pick<
  RunRecord,
  'response' | 'toolCalls' | 'filesWritten' | 'usage' | 'turns' | 'stopReason' | 'apiCalls' | 'retries' | 'cached' | 'skillUsed' | 'error'
> & {
  transcript: string
}

/** How much of a tool output is kept in `ToolCallRecord.output`. */
export const STORED_TOOL_OUTPUT_CHARS = 4096
/** How much of a tool output is sent back to the model. */
export const SENT_TOOL_OUTPUT_CHARS = 100_000

// ─── System prompt ────────────────────────────────────────────────────────────────────

export const AGENT_INSTRUCTIONS = [
  'You are an autonomous agent completing a task for a user. You cannot ask questions; make reasonable assumptions and finish the task.',
  'Your current directory is a workspace that holds any input files for the task. Work only inside it: use relative paths, and do not try to read or write anything outside it.',
  'When the task asks for files (documents, code, data, reports), write them into the workspace with the Write or Edit tool; do not only paste them in your reply.',
  'When you are done, reply with a short summary of what you did and where the outputs are.'
].join('\n')

function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/**
 * The system prompt, as text blocks. The last block carries `cache_control` so that tools +
 * system (the prefix shared by every trial of a configuration) are cached. Nothing
 * run-specific (workspace path, trial number) goes in here, to keep the bytes identical.
 */
export function buildSystem(req: Pick<ExecuteRequest, 'skill' | 'skillLoading' | 'otherSkills'>): Anthropic.TextBlockParam[] {
  const blocks: Anthropic.TextBlockParam[] = [{ type: 'text', text: AGENT_INSTRUCTIONS }]
  if (req.skill && req.skillLoading === 'preload') {
    const s = req.skill
    blocks.push({
      type: 'text',
      text:
        'The following skill is loaded for this session. Follow its instructions whenever they apply to the task. ' +
        `Its folder (references, scripts, assets) is at .claude/skills/${s.name}/ in the workspace.\n\n` +
        `<skill name="${escapeXml(s.name)}">\n<description>${escapeXml(s.description)}</description>\n\n${s.body}\n</skill>`
    })
  } else if (req.skill && req.skillLoading === 'discover') {
    const listed = [{ name: req.skill.name, description: req.skill.description }, ...(req.otherSkills ?? [])]
    const seen = new Set<string>()
    const entries = listed
      .filter((s) => (seen.has(s.name) ? false : (seen.add(s.name), true)))
      .map((s) => `<skill>\n<name>${escapeXml(s.name)}</name>\n<description>${escapeXml(s.description)}</description>\n</skill>`)
    blocks.push({
      type: 'text',
      text:
        'Skills are folders of instructions and resources that help with specific tasks. When a task matches a skill\'s description, ' +
        'load it with the Skill tool (input: {"skill": "<name>"}) before starting, then follow it. ' +
        'Skill folders live under .claude/skills/<name>/ in the workspace.\n\n' +
        `<available_skills>\n${entries.join('\n')}\n</available_skills>`
    })
  }
  blocks[blocks.length - 1] = { ...blocks[blocks.length - 1], cache_control: { type: 'ephemeral' } }
  return blocks
}

// ─── Helpers ──────────────────────────────────────────────────────────────────────────

function emptyUsage(): Usage {
  return { input_tokens: 0, output_tokens: 0, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 }
}

function addUsage(total: Usage, u: Partial<Anthropic.Usage> | null | undefined): void {
  if (!u) return
  total.input_tokens += u.input_tokens ?? 0
  total.output_tokens += u.output_tokens ?? 0
  total.cache_read_input_tokens += u.cache_read_input_tokens ?? 0
  total.cache_creation_input_tokens += u.cache_creation_input_tokens ?? 0
}

/** Cuts `s` at `max` characters with a note saying how much was left out (transcript format). */
export function truncate(s: string, max: number): string {
  return truncateEnd(s, max, (n) => `\n… [truncated: ${n} more characters]`)
}

/** A Markdown code fence longer than any backtick run inside `content`. */
export function fence(content: string, lang = ''): string {
  const longest = Math.max(2, ...Array.from(content.matchAll(/`+/g), (m) => m[0].length))
  const f = '`'.repeat(longest + 1)
  return `${f}${lang}\n${content}\n${f}`
}

function textOf(content: Anthropic.ContentBlock[]): string {
  return content
    .filter((b): b is Anthropic.TextBlock => b.type === 'text')
    .map((b) => b.text)
    .join('\n\n')
    .trim()
}

/** Resend the model's blocks exactly as received (thinking signatures intact). */
function toParamBlocks(content: Anthropic.ContentBlock[]): Anthropic.ContentBlockParam[] {
  return content as unknown as Anthropic.ContentBlockParam[]
}

/**
 * A copy of the conversation with a cache breakpoint on the last block of the last user
 * message, so each turn reads the previous turns from the prompt cache. (With the system
 * breakpoint that makes 2 of the 4 allowed.)
 */
function withConversationBreakpoint(messages: Anthropic.MessageParam[]): Anthropic.MessageParam[] {
  const out = messages.slice()
  for (let i = out.length - 1; i >= 0; i--) {
    const m = out[i]
    if (m.role !== 'user') continue
    if (typeof m.content === 'string') {
      out[i] = { role: 'user', content: [{ type: 'text', text: m.content, cache_control: { type: 'ephemeral' } }] }
    } else if (m.content.length > 0) {
      const blocks = m.content.slice()
      const last = blocks[blocks.length - 1] as Anthropic.ContentBlockParam & { cache_control?: unknown }
      blocks[blocks.length - 1] = { ...last, cache_control: { type: 'ephemeral' } } as Anthropic.ContentBlockParam
      out[i] = { role: 'user', content: blocks }
    }
    break
  }
  return out
}

function skillFilePath(name: string): string {
  return `.claude/skills/${name}/SKILL.md`
}

// ─── The loop ─────────────────────────────────────────────────────────────────────────

export async function executeRun(req: ExecuteRequest, send: SendFn): Promise<ExecuteResult> {
  const discover = req.skill !== undefined && req.skillLoading === 'discover'
  const ctx: ToolContext = {
    workspaceDir: req.workspaceDir,
    bash: req.bash,
    bashTimeoutMs: req.bashTimeoutMs,
    ...(req.network ? { network: true } : {}),
    skills: discover && req.skill ? { [req.skill.name]: req.skill.body } : undefined,
    filesWritten: new Set(),
    filesRead: new Set(),
    skillsInvoked: new Set(),
    signal: req.signal
  }
  const system = buildSystem(req)
  const tools = toolDefinitions({ bash: req.bash, skill: discover }) as Anthropic.Tool[]
  const messages: Anthropic.MessageParam[] = [{ role: 'user', content: req.prompt }]
  const transcript: string[] = [`## Eval Prompt\n\n${req.prompt}`]
  const toolCalls: ToolCallRecord[] = []
  const usage = emptyUsage()

  let turns = 0
  let apiCalls = 0
  /** send() calls that returned a message (cached or not). */
  let sends = 0
  let retries = 0
  let allCached = true
  let stopReason: string | null = null
  let response = ''
  let agentActed = false
  let error: RunError | undefined

  const abortError = (): RunError => {
    const reason = req.signal?.reason
    const detail = reason instanceof Error ? reason.message : typeof reason === 'string' ? reason : ''
    return { message: `run aborted${detail ? `: ${detail}` : ''}`, type: 'aborted' }
  }

  for (;;) {
    if (req.signal?.aborted) {
      error = abortError()
      stopReason = 'aborted'
      break
    }
    if (turns >= req.maxTurns) {
      stopReason = 'max_turns'
      transcript.push(`## Stopped\n\nReached the limit of ${req.maxTurns} turns.`)
      break
    }
    const turn = turns + 1
    const params: Anthropic.MessageCreateParamsNonStreaming = {
      model: req.spec.model,
      max_tokens: req.maxTokens,
      system,
      tools,
      messages: turn > 1 ? withConversationBreakpoint(messages) : messages.slice()
    }

    let result: SendResult
    try {
      result = await send(params, { spec: req.spec, turn, signal: req.signal })
    } catch (err) {
      error = req.signal?.aborted && !(typeof (err as { status?: unknown })?.status === 'number') ? abortError() : toRunError(err)
      stopReason = req.signal?.aborted ? 'aborted' : 'error'
      const spent = failureInfo(err)
      if (spent) {
        apiCalls += spent.apiCalls
        retries += spent.retries
      }
      transcript.push(
        `## Turn ${turn}: API error\n\n${error.status ? `${error.status} ` : ''}${error.type ? `${error.type}: ` : ''}${error.message}` +
          (error.requestId ? `\n\nRequest id: ${error.requestId}` : '')
      )
      break
    }
    turns = turn
    sends++
    // HTTP requests made (as the gateway and the judge count them): a failed send adds its
    // attempts above, a successful one its retries too; a cache hit made none.
    if (!result.cached) apiCalls += 1 + result.retries
    retries += result.retries
    allCached &&= result.cached
    const msg = result.message
    const content: Anthropic.ContentBlock[] = Array.isArray(msg.content) ? msg.content : []
    addUsage(usage, msg.usage)
    stopReason = msg.stop_reason ?? null

    const text = textOf(content)
    if (text) response = text
    const toolUses = content.filter((b): b is Anthropic.ToolUseBlock => b.type === 'tool_use')
    if (text || toolUses.length > 0) agentActed = true

    const parts: string[] = [`## Turn ${turn}: Assistant${stopReason ? ` (stop_reason: ${stopReason})` : ''}`]
    for (const b of content) {
      if (b.type === 'thinking' || b.type === 'redacted_thinking') parts.push('_[thinking]_')
      else if (b.type === 'text' && b.text.trim()) parts.push(b.text.trim())
      else if (b.type === 'tool_use') parts.push(`### Tool call: ${b.name}\n\n${fence(JSON.stringify(b.input, null, 2), 'json')}`)
    }
    transcript.push(parts.join('\n\n'))

    if (content.length > 0) messages.push({ role: 'assistant', content: toParamBlocks(content) })

    if (stopReason === 'pause_turn') continue // resend the conversation as is
    if (toolUses.length === 0) {
      // end_turn, max_tokens, refusal, stop_sequence, model_context_window_exceeded: the run is over.
      if (stopReason === 'refusal') transcript.push('## Stopped\n\nThe model refused.')
      else if (stopReason === 'max_tokens') transcript.push(`## Stopped\n\nHit max_tokens (${req.maxTokens}).`)
      break
    }

    const results: Anthropic.ToolResultBlockParam[] = []
    const resultParts: string[] = []
    for (const use of toolUses) {
      let out: { output: string; isError: boolean }
      if (req.signal?.aborted) out = { output: 'Run aborted before the tool ran.', isError: true }
      else out = await runTool(use.name, use.input, ctx)
      const sent = truncate(out.output, SENT_TOOL_OUTPUT_CHARS)
      results.push({ type: 'tool_result', tool_use_id: use.id, content: sent, ...(out.isError ? { is_error: true } : {}) })
      toolCalls.push({ turn, id: use.id, name: use.name, input: use.input, output: truncate(out.output, STORED_TOOL_OUTPUT_CHARS), isError: out.isError })
      resultParts.push(`### Tool result: ${use.name}${out.isError ? ' (error)' : ''}\n\n${fence(truncate(out.output, STORED_TOOL_OUTPUT_CHARS))}`)
    }
    transcript.push(`## Turn ${turn}: Tool results\n\n${resultParts.join('\n\n')}`)
    messages.push({ role: 'user', content: results })
  }

  let skillUsed = true
  if (req.skill) {
    if (req.skillLoading === 'preload') skillUsed = agentActed
    else {
      const file = skillFilePath(req.skill.name)
      skillUsed = (ctx.skillsInvoked?.has(req.skill.name) ?? false) || (ctx.filesRead?.has(file) ?? false)
    }
  }

  if (response) transcript.push(`## Final Response\n\n${response}`)
  const out: ExecuteResult = {
    response,
    toolCalls,
    filesWritten: [...ctx.filesWritten].sort(),
    usage,
    turns,
    stopReason,
    apiCalls,
    retries,
    cached: sends > 0 && allCached,
    skillUsed,
    transcript: transcript.join('\n\n') + '\n'
  }
  if (error) out.error = error
  return out
}
