/**
 * `grade` with many judge calls in flight at once (the bundled CLI against a loopback fake of the
 * Messages API that answers after 50 ms): every call listens to the command's one abort signal
 * while it is in flight, and Node warned "MaxListenersExceededWarning … 11 abort listeners" on
 * stderr as soon as more than ten were (concurrency 16 is the bench's). Nothing but the command's
 * own output may reach stderr.
 */
import { afterAll, describe, expect, test } from '@jest/globals'
import { fork, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { PROJECT_ROOT, runNode } from '../helpers/run-node.js'
import { makeRepo, skillMd } from '../helpers/temp-repo.js'

const disposers: Array<() => Promise<void>> = []
let fake: ChildProcess | undefined
afterAll(async () => {
  fake?.send({ cmd: 'exit' })
  fake?.disconnect()
  for (const d of disposers) await d()
})

describe('skill-evals grade with many judge calls in flight', () => {
  test('prints no listener-leak warning', async () => {
    const judged = Array.from({ length: 14 }, (_, i) => `The answer covers point ${i + 1}`)
    const repo = await makeRepo({
      'skills/notes/SKILL.md': skillMd('notes'),
      'evals/evals.json': JSON.stringify({ evals: [{ id: 1, skill: 'notes', prompt: 'Write the notes.', assertions: judged }] }),
    })
    disposers.push(repo.dispose)
    const out = path.join(repo.root, 'out')
    const env = { PATH: process.env.PATH, HOME: repo.root }
    const ran = await runNode('dist/cli.js', ['run', '--root', repo.root, '--out', out, '--simulate', '--trials', '1', '--no-grade', '--cache', 'off'], { env })
    expect(ran.code).toBe(0)

    fake = fork(path.join(PROJECT_ROOT, 'bench', 'fake-agent-server.mjs'), [], { env: { ...process.env, FAKE_LATENCY_MS: '50' }, execArgv: [], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
    const port = await new Promise<number>((resolve) => fake!.on('message', (m: { port?: number }) => m.port && resolve(m.port)))
    const graded = await runNode('dist/cli.js', ['grade', '--root', repo.root, '--out', out, '--concurrency', '16', '--judges', '1', '--cache', 'off'], {
      env: { ...env, ANTHROPIC_API_KEY: 'sk-ant-test-grade', ANTHROPIC_BASE_URL: `http://127.0.0.1:${port}` },
    })
    expect(graded.stdout).toMatch(/Judge .*: 28 calls/) // 2 runs × 14 judged assertions, all sent
    expect(graded.stderr).not.toMatch(/MaxListenersExceededWarning/)
  }, 60_000)
})
