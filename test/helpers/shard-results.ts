/**
 * A skills repository and one shard's recorded results, written as `evaluate` writes them
 * (runs.jsonl, per run grading.json, eval_metadata.json), with every run's outcome chosen:
 * pass / fail (graded), error (the run failed), skipped (the budget stopped it) or inconclusive
 * (graded, the grader could not decide). For the action's merge/comment/benchmark steps.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { skillMd } from './temp-repo.js'

export type Outcome = 'pass' | 'fail' | 'error' | 'skipped' | 'inconclusive'

export interface EvalRuns {
  id: number
  /** Outcomes of the with_skill trials. */
  with: Outcome[]
  /** Outcomes of the old_skill trials (the base version, same job); none when absent. */
  old?: Outcome[]
  /** Outcomes of the without_skill trials; none when absent. */
  without?: Outcome[]
}

export const MODEL = 'claude-sonnet-5-5'

/** skills/<skill>/SKILL.md and evals/evals.json with `ids` (those in `critical` critical), plus evals/config.yaml. */
export async function writeSkillRepo(root: string, skill: string, ids: number[], o: { critical?: number[]; config?: string } = {}): Promise<void> {
  await mkdir(join(root, 'skills', skill, 'evals'), { recursive: true })
  await mkdir(join(root, 'evals'), { recursive: true })
  await writeFile(join(root, 'skills', skill, 'SKILL.md'), skillMd(skill))
  const suite = {
    skill_name: skill,
    evals: ids.map((id) => ({
      id,
      prompt: `Write note ${id} to note.md.`,
      expected_output: `note.md says note ${id}`,
      ...(o.critical?.includes(id) ? { critical: true } : {}),
      expectations: [
        { text: 'note.md exists', check: { kind: 'file_exists', path: 'note.md' } },
        { text: `note.md says note ${id}`, check: { kind: 'regex', in: 'note.md', pattern: `note ${id}` } },
      ],
    })),
  }
  await writeFile(join(root, 'skills', skill, 'evals', 'evals.json'), JSON.stringify(suite, null, 2))
  await writeFile(join(root, 'evals', 'config.yaml'), o.config ?? `tiers:\n  1: [${skill}]\n`)
}

/** One shard folder (`out`) with the runs of `evals`. */
export async function writeShardResults(out: string, skill: string, evals: readonly EvalRuns[]): Promise<void> {
  await mkdir(out, { recursive: true })
  const lines: string[] = []
  for (const e of evals) {
    const evalDir = `eval-${e.id}-note`
    const meta = { eval_id: e.id, eval_name: 'note', prompt: `Write note ${e.id} to note.md.`, expected_output: `note.md says note ${e.id}`, files: [], assertions: ['note.md exists', `note.md says note ${e.id}`] }
    await mkdir(join(out, skill, 'iteration-1', evalDir), { recursive: true })
    await writeFile(join(out, skill, 'iteration-1', evalDir, 'eval_metadata.json'), JSON.stringify(meta))
    const sides: [string, Outcome[] | undefined][] = [['with_skill', e.with], ['old_skill', e.old], ['without_skill', e.without]]
    for (const [configuration, outcomes] of sides) {
      for (const [i, outcome] of (outcomes ?? []).entries()) {
        const trial = i + 1
        const runId = `${skill}/iteration-1/${evalDir}/${configuration}/run-${trial}`
        const dir = join(out, runId)
        await mkdir(join(dir, 'outputs'), { recursive: true })
        const status = outcome === 'error' ? 'error' : outcome === 'skipped' ? 'skipped' : 'completed'
        const record = {
          version: 1, runId, skill, evalId: e.id, evalDir, configuration, trial, model: MODEL, status, skillUsed: configuration !== 'without_skill',
          response: status === 'completed' ? 'done' : '', toolCalls: [], filesWritten: [],
          usage: { input_tokens: 100, output_tokens: 20, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 },
          costUsd: 0.001, durationMs: 2000, turns: status === 'completed' ? 1 : 0, stopReason: status === 'completed' ? 'end_turn' : status, apiCalls: 1, retries: 0, cached: false,
          ...(status === 'error' ? { error: { message: 'Overloaded', status: 529 } } : {}),
          startedAt: '2026-01-01T00:00:00Z', finishedAt: '2026-01-01T00:00:02Z',
        }
        lines.push(JSON.stringify(record))
        if (status !== 'completed') continue
        const ok = outcome === 'pass'
        const second = outcome === 'inconclusive'
          ? { text: `note.md says note ${e.id}`, passed: false, evidence: 'the grader could not decide', status: 'error', source: 'judge' }
          : { text: `note.md says note ${e.id}`, passed: ok, evidence: ok ? 'yes' : 'no', status: ok ? 'pass' : 'fail', source: 'check', check_kind: 'regex' }
        const expectations = [{ text: 'note.md exists', passed: true, evidence: 'found', status: 'pass', source: 'check', check_kind: 'file_exists' }, second]
        const passed = ok ? 2 : 1
        const grading = {
          expectations,
          summary: { passed, failed: outcome === 'fail' ? 1 : 0, total: 2, pass_rate: passed / 2 },
          execution_metrics: { total_tool_calls: 0, errors_encountered: 0 },
          timing: { executor_duration_seconds: 2, grader_duration_seconds: 0.1, total_duration_seconds: 2.1 },
          run: {
            run_id: runId, skill, eval_id: e.id, configuration, trial, model: MODEL, run_status: 'completed', skill_used: true, status: outcome, assertion_errors: 0,
            ...(outcome === 'inconclusive' ? { reason: 'the judge could not decide' } : {}),
          },
        }
        await writeFile(join(dir, 'grading.json'), JSON.stringify(grading))
      }
    }
  }
  await writeFile(join(out, 'runs.jsonl'), lines.map((l) => `${l}\n`).join(''))
}

/** A plan.json for a merge of `shards` shard(s) of `skill` (`run` false: nothing to evaluate). */
export function planFor(skill: string, o: { run?: boolean; trials?: number; shards?: number } = {}): Record<string, unknown> {
  const run = o.run ?? true
  const shards = o.shards ?? 1
  return {
    version: 1, createdAt: '2026-01-01T00:00:00Z', run, ...(run ? {} : { skip: { kind: 'nothing', reason: 'No skill or eval changed.' } }),
    mode: 'full', modeReason: 'Full mode: test.', selectionReasons: [], eventName: 'push', headSha: 'a'.repeat(40), isFork: false,
    skills: run ? [skill] : [], removed: [], model: MODEL, extraModels: [], trials: o.trials ?? 2, maxCostUsd: null, pipeline: false, runs: 16, shards,
    matrix: { include: Array.from({ length: shards }, (_, i) => ({ shard: `${i + 1}/${shards}`, index: i + 1 })) }, key: '', artifactPrefix: 'skill-evals',
    cacheDir: '.skill-evals/cache', fullEvalLabel: 'full-eval',
  }
}
