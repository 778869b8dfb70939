/**
 * Confinement (issue 13, item 4), end to end: the executor driven through the real SDK by a
 * scripted fake model that tries to leave its workspace (`../`, absolute paths, symlinks out,
 * /dev/zero, a huge file, Bash while disabled), then, with Bash enabled, tries to read the
 * environment and to run forever. Every attempt comes back to the model as an is_error tool
 * result, nothing outside the workspace is read or written, and no secret reaches the API.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals'
import Anthropic from '@anthropic-ai/sdk'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, realpath, rm, symlink, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { executeRun, type ExecuteRequest, type SendFn } from '../../src/run/executor.js'
import { MAX_READ_BYTES } from '../../src/run/tools/limits.js'
import type { RunId } from '../../src/types.js'
import { startFakeAnthropic, textReply, toolUseReply, type FakeAnthropic, type Reply } from '../fakes/anthropic-server.js'

const SECRET = 'TOP-SECRET-OUTSIDE-7f3a'
const ENV_SENTINEL = 'env-sentinel-value-91c2'
const API_KEY = 'sk-ant-test-CONFINE-5e0d'

const spec: RunId = { runId: 'confine/eval-1-x/with_skill/run-1', skill: 'confine', evalId: 1, evalDir: 'eval-1-x', configuration: 'with_skill', trial: 1, model: 'claude-test-1' }

let base: string
let ws: string
let outside: string
const fakes: FakeAnthropic[] = []

beforeAll(async () => {
  base = await realpath(await mkdtemp(path.join(os.tmpdir(), 'confine-')))
  ws = path.join(base, 'ws')
  outside = path.join(base, 'outside')
  await mkdir(ws)
  await mkdir(outside)
  await writeFile(path.join(outside, 'secret.txt'), `${SECRET}\n`)
  await writeFile(path.join(ws, 'huge.txt'), 'x'.repeat(MAX_READ_BYTES * 2))
  await symlink(path.join(outside, 'secret.txt'), path.join(ws, 'link-to-secret.txt'))
  await symlink(outside, path.join(ws, 'link-to-outside'))
  await symlink('/dev/zero', path.join(ws, 'zero'))
})

afterAll(async () => {
  for (const f of fakes) await f.close()
  await rm(base, { recursive: true, force: true })
})

/** A scripted model: one tool call per turn from `steps`, then a final text. */
async function scripted(steps: [string, Record<string, unknown>][]): Promise<{ fake: FakeAnthropic; send: SendFn }> {
  const script: Reply[] = [...steps.map(([name, input]) => toolUseReply(name, input)), textReply('Done.')]
  const fake = await startFakeAnthropic({ script })
  fakes.push(fake)
  const client = new Anthropic({ apiKey: API_KEY, baseURL: fake.url, maxRetries: 0 })
  const send: SendFn = async (params, ctx) => {
    const { data, request_id } = await client.messages.create(params, { signal: ctx.signal }).withResponse()
    return { message: data, requestId: request_id ?? undefined, cached: false, retries: 0 }
  }
  return { fake, send }
}

function request(over: Partial<ExecuteRequest>): ExecuteRequest {
  return { spec, prompt: 'Do the task.', workspaceDir: ws, skillLoading: 'preload', bash: false, maxTurns: 30, maxTokens: 1024, ...over }
}

/** The tool_result blocks the model got back, in order (from the last request the fake saw). */
function toolResults(fake: FakeAnthropic): { content: string; is_error?: boolean }[] {
  const last = fake.messageRequests[fake.messageRequests.length - 1]!
  return (last.body.messages as { role: string; content: unknown }[])
    .filter((m) => m.role === 'user' && Array.isArray(m.content))
    .flatMap((m) => m.content as { type: string; content: string; is_error?: boolean }[])
    .filter((b) => b.type === 'tool_result')
}

describe('a hostile model cannot leave its workspace', () => {
  test('file tools: ../, absolute paths, symlinks out, /dev/zero, a huge file, Bash disabled', async () => {
    const attacks: [string, Record<string, unknown>][] = [
      ['Read', { file_path: '../outside/secret.txt' }],
      ['Read', { file_path: 'sub/../../outside/secret.txt' }],
      ['Read', { file_path: path.join(outside, 'secret.txt') }],
      ['Read', { file_path: '/etc/passwd' }],
      ['Read', { file_path: 'link-to-secret.txt' }],
      ['Read', { file_path: 'link-to-outside/secret.txt' }],
      ['Write', { file_path: '../outside/planted.txt', content: 'pwned' }],
      ['Write', { file_path: path.join(outside, 'planted2.txt'), content: 'pwned' }],
      ['Write', { file_path: 'link-to-outside/planted3.txt', content: 'pwned' }],
      ['Write', { file_path: 'link-to-secret.txt', content: 'overwritten' }],
      ['Edit', { file_path: 'link-to-secret.txt', old_string: 'TOP', new_string: 'NOT' }],
      ['Glob', { pattern: '**/*', path: '..' }],
      ['Grep', { pattern: 'SECRET', path: outside }],
      ['Read', { file_path: 'zero' }],
      ['Read', { file_path: '/dev/zero' }],
      ['Read', { file_path: 'huge.txt' }],
      ['Bash', { command: `cat ${path.join(outside, 'secret.txt')}` }]
    ]
    const { fake, send } = await scripted(attacks)
    const t0 = Date.now()
    const r = await executeRun(request({ bash: false }), send)
    const ms = Date.now() - t0

    expect(r.error).toBeUndefined()
    expect(r.stopReason).toBe('end_turn')
    expect(r.toolCalls).toHaveLength(attacks.length)
    const results = toolResults(fake)
    expect(results).toHaveLength(attacks.length)
    const table = attacks.map(([name, input], i) => `${results[i]!.is_error ? 'refused' : 'ALLOWED'}  ${name} ${JSON.stringify(input).slice(0, 70)}  → ${results[i]!.content.split('\n')[0]!.slice(0, 90)}`)
    console.log(`confinement (file tools, Bash disabled), ${ms} ms:\n${table.join('\n')}`)
    for (const res of results) expect(res.is_error).toBe(true)
    // Bash was not even offered.
    expect(fake.messageRequests[0]!.body.tools.map((t: { name: string }) => t.name)).not.toContain('Bash')
    expect(results[attacks.length - 1]!.content).toMatch(/Bash is not enabled/)
    expect(results[15]!.content).toMatch(/1 MiB/)

    // Nothing left the workspace, nothing was planted or changed outside it.
    for (const q of fake.messageRequests) expect(q.rawBody).not.toContain(SECRET)
    expect(JSON.stringify(r)).not.toContain(SECRET)
    expect(existsSync(path.join(outside, 'planted.txt'))).toBe(false)
    expect(existsSync(path.join(outside, 'planted2.txt'))).toBe(false)
    expect(existsSync(path.join(outside, 'planted3.txt'))).toBe(false)
    expect(await readFile(path.join(outside, 'secret.txt'), 'utf8')).toBe(`${SECRET}\n`)
    expect(r.filesWritten).toEqual([])
    // The huge file and /dev/zero were refused without reading them: the requests stay small.
    expect(Math.max(...fake.messageRequests.map((q) => q.rawBody.length))).toBeLessThan(100_000)
    expect(ms).toBeLessThan(10_000)
  })

  test('Bash enabled: an empty environment (no secrets), and a command that never ends is killed', async () => {
    process.env.SKILL_EVALS_CONFINE_SENTINEL = ENV_SENTINEL
    process.env.ANTHROPIC_API_KEY = API_KEY
    try {
      const { fake, send } = await scripted([
        ['Bash', { command: 'env; echo "home=$HOME"; pwd' }],
        ['Bash', { command: 'cat /proc/self/environ | tr "\\0" "\\n"' }],
        ['Bash', { command: 'sleep 30; echo never' }],
        ['Bash', { command: 'yes | head -c 50000000' }]
      ])
      const t0 = Date.now()
      const r = await executeRun(request({ bash: true, bashTimeoutMs: 400 }), send)
      const ms = Date.now() - t0
      const results = toolResults(fake)
      console.log(
        `confinement (Bash enabled), ${ms} ms:\n` +
          results.map((x, i) => `${x.is_error ? 'error' : 'ok   '}  ${(r.toolCalls[i]!.input as { command: string }).command.slice(0, 40)}  → ${x.content.length} chars`).join('\n')
      )
      expect(r.error).toBeUndefined()
      expect(results).toHaveLength(4)
      const env = results[0]!.content
      expect(results[0]!.is_error).toBeFalsy()
      expect(env).toContain(`home=${ws}`)
      for (const q of fake.messageRequests) {
        expect(q.rawBody).not.toContain(ENV_SENTINEL)
        expect(q.rawBody).not.toContain('SKILL_EVALS_CONFINE_SENTINEL')
        expect(q.rawBody).not.toContain(API_KEY)
      }
      expect(JSON.stringify(r)).not.toContain(API_KEY)
      // The endless command is killed at the timeout, as an error result.
      expect(results[2]!.is_error).toBe(true)
      expect(results[2]!.content).toMatch(/timed out/)
      expect(results[2]!.content).not.toContain('never')
      // A flood of output is capped before it reaches the model.
      expect(results[3]!.content.length).toBeLessThan(40_000)
      expect(ms).toBeLessThan(10_000)
    } finally {
      delete process.env.SKILL_EVALS_CONFINE_SENTINEL
      delete process.env.ANTHROPIC_API_KEY
    }
  })
})
