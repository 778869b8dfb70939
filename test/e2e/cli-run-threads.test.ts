/**
 * Issue 21: `skill-evals run --threads N` solves the API executor's runs on worker threads. The
 * bundled CLI (dist/cli.js and its dist/cli-worker.js) in a child process against the loopback
 * fake Messages API: the same records, per-run files and grades as with one thread; caches written
 * either way serve the other; SIGINT, the budget and --resume behave as with one thread.
 */
import { afterEach, describe, expect, test } from '@jest/globals'
import { spawn } from 'node:child_process'
import { mkdir, mkdtemp, readFile, readdir, realpath, rm } from 'node:fs/promises'
import os from 'node:os'
import { join, relative } from 'node:path'

import { parseRunsJsonl } from '../../src/run/results-store.js'
import type { RunRecord } from '../../src/types.js'
import { startFakeAnthropic, textReply, toolUseReply, type FakeAnthropic, type FakeHandler } from '../fakes/anthropic-server.js'
import { PROJECT_ROOT } from '../helpers/run-node.js'
import { makeRepo } from '../helpers/temp-repo.js'
import { SENTINEL_KEY, assistantTurns, markerOf, promptOf, walk } from '../helpers/run-engine-fixtures.js'

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

const PROMPTS = ['Write the note for team A into result.md.', 'Write the note for team B into result.md.', 'Write the note for team C into result.md.', 'Write the note for team D into result.md.']

/** A skill with four evals whose assertions are all checks (graded without a judge). */
function repoFiles(skill: string): Record<string, string> {
  return {
    [`skills/${skill}/SKILL.md`]: `---\nname: ${skill}\ndescription: Writes notes. Use when the user asks for a note.\n---\n\n# ${skill}\n\nBody marker: MARKER-T1.\n`,
    [`skills/${skill}/evals/evals.json`]: JSON.stringify({
      skill_name: skill,
      evals: PROMPTS.map((prompt, i) => ({
        id: i + 1,
        prompt,
        expectations: [
          { text: 'result.md exists', check: { kind: 'file_exists', path: 'result.md' } },
          { text: 'the note names the marker', check: { kind: 'contains', value: 'MARKER-T1', in: 'result.md' } }
        ]
      }))
    })
  }
}

/**
 * A deterministic agent: Write result.md (naming the eval, the marker it saw and the key, which
 * the collected copy must redact), then a final text. Same request → same reply, whatever the
 * order the runs arrive in.
 */
const agent: FakeHandler = (req) => {
  const evalNo = PROMPTS.indexOf(promptOf(req)) + 1
  const marker = markerOf(req)
  if (assistantTurns(req) === 0) {
    return toolUseReply('Write', { file_path: 'result.md', content: `eval ${evalNo}; marker ${marker}; key ${SENTINEL_KEY}\n` }, { id: `toolu_${evalNo}_${marker}` })
  }
  return textReply(`Done with eval ${evalNo} (${marker}).`)
}

interface Spawned {
  code: number | null
  signal: NodeJS.Signals | null
  stdout: string
  stderr: string
  ms: number
}

function cli(args: string[], env: NodeJS.ProcessEnv, onStart?: (kill: (s: NodeJS.Signals) => void) => void): Promise<Spawned> {
  return new Promise((resolve, reject) => {
    const t0 = Date.now()
    const child = spawn(process.execPath, [join(PROJECT_ROOT, 'dist/cli.js'), ...args], { cwd: PROJECT_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()))
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
    const guard = setTimeout(() => child.kill('SIGKILL'), 20_000)
    child.on('error', reject)
    child.on('close', (code, signal) => {
      clearTimeout(guard)
      resolve({ code, signal, stdout, stderr, ms: Date.now() - t0 })
    })
    onStart?.((s) => child.kill(s))
  })
}

async function records(outDir: string): Promise<RunRecord[]> {
  const { records: rs, badLines } = parseRunsJsonl(await readFile(join(outDir, 'runs.jsonl'), 'utf8').catch(() => ''))
  expect(badLines).toBe(0)
  return rs
}

/** A record without what differs between two executions of the same run (times). */
function comparable(r: RunRecord): Partial<RunRecord> {
  const { durationMs: _d, startedAt: _s, finishedAt: _f, ...rest } = r
  return rest
}

/** Every file under `dir` (relative path → content), timing fields of JSON files blanked. */
async function tree(dir: string): Promise<Map<string, string>> {
  const out = new Map<string, string>()
  for (const f of (await walk(dir)).sort()) {
    const rel = relative(dir, f)
    if (rel === 'runs.jsonl') continue // compared record by record (its line order follows completion)
    const text = await readFile(f, 'utf8')
    out.set(
      rel,
      text
        .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z/g, '<time>')
        .replace(/"([A-Za-z_]*(?:[Dd]uration|[Ss]econds|_ms|Ms)[A-Za-z_]*)": ?[0-9.e+-]+/g, '"$1":"—"')
    )
  }
  return out
}

async function packs(cacheDir: string): Promise<string[]> {
  return (await readdir(cacheDir).catch(() => [] as string[])).filter((n) => n.startsWith('pack-')).sort()
}

async function setup(latencyMs: number | (() => number)): Promise<{ root: string; fake: FakeAnthropic; base: string; env: NodeJS.ProcessEnv }> {
  const repoDir = await makeRepo(repoFiles('notes'))
  cleanups.push(repoDir.dispose)
  // No simulated prompt cache: its usage figures depend on which run of a prefix comes first.
  const fake = await startFakeAnthropic({ handler: agent, latencyMs, promptCache: false })
  cleanups.push(() => fake.close())
  const base = await tempDir('cli-threads-')
  const tmp = join(base, 'tmp')
  await mkdir(tmp)
  const env = { PATH: process.env.PATH, ANTHROPIC_API_KEY: SENTINEL_KEY, ANTHROPIC_BASE_URL: fake.url, TMPDIR: tmp }
  return { root: repoDir.root, fake, base, env }
}

describe('skill-evals run --threads (worker threads) against the fake API', () => {
  test('the same records, per-run files and grades as one thread; the collected outputs are redacted in the workers', async () => {
    const { root, fake, base, env } = await setup(40)
    const common = ['run', '--root', root, '--cache', 'off', '--concurrency', '4', '--trials', '6']
    const one = await cli([...common, '--out', join(base, 'one'), '--threads', '1'], env)
    expect(one.stderr).toBe('')
    expect(one.code).toBe(0)
    expect(one.stdout).not.toContain('worker thread')
    const callsOne = fake.messageRequests.length
    expect(callsOne).toBe(2 * 48)

    const two = await cli([...common, '--out', join(base, 'two'), '--threads', '2'], env)
    expect(two.stderr).toBe('')
    expect(two.code).toBe(0)
    // --threads 2: the main thread and one worker solve the runs.
    const used = /1 worker thread \((\d+) runs on it, (\d+) on the main thread\)/.exec(two.stdout)
    expect(used).not.toBeNull()
    expect(Number(used![1]) + Number(used![2])).toBe(48)
    expect(Number(used![1])).toBeGreaterThan(0) // the worker solved runs
    expect(fake.messageRequests.length - callsOne).toBe(2 * 48)
    expect(two.stdout).toContain('48/48 runs, 48 completed, 0 errors, 0 skipped, 96 API calls')

    const byId = (rs: RunRecord[]) => new Map(rs.map((r) => [r.runId, comparable(r)]))
    const recOne = await records(join(base, 'one'))
    const recTwo = await records(join(base, 'two'))
    expect(recTwo).toHaveLength(48)
    expect(byId(recTwo)).toEqual(byId(recOne))
    expect(recTwo.every((r) => r.status === 'completed' && r.apiCalls === 2 && r.filesWritten.join() === 'result.md')).toBe(true)

    // Per-run files (outputs/, transcript, grading) and the summary: the same bytes but for times.
    const [treeOne, treeTwo] = [await tree(join(base, 'one')), await tree(join(base, 'two'))]
    expect([...treeTwo.keys()]).toEqual([...treeOne.keys()])
    const differing = [...treeTwo.keys()].filter((k) => treeTwo.get(k) !== treeOne.get(k))
    expect(differing).toEqual([])
    const grading = [...treeTwo.keys()].filter((k) => k.endsWith('grading.json'))
    expect(grading.length).toBeGreaterThanOrEqual(48)
    // The key the agent wrote was redacted in every collected copy (the worker had the secret).
    const outputs = [...treeTwo.entries()].filter(([k]) => k.endsWith('outputs/result.md'))
    expect(outputs).toHaveLength(48)
    for (const [, text] of outputs) expect(text).toMatch(/^eval [1-4]; marker (MARKER-T1|none); key \*\*\*\n$/)
    for (const f of await walk(join(base, 'two'))) expect(await readFile(f, 'utf8')).not.toContain(SENTINEL_KEY)
    // Nothing left in the temporary folder: every worker's workspaces were removed.
    expect((await readdir(join(base, 'tmp'))).filter((n) => n.startsWith('skill-evals-ws-'))).toEqual([])
  })

  test('a cache written by a threaded run serves a one-thread rerun, and the other way round', async () => {
    const { root, fake, base, env } = await setup(30)
    const cacheA = join(base, 'cache-a')
    const cacheB = join(base, 'cache-b')
    const common = ['run', '--root', root, '--concurrency', '4', '--trials', '4', '--no-grade']

    const threaded = await cli([...common, '--out', join(base, 'a1'), '--cache', 'read-write', '--cache-dir', cacheA, '--threads', '2'], env)
    expect(threaded.code).toBe(0)
    expect(threaded.stdout).toMatch(/1 worker thread \([1-9]\d* runs on it, [1-9]\d* on the main thread/)
    expect(await packs(cacheA)).toHaveLength(2) // one pack per writer: the worker's and the main thread's
    const calls = fake.messageRequests.length
    expect(calls).toBe(64)

    const replayOne = await cli([...common, '--out', join(base, 'a2'), '--cache', 'read-only', '--cache-dir', cacheA, '--threads', '1'], env)
    expect(replayOne.code).toBe(0)
    expect(replayOne.stdout).toContain('0 API calls, 64 cache hits')
    expect(fake.messageRequests.length).toBe(calls)
    expect((await records(join(base, 'a2'))).every((r) => r.cached)).toBe(true)

    const single = await cli([...common, '--out', join(base, 'b1'), '--cache', 'read-write', '--cache-dir', cacheB, '--threads', '1'], env)
    expect(single.code).toBe(0)
    expect(await packs(cacheB)).toHaveLength(1)
    const replayTwo = await cli([...common, '--out', join(base, 'b2'), '--cache', 'read-write', '--cache-dir', cacheB, '--threads', '2'], env)
    expect(replayTwo.code).toBe(0)
    expect(replayTwo.stdout).toContain('0 API calls, 64 cache hits')
    expect(fake.messageRequests.length).toBe(2 * calls)
    expect(await packs(cacheB)).toHaveLength(1) // nothing new to write
    const replayed = await records(join(base, 'b2'))
    expect(replayed).toHaveLength(32)
    expect(replayed.every((r) => r.cached && r.status === 'completed')).toBe(true)
  })

  test('SIGINT mid-run: the workers stop, the process exits promptly with 2, and --resume finishes the rest once', async () => {
    let latency = 400
    const { root, fake, base, env } = await setup(() => latency)
    const out = join(base, 'out')
    const args = ['run', '--root', root, '--out', out, '--cache', 'off', '--concurrency', '4', '--trials', '6', '--no-grade', '--threads', '2']
    let sentAt = 0
    const first = await cli(args, env, (kill) => {
      void (async () => {
        // Once some runs are recorded (and others are in flight, some on the workers).
        for (let i = 0; i < 400; i++) {
          if ((await records(out).catch(() => [])).length >= 6) break
          await sleep(20)
        }
        sentAt = Date.now()
        kill('SIGINT')
      })()
    })
    expect(first.code).toBe(2)
    expect(first.stderr).toContain('Cancelled:')
    // The worker was solving runs when the signal came (its aborted runs are counted, not recorded).
    expect(first.stdout).toMatch(/1 worker thread \([1-9]\d* runs on it/)
    const stoppedAfter = Date.now() - sentAt
    expect(stoppedAfter).toBeLessThan(3000) // the in-flight calls were aborted, not awaited (400 ms each)
    const before = await records(out)
    expect(before.length).toBeGreaterThanOrEqual(6)
    expect(before.length).toBeLessThan(48)
    expect(before.every((r) => r.status === 'completed')).toBe(true)
    expect((await readdir(join(base, 'tmp'))).filter((n) => n.startsWith('skill-evals-ws-'))).toEqual([])

    latency = 20 // the rest, quickly
    const callsBefore = fake.messageRequests.length
    const second = await cli([...args, '--resume'], env)
    expect(second.code).toBe(0)
    expect(second.stdout).toContain(`48/48 runs, 48 completed, 0 errors, 0 skipped, ${before.length} resumed`)
    expect(fake.messageRequests.length - callsBefore).toBe(2 * (48 - before.length))
    const after = await records(out)
    expect(new Set(after.map((r) => r.runId)).size).toBe(48)
    expect(after).toHaveLength(48) // nothing recorded twice
  })

  test('Bash in the workers: the no-sandbox notice is given once, on the main thread', async () => {
    const { root, fake, base, env } = await setup(20)
    fake.setHandler((req) =>
      assistantTurns(req) === 0 && (req.body?.tools ?? []).some((t: { name: string }) => t.name === 'Bash') ? toolUseReply('Bash', { command: 'echo hi' }) : textReply('done')
    )
    const r = await cli(['run', '--root', root, '--out', join(base, 'out'), '--cache', 'off', '--concurrency', '4', '--trials', '3', '--no-grade', '--bash', '--threads', '2'], { ...env, SKILL_EVALS_SANDBOX: 'off' })
    expect(r.code).toBe(0)
    expect(r.stdout).toMatch(/1 worker thread \([1-9]\d* runs on it/)
    expect(r.stderr.match(/Sandbox degraded: none \(SKILL_EVALS_SANDBOX=off\); secrets are protected by redaction only/g)).toHaveLength(1)
    expect((await records(join(base, 'out'))).every((x) => x.status === 'completed' && x.toolCalls[0]?.name === 'Bash' && !x.toolCalls[0].isError)).toBe(true)
  })

  test('the budget stops new runs as with one thread', async () => {
    const { root, fake, base, env } = await setup(20)
    const out = join(base, 'out')
    const r = await cli(['run', '--root', root, '--out', out, '--cache', 'off', '--concurrency', '4', '--trials', '6', '--no-grade', '--threads', '2', '--max-runs', '20'], env)
    expect(r.code).toBe(0)
    expect(r.stdout).toContain('48/48 runs, 20 completed, 0 errors, 28 skipped (budget: max-runs)')
    expect(fake.messageRequests.length).toBe(40)
    const rs = await records(out)
    expect(rs.filter((x) => x.status === 'skipped').every((x) => x.error?.type === 'budget' && x.apiCalls === 0)).toBe(true)
  })
})
