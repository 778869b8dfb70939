/**
 * Issue 36, claudecode part: executeClaudeCodeRun's credentials. The CLI never holds the real
 * key: with an API key, an auth token or the run's gateway it gets the key proxy's placeholder
 * and the proxy's address (through the sandbox's forwarder and a Unix socket where bubblewrap
 * works), NO_PROXY is extended for the loopback, and the run's cost and API calls are what the
 * proxy or the gateway counted when that is more. Same fake `claude` as
 * claudecode-mutation-run.test.ts (copied: test files have no shared helper module of their own).
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals'
import { mkdir, mkdtemp, readFile, readdir, realpath, rm, writeFile } from 'node:fs/promises'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { executeClaudeCodeRun, type ClaudeCodeRunRequest, type ClaudeCodeSettings } from '../../src/run/claude-code/executor.js'
import type { ClaudeCodeBinary } from '../../src/run/claude-code/binary.js'
import { clearSecrets } from '../../src/redact/index.js'
import { detectSandbox, setSandboxForTests } from '../../src/sandbox/index.js'
import type { SendFn } from '../../src/run/gateway.js'

const REAL_KEY = 'sk-ant-REAL-KEY-ccm-run-7f3a'
const MODEL = 'claude-haiku-4-5'
const sandboxed = detectSandbox().kind === 'bwrap'

/** The fake CLI: FAKE_STEPS (a JSON file) lists what it does, in order. */
const FAKE = `#!${process.execPath}
'use strict'
const fs = require('fs')
const http = require('http')
const path = require('path')
const argv = process.argv.slice(2)
if (argv[0] === '--version') { process.stdout.write('2.1.332 (Claude Code)\\n'); process.exit(0) }
const home = process.env.HOME
try {
  fs.writeFileSync(path.join(home, 'args.json'), JSON.stringify(argv))
  fs.writeFileSync(path.join(home, 'env.json'), JSON.stringify(process.env))
  fs.writeFileSync(path.join(home, 'cwd'), process.cwd())
} catch {}
const steps = process.env.FAKE_STEPS ? JSON.parse(fs.readFileSync(process.env.FAKE_STEPS, 'utf8')) : []
const post = (p, key, body) => new Promise((resolve) => {
  const u = new URL(process.env.ANTHROPIC_BASE_URL)
  const data = JSON.stringify(body)
  const req = http.request({ hostname: u.hostname, port: u.port, path: p, method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data), 'x-api-key': key, 'anthropic-version': '2023-06-01' } }, (res) => {
    let t = ''
    res.on('data', (c) => (t += c))
    res.on('end', () => resolve(res.statusCode))
  })
  req.on('error', (e) => resolve('error ' + e.message))
  req.end(data)
})
;(async () => {
  const statuses = []
  for (const s of steps) {
    if (s.out !== undefined) process.stdout.write(s.out)
    if (s.err !== undefined) process.stderr.write(s.err)
    if (s.errBytes) process.stderr.write('e'.repeat(s.errBytes) + '\\nTAIL-OF-STDERR\\n')
    if (s.write) fs.writeFileSync(s.write, 'changed ' + Date.now())
    if (s.sleep) await new Promise((r) => setTimeout(r, s.sleep))
    if (s.call) statuses.push(await post(s.call, s.key === 'wrong' ? 'sk-ant-wrong' : process.env.ANTHROPIC_API_KEY, { model: s.model || process.env.FAKE_MODEL, max_tokens: 5, messages: [{ role: 'user', content: 'hi' }] }))
    if (s.hang) await new Promise(() => setInterval(() => {}, 1000))
    if (s.exit !== undefined) { fs.writeFileSync(path.join(home, 'statuses.json'), JSON.stringify(statuses)); process.exitCode = s.exit; return }
  }
  fs.writeFileSync(path.join(home, 'statuses.json'), JSON.stringify(statuses))
})()
`

const nd = (...lines: unknown[]): string => lines.map((l) => JSON.stringify(l)).join('\n') + '\n'
const asst = (id: string, content: unknown[]) => ({ type: 'assistant', parent_tool_use_id: null, message: { id, content } })
const resultLine = (o: Record<string, unknown> = {}) => ({
  type: 'result', subtype: 'success', is_error: false, num_turns: 1, result: 'Done.', stop_reason: 'end_turn', terminal_reason: 'completed', total_cost_usd: 0.5,
  modelUsage: { [MODEL]: { inputTokens: 1, outputTokens: 1, costBasis: 'list' } }, ...o
})
type Step = { out?: string; err?: string; errBytes?: number; write?: string; sleep?: number; call?: string; key?: 'wrong'; model?: string; hang?: boolean; exit?: number }

let base: string
let binary: ClaudeCodeBinary
let n = 0
beforeAll(async () => {
  base = await realpath(await mkdtemp(path.join(os.tmpdir(), 'ccm-run-')))
  const bin = path.join(base, 'fake-claude')
  await writeFile(bin, FAKE, { mode: 0o755 })
  binary = { path: bin, version: '2.1.332', source: 'path' }
})
afterAll(async () => {
  await rm(base, { recursive: true, force: true })
})
afterEach(() => {
  setSandboxForTests(undefined)
  clearSecrets()
})

/** A fresh folder under the test's base. */
async function folder(name: string): Promise<string> {
  const d = path.join(base, `${name}-${++n}`)
  await mkdir(d, { recursive: true })
  return d
}
/** A workspace with `files` (relative path → content). */
async function workspace(files: Record<string, string> = {}): Promise<string> {
  const ws = await folder('ws')
  for (const [rel, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(ws, rel)), { recursive: true })
    await writeFile(path.join(ws, rel), content)
  }
  return ws
}
async function stepsFile(steps: Step[]): Promise<string> {
  const f = path.join(await folder('steps'), 'steps.json')
  await writeFile(f, JSON.stringify(steps))
  return f
}
/** Runs the fake with `steps`; the scratch folder is kept (to read what the fake recorded) unless told. */
async function run(
  steps: Step[],
  r: Partial<ClaudeCodeRunRequest> & { workspaceDir: string },
  s: ClaudeCodeSettings = {}
): Promise<{ result: Awaited<ReturnType<typeof executeClaudeCodeRun>>; scratch: string; home: () => Promise<{ args: string[]; env: Record<string, string>; cwd: string; statuses: unknown[] }> }> {
  const scratch = s.scratchDir ?? (await folder('scratch'))
  const result = await executeClaudeCodeRun(
    { spec: { model: MODEL }, prompt: 'Do it.', bash: false, maxTurns: 4, timeoutMs: 20_000, ...r },
    { binary, keepScratch: true, scratchDir: scratch, ...s, extraEnv: { FAKE_STEPS: await stepsFile(steps), FAKE_MODEL: MODEL, ...(s.extraEnv ?? {}) } }
  )
  const home = async () => {
    const runs = (await readdir(scratch)).filter((e) => e.startsWith('skill-evals-cc-'))
    expect(runs).toHaveLength(1)
    const h = path.join(scratch, runs[0]!, 'home')
    const read = async (f: string) => readFile(path.join(h, f), 'utf8')
    return { args: JSON.parse(await read('args.json')), env: JSON.parse(await read('env.json')), cwd: await read('cwd'), statuses: JSON.parse(await read('statuses.json').catch(() => '[]')) }
  }
  return { result, scratch, home }
}
const note = (transcript: string, prefix: string): string | undefined => transcript.split('\n').find((l) => l.startsWith(`- ${prefix}`))?.slice(2)

describe('credentials: the key proxy', () => {
  let upstream: http.Server
  let upstreamUrl: string
  let seen: { path: string; key: string | undefined; auth: string | undefined }[]
  beforeAll(async () => {
    upstream = http.createServer((req, res) => {
      req.resume()
      req.on('end', () => {
        seen.push({ path: req.url ?? '', key: req.headers['x-api-key'] as string | undefined, auth: req.headers['authorization'] as string | undefined })
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ id: 'msg_1', type: 'message', role: 'assistant', model: MODEL, content: [], stop_reason: 'end_turn', usage: { input_tokens: 1_000_000, output_tokens: 0 } }))
      })
    })
    await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', () => r()))
    upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    upstream.closeAllConnections()
    await new Promise<void>((r) => upstream.close(() => r()))
  })
  afterEach(() => {
    seen = []
  })
  beforeAll(() => {
    seen = []
  })

  test('the CLI holds only a placeholder; the real key is added upstream; requests, refusals and the cost are counted', async () => {
    const ws = await workspace()
    const { result, home } = await run(
      [{ call: '/v1/messages' }, { call: '/v1/messages', key: 'wrong' }, { out: nd(resultLine({ total_cost_usd: 0.25 })) }],
      { workspaceDir: ws },
      { apiKey: REAL_KEY, authToken: 'real-bearer-token', baseUrl: upstreamUrl, sourceEnv: { PATH: process.env.PATH, HTTPS_PROXY: 'http://corp-proxy:3128', NO_PROXY: 'corp.example' }, passEnv: ['HTTPS_PROXY', 'NO_PROXY'] }
    )
    const h = await home()
    expect(h.statuses).toEqual([200, 401])
    expect(h.env.ANTHROPIC_API_KEY).toMatch(/^sk-ant-placeholder-[0-9a-f]{32}$/)
    expect(h.env.ANTHROPIC_AUTH_TOKEN).toBeUndefined()
    expect(JSON.stringify(h.env)).not.toContain(REAL_KEY)
    expect(JSON.stringify(h.env)).not.toContain('real-bearer-token')
    expect(h.env.ANTHROPIC_BASE_URL).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(h.env.ANTHROPIC_BASE_URL).not.toBe(upstreamUrl)
    expect(h.env.NO_PROXY).toBe('corp.example,127.0.0.1,localhost')
    expect(h.env.no_proxy).toBe('127.0.0.1,localhost')
    expect(seen).toEqual([{ path: '/v1/messages', key: REAL_KEY, auth: undefined }]) // the key proxy sends the API key when it has one
    expect(note(result.transcript, 'API requests through the key proxy:')).toBe('API requests through the key proxy: 1 (1 refused)')
    expect(note(result.transcript, 'credentials:')).toBe(
      `credentials: placeholder key; the harness loopback proxy adds the real one; sandbox: ${sandboxed ? 'bwrap PID namespace, own network, the key proxy reached through a Unix socket' : 'none (process group)'}`
    )
    expect(result.costUsd).toBe(1) // the proxy counted more than the CLI reported
    expect(result.apiCalls).toBe(1) // the proxy's requests (the stream had no turn)
  })

  test('the cost stays the larger of the two, and unknown stays unknown', async () => {
    const ws = await workspace()
    const more = await run([{ call: '/v1/messages' }, { out: nd(resultLine({ total_cost_usd: 3 })) }], { workspaceDir: ws }, { apiKey: REAL_KEY, baseUrl: upstreamUrl })
    expect(more.result.costUsd).toBe(3)
    expect(note(more.result.transcript, 'API requests through the key proxy:')).toBe('API requests through the key proxy: 1')
    const unknown = await run([{ call: '/v1/messages' }, { out: nd(resultLine({ modelUsage: { x: { costBasis: 'unknown' } } })) }], { workspaceDir: ws }, { apiKey: REAL_KEY, baseUrl: upstreamUrl })
    expect(unknown.result.costUsd).toBeNull()
    // a model without a price: the proxy's cost is unknown, so the run's is too
    const unpriced = await run([{ call: '/v1/messages' }, { out: nd(resultLine()) }], { workspaceDir: ws, spec: { model: 'fake-model-x' } }, { apiKey: REAL_KEY, baseUrl: upstreamUrl, extraEnv: { FAKE_MODEL: 'fake-model-x' } })
    expect(unpriced.result.costUsd).toBeNull()
    // the stream's API calls win when they are more
    const many = await run([{ out: nd(asst('m1', []), asst('m2', []), asst('m3', []), resultLine()) }], { workspaceDir: ws }, { apiKey: REAL_KEY, baseUrl: upstreamUrl })
    expect(many.result.apiCalls).toBe(3)
    expect(note(many.result.transcript, 'API requests through the key proxy:')).toBe('API requests through the key proxy: 0')
  })

  test('only the run\'s model goes through the proxy', async () => {
    const ws = await workspace()
    const { home } = await run([{ call: '/v1/messages', model: 'claude-opus-4-1' }, { out: nd(resultLine()) }], { workspaceDir: ws }, { apiKey: REAL_KEY, baseUrl: upstreamUrl })
    expect((await home()).statuses).toEqual([403])
    expect(seen).toEqual([])
  })

  test('NO_PROXY is extended only when a proxy variable or NO_PROXY is passed', async () => {
    const ws = await workspace()
    const plain = await run([{ out: nd(resultLine()) }], { workspaceDir: ws }, { apiKey: REAL_KEY, baseUrl: upstreamUrl })
    const env = (await plain.home()).env
    expect(env.NO_PROXY).toBeUndefined()
    expect(env.no_proxy).toBeUndefined()
    const httpOnly = await run([{ out: nd(resultLine()) }], { workspaceDir: ws }, { apiKey: REAL_KEY, baseUrl: upstreamUrl, sourceEnv: { PATH: process.env.PATH, HTTP_PROXY: 'http://p:1' }, passEnv: ['HTTP_PROXY'] })
    expect((await httpOnly.home()).env).toMatchObject({ NO_PROXY: '127.0.0.1,localhost', no_proxy: '127.0.0.1,localhost' })
    const lower = await run([{ out: nd(resultLine()) }], { workspaceDir: ws }, { apiKey: REAL_KEY, baseUrl: upstreamUrl, sourceEnv: { PATH: process.env.PATH, no_proxy: 'x.example' }, passEnv: ['no_proxy'] })
    const lenv = (await lower.home()).env
    expect(lenv.no_proxy).toBe('x.example,127.0.0.1,localhost')
    expect(lenv.NO_PROXY).toBeUndefined()
    // without the proxy (no credential) nothing is added
    const none = await run([{ out: nd(resultLine()) }], { workspaceDir: ws }, { sourceEnv: { PATH: process.env.PATH, HTTPS_PROXY: 'http://p:1' }, passEnv: ['HTTPS_PROXY'] })
    expect((await none.home()).env.NO_PROXY).toBeUndefined()
  })

  test('keyProxy false: the key is given to the CLI as it is (no proxy)', async () => {
    const ws = await workspace()
    const { result, home } = await run([{ out: nd(resultLine()) }], { workspaceDir: ws }, { apiKey: REAL_KEY, baseUrl: upstreamUrl, keyProxy: false })
    const env = (await home()).env
    expect(env.ANTHROPIC_API_KEY).toBe(REAL_KEY)
    expect(env.ANTHROPIC_BASE_URL).toBe(upstreamUrl)
    expect(note(result.transcript, 'credentials:')).toMatch(/^credentials: as given; /)
    expect(result.transcript).not.toContain('through the key proxy')
  })

  test('an auth token alone also goes through the proxy', async () => {
    const ws = await workspace()
    const { home } = await run([{ call: '/v1/messages' }, { out: nd(resultLine()) }], { workspaceDir: ws }, { authToken: 'bearer-only-token', baseUrl: upstreamUrl })
    const h = await home()
    expect(h.statuses).toEqual([200])
    expect(h.env.ANTHROPIC_API_KEY).toMatch(/^sk-ant-placeholder-/)
    expect(seen).toEqual([{ path: '/v1/messages', key: undefined, auth: 'Bearer bearer-only-token' }])
  })

  test('without a sandbox: the proxy is reached over loopback TCP, the CLI started directly', async () => {
    setSandboxForTests({ kind: 'none', reason: 'test' })
    const ws = await workspace()
    const { result, home } = await run([{ call: '/v1/messages' }, { out: nd(resultLine()) }], { workspaceDir: ws }, { apiKey: REAL_KEY, baseUrl: upstreamUrl })
    const h = await home()
    expect(h.statuses).toEqual([200])
    expect(h.args[0]).toBe('-p') // not behind the forwarder
    expect(note(result.transcript, 'credentials:')).toBe('credentials: placeholder key; the harness loopback proxy adds the real one; sandbox: none (process group)')
  })

  if (sandboxed) {
    test("network: true shares the host's network, and says so", async () => {
      const ws = await workspace()
      const { result } = await run([{ call: '/v1/messages' }, { out: nd(resultLine()) }], { workspaceDir: ws, network: true }, { apiKey: REAL_KEY, baseUrl: upstreamUrl })
      expect(note(result.transcript, 'credentials:')).toBe("credentials: placeholder key; the harness loopback proxy adds the real one; sandbox: bwrap PID namespace, the host's network (network: true), the key proxy reached through a Unix socket")
      const own = await run([{ out: nd(resultLine()) }], { workspaceDir: ws, network: false })
      expect(note(own.result.transcript, 'credentials:')).toBe('credentials: as given; sandbox: bwrap PID namespace, own network')
    })

    test('a long scratch path: the socket goes to a short folder of its own, bound into the sandbox and removed afterwards', async () => {
      const ws = await workspace()
      const long = path.join(await folder('scratch'), 'x'.repeat(60))
      const kpBefore = (await readdir('/tmp')).filter((e) => e.startsWith('skill-evals-kp-'))
      const { home } = await run([{ call: '/v1/messages' }, { out: nd(resultLine()) }], { workspaceDir: ws }, { apiKey: REAL_KEY, baseUrl: upstreamUrl, scratchDir: long })
      expect((await home()).statuses).toEqual([200])
      const kpAfter = (await readdir('/tmp')).filter((e) => e.startsWith('skill-evals-kp-'))
      expect(kpAfter).toEqual(kpBefore)
      // a short one: the socket in the scratch folder (nothing in /tmp)
      const short = await run([{ call: '/v1/messages' }, { out: nd(resultLine()) }], { workspaceDir: ws }, { apiKey: REAL_KEY, baseUrl: upstreamUrl, scratchDir: await folder('s') })
      expect((await short.home()).statuses).toEqual([200])
    })
  }
})

describe('through the gateway (issue 17)', () => {
  const message = (usage: Record<string, number>) => ({ id: 'msg_g', type: 'message', role: 'assistant', model: MODEL, content: [{ type: 'text', text: 'hi' }], stop_reason: 'end_turn', stop_sequence: null, usage })

  test("the gateway's view wins: its cost, its calls (minus cache hits, plus retries and count_tokens calls), its cache state", async () => {
    const ws = await workspace()
    let calls = 0
    const send: SendFn = async () => {
      calls++
      return calls === 1 ? { message: message({ input_tokens: 1_000_000, output_tokens: 0 }) as never, cached: false, retries: 2 } : { message: message({ input_tokens: 5, output_tokens: 5 }) as never, cached: true, retries: 0 }
    }
    const upstream = http.createServer((req, res) => {
      req.resume()
      req.on('end', () => {
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end('{"input_tokens":3}')
      })
    })
    await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', () => r()))
    try {
      const { result } = await run(
        [{ call: '/v1/messages' }, { call: '/v1/messages' }, { call: '/v1/messages/count_tokens' }, { out: nd(asst('m1', []), resultLine({ total_cost_usd: 9 })) }],
        { workspaceDir: ws, send, spec: { model: MODEL, runId: 'skill/1/with_skill/run-1', trial: 1 } as never },
        { baseUrl: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}` }
      )
      expect(calls).toBe(2)
      expect(result.costUsd).toBe(1)
      expect(result.apiCalls).toBe(2 - 1 + 2 + 1)
      expect(result.retries).toBe(2)
      expect(result.cached).toBe(false)
      expect(note(result.transcript, 'through the gateway:')).toBe('through the gateway: 2 Messages calls (1 from the response cache, 2 retries, 0 failed)')
      expect(note(result.transcript, 'credentials:')).toMatch(/^credentials: placeholder key; the harness loopback proxy adds the real one and sends Messages calls through the gateway \(cache, limiter, retries\); sandbox: /)
    } finally {
      upstream.closeAllConnections()
      await new Promise<void>((r) => upstream.close(() => r()))
    }
  })

  test('every call from the cache: cached; no call at all: not cached', async () => {
    const ws = await workspace()
    const send: SendFn = async () => ({ message: message({ input_tokens: 5, output_tokens: 5 }) as never, cached: true, retries: 0 })
    const spec = { model: MODEL, runId: 'skill/1/with_skill/run-1', trial: 1 } as never
    const all = await run([{ call: '/v1/messages' }, { out: nd(resultLine()) }], { workspaceDir: ws, send, spec })
    expect(all.result.cached).toBe(true)
    expect(all.result.costUsd).toBe(0)
    expect(all.result.apiCalls).toBe(0)
    const none = await run([{ out: nd(resultLine()) }], { workspaceDir: ws, send, spec })
    expect(none.result.cached).toBe(false)
    expect(note(none.result.transcript, 'through the gateway:')).toBe('through the gateway: 0 Messages calls (0 from the response cache, 0 retries, 0 failed)')
  })

  test('a send without a run id is not the gateway: no proxy without a credential', async () => {
    const ws = await workspace()
    const send: SendFn = async () => {
      throw new Error('must not be called')
    }
    const { result, home } = await run([{ out: nd(resultLine()) }], { workspaceDir: ws, send })
    expect((await home()).env.ANTHROPIC_API_KEY).toBeUndefined()
    expect(note(result.transcript, 'credentials:')).toMatch(/^credentials: as given; /)
  })
})
