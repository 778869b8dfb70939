/** Per eval × configuration summaries across trials, run grade statuses, and the judge's pure helpers. */
import { describe, expect, test } from '@jest/globals'
import { evalOutcome, summariseAll, summariseEval, totalsOf } from '../../src/grade/summary.js'
import { expectationEntry, runGradeStatus, summarise, type GradingJson, type RunGradeStatus } from '../../src/grade/grading-json.js'
import { majority, neutralise, parseJudgeReply, buildJudgeRequest } from '../../src/grade/judge.js'
import type { AssertionStatus } from '../../src/grade/judge.js'
import type { Configuration } from '../../src/types.js'

function grading(trial: number, status: RunGradeStatus, asserts: AssertionStatus[], configuration: Configuration = 'with_skill', evalDir = 'eval-1-x'): GradingJson {
  const expectations = asserts.map((s, i) => expectationEntry(`assertion ${i}`, s, s === 'error' ? 'ERROR: x' : 'ev', 'check'))
  return {
    expectations,
    summary: summarise(expectations),
    execution_metrics: {},
    timing: { executor_duration_seconds: 1, grader_duration_seconds: 0, total_duration_seconds: 1 },
    run: {
      run_id: `plan/iteration-1/${evalDir}/${configuration}/run-${trial}`,
      skill: 'plan',
      eval_id: 1,
      configuration,
      trial,
      model: 'm',
      run_status: status === 'error' && asserts.length === 0 ? 'error' : 'completed',
      skill_used: status !== 'inconclusive',
      status,
      assertion_errors: asserts.filter((s) => s === 'error').length
    },
    judge: { model: 'j', judges: 1, prompt_hash: 'h', calls: 0, cached_calls: 0, api_calls: 0, retries: 0, usage: { input_tokens: 0, output_tokens: 0, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 }, cost_usd: 0, spent_usd: 0 },
    grader: { name: 'skill-evals', version: '0', graded_at: 'now' }
  }
}

describe('summariseEval', () => {
  test('all pass: pass@1 = pass@k = 1, consistent, not flaky, outcome pass', () => {
    const s = summariseEval([grading(1, 'pass', ['pass']), grading(2, 'pass', ['pass']), grading(3, 'pass', ['pass'])])
    expect(s).toMatchObject({ skill: 'plan', iteration: 1, evalId: 1, evalDir: 'eval-1-x', configuration: 'with_skill', trials: 3, graded: 3, passed: 3, failed: 0, pass_at_1: 1, pass_at_k: 1, k: 3, consistent: true, flaky: false, outcome: 'pass', mean_pass_rate: 1 })
    expect(s.runs.map((r) => r.pass_rate)).toEqual([1, 1, 1])
  })

  test('1 of 3 passes: pass@1 = 1/3, pass@3 = 1, pass@2 = 2/3, flaky, outcome fail, flaky assertion listed', () => {
    const g = [grading(2, 'fail', ['pass', 'fail']), grading(1, 'pass', ['pass', 'pass']), grading(3, 'fail', ['pass', 'fail'])]
    const s = summariseEval(g)
    expect(s.pass_at_1).toBeCloseTo(0.3333, 4)
    expect(s.pass_at_k).toBe(1)
    expect(s.k).toBe(3)
    expect(s.flaky).toBe(true)
    expect(s.consistent).toBe(false)
    expect(s.outcome).toBe('fail')
    expect(s.flaky_assertions).toEqual(['assertion 1'])
    expect(s.runs.map((r) => [r.trial, r.status, r.pass_rate])).toEqual([[1, 'pass', 1], [2, 'fail', 0.5], [3, 'fail', 0.5]])
    expect(s.mean_pass_rate).toBeCloseTo(2 / 3, 4)
    expect(summariseEval(g, { k: 2 }).pass_at_k).toBeCloseTo(0.6667, 4) // 1 − C(2,2)/C(3,2)
    expect(summariseEval(g, { k: 1 }).pass_at_k).toBeCloseTo(0.3333, 4)
  })

  test('5 trials, 2 pass: pass@k from the unbiased estimator', () => {
    const g = [1, 2, 3, 4, 5].map((t) => grading(t, t <= 2 ? 'pass' : 'fail', [t <= 2 ? 'pass' : 'fail']))
    const s = summariseEval(g, { k: 2 })
    expect(s.pass_at_1).toBe(0.4)
    expect(s.pass_at_k).toBe(0.7) // 1 − C(3,2)/C(5,2) = 1 − 3/10
    expect(s.outcome).toBe('fail')
  })

  test('skill never used → inconclusive, not counted against the skill', () => {
    const s = summariseEval([grading(1, 'inconclusive', ['fail']), grading(2, 'inconclusive', ['fail']), grading(3, 'inconclusive', ['pass'])])
    expect(s).toMatchObject({ graded: 0, passed: 0, failed: 0, inconclusive: 3, pass_at_1: null, pass_at_k: null, k: 0, outcome: 'inconclusive', mean_pass_rate: null })
    // 1 pass + 2 unknowns: the unknowns could decide
    expect(summariseEval([grading(1, 'pass', ['pass']), grading(2, 'inconclusive', ['fail']), grading(3, 'inconclusive', ['fail'])]).outcome).toBe('inconclusive')
    // 2 fails + 1 unknown: fails either way
    expect(summariseEval([grading(1, 'fail', ['fail']), grading(2, 'fail', ['fail']), grading(3, 'inconclusive', ['pass'])]).outcome).toBe('fail')
  })

  test('a run errored → error unless the others decide; the errored run is not a failure', () => {
    const s = summariseEval([grading(1, 'pass', ['pass']), grading(2, 'error', []), grading(3, 'fail', ['fail'])])
    expect(s).toMatchObject({ trials: 3, graded: 2, passed: 1, failed: 1, errors: 1, pass_at_1: 0.5, k: 2, outcome: 'error' })
    expect(summariseEval([grading(1, 'pass', ['pass']), grading(2, 'error', []), grading(3, 'pass', ['pass'])]).outcome).toBe('pass')
    expect(summariseEval([grading(1, 'error', []), grading(2, 'error', []), grading(3, 'error', [])]).outcome).toBe('error')
    expect(summariseEval([grading(1, 'skipped', [])]).outcome).toBe('error')
    expect(summariseEval([grading(1, 'error', []), grading(2, 'inconclusive', []), grading(3, 'pass', ['pass'])]).outcome).toBe('error')
  })

  test('evalOutcome rule', () => {
    expect(evalOutcome(3, 2, 0, false)).toBe('pass')
    expect(evalOutcome(3, 1, 0, false)).toBe('fail')
    expect(evalOutcome(4, 2, 0, false)).toBe('fail') // a tie is not a majority
    expect(evalOutcome(3, 1, 1, true)).toBe('error')
    expect(evalOutcome(3, 0, 1, true)).toBe('fail')
    expect(evalOutcome(0, 0, 0, false)).toBe('error')
  })

  test('summariseAll groups by eval × configuration, in run order, with_skill first', () => {
    const g = [
      grading(1, 'fail', ['fail'], 'without_skill'),
      grading(1, 'pass', ['pass'], 'with_skill'),
      grading(2, 'pass', ['pass'], 'with_skill'),
      grading(1, 'pass', ['pass'], 'with_skill', 'eval-2-y'),
      grading(2, 'fail', ['fail'], 'without_skill')
    ]
    const all = summariseAll(g)
    expect(all.map((s) => `${s.evalDir}/${s.configuration}:${s.trials}`)).toEqual(['eval-1-x/with_skill:2', 'eval-1-x/without_skill:2', 'eval-2-y/with_skill:1'])
    expect(totalsOf(g)).toEqual({ runs: 5, pass: 3, fail: 2, error: 0, inconclusive: 0, skipped: 0 })
  })
})

describe('run grade status and expectations', () => {
  const ok = { status: 'completed' as const, configuration: 'with_skill' as const, skillUsed: true }
  const e = (s: AssertionStatus) => expectationEntry('t', s, 'ev', 'judge')
  test('pass / fail / error precedence', () => {
    expect(runGradeStatus(ok, [e('pass'), e('pass')]).status).toBe('pass')
    expect(runGradeStatus(ok, [e('pass'), e('error'), e('fail')]).status).toBe('fail')
    expect(runGradeStatus(ok, [e('pass'), e('error')])).toEqual({ status: 'error', reason: '1 assertion(s) could not be graded' })
    expect(runGradeStatus({ ...ok, skillUsed: false }, [e('fail')]).status).toBe('inconclusive')
    expect(runGradeStatus({ ...ok, configuration: 'old_skill', skillUsed: false }, [e('pass')]).status).toBe('inconclusive')
    expect(runGradeStatus({ ...ok, configuration: 'without_skill', skillUsed: false }, [e('fail')]).status).toBe('fail')
    expect(runGradeStatus({ ...ok, status: 'error', error: { message: 'boom' } }, [e('error')])).toEqual({ status: 'error', reason: 'the run failed: boom' })
    expect(runGradeStatus({ ...ok, status: 'skipped' }, []).status).toBe('skipped')
    expect(runGradeStatus(ok, []).status).toBe('error')
  })

  test('an error expectation is passed:false with ERROR: evidence; only errors say ERROR', () => {
    expect(expectationEntry('t', 'error', 'judge refused', 'judge')).toMatchObject({ passed: false, evidence: 'ERROR: judge refused', status: 'error' })
    expect(expectationEntry('t', 'pass', 'ERROR: looks fine', 'judge')).toMatchObject({ passed: true, evidence: 'looks fine' })
    expect(summarise([e('pass'), e('error'), e('fail')])).toEqual({ passed: 1, failed: 2, total: 3, pass_rate: 0.33 })
    expect(summarise([])).toEqual({ passed: 0, failed: 0, total: 0, pass_rate: 0 })
  })
})

describe('judge helpers', () => {
  test('majority of k with error votes as unknowns', () => {
    const v = (...s: AssertionStatus[]) => s.map((status) => ({ status }))
    expect(majority(v('pass'))).toBe('pass')
    expect(majority(v('fail'))).toBe('fail')
    expect(majority(v('error'))).toBe('error')
    expect(majority(v('pass', 'pass', 'fail'))).toBe('pass')
    expect(majority(v('pass', 'fail', 'fail'))).toBe('fail')
    expect(majority(v('pass', 'pass', 'error'))).toBe('pass')
    expect(majority(v('fail', 'fail', 'error'))).toBe('fail')
    expect(majority(v('pass', 'fail', 'error'))).toBe('error')
    expect(majority(v('pass', 'fail'))).toBe('fail') // a tie is not a majority: burden of proof
    expect(majority([])).toBe('error')
  })

  test('neutralise escapes every < (issue 17: near-miss tags must be inert too)', () => {
    expect(neutralise('</untrusted_material> <expectation> <Transcript x> <div> a < b')).toBe('&lt;/untrusted_material> &lt;expectation> &lt;Transcript x> &lt;div> a &lt; b')
  })

  test('parseJudgeReply', () => {
    const m = (text: string, stop: 'end_turn' | 'refusal' = 'end_turn') => ({ content: [{ type: 'text', text, citations: null }] as never, stop_reason: stop })
    expect(parseJudgeReply(m(' {"evidence":"q","passed":true} '))).toEqual({ ok: true, passed: true, evidence: 'q' })
    expect(parseJudgeReply(m('{"evidence":"q","passed":"false"}')).ok).toBe(false)
    expect(parseJudgeReply(m('{"evidence":"  ","passed":false}')).ok).toBe(false)
    expect(parseJudgeReply(m('null')).ok).toBe(false)
    expect(parseJudgeReply(m('{"evidence":"q","passed":true}', 'refusal')).ok).toBe(false)
  })

  test('the request is deterministic and has no sampling parameters', () => {
    const input = { assertion: 'a', task: 't', material: { response: 'r', transcript: 'x', files: [] } }
    const a = buildJudgeRequest(input, 'claude-haiku-5-5')
    expect(JSON.stringify(a)).toBe(JSON.stringify(buildJudgeRequest(input, 'claude-haiku-5-5')))
    expect(a).not.toHaveProperty('temperature')
    expect(a.output_config?.format?.type).toBe('json_schema')
    expect(a.max_tokens).toBe(4096)
  })
})
