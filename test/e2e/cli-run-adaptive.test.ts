/**
 * `skill-evals run --trials adaptive` as a user runs it (issue 35): the bundled CLI (dist/cli.js,
 * rebuilt by `npm run build`) against the loopback fake Messages API. Every run is one request to
 * the fake (a final text reply), graded by deterministic checks (no judge calls), so the runs made
 * are counted at the fake.
 *
 * - 'steady': every run passes with and without the skill. A clear-cut suite: each eval settles
 *   after its first trial per configuration, far fewer runs than the fixed 3 trials, same verdict.
 * - 'helps': the skill makes the difference (with skill the reply passes, without it fails), so
 *   the first trials disagree and the eval runs to max-trials.
 */
import { afterEach, describe, expect, test } from '@jest/globals'
import { spawn } from 'node:child_process'
import { mkdtemp, readFile, realpath, rm } from 'node:fs/promises'
import os from 'node:os'
import { join } from 'node:path'

import { parseRunsJsonl } from '../../src/run/results-store.js'
import { startFakeAnthropic, textReply, type FakeAnthropic, type RecordedRequest } from '../fakes/anthropic-server.js'
import { PROJECT_ROOT } from '../helpers/run-node.js'
import { makeRepo } from '../helpers/temp-repo.js'
import { SENTINEL_KEY, systemText, promptOf } from '../helpers/run-engine-fixtures.js'

const cleanups: (() => Promise<unknown>)[] = []
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!()
})

function skill(name: string, marker: string): string {
  return `---\nname: ${name}\ndescription: Writes ${name} notes. Use when the user asks for a ${name} note.\n---\n\n# ${name}\n\nAnswer with ${marker}.\n`
}
function suite(name: string, prompts: string[]): string {
  return JSON.stringify({
    skill_name: name,
    evals: prompts.map((prompt, i) => ({
      id: i + 1, prompt, expected_output: 'A note.',
      expectations: [
        { text: 'says OK', check: { kind: 'contains', value: 'OK' } },
        { text: 'says DONE', check: { kind: 'contains', value: 'DONE' } },
      ],
    })),
  }, null, 2)
}
const STEADY = ['Write the steady note one.', 'Write the steady note two.', 'Write the steady note three.']
const HELPS = ['Write the helping note one.', 'Write the helping note two.']

/** Steady prompts always pass; helping prompts pass only with the skill's marker in the system prompt. */
function handler(req: RecordedRequest) {
  const prompt = promptOf(req)
  if (STEADY.includes(prompt)) return textReply('OK, DONE.')
  return textReply(systemText(req).includes('MARK-HELPS') ? 'OK, DONE.' : 'Not sure.')
}

function cli(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(PROJECT_ROOT, 'dist/cli.js'), ...args], { cwd: PROJECT_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()))
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
    const guard = setTimeout(() => child.kill('SIGKILL'), 30_000)
    child.on('error', reject)
    child.on('close', (code) => {
      clearTimeout(guard)
      resolve({ code, stdout, stderr })
    })
  })
}

async function setup() {
  const repo = await makeRepo({
    'skills/steady/SKILL.md': skill('steady', 'MARK-STEADY'),
    'skills/steady/evals/evals.json': suite('steady', STEADY),
    'skills/helps/SKILL.md': skill('helps', 'MARK-HELPS'),
    'skills/helps/evals/evals.json': suite('helps', HELPS),
  })
  cleanups.push(repo.dispose)
  const fake: FakeAnthropic = await startFakeAnthropic({ handler })
  cleanups.push(() => fake.close())
  const base = await realpath(await mkdtemp(join(os.tmpdir(), 'cli-adaptive-')))
  cleanups.push(() => rm(base, { recursive: true, force: true }))
  const env = { PATH: process.env.PATH, ANTHROPIC_API_KEY: SENTINEL_KEY, ANTHROPIC_BASE_URL: fake.url, TMPDIR: base }
  return { repo, fake, base, env }
}

const requestsFor = (fake: FakeAnthropic, prompts: readonly string[]) => fake.messageRequests.filter((r) => prompts.includes(promptOf(r))).length

async function verdicts(root: string, out: string, env: NodeJS.ProcessEnv): Promise<Record<string, string>> {
  const r = await cli(['report', '--root', root, '--out', out, '--format', 'json'], env)
  const summary = JSON.parse(r.stdout) as { skills: { name: string; verdict: string; uplift: { verdict: string } | null }[] }
  return Object.fromEntries(summary.skills.map((s) => [s.name, `${s.verdict}, uplift ${s.uplift?.verdict}`]))
}

describe('skill-evals run --trials adaptive (CLI) against the fake API', () => {
  test('a clear-cut suite stops after one trial per configuration, an undecided one runs to the cap; the verdict is the fixed design’s', async () => {
    const { repo, fake, base, env } = await setup()
    const out = join(base, 'adaptive')
    const r = await cli(['run', '--root', repo.root, '--out', out, '--cache', 'off', '--concurrency', '2', '--trials', 'adaptive', '--max-trials', '5'], env)
    expect(r.stderr).toBe('')
    expect(r.code).toBe(0)
    // The plan before running: 5 evals × 2 configurations: 10 to start, at most 50.
    expect(r.stdout).toContain('Adaptive trials: 10 runs to start (1 per eval and configuration), about ')
    expect(r.stdout).toContain('at most 50 (every eval to 5 trials; a fixed 3 trials would be 30). Cost: not known before the first runs are priced')

    // Counted at the fake: steady evals 1 run per configuration, helping evals 5.
    expect(requestsFor(fake, STEADY)).toBe(3 * 2 * 1)
    expect(requestsFor(fake, HELPS)).toBe(2 * 2 * 5)
    expect(r.stdout).toContain('Adaptive trials: 24 of 50 runs saved (48%): 26 run, the rest settled early.')

    // The records say why each extra run was made.
    const { records } = parseRunsJsonl(await readFile(join(out, 'runs.jsonl'), 'utf8'))
    expect(records).toHaveLength(26)
    const extra = records.filter((x) => x.adaptive?.stage === 2)
    expect(extra).toHaveLength(2 * 2 * 4)
    for (const x of extra) {
      expect(x.skill).toBe('helps')
      expect(x.adaptive!.reason).toBe('the first trial disagreed (1 of 2 graded runs passed across with_skill, without_skill): run to 5')
    }
    expect(records.filter((x) => x.adaptive?.stage === 1)).toHaveLength(10)

    // Run again (--resume: nothing left to run): the plan prices a run by the 26 runs just made.
    const mean = records.reduce((a, x) => a + (x.costUsd ?? NaN), 0) / records.length
    expect(mean).toBeGreaterThan(0)
    const again = await cli(['run', '--root', repo.root, '--out', out, '--cache', 'off', '--resume', '--trials', 'adaptive', '--max-trials', '5'], env)
    expect(again.code).toBe(0)
    const usd = (x: number) => (x >= 100 ? `$${Math.round(x)}` : x >= 1 ? `$${x.toFixed(2)}` : `$${x.toFixed(3)}`)
    expect(again.stdout).toContain(`Cost: about ${usd(mean * Number(/about (\d+) expected/.exec(again.stdout)![1]))} expected, ${usd(10 * mean)}–${usd(50 * mean)} (at ${usd(mean)} a run: the mean of 26 earlier runs in ${join(out, 'runs.jsonl')}).`)

    // The same verdicts as the fixed 3-trial design.
    const fixedOut = join(base, 'fixed')
    const before = fake.messageRequests.length
    const f = await cli(['run', '--root', repo.root, '--out', fixedOut, '--cache', 'off', '--concurrency', '2', '--trials', '3'], env)
    expect(f.code).toBe(0)
    expect(fake.messageRequests.length - before).toBe(30)
    expect(f.stdout).not.toContain('Adaptive trials')
    const adaptiveVerdicts = await verdicts(repo.root, out, env)
    expect(adaptiveVerdicts).toEqual(await verdicts(repo.root, fixedOut, env))
    expect(adaptiveVerdicts).toEqual({ helps: expect.stringMatching(/uplift improvement$/), steady: expect.stringMatching(/uplift no_change$|uplift inconclusive$/) })
  }, 60_000)

  test('--resume of an adaptive run redoes nothing; --max-trials without adaptive is refused', async () => {
    const { repo, fake, base, env } = await setup()
    const out = join(base, 'adaptive')
    const args = ['run', '--root', repo.root, '--out', out, '--cache', 'off', '--trials', 'adaptive', '--max-trials', '3']
    expect((await cli(args, env)).code).toBe(0)
    expect(fake.messageRequests.length).toBe(3 * 2 + 2 * 2 * 3)
    const again = await cli([...args, '--resume'], env)
    expect(again.code).toBe(0)
    expect(fake.messageRequests.length).toBe(3 * 2 + 2 * 2 * 3)
    expect(again.stdout).toContain('18/18 runs, 18 completed, 0 errors, 0 skipped, 18 resumed')
    const bad = await cli(['run', '--root', repo.root, '--out', join(base, 'x'), '--trials', '2', '--max-trials', '4'], env)
    expect(bad.code).toBe(2)
    expect(bad.stderr).toContain('--max-trials only applies to --trials adaptive.')
  }, 60_000)
})
