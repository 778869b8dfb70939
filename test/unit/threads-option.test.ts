/** `run --threads N|auto` (issue 21): parsing, and the summary line's note of who solved the runs. */
import { expect, test } from '@jest/globals'
import { summaryLine, threadsOption } from '../../src/cli/run-command.js'
import { UsageError } from '../../src/cli/args.js'
import type { RunOutcome } from '../../src/run/index.js'

test('--threads takes a whole number >= 1 or auto (default auto; SKILL_EVALS_THREADS when the flag is absent)', () => {
  expect(threadsOption(undefined, {})).toBe('auto')
  expect(threadsOption('auto', {})).toBe('auto')
  expect(threadsOption('1', {})).toBe(1)
  expect(threadsOption(' 3 ', {})).toBe(3)
  expect(threadsOption(undefined, { SKILL_EVALS_THREADS: '2' })).toBe(2)
  expect(threadsOption('1', { SKILL_EVALS_THREADS: '2' })).toBe(1) // the flag wins
  for (const bad of ['0', '-1', '1.5', 'two', '']) expect(() => threadsOption(bad, {})).toThrow(UsageError)
})

test('the summary line says how the runs were shared out, only when worker threads were used', () => {
  const outcome: RunOutcome = {
    outDir: '/out',
    records: [],
    progress: { total: 10, done: 10, completed: 10, errors: 0, skipped: 0, resumed: 0, inFlight: 0, retries: 0, tokens: 5, costUsd: 0, elapsedMs: 1000 },
    gateway: { apiCalls: 20, retries: 0, rateLimited: 0, overloaded: 0, cacheHits: 0, cacheWrites: 0, errors: 0, limit: 4 },
    budgetStoppedBy: null,
    cancelled: false
  }
  expect(summaryLine(outcome)).not.toContain('thread')
  // auto, where the main thread was never busy enough to start a worker: nothing to say.
  expect(summaryLine({ ...outcome, threads: { workers: 0, byWorkers: 0, byMain: 10 } })).not.toContain('thread')
  expect(summaryLine({ ...outcome, threads: { workers: 1, byWorkers: 6, byMain: 4 } })).toMatch(/, 1\.0 s, 1 worker thread \(6 runs on it, 4 on the main thread\)$/)
  expect(summaryLine({ ...outcome, threads: { workers: 3, byWorkers: 9, byMain: 1 } })).toMatch(/, 3 worker threads \(9 runs on them, 1 on the main thread\)$/)
})
