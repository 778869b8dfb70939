/**
 * A `fetch` for the Anthropic SDK over node:http / node:https with keep-alive agents.
 *
 * The SDK's default (the global fetch: undici with WHATWG streams) costs about 2 ms of CPU per
 * Messages API call; at three calls per run that alone was over the per-run budget. The Messages
 * API answers the runner's non-streaming requests with one small JSON body, so this reads the
 * body into one Buffer and hands the SDK a plain `Response`. Anything it does not handle (a
 * streamed request body, a non-HTTP URL) goes to the global fetch.
 */
import http from 'node:http'
import https from 'node:https'

const agents = {
  'http:': new http.Agent({ keepAlive: true, scheduling: 'lifo' }),
  'https:': new https.Agent({ keepAlive: true, scheduling: 'lifo' })
}

/**
 * Marks a response of `nodeFetch`, whose body is already complete in memory. A registered symbol,
 * so the gateway (src/run/gateway.ts, `BUFFERED_RESPONSE` there) checks it without importing this
 * module (a second path to it through the gateway broke Jest's ESM loader on concurrent imports).
 */
export const BUFFERED_RESPONSE = Symbol.for('skill-evals.node-fetch.buffered-response')

/**
 * Whether `res` came from `nodeFetch` with its whole body already read: reading it cannot stall,
 * so a wrapper that watches the body for idle gaps (the gateway's idle timeout) can pass it on as is.
 */
export function isBufferedResponse(res: Response): boolean {
  return (res as unknown as Record<symbol, unknown>)[BUFFERED_RESPONSE] === true
}

function headerRecord(h: RequestInit['headers']): Record<string, string> {
  const out: Record<string, string> = {}
  if (!h) return out
  // Any Headers-like object (the SDK's may come from another realm, so no instanceof), pairs, or a record.
  if (typeof (h as Headers).forEach === 'function' && typeof (h as Headers).get === 'function') (h as Headers).forEach((v, k) => (out[k.toLowerCase()] = v))
  else if (Array.isArray(h) || typeof (h as Iterable<unknown>)[Symbol.iterator] === 'function') for (const [k, v] of h as Iterable<[string, string]>) out[k.toLowerCase()] = v
  else for (const [k, v] of Object.entries(h)) if (v !== undefined) out[k.toLowerCase()] = String(v)
  return out
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason instanceof Error && signal.reason.name === 'AbortError' ? signal.reason : new DOMException('This operation was aborted', 'AbortError')
}

export const nodeFetch = (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
  const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
  const url = new URL(href)
  const body = init.body
  const plainBody = body === undefined || body === null || typeof body === 'string' || body instanceof Uint8Array
  if (!(url.protocol in agents) || !plainBody || input instanceof Request) return fetch(input, init)
  const signal = init.signal ?? undefined
  return new Promise<Response>((resolve, reject) => {
    if (signal?.aborted) return reject(abortError(signal))
    const headers = headerRecord(init.headers)
    const payload = body === undefined || body === null ? undefined : typeof body === 'string' ? Buffer.from(body, 'utf8') : body
    if (payload) headers['content-length'] = String(payload.byteLength)
    const mod = url.protocol === 'https:' ? https : http
    const req = mod.request(url, { method: init.method ?? 'GET', headers, agent: agents[url.protocol as keyof typeof agents] }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('error', reject)
      res.on('end', () => {
        signal?.removeEventListener('abort', onAbort)
        const h = new Headers()
        for (let i = 0; i < res.rawHeaders.length; i += 2) h.append(res.rawHeaders[i]!, res.rawHeaders[i + 1]!)
        const status = res.statusCode ?? 0
        const nullBody = status === 204 || status === 304 || init.method === 'HEAD'
        const response = new Response(nullBody ? null : Buffer.concat(chunks), { status, statusText: res.statusMessage ?? '', headers: h })
        Object.defineProperty(response, BUFFERED_RESPONSE, { value: true })
        resolve(response)
      })
    })
    const onAbort = () => req.destroy(abortError(signal!) as Error)
    signal?.addEventListener('abort', onAbort, { once: true })
    req.on('error', (err) => {
      signal?.removeEventListener('abort', onAbort)
      reject(signal?.aborted ? abortError(signal) : err)
    })
    req.end(payload)
  })
}
