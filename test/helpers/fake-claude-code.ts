/**
 * A fake `claude` for the Claude Code executor's tests (test/unit/claudecode-mutation-run and
 * -proxy): a small Node script that records its arguments, environment and folder in the run's
 * HOME (args.json, env.json, cwd, statuses.json), answers `--version` with 2.1.332, and does what
 * the steps in the JSON file FAKE_STEPS say, in order (print, sleep, call the API at
 * ANTHROPIC_BASE_URL, ignore SIGTERM, hang, exit). `useFakeClaudeCode` installs it per test file
 * and runs `executeClaudeCodeRun` with it.
 */
import { afterAll, afterEach, beforeAll, expect } from '@jest/globals'
import { mkdir, mkdtemp, readFile, readdir, realpath, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { executeClaudeCodeRun, type ClaudeCodeRunRequest, type ClaudeCodeSettings } from '../../src/run/claude-code/executor.js'
import type { ClaudeCodeBinary } from '../../src/run/claude-code/binary.js'
import { clearSecrets } from '../../src/redact/index.js'
import { setSandboxForTests } from '../../src/sandbox/index.js'

export const FAKE_CLAUDE_MODEL = 'claude-haiku-4-5'

/** The fake CLI: FAKE_STEPS (a JSON file) lists what it does, in order. */
export const FAKE_CLAUDE_SCRIPT = `#!${process.execPath}
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
    if (s.errBytes) process.stderr.write('e'.repeat(s.errBytes) + '\\nT1\\nT2\\nT3\\nT4\\nTAIL-OF-STDERR\\n')
    if (s.ignoreTerm) process.on('SIGTERM', () => {})
    if (s.write) fs.writeFileSync(s.write, 'changed ' + Date.now())
    if (s.sleep) await new Promise((r) => setTimeout(r, s.sleep))
    if (s.call) statuses.push(await post(s.call, s.key === 'wrong' ? 'sk-ant-wrong' : process.env.ANTHROPIC_API_KEY, { model: s.model || process.env.FAKE_MODEL, max_tokens: 5, messages: [{ role: 'user', content: 'hi' }] }))
    if (s.hang) await new Promise(() => setInterval(() => {}, 1000))
    if (s.exit !== undefined) { fs.writeFileSync(path.join(home, 'statuses.json'), JSON.stringify(statuses)); process.exitCode = s.exit; return }
  }
  fs.writeFileSync(path.join(home, 'statuses.json'), JSON.stringify(statuses))
})()
`

/** One thing the fake does. */
export type FakeStep = { ignoreTerm?: boolean; out?: string; err?: string; errBytes?: number; write?: string; sleep?: number; call?: string; key?: 'wrong'; model?: string; hang?: boolean; exit?: number }

/** Stream-json lines, one object a line. */
export const nd = (...lines: unknown[]): string => lines.map((l) => JSON.stringify(l)).join('\n') + '\n'
export const asst = (id: string, content: unknown[]) => ({ type: 'assistant', parent_tool_use_id: null, message: { id, content } })
export const resultLine = (o: Record<string, unknown> = {}) => ({
  type: 'result', subtype: 'success', is_error: false, num_turns: 1, result: 'Done.', stop_reason: 'end_turn', terminal_reason: 'completed', total_cost_usd: 0.5,
  modelUsage: { [FAKE_CLAUDE_MODEL]: { inputTokens: 1, outputTokens: 1, costBasis: 'list' } }, ...o
})
/** The transcript's note line that starts with `prefix`, without its '- '. */
export const note = (transcript: string, prefix: string): string | undefined => transcript.split('\n').find((l) => l.startsWith(`- ${prefix}`))?.slice(2)

export interface FakeClaudeCode {
  /** The installed fake (set once the file's beforeAll has run). */
  readonly binary: ClaudeCodeBinary
  /** A fresh folder under the file's temporary base. */
  folder(name: string): Promise<string>
  /** A workspace with `files` (relative path → content). */
  workspace(files?: Record<string, string>): Promise<string>
  /** A FAKE_STEPS file holding `steps`. */
  stepsFile(steps: FakeStep[]): Promise<string>
  /** Runs the fake with `steps`; the scratch folder is kept (to read what the fake recorded) unless told. */
  run(
    steps: FakeStep[],
    r: Partial<ClaudeCodeRunRequest> & { workspaceDir: string },
    s?: ClaudeCodeSettings
  ): Promise<{ result: Awaited<ReturnType<typeof executeClaudeCodeRun>>; scratch: string; home: () => Promise<{ args: string[]; env: Record<string, string>; cwd: string; statuses: unknown[] }> }>
}

/** Installs the fake in a temporary base for this test file (removed after it); resets the sandbox pin and the secrets after each test. */
export function useFakeClaudeCode(prefix: string): FakeClaudeCode {
  let base = ''
  let binary: ClaudeCodeBinary | undefined
  let n = 0
  beforeAll(async () => {
    base = await realpath(await mkdtemp(path.join(os.tmpdir(), prefix)))
    const bin = path.join(base, 'fake-claude')
    await writeFile(bin, FAKE_CLAUDE_SCRIPT, { mode: 0o755 })
    binary = { path: bin, version: '2.1.332', source: 'path' }
  })
  afterAll(async () => {
    await rm(base, { recursive: true, force: true })
  })
  afterEach(() => {
    setSandboxForTests(undefined)
    clearSecrets()
  })
  const installed = (): ClaudeCodeBinary => {
    if (!binary) throw new Error('the fake claude is installed in beforeAll')
    return binary
  }
  const folder = async (name: string): Promise<string> => {
    const d = path.join(base, `${name}-${++n}`)
    await mkdir(d, { recursive: true })
    return d
  }
  const stepsFile = async (steps: FakeStep[]): Promise<string> => {
    const f = path.join(await folder('steps'), 'steps.json')
    await writeFile(f, JSON.stringify(steps))
    return f
  }
  return {
    get binary() {
      return installed()
    },
    folder,
    stepsFile,
    async workspace(files = {}) {
      const ws = await folder('ws')
      for (const [rel, content] of Object.entries(files)) {
        await mkdir(path.dirname(path.join(ws, rel)), { recursive: true })
        await writeFile(path.join(ws, rel), content)
      }
      return ws
    },
    async run(steps, r, s = {}) {
      const scratch = s.scratchDir ?? (await folder('scratch'))
      const result = await executeClaudeCodeRun(
        { spec: { model: FAKE_CLAUDE_MODEL }, prompt: 'Do it.', bash: false, maxTurns: 4, timeoutMs: 20_000, ...r },
        { binary: installed(), keepScratch: true, scratchDir: scratch, ...s, extraEnv: { FAKE_STEPS: await stepsFile(steps), FAKE_MODEL: FAKE_CLAUDE_MODEL, ...(s.extraEnv ?? {}) } }
      )
      const home = async () => {
        const runs = (await readdir(scratch)).filter((e) => e.startsWith('skill-evals-cc-'))
        expect(runs).toHaveLength(1)
        const h = path.join(scratch, runs[0]!, 'home')
        const read = async (f: string) => readFile(path.join(h, f), 'utf8')
        return { args: JSON.parse(await read('args.json')), env: JSON.parse(await read('env.json')), cwd: await read('cwd'), statuses: JSON.parse(await read('statuses.json').catch(() => '[]')) }
      }
      return { result, scratch, home }
    },
  }
}
