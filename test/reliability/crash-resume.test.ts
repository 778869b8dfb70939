/**
 * Crash safety (issue 13, item 2): the bundled CLI (`node dist/cli.js run … --cache off`, with
 * grading) is SIGKILLed at 10 seeded random moments, each pass resuming with `--resume`; a last
 * pass runs to the end. Then: exactly the planned runs are completed, none completed twice, and no
 * file is corrupt (every run.json / grading.json / grades.json parses; runs.jsonl lines parse
 * except possibly a truncated fragment, which never hides a completed run).
 */
import { afterEach, describe, expect, test } from '@jest/globals'
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, realpath, rm } from 'node:fs/promises'
import os from 'node:os'
import { basename, join } from 'node:path'

import { loadRepo } from '../../src/discover/index.js'
import { JUDGE_SYSTEM } from '../../src/grade/judge.js'
import { planRuns } from '../../src/plan/runs.js'
import { parseRunsJsonl } from '../../src/run/results-store.js'
import { startFakeAnthropic, textReply, type FakeHandler } from '../fakes/anthropic-server.js'
import { mulberry32 } from '../helpers/fault-harness.js'
import { PROJECT_ROOT } from '../helpers/run-node.js'
import { makeRepo } from '../helpers/temp-repo.js'
import { openResultsLog } from '../../src/log/index.js'
import { MODEL, SENTINEL_KEY, agentHandler, repoFiles, walk } from '../helpers/run-engine-fixtures.js'

const cleanups: (() => Promise<unknown>)[] = []
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!()
})

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

interface Pass {
  code: number | null
  signal: NodeJS.Signals | null
  stdout: string
  stderr: string
  killed: boolean
  ms: number
}

/** dist/cli.js with `args`; SIGKILLed after `killAfterMs` if still running. */
function cli(args: string[], env: NodeJS.ProcessEnv, killAfterMs?: number): Promise<Pass> {
  return new Promise((resolve, reject) => {
    const t0 = Date.now()
    const child = spawn(process.execPath, [join(PROJECT_ROOT, 'dist/cli.js'), ...args], { cwd: PROJECT_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    let killed = false
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()))
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
    const guard = setTimeout(() => child.kill('SIGKILL'), 20_000)
    const killer =
      killAfterMs !== undefined
        ? setTimeout(() => {
            killed = child.kill('SIGKILL')
          }, killAfterMs)
        : undefined
    child.on('error', reject)
    child.on('close', (code, signal) => {
      clearTimeout(guard)
      if (killer) clearTimeout(killer)
      resolve({ code, signal, stdout, stderr, killed: killed && signal === 'SIGKILL', ms: Date.now() - t0 })
    })
  })
}

/** The agent for runs, a well-behaved judge for grading requests. */
function agentAndJudge(): FakeHandler {
  const agent = agentHandler()
  return (req, ctx) => {
    if (req.body?.system === JUDGE_SYSTEM) return textReply(JSON.stringify({ evidence: 'result.md holds one short line.', passed: true }))
    return agent(req, ctx)
  }
}

describe('SIGKILL at 10 random points, resuming each time', () => {
  test('exactly the planned runs completed once; no corrupted file', async () => {
    const repoDir = await makeRepo(repoFiles({ skill: 'brief-crash', ids: [1, 2, 3], other: 'brief-crash-other' }))
    cleanups.push(repoDir.dispose)
    const fake = await startFakeAnthropic({ handler: agentAndJudge(), latencyMs: 100 })
    cleanups.push(() => fake.close())
    const base = await realpath(await mkdtemp(join(os.tmpdir(), 'crash-resume-')))
    cleanups.push(() => rm(base, { recursive: true, force: true }))
    const outDir = join(base, 'out')
    const tmp = join(base, 'tmp')
    await mkdir(tmp)
    const env = { PATH: process.env.PATH, ANTHROPIC_API_KEY: SENTINEL_KEY, ANTHROPIC_BASE_URL: fake.url, TMPDIR: tmp }
    const args = ['run', '--root', repoDir.root, '--out', outDir, '--cache', 'off', '--concurrency', '2', '--trials', '3']
    const planned = planRuns({ evals: (await loadRepo(repoDir.root)).evals, trials: 3, model: MODEL }).map((s) => s.runId)
    expect(planned).toHaveLength(24)

    // Seeded kill moments: a random fraction of what is left of a pass (start-up, the runs not
    // yet completed, grading), so every kill lands while the CLI is working.
    const random = mulberry32(20261013)
    const LATENCY = 100
    const passes: Pass[] = []
    const killAt: number[] = []
    const completedAfter: number[] = []
    let done = 0
    for (let i = 0; i < 10; i++) {
      const estimateMs = 300 + (planned.length - done) * LATENCY + (planned.length * LATENCY) / 4
      killAt.push(Math.round(100 + random() * estimateMs))
      const pass = await cli(i === 0 ? args : [...args, '--resume'], env, killAt[i])
      passes.push(pass)
      await sleep(30)
      const text = await readFile(join(outDir, 'runs.jsonl'), 'utf8').catch(() => '')
      const { records } = parseRunsJsonl(text)
      done = new Set(records.filter((r) => r.status === 'completed').map((r) => r.runId)).size
      completedAfter.push(done)
      // A pass that was not killed finished cleanly.
      if (!pass.killed) expect(pass.code).toBe(0)
    }
    const last = await cli([...args, '--resume'], env)
    expect(last.stderr).toBe('')
    expect(last.code).toBe(0)
    expect(last.stdout).toContain(`${planned.length}/${planned.length} runs, ${planned.length} completed, 0 errors, 0 skipped`)

    // ── runs.jsonl ──
    const text = await readFile(join(outDir, 'runs.jsonl'), 'utf8')
    const { records, badLines } = parseRunsJsonl(text)
    const completed = records.filter((r) => r.status === 'completed').map((r) => r.runId)
    expect(new Set(completed)).toEqual(new Set(planned)) // a fragment never hid a completed run
    expect(completed).toHaveLength(planned.length) // no run completed twice
    expect(records.every((r) => planned.includes(r.runId))).toBe(true)
    // Progress never went backwards between passes.
    for (let i = 1; i < completedAfter.length; i++) expect(completedAfter[i]).toBeGreaterThanOrEqual(completedAfter[i - 1]!)

    // ── every JSON file parses; every run has its completed record in the log and grading.json ──
    const logged = await openResultsLog(outDir).load()
    const files = await walk(outDir)
    const json = files.filter((f) => f.endsWith('.json') && !basename(f).startsWith('.'))
    for (const f of json) expect(() => JSON.parse(readFileSync(f, 'utf8'))).not.toThrow()
    for (const runId of planned) {
      expect(logged.get(runId)).toMatchObject({ runId, status: 'completed' })
      JSON.parse(await readFile(join(outDir, runId, 'timing.json'), 'utf8'))
      const grading = JSON.parse(await readFile(join(outDir, runId, 'grading.json'), 'utf8'))
      expect(grading.run.run_id).toBe(runId)
    }
    JSON.parse(await readFile(join(outDir, 'grades.json'), 'utf8'))
    const leftoverTemps = files.filter((f) => /^\..*\.tmp$/.test(basename(f))).length

    const killed = passes.filter((p) => p.killed).length
    console.log(
      [
        'crash/resume figures',
        `kill points (ms after start): ${killAt.join(', ')}`,
        `passes killed by SIGKILL: ${killed} of ${passes.length} (the others finished first)`,
        `completed runs after each pass: ${completedAfter.join(' → ')} → ${planned.length}`,
        `runs planned ${planned.length}, completed ${completed.length}, duplicates 0, runs.jsonl lines ${records.length} (+${badLines} unparseable fragment(s))`,
        `JSON files checked: ${json.length}, corrupt: 0; leftover temp files from killed atomic writes: ${leftoverTemps}`,
        `API requests: ${fake.messageRequests.length}`
      ].join('\n')
    )
    expect(killed).toBeGreaterThanOrEqual(5) // most kills land while the CLI works (a pass may finish first)
    for (const p of [...passes, last]) expect(p.stdout + p.stderr).not.toContain(SENTINEL_KEY)
  }, 60_000)
})
