/**
 * The action end to end in this process: `runStep` as the runner starts it (INPUT_* variables,
 * GITHUB_EVENT_PATH, the deprecated `command`, failures turned into the job's status, secrets
 * masked and scrubbed), and the steps that run the model (the root `pr` step and one `evaluate`
 * shard) against the loopback fake Messages API: what they run, the outputs they set, the job
 * summary and the verdict's effect with both fail settings.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, jest, test } from '@jest/globals'
import { mkdtemp, readFile, realpath, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { runStep } from '../../src/action/main.js'
import { readContext } from '../../src/action/context.js'
import { readSettings, type Step } from '../../src/action/inputs.js'
import { outputsOf } from '../../src/action/outputs.js'
import { prStep } from '../../src/action/steps/pr.js'
import { evaluateStep } from '../../src/action/steps/evaluate.js'
import { clearSecrets } from '../../src/redact/index.js'
import { startFakeAnthropic, textReply, toolUseReply, type FakeAnthropic, type RecordedRequest, type Reply } from '../fakes/anthropic-server.js'
import { planFor, writeSkillRepo } from '../helpers/shard-results.js'
import { git } from '../helpers/run-engine-fixtures.js'

const temps: string[] = []
afterAll(async () => {
  for (const t of temps) await rm(t, { recursive: true, force: true })
})
async function tempDir(): Promise<string> {
  const d = await realpath(await mkdtemp(join(tmpdir(), 'action-mutation-run-')))
  temps.push(d)
  return d
}

const savedEnv = { ...process.env }
function restoreEnv(): void {
  for (const k of Object.keys(process.env)) if (!(k in savedEnv)) delete process.env[k]
  Object.assign(process.env, savedEnv)
}
// One stdout spy for the whole file: runStep wraps process.stdout.write once per process
// (redactProcessOutput), and the wrapper must stay in front of the spy that reads the log.
let sink: string[] = []
let stdoutSpy: ReturnType<typeof jest.spyOn> | undefined
beforeAll(() => {
  stdoutSpy = jest.spyOn(process.stdout, 'write').mockImplementation((c: unknown) => {
    sink.push(String(c))
    return true
  })
})
afterAll(() => {
  stdoutSpy?.mockRestore()
})
beforeEach(() => clearSecrets())
afterEach(() => {
  restoreEnv()
  clearSecrets()
})

interface Job {
  exitCode: number
  errors: string[]
  warnings: string[]
  infos: string[]
  masks: string[]
  outputs: Record<string, string>
  summary: string
  text: string
}

const unescape = (s: string) => s.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%3A/g, ':').replace(/%2C/g, ',').replace(/%25/g, '%')

/** Runs `fn` as the runner would see it: env set (INPUT_*, GITHUB_*), stdout read back. */
async function job(env: Record<string, string>, fn: () => Promise<void>): Promise<Job> {
  const dir = await tempDir()
  const files = { summary: join(dir, 'summary.md'), event: join(dir, 'event.json') }
  await writeFile(files.summary, '')
  if (!env['GITHUB_EVENT_PATH']) await writeFile(files.event, JSON.stringify({ repository: { full_name: 'octo/skills' } }))
  delete process.env['GITHUB_OUTPUT']
  Object.assign(process.env, { GITHUB_STEP_SUMMARY: files.summary, GITHUB_EVENT_PATH: files.event, GITHUB_EVENT_NAME: 'push', ...env })
  const chunks: string[] = []
  sink = chunks
  process.exitCode = undefined
  let exitCode = 0
  try {
    await fn()
  } finally {
    sink = []
    exitCode = Number(process.exitCode ?? 0)
    process.exitCode = undefined
  }
  const text = chunks.join('')
  const lines = text.split('\n').filter((l) => l !== '')
  const outputs: Record<string, string> = {}
  for (const l of lines) {
    const m = /^::set-output name=([^:]*)::(.*)$/.exec(l)
    if (m) outputs[unescape(m[1]!)] = unescape(m[2]!)
  }
  return {
    exitCode,
    errors: lines.filter((l) => l.startsWith('::error::')).map((l) => unescape(l.slice(9))),
    warnings: lines.filter((l) => l.startsWith('::warning::')).map((l) => unescape(l.slice(11))),
    infos: lines.filter((l) => !l.startsWith('::')),
    masks: lines.filter((l) => l.startsWith('::add-mask::')).map((l) => unescape(l.slice(12))),
    outputs,
    summary: await readFile(files.summary, 'utf8'),
    text,
  }
}

const IDS = [1, 2, 3, 4, 5, 6, 7, 8]
const COMMAND_LIST = 'validate, plan, evaluate, merge, comment, benchmark, cross-model'

describe('runStep', () => {
  let clean = ''
  let broken = ''
  beforeAll(async () => {
    clean = await tempDir()
    await writeSkillRepo(clean, 'notes', IDS)
    broken = await tempDir()
    await writeSkillRepo(broken, 'notes', IDS)
    await writeFile(join(broken, 'skills', 'notes', 'evals', 'evals.json'), '{ "skill_name": "notes", "evals": [ }')
  })

  test('a step reads its inputs from INPUT_*, sets its outputs, and the secrets are masked and removed', async () => {
    const r = await job({ INPUT_ROOT: clean, 'INPUT_GITHUB-TOKEN': 'ghs_runstep_token_0001', 'INPUT_ANTHROPIC-API-KEY': 'sk-ant-runstep-key-0001' }, () => runStep('validate'))
    expect(r.exitCode).toBe(0)
    expect(r.errors).toEqual([])
    expect(r.outputs).toEqual({ skills: '1', evals: '8', errors: '0', warnings: '0' })
    expect(r.masks).toEqual(expect.arrayContaining(['ghs_runstep_token_0001', 'sk-ant-runstep-key-0001']))
    expect(process.env['INPUT_GITHUB-TOKEN']).toBeUndefined()
    expect(process.env['INPUT_ANTHROPIC-API-KEY']).toBeUndefined()
    expect(r.summary).toContain('## ✅ skill-evals: validation')
  })

  test('every registered secret is masked in the log and redacted from what the step prints', async () => {
    const secretRoot = join(await tempDir(), 'sk-ant-in-a-path-0001')
    const r = await job({ INPUT_ROOT: secretRoot, ANTHROPIC_API_KEY: 'sk-ant-in-a-path-0001' }, () => runStep('validate'))
    expect(r.masks).toContain('sk-ant-in-a-path-0001')
    expect(r.exitCode).toBe(1)
    expect(r.errors).toHaveLength(1)
    expect(r.errors[0]).toContain('***')
    expect(r.errors[0]).not.toContain('sk-ant-in-a-path-0001')
  })

  test('a failure is the job’s failure with the reason; the secrets are scrubbed on the way out', async () => {
    const r = await job({ 'INPUT_GITHUB-TOKEN': 'ghs_runstep_token_0002' }, () => runStep('benchmark'))
    expect(r.exitCode).toBe(1)
    expect(r.errors).toEqual(["skill-evals could not run: Input 'results-dir' is required for benchmark."])
    expect(process.env['INPUT_GITHUB-TOKEN']).toBeUndefined()
    const bad = await job({ 'INPUT_FAIL-ON-WARNINGS': 'maybe', 'INPUT_ANTHROPIC-API-KEY': 'sk-ant-runstep-key-0002' }, () => runStep('validate'))
    expect(bad.errors).toEqual(["skill-evals could not run: Input 'fail-on-warnings' must be true or false (got 'maybe')."])
    expect(process.env['INPUT_ANTHROPIC-API-KEY']).toBeUndefined()
    expect(bad.masks).toContain('sk-ant-runstep-key-0002')
  })

  test('the root action’s deprecated `command` picks the folder step, with a warning naming it', async () => {
    const r = await job({ INPUT_COMMAND: 'validate', INPUT_ROOT: clean }, () => runStep('pr'))
    expect(r.warnings).toEqual(['skill-evals: the `command` input is deprecated and goes away in the next major release; use `uses: <owner>/skill-evals/validate@<ref>`.'])
    expect(r.outputs).toEqual({ skills: '1', evals: '8', errors: '0', warnings: '0' })
    expect(r.exitCode).toBe(0)
  })

  test('`command: evaluate` without a shard is the root action itself', async () => {
    const r = await job({ INPUT_COMMAND: 'evaluate', INPUT_ROOT: broken }, () => runStep('pr'))
    expect(r.warnings.filter((w) => w.startsWith('skill-evals:'))).toEqual(['skill-evals: the `command` input is deprecated and goes away in the next major release; use the root action without `command`.'])
    expect(r.errors.filter((e) => e.startsWith('skill-evals'))).toEqual(['skill-evals: 2 errors in skills or eval suites; nothing was evaluated.'])
    expect(r.exitCode).toBe(1)
  })

  test('an unknown command fails the job; other steps ignore the input', async () => {
    const r = await job({ INPUT_COMMAND: 'deploy', INPUT_ROOT: clean }, () => runStep('pr'))
    expect(r.exitCode).toBe(1)
    expect(r.errors).toEqual([`skill-evals could not run: Input 'command' must be one of ${COMMAND_LIST} (got 'deploy').`])
    expect(r.outputs).toEqual({})
    const other = await job({ INPUT_COMMAND: 'deploy', INPUT_ROOT: clean }, () => runStep('validate'))
    expect([other.exitCode, other.warnings, other.errors]).toEqual([0, [], []])
    expect(other.outputs['skills']).toBe('1')
  })

  test('the event is read from GITHUB_EVENT_PATH', async () => {
    const d = await tempDir()
    const event = join(d, 'event.json')
    await writeFile(event, JSON.stringify({ pull_request: { number: '12' } }))
    const r = await job({ GITHUB_EVENT_PATH: event, 'INPUT_RESULTS-DIR': d }, () => runStep('comment'))
    expect(r.exitCode).toBe(0)
    expect(r.infos).toContain('Not a pull request: no PR comment.')
    expect(r.outputs).toEqual({ 'comment-url': '' })
  })
})

// ─── the model's steps, against the fake Messages API ────────────────────────────────────

/** Writes note.md saying the eval's note (so every check passes), or nothing with `bad`. */
function agent(bad: () => boolean) {
  return (req: RecordedRequest): Reply => {
    const first = JSON.stringify(req.body.messages[0]?.content ?? '')
    const id = /note (\d+)/.exec(first)?.[1] ?? '0'
    if ((req.body.messages as unknown[]).length === 1 && !bad()) return toolUseReply('Write', { file_path: 'note.md', content: `note ${id}\n` })
    return textReply('Done.')
  }
}

describe('the steps that run the model', () => {
  let fake: FakeAnthropic
  let failing = false
  beforeAll(async () => {
    fake = await startFakeAnthropic({ handler: agent(() => failing) })
  })
  afterAll(async () => {
    await fake.close()
  })

  async function skillsRepo(): Promise<string> {
    const d = await tempDir()
    await writeSkillRepo(d, 'notes', [1, 2], { config: 'trials: 1\ncache: off\n' })
    return d
  }
  const runIn = (step: Step, inputs: Record<string, string>, ws: string, env: Record<string, string> = {}) =>
    job({ GITHUB_WORKSPACE: ws, ANTHROPIC_BASE_URL: fake.url, ...env }, async () => {
      const ctx = await readContext(process.env)
      const settings = readSettings(step, (n) => inputs[n] ?? '')
      if (step === 'pr') await prStep(settings as never, ctx, outputsOf('pr'))
      else await evaluateStep(settings as never, ctx, outputsOf('evaluate'))
    })

  test('pr: runs, reports, sets every output; a passing verdict passes', async () => {
    failing = false
    const d = await skillsRepo()
    const r = await runIn('pr', { root: d, 'anthropic-api-key': 'sk-ant-pr-step-0001', 'out-dir': join(d, 'results') }, d)
    expect(r.errors).toEqual([])
    expect(r.exitCode).toBe(0)
    expect(r.outputs).toMatchObject({
      mode: 'full',
      skills: 'notes',
      'results-dir': 'results',
      'summary-path': 'results/summary.json',
      'viewer-path': 'results-viewer/index.html',
      'viewer-dir': 'results-viewer',
      'artifact-url': '',
      'comment-url': '',
      'benchmark-file': '',
      regression: 'none',
    })
    expect(r.outputs['verdict']).toMatch(/^(go|conditional_go)$/)
    expect(r.outputs['pass-rate']).toBe('1.0000')
    expect(r.summary).toContain('## Skill Eval Results')
    expect(r.infos).toContain('Not a pull request: no PR comment.')
  })

  test('pr: a failing verdict fails the job, or warns with fail-on-verdict false', async () => {
    failing = true
    try {
      const d = await skillsRepo()
      const hard = await runIn('pr', { root: d, 'anthropic-api-key': 'sk-ant-pr-step-0002', 'out-dir': join(d, 'r1') }, d)
      expect(hard.outputs['verdict']).toBe('no_go')
      expect(hard.outputs['pass-rate']).toBe('0.0000')
      expect(hard.exitCode).toBe(1)
      expect(hard.errors).toEqual(['skill-evals: verdict no_go (see the job summary and the PR comment).'])
      const soft = await runIn('pr', { root: d, 'anthropic-api-key': 'sk-ant-pr-step-0002', 'out-dir': join(d, 'r2'), 'fail-on-verdict': 'false' }, d)
      expect(soft.exitCode).toBe(0)
      expect(soft.errors).toEqual([])
      expect(soft.warnings).toContain('skill-evals: verdict no_go; the step passes because fail-on-verdict is false.')
    } finally {
      failing = false
    }
  })

  test('pr: without a key nothing runs: verdict skipped, the notice in the summary', async () => {
    const d = await skillsRepo()
    const before = fake.messageRequests.length
    const r = await runIn('pr', { root: d, 'out-dir': join(d, 'results') }, d)
    expect(r.exitCode).toBe(0)
    expect(r.outputs).toEqual({ verdict: 'skipped', mode: 'full', skills: '', 'pass-rate': '', 'results-dir': 'results', 'comment-url': '' })
    expect(r.summary).toContain('Skipped: no `ANTHROPIC_API_KEY`')
    expect(fake.messageRequests.length).toBe(before)
    expect(JSON.parse(await readFile(join(d, 'results', 'plan.json'), 'utf8')).run).toBe(false)
  })

  test('pr: commit-benchmark off a push to the default branch says why nothing is committed', async () => {
    const d = await skillsRepo()
    const sha = 'd'.repeat(40)
    const r = await runIn('pr', { root: d, 'anthropic-api-key': 'sk-ant-pr-step-0003', 'out-dir': join(d, 'results'), 'commit-benchmark': 'true' }, d, { GITHUB_SHA: sha, GITHUB_REF: 'refs/heads/feature' })
    expect(r.infos).toContain('commit-benchmark: only on a push to the default branch with a report; not this time.')
    expect(r.outputs['benchmark-file']).toBe('')
    expect(r.warnings).toEqual([])
  })

  test('pr: on a push to the default branch the benchmark file is written (and committed when a token allows)', async () => {
    const d = await skillsRepo()
    const sha = 'e'.repeat(40)
    const event = join(d, 'push.json')
    await writeFile(event, JSON.stringify({ repository: { full_name: 'octo/skills', default_branch: 'main' }, ref: 'refs/heads/main', after: sha }))
    const env = { GITHUB_SHA: sha, GITHUB_REF: 'refs/heads/main', GITHUB_EVENT_PATH: event, GITHUB_REPOSITORY: 'octo/skills' }
    const file = `evals/benchmarks/${new Date().toISOString().slice(0, 10)}-${sha.slice(0, 7)}.json`
    const on = await runIn('pr', { root: d, 'anthropic-api-key': 'sk-ant-pr-step-0004', 'out-dir': join(d, 'results'), 'commit-benchmark': 'true' }, d, env)
    expect(on.outputs['benchmark-file']).toBe(file)
    expect(on.warnings).toEqual(['commit-benchmark is set but there is no github-token or GITHUB_REPOSITORY; the benchmark file was written but not committed.'])
    expect(JSON.parse(await readFile(join(d, file), 'utf8')).verdict).toBe(on.outputs['verdict'])
    const off = await runIn('pr', { root: d, 'anthropic-api-key': 'sk-ant-pr-step-0004', 'out-dir': join(d, 'results2') }, d, env)
    expect(off.outputs['benchmark-file']).toBe('')
    expect(off.infos).not.toContain('commit-benchmark: only on a push to the default branch with a report; not this time.')
  })

  test('evaluate: one shard runs its evals, the line and the summary say what ran, results-dir is set', async () => {
    const d = await skillsRepo()
    const planFile = join(d, 'plan.json')
    await writeFile(planFile, JSON.stringify({ ...planFor('notes', { trials: 1 }), runs: 4 }))
    const r = await runIn('evaluate', { root: d, 'plan-file': planFile, shard: '1/1', 'anthropic-api-key': 'sk-ant-eval-step-0001', 'out-dir': join(d, 'shard') }, d)
    expect(r.errors).toEqual([])
    expect(r.outputs).toEqual({ mode: 'full', skills: 'notes', 'results-dir': 'shard' })
    const line = r.infos.find((l) => l.startsWith('Shard 1/1: '))
    expect(line).toMatch(/^Shard 1\/1: 2 evals, 4 runs \(0 errors\), cost \S+\.$/)
    expect(r.summary).toContain('## skill-evals: evaluate 1/1\n\nShard 1/1: 2 evals, 4 runs (0 errors), cost ')
    expect(r.infos).toContain('Graded 4 runs.')
    expect(r.infos.some((l) => /^notes: 4\/4 runs, 4 completed, 0 errors, 0 skipped\.$/.test(l))).toBe(true)
    expect((await readFile(join(d, 'shard', 'runs.jsonl'), 'utf8')).trim().split('\n')).toHaveLength(4)
  })

  test('evaluate: a shard of two skills runs them one after the other (sorted) into one results folder', async () => {
    const d = await tempDir()
    await writeSkillRepo(d, 'zeta', [1, 2], { config: 'trials: 1\ncache: off\n' })
    await writeSkillRepo(d, 'alpha', [1, 2], { config: 'trials: 1\ncache: off\n' })
    const planFile = join(d, 'plan.json')
    await writeFile(planFile, JSON.stringify({ ...planFor('notes', { trials: 1 }), skills: ['zeta', 'alpha'], runs: 8 }))
    const r = await runIn('evaluate', { root: d, 'plan-file': planFile, 'anthropic-api-key': 'sk-ant-eval-step-0002', 'out-dir': join(d, 'shard') }, d)
    expect(r.errors).toEqual([])
    expect(r.outputs).toEqual({ mode: 'full', skills: 'zeta,alpha', 'results-dir': 'shard' })
    const perSkill = r.infos.filter((l) => /^(alpha|zeta): \d+\/\d+ runs/.test(l))
    expect(perSkill).toEqual(['alpha: 4/4 runs, 4 completed, 0 errors, 0 skipped.', 'zeta: 4/4 runs, 4 completed, 0 errors, 0 skipped.'])
    expect(r.infos.find((l) => l.startsWith('Shard 1/1: '))).toMatch(/^Shard 1\/1: 4 evals, 8 runs \(0 errors\), cost \S+\.$/)
    const records = (await readFile(join(d, 'shard', 'runs.jsonl'), 'utf8')).trim().split('\n').map((l) => JSON.parse(l) as { skill: string })
    expect(records.map((x) => x.skill).sort()).toEqual([...Array(4).fill('alpha'), ...Array(4).fill('zeta')])
    expect(r.infos).toContain('Graded 8 runs.')
  })

  test('evaluate: a base commit that cannot be read drops the old_skill pairing with a note, and the runs go on', async () => {
    const d = await skillsRepo()
    git(d, 'init', '-q', '-b', 'main')
    git(d, 'add', '-A')
    git(d, 'commit', '-q', '-m', 'head')
    const planFile = join(d, 'plan.json')
    const base = 'f'.repeat(40)
    await writeFile(planFile, JSON.stringify({ ...planFor('notes', { trials: 1 }), baseRef: base }))
    const r = await runIn('evaluate', { root: d, 'plan-file': planFile, 'anthropic-api-key': 'sk-ant-eval-step-0003', 'out-dir': join(d, 'shard') }, d)
    expect(r.errors).toEqual([])
    expect(r.outputs['results-dir']).toBe('shard')
    const note = r.warnings.find((w) => w.startsWith('The base commit '))
    expect(note).toMatch(/^The base commit ffffffffffff could not be read \(.+\); the base versions of changed skills were not run \(check out with fetch-depth: 0\)\.$/)
    expect(r.summary).toContain('The base commit ffffffffffff could not be read')
    expect(r.infos.find((l) => l.startsWith('Shard 1/1: '))).toMatch(/^Shard 1\/1: 2 evals, 4 runs \(0 errors\)/)
  })
})
