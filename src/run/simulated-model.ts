/**
 * SIMULATED MODEL — not Claude, not an API call.
 *
 * The demo (`skill-evals demo`) needs to work with no API key. Rather than bypass the real
 * code path, this module provides a `fetch`-compatible function that answers
 * `POST /v1/messages` in the real wire format, so the REAL SDK and the real executor run
 * unchanged:
 *
 *     new Anthropic({ apiKey: 'simulated', fetch: simulatedFetch })
 *
 * The "model" is a small deterministic script driven by the request:
 * - with a skill listed in `<available_skills>` (discover mode) it first loads the best-matching
 *   skill with the `Skill` tool (or `Read`s its SKILL.md when there is no Skill tool);
 * - it then `Write`s one output file derived from the prompt (a file name mentioned in the prompt,
 *   else `output.md`): a markdown document quoting key words of the prompt and, when a skill is in
 *   context, following the skill body's headings; without a skill the document is thinner;
 * - finally it ends the turn with a short text summary that says it is simulated.
 *
 * Everything it produces is labelled: message ids start with `msg_sim_`, request ids with
 * `req_sim_`, the model id is echoed from the request, files carry a "simulated" footer, and the
 * summary says "(simulated model)". Usage numbers are characters / 4. Results are a pure function
 * of the request except the prompt-cache counters, which depend on what this `fetch` instance saw.
 */
import { createHash } from 'node:crypto'

type Json = any

const tokens = (s: string): number => Math.max(1, Math.ceil(s.length / 4))

function hashOf(s: string): string {
  return createHash('sha256').update(s).digest('hex')
}

function jsonResponse(status: number, body: unknown, requestId: string): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', 'request-id': requestId }
  })
}

function errorResponse(status: number, type: string, message: string, requestId: string): Response {
  return jsonResponse(status, { type: 'error', error: { type, message }, request_id: requestId }, requestId)
}

function systemText(system: unknown): string {
  if (typeof system === 'string') return system
  if (Array.isArray(system)) return system.map((b: Json) => (typeof b?.text === 'string' ? b.text : '')).join('\n\n')
  return ''
}

function blocksOf(content: unknown): Json[] {
  if (typeof content === 'string') return [{ type: 'text', text: content }]
  return Array.isArray(content) ? content : []
}

function textOfBlocks(content: unknown): string {
  return blocksOf(content)
    .map((b) => (b?.type === 'text' ? b.text : b?.type === 'tool_result' ? textOfBlocks(b.content) : ''))
    .join('\n')
}

const STOP_WORDS = new Set(
  'a an and are as at be by can do does for from has have how i in into is it its me my of on or our please should so that the their them then there these this to use using we what when which will with would you your write create make file files document'.split(
    ' '
  )
)

/** Distinct content words of a text, in order of first appearance. */
function keyWords(text: string, max: number): string[] {
  const out: string[] = []
  for (const w of text.toLowerCase().match(/[a-z][a-z0-9-]{2,}/g) ?? []) {
    if (STOP_WORDS.has(w) || out.includes(w)) continue
    out.push(w)
    if (out.length >= max) break
  }
  return out
}

function headingsOf(markdown: string): string[] {
  const out: string[] = []
  let inFence = false
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence
    if (inFence) continue
    const m = /^#{1,3}\s+(.+?)\s*#*\s*$/.exec(line)
    if (m && !out.includes(m[1])) out.push(m[1])
  }
  return out
}

interface ListedSkill {
  name: string
  description: string
}

function listedSkills(system: string): ListedSkill[] {
  const block = /<available_skills>([\s\S]*?)<\/available_skills>/.exec(system)?.[1]
  if (!block) return []
  const out: ListedSkill[] = []
  for (const m of block.matchAll(/<skill>\s*<name>([\s\S]*?)<\/name>\s*<description>([\s\S]*?)<\/description>\s*<\/skill>/g)) {
    out.push({ name: m[1].trim(), description: m[2].trim() })
  }
  return out
}

function preloadedSkill(system: string): { name: string; body: string } | null {
  const m = /<skill name="([^"]+)">\s*(?:<description>[\s\S]*?<\/description>)?([\s\S]*?)<\/skill>/.exec(system)
  return m ? { name: m[1], body: m[2].trim() } : null
}

function outputFileName(prompt: string): string {
  const m = /(?:^|[\s`'"(])((?:[\w.-]+\/)*[\w-]+\.(?:md|markdown|txt|json|ya?ml|csv|html|py|js|ts|sh|sql|toml|xml))\b/i.exec(prompt)
  const name = m?.[1]
  if (name && !name.startsWith('/') && !name.split('/').includes('..')) return name
  return 'output.md'
}

function titleOf(prompt: string): string {
  const first = prompt.trim().split(/(?<=[.!?])\s|\n/)[0] ?? 'Task'
  const t = first.replace(/[#*`]/g, '').trim()
  return t.length > 80 ? `${t.slice(0, 77)}…` : t || 'Task'
}

interface ToolUse {
  id: string
  name: string
  input: Json
}

/** Pick a deterministic variant from the request hash. */
function pick<T>(h: string, offset: number, options: T[]): T {
  return options[parseInt(h.slice(offset, offset + 4), 16) % options.length]
}

/** Decide the next assistant message from the conversation so far. */
function respond(body: Json, h: string): { content: Json[]; stop: string } {
  const system = systemText(body.system)
  const messages: Json[] = Array.isArray(body.messages) ? body.messages : []
  const toolNames = new Set<string>((Array.isArray(body.tools) ? body.tools : []).map((t: Json) => t?.name))
  const prompt = messages.length > 0 ? textOfBlocks(messages[0].content) : ''
  const uses: ToolUse[] = []
  const results = new Map<string, { text: string; isError: boolean }>()
  for (const m of messages) {
    for (const b of blocksOf(m.content)) {
      if (m.role === 'assistant' && b?.type === 'tool_use') uses.push({ id: b.id, name: b.name, input: b.input })
      if (m.role === 'user' && b?.type === 'tool_result') results.set(b.tool_use_id, { text: textOfBlocks(b.content), isError: b.is_error === true })
    }
  }
  let counter = uses.length
  const toolId = (): string => `toolu_sim_${h.slice(0, 12)}_${++counter}`

  // The skill in context: preloaded in the system prompt, or loaded by an earlier tool call.
  const preloaded = preloadedSkill(system)
  const listed = listedSkills(system)
  let skillBody = preloaded?.body ?? null
  let skillName = preloaded?.name ?? null
  for (const u of uses) {
    const r = results.get(u.id)
    if (!r || r.isError) continue
    if (u.name === 'Skill' || (u.name === 'Read' && /\.claude\/skills\/[^/]+\/SKILL\.md$/.test(String(u.input?.file_path ?? '')))) {
      skillBody = r.text.replace(/^\s*\d+\t/gm, '') // Read output has line-number prefixes
      skillName = u.name === 'Skill' ? String(u.input?.skill) : String(u.input?.file_path).split('/').slice(-2)[0]
    }
  }

  // 1. Discover mode: load the best-matching listed skill first.
  const triedSkill = uses.some((u) => u.name === 'Skill' || (u.name === 'Read' && String(u.input?.file_path ?? '').endsWith('SKILL.md')))
  if (!skillBody && listed.length > 0 && !triedSkill && (toolNames.has('Skill') || toolNames.has('Read'))) {
    const words = new Set(keyWords(prompt, 50))
    const scored = listed.map((s, i) => ({ s, i, score: keyWords(s.description, 100).filter((w) => words.has(w)).length }))
    scored.sort((a, b) => b.score - a.score || a.i - b.i)
    const chosen = scored[0].s
    const intro = pick(h, 0, [`The ${chosen.name} skill looks relevant; loading it first.`, `I'll start by loading the ${chosen.name} skill.`])
    const call = toolNames.has('Skill')
      ? { type: 'tool_use', id: toolId(), name: 'Skill', input: { skill: chosen.name } }
      : { type: 'tool_use', id: toolId(), name: 'Read', input: { file_path: `.claude/skills/${chosen.name}/SKILL.md` } }
    return { content: [{ type: 'text', text: intro, citations: null }, call], stop: 'tool_use' }
  }

  // 2. Write the output file once.
  const file = outputFileName(prompt)
  const write = uses.find((u) => u.name === 'Write')
  if (!write && toolNames.has('Write')) {
    const words = keyWords(prompt, 12)
    const lines: string[] = [`# ${titleOf(prompt)}`, '']
    if (skillBody) {
      const heads = headingsOf(skillBody).slice(0, 8)
      const sections = heads.length > 0 ? heads : ['Overview', 'Details', 'Next steps']
      lines.push(`Prepared following the \`${skillName}\` skill.`, '')
      sections.forEach((head, i) => {
        const slice = words.slice((i * 3) % Math.max(1, words.length), ((i * 3) % Math.max(1, words.length)) + 3)
        lines.push(`## ${head.replace(/^#+\s*/, '')}`, '')
        lines.push(slice.length > 0 ? `This section covers ${slice.map((w) => `**${w}**`).join(', ')} as asked in the request.` : 'This section addresses the request.', '')
      })
    } else {
      lines.push(words.length > 0 ? `Notes on ${words.slice(0, 6).join(', ')}.` : 'Notes on the request.', '')
    }
    lines.push('---', '_Generated by the skill-evals simulated model (deterministic, no API call was made)._', '')
    const intro = pick(h, 4, [`Writing ${file}.`, `Creating ${file} now.`])
    return {
      content: [
        { type: 'text', text: intro, citations: null },
        { type: 'tool_use', id: toolId(), name: 'Write', input: { file_path: file, content: lines.join('\n') } }
      ],
      stop: 'tool_use'
    }
  }

  // 3. Summarise.
  const wrote = write ? results.get(write.id) : undefined
  const summary = !write
    ? `(simulated model) No Write tool was available, so here is a short answer: ${keyWords(prompt, 8).join(', ') || 'done'}.`
    : wrote?.isError
      ? `(simulated model) Could not write ${String(write.input?.file_path)}: ${wrote.text.slice(0, 200)}`
      : `(simulated model) Wrote ${String(write.input?.file_path)}${skillName ? ` following the ${skillName} skill` : ''}.`
  return { content: [{ type: 'text', text: summary, citations: null }], stop: 'end_turn' }
}

/** The cacheable prefixes of a request, one per `cache_control` breakpoint (tools → system → messages). */
function cachePrefixes(body: Json): { hash: string; tokens: number }[] {
  const seq: unknown[] = []
  const marks: number[] = []
  const push = (x: Json): void => {
    seq.push(x)
    if (x && typeof x === 'object' && x.cache_control) marks.push(seq.length)
  }
  for (const t of body.tools ?? []) push(t)
  if (typeof body.system === 'string') seq.push(body.system)
  else for (const b of body.system ?? []) push(b)
  for (const m of body.messages ?? []) for (const b of blocksOf(m.content)) push({ role: m.role, ...b })
  const strip = (x: unknown): string => JSON.stringify(x, (k, v) => (k === 'cache_control' ? undefined : v))
  return marks.map((n) => {
    const text = seq.slice(0, n).map(strip).join('\n')
    return { hash: hashOf(`${body.model}\n${text}`), tokens: tokens(text) }
  })
}

export type FetchLike = (input: string | URL | Request, init?: RequestInit) => Promise<Response>

/** Create a simulated-model `fetch` with its own prompt-cache memory. */
export function createSimulatedFetch(): FetchLike {
  const cache = new Set<string>()
  let n = 0
  return async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url)
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase()
    let raw = ''
    if (typeof init?.body === 'string') raw = init.body
    else if (init?.body instanceof Uint8Array) raw = new TextDecoder().decode(init.body)
    else if (input instanceof Request) raw = await input.text()
    const requestId = `req_sim_${hashOf(raw).slice(0, 16)}_${++n}`
    if (method !== 'POST' || url.pathname.replace(/\/+$/, '') !== '/v1/messages') {
      return errorResponse(404, 'not_found_error', `simulated model: only POST /v1/messages is supported (got ${method} ${url.pathname})`, requestId)
    }
    let body: Json
    try {
      body = JSON.parse(raw)
    } catch {
      return errorResponse(400, 'invalid_request_error', 'simulated model: request body is not JSON', requestId)
    }
    for (const k of ['temperature', 'top_p', 'top_k']) {
      if (k in body) return errorResponse(400, 'invalid_request_error', `${k}: Extra inputs are not permitted`, requestId)
    }
    if (body.stream === true) return errorResponse(400, 'invalid_request_error', 'simulated model: streaming is not supported', requestId)
    if (!Array.isArray(body.messages) || body.messages.length === 0) return errorResponse(400, 'invalid_request_error', 'messages: Field required', requestId)

    const h = hashOf(JSON.stringify({ model: body.model, system: body.system, tools: body.tools, messages: body.messages }, (k, v) => (k === 'cache_control' ? undefined : v)))
    const { content, stop } = respond(body, h)

    const total = tokens(JSON.stringify({ system: body.system, tools: body.tools, messages: body.messages }))
    const prefixes = cachePrefixes(body)
    const hit = [...prefixes].reverse().find((p) => cache.has(p.hash))
    const cacheRead = hit?.tokens ?? 0
    const last = prefixes[prefixes.length - 1]
    const cacheWrite = last && last.tokens > cacheRead ? last.tokens - cacheRead : 0
    for (const p of prefixes) cache.add(p.hash)

    const message = {
      id: `msg_sim_${h.slice(0, 24)}`,
      type: 'message',
      role: 'assistant',
      model: body.model,
      content,
      stop_reason: stop,
      stop_sequence: null,
      stop_details: null,
      container: null,
      diagnostics: null,
      usage: {
        input_tokens: Math.max(1, total - cacheRead - cacheWrite),
        output_tokens: tokens(JSON.stringify(content)),
        cache_creation_input_tokens: cacheWrite,
        cache_read_input_tokens: cacheRead,
        cache_creation: { ephemeral_5m_input_tokens: cacheWrite, ephemeral_1h_input_tokens: 0 },
        inference_geo: null,
        output_tokens_details: null,
        server_tool_use: null,
        service_tier: 'standard',
        speed: null
      }
    }
    return jsonResponse(200, message, requestId)
  }
}

/** A shared simulated-model fetch for the demo. */
export const simulatedFetch: FetchLike = createSimulatedFetch()
