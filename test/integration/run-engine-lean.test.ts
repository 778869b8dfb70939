/**
 * The run engine's lean path (issue 21): `retainRecords: false` streams the records to
 * runs.jsonl without keeping them; a run gets a git workspace only when Bash is on.
 */
import { afterEach, expect, test } from '@jest/globals'
import Anthropic from '@anthropic-ai/sdk'
import { mkdtemp, realpath, rm } from 'node:fs/promises'
import os from 'node:os'
import { join } from 'node:path'
import { loadRepo } from '../../src/discover/index.js'
import { runEvals, type RunOptions } from '../../src/run/index.js'
import { startFakeAnthropic, toolUseReply, textReply, type FakeHandler } from '../fakes/anthropic-server.js'
import { makeRepo } from '../helpers/temp-repo.js'
import { MODEL, SENTINEL_KEY, assistantTurns, readRunsJsonl, repoFiles } from '../helpers/run-engine-fixtures.js'

const cleanups: (() => Promise<unknown>)[] = []
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!()
})

/** With Bash: `git rev-parse --show-toplevel` and `ls -A`; then write, then done. */
const handler: FakeHandler = (req) => {
  const bash = (req.body?.tools ?? []).some((t: { name: string }) => t.name === 'Bash')
  const steps = [...(bash ? ['git', 'ls'] : []), 'write', 'done']
  const step = steps[assistantTurns(req)] ?? 'done'
  if (step === 'git') return toolUseReply('Bash', { command: 'git rev-parse --show-toplevel 2>&1; pwd' })
  if (step === 'ls') return toolUseReply('Bash', { command: 'ls -A' })
  if (step === 'write') return toolUseReply('Write', { file_path: 'result.md', content: 'ok\n' })
  return textReply('done')
}

async function setup(bash: boolean, retainRecords: boolean) {
  const r = await makeRepo(repoFiles({ skill: 'brief-lean' }))
  cleanups.push(r.dispose)
  const repo = await loadRepo(r.root)
  const fake = await startFakeAnthropic({ handler })
  cleanups.push(() => fake.close())
  const base = await realpath(await mkdtemp(join(os.tmpdir(), 'run-lean-')))
  cleanups.push(() => rm(base, { recursive: true, force: true }))
  const opts: RunOptions = {
    outDir: join(base, 'out'), trials: 2, concurrency: 3, model: MODEL, resume: false, skillLoading: 'preload', bash, maxTurns: 6,
    maxTokens: 256, runTimeoutSeconds: 30, cache: 'off', cacheDir: join(base, 'cache'), maxCostUsd: null, maxRuns: null, retainRecords
  }
  const outcome = await runEvals(repo, opts, new Anthropic({ apiKey: SENTINEL_KEY, baseURL: fake.url, maxRetries: 0 }))
  return { outcome, outDir: opts.outDir }
}

test('retainRecords: false returns no records; runs.jsonl and the progress hold every run', async () => {
  const { outcome, outDir } = await setup(false, false)
  expect(outcome.records).toEqual([])
  expect(outcome.progress.completed).toBe(8)
  const lines = await readRunsJsonl(outDir)
  expect(lines).toHaveLength(8)
  expect(lines.every((r) => r.status === 'completed' && r.filesWritten.includes('result.md'))).toBe(true)
})

test('Bash on: the workspace is its own git top level; Bash off (git-less workspace, see run-workspace-cost): the runs complete', async () => {
  const on = await setup(true, true)
  expect(on.outcome.records).toHaveLength(8)
  for (const r of on.outcome.records) {
    const [top, pwd] = r.toolCalls[0]!.output.trim().split('\n')
    expect(top).toBe(pwd) // the workspace, not an enclosing repository
    expect(r.toolCalls[1]!.output.split('\n')).toContain('.git')
  }
  const off = await setup(false, true)
  expect(off.outcome.records.map((r) => r.status)).toEqual(Array(8).fill('completed'))
  expect(off.outcome.records.every((r) => r.toolCalls.every((c) => c.name !== 'Bash'))).toBe(true)
})
