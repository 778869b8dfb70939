/**
 * A loopback fake of the Actions results service (artifacts v4: Twirp/JSON + Azure block-blob
 * PUTs), per docs/reference actions.md §2.5, that the REAL `DefaultArtifactClient` works against.
 *
 * - `POST /twirp/github.actions.results.api.v1.ArtifactService/{CreateArtifact,FinalizeArtifact,
 *   ListArtifacts,GetSignedArtifactURL,DeleteArtifact}` with snake_case protobuf JSON;
 *   duplicates → 409 `already_exists`, unknown methods → 404 `bad_route`, missing bearer → 401;
 * - signed URLs `/blob/<run>/<name>?sig=…`: `PUT ?comp=block&blockid=…` stores a block,
 *   `PUT ?comp=blocklist` assembles them in `<Latest>` order, `PUT` without `comp` stores the
 *   whole body (single-shot upload), `GET` returns the bytes;
 * - `rejectUnarchived`: CreateArtifact with a non-zip `mime_type` → 400 (an old backend);
 * - every request is recorded.
 *
 * `fake.env()` returns the environment the client needs (ACTIONS_RESULTS_URL,
 * ACTIONS_RUNTIME_TOKEN with an `Actions.Results:<run>:<job>` scope, NO_PROXY).
 */
import { createHash } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

const SERVICE = '/twirp/github.actions.results.api.v1.ArtifactService/'

export interface ArtifactRequest {
  method: string
  path: string
  query: Record<string, string>
  headers: http.IncomingHttpHeaders
  /** Parsed JSON for Twirp calls; raw bytes for blob calls. */
  body: unknown
  bytes: number
}

export interface FakeArtifact {
  id: number
  runId: string
  jobId: string
  name: string
  mimeType?: string
  expiresAt?: string
  finalized: boolean
  size?: number
  hash?: string
  /** The assembled blob. */
  content?: Buffer
  createdAt: string
}

export interface FakeArtifactService {
  url: string
  requests: ArtifactRequest[]
  artifacts: FakeArtifact[]
  env(run?: string, job?: string): Record<string, string>
  find(name: string): FakeArtifact | undefined
  close(): Promise<void>
}

const b64url = (o: unknown): string => Buffer.from(JSON.stringify(o)).toString('base64url')

/** An unsigned JWT with the scope the artifact client decodes. */
export function runtimeToken(run = 'run-1', job = 'job-1'): string {
  return `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url({ scp: `Actions.Results:${run}:${job}` })}.x`
}

export async function startFakeArtifactService(opts: { rejectUnarchived?: boolean } = {}): Promise<FakeArtifactService> {
  const requests: ArtifactRequest[] = []
  const artifacts: FakeArtifact[] = []
  const blocks = new Map<string, Map<string, Buffer>>()
  let nextId = 41
  let base = ''

  const json = (res: http.ServerResponse, status: number, body: unknown): void => {
    res.writeHead(status, { 'content-type': 'application/json' })
    res.end(JSON.stringify(body))
  }
  const twirpError = (res: http.ServerResponse, status: number, code: string, msg: string): void => json(res, status, { code, msg })
  const key = (run: string, name: string): string => `${run}/${name}`
  const artifactJson = (a: FakeArtifact): Record<string, unknown> => ({
    workflow_run_backend_id: a.runId,
    workflow_job_run_backend_id: a.jobId,
    database_id: String(a.id),
    name: a.name,
    size: String(a.size ?? 0),
    created_at: a.createdAt,
    ...(a.hash ? { digest: a.hash } : {}),
  })

  const twirp = (method: string, b: Record<string, unknown>, res: http.ServerResponse): void => {
    const run = String(b['workflow_run_backend_id'] ?? '')
    const job = String(b['workflow_job_run_backend_id'] ?? '')
    const name = String(b['name'] ?? '')
    const live = (a: FakeArtifact): boolean => a.runId === run && a.finalized
    switch (method) {
      case 'CreateArtifact': {
        if (!run || !job || !name) return twirpError(res, 400, 'invalid_argument', 'missing ids or name')
        if (artifacts.some((a) => a.runId === run && a.name === name)) {
          return twirpError(res, 409, 'already_exists', `an artifact with this name already exists on the workflow run: ${name}`)
        }
        const mime = typeof b['mime_type'] === 'string' ? b['mime_type'] : undefined
        if (opts.rejectUnarchived && mime && mime !== 'application/zip') {
          return twirpError(res, 400, 'invalid_argument', 'unarchived artifacts need backend version 7')
        }
        const a: FakeArtifact = {
          id: nextId++,
          runId: run,
          jobId: job,
          name,
          mimeType: mime,
          expiresAt: typeof b['expires_at'] === 'string' ? b['expires_at'] : undefined,
          finalized: false,
          createdAt: new Date().toISOString(),
        }
        artifacts.push(a)
        const sig = createHash('sha256').update(`${run}/${name}/${a.id}`).digest('hex').slice(0, 24)
        return json(res, 200, { ok: true, signed_upload_url: `${base}/blob/${encodeURIComponent(key(run, name))}?sig=${sig}&se=2099-01-01` })
      }
      case 'FinalizeArtifact': {
        const a = artifacts.find((x) => x.runId === run && x.name === name)
        if (!a) return twirpError(res, 404, 'not_found', `artifact ${name} not found`)
        a.finalized = true
        a.size = Number(b['size'] ?? 0)
        a.hash = typeof b['hash'] === 'string' ? b['hash'] : undefined
        return json(res, 200, { ok: true, artifact_id: String(a.id) })
      }
      case 'ListArtifacts': {
        let list = artifacts.filter(live)
        if (typeof b['name_filter'] === 'string') list = list.filter((a) => a.name === b['name_filter'])
        if (b['id_filter'] !== undefined) list = list.filter((a) => String(a.id) === String(b['id_filter']))
        return json(res, 200, { artifacts: list.map(artifactJson) })
      }
      case 'GetSignedArtifactURL': {
        const a = artifacts.find((x) => live(x) && x.name === name)
        if (!a) return twirpError(res, 404, 'not_found', `artifact ${name} not found`)
        return json(res, 200, { signed_url: `${base}/blob/${encodeURIComponent(key(run, name))}?sig=download` })
      }
      case 'DeleteArtifact': {
        const i = artifacts.findIndex((x) => live(x) && x.name === name)
        if (i < 0) return twirpError(res, 404, 'not_found', `artifact ${name} not found`)
        const [a] = artifacts.splice(i, 1)
        return json(res, 200, { ok: true, artifact_id: String(a!.id) })
      }
      default:
        return twirpError(res, 404, 'bad_route', `no handler for path "${SERVICE}${method}"`)
    }
  }

  const blob = (req: http.IncomingMessage, res: http.ServerResponse, k: string, q: Record<string, string>, data: Buffer): void => {
    const [run, ...rest] = k.split('/')
    const a = artifacts.find((x) => x.runId === run && x.name === rest.join('/'))
    if (!a) {
      res.writeHead(404)
      res.end()
      return
    }
    const ok = (): void => {
      res.writeHead(201, { etag: `"0x${Date.now().toString(16)}"`, 'x-ms-request-id': `fake-${requests.length}`, 'x-ms-version': '2024-11-04' })
      res.end()
    }
    if (req.method === 'GET') {
      const bytes = a.content ?? Buffer.alloc(0)
      res.writeHead(200, { 'content-type': a.mimeType ?? 'application/zip', 'content-length': String(bytes.length) })
      res.end(bytes)
      return
    }
    if (req.method !== 'PUT') {
      res.writeHead(405)
      res.end()
      return
    }
    if (q['comp'] === 'block') {
      const m = blocks.get(k) ?? new Map<string, Buffer>()
      m.set(q['blockid'] ?? '', data)
      blocks.set(k, m)
      return ok()
    }
    if (q['comp'] === 'blocklist') {
      const ids = [...data.toString('utf8').matchAll(/<(?:Latest|Uncommitted|Committed)>([^<]*)<\/(?:Latest|Uncommitted|Committed)>/g)].map((m) => m[1]!)
      const m = blocks.get(k) ?? new Map<string, Buffer>()
      const missing = ids.filter((id) => !m.has(id))
      if (missing.length > 0) {
        res.writeHead(400, { 'x-ms-error-code': 'InvalidBlockList' })
        res.end()
        return
      }
      a.content = Buffer.concat(ids.map((id) => m.get(id)!))
      blocks.delete(k)
      return ok()
    }
    a.content = data // single-shot Put Blob
    return ok()
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const u = new URL(req.url ?? '/', base)
      const data = Buffer.concat(chunks)
      const q = Object.fromEntries(u.searchParams)
      const rec: ArtifactRequest = { method: req.method ?? 'GET', path: u.pathname, query: q, headers: req.headers, body: data, bytes: data.length }
      requests.push(rec)
      try {
        if (u.pathname.startsWith(SERVICE) && req.method === 'POST') {
          if (!String(req.headers['authorization'] ?? '').startsWith('Bearer ')) return twirpError(res, 401, 'unauthenticated', 'missing bearer token')
          let b: Record<string, unknown> = {}
          try {
            b = data.length ? (JSON.parse(data.toString('utf8')) as Record<string, unknown>) : {}
          } catch {
            return twirpError(res, 400, 'malformed', 'body is not JSON')
          }
          rec.body = b
          return twirp(u.pathname.slice(SERVICE.length), b, res)
        }
        if (u.pathname.startsWith('/blob/')) return blob(req, res, decodeURIComponent(u.pathname.slice('/blob/'.length)), q, data)
        return twirpError(res, 404, 'bad_route', `no handler for ${req.method} ${u.pathname}`)
      } catch (e) {
        return twirpError(res, 400, 'internal', e instanceof Error ? e.message : String(e))
      }
    })
  })
  const sockets = new Set<Socket>()
  server.on('connection', (s) => {
    sockets.add(s)
    s.on('close', () => sockets.delete(s))
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    url: base,
    requests,
    artifacts,
    env: (run = 'run-1', job = 'job-1') => ({
      ACTIONS_RESULTS_URL: `${base}/`,
      ACTIONS_RUNTIME_TOKEN: runtimeToken(run, job),
      NO_PROXY: '127.0.0.1,localhost',
    }),
    find: (name) => artifacts.find((a) => a.name === name),
    close: async () => {
      for (const s of sockets) s.destroy()
      await new Promise<void>((r) => server.close(() => r()))
    },
  }
}
