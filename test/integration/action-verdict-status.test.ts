/**
 * Issue 36, must 3: every verdict reaches the job's status and the step's outputs. Table-driven,
 * over every verdict the report can give (go, conditional_go, no_go, rollback, no verdict, and
 * skipped) and both fail settings, for each step that can fail the job:
 *
 * - merge (the verdict and the regression gate, `fail-on-verdict`): real results folders whose
 *   aggregate gives each verdict, merged by the real step;
 * - validate (errors, warnings, nothing checked; `fail-on-warnings`, `allow-empty`);
 * - plan and evaluate (an invalid repository fails them; they have no fail setting).
 *
 * The root action (`pr`) ends with the same two calls as merge (failOnRegression, failOnVerdict
 * in src/action/steps/kit.ts); its runs need the model, so test/e2e/action-evaluate.test.ts covers
 * it through dist/index.js (no_go fails it, a blocked bump fails it, go passes).
 *
 * Each step runs in this process as `runStep` runs it (settings from its inputs, outputs through
 * `outputsOf(step)`), with the real @actions/core writing to GITHUB_OUTPUT and
 * GITHUB_STEP_SUMMARY files; the job's status is `process.exitCode` and the `::error::` /
 * `::warning::` commands on stdout, as the runner reads them.
 */
import { describe, test, expect, jest, beforeAll, afterAll } from '@jest/globals'
import { mkdir, mkdtemp, readFile, realpath, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { readContext } from '../../src/action/context.js'
import { readSettings, type Step } from '../../src/action/inputs.js'
import { outputsOf } from '../../src/action/outputs.js'
import { mergeStep } from '../../src/action/steps/merge.js'
import { validateStep } from '../../src/action/steps/validate.js'
import { planStep } from '../../src/action/steps/plan.js'
import { evaluateStep } from '../../src/action/steps/evaluate.js'
import type { ActionRegression } from '../../src/action/regression.js'
import { planFor, writeShardResults, writeSkillRepo, type EvalRuns } from '../helpers/shard-results.js'

const IDS = [1, 2, 3, 4, 5, 6, 7, 8]
const temps: string[] = []
afterAll(async () => {
  for (const t of temps) await rm(t, { recursive: true, force: true })
})

async function tempDir(prefix: string): Promise<string> {
  const d = await realpath(await mkdtemp(join(tmpdir(), `skill-evals-verdict-${prefix}-`)))
  temps.push(d)
  return d
}

interface StepRun {
  /** The job's status as the runner sees it: the process's exit code (setFailed sets 1). */
  exitCode: number
  /** `::error::` lines without a file (the step's status messages). */
  errors: string[]
  warnings: string[]
  outputs: Record<string, string>
  summary: string
  thrown?: string
}

const STEP_FNS = { merge: mergeStep, validate: validateStep, plan: planStep, evaluate: evaluateStep } as const

/** Runs `step` in this process as `runStep` does, in workspace `ws`, with `inputs` (undeclared ones are empty). */
async function runInProcess(step: keyof typeof STEP_FNS, inputs: Record<string, string>, ws: string, extraEnv: Record<string, string> = {}): Promise<StepRun> {
  const dir = await tempDir('runner')
  const files = { output: join(dir, 'output'), summary: join(dir, 'summary'), event: join(dir, 'event.json') }
  await writeFile(files.output, '')
  await writeFile(files.summary, '')
  await writeFile(files.event, JSON.stringify({ repository: { full_name: 'octo/skills' } }))
  const env: Record<string, string> = {
    GITHUB_ACTIONS: 'true', GITHUB_WORKSPACE: ws, GITHUB_OUTPUT: files.output, GITHUB_STEP_SUMMARY: files.summary, GITHUB_EVENT_PATH: files.event,
    GITHUB_EVENT_NAME: 'push', GITHUB_REPOSITORY: 'octo/skills', GITHUB_WORKFLOW: 'skill-evals', GITHUB_JOB: 'evals', GITHUB_RUN_ID: '4242', ...extraEnv,
  }
  const saved = new Map(Object.keys(env).map((k) => [k, process.env[k]]))
  Object.assign(process.env, env)
  const lines: string[] = []
  const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: unknown) => {
    lines.push(String(chunk))
    return true
  })
  process.exitCode = undefined
  let thrown: string | undefined
  let exitCode: number
  try {
    const ctx = await readContext({ ...env })
    const settings = readSettings(step as Step, (n) => inputs[n] ?? '')
    await (STEP_FNS[step] as (s: unknown, c: unknown, o: unknown) => Promise<void>)(settings, ctx, outputsOf(step as Step))
  } catch (e) {
    thrown = e instanceof Error ? e.message : String(e)
  } finally {
    spy.mockRestore()
    exitCode = Number(process.exitCode ?? 0)
    process.exitCode = undefined
    for (const [k, v] of saved) {
      if (v === undefined) delete process.env[k]
      else process.env[k] = v
    }
  }
  const text = lines.join('')
  const outputs: Record<string, string> = {}
  for (const m of (await readFile(files.output, 'utf8')).matchAll(/^(\S+)<<(\S+)\n([\s\S]*?)\n\2$/gm)) outputs[m[1]!] = m[3]!
  return {
    exitCode,
    // The step's own status lines (annotations on files carry properties: `::error file=…::`).
    errors: [...text.matchAll(/^::error::(.*)$/gm)].map((m) => m[1]!),
    warnings: [...text.matchAll(/^::warning::(.*)$/gm)].map((m) => m[1]!),
    outputs,
    summary: await readFile(files.summary, 'utf8'),
    ...(thrown !== undefined ? { thrown } : {}),
  }
}

// ─── merge: every verdict × fail-on-verdict ──────────────────────────────────────────────

type VerdictCase = 'go' | 'conditional_go' | 'no_go' | 'rollback' | 'no verdict' | 'skipped'

/** Results whose aggregate gives each verdict (8 critical evals × 2 trials; tier 1, medium risk). */
const RESULTS: Record<Exclude<VerdictCase, 'skipped'>, EvalRuns[]> = {
  // every gate passes
  go: IDS.map((id) => ({ id, with: ['pass', 'pass'], without: ['fail', 'fail'] })),
  // only a warning: critical eval 1 could not be decided (both trials inconclusive)
  conditional_go: IDS.map((id) => ({ id, with: id === 1 ? ['inconclusive', 'inconclusive'] : ['pass', 'pass'], without: ['fail', 'fail'] })),
  // half the evals fail: tier, release and critical gates fail
  no_go: IDS.map((id) => ({ id, with: id <= 4 ? ['fail', 'fail'] : ['pass', 'pass'], without: ['fail', 'fail'] })),
  // every critical eval passed on the base version (old_skill, same job) and fails now
  rollback: IDS.map((id) => ({ id, with: ['fail', 'fail'], old: ['pass', 'pass'] })),
  // written like go; one grading.json is then off its schema: the report has no verdict
  'no verdict': IDS.map((id) => ({ id, with: ['pass', 'pass'] })),
}

interface Workspace {
  ws: string
  shards: string
  plan: string
}

const workspaces = new Map<VerdictCase, Workspace>()

async function workspaceFor(c: VerdictCase, regression?: ActionRegression): Promise<Workspace> {
  const ws = await tempDir(c.replace(' ', '-'))
  await writeSkillRepo(ws, 'notes', IDS, { critical: IDS })
  const shards = join(ws, '.skill-evals-shards')
  const shard = join(shards, 'shard-1')
  await writeShardResults(shard, 'notes', c === 'skipped' ? [] : RESULTS[c])
  if (c === 'no verdict') {
    await writeFile(join(shard, 'notes', 'iteration-1', 'eval-3-note', 'with_skill', 'run-1', 'grading.json'), JSON.stringify({ expectations: 'none' }))
  }
  if (regression) await writeFile(join(shard, 'regression.json'), JSON.stringify(regression))
  const plan = join(ws, 'plan.json')
  await writeFile(plan, JSON.stringify(planFor('notes', { run: c !== 'skipped' })))
  return { ws, shards, plan }
}

let outCount = 0
function mergeInputs(w: Workspace, failOnVerdict: boolean): Record<string, string> {
  return { root: w.ws, 'plan-file': w.plan, 'shards-dir': w.shards, 'shards-result': 'success', 'out-dir': join(w.ws, `results-${++outCount}`), 'fail-on-verdict': String(failOnVerdict) }
}

const CASES: VerdictCase[] = ['go', 'conditional_go', 'no_go', 'rollback', 'no verdict', 'skipped']

beforeAll(async () => {
  for (const c of CASES) workspaces.set(c, await workspaceFor(c))
})

/** What the job shows for a verdict: failed (with the message), passed with a warning, or passed. */
function expectedMerge(c: VerdictCase, fail: boolean): { exitCode: number; error?: RegExp; warning?: RegExp; verdict: string } {
  if (c === 'no verdict') return { exitCode: 1, error: /^skill-evals: no verdict: .*grading\.json/, verdict: '' }
  if (c === 'no_go' || c === 'rollback') {
    return fail
      ? { exitCode: 1, error: new RegExp(`^skill-evals: verdict ${c} \\(see the job summary`), verdict: c }
      : { exitCode: 0, warning: new RegExp(`^skill-evals: verdict ${c}; the step passes because fail-on-verdict is false\\.$`), verdict: c }
  }
  return { exitCode: 0, verdict: c }
}

const VERDICT_ROWS = CASES.flatMap((c) => [true, false].map((fail) => [c, fail] as const))

describe('merge: each verdict × fail-on-verdict → the job status and the verdict output', () => {
  test.each(VERDICT_ROWS)('%s, fail-on-verdict %s', async (c, fail) => {
    const r = await runInProcess('merge', mergeInputs(workspaces.get(c)!, fail), workspaces.get(c)!.ws)
    const want = expectedMerge(c, fail)
    expect(r.thrown).toBeUndefined()
    expect(r.exitCode).toBe(want.exitCode)
    expect(r.outputs['verdict']).toBe(want.verdict)
    if (want.error) expect(r.errors).toEqual([expect.stringMatching(want.error)])
    else expect(r.errors).toEqual([])
    const verdictWarnings = r.warnings.filter((w) => w.startsWith('skill-evals:'))
    if (want.warning) expect(verdictWarnings).toEqual([expect.stringMatching(want.warning)])
    else expect(verdictWarnings).toEqual([])
    // The regression gate did not run: its output says so, whatever the verdict.
    expect(r.outputs['regression']).toBe(c === 'skipped' ? undefined : 'none')
    if (c !== 'skipped' && c !== 'no verdict') {
      const summary = JSON.parse(await readFile(join(r.outputs['results-dir'] ? join(workspaces.get(c)!.ws, r.outputs['results-dir']) : '', 'summary.json'), 'utf8')) as { verdict: string }
      expect(summary.verdict).toBe(c)
    }
  })
})

// ─── merge: the regression gate × fail-on-verdict ────────────────────────────────────────

type GateCase = 'pass' | 'overridden' | 'blocked' | 'error'

function gateFile(c: GateCase): ActionRegression {
  return {
    exitCode: c === 'blocked' ? 1 : c === 'error' ? 2 : 0,
    overridden: c === 'overridden',
    overrideLabel: 'skill-evals:allow-regression',
    bumps: ['notes 1.0.0 → 1.1.0'],
    blocked: c === 'blocked' ? ['notes'] : [],
    markdown: `### Regression gate\n\n${c}\n`,
  }
}

// (no gate: the rows above, which check `regression: none`)
const GATE_ROWS = (['pass', 'overridden', 'blocked', 'error'] as const).flatMap((g) => (['go', 'no_go'] as const).flatMap((v) => [true, false].map((fail) => [g, v, fail] as const)))

describe('merge: the regression gate (from shard 1) × the verdict × fail-on-verdict', () => {
  const gated = new Map<string, Workspace>()
  beforeAll(async () => {
    for (const g of ['pass', 'overridden', 'blocked', 'error'] as const) for (const v of ['go', 'no_go'] as const) gated.set(`${g}/${v}`, await workspaceFor(v, gateFile(g)))
  })

  test.each(GATE_ROWS)('regression %s, verdict %s, fail-on-verdict %s', async (g, v, fail) => {
    const w = gated.get(`${g}/${v}`)!
    const r = await runInProcess('merge', mergeInputs(w, fail), w.ws)
    expect(r.thrown).toBeUndefined()
    expect(r.outputs['regression']).toBe(g)
    expect(r.outputs['verdict']).toBe(v)
    const blockedMsg = /^skill-evals: the regression gate blocks the version bump of notes \(add the `skill-evals:allow-regression` label to override; see the job summary\)\./
    const wantErrors: RegExp[] = []
    const wantWarnings: RegExp[] = []
    if (g === 'blocked') (fail ? wantErrors : wantWarnings).push(fail ? blockedMsg : new RegExp(`${blockedMsg.source} The step passes because fail-on-verdict is false\\.$`))
    if (g === 'error') wantWarnings.push(/^skill-evals: the regression gate could not evaluate a version bump/)
    if (v === 'no_go') (fail ? wantErrors : wantWarnings).push(/^skill-evals: verdict no_go/)
    expect(r.errors).toEqual(wantErrors.map((re) => expect.stringMatching(re)))
    expect(r.warnings.filter((x) => x.startsWith('skill-evals:'))).toEqual(wantWarnings.map((re) => expect.stringMatching(re)))
    expect(r.exitCode).toBe(wantErrors.length > 0 ? 1 : 0)
    // The gate's section reaches the job summary whenever a bump was gated.
    expect(r.summary).toContain(`### Regression gate\n\n${g}`)
  })
})

// ─── validate: findings × fail-on-warnings × allow-empty ─────────────────────────────────

type Findings = 'clean' | 'warnings' | 'errors' | 'nothing checked'

async function validateRepo(f: Findings): Promise<string> {
  const ws = await tempDir(`validate-${f.replace(' ', '-')}`)
  if (f === 'nothing checked') return ws
  // Tier 1 wants more evals than 2 (coverage.few-evals, a warning); 8 is enough.
  await writeSkillRepo(ws, 'notes', f === 'warnings' ? [1, 2] : IDS)
  // A suite that is not JSON: its parse error, and the skill has no evals.
  if (f === 'errors') await writeFile(join(ws, 'skills', 'notes', 'evals', 'evals.json'), '{ "skill_name": "notes", "evals": [ }')
  return ws
}

const VALIDATE_ROWS = (['clean', 'warnings', 'errors', 'nothing checked'] as const).flatMap((f) =>
  [true, false].flatMap((failOnWarnings) => [true, false].map((allowEmpty) => [f, failOnWarnings, allowEmpty] as const)),
)

describe('validate: findings × fail-on-warnings × allow-empty → the job status and the counts', () => {
  const repos = new Map<Findings, string>()
  beforeAll(async () => {
    for (const f of ['clean', 'warnings', 'errors', 'nothing checked'] as const) repos.set(f, await validateRepo(f))
  })

  test.each(VALIDATE_ROWS)('%s, fail-on-warnings %s, allow-empty %s', async (f, failOnWarnings, allowEmpty) => {
    const ws = repos.get(f)!
    const r = await runInProcess('validate', { root: ws, 'fail-on-warnings': String(failOnWarnings), 'allow-empty': String(allowEmpty) }, ws)
    expect(r.thrown).toBeUndefined()
    const counts = { clean: ['1', '8', '0', '0'], warnings: ['1', '2', '0', '1'], errors: ['1', '0', '2', '0'], 'nothing checked': ['0', '0', '0', '0'] }[f]
    expect([r.outputs['skills'], r.outputs['evals'], r.outputs['errors'], r.outputs['warnings']]).toEqual(counts)
    const want =
      f === 'errors' ? /^skill-evals: 2 errors in skills or eval suites\.$/
      : f === 'nothing checked' && !allowEmpty ? /^skill-evals: nothing was checked: no SKILL\.md found .*set allow-empty: 'true'\.$/
      : f === 'warnings' && failOnWarnings ? /^skill-evals: 1 warning\(s\) and fail-on-warnings is set\.$/
      : undefined
    expect(r.exitCode).toBe(want ? 1 : 0)
    expect(r.errors.filter((e) => e.startsWith('skill-evals:'))).toEqual(want ? [expect.stringMatching(want)] : [])
  })
})

// ─── plan and evaluate: an invalid repository fails them ─────────────────────────────────

describe('plan and evaluate: a repository with errors fails the step, and nothing is evaluated', () => {
  let ws = ''
  let plan = ''
  beforeAll(async () => {
    ws = await validateRepo('errors')
    plan = join(ws, 'plan.json')
    await writeFile(plan, JSON.stringify(planFor('notes')))
    await mkdir(join(ws, 'out'), { recursive: true })
  })

  test.each([['valid'], ['invalid']] as const)('plan, %s repository', async (which) => {
    const root = which === 'valid' ? (await validateRepo('clean')) : ws
    const r = await runInProcess('plan', { root, 'out-dir': join(root, 'plan-out'), shards: '1' }, root)
    expect(r.thrown).toBeUndefined()
    if (which === 'invalid') {
      expect(r.exitCode).toBe(1)
      expect(r.errors.filter((e) => e.startsWith('skill-evals:'))).toEqual([expect.stringMatching(/^skill-evals: 2 errors in skills or eval suites; nothing was evaluated\.$/)])
      expect(r.outputs).toEqual({})
    } else {
      expect(r.exitCode).toBe(0)
      expect(r.errors).toEqual([])
      expect(r.outputs).toMatchObject({ mode: expect.any(String), 'plan-file': 'plan-out/plan.json' })
    }
  })

  test('evaluate, invalid repository: fails before any run; only the plan\'s mode and skills are set', async () => {
    const r = await runInProcess('evaluate', { root: ws, 'plan-file': plan, shard: '1/1', 'anthropic-api-key': 'sk-ant-test-not-used', 'out-dir': join(ws, 'out', 'shard') }, ws)
    expect(r.thrown).toBeUndefined()
    expect(r.exitCode).toBe(1)
    expect(r.errors.filter((e) => e.startsWith('skill-evals:'))).toEqual([expect.stringMatching(/^skill-evals: 2 errors in skills or eval suites; nothing was evaluated\.$/)])
    expect(r.outputs).toEqual({ mode: 'full', skills: 'notes' })
  })
})
