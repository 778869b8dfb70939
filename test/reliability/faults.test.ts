/**
 * Reliability under API faults (issue 13, item 1), the CI-sized version of `npm run test:faults`:
 * runEvals + the real SDK against the fake Messages API answering a seeded 20% of calls with
 * 429 / 529 / 500 / 503 / hang / reset / malformed / truncated / cut (body cut mid-stream) / stall
 * (no bytes past the idle timeout). Prints the figures and asserts the
 * invariants (see test/helpers/fault-harness.ts): every run completed or `error`, attempts per
 * call ≤ maxRetries + 1, nothing crashed, no result lost.
 */
import { describe, expect, test } from '@jest/globals'
import { readFile, rm } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import type { RunRecord } from '../../src/types.js'
import { FAULT_KINDS, TRANSPORT_FAULTS, formatFaultReport, runFaultScenario, type FaultScenario } from '../helpers/fault-harness.js'

const base: FaultScenario = {
  skills: 3,
  evalsPerSkill: 4,
  faultRate: 0.2,
  seed: 13,
  maxRetries: 3,
  concurrency: 4,
  requestTimeoutMs: 250,
  backoffInitialMs: 2
}

describe('fault injection against the fake API', () => {
  test('20% faults of every kind (3 seeds): all invariants hold', async () => {
    const totals = Object.fromEntries(FAULT_KINDS.map((k) => [k, 0])) as Record<string, number>
    for (const seed of [13, 14, 15]) {
      const rep = await runFaultScenario({ ...base, seed })
      console.log(`faults, seed ${seed}\n${formatFaultReport(rep)}`)
      expect(rep.violations).toEqual([])
      const f = rep.figures
      expect(f.runs).toBe(f.planned)
      expect(f.completed + f.errors).toBe(f.planned)
      expect(f.lostResults).toBe(0)
      expect(f.unhandled).toBe(0)
      expect(f.maxAttemptsPerCall).toBeLessThanOrEqual(base.maxRetries + 1)
      expect(f.injected).toBeGreaterThan(0)
      // Every fault kind is retried (malformed / truncated bodies included), so with 4 attempts
      // per call a run only fails on a rare streak of faults, and then with a typed error.
      expect(f.errors).toBeLessThanOrEqual(Math.ceil(f.planned * 0.05))
      for (const t of Object.keys(f.errorTypes)) expect(t).not.toMatch(/^untyped/)
      for (const k of FAULT_KINDS) totals[k]! += f.faults[k]
    }
    // Over the three seeds every kind of fault was actually injected.
    for (const k of FAULT_KINDS) expect(totals[k]).toBeGreaterThan(0)
  }, 60_000)

  test('retryable faults on 60% of calls with maxRetries 1: retries run out, runs end as errors, nothing lost', async () => {
    const rep = await runFaultScenario({ ...base, faultRate: 0.6, maxRetries: 1, kinds: ['429', '529', '500', '503', 'hang', 'reset'], seed: 7 })
    console.log(`faults, retries exhausted\n${formatFaultReport(rep)}`)
    expect(rep.violations).toEqual([])
    const f = rep.figures
    expect(f.errors).toBeGreaterThan(0) // some calls outlasted the single retry
    expect(f.maxAttemptsPerCall).toBe(2)
    expect(f.lostResults).toBe(0)
    expect(f.completed + f.errors).toBe(f.planned)
    // Errors carry the API's own type (or timeout / connection_error), never nothing.
    for (const t of Object.keys(f.errorTypes)) expect(t).not.toBe('untyped')
  }, 60_000)

  test('transport faults (issue 17): hang, reset, a body cut mid-stream, a stalled body: retried, 0 errors, 0 lost', async () => {
    for (const seed of [21, 22]) {
      const rep = await runFaultScenario({ ...base, seed, kinds: TRANSPORT_FAULTS, idleTimeoutMs: 1_000 })
      console.log(`transport faults, seed ${seed}\n${formatFaultReport(rep)}`)
      expect(rep.violations).toEqual([])
      const f = rep.figures
      for (const k of TRANSPORT_FAULTS) expect(f.faults[k]).toBeGreaterThan(0)
      expect(f.errors).toBe(0)
      expect(f.completed).toBe(f.planned)
      expect(f.lostResults).toBe(0)
    }
  }, 60_000)

  test('cut and stalled bodies until the retries run out: recorded as invalid_response / timeout with the request id', async () => {
    const rep = await runFaultScenario({ ...base, faultRate: 0.7, maxRetries: 1, kinds: ['cut', 'stall'], idleTimeoutMs: 800, seed: 9, keep: true })
    try {
      console.log(`cut / stall, retries exhausted\n${formatFaultReport(rep)}`)
      expect(rep.violations).toEqual([])
      const f = rep.figures
      expect(f.errors).toBeGreaterThan(0)
      for (const t of Object.keys(f.errorTypes)) expect(['invalid_response', 'timeout']).toContain(t)
      const lines = (await readFile(join(rep.outDir!, 'runs.jsonl'), 'utf8')).trim().split('\n').map((l) => JSON.parse(l) as RunRecord)
      const errors = lines.filter((x) => x.status === 'error')
      for (const r of errors) {
        expect(r.error?.message).not.toBe('terminated')
        // On a loaded machine the idle timeout may fire before a response's headers: a plain
        // timeout with no response to name. Every error that had a response carries its id.
        if (r.error?.status === undefined) {
          expect(r.error?.type).toBe('timeout')
          continue
        }
        expect(r.error.status).toBe(200)
        expect(r.error.requestId).toMatch(/^req_/)
      }
      expect(errors.filter((r) => r.error?.requestId).length).toBeGreaterThan(errors.length / 2)
    } finally {
      if (rep.outDir) await rm(dirname(rep.outDir), { recursive: true, force: true })
    }
  }, 60_000)
})
