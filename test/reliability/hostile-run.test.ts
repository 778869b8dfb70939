/**
 * A hostile pull request cannot freeze the job or lose results (issue 17, points 3, 4, 7, 8),
 * each case reproduced with the bundled CLI (`node dist/cli.js`) as a real process against the
 * loopback fake Messages API:
 *
 * - point 3: the catastrophic `^(a+)+$` against 34 `a`s and a `!`, as a `regex` check and as the
 *   agent's Grep pattern, and in a `json_schema` check's `pattern`, completes at once; `validate` warns about the nested quantifiers and
 *   rejects a backreference with file and line; SIGTERM during a run ends the process within
 *   seconds, keeping the runs that finished.
 * - point 4: two `run` processes on one `--out` folder: the second (and a `--resume`) refuses at
 *   once naming the folder and the holder; the first loses nothing. A stale lock (dead pid) is
 *   taken over; a lock from another host is not.
 * - point 7: a FIFO, a socket, and a FIFO inside a listed folder in an eval's `files`: `validate`
 *   exits 1 naming the file and the line, and `run` refuses to start.
 * - point 8: `run` exits 0 when every run completed, 1 when some ended in error, 2 when none
 *   completed.
 */
import { afterEach, describe, expect, test } from '@jest/globals'
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readdir, readFile, realpath, rm, writeFile } from 'node:fs/promises'
import net from 'node:net'
import os from 'node:os'
import { join } from 'node:path'

import { parseRunsJsonl } from '../../src/run/results-store.js'
import { LOCK_FILE } from '../../src/run/out-lock.js'
import { startFakeAnthropic, textReply, toolUseReply, type FakeHandler, type RecordedRequest } from '../fakes/anthropic-server.js'
import { PROJECT_ROOT } from '../helpers/run-node.js'
import { makeRepo, skillMd } from '../helpers/temp-repo.js'
import { agentHandler, promptOf, PROMPTS, repoFiles, SENTINEL_KEY } from '../helpers/run-engine-fixtures.js'

const cleanups: (() => Promise<unknown>)[] = []
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!()
})

const CLI = join(PROJECT_ROOT, 'dist/cli.js')

interface Proc {
  child: ChildProcess
  done: Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string; ms: number }>
  stdout: () => string
}

function start(args: string[], env: NodeJS.ProcessEnv): Proc {
  const t0 = Date.now()
  const child = spawn(process.execPath, [CLI, ...args], { cwd: PROJECT_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] })
  let stdout = ''
  let stderr = ''
  child.stdout!.on('data', (d: Buffer) => (stdout += d.toString()))
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()))
  const guard = setTimeout(() => child.kill('SIGKILL'), 60_000)
  const done = new Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string; ms: number }>((resolve, reject) => {
    child.on('error', reject)
    child.on('close', (code, signal) => {
      clearTimeout(guard)
      resolve({ code, signal, stdout, stderr, ms: Date.now() - t0 })
    })
  })
  return { child, done, stdout: () => stdout }
}

const cli = (args: string[], env: NodeJS.ProcessEnv) => start(args, env).done

async function until(cond: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const t0 = Date.now()
  while (!(await cond())) {
    if (Date.now() - t0 > timeoutMs) throw new Error('condition not met in time')
    await new Promise((r) => setTimeout(r, 25))
  }
}

async function tempBase(prefix: string): Promise<string> {
  const base = await realpath(await mkdtemp(join(os.tmpdir(), prefix)))
  cleanups.push(() => rm(base, { recursive: true, force: true }))
  return base
}

async function fakeApi(handler: FakeHandler, latencyMs?: number | ((req: RecordedRequest) => number)) {
  const fake = await startFakeAnthropic({ handler, ...(latencyMs !== undefined ? { latencyMs } : {}) })
  cleanups.push(() => fake.close())
  return fake
}

function envFor(url: string, base: string): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH, ANTHROPIC_API_KEY: SENTINEL_KEY, ANTHROPIC_BASE_URL: url, TMPDIR: base }
}

// ─── Point 3: linear-time patterns, SIGTERM ───────────────────────────────────────────

const EVIL = '^(a+)+$'
const VICTIM = 'a'.repeat(34) + '!'

describe('catastrophic patterns complete at once (point 3)', () => {
  test(`${EVIL} on 34 a's and '!' as a regex check and as a Grep pattern`, async () => {
    const suite = {
      skill_name: 'redos',
      evals: [
        {
          id: 1,
          prompt: 'Search victim.txt for the pattern and answer.',
          files: ['evals/files/victim.txt'],
          expectations: [
            { text: 'The response is all a', check: { kind: 'regex', pattern: EVIL, in: 'response' } },
            { text: 'answer.txt is all a', check: { kind: 'regex', pattern: EVIL, in: 'answer.txt' } },
            { text: 'answer.json value is all a', check: { kind: 'json_path', path: '$.v', op: 'regex', pattern: EVIL, in: 'answer.json' } },
            {
              text: 'answer.json matches its schema',
              check: { kind: 'json_schema', in: 'answer.json', schema: { type: 'object', properties: { v: { type: 'string', pattern: EVIL } } } }
            }
          ]
        }
      ]
    }
    const repo = await makeRepo({
      'skills/redos/SKILL.md': skillMd('redos'),
      'skills/redos/evals/evals.json': JSON.stringify(suite, null, 2),
      'skills/redos/evals/files/victim.txt': `${VICTIM}\n`
    })
    cleanups.push(repo.dispose)
    const base = await tempBase('redos-')
    const grepResults: string[] = []
    const fake = await fakeApi((req) => {
      const msgs = req.body?.messages ?? []
      const turn = msgs.filter((m: { role: string }) => m.role === 'assistant').length
      if (turn === 0) return toolUseReply('Grep', { pattern: EVIL, path: '.' })
      if (turn === 1) {
        const last = msgs[msgs.length - 1]
        grepResults.push(JSON.stringify(last?.content ?? ''))
        return toolUseReply('Write', { file_path: 'answer.txt', content: VICTIM })
      }
      if (turn === 2) return toolUseReply('Write', { file_path: 'answer.json', content: JSON.stringify({ v: VICTIM }) })
      return textReply(VICTIM)
    })
    const out = join(base, 'out')
    // validate: the nested quantifiers are a warning (exit 0), with file and line.
    const v = await cli(['validate', '--root', repo.root, '--format', 'json'], envFor(fake.url, base))
    expect(v.code).toBe(0)
    const warnings = (JSON.parse(v.stdout) as { findings: { file: string; line: number; rule: string; message: string }[] }).findings.filter(
      (f) => f.rule === 'check.regex.nested-quantifier'
    )
    const suiteText = JSON.stringify(suite, null, 2)
    expect(warnings.map((w) => [w.file, w.line])).toEqual(
      // The three checks' own patterns (the one inside the JSON Schema is the schema's business).
      suiteText.split('\n').flatMap((l, i) => (l.includes('"pattern"') ? [['skills/redos/evals/evals.json', i + 1]] : [])).slice(0, 3)
    )
    expect(warnings[0]!.message).toContain("nested quantifiers ('(a+)+')")
    const r = await cli(['run', '--root', repo.root, '--out', out, '--cache', 'off', '--trials', '1'], envFor(fake.url, base))
    expect(r.stderr).toBe('')
    expect(r.code).toBe(0)
    // Start-up, 2 runs of 4 turns and grading: seconds. A backtracking engine needs 2^34 steps
    // per check (hours), and froze the process for good.
    expect(r.ms).toBeLessThan(20_000)
    expect(grepResults.length).toBe(2) // with and without the skill
    for (const g of grepResults) expect(g).toContain('No matches found.')
    const { records } = parseRunsJsonl(await readFile(join(out, 'runs.jsonl'), 'utf8'))
    expect(records.map((x) => x.status)).toEqual(['completed', 'completed'])
    for (const rec of records) {
      const grading = JSON.parse(await readFile(join(out, rec.runId, 'grading.json'), 'utf8'))
      const ex = grading.expectations as { text: string; status: string; passed: boolean; evidence: string }[]
      expect(ex.map((e) => e.status)).toEqual(['fail', 'fail', 'fail', 'fail'])
      expect(ex[0]!.evidence).toContain('did not match')
    }
  }, 60_000)

  test('a backreference or lookahead is a validation error naming the file and line', async () => {
    const suite = {
      skill_name: 'refs',
      evals: [
        { id: 1, prompt: 'p', expectations: [{ text: 'doubled', check: { kind: 'regex', pattern: '(a)\\1', in: 'response' } }] },
        { id: 2, prompt: 'q', expectations: [{ text: 'ahead', check: { kind: 'regex', pattern: 'x(?=y)', in: 'response' } }] }
      ]
    }
    const text = JSON.stringify(suite, null, 2)
    const repo = await makeRepo({ 'skills/refs/SKILL.md': skillMd('refs'), 'skills/refs/evals/evals.json': text })
    cleanups.push(repo.dispose)
    const v = await cli(['validate', '--root', repo.root, '--format', 'json'], { PATH: process.env.PATH })
    expect(v.code).toBe(1)
    const findings = (JSON.parse(v.stdout) as { findings: { file: string; line: number; message: string; severity: string }[] }).findings
    const lineOf = (needle: string) => text.split('\n').findIndex((l) => l.includes(needle)) + 1
    expect(findings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ severity: 'error', file: 'skills/refs/evals/evals.json', line: lineOf('"(a)\\\\1"'), message: expect.stringContaining('backreferences') }),
        expect.objectContaining({ severity: 'error', file: 'skills/refs/evals/evals.json', line: lineOf('"x(?=y)"'), message: expect.stringContaining('lookahead') })
      ])
    )
    expect(v.stderr).not.toMatch(/\bat .+\.js:\d+/) // no stack trace
  }, 30_000)
})

describe('SIGTERM stops a run within seconds (point 3)', () => {
  test('runs in flight on a hung API are abandoned, finished runs are kept, the lock is released', async () => {
    // Eval 1 answers at once; every request of eval 2 hangs for a minute.
    const agent = agentHandler()
    const fake = await fakeApi(agent, (req) => (promptOf(req) === PROMPTS[2] ? 60_000 : 0))
    const repo = await makeRepo(repoFiles({ skill: 'brief-term', ids: [1, 2] }))
    cleanups.push(repo.dispose)
    const base = await tempBase('sigterm-')
    const out = join(base, 'out')
    const p = start(['run', '--root', repo.root, '--out', out, '--cache', 'off', '--trials', '1', '--concurrency', '4', '--no-grade'], envFor(fake.url, base))
    // Wait until eval 1's two runs are recorded and eval 2's requests are hanging.
    await until(async () => {
      const text = await readFile(join(out, 'runs.jsonl'), 'utf8').catch(() => '')
      return parseRunsJsonl(text).records.length === 2 && fake.messageRequests.filter((r) => promptOf(r) === PROMPTS[2]).length === 2
    })
    const t0 = Date.now()
    p.child.kill('SIGTERM')
    const r = await p.done
    const stopMs = Date.now() - t0
    expect(stopMs).toBeLessThan(5_000)
    expect(r.signal).toBeNull()
    expect(r.code).toBe(2)
    expect(r.stderr).toContain('SIGTERM')
    const { records } = parseRunsJsonl(await readFile(join(out, 'runs.jsonl'), 'utf8'))
    expect(records.map((x) => x.status)).toEqual(['completed', 'completed'])
    expect(existsSync(join(out, LOCK_FILE))).toBe(false)
    console.log(`SIGTERM → exit in ${stopMs} ms (code ${r.code})`)
  }, 60_000)
})

describe('SIGTERM while work ignores the abort (point 3)', () => {
  test('a script check that runs on: the CLI exits within the 5 s grace anyway', async () => {
    const script = `slow-${process.pid}-${Date.now()}.sh` // a unique name to find its process by
    const suite = {
      skill_name: 'slow',
      evals: [
        {
          id: 1,
          prompt: 'Say hi.',
          expectations: [
            { text: 'the slow script passes', check: { kind: 'script', command: `scripts/${script}` } },
            { text: 'says hi', check: { kind: 'contains', value: 'hi', in: 'response' } }
          ]
        }
      ]
    }
    const repo = await makeRepo({
      'skills/slow/SKILL.md': skillMd('slow'),
      'skills/slow/evals/evals.json': JSON.stringify(suite, null, 2),
      [`skills/slow/scripts/${script}`]: '#!/bin/sh\n/bin/sleep 20\n'
    })
    cleanups.push(repo.dispose)
    execFileSync('chmod', ['+x', join(repo.root, `skills/slow/scripts/${script}`)])
    const fake = await fakeApi(() => textReply('hi'))
    const base = await tempBase('grace-')
    const out = join(base, 'out')
    const p = start(['run', '--root', repo.root, '--out', out, '--cache', 'off', '--trials', '1'], envFor(fake.url, base))
    // Wait until grading is waiting on the 20 s script: its shell is running.
    const scriptPids = async (): Promise<number[]> => {
      const pids: number[] = []
      for (const pid of await readdir('/proc').catch(() => [] as string[])) {
        if (!/^\d+$/.test(pid)) continue
        const cmd = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '')
        if (cmd.includes(script)) pids.push(Number(pid))
      }
      return pids
    }
    await until(async () => (await scriptPids()).length > 0)
    // The script outlives the CLI (killing it with its process group is point 6's work): end it here.
    cleanups.push(async () => {
      for (const pid of await scriptPids()) {
        try {
          process.kill(-pid, 'SIGKILL')
        } catch {
          try {
            process.kill(pid, 'SIGKILL')
          } catch {
            /* gone */
          }
        }
      }
    })
    const t0 = Date.now()
    p.child.kill('SIGTERM')
    const r = await p.done
    const stopMs = Date.now() - t0
    expect(stopMs).toBeLessThan(8_000)
    expect(r.code).toBe(143)
    expect(r.stderr).toContain('still busy 5 s after SIGTERM; exiting now')
    expect(parseRunsJsonl(await readFile(join(out, 'runs.jsonl'), 'utf8')).records.map((x) => x.status)).toEqual(['completed', 'completed'])
    expect(existsSync(join(out, LOCK_FILE))).toBe(false) // removed by the exit hook
    console.log(`SIGTERM during a 20 s script check → exit in ${stopMs} ms (code ${r.code})`)
  }, 60_000)
})

// ─── Point 4: one writer per results folder ───────────────────────────────────────────

describe('one writer per results folder (point 4)', () => {
  test('a second run and a --resume on the same --out refuse at once; the first loses nothing', async () => {
    // The API holds every answer until both refusals are seen, so the first run is surely still busy.
    let open: () => void = () => {}
    const gate = new Promise<void>((r) => (open = r))
    const agent = agentHandler()
    const fake = await fakeApi(async (req, ctx) => {
      await gate
      return agent(req, ctx)
    }, 20)
    const repo = await makeRepo(repoFiles({ skill: 'brief-lock', ids: [1, 2, 3] }))
    cleanups.push(repo.dispose)
    const base = await tempBase('lock-')
    const out = join(base, 'out')
    const env = envFor(fake.url, base)
    const args = ['run', '--root', repo.root, '--out', out, '--cache', 'off', '--trials', '2', '--concurrency', '2', '--no-grade']
    const first = start(args, env)
    await until(() => existsSync(join(out, LOCK_FILE)) && fake.messageRequests.length > 0)
    const second = await cli(args, env)
    const resumed = await cli([...args, '--resume'], env)
    expect(first.child.exitCode).toBeNull() // still running while both were refused
    open()
    for (const r of [second, resumed]) {
      expect(r.code).toBe(2)
      expect(r.ms).toBeLessThan(10_000)
      expect(r.stderr).toContain(`Results folder '${out}' is in use by another skill-evals run`)
      expect(r.stderr).toContain(`pid ${first.child.pid} on ${os.hostname()}`)
      expect(r.stderr).not.toMatch(/ENOTEMPTY|internal error|\bat .+\.js:\d+/)
    }
    const a = await first.done
    expect(a.stderr).toBe('')
    expect(a.code).toBe(0)
    const { records, badLines } = parseRunsJsonl(await readFile(join(out, 'runs.jsonl'), 'utf8'))
    expect(badLines).toBe(0)
    expect(records).toHaveLength(12)
    expect(new Set(records.map((x) => x.runId)).size).toBe(12)
    expect(records.every((x) => x.status === 'completed')).toBe(true)
    expect(existsSync(join(out, LOCK_FILE))).toBe(false)
  }, 90_000)

  test('a stale lock (its pid is dead on this host) is taken over; a lock from another host is not', async () => {
    const fake = await fakeApi(agentHandler())
    const repo = await makeRepo(repoFiles({ skill: 'brief-stale', ids: [1] }))
    cleanups.push(repo.dispose)
    const base = await tempBase('stale-')
    const out = join(base, 'out')
    const env = envFor(fake.url, base)
    const args = ['run', '--root', repo.root, '--out', out, '--cache', 'off', '--trials', '1', '--no-grade']
    // A pid that certainly ended: a child we ran to completion.
    const dead = spawn(process.execPath, ['-e', ''])
    const deadPid = dead.pid!
    await new Promise((r) => dead.on('close', r))
    await mkdir(out, { recursive: true })
    const lock = (host: string, pid: number) =>
      writeFile(join(out, LOCK_FILE), JSON.stringify({ pid, host, startedAt: '2026-01-01T00:00:00.000Z', command: 'run', token: 'old' }) + '\n')
    await lock(os.hostname(), deadPid)
    const r = await cli(args, env)
    expect(r.stderr).toBe('')
    expect(r.code).toBe(0)
    expect(existsSync(join(out, LOCK_FILE))).toBe(false)

    await lock('some-other-runner', deadPid)
    const refused = await cli([...args, '--resume'], env)
    expect(refused.code).toBe(2)
    expect(refused.stderr).toContain(`pid ${deadPid} on some-other-runner`)
    expect(refused.stderr).toContain(`delete ${join(out, LOCK_FILE)}`)
  }, 60_000)
})

// ─── Point 7: special files in `files` ────────────────────────────────────────────────

describe('validate rejects files that are not regular files or folders (point 7)', () => {
  test('a FIFO, a socket and a FIFO inside a listed folder: exit 1, each with file and line; run refuses', async () => {
    const suite = {
      skill_name: 'pipes',
      evals: [
        { id: 1, prompt: 'Read the pipe.', files: ['evals/files/in.fifo'], expectations: ['x', 'y'] },
        { id: 2, prompt: 'Read the socket.', files: ['evals/files/s.sock'], expectations: ['x', 'y'] },
        { id: 3, prompt: 'Read the folder.', files: ['evals/files/dir'], expectations: ['x', 'y'] },
        { id: 4, prompt: 'Read the note.', files: ['evals/files/ok.md'], expectations: ['x', 'y'] }
      ]
    }
    const text = JSON.stringify(suite, null, 2)
    const repo = await makeRepo({
      'skills/pipes/SKILL.md': skillMd('pipes'),
      'skills/pipes/evals/evals.json': text,
      'skills/pipes/evals/files/ok.md': 'fine\n',
      'skills/pipes/evals/files/dir/a.md': 'fine\n'
    })
    cleanups.push(repo.dispose)
    const files = join(repo.root, 'skills/pipes/evals/files')
    execFileSync('mkfifo', [join(files, 'in.fifo')])
    execFileSync('mkfifo', [join(files, 'dir', 'inner.fifo')])
    const server = net.createServer()
    await new Promise<void>((r) => server.listen(join(files, 's.sock'), r))
    cleanups.push(() => new Promise((r) => server.close(r)))

    const t0 = Date.now()
    const v = await cli(['validate', '--root', repo.root, '--format', 'json'], { PATH: process.env.PATH })
    expect(Date.now() - t0).toBeLessThan(15_000) // never blocks on the FIFO
    expect(v.code).toBe(1)
    const findings = (JSON.parse(v.stdout) as { findings: { file: string; line: number; message: string; rule: string }[] }).findings
    const lineOf = (needle: string) => text.split('\n').findIndex((l) => l.includes(needle)) + 1
    const special = findings.filter((f) => f.rule === 'suite.file.special')
    expect(special).toEqual([
      expect.objectContaining({ file: 'skills/pipes/evals/evals.json', line: lineOf('in.fifo'), message: expect.stringContaining("'evals/files/in.fifo' is a named pipe (FIFO)") }),
      expect.objectContaining({ file: 'skills/pipes/evals/evals.json', line: lineOf('s.sock'), message: expect.stringContaining("'evals/files/s.sock' is a socket") }),
      expect.objectContaining({ file: 'skills/pipes/evals/evals.json', line: lineOf('"evals/files/dir"'), message: expect.stringContaining("holds 'evals/files/dir/inner.fifo', which is a named pipe (FIFO)") })
    ])
    expect(findings.some((f) => f.message.includes('ok.md'))).toBe(false)
    const text2 = await cli(['validate', '--root', repo.root], { PATH: process.env.PATH })
    expect(text2.stdout).toContain('skills/pipes/evals/evals.json\n')
    expect(text2.stdout).toMatch(new RegExp(`\\n\\s*${lineOf('in.fifo')}:\\d+\\s+error\\s+File 'evals/files/in.fifo' is a named pipe`))

    const base = await tempBase('fifo-')
    const r = await cli(['run', '--root', repo.root, '--out', join(base, 'out'), '--simulate', '--cache', 'off'], { PATH: process.env.PATH, TMPDIR: base })
    expect(r.code).toBe(1)
    expect(r.stderr).toContain('validation found 3 error(s)')
  }, 60_000)
})

// ─── Point 8: exit codes ──────────────────────────────────────────────────────────────

describe('run exit codes (point 8)', () => {
  // Requests of the prompts in `failing` answer 400 (not retried): those runs end in error.
  async function runWith(failing: string[]) {
    const agent = agentHandler()
    const fake = await startFakeAnthropic({
      handler: agent,
      faults: (req) => (failing.includes(promptOf(req)) ? { status: 400, message: 'fake: bad request' } : undefined)
    })
    cleanups.push(() => fake.close())
    const repo = await makeRepo(repoFiles({ skill: 'brief-exit', ids: [1, 2] }))
    cleanups.push(repo.dispose)
    const base = await tempBase('exit-')
    return cli(['run', '--root', repo.root, '--out', join(base, 'out'), '--cache', 'off', '--trials', '1', '--no-grade'], envFor(fake.url, base))
  }

  test('0 when every run completed', async () => {
    const r = await runWith([])
    expect(r.stdout).toContain('4 completed, 0 errors')
    expect(r.code).toBe(0)
  }, 30_000)

  test('1 when some run ended in error', async () => {
    const r = await runWith([PROMPTS[2]])
    expect(r.stdout).toContain('2 completed, 2 errors')
    expect(r.stderr).toContain('2 of 4 run(s) ended in error; exit 1')
    expect(r.code).toBe(1)
  }, 30_000)

  test('2 when no run completed', async () => {
    const r = await runWith([PROMPTS[1], PROMPTS[2]])
    expect(r.stdout).toContain('0 completed, 4 errors')
    expect(r.stderr).toContain('no run completed')
    expect(r.code).toBe(2)
  }, 30_000)

  test('documented in --help', async () => {
    const r = await cli(['run', '--help'], { PATH: process.env.PATH })
    expect(r.stdout).toMatch(/Exit codes:\n\s+0 .*every planned run completed[\s\S]*\n\s+1 .*ended in 'error'[\s\S]*\n\s+2 .*no run completed/)
    const top = await cli(['help'], { PATH: process.env.PATH })
    expect(top.stdout).toMatch(/Exit 0 when every run completed, 1 when any run ended in error, 2 when none completed/)
  }, 30_000)
})
