/**
 * A loopback fake of the GitHub REST API, speaking the real wire protocol so a real Octokit
 * (`createGitHubClient(token, { baseUrl: fake.url })`) can talk to it.
 *
 * What it emulates:
 * - `GET /repos/{o}/{r}/pulls/{n}` and `GET …/pulls/{n}/files?per_page&page` (default 30 per
 *   page, max 100, `Link` headers with `next`/`last`, and the 3,000-file cap);
 * - issue comments: `GET /repos/{o}/{r}/issues/{n}/comments` (paged, `Link`), `POST` (create),
 *   `PATCH /repos/{o}/{r}/issues/comments/{id}` (update); bodies over `maxCommentChars` → 422
 *   "Body is too long (maximum is 65536 characters)"; `readOnly` → 403 "Resource not
 *   accessible by integration" on every write;
 * - git data: `GET git/ref/heads/{b}`, `PATCH git/refs/heads/{b}` (fast-forward only unless
 *   `force`: else 422 "Update is not a fast forward"), `GET/POST git/commits`, `POST git/blobs`,
 *   `POST git/trees` (with `base_tree`);
 * - `faults`: queued answers (status, headers, body) for requests matching a method / path,
 *   e.g. a 403 rate limit with `x-ratelimit-remaining: 0` and `retry-after`;
 * - auth: requests without `authorization` → 401;
 * - every request is recorded (method, path, query, headers, body).
 */
import { createHash } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

export interface RecordedRequest {
  method: string
  path: string
  query: Record<string, string>
  headers: http.IncomingHttpHeaders
  body: unknown
}

export interface FakeFault {
  method?: string
  /** Substring or pattern of the path (without query). */
  path?: string | RegExp
  status: number
  headers?: Record<string, string>
  body?: unknown
  /** How many matching requests get this answer (default 1). */
  times?: number
}

export interface FakeUser {
  login: string
  type: 'User' | 'Bot'
}

export interface FakeComment {
  id: number
  body: string
  user: FakeUser
}

export interface FakeDiffEntry {
  filename: string
  status: string
  previous_filename?: string
}

export interface FakePull {
  number: number
  files: FakeDiffEntry[]
  /** Defaults to files.length. */
  changed_files?: number
}

interface GitCommit {
  sha: string
  tree: string
  parents: string[]
  message: string
}

/** A repository issue (not a pull request) held by the fake. */
export interface FakeIssue {
  number: number
  title: string
  body: string
  state: 'open' | 'closed'
  state_reason?: string | null
  labels: string[]
  user: FakeUser
}

export interface FakeGitHubOptions {
  owner?: string
  repo?: string
  pulls?: FakePull[]
  /** Issue number → comments already there. */
  comments?: Record<number, { body: string; user?: FakeUser }[]>
  /** Branch name → nothing (a root commit is made for each). */
  branches?: string[]
  /** The user the token belongs to (author of created comments). */
  user?: FakeUser
  maxCommentChars?: number
  fileCap?: number
  readOnly?: boolean
  faults?: FakeFault[]
  /** Issues already in the repository (`GET/POST /issues`, `GET/PATCH /issues/{n}`). */
  issues?: { title: string; body?: string; state?: 'open' | 'closed'; labels?: string[]; user?: FakeUser }[]
  /** Called before each request is handled (after recording); may mutate state. */
  onRequest?: (r: RecordedRequest, fake: FakeGitHub) => void | Promise<void>
}

export interface FakeGitHub {
  url: string
  requests: RecordedRequest[]
  comments: Map<number, FakeComment[]>
  refs: Map<string, string>
  commits: Map<string, GitCommit>
  blobs: Map<string, string>
  /** tree sha → path → blob sha (flattened). */
  trees: Map<string, Map<string, string>>
  faults: FakeFault[]
  /** Issues by number. */
  issues: Map<number, FakeIssue>
  /** Adds a commit on top of `branch` (a concurrent push); returns its SHA. */
  advanceBranch(branch: string, files?: Record<string, string>): string
  /** path → content at the tip of `branch`. */
  filesAt(branch: string): Record<string, string>
  close(): Promise<void>
}

const safeDecode = (s: string): string => {
  try {
    return decodeURIComponent(s)
  } catch {
    return s
  }
}
const sha1 = (s: string): string => createHash('sha1').update(s).digest('hex')

export async function startFakeGitHub(opts: FakeGitHubOptions = {}): Promise<FakeGitHub> {
  const owner = opts.owner ?? 'octo'
  const repo = opts.repo ?? 'skills'
  const user: FakeUser = opts.user ?? { login: 'github-actions[bot]', type: 'Bot' }
  const maxChars = opts.maxCommentChars ?? 65536
  const fileCap = opts.fileCap ?? 3000
  const pulls = new Map((opts.pulls ?? []).map((p) => [p.number, p]))
  let nextId = 1000
  let counter = 0

  const comments = new Map<number, FakeComment[]>()
  for (const [n, list] of Object.entries(opts.comments ?? {})) {
    comments.set(
      Number(n),
      list.map((c) => ({ id: nextId++, body: c.body, user: c.user ?? { login: 'someone', type: 'User' } })),
    )
  }
  const refs = new Map<string, string>()
  const commits = new Map<string, GitCommit>()
  const blobs = new Map<string, string>()
  const trees = new Map<string, Map<string, string>>()
  const emptyTree = sha1(`tree:${counter++}`)
  trees.set(emptyTree, new Map())

  const makeCommit = (tree: string, parents: string[], message: string): GitCommit => {
    const c = { sha: sha1(`commit:${tree}:${parents.join(',')}:${message}:${counter++}`), tree, parents, message }
    commits.set(c.sha, c)
    return c
  }
  for (const b of opts.branches ?? ['main']) refs.set(`heads/${b}`, makeCommit(emptyTree, [], `root of ${b}`).sha)

  const requests: RecordedRequest[] = []
  const faults = [...(opts.faults ?? [])]
  const issues = new Map<number, FakeIssue>()
  let nextIssue = Math.max(0, ...pulls.keys(), ...comments.keys()) + 1
  for (const i of opts.issues ?? []) {
    const n = nextIssue++
    issues.set(n, { number: n, title: i.title, body: i.body ?? '', state: i.state ?? 'open', labels: i.labels ?? [], user: i.user ?? { login: 'someone', type: 'User' } })
  }
  let base = ''

  const fake: FakeGitHub = {
    url: '',
    requests,
    comments,
    refs,
    commits,
    blobs,
    trees,
    faults,
    issues,
    advanceBranch(branch, files = { [`concurrent-${counter}.txt`]: `x${counter}` }) {
      const tip = refs.get(`heads/${branch}`)
      if (!tip) throw new Error(`no branch ${branch}`)
      const t = new Map(trees.get(commits.get(tip)!.tree))
      for (const [p, content] of Object.entries(files)) {
        const b = sha1(`blob:${content}`)
        blobs.set(b, content)
        t.set(p, b)
      }
      const treeSha = sha1(`tree:${[...t].join(';')}:${counter++}`)
      trees.set(treeSha, t)
      const c = makeCommit(treeSha, [tip], 'concurrent push')
      refs.set(`heads/${branch}`, c.sha)
      return c.sha
    },
    filesAt(branch) {
      const tip = refs.get(`heads/${branch}`)
      const t = tip ? trees.get(commits.get(tip)!.tree) : undefined
      return Object.fromEntries([...(t ?? [])].map(([p, b]) => [p, blobs.get(b) ?? '']))
    },
    close: async () => {
      for (const s of sockets) s.destroy()
      await new Promise<void>((r) => server.close(() => r()))
    },
  }

  const send = (res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void => {
    const text = body === undefined ? '' : JSON.stringify(body)
    res.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'x-github-request-id': `FAKE:${requests.length}`,
      'x-ratelimit-limit': '5000',
      'x-ratelimit-remaining': '4999',
      ...headers,
    })
    res.end(text)
  }
  const error = (res: http.ServerResponse, status: number, message: string, extra: Record<string, unknown> = {}): void =>
    send(res, status, { message, documentation_url: 'https://docs.github.com/rest', status: String(status), ...extra })

  /** Serves one page of `items` with GitHub's Link header. */
  const page = (res: http.ServerResponse, r: RecordedRequest, items: unknown[], defaultPer = 30): void => {
    const per = Math.min(100, Math.max(1, Number(r.query['per_page'] ?? defaultPer) || defaultPer))
    const pageNo = Math.max(1, Number(r.query['page'] ?? 1) || 1)
    const last = Math.max(1, Math.ceil(items.length / per))
    const link = (n: number, rel: string): string => {
      const q = new URLSearchParams({ ...r.query, per_page: String(per), page: String(n) })
      return `<${base}${r.path}?${q}>; rel="${rel}"`
    }
    const links: string[] = []
    if (pageNo > 1) links.push(link(pageNo - 1, 'prev'), link(1, 'first'))
    if (pageNo < last) links.push(link(pageNo + 1, 'next'), link(last, 'last'))
    send(res, 200, items.slice((pageNo - 1) * per, pageNo * per), links.length ? { link: links.join(', ') } : {})
  }

  const commentJson = (issue: number, c: FakeComment): Record<string, unknown> => ({
    id: c.id,
    node_id: `IC_${c.id}`,
    url: `${base}/repos/${owner}/${repo}/issues/comments/${c.id}`,
    html_url: `https://github.com/${owner}/${repo}/pull/${issue}#issuecomment-${c.id}`,
    issue_url: `${base}/repos/${owner}/${repo}/issues/${issue}`,
    body: c.body,
    user: { login: c.user.login, id: 1, type: c.user.type },
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    author_association: c.user.type === 'Bot' ? 'NONE' : 'MEMBER',
  })

  const issueJson = (i: FakeIssue): Record<string, unknown> => ({
    id: 500000 + i.number,
    node_id: `I_${i.number}`,
    number: i.number,
    url: `${base}/repos/${owner}/${repo}/issues/${i.number}`,
    html_url: `https://github.com/${owner}/${repo}/issues/${i.number}`,
    title: i.title,
    body: i.body,
    state: i.state,
    state_reason: i.state_reason ?? null,
    labels: i.labels.map((name, k) => ({ id: k + 1, name })),
    user: { login: i.user.login, id: 1, type: i.user.type },
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
  })

  const findComment = (id: number): { issue: number; c: FakeComment } | undefined => {
    for (const [issue, list] of comments) {
      const c = list.find((x) => x.id === id)
      if (c) return { issue, c }
    }
    return undefined
  }

  const commitJson = (c: GitCommit): Record<string, unknown> => ({
    sha: c.sha,
    url: `${base}/repos/${owner}/${repo}/git/commits/${c.sha}`,
    html_url: `https://github.com/${owner}/${repo}/commit/${c.sha}`,
    message: c.message,
    tree: { sha: c.tree, url: `${base}/repos/${owner}/${repo}/git/trees/${c.tree}` },
    parents: c.parents.map((p) => ({ sha: p, url: `${base}/repos/${owner}/${repo}/git/commits/${p}` })),
    author: { name: 'fake', email: 'fake@example.com', date: '2026-01-01T00:00:00Z' },
    committer: { name: 'fake', email: 'fake@example.com', date: '2026-01-01T00:00:00Z' },
  })

  const isAncestor = (anc: string, of: string): boolean => {
    const seen = new Set<string>()
    const stack = [of]
    while (stack.length) {
      const s = stack.pop()!
      if (s === anc) return true
      if (seen.has(s)) continue
      seen.add(s)
      stack.push(...(commits.get(s)?.parents ?? []))
    }
    return false
  }

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse, r: RecordedRequest): Promise<void> => {
    const fi = faults.findIndex(
      (f) =>
        (f.method === undefined || f.method.toUpperCase() === r.method) &&
        (f.path === undefined || (typeof f.path === 'string' ? r.path.includes(f.path) : f.path.test(r.path))),
    )
    if (fi >= 0) {
      const f = faults[fi]!
      f.times = (f.times ?? 1) - 1
      if (f.times <= 0) faults.splice(fi, 1)
      send(res, f.status, f.body ?? { message: `fault ${f.status}` }, f.headers)
      return
    }
    if (!req.headers['authorization']) return error(res, 401, 'Requires authentication')

    const prefix = `/repos/${owner}/${repo}`
    if (!r.path.startsWith(`${prefix}/`)) return error(res, 404, 'Not Found')
    const p = r.path.slice(prefix.length)
    const body = (r.body ?? {}) as Record<string, unknown>
    const write = r.method !== 'GET'
    if (write && opts.readOnly) return error(res, 403, 'Resource not accessible by integration')
    let m: RegExpExecArray | null

    if ((m = /^\/pulls\/(\d+)$/.exec(p)) && r.method === 'GET') {
      const pr = pulls.get(Number(m[1]))
      if (!pr) return error(res, 404, 'Not Found')
      return send(res, 200, { number: pr.number, changed_files: pr.changed_files ?? pr.files.length, state: 'open' })
    }
    if ((m = /^\/pulls\/(\d+)\/files$/.exec(p)) && r.method === 'GET') {
      const pr = pulls.get(Number(m[1]))
      if (!pr) return error(res, 404, 'Not Found')
      const files = pr.files.slice(0, fileCap).map((f, i) => ({
        sha: sha1(f.filename),
        filename: f.filename,
        status: f.status,
        additions: 1,
        deletions: 0,
        changes: 1,
        blob_url: `https://github.com/${owner}/${repo}/blob/x/${f.filename}`,
        raw_url: `https://github.com/${owner}/${repo}/raw/x/${f.filename}`,
        contents_url: `${base}${prefix}/contents/${f.filename}`,
        ...(f.previous_filename ? { previous_filename: f.previous_filename } : {}),
        ...(i % 2 === 0 ? { patch: '@@ -1 +1 @@' } : {}),
      }))
      return page(res, r, files)
    }
    if (p === '/issues' && r.method === 'GET') {
      const state = r.query['state'] ?? 'open'
      const want = (r.query['labels'] ?? '').split(',').map((x) => x.trim()).filter(Boolean)
      const list = [...issues.values()]
        .filter((i) => state === 'all' || i.state === state)
        .filter((i) => want.every((l) => i.labels.includes(l)))
        .sort((a, b) => b.number - a.number)
        .map(issueJson)
      return page(res, r, list)
    }
    if (p === '/issues' && r.method === 'POST') {
      const title = typeof body['title'] === 'string' ? body['title'] : ''
      if (!title) return error(res, 422, 'Validation Failed', { errors: [{ resource: 'Issue', code: 'missing_field', field: 'title' }] })
      const text = typeof body['body'] === 'string' ? body['body'] : ''
      if (text.length > maxChars) return error(res, 422, 'Validation Failed', { errors: [{ resource: 'Issue', code: 'custom', field: 'body', message: 'body is too long (maximum is 65536 characters)' }] })
      const labels = Array.isArray(body['labels']) ? (body['labels'] as unknown[]).map((x) => (typeof x === 'string' ? x : String((x as { name?: unknown })?.name ?? ''))) : []
      const n = nextIssue++
      const issue: FakeIssue = { number: n, title, body: text, state: 'open', labels, user }
      issues.set(n, issue)
      return send(res, 201, issueJson(issue))
    }
    if ((m = /^\/issues\/(\d+)$/.exec(p)) && issues.has(Number(m[1]))) {
      const issue = issues.get(Number(m[1]))!
      if (r.method === 'GET') return send(res, 200, issueJson(issue))
      if (r.method === 'PATCH') {
        if (typeof body['body'] === 'string') {
          if (body['body'].length > maxChars) return error(res, 422, 'Validation Failed')
          issue.body = body['body']
        }
        if (typeof body['title'] === 'string') issue.title = body['title']
        if (body['state'] === 'open' || body['state'] === 'closed') issue.state = body['state']
        if (typeof body['state_reason'] === 'string') issue.state_reason = body['state_reason']
        return send(res, 200, issueJson(issue))
      }
    }
    if ((m = /^\/issues\/(\d+)\/comments$/.exec(p))) {
      const issue = Number(m[1])
      if (!pulls.has(issue) && !comments.has(issue)) return error(res, 404, 'Not Found')
      const list = comments.get(issue) ?? []
      if (r.method === 'GET') return page(res, r, list.map((c) => commentJson(issue, c)))
      if (r.method === 'POST') {
        const text = typeof body['body'] === 'string' ? body['body'] : ''
        if (!text) return error(res, 422, 'Validation Failed', { errors: [{ resource: 'IssueComment', code: 'missing_field', field: 'body' }] })
        if (text.length > maxChars) return tooLong(res)
        const c: FakeComment = { id: nextId++, body: text, user }
        list.push(c)
        comments.set(issue, list)
        return send(res, 201, commentJson(issue, c))
      }
    }
    if ((m = /^\/issues\/comments\/(\d+)$/.exec(p)) && r.method === 'PATCH') {
      const found = findComment(Number(m[1]))
      if (!found) return error(res, 404, 'Not Found')
      const text = typeof body['body'] === 'string' ? body['body'] : ''
      if (text.length > maxChars) return tooLong(res)
      if (found.c.user.login !== user.login) return error(res, 403, 'Resource not accessible by integration')
      found.c.body = text
      return send(res, 200, commentJson(found.issue, found.c))
    }
    if ((m = /^\/git\/ref\/(heads\/.+)$/.exec(p)) && r.method === 'GET') {
      const sha = refs.get(m[1]!)
      if (!sha) return error(res, 404, 'Not Found')
      return send(res, 200, { ref: `refs/${m[1]}`, node_id: 'REF', url: `${base}${prefix}/git/refs/${m[1]}`, object: { sha, type: 'commit', url: `${base}${prefix}/git/commits/${sha}` } })
    }
    if ((m = /^\/git\/refs\/(heads\/.+)$/.exec(p)) && r.method === 'PATCH') {
      const name = m[1]!
      const cur = refs.get(name)
      if (!cur) return error(res, 422, 'Reference does not exist')
      const sha = String(body['sha'] ?? '')
      if (!commits.has(sha)) return error(res, 422, 'Object does not exist')
      if (body['force'] !== true && !isAncestor(cur, sha)) return error(res, 422, 'Update is not a fast forward')
      refs.set(name, sha)
      return send(res, 200, { ref: `refs/${name}`, object: { sha, type: 'commit' } })
    }
    if ((m = /^\/git\/commits\/([0-9a-f]{40})$/.exec(p)) && r.method === 'GET') {
      const c = commits.get(m[1]!)
      if (!c) return error(res, 404, 'Not Found')
      return send(res, 200, commitJson(c))
    }
    if (p === '/git/blobs' && r.method === 'POST') {
      const raw = String(body['content'] ?? '')
      const content = body['encoding'] === 'base64' ? Buffer.from(raw, 'base64').toString('utf8') : raw
      const sha = sha1(`blob:${content}`)
      blobs.set(sha, content)
      return send(res, 201, { sha, url: `${base}${prefix}/git/blobs/${sha}` })
    }
    if (p === '/git/trees' && r.method === 'POST') {
      const baseTree = body['base_tree'] === undefined ? new Map<string, string>() : trees.get(String(body['base_tree']))
      if (!baseTree) return error(res, 422, 'base_tree is not a valid tree')
      const t = new Map(baseTree)
      for (const e of (body['tree'] as Record<string, unknown>[] | undefined) ?? []) {
        const sha = String(e['sha'] ?? '')
        if (!blobs.has(sha)) return error(res, 422, `tree.sha ${sha} is not a valid blob`)
        t.set(String(e['path']), sha)
      }
      const sha = sha1(`tree:${[...t].sort().join(';')}`)
      trees.set(sha, t)
      return send(res, 201, { sha, url: `${base}${prefix}/git/trees/${sha}`, tree: [...t].map(([path, s]) => ({ path, mode: '100644', type: 'blob', sha: s })), truncated: false })
    }
    if (p === '/git/commits' && r.method === 'POST') {
      const tree = String(body['tree'] ?? '')
      const parents = Array.isArray(body['parents']) ? (body['parents'] as unknown[]).map(String) : []
      if (!trees.has(tree)) return error(res, 422, 'Tree SHA does not exist')
      if (parents.some((x) => !commits.has(x))) return error(res, 422, 'Parent SHA does not exist or is not a commit object')
      return send(res, 201, commitJson(makeCommit(tree, parents, String(body['message'] ?? ''))))
    }
    return error(res, 404, 'Not Found')
  }

  const tooLong = (res: http.ServerResponse): void =>
    send(res, 422, {
      message: 'Validation Failed',
      errors: [{ resource: 'IssueComment', code: 'unprocessable', field: 'data', message: 'Body is too long (maximum is 65536 characters)' }],
      documentation_url: 'https://docs.github.com/rest/issues/comments#create-an-issue-comment',
      status: '422',
    })

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const u = new URL(req.url ?? '/', base)
      const raw = Buffer.concat(chunks).toString('utf8')
      let body: unknown = raw
      if (raw && String(req.headers['content-type'] ?? '').includes('json')) {
        try {
          body = JSON.parse(raw)
        } catch {
          body = raw
        }
      }
      const r: RecordedRequest = {
        method: req.method ?? 'GET',
        // Octokit encodes `/` inside path parameters (`heads%2Fmain`).
        path: safeDecode(u.pathname),
        query: Object.fromEntries(u.searchParams),
        headers: req.headers,
        body: raw ? body : undefined,
      }
      requests.push(r)
      Promise.resolve(opts.onRequest?.(r, fake))
        .then(() => handle(req, res, r))
        .catch((e: unknown) => error(res, 500, `fake error: ${e instanceof Error ? e.message : String(e)}`))
    })
  })
  const sockets = new Set<Socket>()
  server.on('connection', (s) => {
    sockets.add(s)
    s.on('close', () => sockets.delete(s))
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  fake.url = base
  return fake
}
