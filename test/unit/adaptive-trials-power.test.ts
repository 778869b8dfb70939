/**
 * Proof by simulation for adaptive trials (issue 35; design in src/plan/adaptive.ts and
 * docs/verdict.md "Adaptive trials"): the adaptive design against the fixed 3-trial design on the
 * same simulated suites (common random numbers: every eval draws 5 trials per side once; the fixed
 * design reads the first 3, the adaptive one its first trial and, when the eval is not settled,
 * all 5). Seeded, 2,000 repetitions per cell, the workloads of aggregate-stats-power.test.ts.
 *
 * - Head vs base (the regression call): unchanged suites (realistic mix, every eval p = 0.5,
 *   every eval p = 0.8) at 5/10/20/50 evals (false regressions), a 20-point drop spread over the
 *   suite at 5/10/20/50 evals, and k of 20 evals broken outright (two backgrounds).
 * - With vs without skill (the uplift call): no uplift, a 20-point uplift spread, k of 20 evals
 *   fixed outright by the skill.
 * - Tier and release gates: the with-skill pass rate against 80% and 95% on mostly-passing
 *   suites whose true rate lies around the thresholds; a decision is right when it agrees with
 *   the true rate.
 *
 * The printed tables are the ones in docs/verdict.md.
 */
import { describe, test, expect } from '@jest/globals'
import { compareHeadBase, upliftOverBaseline, seededRandom, type PairedCase } from '../../src/aggregate/stats.js'
import { decideEval, ADAPTIVE_MAX_TRIALS, ADAPTIVE_START } from '../../src/plan/adaptive.js'

const REPS = 2000
const FIXED = 3
const CAP = ADAPTIVE_MAX_TRIALS
const SETTINGS = { start: ADAPTIVE_START, maxTrials: CAP }
const OPTS = { alpha: 0.05, minDrop: 0.05, seed: 1 }

type Rng = () => number

function realistic(rng: Rng): number {
  const u = rng()
  return u < 0.4 ? 1 : u < 0.6 ? 0 : 0.3 + 0.4 * rng()
}
function mostlyPassing(rng: Rng): number {
  const u = rng()
  return u < 0.7 ? 1 : u < 0.8 ? 0 : 0.6 + 0.4 * rng()
}
function suite(rng: Rng, m: number, mix: 'realistic' | 'coin' | 'flaky-0.8'): number[] {
  return Array.from({ length: m }, () => (mix === 'coin' ? 0.5 : mix === 'flaky-0.8' ? 0.8 : realistic(rng)))
}
/** q_i = max(0, p_i − s), s by bisection so that mean(q) = mean(p) − drop (as in the power test). */
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
function droppedSuite(rng: Rng, m: number): { a: number[]; b: number[] } {
  let ps = suite(rng, m, 'realistic')
  while (ps.reduce((x, p) => x + p, 0) / ps.length < 0.25) ps = suite(rng, m, 'realistic')
  return { a: shiftDown(ps, 0.2), b: ps }
}
function brokenSuite(rng: Rng, k: number, bg: 'mostly-passing' | 'realistic'): { a: number[]; b: number[] } {
  const rest = Array.from({ length: 20 - k }, () => (bg === 'realistic' ? realistic(rng) : mostlyPassing(rng)))
  const broken = Array.from({ length: k }, () => 0.9 + 0.1 * rng())
  return { a: [...rest, ...broken.map(() => 0)], b: [...rest, ...broken] }
}

/** Draws CAP trials per eval and side (one random number each). */
function draw(rng: Rng, ps: readonly number[]): boolean[][] {
  return ps.map((p) => {
    const out: boolean[] = new Array(CAP)
    for (let t = 0; t < CAP; t++) out[t] = rng() < p
    return out
  })
}

interface Designs { fixed: PairedCase[]; adaptive: PairedCase[]; runsFixed: number; runsAdaptive: number; extraReasons: number }

/** The fixed 3-trial design and the adaptive design on the same draws (two configurations per eval). */
function designs(A: boolean[][], B: boolean[][]): Designs {
  const fixed: PairedCase[] = []
  const adaptive: PairedCase[] = []
  let runsAdaptive = 0
  let extraReasons = 0
  for (let i = 0; i < A.length; i++) {
    const a = A[i]!
    const b = B[i]!
    fixed.push({ id: `e${i}`, head: a.slice(0, FIXED), base: b.slice(0, FIXED) })
    const d = decideEval({ head: a.slice(0, SETTINGS.start), base: b.slice(0, SETTINGS.start) }, SETTINGS)
    if (!d.settled) extraReasons++
    runsAdaptive += 2 * d.trials
    adaptive.push({ id: `e${i}`, head: a.slice(0, d.trials), base: b.slice(0, d.trials), stage1: { head: SETTINGS.start, base: SETTINGS.start } })
  }
  return { fixed, adaptive, runsFixed: 2 * FIXED * A.length, runsAdaptive, extraReasons }
}

interface Cell { name: string; fixed: number; adaptive: number; runs: number }
const fmt = (x: number) => `${(x * 100).toFixed(1)}%`

/**
 * The verdict can only be 'regression' when the mean per-eval difference is ≤ −minDrop (and
 * 'improvement' only when ≥ +minDrop): the exact tests are run only for such draws, which keeps
 * the simulation affordable without changing any count.
 */
function delta(pairs: readonly PairedCase[]): number {
  let s = 0
  for (const p of pairs) s += p.head.filter(Boolean).length / p.head.length - p.base.filter(Boolean).length / p.base.length
  return s / pairs.length
}
const EPS = 1e-12
function called(pairs: readonly PairedCase[], call: 'regression' | 'uplift', adaptive: boolean): boolean {
  const dl = delta(pairs)
  if (call === 'regression') return dl <= -OPTS.minDrop + EPS && compareHeadBase(pairs, OPTS).verdict === 'regression'
  // With skill = head, without = base; the uplift call is 'improvement'.
  return dl >= OPTS.minDrop - EPS &&
    upliftOverBaseline(toOutcomes(pairs, 'head'), toOutcomes(pairs, 'base'), adaptive ? { ...OPTS, stage1: SETTINGS.start } : OPTS).verdict === 'improvement'
}

function simulate(name: string, seed: number, gen: (rng: Rng) => { a: number[]; b: number[] }, call: 'regression' | 'uplift', withFixed = true): Cell {
  const rng = seededRandom(seed)
  let hitFixed = 0
  let hitAdaptive = 0
  let runsF = 0
  let runsA = 0
  for (let r = 0; r < REPS; r++) {
    const { a, b } = gen(rng)
    const d = designs(draw(rng, a), draw(rng, b))
    runsF += d.runsFixed
    runsA += d.runsAdaptive
    if (withFixed && called(d.fixed, call, false)) hitFixed++
    if (called(d.adaptive, call, true)) hitAdaptive++
  }
  return { name, fixed: withFixed ? hitFixed / REPS : NaN, adaptive: hitAdaptive / REPS, runs: runsA / runsF }
}
const toOutcomes = (pairs: readonly PairedCase[], side: 'head' | 'base') => pairs.map((p) => ({ id: p.id, outcomes: p[side] }))

const table = (title: string, cells: readonly Cell[]) =>
  `${title}\n` + cells.map((c) => `${c.name.padEnd(34)} fixed 3 ${(Number.isNaN(c.fixed) ? '—' : fmt(c.fixed)).padStart(6)}  adaptive ${fmt(c.adaptive).padStart(6)}  runs ${fmt(c.runs).padStart(6)}`).join('\n')

describe('adaptive trials: the regression call (head vs base)', () => {
  const nulls: Cell[] = []
  const power: Cell[] = []
  for (const mix of ['realistic', 'coin', 'flaky-0.8'] as const) {
    for (const m of [5, 10, 20, 50]) {
      test(`unchanged, ${mix}, ${m} evals: false regressions ≤ 5%`, () => {
        const c = simulate(`unchanged ${mix} ${m}`, 35_000 + 10 * m + (mix === 'coin' ? 1 : mix === 'flaky-0.8' ? 2 : 0), (rng) => {
          const p = suite(rng, m, mix)
          return { a: p, b: p }
        }, 'regression', false)
        nulls.push(c)
        // (The fixed design's rates are those of aggregate-stats-power.test.ts.)
        expect(c.adaptive).toBeLessThanOrEqual(0.05)
      })
    }
  }
  for (const m of [5, 10, 20, 50]) {
    test(`20-point drop spread over ${m} evals`, () => {
      power.push(simulate(`spread drop ${m}`, 35_500 + m, (rng) => droppedSuite(rng, m), 'regression'))
    })
  }
  for (const bg of ['mostly-passing', 'realistic'] as const) {
    for (let k = 1; k <= 5; k++) {
      test(`${k} of 20 evals broken outright (${bg}): power no lower than the fixed design's − 2 pts`, () => {
        const c = simulate(`broken ${bg} k=${k}`, 35_700 + 10 * k + (bg === 'realistic' ? 1 : 0), (rng) => brokenSuite(rng, k, bg), 'regression')
        power.push(c)
        expect(c.adaptive).toBeGreaterThanOrEqual(c.fixed - 0.02)
      })
    }
  }
  test('table, and the runs used', () => {
    console.log(table(`Regression call, ${REPS} repetitions per cell (adaptive: start ${SETTINGS.start}, max-trials ${CAP}):`, [...nulls, ...power]))
    expect(nulls).toHaveLength(12)
    expect(power).toHaveLength(14)
    // Unchanged realistic suites: the adaptive design uses at most 60% of the fixed design's runs.
    for (const c of nulls.filter((c) => c.name.includes('realistic'))) expect(c.runs).toBeLessThanOrEqual(0.6)
    // Over the 18 realistic-mix cells (unchanged ×4, spread ×4, broken ×10) it is 66%, not the ≤ 60%
    // issue 35 asks for (docs/verdict.md "The designs tried, and why none meets every bound").
    const realisticCells = [...nulls.filter((c) => c.name.includes('realistic')), ...power]
    expect(realisticCells).toHaveLength(18)
    const meanRuns = realisticCells.reduce((a, c) => a + c.runs, 0) / realisticCells.length
    console.log(`Runs over the 18 realistic-mix cells: ${fmt(meanRuns)} of the fixed design's`)
    expect(meanRuns).toBeGreaterThan(0.65)
    expect(meanRuns).toBeLessThan(0.67)
    // Broken evals are found far more often (they run to 5 trials while settled evals stop at 1).
    for (const c of power.filter((c) => c.name.startsWith('broken') && /k=1$/.test(c.name))) expect(c.adaptive).toBeGreaterThan(c.fixed + 0.1)
    // The known cost (docs/verdict.md): a drop spread thinly over evals that always passed is
    // often invisible in their first trial, so the adaptive design finds it less often.
    const spread20 = power.find((c) => c.name === 'spread drop 20')!
    expect(spread20.adaptive).toBeLessThan(spread20.fixed - 0.02)
    expect(spread20.adaptive).toBeGreaterThan(0.55)
  })
})

describe('adaptive trials: the uplift call (with vs without skill)', () => {
  const cells: Cell[] = []
  test('no uplift (realistic, 20 evals): false uplift claims ≤ 5%', () => {
    const c = simulate('no uplift realistic 20', 36_020, (rng) => {
      const p = suite(rng, 20, 'realistic')
      return { a: p, b: p }
    }, 'uplift')
    cells.push(c)
    expect(c.adaptive).toBeLessThanOrEqual(0.05)
  })
  test('a 20-point uplift spread over 20 evals', () => {
    // Without skill is the suite shifted down: the skill adds 20 points on average.
    cells.push(simulate('spread uplift 20', 36_120, (rng) => {
      const { a, b } = droppedSuite(rng, 20)
      return { a: b, b: a }
    }, 'uplift'))
  })
  for (const k of [2, 4]) {
    test(`${k} of 20 evals fixed outright by the skill: power no lower than the fixed design's − 2 pts`, () => {
      const c = simulate(`fixed by skill k=${k}`, 36_200 + k, (rng) => {
        const { a, b } = brokenSuite(rng, k, 'realistic')
        return { a: b, b: a }
      }, 'uplift')
      cells.push(c)
      expect(c.adaptive).toBeGreaterThanOrEqual(c.fixed - 0.02)
    })
  }
  test('table', () => {
    console.log(table(`Uplift call, ${REPS} repetitions per cell:`, cells))
    expect(cells).toHaveLength(4)
  })
})

describe('adaptive trials: tier and release gates (with-skill pass rate against a threshold)', () => {
  /**
   * Suites of 20 evals, with skill mostly passing; without skill 30 points lower (which decides
   * how often an eval settles). The gate passes when the estimated pass rate (the mean of the
   * per-eval pass rates) reaches the threshold; it is right when that agrees with the true mean.
   */
  test('decisions agree with the true pass rate no less often than the fixed design’s − 3 pts', () => {
    const rows: string[] = []
    const results: { threshold: number; right: number; rightFixed: number }[] = []
    for (const threshold of [0.8, 0.95]) {
      const rng = seededRandom(36_500 + Math.round(threshold * 100))
      let rightF = 0
      let rightA = 0
      let agree = 0
      let runsF = 0
      let runsA = 0
      for (let r = 0; r < REPS; r++) {
        const w = Array.from({ length: 20 }, () => mostlyPassing(rng))
        const wo = shiftDown(w, 0.3)
        const d = designs(draw(rng, w), draw(rng, wo))
        runsF += d.runsFixed
        runsA += d.runsAdaptive
        const truth = w.reduce((x, p) => x + p, 0) / w.length >= threshold
        const rate = (pairs: readonly PairedCase[]) => pairs.reduce((x, p) => x + p.head.filter(Boolean).length / p.head.length, 0) / pairs.length
        const f = rate(d.fixed) >= threshold - 1e-12
        const a = rate(d.adaptive) >= threshold - 1e-12
        if (f === truth) rightF++
        if (a === truth) rightA++
        if (a === f) agree++
      }
      rows.push(`threshold ${fmt(threshold).padStart(6)}: right decisions fixed 3 ${fmt(rightF / REPS)}, adaptive ${fmt(rightA / REPS)}; same decision ${fmt(agree / REPS)}; runs ${fmt(runsA / runsF)}`)
      results.push({ threshold, right: rightA / REPS, rightFixed: rightF / REPS })
    }
    console.log(`Tier/release gates, 20 evals, ${REPS} repetitions each:\n` + rows.join('\n'))
    // Measured: 2.1 pts below the fixed design at 80%, 1.0 at 95% (docs/verdict.md): bounded at 3.
    for (const r of results) expect(r.right).toBeGreaterThanOrEqual(r.rightFixed - 0.03)
  })
})
