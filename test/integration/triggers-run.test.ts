/**
 * Trigger runs end to end: the real SDK and gateway against the loopback fake Messages API with
 * scripted handlers (one behaviour per query), real workspaces holding every skill folder.
 */
import { afterEach, beforeAll, afterAll, describe, expect, test } from '@jest/globals'
import Anthropic from '@anthropic-ai/sdk'
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { runTriggerEval, runTriggerQuery, type TriggerSkill } from '../../src/triggers/run.js'
import { createTriggerGateway } from '../../src/triggers/setup.js'
import type { RunId } from '../../src/types.js'
import { Budget } from '../../src/run/budget.js'
import { ResultsFolderBusyError } from '../../src/run/runner.js'
import { LOCK_FILE } from '../../src/run/out-lock.js'
import { startFakeAnthropic, textReply, toolUseBlock, toolUseReply, type FakeAnthropic, type FakeHandler, type RecordedRequest } from '../fakes/anthropic-server.js'
import { makeRepo, skillMd } from '../helpers/temp-repo.js'

let root: string
let disposeRepo: () => Promise<void>
let fake: FakeAnthropic | undefined
let skill: TriggerSkill
let others: { name: string; description: string; dir: string }[]

beforeAll(async () => {
  const r = await makeRepo({
    'skills/plan/SKILL.md': skillMd('plan', 'Turn a spec into tasks. Use when the user asks to plan work.'),
    'skills/adr/SKILL.md': skillMd('adr', 'Write an ADR. Use when the user records an architecture decision.')
  })
  root = r.root
  disposeRepo = r.dispose
  skill = { name: 'plan', description: 'Turn a spec into tasks. Use when the user asks to plan work.', body: '# plan\n\nInstructions.\n', dir: path.join(root, 'skills/plan') }
  others = [{ name: 'adr', description: 'Write an ADR. Use when the user records an architecture decision.', dir: path.join(root, 'skills/adr') }]
})
afterAll(async () => disposeRepo())
afterEach(async () => {
  await fake?.close()
  fake = undefined
})

const firstUserText = (req: RecordedRequest): string => {
  const c = req.body?.messages?.[0]?.content
  return typeof c === 'string' ? c : (c ?? []).map((b: { text?: string }) => b.text ?? '').join('')
}
const turnOf = (req: RecordedRequest): number => Math.ceil((req.body?.messages?.length ?? 1) / 2)

/** The scripted model: what each query makes it do, turn by turn. */
const behaviours: Record<string, (turn: number) => ReturnType<FakeHandler>> = {
  'skill call': () => toolUseReply('Skill', { skill: 'plan' }),
  'read skill file': () => toolUseReply('Read', { file_path: '.claude/skills/plan/SKILL.md' }),
  'glob first then skill': (t) => (t === 1 ? toolUseReply('Glob', { pattern: '**/*.md' }) : toolUseReply('Skill', { skill: 'plan' })),
  'parallel tools': () => ({ content: [toolUseBlock('Glob', { pattern: '*' }), toolUseBlock('Skill', { skill: 'plan' })], stop_reason: 'tool_use' }),
  'other skill': () => toolUseReply('Skill', { skill: 'adr' }),
  'other skill file': () => toolUseReply('Read', { file_path: '.claude/skills/adr/SKILL.md' }),
  'no tool': () => textReply('Here is a direct answer.'),
  'keeps globbing': () => toolUseReply('Glob', { pattern: '**/*' })
}

const handler: FakeHandler = (req) => {
  const b = behaviours[firstUserText(req)]
  if (!b) return { fault: { status: 400, message: `no behaviour for ${firstUserText(req)}` } }
  return b(turnOf(req))
}

async function start(): Promise<{ client: Anthropic }> {
  fake = await startFakeAnthropic({ handler })
  return { client: new Anthropic({ apiKey: 'sk-ant-test', baseURL: fake.url, maxRetries: 0 }) }
}

const spec = (q: string): RunId => ({ runId: `t/${q}`, skill: 'plan', evalId: q, evalDir: q, configuration: 'with_skill', trial: 1, model: 'claude-test' })

describe('runTriggerQuery detection against the fake', () => {
  const cases: [string, boolean, string, number][] = [
    ['skill call', true, 'triggered', 1],
    ['read skill file', true, 'triggered', 1],
    ['glob first then skill', true, 'triggered', 2],
    ['parallel tools', true, 'triggered', 1],
    ['other skill', false, 'other-skill', 1],
    ['other skill file', false, 'other-skill', 1],
    ['no tool', false, 'no-skill', 1],
    ['keeps globbing', false, 'no-skill', 3]
  ]
  test.each(cases)('%s → triggered %s (%s, %d API calls)', async (query, triggered, stoppedBy, calls) => {
    const { client } = await start()
    const gw = createTriggerGateway({ client, root, concurrency: 2, cache: 'off', cacheDir: '.cache' })
    const out = await runTriggerQuery({ skill, otherSkills: others, model: 'claude-test', send: gw.send }, query, spec(query))
    expect(out).toMatchObject({ triggered, stoppedBy })
    expect(fake!.messageRequests).toHaveLength(calls) // stops right after the deciding turn; at most 3 turns
  })

  test('the session lists every skill in discover mode with a Skill tool and small max_tokens', async () => {
    const { client } = await start()
    const gw = createTriggerGateway({ client, root, concurrency: 2, cache: 'off', cacheDir: '.cache' })
    await runTriggerQuery({ skill, otherSkills: others, description: 'CANDIDATE DESCRIPTION. Use when testing.', model: 'claude-test', send: gw.send }, 'no tool', spec('x'))
    const body = fake!.messageRequests[0]!.body
    const system = body.system.map((b: { text: string }) => b.text).join('\n')
    expect(system).toContain('<available_skills>')
    expect(system).toContain('<name>plan</name>\n<description>CANDIDATE DESCRIPTION. Use when testing.</description>')
    expect(system).toContain('<name>adr</name>')
    expect(body.tools.map((t: { name: string }) => t.name)).toContain('Skill')
    expect(body.tools.map((t: { name: string }) => t.name)).not.toContain('Bash')
    expect(body.max_tokens).toBe(1024)
  })

  test('an API error counts as no trigger and is reported', async () => {
    fake = await startFakeAnthropic({ handler: () => ({ fault: { status: 400, message: 'bad request' } }) })
    const client = new Anthropic({ apiKey: 'sk-ant-test', baseURL: fake.url, maxRetries: 0 })
    const gw = createTriggerGateway({ client, root, concurrency: 2, cache: 'off', cacheDir: '.cache' })
    const out = await runTriggerQuery({ skill, otherSkills: others, model: 'claude-test', send: gw.send }, 'skill call', spec('e'))
    expect(out).toMatchObject({ triggered: false, stoppedBy: 'error' })
    expect(out.error).toMatch(/bad request/)
  })
})

describe('runTriggerEval', () => {
  test('aggregates per query in input order with run_eval’s shape plus precision/recall/accuracy', async () => {
    const { client } = await start()
    const gw = createTriggerGateway({ client, root, concurrency: 4, cache: 'off', cacheDir: '.cache' })
    const out = await runTriggerEval({
      skill,
      otherSkills: others,
      queries: [
        { query: 'glob first then skill', should_trigger: true },
        { query: 'no tool', should_trigger: true },
        { query: 'other skill', should_trigger: false },
        { query: 'read skill file', should_trigger: false }
      ],
      runsPerQuery: 2,
      model: 'claude-test',
      send: gw.send,
      concurrency: 3
    })
    expect(out.results.map((r) => [r.query, r.triggers, r.runs, r.trigger_rate, r.pass])).toEqual([
      ['glob first then skill', 2, 2, 1, true],
      ['no tool', 0, 2, 0, false],
      ['other skill', 0, 2, 0, true],
      ['read skill file', 2, 2, 1, false]
    ])
    expect(out).toMatchObject({
      skill_name: 'plan',
      description: skill.description,
      summary: { total: 4, passed: 2, failed: 2 },
      precision: 0.5,
      recall: 0.5,
      accuracy: 0.5,
      runs_per_query: 2,
      threshold: 0.5,
      errors: 0
    })
  })

  test('repetitions are distinct trials through the gateway cache; a rerun is served from the cache', async () => {
    const { client } = await start()
    const cacheDir = await mkdtemp(path.join(os.tmpdir(), 'trig-cache-'))
    try {
      const run = async () => {
        const gw = createTriggerGateway({ client, root, concurrency: 2, cache: 'read-write', cacheDir })
        const out = await runTriggerEval({ skill, otherSkills: others, queries: [{ query: 'skill call', should_trigger: true }], runsPerQuery: 3, model: 'claude-test', send: gw.send })
        const stats = gw.stats()
        await gw.close()
        return { out, stats }
      }
      const first = await run()
      expect(fake!.messageRequests).toHaveLength(3) // 3 trials, not 1 request + 2 cache hits
      expect(first.stats.cacheHits).toBe(0)
      expect(first.out.results[0]!.triggers).toBe(3)
      const second = await run()
      expect(fake!.messageRequests).toHaveLength(3)
      expect(second.stats.cacheHits).toBe(3)
      expect(second.out.results[0]!.triggers).toBe(3)
    } finally {
      await rm(cacheDir, { recursive: true, force: true })
    }
  })
})

describe('runTriggerEval on the one runner (issue 20): budget, resume, lock', () => {
  const queries = [
    { query: 'skill call', should_trigger: true },
    { query: 'no tool', should_trigger: false }
  ]

  test('a cost cap stops a trigger run: the refused runs make no API call and count as run errors', async () => {
    const { client } = await start()
    const gw = createTriggerGateway({ client, root, concurrency: 1, cache: 'off', cacheDir: '.cache' })
    const budget = new Budget({ maxCostUsd: 0.000001 })
    const events: { error?: string }[] = []
    const out = await runTriggerEval({
      skill, otherSkills: others, queries, runsPerQuery: 2, model: 'claude-sonnet-5-5', send: gw.send, concurrency: 1, budget,
      onRun: (e) => events.push(e)
    })
    // The first run (skill call, 1 API call) spends more than the cap; the other three are refused.
    expect(fake!.messageRequests).toHaveLength(1)
    expect(budget.snapshot()).toMatchObject({ started: 1, refused: 3, stoppedBy: 'max-cost' })
    expect(out.results.map((r) => [r.triggers, r.errors])).toEqual([[1, 1], [0, 2]])
    expect(out.errors).toBe(3)
    expect(events.filter((e) => e.error === 'Not run: the budget stopped new work (max-cost).')).toHaveLength(3)
  })

  test('a max-runs cap stops a trigger run after that many runs', async () => {
    const { client } = await start()
    const gw = createTriggerGateway({ client, root, concurrency: 2, cache: 'off', cacheDir: '.cache' })
    const out = await runTriggerEval({ skill, otherSkills: others, queries, runsPerQuery: 3, model: 'claude-test', send: gw.send, budget: new Budget({ maxRuns: 2 }) })
    expect(fake!.messageRequests).toHaveLength(2) // both solved runs are 'skill call' (1 call each)
    expect(out.errors).toBe(4)
  })

  test('resume keeps the finished runs of the task log and solves only the rest; the log folder is locked meanwhile', async () => {
    const { client } = await start()
    const dir = await mkdtemp(path.join(os.tmpdir(), 'trig-log-'))
    try {
      const file = path.join(dir, 'plan.runs.jsonl')
      const gw = createTriggerGateway({ client, root, concurrency: 1, cache: 'off', cacheDir: '.cache' })
      // First pass: stopped by the budget after one run; that run is in the log.
      const first = await runTriggerEval({ skill, otherSkills: others, queries, runsPerQuery: 2, model: 'claude-test', send: gw.send, concurrency: 1, budget: new Budget({ maxRuns: 1 }), log: { file } })
      expect(first.errors).toBe(3)
      expect(fake!.messageRequests).toHaveLength(1)
      const lines = (await readFile(file, 'utf8')).trim().split('\n').map((l) => JSON.parse(l))
      expect(lines).toHaveLength(4) // every run's outcome, the refused ones as errors
      expect(lines.filter((l) => l.result.stoppedBy !== 'error').map((l) => l.key)).toEqual([expect.stringMatching(/^triggers\/plan\/[0-9a-f]{8}\/query-1\/run-1\/[0-9a-f]{8}$/)])

      // Resume: the finished run is kept (no API call for it); the three refused ones run now.
      const seen: number[] = []
      const second = await runTriggerEval({
        skill, otherSkills: others, queries, runsPerQuery: 2, model: 'claude-test', send: gw.send, concurrency: 1, log: { file, resume: true },
        onRun: (e) => seen.push(e.done)
      })
      expect(fake!.messageRequests).toHaveLength(1 + 1 + 2) // query 1 run 2 (1 call) + query 2 × 2 ('no tool': 1 call each)
      expect(seen).toEqual([2, 3, 4]) // the resumed run counts as done
      expect(second.errors).toBe(0)
      expect(second.results.map((r) => [r.triggers, r.runs])).toEqual([[2, 2], [0, 2]])
      // Lock released at the end.
      expect(await readdir(dir)).toEqual(['plan.runs.jsonl'])
      // Another model is another run: nothing of the log is kept for it.
      const other = fake!.messageRequests.length
      await runTriggerEval({ skill, otherSkills: others, queries, runsPerQuery: 2, model: 'claude-other', send: gw.send, concurrency: 1, log: { file, resume: true } })
      expect(fake!.messageRequests.length - other).toBe(4)

      // Another process holding the folder: the run refuses before any API call.
      await writeFile(path.join(dir, LOCK_FILE), JSON.stringify({ pid: process.ppid, host: os.hostname(), startedAt: new Date().toISOString(), command: 'run', token: 'x' }))
      const before = fake!.messageRequests.length
      await expect(runTriggerEval({ skill, otherSkills: others, queries, runsPerQuery: 1, model: 'claude-test', send: gw.send, log: { file } })).rejects.toBeInstanceOf(ResultsFolderBusyError)
      expect(fake!.messageRequests).toHaveLength(before)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
