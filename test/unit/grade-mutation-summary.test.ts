/**
 * grades.json's per-eval summaries and grading.json's fields, value by value (issue 23: mutation
 * testing of the grade part): pass@1 / pass@k, k, outcome boundaries, flaky assertions, mean pass
 * rate, the grouping and order of summaries, the totals, the run grade status and its reasons,
 * expectation entries, timings and the judge block.
 */
import { describe, expect, test } from '@jest/globals'
import { evalOutcome, summariseAll, summariseEval, totalsOf } from '../../src/grade/summary.js'
import {
  expectationEntry,
  formatGradingJson,
  gradingTiming,
  judgeInfo,
  round1,
  round2,
  runGradeStatus,
  summarise,
  toGradedVotes,
  type GradingJson,
  type RunGradeStatus,
} from '../../src/grade/grading-json.js'
import type { AssertionStatus } from '../../src/grade/judge.js'
import type { Configuration } from '../../src/types.js'

function grading(
  trial: number,
  status: RunGradeStatus,
  asserts: AssertionStatus[],
  o: { configuration?: Configuration; evalDir?: string; skill?: string; iteration?: number; texts?: string[] } = {},
): GradingJson {
  const configuration = o.configuration ?? 'with_skill'
  const expectations = asserts.map((s, i) => expectationEntry(o.texts?.[i] ?? `assertion ${i}`, s, s === 'error' ? 'ERROR: x' : 'ev', 'check'))
  const skill = o.skill ?? 'plan'
  return {
    expectations,
    summary: summarise(expectations),
    execution_metrics: {},
    timing: { executor_duration_seconds: 1, grader_duration_seconds: 0, total_duration_seconds: 1 },
    run: {
      run_id: `${skill}/iteration-${o.iteration ?? 1}/${o.evalDir ?? 'eval-1-x'}/${configuration}/run-${trial}`,
      skill,
      eval_id: 1,
      configuration,
      trial,
      model: 'm',
      run_status: 'completed',
      skill_used: status !== 'inconclusive',
      status,
      assertion_errors: asserts.filter((s) => s === 'error').length,
    },
    judge: { model: 'j', judges: 1, prompt_hash: 'h', calls: 0, cached_calls: 0, api_calls: 0, retries: 0, usage: { input_tokens: 0, output_tokens: 0, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 }, cost_usd: 0, spent_usd: 0 },
    grader: { name: 'skill-evals', version: '0', graded_at: 'now' },
  }
}

describe('summariseEval', () => {
  test('every field of a mixed eval: runs in trial order, counts, pass@k, mean pass rate', () => {
    const s = summariseEval([
      grading(3, 'fail', ['pass', 'fail', 'pass']),
      grading(1, 'pass', ['pass', 'pass', 'pass']),
      grading(2, 'error', ['pass', 'error', 'pass']),
      grading(4, 'inconclusive', ['pass', 'pass', 'pass']),
      grading(5, 'skipped', []),
    ])
    expect(s).toEqual({
      skill: 'plan',
      iteration: 1,
      evalId: 1,
      evalDir: 'eval-1-x',
      configuration: 'with_skill',
      trials: 5,
      graded: 2,
      passed: 1,
      failed: 1,
      errors: 2,
      inconclusive: 1,
      pass_at_1: 0.5,
      pass_at_k: 1,
      k: 2,
      consistent: false,
      flaky: true,
      // 2 of 5 decided, 3 unknowns: 1 + 3 > 2.5, so the unknowns decide, and some are errors.
      outcome: 'error',
      mean_pass_rate: 0.8333, // (1 + 2/3) / 2
      flaky_assertions: ['assertion 1'],
      runs: [
        { run_id: 'plan/iteration-1/eval-1-x/with_skill/run-1', trial: 1, status: 'pass', passed: 3, total: 3, pass_rate: 1 },
        { run_id: 'plan/iteration-1/eval-1-x/with_skill/run-2', trial: 2, status: 'error', passed: 2, total: 3, pass_rate: 0.67 },
        { run_id: 'plan/iteration-1/eval-1-x/with_skill/run-3', trial: 3, status: 'fail', passed: 2, total: 3, pass_rate: 0.67 },
        { run_id: 'plan/iteration-1/eval-1-x/with_skill/run-4', trial: 4, status: 'inconclusive', passed: 3, total: 3, pass_rate: 1 },
        { run_id: 'plan/iteration-1/eval-1-x/with_skill/run-5', trial: 5, status: 'skipped', passed: 0, total: 0, pass_rate: 0 },
      ],
    })
  })

  test('k: the requested k, capped by the graded runs, at least 1; 0 with nothing graded', () => {
    const g = [grading(1, 'pass', ['pass']), grading(2, 'fail', ['fail']), grading(3, 'fail', ['fail']), grading(4, 'fail', ['fail'])]
    expect(summariseEval(g).k).toBe(4)
    expect(summariseEval(g).pass_at_k).toBe(1)
    expect(summariseEval(g, { k: 2 }).k).toBe(2)
    expect(summariseEval(g, { k: 2 }).pass_at_k).toBe(0.5)
    expect(summariseEval(g, { k: 0 }).k).toBe(1)
    expect(summariseEval(g, { k: 0 }).pass_at_k).toBe(0.25)
    expect(summariseEval(g, { k: 9 }).k).toBe(4)
    const none = summariseEval([grading(1, 'inconclusive', ['pass']), grading(2, 'error', ['error'])])
    expect(none).toMatchObject({ graded: 0, k: 0, pass_at_1: null, pass_at_k: null, mean_pass_rate: null, outcome: 'error', consistent: true, flaky: false })
    expect(summariseEval([grading(1, 'inconclusive', ['pass'])]).outcome).toBe('inconclusive')
  })

  test('pass@1 and the mean pass rate are rounded to 4 decimals; a run without assertions counts 0', () => {
    const s = summariseEval([grading(1, 'pass', ['pass']), grading(2, 'fail', ['fail', 'pass', 'pass']), grading(3, 'fail', ['fail'])])
    expect(s.pass_at_1).toBe(0.3333)
    expect(s.mean_pass_rate).toBe(0.5556)
    const empty = grading(2, 'fail', [])
    expect(summariseEval([grading(1, 'pass', ['pass']), empty]).mean_pass_rate).toBe(0.5)
  })

  test('flaky assertions: only pass/fail flips between graded runs, by position, named by text', () => {
    const t = { texts: ['A', 'B', 'C'] }
    const s = summariseEval([
      grading(1, 'fail', ['pass', 'fail', 'error'], t),
      grading(2, 'fail', ['fail', 'fail', 'pass'], t),
      grading(3, 'inconclusive', ['pass', 'pass', 'fail'], t),
    ])
    expect(s.flaky_assertions).toEqual(['A'])
    // A run with fewer assertions: the position is named from a run that has it.
    const s2 = summariseEval([grading(1, 'pass', ['pass'], { texts: ['A'] }), grading(2, 'fail', ['pass', 'fail'], { texts: ['A', 'B'] }), grading(3, 'pass', ['pass', 'pass'], { texts: ['A', 'B'] })])
    expect(s2.flaky_assertions).toEqual(['B'])
    expect(summariseEval([grading(1, 'pass', ['pass']), grading(2, 'pass', ['pass'])]).flaky_assertions).toEqual([])
  })

  test('iteration and eval folder come from the run id', () => {
    const s = summariseEval([grading(1, 'pass', ['pass'], { iteration: 12, evalDir: 'eval-7-y' })])
    expect(s.iteration).toBe(12)
    expect(s.evalDir).toBe('eval-7-y')
    const odd = grading(1, 'pass', ['pass'])
    odd.run.run_id = 'plan'
    expect(summariseEval([odd])).toMatchObject({ iteration: 1, evalDir: '' })
  })
})

describe('evalOutcome boundaries', () => {
  test.each([
    [0, 0, 0, false, 'error'],
    [4, 3, 0, false, 'pass'],
    [4, 2, 0, false, 'fail'],
    [4, 2, 1, false, 'inconclusive'],
    [4, 2, 1, true, 'error'],
    [4, 1, 1, true, 'fail'],
    [3, 2, 0, false, 'pass'],
    [3, 1, 1, false, 'inconclusive'],
    [3, 1, 0, false, 'fail'],
    [3, 0, 1, true, 'fail'],
    [1, 0, 1, true, 'error'],
    [1, 0, 1, false, 'inconclusive'],
  ])('%i trials, %i pass, %i unknown, errors %s → %s', (t, p, u, e, expected) => {
    expect(evalOutcome(t, p, u, e)).toBe(expected)
  })
})

describe('summariseAll and totalsOf', () => {
  test('grouped by skill, iteration, eval and configuration; in run order, with_skill, old_skill, without_skill', () => {
    const g = [
      grading(1, 'pass', ['pass'], { evalDir: 'eval-2-b', configuration: 'without_skill' }),
      grading(1, 'pass', ['pass'], { evalDir: 'eval-1-a', configuration: 'old_skill' }),
      grading(1, 'pass', ['pass'], { evalDir: 'eval-2-b', configuration: 'with_skill' }),
      grading(2, 'fail', ['fail'], { evalDir: 'eval-2-b', configuration: 'with_skill' }),
      grading(1, 'pass', ['pass'], { evalDir: 'eval-1-a', configuration: 'with_skill' }),
      grading(1, 'pass', ['pass'], { evalDir: 'eval-1-a', configuration: 'with_skill', iteration: 2 }),
      grading(1, 'pass', ['pass'], { evalDir: 'eval-1-a', configuration: 'with_skill', skill: 'other' }),
    ]
    const s = summariseAll(g)
    expect(s.map((x) => `${x.skill} ${x.iteration} ${x.evalDir} ${x.configuration} ${x.trials}`)).toEqual([
      'plan 1 eval-2-b with_skill 2',
      'plan 1 eval-2-b without_skill 1',
      'plan 1 eval-1-a with_skill 1',
      'plan 1 eval-1-a old_skill 1',
      'plan 2 eval-1-a with_skill 1',
      'other 1 eval-1-a with_skill 1',
    ])
    expect(summariseAll(g, { k: 1 })[0]!.k).toBe(1)
    expect(summariseAll([])).toEqual([])
  })

  test('totals count every status', () => {
    expect(totalsOf([grading(1, 'pass', ['pass']), grading(2, 'pass', ['pass']), grading(3, 'fail', ['fail']), grading(4, 'error', ['error']), grading(5, 'inconclusive', ['pass']), grading(6, 'skipped', [])])).toEqual({
      runs: 6,
      pass: 2,
      fail: 1,
      error: 1,
      inconclusive: 1,
      skipped: 1,
    })
    expect(totalsOf([])).toEqual({ runs: 0, pass: 0, fail: 0, error: 0, inconclusive: 0, skipped: 0 })
  })
})

describe('grading.json fields', () => {
  test('expectationEntry: trims; an error gets ERROR:, others lose it', () => {
    expect(expectationEntry('t', 'error', '  ', 'check')).toEqual({ text: 't', passed: false, evidence: 'ERROR: could not be graded', status: 'error', source: 'check' })
    expect(expectationEntry('t', 'error', ' boom ', 'judge').evidence).toBe('ERROR: boom')
    expect(expectationEntry('t', 'error', 'ERROR: boom', 'judge').evidence).toBe('ERROR: boom')
    expect(expectationEntry('t', 'fail', 'ERROR:   boom', 'judge')).toEqual({ text: 't', passed: false, evidence: 'boom', status: 'fail', source: 'judge' })
    expect(expectationEntry('t', 'pass', ' ok ', 'check', { check_kind: 'regex' })).toEqual({ text: 't', passed: true, evidence: 'ok', status: 'pass', source: 'check', check_kind: 'regex' })
    expect(expectationEntry('t', 'pass', 'see ERROR: later', 'check').evidence).toBe('see ERROR: later')
  })

  test('summarise: errors count as failed; the rate has 2 decimals; none is 0', () => {
    const e = (s: AssertionStatus) => expectationEntry('t', s, 'e', 'check')
    expect(summarise([e('pass'), e('fail'), e('error')])).toEqual({ passed: 1, failed: 2, total: 3, pass_rate: 0.33 })
    expect(summarise([e('pass'), e('pass'), e('fail')])).toEqual({ passed: 2, failed: 1, total: 3, pass_rate: 0.67 })
    expect(summarise([])).toEqual({ passed: 0, failed: 0, total: 0, pass_rate: 0 })
  })

  test('runGradeStatus: each status with its reason', () => {
    const e = (s: AssertionStatus) => expectationEntry('t', s, 'e', 'check')
    const rec = { status: 'completed' as const, configuration: 'with_skill' as const, skillUsed: true }
    expect(runGradeStatus({ ...rec, status: 'skipped' }, [])).toEqual({ status: 'skipped', reason: 'the run was not made' })
    expect(runGradeStatus({ ...rec, status: 'skipped', error: { message: 'budget' } }, [])).toEqual({ status: 'skipped', reason: 'budget' })
    expect(runGradeStatus({ ...rec, status: 'error' }, [])).toEqual({ status: 'error', reason: 'the run failed: unknown error' })
    expect(runGradeStatus({ ...rec, status: 'error', error: { message: 'boom' } }, [])).toEqual({ status: 'error', reason: 'the run failed: boom' })
    expect(runGradeStatus(rec, [])).toEqual({ status: 'error', reason: 'the eval has no assertions to grade' })
    expect(runGradeStatus({ ...rec, skillUsed: false }, [e('fail')])).toEqual({ status: 'inconclusive', reason: 'the agent did not use the skill, so this run says nothing about it' })
    expect(runGradeStatus({ ...rec, configuration: 'old_skill', skillUsed: false }, [e('pass')]).status).toBe('inconclusive')
    expect(runGradeStatus({ ...rec, configuration: 'without_skill', skillUsed: false }, [e('pass')])).toEqual({ status: 'pass' })
    expect(runGradeStatus(rec, [e('error'), e('fail')])).toEqual({ status: 'fail' })
    expect(runGradeStatus(rec, [e('error'), e('pass'), e('error')])).toEqual({ status: 'error', reason: '2 assertion(s) could not be graded' })
    expect(runGradeStatus(rec, [e('pass')])).toEqual({ status: 'pass' })
  })

  test('timings are rounded to tenths; the total is the rounded sum', () => {
    expect(gradingTiming(12.345, 1250)).toEqual({ executor_duration_seconds: 12.3, grader_duration_seconds: 1.3, total_duration_seconds: 13.6 })
    expect(gradingTiming(0, 49)).toEqual({ executor_duration_seconds: 0, grader_duration_seconds: 0, total_duration_seconds: 0 })
    expect(round1(0.25)).toBe(0.3)
    expect(round2(0.125)).toBe(0.13)
  })

  test('judgeInfo and votes in grading.json', () => {
    const u = { calls: 3, cachedCalls: 1, apiCalls: 4, retries: 2, usage: { input_tokens: 1, output_tokens: 2, cache_read_input_tokens: 3, cache_creation_input_tokens: 4 }, costUsd: 0.5, spentUsd: null }
    const info = judgeInfo('m', 3, 'hash', u)
    expect(info).toEqual({ model: 'm', judges: 3, prompt_hash: 'hash', calls: 3, cached_calls: 1, api_calls: 4, retries: 2, usage: u.usage, cost_usd: 0.5, spent_usd: null })
    expect(info.usage).not.toBe(u.usage)
    expect(
      toGradedVotes([
        { vote: 1, status: 'pass', evidence: 'a', cached: true },
        { vote: 2, status: 'fail', evidence: 'b', cached: false },
        { vote: 3, status: 'error', evidence: 'ERROR: c', cached: false },
      ]),
    ).toEqual([
      { vote: 1, passed: true, status: 'pass', evidence: 'a', cached: true },
      { vote: 2, passed: false, status: 'fail', evidence: 'b', cached: false },
      { vote: 3, passed: null, status: 'error', evidence: 'ERROR: c', cached: false },
    ])
  })

  test('formatGradingJson: skill-creator key order, two-space JSON, a final newline', () => {
    const g = grading(1, 'pass', ['pass'])
    const shuffled = { grader: g.grader, judge: g.judge, run: g.run, timing: g.timing, execution_metrics: g.execution_metrics, summary: g.summary, expectations: g.expectations } as GradingJson
    const text = formatGradingJson(shuffled)
    expect(Object.keys(JSON.parse(text))).toEqual(['expectations', 'summary', 'execution_metrics', 'timing', 'run', 'judge', 'grader'])
    expect(text).toBe(JSON.stringify(JSON.parse(text), null, 2) + '\n')
  })
})
