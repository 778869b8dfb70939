/**
 * A `fetch` for the Anthropic SDK over node:http / node:https with keep-alive agents.
 *
 * The SDK's default (the global fetch: undici with WHATWG streams) costs about 2 ms of CPU per
 * Messages API call; at three calls per run that alone was over the per-run budget. The Messages
 * API answers the runner's non-streaming requests with one small JSON body, so this reads the
 * body into one Buffer and hands the SDK a `BufferedResponse` (below) over it. Anything it does
 * not handle (a streamed request body, a non-HTTP URL) goes to the global fetch.
 */
import http from 'node:http'
import { nodeHttps } from '../lazy-builtins.js'

const httpAgent = new http.Agent({ keepAlive: true, scheduling: 'lifo' })
let httpsAgent: import('node:https').Agent | undefined
/** The module and keep-alive agent for a URL's protocol (node:https is loaded on the first https request). */
function transport(protocol: string): { mod: typeof http | typeof import('node:https'); agent: http.Agent } {
  if (protocol !== 'https:') return { mod: http, agent: httpAgent }
  const mod = nodeHttps()
  return { mod, agent: (httpsAgent ??= new mod.Agent({ keepAlive: true, scheduling: 'lifo' })) }
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

/**
 * A fetch `Response` over a body already read into one Buffer: what the SDK and the gateway use
 * of a Response (status, headers, url, `json()`, `text()`, `arrayBuffer()`, `blob()`, `bytes()`,
 * `clone()`, `body`, `bodyUsed`), without undici's Response. Building an undici Response and
 * reading it through its web stream cost about 40 µs of CPU per API call; this costs a few.
 * Same rules as fetch's: the body can be read once (a second read throws a TypeError, as does
 * `clone()` after it), text is decoded as UTF-8 without a leading BOM, and `body` is a stream of
 * the bytes, made only when asked for.
 */
class BufferedResponse {
  readonly type = 'basic'
  readonly redirected = false
  declare readonly [BUFFERED_RESPONSE]: true
  private used = false
  private stream: ReadableStream<Uint8Array> | undefined

  constructor(
    private readonly bytesRead: Buffer | null,
    readonly status: number,
    readonly statusText: string,
    readonly headers: Headers,
    readonly url: string
  ) {}

  get ok(): boolean {
    return this.status >= 200 && this.status <= 299
  }

  get bodyUsed(): boolean {
    return this.used
  }

  get body(): ReadableStream<Uint8Array> | null {
    if (this.bytesRead === null) return null
    if (this.stream === undefined) {
      const bytes = this.bytesRead
      // highWaterMark 0: the bytes are pulled (and the body used) only when someone reads the stream.
      this.stream = new ReadableStream<Uint8Array>(
        {
          pull: (controller) => {
            this.used = true
            controller.enqueue(new Uint8Array(bytes))
            controller.close()
          }
        },
        { highWaterMark: 0 }
      )
    }
    return this.stream
  }

  /** The body's bytes, once: a second read (or a read after the stream was taken) is a TypeError, as in fetch. */
  private take(): Buffer {
    if (this.bytesRead === null) return Buffer.alloc(0) // no body: nothing to use up
    if (this.used || this.stream?.locked) throw new TypeError('Body is unusable: Body has already been read')
    this.used = true
    return this.bytesRead
  }

  async text(): Promise<string> {
    const text = this.take().toString('utf8')
    return text.startsWith('\uFEFF') ? text.slice(1) : text
  }

  async json(): Promise<unknown> {
    return JSON.parse(await this.text())
  }

  async bytes(): Promise<Uint8Array> {
    return new Uint8Array(this.take())
  }

  async arrayBuffer(): Promise<ArrayBuffer> {
    return (await this.bytes()).buffer as ArrayBuffer
  }

  async blob(): Promise<Blob> {
    return new Blob([await this.bytes()], { type: this.headers.get('content-type') ?? '' })
  }

  clone(): BufferedResponse {
    if (this.used || this.stream?.locked) throw new TypeError('Response.clone: Body has already been consumed.')
    return new BufferedResponse(this.bytesRead, this.status, this.statusText, new Headers(this.headers), this.url)
  }
}
Object.defineProperty(BufferedResponse.prototype, BUFFERED_RESPONSE, { value: true })

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
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !plainBody || input instanceof Request) return fetch(input, init)
  const signal = init.signal ?? undefined
  return new Promise<Response>((resolve, reject) => {
    if (signal?.aborted) return reject(abortError(signal))
    const headers = headerRecord(init.headers)
    const payload = body === undefined || body === null ? undefined : typeof body === 'string' ? Buffer.from(body, 'utf8') : body
    if (payload) headers['content-length'] = String(payload.byteLength)
    const { mod, agent } = transport(url.protocol)
    const req = mod.request(url, { method: init.method ?? 'GET', headers, agent }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('error', reject)
      res.on('end', () => {
        signal?.removeEventListener('abort', onAbort)
        const h = new Headers()
        for (let i = 0; i < res.rawHeaders.length; i += 2) h.append(res.rawHeaders[i]!, res.rawHeaders[i + 1]!)
        const status = res.statusCode ?? 0
        const nullBody = status === 204 || status === 304 || init.method === 'HEAD'
        resolve(new BufferedResponse(nullBody ? null : Buffer.concat(chunks), status, res.statusMessage ?? '', h, href) as unknown as Response)
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
