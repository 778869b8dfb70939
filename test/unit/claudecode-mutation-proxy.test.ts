/**
 * Issue 36, claudecode part: executeClaudeCodeRun's credentials. The CLI never holds the real
 * key: with an API key, an auth token or the run's gateway it gets the key proxy's placeholder
 * and the proxy's address (through the sandbox's forwarder and a Unix socket where bubblewrap
 * works), NO_PROXY is extended for the loopback, and the run's cost and API calls are what the
 * proxy or the gateway counted when that is more. Same fake `claude` as
 * claudecode-mutation-run.test.ts (test/helpers/fake-claude-code.ts).
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals'
import { readdir } from 'node:fs/promises'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { detectSandbox, setSandboxForTests } from '../../src/sandbox/index.js'
import { asst, FAKE_CLAUDE_MODEL, nd, note, resultLine, useFakeClaudeCode } from '../helpers/fake-claude-code.js'
import type { SendFn } from '../../src/run/gateway.js'

const REAL_KEY = 'sk-ant-REAL-KEY-ccm-run-7f3a'
const MODEL = FAKE_CLAUDE_MODEL
const sandboxed = detectSandbox().kind === 'bwrap'

const fake = useFakeClaudeCode('ccm-proxy-')
const { folder, workspace, run } = fake

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
