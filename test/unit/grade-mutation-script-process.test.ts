/**
 * The script check's process handling, as a user meets it (issue 23: survivors of the grade
 * part's mutation run): a script that cannot start, one killed by a signal, one that leaves a
 * background job behind, one that reads stdin, one that prints more than the capture limit, the
 * time in the evidence, and the temporary folder it ran in. The cases that depend on what the
 * sandbox hides (a signal seen as an exit code, a background job killed with the PID namespace)
 * run without it, as on a machine without bubblewrap; the others run as the machine runs them.
 */
import { describe, test, expect, beforeAll, afterAll, afterEach } from '@jest/globals'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { runCheck } from '../../src/checks/checks.js'
import { setSandboxForTests } from '../../src/sandbox/index.js'
import type { Check } from '../../src/types.js'

let root: string
let skill: string
let outputs: string
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'skill-evals-script-proc-'))
  skill = path.join(root, 'skill')
  outputs = path.join(root, 'outputs')
  mkdirSync(skill)
  mkdirSync(outputs)
  const sk = (rel: string, body: string) => writeFileSync(path.join(skill, rel), body)
  sk('term.sh', 'echo before; kill -TERM $$; echo after\n')
  sk('background.sh', 'sleep 30 &\necho started\n')
  sk('stdin.sh', 'cat; echo read-all\n')
  sk('home.sh', 'echo "$HOME"\n')
  sk('sleep.sh', 'sleep 1.2\n')
  // 3 MiB of output in 64 KiB lines: three times the capture limit of 1 MiB.
  sk('flood.mjs', "const line = 'x'.repeat(65535) + '\\n'\nfor (let i = 0; i < 48; i++) process.stdout.write(line)\n")
})
afterAll(() => rmSync(root, { recursive: true, force: true }))
afterEach(() => setSandboxForTests(undefined))

const run = (check: Record<string, unknown>, timeoutMs?: number) =>
  runCheck({ kind: 'script', ...check } as Check, { response: '', transcript: '', outputsDir: outputs, toolCalls: [], skillDir: skill, ...(timeoutMs !== undefined ? { timeoutMs } : {}) })
const output = (evidence: string) => evidence.slice(evidence.indexOf('output:\n') + 8)
const noSandbox = () => setSandboxForTests({ kind: 'none', reason: 'test' })

describe('a script that cannot start is an error of the eval, not a failed check', () => {
  test('a sandbox program that does not exist', async () => {
    setSandboxForTests({ kind: 'bwrap', bwrap: path.join(root, 'no-such-bwrap') })
    const r = await run({ command: 'home.sh' })
    expect(r.error).toBe(true)
    expect(r.evidence).toMatch(/^home\.sh could not start: spawn \S*no-such-bwrap ENOENT/)
  })

  test('an argument node cannot pass to a process (a NUL byte)', async () => {
    const r = await run({ command: 'home.sh', args: ['a\u0000b'] })
    expect(r.error).toBe(true)
    expect(r.passed).toBe(false)
    expect(r.evidence).toMatch(/could not start: .*null bytes/)
  })
})

test('a script killed by a signal fails and says which signal (without a sandbox, where the signal is seen)', async () => {
  noSandbox()
  const r = await run({ command: 'term.sh' })
  expect(r.passed).toBe(false)
  expect(r.error).toBeUndefined()
  expect(r.evidence).toMatch(/^term\.sh was killed by SIGTERM in \d+\.\d s; output:\nbefore\n$/)
})

test('a background job left running does not hold the check until its timeout: the job is killed when the script exits', async () => {
  noSandbox()
  const t0 = Date.now()
  const r = await run({ command: 'background.sh', timeout_seconds: 25 })
  expect(r.passed).toBe(true)
  expect(output(r.evidence)).toBe('started\n')
  expect(Date.now() - t0).toBeLessThan(15_000)
})

test('stdin is empty and closed: a script that reads it ends at once', async () => {
  const t0 = Date.now()
  const r = await run({ command: 'stdin.sh', timeout_seconds: 25 })
  expect(r.passed).toBe(true)
  expect(output(r.evidence)).toBe('read-all\n')
  expect(Date.now() - t0).toBeLessThan(15_000)
})

test('output past 1 MiB is not kept: the evidence cuts what was captured, exactly 1 MiB', async () => {
  const r = await run({ command: 'flood.mjs' })
  expect(r.passed).toBe(true)
  const cut = /… \[(\d+) chars cut\] …/.exec(r.evidence)
  expect(cut).not.toBeNull()
  const kept = output(r.evidence).replace(/\n… \[\d+ chars cut\] …\n/, '')
  expect(kept.length + Number(cut![1])).toBe(1024 * 1024)
})

test('the evidence gives the time the script took, in seconds', async () => {
  const r = await run({ command: 'sleep.sh' })
  const secs = Number(/exited 0 in (\d+\.\d) s/.exec(r.evidence)?.[1])
  expect(secs).toBeGreaterThanOrEqual(1.1)
  expect(secs).toBeLessThan(10)
})

test('the folder the script ran in (its HOME, with the copy of the outputs) is removed afterwards', async () => {
  const r = await run({ command: 'home.sh' })
  const home = output(r.evidence).trim()
  expect(home).toMatch(/skill-evals-check-/)
  expect(existsSync(home)).toBe(false)
})
