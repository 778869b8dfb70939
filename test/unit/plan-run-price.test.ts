/**
 * Adaptive trials (issue 35, must 5): the price of a typical run for the plan's cost range
 * (src/plan/run-price.ts), read from real files: a results folder's runs.jsonl and the
 * benchmark summaries in evals/benchmarks/.
 */
import { afterAll, describe, expect, test } from '@jest/globals'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import { join } from 'node:path'
import { encodeRecord } from '../../src/log/index.js'
import { adaptiveCostText, typicalRunPrice } from '../../src/plan/run-price.js'
import type { RunRecord } from '../../src/types.js'

const dirs: string[] = []
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true })
})
async function tempDir(): Promise<string> {
  const d = await mkdtemp(join(os.tmpdir(), 'run-price-'))
  dirs.push(d)
  return d
}

function rec(runId: string, extra: Partial<RunRecord> = {}): RunRecord {
  return {
    runId, skill: 's', evalId: 1, evalDir: 'eval-1-x', configuration: 'with_skill', trial: 1, model: 'claude-haiku-5-5',
    status: 'completed', skillUsed: true, response: 'ok', toolCalls: [], filesWritten: [],
    usage: { input_tokens: 1, output_tokens: 2, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 },
    costUsd: null, durationMs: 10, turns: 1, stopReason: 'end_turn', apiCalls: 1, retries: 0, cached: false,
    ...extra,
  } as RunRecord
}

async function benchmark(root: string, name: string, body: unknown): Promise<void> {
  await mkdir(join(root, 'evals', 'benchmarks'), { recursive: true })
  await writeFile(join(root, 'evals', 'benchmarks', name), typeof body === 'string' ? body : JSON.stringify(body))
}

describe('typicalRunPrice', () => {
  test('the mean cost of the earlier completed, priced, real runs of the model (latest record per run)', async () => {
    const root = await tempDir()
    const out = join(root, 'out')
    await mkdir(out)
    await writeFile(join(out, 'runs.jsonl'), [
      rec('a', { costUsd: 0.5 }), // superseded below
      rec('a', { costUsd: 0.02 }),
      rec('b', { costUsd: 0.04 }),
      rec('c', { costUsd: null }), // unknown price
      rec('d', { costUsd: 9, status: 'error' }),
      rec('e', { costUsd: 9, simulated: true }),
      rec('f', { costUsd: 9, model: 'claude-other' }),
    ].map(encodeRecord).join('\n') + '\n')
    const p = await typicalRunPrice({ root, outDir: out, model: 'claude-haiku-5-5', display: (f) => f.replace(root, '<root>') })
    expect(p).not.toBeNull()
    expect(p!.usd).toBeCloseTo(0.03, 12)
    expect(p!.basis).toBe('the mean of 2 earlier runs in <root>/out/runs.jsonl')
  })

  test('no earlier priced run: the newest benchmark summary with runs and a cost (cost_usd / runs)', async () => {
    const root = await tempDir()
    await benchmark(root, '2026-01-01-old.json', { generated_at: '2026-01-01T00:00:00Z', totals: { runs: 10, cost_usd: 5 } })
    await benchmark(root, '2026-03-01-new.json', { generated_at: '2026-03-01T00:00:00Z', totals: { runs: 40, cost_usd: 2 } })
    await benchmark(root, '2026-04-01-unpriced.json', { generated_at: '2026-04-01T00:00:00Z', totals: { runs: 40, cost_usd: null } })
    await benchmark(root, '2026-05-01-simulated.json', { generated_at: '2026-05-01T00:00:00Z', simulated: true, totals: { runs: 40, cost_usd: 1 } })
    await benchmark(root, 'broken.json', '{ not json')
    await benchmark(root, 'creator.json', [1, 2])
    const p = await typicalRunPrice({ root, outDir: join(root, 'absent'), display: (f) => f.replace(root, '<root>') })
    expect(p).toEqual({ usd: 0.05, basis: 'the last benchmark, <root>/evals/benchmarks/2026-03-01-new.json ($2.00 for 40 runs)' })
  })

  test('nothing priced a run: null', async () => {
    const root = await tempDir()
    expect(await typicalRunPrice({ root })).toBeNull()
    await benchmark(root, 'x.json', { totals: { runs: 0, cost_usd: 0 } })
    expect(await typicalRunPrice({ root, outDir: root })).toBeNull()
  })
})

describe('adaptiveCostText', () => {
  const runs = { min: 10, expected: 26, max: 50 }
  test('the expected cost and the range at the price of a run, and the budget cap', () => {
    expect(adaptiveCostText(runs, { usd: 0.02, basis: 'B' }, null)).toBe('about $0.520 expected, $0.200–$1.00 (at $0.020 a run: B)')
    expect(adaptiveCostText(runs, { usd: 3, basis: 'B' }, 100)).toBe('about $78.00 expected, $30.00–$150 (at $3.00 a run: B); max-cost-usd stops new runs at $100')
  })
  test('no price: said to be unknown, never $0', () => {
    expect(adaptiveCostText(runs, null, 5)).toBe('not known before the first runs are priced (no earlier priced runs or benchmark summary to go by); max-cost-usd stops new runs at $5.00')
  })
})
