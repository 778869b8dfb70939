/**
 * Issue 33, row C: a pull request commits a response-cache pack into the cache folder inside the
 * checkout. Before: the keys are a plain hash of the request, so a pack recorded on the attacker's
 * machine (with a model that does whatever they want) was served to the victim's job: a model that
 * refuses everything got "0 API calls, N cache hits", the judge's verdicts came "from cache", the
 * verdict was GO, and a Bash call the model never made was replayed and executed.
 *
 * Now every entry carries an HMAC-SHA256 keyed per job / per user / per trusted scope, so the
 * committed pack is rejected (counted, reported) and the refusing model is asked; tool_use
 * responses of another job are never replayed on PR runs; and on pull_request runs the cache is not
 * read from the checkout at all. The real CLI (dist/cli.js, `npm run build`) against the loopback
 * fake Messages API, as root and as an unprivileged user.
 */
import { afterEach, describe, expect, test } from '@jest/globals'
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readdir, readFile, realpath, rm } from 'node:fs/promises'
import os from 'node:os'
import { join } from 'node:path'
import { startFakeAnthropic, textReply, toolUseReply, type FakeHandler, type RecordedRequest } from '../fakes/anthropic-server.js'
import { harnessUsers, ensureTraversable, type HarnessUser } from '../helpers/as-user.js'
import { PROJECT_ROOT } from '../helpers/run-node.js'
import { makeRepo, skillMd } from '../helpers/temp-repo.js'
import { assistantTurns, readRunsJsonl, SENTINEL_KEY, systemText, walk } from '../helpers/run-engine-fixtures.js'

const CLI = join(PROJECT_ROOT, 'dist/cli.js')
const cleanups: (() => Promise<unknown>)[] = []
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!()
})

interface Result {
  code: number | null
  stdout: string
  stderr: string
}

function cli(user: HarnessUser | undefined, args: string[], env: NodeJS.ProcessEnv): Promise<Result> {
  const [cmd, argv] = user ? user.wrap(process.execPath, [CLI, ...args]) : [process.execPath, [CLI, ...args]]
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, argv, { cwd: PROJECT_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()))
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
    const guard = setTimeout(() => child.kill('SIGKILL'), 90_000)
    child.on('error', reject)
    child.on('close', (code) => {
      clearTimeout(guard)
      resolve({ code, stdout, stderr })
    })
  })
}

/** The verdict `report --format json` printed, or 'none' when it printed none. */
function verdictOf(r: Result): string {
  try {
    return (JSON.parse(r.stdout) as { verdict: string }).verdict
  } catch {
    return 'none'
  }
}

const isJudge = (req: RecordedRequest): boolean => systemText(req).startsWith('You are a strict grader')

/** The attacker's model: a Bash call that leaves pwned.txt, then "Done."; the judge passes everything. */
const obliging: FakeHandler = (req) => {
  if (isJudge(req)) return textReply(JSON.stringify({ evidence: 'result.md says done.', passed: true }))
  if (assistantTurns(req) === 0) return toolUseReply('Bash', { command: 'echo done > result.md; echo pwned > pwned.txt' })
  return textReply('Done.')
}
/** The victim's model refuses everything, the judge included. */
const refusing: FakeHandler = () => textReply("I can't help with that.")

const suite = {
  skill_name: 'brief',
  evals: [1, 2].map((id) => ({
    id,
    prompt: `Write result.md for request ${id}.`,
    expectations: [{ text: 'result.md says done', check: { kind: 'regex', pattern: 'done', in: 'result.md' } }, 'The agent finished the task'],
  })),
}

async function setup() {
  const repo = await makeRepo({
    'skills/brief/SKILL.md': skillMd('brief'),
    'skills/brief/evals/evals.json': JSON.stringify(suite, null, 2),
    'evals/config.yaml': 'bash: true\ntrials: 1\n',
  })
  cleanups.push(repo.dispose)
  const base = await realpath(await mkdtemp(join(os.tmpdir(), 'row-c-')))
  cleanups.push(() => rm(base, { recursive: true, force: true }))
  for (const d of ['attacker-home', 'victim-home', 'tmp', 'runner-temp']) await mkdir(join(base, d))
  return { root: repo.root, base }
}

async function fake(handler: FakeHandler) {
  const f = await startFakeAnthropic({ handler })
  cleanups.push(() => f.close())
  return f
}

const env = (url: string, base: string, home: string, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv => ({
  PATH: process.env.PATH,
  ANTHROPIC_API_KEY: SENTINEL_KEY,
  ANTHROPIC_BASE_URL: url,
  TMPDIR: join(base, 'tmp'),
  XDG_CONFIG_HOME: join(base, home),
  ...extra,
})

const cachePacks = async (dir: string): Promise<string[]> => (existsSync(dir) ? (await readdir(dir)).filter((n) => n.startsWith('pack-')) : [])

/** The attacker records a pack on their own machine (their own model, their own key) and commits it. */
async function forgePack(root: string, base: string): Promise<void> {
  const api = await fake(obliging)
  const rec = await cli(undefined, ['run', '--root', root, '--out', join(base, 'attacker-out'), '--cache', 'read-write'], env(api.url, base, 'attacker-home'))
  expect(rec.code).toBe(0)
  // Sanity: the recorded runs did execute the Bash call, and the attacker's report says GO.
  const recorded = await readRunsJsonl(join(base, 'attacker-out'))
  expect(recorded.some((r) => r.filesWritten.includes('pwned.txt'))).toBe(true)
  const rep = await cli(undefined, ['report', '--root', root, '--out', join(base, 'attacker-out'), '--format', 'json'], env(api.url, base, 'attacker-home'))
  expect((JSON.parse(rep.stdout) as { verdict: string }).verdict).toBe('go')
  expect(await cachePacks(join(root, '.skill-evals/cache'))).not.toEqual([])
}

describe('row C: a response-cache pack committed by a pull request forges nothing', () => {
  for (const user of harnessUsers()) {
    test(`a refusing model stays a refusing model; the forged Bash call does not run (${user.name})`, async () => {
      const { root, base } = await setup()
      await forgePack(root, base)
      user.handOver(root)
      user.handOver(base)
      ensureTraversable(PROJECT_ROOT)

      const api = await fake(refusing)
      const out = join(base, 'victim-out')
      const run = await cli(user, ['run', '--root', root, '--out', out, '--cache', 'read-write'], env(api.url, base, 'victim-home'))
      expect(run.stdout).not.toMatch(/ 0 API calls/)
      expect(run.stdout).toMatch(/[1-9]\d* cache entr(y|ies) rejected/)
      // The refusing model was asked for every run, and the judge for every judged expectation.
      expect(api.messageRequests.filter((r) => !isJudge(r)).length).toBeGreaterThanOrEqual(4)
      expect(api.messageRequests.some(isJudge)).toBe(true)
      const records = await readRunsJsonl(out)
      expect(records).toHaveLength(4)
      expect(records.every((r) => !r.cached)).toBe(true)
      // The Bash call only the attacker's model made was not replayed: no pwned.txt anywhere.
      expect(records.some((r) => r.filesWritten.includes('pwned.txt'))).toBe(false)
      expect((await walk(out)).some((f) => f.endsWith('pwned.txt'))).toBe(false)
      const rep = await cli(user, ['report', '--root', root, '--out', out, '--format', 'json'], env(api.url, base, 'victim-home'))
      expect(verdictOf(rep)).not.toBe('go')
      for (const f of await walk(out)) expect(await readFile(f, 'utf8')).not.toContain(SENTINEL_KEY)

      // The judge's forged verdicts: re-grading the attacker's own runs (the same material, so the
      // same judge requests) asks the refusing judge instead of taking "passed" from the pack.
      const judgeCalls = api.messageRequests.filter(isJudge).length
      const grade = await cli(user, ['grade', '--root', root, '--out', join(base, 'attacker-out'), '--cache', 'read-write'], env(api.url, base, 'victim-home'))
      expect(grade.stderr).toMatch(/[1-9]\d* judge cache entr(y was|ies were) rejected/)
      expect(grade.stdout).toMatch(/\(0 from cache, [1-9]\d* API requests\)/)
      expect(api.messageRequests.filter(isJudge).length).toBeGreaterThan(judgeCalls)
      const regraded = await cli(user, ['report', '--root', root, '--out', join(base, 'attacker-out'), '--format', 'json'], env(api.url, base, 'victim-home'))
      expect(verdictOf(regraded)).not.toBe('go') // (no verdict at all: every judged expectation is an error)
    }, 120_000)

    test(`on a pull_request run the cache is not read from the checkout at all (${user.name})`, async () => {
      const { root, base } = await setup()
      await forgePack(root, base)
      const committed = await cachePacks(join(root, '.skill-evals/cache'))
      user.handOver(root)
      user.handOver(base)
      ensureTraversable(PROJECT_ROOT)

      const api = await fake(refusing)
      const out = join(base, 'pr-out')
      // Even with the attacker's own key (as if it had leaked), nothing is read from the checkout.
      const pr = { GITHUB_ACTIONS: 'true', GITHUB_EVENT_NAME: 'pull_request', RUNNER_TEMP: join(base, 'runner-temp'), GITHUB_WORKSPACE: root }
      const run = await cli(user, ['run', '--root', root, '--out', out, '--cache', 'read-write'], env(api.url, base, 'attacker-home', pr))
      expect(run.stderr).toContain('on pull_request runs the response cache is never read from the checkout')
      expect(run.stdout).toMatch(/, 0 cache hits/)
      expect(api.messageRequests.filter((r) => !isJudge(r)).length).toBeGreaterThanOrEqual(4)
      const records = await readRunsJsonl(out)
      expect(records.some((r) => r.cached || r.filesWritten.includes('pwned.txt'))).toBe(false)
      // What this job recorded went to $RUNNER_TEMP, never into the checkout.
      expect(await cachePacks(join(root, '.skill-evals/cache'))).toEqual(committed)
      expect(await cachePacks(join(base, 'runner-temp', 'skill-evals-cache'))).not.toEqual([])
      const rep = await cli(user, ['report', '--root', root, '--out', out, '--format', 'json'], env(api.url, base, 'attacker-home', pr))
      expect(verdictOf(rep)).not.toBe('go')
    }, 120_000)
  }
})
