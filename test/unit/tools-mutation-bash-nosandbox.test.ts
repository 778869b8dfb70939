/**
 * Issue 36 (mutation part tools): the Bash tool where no sandbox is available
 * (SKILL_EVALS_SANDBOX=off, as on a machine without bubblewrap): a command killed by a signal
 * says which, and nothing the command started outlives it (a background job does not keep the
 * call waiting). A file of its own: the sandbox detection is decided once per process.
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals'
import { mkdtemp, realpath, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { runTool, type ToolContext } from '../../src/run/tools/index.js'

let ws: string
let saved: string | undefined
const ctx = (): ToolContext => ({ workspaceDir: ws, bash: true, filesWritten: new Set() })

beforeAll(async () => {
  saved = process.env.SKILL_EVALS_SANDBOX
  process.env.SKILL_EVALS_SANDBOX = 'off'
  ws = await realpath(await mkdtemp(path.join(os.tmpdir(), 'tools-bash-nosandbox-')))
})
afterAll(async () => {
  if (saved === undefined) delete process.env.SKILL_EVALS_SANDBOX
  else process.env.SKILL_EVALS_SANDBOX = saved
  await rm(ws, { recursive: true, force: true })
})

test('a command killed by a signal: "Exit code signal <name>"', async () => {
  expect(await runTool('Bash', { command: 'echo dying; kill -9 $$' }, ctx())).toEqual({ output: 'dying\nExit code signal SIGKILL', isError: true })
})

test('a background job neither outlives the command nor keeps the call waiting', async () => {
  const t0 = Date.now()
  expect(await runTool('Bash', { command: '(sleep 8; touch late.txt) & echo started' }, ctx())).toEqual({ output: 'started', isError: false })
  expect(Date.now() - t0).toBeLessThan(6000)
})
