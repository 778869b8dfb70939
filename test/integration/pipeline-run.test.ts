/**
 * Pipelines end to end: the REAL SDK through the real gateway against the loopback fake
 * Messages API, real git, real files. A 3-step scenario where step 2 Reads the file step 1
 * wrote (the artefact must be there), step 2's verify fails and the chain continues, final
 * assertions are graded; the temporary repo is removed afterwards, also when a step throws
 * and when the run is cancelled.
 */
import { afterEach, describe, expect, test } from '@jest/globals'
import Anthropic from '@anthropic-ai/sdk'
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createGateway } from '../../src/run/gateway.js'
import { AdaptiveLimiter } from '../../src/run/limiter.js'
import { ResponseCache } from '../../src/run/response-cache.js'
import { Budget } from '../../src/run/budget.js'
import { ResultsFolderBusyError } from '../../src/run/runner.js'
import { LOCK_FILE } from '../../src/run/out-lock.js'
import { loadRepo } from '../../src/discover/index.js'
import { loadPipelines } from '../../src/discover/pipelines.js'
import { runPipelines } from '../../src/pipeline/runner.js'
import type { PipelineRunOptions } from '../../src/pipeline/options.js'
import type { PipelineResult, PipelinesIndex } from '../../src/pipeline/types.js'
import { runCli } from '../../src/cli/main.js'
import { startFakeAnthropic, textReply, toolUseReply, type FakeAnthropic, type RecordedRequest, type Reply } from '../fakes/anthropic-server.js'
import { makeRepo, skillMd } from '../helpers/temp-repo.js'

let fake: FakeAnthropic | undefined
const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  await fake?.close()
  fake = undefined
  for (const c of cleanups.splice(0)) await c()
})

async function tempDir(prefix: string): Promise<string> {
  const d = await mkdtemp(path.join(os.tmpdir(), prefix))
  cleanups.push(() => rm(d, { recursive: true, force: true }))
  return d
}

const SCENARIO = {
  id: 'spec-plan-review',
  description: 'Plan a spec, record a decision from the plan, review the decision.',
  cost_class: 'low',
  setup: {
    repo_strategy: 'local-tmp-init',
    seed: {
      claude_md: '# Notes\n\nTrack work in tasks.md; no issue tracker.\n',
      files: ['docs/spec.md', { path: 'docs/adrs/README.md', content: '# ADRs\n' }]
    }
  },
  steps: [
    {
      step: 1,
      skill: 'plan',
      prompt: 'Write tasks.md from docs/spec.md.',
      verify: [
        { text: 'tasks.md exists', check: { kind: 'file_exists', path: 'tasks.md' } },
        { text: 'tasks.md covers REQ-1', check: { kind: 'contains', in: 'tasks.md', value: 'REQ-1' } },
        'Each task has a Done when condition'
      ]
    },
    {
      step: 2,
      skill: 'adr',
      prompt: 'Write docs/adrs/ADR-0001-tokens.md from the plan in tasks.md.',
      verify: [
        { text: 'The ADR exists', check: { kind: 'file_exists', path: 'docs/adrs/ADR-0001-*.md' } },
        { text: 'The ADR has status: proposed', check: { kind: 'contains', in: 'docs/adrs/ADR-0001-*.md', value: 'status: proposed' } }
      ]
    },
    {
      step: 3,
      skill: 'review',
      prompt: 'Review docs/adrs/ADR-0001-tokens.md into review.md.',
      verify: [{ text: 'review.md exists', check: { kind: 'file_exists', path: 'review.md' } }, 'The review names the ADR it reviewed']
    }
  ],
  final_assertions: [
    { text: 'The plan is still there', check: { kind: 'file_exists', path: 'tasks.md' } },
    { text: 'The ADR cites the plan', check: { kind: 'contains', in: 'docs/adrs/*.md', value: 'tasks.md' } },
    { text: 'The skill folders are not part of the repository', check: { kind: 'file_absent', path: '.claude/skills/**' } },
    'The review, the ADR and the plan form one chain'
  ]
}

const TASKS = '# Plan: reset\n\n## Task 1: Reset endpoint\n\n**Covers**: REQ-1\n**Done when**: tests pass\n'

/** Scripted agent turns per skill (by number of assistant turns so far). */
const AGENT: Record<string, Reply[]> = {
  plan: [toolUseReply('Read', { file_path: 'docs/spec.md' }), toolUseReply('Write', { file_path: 'tasks.md', content: TASKS }), textReply('Wrote tasks.md.')],
  adr: [
    toolUseReply('Read', { file_path: 'tasks.md' }),
    toolUseReply('Write', { file_path: 'docs/adrs/ADR-0001-tokens.md', content: '# ADR-0001: Token storage\n\nBased on tasks.md Task 1 (REQ-1).\n' }),
    textReply('Wrote the ADR.')
  ],
  review: [
    toolUseReply('Read', { file_path: 'docs/adrs/ADR-0001-tokens.md' }),
    toolUseReply('Write', { file_path: 'review.md', content: '# Review of ADR-0001\n\nMissing status.\n' }),
    textReply('Reviewed.')
  ]
}

function systemText(body: any): string {
  return Array.isArray(body.system) ? body.system.map((b: any) => b.text ?? '').join('\n') : String(body.system ?? '')
}
function skillOf(req: RecordedRequest): string | undefined {
  return /<skill name="([^"]+)">/.exec(systemText(req.body))?.[1]
}
function isJudge(req: RecordedRequest): boolean {
  return req.body?.output_config?.format?.type === 'json_schema'
}

function handler(extra?: (req: RecordedRequest) => Reply | undefined) {
  return (req: RecordedRequest): Reply => {
    const override = extra?.(req)
    if (override) return override
    if (isJudge(req)) return textReply(JSON.stringify({ evidence: 'Seen in the files.', passed: true }))
    const skill = skillOf(req)!
    const turn = (req.body.messages as any[]).filter((m) => m.role === 'assistant').length
    return AGENT[skill]![turn] ?? textReply('Done.')
  }
}

async function setup(opts: { extra?: (req: RecordedRequest) => Reply | undefined; signal?: AbortSignal; files?: Record<string, string> } = {}) {
  const r = await makeRepo({
    'skills/plan/SKILL.md': skillMd('plan'),
    'skills/adr/SKILL.md': skillMd('adr'),
    'skills/review/SKILL.md': skillMd('review'),
    'docs/spec.md': '# Spec\n\nREQ-1: reset by email.\n',
    'evals/pipeline/spec-plan-review.json': JSON.stringify(SCENARIO, null, 2),
    ...(opts.files ?? {})
  })
  cleanups.push(r.dispose)
  const repo = await loadRepo(r.root)
  const { scenarios, findings } = await loadPipelines(r.root, repo.skills)
  expect(findings).toEqual([])
  fake = await startFakeAnthropic({ handler: handler(opts.extra) })
  const client = new Anthropic({ apiKey: 'sk-ant-test', baseURL: fake.url, maxRetries: 0 })
  const gateway = createGateway({ client, limiter: new AdaptiveLimiter({ max: 4 }), maxRetries: 0 })
  const out = await tempDir('skill-evals-pipeline-out-')
  const tmp = await tempDir('skill-evals-pipeline-tmp-')
  const options: PipelineRunOptions = {
    outDir: out,
    model: 'claude-sonnet-5-5',
    judgeModel: 'claude-haiku-5-5',
    skillLoading: 'preload',
    bash: false,
    maxTurns: 10,
    maxTokens: 1024,
    runTimeoutSeconds: 30,
    tempDir: tmp,
    ...(opts.signal ? { signal: opts.signal } : {})
  }
  return { root: r.root, repo, scenarios, send: gateway.send, options, out, tmp, fake: fake! }
}

const readJson = async <T>(file: string): Promise<T> => JSON.parse(await readFile(file, 'utf8')) as T

describe('pipeline: three steps on one repository', () => {
  test('artefacts flow step to step; a failing middle step is recorded, the chain continues, final assertions are graded; the temp repo is removed', async () => {
    const { repo, scenarios, send, options, out, tmp, fake } = await setup()
    const repoDirs: string[] = []
    const outcome = await runPipelines(scenarios, repo.skills, send, options, { onScenarioStart: (_s, dir) => repoDirs.push(dir) })

    // ── step 2 read the file step 1 wrote ──
    const adrRequests = fake.messageRequests.filter((r) => !isJudge(r) && skillOf(r) === 'adr')
    const afterRead = adrRequests.find((r) => (r.body.messages as any[]).length === 3)!
    const toolResult = (afterRead.body.messages[2].content as any[]).find((b) => b.type === 'tool_result')
    expect(toolResult.is_error).toBeUndefined()
    expect(JSON.stringify(toolResult.content)).toContain('**Covers**: REQ-1')
    // the seeded CLAUDE.md reaches the agent as project instructions
    expect(JSON.stringify(adrRequests[0]!.body.messages[0].content)).toContain('Track work in tasks.md')

    // ── results ──
    expect(outcome.results).toHaveLength(1)
    const r = outcome.results[0]!
    expect(r.steps.map((s) => s.status)).toEqual(['pass', 'fail', 'pass'])
    expect(r.status).toBe('fail')
    expect(r.reason).toMatch(/step 2 \(adr\) failed its verify/)
    expect(r.steps[1]!.verify.map((v) => [v.text, v.status])).toEqual([
      ['The ADR exists', 'pass'],
      ['The ADR has status: proposed', 'fail']
    ])
    expect(r.steps[1]!.verify[1]!.evidence).toMatch(/status: proposed/)
    expect(r.final.map((f) => f.status)).toEqual(['pass', 'pass', 'pass', 'pass'])
    expect(r.final[3]!.source).toBe('judge')
    expect(r.summary).toEqual({ stepsTotal: 3, stepsPassed: 2, finalTotal: 4, finalPassed: 4 })

    // per-step diff: only that step's files; the skill folders never show up
    expect(r.steps.map((s) => s.filesChanged)).toEqual([['tasks.md'], ['docs/adrs/ADR-0001-tokens.md'], ['review.md']])
    expect(r.steps[1]!.fileStatus).toEqual({ 'docs/adrs/ADR-0001-tokens.md': 'added' })
    expect(r.steps[0]!.diff).toContain('+**Covers**: REQ-1')
    expect(r.steps[1]!.diff).toContain('+++ b/docs/adrs/ADR-0001-tokens.md')
    expect(r.steps.every((s) => !s.diff.includes('.claude/skills'))).toBe(true)
    expect(r.steps.every((s) => /^[0-9a-f]{40}$/.test(s.commit ?? ''))).toBe(true)
    expect(r.seedCommit).toMatch(/^[0-9a-f]{40}$/)
    expect(r.steps[0]!).toMatchObject({ n: 1, skill: 'plan', prompt: 'Write tasks.md from docs/spec.md.', skillUsed: true, turns: 3, toolCalls: 2 })
    expect(r.steps[0]!.usage.input_tokens).toBeGreaterThan(0)
    expect(r.steps[0]!.costUsd).toBeGreaterThan(0)
    expect(r.steps[0]!.judge.calls).toBe(1) // the one text assertion of step 1
    expect(r.judge.calls).toBe(3) // step 1, step 3, final

    // the judge of step 1 saw the changed file first and was told what changed
    const judge1 = fake.messageRequests.find((q) => isJudge(q) && JSON.stringify(q.body).includes('Each task has a Done when condition'))!
    const prompt1 = judge1.body.messages[0].content as string
    expect(prompt1).toContain('Files changed in this step: tasks.md.')
    expect(prompt1.indexOf('<workspace_file path="tasks.md"')).toBeLessThan(prompt1.indexOf('<workspace_file path="docs/spec.md"'))
    expect(prompt1).not.toContain('.claude/skills')

    // ── files ──
    const dir = path.join(out, 'pipelines', 'spec-plan-review')
    const onDisk = await readJson<PipelineResult>(path.join(dir, 'result.json'))
    expect(onDisk.steps.map((s) => s.status)).toEqual(['pass', 'fail', 'pass'])
    for (const n of [1, 2, 3]) {
      expect((await readdir(path.join(dir, `step-${n}`))).sort()).toEqual(['diff.patch', 'grading.json', 'transcript.md'])
    }
    expect(await readFile(path.join(dir, 'step-2', 'diff.patch'), 'utf8')).toContain('Based on tasks.md Task 1')
    expect(await readFile(path.join(dir, 'step-2', 'transcript.md'), 'utf8')).toContain('### Tool call: Read')
    const grading = await readJson<any>(path.join(dir, 'step-2', 'grading.json'))
    expect(grading.summary).toEqual({ passed: 1, failed: 1, total: 2, pass_rate: 0.5 })
    expect(grading.run).toMatchObject({ run_id: 'pipeline/spec-plan-review/step-2', skill: 'adr', status: 'fail' })
    expect(grading.execution_metrics.files_changed).toEqual(['docs/adrs/ADR-0001-tokens.md'])
    const index = await readJson<PipelinesIndex>(path.join(out, 'pipelines.json'))
    expect(index.scenarios).toEqual([
      expect.objectContaining({ id: 'spec-plan-review', status: 'fail', steps_total: 3, steps_passed: 2, final_total: 4, final_passed: 4, result: 'pipelines/spec-plan-review/result.json' })
    ])

    // ── the temporary repository is gone ──
    expect(repoDirs).toHaveLength(1)
    expect(existsSync(repoDirs[0]!)).toBe(false)
    expect(await readdir(tmp)).toEqual([])
  })

  test('a step that throws (its skill folder vanished) is an error; the next steps still run; the temp repo is removed', async () => {
    const { root, repo, scenarios, send, options, tmp } = await setup()
    await rm(path.join(root, 'skills', 'adr'), { recursive: true, force: true })
    const outcome = await runPipelines(scenarios, repo.skills, send, options)
    const r = outcome.results[0]!
    expect(r.steps.map((s) => s.status)).toEqual(['pass', 'error', 'pass'])
    expect(r.steps[1]!.error?.type).toBe('harness')
    expect(r.steps[1]!.verify.every((v) => v.status === 'error' && v.evidence.startsWith('ERROR: not graded'))).toBe(true)
    expect(r.final).toHaveLength(4) // still graded
    expect(r.final[0]!.status).toBe('pass')
    expect(r.final[1]!.status).toBe('fail') // no ADR was written
    expect(r.status).toBe('error')
    expect(r.reason).toMatch(/step 2 \(adr\) did not run to the end: Harness error/)
    expect(await readdir(tmp)).toEqual([])
  })

  test('an API error in a step: recorded, the chain continues', async () => {
    const { repo, scenarios, send, options, tmp } = await setup({
      extra: (req) => (!isJudge(req) && skillOf(req) === 'adr' ? { fault: { status: 400, message: 'bad request for adr' } } : undefined)
    })
    const r = (await runPipelines(scenarios, repo.skills, send, options)).results[0]!
    expect(r.steps.map((s) => s.status)).toEqual(['pass', 'error', 'pass'])
    expect(r.steps[1]!.error).toMatchObject({ status: 400 })
    expect(r.steps[1]!.commit).toMatch(/^[0-9a-f]{40}$/) // committed anyway: step 3's diff stays its own
    expect(r.steps[2]!.filesChanged).toEqual(['review.md'])
    expect(r.status).toBe('error')
    expect(await readdir(tmp)).toEqual([])
  })

  test('cancel during step 2: the rest is skipped, nothing more is graded, the temp repo is removed', async () => {
    const controller = new AbortController()
    const { repo, scenarios, send, options, tmp, out } = await setup({
      signal: controller.signal,
      extra: (req) => {
        if (!isJudge(req) && skillOf(req) === 'adr') controller.abort(new Error('user cancelled'))
        return undefined
      }
    })
    const outcome = await runPipelines(scenarios, repo.skills, send, options)
    expect(outcome.cancelled).toBe(true)
    const r = outcome.results[0]!
    expect(r.cancelled).toBe(true)
    expect(r.status).toBe('error')
    expect(r.steps.map((s) => s.status)).toEqual(['pass', 'skipped', 'skipped'])
    expect(r.final.every((f) => f.status === 'error')).toBe(true)
    expect(await readdir(tmp)).toEqual([])
    expect(existsSync(path.join(out, 'pipelines', 'spec-plan-review', 'result.json'))).toBe(true)
  })
})

describe('pipelines on the one runner (issue 20): budget, resume, cache, lock', () => {
  const SECOND = { ...SCENARIO, id: 'second-chain', steps: SCENARIO.steps.slice(0, 1), final_assertions: [SCENARIO.final_assertions[0]] }
  const two = { files: { 'evals/pipeline/second-chain.json': JSON.stringify(SECOND, null, 2) } }

  test('a max-runs budget of 1 runs the first scenario; the second is refused: an error, its steps skipped, no API call', async () => {
    const { repo, scenarios, send, options, out, fake } = await setup(two)
    expect(scenarios.map((s) => s.id)).toEqual(['second-chain', 'spec-plan-review'])
    const budget = new Budget({ maxRuns: 1 })
    const outcome = await runPipelines(scenarios, repo.skills, send, { ...options, budget })
    const calls = fake.messageRequests.length
    expect(calls).toBeGreaterThan(0)
    // Only the first scenario's one step (plan) reached the model.
    expect(new Set(fake.messageRequests.filter((r) => !isJudge(r)).map(skillOf))).toEqual(new Set(['plan']))
    const refused = outcome.results[1]!
    expect(refused).toMatchObject({ id: 'spec-plan-review', status: 'error', reason: 'Not run: the budget stopped new work (max-runs).', cancelled: false, costUsd: 0 })
    expect(refused.steps.map((s) => s.status)).toEqual(['skipped', 'skipped', 'skipped'])
    expect(refused.final.every((f) => f.status === 'error')).toBe(true)
    expect(await readJson<PipelineResult>(path.join(out, 'pipelines', 'spec-plan-review', 'result.json'))).toMatchObject({ status: 'error', reason: refused.reason })
    const index = await readJson<PipelinesIndex>(path.join(out, 'pipelines.json'))
    expect(index.scenarios.map((s) => [s.id, s.status])).toEqual([['second-chain', outcome.results[0]!.status], ['spec-plan-review', 'error']])
    expect(budget.snapshot()).toMatchObject({ started: 1, refused: 1, stoppedBy: 'max-runs' })
  })

  test('resume keeps a scenario that finished and runs only the refused one', async () => {
    const { repo, scenarios, send, options, out, fake } = await setup(two)
    await runPipelines(scenarios, repo.skills, send, { ...options, budget: new Budget({ maxRuns: 1 }) })
    const firstPass = fake.messageRequests.length
    const kept = await readFile(path.join(out, 'pipelines', 'second-chain', 'result.json'), 'utf8')
    const outcome = await runPipelines(scenarios, repo.skills, send, { ...options, resume: true })
    // The resumed scenario made no call (its result.json is untouched); the other ran its three steps.
    expect(await readFile(path.join(out, 'pipelines', 'second-chain', 'result.json'), 'utf8')).toBe(kept)
    const again = fake.messageRequests.slice(firstPass).filter((r) => !isJudge(r))
    expect(new Set(again.map(skillOf))).toEqual(new Set(['plan', 'adr', 'review']))
    expect(again.filter((r) => skillOf(r) === 'plan')).toHaveLength(3) // spec-plan-review's step 1 only (3 turns)
    expect(outcome.results.map((r) => [r.id, r.steps.every((s) => s.status !== 'skipped')])).toEqual([['second-chain', true], ['spec-plan-review', true]])
    expect((await readJson<PipelinesIndex>(path.join(out, 'pipelines.json'))).scenarios).toHaveLength(2)
  })

  test('a rerun through the response cache makes 0 API calls and gives the same statuses', async () => {
    const { repo, scenarios, options, fake, out } = await setup()
    const cacheDir = await tempDir('skill-evals-pipeline-cache-')
    const client = new Anthropic({ apiKey: 'sk-ant-test', baseURL: fake.url, maxRetries: 0 })
    const pass = async () => {
      const cache = new ResponseCache({ dir: cacheDir, mode: 'read-write' })
      const gw = createGateway({ client, limiter: new AdaptiveLimiter({ max: 4 }), cache, maxRetries: 0 })
      const o = await runPipelines(scenarios, repo.skills, gw.send, options)
      await cache.close()
      return { o, stats: gw.stats() }
    }
    const first = await pass()
    const calls = fake.messageRequests.length
    expect(first.stats.apiCalls).toBe(calls)
    const second = await pass()
    expect(fake.messageRequests).toHaveLength(calls)
    expect(second.stats.apiCalls).toBe(0)
    expect(second.stats.cacheHits).toBe(calls)
    expect(second.o.results.map((r) => [r.status, r.steps.map((s) => s.status)])).toEqual(first.o.results.map((r) => [r.status, r.steps.map((s) => s.status)]))
    expect(existsSync(path.join(out, LOCK_FILE))).toBe(false) // the folder lock is released
  })

  test('a results folder held by another process: refused before any API call', async () => {
    const { repo, scenarios, send, options, out, fake } = await setup()
    await writeFile(path.join(out, LOCK_FILE), JSON.stringify({ pid: process.ppid, host: os.hostname(), startedAt: new Date().toISOString(), command: 'run', token: 'x' }))
    await expect(runPipelines(scenarios, repo.skills, send, options)).rejects.toBeInstanceOf(ResultsFolderBusyError)
    expect(fake.messageRequests).toHaveLength(0)
  })
})

describe('skill-evals pipeline (CLI)', () => {
  const io = (lines: string[], env: NodeJS.ProcessEnv = {}) => ({
    stdout: (t: string) => void lines.push(t),
    stderr: (t: string) => void lines.push(t),
    env,
    cwd: process.cwd(),
    isTTY: false
  })

  test('--simulate runs the bundled example and writes pipelines.json; an unknown --id is exit 2', async () => {
    const out = await tempDir('skill-evals-pipeline-cli-')
    const lines: string[] = []
    const code = await runCli(['pipeline', '--root', 'examples', '--simulate', '--out', out], io(lines))
    expect([0, 1]).toContain(code) // the simulated model is not graded on quality here
    const index = await readJson<PipelinesIndex>(path.join(out, 'pipelines.json'))
    expect(index.simulated).toBe(true)
    expect(index.scenarios.map((s) => [s.id, s.steps_total])).toEqual([['plan-then-adr', 2]])
    expect(lines.join('')).toMatch(/plan-then-adr\s+\d\/2/)
    expect(existsSync(path.join('examples', '.skill-evals'))).toBe(false) // no response cache written for simulated runs

    const bad: string[] = []
    expect(await runCli(['pipeline', '--root', 'examples', '--simulate', '--out', out, '--id', 'nope'], io(bad))).toBe(2)
    expect(bad.join('')).toMatch(/No valid pipeline scenario with id 'nope'/)
  })

  test('--max-cost-usd 0 refuses every scenario (exit 1); --resume reruns it, and a second --resume keeps it without running a step', async () => {
    const out = await tempDir('skill-evals-pipeline-cli-budget-')
    const first: string[] = []
    expect(await runCli(['pipeline', '--root', 'examples', '--simulate', '--out', out, '--max-cost-usd', '0'], io(first))).toBe(1)
    expect(first.join('')).not.toMatch(/\[plan-then-adr\] step/)
    const refused = await readJson<PipelineResult>(path.join(out, 'pipelines', 'plan-then-adr', 'result.json'))
    expect(refused).toMatchObject({ status: 'error', reason: 'Not run: the budget stopped new work (max-cost).' })
    expect(refused.steps.map((s) => s.status)).toEqual(['skipped', 'skipped'])

    const second: string[] = []
    await runCli(['pipeline', '--root', 'examples', '--simulate', '--out', out, '--resume'], io(second))
    expect(second.join('')).toMatch(/\[plan-then-adr\] step 2\/2/) // the refused scenario ran
    const ran = await readFile(path.join(out, 'pipelines', 'plan-then-adr', 'result.json'), 'utf8')
    expect(['pass', 'fail']).toContain(JSON.parse(ran).status)

    const third: string[] = []
    await runCli(['pipeline', '--root', 'examples', '--simulate', '--out', out, '--resume'], io(third))
    expect(third.join('')).not.toMatch(/\[plan-then-adr\] step/) // kept, not run again
    expect(await readFile(path.join(out, 'pipelines', 'plan-then-adr', 'result.json'), 'utf8')).toBe(ran)
    expect((await readJson<PipelinesIndex>(path.join(out, 'pipelines.json'))).scenarios.map((s) => s.id)).toEqual(['plan-then-adr'])

    const bad: string[] = []
    expect(await runCli(['pipeline', '--root', 'examples', '--simulate', '--out', out, '--max-runs', '0'], io(bad))).toBe(2)
    expect(bad.join('')).toMatch(/--max-runs must be a positive integer/)
  })

  test('without a key and without --simulate: exit 2', async () => {
    const lines: string[] = []
    expect(await runCli(['pipeline', '--root', 'examples'], io(lines))).toBe(2)
    expect(lines.join('')).toMatch(/ANTHROPIC_API_KEY is not set/)
  })
})
