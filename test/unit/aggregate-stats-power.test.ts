/**
 * Proof that the regression decision works: simulated suites, seeded, many repetitions.
 *
 * Model of a suite: each eval i has a true pass probability p_i, drawn per repetition from a
 * realistic mix:
 *   40% always pass (p = 1), 20% always fail (p = 0), 40% flaky with p ~ Uniform(0.3, 0.7).
 * Every trial is an independent Bernoulli(p_i) draw.
 *
 * - Unchanged skill: head and base are both drawn from the same p_i. Any 'regression' verdict is
 *   a false alarm; the rate must stay ≤ 5% for 5, 10, 20, 50 evals × 1 and 3 trials. Also checked
 *   on the worst case for noise, every eval a 50/50 coin.
 * - Real 20-point drop: head's probability is q_i = max(0, p_i − s), with the single shift s
 *   found by bisection so that mean(q) = mean(p) − 0.20 EXACTLY for that suite (a plain
 *   "− 0.2, clamped at 0" would drop the mean by less, because always-fail evals cannot drop).
 *   Suites whose mean is below 0.25 are redrawn so the drop is possible. On 20 evals × 3 trials
 *   the decision must say 'regression' in ≥ 80% of repetitions.
 * - Contrast: the naive "head ≥ 5 points below base ⇒ regression" rule on 10 evals × 1 trial.
 */
import { describe, test, expect } from '@jest/globals'
import { compareHeadBase, seededRandom, wilson, type Comparison } from '../../src/aggregate/stats.js'

const REPS = 2000

type Rng = () => number

function drawSuite(rng: Rng, m: number, mix: 'realistic' | 'coin'): number[] {
  const ps: number[] = []
  for (let i = 0; i < m; i++) {
    if (mix === 'coin') {
      ps.push(0.5)
      continue
    }
    const u = rng()
    ps.push(u < 0.4 ? 1 : u < 0.6 ? 0 : 0.3 + 0.4 * rng())
  }
  return ps
}

/** q_i = max(0, p_i − s) with s chosen (bisection) so that mean(q) = mean(p) − drop. */
function shiftDown(ps: readonly number[], drop: number): number[] {
  const meanAfter = (s: number) => ps.reduce((a, p) => a + Math.max(0, p - s), 0) / ps.length
  const target = ps.reduce((a, p) => a + p, 0) / ps.length - drop
  let lo = 0
  let hi = 1
  for (let k = 0; k < 60; k++) {
    const mid = (lo + hi) / 2
    if (meanAfter(mid) > target) lo = mid
    else hi = mid
  }
  return ps.map((p) => Math.max(0, p - hi))
}

const trialsOf = (rng: Rng, p: number, t: number): boolean[] => Array.from({ length: t }, () => rng() < p)

function runOnce(rng: Rng, headP: readonly number[], baseP: readonly number[], t: number, alternative?: 'one-sided' | 'two-sided'): Comparison {
  const pairs = baseP.map((p, i) => ({ id: `e${i}`, head: trialsOf(rng, headP[i]!, t), base: trialsOf(rng, p, t) }))
  return compareHeadBase(pairs, { alpha: 0.05, minDrop: 0.05, seed: 1, alternative })
}

const fmt = (x: number) => `${(x * 100).toFixed(1)}%`
const ci = (k: number, n: number) => {
  const w = wilson(k, n)
  return `[${fmt(w.low)}, ${fmt(w.high)}]`
}

describe('false-regression rate on an UNCHANGED skill ≤ 5%', () => {
  const sizes = [5, 10, 20, 50]
  const trials = [1, 3]
  const rows: string[] = []

  for (const mix of ['realistic', 'coin'] as const) {
    for (const m of sizes) {
      for (const t of trials) {
        test(`${mix} mix, ${m} evals × ${t} trial${t === 1 ? '' : 's'}`, () => {
          const rng = seededRandom(1000 * m + 10 * t + (mix === 'coin' ? 1 : 0))
          let falseReg = 0
          let noChange = 0
          for (let r = 0; r < REPS; r++) {
            const ps = drawSuite(rng, m, mix)
            const v = runOnce(rng, ps, ps, t).verdict
            if (v === 'regression') falseReg++
            if (v === 'no_change') noChange++
          }
          rows.push(
            `${mix.padEnd(9)} ${String(m).padStart(3)} × ${t}   false regression ${fmt(falseReg / REPS).padStart(6)} ` +
              `95% CI ${ci(falseReg, REPS).padEnd(16)} no_change ${fmt(noChange / REPS)}`,
          )
          expect(falseReg / REPS).toBeLessThanOrEqual(0.05)
        })
      }
    }
  }

  test('table', () => {
    console.log(`False-regression rate, unchanged skill, ${REPS} seeded repetitions each (α = 0.05, minDrop = 5 pts):\n` + rows.join('\n'))
    expect(rows.length).toBe(16)
  })
})

describe('power: a real 20-point drop on 20 evals × 3 trials', () => {
  function measure(alternative: 'one-sided' | 'two-sided'): { rate: number; meanDelta: number } {
    const rng = seededRandom(20_3)
    let hits = 0
    let sumDelta = 0
    for (let r = 0; r < REPS; r++) {
      let ps = drawSuite(rng, 20, 'realistic')
      while (ps.reduce((a, p) => a + p, 0) / ps.length < 0.25) ps = drawSuite(rng, 20, 'realistic')
      const qs = shiftDown(ps, 0.2)
      const res = runOnce(rng, qs, ps, 3, alternative)
      if (res.verdict === 'regression') hits++
      sumDelta += res.delta
    }
    return { rate: hits / REPS, meanDelta: sumDelta / REPS }
  }

  test('the shift makes the expected mean drop exactly 20 points', () => {
    const ps = [1, 1, 0, 0.5, 0.3, 0]
    const qs = shiftDown(ps, 0.2)
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length
    expect(mean(ps) - mean(qs)).toBeCloseTo(0.2, 9)
    expect(qs.every((q) => q >= 0)).toBe(true)
  })

  test('detected ≥ 80% of the time (default, one-sided)', () => {
    const { rate, meanDelta } = measure('one-sided')
    const two = measure('two-sided')
    console.log(
      `Power, 20-pt drop, 20 evals × 3 trials, ${REPS} repetitions: ` +
        `one-sided (default) ${fmt(rate)} ${ci(Math.round(rate * REPS), REPS)}; ` +
        `two-sided ${fmt(two.rate)} (for comparison); mean observed delta ${(meanDelta * 100).toFixed(1)} pts`,
    )
    expect(meanDelta).toBeCloseTo(-0.2, 1)
    expect(rate).toBeGreaterThanOrEqual(0.8)
  })
})

describe('contrast: the naive 5-point rule', () => {
  test('fires on about a third of unchanged 10 evals × 1 trial runs', () => {
    const rng = seededRandom(5_10_1)
    let naive = 0
    let ours = 0
    for (let r = 0; r < REPS; r++) {
      const ps = drawSuite(rng, 10, 'realistic')
      const res = runOnce(rng, ps, ps, 1)
      if (res.delta <= -0.05 + 1e-12) naive++
      if (res.verdict === 'regression') ours++
    }
    console.log(
      `Unchanged skill, 10 evals × 1 trial, ${REPS} repetitions: naive "drop ≥ 5 pts" rule fires ${fmt(naive / REPS)}; ` +
        `the paired test calls regression ${fmt(ours / REPS)}`,
    )
    expect(naive / REPS).toBeGreaterThan(0.2)
    expect(naive / REPS).toBeLessThan(0.5)
    expect(ours / REPS).toBeLessThanOrEqual(0.05)
  })
})
