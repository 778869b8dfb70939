/**
 * SIMULATED MODEL for `triggers --simulate` and `optimize-description --simulate`: not Claude.
 *
 * Wraps the shared simulated model (`src/demo/simulated-model.ts`) and answers
 * two kinds of request itself:
 * - the first turn of a discover-mode session (`<available_skills>` in the system prompt, one
 *   user message): it loads the listed skill whose description shares the most content words with
 *   the query, but only when at least `minOverlap` (default 2) are shared; otherwise it answers
 *   directly with a short labelled text, so near-miss queries can come out as non-triggers;
 * - an improver request (`output_config.format` json_schema with a `description` property): it
 *   returns the current description plus a "Use when…" clause built from the content words of
 *   the queries that failed to trigger, capped at 1024 characters.
 * Everything else goes to the shared simulated model. Message ids start with `msg_sim_`.
 */
import { createHash } from 'node:crypto'
import { createSimulatedFetch, type FetchLike } from './simulated-model.js'

type Json = any

const STOP = new Set(
  'a an and are as at be by can could do does for from has have how i in into is it its me my of on or our please should so that the their them then there these this to use using we what when which will with would you your want need help just some get any all also about like make write create file files document user asks ask skill'.split(
    ' '
  )
)

function words(text: string): string[] {
  const out: string[] = []
  for (const w of text.toLowerCase().match(/[a-z][a-z0-9-]{2,}/g) ?? []) {
    if (!STOP.has(w) && !out.includes(w)) out.push(w)
  }
  return out
}

function systemText(system: unknown): string {
  if (typeof system === 'string') return system
  if (Array.isArray(system)) return system.map((b: Json) => (typeof b?.text === 'string' ? b.text : '')).join('\n\n')
  return ''
}

function userText(content: unknown): string {
  if (typeof content === 'string') return content
  return Array.isArray(content) ? content.map((b: Json) => (b?.type === 'text' ? String(b.text) : '')).join('\n') : ''
}

function listed(system: string): { name: string; description: string }[] {
  const block = /<available_skills>([\s\S]*?)<\/available_skills>/.exec(system)?.[1]
  if (!block) return []
  return [...block.matchAll(/<name>([\s\S]*?)<\/name>\s*<description>([\s\S]*?)<\/description>/g)].map((m) => ({
    name: m[1]!.trim(),
    description: m[2]!.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&').trim()
  }))
}

function message(body: Json, content: Json[], stop: string): Response {
  const h = createHash('sha256').update(JSON.stringify({ m: body.messages, s: body.system })).digest('hex')
  const text = JSON.stringify(content)
  return new Response(
    JSON.stringify({
      id: `msg_sim_${h.slice(0, 24)}`,
      type: 'message',
      role: 'assistant',
      model: body.model,
      content,
      stop_reason: stop,
      stop_sequence: null,
      usage: { input_tokens: Math.ceil(JSON.stringify(body).length / 4), output_tokens: Math.ceil(text.length / 4), cache_creation_input_tokens: 0, cache_read_input_tokens: 0 }
    }),
    { status: 200, headers: { 'content-type': 'application/json', 'request-id': `req_sim_${h.slice(0, 16)}` } }
  )
}

/**
 * The simulated improver's rewrite (deterministic): words of queries that failed to trigger are
 * appended in an "Also use it when…" clause; words of false-trigger queries are dropped from the
 * description (narrowing it). Capped at 1024 characters.
 */
export function simulatedImprovement(prompt: string): string {
  const current = /<current_description>\s*"([\s\S]*?)"\s*<\/current_description>/.exec(prompt)?.[1] ?? ''
  const block = (title: string): string => new RegExp(`${title}[^\\n]*\\n([\\s\\S]*?)(?:\\n\\n|<\\/scores_summary>)`).exec(prompt)?.[1]?.replace(/\(triggered \d+\/\d+ times\)/g, '') ?? ''
  const missed = words(block('FAILED TO TRIGGER'))
  const wrong = new Set(words(block('FALSE TRIGGERS')).filter((w) => !missed.includes(w)))
  let base = current.replace(/\s*Also use it when the request mentions[^.]*\.\s*$/, '')
  if (wrong.size > 0) base = base.replace(/[A-Za-z][A-Za-z0-9-]*/g, (w) => (wrong.has(w.toLowerCase()) ? '' : w)).replace(/ {2,}/g, ' ').replace(/ ([.,])/g, '$1').trim()
  const have = new Set(words(base))
  const extra = missed.filter((w) => !have.has(w)).slice(0, 12)
  let out = extra.length > 0 ? `${base} Also use it when the request mentions ${extra.join(', ')}.` : base
  if ([...out].length > 1024) out = [...out].slice(0, 1000).join('') + '…'
  return out
}

export function createSimulatedTriggerFetch(opts: { minOverlap?: number } = {}): FetchLike {
  const fallback = createSimulatedFetch()
  const minOverlap = opts.minOverlap ?? 2
  return async (input, init) => {
    const raw = typeof init?.body === 'string' ? init.body : undefined
    let body: Json
    try {
      body = raw ? JSON.parse(raw) : undefined
    } catch {
      body = undefined
    }
    const messages: Json[] = Array.isArray(body?.messages) ? body.messages : []
    const format = body?.output_config?.format
    if (format?.type === 'json_schema' && format.schema?.properties?.description) {
      const description = simulatedImprovement(userText(messages[messages.length - 1]?.content))
      return message(body, [{ type: 'text', text: JSON.stringify({ description }), citations: null }], 'end_turn')
    }
    const system = systemText(body?.system)
    if (body && messages.length === 1 && system.includes('<available_skills>')) {
      const q = new Set(words(userText(messages[0].content)))
      const scored = listed(system)
        .map((s, i) => ({ s, i, n: words(`${s.name} ${s.description}`).filter((w) => q.has(w)).length }))
        .sort((a, b) => b.n - a.n || a.i - b.i)
      const best = scored[0]
      if (best && best.n >= minOverlap) {
        return message(
          body,
          [
            { type: 'text', text: `(simulated model) The ${best.s.name} skill looks relevant; loading it.`, citations: null },
            { type: 'tool_use', id: `toolu_sim_${best.i}_${best.n}`, name: 'Skill', input: { skill: best.s.name } }
          ],
          'tool_use'
        )
      }
      return message(body, [{ type: 'text', text: '(simulated model) No listed skill matches; answering directly.', citations: null }], 'end_turn')
    }
    return fallback(input, init)
  }
}
