/**
 * The report stage's loader (src/aggregate/load.ts) on real results folders: what each run row
 * says (grade, counts, time, tokens, tool calls, notes, cost, ids), which runs are left out, the
 * errors that stop `skill-evals report`, its warnings, and the files it writes.
 */
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { loadAggregateInput, loadResults, ReportDataError, writeReport } from '../../src/aggregate/load.js'
import { definitionHash } from '../../src/aggregate/definitions.js'
import { buildBenchmark } from '../../src/aggregate/benchmark.js'
import { SUMMARY_SCHEMA_ID, type Summary } from '../../src/aggregate/types.js'

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'aggregate-load-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

async function write(rel: string, content: unknown): Promise<void> {
  const file = join(dir, rel)
  await mkdir(join(file, '..'), { recursive: true })
  await writeFile(file, typeof content === 'string' ? content : JSON.stringify(content))
}

const RUN = 'out/plan/iteration-2/eval-7-names/with_skill/run-3'
const grading = (passed: boolean[], extra: Record<string, unknown> = {}) => ({
  expectations: passed.map((p, i) => ({ text: `a${i}`, passed: p, evidence: `ev${i}` })),
  summary: { passed: passed.filter(Boolean).length, failed: passed.filter((p) => !p).length, total: passed.length, pass_rate: 0 },
  ...extra,
})
const record = (extra: Record<string, unknown> = {}) => ({
  runId: 'plan/iteration-2/eval-7-names/with_skill/run-3', skill: 'plan', evalId: 7, evalDir: 'eval-7-names', configuration: 'with_skill', trial: 3,
  model: 'claude-test', status: 'completed', skillUsed: true, response: '', toolCalls: [], filesWritten: [],
  usage: { input_tokens: 100, output_tokens: 20, cache_read_input_tokens: 3, cache_creation_input_tokens: 4 },
  costUsd: 0.5, durationMs: 4500, turns: 1, stopReason: 'end_turn', apiCalls: 1, retries: 0, cached: false, startedAt: 't', finishedAt: 't',
  ...extra,
})

describe('loadResults: one run row', () => {
  test('from run.json and grading.json: ids from the folder names, tokens summed, time from the record, cost, tool calls', async () => {
    await write(`${RUN}/run.json`, record({ toolCalls: [{ isError: true }, { isError: false }, { isError: true }] }))
    await write(`${RUN}/grading.json`, grading([true, false], { judge: { cost_usd: 0.25 } }))
    const { runs, ungraded } = await loadResults(join(dir, 'out'))
    expect(ungraded).toEqual([])
    expect(runs).toEqual([{
      skill: 'plan', evalId: 7, evalName: 'eval-7-names', configuration: 'with_skill', trial: 3, iteration: 2, model: 'claude-test',
      status: 'graded', grade: 'fail', passed: 1, failed: 1, total: 2, timeSeconds: 4.5, tokens: 127, toolCalls: 3, errors: 0, toolErrors: 2,
      apiError: false, expectations: [{ text: 'a0', passed: true, evidence: 'ev0' }, { text: 'a1', passed: false, evidence: 'ev1' }],
      notes: [], costUsd: 0.5, judgeCostUsd: 0.25,
    }])
  })

  test("grading.json's own numbers win: executor time, metrics' tool calls and errors; expectation details kept", async () => {
    await write(`${RUN}/run.json`, record({ toolCalls: [{}], costUsd: null }))
    await write(`${RUN}/grading.json`, {
      ...grading([true]),
      expectations: [{ text: 'a', passed: true, evidence: 'e', status: 'pass', check_kind: 'contains', source: 'check' }],
      execution_metrics: { total_tool_calls: 9, errors_encountered: 2 },
      timing: { executor_duration_seconds: 12 },
      run: { model: 'other', reason: 'why it counts', status: 'pass' },
      user_notes_summary: { uncertainties: ['unsure'] },
    })
    const [r] = (await loadResults(join(dir, 'out'))).runs
    expect(r).toMatchObject({ timeSeconds: 12, toolCalls: 9, errors: 2, toolErrors: 0, costUsd: null, judgeCostUsd: null, model: 'claude-test', grade: 'pass', notes: ['why it counts', 'unsure'] })
    expect(r!.expectations).toEqual([{ text: 'a', passed: true, evidence: 'e', status: 'pass', check_kind: 'contains', source: 'check' }])
  })

  test('without a record: model from grading.json, ids and name from eval_metadata.json, hash recorded, tokens from timing.json', async () => {
    await write('out/plan/iteration-1/eval-x/eval_metadata.json', { eval_id: 'x1', eval_name: 'from the eval folder', prompt: 'p' })
    await write('out/plan/iteration-1/eval-x/without_skill/run-1/grading.json', grading([true], { run: { model: 'graded-model' }, execution_metrics: { errors_encountered: 3 } }))
    await write('out/plan/iteration-1/eval-x/without_skill/run-1/timing.json', { total_tokens: 77, total_duration_seconds: 8 })
    const [r] = (await loadResults(join(dir, 'out'))).runs
    expect(r).toMatchObject({
      evalId: 'x1', evalName: 'from the eval folder', configuration: 'without_skill', model: 'graded-model', tokens: 77, timeSeconds: 8,
      toolCalls: 0, errors: 3, toolErrors: 3, costUsd: null, definitionHash: definitionHash({ prompt: 'p', files: [], assertions: [] }),
    })
  })

  test("the run folder's eval_metadata.json wins over the eval folder's; the eval id falls back to the folder name", async () => {
    await write('out/plan/iteration-1/eval-12-long-name/eval_metadata.json', { eval_name: 'outer' })
    await write('out/plan/iteration-1/eval-12-long-name/with_skill/run-1/eval_metadata.json', { eval_name: 'inner' })
    await write('out/plan/iteration-1/eval-12-long-name/with_skill/run-1/grading.json', grading([true]))
    await write('out/plan/iteration-1/custom/with_skill/run-1/grading.json', grading([true]))
    const runs = (await loadResults(join(dir, 'out'))).runs
    expect(runs.map((r) => [r.evalId, r.evalName])).toEqual([['custom', 'custom'], ['12', 'inner']])
    expect(runs[0]).not.toHaveProperty('definitionHash')
    expect(runs[0]!.model).toBe('')
    expect(runs[0]!.tokens).toBe(0)
    expect(runs[0]!.timeSeconds).toBe(0)
  })

  test('an errored run: no grading needed, the error is a note, it counts one API error out of the tool errors', async () => {
    await write(`${RUN}/run.json`, record({ status: 'error', error: { message: 'overloaded' }, durationMs: 0 }))
    const [r] = (await loadResults(join(dir, 'out'))).runs
    expect(r).toMatchObject({ status: 'error', grade: 'error', apiError: true, passed: 0, failed: 0, total: 0, notes: ['the run failed: overloaded'], toolErrors: 0 })
    await write(`${RUN}/grading.json`, grading([false], { run: { run_status: 'error', status: 'error' }, execution_metrics: { errors_encountered: 3 } }))
    await write(`${RUN}/run.json`, record({ status: 'completed', toolCalls: 'not a list' }))
    const [g] = (await loadResults(join(dir, 'out'))).runs
    expect(g).toMatchObject({ apiError: true, toolErrors: 2, toolCalls: 0 })
  })

  test('skipped and ungraded runs; folders that are not runs are ignored', async () => {
    await write('out/plan/iteration-1/eval-1/with_skill/run-1/run.json', record({ runId: 'plan/iteration-1/eval-1/with_skill/run-1', status: 'skipped' }))
    await write('out/plan/iteration-1/eval-1/with_skill/run-2/run.json', record({ runId: 'plan/iteration-1/eval-1/with_skill/run-2', status: 'completed' }))
    await write('out/plan/iteration-1/eval-1/with_skill/run-3/outputs/x.txt', 'no record, no grade')
    await write('out/plan/iteration-1/eval-1/baseline/run-1/grading.json', grading([true]))
    await write('out/plan/iteration-1/eval-1/with_skill/run-x/grading.json', grading([true]))
    await write('out/plan/iter-1/eval-1/with_skill/run-1/grading.json', grading([true]))
    const { runs, ungraded } = await loadResults(join(dir, 'out'))
    expect(runs.map((r) => [r.trial, r.status, r.grade])).toEqual([[1, 'skipped', 'skipped']])
    expect(ungraded).toEqual(['plan/iteration-1/eval-1/with_skill/run-2'])
  })

  test('a record in runs.jsonl is used instead of run.json', async () => {
    await write('out/runs.jsonl', JSON.stringify(record({ model: 'from-the-log' })) + '\n')
    await write(`${RUN}/run.json`, record({ model: 'from-run-json' }))
    await write(`${RUN}/grading.json`, grading([true]))
    expect((await loadResults(join(dir, 'out'))).runs[0]!.model).toBe('from-the-log')
  })

  test('an unreadable eval_metadata.json stops the report, naming the file', async () => {
    await write('out/plan/iteration-1/eval-1/eval_metadata.json', '{ nope')
    await write('out/plan/iteration-1/eval-1/with_skill/run-1/grading.json', grading([true]))
    const err = await loadResults(join(dir, 'out')).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(ReportDataError)
    expect((err as Error).message).toContain(join(dir, 'out/plan/iteration-1/eval-1/eval_metadata.json'))
  })
})

describe('loadAggregateInput: what stops the report, and the warnings', () => {
  test('a missing results folder, an empty one, one with only ungraded runs', async () => {
    await expect(loadAggregateInput({ out: join(dir, 'nope') })).rejects.toThrow(`Results folder '${join(dir, 'nope')}' does not exist.`)
    await write('file', 'x')
    await expect(loadAggregateInput({ out: join(dir, 'file') })).rejects.toThrow(ReportDataError)
    await mkdir(join(dir, 'empty'))
    await expect(loadAggregateInput({ out: join(dir, 'empty') })).rejects.toThrow(`No runs in '${join(dir, 'empty')}': run 'skill-evals run --out ${join(dir, 'empty')}' first.`)
    await write('out/plan/iteration-1/eval-1/with_skill/run-1/run.json', record({ status: 'completed' }))
    await expect(loadAggregateInput({ out: join(dir, 'out') })).rejects.toThrow(`No graded runs in '${join(dir, 'out')}': run 'skill-evals grade --out ${join(dir, 'out')}' first.`)
    // Only errored runs: nothing graded either.
    await write('err/plan/iteration-1/eval-1/with_skill/run-1/run.json', record({ status: 'error' }))
    await expect(loadAggregateInput({ out: join(dir, 'err') })).rejects.toThrow(`No graded runs in '${join(dir, 'err')}'`)
  })

  test('a base folder must exist and hold graded runs', async () => {
    await write(`${RUN}/grading.json`, grading([true]))
    await expect(loadAggregateInput({ out: join(dir, 'out'), base: join(dir, 'base'), root: dir })).rejects.toThrow(`Base results folder '${join(dir, 'base')}' does not exist.`)
    await write('base/plan/iteration-1/eval-1/with_skill/run-1/grading.json', grading([false], { run: { status: 'error' } }))
    await expect(loadAggregateInput({ out: join(dir, 'out'), base: join(dir, 'base'), root: dir })).rejects.toThrow(`No graded runs in the base results folder '${join(dir, 'base')}'.`)
  })

  test('the input: runs, base runs, skills with tier, time, seed, sources; warnings for ungraded runs, a missing repo, bad history', async () => {
    await write(`${RUN}/grading.json`, grading([true]))
    await write('out/plan/iteration-1/eval-1/with_skill/run-1/run.json', record({ runId: 'plan/iteration-1/eval-1/with_skill/run-1', status: 'completed' }))
    await write('base/plan/iteration-1/eval-1/with_skill/run-1/grading.json', grading([false]))
    await write('hist/bad.json', '{')
    await write('hist/ok.json', { schema_version: 1, generated_at: '2026-01-01T00:00:00Z', skills: [] })
    const now = new Date('2026-05-06T07:08:09.000Z')
    const { input, warnings, ungraded } = await loadAggregateInput({ out: join(dir, 'out'), base: join(dir, 'base'), root: dir, history: [join(dir, 'hist')], now, seed: 42 })
    expect(ungraded).toEqual(['plan/iteration-1/eval-1/with_skill/run-1'])
    expect(warnings).toEqual([
      "1 completed run(s) are not graded yet (run 'skill-evals grade'); they are left out.",
      `No skills found under '${dir}': tiers, critical evals and coverage come from the defaults only (every skill is taken as Tier 3). Pass --root <the skills repository> to use its tiers.`,
      '1 history file(s) were not understood and skipped.',
    ])
    expect(input.generatedAt).toBe('2026-05-06T07:08:09.000Z')
    expect(input.runs).toHaveLength(1)
    expect(input.baseRuns).toHaveLength(1)
    expect(input.baseLabel).toBe(`base results ${join(dir, 'base')}`)
    expect(input.skills).toEqual([{ name: 'plan', tier: 3 }])
    expect(input.seed).toBe(42)
    expect(input.history!.map((h) => h.file)).toEqual([join(dir, 'hist', 'ok.json')])
    expect(input.sources).toEqual({ results: join(dir, 'out'), base: join(dir, 'base'), history: [join(dir, 'hist', 'ok.json')] })
    expect(input).not.toHaveProperty('evals')
    expect(input).not.toHaveProperty('baseEvals')
  })

  test('with a repository: skills with their folder, head evals, the eval suites at the base ref (or a warning when it cannot be read)', async () => {
    await write('repo/skills/plan/SKILL.md', '---\nname: plan\ndescription: Plans things. Use when the user asks for a plan.\n---\n\n# plan\n\nInstructions.\n')
    await write('repo/skills/plan/evals/evals.json', JSON.stringify({ skill_name: 'plan', evals: [{ id: 7, prompt: 'Make a plan', expected_output: 'a plan', assertions: ['has steps'] }] }))
    await write('repo/evals/config.yaml', 'tiers:\n  1: [plan]\n')
    await write('repo/evals/benchmarks/old.json', { schema_version: 1, generated_at: '2025-01-01T00:00:00Z', skills: [] })
    const root = join(dir, 'repo')
    const git = (...args: string[]) => execFileSync('git', args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] })
    git('init', '-q', '-b', 'main')
    git('add', '-A')
    git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-q', '-m', 'base')
    await write(`${RUN}/grading.json`, grading([true]))
    const { input, warnings } = await loadAggregateInput({ out: join(dir, 'out'), root, baseRef: 'main' })
    expect(warnings).toEqual([])
    expect(input.skills).toEqual([{ name: 'plan', tier: 1, path: 'skills/plan' }])
    expect(input.evals!.map((e) => `${e.skill}/${e.id}`)).toEqual(['plan/7'])
    expect(input.baseEvals!.map((e) => `${e.skill}/${e.id}`)).toEqual(['plan/7'])
    expect(input.baseEvals![0]!.definitionHash).toBe(input.evals![0]!.definitionHash)
    expect(input.findings).toBeDefined()
    expect(input.history!.map((h) => h.file)).toEqual([join(root, 'evals', 'benchmarks', 'old.json')])
    expect(input).not.toHaveProperty('seed')
    expect(input).not.toHaveProperty('baseRuns')
    expect(input.sources).toEqual({ results: join(dir, 'out'), history: [join(root, 'evals', 'benchmarks', 'old.json')] })

    const bad = await loadAggregateInput({ out: join(dir, 'out'), root, baseRef: 'no-such-branch' })
    expect(bad.warnings).toHaveLength(1)
    expect(bad.warnings[0]).toMatch(/^Could not read the eval suites at 'no-such-branch' \([^\n]+\); changed evals are not listed\.$/)
    expect(bad.input).not.toHaveProperty('baseEvals')
  })
})

describe('writeReport', () => {
  test('benchmark.json and .md per skill and iteration, then summary.json; the list of files written', async () => {
    const benchmark = buildBenchmark({ skill: 'plan', skillPath: 'skills/plan', model: 'm', judgeModel: 'j', timestamp: 't', trials: 1, runs: [] })
    const summary = { schema_version: 1, verdict: 'go' } as unknown as Summary
    const out = join(dir, 'out')
    const files = await writeReport(out, summary, [{ skill: 'plan', iteration: 3, benchmark }])
    const at = join(out, 'plan', 'iteration-3')
    expect(files).toEqual([join(at, 'benchmark.json'), join(at, 'benchmark.md'), join(out, 'summary.json')])
    expect(await readFile(join(at, 'benchmark.json'), 'utf8')).toBe(JSON.stringify(benchmark, null, 2) + '\n')
    expect(await readFile(join(at, 'benchmark.md'), 'utf8')).toMatch(/^# Skill Benchmark: plan\n/)
    expect(await readFile(join(out, 'summary.json'), 'utf8')).toBe('{\n  "schema_version": 1,\n  "verdict": "go"\n}\n')
  })
})

describe('summary.json names its schema', () => {
  test("SUMMARY_SCHEMA_ID is the published schema's $id (editors and validators find it)", async () => {
    const schema = JSON.parse(await readFile(new URL('../../schemas/summary.schema.json', import.meta.url), 'utf8')) as { $id: string }
    expect(SUMMARY_SCHEMA_ID).toBe(schema.$id)
  })
})

describe('loadResults: the run row in the cases the report shows differently (issue 23, survivors)', () => {
  test('an expectation without a status, check kind or source carries none of those keys; a passed run is "graded"', async () => {
    await write(`${RUN}/run.json`, record())
    await write(`${RUN}/grading.json`, grading([true]))
    const [r] = (await loadResults(join(dir, 'out'))).runs
    expect(r!.expectations).toStrictEqual([{ text: 'a0', passed: true, evidence: 'ev0' }])
    expect(r).toMatchObject({ grade: 'pass', status: 'graded' })
  })

  test('an errored run without grading.json has no expectations, and the model is empty when its record names none', async () => {
    const { model: _model, ...noModel } = record({ status: 'error', error: { message: 'overloaded' } })
    await write(`${RUN}/run.json`, noModel)
    const [r] = (await loadResults(join(dir, 'out'))).runs
    expect(r).toMatchObject({ grade: 'error', model: '', expectations: [], notes: ['the run failed: overloaded'] })
  })

  test('an error message on a run that was graded or skipped is not turned into "the run failed"', async () => {
    await write(`${RUN}/run.json`, record({ error: { message: 'a retried hiccup' } }))
    await write(`${RUN}/grading.json`, grading([true]))
    await write('out/plan/iteration-2/eval-7-names/with_skill/run-4/run.json', record({ runId: 'plan/iteration-2/eval-7-names/with_skill/run-4', trial: 4, status: 'skipped', error: { message: 'budget reached' } }))
    const runs = (await loadResults(join(dir, 'out'))).runs
    expect(runs.map((r) => [r.trial, r.grade, r.notes])).toEqual([[3, 'pass', []], [4, 'skipped', []]])
  })

  test('a folder named like an eval only part-way ("old-eval-3") keeps its whole name as the eval id', async () => {
    await write('out/plan/iteration-1/old-eval-3/with_skill/run-1/grading.json', grading([true]))
    await write('out/plan/iteration-1/eval-4-x/with_skill/run-1/grading.json', grading([true]))
    expect((await loadResults(join(dir, 'out'))).runs.map((r) => r.evalId).sort()).toEqual(['4', 'old-eval-3'])
  })

  test('a missing entry in the recorded tool calls is not an error (only calls marked isError count)', async () => {
    await write(`${RUN}/run.json`, record({ toolCalls: [null, { isError: true }, { isError: false }] }))
    await write(`${RUN}/grading.json`, grading([true]))
    const [r] = (await loadResults(join(dir, 'out'))).runs
    expect(r).toMatchObject({ toolCalls: 3, toolErrors: 1 })
  })
})

describe('loadAggregateInput: which results are enough, and a repository that cannot be read (issue 23, survivors)', () => {
  test('results with only failed runs are graded results: the report is made', async () => {
    await write(`${RUN}/grading.json`, grading([false]))
    const { input } = await loadAggregateInput({ out: join(dir, 'out'), root: dir })
    expect(input.runs.map((r) => r.grade)).toEqual(['fail'])
  })

  test('a base folder with only passed runs, or with passed and errored runs, is a usable base', async () => {
    await write(`${RUN}/grading.json`, grading([false]))
    await write('base/plan/iteration-1/eval-1/with_skill/run-1/grading.json', grading([true]))
    const one = await loadAggregateInput({ out: join(dir, 'out'), base: join(dir, 'base'), root: dir })
    expect(one.input.baseRuns!.map((r) => r.grade)).toEqual(['pass'])
    await write('base/plan/iteration-1/eval-1/with_skill/run-2/run.json', record({ runId: 'plan/iteration-1/eval-1/with_skill/run-2', status: 'error' }))
    const two = await loadAggregateInput({ out: join(dir, 'out'), base: join(dir, 'base'), root: dir })
    expect(two.input.baseRuns!.map((r) => r.grade)).toEqual(['pass', 'error'])
  })

  test('a repository root that is not a folder: the defaults, a warning, the skills of the runs only, no base ref read', async () => {
    await write(`${RUN}/grading.json`, grading([true]))
    const root = join(dir, 'no-such-repo')
    const { input, warnings } = await loadAggregateInput({ out: join(dir, 'out'), root, baseRef: 'main' })
    expect(warnings).toEqual([`No skills found under '${root}': tiers, critical evals and coverage come from the defaults only (every skill is taken as Tier 3). Pass --root <the skills repository> to use its tiers.`])
    expect(input.skills).toEqual([{ name: 'plan', tier: 3 }])
    expect(input).not.toHaveProperty('evals')
    expect(input).not.toHaveProperty('baseEvals')
    expect(input.config).toBeDefined()
  })

  test("without --root the working directory is the repository, named '.' in the warning", async () => {
    await write(`${RUN}/grading.json`, grading([true]))
    const cwd = process.cwd()
    process.chdir(dir)
    try {
      const { warnings } = await loadAggregateInput({ out: join(dir, 'out') })
      expect(warnings).toEqual(["No skills found under '.': tiers, critical evals and coverage come from the defaults only (every skill is taken as Tier 3). Pass --root <the skills repository> to use its tiers."])
    } finally {
      process.chdir(cwd)
    }
  })

  test('a repository: its skills without runs are listed too, and without a base ref no base suite is read (no warning)', async () => {
    await write('repo/skills/plan/SKILL.md', '---\nname: plan\ndescription: Plans things. Use when the user asks for a plan.\n---\n\n# plan\n')
    await write('repo/skills/idle/SKILL.md', '---\nname: idle\ndescription: Does nothing yet. Use when nothing is asked.\n---\n\n# idle\n')
    await write(`${RUN}/grading.json`, grading([true]))
    const { input, warnings } = await loadAggregateInput({ out: join(dir, 'out'), root: join(dir, 'repo') })
    expect(warnings).toEqual([])
    expect(input.skills!.map((s) => [s.name, s.path])).toEqual([['plan', 'skills/plan'], ['idle', 'skills/idle']])
    expect(input).not.toHaveProperty('baseEvals')
  })

  test("the base ref warning quotes git's whole first line", async () => {
    await write('repo/skills/plan/SKILL.md', '---\nname: plan\ndescription: Plans things. Use when the user asks for a plan.\n---\n\n# plan\n')
    await write(`${RUN}/grading.json`, grading([true]))
    const root = join(dir, 'repo')
    execFileSync('git', ['init', '-q', '-b', 'main'], { cwd: root, stdio: 'ignore' })
    const { warnings } = await loadAggregateInput({ out: join(dir, 'out'), root, baseRef: 'no-such-branch' })
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toMatch(/^Could not read the eval suites at 'no-such-branch' \(git ls-tree failed: [^\n]+\); changed evals are not listed\.$/)
  })
})
