/**
 * The regression gate end to end in-process: real executor, gateway, response cache and golden
 * judge, talking to the loopback fake Messages API. Covers every exit path, baseline writes,
 * determinism, dry-run safety, coverage targets and detectVersionBumps / regressionGate.
 */
import { afterEach, describe, expect, test } from '@jest/globals'
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import Anthropic from '@anthropic-ai/sdk'
import { startFakeAnthropic, textReply, type RecordedRequest, type Reply } from '../fakes/anthropic-server.js'
import { makeRepo } from '../helpers/temp-repo.js'
import { git } from '../helpers/run-engine-fixtures.js'
import { runRegression, regressionGate, detectVersionBumps, formatHuman, formatCiLine, type RegressionOptions } from '../../src/regression/index.js'
import { loadRepo } from '../../src/discover/index.js'
import { Budget } from '../../src/run/budget.js'
import { ResultsFolderBusyError } from '../../src/run/runner.js'
import { LOCK_FILE } from '../../src/run/out-lock.js'
import { hostname } from 'node:os'
import { existsSync } from 'node:fs'
import { runCli, type CliIo } from '../../src/cli/main.js'

const cleanups: (() => Promise<unknown>)[] = []
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!()
})

type Parts = { coverage: number; format: number; clarity: number }
/** marker → case id → judge scores. */
type Table = Record<string, Record<string, Parts | 'garbage'>>

const same = (n: number): Parts => ({ coverage: n, format: n, clarity: n })
const IDS = ['case-1', 'case-2', 'case-3', 'case-4', 'case-5']

function textOf(req: RecordedRequest): string {
  const m = req.body?.messages?.[req.body.messages.length - 1]?.content
  return typeof m === 'string' ? m : Array.isArray(m) ? m.map((b: { text?: string }) => b.text ?? '').join('') : ''
}
function systemOf(req: RecordedRequest): string {
  const s = req.body?.system
  return typeof s === 'string' ? s : Array.isArray(s) ? s.map((b: { text?: string }) => b.text ?? '').join('') : ''
}

/** Agent: one text reply naming the case and the skill's MARKER. Golden judge: scores from the table. */
function handler(table: () => Table) {
  return (req: RecordedRequest): Reply => {
    if (req.body?.output_config) {
      const t = textOf(req)
      const id = /Input for (case-\d+)/.exec(t)?.[1] ?? '?'
      const marker = /marker (\w+)/.exec(t)?.[1] ?? '?'
      const s = table()[marker]?.[id]
      if (!s || s === 'garbage') return textReply('not json at all')
      return textReply(JSON.stringify({ evidence: `scores for ${id} at ${marker}`, ...s }))
    }
    const prompt = textOf(req)
    const id = /Input for (case-\d+)/.exec(prompt)?.[1] ?? '?'
    const marker = /MARKER: (\w+)/.exec(systemOf(req))?.[1] ?? 'none'
    return textReply(`Output of ${id} with marker ${marker}.`)
  }
}

function skillMd(version: string, marker: string): string {
  return `---\nname: review\ndescription: Reviews code. Use when the user asks for a review.\nversion: ${version}\n---\n\n# Review\n\nMARKER: ${marker}\n`
}

function golden(ids: string[] = IDS, weights: number[] = []): string {
  return ids.map((id, i) => JSON.stringify({ id, input: `Input for ${id}.`, expected_output_summary: `Summary of ${id}`, expected_format: 'one paragraph', weight: weights[i] ?? 1, tags: ['happy-path'] })).join('\n') + '\n'
}

async function setup(opts: { table: Table; files?: Record<string, string> }) {
  const { root, dispose } = await makeRepo({
    'skills/review/SKILL.md': skillMd('1.0.0', 'good'),
    'skills/other/SKILL.md': `---\nname: other\ndescription: Does other things. Use for other.\nversion: 2.0.0\n---\n\n# Other\n`,
    'evals/skills/review/golden.jsonl': golden(),
    'evals/config.yaml': 'concurrency: 2\n',
    ...(opts.files ?? {})
  })
  cleanups.push(dispose)
  let table = opts.table
  const fake = await startFakeAnthropic({ handler: handler(() => table) })
  cleanups.push(() => fake.close())
  const client = new Anthropic({ apiKey: 'test', baseURL: fake.url, maxRetries: 0 })
  const now = new Date('2026-05-01T18:00:00Z')
  const run = (o: Partial<RegressionOptions> = {}) => runRegression({ root, skill: 'review', client, now, maxRetries: 0, backoffInitialMs: 1, ...o })
  const setSkill = (version: string, marker: string) => writeFile(join(root, 'skills/review/SKILL.md'), skillMd(version, marker))
  const store = () => readFile(join(root, 'evals/baselines/review.json'), 'utf8')
  return { root, fake, client, run, setSkill, store, setTable: (t: Table) => (table = t) }
}

const T: Table = {
  good: Object.fromEntries(IDS.map((id) => [id, same(90)])),
  slight: Object.fromEntries(IDS.map((id) => [id, same(88)])),
  bad: Object.fromEntries(IDS.map((id) => [id, same(70)])),
  partial: { 'case-1': same(60), 'case-2': same(60), 'case-3': same(90), 'case-4': same(90), 'case-5': same(90) },
  broken: { ...Object.fromEntries(IDS.map((id) => [id, same(90)])), 'case-3': 'garbage' }
}

describe('runRegression exit paths', () => {
  test('missing baseline: seeded with the current score, PASS, exit 0', async () => {
    const s = await setup({ table: T })
    const r = await s.run()
    expect(r).toMatchObject({ verdict: 'PASS', exitCode: 0, seeded: true, baselineUpdated: true, newScore: 90, delta: null, baseline: null })
    const stored = JSON.parse(await s.store())
    expect(stored.versions['1.0.0']).toMatchObject({ score: 90, date: '2026-05-01', suite: 'golden', model: 'claude-sonnet-5-5' })
    expect(stored.versions['1.0.0'].evals).toEqual(Object.fromEntries(IDS.map((id) => [id, 90])))
    expect(r.resultsFile).toBe('.skill-evals/regression/review/2026-05-01.jsonl')
    const lines = (await readFile(join(s.root, r.resultsFile!), 'utf8')).trim().split('\n').map((l) => JSON.parse(l))
    expect(lines.map((l) => l.id)).toEqual(IDS)
    expect(lines[0]).toMatchObject({ score: 90, coverage: 90, format: 90, clarity: 90, weight: 1, judge_model: 'claude-haiku-5-5' })
    expect(formatHuman(r)).toContain('  baseline   : none (seeded with v1.0.0)')
  })

  test('small drop within tolerance: PASS, the new version written as baseline', async () => {
    const s = await setup({ table: T })
    await s.run()
    await s.setSkill('1.0.1', 'slight')
    const r = await s.run({ oldVersion: '1.0.0' })
    expect(r).toMatchObject({ verdict: 'PASS', exitCode: 0, seeded: false, baselineUpdated: true, newScore: 88, delta: -2, regressedIds: [] })
    expect(r.baseline).toMatchObject({ version: '1.0.0', score: 90, date: '2026-05-01' })
    const stored = JSON.parse(await s.store())
    expect(Object.keys(stored.versions)).toEqual(['1.0.0', '1.0.1'])
    expect(stored.versions['1.0.1'].score).toBe(88)
  })

  test('drop > tolerance confirmed by the paired test: REGRESSION, exit 1, alert text, baseline byte-identical', async () => {
    const s = await setup({ table: T })
    await s.run()
    const before = await s.store()
    await s.setSkill('1.0.1', 'bad')
    const r = await s.run()
    expect(r).toMatchObject({ verdict: 'REGRESSION', exitCode: 1, newScore: 70, delta: -20, baselineUpdated: false })
    expect(r.regressedIds).toEqual(IDS)
    expect(r.comparison?.verdict).toBe('regression')
    expect(await s.store()).toBe(before)
    expect(formatHuman(r)).toBe(
      [
        '============================================================',
        'skill-regression-test — review',
        '============================================================',
        '  baseline   : 90 (pinned to v1.0.0, captured 2026-05-01)',
        '  new score  : 70 (v1.0.1, just-now)',
        '  delta      : -20 pts',
        '  threshold  : -5 pts (regression cutoff)',
        '  verdict    : REGRESSION (score dropped past threshold)',
        '  regressed  : ["case-1", "case-2", "case-3", "case-4", "case-5"]',
        '============================================================',
        'PROMOTION BLOCKED: rerun after fix or override with --force',
        ''
      ].join('\n')
    )
  })

  test('--force overrides the block, says so, exit 0', async () => {
    const s = await setup({ table: T })
    await s.run()
    await s.setSkill('1.0.1', 'bad')
    const r = await s.run({ force: true })
    expect(r).toMatchObject({ verdict: 'OVERRIDDEN', exitCode: 0, baselineUpdated: true })
    expect(r.reason).toMatch(/overridden with --force/)
    expect(formatHuman(r)).toContain('OVERRIDDEN (regression overridden with --force)')
    expect(formatHuman(r)).toContain('PROMOTION ALLOWED: block overridden with --force')
  })

  test('drop > tolerance the paired test does not confirm: INCONCLUSIVE, exit 0 with a warning, baseline kept', async () => {
    const s = await setup({ table: T })
    await s.run()
    const before = await s.store()
    await s.setSkill('1.0.1', 'partial')
    const r = await s.run()
    expect(r).toMatchObject({ verdict: 'INCONCLUSIVE', exitCode: 0, newScore: 78, delta: -12, baselineUpdated: false, regressedIds: ['case-1', 'case-2'] })
    expect(r.warnings.join('\n')).toMatch(/inconclusive/)
    expect(await s.store()).toBe(before)
  })

  test('a judge reply that cannot be parsed: ERROR, exit 2, baseline untouched', async () => {
    const s = await setup({ table: T })
    await s.run()
    const before = await s.store()
    await s.setSkill('1.0.1', 'broken')
    const r = await s.run()
    expect(r).toMatchObject({ verdict: 'ERROR', exitCode: 2, baselineUpdated: false })
    expect(r.message).toMatch(/case-3: the judge reply is not valid JSON/)
    expect(await s.store()).toBe(before)
    expect(JSON.parse(formatCiLine(r)).verdict).toBe('ERROR')
  })

  test('unknown skill, pinned baseline that is not stored, corrupt store: ERROR exit 2', async () => {
    const s = await setup({ table: T })
    expect(await s.run({ skill: 'nope' })).toMatchObject({ verdict: 'ERROR', exitCode: 2 })
    const pinned = await s.run({ baseline: '0.1.0' })
    expect(pinned).toMatchObject({ verdict: 'ERROR', exitCode: 2 })
    expect(pinned.message).toMatch(/No baseline for version 0\.1\.0/)
    await mkdir(join(s.root, 'evals/baselines'), { recursive: true })
    await writeFile(join(s.root, 'evals/baselines/review.json'), '{oops')
    expect(await s.run()).toMatchObject({ verdict: 'ERROR', exitCode: 2 })
  })

  test('determinism: the same bump twice gives the same verdict, the second from the response cache', async () => {
    const s = await setup({ table: T })
    await s.run()
    await s.setSkill('1.0.1', 'bad')
    const first = await s.run()
    const calls = s.fake.messageRequests.length
    s.setTable({}) // a changed model would now answer garbage: only the cache can give the same result
    const second = await s.run()
    expect(s.fake.messageRequests.length).toBe(calls)
    expect(second.cacheHits).toBe(10)
    expect(formatCiLine(second)).toBe(formatCiLine(first))
    // A PASS writes the new version's entry; re-running still compares with the old version.
    await s.setSkill('1.0.2', 'slight')
    s.setTable(T)
    const p1 = await s.run()
    const p2 = await s.run()
    expect([p1.verdict, p2.verdict]).toEqual(['PASS', 'PASS'])
    expect(p2.baseline?.version).toBe('1.0.0')
    expect(formatCiLine(p2)).toBe(formatCiLine(p1))
  })

  test('on the one runner: a cost cap stops the suite; refused cases are not scored (ERROR, exit 2), baseline untouched', async () => {
    const s = await setup({ table: T })
    const budget = new Budget({ maxCostUsd: 0.000001 })
    const r = await s.run({ budget, concurrency: 1 })
    // One case ran (agent + golden judge); its spend passed the cap, the other four were refused.
    expect(s.fake.messageRequests).toHaveLength(2)
    expect(budget.snapshot()).toMatchObject({ started: 1, refused: 4, stoppedBy: 'max-cost' })
    expect(r).toMatchObject({ verdict: 'ERROR', exitCode: 2 })
    expect(JSON.stringify(r)).toContain('case-2: Not run: the budget stopped new work (max-cost).')
    await expect(s.store()).rejects.toThrow(/ENOENT/)
  })

  test('the CLI takes --max-runs / --max-cost-usd (issue 20): the refused cases are not scored, exit 2, baseline untouched', async () => {
    const s = await setup({ table: T })
    let text = ''
    const io: CliIo = { stdout: (t) => void (text += t), stderr: (t) => void (text += t), env: { ANTHROPIC_API_KEY: 'test', ANTHROPIC_BASE_URL: s.fake.url }, cwd: s.root, isTTY: false }
    expect(await runCli(['regression', 'review', '--max-runs', '2'], io)).toBe(2)
    // Two cases ran (agent + golden judge each); the other three were refused without a call.
    expect(s.fake.messageRequests).toHaveLength(4)
    expect(text).toContain('Not run: the budget stopped new work (max-runs).')
    await expect(s.store()).rejects.toThrow(/ENOENT/)
    text = ''
    expect(await runCli(['regression', 'review', '--max-cost-usd', '0'], io)).toBe(2)
    expect(s.fake.messageRequests).toHaveLength(4) // every case refused
    expect(text).toContain('Not run: the budget stopped new work (max-cost).')
    text = ''
    expect(await runCli(['regression', 'review', '--max-runs', 'x'], io)).toBe(2)
    expect(text).toMatch(/--max-runs must be a positive integer/)
    // Without the flags the suite runs in full and seeds the baseline (as before).
    expect(await runCli(['regression', 'review'], io)).toBe(0)
    expect(s.fake.messageRequests).toHaveLength(4 + 6) // the two cases that ran first come from the response cache
    expect(JSON.parse(await s.store()).versions['1.0.0'].score).toBe(90)
  })

  test('--resume (issue 20): the trials that finished are kept, the rest run; a changed SKILL.md runs them all again', async () => {
    const s = await setup({ table: T })
    let text = ''
    const io: CliIo = { stdout: (t) => void (text += t), stderr: (t) => void (text += t), env: { ANTHROPIC_API_KEY: 'test', ANTHROPIC_BASE_URL: s.fake.url }, cwd: s.root, isTTY: false }
    const runs = join(s.root, '.skill-evals/regression/review/runs')
    const logLines = async () => (await readFile(join(runs, 'trials.jsonl'), 'utf8')).trim().split('\n').map((l) => JSON.parse(l) as { key: string; result: { error?: string } })
    // The response cache is off: every call the fake sees is a trial that really ran.
    expect(await runCli(['regression', 'review', '--cache', 'off', '--resume', '--max-runs', '2'], io)).toBe(2)
    expect(s.fake.messageRequests).toHaveLength(4)
    expect((await logLines()).map((l) => Boolean(l.result.error)).sort()).toEqual([false, false, true, true, true])
    text = ''
    expect(await runCli(['regression', 'review', '--cache', 'off', '--resume'], io)).toBe(0)
    expect(s.fake.messageRequests).toHaveLength(4 + 6) // the three refused cases only
    expect(text.match(/: kept \(score 90\)/g)).toHaveLength(2)
    expect(JSON.parse(await s.store()).versions['1.0.0'].score).toBe(90)
    const day = (await readdir(join(s.root, '.skill-evals/regression/review'))).filter((f) => f.endsWith('.jsonl'))
    expect(day).toHaveLength(1)
    const results = (await readFile(join(s.root, '.skill-evals/regression/review', day[0]!), 'utf8')).trim().split('\n').map((l) => JSON.parse(l))
    expect(results.map((r) => [r.id, r.score])).toEqual(IDS.map((id) => [id, 90]))
    // A new SKILL.md is another suite run: nothing is kept.
    await s.setSkill('1.1.0', 'good')
    expect(await runCli(['regression', 'review', '--cache', 'off', '--resume'], io)).toBe(0)
    expect(s.fake.messageRequests).toHaveLength(10 + 10)
    // Without --resume (as before): the runs folder is cleared and no task log is written.
    expect(await runCli(['regression', 'review', '--cache', 'off'], io)).toBe(0)
    expect(s.fake.messageRequests).toHaveLength(20 + 10)
    expect(existsSync(join(runs, 'trials.jsonl'))).toBe(false)
  })

  test('on the one runner: the skill results folder is locked while the suite runs', async () => {
    const s = await setup({ table: T })
    const dir = join(s.root, '.skill-evals/regression/review')
    await mkdir(dir, { recursive: true })
    await writeFile(join(dir, LOCK_FILE), JSON.stringify({ pid: process.ppid, host: hostname(), startedAt: new Date().toISOString(), command: 'regression', token: 'x' }))
    await expect(s.run()).rejects.toBeInstanceOf(ResultsFolderBusyError)
    expect(s.fake.messageRequests).toHaveLength(0)
  })

  test('--dry-run makes zero API calls, writes nothing and lists what would run', async () => {
    const s = await setup({ table: T })
    const r = await runRegression({ root: s.root, skill: 'review', dryRun: true })
    expect(r).toMatchObject({ verdict: 'DRY_RUN', exitCode: 0, baselineUpdated: false, resultsFile: null })
    expect(r.plan!.join('\n')).toMatch(/Would run 5 golden cases of 'review' v1.0.0/)
    expect(r.plan!.join('\n')).toMatch(/- case-5 \(weight 1\)/)
    expect(s.fake.requests.length).toBe(0)
    await expect(s.store()).rejects.toThrow()
  })

  test('a custom --baseline-dir and tolerance are honoured', async () => {
    const s = await setup({ table: T })
    await s.run({ baselineDir: 'store' })
    await s.setSkill('1.0.1', 'bad')
    const r = await s.run({ baselineDir: 'store', tolerance: 25 })
    expect(r).toMatchObject({ verdict: 'PASS', tolerance: 25, baselineFile: 'store/review.json' })
    expect(JSON.parse(await readFile(join(s.root, 'store/review.json'), 'utf8')).versions['1.0.1'].score).toBe(70)
  })

  test('golden weights: the suite score is the weighted mean', async () => {
    const s = await setup({
      table: { good: { 'case-1': same(100), 'case-2': { coverage: 80, format: 50, clarity: 100 } } },
      files: { 'evals/skills/review/golden.jsonl': golden(['case-1', 'case-2'], [1, 3]) }
    })
    const r = await s.run()
    // case-2: 0.5·80 + 0.3·50 + 0.2·100 = 75; (100·1 + 75·3) / 4 = 81.25
    expect(r.perEval).toEqual([
      { id: 'case-1', weight: 1, score: 100 },
      { id: 'case-2', weight: 3, score: 75 }
    ])
    expect(r.newScore).toBe(81.25)
  })
})

describe('suites and coverage targets', () => {
  test('no suite: NO_SUITE, exit 0 with a warning (advisory without a usage file)', async () => {
    const s = await setup({ table: T })
    const r = await s.run({ skill: 'other' })
    expect(r).toMatchObject({ verdict: 'NO_SUITE', exitCode: 0 })
    expect(r.warnings.join('\n')).toMatch(/no suite/)
    expect(s.fake.requests.length).toBe(0)
  })

  test('top-N by usage without a suite: MISSING_SUITE, exit 1; top-30 warns; --force overrides', async () => {
    const s = await setup({
      table: T,
      files: { 'evals/skill-usage.json': JSON.stringify({ other: 50, review: 100, x: 1 }), 'evals/config.yaml': 'concurrency: 2\nregression:\n  required-top: 1\n  warn-top: 2\n' }
    })
    expect(await s.run({ skill: 'other' })).toMatchObject({ verdict: 'NO_SUITE', exitCode: 0 })
    await writeFile(join(s.root, 'evals/config.yaml'), 'regression:\n  required-top: 2\n')
    const blocked = await s.run({ skill: 'other' })
    expect(blocked).toMatchObject({ verdict: 'MISSING_SUITE', exitCode: 1 })
    expect(blocked.reason).toMatch(/#2 by usage \(top 2\)/)
    expect(formatHuman(blocked)).toContain('PROMOTION BLOCKED')
    expect(await s.run({ skill: 'other', force: true })).toMatchObject({ verdict: 'OVERRIDDEN', exitCode: 0 })
  })

  test('an evals.json suite is scored by its assertion pass rate', async () => {
    const s = await setup({
      table: T,
      files: {
        'evals/evals.json': JSON.stringify({
          evals: [
            { id: 1, skill: 'other', prompt: 'Input for case-1.', assertions: [
              { text: 'mentions case-1', check: { kind: 'contains', in: 'response', value: 'case-1' } },
              { text: 'mentions zebra', check: { kind: 'contains', in: 'response', value: 'zebra' } }
            ] }
          ]
        })
      }
    })
    const r = await s.run({ skill: 'other' })
    expect(r).toMatchObject({ verdict: 'PASS', seeded: true, newScore: 50, suite: { kind: 'evals', cases: 1 } })
  })
})

describe('detectVersionBumps and regressionGate (for the action)', () => {
  async function gitRepo() {
    const s = await setup({ table: T })
    git(s.root, 'init', '-q')
    git(s.root, 'checkout', '-q', '-b', 'main')
    git(s.root, 'add', '-A')
    git(s.root, 'commit', '-q', '-m', 'base')
    return s
  }

  test('reads SKILL.md at the base with git show and lists changed versions', async () => {
    const s = await gitRepo()
    await s.setSkill('1.1.0', 'good')
    await writeFile(join(s.root, 'skills/other/SKILL.md'), `---\nname: other\ndescription: Does other things. Use for other.\nversion: 2.0.0\n---\n\n# Other changed\n`)
    await mkdir(join(s.root, 'skills/fresh'), { recursive: true })
    await writeFile(join(s.root, 'skills/fresh/SKILL.md'), `---\nname: fresh\ndescription: New. Use for new.\nversion: 0.1.0\n---\n\n# Fresh\n`)
    const repo = await loadRepo(s.root)
    expect(await detectVersionBumps(s.root, 'main', repo.skills)).toEqual([{ skill: 'review', oldVersion: '1.0.0', newVersion: '1.1.0' }])
    await expect(detectVersionBumps(s.root, 'no-such-ref', repo.skills)).rejects.toThrow(/Cannot read base ref/)
  })

  test('regressionGate blocks a regressed bump unless the PR has the override label', async () => {
    const s = await gitRepo()
    await runRegression({ root: s.root, skill: 'review', client: s.client, maxRetries: 0 })
    await s.setSkill('1.1.0', 'bad')
    const blocked = await regressionGate({ root: s.root, baseRef: 'main', client: s.client, labels: ['docs'], maxRetries: 0 })
    expect(blocked).toMatchObject({ exitCode: 1, overridden: false, overrideLabel: 'regression-override', bumps: [{ skill: 'review', oldVersion: '1.0.0', newVersion: '1.1.0' }] })
    expect(blocked.reports[0]!.verdict).toBe('REGRESSION')
    expect(blocked.markdown).toMatch(/1 version bump\(s\) blocked.*regression-override/)
    const over = await regressionGate({ root: s.root, baseRef: 'main', client: s.client, labels: ['regression-override'], maxRetries: 0 })
    expect(over).toMatchObject({ exitCode: 0, overridden: true })
    expect(over.reports[0]!.verdict).toBe('OVERRIDDEN')
  })

  test('issue 33 row I: a PR that forges its baseline and loosens the tolerance is judged by the base (policyRef, baselineRef)', async () => {
    const s = await gitRepo()
    await runRegression({ root: s.root, skill: 'review', client: s.client, maxRetries: 0 }) // baseline 90 at v1.0.0
    git(s.root, 'add', '-A')
    git(s.root, 'commit', '-q', '-m', 'baseline')
    git(s.root, 'checkout', '-q', '-b', 'pr')
    await s.setSkill('1.1.0', 'bad') // scores 70
    const forged = JSON.parse(await s.store())
    forged.versions['1.0.0'].score = 60
    forged.versions['1.0.0'].evals = Object.fromEntries(IDS.map((id) => [id, 60]))
    await writeFile(join(s.root, 'evals/baselines/review.json'), JSON.stringify(forged))
    await writeFile(join(s.root, 'evals/config.yaml'), 'concurrency: 2\nregression: { tolerance: 50, override-label: docs }\n')
    const gate = (o: object) => regressionGate({ root: s.root, baseRef: 'main', client: s.client, labels: ['docs'], maxRetries: 0, updateBaseline: false, ...o })
    // From the work tree, the forged store, tolerance and label pass the bump.
    const forgedRun = await gate({})
    expect(forgedRun.exitCode).toBe(0)
    // As the action runs it on a pull request: the base's settings and store.
    const pr = await gate({ policyRef: 'main', baselineRef: 'main' })
    expect(pr).toMatchObject({ exitCode: 1, overridden: false, overrideLabel: 'regression-override' })
    expect(pr.reports[0]).toMatchObject({ verdict: 'REGRESSION', tolerance: 5, baseline: { version: '1.0.0', score: 90 }, newScore: 70 })
    // Only the store: the base's baseline with the PR's tolerance of 50 lets the drop of 20 through.
    expect((await gate({ baselineRef: 'main' })).reports[0]).toMatchObject({ baseline: { score: 90 }, tolerance: 50 })
    // A base without the store file: no baseline yet (seeded, never written in a PR check).
    expect((await gate({ policyRef: 'main', baselineRef: git(s.root, 'rev-list', '--max-parents=0', 'HEAD').trim() })).reports[0]).toMatchObject({ baseline: null, baselineUpdated: false })
  })
})

describe('validate reads golden.jsonl (one call in loadRepo)', () => {
  test('golden findings carry line numbers; a golden-only skill gets a warning instead of coverage.no-evals', async () => {
    const { root, dispose } = await makeRepo({
      'skills/review/SKILL.md': skillMd('1.0.0', 'good'),
      'evals/skills/review/golden.jsonl': golden(['a']) + '{broken\n',
      'evals/skills/ghost/golden.jsonl': golden(['b']),
      'evals/skills/.template/golden.jsonl': '{not even read\n'
    })
    cleanups.push(dispose)
    const repo = await loadRepo(root)
    const f = repo.findings.map((x) => [x.file, x.line, x.rule, x.severity])
    expect(f).toContainEqual(['evals/skills/review/golden.jsonl', 2, 'golden.json', 'error'])
    expect(f).toContainEqual(['evals/skills/ghost/golden.jsonl', undefined, 'golden.unknown-skill', 'error'])
    expect(f).toContainEqual(['skills/review/SKILL.md', undefined, 'coverage.no-evals', 'warning'])
    expect(f.some((x) => String(x[0]).includes('.template'))).toBe(false)
  })
})
