/**
 * Writes a synthetic results folder in the layout `skill-evals run` produces (runs.jsonl, run.json,
 * eval_metadata.json, outputs/, grading.json, optional benchmark.json and summary.json), for the
 * viewer's tests and size/speed measurements. Not used by the CLI.
 */
import { mkdir, writeFile, appendFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { GradedAssertion, PipelineResult, PipelinesIndex, StepResult } from '../../src/pipeline/types.js'
import type { Usage } from '../../src/types.js'

export interface SyntheticOptions {
  skills?: string[]
  evalsPerSkill?: number
  trials?: number
  configs?: string[]
  /** Text injected into responses, a file name, file contents, an assertion and its evidence. */
  payload?: string
  /** Approximate size of each text output file, bytes. Default 1500. */
  fileBytes?: number
  benchmark?: boolean
  summary?: boolean
  /** Leave grading.json out for this fraction of runs (0..1), to exercise missing files. */
  ungradedEvery?: number
}

/** 1×1 transparent PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64'
)

const json = (v: unknown) => JSON.stringify(v, null, 2) + '\n'

export async function writeSyntheticResults(outDir: string, opts: SyntheticOptions = {}): Promise<{ runs: number }> {
  const skills = opts.skills ?? ['alpha']
  const evalsPerSkill = opts.evalsPerSkill ?? 2
  const trials = opts.trials ?? 2
  const configs = opts.configs ?? ['with_skill', 'without_skill']
  const payload = opts.payload ?? ''
  const fileBytes = opts.fileBytes ?? 1500
  await mkdir(outDir, { recursive: true })
  const lines: string[] = []
  let count = 0
  for (const skill of skills) {
    const benchRuns: unknown[] = []
    for (let e = 1; e <= evalsPerSkill; e++) {
      const evalDir = `eval-${e}-case-number-${e}`
      const evalPath = join(outDir, skill, 'iteration-1', evalDir)
      const assertions = [`The output file exists ${payload}`.trim(), 'The summary mentions the total', 'Dates use ISO 8601']
      const meta = {
        eval_id: e,
        eval_name: `case-number-${e}`,
        prompt: `Summarise the quarterly report for eval ${e} of ${skill}. ${payload}`.trim(),
        expected_output: 'A markdown summary with totals.',
        files: ['report.csv'],
        assertions
      }
      await mkdir(evalPath, { recursive: true })
      await writeFile(join(evalPath, 'eval_metadata.json'), json(meta))
      for (const config of configs) {
        for (let t = 1; t <= trials; t++) {
          const runId = `${skill}/iteration-1/${evalDir}/${config}/run-${t}`
          const runDir = join(outDir, ...runId.split('/'))
          await mkdir(join(runDir, 'outputs', 'charts'), { recursive: true })
          const body = `# Summary ${e}.${t} (${config})\n\n${payload}\n\n` + 'Revenue grew in every region; totals are below.\n'.repeat(Math.max(1, Math.floor(fileBytes / 48)))
          const fileName = payload ? `notes ${payload.replace(/[/\\]/g, '_')}.md` : 'notes.md'
          await writeFile(join(runDir, 'outputs', 'summary.md'), body)
          await writeFile(join(runDir, 'outputs', fileName), `notes: ${payload}\n`)
          await writeFile(join(runDir, 'outputs', 'data.json'), JSON.stringify({ eval: e, trial: t, config, total: 1234 + t }))
          if (e === 1 && t === 1) await writeFile(join(runDir, 'outputs', 'charts', 'chart.png'), TINY_PNG)
          await writeFile(join(runDir, 'eval_metadata.json'), json(meta))
          await writeFile(join(runDir, 'outputs', 'metrics.json'), json({ total_tool_calls: 2 }))
          const passedFirst = config === 'with_skill' || t % 2 === 0
          const expectations = assertions.map((text, i) => ({
            text,
            passed: i === 0 ? passedFirst : i === 1 ? config === 'with_skill' : true,
            evidence: i === 0 ? `Found summary.md (${config} run ${t}). ${payload}`.trim() : `Checked line ${i + 3} of summary.md`,
            status: 'pass',
            source: i === 2 ? 'check' : 'judge'
          }))
          for (const x of expectations) x.status = x.passed ? 'pass' : 'fail'
          const passed = expectations.filter((x) => x.passed).length
          const graded = !(opts.ungradedEvery && count % Math.round(1 / opts.ungradedEvery) === 0)
          if (graded) {
            await writeFile(
              join(runDir, 'grading.json'),
              json({ expectations, summary: { passed, failed: 3 - passed, total: 3, pass_rate: Math.round((passed / 3) * 100) / 100 } })
            )
          }
          const record = {
            runId,
            skill,
            evalId: e,
            evalDir,
            configuration: config,
            trial: t,
            model: 'claude-test',
            status: 'completed',
            skillUsed: true,
            response: `I wrote summary.md with the totals for eval ${e}. ${payload}`.trim(),
            toolCalls: [
              { turn: 1, id: `t${count}a`, name: 'Read', input: { file_path: 'report.csv' }, output: 'region,total\nnorth,10\nsouth,20\n', isError: false },
              { turn: 2, id: `t${count}b`, name: 'Write', input: { file_path: 'summary.md', content: body.slice(0, 600) }, output: 'Wrote summary.md', isError: false }
            ],
            filesWritten: ['summary.md', fileName, 'data.json'],
            usage: { input_tokens: 1000 + t, output_tokens: 400 + e, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 },
            costUsd: 0.0123,
            durationMs: 10000 + 1000 * t,
            turns: 3,
            stopReason: 'end_turn',
            apiCalls: 3,
            retries: 0,
            cached: false,
            startedAt: '2026-01-15T10:00:00.000Z',
            finishedAt: '2026-01-15T10:00:11.000Z'
          }
          await writeFile(join(runDir, 'run.json'), json(record))
          lines.push(JSON.stringify(record))
          benchRuns.push({
            eval_id: e,
            eval_name: meta.eval_name,
            configuration: config,
            run_number: t,
            result: { pass_rate: Math.round((passed / 3) * 10000) / 10000, passed, failed: 3 - passed, total: 3, time_seconds: 10 + t, tokens: 1400 + t + e, tool_calls: 2, errors: 0 },
            expectations: expectations.map(({ text, passed: p, evidence }) => ({ text, passed: p, evidence })),
            notes: []
          })
          count++
        }
      }
    }
    if (opts.benchmark) {
      await writeFile(
        join(outDir, skill, 'iteration-1', 'benchmark.json'),
        json({
          metadata: { skill_name: skill, evals_run: [], runs_per_configuration: trials },
          runs: benchRuns,
          run_summary: {
            with_skill: { pass_rate: { mean: 1, stddev: 0, min: 1, max: 1 }, time_seconds: { mean: 11.5, stddev: 0.7, min: 11, max: 12 }, tokens: { mean: 1403, stddev: 1, min: 1402, max: 1404 } },
            without_skill: { pass_rate: { mean: 0.5, stddev: 0.17, min: 0.33, max: 0.67 }, time_seconds: { mean: 11.5, stddev: 0.7, min: 11, max: 12 }, tokens: { mean: 1403, stddev: 1, min: 1402, max: 1404 } },
            delta: { pass_rate: '+0.50', time_seconds: '+0.0', tokens: '+0' }
          },
          notes: [`Synthetic benchmark note ${payload}`.trim()]
        })
      )
    }
  }
  await appendFile(join(outDir, 'runs.jsonl'), lines.join('\n') + '\n')
  if (opts.summary) {
    await writeFile(
      join(outDir, 'summary.json'),
      json({
        verdict: 'conditional_go',
        confidence: 'medium',
        reasons: [`with_skill beats the baseline by 50 points ${payload}`.trim(), 'eval 2 is flaky'],
        skills: skills.map((name) => ({
          name,
          tier: 1,
          verdict: 'go',
          pass_rate: { with_skill: 1, without_skill: 0.5, old_skill: null },
          cost_usd: 0.5,
          flags: { flaky: [2], saturated: false }
        }))
      })
    )
  }
  return { runs: count }
}

// ─── pipelines and cross-model ────────────────────────────────────────────────────────

export interface SyntheticPipelineOptions {
  /** Text injected into ids, descriptions, prompts, diffs, file names, evidence, reasons and responses. */
  payload?: string
  /** Write `<out>/pipelines.json` (default true); false leaves only the result.json files. */
  index?: boolean
}

const zeroUsage: Usage = { input_tokens: 0, output_tokens: 0, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 }
const usage = (i: number, o: number): Usage => ({ input_tokens: i, output_tokens: o, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 })

function assertion(text: string, passed: boolean, evidence: string, source: 'check' | 'judge' = 'check'): GradedAssertion {
  return { text, passed, evidence, status: passed ? 'pass' : 'fail', source }
}

function step(n: number, over: Partial<StepResult> & Pick<StepResult, 'skill' | 'prompt' | 'status'>): StepResult {
  return {
    n,
    verify: [],
    diff: '',
    diffTruncated: false,
    diffChars: 0,
    filesChanged: [],
    fileStatus: {},
    commit: null,
    response: '',
    skillUsed: true,
    turns: 3,
    toolCalls: 2,
    stopReason: 'end_turn',
    usage: usage(1000 + n, 300 + n),
    costUsd: 0.01 * n,
    judge: { calls: 1, usage: zeroUsage, costUsd: 0.0003 },
    durationMs: 1200 * n,
    files: { transcript: `step-${n}/transcript.md`, grading: `step-${n}/grading.json`, diff: `step-${n}/diff.patch` },
    ...over,
    ...(over.diff !== undefined && over.diffChars === undefined ? { diffChars: over.diff.length } : {})
  }
}

/**
 * Writes `<out>/pipelines.json` and `<out>/pipelines/<id>/result.json` for two scenarios, in the
 * shapes `skill-evals pipeline` writes: one passing (2 steps, files added), one failing (3 steps:
 * a modification with removals, a failed check, a skipped step; one final assertion failing).
 */
export async function writeSyntheticPipelines(outDir: string, opts: SyntheticPipelineOptions = {}): Promise<{ scenarios: string[] }> {
  const p = opts.payload ? ` ${opts.payload}` : ''
  const safe = (s: string) => s.replace(/[/\\]/g, '_')
  const fname = opts.payload ? `notes ${safe(opts.payload)}.md` : 'notes.md'
  const tasksDiff = [
    'diff --git a/tasks.md b/tasks.md',
    'new file mode 100644',
    'index 0000000..2e3a4bb',
    '--- /dev/null',
    '+++ b/tasks.md',
    '@@ -0,0 +1,4 @@',
    '+# Plan: Password reset',
    '+',
    `+- REQ-1: A user can ask for a reset link.${p}`,
    '+- REQ-2: The link expires after 30 minutes.',
    ''
  ].join('\n')
  const adrDiff = [
    `diff --git a/docs/adr/ADR-0001.md b/docs/adr/ADR-0001.md`,
    'new file mode 100644',
    '--- /dev/null',
    '+++ b/docs/adr/ADR-0001.md',
    '@@ -0,0 +1,2 @@',
    '+status: proposed',
    '+# ADR-0001: Reset token storage',
    `diff --git a/${fname} b/${fname}`,
    'new file mode 100644',
    '--- /dev/null',
    `+++ b/${fname}`,
    '@@ -0,0 +1 @@',
    `+notes:${p}`,
    ''
  ].join('\n')
  const refactorDiff = [
    'diff --git a/src/app.ts b/src/app.ts',
    'index 1111111..2222222 100644',
    '--- a/src/app.ts',
    '+++ b/src/app.ts',
    '@@ -1,4 +1,4 @@',
    " import { x } from './x.js'",
    '--- a YAML rule that looks like a header',
    `+const limit = 5 // was 10${p}`,
    ' export function main() {',
    ' }',
    '\\ No newline at end of file',
    'diff --git a/old.txt b/old.txt',
    'deleted file mode 100644',
    'index 3333333..0000000',
    '--- a/old.txt',
    '+++ /dev/null',
    '@@ -1 +0,0 @@',
    '-obsolete',
    ''
  ].join('\n')

  const ok: PipelineResult = {
    version: 1,
    id: 'plan-then-adr',
    description: `Plan the password reset spec, then record the token-storage decision as an ADR.${p}`,
    costClass: 'low',
    file: 'evals/pipeline/plan-then-adr.json',
    status: 'pass',
    cancelled: false,
    model: 'claude-test',
    judgeModel: 'claude-judge-test',
    startedAt: '2026-01-15T10:00:00.000Z',
    finishedAt: '2026-01-15T10:00:05.000Z',
    durationMs: 5000,
    seedCommit: 'a'.repeat(40),
    steps: [
      step(1, {
        skill: 'plan',
        prompt: `Write tasks.md: an implementation plan for the spec.${p}`,
        status: 'pass',
        verify: [assertion('tasks.md exists', true, `1 file matches 'tasks.md': tasks.md${p}`), assertion('Each task has a Done when condition', true, 'All 2 tasks have one.', 'judge')],
        diff: tasksDiff,
        filesChanged: ['tasks.md'],
        fileStatus: { 'tasks.md': 'added' },
        commit: 'b'.repeat(40),
        response: `Wrote tasks.md with 2 tasks.${p}`
      }),
      step(2, {
        skill: 'adr',
        prompt: 'Write docs/adr/ADR-0001.md deciding how reset tokens are stored, based on tasks.md.',
        status: 'pass',
        verify: [assertion('The ADR file was created', true, '1 file matches docs/adr/ADR-0001.md')],
        diff: adrDiff,
        filesChanged: ['docs/adr/ADR-0001.md', fname],
        fileStatus: { 'docs/adr/ADR-0001.md': 'added', [fname]: 'added' },
        commit: 'c'.repeat(40),
        response: 'Wrote the ADR.'
      })
    ],
    final: [assertion('The plan from step 1 is still in place', true, '1 file matches tasks.md'), assertion('The ADR refers to tasks.md', true, `Found "tasks.md" in the ADR.${p}`, 'judge')],
    summary: { stepsTotal: 2, stepsPassed: 2, finalTotal: 2, finalPassed: 2 },
    usage: usage(2003, 603),
    costUsd: 0.03,
    judge: { calls: 3, usage: zeroUsage, costUsd: 0.001 }
  }
  const badId = `refactor-chain${opts.payload ? ' ' + safe(opts.payload) : ''}`
  const bad: PipelineResult = {
    ...ok,
    id: badId,
    description: `Lower the rate limit, then document it, then release.${p}`,
    costClass: 'high',
    file: 'evals/pipeline/refactor-chain.json',
    status: 'fail',
    reason: `step 2 failed its checks${p}`,
    steps: [
      step(1, {
        skill: 'refactor',
        prompt: `Lower the rate limit in src/app.ts to 5 and remove old.txt.${p}`,
        status: 'pass',
        verify: [assertion('src/app.ts sets the limit to 5', true, `src/app.ts:3: const limit = 5${p}`)],
        diff: refactorDiff,
        filesChanged: ['old.txt', 'src/app.ts'],
        fileStatus: { 'old.txt': 'deleted', 'src/app.ts': 'modified' },
        commit: 'd'.repeat(40),
        response: 'Done.'
      }),
      step(2, {
        skill: 'docs',
        prompt: 'Document the new limit in README.md.',
        status: 'fail',
        verify: [assertion('README.md mentions the limit of 5', false, `README.md was not changed${p}`), assertion('No other file changed', true, 'Only README.md… nothing changed.')],
        diff: '',
        response: `I could not find README.md.${p}`
      }),
      step(3, { skill: 'release', prompt: 'Write the release notes.', status: 'skipped', reason: `an earlier step failed${p}`, usage: zeroUsage, costUsd: 0, durationMs: 0 })
    ],
    final: [assertion('old.txt is gone', true, 'no file matches old.txt'), assertion('README.md documents the limit', false, `README.md: no match for "limit"${p}`, 'judge')],
    summary: { stepsTotal: 3, stepsPassed: 1, finalTotal: 2, finalPassed: 1 },
    costUsd: 0.03
  }
  const results = [ok, bad]
  for (const r of results) {
    await mkdir(join(outDir, 'pipelines', r.id), { recursive: true })
    await writeFile(join(outDir, 'pipelines', r.id, 'result.json'), json(r))
  }
  if (opts.index !== false) {
    const index: PipelinesIndex = {
      version: 1,
      generated_at: '2026-01-15T10:00:06.000Z',
      model: 'claude-test',
      judge_model: 'claude-judge-test',
      simulated: true,
      scenarios: results.map((r) => ({
        id: r.id,
        description: r.description,
        cost_class: r.costClass,
        status: r.status,
        cancelled: false,
        steps_total: r.summary.stepsTotal,
        steps_passed: r.summary.stepsPassed,
        final_total: r.summary.finalTotal,
        final_passed: r.summary.finalPassed,
        cost_usd: r.costUsd,
        duration_ms: r.durationMs,
        result: `pipelines/${r.id}/result.json`
      })),
      totals: { scenarios: 2, passed: 1, failed: 1, errors: 0, cost_usd: 0.06 }
    }
    await writeFile(join(outDir, 'pipelines.json'), json(index))
  }
  return { scenarios: results.map((r) => r.id) }
}

/**
 * Writes `<out>/cross-model.json`: 2 skills × 3 models, one anomaly. `shape: 'simple'` (default) is
 * the minimal `{models, skills[{skill, cells{model: {pass_rate, low, high, n}}, range, anomalies}]}`;
 * `'table'` mirrors what src/gate/cross-model.ts writes (ci objects, graded/passed, anomaly
 * objects, top-level anomalies and regressions, per-model totals, lifecycle).
 */
export async function writeSyntheticCrossModel(outDir: string, opts: { payload?: string; shape?: 'simple' | 'table' } = {}): Promise<void> {
  const p = opts.payload ? ` ${opts.payload}` : ''
  await mkdir(outDir, { recursive: true })
  if (opts.shape === 'table') {
    const cell = (passed: number, graded: number, low: number, high: number, anomaly: unknown = null) => ({
      runs: graded,
      graded,
      passed,
      pass_rate: Math.round((passed / graded) * 10000) / 10000,
      ci: { low, high, level: 0.95 },
      se: 0.1,
      baseline_pass_rate: 0.4,
      verdict: 'go',
      cost_usd: 0.5,
      anomaly,
      vs_previous: null
    })
    await writeFile(
      join(outDir, 'cross-model.json'),
      json({
        kind: 'skill-evals/cross-model',
        schema_version: 1,
        generated_at: '2026-01-19T06:00:00.000Z',
        models: ['opus', 'sonnet', 'haiku'],
        anomaly_threshold_se: 2,
        alpha: 0.05,
        min_drop: 0.1,
        totals: [
          { model: 'opus', verdict: 'go', graded: 40, passed: 36, pass_rate: 0.9, ci: { low: 0.77, high: 0.96, level: 0.95 }, cost_usd: 1, generated_at: '' },
          { model: 'sonnet', verdict: 'go', graded: 40, passed: 34, pass_rate: 0.85, ci: { low: 0.71, high: 0.93, level: 0.95 }, cost_usd: 1, generated_at: '' },
          { model: 'haiku', verdict: 'no_go', graded: 20, passed: 6, pass_rate: 0.3, ci: { low: 0.15, high: 0.52, level: 0.95 }, cost_usd: 0.2, generated_at: '' }
        ],
        skills: [
          {
            name: `alpha${p}`,
            tier: 1,
            cells: { opus: cell(18, 20, 0.7, 0.97), sonnet: cell(17, 20, 0.64, 0.95), haiku: cell(6, 20, 0.15, 0.52, { direction: 'low', z: -3.9, others_rate: 0.875, others_graded: 40 }) },
            range: { min: 0.3, max: 0.9, spread: 0.6, min_model: 'haiku', max_model: 'opus' }
          },
          { name: 'beta', tier: 2, cells: { opus: cell(18, 20, 0.7, 0.97), sonnet: cell(17, 20, 0.64, 0.95), haiku: null }, range: { min: 0.85, max: 0.9, spread: 0.05, min_model: 'sonnet', max_model: 'opus' } }
        ],
        anomalies: [{ skill: `alpha${p}`, model: 'haiku', direction: 'low', z: -3.9, rate: 0.3, others_rate: 0.875 }],
        regressions: [{ skill: 'beta', model: 'sonnet', head_rate: 0.85, base_rate: 1, delta: -0.15, p_value: 0.04, reason: `dropped 15 points${p}`, source: 'last week' }],
        lifecycle: [{ model: 'haiku', status: 'deprecated', end_of_life: '2026-03-01', days_left: 41, near_end_of_life: true, source: 'sdk-table', message: 'retires on 2026-03-01' }]
      })
    )
    return
  }
  await writeFile(
    join(outDir, 'cross-model.json'),
    json({
      models: ['claude-a', 'claude-b', `claude-c${p}`],
      skills: [
        {
          skill: `alpha${p}`,
          cells: {
            'claude-a': { pass_rate: 0.9, low: 0.74, high: 0.97, n: 20 },
            'claude-b': { pass_rate: 0.85, low: 0.64, high: 0.95, n: 20 },
            [`claude-c${p}`]: { pass_rate: 0.3, low: 0.15, high: 0.52, n: 20 }
          },
          range: 0.6,
          anomalies: [`claude-c${p}`]
        },
        {
          skill: 'beta',
          cells: { 'claude-a': { pass_rate: 0.7, low: 0.48, high: 0.85, n: 20 }, 'claude-b': { pass_rate: 0.75, low: 0.53, high: 0.89, n: 20 } },
          anomalies: []
        }
      ],
      notes: [`claude-c is far below the others on alpha.${p}`]
    })
  )
}
