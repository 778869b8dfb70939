/**
 * Writes a synthetic results folder in the layout `skill-evals run` produces (runs.jsonl, run.json,
 * eval_metadata.json, outputs/, grading.json, optional benchmark.json and summary.json), for the
 * viewer's tests and size/speed measurements. Not used by the CLI.
 */
import { mkdir, writeFile, appendFile } from 'node:fs/promises'
import { join } from 'node:path'

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
