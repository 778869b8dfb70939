/**
 * SIMULATED Message Batches for `--simulate --runner batch` (no API key, no network): a `fetch`
 * wrapper that answers the batch endpoints in the real wire format by sending every request of a
 * batch to the wrapped simulated `/v1/messages` fetch. A batch ends at its first retrieve; its
 * results file lists the requests in reverse order (results come in any order in the real API).
 * Everything else goes to the wrapped fetch unchanged.
 */
import type { FetchLike } from './simulated-model.js'

interface SimBatch {
  id: string
  created: string
  results: { custom_id: string; result: unknown }[]
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', 'request-id': 'req_sim_batch' } })
}

export function createSimulatedBatchFetch(inner: FetchLike): FetchLike {
  const batches = new Map<string, SimBatch>()
  let n = 0
  const view = (b: SimBatch, origin: string) => ({
    id: b.id,
    type: 'message_batch',
    processing_status: 'ended',
    request_counts: {
      processing: 0,
      succeeded: b.results.filter((r) => (r.result as { type: string }).type === 'succeeded').length,
      errored: b.results.filter((r) => (r.result as { type: string }).type === 'errored').length,
      canceled: 0,
      expired: 0,
    },
    created_at: b.created,
    expires_at: new Date(Date.parse(b.created) + 86_400_000).toISOString(),
    ended_at: b.created,
    cancel_initiated_at: null,
    archived_at: null,
    results_url: `${origin}/v1/messages/batches/${b.id}/results`,
  })
  return async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url)
    const path = url.pathname.replace(/\/+$/, '')
    if (!path.startsWith('/v1/messages/batches')) return inner(input, init)
    const method = (init?.method ?? 'GET').toUpperCase()
    if (path === '/v1/messages/batches' && method === 'POST') {
      const raw = typeof init?.body === 'string' ? init.body : init?.body instanceof Uint8Array ? new TextDecoder().decode(init.body) : ''
      const body = JSON.parse(raw) as { requests: { custom_id: string; params: unknown }[] }
      const b: SimBatch = { id: `msgbatch_sim_${String(++n).padStart(6, '0')}`, created: new Date().toISOString(), results: [] }
      for (const r of body.requests) {
        const res = await inner(`${url.origin}/v1/messages`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(r.params) })
        const data = (await res.json()) as Record<string, unknown>
        if (res.ok) {
          const usage = data['usage'] as Record<string, unknown> | undefined
          if (usage) usage['service_tier'] = 'batch'
          b.results.push({ custom_id: r.custom_id, result: { type: 'succeeded', message: data } })
        } else b.results.push({ custom_id: r.custom_id, result: { type: 'errored', error: data } })
      }
      batches.set(b.id, b)
      return json(200, { ...view(b, url.origin), processing_status: 'in_progress', results_url: null, ended_at: null })
    }
    const m = /^\/v1\/messages\/batches\/([^/]+)(\/results)?$/.exec(path)
    const b = m ? batches.get(m[1]!) : undefined
    if (!m || !b) return json(404, { type: 'error', error: { type: 'not_found_error', message: `simulated batch not found: ${path}` } })
    if (m[2]) {
      const text = [...b.results].reverse().map((r) => JSON.stringify(r)).join('\n') + '\n'
      return new Response(text, { status: 200, headers: { 'content-type': 'application/binary' } })
    }
    return json(200, view(b, url.origin))
  }
}
