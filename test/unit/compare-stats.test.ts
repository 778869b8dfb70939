import { describe, expect, test } from '@jest/globals'
import { compareMarkdown, compareSides, sideFromRuns, sideFromSummary } from '../../src/compare/index.js'
import { effectLabel, logGamma, noncentralTCdf, normalCdf, pairedEffect } from '../../src/compare/stats.js'
import type { AggregateRun } from '../../src/aggregate/types.js'

describe('noncentral t and the d_z interval (reference values from scipy 1.17 nct)', () => {
  test('CDF', () => {
    expect(noncentralTCdf(2.0, 5, 1.0)).toBeCloseTo(0.7780746626162148, 7)
    expect(noncentralTCdf(-1.5, 2, 0.5)).toBeCloseTo(0.06293322227658647, 7)
    expect(noncentralTCdf(10, 30, 8)).toBeCloseTo(0.8812134923778832, 7)
    expect(noncentralTCdf(1, 1, 0)).toBeCloseTo(0.75, 7) // central t(1) = Cauchy: 1/2 + atan(1)/π
    expect(normalCdf(1.959964)).toBeCloseTo(0.975, 6)
    expect(logGamma(5)).toBeCloseTo(Math.log(24), 10)
    expect(logGamma(0.5)).toBeCloseTo(Math.log(Math.sqrt(Math.PI)), 10)
  })

  test('d_z and its 95% CI by noncentral t inversion', () => {
    const e = pairedEffect([0.5, 0.25, 0.5, 0.25, 0.5, 0.25])
    expect(e.meanDiff).toBeCloseTo(0.375, 12)
    expect(e.sdDiff).toBeCloseTo(0.125 * Math.sqrt(1.2), 12) // sqrt(6 · 0.125² / 5)
    expect(e.dz).toBeCloseTo(0.375 / (0.125 * Math.sqrt(1.2)), 10) // 2.7386
    expect(e.ci!.low).toBeCloseTo(0.897899820310807, 5)
    expect(e.ci!.high).toBeCloseTo(4.5490661011103635, 5)
    const f = pairedEffect([0.5, 0.25, 0.5, 0.25, 0.5, -0.25])
    expect(f.dz).toBeCloseTo(0.9979654098963519, 10)
    expect(f.ci!.low).toBeCloseTo(-0.03238391605794696, 5)
    expect(f.ci!.high).toBeCloseTo(1.9691608118626682, 5)
    // a negative effect: CI of d_z = −1.2 with n = 10 (scipy: −2.00767, −0.35598)
    const g = pairedEffect([-1, -2, 0, -1.5, -0.5, -1, -2.5, 0.5, -1, -2])
    const dz = g.dz!
    expect(dz).toBeLessThan(0)
    expect(g.ci!.low).toBeLessThan(dz)
    expect(g.ci!.high).toBeGreaterThan(dz)
  })

  test('degenerate inputs: no spread → no d_z; labels', () => {
    expect(pairedEffect([0.25, 0.25, 0.25]).dz).toBeNull()
    expect(pairedEffect([1]).dz).toBeNull()
    expect(pairedEffect([]).meanDiff).toBe(0)
    expect([0.1, -0.3, 0.6, -2].map(effectLabel)).toEqual(['negligible', 'small', 'medium', 'large'])
    expect(effectLabel(null)).toBeNull()
  })
})

/** Graded runs: per eval id, how many of `trials` passed. */
function runs(passes: Record<string, number>, trials = 4, over: Partial<AggregateRun> = {}): AggregateRun[] {
  const out: AggregateRun[] = []
  for (const [id, k] of Object.entries(passes)) {
    for (let t = 1; t <= trials; t++) {
      const pass = t <= k
      out.push({
        skill: 'changelog', evalId: /^\d+$/.test(id) ? Number(id) : id, evalName: `eval-${id}`, configuration: 'with_skill', trial: t, iteration: 1,
        model: 'm', status: 'graded', grade: pass ? 'pass' : 'fail', passed: pass ? 2 : 1, failed: pass ? 0 : 1, total: 2,
        timeSeconds: 1, tokens: 1, toolCalls: 0, errors: 0, toolErrors: 0, apiError: false, notes: [], costUsd: null, expectations: [],
        ...over,
      } as AggregateRun)
    }
  }
  return out
}

describe('compare: constructed shifts with known answers', () => {
  test('a consistent improvement: d_z = 2.7386, exact p = 2/2⁶', () => {
    const A = sideFromRuns('A', runs({ 1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2 }))
    const B = sideFromRuns('B', runs({ 1: 4, 2: 3, 3: 4, 4: 3, 5: 4, 6: 3 }))
    const r = compareSides(A, B)
    expect(r.n).toBe(6)
    expect(r.pairs.map((p) => p.diff)).toEqual([0.5, 0.25, 0.5, 0.25, 0.5, 0.25])
    expect(r.mean_a).toBe(0.5)
    expect(r.mean_b).toBe(0.875)
    expect(r.mean_diff).toBe(0.375)
    expect(r.d_z).toBeCloseTo(2.738613, 6)
    expect(r.d_z_ci!.low).toBeCloseTo(0.8979, 4)
    expect(r.d_z_ci!.high).toBeCloseTo(4.5491, 4)
    expect(r.effect).toBe('large')
    // every sign assignment equally likely under H0: only all-plus and all-minus are as extreme
    expect(r.test.exact).toBe(true)
    expect(r.test.p_two_sided).toBeCloseTo(2 / 64, 12)
    expect(r.test.p_b_better).toBeCloseTo(1 / 64, 12)
    expect(r.test.p_b_worse).toBeCloseTo(1, 12)
    expect(r.significant).toBe(true)
    expect(r.winner).toBe('B')
    expect(r.verdict).toMatch(/^B is better than A/)
    expect([r.improved, r.worsened, r.tied]).toEqual([6, 0, 0])
  })

  test('one case worse: p by enumeration = 8/64, not significant although d_z ≈ 1', () => {
    // diffs in quarters: 2, 1, 2, 1, 2, −1 → T = 7; |S| ≥ 7 ⇔ the flipped magnitudes sum to ≤ 1:
    // none (S = 9) or one of the three 1s (S = 7): 4 of 64 assignments, doubled for two sides.
    const A = sideFromRuns('A', runs({ 1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2 }))
    const B = sideFromRuns('B', runs({ 1: 4, 2: 3, 3: 4, 4: 3, 5: 4, 6: 1 }))
    const r = compareSides(A, B)
    expect(r.test.p_two_sided).toBeCloseTo(8 / 64, 12)
    expect(r.test.p_b_better).toBeCloseTo(4 / 64, 12)
    expect(r.d_z).toBeCloseTo(0.997965, 6)
    expect(r.d_z_ci!.low).toBeCloseTo(-0.03238, 4)
    expect(r.significant).toBe(false)
    expect(r.winner).toBeNull()
    expect(r.verdict).toMatch(/^no significant difference/)
    // the old comparator would have called this significant: |d| > 0.05
    expect(Math.abs(r.d_z!)).toBeGreaterThan(0.05)
  })

  test('a worse B, the same shift everywhere (s_d = 0), and no change', () => {
    const A = sideFromRuns('A', runs({ 1: 4, 2: 4, 3: 4, 4: 4, 5: 4, 6: 4 }))
    const B = sideFromRuns('B', runs({ 1: 3, 2: 3, 3: 3, 4: 3, 5: 3, 6: 3 }))
    const r = compareSides(A, B)
    expect(r.d_z).toBeNull()
    expect(r.d_z_ci).toBeNull()
    expect(r.test.p_two_sided).toBeCloseTo(2 / 64, 12)
    expect(r.winner).toBe('A')
    expect(r.verdict).toMatch(/^B is worse than A/)
    expect(r.notes.join(' ')).toMatch(/s_d = 0/)
    const same = compareSides(A, A)
    expect(same.test.p_two_sided).toBe(1)
    expect(same.significant).toBe(false)
    expect(same.tied).toBe(6)
  })

  test('too few cases: the smallest attainable p is said', () => {
    const r = compareSides(sideFromRuns('A', runs({ 1: 0, 2: 0 })), sideFromRuns('B', runs({ 1: 4, 2: 4 })))
    expect(r.test.p_two_sided).toBeCloseTo(0.5, 12)
    expect(r.test.min_attainable_p).toBe(0.5)
    expect(r.notes.join(' ')).toMatch(/cannot reach p < 0.05/)
  })

  test('unmatched and ungraded cases are listed and left out; only the latest iteration counts', () => {
    const a = [...runs({ 1: 2, 2: 2, 7: 1 }), ...runs({ 1: 0 }, 4, { iteration: 0 })]
    const b = [...runs({ 1: 4, 2: 4, 8: 4 }), ...runs({ 9: 0 }, 2, { grade: 'error', status: 'error' })]
    const r = compareSides(sideFromRuns('A', [...a, ...runs({ 9: 3 })]), sideFromRuns('B', b))
    expect(r.pairs.map((p) => p.eval_id)).toEqual(['1', '2'])
    expect(r.pairs[0]!.a).toBe(0.5)
    expect(r.unmatched.only_a).toEqual([{ skill: 'changelog', eval_id: '7' }])
    expect(r.unmatched.only_b).toEqual([{ skill: 'changelog', eval_id: '8' }])
    expect(r.unmatched.ungraded_b).toEqual([{ skill: 'changelog', eval_id: '9' }])
    const md = compareMarkdown(r)
    expect(md).toContain('Only in A: `changelog` `7`')
    expect(md).toContain('No graded run in B: `changelog` `9`')
  })

  test('assertion metric: exact rational scores; models filter; summary.json sides', () => {
    const base = runs({ 1: 0 }, 2)
    base[0]!.passed = 1
    base[0]!.total = 2
    base[1]!.passed = 2
    base[1]!.total = 3
    const s = sideFromRuns('A', base, { metric: 'assertions' })
    const c = s.cases.get('changelog\u00001')!
    expect(c.num / c.den).toBeCloseTo((1 / 2 + 2 / 3) / 2, 12)
    expect(c.den % 6).toBe(0)
    const two = [...runs({ 1: 4 }, 4, { model: 'x' }), ...runs({ 1: 0 }, 4, { model: 'y' })]
    expect(sideFromRuns('A', two, { model: 'x' }).cases.get('changelog\u00001')!.score).toBe(1)
    expect(sideFromRuns('A', two, { model: 'y' }).cases.get('changelog\u00001')!.score).toBe(0)
    const summary = {
      skills: [{ name: 'changelog', model: 'm', eval_results: [
        { id: 1, configurations: { with_skill: { passed: 3, graded: 4 } } },
        { id: 2, configurations: { with_skill: { passed: 0, graded: 0 } } },
      ] }],
    }
    const side = sideFromSummary('S', summary)
    expect(side.cases.get('changelog\u00001')!.score).toBe(0.75)
    expect(side.ungraded).toEqual([{ skill: 'changelog', evalId: '2' }])
  })

  test('markdown escapes labels and reports the method, d_z CI and p', () => {
    const A = sideFromRuns('a|b`<x>', runs({ 1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2 }))
    const B = sideFromRuns('B', runs({ 1: 4, 2: 3, 3: 4, 4: 3, 5: 4, 6: 3 }))
    const md = compareMarkdown(compareSides(A, B))
    expect(md).toContain('exact paired sign-flip')
    expect(md).toMatch(/Cohen's d_z = 2\.739 \(95% CI 0\.898 to 4\.549/)
    expect(md).toContain('p = 0.0313')
    expect(md).toContain('A = `a\\|bˋ<x>`') // inside a code span: shown verbatim, never HTML; no breaking out of the span or table
  })
})
