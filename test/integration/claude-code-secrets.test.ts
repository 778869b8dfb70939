/**
 * Issue 17, point 2, for the claude-code executor, with the REAL Claude Code CLI against the
 * loopback fake Messages API: the CLI holds only a placeholder key (the harness's loopback proxy
 * adds the real one), runs in the bwrap PID namespace where available, and its Bash tool, asked by
 * the "model" to dump its parent's and every other environment, finds neither the real key nor
 * anything of the harness's environment.
 */
import { afterEach, expect, jest, test } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { mkdtemp, readFile, realpath, rm } from 'node:fs/promises'
import os from 'node:os'
import path, { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createWorkspace } from '../../src/run/workspace.js'
import { ClaudeCodeNotFoundError, executeClaudeCodeRun, resolveClaudeCode, type ClaudeCodeBinary } from '../../src/run/claude-code/index.js'
import { detectSandbox } from '../../src/sandbox/index.js'
import { startFakeAnthropic, textReply, toolUseReply, type FakeHandler } from '../fakes/anthropic-server.js'
import Anthropic from '@anthropic-ai/sdk'
import { createGateway } from '../../src/run/gateway.js'
import { AdaptiveLimiter } from '../../src/run/limiter.js'
import { ResponseCache } from '../../src/run/response-cache.js'
import type { RunId } from '../../src/types.js'

jest.setTimeout(60_000)
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const KEY = 'sk-ant-test-REAL-KEY-never-in-child-3d9e'

let binary: ClaudeCodeBinary | undefined
try {
  binary = await resolveClaudeCode({ searchFrom: [ROOT], envPath: '' })
} catch (err) {
  if (!(err instanceof ClaudeCodeNotFoundError)) throw err
  process.stderr.write(`\n[claude-code secrets test] SKIPPED: the Claude Code binary is absent: ${err.message}\n\n`)
}
const it = binary ? test : test.skip

const cleanups: (() => Promise<unknown>)[] = []
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!()
})

const PROBE = 'echo "ppid=$PPID"; echo "--- parent"; tr "\\0" "\\n" < /proc/$PPID/environ; echo "--- all"; cat /proc/[0-9]*/environ 2>/dev/null | tr "\\0" "\\n" | sort -u'

/** `NAME=value` lines of this test process's start-up environment that no child is given. */
function harnessOnlyVariables(): string[] {
  const passed = new Set(['PATH', 'HOME', 'TMPDIR', 'LANG'])
  return readFileSync('/proc/self/environ', 'latin1')
    .split('\0')
    .filter((l) => l.includes('=') && !passed.has(l.split('=')[0]!) && l.split('=')[1]!.length >= 6)
    .slice(0, 20)
}

it('the CLI gets a placeholder key and a loopback proxy; its Bash tool cannot reach the real key or the harness environment', async () => {
  const handler: FakeHandler = (req) => {
    const msgs = req.body?.messages ?? []
    const results = msgs.flatMap((m: { content: unknown }) => (Array.isArray(m.content) ? m.content : [])).filter((b: { type: string }) => b.type === 'tool_result')
    if (results.length === 0 && (req.body?.tools ?? []).some((t: { name: string }) => t.name === 'Bash')) return toolUseReply('Bash', { command: PROBE, description: 'probe' })
    return textReply('Done.')
  }
  const fake = await startFakeAnthropic({ handler, apiKey: KEY })
  cleanups.push(() => fake.close())
  const base = await realpath(await mkdtemp(join(os.tmpdir(), 'cc-secrets-')))
  cleanups.push(() => rm(base, { recursive: true, force: true }))
  const ws = await createWorkspace({ files: [] })
  cleanups.push(() => ws.dispose())

  const r = await executeClaudeCodeRun(
    { spec: { model: 'claude-sonnet-5-5' }, prompt: 'Show the environment.', workspaceDir: ws.dir, bash: true, maxTurns: 4 },
    { binary, apiKey: KEY, baseUrl: fake.url, maxRetries: 0, scratchDir: base }
  )
  expect(r.error).toBeUndefined()
  // Every request reached the fake with the REAL key (the proxy added it) …
  const messages = fake.requests.filter((q) => q.path === '/v1/messages')
  expect(messages.length).toBeGreaterThanOrEqual(2)
  for (const q of fake.requests) expect(q.headers['x-api-key']).toBe(KEY)
  // … and the proxy counted them all.
  expect(r.transcript).toContain(`API requests through the key proxy: ${fake.requests.length}`)
  expect(r.transcript).toContain('placeholder key; the harness loopback proxy adds the real one')

  // What the Bash tool saw, as sent back to the model.
  const toolResult = JSON.stringify(messages[messages.length - 1]!.body.messages)
  expect(toolResult).toContain('--- parent')
  expect(toolResult).toContain('ANTHROPIC_API_KEY=sk-ant-placeholder-')
  expect(toolResult).not.toContain(KEY)
  expect(JSON.stringify(r)).not.toContain(KEY)
  if (detectSandbox().kind === 'bwrap') {
    expect(r.transcript).toContain('sandbox: bwrap PID namespace')
    for (const line of harnessOnlyVariables()) expect([line, toolResult.includes(JSON.stringify(line).slice(1, -1))]).toEqual([line, false])
  }
})

it('through the run gateway: the CLI’s Messages calls use the response cache, the limiter and the gateway’s cost', async () => {
  const handler: FakeHandler = (req) => {
    const used = JSON.stringify(req.body?.messages ?? []).includes('"tool_result"')
    // An absolute path in this run's workspace, as Claude Code itself writes them.
    const wd = /Primary working directory: ([^\s\\]+)/.exec(JSON.stringify(req.body ?? {}))?.[1]
    if (!used && wd && (req.body?.tools ?? []).some((t: { name: string }) => t.name === 'Write')) return toolUseReply('Write', { file_path: `${wd}/note.md`, content: 'hello\n' })
    return textReply('Wrote note.md.')
  }
  const fake = await startFakeAnthropic({ handler, apiKey: KEY })
  cleanups.push(() => fake.close())
  const base = await realpath(await mkdtemp(join(os.tmpdir(), 'cc-gateway-')))
  cleanups.push(() => rm(base, { recursive: true, force: true }))
  const cache = new ResponseCache({ dir: join(base, 'cache'), mode: 'read-write' })
  const gateway = createGateway({ client: new Anthropic({ apiKey: KEY, baseURL: fake.url, maxRetries: 0 }), limiter: new AdaptiveLimiter({ max: 1 }), cache })
  const spec: RunId = { runId: 'gw/iteration-1/eval-1-x/with_skill/run-1', skill: 'gw', evalId: 1, evalDir: 'eval-1-x', configuration: 'with_skill', trial: 1, model: 'claude-sonnet-5-5' }

  const runOnce = async () => {
    const ws = await createWorkspace({ files: [] })
    cleanups.push(() => ws.dispose())
    const r = await executeClaudeCodeRun(
      { spec, prompt: 'Write note.md.', workspaceDir: ws.dir, bash: false, maxTurns: 4, send: gateway.send },
      { binary, apiKey: KEY, baseUrl: fake.url, maxRetries: 0, scratchDir: base }
    )
    return { r, note: await readFile(join(ws.dir, 'note.md'), 'utf8').catch(() => undefined) }
  }
  const first = await runOnce()
  expect(first.r.error).toBeUndefined()
  expect(first.note).toBe('hello\n')
  const calls = fake.messageRequests.length
  expect(calls).toBeGreaterThanOrEqual(2)
  // Every Messages call the API saw was made by the gateway, through the limiter, into the cache.
  expect(gateway.stats()).toMatchObject({ apiCalls: calls, errors: 0, cacheWrites: calls, cacheHits: 0 })
  expect(first.r).toMatchObject({ apiCalls: calls, cached: false })
  expect(first.r.transcript).toContain(`through the gateway: ${calls} Messages calls (0 from the response cache, 0 retries, 0 failed)`)
  expect(first.r.costUsd!).toBeGreaterThan(0) // the price table applied to the usage the API returned

  // The same run again, in a new workspace: every call is a cache hit (the workspace path is
  // normalised in the key and mapped back in the answer), no API call, nothing spent, and the
  // replayed Write lands in the NEW workspace.
  const second = await runOnce()
  expect(second.r.error).toBeUndefined()
  expect(fake.messageRequests.length).toBe(calls)
  expect(gateway.stats().cacheHits).toBe(calls)
  expect(second.r).toMatchObject({ apiCalls: 0, cached: true, costUsd: 0 })
  expect(second.note).toBe('hello\n')
  console.log(`claude-code through the gateway: first run ${calls} API calls, $${first.r.costUsd}; second run 0 API calls, ${calls} cache hits`)
})
