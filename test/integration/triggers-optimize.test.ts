/**
 * The optimisation loop against the fake API: the improver sees only train queries and no test
 * score, the best description is picked by test score (earliest on ties), an over-long proposal
 * gets one rewrite; plus the CLI (`--split-only`, results.json + report.html, SKILL.md untouched).
 */
import { afterEach, describe, expect, test } from '@jest/globals'
import Anthropic from '@anthropic-ai/sdk'
import { readFile } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { optimizeDescription } from '../../src/triggers/optimize.js'
import { createTriggerGateway } from '../../src/triggers/setup.js'
import { runCli, type CliIo } from '../../src/cli/main.js'
import { startFakeAnthropic, textReply, toolUseReply, type FakeAnthropic, type FakeHandler, type RecordedRequest } from '../fakes/anthropic-server.js'
import { makeRepo, skillMd } from '../helpers/temp-repo.js'

let fake: FakeAnthropic | undefined
let dispose: (() => Promise<void>) | undefined
afterEach(async () => {
  await fake?.close()
  fake = undefined
  await dispose?.()
  dispose = undefined
})

// Queries P0..P9 (should trigger) and N0..N9 (should not). run_loop's split (golden vector):
// test = P7 P3 P2 P8 N3 N5 N2 N4; train = P5 P6 P9 P4 P0 P1 N1 N8 N7 N0 N6 N9.
const label = (q: string) => /\[([PN]\d)\]/.exec(q)![1]!
const QUERIES = [
  ...Array.from({ length: 10 }, (_, i) => ({ query: `please handle case [P${i}] for me`, should_trigger: true })),
  ...Array.from({ length: 10 }, (_, i) => ({ query: `something unrelated [N${i}] here`, should_trigger: false }))
]
const TEST_LABELS = ['P7', 'P3', 'P2', 'P8', 'N3', 'N5', 'N2', 'N4']

const D1 = 'DESC-ONE. Use when planning.'
const D2 = 'DESC-TWO. Use when planning.'
const D3 = 'DESC-THREE. Use when planning.'
const D4 = 'DESC-FOUR. Use when planning.'
const LONG = `DESC-LONG ${'very '.repeat(220)}long. Use when planning.`
/** Which queries trigger under each description. Train/test scores: D1 9/12 4/8 · D2 7/12 7/8 · D3 8/12 7/8 · D4 11/12 5/8. */
const TRIGGERS: Record<string, string[]> = {
  'DESC-ONE': ['P0', 'P1', 'P4'],
  'DESC-TWO': ['P7', 'P3', 'P2', 'P8', 'P0', 'N3'],
  'DESC-THREE': ['P7', 'P3', 'P2', 'P8', 'N5', 'P5', 'P6'],
  'DESC-FOUR': ['P5', 'P6', 'P9', 'P4', 'P0', 'P7']
}

const userText = (req: RecordedRequest): string => {
  const c = req.body?.messages?.[0]?.content
  return typeof c === 'string' ? c : (c ?? []).map((b: { text?: string }) => b.text ?? '').join('')
}
const isImprover = (req: RecordedRequest) => req.body?.output_config?.format?.type === 'json_schema'

function handler(improverReplies: string[]): FakeHandler {
  let n = 0
  return (req) => {
    if (isImprover(req)) return textReply(JSON.stringify({ description: improverReplies[n++] ?? 'EXHAUSTED' }))
    const system: string = (req.body.system ?? []).map((b: { text: string }) => b.text).join('\n')
    const desc = /<name>plan<\/name>\n<description>(DESC-[A-Z]+)/.exec(system)?.[1] ?? ''
    return (TRIGGERS[desc] ?? []).includes(label(userText(req))) ? toolUseReply('Skill', { skill: 'plan' }) : textReply('Answering directly.')
  }
}

async function setup(improverReplies: string[]) {
  const r = await makeRepo({
    'skills/plan/SKILL.md': skillMd('plan', D1),
    'skills/adr/SKILL.md': skillMd('adr', 'Write an ADR. Use when recording a decision.'),
    'evals/triggers/plan.json': JSON.stringify(QUERIES, null, 2)
  })
  dispose = r.dispose
  fake = await startFakeAnthropic({ handler: handler(improverReplies) })
  return r.root
}

describe('optimizeDescription', () => {
  test('improver sees train only, best by test score (earliest tie), >1024 gets one rewrite', async () => {
    const root = await setup([D2, LONG, D3, D4])
    const client = new Anthropic({ apiKey: 'sk-ant-test', baseURL: fake!.url, maxRetries: 0 })
    const gw = createTriggerGateway({ client, root, concurrency: 4, cache: 'off', cacheDir: '.c' })
    const { output, logs } = await optimizeDescription({
      skill: { name: 'plan', description: D1, body: 'body', dir: path.join(root, 'skills/plan'), content: skillMd('plan', D1) },
      otherSkills: [{ name: 'adr', description: 'Write an ADR.', dir: path.join(root, 'skills/adr') }],
      queries: QUERIES,
      maxIterations: 4,
      holdout: 0.4,
      runsPerQuery: 2,
      model: 'claude-test',
      send: gw.send,
      concurrency: 4
    })

    expect(output.history.map((h) => [h.description, `${h.train_passed}/${h.train_total}`, `${h.test_passed}/${h.test_total}`])).toEqual([
      [D1, '9/12', '4/8'],
      [D2, '7/12', '7/8'],
      [D3, '8/12', '7/8'],
      [D4, '11/12', '5/8']
    ])
    expect(output.history[0]!.test_results!.map((r) => label(r.query))).toEqual(TEST_LABELS)
    expect(output).toMatchObject({
      exit_reason: 'max_iterations (4)',
      original_description: D1,
      best_description: D2, // best test score; D3 ties later; D4 has the best train score
      best_iteration: 2,
      best_score: '7/8',
      best_train_score: '7/12',
      best_test_score: '7/8',
      final_description: D4,
      iterations_run: 4,
      holdout: 0.4,
      train_size: 12,
      test_size: 8
    })
    expect(output.history[1]!.results).toEqual(output.history[1]!.train_results)

    const improver = fake!.messageRequests.filter(isImprover)
    expect(improver).toHaveLength(4) // 3 improvements + 1 rewrite
    for (const req of improver) {
      const prompt = userText(req)
      for (const l of TEST_LABELS) expect(prompt).not.toContain(`[${l}]`)
      expect(prompt).not.toMatch(/test=|Test:/)
      expect(req.body.output_config.format.schema.required).toEqual(['description'])
    }
    expect(userText(improver[0]!)).toContain('[P5]') // a failed train positive
    expect(userText(improver[2]!)).toContain('over the 1024-character hard limit')
    expect(userText(improver[2]!)).toContain(LONG)
    expect(logs.map((l) => [l.iteration, l.over_limit, l.final_description])).toEqual([
      [1, false, D2],
      [2, true, D3],
      [3, false, D4]
    ])
    expect(logs[1]!.rewrite_description).toBe(D3)
    // 4 iterations × 20 queries × 2 runs, each deciding in one turn
    expect(fake!.messageRequests.filter((r) => !isImprover(r))).toHaveLength(160)
  })

  test('stops when every train query passes', async () => {
    const root = await setup([])
    TRIGGERS['DESC-ALL'] = QUERIES.filter((q) => q.should_trigger).map((q) => label(q.query))
    const client = new Anthropic({ apiKey: 'sk-ant-test', baseURL: fake!.url, maxRetries: 0 })
    const gw = createTriggerGateway({ client, root, concurrency: 4, cache: 'off', cacheDir: '.c' })
    const { output, logs } = await optimizeDescription({
      skill: { name: 'plan', description: 'DESC-ALL. Use when planning.', body: 'b', dir: path.join(root, 'skills/plan'), content: 'c' },
      otherSkills: [],
      queries: QUERIES,
      runsPerQuery: 1,
      model: 'claude-test',
      send: gw.send
    })
    expect(output.exit_reason).toBe('all_passed (iteration 1)')
    expect(output.best_score).toBe('8/8')
    expect(logs).toEqual([])
    expect(fake!.messageRequests.filter(isImprover)).toHaveLength(0)
  })
})

function io(env: NodeJS.ProcessEnv = {}) {
  let out = ''
  let err = ''
  const cli: CliIo = { stdout: (t) => void (out += t), stderr: (t) => void (err += t), env, cwd: process.cwd(), isTTY: false }
  return { cli, out: () => out, err: () => err }
}

describe('CLI', () => {
  test('optimize-description --split-only prints run_loop’s split without an API key', async () => {
    const root = await setup([])
    const t = io()
    expect(await runCli(['optimize-description', 'plan', '--root', root, '--split-only'], t.cli)).toBe(0)
    const split = JSON.parse(t.out())
    expect(split.test.map((q: { query: string }) => label(q.query))).toEqual(TEST_LABELS)
    expect(split.train.map((q: { query: string }) => label(q.query))).toEqual(['P5', 'P6', 'P9', 'P4', 'P0', 'P1', 'N1', 'N8', 'N7', 'N0', 'N6', 'N9'])
  })

  test('optimize-description writes results.json and an escaped report, never touching SKILL.md', async () => {
    const root = await setup([D2, D3])
    const before = await readFile(path.join(root, 'skills/plan/SKILL.md'), 'utf8')
    const t = io({ ANTHROPIC_API_KEY: 'sk-ant-test', ANTHROPIC_BASE_URL: fake!.url })
    const out = path.join(root, 'out')
    const code = await runCli(['optimize-description', 'plan', '--root', root, '--max-iterations', '3', '--runs-per-query', '1', '--cache', 'off', '--out', out], t.cli)
    expect(t.err()).toBe('')
    expect(code).toBe(0)
    const results = JSON.parse(await readFile(path.join(out, 'results.json'), 'utf8'))
    expect(results.best_description).toBe(D2)
    expect(results.history).toHaveLength(3)
    const html = await readFile(path.join(out, 'report.html'), 'utf8')
    expect(html).toContain('DESC-TWO')
    expect(html).not.toContain('<script')
    expect(JSON.parse(await readFile(path.join(out, 'logs/improve_iter_1.json'), 'utf8')).final_description).toBe(D2)
    expect(await readFile(path.join(root, 'skills/plan/SKILL.md'), 'utf8')).toBe(before)
  })

  test('triggers writes run_eval-shaped JSON and exits 1 when a query fails', async () => {
    const root = await setup([])
    const t = io({ ANTHROPIC_API_KEY: 'sk-ant-test', ANTHROPIC_BASE_URL: fake!.url })
    const file = path.join(root, 'trig.json')
    const code = await runCli(['triggers', 'plan', '--root', root, '--runs-per-query', '1', '--cache', 'off', '--out', file], t.cli)
    expect(code).toBe(1) // DESC-ONE misses most positives
    const out = JSON.parse(await readFile(file, 'utf8'))
    expect(Object.keys(out)).toEqual(expect.arrayContaining(['skill_name', 'description', 'results', 'summary', 'precision', 'recall', 'accuracy']))
    expect(out.summary).toEqual({ total: 20, passed: 13, failed: 7 })
    expect(out.recall).toBeCloseTo(0.3)
    expect(out.precision).toBe(1)
    expect(t.out()).toContain('13/20 queries passed')
  })

  test('triggers --max-runs stops the run on the one runner: the refused runs are run errors, made no API call', async () => {
    const root = await setup([])
    const t = io({ ANTHROPIC_API_KEY: 'sk-ant-test', ANTHROPIC_BASE_URL: fake!.url })
    const file = path.join(root, 'trig-budget.json')
    const before = fake!.messageRequests.length
    const code = await runCli(['triggers', 'plan', '--root', root, '--runs-per-query', '1', '--cache', 'off', '--concurrency', '1', '--max-runs', '3', '--out', file], t.cli)
    expect(code).toBe(1)
    const out = JSON.parse(await readFile(file, 'utf8'))
    expect(out.errors).toBe(17) // 20 queries × 1 run, 3 started
    expect(out.results.filter((r: { errors: number }) => r.errors === 0)).toHaveLength(3)
    expect(fake!.messageRequests.length - before).toBeLessThanOrEqual(3 * 3) // at most 3 turns per started run
    expect(fake!.messageRequests.length - before).toBeGreaterThan(0)
    expect(t.err()).toContain('Not run: the budget stopped new work (max-runs).')
  })

  test('triggers --resume (issue 20): the task log beside --out keeps the finished runs; only the rest reach the API', async () => {
    const root = await setup([])
    const t = io({ ANTHROPIC_API_KEY: 'sk-ant-test', ANTHROPIC_BASE_URL: fake!.url })
    const file = path.join(root, 'trig-resume.json')
    const log = path.join(root, 'trig-resume.runs.jsonl')
    const run = (...extra: string[]) => runCli(['triggers', 'plan', '--root', root, '--runs-per-query', '1', '--cache', 'off', '--concurrency', '1', '--out', file, ...extra], t.cli)
    // Without --resume or --log no task log is written (as before).
    expect(await run('--max-runs', '1')).toBe(1)
    expect(existsSync(log)).toBe(false)
    // A first run stopped by the budget: 5 runs finished, 15 refused (run errors, not kept by a resume).
    const before = fake!.messageRequests.length
    expect(await run('--max-runs', '5', '--resume')).toBe(1)
    expect(fake!.messageRequests.length - before).toBe(5) // one call per run: a trigger or a direct answer
    expect(JSON.parse(await readFile(file, 'utf8')).errors).toBe(15)
    expect((await readFile(log, 'utf8')).trim().split('\n')).toHaveLength(20)
    // The resume solves the 15 others only and gives the full run's result.
    const mid = fake!.messageRequests.length
    expect(await run('--resume')).toBe(1)
    expect(fake!.messageRequests.length - mid).toBe(15)
    const out = JSON.parse(await readFile(file, 'utf8'))
    expect([out.errors, out.summary]).toEqual([0, { total: 20, passed: 13, failed: 7 }])
    // Nothing left to run: a third resume makes no call; --log names another file.
    const end = fake!.messageRequests.length
    expect(await run('--resume')).toBe(1)
    expect(fake!.messageRequests.length).toBe(end)
    const other = path.join(root, 'logs', 'other.jsonl')
    expect(await run('--resume', '--log', other)).toBe(1)
    expect(fake!.messageRequests.length - end).toBe(20)
    expect((await readFile(other, 'utf8')).trim().split('\n')).toHaveLength(20)
  })

  test('optimize-description --max-runs (issue 20): an iteration the budget cuts short is left out; an exhausted budget ends the loop before the improver', async () => {
    const root = await setup([D2, D3])
    const t = io({ ANTHROPIC_API_KEY: 'sk-ant-test', ANTHROPIC_BASE_URL: fake!.url })
    const out = path.join(root, 'opt')
    const run = (maxRuns: string) =>
      runCli(['optimize-description', 'plan', '--root', root, '--max-iterations', '3', '--runs-per-query', '1', '--cache', 'off', '--out', out, '--max-runs', maxRuns], t.cli)
    // 20 queries × 1 run per iteration: 30 runs is iteration 1 in full and half of iteration 2.
    expect(await run('30')).toBe(0)
    let results = JSON.parse(await readFile(path.join(out, 'results.json'), 'utf8'))
    expect(results.exit_reason).toBe('budget (max-runs; iteration 2 not evaluated in full, left out)')
    expect(results.history.map((h: { description: string }) => h.description)).toEqual([D1])
    expect(fake!.messageRequests.filter((r) => !isImprover(r))).toHaveLength(30)
    expect(fake!.messageRequests.filter(isImprover)).toHaveLength(1)
    // 20 runs: iteration 1 in full, then no run left, so the improver is not asked.
    const before = fake!.messageRequests.length
    expect(await run('20')).toBe(0)
    results = JSON.parse(await readFile(path.join(out, 'results.json'), 'utf8'))
    expect(results.exit_reason).toBe('budget (max-runs; no runs left for iteration 2)')
    expect(results.history).toHaveLength(1)
    expect(fake!.messageRequests.slice(before).filter(isImprover)).toHaveLength(0)
    expect(fake!.messageRequests.length - before).toBe(20)
  })

  test('triggers --simulate runs without a key; a missing trigger set is exit 2', async () => {
    const root = await setup([])
    const t = io()
    expect(await runCli(['triggers', 'plan', '--root', root, '--simulate', '--runs-per-query', '1', '--cache', 'off', '--out', path.join(root, 's.json')], t.cli)).toBeLessThan(2)
    expect(t.out()).toContain('SIMULATED')
    const t2 = io()
    expect(await runCli(['triggers', 'adr', '--root', root, '--simulate'], t2.cli)).toBe(2)
    expect(t2.err()).toContain('evals/triggers/adr.json')
  })
})
