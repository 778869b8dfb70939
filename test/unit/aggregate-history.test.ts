/**
 * `latestBaseline` and the model: the weekly matrix commits one benchmark entry per model
 * (`evals/benchmarks/<date>-<model>.json`, the summary carries the model); a run is compared only
 * with entries of its own model (or entries that name none).
 */
import { describe, test, expect } from '@jest/globals'
import { aggregate } from '../../src/gate/index.js'
import { latestBaseline, parseHistoryFile, type HistoryEntry } from '../../src/aggregate/history.js'
import type { AggregateInput, AggregateRun } from '../../src/aggregate/types.js'

const TIERS = { 1: { threshold: 0.8, minEvals: 3, maxEvals: 4 }, 2: { threshold: 0.8, minEvals: 2, maxEvals: 3 }, 3: { threshold: 0.8, minEvals: 2, maxEvals: 2 } }

/** A weekly per-model entry as `skill-evals matrix --write-benchmarks` writes it (a summary). */
function weekly(date: string, model: string, passed: number, graded: number): HistoryEntry {
  const json = {
    schema_version: 1,
    generated_at: `${date}T06:00:00.000Z`,
    skills: [{ name: 'plan', model, configurations: { with_skill: { pass_rate: passed / graded, passed, graded } }, eval_results: [] }],
  }
  return parseHistoryFile(`evals/benchmarks/${date}-${model}.json`, json)!
}

function run(evalId: number, trial: number, pass: boolean, model: string): AggregateRun {
  return {
    skill: 'plan', evalId, evalName: `e${evalId}`, configuration: 'with_skill', trial, iteration: 1, model, status: 'graded', grade: pass ? 'pass' : 'fail',
    passed: pass ? 1 : 0, failed: pass ? 0 : 1, total: 1, timeSeconds: 1, tokens: 1, toolCalls: 0, errors: 0, toolErrors: 0, apiError: false,
    expectations: [{ text: 'a', passed: pass, evidence: '' }], notes: [], costUsd: 0, definitionHash: `h${evalId}`,
  }
}

const input = (runs: AggregateRun[], history: HistoryEntry[]): AggregateInput => ({
  generatedAt: '2026-03-01T00:00:00.000Z', runs, config: { tierSettings: TIERS, riskLevel: 'low', tiers: { plan: 1 } }, history,
})

describe('latestBaseline ignores other models', () => {
  // Oldest → newest: sonnet (week 1), opus (week 1), sonnet (week 2), opus (week 2, the newest file).
  const history = [weekly('2026-02-16', 'claude-sonnet-5-5', 9, 10), weekly('2026-02-16', 'claude-opus-5-5', 10, 10), weekly('2026-02-23', 'claude-sonnet-5-5', 8, 10), weekly('2026-02-23', 'claude-opus-5-5', 10, 10)]

  test('the summary model is read from the entry', () => {
    expect(history.map((h) => h.skills[0]!.model)).toEqual(['claude-sonnet-5-5', 'claude-opus-5-5', 'claude-sonnet-5-5', 'claude-opus-5-5'])
    const bench = parseHistoryFile('b.json', { metadata: { skill_name: 'plan', timestamp: 't', executor_model: 'claude-opus-5-5' }, runs: [], run_summary: { with_skill: { pass_rate: { mean: 0.7 } } } })!
    expect(bench.skills[0]!.model).toBe('claude-opus-5-5')
  })

  test("the newest entry of the run's model, not the newest entry", () => {
    expect(latestBaseline('plan', history, 'claude-sonnet-5-5')?.entry.file).toBe('evals/benchmarks/2026-02-23-claude-sonnet-5-5.json')
    expect(latestBaseline('plan', history, 'claude-opus-5-5')?.entry.file).toBe('evals/benchmarks/2026-02-23-claude-opus-5-5.json')
    // No entry of that model → no baseline at all (never another model's).
    expect(latestBaseline('plan', history, 'claude-haiku-5-5')).toBeUndefined()
    // Without a model (mixed runs), or for entries that name no model: the newest entry, as before.
    expect(latestBaseline('plan', history)?.entry.file).toBe('evals/benchmarks/2026-02-23-claude-opus-5-5.json')
    const anonymous = parseHistoryFile('evals/benchmarks/2026-02-24-abc1234.json', { schema_version: 1, generated_at: '2026-02-24T00:00:00Z', skills: [{ name: 'plan', configurations: { with_skill: { pass_rate: 1, passed: 4, graded: 4 } } }] })!
    expect(latestBaseline('plan', [...history, anonymous], 'claude-haiku-5-5')?.entry.file).toBe('evals/benchmarks/2026-02-24-abc1234.json')
  })

  test('aggregate compares a sonnet run with the sonnet entry, not the newer opus one', () => {
    const runs = [1, 2, 3, 4, 5].flatMap((id) => [1, 2].map((t) => run(id, t, id !== 5, 'claude-sonnet-5-5'))) // 8/10
    const k = aggregate(input(runs, history)).skills[0]!
    expect(k.head_vs_base).toMatchObject({ source: 'benchmark', base_label: 'evals/benchmarks/2026-02-23-claude-sonnet-5-5.json', base_rate: 0.8 })
    const haiku = aggregate(input(runs.map((r) => ({ ...r, model: 'claude-haiku-5-5' })), history)).skills[0]!
    expect(haiku.head_vs_base).toBeNull()
  })
})
