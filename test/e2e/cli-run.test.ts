/**
 * `skill-evals run` as a user runs it: the bundled CLI (dist/cli.js, rebuilt by `npm run build`)
 * in a child process, talking to the loopback fake Messages API through ANTHROPIC_BASE_URL.
 */
import { afterEach, describe, expect, test } from '@jest/globals'
import { spawn } from 'node:child_process'
import { mkdir, mkdtemp, readFile, readdir, realpath, rm } from 'node:fs/promises'
import os from 'node:os'
import { join } from 'node:path'

import { loadRepo } from '../../src/discover/index.js'
import { planRuns } from '../../src/plan/runs.js'
import { parseRunsJsonl } from '../../src/run/results-store.js'
import type { RunRecord } from '../../src/types.js'
import { startFakeAnthropic, type FakeAnthropic } from '../fakes/anthropic-server.js'
import { PROJECT_ROOT, runNode } from '../helpers/run-node.js'
import { makeRepo } from '../helpers/temp-repo.js'
import { MODEL, SENTINEL_KEY, agentHandler, exists, repoFiles, walk } from '../helpers/run-engine-fixtures.js'

const cleanups: (() => Promise<unknown>)[] = []
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!()
})

async function tempDir(prefix: string): Promise<string> {
  const d = await realpath(await mkdtemp(join(os.tmpdir(), prefix)))
  cleanups.push(() => rm(d, { recursive: true, force: true }))
  return d
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

async function runsOnDisk(outDir: string): Promise<{ records: RunRecord[]; badLines: number }> {
  const text = await readFile(join(outDir, 'runs.jsonl'), 'utf8').catch(() => '')
  return parseRunsJsonl(text)
}

async function workspacesIn(dir: string): Promise<string[]> {
  return (await readdir(dir)).filter((n) => n.startsWith('skill-evals-ws-')).sort()
}

interface Spawned {
  code: number | null
  signal: NodeJS.Signals | null
  stdout: string
  stderr: string
}

/** Runs dist/cli.js; `killWhen` is polled every 20 ms and SIGKILLs the child once it returns true. */
function cli(args: string[], env: NodeJS.ProcessEnv, killWhen?: () => Promise<boolean>): Promise<Spawned & { killed: boolean }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(PROJECT_ROOT, 'dist/cli.js'), ...args], { cwd: PROJECT_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    let killed = false
    let exited = false
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()))
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
    const guard = setTimeout(() => child.kill('SIGKILL'), 20_000)
    child.on('error', reject)
    child.on('close', (code, signal) => {
      exited = true
      clearTimeout(guard)
      resolve({ code, signal, stdout, stderr, killed })
    })
    if (killWhen) {
      void (async () => {
        while (!exited) {
          if (await killWhen()) {
            killed = true
            child.kill('SIGKILL')
            return
          }
          await sleep(20)
        }
      })()
    }
  })
}

describe('skill-evals run (CLI) against the fake API', () => {
  test('SIGKILL mid-run, then --resume: every planned run completed exactly once, nothing finished is redone', async () => {
    const repoDir = await makeRepo(repoFiles({ skill: 'brief-e2e', ids: [1, 2, 3] }))
    cleanups.push(repoDir.dispose)
    const fake: FakeAnthropic = await startFakeAnthropic({ handler: agentHandler(), latencyMs: 150 })
    cleanups.push(() => fake.close())
    const base = await tempDir('cli-run-e2e-')
    const outDir = join(base, 'out')
    const tmp = join(base, 'tmp') // the CLI's TMPDIR: workspaces it leaks or not are visible here
    await mkdir(tmp)
    const env = { PATH: process.env.PATH, ANTHROPIC_API_KEY: SENTINEL_KEY, ANTHROPIC_BASE_URL: fake.url, TMPDIR: tmp }
    const args = ['run', '--root', repoDir.root, '--out', outDir, '--cache', 'off', '--concurrency', '2', '--trials', '2', '--no-grade']

    const planned = planRuns({ evals: (await loadRepo(repoDir.root)).evals, trials: 2, model: MODEL }).map((s) => s.runId)
    expect(planned).toHaveLength(12)

    // Pass 1: killed once some, but not all, runs are recorded.
    const first = await cli(args, env, async () => {
      const n = (await runsOnDisk(outDir)).records.length
      return n >= 3 && n < planned.length
    })
    expect(first.killed).toBe(true)
    expect(first.signal).toBe('SIGKILL')
    await sleep(100) // let the fake record anything the dead process had already sent
    const before = await runsOnDisk(outDir)
    expect(before.records.length).toBeGreaterThanOrEqual(3)
    expect(before.records.length).toBeLessThan(planned.length)
    expect(before.records.every((r) => r.status === 'completed')).toBe(true)
    const leakedByKill = await workspacesIn(tmp)
    const requestsBefore = fake.messageRequests.length

    // Pass 2: resume.
    const second = await cli([...args, '--resume'], env)
    expect(second.stderr).toBe('')
    expect(second.code).toBe(0)
    const missing = planned.length - before.records.length
    expect(second.stdout).toContain(`${planned.length}/${planned.length} runs, ${planned.length} completed, 0 errors, 0 skipped, ${before.records.length} resumed`)
    // Only the missing runs were made (Write + final text each); nothing recorded before was redone.
    expect(fake.messageRequests.length - requestsBefore).toBe(2 * missing)

    const after = await runsOnDisk(outDir)
    expect(after.badLines).toBe(0)
    const completed = after.records.filter((r) => r.status === 'completed').map((r) => r.runId)
    expect(new Set(completed)).toEqual(new Set(planned))
    expect(completed).toHaveLength(planned.length) // no runId completed twice
    expect(after.records.slice(0, before.records.length)).toEqual(before.records) // pass-1 lines untouched

    const logged = new Map(after.records.map((r) => [r.runId, r]))
    for (const runId of planned) {
      const run = logged.get(runId)!
      expect(run.runId).toBe(runId)
      expect(run.status).toBe('completed')
      expect(await readFile(join(outDir, runId, 'outputs', 'result.md'), 'utf8')).toMatch(/^eval [123]; marker (MARKER-V1|none)\n$/)
    }
    // The finished pass left no workspace behind (the killed one could not clean up its own).
    expect(await workspacesIn(tmp)).toEqual(leakedByKill)

    // The key was used, and never written anywhere.
    expect(fake.messageRequests[0]!.headers['authorization'] ?? fake.messageRequests[0]!.headers['x-api-key']).toContain(SENTINEL_KEY)
    for (const f of await walk(outDir)) expect(await readFile(f, 'utf8')).not.toContain(SENTINEL_KEY)
    for (const s of [first.stdout, first.stderr, second.stdout, second.stderr]) expect(s).not.toContain(SENTINEL_KEY)
  })

  test('without ANTHROPIC_API_KEY and without --simulate: exit 2 with a clear message, nothing written', async () => {
    const repoDir = await makeRepo(repoFiles({ skill: 'brief-nokey', ids: [1, 2] }))
    cleanups.push(repoDir.dispose)
    const outDir = join(await tempDir('cli-run-e2e-'), 'out')
    const r = await runNode('dist/cli.js', ['run', '--root', repoDir.root, '--out', outDir], { env: { PATH: process.env.PATH } })
    expect(r.code).toBe(2)
    expect(r.stderr).toContain('ANTHROPIC_API_KEY is not set')
    expect(r.stderr).toContain('--simulate')
    expect(await exists(outDir)).toBe(false)
  })

  test('errors from the API do not leak the key into files or output', async () => {
    const repoDir = await makeRepo(repoFiles({ skill: 'brief-errkey', ids: [1] }))
    cleanups.push(repoDir.dispose)
    // Every request is refused; the message echoes the key as a careless proxy might.
    const fake = await startFakeAnthropic({ faults: () => ({ status: 400, message: `bad request for key ${SENTINEL_KEY}` }) })
    cleanups.push(() => fake.close())
    const base = await tempDir('cli-run-e2e-')
    const outDir = join(base, 'out')
    const r = await runNode('dist/cli.js', ['run', '--root', repoDir.root, '--out', outDir, '--cache', 'off', '--trials', '1'], {
      env: { PATH: process.env.PATH, ANTHROPIC_API_KEY: SENTINEL_KEY, ANTHROPIC_BASE_URL: fake.url }
    })
    expect(r.code).toBe(2) // no run completed (issue 17: exit codes say what happened)
    expect(r.stdout).toContain('2/2 runs, 0 completed, 2 errors')
    const { records } = await runsOnDisk(outDir)
    expect(records.map((x) => x.status)).toEqual(['error', 'error'])
    expect(records[0]!.error?.message).toBe('bad request for key [redacted]')
    for (const f of await walk(outDir)) expect(await readFile(f, 'utf8')).not.toContain(SENTINEL_KEY)
    expect(r.stdout + r.stderr).not.toContain(SENTINEL_KEY)
  })
})
