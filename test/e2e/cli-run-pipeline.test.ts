/**
 * `skill-evals run --pipeline` (issue 9, item 3): the evals, then the pipeline scenarios of
 * evals/pipeline/ into the same results folder. In process (`runCli`) on examples/ with the
 * simulated model: no key, no API call, and the simulated pipeline replies never reach the
 * response cache.
 */
import { afterEach, expect, test } from '@jest/globals'
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, readdir, realpath, rm, stat } from 'node:fs/promises'
import os from 'node:os'
import { join } from 'node:path'
import { runCli } from '../../src/cli/main.js'
import type { PipelineResult, PipelinesIndex } from '../../src/pipeline/index.js'
import { resolveClaudeCode } from '../../src/run/claude-code/binary.js'
import { claudeCodeAgent, startFakeAnthropic, textReply, toolUseReply, type FakeAnthropic, type RecordedRequest, type Reply } from '../fakes/anthropic-server.js'
import { makeRepo, skillMd } from '../helpers/temp-repo.js'

const cleanups: (() => Promise<unknown>)[] = []
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!()
})

async function tempDir(prefix: string): Promise<string> {
  const d = await realpath(await mkdtemp(join(os.tmpdir(), prefix)))
  cleanups.push(() => rm(d, { recursive: true, force: true }))
  return d
}

/** Total bytes of the files under a cache folder. */
async function cacheBytes(dir: string): Promise<number> {
  let n = 0
  for (const e of await readdir(dir, { recursive: true, withFileTypes: true })) if (e.isFile()) n += (await stat(join(e.parentPath, e.name))).size
  return n
}

const io = (lines: string[]) => ({ stdout: (t: string) => void lines.push(t), stderr: (t: string) => void lines.push(t), env: { PATH: process.env.PATH }, cwd: process.cwd(), isTTY: false })

test('run --pipeline --simulate on examples/: evals graded, then the scenarios into <out>/pipelines/', async () => {
  const dir = await tempDir('skill-evals-run-pipeline-')
  const out = join(dir, 'results')
  const cacheDir = join(dir, 'cache')
  const lines: string[] = []
  const code = await runCli(['run', '--root', 'examples', '--skill', 'plan', '--eval', '1', '--trials', '1', '--simulate', '--pipeline', '--out', out, '--cache-dir', cacheDir], io(lines))
  const text = lines.join('')
  expect({ code, text: code === 0 ? '' : text }).toEqual({ code: 0, text: '' })
  // The evals ran and were graded first…
  expect(text).toMatch(/Results in .*: 2\/2 runs/)
  expect(existsSync(join(out, 'runs.jsonl'))).toBe(true)
  expect(existsSync(join(out, 'grades.json'))).toBe(true)
  // …then the pipeline scenarios, into the same folder.
  expect(text.indexOf('Pipeline scenarios:')).toBeGreaterThan(text.indexOf('Results in'))
  expect(text).toMatch(/plan-then-adr\s+\d\/2/)
  const index = JSON.parse(await readFile(join(out, 'pipelines.json'), 'utf8')) as PipelinesIndex
  expect(index.simulated).toBe(true)
  expect(index.scenarios.map((s) => [s.id, s.steps_total])).toEqual([['plan-then-adr', 2]])
  expect(existsSync(join(out, 'pipelines', 'plan-then-adr', 'result.json'))).toBe(true)
  // Simulated pipeline replies are not cached (cache 'off' as in `skill-evals pipeline --simulate`):
  // the cache holds what the same run without --pipeline writes (give or take a few bytes of
  // pack bookkeeping; the scenario's ~10 cached replies would add over 10 kB).
  const withPipeline = await cacheBytes(cacheDir)
  const dir2 = await tempDir('skill-evals-run-pipelinf-')
  expect(await runCli(['run', '--root', 'examples', '--skill', 'plan', '--eval', '1', '--trials', '1', '--simulate', '--out', join(dir2, 'results'), '--cache-dir', join(dir2, 'cache')], io([]))).toBe(0)
  expect(withPipeline).toBeGreaterThan(0)
  expect(Math.abs(withPipeline - (await cacheBytes(join(dir2, 'cache'))))).toBeLessThan(1000)
  expect(existsSync(join('examples', '.skill-evals'))).toBe(false)
})

test('run --pipeline with several --models is a usage error', async () => {
  const lines: string[] = []
  expect(await runCli(['run', '--root', 'examples', '--simulate', '--pipeline', '--models', 'a,b'], io(lines))).toBe(2)
  expect(lines.join('')).toMatch(/--pipeline runs with one model/)
})

// ─── Issue 20: the run's budget, --resume and the executor choice reach the scenarios ──────────

/** Two one-step scenarios: `first` (skill plan) and `second` (skill adr). */
const scenario = (id: string, skill: string, prompt: string) =>
  JSON.stringify({
    id,
    description: `The ${id} scenario.`,
    cost_class: 'low',
    setup: { repo_strategy: 'local-tmp-init', seed: { files: [{ path: 'README.md', content: '# Repo\n' }] } },
    steps: [{ step: 1, skill, prompt, verify: [{ text: 'out.md exists', check: { kind: 'file_exists', path: 'out.md' } }] }],
    final_assertions: [{ text: 'out.md is there', check: { kind: 'file_exists', path: 'out.md' } }]
  })

const evalsJson = JSON.stringify({
  skill_name: 'r',
  evals: ['plan', 'adr'].flatMap((skill) => [1, 2].map((id) => ({ id, skill, prompt: `Eval ${id} of ${skill}.`, expected_output: 'An answer.', assertions: ['An answer exists', 'It names the steps'] })))
})

/** The agent: a pipeline step writes out.md, then answers; an eval run answers at once. */
const agentReply = (req: RecordedRequest): Reply => {
  const msgs = req.body.messages as { role: string }[]
  const prompt = JSON.stringify(req.body.messages[0]?.content ?? '')
  if (prompt.includes('STEP-') && msgs.length === 1) return toolUseReply('Write', { file_path: 'out.md', content: 'done\n' })
  return textReply('Done.')
}
const stepRequests = (f: FakeAnthropic, marker: string) => f.messageRequests.filter((r) => JSON.stringify(r.body.messages[0]?.content ?? '').includes(marker))

async function pipelineRepo(config: string, handler: (req: RecordedRequest) => Reply) {
  const dir = await tempDir('skill-evals-run-pipeline-runner-')
  const r = await makeRepo({
    'skills/plan/SKILL.md': skillMd('plan'),
    'skills/adr/SKILL.md': skillMd('adr'),
    'evals/evals.json': evalsJson,
    'evals/config.yaml': config,
    'evals/pipeline/first.json': scenario('first', 'plan', 'STEP-FIRST: write out.md.'),
    'evals/pipeline/second.json': scenario('second', 'adr', 'STEP-SECOND: write out.md.')
  })
  cleanups.push(r.dispose)
  const fake = await startFakeAnthropic({ handler })
  cleanups.push(() => fake.close())
  const lines: string[] = []
  const cli = { ...io(lines), env: { PATH: process.env.PATH, ANTHROPIC_API_KEY: 'sk-ant-test', ANTHROPIC_BASE_URL: fake.url } }
  const run = (...extra: string[]) => {
    lines.length = 0
    return runCli(['run', '--root', r.root, '--skill', 'plan', '--trials', '1', '--no-grade', '--pipeline', '--out', join(dir, 'out'), ...extra], cli)
  }
  return { root: r.root, out: join(dir, 'out'), fake, run, text: () => lines.join('') }
}

const statuses = async (out: string) => ((JSON.parse(await readFile(join(out, 'pipelines.json'), 'utf8')) as PipelinesIndex).scenarios).map((s) => [s.id, s.status])

test('run --pipeline spends what the evals left of --max-runs; --resume keeps the finished scenarios and runs the refused one', async () => {
  const s = await pipelineRepo('cache: off\n', agentReply)
  // 2 evals × 2 configurations = 4 runs; --max-runs 5 leaves one for the scenarios.
  expect(await s.run('--max-runs', '5')).toBe(0)
  expect(s.text()).toMatch(/4\/4 runs, 4 completed/)
  expect(await statuses(s.out)).toEqual([['first', 'pass'], ['second', 'error']])
  const refused = JSON.parse(await readFile(join(s.out, 'pipelines', 'second', 'result.json'), 'utf8')) as PipelineResult
  expect(refused.reason).toBe('Not run: the budget stopped new work (max-runs).')
  expect(stepRequests(s.fake, 'STEP-FIRST')).toHaveLength(2)
  expect(stepRequests(s.fake, 'STEP-SECOND')).toHaveLength(0)
  // --max-runs 4: the evals take all of it, so no scenario starts.
  const fresh = await pipelineRepo('cache: off\n', agentReply)
  expect(await fresh.run('--max-runs', '4')).toBe(0)
  expect(await statuses(fresh.out)).toEqual([['first', 'error'], ['second', 'error']])
  expect(stepRequests(fresh.fake, 'STEP-')).toHaveLength(0)

  // --resume: the evals and the finished scenario are kept; only the refused scenario runs.
  const before = s.fake.messageRequests.length
  const kept = await readFile(join(s.out, 'pipelines', 'first', 'result.json'), 'utf8')
  expect(await s.run('--resume')).toBe(0)
  expect(s.text()).toMatch(/4 resumed/)
  expect(s.fake.messageRequests.slice(before).map((r) => JSON.stringify(r.body.messages[0]?.content ?? '')).every((t) => t.includes('STEP-SECOND'))).toBe(true)
  expect(s.fake.messageRequests.length - before).toBe(2)
  expect(await readFile(join(s.out, 'pipelines', 'first', 'result.json'), 'utf8')).toBe(kept)
  expect(await statuses(s.out)).toEqual([['first', 'pass'], ['second', 'pass']])

  // Without --resume (as before) every scenario runs again.
  const again = s.fake.messageRequests.length
  expect(await s.run()).toBe(0)
  expect(stepRequests(s.fake, 'STEP-FIRST').length + stepRequests(s.fake, 'STEP-SECOND').length).toBe(8)
  expect(s.fake.messageRequests.length - again).toBe(4 + 4)
})

const ccBinary = await resolveClaudeCode({ searchFrom: [process.cwd()], envPath: '' }).catch((err: Error) => {
  process.stderr.write(`\n[run --pipeline executor test] SKIPPED: the Claude Code binary is absent: ${err.message}\n\n`)
  return undefined
})

;(ccBinary ? test : test.skip)('run --pipeline runs each step by its skill’s executor: config skill-executors puts adr’s step on Claude Code', async () => {
  const cc = claudeCodeAgent({ write: { path: 'out.md', content: 'done\n' }, finalText: 'Wrote out.md.' })
  const byClaudeCode = (req: RecordedRequest) => /^claude-cli\//.test(req.headers['user-agent'] ?? '')
  const s = await pipelineRepo('cache: off\nexecutor: api\nskill-executors:\n  adr: claude-code\n', (req) => (byClaudeCode(req) ? cc(req, undefined as never) as Reply : agentReply(req)))
  expect(await s.run()).toBe(0)
  expect(s.text()).toMatch(/Executor: Claude Code/) // resolved before any run, for the scenario's step only
  expect(await statuses(s.out)).toEqual([['first', 'pass'], ['second', 'pass']])
  // The evals (skill plan) and the first scenario's step stay on the API loop; adr's step ran in Claude Code.
  const cli = s.fake.messageRequests.filter(byClaudeCode)
  expect(cli.length).toBeGreaterThan(0)
  expect(cli.some((r) => r.rawBody.includes('STEP-SECOND'))).toBe(true)
  expect(cli.some((r) => r.rawBody.includes('STEP-FIRST') || r.rawBody.includes('Eval '))).toBe(false)
  expect(stepRequests(s.fake, 'STEP-FIRST').filter((r) => !byClaudeCode(r))).toHaveLength(2)
}, 120_000)
