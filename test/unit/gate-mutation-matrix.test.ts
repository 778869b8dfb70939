/**
 * The weekly cross-model run's shared steps (src/gate/matrix.ts) on real folders: model slugs,
 * merging shard folders, last week's per-model entry, the per-model benchmark entries, the
 * per-model aggregate with only that model's history, model lifecycle, and the written table
 * (issue 23: mutation testing of the gate part; until now only the e2e weekly test, which no
 * mutation run counts, reached this file).
 */
import { afterEach, describe, expect, test } from '@jest/globals'
import Anthropic from '@anthropic-ai/sdk'
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  MODEL_ENTRY, aggregateModel, buildCrossModel, mergeResultDirs, modelSlug, modelsLifecycle, previousModelEntry, writeModelBenchmarks,
} from '../../src/gate/matrix.js'
import { aggregate, type Summary } from '../../src/gate/index.js'
import { openResultsLog } from '../../src/log/index.js'
import type { AggregateRun } from '../../src/aggregate/types.js'
import { writeSyntheticResults } from '../helpers/synthetic-results.js'
import { startFakeAnthropic } from '../fakes/anthropic-server.js'

const cleanups: (() => Promise<unknown>)[] = []
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!()
})
async function tmp(prefix = 'gate-matrix-'): Promise<string> {
  const d = await mkdtemp(join(tmpdir(), prefix))
  cleanups.push(() => rm(d, { recursive: true, force: true }))
  return d
}

const TIERS = { 1: { threshold: 0.8, minEvals: 3, maxEvals: 4 }, 2: { threshold: 0.8, minEvals: 2, maxEvals: 3 }, 3: { threshold: 0.8, minEvals: 2, maxEvals: 2 } }
function summaryOf(skill: string, passed: number, graded: number, model = 'm', generatedAt = '2026-02-01T00:00:00.000Z'): Summary {
  const runs: AggregateRun[] = Array.from({ length: graded }, (_, i) => ({
    skill, evalId: i + 1, evalName: `e${i + 1}`, configuration: 'with_skill', trial: 1, iteration: 1, model, status: 'graded', grade: i < passed ? 'pass' : 'fail',
    passed: i < passed ? 1 : 0, failed: i < passed ? 0 : 1, total: 1, timeSeconds: 1, tokens: 1, toolCalls: 0, errors: 0, toolErrors: 0, apiError: false,
    expectations: [], notes: [], costUsd: 0.1, definitionHash: 'h',
  }))
  return aggregate({ generatedAt, runs, config: { tierSettings: TIERS, riskLevel: 'low', tiers: {} } })
}

describe('model slugs and entry names', () => {
  test('letters, digits, dot, dash and underscore stay; every other run of characters becomes one _', () => {
    expect(modelSlug('claude-sonnet-5-5')).toBe('claude-sonnet-5-5')
    expect(modelSlug('us.anthropic/claude v2:1')).toBe('us.anthropic_claude_v2_1')
    expect(modelSlug('a//  b')).toBe('a_b')
    expect(modelSlug('')).toBe('_')
    expect(modelSlug('é')).toBe('_')
  })
  test('<date>-<model>.json', () => {
    expect(MODEL_ENTRY.exec('2026-02-01-claude-sonnet-5-5.json')?.slice(1)).toEqual(['2026-02-01', 'claude-sonnet-5-5'])
    expect(MODEL_ENTRY.test('x2026-02-01-m.json')).toBe(false)
    expect(MODEL_ENTRY.test('2026-02-01-m.json.bak')).toBe(false)
    expect(MODEL_ENTRY.test('2026-02-01-.json')).toBe(false)
    expect(MODEL_ENTRY.test('26-02-01-m.json')).toBe(false)
  })
})

describe('per-model benchmark entries', () => {
  test('written as <dir>/<date>-<slug>.json, the summary as JSON with a final newline; the paths returned in order', async () => {
    const dir = await tmp()
    const a = summaryOf('s', 3, 4, 'claude/a')
    const b = summaryOf('s', 1, 4, 'b')
    const files = await writeModelBenchmarks(dir, '2026-02-01', [{ model: 'claude/a', summary: a }, { model: 'b', summary: b }])
    expect(files).toEqual([join(dir, '2026-02-01-claude_a.json'), join(dir, '2026-02-01-b.json')])
    expect(await readFile(files[0]!, 'utf8')).toBe(JSON.stringify(a, null, 2) + '\n')
    expect(await writeModelBenchmarks(dir, '2026-02-01', [])).toEqual([])
  })
  test("the previous entry: the same model's newest entry dated before the day; unreadable ones skipped", async () => {
    const dir = await tmp()
    const put = (name: string, s: Summary | string) => writeFile(join(dir, name), typeof s === 'string' ? s : JSON.stringify(s))
    await put('2026-01-10-m.json', summaryOf('s', 1, 4, 'm', '2026-01-10T00:00:00.000Z'))
    await put('2026-01-17-m.json', summaryOf('s', 2, 4, 'm', '2026-01-17T00:00:00.000Z'))
    await put('2026-01-24-m.json', '{not json')
    await put('2026-01-25-m.json', JSON.stringify({ something: 'else' }))
    await put('2026-01-26-other.json', summaryOf('s', 4, 4, 'other'))
    await put('2026-02-01-m.json', summaryOf('s', 4, 4, 'm', '2026-02-01T00:00:00.000Z'))
    await put('notes-m.json', summaryOf('s', 4, 4, 'm'))
    const e = await previousModelEntry(dir, 'm', '2026-02-01')
    expect(e?.file).toBe(join(dir, '2026-01-17-m.json'))
    expect(e?.skills[0]).toMatchObject({ name: 's', passed: 2, graded: 4 })
    expect((await previousModelEntry(dir, 'm', '2026-01-17'))?.file).toBe(join(dir, '2026-01-10-m.json'))
    expect(await previousModelEntry(dir, 'm', '2026-01-10')).toBeUndefined()
    expect(await previousModelEntry(dir, 'nobody', '2027-01-01')).toBeUndefined()
    expect(await previousModelEntry(join(dir, 'missing'), 'm', '2027-01-01')).toBeUndefined()
    // the model's slug is what the file name holds
    await put('2026-01-20-claude_x.json', summaryOf('s', 1, 4, 'claude/x'))
    expect((await previousModelEntry(dir, 'claude/x', '2026-02-01'))?.file).toBe(join(dir, '2026-01-20-claude_x.json'))
  })
})

describe('merging shard folders', () => {
  test('run folders copied, runs.jsonl merged without duplicates, other .jsonl concatenated once, summary.json left out', async () => {
    const root = await tmp()
    const a = join(root, 'a')
    const b = join(root, 'b')
    await writeSyntheticResults(a, { skills: ['alpha'], evalsPerSkill: 1, trials: 1, configs: ['with_skill'], summary: true })
    await writeSyntheticResults(b, { skills: ['beta'], evalsPerSkill: 1, trials: 2, configs: ['with_skill'] })
    await writeFile(join(a, 'batches.jsonl'), '{"batch":1}\n\n')
    await writeFile(join(b, 'batches.jsonl'), '{"batch":1}\n{"batch":2}\n')
    await writeFile(join(b, 'grades.json'), '{}')
    const dest = join(root, 'dest')
    await mergeResultDirs([a, b, join(root, 'missing')], dest)
    expect((await readdir(dest)).sort()).toEqual(['alpha', 'batches.jsonl', 'beta', 'runs.jsonl'])
    expect(await readFile(join(dest, 'alpha', 'iteration-1', 'eval-1-case-number-1', 'with_skill', 'run-1', 'run.json'), 'utf8')).toContain('"skill": "alpha"')
    const records = (await openResultsLog(dest).readAll()).records
    expect(records.map((r) => `${r.skill}/${r.trial}`).sort()).toEqual(['alpha/1', 'beta/1', 'beta/2'])
    expect(await readFile(join(dest, 'batches.jsonl'), 'utf8')).toBe('{"batch":1}\n{"batch":2}\n')
    // merging the same shards again changes nothing
    await mergeResultDirs([a, b], dest)
    expect((await openResultsLog(dest).readAll()).records).toHaveLength(3)
    expect(await readFile(join(dest, 'batches.jsonl'), 'utf8')).toBe('{"batch":1}\n{"batch":2}\n')
  })
})

describe('per-model aggregate and the table', () => {
  test("aggregateModel writes summary.json with this model's runs and ignores other models' entries", async () => {
    const root = await tmp()
    const dir = join(root, 'out', 'claude-test')
    await writeSyntheticResults(dir, { skills: ['alpha'], evalsPerSkill: 2, trials: 2, configs: ['with_skill', 'without_skill'] })
    await mkdir(join(root, 'evals', 'benchmarks'), { recursive: true })
    // another model's newer entry must not be the baseline; the same model's older one is
    // (an entry whose skills record no model, so only its file name tells whose it is)
    const other = summaryOf('alpha', 0, 4, 'other', '2026-01-20T00:00:00.000Z')
    for (const k of other.skills) k.model = null
    await writeFile(join(root, 'evals', 'benchmarks', '2026-01-20-other.json'), JSON.stringify(other))
    await writeFile(join(root, 'evals', 'benchmarks', '2026-01-10-claude-test.json'), JSON.stringify(summaryOf('alpha', 4, 4, 'claude-test', '2026-01-10T00:00:00.000Z')))
    const s = await aggregateModel(root, dir, 'claude-test', ['claude-test', 'other'], new Date('2026-02-01T00:00:00Z'))
    expect(s.generated_at).toBe('2026-02-01T00:00:00.000Z')
    expect(s.skills[0]!.head_vs_base?.base_label).toBe(join(root, 'evals', 'benchmarks', '2026-01-10-claude-test.json'))
    const written = JSON.parse(await readFile(join(dir, 'summary.json'), 'utf8')) as Summary
    expect(written.verdict).toBe(s.verdict)
    // with only one model, nothing is filtered out: the newer entry without a model is the baseline
    const alone = await aggregateModel(root, dir, 'claude-test', ['claude-test'], new Date('2026-02-01T00:00:00Z'))
    expect(alone.skills[0]!.head_vs_base?.base_label).toBe(join(root, 'evals', 'benchmarks', '2026-01-20-other.json'))
  })
  test('lifecycle from the SDK table without a client, from the Models API with one', async () => {
    const now = new Date('2026-11-01T00:00:00Z')
    const [dep, unknown] = await modelsLifecycle(['claude-sonnet-4-5', 'claude-sonnet-5-5'], { now })
    expect(dep).toMatchObject({ status: 'deprecated', source: 'sdk-table', near_end_of_life: true })
    expect(unknown).toMatchObject({ status: 'unknown', source: 'none' })
    expect((await modelsLifecycle(['claude-opus-4-5'], { now, warnDays: 90 }))[0]!.near_end_of_life).toBe(true)
    expect((await modelsLifecycle(['claude-opus-4-5'], { now }))[0]!.near_end_of_life).toBe(false)
    const f = await startFakeAnthropic({ models: { 'claude-sonnet-5-5': { lifecycle: 'deprecated', retires_at: '2026-11-20T00:00:00Z' } } })
    cleanups.push(() => f.close())
    const client = new Anthropic({ apiKey: 'sk-test', baseURL: f.url, maxRetries: 0 })
    const [live] = await modelsLifecycle(['claude-sonnet-5-5'], { now, client })
    expect(live).toMatchObject({ status: 'deprecated', source: 'models-api', end_of_life: '2026-11-20' })
  })
  test('buildCrossModel writes cross-model.json and .md, with last week’s entry of each model', async () => {
    const root = await tmp()
    const benchDir = join(root, 'benchmarks')
    await mkdir(benchDir)
    await writeFile(join(benchDir, '2026-01-25-a.json'), JSON.stringify(summaryOf('s', 20, 20, 'a', '2026-01-25T00:00:00.000Z')))
    const out = join(root, 'xm', 'nested')
    const built = await buildCrossModel({
      out, benchmarksDir: benchDir, date: '2026-02-01', lifecycle: [], generatedAt: '2026-02-01T06:00:00.000Z',
      summaries: [{ model: 'a', summary: summaryOf('s', 2, 20, 'a') }, { model: 'b', summary: summaryOf('s', 18, 20, 'b') }],
    })
    expect(built.files).toEqual([join(out, 'cross-model.json'), join(out, 'cross-model.md')])
    expect(JSON.parse(await readFile(built.files[0], 'utf8'))).toEqual(built.table)
    expect(await readFile(built.files[1], 'utf8')).toBe(built.markdown)
    expect(built.table.generated_at).toBe('2026-02-01T06:00:00.000Z')
    expect(built.table.models).toEqual(['a', 'b'])
    expect(built.table.regressions.map((r) => [r.skill, r.model])).toEqual([['s', 'a']])
    expect(built.table.skills[0]!.cells['b']!.vs_previous).toBeNull()
    expect(built.markdown).toContain('## Cross-model pass rates')
  })
})

describe('merging: the details', () => {
  test('a run folder already in the destination is kept as it is (never overwritten)', async () => {
    const root = await tmp()
    const a = join(root, 'a')
    await writeSyntheticResults(a, { skills: ['alpha'], evalsPerSkill: 1, trials: 1, configs: ['with_skill'] })
    const dest = join(root, 'dest')
    const runJson = join(dest, 'alpha', 'iteration-1', 'eval-1-case-number-1', 'with_skill', 'run-1', 'run.json')
    await mkdir(join(runJson, '..'), { recursive: true })
    await writeFile(runJson, 'KEEP')
    await mergeResultDirs([a], dest)
    expect(await readFile(runJson, 'utf8')).toBe('KEEP')
  })
  test('runs.jsonl is merged record by record, not line by line: the same record written differently is not added twice', async () => {
    const root = await tmp()
    const a = join(root, 'a')
    const b = join(root, 'b')
    await writeSyntheticResults(a, { skills: ['alpha'], evalsPerSkill: 1, trials: 1, configs: ['with_skill'] })
    await mkdir(b)
    const line = (await readFile(join(a, 'runs.jsonl'), 'utf8')).trim()
    await writeFile(join(b, 'runs.jsonl'), JSON.stringify({ version: 1, ...JSON.parse(line) }) + '\n')
    const dest = join(root, 'dest')
    await mergeResultDirs([a, b], dest)
    expect((await readFile(join(dest, 'runs.jsonl'), 'utf8')).trim().split('\n')).toHaveLength(1)
  })
  test('other .jsonl files: several new lines each on its own line, blank and whitespace-only lines left out', async () => {
    const root = await tmp()
    const a = join(root, 'a')
    const b = join(root, 'b')
    await mkdir(a)
    await mkdir(b)
    await writeFile(join(a, 'batches.jsonl'), '{"batch":1}\n   \n{"batch":2}\n')
    await writeFile(join(b, 'batches.jsonl'), '{"batch":3}\n{"batch":4}\n')
    const dest = join(root, 'dest')
    await mergeResultDirs([a, b], dest)
    expect(await readFile(join(dest, 'batches.jsonl'), 'utf8')).toBe('{"batch":1}\n{"batch":2}\n{"batch":3}\n{"batch":4}\n')
  })
  test('the previous entry is the newest by date, whatever order the folder lists the files in', async () => {
    const dir = await tmp()
    for (const day of ['2026-01-10', '2026-01-17', '2026-01-03', '2026-01-12']) {
      await writeFile(join(dir, `${day}-m.json`), JSON.stringify(summaryOf('s', 1, 4, 'm', `${day}T00:00:00.000Z`)))
    }
    expect((await previousModelEntry(dir, 'm', '2026-02-01'))?.file).toBe(join(dir, '2026-01-17-m.json'))
    expect((await previousModelEntry(dir, 'm', '2026-01-17'))?.file).toBe(join(dir, '2026-01-12-m.json'))
  })
  test('cross-model.json ends with a newline', async () => {
    const root = await tmp()
    const built = await buildCrossModel({ out: root, benchmarksDir: join(root, 'none'), date: '2026-02-01', lifecycle: [], generatedAt: 'G', summaries: [{ model: 'a', summary: summaryOf('s', 1, 2, 'a') }] })
    expect(await readFile(built.files[0], 'utf8')).toBe(JSON.stringify(built.table, null, 2) + '\n')
  })
})
