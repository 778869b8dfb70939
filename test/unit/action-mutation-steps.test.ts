/**
 * The steps of the action (src/action/steps/*.ts) and what they share (src/action/steps/kit.ts),
 * driven in this process with the real @actions/core (its commands read back from stdout, the job
 * status from process.exitCode) and the real publisher (the job summary file; the loopback fake
 * GitHub for the comment): each step's required inputs and early exits with their messages and
 * outputs, the plan step's outputs, the merge step's notes, the benchmark and comment steps, the
 * verdict's effect with both fail settings and the report outputs.
 */
import { afterAll, afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals'
import { mkdir, mkdtemp, readdir, readFile, realpath, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { ActionContext } from '../../src/action/context.js'
import { readSettings } from '../../src/action/inputs.js'
import type { ActionOutputs } from '../../src/action/outputs.js'
import type { ReportResult } from '../../src/action/report.js'
import { benchmarkStep } from '../../src/action/steps/benchmark.js'
import { commentStep } from '../../src/action/steps/comment.js'
import { evaluateStep } from '../../src/action/steps/evaluate.js'
import { failOnRegression, failOnVerdict, publisherFor, reportOutputs, validationSummary, warnExtraModels } from '../../src/action/steps/kit.js'
import { mergeStep } from '../../src/action/steps/merge.js'
import { planInputs, planStep } from '../../src/action/steps/plan.js'
import { validateStep } from '../../src/action/steps/validate.js'
import { loadRepo } from '../../src/discover/index.js'
import type { PlanFile } from '../../src/plan/plan.js'
import { clearSecrets } from '../../src/redact/index.js'
import { planFor, writeShardResults, writeSkillRepo } from '../helpers/shard-results.js'
import { skill, summary } from '../helpers/summary-fixtures.js'
import { startFakeGitHub } from '../fakes/github-server.js'

const temps: string[] = []
afterAll(async () => {
  for (const t of temps) await rm(t, { recursive: true, force: true })
})
async function tempDir(): Promise<string> {
  const d = await realpath(await mkdtemp(join(tmpdir(), 'action-mutation-steps-')))
  temps.push(d)
  return d
}
const savedOutput = process.env['GITHUB_OUTPUT']
beforeEach(() => {
  delete process.env['GITHUB_OUTPUT']
  clearSecrets()
})
afterEach(() => {
  if (savedOutput !== undefined) process.env['GITHUB_OUTPUT'] = savedOutput
  clearSecrets()
})

interface Run {
  exitCode: number
  errors: string[]
  warnings: string[]
  infos: string[]
  /** Each setOutputs call. */
  calls: ActionOutputs[]
  outputs: ActionOutputs
  thrown?: string
}

const unescape = (s: string) => s.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%')

/** Runs `fn` with @actions/core's stdout captured and process.exitCode as the job's status. */
async function run(fn: (setOutputs: (o: ActionOutputs) => void) => Promise<unknown> | unknown): Promise<Run> {
  const chunks: string[] = []
  const spy = jest.spyOn(process.stdout, 'write').mockImplementation((c: unknown) => {
    chunks.push(String(c))
    return true
  })
  process.exitCode = undefined
  const calls: ActionOutputs[] = []
  let thrown: string | undefined
  let exitCode = 0
  try {
    await fn((o) => calls.push(o))
  } catch (e) {
    thrown = e instanceof Error ? e.message : String(e)
  } finally {
    spy.mockRestore()
    exitCode = Number(process.exitCode ?? 0)
    process.exitCode = undefined
  }
  const lines = chunks.join('').split('\n').filter((l) => l !== '')
  const r: Run = {
    exitCode,
    errors: lines.filter((l) => l.startsWith('::error::')).map((l) => unescape(l.slice(9))),
    warnings: lines.filter((l) => l.startsWith('::warning::')).map((l) => unescape(l.slice(11))),
    infos: lines.filter((l) => !l.startsWith('::')),
    calls,
    outputs: Object.assign({}, ...calls) as ActionOutputs,
  }
  if (thrown !== undefined) r.thrown = thrown
  return r
}

async function context(ws: string, over: Partial<ActionContext> = {}, env: Record<string, string> = {}): Promise<ActionContext> {
  const summaryFile = join(ws, `summary-${Math.random().toString(36).slice(2)}.md`)
  await writeFile(summaryFile, '')
  return { env: { GITHUB_STEP_SUMMARY: summaryFile, ...env }, cwd: ws, workspace: ws, eventName: 'push', payload: {}, workflow: 'skill-evals', job: 'evals', ...over }
}
const summaryOf = (ctx: ActionContext) => readFile(ctx.env['GITHUB_STEP_SUMMARY']!, 'utf8')
const IDS = [1, 2, 3, 4, 5, 6, 7, 8]
const SHA = 'c'.repeat(40)

/** Runs `fn` with `dir` as the working folder (default out-dirs resolve there, never in the project). */
async function inFolder<T>(dir: string, fn: () => Promise<T>): Promise<T> {
  const before = process.cwd()
  process.chdir(dir)
  try {
    return await fn()
  } finally {
    process.chdir(before)
  }
}

function plan(over: Partial<PlanFile> = {}): PlanFile {
  return { ...(planFor('notes') as unknown as PlanFile), ...over }
}

// ─── kit ────────────────────────────────────────────────────────────────────────────────

describe('the verdict’s effect on the step', () => {
  const report = (verdict: string | undefined, error?: string) =>
    ({ resultsDir: '/ws/r', plan: plan(), failures: [], pipelines: '', notes: [], ...(verdict ? { summary: summary([skill('notes')], { verdict: verdict as never }) } : {}), ...(error ? { error } : {}) }) as ReportResult

  test.each([
    ['no_go', true, 1, ['skill-evals: verdict no_go (see the job summary and the PR comment).'], []],
    ['no_go', false, 0, [], ['skill-evals: verdict no_go; the step passes because fail-on-verdict is false.']],
    ['rollback', true, 1, ['skill-evals: verdict rollback (see the job summary and the PR comment).'], []],
    ['rollback', false, 0, [], ['skill-evals: verdict rollback; the step passes because fail-on-verdict is false.']],
    ['go', true, 0, [], []],
    ['go', false, 0, [], []],
    ['conditional_go', true, 0, [], []],
    ['conditional_go', false, 0, [], []],
  ] as const)('%s, fail-on-verdict %s', async (verdict, fail, exitCode, errors, warnings) => {
    const r = await run(() => failOnVerdict(report(verdict), fail))
    expect([r.exitCode, r.errors, r.warnings]).toEqual([exitCode, errors, warnings])
  })

  test('no verdict fails the step with either setting', async () => {
    for (const fail of [true, false]) {
      const r = await run(() => failOnVerdict(report(undefined, 'grading.json is off its schema'), fail))
      expect([r.exitCode, r.errors, r.warnings]).toEqual([1, ['skill-evals: no verdict: grading.json is off its schema'], []])
    }
  })

  test('the regression gate reaches @actions/core: a block fails, an error warns, an override is logged', async () => {
    const g = { exitCode: 1 as const, overridden: false, overrideLabel: 'ok', bumps: ['notes 1 → 2'], blocked: ['notes'], markdown: '' }
    const blocked = await run(() => failOnRegression(g, true))
    expect([blocked.exitCode, blocked.errors]).toEqual([1, ['skill-evals: the regression gate blocks the version bump of notes (add the `ok` label to override; see the job summary).']])
    const warned = await run(() => failOnRegression({ ...g, exitCode: 2 }, true))
    expect([warned.exitCode, warned.warnings]).toEqual([0, ['skill-evals: the regression gate could not evaluate a version bump (see the job summary).']])
    const over = await run(() => failOnRegression({ ...g, exitCode: 0, overridden: true }, true))
    expect([over.exitCode, over.infos]).toEqual([0, ['skill-evals: regression gate overridden by the `ok` label.']])
    const soft = await run(() => failOnRegression(g, false))
    expect([soft.exitCode, soft.warnings]).toEqual([0, ['skill-evals: the regression gate blocks the version bump of notes (add the `ok` label to override; see the job summary). The step passes because fail-on-verdict is false.']])
  })
})

describe('the report outputs', () => {
  test('every key: verdict, mode, skills, pass rate, paths relative to the workspace', () => {
    const r = {
      resultsDir: '/ws/out/results',
      plan: plan({ mode: 'quick', skills: ['a', 'b'] }),
      summary: summary([skill('a')], { verdict: 'conditional_go' }),
      failures: [],
      pipelines: '',
      notes: [],
      summaryFile: '/ws/out/results/summary.json',
      viewerFile: '/ws/out/results-viewer/index.html',
      viewerDir: '/ws/out/results-viewer',
    } as ReportResult
    expect(reportOutputs({ workspace: '/ws' } as ActionContext, r)).toEqual({
      verdict: 'conditional_go',
      mode: 'quick',
      skills: 'a,b',
      passRate: '0.9000',
      summaryPath: 'out/results/summary.json',
      viewerPath: 'out/results-viewer/index.html',
      viewerDir: 'out/results-viewer',
      resultsDir: 'out/results',
    })
    expect(reportOutputs({ workspace: '/ws' } as ActionContext, { resultsDir: '/ws', plan: plan({ skills: [] }), failures: [], pipelines: '', notes: [], error: 'x' })).toEqual({
      verdict: '',
      mode: 'full',
      skills: '',
      passRate: '',
      summaryPath: '',
      viewerPath: '',
      viewerDir: '',
      resultsDir: '.',
    })
  })
})

describe('planning settings and the extra models', () => {
  test('planInputs: the planning settings, the key presence and the shard count; adaptive only when set', () => {
    const s = readSettings('plan', (n) => ({ mode: 'quick', trials: '3', models: 'a,b', 'max-cost-usd': '2', pipeline: 'true', 'full-eval-label': 'all', key: 'k', root: 'r' })[n] ?? '')
    expect(planInputs(s, true, 4)).toEqual({ mode: 'quick', trials: 3, models: ['a', 'b'], shards: 4, maxCostUsd: 2, pipeline: true, fullEvalLabel: 'all', key: 'k', hasApiKey: true })
    expect(planInputs({ ...s, adaptive: true }, false, 1)).toEqual({ mode: 'quick', trials: 3, models: ['a', 'b'], shards: 1, maxCostUsd: 2, pipeline: true, fullEvalLabel: 'all', key: 'k', hasApiKey: false, adaptive: true })
    expect('adaptive' in planInputs({ ...s, adaptive: false }, false, 1)).toBe(false)
  })

  test('models beyond the first are named in a warning', async () => {
    const r = await run(() => warnExtraModels(plan({ model: 'm1', extraModels: ['m2', 'm3'] })))
    expect(r.warnings).toEqual(['Only m1 runs in this call; m2, m3 need their own call (a matrix over models with `key`).'])
    expect((await run(() => warnExtraModels(plan({ extraModels: [] })))).warnings).toEqual([])
  })

  test('the publisher knows the repository only when both owner and repo are known, and has a token only when given one', () => {
    const ctx = { env: {}, owner: 'o', repo: 'r' } as unknown as ActionContext
    expect(publisherFor(ctx, 'ghs_x').repository).toEqual({ owner: 'o', repo: 'r' })
    expect(publisherFor(ctx, 'ghs_x').hasToken).toBe(true)
    expect(publisherFor(ctx).hasToken).toBe(false)
    expect(publisherFor({ env: {}, owner: 'o' } as unknown as ActionContext).repository).toBeUndefined()
    expect(publisherFor({ env: {}, repo: 'r' } as unknown as ActionContext).repository).toBeUndefined()
  })
})

describe('the validation summary', () => {
  test('a clean repository: ✅, the counts, no table', async () => {
    const d = await tempDir()
    await writeSkillRepo(d, 'notes', IDS)
    expect(validationSummary(await loadRepo(d))).toBe('## ✅ skill-evals: validation\n\n1 skills, 8 evals: **0 errors**, 0 warnings.\n\n')
  })

  test('findings: ❌ on errors, a row per finding with file:line when known', async () => {
    const d = await tempDir()
    await writeSkillRepo(d, 'notes', IDS)
    await writeFile(join(d, 'skills', 'notes', 'evals', 'evals.json'), '{ "skill_name": "notes", "evals": [ }')
    const text = validationSummary(await loadRepo(d))
    expect(text.startsWith('## ❌ skill-evals: validation\n\n1 skills, 0 evals: **2 errors**, 0 warnings.\n\n| Level | Where | Finding |\n|---|---|---|\n| error | `')).toBe(true)
    expect(text.endsWith(' |\n')).toBe(true)
    const repo = { root: d, skills: [], evals: [], findings: [{ severity: 'warning', file: 'a.md', line: 3, rule: 'x', message: 'm *1*' }, { severity: 'error', file: 'b.md', rule: 'y', message: 'm2' }] }
    const t = validationSummary(repo as never, { allowEmpty: true })
    expect(t).toContain('| warning | `a.md:3` | m \\*1\\* |\n| error | `b.md` | m2 |\n')
  })

  test('nothing checked: the line saying so, escaped', async () => {
    const d = await tempDir()
    const text = validationSummary(await loadRepo(d))
    expect(text).toMatch(/^## ❌ skill-evals: validation\n\n0 skills, 0 evals: \*\*0 errors\*\*, 0 warnings\.\n\nnothing was checked: .+\n\n$/)
    expect(validationSummary(await loadRepo(d), { allowEmpty: true })).toMatch(/^## ✅ skill-evals: validation\n\n0 skills, 0 evals: \*\*0 errors\*\*, 0 warnings\.\n\n.+\n\n$/)
  })
})

// ─── validate / plan ──────────────────────────────────────────────────────────────────

describe('validate and plan', () => {
  async function oneError(): Promise<string> {
    const d = await tempDir()
    await writeSkillRepo(d, 'notes', IDS)
    await writeFile(join(d, 'evals', 'config.yaml'), 'tiers: [\n')
    return d
  }

  test('one error is "1 error" (validate) and fails plan with "nothing was evaluated"', async () => {
    const d = await oneError()
    const repo = await loadRepo(d)
    const errors = repo.findings.filter((f) => f.severity === 'error').length
    const noun = errors === 1 ? 'error' : 'errors'
    const ctx = await context(d)
    const v = await run((o) => validateStep(readSettings('validate', (n) => (n === 'root' ? d : '')), ctx, o))
    expect(v.exitCode).toBe(1)
    expect(v.errors.filter((e) => e.startsWith('skill-evals:'))).toEqual([`skill-evals: ${errors} ${noun} in skills or eval suites.`])
    const p = await run((o) => planStep(readSettings('plan', (n) => (n === 'root' ? d : '')), ctx, o))
    expect(p.errors.filter((e) => e.startsWith('skill-evals:'))).toEqual([`skill-evals: ${errors} ${noun} in skills or eval suites; nothing was evaluated.`])
    expect(p.calls).toEqual([])
    expect(await summaryOf(ctx)).toContain('skill-evals: validation')
    expect(errors).toBe(1)
  })

  test('validate: nothing checked names the root input and the allow-empty input; errors win over warnings', async () => {
    const empty = await tempDir()
    const ctx = await context(empty)
    const r = await run((o) => validateStep(readSettings('validate', (n) => (n === 'root' ? empty : '')), ctx, o))
    expect(r.errors).toEqual([
      expect.stringMatching(/^skill-evals: nothing was checked: no SKILL\.md found( under .+)? — give the repository's path \(the root input\), list its skill folders in evals\/config\.yaml skill-roots, or set allow-empty: 'true'\.$/),
    ])
    expect(r.infos.join('\n')).toContain('nothing was checked')
    const allowed = await run((o) => validateStep(readSettings('validate', (n) => ({ root: empty, 'allow-empty': 'true' })[n] ?? ''), ctx, o))
    expect([allowed.exitCode, allowed.errors]).toEqual([0, []])
    expect(allowed.infos.join('\n')).toContain('allowed by --allow-empty')

    const both = await tempDir()
    await writeSkillRepo(both, 'notes', [1, 2])
    await writeSkillRepo(both, 'other', [1, 2, 3, 4, 5, 6, 7, 8], { config: 'tiers:\n  1: [notes, other]\n' })
    await writeFile(join(both, 'skills', 'other', 'evals', 'evals.json'), '{ "skill_name": "other", "evals": [ }')
    const b = await run(async (o) => validateStep(readSettings('validate', (n) => ({ root: both, 'fail-on-warnings': 'true' })[n] ?? ''), await context(both), o))
    expect(Number(b.calls[0]!.warnings)).toBeGreaterThan(0)
    expect(b.errors.filter((e) => e.startsWith('skill-evals:'))).toEqual([`skill-evals: ${b.calls[0]!.errors} errors in skills or eval suites.`])
    // Warnings alone pass unless fail-on-warnings is set; the annotations name the files.
    const warn = await tempDir()
    await writeSkillRepo(warn, 'notes', [1, 2])
    const w1 = await run(async (o) => validateStep(readSettings('validate', (n) => (n === 'root' ? warn : '')), await context(warn), o))
    expect([w1.exitCode, w1.errors]).toEqual([0, []])
    expect(w1.calls).toEqual([{ skills: '1', evals: '2', errors: '0', warnings: '1' }])
  })

  test('plan: every output, the plan line, the summary; the key presence decides whether it runs', async () => {
    const d = await tempDir()
    await writeSkillRepo(d, 'notes', IDS)
    const ctx = await context(d)
    const get = (v: Record<string, string>) => (n: string) => v[n] ?? ''
    const noKey = await run((o) => planStep(readSettings('plan', get({ root: d, 'out-dir': join(d, 'p1'), models: 'claude-sonnet-5-5, claude-extra-1' })), ctx, o))
    expect(noKey.thrown).toBeUndefined()
    expect(noKey.calls).toHaveLength(1)
    expect(noKey.outputs).toMatchObject({ run: 'false', mode: 'full', skills: 'notes', artifactPrefix: 'skill-evals', planFile: 'p1/plan.json' })
    expect(JSON.parse(noKey.outputs.matrix!)).toEqual({ include: [{ shard: '1/1', index: 1 }] })
    expect(Object.keys(noKey.outputs).sort()).toEqual(['artifactPrefix', 'cacheDir', 'matrix', 'mode', 'planFile', 'run', 'skills'])
    expect(noKey.infos.find((l) => l.startsWith('Plan: '))).toMatch(/^Plan: full mode, 1 skill\(s\), \d+ run\(s\), 1 shard\(s\); run=false \(.+\)\.$/)
    expect(noKey.warnings).toEqual(['Only claude-sonnet-5-5 runs in this call; claude-extra-1 need their own call (a matrix over models with `key`).'])
    expect(await summaryOf(ctx)).toContain('## skill-evals: plan')

    const present = await run((o) => planStep(readSettings('plan', get({ root: d, 'out-dir': join(d, 'p2'), 'api-key-present': 'true', shards: '2', key: 'cell' })), ctx, o))
    expect(present.outputs).toMatchObject({ run: 'true', artifactPrefix: 'skill-evals-cell', planFile: 'p2/plan.json' })
    expect(present.infos.find((l) => l.startsWith('Plan: '))).toMatch(/^Plan: full mode, 1 skill\(s\), \d+ run\(s\), [12] shard\(s\); run=true\.$/)
    const keyed = await inFolder(d, () => run((o) => planStep(readSettings('plan', get({ root: d, 'anthropic-api-key': 'sk-ant-plan-step-0001' })), ctx, o)))
    expect(keyed.outputs.run).toBe('true')
    expect(keyed.outputs.planFile).toBe('.skill-evals/plan/plan.json')
    expect(JSON.parse(await readFile(join(d, '.skill-evals', 'plan', 'plan.json'), 'utf8')).run).toBe(true)
    // A present-check of false wins over a key.
    const absent = await run((o) => planStep(readSettings('plan', get({ root: d, 'out-dir': join(d, 'p3'), 'anthropic-api-key': 'sk-ant-plan-step-0001', 'api-key-present': 'false' })), ctx, o))
    expect(absent.outputs.run).toBe('false')
  })
})

// ─── merge ──────────────────────────────────────────────────────────────────────────────

describe('merge', () => {
  async function world(shardCount: number, planShards: number) {
    const d = await tempDir()
    await writeSkillRepo(d, 'notes', IDS)
    for (let i = 1; i <= shardCount; i++) await writeShardResults(join(d, 'shards', `shard-${i}`), 'notes', IDS.filter((id) => id % shardCount === i - 1).map((id) => ({ id, with: ['pass', 'pass'], without: ['fail', 'fail'] })))
    const planFile = join(d, 'plan.json')
    await writeFile(planFile, JSON.stringify(planFor('notes', { shards: planShards })))
    return { d, planFile }
  }
  const inputs = (w: { d: string; planFile: string }, over: Record<string, string> = {}) => (n: string) =>
    ({ root: w.d, 'plan-file': w.planFile, 'shards-dir': join(w.d, 'shards'), 'out-dir': join(w.d, 'results'), ...over })[n] ?? ''

  test('plan-file is required', async () => {
    const d = await tempDir()
    const r = await run((o) => mergeStep(readSettings('merge', () => ''), { env: {}, workspace: d } as ActionContext, o))
    expect(r.thrown).toBe("Input 'plan-file' is required for merge.")
  })

  test.each([
    ['success', 2, 2, []],
    [' success ', 2, 2, []],
    ['skipped', 2, 2, []],
    ['', 2, 2, []],
    ['', 1, 2, ['Only 1 of 2 shard(s) uploaded results; the report is incomplete.']],
    ['success', 1, 2, ['Only 1 of 2 shard(s) uploaded results; the report is incomplete.']],
    ['failure', 2, 2, ["At least one evaluation shard ended with 'failure': this report covers the 2 of 2 shard(s) that uploaded results."]],
    [' cancelled ', 1, 2, ["At least one evaluation shard ended with 'cancelled': this report covers the 1 of 2 shard(s) that uploaded results."]],
  ] as const)("shards-result '%s', %s of %s shards → notes %j", async (result, have, planned, notes) => {
    const w = await world(have, planned)
    const ctx = await context(w.d)
    const r = await run((o) => mergeStep(readSettings('merge', inputs(w, { 'shards-result': result })), ctx, o))
    expect(r.thrown).toBeUndefined()
    const text = await summaryOf(ctx)
    if (notes.length) expect(text).toContain(`### Notes\n\n${notes.map((n) => `- ${n.replace(/'/g, "'")}`).join('\n')}\n`)
    else expect(text).not.toContain('### Notes')
    expect(r.infos).toContain(`Merged ${have} shard folder(s) with 32 run record(s) into results.`)
    expect(r.outputs).toEqual({
      verdict: r.outputs.verdict,
      mode: 'full',
      skills: 'notes',
      passRate: '1.0000',
      summaryPath: 'results/summary.json',
      viewerPath: 'results-viewer/index.html',
      viewerDir: 'results-viewer',
      resultsDir: 'results',
      regression: 'none',
    })
  })

  test('default folders: the shards from .skill-evals-shards, the results to .skill-evals/results', async () => {
    const w = await world(1, 1)
    await writeShardResults(join(w.d, '.skill-evals-shards', 'shard-1'), 'notes', IDS.map((id) => ({ id, with: ['pass', 'pass'] })))
    const ctx = await context(w.d)
    const r = await inFolder(w.d, () => run((o) => mergeStep(readSettings('merge', (n) => ({ root: w.d, 'plan-file': w.planFile })[n] ?? ''), ctx, o)))
    expect(r.thrown).toBeUndefined()
    expect(r.infos).toContain('Merged 1 shard folder(s) with 16 run record(s) into .skill-evals/results.')
    expect(r.outputs).toMatchObject({ resultsDir: '.skill-evals/results', summaryPath: '.skill-evals/results/summary.json', viewerDir: '.skill-evals/results-viewer' })
  })

  test('a plan that ran nothing: every report output set, the notice in the summary, the shards untouched', async () => {
    const d = await tempDir()
    await writeSkillRepo(d, 'notes', IDS)
    const planFile = join(d, 'plan.json')
    await writeFile(planFile, JSON.stringify(planFor('notes', { run: false })))
    const ctx = await context(d)
    await writeShardResults(join(d, '.skill-evals-shards', 's1'), 'notes', [{ id: 1, with: ['pass'] }])
    const r = await inFolder(d, () => run((o) => mergeStep(readSettings('merge', (n) => ({ root: d, 'plan-file': planFile })[n] ?? ''), ctx, o)))
    expect(r.calls).toEqual([{ verdict: 'skipped', mode: 'full', skills: '', passRate: '', resultsDir: '.skill-evals/results', viewerDir: '' }])
    expect(r.exitCode).toBe(0)
    expect(await summaryOf(ctx)).toContain('Nothing to evaluate')
    expect(await readdir(join(d, '.skill-evals', 'results'))).toEqual(['plan.json'])
    expect(JSON.parse(await readFile(join(d, '.skill-evals', 'results', 'plan.json'), 'utf8')).run).toBe(false)
    expect(await readdir(join(d, '.skill-evals-shards', 's1'))).toContain('runs.jsonl')
  })
})

// ─── benchmark ────────────────────────────────────────────────────────────────────────

describe('benchmark', () => {
  async function results() {
    const d = await tempDir()
    const out = join(d, 'results')
    await mkdir(out)
    await writeFile(join(out, 'summary.json'), JSON.stringify(summary([skill('notes')])))
    return { d, out }
  }
  const get = (v: Record<string, string>) => (n: string) => v[n] ?? ''

  test('results-dir is required', async () => {
    const r = await run((o) => benchmarkStep(readSettings('benchmark', get({})), { env: {} } as ActionContext, o))
    expect(r.thrown).toBe("Input 'results-dir' is required for benchmark.")
  })

  test('no commit SHA: a warning and an empty output', async () => {
    const { d, out } = await results()
    for (const sha of [undefined, 'main', 'g'.repeat(40)]) {
      const r = await run(async (o) => benchmarkStep(readSettings('benchmark', get({ root: d, 'results-dir': out })), await context(d, sha ? { sha } : {}), o))
      expect([r.warnings, r.calls]).toEqual([['GITHUB_SHA is not a commit SHA; no benchmark file.'], [{ benchmarkFile: '' }]])
    }
  })

  test('an unreadable summary: a warning naming why, and an empty output', async () => {
    const { d } = await results()
    const r = await run(async (o) => benchmarkStep(readSettings('benchmark', get({ root: d, 'results-dir': join(d, 'missing') })), await context(d, { sha: SHA }), o))
    expect(r.thrown).toBeUndefined()
    expect(r.warnings).toEqual([expect.stringMatching(/^No benchmark file: .+/)])
    expect(r.calls).toEqual([{ benchmarkFile: '' }])
  })

  test('written below the root, its path as output; committed only with commit-benchmark on a branch ref', async () => {
    const { d, out } = await results()
    const date = new Date().toISOString().slice(0, 10)
    const file = `evals/benchmarks/${date}-${SHA.slice(0, 7)}.json`
    const written = await run(async (o) => benchmarkStep(readSettings('benchmark', get({ root: d, 'results-dir': out })), await context(d, { sha: SHA, ref: 'refs/heads/main' }), o))
    expect(written.thrown).toBeUndefined()
    expect(written.infos).toContain(`Benchmark written: ${file}.`)
    expect(written.calls).toEqual([{ benchmarkFile: file }])
    expect(written.warnings).toEqual([])
    expect(JSON.parse(await readFile(join(d, file), 'utf8')).verdict).toBe('go')

    const tag = await run(async (o) => benchmarkStep(readSettings('benchmark', get({ root: d, 'results-dir': out, 'commit-benchmark': 'true' })), await context(d, { sha: SHA, ref: 'refs/tags/v1' }), o))
    expect(tag.warnings).toEqual(['commit-benchmark: GITHUB_REF is not a branch; not committed.'])
    const noToken = await run(async (o) => benchmarkStep(readSettings('benchmark', get({ root: d, 'results-dir': out, 'commit-benchmark': 'true' })), await context(d, { sha: SHA, ref: 'refs/heads/main', owner: 'octo', repo: 'skills' }), o))
    expect(noToken.warnings).toEqual(['commit-benchmark is set but there is no github-token or GITHUB_REPOSITORY; the benchmark file was written but not committed.'])
    expect(noToken.calls).toEqual([{ benchmarkFile: file }])
  })

  test('with a token, the file is committed to the branch through the API', async () => {
    const { d, out } = await results()
    const fake = await startFakeGitHub({ branches: ['main'] })
    try {
      const ctx = await context(d, { sha: SHA, ref: 'refs/heads/main', owner: 'octo', repo: 'skills' }, { GITHUB_API_URL: fake.url })
      const r = await run((o) => benchmarkStep(readSettings('benchmark', get({ root: d, 'results-dir': out, 'commit-benchmark': 'true', 'github-token': 'ghs_bench_step_0001' })), ctx, o))
      expect(r.thrown).toBeUndefined()
      expect(r.warnings).toEqual([])
      const file = r.calls[0]!.benchmarkFile!
      expect(Object.keys(fake.filesAt('main'))).toContain(file)
      expect(r.infos.some((l) => l.startsWith(`Benchmark committed: ${file} (`))).toBe(true)
    } finally {
      await fake.close()
    }
  })
})

// ─── comment ──────────────────────────────────────────────────────────────────────────

describe('comment', () => {
  async function mergedFolder(p: Record<string, unknown>) {
    const d = await tempDir()
    await writeSkillRepo(d, 'notes', IDS)
    const out = join(d, 'results')
    await writeShardResults(out, 'notes', IDS.map((id) => ({ id, with: ['pass', 'pass'], without: ['fail', 'fail'] })))
    const ctx = await context(d)
    const planFile = join(d, 'plan.json')
    await writeFile(planFile, JSON.stringify(p))
    await mkdir(join(d, 'shards'))
    await writeShardResults(join(d, 'shards', 's1'), 'notes', IDS.map((id) => ({ id, with: ['pass', 'pass'], without: ['fail', 'fail'] })))
    await run((o) => mergeStep(readSettings('merge', (n) => ({ root: d, 'plan-file': planFile, 'shards-dir': join(d, 'shards'), 'out-dir': out })[n] ?? ''), ctx, o))
    return { d, out }
  }
  const get = (v: Record<string, string>) => (n: string) => v[n] ?? ''

  test('results-dir is required', async () => {
    const r = await run((o) => commentStep(readSettings('comment', get({})), { env: {}, payload: {} } as unknown as ActionContext, o))
    expect(r.thrown).toBe("Input 'results-dir' is required for comment (the merge step's results-dir).")
  })

  test('not a pull request (or no PR number): no comment, an empty URL', async () => {
    for (const payload of [{}, { pull_request: {} }, { pull_request: { number: '7' } }]) {
      const r = await run((o) => commentStep(readSettings('comment', get({ 'results-dir': '/nowhere' })), { env: {}, payload } as unknown as ActionContext, o))
      expect([r.thrown, r.infos, r.calls]).toEqual([undefined, ['Not a pull request: no PR comment.'], [{ commentUrl: '' }]])
    }
  })

  test('no token: the verdict and mode still, an empty URL', async () => {
    const { d, out } = await mergedFolder(planFor('notes'))
    const r = await run(async (o) => commentStep(readSettings('comment', get({ root: d, 'results-dir': out })), await context(d, { payload: { pull_request: { number: 5 } } }), o))
    expect(r.thrown).toBeUndefined()
    expect(r.infos).toContain('No github-token: no PR comment (the report is in the job summary).')
    expect(r.calls).toEqual([{ commentUrl: '', verdict: 'go', mode: 'full' }])
  })

  test('a plan that ran nothing: verdict skipped', async () => {
    const { d, out } = await mergedFolder(planFor('notes', { run: false }))
    const r = await run(async (o) => commentStep(readSettings('comment', get({ root: d, 'results-dir': out })), await context(d, { payload: { pull_request: { number: 5 } } }), o))
    expect(r.calls).toEqual([{ commentUrl: '', verdict: 'skipped', mode: 'full' }])
  })

  test('with a token: the sticky comment on the plan’s PR, keyed by the input or the plan’s key, with the links', async () => {
    const { d, out } = await mergedFolder({ ...planFor('notes'), prNumber: 7, key: 'plan-key' })
    const fake = await startFakeGitHub({ comments: { 7: [], 8: [] }, user: { login: 'github-actions[bot]', type: 'Bot' } })
    try {
      const ctx = await context(d, { payload: { pull_request: { number: 8 } }, owner: 'octo', repo: 'skills' }, { GITHUB_API_URL: fake.url })
      const r = await run((o) =>
        commentStep(readSettings('comment', get({ root: d, 'results-dir': out, 'github-token': 'ghs_comment_step_01', 'viewer-url': 'https://viewer.test/v', 'artifact-url': 'https://artifact.test/a' })), ctx, o),
      )
      expect(r.thrown).toBeUndefined()
      const posted = fake.comments.get(7)!
      expect(posted).toHaveLength(1)
      expect(fake.comments.get(8)).toEqual([])
      expect(posted[0]!.body.split('\n')[0]).toBe('<!-- skill-evals:skill-evals:evals:plan-key -->')
      expect(posted[0]!.body).toContain('https://viewer.test/v')
      expect(posted[0]!.body).toContain('https://artifact.test/a')
      expect(r.calls).toEqual([{ commentUrl: expect.stringContaining('7'), verdict: 'go', mode: 'full' }])
      expect(r.calls[0]!.commentUrl).not.toBe('')

      const again = await run((o) => commentStep(readSettings('comment', get({ root: d, 'results-dir': out, 'github-token': 'ghs_comment_step_01', key: 'input-key' })), ctx, o))
      expect(again.thrown).toBeUndefined()
      expect(fake.comments.get(7)!.map((c) => c.body.split('\n')[0])).toEqual(['<!-- skill-evals:skill-evals:evals:plan-key -->', '<!-- skill-evals:skill-evals:evals:input-key -->'])
      expect(fake.comments.get(7)![1]!.body).not.toContain('https://viewer.test/v')
    } finally {
      await fake.close()
    }
  })

  test('a notice of nothing to evaluate only updates an existing comment', async () => {
    const { d, out } = await mergedFolder({ ...planFor('notes', { run: false }), prNumber: 9 })
    const fake = await startFakeGitHub({ comments: { 9: [] }, user: { login: 'github-actions[bot]', type: 'Bot' } })
    try {
      const ctx = await context(d, { payload: { pull_request: { number: 9 } }, owner: 'octo', repo: 'skills' }, { GITHUB_API_URL: fake.url })
      const r = await run((o) => commentStep(readSettings('comment', get({ root: d, 'results-dir': out, 'github-token': 'ghs_comment_step_02' })), ctx, o))
      expect(r.thrown).toBeUndefined()
      expect(fake.comments.get(9)).toEqual([])
      expect(r.infos).toContain('Nothing to evaluate and no earlier skill-evals comment: no PR comment.')
      expect(r.calls).toEqual([{ commentUrl: '', verdict: 'skipped', mode: 'full' }])
    } finally {
      await fake.close()
    }
  })
})

// ─── evaluate: before any run ─────────────────────────────────────────────────────────

describe('evaluate, before any run', () => {
  const get = (v: Record<string, string>) => (n: string) => v[n] ?? ''

  test('plan-file is required', async () => {
    const r = await run((o) => evaluateStep(readSettings('evaluate', get({ shard: '1/2' })), { env: {} } as ActionContext, o))
    expect(r.thrown).toBe("Input 'plan-file' is required with 'shard' (the plan job's plan.json).")
    expect(r.calls).toEqual([])
  })

  test('a plan that runs nothing: mode and skills, then an empty results-dir and why', async () => {
    const d = await tempDir()
    const file = join(d, 'plan.json')
    await writeFile(file, JSON.stringify({ ...planFor('notes', { run: false }), skills: ['a', 'b'] }))
    const r = await run((o) => evaluateStep(readSettings('evaluate', get({ 'plan-file': file })), { env: {} } as ActionContext, o))
    expect(r.thrown).toBeUndefined()
    expect(r.calls).toEqual([{ mode: 'full', skills: 'a,b' }, { resultsDir: '' }])
    expect(r.infos).toEqual(['Nothing to run: No skill or eval changed.'] /* one full stop, not the reason's and the line's */)
    const noSkip = { ...planFor('notes', { run: false }) }
    delete (noSkip as Record<string, unknown>)['skip']
    await writeFile(file, JSON.stringify(noSkip))
    const r2 = await run((o) => evaluateStep(readSettings('evaluate', get({ 'plan-file': file })), { env: {} } as ActionContext, o))
    expect(r2.infos).toEqual(['Nothing to run: the plan says so.'])
  })

  test('no key: refused after the plan outputs; a malformed shard is refused before them', async () => {
    const d = await tempDir()
    const file = join(d, 'plan.json')
    await writeFile(file, JSON.stringify(planFor('notes')))
    const r = await run((o) => evaluateStep(readSettings('evaluate', get({ 'plan-file': file, shard: '1/1' })), { env: {} } as ActionContext, o))
    expect(r.thrown).toBe("Input 'anthropic-api-key' is empty; the evaluation needs it.")
    expect(r.calls).toEqual([{ mode: 'full', skills: 'notes' }])
    const bad = await run((o) => evaluateStep(readSettings('evaluate', get({ 'plan-file': file, shard: 'x' })), { env: {} } as ActionContext, o))
    expect(bad.thrown).toMatch(/^Invalid shard 'x'/)
    expect(bad.calls).toEqual([])
  })
})
