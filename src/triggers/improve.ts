/**
 * The description improver (skill-creator's `improve_description.py`), as one model call through
 * the gateway with structured output (`output_config.format` json_schema → `{description}`).
 *
 * It sees the skill, the current description, the TRAIN results and the blinded history (every
 * `test_*` key removed, so no held-out score can leak into the prompt). A description over 1024
 * characters (Unicode code points, as Python's `len`) gets exactly one rewrite request; its
 * answer is taken as is (as upstream), and flagged in the log when still over the limit.
 */
import type Anthropic from '@anthropic-ai/sdk'
import type { RunId } from '../types.js'
import type { SendFn } from '../run/gateway.js'
import { replyText } from '../grade/judge.js'
import type { HistoryEntry, TriggerQueryResult, TriggerSummary } from './types.js'

export const MAX_DESCRIPTION_CHARS = 1024
export const IMPROVER_MAX_TOKENS = 4096

export const IMPROVER_SCHEMA = {
  type: 'object',
  properties: {
    description: { type: 'string', description: 'The new skill description, plain text, under 1024 characters.' }
  },
  required: ['description'],
  additionalProperties: false
} as const

/** A history entry as the improver may see it: no `test_*` key. */
export type BlindedHistoryEntry = Omit<HistoryEntry, 'test_passed' | 'test_failed' | 'test_total' | 'test_results'>

export function blindHistory(history: readonly HistoryEntry[]): BlindedHistoryEntry[] {
  return history.map((h) => Object.fromEntries(Object.entries(h).filter(([k]) => !k.startsWith('test_'))) as BlindedHistoryEntry)
}

/** Length in Unicode code points (Python `len`). */
export function charCount(s: string): number {
  let n = 0
  for (const _ of s) n++
  return n
}

export interface ImproveInput {
  skillName: string
  /** The whole SKILL.md (frontmatter and body), for context. */
  skillContent: string
  currentDescription: string
  /** Train results only. */
  trainResults: readonly TriggerQueryResult[]
  trainSummary: TriggerSummary
  history: readonly BlindedHistoryEntry[]
}

export function buildImprovePrompt(input: ImproveInput): string {
  const failed = input.trainResults.filter((r) => r.should_trigger && !r.pass)
  const falseTriggers = input.trainResults.filter((r) => !r.should_trigger && !r.pass)
  let p = `You are optimizing a skill description for a Claude Agent Skill called "${input.skillName}". A "skill" is sort of like a prompt, but with progressive disclosure: there's a name and description that Claude sees when deciding whether to use the skill, and then if it does use the skill, it reads the SKILL.md file which has lots more details and potentially links to other resources in the skill folder like helper files, scripts and additional documentation or examples.

The description appears in Claude's "available_skills" list. When a user sends a query, Claude decides whether to invoke the skill based solely on the name and on this description. Your goal is to write a description that triggers for relevant queries, and doesn't trigger for irrelevant ones.

Here's the current description:
<current_description>
"${input.currentDescription}"
</current_description>

Current scores (Train: ${input.trainSummary.passed}/${input.trainSummary.total}):
<scores_summary>
`
  if (failed.length > 0) {
    p += 'FAILED TO TRIGGER (should have triggered but didn\'t):\n'
    for (const r of failed) p += `  - "${r.query}" (triggered ${r.triggers}/${r.runs} times)\n`
    p += '\n'
  }
  if (falseTriggers.length > 0) {
    p += "FALSE TRIGGERS (triggered but shouldn't have):\n"
    for (const r of falseTriggers) p += `  - "${r.query}" (triggered ${r.triggers}/${r.runs} times)\n`
    p += '\n'
  }
  if (input.history.length > 0) {
    p += 'PREVIOUS ATTEMPTS (do NOT repeat these; try something structurally different):\n\n'
    for (const h of input.history) {
      p += `<attempt train=${h.train_passed}/${h.train_total}>\nDescription: "${h.description}"\nTrain results:\n`
      for (const r of h.train_results) {
        p += `  [${r.pass ? 'PASS' : 'FAIL'}] "${[...r.query].slice(0, 80).join('')}" (triggered ${r.triggers}/${r.runs})\n`
      }
      p += '</attempt>\n\n'
    }
  }
  p += `</scores_summary>

Skill content (for context on what the skill does):
<skill_content>
${input.skillContent}
</skill_content>

Based on the failures, write a new and improved description that is more likely to trigger correctly. Don't overfit: do not produce an ever-expanding list of the specific queries above. Generalize from the failures to broader categories of user intent and situations where this skill is useful or not useful, because the description is injected into every conversation next to many other skills.

Keep it to about 100-200 words, even at some cost in accuracy. There is a hard limit of 1024 characters; stay comfortably under it.

Tips that work well:
- Phrase it in the imperative: "Use this skill for..." rather than "this skill does...".
- Focus on the user's intent, what they are trying to achieve, not on how the skill works.
- The description competes with other skills for the agent's attention: make it distinctive and immediately recognizable.
- If you keep getting failures after repeated attempts, change things up: different sentence structures or wordings.

Be creative and vary the style between iterations; the highest-scoring description is picked at the end.

Answer with a JSON object {"description": "<the new description>"}.`
  return p
}

export function buildRewritePrompt(prompt: string, tooLong: string): string {
  return (
    `${prompt}\n\n---\n\nA previous attempt produced this description, which at ${charCount(tooLong)} characters is over the ` +
    `${MAX_DESCRIPTION_CHARS}-character hard limit:\n\n"${tooLong}"\n\nRewrite it to be under ${MAX_DESCRIPTION_CHARS} characters while ` +
    'keeping the most important trigger words and intent coverage. Answer with a JSON object {"description": "<the new description>"}.'
  )
}

export function buildImproveRequest(model: string, prompt: string, maxTokens = IMPROVER_MAX_TOKENS): Anthropic.MessageCreateParamsNonStreaming {
  return {
    model,
    max_tokens: maxTokens,
    messages: [{ role: 'user', content: prompt }],
    output_config: { format: { type: 'json_schema', schema: IMPROVER_SCHEMA as unknown as Record<string, unknown> } }
  }
}

/**
 * The description in an improver reply: the JSON `{description}`; failing that, the text inside
 * `<new_description>` tags, else the whole text (upstream's parsing), trimmed and unquoted.
 */
export function parseImproveReply(message: Pick<Anthropic.Message, 'content' | 'stop_reason'>): string {
  if (message.stop_reason === 'refusal') throw new Error('the improver refused to answer (stop_reason: refusal)')
  const text = replyText(message)
  if (!text) throw new Error(`the improver reply has no text${message.stop_reason === 'max_tokens' ? ' (cut off by max_tokens)' : ''}`)
  try {
    const v = JSON.parse(text) as unknown
    if (v && typeof v === 'object' && typeof (v as { description?: unknown }).description === 'string') {
      return clean((v as { description: string }).description)
    }
  } catch {
    /* fall through to the tag / plain-text forms */
  }
  const m = /<new_description>([\s\S]*?)<\/new_description>/.exec(text)
  return clean(m ? m[1]! : text)
}

function clean(s: string): string {
  return s.trim().replace(/^"+|"+$/g, '').trim()
}

export interface ImproveLog {
  iteration: number
  prompt: string
  response: string
  parsed_description: string
  char_count: number
  over_limit: boolean
  rewrite_prompt?: string
  rewrite_response?: string
  rewrite_description?: string
  rewrite_char_count?: number
  final_description: string
}

function responseText(message: Anthropic.Message): string {
  return (Array.isArray(message.content) ? message.content : [])
    .filter((b): b is Anthropic.TextBlock => b?.type === 'text')
    .map((b) => b.text)
    .join('')
}

/** One improvement step (plus the rewrite when needed). Throws when the model call fails. */
export async function improveDescription(
  input: ImproveInput & { model: string; send: SendFn; iteration: number; maxTokens?: number; signal?: AbortSignal }
): Promise<{ description: string; log: ImproveLog }> {
  const spec: RunId = {
    runId: `optimize/${input.skillName}/improve-${input.iteration}`,
    skill: input.skillName,
    evalId: `improve-${input.iteration}`,
    evalDir: `improve-${input.iteration}`,
    configuration: 'with_skill',
    trial: 1,
    model: input.model
  }
  const prompt = buildImprovePrompt(input)
  const res = await input.send(buildImproveRequest(input.model, prompt, input.maxTokens), { spec, turn: 1, signal: input.signal })
  let description = parseImproveReply(res.message)
  const log: ImproveLog = {
    iteration: input.iteration,
    prompt,
    response: responseText(res.message),
    parsed_description: description,
    char_count: charCount(description),
    over_limit: charCount(description) > MAX_DESCRIPTION_CHARS,
    final_description: description
  }
  if (log.over_limit) {
    const rewritePrompt = buildRewritePrompt(prompt, description)
    const res2 = await input.send(buildImproveRequest(input.model, rewritePrompt, input.maxTokens), { spec, turn: 2, signal: input.signal })
    const shortened = parseImproveReply(res2.message)
    log.rewrite_prompt = rewritePrompt
    log.rewrite_response = responseText(res2.message)
    log.rewrite_description = shortened
    log.rewrite_char_count = charCount(shortened)
    description = shortened
  }
  log.final_description = description
  return { description, log }
}
