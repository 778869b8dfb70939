/**
 * `--simulate` for the regression gate: the shared simulated model (src/demo/simulated-model.ts)
 * for the skill runs and assertion-judge calls, plus a simulated GOLDEN judge for requests whose
 * structured-output schema asks for `coverage` (see golden-judge.ts). Deterministic, no API call:
 *   coverage = % of the content words of <expected_output_summary> found in the output,
 *   format   = % of the content words of <expected_format> found in the output,
 *   clarity  = 90 for a non-empty output, 0 for an empty one.
 * A word is "found" when the output contains it or a word sharing its first 5 letters. The
 * evidence says it is simulated.
 */
import { createSimulatedFetch, type FetchLike } from './simulated-model.js'

const STOP = new Set(
  'the and for with that this from must should have has are was were not but any all its into when then than what which who whom will would shall can could may might does did done been being also only each per via a an of to in on or by as at be is it no yes output contain contains containing include includes including'.split(' ')
)

function words(text: string): string[] {
  const out = new Set<string>()
  for (const w of text.toLowerCase().match(/[a-z][a-z0-9-]{2,}/g) ?? []) if (!STOP.has(w)) out.add(w)
  return [...out]
}

function share(expected: string, material: string): { pct: number; found: string[]; missing: string[] } {
  const ws = words(expected)
  const m = material.toLowerCase()
  const found = ws.filter((w) => m.includes(w) || (w.length > 5 && m.includes(w.slice(0, 5))))
  const missing = ws.filter((w) => !found.includes(w))
  return { pct: ws.length === 0 ? 100 : Math.round((100 * found.length) / ws.length), found, missing }
}

const tag = (text: string, name: string): string => new RegExp(`<${name}>\\n?([\\s\\S]*?)\\n?</${name}>`).exec(text)?.[1] ?? ''

/** The golden judge's simulated reply text for a request body. */
export function simulatedGoldenReply(body: any): string {
  const messages: any[] = Array.isArray(body?.messages) ? body.messages : []
  const last = messages.length ? messages[messages.length - 1].content : ''
  const text = typeof last === 'string' ? last : Array.isArray(last) ? last.map((b: any) => (typeof b?.text === 'string' ? b.text : '')).join('') : ''
  const inner = tag(text, 'untrusted_material')
  const material = inner.replace(/\(empty: the skill gave no final response\)/, '').replace(/<\/?(agent_response|workspace_file)[^>]*>/g, '').trim()
  const cov = share(tag(text, 'expected_output_summary'), material)
  const fmt = share(tag(text, 'expected_format'), material)
  const clarity = material ? 90 : 0
  const evidence =
    `(simulated golden judge, no model call) coverage ${cov.pct}%: found ${cov.found.slice(0, 8).join(', ') || 'nothing'}` +
    (cov.missing.length ? `; missing ${cov.missing.slice(0, 8).join(', ')}` : '') +
    `. format ${fmt.pct}%. clarity ${clarity}.`
  return JSON.stringify({ evidence, coverage: cov.pct, format: fmt.pct, clarity })
}

function isGoldenJudge(body: any): boolean {
  const f = body?.output_config?.format
  return f?.type === 'json_schema' && f?.schema?.properties?.coverage !== undefined
}

/** A fetch for `createSimulatedModelClient(fetch)` (src/ports/model-client.ts): golden judge calls answered here, the rest by the simulated model. */
export function createRegressionSimulatedFetch(): FetchLike {
  const inner = createSimulatedFetch()
  let n = 0
  return async (input, init) => {
    const raw = typeof init?.body === 'string' ? init.body : undefined
    let body: any
    try {
      body = raw ? JSON.parse(raw) : undefined
    } catch {
      body = undefined
    }
    if (!isGoldenJudge(body)) return inner(input, init)
    const text = simulatedGoldenReply(body)
    const message = {
      id: `msg_sim_golden_${++n}`,
      type: 'message',
      role: 'assistant',
      model: body.model,
      content: [{ type: 'text', text, citations: null }],
      stop_reason: 'end_turn',
      stop_sequence: null,
      usage: { input_tokens: Math.ceil(raw!.length / 4), output_tokens: Math.ceil(text.length / 4), cache_creation_input_tokens: 0, cache_read_input_tokens: 0 }
    }
    return new Response(JSON.stringify(message), { status: 200, headers: { 'content-type': 'application/json', 'request-id': `req_sim_golden_${n}` } })
  }
}
